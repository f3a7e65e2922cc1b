// The public Kernel (include/gcnkit/dispatch.h): a loaded kernel, its metadata's arguments, and dispatches
// with arguments bound to guest memory, over emu/code_object.h, emu/kernel_args.h and emu/dispatch.h.
#include "gcnkit/dispatch.h"

#include "emu/code_object.h"
#include "emu/dispatch.h"
#include "emu/dispatch_limits.h"
#include "emu/kernel_args.h"

namespace gcnkit::emu {

struct Kernel::Impl {
  LoadedKernel k;
};

struct KernelAccess {
  static const LoadedKernel& loaded(const Kernel& k) { return k.impl_->k; }
};

Kernel::Kernel() : impl_(std::make_unique<Impl>()) {}
Kernel::~Kernel() = default;

std::unique_ptr<Kernel> Kernel::load(std::span<const uint8_t> codeObject, std::string_view name, std::string* error) {
  auto loaded = loadKernel(codeObject, name);
  if (!loaded) {
    if (error) *error = loaded.error();
    return nullptr;
  }
  std::unique_ptr<Kernel> k(new Kernel());
  k->impl_->k = std::move(*loaded);
  return k;
}

const std::string& Kernel::name() const { return impl_->k.name; }
const std::string& Kernel::processor() const { return impl_->k.processor; }
std::string Kernel::waveSizeFeature() const { return emu::waveSizeFeature(impl_->k); }

std::optional<std::vector<Kernel::Argument>> Kernel::explicitArguments() const {
  if (!impl_->k.metadata) return std::nullopt;
  std::vector<Argument> out;
  for (const KernelArgMetadata* a : emu::explicitArguments(*impl_->k.metadata)) out.push_back({a->name, a->typeName, argTypeClass(a->typeName), a->offset, a->size});
  return out;
}

std::string Kernel::checkArguments(const std::vector<KernelArg>& args, std::string_view what) const {
  return checkKernelArgs(impl_->k, args, what);
}

std::string Kernel::checkDispatch(const KernelDispatch& d, uint32_t waveSize) const {
  return dispatchLimitError(impl_->k, d, waveSize);
}

std::optional<BoundArgs> bindKernelArgs(Machine& m, const Kernel& k, std::vector<KernelArg>& args, KernelDispatch& d,
                                        std::string* error) {
  std::string why;
  auto bound = bindKernelArgs(m, KernelAccess::loaded(k), args, d, why);
  if (!bound && error) *error = why;
  return bound;
}

LaunchResult dispatchKernel(Machine& m, const Kernel& k, const KernelDispatch& d) {
  return dispatch(m, KernelAccess::loaded(k), d);
}

}  // namespace gcnkit::emu
