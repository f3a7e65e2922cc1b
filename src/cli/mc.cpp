// `gcnkit mc`: llvm-mc's command line for AMDGPU. LLVM spells long options with one dash
// (-mcpu=gfx900), which CLI11 reads as bundled short flags, so these few flags are parsed by hand.
#include <cstdio>
#include <cstring>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <thread>

#include <fmt/format.h>

#include "asm/assembler.h"
#include "asm/object_output.h"
#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/io.h"
#include "cli/mapped_input.h"
#include "object/code_object.h"
#include "text/byte_list.h"
#include "text/diagnostics.h"
#include "text/append.h"
#include "text/disassembler.h"

namespace gcnkit::cli {

namespace {

constexpr int kDone = -1;  // parseArgs: --help or --version printed; exit 0

struct McOptions {
  std::string arch, triple, mcpu, mattr, output = "-", input = "-", filetype = "asm", codeObjectVersion = "4";
  std::string threads = "0";  // gcnkit's own: threads that parse ahead (0 = all cores, 1 = none)
  std::string errorLimit = std::to_string(AssembleOptions::kDefaultErrorLimit);  // gcnkit's own (0: none)
  bool showEncoding = false, disassemble = false;
};

// Matches "-name=value", "--name=value", "-name value"; advances i when the value is the next argument.
bool valueFlag(std::string_view arg, std::string_view name, int& i, int argc, char** argv, std::string& out) {
  std::string_view a = arg.substr(arg.starts_with("--") ? 2 : 1);
  if (a.starts_with(name) && a.size() > name.size() && a[name.size()] == '=') {
    out = std::string(a.substr(name.size() + 1));
    return true;
  }
  if (a == name && i + 1 < argc) {
    out = argv[++i];
    return true;
  }
  return false;
}

bool boolFlag(std::string_view arg, std::string_view name) {
  return arg.substr(arg.starts_with("--") ? 2 : 1) == name;
}

int help() {
  std::fputs(
      "usage: gcnkit mc [options] [input]   (llvm-mc for AMDGPU; input '-' or none: standard input)\n"
      "  -arch=amdgcn | -triple=amdgcn[-amd-amdhsa]   target (amdhsa: code object notes and symbols)\n"
      "  -mcpu=gfx900        processor (gfx600..gfx1036 or an alias)\n"
      "  -mattr=+xnack,...   features\n"
      "  -show-encoding      each instruction's bytes and fixups\n"
      "  -disassemble        input is a byte list (0x.. tokens, [..] groups)\n"
      "  -filetype=asm|obj|null   output kind (default asm)\n"
      "  -o FILE             output (default standard output)\n"
      "  --amdhsa-code-object-version=N   code object version (default 4)\n"
      "  --threads=N         threads that parse ahead (default 0: every core; 1: none)\n"
      "  --error-limit=N     stop after N errors (default 10000; 0: never; llvm-mc has no limit)\n"
      "  --help, --version\n"
      "Options take one or two dashes and '=VALUE' or a separate value, as in llvm-mc.\n",
      stdout);
  return kDone;
}

int parseArgs(int argc, char** argv, McOptions& o) {
  bool haveInput = false;
  for (int i = 1; i < argc; ++i) {
    std::string_view a = argv[i];
    if (a.size() > 1 && a[0] == '-') {
      if (valueFlag(a, "arch", i, argc, argv, o.arch) || valueFlag(a, "triple", i, argc, argv, o.triple) ||
          valueFlag(a, "mcpu", i, argc, argv, o.mcpu) || valueFlag(a, "mattr", i, argc, argv, o.mattr) ||
          valueFlag(a, "filetype", i, argc, argv, o.filetype) || valueFlag(a, "o", i, argc, argv, o.output))
        continue;
      if (boolFlag(a, "show-encoding")) { o.showEncoding = true; continue; }
      if (valueFlag(a, "amdhsa-code-object-version", i, argc, argv, o.codeObjectVersion)) continue;
      if (valueFlag(a, "threads", i, argc, argv, o.threads)) continue;
      if (valueFlag(a, "error-limit", i, argc, argv, o.errorLimit)) continue;
      if (boolFlag(a, "disassemble") || boolFlag(a, "dis")) { o.disassemble = true; continue; }
      if (boolFlag(a, "help") || boolFlag(a, "h")) return help();
      if (boolFlag(a, "version")) {
        std::fputs(versionText().c_str(), stdout);
        return 0;
      }
      if (boolFlag(a, "show-inst")) {
        std::fputs("gcnkit mc: error: -show-inst (LLVM's internal MCInst dump) is not supported\n", stderr);
        return 1;
      }
      std::fprintf(stderr, "gcnkit mc: error: unknown command line argument '%s'; 'gcnkit mc --help' lists them\n",
                   argv[i]);
      return 1;
    }
    if (haveInput) {
      std::fprintf(stderr, "gcnkit mc: error: too many positional arguments: one input file at most\n");
      return 1;
    }
    o.input = std::string(a);
    haveInput = true;
  }
  std::string_view arch = !o.arch.empty() ? std::string_view(o.arch) : std::string_view(o.triple);
  if (!arch.empty() && !arch.starts_with("amdgcn")) {
    std::fprintf(stderr, "gcnkit mc: error: this tool only targets amdgcn (got '%s')\n", std::string(arch).c_str());
    return 1;
  }
  if (auto v = parseCodeObjectVersion(o.codeObjectVersion); !v) {
    std::fprintf(stderr, "gcnkit mc: error: --amdhsa-code-object-version=%s: %s\n", o.codeObjectVersion.c_str(),
                 v.error().c_str());
    return 1;
  }
  if (!parseCount(o.errorLimit)) {
    std::fprintf(stderr, "gcnkit mc: error: --error-limit=%s: expected a count (0: no limit)\n", o.errorLimit.c_str());
    return 1;
  }
  if (!parseCount(o.threads)) {
    std::fprintf(stderr, "gcnkit mc: error: --threads=%s: expected a count (0: every core)\n", o.threads.c_str());
    return 1;
  }
  if (o.filetype != "asm" && o.filetype != "null" && o.filetype != "obj") {
    std::fprintf(stderr, "gcnkit mc: error: -filetype=%s: expected asm, obj or null\n", o.filetype.c_str());
    return 1;
  }
  return 0;
}

// Writes to stdout (or -o) in large chunks as it goes, so that output never piles up in memory.
class ChunkedOutput {
 public:
  explicit ChunkedOutput(std::FILE* f) : f_(f) { buf_.room(kChunk + 256); }
  ~ChunkedOutput() { flush(); }
  TextBuf& buffer() { return buf_; }
  void maybeFlush() {
    if (buf_.size() >= kChunk) flush();
  }
  void flush() {
    if (f_ && !buf_.empty()) std::fwrite(buf_.data(), 1, buf_.size(), f_);
    buf_.clear();
  }

