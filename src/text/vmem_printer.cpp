// Vector memory and export instructions as LLVM prints them.
#include "text/vector_printers.h"

namespace gcnkit {

bool appendVectorMemory(std::string& out, const Instruction& inst, const Target&, const OperandOverrides*) {
  out += opInfo(inst.op).name;
  return false;
}

}  // namespace gcnkit
