	.text
	.file	0 "." "device.hip" md5 0x0d7ea6dd73f47e52df6785f2a8115cef
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
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
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[18:19], -1
	buffer_store_dword v1, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	s_mov_b64 exec, -1
	buffer_store_dword v40, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	v_writelane_b32 v40, s16, 4
	v_writelane_b32 v40, s34, 2
	v_writelane_b32 v40, s35, 3
	s_add_i32 s32, s32, 0x1000
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	buffer_store_dword v31, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	v_writelane_b32 v1, s6, 0
	v_writelane_b32 v1, s7, 1
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v1, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	v_mov_b32_e32 v5, v0
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_writelane_b32 v0, s15, 2
	v_writelane_b32 v0, s14, 3
	v_writelane_b32 v0, s13, 4
	v_writelane_b32 v0, s12, 5
	v_writelane_b32 v0, s10, 6
	v_writelane_b32 v0, s11, 7
	v_writelane_b32 v0, s8, 8
	v_writelane_b32 v0, s9, 9
	v_writelane_b32 v0, s4, 10
	v_writelane_b32 v0, s5, 11
	s_mov_b64 s[4:5], src_private_base
	s_mov_b32 s6, 32
	s_lshr_b64 s[4:5], s[4:5], s6
	s_mov_b32 s8, s4
	s_mov_b64 s[6:7], 0
	s_mov_b32 s9, s7
	s_mov_b32 s4, -1
	v_lshrrev_b32_e64 v2, 6, s33
	v_add_u32_e32 v2, 4, v2
                                        ; implicit-def: $sgpr5
	v_cmp_ne_u32_e64 s[4:5], v2, s4
	v_mov_b32_e32 v1, s9
	v_mov_b32_e32 v3, s8
	v_cndmask_b32_e64 v3, v1, v3, s[4:5]
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v1, s6
	v_cndmask_b32_e64 v1, v1, v2, s[4:5]
                                        ; kill: def $vgpr3 killed $vgpr3 killed $exec
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	buffer_store_dword v1, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
                                        ; implicit-def: $sgpr4_sgpr5
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v3, v1
	flat_store_dword v[3:4], v5
.Ltmp0:
	.loc	0 20 72 prologue_end            ; device.hip:20:72
	flat_load_dword v1, v[1:2]
	s_mov_b32 s4, 1
	.loc	0 20 74 is_stmt 0               ; device.hip:20:74
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_gt_u32_e64 s[4:5], v1, s4
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v1, s6
	.loc	0 20 72                         ; device.hip:20:72
	buffer_store_dword v1, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 12
	v_writelane_b32 v0, s7, 13
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_1
	s_branch .LBB0_3
.LBB0_1:
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 12
	v_readlane_b32 s5, v0, 13
	s_or_saveexec_b64 s[4:5], s[4:5]
	buffer_load_dword v1, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 14
	v_writelane_b32 v0, s5, 15
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_4
; %bb.2:
	.loc	0 20 80                         ; device.hip:20:80
	buffer_load_dword v0, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	flat_load_dword v0, v[0:1]
	.loc	0 20 72                         ; device.hip:20:72
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	s_branch .LBB0_4
.LBB0_3:
	.loc	0 20 88                         ; device.hip:20:88
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v1, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s15, v1, 2
	v_readlane_b32 s14, v1, 3
	v_readlane_b32 s13, v1, 4
	v_readlane_b32 s12, v1, 5
	v_readlane_b32 s10, v1, 6
	v_readlane_b32 s11, v1, 7
	v_readlane_b32 s8, v1, 8
	v_readlane_b32 s9, v1, 9
	v_readlane_b32 s6, v1, 0
	v_readlane_b32 s7, v1, 1
	v_readlane_b32 s4, v1, 10
	v_readlane_b32 s5, v1, 11
	buffer_load_dword v31, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	flat_load_dword v0, v[2:3]
	s_mov_b32 s16, -1
	.loc	0 20 90                         ; device.hip:20:90
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v0, v0, s16
	.loc	0 20 84                         ; device.hip:20:84
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3fibj@rel32@lo+4
	s_addc_u32 s17, s17, _Z3fibj@rel32@hi+12
	v_writelane_b32 v1, s16, 16
	v_writelane_b32 v1, s17, 17
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v1, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v1, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	buffer_load_dword v31, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_readlane_b32 s4, v1, 10
	v_readlane_b32 s5, v1, 11
	v_readlane_b32 s6, v1, 0
	v_readlane_b32 s7, v1, 1
	v_readlane_b32 s8, v1, 8
	v_readlane_b32 s9, v1, 9
	v_readlane_b32 s10, v1, 6
	v_readlane_b32 s11, v1, 7
	v_readlane_b32 s12, v1, 5
	v_readlane_b32 s13, v1, 4
	v_readlane_b32 s14, v1, 3
	v_readlane_b32 s15, v1, 2
	v_readlane_b32 s16, v1, 16
	v_readlane_b32 s17, v1, 17
	v_mov_b32_e32 v2, v0
	.loc	0 20 88                         ; device.hip:20:88
	buffer_load_dword v0, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v2, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	.loc	0 20 101                        ; device.hip:20:101
	s_waitcnt vmcnt(1)
	flat_load_dword v0, v[0:1]
	s_mov_b32 s18, -2
	.loc	0 20 103                        ; device.hip:20:103
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v0, v0, s18
	.loc	0 20 97                         ; device.hip:20:97
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v1, v0
	.loc	0 20 95                         ; device.hip:20:95
	buffer_load_dword v0, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
	.loc	0 20 72                         ; device.hip:20:72
	buffer_store_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	s_branch .LBB0_1
.LBB0_4:
	.loc	0 0 72                          ; device.hip:0:72
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v1, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v1, 14
	v_readlane_b32 s5, v1, 15
	s_or_b64 exec, exec, s[4:5]
	.loc	0 20 72                         ; device.hip:20:72
	buffer_load_dword v0, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	.loc	0 20 65                         ; device.hip:20:65
	v_readlane_b32 s31, v40, 1
	v_readlane_b32 s30, v40, 0
                                        ; kill: killed $vgpr1
	v_readlane_b32 s4, v40, 4
	v_readlane_b32 s34, v40, 2
	v_readlane_b32 s35, v40, 3
	s_xor_saveexec_b64 s[6:7], -1
	buffer_load_dword v1, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	buffer_load_dword v0, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	s_mov_b64 exec, -1
	buffer_load_dword v40, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	.loc	0 20 65 epilogue_begin          ; device.hip:20:65
	s_add_i32 s32, s32, 0xfffff000
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp1:
.Lfunc_end0:
	.size	_Z3fibj, .Lfunc_end0-_Z3fibj
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1240
; NumSgprs: 40
; NumVgprs: 41
; ScratchSize: 64
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
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s10, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x300
	v_mov_b32_e32 v4, v0
	s_mov_b64 s[4:5], src_private_base
	s_mov_b32 s6, 32
	s_lshr_b64 s[4:5], s[4:5], s6
	s_mov_b32 s8, s4
	s_mov_b64 s[6:7], 0
	s_mov_b32 s9, s7
	s_mov_b32 s4, -1
	v_lshrrev_b32_e64 v1, 6, s33
	v_add_u32_e32 v1, 4, v1
                                        ; implicit-def: $sgpr5
	v_cmp_ne_u32_e64 s[4:5], v1, s4
	v_mov_b32_e32 v0, s9
	v_mov_b32_e32 v2, s8
	v_cndmask_b32_e64 v2, v0, v2, s[4:5]
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v0, s6
	v_cndmask_b32_e64 v0, v0, v1, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v0
	flat_store_dword v[2:3], v4
.Ltmp2:
	.loc	0 21 68 prologue_end            ; device.hip:21:68
	flat_load_dword v0, v[0:1]
	.loc	0 21 72 is_stmt 0               ; device.hip:21:72
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, _ZL7sHidden@rel32@lo+4
	s_addc_u32 s5, s5, _ZL7sHidden@rel32@hi+12
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v2, s5
	flat_load_dword v1, v[1:2]
	s_mov_b32 s4, 1
	.loc	0 21 70                         ; device.hip:21:70
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u32 v0, v0, s4, v1
	.loc	0 21 57 epilogue_begin          ; device.hip:21:57
	s_add_i32 s32, s32, 0xfffffd00
	s_mov_b32 s33, s10
	s_setpc_b64 s[30:31]
