#include "isa/cache_policy.h"

#include <array>

namespace gcnkit {

namespace {

using K = AccessKind;
// llvm-mc 22's names (each value read off the word it assembles on gfx1200).
constexpr std::array kThNames{
    ThName{"TH_LOAD_RT", K::Load, 0},         ThName{"TH_LOAD_NT", K::Load, 1},
    ThName{"TH_LOAD_HT", K::Load, 2},         ThName{"TH_LOAD_BYPASS", K::Load, 3, true, false},
    ThName{"TH_LOAD_LU", K::Load, 3, false, true}, ThName{"TH_LOAD_NT_RT", K::Load, 4},
    ThName{"TH_LOAD_RT_NT", K::Load, 5},      ThName{"TH_LOAD_NT_HT", K::Load, 6},
    ThName{"TH_STORE_RT", K::Store, 0},       ThName{"TH_STORE_NT", K::Store, 1},
    ThName{"TH_STORE_HT", K::Store, 2},       ThName{"TH_STORE_BYPASS", K::Store, 3, true, false},
    ThName{"TH_STORE_WB", K::Store, 3, false, true}, ThName{"TH_STORE_NT_RT", K::Store, 4},
    ThName{"TH_STORE_RT_NT", K::Store, 5},    ThName{"TH_STORE_NT_HT", K::Store, 6},
    ThName{"TH_STORE_NT_WB", K::Store, 7},
    ThName{"TH_ATOMIC_RT", K::Atomic, 0},     ThName{"TH_ATOMIC_RETURN", K::Atomic, 1},
    ThName{"TH_ATOMIC_RT_RETURN", K::Atomic, 1}, ThName{"TH_ATOMIC_NT", K::Atomic, 2},
    ThName{"TH_ATOMIC_NT_RETURN", K::Atomic, 3, false, true},
    ThName{"TH_ATOMIC_CASCADE_RT", K::Atomic, 4, false, false, true},
    ThName{"TH_ATOMIC_CASCADE_NT", K::Atomic, 6, false, false, true},
};
constexpr std::array<std::string_view, 4> kScopes{"SCOPE_CU", "SCOPE_SE", "SCOPE_DEV", "SCOPE_SYS"};

}  // namespace

std::optional<ThName> findThName(std::string_view name) {
  for (const ThName& t : kThNames)
    if (t.name == name) return t;
  return std::nullopt;
}

std::optional<uint32_t> findScopeName(std::string_view name) {
  for (uint32_t i = 0; i < kScopes.size(); ++i)
    if (kScopes[i] == name) return i;
  return std::nullopt;
}

std::string_view scopeName(uint32_t scope) { return scope == 0 || scope > 3 ? "" : kScopes[scope]; }

std::optional<std::string_view> thName(AccessKind kind, uint32_t value, uint32_t scope) {
  if (value == 0) return "";
  for (const ThName& t : kThNames) {
    if (t.kind != kind || t.value != value) continue;
    // (the first name of a value is the printed one: TH_ATOMIC_RETURN, not TH_ATOMIC_RT_RETURN)
    if ((t.needsSys && scope != kScopeSys) || (t.notSys && scope == kScopeSys)) continue;
    if (t.printedFromDev && scope < kScopeDev) return std::nullopt;
    return t.name;
  }
  return std::nullopt;
}

const char* thScopeError(const ThName& th, AccessKind kind, uint32_t scope, bool smem) {
  if (th.value == 0) return nullptr;
  if (smem && th.value > 3) return "invalid th value for SMEM instruction";
  if ((th.needsSys && scope != kScopeSys) || (th.notSys && scope == kScopeSys)) return "scope and th combination is not valid";
  if (th.kind != kind) {
    switch (kind) {
      case K::Load: return "invalid th value for load instructions";
      case K::Store: return "invalid th value for store instructions";
      case K::Atomic: return "invalid th value for atomic instructions";
    }
  }
  return nullptr;
}

}  // namespace gcnkit
