// Kernel descriptors against llvm-mc 22: every case of tests/data/objects/kd_cases.txt (built by
// regenerate.sh) must give the same 64 bytes or the same diagnostic, and the minimal .amdhsa_kernel
// text printed for a descriptor must build the same bytes again. One deliberate difference: on GFX10,
// FWD_PROGRESS defaults to 0 as the AMDGPU guide's directive table says, where llvm-mc 22 sets it.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "object/kernel_descriptor.h"
#include "test_support.h"

namespace gcnkit {
namespace {

struct KdCase {
  std::string cpu, mattr;
  std::vector<std::pair<std::string, int64_t>> directives;
  std::string kind, bytesHex, where, directive, message;
  int line;
};

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::stringstream ss(s);
  std::string item;
  while (std::getline(ss, item, sep)) out.push_back(item);
  if (!s.empty() && s.back() == sep) out.emplace_back();
  return out;
}

std::vector<KdCase> readCases() {
  std::ifstream in(GCNKIT_SOURCE_DIR "/tests/data/objects/kd_cases.txt");
  std::vector<KdCase> cases;
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    ++n;
    if (line.empty() || line[0] == '#') continue;
    auto cols = split(line, '\t');
    KdCase c;
    c.line = n;
    c.cpu = cols.at(0);
    c.mattr = cols.at(1) == "-" ? "" : cols.at(1);
    for (const std::string& d : split(cols.at(2), ';')) {
      auto eq = d.find('=');
      c.directives.emplace_back(d.substr(0, eq), std::stoll(d.substr(eq + 1)));
    }
    c.kind = cols.at(3);
    if (c.kind == "bytes") {
      c.bytesHex = cols.at(4);
    } else {
      c.where = cols.at(4);
      c.directive = cols.at(5);
      c.message = cols.at(6);
    }
    cases.push_back(std::move(c));
  }
  return cases;
}

// llvm-mc 22's bytes with the guide's FWD_PROGRESS default (COMPUTE_PGM_RSRC1 bit 31, byte 51) when the
// block does not set .amdhsa_forward_progress.
std::string withGuideForwardProgress(const KdCase& c, std::string bytesHex) {
  bool given = std::any_of(c.directives.begin(), c.directives.end(),
                           [](auto& d) { return d.first == ".amdhsa_forward_progress"; });
  if (given || test::target(c.cpu.c_str(), c.mattr.c_str()).gen() < Gen::GFX10) return bytesHex;
  int byte51 = std::stoi(bytesHex.substr(102, 2), nullptr, 16);
  EXPECT_TRUE(byte51 & 0x80) << "llvm-mc 22 no longer sets FWD_PROGRESS by default: drop this exception";
  bytesHex.replace(102, 2, fmt::format("{:02x}", byte51 & 0x7f));
  return bytesHex;
}

std::string hex(std::span<const uint8_t> b) {
  std::string s;
  for (uint8_t x : b) s += fmt::format("{:02x}", x);
  return s;
}

const char* whereName(KdDiag::Where w) { return w == KdDiag::AtName ? "name" : w == KdDiag::AtValue ? "value" : "end"; }

// Builds a descriptor from directives; returns the bytes or "error\twhere\tdirective\tmessage".
std::string build(const Target& t, const std::vector<std::pair<std::string, int64_t>>& dirs, KdTargetOptions opts) {
  KernelDescriptorBuilder b(t, opts);
  for (auto& [name, value] : dirs)
    if (auto d = b.set(name, value)) return fmt::format("error\t{}\t{}\t{}", whereName(d->where), d->directive, d->message);
  auto [kd, diag] = b.finish();
  if (diag) return fmt::format("error\t{}\t{}\t{}", whereName(diag->where), diag->directive, diag->message);
  return "bytes\t" + hex(kd->encode());
}

// Reads back the text printAmdhsaKernel writes.
std::vector<std::pair<std::string, int64_t>> parseBlock(const std::string& text) {
  std::vector<std::pair<std::string, int64_t>> dirs;
  std::stringstream ss(text);
  std::string line;
  while (std::getline(ss, line)) {
    if (line.empty() || line[0] != '\t') continue;
    std::stringstream ls(line);
    std::string name;
    int64_t value;
    ls >> name >> value;
    dirs.emplace_back(name, value);
  }
  return dirs;
}

