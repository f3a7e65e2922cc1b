// Loaded modules from assembly: a relocatable object linked on load, variables reached PC-relative and through
// dynamic relocations, relocations gcnkit cannot apply named; the aperture registers; the uninitialized-SGPR check
// on copies; register-bounds through direct calls; the kernarg pointer hint.
#include <gtest/gtest.h>

#include <cstring>

#include "asm/assembler.h"
#include "asm/object_output.h"
#include "emu/apertures.h"
#include "emu/code_object.h"
#include "emu/register_bounds.h"
#include "emu_support.h"
#include "gcnkit/module.h"
#include "gcnkit/toolchain.h"
#include "object/loadable_image.h"
#include "object/shared_object.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

// A kernel that adds 1 to `value` (reached PC-relative) and stores the result to out[0]; `ptr` holds value's
// address (an absolute 64-bit relocation, a dynamic one once linked).
const char* kCounter =
    ".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n"
    ".text\n.protected k\n.globl k\n.p2align 8\n.type k,@function\nk:\n"
    "  s_load_dwordx2 s[0:1], s[0:1], 0x0\n"
    "  s_getpc_b64 s[2:3]\n"
    "  s_add_u32 s2, s2, value@rel32@lo+4\n"
    "  s_addc_u32 s3, s3, value@rel32@hi+12\n"
    "  s_load_dword s6, s[2:3], 0x0\n"
    "  s_waitcnt lgkmcnt(0)\n"
    "  s_add_u32 s6, s6, 1\n"
    "  v_mov_b32 v0, 0\n"
    "  v_mov_b32 v1, s6\n"
    "  global_store_dword v0, v1, s[2:3]\n"
    "  global_store_dword v0, v1, s[0:1]\n"
    "  s_endpgm\n"
    ".data\n.p2align 3\n.type value,@object\n.local value\nvalue:\n  .long 41\n  .long 0\n.size value, 8\n"
    ".type ptr,@object\n.local ptr\nptr:\n  .quad value\n.size ptr, 8\n"
    ".rodata\n.p2align 6\n.amdhsa_kernel k\n  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
    "  .amdhsa_kernarg_size 8\n  .amdhsa_next_free_vgpr 2\n  .amdhsa_next_free_sgpr 8\n.end_amdhsa_kernel\n";

TEST(EmuModule, RelocatableObjectsAreLinkedOnLoad) {
  const auto bytes = relocatableObject(kCounter, "gfx900");
  auto m = machine("gfx900");
  std::string error;
  auto mod = emu::Module::load(*m, bytes, &error);
  ASSERT_TRUE(mod) << error;
  EXPECT_TRUE(mod->linkedOnLoad());
  const auto value = mod->symbol("value"), ptr = mod->symbol("ptr");
  ASSERT_TRUE(value && ptr);
  EXPECT_TRUE(value->writable);
  EXPECT_EQ(value->kind, emu::ModuleSymbol::Kind::Variable);
  uint64_t p = 0;
  ASSERT_TRUE(mod->readSymbol("ptr", {reinterpret_cast<uint8_t*>(&p), 8}));
  EXPECT_EQ(p, value->address);  // R_AMDGPU_RELATIVE64 applied at the load base
  const uint64_t out = m->allocate(4);
  emu::KernelDispatch d;
  d.grid = {64, 1, 1};
  d.block = {64, 1, 1};
  d.kernarg.resize(8);
  std::memcpy(d.kernarg.data(), &out, 8);
  for (uint32_t launch = 1; launch <= 2; ++launch) {
    const emu::LaunchResult r = mod->launch("k", d);
    ASSERT_TRUE(r.ok()) << r.fault.message;
    EXPECT_EQ(r.reports.size(), 0u) << r.text();
    EXPECT_EQ(m->readDword(out), 41 + launch);
  }
  int32_t v = 0;
  ASSERT_TRUE(mod->readSymbol("value", {reinterpret_cast<uint8_t*>(&v), 4}));
  EXPECT_EQ(v, 43);  // the variable kept what each launch wrote
  const int32_t hundred = 100;
  ASSERT_TRUE(mod->writeSymbol("value", {reinterpret_cast<const uint8_t*>(&hundred), 4}));
  ASSERT_TRUE(mod->launch("k", d).ok());
  EXPECT_EQ(m->readDword(out), 101u);
  // Bounds: a variable's bytes only.
  EXPECT_FALSE(mod->readSymbol("value", {reinterpret_cast<uint8_t*>(&p), 8}, 1, &error));
  EXPECT_EQ(error, "variable 'value' is 8 bytes; 8 bytes at offset 1 reach past its end");
  EXPECT_FALSE(mod->writeSymbol("nope", {reinterpret_cast<const uint8_t*>(&hundred), 4}, 0, &error));
  EXPECT_EQ(error, "the code object has no symbol 'nope'");
  // Unloading returns the image's memory.
  const uint64_t base = mod->base();
  mod.reset();
  EXPECT_FALSE(m->readDword(base));
}

