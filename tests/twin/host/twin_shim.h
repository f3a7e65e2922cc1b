// OpenCL C (and header-less HIP) kernels compiled as C++ for the host: address-space qualifiers, scalar
// types, work-item functions and the builtins the twin kernels use, with OpenCL's semantics (rounding,
// saturation, NaN rules) written out so that the host result is what the OpenCL specification says.
// Force-included before each kernel source by tests/twin/CMakeLists.txt (the generated host_*.cpp).
//
// Rules for kernels this shim can run (see tests/twin/README.md): scalar types only (no vector types or
// swizzles), __local only for arrays declared at kernel scope (they become per-thread statics: one group
// runs at a time per thread), shift counts masked by the kernel, no integer division by zero.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>
#include <utility>

#include "twin_runtime.h"
#include "twin_half.h"

#define TWIN_HOST 1
#define __kernel
#define __global
#define __constant
#define __private
#define __local static thread_local
#define restrict __restrict
#define CLK_LOCAL_MEM_FENCE 1
#define CLK_GLOBAL_MEM_FENCE 2

typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;
using twin::cl::half;

namespace twin::cl {

// ---- work-items ----
inline uint get_work_dim() { return rt::dispatch().range.dims; }
inline size_t get_global_id(uint d) { return d < 3 ? rt::current().global[d] : 0; }
inline size_t get_local_id(uint d) { return d < 3 ? rt::current().local[d] : 0; }
inline size_t get_group_id(uint d) { return d < 3 ? rt::current().group[d] : 0; }
// OpenCL 1.2 has uniform work-groups (clang marks its kernels so, and get_local_size folds to the
// enqueued size even in a partial edge group of an AQL dispatch); OpenCL 2.0 returns the partial size.
// The generated host twin defines TWIN_NONUNIFORM_GROUPS for sources built as OpenCL C 2.0.
inline size_t get_local_size_actual(uint d) { return d < 3 ? rt::current().groupSize[d] : 1; }
inline size_t get_local_size_uniform(uint d) { return d < 3 ? rt::dispatch().range.local[d] : 1; }
inline size_t get_enqueued_local_size(uint d) { return d < 3 ? rt::dispatch().range.local[d] : 1; }
inline size_t get_global_size(uint d) { return d < 3 ? rt::dispatch().range.global[d] : 1; }
inline size_t get_num_groups(uint d) { return d < 3 ? rt::dispatch().groups[d] : 1; }
inline size_t get_global_offset(uint) { return 0; }
inline void barrier(int) { rt::barrier(); }
#ifdef TWIN_NONUNIFORM_GROUPS
#define get_local_size get_local_size_actual
#else
#define get_local_size get_local_size_uniform
#endif
inline void mem_fence(int) {}

// ---- integers ----
template <class T>
concept Int = std::is_integral_v<T>;

template <Int T> T mul_hi(T a, T b) {
  if constexpr (sizeof(T) == 8) {
    using W = std::conditional_t<std::is_signed_v<T>, __int128, unsigned __int128>;
    return T((W(a) * W(b)) >> 64);
  } else {
    using W = std::conditional_t<std::is_signed_v<T>, int64_t, uint64_t>;
    return T((W(a) * W(b)) >> (8 * sizeof(T)));
  }
}
// 24-bit multiplies: the low 24 bits of each operand (sign-extended for int), as the hardware does.
inline int mul24(int a, int b) { return int(uint32_t(int64_t((a << 8) >> 8) * int64_t((b << 8) >> 8))); }
inline uint mul24(uint a, uint b) { return (a & 0xffffffu) * (b & 0xffffffu); }
inline int mad24(int a, int b, int c) { return int(uint32_t(mul24(a, b)) + uint32_t(c)); }
inline uint mad24(uint a, uint b, uint c) { return mul24(a, b) + c; }
template <Int T> T rotate(T v, T n) {
  using U = std::make_unsigned_t<T>;
  constexpr unsigned bits = 8 * sizeof(T);
  const unsigned s = unsigned(U(n) % bits);
  return s ? T(U(U(v) << s) | U(U(v) >> (bits - s))) : v;
}
template <Int T> T clz(T v) {
  using U = std::make_unsigned_t<T>;
  U u = U(v);
  T n = 0;
  for (U bit = U(U(1) << (8 * sizeof(T) - 1)); bit && !(u & bit); bit >>= 1) ++n;
  return n;
}
template <Int T> T popcount(T v) {
  using U = std::make_unsigned_t<T>;
  T n = 0;
  for (U u = U(v); u; u &= u - 1) ++n;
  return n;
}
template <Int T> std::make_unsigned_t<T> abs(T v) {
  using U = std::make_unsigned_t<T>;
  return v < 0 ? U(0) - U(v) : U(v);
}
template <Int T> std::make_unsigned_t<T> abs_diff(T a, T b) {
  using U = std::make_unsigned_t<T>;
  return a > b ? U(U(a) - U(b)) : U(U(b) - U(a));
}
template <Int T> T add_sat(T a, T b) {
  T r;
  if (!__builtin_add_overflow(a, b, &r)) return r;
  if constexpr (std::is_signed_v<T>) return a < 0 ? std::numeric_limits<T>::min() : std::numeric_limits<T>::max();
  else return T(~T(0));
}
template <Int T> T sub_sat(T a, T b) {
  T r;
  if (!__builtin_sub_overflow(a, b, &r)) return r;
  if constexpr (std::is_signed_v<T>) return a < 0 ? std::numeric_limits<T>::min() : std::numeric_limits<T>::max();
  else return T(0);
}
template <Int T> T hadd(T a, T b) { return T((a >> 1) + (b >> 1) + (a & b & 1)); }
template <Int T> T rhadd(T a, T b) { return T((a >> 1) + (b >> 1) + ((a | b) & 1)); }
template <Int T> T ctz(T v) {
  using U = std::make_unsigned_t<T>;
  U u = U(v);
  T n = 0;
  for (U bit = 1; bit && !(u & bit); bit = U(bit << 1)) ++n;
  return n;
}
template <Int T> T mad_hi(T a, T b, T c) { return T(mul_hi(a, b) + c); }
// a * b + c saturated to T (the product of two 32-bit values is exact in 64 bits; the sum is clamped).
inline int mad_sat(int a, int b, int c) {
  const int64_t r = int64_t(a) * int64_t(b) + int64_t(c);
  return r < INT32_MIN ? INT32_MIN : r > INT32_MAX ? INT32_MAX : int(r);
}
// upsample(hi, lo): hi in the upper half of the twice-as-wide result.
inline uint32_t upsample(uint16_t hi, uint16_t lo) { return uint32_t(hi) << 16 | lo; }
inline uint64_t upsample(uint32_t hi, uint32_t lo) { return uint64_t(hi) << 32 | lo; }
template <Int T> T min(T a, T b) { return b < a ? b : a; }
template <Int T> T max(T a, T b) { return a < b ? b : a; }
template <Int T> T clamp(T v, T lo, T hi) { return min(max(v, lo), hi); }

// ---- bit casts ----
template <class To, class From> To bitcast(From v) {
  static_assert(sizeof(To) == sizeof(From));
  To t;
  std::memcpy(&t, &v, sizeof t);
  return t;
}
inline float as_float(uint v) { return bitcast<float>(v); }
inline float as_float(int v) { return bitcast<float>(v); }
inline uint as_uint(float v) { return bitcast<uint>(v); }
inline int as_int(float v) { return bitcast<int>(v); }
inline double as_double(ulong v) { return bitcast<double>(v); }
inline double as_double(long v) { return bitcast<double>(v); }
inline ulong as_ulong(double v) { return bitcast<ulong>(v); }
inline long as_long(double v) { return bitcast<long>(v); }

}  // namespace twin::cl

