#include "text/disassembler.h"

#include "text/agpr_operand.h"

#include <algorithm>
#include <array>
#include <deque>
#include <optional>
#include <cstring>
#include <set>

#include <fmt/format.h>

#include "codec/codec.h"
#include "codec/smem_offset.h"
#include "codec/vmem_rules.h"
#include "codec/wmma_scale.h"
#include "isa/registers.h"
#include "text/append.h"
#include "text/parser.h"
#include "text/printer.h"
#include "text/scalar_templates.h"
#include "text/wmma_text.h"

namespace gcnkit {

namespace {

uint32_t readLe32(const uint8_t* p) {
  uint32_t w;
  std::memcpy(&w, p, 4);
  return w;  // hosts are little-endian (checked in CMake)
}

bool sameBytes(const Instruction& c, std::span<const uint8_t> bytes, size_t n, Gen g) {
  uint8_t buf[32];  // the longest encoding: 2 dwords, 3 NSA address dwords and a literal
  if (encode(c, g, buf) != n) return false;
  for (size_t i = 0; i < n; ++i)  // n <= 24: a plain loop beats a memcmp call here
    if (buf[i] != bytes[i]) return false;
  return true;
}

// SMEM: the offset operand rebuilt from its meaning, so that offset fields it does not use must be zero.
bool canonicalSmem(std::span<const uint8_t> bytes, size_t n, const Instruction& inst, const OpInfo& info, Gen g) {
  auto o = smemOffset(inst, g);
  if (!o) return false;
  Instruction rebuilt = inst;
  rebuilt[Field::IMM] = rebuilt[Field::SOE] = rebuilt[Field::OFFSET] = rebuilt[Field::SOFFSET] = 0;
  rebuilt.hasLiteral = false;
  if (setSmemOffset(rebuilt, g, *o, (info.flags & kBuffer) != 0) != SmemOffsetError::None) return false;
  return sameBytes(rebuilt, bytes, n, g);
}

// The same, fast: with no stray bits the decoded instruction encodes to its bytes (codec.h), so offset fields
// equal to those rebuilt from their meaning (smemOffsetCanonical) prove the word canonical without encoding it;
// with stray bits no rebuilt word has them. The text-proof tests hold this equal to canonicalSmem.
bool canonicalSmemFast(const Instruction& inst, const OpInfo& info, Gen g, uint64_t stray) {
  return stray == 0 && smemOffsetCanonical(inst, g, (info.flags & kBuffer) != 0);
}

// The bytes the assembler would produce for the decoded instruction: its offset operand rebuilt from
// meaning (so that unused offset fields are zero) and every gap between fields zero. The fast proof reads
// the gaps from decode's stray bits (see codec.h) instead of encoding the instruction again.
bool canonical(std::span<const uint8_t> bytes, size_t n, const Instruction& inst, const OpInfo& info, Gen g,
               uint64_t stray, TextProof proof) {
  for (int i = 0; i < info.numOperands; ++i)
    if (info.operands[i].kind == OperandKind::SmemOffset)
      return proof == TextProof::Fast ? canonicalSmemFast(inst, info, g, stray) : canonicalSmem(bytes, n, inst, info, g);
  if (proof == TextProof::Fast) return stray == 0;
  return sameBytes(inst, bytes, n, g);
}

// Vector instructions have many modifier bits and per-form rules: rather than trust the printer to know
// each one, their text is parsed back and must give the same bytes (the guarantee llvm-mc lacks).
bool reassembles(std::string_view text, std::span<const uint8_t> bytes, size_t n, const Target& t) {
  thread_local ParsedInstruction p;
  Diagnostic d;
  return parseInstruction(text, 0, t, nullptr, p, d) && !p.fixup && sameBytes(p.inst, bytes, n, t.gen());
}

// Which decoded instructions are proved by parsing their text back. The 32-bit VALU form, VOP3 and VOP3P (the
// bulk of vector code) are left to the printer's field checks, which the random round-trip and differential
// tests hold to exactness; SDWA, DPP, memory, export and interpolation are re-parsed, except with the fast
// proof: memory and export rows whose field checks are complete (codec/vmem_rules.h), VINTRP, and SDWA/DPP
// shapes seen before.
bool reparsedKind(const Instruction& inst, const OpInfo& info) {
  if (isScalar(info.enc)) return false;
  if (info.traits & (kTraitMai | kTraitWmma)) return true;  // MAI, WMMA: the text is proved by re-parsing
  const bool plainE32 = inst.form == Form::Base && (info.enc == Encoding::VOP1 || info.enc == Encoding::VOP2 ||
                                                    info.enc == Encoding::VOPC);
  const bool vop3 = inst.form == Form::E64 || (inst.form == Form::Base && info.enc == Encoding::VOP3);
  const bool vop3p = inst.form == Form::Base && info.enc == Encoding::VOP3P;
  return !plainE32 && !vop3 && !vop3p;
}

// Re-parse verdicts by shape: the words without the bits of shapeFreeBits. Words of one shape share a verdict
// (text_proof_test holds the cached verdicts to the re-parse's), and even a random program has only a few
// thousand shapes. One table per thread, emptied when the target changes.
class ShapeVerdicts {
 public:
  // The shape of a word of two dwords (`ext` 0), or of three (`ext` the third dword, with bit 32 set).
  struct Shape {
    uint64_t words, ext;
    bool operator==(const Shape&) const = default;
  };
  // The verdict for the shape, computing it with `reparse` when it is not (or no longer) in the table.
  template <class Reparse>
  bool verdict(Shape shape, const Target& t, Reparse&& reparse) {
    if (t.proc != proc_ || t.wave32 != wave32_ || t.xnack != xnack_ || t.sramecc != sramecc_ || t.features != features_)
      reset(t);
    const uint64_t h = (shape.words ^ (shape.ext * 0xc2b2ae3d27d4eb4full)) * 0x9e3779b97f4a7c15ull;
    Entry& e = table_[size_t(h >> (64 - kBits))];
    if (e.state != kEmpty && e.shape == shape) return e.state == kExact;
    const bool exact = reparse();
    e = {shape, exact ? kExact : kLossy};
    return exact;
  }

