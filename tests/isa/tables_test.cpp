// The instruction table, targets and register model: integrity checks that everything else relies on.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "codec/wmma_scale.h"
#include "isa/mai.h"
#include "isa/memory_features.h"
#include "isa/ops.h"
#include "isa/registers.h"
#include "isa/symbolic.h"
#include "isa/target.h"
#include "isa/vector_features.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

// On every processor, one row per (encoding, opcode): feature variants and gated rows never collide there.
TEST(Table, OpcodesAreUniquePerProcessorAndEncoding) {
  for (const Processor& p : allProcessors()) {
    const int g = genIndex(p.gen);
    const uint64_t features = p.features();
    std::map<std::pair<int, int>, std::string_view> seen;
    for (int i = 0; i < kOpCount; ++i) {
      const OpInfo& info = opInfo(Op(i));
      if (!info.existsFor(p.gen, features)) continue;
      // A v_mfma_scale_* row is two words, a v_mfma_ld_scale_b32 word and its f8f6f4 row's word: the decoder reads
      // it as a pair (mai_scale_pair_test), never from the opcode alone.
      if (maiUnscaledForm(Op(i))) continue;
      // So is GFX12.5's v_wmma_scale* row (a v_wmma_ld_scale*_paired word and its unscaled row's word: wmma_scale.h).
      if (wmmaScaleRows(Op(i))) continue;
      // VALU rows have a 32-bit opcode in their family and a 64-bit one in VOP3/VOP3P; VOPD rows their X opcode
      // and their Y opcode (VOPDY; GFX12.5's VOPD3 rows VOPD3Y).
      const Encoding wide = info.enc == Encoding::VOP3P  ? Encoding::VOP3P
                            : info.enc == Encoding::VOPD  ? Encoding::VOPDY
                            : info.enc == Encoding::VOPD3 ? Encoding::VOPD3Y
                                                          : Encoding::VOP3;
      for (auto [enc, opcode] : {std::pair{info.enc, info.opcode[g]}, std::pair{wide, info.opcode64[g]}}) {
        if (opcode < 0) continue;
        // (An assembler spelling of another row's opcode decodes as that row.)
        if ((info.traits & kTraitOtherRowsOpcode) && decodeOp(p.gen, features, enc, unsigned(opcode)) != Op(i)) continue;
        auto key = std::make_pair(int(enc), int(opcode));
        auto [it, fresh] = seen.emplace(key, info.name);
        EXPECT_TRUE(fresh) << p.name << ": " << info.name << " and " << it->second << " share an opcode";
        EXPECT_EQ(decodeOp(p.gen, features, enc, unsigned(opcode)), Op(i)) << p.name << " " << info.name;
      }
    }
  }
}

// Names are unique but for feature variants, which follow their row in its chain and share its name.
TEST(Table, EveryRowExistsSomewhereAndNamesAreUnique) {
  std::set<std::string_view> names;
  std::set<int> variants;
  for (int i = 0; i < kOpCount; ++i)
    for (Op v = opInfo(Op(i)).nextSameName; v != Op::Count; v = opInfo(v).nextSameName) {
      EXPECT_EQ(opInfo(v).name, opInfo(Op(i)).name);
      variants.insert(int(v));
    }
  for (int i = 0; i < kOpCount; ++i) {
    const OpInfo& info = opInfo(Op(i));
    bool somewhere = false;
    for (int g = 0; g < kGenCount; ++g) somewhere |= info.existsOn(Gen(g));
    EXPECT_TRUE(somewhere) << info.name;
    if (variants.count(i)) continue;
    EXPECT_TRUE(names.insert(info.name).second) << info.name;
    EXPECT_EQ(findOp(info.name), Op(i));
  }
  EXPECT_GT(kOpCount, 280);  // the whole scalar ISA, GFX6 to GFX10.3
}

