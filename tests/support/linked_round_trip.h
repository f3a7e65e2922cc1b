// The linked round trip of compiler-built code objects: `dis --source`, `gcnkit as`, then a link (`as --shared`'s
// linker or ld.lld) must give back the same .text, descriptors (entry offsets pointing at the rebuilt kernels) and
// notes. Shared by the clang-19 and GFX11 object tests.
#pragma once
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "asm/object_disassembler.h"
#include "clang_objects.h"
#include "object/shared_object.h"
#include "object_test_support.h"

namespace gcnkit::test {

// Version (or compiler) and processor of a file name: "<src>.<cpu>.v5.so" -> ("v5", cpu); "<src>.<cpu>.mc22.o" ->
// "mc22"; "<src>.<cpu>.clang22.so" -> "clang22".
inline std::pair<std::string, std::string> versionAndCpu(const std::string& path) {
  const std::string name = std::filesystem::path(path).filename().string();
  const size_t a = name.find('.'), b = name.find('.', a + 1), c = name.find('.', b + 1);
  return {name.substr(b + 1, c - b - 1), name.substr(a + 1, b - a - 1)};
}

// What must survive a linked round trip: .text, every kernel's descriptor (its entry offset as the
// kernel's offset from the descriptor, which the rebuilt layout may change), the notes.
inline std::vector<std::string> linkedDifferences(const CodeObject& want, const CodeObject& got) {
  std::vector<std::string> out;
  const int a = want.elf.findSection(".text"), b = got.elf.findSection(".text");
  if (a < 0 || b < 0) return {"no .text"};
  if (want.elf.sections[size_t(a)].data != got.elf.sections[size_t(b)].data) out.push_back(".text bytes differ");
  if (want.kernels.size() != got.kernels.size()) return {"kernel count differs"};
  for (const CodeObjectKernel& x : want.kernels) {  // by name: the symbol tables may order them differently
    auto it = std::find_if(got.kernels.begin(), got.kernels.end(), [&](const auto& k) { return k.name == x.name; });
    if (it == got.kernels.end()) {
      out.push_back(x.name + ": missing");
      continue;
    }
    const CodeObjectKernel& y = *it;
    if (!x.descriptor || !y.descriptor || x.entrySymbol < 0 || y.entrySymbol < 0) {
      out.push_back(x.name + ": no descriptor or kernel symbol");
      continue;
    }
    KernelDescriptor dx = *x.descriptor, dy = *y.descriptor;
    // The entry must be the kernel symbol in each object.
    auto entryOk = [](const CodeObject& co, const CodeObjectKernel& kk) {
      const uint64_t kd = co.elf.symbols[size_t(kk.descriptorSymbol)].value;
      return kd + uint64_t(kk.descriptor->kernelCodeEntryByteOffset) == co.elf.symbols[size_t(kk.entrySymbol)].value;
    };
    if (!entryOk(want, x)) out.push_back(x.name + ": the compiler's own entry offset is off (test data?)");
    if (!entryOk(got, y)) out.push_back(x.name + ": the rebuilt entry offset does not point at the kernel");
    dx.kernelCodeEntryByteOffset = dy.kernelCodeEntryByteOffset = 0;
    if (!(dx == dy)) out.push_back(x.name + ": descriptor differs");
  }
  if (want.notes.size() != got.notes.size()) {
    out.push_back("note count differs");
  } else {
    for (size_t n = 0; n < want.notes.size(); ++n)
      if (want.notes[n].desc != got.notes[n].desc || want.notes[n].type != got.notes[n].type)
        out.push_back(fmt::format("note {} differs", n));
  }
  return out;
}

struct Count {
  int tried = 0, exact = 0;
};

// Round trip of every supported linked object through `link` (relocatable bytes -> loadable bytes).
template <class Link>
std::map<std::string, Count> linkedRoundTrips(const char* dir, Link link) {
  std::map<std::string, Count> counts;
  for (const std::string& path : clangObjects(dir, true)) {
    if (!path.ends_with(".so")) continue;
    SCOPED_TRACE(std::filesystem::path(path).filename().string());
    auto co = readCodeObject(asBytes(slurp(path)));
    EXPECT_TRUE(co) << (co ? "" : co.error());
    if (!co) continue;
    auto [version, cpu] = versionAndCpu(path);
    Count& c = counts[fmt::format("{} {}", version, cpu)];
    ++c.tried;
    ObjectSource src = objectSource(*co);
    EXPECT_TRUE(src.inexact.empty()) << src.inexact.front();
    Reassembled again = reassemble(*co, src.text, std::filesystem::path(path).filename().string());
    if (!again.error.empty()) {
      ADD_FAILURE() << again.error;
      continue;
    }
    std::string error;
    std::optional<std::vector<uint8_t>> linked = link(again.bytes, error);
    if (!linked) {
      ADD_FAILURE() << "link: " << error;
      continue;
    }
    auto back = readCodeObject(*linked);
    if (!back) {
      ADD_FAILURE() << back.error();
      continue;
    }
    std::vector<std::string> diff = linkedDifferences(*co, *back);
    for (const std::string& d : diff) ADD_FAILURE() << d;
    c.exact += diff.empty();
  }
  return counts;
}

inline void printCounts(const char* what, const std::map<std::string, Count>& counts) {
  int tried = 0, exact = 0;
  for (auto& [key, c] : counts) {
    std::cout << "[ " << what << " ] " << key << ": " << c.exact << " of " << c.tried << "\n";
    tried += c.tried;
    exact += c.exact;
  }
  std::cout << "[ " << what << " ] all: " << exact << " of " << tried << "\n";
}

// The linked round trip of every object of tests/data/`dir` through `as --shared`'s linker, printed; the objects tried
// and those that came back exact.
struct RoundTripTotals {
  int tried = 0, exact = 0;
};
inline RoundTripTotals asSharedRoundTrips(const char* dir) {
  auto counts = linkedRoundTrips(dir, [](const std::vector<uint8_t>& obj, std::string& error) {
    auto so = linkSharedObject(obj);
    if (!so) error = so.error();
    return so ? std::optional<std::vector<uint8_t>>(std::move(*so)) : std::nullopt;
  });
  printCounts("as --shared", counts);
  RoundTripTotals t;
  for (const auto& [key, c] : counts) t.tried += c.tried, t.exact += c.exact;
  return t;
}

}  // namespace gcnkit::test
