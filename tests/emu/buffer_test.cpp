// MUBUF/MTBUF against the buffer-memory document, rule by rule, each on both sides of its boundary: addressing (OFFEN,
// IDXEN, TID_ENABLE, SOFFSET, the swizzle formula, ADDR64), range checking (stride 0 with SOFFSET, AINDEX
// against NUM_RECORDS, OFFSET against STRIDE), GFX10's OOB_SELECT, data/number formats both ways with
// DST_SEL, d16, tfe, atomics and loads into LDS.
#include "emu_vmem_support.h"

namespace gcnkit::test {
namespace {

// ---------------------------------------------------------------- addressing and range checks

TEST(EmuBuffer, StrideZeroRangeIncludesSoffset) {
  // BUFOFFSET = lane * 4; out of range when BUFOFFSET >= NUM_RECORDS - SGPR_OFFSET.
  for (uint32_t soff : {0u, 8u}) {
    SCOPED_TRACE(soff);
    VmemKernel k;
    k.body = "buffer_load_dword v1, v0, s[4:7], s8 offen";
    k.numRecords = 64;
    k.soffset = soff;
    k.vgpr = [](unsigned r, unsigned l) { return r == 0 ? l * 4 : 0; };
    auto o = runVmem(k);
    ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
    const unsigned firstOut = (64 - soff) / 4;  // 16 without soffset, 14 with 8
    for (unsigned l = 0; l < 64; ++l)
      EXPECT_EQ(o.v(1, l), l < firstOut ? bytePattern(l + soff / 4) : 0u) << "lane " << l;
    ASSERT_EQ(o.r.count(emu::CheckKind::BufferRange), 1u);
    EXPECT_NE(o.r.reports[0].message.find("lane " + std::to_string(firstOut) + ":"), std::string::npos) << o.r.reports[0].message;
    EXPECT_NE(o.r.reports[0].message.find("SOFFSET " + std::string(soff ? "0x8" : "0x0")), std::string::npos);
  }
}

TEST(EmuBuffer, StridedIndexAgainstNumRecords) {
  // STRIDE 16, IDXEN: AINDEX = v0 = lane; lanes with AINDEX >= NUM_RECORDS (4) read 0.
  VmemKernel k;
  k.body = "buffer_load_dword v1, v0, s[4:7], 0 idxen offset:4";
  k.stride = 16;
  k.numRecords = 4;
  k.vgpr = [](unsigned r, unsigned l) { return r == 0 ? l : 0; };
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  for (unsigned l = 0; l < 8; ++l) EXPECT_EQ(o.v(1, l), l < 4 ? bytePattern(l * 4 + 1) : 0u) << l;
  EXPECT_EQ(o.r.count(emu::CheckKind::BufferRange), 1u);
  EXPECT_NE(o.r.reports[0].message.find("AINDEX 4 >= NUM_RECORDS 4"), std::string::npos) << o.r.reports[0].message;
}

TEST(EmuBuffer, OffsetAgainstStrideOnlyWhenIndexed) {
  // IDXEN + OFFEN: v0 = index 1, v1 = offset lane * 4; STRIDE 8: offsets 0 and 4 are in range, 8 is not.
  VmemKernel k;
  k.body = "buffer_load_dword v2, v[0:1], s[4:7], 0 idxen offen";
  k.stride = 8;
  k.numRecords = 100;
  k.vgpr = [](unsigned r, unsigned l) { return r == 0 ? 1u : r == 1 ? l * 4 : 0u; };
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.v(2, 0), bytePattern(2));
  EXPECT_EQ(o.v(2, 1), bytePattern(3));
  EXPECT_EQ(o.v(2, 2), 0u);  // AOFFSET 8 >= STRIDE 8
  EXPECT_NE(o.r.reports.at(0).message.find("AOFFSET 0x8 >= STRIDE 0x8"), std::string::npos) << o.r.text();
  // Without IDXEN or TID_ENABLE the seed checks only AINDEX (0) against NUM_RECORDS: offset 12 is read.
  k.body = "buffer_load_dword v2, v1, s[4:7], 0 offen";
  k.numRecords = 1;
  auto p = runVmem(k);
  ASSERT_TRUE(p.r.ok()) << p.r.fault.message;
  EXPECT_EQ(p.v(2, 3), bytePattern(3));
  EXPECT_EQ(p.r.count(emu::CheckKind::BufferRange), 0u) << p.r.text();
  // ... and NUM_RECORDS 0 makes AINDEX 0 out of range.
  k.numRecords = 0;
  auto q = runVmem(k);
  EXPECT_EQ(q.v(2, 3), 0u);
}

TEST(EmuBuffer, TidEnableAddsTheLane) {
  // TID_ENABLE: AINDEX = LANEID; STRIDE 4; NUM_RECORDS 10; OFFSET 0 < STRIDE.
  VmemKernel k;
  k.body = "buffer_load_dword v1, off, s[4:7], 0";
  k.stride = 4;
  k.numRecords = 10;
  k.word3 = word3(4, 4, 1u << 23);
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  for (unsigned l = 0; l < 12; ++l) EXPECT_EQ(o.v(1, l), l < 10 ? bytePattern(l) : 0u) << l;
  // OFFSET 4 >= STRIDE 4 with TID_ENABLE: every lane out of range.
  k.body = "buffer_load_dword v1, off, s[4:7], 0 offset:4";
  auto p = runVmem(k);
  EXPECT_EQ(p.v(1, 0), 0u);
  EXPECT_EQ(p.r.count(emu::CheckKind::BufferRange), 1u);
}

TEST(EmuBuffer, SwizzleFormula) {
  // ELEMSIZE field 1 -> 4 bytes, INDEXSTRIDE field 0 -> 8, STRIDE 16; index 11, offset 6:
  // 6 % 4 + 4 * (11 % 8) + 8 * ((11 / 8) * 16 + (6 / 4) * 4) = 2 + 12 + 8 * 20 = 174.
  VmemKernel k;
  k.body = "buffer_load_ubyte v2, v[0:1], s[4:7], 0 idxen offen";
  k.stride = 16;
  k.swizzle = true;
  k.numRecords = 64;
  k.word3 = word3(4, 4, 1u << 19);
  k.vgpr = [](unsigned r, unsigned l) { return r == 0 ? 11u + l : r == 1 ? 6u : 0u; };
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.v(2, 0), 174u);
  // index 12: 2 + 4 * 4 + 8 * (16 + 4) = 178; index 16: 2 + 0 + 8 * (2 * 16 + 4) = 290 -> byte 0x22.
  EXPECT_EQ(o.v(2, 1), 178u);
  EXPECT_EQ(o.v(2, 5), 290u & 0xff);
  // ELEMSIZE field 3 -> 16 bytes, INDEXSTRIDE field 1 -> 16: index 11, offset 6: 6 + 16 * 11 + 0 = 182.
  k.word3 = word3(4, 4, 3u << 19 | 1u << 21);
  auto p = runVmem(k);
  EXPECT_EQ(p.v(2, 0), 182u);
}

