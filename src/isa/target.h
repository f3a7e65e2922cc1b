// Processors, generations and target features: the facts that decide which instruction and operand
// exists where. Every per-generation difference elsewhere is looked up through Gen, never hard-coded.
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "isa/features.h"

namespace gcnkit {

// One column of the instruction table per generation (docs/new-generations.md). GFX11.5 is GFX11 with features;
// the GFX12 and GFX12.5 columns are in every table and empty until their processors are supported.
enum class Gen : uint8_t { GFX6, GFX7, GFX8, GFX9, GFX10, GFX10_3, GFX11, GFX12, GFX12_5 };
inline constexpr int kGenCount = 9;
constexpr int genIndex(Gen g) { return static_cast<int>(g); }
std::string_view genName(Gen g);  // "GFX6" ... "GFX10.3", "GFX11", "GFX12", "GFX12.5"

// A set of generations, bit genIndex(g) for each: which generations hold a fact (a register, a hwreg name, an
// operand of a row). Written with the helpers below, never as a number.
using GenSet = uint16_t;
constexpr GenSet genBit(Gen g) { return GenSet(1u << genIndex(g)); }
constexpr GenSet gensBetween(Gen first, Gen last) {
  return GenSet(((2u << genIndex(last)) - 1) & ~((1u << genIndex(first)) - 1));
}
constexpr GenSet gensFrom(Gen g) { return gensBetween(g, Gen::GFX12_5); }
constexpr GenSet gensThrough(Gen g) { return gensBetween(Gen::GFX6, g); }
inline constexpr GenSet kAllGens = gensBetween(Gen::GFX6, Gen::GFX12_5);
constexpr bool inGens(GenSet s, Gen g) { return (s & genBit(g)) != 0; }

// Per-processor capability bits (LLVM feature names in comments).
enum ProcFlag : uint32_t {
  kXnackSupported = 1u << 0,   // xnack may be enabled (xnack_mask register exists when it is)
  kXnackDefaultOn = 1u << 1,   // APUs whose xnack is on unless -mattr=-xnack
  kSramEccSupported = 1u << 2, // sramecc
  kApu = 1u << 3,
  kAccumOffset = 1u << 4,      // gfx90a: AGPRs after the VGPRs (descriptor ACCUM_OFFSET, TG_SPLIT, 8-VGPR granule)
  kXnackStepping = 1u << 5,    // code object V2 names the xnack variant by the next stepping (gfx900 -> 9,0,1)
  kGeneric = 1u << 6,          // a generic processor (gfx9-generic, ...): code object V6, a generic version in e_flags
  kPackedD16Memory = 1u << 7,  // d16 buffer/image data packed two per VGPR although the generation unpacks it
                               // (gfx810: LLVM's unpacked-d16-vmem is a feature of gfx801-805 only)
  kSgprInitBug = 1u << 8,      // LLVM's sgpr-init-bug (gfx802, gfx805): the descriptor allocates a fixed 96 SGPRs
  kVgprs1_5x = 1u << 9,        // LLVM's 1_5xVGPRs (gfx1100, gfx1101, gfx1151, gfx1200, gfx1201): a 1.5x VGPR file, bigger VGPR granules
  kCuModeDefault = 1u << 10,   // LLVM's cumode is one of the processor's features (gfx1250, gfx1251): CU mode unless
                               // -mattr=-cumode (the descriptor's WGP_MODE default)
  kVgprs1024 = 1u << 11,       // LLVM's 1024-addressable-vgprs (gfx1250, gfx1251): the descriptor's VGPR granule is 16
                               // in wave32 (8 in wave64), up to 1024 VGPRs
  kKernargPreload = 1u << 12,  // LLVM's kernarg-preload (gfx90a, gfx942, gfx950, gfx1250, gfx1251): the descriptor's
                               // KERNARG_PRELOAD word and its .amdhsa_user_sgpr_kernarg_preload_* directives
};

struct Processor {
  std::string_view name;  // canonical gfxNNN name
  Gen gen;
  uint32_t elfMach;       // EF_AMDGPU_MACH_* value
  uint32_t flags;         // ProcFlag bits
  uint64_t features() const;  // its Feature bits (isa/processor_features.def)
};

// The processors llvm-mc 22 knows from gfx600 to gfx1036 (gfx942 and gfx950 included; LLVM 22 dropped gfx940 and
// gfx941), each with the generation whose table column it reads and its features.
std::span<const Processor> allProcessors();
// The generic processors of a family gcnkit supports (LLVM 18+, code object V6): gfx9-generic,
// gfx10-1-generic, gfx10-3-generic; their code is read and run with the ISA of their generation.
std::span<const Processor> genericProcessors();
// Which processors a target may name: the supported ones, or also those of a generation whose tables are being
// filled (GFX12.5: gfx1250, gfx1251), for the tests of the parts that are done and for `gcnkit info`, which reads
// their code objects with their generation's descriptor fields; no command assembles, disassembles or runs them.
enum class ProcessorScope { Supported, IncludingUnfinished };

// A processor by its EF_AMDGPU_MACH number, llvm-mc 14's or a generic one; null when unknown. With
// ProcessorScope::IncludingUnfinished, also a processor of a generation being filled (gfx1250, gfx1251).
const Processor* findProcessorByMach(uint32_t elfMach);
const Processor* findProcessorByMach(uint32_t elfMach, ProcessorScope scope);

// The features of a generation's first processor (what a generation-only caller decodes with).
uint64_t generationFeatures(Gen g);

// Processors newer LLVMs know whose ISA gcnkit does not support yet (gfx940/941, gfx11, gfx12 and their generic
// processors): code objects for them are read and described, never disassembled or run.
struct UnsupportedProcessor {
  std::string_view name;    // "gfx1100", "gfx11-generic"
  std::string_view family;  // "GFX11"
  uint32_t elfMach;
  uint32_t flags;           // ProcFlag bits (xnack, sramecc, generic)
};
const UnsupportedProcessor* findUnsupportedProcessorByMach(uint32_t elfMach);
const UnsupportedProcessor* findUnsupportedProcessor(std::string_view name);
// "processor gfx1200 (GFX12) is not supported yet: gcnkit's ISA covers GFX6-GFX11 (gfx600-gfx1036, ..., gfx1100-gfx1153
// and the generic gfx9/gfx10/gfx11 processors)".
std::string unsupportedProcessorMessage(const UnsupportedProcessor& p);

// Calls `feature(name, on)` for each "+name"/"-name"/"name" of an -mattr list, in order.
template <class F>
void forEachMattrFeature(std::string_view mattr, F&& feature) {
  while (!mattr.empty()) {
    size_t comma = mattr.find(',');
    std::string_view f = mattr.substr(0, comma);
    mattr = comma == std::string_view::npos ? std::string_view{} : mattr.substr(comma + 1);
    if (f.empty()) continue;
    bool on = f[0] != '-';
    if (f[0] == '+' || f[0] == '-') f.remove_prefix(1);
    feature(f, on);
  }
}
// Resolves a canonical name or an alias (tahiti, fiji, ...); nullopt when unknown.
const Processor* findProcessor(std::string_view nameOrAlias);

// A processor plus the features chosen with -mattr.
struct Target {
  const Processor* proc = nullptr;
  bool xnack = false;
  bool wave32 = false;  // GFX10+: wavefrontsize32 (the default there)
  bool sramecc = false;
  // What -mattr said explicitly (target id features): -1 not given, 0 off, 1 on.
  int8_t xnackSetting = -1, srameccSetting = -1;

  uint64_t features = 0;  // the processor's Feature bits

  Gen gen() const { return proc->gen; }
  bool has(Feature f) const { return features & f; }
};

// Builds a target from -mcpu and -mattr ("+xnack,-wavefrontsize32,..."); returns an error message on failure.
struct TargetResult {
  std::optional<Target> target;
  std::string error;
};
TargetResult makeTarget(std::string_view mcpu, std::string_view mattr,
                        ProcessorScope scope = ProcessorScope::Supported);

}  // namespace gcnkit
