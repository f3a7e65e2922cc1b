// gcnkit_corpus_twin: runs one kernel of the corpus's host twins (tests/corpus/kernels compiled for the host behind
// tests/twin/host/twin_shim.h) on the arguments the corpus harness (tests/corpus/run.py) gives the emulated run,
// and writes the buffers and the printf output back for it to compare.
//
//   gcnkit_corpus_twin KERNEL --grid X[,Y,Z] --block X[,Y,Z] --wave 32|64 [--shared BYTES] [--threads N]
//                      --arg buf:@PATH | --arg bits:0xHEX | --arg bytes:@PATH | --arg lds:BYTES ...
//                      [--out I=PATH ...] [--printf PATH]
//
// buf:@PATH a buffer holding the file's bytes; bits: a scalar argument's bytes as a little-endian number; bytes:@PATH
// a by-value aggregate's bytes; lds:BYTES a `__local` pointer argument's block per work-group; --shared the
// dispatch's dynamic shared memory (HIP's extern __shared__). Exit status 0 when the run completed, 1 with a
// message on standard error otherwise.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "twin_runtime.h"

namespace {

int fail(const std::string& message) {
  std::fprintf(stderr, "gcnkit_corpus_twin: %s\n", message.c_str());
  return 1;
}

bool readFile(const std::string& path, std::vector<uint8_t>& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  out.assign(std::istreambuf_iterator<char>(in), {});
  return true;
}

bool writeFile(const std::string& path, const void* data, size_t size) {
  std::ofstream out(path, std::ios::binary);
  out.write(static_cast<const char*>(data), std::streamsize(size));
  return bool(out);
}

bool parseDims(const std::string& text, size_t (&dims)[3], unsigned* count) {
  std::istringstream in(text);
  std::string part;
  unsigned n = 0;
  while (std::getline(in, part, ',')) {
    if (n == 3 || part.empty()) return false;
    char* end = nullptr;
    const unsigned long v = std::strtoul(part.c_str(), &end, 10);
    if (*end || v == 0) return false;
    dims[n++] = v;
  }
  if (count) *count = n;
  return n > 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return fail("usage: gcnkit_corpus_twin KERNEL --grid ... --block ... --wave N --arg ...");
  const std::string kernel = argv[1];
  twin::rt::NDRange range;
  unsigned wave = 0, threads = 1;
  std::vector<std::vector<uint8_t>> storage;  // buffers and aggregates, by argument
  std::vector<twin::rt::ArgValue> args;
  std::map<size_t, std::string> outs;
  std::string printfPath;
  for (int i = 2; i < argc; ++i) {
    const std::string flag = argv[i];
    if (i + 1 >= argc) return fail(flag + " needs a value");
    const std::string value = argv[++i];
    if (flag == "--grid" && parseDims(value, range.global, &range.dims)) continue;
    if (flag == "--block" && parseDims(value, range.local, nullptr)) continue;
    if (flag == "--wave" && (value == "32" || value == "64")) {
      wave = unsigned(std::stoul(value));
      continue;
    }
    if (flag == "--threads") {
      threads = unsigned(std::strtoul(value.c_str(), nullptr, 10));
      continue;
    }
    if (flag == "--shared") {
      range.dynamicLds = std::strtoull(value.c_str(), nullptr, 10);
      continue;
    }
    if (flag == "--printf") {
      printfPath = value;
      continue;
    }
    if (flag == "--out") {
      const size_t eq = value.find('=');
      if (eq == std::string::npos) return fail("--out " + value + ": expected I=PATH");
      outs[std::stoul(value.substr(0, eq))] = value.substr(eq + 1);
      continue;
    }
    if (flag != "--arg") return fail("unknown or malformed option " + flag + " " + value);
    twin::rt::ArgValue a;
    storage.emplace_back();
    const bool buffer = value.rfind("buf:@", 0) == 0;
    if (buffer || value.rfind("bytes:@", 0) == 0) {
      if (!readFile(value.substr(value.find('@') + 1), storage.back()))
        return fail("cannot read " + value.substr(value.find('@') + 1));
      if (buffer) {
        storage.back().resize(storage.back().size() + 8);  // a zero-length buffer still has an address
        a.pointer = storage.back().data();
      } else {
        a.bytes = storage.back().data();
        a.byteCount = storage.back().size();
      }
    } else if (value.rfind("bits:", 0) == 0) {
      a.bits = std::strtoull(value.c_str() + 5, nullptr, 0);
    } else if (value.rfind("lds:", 0) == 0) {
      a.localBytes = std::strtoull(value.c_str() + 4, nullptr, 10);
    } else {
      return fail("--arg " + value + ": expected buf:@PATH, bits:N, bytes:@PATH or lds:BYTES");
    }
    args.push_back(a);
  }
  if (wave == 0) return fail("--wave 32 or 64 is required");
  if (!twin::rt::kernelKnown(kernel.c_str())) return fail("no host twin for kernel " + kernel);
  const std::string error = twin::rt::runKernel(kernel.c_str(), args.data(), args.size(), range, wave, threads);
  size_t printed = 0;
  const char* text = twin::rt::takePrintfOutput(&printed);
  if (!printfPath.empty() && !writeFile(printfPath, text, printed)) return fail("cannot write " + printfPath);
  for (const auto& [index, path] : outs) {
    if (index >= args.size() || !args[index].pointer) return fail("--out " + std::to_string(index) + ": not a buffer");
    if (!writeFile(path, storage[index].data(), storage[index].size() - 8)) return fail("cannot write " + path);
  }
  if (!error.empty()) return fail(kernel + ": " + error);
  return 0;
}
