#!/usr/bin/env python3
"""Golden vectors for what the fair differential against llvm-mc 22 found and for the leniencies of
LLVM's parser a drop-in must share, per processor, with llvm-mc-22 as the oracle:
  - the VOP3-encoded v_interp_* (src0 = attr | chan << 6 | high << 8, src1 the I/J VGPR or the slot) with
    high, clamp, omod and neg/abs;
  - MUBUF/MTBUF soffset written as a special source (src_shared_base .. src_pops_exiting_wave_id, src_vccz,
    src_execz, src_scc);
  - the LDS-DMA forms of global_load_* / scratch_load_* ("global_load_dword v[2:3], off lds");
  - gfx810's packed d16 buffer/image data (gfx803 unpacks it);
  - s_cbranch_g_fork with a literal (refused);
  - offset:0 on GFX7/8 FLAT, inst_offset:, register lists [s0,s1], blanks in register ranges, a source with a
    modifier written without the comma before it.
Writes tests/golden/dropin/<cpu>.tsv (asm/err rows) and dis_<cpu>.tsv (from gfx803 on).
Rerun: cd tools/oracle && python3 gen_dropin_golden.py
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from mcutil import write_asm_golden, write_dis_golden  # noqa: E402

OUT = os.path.normpath(os.path.join(HERE, "..", "..", "tests", "golden", "dropin"))
CPUS = ["gfx700", "gfx803", "gfx810", "gfx900", "gfx1010", "gfx1030"]


def interp_lines():
    out = []
    for m in ("v_interp_p1_f32_e64", "v_interp_p2_f32_e64"):
        out += ["%s v1, v2, attr5.y" % m, "%s v255, v128, attr32.w" % m, "%s v1, -v2, attr0.x clamp" % m,
                "%s v1, |v2|, attr3.z mul:2" % m, "%s v1, v2, attr3.z div:2" % m, "%s v1, v2, attr5.y high" % m,
                "%s v1, s2, attr5.y" % m, "%s v1, v2, attr33.x" % m]
    out += ["v_interp_mov_f32_e64 v1, p10, attr5.y", "v_interp_mov_f32_e64 v1, p20, attr0.w clamp",
            "v_interp_mov_f32_e64 v1, p0, attr31.z mul:4", "v_interp_mov_f32_e64 v1, -p0, attr1.x"]
    for m in ("v_interp_p1ll_f16",):
        out += ["%s v1, v2, attr5.y" % m, "%s v1, v2, attr5.y high" % m, "%s v1, -v2, attr5.y high clamp" % m,
                "%s v1, v2, attr5.y clamp high" % m, "%s v1, v2, attr5.y high mul:2" % m,
                "%s v1, |v2|, attr63.x" % m]
    for m in ("v_interp_p1lv_f16", "v_interp_p2_f16", "v_interp_p2_legacy_f16"):
        out += ["%s v1, v2, attr5.y, v3" % m, "%s v1, v2, attr5.y, v3 high" % m,
                "%s v1, -v2, attr2.w, |v3| high clamp" % m, "%s v1, v2, attr5.y, -v3 mul:2" % m,
                "%s v1, v2, attr5.y, s3" % m, "%s v1, v2, attr5.y, 1.0" % m]
    return out


def soffset_lines():
    out = []
    for so in ("src_shared_base", "src_shared_limit", "src_private_base", "src_private_limit",
               "src_pops_exiting_wave_id", "shared_base", "pops_exiting_wave_id", "src_vccz", "src_execz",
               "src_scc", "vccz", "execz", "scc", "src_lds_direct", "lds_direct"):
        out += ["buffer_load_dword v1, off, s[4:7], %s" % so,
                "buffer_store_dword v1, v2, s[4:7], %s offen offset:4" % so,
                "tbuffer_load_format_x v1, off, s[4:7], %s" % so]
    return out


def lds_lines():
    out = []
    for m in ("global_load_dword", "global_load_ubyte", "global_load_sbyte", "global_load_ushort",
              "global_load_sshort"):
        out += ["%s v[2:3], off lds" % m, "%s v2, s[4:5] offset:16 lds" % m, "%s v[2:3], off offset:-8 glc slc lds" % m]
    out += ["global_load_dwordx2 v[2:3], off lds", "global_load_dword v1, v[2:3], off lds",
            "scratch_load_dword v2, off lds", "scratch_load_dword off, s4 lds", "scratch_load_ubyte off, off lds",
            "scratch_load_sshort v2, off offset:8 glc lds", "flat_load_dword v1, v[2:3] lds"]
    return out


def d16_lines():
    return ["buffer_load_format_d16_xyzw v[1:2], off, s[4:7], 0", "buffer_load_format_d16_xyzw v[1:4], off, s[4:7], 0",
            "buffer_store_format_d16_xyz v[1:2], off, s[4:7], 0", "buffer_load_format_d16_xy v1, off, s[4:7], 0",
            "tbuffer_load_format_d16_xy v1, off, s[4:7], dfmt:1, nfmt:2, 0",
            "tbuffer_store_format_d16_xyzw v[1:2], off, s[4:7], dfmt:1, nfmt:2, 0",
            "image_load v[1:2], v[2:5], s[8:15] dmask:0xf unorm d16",
            "image_load v[1:4], v[2:5], s[8:15] dmask:0xf unorm d16",
            "image_load v[1:2], v[2:5], s[8:15] dmask:0x7 unorm d16",
            "image_load v[1:3], v[2:5], s[8:15] dmask:0xf unorm d16 tfe",
            "image_store v[1:2], v[2:5], s[8:15] dmask:0xf unorm d16",
            "image_gather4 v[1:2], v[2:3], s[8:15], s[16:19] dmask:0x1 d16",
            "image_gather4 v[1:4], v[2:3], s[8:15], s[16:19] dmask:0x1 d16"]


def lenient_lines():
    return ["s_cbranch_g_fork 100, s[6:7]", "s_cbranch_g_fork -1, s[6:7]", "s_cbranch_g_fork s[4:5], s[6:7]",
            "flat_load_dword v1, v[2:3] offset:0", "flat_store_dword v[2:3], v1 offset:0",
            "flat_load_dword v1, v[2:3] offset:4", "flat_load_dword v1, v[2:3] inst_offset:0",
            "flat_load_dword v1, v[2:3] inst_offset:8", "global_load_dword v1, v[2:3], off inst_offset:8",
            "scratch_load_dword v1, off, s2 inst_offset:8", "buffer_load_dword v1, off, s[4:7], 0 inst_offset:4",
            "v_mov_b32 [v1], [v2]", "s_mov_b64 [s0,s1], [s2,s3]", "s_mov_b64 s[0:1], [s2, s3]",
            "v_add_f32 v1, [v2], v3", "s_load_dwordx4 [s4,s5,s6,s7], s[2:3], 0x0", "s_mov_b64 [s0,s2], s[2:3]",
            "s_mov_b64 [s1,s2], s[2:3]", "v_add_f64 v[1:2], [v3,v4], v[5:6]", "s_mov_b32 [ttmp1], s0",
            "v_mov_b32 v[ 1 : 1 ], v2", "s_mov_b64 s[ 2 : 3 ], s[4:5]", "v_add_f64 v[1:2], v [3:4], v[5:6]",
            "v_add_f64 v[1:2], v[3 :4 ], v[5:6]",
            "v_cmp_lt_f32 s[2:3] -v4, v6", "v_cmp_lt_f32 vcc -v4, v6", "v_cmp_lt_f32_e64 s[2:3], v4 -v6",
            "v_cmp_lt_f32_e64 s[2:3], v4 |v6|", "v_cmp_lt_f32_e64 s[2:3], v4 neg(v6)",
            "v_cmp_lt_f32_e64 s[2:3], v4 -1.0", "v_cmp_lt_f32_e64 s[2:3], v4 -s4",
            "v_cmp_lt_f32_e64 s[2:3] abs(v4) v6", "v_add_f32_e64 v1 -v2 |v3|", "v_cmp_lt_f32 s[2:3], -v4 v6",
            "v_cmp_lt_f32_e64 s[2:3] -1.0 v6", "v_cmp_lt_f32 s[2:3] 1 v6", "v_cmp_lt_f32 s[2:3] 1.0 v6",
            "v_cmp_lt_f32_e64 s[2:3], | v4 |, v6", "v_cmp_lt_f32_e64 s[2:3] |v4| v6", "v_cmp_lt_f32 vcc, v4 v6",
            "v_add_f32_e64 v1, v2, v3 mul : 2", "v_add_f32_e64 v1, v2, v3 clamp mul :4",
            "v_add_f32_dpp v1, v2, v3 row_shl : 1", "v_add_f32_sdwa v1, v2, v3 dst_sel : DWORD",
            "v_add_f32_e64 v1, abs (v2), neg (v3)", "v_add_u32_sdwa v1, sext (v2), v3 src0_sel:BYTE_0",
            "s_waitcnt vmcnt (0) lgkmcnt (1)", "v_mov_b32 v1, 'a'"]


def asm_lines():
    return interp_lines() + soffset_lines() + lds_lines() + d16_lines() + lenient_lines()


def dis_cases(cpu, rows):
    cases = [bytes.fromhex(r.split("\t")[3]) for r in rows if r.startswith("asm\t")]
    # Interpolation words llvm-mc prints lossily or refuses: op_sel bits, high on a row without it, an SGPR
    # or constant I/J, attr > 32, a slot > 2, src2 bits on a two-source row, neg on the attribute.
    gfx10 = cpu.startswith("gfx10")
    p1ll, p1 = (b"\x42\xd7", b"\x00\xd6") if gfx10 else (b"\x74\xd2", b"\x70\xd2")
    mov = b"\x02\xd6" if gfx10 else b"\x72\xd2"
    for head, src in ((p1ll, b"\x45\x05\x02\x00"), (p1ll, b"\x45\x04\x02\x20"), (p1ll, b"\x45\x04\x02\x08"),
                      (p1ll, b"\x65\x04\x02\x00"), (p1ll, b"\x45\x04\x00\x00"), (p1ll, b"\x45\x04\x06\x00"),
                      (p1ll, b"\xc5\x04\x03\x10"), (p1, b"\x45\x05\x02\x00"), (p1, b"\x20\x04\x02\x00"),
                      (mov, b"\x45\x06\x00\x00"), (mov, b"\x45\x04\x00\x40"), (mov, b"\x45\x02\x00\x18")):
        for byte1 in (0x00, 0x40, 0x08, 0x01, 0x80):
            cases.append(bytes([0x01, byte1]) + head + src)
    # soffset codes: every special source and the codes around them.
    op = 0x30 if gfx10 else 0x50
    for code in list(range(0xe9, 0xf0)) + list(range(0xf9, 0xff)) + [0x7d, 0x7c, 0x80, 0xc1, 0xf0]:
        cases.append(bytes([0x00, 0x00, op, 0xe0, 0x00, 0x01, 0x01, code]))
    # global/scratch with the lds bit: with and without vdst, on rows with and without an LDS form.
    if cpu not in ("gfx700", "gfx803", "gfx810"):
        for b1 in (0x20, 0xa0, 0x60, 0xe0):
            for opb, vdst in ((0x50 if not gfx10 else 0x30, 0), (0x50 if not gfx10 else 0x30, 5),
                              (0x54, 0), (0x40 if not gfx10 else 0x20, 0), (0x70, 0)):
                cases.append(bytes([0x00, b1, opb, 0xdc, 0x02, 0x00, 0x7f, vdst]))
                cases.append(bytes([0x00, b1, opb, 0xdc, 0x02, 0x00, 0x04, vdst]))
    # s_cbranch_g_fork with a literal, an inline constant and a pair.
    if not gfx10:
        for ssrc0 in (0xff, 0xc1, 0x04):
            cases.append(bytes([ssrc0, 0x06, 0x80, 0x94, 0x64, 0x00, 0x00, 0x00]))
    return cases


def main():
    os.makedirs(OUT, exist_ok=True)
    for cpu in CPUS:
        rows = write_asm_golden(os.path.join(OUT, cpu + ".tsv"), cpu, asm_lines(), seed=13)
        print("%s: %d asm/err rows" % (cpu, len(rows)), file=sys.stderr)
        if cpu == "gfx700":
            continue  # llvm-mc does not disassemble GFX6/7
        header = ("# kind\tbytes\ttext\tllvm-mc re-encoding of its text  (llvm-mc-22 -arch=amdgcn -mcpu=%s "
                  "-disassemble -show-encoding; bytes = consumed bytes; inputs padded with 78563412 000080bf "
                  "000080bf)" % cpu)
        cases = dis_cases(cpu, rows)
        seen, uniq = set(), []
        for c in cases:
            if c not in seen:
                seen.add(c)
                uniq.append(c)
        drows = write_dis_golden(os.path.join(OUT, "dis_" + cpu + ".tsv"), cpu, uniq, True, header)
        print("%s: %d dis rows" % (cpu, len(drows)), file=sys.stderr)


if __name__ == "__main__":
    main()