 private:
  static constexpr int kBits = 12;
  enum State : uint8_t { kEmpty, kExact, kLossy };
  struct Entry {
    Shape shape{};
    State state = kEmpty;
  };
  void reset(const Target& t) {
    table_.fill(Entry{});
    proc_ = t.proc, wave32_ = t.wave32, xnack_ = t.xnack, sramecc_ = t.sramecc, features_ = t.features;
  }
  std::array<Entry, size_t(1) << kBits> table_{};
  const Processor* proc_ = nullptr;
  bool wave32_ = false, xnack_ = false, sramecc_ = false;
  uint64_t features_ = 0;
};

// The bits of an extension layout's fields that print as a value of their own (a select name, a mask in hex, a
// DPP control), whatever the row: the printer refuses the values that have no text. Positions within the
// extension dword.
uint32_t freeControlBits(const Layout* l) {
  static constexpr Field kFree[] = {Field::DST_SEL,  Field::DST_UNUSED, Field::SRC0_SEL,   Field::SRC1_SEL,
                                    Field::DPP_CTRL, Field::ROW_MASK,   Field::BANK_MASK,  Field::BOUND_CTRL,
                                    Field::FI,       Field::DPP8_SEL};
  uint32_t m = 0;
  for (const FieldPos& p : l->fields) {
    if (p.width == 0) break;
    if (std::find(std::begin(kFree), std::end(kFree), p.field) != std::end(kFree))
      m |= uint32_t(((uint64_t(1) << p.width) - 1) << p.lsb);
  }
  return m;
}

// Words whose re-parse verdicts are kept by shape (shapeFreeBits): SDWA/DPP words of a VOP1/VOP2/VOPC word (two
// dwords) or of a VOP3/VOP3P word (three), and MIMG words of two dwords or three (GFX10/11's with one dword of NSA
// addresses, GFX12's VIMAGE/VSAMPLE: the third dword is part of the shape whole).
bool shapeCached(const Instruction& inst, const OpInfo& info, size_t n) {
  if (info.enc == Encoding::MIMG) return n == 8 || n == 12;
  if (!isExtendedForm(inst.form)) return false;
  return n == (isWideForm(inst.form) ? 12u : 8u);
}

// The printed text (from `mark` on) carries every bit of the decoded words.
bool textExact(const Instruction& inst, const OpInfo& info, std::span<const uint8_t> bytes, size_t n,
               const Target& t, const TextBuf& text, size_t mark, TextProof proof) {
  if (!reparsedKind(inst, info)) return true;
  auto reparse = [&] { return reassembles(text.view().substr(mark), bytes, n, t); };
  if (proof == TextProof::Reparse) return reparse();
  if (vmemChecksComplete(info) && !accData(inst, info, t)) return vmemFieldsExpressible(inst, info, t.gen(), t.features);
  // VINTRP: the printer writes every field (vdst, the source VGPR or p10/p20/p0, attrN.c) and refuses the
  // values with no name.
  if (info.enc == Encoding::VINTRP) return true;
  if (shapeCached(inst, info, n)) {
    thread_local ShapeVerdicts shapes;
    const ShapeFreeBits free = shapeFreeBits(inst, t.gen());
    uint64_t words;
    std::memcpy(&words, bytes.data(), 8);
    ShapeVerdicts::Shape shape{words & ~free.words, 0};
    if (n == 12) shape.ext = uint64_t(readLe32(bytes.data() + 8) & ~free.ext) | uint64_t(1) << 32;
    return shapes.verdict(shape, t, reparse);
  }
  return reparse();
}

// Label operand `i` of a scalar branch (the row's first): when its target lies in the code, as BranchLabels
// asks, returns i with the target's label name written to `name` and its length to `size`; else -1.
int labelAt(const Instruction& inst, const OpInfo& info, int i, BranchLabels& labels, char (&name)[24], size_t& size) {
  const int64_t target = int64_t(labels.offset) + 4 + 4 * int64_t(int16_t(inst[info.operands[i].field]));
  if (target < 0 || uint64_t(target) >= labels.codeSize) return -1;
  labels.target = target;
  static constexpr char digits[] = "0123456789ABCDEF";
  int n = 6;
  while (n < 16 && (uint64_t(target) >> (4 * n))) ++n;
  name[0] = 'L', name[1] = '_';
  for (int d = n - 1; d >= 0; --d) name[2 + (n - 1 - d)] = digits[(uint64_t(target) >> (4 * d)) & 15];
  size = size_t(n) + 2;
  return i;
}

// The same for the row's first label operand, found in the row.
int labelOperand(const Instruction& inst, const OpInfo& info, BranchLabels& labels, char (&name)[24], size_t& size) {
  if (!isScalar(info.enc)) return -1;
  for (int i = 0; i < info.numOperands; ++i)
    if (info.operands[i].kind == OperandKind::Label) return labelAt(inst, info, i, labels, name, size);
  return -1;
}

// The same as operand overrides for the general printer.
const OperandOverrides* branchLabel(const Instruction& inst, const OpInfo& info, BranchLabels& labels,
                                    OperandOverrides& ov, char (&name)[24]) {
  size_t size = 0;
  const int i = labelOperand(inst, info, labels, name, size);
  if (i < 0) return nullptr;
  ov = {};
  ov[size_t(i)] = std::string_view(name, size);
  return &ov;
}

}  // namespace

namespace {

// decodeAndPrint past the templates: the canonical check, the general printer and the text's proof. Out of line,
// so that the scalar words' path does not set up this one's frame (the overrides, the label name).
[[gnu::noinline]] size_t printGeneral(std::span<const uint8_t> bytes, size_t n, const Target& t, const Instruction& inst,
                                      TextBuf& text, BranchLabels* labels, TextProof proof, uint64_t stray) {
  const size_t mark = text.size();
  char name[24];
  const OpInfo& info = opInfo(inst.op);
  if (!canonical(bytes, n, inst, info, t.gen(), stray, proof)) return 0;
  std::optional<OperandOverrides> ov;  // engaged (96 bytes cleared) only for a labelled branch
  const OperandOverrides* overrides = labels ? branchLabel(inst, info, *labels, ov.emplace(), name) : nullptr;
  if (!printChecked(inst, info, t, text, overrides)) {
    if (labels) labels->target = -1;
    return 0;
  }
  if (!textExact(inst, info, bytes, n, t, text, mark, proof)) {
    text.resize(mark);
    if (labels) labels->target = -1;
    return 0;
  }
  return n;
}

}  // namespace

size_t decodeAndPrint(std::span<const uint8_t> bytes, const Target& t, Instruction& inst, TextBuf& text,
                      BranchLabels* labels, TextProof proof) {
  uint64_t stray = 0;
  int n = decode(bytes, t, inst, stray);
  if (n <= 0) return 0;
  if (labels) labels->target = -1;
  if (proof == TextProof::Fast) {
    // Scalar words: the templates print what printChecked would, and their text needs no further proof. The
    // canonical check as canonical() makes it, with the row's SMEM offset operand known from the template.
    if (const ScalarTemplate* tp = scalarTemplateOf(inst.op, t)) {
      const OpInfo& info = *tp->info;
      if (tp->smemOffset ? !canonicalSmemFast(inst, info, t.gen(), stray) : stray != 0) return 0;
      // A printScalar that declines appends nothing: the general printer starts where it would have.
      char name[24];
      size_t size = 0;
      const int label = labels && tp->labelOperand >= 0
                            ? labelAt(inst, info, tp->labelOperand, *labels, name, size) : -1;
      if (printScalar(*tp, inst, info, t, text, label, std::string_view(name, size))) return size_t(n);
      if (labels) labels->target = -1;
    }
  }
  const size_t mark = text.size();
  const size_t printed = printGeneral(bytes, size_t(n), t, inst, text, labels, proof, stray);
  // GFX12.5's scaled WMMA: where the WMMA word's modifiers have no text (llvm-mc 22 refuses that word, and reads the
  // ld_scale word alone), the ld_scale word alone, which the decoder reads when it cannot see the second word.
  if (!printed && size_t(n) == kWmmaScalePairBytes && wmmaScaleRows(inst.op) && !wmmaWordModifiersValid(inst, t)) {
    text.resize(mark);
    return decodeAndPrint(bytes.first(8), t, inst, text, labels, proof);
  }
  return printed;
}

ShapeFreeBits shapeFreeBits(const Instruction& inst, Gen g) {
  const OpInfo& info = opInfo(inst.op);
  if (info.enc == Encoding::MIMG) return {vgprBits(inst, g), 0};
  const Layout* ext = extensionLayout(info, inst.form, g);
  if (!ext) return {};
  // The extension dword follows a one-dword VOP1/VOP2/VOPC word (bits 63:32 of the two) or a two-dword
  // VOP3/VOP3P word (the third dword).
  if (isWideForm(inst.form)) return {vgprBits(inst, g), extensionVgprBits(inst, g) | freeControlBits(ext)};
  return {vgprBits(inst, g) | uint64_t(freeControlBits(ext)) << 32, 0};
}

size_t decodeOne(std::span<const uint8_t> bytes, const Target& t, Instruction& inst, TextProof proof) {
  thread_local TextBuf scratch;
  scratch.clear();
  return decodeAndPrint(bytes, t, inst, scratch, nullptr, proof);
}

void prepareDisassembler(const Target& t) {
  static constexpr uint8_t kWord[4] = {0, 0, 0, 0};  // any word: decoding it builds the tables
  Instruction inst;
  decodeOne(kWord, t, inst);
}

void disassemble(std::span<const uint8_t> bytes, const Target& t, const std::function<void(const DisasmLine&)>& emit,
                 int threads) {
  const SweepStep step = [&t](std::span<const uint8_t> at, Instruction& inst, TextBuf& text) {
    return decodeAndPrint(at, t, inst, text);
  };
  parallelSweep(bytes, step, threads, [&](const DecodedUnit& u, std::string_view text) {
    emit({u.offset, u.size, u.valid, u.valid ? text : std::string_view()});
  }, SweepKeeps::TextOnly);
}

}  // namespace gcnkit

