#!/usr/bin/env python3
"""Golden vectors for forced literals (lit(x), lit64(x)) and the packed 32-bit pair sources, per processor, with
llvm-mc-22 as the oracle. What they pin (found 2026-12-02, none of it in the random differential, whose lines come
from disassembly):
  - llvm-mc 22 prints a literal written lit()/lit64() as such whatever its value (lit(0x12345), lit(0x3f8ccccd) for
    lit(1.1)), with neg() as a leading '-' and abs() as bars; inside |...| the lit() is lost (|lit(5)| is the inline
    5); a 64-bit source takes no neg()/abs() around a lit();
  - before GFX12.5, lit64() is a dword on integer and packed-half sources and "not supported" on float ones;
  - GFX12.5: a packed f32 source (v_pk_*_f32) and v_perm_pk16_*'s src2 take a 32-bit constant for both halves (an f32
    or a 32-bit integer: 0xfffffff0 the inline -16, 1.1 the literal 0x3f8ccccd), their literal a dword (code 255) even
    under lit()/lit64();
  - the inexact-double warning names the mnemonic's column.
Writes tests/golden/literals/<cpu>.tsv. Rerun: cd tools/oracle && python3 gen_literal_golden.py
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from mcutil import write_asm_golden  # noqa: E402

OUT = os.path.normpath(os.path.join(HERE, "..", "..", "tests", "golden", "literals"))
CPUS = ["gfx900", "gfx942", "gfx1030", "gfx1100", "gfx1201", "gfx1250"]
VALUES = ["5", "0x12345", "1.0", "1.1", "-1.1", "-16", "0xfffffff0", "0x3f800000"]


def lines():
    out = []
    for v in VALUES:
        for lit in ("lit", "lit64"):
            w = "%s(%s)" % (lit, v)
            out += ["v_add_f32 v0, %s, v1" % w, "v_add_f32_e64 v0, %s, v1" % w, "v_add_nc_u32 v0, %s, v1" % w,
                    "v_add_u32 v0, %s, v1" % w, "v_mov_b32 v0, %s" % w, "v_add_f16 v0, %s, v1" % w,
                    "v_pk_add_f16 v0, %s, v1" % w, "v_fma_f32 v0, v1, v2, %s" % w, "v_mul_lo_u32 v0, %s, v1" % w,
                    "v_add_f64 v[0:1], %s, v[2:3]" % w, "v_add_f64_e64 v[0:1], %s, v[2:3]" % w,
                    "v_lshlrev_b64 v[0:1], 1, %s" % w, "v_cmp_eq_f32 vcc_lo, %s, v1" % w,
                    "v_cmp_eq_u32 vcc, %s, v1" % w, "s_add_u32 s0, %s, s1" % w, "s_mov_b32 s0, %s" % w,
                    "s_mov_b64 s[0:1], %s" % w, "v_pk_add_f32 v[0:1], %s, v[2:3]" % w,
                    "v_pk_fma_f32 v[0:1], v[2:3], v[4:5], %s" % w, "v_perm_pk16_b4_u4 v[8:9], v2, s4, %s" % w,
                    "v_perm_pk16_b6_u4 v[8:10], v2, v[4:5], %s" % w]
            for mod in ("neg(%s)", "abs(%s)", "neg(abs(%s))", "|%s|", "-|%s|", "-%s"):
                m = mod % w
                out += ["v_add_f32_e64 v0, %s, v1" % m, "v_mul_f32_e64 v0, v1, %s" % m,
                        "v_add_f64_e64 v[0:1], %s, v[2:3]" % m, "v_cmp_eq_f32_e64 s0, %s, v1" % m]
        # the packed 32-bit pair sources written plainly
        out += ["v_pk_add_f32 v[0:1], %s, v[2:3]" % v, "v_perm_pk16_b4_u4 v[8:9], v2, s4, %s" % v,
                "v_perm_pk16_b8_u4 v[8:11], v[2:3], v[4:5], %s" % v, "v_perm_pk16_b8_u4 v[8:11], %s, v[4:5], v[6:7]" % v]
    out += ["v_perm_pk16_b4_u4 v[8:9], v2, s4, 1e40", "v_perm_pk16_b4_u4 v[8:9], v2, s4, 0x123456789",
            "v_add_f64 v[0:1], 1.1, v[2:3]", "  v_fma_f64 v[0:1], v[4:5], 1.1, v[2:3]",
            "v_add_f32_sdwa v0, lit(5), v1", "v_add_f32_sdwa v0, lit(0x12345), v1"]
    return out


def main():
    os.makedirs(OUT, exist_ok=True)
    for cpu in CPUS:
        rows = write_asm_golden(os.path.join(OUT, cpu + ".tsv"), cpu, lines(), seed=29)
        print("%s: %d asm/err rows" % (cpu, len(rows)), file=sys.stderr)


if __name__ == "__main__":
    main()
