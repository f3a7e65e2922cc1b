// WMMA against the facts of AMD's matrix instruction calculator (tests/data/wmma/layouts.tsv, made by
// tools/oracle/make_wmma_layouts.py): the model's element places equal every line, and each instruction, run by the
// emulator on matrices packed into registers by the table (not by the model), gives A * B + C unpacked the same way.
#include <fstream>
#include <map>
#include <random>
#include <sstream>

#include "emu/fp.h"
#include "emu/small_float.h"
#include "emu/wmma_model.h"
#include "emu_support.h"

namespace gcnkit::test {
namespace {

struct Entry {
  unsigned reg, lsb, row, col;
};
// (arch, instruction, wave, matrix: A, B, C, D, K0-K3) -> lane -> entries
using Layouts = std::map<std::tuple<std::string, std::string, unsigned, std::string>, std::map<unsigned, std::vector<Entry>>>;

const Layouts& layouts() {
  static const Layouts table = [] {
    Layouts t;
    std::ifstream in(std::string(GCNKIT_SOURCE_DIR) + "/tests/data/wmma/layouts.tsv");
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty() || line[0] == '#') continue;
      std::istringstream f(line);
      std::string arch, inst, matrix, entries;
      unsigned wave = 0, lane = 0;
      std::getline(f, arch, '\t'), std::getline(f, inst, '\t');
      f >> wave >> matrix >> lane;
      f.ignore(1);
      std::getline(f, entries);
      std::istringstream e(entries);
      std::string cell;
      auto& list = t[{arch, inst, wave, matrix}][lane];
      while (e >> cell) {
        Entry x{};
        if (std::sscanf(cell.c_str(), "%u.%u:%u,%u", &x.reg, &x.lsb, &x.row, &x.col) == 4) list.push_back(x);
      }
    }
    return t;
  }();
  return table;
}

TEST(EmuWmma, ModelPlacesEqualTheCalculator) {
  ASSERT_GE(layouts().size(), 100u) << "tests/data/wmma/layouts.tsv missing or short";
  size_t checked = 0;
  for (const auto& [key, lanes] : layouts()) {
    const auto& [arch, inst, wave, matrixName] = key;
    SCOPED_TRACE(arch + " " + inst + " wave" + std::to_string(wave) + " " + matrixName);
    const char matrix = matrixName[0];
    const unsigned opsel = matrix == 'K' ? unsigned(matrixName[1] - '0') : 0;
    const auto s = emu::wmmaShape(inst, arch == "rdna4", wave);
    ASSERT_TRUE(s);
    std::map<std::pair<unsigned, unsigned>, unsigned> seen;
    const bool groups = s->sparse && (matrix == 'A' || matrix == 'K');  // entries name groups of four columns
    for (const auto& [lane, entries] : lanes) {
      if (matrix == 'B' || (matrix == 'A' && !s->sparse)) {
        ASSERT_EQ(entries.size() * (s->abBits()), 32u * s->abDwords()) << "lane " << lane;
      }
      for (const Entry& e : entries) {
        ++seen[{e.row, e.col}];
        if (groups && matrix == 'A') {
          const emu::WmmaPlace p = emu::wmmaPlaceA(*s, e.row, 2 * (e.col / 4));
          EXPECT_EQ(p.lane, lane) << "group " << e.row << "," << e.col / 4;
          EXPECT_EQ(p.reg, e.reg) << "group " << e.row << "," << e.col / 4;
          EXPECT_EQ(p.lsb, e.lsb) << "group " << e.row << "," << e.col / 4;
        } else if (groups) {
          const emu::WmmaPlace p = emu::wmmaPlaceIndex(*s, e.row, e.col / 4, opsel);
          EXPECT_EQ(p.lane, lane) << "group " << e.row << "," << e.col / 4;
          EXPECT_EQ(e.reg, 0u);
          EXPECT_EQ(p.lsb, e.lsb) << "group " << e.row << "," << e.col / 4;
        } else if (matrix == 'A' || matrix == 'B') {
          const bool a = matrix == 'A';
          const emu::WmmaPlace p = emu::wmmaPlaceAB(*s, a ? e.row : e.col, a ? e.col : e.row);
          EXPECT_EQ(p.reg, e.reg) << "lane " << lane;
          EXPECT_EQ(p.lsb, e.lsb) << "lane " << lane;
          EXPECT_EQ(s->gfx12 ? p.lane : p.lane % 16, s->gfx12 ? lane : lane % 16) << "element " << e.row << "," << e.col;
        } else {
          const emu::WmmaPlace p = emu::wmmaPlaceCD(*s, e.row, e.col);
          EXPECT_EQ(p.lane, lane) << "element " << e.row << "," << e.col;
          EXPECT_EQ(p.reg, e.reg) << "element " << e.row << "," << e.col;
          EXPECT_EQ(p.lsb, e.lsb) << "element " << e.row << "," << e.col;
        }
        ++checked;
      }
    }
    const unsigned rows = matrix == 'B' ? s->k : 16, cols = groups ? s->k / 4 : matrix == 'A' ? s->k : 16;
    ASSERT_EQ(seen.size(), size_t(rows) * cols);  // every element (group) somewhere
  }
  EXPECT_GE(checked, 48000u);  // (48,128 places in the table)
}

