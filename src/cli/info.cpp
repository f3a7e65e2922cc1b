// `gcnkit info FILE`: what a code object holds: target, code object version, and per kernel the decoded
// descriptor (register counts, LDS, scratch, enabled SGPRs/VGPRs, float modes) and its arguments.
#include <cstdio>
#include <string>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "object/code_object.h"

namespace gcnkit::cli {

namespace {

const char* settingName(FeatureSetting s) {
  switch (s) {
    case FeatureSetting::Unsupported: return "unsupported";
    case FeatureSetting::Any: return "any";
    case FeatureSetting::Off: return "off";
    case FeatureSetting::On: return "on";
  }
  return "?";
}

std::string describe(const CodeObject& co) {
  std::string out;
  const ElfFile& f = co.elf;
  fmt::format_to(std::back_inserter(out), "target:              {}\n", co.targetId());
  fmt::format_to(std::back_inserter(out), "processor:           {} ({})\n", co.processor->name, genName(co.processor->gen));
  fmt::format_to(std::back_inserter(out), "code object version: {}\n",
                 co.codeObjectVersion ? std::to_string(co.codeObjectVersion) : std::string("none (not amdhsa)"));
  fmt::format_to(std::back_inserter(out), "file type:           {}\n",
                 f.type == ET_REL ? "relocatable" : f.type == ET_DYN ? "shared object (loadable)" : "other");
  fmt::format_to(std::back_inserter(out), "xnack: {}, sramecc: {}\n", settingName(co.xnack), settingName(co.sramecc));
  std::optional<HsaMetadata> md;
  if (co.metadata)
    if (auto m = readHsaMetadata(*co.metadata)) md = *m;
  const Target t = co.target();
  fmt::format_to(std::back_inserter(out), "kernels:             {}\n", co.kernels.size());
  for (const CodeObjectKernel& k : co.kernels) {
    fmt::format_to(std::back_inserter(out), "\nkernel {}\n", k.name);
    if (!k.descriptor) {
      fmt::format_to(std::back_inserter(out), "  descriptor: {}\n", k.descriptorError);
      continue;
    }
    // The counts the granulated fields stand for: (granules + 1) * granule size.
    const KernelDescriptor& kd = *k.descriptor;
    const bool wave32 = kd.kernelCodeProperties & (1u << 10);
    const unsigned vgprGranules = kd.computePgmRsrc1 & 0x3f, sgprGranules = (kd.computePgmRsrc1 >> 6) & 0xf;
    const unsigned sgprGranule = t.gen() >= Gen::GFX10 ? 0 : 8;  // GFX10 allocates SGPRs by itself
    fmt::format_to(std::back_inserter(out), "  summary: {} VGPRs, {} SGPRs, wave{}, LDS {} bytes, scratch {} bytes per work-item\n",
                   (vgprGranules + 1) * unsigned(vgprEncodingGranule(t, wave32)),
                   sgprGranule ? fmt::format("{}", (sgprGranules + 1) * sgprGranule) : std::string("all"),
                   wave32 ? 32 : 64, kd.groupSegmentFixedSize, kd.privateSegmentFixedSize);
    for (const auto& [field, value] : describeKernelDescriptor(*k.descriptor, t)) {
      fmt::format_to(std::back_inserter(out), "  {:<58} {}", field, value);
      // In a relocatable file the linker writes the entry offset: the 0 here is not the kernel's.
      if (field == "KERNEL_CODE_ENTRY_BYTE_OFFSET" && f.type == ET_REL && !k.amdKernelCode)
        out += "  (filled by a relocation when linked)";
      out += '\n';
    }
    if (k.amdKernelCode) {  // code object V2: the whole header, as the .amd_kernel_code_t block writes it
      out += "  amd_kernel_code_t:\n";
      out += printAmdKernelCode(*k.amdKernelCode);
    }
    if (!md) continue;
    for (const KernelMetadata& km : md->kernels) {
      if (km.name != k.name) continue;
      fmt::format_to(std::back_inserter(out), "  kernarg segment: {} bytes, align {}; wavefront {}; sgprs {}, vgprs {}\n",
                     km.kernargSegmentSize, km.kernargSegmentAlign, km.wavefrontSize, km.sgprCount, km.vgprCount);
      fmt::format_to(std::back_inserter(out), "  max flat work-group size: {}; spills: {} SGPRs, {} VGPRs\n",
                     km.maxFlatWorkgroupSize, km.sgprSpillCount ? std::to_string(*km.sgprSpillCount) : "-",
                     km.vgprSpillCount ? std::to_string(*km.vgprSpillCount) : "-");
      if (kd.kernargSize && kd.kernargSize != km.kernargSegmentSize)
        fmt::format_to(std::back_inserter(out),
                       "  warning: the descriptor's KERNARG_SIZE {} disagrees with the metadata's .kernarg_segment_size {}\n",
                       kd.kernargSize, km.kernargSegmentSize);
      for (const KernelArgMetadata& a : km.args)
        fmt::format_to(std::back_inserter(out), "  arg {:<16} offset {:<4} size {:<3} {}{}{}\n", a.name.empty() ? "-" : a.name,
                       a.offset, a.size, a.valueKind, a.addressSpace.empty() ? "" : " (" + a.addressSpace + ")",
                       a.typeName.empty() ? "" : " type " + a.typeName);
    }
  }
  return out;
}

}  // namespace

int runInfo(int argc, char** argv) {
  CLI::App app{"Describe an AMDGPU code object", "gcnkit info"};
  std::string input;
  app.add_option("input", input, "code object")->required();
  if (auto rc = parseCommandLine(app, "gcnkit info", argc, argv)) return *rc;
  auto co = codeObjectOrReport("gcnkit info", input);
  if (!co) return 1;
  std::fputs(describe(*co).c_str(), stdout);
  return 0;
}

}  // namespace gcnkit::cli
