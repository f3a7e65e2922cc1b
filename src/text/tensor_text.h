// GFX12.5's tensor data movers (tensor_load_to_lds, tensor_store_from_lds: isa/tensor_ops.def) as llvm-mc 22 reads
// and prints them.
#pragma once
#include "codec/instruction.h"
#include "isa/target.h"
#include "text/append.h"
#include "text/parse_context.h"

namespace gcnkit {

bool isTensorRow(const OpInfo& info);
bool parseTensor(Ctx& c);
bool appendTensor(TextBuf& out, const Instruction& inst, const OpInfo& info, const Target& t);

}  // namespace gcnkit
