// A buffer load through a resource of 16 dwords by 64 lanes: lanes past NUM_RECORDS read 0 (the hardware's rule,
// which the program checks) and gcnkit's buffer-range check reports the access on stderr naming the kernel.
#include "check.h"

__global__ void gather(int* in, int* out, int bytes) {
#ifdef __HIP_DEVICE_COMPILE__
  // Word 3 of the resource: 32-bit raw access; GFX10 selects the raw range check with OOB_SELECT (bits 29:28).
#if defined(__gfx1030__)
  const int word3 = 0x31016000;
#else
  const int word3 = 0x00027000;
#endif
  __amdgpu_buffer_rsrc_t r = __builtin_amdgcn_make_buffer_rsrc(in, 0, bytes, word3);
  out[threadIdx.x] = __builtin_amdgcn_raw_buffer_load_b32(r, threadIdx.x * 4, 0, 0);
#endif
}

int main() {
  int h[64];
  for (int i = 0; i < 64; ++i) h[i] = i + 1000;
  int *in, *out;
  HIP_CHECK(hipMalloc(&in, sizeof h));
  HIP_CHECK(hipMalloc(&out, sizeof h));
  HIP_CHECK(hipMemcpy(in, h, sizeof h, hipMemcpyHostToDevice));
  gather<<<1, 64>>>(in, out, 16 * 4);
  HIP_CHECK(hipGetLastError());
  int r[64];
  HIP_CHECK(hipMemcpy(r, out, sizeof r, hipMemcpyDeviceToHost));
  for (int i = 0; i < 64; ++i) CHECK(r[i] == (i < 16 ? i + 1000 : 0));
  std::printf("buffer_range: lanes 16-63 read 0\n");
  return 0;
}
