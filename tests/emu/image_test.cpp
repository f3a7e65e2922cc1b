// MIMG without sampling through the T# of the reference page: linear texels with a pitch, DST_SEL and
// dmask, out-of-range coordinates, mip levels, resinfo, stores that keep unselected components, d16,
// atomics, and sampling faulting as unsupported.
#include "emu_vmem_support.h"

namespace gcnkit::test {
namespace {

struct Image {
  uint32_t width = 4, height = 3, depth = 1, pitch = 5;
  unsigned dfmt = 10, nfmt = 4, type = 9;  // 8_8_8_8 UINT, 2D
  uint32_t baseLevel = 0, lastLevel = 0;
  uint32_t dstSel = 4u | 5u << 3 | 6u << 6 | 7u << 9;
};

// T# in s[8:15] over the test buffer (allocated 256-byte aligned).
VmemRun runImage(const Image& img, const std::string& body, std::function<uint32_t(unsigned, unsigned)> vg,
                 std::vector<uint32_t> data = {}, const char* cpu = "gfx900") {
  VmemKernel k;
  k.cpu = cpu;
  k.body = body + "\ns_waitcnt vmcnt(0)";
  k.data = std::move(data);
  k.vgpr = std::move(vg);
  auto m = machine(cpu);
  VmemRun out;
  if (!m || !load(*m, k.body + "\ns_endpgm\n")) return out;
  out.base = m->allocate(4096);
  std::vector<uint32_t> init = k.data;
  if (init.empty())
    for (uint32_t i = 0; i < 1024; ++i) init.push_back(bytePattern(i));
  init.resize(1024, 0);
  m->writeDwords(out.base, init);
  emu::LaunchConfig c = oneWave();
  c.workitemIdVgprs = false;
  const uint64_t b = out.base >> 8;
  std::array<uint32_t, 8> t{};
  t[0] = uint32_t(b);
  t[1] = uint32_t(b >> 32) | img.dfmt << 20 | img.nfmt << 26;
  t[2] = (img.width - 1) | (img.height - 1) << 14;
  t[3] = img.dstSel | img.baseLevel << 12 | img.lastLevel << 16 | img.type << 28;
  t[4] = (img.depth - 1) | (img.pitch - 1) << 13;
  t[5] = 0 | (img.depth - 1) << 13;
  c.sgprs.assign(16, 0);
  for (unsigned i = 0; i < 8; ++i) c.sgprs[8 + i] = t[i];
  c.setupWave = [vg = k.vgpr](emu::WaveSetup& s) {
    if (vg)
      for (unsigned r = 0; r < 16; ++r)
        for (unsigned l = 0; l < s.waveSize; ++l) (*s.vgprs)[r * s.waveSize + l] = vg(r, l);
  };
  out.r = m->launch(c);
  out.data = readAll(*m, out.base, 1024);
  return out;
}

TEST(EmuImage, LoadWithPitchAndRange) {
  Image img;
  // lane l: x = l % 5, y = l / 5; x = 4 and y >= 3 are outside the 4 x 3 image.
  auto o = runImage(img, "image_load v[4:7], v[0:1], s[8:15] dmask:0xf unorm",
                    [](unsigned r, unsigned l) { return r == 0 ? l % 5 : r == 1 ? l / 5 : 0u; });
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  for (unsigned l = 0; l < 20; ++l) {
    const unsigned x = l % 5, y = l / 5;
    const bool in = x < 4 && y < 3;
    for (unsigned k = 0; k < 4; ++k)
      EXPECT_EQ(o.v(4 + k, l), in ? ((y * 5 + x) * 4 + k) & 0xffu : 0u) << "lane " << l << " component " << k;
  }
  EXPECT_EQ(o.r.count(emu::CheckKind::BufferRange), 1u);
  EXPECT_NE(o.r.reports.at(0).message.find("lane 4 texel (4, 0, 0)"), std::string::npos) << o.r.text();
}

TEST(EmuImage, DmaskAndDstSel) {
  Image img;
  img.dstSel = 7u | 4u << 3 | 1u << 6 | 0u << 9;  // X = A, Y = R, Z = one, W = zero
  auto o = runImage(img, "image_load v[4:6], v[0:1], s[8:15] dmask:0xb unorm",
                    [](unsigned, unsigned) { return 0u; });
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.v(4, 0), 3u);  // A of texel 0 = byte 3
  EXPECT_EQ(o.v(5, 0), 0u);  // R = byte 0
  EXPECT_EQ(o.v(6, 0), 0u);  // W (dmask bit 3) = zero; Z skipped by dmask
}

TEST(EmuImage, StoreKeepsUnselectedComponents) {
  Image img;
  auto o = runImage(img, "s_mov_b64 exec, 1\nimage_store v[4:5], v[0:1], s[8:15] dmask:0x5 unorm",
                    [](unsigned r, unsigned) { return r == 0 ? 1u : r == 1 ? 2u : r == 4 ? 0xaau : r == 5 ? 0xbbu : 0u; });
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  const unsigned texel = (2 * 5 + 1) * 4;  // (1, 2)
  EXPECT_EQ(o.data[texel / 4], 0xaau | ((texel + 1) & 0xff) << 8 | 0xbbu << 16 | ((texel + 3) & 0xff) << 24);
}

TEST(EmuImage, MipLevelsAndResinfo) {
  Image img;
  img.width = img.height = 4;
  img.pitch = 4;
  img.lastLevel = 2;
  // Level 1 (2 x 2) starts after level 0's 4 * 4 texels: texel (1, 1) at 64 + (1 * 2 + 1) * 4 = 76.
  auto o = runImage(img,
                    "image_load_mip v[4:7], v[0:2], s[8:15] dmask:0xf unorm\n"
                    "image_get_resinfo v[8:11], v2, s[8:15] dmask:0xf unorm",
                    [](unsigned r, unsigned l) { return r < 2 ? 1u : r == 2 ? (l == 0 ? 1u : 3u) : 0u; });
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.v(4, 0), 76u);
  EXPECT_EQ(o.v(7, 0), 79u);
  EXPECT_EQ(o.v(4, 1), 0u);  // level 3 > LAST_LEVEL 2: out of range
  EXPECT_EQ(o.v(8, 0), 2u);
  EXPECT_EQ(o.v(9, 0), 2u);
  EXPECT_EQ(o.v(10, 0), 1u);
  EXPECT_EQ(o.v(11, 0), 3u);
}