.Ltmp3:
.Lfunc_end1:
	.size	_Z5twicei, .Lfunc_end1-_Z5twicei
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 196
; NumSgprs: 38
; NumVgprs: 5
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
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s10, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x300
	v_mov_b32_e32 v4, v0
	s_mov_b64 s[4:5], src_private_base
	s_mov_b32 s6, 32
	s_lshr_b64 s[4:5], s[4:5], s6
	s_mov_b32 s8, s4
	s_mov_b64 s[6:7], 0
	s_mov_b32 s9, s7
	s_mov_b32 s4, -1
	v_lshrrev_b32_e64 v1, 6, s33
	v_add_u32_e32 v1, 4, v1
                                        ; implicit-def: $sgpr5
	v_cmp_ne_u32_e64 s[4:5], v1, s4
	v_mov_b32_e32 v0, s9
	v_mov_b32_e32 v2, s8
	v_cndmask_b32_e64 v2, v0, v2, s[4:5]
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v0, s6
	v_cndmask_b32_e64 v0, v0, v1, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v0
	flat_store_dword v[2:3], v4
	flat_load_dword v0, v[0:1]
	s_mov_b32 s4, 0x5a
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_xor_b32_e64 v0, v0, s4
	s_add_i32 s32, s32, 0xfffffd00
	s_mov_b32 s33, s10
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	_Z5quieti, .Lfunc_end2-_Z5quieti
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 164
; NumSgprs: 38
; NumVgprs: 5
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
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s10, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x300
	v_mov_b32_e32 v4, v0
	s_mov_b64 s[4:5], src_private_base
	s_mov_b32 s6, 32
	s_lshr_b64 s[4:5], s[4:5], s6
	s_mov_b32 s8, s4
	s_mov_b64 s[6:7], 0
	s_mov_b32 s9, s7
	s_mov_b32 s4, -1
	v_lshrrev_b32_e64 v1, 6, s33
	v_add_u32_e32 v1, 4, v1
                                        ; implicit-def: $sgpr5
	v_cmp_ne_u32_e64 s[4:5], v1, s4
	v_mov_b32_e32 v0, s9
	v_mov_b32_e32 v2, s8
	v_cndmask_b32_e64 v2, v0, v2, s[4:5]
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v0, s6
	v_cndmask_b32_e64 v0, v0, v1, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v0
	flat_store_dword v[2:3], v4
.Ltmp4:
	.loc	0 24 69 prologue_end            ; device.hip:24:69
	flat_load_dword v0, v[0:1]
	.loc	0 24 73 is_stmt 0               ; device.hip:24:73
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, gWeak@rel32@lo+4
	s_addc_u32 s5, s5, gWeak@rel32@hi+12
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v2, s5
	flat_load_dword v1, v[1:2]
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
	.loc	0 24 71                         ; device.hip:24:71
	v_mov_b32_e32 v3, s4
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	s_mov_b32 s4, 3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mad_u64_u32 v[0:1], s[4:5], v0, s4, v[1:2]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	.loc	0 24 58 epilogue_begin          ; device.hip:24:58
	s_add_i32 s32, s32, 0xfffffd00
	s_mov_b32 s33, s10
	s_setpc_b64 s[30:31]
.Ltmp5:
.Lfunc_end3:
	.size	_Z6thricei, .Lfunc_end3-_Z6thricei
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 204
; NumSgprs: 38
; NumVgprs: 5
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
	s_mov_b32 s32, 0x1c00
	s_add_u32 flat_scratch_lo, s10, s15
	s_addc_u32 flat_scratch_hi, s11, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr4 : SGPR spill to VGPR lane
	v_writelane_b32 v4, s14, 0
	v_writelane_b32 v4, s13, 1
	v_writelane_b32 v4, s12, 2
	s_mov_b64 s[10:11], s[8:9]
	v_writelane_b32 v4, s10, 3
	v_writelane_b32 v4, s11, 4
	v_writelane_b32 v4, s4, 5
	v_writelane_b32 v4, s5, 6
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v1, v0
	s_load_dwordx2 s[16:17], s[6:7], 0x0
	s_load_dword s8, s[6:7], 0x8
	s_mov_b64 s[24:25], 0
	s_mov_b32 s20, s25
	s_mov_b64 s[18:19], src_private_base
	s_mov_b32 s9, 32
	s_lshr_b64 s[26:27], s[18:19], s9
	s_mov_b32 s18, -1
	v_mov_b32_e32 v6, 0
                                        ; implicit-def: $sgpr9
	v_cmp_ne_u32_e64 s[22:23], v6, s18
	s_mov_b32 s15, s26
	v_mov_b32_e32 v0, s20
	v_mov_b32_e32 v5, s15
	v_cndmask_b32_e64 v0, v0, v5, s[22:23]
	s_mov_b32 s9, s24
                                        ; implicit-def: $sgpr19
	v_mov_b32_e32 v5, s9
	v_cndmask_b32_e64 v11, v5, v6, s[22:23]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr11 killed $vgpr11 def $vgpr11_vgpr12 killed $exec
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v6, 8
                                        ; implicit-def: $sgpr19
	v_cmp_ne_u32_e64 s[22:23], v6, s18
	v_mov_b32_e32 v0, s20
	v_mov_b32_e32 v5, s15
	v_cndmask_b32_e64 v0, v0, v5, s[22:23]
                                        ; implicit-def: $sgpr19
	v_mov_b32_e32 v5, s9
	v_cndmask_b32_e64 v9, v5, v6, s[22:23]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10 killed $exec
	v_mov_b32_e32 v10, v0
	buffer_store_dword v9, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v10, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	v_mov_b32_e32 v6, 16
                                        ; implicit-def: $sgpr19
	v_cmp_ne_u32_e64 s[22:23], v6, s18
	v_mov_b32_e32 v0, s20
	v_mov_b32_e32 v5, s15
	v_cndmask_b32_e64 v0, v0, v5, s[22:23]
                                        ; implicit-def: $sgpr19
	v_mov_b32_e32 v5, s9
	v_cndmask_b32_e64 v5, v5, v6, s[22:23]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v0
	buffer_store_dword v5, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v6, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	v_mov_b32_e32 v8, 20
                                        ; implicit-def: $sgpr19
	v_cmp_ne_u32_e64 s[22:23], v8, s18
	v_mov_b32_e32 v0, s20
	v_mov_b32_e32 v7, s15
	v_cndmask_b32_e64 v0, v0, v7, s[22:23]
                                        ; implicit-def: $sgpr19
	v_mov_b32_e32 v7, s9
	v_cndmask_b32_e64 v7, v7, v8, s[22:23]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	v_mov_b32_e32 v8, v0
	buffer_store_dword v7, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v8, off, s[0:3], s33 offset:60 ; 4-byte Folded Spill
	v_mov_b32_e32 v14, 24
                                        ; implicit-def: $sgpr19
	v_cmp_ne_u32_e64 s[22:23], v14, s18
	v_mov_b32_e32 v0, s20
	v_mov_b32_e32 v13, s15
	v_cndmask_b32_e64 v0, v0, v13, s[22:23]
                                        ; implicit-def: $sgpr19
	v_mov_b32_e32 v13, s9
	v_cndmask_b32_e64 v13, v13, v14, s[22:23]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr13 killed $vgpr13 def $vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v14, v0
	buffer_store_dword v13, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v14, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	v_mov_b32_e32 v14, 28
                                        ; implicit-def: $sgpr19
	v_cmp_ne_u32_e64 s[18:19], v14, s18
	v_mov_b32_e32 v0, s20
	v_mov_b32_e32 v13, s15
	v_cndmask_b32_e64 v0, v0, v13, s[18:19]
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v13, s9
	v_cndmask_b32_e64 v13, v13, v14, s[18:19]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr13 killed $vgpr13 def $vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v14, v0
	buffer_store_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v14, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	v_mov_b32_e32 v14, v12
	v_mov_b32_e32 v13, v11
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v15, s16
	v_mov_b32_e32 v16, s17
	flat_store_dwordx2 v[13:14], v[15:16]
	flat_load_dwordx2 v[11:12], v[11:12]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[9:10], v[11:12]
	v_mov_b32_e32 v10, v6
	v_mov_b32_e32 v9, v5
	v_mov_b32_e32 v0, s8
	flat_store_dword v[9:10], v0
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v9, v7
.Ltmp6:
	.loc	0 29 12 prologue_end            ; device.hip:29:12
	flat_store_dword v[9:10], v1
	.loc	0 30 21                         ; device.hip:30:21
	flat_load_dword v0, v[7:8]
	s_mov_b32 s8, 15
	.loc	0 30 23 is_stmt 0               ; device.hip:30:23
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e64 v0, v0, s8
	s_mov_b32 s8, 2
	.loc	0 30 12                         ; device.hip:30:12
	v_writelane_b32 v4, s8, 7
	v_lshlrev_b32_e64 v8, s8, v0
	s_mov_b32 s8, 0
	v_writelane_b32 v4, s8, 8
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v0, s8
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, kWeights@rel32@lo+4
	s_addc_u32 s17, s17, kWeights@rel32@hi+12
	v_mov_b32_e32 v7, v8
	s_mov_b32 s8, s16
	v_mov_b32_e32 v0, v9
	s_mov_b32 s15, s17
	v_add_co_u32_e64 v7, s[8:9], v7, s8
	v_mov_b32_e32 v8, s15
	v_addc_co_u32_e64 v0, s[8:9], v0, v8, s[8:9]
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	v_mov_b32_e32 v8, v0
	flat_load_dword v0, v[7:8]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	.loc	0 30 40                         ; device.hip:30:40
	flat_load_dword v0, v[5:6]
	s_mov_b32 s8, 7
	.loc	0 30 42                         ; device.hip:30:42
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e64 v0, v0, s8
	s_mov_b64 s[16:17], 16
	.loc	0 30 36                         ; device.hip:30:36
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	v_writelane_b32 v4, s8, 9
	v_writelane_b32 v4, s9, 10
	s_or_saveexec_b64 s[36:37], -1
	buffer_store_dword v4, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	s_mov_b64 exec, s[36:37]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3fibj@rel32@lo+4
	s_addc_u32 s17, s17, _Z3fibj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s6, 20
	v_lshlrev_b32_e64 v3, s6, v3
	s_mov_b32 s6, 10
	v_lshlrev_b32_e64 v2, s6, v2
	v_or3_b32 v31, v1, v2, v3
	buffer_store_dword v31, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v3, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	s_or_saveexec_b64 s[36:37], -1
	buffer_load_dword v4, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v4, 8
	v_mov_b32_e32 v4, v0
	.loc	0 30 29                         ; device.hip:30:29
	s_or_saveexec_b64 s[36:37], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_mov_b64 exec, s[36:37]
	v_mul_lo_u32 v3, v3, v4
	buffer_store_dword v3, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	.loc	0 30 54                         ; device.hip:30:54
	flat_load_dword v1, v[1:2]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, 1
	.loc	0 30 56                         ; device.hip:30:56
	buffer_store_dword v2, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	v_and_b32_e64 v1, v1, v2
	s_mov_b32 s5, 3
	.loc	0 30 49                         ; device.hip:30:49
	v_lshlrev_b32_e64 v2, s5, v1
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v1, s4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, kOps@rel32@lo+4
	s_addc_u32 s7, s7, kOps@rel32@hi+12
	v_mov_b32_e32 v1, v2
	s_mov_b32 s4, s6
	v_mov_b32_e32 v2, v3
	s_mov_b32 s6, s7
	v_add_co_u32_e64 v1, s[4:5], v1, s4
	v_mov_b32_e32 v3, s6
	v_addc_co_u32_e64 v3, s[4:5], v2, v3, s[4:5]
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	flat_load_dwordx2 v[1:2], v[1:2]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 11
	v_writelane_b32 v0, s5, 12
	s_or_saveexec_b64 s[36:37], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	s_mov_b64 exec, s[36:37]
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[36:37], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_mov_b64 exec, s[36:37]
	buffer_load_dword v1, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s6, v1
	v_readfirstlane_b32 s8, v2
	s_mov_b32 s4, s6
	s_mov_b32 s5, s8
	v_cmp_eq_u64_e64 s[4:5], s[4:5], v[1:2]
                                        ; kill: def $sgpr6 killed $sgpr6 def $sgpr6_sgpr7
	s_mov_b32 s7, s8
	v_writelane_b32 v0, s6, 13
	v_writelane_b32 v0, s7, 14
	s_and_saveexec_b64 s[4:5], s[4:5]
	v_writelane_b32 v0, s4, 15
	v_writelane_b32 v0, s5, 16
	s_or_saveexec_b64 s[36:37], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	s_mov_b64 exec, s[36:37]
