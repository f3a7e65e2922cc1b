// Cache-policy words a memory row takes without having the bit (isa/memory_cache_bits.def): gfx940's
// buffer_wbl2/buffer_inv `nt`, gfx90a's fp atomics `scc`. As llvm-mc 22: the bytes lack the bit and the listing
// still shows the word; unlike it, gcnkit warns that the word is not encoded, and its disassembler refuses the
// words with the bit set (llvm-mc prints them without it: text that re-assembles to other bytes).
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "test_support.h"
#include "text/disassembler.h"
#include "text/printer.h"

namespace gcnkit {
namespace {

struct Row {
  const char* cpu;
  const char* line;
  const char* text;     // llvm-mc 22's listing text
  const char* bytes;    // llvm-mc 22's encoding
  int warningCol;       // where gcnkit's warning points (the dropped word)
  const char* word;     // the dropped word
};

constexpr Row kRows[] = {
    {"gfx942", "buffer_wbl2 sc0 sc1 nt", "buffer_wbl2 sc0 nt sc1", "0x00,0xc0,0xa0,0xe0,0x00,0x00,0x00,0x00", 21, "nt"},
    {"gfx942", "buffer_wbl2 nt sc1", "buffer_wbl2 nt sc1", "0x00,0x80,0xa0,0xe0,0x00,0x00,0x00,0x00", 13, "nt"},
    {"gfx950", "buffer_inv nt", "buffer_inv nt", "0x00,0x00,0xa4,0xe0,0x00,0x00,0x00,0x00", 12, "nt"},
    {"gfx950", "buffer_inv sc0 sc1 nt", "buffer_inv sc0 nt sc1", "0x00,0xc0,0xa4,0xe0,0x00,0x00,0x00,0x00", 20, "nt"},
    {"gfx90a", "global_atomic_add_f64 v[2:3], v[4:5], off scc", "global_atomic_add_f64 v[2:3], v[4:5], off scc",
     "0x00,0x80,0x3c,0xdd,0x02,0x04,0x7f,0x00", 43, "scc"},
    {"gfx90a", "buffer_atomic_add_f32 v10, off, s[8:11], s3 scc glc", "buffer_atomic_add_f32 v10, off, s[8:11], s3 glc scc",
     "0x00,0x40,0x34,0xe1,0x00,0x0a,0x02,0x03", 45, "scc"},
    // the returning AGPR-data form of gfx940's f64 atomics (GCN_MEM_ACC_RETURN_NO_CACHE_BIT): no sc1 bit
    {"gfx942", "global_atomic_min_f64 a[2:3], v0, a[4:5], s[2:3] sc0 sc1", "global_atomic_min_f64 a[2:3], v0, a[4:5], s[2:3] sc0 sc1",
     "0x00,0x80,0x41,0xdd,0x00,0x04,0x82,0x02", 54, "sc1"},
    {"gfx950", "flat_atomic_max_f64 a[2:3], v[0:1], a[4:5] sc0 sc1", "flat_atomic_max_f64 a[2:3], v[0:1], a[4:5] sc0 sc1",
     "0x00,0x00,0x45,0xdd,0x00,0x04,0x80,0x02", 48, "sc1"},
};

// The listing line's text and bytes, and the diagnostics.
struct Listed {
  std::string text, bytes, diagnostics;
  int errors = 0;
};

Listed assembleListed(const char* cpu, const std::string& line) {
  AssembleOptions o;
  o.target = test::target(cpu);
  o.listing = true;
  o.showEncoding = true;
  AssembleResult r = assemble(line + "\n", o);
  Listed l{{}, {}, r.diagnostics, r.errors};
  const size_t tab = r.listing.find('\t'), semi = r.listing.find(" ; encoding: [");
  if (tab == std::string::npos || semi == std::string::npos) return l;
  l.text = r.listing.substr(tab + 1, semi - tab - 1);
  while (!l.text.empty() && l.text.back() == ' ') l.text.pop_back();
  const size_t b = semi + 14;
  l.bytes = r.listing.substr(b, r.listing.find(']', b) - b);
  return l;
}

TEST(UnencodedCacheBit, BytesLackTheBitListingShowsTheWord) {
  for (const Row& k : kRows) {
    Listed l = assembleListed(k.cpu, k.line);
    EXPECT_EQ(l.errors, 0) << k.cpu << ": " << k.line << "\n" << l.diagnostics;
    EXPECT_EQ(l.bytes, k.bytes) << k.cpu << ": " << k.line;
    EXPECT_EQ(l.text, k.text) << k.cpu << ": " << k.line;
    const std::string want = "<stdin>:1:" + std::to_string(k.warningCol) + ": warning: " + k.word + " is not encoded";
    EXPECT_NE(l.diagnostics.find(want), std::string::npos) << k.cpu << ": " << k.line << "\n" << l.diagnostics;
  }
}

TEST(UnencodedCacheBit, RowsWithTheBitEncodeItSilently) {
  // The same words on rows (and processors) that have the bit: encoded, no warning.
  Listed a = assembleListed("gfx942", "buffer_inv sc0 sc1");
  EXPECT_EQ(a.bytes, "0x00,0xc0,0xa4,0xe0,0x00,0x00,0x00,0x00");
  Listed b = assembleListed("gfx942", "global_load_dword v1, v[2:3], off nt");
  EXPECT_EQ(b.bytes, "0x00,0x80,0x52,0xdc,0x02,0x00,0x7f,0x01");
  Listed c = assembleListed("gfx90a", "global_atomic_add v[2:3], v4, off scc");
  EXPECT_EQ(c.bytes, "0x00,0x80,0x08,0xdf,0x02,0x04,0x7f,0x00");
  for (const Listed* l : {&a, &b, &c}) EXPECT_EQ(l->diagnostics, "");
}

// Words with the bit the row lacks: llvm-mc 22 prints them without it (gfx940's buffer_wbl2/buffer_inv) or
// refuses them (gfx90a's fp atomics); gcnkit refuses them all, and decodes the same words without the bit.
TEST(UnencodedCacheBit, DisassemblerRefusesTheBit) {
  struct Word {
    const char* cpu;
    std::vector<uint8_t> with, without;
    const char* textWithout;
  };
  const Word words[] = {
      {"gfx942", {0x00, 0xc0, 0xa2, 0xe0, 0, 0, 0, 0}, {0x00, 0xc0, 0xa0, 0xe0, 0, 0, 0, 0}, "buffer_wbl2 sc0 sc1"},
      {"gfx950", {0x00, 0x00, 0xa6, 0xe0, 0, 0, 0, 0}, {0x00, 0x00, 0xa4, 0xe0, 0, 0, 0, 0}, "buffer_inv"},
      {"gfx90a", {0x00, 0x80, 0x3c, 0xdf, 0x02, 0x04, 0x7f, 0x00}, {0x00, 0x80, 0x3c, 0xdd, 0x02, 0x04, 0x7f, 0x00},
       "global_atomic_add_f64 v[2:3], v[4:5], off"},
      // (found by the long differential: gcnkit printed the word, llvm-mc 22 refuses it and drops the text's sc1)
      {"gfx942", {0x7d, 0x8b, 0x41, 0xdf, 0xc8, 0xa8, 0xe2, 0xaa}, {0x7d, 0x8b, 0x41, 0xdd, 0xc8, 0xa8, 0xe2, 0xaa},
       "global_atomic_min_f64 a[170:171], v200, a[168:169], s[98:99] offset:2941 sc0"},
  };
  for (const Word& w : words) {
    const Target t = test::target(w.cpu);
    for (TextProof proof : {TextProof::Fast, TextProof::Reparse}) {
      Instruction inst;
      EXPECT_EQ(decodeOne(w.with, t, inst, proof), 0u) << w.cpu;
      ASSERT_EQ(decodeOne(w.without, t, inst, proof), 8u) << w.cpu;
      std::string text;
      printInstruction(inst, t, text);
      EXPECT_EQ(text, w.textWithout);
    }
  }
}

// The facts above are llvm-mc 22's (skipped where it is not installed): its listing, and that its text for a
// word with the bit gives other bytes back (so refusing the word is fair).
TEST(UnencodedCacheBit, FactsAreLlvmMc22s) {
  const char* mc = "/usr/lib/llvm-22/bin/llvm-mc";
  if (!std::filesystem::exists(mc)) GTEST_SKIP() << "llvm-mc 22 not installed";
  auto run = [&](const std::string& cpu, const std::string& input, bool disassemble) {
    const std::string path = testing::TempDir() + "unencoded_cache_bit.s";
    { std::ofstream(path) << input << "\n"; }
    const std::string cmd = std::string(mc) + " -triple=amdgcn-amd-amdhsa -mcpu=" + cpu + " -show-encoding " +
                            (disassemble ? "-disassemble " : "") + path + " 2>&1";
    std::string out;
    if (FILE* f = popen(cmd.c_str(), "r")) {
      char buf[512];
      while (size_t n = fread(buf, 1, sizeof buf, f)) out.append(buf, n);
      pclose(f);
    }
    return out;
  };
  for (const Row& k : kRows) {
    const std::string out = run(k.cpu, k.line, false);
    EXPECT_NE(out.find(std::string("\t") + k.text + " "), std::string::npos) << out;
    EXPECT_NE(out.find(std::string("; encoding: [") + k.bytes + "]"), std::string::npos) << out;
  }
  const std::string wbl2 = run("gfx942", "0x00,0xc0,0xa2,0xe0,0x00,0x00,0x00,0x00", true);
  EXPECT_NE(wbl2.find("buffer_wbl2 sc0 sc1 ") , std::string::npos) << wbl2;
  EXPECT_NE(wbl2.find("encoding: [0x00,0xc0,0xa0,0xe0"), std::string::npos) << wbl2;  // not the word's bytes
  const std::string atomic = run("gfx90a", "0x00,0x80,0x3c,0xdf,0x02,0x04,0x7f,0x00", true);
  EXPECT_NE(atomic.find("invalid instruction encoding"), std::string::npos) << atomic;
}

}  // namespace
}  // namespace gcnkit
