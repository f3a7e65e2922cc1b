#!/usr/bin/env python3
"""Kernel descriptor cases: .amdhsa_kernel blocks assembled by llvm-mc 22 (KD_LLVM_MC), with the 64 bytes
it produced or the error it gave. Output: kd_cases.txt (tab-separated, see the header)."""
import os, random, subprocess, sys, tempfile

LLVM_MC = os.environ.get("KD_LLVM_MC", "/usr/lib/llvm-22/bin/llvm-mc")
OBJCOPY = os.environ.get("LLVM_OBJCOPY", "llvm-objcopy")
HEAD = ".text\n.globl k\n.p2align 8\n.type k,@function\nk:\n s_endpgm\n.rodata\n.p2align 6\n.amdhsa_kernel k\n"
FIRST_LINE = 10  # line of the first directive in HEAD + block

def assemble(cpu, mattr, dirs):
    src = HEAD + "".join(f"{n} {v}\n" for n, v in dirs) + ".end_amdhsa_kernel\n"
    with tempfile.TemporaryDirectory() as d:
        s, o, b = (os.path.join(d, x) for x in ("a.s", "a.o", "b"))
        open(s, "w").write(src)
        args = [LLVM_MC, "-triple=amdgcn-amd-amdhsa", "-mcpu=" + cpu, "-filetype=obj", s, "-o", o]
        if mattr != "-":
            args.append("-mattr=" + mattr)
        r = subprocess.run(args, capture_output=True, text=True)
        if r.returncode:
            first = r.stderr.splitlines()[0]
            if first.startswith("<unknown>:0:"):  # (reported when the descriptor is written: no place)
                return "error\tend\t\t" + first.split(":", 3)[3].strip()
            _, line, col, _, msg = first.split(":", 4)
            idx = int(line) - FIRST_LINE
            where = "end" if idx == len(dirs) else ("name" if int(col) == 1 else "value")
            return f"error\t{where}\t{dirs[idx][0] if where != 'end' else ''}\t{msg.strip()}"
        subprocess.run([OBJCOPY, "-O", "binary", "--only-section=.rodata", o, b], check=True)
        return "bytes\t" + open(b, "rb").read().hex()

DIRS = [
    (".amdhsa_group_segment_fixed_size", [0, 1, 65536, 4294967295, 4294967296]),
    (".amdhsa_private_segment_fixed_size", [0, 16, 4294967295]),
    (".amdhsa_kernarg_size", [0, 48, 4294967296]),
    (".amdhsa_user_sgpr_count", [0, 2, 6, 16, 31, 32]),
    (".amdhsa_user_sgpr_private_segment_buffer", [0, 1, 2]),
    (".amdhsa_user_sgpr_dispatch_ptr", [0, 1]),
    (".amdhsa_user_sgpr_queue_ptr", [0, 1]),
    (".amdhsa_user_sgpr_kernarg_segment_ptr", [0, 1]),
    (".amdhsa_user_sgpr_dispatch_id", [0, 1]),
    (".amdhsa_user_sgpr_flat_scratch_init", [0, 1]),
    (".amdhsa_user_sgpr_private_segment_size", [0, 1]),
    (".amdhsa_wavefront_size32", [0, 1, 2]),
    (".amdhsa_system_sgpr_private_segment_wavefront_offset", [0, 1]),
    (".amdhsa_system_sgpr_workgroup_id_x", [0, 1]),
    (".amdhsa_system_sgpr_workgroup_id_y", [0, 1]),
    (".amdhsa_system_sgpr_workgroup_id_z", [0, 1]),
    (".amdhsa_system_sgpr_workgroup_info", [0, 1]),
    (".amdhsa_system_vgpr_workitem_id", [0, 1, 2, 3, 4]),
    (".amdhsa_reserve_vcc", [0, 1]),
    (".amdhsa_reserve_flat_scratch", [0, 1]),
    (".amdhsa_reserve_xnack_mask", [0, 1]),
    (".amdhsa_float_round_mode_32", [0, 1, 3, 4]),
    (".amdhsa_float_round_mode_16_64", [0, 2]),
    (".amdhsa_float_denorm_mode_32", [0, 3]),
    (".amdhsa_float_denorm_mode_16_64", [0, 3]),
    (".amdhsa_dx10_clamp", [0, 1]),
    (".amdhsa_ieee_mode", [0, 1]),
    (".amdhsa_fp16_overflow", [0, 1]),
    (".amdhsa_workgroup_processor_mode", [0, 1]),
    (".amdhsa_memory_ordered", [0, 1]),
    (".amdhsa_forward_progress", [0, 1]),
    (".amdhsa_exception_fp_ieee_invalid_op", [0, 1]),
    (".amdhsa_exception_fp_denorm_src", [0, 1]),
    (".amdhsa_exception_fp_ieee_div_zero", [0, 1]),
    (".amdhsa_exception_fp_ieee_overflow", [0, 1]),
    (".amdhsa_exception_fp_ieee_underflow", [0, 1]),
    (".amdhsa_exception_fp_ieee_inexact", [0, 1]),
    (".amdhsa_exception_int_div_zero", [0, 1]),
]
TARGETS = [("gfx601", "-"), ("gfx700", "-"), ("gfx802", "-"), ("gfx803", "-"), ("gfx900", "-"),
           ("gfx900", "-xnack"), ("gfx900", "+xnack"), ("gfx906", "+sramecc"), ("gfx1010", "-"),
           ("gfx1010", "-wavefrontsize32"), ("gfx1010", "+cumode"), ("gfx1030", "-"), ("gfx1030", "+wavefrontsize64")]

