// OpenCL C: work-group sum reduction in local memory with barriers, one partial sum per group.
__kernel void reduce_sum(__global const int* in, __global int* partial, __local int* scratch, uint n) {
  size_t gid = get_global_id(0);
  size_t lid = get_local_id(0);
  size_t lsz = get_local_size(0);
  scratch[lid] = gid < n ? in[gid] : 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = lsz / 2; s > 0; s >>= 1) {
    if (lid < s) scratch[lid] += scratch[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) partial[get_group_id(0)] = scratch[0];
}

// A fixed-size __local array and 64-bit integer arithmetic.
__kernel void prefix_u64(__global ulong* data) {
  __local ulong tile[64];
  size_t lid = get_local_id(0);
  size_t gid = get_global_id(0);
  tile[lid] = data[gid] * 3 + (ulong)lid;
  barrier(CLK_LOCAL_MEM_FENCE);
  ulong acc = 0;
  for (size_t k = 0; k <= lid; ++k) acc += tile[k];
  data[gid] = acc;
}
