// gfx950's transposing DS reads (src/emu/lds_transpose.cpp; a model, src/emu/README.md): groups of E lanes (E the
// elements per lane: b64_tr_b16 4, b64_tr_b8 8, b64_tr_b4 16, b96_tr_b6 16) read an E x E block, lane i of a group
// receives column i: its element j is element i of the row lane j of the group addressed.
#include <gtest/gtest.h>

#include "emu_vmem_support.h"

namespace gcnkit::test {
namespace {

// LDS filled by the kernel: byte b holds b & 0xff (ds_write_b32 of the byte pattern), then each lane reads the row
// at v0 = lane * row bytes.
VmemRun runTranspose(const char* op, unsigned rowBytes, uint64_t execMask = ~0ull) {
  VmemKernel k;
  k.cpu = "gfx950";
  k.body =
      "global_load_dword v2, v3, s[2:3]\n"  // v3 = lane * 4: the buffer's byte pattern
      "global_load_dword v5, v3, s[2:3] offset:256\n"
      "global_load_dword v6, v3, s[2:3] offset:512\n"
      "global_load_dword v7, v3, s[2:3] offset:768\n"
      "s_waitcnt vmcnt(0)\n"
      "ds_write_b32 v3, v2\n"
      "ds_write_b32 v3, v5 offset:256\n"
      "ds_write_b32 v3, v6 offset:512\n"
      "ds_write_b32 v3, v7 offset:768\n"
      "s_waitcnt lgkmcnt(0)\n"
      "v_mov_b32 v8, 0xdead\nv_mov_b32 v9, 0xdead\nv_mov_b32 v10, 0xdead\n";
  if (execMask != ~0ull)
    k.body += "s_mov_b32 exec_lo, " + std::to_string(uint32_t(execMask)) + "\ns_mov_b32 exec_hi, " +
              std::to_string(uint32_t(execMask >> 32)) + "\n";
  k.body += std::string(op) + (rowBytes == 12 ? " v[8:10], v0 offset:4" : " v[8:9], v0 offset:4") + "\ns_waitcnt lgkmcnt(0)";
  k.vgpr = [rowBytes](unsigned r, unsigned l) { return r == 0 ? l * rowBytes : r == 3 ? l * 4 : 0u; };
  return runVmem(k);
}

// The byte at LDS address a (the pattern written above: a & 0xff for a < 1024).
uint32_t ldsByte(unsigned a) { return a & 0xff; }

TEST(EmuLdsTranspose, B16TransposesFourByFourBlocks) {
  // Lane l's row: 4 halves at 4 + 8l; lane 4g + i gets half i of the rows of lanes 4g .. 4g + 3.
  auto o = runTranspose("ds_read_b64_tr_b16", 8);
  ASSERT_TRUE(o.r.ok()) << o.r.text();
  auto half = [](unsigned lane, unsigned k) { const unsigned a = 4 + 8 * lane + 2 * k; return ldsByte(a) | ldsByte(a + 1) << 8; };
  for (unsigned lane : {0u, 1u, 6u, 63u}) {
    const unsigned g = lane - lane % 4, i = lane % 4;
    EXPECT_EQ(o.v(8, lane), half(g, i) | half(g + 1, i) << 16) << lane;
    EXPECT_EQ(o.v(9, lane), half(g + 2, i) | half(g + 3, i) << 16) << lane;
  }
  // lane 1: halves 1 of lanes 0..3 = bytes (6,7), (14,15), (22,23), (30,31)
  EXPECT_EQ(o.v(8, 1), 0x0f0e0706u);
  EXPECT_EQ(o.v(9, 1), 0x1f1e1716u);
}

TEST(EmuLdsTranspose, B8TransposesEightByEightBlocks) {
  auto o = runTranspose("ds_read_b64_tr_b8", 8);
  ASSERT_TRUE(o.r.ok()) << o.r.text();
  for (unsigned lane : {0u, 3u, 13u, 63u}) {
    const unsigned g = lane - lane % 8, i = lane % 8;
    uint64_t want = 0;
    for (unsigned j = 0; j < 8; ++j) want |= uint64_t(ldsByte(4 + 8 * (g + j) + i)) << (8 * j);
    EXPECT_EQ(o.v(8, lane) | uint64_t(o.v(9, lane)) << 32, want) << lane;
  }
}

TEST(EmuLdsTranspose, B4AndB6TransposeSixteenLaneBlocks) {
  auto o = runTranspose("ds_read_b64_tr_b4", 8);
  ASSERT_TRUE(o.r.ok()) << o.r.text();
  for (unsigned lane : {0u, 5u, 16u, 47u}) {
    const unsigned g = lane - lane % 16, i = lane % 16;
    uint64_t want = 0;
    for (unsigned j = 0; j < 16; ++j) want |= uint64_t(ldsByte(4 + 8 * (g + j) + i / 2) >> (4 * (i % 2)) & 15) << (4 * j);
    EXPECT_EQ(o.v(8, lane) | uint64_t(o.v(9, lane)) << 32, want) << lane;
  }
  auto p = runTranspose("ds_read_b96_tr_b6", 12);
  ASSERT_TRUE(p.r.ok()) << p.r.text();
  auto bitsAt = [](unsigned rowAddr, unsigned bit) {  // 6 bits at `bit` of the 96-bit row at rowAddr
    uint32_t v = 0;
    for (unsigned b = 0; b < 6; ++b) v |= (ldsByte(rowAddr + (bit + b) / 8) >> ((bit + b) % 8) & 1) << b;
    return v;
  };
  for (unsigned lane : {0u, 9u, 31u, 63u}) {
    const unsigned g = lane - lane % 16, i = lane % 16;
    uint32_t want[3] = {};
    for (unsigned j = 0; j < 16; ++j) {
      const uint64_t v = bitsAt(4 + 12 * (g + j), 6 * i), at = 6 * j;
      want[at / 32] |= uint32_t(v << (at % 32));
      if (at % 32 > 26) want[at / 32 + 1] |= uint32_t(v >> (32 - at % 32));
    }
    for (unsigned d = 0; d < 3; ++d) EXPECT_EQ(p.v(8 + d, lane), want[d]) << lane << " dword " << d;
  }
}

TEST(EmuLdsTranspose, InactiveLanesReadNothingAndKeepTheirRegisters) {
  // Lanes 0-3 active but lane 2: lane 2 keeps 0xdead, the others see 0 in lane 2's place.
  auto o = runTranspose("ds_read_b64_tr_b16", 8, 0xb);
  ASSERT_TRUE(o.r.ok()) << o.r.text();
  EXPECT_EQ(o.v(8, 2), 0xdeadu);
  EXPECT_EQ(o.v(9, 0) & 0xffff, 0u);       // lane 2's row: not read
  EXPECT_EQ(o.v(9, 0) >> 16, 0x1d1cu);     // lane 3's half 0: bytes 28, 29
}

TEST(EmuLdsTranspose, FidelityCallsItAModel) {
  for (const char* mn : {"ds_read_b64_tr_b4", "ds_read_b64_tr_b8", "ds_read_b64_tr_b16", "ds_read_b96_tr_b6"}) {
    auto f = emu::instructionFidelity("gfx950", mn);
    ASSERT_TRUE(f) << mn;
    EXPECT_EQ(f->level, emu::FidelityLevel::Approximate) << mn;
    EXPECT_NE(f->how.find("a model"), std::string::npos) << mn;
  }
}

}  // namespace
}  // namespace gcnkit::test