def cases():
    rng = random.Random(1234)
    out = []
    for cpu, mattr in TARGETS:
        # Register counts around every granule and limit.
        for v in (0, 1, 4, 5, 8, 9, 24, 25, 128, 255, 256, 257, 512, 513):
            out.append((cpu, mattr, [(".amdhsa_next_free_vgpr", v), (".amdhsa_next_free_sgpr", 0)]))
        for s in (0, 1, 7, 8, 9, 16, 17, 88, 90, 91, 96, 97, 98, 100, 101, 102, 103, 104, 105, 200):
            for vcc, flat in ((1, 1), (0, 0), (1, 0), (0, 1)):
                d = [(".amdhsa_next_free_vgpr", 3), (".amdhsa_next_free_sgpr", s), (".amdhsa_reserve_vcc", vcc)]
                if cpu != "gfx601":
                    d.append((".amdhsa_reserve_flat_scratch", flat))
                out.append((cpu, mattr, d))
        # Random directive sets, some with errors.
        for _ in range(25):
            picked = rng.sample(DIRS, rng.randint(1, 8))
            d = [(n, rng.choice(vals)) for n, vals in picked]
            d += [(".amdhsa_next_free_vgpr", rng.randint(0, 300)), (".amdhsa_next_free_sgpr", rng.randint(0, 110))]
            rng.shuffle(d)
            out.append((cpu, mattr, d))
    # Fixed error cases.
    base = [(".amdhsa_next_free_vgpr", 0), (".amdhsa_next_free_sgpr", 0)]
    out += [
        ("gfx900", "-", [(".amdhsa_next_free_vgpr", 0)]),
        ("gfx900", "-", [(".amdhsa_next_free_sgpr", 0)]),
        ("gfx900", "-", base + [(".amdhsa_dx10_clamp", 1), (".amdhsa_dx10_clamp", 1)]),
        ("gfx900", "-", base + [(".amdhsa_dx10_clamp", -1)]),
        ("gfx900", "-", base + [(".amdhsa_bogus", 1)]),
        ("gfx900", "-", base + [(".amdhsa_enable_private_segment", 1)]),
        ("gfx900", "-", base + [(".amdhsa_accum_offset", 4)]),
        ("gfx900", "-", base + [(".amdhsa_tg_split", 1)]),
        ("gfx900", "-", base + [(".amdhsa_user_sgpr_count", 1), (".amdhsa_user_sgpr_kernarg_segment_ptr", 1)]),
        ("gfx90a", "-", base),
        ("gfx90a", "-", [(".amdhsa_next_free_vgpr", 8), (".amdhsa_next_free_sgpr", 0), (".amdhsa_accum_offset", 8), (".amdhsa_tg_split", 1)]),
        ("gfx90a", "-", [(".amdhsa_next_free_vgpr", 8), (".amdhsa_next_free_sgpr", 0), (".amdhsa_accum_offset", 12)]),
        ("gfx90a", "-", [(".amdhsa_next_free_vgpr", 8), (".amdhsa_next_free_sgpr", 0), (".amdhsa_accum_offset", 6)]),
        ("gfx90a", "-", [(".amdhsa_next_free_vgpr", 300), (".amdhsa_next_free_sgpr", 20), (".amdhsa_accum_offset", 256)]),
    ]
    # GFX10's shared VGPRs (wave64 only, 4 bits, at most 63 blocks with the VGPRs), and later generations' rows.
    for cpu, mattr in (("gfx1010", "-"), ("gfx1030", "-"), ("gfx1030", "+wavefrontsize64"), ("gfx900", "-")):
        for n, (vgprs, shared, w32) in enumerate([(4, 3, None), (4, 3, 1), (4, 3, 0), (100, 15, 0), (200, 15, 0),
                                                  (4, 16, 0), (4, 0, 1), (225, 15, None), (96, 8, None)]):
            d = [(".amdhsa_next_free_vgpr", vgprs), (".amdhsa_next_free_sgpr", 4), (".amdhsa_shared_vgpr_count", shared)]
            if w32 is not None:
                d.insert(n % 3, (".amdhsa_wavefront_size32", w32))
            out.append((cpu, mattr, d))
    for cpu in ("gfx601", "gfx900", "gfx90a", "gfx942", "gfx1030"):
        for name in (".amdhsa_inst_pref_size", ".amdhsa_round_robin_scheduling", ".amdhsa_named_barrier_count",
                     ".amdhsa_workgroup_processor_mode", ".amdhsa_shared_vgpr_count"):
            out.append((cpu, "-", base + [(name, 1)] + ([(".amdhsa_accum_offset", 4)] if cpu in ("gfx90a", "gfx942") else [])))
    out += gfx11_gfx12_cases()
    out += gfx12_5_cases()
    return out

