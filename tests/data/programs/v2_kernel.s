// Code object V2: a kernel with its amd_kernel_code_t header set key by key; ISA version from the target.
.hsa_code_object_version 2,1
.hsa_code_object_isa
.text
.globl k
.p2align 8
.amdgpu_hsa_kernel k
k:
.amd_kernel_code_t
  enable_sgpr_kernarg_segment_ptr = 1
  is_ptr64 = 1
  compute_pgm_rsrc1_vgprs = 1
  compute_pgm_rsrc1_sgprs = 0
  compute_pgm_rsrc2_user_sgpr = 2
  kernarg_segment_byte_size = 8
  wavefront_sgpr_count = 8
  workitem_vgpr_count = 5
.end_amd_kernel_code_t
  s_load_dwordx2 s[0:1], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  s_endpgm
