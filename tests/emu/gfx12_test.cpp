// GFX12 in the emulator, hand-worked from the RDNA4 manual: the sub-dword scalar loads (byte addresses, extension,
// the buffer range check on both sides of its boundary), the separate wait counters and the checks that name them,
// the pseudo-scalar transcendentals, the 64-bit SALU arithmetic and the work-group split barrier.
#include "codec/codec.h"
#include "emu_support.h"

namespace gcnkit::test {
namespace {

struct WaveRun {
  emu::LaunchResult result;
  emu::WaveState wave;
};

// One wave32 wave of gfx1201 running `body`; s[0:1] = `memory`, s10.. as given; `lds` bytes of LDS.
WaveRun runWave(const std::string& body, uint64_t memory, std::vector<std::pair<int, uint32_t>> in = {},
            uint32_t lds = 0) {
  WaveRun r;
  auto m = machine("gfx1201");
  if (!m || !load(*m, body + "\ns_endpgm\n")) return r;
  emu::LaunchConfig cfg = oneWave(addr(memory));
  cfg.sgprs.resize(16, 0);
  for (auto [reg, v] : in) cfg.sgprs[size_t(reg)] = v;
  cfg.ldsBytes = lds;
  r.result = m->launch(cfg);
  if (r.result.waves.size() == 1) r.wave = r.result.waves[0];
  return r;
}

// A machine is made per run; memory lives in it, so the tests that read memory build their own.
std::unique_ptr<emu::Machine> withBytes(uint64_t& at, const std::vector<uint8_t>& bytes) {
  auto m = machine("gfx1201");
  if (!m) return m;
  at = m->allocate(64);
  EXPECT_TRUE(m->write(at, bytes));
  return m;
}

emu::LaunchResult launch(emu::Machine& m, const std::string& body, std::vector<uint32_t> sgprs) {
  if (!load(m, body + "\ns_endpgm\n")) return {};
  emu::LaunchConfig cfg = oneWave(std::move(sgprs));
  return m.launch(cfg);
}

TEST(EmuGfx12ScalarMemory, SubDwordLoadsExtendAndKeepTheirByteAddress) {
  uint64_t at = 0;
  auto m = withBytes(at, {0x80, 0x7f, 0xfe, 0x81, 0x11, 0x22, 0x33, 0x44});
  ASSERT_TRUE(m);
  std::vector<uint32_t> s = addr(at);
  s.resize(8, 0);
  s[4] = uint32_t(at + 3), s[5] = uint32_t((at + 3) >> 32);  // s[4:5]: an address with its two LSBs set
  const emu::LaunchResult r = launch(*m,
                                     "s_load_u8 s10, s[0:1], 0x3\ns_load_i8 s11, s[0:1], 0x3\n"
                                     "s_load_u16 s12, s[0:1], 0x2\ns_load_i16 s13, s[0:1], 0x2\n"
                                     "s_load_u16 s14, s[0:1], 0x3\n"   // 16-bit: the offset's bit 0 is ignored
                                     "s_load_u8 s15, s[4:5], 0x0\n"    // 8-bit: the base's full byte address
                                     "s_load_b32 s16, s[4:5], 0x0\n"   // 32-bit: the base's two LSBs ignored
                                     "s_load_i8 s17, s[0:1], 0x1\n"
                                     "s_wait_kmcnt 0",
                                     s);
  ASSERT_TRUE(r.ok()) << r.text();
  EXPECT_TRUE(r.reports.empty()) << r.text();
  ASSERT_EQ(r.waves.size(), 1u);
  const emu::WaveState& w = r.waves[0];
  EXPECT_EQ(w.sgpr(10), 0x81u);
  EXPECT_EQ(w.sgpr(11), 0xffffff81u);
  EXPECT_EQ(w.sgpr(12), 0x81feu);
  EXPECT_EQ(w.sgpr(13), 0xffff81feu);
  EXPECT_EQ(w.sgpr(14), 0x81feu);
  EXPECT_EQ(w.sgpr(15), 0x81u);
  EXPECT_EQ(w.sgpr(16), 0x81fe7f80u);
  EXPECT_EQ(w.sgpr(17), 0x7fu);
}

TEST(EmuGfx12ScalarMemory, SubDwordBufferLoadsOnBothSidesOfTheRange) {
  uint64_t at = 0;
  auto m = withBytes(at, {0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08});
  ASSERT_TRUE(m);
  // V# in s[4:7]: base, stride 0, num_records 3 (bytes 0..2 in range).
  std::vector<uint32_t> s = addr(at);
  s.resize(8, 0);
  s[4] = uint32_t(at), s[5] = uint32_t(at >> 32) & 0xffff, s[6] = 3, s[7] = 0;
  const emu::LaunchResult r = launch(*m,
                                     "s_buffer_load_u8 s10, s[4:7], 0x2\n"   // offset 2 < 3: in range
                                     "s_buffer_load_u8 s11, s[4:7], 0x3\n"   // offset 3: beyond, reads 0
                                     "s_buffer_load_u16 s12, s[4:7], 0x2\n"  // first byte in range (the dword rule)
                                     "s_buffer_load_u16 s13, s[4:7], 0x4\n"
                                     "s_wait_kmcnt 0",
                                     s);
  ASSERT_TRUE(r.ok()) << r.text();
  ASSERT_EQ(r.waves.size(), 1u);
  const emu::WaveState& w = r.waves[0];
  EXPECT_EQ(w.sgpr(10), 0x03u);
  EXPECT_EQ(w.sgpr(11), 0u);
  EXPECT_EQ(w.sgpr(12), 0x0403u);
  EXPECT_EQ(w.sgpr(13), 0u);
  EXPECT_EQ(r.count(emu::CheckKind::BufferRange), 2u) << r.text();
}

TEST(EmuGfx12Counters, ChecksNameTheSplitCounters) {
  auto m = machine("gfx1201");
  ASSERT_TRUE(m);
  const uint64_t buf = m->allocate(256);
  ASSERT_TRUE(buf);
  auto run = [&](const std::string& wait) {
    const std::string body = "v_mov_b32 v2, s0\nv_mov_b32 v3, s1\nv_mov_b32 v0, 0\n"
                             "global_load_b32 v1, v[2:3], off\nds_load_b32 v5, v0\ns_load_b32 s20, s[0:1], 0x0\n" +
                             wait + "\nv_add_nc_u32 v4, v1, v5\ns_add_co_u32 s21, s20, 1\n";
    if (!load(*m, body + "s_endpgm\n")) return emu::LaunchResult{};
    emu::LaunchConfig cfg = oneWave(addr(buf));
    cfg.ldsBytes = 64;
    return m->launch(cfg);
  };
  emu::LaunchResult r = run("s_nop 0");
  ASSERT_TRUE(r.ok()) << r.text();
  ASSERT_EQ(r.count(emu::CheckKind::PendingVgpr), 1u) << r.text();  // the first read of the add: v1
  ASSERT_EQ(r.count(emu::CheckKind::PendingSgpr), 1u) << r.text();
  for (const emu::Report& rep : r.reports) {
    if (rep.kind == emu::CheckKind::PendingVgpr) {
      EXPECT_NE(rep.message.find("s_wait_loadcnt"), std::string::npos) << rep.message;
    }
    if (rep.kind == emu::CheckKind::PendingSgpr) {
      EXPECT_NE(rep.message.find("s_wait_kmcnt"), std::string::npos) << rep.message;
    }
  }
  r = run("s_wait_loadcnt 0x0");  // the load retired; the DS read and the scalar load still pending
  ASSERT_TRUE(r.ok()) << r.text();
  ASSERT_EQ(r.count(emu::CheckKind::PendingVgpr), 1u) << r.text();
  for (const emu::Report& rep : r.reports) {
    if (rep.kind == emu::CheckKind::PendingVgpr) {
      EXPECT_NE(rep.message.find("s_wait_dscnt"), std::string::npos) << rep.message;
    }
  }
  r = run("s_wait_loadcnt_dscnt 0x0\ns_wait_kmcnt 0x0");  // both halves of the combined wait, then the scalar one
  ASSERT_TRUE(r.ok()) << r.text();
  EXPECT_TRUE(r.reports.empty()) << r.text();
  r = run("s_wait_storecnt_dscnt 0x0\ns_wait_kmcnt 0x0");  // storecnt does not retire the load
  ASSERT_TRUE(r.ok()) << r.text();
  EXPECT_EQ(r.count(emu::CheckKind::PendingVgpr), 1u) << r.text();
}

TEST(EmuGfx12, PseudoScalarTranscendentalsIgnoreExec) {
  const WaveRun r = runWave("s_mov_b32 exec_lo, 0\nv_s_rcp_f32 s2, s10\nv_s_sqrt_f16 s3, s11\nv_s_exp_f32 s4, 2.0", 0,
                        {{10, 0x40800000}, {11, 0xffff4400}});
  ASSERT_TRUE(r.result.ok()) << r.result.text();
  EXPECT_EQ(r.wave.sgpr(2), 0x3e800000u);  // 1 / 4
  EXPECT_EQ(r.wave.sgpr(3), 0x00004000u);  // sqrt(4.0) in f16, bits 31:16 zero
  EXPECT_EQ(r.wave.sgpr(4), 0x40800000u);  // 2^2
}

TEST(EmuGfx12, SixtyFourBitSaluLeavesScc) {
  const WaveRun r = runWave("s_cmp_eq_u32 0, 0\ns_add_nc_u64 s[2:3], s[10:11], s[12:13]\ns_sub_nc_u64 s[4:5], 0, s[12:13]\n"
                        "s_mul_u64 s[6:7], s[10:11], s[12:13]\ns_cselect_b32 s8, 1, 0",
                        0, {{10, 0xffffffff}, {11, 1}, {12, 3}, {13, 0}});
  ASSERT_TRUE(r.result.ok()) << r.result.text();
  EXPECT_EQ(r.wave.sgpr(2), 2u);
  EXPECT_EQ(r.wave.sgpr(3), 2u);             // 0x1ffffffff + 3 = 0x200000002
  EXPECT_EQ(r.wave.sgpr(4), 0xfffffffdu);
  EXPECT_EQ(r.wave.sgpr(5), 0xffffffffu);
  EXPECT_EQ(r.wave.sgpr(6), 0xfffffffdu);    // 0x1ffffffff * 3 = 0x5fffffffd
  EXPECT_EQ(r.wave.sgpr(7), 5u);
  EXPECT_EQ(r.wave.sgpr(8), 1u);             // SCC untouched
}

// GFX12's cache controls carry no operand at all: they run as no-data memory operations, touching no register.
TEST(EmuGfx12, CacheControlsWithoutOperandsRun) {
  const WaveRun r = runWave("v_mov_b32 v1, 7\nglobal_wb scope:SCOPE_SYS\nglobal_inv scope:SCOPE_DEV\n"
                            "global_wbinv scope:SCOPE_SYS\ns_wait_loadcnt 0\ns_wait_storecnt 0",
                            0);
  ASSERT_TRUE(r.result.ok()) << r.result.text();
  EXPECT_EQ(r.wave.vgpr(1, 0), 7u);
}

TEST(EmuGfx12, NamedBarriersAreRefusedByName) {
  for (const char* body : {"s_barrier_signal 1", "s_barrier_signal_isfirst 2", "s_mov_b32 m0, 3\ns_get_barrier_state s2, m0"}) {
    SCOPED_TRACE(body);
    const WaveRun r = runWave(body, 0);
    EXPECT_EQ(r.result.fault.kind, emu::FaultKind::Unsupported);
    EXPECT_NE(r.result.fault.message.find("named barriers"), std::string::npos) << r.result.fault.message;
  }
  // s_barrier_init/join/leave: opcodes the RDNA4 manual reserves (clang-22 writes them for its named-barrier builtins).
  for (const char* body : {"s_mov_b32 m0, 0x2003f\ns_barrier_init m0", "s_mov_b32 m0, 63\ns_barrier_join m0", "s_barrier_leave"}) {
    SCOPED_TRACE(body);
    const WaveRun r = runWave(body, 0);
    EXPECT_EQ(r.result.fault.kind, emu::FaultKind::Unsupported);
    EXPECT_NE(r.result.fault.message.find("the RDNA4 manual reserves these opcodes"), std::string::npos)
        << r.result.fault.message;
  }
}

// The work-group barrier's state as the RDNA4 manual defines it: s_barrier_signal_isfirst sets SCC for the first wave
// to signal since the barrier last completed, s_get_barrier_state returns { signalCnt[22:16], memberCnt[10:4],
// valid[0] } through KMCNT; barrier 0 is a no-op and reads as 0, the trap barrier (-2) a no-op outside a trap handler.
TEST(EmuGfx12, WorkgroupBarrierStateAndFirstSignal) {
  const std::string body =
      "s_barrier_signal_isfirst -1\n"
      "s_cselect_b32 s20, 1, 0\n"
      "s_get_barrier_state s21, -1\n"
      "s_wait_kmcnt 0\n"
      "s_barrier_wait -1\n"
      "s_get_barrier_state s22, -1\n"
      "s_get_barrier_state s23, 0\n"
      "s_get_barrier_state s24, -2\n"
      "s_barrier_signal_isfirst 0\n"
      "s_cselect_b32 s25, 1, 0\n"
      "s_barrier_signal_isfirst -2\n"
      "s_cselect_b32 s26, 1, 0\n"
      "s_wait_kmcnt 0\n";
  auto m = machine("gfx1201");
  ASSERT_TRUE(load(*m, body + "s_endpgm\n"));
  emu::LaunchConfig c = oneWave();
  c.workgroupSize = {64, 1, 1};  // two waves of 32
  c.workitemIdVgprs = false;
  const emu::LaunchResult r = m->launch(c);
  ASSERT_TRUE(r.ok()) << r.text();
  ASSERT_EQ(r.waves.size(), 2u);
  // Wave 0 runs first: it signals first (SCC 1) and reads one signal of two members; wave 1's signal completes the
  // barrier, whose count starts again (it reads 0 signals).
  EXPECT_EQ(r.waves[0].sgpr(20), 1u);
  EXPECT_EQ(r.waves[1].sgpr(20), 0u);
  EXPECT_EQ(r.waves[0].sgpr(21), 0x10021u);
  EXPECT_EQ(r.waves[1].sgpr(21), 0x21u);
  for (unsigned w = 0; w < 2; ++w) {
    SCOPED_TRACE(w);
    EXPECT_EQ(r.waves[w].sgpr(22), 0x21u);
    EXPECT_EQ(r.waves[w].sgpr(23), 0u);
    EXPECT_EQ(r.waves[w].sgpr(24), 0x21u);
    EXPECT_EQ(r.waves[w].sgpr(25), 0u);
    EXPECT_EQ(r.waves[w].sgpr(26), 0u);
  }
  // A wave alone in its work-group signals nothing: SCC 0.
  const WaveRun one = runWave("s_barrier_signal_isfirst -1\ns_cselect_b32 s20, 1, 0\ns_barrier_wait -1", 0);
  ASSERT_TRUE(one.result.ok()) << one.result.text();
  EXPECT_EQ(one.wave.sgpr(20), 0u);
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

// The seed's clause and group rules (the RDNA scalar-memory chapter), run on GFX12 on both sides of each boundary.
emu::LaunchResult runSmem(emu::Machine& m, const std::vector<uint8_t>& code, uint64_t buffer) {
  std::string error;
  EXPECT_TRUE(m.loadCode(code, &error)) << error;
  emu::LaunchConfig cfg = oneWave(addr(buffer));
  cfg.sgprs.resize(8, 0);
  return m.launch(cfg);
}

std::vector<uint8_t> assembled(const std::string& text) {
  std::string errors;
  std::vector<uint8_t> b = assembleBytes(text + "s_endpgm\n", target("gfx1201", ""), &errors);
  EXPECT_FALSE(b.empty()) << errors;
  return b;
}

TEST(EmuGfx12ScalarMemory, ClauseAndGroupRulesOnBothSides) {
  auto m = machine("gfx1201");
  ASSERT_TRUE(m);
  const uint64_t buf = m->allocate(256);
  auto reports = [&](const std::string& text) {
    const emu::LaunchResult r = runSmem(*m, assembled(text), buf);
    EXPECT_TRUE(r.ok()) << r.text();
    return r.count(emu::CheckKind::InvalidateGroup);
  };
  const std::string loads = "s_load_b32 s10, s[0:1], 0x0\ns_load_b32 s11, s[0:1], 0x4\ns_wait_kmcnt 0x0\n";
  EXPECT_EQ(reports("s_clause 0x0\n" + loads), 1u);   // one instruction: below 2
  EXPECT_EQ(reports("s_clause 0x1\n" + loads), 0u);   // two
  EXPECT_EQ(reports("s_clause 0x3e\n" + loads), 0u);  // 63
  EXPECT_EQ(reports("s_clause 0x3f\n" + loads), 1u);  // 64: above 63
  // An invalidate alone in its group (non-SMEM instructions around it), and not.
  EXPECT_EQ(reports("s_load_b32 s10, s[0:1], 0x0\ns_nop 0\ns_dcache_inv\ns_nop 0\ns_wait_kmcnt 0x0\n"), 0u);
  EXPECT_EQ(reports("s_load_b32 s10, s[0:1], 0x0\ns_dcache_inv\ns_wait_kmcnt 0x0\n"), 1u);
  EXPECT_EQ(reports("s_dcache_inv\ns_load_b32 s10, s[0:1], 0x0\ns_wait_kmcnt 0x0\n"), 1u);
  EXPECT_EQ(reports("s_clause 0x1\ns_nop 0\ns_dcache_inv\ns_wait_kmcnt 0x0\n"), 1u);  // inside a clause
}

TEST(EmuGfx12ScalarMemory, DataAlignmentOnBothSides) {
  auto m = machine("gfx1201");
  ASSERT_TRUE(m);
  const uint64_t buf = m->allocate(256);
  // The assembler refuses a misaligned SDATA; the emulator meets it in bytes (the codec writes the field).
  auto withData = [&](const std::string& load, unsigned sdata) {
    std::vector<uint8_t> b = assembled(load + "\ns_wait_kmcnt 0x0\n");
    Instruction inst;
    const Target t = target("gfx1201", "");
    const int n = decode(b, t, inst);
    EXPECT_GT(n, 0);
    inst[Field::SDATA] = sdata;
    EXPECT_EQ(encode(inst, t.gen(), b.data()), size_t(n));
    const emu::LaunchResult r = runSmem(*m, b, buf);
    EXPECT_TRUE(r.ok()) << r.text();
    return r.count(emu::CheckKind::Alignment);
  };
  EXPECT_EQ(withData("s_load_b64 s[10:11], s[0:1], 0x0", 10), 0u);
  EXPECT_EQ(withData("s_load_b64 s[10:11], s[0:1], 0x0", 11), 1u);    // two dwords: an even SGPR
  EXPECT_EQ(withData("s_load_b128 s[12:15], s[0:1], 0x0", 12), 0u);
  EXPECT_EQ(withData("s_load_b128 s[12:15], s[0:1], 0x0", 14), 1u);   // more: a multiple of four
  EXPECT_EQ(withData("s_load_b96 s[12:14], s[0:1], 0x0", 12), 0u);
  EXPECT_EQ(withData("s_load_b96 s[12:14], s[0:1], 0x0", 10), 1u);
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

// GFX11's and GFX12's V#: the 2-bit swizzle enable that sizes the element (1: 4 bytes, 3: 16 bytes) and GFX12's stride
// scale, by the manuals' swizzle formula: offset = (index_msb * stride + offset_msb * elem) * index_stride
// + index_lsb * elem + offset_lsb. Memory holds dword i at byte 4i, so a load returns its byte offset / 4.
uint32_t bufferLoad(const char* cpu, uint32_t word1Bits, uint32_t word3Bits) {
  auto m = machine(cpu);
  if (!m) return ~0u;
  const uint64_t buf = m->allocate(4096);
  std::vector<uint32_t> words(1024);
  for (uint32_t i = 0; i < 1024; ++i) words[i] = i;
  EXPECT_TRUE(m->write(buf, std::span(reinterpret_cast<const uint8_t*>(words.data()), 4096)));
  const std::string soff = std::string(cpu) == "gfx1201" ? "null" : "0";
  const std::string wait = std::string(cpu) == "gfx1201" ? "s_wait_loadcnt 0x0\n" : "s_waitcnt vmcnt(0)\n";
  if (!load(*m, "v_mov_b32 v0, 10\nbuffer_load_b32 v1, v0, s[4:7], " + soff + " idxen offset:20\n" + wait + "s_endpgm\n"))
    return ~0u;
  emu::LaunchConfig cfg = oneWave();
  cfg.sgprs.resize(8, 0);
  cfg.sgprs[4] = uint32_t(buf);
  cfg.sgprs[5] = (uint32_t(buf >> 32) & 0xffff) | 16u << 16 | word1Bits;  // stride 16
  cfg.sgprs[6] = 4096;                                                     // num_records
  cfg.sgprs[7] = 3u << 28 | word3Bits;                                     // OOB_SELECT raw, index stride 8
  const emu::LaunchResult r = m->launch(cfg);
  EXPECT_TRUE(r.ok()) << r.text();
  return r.waves.empty() ? ~0u : r.waves[0].vgpr(1, 0);
}

TEST(EmuGfx12BufferResource, SwizzleSizesAndStrideScale) {
  EXPECT_EQ(bufferLoad("gfx1201", 0, 0), (10 * 16 + 20) / 4u);                       // linear
  EXPECT_EQ(bufferLoad("gfx1201", 1u << 30, 0), ((1 * 16 + 5 * 4) * 8 + 2 * 4 + 0) / 4u);   // 4-byte elements
  EXPECT_EQ(bufferLoad("gfx1201", 3u << 30, 0), ((1 * 16 + 1 * 16) * 8 + 2 * 16 + 4) / 4u);  // 16-byte elements
  EXPECT_EQ(bufferLoad("gfx1201", 0, 1u << 18), (10 * 64 + 20) / 4u);                // stride x4
  EXPECT_EQ(bufferLoad("gfx1100", 3u << 30, 0), ((1 * 16 + 1 * 16) * 8 + 2 * 16 + 4) / 4u);  // GFX11 too
  EXPECT_EQ(bufferLoad("gfx1100", 0, 1u << 18), (10 * 16 + 20) / 4u);                // no stride scale on GFX11
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

// GFX12's 24-bit IOFFSET is signed: S_LOAD takes a negative one, S_BUFFER's is a MEMVIOL (RDNA4 ISA, SMEM fields).
TEST(EmuGfx12ScalarMemory, NegativeOffsetsLoadButNotBuffer) {
  auto m = machine("gfx1201");
  ASSERT_TRUE(m);
  const uint64_t buf = m->allocate(256);
  std::vector<uint32_t> words(64);
  for (uint32_t i = 0; i < 64; ++i) words[i] = 100 + i;
  ASSERT_TRUE(m->write(buf, std::span(reinterpret_cast<const uint8_t*>(words.data()), 256)));
  std::vector<uint32_t> s = addr(buf + 16);  // s[0:1] four dwords in
  s.resize(8, 0);
  s[4] = uint32_t(buf + 16), s[5] = uint32_t((buf + 16) >> 32) & 0xffff, s[6] = 64;
  ASSERT_TRUE(load(*m, "s_load_b32 s10, s[0:1], -0x8\ns_wait_kmcnt 0x0\ns_endpgm\n"));
  emu::LaunchResult r = m->launch(oneWave(s));
  ASSERT_TRUE(r.ok()) << r.text();
  EXPECT_EQ(r.waves[0].sgpr(10), 102u);  // (16 - 8) / 4
  // llvm-mc refuses the buffer form's negative offset (and so does gcnkit's assembler): the word, patched in, stops
  // the launch instead of reading before the buffer.
  std::string errors;
  const Target t = target("gfx1201", "");
  std::vector<uint8_t> code = assembleBytes("s_buffer_load_b32 s10, s[4:7], 0x8\ns_wait_kmcnt 0x0\ns_endpgm\n", t, &errors);
  ASSERT_FALSE(code.empty()) << errors;
  Instruction inst;
  const int n = decode(code, t, inst);
  ASSERT_GT(n, 0);
  inst[Field::OFFSET] = 0xfffff8;  // -8 in the 24-bit field
  ASSERT_EQ(encode(inst, t.gen(), code.data()), size_t(n));
  std::string error;
  ASSERT_TRUE(m->loadCode(code, &error)) << error;
  r = m->launch(oneWave(s));
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.waves.empty() ? 0u : r.waves[0].sgpr(10), 102u);
}

}  // namespace
}  // namespace gcnkit::test