TEST(Table, GenerationDifferencesAreData) {
  // A few facts from the ISA documents, read through the table.
  EXPECT_FALSE(opInfo(*findOp("s_store_dword")).existsOn(Gen::GFX7));
  EXPECT_TRUE(opInfo(*findOp("s_store_dword")).existsOn(Gen::GFX8));
  EXPECT_FALSE(opInfo(*findOp("s_store_dword")).existsOn(Gen::GFX10_3));  // GFX10.3 has no SMEM stores
  EXPECT_FALSE(opInfo(*findOp("s_atomic_add")).existsOn(Gen::GFX8));
  EXPECT_EQ(opInfo(*findOp("s_atomic_add")).opcode[genIndex(Gen::GFX9)], 0x82);
  EXPECT_EQ(opInfo(*findOp("s_mov_b32")).opcode[genIndex(Gen::GFX8)], 0x00);
  EXPECT_EQ(opInfo(*findOp("s_mov_b32")).opcode[genIndex(Gen::GFX10)], 0x03);
  EXPECT_TRUE(opInfo(*findOp("s_gl1_inv")).existsOn(Gen::GFX10));
  EXPECT_FALSE(opInfo(*findOp("s_gl1_inv")).existsOn(Gen::GFX9));
}

TEST(Targets, EveryLlvm22ProcessorAndAliasResolves) {
  const char* names[] = {"gfx600", "gfx601", "gfx602", "gfx700", "gfx701", "gfx702", "gfx703", "gfx704",
                         "gfx705", "gfx801", "gfx802", "gfx803", "gfx805", "gfx810", "gfx900", "gfx902",
                         "gfx904", "gfx906", "gfx908", "gfx909", "gfx90a", "gfx90c", "gfx1010", "gfx1011",
                         "gfx1012", "gfx1013", "gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034", "gfx1035",
                         "gfx1036", "gfx942",  "gfx950",  "gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150",
                         "gfx1151", "gfx1152", "gfx1153", "gfx1200", "gfx1201", "gfx1250", "gfx1251"};
  for (const char* n : names) EXPECT_NE(findProcessor(n), nullptr) << n;
  EXPECT_EQ(allProcessors().size(), std::size(names));
  EXPECT_EQ(findProcessor("tahiti")->name, "gfx600");
  EXPECT_EQ(findProcessor("hainan")->name, "gfx602");
  EXPECT_EQ(findProcessor("fiji")->name, "gfx803");
  EXPECT_EQ(findProcessor("stoney")->name, "gfx810");
  EXPECT_EQ(findProcessor("carrizo")->gen, Gen::GFX8);
  EXPECT_EQ(findProcessor("gfx1035")->gen, Gen::GFX10_3);
  EXPECT_EQ(findProcessor("gfx1151")->gen, Gen::GFX11);
  EXPECT_EQ(findProcessor("gfx1251")->gen, Gen::GFX12_5);
  EXPECT_EQ(findProcessor("gfx2000"), nullptr);
}

TEST(Targets, FeaturesChangeWhatExists) {
  // xnack_mask: GFX9 always; GFX8 only with xnack on (the APUs default to on).
  EXPECT_TRUE(parseRegister("xnack_mask", target("gfx900")).reg);
  EXPECT_TRUE(parseRegister("xnack_mask", target("gfx801")).reg);
  EXPECT_FALSE(parseRegister("xnack_mask", target("gfx801", "-xnack")).reg);
  EXPECT_FALSE(parseRegister("xnack_mask", target("gfx803")).reg);
  EXPECT_TRUE(target("gfx1010").wave32);
  EXPECT_FALSE(target("gfx1010", "+wavefrontsize64").wave32);
  EXPECT_FALSE(target("gfx900", "+wavefrontsize32").wave32);  // no wave32 before GFX10
}

TEST(Registers, SpecialRegistersMovePerGeneration) {
  auto code = [](const char* name, const char* cpu) {
    auto r = parseRegister(name, target(cpu)).reg;
    return r ? int(r->code) : -1;
  };
  EXPECT_EQ(code("flat_scratch_lo", "gfx700"), 104);
  EXPECT_EQ(code("flat_scratch_lo", "gfx900"), 102);
  EXPECT_EQ(code("flat_scratch", "gfx601"), -1);
  EXPECT_EQ(code("ttmp0", "gfx803"), 112);
  EXPECT_EQ(code("ttmp0", "gfx900"), 108);
  EXPECT_EQ(code("ttmp15", "gfx803"), -1);
  EXPECT_EQ(code("null", "gfx1010"), 125);
  EXPECT_EQ(code("null", "gfx900"), -1);
  EXPECT_EQ(code("s105", "gfx1030"), 105);
  EXPECT_EQ(code("s103", "gfx601"), 103);
  EXPECT_EQ(code("s102", "gfx900"), -1);
  EXPECT_EQ(parseRegister("s[5:6]", target("gfx900")).error, "invalid register alignment");
  EXPECT_EQ(parseRegister("s[4:3]", target("gfx900")).error, "first register index should not exceed second index");
  EXPECT_EQ(parseRegister("s200", target("gfx900")).error, "register index is out of range");
  EXPECT_FALSE(parseRegister("S0", target("gfx900")).reg);  // register names are case-sensitive
}

