// The vector halves of the printer: VALU (VOP1/VOP2/VOPC/VOP3/VOP3P with their SDWA/DPP forms, VINTRP)
// in valu_printer.cpp, vector memory and export in vmem_printer.cpp. Each appends the instruction's text
// and returns false when a field value cannot be written in LLVM syntax on this target.
#pragma once
#include <string>

#include "codec/instruction.h"
#include "isa/target.h"
#include "text/append.h"
#include "text/printer.h"

namespace gcnkit {

bool appendValu(TextBuf& out, const Instruction& inst, const OpInfo& info, const Target& t, const OperandOverrides* ov);
// VOPD (GFX11+): "X-component :: Y-component" (info: the X component's row).
bool appendVopd(TextBuf& out, const Instruction& inst, const OpInfo& info, const Target& t);
bool appendVectorMemory(TextBuf& out, const Instruction& inst, const OpInfo& info, const Target& t,
                        const OperandOverrides* ov);

}  // namespace gcnkit
