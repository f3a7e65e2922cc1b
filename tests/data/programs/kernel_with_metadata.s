.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
.globl hello
.p2align 8
.type hello,@function
hello:
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel hello
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 8
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version:
  - 1
  - 1
amdhsa.kernels:
  - .name: hello
    .symbol: hello.kd
    .kernarg_segment_size: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 10
    .vgpr_count: 1
    .max_flat_workgroup_size: 256
...
.end_amdgpu_metadata
