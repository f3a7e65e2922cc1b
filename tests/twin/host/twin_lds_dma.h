// clang's __builtin_amdgcn_global_load_lds for the host (the twin kernels/global_load_lds.cl), written from LLVM's
// description of llvm.amdgcn.global.load.lds and src/emu/README.md's "Loads into LDS", not from the emulator's
// code: the work-item's `size` bytes (1, 2 or 4) at its global pointer + `offset` land, zero-extended to a dword,
// at the wave-uniform LDS pointer + `offset` + its lane in the wave * 4. `aux` (cache policy) changes no value.
#pragma once
#include <cstdint>
#include <cstring>

namespace twin::cl {

inline void twin_global_load_lds(const void* global, void* lds, unsigned size, int offset, unsigned aux) {
  (void)aux;
  uint32_t v = 0;  // little-endian, as the GPU
  std::memcpy(&v, static_cast<const char*>(global) + offset, size);
  std::memcpy(static_cast<char*>(lds) + offset + 4 * get_sub_group_local_id(), &v, 4);
}

}  // namespace twin::cl

#define __builtin_amdgcn_global_load_lds twin::cl::twin_global_load_lds
