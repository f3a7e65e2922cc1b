"""Names the cause of a corpus failure from what the run showed (the fault, the check reports, which outputs
differ) and what the object is (its sections, target, the kernel's metadata and features), with the area whose work
fixes it. Each rule needs evidence from the run, and the first that matches wins, in the order a run meets them:
the command line refusing an argument, then the fault, then the check reports, then the outputs. `unclassified`
means no rule matched: somebody has to look (tests/corpus/README.md: how each cause was confirmed)."""

import re

# cause -> (area that fixes it, what it is)
CAUSES = {
    "cli struct argument": ("wavediv", "`gcnkit run --arg struct:...` (a by-value struct) is refused"),
    "cli lds argument": ("wavediv", "`gcnkit run --arg lds:BYTES` (a __local pointer argument) is refused"),
    "python struct argument": ("wavediv", "a by-value struct given to Machine.launch as np.void is refused"),
    "globals not loaded": ("image", "an access to program-scope data (.rodata/.data/.bss) faults: the data is not "
                                    "in guest memory"),
    "-O0 stack fault": ("image", "a flat access to the stack faults below 4 GiB (src_private_base read as "
                                 "{aperture, 0})"),
    "dynamic stack": ("image", "a recursive kernel's stack runs past its private segment (no default stack for "
                               "recursion)"),
    "gfx8 aperture pointer": ("image", "GFX8 code reads an aperture through a null implicit-argument or queue "
                                      "pointer (the GFX8 aperture path)"),
    "gfx8 flat LDS M0": ("image", "GFX8 FLAT accesses to LDS are dropped against M0, which clang's code (-O0) "
                                 "never sets for them"),
    "false uninitialized-sgpr": ("image", "uninitialized-sgpr reported for a callee-saved SGPR that a prologue "
                                          "only saves"),
    "printf (buffered)": ("image", "the printf buffer (hidden_printf_buffer) is not provided or not printed"),
    "printf (hostcall)": ("image", "the hostcall buffer (hidden_hostcall_buffer) is not serviced"),
    "wave64 lane mask": ("wavediv", "the wave64 build on gfx1030 fails where the wave32 one passes"),
    "division": ("wavediv", "an f32/f64 quotient differs from the correctly rounded one"),
    "timeout": ("-", "the run took longer than the harness's limit"),
    "twin": ("corpus", "the host twin itself failed"),
    "corpus": ("corpus", "the case does not fit the kernel's metadata"),
    "unclassified": ("-", "no rule matched: to be looked at"),
    "dis: lossy llvm-objdump text": ("-", "gcnkit refuses a word (.long) whose llvm-objdump text llvm-mc 22 assembles to "
                                           "other bytes: the documented `never drop a bit` difference"),
    "dis: unclassified": ("-", "gcnkit dis and llvm-objdump differ: to be looked at"),
}

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