TEST(ObjectKernelDescriptor, MatchesLlvmMcOnEveryCase) {
  auto cases = readCases();
  ASSERT_GT(cases.size(), 1000u);
  int exactPrints = 0;
  for (KdCase& c : cases) {
    SCOPED_TRACE(fmt::format("kd_cases.txt:{} {} {}", c.line, c.cpu, c.mattr));
    Target t = test::target(c.cpu.c_str(), c.mattr.c_str());
    KdTargetOptions opts = kdOptionsFromMattr(t, c.mattr);
    std::string got = build(t, c.directives, opts);
    if (c.kind == "bytes") c.bytesHex = withGuideForwardProgress(c, c.bytesHex);
    std::string want = c.kind == "bytes" ? "bytes\t" + c.bytesHex
                                          : fmt::format("error\t{}\t{}\t{}", c.where, c.where == "end" ? "" : c.directive, c.message);
    if (c.kind == "error" && c.where == "end") {
      // End-of-block errors carry no directive, except out-of-range counts which name theirs.
      auto cols = split(got, '\t');
      if (cols.size() == 4 && cols[1] == "end") got = fmt::format("error\tend\t\t{}", cols[3]);
    }
    EXPECT_EQ(got, want);
    if (c.kind != "bytes" || got != want) continue;

    // Decode, print, build again: same bytes.
    std::vector<uint8_t> bytes;
    for (size_t i = 0; i < c.bytesHex.size(); i += 2) bytes.push_back(uint8_t(std::stoi(c.bytesHex.substr(i, 2), nullptr, 16)));
    ASSERT_EQ(bytes.size(), kKernelDescriptorSize);
    auto kd = KernelDescriptor::decode(std::span<const uint8_t, 64>(bytes.data(), 64));
    EXPECT_EQ(hex(kd.encode()), c.bytesHex);
    KdText text = printAmdhsaKernel("k", kd, t, opts);
    ASSERT_TRUE(text.exact) << text.why;
    EXPECT_EQ(build(t, parseBlock(text.text), opts), want) << text.text;
    ++exactPrints;
  }
  EXPECT_GT(exactPrints, 800);
}

TEST(ObjectKernelDescriptor, DirectiveTableFollowsTheGuide) {
  // The 37 directives of the guide's table plus LLVM 14's five additions, LLVM 17+'s dynamic stack
  // and kernarg preload (code object V5), GFX10's shared VGPRs and three rows of GFX11+ processors.
  EXPECT_EQ(amdhsaDirectives().size(), 50u);
  const AmdhsaDirective* d = findAmdhsaDirective(".amdhsa_next_free_vgpr");
  ASSERT_TRUE(d);
  EXPECT_EQ(d->defaultKind, KdDefault::Required);
  d = findAmdhsaDirective(".amdhsa_float_denorm_mode_16_64");
  ASSERT_TRUE(d);
  EXPECT_EQ(d->defaultValue, 3u);
  EXPECT_EQ(d->field->shift, 18);
  EXPECT_EQ(d->field->width, 2);
  d = findAmdhsaDirective(".amdhsa_reserve_flat_scratch");
  ASSERT_TRUE(d);
  EXPECT_EQ(d->minGen, Gen::GFX7);
  EXPECT_EQ(findAmdhsaDirective(".amdhsa_fp16_overflow")->minGen, Gen::GFX9);
  EXPECT_EQ(findAmdhsaDirective(".amdhsa_memory_ordered")->minGen, Gen::GFX10);
  EXPECT_EQ(findAmdhsaDirective(".amdhsa_bogus"), nullptr);
}

