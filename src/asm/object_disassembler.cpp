#include "asm/object_disassembler.h"

#include <algorithm>
#include <bit>
#include <deque>
#include <map>
#include <set>
#include <tuple>

#include <fmt/format.h>

#include "asm/section_directive.h"
#include "object/metadata_v2.h"
#include "text/append.h"
#include "text/chunk_pipeline.h"
#include "text/disassembler.h"
#include "text/scan.h"
#include "text/vgpr_msb.h"

namespace gcnkit {

namespace {

bool isCodeSection(const ElfSection& s) { return s.type == SHT_PROGBITS && (s.flags & SHF_EXECINSTR); }

// Symbols hold section offsets in relocatable files and addresses in linked ones.
uint64_t symbolOffset(const ElfFile& f, const ElfSymbol& s) {
  return f.type == ET_REL ? s.value : s.value - f.sections[s.shndx].addr;
}

bool namesPlace(const ElfSymbol& s) { return s.type != STT_SECTION && s.type != STT_FILE && !s.name.empty(); }

// A name the assembler reads as a symbol: an identifier. Others (spaces, colons, quotes: legal in ELF) are
// not written, and say so, rather than written as text that does not assemble.
bool writableName(std::string_view name) {
  if (name.empty() || !Scan::identStart(name[0])) return false;
  for (char c : name)
    if (!Scan::identChar(c)) return false;
  return true;
}

// The one symbol llvm-objdump 14 shows per address: of those sorted by (address, name, type) the last,
// the section's own name standing in at its start.
std::map<uint64_t, std::string> listingSymbols(const ElfFile& f, int sec) {
  std::vector<std::tuple<uint64_t, std::string_view, uint8_t>> all{{0, f.sections[size_t(sec)].name, STT_SECTION}};
  for (const ElfSymbol& s : f.symbols)
    if (s.shndx == sec && namesPlace(s)) all.emplace_back(symbolOffset(f, s), s.name, s.type);
  std::sort(all.begin(), all.end());
  std::map<uint64_t, std::string> chosen;
  for (auto& [offset, name, type] : all) chosen[offset] = std::string(name);
  return chosen;
}

// llvm-objdump writes a branch operand as a symbol's name when the target is the address of an untyped
// symbol of the section (the first by name); typed ones (functions, objects) stay numbers.
std::map<uint64_t, std::string> untypedSymbols(const ElfFile& f, int sec) {
  std::map<uint64_t, std::string> first;
  for (const ElfSymbol& s : f.symbols)
    if (s.shndx == sec && s.type == STT_NOTYPE && namesPlace(s)) {
      auto [it, inserted] = first.emplace(symbolOffset(f, s), s.name);
      if (!inserted && s.name < it->second) it->second = s.name;
    }
  return first;
}

// " <sym>" or " <sym+0x1c>" for a branch target: as llvm-objdump 22, the last symbol at or before the target address
// (64-bit: a target before the section wraps around, and is then after every symbol).
void appendTargetAnnotation(TextBuf& out, const std::map<uint64_t, std::string>& syms, int64_t target) {
  auto it = syms.upper_bound(uint64_t(target));
  if (it == syms.begin()) return;
  --it;
  const uint64_t delta = uint64_t(target) - it->first;
  out += " <";
  out += it->second;
  if (delta) {
    out += "+";
    appendHex(out, delta);
  }
  out += '>';
}

// llvm-objdump leaves out a run of zero bytes that starts where an instruction would (at least 8 of them, in whole
// dwords, so that no instruction starting with a zero byte is cut), and prints "\t\t..." in its place.
size_t skippableZeroBytes(std::span<const uint8_t> bytes) {
  size_t n = 0;
  while (n < bytes.size() && bytes[n] == 0) ++n;
  return n < 8 ? 0 : n & ~size_t(3);
}

// Decodes [begin, end) of a section; unit offsets are section offsets.
std::vector<DecodedUnit> decodeRegion(std::span<const uint8_t> bytes, size_t begin, size_t end, const Target& t) {
  std::vector<DecodedUnit> units = decodeAll(bytes.subspan(begin, end - begin), t);
  for (DecodedUnit& u : units) u.offset += begin;
  return units;
}


// One code section's listing: its symbols' ranges, each a symbol line and the units llvm-objdump prints after it
// (it starts decoding afresh at every symbol).
class SectionListing {
 public:
  struct Range {
    size_t begin, end;
    const std::string* name;
  };