# GFX11 and GFX12 (gfx1200/gfx1201/gfx12-generic: refused by every command until their code objects are in, so these
# cases are what checks their descriptors): register granules, the directives each generation adds or drops
# (round-robin scheduling, an 8-bit instruction prefetch size, no DX10 clamp or IEEE mode on GFX12), random sets.
GFX12_DIRS = [(".amdhsa_round_robin_scheduling", [0, 1, 2]), (".amdhsa_inst_pref_size", [0, 1, 63, 64, 255, 256]),
              (".amdhsa_shared_vgpr_count", [0, 1]), (".amdhsa_named_barrier_count", [0, 1])]

def gfx11_gfx12_cases():
    rng = random.Random(1212)
    out = []
    base = [(".amdhsa_next_free_vgpr", 0), (".amdhsa_next_free_sgpr", 0)]
    for cpu, mattr in (("gfx1100", "-"), ("gfx1100", "+wavefrontsize64"), ("gfx1200", "-"), ("gfx1201", "-"),
                       ("gfx1201", "+wavefrontsize64"), ("gfx12-generic", "-")):
        for v in (0, 1, 8, 9, 16, 17, 24, 25, 128, 255, 256, 257):
            out.append((cpu, mattr, [(".amdhsa_next_free_vgpr", v), (".amdhsa_next_free_sgpr", 0)]))
        for s_ in (0, 1, 9, 100, 104, 105, 106):
            out.append((cpu, mattr, [(".amdhsa_next_free_vgpr", 3), (".amdhsa_next_free_sgpr", s_), (".amdhsa_reserve_vcc", 0)]))
        for name, vals in GFX12_DIRS + [(".amdhsa_dx10_clamp", [0, 1]), (".amdhsa_ieee_mode", [0, 1]),
                                        (".amdhsa_fp16_overflow", [1]), (".amdhsa_workgroup_processor_mode", [0]),
                                        (".amdhsa_memory_ordered", [0]), (".amdhsa_forward_progress", [0])]:
            for v in vals:
                out.append((cpu, mattr, base + [(name, v)]))
        for _ in range(20):
            picked = rng.sample(DIRS + GFX12_DIRS, rng.randint(1, 8))
            d = [(n, rng.choice(vals)) for n, vals in picked]
            d += [(".amdhsa_next_free_vgpr", rng.randint(0, 300)), (".amdhsa_next_free_sgpr", rng.randint(0, 106))]
            rng.shuffle(d)
            out.append((cpu, mattr, d))
    return out

# GFX12.5 (gfx1250, gfx1251: unfinished processors, reached by the tests only): a 16-VGPR granule in wave32 (8 in
# wave64) up to 1024 VGPRs, CU mode by default (no .amdhsa_workgroup_processor_mode; -mattr=-cumode sets WGP_MODE),
# xnack "any" (.amdhsa_reserve_xnack_mask 1), up to 63 user SGPRs and 32 preloaded ones, the named barrier count
# (RSRC3 from bit 14, unmasked, checked when written: an error with no place), random sets.
GFX12_5_DIRS = [(".amdhsa_named_barrier_count", [0, 1, 7, 8, 255, 262143, 262144, 1000000]),
                (".amdhsa_user_sgpr_kernarg_preload_length", [0, 1, 16, 17, 31, 32, 33]),
                (".amdhsa_user_sgpr_kernarg_preload_offset", [0, 3, 511, 512]),
                (".amdhsa_user_sgpr_count", [0, 16, 31, 32, 33, 63, 64]),
                (".amdhsa_enable_private_segment", [0, 1]), (".amdhsa_workgroup_processor_mode", [0, 1]),
                (".amdhsa_accum_offset", [4]), (".amdhsa_tg_split", [0, 1])]