TEST(ObjectKernelDescriptor, GranulesPerGeneration) {
  Target gfx6 = test::target("gfx601"), gfx9 = test::target("gfx900"), gfx10 = test::target("gfx1010");
  EXPECT_EQ(vgprBlocks(gfx9, 0, false), 0u);
  EXPECT_EQ(vgprBlocks(gfx9, 5, false), 1u);
  EXPECT_EQ(vgprBlocks(gfx9, 256, false), 63u);
  EXPECT_EQ(vgprBlocks(gfx9, 257, false), std::nullopt);
  EXPECT_EQ(vgprBlocks(gfx10, 9, true), 1u);    // wave32: granule 8
  EXPECT_EQ(vgprBlocks(gfx10, 9, false), 2u);   // wave64: granule 4
  EXPECT_EQ(vgprBlocks(gfx10, 512, true), 63u);
  EXPECT_EQ(extraSgprs(gfx6, true, true, false), 4);  // GFX6 counts FLAT_SCRATCH too
  EXPECT_EQ(extraSgprs(gfx9, true, true, true), 6);
  EXPECT_EQ(extraSgprs(gfx9, false, false, true), 4);
  EXPECT_EQ(extraSgprs(gfx10, true, true, true), 2);
  EXPECT_EQ(sgprBlocks(gfx9, 102, true, true, true), 13u);
  EXPECT_EQ(sgprBlocks(gfx9, 103, false, false, false), std::nullopt);
  EXPECT_EQ(sgprBlocks(gfx10, 100, true, true, true), 0u);
  EXPECT_EQ(sgprBlocks(test::target("gfx802"), 10, true, true, false), 11u);  // SGPR init bug: 96 SGPRs
}

TEST(ObjectKernelDescriptor, EncodeDecodeIsIdentityOnAnyBytes) {
  test::Rng rng{7};
  for (int i = 0; i < 1000; ++i) {
    std::array<uint8_t, 64> b;
    for (auto& x : b) x = uint8_t(rng.next());
    EXPECT_EQ(KernelDescriptor::decode(b).encode(), b);
  }
}

TEST(ObjectKernelDescriptor, ReservedBitsAreNotRepresentable) {
  Target t = test::target("gfx900");
  KernelDescriptorBuilder b(t);
  KernelDescriptor kd = b.defaults();
  kd.reserved1[3] = 1;
  KdText text = printAmdhsaKernel("k", kd, t);
  EXPECT_FALSE(text.exact);
  EXPECT_EQ(text.why, "reserved bytes are not zero");
  kd = b.defaults();
  kd.computePgmRsrc1 |= 1u << 22;  // DEBUG_MODE: CP sets it, no directive does
  text = printAmdhsaKernel("k", kd, t);
  EXPECT_FALSE(text.exact);
  EXPECT_EQ(text.why, "field DEBUG_MODE is not set by any directive");
}

TEST(ObjectKernelDescriptor, DescribeListsFieldsOfTheGeneration) {
  Target t = test::target("gfx803");
  KernelDescriptorBuilder b(t);
  auto fields = describeKernelDescriptor(b.defaults(), t);
  auto has = [&](std::string_view n) {
    return std::any_of(fields.begin(), fields.end(), [&](auto& p) { return p.first == n; });
  };
  EXPECT_TRUE(has("COMPUTE_PGM_RSRC1.FLOAT_DENORM_MODE_16_64"));
  EXPECT_TRUE(has("KERNEL_CODE_ENTRY_BYTE_OFFSET"));
  EXPECT_FALSE(has("COMPUTE_PGM_RSRC1.WGP_MODE"));
  EXPECT_FALSE(has("COMPUTE_PGM_RSRC3.SHARED_VGPR_COUNT"));
  Target t10 = test::target("gfx1030");
  fields = describeKernelDescriptor(KernelDescriptorBuilder(t10).defaults(), t10);
  EXPECT_TRUE(std::any_of(fields.begin(), fields.end(),
                          [](auto& p) { return p.first == "COMPUTE_PGM_RSRC1.WGP_MODE" && p.second == 1; }));
}

}  // namespace
}  // namespace gcnkit

namespace gcnkit {
namespace {

// Code object V5 descriptor bits, checked against llvm-mc 22's bytes: USES_DYNAMIC_STACK (kernel_code_properties
// bit 11, every processor) and kernarg preload (bytes 58-59, gfx90a: length 3 at dword offset 2 = 0x0103, three
// more user SGPRs).
TEST(ObjectKernelDescriptor, DynamicStackAndKernargPreload) {
  const Target gfx900 = *makeTarget("gfx900", "").target;
  KernelDescriptorBuilder b(gfx900);
  for (auto [d, v] : {std::pair{".amdhsa_next_free_vgpr", 8}, {".amdhsa_next_free_sgpr", 16},
                      {".amdhsa_uses_dynamic_stack", 1}})
    EXPECT_FALSE(b.set(d, v)) << d;
  auto [kd, diag] = b.finish();
  ASSERT_TRUE(kd);
  EXPECT_EQ(kd->kernelCodeProperties, 0x0800);
  KdText text = printAmdhsaKernel("k", *kd, gfx900);
  EXPECT_TRUE(text.exact);
  EXPECT_NE(text.text.find(".amdhsa_uses_dynamic_stack 1"), std::string::npos) << text.text;
  auto refused = KernelDescriptorBuilder(gfx900).set(".amdhsa_user_sgpr_kernarg_preload_length", 3);
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused->message, "directive requires gfx90a+");

