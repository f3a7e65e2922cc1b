// `gcnkit info FILE`: what a code object holds: target, code object version, and per kernel the decoded
// descriptor (register counts, LDS, scratch, enabled SGPRs/VGPRs, float modes), the metadata's facts and
// arguments (explicit and hidden), and warnings where the two disagree or the metadata cannot be read.
// Objects for processors whose ISA gcnkit does not support yet are described too (descriptor words raw; GFX12.5's
// gfx1250/gfx1251 with their generation's descriptor fields, without resources or occupancy).
#include <cstdio>
#include <string>

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <nlohmann/json.hpp>

#include "analysis/code_image.h"
#include "analysis/resources.h"
#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "cli/json_output.h"
#include "object/code_object.h"
#include "object/metadata_v2.h"

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

template <class... A>
void put(std::string& out, fmt::format_string<A...> f, A&&... a) {
  fmt::format_to(std::back_inserter(out), f, std::forward<A>(a)...);
}

std::string optionalNumber(const std::optional<uint64_t>& v) { return v ? std::to_string(*v) : std::string("-"); }

// `relocatedEntry`: a relocatable file, where the linker writes the entry offset (the 0 here is not the kernel's).
void describeDescriptor(std::string& out, const CodeObject& co, const KernelDescriptor& kd, bool relocatedEntry) {
  if (!co.processor) {  // no field table for this generation: the words as they are
    put(out, "  descriptor: group segment {} bytes, private segment {} bytes, kernarg {} bytes\n",
        kd.groupSegmentFixedSize, kd.privateSegmentFixedSize, kd.kernargSize);
    put(out, "  descriptor words: COMPUTE_PGM_RSRC1 0x{:08x}, COMPUTE_PGM_RSRC2 0x{:08x}, COMPUTE_PGM_RSRC3 0x{:08x}, "
        "KERNEL_CODE_PROPERTIES 0x{:04x}, KERNARG_PRELOAD 0x{:04x}\n",
        kd.computePgmRsrc1, kd.computePgmRsrc2, kd.computePgmRsrc3, kd.kernelCodeProperties, kd.kernargPreload);
    return;
  }
  // The counts the granulated fields stand for: (granules + 1) * granule size.
  const Target t = co.target();
  const bool wave32 = kd.kernelCodeProperties & (1u << 10);
  const unsigned vgprGranules = kd.computePgmRsrc1 & 0x3f, sgprGranules = (kd.computePgmRsrc1 >> 6) & 0xf;
  const unsigned sgprGranule = t.gen() >= Gen::GFX10 ? 0 : 8;  // GFX10 allocates SGPRs by itself
  put(out, "  summary: {} VGPRs, {} SGPRs, wave{}, LDS {} bytes, scratch {} bytes per work-item{}\n",
      (vgprGranules + 1) * unsigned(vgprEncodingGranule(t, wave32)),
      sgprGranule ? fmt::format("{}", (sgprGranules + 1) * sgprGranule) : std::string("all"), wave32 ? 32 : 64,
      kd.groupSegmentFixedSize, kd.privateSegmentFixedSize, kd.kernelCodeProperties & (1u << 11) ? ", dynamic stack" : "");
  for (const auto& [field, value] : describeKernelDescriptor(kd, t)) {
    put(out, "  {:<58} {}", field, value);
    if (field == "KERNEL_CODE_ENTRY_BYTE_OFFSET" && relocatedEntry) out += "  (filled by a relocation when linked)";
    out += '\n';
  }
}