// The dynamic relocations of the linked object, rewritten to types gcnkit does not apply, or that cannot hold a
// 64-bit load address: errors that name them.
TEST(EmuModule, RelocationsItCannotApplyAreNamed) {
  auto linked = linkSharedObject(relocatableObject(kCounter, "gfx900"));
  ASSERT_TRUE(bool(linked)) << linked.error();
  auto elf = readElf(*linked);
  ASSERT_TRUE(bool(elf));
  const int rela = elf->findSection(".rela.dyn");
  ASSERT_GT(rela, 0);
  const uint64_t at = elf->sections[size_t(rela)].offset;  // the first Elf64_Rela: r_info at +8
  auto retyped = [&](uint32_t type, uint32_t symbol = 0) {
    std::vector<uint8_t> b = *linked;
    uint64_t info = 0;
    std::memcpy(&info, b.data() + at + 8, 8);
    info = (symbol ? uint64_t(symbol) << 32 : info & ~0xffffffffull) | type;
    std::memcpy(b.data() + at + 8, &info, 8);
    auto img = prepareImage(b);
    EXPECT_TRUE(bool(img)) << img.error();
    auto mapped = mapImage(*img, 0x100000000ull);
    return mapped ? std::string() : mapped.error();
  };
  EXPECT_EQ(retyped(13), "");  // R_AMDGPU_RELATIVE64 as linked
  std::string e = retyped(7);
  EXPECT_NE(e.find("R_AMDGPU_GOTPCREL at 0x"), std::string::npos) << e;
  EXPECT_NE(e.find("gcnkit does not apply this dynamic relocation"), std::string::npos) << e;
  e = retyped(6, 1);  // R_AMDGPU_ABS32 of a symbol's address (.dynsym's first: the kernel), above 4 GiB
  EXPECT_NE(e.find("R_AMDGPU_ABS32 at 0x"), std::string::npos) << e;
  EXPECT_NE(e.find("does not fit in 32 bits"), std::string::npos) << e;
}

TEST(EmuModule, ARelocatableObjectThatDoesNotLinkSaysHowToLinkIt) {
  std::string src = kCounter;
  src.replace(src.find(".local value"), 12, ".globl value");  // preemptible: no PC-relative reference in a DSO
  auto m = machine("gfx900");
  std::string error;
  EXPECT_FALSE(emu::Module::load(*m, relocatableObject(src, "gfx900"), &error));
  EXPECT_NE(error.find("the relocatable object cannot be linked on load: "), std::string::npos) << error;
  EXPECT_NE(error.find("link it first (`gcnkit as --shared` for assembly, `ld.lld -shared"), std::string::npos) << error;
  EXPECT_EQ(m->release(0x100000000ull), false);  // nothing left mapped
}

TEST(EmuModule, ShMemBasesHoldsTheApertures) {
  auto m = machine("gfx900");
  ASSERT_TRUE(load(*m,
                   "s_getreg_b32 s0, hwreg(HW_REG_SH_MEM_BASES, 16, 16)\n"
                   "s_getreg_b32 s1, hwreg(HW_REG_SH_MEM_BASES, 0, 16)\n"
                   "s_lshl_b32 s2, s0, 16\n"
                   "s_lshl_b32 s3, s1, 16\n"
                   "s_endpgm\n"));
  auto r = m->launch(oneWave());
  ASSERT_TRUE(r.ok()) << r.fault.message;
  EXPECT_EQ(r.waves[0].sgpr(2), emu::kSharedApertureHi);  // what LLVM before 16 computes from it
  EXPECT_EQ(r.waves[0].sgpr(3), emu::kPrivateApertureHi);
}

