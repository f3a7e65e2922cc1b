// GFX12's th/scope names, values and refused combinations against llvm-mc 22 (gfx1200): each value below is the
// one llvm-mc 22 encodes for the name (global_load_b32 / global_store_b32 / global_atomic_add_u32 with and without
// scope:SCOPE_SYS), each printed name the one it prints back, each message its own.
#include <gtest/gtest.h>

#include <string>

#include "isa/cache_policy.h"

namespace gcnkit {
namespace {

using K = AccessKind;

struct Case {
  const char* name;
  K kind;
  int value;                  // the th bits llvm-mc 22 encodes
  const char* printedCu;      // its text back without a scope ("" none, nullptr: no text, "!" refused)
  const char* printedSys;     // and with scope:SCOPE_SYS
};

constexpr uint32_t kSys = 3;

TEST(CachePolicy, NamesValuesAndPrintedTextAsLlvmMc22) {
  const Case cases[] = {
      {"TH_LOAD_RT", K::Load, 0, "", ""},
      {"TH_LOAD_NT", K::Load, 1, "TH_LOAD_NT", "TH_LOAD_NT"},
      {"TH_LOAD_HT", K::Load, 2, "TH_LOAD_HT", "TH_LOAD_HT"},
      {"TH_LOAD_BYPASS", K::Load, 3, "!", "TH_LOAD_BYPASS"},
      {"TH_LOAD_LU", K::Load, 3, "TH_LOAD_LU", "!"},
      {"TH_LOAD_NT_RT", K::Load, 4, "TH_LOAD_NT_RT", "TH_LOAD_NT_RT"},
      {"TH_LOAD_RT_NT", K::Load, 5, "TH_LOAD_RT_NT", "TH_LOAD_RT_NT"},
      {"TH_LOAD_NT_HT", K::Load, 6, "TH_LOAD_NT_HT", "TH_LOAD_NT_HT"},
      {"TH_STORE_NT", K::Store, 1, "TH_STORE_NT", "TH_STORE_NT"},
      {"TH_STORE_HT", K::Store, 2, "TH_STORE_HT", "TH_STORE_HT"},
      {"TH_STORE_BYPASS", K::Store, 3, "!", "TH_STORE_BYPASS"},
      {"TH_STORE_WB", K::Store, 3, "TH_STORE_WB", "!"},
      {"TH_STORE_NT_RT", K::Store, 4, "TH_STORE_NT_RT", "TH_STORE_NT_RT"},
      {"TH_STORE_RT_NT", K::Store, 5, "TH_STORE_RT_NT", "TH_STORE_RT_NT"},
      {"TH_STORE_NT_HT", K::Store, 6, "TH_STORE_NT_HT", "TH_STORE_NT_HT"},
      {"TH_STORE_NT_WB", K::Store, 7, "TH_STORE_NT_WB", "TH_STORE_NT_WB"},
      {"TH_ATOMIC_RETURN", K::Atomic, 1, "TH_ATOMIC_RETURN", "TH_ATOMIC_RETURN"},
      {"TH_ATOMIC_RT_RETURN", K::Atomic, 1, "TH_ATOMIC_RETURN", "TH_ATOMIC_RETURN"},
      {"TH_ATOMIC_NT", K::Atomic, 2, "TH_ATOMIC_NT", "TH_ATOMIC_NT"},
      {"TH_ATOMIC_NT_RETURN", K::Atomic, 3, "TH_ATOMIC_NT_RETURN", "!"},
      // (printed TH_ATOMIC_0x4 / TH_ATOMIC_0x6 without SCOPE_SYS, which llvm-mc 22 does not read back)
      {"TH_ATOMIC_CASCADE_RT", K::Atomic, 4, nullptr, "TH_ATOMIC_CASCADE_RT"},
      {"TH_ATOMIC_CASCADE_NT", K::Atomic, 6, nullptr, "TH_ATOMIC_CASCADE_NT"},
  };
  for (const Case& c : cases) {
    auto th = findThName(c.name);
    ASSERT_TRUE(th) << c.name;
    EXPECT_EQ(th->value, c.value) << c.name;
    EXPECT_EQ(th->kind, c.kind) << c.name;
    for (uint32_t scope : {0u, kSys}) {
      const char* want = scope ? c.printedSys : c.printedCu;
      const char* error = thScopeError(*th, c.kind, scope, false);
      if (want && std::string(want) == "!") {
        EXPECT_STREQ(error, "scope and th combination is not valid") << c.name << " scope " << scope;
        continue;
      }
      EXPECT_EQ(error, nullptr) << c.name << " scope " << scope;
      auto printed = thName(c.kind, th->value, scope);
      if (!want) EXPECT_FALSE(printed) << c.name;
      else EXPECT_EQ(printed.value_or("(none)"), want) << c.name << " scope " << scope;
    }
  }
  // The cascading atomics print by name from SCOPE_DEV on (llvm-mc 22's disassembly of gfx1200 words), as
  // TH_ATOMIC_0x4 / 0x6 below it; the unnamed returning values 5 and 7 never by name.
  EXPECT_EQ(thName(K::Atomic, 4, 2).value_or("(none)"), "TH_ATOMIC_CASCADE_RT");
  EXPECT_EQ(thName(K::Atomic, 6, 2).value_or("(none)"), "TH_ATOMIC_CASCADE_NT");
  EXPECT_FALSE(thName(K::Atomic, 4, 1));
  EXPECT_FALSE(thName(K::Atomic, 6, 1));
  EXPECT_FALSE(thName(K::Atomic, 5, 3));
  EXPECT_FALSE(thName(K::Atomic, 7, 2));
  EXPECT_FALSE(findThName("TH_LOAD_RT_WB"));  // "invalid th value"
  EXPECT_FALSE(findThName("th_load_nt"));     // (names are upper case)
}

TEST(CachePolicy, RefusalsAsLlvmMc22) {
  // The kind's own names only, SMEM's values 0-3 only (checked first), then the bypass scope, then the kind.
  EXPECT_STREQ(thScopeError(*findThName("TH_STORE_NT"), K::Load, 0, false), "invalid th value for load instructions");
  EXPECT_STREQ(thScopeError(*findThName("TH_ATOMIC_NT"), K::Store, 0, false), "invalid th value for store instructions");
  EXPECT_STREQ(thScopeError(*findThName("TH_LOAD_NT"), K::Atomic, 0, false), "invalid th value for atomic instructions");
  EXPECT_STREQ(thScopeError(*findThName("TH_LOAD_NT_RT"), K::Load, 0, true), "invalid th value for SMEM instruction");
  EXPECT_STREQ(thScopeError(*findThName("TH_STORE_NT_RT"), K::Load, 0, true), "invalid th value for SMEM instruction");
  EXPECT_STREQ(thScopeError(*findThName("TH_STORE_BYPASS"), K::Load, 0, true), "scope and th combination is not valid");
  EXPECT_EQ(thScopeError(*findThName("TH_LOAD_LU"), K::Load, 0, true), nullptr);
  // Scopes: names and numbers 0-3; SCOPE_CU is not printed.
  EXPECT_EQ(findScopeName("SCOPE_DEV").value_or(9), 2u);
  EXPECT_FALSE(findScopeName("SCOPE_XX"));
  EXPECT_EQ(scopeName(0), "");
  EXPECT_EQ(scopeName(3), "SCOPE_SYS");
}

}  // namespace
}  // namespace gcnkit
