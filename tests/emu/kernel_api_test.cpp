// The emulator's public API for kernels with arguments (gcnkit/dispatch.h: Kernel, KernelArg, bindKernelArgs,
// dispatchKernel) and how its reports write instructions (EmulatorOptions::instructionText): the emulator
// writes no assembly text itself, its callers choose.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "gcnkit/dispatch.h"
#include "gcnkit/toolchain.h"

namespace emu = gcnkit::emu;
namespace tc = gcnkit::toolchain;

namespace {

// out[id] = value + id for the work-items of a 1-D grid: arguments (out: a buffer, value: u32).
const char* kStore =
    ".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n"
    ".text\n.globl store\n.p2align 8\n.type store,@function\nstore:\n"
    "  s_load_dwordx2 s[4:5], s[0:1], 0x0\n  s_load_dword s6, s[0:1], 0x8\n  s_waitcnt lgkmcnt(0)\n"
    "  v_add_u32 v1, s6, v0\n  v_lshlrev_b32 v0, 2, v0\n  global_store_dword v0, v1, s[4:5]\n  s_endpgm\n"
    ".rodata\n.p2align 6\n.amdhsa_kernel store\n  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
    "  .amdhsa_next_free_vgpr 2\n  .amdhsa_next_free_sgpr 8\n.end_amdhsa_kernel\n"
    ".amdgpu_metadata\n---\namdhsa.kernels:\n  - .name: store\n    .symbol: store.kd\n"
    "    .kernarg_segment_size: 12\n    .kernarg_segment_align: 8\n    .group_segment_fixed_size: 0\n"
    "    .private_segment_fixed_size: 0\n    .wavefront_size: 64\n    .sgpr_count: 8\n    .vgpr_count: 2\n"
    "    .max_flat_workgroup_size: 256\n    .args:\n"
    "      - .name: out\n        .offset: 0\n        .size: 8\n        .value_kind: global_buffer\n"
    "        .address_space: global\n"
    "      - .name: value\n        .offset: 8\n        .size: 4\n        .value_kind: by_value\n"
    "amdhsa.version: [ 1, 1 ]\n...\n.end_amdgpu_metadata\n";

std::vector<uint8_t> storeObject() {
  tc::Assembled a = tc::assemble(kStore, {});
  EXPECT_TRUE(a.ok()) << a.diagnostics << a.error;
  return a.bytes;
}

}  // namespace

TEST(KernelApi, BindsArgumentsChecksThemAndDispatches) {
  const std::vector<uint8_t> object = storeObject();
  std::string error;
  auto k = emu::Kernel::load(object, "store", &error);
  ASSERT_TRUE(k) << error;
  EXPECT_EQ(k->name(), "store");
  EXPECT_EQ(k->processor(), "gfx900");
  EXPECT_EQ(k->waveSizeFeature(), "");
  auto expected = k->explicitArguments();
  ASSERT_TRUE(expected);
  ASSERT_EQ(expected->size(), 2u);
  EXPECT_EQ((*expected)[1].name, "value");
  EXPECT_EQ((*expected)[1].offset, 8u);

  std::vector<emu::KernelArg> args = {emu::KernelArg::buffer(std::vector<uint8_t>(16), "out"),
                                      emu::KernelArg::value(uint32_t(100), "value")};
  EXPECT_EQ(k->checkArguments(args), "");
  EXPECT_NE(k->checkArguments({args[0]}), "");  // one argument short of the metadata's two
  auto m = emu::Machine::create(k->processor(), k->waveSizeFeature(), &error);
  ASSERT_TRUE(m) << error;
  emu::KernelDispatch d;
  d.grid = {4, 1, 1};
  d.block = {4, 1, 1};
  auto bound = emu::bindKernelArgs(*m, *k, args, d, &error);
  ASSERT_TRUE(bound) << error;
  ASSERT_EQ(bound->address.size(), 2u);
  EXPECT_NE(bound->address[0], 0u);
  EXPECT_EQ(bound->address[1], 0u);  // a value has no buffer
  EXPECT_EQ(d.kernarg.size(), 12u);
  emu::LaunchResult r = emu::dispatchKernel(*m, *k, d);
  ASSERT_TRUE(r.ok()) << r.text();
  std::vector<uint32_t> out(4);
  ASSERT_TRUE(m->readDwords(bound->address[0], out));
  EXPECT_EQ(out, (std::vector<uint32_t>{100, 101, 102, 103}));
  EXPECT_NE(emu::describeAddress(bound->address[0] + 20, bound->buffers).find("past the end"), std::string::npos);

  EXPECT_FALSE(emu::Kernel::load(object, "load", &error));
  EXPECT_NE(error.find("no kernel 'load'"), std::string::npos) << error;
}

TEST(KernelApi, ReportsWriteInstructionsAsTheCallerChooses) {
  // s_load_dword's result is read before any s_waitcnt: a pending-sgpr report at the s_add_u32.
  const char* racy = "s_load_dword s2, s[0:1], 0x0\ns_add_u32 s3, s2, 1\ns_endpgm\n";
  tc::AssembleOptions ao;
  ao.mcpu = "gfx900";
  ao.output = tc::Output::Raw;
  tc::Assembled code = tc::assemble(racy, ao);
  ASSERT_TRUE(code.ok()) << code.diagnostics;
  for (bool llvmText : {false, true}) {
    emu::EmulatorOptions o;
    if (llvmText) o.instructionText = tc::disassembleInstruction;
    std::string error;
    auto m = emu::Machine::create("gfx900", "", &error, o);
    ASSERT_TRUE(m) << error;
    ASSERT_TRUE(m->loadCode(code.bytes, &error)) << error;
    const uint64_t data = m->allocate(64);
    emu::LaunchConfig c;
    c.sgprs = {uint32_t(data), uint32_t(data >> 32)};
    emu::LaunchResult r = m->launch(c);
    ASSERT_TRUE(r.ok()) << r.text();
    ASSERT_EQ(r.count(emu::CheckKind::PendingSgpr), 1u) << r.text();
    EXPECT_EQ(r.reports[0].instruction, llvmText ? "s_add_u32 s3, s2, 1" : "s_add_u32");
  }
}
