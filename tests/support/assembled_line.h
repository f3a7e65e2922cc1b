// One line assembled for a processor (and -mattr), against llvm-mc 22's bytes or its error ("col: message").
#pragma once
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "test_support.h"

namespace gcnkit::test {

struct AssembledLine {
  const char* cpu;
  const char* mattr;
  const char* text;
  std::vector<uint8_t> bytes;  // empty: an error
  const char* error;           // the error as "col: message" (for an error)
};

inline void expectAssembled(const AssembledLine& l) {
  std::string err;
  const std::vector<uint8_t> got = assembleBytes(std::string(l.text) + "\n", target(l.cpu, l.mattr), &err);
  EXPECT_EQ(got, l.bytes) << l.cpu << l.mattr << ": " << l.text << "\n" << err;
  if (l.bytes.empty()) {
    EXPECT_NE(err.find(std::string(":1:") + l.error), std::string::npos) << l.text << "\n" << err;
  }
}

// The first line of the listing `gcnkit mc` prints for `text` (no encoding), or the diagnostics when it fails.
inline std::string listedLine(const char* cpu, const std::string& text) {
  AssembleOptions o;
  o.target = target(cpu);
  o.listing = true;
  AssembleResult r = assemble(text + "\n", o);
  if (r.errors) return r.diagnostics;
  return r.listing.substr(0, r.listing.find('\n'));
}

}  // namespace gcnkit::test
