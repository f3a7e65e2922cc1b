"""Settings of the vector-memory oracle: llvm-mc binaries, the representative and MI processors, the
gfx940 cache-bit spelling, the llvm-mc output patterns and the modifier vocabulary."""
import os
import re


# (outputs go next to extract_vmem_facts.py, the package's parent directory)
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MC22 = os.environ.get("LLVM_MC22", "/usr/bin/llvm-mc-22")
MC14 = os.environ.get("LLVM_MC14", "/usr/bin/llvm-mc-14")
JOBS = int(os.environ.get("VMEM_JOBS", "2"))
NOTES_TO_STDOUT = True     # aliases, cross-check notes and verified bit layouts go to stdout
GENS = ["gfx6", "gfx7", "gfx8", "gfx9", "gfx10", "gfx10_3", "gfx11", "gfx12", "gfx12_5"]
CPU = {"gfx6": "gfx601", "gfx7": "gfx700", "gfx8": "gfx803", "gfx9": "gfx900",
       "gfx10": "gfx1010", "gfx10_3": "gfx1030", "gfx11": "gfx1100", "gfx12": "gfx1200", "gfx12_5": "gfx1250"}
DIS_GENS = ["gfx8", "gfx9", "gfx10", "gfx10_3", "gfx11", "gfx12", "gfx12_5"]
# The families a generation is probed for (every one on GFX12: its buffer, flat and image words are 96-bit VBUFFER,
# VFLAT and VIMAGE/VSAMPLE ones, encoding.py; its DS and EXP words GFX11's).
# GFX12.5 (gfx1250) has no images, exports or MTBUF words (every tbuffer_* and buffer_*format* row is gone), and its
# VGPR tuples start even (ALIGNED_GENS).
GEN_FAMILIES = {"gfx12": ("DS", "EXP", "FLAT", "MUBUF", "MTBUF", "MIMG"), "gfx12_5": ("DS", "FLAT", "MUBUF")}
ALIGNED_GENS = ("gfx12_5",)
LIBS = ["/usr/lib/llvm-22/lib/libLLVMAMDGPUAsmParser.a", "/usr/lib/llvm-22/lib/libLLVMAMDGPUDesc.a"]
# More candidate names: the opcode tables of CLRX's GCN ISA documentation (its doc/ folder), when
# CLRX_DOC_DIR names a copy of it; without it the names come from the LLVM libraries alone.
REFDIR = os.environ.get("CLRX_DOC_DIR", "")

# The MI processors whose own memory instructions become GFX9 rows (probed in this order).
MI_CPUS = ["gfx90a", "gfx950"]
# gfx940+ spell the GFX9 cache bits glc/slc as sc0/nt (printed and read); the facts use glc/slc.
GFX940_CPUS = ("gfx942", "gfx950")
GFX940_SPELLING = [(re.compile(r"(?<![\w:])glc\b"), "sc0"), (re.compile(r"(?<![\w:])slc\b"), "nt")]
GFX940_BACK = [(re.compile(r"(?<![\w:])sc0\b"), "glc"), (re.compile(r"(?<![\w:])nt\b"), "slc")]


def respell(line, table):
    for rx, to in table:
        line = rx.sub(to, line)
    return line


ENC_RE = re.compile(r"^\s*(.*?)\s*; encoding: \[([^\]]*)\]\s*$")
DIAG_RE = re.compile(r"^<stdin>:(\d+):(\d+): (error|warning): (.*)$")

MODS = ("offen idxen addr64 format dfmt nfmt offset offset0 offset1 dmask unorm glc slc dlc dim r128 "
        "a16 da gds lds tfe lwe d16 done compr vm row_en high nv th scope").split()
EXTRA_MODS = ["clamp", "omod", "neg", "abs"]          # VOP3 interp only; recorded in the TSV
