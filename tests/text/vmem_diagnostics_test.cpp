// Memory-instruction diagnostics of the MI processors and the FLAT operand places, as llvm-mc 22 gives
// them (message and column): the cache-policy words each processor knows, GDS on processors without it,
// the GWS data register on gfx90a-insts processors, atomics without a returning form, and a valued
// modifier where an operand should stand. The table is llvm-mc 22's output; a live test re-checks it.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "test_support.h"

namespace gcnkit {
namespace {

struct Case {
  const char* cpu;
  const char* line;
  const char* expected;  // "COL: message" of the first error, or the encoding bytes when it assembles
};

constexpr Case kCases[] = {
    {"gfx90a", "ds_add_u32 v1, v10 gds", "20: gds modifier is not supported on this GPU"},
    {"gfx942", "ds_write_b32 v1, v10 offset:4 gds", "31: gds modifier is not supported on this GPU"},
    {"gfx908", "ds_add_u32 v1, v10 gds", "0x00,0x00,0x01,0xd8,0x01,0x0a,0x00,0x00"},
    {"gfx90a", "ds_gws_init v1 gds", "13: vgpr must be even aligned"},
    {"gfx90a", "ds_gws_init v2 gds", "0x00,0x00,0x33,0xd9,0x02,0x00,0x00,0x00"},
    {"gfx90a", "ds_bpermute_b32 v1, v2, v3 gds", "28: invalid operand for instruction"},
    {"gfx942", "global_load_dword v1, v[2:3], off dlc", "35: invalid operand for instruction"},
    {"gfx942", "buffer_load_dword v1, off, s[4:7], 0 scc glc", "38: invalid operand for instruction"},
    {"gfx908", "buffer_store_dword v1, v2, s[4:7], s8 offen offset:4 sc0 sc1 nt", "54: invalid operand for instruction"},
    {"gfx908", "buffer_wbinvl1_vol scc", "20: invalid operand for instruction"},
    {"gfx900", "buffer_load_dword v1, off, s[4:7], s3 scc", "39: scc modifier is not supported on this GPU"},
    {"gfx908", "buffer_atomic_add_f32 v10, off, s[8:11], s3 glc", "1: operands are not valid for this GPU or mode"},
    {"gfx908", "global_atomic_add_f32 v[2:3], v10, off offset:8 glc slc", "49: instruction must not use glc"},
    {"gfx908", "global_atomic_add_f32 v[2:3], v10, off glc foo", "44: invalid operand for instruction"},
    {"gfx900", "scratch_store_dword v1, off offset:4", "29: not a valid operand."},
    {"gfx900", "global_load_dword v1, v[2:3] offset:4", "30: invalid operand for instruction"},
    {"gfx900", "scratch_load_dword v1, v2 offset:4", "27: invalid operand for instruction"},
    {"gfx942", "global_load_dword v1, off offset:4", "27: not a valid operand."},
    {"gfx908", "scratch_store_dword v1, off offset:4 scc", "29: not a valid operand."},
    {"gfx90a", "scratch_store_dword v1, off offset:4 dlc", "29: not a valid operand."},
    {"gfx1030", "buffer_load_dword v1, off, s[4:7], s3 glc foo dlc", "43: invalid operand for instruction"},
    {"gfx942", "flat_atomic_add_f32 a6, v[2:3], v10 glc", "33: invalid operand for instruction"},
    {"gfx942", "flat_atomic_add_f32 v[2:3], v10 glc slc", "33: invalid operand for instruction"},
    {"gfx908", "global_atomic_add_f32 v6, v[2:3], v10, off glc", "40: invalid operand for instruction"},
    {"gfx908", "global_atomic_add_f32 v6, v[2:3], v10, off", "40: invalid operand for instruction"},
    {"gfx908", "global_atomic_add_f32 v6, v2, v10, s[2:3] glc", "1: operands are not valid for this GPU or mode"},
    {"gfx908", "global_atomic_add_f32 v6, v[2:3], v10, off offset:4 glc", "44: not a valid operand."},
    {"gfx90a", "global_atomic_add_f32 v6, v2, v10, s[2:3] glc", "0x00,0x80,0x35,0xdd,0x02,0x0a,0x02,0x06"},
    {"gfx942", "global_atomic_add_f64 a[6:7], v[2:3], v[10:11], off glc", "39: invalid operand for instruction"},
    // DS rows that exist only without GDS still read the word (LLVM's gds operand) and refuse it as unsupported
    {"gfx90a", "ds_add_f64 v1, v[10:11] gds", "25: gds modifier is not supported on this GPU"},
    {"gfx90a", "ds_add_f64 v1, v[10:11] offset:4 gds", "34: gds modifier is not supported on this GPU"},
    {"gfx90a", "ds_add_f64 v1, v[10:11] gds offset:4", "29: not a valid operand."},
    {"gfx942", "ds_pk_add_rtn_f16 v5, v1, v10 gds", "31: gds modifier is not supported on this GPU"},
    {"gfx950", "ds_read_b64_tr_b4 v[6:7], v1 gds", "30: gds modifier is not supported on this GPU"},
    {"gfx942", "ds_permute_b32 v1, v2, v3 gds", "27: invalid operand for instruction"},
    // LLVM's matcher tries a global load's LDS-DMA form (no vdst, lds after) too, also without lds and also on
    // gfx940+, which lack it (there its `off` form stops at saddr, its SGPR-pair form at the word after)
    {"gfx942", "global_load_dword v[2:3], off lds", "27: invalid operand for instruction"},
    {"gfx950", "global_load_dword v[2:3], off lds sc0 nt", "27: invalid operand for instruction"},
    {"gfx942", "global_load_dword v[2:3], off", "27: invalid operand for instruction"},
    {"gfx942", "global_load_dword v2, s[4:5] lds", "30: invalid operand for instruction"},
    {"gfx942", "global_load_dword v2, v[2:3], off lds", "35: invalid operand for instruction"},
    {"gfx900", "global_load_dword v[2:3], off", "1: too few operands for instruction"},
    {"gfx1030", "global_load_dword v[2:3], off", "1: too few operands for instruction"},
    {"gfx900", "global_load_dword v[2:3], s[4:5] lds", "27: invalid operand for instruction"},
    // gfx940+ have no AGPR-data returning form of these two (llvm-mc 22's disassembler decodes some such words)
    {"gfx942", "global_atomic_add_f32 a6, v[2:3], a4, off sc0", "1: operands are not valid for this GPU or mode"},
    {"gfx950", "global_atomic_pk_add_f16 a6, v[2:3], a4, off sc0 nt", "1: operands are not valid for this GPU or mode"},
    {"gfx942", "global_atomic_add_f32 v[2:3], a4, off nt", "0x00,0x80,0x36,0xdd,0x02,0x04,0xff,0x00"},
    {"gfx942", "flat_atomic_add_f32 a6, v[2:3], a4 sc0 nt", "0x00,0x00,0x37,0xdd,0x02,0x04,0x80,0x06"},
    // gfx908 knows AGPRs but has no AGPR memory data: the matcher weighs a returning atomic's AGPR variant when its
    // first operand is an AGPR, else stops at the first AGPR
    {"gfx908", "global_atomic_add_f32 a6, v[2:3], v10, off glc", "35: invalid operand for instruction"},
    {"gfx908", "global_atomic_pk_add_f16 a6, v[2:3], v10, off glc", "38: invalid operand for instruction"},
    {"gfx908", "global_atomic_add_f32 a6, v[2:3], v10, off", "35: invalid operand for instruction"},
    {"gfx908", "global_atomic_add_f32 a6, v[2:3], a10, off glc", "40: invalid operand for instruction"},
    {"gfx908", "global_atomic_add_f32 a6, v2, a10, s[2:3]", "1: operands are not valid for this GPU or mode"},
    {"gfx908", "global_atomic_add a6, v[2:3], a10, off glc", "1: operands are not valid for this GPU or mode"},
    {"gfx908", "global_atomic_add a6, v[2:3], v10, off glc", "31: invalid operand for instruction"},
    {"gfx908", "global_atomic_add_f32 v6, v[2:3], a10, off glc", "35: invalid operand for instruction"},
    {"gfx908", "flat_atomic_add a6, v[2:3], a10 glc", "1: invalid register class: agpr loads and stores not supported on this GPU"},
    {"gfx908", "global_atomic_add_f32 v[2:3], a10, off", "31: invalid operand for instruction"},
    {"gfx908", "global_load_dword a6, v[2:3], off", "19: invalid operand for instruction"},
    {"gfx908", "ds_write_b32 v2, a1", "18: invalid operand for instruction"},
    {"gfx908", "ds_read_b32 a1, a2", "13: invalid operand for instruction"},
    {"gfx908", "buffer_load_dword a1, off, s[4:7], 0 lds", "19: invalid operand for instruction"},
    // a cache-policy word the row has no bit for: taken, not encoded (gcnkit warns; not an error)
    {"gfx942", "buffer_wbl2 sc0 sc1 nt", "0x00,0xc0,0xa0,0xe0,0x00,0x00,0x00,0x00"},
    {"gfx90a", "global_atomic_add_f64 v[2:3], v[4:5], off scc", "0x00,0x80,0x3c,0xdd,0x02,0x04,0x7f,0x00"},
};

// "COL: message" of the first error in llvm-mc style diagnostics, or the bytes of the listing's encoding.
std::string outcome(const std::string& diagnostics, const std::string& listing) {
  const std::string err = ": error: ";
  if (size_t e = diagnostics.find(err); e != std::string::npos) {
    const size_t colStart = diagnostics.rfind(':', e - 1) + 1;
    const size_t end = diagnostics.find('\n', e);
    return diagnostics.substr(colStart, e - colStart) + ": " + diagnostics.substr(e + err.size(), end - e - err.size());
  }
  const size_t b = listing.find("encoding: [");
  if (b == std::string::npos) return listing;
  const size_t start = b + 11;
  return listing.substr(start, listing.find(']', start) - start);
}

TEST(VmemDiagnostics, MatchLlvmMc22) {
  for (const Case& k : kCases) {
    AssembleOptions o;
    o.target = test::target(k.cpu);
    o.listing = true;
    o.showEncoding = true;
    AssembleResult r = assemble(std::string(k.line) + "\n", o);
    EXPECT_EQ(outcome(r.diagnostics, r.listing), k.expected) << k.cpu << ": " << k.line;
  }
}

// The table above is llvm-mc 22's answer (skipped where it is not installed).
TEST(VmemDiagnostics, TableIsLlvmMc22s) {
  const char* mc = "/usr/lib/llvm-22/bin/llvm-mc";
  if (!std::filesystem::exists(mc)) GTEST_SKIP() << "llvm-mc 22 not installed";
  for (const Case& k : kCases) {
    const std::string path = testing::TempDir() + "vmem_diagnostics.s";
    { std::ofstream(path) << k.line << "\n"; }
    const std::string cmd = std::string(mc) + " -arch=amdgcn -mcpu=" + k.cpu + " -show-encoding " + path + " 2>&1";
    std::string out;
    if (FILE* f = popen(cmd.c_str(), "r")) {
      char buf[512];
      while (size_t n = fread(buf, 1, sizeof buf, f)) out.append(buf, n);
      pclose(f);
    }
    EXPECT_EQ(outcome(out, out), k.expected) << k.cpu << ": " << k.line;
  }
}

}  // namespace
}  // namespace gcnkit
