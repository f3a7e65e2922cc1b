// Hand-written: directives llvm-mc takes that clang's AMDGPU output seldom or never has, in the forms llvm-mc
// accepts (assembled for gfx900 by build.sh; the object is llvm-mc 22's).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.file	"directives.s"
	.file	1 "/src/include" "helper.h"
	.file	2 "main.c"
	.text
	.globl	entry
	.p2align	8
	.type	entry,@function
entry:
	.cfi_startproc
	.loc	2 10 3 prologue_end
	s_mov_b32 s33, s32
	.cfi_def_cfa s32, 0
	.loc	1 4 1 is_stmt 0 discriminator 3
	v_mov_b32 v40, 0
	.cfi_offset s33, 8
	.cfi_register v40, s6
	.cfi_escape 0x10, 0x90, 0x14, 0x01, 0x30
	.loc	2 12 0 basic_block isa 1
	s_add_u32 s32, s32, 0x400
	.cfi_adjust_cfa_offset 16
	.cfi_remember_state
	.cfi_undefined v41
	.cfi_restore_state
	.loc	2 400 7 epilogue_begin
	s_setpc_b64 s[30:31]
	.cfi_endproc
.Lentry_end:
	.size	entry, .Lentry_end-entry
	.set	entry.alias, entry+4
	.set	later.sum, later.a + later.b * 2
	.set	later.a, 3
	.set	later.b, max(later.a, 5) | or(8, 1)

	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3
pair:
	.quad	0x0102030405060708
	.quad	entry.alias
	.long	later.sum
	.long	.Lentry_end-entry

	.data
	.balignw	8, 0xabcd
strings:
	.ascii	"tab\there \"quoted\" \101\x42\n"
	.asciz	"\0\377"
	.uleb128	624485, .Lentry_end-entry
	.sleb128	-123456, 63, -64
	.2byte	later.a
	.comm	shared_buffer, 256, 4
	.lcomm	local_buffer, 12
	.local	pinned
	.comm	pinned, 8, 3
	.amdgpu_lds	lds_table, 128, 16
	.quad	shared_buffer
	.long	lds_table@abs32@lo
	.weak	maybe
	.quad	maybe
	.ident	"hand-written"
	.addrsig
	.addrsig_sym	entry
	.addrsig_sym	strings
