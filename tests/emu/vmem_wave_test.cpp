// The per-wave path of vector memory (src/emu/vmem_wave.cpp) against the lane-by-lane path
// (EmulatorOptions::perLaneMemory): every kernel here runs both ways and must give the same memory, registers,
// reports, fault, trace, traffic and instruction count. The shapes are those where a per-wave shortcut could go
// wrong: lanes straddling an allocation's end, lanes in two allocations, inactive lanes with wild addresses, buffer
// lanes partly out of range, misaligned addresses, stores whose lanes overlap, data overlapping the address, FLAT
// lanes in an aperture, the scratch allocation, the checks, and work-groups that share memory.
#include <functional>

#include "emu_support.h"
#include "gcnkit/inspect.h"

namespace gcnkit::test {
namespace {

// Two allocations: A (s[2:3], and the V# s[4:7] over it) and B (s[10:11]); s8 = soffset; s[12:13] an EXEC mask;
// v0..v15 from `vgpr`, which sees both bases.
struct Kernel {
  const char* cpu = "gfx900";
  std::string body;
  uint32_t dwordsA = 1024, dwordsB = 64;
  uint32_t stride = 0, numRecords = 4096, word3 = 0, soffset = 0;
  uint64_t exec = ~0ull;
  std::function<uint32_t(unsigned reg, unsigned lane, uint64_t a, uint64_t b)> vgpr;
  std::array<uint32_t, 3> grid{1, 1, 1};
  unsigned threads = 1;
  bool scratchIsA = false;  // A is the launch's scratch allocation, 16 bytes of private segment per work-item
  bool trace = true;        // (a trace runs the work-groups on one thread)
};

struct Outcome {
  emu::LaunchResult r;
  std::vector<uint32_t> a, b;
  std::string trace;
};

Outcome run(const Kernel& k, bool perLane) {
  Outcome out;
  emu::EmulatorOptions o;
  o.perLaneMemory = perLane;
  o.stats = true;
  if (k.trace) o.trace.callback = [&out](const emu::TraceEvent& e) { out.trace += e.text + "\n"; };
  auto m = machine(k.cpu, "", o);
  if (!m || !load(*m, k.body + "\ns_endpgm\n")) return out;
  const uint64_t a = m->allocate(uint64_t(k.dwordsA) * 4), b = m->allocate(uint64_t(k.dwordsB) * 4);
  m->nameAllocation(a, "A");
  m->nameAllocation(b, "B");
  std::vector<uint32_t> init(k.dwordsA);
  for (uint32_t i = 0; i < k.dwordsA; ++i) init[i] = 0x01000193u * (i + 1) ^ i << 7;  // distinct bytes everywhere
  m->writeDwords(a, init);
  init.assign(k.dwordsB, 0);
  for (uint32_t i = 0; i < k.dwordsB; ++i) init[i] = 0xb0000000u + i;
  m->writeDwords(b, init);
  emu::LaunchConfig c = oneWave();
  c.grid = k.grid;
  c.threads = k.threads;
  c.workgroupIdSgpr = {14, -1, -1};
  c.sgprs.assign(16, 0);
  c.sgprs[2] = uint32_t(a), c.sgprs[3] = uint32_t(a >> 32);
  c.sgprs[4] = uint32_t(a);
  c.sgprs[5] = (uint32_t(a >> 32) & 0xffff) | k.stride << 16;
  c.sgprs[6] = k.numRecords, c.sgprs[7] = k.word3, c.sgprs[8] = k.soffset;
  c.sgprs[10] = uint32_t(b), c.sgprs[11] = uint32_t(b >> 32);
  c.sgprs[12] = uint32_t(k.exec), c.sgprs[13] = uint32_t(k.exec >> 32);
  c.workitemIdVgprs = false;
  if (k.scratchIsA) c.scratchBase = a, c.scratchBytes = uint64_t(k.dwordsA) * 4, c.privateSegmentSize = 16;
  auto vg = k.vgpr;
  c.setupWave = [vg, a, b](emu::WaveSetup& s) {
    if (vg)
      for (unsigned r = 0; r < 16; ++r)
        for (unsigned l = 0; l < s.waveSize; ++l) (*s.vgprs)[r * s.waveSize + l] = vg(r, l, a, b);
  };
  out.r = m->launch(c);
  out.a = readAll(*m, a, k.dwordsA);
  out.b = readAll(*m, b, k.dwordsB);
  return out;
}

void expectSameRegisters(const emu::WaveState& x, const emu::WaveState& y) {
  EXPECT_EQ(x.vgprs, y.vgprs);
  EXPECT_EQ(x.sreg, y.sreg);
  EXPECT_EQ(x.pc, y.pc);
  EXPECT_EQ(x.instructions, y.instructions);
}

// Runs `k` both ways; returns the per-wave outcome.
Outcome expectSame(const Kernel& k) {
  const Outcome wave = run(k, false), lane = run(k, true);
  EXPECT_EQ(wave.r.text(), lane.r.text());
  EXPECT_EQ(wave.r.fault.kind, lane.r.fault.kind);
  EXPECT_EQ(wave.r.fault.lane, lane.r.fault.lane);
  EXPECT_EQ(wave.r.fault.address, lane.r.fault.address);
  EXPECT_EQ(wave.r.reports.size(), lane.r.reports.size());
  for (size_t i = 0; i < std::min(wave.r.reports.size(), lane.r.reports.size()); ++i)
    EXPECT_EQ(wave.r.reports[i].count, lane.r.reports[i].count) << i;
  EXPECT_EQ(wave.r.instructions, lane.r.instructions);
  EXPECT_EQ(wave.r.inOrder, lane.r.inOrder);
  auto firstDifference = [](const std::vector<uint32_t>& x, const std::vector<uint32_t>& y) {
    for (size_t i = 0; i < std::min(x.size(), y.size()); ++i)
      if (x[i] != y[i]) return "dword " + std::to_string(i) + ": " + std::to_string(x[i]) + " vs " + std::to_string(y[i]);
    return std::string();
  };
  EXPECT_EQ(firstDifference(wave.a, lane.a), "");
  EXPECT_EQ(firstDifference(wave.b, lane.b), "");
  EXPECT_EQ(wave.trace, lane.trace);
  EXPECT_EQ(wave.r.stats.global.read, lane.r.stats.global.read);
  EXPECT_EQ(wave.r.stats.global.written, lane.r.stats.global.written);
  EXPECT_EQ(wave.r.stats.scratch.read, lane.r.stats.scratch.read);
  EXPECT_EQ(wave.r.stats.scratch.written, lane.r.stats.scratch.written);
  EXPECT_EQ(wave.r.stats.lds.read, lane.r.stats.lds.read);
  EXPECT_EQ(wave.r.stats.waitStalls, lane.r.stats.waitStalls);
  EXPECT_EQ(wave.r.waves.size(), lane.r.waves.size());
  for (size_t i = 0; i < std::min(wave.r.waves.size(), lane.r.waves.size()); ++i)
    expectSameRegisters(wave.r.waves[i], lane.r.waves[i]);
  EXPECT_EQ(wave.r.faultWave.has_value(), lane.r.faultWave.has_value());
  if (wave.r.faultWave && lane.r.faultWave) expectSameRegisters(*wave.r.faultWave, *lane.r.faultWave);
  return wave;
}

// Per-lane addresses: v[0:1] a 64-bit address, v2 a load offset from A, v3 a store offset from A.
using Addresses = std::function<void(unsigned lane, uint64_t a, uint64_t b, uint64_t& address, uint32_t& load,
                                     uint32_t& store)>;

std::function<uint32_t(unsigned, unsigned, uint64_t, uint64_t)> lanes(Addresses f) {
  return [f](unsigned r, unsigned l, uint64_t a, uint64_t b) -> uint32_t {
    uint64_t address = 0;
    uint32_t load = 0, store = 0;
    f(l, a, b, address, load, store);
    switch (r) {
      case 0: return uint32_t(address);
      case 1: return uint32_t(address >> 32);
      case 2: return load;
      case 3: return store;
      default: return 0x5000u + r * 64 + l;  // data
    }
  };
}

const char* kGlobalBody =
    "global_load_dword v4, v[0:1], off\n"
    "global_load_dwordx2 v[5:6], v[0:1], off offset:4\n"
    "global_load_dwordx4 v[7:10], v2, s[2:3] offset:-4\n"
    "global_load_ubyte v11, v2, s[2:3] offset:1\n"
    "global_load_sbyte v12, v2, s[2:3] offset:3\n"
    "global_load_sshort v13, v2, s[2:3] offset:2\n"
    "global_load_short_d16_hi v14, v2, s[2:3]\n"
    "global_load_dwordx3 v[0:2], v[0:1], off offset:8\n"  // the data overwrites the address
    "s_waitcnt vmcnt(0)\n"
    "global_store_dword v3, v4, s[2:3] offset:512\n"
    "global_store_dwordx2 v3, v[5:6], s[2:3] offset:768\n"
    "global_store_dwordx4 v3, v[7:10], s[2:3] offset:1536\n"
    "global_store_byte v3, v12, s[2:3] offset:100\n"
    "global_store_short_d16_hi v3, v14, s[2:3] offset:200\n"
    "global_store_short v3, v13, s[2:3] offset:300\n"
    "s_waitcnt vmcnt(0)\n";

// Address shapes inside A (4096 bytes): none may fault.
const std::pair<const char*, Addresses> kInside[] = {
    {"consecutive", [](unsigned l, uint64_t a, uint64_t, uint64_t& x, uint32_t& ld, uint32_t& st) { x = a + 4 * l + 4, ld = 4 * l + 4, st = 4 * l; }},
    {"one address", [](unsigned, uint64_t a, uint64_t, uint64_t& x, uint32_t& ld, uint32_t& st) { x = a + 64, ld = 64, st = 8; }},
    {"gather", [](unsigned l, uint64_t a, uint64_t, uint64_t& x, uint32_t& ld, uint32_t& st) { x = a + (l * 7 % 64) * 4 + 4, ld = (l * 13 % 64) * 8 + 4, st = (l * 5 % 64) * 4; }},
    {"reversed", [](unsigned l, uint64_t a, uint64_t, uint64_t& x, uint32_t& ld, uint32_t& st) { x = a + (63 - l) * 4 + 4, ld = (63 - l) * 4 + 4, st = (63 - l) * 4; }},
    {"misaligned", [](unsigned l, uint64_t a, uint64_t, uint64_t& x, uint32_t& ld, uint32_t& st) { x = a + 4 * l + 5, ld = 4 * l + 7, st = 8 * l + 1; }},
    {"overlapping stores", [](unsigned l, uint64_t a, uint64_t, uint64_t& x, uint32_t& ld, uint32_t& st) { x = a + 2 * l + 4, ld = 2 * l + 6, st = (l / 4) * 2 + (l & 1); }},
    {"rows of 16", [](unsigned l, uint64_t a, uint64_t, uint64_t& x, uint32_t& ld, uint32_t& st) { x = a + 4 * (l % 16) + 256 * (l / 16) + 4, ld = 4 * (l % 16) + 4, st = 4 * (l % 16) + 64 * (l / 16); }},
};

TEST(EmuVmemWave, GlobalShapesMatchTheLaneByLanePath) {
  for (const char* cpu : {"gfx900", "gfx1030"})
    for (const auto& [name, f] : kInside) {
      SCOPED_TRACE(std::string(cpu) + ", " + name);
      Kernel k;
      k.cpu = cpu;
      k.body = kGlobalBody;
      k.vgpr = lanes(f);
      const Outcome o = expectSame(k);
      EXPECT_TRUE(o.r.ok()) << o.r.text();
    }
}

TEST(EmuVmemWave, InactiveLanesWithWildAddresses) {
  for (uint64_t exec : {0x5555555555555555ull, 0x8000000000000001ull, 0x00000000ffff0000ull, 1ull << 63})
    for (const auto& [name, f] : kInside) {
      SCOPED_TRACE(name);
      Kernel k;
      k.exec = exec;
      k.body = "s_mov_b64 exec, s[12:13]\n" + std::string(kGlobalBody);
      k.vgpr = lanes([f = f, exec](unsigned l, uint64_t a, uint64_t b, uint64_t& x, uint32_t& ld, uint32_t& st) {
        f(l, a, b, x, ld, st);
        if (!(exec >> l & 1)) x = 0xdead0000beef0000ull + l, ld = 0xfff00000u + l, st = 0xfff00000u - l;
      });
      const Outcome o = expectSame(k);
      EXPECT_TRUE(o.r.ok()) << o.r.text();
    }
}

TEST(EmuVmemWave, LanesLeavingTheAllocationFaultAlike) {
  const std::pair<const char*, Addresses> shapes[] = {
      // The last lane's dword straddles A's end by two bytes (the loads' faults name the lane).
      {"straddling the end", [](unsigned l, uint64_t a, uint64_t, uint64_t& x, uint32_t& ld, uint32_t& st) { x = a + 4096 - 4 * 64 + 4 * l + 2, ld = 4096 - 4 * 64 + 4 * l + 2, st = ld; }},
      // A wider load whose last dword leaves A.
      {"last dword out", [](unsigned l, uint64_t a, uint64_t, uint64_t& x, uint32_t& ld, uint32_t& st) { x = a + 4096 - 8 - 4 * (63 - l), ld = 4096 - 16 + (l & 3) * 4, st = 4096 - 4 * 64 + 4 * l; }},
      // Lane 7 far away (the 64-bit measure), lane 9 2 GiB away with the same high dword (the 32-bit measure).
      {"one wild lane", [](unsigned l, uint64_t a, uint64_t, uint64_t& x, uint32_t& ld, uint32_t& st) { x = l == 7 ? 0xdead000000000000ull : a + 4 * l, ld = 4 * l, st = 4 * l; }},
      {"a lane 2 GiB away", [](unsigned l, uint64_t a, uint64_t, uint64_t& x, uint32_t& ld, uint32_t& st) { x = a + 4 * l + (l == 9 ? 0x80000000ull : 0), ld = 4 * l + (l == 9 ? 0x80000000u : 0), st = ld; }},
      {"before the start", [](unsigned l, uint64_t a, uint64_t, uint64_t& x, uint32_t& ld, uint32_t& st) { x = a - 8 + 4 * l, ld = 4 * l, st = uint32_t(-64 + 4 * int(l)); }},
  };
  for (const auto& [name, f] : shapes) {
    SCOPED_TRACE(name);
    Kernel k;
    k.body = kGlobalBody;
    k.vgpr = lanes(f);
    const Outcome o = expectSame(k);
    EXPECT_FALSE(o.r.ok());
    EXPECT_EQ(o.r.fault.kind, emu::FaultKind::MemoryViolation);
  }
  // Lanes 32.. in B: two allocations, no fault.
  Kernel two;
  two.body = kGlobalBody;
  two.vgpr = lanes([](unsigned l, uint64_t a, uint64_t b, uint64_t& x, uint32_t& ld, uint32_t& st) { x = (l < 32 ? a : b) + 4 * (l % 32) + 4, ld = 4 * l + 4, st = 4 * l; });
  EXPECT_TRUE(expectSame(two).r.ok());
  // Stores that reach B with some lanes and A with others: done lane by lane, the same bytes in both.
  Kernel k;
  k.body =
      "global_store_dword v[0:1], v4, off\n"
      "global_store_dwordx2 v[0:1], v[5:6], off offset:8\n"
      "global_load_dwordx2 v[7:8], v[0:1], off offset:4\n"
      "s_waitcnt vmcnt(0)\n";
  k.vgpr = lanes([](unsigned l, uint64_t a, uint64_t b, uint64_t& x, uint32_t&, uint32_t&) { x = (l & 1 ? a : b) + 2 * l; });
  EXPECT_TRUE(expectSame(k).r.ok());
}

TEST(EmuVmemWave, FlatThroughTheAperturesMatches) {
  for (const char* cpu : {"gfx803", "gfx900"}) {
    SCOPED_TRACE(cpu);
    Kernel k;
    k.cpu = cpu;
    k.body =
        "s_mov_b32 m0, -1\n"
        "flat_store_dword v[0:1], v4\n"
        "flat_load_dwordx2 v[5:6], v[0:1]\n"
        "flat_load_ushort v7, v[0:1]\n"
        "s_waitcnt vmcnt(0) lgkmcnt(0)\n"
        "flat_store_dwordx2 v[2:3], v[5:6]\n"
        "flat_load_dword v8, v[2:3]\n"
        "s_waitcnt vmcnt(0) lgkmcnt(0)\n";
    // v[0:1]: global for even lanes, the shared aperture (LDS) for odd ones; v[2:3]: every lane global.
    k.vgpr = [](unsigned r, unsigned l, uint64_t a, uint64_t) -> uint32_t {
      const uint64_t x = l & 1 ? (uint64_t(0x10000) << 32) + 16 * l : a + 8 * l;
      const uint64_t y = a + 2048 + 4 * (l ^ 5);
      return r == 0 ? uint32_t(x) : r == 1 ? uint32_t(x >> 32) : r == 2 ? uint32_t(y) : r == 3 ? uint32_t(y >> 32) : 0x700u + l * 3 + r;
    };
    const Outcome o = expectSame(k);
    EXPECT_TRUE(o.r.ok()) << o.r.text();
  }
}

const char* kBufferBody =
    "buffer_load_dword v4, v0, s[4:7], s8 offen offset:4\n"
    "buffer_load_dwordx4 v[5:8], v0, s[4:7], s8 offen\n"
    "buffer_load_ubyte v9, v0, s[4:7], s8 offen offset:3\n"
    "buffer_load_sshort v10, v0, s[4:7], s8 offen offset:1\n"
    "buffer_load_dwordx2 v[11:12], v1, s[4:7], s8 idxen offset:4\n"
    "buffer_load_dwordx2 v[0:1], v0, s[4:7], s8 offen offset:8\n"  // the data overwrites the address
    "s_waitcnt vmcnt(0)\n"
    "buffer_store_dword v4, v2, s[4:7], s8 offen offset:2048\n"
    "buffer_store_dwordx4 v[5:8], v2, s[4:7], s8 offen offset:2560\n"
    "buffer_store_short v10, v2, s[4:7], s8 offen offset:1024\n"
    "buffer_store_byte v9, v3, s[4:7], s8 offen offset:1\n"
    "s_waitcnt vmcnt(0)\n";

TEST(EmuVmemWave, BufferRangeAndAddressingMatch) {
  struct Case {
    const char* name;
    uint32_t numRecords, stride, soffset;
    uint64_t exec;
    std::function<uint32_t(unsigned reg, unsigned lane)> v;
  };
  const Case cases[] = {
      {"in range", 4096, 16, 0, ~0ull, [](unsigned r, unsigned l) { return r == 0 ? 4 * l : r == 1 ? l : r == 2 ? 8 * l : r == 3 ? l : 0x900u + l; }},
      {"soffset", 4096, 16, 12, ~0ull, [](unsigned r, unsigned l) { return r == 0 ? 16 * l : r == 1 ? 63 - l : r == 2 ? 4 * (l ^ 3) : r == 3 ? 2 * l : 0x900u + l; }},
      {"misaligned", 4096, 16, 0, ~0ull, [](unsigned r, unsigned l) { return r == 0 ? 4 * l + 3 : r == 1 ? l : r == 2 ? 4 * l + 1 : r == 3 ? l / 3 : 0x900u + l; }},
      // Lanes past NUM_RECORDS (raw with stride 0 for offen, an index beyond it for idxen): partly out of range.
      {"partly out", 200, 0, 0, ~0ull, [](unsigned r, unsigned l) { return r == 0 ? 4 * l : r == 1 ? l : r == 2 ? 4 * l : r == 3 ? l : 0x900u + l; }},
      // Only the last dword of the x4 load of the last lanes is out.
      {"last dword out", 4 * 64 + 8, 0, 0, ~0ull, [](unsigned r, unsigned l) { return r == 0 ? 4 * l : r == 1 ? l : r == 2 ? 0 : r == 3 ? 0 : 0x900u + l; }},
      // AOFFSET wraps at 32 bits between a lane's dwords.
      {"offset wraps", 4096, 0, 0, ~0ull, [](unsigned r, unsigned l) { return r == 0 ? (l == 5 ? 0xfffffff8u : 4 * l) : r == 1 ? l : r == 2 ? 4 * l : r == 3 ? l : 0x900u + l; }},
      {"wild inactive lanes", 4096, 16, 0, 0x0f0f0f0f0f0f0f0full, [](unsigned r, unsigned l) { return (l & 4) ? 0xfffff000u + l : r == 0 ? 4 * l : r == 1 ? l : r == 2 ? 8 * l : r == 3 ? l : 0x900u + l; }},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    Kernel k;
    k.body = "s_mov_b64 exec, s[12:13]\n" + std::string(kBufferBody);
    k.exec = c.exec;
    k.numRecords = c.numRecords, k.stride = c.stride, k.soffset = c.soffset;
    k.vgpr = [v = c.v](unsigned r, unsigned l, uint64_t, uint64_t) { return v(r, l); };
    // (No fault expected: the range check bounds every lane, except where the lane-by-lane path forms the second
    // dword's address of the load that overwrites its address from the first dword's data, as it does today.)
    const Outcome o = expectSame(k);
    if (c.numRecords < 4096) {
      EXPECT_GT(o.r.count(emu::CheckKind::BufferRange), 0u);
    }
  }
}

TEST(EmuVmemWave, BufferOnOtherGenerationsMatches) {
  // GFX7's ADDR64 (no range check) and GFX10's OOB_SELECT rules.
  Kernel k;
  k.cpu = "gfx700";
  k.body =
      "buffer_load_dwordx2 v[4:5], v[0:1], s[4:7], s8 addr64 offset:4\n"
      "buffer_store_dword v4, v[2:3], s[4:7], s8 addr64\n"
      "s_waitcnt vmcnt(0)\n";
  k.soffset = 8;
  k.vgpr = [](unsigned r, unsigned l, uint64_t, uint64_t) { return r == 0 ? 4 * l : r == 2 ? 2048 + 8 * (l % 7) : 0u; };
  EXPECT_TRUE(expectSame(k).r.ok());
  for (uint32_t oob : {0u, 1u, 2u, 3u}) {
    SCOPED_TRACE(oob);
    Kernel g;
    g.cpu = "gfx1030";
    g.body = kBufferBody;
    g.word3 = oob << 28;
    g.stride = 8, g.numRecords = 40;
    g.vgpr = [](unsigned r, unsigned l, uint64_t, uint64_t) { return r == 0 ? 4 * (l % 3) : r == 1 ? l : r == 2 ? 8 * l : r == 3 ? l : 0x900u + l; };
    expectSame(g);
  }
}

TEST(EmuVmemWave, ChecksReportAlike) {
  // A missing wait, and a scalar load of a line a vector store wrote behind the scalar cache.
  Kernel k;
  k.body =
      "s_load_dword s20, s[2:3], 0x0\n"
      "s_waitcnt lgkmcnt(0)\n"
      "global_load_dword v4, v2, s[2:3]\n"
      "v_add_u32 v5, v4, v4\n"
      "global_store_dword v3, v5, s[2:3]\n"
      "s_waitcnt vmcnt(0)\n"
      "s_load_dword s21, s[2:3], 0x0\n"
      "s_waitcnt lgkmcnt(0)\n";
  k.vgpr = [](unsigned r, unsigned l, uint64_t, uint64_t) { return r == 2 ? 4 * l : r == 3 ? 4 * l : 0u; };
  const Outcome o = expectSame(k);
  EXPECT_EQ(o.r.count(emu::CheckKind::PendingVgpr), 1u) << o.r.text();
  EXPECT_EQ(o.r.count(emu::CheckKind::StaleCache), 1u) << o.r.text();
  // A GLOBAL access into the scratch allocation beyond the wave's part: the private segment check (lane by lane).
  Kernel s;
  s.scratchIsA = true;
  s.body = "global_load_dword v4, v2, s[2:3]\ns_waitcnt vmcnt(0)\n";
  s.vgpr = [](unsigned r, unsigned l, uint64_t, uint64_t) { return r == 2 ? 2048 + 4 * l : 0u; };
  const Outcome f = expectSame(s);
  EXPECT_EQ(f.r.fault.kind, emu::FaultKind::MemoryViolation);
  EXPECT_NE(f.r.fault.message.find("private segment overflow"), std::string::npos) << f.r.fault.message;
}

TEST(EmuVmemWave, SharedMemoryBetweenWorkgroupsIsFoundAlike) {
  // Eight work-groups on two threads: each stores a row of 64 dwords at 128 * workgroup bytes, so neighbours
  // overlap (run in order, the first conflict named alike); then rows of their own.
  for (uint32_t step : {128u, 256u}) {
    SCOPED_TRACE(step);
    Kernel k;
    k.grid = {8, 1, 1};
    k.threads = 2;
    k.trace = false;
    k.body = "s_mul_i32 s15, s14, " + std::to_string(step) +
             "\n"
             "v_add_u32 v3, s15, v3\n"
             "global_load_dword v4, v3, s[2:3]\n"
             "s_waitcnt vmcnt(0)\n"
             "v_add_u32 v4, s14, v4\n"
             "global_store_dword v3, v4, s[2:3]\n"
             "s_waitcnt vmcnt(0)\n";
    k.vgpr = [](unsigned r, unsigned l, uint64_t, uint64_t) { return r == 3 ? 4 * l : 0u; };
    const Outcome o = expectSame(k);
    EXPECT_TRUE(o.r.ok()) << o.r.text();
    EXPECT_EQ(o.r.inOrder.empty(), step == 256) << o.r.inOrder;
  }
}

}  // namespace
}  // namespace gcnkit::test