TEST(EmuBuffer, Addr64HasNoRangeCheck) {
  // GFX7: ADDRESS = BASE + VGPR pair + OFFSET + SGPR_OFFSET; NUM_RECORDS 0 does not matter.
  VmemKernel k;
  k.cpu = "gfx700";
  k.body = "buffer_load_dword v2, v[0:1], s[4:7], s8 addr64 offset:4";
  k.numRecords = 0;
  k.soffset = 8;
  k.vgpr = [](unsigned r, unsigned l) { return r == 0 ? l * 4 : 0u; };
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.v(2, 0), bytePattern(3));
  EXPECT_EQ(o.v(2, 2), bytePattern(5));
  EXPECT_EQ(o.r.count(emu::CheckKind::BufferRange), 0u);
}

TEST(EmuBuffer, StoresAndMultiDwordRangePerDword) {
  // buffer_store_dwordx4 at offset 8 with NUM_RECORDS 20: dwords at 8, 12, 16 land, 20 is dropped.
  VmemKernel k;
  k.body = "buffer_store_dwordx4 v[1:4], off, s[4:7], 0 offset:8";
  k.numRecords = 20;
  k.data.assign(16, 0);
  k.dwords = 16;
  k.vgpr = [](unsigned r, unsigned) { return 100u + r; };
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.data[2], 101u);
  EXPECT_EQ(o.data[3], 102u);
  EXPECT_EQ(o.data[4], 103u);
  EXPECT_EQ(o.data[5], 0u);
  EXPECT_EQ(o.r.count(emu::CheckKind::BufferRange), 1u);
}

