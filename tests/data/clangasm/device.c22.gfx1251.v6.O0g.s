	.file	0 "." "device.hip" md5 0x0d7ea6dd73f47e52df6785f2a8115cef
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1251"
	.amdhsa_code_object_version 6
	.text
	.hidden	_Z3fibj                         ; -- Begin function _Z3fibj
	.globl	_Z3fibj
	.p2align	2
	.type	_Z3fibj,@function
_Z3fibj:                                ; @_Z3fibj
.Lfunc_begin0:
	.loc	0 20 0                          ; device.hip:20:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s1, -1
	scratch_store_b32 off, v40, s33 offset:36 ; 4-byte Folded Spill
	scratch_store_b32 off, v41, s33 offset:40 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	v_writelane_b32 v40, s0, 3
	v_writelane_b32 v40, s34, 2
	s_add_co_i32 s32, s32, 48
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	scratch_store_b32 off, v31, s33 offset:20 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v0
                                        ; implicit-def: $vgpr41 : SGPR spill to VGPR lane
	v_writelane_b32 v41, s15, 0
	v_writelane_b32 v41, s14, 1
	v_writelane_b32 v41, s13, 2
	v_writelane_b32 v41, s12, 3
	v_writelane_b32 v41, s10, 4
	v_writelane_b32 v41, s11, 5
	v_writelane_b32 v41, s8, 6
	v_writelane_b32 v41, s9, 7
	v_writelane_b32 v41, s6, 8
	v_writelane_b32 v41, s7, 9
	v_writelane_b32 v41, s4, 10
	v_writelane_b32 v41, s5, 11
	s_mov_b32 s0, 0
	v_mbcnt_lo_u32_b32 v0, -1, s0
	s_mov_b32 s0, 20
	v_lshlrev_b32_e64 v3, s0, v0
	s_add_co_i32 s0, s33, 4
	s_mov_b32 s1, s0
	v_mov_b32_e32 v0, s1
	v_mov_b32_e32 v1, v3
	s_mov_b64 s[2:3], src_flat_scratch_base_lo
	v_add_nc_u64_e64 v[0:1], v[0:1], s[2:3]
	v_mov_b32_e32 v3, v1
	s_mov_b64 s[2:3], 0
	s_mov_b32 s0, s3
	s_mov_b32 s4, -1
	s_cmp_lg_u32 s1, s4
	s_cselect_b32 s1, -1, 0
	v_cndmask_b32_e64 v3, s0, v3, s1
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_mov_b32 s0, s2
	v_cndmask_b32_e64 v0, s0, v0, s1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	v_mov_b64_e32 v[4:5], v[0:1]
	scratch_store_b64 off, v[4:5], s33 offset:12 ; 8-byte Folded Spill
	flat_store_b32 v[0:1], v2
.Ltmp0:
	.loc	0 20 72 prologue_end            ; device.hip:20:72
	flat_load_b32 v0, v[0:1]
	s_mov_b32 s0, 1
	.loc	0 20 74 is_stmt 0               ; device.hip:20:74
	s_wait_loadcnt_dscnt 0x0
	v_cmp_gt_u32_e64 s0, v0, s0
                                        ; implicit-def: $vgpr0
	.loc	0 20 72                         ; device.hip:20:72
	s_wait_xcnt 0x0
	s_mov_b32 s1, exec_lo
	s_and_b32 s0, s1, s0
	s_xor_b32 s1, s0, s1
	v_writelane_b32 v41, s1, 12
	s_or_saveexec_b32 s34, -1
	scratch_store_b32 off, v41, s33 offset:8 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s34
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB0_1
	s_branch .LBB0_3
.LBB0_1:
	.loc	0 0 72                          ; device.hip:0:72
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s34, -1
	scratch_load_b32 v41, off, s33 offset:8 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s34
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v41, 12
	s_or_saveexec_b32 s0, s0
	scratch_load_b32 v0, off, s33 offset:28 ; 4-byte Folded Reload
	s_wait_loadcnt 0x0
	scratch_store_b32 off, v0, s33 offset:24 ; 4-byte Folded Spill
	s_and_b32 s0, exec_lo, s0
	v_writelane_b32 v41, s0, 13
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s34, -1
	scratch_store_b32 off, v41, s33 offset:8 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s34
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_4
; %bb.2:
	.loc	0 20 80 is_stmt 1               ; device.hip:20:80
	scratch_load_b64 v[0:1], off, s33 offset:12 ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	flat_load_b32 v0, v[0:1]
	.loc	0 20 72 is_stmt 0               ; device.hip:20:72
	s_wait_loadcnt_dscnt 0x0
	scratch_store_b32 off, v0, s33 offset:24 ; 4-byte Folded Spill
	s_branch .LBB0_4
.LBB0_3:
	.loc	0 20 88                         ; device.hip:20:88
	s_or_saveexec_b32 s34, -1
	scratch_load_b32 v41, off, s33 offset:8 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s34
	s_wait_loadcnt 0x0
	v_readlane_b32 s15, v41, 0
	v_readlane_b32 s14, v41, 1
	v_readlane_b32 s13, v41, 2
	v_readlane_b32 s12, v41, 3
	v_readlane_b32 s10, v41, 4
	v_readlane_b32 s11, v41, 5
	v_readlane_b32 s8, v41, 6
	v_readlane_b32 s9, v41, 7
	v_readlane_b32 s6, v41, 8
	v_readlane_b32 s7, v41, 9
	v_readlane_b32 s4, v41, 10
	v_readlane_b32 s5, v41, 11
	scratch_load_b32 v31, off, s33 offset:20 ; 4-byte Folded Reload
	scratch_load_b64 v[0:1], off, s33 offset:12 ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	flat_load_b32 v0, v[0:1]
	s_mov_b32 s0, -1
	.loc	0 20 90                         ; device.hip:20:90
	s_wait_loadcnt_dscnt 0x0
	s_wait_xcnt 0x0
	v_add_nc_u32_e64 v0, v0, s0
	.loc	0 20 84                         ; device.hip:20:84
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z3fibj@rel64+4
	v_writelane_b32 v41, s0, 14
	v_writelane_b32 v41, s1, 15
	s_or_saveexec_b32 s34, -1
	scratch_store_b32 off, v41, s33 offset:8 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s34
	s_swap_pc_i64 s[30:31], s[0:1]
	scratch_load_b32 v31, off, s33 offset:20 ; 4-byte Folded Reload
	v_readlane_b32 s4, v41, 10
	v_readlane_b32 s5, v41, 11
	v_readlane_b32 s6, v41, 8
	v_readlane_b32 s7, v41, 9
	v_readlane_b32 s8, v41, 6
	v_readlane_b32 s9, v41, 7
	v_readlane_b32 s10, v41, 4
	v_readlane_b32 s11, v41, 5
	v_readlane_b32 s12, v41, 3
	v_readlane_b32 s13, v41, 2
	v_readlane_b32 s14, v41, 1
	v_readlane_b32 s15, v41, 0
	v_readlane_b32 s0, v41, 14
	v_readlane_b32 s1, v41, 15
	v_mov_b32_e32 v2, v0
	.loc	0 20 101                        ; device.hip:20:101
	scratch_load_b64 v[0:1], off, s33 offset:12 ; 8-byte Folded Reload
	scratch_store_b32 off, v2, s33 offset:32 ; 4-byte Folded Spill
	s_wait_loadcnt 0x0
	flat_load_b32 v0, v[0:1]
	s_mov_b32 s2, -2
	.loc	0 20 103                        ; device.hip:20:103
	s_wait_loadcnt_dscnt 0x0
	s_wait_xcnt 0x0
	v_add_nc_u32_e64 v0, v0, s2
	.loc	0 20 97                         ; device.hip:20:97
	s_swap_pc_i64 s[30:31], s[0:1]
	v_mov_b32_e32 v1, v0
	.loc	0 20 95                         ; device.hip:20:95
	scratch_load_b32 v0, off, s33 offset:32 ; 4-byte Folded Reload
	s_wait_loadcnt 0x0
	v_add_nc_u32_e64 v0, v0, v1
	.loc	0 20 72                         ; device.hip:20:72
	scratch_store_b32 off, v0, s33 offset:28 ; 4-byte Folded Spill
	s_branch .LBB0_1
.LBB0_4:
	.loc	0 0 72                          ; device.hip:0:72
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s34, -1
	scratch_load_b32 v41, off, s33 offset:8 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s34
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v41, 13
	s_or_b32 exec_lo, exec_lo, s0
	.loc	0 20 72 is_stmt 1               ; device.hip:20:72
	scratch_load_b32 v0, off, s33 offset:24 ; 4-byte Folded Reload
	.loc	0 20 65 is_stmt 0               ; device.hip:20:65
	v_readlane_b32 s31, v40, 1
	v_readlane_b32 s30, v40, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s0, v40, 3
	v_readlane_b32 s34, v40, 2
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s1, -1
	scratch_load_b32 v40, off, s33 offset:36 ; 4-byte Folded Reload
	scratch_load_b32 v41, off, s33 offset:40 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	s_mov_b32 s33, s0
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Ltmp1:
.Lfunc_end0:
	.size	_Z3fibj, .Lfunc_end0-_Z3fibj
	.cfi_endproc
                                        ; -- End function
	.set _Z3fibj.num_vgpr, 42
	.set _Z3fibj.num_agpr, 0
	.set _Z3fibj.numbered_sgpr, 35
	.set _Z3fibj.num_named_barrier, 0
	.set _Z3fibj.private_seg_size, 48
	.set _Z3fibj.uses_vcc, 1
	.set _Z3fibj.uses_flat_scratch, 0
	.set _Z3fibj.has_dyn_sized_stack, 0
	.set _Z3fibj.has_recursion, 1
	.set _Z3fibj.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1208
; TotalNumSgprs: 37
; NumVgprs: 42
; ScratchSize: 48
; MemoryBound: 0
	.text
	.hidden	_Z5twicei                       ; -- Begin function _Z5twicei
	.globl	_Z5twicei
	.p2align	2
	.type	_Z5twicei,@function
_Z5twicei:                              ; @_Z5twicei
.Lfunc_begin1:
	.loc	0 21 0 is_stmt 1                ; device.hip:21:0
	.cfi_startproc
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s5, s33
	s_mov_b32 s33, s32
	s_add_co_i32 s32, s32, 12
	v_mov_b32_e32 v2, v0
	s_mov_b32 s0, 0
	v_mbcnt_lo_u32_b32 v0, -1, s0
	s_mov_b32 s0, 20
	v_lshlrev_b32_e64 v3, s0, v0
	s_add_co_i32 s0, s33, 4
	s_mov_b32 s1, s0
	v_mov_b32_e32 v0, s1
	v_mov_b32_e32 v1, v3
	s_mov_b64 s[2:3], src_flat_scratch_base_lo
	v_add_nc_u64_e64 v[0:1], v[0:1], s[2:3]
	v_mov_b32_e32 v3, v1
	s_mov_b64 s[2:3], 0
	s_mov_b32 s0, s3
	s_mov_b32 s4, -1
	s_cmp_lg_u32 s1, s4
	s_cselect_b32 s1, -1, 0
	v_cndmask_b32_e64 v3, s0, v3, s1
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_mov_b32 s0, s2
	v_cndmask_b32_e64 v0, s0, v0, s1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_b32 v[0:1], v2
.Ltmp2:
	.loc	0 21 68 prologue_end            ; device.hip:21:68
	flat_load_b32 v0, v[0:1]
	.loc	0 21 72 is_stmt 0               ; device.hip:21:72
	s_wait_xcnt 0x0
	v_mov_b32_e32 v1, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _ZL7sHidden@rel64+4
	flat_load_b32 v1, v1, s[0:1]
	.loc	0 21 70                         ; device.hip:21:70
	s_wait_loadcnt_dscnt 0x0
	v_lshl_add_u32 v0, v0, 1, v1
	.loc	0 21 57                         ; device.hip:21:57
	s_mov_b32 s32, s33
	s_mov_b32 s33, s5
	s_set_pc_i64 s[30:31]
.Ltmp3:
.Lfunc_end1:
	.size	_Z5twicei, .Lfunc_end1-_Z5twicei
	.cfi_endproc
                                        ; -- End function
	.set _Z5twicei.num_vgpr, 4
	.set _Z5twicei.num_agpr, 0
	.set _Z5twicei.numbered_sgpr, 34
	.set _Z5twicei.num_named_barrier, 0
	.set _Z5twicei.private_seg_size, 12
	.set _Z5twicei.uses_vcc, 0
	.set _Z5twicei.uses_flat_scratch, 0
	.set _Z5twicei.has_dyn_sized_stack, 0
	.set _Z5twicei.has_recursion, 0
	.set _Z5twicei.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 208
