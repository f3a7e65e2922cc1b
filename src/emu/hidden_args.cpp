// Code object V4 hidden kernel arguments (LLVM guide, "Kernel Argument Metadata", value kinds
// hidden_*): written where the kernel's metadata places them. The V5 implicit-argument block has its
// own file (the code-object work); this one fills only the kinds V4 kernels use.
#include <cstring>
#include <string_view>

#include "emu/dispatch.h"

namespace gcnkit::emu {

bool hasHiddenArg(const LoadedKernel& k, std::string_view kind) {
  if (!k.metadata) return false;
  for (const KernelArgMetadata& a : k.metadata->args)
    if (a.valueKind == kind) return true;
  return false;
}

void fillHiddenArgsV4(std::vector<uint8_t>& kernarg, const LoadedKernel& k, const DispatchConfig& c,
                      const HiddenBuffers& buffers) {
  if (!k.metadata) return;
  for (const KernelArgMetadata& a : k.metadata->args) {
    const std::string_view kind = a.valueKind;
    if (!kind.starts_with("hidden_") || a.size == 0 || a.offset + a.size > kernarg.size()) continue;
    uint64_t v = 0;
    if (kind == "hidden_global_offset_x") v = c.globalOffset[0];
    else if (kind == "hidden_global_offset_y") v = c.globalOffset[1];
    else if (kind == "hidden_global_offset_z") v = c.globalOffset[2];
    else if (kind == "hidden_printf_buffer") v = buffers.printf;
    else if (kind == "hidden_hostcall_buffer") v = buffers.hostcall;
    else if (kind == "hidden_none" || kind == "hidden_default_queue" || kind == "hidden_completion_action" ||
             kind == "hidden_multigrid_sync_arg" || kind == "hidden_heap_v1")
      v = 0;  // no device queue or heap: a null pointer tells the kernel so
    else
      continue;  // a V5 kind: its block is written elsewhere
    std::memcpy(kernarg.data() + a.offset, &v, std::min<uint64_t>(a.size, 8));
  }
}

}  // namespace gcnkit::emu
