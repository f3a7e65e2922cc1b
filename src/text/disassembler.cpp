#include "text/disassembler.h"

#include "text/agpr_operand.h"

#include <algorithm>
#include <array>
#include <deque>
#include <cstring>
#include <set>

#include <fmt/format.h>

#include "codec/codec.h"
#include "codec/smem_offset.h"
#include "codec/vmem_rules.h"
#include "isa/registers.h"
#include "text/append.h"
#include "text/parser.h"
#include "text/printer.h"

namespace gcnkit {

namespace {

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

// The bytes the assembler would produce for the decoded instruction: its offset operand rebuilt from
// meaning (so that unused offset fields are zero) and every gap between fields zero. The fast proof reads
// the gaps from decode's stray bits (see codec.h) instead of encoding the instruction again.
bool canonical(std::span<const uint8_t> bytes, size_t n, const Instruction& inst, const OpInfo& info, Gen g,
               uint64_t stray, TextProof proof) {
  for (int i = 0; i < info.numOperands; ++i)
    if (info.operands[i].kind == OperandKind::SmemOffset) return canonicalSmem(bytes, n, inst, info, g);
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
  if (info.traits & kTraitMai) return true;  // MAI (text/mai_printer.cpp): the text is proved by re-parsing
  const bool plainE32 = inst.form == Form::Base && (info.enc == Encoding::VOP1 || info.enc == Encoding::VOP2 ||
                                                    info.enc == Encoding::VOPC);
  const bool vop3 = inst.form == Form::E64 || (inst.form == Form::Base && info.enc == Encoding::VOP3);
  const bool vop3p = inst.form == Form::Base && info.enc == Encoding::VOP3P;
  return !plainE32 && !vop3 && !vop3p;
}

// Re-parse verdicts of SDWA and DPP words by shape: the two dwords without the bits of shapeFreeBits. Words
// of one shape share a verdict (text_proof_test holds the cached verdicts to the re-parse's), and even a
// random program has only a few thousand shapes. One table per thread, emptied when the target changes.
class ShapeVerdicts {
 public:
  // The verdict for the shape, computing it with `reparse` when it is not (or no longer) in the table.
  template <class Reparse>
  bool verdict(uint64_t shape, const Target& t, Reparse&& reparse) {
    if (t.proc != proc_ || t.wave32 != wave32_ || t.xnack != xnack_ || t.sramecc != sramecc_) reset(t);
    Entry& e = table_[size_t((shape * 0x9e3779b97f4a7c15ull) >> (64 - kBits))];
    if (e.state != kEmpty && e.shape == shape) return e.state == kExact;
    const bool exact = reparse();
    e = {shape, exact ? kExact : kLossy};
    return exact;
  }