void describeMetadata(std::string& out, const KernelMetadata& km) {
  put(out, "  metadata: kernarg segment {} bytes (align {}), group segment {} bytes, private segment {} bytes\n",
      km.kernargSegmentSize, km.kernargSegmentAlign, km.groupSegmentFixedSize, km.privateSegmentFixedSize);
  put(out, "  metadata: wavefront {}, max flat workgroup size {}, sgprs {} (spills {}), vgprs {} (spills {})\n",
      km.wavefrontSize, km.maxFlatWorkgroupSize, km.sgprCount, optionalNumber(km.sgprSpillCount), km.vgprCount,
      optionalNumber(km.vgprSpillCount));
  put(out, "  metadata: uniform workgroup size {}, dynamic stack {}, workgroup processor mode {}\n",
      optionalNumber(km.uniformWorkGroupSize), km.usesDynamicStack ? (*km.usesDynamicStack ? "yes" : "no") : "-",
      optionalNumber(km.workgroupProcessorMode));
  if (!km.reqdWorkgroupSize.empty())
    put(out, "  metadata: required workgroup size {}\n", fmt::join(km.reqdWorkgroupSize, ","));
  size_t explicitCount = 0;
  for (const KernelArgMetadata& a : km.args) explicitCount += !a.valueKind.starts_with("hidden_");
  put(out, "  arguments: {} explicit, {} hidden\n", explicitCount, km.args.size() - explicitCount);
  for (const KernelArgMetadata& a : km.args) {
    std::string extra;
    if (!a.typeName.empty()) extra += " type " + yamlQuoted(a.typeName);
    if (!a.addressSpace.empty()) extra += " (" + a.addressSpace + ")";
    put(out, "  {} {:<16} offset {:<4} size {:<3} {}{}\n", a.valueKind.starts_with("hidden_") ? "hidden" : "arg   ",
        a.name.empty() ? "-" : a.name, a.offset, a.size, a.valueKind, extra);
  }
}

// Where the descriptor and the metadata say different things about the same kernel.
void compare(std::vector<std::string>& warnings, const std::string& name, const KernelDescriptor& kd,
             const KernelMetadata& km) {
  auto differ = [&](const char* what, uint64_t d, uint64_t m) {
    if (d != m)
      warnings.push_back(fmt::format("kernel {}: the descriptor's {} is {}, the metadata's {}", name, what, d, m));
  };
  if (kd.kernargSize) differ("kernarg size", kd.kernargSize, km.kernargSegmentSize);  // 0: written before LLVM 13
  differ("group segment size", kd.groupSegmentFixedSize, km.groupSegmentFixedSize);
  differ("private segment size", kd.privateSegmentFixedSize, km.privateSegmentFixedSize);
  if (km.usesDynamicStack) differ("dynamic stack flag", (kd.kernelCodeProperties >> 11) & 1, *km.usesDynamicStack);
}

// Resources and occupancy as clang reports them (-Rpass-analysis=kernel-resource-usage), for the kernels of an
// object whose processor gcnkit's ISA covers.
std::vector<analysis::KernelResources> resourcesOf(std::span<const uint8_t> bytes) {
  std::vector<analysis::KernelResources> out;
  auto image = analysis::CodeImage::load(bytes);
  if (!image) return out;
  for (const analysis::Kernel& k : image->kernels()) out.push_back(analysis::kernelResources(*image, k));
  return out;
}

void describeResources(std::string& out, const analysis::KernelResources& r) {
  put(out, "  resources: {} SGPRs, {} VGPRs, {} AGPRs, scratch {} bytes per lane, {}, LDS {} bytes per work-group{}{} "
      "(counts from the {})\n",
      r.sgprs, r.vgprs, r.agprs, r.scratchPerLane, r.dynamicStack ? "dynamic stack" : "no dynamic stack",
      r.ldsPerWorkgroup, r.sgprSpills ? fmt::format(", {} SGPR spills", *r.sgprSpills) : std::string(),
      r.vgprSpills ? fmt::format(", {} VGPR spills", *r.vgprSpills) : std::string(), r.source);
  // What each resource alone would allow: LDS (with the work-groups a CU holds), SGPRs (before GFX10), VGPRs.
  std::string each = fmt::format("LDS {}", r.byLds);
  if (r.bySgprs) each += fmt::format(", SGPRs {}", r.bySgprs);
  each += fmt::format(", VGPRs {}", r.byVgprs);
  put(out, "  occupancy: {} waves per SIMD, limited by {} (of {}: {}; work-groups of up to {} work-items, wave{})\n",
      r.occupancy, analysis::limitName(r.limitedBy), r.byHardware, each, r.maxWorkgroupSize, r.waveSize);
}

