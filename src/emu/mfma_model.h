// The matrix fused multiply-add (MFMA) of CDNA processors as a wave-wide computation: which matrix element
// each lane's registers hold (the register layout of AMD's CDNA ISA guides and matrix instruction calculator)
// and the arithmetic (an accumulation model: see src/emu/README.md, "MFMA"). Pure functions over register
// arrays, so the layout and the arithmetic are tested apart from decoding and the wave state.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "emu/small_float.h"  // fp8/bf8 element decoding, shared with the conversion instructions

namespace gcnkit::emu {

// Element types of MFMA operands. Fp8/Bf8 have two encodings (src/emu/small_float.h): gfx940/gfx942 use the
// "FNUZ" forms (no infinities, one NaN 0x80, biases 8/16); gfx950 uses the OCP forms (E4M3FN: bias 7, NaN
// S.1111.111; E5M2: IEEE-like with infinities).
// Fp6/Bf6/Fp4: the OCP MX E2M3, E3M2 and E2M1 of gfx950's f8f6f4 forms.
enum class MfmaType : uint8_t { F32, Xf32, F16, Bf16, I8, F64, Fp8, Bf8, I32, Fp6, Bf6, Fp4 };

// The A (cbsz) or B (blgp) element type of gfx950's f8f6f4 forms: 0 fp8, 1 bf8, 2 fp6, 3 bf6, 4 fp4; nullopt
// for the codes with no format (5..7).
std::optional<MfmaType> f8f6f4Type(unsigned code);

// One instruction's shape: D (M x N per block) = A (M x K) * B (K x N) + C, for `blocks` independent blocks.
struct MfmaShape {
  MfmaType a = MfmaType::F32, b = MfmaType::F32, out = MfmaType::F32;
  unsigned m = 0, n = 0, k = 0, blocks = 0;
  unsigned abDwords = 0;   // registers per lane of B (and of A, dense forms)
  unsigned kPerLane = 0;   // elements of B (and of A, dense forms) each lane holds
  unsigned cdDwords = 0;   // registers per lane of C and D
  // Sparse forms (v_smfmac_*): A is M x K 2:4 structured-sparse, held compressed (M x K/2: half of B's
  // registers and elements per lane); an index VGPR says where each held element sits in its group of 4.
  bool sparse = false;
  unsigned aDwords = 0;    // registers per lane of A (dense: abDwords)
  unsigned aPerLane = 0;   // elements of A each lane holds (dense: kPerLane)
  // gfx950's f8f6f4 forms: a and b are set per instruction from cbsz/blgp (f8f6f4Type); every format holds 32
  // elements per lane (8, 6 or 4 registers), so the placement is the fp8 one. `scaled`: v_mfma_scale_*.
  bool f8f6f4 = false, scaled = false;
  unsigned elementBits(MfmaType t) const;
};

// The shape of a dense v_mfma_* mnemonic (every spelling LLVM uses: `v_mfma_f32_32x32x8f16`,
// `v_mfma_f32_32x32x8_f16`, `v_mfma_f32_32x32x4_2b_f16`, `v_mfma_f32_32x32x4bf16_1k`,
// `v_mfma_f32_16x16x32_fp8_bf8`, `v_mfma_f32_16x16x8_xf32`, `v_mfma_f64_4x4x4_4b_f64` ...), given how many
// registers A occupies per lane (the operand width the instruction table gives; f8f6f4: 8, its fp8 width);
// nullopt for forms this model does not compute, with `why` saying so. The sparse
// `v_smfmac_f32_16x16x32_f16` ... are read the same way (`aDwords`: A's compressed registers).
std::optional<MfmaShape> mfmaShape(std::string_view mnemonic, unsigned aDwords, std::string* why = nullptr);

// Modifiers: CBSZ/ABID broadcast one A block to a group of 2^cbsz blocks; BLGP permutes B's lanes (gfx908 /
// gfx90a; on f64 forms the same bits are negations of A, B, C); fp8 formats per the processor.
struct MfmaControls {
  unsigned cbsz = 0, abid = 0, blgp = 0;
  bool negA = false, negB = false, negC = false;
  bool ocpFp8 = false;  // gfx950's OCP fp8/bf8 encodings instead of gfx940's FNUZ ones
  // v_mfma_scale_*: the byte (0-3) of each lane's scale dword that holds the E8M0 scale of A / of B
  // ({op_sel_hi[i], op_sel[i]} of the ld_scale word: a model, src/emu/README.md).
  unsigned scaleByteA = 0, scaleByteB = 0;
};

// Register arrays: dword `d` of lane `l` at [d * 64 + l]. `dst` may alias `c` (D and C the same registers).
struct MfmaRegisters {
  const uint32_t* a = nullptr;
  const uint32_t* b = nullptr;
  const uint32_t* c = nullptr;
  uint32_t* dst = nullptr;
  const uint32_t* index = nullptr;  // sparse forms: the index VGPR (one dword per lane); C is D's registers
  // Scaled forms: one dword per lane each; lane l's selected byte scales the A (B) elements lane l holds.
  const uint32_t* scaleA = nullptr;
  const uint32_t* scaleB = nullptr;
};

// Computes D for all 64 lanes (MFMA ignores EXEC: a model, see src/emu/README.md).
void mfmaExecute(const MfmaShape& s, const MfmaControls& ctl, const MfmaRegisters& r);

// Where element (block, row, k) of A lives: lane and element index within the lane's registers; the same
// function places B's element (block, k, col) with the column in place of the row.
struct MfmaPlace {
  unsigned lane, item;
};
MfmaPlace mfmaPlaceAB(const MfmaShape& s, unsigned block, unsigned rowOrCol, unsigned k);
// Sparse forms: where held element `kc` (0 <= kc < K/2) of row `row` of the compressed A lives, and, given
// that lane's index dword, the column k of the dense A it stands for: the held pairs (kc even, kc odd) belong
// to the group of 4 columns 4 * (kc / 2) ..., at the position the 2-bit field 2 * (kc % aPerLane) of the lane's
// index set gives; the dword holds 32 / (2 * aPerLane) sets, ABID (modulo their number) picks one.
MfmaPlace mfmaPlaceSparseA(const MfmaShape& s, unsigned row, unsigned kc);
unsigned mfmaSparseColumn(const MfmaShape& s, unsigned kc, uint32_t indexDword, unsigned abid);
// Where element (block, row, col) of C/D lives: lane and register (in units of the output type: for f64,
// register r is the dword pair 2r, 2r+1).
MfmaPlace mfmaPlaceCD(const MfmaShape& s, unsigned block, unsigned row, unsigned col);

}  // namespace gcnkit::emu