def gfx12_5_cases():
    rng = random.Random(1250)
    out = []
    base = [(".amdhsa_next_free_vgpr", 0), (".amdhsa_next_free_sgpr", 0)]
    for cpu, mattr in (("gfx1250", "-"), ("gfx1250", "+wavefrontsize64"), ("gfx1250", "-xnack"), ("gfx1250", "-cumode"),
                       ("gfx1251", "-"), ("gfx1251", "+wavefrontsize64"), ("gfx1251", "+xnack,-sramecc")):
        for v in (0, 1, 15, 16, 17, 32, 33, 255, 256, 257, 300, 512, 513, 1000, 1024, 1025):
            out.append((cpu, mattr, [(".amdhsa_next_free_vgpr", v), (".amdhsa_next_free_sgpr", 0)]))
        for v, w32 in ((300, 0), (300, 1), (600, 0), (1024, 1)):
            out.append((cpu, mattr, [(".amdhsa_next_free_vgpr", v), (".amdhsa_next_free_sgpr", 0),
                                     (".amdhsa_wavefront_size32", w32)]))
        for s_ in (0, 1, 9, 104, 105, 106, 107):
            out.append((cpu, mattr, [(".amdhsa_next_free_vgpr", 3), (".amdhsa_next_free_sgpr", s_), (".amdhsa_reserve_vcc", 0)]))
        for name, vals in GFX12_5_DIRS + GFX12_DIRS[:3] + [
                (".amdhsa_reserve_xnack_mask", [0, 1]), (".amdhsa_dx10_clamp", [0, 1]), (".amdhsa_ieee_mode", [1]),
                (".amdhsa_fp16_overflow", [1]), (".amdhsa_memory_ordered", [0]), (".amdhsa_forward_progress", [0]),
                (".amdhsa_user_sgpr_private_segment_buffer", [1]), (".amdhsa_user_sgpr_flat_scratch_init", [1]),
                (".amdhsa_reserve_flat_scratch", [0]), (".amdhsa_system_sgpr_private_segment_wavefront_offset", [1])]:
            for v in vals:
                out.append((cpu, mattr, base + [(name, v)]))
        # preloaded SGPRs count as user SGPRs
        for n, ptrs in ((2, 1), (31, 1), (32, 2), (30, 0)):
            d = base + [(".amdhsa_user_sgpr_kernarg_preload_length", n)]
            d += [(x, 1) for x in (".amdhsa_user_sgpr_kernarg_segment_ptr", ".amdhsa_user_sgpr_dispatch_ptr")[:ptrs]]
            out.append((cpu, mattr, d))
            out.append((cpu, mattr, d + [(".amdhsa_user_sgpr_count", 40)]))
        for _ in range(25):
            picked = rng.sample(DIRS + GFX12_DIRS + GFX12_5_DIRS, rng.randint(1, 8))
            d = [(n, rng.choice(vals)) for n, vals in picked]
            d += [(".amdhsa_next_free_vgpr", rng.randint(0, 1100)), (".amdhsa_next_free_sgpr", rng.randint(0, 108))]
            rng.shuffle(d)
            out.append((cpu, mattr, d))
    # gfx1200 refuses the GFX12.5 directives; gfx90a-class processors preload at most 16 SGPRs
    for name, v in ((".amdhsa_named_barrier_count", 1), (".amdhsa_user_sgpr_kernarg_preload_length", 1)):
        out.append(("gfx1200", "-", base + [(name, v)]))
    for cpu in ("gfx90a", "gfx942"):
        for n in (16, 17, 32):
            out.append((cpu, "-", base + [(".amdhsa_accum_offset", 4), (".amdhsa_user_sgpr_kernarg_preload_length", n)]))
    return out

def main():
    lines = ["# .amdhsa_kernel cases assembled by llvm-mc 14 (regenerate.sh). Columns: cpu, mattr ('-': none),",
             "# directives (name=value;...), then 'bytes' and the 64 bytes in hex, or 'error', where (name, value,",
             "# end), the directive concerned and llvm-mc's message."]
    for cpu, mattr, dirs in cases():
        res = assemble(cpu, mattr, dirs)
        lines.append(f"{cpu}\t{mattr}\t{';'.join(f'{n}={v}' for n, v in dirs)}\t{res}")
    open(sys.argv[1] if len(sys.argv) > 1 else "kd_cases.txt", "w").write("\n".join(lines) + "\n")

if __name__ == "__main__":
    main()
