// OpenCL's small vector types for the host twin: two, three and four components with .x .y .z .w, laid out as
// OpenCL lays them out (a 3-component vector occupies four components), built by the twin_<type><n>(...)
// constructors that twin.h spells as vector literals on the device (the shim has no vector literals). Kernels use
// them for the builtins that take vectors and for printf's vector conversions (%v4hld), which twin_printf.h
// recognises through VectorTraits. (The 16-bit ones are twin_dot.h's bit containers.)
#pragma once
#include <cstdint>

namespace twin::cl {

template <class T, int N> struct Vec;
template <class T> struct Vec<T, 2> {
  T x, y;
};
template <class T> struct Vec<T, 3> {
  T x, y, z, unused;
};
template <class T> struct Vec<T, 4> {
  T x, y, z, w;
};

#define TWIN_VECTOR_TYPES(T, name)                                                                      \
  using name##2 = Vec<T, 2>;                                                                            \
  using name##3 = Vec<T, 3>;                                                                            \
  using name##4 = Vec<T, 4>;                                                                            \
  inline name##2 twin_##name##2(T a, T b) { return {a, b}; }                                            \
  inline name##3 twin_##name##3(T a, T b, T c) { return {a, b, c, T(0)}; }                              \
  inline name##4 twin_##name##4(T a, T b, T c, T d) { return {a, b, c, d}; }
TWIN_VECTOR_TYPES(int8_t, char)
TWIN_VECTOR_TYPES(uint8_t, uchar)
TWIN_VECTOR_TYPES(int32_t, int)
TWIN_VECTOR_TYPES(uint32_t, uint)
TWIN_VECTOR_TYPES(int64_t, long)
TWIN_VECTOR_TYPES(uint64_t, ulong)
TWIN_VECTOR_TYPES(float, float)
TWIN_VECTOR_TYPES(double, double)
#undef TWIN_VECTOR_TYPES

// What printf needs to know of an argument that may be a vector: its component type and count.
template <class T> struct VectorTraits {
  static constexpr int count = 0;
};
template <class T, int N> struct VectorTraits<Vec<T, N>> {
  using Element = T;
  static constexpr int count = N;
};

}  // namespace twin::cl
