// The scalar-memory rules of the ISA documents that an instruction's own fields decide, each with its one
// message: the emulator's run-time checks and the static ones (`gcnkit lint`) report them in the same words.
// Every function returns the message when the rule is broken, nullopt when it holds.
#pragma once
#include <cstdint>
#include <optional>
#include <string>

#include "codec/instruction.h"
#include "codec/smem_offset.h"
#include "isa/target.h"

namespace gcnkit {

// SDATA of a two-dword operation must be even, of a wider one a multiple of four (RDNA scalar memory chapter:
// otherwise the data may be invalid).
std::optional<std::string> smemDataAlignment(unsigned sdata, unsigned dwords);
// SBASE of a buffer form (S_BUFFER_*) must be a multiple of four: the buffer constant is four aligned SGPRs.
std::optional<std::string> smemBufferBaseAlignment(unsigned sbase);
// A negative instruction offset is a memory violation on RDNA (GFX10+); from GFX12 on only a buffer form's
// (`buffer`: S_BUFFER_*).
std::optional<std::string> smemNegativeImmediate(Gen g, int64_t imm, bool hasImm, bool buffer);
// GFX9+: a negative total of instruction offset and register offset is a memory violation (GFX12: a buffer form's).
std::optional<std::string> smemNegativeTotal(Gen g, int64_t total, bool buffer);
// GFX8 (GCN 1.2) scalar stores and atomics take only M0 or an immediate as the offset; SGPR offsets need GFX9.
inline constexpr const char* kSmemStoreOffsetMessage =
    "GFX8 scalar stores and atomics take only M0 or an immediate as the offset (SGPR offsets need GFX9)";
std::optional<std::string> smemStoreOffset(Gen g, const Instruction& inst);
// Whether the GFX8 store-offset rule exists on a generation (the parser refuses such text there).
bool smemStoreOffsetRuleApplies(Gen g);

// Groups and clauses (RDNA scalar memory chapter): an invalidate must be alone in its group (a run of consecutive
// SMEM instructions) and may not be inside an s_clause; a clause holds 2 to 63 instructions.
inline constexpr const char* kInvalidateAfterSmem = "invalidate follows another SMEM instruction in the same group";
inline constexpr const char* kSmemAfterInvalidate = "SMEM instruction in the same group as a preceding invalidate";
inline constexpr const char* kInvalidateInClause = "invalidate inside an s_clause";
bool isScalarInvalidate(Op op);  // s_dcache_inv, s_dcache_inv_vol, s_gl1_inv
// The number of instructions an s_clause immediate covers (its low six bits plus one).
unsigned clauseLength(uint32_t simm16);
std::optional<std::string> clauseLengthRule(uint32_t simm16);

}  // namespace gcnkit
