// The optional operands after an instruction's operands (clamp, op_sel:[...], wait_exp:N, ...) as llvm-mc 22's
// matcher reads them for rows without the generic VALU modifier reader: GFX11's VINTERP, LDSDIR and WMMA.
//
// Each optional operand k of a row (in LLVM's order) has places: its own (first + k) and the earlier ones its
// predecessors leave free when absent (first .. first + k). A word at a place where its parser is tried parses (a
// repeat or a word out of order then fails the match there); elsewhere a `name:value` word is "not a valid
// operand." at once, and a bare word is a symbol whose match fails.
#pragma once
#include <array>
#include <span>
#include <string_view>

#include "text/parse_context.h"

namespace gcnkit {

enum class OptionalKind : uint8_t {
  Flag,     // a bare word (clamp)
  Bounded,  // name:N with 0 <= N <= max ("invalid <name> value." otherwise)
  BitList,  // name:[b0,b1,...] of up to 4 entries 0 or 1 (bit i = entry i)
  Named,    // name:NAME, NAME one of `names` (its index), or an absolute expression 0 <= N <= max (outOfRange at the
            // value otherwise)
};

struct OptionalSpec {
  std::string_view name;
  OptionalKind kind;
  int max = 0;
  const char* outOfRange = nullptr;  // Bounded: the message for a value out of range (else "invalid <name> value.")
  const std::string_view* names = nullptr;  // Named: max + 1 names
};

struct Optionals {
  static constexpr size_t kMax = 10;
  std::array<uint32_t, kMax> values{};
  std::array<int, kMax> cols{};  // where each was written (0: absent)
  int mismatchCol = 0;           // the first word the match fails at
};

// Reads the optional operands of `specs` (at most Optionals::kMax) to the end of the line; `first` is the place of
// the first (1 + the number of operands before them). False with the error set on a parse error; a match failure
// is left in mismatchCol for the caller to weigh against its operands'.
bool readOptionals(Ctx& c, std::span<const OptionalSpec> specs, int first, Optionals& o);

}  // namespace gcnkit