namespace gcnkit {

void sweep(std::span<const uint8_t> bytes, const Target& t,
           const std::function<void(const DecodedUnit&, std::string_view)>& unit, int threads) {
  const SweepStep step = [&t](std::span<const uint8_t> at, Instruction& inst, TextBuf& text) {
    return decodeAndPrint(at, t, inst, text);
  };
  parallelSweep(bytes, step, threads, unit);
}

std::vector<DecodedUnit> decodeAll(std::span<const uint8_t> bytes, const Target& t) {
  std::vector<DecodedUnit> code;
  sweep(bytes, t, [&](const DecodedUnit& d, std::string_view) { code.push_back(d); });
  return code;
}

int branchOperand(const DecodedUnit& d) {
  if (!d.valid) return -1;
  const OpInfo& info = opInfo(d.inst.op);
  for (int i = 0; i < info.numOperands; ++i)
    if (info.operands[i].kind == OperandKind::Label) return i;
  return -1;
}

int64_t branchTarget(const DecodedUnit& d) {
  const int i = branchOperand(d);
  if (i < 0) return -1;
  return int64_t(d.offset) + 4 + 4 * int64_t(int16_t(d.inst[opInfo(d.inst.op).operands[i].field]));
}

int literalOperand(const DecodedUnit& d) {
  if (!d.valid || !d.inst.hasLiteral) return -1;
  const OpInfo& info = opInfo(d.inst.op);
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (s.kind == OperandKind::Lit32 ||
        (s.kind == OperandKind::SSrc && (d.inst[s.field] == opnd::kLiteral || d.inst[s.field] == opnd::kLiteral64)))
      return i;
  }
  return -1;
}