  SectionListing(const ElfFile& f, int sec, const Target& t)
      : sec_(f.sections[size_t(sec)]), bytes_(f.sectionData(sec)), syms_(listingSymbols(f, sec)),
        untyped_(untypedSymbols(f, sec)), t_(t) {
    for (auto it = syms_.begin(); it != syms_.end() && it->first < bytes_.size(); ++it) {
      const size_t end = std::next(it) == syms_.end() ? bytes_.size() : std::min<size_t>(std::next(it)->first, bytes_.size());
      ranges_.push_back({it->first, end, &it->second});
    }
  }

  const std::vector<Range>& ranges() const { return ranges_; }

  // Appends range r's lines to `out`, calling flush(out) after each line (it may hand them on). Its units are
  // swept on `threads` workers as sweep() takes them.
  template <class Flush>
  void append(TextBuf& out, const Range& r, int threads, Flush&& flush) const {
    const size_t begin = r.begin, end = r.end;
    out += '\n';
    appendHexPadded(out, sec_.addr + begin, 16);
    out += " <";
    out += *r.name;
    out += ">:\n";
    size_t skipTo = 0;  // the end of a run of zero bytes left out (symbol offsets)
    std::string text;
    uint8_t msb = 0;  // GFX12.5's VGPR MSB mode (text/vgpr_msb.h): 0 at every symbol, as llvm-objdump 22 starts it
    TextBuf annotated;
    sweep(bytes_.subspan(begin, end - begin), t_, [&](const DecodedUnit& local, std::string_view printed) {
      // Zero bytes decode as 4-byte units, so the units after a skipped run start where llvm-objdump resumes.
      if (local.offset < skipTo) return;
      if (const size_t zeros = skippableZeroBytes(bytes_.subspan(begin + local.offset, end - begin - local.offset))) {
        out += "\t\t...\n";
        skipTo = local.offset + zeros;
        return;
      }
      // Section offsets from here on; the unit is copied only when its offset matters (branches and
      // units that are no instruction).
      const uint8_t mode = msb;
      msb = vgprMsbModeAfter(msb, local.valid ? &local.inst : nullptr);
      if (mode && local.valid) {
        annotated.clear();
        appendWithVgprMsbs(annotated, printed, local.inst, t_, mode);
        printed = annotated.view();
      }
      if (local.valid && branchOperand(local) < 0) {
        out += '\t';
        if (!appendPaddedAscii(out, printed, 59)) fmt::format_to(std::back_inserter(out), "{:<59}", printed);
        appendEncodingComment(out, local, bytes_.subspan(begin), sec_.addr + begin + local.offset);
        out += '\n';
        flush(out);
        return;
      }
      DecodedUnit u = local;
      u.offset += begin;
      const int64_t to = branchTarget(u);
      auto named = to >= 0 ? untyped_.find(uint64_t(to)) : untyped_.end();
      if (named != untyped_.end() || !u.valid) {  // printed again only when it differs from the sweep's text
        text.clear();
        OperandOverrides ov{};
        if (named != untyped_.end()) ov[size_t(branchOperand(u))] = named->second;
        appendUnitText(text, u, bytes_, t_, &ov);
        printed = text;
      }
      out += '\t';
      if (!appendPaddedAscii(out, printed, 59)) fmt::format_to(std::back_inserter(out), "{:<59}", printed);
      appendEncodingComment(out, u, bytes_, sec_.addr + u.offset);
      if (named == untyped_.end() && branchOperand(u) >= 0) appendTargetAnnotation(out, syms_, to);
      out += '\n';
      flush(out);
    }, threads);
  }