  const Target gfx90a = *makeTarget("gfx90a", "").target;
  KernelDescriptorBuilder p(gfx90a);
  for (auto [d, v] : {std::pair{".amdhsa_next_free_vgpr", 8}, {".amdhsa_next_free_sgpr", 16},
                      {".amdhsa_accum_offset", 4}, {".amdhsa_user_sgpr_kernarg_segment_ptr", 1},
                      {".amdhsa_user_sgpr_kernarg_preload_length", 3}, {".amdhsa_user_sgpr_kernarg_preload_offset", 2}})
    EXPECT_FALSE(p.set(d, v)) << d;
  auto [pk, pdiag] = p.finish();
  ASSERT_TRUE(pk);
  const auto bytes = pk->encode();
  EXPECT_EQ(bytes[58], 0x03);
  EXPECT_EQ(bytes[59], 0x01);
  EXPECT_EQ((pk->computePgmRsrc2 >> 1) & 0x1f, 5u);  // kernarg pointer (2) + 3 preloaded dwords
  KdText back = printAmdhsaKernel("k", *pk, gfx90a);
  EXPECT_TRUE(back.exact) << back.why;
  EXPECT_NE(back.text.find(".amdhsa_user_sgpr_kernarg_preload_length 3"), std::string::npos) << back.text;
  EXPECT_EQ(back.text.find(".amdhsa_user_sgpr_count"), std::string::npos) << back.text;  // implied by the rest
  // On gfx900 the same bytes cannot be written: no directive sets them there.
  EXPECT_FALSE(printAmdhsaKernel("k", *pk, gfx900).exact);
}

// Architected flat scratch (gfx942, gfx950): the hardware sets FLAT_SCRATCH, so llvm-mc 22 refuses the
// scratch-setup directives there and takes `.amdhsa_enable_private_segment` for the RSRC2 bit instead;
// FLAT_SCRATCH still counts 6 extra SGPRs. Bytes from llvm-mc 22 (-mcpu=gfx942, code object V4).
TEST(ObjectKernelDescriptor, ArchitectedFlatScratchDirectives) {
  const std::vector<std::pair<std::string, int64_t>> dirs = {
      {".amdhsa_next_free_vgpr", 8}, {".amdhsa_next_free_sgpr", 11}, {".amdhsa_accum_offset", 8},
      {".amdhsa_enable_private_segment", 1}, {".amdhsa_private_segment_fixed_size", 16}};
  const std::string llvm22 =
      "bytes\t00000000100000000000000000000000000000000000000000000000000000000000000000000000"
      "00000000010000008000ac00810000000000000000000000";
  for (const char* cpu : {"gfx942", "gfx950"}) {
    SCOPED_TRACE(cpu);
    const Target t = test::target(cpu);
    const std::string got = build(t, dirs, {});
    if (std::string(cpu) == "gfx942") {
      EXPECT_EQ(got, llvm22);
    }
    ASSERT_TRUE(got.starts_with("bytes"));
    for (const char* d : {".amdhsa_user_sgpr_private_segment_buffer", ".amdhsa_user_sgpr_flat_scratch_init",
                          ".amdhsa_reserve_flat_scratch", ".amdhsa_system_sgpr_private_segment_wavefront_offset"})
      EXPECT_EQ(build(t, {{d, 0}}, {}), fmt::format("error\tname\t{}\tdirective is not supported with architected flat scratch", d));
    // Printed back: the architected directive, no reserve flags, the same bytes.
    std::vector<uint8_t> bytes;
    for (size_t i = 6; i < got.size(); i += 2) bytes.push_back(uint8_t(std::stoi(got.substr(i, 2), nullptr, 16)));
    ASSERT_EQ(bytes.size(), kKernelDescriptorSize);
    const KdText text = printAmdhsaKernel("k", KernelDescriptor::decode(std::span<const uint8_t, 64>(bytes.data(), 64)), t);
    ASSERT_TRUE(text.exact) << text.why;
    EXPECT_NE(text.text.find(".amdhsa_enable_private_segment 1"), std::string::npos) << text.text;
    EXPECT_EQ(text.text.find("flat_scratch"), std::string::npos) << text.text;
    EXPECT_EQ(build(t, parseBlock(text.text), {}), got) << text.text;
  }
  for (const char* cpu : {"gfx900", "gfx90a", "gfx1030"})
    EXPECT_EQ(build(test::target(cpu), {{".amdhsa_enable_private_segment", 1}}, {}),
              "error\tname\t.amdhsa_enable_private_segment\tdirective is not supported without architected flat scratch")
        << cpu;
}

}  // namespace
}  // namespace gcnkit

