// GFX12's cache-policy modifiers in text (`th:TH_LOAD_NT scope:SCOPE_SYS`), read and written as llvm-mc 22 does;
// the names, values and rules are isa/cache_policy.h's. SMEM uses it now; the GFX12 vector memory families share it.
#pragma once
#include <cstdint>
#include <optional>

#include "isa/cache_policy.h"
#include "text/parse_context.h"
#include "text/append.h"

namespace gcnkit {

struct CachePolicyText {
  std::optional<ThName> th;       // as written
  std::optional<uint32_t> scope;  // as written
  int firstCol = 0;               // where the first th:/scope: stands (llvm-mc reports combination errors there)
};

enum class CachePolicyRead { NotCachePolicy, Read, Failed };
// At a word `th:` or `scope:` (llvm-mc 22 takes them in lower case only): reads it into `p`, failing with
// llvm-mc 22's message for a bad value; a second th or scope fails with `duplicateMessage` at its column.
CachePolicyRead readCachePolicy(Ctx& c, CachePolicyText& p, const char* duplicateMessage);

// Checks the written policy against the instruction (llvm-mc 22's order: SMEM's values, the bypass scope, the
// access kind) and stores it in the TH and SCOPE fields.
bool finishCachePolicy(Ctx& c, const CachePolicyText& p, AccessKind kind, bool smem);

// " th:NAME scope:NAME" for the fields as llvm-mc 22 prints them; false when it prints no name for the value.
bool appendCachePolicy(TextBuf& out, uint32_t th, uint32_t scope, AccessKind kind);

}  // namespace gcnkit