 private:
  static constexpr int kBits = 12;
  enum State : uint8_t { kEmpty, kExact, kLossy };
  struct Entry {
    uint64_t shape = 0;
    State state = kEmpty;
  };
  void reset(const Target& t) {
    table_.fill(Entry{});
    proc_ = t.proc, wave32_ = t.wave32, xnack_ = t.xnack, sramecc_ = t.sramecc;
  }
  std::array<Entry, size_t(1) << kBits> table_{};
  const Processor* proc_ = nullptr;
  bool wave32_ = false, xnack_ = false, sramecc_ = false;
};

bool extendedValu(const Instruction& inst) {
  return inst.form == Form::Sdwa || inst.form == Form::Dpp || inst.form == Form::Dpp8;
}

// The bits of a layout's fields that print as a value of their own (a select name, a mask in hex, a DPP
// control), whatever the row: the printer refuses the values that have no text.
uint64_t freeControlBits(const Layout* l) {
  static constexpr Field kFree[] = {Field::DST_SEL,  Field::DST_UNUSED, Field::SRC0_SEL,   Field::SRC1_SEL,
                                    Field::DPP_CTRL, Field::ROW_MASK,   Field::BANK_MASK,  Field::BOUND_CTRL,
                                    Field::FI,       Field::DPP8_SEL};
  uint64_t m = 0;
  for (const FieldPos& p : l->fields) {
    if (p.width == 0) break;
    if (std::find(std::begin(kFree), std::end(kFree), p.field) != std::end(kFree))
      m |= ((uint64_t(1) << p.width) - 1) << p.lsb;
  }
  return m;
}

// The printed text (from `mark` on) carries every bit of the decoded words.
bool textExact(const Instruction& inst, std::span<const uint8_t> bytes, size_t n, const Target& t,
               const TextBuf& text, size_t mark, TextProof proof) {
  const OpInfo& info = opInfo(inst.op);
  if (!reparsedKind(inst, info)) return true;
  auto reparse = [&] { return reassembles(text.view().substr(mark), bytes, n, t); };
  if (proof == TextProof::Reparse) return reparse();
  if (vmemChecksComplete(info) && !accData(inst, info, t)) return vmemFieldsExpressible(inst, info, t.gen());
  // VINTRP: the printer writes every field (vdst, the source VGPR or p10/p20/p0, attrN.c) and refuses the
  // values with no name.
  if (info.enc == Encoding::VINTRP) return true;
  if (extendedValu(inst) && n == 8) {
    thread_local ShapeVerdicts shapes;
    uint64_t word;
    std::memcpy(&word, bytes.data(), 8);
    return shapes.verdict(word & ~shapeFreeBits(inst, t.gen()), t, reparse);
  }
  return reparse();
}

// decodeOne and printing in one pass.
size_t decodeAndPrint(std::span<const uint8_t> bytes, const Target& t, Instruction& inst, TextBuf& text,
                      TextProof proof = TextProof::Fast) {
  uint64_t stray = 0;
  int n = decode(bytes, t, inst, stray);
  if (n <= 0) return 0;
  const size_t mark = text.size();
  if (!canonical(bytes, size_t(n), inst, opInfo(inst.op), t.gen(), stray, proof) || !printChecked(inst, t, text))
    return 0;
  if (!textExact(inst, bytes, size_t(n), t, text, mark, proof)) {
    text.resize(mark);
    return 0;
  }
  return size_t(n);
}

}  // namespace

uint64_t shapeFreeBits(const Instruction& inst, Gen g) {
  const Layout* ext = extensionLayout(opInfo(inst.op), inst.form, g);
  return ext ? vgprBits(inst, g) | freeControlBits(ext) : 0;
}

size_t decodeOne(std::span<const uint8_t> bytes, const Target& t, Instruction& inst, TextProof proof) {
  thread_local TextBuf scratch;
  scratch.clear();
  return decodeAndPrint(bytes, t, inst, scratch, proof);
}

void disassemble(std::span<const uint8_t> bytes, const Target& t, const std::function<void(const DisasmLine&)>& emit,
                 int threads) {
  const SweepStep step = [&t](std::span<const uint8_t> at, Instruction& inst, TextBuf& text) {
    return decodeAndPrint(at, t, inst, text);
  };
  parallelSweep(bytes, step, threads, [&](const DecodedUnit& u, std::string_view text) {
    emit({u.offset, u.size, u.valid, u.valid ? text : std::string_view()});
  });
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
    if (s.kind == OperandKind::Lit32 || (s.kind == OperandKind::SSrc && d.inst[s.field] == opnd::kLiteral)) return i;
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
  static constexpr char digits[] = "0123456789ABCDEF";
  int addrDigits = 12;
  while (addrDigits < 16 && (address >> (4 * addrDigits))) ++addrDigits;
  const size_t words = (size + 3) / 4;
  const size_t at = out.size();
  out.resize(at + 4 + size_t(addrDigits) + 9 * words);
  char* p = out.data() + at;
  p[0] = '/', p[1] = '/', p[2] = ' ';
  p += 3;
  for (int i = addrDigits - 1; i >= 0; --i, address >>= 4) p[i] = digits[address & 15];
  p += addrDigits;
  *p++ = ':';
  for (size_t i = 0; i < size; i += 4) {
    uint32_t w = loadWord(bytes, offset + i, size - i);
    *p = ' ';
    for (int k = 8; k >= 1; --k, w >>= 4) p[k] = digits[w & 15];
    p += 9;
  }
}

}  // namespace

