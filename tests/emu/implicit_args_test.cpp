// Code object V5 dispatch: the implicit-argument block of the kernarg segment, filled as the runtime does
// (LLVM's layout), read by a scalar kernel that copies every dword of it to a buffer; V4 objects get no V5
// block; a hidden argument the metadata places elsewhere than the layout is refused.
#include <gtest/gtest.h>

#include <cstring>

#include <fmt/format.h>

#include "asm/assembler.h"
#include "asm/object_output.h"
#include "emu/implicit_args.h"
#include "gcnkit/dispatch.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

constexpr uint32_t kBase = 8;  // the buffer pointer, then the block
// Dwords of the block the kernel copies: bytes 0-127 and 192-255 (128-191 are reserved).
constexpr uint32_t kCopied[][2] = {{0, 128}, {192, 256}};

// The metadata's hidden arguments: every kind of the V5 block at its offset (or `moved` one 8 bytes later).
std::string hiddenArgs(std::string_view moved = "") {
  struct F {
    const char* kind;
    uint32_t offset, size;
  };
  const F fields[] = {{"hidden_block_count_x", 0, 4}, {"hidden_block_count_y", 4, 4}, {"hidden_block_count_z", 8, 4},
                      {"hidden_group_size_x", 12, 2}, {"hidden_group_size_y", 14, 2}, {"hidden_group_size_z", 16, 2},
                      {"hidden_remainder_x", 18, 2}, {"hidden_remainder_y", 20, 2},   {"hidden_remainder_z", 22, 2},
                      {"hidden_global_offset_x", 40, 8}, {"hidden_global_offset_y", 48, 8},
                      {"hidden_global_offset_z", 56, 8}, {"hidden_grid_dims", 64, 2}, {"hidden_printf_buffer", 72, 8},
                      {"hidden_hostcall_buffer", 80, 8}, {"hidden_multigrid_sync_arg", 88, 8},
                      {"hidden_heap_v1", 96, 8}, {"hidden_default_queue", 104, 8},
                      {"hidden_completion_action", 112, 8}, {"hidden_dynamic_lds_size", 120, 4},
                      {"hidden_private_base", 192, 4}, {"hidden_shared_base", 196, 4}, {"hidden_queue_ptr", 200, 8}};
  std::string out;
  for (const F& f : fields)
    out += fmt::format("      - {{ .offset: {}, .size: {}, .value_kind: {} }}\n",
                       kBase + f.offset + (f.kind == moved ? 8 : 0), f.size, f.kind);
  return out;
}

// s[0:1] = kernarg; out[i] = dword i of each copied range of the block, in order.
std::string kernel(int version, std::string_view moved = "") {
  std::string code;
  uint32_t outOffset = 0;
  for (auto [from, to] : kCopied)
    for (uint32_t b = from; b < to; b += 16) {
      code += fmt::format("  s_load_dwordx4 s[4:7], s[0:1], 0x{:x}\n  s_waitcnt lgkmcnt(0)\n", kBase + b);
      code += fmt::format("  s_store_dwordx4 s[4:7], s[2:3], 0x{:x}\n", outOffset);
      outOffset += 16;
    }
  return fmt::format(R"(.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.amdhsa_code_object_version {0}
.text
.globl copy
.p2align 8
.type copy,@function
copy:
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
{1}  s_dcache_wb
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel copy
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_kernarg_size {2}
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 8
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.kernels:
  - .name: copy
    .symbol: copy.kd
    .args:
      - {{ .name: out, .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }}
{3}    .kernarg_segment_size: {2}
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 1
    .max_flat_workgroup_size: 256
amdhsa.version: [ 1, {4} ]
...
.end_amdgpu_metadata
)",
                     version, code, kBase + emu::kImplicitBlockSize, hiddenArgs(moved), version >= 5 ? 2 : 1);
}

std::vector<uint8_t> object(const std::string& src, int version) {
  AssembleOptions o;
  o.target = target("gfx900");
  o.hsa = o.relocatable = true;
  o.codeObjectVersion = version;
  AssembleResult r = assemble(src, o);
  EXPECT_EQ(r.errors, 0) << r.diagnostics;
  auto bytes = writeObjectFile(r, o.target, ObjectOptions{true, version});
  EXPECT_TRUE(bytes) << (bytes ? "" : bytes.error());
  return bytes ? *bytes : std::vector<uint8_t>{};
}

struct CopyRun {
  emu::LaunchResult result;
  std::vector<uint8_t> block;  // the copied bytes, at their block offsets (reserved bytes 0)
};

CopyRun run(const std::vector<uint8_t>& obj, std::array<uint32_t, 3> grid, std::array<uint32_t, 3> block) {
  auto m = emu::Machine::create("gfx900");
  const uint64_t out = m->allocate(192);
  emu::KernelDispatch d;
  d.grid = grid;
  d.block = block;
  d.kernarg.resize(8);
  std::memcpy(d.kernarg.data(), &out, 8);
  CopyRun r;
  r.result = emu::dispatchKernel(*m, obj, "copy", d);
  std::vector<uint8_t> copied(192);
  EXPECT_TRUE(m->read(out, copied));
  r.block.assign(emu::kImplicitBlockSize, 0);
  std::memcpy(r.block.data(), copied.data(), 128);
  std::memcpy(r.block.data() + 192, copied.data() + 128, 64);
  return r;
}