; %bb.2:                                ;   in Loop: Header=BB4_1 Depth=1
	s_or_saveexec_b64 s[36:37], -1
	buffer_load_dword v1, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s16, v1, 13
	v_readlane_b32 s17, v1, 14
	v_readlane_b32 s14, v1, 0
	v_readlane_b32 s13, v1, 1
	v_readlane_b32 s12, v1, 2
	v_readlane_b32 s10, v1, 3
	v_readlane_b32 s11, v1, 4
	v_readlane_b32 s8, v1, 9
	v_readlane_b32 s9, v1, 10
	v_readlane_b32 s4, v1, 5
	v_readlane_b32 s5, v1, 6
	buffer_load_dword v0, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v31, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
                                        ; implicit-def: $sgpr18_sgpr19
	s_swappc_b64 s[30:31], s[16:17]
	s_or_saveexec_b64 s[36:37], -1
	buffer_load_dword v1, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v1, 15
	v_readlane_b32 s5, v1, 16
	buffer_store_dword v0, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB4_1
; %bb.3:
	s_or_saveexec_b64 s[36:37], -1
	buffer_load_dword v12, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s6, v12, 11
	v_readlane_b32 s7, v12, 12
	s_mov_b64 exec, s[6:7]
	v_readlane_b32 s14, v12, 0
	v_readlane_b32 s13, v12, 1
	v_readlane_b32 s12, v12, 2
	v_readlane_b32 s10, v12, 3
	v_readlane_b32 s11, v12, 4
	v_readlane_b32 s8, v12, 9
	v_readlane_b32 s9, v12, 10
	v_readlane_b32 s4, v12, 5
	v_readlane_b32 s5, v12, 6
	buffer_load_dword v7, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v31, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v0, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	.loc	0 30 77                         ; device.hip:30:77
	s_waitcnt vmcnt(0)
	flat_load_dword v0, v[0:1]
	.loc	0 30 66                         ; device.hip:30:66
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z5quieti@rel32@lo+4
	s_addc_u32 s17, s17, _Z5quieti@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v3, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	v_readlane_b32 s5, v12, 7
	v_readlane_b32 s4, v12, 8
	v_mov_b32_e32 v12, v0
	.loc	0 30 64                         ; device.hip:30:64
	s_or_saveexec_b64 s[36:37], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_mov_b64 exec, s[36:37]
	v_add3_u32 v9, v9, v10, v12
	.loc	0 30 3                          ; device.hip:30:3
	flat_load_dwordx2 v[15:16], v[5:6]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v5, v1
	.loc	0 30 7                          ; device.hip:30:7
	flat_load_dword v5, v[5:6]
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v10, s4
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v10
	.loc	0 30 3                          ; device.hip:30:3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b64 v[13:14], s5, v[5:6]
	v_mov_b32_e32 v5, v15
	v_mov_b32_e32 v12, v13
	v_mov_b32_e32 v6, v16
	v_mov_b32_e32 v10, v14
	v_add_co_u32_e64 v5, s[6:7], v5, v12
	v_addc_co_u32_e64 v10, s[6:7], v6, v10, s[6:7]
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v10
	.loc	0 30 10                         ; device.hip:30:10
	flat_store_dword v[5:6], v9
	.loc	0 31 22 is_stmt 1               ; device.hip:31:22
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, gHitsPtr@rel32@lo+4
	s_addc_u32 s7, s7, gHitsPtr@rel32@hi+12
	v_mov_b32_e32 v5, s6
	v_mov_b32_e32 v6, s7
	flat_load_dwordx2 v[5:6], v[5:6]
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v9, v7
	.loc	0 31 3 is_stmt 0                ; device.hip:31:3
	flat_store_dword v[9:10], v11
	flat_load_dword v7, v[7:8]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_atomic_add v5, v[5:6], v7 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[3:4], v5
	.loc	0 32 13 is_stmt 1               ; device.hip:32:13
	flat_load_dword v5, v[1:2]
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v1, s4
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v1
	.loc	0 32 10 is_stmt 0               ; device.hip:32:10
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, gTotal@rel32@lo+4
	s_addc_u32 s5, s5, gTotal@rel32@hi+12
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v2, s5
	flat_load_dwordx2 v[1:2], v[1:2]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v6
	v_add_co_u32_e64 v3, s[6:7], v3, v4
	v_addc_co_u32_e64 v1, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v2, s5
	flat_store_dwordx2 v[1:2], v[3:4]
                                        ; kill: killed $vgpr0
	.loc	0 33 1 is_stmt 1                ; device.hip:33:1
	s_endpgm
