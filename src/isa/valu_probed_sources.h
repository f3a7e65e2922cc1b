// Facts of isa/valu_modifier_rows.def about single sources that only a rare parse path asks for (kept out of
// isa/ops.h).
#pragma once
#include "isa/ops.h"

namespace gcnkit {

// The 16-bit source reads a number no 16-bit operand holds (0x12345) as a 32-bit literal, as LLVM's class of
// the operand does (GCN_VOP_SRC_WIDE_LITERAL: gfx950's v_cvt_scalef32_*_f16 src0), instead of refusing it.
bool wholeDwordLiteralSource(const OpInfo& info, Field f, Gen g);

}  // namespace gcnkit
