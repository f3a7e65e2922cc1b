// The compiler-built code objects of tests/data/clang (clang-14/15, V4) and tests/data/clang19 (clang-19
// V4/V5/V6, llvm-mc 22 V6, generic processors, processors gcnkit does not support yet), and the way back
// from a `dis --source` program to an object.
#pragma once
#include <algorithm>
#include <filesystem>
#include <span>
#include <string>
#include <vector>

#include "asm/assembler.h"
#include "asm/object_disassembler.h"
#include "asm/object_output.h"
#include "object/code_object.h"
#include "test_support.h"

namespace gcnkit::test {

inline const char* const kClang14Dir = "clang";
inline const char* const kClang19Dir = "clang19";

inline std::span<const uint8_t> asBytes(const std::string& s) {
  return {reinterpret_cast<const uint8_t*>(s.data()), s.size()};
}

// Full paths of the .o and .so files of tests/data/DIR, sorted; with `supportedOnly`, those whose processor
// gcnkit's ISA covers.
inline std::vector<std::string> clangObjects(const char* dir, bool supportedOnly = false) {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(std::string(GCNKIT_SOURCE_DIR) + "/tests/data/" + dir)) {
    const std::string ext = e.path().extension().string();
    if (ext != ".o" && ext != ".so") continue;
    if (supportedOnly) {
      auto co = readCodeObject(asBytes(slurp(e.path().string())), ReadOptions{.allowUnsupportedProcessor = true});
      if (co && !co->processor) continue;
    }
    out.push_back(e.path().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

// `gcnkit as` of a --source program for the object's target and version: a relocatable object, or the
// assembler's diagnostics / the writer's error.
struct Reassembled {
  std::vector<uint8_t> bytes;
  std::string error;
};
inline Reassembled reassemble(const CodeObject& co, const std::string& source, const std::string& fileName) {
  AssembleOptions o;
  o.target = co.target();
  o.hsa = o.relocatable = true;
  o.fileName = fileName;
  o.codeObjectVersion = co.codeObjectVersion;
  AssembleResult r = assemble(source, o);
  if (r.errors) return {{}, r.diagnostics};
  auto bytes = writeObjectFile(r, o.target, ObjectOptions{true, o.codeObjectVersion});
  if (!bytes) return {{}, bytes.error()};
  return {std::move(*bytes), {}};
}

}  // namespace gcnkit::test
