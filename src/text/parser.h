// Assembly text -> Instruction, for one instruction statement, with LLVM's diagnostics.
#pragma once
#include <array>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

#include "codec/instruction.h"
#include "isa/ops.h"
#include "isa/target.h"
#include "text/expr.h"
#include "text/printer.h"

namespace gcnkit {

// A reference to a symbol that the assembler resolves once labels are placed.
struct Fixup {
  enum class Kind : uint8_t {
    SoppBranch,  // simm16 = (target - (pc + 4)) / 4   (LLVM: fixup_si_sopp_br)
    Lit32PcRel,  // literal dword, PC-relative          (LLVM: FK_PCRel_4)
    Lit32Data,   // literal dword, absolute             (LLVM: FK_Data_4)
    Lit64PcRel,  // GFX12.5's 64-bit literal, PC-relative (LLVM: FK_PCRel_8)
    Lit64Data,   // GFX12.5's 64-bit literal, absolute   (LLVM: FK_Data_8)
  };
  // The bytes a fixup of this kind patches.
  static constexpr int size(Kind k) {
    return k == Kind::SoppBranch ? 2 : (k == Kind::Lit64PcRel || k == Kind::Lit64Data) ? 8 : 4;
  }
  Kind kind = Kind::SoppBranch;
  uint8_t offset = 0;        // byte offset of the patched bytes inside the instruction
  int8_t operand = -1;       // operand index, for printing the expression
  std::string_view symbol;
  int64_t addend = 0;
  ExprValue expr;            // as written, for printing
};

struct Diagnostic {
  int col = 0;
  std::string message;
  std::string note;  // an extra line naming the ISA rule, printed as "note:"
};

struct ParsedInstruction {
  Instruction inst;
  std::optional<Fixup> fixup;
  std::string overrideText[kMaxOperands];  // operand text replacing its value when printing (symbolic)
  std::optional<Diagnostic> warning;
  // Cache-policy words the text gave that the row has no bit for on this processor (a mask over
  // kCacheBitFields, codec/vmem_rules.h): llvm-mc takes them, encodes nothing and still prints them in its
  // listing, so the listing echoes them while the bytes lack them (and a warning says so).
  uint8_t unencodedCachePolicy = 0;
  // One past the highest SGPR (sN) and VGPR the instruction names, for .amdgcn.next_free_sgpr/vgpr.
  uint16_t sgprEnd = 0, vgprEnd = 0;
};

// The general parser's mnemonic lookups (findMnemonic over a table of every row's spellings, too large to stay in
// cache) remembered by the lowered name: a caller that parses many lines keeps one. Not thread-safe.
class MnemonicMemo {
 public:
  struct Slot {
    uint8_t len = 0;  // 0: empty
    bool found = false;
    SuffixedOp m{};
    char name[38];
  };
  // The slot of `name` (found or where it goes); nullptr for a name too long to keep.
  Slot* slot(std::string_view name, uint64_t hash) {
    if (name.empty() || name.size() > sizeof(Slot::name)) return nullptr;
    Slot& s = slots_[(hash * 0x9E3779B97F4A7C15ull) >> (64 - kBits)];
    if (s.len != name.size() || std::memcmp(s.name, name.data(), name.size()) != 0) {
      s.len = 0;  // (a different name: the caller fills it)
    }
    return &s;
  }

 private:
  static constexpr int kBits = 9;  // (a program names a few hundred mnemonics)
  std::array<Slot, size_t(1) << kBits> slots_{};
};

// Parses the instruction whose mnemonic starts at `start` in `line` (comments already removed).
// Returns false and fills `diag` on error.
bool parseInstruction(std::string_view line, size_t start, const Target& t, const SymbolValues* syms,
                      ParsedInstruction& out, Diagnostic& diag);
// The same without the fast path for common scalar statements (text/scalar_fast_path.h): the definition of
// the result, which tests hold the fast path to.
bool parseInstructionGeneral(std::string_view line, size_t start, const Target& t, const SymbolValues* syms,
                             ParsedInstruction& out, Diagnostic& diag, MnemonicMemo* memo = nullptr);

}  // namespace gcnkit
