// Lane arithmetic of the gfx90a+ instructions gcnkit does not decode yet on this branch (their table rows come
// with the packed-fp32-ops and fmacf64-inst work), ready for the executor to call once they do:
// v_pk_fma_f32, v_pk_mul_f32, v_pk_add_f32, v_pk_mov_b32 (VOP3P on 64-bit register pairs) and v_fmac_f64.
// Semantics (LLVM's VOP3P packed-fp32 definitions; AMD's CDNA2 manual): each 64-bit source holds two f32; the
// low result takes from source i the dword op_sel[i] picks (0 low, 1 high) negated by neg_lo[i], the high
// result the dword op_sel_hi[i] picks negated by neg_hi[i]; each result is one IEEE f32 operation (fma fused)
// in MODE's single-precision round and denormal modes, then clamp to [0, 1]. v_pk_mov_b32 moves bits: the low
// dword from src0's op_sel[0] dword, the high dword from src1's op_sel[1] dword.
#pragma once
#include <cstdint>

#include "emu/fp.h"

namespace gcnkit::emu::pk32 {

// VOP3P modifiers, bit i for source i.
struct Mods {
  uint8_t opSel = 0, opSelHi = 0x7, negLo = 0, negHi = 0;
  bool clamp = false;
};

uint64_t fma(uint64_t a, uint64_t b, uint64_t c, Mods m, const fp::Mode& mode);
uint64_t mul(uint64_t a, uint64_t b, Mods m, const fp::Mode& mode);
uint64_t add(uint64_t a, uint64_t b, Mods m, const fp::Mode& mode);
uint64_t mov(uint64_t a, uint64_t b, Mods m);

// v_fmac_f64: a * b + d fused, in MODE's double-precision round and denormal modes (f64 bits).
uint64_t fmacF64(uint64_t a, uint64_t b, uint64_t d, const fp::Mode& mode);

}  // namespace gcnkit::emu::pk32