// A function's prologue saves the frame pointer and callee-saved SGPRs (a copy to another SGPR, or into a VGPR lane)
// and its epilogue restores them: no use of their values, no report. Using the copy is one.
TEST(EmuModule, CopiesOfUnwrittenSgprsAreNotUses) {
  auto m = machine("gfx900");
  ASSERT_TRUE(load(*m,
                   "s_mov_b32 s4, s33\n"             // save the frame pointer: nothing wrote s33
                   "v_writelane_b32 v1, s4, 0\n"     // spill the copy
                   "v_writelane_b32 v1, s34, 1\n"    // spill a callee-saved SGPR nothing wrote
                   "s_mov_b64 s[6:7], s[34:35]\n"
                   "v_readlane_b32 s34, v1, 1\n"     // restore
                   "s_mov_b32 s33, s4\n"
                   "s_endpgm\n"));
  emu::LaunchConfig c = oneWave();
  c.initializedSgprs = 2;
  auto r = m->launch(c);
  ASSERT_TRUE(r.ok()) << r.fault.message;
  EXPECT_EQ(r.count(emu::CheckKind::UninitializedSgpr), 0u) << r.text();
  // Arithmetic on the copy carries the unwritten state on; a vector operand is a use.
  ASSERT_TRUE(load(*m, "s_mov_b32 s4, s33\ns_add_u32 s5, s4, 1\nv_mov_b32 v0, s5\ns_endpgm\n"));
  r = m->launch(c);
  ASSERT_EQ(r.count(emu::CheckKind::UninitializedSgpr), 1u) << r.text();
  EXPECT_EQ(r.reports[0].instruction, "v_mov_b32_e32 v0, s5");  // the use of the copy
}

// GFX10 kernels set FLAT_SCRATCH with s_setreg into the FLAT_SCR_LO/HI hwregs from the flat scratch init plus the
// private segment wave offset, even when the descriptor enables no private segment (so no wave offset SGPR): a copy
// into a register only scratch accesses read, no report; a scratch access through it is the use.
TEST(EmuModule, FlatScratchSetupFromAnUnwrittenOffsetIsNotAUse) {
  auto m = machine("gfx1030");
  const std::string setup =
      "s_add_u32 s6, s6, s9\n"          // s9: the wave offset the descriptor does not enable
      "s_addc_u32 s7, s7, 0\n"
      "s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s6\n"
      "s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s7\n";
  ASSERT_TRUE(load(*m, setup + "s_endpgm\n"));
  emu::LaunchConfig c = oneWave();
  c.initializedSgprs = 9;
  auto r = m->launch(c);
  ASSERT_TRUE(r.ok()) << r.fault.message;
  EXPECT_EQ(r.count(emu::CheckKind::UninitializedSgpr), 0u) << r.text();
  ASSERT_TRUE(load(*m, setup + "v_mov_b32 v0, 0\nscratch_store_dword v0, v0, off\ns_endpgm\n"));
  r = m->launch(c);
  ASSERT_GE(r.count(emu::CheckKind::UninitializedSgpr), 1u) << r.text();
  EXPECT_EQ(r.reports[0].instruction, "scratch_store_dword v0, v0, off");
  EXPECT_NE(r.reports[0].message.find("FLAT_SCR"), std::string::npos) << r.reports[0].message;
  // Written from a written SGPR, the hwregs are values like any other.
  ASSERT_TRUE(load(*m, "s_mov_b32 s9, 0\n" + setup + "s_endpgm\n"));
  r = m->launch(c);
  EXPECT_EQ(r.count(emu::CheckKind::UninitializedSgpr), 0u) << r.text();
}