namespace gcnkit {
namespace {

// GFX12.5 (gfx1250, gfx1251) by hand, each value from llvm-mc 22 (kd_cases.txt has them all): a 16-VGPR granule in
// wave32 and 8 in wave64, up to 1024 VGPRs; CU mode unless -mattr=-cumode; up to 63 user SGPRs and 32 preloaded
// ones; the named barrier count from RSRC3 bit 14, unmasked, its overflow found only when the descriptor is written.
TEST(ObjectKernelDescriptor, Gfx12_5Descriptor) {
  const Target t = test::target("gfx1250"), w64 = test::target("gfx1250", "+wavefrontsize64");
  EXPECT_EQ(vgprEncodingGranule(t, true), 16);
  EXPECT_EQ(vgprEncodingGranule(t, false), 8);
  EXPECT_EQ(vgprBlocks(t, 17, true), 1u);
  EXPECT_EQ(vgprBlocks(t, 1024, true), 63u);
  EXPECT_EQ(vgprBlocks(t, 1025, true), std::nullopt);
  EXPECT_EQ(vgprBlocks(t, 513, false), std::nullopt);
  EXPECT_FALSE(w64.wave32);
  EXPECT_EQ(maxPreloadSgprs(t), 32u);
  EXPECT_EQ(maxPreloadSgprs(test::target("gfx90a")), 16u);
  EXPECT_TRUE(kdOptionsFromMattr(t, "").cuMode);
  EXPECT_FALSE(kdOptionsFromMattr(t, "-cumode").cuMode);
  EXPECT_FALSE(kdOptionsFromMattr(test::target("gfx1200"), "").cuMode);

  const std::vector<std::pair<std::string, int64_t>> base = {{".amdhsa_next_free_vgpr", 0}, {".amdhsa_next_free_sgpr", 0}};
  auto with = [&](std::string d, int64_t v) {
    auto dirs = base;
    dirs.emplace_back(std::move(d), v);
    return dirs;
  };
  const KdTargetOptions cu = kdOptionsFromMattr(t, "");
  // Byte 51: 0xc0 (FWD_PROGRESS 0x80, MEM_ORDERED 0x40; no WGP_MODE 0x20); gcnkit keeps FWD_PROGRESS at the guide's 0.
  EXPECT_EQ(build(t, base, cu).substr(6 + 88, 32), "0000000000000c408000000000040000");
  EXPECT_EQ(build(t, base, kdOptionsFromMattr(t, "-cumode")).substr(6 + 102, 2), "60");
  EXPECT_EQ(build(t, with(".amdhsa_workgroup_processor_mode", 1), cu),
            "error\tname\t.amdhsa_workgroup_processor_mode\tdirective unsupported on gfx1250");
  EXPECT_EQ(build(test::target("gfx1200"), with(".amdhsa_named_barrier_count", 1), {}),
            "error\tname\t.amdhsa_named_barrier_count\tdirective requires gfx1250+");
  EXPECT_EQ(build(t, with(".amdhsa_named_barrier_count", 8), cu).substr(6 + 88, 8), "00000200");   // bit 17
  EXPECT_EQ(build(t, with(".amdhsa_named_barrier_count", 7), cu).substr(6 + 88, 8), "00c00100");   // bits 14-16
  EXPECT_EQ(build(t, with(".amdhsa_named_barrier_count", 262144), cu),
            "error\tend\t.amdhsa_named_barrier_count\tvalue evaluated as 4294967296 is out of range.");
  EXPECT_EQ(build(t, with(".amdhsa_user_sgpr_count", 63), cu).substr(6 + 104, 2), "fe");
  EXPECT_EQ(build(t, with(".amdhsa_user_sgpr_count", 64), cu), "error\tend\t\ttoo many user SGPRs enabled");
  EXPECT_EQ(build(t, with(".amdhsa_user_sgpr_kernarg_preload_length", 33), cu),
            "error\tvalue\t.amdhsa_user_sgpr_kernarg_preload_length\tvalue out of range");
  EXPECT_EQ(build(t, with(".amdhsa_reserve_xnack_mask", 0), cu),
            "error\tname\t.amdhsa_reserve_xnack_mask\t.amdhsa_reserve_xnack_mask does not match target id");

  // Described with GFX12.5's fields; a named barrier count that reaches ENABLE_DYNAMIC_VGPR is printed whole.
  KernelDescriptorBuilder b(t, cu);
  for (auto& [d, v] : with(".amdhsa_named_barrier_count", 9)) ASSERT_FALSE(b.set(d, v)) << d;
  ASSERT_FALSE(b.set(".amdhsa_user_sgpr_count", 40));
  auto [kd, diag] = b.finish();
  ASSERT_TRUE(kd);
  auto fields = describeKernelDescriptor(*kd, t);
  auto value = [&](std::string_view n) -> std::optional<uint64_t> {
    for (auto& [name, v] : fields)
      if (name == n) return v;
    return std::nullopt;
  };
  EXPECT_EQ(value("COMPUTE_PGM_RSRC3.NAMED_BAR_CNT"), 1u);
  EXPECT_EQ(value("COMPUTE_PGM_RSRC3.ENABLE_DYNAMIC_VGPR"), 1u);
  EXPECT_EQ(value("COMPUTE_PGM_RSRC3.TCP_SPLIT"), 0u);
  EXPECT_EQ(value("COMPUTE_PGM_RSRC3.ENABLE_DIDT_THROTTLE"), 0u);
  EXPECT_EQ(value("COMPUTE_PGM_RSRC1.FLAT_SCRATCH_IS_NV"), 0u);
  EXPECT_EQ(value("COMPUTE_PGM_RSRC2.USER_SGPR_COUNT"), 40u);
  EXPECT_EQ(value("COMPUTE_PGM_RSRC2.ENABLE_TRAP_HANDLER"), std::nullopt);  // (bit 6 is the count's)
  EXPECT_EQ(value("COMPUTE_PGM_RSRC3.RESERVED"), std::nullopt);
  const KdText text = printAmdhsaKernel("k", *kd, t, cu);
  ASSERT_TRUE(text.exact) << text.why;
  EXPECT_NE(text.text.find(".amdhsa_named_barrier_count 9"), std::string::npos) << text.text;
  EXPECT_EQ(text.text.find("workgroup_processor_mode"), std::string::npos) << text.text;
  KernelDescriptor reserved = *kd;
  reserved.computePgmRsrc3 |= 1u << 12;  // reserved on GFX12.5
  EXPECT_EQ(describeKernelDescriptor(reserved, t).back().first, "COMPUTE_PGM_RSRC3.RESERVED");
  reserved = *kd;
  reserved.computePgmRsrc1 |= 1u << 27;  // FLAT_SCRATCH_IS_NV: no directive sets it
  EXPECT_EQ(printAmdhsaKernel("k", reserved, t, cu).why, "field FLAT_SCRATCH_IS_NV is not set by any directive");
  // On GFX12 the same bit is reserved.
  const Target gfx12 = test::target("gfx1200");
  fields = describeKernelDescriptor(reserved, gfx12);
  EXPECT_EQ(value("COMPUTE_PGM_RSRC1.RESERVED0"), 1u);
  EXPECT_EQ(value("COMPUTE_PGM_RSRC1.FLAT_SCRATCH_IS_NV"), std::nullopt);
}

}  // namespace
}  // namespace gcnkit
