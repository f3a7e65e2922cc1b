// Call frame information of `.cfi_*` directives: the .debug_frame (`.cfi_sections .debug_frame`, as clang
// asks for AMDGPU) or .eh_frame (llvm-mc's default) that llvm-mc writes, byte for byte as LLVM's
// MCDwarfFrameEmitter does for AMDGPU (code alignment 4, data alignment +4: the stack grows up, return
// address column 16, no initial instructions).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "asm/dwarf_line.h"

namespace gcnkit::asmimpl {

struct CfiInstruction {
  enum class Op : uint8_t {
    DefCfa, DefCfaOffset, AdjustCfaOffset, DefCfaRegister, LlvmDefAspaceCfa, Offset, RelOffset, ValOffset,
    Register, Undefined, SameValue, Restore, RememberState, RestoreState, Escape, GnuArgsSize, WindowSave,
  };
  Op op;
  uint32_t reg = 0, reg2 = 0;
  int64_t offset = 0;
  uint32_t addressSpace = 0;
  std::vector<uint8_t> bytes;  // Escape
  uint64_t at = 0;             // where in the frame's section the rule starts
};

struct CfiFrame {
  int section = -1;
  uint64_t begin = 0, end = 0;
  bool simple = false, signalFrame = false, ended = false;
  uint32_t returnColumn = 16;
  std::vector<CfiInstruction> instructions;
};

// The frame section's contents for `frames` (`eh`: .eh_frame, else .debug_frame), appended to `out`, with the
// relocations it needs (targetSection -1: the frame section itself). The caller sets the section's
// alignment to 8.
void emitCfiFrames(std::vector<uint8_t>& out, std::vector<DwarfReloc>& relocs, const std::vector<CfiFrame>& frames,
                   bool eh);

}  // namespace gcnkit::asmimpl