; TotalNumSgprs: 34
; NumVgprs: 4
; ScratchSize: 12
; MemoryBound: 0
	.text
	.hidden	_Z5quieti                       ; -- Begin function _Z5quieti
	.globl	_Z5quieti
	.p2align	2
	.type	_Z5quieti,@function
_Z5quieti:                              ; @_Z5quieti
.Lfunc_begin2:
	.cfi_startproc
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s5, s33
	s_mov_b32 s33, s32
	s_add_co_i32 s32, s32, 12
	v_mov_b32_e32 v2, v0
	s_mov_b32 s0, 0
	v_mbcnt_lo_u32_b32 v0, -1, s0
	s_mov_b32 s0, 20
	v_lshlrev_b32_e64 v3, s0, v0
	s_add_co_i32 s0, s33, 4
	s_mov_b32 s1, s0
	v_mov_b32_e32 v0, s1
	v_mov_b32_e32 v1, v3
	s_mov_b64 s[2:3], src_flat_scratch_base_lo
	v_add_nc_u64_e64 v[0:1], v[0:1], s[2:3]
	v_mov_b32_e32 v3, v1
	s_mov_b64 s[2:3], 0
	s_mov_b32 s0, s3
	s_mov_b32 s4, -1
	s_cmp_lg_u32 s1, s4
	s_cselect_b32 s1, -1, 0
	v_cndmask_b32_e64 v3, s0, v3, s1
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_mov_b32 s0, s2
	v_cndmask_b32_e64 v0, s0, v0, s1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_b32 v[0:1], v2
	flat_load_b32 v0, v[0:1]
	s_mov_b32 s0, 0x5a
	s_wait_loadcnt_dscnt 0x0
	s_wait_xcnt 0x0
	v_xor_b32_e64 v0, v0, s0
	s_mov_b32 s32, s33
	s_mov_b32 s33, s5
	s_set_pc_i64 s[30:31]
.Lfunc_end2:
	.size	_Z5quieti, .Lfunc_end2-_Z5quieti
	.cfi_endproc
                                        ; -- End function
	.set _Z5quieti.num_vgpr, 4
	.set _Z5quieti.num_agpr, 0
	.set _Z5quieti.numbered_sgpr, 34
	.set _Z5quieti.num_named_barrier, 0
	.set _Z5quieti.private_seg_size, 12
	.set _Z5quieti.uses_vcc, 0
	.set _Z5quieti.uses_flat_scratch, 0
	.set _Z5quieti.has_dyn_sized_stack, 0
	.set _Z5quieti.has_recursion, 0
	.set _Z5quieti.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 184
; TotalNumSgprs: 34
; NumVgprs: 4
; ScratchSize: 12
; MemoryBound: 0
	.text
	.hidden	_Z6thricei                      ; -- Begin function _Z6thricei
	.globl	_Z6thricei
	.p2align	2
	.type	_Z6thricei,@function
_Z6thricei:                             ; @_Z6thricei
.Lfunc_begin3:
	.loc	0 24 0 is_stmt 1                ; device.hip:24:0
	.cfi_startproc
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s5, s33
	s_mov_b32 s33, s32
	s_add_co_i32 s32, s32, 12
	v_mov_b32_e32 v2, v0
	s_mov_b32 s0, 0
	v_mbcnt_lo_u32_b32 v0, -1, s0
	s_mov_b32 s0, 20
	v_lshlrev_b32_e64 v3, s0, v0
	s_add_co_i32 s0, s33, 4
	s_mov_b32 s1, s0
	v_mov_b32_e32 v0, s1
	v_mov_b32_e32 v1, v3
	s_mov_b64 s[2:3], src_flat_scratch_base_lo
	v_add_nc_u64_e64 v[0:1], v[0:1], s[2:3]
	v_mov_b32_e32 v3, v1
	s_mov_b64 s[2:3], 0
	s_mov_b32 s0, s3
	s_mov_b32 s4, -1
	s_cmp_lg_u32 s1, s4
	s_cselect_b32 s1, -1, 0
	v_cndmask_b32_e64 v3, s0, v3, s1
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_mov_b32 s0, s2
	v_cndmask_b32_e64 v0, s0, v0, s1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_b32 v[0:1], v2
.Ltmp4:
	.loc	0 24 69 prologue_end            ; device.hip:24:69
	flat_load_b32 v0, v[0:1]
	.loc	0 24 73 is_stmt 0               ; device.hip:24:73
	s_wait_xcnt 0x0
	v_mov_b32_e32 v1, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], gWeak@rel64+4
	flat_load_b32 v1, v1, s[0:1]
	s_wait_xcnt 0x0
	s_mov_b32 s0, 3
	.loc	0 24 71                         ; device.hip:24:71
	s_wait_loadcnt_dscnt 0x0
	v_mad_u32 v0, v0, s0, v1
	.loc	0 24 58                         ; device.hip:24:58
	s_mov_b32 s32, s33
	s_mov_b32 s33, s5
	s_set_pc_i64 s[30:31]
.Ltmp5:
.Lfunc_end3:
	.size	_Z6thricei, .Lfunc_end3-_Z6thricei
	.cfi_endproc
                                        ; -- End function
	.set _Z6thricei.num_vgpr, 4
	.set _Z6thricei.num_agpr, 0
	.set _Z6thricei.numbered_sgpr, 34
	.set _Z6thricei.num_named_barrier, 0
	.set _Z6thricei.private_seg_size, 12
	.set _Z6thricei.uses_vcc, 0
	.set _Z6thricei.uses_flat_scratch, 0
	.set _Z6thricei.has_dyn_sized_stack, 0
	.set _Z6thricei.has_recursion, 0
	.set _Z6thricei.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 216
; TotalNumSgprs: 34
; NumVgprs: 4
; ScratchSize: 12
; MemoryBound: 0
	.text
	.protected	weights                 ; -- Begin function weights
	.globl	weights
	.p2align	8
	.type	weights,@function
weights:                                ; @weights
.Lfunc_begin4:
	.loc	0 28 0 is_stmt 1                ; device.hip:28:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x70
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_mov_b64 s[10:11], s[6:7]
                                        ; implicit-def: $vgpr42 : SGPR spill to VGPR lane
	v_writelane_b32 v42, s10, 0
	v_writelane_b32 v42, s11, 1
	v_writelane_b32 v42, s4, 2
	v_writelane_b32 v42, s5, 3
	s_mov_b64 s[6:7], s[2:3]
	v_writelane_b32 v42, s6, 4
	v_writelane_b32 v42, s7, 5
	s_mov_b64 s[4:5], s[0:1]
	v_readlane_b32 s0, v42, 2
	v_readlane_b32 s1, v42, 3
	v_writelane_b32 v42, s4, 6
	v_writelane_b32 v42, s5, 7
	v_mov_b32_e32 v31, v0
	scratch_store_b32 off, v31, s33 offset:100 ; 4-byte Folded Spill
	s_load_b64 s[8:9], s[0:1], 0x0
	s_load_b32 s2, s[0:1], 0x8
	s_mov_b32 s3, 0
	v_mbcnt_lo_u32_b32 v0, -1, s3
	s_mov_b32 s3, 20
	v_lshlrev_b32_e64 v10, s3, v0
	s_mov_b32 s3, s33
	v_mov_b32_e32 v0, s3
	v_mov_b32_e32 v1, v10
	s_mov_b64 s[16:17], src_flat_scratch_base_lo
	v_add_nc_u64_e64 v[2:3], v[0:1], s[16:17]
	v_mov_b32_e32 v0, v3
	s_mov_b64 s[18:19], 0
	s_mov_b32 s13, s19
	s_mov_b32 s14, -1
	s_cmp_lg_u32 s3, s14
	s_cselect_b32 s12, -1, 0
	v_cndmask_b32_e64 v0, s13, v0, s12
	v_mov_b32_e32 v1, v2
	s_mov_b32 s3, s18
	v_cndmask_b32_e64 v6, s3, v1, s12
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v0
	s_add_co_i32 s15, s33, 8
	s_mov_b32 s12, s15
	v_mov_b32_e32 v0, s12
	v_mov_b32_e32 v1, v10
	v_add_nc_u64_e64 v[2:3], v[0:1], s[16:17]
	v_mov_b32_e32 v0, v3
	s_cmp_lg_u32 s12, s14
	s_cselect_b32 s12, -1, 0
	v_cndmask_b32_e64 v0, s13, v0, s12
	v_mov_b32_e32 v1, v2
	v_cndmask_b32_e64 v4, s3, v1, s12
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	scratch_store_b64 off, v[4:5], s33 offset:92 ; 8-byte Folded Spill
	s_add_co_i32 s15, s33, 16
	s_mov_b32 s12, s15
	v_mov_b32_e32 v0, s12
	v_mov_b32_e32 v1, v10
	v_add_nc_u64_e64 v[0:1], v[0:1], s[16:17]
	v_mov_b32_e32 v2, v1
	s_cmp_lg_u32 s12, s14
	s_cselect_b32 s12, -1, 0
	v_cndmask_b32_e64 v2, s13, v2, s12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	v_cndmask_b32_e64 v0, s3, v0, s12
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	scratch_store_b64 off, v[0:1], s33 offset:84 ; 8-byte Folded Spill
	s_add_co_i32 s15, s33, 20
	s_mov_b32 s12, s15
	v_mov_b32_e32 v2, s12
	v_mov_b32_e32 v3, v10
	v_add_nc_u64_e64 v[2:3], v[2:3], s[16:17]
	v_mov_b32_e32 v8, v3
	s_cmp_lg_u32 s12, s14
	s_cselect_b32 s12, -1, 0
	v_cndmask_b32_e64 v8, s13, v8, s12
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	v_cndmask_b32_e64 v2, s3, v2, s12
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v8
	scratch_store_b64 off, v[2:3], s33 offset:56 ; 8-byte Folded Spill
	s_add_co_i32 s15, s33, 24
	s_mov_b32 s12, s15
	v_mov_b32_e32 v8, s12
	v_mov_b32_e32 v9, v10
	v_add_nc_u64_e64 v[8:9], v[8:9], s[16:17]
	v_mov_b32_e32 v11, v9
	s_cmp_lg_u32 s12, s14
	s_cselect_b32 s12, -1, 0
	v_cndmask_b32_e64 v11, s13, v11, s12
                                        ; kill: def $vgpr8 killed $vgpr8 killed $vgpr8_vgpr9 killed $exec
	v_cndmask_b32_e64 v8, s3, v8, s12
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v11
	scratch_store_b64 off, v[8:9], s33 offset:76 ; 8-byte Folded Spill
	s_add_co_i32 s15, s33, 28
	s_mov_b32 s12, s15
	s_wait_xcnt 0x0
	v_mov_b32_e32 v8, s12
	v_mov_b32_e32 v9, v10
	v_add_nc_u64_e64 v[8:9], v[8:9], s[16:17]
	v_mov_b32_e32 v10, v9
	s_cmp_lg_u32 s12, s14
	s_cselect_b32 s12, -1, 0
	v_cndmask_b32_e64 v10, s13, v10, s12
                                        ; kill: def $vgpr8 killed $vgpr8 killed $vgpr8_vgpr9 killed $exec
	v_cndmask_b32_e64 v8, s3, v8, s12
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v10
	scratch_store_b64 off, v[8:9], s33 offset:68 ; 8-byte Folded Spill
	s_wait_kmcnt 0x0
	s_wait_xcnt 0x0
	v_mov_b64_e32 v[8:9], s[8:9]
	flat_store_b64 v[6:7], v[8:9]
	flat_load_b64 v[6:7], v[6:7]
	s_wait_loadcnt_dscnt 0x0
	flat_store_b64 v[4:5], v[6:7]
	s_wait_xcnt 0x0
	v_mov_b32_e32 v4, s2
	flat_store_b32 v[0:1], v4
	s_mov_b32 s2, 0x3ff
	s_wait_xcnt 0x0
	v_and_b32_e64 v4, v31, s2