 private:
  const ElfSection& sec_;
  std::span<const uint8_t> bytes_;
  std::map<uint64_t, std::string> syms_, untyped_;
  const Target& t_;
  std::vector<Range> ranges_;
};

// A section's ranges in jobs for worker threads: runs of small ranges of about kJobBytes of code together (the
// ranges between the labels of hand-written code are a few instructions each), or one large range on its own,
// which the consumer lists itself with sweep()'s own workers.
struct ListingJob {
  size_t first, last;  // ranges [first, last)
  bool large;
};
constexpr size_t kJobBytes = 32 * 1024;
constexpr size_t kLargeRange = 64 * 1024;
constexpr size_t kMinParallelSection = 256 * 1024;

std::vector<ListingJob> listingJobs(const std::vector<SectionListing::Range>& ranges) {
  std::vector<ListingJob> jobs;
  size_t bytes = 0;
  for (size_t i = 0; i < ranges.size(); ++i) {
    const size_t size = ranges[i].end - ranges[i].begin;
    if (size >= kLargeRange) {
      jobs.push_back({i, i + 1, true});
      bytes = kJobBytes;  // the next range starts a job of its own
      continue;
    }
    if (jobs.empty() || jobs.back().large || bytes >= kJobBytes) {
      jobs.push_back({i, i, false});
      bytes = 0;
    }
    jobs.back().last = i + 1;
    bytes += size;
  }
  return jobs;
}

}  // namespace

void objdumpListing(const CodeObject& co, std::string_view fileName, const std::function<void(std::string_view)>& sink,
                    int threads) {
  const ElfFile& f = co.elf;
  const Target t = co.target();
  TextBuf out;  // inline appends: a listing line is a dozen pieces
  out.room((1 << 16) + 1024);
  out += '\n';
  out += fileName;
  out += ":\tfile format elf64-amdgpu\n";
  auto flush = [&](TextBuf& buf) {
    if (buf.size() < (1 << 16)) return;
    sink(buf.view());
    buf.clear();
  };
  for (size_t i = 1; i < f.sections.size(); ++i) {
    if (!isCodeSection(f.sections[i]) || f.sections[i].size == 0) continue;
    out += "\nDisassembly of section ";
    out += f.sections[i].name;
    out += ":\n";
    const SectionListing listing(f, int(i), t);
    const auto& ranges = listing.ranges();
    const std::vector<ListingJob> jobs = listingJobs(ranges);
    const int workers = jobs.size() > 1 ? workerThreadsFor(f.sections[i].size, kMinParallelSection, threads) : 0;
    if (workers == 0) {
      for (const auto& r : ranges) listing.append(out, r, threads, flush);
      continue;
    }
    // Workers list the small ranges' jobs ahead into slots (a job's text, at most some 2 MB); the consumer hands
    // them on in order, and lists a large range itself.
    const size_t slots = size_t(workers) + 2;
    std::vector<TextBuf> texts(slots);
    ChunkPipeline pipeline(jobs.size(), workers, slots, [&](size_t k) {
      if (jobs[k].large) return;
      TextBuf& buf = texts[k % slots];
      buf.clear();
      for (size_t r = jobs[k].first; r < jobs[k].last; ++r) listing.append(buf, ranges[r], 1, [](TextBuf&) {});
    });
    for (size_t k = 0; k < jobs.size(); ++k) {
      pipeline.await(k);
      if (jobs[k].large) {
        listing.append(out, ranges[jobs[k].first], threads, flush);
      } else {
        if (out.size()) sink(out.view());
        out.clear();
        sink(texts[k % slots].view());
      }
      pipeline.consumedBefore(k + 1);
    }
  }
  if (out.size()) sink(out.view());
}

std::string objdumpListing(const CodeObject& co, std::string_view fileName) {
  std::string all;
  objdumpListing(co, fileName, [&](std::string_view chunk) { all += chunk; });
  return all;
}

namespace {

// The expression suffix that makes the assembler write a relocation type from an instruction literal of `bytes`
// bytes (GFX12.5's 64-bit literals: sym@rel64 is R_AMDGPU_REL64, sym@abs64 R_AMDGPU_ABS64, sym@gotpcrel
// R_AMDGPU_GOTPCREL).
std::optional<std::string_view> literalSuffix(uint32_t type, size_t bytes) {
  if (bytes == 8) {
    if (type == reloc::kRel64) return "@rel64";  // (a plain symbol in the same section would be resolved)
    if (type == reloc::kAbs64) return "@abs64";
    if (type == reloc::kGotPcRel) return "@gotpcrel";  // (clang-22's calls through the GOT)
    return std::nullopt;
  }
  switch (type) {
    case reloc::kRel32: return "";  // a plain symbol in a literal is PC-relative
    case reloc::kRel32Lo: return "@rel32@lo";
    case reloc::kRel32Hi: return "@rel32@hi";
    case reloc::kGotPcRel: return "@gotpcrel";
    case reloc::kGotPcRel32Lo: return "@gotpcrel32@lo";
    case reloc::kGotPcRel32Hi: return "@gotpcrel32@hi";
    case reloc::kAbs32Lo: return "@abs32@lo";
    case reloc::kAbs32Hi: return "@abs32@hi";
    default: return std::nullopt;
  }
}

std::string addendText(int64_t a) { return a == 0 ? std::string() : a > 0 ? fmt::format("+{}", a) : fmt::format("{}", a); }

class SourceWriter {
 public:
  explicit SourceWriter(const CodeObject& co) : co_(co), f_(co.elf), t_(co.target()) {}

