// The vector halves of the instruction parser: VALU in valu_parser.cpp, vector memory and export in
// vmem_parser.cpp. parseInstruction (parser.cpp) finds the row and hands over the cursor after the
// mnemonic; these parse the operands and modifiers and fill c.out (instruction, fixup, overrides).
#pragma once
#include "text/parse_context.h"

namespace gcnkit {

// The form a mnemonic suffix asks for (Auto: none, the shortest legal form); the values are MnemonicSuffix's.
enum class ForcedForm : uint8_t { Auto, E32, E64, Sdwa, Dpp, E64Dpp };
static_assert(uint8_t(ForcedForm::E64Dpp) == uint8_t(MnemonicSuffix::E64Dpp));

bool parseValu(Ctx& c, ForcedForm forced);
// VOPD (GFX11+): the X component's row is c.info; "::" and the Y component follow (text/vopd_parser.cpp).
bool parseVopd(Ctx& c);
bool parseVectorMemory(Ctx& c);

}  // namespace gcnkit
