// The GFX12 code objects of tests/data/gfx12 (clang-19 and clang-22; gfx1200, gfx1201, gfx12-generic; OpenCL and
// HIP; wave64 and -O0 -g builds; sub-dword scalar loads, atomics, LDS and WMMA in memory.cl): read with their
// descriptors and metadata, described by `info`, disassembled as llvm-objdump 22 does (live), rebuilt from
// `dis --source`; `run` refuses them by name until the emulator knows GFX12, and `lint` checks them.
#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>

#include "generation_objects.h"
#include "linked_round_trip.h"
#include "object_test_support.h"

namespace gcnkit::test {
namespace {

const char* const kGfx12Dir = "gfx12";

std::string dataFile(const char* name) { return std::string(GCNKIT_SOURCE_DIR) + "/tests/data/gfx12/" + name; }

TEST(Gfx12Objects, CoverCompilersProcessorsAndLanguages) {
  std::set<std::string> names;
  for (const std::string& p : clangObjects(kGfx12Dir)) names.insert(fileName(p));
  for (const char* clang : {"clang19", "clang22"}) {
    for (const char* cpu : {"gfx1200", "gfx1201"}) {
      for (const char* src : {"valu", "builtins", "stack", "memory"})
        EXPECT_TRUE(names.count(fmt::format("{}.{}.{}.so", src, cpu, clang))) << src << cpu << clang;
      EXPECT_TRUE(names.count(fmt::format("valu.{}.{}.o", cpu, clang))) << cpu << clang;
    }
    EXPECT_TRUE(names.count(fmt::format("memory.gfx1201-O0g.{}.so", clang))) << clang;
    EXPECT_TRUE(names.count(fmt::format("builtins.gfx12-generic.{}.so", clang))) << clang;
  }
  for (const char* name : {"stack.gfx1201-O0g.clang22.so", "valu.gfx1201-w64.clang22.o", "memory.gfx1201-w64.clang22.so",
                           "valu.gfx12-generic.clang22.so", "memory.gfx12-generic.clang22.so"})
    EXPECT_TRUE(names.count(name)) << name;
}

TEST(Gfx12Objects, AreReadWithDescriptorsAndMetadata) { expectObjectsReadWithDescriptorsAndMetadata(kGfx12Dir, Gen::GFX12); }

TEST(Gfx12Objects, InfoDescribesEveryKernelWithoutWarnings) {
  expectInfoWithoutWarnings(kGfx12Dir, "amdgcn-amd-amdhsa--gfx12");
}

// GFX12's descriptor as llvm-objdump 22 reads it: RSRC3 bits 3:0 reserved (no SHARED_VGPR_COUNT), an 8-bit
// INST_PREF_SIZE, GLG_EN; RSRC1 bit 21 is round-robin scheduling, and neither DX10_CLAMP nor IEEE_MODE exists.
TEST(Gfx12Objects, InfoShowsGfx12DescriptorFields) {
  GcnkitRun info = runGcnkit("info " + dataFile("memory.gfx1201.clang22.so"));
  ASSERT_EQ(info.status, 0) << info.err;
  for (const char* present : {"COMPUTE_PGM_RSRC3.INST_PREF_SIZE", "COMPUTE_PGM_RSRC3.GLG_EN",
                              "COMPUTE_PGM_RSRC1.ENABLE_WG_RR_EN", "processor:           gfx1201 (GFX12)"})
    EXPECT_NE(info.out.find(present), std::string::npos) << present;
  for (const char* absent : {"SHARED_VGPR_COUNT", "ENABLE_DX10_CLAMP", "ENABLE_IEEE_MODE", "TRAP_ON_START"})
    EXPECT_EQ(info.out.find(absent), std::string::npos) << absent;
}

// Every line equal to llvm-objdump 22 -d: the sub-dword scalar loads, the s_wait_* counters, VOPD, WMMA, the
// atomics, calls and the -O0 -g builds included.
TEST(Gfx12Objects, DisassemblyEqualsLlvmObjdump22) {
  const auto c = compareWithLlvmObjdump22(kGfx12Dir);
  if (!c) GTEST_SKIP() << "llvm-objdump-22 not installed";
  EXPECT_EQ(c->knownGaps, 0);
  EXPECT_GT(c->all, 2000);
}

// The instructions the objects hold, by mnemonic: what makes GFX12 GFX12 is there (so the comparison above
// covers it).
TEST(Gfx12Objects, HoldGfx12Instructions) {
  std::set<std::string> seen;
  for (const std::string& path : clangObjects(kGfx12Dir)) {
    auto co = readCodeObject(asBytes(slurp(path)));
    ASSERT_TRUE(co) << co.error();
    for (const std::string& l : listingLines(objdumpListing(*co, fileName(path)))) seen.insert(listingMnemonic(l));
  }
  for (const char* m : {"s_load_u8", "s_load_i8", "s_load_i16", "s_load_b96", "s_wait_loadcnt", "s_wait_kmcnt",
                        "s_wait_dscnt", "s_wait_alu", "s_wait_loadcnt_dscnt", "s_barrier_signal", "s_barrier_wait",
                        "v_dual_mov_b32", "v_wmma_f32_16x16x16_f16", "global_atomic_add_u32", "global_atomic_add_f32",
                        "ds_add_u32", "scratch_store_b32", "s_setpc_b64"})
    EXPECT_TRUE(seen.count(m)) << m;
}

// `dis --source` of every linked GFX12 object, `gcnkit as` and `as --shared`'s linker: the same .text, descriptors and
// notes.
TEST(Gfx12Objects, LinkedSourceRebuildsWithAsShared) {
  const RoundTripTotals t = asSharedRoundTrips(kGfx12Dir);
  EXPECT_GE(t.tried, 20);
  EXPECT_EQ(t.exact, t.tried);
}

// `run` runs GFX12 (the twin tests hold its results to the host twins: tests/twin); `lint` checks it (GFX12's counters:
// tests/lint/lint_gfx12_test.cpp).
TEST(Gfx12Objects, RunsAndLintChecks) {
  const std::string file = dataFile("builtins.gfx1201.clang19.so");
  GcnkitRun run = runGcnkit("run " + file + " --kernel implicit --arg buf:256");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.err.find("implicit finished"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("checks: no reports"), std::string::npos) << run.err;
  // clang-19 predates LLVM's GFX12 SGPR waits: lint finds those hazards and nothing else (docs/lint.md).
  GcnkitRun lint = runGcnkit("lint " + file);
  EXPECT_EQ(lint.status, 1) << lint.out << lint.err;
  std::istringstream lines(lint.out);
  int findings = 0;
  for (std::string line; std::getline(lines, line); ++findings)
    EXPECT_TRUE(line.ends_with("[hazard-sgpr-read-after-write]")) << line;
  EXPECT_GT(findings, 0);
  lint = runGcnkit("lint --disable hazard-sgpr-read-after-write " + file);
  EXPECT_EQ(lint.status, 0) << lint.out << lint.err;
  EXPECT_EQ(lint.out, "");
  GcnkitRun json = runGcnkit("info --format=json " + file);  // (resources and occupancy are known)
  EXPECT_EQ(json.status, 0) << json.err;
  EXPECT_NE(json.out.find("\"occupancy\""), std::string::npos) << json.out;
}

}  // namespace
}  // namespace gcnkit::test
