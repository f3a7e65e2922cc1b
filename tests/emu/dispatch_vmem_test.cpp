// What a dispatch completes for vector memory: the private segment buffer V# (swizzled per lane) and the
// scratch wave offset, LDS of the group segment plus dynamic LDS, the queue's aperture bases for GFX8
// code, and the code object V4 hidden arguments.
#include <cstring>

#include "asm/assembler.h"
#include "asm/object_output.h"
#include "emu/dispatch.h"
#include "emu/vmem.h"
#include "emu_vmem_support.h"

namespace gcnkit::test {
namespace {

// Each lane: its id through scratch (MUBUF on the private segment buffer), then LDS above the group
// segment (dynamic LDS), then to out[lane] as a byte.
const char* kPrivateLds =
    ".text\n.globl k\n.p2align 8\n.type k,@function\nk:\n"
    "  s_load_dwordx2 s[8:9], s[4:5], 0x0\n"
    "  buffer_store_dword v0, off, s[0:3], s7 offset:4\n"
    "  s_waitcnt vmcnt(0)\n"
    "  buffer_load_dword v1, off, s[0:3], s7 offset:4\n"
    "  s_waitcnt vmcnt(0)\n"
    "  ds_write_b8 v0, v1 offset:256\n"
    "  s_waitcnt lgkmcnt(0)\n"
    "  ds_read_u8 v2, v0 offset:256\n"
    "  s_waitcnt lgkmcnt(0)\n"
    "  global_store_byte v0, v2, s[8:9]\n"
    "  s_waitcnt vmcnt(0)\n"
    "  s_endpgm\n"
    ".rodata\n.p2align 6\n"
    ".amdhsa_kernel k\n"
    "  .amdhsa_user_sgpr_private_segment_buffer 1\n"
    "  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
    "  .amdhsa_system_sgpr_private_segment_wavefront_offset 1\n"
    "  .amdhsa_private_segment_fixed_size 16\n"
    "  .amdhsa_group_segment_fixed_size 256\n"
    "  .amdhsa_next_free_vgpr 3\n  .amdhsa_next_free_sgpr 10\n"
    ".end_amdhsa_kernel\n";

TEST(EmuDispatchVmem, PrivateSegmentAndDynamicLds) {
  auto bytes = relocatableObject(kPrivateLds, "gfx900");
  auto k = emu::loadKernel(bytes, "k");
  ASSERT_TRUE(bool(k)) << k.error();
  for (uint32_t dynamicLds : {64u, 0u}) {
    SCOPED_TRACE(dynamicLds);
    auto m = machine("gfx900");
    const uint64_t out = m->allocate(128);
    emu::DispatchConfig c;
    c.grid = {128, 1, 1};
    c.block = {64, 1, 1};
    c.kernarg.resize(8);
    std::memcpy(c.kernarg.data(), &out, 8);
    c.dynamicLds = dynamicLds;
    emu::DispatchLayout l;
    auto r = emu::dispatch(*m, *k, c, &l);
    ASSERT_TRUE(r.ok()) << r.fault.message;
    EXPECT_EQ(l.ldsBytes, 256 + dynamicLds);
    auto got = readAll(*m, out, 16);
    if (dynamicLds) {
      EXPECT_EQ(r.reports.size(), 0u) << r.text();
      EXPECT_EQ(got[0], 0x03020100u);
      EXPECT_EQ(got[15], 0x3f3e3d3cu);
    } else {
      EXPECT_EQ(r.count(emu::CheckKind::LdsRange), 2u) << r.text();  // the write and the read
      EXPECT_EQ(got[0], 0u);
    }
    // The scratch of wave 1 (workgroup 1): wave offset 64 lanes * 16 bytes; offset 4 is dword 1 of
    // every lane, swizzled: + 1 * 4 * 64 + lane * 4.
    EXPECT_EQ(l.scratchBytes, 2u * 64 * 16);
    EXPECT_EQ(m->readDword(l.scratch + 64 * 16 + 256 + 5 * 4), 5u);
  }
}

TEST(EmuDispatchVmem, QueueHoldsTheAperturesForGfx8) {
  const char* src =
      ".text\n.globl q\n.p2align 8\n.type q,@function\nq:\n"
      "  s_load_dwordx2 s[4:5], s[0:1], 0x40\n"
      "  s_waitcnt lgkmcnt(0)\n"
      "  s_endpgm\n"
      ".rodata\n.p2align 6\n"
      ".amdhsa_kernel q\n  .amdhsa_user_sgpr_queue_ptr 1\n"
      "  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 6\n.end_amdhsa_kernel\n";
  auto bytes = relocatableObject(src, "gfx803");
  auto k = emu::loadKernel(bytes, "q");
  ASSERT_TRUE(bool(k)) << k.error();
  auto m = machine("gfx803");
  emu::DispatchConfig c;
  c.grid = {64, 1, 1};
  c.block = {64, 1, 1};
  c.keepWaveState = true;
  auto r = emu::dispatch(*m, *k, c);
  ASSERT_TRUE(r.ok()) << r.fault.message;
  ASSERT_EQ(r.waves.size(), 1u);
  EXPECT_EQ(r.waves[0].sgpr(4), emu::kSharedApertureHi);   // group_segment_aperture_base_hi
  EXPECT_EQ(r.waves[0].sgpr(5), emu::kPrivateApertureHi);  // private_segment_aperture_base_hi
}

TEST(EmuDispatchVmem, HiddenArgumentsV4) {
  emu::LoadedKernel k;
  KernelMetadata md;
  auto arg = [&](const char* kind, uint64_t offset) {
    KernelArgMetadata a;
    a.valueKind = kind;
    a.offset = offset;
    a.size = 8;
    md.args.push_back(a);
  };
  arg("global_buffer", 0);
  arg("hidden_global_offset_x", 8);
  arg("hidden_global_offset_y", 16);
  arg("hidden_global_offset_z", 24);
  arg("hidden_printf_buffer", 32);
  k.metadata = md;
  std::vector<uint8_t> kernarg(40, 0xee);
  emu::DispatchConfig c;
  c.globalOffset = {5, 6, 7};
  emu::fillHiddenArgsV4(kernarg, k, c, {});
  uint64_t v[5];
  std::memcpy(v, kernarg.data(), 40);
  EXPECT_EQ(v[0], 0xeeeeeeeeeeeeeeeeull);  // explicit arguments are left alone
  EXPECT_EQ(v[1], 5u);
  EXPECT_EQ(v[2], 6u);
  EXPECT_EQ(v[3], 7u);
  EXPECT_EQ(v[4], 0u);                     // no printf buffer: null
  emu::fillHiddenArgsV4(kernarg, k, c, {.printf = 0x123450000ull, .hostcall = 0});
  std::memcpy(v, kernarg.data(), 40);
  EXPECT_EQ(v[4], 0x123450000ull);         // the dispatch's printf buffer
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

// The LDS a work-group can have is the processor's: 32 KiB on GFX6, 64 KiB on GFX7-GFX12, 160 KiB on gfx950.
TEST(EmuDispatchVmem, LdsLimitIsTheProcessors) {
  const char* src =
      ".text\n.globl k\n.p2align 8\n.type k,@function\nk:\n  s_endpgm\n"
      ".rodata\n.p2align 6\n.amdhsa_kernel k\n  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 1\n"
      ".end_amdhsa_kernel\n";
  struct Row {
    const char* cpu;
    uint32_t lds;
    bool fits;
  };
  for (const Row& row : {Row{"gfx601", 32 * 1024, true}, Row{"gfx601", 32 * 1024 + 4, false},
                         Row{"gfx1100", 64 * 1024, true}, Row{"gfx1201", 64 * 1024 + 4, false},
                         Row{"gfx950", 160 * 1024, true}, Row{"gfx950", 160 * 1024 + 4, false}}) {
    SCOPED_TRACE(std::string(row.cpu) + " " + std::to_string(row.lds));
    // (gfx950's descriptor needs .amdhsa_accum_offset)
    const std::string text = std::string(src).insert(std::string(src).find(".end_amdhsa_kernel"),
                                                     std::string(row.cpu) == "gfx950" ? "  .amdhsa_accum_offset 4\n" : "");
    auto bytes = relocatableObject(text.c_str(), row.cpu);
    auto k = emu::loadKernel(bytes, "k");
    ASSERT_TRUE(bool(k)) << k.error();
    auto m = machine(row.cpu);
    emu::DispatchConfig c;
    c.dynamicLds = row.lds;
    const emu::LaunchResult r = emu::dispatch(*m, *k, c, nullptr);
    EXPECT_EQ(r.ok(), row.fits) << r.fault.message;
    if (!row.fits) {
      EXPECT_NE(r.fault.message.find(row.cpu), std::string::npos) << r.fault.message;
    }
  }
}

}  // namespace
}  // namespace gcnkit::test