.Ltmp6:
	.loc	0 29 12 prologue_end            ; device.hip:29:12
	flat_store_b32 v[2:3], v4
	.loc	0 30 21                         ; device.hip:30:21
	flat_load_b32 v2, v[2:3]
	s_mov_b32 s2, 15
	.loc	0 30 23 is_stmt 0               ; device.hip:30:23
	s_wait_loadcnt_dscnt 0x0
	s_wait_xcnt 0x0
	v_and_b32_e64 v2, v2, s2
	.loc	0 30 12                         ; device.hip:30:12
	s_get_pc_i64 s[2:3]
	s_add_nc_u64 s[2:3], s[2:3], kWeights@rel64+4
	flat_load_b32 v2, v2, s[2:3] scale_offset
	.loc	0 30 40                         ; device.hip:30:40
	s_wait_loadcnt_dscnt 0x0
	scratch_store_b32 off, v2, s33 offset:64 ; 4-byte Folded Spill
	flat_load_b32 v0, v[0:1]
	s_wait_xcnt 0x2
	s_mov_b32 s2, 7
	.loc	0 30 42                         ; device.hip:30:42
	s_wait_loadcnt_dscnt 0x0
	s_wait_xcnt 0x0
	v_and_b32_e64 v0, v0, s2
	s_mov_b64 s[2:3], 16
	.loc	0 30 36                         ; device.hip:30:36
	s_add_nc_u64 s[8:9], s[0:1], s[2:3]
	v_writelane_b32 v42, s8, 8
	v_writelane_b32 v42, s9, 9
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z3fibj@rel64+4
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
	s_swap_pc_i64 s[30:31], s[0:1]
	scratch_load_b32 v2, off, s33 offset:64 ; 4-byte Folded Reload
	v_mov_b32_e32 v3, v0
	.loc	0 30 29                         ; device.hip:30:29
	scratch_load_b64 v[0:1], off, s33 offset:56 ; 8-byte Folded Reload
	s_wait_loadcnt 0x1
	v_mul_lo_u32 v2, v2, v3
	.loc	0 30 54                         ; device.hip:30:54
	scratch_store_b32 off, v2, s33 offset:52 ; 4-byte Folded Spill
	s_wait_loadcnt 0x0
	flat_load_b32 v0, v[0:1]
	s_wait_loadcnt_dscnt 0x0
	scratch_store_b32 off, v0, s33 offset:48 ; 4-byte Folded Spill
	s_wait_xcnt 0x1
	v_mov_b32_e32 v1, 1
	.loc	0 30 56                         ; device.hip:30:56
	scratch_store_b32 off, v1, s33 offset:44 ; 4-byte Folded Spill
	s_wait_xcnt 0x1
	v_and_b32_e64 v0, v0, v1
	.loc	0 30 49                         ; device.hip:30:49
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], kOps@rel64+4
	flat_load_b64 v[0:1], v0, s[0:1] scale_offset
	s_wait_loadcnt_dscnt 0x0
	scratch_store_b64 off, v[0:1], s33 offset:36 ; 8-byte Folded Spill
	s_wait_xcnt 0x1
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v42, s0, 10
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s35, -1
	scratch_store_b32 off, v42, s33 offset:32 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s35
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b32 s35, -1
	scratch_load_b32 v42, off, s33 offset:32 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s35
	scratch_load_b64 v[0:1], off, s33 offset:36 ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s2, v0
	v_readfirstlane_b32 s1, v1
	s_mov_b32 s4, s2
	s_mov_b32 s5, s1
	v_cmp_eq_u64_e64 s0, s[4:5], v[0:1]
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s1
	v_writelane_b32 v42, s2, 11
	v_writelane_b32 v42, s3, 12
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s0, s0
	v_writelane_b32 v42, s0, 13
	s_or_saveexec_b32 s35, -1
	scratch_store_b32 off, v42, s33 offset:32 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s35
; %bb.2:                                ;   in Loop: Header=BB4_1 Depth=1
	s_or_saveexec_b32 s35, -1
	scratch_load_b32 v42, off, s33 offset:32 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s35
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v42, 11
	v_readlane_b32 s1, v42, 12
	v_readlane_b32 s10, v42, 0
	v_readlane_b32 s11, v42, 1
	v_readlane_b32 s8, v42, 8
	v_readlane_b32 s9, v42, 9
	v_readlane_b32 s6, v42, 4
	v_readlane_b32 s7, v42, 5
	v_readlane_b32 s4, v42, 6
	v_readlane_b32 s5, v42, 7
	scratch_load_b32 v0, off, s33 offset:48 ; 4-byte Folded Reload
	scratch_load_b32 v31, off, s33 offset:100 ; 4-byte Folded Reload
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
	s_swap_pc_i64 s[30:31], s[0:1]
	v_readlane_b32 s0, v42, 13
	scratch_store_b32 off, v0, s33 offset:104 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB4_1
; %bb.3:
	s_or_saveexec_b32 s35, -1
	scratch_load_b32 v42, off, s33 offset:32 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s35
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v42, 10
	s_mov_b32 exec_lo, s0
	.loc	0 30 77                         ; device.hip:30:77
	v_readlane_b32 s10, v42, 0
	v_readlane_b32 s11, v42, 1
	v_readlane_b32 s8, v42, 8
	v_readlane_b32 s9, v42, 9
	v_readlane_b32 s6, v42, 4
	v_readlane_b32 s7, v42, 5
	v_readlane_b32 s4, v42, 6
	v_readlane_b32 s5, v42, 7
	scratch_load_b64 v[4:5], off, s33 offset:68 ; 8-byte Folded Reload
	scratch_load_b64 v[8:9], off, s33 offset:76 ; 8-byte Folded Reload
	scratch_load_b32 v10, off, s33 offset:44 ; 4-byte Folded Reload
	scratch_load_b64 v[6:7], off, s33 offset:92 ; 8-byte Folded Reload
	scratch_load_b32 v31, off, s33 offset:100 ; 4-byte Folded Reload
	scratch_load_b64 v[0:1], off, s33 offset:84 ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	flat_load_b32 v0, v[0:1]
	.loc	0 30 66                         ; device.hip:30:66
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z5quieti@rel64+4
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
	s_swap_pc_i64 s[30:31], s[0:1]
	scratch_load_b32 v1, off, s33 offset:104 ; 4-byte Folded Reload
	scratch_load_b64 v[2:3], off, s33 offset:56 ; 8-byte Folded Reload
	v_mov_b32_e32 v11, v0
	.loc	0 30 64                         ; device.hip:30:64
	scratch_load_b32 v0, off, s33 offset:52 ; 4-byte Folded Reload
	s_wait_loadcnt 0x0
	v_add3_u32 v0, v0, v1, v11
	.loc	0 30 3                          ; device.hip:30:3
	flat_load_b64 v[12:13], v[6:7]
	.loc	0 30 7                          ; device.hip:30:7
	flat_load_b32 v6, v[2:3]
	v_mov_b32_e32 v1, 0
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v1
	s_mov_b32 s0, 2
	.loc	0 30 3                          ; device.hip:30:3
	s_wait_loadcnt_dscnt 0x0
	v_lshl_add_u64 v[6:7], v[6:7], s0, v[12:13]
	.loc	0 30 10                         ; device.hip:30:10
	flat_store_b32 v[6:7], v0
	.loc	0 31 22 is_stmt 1               ; device.hip:31:22
	s_wait_xcnt 0x0
	v_mov_b32_e32 v0, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], gHitsPtr@rel64+4
	flat_load_b64 v[6:7], v0, s[0:1]
	.loc	0 31 3 is_stmt 0                ; device.hip:31:3
	flat_store_b32 v[8:9], v10
	flat_load_b32 v8, v[8:9]
	s_wait_xcnt 0x0
	s_wait_loadcnt_dscnt 0x0
	flat_atomic_add_u32 v6, v[6:7], v8 th:TH_ATOMIC_RETURN scope:SCOPE_SYS
	s_wait_loadcnt_dscnt 0x0
	flat_store_b32 v[4:5], v6
	.loc	0 32 13 is_stmt 1               ; device.hip:32:13
	flat_load_b32 v4, v[2:3]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	.loc	0 32 10 is_stmt 0               ; device.hip:32:10
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], gTotal@rel64+4
	flat_load_b64 v[2:3], v0, s[0:1]
	s_wait_loadcnt_dscnt 0x0
	v_add_nc_u64_e64 v[2:3], v[2:3], v[4:5]
	flat_store_b64 v0, v[2:3], s[0:1]
	.loc	0 33 1 is_stmt 1                ; device.hip:33:1
	s_endpgm
