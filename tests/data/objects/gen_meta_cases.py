#!/usr/bin/env python3
"""Metadata cases: .amdgpu_metadata YAML documents assembled by llvm-mc 14, with the MessagePack
descriptor of the NT_AMDGPU_METADATA note it wrote, or 'error'. Output: meta_cases.txt, one case per
block: '=== ok <hex>' or '=== error', then the YAML lines."""
import os, struct, subprocess, sys, tempfile

LLVM_MC = os.environ.get("LLVM_MC", "llvm-mc")
OBJCOPY = os.environ.get("LLVM_OBJCOPY", "llvm-objcopy")
KERNEL = """amdhsa.version: [ 1, 0 ]
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 4
    .max_flat_workgroup_size: 256
"""
ARG = "    .args:\n      - {{ .size: 8, .offset: 0, .value_kind: global_buffer{} }}\n"
DOCS = [
    KERNEL,
    "amdhsa.version: [1, 1]\namdhsa.kernels: []\n",
    "amdhsa.version: [1, 2]\namdhsa.kernels: []\namdhsa.printf: [ '1:1:4:%d\\n', \"2:0:hello\" ]\n",
    KERNEL + ARG.format(""),
    KERNEL + ARG.format(", .address_space: global, .access: read_write, .is_const: true, .name: out, .type_name: 'float*'"),
    KERNEL + ARG.format(", .address_space: shared"),
    KERNEL + ARG.format(", .access: readonly"),
    KERNEL.replace("    .symbol: k.kd\n", ""),
    KERNEL.replace(".name: k", ".name: 12"),
    KERNEL.replace(".sgpr_count: 8", ".sgpr_count: -8"),
    KERNEL.replace(".sgpr_count: 8", ".sgpr_count: eight"),
    KERNEL.replace(".sgpr_count: 8", ".sgpr_count: 0x100000000"),
    KERNEL + "    .language: OpenCL C\n    .language_version: [ 2, 0 ]\n",
    KERNEL + "    .language: Fortran\n",
    KERNEL + "    .language_version: [ 2 ]\n",
    KERNEL + "    .reqd_workgroup_size: [ 64, 1, 1 ]\n    .workgroup_size_hint: [ 1, 2, 3 ]\n",
    KERNEL + "    .vec_type_hint: int\n    .device_enqueue_symbol: x\n    .sgpr_spill_count: 0\n    .vgpr_spill_count: 1\n",
    KERNEL + "    .custom: { b: 1, a: [ x, -1, -129, -32769, -2147483649, 128, 256, 65536, 4294967296 ] }\n",
    KERNEL + "    .strings: [ '', ' lead', 'a:b', \"tab\\there\", 'x' ]\n",
    KERNEL + "    .long: " + "x" * 40 + "\n    .longer: " + "y" * 300 + "\n",
    KERNEL + "    .bools: [ y, n, yes, no, on, off, True, FALSE ]\n",
    KERNEL + "    .nums: [ 0b101, 0o17, 017, 0x1F, -0, 08, 1.0, .5, inf ]\n",
    KERNEL + "    .tagged: [ !str 12, !!str 13 ]\n",
    "amdhsa.kernels: []\n",
    "amdhsa.version: [ 1, 0, 0 ]\namdhsa.kernels: []\n",
    "amdhsa.version: [ 1, 0 ]\namdhsa.kernels: [\n",
    "- 1\n- 2\n",
    KERNEL.replace("  - .name: k", "  - .name: k\n    .name2: k"),
]

def run(doc):
    src = ".amdgpu_metadata\n---\n" + doc + "...\n.end_amdgpu_metadata\n"
    with tempfile.TemporaryDirectory() as d:
        s, o, b = (os.path.join(d, x) for x in ("a.s", "a.o", "b"))
        open(s, "w").write(src)
        r = subprocess.run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj", s, "-o", o],
                           capture_output=True, text=True)
        if r.returncode:
            return "error"
        subprocess.run([OBJCOPY, "-O", "binary", "--only-section=.note", o, b], check=True)
        data = open(b, "rb").read()
        namesz, descsz, _ = struct.unpack_from("<III", data, 0)
        start = 12 + ((namesz + 3) & ~3)
        return "ok " + data[start:start + descsz].hex()

out = []
for doc in DOCS:
    out.append("=== " + run(doc))
    out.append(doc.rstrip("\n"))
open(sys.argv[1] if len(sys.argv) > 1 else "meta_cases.txt", "w").write("\n".join(out) + "\n")
