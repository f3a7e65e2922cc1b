// The public toolchain API (include/gcnkit/toolchain.h) over the assembler, the disassembler and the
// code-object reader.
#include "gcnkit/toolchain.h"

#include <elf.h>

#include <cstdio>

#include "asm/assembler.h"
#include "asm/object_disassembler.h"
#include "asm/object_output.h"
#include "asm/source_target.h"
#include "codec/codec.h"
#include "object/code_object.h"
#include "object/shared_object.h"
#include "text/disassembler.h"
#include "text/printer.h"

namespace gcnkit::toolchain {

namespace {

std::optional<Target> targetOr(std::string_view mcpu, std::string_view mattr, std::string* error) {
  TargetResult t = makeTarget(mcpu, mattr);
  if (!t.target && error) *error = t.error;
  return t.target;
}

KernelMetadata publicMetadata(const gcnkit::KernelMetadata& m) {
  KernelMetadata p;
  p.symbol = m.symbol;
  p.kernargSegmentSize = m.kernargSegmentSize;
  p.kernargSegmentAlign = m.kernargSegmentAlign;
  p.groupSegmentFixedSize = m.groupSegmentFixedSize;
  p.privateSegmentFixedSize = m.privateSegmentFixedSize;
  p.wavefrontSize = m.wavefrontSize;
  p.sgprCount = m.sgprCount;
  p.vgprCount = m.vgprCount;
  p.maxFlatWorkgroupSize = m.maxFlatWorkgroupSize;
  p.reqdWorkgroupSize = m.reqdWorkgroupSize;
  for (const KernelArgMetadata& a : m.args)
    p.arguments.push_back({a.name, a.typeName, a.valueKind, a.addressSpace, a.offset, a.size});
  return p;
}

}  // namespace

std::string checkTarget(std::string_view mcpu, std::string_view mattr) {
  std::string error;
  targetOr(mcpu, mattr, &error);
  return error;
}

std::optional<TargetName> sourceTarget(std::string_view source) {
  TargetName n;
  if (!targetFromSource(source, n.mcpu, n.mattr)) return std::nullopt;
  return n;
}

Assembled assemble(std::string_view source, const AssembleOptions& options) {
  Assembled out;
  std::string mcpu = options.mcpu, mattr = options.mattr.value_or("");
  if (mcpu.empty()) {
    auto named = sourceTarget(source);
    if (!named) {
      out.failure = AssembleFailure::NoProcessor;
      out.error = "no processor: the source has no .amdgcn_target directive";
      return out;
    }
    mcpu = named->mcpu;
    if (!options.mattr) mattr = named->mattr;
  }
  auto t = targetOr(mcpu, mattr, &out.error);
  if (!t) {
    out.failure = AssembleFailure::Target;
    return out;
  }
  gcnkit::AssembleOptions ao;
  ao.target = *t;
  ao.mattr = mattr;
  ao.fileName = options.fileName;
  ao.relocatable = options.output != Output::Raw;
  ao.textOnly = options.output == Output::Raw;
  ao.codeObjectVersion = options.codeObjectVersion;
  ao.hsa = options.hsa;
  ao.threads = options.threads;
  ao.errorLimit = options.errorLimit;
  ao.sourceDone = options.sourceDone;
  AssembleResult r = gcnkit::assemble(source, ao);
  out.diagnostics = std::move(r.diagnostics);
  if (r.errors) {
    out.failure = AssembleFailure::Source;
    return out;
  }
  if (options.output == Output::Raw) {
    out.bytes = std::move(r.bytes);
    return out;
  }
  auto object = writeObjectFile(r, *t, ObjectOptions{options.hsa, options.codeObjectVersion});
  if (!object) {
    out.failure = AssembleFailure::Object;
    out.error = object.error();
    return out;
  }
  out.bytes = std::move(*object);
  if (options.output == Output::Shared) {
    out.bytes = linkShared(out.bytes, &out.error);
    if (out.bytes.empty()) out.failure = AssembleFailure::Link;
  }
  return out;
}

std::vector<uint8_t> linkShared(std::span<const uint8_t> object, std::string* error) {
  auto linked = linkSharedObject(object);
  if (!linked) {
    if (error) *error = linked.error();
    return {};
  }
  return std::move(*linked);
}

std::string disassemble(std::span<const uint8_t> code, std::string_view mcpu, std::string_view mattr,
                        std::string* error) {
  auto t = targetOr(mcpu, mattr, error);
  return t ? disassembleListing(code, *t) : std::string();
}

bool disassemble(std::span<const uint8_t> code, std::string_view mcpu, std::string_view mattr,
                 const std::function<void(std::span<const std::string_view> pieces)>& write, int threads,
                 std::string* error) {
  auto t = targetOr(mcpu, mattr, error);
  if (!t) return false;
  disassembleListingPieces(code, *t, write, threads);
  return true;
}

std::string disassembleInstruction(std::string_view mcpu, std::string_view mattr, std::span<const uint8_t> bytes) {
  // One target per thread, kept while the processor and features stay the same (an emulator's reports and
  // trace lines ask for many instructions of one target).
  thread_local std::string lastCpu, lastAttr;
  thread_local std::optional<Target> last;
  if (!last || mcpu != lastCpu || mattr != lastAttr) {
    last = targetOr(mcpu, mattr, nullptr);
    lastCpu = mcpu;
    lastAttr = mattr;
  }
  Instruction inst;
  if (last && decode(bytes, *last, inst) > 0) {
    std::string text;
    printInstruction(inst, *last, text);
    return text;
  }
  uint32_t word = 0;
  for (size_t i = 0; i < 4 && i < bytes.size(); ++i) word |= uint32_t(bytes[i]) << (8 * i);
  char buf[32];
  std::snprintf(buf, sizeof buf, ".long 0x%08x", word);
  return buf;
}

// ---------------------------------------------------------------- code objects

struct CodeObject::Impl {
  gcnkit::CodeObject co;
  std::vector<Kernel> kernels;
};

CodeObject::CodeObject() : impl_(std::make_unique<Impl>()) {}
CodeObject::~CodeObject() = default;

std::unique_ptr<CodeObject> CodeObject::read(std::span<const uint8_t> bytes, std::string* error) {
  auto co = readCodeObject(bytes);
  if (!co) {
    if (error) *error = co.error();
    return nullptr;
  }
  std::unique_ptr<CodeObject> p(new CodeObject());
  p->impl_->co = std::move(*co);
  const gcnkit::CodeObject& c = p->impl_->co;
  for (const CodeObjectKernel& k : c.kernels) {
    Kernel& out = p->impl_->kernels.emplace_back();
    out.name = k.name;
    if (k.descriptor) {
      out.descriptor = describeKernelDescriptor(*k.descriptor, c.target());
      const auto bytes = k.descriptor->encode();
      out.descriptorBytes.assign(bytes.begin(), bytes.end());
    } else {
      out.descriptorError = k.descriptorError.empty() ? "no kernel descriptor" : k.descriptorError;
    }
    if (auto md = kernelMetadata(c, k.name, out.metadataError)) out.metadata = publicMetadata(*md);
  }
  return p;
}

std::string CodeObject::processor() const { return std::string(impl_->co.processorName()); }
std::string CodeObject::targetId() const { return impl_->co.targetId(); }
int CodeObject::codeObjectVersion() const { return impl_->co.codeObjectVersion; }
bool CodeObject::relocatable() const { return impl_->co.elf.type == ET_REL; }
const std::vector<Kernel>& CodeObject::kernels() const { return impl_->kernels; }

const Kernel* CodeObject::kernel(std::string_view name) const {
  for (const Kernel& k : impl_->kernels)
    if (k.name == name) return &k;
  return nullptr;
}

bool CodeObject::decodeAs(std::string_view mcpu) {
  const Processor* p = findProcessor(mcpu);
  if (!p) return false;
  impl_->co.processor = p;
  return true;
}

std::string CodeObject::disassemble(std::string_view fileName) const { return objdumpListing(impl_->co, fileName); }

void CodeObject::disassemble(std::string_view fileName, const std::function<void(std::string_view chunk)>& write,
                             int threads) const {
  objdumpListing(impl_->co, fileName, write, threads);
}

CodeObject::Source CodeObject::source() const {
  ObjectSource s = objectSource(impl_->co);
  return {std::move(s.text), std::move(s.inexact)};
}

}  // namespace gcnkit::toolchain