void appendEncodingComment(std::string& out, const DecodedUnit& d, std::span<const uint8_t> bytes, uint64_t address) {
  encodingComment(out, d.offset, d.size, bytes, address);
}

void appendEncodingComment(TextBuf& out, const DecodedUnit& d, std::span<const uint8_t> bytes, uint64_t address) {
  encodingComment(out, d.offset, d.size, bytes, address);
}

namespace {
template <class Out>
void appendLabelName(Out& out, size_t offset) {
  out += "L_";
  appendHexPadded<true>(out, offset, 6);
}
}  // namespace

namespace {

// The listing in one sweep, streamed. A line is final once nothing later can change it: a label before it
// (a branch to it) or, for a branch, whether its target is a unit start (then the label replaces the
// offset). Branches reach at most 2^17 bytes either way (a 16-bit dword offset), so a line is written once
// the sweep is that far past it; until then it waits here, formatted but for the label and, for a branch,
// its operand. Memory stays bounded (some 128 KiB of code) whatever the input size.
class StreamedListing {
 public:
  StreamedListing(std::span<const uint8_t> bytes, const Target& t, const std::function<void(std::string_view)>& sink)
      : bytes_(bytes), t_(t), sink_(sink), starts_(bytes.size() / 256 + 1), labels_(starts_.size()) {}

  // The sweep's step for the listing: a valid unit's whole line (tab, text padded to 40 columns, encoding
  // comment, newline) is formatted on the sweep's threads, not on the thread that writes the listing.
  static size_t formattedStep(std::span<const uint8_t> all, std::span<const uint8_t> at, const Target& t,
                              Instruction& inst, TextBuf& text) {
    const size_t mark = text.size();
    text += '\t';
    const size_t n = decodeAndPrint(at, t, inst, text);
    if (!n) {
      text.resize(mark);
      return 0;
    }
    const std::string_view printed = text.view().substr(mark + 1);
    if (std::all_of(printed.begin(), printed.end(), [](char ch) { return static_cast<unsigned char>(ch) < 0x80; })) {
      if (printed.size() < 40) text.append(40 - printed.size(), ' ');
    } else {  // fmt pads UTF-8 text by display columns
      const std::string copy(printed);
      text.resize(mark + 1);
      fmt::format_to(std::back_inserter(text), "{:<40}", copy);
    }
    const size_t offset = size_t(at.data() - all.data());
    encodingComment(text, offset, n, all, offset);
    text += '\n';
    return n;
  }

  // `printed` is the unit's line from formattedStep (empty when the unit is no instruction).
  void unit(const DecodedUnit& d, std::string_view printed) {
    while (!pending_.empty() && pending_.front().offset + kReach < d.offset) flushOne();
    set(starts_, d.offset);
    Pending p{d.offset, base_ + text_.size(), 0, false};  // its formatted line (a branch: its text)
    const int64_t target = branchTarget(d);
    if (target >= 0) {
      if (size_t(target) <= d.offset && isSet(starts_, size_t(target))) set(labels_, size_t(target));  // a back edge
      p.branch = true;  // its line when the target is no unit start; else formatted again when written
      branches_.push_back(d);
      text_ += printed;
    } else {
      if (d.valid) {
        text_ += printed;
      } else {
        scratch_.clear();
        appendUnitText(scratch_, d, bytes_, t_);
        line(text_, d, scratch_);
      }
    }
    p.end = base_ + text_.size();
    pending_.push_back(p);
  }

  void finish() {
    while (!pending_.empty()) flushOne();
    if (!out_.empty()) sink_(out_.view());
    out_.clear();
  }

 private:
  // A branch's target is at most this far (bytes) from it: 4 + 4 * 32768.
  static constexpr size_t kReach = 4 + 4 * 32768 + 4;
  struct Pending {
    size_t offset;
    size_t begin, end;  // its formatted line in text_ (positions counted from the first line ever)
    bool branch;        // formatted when written, from branches_[branchHead_]
  };