.Ltmp7:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel weights
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 176
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 41
		.amdhsa_next_free_sgpr 38
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2104
; NumSgprs: 44
; NumVgprs: 41
; ScratchSize: 176
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 41
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
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
	s_add_u32 flat_scratch_lo, s10, s15
	s_addc_u32 flat_scratch_hi, s11, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	v_writelane_b32 v1, s6, 0
	v_writelane_b32 v1, s7, 1
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v1, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	v_mov_b32_e32 v5, v0
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	s_load_dwordx2 s[8:9], s[6:7], 0x0
	s_nop 0
	s_load_dword s6, s[6:7], 0x8
	s_mov_b64 s[4:5], 0
	s_mov_b32 s13, s5
	s_mov_b64 s[10:11], src_private_base
	s_mov_b32 s7, 32
	s_lshr_b64 s[16:17], s[10:11], s7
	s_mov_b32 s10, -1
	v_mov_b32_e32 v3, 0
                                        ; implicit-def: $sgpr7
	v_cmp_ne_u32_e64 s[14:15], v3, s10
	s_mov_b32 s12, s16
	v_mov_b32_e32 v1, s13
	v_mov_b32_e32 v2, s12
	v_cndmask_b32_e64 v1, v1, v2, s[14:15]
	s_mov_b32 s7, s4
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v2, s7
	v_cndmask_b32_e64 v10, v2, v3, s[14:15]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v3, 8
                                        ; implicit-def: $sgpr11
	v_cmp_ne_u32_e64 s[14:15], v3, s10
	v_mov_b32_e32 v1, s13
	v_mov_b32_e32 v2, s12
	v_cndmask_b32_e64 v1, v1, v2, s[14:15]
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v2, s7
	v_cndmask_b32_e64 v8, v2, v3, s[14:15]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v1
	buffer_store_dword v8, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
                                        ; implicit-def: $sgpr14_sgpr15
	v_mov_b32_e32 v3, 16
                                        ; implicit-def: $sgpr11
	v_cmp_ne_u32_e64 s[14:15], v3, s10
	v_mov_b32_e32 v1, s13
	v_mov_b32_e32 v2, s12
	v_cndmask_b32_e64 v1, v1, v2, s[14:15]
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v2, s7
	v_cndmask_b32_e64 v6, v2, v3, s[14:15]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v1
	buffer_store_dword v6, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v7, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
                                        ; implicit-def: $sgpr14_sgpr15
	v_mov_b32_e32 v3, 20
                                        ; implicit-def: $sgpr11
	v_cmp_ne_u32_e64 s[14:15], v3, s10
	v_mov_b32_e32 v1, s13
	v_mov_b32_e32 v2, s12
	v_cndmask_b32_e64 v1, v1, v2, s[14:15]
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v2, s7
	v_cndmask_b32_e64 v3, v2, v3, s[14:15]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v1
	buffer_store_dword v3, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
                                        ; implicit-def: $sgpr14_sgpr15
	v_mov_b32_e32 v2, 32
                                        ; implicit-def: $sgpr11
	v_cmp_ne_u32_e64 s[14:15], v2, s10
	v_mov_b32_e32 v1, s13
	v_mov_b32_e32 v12, s12
	v_cndmask_b32_e64 v12, v1, v12, s[14:15]
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v1, s7
	v_cndmask_b32_e64 v1, v1, v2, s[14:15]
                                        ; kill: def $vgpr12 killed $vgpr12 killed $exec
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v12
	buffer_store_dword v1, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
                                        ; implicit-def: $sgpr14_sgpr15
	v_mov_b32_e32 v2, 0x60
                                        ; implicit-def: $sgpr11
	v_cmp_ne_u32_e64 s[10:11], v2, s10
	v_mov_b32_e32 v1, s13
	v_mov_b32_e32 v12, s12
	v_cndmask_b32_e64 v12, v1, v12, s[10:11]
                                        ; implicit-def: $sgpr12
	v_mov_b32_e32 v1, s7
	v_cndmask_b32_e64 v1, v1, v2, s[10:11]
                                        ; kill: def $vgpr12 killed $vgpr12 killed $exec
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v12
	buffer_store_dword v1, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
                                        ; implicit-def: $sgpr10_sgpr11
	v_mov_b32_e32 v13, v11
	v_mov_b32_e32 v12, v10
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v15, s9
	v_mov_b32_e32 v14, s8
	flat_store_dwordx2 v[12:13], v[14:15]
	flat_load_dwordx2 v[10:11], v[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[8:9], v[10:11]
	v_mov_b32_e32 v8, s6
	flat_store_dword v[6:7], v8
.Ltmp8:
	.loc	0 37 12 prologue_end            ; device.hip:37:12
	flat_store_dword v[3:4], v5
	v_mov_b32_e32 v3, 0
.Ltmp9:
	.loc	0 43 17                         ; device.hip:43:17
	flat_store_dword v[1:2], v3
                                        ; implicit-def: $sgpr6_sgpr7
	.loc	0 43 8 is_stmt 0                ; device.hip:43:8
	v_writelane_b32 v0, s4, 2
	v_writelane_b32 v0, s5, 3
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
.LBB5_1:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 0 8                           ; device.hip:0:8
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 4
	v_readlane_b32 s5, v0, 5
	v_readlane_b32 s6, v0, 2
	v_readlane_b32 s7, v0, 3
	v_writelane_b32 v0, s6, 6
	v_writelane_b32 v0, s7, 7
.Ltmp10:
	.loc	0 43 24                         ; device.hip:43:24
	buffer_load_dword v2, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	flat_load_dword v1, v[4:5]
	.loc	0 43 30                         ; device.hip:43:30
	s_nop 0
	flat_load_dword v2, v[2:3]
	s_mov_b32 s6, 15
	.loc	0 43 32                         ; device.hip:43:32
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e64 v2, v2, s6
	.loc	0 43 26                         ; device.hip:43:26
	v_cmp_le_u32_e64 s[6:7], v1, v2
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
.Ltmp11:
	.loc	0 43 3                          ; device.hip:43:3
	v_writelane_b32 v0, s4, 10
	v_writelane_b32 v0, s5, 11
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 12
	v_writelane_b32 v0, s5, 13
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB5_3
; %bb.2:                                ;   in Loop: Header=BB5_1 Depth=1
.Ltmp12:
	.loc	0 43 51                         ; device.hip:43:51
	buffer_load_dword v7, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v0, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	flat_load_dwordx2 v[9:10], v[2:3]
	.loc	0 43 55                         ; device.hip:43:55
	s_nop 0
	flat_load_dword v1, v[0:1]
	s_mov_b32 s4, 0
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v0, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v0
	s_mov_b32 s4, 2
	.loc	0 43 51                         ; device.hip:43:51
	v_lshlrev_b64 v[5:6], s4, v[2:3]
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v0, v10
	v_mov_b32_e32 v3, v6
	v_add_co_u32_e64 v2, s[4:5], v2, v4
	v_addc_co_u32_e64 v0, s[4:5], v0, v3, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	flat_load_dword v0, v[2:3]
	.loc	0 43 67                         ; device.hip:43:67
	v_cvt_f32_u32_e64 v1, v1
	.loc	0 43 58                         ; device.hip:43:58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e64 v2, v0, v1
	.loc	0 43 44                         ; device.hip:43:44
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_co_u32_e64 v0, s[4:5], v0, v4
	v_addc_co_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	.loc	0 43 49                         ; device.hip:43:49
	flat_store_dword v[0:1], v2
	.loc	0 43 44                         ; device.hip:43:44
	s_branch .LBB5_4
.Ltmp13:
.LBB5_3:                                ;   in Loop: Header=BB5_1 Depth=1
	.loc	0 0 44                          ; device.hip:0:44
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 12
	v_readlane_b32 s5, v0, 13
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v0, 6
	v_readlane_b32 s9, v0, 7
	v_readlane_b32 s6, v0, 10
	v_readlane_b32 s7, v0, 11
	.loc	0 43 3                          ; device.hip:43:3
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v0, s6, 4
	v_writelane_b32 v0, s7, 5
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 2
	v_writelane_b32 v0, s7, 3
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 14
	v_writelane_b32 v0, s7, 15
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB5_1
	s_branch .LBB5_5
.LBB5_4:                                ;   in Loop: Header=BB5_1 Depth=1
.Ltmp14:
	.loc	0 43 39                         ; device.hip:43:39
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 8
	v_readlane_b32 s5, v0, 9
	buffer_load_dword v1, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v3, v1
	flat_load_dword v3, v[3:4]
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v3, v3, s6
	flat_store_dword v[1:2], v3
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	.loc	0 43 3                          ; device.hip:43:3
	v_writelane_b32 v0, s4, 10
	v_writelane_b32 v0, s5, 11
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	s_branch .LBB5_3
.Ltmp15:
.LBB5_5:
	.loc	0 43 3                          ; device.hip:43:3
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 14
	v_readlane_b32 s5, v0, 15
	s_or_b64 exec, exec, s[4:5]
.Ltmp16:
; %bb.6:
	.loc	0 44 14 is_stmt 1               ; device.hip:44:14
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s6, v0, 0
	v_readlane_b32 s7, v0, 1
	buffer_load_dword v4, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v6, v1
	flat_load_dword v3, v[6:7]
	s_mov_b32 s5, 0
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v10, s5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v10
	.loc	0 44 20 is_stmt 0               ; device.hip:44:20
	flat_load_dword v8, v[8:9]
	s_mov_b32 s4, 15
	.loc	0 44 22                         ; device.hip:44:22
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e64 v9, v8, s4
	s_mov_b32 s10, 1
	.loc	0 44 28                         ; device.hip:44:28
	v_add_u32_e64 v8, v9, s10
	.loc	0 44 16                         ; device.hip:44:16
	v_not_b32_e32 v10, v9
	v_cvt_f32_u32_e32 v9, v8
	v_rcp_iflag_f32_e32 v9, v9
	v_mul_f32_e32 v9, 0x4f7ffffe, v9
	v_cvt_u32_f32_e32 v9, v9
	v_mul_lo_u32 v10, v10, v9
	v_mul_hi_u32 v10, v9, v10
	v_add_u32_e64 v9, v9, v10
	v_mul_hi_u32 v9, v3, v9
	v_mul_lo_u32 v9, v9, v8
	v_sub_u32_e64 v3, v3, v9
	v_cmp_ge_u32_e64 s[8:9], v3, v8
	v_sub_u32_e64 v9, v3, v8
	v_cndmask_b32_e64 v3, v3, v9, s[8:9]
	v_cmp_ge_u32_e64 s[8:9], v3, v8
	v_sub_u32_e64 v8, v3, v8
	v_cndmask_b32_e64 v3, v3, v8, s[8:9]
	s_mov_b32 s4, 2
	.loc	0 44 12                         ; device.hip:44:12
	v_lshlrev_b32_e64 v11, s4, v3
                                        ; implicit-def: $sgpr8
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr11 killed $vgpr11 def $vgpr11_vgpr12 killed $exec
	v_mov_b32_e32 v12, v3
	v_mov_b32_e32 v8, v13
	v_mov_b32_e32 v10, v11
	v_mov_b32_e32 v3, v14
	v_mov_b32_e32 v9, v12
	v_add_co_u32_e64 v8, s[8:9], v8, v10
	v_addc_co_u32_e64 v3, s[8:9], v3, v9, s[8:9]
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v3
	flat_load_dword v3, v[8:9]
	s_mov_b64 s[8:9], src_shared_base
	s_mov_b32 s11, 32
	.loc	0 44 3                          ; device.hip:44:3
	s_lshr_b64 s[8:9], s[8:9], s11
	s_mov_b32 s9, s8
	s_mov_b64 s[12:13], 0
	s_mov_b32 s11, s13
	s_mov_b32 s8, 0
	s_mov_b32 s14, -1
	s_cmp_lg_u32 s8, s14
	s_cselect_b32 s11, s9, s11
	s_mov_b32 s9, s12
	s_cselect_b32 s8, s8, s9
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s11
	v_lshlrev_b64 v[7:8], s4, v[6:7]
	s_mov_b32 s12, s8
	v_mov_b32_e32 v6, v7
	s_mov_b32 s11, s9
                                        ; kill: def $vgpr8 killed $vgpr8 killed $vgpr7_vgpr8 killed $exec
	v_add_co_u32_e64 v6, s[12:13], s12, v6
	v_mov_b32_e32 v7, s11
	v_addc_co_u32_e64 v8, s[12:13], v7, v8, s[12:13]
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v8
	.loc	0 44 10                         ; device.hip:44:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[6:7], v3
	.loc	0 45 3 is_stmt 1                ; device.hip:45:3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	.loc	0 46 17                         ; device.hip:46:17
	flat_load_dword v3, v[1:2]
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v6, s5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v1, v3
	v_mov_b32_e32 v2, v6
	.loc	0 46 19 is_stmt 0               ; device.hip:46:19
	v_add_u32_e64 v3, v3, s10
	.loc	0 46 26                         ; device.hip:46:26
	v_mov_b32_e32 v6, 0
	global_load_ushort v6, v6, s[6:7] offset:28
	s_mov_b32 s6, 0
                                        ; implicit-def: $sgpr7
	.loc	0 46 24                         ; device.hip:46:24
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v8, s6, v6
	v_cvt_f32_u32_e32 v7, v6
	v_rcp_iflag_f32_e32 v7, v7
	v_mul_f32_e32 v7, 0x4f7ffffe, v7
	v_cvt_u32_f32_e32 v7, v7
                                        ; implicit-def: $sgpr6
	v_mul_lo_u32 v8, v8, v7
                                        ; implicit-def: $sgpr6
	v_mul_hi_u32 v8, v7, v8
                                        ; implicit-def: $sgpr6
	v_add_u32_e64 v7, v7, v8
	v_mul_hi_u32 v7, v3, v7
	v_mul_lo_u32 v7, v7, v6
	v_sub_u32_e64 v3, v3, v7
	v_cmp_ge_u32_e64 s[6:7], v3, v6
	v_sub_u32_e64 v7, v3, v6
	v_cndmask_b32_e64 v3, v3, v7, s[6:7]
	v_cmp_ge_u32_e64 s[6:7], v3, v6
	v_sub_u32_e64 v6, v3, v6
	v_cndmask_b32_e64 v3, v3, v6, s[6:7]
	.loc	0 46 12                         ; device.hip:46:12
	v_lshlrev_b32_e64 v6, s4, v3
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v3
	s_mov_b32 s6, s8
	v_mov_b32_e32 v3, v6
	s_mov_b32 s5, s9
                                        ; kill: def $vgpr7 killed $vgpr7 killed $vgpr6_vgpr7 killed $exec
	v_add_co_u32_e64 v6, s[6:7], s6, v3
	v_mov_b32_e32 v3, s5
	v_addc_co_u32_e64 v3, s[6:7], v3, v7, s[6:7]
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v3
	flat_load_dword v3, v[6:7]
	.loc	0 46 3                          ; device.hip:46:3
	flat_load_dwordx2 v[8:9], v[4:5]
	v_lshlrev_b64 v[6:7], s4, v[1:2]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v4, v7
	v_add_co_u32_e64 v1, s[4:5], v1, v5
	v_addc_co_u32_e64 v4, s[4:5], v2, v4, s[4:5]
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v4
	.loc	0 46 10                         ; device.hip:46:10
	flat_store_dword v[1:2], v3
                                        ; kill: killed $vgpr0
	.loc	0 47 1 is_stmt 1                ; device.hip:47:1
	s_endpgm
.Ltmp17:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel stack_and_lds
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 160
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 34
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2184
; NumSgprs: 40
; NumVgprs: 16
; ScratchSize: 160
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
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
	s_mov_b32 s32, 0x2800
	s_add_u32 flat_scratch_lo, s10, s15
	s_addc_u32 flat_scratch_hi, s11, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr3 : SGPR spill to VGPR lane
	v_writelane_b32 v3, s14, 0
	v_writelane_b32 v3, s13, 1
	v_writelane_b32 v3, s12, 2
	v_writelane_b32 v3, s8, 3
	v_writelane_b32 v3, s9, 4
	v_writelane_b32 v3, s6, 5
	v_writelane_b32 v3, s7, 6
	v_writelane_b32 v3, s4, 7
	v_writelane_b32 v3, s5, 8
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v3, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	buffer_store_dword v2, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, v0
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	buffer_store_dword v1, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	s_load_dwordx2 s[4:5], s[6:7], 0x0
	s_mov_b64 s[14:15], 0
	s_mov_b32 s10, s15
	s_mov_b64 s[6:7], src_private_base
	s_mov_b32 s8, 32
	s_lshr_b64 s[8:9], s[6:7], s8
	s_mov_b32 s6, -1
	v_mov_b32_e32 v4, 0
                                        ; implicit-def: $sgpr7
	v_cmp_ne_u32_e64 s[12:13], v4, s6
	s_mov_b32 s9, s8
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v3, s9
	v_cndmask_b32_e64 v2, v2, v3, s[12:13]
	s_mov_b32 s8, s14
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v3, s8
	v_cndmask_b32_e64 v4, v3, v4, s[12:13]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v3, 8
                                        ; implicit-def: $sgpr7
	v_cmp_ne_u32_e64 s[6:7], v3, s6
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v6, s9
	v_cndmask_b32_e64 v6, v2, v6, s[6:7]
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v2, s8
	v_cndmask_b32_e64 v2, v2, v3, s[6:7]
                                        ; kill: def $vgpr6 killed $vgpr6 killed $exec
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v6
	buffer_store_dword v2, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
                                        ; implicit-def: $sgpr6_sgpr7
	v_mov_b32_e32 v7, v5
	v_mov_b32_e32 v6, v4
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v9, s5
	v_mov_b32_e32 v8, s4
	flat_store_dwordx2 v[6:7], v[8:9]
	flat_load_dwordx2 v[4:5], v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[2:3], v[4:5]
	s_mov_b32 s4, 0
.Ltmp18:
	.loc	0 50 40 prologue_end            ; device.hip:50:40
	v_cmp_eq_u32_e64 s[6:7], v1, s4
.Ltmp19:
	.loc	0 50 7 is_stmt 0                ; device.hip:50:7
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 9
	v_writelane_b32 v0, s5, 10
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB6_6
; %bb.1:
.Ltmp20:
	.loc	0 50 80                         ; device.hip:50:80
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v5, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s14, v5, 0
	v_readlane_b32 s13, v5, 1
	v_readlane_b32 s12, v5, 2
	v_readlane_b32 s10, v5, 3
	v_readlane_b32 s11, v5, 4
	v_readlane_b32 s4, v5, 7
	v_readlane_b32 s5, v5, 8
	v_readlane_b32 s6, v5, 5
	v_readlane_b32 s7, v5, 6
	buffer_load_dword v0, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	s_getpc_b64 s[8:9]
	s_add_u32 s8, s8, gName@rel32@lo+4
	s_addc_u32 s9, s9, gName@rel32@hi+12
	v_mov_b32_e32 v5, s8
	v_mov_b32_e32 v6, s9
	flat_load_dwordx2 v[5:6], v[5:6]
	.loc	0 50 87                         ; device.hip:50:87
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_store_dword v5, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v6, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	flat_load_dword v5, v[3:4]
	.loc	0 50 94                         ; device.hip:50:94
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_store_dword v5, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	flat_load_dword v5, v[3:4] offset:4
	.loc	0 50 101                        ; device.hip:50:101
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_store_dword v5, off, s[0:3], s33 offset:60 ; 4-byte Folded Spill
	flat_load_dword v3, v[3:4] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_mov_b64 s[16:17], 8
	.loc	0 50 46                         ; device.hip:50:46
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, __ockl_printf_begin@gotpcrel32@lo+4
	s_addc_u32 s7, s7, __ockl_printf_begin@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[6:7], 0x0
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s6, 20
	v_lshlrev_b32_e64 v2, s6, v2
	s_mov_b32 s6, 10
	v_lshlrev_b32_e64 v1, s6, v1
	v_or3_b32 v31, v0, v1, v2
	v_mov_b32_e32 v1, 0
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	v_mov_b32_e32 v0, v1
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v2, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	v_mov_b32_e32 v3, v1
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	buffer_store_dword v0, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, .str.1@rel32@lo+4
	s_addc_u32 s5, s5, .str.1@rel32@hi+12
	s_mov_b64 s[6:7], 0
	s_cmp_eq_u64 s[4:5], s[6:7]
	s_cselect_b64 s[8:9], -1, 0
	s_and_b64 vcc, exec, s[8:9]
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	v_writelane_b32 v2, s6, 11
	v_writelane_b32 v2, s7, 12
	v_writelane_b32 v2, s4, 13
	v_writelane_b32 v2, s5, 14
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v2, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	buffer_store_dword v0, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	s_cbranch_vccnz .LBB6_3
.LBB6_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 0 46                          ; device.hip:0:46
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s8, v0, 13
	v_readlane_b32 s9, v0, 14
	v_readlane_b32 s10, v0, 11
	v_readlane_b32 s11, v0, 12
	s_mov_b64 s[12:13], 1
	.loc	0 50 46                         ; device.hip:50:46
	s_mov_b32 s6, s8
	s_mov_b32 s4, s9
	s_mov_b32 s7, s12
	s_mov_b32 s5, s13
	s_add_u32 s6, s6, s7
	s_addc_u32 s4, s4, s5
                                        ; kill: def $sgpr6 killed $sgpr6 def $sgpr6_sgpr7
	s_mov_b32 s7, s4
	v_mov_b32_e32 v1, s8
	v_mov_b32_e32 v2, s9
	flat_load_ubyte v1, v[1:2]
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u16_e64 s[4:5], v1, s4
	s_or_b64 s[4:5], s[4:5], s[10:11]
	v_mov_b32_e32 v1, s8
	v_mov_b32_e32 v2, s9
	s_mov_b64 s[8:9], s[4:5]
	v_writelane_b32 v0, s8, 11
	v_writelane_b32 v0, s9, 12
	v_writelane_b32 v0, s6, 13
	v_writelane_b32 v0, s7, 14
	buffer_store_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 15
	v_writelane_b32 v0, s7, 16
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB6_2
	s_branch .LBB6_4
.LBB6_3:
	.loc	0 0 46                          ; device.hip:0:46
	buffer_load_dword v0, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	s_branch .LBB6_7
.LBB6_4:
	.loc	0 50 46                         ; device.hip:50:46
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 15
	v_readlane_b32 s5, v0, 16
	s_or_b64 exec, exec, s[4:5]
; %bb.5:
	buffer_load_dword v2, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, .str.1@rel32@lo+4
	s_addc_u32 s7, s7, .str.1@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	s_mov_b32 s4, s6
	v_mov_b32_e32 v0, v3
	s_mov_b32 s6, s7
	v_sub_co_u32_e64 v1, s[4:5], v1, s4
	v_mov_b32_e32 v2, s6
	v_subb_co_u32_e64 v0, s[4:5], v0, v2, s[4:5]
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v0
	s_mov_b64 s[6:7], 1
	v_mov_b32_e32 v0, v1
	s_mov_b32 s4, s6
	v_mov_b32_e32 v1, v2
	s_mov_b32 s6, s7
	v_add_co_u32_e64 v0, s[4:5], v0, s4
	v_mov_b32_e32 v2, s6
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	s_branch .LBB6_3
.Ltmp21:
.LBB6_6:
	.loc	0 0 46                          ; device.hip:0:46
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 9
	v_readlane_b32 s5, v0, 10
	s_or_b64 exec, exec, s[4:5]
	.loc	0 50 7                          ; device.hip:50:7
	s_branch .LBB6_13
.LBB6_7:
	.loc	0 0 7                           ; device.hip:0:7
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s14, v0, 0
	v_readlane_b32 s13, v0, 1
	v_readlane_b32 s12, v0, 2
	v_readlane_b32 s10, v0, 3
	v_readlane_b32 s11, v0, 4
	v_readlane_b32 s4, v0, 7
	v_readlane_b32 s5, v0, 8
	v_readlane_b32 s6, v0, 5
	v_readlane_b32 s7, v0, 6
	buffer_load_dword v2, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	s_mov_b64 s[16:17], 8
.Ltmp22:
	.loc	0 50 46                         ; device.hip:50:46
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	s_mov_b32 s15, 32
	s_waitcnt vmcnt(0)
	v_lshrrev_b64 v[0:1], s15, v[9:10]
	v_mov_b32_e32 v1, v0
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, .str.1@rel32@lo+4
	s_addc_u32 s7, s7, .str.1@rel32@hi+12
	s_lshr_b64 s[16:17], s[6:7], s15
	s_mov_b32 s18, s16
	v_lshrrev_b64 v[4:5], s15, v[7:8]
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v0, v9
	s_mov_b32 s19, s6
	v_mov_b32_e32 v4, v7
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, __ockl_printf_append_string_n@gotpcrel32@lo+4
	s_addc_u32 s7, s7, __ockl_printf_append_string_n@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[6:7], 0x0
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s6, 20
	v_lshlrev_b32_e64 v6, s6, v6
	s_mov_b32 s6, 10
	v_lshlrev_b32_e64 v3, s6, v3
	v_or3_b32 v31, v2, v3, v6
	v_mov_b32_e32 v6, 0
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	v_mov_b32_e32 v2, s19
	v_mov_b32_e32 v3, s18
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v3, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	buffer_store_dword v2, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	v_mov_b32_e32 v5, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v5
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], 0
	v_cmp_ne_u64_e64 s[6:7], v[3:4], s[4:5]
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v2, s5
	v_writelane_b32 v0, s4, 17
	v_writelane_b32 v0, s5, 18
	buffer_store_dword v3, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 19
	v_writelane_b32 v0, s5, 20
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB6_9
.LBB6_8:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 0 46                          ; device.hip:0:46
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s6, v0, 17
	v_readlane_b32 s7, v0, 18
	buffer_load_dword v1, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_mov_b64 s[8:9], 1
	.loc	0 50 46                         ; device.hip:50:46
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v1
	s_mov_b32 s4, s8
	v_mov_b32_e32 v4, v2
	s_mov_b32 s8, s9
	v_add_co_u32_e64 v3, s[4:5], v3, s4
	v_mov_b32_e32 v5, s8
	v_addc_co_u32_e64 v5, s[4:5], v4, v5, s[4:5]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v5
	flat_load_ubyte v5, v[1:2]
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u16_e64 s[4:5], v5, s4
	s_or_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 17
	v_writelane_b32 v0, s7, 18
	buffer_store_dword v3, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 21
	v_writelane_b32 v0, s7, 22
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB6_8
	s_branch .LBB6_10