.Ltmp7:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel weights
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 160
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(weights.num_agpr, weights.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(weights.numbered_sgpr+2, 1, 0)-2
		.amdhsa_named_barrier_count (((((alignto(weights.num_named_barrier, 4)/4)<<14)&~4080)|240)&114688)>>14
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 15
		.amdhsa_round_robin_scheduling 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end4:
	.size	weights, .Lfunc_end4-weights
	.cfi_endproc
                                        ; -- End function
	.set weights.num_vgpr, max(43, amdgpu.max_num_vgpr)
	.set weights.num_agpr, max(0, amdgpu.max_num_agpr)
	.set weights.numbered_sgpr, max(36, amdgpu.max_num_sgpr)
	.set weights.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set weights.private_seg_size, 112+max(_Z3fibj.private_seg_size, _Z5quieti.private_seg_size)
	.set weights.uses_vcc, 1
	.set weights.uses_flat_scratch, 1
	.set weights.has_dyn_sized_stack, 1
	.set weights.has_recursion, 1
	.set weights.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1840
; TotalNumSgprs: weights.numbered_sgpr+2
; NumVgprs: weights.num_vgpr
; ScratchSize: 160
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(weights.num_agpr, weights.num_vgpr), 1, 0), 1), 16)/16)-1
; NumSGPRsForWavesPerEU: max(weights.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(weights.num_agpr, weights.num_vgpr), 1, 0)
; NamedBarCnt: alignto(weights.num_named_barrier, 4)/4
; Occupancy: occupancy(16, 16, 1024, 11, 16, max(weights.numbered_sgpr+extrasgprs(weights.uses_vcc, weights.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(weights.num_agpr, weights.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	stack_and_lds           ; -- Begin function stack_and_lds
	.globl	stack_and_lds
	.p2align	8
	.type	stack_and_lds,@function
stack_and_lds:                          ; @stack_and_lds
.Lfunc_begin5:
	.loc	0 35 0                          ; device.hip:35:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x70
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
                                        ; implicit-def: $vgpr13 : SGPR spill to VGPR lane
	v_writelane_b32 v13, s4, 0
	v_writelane_b32 v13, s5, 1
	v_mov_b32_e32 v4, v0
	s_load_b64 s[2:3], s[4:5], 0x0
	s_load_b32 s0, s[4:5], 0x8
	v_mov_b32_e32 v0, 0
	scratch_store_b32 off, v0, s33 offset:104 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	v_mbcnt_lo_u32_b32 v0, -1, v0
	s_mov_b32 s1, 20
	v_lshlrev_b32_e64 v5, s1, v0
	scratch_store_b32 off, v5, s33 offset:100 ; 4-byte Folded Spill
	s_mov_b32 s1, s33
	v_mov_b32_e32 v0, s1
	v_mov_b32_e32 v1, v5
	s_mov_b64 s[8:9], src_flat_scratch_base_lo
	v_writelane_b32 v13, s8, 2
	v_writelane_b32 v13, s9, 3
	v_add_nc_u64_e64 v[2:3], v[0:1], s[8:9]
	v_mov_b32_e32 v0, v3
	s_mov_b64 s[10:11], 0
	s_mov_b32 s5, s11
	v_writelane_b32 v13, s5, 4
	s_mov_b32 s6, -1
	v_writelane_b32 v13, s6, 5
	s_cmp_lg_u32 s1, s6
	s_cselect_b32 s4, -1, 0
	v_cndmask_b32_e64 v0, s5, v0, s4
	v_mov_b32_e32 v1, v2
	s_mov_b32 s1, s10
	v_writelane_b32 v13, s1, 6
	v_cndmask_b32_e64 v8, s1, v1, s4
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v0
	s_add_co_i32 s7, s33, 8
	s_mov_b32 s4, s7
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, v5
	v_add_nc_u64_e64 v[2:3], v[0:1], s[8:9]
	v_mov_b32_e32 v0, v3
	s_cmp_lg_u32 s4, s6
	s_cselect_b32 s4, -1, 0
	v_cndmask_b32_e64 v0, s5, v0, s4
	v_mov_b32_e32 v1, v2
	v_cndmask_b32_e64 v6, s1, v1, s4
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v0
	v_mov_b64_e32 v[0:1], v[6:7]
	scratch_store_b64 off, v[0:1], s33 offset:92 ; 8-byte Folded Spill
	s_add_co_i32 s7, s33, 16
	s_mov_b32 s4, s7
	s_wait_xcnt 0x0
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, v5
	v_add_nc_u64_e64 v[0:1], v[0:1], s[8:9]
	v_mov_b32_e32 v2, v1
	s_cmp_lg_u32 s4, s6
	s_cselect_b32 s4, -1, 0
	v_cndmask_b32_e64 v2, s5, v2, s4
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	v_cndmask_b32_e64 v0, s1, v0, s4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b64_e32 v[2:3], v[0:1]
	scratch_store_b64 off, v[2:3], s33 offset:84 ; 8-byte Folded Spill
	s_add_co_i32 s7, s33, 20
	s_mov_b32 s4, s7
	s_wait_xcnt 0x0
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, v5
	v_add_nc_u64_e64 v[2:3], v[2:3], s[8:9]
	v_mov_b32_e32 v10, v3
	s_cmp_lg_u32 s4, s6
	s_cselect_b32 s4, -1, 0
	v_cndmask_b32_e64 v10, s5, v10, s4
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	v_cndmask_b32_e64 v2, s1, v2, s4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v10
	v_mov_b64_e32 v[10:11], v[2:3]
	scratch_store_b64 off, v[10:11], s33 offset:76 ; 8-byte Folded Spill
	s_add_co_i32 s7, s33, 24
	s_mov_b32 s4, s7
	s_wait_xcnt 0x0
	v_mov_b32_e32 v10, s4
	v_mov_b32_e32 v11, v5
	v_add_nc_u64_e64 v[10:11], v[10:11], s[8:9]
	v_mov_b32_e32 v12, v11
	s_cmp_lg_u32 s4, s6
	s_cselect_b32 s4, -1, 0
	v_cndmask_b32_e64 v12, s5, v12, s4
                                        ; kill: def $vgpr10 killed $vgpr10 killed $vgpr10_vgpr11 killed $exec
	v_cndmask_b32_e64 v10, s1, v10, s4
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v12
	scratch_store_b64 off, v[10:11], s33 offset:68 ; 8-byte Folded Spill
	scratch_store_b64 off, v[10:11], s33 offset:60 ; 8-byte Folded Spill
	s_add_co_i32 s7, s33, 32
	s_mov_b32 s4, s7
	s_wait_xcnt 0x0
	v_mov_b32_e32 v10, s4
	v_mov_b32_e32 v11, v5
	v_add_nc_u64_e64 v[10:11], v[10:11], s[8:9]
	v_mov_b32_e32 v5, v11
	s_cmp_lg_u32 s4, s6
	s_cselect_b32 s4, -1, 0
	v_cndmask_b32_e64 v5, s5, v5, s4
                                        ; kill: def $vgpr10 killed $vgpr10 killed $vgpr10_vgpr11 killed $exec
	v_cndmask_b32_e64 v10, s1, v10, s4
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v5
	scratch_store_b64 off, v[10:11], s33 offset:52 ; 8-byte Folded Spill
	scratch_store_b64 off, v[10:11], s33 offset:44 ; 8-byte Folded Spill
	s_wait_kmcnt 0x0
	s_wait_xcnt 0x0
	v_mov_b64_e32 v[10:11], s[2:3]
	flat_store_b64 v[8:9], v[10:11]
	flat_load_b64 v[8:9], v[8:9]
	s_wait_loadcnt_dscnt 0x0
	flat_store_b64 v[6:7], v[8:9]
	v_mov_b32_e32 v5, s0
	flat_store_b32 v[0:1], v5
	s_mov_b32 s0, 0x3ff
	v_and_b32_e64 v4, v4, s0
.Ltmp8:
	.loc	0 37 12 prologue_end            ; device.hip:37:12
	flat_store_b32 v[2:3], v4
	.loc	0 39 40                         ; device.hip:39:40
	flat_load_b32 v0, v[0:1]
	s_mov_b32 s0, 15
	.loc	0 39 42 is_stmt 0               ; device.hip:39:42
	s_wait_loadcnt_dscnt 0x0
	s_wait_xcnt 0x0
	v_and_b32_e64 v0, v0, s0
	s_mov_b32 s0, 19
	.loc	0 39 22                         ; device.hip:39:22
	v_lshl_add_u32 v0, v0, 2, s0
	s_mov_b32 s0, 0x70
	v_and_b32_e64 v0, v0, s0
	scratch_store_b32 off, v0, s33 offset:40 ; 4-byte Folded Spill
	s_mov_b32 s0, exec_lo
	s_mov_b32 s1, 0
	v_writelane_b32 v13, s1, 7
	v_writelane_b32 v13, s0, 8
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s12, -1
	scratch_store_b32 off, v13, s33 offset:36 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s12
.LBB5_1:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b32 s12, -1
	scratch_load_b32 v13, off, s33 offset:36 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s12
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v13, 8
	v_readlane_b32 s1, v13, 7
	scratch_load_b32 v0, off, s33 offset:40 ; 4-byte Folded Reload
	s_ctz_i32_b32 s2, s0
	s_wait_loadcnt 0x0
	v_readlane_b32 s3, v0, s2
	s_max_u32 s1, s1, s3
	v_writelane_b32 v13, s1, 9
	s_bitset0_b32 s0, s2
	s_cmp_lg_u32 s0, 0
	v_writelane_b32 v13, s1, 7
	v_writelane_b32 v13, s0, 8
	s_mov_b32 s12, exec_lo
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, -1
	scratch_store_b32 off, v13, s33 offset:36 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s12
	s_cbranch_scc1 .LBB5_1
; %bb.2:
	s_or_saveexec_b32 s12, -1
	scratch_load_b32 v13, off, s33 offset:36 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s12
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v13, 6
	v_readlane_b32 s2, v13, 4
	v_readlane_b32 s3, v13, 5
	v_readlane_b32 s4, v13, 2
	v_readlane_b32 s5, v13, 3
	v_readlane_b32 s6, v13, 9
	scratch_load_b64 v[0:1], off, s33 offset:52 ; 8-byte Folded Reload
	scratch_load_b32 v2, off, s33 offset:104 ; 4-byte Folded Reload
	scratch_load_b64 v[4:5], off, s33 offset:68 ; 8-byte Folded Reload
	scratch_load_b32 v3, off, s33 offset:100 ; 4-byte Folded Reload
	s_mov_b32 s1, s32
	s_mov_b32 s7, 5
	v_mov_b32_e32 v6, s1
	v_lshl_add_u32 v6, s6, s7, v6
	v_readfirstlane_b32 s6, v6
	s_mov_b32 s32, s6
	v_mov_b32_e32 v6, s1
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v7, v3
	v_add_nc_u64_e64 v[6:7], v[6:7], s[4:5]
	v_mov_b32_e32 v3, v7
	s_cmp_lg_u32 s1, s3
	s_cselect_b32 s1, -1, 0
	v_cndmask_b32_e64 v3, s2, v3, s1
                                        ; kill: def $vgpr6 killed $vgpr6 killed $vgpr6_vgpr7 killed $exec
	v_cndmask_b32_e64 v6, s0, v6, s1
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v3
	.loc	0 39 10                         ; device.hip:39:10
	flat_store_b64 v[4:5], v[6:7]
.Ltmp9:
	.loc	0 43 17 is_stmt 1               ; device.hip:43:17
	flat_store_b32 v[0:1], v2
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr1
	.loc	0 43 8 is_stmt 0                ; device.hip:43:8
	v_writelane_b32 v13, s0, 10
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s12, -1
	scratch_store_b32 off, v13, s33 offset:36 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s12
.LBB5_3:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 0 8                           ; device.hip:0:8
	s_or_saveexec_b32 s12, -1
	scratch_load_b32 v13, off, s33 offset:36 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s12
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v13, 11
	v_readlane_b32 s1, v13, 10
	v_writelane_b32 v13, s1, 12
.Ltmp10:
	.loc	0 43 24 is_stmt 1               ; device.hip:43:24
	scratch_load_b64 v[2:3], off, s33 offset:84 ; 8-byte Folded Reload
	scratch_load_b64 v[0:1], off, s33 offset:44 ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	flat_load_b32 v0, v[0:1]
	.loc	0 43 30 is_stmt 0               ; device.hip:43:30
	flat_load_b32 v1, v[2:3]
	s_mov_b32 s1, 15
	.loc	0 43 32                         ; device.hip:43:32
	s_wait_loadcnt_dscnt 0x0
	v_and_b32_e64 v1, v1, s1
	.loc	0 43 26                         ; device.hip:43:26
	v_cmp_le_u32_e64 s1, v0, v1
	s_mov_b32 s2, -1
	s_or_b32 s0, s0, exec_lo
	v_writelane_b32 v13, s0, 13
.Ltmp11:
	.loc	0 43 3                          ; device.hip:43:3
	v_writelane_b32 v13, s0, 14
	s_wait_xcnt 0x0
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v13, s0, 15
	s_or_saveexec_b32 s12, -1
	scratch_store_b32 off, v13, s33 offset:36 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s12
	s_and_b32 s0, s0, s1
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB5_5
; %bb.4:                                ;   in Loop: Header=BB5_3 Depth=1
.Ltmp12:
	.loc	0 43 51                         ; device.hip:43:51
	scratch_load_b64 v[0:1], off, s33 offset:60 ; 8-byte Folded Reload
	scratch_load_b64 v[2:3], off, s33 offset:44 ; 8-byte Folded Reload
	scratch_load_b64 v[4:5], off, s33 offset:92 ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	flat_load_b64 v[6:7], v[4:5]
	.loc	0 43 55                         ; device.hip:43:55
	flat_load_b32 v3, v[2:3]
	s_wait_xcnt 0x0
	v_mov_b32_e32 v2, 0
	s_wait_loadcnt_dscnt 0x0
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v2
	s_mov_b32 s0, 2
	.loc	0 43 51                         ; device.hip:43:51
	v_lshlrev_b64_e64 v[4:5], s0, v[4:5]
	v_add_nc_u64_e64 v[6:7], v[6:7], v[4:5]
	flat_load_b32 v2, v[6:7]
	.loc	0 43 67                         ; device.hip:43:67
	v_cvt_f32_u32_e64 v3, v3
	.loc	0 43 58                         ; device.hip:43:58
	s_wait_loadcnt_dscnt 0x0
	v_mul_f32_e64 v2, v2, v3
	.loc	0 43 44                         ; device.hip:43:44
	flat_load_b64 v[0:1], v[0:1]
	s_wait_loadcnt_dscnt 0x0
	s_wait_xcnt 0x0
	v_add_nc_u64_e64 v[0:1], v[0:1], v[4:5]
	.loc	0 43 49                         ; device.hip:43:49
	flat_store_b32 v[0:1], v2
	.loc	0 43 44                         ; device.hip:43:44
	s_branch .LBB5_6
.LBB5_5:                                ;   in Loop: Header=BB5_3 Depth=1
	.loc	0 0 44                          ; device.hip:0:44
	s_or_saveexec_b32 s12, -1
	scratch_load_b32 v13, off, s33 offset:36 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s12
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v13, 15
	s_or_b32 exec_lo, exec_lo, s0
	v_readlane_b32 s2, v13, 12
	v_readlane_b32 s1, v13, 14
	s_mov_b32 s0, s1
	s_and_b32 s0, exec_lo, s0
	s_or_b32 s0, s0, s2
	v_writelane_b32 v13, s1, 11
	s_mov_b32 s1, s0
	v_writelane_b32 v13, s1, 10
	s_mov_b32 s1, s0
	v_writelane_b32 v13, s1, 16
	s_or_saveexec_b32 s12, -1
	scratch_store_b32 off, v13, s33 offset:36 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s12
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB5_3
	s_branch .LBB5_7
.LBB5_6:                                ;   in Loop: Header=BB5_3 Depth=1
	.loc	0 43 39                         ; device.hip:43:39
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s12, -1
	scratch_load_b32 v13, off, s33 offset:36 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s12
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v13, 13
	scratch_load_b64 v[0:1], off, s33 offset:44 ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	flat_load_b32 v2, v[0:1]
	s_mov_b32 s1, 1
	s_wait_loadcnt_dscnt 0x0
	v_add_nc_u32_e64 v2, v2, s1
	flat_store_b32 v[0:1], v2
	s_mov_b32 s1, 0
	s_and_not1_b32 s0, s0, exec_lo
	.loc	0 43 3                          ; device.hip:43:3
	v_writelane_b32 v13, s0, 14
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s12, -1
	scratch_store_b32 off, v13, s33 offset:36 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s12
	s_branch .LBB5_5
.Ltmp13:
.LBB5_7:
	.loc	0 0 3                           ; device.hip:0:3
	s_or_saveexec_b32 s12, -1
	scratch_load_b32 v13, off, s33 offset:36 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s12
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v13, 16
	s_or_b32 exec_lo, exec_lo, s0
; %bb.8:
	.loc	0 44 12 is_stmt 1               ; device.hip:44:12
	s_or_saveexec_b32 s12, -1
	scratch_load_b32 v13, off, s33 offset:36 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s12
	s_wait_loadcnt 0x0
	v_readlane_b32 s4, v13, 0
	v_readlane_b32 s5, v13, 1
	scratch_load_b64 v[4:5], off, s33 offset:92 ; 8-byte Folded Reload
	scratch_load_b64 v[0:1], off, s33 offset:76 ; 8-byte Folded Reload
	scratch_load_b64 v[8:9], off, s33 offset:84 ; 8-byte Folded Reload
	scratch_load_b64 v[2:3], off, s33 offset:60 ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	flat_load_b64 v[6:7], v[2:3]
	.loc	0 44 14 is_stmt 0               ; device.hip:44:14
	flat_load_b32 v2, v[0:1]
	.loc	0 44 20                         ; device.hip:44:20
	flat_load_b32 v3, v[8:9]
	s_mov_b32 s0, 15
	.loc	0 44 22                         ; device.hip:44:22
	s_wait_loadcnt_dscnt 0x0
	s_wait_xcnt 0x0
	v_and_b32_e64 v8, v3, s0
	s_mov_b32 s1, 1
	.loc	0 44 28                         ; device.hip:44:28
	v_add_nc_u32_e64 v8, v8, s1
	.loc	0 44 16                         ; device.hip:44:16
	v_bitop3_b32 v9, v3, s0, v3 bitop3:0x3f
	v_cvt_f32_u32_e32 v3, v8
	v_rcp_iflag_f32_e32 v3, v3
	v_nop
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v9, v9, v3
	v_mul_hi_u32 v9, v3, v9
	v_add_nc_u32_e64 v3, v3, v9
	v_mul_hi_u32 v3, v2, v3
	v_mul_lo_u32 v3, v3, v8
	v_sub_nc_u32_e64 v3, v2, v3
	v_cmp_ge_u32_e64 s0, v3, v8
	v_sub_nc_u32_e64 v9, v3, v8
	v_cndmask_b32_e64 v3, v3, v9, s0
	v_cmp_ge_u32_e64 s0, v3, v8
	v_sub_nc_u32_e64 v8, v3, v8
	v_cndmask_b32_e64 v3, v3, v8, s0
	s_mov_b32 s0, 2
	.loc	0 44 12                         ; device.hip:44:12
	v_lshlrev_b32_e64 v8, s0, v3
	v_mov_b32_e32 v3, 0
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v3
	v_add_nc_u64_e64 v[6:7], v[6:7], v[8:9]
	flat_load_b32 v6, v[6:7]
	s_mov_b64 s[8:9], 0
	.loc	0 46 12 is_stmt 1               ; device.hip:46:12
	s_mov_b32 s6, s9
	s_mov_b64 s[2:3], src_shared_base
                                        ; kill: def $sgpr3 killed $sgpr3 killed $sgpr2_sgpr3
	s_mov_b32 s2, 0
	s_mov_b32 s7, -1
	s_cmp_lg_u32 s2, s7
	s_cselect_b32 s6, s3, s6
	s_mov_b32 s3, s8
	s_cselect_b32 s2, s2, s3
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s6
	.loc	0 44 10                         ; device.hip:44:10
	s_wait_loadcnt_dscnt 0x0
	flat_store_b32 v2, v6, s[2:3] scale_offset
	.loc	0 45 3                          ; device.hip:45:3
	s_barrier_signal -1
	s_barrier_wait -1
	.loc	0 46 17                         ; device.hip:46:17
	flat_load_b32 v2, v[0:1]
	s_wait_loadcnt_dscnt 0x0
	s_wait_xcnt 0x0
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v3
	.loc	0 46 19 is_stmt 0               ; device.hip:46:19
	v_add_nc_u32_e64 v2, v2, s1
	.loc	0 46 26                         ; device.hip:46:26
	s_load_u16 s4, s[4:5], 0x1c
	s_mov_b32 s1, 0
	.loc	0 46 24                         ; device.hip:46:24
	s_wait_kmcnt 0x0
	s_sub_co_i32 s1, s1, s4
	v_cvt_f32_u32_e32 v3, s4
	v_rcp_iflag_f32_e32 v3, v3
	v_nop
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v6, s1, v3
	v_mul_hi_u32 v6, v3, v6
	v_add_nc_u32_e64 v3, v3, v6
	v_mul_hi_u32 v3, v2, v3
	v_mul_lo_u32 v3, v3, s4
	v_sub_nc_u32_e64 v2, v2, v3
	v_cmp_ge_u32_e64 s1, v2, s4
	v_sub_nc_u32_e64 v3, v2, s4
	v_cndmask_b32_e64 v2, v2, v3, s1
	v_cmp_ge_u32_e64 s1, v2, s4
	v_sub_nc_u32_e64 v3, v2, s4
	v_cndmask_b32_e64 v2, v2, v3, s1
	.loc	0 46 12                         ; device.hip:46:12
	flat_load_b32 v2, v2, s[2:3] scale_offset
	.loc	0 46 3                          ; device.hip:46:3
	flat_load_b64 v[4:5], v[4:5]
	s_wait_loadcnt_dscnt 0x0
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	.loc	0 46 10                         ; device.hip:46:10
	flat_store_b32 v[0:1], v2
	.loc	0 47 1 is_stmt 1                ; device.hip:47:1
	s_endpgm
.Ltmp14:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel stack_and_lds
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 112
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 34
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 21
		.amdhsa_round_robin_scheduling 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end5:
	.size	stack_and_lds, .Lfunc_end5-stack_and_lds
	.cfi_endproc
                                        ; -- End function
	.set stack_and_lds.num_vgpr, 14
	.set stack_and_lds.num_agpr, 0
	.set stack_and_lds.numbered_sgpr, 34
	.set stack_and_lds.num_named_barrier, 0
	.set stack_and_lds.private_seg_size, 112
	.set stack_and_lds.uses_vcc, 0
	.set stack_and_lds.uses_flat_scratch, 0
	.set stack_and_lds.has_dyn_sized_stack, 1
	.set stack_and_lds.has_recursion, 0
	.set stack_and_lds.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2580
; TotalNumSgprs: 34
; NumVgprs: 14
; ScratchSize: 112
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 14
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	say                     ; -- Begin function say
	.globl	say
	.p2align	8
	.type	say,@function
say:                                    ; @say
.Lfunc_begin6:
	.loc	0 49 0                          ; device.hip:49:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x90
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
                                        ; implicit-def: $vgpr40 : SGPR spill to VGPR lane
	v_writelane_b32 v40, s6, 0
	v_writelane_b32 v40, s7, 1
	v_writelane_b32 v40, s4, 2
	v_writelane_b32 v40, s5, 3
	v_writelane_b32 v40, s2, 4
	v_writelane_b32 v40, s3, 5
	v_writelane_b32 v40, s0, 6
	v_writelane_b32 v40, s1, 7
	scratch_store_b32 off, v0, s33 offset:28 ; 4-byte Folded Spill
	s_load_b64 s[2:3], s[4:5], 0x0
	s_mov_b32 s0, 0
	v_mbcnt_lo_u32_b32 v1, -1, s0
	s_mov_b32 s1, 20
	v_lshlrev_b32_e64 v1, s1, v1
	s_mov_b32 s1, s33
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v3, v1
	s_mov_b64 s[8:9], src_flat_scratch_base_lo
	v_add_nc_u64_e64 v[4:5], v[2:3], s[8:9]
	v_mov_b32_e32 v2, v5
	s_mov_b64 s[10:11], 0
	s_wait_xcnt 0x0
	s_mov_b32 s5, s11
	s_mov_b32 s6, -1
	s_cmp_lg_u32 s1, s6
	s_cselect_b32 s4, -1, 0
	v_cndmask_b32_e64 v2, s5, v2, s4
	v_mov_b32_e32 v3, v4
	s_mov_b32 s1, s10
	v_cndmask_b32_e64 v4, s1, v3, s4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
	s_add_co_i32 s7, s33, 8
	s_mov_b32 s4, s7
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, v1
	v_add_nc_u64_e64 v[2:3], v[2:3], s[8:9]
	v_mov_b32_e32 v1, v3
	s_cmp_lg_u32 s4, s6
	s_cselect_b32 s4, -1, 0
	v_cndmask_b32_e64 v1, s5, v1, s4
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	v_cndmask_b32_e64 v2, s1, v2, s4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	v_mov_b64_e32 v[6:7], v[2:3]
	scratch_store_b64 off, v[6:7], s33 offset:20 ; 8-byte Folded Spill
	s_wait_kmcnt 0x0
	s_wait_xcnt 0x0
	v_mov_b64_e32 v[6:7], s[2:3]
	flat_store_b64 v[4:5], v[6:7]
	flat_load_b64 v[4:5], v[4:5]
	s_wait_loadcnt_dscnt 0x0
	flat_store_b64 v[2:3], v[4:5]
	s_mov_b32 s1, 0x3ff
	v_and_b32_e64 v0, v0, s1
.Ltmp15:
	.loc	0 50 40 prologue_end            ; device.hip:50:40
	v_cmp_eq_u32_e64 s1, v0, s0
	s_wait_xcnt 0x0
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v40, s0, 8
	s_or_saveexec_b32 s34, -1
	scratch_store_b32 off, v40, s33 offset:16 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s34
	s_and_b32 s0, s0, s1
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB6_6
; %bb.1:
	.loc	0 50 80 is_stmt 0               ; device.hip:50:80
	s_or_saveexec_b32 s34, -1
	scratch_load_b32 v40, off, s33 offset:16 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s34
	s_wait_loadcnt 0x0
	v_readlane_b32 s10, v40, 0
	v_readlane_b32 s11, v40, 1
	v_readlane_b32 s6, v40, 4
	v_readlane_b32 s7, v40, 5
	v_readlane_b32 s4, v40, 6
	v_readlane_b32 s5, v40, 7
	v_readlane_b32 s0, v40, 2
	v_readlane_b32 s1, v40, 3
	scratch_load_b32 v31, off, s33 offset:28 ; 4-byte Folded Reload
	scratch_load_b64 v[0:1], off, s33 offset:20 ; 8-byte Folded Reload
	v_mov_b32_e32 v2, 0
	s_get_pc_i64 s[2:3]
	s_add_nc_u64 s[2:3], s[2:3], gName@rel64+4
	flat_load_b64 v[2:3], v2, s[2:3]
	.loc	0 50 87                         ; device.hip:50:87
	s_wait_loadcnt_dscnt 0x0
	scratch_store_b64 off, v[2:3], s33 offset:68 ; 8-byte Folded Spill
	flat_load_b64 v[0:1], v[0:1]
	s_wait_loadcnt_dscnt 0x0
	scratch_store_b64 off, v[0:1], s33 offset:60 ; 8-byte Folded Spill
	flat_load_b32 v2, v[0:1]
	.loc	0 50 94                         ; device.hip:50:94
	s_wait_loadcnt_dscnt 0x0
	scratch_store_b32 off, v2, s33 offset:56 ; 4-byte Folded Spill
	flat_load_b32 v2, v[0:1] offset:4
	.loc	0 50 101                        ; device.hip:50:101
	s_wait_loadcnt_dscnt 0x0
	scratch_store_b32 off, v2, s33 offset:52 ; 4-byte Folded Spill
	flat_load_b32 v0, v[0:1] offset:8
	s_wait_loadcnt_dscnt 0x0
	scratch_store_b32 off, v0, s33 offset:48 ; 4-byte Folded Spill
	s_mov_b64 s[2:3], 8
	.loc	0 50 46                         ; device.hip:50:46
	s_add_nc_u64 s[8:9], s[0:1], s[2:3]
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], __ockl_printf_begin@gotpcrel+4
	s_load_b64 s[0:1], s[0:1], 0x0
	s_mov_b32 s2, 0
	v_writelane_b32 v40, s2, 9
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s2
	s_wait_kmcnt 0x0
	s_swap_pc_i64 s[30:31], s[0:1]
	v_readlane_b32 s2, v40, 9
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	scratch_store_b64 off, v[0:1], s33 offset:40 ; 8-byte Folded Spill
	s_mov_b64 s[4:5], 0
	s_wait_xcnt 0x0
	v_mov_b64_e32 v[0:1], s[4:5]
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], .L.str.1@rel64+4
	s_cmp_eq_u64 s[0:1], s[4:5]
	s_cselect_b32 s3, -1, 0
	s_and_b32 vcc_lo, exec_lo, s3
	v_writelane_b32 v40, s2, 10
	v_writelane_b32 v40, s0, 11
	v_writelane_b32 v40, s1, 12
	s_or_saveexec_b32 s34, -1
	scratch_store_b32 off, v40, s33 offset:16 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s34
	scratch_store_b64 off, v[0:1], s33 offset:32 ; 8-byte Folded Spill
	s_cbranch_vccnz .LBB6_3
.LBB6_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 0 46                          ; device.hip:0:46
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s34, -1
	scratch_load_b32 v40, off, s33 offset:16 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s34
	s_wait_loadcnt 0x0
	v_readlane_b32 s4, v40, 11
	v_readlane_b32 s5, v40, 12
	v_readlane_b32 s1, v40, 10
	s_mov_b64 s[2:3], 1
	.loc	0 50 46                         ; device.hip:50:46
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	v_mov_b32_e32 v0, 0
	flat_load_u8 v0, v0, s[4:5]
	s_mov_b32 s0, 0
	s_wait_loadcnt_dscnt 0x0
	v_cmp_eq_u16_e64 s0, v0, s0
	s_or_b32 s0, s0, s1
	s_wait_xcnt 0x0
	v_mov_b64_e32 v[0:1], s[4:5]
	s_mov_b32 s1, s0
	v_writelane_b32 v40, s1, 10
	v_writelane_b32 v40, s2, 11
	v_writelane_b32 v40, s3, 12
	scratch_store_b64 off, v[0:1], s33 offset:76 ; 8-byte Folded Spill
	s_mov_b32 s1, s0
	v_writelane_b32 v40, s1, 13
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s34, -1
	scratch_store_b32 off, v40, s33 offset:16 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s34
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB6_2
	s_branch .LBB6_4
.LBB6_3:
	.loc	0 0 46                          ; device.hip:0:46
	scratch_load_b64 v[0:1], off, s33 offset:32 ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	scratch_store_b64 off, v[0:1], s33 offset:84 ; 8-byte Folded Spill
	s_branch .LBB6_7
.LBB6_4:
	.loc	0 50 46                         ; device.hip:50:46
	s_or_saveexec_b32 s34, -1
	scratch_load_b32 v40, off, s33 offset:16 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s34
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v40, 13
	s_or_b32 exec_lo, exec_lo, s0
; %bb.5:
	scratch_load_b64 v[0:1], off, s33 offset:76 ; 8-byte Folded Reload
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], .L.str.1@rel64+4
	s_wait_loadcnt 0x0
	v_sub_nc_u64_e64 v[0:1], v[0:1], s[0:1]
	s_mov_b64 s[0:1], 1
	v_add_nc_u64_e64 v[0:1], v[0:1], s[0:1]
	scratch_store_b64 off, v[0:1], s33 offset:32 ; 8-byte Folded Spill
	s_branch .LBB6_3
.LBB6_6:
	.loc	0 0 46                          ; device.hip:0:46
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s34, -1
	scratch_load_b32 v40, off, s33 offset:16 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s34
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v40, 8
	s_or_b32 exec_lo, exec_lo, s0
	s_branch .LBB6_13
.LBB6_7:
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s34, -1
	scratch_load_b32 v40, off, s33 offset:16 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s34
	s_wait_loadcnt 0x0
	v_readlane_b32 s10, v40, 0
	v_readlane_b32 s11, v40, 1
	v_readlane_b32 s6, v40, 4
	v_readlane_b32 s7, v40, 5
	v_readlane_b32 s4, v40, 6
	v_readlane_b32 s5, v40, 7
	v_readlane_b32 s0, v40, 2
	v_readlane_b32 s1, v40, 3
	scratch_load_b32 v31, off, s33 offset:28 ; 4-byte Folded Reload
	scratch_load_b64 v[2:3], off, s33 offset:84 ; 8-byte Folded Reload
	scratch_load_b64 v[6:7], off, s33 offset:40 ; 8-byte Folded Reload
	s_mov_b64 s[2:3], 8
	.loc	0 50 46 is_stmt 1               ; device.hip:50:46
	s_add_nc_u64 s[8:9], s[0:1], s[2:3]
	s_mov_b32 s2, 32
	s_wait_loadcnt 0x0
	v_lshrrev_b64 v[0:1], s2, v[6:7]
	v_mov_b32_e32 v1, v0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], .L.str.1@rel64+4
	s_lshr_b64 s[12:13], s[0:1], s2
	s_mov_b32 s3, s12
	v_lshrrev_b64 v[4:5], s2, v[2:3]
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v0, v6
	s_mov_b32 s16, s0
	v_mov_b32_e32 v4, v2
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], __ockl_printf_append_string_n@gotpcrel+4
	s_load_b64 s[0:1], s[0:1], 0x0
	s_mov_b32 s2, 0
	v_writelane_b32 v40, s2, 14
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v2, s16
	v_mov_b32_e32 v3, s3
	v_mov_b32_e32 v6, s2
	s_wait_kmcnt 0x0
	s_swap_pc_i64 s[30:31], s[0:1]
	scratch_load_b64 v[2:3], off, s33 offset:68 ; 8-byte Folded Reload
	v_readlane_b32 s0, v40, 14
	v_mov_b32_e32 v4, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	scratch_store_b64 off, v[0:1], s33 offset:108 ; 8-byte Folded Spill
	s_wait_xcnt 0x0
	v_mov_b64_e32 v[0:1], 0
	s_wait_loadcnt 0x0
	v_cmp_ne_u64_e64 s1, v[2:3], v[0:1]
	v_writelane_b32 v40, s0, 15
	scratch_store_b64 off, v[2:3], s33 offset:100 ; 8-byte Folded Spill
	scratch_store_b64 off, v[0:1], s33 offset:92 ; 8-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v40, s0, 16
	s_or_saveexec_b32 s34, -1
	scratch_store_b32 off, v40, s33 offset:16 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s34
	s_and_b32 s0, s0, s1
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB6_9
.LBB6_8:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 0 46 is_stmt 0                ; device.hip:0:46
	s_or_saveexec_b32 s34, -1
	scratch_load_b32 v40, off, s33 offset:16 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s34
	s_wait_loadcnt 0x0
	v_readlane_b32 s1, v40, 15
	scratch_load_b64 v[0:1], off, s33 offset:100 ; 8-byte Folded Reload
	s_mov_b64 s[2:3], 1
	.loc	0 50 46                         ; device.hip:50:46
	s_wait_loadcnt 0x0
	v_add_nc_u64_e64 v[2:3], v[0:1], s[2:3]
	flat_load_u8 v4, v[0:1]
	s_mov_b32 s0, 0
	s_wait_loadcnt_dscnt 0x0
	v_cmp_eq_u16_e64 s0, v4, s0
	s_or_b32 s0, s0, s1
	s_mov_b32 s1, s0
	v_writelane_b32 v40, s1, 15
	scratch_store_b64 off, v[2:3], s33 offset:100 ; 8-byte Folded Spill
	scratch_store_b64 off, v[0:1], s33 offset:116 ; 8-byte Folded Spill
	s_mov_b32 s1, s0
	v_writelane_b32 v40, s1, 17
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s34, -1
	scratch_store_b32 off, v40, s33 offset:16 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s34
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB6_8
	s_branch .LBB6_10
