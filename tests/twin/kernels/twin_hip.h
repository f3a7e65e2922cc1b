// HIP without the HIP headers (clang -x hip -nogpuinc): the few names the twin's HIP kernels use, from
// __builtin_amdgcn_* on the device and from the host shim on the host.
#ifndef TWIN_HIP_H
#define TWIN_HIP_H

struct twin_dim3 {
  unsigned x, y, z;
};

#ifdef TWIN_HOST
#define __global__
#define __device__
#define __shared__ static thread_local
#define threadIdx (twin_dim3{unsigned(get_local_id(0)), unsigned(get_local_id(1)), unsigned(get_local_id(2))})
#define blockIdx (twin_dim3{unsigned(get_group_id(0)), unsigned(get_group_id(1)), unsigned(get_group_id(2))})
#define blockDim \
  (twin_dim3{unsigned(get_enqueued_local_size(0)), unsigned(get_enqueued_local_size(1)), unsigned(get_enqueued_local_size(2))})
#define __constant__
#define __noinline__ __attribute__((noinline))
static inline void __syncthreads() { barrier(CLK_LOCAL_MEM_FENCE); }
// HIP's default printf is the hostcall one (host/twin_printf.h); a source built with -mprintf-kind=buffered
// redefines TWIN_PRINTF_KIND after including this header.
#undef TWIN_PRINTF_KIND
#define TWIN_PRINTF_KIND ::twin::cl::PrintfKind::HipHostcall
// `extern __shared__ T name[]`: the dispatch's dynamic shared memory, declared inside the kernel.
#define TWIN_DYNAMIC_SHARED(T, name) T* const name = static_cast<T*>(::twin::rt::dynamicLds())
#else
#define TWIN_KERNELS(...)
#define TWIN_SYNC_KERNELS(...)
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __noinline__ __attribute__((noinline))
#define TWIN_DYNAMIC_SHARED(T, name) extern __shared__ T name[]
extern "C" __device__ int printf(const char*, ...);
#define threadIdx \
  (twin_dim3{__builtin_amdgcn_workitem_id_x(), __builtin_amdgcn_workitem_id_y(), __builtin_amdgcn_workitem_id_z()})
#define blockIdx \
  (twin_dim3{__builtin_amdgcn_workgroup_id_x(), __builtin_amdgcn_workgroup_id_y(), __builtin_amdgcn_workgroup_id_z()})
#define blockDim \
  (twin_dim3{__builtin_amdgcn_workgroup_size_x(), __builtin_amdgcn_workgroup_size_y(), __builtin_amdgcn_workgroup_size_z()})
__device__ static inline void __syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
#endif

#endif
