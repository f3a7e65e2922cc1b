// printf for the host twin, printing what a ROCm runtime prints for the same call on the GPU. The kernel's call
// is captured here with the argument types the device stores (C's promotions, OpenCL's 4-byte floats, vectors
// component by component) and formatted by twin_printf.cpp under the rules of the runtime that prints that kind
// of printf; the text is kept by the twin runtime per work-item and call (twin_runtime.h: recordPrintf), and
// comes out in the order the GPU runtime's output has: work-group, wave, call, lane. A wave makes a call for all
// its lanes that reach it at once, which the twin, running work-items one by one, cannot see: it orders the calls
// of a wave by their line in the source, then by how many times the work-item made that call before. That is the
// GPU's order when the printf calls of a kernel run in the order of their lines (straight-line code, conditions
// included; a single call in a loop).

//
// The kinds (which one a kernel source gets: TWIN_PRINTF_KIND, OpenCL unless twin_hip.h says otherwise):
//  * OpenClBuffered: OpenCL C's printf, whose arguments the compiler stores in the printf buffer (vectors whole;
//    a scalar float promoted to a double as C's variadic calls do, except for a %f conversion, where LLVM's
//    printf lowering stores the float itself, 4 bytes, as it does a floating-point constant for %f) and whose
//    text ROCm's runtime formats conversion by conversion through the C library,
//    with its own rules: the blanks right after a '%' are dropped; a 4-byte float that is infinite or NaN prints as
//    `infinity`, `-infinity`, `nan` or `-nan` with the conversion reduced to `%s` (its width and precision gone); the
//    `hl` of a vector conversion (%v2hlf, %v4hld) and the `hh` of a 4-byte one are removed; an 8-byte integer is
//    printed with `ll`; a vector prints its components separated by commas; the text after the last conversion is
//    printed as it is (a `%%` there stays two characters).
//  * HipHostcall: HIP's default printf, each argument sent as 64 bits through the hostcall buffer (32-bit integers
//    zero-extended, floats as doubles, strings as their characters) and each conversion given to the C library.
//  * HipBuffered: HIP's printf with -mprintf-kind=buffered: the printf buffer as in OpenCL, but records of 64-bit
//    words (C++'s promotions: a float as a double) that ROCm's runtime formats exactly as it formats hostcall
//    messages (its buffered path builds a hostcall message from each record and hands it to the same formatter),
//    so the text is HipHostcall's: `%lld` is C's, none of the OpenCL rules above.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "twin_half.h"
#include "twin_vector.h"

namespace twin::cl {

enum class PrintfKind : uint8_t { OpenClBuffered, HipBuffered, HipHostcall };

struct PrintArg {
  enum class Kind : uint8_t { Integer, Float, String, Pointer } kind = Kind::Integer;
  uint8_t size = 0;        // bytes the device stores per component: 1, 2, 4 or 8
  uint8_t components = 0;  // 0 for a scalar, else the vector's component count
  uint64_t bits[4] = {};   // each component's bytes, little-endian, zero-extended
  const char* text = nullptr;
  bool promotedFloat = false;  // a scalar float of OpenCL's printf: stored as a double unless the conversion is %f
};

// Formats the call and records its text for the calling work-item, made at source line `line` (twin_printf.cpp).
// Returns 0, as OpenCL's printf does on success.
int formatAndRecordPrintf(PrintfKind kind, unsigned line, const char* format, const PrintArg* args, size_t count);

template <class T> void setComponent(PrintArg& a, unsigned i, T v, PrintfKind kind) {
  if constexpr (std::is_same_v<T, float>) {
    a.kind = PrintArg::Kind::Float;
    if (kind == PrintfKind::OpenClBuffered) {
      a.size = 4;
      uint32_t b;
      std::memcpy(&b, &v, 4);
      a.bits[i] = b;
    } else {
      a.size = 8;
      const double d = v;
      std::memcpy(&a.bits[i], &d, 8);
    }
  } else if constexpr (std::is_same_v<T, double>) {
    a.kind = PrintArg::Kind::Float;
    a.size = 8;
    std::memcpy(&a.bits[i], &v, 8);
  } else {
    static_assert(std::is_integral_v<T>, "printf argument of a type the twin does not print");
    a.kind = PrintArg::Kind::Integer;
    a.size = uint8_t(sizeof(T));
    a.bits[i] = uint64_t(std::make_unsigned_t<T>(v));
  }
}

template <class T> PrintArg printArg(PrintfKind kind, T v) {
  PrintArg a;
  if constexpr (std::is_same_v<T, const char*> || std::is_same_v<T, char*>) {
    a.kind = PrintArg::Kind::String;
    a.size = 8;
    a.text = v;
  } else if constexpr (std::is_pointer_v<T> || std::is_null_pointer_v<T>) {
    a.kind = PrintArg::Kind::Pointer;
    a.size = 8;
    a.bits[0] = uint64_t(reinterpret_cast<uintptr_t>(v));
  } else if constexpr (VectorTraits<T>::count > 0) {
    using E = typename VectorTraits<T>::Element;
    E c[4] = {};
    std::memcpy(c, &v, sizeof v);  // the components, consecutive
    for (unsigned i = 0; i < unsigned(VectorTraits<T>::count); ++i) setComponent(a, i, c[i], PrintfKind::OpenClBuffered);
    a.components = uint8_t(VectorTraits<T>::count);
  } else if constexpr (std::is_same_v<T, half>) {
    static_assert(!std::is_same_v<T, half>, "convert a half to float before printing it");
  } else if constexpr (std::is_same_v<T, bool> || (std::is_integral_v<T> && sizeof(T) < 4)) {
    setComponent(a, 0, int32_t(v), kind);  // the default argument promotions
  } else {
    setComponent(a, 0, v, kind);
    a.promotedFloat = std::is_same_v<T, float> && kind == PrintfKind::OpenClBuffered;
  }
  return a;
}

template <class... A> int twinPrintf(PrintfKind kind, unsigned line, const char* format, A... args) {
  const PrintArg captured[sizeof...(A) + 1] = {printArg(kind, args)..., PrintArg{}};
  return formatAndRecordPrintf(kind, line, format, captured, sizeof...(A));
}

}  // namespace twin::cl

#ifndef TWIN_PRINTF_KIND
#define TWIN_PRINTF_KIND ::twin::cl::PrintfKind::OpenClBuffered
#endif
#define printf(...) ::twin::cl::twinPrintf(TWIN_PRINTF_KIND, __LINE__, __VA_ARGS__)
