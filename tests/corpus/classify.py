"""Names the cause of a corpus failure from what the run showed (the fault, the check reports, which outputs
differ) and what the object is (its sections, target, the kernel's metadata and features), with the area whose work
fixes it. Each rule needs evidence from the run, and the first that matches wins, in the order a run meets them:
the command line refusing an argument, then the fault, then the check reports, then the outputs. `unclassified`
means no rule matched: somebody has to look (tests/corpus/README.md: how each cause was confirmed)."""

import re

# cause -> (area that looks at it, what it is). A failure is named by its first evidence; the expectation file
# (expected-failures.tsv) states, per listed build, who was found wrong and why.
CAUSES = {
    "timeout": ("-", "the run took longer than the harness's limit"),
    "twin": ("corpus", "the host twin itself failed"),
    "corpus": ("corpus", "the case does not fit the kernel's metadata"),
    "argument refused": ("cli/python", "gcnkit run or Machine.launch refused an argument the case gives"),
    "fault": ("emulator", "the emulator stopped the kernel with a fault"),
    "check report": ("emulator", "a check reported something on a kernel the twin runs cleanly"),
    "printf": ("emulator", "the printed output differs from the twin's"),
    "output": ("emulator", "an output buffer differs from the twin's"),
    "unclassified": ("-", "no rule matched: to be looked at"),
    "dis: lossy llvm-objdump text": ("-", "gcnkit refuses a word (.long) whose llvm-objdump text llvm-mc 22 assembles to "
                                           "other bytes: the documented `never drop a bit` difference"),
    "dis: unclassified": ("-", "gcnkit dis and llvm-objdump differ: to be looked at"),
}


def classify(case, build, outcome, path, kernel_meta, sections, sibling_ok=None):
    """The cause of `outcome` (a failed harness.Outcome) for `case` on `build` run through `path`."""
    fault, reports = outcome.fault, outcome.reports
    if "timeout" in fault:
        return "timeout"
    if re.search(r"argument '|ArgumentError|--arg", fault):
        return "argument refused"
    if fault:
        return "fault"
    if reports:
        return "check report"
    if "printf" in outcome.mismatched:
        return "printf"
    if outcome.mismatched:
        return "output"
    return "unclassified"


INSTRUCTION = re.compile(r"^\t(\S.*?)\s*// [0-9A-F]+: ((?:[0-9A-F]{8} ?)+)$")


def classify_listing(mine, theirs, reassemble):
    """The cause of the first difference between gcnkit's listing line and llvm-objdump's. `reassemble(text)`
    gives the encoding llvm-mc 22 writes for an instruction's text (as the listing's hex words), or None."""
    m = INSTRUCTION.match(theirs)
    if mine.strip().startswith(".long") and m:
        words = reassemble(m.group(1))
        if words is not None and words != m.group(2).split():
            return "dis: lossy llvm-objdump text"
    return "dis: unclassified"