nlohmann::ordered_json resourcesJson(const analysis::KernelResources& r) {
  nlohmann::ordered_json j;
  j["sgprs"] = r.sgprs;
  j["vgprs"] = r.vgprs;
  j["agprs"] = r.agprs;
  j["scratch_per_lane"] = r.scratchPerLane;
  j["dynamic_stack"] = r.dynamicStack;
  j["lds_per_workgroup"] = r.ldsPerWorkgroup;
  if (r.sgprSpills) j["sgpr_spills"] = *r.sgprSpills;
  if (r.vgprSpills) j["vgpr_spills"] = *r.vgprSpills;
  j["max_workgroup_size"] = r.maxWorkgroupSize;
  j["wave_size"] = r.waveSize;
  j["counts_from"] = r.source;
  nlohmann::ordered_json o;
  o["waves_per_simd"] = r.occupancy;
  o["limited_by"] = analysis::limitName(r.limitedBy);
  o["by_hardware"] = r.byHardware;
  o["by_lds"] = r.byLds;
  if (r.bySgprs) o["by_sgprs"] = r.bySgprs;
  o["by_vgprs"] = r.byVgprs;
  j["occupancy"] = o;
  return j;
}

std::string describe(const CodeObject& co, const std::vector<analysis::KernelResources>& resources) {
  std::string out;
  std::vector<std::string> warnings;
  const ElfFile& f = co.elf;
  put(out, "target:              {}\n", co.targetId());
  if (co.processor && co.unsupported)  // a generation being filled (GFX12.5): its descriptor fields, no ISA yet
    put(out, "processor:           {} ({}; {})\n", co.processor->name, genName(co.processor->gen),
        unsupportedProcessorMessage(*co.unsupported));
  else if (co.processor)
    put(out, "processor:           {} ({}{})\n", co.processor->name, genName(co.processor->gen),
        co.processor->flags & kGeneric ? ", generic" : "");
  else
    put(out, "processor:           {} ({}; {})\n", co.unsupported->name, co.unsupported->family,
        unsupportedProcessorMessage(*co.unsupported));
  if (co.genericVersion) put(out, "generic version:     {}\n", co.genericVersion);
  put(out, "code object version: {}\n",
      co.codeObjectVersion ? std::to_string(co.codeObjectVersion) : std::string("none (not amdhsa)"));
  put(out, "file type:           {}\n",
      f.type == ET_REL ? "relocatable" : f.type == ET_DYN ? "shared object (loadable)" : "other");
  put(out, "xnack: {}, sramecc: {}\n", settingName(co.xnack), settingName(co.sramecc));
  std::optional<HsaMetadata> md;
  if (co.metadata) {
    if (auto m = readHsaMetadata(*co.metadata)) md = *m;
    else warnings.push_back("the metadata note could not be read: " + m.error());
  } else if (!co.metadataV2.empty()) {  // V2: the YAML note in the same view (argument offsets laid out)
    if (auto kernels = readV2KernelMetadata(co.metadataV2)) md = HsaMetadata{{}, {}, std::move(*kernels)};
    else warnings.push_back("the V2 metadata note could not be read: " + kernels.error());
  } else if (co.codeObjectVersion >= 3) {
    warnings.push_back("no metadata note (NT_AMDGPU_METADATA): kernel arguments are unknown");
  } else if (co.codeObjectVersion == 2) {
    warnings.push_back("no V2 metadata note (NT_AMD_HSA_METADATA): kernel arguments are unknown");
  }
  if (md && !md->version.empty()) put(out, "metadata version:    {}\n", fmt::join(md->version, "."));
  if (md && !md->printf.empty()) put(out, "printf formats:      {}\n", md->printf.size());
  put(out, "kernels:             {}\n", co.kernels.size());
  for (const CodeObjectKernel& k : co.kernels) {
    put(out, "\nkernel {}\n", k.name);
    if (k.descriptor) describeDescriptor(out, co, *k.descriptor, f.type == ET_REL && !k.amdKernelCode);
    else put(out, "  descriptor: {}\n", k.descriptorError);
    for (const analysis::KernelResources& r : resources)
      if (r.kernel == k.name) describeResources(out, r);
    if (k.amdKernelCode) {  // code object V2: the whole header, as the .amd_kernel_code_t block writes it
      out += "  amd_kernel_code_t:\n";
      out += printAmdKernelCode(*k.amdKernelCode);
    }
    if (!md) continue;
    const KernelMetadata* km = nullptr;
    for (const KernelMetadata& m : md->kernels)
      if (m.name == k.name) km = &m;
    if (!km) {
      warnings.push_back(fmt::format("kernel {} has no metadata entry", k.name));
      continue;
    }
    describeMetadata(out, *km);
    if (k.descriptor) compare(warnings, k.name, *k.descriptor, *km);
  }
  if (md)
    for (const KernelMetadata& m : md->kernels) {
      bool found = false;
      for (const CodeObjectKernel& k : co.kernels) found |= k.name == m.name;
      if (!found) warnings.push_back(fmt::format("metadata names kernel {}, which has no descriptor", m.name));
    }
  if (!warnings.empty()) out += "\n";
  for (const std::string& w : warnings) put(out, "warning: {}\n", w);
  return out;
}

}  // namespace

