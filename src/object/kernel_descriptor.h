// The 64-byte AMDHSA kernel descriptor (GFX6-GFX12.5, and gfx90a's additions), the .amdhsa_* directives
// that build it with llvm-mc's defaults, ranges, rules and diagnostics, and the way back to text.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "isa/target.h"

namespace gcnkit {

inline constexpr size_t kKernelDescriptorSize = 64;

// Field by field, in file order (llvm::amdhsa::kernel_descriptor_t). Reserved bytes are kept so that
// decode/encode is the identity on any 64 bytes.
struct KernelDescriptor {
  uint32_t groupSegmentFixedSize = 0;    // bytes 0-3
  uint32_t privateSegmentFixedSize = 0;  // bytes 4-7
  uint32_t kernargSize = 0;              // bytes 8-11 (LLVM 13+; reserved in older documents)
  std::array<uint8_t, 4> reserved0{};    // bytes 12-15
  int64_t kernelCodeEntryByteOffset = 0; // bytes 16-23 (a relocation in relocatable objects)
  std::array<uint8_t, 20> reserved1{};   // bytes 24-43
  uint32_t computePgmRsrc3 = 0;          // bytes 44-47 (GFX10, gfx90a)
  uint32_t computePgmRsrc1 = 0;          // bytes 48-51
  uint32_t computePgmRsrc2 = 0;          // bytes 52-55
  uint16_t kernelCodeProperties = 0;     // bytes 56-57
  uint16_t kernargPreload = 0;           // bytes 58-59 (LLVM 17+: preloaded kernarg length and offset)
  std::array<uint8_t, 4> reserved2{};    // bytes 60-63

  std::array<uint8_t, kKernelDescriptorSize> encode() const;
  static KernelDescriptor decode(std::span<const uint8_t, kKernelDescriptorSize> bytes);
  bool operator==(const KernelDescriptor&) const = default;
};

// Where a bit field lives.
enum class KdWord : uint8_t { GroupSegmentFixedSize, PrivateSegmentFixedSize, KernargSize, Rsrc1, Rsrc2, Rsrc3,
                              CodeProperties, KernargPreload };

struct KdField {
  std::string_view name;  // LLVM's name without the word prefix, e.g. "FLOAT_ROUND_MODE_32"
  KdWord word;
  uint8_t shift, width;
  GenSet gens = kAllGens;  // the generations whose descriptor has the field (COMPUTE_PGM_RSRC3's differ)
};
// Every named field of the descriptor (whole-word fields have shift 0, width 32).
std::span<const KdField> kernelDescriptorFields();
const KdField* findKdField(KdWord word, std::string_view name);
// The row of that name a generation's descriptor has (GFX12.5's 6-bit USER_SGPR_COUNT, GFX12's 8-bit INST_PREF_SIZE);
// the first row of the name when the generation has none.
const KdField* findKdField(KdWord word, std::string_view name, Gen g);
uint64_t getField(const KernelDescriptor& kd, const KdField& f);
void setField(KernelDescriptor& kd, const KdField& f, uint64_t value);

// A row of the "AMDHSA Kernel Assembler Directives" table, as llvm-mc 14 implements it.
enum class KdDefault : uint8_t {
  Value,          // `defaultValue`
  Required,       // must be given
  Wave32Feature,  // ENABLE_WAVEFRONT_SIZE32: the wave size in effect (wave32 on GFX10 unless +wavefrontsize64)
  CuModeFeature,  // 1 unless the target is in CU mode
  XnackFeature,   // 1 if xnack is on or "any" for the target id
};
struct AmdhsaDirective {
  std::string_view name;       // ".amdhsa_user_sgpr_dispatch_ptr"
  const KdField* field;        // the bits it sets; null for the computed ones (next_free_*, reserve_*, ...)
  KdDefault defaultKind;
  uint32_t defaultValue;
  Gen minGen;                  // "directive requires gfxN+" below this generation
  bool gfx90aOnly;             // "directive requires gfx90a+"
  uint64_t maxValue;           // values above are "value out of range"
  // llvm-mc 22's text where it is not "directive requires gfxN+" ("{cpu}" stands for the processor name).
  std::string_view requirement = {};
  bool laterGenerationsOnly = false;  // a directive of later processors: refused on every processor here
  Gen maxGen = Gen::GFX12_5;          // the last generation that has it (its requirement text above, later)
  // llvm-mc 22 shifts the value into place unmasked and checks only, when it writes the descriptor, that the word
  // holds it ("value evaluated as N is out of range.", with no place): .amdhsa_named_barrier_count.
  bool checkedWhenWritten = false;
};
std::span<const AmdhsaDirective> amdhsaDirectives();
const AmdhsaDirective* findAmdhsaDirective(std::string_view name);
// Whether the directive exists on the target (its generation column, or gfx90a only).
bool amdhsaDirectiveSupported(const AmdhsaDirective& d, const Target& t);

// Options that are not part of Target but change the defaults.
struct KdTargetOptions {
  bool cuMode = false;  // -mattr=+cumode (GFX10); the processor's default on gfx1250/gfx1251 (kCuModeDefault)
};
// The options as llvm-mc derives them from -mattr (the last +/-cumode, else the processor's default). The wave size
// is Target::wave32.
KdTargetOptions kdOptionsFromMattr(const Target& t, std::string_view mattr);

// A diagnostic and where llvm-mc places it: the directive name, its value, or the end of
// .end_amdhsa_kernel. Messages are llvm-mc 22's text.
struct KdDiag {
  enum Where : uint8_t { AtName, AtValue, AtEnd } where;
  std::string message;
  std::string directive;  // the directive concerned (for AtValue: whose value is out of range)
};

// Builds a descriptor the way `.amdhsa_kernel` does: start from the target's defaults, set directives
// by name (each once), then finish() checks the required ones and computes the register granules and
// the user SGPR count.
class KernelDescriptorBuilder {
 public:
  explicit KernelDescriptorBuilder(const Target& t, KdTargetOptions opts = {});
  // Sets one directive; the value is what the expression evaluated to.
  std::optional<KdDiag> set(std::string_view directive, int64_t value);
  // The descriptor, or the first error. kernelCodeEntryByteOffset is left 0 (the caller relocates it).
  std::pair<std::optional<KernelDescriptor>, std::optional<KdDiag>> finish() const;
  // The largest .amdhsa_next_free_vgpr or .amdhsa_next_free_sgpr finish() accepts with the other directives
  // as they are (for a message that states the limit); 0 for other directives.
  uint64_t largestAccepted(std::string_view directive) const;
  // The descriptor with nothing set (what llvm-mc starts from).
  const KernelDescriptor& defaults() const { return defaults_; }

