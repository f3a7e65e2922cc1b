// The committed image kernels (tests/data/image, MANIFEST.tsv): which objects exist, loading one into a machine of
// its processor and wave size, and the objects whose result is known to be wrong for a reason outside what these
// tests hold (gaps.tsv: a shrinking list, each with its reason).
#pragma once
#include <cstdint>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "gcnkit/module.h"

namespace image_test {

struct ImageObject {
  std::string file, source, target, opt;  // target: "gfx1030w64" for -mwavefrontsize64
  int version = 0;
  std::string variant;            // a prefix of the test name ("cl", "buffered") where sources share one
  std::string processor() const;  // without the w64 suffix
  std::string label() const;      // "gfx900_O2_v5" (a test name)
  std::string path() const;
};

// gtest prints a parameter by its file name.
inline void PrintTo(const ImageObject& o, std::ostream* os) { *os << o.file; }

// The objects of `source` ("globals.cl", "printf.hip", ...; `kind` "buffered" for -mprintf-kind=buffered) that
// compiled: a sample of the matrix, or all of it with GCNKIT_IMAGE_ALL=1; fails the calling test when the manifest
// is missing.
std::vector<ImageObject> imageObjects(const std::string& source, const std::string& kind = "");

struct Loaded {
  std::unique_ptr<gcnkit::emu::Machine> machine;
  std::unique_ptr<gcnkit::emu::Module> module;
  std::string error;
};
// A machine for the object's processor, in the wave size its kernels use, with the object loaded. A kernel that does
// not end within 20 million instructions faults (the image kernels need far fewer).
Loaded load(const ImageObject& o, gcnkit::emu::EmulatorOptions options = {});

// The reason the object is listed in gaps.tsv for `test`, or "".
std::string knownGap(const ImageObject& o, const std::string& test);

// Kernel argument bytes, in order at their natural alignment.
struct Args {
  std::vector<uint8_t> bytes;
  template <class T>
  Args& add(T v) {
    while (bytes.size() % sizeof(T)) bytes.push_back(0);
    const auto* p = reinterpret_cast<const uint8_t*>(&v);
    bytes.insert(bytes.end(), p, p + sizeof v);
    return *this;
  }
};

std::vector<int32_t> readInts(const gcnkit::emu::Machine& m, uint64_t address, size_t count);

}  // namespace image_test

namespace image_test {

// The verdict of one check on one object: a failure, unless the object is a known gap for `test` (then skipped
// with its reason; a known gap that passes now is a failure too, so that the list only shrinks). `failures` empty:
// the check passed.
void verdict(const ImageObject& o, const std::string& test, const std::string& failures);

}  // namespace image_test
