// out[wg] = value + wg for every work-group, with scalar loads and stores only: a complete HSA kernel
// (code, descriptor, metadata) that `gcnkit as` turns into a code object and `gcnkit run` executes.
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
.globl store
.p2align 8
.type store,@function
store:
  s_load_dwordx2 s[4:5], s[0:1], 0x0      ; s[0:1]: kernarg pointer -> out
  s_load_dword s6, s[0:1], 0x8            ; value
  s_waitcnt lgkmcnt(0)
  s_lshl_b32 s7, s2, 2                    ; s2: work-group id x, times 4 bytes
  s_add_u32 s6, s6, s2
  s_store_dword s6, s[4:5], s7
  s_dcache_wb                             ; scalar stores stay in the scalar cache until written back
  s_waitcnt lgkmcnt(0)
  s_endpgm
.Lstore_end:
.size store, .Lstore_end-store

.rodata
.p2align 6
.amdhsa_kernel store
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 8
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.version: [ 1, 1 ]
amdhsa.kernels:
  - .name: store
    .symbol: store.kd
    .kernarg_segment_size: 12
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 1
    .max_flat_workgroup_size: 64
    .args:
      - { .name: out, .size: 8, .offset: 0, .value_kind: global_buffer, .address_space: global }
      - { .name: value, .size: 4, .offset: 8, .value_kind: by_value }
...
.end_amdgpu_metadata