.LBB6_9:
	.loc	0 0 46                          ; device.hip:0:46
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s34, -1
	scratch_load_b32 v40, off, s33 offset:16 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s34
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v40, 16
	s_or_b32 exec_lo, exec_lo, s0
	scratch_load_b64 v[0:1], off, s33 offset:92 ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	scratch_store_b64 off, v[0:1], s33 offset:124 ; 8-byte Folded Spill
	s_branch .LBB6_12
.LBB6_10:
	.loc	0 50 46                         ; device.hip:50:46
	s_or_saveexec_b32 s34, -1
	scratch_load_b32 v40, off, s33 offset:16 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s34
	s_wait_loadcnt 0x0
	v_readlane_b32 s0, v40, 17
	s_or_b32 exec_lo, exec_lo, s0
; %bb.11:
	scratch_load_b64 v[2:3], off, s33 offset:68 ; 8-byte Folded Reload
	scratch_load_b64 v[0:1], off, s33 offset:116 ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	v_sub_nc_u64_e64 v[0:1], v[0:1], v[2:3]
	s_mov_b64 s[0:1], 1
	v_add_nc_u64_e64 v[0:1], v[0:1], s[0:1]
	scratch_store_b64 off, v[0:1], s33 offset:92 ; 8-byte Folded Spill
	s_branch .LBB6_9