TEST(EmuBuffer, Gfx10OobSelect) {
  // OOB_SELECT 3 (raw): offset against NUM_RECORDS - SOFFSET; 1: index only; 0: index and offset
  // against STRIDE; 2: only NUM_RECORDS == 0.
  auto run = [](uint32_t oob, uint32_t stride, uint32_t numRecords, uint32_t offset) {
    VmemKernel k;
    k.cpu = "gfx1030";
    k.body = "buffer_load_dword v1, v0, s[4:7], 0 offen offset:" + std::to_string(offset);
    k.stride = stride;
    k.numRecords = numRecords;
    k.word3 = 0xfacu | 22u << 12 | oob << 28;
    return runVmem(k).v(1, 0);
  };
  EXPECT_EQ(run(3, 0, 16, 12), bytePattern(3));
  EXPECT_EQ(run(3, 0, 16, 16), 0u);
  EXPECT_EQ(run(1, 8, 1, 12), bytePattern(3));  // offset unchecked
  EXPECT_EQ(run(1, 8, 0, 0), 0u);               // AINDEX 0 >= 0
  EXPECT_EQ(run(0, 8, 1, 4), bytePattern(1));
  EXPECT_EQ(run(0, 8, 1, 8), 0u);               // AOFFSET 8 >= STRIDE 8
  EXPECT_EQ(run(2, 0, 1, 400), bytePattern(100));
  EXPECT_EQ(run(2, 0, 0, 0), 0u);
}

// ---------------------------------------------------------------- formats

struct FormatCase {
  unsigned dfmt, nfmt;
  std::vector<uint32_t> memory;    // the element's dwords
  std::array<uint32_t, 4> regs;    // buffer_load_format_xyzw result
};

TEST(EmuBuffer, LoadFormatEveryDataFormat) {
  const float one = 1.0f;
  const std::vector<FormatCase> cases = {
      {1, 4, {0xab}, {0xab, 0, 0, 1}},                                  // 8
      {2, 4, {0xbeef}, {0xbeef, 0, 0, 1}},                              // 16
      {3, 4, {0x1234}, {0x34, 0x12, 0, 1}},                             // 8_8
      {4, 4, {0xdeadbeef}, {0xdeadbeef, 0, 0, 1}},                      // 32
      {5, 4, {0x12345678}, {0x5678, 0x1234, 0, 1}},                     // 16_16
      {6, 4, {5u | 6u << 11 | 7u << 22}, {5, 6, 7, 1}},                 // 10_11_11: X 11, Y 11, Z 10 bits
      {7, 4, {5u | 6u << 10 | 7u << 21}, {5, 6, 7, 1}},                 // 11_11_10: X 10, Y 11, Z 11 bits
      {8, 4, {3u | 9u << 2 | 10u << 12 | 11u << 22}, {3, 9, 10, 11}},   // X 2, Y/Z/W 10 bits
      {9, 4, {9u | 10u << 10 | 11u << 20 | 2u << 30}, {9, 10, 11, 2}},  // X/Y/Z 10, W 2 bits
      {10, 4, {0x44332211}, {0x11, 0x22, 0x33, 0x44}},                  // 8_8_8_8
      {11, 4, {7, 8}, {7, 8, 0, 1}},                                    // 32_32
      {12, 4, {0x00020001, 0x00040003}, {1, 2, 3, 4}},                  // 16_16_16_16
      {13, 4, {7, 8, 9}, {7, 8, 9, 1}},                                 // 32_32_32
      {14, 4, {7, 8, 9, 10}, {7, 8, 9, 10}},                            // 32_32_32_32
      {14, 7, {f2u(1.5f), f2u(-2), 0, f2u(one)}, {f2u(1.5f), f2u(-2), 0, f2u(one)}},
  };
  for (const FormatCase& c : cases) {
    SCOPED_TRACE(testing::Message() << "dfmt " << c.dfmt << " nfmt " << c.nfmt);
    VmemKernel k;
    k.body = "buffer_load_format_xyzw v[1:4], off, s[4:7], 0";
    k.word3 = word3(c.dfmt, c.nfmt);
    k.data = c.memory;
    auto o = runVmem(k);
    ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
    for (unsigned i = 0; i < 4; ++i) EXPECT_EQ(o.v(1 + i, 0), c.regs[i]) << "component " << i;
    // The other direction: the same format stores the registers back to the same bits.
    VmemKernel s;
    s.body = "buffer_store_format_xyzw v[1:4], off, s[4:7], 0";
    s.word3 = k.word3;
    s.data.assign(4, 0);
    s.dwords = 4;
    const auto regs = c.regs;
    s.vgpr = [regs](unsigned r, unsigned) { return r >= 1 && r <= 4 ? regs[r - 1] : 0u; };
    auto st = runVmem(s);
    ASSERT_TRUE(st.r.ok()) << st.r.fault.message;
    for (size_t i = 0; i < c.memory.size(); ++i) EXPECT_EQ(st.data[i], c.memory[i]) << "dword " << i;
  }
}

