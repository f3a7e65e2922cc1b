// HIP's printf (the device library's hostcall messages, or -mprintf-kind=buffered records): every conversion,
// length modifiers, widths and precisions (with '*'), strings; then one line per work-item, whose order says
// workgroup, wave, call, lane.
#include "image_hip.h"

extern "C" __global__ void print_all(int base, float f, double d, long big) {
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  if (t == 0) {
    printf("d=%d i=%i u=%u x=%x X=%X o=%o c=%c s=%s p=%p\n", base, -base, (unsigned)base * 3u, base + 0xabc0,
           base + 0xabc0, base, 'A' + (base & 7), "str", (void*)(long)0x1234);
    printf("f=%f F=%F e=%e E=%E g=%g G=%G a=%a\n", f, (double)f * 1e10, d, d, f, d * 1e-9, d);
    printf("[%5d][%-5d][%05d][%+d][% d][%.3d][%*d][%-*.*f]\n", base, base, base, base, base, base, 6, base, 9, 2, d);
    printf("%ld %lld %lu %hhd %hd %llx %zu %c%%\n", big, big * 3, (unsigned long)big, base + 250, base + 40000,
           (unsigned long long)big, sizeof(long), 'z');
    printf("[%s][%10s][%-10s][%.2s][%s]\n", "abc", "abc", "abc", "abc", "");
  }
  printf("line wg=%u t=%d\n", blockIdx.x, t);
  printf("again t=%d\n", t);
}

// What was printed before a fault is kept: work-item `bad` stores far outside its buffer between two printf calls.
extern "C" __global__ void print_then_fault(int* p, int bad) {
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  printf("before t=%d\n", t);
  if (t == bad) p[1 << 28] = t;
  printf("after t=%d\n", t);
}
