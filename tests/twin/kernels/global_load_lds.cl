// Loads into LDS through clang's __builtin_amdgcn_global_load_lds (LLVM's llvm.amdgcn.global.load.lds: a global
// pointer per lane, a wave-uniform LDS pointer, 1/2/4 bytes, an immediate offset "applied to both global and LDS
// address"); clang-19 accepts it only with gfx940-insts, so gfx942 (global_load_lds_dword/_ushort/_ubyte). Each
// lane's element lands in LDS at the LDS pointer + the offset + lane * 4, a byte or short zero-extended to a dword
// (src/emu/README.md, "Loads into LDS"); the host twin (host/twin_lds_dma.h) writes those dwords itself. After a
// barrier each work-item reads another lane's slot. A work-group is one wave of 64 (the LDS pointer is the wave's).
// clang-19 needs two workarounds here: the LDS pointer is spelled &tile[0] (given the array `tile`, its codegen of
// the builtin loads the array by value and casts it to a pointer: invalid IR, which crashes the backend), and the
// post-RA machine scheduler is off (it crashes on the LDS-DMA instruction: a segfault in clang-19.1.7).
// twin-cpus: gfx942
// twin-clang-flags: -mllvm -enable-post-misched=false
#include "twin.h"

__kernel void lds_dma_dword(__global uint* in, __global uint* out) {
  __local uint tile[64];
  const size_t l = get_local_id(0), g = get_global_id(0);
  tile[l] = 0xdeadbeefu;
  barrier(CLK_LOCAL_MEM_FENCE);
  __builtin_amdgcn_global_load_lds(in + g, &tile[0], 4, 0, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = tile[63 - l];
}

__kernel void lds_dma_ushort(__global uint* in, __global uint* out) {
  __local uint tile[64];
  const size_t l = get_local_id(0), g = get_global_id(0);
  tile[l] = 0xdeadbeefu;
  barrier(CLK_LOCAL_MEM_FENCE);
  __builtin_amdgcn_global_load_lds((__global ushort*)(in + g) + 1, &tile[0], 2, 0, 0);  // the high short
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = tile[(l + 5) % 64];
}

__kernel void lds_dma_ubyte(__global uint* in, __global uint* out) {
  __local uint tile[64];
  const size_t l = get_local_id(0), g = get_global_id(0);
  tile[l] = 0xdeadbeefu;
  barrier(CLK_LOCAL_MEM_FENCE);
  __builtin_amdgcn_global_load_lds((__global uchar*)(in + g) + 3, &tile[0], 1, 0, 0);  // the top byte
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = tile[l ^ 1];
}

// Offset 256 bytes: the global element 64 dwords on, and the LDS slot 64 dwords on (tile[64 + lane]).
__kernel void lds_dma_offset(__global uint* in, __global uint* out) {
  __local uint tile[128];
  const size_t l = get_local_id(0), g = get_global_id(0);
  tile[l] = 0xdeadbeefu;
  tile[64 + l] = 0xdeadbeefu;
  barrier(CLK_LOCAL_MEM_FENCE);
  __builtin_amdgcn_global_load_lds(in + g, &tile[0], 4, 256, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[2 * g] = tile[64 + (63 - l)];
  out[2 * g + 1] = tile[l];  // untouched by the load
}

TWIN_SYNC_KERNELS(lds_dma_dword, lds_dma_ushort, lds_dma_ubyte, lds_dma_offset)