TEST(EmuBuffer, NumberFormatsRead) {
  // One 8-bit component read with each number format.
  struct Case { unsigned nfmt; uint32_t raw; uint32_t reg; };
  const Case cases[] = {
      {0, 0xff, f2u(1.0f)},          {0, 0x00, f2u(0.0f)},          {0, 0x80, f2u(float(128.0 / 255.0))},
      {1, 0x7f, f2u(1.0f)},          {1, 0x81, f2u(-1.0f)},         {1, 0x80, f2u(-1.0f)},  // MIN and MIN+1: -1
      {1, 0x40, f2u(float(64.0 / 127.0))},
      {6, 0x7f, f2u(1.0f)},          {6, 0x80, f2u(-1.0f)},         {6, 0x00, f2u(float(1.0 / 255.0))},
      {2, 0xff, f2u(255.0f)},        {3, 0xff, f2u(-1.0f)},         {3, 0x7f, f2u(127.0f)},
      {4, 0xff, 0xff},               {5, 0xff, 0xffffffffu},        {5, 0x7f, 0x7f},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(testing::Message() << "nfmt " << c.nfmt << " raw " << c.raw);
    VmemKernel k;
    k.body = "buffer_load_format_x v1, off, s[4:7], 0";
    k.word3 = word3(1, c.nfmt);
    k.data = {c.raw};
    auto o = runVmem(k);
    ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
    EXPECT_EQ(o.v(1, 0), c.reg) << u2f(o.v(1, 0));
  }
  // FLOAT on 16 bits is a half; on 10/11 bits an unsigned small float (1.0 = exponent 15).
  VmemKernel h;
  h.body = "buffer_load_format_xyzw v[1:4], off, s[4:7], 0";
  h.word3 = word3(5, 7);
  h.data = {0x3c00u | 0xc000u << 16};
  auto o = runVmem(h);
  EXPECT_EQ(o.v(1, 0), f2u(1.0f));
  EXPECT_EQ(o.v(2, 0), f2u(-2.0f));
  EXPECT_EQ(o.v(4, 0), f2u(1.0f));  // missing W reads as one
  h.word3 = word3(6, 7);
  h.data = {15u << 6 | (15u << 6 | 32u) << 11 | (15u << 5) << 22};  // 1.0, 1.5 (11-bit), 1.0 (10-bit)
  auto p = runVmem(h);
  EXPECT_EQ(p.v(1, 0), f2u(1.0f));
  EXPECT_EQ(p.v(2, 0), f2u(1.5f));
  EXPECT_EQ(p.v(3, 0), f2u(1.0f));
}