// Packs `m[r][c]` (element bits) into registers by the table: every place the table names (GFX11's copies too).
void pack(std::vector<uint32_t>& regs, unsigned wave, const std::map<unsigned, std::vector<Entry>>& lanes,
          const std::vector<std::vector<uint32_t>>& m, unsigned bits) {
  for (const auto& [lane, entries] : lanes)
    for (const Entry& e : entries) {
      const uint32_t mask = bits == 32 ? ~0u : ((1u << bits) - 1) << e.lsb;
      uint32_t& r = regs[size_t(e.reg) * wave + lane];
      r = (r & ~mask) | ((m[e.row][e.col] << e.lsb) & mask);
    }
}

uint32_t encodeSmall(int v, emu::WmmaType t) {
  switch (t) {
    case emu::WmmaType::F16: return emu::fp::f64ToF16(double(v), emu::fp::kNearestEven);
    case emu::WmmaType::Bf16: return emu::fp::bits(float(v)) >> 16;
    case emu::WmmaType::Fp8: case emu::WmmaType::Bf8: {  // search the code of the value (small integers are exact)
      for (uint32_t code = 0; code < 256; ++code)
        if ((t == emu::WmmaType::Fp8 ? emu::fp8ToF32(uint8_t(code), true) : emu::bf8ToF32(uint8_t(code), true)) == float(v))
          return code;
      return 0;
    }
    case emu::WmmaType::Iu8: return uint32_t(v) & 0xff;
    case emu::WmmaType::Iu4: return uint32_t(v) & 0xf;
    case emu::WmmaType::F32: return emu::fp::bits(float(v));
    case emu::WmmaType::I32: return uint32_t(v);
  }
  return 0;
}

