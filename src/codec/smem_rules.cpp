#include "codec/smem_rules.h"

#include "isa/memory_features.h"
#include "isa/ops.h"
#include "isa/registers.h"

namespace gcnkit {

std::optional<std::string> smemDataAlignment(unsigned sdata, unsigned dwords) {
  if (dwords == 2 && (sdata & 1))
    return "SDATA s" + std::to_string(sdata) + " of a 2-dword operation must be even";
  if (dwords > 2 && (sdata & 3))
    return "SDATA s" + std::to_string(sdata) + " of a " + std::to_string(dwords) + "-dword operation must be a multiple of 4";
  return std::nullopt;
}

std::optional<std::string> smemBufferBaseAlignment(unsigned sbase) {
  if (sbase & 3) return "SBASE s" + std::to_string(sbase) + " of a buffer form must be a multiple of 4";
  return std::nullopt;
}

std::optional<std::string> smemNegativeImmediate(Gen g, int64_t imm, bool hasImm, bool buffer) {
  if (memoryFeatures(g).smemLoadNegativeOffset && !buffer) return std::nullopt;
  if (g >= Gen::GFX10 && hasImm && imm < 0)
    return "negative instruction offset " + std::to_string(imm) + " (MEMVIOL on RDNA)";
  return std::nullopt;
}

std::optional<std::string> smemNegativeTotal(Gen g, int64_t total, bool buffer) {
  if (memoryFeatures(g).smemLoadNegativeOffset && !buffer) return std::nullopt;
  if (g >= Gen::GFX9 && total < 0)
    return "negative offset " + std::to_string(total) + " (instruction offset plus register offset, MEMVIOL)";
  return std::nullopt;
}

bool smemStoreOffsetRuleApplies(Gen g) { return g == Gen::GFX8; }

std::optional<std::string> smemStoreOffset(Gen g, const Instruction& inst) {
  const OpInfo& info = opInfo(inst.op);
  if (info.enc != Encoding::SMEM || !(info.flags & (kStore | kAtomic)) || !smemStoreOffsetRuleApplies(g))
    return std::nullopt;
  const auto o = smemOffset(inst, g);
  if (o && o->hasReg && o->reg != m0Code())
    return kSmemStoreOffsetMessage;
  return std::nullopt;
}

bool isScalarInvalidate(Op op) { return op == Op::s_dcache_inv || op == Op::s_dcache_inv_vol || op == Op::s_gl1_inv; }

unsigned clauseLength(uint32_t simm16) { return (simm16 & 0x3f) + 1; }

std::optional<std::string> clauseLengthRule(uint32_t simm16) {
  const unsigned n = clauseLength(simm16);
  if (n < 2 || n > 63)
    return "s_clause " + std::to_string(simm16 & 0x3f) + " covers " + std::to_string(n) +
           (n == 1 ? " instruction" : " instructions") + "; a clause holds 2 to 63";
  return std::nullopt;
}

}  // namespace gcnkit