// GFX6-8: M0 bounds FLAT accesses to LDS as it bounds DS ones (the AMDGPU ABI asks a kernel that may reach LDS
// through DS or FLAT to set M0 to at least its LDS size); LLVM sets M0 before DS instructions only, so a FLAT
// access in a kernel that never wrote M0 is dropped, and the report says M0 was never written.
TEST(EmuModule, FlatToLdsOnGfx8IsBoundedByM0) {
  auto m = machine("gfx803");
  const std::string store =
      "v_mov_b32 v2, 8\nv_mov_b32 v3, 0x10000\nv_mov_b32 v1, 77\n"  // the shared aperture, LDS byte 8
      "flat_store_dword v[2:3], v1\ns_waitcnt vmcnt(0) lgkmcnt(0)\n";
  emu::LaunchConfig c = oneWave();
  c.initializedSgprs = 2;
  ASSERT_TRUE(load(*m, store + "s_endpgm\n"));
  auto r = m->launch(c);
  ASSERT_TRUE(r.ok()) << r.fault.message;
  ASSERT_EQ(r.count(emu::CheckKind::LdsRange), 1u) << r.text();
  EXPECT_NE(r.reports[0].message.find("M0 never written"), std::string::npos) << r.reports[0].message;
  ASSERT_TRUE(load(*m, "s_mov_b32 m0, -1\n" + store + "v_mov_b32 v0, 0\nds_read_b32 v4, v0 offset:8\n"
                       "s_waitcnt lgkmcnt(0)\ns_endpgm\n"));
  r = m->launch(c);
  ASSERT_TRUE(r.ok()) << r.fault.message;
  EXPECT_EQ(r.count(emu::CheckKind::LdsRange), 0u) << r.text();
  EXPECT_EQ(r.waves.at(0).vgpr(4, 0), 77u);
}

TEST(EmuModule, RegisterBoundsFollowDirectCalls) {
  const Target t = target("gfx900");
  std::string err;
  emu::LoadedKernel k;
  k.code = assembleBytes(
      "s_getpc_b64 s[4:5]\n"
      ".L1:\n"
      "s_add_u32 s4, s4, callee-.L1\n"
      "s_addc_u32 s5, s5, 0\n"
      "v_mov_b32 v1, 0\n"
      "s_swappc_b64 s[30:31], s[4:5]\n"
      "s_endpgm\n"
      "callee:\n"
      "v_mov_b32 v40, 0\n"
      "s_setpc_b64 s[30:31]\n",
      t, &err);
  ASSERT_FALSE(k.code.empty()) << err;
  k.kd.computePgmRsrc1 = 1 | 9u << 6;  // 8 VGPRs, 80 SGPRs (s30/s31 of the call fit)
  auto r = emu::registerBoundsReport(k, t, 0x1000, nullptr, toolchain::disassembleInstruction);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->instruction, "v_mov_b32_e32 v40, 0");
  EXPECT_EQ(r->message, "names v40, but the descriptor allocates 8 VGPRs (v0..v7): raise .amdhsa_next_free_vgpr");
}

TEST(EmuModule, AMissingKernargPointerIsNamed) {
  const char* src =
      ".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n"
      ".text\n.protected k\n.globl k\n.p2align 8\n.type k,@function\nk:\n"
      "  s_load_dwordx2 s[0:1], s[4:5], 0x0\n"
      "  s_waitcnt lgkmcnt(0)\n"
      "  s_endpgm\n"
      ".rodata\n.p2align 6\n.amdhsa_kernel k\n  .amdhsa_kernarg_size 8\n"
      "  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 8\n.end_amdhsa_kernel\n";
  auto m = machine("gfx900");
  emu::KernelDispatch d;
  d.grid = {64, 1, 1};
  d.block = {64, 1, 1};
  d.kernarg.resize(8);
  const auto r = emu::dispatchKernel(*m, relocatableObject(src, "gfx900"), "k", d);
  ASSERT_EQ(r.count(emu::CheckKind::UninitializedSgpr), 1u) << r.text();
  EXPECT_NE(r.reports[0].message.find("reads s4, whose value no user or system SGPR the descriptor enables"), std::string::npos)
      << r.reports[0].message;
  EXPECT_NE(r.reports[0].message.find(".amdhsa_user_sgpr_kernarg_segment_ptr 1 missing?"), std::string::npos)
      << r.reports[0].message;
}

}  // namespace
}  // namespace gcnkit::test
