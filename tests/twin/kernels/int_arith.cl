// 32- and 64-bit integer arithmetic: wrapping add/sub/mul, high multiplies, 24-bit multiplies, division
// and remainder (non-zero divisors), masked shifts, rotates, bit counts, saturation, min/max.
// Also built for RDNA's wave64 (64-lane masks, carries and compares on GFX10):
// twin-extra-cpus: gfx1030w64 gfx1100w64 gfx1151w64 gfx1201w64 gfx1101 gfx1102 gfx1103 gfx1150 gfx1152 gfx1200 gfx11-generic gfx12-generic gfx1101w64 gfx1102w64 gfx1103w64 gfx1150w64 gfx1152w64 gfx1200w64 gfx11-genericw64 gfx12-genericw64 gfx1100t16 gfx1153t16 gfx1153t16w64 gfx1201t16
#include "twin.h"

__kernel void int_ops(__global const uint* a, __global const uint* b, __global uint* out, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  uint x = a[i], y = b[i];
  int sx = (int)x, sy = (int)y;
  uint d = y | 1u;  // never zero
  int sd = (sy == 0 || (sx == (int)0x80000000 && sy == -1)) ? 7 : sy;
  __global uint* o = out + i * 16;
  o[0] = x + y;
  o[1] = x - y * 3u;
  o[2] = x * y;
  o[3] = mul_hi(x, y);
  o[4] = (uint)mul_hi(sx, sy);
  o[5] = (uint)mad24((int)(x << 8) >> 8, (int)(y << 8) >> 8, sx);  // 24-bit operands: defined results only
  o[6] = x / d;
  o[7] = x % d;
  o[8] = (uint)(sx / sd);
  o[9] = (uint)(sx % sd);
  o[10] = (x << (y & 31)) ^ (x >> ((y >> 5) & 31)) ^ (uint)(sx >> (y & 31));
  o[11] = rotate(x, y);
  o[12] = clz(x) | (popcount(y) << 8);
  o[13] = (uint)add_sat(sx, sy) ^ sub_sat(x, y);
  // abs_diff on halves: clang-19's library computes it as abs(x - y) with no signed overflow assumed, so
  // operands whose difference overflows give a compiler-defined result (the twin rules exclude overflow).
  o[14] = (uint)max(sx, sy) + min(x, y) + abs_diff(sx >> 1, sy >> 1);
  o[15] = (uint)abs(sx) ^ hadd(x, y);
}

__kernel void long_ops(__global const ulong* a, __global const ulong* b, __global ulong* out, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  ulong x = a[i], y = b[i];
  long sx = (long)x, sy = (long)y;
  ulong d = y | 1ul;
  long sd = (sy == 0 || (sx == (long)0x8000000000000000ul && sy == -1)) ? 13 : sy;
  __global ulong* o = out + i * 10;
  o[0] = x + y;
  o[1] = x * y - x;
  o[2] = mul_hi(x, y);
  o[3] = (ulong)mul_hi(sx, sy);
  o[4] = x / d;
  o[5] = x % d;
  o[6] = (ulong)(sx / sd) ^ (ulong)(sx % sd);
  o[7] = (x << (y & 63)) ^ (x >> ((y >> 6) & 63)) ^ (ulong)(sx >> (y & 63));
  o[8] = clz(x) | (popcount(y) << 8) | (rotate(x, y) & 0xffff0000ul);
  o[9] = (ulong)max(sx, sy) + min(x, y) + (x > y) + (ulong)(sx < sy);
}

// Narrow types: loads and stores of 8- and 16-bit values with sign and zero extension.
__kernel void narrow_ops(__global const char* c, __global const ushort* s, __global int* out, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) return;
  char x = c[i];
  ushort y = s[i];
  short z = (short)y;
  out[i * 4 + 0] = x * 3 + z;
  out[i * 4 + 1] = (uchar)x + y;
  out[i * 4 + 2] = (int)(char)(x + 100) ^ (int)(short)(z * 7);
  out[i * 4 + 3] = convert_uchar_sat(x * 5) + convert_short_sat(z * 9);
}

TWIN_KERNELS(int_ops, long_ops, narrow_ops)
