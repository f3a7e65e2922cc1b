// The inside of a loaded module (include/gcnkit/module.h), for the library's own users of it (the command line,
// the Python module): the loaded kernels as the dispatch takes them. Internal to gcnkit.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "emu/code_object.h"
#include "emu/dispatch.h"
#include "gcnkit/module.h"
#include "object/loadable_image.h"

namespace gcnkit::emu {

struct Module::Impl {
  Machine* machine = nullptr;
  LoadableImage image;
  uint64_t base = 0;
  std::string processor;
  int codeObjectVersion = 0;
  std::vector<std::string> names;
  std::vector<LoadedKernel> kernels;  // parallel to names; code in the machine (LoadedKernel::loadedCode)
  std::vector<std::string> kernelErrors;  // parallel: why a kernel cannot run (no descriptor, no code)

  const LoadedKernel* find(std::string_view name, std::string* error) const;
};

// Dispatches a kernel of the module with a full dispatch configuration (dynamic private bytes, global offsets,
// arguments bound by emu/kernel_args.h) and releases the dispatch's memory afterwards. `layout`, when given,
// receives where it was.
LaunchResult launchKernel(Module& module, const LoadedKernel& k, const DispatchConfig& c, DispatchLayout* layout = nullptr);

}  // namespace gcnkit::emu
