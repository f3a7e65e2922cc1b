// The common VALU statements parsed in one pass: a VOP1/VOP2/VOPC/VOP3/VOP3P mnemonic (plain, _e32 or _e64)
// whose operands are VGPRs, SGPRs, special registers (vcc, exec, m0, ...), integers and floats, with the source
// modifiers -x, |x|, -|x| and the modifiers op_sel:[..], op_sel_hi:[..], neg_lo:[..], neg_hi:[..] (0/1 entries),
// clamp, mul:2, mul:4, div:2, every operand after a comma. That is most of the vector ALU code compilers
// write. Anything else (SDWA, DPP, symbols, expressions, operands left out or written without commas,
// aliases, MAI, v_readlane and the other special rows) and every line that would be
// an error or a warning is declined and goes to the general parser (valu_parser.cpp), which defines the
// result: a line the fast path takes comes out exactly as the general parser makes it
// (tests/text/valu_fast_path_test.cpp holds the two equal).
//
// The fast path reads the operands itself (without register tokens, the operand-count scans and the modifier
// loop) into the general parser's own state, then lets the general parser's steps choose the form, fold,
// check and fill the fields (ValuParser::chooseForm ... fill), so those rules exist once.
#pragma once
#include <bit>
#include <cstdint>
#include <cstring>
#include <string_view>

#include "isa/registers.h"
#include "isa/target.h"
#include "text/expr.h"
#include "text/parser.h"

namespace gcnkit {

// The rows the fast path found for the VALU mnemonics it met, and the special register names it read, for one
// target (as ScalarMnemonicMemo does for the scalar fast path): a caller that parses many lines keeps one and
// saves the name lookups on every line but the first of each name as written.
class ValuFastMemo {
 public:
  struct Row {
    bool taken = false;  // the fast path takes the mnemonic; else it declines the line
    Op op{};
    uint8_t forced = 0;  // ForcedForm: Auto, E32 or E64 (the suffix written)
  };
  struct Register {
    bool valid = false;  // a register valid here, with a code below 128 (an SGPR-class operand)
    RegRef reg{};
  };
  template <class Value, size_t NameMax>
  struct Slot {
    uint8_t len = 0;  // 0: empty
    Value value{};
    char name[NameMax];
  };
  using RowSlot = Slot<Row, 40>;
  using RegisterSlot = Slot<Register, 16>;

  // The slot holding the name, or the empty one where it goes; nullptr when the table is full or the name
  // too long. A memo is for one target object: another one empties it.
  RowSlot* row(const char* name, size_t len, const Target& t) { return find(rows_, name, len, t); }
  RegisterSlot* reg(const char* name, size_t len, const Target& t) { return find(registers_, name, len, t); }

 private:
  template <class S, size_t N>
  S* find(S (&slots)[N], const char* name, size_t len, const Target& t) {
    if (&t != target_) {
      for (RowSlot& s : rows_) s.len = 0;
      for (RegisterSlot& s : registers_) s.len = 0;
      target_ = &t;
    }
    if (len == 0 || len > sizeof(S::name)) return nullptr;
    uint64_t head = 0, tail = 0;
    std::memcpy(&head, name, len < 8 ? len : 8);
    if (len > 8) std::memcpy(&tail, name + len - 8, 8);
    const uint64_t h = ((head * 0x9E3779B97F4A7C15ull) ^ tail ^ len) * 0xC2B2AE3D27D4EB4Full;
    static_assert((N & (N - 1)) == 0);
    for (size_t i = h >> (64 - std::countr_zero(N)), probes = 0; probes < N; i = (i + 1) % N, ++probes) {
      S& s = slots[i];
      if (s.len == 0 || (s.len == len && std::memcmp(s.name, name, len) == 0)) return &s;
    }
    return nullptr;
  }
  // Compiler-like vector code uses a few hundred mnemonics (with and without suffixes) per chunk.
  RowSlot rows_[1024];
  RegisterSlot registers_[64];
  const Target* target_ = nullptr;
};

// Parses the instruction whose mnemonic starts at `start` in `line` (comments removed) when it has one of the
// shapes above; false when it has not (then `out` holds nothing of use and the caller parses the line in
// full with parseInstructionGeneral). `syms` is consulted only as the general parser would (never, for the
// shapes taken: no symbols).
bool parseValuFast(std::string_view line, size_t start, const Target& t, const SymbolValues* syms,
                   ParsedInstruction& out, ValuFastMemo* memo = nullptr);

}  // namespace gcnkit