int runInfo(int argc, char** argv) {
  CLI::App app{"Describe an AMDGPU code object", "gcnkit info"};
  std::string input, format = "text";
  app.add_option("input", input, "code object")->required();
  app.add_option("--format", format, "text, or json (target and each kernel's resources and occupancy)")
      ->check(CLI::IsMember({"text", "json"}))
      ->capture_default_str();
  if (auto rc = parseCommandLine(app, "gcnkit info", argc, argv)) return *rc;
  auto data = inputOrReport("gcnkit info", input);
  if (!data) return 1;
  const std::span<const uint8_t> bytes(reinterpret_cast<const uint8_t*>(data->data()), data->size());
  setActivity("describing " + input);
  // (GFX12.5's objects are read with their generation's descriptor fields; resources wait for its ISA)
  auto co = readCodeObject(bytes, ReadOptions{.allowUnsupportedProcessor = true,
                                              .processors = ProcessorScope::IncludingUnfinished});
  if (!co) {
    std::fprintf(stderr, "gcnkit info: error: %s: %s\n", input.c_str(), co.error().c_str());
    return 1;
  }
  const std::vector<analysis::KernelResources> resources =
      co->processor && !co->unsupported ? resourcesOf(bytes) : std::vector<analysis::KernelResources>{};
  if (format == "json") {
    nlohmann::ordered_json j;
    j["file"] = input;
    j["target"] = co->targetId();
    j["processor"] = std::string(co->processorName());
    j["code_object_version"] = co->codeObjectVersion;
    j["kernels"] = nlohmann::ordered_json::array();
    for (const CodeObjectKernel& k : co->kernels) {
      nlohmann::ordered_json x;
      x["name"] = k.name;
      for (const analysis::KernelResources& r : resources)
        if (r.kernel == k.name) x["resources"] = resourcesJson(r);
      j["kernels"].push_back(std::move(x));
    }
    printJson(j);
    return 0;
  }
  std::fputs(describe(*co, resources).c_str(), stdout);
  return 0;
}

}  // namespace gcnkit::cli