 private:
  static constexpr size_t kChunk = 1 << 20;
  std::FILE* f_;
  TextBuf buf_;  // inline appends of each line's few pieces
};

int disassembleMode(const McOptions& o, const Target& t, MappedInput& input, std::FILE* outFile) {
  const std::string_view file = o.input == "-" ? "<stdin>" : std::string_view(o.input);
  // The decoder's tables are built while the byte list is read (tens of milliseconds each on a large input). A
  // jthread: joined on the way out if reading the list throws (std::bad_alloc).
  std::optional<std::jthread> prepare;
  if (input.text().size() >= (size_t(1) << 20) && *parseCount(o.threads) != 1) {
    try {
      prepare.emplace([&t] {
        try {
          prepareDisassembler(t);
        } catch (const std::bad_alloc&) {  // the first decode builds them then, and reports the failure
        }
      });
    } catch (const std::system_error&) {  // no thread to spare: the first decode builds them
    }
  }
  ByteList bl(input.text(), file, [&](size_t pos) { input.release(pos); });
  if (prepare) prepare->join();
  // Malformed tokens are reported and skipped with their line, and the rest is disassembled (status 0), as
  // llvm-mc 22 does; an invalid encoding inside a [...] group makes the status 1, as there.
  std::fputs(bl.error.c_str(), stderr);
  int status = 0;
  size_t group = 0;
  ChunkedOutput out(o.filetype == "null" ? nullptr : outFile);
  disassemble(bl.bytes, t, [&](const DisasmLine& l) {
    if (!l.valid) {
      while (group < bl.groups.size() && bl.groups[group].second <= l.offset) ++group;
      if (group < bl.groups.size() && bl.groups[group].first <= l.offset) status = 1;
      out.flush();  // keep stdout and stderr in order when both go to a terminal
      ByteList::Place p = bl.place(l.offset);
      std::string d = formatDiagnostic(file, p.line, p.col, Severity::Warning, "invalid instruction encoding", p.sourceLine);
      std::fputs(d.c_str(), stderr);
      return;
    }
    TextBuf& b = out.buffer();
    if (!o.showEncoding) {  // the usual line
      b += '\t';
      b += l.text;
      b += '\n';
      out.maybeFlush();
      return;
    }
    b += '\t';
    b += l.text;
    b.append(l.text.size() < 40 ? 40 - l.text.size() : 1, ' ');
    b += "; encoding: [";
    for (size_t i = 0; i < l.size; ++i) {
      if (i) b += ',';
      appendByteHex(b, bl.bytes[l.offset + i]);
    }
    b += "]\n";
    out.maybeFlush();
  }, int(*parseCount(o.threads)));
  return status;
}

}  // namespace

int runMc(int argc, char** argv) {
  McOptions o;
  if (int rc = parseArgs(argc, argv, o)) return rc == kDone ? 0 : rc;
  TargetResult tr = makeTarget(o.mcpu, o.mattr);
  if (!tr.target && findUnsupportedProcessor(o.mcpu)) {
    // llvm-mc 22 knows this processor: assembling for another one would write other bytes with exit 0.
    std::fprintf(stderr, "gcnkit mc: error: %s\n", tr.error.c_str());
    return 1;
  }
  if (!tr.target) {
    // A name llvm-mc 22 does not know either: it warns and assembles for its generic processor, so do we.
    std::fprintf(stderr, "gcnkit mc: warning: %s (ignoring processor)\n", tr.error.c_str());
    tr = makeTarget("", o.mattr);
  }
  std::string error;
  setActivity("reading " + o.input);
  auto input = MappedInput::open(o.input, error);
  if (!input) {
    std::fprintf(stderr, "gcnkit mc: error: %s\n", error.c_str());
    return 1;
  }
  PendingOutput output(o.output);  // appears only if the run succeeds
  if (!output.open(error)) {
    std::fprintf(stderr, "gcnkit mc: error: %s\n", error.c_str());
    return 1;
  }
  std::FILE* outFile = output.file();
  std::string out;
  int rc = 0;
  setActivity((o.disassemble ? "disassembling " : "assembling ") + o.input);
  if (o.disassemble) {
    rc = disassembleMode(o, *tr.target, *input, outFile);
  } else {
    AssembleOptions ao;
    ao.target = *tr.target;
    ao.fileName = o.input == "-" ? std::string_view("<stdin>") : std::string_view(o.input);
    ao.listing = o.filetype == "asm";
    if (o.filetype == "obj") ao.listingSink = nullptr;
    ao.showEncoding = o.showEncoding;
    ao.resolve = o.filetype == "obj";
    ao.relocatable = true;
    ao.mattr = o.mattr;
    ao.hsa = o.triple.find("amdhsa") != std::string::npos;
    ao.codeObjectVersion = std::atoi(o.codeObjectVersion.c_str());
    ao.threads = int(*parseCount(o.threads));
    ao.errorLimit = *parseCount(o.errorLimit);
    ao.listingSink = [&](std::string_view chunk) { std::fwrite(chunk.data(), 1, chunk.size(), outFile); };
    ao.diagnosticSink = [&](std::string_view d) {
      std::fflush(outFile);
      std::fwrite(d.data(), 1, d.size(), stderr);
    };
    AssembleResult r = assemble(input->text(), ao);
    rc = r.errors ? 1 : 0;
    if (o.filetype == "obj" && !r.errors) {
      auto obj = writeObjectFile(r, *tr.target, ObjectOptions{ao.hsa, std::atoi(o.codeObjectVersion.c_str())});
      if (!obj) {
        std::fprintf(stderr, "gcnkit mc: error: %s\n", obj.error().c_str());
        return 1;
      }
      out.assign(obj->begin(), obj->end());
    }
  }
  std::fwrite(out.data(), 1, out.size(), outFile);
  if (rc) return rc;  // the output file is removed
  if (!output.commit(error)) {
    std::fprintf(stderr, "gcnkit mc: error: %s\n", error.c_str());
    return 1;
  }
  return 0;
}

}  // namespace gcnkit::cli
