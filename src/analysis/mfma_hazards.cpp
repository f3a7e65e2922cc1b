#include "analysis/mfma_hazards.h"

#include <algorithm>
#include <map>
#include <string_view>
#include <tuple>

namespace gcnkit::analysis {

namespace {

using Row = MfmaHazardRow;

constexpr Row kRows[] = {
#define GCN_MFMA_HAZARD(kind, proc, row, waits) {MfmaHazard::kind, proc, Op::row, waits},
#include "analysis/mfma_hazard_rows.def"
#undef GCN_MFMA_HAZARD
};

using Key = std::tuple<MfmaHazard, std::string_view, Op>;

struct Table {
  std::map<Key, unsigned> waits;
  std::map<std::pair<MfmaHazard, std::string_view>, unsigned> most;
  Table() {
    for (const Row& r : kRows) {
      waits[{r.kind, r.processor, r.row}] = r.waits;
      unsigned& m = most[{r.kind, r.processor}];
      m = std::max(m, r.waits);
    }
  }
};

const Table& table() {
  static const Table t;
  return t;
}

}  // namespace

std::span<const MfmaHazardRow> mfmaHazardRows() { return kRows; }

unsigned mfmaHazardWaitStates(MfmaHazard kind, const Processor& p, Op row) {
  const auto& w = table().waits;
  auto it = w.find(Key{kind, p.name, baseRow(row)});
  return it == w.end() ? 0 : it->second;
}

unsigned mfmaHazardMaxWaitStates(MfmaHazard kind, const Processor& p) {
  const auto& m = table().most;
  auto it = m.find({kind, p.name});
  return it == m.end() ? 0 : it->second;
}

}  // namespace gcnkit::analysis