  ObjectSource run() {
    collect();
    // Twice: writing a section may place a label in one already written (a .quad to code, say).
    for (int pass = 0; pass < 2; ++pass) {
      res_ = {};
      header();
      // Bindings first: .amdhsa_kernel gives NAME.kd the binding and visibility NAME has at that point.
      symbolAttributes();
      for (size_t i = 1; i < f_.sections.size(); ++i)
        if (emitted(int(i))) section(int(i));
      metadata();
    }
    return std::move(res_);
  }

 private:
  const CodeObject& co_;
  const ElfFile& f_;
  Target t_;
  ObjectSource res_;
  std::string& out_ = res_.text;
  std::map<int, std::map<uint64_t, std::vector<std::string>>> labels_;  // section -> offset -> names
  std::map<int, std::map<uint64_t, const ElfRelocation*>> relocs_;      // patched section -> offset -> entry
  std::map<std::pair<int, uint64_t>, const CodeObjectKernel*> descriptors_;
  std::map<std::pair<int, uint64_t>, const CodeObjectKernel*> kernelCodes_;  // V2 headers in code
  std::set<int> descriptorSymbols_;
  std::map<std::pair<int, uint64_t>, std::string> byteDescriptors_;  // descriptors written as bytes, and why
  std::deque<ElfRelocation> synthetic_;  // relocations a linked object no longer has (stable addresses)
  // Kernel symbol -> its NAME.kd's visibility. .amdhsa_kernel gives NAME.kd the visibility NAME has then and
  // makes NAME protected after, so NAME is written with NAME.kd's visibility (DEFAULT in llvm-mc's objects).
  std::map<int, uint8_t> kdVisibility_;

  // Allocated contents: everything a program writes (notes, dynamic tables and hash sections are the
  // assembler's and linker's business).
  bool emitted(int i) const {
    const ElfSection& s = f_.sections[size_t(i)];
    return (s.type == SHT_PROGBITS || s.type == SHT_NOBITS) && (s.flags & SHF_ALLOC);
  }

  void inexact(std::string why) {
    fmt::format_to(std::back_inserter(out_), "// gcnkit: not reproduced: {}\n", why);
    res_.inexact.push_back(std::move(why));
  }

  // A temporary label at a section offset: what section-relative relocations and branches refer to.
  std::string placeLabel(int sec, uint64_t offset) {
    std::string name = fmt::format(".Lsec{}_{:x}", sec, offset);
    auto& names = labels_[sec][offset];
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
    return name;
  }

  void collect() {
    for (const CodeObjectKernel& k : co_.kernels) {
      if (!k.descriptor || k.descriptorSymbol < 0) continue;
      const ElfSymbol& kd = f_.symbols[size_t(k.descriptorSymbol)];
      if (kd.shndx >= f_.sections.size() || !emitted(kd.shndx)) continue;
      const uint64_t at = symbolOffset(f_, kd);
      // Written as bytes otherwise (a descriptor no directive list gives, or one off the 64-byte grid),
      // with the reason, and with its entry offset as a relocation that the linker computes again.
      const KdText text = printAmdhsaKernel(k.name, *k.descriptor, t_);
      if (at % 64 || !text.exact) {
        byteDescriptors_[{kd.shndx, at}] = at % 64 ? "it is not 64-byte aligned" : text.why;
        if (f_.type != ET_REL) entryRelocation(k, kd.shndx, at);
        continue;
      }
      descriptors_[{kd.shndx, at}] = &k;
      descriptorSymbols_.insert(k.descriptorSymbol);
      if (k.entrySymbol >= 0) kdVisibility_[k.entrySymbol] = kd.visibility;
    }
    for (const CodeObjectKernel& k : co_.kernels) {
      if (!k.amdKernelCode || !amdKernelCodePrintIsExact(*k.amdKernelCode)) continue;  // else: bytes
      const ElfSymbol& sym = f_.symbols[size_t(k.entrySymbol)];
      if (sym.shndx < f_.sections.size() && emitted(sym.shndx)) kernelCodes_[{sym.shndx, symbolOffset(f_, sym)}] = &k;
    }
    for (size_t i = 1; i < f_.symbols.size(); ++i) {
      const ElfSymbol& s = f_.symbols[i];
      if (namesPlace(s) && s.shndx < f_.sections.size() && s.shndx != SHN_UNDEF && emitted(s.shndx) &&
          !descriptorSymbols_.count(int(i)) && writableName(s.name))
        labels_[s.shndx][symbolOffset(f_, s)].push_back(s.name);
    }
    for (const ElfSection& rs : f_.sections)
      if ((rs.type == SHT_RELA || rs.type == SHT_REL) && rs.info != 0 && rs.info < f_.sections.size())
        for (const ElfRelocation& r : rs.relocations) relocs_[int(rs.info)][r.offset] = &r;
  }

