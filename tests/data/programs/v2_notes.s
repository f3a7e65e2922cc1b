// Code object V2: the AMD notes from their directives, a kernel symbol, a default amd_kernel_code_t.
.hsa_code_object_version 2,1
.hsa_code_object_isa 9,0,0,"AMD","AMDGPU"
.amd_amdgpu_isa "amdgcn-amd-amdhsa--gfx900"
.text
.globl k
.p2align 8
.type k,@function
.amdgpu_hsa_kernel k
k:
.amd_kernel_code_t
.end_amd_kernel_code_t
s_endpgm
