// The notes and messages under an instruction the parser refuses: where a missing row exists, which ISA rule an
// operand broke, and llvm-mc's "did you mean" list.
#include "text/refusal_notes.h"

#include <algorithm>
#include <vector>

#include <fmt/format.h>

#include "isa/ops.h"
#include "isa/target.h"

namespace gcnkit {

// "s_store_dword exists on GFX8, GFX9, GFX10": where an instruction missing here can be found.
std::string availabilityNote(const OpInfo& info) {
  std::string gens;
  for (int g = 0; g < kGenCount; ++g) {
    if (!info.existsOn(Gen(g))) continue;
    if (!gens.empty()) gens += ", ";
    gens += genName(Gen(g));
  }
  return fmt::format("{} exists on {}", info.name, gens);
}

// The ISA rule behind a scalar memory operand error, for the note under it.
std::string smemRuleNote(const OpInfo& info, const OperandSpec& spec, const std::string& message, Gen g) {
  if (info.enc != Encoding::SMEM) return {};
  if (message == "invalid register alignment" && spec.field == Field::SDATA)
    return "SDATA must be an even SGPR for two dwords and a multiple of 4 for four or more (scalar memory rules)";
  if (message == "invalid register alignment" && spec.field == Field::SBASE)
    return (info.flags & kBuffer) ? "SBASE of a buffer form is a 4-SGPR resource starting at a multiple of 4"
                                  : "SBASE is an SGPR pair starting at an even SGPR";
  if (spec.kind == OperandKind::SmemOffset && message.find("offset") != std::string::npos) {
    switch (g) {
      case Gen::GFX8: return "GFX8 SMEM offsets are unsigned 20-bit byte offsets";
      case Gen::GFX9:
      case Gen::GFX10:
      case Gen::GFX10_3:
        return (info.flags & kBuffer) ? "buffer forms take an unsigned 20-bit byte offset"
                                      : "GFX9/GFX10 SMEM offsets are signed 21-bit byte offsets";
      default: break;
    }
  }
  if (spec.kind == OperandKind::SmemOffset && message == "operands are not valid for this GPU or mode")
    return g == Gen::GFX6 ? "GFX6 SMRD offsets are 8-bit dword offsets (0..255)"
                          : "GFX7 SMRD offsets above 255 dwords are a 32-bit literal";
  return {};
}

// Why a row the generation lacks is refused: GFX6/7 have the VINTRP v_interp_*_f32 but not their VOP3 forms,
// and llvm-mc names the missing variant.
std::string_view unsupportedMessage(const OpInfo& info, Gen g) {
  // (a v_dual_* name that is no X component anywhere, such as v_dual_and_b32: llvm-mc knows no such instruction)
  if (info.traits & kTraitVopd) {
    bool x = false;
    for (auto op = findOp(info.name); op && *op != Op::Count; op = opInfo(*op).nextSameName)
      for (int k = 0; k < kGenCount; ++k) x |= opInfo(*op).opcode[k] >= 0;
    if (!x) return "invalid instruction";
  }
  if ((info.traits & kTraitInterpWide) && info.name.ends_with("_e64"))
    if (auto base = findOp(info.name.substr(0, info.name.size() - 4)); base && opInfo(*base).existsOn(g))
      return "e64 variant of this instruction is not supported";
  return "instruction not supported on this GPU";
}

// Mnemonics llvm-mc knows from gfx908/gfx90a only, which the table leaves out: llvm-mc's message is
// "instruction not supported on this GPU" everywhere else, not "invalid instruction".
bool onlyOnMaiProcessors(std::string_view name) {
  static constexpr std::string_view kNames[] = {"buffer_atomic_add_f32", "buffer_atomic_pk_add_f16",
                                                "global_atomic_add_f32", "global_atomic_pk_add_f16"};
  for (std::string_view k : kNames)
    if (name == k) return true;
  return name.starts_with("v_mfma_") || name.starts_with("v_accvgpr_");
}

namespace {

// Insertions and deletions only, as LLVM's spell checker counts them (a replacement is two edits).
size_t editDistance(std::string_view a, std::string_view b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diag = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, a[i - 1] == b[j - 1] ? diag : diag + 2});
      diag = up;
    }
  }
  return row[b.size()];
}

}  // namespace

// LLVM's "did you mean" list: mnemonics of this generation within two insertions or deletions, in alphabetical order.
// llvm-mc suggests names of its default variant's table only (no VOP3, VOP3P or VOP3-only row: v_add3_u32, v_pk_*)
// that the target's features have (no GFX11.5 s_add_f32 on gfx1100).
std::string spellingSuggestion(std::string_view name, const Target& t) {
  std::vector<std::string_view> near;
  for (int i = 0; i < kOpCount; ++i) {
    const OpInfo& info = opInfo(Op(i));
    const bool vop3Only = info.enc == Encoding::VOP3 || info.enc == Encoding::VOP3P || info.enc == Encoding::VOP3B;
    if (info.existsFor(t) && !vop3Only && editDistance(name, info.name) <= 2) near.push_back(info.name);
  }
  if (near.empty()) return {};
  std::sort(near.begin(), near.end());
  std::string s = ", did you mean: ";
  for (size_t i = 0; i < near.size(); ++i) {
    if (i + 1 == near.size() && near.size() > 1) s += "or ";
    s += near[i];
    if (i + 1 != near.size()) s += ", ";
  }
  return s + "?";
}

}  // namespace gcnkit
