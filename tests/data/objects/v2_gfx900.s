.hsa_code_object_version 2,1
.hsa_code_object_isa 9,0,0,"AMD","AMDGPU"
.amd_amdgpu_isa "amdgcn-amd-amdhsa--gfx900"
.amd_amdgpu_hsa_metadata
---
Version: [ 1, 0 ]
Kernels:
  - Name: k
    SymbolName: 'k@kd'
...
.end_amd_amdgpu_hsa_metadata
.text
.globl k
.p2align 8
.type k,@function
.amdgpu_hsa_kernel k
k:
.amd_kernel_code_t
.end_amd_kernel_code_t
s_endpgm