  // A linked descriptor written as bytes: KERNEL_CODE_ENTRY_BYTE_OFFSET (bytes 16-23) becomes the
  // R_AMDGPU_REL64 record llvm-mc writes for .amdhsa_kernel (kernel + 16, relative to the field), so that a
  // linker placing the code elsewhere computes it again instead of copying a stale offset.
  void entryRelocation(const CodeObjectKernel& k, int sec, uint64_t at) {
    if (k.entrySymbol < 0) {
      inexact(fmt::format("kernel descriptor of {}: no kernel symbol, its entry offset is copied", k.name));
      return;
    }
    ElfRelocation r;
    r.offset = at + 16;
    r.type = reloc::kRel64;
    r.symbol = uint32_t(k.entrySymbol);
    r.addend = 16;
    relocs_[sec][r.offset] = &synthetic_.emplace_back(r);
  }

  void header() {
    std::string mattr;
    auto feature = [&](std::string_view name, FeatureSetting s) {
      if (s == FeatureSetting::On || s == FeatureSetting::Off)
        mattr += fmt::format("{}{}{}", mattr.empty() ? "" : ",", s == FeatureSetting::On ? '+' : '-', name);
    };
    feature("xnack", co_.xnack);
    feature("sramecc", co_.sramecc);
    fmt::format_to(std::back_inserter(out_), "// Assemble with: gcnkit as --mcpu={}{}{} FILE.s -o FILE.o\n",
                   co_.processor->name, mattr.empty() ? "" : " --mattr=" + mattr,
                   co_.codeObjectVersion == 2 ? " --amdhsa-code-object-version=2" : "");
    if (f_.type != ET_REL)
      out_ += "// Linked object: the resolved addresses below are written as relocations where the linker put them.\n";
    if (co_.codeObjectVersion >= 3) {
      fmt::format_to(std::back_inserter(out_), ".amdgcn_target \"{}\"\n", co_.targetId());
      fmt::format_to(std::back_inserter(out_), ".amdhsa_code_object_version {}\n", co_.codeObjectVersion);
    } else if (co_.codeObjectVersion == 2) {
      v2Notes();
    }
  }

  // Code object V2: the notes back as the directives that write them, in their order.
  void v2Notes() {
    for (const NoteRecord& n : co_.notes) {
      if (n.name == "AMD" && n.type == kNtAmdHsaCodeObjectVersion) {
        if (auto v = parseCodeObjectVersionNote(n)) {
          fmt::format_to(std::back_inserter(out_), ".hsa_code_object_version {},{}\n", v->major, v->minor);
          continue;
        }
      } else if (n.name == "AMD" && n.type == kNtAmdHsaIsaVersion) {
        if (auto v = parseIsaVersionNote(n)) {
          fmt::format_to(std::back_inserter(out_), ".hsa_code_object_isa {},{},{},\"{}\",\"{}\"\n", v->major, v->minor,
                         v->stepping, v->vendor, v->arch);
          continue;
        }
      } else if (n.name == "AMD" && n.type == kNtAmdHsaIsaName) {
        fmt::format_to(std::back_inserter(out_), ".amd_amdgpu_isa \"{}\"\n", noteText(n));
        continue;
      } else if (n.name == "AMD" && n.type == kNtAmdHsaMetadata) {
        std::string yaml = noteText(n);
        if (!yaml.empty() && yaml.back() != '\n') yaml += '\n';
        // The assembler reads the block against the V2 schema: a note that breaks it cannot be written.
        if (auto canonical = canonicalV2Metadata(yaml); !canonical) {
          inexact("V2 metadata note: " + canonical.error());
          continue;
        }
        out_ += ".amd_amdgpu_hsa_metadata\n" + yaml + ".end_amd_amdgpu_hsa_metadata\n";
        continue;
      }
      inexact(fmt::format("note {} of type {} (no directive writes it)", n.name, n.type));
    }
  }