#include "twin_atomic.h"
#include "twin_dot.h"
#include "twin_fp8.h"
#include "twin_float.h"
#include "twin_subgroup.h"
#include "twin_mfma.h"  // after twin_subgroup.h: it exchanges values across the wave
#include "twin_smfmac.h"  // likewise
#include "twin_lds_dma.h"  // after twin_subgroup.h: the lane in the wave places the dword
#include "twin_vector.h"
#include "twin_printf.h"

using namespace twin::cl;

// ---- registration: TWIN_KERNELS(a, b, ...) at the end of a kernel source ----
namespace twin::rt {
template <class T> T argAs(const ArgValue& a) {
  if constexpr (std::is_pointer_v<T>) {
    return static_cast<T>(a.pointer);
  } else {
    // A by-value aggregate larger than `bits` comes as bytes of its exact size.
    if (a.bytes ? a.byteCount != sizeof(T) : sizeof(T) > sizeof a.bits)
      fail("a by-value argument's bytes do not match the kernel parameter's size");
    T v;
    std::memcpy(&v, a.bytes ? a.bytes : &a.bits, sizeof v);
    return v;
  }
}
template <class... A, size_t... I> void callWith(void (*f)(A...), const ArgValue* a, std::index_sequence<I...>) {
  f(argAs<A>(a[I])...);
}
template <class... A> void thunkFor(void* f, const ArgValue* a) {
  callWith(reinterpret_cast<void (*)(A...)>(f), a, std::index_sequence_for<A...>{});
}
template <class... A> bool registerTyped(const char* name, void (*f)(A...), bool sync) {
  return registerKernel(name, &thunkFor<A...>, reinterpret_cast<void*>(f), sizeof...(A), sync);
}
}  // namespace twin::rt

#define TWIN_REG_1(sync, k) static const bool twin_registered_##k = twin::rt::registerTyped(#k, &k, sync);
#define TWIN_REG_2(s, k, ...) TWIN_REG_1(s, k) TWIN_REG_1(s, __VA_ARGS__)
#define TWIN_REG_3(s, k, ...) TWIN_REG_1(s, k) TWIN_REG_2(s, __VA_ARGS__)
#define TWIN_REG_4(s, k, ...) TWIN_REG_1(s, k) TWIN_REG_3(s, __VA_ARGS__)
#define TWIN_REG_5(s, k, ...) TWIN_REG_1(s, k) TWIN_REG_4(s, __VA_ARGS__)
#define TWIN_REG_6(s, k, ...) TWIN_REG_1(s, k) TWIN_REG_5(s, __VA_ARGS__)
#define TWIN_REG_7(s, k, ...) TWIN_REG_1(s, k) TWIN_REG_6(s, __VA_ARGS__)
#define TWIN_REG_8(s, k, ...) TWIN_REG_1(s, k) TWIN_REG_7(s, __VA_ARGS__)
#define TWIN_REG_PICK(_1, _2, _3, _4, _5, _6, _7, _8, NAME, ...) NAME
#define TWIN_REG(sync, ...)                                                                                  \
  TWIN_REG_PICK(__VA_ARGS__, TWIN_REG_8, TWIN_REG_7, TWIN_REG_6, TWIN_REG_5, TWIN_REG_4, TWIN_REG_3, TWIN_REG_2, \
                TWIN_REG_1)                                                                                  \
  (sync, __VA_ARGS__)
#define TWIN_KERNELS(...) TWIN_REG(false, __VA_ARGS__)
#define TWIN_SYNC_KERNELS(...) TWIN_REG(true, __VA_ARGS__)