.LBB6_12:
	.loc	0 0 46                          ; device.hip:0:46
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s34, -1
	scratch_load_b32 v40, off, s33 offset:16 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s34
	s_wait_loadcnt 0x0
	v_readlane_b32 s10, v40, 0
	v_readlane_b32 s11, v40, 1
	v_readlane_b32 s6, v40, 4
	v_readlane_b32 s7, v40, 5
	v_readlane_b32 s4, v40, 6
	v_readlane_b32 s5, v40, 7
	v_readlane_b32 s0, v40, 2
	v_readlane_b32 s1, v40, 3
	scratch_load_b32 v31, off, s33 offset:28 ; 4-byte Folded Reload
	scratch_load_b64 v[6:7], off, s33 offset:124 ; 8-byte Folded Reload
	scratch_load_b64 v[8:9], off, s33 offset:68 ; 8-byte Folded Reload
	scratch_load_b64 v[10:11], off, s33 offset:108 ; 8-byte Folded Reload
	s_mov_b64 s[2:3], 8
	.loc	0 50 46 is_stmt 1               ; device.hip:50:46
	s_add_nc_u64 s[8:9], s[0:1], s[2:3]
	v_writelane_b32 v40, s8, 18
	v_writelane_b32 v40, s9, 19
	s_mov_b32 s0, 32
	v_writelane_b32 v40, s0, 20
	s_wait_loadcnt 0x0
	v_lshrrev_b64 v[0:1], s0, v[10:11]
	v_mov_b32_e32 v1, v0
	v_lshrrev_b64 v[2:3], s0, v[8:9]
	v_mov_b32_e32 v3, v2
	v_lshrrev_b64 v[4:5], s0, v[6:7]
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v0, v10
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v4, v6
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], __ockl_printf_append_string_n@gotpcrel+4
	s_load_b64 s[0:1], s[0:1], 0x0
	v_mov_b32_e32 v6, 0
	scratch_store_b32 off, v6, s33 offset:136 ; 4-byte Folded Spill
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
	s_wait_kmcnt 0x0
	s_swap_pc_i64 s[30:31], s[0:1]
	scratch_load_b32 v3, off, s33 offset:56 ; 4-byte Folded Reload
	scratch_load_b32 v31, off, s33 offset:28 ; 4-byte Folded Reload
	scratch_load_b32 v17, off, s33 offset:136 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 6
	v_readlane_b32 s5, v40, 7
	v_readlane_b32 s6, v40, 4
	v_readlane_b32 s7, v40, 5
	v_readlane_b32 s8, v40, 18
	v_readlane_b32 s9, v40, 19
	v_readlane_b32 s10, v40, 0
	v_readlane_b32 s11, v40, 1
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], __ockl_printf_append_args@gotpcrel+4
	s_load_b64 s[0:1], s[0:1], 0x0
	s_wait_kmcnt 0x0
	v_writelane_b32 v40, s0, 21
	v_writelane_b32 v40, s1, 22
	s_or_saveexec_b32 s34, -1
	scratch_store_b32 off, v40, s33 offset:16 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s34
	v_mov_b32_e32 v2, 1
	scratch_store_b32 off, v2, s33 offset:132 ; 4-byte Folded Spill
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v4, v17
	v_mov_b32_e32 v5, v17
	v_mov_b32_e32 v6, v17
	v_mov_b32_e32 v7, v17
	v_mov_b32_e32 v8, v17
	v_mov_b32_e32 v9, v17
	v_mov_b32_e32 v10, v17
	v_mov_b32_e32 v11, v17
	v_mov_b32_e32 v12, v17
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v14, v17
	v_mov_b32_e32 v15, v17
	v_mov_b32_e32 v16, v17
	s_swap_pc_i64 s[30:31], s[0:1]
	scratch_load_b32 v3, off, s33 offset:52 ; 4-byte Folded Reload
	scratch_load_b32 v31, off, s33 offset:28 ; 4-byte Folded Reload
	scratch_load_b32 v17, off, s33 offset:136 ; 4-byte Folded Reload
	scratch_load_b32 v2, off, s33 offset:132 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 6
	v_readlane_b32 s5, v40, 7
	v_readlane_b32 s6, v40, 4
	v_readlane_b32 s7, v40, 5
	v_readlane_b32 s8, v40, 18
	v_readlane_b32 s9, v40, 19
	v_readlane_b32 s10, v40, 0
	v_readlane_b32 s11, v40, 1
	v_readlane_b32 s0, v40, 21
	v_readlane_b32 s1, v40, 22
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
	s_wait_loadcnt 0x1
	v_mov_b32_e32 v4, v17
	v_mov_b32_e32 v5, v17
	v_mov_b32_e32 v6, v17
	v_mov_b32_e32 v7, v17
	v_mov_b32_e32 v8, v17
	v_mov_b32_e32 v9, v17
	v_mov_b32_e32 v10, v17
	v_mov_b32_e32 v11, v17
	v_mov_b32_e32 v12, v17
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v14, v17
	v_mov_b32_e32 v15, v17
	v_mov_b32_e32 v16, v17
	s_swap_pc_i64 s[30:31], s[0:1]
	scratch_load_b32 v3, off, s33 offset:48 ; 4-byte Folded Reload
	scratch_load_b32 v31, off, s33 offset:28 ; 4-byte Folded Reload
	scratch_load_b32 v17, off, s33 offset:136 ; 4-byte Folded Reload
	scratch_load_b32 v2, off, s33 offset:132 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 6
	v_readlane_b32 s5, v40, 7
	v_readlane_b32 s6, v40, 4
	v_readlane_b32 s7, v40, 5
	v_readlane_b32 s8, v40, 18
	v_readlane_b32 s9, v40, 19
	v_readlane_b32 s10, v40, 0
	v_readlane_b32 s11, v40, 1
	v_readlane_b32 s0, v40, 21
	v_readlane_b32 s1, v40, 22
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
	s_wait_loadcnt 0x1
	v_mov_b32_e32 v4, v17
	v_mov_b32_e32 v5, v17
	v_mov_b32_e32 v6, v17
	v_mov_b32_e32 v7, v17
	v_mov_b32_e32 v8, v17
	v_mov_b32_e32 v9, v17
	v_mov_b32_e32 v10, v17
	v_mov_b32_e32 v11, v17
	v_mov_b32_e32 v12, v17
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v14, v17
	v_mov_b32_e32 v15, v17
	v_mov_b32_e32 v16, v17
	s_swap_pc_i64 s[30:31], s[0:1]
	scratch_load_b32 v31, off, s33 offset:28 ; 4-byte Folded Reload
	scratch_load_b32 v17, off, s33 offset:136 ; 4-byte Folded Reload
	scratch_load_b32 v2, off, s33 offset:132 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 6
	v_readlane_b32 s5, v40, 7
	v_readlane_b32 s6, v40, 4
	v_readlane_b32 s7, v40, 5
	v_readlane_b32 s8, v40, 18
	v_readlane_b32 s9, v40, 19
	v_readlane_b32 s10, v40, 0
	v_readlane_b32 s11, v40, 1
	v_readlane_b32 s0, v40, 21
	v_readlane_b32 s1, v40, 22
	v_mov_b32_e32 v4, 0x3ff80000
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
	s_wait_loadcnt 0x1
	v_mov_b32_e32 v3, v17
	v_mov_b32_e32 v5, v17
	v_mov_b32_e32 v6, v17
	v_mov_b32_e32 v7, v17
	v_mov_b32_e32 v8, v17
	v_mov_b32_e32 v9, v17
	v_mov_b32_e32 v10, v17
	v_mov_b32_e32 v11, v17
	v_mov_b32_e32 v12, v17
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v14, v17
	v_mov_b32_e32 v15, v17
	v_mov_b32_e32 v16, v17
	s_swap_pc_i64 s[30:31], s[0:1]
	scratch_load_b32 v31, off, s33 offset:28 ; 4-byte Folded Reload
	scratch_load_b32 v17, off, s33 offset:136 ; 4-byte Folded Reload
	scratch_load_b32 v2, off, s33 offset:132 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 6
	v_readlane_b32 s5, v40, 7
	v_readlane_b32 s6, v40, 4
	v_readlane_b32 s7, v40, 5
	v_readlane_b32 s8, v40, 18
	v_readlane_b32 s9, v40, 19
	v_readlane_b32 s10, v40, 0
	v_readlane_b32 s11, v40, 1
	v_readlane_b32 s0, v40, 21
	v_readlane_b32 s1, v40, 22
	v_mov_b32_e32 v3, 0x71
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
	s_wait_loadcnt 0x1
	v_mov_b32_e32 v4, v17
	v_mov_b32_e32 v5, v17
	v_mov_b32_e32 v6, v17
	v_mov_b32_e32 v7, v17
	v_mov_b32_e32 v8, v17
	v_mov_b32_e32 v9, v17
	v_mov_b32_e32 v10, v17
	v_mov_b32_e32 v11, v17
	v_mov_b32_e32 v12, v17
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v14, v17
	v_mov_b32_e32 v15, v17
	v_mov_b32_e32 v16, v17
	s_swap_pc_i64 s[30:31], s[0:1]
	scratch_load_b64 v[2:3], off, s33 offset:60 ; 8-byte Folded Reload
	scratch_load_b32 v31, off, s33 offset:28 ; 4-byte Folded Reload
	scratch_load_b32 v16, off, s33 offset:136 ; 4-byte Folded Reload
	scratch_load_b32 v17, off, s33 offset:132 ; 4-byte Folded Reload
	v_readlane_b32 s2, v40, 20
	v_readlane_b32 s4, v40, 6
	v_readlane_b32 s5, v40, 7
	v_readlane_b32 s6, v40, 4
	v_readlane_b32 s7, v40, 5
	v_readlane_b32 s8, v40, 18
	v_readlane_b32 s9, v40, 19
	v_readlane_b32 s10, v40, 0
	v_readlane_b32 s11, v40, 1
	v_readlane_b32 s0, v40, 21
	v_readlane_b32 s1, v40, 22
	s_wait_loadcnt 0x3
	v_lshrrev_b64 v[4:5], s2, v[2:3]
                                        ; kill: def $vgpr4 killed $vgpr4 killed $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v3, v2
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $sgpr15
	s_wait_loadcnt 0x0
	v_mov_b32_e32 v2, v17
	v_mov_b32_e32 v5, v16
	v_mov_b32_e32 v6, v16
	v_mov_b32_e32 v7, v16
	v_mov_b32_e32 v8, v16
	v_mov_b32_e32 v9, v16
	v_mov_b32_e32 v10, v16
	v_mov_b32_e32 v11, v16
	v_mov_b32_e32 v12, v16
	v_mov_b32_e32 v13, v16
	v_mov_b32_e32 v14, v16
	v_mov_b32_e32 v15, v16
	s_swap_pc_i64 s[30:31], s[0:1]
	s_branch .LBB6_6