TEST(EmuBuffer, NumberFormatsWriteRoundToNearestEven) {
  struct Case { unsigned nfmt; float in; uint32_t raw; };
  const Case cases[] = {
      {0, 0.5f, 128},  // 127.5 -> 128 (even)
      {0, 2.0f, 255},  {0, -1.0f, 0},                 // clamped
      {1, 0.5f, 64},   // 63.5 -> 64
      {1, -2.0f, 0x81},                                // clamped to -1 = MIN+1
      {6, -1.0f, 0x80}, {6, 1.0f, 0x7f},               // SNORM_OGL: MIN..MAX
      {2, 2.5f, 2},    {2, 3.5f, 4},    {2, 300.0f, 255},
      {3, -2.5f, 0xfe}, {3, -200.0f, 0x80},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(testing::Message() << "nfmt " << c.nfmt << " value " << c.in);
    VmemKernel k;
    k.body = "buffer_store_format_x v1, off, s[4:7], 0";
    k.word3 = word3(1, c.nfmt);
    k.data.assign(4, 0);
    k.dwords = 4;
    const float in = c.in;
    k.vgpr = [in](unsigned r, unsigned) { return r == 1 ? f2u(in) : 0u; };
    auto o = runVmem(k);
    ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
    EXPECT_EQ(o.data[0], c.raw);
  }
  // Integers keep their low bits; FLOAT 16 rounds to the nearest half (1 + 2^-11 is a tie -> 1.0).
  VmemKernel k;
  k.body = "buffer_store_format_xy v[1:2], off, s[4:7], 0";
  k.word3 = word3(5, 7);
  k.data.assign(4, 0);
  k.dwords = 4;
  k.vgpr = [](unsigned r, unsigned) { return r == 1 ? f2u(1.0f + 1.0f / 2048) : r == 2 ? f2u(1.0f + 3.0f / 2048) : 0u; };
  auto o = runVmem(k);
  EXPECT_EQ(o.data[0], 0x3c00u | 0x3c02u << 16);
}

TEST(EmuBuffer, DstSelFromTheResourceOnlyForFormatOps) {
  // DST_SEL_X = A, Y = B, Z = 1, W = 0 over 8_8_8_8 UINT.
  const uint32_t sel = 7u | 6u << 3 | 1u << 6 | 0u << 9;
  VmemKernel k;
  k.body = "buffer_load_format_xyzw v[1:4], off, s[4:7], 0";
  k.word3 = sel | 4u << 12 | 10u << 15;
  k.data = {0x44332211};
  auto o = runVmem(k);
  EXPECT_EQ(o.v(1, 0), 0x44u);
  EXPECT_EQ(o.v(2, 0), 0x33u);
  EXPECT_EQ(o.v(3, 0), 1u);
  EXPECT_EQ(o.v(4, 0), 0u);
  // tbuffer: format from the instruction, identity selects (the resource's format and DST_SEL ignored).
  k.body = "tbuffer_load_format_xyzw v[1:4], off, s[4:7], 0 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_UINT]";
  k.word3 = sel | 7u << 12 | 4u << 15;
  auto t = runVmem(k);
  EXPECT_EQ(t.v(1, 0), 0x11u);
  EXPECT_EQ(t.v(4, 0), 0x44u);
  // A plain load ignores both.
  k.body = "buffer_load_dword v1, off, s[4:7], 0";
  auto p = runVmem(k);
  EXPECT_EQ(p.v(1, 0), 0x44332211u);
}

TEST(EmuBuffer, TbufferGfx10UnifiedFormat) {
  VmemKernel k;
  k.cpu = "gfx1030";
  k.body = "tbuffer_load_format_xy v[1:2], off, s[4:7], 0 format:[BUF_FMT_16_16_UNORM]";
  k.word3 = 0xfacu | 22u << 12 | 3u << 28;
  k.data = {0xffffu};
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.v(1, 0), f2u(1.0f));
  EXPECT_EQ(o.v(2, 0), f2u(0.0f));
}