  // Whether target() can name what the relocation refers to: not symbol 0 (no syntax writes a relocation
  // without a symbol) and not a symbol whose name is not an identifier.
  bool targetWritable(const ElfRelocation& r) const {
    if (r.symbol == 0 || r.symbol >= f_.symbols.size()) return false;
    const ElfSymbol& s = f_.symbols[r.symbol];
    return (s.type == STT_SECTION && s.shndx < f_.sections.size() && emitted(s.shndx)) || writableName(s.name);
  }

  // Text of a relocation's target: a symbol, or a label in place of a section symbol plus addend.
  std::string target(const ElfRelocation& r, std::string_view suffix, bool withAddend = true) {
    if (r.symbol == 0 || r.symbol >= f_.symbols.size()) return fmt::format("0{}", addendText(r.addend));
    const ElfSymbol& s = f_.symbols[r.symbol];
    if (s.type == STT_SECTION && s.shndx < f_.sections.size() && emitted(s.shndx)) {
      const uint64_t size = f_.sections[s.shndx].size;
      if (r.addend >= 0 && uint64_t(r.addend) <= size) return placeLabel(s.shndx, uint64_t(r.addend)) + std::string(suffix);
      return placeLabel(s.shndx, 0) + std::string(suffix) + addendText(r.addend);
    }
    return s.name + std::string(suffix) + (withAddend ? addendText(r.addend) : std::string());
  }

  void labelsAt(int sec, uint64_t offset) {
    auto it = labels_[sec].find(offset);
    if (it == labels_[sec].end()) return;
    for (const std::string& name : it->second) fmt::format_to(std::back_inserter(out_), "{}:\n", name);
  }

  // The offsets where section content must break: labels, and for data relocations and descriptors.
  std::set<uint64_t> breaks(int sec, uint64_t size, bool isData = true) {
    std::set<uint64_t> b{0, size};
    for (auto& [offset, names] : labels_[sec]) b.insert(std::min(offset, size));
    if (!isData) return b;
    for (auto& [offset, r] : relocs_[sec]) b.insert(std::min(offset, size));
    for (auto& [key, k] : descriptors_)
      if (key.first == sec) b.insert(std::min(key.second, size));
    return b;
  }

  // A linker's output section made of mergeable and plain input (ld.lld's .rodata: "AMS", entry size 0)
  // is no longer mergeable; no .section can say so (llvm-mc: "entry size must be positive"), and a
  // linker given "MS" would merge the descriptors in it as strings. It is written as a plain section.
  uint64_t writtenFlags(const ElfSection& s) {
    if (!(s.flags & SHF_MERGE) || s.entsize) return s.flags;
    out_ += "// section flags: merge and strings dropped (entry size 0: a linker's output, not mergeable)\n";
    return s.flags & ~uint64_t(SHF_MERGE | SHF_STRINGS);
  }

  void section(int sec) {
    const ElfSection& s = f_.sections[size_t(sec)];
    // .hsatext carries AMDGPU section flags no .section string can spell: its own directive sets them.
    if (s.name == ".hsatext" && s.flags == kHsaTextFlags) out_ += "\n.hsatext\n";
    else fmt::format_to(std::back_inserter(out_), "\n.section {}\n", sectionOperands(s.name, s.type, writtenFlags(s), s.entsize));
    if (s.align > 1) fmt::format_to(std::back_inserter(out_), ".p2align {}\n", std::countr_zero(s.align));
    if (s.type == SHT_NOBITS) {
      uint64_t prev = 0;
      for (uint64_t b : breaks(sec, s.size)) {
        if (b > prev) fmt::format_to(std::back_inserter(out_), "  .zero {}\n", b - prev);
        labelsAt(sec, b);
        prev = b;
      }
      return;
    }
    if (isCodeSection(s)) code(sec);
    else data(sec);
  }

