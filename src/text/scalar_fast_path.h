// The common scalar statements parsed in one pass: a lower-case SOP1/SOP2/SOPC/SOPK/SOPP/SMEM mnemonic
// with SGPR, special-register, integer, waitcnt and label operands separated by commas (what compiler output
// and the benchmark programs are made of: most lines of a large program). Anything else, including every
// line that would be an error or a warning, is declined and goes to the general parser (parser.cpp),
// which is what defines the result: a line the fast path takes must come out exactly as the general parser
// would make it (tests/text/scalar_fast_path_test.cpp holds the two equal).
#pragma once
#include <cstdint>
#include <cstring>
#include <string_view>

#include "isa/registers.h"
#include "isa/target.h"
#include "text/expr.h"
#include "text/parser.h"

namespace gcnkit {

// The rows the fast path found for the mnemonics it met, for one target. A program uses few mnemonics, so a
// caller that parses many lines for one target keeps one of these and saves the name lookup (lower-casing
// and hashing the name, findMnemonic, rowFor and the checks of what the fast path takes) on every line but
// the first of each mnemonic as written. It remembers special register names ("vcc", "m0") the same way.
class ScalarMnemonicMemo {
 public:
  struct Slot {
    uint8_t len = 0;      // 0: empty
    bool taken = false;   // the fast path takes the mnemonic (as `op`); else it declines it
    Op op{};
    char name[32];        // as written (the memo is keyed by the text, not its lower-case form)
  };
  // The slot holding the name of `len` bytes at `name`, or the empty one where it goes, for target `t` (a
  // memo is for one target object: another one empties it); nullptr when the memo is full.
  Slot* slot(const char* name, size_t len, const Target& t) {
    forTarget(t);
    uint64_t head = 0, tail = 0;
    std::memcpy(&head, name, len < 8 ? len : 8);
    if (len > 8) std::memcpy(&tail, name + len - 8, 8);
    const uint64_t h = ((head * 0x9E3779B97F4A7C15ull) ^ tail ^ len) * 0xC2B2AE3D27D4EB4Full;
    for (size_t i = h >> (64 - kSlotBits), probes = 0; probes < kSlots; i = (i + 1) % kSlots, ++probes) {
      Slot& s = slots_[i];
      if (s.len == 0 || (s.len == len && std::memcmp(s.name, name, len) == 0)) return &s;
    }
    return nullptr;
  }

  // Special register names as read by the general register reader (a word such as "vcc", "exec_lo", "m0"
  // read alone): whether it is a valid register here and which. Same lookup rules as slot().
  struct RegisterSlot {
    uint8_t len = 0;       // 0: empty
    bool valid = false;    // a register, valid here: `reg`; else not a register or an error
    RegRef reg{};
    char name[13];
  };
  RegisterSlot* registerSlot(const char* name, size_t len, const Target& t) {
    forTarget(t);
    if (len > sizeof(RegisterSlot::name)) return nullptr;
    uint64_t head = 0;
    std::memcpy(&head, name, len < 8 ? len : 8);
    const uint64_t h = ((head * 0x9E3779B97F4A7C15ull) ^ len) * 0xC2B2AE3D27D4EB4Full;
    for (size_t i = h >> (64 - kRegisterBits), probes = 0; probes < kRegisterSlots;
         i = (i + 1) % kRegisterSlots, ++probes) {
      RegisterSlot& s = registers_[i];
      if (s.len == 0 || (s.len == len && std::memcmp(s.name, name, len) == 0)) return &s;
    }
    return nullptr;
  }

 private:
  // A memo is for one target object: another one empties it.
  void forTarget(const Target& t) {
    if (&t == target_) return;
    for (Slot& s : slots_) s.len = 0;
    for (RegisterSlot& s : registers_) s.len = 0;
    target_ = &t;
  }
  static constexpr int kRegisterBits = 6;
  static constexpr size_t kRegisterSlots = size_t(1) << kRegisterBits;
  RegisterSlot registers_[kRegisterSlots];
  // Open addressing. A scalar program uses a few dozen names, compiler-like vector code ~300 per chunk
  // (every VALU mnemonic the fast path declines is remembered too): 256 slots filled up there, and every
  // miss then probed them all.
  static constexpr int kSlotBits = 10;
  static constexpr size_t kSlots = size_t(1) << kSlotBits;
  Slot slots_[kSlots];
  const Target* target_ = nullptr;
};

// Parses the instruction whose mnemonic starts at `start` in `line` (comments removed) when it has one of the
// shapes above; false when it has not (then `out` holds nothing of use and the caller parses the line in
// full). A label operand is looked up in `syms` (once, as the general parser does); an absolute one declines.
// When `sgprEnd` is given it receives, on success, what asmimpl::sgprEnd gives for the result (one past the
// highest SGPR the instruction uses), noted as the operands are read instead of by walking them again.
bool parseScalarFast(std::string_view line, size_t start, const Target& t, const SymbolValues* syms,
                     ParsedInstruction& out, uint16_t* sgprEnd = nullptr, ScalarMnemonicMemo* memo = nullptr);

}  // namespace gcnkit
