// Helpers of the lint tests: a kernel (or a kernel and a function) from assembly text, checked by `gcnkit lint`'s
// analysis, and machine words for instructions the assembler refuses to write.
#pragma once
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "analysis/code_image.h"
#include "analysis/lint.h"
#include "asm/assembler.h"
#include "asm/object_output.h"
#include "codec/codec.h"
#include "object/elf_file.h"
#include "text/printer.h"

namespace gcnkit::lint_test {

struct KernelSource {
  std::string cpu = "gfx900";
  std::string body;            // the kernel's instructions (s_endpgm is appended)
  std::string functions;       // more code after the kernel (labels of functions: `.type f,@function` `f:` ...)
  unsigned vgprs = 32, sgprs = 32;
  std::string directives;      // more .amdhsa_* lines
  std::string metadata;        // an .amdgpu_metadata block's kernel entry lines (none: no metadata)
  bool endpgm = true;
  std::string mattr;           // -mattr for the assembler ("+wavefrontsize64": also the descriptor's wave size)
};

// Processors with one file of VGPRs and AGPRs need .amdhsa_accum_offset: the AGPRs after all the VGPRs.
inline std::string accumOffset(const KernelSource& k) {
  TargetResult t = makeTarget(k.cpu, "");
  if (!t.target || !t.target->proc || !(t.target->proc->flags & kAccumOffset)) return "";
  return fmt::format("  .amdhsa_accum_offset {}\n", (k.vgprs + 3) / 4 * 4);
}

inline std::string kernelText(const KernelSource& k) {
  std::string src = fmt::format(R"(.amdgcn_target "amdgcn-amd-amdhsa--{0}"
.amdhsa_code_object_version 5
.text
.globl k
.p2align 8
.type k,@function
k:
{1}
{2}
{3}
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr {4}
  .amdhsa_next_free_sgpr {5}
{6}
.end_amdhsa_kernel
)",
                                k.cpu, k.body, k.endpgm ? "  s_endpgm" : "", k.functions, k.vgprs, k.sgprs,
                                k.directives + accumOffset(k));
  if (!k.metadata.empty())
    src += fmt::format(R"(.amdgpu_metadata
---
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: {}
    .vgpr_count: {}
{}{}
amdhsa.version: [ 1, 2 ]
...
.end_amdgpu_metadata
)",
                       k.sgprs, k.vgprs,
                       k.metadata.find(".max_flat_workgroup_size") == std::string::npos
                           ? "    .max_flat_workgroup_size: 256\n"
                           : "",
                       k.metadata);
  return src;
}

// The object `gcnkit as` writes for the source (empty, with a test failure, when it does not assemble).
inline std::vector<uint8_t> objectOf(const std::string& src, const std::string& cpu, const std::string& mattr = "") {
  TargetResult t = makeTarget(cpu, mattr);
  if (!t.target) {
    ADD_FAILURE() << t.error;
    return {};
  }
  AssembleOptions o;
  o.target = *t.target;
  o.relocatable = o.hsa = true;
  o.codeObjectVersion = 5;
  AssembleResult r = assemble(src, o);
  if (r.errors) {
    ADD_FAILURE() << r.diagnostics << "\n" << src;
    return {};
  }
  auto bytes = writeObjectFile(r, o.target, ObjectOptions{true, 5});
  if (!bytes) {
    ADD_FAILURE() << bytes.error();
    return {};
  }
  return *bytes;
}

// The major version of the clang that built an object, from its .comment section ("clang version 19.1.7"); 0 when
// it does not say.
inline int clangMajor(const std::vector<uint8_t>& object) {
  auto elf = readElf(object);
  if (!elf) return 0;
  const int at = elf->findSection(".comment");
  if (at < 0) return 0;
  const std::vector<uint8_t>& d = elf->sections[size_t(at)].data;
  const std::string text(d.begin(), d.end());
  const size_t v = text.find("clang version ");
  return v == std::string::npos ? 0 : std::atoi(text.c_str() + v + 14);
}

// GFX12's SGPR reads after writes (hazard-sgpr-read-after-write) are waited for by an LLVM pass that llc 19 does
// not have (tools/oracle/hazard_rows_log.txt): clang-19's GFX12 code breaks the rule, truly; clang-22's keeps it.
inline bool predatesSgprWaits(const std::vector<uint8_t>& object, const std::string& rule) {
  const int major = clangMajor(object);
  return rule == "hazard-sgpr-read-after-write" && major > 0 && major < 22;
}

inline analysis::LintReport lintObject(const std::vector<uint8_t>& object, const analysis::LintOptions& o = {}) {
  auto image = analysis::CodeImage::load(object);
  if (!image) {
    ADD_FAILURE() << image.error();
    return {};
  }
  const Target t = image->target();
  return analysis::lint(*image, o, [t](const Instruction& i) {
    std::string s;
    printInstruction(i, t, s);
    return s;
  });
}

inline analysis::LintReport lintKernel(const KernelSource& k, const analysis::LintOptions& o = {}) {
  return lintObject(objectOf(kernelText(k), k.cpu, k.mattr), o);
}

// The findings of one rule.
inline std::vector<analysis::Finding> of(const analysis::LintReport& r, const std::string& rule) {
  std::vector<analysis::Finding> out;
  for (const analysis::Finding& f : r.findings)
    if (f.rule == rule) out.push_back(f);
  return out;
}

inline std::string dump(const analysis::LintReport& r) {
  std::string s;
  for (const analysis::Finding& f : r.findings)
    s += fmt::format("{}:{:#x}: {}: {} [{}]\n", f.routine, f.offset, analysis::severityName(f.severity), f.message, f.rule);
  return s;
}

// `.long` lines of an instruction the assembler would refuse to write (a misaligned SDATA, ...).
inline std::string words(const Instruction& inst, Gen g) {
  uint8_t buf[16]{};
  const size_t n = encode(inst, g, buf);
  std::string s;
  for (size_t i = 0; i + 4 <= n; i += 4)
    s += fmt::format("  .long {:#010x}\n", uint32_t(buf[i]) | uint32_t(buf[i + 1]) << 8 | uint32_t(buf[i + 2]) << 16 |
                                              uint32_t(buf[i + 3]) << 24);
  return s;
}

}  // namespace gcnkit::lint_test