.LBB6_9:
	.loc	0 0 46                          ; device.hip:0:46
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v2, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v2, 19
	v_readlane_b32 s5, v2, 20
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	s_branch .LBB6_12
.LBB6_10:
	.loc	0 50 46                         ; device.hip:50:46
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 21
	v_readlane_b32 s5, v0, 22
	s_or_b64 exec, exec, s[4:5]
; %bb.11:
	buffer_load_dword v4, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v2, v5
	v_sub_co_u32_e64 v1, s[4:5], v1, v3
	v_subb_co_u32_e64 v0, s[4:5], v0, v2, s[4:5]
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v0
	s_mov_b64 s[6:7], 1
	v_mov_b32_e32 v0, v1
	s_mov_b32 s4, s6
	v_mov_b32_e32 v1, v2
	s_mov_b32 s6, s7
	v_add_co_u32_e64 v0, s[4:5], v0, s4
	v_mov_b32_e32 v2, s6
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	s_branch .LBB6_9
.LBB6_12:
	.loc	0 0 46                          ; device.hip:0:46
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s14, v0, 0
	v_readlane_b32 s13, v0, 1
	v_readlane_b32 s12, v0, 2
	v_readlane_b32 s10, v0, 3
	v_readlane_b32 s11, v0, 4
	v_readlane_b32 s4, v0, 7
	v_readlane_b32 s5, v0, 8
	v_readlane_b32 s6, v0, 5
	v_readlane_b32 s7, v0, 6
	buffer_load_dword v6, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_mov_b64 s[16:17], 8
	.loc	0 50 46                         ; device.hip:50:46
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	v_writelane_b32 v0, s8, 23
	v_writelane_b32 v0, s9, 24
	s_mov_b32 s6, 32
	v_writelane_b32 v0, s6, 25
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(1)
	v_lshrrev_b64 v[0:1], s6, v[13:14]
	v_mov_b32_e32 v1, v0
	v_lshrrev_b64 v[2:3], s6, v[11:12]
	v_mov_b32_e32 v3, v2
	v_lshrrev_b64 v[4:5], s6, v[9:10]
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v0, v13
	v_mov_b32_e32 v2, v11
	v_mov_b32_e32 v4, v9
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, __ockl_printf_append_string_n@gotpcrel32@lo+4
	s_addc_u32 s7, s7, __ockl_printf_append_string_n@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[6:7], 0x0
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s6, 20
	v_lshlrev_b32_e64 v8, s6, v8
	s_mov_b32 s6, 10
	v_lshlrev_b32_e64 v7, s6, v7
	v_or3_b32 v31, v6, v7, v8
	buffer_store_dword v31, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	v_mov_b32_e32 v6, 0
	buffer_store_dword v6, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v3, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v2, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	buffer_load_dword v31, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_readlane_b32 s4, v2, 7
	v_readlane_b32 s5, v2, 8
	v_readlane_b32 s8, v2, 23
	v_readlane_b32 s9, v2, 24
	v_readlane_b32 s10, v2, 3
	v_readlane_b32 s11, v2, 4
	v_readlane_b32 s12, v2, 2
	v_readlane_b32 s13, v2, 1
	v_readlane_b32 s14, v2, 0
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, __ockl_printf_append_args@gotpcrel32@lo+4
	s_addc_u32 s7, s7, __ockl_printf_append_args@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v2, s16, 26
	v_writelane_b32 v2, s17, 27
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v2, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v2, 1
	buffer_store_dword v2, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_waitcnt vmcnt(2)
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
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v3, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v4, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	buffer_load_dword v31, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_readlane_b32 s4, v4, 7
	v_readlane_b32 s5, v4, 8
	v_readlane_b32 s8, v4, 23
	v_readlane_b32 s9, v4, 24
	v_readlane_b32 s10, v4, 3
	v_readlane_b32 s11, v4, 4
	v_readlane_b32 s12, v4, 2
	v_readlane_b32 s13, v4, 1
	v_readlane_b32 s14, v4, 0
	v_readlane_b32 s16, v4, 26
	v_readlane_b32 s17, v4, 27
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_waitcnt vmcnt(1)
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
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v3, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v4, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	buffer_load_dword v31, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_readlane_b32 s4, v4, 7
	v_readlane_b32 s5, v4, 8
	v_readlane_b32 s8, v4, 23
	v_readlane_b32 s9, v4, 24
	v_readlane_b32 s10, v4, 3
	v_readlane_b32 s11, v4, 4
	v_readlane_b32 s12, v4, 2
	v_readlane_b32 s13, v4, 1
	v_readlane_b32 s14, v4, 0
	v_readlane_b32 s16, v4, 26
	v_readlane_b32 s17, v4, 27
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_waitcnt vmcnt(1)
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
	s_swappc_b64 s[30:31], s[16:17]
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v3, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	buffer_load_dword v31, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_readlane_b32 s4, v3, 7
	v_readlane_b32 s5, v3, 8
	v_readlane_b32 s8, v3, 23
	v_readlane_b32 s9, v3, 24
	v_readlane_b32 s10, v3, 3
	v_readlane_b32 s11, v3, 4
	v_readlane_b32 s12, v3, 2
	v_readlane_b32 s13, v3, 1
	v_readlane_b32 s14, v3, 0
	v_readlane_b32 s16, v3, 26
	v_readlane_b32 s17, v3, 27
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v4, 0x3ff80000
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_waitcnt vmcnt(1)
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
	s_swappc_b64 s[30:31], s[16:17]
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v3, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	buffer_load_dword v31, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_readlane_b32 s4, v3, 7
	v_readlane_b32 s5, v3, 8
	v_readlane_b32 s8, v3, 23
	v_readlane_b32 s9, v3, 24
	v_readlane_b32 s10, v3, 3
	v_readlane_b32 s11, v3, 4
	v_readlane_b32 s12, v3, 2
	v_readlane_b32 s13, v3, 1
	v_readlane_b32 s14, v3, 0
	v_readlane_b32 s16, v3, 26
	v_readlane_b32 s17, v3, 27
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v3, 0x71
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_waitcnt vmcnt(1)
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
	s_swappc_b64 s[30:31], s[16:17]
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v4, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	buffer_load_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v31, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_waitcnt vmcnt(5)
	v_readlane_b32 s6, v4, 25
	v_readlane_b32 s4, v4, 7
	v_readlane_b32 s5, v4, 8
	v_readlane_b32 s8, v4, 23
	v_readlane_b32 s9, v4, 24
	v_readlane_b32 s10, v4, 3
	v_readlane_b32 s11, v4, 4
	v_readlane_b32 s12, v4, 2
	v_readlane_b32 s13, v4, 1
	v_readlane_b32 s14, v4, 0
	v_readlane_b32 s16, v4, 26
	v_readlane_b32 s17, v4, 27
	s_waitcnt vmcnt(3)
	v_lshrrev_b64 v[4:5], s6, v[2:3]
                                        ; kill: def $vgpr4 killed $vgpr4 killed $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v3, v2
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_waitcnt vmcnt(0)
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
	s_swappc_b64 s[30:31], s[16:17]
	s_branch .LBB6_6
