// GFX11's WMMA instructions (v_wmma_*: a wave's 16x16x16 matrix multiply-accumulate, VOP3P words) as text: the
// parser (wmma_parser.cpp) and the printer (wmma_printer.cpp).
#pragma once
#include "text/parse_context.h"
#include "text/printer.h"
#include "text/vector_parsers.h"

namespace gcnkit {

// What a WMMA row's name says: the result type decides its modifiers (f16/bf16 results take op_sel and
// op_sel_hi, integer ones clamp).
enum class WmmaResult : uint8_t { F32, Half, Int };
WmmaResult wmmaResult(const OpInfo& info);
// D's and C's VGPRs on the target: the row's (wave32) width, halved in wave64.
int wmmaAccumulatorDwords(const OpInfo& info, bool wave32);

bool parseWmma(Ctx& c, ForcedForm forced);
bool appendWmma(TextBuf& out, const Instruction& inst, const OpInfo& info, const Target& t);

}  // namespace gcnkit
