// corpus-std: CL2.0 (program-scope variables in the global address space)
// Program-scope data: __constant tables (.rodata), mutable __global variables with initial values (.data) and
// without (.bss), and program-scope pointers initialised with the addresses of other globals (dynamic
// relocations the loader applies). Reached through s_getpc_b64 + a PC-relative offset on every processor.
#include "corpus.h"

__constant uint nibble_crc[16] = {0x00000000u, 0x1db71064u, 0x3b6e20c8u, 0x26d930acu, 0x76dc4190u, 0x6b6b51f4u,
                                  0x4db26158u, 0x5005713cu, 0xedb88320u, 0xf00f9344u, 0xd6d6a3e8u, 0xcb61b38cu,
                                  0x9b64c2b0u, 0x86d3d2d4u, 0xa00ae278u, 0xbdbdf21cu};
__constant float horner[5] = {1.0f, -0.5f, 0.25f, -0.125f, 0.0625f};
__constant short steps[8] = {-3, 7, -11, 13, -17, 19, -23, 29};

__global int counter_start = 1000;           // .data
__global float bias = 0.75f;                 // .data
__global uint ring[256];                     // .bss: zero at the start of the launch
__global int total;                          // .bss
__global ulong wide_state = 0x0123456789abcdeful;  // .data, 8-byte aligned

__global int slots[8] = {10, 20, 30, 40, 50, 60, 70, 80};
__global int* slot_three = &slots[3];                       // a relocated pointer in .data
__constant char word_a[] = "alpha";
__constant char word_b[] = "gamma-ray";
__constant char word_c[] = "z";
__constant char* __constant words[3] = {word_a, word_b, word_c};  // relocated pointers in read-only data

// CRC-32 of each word by nibbles through the table, and a polynomial through the Horner coefficients.
__kernel void const_tables(__global const uint* in, __global uint* crc_out, __global float* poly_out,
                           __global int* walk_out, uint n) {
  uint i = get_global_id(0);
  if (i >= n) return;
  uint v = in[i], crc = 0xffffffffu;
  for (int k = 0; k < 8; ++k) crc = nibble_crc[(crc ^ (v >> (4 * k))) & 15u] ^ (crc >> 4);
  crc_out[i] = ~crc;
  float x = (float)(v & 0xffu) / 256.0f;
  float acc = 0.0f;
  for (int k = 4; k >= 0; --k) acc = acc * x + horner[k];
  poly_out[i] = acc;
  int pos = 0;
  for (uint k = 0; k < (v >> 28) + 1u; ++k) pos += steps[(v >> (3 * (k & 7u))) & 7u];
  walk_out[i] = pos;
}

// One work-group: every work-item reads the initial values, fills its slot of the zeroed ring, adds to a
// zero-initialised total, and after the barrier reads its neighbour's slot and the total.
__kernel void global_vars(__global int* out, __global uint* ring_out) {
  uint l = get_local_id(0), size = get_local_size(0);
  uint before = ring[l];
  ring[l] = before + l * 3u + 1u;
  atomic_add(&total, (int)l);
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[l * 4 + 0] = counter_start + (int)(bias * 8.0f);
  out[l * 4 + 1] = (int)ring[(l + 1) % size];
  out[l * 4 + 2] = atomic_or(&total, 0);
  out[l * 4 + 3] = (int)(wide_state >> (l % 64)) ^ (int)before;
  ring_out[l] = ring[(l * 7u) % size];
}

// Reads through relocated pointers: a pointer into a mutable array and a table of string pointers.
__kernel void global_pointers(__global int* out, __global uchar* text, uint n) {
  uint i = get_global_id(0);
  if (i >= n) return;
  out[i * 2 + 0] = slot_three[i % 5u] + (int)i;
  __constant char* w = words[i % 3u];
  uint len = 0;
  while (w[len] != 0) ++len;
  out[i * 2 + 1] = (int)len;
  for (uint k = 0; k < 4u; ++k) text[i * 4u + k] = (uchar)(k < len ? w[k] : '.');
}

TWIN_KERNELS(const_tables, global_pointers)
TWIN_SYNC_KERNELS(global_vars)
