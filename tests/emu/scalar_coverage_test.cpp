// Scalar coverage on GFX11 and GFX12 (gfx1100, gfx1151, gfx1201): every SOP1/SOP2/SOPK/SOPC/SOPP/SMEM row the
// processor has is built with plain operands, encoded by the codec and run alone in a one-wave kernel. A row may
// fault (a branch out of the code, a trap, an address nothing maps), but it faults as unsupported exactly when
// `--fidelity` says the emulator does not run it: the report and the unit agree.
#include <gtest/gtest.h>

#include <string>

#include "codec/codec.h"
#include "emu_support.h"
#include "gcnkit/inspect.h"

namespace gcnkit::test {
namespace {

// Operands: destinations and data s16 (aligned for any width), sources s2, SMEM bases s[0:1] (a buffer) or the
// resource s[4:7], immediates 0 (branches to the next instruction), messages that exist.
void fillScalar(const OpInfo& info, Instruction& inst) {
  for (int k = 0; k < info.numOperands; ++k) {
    const OperandSpec& s = info.operands[k];
    switch (s.kind) {
      case OperandKind::SReg: inst[s.field] = s.field == Field::SBASE ? ((info.flags & kBuffer) ? 2 : 0) : 16; break;
      case OperandKind::SSrc: inst[s.field] = info.name == "s_barrier_signal" ? 193 : 2; break;  // (-1: the work-group barrier)
      case OperandKind::SendmsgRtn: inst[s.field] = 131; break;  // MSG_RTN_GET_REALTIME
      case OperandKind::Lit32: inst.hasLiteral = true, inst.literal = 0; break;
      case OperandKind::SImm16: case OperandKind::Imm16:
        if (info.name == "s_barrier_wait") inst[s.field] = 0xffff;  // (-1: the work-group barrier)
        break;
      default: break;
    }
  }
}

TEST(EmuScalarCoverage, UnsupportedExactlyWhereFidelitySaysSo) {
  size_t runs = 0;
  for (const char* cpu : {"gfx1100", "gfx1151", "gfx1201"}) {
    const Target t = target(cpu, "");
    auto m = machine(cpu);
    ASSERT_TRUE(m);
    const uint64_t buf = m->allocate(4096);
    std::string err;
    const std::vector<uint8_t> endpgm = assembleBytes("s_endpgm\n", t, &err);
    ASSERT_FALSE(endpgm.empty()) << err;
    std::set<std::string> unsupportedRun, unsupportedSaid;
    for (int i = 0; i < kOpCount; ++i) {
      const OpInfo& info = opInfo(Op(i));
      if (!isScalar(info.enc) || !info.existsFor(t)) continue;
      Instruction inst;
      inst.op = Op(i);
      fillScalar(info, inst);
      std::vector<uint8_t> bytes(encodedSize(inst, t.gen()));
      Instruction back;
      if (encode(inst, t.gen(), bytes.data()) != bytes.size() || decode(bytes, t, back) != int(bytes.size()) ||
          back.op != inst.op)
        continue;  // (a row whose plain operands are no valid word: the codec tests cover it)
      bytes.insert(bytes.end(), endpgm.begin(), endpgm.end());
      ASSERT_TRUE(m->loadCode(bytes, &err)) << err;
      emu::LaunchConfig c = oneWave(addr(buf));
      c.sgprs.resize(8, 0);
      c.sgprs[2] = uint32_t(buf), c.sgprs[3] = uint32_t(buf >> 32) & 0xffff, c.sgprs[4] = 64;  // (s[2:5]: a V#)
      const emu::LaunchResult r = m->launch(c);
      ++runs;
      const auto said = emu::instructionFidelity(cpu, info.name);
      ASSERT_TRUE(said) << info.name;
      const bool unsupported = r.fault.kind == emu::FaultKind::Unsupported;
      EXPECT_EQ(unsupported, said->level == emu::FidelityLevel::Unsupported)
          << cpu << ": " << info.name << (unsupported ? " faults as unsupported (" + r.fault.message + ")" : " runs")
          << " but --fidelity says " << emu::fidelityName(said->level);
    }
  }
  EXPECT_GT(runs, 600u);
}

}  // namespace
}  // namespace gcnkit::test
