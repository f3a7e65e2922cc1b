// Vector memory and export operands (DS, MUBUF, MTBUF, MIMG, FLAT/GLOBAL/SCRATCH, EXP), with llvm-mc 22's
// diagnostics. Operands are read in the row's order; modifiers follow in the order LLVM prints them (it
// refuses them out of order); then the instruction is checked as a whole (data size against dmask/tfe/d16,
// image address size against dim/a16, glc on returning atomics), as LLVM's validator does.
// The families are parsed in vmem_ds_exp_parser.cpp, vmem_buffer_parser.cpp, vmem_flat_parser.cpp and
// vmem_image_parser.cpp; the shared operand token and modifier reader are in vmem_parse_support.h.
#include "text/vector_parsers.h"
#include "text/tensor_text.h"
#include "text/vmem_parse_support.h"

namespace gcnkit {

bool parseVectorMemory(Ctx& c) {
  using namespace vmem_text;
  Parser p{c, c.info, c.out.inst, c.gen(), {}};
  switch (c.info.enc) {
    case Encoding::DS: return parseDs(p);
    case Encoding::MUBUF:
    case Encoding::MTBUF: return parseBuffer(p);
    case Encoding::FLAT:
    case Encoding::GLOBAL:
    case Encoding::SCRATCH: return parseFlat(p);
    case Encoding::EXP: return parseExp(p);
    case Encoding::MIMG: return isTensorRow(c.info) ? parseTensor(c) : parseMimg(p);
    default: return c.fail(c.mnemonicCol, kInvalidOperand);
  }
}

}  // namespace gcnkit
