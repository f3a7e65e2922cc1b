// OpenCL's buffered printf (the hidden printf buffer, the formats in the metadata): every conversion, vectors,
// the ROCm runtime's ways (infinity, the newline it adds); then one line per work-item, whose order says
// workgroup, wave, call.
__kernel void print_all(int base, float f, double d, long big) {
  int t = get_global_id(0);
  if (t == 0) {
    printf("d=%d i=%i u=%u x=%x X=%X o=%o c=%c s=%s p=%p\n", base, -base, (uint)base * 3u, base + 0xabc0,
           base + 0xabc0, base, 'A' + (base & 7), "str", (void*)0x1234);
    printf("f=%f e=%e E=%E g=%g G=%G a=%a\n", f, d, d, f, d * 1e-9, d);
    printf("[%5d][%-5d][%05d][%+d][%.3d][%8.3f]\n", base, base, base, base, base, d);
    printf("%ld %lu %lx %hd %c%%\n", big, (ulong)big * 3, (ulong)big, (short)(base + 40000), 'z');
    printf("v=%v4d h=%v2hlf hh=%v4hhd f=%v3f\n", (int4)(base, -base, 0, 7), (float2)(f, -f),
           (char4)(1, -1, 65, 127), (float3)(f, 2.0f, -0.5f));
    printf("inf=%f ninf=%f nan=%f nnan=%f dinf=%f\n", INFINITY, -INFINITY, nan(0u), -nan(0u), d * 1e308);
    printf("no newline");
  }
  printf("line wg=%u t=%d\n", (uint)get_group_id(0), t);
  printf("again t=%d\n", t);
}

// What was printed before a fault is kept: work-item `bad` stores far outside its buffer between two printf calls.
__kernel void print_then_fault(__global int* p, int bad) {
  int t = get_global_id(0);
  printf("before t=%d\n", t);
  if (t == bad) p[1 << 28] = t;
  printf("after t=%d\n", t);
}
