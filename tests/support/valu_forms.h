// The forms (e32, e64, SDWA, DPP, DPP8) a VALU or interpolation row has on a target, as the instruction table's
// flags for its generation say: what the table-driven emulator tests build every row in.
#pragma once
#include <vector>

#include "codec/instruction.h"
#include "codec/valu_rules.h"
#include "isa/ops.h"
#include "isa/target.h"
#include "isa/vector_features.h"

namespace gcnkit::test {

// The forms a row has on a generation, as the table's flags for that generation say.
inline std::vector<Form> formsOf(const OpInfo& info, const Target& t) {
  const Gen g = t.gen();
  std::vector<Form> forms;
  const VectorFeatures& can = vectorFeatures(g);
  const uint32_t flags = info.flagsOn(g);
  if (info.enc == Encoding::VINTRP) {
    if (info.opcode[genIndex(g)] >= 0) forms.push_back(Form::Base);
    return forms;
  }
  if (isWideOnly(info)) {
    if (info.hasE64(g)) forms.push_back(Form::Base);
    return forms;
  }
  if (info.hasE32(g)) forms.push_back(Form::Base);
  if (info.hasE64(g)) forms.push_back(Form::E64);
  if (!info.hasE32(g) || !can.extensions) return forms;
  if ((flags & kVopSdwa) && can.sdwa) forms.push_back(Form::Sdwa);
  if (hasDppForm(info, t)) forms.push_back(Form::Dpp);  // (gfx90a+: also DPP of the 64-bit operations)
  if (can.dpp16 && (flags & kVopDpp10)) forms.push_back(Form::Dpp8);
  return forms;
}

}  // namespace gcnkit::test
