// Templated kernels instantiated for several types, device functions, and integer intrinsics whose results are
// exact: __popc, __popcll, __clz, __ffs, __brev, __umulhi, __mul24, funnel shifts by hand, min/max, and sqrt and
// fma of exactly representable values.
#include "check.h"

#include <cmath>
#include <cstdint>
#include <vector>

template <class T>
__device__ T combine(T a, T b) {
  return a * T(3) - b / T(2);
}

template <class T>
__global__ void apply(const T* a, const T* b, T* out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = combine(a[i], b[i]);
}

__global__ void bits(const unsigned* in, unsigned* out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const unsigned v = in[i];
  const unsigned long long w = (unsigned long long)v << 17 | v;
  unsigned* o = out + 8 * i;
  o[0] = __popc(v);
  o[1] = __popcll(w);
  o[2] = __clz(v);
  o[3] = __ffs(v);
  o[4] = __brev(v);
  o[5] = __umulhi(v, 0x9e3779b9u);
  o[6] = min(v, 12345u) + max(v >> 3, 99u);
  o[7] = unsigned(sqrtf(float((v & 0xff) * (v & 0xff)))) + unsigned(fmaf(float(v & 0x3ff), 2.0f, 1.0f));
}

template <class T>
void checkApply(int n) {
  std::vector<T> a(n), b(n), out(n);
  for (int i = 0; i < n; ++i) a[i] = T(i % 50), b[i] = T((i * 7) % 40);
  T *da, *db, *dout;
  HIP_CHECK(hipMalloc(&da, n * sizeof(T)));
  HIP_CHECK(hipMalloc(&db, n * sizeof(T)));
  HIP_CHECK(hipMalloc(&dout, n * sizeof(T)));
  HIP_CHECK(hipMemcpy(da, a.data(), n * sizeof(T), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(db, b.data(), n * sizeof(T), hipMemcpyHostToDevice));
  apply<T><<<(n + 127) / 128, 128>>>(da, db, dout, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipMemcpy(out.data(), dout, n * sizeof(T), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) CHECK(out[i] == a[i] * T(3) - b[i] / T(2));
  HIP_CHECK(hipFree(da));
  HIP_CHECK(hipFree(db));
  HIP_CHECK(hipFree(dout));
}

static unsigned reverse(unsigned v) {
  unsigned r = 0;
  for (int k = 0; k < 32; ++k) r |= ((v >> k) & 1u) << (31 - k);
  return r;
}

int main() {
  checkApply<int>(1000);
  checkApply<float>(1000);
  checkApply<double>(1000);
  checkApply<long long>(1000);
  const int n = 512;
  std::vector<unsigned> in(n), out(8 * n);
  for (int i = 0; i < n; ++i) in[i] = i == 0 ? 0u : (unsigned(i) * 2654435761u) ^ (unsigned(i) << 20);
  unsigned *din, *dout;
  HIP_CHECK(hipMalloc(&din, n * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&dout, 8 * n * sizeof(unsigned)));
  HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(unsigned), hipMemcpyHostToDevice));
  bits<<<n / 64, 64>>>(din, dout, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipMemcpy(out.data(), dout, 8 * n * sizeof(unsigned), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    const unsigned v = in[i];
    const unsigned long long w = (unsigned long long)v << 17 | v;
    const unsigned* o = &out[8 * i];
    CHECK(o[0] == unsigned(__builtin_popcount(v)));
    CHECK(o[1] == unsigned(__builtin_popcountll(w)));
    CHECK(o[2] == (v ? unsigned(__builtin_clz(v)) : 32u));
    CHECK(o[3] == unsigned(__builtin_ffs(int(v))));
    CHECK(o[4] == reverse(v));
    CHECK(o[5] == unsigned((uint64_t(v) * 0x9e3779b9u) >> 32));
    CHECK(o[6] == std::min(v, 12345u) + std::max(v >> 3, 99u));
    CHECK(o[7] == (v & 0xff) + (v & 0x3ff) * 2 + 1);
  }
  std::printf("templates_intrinsics: 4 instantiations and %d x 8 intrinsic results correct\n", n);
  HIP_CHECK(hipFree(din));
  HIP_CHECK(hipFree(dout));
  return 0;
}
