// Table-driven vector ALU tests: each row assembles a body that computes v4 from v1..v3 (the same value in
// every lane) on each listed processor, runs it in one wave and expects v4 in every lane.
#pragma once
#include <sstream>
#include <string>
#include <vector>

#include "emu_valu_support.h"

namespace gcnkit::test {

struct ValuRow {
  const char* body;           // computes v4 (lane results) from v1..v3
  std::vector<uint32_t> in;   // v1, v2, v3 in every lane
  uint32_t expect;            // v4 in every lane
  const char* cpus;           // processors (space separated)
};

inline void checkValuRows(const std::vector<ValuRow>& rows) {
  for (const ValuRow& row : rows) {
    std::istringstream cpus(row.cpus);
    for (std::string cpu; cpus >> cpu;) {
      SCOPED_TRACE(cpu + ": " + row.body);
      ValuRun r = runValu(cpu.c_str(), row.body, row.in);
      if (!r.ok) continue;  // runValu reported the failure
      for (unsigned lane = 0; lane < r.wave.waveSize; ++lane)
        ASSERT_EQ(r.wave.vgpr(4, lane), row.expect) << "lane " << lane << " got 0x" << std::hex << r.wave.vgpr(4, lane);
    }
  }
}

}  // namespace gcnkit::test
