// Kernels whose results depend on the order in which work-groups reach global memory: with work-groups in
// parallel their bytes and instruction counts vary from run to run unless the emulator orders them
// (tests/determinism_test.cpp; built by build.sh in this folder).

// A ticket counter: each work-item takes the next number and records who got it.
__kernel void tickets(__global uint* counter, __global uint* order) {
  const uint t = atomic_inc(counter);
  order[t] = (uint)get_global_id(0);
}

// A float sum by compare-and-swap (float addition is not associative: the order shows in the bits), and how
// many attempts each work-item needed.
__kernel void cas_sum(__global const float* x, __global volatile uint* sum, __global uint* attempts) {
  const float v = x[get_global_id(0)];
  uint tries = 0, old = *sum;
  for (;;) {
    ++tries;
    const uint seen = atomic_cmpxchg(sum, old, as_uint(as_float(old) + v));
    if (seen == old) break;
    old = seen;
  }
  attempts[get_global_id(0)] = tries;
}

// A histogram by atomic_add; each work-item also keeps the count its bin had before it.
__kernel void histogram(__global const uint* in, __global uint* bins, __global uint* before) {
  const uint v = in[get_global_id(0)];
  before[get_global_id(0)] = atomic_add(&bins[v % 16], 1u);
}

// A histogram that only counts (the old values unused): the updates commute, so work-groups may run in parallel.
__kernel void counts(__global const uint* in, __global uint* bins) {
  atomic_inc(&bins[in[get_global_id(0)] % 16]);
}

// An append buffer: the multiples of 3 among the inputs, in the order they were appended.
__kernel void append(__global const uint* in, __global uint* count, __global uint* out) {
  const uint v = in[get_global_id(0)];
  if (v % 3 == 0) out[atomic_inc(count)] = v;
}
