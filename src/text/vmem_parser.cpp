// Vector memory and export operands (DS, MUBUF, MTBUF, MIMG, FLAT/GLOBAL/SCRATCH, EXP).
#include "text/vector_parsers.h"

namespace gcnkit {

bool parseVectorMemory(Ctx& c) { return c.fail(c.mnemonicCol, "vector memory instructions are not assembled yet"); }

}  // namespace gcnkit
