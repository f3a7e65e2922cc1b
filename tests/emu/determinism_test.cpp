// Threads never change a result: kernels whose work-groups meet in global memory (a ticket counter, a float sum
// by compare-and-swap, an atomic_add histogram, an append buffer: tests/data/determinism/global_atomics.cl, built
// by clang-19) give the same bytes, reports, fault and instruction count 20 times over with 1, 2 and 4 threads;
// work-groups that share nothing, or only commuting atomics whose old values nobody reads (a histogram that only
// counts), still run in parallel; after a fault and at the instruction limit memory and counts are the one
// thread's.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>

#include "asm/assembler.h"
#include "asm/object_output.h"
#include "emu/code_object.h"
#include "emu/dispatch.h"
#include "emu/kernel_args.h"
#include "emu_support.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

std::vector<uint8_t> fileBytes(const std::string& path) {
  const std::string s = slurp(path);
  return {s.begin(), s.end()};
}

emu::KernelArg buffer(std::vector<uint8_t> bytes) {
  emu::KernelArg a;
  a.kind = emu::KernelArg::Kind::Buffer;
  a.size = a.align = 8;
  a.bytes = std::move(bytes);
  return a;
}

template <class T>
emu::KernelArg buffer(const std::vector<T>& v) {
  std::vector<uint8_t> b(v.size() * sizeof(T));
  std::memcpy(b.data(), v.data(), b.size());
  return buffer(std::move(b));
}

// Everything a launch produces that a user sees.
struct Outcome {
  std::vector<std::vector<uint8_t>> buffers;
  std::string reports, fault, inOrder;
  uint64_t instructions = 0;
  bool operator==(const Outcome& o) const {
    return buffers == o.buffers && reports == o.reports && fault == o.fault && instructions == o.instructions;
  }
};

Outcome launch(const emu::LoadedKernel& k, std::vector<emu::KernelArg> args, unsigned threads, uint32_t items,
               uint32_t block, uint64_t maxInstructions = 100'000'000) {
  emu::EmulatorOptions o;
  o.threads = threads;
  o.maxInstructions = maxInstructions;
  auto m = machine(k.processor.c_str(), emu::waveSizeFeature(k), o);
  emu::DispatchConfig c;
  c.grid = {items, 1, 1};
  c.block = {block, 1, 1};
  std::string error;
  auto bound = emu::bindKernelArgs(*m, k, args, c, error);
  EXPECT_TRUE(bound) << error;
  Outcome out;
  if (!bound) return out;
  emu::LaunchResult r = emu::dispatch(*m, k, c);
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i].kind != emu::KernelArg::Kind::Buffer) continue;
    std::vector<uint8_t> b(args[i].bytes.size());
    EXPECT_TRUE(m->read(bound->address[i], b));
    out.buffers.push_back(std::move(b));
  }
  for (const emu::Report& rep : r.reports) out.reports += rep.text() + "\n";
  out.fault = r.fault.message;
  out.instructions = r.instructions;
  out.inOrder = r.inOrder;
  return out;
}

std::vector<emu::KernelArg> argsFor(const std::string& kernel, uint32_t items) {
  std::mt19937 rng(12345);
  std::vector<uint32_t> in(items);
  for (uint32_t& v : in) v = rng();
  if (kernel == "tickets") return {buffer(std::vector<uint32_t>{0}), buffer(std::vector<uint32_t>(items))};
  if (kernel == "cas_sum") {
    std::vector<float> x(items);
    for (size_t i = 0; i < x.size(); ++i) x[i] = std::ldexp(float(in[i] % 1000) + 0.1f, int(in[i] >> 27) - 8);
    return {buffer(x), buffer(std::vector<uint32_t>{0}), buffer(std::vector<uint32_t>(items))};
  }
  if (kernel == "histogram") return {buffer(in), buffer(std::vector<uint32_t>(16)), buffer(std::vector<uint32_t>(items))};
  if (kernel == "counts") return {buffer(in), buffer(std::vector<uint32_t>(16))};
  return {buffer(in), buffer(std::vector<uint32_t>{0}), buffer(std::vector<uint32_t>(items))};  // append
}

class GlobalAtomics : public ::testing::TestWithParam<const char*> {};

TEST_P(GlobalAtomics, SameBytesReportsAndCountsOnEveryThreadCount) {
  const std::string cpu = GetParam();
  const auto image = fileBytes(std::string(GCNKIT_SOURCE_DIR) + "/tests/data/determinism/global_atomics." + cpu + ".hsaco");
  constexpr uint32_t kItems = 1024, kBlock = 64;  // 16 work-groups
  for (const char* name : {"tickets", "cas_sum", "histogram", "append", "counts"}) {
    SCOPED_TRACE(name);
    auto k = emu::loadKernel(image, name);
    ASSERT_TRUE(bool(k)) << k.error();
    const Outcome one = launch(*k, argsFor(name, kItems), 1, kItems, kBlock);
    ASSERT_EQ(one.fault, "");
    EXPECT_EQ(one.inOrder, "");  // one thread: nothing to order
    for (unsigned threads : {1u, 2u, 4u})
      for (int run = 0; run < 20; ++run) {
        const Outcome again = launch(*k, argsFor(name, kItems), threads, kItems, kBlock);
        ASSERT_TRUE(again == one) << "threads " << threads << " run " << run << ": " << again.instructions << " vs "
                                  << one.instructions << " instructions";
        if (threads > 1 && std::string(name) != "counts")  // the others share memory their atomics return
          EXPECT_NE(again.inOrder.find("workgroup"), std::string::npos) << again.inOrder;
        else
          EXPECT_EQ(again.inOrder, "");  // parallel
      }
  }
  // The results are the ones the work-group order gives: tickets in order of the global id.
  auto k = emu::loadKernel(image, "tickets");
  const Outcome t = launch(*k, argsFor("tickets", kItems), 4, kItems, kBlock);
  std::vector<uint32_t> order(kItems);
  std::memcpy(order.data(), t.buffers[1].data(), t.buffers[1].size());
  for (uint32_t i = 0; i < kItems; ++i) ASSERT_EQ(order[i], i);
}

