// gfx950's transposing LDS reads (ds_read_b64_tr_b4/b8/b16, ds_read_b96_tr_b6): a model, as no document here
// describes them beyond LLVM's intrinsic names (src/emu/README.md, "Transposing DS reads"). Each lane reads its row
// of E = (64 or 96) / element-bits elements at ADDR + offset; the lanes form groups of E consecutive lanes, whose E
// rows are an E x E block of elements; lane i of a group receives column i of the block: its element j is element i
// of the row lane j of the group read. Inactive lanes read nothing (their row reads as 0) and are not written.
#include <array>

#include "emu/vector_memory.h"

namespace gcnkit::emu {

namespace {

constexpr unsigned kMaxRowDwords = 3;  // 96 bits
using Row = std::array<uint32_t, kMaxRowDwords>;

uint32_t element(const Row& r, unsigned k, unsigned bits) {
  const unsigned at = k * bits;
  uint64_t v = r[at / 32] >> (at % 32);
  if (at % 32 + bits > 32 && at / 32 + 1 < kMaxRowDwords) v |= uint64_t(r[at / 32 + 1]) << (32 - at % 32);
  return uint32_t(v) & ((1u << bits) - 1);
}

void setElement(Row& r, unsigned k, unsigned bits, uint32_t v) {
  const unsigned at = k * bits;
  r[at / 32] |= v << (at % 32);
  if (at % 32 + bits > 32) r[at / 32 + 1] |= v >> (32 - at % 32);
}

}  // namespace

bool VectorMemory::execDsTranspose(Wave& w, const MemInst& m, uint32_t index) {
  const unsigned n = waveSize_, bits = m.trBits, dwords = m.dwords, perLane = dwords * 32 / bits;
  if (!bits || dwords > kMaxRowDwords || perLane == 0 || n % perLane)
    return fault(FaultKind::Unsupported, w, index, "transposing DS read of an unexpected shape");
  const uint32_t offset16 = m.offset0 | uint32_t(m.offset1) << 8;
  const uint64_t e = exec(w);
  std::array<Row, kMaxLanes> rows{};
  for (unsigned lane = 0; lane < n; ++lane)
    if (e >> lane & 1 &&
        !ldsAccess(w, index, lane, uint64_t(vgpr(w, m.vaddr, lane)) + offset16, rows[lane].data(), dwords * 4, false, false))
      return false;
  for (unsigned lane = 0; lane < n; ++lane) {
    if (!(e >> lane & 1)) continue;
    const unsigned group = lane - lane % perLane, i = lane % perLane;
    Row out{};
    for (unsigned j = 0; j < perLane; ++j) setElement(out, j, bits, element(rows[group + j], i, bits));
    for (unsigned d = 0; d < dwords; ++d) vgpr(w, m.vdst + d, lane) = out[d];
  }
  return true;
}

}  // namespace gcnkit::emu