 private:
  Target target_;
  bool gfx90a_;
  KernelDescriptor kd_, defaults_;
  std::vector<std::string> seen_;
  uint64_t nextFreeVgpr_ = 0, nextFreeSgpr_ = 0, accumOffset_ = 0, sharedVgprCount_ = 0;
  std::optional<KdDiag> whenWritten_;  // an error llvm-mc 22 reports only as it writes the descriptor
  bool reserveVcc_ = true, reserveFlatScratch_ = true, xnackUsed_ = false;
  std::optional<bool> wave32_;
  bool wave32Feature_;
  std::optional<uint64_t> userSgprCount_;
  uint32_t impliedUserSgprs_ = 0;
  bool seen(std::string_view d) const;
};

// The register block computations of llvm-mc 14 (AMDGPUAsmParser::calculateGPRBlocks). Return nullopt
// when the count is out of range (llvm-mc: "value out of range" at the next_free value).
// `wave32`: the .amdhsa_wavefront_size32 value if given, else the target's feature.
std::optional<uint32_t> vgprBlocks(const Target& t, uint64_t nextFreeVgpr, bool wave32);
std::optional<uint32_t> sgprBlocks(const Target& t, uint64_t nextFreeSgpr, bool reserveVcc, bool reserveFlatScratch,
                                   bool xnackUsed);
int vgprEncodingGranule(const Target& t, bool wave32);
// Extra SGPRs counted for VCC, FLAT_SCRATCH and XNACK_MASK (IsaInfo::getNumExtraSGPRs).
int extraSgprs(const Target& t, bool reserveVcc, bool reserveFlatScratch, bool xnackUsed);
// True for processors with the SGPR init bug (their SGPR count is fixed at 96).
bool hasSgprInitBug(const Target& t);
// The user SGPRs a kernel may preload kernel arguments into (.amdhsa_user_sgpr_kernarg_preload_length's limit):
// 16, 32 on GFX12.5.
uint32_t maxPreloadSgprs(const Target& t);
// Whether the target id counts as xnack on or "any" (the .amdhsa_reserve_xnack_mask default).
bool xnackOnOrAny(const Target& t);

// Field name -> value for `gcnkit info` and listings, in descriptor order. Names are LLVM's
// (GROUP_SEGMENT_FIXED_SIZE, COMPUTE_PGM_RSRC1.FLOAT_ROUND_MODE_32, ...); only fields that exist on the
// target's generation, plus any non-zero reserved bits (RESERVED... entries).
std::vector<std::pair<std::string, uint64_t>> describeKernelDescriptor(const KernelDescriptor& kd, const Target& t);

// An .amdhsa_kernel block for the descriptor.
// Only the required directives and those that differ from the defaults, chosen so that
// llvm-mc (and gcnkit) assemble it back to the same 64 bytes (kernelCodeEntryByteOffset aside);
// `exact` is false, with the reason, when no directive list can produce these bytes.
struct KdText {
  std::string text;
  bool exact = true;
  std::string why;
};
KdText printAmdhsaKernel(std::string_view name, const KernelDescriptor& kd, const Target& t, KdTargetOptions opts = {});

}  // namespace gcnkit