void appendUnitText(std::string& out, const DecodedUnit& d, std::span<const uint8_t> bytes, const Target& t,
                    const OperandOverrides* ov) {
  if (d.valid) {
    printInstruction(d.inst, t, out, ov);
  } else if (d.size == 4) {
    out += ".long 0x";
    appendHexPadded(out, loadWord(bytes, d.offset, 4), 8);
  } else {
    out += ".byte ";
    for (size_t i = 0; i < d.size; ++i) {
      if (i) out += ", ";
      appendByteHex(out, bytes[d.offset + i]);
    }
  }
}

uint32_t loadWord(std::span<const uint8_t> bytes, size_t at, size_t n) {
  if (n >= 4 && at + 4 <= bytes.size())  // the usual whole dword
    return uint32_t(bytes[at]) | uint32_t(bytes[at + 1]) << 8 | uint32_t(bytes[at + 2]) << 16 | uint32_t(bytes[at + 3]) << 24;
  uint32_t w = 0;
  for (size_t b = 0; b < 4 && b < n && at + b < bytes.size(); ++b) w |= uint32_t(bytes[at + b]) << (8 * b);
  return w;
}

namespace {

template <class Out>
void encodingComment(Out& out, size_t offset, size_t size, std::span<const uint8_t> bytes, uint64_t address) {
  // Written in place: "// " + the address (12 digits or more) + ':' + " XXXXXXXX" a dword.
  int addrDigits = 12;
  while (addrDigits < 16 && (address >> (4 * addrDigits))) ++addrDigits;
  const size_t words = (size + 3) / 4;
  const size_t at = out.size();
  out.resize(at + 4 + size_t(addrDigits) + 9 * words);
  char* p = out.data() + at;
  p[0] = '/', p[1] = '/', p[2] = ' ';
  p += 3;
  // The digits above the low 8: the last addrDigits - 8 of the high dword's 8.
  uint64_t digits = hexDigitsUpper(uint32_t(address >> 32));
  std::memcpy(p, reinterpret_cast<const char*>(&digits) + 16 - addrDigits, size_t(addrDigits - 8));
  p += addrDigits - 8;
  digits = hexDigitsUpper(uint32_t(address));
  std::memcpy(p, &digits, 8);
  p += 8;
  *p++ = ':';
  for (size_t i = 0; i < size; i += 4, p += 9) {
    const uint32_t w = size - i >= 4 && offset + i + 4 <= bytes.size() ? readLe32(bytes.data() + offset + i)
                                                                        : loadWord(bytes, offset + i, size - i);
    p[0] = ' ';
    digits = hexDigitsUpper(w);
    std::memcpy(p + 1, &digits, 8);
  }
}

}  // namespace

void appendEncodingComment(std::string& out, const DecodedUnit& d, std::span<const uint8_t> bytes, uint64_t address) {
  encodingComment(out, d.offset, d.size, bytes, address);
}

void appendEncodingComment(TextBuf& out, const DecodedUnit& d, std::span<const uint8_t> bytes, uint64_t address) {
  encodingComment(out, d.offset, d.size, bytes, address);
}

void appendEncodingComment(TextBuf& out, size_t offset, size_t size, std::span<const uint8_t> bytes,
                           uint64_t address) {
  encodingComment(out, offset, size, bytes, address);
}

}  // namespace gcnkit
