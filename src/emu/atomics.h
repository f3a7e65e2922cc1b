// Read-modify-write operations shared by the scalar and vector memory units (SMEM, MUBUF, FLAT, DS):
// which function an atomic's name selects, and the new memory value it computes (ISA documents 001 and
// the reference pages GcnInstrsMubuf/Ds/Flat).
#pragma once
#include <cstdint>

#include "isa/ops.h"

namespace gcnkit::emu {

enum class AtomicFn : uint8_t {
  Swap, CmpSwap, Add, Sub, RSub, SMin, UMin, SMax, UMax, And, Or, Xor, Inc, Dec, MskOr, CSub,
  FAdd, FMin, FMax, FCmpSwap, Wrap, PkAddF16, PkAddBF16, None
};

// The function of an atomic row, from the name after its family prefix ("s_atomic_", "buffer_atomic_",
// "ds_", ...), without "_rtn", width or type suffixes. None for names that are not atomics.
AtomicFn atomicFn(Op op);

// The new memory value of an atomic on `bits`-wide data (32 or 64). `src` is the data operand, `cmp` the
// compare value (CMPSWAP/CMPST) or the second data operand (MSKOR: the OR value; WRAP: the wrap limit).
// Integer INC wraps to 0 when the old value reaches the operand; DEC reloads the operand when the old
// value is 0 or above it.
uint64_t atomicResult(AtomicFn f, uint64_t old, uint64_t src, uint64_t cmp, unsigned bits);

// The read-modify-write of `bytes` (4 or 8) host bytes of guest global memory, atomic against the other
// host threads running workgroups of the launch (a compare-exchange loop on the host's atomics; a lock for
// a 64-bit operand that is not 8-byte aligned). Returns the old value.
uint64_t atomicUpdate(uint8_t* p, unsigned bytes, AtomicFn f, uint64_t src, uint64_t cmp);

}  // namespace gcnkit::emu
