// Matrix-instruction (MFMA, SMFMAC) hazards of gfx908, gfx90a, gfx942 and gfx950: their wait states depend on the
// instruction's pass count, so they are data per matrix row and processor (analysis/mfma_hazard_rows.def, generated
// from LLVM's hazard recognizer by tools/oracle/make_mfma_hazard_rows.py). The lint rules that use them are in
// analysis/hazard_rules.h (hazard-mfma-*).
#pragma once
#include <span>
#include <string_view>

#include "isa/ops.h"
#include "isa/target.h"

namespace gcnkit::analysis {

enum class MfmaHazard : uint8_t {
  ResultValuRead,     // the matrix instruction writes D; a VALU instruction reads it
  ResultValuWrite,    // ... a VALU instruction writes it
  ResultMemRead,      // ... a vector memory or DS instruction reads it
  ResultSrcCSame,     // ... a matrix instruction reads exactly D as its accumulator C
  ResultSrcCOverlap,  // ... a matrix instruction reads registers overlapping D, not exactly D, as C
  ResultSrcAB,        // ... a matrix instruction reads it as A or B
  ValuWriteSrcAB,     // a VALU instruction writes a VGPR; the matrix instruction reads it as A or B
  ValuWriteSrcC,      // ... reads it as its accumulator C (gfx908: v_accvgpr_write of an AGPR of C)
  SrcCWar,            // the matrix instruction reads C; a VALU instruction then writes it
  DotWriteSrcAB,      // a dot product (v_dot*) writes a VGPR; the matrix instruction reads it as A or B
  DotWriteSrcC,       // ... reads it as its accumulator C
  Count
};

struct MfmaHazardRow {
  MfmaHazard kind;
  std::string_view processor;
  Op row;
  unsigned waits;
};
// Every row of the table (what tests sweep).
std::span<const MfmaHazardRow> mfmaHazardRows();

// The wait states LLVM puts between the kind's two instructions for matrix row `row` on processor `p` (0: none).
unsigned mfmaHazardWaitStates(MfmaHazard kind, const Processor& p, Op row);
// The largest of them over every row (how far back a check looks; 0: the processor has none of the kind).
unsigned mfmaHazardMaxWaitStates(MfmaHazard kind, const Processor& p);

}  // namespace gcnkit::analysis
