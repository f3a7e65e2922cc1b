// Pure Instruction <-> machine words conversion, driven by the layout rows of src/isa/encoding.h.
#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>

#include "codec/instruction.h"
#include "isa/target.h"

namespace gcnkit {

// The layout that holds the first dword(s) of an instruction of row `info` in `form` (nullptr if the
// generation lacks it), and the layout of its second dword for the SDWA/DPP/DPP8 forms.
const Layout* baseLayout(const OpInfo& info, Form form, Gen g);
const Layout* extensionLayout(const OpInfo& info, Form form, Gen g);
// The opcode of the row in that form on that generation (-1: none).
int formOpcode(const OpInfo& info, Form form, Gen g);

// Size in bytes of the encoded instruction (layout dwords, extension dword, NSA dwords, literal dword).
size_t encodedSize(const Instruction& inst, Gen g);
// Writes the instruction's bytes (little-endian) to `out`, which must hold encodedSize() bytes.
// Returns the number of bytes written.
size_t encode(const Instruction& inst, Gen g, uint8_t* out);

// Decodes one instruction from `bytes`. On success returns its size in bytes (> 0) and fills `inst`.
// Returns 0 when the words are not a valid instruction on this generation (the caller skips 4 bytes,
// as llvm-mc does), and -1 when more bytes are needed than `bytes` holds.
// The target's features pick among the rows an opcode has on its generation (isa/feature_rows.def); the
// generation-only forms decode as the generation's first processor.
int decode(std::span<const uint8_t> bytes, const Target& t, Instruction& inst);
int decode(std::span<const uint8_t> bytes, Gen g, Instruction& inst);
// The same, also giving the bits of the first dwords (one or two, as decoded) that no field or fixed bit of
// the layouts read holds, or all bits when a fixed field differs from its layout's value. Zero stray bits
// is encode() giving back those dwords (every field store round-trips, and the opcode, form marker, NSA
// dwords and literal are what was read), except for SMEM, whose offset fields are rebuilt from meaning.
int decode(std::span<const uint8_t> bytes, Gen g, Instruction& inst, uint64_t& stray);
// The same for a generation and feature set (the disassembler's per-unit call: `decode` of a target is this,
// inline, with no forwarding call).
int decodeWith(std::span<const uint8_t> bytes, Gen g, uint64_t features, Instruction& inst, uint64_t& stray);
inline int decode(std::span<const uint8_t> bytes, const Target& t, Instruction& inst, uint64_t& stray) {
  return decodeWith(bytes, t.gen(), t.features, inst, stray);
}

// The bits of the instruction's first two dwords that hold VGPR numbers (the low 8 bits of each field that
// names a VGPR as an operand of its row). Words that differ only there differ only in the vN they print.
uint64_t vgprBits(const Instruction& inst, Gen g);
// The same for the extension dword that follows a two-dword word (VOP3/VOP3P with DPP16 or DPP8, GFX11+): the
// bits of that third dword that hold VGPR numbers (its src0). Zero for every other form.
uint32_t extensionVgprBits(const Instruction& inst, Gen g);

// VOPD (GFX11+): the row of the word's Y component (its OPY field) on processors with `features`, and the field of
// the word that holds a Y operand whose row names it `f` (SRC0 -> SRC0Y, SRC1 -> SRC1Y, VDST -> VDSTY).
std::optional<Op> vopdYRow(const Instruction& inst, Gen g, uint64_t features);
Field vopdYField(Field f);

// True when the instruction needs a literal dword given its field values (a source field of 255, or a
// GFX7 SMRD literal offset, or a Lit32/KImm operand).
bool needsLiteral(const Instruction& inst, Gen g);

}  // namespace gcnkit
