// Scalar memory, as the seed documents specify it: address formation per generation (SMRD dword
// offsets, GFX8 byte offsets, GFX9/10 immediate + SGPR/M0 and negative offsets), the buffer constant and
// its per-dword range check, stores, scratch, every atomic with and without GLC, s_memtime, LGKM_CNT with
// out-of-order completion, and memory violations.
#include <set>

#include "emu_support.h"

namespace gcnkit::test {
namespace {

constexpr uint32_t kDataDwords = 2048;
uint32_t d(uint32_t i) { return 0xd0000000u + i; }

struct Outcome {
  emu::LaunchResult r;
  std::vector<uint32_t> v;        // s20..s27 at the end
  std::vector<uint32_t> data;     // the data buffer at the end
};

bool storesResults(const std::string& cpu) { return cpu == "gfx803" || cpu == "gfx900" || cpu == "gfx1010"; }

// Runs `body` with s[0:1] = output, s[2:3] = data (dword i = d(i)), s[8:11] = a buffer constant over the data
// (base, stride 0, num_records = all of it) unless `in` overrides them. The results s20..s27 come back through
// scalar stores on GFX8/9/10 and from the finished wave's registers on GFX6/7/10.3.
Outcome collect(const std::string& cpu, const std::string& body, std::vector<std::pair<int, uint32_t>> in = {},
                emu::EmulatorOptions o = {}) {
  Outcome out;
  auto m = machine(cpu.c_str(), "", o);
  if (!m) return out;
  std::string src = body + "\ns_waitcnt lgkmcnt(0)\n";
  if (storesResults(cpu))
    src += "s_store_dwordx4 s[20:23], s[0:1], 0x0\ns_store_dwordx4 s[24:27], s[0:1], 0x10\ns_waitcnt lgkmcnt(0)\n";
  src += "s_endpgm\n";
  if (!load(*m, src)) return out;
  const uint64_t res = m->allocate(64), data = m->allocate(kDataDwords * 4);
  std::vector<uint32_t> init(kDataDwords);
  for (uint32_t i = 0; i < kDataDwords; ++i) init[i] = d(i);
  m->writeDwords(data, init);
  emu::LaunchConfig c = oneWave({uint32_t(res), uint32_t(res >> 32), uint32_t(data), uint32_t(data >> 32)});
  c.sgprs.resize(32, 0);
  c.sgprs[8] = uint32_t(data);
  c.sgprs[9] = uint32_t(data >> 32) & 0xffff;
  c.sgprs[10] = kDataDwords * 4;
  for (auto [r, v] : in) c.sgprs[size_t(r)] = v;
  out.r = m->launch(c);
  if (storesResults(cpu)) out.v = readAll(*m, res, 8);
  else if (!out.r.waves.empty())
    for (int i = 20; i < 28; ++i) out.v.push_back(out.r.waves[0].sgpr(unsigned(i)));
  out.data = readAll(*m, data, kDataDwords);
  return out;
}

TEST(EmuSmem, AddressFormsSmrd) {
  // SMRD: immediate offsets count dwords; a register offset (SGPR or M0) counts bytes, low two bits ignored.
  for (const char* cpu : {"gfx601", "gfx700"}) {
    SCOPED_TRACE(cpu);
    auto o = collect(cpu,
                     "s_load_dword s20, s[2:3], 0x3\n"
                     "s_load_dword s21, s[2:3], s4\n"
                     "s_mov_b32 m0, 8\n"
                     "s_load_dword s22, s[2:3], m0\n"
                     "s_buffer_load_dword s23, s[8:11], 0x1\n"
                     "s_load_dwordx2 s[24:25], s[2:3], 0x6\n"
                     "s_buffer_load_dwordx2 s[26:27], s[8:11], s5\n",
                     {{4, 23}, {5, 0x100}});
    ASSERT_TRUE(o.r.ok()) << o.r.text();
    EXPECT_EQ(o.v, (std::vector<uint32_t>{d(3), d(5), d(2), d(1), d(6), d(7), d(64), d(65)}));
  }
  // GFX7: a 32-bit literal dword offset.
  auto o = collect("gfx700", "s_load_dword s20, s[2:3], 0x100\ns_buffer_load_dword s21, s[8:11], 0x1ff\n");
  ASSERT_TRUE(o.r.ok()) << o.r.text();
  EXPECT_EQ(o.v[0], d(0x100));
  EXPECT_EQ(o.v[1], d(0x1ff));
}

TEST(EmuSmem, AddressFormsGfx8) {
  auto o = collect("gfx803",
                   "s_load_dword s20, s[2:3], 0xc\n"
                   "s_load_dword s21, s[2:3], 0xf\n"      // the two low bits are ignored
                   "s_load_dword s22, s[2:3], s4\n"
                   "s_mov_b32 m0, 0x20\n"
                   "s_load_dword s23, s[2:3], m0\n"
                   "s_buffer_load_dwordx2 s[24:25], s[8:11], 0x8\n"
                   "s_buffer_load_dwordx2 s[26:27], s[8:11], s4\n",
                   {{4, 0x1001}});
  ASSERT_TRUE(o.r.ok()) << o.r.text();
  EXPECT_EQ(o.v, (std::vector<uint32_t>{d(3), d(3), d(0x400), d(8), d(2), d(3), d(0x400), d(0x401)}));
}

TEST(EmuSmem, AddressFormsGfx9AndGfx10) {
  for (const char* cpu : {"gfx900", "gfx1010", "gfx1030"}) {
    SCOPED_TRACE(cpu);
    std::string body =
        "s_load_dword s20, s[2:3], s4 offset:0x8\n"   // SGPR + immediate
        "s_mov_b32 m0, 0x10\n"
        "s_load_dword s21, s[2:3], m0 offset:0x4\n"   // M0 + immediate
        "s_load_dword s22, s[2:3], s5\n"              // SGPR only
        "s_load_dword s23, s[2:3], 0x1ffc\n"          // immediate only
        "s_buffer_load_dwordx4 s[24:27], s[8:11], s4 offset:0x10\n";
    auto o = collect(cpu, body, {{4, 4}, {5, 0x40}});
    ASSERT_TRUE(o.r.ok()) << o.r.text();
    EXPECT_EQ(o.v, (std::vector<uint32_t>{d(3), d(5), d(16), d(0x7ff), d(5), d(6), d(7), d(8)}));
  }
  // GFX9: a negative immediate is legal while the total with the register offset stays non-negative.
  auto o = collect("gfx900", "s_add_u32 s12, s2, 16\ns_addc_u32 s13, s3, 0\ns_load_dword s20, s[12:13], s4 offset:-4\n",
                   {{4, 8}});
  ASSERT_TRUE(o.r.ok()) << o.r.text();
  EXPECT_EQ(o.v[0], d(5));
}

TEST(EmuSmem, NegativeOffsetsAreMemoryViolations) {
  // GFX9/10: a negative total (immediate plus register, or a negative immediate alone) is MEMVIOL.
  {
    auto o = collect("gfx900", "s_add_u32 s12, s2, 16\ns_addc_u32 s13, s3, 0\ns_load_dword s20, s[12:13], -4\n");
    EXPECT_EQ(o.r.fault.kind, emu::FaultKind::MemoryViolation);
  }
  for (const char* cpu : {"gfx900", "gfx1010"}) {
    auto o = collect(cpu, "s_load_dword s20, s[2:3], s4 offset:-8\n", {{4, 4}});
    ASSERT_FALSE(o.r.ok());
    EXPECT_EQ(o.r.fault.kind, emu::FaultKind::MemoryViolation);
    EXPECT_NE(o.r.fault.message.find("negative"), std::string::npos) << o.r.fault.message;
  }
  // RDNA: a negative instruction offset is MEMVIOL even when the total is not negative.
  auto o = collect("gfx1010", "s_load_dword s20, s[2:3], s4 offset:-4\n", {{4, 8}});
  ASSERT_FALSE(o.r.ok());
  EXPECT_EQ(o.r.fault.kind, emu::FaultKind::MemoryViolation);
  o = collect("gfx900", "s_load_dword s20, s[2:3], s4 offset:-4\n", {{4, 8}});
  EXPECT_TRUE(o.r.ok()) << o.r.text();
  EXPECT_EQ(o.v[0], d(1));
}

TEST(EmuSmem, UnmappedAddressesFaultWithThePlace) {
  auto o = collect("gfx900", "s_nop 0\ns_load_dwordx2 s[20:21], s[2:3], s4\n", {{4, kDataDwords * 4 - 4}});
  ASSERT_FALSE(o.r.ok());
  EXPECT_EQ(o.r.fault.kind, emu::FaultKind::MemoryViolation);
  EXPECT_EQ(o.r.fault.offset, 4u);
  EXPECT_EQ(o.r.fault.instruction, "s_load_dwordx2 s[20:21], s[2:3], s4");
  EXPECT_NE(o.r.fault.message.find("outside every allocation"), std::string::npos) << o.r.fault.message;
  o = collect("gfx803", "s_mov_b32 m0, -4\ns_store_dword s20, s[2:3], m0\n");
  ASSERT_FALSE(o.r.ok());
  EXPECT_EQ(o.r.fault.kind, emu::FaultKind::MemoryViolation);
}

TEST(EmuSmem, WideLoadsFillConsecutiveRegisters) {
  auto m = machine("gfx900");
  ASSERT_TRUE(load(*m,
                   "s_load_dwordx4 s[20:23], s[2:3], 0x0\n"
                   "s_load_dwordx8 s[24:31], s[2:3], 0x10\n"
                   "s_load_dwordx16 s[32:47], s[2:3], 0x30\n"
                   "s_buffer_load_dwordx16 s[48:63], s[8:11], 0x70\n"
                   "s_waitcnt lgkmcnt(0)\n"
                   "s_endpgm\n"));
  const uint64_t data = m->allocate(1024);
  std::vector<uint32_t> init(256);
  for (uint32_t i = 0; i < 256; ++i) init[i] = d(i);
  m->writeDwords(data, init);
  auto c = oneWave({0, 0, uint32_t(data), uint32_t(data >> 32)});
  c.sgprs.resize(12);
  c.sgprs[8] = uint32_t(data);
  c.sgprs[9] = uint32_t(data >> 32);
  c.sgprs[10] = 1024;
  auto r = m->launch(c);
  ASSERT_TRUE(r.ok()) << r.text();
  for (unsigned i = 0; i < 44; ++i) EXPECT_EQ(r.waves[0].sgpr(20 + i), d(i)) << i;
}

TEST(EmuSmem, BufferRangeCheckPerDword) {
  for (const char* cpu : {"gfx601", "gfx803", "gfx900", "gfx1030"}) {
    SCOPED_TRACE(cpu);
    // stride 0, num_records 20 bytes: dwords at offsets 0..16 are inside, 20..28 read 0.
    auto o = collect(cpu, "s_buffer_load_dwordx8 s[20:27], s[8:11], 0x0\n", {{10, 20}});
    ASSERT_TRUE(o.r.ok()) << o.r.text();
    EXPECT_EQ(o.v, (std::vector<uint32_t>{d(0), d(1), d(2), d(3), d(4), 0, 0, 0}));
    EXPECT_EQ(o.r.count(emu::CheckKind::BufferRange), 1u) << o.r.text();
  }
  // stride 4 (SGPR[b+1][31:16]) times num_records 3 = 12 bytes; offsets 4 and 8 inside, 12 and 16 read 0.
  auto m = collect("gfx900", "s_lshl_b32 s12, 4, 16\ns_or_b32 s9, s9, s12\ns_buffer_load_dwordx4 s[20:23], s[8:11], 0x4\n",
                   {{10, 3}});
  ASSERT_TRUE(m.r.ok()) << m.r.text();
  EXPECT_EQ(m.v[0], d(1));
  EXPECT_EQ(m.v[1], d(2));
  EXPECT_EQ(m.v[2], 0u);
  EXPECT_EQ(m.v[3], 0u);
  // Inside the buffer: quiet.
  auto o = collect("gfx900", "s_buffer_load_dwordx4 s[20:23], s[8:11], 0x4\n", {{10, 20}});
  ASSERT_TRUE(o.r.ok());
  EXPECT_TRUE(o.r.reports.empty()) << o.r.text();
  EXPECT_EQ(o.v[3], d(4));
  // Stores beyond the buffer are dropped, dword by dword.
  o = collect("gfx900",
              "s_mov_b32 s20, 1\ns_mov_b32 s21, 2\ns_mov_b32 s22, 3\ns_mov_b32 s23, 4\n"
              "s_buffer_store_dwordx4 s[20:23], s[8:11], 0x8\n",
              {{10, 16}});
  ASSERT_TRUE(o.r.ok()) << o.r.text();
  EXPECT_EQ(o.data[1], d(1));
  EXPECT_EQ(o.data[2], 1u);
  EXPECT_EQ(o.data[3], 2u);
  EXPECT_EQ(o.data[4], d(4));
  EXPECT_EQ(o.data[5], d(5));
  EXPECT_EQ(o.r.count(emu::CheckKind::BufferRange), 1u);
  // The buffer base comes from {SGPR[b+1][15:0], SGPR[b]} and ignores its two low bits.
  o = collect("gfx900", "s_add_u32 s8, s8, 7\ns_buffer_load_dword s20, s[8:11], 0x0\n");
  ASSERT_TRUE(o.r.ok()) << o.r.text();
  EXPECT_EQ(o.v[0], d(1));
}

TEST(EmuSmem, StoresAndScratch) {
  const std::vector<std::pair<int, uint32_t>> in = {{20, 1}, {21, 2}, {22, 3}, {23, 4}, {4, 0x10}, {5, 4}};
  // GFX8: immediate or M0 offsets.
  auto o = collect("gfx803",
                   "s_store_dword s20, s[2:3], 0x0\n"
                   "s_mov_b32 m0, 8\n"
                   "s_store_dwordx2 s[20:21], s[2:3], m0\n"
                   "s_store_dwordx4 s[20:23], s[2:3], 0x20\n",
                   in);
  ASSERT_TRUE(o.r.ok()) << o.r.text();
  EXPECT_EQ(std::vector<uint32_t>(o.data.begin(), o.data.begin() + 12),
            (std::vector<uint32_t>{1, d(1), 1, 2, d(4), d(5), d(6), d(7), 1, 2, 3, 4}));
  // GFX9/10: SGPR + immediate; scratch forms address SBASE + offset + (SGPR offset & ~3) * 64.
  for (const char* cpu : {"gfx900", "gfx1010"}) {
    SCOPED_TRACE(cpu);
    o = collect(cpu,
                "s_store_dwordx4 s[20:23], s[2:3], s4 offset:0x10\n"
                "s_scratch_store_dword s22, s[2:3], s5 offset:0x4\n"
                "s_scratch_store_dwordx2 s[20:21], s[2:3], 0x18\n"
                "s_waitcnt lgkmcnt(0)\n"
                "s_scratch_load_dword s24, s[2:3], s5 offset:0x4\n"
                "s_scratch_load_dwordx4 s[20:23], s[2:3], 0x10\n",
                in);
    ASSERT_TRUE(o.r.ok()) << o.r.text();
    EXPECT_EQ(o.data[8], 1u);
    EXPECT_EQ(o.data[11], 4u);
    EXPECT_EQ(o.data[65], 3u);   // 4 + 4 * 64 = 260 bytes
    EXPECT_EQ(o.data[6], 1u);
    EXPECT_EQ(o.data[7], 2u);
    EXPECT_EQ(o.v[4], 3u);
    EXPECT_EQ(o.v[0], d(4));
    EXPECT_EQ(o.v[2], 1u);
  }
}

TEST(EmuSmem, TheOtherStoreAndScratchWidths) {
  const std::vector<std::pair<int, uint32_t>> in = {{20, 1}, {21, 2}, {22, 3}, {23, 4}, {10, 64}};
  for (const char* cpu : {"gfx900", "gfx1010"}) {
    SCOPED_TRACE(cpu);
    auto o = collect(cpu,
                     "s_buffer_store_dword s20, s[8:11], 0x4\n"
                     "s_buffer_store_dwordx2 s[20:21], s[8:11], 0x8\n"
                     "s_scratch_store_dwordx4 s[20:23], s[2:3], 0x20\n"
                     "s_waitcnt lgkmcnt(0)\n"
                     "s_scratch_load_dwordx2 s[24:25], s[2:3], 0x24\n",
                     in);
    ASSERT_TRUE(o.r.ok()) << o.r.text();
    EXPECT_TRUE(o.r.reports.empty()) << o.r.text();
    EXPECT_EQ(o.data[1], 1u);
    EXPECT_EQ(o.data[2], 1u);
    EXPECT_EQ(o.data[3], 2u);
    EXPECT_EQ(std::vector<uint32_t>(o.data.begin() + 8, o.data.begin() + 12), (std::vector<uint32_t>{1, 2, 3, 4}));
    EXPECT_EQ(o.v[4], 2u);  // s24, s25: the dwords at 0x24 and 0x28
    EXPECT_EQ(o.v[5], 3u);
  }
}

// ---- atomics ----
struct AtomicRow {
  const char* name;
  bool is64;
  uint64_t old, src, cmp, now;  // memory before, operand, compare (CMPSWAP), memory after
};

const AtomicRow kAtomics[] = {
    {"swap", false, 5, 9, 0, 9},
    {"cmpswap", false, 5, 9, 5, 9},
    {"cmpswap", false, 5, 9, 6, 5},
    {"add", false, 0xffffffff, 2, 0, 1},
    {"sub", false, 1, 2, 0, 0xffffffff},
    {"smin", false, 0xffffffff, 1, 0, 0xffffffff},
    {"umin", false, 0xffffffff, 1, 0, 1},
    {"smax", false, 0xffffffff, 1, 0, 1},
    {"umax", false, 0xffffffff, 1, 0, 0xffffffff},
    {"and", false, 0xf0, 0x3c, 0, 0x30},
    {"or", false, 0xf0, 0x3c, 0, 0xfc},
    {"xor", false, 0xf0, 0x3c, 0, 0xcc},
    {"inc", false, 3, 5, 0, 4},
    {"inc", false, 5, 5, 0, 0},   // wraps to 0 when the old value reaches the operand
    {"inc", false, 7, 5, 0, 0},
    {"dec", false, 3, 5, 0, 2},
    {"dec", false, 0, 5, 0, 5},   // reloads the operand at 0 ...
    {"dec", false, 7, 5, 0, 5},   // ... and above it
    {"swap", true, 0x100000005, 0x900000009, 0, 0x900000009},
    {"cmpswap", true, 0x100000005, 0x900000009, 0x100000005, 0x900000009},
    {"cmpswap", true, 0x100000005, 0x900000009, 0x000000005, 0x100000005},
    {"add", true, 0xffffffff, 1, 0, 0x100000000},
    {"sub", true, 0, 1, 0, ~0ull},
    {"smin", true, ~0ull, 1, 0, ~0ull},
    {"umin", true, ~0ull, 1, 0, 1},
    {"smax", true, 0x8000000000000000, 0x7fffffffffffffff, 0, 0x7fffffffffffffff},
    {"umax", true, 0x8000000000000000, 0x7fffffffffffffff, 0, 0x8000000000000000},
    {"and", true, 0xff000000ff, 0xf0000000f0, 0, 0xf0000000f0},
    {"or", true, 0xff00000000, 0xff, 0, 0xff000000ff},
    {"xor", true, 0xff000000ff, 0xff, 0, 0xff00000000},
    {"inc", true, 0xffffffff, 0x100000000, 0, 0x100000000},
    {"inc", true, 0x100000000, 0x100000000, 0, 0},
    {"dec", true, 0x100000000, 0x200000000, 0, 0xffffffff},
    {"dec", true, 0, 0x200000000, 0, 0x200000000},
};

TEST(EmuSmem, EveryAtomicWithAndWithoutGlc) {
  for (const char* cpu : {"gfx900", "gfx1010"})
    for (const AtomicRow& a : kAtomics)
      for (bool buffer : {false, true})
        for (bool glc : {false, true}) {
          const bool cmp = std::string(a.name) == "cmpswap";
          const unsigned dw = (a.is64 ? 2 : 1) * (cmp ? 2 : 1);
          std::string sdata = dw == 1 ? "s20" : "s[20:" + std::to_string(19 + dw) + "]";
          std::string inst = std::string(buffer ? "s_buffer_atomic_" : "s_atomic_") + a.name + (a.is64 ? "_x2 " : " ") +
                             sdata + (buffer ? ", s[8:11], 0x0" : ", s[2:3], 0x0") + (glc ? " glc" : "");
          SCOPED_TRACE(std::string(cpu) + ": " + inst);
          std::vector<std::pair<int, uint32_t>> in;
          const unsigned half = a.is64 ? 2 : 1;
          in.push_back({20, uint32_t(a.src)});
          if (a.is64) in.push_back({21, uint32_t(a.src >> 32)});
          if (cmp) {
            in.push_back({int(20 + half), uint32_t(a.cmp)});
            if (a.is64) in.push_back({int(21 + half), uint32_t(a.cmp >> 32)});
          }
          auto m = machine(cpu);
          ASSERT_TRUE(load(*m, inst +
                                   "\ns_waitcnt lgkmcnt(0)\n"
                                   "s_store_dwordx4 s[20:23], s[0:1], 0x0\ns_waitcnt lgkmcnt(0)\ns_endpgm\n"));
          const uint64_t res = m->allocate(16), data = m->allocate(64);
          m->writeDwords(data, std::vector<uint32_t>{uint32_t(a.old), uint32_t(a.old >> 32), 0xaaaa, 0xbbbb});
          auto c = oneWave({uint32_t(res), uint32_t(res >> 32), uint32_t(data), uint32_t(data >> 32)});
          c.sgprs.resize(24);
          c.sgprs[8] = uint32_t(data);
          c.sgprs[9] = uint32_t(data >> 32);
          c.sgprs[10] = 64;
          for (auto [r, v] : in) c.sgprs[size_t(r)] = v;
          auto r = m->launch(c);
          ASSERT_TRUE(r.ok()) << r.text();
          EXPECT_TRUE(r.reports.empty()) << r.text();
          auto mem = readAll(*m, data, 4);
          auto got = readAll(*m, res, 4);
          EXPECT_EQ(mem[0], uint32_t(a.now));
          EXPECT_EQ(mem[1], a.is64 ? uint32_t(a.now >> 32) : uint32_t(a.old >> 32));
          EXPECT_EQ(mem[2], 0xaaaau);
          // GLC returns the pre-op value to SDATA; without GLC SDATA keeps its operand.
          EXPECT_EQ(got[0], glc ? uint32_t(a.old) : uint32_t(a.src));
          if (a.is64) { EXPECT_EQ(got[1], glc ? uint32_t(a.old >> 32) : uint32_t(a.src >> 32)); }
          if (cmp) { EXPECT_EQ(got[half], uint32_t(a.cmp)); }  // the compare half is never overwritten
        }
}

TEST(EmuSmem, AtomicOutsideTheBufferIsDropped) {
  auto o = collect("gfx900", "s_mov_b32 s20, 5\ns_buffer_atomic_add s20, s[8:11], 0x10 glc\n", {{10, 16}});
  ASSERT_TRUE(o.r.ok()) << o.r.text();
  EXPECT_EQ(o.data[4], d(4));
  EXPECT_EQ(o.v[0], 0u);
  EXPECT_EQ(o.r.count(emu::CheckKind::BufferRange), 1u);
}

TEST(EmuSmem, MemtimeIsMonotonicAndDeterministic) {
  const std::string body =
      "s_memtime s[20:21]\n"
      "s_waitcnt lgkmcnt(0)\n"
      "s_nop 0\ns_nop 0\ns_nop 0\n"
      "s_memtime s[22:23]\n"
      "s_waitcnt lgkmcnt(0)\n";
  for (const char* cpu : {"gfx601", "gfx900"}) {
    SCOPED_TRACE(cpu);
    auto a = collect(cpu, body + (std::string(cpu) == "gfx900" ? "s_memrealtime s[24:25]\n" : ""));
    auto b = collect(cpu, body);
    ASSERT_TRUE(a.r.ok()) << a.r.text();
    EXPECT_EQ(a.v[2] - a.v[0], 5u);  // one tick per instruction issued
    EXPECT_EQ(a.v[1], 0u);
    EXPECT_EQ(a.v[0], b.v[0]);
    EXPECT_EQ(a.v[2], b.v[2]);
  }
}

TEST(EmuSmem, CacheOperationsAndProbesRun) {
  auto o = collect("gfx900",
                   "s_dcache_wb\ns_waitcnt lgkmcnt(0)\ns_dcache_inv_vol\ns_waitcnt lgkmcnt(0)\n"
                   "s_dcache_wb_vol\ns_waitcnt lgkmcnt(0)\ns_dcache_discard s[2:3], 0x0\ns_waitcnt lgkmcnt(0)\n"
                   "s_dcache_discard_x2 s[2:3], s4\ns_waitcnt lgkmcnt(0)\ns_atc_probe 7, s[2:3], 0x0\n"
                   "s_atc_probe_buffer 0, s[8:11], 0x0\ns_load_dword s20, s[2:3], 0x0\n");
  ASSERT_TRUE(o.r.ok()) << o.r.text();
  EXPECT_TRUE(o.r.reports.empty()) << o.r.text();
  EXPECT_EQ(o.v[0], d(0));
  o = collect("gfx1010", "s_gl1_inv\ns_waitcnt lgkmcnt(0)\ns_dcache_inv\ns_waitcnt_lgkmcnt null, 0x0\n"
                         "s_get_waveid_in_workgroup s20\n");
  ASSERT_TRUE(o.r.ok()) << o.r.text();
  EXPECT_TRUE(o.r.reports.empty()) << o.r.text();
  EXPECT_EQ(o.v[0], 0u);
}

// ---- LGKM_CNT and the return order ----
std::vector<emu::EmulatorOptions> everyOrder() {
  std::vector<emu::EmulatorOptions> v;
  for (const char* s : {"in-order", "reverse", "random:1", "random:2", "random:3", "random:42"}) {
    emu::EmulatorOptions o;
    o.order = *emu::parseReturnOrder(s);
    v.push_back(o);
  }
  return v;
}

TEST(EmuSmem, CorrectKernelGivesTheSameResultsInEveryOrder) {
  const std::string body =
      "s_load_dwordx2 s[20:21], s[2:3], 0x0\n"
      "s_load_dword s22, s[2:3], 0x8\n"
      "s_load_dwordx4 s[24:27], s[2:3], 0x10\n"
      "s_mov_b32 s12, 0x1234\n"
      "s_store_dword s12, s[2:3], 0x40\n"
      "s_waitcnt lgkmcnt(0)\n"
      "s_dcache_inv\n"
      "s_waitcnt lgkmcnt(0)\n"
      "s_load_dword s13, s[2:3], 0x40\n"
      "s_waitcnt lgkmcnt(0)\n"
      "s_add_u32 s23, s22, s13\n";
  std::vector<uint32_t> first;
  for (const auto& o : everyOrder()) {
    auto r = collect("gfx900", body, {}, o);
    ASSERT_TRUE(r.r.ok()) << r.r.text();
    EXPECT_TRUE(r.r.reports.empty()) << r.r.text();
    EXPECT_EQ(r.v[3], d(2) + 0x1234);
    if (first.empty()) first = r.v;
    EXPECT_EQ(r.v, first);
  }
}

TEST(EmuSmem, MissingWaitcntGivesDifferentResultsInDifferentOrders) {
  // lgkmcnt(1) after two one-dword loads guarantees neither: in issue order the first has arrived, in
  // reverse order the second.
  const std::string body =
      "s_load_dword s20, s[2:3], 0x0\n"
      "s_load_dword s21, s[2:3], 0x4\n"
      "s_waitcnt lgkmcnt(1)\n"
      "s_mov_b32 s22, s20\n";
  std::set<uint32_t> seen;
  for (const auto& o : everyOrder()) {
    auto r = collect("gfx900", body, {}, o);
    ASSERT_TRUE(r.r.ok()) << r.r.text();
    // The check reports it whatever the order.
    EXPECT_EQ(r.r.count(emu::CheckKind::PendingSgpr), 1u) << r.r.text();
    seen.insert(r.v[2]);
    if (o.order.order == emu::ReturnOrder::InOrder) { EXPECT_EQ(r.v[2], d(0)); }
    if (o.order.order == emu::ReturnOrder::Reverse) { EXPECT_EQ(r.v[2], 0u); }
  }
  EXPECT_EQ(seen.size(), 2u);
  // A store followed by a load of the same address without s_waitcnt: the load may complete first.
  const std::string racy =
      "s_mov_b32 s12, 0x77\n"
      "s_store_dword s12, s[2:3], 0x0\n"
      "s_load_dword s20, s[2:3], 0x0\n";
  std::set<uint32_t> values;
  for (const auto& o : everyOrder()) values.insert(collect("gfx900", racy, {}, o).v[0]);
  EXPECT_EQ(values, (std::set<uint32_t>{0x77, d(0)}));
}

TEST(EmuSmem, FullCounterStallsIssue) {
  // More one-dword loads than LGKM_CNT can count (15 on GFX9) all land.
  std::string body;
  for (int i = 0; i < 20; ++i) body += "s_load_dword s" + std::to_string(30 + i) + ", s[2:3], " + std::to_string(4 * i) + "\n";
  body += "s_waitcnt lgkmcnt(0)\ns_mov_b32 s20, s30\ns_mov_b32 s21, s49\n";
  auto o = collect("gfx900", body);
  ASSERT_TRUE(o.r.ok()) << o.r.text();
  EXPECT_EQ(o.v[0], d(0));
  EXPECT_EQ(o.v[1], d(19));
}

}  // namespace
}  // namespace gcnkit::test