  void data(int sec) {
    const std::span<const uint8_t> bytes = f_.sectionData(sec);
    const std::set<uint64_t> b = breaks(sec, bytes.size());
    for (uint64_t at = 0; at < bytes.size() || (at == bytes.size() && labels_[sec].count(at));) {
      labelsAt(sec, at);
      if (at == bytes.size()) break;
      if (auto d = byteDescriptors_.find({sec, at}); d != byteDescriptors_.end())
        fmt::format_to(std::back_inserter(out_), "// kernel descriptor as bytes: no .amdhsa_kernel block gives them ({})\n",
                       d->second);
      if (auto k = descriptors_.find({sec, at}); k != descriptors_.end()) {
        out_ += printAmdhsaKernel(k->second->name, *k->second->descriptor, t_).text;
        at += 64;
        continue;
      }
      if (auto r = relocs_[sec].find(at); r != relocs_[sec].end() && !targetWritable(*r->second)) {
        inexact(fmt::format("{} relocation at {}+0x{:x} to symbol {}", amdgpuRelocName(r->second->type),
                            f_.sections[size_t(sec)].name, at, r->second->symbol));
      } else if (r != relocs_[sec].end()) {
        const uint32_t type = r->second->type;
        if ((type == reloc::kAbs64 && at + 8 <= bytes.size()) || (type == reloc::kAbs32 && at + 4 <= bytes.size())) {
          fmt::format_to(std::back_inserter(out_), "  {} {}\n", type == reloc::kAbs64 ? ".quad" : ".long", target(*r->second, ""));
          at += type == reloc::kAbs64 ? 8 : 4;
          continue;
        }
        // Any other record is written as such, over the bytes that follow (gcnkit and llvm-mc 22 read it).
        if (!amdgpuRelocName(type).empty()) fmt::format_to(std::back_inserter(out_), "  .reloc ., {}, {}\n", amdgpuRelocName(type), target(*r->second, ""));
        else inexact(fmt::format("relocation of type {} at {}+0x{:x}", type, f_.sections[size_t(sec)].name, at));
      }
      const uint64_t next = *b.upper_bound(at);
      for (uint64_t row = at; row < next; row += 16) {
        out_ += "  .byte ";
        for (uint64_t i = row; i < std::min(row + 16, next); ++i)
          fmt::format_to(std::back_inserter(out_), "{}0x{:02x}", i == row ? "" : ", ", bytes[i]);
        out_ += '\n';
      }
      at = next;
    }
  }

  // Instruction text with relocations written back as operands; false when one cannot be.
  bool relocatedOperands(int sec, const DecodedUnit& u, OperandOverrides& ov, std::vector<std::string>& keep) {
    auto& rs = relocs_[sec];
    for (auto it = rs.lower_bound(u.offset); it != rs.end() && it->first < u.offset + u.size; ++it) {
      const ElfRelocation& r = *it->second;
      if (!targetWritable(r)) {
        inexact(fmt::format("{} relocation at {}+0x{:x} to symbol {}", amdgpuRelocName(r.type),
                            f_.sections[size_t(sec)].name, r.offset, r.symbol));
        return false;
      }
      if (r.type == reloc::kRel16 && r.offset == u.offset && branchOperand(u) >= 0) {
        keep.push_back(target(r, "", false));
        ov[size_t(branchOperand(u))] = keep.back();
        continue;
      }
      const size_t literalBytes = u.inst.literalBytes();
      const auto suffix = literalSuffix(r.type, literalBytes);
      if (suffix && literalBytes && r.offset + literalBytes == u.offset + u.size && literalOperand(u) >= 0) {
        keep.push_back(target(r, *suffix));
        ov[size_t(literalOperand(u))] = keep.back();
        continue;
      }
      inexact(fmt::format("{} relocation at {}+0x{:x}", amdgpuRelocName(r.type), f_.sections[size_t(sec)].name, r.offset));
      return false;
    }
    return true;
  }

  void code(int sec) {
    const ElfSection& s = f_.sections[size_t(sec)];
    const std::span<const uint8_t> bytes = f_.sectionData(sec);
    // Branch labels come from decoding, which breaks at the labels known before it.
    std::set<uint64_t> b = breaks(sec, bytes.size(), false);
    std::set<uint64_t> headers;  // V2 amd_kernel_code_t blocks: not instructions
    for (auto& [key, k] : kernelCodes_)
      if (key.first == sec && key.second + kAmdKernelCodeSize <= bytes.size()) {
        headers.insert(key.second);
        b.insert(key.second + kAmdKernelCodeSize);
      }
    std::vector<DecodedUnit> units;
    for (auto it = b.begin(); std::next(it) != b.end(); ++it) {
      if (headers.count(*it)) {
        units.push_back({{*it, kAmdKernelCodeSize, false}, {}});  // a placeholder unit for the block
        continue;
      }
      auto part = decodeRegion(bytes, *it, *std::next(it), t_);
      units.insert(units.end(), part.begin(), part.end());
    }
    std::set<uint64_t> starts;
    for (const DecodedUnit& u : units) starts.insert(u.offset);
    std::map<uint64_t, std::string> branchLabels;
    for (const DecodedUnit& u : units)
      if (int64_t to = branchTarget(u); to >= 0 && starts.count(uint64_t(to)) && !relocs_[sec].count(u.offset))
        branchLabels[uint64_t(to)] = placeLabel(sec, uint64_t(to));
    std::string text;
    std::vector<std::string> keep;
    for (const DecodedUnit& u : units) {
      labelsAt(sec, u.offset);
      if (headers.count(u.offset) && u.size == kAmdKernelCodeSize && !u.valid) {
        out_ += printAmdKernelCode(*kernelCodes_[{sec, u.offset}]->amdKernelCode, t_.gen() >= Gen::GFX10);
        continue;
      }
      OperandOverrides ov{};
      keep.clear();
      keep.reserve(4);
      DecodedUnit shown = u;
      if (!relocatedOperands(sec, u, ov, keep)) shown.valid = false;
      if (!relocs_[sec].count(u.offset))
        if (int64_t to = branchTarget(u); to >= 0 && branchLabels.count(uint64_t(to))) ov[size_t(branchOperand(u))] = branchLabels[uint64_t(to)];
      text.clear();
      appendUnitText(text, shown, bytes, t_, &ov);
      out_ += "  ";
      if (!appendPaddedAscii(out_, text, 57)) fmt::format_to(std::back_inserter(out_), "{:<57}", text);
      appendEncodingComment(out_, u, bytes, s.addr + u.offset);
      out_ += '\n';
    }
    labelsAt(sec, bytes.size());
  }