  // Bit sets by dword: units and branch targets start on dword boundaries (instructions are whole dwords;
  // only a trailing partial dword is not, and nothing branches there).
  static void set(std::vector<uint64_t>& bits, size_t offset) {
    if (offset % 4 == 0 && offset / 256 < bits.size()) bits[offset / 256] |= uint64_t(1) << (offset / 4 % 64);
  }
  static bool isSet(const std::vector<uint64_t>& bits, size_t offset) {
    return offset % 4 == 0 && offset / 256 < bits.size() && (bits[offset / 256] >> (offset / 4 % 64) & 1);
  }

  template <class Out>
  void line(Out& out, const DecodedUnit& d, std::string_view printed) {
    out += '\t';
    if (!appendPaddedAscii(out, printed, 40)) fmt::format_to(std::back_inserter(out), "{:<40}", printed);
    appendEncodingComment(out, d, bytes_, d.offset);
    if (!d.valid) out += " (invalid instruction encoding)";
    out += '\n';
  }

  void flushOne() {
    const Pending p = pending_.front();
    pending_.pop_front();
    if (p.branch) {
      const DecodedUnit& d = branches_[branchHead_];
      const size_t target = size_t(branchTarget(d));
      if (target > d.offset && isSet(starts_, target)) set(labels_, target);  // a forward edge: its start is known now
      label(p.offset);
      if (isSet(starts_, target)) {
        OperandOverrides ov{};
        name_.clear();
        appendLabelName(name_, target);
        ov[size_t(branchOperand(d))] = name_;
        scratch_.clear();
        appendUnitText(scratch_, d, bytes_, t_, &ov);
        line(out_, d, scratch_);
      } else {
        out_ += std::string_view(text_).substr(p.begin - base_, p.end - p.begin);
      }
      // A vector used as a queue (a deque allocated a block per unit: a unit is larger than its blocks).
      if (++branchHead_ == branches_.size()) {
        branches_.clear();
        branchHead_ = 0;
      } else if (branchHead_ >= 4096 && branchHead_ * 2 >= branches_.size()) {
        branches_.erase(branches_.begin(), branches_.begin() + std::ptrdiff_t(branchHead_));
        branchHead_ = 0;
      }
    } else {
      label(p.offset);
      out_ += std::string_view(text_).substr(p.begin - base_, p.end - p.begin);
    }
    // Drop the written text now and then (not every line: the rest would move each time).
    const size_t used = (pending_.empty() ? base_ + text_.size() : pending_.front().begin) - base_;
    if (used >= (size_t(1) << 20) && used * 2 >= text_.size()) {
      text_.erase(0, used);
      base_ += used;
    }
    if (out_.size() >= (size_t(1) << 20)) {
      sink_(out_.view());
      out_.clear();
    }
  }

  void label(size_t offset) {
    if (!isSet(labels_, offset)) return;
    appendLabelName(out_, offset);
    out_ += ":\n";
  }

  std::span<const uint8_t> bytes_;
  const Target& t_;
  const std::function<void(std::string_view)>& sink_;
  std::vector<uint64_t> starts_, labels_;
  std::deque<Pending> pending_;
  std::vector<DecodedUnit> branches_;  // the pending branches, in order, from branchHead_ on
  size_t branchHead_ = 0;
  std::string text_;                  // the pending lines' text, from position base_ on
  size_t base_ = 0;
  std::string scratch_, name_;
  TextBuf out_;
};

}  // namespace

void disassembleListing(std::span<const uint8_t> bytes, const Target& t,
                        const std::function<void(std::string_view)>& sink, int threads) {
  StreamedListing listing(bytes, t, sink);
  const SweepStep step = [&](std::span<const uint8_t> at, Instruction& inst, TextBuf& text) {
    return StreamedListing::formattedStep(bytes, at, t, inst, text);
  };
  parallelSweep(bytes, step, threads, [&](const DecodedUnit& d, std::string_view line) { listing.unit(d, line); });
  listing.finish();
}

std::string disassembleListing(std::span<const uint8_t> bytes, const Target& t) {
  std::string out;
  disassembleListing(bytes, t, [&](std::string_view chunk) { out += chunk; });
  return out;
}

}  // namespace gcnkit