.Ltmp16:
.LBB6_13:
	.loc	0 51 1                          ; device.hip:51:1
	s_endpgm
.Ltmp17:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel say
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 144
		.amdhsa_kernarg_size 264
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(say.num_agpr, say.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(say.numbered_sgpr+2, 1, 0)-2
		.amdhsa_named_barrier_count (((((alignto(say.num_named_barrier, 4)/4)<<14)&~4080)|448)&114688)>>14
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 28
		.amdhsa_round_robin_scheduling 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end6:
	.size	say, .Lfunc_end6-say
	.cfi_endproc
                                        ; -- End function
	.set say.num_vgpr, max(41, amdgpu.max_num_vgpr)
	.set say.num_agpr, max(0, amdgpu.max_num_agpr)
	.set say.numbered_sgpr, max(35, amdgpu.max_num_sgpr)
	.set say.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set say.private_seg_size, 144
	.set say.uses_vcc, 1
	.set say.uses_flat_scratch, 1
	.set say.has_dyn_sized_stack, 1
	.set say.has_recursion, 1
	.set say.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3520
; TotalNumSgprs: say.numbered_sgpr+2
; NumVgprs: say.num_vgpr
; ScratchSize: 144
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(say.num_agpr, say.num_vgpr), 1, 0), 1), 16)/16)-1
; NumSGPRsForWavesPerEU: max(say.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(say.num_agpr, say.num_vgpr), 1, 0)
; NamedBarCnt: alignto(say.num_named_barrier, 4)/4
; Occupancy: occupancy(16, 16, 1024, 11, 16, max(say.numbered_sgpr+extrasgprs(say.uses_vcc, say.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(say.num_agpr, say.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 42
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 35
	.set amdgpu.max_num_named_barrier, 0
	.text
	.protected	kWeights                ; @kWeights
	.type	kWeights,@object
	.section	.rodata,"a",@progbits
	.globl	kWeights
	.p2align	4, 0x0
kWeights:
	.long	3                               ; 0x3
	.long	1                               ; 0x1
	.long	4                               ; 0x4
	.long	1                               ; 0x1
	.long	5                               ; 0x5
	.long	9                               ; 0x9
	.long	2                               ; 0x2
	.long	6                               ; 0x6
	.long	5                               ; 0x5
	.long	3                               ; 0x3
	.long	5                               ; 0x5
	.long	8                               ; 0x8
	.long	9                               ; 0x9
	.long	7                               ; 0x7
	.long	9                               ; 0x9
	.long	3                               ; 0x3
	.size	kWeights, 64

	.protected	gHits                   ; @gHits
	.type	gHits,@object
	.section	.bss,"aw",@nobits
	.globl	gHits
	.p2align	2, 0x0
gHits:
	.long	0                               ; 0x0
	.size	gHits, 4

	.protected	gTotal                  ; @gTotal
	.type	gTotal,@object
	.data
	.globl	gTotal
	.p2align	3, 0x0
gTotal:
	.quad	100                             ; 0x64
	.size	gTotal, 8

	.protected	gHitsPtr                ; @gHitsPtr
	.type	gHitsPtr,@object
	.globl	gHitsPtr
	.p2align	3, 0x0
gHitsPtr:
	.quad	gHits
	.size	gHitsPtr, 8

	.type	.L.str,@object                  ; @.str
	.section	.rodata.str1.1,"aMS",@progbits,1
.L.str:
	.asciz	"device.hip"
	.size	.L.str, 11

	.protected	gName                   ; @gName
	.type	gName,@object
	.data
	.globl	gName
	.p2align	3, 0x0
gName:
	.quad	.L.str
	.size	gName, 8

	.protected	gWeak                   ; @gWeak
	.type	gWeak,@object
	.weak	gWeak
	.p2align	2, 0x0
gWeak:
	.long	5                               ; 0x5
	.size	gWeak, 4

	.type	_ZL7sHidden,@object             ; @_ZL7sHidden
	.p2align	2, 0x0
_ZL7sHidden:
	.long	11                              ; 0xb
	.size	_ZL7sHidden, 4

	.protected	kOps                    ; @kOps
	.type	kOps,@object
	.globl	kOps
	.p2align	4, 0x0
kOps:
	.quad	_Z5twicei
	.quad	_Z6thricei
	.size	kOps, 16

	.type	.L.str.1,@object                ; @.str.1
	.section	.rodata.str1.1,"aMS",@progbits,1
.L.str.1:
	.asciz	"%s: %d %u %x %f %c %p\n"
	.size	.L.str.1, 23

	.type	__hip_cuid_6ccc44bb26b68923,@object ; @__hip_cuid_6ccc44bb26b68923
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_6ccc44bb26b68923
__hip_cuid_6ccc44bb26b68923:
	.byte	0                               ; 0x0
	.size	__hip_cuid_6ccc44bb26b68923, 1

	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	37                              ; DW_FORM_strx1
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	114                             ; DW_AT_str_offsets_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	37                              ; DW_FORM_strx1
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	115                             ; DW_AT_addr_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	116                             ; DW_AT_rnglists_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	51                              ; DW_AT_address_class
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	22                              ; DW_TAG_typedef
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	21                              ; DW_TAG_subroutine_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	110                             ; DW_AT_linkage_name
	.byte	37                              ; DW_FORM_strx1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
	.byte	110                             ; DW_AT_linkage_name
	.byte	37                              ; DW_FORM_strx1
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	15                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	16                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	17                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	18                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x240 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	33                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.quad	0                               ; DW_AT_low_pc
	.byte	0                               ; DW_AT_ranges
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.byte	2                               ; Abbrev [2] 0x2b:0xb DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	54                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	0                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	3                               ; Abbrev [3] 0x36:0xc DW_TAG_array_type
	.long	66                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x3b:0x6 DW_TAG_subrange_type
	.long	70                              ; DW_AT_type
	.byte	16                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x42:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	6                               ; Abbrev [6] 0x46:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	2                               ; Abbrev [2] 0x4a:0xe DW_TAG_variable
	.byte	6                               ; DW_AT_name
	.long	66                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	0                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	1
	.byte	49
	.byte	22
	.byte	24
	.byte	2                               ; Abbrev [2] 0x58:0xe DW_TAG_variable
	.byte	7                               ; DW_AT_name
	.long	102                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	0                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	2
	.byte	49
	.byte	22
	.byte	24
	.byte	5                               ; Abbrev [5] 0x66:0x4 DW_TAG_base_type
	.byte	8                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x6a:0xe DW_TAG_variable
	.byte	9                               ; DW_AT_name
	.long	120                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	0                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	3
	.byte	49
	.byte	22
	.byte	24
	.byte	7                               ; Abbrev [7] 0x78:0x9 DW_TAG_pointer_type
	.long	66                              ; DW_AT_type
	.long	1                               ; DW_AT_address_class
	.byte	8                               ; Abbrev [8] 0x81:0xa DW_TAG_variable
	.long	139                             ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	4
	.byte	3                               ; Abbrev [3] 0x8b:0xc DW_TAG_array_type
	.long	151                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x90:0x6 DW_TAG_subrange_type
	.long	70                              ; DW_AT_type
	.byte	11                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x97:0x5 DW_TAG_const_type
	.long	156                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x9c:0x4 DW_TAG_base_type
	.byte	10                              ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0xa0:0xe DW_TAG_variable
	.byte	11                              ; DW_AT_name
	.long	174                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	0                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	5
	.byte	49
	.byte	22
	.byte	24
	.byte	7                               ; Abbrev [7] 0xae:0x9 DW_TAG_pointer_type
	.long	151                             ; DW_AT_type
	.long	1                               ; DW_AT_address_class
	.byte	2                               ; Abbrev [2] 0xb7:0xe DW_TAG_variable
	.byte	12                              ; DW_AT_name
	.long	66                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	6
	.byte	49
	.byte	22
	.byte	24
	.byte	2                               ; Abbrev [2] 0xc5:0xe DW_TAG_variable
	.byte	13                              ; DW_AT_name
	.long	211                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	0                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	7
	.byte	49
	.byte	22
	.byte	24
	.byte	3                               ; Abbrev [3] 0xd3:0xc DW_TAG_array_type
	.long	223                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xd8:0x6 DW_TAG_subrange_type
	.long	70                              ; DW_AT_type
	.byte	2                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0xdf:0x8 DW_TAG_typedef
	.long	231                             ; DW_AT_type
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	25                              ; DW_AT_decl_line
	.byte	7                               ; Abbrev [7] 0xe7:0x9 DW_TAG_pointer_type
	.long	240                             ; DW_AT_type
	.long	1                               ; DW_AT_address_class
	.byte	11                              ; Abbrev [11] 0xf0:0xb DW_TAG_subroutine_type
	.long	66                              ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0xf5:0x5 DW_TAG_formal_parameter
	.long	66                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0xfb:0xa DW_TAG_variable
	.long	261                             ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	50                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	8
	.byte	3                               ; Abbrev [3] 0x105:0xc DW_TAG_array_type
	.long	151                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x10a:0x6 DW_TAG_subrange_type
	.long	70                              ; DW_AT_type
	.byte	23                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	13                              ; Abbrev [13] 0x111:0xf DW_TAG_variable
	.byte	15                              ; DW_AT_name
	.long	66                              ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	9
	.byte	49
	.byte	22
	.byte	24
	.byte	16                              ; DW_AT_linkage_name
	.byte	7                               ; Abbrev [7] 0x120:0x9 DW_TAG_pointer_type
	.long	297                             ; DW_AT_type
	.long	1                               ; DW_AT_address_class
	.byte	5                               ; Abbrev [5] 0x129:0x4 DW_TAG_base_type
	.byte	17                              ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	14                              ; Abbrev [14] 0x12d:0x20 DW_TAG_subprogram
	.byte	10                              ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	18                              ; DW_AT_linkage_name
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	569                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	15                              ; Abbrev [15] 0x13e:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	4
	.byte	49
	.byte	22
	.byte	24
	.byte	28                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	569                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	14                              ; Abbrev [14] 0x14d:0x20 DW_TAG_subprogram
	.byte	11                              ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	21                              ; DW_AT_linkage_name
	.byte	22                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	15                              ; Abbrev [15] 0x15e:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	4
	.byte	49
	.byte	22
	.byte	24
	.byte	29                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	14                              ; Abbrev [14] 0x16d:0x20 DW_TAG_subprogram
	.byte	12                              ; DW_AT_low_pc
	.long	.Lfunc_end3-.Lfunc_begin3       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	23                              ; DW_AT_linkage_name
	.byte	24                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	15                              ; Abbrev [15] 0x17e:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	4
	.byte	49
	.byte	22
	.byte	24
	.byte	29                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	16                              ; Abbrev [16] 0x18d:0x37 DW_TAG_subprogram
	.byte	13                              ; DW_AT_low_pc
	.long	.Lfunc_end4-.Lfunc_begin4       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	15                              ; Abbrev [15] 0x199:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	30                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.long	120                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x1a7:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	49
	.byte	22
	.byte	24
	.byte	28                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.long	569                             ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0x1b5:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	20
	.byte	49
	.byte	22
	.byte	24
	.byte	31                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	29                              ; DW_AT_decl_line
	.long	569                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	16                              ; Abbrev [16] 0x1c4:0x5a DW_TAG_subprogram
	.byte	14                              ; DW_AT_low_pc
	.long	.Lfunc_end5-.Lfunc_begin5       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	26                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	15                              ; Abbrev [15] 0x1d0:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	30                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	288                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x1de:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	49
	.byte	22
	.byte	24
	.byte	28                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	569                             ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0x1ec:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	20
	.byte	49
	.byte	22
	.byte	24
	.byte	31                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	37                              ; DW_AT_decl_line
	.long	569                             ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0x1fa:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	24
	.byte	49
	.byte	22
	.byte	24
	.byte	32                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	39                              ; DW_AT_decl_line
	.long	288                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x208:0x15 DW_TAG_lexical_block
	.byte	15                              ; DW_AT_low_pc
	.long	.Ltmp13-.Ltmp9                  ; DW_AT_high_pc
	.byte	17                              ; Abbrev [17] 0x20e:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	32
	.byte	49
	.byte	22
	.byte	24
	.byte	33                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	43                              ; DW_AT_decl_line
	.long	569                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	16                              ; Abbrev [16] 0x21e:0x1b DW_TAG_subprogram
	.byte	16                              ; DW_AT_low_pc
	.long	.Lfunc_end6-.Lfunc_begin6       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	27                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	49                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	15                              ; Abbrev [15] 0x22a:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	34                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	49                              ; DW_AT_decl_line
	.long	573                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x239:0x4 DW_TAG_base_type
	.byte	20                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	7                               ; Abbrev [7] 0x23d:0x9 DW_TAG_pointer_type
	.long	582                             ; DW_AT_type
	.long	1                               ; DW_AT_address_class
	.byte	9                               ; Abbrev [9] 0x246:0x5 DW_TAG_const_type
	.long	66                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	1                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	1                               ; DW_RLE_base_addressx
	.byte	10                              ;   base address index
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Lfunc_begin0-.Lfunc_begin0    ;   starting offset
	.uleb128 .Lfunc_end1-.Lfunc_begin0      ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Lfunc_begin3-.Lfunc_begin0    ;   starting offset
	.uleb128 .Lfunc_end6-.Lfunc_begin0      ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	144                             ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 22.1.8 (1~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"device.hip"                    ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=51
.Linfo_string3:
	.asciz	"kWeights"                      ; string offset=53
.Linfo_string4:
	.asciz	"int"                           ; string offset=62
.Linfo_string5:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=66
.Linfo_string6:
	.asciz	"gHits"                         ; string offset=86
.Linfo_string7:
	.asciz	"gTotal"                        ; string offset=92
.Linfo_string8:
	.asciz	"long"                          ; string offset=99
.Linfo_string9:
	.asciz	"gHitsPtr"                      ; string offset=104
.Linfo_string10:
	.asciz	"char"                          ; string offset=113
.Linfo_string11:
	.asciz	"gName"                         ; string offset=118
.Linfo_string12:
	.asciz	"gWeak"                         ; string offset=124
.Linfo_string13:
	.asciz	"kOps"                          ; string offset=130
.Linfo_string14:
	.asciz	"Op"                            ; string offset=135
.Linfo_string15:
	.asciz	"sHidden"                       ; string offset=138
.Linfo_string16:
	.asciz	"_ZL7sHidden"                   ; string offset=146
.Linfo_string17:
	.asciz	"float"                         ; string offset=158
.Linfo_string18:
	.asciz	"_Z3fibj"                       ; string offset=164
.Linfo_string19:
	.asciz	"fib"                           ; string offset=172
.Linfo_string20:
	.asciz	"unsigned int"                  ; string offset=176
.Linfo_string21:
	.asciz	"_Z5twicei"                     ; string offset=189
.Linfo_string22:
	.asciz	"twice"                         ; string offset=199
.Linfo_string23:
	.asciz	"_Z6thricei"                    ; string offset=205
.Linfo_string24:
	.asciz	"thrice"                        ; string offset=216
.Linfo_string25:
	.asciz	"weights"                       ; string offset=223
.Linfo_string26:
	.asciz	"stack_and_lds"                 ; string offset=231
.Linfo_string27:
	.asciz	"say"                           ; string offset=245
.Linfo_string28:
	.asciz	"n"                             ; string offset=249
.Linfo_string29:
	.asciz	"x"                             ; string offset=251
.Linfo_string30:
	.asciz	"out"                           ; string offset=253
.Linfo_string31:
	.asciz	"t"                             ; string offset=257
.Linfo_string32:
	.asciz	"v"                             ; string offset=259
.Linfo_string33:
	.asciz	"i"                             ; string offset=261
.Linfo_string34:
	.asciz	"in"                            ; string offset=263
	.section	.debug_str_offsets,"",@progbits
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.long	.Linfo_string3
	.long	.Linfo_string4
	.long	.Linfo_string5
	.long	.Linfo_string6
	.long	.Linfo_string7
	.long	.Linfo_string8
	.long	.Linfo_string9
	.long	.Linfo_string10
	.long	.Linfo_string11
	.long	.Linfo_string12
	.long	.Linfo_string13
	.long	.Linfo_string14
	.long	.Linfo_string15
	.long	.Linfo_string16
	.long	.Linfo_string17
	.long	.Linfo_string18
	.long	.Linfo_string19
	.long	.Linfo_string20
	.long	.Linfo_string21
	.long	.Linfo_string22
	.long	.Linfo_string23
	.long	.Linfo_string24
	.long	.Linfo_string25
	.long	.Linfo_string26
	.long	.Linfo_string27
	.long	.Linfo_string28
	.long	.Linfo_string29
	.long	.Linfo_string30
	.long	.Linfo_string31
	.long	.Linfo_string32
	.long	.Linfo_string33
	.long	.Linfo_string34
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	kWeights
	.quad	gHits
	.quad	gTotal
	.quad	gHitsPtr
	.quad	.L.str
	.quad	gName
	.quad	gWeak
	.quad	kOps
	.quad	.L.str.1
	.quad	_ZL7sHidden
	.quad	.Lfunc_begin0
	.quad	.Lfunc_begin1
	.quad	.Lfunc_begin3
	.quad	.Lfunc_begin4
	.quad	.Lfunc_begin5
	.quad	.Ltmp9
	.quad	.Lfunc_begin6
.Ldebug_addr_end0:
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym _Z3fibj
	.addrsig_sym _Z5twicei
	.addrsig_sym _Z5quieti
	.addrsig_sym _Z6thricei
	.addrsig_sym __ockl_printf_begin
	.addrsig_sym __ockl_printf_append_string_n
	.addrsig_sym __ockl_printf_append_args
	.addrsig_sym kWeights
	.addrsig_sym gHits
	.addrsig_sym gTotal
	.addrsig_sym gHitsPtr
	.addrsig_sym gName
	.addrsig_sym gWeak
	.addrsig_sym _ZL7sHidden
	.addrsig_sym kOps
	.addrsig_sym buf
	.addrsig_sym __hip_cuid_6ccc44bb26b68923
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           weights
    .private_segment_fixed_size: 160
    .sgpr_count:     38
    .sgpr_spill_count: 14
    .symbol:         weights.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     43
    .vgpr_spill_count: 20
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         136
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           stack_and_lds
    .private_segment_fixed_size: 112
    .sgpr_count:     34
    .sgpr_spill_count: 21
    .symbol:         stack_and_lds.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     14
    .vgpr_spill_count: 23
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         12
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         20
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         22
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         24
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         26
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         28
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         30
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         72
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         88
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         96
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         104
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         112
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         120
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         208
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 264
    .max_flat_workgroup_size: 1024
    .name:           say
    .private_segment_fixed_size: 144
    .sgpr_count:     37
    .sgpr_spill_count: 27
    .symbol:         say.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     42
    .vgpr_spill_count: 42
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1251
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
