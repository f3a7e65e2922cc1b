// corpus-build: bitcode-then-link
// OpenCL printf: every conversion with flags, width and precision, 64-bit integers, doubles, floats that are
// infinite or NaN, characters, string literals, pointers of known value, and vectors. The compiler stores the
// arguments in the printf buffer (the hidden_printf_buffer argument) and lists the format strings in the
// metadata; the runtime prints them work-group by work-group, wave by wave, call by call, lane by lane.
//
// Built as ROCm's OpenCL compiler builds it: the source to bitcode first (where printf is lowered to the buffer),
// then linked with the device library, whose opencl.bc (Debian's rocm-device-libs 5.2) defines a printf that
// does nothing and returns -1: linked in the same step as the source, that definition replaces the lowering
// and every printf is silently lost.
#include "corpus.h"
#ifndef TWIN_HOST
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif

// Integers in every conversion, with flags and widths; work-items 0-3 of each group.
__kernel void printf_integers(__global const int* in, uint n) {
  uint i = get_global_id(0);
  if (i >= n || get_local_id(0) >= 4) return;
  int v = in[i];
  uint u = (uint)v;
  printf("item %u: %d %i %u %x %X %o\n", i, v, v, u, u, u, u & 0777u);
  printf("|%6d|%-6d|%+d|%06d|% d|%#x|%#o|%.3d|\n", v % 1000, v % 1000, v % 1000, v % 1000, v % 1000, u, u & 63u,
         v % 7);
  long w = (long)v * 1000003l;
  printf("long %ld %lu %lx %%d %c%c\n", w, (ulong)w, (ulong)w, 'A' + (int)(u % 26u), '0' + (int)(u % 10u));
}

// Floats and doubles in %f %e %g %E %G %a with widths and precisions, and the float values the runtime spells out.
// clang passes a float to printf as a double (C's promotions) and LLVM's lowering stores it back as a float for
// %f only, so an infinite float prints "infinity" through %f and "inf" through %e or %g (the runtime spells out
// 4-byte floats only). A floating-point constant for %f is stored as a float too, even a double's: the double
// infinity printed last is computed, so that it reaches the buffer as a double.
__kernel void printf_floats(__global const float* fs, __global const double* ds, uint n) {
  uint i = get_global_id(0);
  if (i >= n) return;
  float f = fs[i];
  double d = ds[i];
  printf("f %f %e %g %E %G\n", f, f, f, f, f);
  printf("w |%10.3f|%-12.4e|%.2g|%+.1f|%a|\n", f, f, f, f, f);
  printf("d %f %.10e %g %.15g\n", d, d, d, d);
  float inf = as_float(0x7f800000u), nan = as_float(0x7fc00000u);
  printf("special %f %e %f %g |%8.2f| %f\n", inf, -inf, nan, -nan, inf, fabs(d) + (double)inf);
}

// Strings, characters, pointers and vectors; one work-item per group prints. No string argument has a length
// that is a multiple of 4: for such a string, clang-19 to 22 store its characters without the NUL but declare a
// slot one dword longer in the metadata, which shifts every later argument of the record (on a GPU too).
__kernel void printf_text_vectors(__global const int* in, uint n) {
  uint i = get_global_id(0);
  if (i >= n || get_local_id(0) != 0) return;
  int v = in[i];
  printf("%s|%8s|%-8s|%.3s|%c\n", "plain", "right", "lefty", "truncated", 'z');
  printf("null %p fixed %p\n", (__global void*)0, (__global void*)(ulong)0x1234u);
  int4 iv = twin_int4(v, -v, v >> 4, 7);
  float2 fv = twin_float2((float)v * 0.5f, -1.25f);
  uchar4 cv = twin_uchar4((uchar)v, (uchar)(v >> 8), 65, 255);
  long2 lv = twin_long2((long)v << 20, -3l);
  printf("vectors %v4hld / %v2hlf / %v4hhu / %v2ld\n", iv, fv, cv, lv);
  printf("x4 %#v4hlx and %5.1v2hlf\n", iv, fv);
}

TWIN_KERNELS(printf_integers, printf_floats, printf_text_vectors)
