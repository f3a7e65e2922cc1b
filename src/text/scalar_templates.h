// The disassembler's fast path for scalar instructions (SOP1, SOP2, SOPK, SOPC, SOPP, SMRD/SMEM): the
// printer's work for a row worked out once per target and row. A row's template holds its mnemonic and, per
// operand, either a table of the text of every register/source code (with whether the operand's class
// admits it) or the general operand printer; the tables are filled by the general printer itself, so the
// two cannot disagree on a code's spelling. Printing is then copying the mnemonic and a table entry per
// operand. tests/text/scalar_templates_test.cpp holds it equal to printChecked on random words of several
// processors.
#pragma once
#include <array>
#include <cstdint>
#include <string_view>

#include "codec/instruction.h"
#include "isa/target.h"
#include "text/append.h"
#include "text/printer.h"

namespace gcnkit {

// The text of one register or source code, as the general printer writes it for one operand shape: 32 bytes,
// copied whole (a fixed-size copy) and then cut to `size`.
struct CodeText {
  char text[30];
  uint8_t size;
  uint8_t flags;  // ScalarCodeFlag bits
};
static_assert(sizeof(CodeText) == 32);
// What printChecked would say of the code: the operand's class admits it (checked even when the operand is
// omitted), it has a text here; a literal (code 255) is printed from the instruction's dword.
enum ScalarCodeFlag : uint8_t { kClassOk = 1, kPrintOk = 2, kLiteral = 4 };
using CodeTable = std::array<CodeText, 256>;

// The text of operands whose text depends on their value alone (s_waitcnt counters, hwreg(...), sendmsg(...),
// gpr_idx(...), depctr, version): remembered per value as the general printer first wrote it, in a
// direct-mapped table per operand kind and target. An entry whose text is longer than CodeText holds, or that
// the printer refuses, is left to the general printer each time.
struct ValueMemo {
  struct Entry {
    uint32_t key = 0;  // the value + 1 (0: empty)
    CodeText text{};
  };
  static constexpr int kBits = 8;
  std::array<Entry, size_t(1) << kBits> slots{};
  Entry& slot(uint32_t v) { return slots[size_t((v * 0x9e3779b1u) >> (32 - kBits))]; }
};

// One row's template on one target.
struct ScalarTemplate {
  struct Step {
    Field field;
    bool omitZero;           // an optional operand that is not printed when 0 (the SMEM offset always is)
    char sep[2];             // what precedes the operand: " " (the first; its second byte is overwritten) or ", "
    uint8_t sepSize;         // 1 or 2
    const CodeTable* table;  // SReg / SSrc: the text by code; nullptr: the general operand printer
    const OperandSpec* spec;
    ValueMemo* memo;         // an operand whose text is its value's alone: the texts seen (else nullptr)
    // The GFX8/GFX9 SMEM offset: SGPR / M0 texts for its register (written here for the common shapes; the
    // general printer for the rest). nullptr: not such an offset.
    const CodeTable* smemRegs;
  };
  const OpInfo* info = nullptr;  // the row
  char name[32];              // the mnemonic, padded (copied whole, like CodeText)
  uint8_t nameSize = 0;
  bool glc = false;           // the row takes glc (printed when set)
  bool smemRules = false;     // smemOffsetAllowed can refuse an offset of the row
  bool smemOffset = false;    // an SMEM offset operand (its decoded fields are proved canonical apart)
  bool smem = false;          // an SMEM row: the only scalar layouts with GLC, NV and DLC fields
  int8_t labelOperand = -1;   // the first branch label operand (-1: none)
  int count = 0;
  std::array<Step, kMaxOperands> steps{};
};

// The row's template on the target; nullptr when the row is not scalar (or the templates leave it to
// printChecked).
const ScalarTemplate* scalarTemplate(const Instruction& inst, const OpInfo& info, const Target& t);
// Whether templates built for `a` serve `b` (what the printer's texts depend on).
inline bool sameTemplateTarget(const Target& a, const Target& b) {
  return a.proc == b.proc && a.features == b.features && a.wave32 == b.wave32 && a.xnack == b.xnack &&
         a.sramecc == b.sramecc;
}

// The templates this thread built for one target, as the per-unit lookup reads them (scalar_templates.cpp).
struct TemplateIndex {
  Target target;
  const ScalarTemplate* const* byOp = nullptr;  // by Op: the template, nullptr (none) or `unbuilt`
  const ScalarTemplate* unbuilt = nullptr;
};
extern thread_local const TemplateIndex* currentTemplateIndex;
const ScalarTemplate* scalarTemplateSlow(Op op, const Target& t);

// The same by opcode alone (the template holds the row: no opInfo lookup first). Inline: the common case (this
// thread's templates are for the target, the row's is built) is a few loads and compares per unit.
inline const ScalarTemplate* scalarTemplateOf(Op op, const Target& t) {
  const TemplateIndex* x = currentTemplateIndex;
  if (x && sameTemplateTarget(x->target, t)) [[likely]] {
    const ScalarTemplate* tp = x->byOp[size_t(op)];
    if (tp != x->unbuilt) [[likely]] return tp;
  }
  return scalarTemplateSlow(op, t);
}
// printScalarFast with the template at hand.
bool printScalar(const ScalarTemplate& tp, const Instruction& inst, const OpInfo& info, const Target& t, TextBuf& out,
                 int overridden, std::string_view text);

// Appends exactly what printChecked(inst, info, t, out, ov) appends when that returns true, and returns true;
// or appends nothing and returns false: the row is not scalar, or a value the tables do not settle (a value
// with no text, an operand its class refuses, a literal the instruction lacks) is left to printChecked, which
// decides. `info` is opInfo(inst.op).
bool printScalarFast(const Instruction& inst, const OpInfo& info, const Target& t, TextBuf& out,
                     const OperandOverrides* overrides);
// The same with operand `overridden` (-1: none) written as `text`: the listing's branch label, without an
// OperandOverrides to fill and clear per unit.
bool printScalarFast(const Instruction& inst, const OpInfo& info, const Target& t, TextBuf& out, int overridden,
                     std::string_view text);

}  // namespace gcnkit