  void symbolAttributes() {
    out_ += '\n';
    for (size_t i = 1; i < f_.symbols.size(); ++i) {
      const ElfSymbol& s = f_.symbols[i];
      if (!namesPlace(s) || descriptorSymbols_.count(int(i))) continue;
      if (!writableName(s.name)) {
        inexact(fmt::format("symbol {} '{}' (not an identifier the assembler reads)", i, s.name));
        continue;
      }
      const bool defined = s.shndx != SHN_UNDEF && (s.shndx >= f_.sections.size() || emitted(s.shndx));
      if (s.shndx == SHN_ABS) fmt::format_to(std::back_inserter(out_), ".set {}, 0x{:x}\n", s.name, s.value);
      else if (s.shndx != SHN_UNDEF && !defined) continue;  // in a section no program writes (.dynamic, ...)
      if (s.bind == STB_GLOBAL) fmt::format_to(std::back_inserter(out_), ".globl {}\n", s.name);
      if (s.bind == STB_WEAK) fmt::format_to(std::back_inserter(out_), ".weak {}\n", s.name);
      const auto kdv = kdVisibility_.find(int(i));
      const uint8_t visibility = kdv != kdVisibility_.end() ? kdv->second : s.visibility;
      if (visibility == STV_HIDDEN) fmt::format_to(std::back_inserter(out_), ".hidden {}\n", s.name);
      if (visibility == STV_PROTECTED) fmt::format_to(std::back_inserter(out_), ".protected {}\n", s.name);
      if (visibility == STV_INTERNAL) fmt::format_to(std::back_inserter(out_), ".internal {}\n", s.name);
      if (s.type == STT_FUNC) fmt::format_to(std::back_inserter(out_), ".type {},@function\n", s.name);
      if (s.type == kSttAmdgpuHsaKernel) fmt::format_to(std::back_inserter(out_), ".amdgpu_hsa_kernel {}\n", s.name);
      if (s.type == STT_OBJECT) fmt::format_to(std::back_inserter(out_), ".type {},@object\n", s.name);
      if (s.size) fmt::format_to(std::back_inserter(out_), ".size {}, {}\n", s.name, s.size);
    }
  }

  void metadata() {
    for (const NoteRecord& n : co_.notes) {
      if (n.name != "AMDGPU" || n.type != kNtAmdgpuMetadata) continue;
      // .amdgpu_metadata is verified against the schema when assembled: a note that breaks it cannot be written.
      if (auto doc = decodeMsgPack(n.desc))
        if (std::string why = verifyHsaMetadata(*doc); !why.empty()) {
          inexact("metadata note: " + why);
          continue;
        }
      auto yaml = metadataMsgPackToYaml(n.desc);
      if (!yaml) {
        inexact("metadata note: " + yaml.error());
        continue;
      }
      out_ += "\n.amdgpu_metadata\n" + *yaml;
      if (!yaml->ends_with('\n')) out_ += '\n';
      out_ += ".end_amdgpu_metadata\n";
    }
  }
};

}  // namespace

ObjectSource objectSource(const CodeObject& co) { return SourceWriter(co).run(); }

}  // namespace gcnkit
