// The common scalar statements parsed in one pass: a lower-case SOP1/SOP2/SOPC/SOPK/SOPP/SMEM mnemonic
// with SGPR, special-register, integer, waitcnt and label operands separated by commas (what compiler output
// and the benchmark programs are made of: most lines of a large program). Anything else, including every
// line that would be an error or a warning, is declined and goes to the general parser (parser.cpp),
// which is what defines the result: a line the fast path takes must come out exactly as the general parser
// would make it (tests/scalar_fast_path_test.cpp holds the two equal).
#pragma once
#include <string_view>

#include "isa/target.h"
#include "text/expr.h"
#include "text/parser.h"

namespace gcnkit {

// Parses the instruction whose mnemonic starts at `start` in `line` (comments removed) when it has one of the
// shapes above; false when it has not (then `out` holds nothing of use and the caller parses the line in
// full). A label operand is looked up in `syms` (once, as the general parser does); an absolute one declines.
bool parseScalarFast(std::string_view line, size_t start, const Target& t, const SymbolValues* syms,
                     ParsedInstruction& out);

}  // namespace gcnkit
