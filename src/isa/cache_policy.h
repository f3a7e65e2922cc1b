// GFX12's cache policy: a temporal hint (th, 3 bits; 2 in SMEM) and a scope (2 bits), written `th:TH_LOAD_NT
// scope:SCOPE_SYS`. Which names exist, their values and which combinations are refused are llvm-mc 22's facts
// (probed on gfx1200); the parser and printer of every memory family read them here.
#pragma once
#include <cstdint>
#include <optional>
#include <string_view>

#include "isa/encoding.h"

namespace gcnkit {

// Whether the generation's words of a memory family name their cache policy by th and scope (GFX12: the layout has
// the fields), not by glc/slc/dlc bits.
inline bool memoryThScope(Encoding e, Gen g) {
  const Layout* l = layoutFor(e, g);
  return l && l->has(Field::TH);
}

// Which th names an instruction takes: a load's, a store's or an atomic's.
enum class AccessKind : uint8_t { Load, Store, Atomic };

inline constexpr uint32_t kScopeDev = 2, kScopeSys = 3;

// A th name as written: its kind and value; `needsSys` for the names of value 3 that mean "bypass" (only with
// scope:SCOPE_SYS), `notSys` for the other names of value 3 (LU, WB, NT_RETURN: only without it); `printedFromDev`
// for the names llvm-mc 22 takes under any scope but prints only under SCOPE_DEV and SCOPE_SYS (the cascading
// atomics: under SCOPE_CU and SCOPE_SE it prints TH_ATOMIC_0x4, which it does not read back).
struct ThName {
  std::string_view name;
  AccessKind kind;
  uint8_t value;
  bool needsSys = false, notSys = false, printedFromDev = false;
};
// The th name `name` (case as written; llvm-mc 22's names are upper case), or nullopt.
std::optional<ThName> findThName(std::string_view name);

// The scope value of SCOPE_CU ... SCOPE_SYS, or nullopt.
std::optional<uint32_t> findScopeName(std::string_view name);
std::string_view scopeName(uint32_t scope);  // "" for SCOPE_CU (0): not printed

// The th name llvm-mc 22 prints for `value` under `scope` (the value 3 names depend on it); "" for 0 (not printed),
// nullopt when it prints none.
std::optional<std::string_view> thName(AccessKind kind, uint32_t value, uint32_t scope);

// The message llvm-mc 22 gives for a th value that the instruction or scope refuses, or nullptr. `smem`: SMEM takes
// the values 0-3 only ("invalid th value for SMEM instruction").
const char* thScopeError(const ThName& th, AccessKind kind, uint32_t scope, bool smem);

}  // namespace gcnkit