.Ltmp23:
.LBB6_13:
	.loc	0 51 1 is_stmt 1                ; device.hip:51:1
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
                                        ; kill: killed $vgpr0
	s_endpgm
.Ltmp24:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel say
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 160
		.amdhsa_kernarg_size 264
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 41
		.amdhsa_next_free_sgpr 36
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4344
; NumSgprs: 42
; NumVgprs: 41
; ScratchSize: 160
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 41
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.protected	kWeights                ; @kWeights
	.type	kWeights,@object
	.data
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

	.type	.str,@object                    ; @.str
	.section	.rodata.str1.1,"aMS",@progbits,1
.str:
	.asciz	"device.hip"
	.size	.str, 11

	.protected	gName                   ; @gName
	.type	gName,@object
	.data
	.globl	gName
	.p2align	3, 0x0
gName:
	.quad	.str
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

	.type	.str.1,@object                  ; @.str.1
	.section	.rodata.str1.1,"aMS",@progbits,1
.str.1:
	.asciz	"%s: %d %u %x %f %c %p\n"
	.size	.str.1, 23

	.type	__hip_cuid_6ccc44bb26b68923,@object ; @__hip_cuid_6ccc44bb26b68923
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_6ccc44bb26b68923
__hip_cuid_6ccc44bb26b68923:
	.byte	0                               ; 0x0
	.size	__hip_cuid_6ccc44bb26b68923, 1

	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

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
	.byte	1                               ; Abbrev [1] 0xc:0x200 DW_TAG_compile_unit
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
	.byte	2                               ; Abbrev [2] 0x4a:0xb DW_TAG_variable
	.byte	6                               ; DW_AT_name
	.long	66                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	0                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	1
	.byte	2                               ; Abbrev [2] 0x55:0xb DW_TAG_variable
	.byte	7                               ; DW_AT_name
	.long	96                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	0                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	2
	.byte	5                               ; Abbrev [5] 0x60:0x4 DW_TAG_base_type
	.byte	8                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x64:0xb DW_TAG_variable
	.byte	9                               ; DW_AT_name
	.long	111                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	0                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	3
	.byte	7                               ; Abbrev [7] 0x6f:0x5 DW_TAG_pointer_type
	.long	66                              ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x74:0xa DW_TAG_variable
	.long	126                             ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	4
	.byte	3                               ; Abbrev [3] 0x7e:0xc DW_TAG_array_type
	.long	138                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x83:0x6 DW_TAG_subrange_type
	.long	70                              ; DW_AT_type
	.byte	11                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x8a:0x5 DW_TAG_const_type
	.long	143                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x8f:0x4 DW_TAG_base_type
	.byte	10                              ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x93:0xb DW_TAG_variable
	.byte	11                              ; DW_AT_name
	.long	158                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	0                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	5
	.byte	7                               ; Abbrev [7] 0x9e:0x5 DW_TAG_pointer_type
	.long	138                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0xa3:0xb DW_TAG_variable
	.byte	12                              ; DW_AT_name
	.long	66                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	6
	.byte	2                               ; Abbrev [2] 0xae:0xb DW_TAG_variable
	.byte	13                              ; DW_AT_name
	.long	185                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	0                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	7
	.byte	3                               ; Abbrev [3] 0xb9:0xc DW_TAG_array_type
	.long	197                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xbe:0x6 DW_TAG_subrange_type
	.long	70                              ; DW_AT_type
	.byte	2                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0xc5:0x8 DW_TAG_typedef
	.long	205                             ; DW_AT_type
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	25                              ; DW_AT_decl_line
	.byte	7                               ; Abbrev [7] 0xcd:0x5 DW_TAG_pointer_type
	.long	210                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0xd2:0xb DW_TAG_subroutine_type
	.long	66                              ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0xd7:0x5 DW_TAG_formal_parameter
	.long	66                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0xdd:0xa DW_TAG_variable
	.long	231                             ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	50                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	8
	.byte	3                               ; Abbrev [3] 0xe7:0xc DW_TAG_array_type
	.long	138                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xec:0x6 DW_TAG_subrange_type
	.long	70                              ; DW_AT_type
	.byte	23                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	13                              ; Abbrev [13] 0xf3:0xc DW_TAG_variable
	.byte	15                              ; DW_AT_name
	.long	66                              ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	9
	.byte	16                              ; DW_AT_linkage_name
	.byte	5                               ; Abbrev [5] 0xff:0x4 DW_TAG_base_type
	.byte	17                              ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	14                              ; Abbrev [14] 0x103:0x1d DW_TAG_subprogram
	.byte	10                              ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	18                              ; DW_AT_linkage_name
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	492                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	15                              ; Abbrev [15] 0x114:0xb DW_TAG_formal_parameter
	.byte	2                               ; DW_AT_location
	.byte	145
	.byte	4
	.byte	28                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	492                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	14                              ; Abbrev [14] 0x120:0x1d DW_TAG_subprogram
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
	.byte	15                              ; Abbrev [15] 0x131:0xb DW_TAG_formal_parameter
	.byte	2                               ; DW_AT_location
	.byte	145
	.byte	4
	.byte	29                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	14                              ; Abbrev [14] 0x13d:0x1d DW_TAG_subprogram
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
	.byte	15                              ; Abbrev [15] 0x14e:0xb DW_TAG_formal_parameter
	.byte	2                               ; DW_AT_location
	.byte	145
	.byte	4
	.byte	29                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	16                              ; Abbrev [16] 0x15a:0x2e DW_TAG_subprogram
	.byte	13                              ; DW_AT_low_pc
	.long	.Lfunc_end4-.Lfunc_begin4       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	15                              ; Abbrev [15] 0x166:0xb DW_TAG_formal_parameter
	.byte	2                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	30                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.long	111                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x171:0xb DW_TAG_formal_parameter
	.byte	2                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	28                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.long	492                             ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0x17c:0xb DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	145
	.byte	20
	.byte	31                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	29                              ; DW_AT_decl_line
	.long	492                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	16                              ; Abbrev [16] 0x188:0x4c DW_TAG_subprogram
	.byte	14                              ; DW_AT_low_pc
	.long	.Lfunc_end5-.Lfunc_begin5       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	26                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	15                              ; Abbrev [15] 0x194:0xb DW_TAG_formal_parameter
	.byte	2                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	30                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	496                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x19f:0xb DW_TAG_formal_parameter
	.byte	2                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	28                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	492                             ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0x1aa:0xb DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	145
	.byte	20
	.byte	31                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	37                              ; DW_AT_decl_line
	.long	492                             ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0x1b5:0xb DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	145
	.byte	32
	.byte	32                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	41                              ; DW_AT_decl_line
	.long	501                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x1c0:0x13 DW_TAG_lexical_block
	.byte	15                              ; DW_AT_low_pc
	.long	.Ltmp16-.Ltmp9                  ; DW_AT_high_pc
	.byte	17                              ; Abbrev [17] 0x1c6:0xc DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	145
	.asciz	"\340"
	.byte	33                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	43                              ; DW_AT_decl_line
	.long	492                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	16                              ; Abbrev [16] 0x1d4:0x18 DW_TAG_subprogram
	.byte	16                              ; DW_AT_low_pc
	.long	.Lfunc_end6-.Lfunc_begin6       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	27                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	49                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	15                              ; Abbrev [15] 0x1e0:0xb DW_TAG_formal_parameter
	.byte	2                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	34                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	49                              ; DW_AT_decl_line
	.long	513                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x1ec:0x4 DW_TAG_base_type
	.byte	20                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	7                               ; Abbrev [7] 0x1f0:0x5 DW_TAG_pointer_type
	.long	255                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x1f5:0xc DW_TAG_array_type
	.long	255                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x1fa:0x6 DW_TAG_subrange_type
	.long	70                              ; DW_AT_type
	.byte	16                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x201:0x5 DW_TAG_pointer_type
	.long	518                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x206:0x5 DW_TAG_const_type
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
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
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
	.quad	.str
	.quad	gName
	.quad	gWeak
	.quad	kOps
	.quad	.str.1
	.quad	_ZL7sHidden
	.quad	.Lfunc_begin0
	.quad	.Lfunc_begin1
	.quad	.Lfunc_begin3
	.quad	.Lfunc_begin4
	.quad	.Lfunc_begin5
	.quad	.Ltmp9
	.quad	.Lfunc_begin6
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
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
    .private_segment_fixed_size: 176
    .sgpr_count:     44
    .sgpr_spill_count: 17
    .symbol:         weights.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     41
    .vgpr_spill_count: 21
    .wavefront_size: 64
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
    .private_segment_fixed_size: 160
    .sgpr_count:     40
    .sgpr_spill_count: 20
    .symbol:         stack_and_lds.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 15
    .wavefront_size: 64
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
    .private_segment_fixed_size: 160
    .sgpr_count:     42
    .sgpr_spill_count: 34
    .symbol:         say.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     41
    .vgpr_spill_count: 48
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