TEST(EmuImage, D16AndFloat) {
  Image img;
  img.dfmt = 12;  // 16_16_16_16 FLOAT
  img.nfmt = 7;
  std::vector<uint32_t> data(1024, 0);
  data[0] = 0x3c00u | 0xc000u << 16;  // 1.0, -2.0
  auto o = runImage(img, "image_load v[4:5], v[0:1], s[8:15] dmask:0xf unorm d16\nimage_load v[6:9], v[0:1], s[8:15] dmask:0xf unorm",
                    [](unsigned, unsigned) { return 0u; }, data);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.v(4, 0), 0xc0003c00u);
  EXPECT_EQ(o.v(6, 0), f2u(1.0f));
  EXPECT_EQ(o.v(7, 0), f2u(-2.0f));
}

TEST(EmuImage, AddressBeyondTheVgprsFaults) {
  // A 2D array needs three address VGPRs: v30..v32 of a 32-VGPR wave is a fault, not a host overrun.
  Image img;
  img.type = 13;
  auto o = runImage(img, "image_load v[4:7], v[30:32], s[8:15] dmask:0xf unorm da", nullptr);
  EXPECT_EQ(o.r.fault.kind, emu::FaultKind::InvalidInstruction) << o.r.fault.message;
  EXPECT_NE(o.r.fault.message.find("needs v32"), std::string::npos) << o.r.fault.message;
}

TEST(EmuImage, AtomicsAndSampling) {
  Image img;
  img.dfmt = 4;  // 32 UINT, 1D
  img.type = 8;
  img.height = 1;
  std::vector<uint32_t> data(1024, 0);
  data[2] = 40;
  auto o = runImage(img, "image_atomic_add v1, v0, s[8:15] dmask:0x1 unorm glc",
                    [](unsigned r, unsigned) { return r == 0 ? 2u : r == 1 ? 1u : 0u; }, data);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.data[2], 104u);
  std::set<uint32_t> seen;
  for (unsigned l = 0; l < 64; ++l) seen.insert(o.v(1, l));
  EXPECT_EQ(seen.size(), 64u);
  auto s = runImage(img, "image_sample v[0:3], v[0:1], s[8:15], s[16:19] dmask:0xf", nullptr);
  EXPECT_EQ(s.r.fault.kind, emu::FaultKind::Unsupported) << s.r.fault.message;
}

// gfx1013's gfx10-a-encoding rows (image_bvh*_intersect_ray, image_msaa_load) run as on gfx1030: the GFX10 image
// resource is not modelled, so both fault as unsupported with the same message (not as unknown instructions).
TEST(EmuImage, Gfx10AEncodingRowsRunAsOnGfx1030) {
  const char* bodies[] = {"image_bvh_intersect_ray v[4:7], v[0:10], s[8:11]",
                          "image_bvh64_intersect_ray v[4:7], v[0:11], s[8:11]",
                          "image_msaa_load v[4:7], v[0:2], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_MSAA"};
  for (const char* body : bodies) {
    std::string messages[2];
    for (int i = 0; i < 2; ++i) {
      const char* cpu = i == 0 ? "gfx1013" : "gfx1030";
      SCOPED_TRACE(std::string(cpu) + ": " + body);
      auto o = runImage(Image{}, body, nullptr, {}, cpu);
      EXPECT_EQ(o.r.fault.kind, emu::FaultKind::Unsupported) << o.r.fault.message;
      messages[i] = o.r.fault.message;
    }
    EXPECT_NE(messages[0].find("image resource layout is not modelled"), std::string::npos) << messages[0];
    EXPECT_EQ(messages[0], messages[1]);
  }
}

}  // namespace
}  // namespace gcnkit::test
