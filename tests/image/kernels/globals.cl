// Program-scope variables of OpenCL C 2.0: a __constant table, __global variables (initialized, zero-filled, a
// pointer to another one: a relocation), reached PC-relative at every optimization level; a helper the -O0
// build calls. Run twice: the variables keep what the first launch wrote.
__constant int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
__constant float weights[4] = {0.5f, 1.5f, -2.0f, 8.0f};
__global int counter = 100;
__global int history[16];
__global int* cursor = &history[8];

int helper(int x) { return table[x & 7] * 2; }

__kernel void globals(__global int* out, int n) {
  int t = get_global_id(0);
  out[t] = helper(t) + (int)(weights[t & 3] * 4.0f) + n;
  atomic_add(&counter, 1);
  if (t < 8) atomic_add(&history[t], t + 1);
  if (t == 0) *cursor += 1000;
}