TEST(EmuWmma, ProductsOfSmallIntegersAreExact) {
  std::mt19937 rng(2026);
  unsigned runs = 0;
  for (const auto& [key, lanesA] : layouts()) {
    const auto& [arch, inst, wave, matrix] = key;
    if (matrix != "A" || inst.starts_with("v_swmmac_")) continue;
    for (bool isSigned : {false, true}) {
      const auto s = emu::wmmaShape(inst, arch == "rdna4", wave);
      ASSERT_TRUE(s);
      const bool integer = s->out == emu::WmmaType::I32;
      if (isSigned && !integer) continue;
      SCOPED_TRACE(arch + " " + inst + " wave" + std::to_string(wave) + (isSigned ? " signed" : ""));
      const unsigned k = s->k, ab = s->abDwords(), cd = s->cdDwords();
      const int lo = integer ? (isSigned ? (s->a == emu::WmmaType::Iu4 ? -8 : -128) : 0) : -3;
      const int hi = integer ? (isSigned ? (s->a == emu::WmmaType::Iu4 ? 7 : 127) : (s->a == emu::WmmaType::Iu4 ? 15 : 255)) : 3;
      std::uniform_int_distribution<int> val(lo, hi), cval(-50, 50);
      std::vector<std::vector<int>> A(16, std::vector<int>(k)), B(k, std::vector<int>(16)), C(16, std::vector<int>(16));
      std::vector<std::vector<uint32_t>> Ab(16, std::vector<uint32_t>(k)), Bb(k, std::vector<uint32_t>(16)),
          Cb(16, std::vector<uint32_t>(16));
      for (unsigned i = 0; i < 16; ++i)
        for (unsigned x = 0; x < k; ++x) A[i][x] = val(rng), Ab[i][x] = encodeSmall(A[i][x], s->a);
      for (unsigned x = 0; x < k; ++x)
        for (unsigned j = 0; j < 16; ++j) B[x][j] = val(rng), Bb[x][j] = encodeSmall(B[x][j], s->b);
      for (unsigned i = 0; i < 16; ++i)
        for (unsigned j = 0; j < 16; ++j) C[i][j] = cval(rng), Cb[i][j] = encodeSmall(C[i][j], s->out);
      const unsigned dBase = 0, aBase = 16, bBase = 32, cBase = 48;
      const std::string cpu = arch == "rdna4" ? "gfx1201" : "gfx1100";
      const std::string mattr = wave == 64 ? "+wavefrontsize64" : "+wavefrontsize32";
      auto range = [](unsigned first, unsigned n) { return "v[" + std::to_string(first) + ":" + std::to_string(first + n - 1) + "]"; };
      std::string text = inst + " " + range(dBase, cd) + ", " + range(aBase, ab) + ", " + range(bBase, ab) + ", " + range(cBase, cd);
      if (isSigned) text += " neg_lo:[1,1,0]";
      auto m = machine(cpu.c_str(), mattr.c_str());
      ASSERT_TRUE(m);
      if (!load(*m, text + "\ns_endpgm\n", mattr.c_str())) continue;
      std::vector<uint32_t> regs(size_t(64) * wave, 0);
      std::vector<uint32_t> a(size_t(ab) * wave), b(size_t(ab) * wave), c(size_t(cd) * wave);
      const unsigned bits = s->abBits(), cBits = s->out16() ? 16 : 32;
      pack(a, wave, lanesA, Ab, bits);
      pack(b, wave, layouts().at({arch, inst, wave, "B"}), Bb, bits);
      pack(c, wave, layouts().at({arch, inst, wave, "C"}), Cb, cBits);
      emu::LaunchConfig cfg = oneWave();
      cfg.vgprCount = 64;
      cfg.workitemIdVgprs = false;
      cfg.setupWave = [&](emu::WaveSetup& w) {
        for (unsigned r = 0; r < ab; ++r)
          for (unsigned l = 0; l < wave; ++l) {
            (*w.vgprs)[size_t(aBase + r) * wave + l] = a[size_t(r) * wave + l];
            (*w.vgprs)[size_t(bBase + r) * wave + l] = b[size_t(r) * wave + l];
          }
        for (unsigned r = 0; r < cd; ++r)
          for (unsigned l = 0; l < wave; ++l) (*w.vgprs)[size_t(cBase + r) * wave + l] = c[size_t(r) * wave + l];
      };
      const emu::LaunchResult res = m->launch(cfg);
      ASSERT_TRUE(res.ok()) << res.text();
      ASSERT_EQ(res.waves.size(), 1u);
      for (const auto& [lane, entries] : layouts().at({arch, inst, wave, "D"}))
        for (const Entry& e : entries) {
          long want = C[e.row][e.col];
          for (unsigned x = 0; x < k; ++x) want += long(A[e.row][x]) * B[x][e.col];
          const uint32_t got = (res.waves[0].vgpr(dBase + e.reg, lane) >> e.lsb) & (cBits == 32 ? ~0u : 0xffffu);
          ASSERT_EQ(got, encodeSmall(int(want), s->out)) << "D[" << e.row << "][" << e.col << "] lane " << lane;
        }
      ++runs;
    }
  }
  EXPECT_EQ(runs, 2u * (6 + 11) + 2u * (2 + 3));  // every instruction in both wave sizes; the IU ones signed too
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

// SWMMAC: a 2:4 sparse A (two columns of every group of four hold values, the index says which), packed by the
// table: each group's two held elements in its slot, its nibble in the index VGPR for the op_sel used; D = A * B + D.
TEST(EmuWmma, SparseProductsOfSmallIntegersAreExact) {
  std::mt19937 rng(1250);
  unsigned runs = 0;
  for (const auto& [key, lanesA] : layouts()) {
    const auto& [arch, inst, wave, matrix] = key;
    if (matrix != "A" || !inst.starts_with("v_swmmac_")) continue;
    const auto s = emu::wmmaShape(inst, true, wave);
    ASSERT_TRUE(s);
    for (unsigned opsel = 0; opsel < 4; ++opsel) {
      const auto kLayout = layouts().find({arch, inst, wave, "K" + std::to_string(opsel)});
      if (kLayout == layouts().end()) continue;  // an op_sel the instruction does not take in this wave size
      SCOPED_TRACE(inst + " wave" + std::to_string(wave) + " op_sel " + std::to_string(opsel));
      const bool integer = s->out == emu::WmmaType::I32;
      const unsigned k = s->k, ad = s->aDwords(), ab = s->abDwords(), cd = s->cdDwords(), bits = s->abBits();
      std::uniform_int_distribution<int> val(integer ? 0 : -3, integer ? (bits == 4 ? 15 : 255) : 3), cval(-50, 50);
      std::vector<std::vector<int>> A(16, std::vector<int>(k, 0)), B(k, std::vector<int>(16)), C(16, std::vector<int>(16));
      std::vector<std::vector<uint32_t>> Bb(k, std::vector<uint32_t>(16)), Cb(16, std::vector<uint32_t>(16));
      std::vector<std::vector<std::array<unsigned, 2>>> pos(16, std::vector<std::array<unsigned, 2>>(k / 4));
      std::vector<std::vector<std::array<int, 2>>> held(16, std::vector<std::array<int, 2>>(k / 4));
      for (unsigned i = 0; i < 16; ++i)
        for (unsigned q = 0; q < k / 4; ++q) {
          unsigned p0 = rng() % 4, p1 = rng() % 3;
          if (p1 >= p0) ++p1;  // two distinct columns of the group
          pos[i][q] = {p0, p1};
          held[i][q] = {val(rng), val(rng)};
          A[i][4 * q + p0] = held[i][q][0], A[i][4 * q + p1] = held[i][q][1];
        }
      for (unsigned x = 0; x < k; ++x)
        for (unsigned j = 0; j < 16; ++j) B[x][j] = val(rng), Bb[x][j] = encodeSmall(B[x][j], s->b);
      for (unsigned i = 0; i < 16; ++i)
        for (unsigned j = 0; j < 16; ++j) C[i][j] = cval(rng), Cb[i][j] = encodeSmall(C[i][j], s->out);
      std::vector<uint32_t> a(size_t(ad) * wave, 0), b(size_t(ab) * wave, 0), d(size_t(cd) * wave, 0), index(wave, 0);
      for (const auto& [lane, entries] : lanesA)
        for (const Entry& e : entries)
          for (unsigned t = 0; t < 2; ++t)
            a[size_t(e.reg) * wave + lane] |= (encodeSmall(held[e.row][e.col / 4][t], s->a) & ((1u << bits) - 1)) << (e.lsb + t * bits);
      for (const auto& [lane, entries] : kLayout->second)
        for (const Entry& e : entries)
          index[lane] |= (pos[e.row][e.col / 4][0] | pos[e.row][e.col / 4][1] << 2) << e.lsb;
      pack(b, wave, layouts().at({arch, inst, wave, "B"}), Bb, bits);
      pack(d, wave, layouts().at({arch, inst, wave, "D"}), Cb, s->out16() ? 16 : 32);
      const unsigned dBase = 0, aBase = 16, bBase = 32, iBase = 48;
      auto range = [](unsigned first, unsigned n) { return "v[" + std::to_string(first) + ":" + std::to_string(first + n - 1) + "]"; };
      std::string text = inst + " " + range(dBase, cd) + ", " + range(aBase, ad) + ", " + range(bBase, ab) + ", v" + std::to_string(iBase);
      if (opsel) text += " index_key:" + std::to_string(opsel);
      const std::string mattr = wave == 64 ? "+wavefrontsize64" : "+wavefrontsize32";
      auto m = machine("gfx1201", mattr.c_str());
      ASSERT_TRUE(m);
      if (!load(*m, text + "\ns_endpgm\n", mattr.c_str())) continue;
      emu::LaunchConfig cfg = oneWave();
      cfg.vgprCount = 64;
      cfg.workitemIdVgprs = false;
      cfg.setupWave = [&](emu::WaveSetup& w) {
        auto put = [&](unsigned base, const std::vector<uint32_t>& v, unsigned n) {
          for (unsigned r = 0; r < n; ++r)
            for (unsigned l = 0; l < wave; ++l) (*w.vgprs)[size_t(base + r) * wave + l] = v[size_t(r) * wave + l];
        };
        put(aBase, a, ad), put(bBase, b, ab), put(dBase, d, cd), put(iBase, index, 1);
      };
      const emu::LaunchResult res = m->launch(cfg);
      ASSERT_TRUE(res.ok()) << res.text();
      ASSERT_EQ(res.waves.size(), 1u);
      const uint32_t outMask = s->out16() ? 0xffffu : ~0u;
      for (const auto& [lane, entries] : layouts().at({arch, inst, wave, "D"}))
        for (const Entry& e : entries) {
          long want = C[e.row][e.col];
          for (unsigned x = 0; x < k; ++x) want += long(A[e.row][x]) * B[x][e.col];
          const uint32_t got = (res.waves[0].vgpr(dBase + e.reg, lane) >> e.lsb) & outMask;
          ASSERT_EQ(got, encodeSmall(int(want), s->out) & outMask) << "D[" << e.row << "][" << e.col << "] lane " << lane;
        }
      ++runs;
    }
  }
  EXPECT_GE(runs, 2u * 11);  // every instruction in both wave sizes, with each op_sel it takes
}

// GFX11's WMMA reads A and B from lanes 0-15; the RDNA3 manual asks for them in every group of 16 lanes. A lane that
// differs is a `wmma-operands` report (the result is the one of lanes 0-15); GFX12's layouts use every lane.
TEST(EmuWmma, Gfx11OperandsMustBeReplicatedAcrossLaneGroups) {
  auto run = [](const std::string& cpu, const std::string& mattr, const std::string& patch, const std::string& wmma) {
    std::string body;
    for (int r = 0; r < 16; ++r) body += fmt::format("v_mov_b32 v{}, 0x3c003c00\n", r);  // f16 1.0 pairs
    for (int r = 16; r < 24; ++r) body += fmt::format("v_mov_b32 v{}, 0\n", r);
    body += "s_mov_b32 s10, 0x40004000\n" + patch + wmma + "\n";
    auto m = machine(cpu.c_str(), mattr.c_str());
    EXPECT_TRUE(load(*m, body + "s_endpgm\n", mattr.c_str()));
    return m->launch(oneWave());
  };
  const std::string w11 = "v_wmma_f32_16x16x16_f16 v[16:23], v[0:7], v[8:15], v[16:23]";
  emu::LaunchResult r = run("gfx1100", "+wavefrontsize32", "", w11);
  ASSERT_TRUE(r.ok()) << r.text();
  EXPECT_EQ(r.count(emu::CheckKind::WmmaOperands), 0u) << r.text();
  EXPECT_EQ(r.waves.at(0).vgpr(16, 20), 0x41800000u);  // 16 products of 1.0
  r = run("gfx1100", "+wavefrontsize32", "v_writelane_b32 v3, s10, 17\n", w11);
  ASSERT_TRUE(r.ok()) << r.text();
  ASSERT_EQ(r.count(emu::CheckKind::WmmaOperands), 1u) << r.text();
  EXPECT_NE(r.reports.at(0).message.find("lane 17 of v3 (0x40004000), in the A matrix, differs from lane 1 (0x3c003c00)"),
            std::string::npos)
      << r.text();
  EXPECT_EQ(r.waves.at(0).vgpr(16, 20), 0x41800000u);  // (lanes 0-15 decide)
  // wave64: lanes 32-63 too (B here).
  r = run("gfx1100", "+wavefrontsize64", "v_writelane_b32 v9, s10, 40\n",
          "v_wmma_f32_16x16x16_f16 v[16:19], v[0:7], v[8:15], v[16:19]");
  ASSERT_TRUE(r.ok()) << r.text();
  ASSERT_EQ(r.count(emu::CheckKind::WmmaOperands), 1u) << r.text();
  EXPECT_NE(r.reports.at(0).message.find("lane 40 of v9 (0x40004000), in the B matrix, differs from lane 8"),
            std::string::npos)
      << r.text();
  // GFX12: every lane holds its own part of A and B.
  r = run("gfx1201", "+wavefrontsize32", "v_writelane_b32 v3, s10, 17\n",
          "v_wmma_f32_16x16x16_f16 v[16:23], v[0:3], v[8:11], v[16:23]");
  ASSERT_TRUE(r.ok()) << r.text();
  EXPECT_EQ(r.count(emu::CheckKind::WmmaOperands), 0u) << r.text();
}

}  // namespace
}  // namespace gcnkit::test