TEST(EmuBuffer, D16PackedAndUnpacked) {
  // 16_16 FLOAT: halves 1.0 and -2.0. GFX9 packs both into one VGPR; GFX8 gives one VGPR each.
  VmemKernel k;
  k.body = "buffer_load_format_d16_xy v1, off, s[4:7], 0";
  k.word3 = word3(5, 7);
  k.data = {0x3c00u | 0xc000u << 16};
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.v(1, 0), 0xc0003c00u);
  k.cpu = "gfx803";
  k.body = "buffer_load_format_d16_xy v[1:2], off, s[4:7], 0";
  auto p = runVmem(k);
  ASSERT_TRUE(p.r.ok()) << p.r.fault.message;
  EXPECT_EQ(p.v(1, 0), 0x3c00u);
  EXPECT_EQ(p.v(2, 0), 0xc000u);
  // gfx810 (a GFX8 processor) packs as GFX9 does.
  k.cpu = "gfx810";
  k.body = "buffer_load_format_d16_xy v1, off, s[4:7], 0";
  k.vgpr = [](unsigned r, unsigned) { return r == 2 ? 0x5555u : 0u; };
  auto s = runVmem(k);
  ASSERT_TRUE(s.r.ok()) << s.r.fault.message;
  EXPECT_EQ(s.v(1, 0), 0xc0003c00u);
  EXPECT_EQ(s.v(2, 0), 0x5555u);  // not written
  // Plain d16 loads keep the other half; _hi writes the high half.
  VmemKernel h;
  h.body = "buffer_load_short_d16_hi v1, off, s[4:7], 0\nbuffer_load_sbyte_d16 v2, off, s[4:7], 0 offset:3";
  h.data = {0x0000beefu, 0};
  h.vgpr = [](unsigned r, unsigned) { return r == 1 ? 0x1111u : r == 2 ? 0x22220000u : 0u; };
  auto q = runVmem(h);
  EXPECT_EQ(q.v(1, 0), 0xbeef1111u);
  EXPECT_EQ(q.v(2, 0), 0x22220000u);  // byte 3 is 0
  h.data = {0x80000000u};
  auto q2 = runVmem(h);
  EXPECT_EQ(q2.v(2, 0), 0x2222ff80u);  // sign-extended to 16 bits
}

TEST(EmuBuffer, TfeWritesTheExtraVgpr) {
  VmemKernel k;
  k.body = "buffer_load_dword v[1:2], off, s[4:7], 0 offset:4 tfe";
  k.vgpr = [](unsigned r, unsigned) { return r == 2 ? 0xdeadu : 0u; };
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.v(1, 0), bytePattern(1));
  EXPECT_EQ(o.v(2, 0), 0u);
}

TEST(EmuBuffer, TfeOfALoadIntoLdsWritesNoVgpr) {
  // buffer_load_dword off, s[4:7], 0 lds with the tfe bit and VDATA v5 (llvm-mc writes no tfe with lds, but the
  // bits can be there): the data goes to LDS, so there is no status dword either; v6 stays as it was. (This wrote
  // the VGPR after VDATA + the data's dwords, beyond the wave's rows when VDATA was its last VGPR: found by the
  // emulator fuzz target.)
  VmemKernel k;
  k.body = ".long 0xe0510000\n.long 0x80810500";
  k.vgpr = [](unsigned r, unsigned) { return r == 6 ? 0x1234u : 0u; };
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.v(6, 0), 0x1234u);
  EXPECT_EQ(o.v(5, 0), 0u);
}

