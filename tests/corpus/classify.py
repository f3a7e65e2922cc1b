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
    "dynamic stack": ("image", "a kernel with a dynamic stack (recursion) runs past its private segment"),
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
    "dis: sign-extended 16-bit literal": ("disassembler", "a 16-bit operand's literal whose high half is the sign "
                                          "extension: llvm-objdump prints the low half, which llvm-mc assembles with a "
                                          "zero high half; gcnkit refuses the word (.long)"),
    "dis: unclassified": ("-", "gcnkit dis and llvm-objdump differ: to be looked at"),
}

LITERAL_16 = re.compile(r"0x[0-9a-f]{1,4}\b.*// [0-9A-F]+: (?:[0-9A-F]{8} )+FFFF[0-9A-F]{4}$")


def classify_listing(mine, theirs):
    """The cause of the first difference between gcnkit's listing line and llvm-objdump's."""
    if mine.strip().startswith(".long") and LITERAL_16.search(theirs):
        return "dis: sign-extended 16-bit literal"
    return "dis: unclassified"

FAULT = re.compile(r"at pc (0x[0-9a-f]+) \(offset (0x[0-9a-f]+): (.*?)\), workgroup \d+ wave \d+: "
                   r"(?:address (0x[0-9a-f]+))?")
DATA_SECTION = re.compile(r"^\.(rodata|data|bss|got|sdata|sbss)")


def data_section_at(sections, pc, offset, address):
    """The data section that `address` (a guest address) falls in, given the faulting instruction's guest `pc`
    and its `offset` (into .text, or, were that convention to change, an ELF address): the name, or None."""
    text = next((a for n, a, _ in sections if n == ".text"), 0)
    for base in (text + offset - pc, offset - pc):  # guest address + base = ELF address
        at = address + base
        for name, start, size in sections:
            if DATA_SECTION.match(name) and start <= at < start + max(size, 1):
                return name
    return None


def classify(case, build, outcome, path, kernel_meta, sections, sibling_ok=None):
    """The cause of `outcome` (a failed harness.Outcome) for `case` on `build` run through `path` ("cli" or
    "python"). `sibling_ok(target)` tells whether the same kernel passed on another target at the same
    optimization level, at any code object version (for the wave-size rule)."""
    fault, reports = outcome.fault, outcome.reports
    if "timeout" in fault:
        return "timeout"
    if path == "cli" and re.search(r"argument 'struct:", fault):
        return "cli struct argument"
    if path == "cli" and re.search(r"argument 'lds:", fault):
        return "cli lds argument"
    if path == "python" and "ArgumentError" in fault and any(getattr(a, "fields", None) for a in case.args):
        return "python struct argument"
    m = FAULT.search(fault)
    if m:
        pc, offset, instruction = int(m.group(1), 16), int(m.group(2), 16), m.group(3)
        address = int(m.group(4), 16) if m.group(4) else None
        if address is not None and data_section_at(sections, pc, offset, address):
            return "globals not loaded"
        if address is not None and address < 1 << 32 and instruction.startswith("flat_"):
            return "-O0 stack fault"
        if "private segment (scratch)" in fault and kernel_meta.get("dynamic_stack"):
            return "dynamic stack"
        if "bad branch" in fault and kernel_meta.get("dynamic_stack"):
            return "dynamic stack"
        if address is not None and address < 0x10000 and instruction.startswith("s_load") and \
                build.target == "gfx803":
            return "gfx8 aperture pointer"
    if "uninitialized-sgpr" in reports:
        return "false uninitialized-sgpr"
    if "lds-range" in reports and re.search(r"flat_\w+ [^\n]*lds-range: [^\n]*M0 limit", outcome.report_text):
        return "gfx8 flat LDS M0"
    if case.prints and ("printf" in outcome.mismatched or fault):
        return "printf (hostcall)" if "hostcall" in case.features else "printf (buffered)"
    if build.target == "gfx1030w64" and sibling_ok and sibling_ok("gfx1030"):
        return "wave64 lane mask"
    if "division" in case.features and not fault and not reports and outcome.mismatched:
        return "division"
    return "unclassified"
