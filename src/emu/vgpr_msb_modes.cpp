#include "emu/vgpr_msb_modes.h"

#include "codec/codec.h"
#include "isa/ops.h"
#include "isa/vector_features.h"

namespace gcnkit::emu {

namespace {

enum class Flow : uint8_t { Next, End };  // whether straight-line code goes on after the instruction

struct Word {
  uint32_t at = 0, size = 4;
  Flow flow = Flow::Next;
  int64_t target = -1;   // a direct branch's or call's target byte offset
  int16_t sets = -2;     // the mode it sets (0-255), kMsbModeMixed, or -2: leaves it
};

constexpr int16_t kLeaves = -2, kUnset = -3;

// What one decoded instruction does to the mode and to the flow.
Word describe(const Instruction& inst, uint32_t at, int n) {
  Word w;
  w.at = at;
  w.size = uint32_t(n);
  const OpInfo& info = opInfo(inst.op);
  switch (inst.op) {
    case Op::s_set_vgpr_msb: w.sets = int16_t(inst[Field::SIMM16] & 0xff); break;
    case Op::s_setreg_b32: case Op::s_setreg_imm32_b32: {
      const uint32_t field = inst[Field::SIMM16] & 0xffff;
      const unsigned id = field & 63, offset = (field >> 6) & 31, size = ((field >> 11) & 31) + 1;
      const uint64_t written = ((uint64_t(1) << size) - 1) << offset;
      if (id != 1 || !(written & kMsbModeMask)) break;
      // (an immediate's bits are known; a register's are not, unless the write covers none of the mode)
      w.sets = kMsbModeMixed;
      if (inst.op == Op::s_setreg_imm32_b32 && (written & kMsbModeMask) == kMsbModeMask)
        w.sets = int16_t(msbModeOf(uint32_t(uint64_t(inst.literal) << offset)));
      break;
    }
    case Op::s_endpgm: case Op::s_endpgm_saved: case Op::s_endpgm_ordered_ps_done: case Op::s_code_end:
    case Op::s_branch: case Op::s_setpc_b64: case Op::s_set_pc_i64: case Op::s_add_pc_i64: case Op::s_trap:
      w.flow = Flow::End;
      break;
    default: break;
  }
  if (info.flags & kBranch)
    for (int i = 0; i < info.numOperands; ++i)
      if (info.operands[i].kind == OperandKind::Label)
        w.target = int64_t(at) + n + int64_t(int16_t(uint16_t(inst[info.operands[i].field]))) * 4;
  return w;
}

}  // namespace

std::vector<int16_t> vgprMsbModes(std::span<const uint8_t> bytes, const Target& t) {
  const size_t words = bytes.size() / 4;
  std::vector<int16_t> mode(words, 0);
  if (!vectorFeatures(t.gen()).vgprMsbMode) return mode;
  std::vector<Word> list;
  std::vector<int32_t> indexAt(words, -1);
  for (size_t at = 0; at + 4 <= words * 4;) {
    Instruction inst;
    const int n = decode(bytes.subspan(at, words * 4 - at), t, inst);
    indexAt[at / 4] = int32_t(list.size());
    Word w = n > 0 ? describe(inst, uint32_t(at), n) : Word{uint32_t(at), 4, Flow::End, -1, kLeaves};
    list.push_back(w);
    at += w.size;
  }
  std::vector<int16_t> in(list.size(), kUnset);
  std::vector<uint32_t> work;
  auto reach = [&](int64_t index, int16_t m) {
    if (index < 0 || size_t(index) >= list.size() || in[size_t(index)] == m || in[size_t(index)] == kMsbModeMixed) return;
    in[size_t(index)] = in[size_t(index)] == kUnset ? m : kMsbModeMixed;
    work.push_back(uint32_t(index));
  };
  // Entries: the first instruction, then each one no path has reached (a kernel or function after another's end).
  for (size_t entry = 0; entry < list.size(); ++entry) {
    if (in[entry] != kUnset) continue;
    reach(int64_t(entry), 0);
    while (!work.empty()) {
      const uint32_t i = work.back();
      work.pop_back();
      const Word& w = list[i];
      const int16_t out = w.sets == kLeaves ? in[i] : w.sets;
      if (w.flow == Flow::Next) reach(int64_t(i) + 1, out);
      if (w.target >= 0 && w.target < int64_t(words * 4) && !(w.target & 3)) reach(indexAt[size_t(w.target / 4)], out);
    }
  }
  for (size_t i = 0; i < list.size(); ++i) mode[list[i].at / 4] = in[i];
  return mode;
}

}  // namespace gcnkit::emu