uint64_t at(const std::vector<uint8_t>& b, size_t offset, size_t size) {
  uint64_t v = 0;
  std::memcpy(&v, b.data() + offset, size);
  return v;
}

TEST(EmuImplicitArgs, V5BlockHoldsGridWorkGroupsRemaindersAndApertures) {
  CopyRun r = run(object(kernel(5), 5), {100, 3, 1}, {64, 2, 1});
  ASSERT_TRUE(r.result.ok()) << r.result.fault.message;
  const std::vector<uint8_t>& b = r.block;
  EXPECT_EQ(at(b, 0, 4), 1u);    // block_count_x: full work-groups (100 / 64)
  EXPECT_EQ(at(b, 4, 4), 1u);    // 3 / 2
  EXPECT_EQ(at(b, 8, 4), 1u);
  EXPECT_EQ(at(b, 12, 2), 64u);  // group sizes
  EXPECT_EQ(at(b, 14, 2), 2u);
  EXPECT_EQ(at(b, 16, 2), 1u);
  EXPECT_EQ(at(b, 18, 2), 36u);  // remainders: 100 % 64, 3 % 2, 1 % 1
  EXPECT_EQ(at(b, 20, 2), 1u);
  EXPECT_EQ(at(b, 22, 2), 0u);
  for (size_t o : {40, 48, 56}) EXPECT_EQ(at(b, o, 8), 0u) << "global offset at " << o;
  EXPECT_EQ(at(b, 64, 2), 2u);   // grid dims
  // The metadata lists the printf and hostcall buffers: the dispatch provides them (the runtime's services).
  EXPECT_NE(at(b, 72, 8), 0u);
  EXPECT_NE(at(b, 80, 8), 0u);
  for (size_t o = 88; o < 128; o += 8) EXPECT_EQ(at(b, o, 8), 0u) << "no service at " << o;
  EXPECT_EQ(at(b, 192, 4), 0x20000u);  // private base (src_private_base's value)
  EXPECT_EQ(at(b, 196, 4), 0x10000u);  // shared base
  EXPECT_NE(at(b, 200, 8), 0u);        // the queue
}

TEST(EmuImplicitArgs, ThreeDimensionalGridAndExactWorkGroups) {
  CopyRun r = run(object(kernel(6), 6), {128, 4, 4}, {64, 2, 2});  // 256 work-items: the kernel's maximum
  ASSERT_TRUE(r.result.ok()) << r.result.fault.message;
  EXPECT_EQ(at(r.block, 0, 4), 2u);
  EXPECT_EQ(at(r.block, 4, 4), 2u);
  EXPECT_EQ(at(r.block, 8, 4), 2u);
  EXPECT_EQ(at(r.block, 16, 2), 2u);
  for (size_t o : {18, 20, 22}) EXPECT_EQ(at(r.block, o, 2), 0u);
  EXPECT_EQ(at(r.block, 64, 2), 3u);
}

TEST(EmuImplicitArgs, V4ObjectsGetNoV5Block) {
  CopyRun r = run(object(kernel(4), 4), {100, 3, 1}, {64, 2, 1});
  ASSERT_TRUE(r.result.ok()) << r.result.fault.message;
  EXPECT_EQ(at(r.block, 12, 2), 0u);  // a V4 kernel reads the work-group size from the dispatch packet
  EXPECT_EQ(at(r.block, 0, 4), 0u);
}

TEST(EmuImplicitArgs, MisplacedHiddenArgumentIsRefused) {
  CopyRun r = run(object(kernel(5, "hidden_grid_dims"), 5), {64, 1, 1}, {64, 1, 1});
  ASSERT_FALSE(r.result.ok());
  EXPECT_NE(r.result.fault.message.find("hidden argument hidden_grid_dims is at offset 80 size 2, but the implicit "
                                        "block (at 8) has it at offset 72 size 2"),
            std::string::npos)
      << r.result.fault.message;
}

// Offsets from the metadata are untrusted: a block placed at the end of the address space or past the
// segment writes nothing (and never wraps around into the segment).
TEST(EmuImplicitArgs, BlockOutsideTheSegmentWritesNothing) {
  for (uint64_t base : {uint64_t(300), ~uint64_t(0) - 8}) {
    KernelMetadata md;
    KernelArgMetadata a;
    a.valueKind = "hidden_block_count_x";
    a.offset = base;
    a.size = 4;
    md.args.push_back(a);
    std::vector<uint8_t> kernarg(264, 0xaa);
    EXPECT_EQ(emu::fillImplicitArgs(kernarg, md, {}), "") << base;
    EXPECT_EQ(kernarg, std::vector<uint8_t>(264, 0xaa)) << base;
  }
}

}  // namespace
}  // namespace gcnkit::test