TEST(Symbolic, WaitcntLayoutPerGeneration) {
  EXPECT_EQ(encodeWaitcnt(Gen::GFX6, {0, 7, 15}), 0x0f70u);
  EXPECT_EQ(waitcntAllMax(Gen::GFX9), 0xcf7fu);   // vmcnt's high bits at 15:14
  EXPECT_EQ(waitcntAllMax(Gen::GFX10), 0xff7fu);  // 6-bit lgkmcnt
  WaitcntCounts c = decodeWaitcnt(Gen::GFX9, 0xc07f);
  EXPECT_EQ(c.vm, 63u);
  EXPECT_EQ(c.lgkm, 0u);
}

TEST(Symbolic, SendmsgPrintsSymbolicOnlyWhenExact) {
  EXPECT_EQ(printSendmsg(0x22 | 1 << 8, Gen::GFX9), "sendmsg(MSG_GS, GS_OP_EMIT, 1)");
  EXPECT_EQ(printSendmsg(0x3, Gen::GFX9), "sendmsg(MSG_GS_DONE, GS_OP_NOP)");
  EXPECT_EQ(printSendmsg(0xf, Gen::GFX9), "sendmsg(15, 0, 0)");  // SYSMSG needs an operation
  EXPECT_EQ(printSendmsg(0x8001, Gen::GFX9), "32769");            // bits outside the fields
  EXPECT_EQ(printSendmsg(0x4, Gen::GFX6), "sendmsg(4, 0, 0)");    // MSG_SAVEWAVE is GFX8+
}

// The messages whose s_sendmsg carries data in M0: the interrupt's payload, the GS stream messages (before GFX11,
// where ids 2 and 3 are other messages), an allocation request; an id no message has is taken to read it.
TEST(SendMsg, WhichMessagesReadM0) {
  EXPECT_TRUE(sendmsgReadsM0(1, Gen::GFX9));    // MSG_INTERRUPT
  EXPECT_TRUE(sendmsgReadsM0(2, Gen::GFX10));   // MSG_GS
  EXPECT_FALSE(sendmsgReadsM0(2, Gen::GFX11));  // MSG_HS_TESSFACTOR
  EXPECT_FALSE(sendmsgReadsM0(3, Gen::GFX11));  // MSG_DEALLOC_VGPRS
  EXPECT_TRUE(sendmsgReadsM0(9, Gen::GFX11));   // MSG_GS_ALLOC_REQ
  EXPECT_FALSE(sendmsgReadsM0(4, Gen::GFX9));   // MSG_SAVEWAVE
  EXPECT_TRUE(sendmsgReadsM0(12, Gen::GFX9));   // (no message)
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit {
namespace {

// Generation columns the GFX12 work added: its split wait counters (the checks count in loadcnt ... kmcnt) and the
// v_dual_mov_b32 pair without a source bank rule; GFX11 has neither.
TEST(GenerationColumns, Gfx12SplitCountersAndMovPair) {
  EXPECT_TRUE(memoryFeatures(Gen::GFX12).splitWaitCounters);
  EXPECT_FALSE(memoryFeatures(Gen::GFX11).splitWaitCounters);
  EXPECT_TRUE(vectorFeatures(Gen::GFX12).vopdMovPairAnyBanks);
  EXPECT_FALSE(vectorFeatures(Gen::GFX11).vopdMovPairAnyBanks);
  // (the columns before them keep their values: a positional row that shifted would move these)
  EXPECT_TRUE(memoryFeatures(Gen::GFX12).imageAddressFields);
  EXPECT_FALSE(memoryFeatures(Gen::GFX11).imageAddressFields);
  EXPECT_TRUE(vectorFeatures(Gen::GFX12).pkFmacBothHalves);
}

}  // namespace
}  // namespace gcnkit
