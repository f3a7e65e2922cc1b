#include "isa/target.h"

#include <array>

#include <fmt/format.h>

#include "isa/vector_features.h"

namespace gcnkit {

namespace {

constexpr uint32_t X = kXnackSupported;
constexpr uint32_t XON = kXnackSupported | kXnackDefaultOn | kApu;
constexpr uint32_t ECC = kSramEccSupported;
constexpr uint32_t XS = kXnackStepping;  // GFX9 processors with xnack

// Every processor llvm-mc 14 accepts from gfx600 to gfx1035, with its ELF machine number.
constexpr std::array kProcessors{
    Processor{"gfx600", Gen::GFX6, 0x020, 0},     Processor{"gfx601", Gen::GFX6, 0x021, 0},
    Processor{"gfx602", Gen::GFX6, 0x03a, 0},     Processor{"gfx700", Gen::GFX7, 0x022, kApu},
    Processor{"gfx701", Gen::GFX7, 0x023, 0},     Processor{"gfx702", Gen::GFX7, 0x024, 0},
    Processor{"gfx703", Gen::GFX7, 0x025, kApu},  Processor{"gfx704", Gen::GFX7, 0x026, 0},
    Processor{"gfx705", Gen::GFX7, 0x03b, kApu},  Processor{"gfx801", Gen::GFX8, 0x028, XON},
    Processor{"gfx802", Gen::GFX8, 0x029, kSgprInitBug},     Processor{"gfx803", Gen::GFX8, 0x02a, 0},
    Processor{"gfx805", Gen::GFX8, 0x03c, kSgprInitBug},     Processor{"gfx810", Gen::GFX8, 0x02b, XON | kPackedD16Memory},
    Processor{"gfx900", Gen::GFX9, 0x02c, X | XS},     Processor{"gfx902", Gen::GFX9, 0x02d, XON | XS},
    Processor{"gfx904", Gen::GFX9, 0x02e, X | XS},     Processor{"gfx906", Gen::GFX9, 0x02f, X | ECC | XS},
    Processor{"gfx908", Gen::GFX9, 0x030, X | ECC | XS}, Processor{"gfx909", Gen::GFX9, 0x031, XON | XS},
    Processor{"gfx90a", Gen::GFX9, 0x03f, X | ECC | kAccumOffset | kKernargPreload | XS}, Processor{"gfx90c", Gen::GFX9, 0x032, XON | XS},
    Processor{"gfx1010", Gen::GFX10, 0x033, X},   Processor{"gfx1011", Gen::GFX10, 0x034, X},
    Processor{"gfx1012", Gen::GFX10, 0x035, X},   Processor{"gfx1013", Gen::GFX10, 0x042, X | kApu},
    Processor{"gfx1030", Gen::GFX10_3, 0x036, 0}, Processor{"gfx1031", Gen::GFX10_3, 0x037, 0},
    Processor{"gfx1032", Gen::GFX10_3, 0x038, 0}, Processor{"gfx1033", Gen::GFX10_3, 0x039, kApu},
    Processor{"gfx1034", Gen::GFX10_3, 0x03e, 0}, Processor{"gfx1035", Gen::GFX10_3, 0x03d, kApu},
    Processor{"gfx1036", Gen::GFX10_3, 0x045, 0},
    Processor{"gfx942", Gen::GFX9, 0x04c, X | ECC | kAccumOffset | kKernargPreload},
    Processor{"gfx950", Gen::GFX9, 0x04f, X | ECC | kAccumOffset | kKernargPreload},
    // GFX11 (RDNA3) and GFX11.5 (RDNA3.5): neither xnack nor sramecc (llvm-mc 22's e_flags carry no feature bits).
    Processor{"gfx1100", Gen::GFX11, 0x041, kVgprs1_5x}, Processor{"gfx1101", Gen::GFX11, 0x046, kVgprs1_5x},
    Processor{"gfx1102", Gen::GFX11, 0x047, 0},          Processor{"gfx1103", Gen::GFX11, 0x044, kApu},
    Processor{"gfx1150", Gen::GFX11, 0x043, kApu},       Processor{"gfx1151", Gen::GFX11, 0x04a, kApu | kVgprs1_5x},
    Processor{"gfx1152", Gen::GFX11, 0x055, kApu},       Processor{"gfx1153", Gen::GFX11, 0x058, kApu},
    // GFX12 (RDNA4): neither xnack nor sramecc, as GFX11; both have the 1.5x VGPR file (clang-22's occupancy).
    Processor{"gfx1200", Gen::GFX12, 0x048, kVgprs1_5x}, Processor{"gfx1201", Gen::GFX12, 0x04e, kVgprs1_5x},
    // GFX12.5: xnack (on by LLVM's default feature list: "any" in a target id) and sramecc, CU mode by default and
    // 1024 VGPRs (llvm-mc 22's descriptors and e_flags; docs/code-objects.md).
    Processor{"gfx1250", Gen::GFX12_5, 0x049, X | ECC | kCuModeDefault | kVgprs1024 | kKernargPreload},
    Processor{"gfx1251", Gen::GFX12_5, 0x05a, X | ECC | kCuModeDefault | kVgprs1024 | kKernargPreload},
};

struct ProcessorFeatures {
  std::string_view name;
  uint64_t features;
};
constexpr ProcessorFeatures kProcessorFeatures[] = {
#define GCN_PROCESSOR_FEATURES(name, features) {name, features},
#include "isa/processor_features.def"
#undef GCN_PROCESSOR_FEATURES
};

constexpr uint32_t G = kGeneric;
// The generic processors of the families above (EF_AMDGPU_MACH_AMDGCN_GFX*_GENERIC).
constexpr std::array kGenericProcessors{
    Processor{"gfx9-generic", Gen::GFX9, 0x051, X | XS | G},
    Processor{"gfx10-1-generic", Gen::GFX10, 0x052, X | G},
    Processor{"gfx10-3-generic", Gen::GFX10_3, 0x053, G},
    Processor{"gfx11-generic", Gen::GFX11, 0x054, G},
    Processor{"gfx12-generic", Gen::GFX12, 0x059, G | kVgprs1_5x},  // (1.5x VGPRs: clang-22's occupancy)
};

// Newer processors and their machine numbers (LLVM 22's EF_AMDGPU_MACH_AMDGCN_*).
constexpr std::array kUnsupportedProcessors{
    UnsupportedProcessor{"gfx940", "GFX9.4", 0x040, X | ECC},
    UnsupportedProcessor{"gfx941", "GFX9.4", 0x04b, X | ECC},
    UnsupportedProcessor{"gfx9-4-generic", "GFX9.4", 0x05f, X | ECC | G},
};

// Processors whose generation's tables are being filled: only tests reach them (ProcessorScope::IncludingUnfinished),
// every command refuses them by name through kUnsupportedProcessors above until the generation is complete. None now
// (GFX12.5 was the last; docs/new-generations.md).
constexpr std::array<Processor, 0> kUnfinishedProcessors{};

struct Alias {
  std::string_view alias, name;
};
// Marketing names llvm-mc accepts for -mcpu; the generic ones behave as the oldest processor.
constexpr std::array kAliases{
    Alias{"tahiti", "gfx600"},   Alias{"pitcairn", "gfx601"}, Alias{"verde", "gfx601"},
    Alias{"oland", "gfx602"},    Alias{"hainan", "gfx602"},   Alias{"kaveri", "gfx700"},
    Alias{"hawaii", "gfx701"},   Alias{"kabini", "gfx703"},   Alias{"mullins", "gfx703"},
    Alias{"bonaire", "gfx704"},  Alias{"carrizo", "gfx801"},  Alias{"iceland", "gfx802"},
    Alias{"tonga", "gfx802"},    Alias{"fiji", "gfx803"},     Alias{"polaris10", "gfx803"},
    Alias{"polaris11", "gfx803"}, Alias{"tongapro", "gfx805"}, Alias{"stoney", "gfx810"},
    Alias{"generic", "gfx600"},  Alias{"generic-hsa", "gfx700"}, Alias{"", "gfx600"},
};

}  // namespace

std::string_view genName(Gen g) {
  constexpr std::array<std::string_view, kGenCount> names{"GFX6",  "GFX7",  "GFX8",  "GFX9",   "GFX10",
                                                          "GFX10.3", "GFX11", "GFX12", "GFX12.5"};
  return names[genIndex(g)];
}

std::span<const Processor> allProcessors() { return kProcessors; }

uint64_t Processor::features() const {
  for (const ProcessorFeatures& p : kProcessorFeatures)
    if (p.name == name) return p.features;
  return 0;  // the generic processors: their generation's common ISA
}

uint64_t generationFeatures(Gen g) {
  for (const Processor& p : kProcessors)
    if (p.gen == g) return p.features();
  return 0;
}
std::span<const Processor> genericProcessors() { return kGenericProcessors; }

const Processor* findProcessor(std::string_view name) {
  for (const Alias& a : kAliases)
    if (a.alias == name) name = a.name;
  for (std::span<const Processor> table : {allProcessors(), genericProcessors()})
    for (const Processor& p : table)
      if (p.name == name) return &p;
  return nullptr;
}

const Processor* findProcessorByMach(uint32_t mach) {
  for (std::span<const Processor> table : {allProcessors(), genericProcessors()})
    for (const Processor& p : table)
      if (p.elfMach == mach) return &p;
  return nullptr;
}

const Processor* findProcessorByMach(uint32_t mach, ProcessorScope scope) {
  if (const Processor* p = findProcessorByMach(mach)) return p;
  if (scope == ProcessorScope::IncludingUnfinished)
    for (const Processor& p : kUnfinishedProcessors)
      if (p.elfMach == mach) return &p;
  return nullptr;
}

const UnsupportedProcessor* findUnsupportedProcessorByMach(uint32_t mach) {
  for (const UnsupportedProcessor& p : kUnsupportedProcessors)
    if (p.elfMach == mach) return &p;
  return nullptr;
}

const UnsupportedProcessor* findUnsupportedProcessor(std::string_view name) {
  for (const UnsupportedProcessor& p : kUnsupportedProcessors)
    if (p.name == name) return &p;
  return nullptr;
}

std::string unsupportedProcessorMessage(const UnsupportedProcessor& p) {
  return fmt::format("processor {} ({}) is not supported yet: gcnkit's ISA covers GFX6-GFX12.5 (gfx600-gfx1036, gfx942, "
                     "gfx950, gfx1100-gfx1153, gfx1200, gfx1201, gfx1250, gfx1251 and gfx9-generic, gfx10-1-generic, gfx10-3-generic, "
                     "gfx11-generic, gfx12-generic)",
                     p.name, p.family);
}

TargetResult makeTarget(std::string_view mcpu, std::string_view mattr, ProcessorScope scope) {
  TargetResult r;
  const Processor* p = findProcessor(mcpu);
  if (!p && scope == ProcessorScope::IncludingUnfinished)
    for (const Processor& u : kUnfinishedProcessors)
      if (u.name == mcpu) p = &u;
  if (!p) {
    if (const UnsupportedProcessor* u = findUnsupportedProcessor(mcpu)) {
      r.error = unsupportedProcessorMessage(*u);
      return r;
    }
    r.error = fmt::format("'{}' is not a recognized processor for this target", mcpu);
    return r;
  }
  Target t;
  t.proc = p;
  t.features = p->features();
  t.xnack = (p->flags & kXnackDefaultOn) != 0;
  // llvm-mc 22's rule: GFX10+ runs wave32 unless wavefrontsize64 is on and wavefrontsize32 is not, so
  // "-wavefrontsize32" alone leaves wave32 (llvm-mc 14 switched to wave64 there).
  bool w32 = false, w64 = false;
  forEachMattrFeature(mattr, [&](std::string_view f, bool on) {
    if (f == "xnack") {
      t.xnack = on && (p->flags & kXnackSupported);
      if (p->flags & kXnackSupported) t.xnackSetting = on;
    } else if (f == "wavefrontsize32") {
      w32 = on;
    } else if (f == "wavefrontsize64") {
      w64 = on;
    } else if (f == "sramecc" || f == "sram-ecc") {
      t.sramecc = on && (p->flags & kSramEccSupported);
      if (p->flags & kSramEccSupported) t.srameccSetting = on;
    } else if (f == "real-true16" && vectorFeatures(p->gen).true16) {
      t.features = on ? t.features | kFeatRealTrue16 : t.features & ~kFeatRealTrue16;
    }
    // Other LLVM features do not change the scalar ISA; they are accepted as llvm-mc accepts them.
  });
  t.wave32 = vectorFeatures(p->gen).wave32 && (w32 || !w64);
  r.target = t;
  return r;
}

}  // namespace gcnkit