INSTANTIATE_TEST_SUITE_P(Determinism, GlobalAtomics, ::testing::Values("gfx900", "gfx1030"));

// out[wg] = wg in every work-group (no two share a byte): the run stays parallel. Work-group `bad` then stores
// out of bounds: memory after the fault is what the work-groups before it (and it) wrote, on any thread count.
std::string storeKernel(int bad) {
  return std::string(
             ".text\n.globl k\n.p2align 8\n.type k,@function\nk:\n"
             "  s_load_dwordx2 s[4:5], s[0:1], 0x0\n"
             "  s_lshl_b32 s7, s2, 5\n"  // 32 bytes a work-group
             "  s_waitcnt lgkmcnt(0)\n"
             "  s_store_dword s2, s[4:5], s7\n"
             "  s_cmp_eq_u32 s2, ") +
         std::to_string(bad) +
         "\n  s_cbranch_scc0 done\n"
         "  s_store_dword s2, s[4:5], 0x10000\n"
         "done:\n  s_waitcnt lgkmcnt(0)\n  s_endpgm\n"
         ".rodata\n.p2align 6\n.amdhsa_kernel k\n  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
         "  .amdhsa_system_sgpr_workgroup_id_x 1\n  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 8\n"
         ".end_amdhsa_kernel\n";
}

emu::LoadedKernel assembled(const std::string& src) {
  AssembleOptions o;
  o.target = target("gfx900");
  o.hsa = o.relocatable = true;
  AssembleResult r = assemble(src, o);
  EXPECT_EQ(r.errors, 0) << r.diagnostics;
  auto obj = writeObjectFile(r, o.target, ObjectOptions{});
  EXPECT_TRUE(bool(obj));
  auto k = emu::loadKernel(*obj, "k");
  EXPECT_TRUE(bool(k)) << k.error();
  return *k;
}

TEST(Determinism, WorkgroupsThatShareNothingRunInParallelAndAFaultLeavesTheOneThreadsMemory) {
  const emu::LoadedKernel clean = assembled(storeKernel(-1));
  const Outcome one = launch(clean, {buffer(std::vector<uint32_t>(8 * 256))}, 1, 256 * 64, 64);
  const Outcome four = launch(clean, {buffer(std::vector<uint32_t>(8 * 256))}, 4, 256 * 64, 64);
  EXPECT_TRUE(four == one);
  EXPECT_EQ(four.inOrder, "");  // parallel throughout
  const emu::LoadedKernel faulting = assembled(storeKernel(40));
  const Outcome first = launch(faulting, {buffer(std::vector<uint32_t>(8 * 256))}, 1, 256 * 64, 64);
  ASSERT_NE(first.fault.find("workgroup 40"), std::string::npos) << first.fault;
  std::vector<uint32_t> words(8 * 256);
  std::memcpy(words.data(), first.buffers[0].data(), first.buffers[0].size());
  EXPECT_EQ(words[8 * 40], 40u);
  EXPECT_EQ(words[8 * 41], 0u);  // never ran, one after another
  for (int run = 0; run < 10; ++run) {
    const Outcome n = launch(faulting, {buffer(std::vector<uint32_t>(8 * 256))}, 4, 256 * 64, 64);
    ASSERT_TRUE(n == first) << "run " << run << ": " << n.fault;
  }
}

// Work-groups of different lengths near the instruction limit: the fault is the one thread's (work-group,
// instruction, count), also where a parallel work-group ran past its share before the earlier ones finished.
TEST(Determinism, TheInstructionLimitFaultsAtTheOneThreadsInstruction) {
  const std::string src =
      ".text\n.globl k\n.p2align 8\n.type k,@function\nk:\n"
      "  s_and_b32 s3, s2, 7\n"
      "  s_mul_i32 s3, s3, 300\n"  // work-group w loops 300 * (w % 8) times
      "loop:\n  s_cmp_eq_u32 s3, 0\n  s_cbranch_scc1 done\n  s_sub_u32 s3, s3, 1\n  s_branch loop\n"
      "done:\n  s_endpgm\n"
      ".rodata\n.p2align 6\n.amdhsa_kernel k\n  .amdhsa_system_sgpr_workgroup_id_x 1\n"
      "  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 8\n"
      ".end_amdhsa_kernel\n";
  const emu::LoadedKernel k = assembled(src);
  for (uint64_t limit : {5000ull, 23456ull, 70001ull}) {
    SCOPED_TRACE(limit);
    const Outcome one = launch(k, {}, 1, 64 * 64, 64, limit);
    ASSERT_NE(one.fault.find("instruction limit"), std::string::npos) << one.fault;
    for (unsigned threads : {2u, 3u, 4u})
      for (int run = 0; run < 5; ++run) {
        const Outcome n = launch(k, {}, threads, 64 * 64, 64, limit);
        ASSERT_TRUE(n == one) << threads << " threads: " << n.fault << " / " << n.instructions << " vs " << one.fault
                              << " / " << one.instructions;
      }
  }
}

}  // namespace
}  // namespace gcnkit::test
