// WMMA (GFX11, GFX12): D = A * B + C on 16 x 16 matrices held across a wave's lanes, as pure functions: which
// lane, register and bit field hold each matrix element (the layouts AMD's matrix instruction calculator prints,
// which the RDNA3/RDNA4 manuals refer to; tests/data/wmma/layouts.tsv holds them and tests/emu/wmma_test.cpp this
// model to them), and the arithmetic (src/emu/README.md, "WMMA").
#pragma once
#include <cstdint>
#include <optional>
#include <string_view>

namespace gcnkit::emu {

enum class WmmaType : uint8_t { F16, Bf16, Fp8, Bf8, Iu8, Iu4, F32, I32 };

struct WmmaShape {
  WmmaType a = WmmaType::F16, b = WmmaType::F16, out = WmmaType::F32;
  unsigned k = 16;        // A is 16 x k, B k x 16
  unsigned wave = 32;
  bool gfx12 = false;     // RDNA4's layouts (A and B split across lane groups; 16-bit results packed)
  unsigned abBits() const;            // bits of an A/B element
  bool sparse = false;    // GFX12's v_swmmac_*: A is 2:4 structured-sparse, held compressed (k / 2 per row)
  unsigned aElements() const;         // elements of a row of A the registers hold
  unsigned aDwords() const;           // registers per lane of A
  unsigned abDwords() const;          // registers per lane of B (and of a dense A)
  unsigned cdDwords() const;          // registers per lane of C and D
  bool out16() const { return out == WmmaType::F16 || out == WmmaType::Bf16; }
};
// The shape of a v_wmma_* mnemonic on GFX11 (gfx12 false) or GFX12 in a wave size; nullopt for other names.
std::optional<WmmaShape> wmmaShape(std::string_view mnemonic, bool gfx12, unsigned wave);

// Where an element lives: lane, register (from the operand's first), and the lowest bit of its field.
struct WmmaPlace {
  unsigned lane = 0, reg = 0, lsb = 0;
};
// Element (row, k) of A, or (k, column) of B: `index` is the row (A) or column (B). On GFX11 lanes 16-31 (and
// in wave64 32-63) repeat lanes 0-15, as the manual requires the program to arrange: the place is the first copy.
WmmaPlace wmmaPlaceAB(const WmmaShape& s, unsigned index, unsigned k);
// Held element `kHeld` of row `row` of A (dense: element k; sparse: the compressed row, two per group of four).
WmmaPlace wmmaPlaceA(const WmmaShape& s, unsigned row, unsigned kHeld);
// Sparse A: the index nibble of group `group` (columns 4 * group ...) of row `row`: its lane and lowest bit in the
// index VGPR; bits [1:0] and [3:2] give the columns of the group's two held elements. op_sel picks the set when
// a lane's nibbles take less than the dword.
WmmaPlace wmmaPlaceIndex(const WmmaShape& s, unsigned row, unsigned group, unsigned opsel);
// Element (row, column) of C and D. GFX11's 16-bit results use one half of each register (op_sel[2] picks which:
// the place names the low half).
WmmaPlace wmmaPlaceCD(const WmmaShape& s, unsigned row, unsigned col);

// The computation over register arrays: dword `d` of lane `l` at [d * wave + l] (A, B, C; D written, may alias C).
struct WmmaOperands {
  const uint32_t* a = nullptr;
  const uint32_t* b = nullptr;
  const uint32_t* c = nullptr;  // nullptr: C is the constant `cValue` in every element (sparse: C is D)
  const uint32_t* index = nullptr;  // sparse: the index VGPR (one dword per lane)
  unsigned opsel = 0;               // sparse: op_sel, the index set
  uint32_t cValue = 0;          // a constant C's bits (16-bit types: the low half)
  uint32_t* d = nullptr;
  // Modifiers (VOP3P): float A/B: neg / neg_hi negate the low / high 16-bit elements; IU types: neg[0] / neg[1]
  // say A / B are signed. C: neg[2] negates, neg_hi[2] takes the absolute value. GFX11 16-bit results: op_sel[2]
  // reads C from and writes D to the high halves.
  unsigned neg = 0, negHi = 0;
  bool high = false;
  bool clamp = false;  // integer results saturate
};
void wmmaCompute(const WmmaShape& s, const WmmaOperands& o);

}  // namespace gcnkit::emu