TEST(EmuBuffer, AtomicsReturnPreOpWithGlc) {
  VmemKernel k;
  k.body =
      "buffer_atomic_add v1, off, s[4:7], 0 glc\n"
      "buffer_atomic_cmpswap v[2:3], off, s[4:7], 0 offset:4 glc\n"   // data v2, compare v3
      "buffer_atomic_cmpswap v[4:5], off, s[4:7], 0 offset:8 glc\n"
      "buffer_atomic_smax v6, off, s[4:7], 0 offset:12\n"
      "buffer_atomic_add v7, off, s[4:7], 0 offset:16 glc";              // out of range: dropped, returns 0
  k.numRecords = 16;
  k.data = {10, 20, 30, uint32_t(-5), 40};
  k.dwords = 8;
  k.vgpr = [](unsigned r, unsigned l) {
    const uint32_t v[] = {0, 1, 99, 20, 99, 31, 7, 1};
    return l == 0 && r < 8 ? v[r] : 0u;
  };
  // One lane, so each atomic happens once.
  k.body = "s_mov_b64 exec, 1\n" + k.body;
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.data[0], 11u);
  EXPECT_EQ(o.v(1, 0), 10u);
  EXPECT_EQ(o.data[1], 99u);  // compare 20 matched
  EXPECT_EQ(o.v(2, 0), 20u);
  EXPECT_EQ(o.data[2], 30u);  // compare 31 did not
  EXPECT_EQ(o.v(4, 0), 30u);
  EXPECT_EQ(o.data[3], 7u);   // smax(-5, 7)
  EXPECT_EQ(o.v(6, 0), 7u);   // no glc: v6 unchanged
  EXPECT_EQ(o.data[4], 40u);
  EXPECT_EQ(o.v(7, 0), 0u);
  EXPECT_EQ(o.r.count(emu::CheckKind::BufferRange), 1u);
}

TEST(EmuBuffer, LoadsIntoLds) {
  // LDS_ADDR = LDS_BASE + (M0 & 0xffff) + LANEID * 4; sub-dword values are zero-extended.
  VmemKernel k;
  k.body =
      "buffer_load_sbyte off, s[4:7], 0 offset:255 lds\n"
      "s_waitcnt vmcnt(0)\n"
      "ds_read_b32 v1, v0 offset:16\n"
      "ds_read_b32 v2, v0 offset:20\n"
      "s_waitcnt lgkmcnt(0)";
  k.m0 = 0x70010;  // M0 & 0xffff = 16
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.v(1, 0), 0xffu);  // byte 255, zero-extended even from sbyte
  EXPECT_EQ(o.v(2, 0), 0xffu);  // lane 1's dword (same address for every lane)
}

TEST(EmuBuffer, StoreFromLds) {
  // buffer_store_lds_dword (GFX8/9): LDS (M0 & 0xffff) + LANEID * 4 to BASE + SOFFSET + OFFSET (+ TID * 4).
  VmemKernel k;
  k.body =
      "ds_write_b32 v0, v1 offset:32\n"
      "s_waitcnt lgkmcnt(0)\n"
      "buffer_store_lds_dword s[4:7], s8 offset:4 lds\n"
      "s_waitcnt vmcnt(0)";
  k.m0 = 32;
  k.soffset = 8;
  k.stride = 4;
  k.numRecords = 64;
  k.word3 = word3(4, 4, 1u << 23);  // TID_ENABLE: lane l at l * 4
  k.data.assign(256, 0);
  k.vgpr = [](unsigned r, unsigned l) { return r == 0 ? l * 4 : r == 1 ? 900 + l : 0u; };
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  // lane l: address 8 + 4 + 4l -> dword 3 + l (OFFSET 4 >= STRIDE 4 would be out of range: use stride 8)
  EXPECT_EQ(o.r.count(emu::CheckKind::BufferRange), 1u);
  k.stride = 8;
  auto p = runVmem(k);
  ASSERT_TRUE(p.r.ok()) << p.r.fault.message;
  EXPECT_EQ(p.data[3], 900u);       // lane 0: 8 + 4 + 0
  EXPECT_EQ(p.data[3 + 2], 901u);   // lane 1: AINDEX 1 * STRIDE 8
  EXPECT_EQ(p.r.reports.size(), 0u) << p.r.text();
}

}  // namespace
}  // namespace gcnkit::test
