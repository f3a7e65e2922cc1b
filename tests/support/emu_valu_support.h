// Helpers for the vector ALU tests: a one-wave kernel whose VGPRs v1, v2, v3 hold given values in every lane
// (or per-lane values), run on a processor, with the finished wave's registers returned.
#pragma once
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "emu_support.h"

namespace gcnkit::test {

struct ValuRun {
  emu::LaunchResult result;
  emu::WaveState wave;
  bool ok = false;
};

// Runs `body` (then s_endpgm) on `cpu` in one wave with every VGPR zero except v1..v3 = in[0..2] in all lanes;
// `lanes` (optional) sets per-lane values: lanes(reg, lane) -> value or nullopt for the default.
inline ValuRun runValu(const char* cpu, const std::string& body, std::vector<uint32_t> in = {},
                       const char* mattr = "", std::vector<uint32_t> sgprs = {},
                       std::function<std::optional<uint32_t>(unsigned, unsigned)> lanes = {}) {
  ValuRun r;
  auto m = machine(cpu, mattr);
  if (!m) return r;
  if (!load(*m, body + "\ns_endpgm\n", mattr)) return r;
  emu::LaunchConfig c = oneWave(std::move(sgprs));
  c.workitemIdVgprs = false;
  c.setupWave = [&](emu::WaveSetup& w) {
    for (unsigned reg = 0; reg < 32; ++reg)
      for (unsigned lane = 0; lane < w.waveSize; ++lane) {
        uint32_t v = reg >= 1 && reg - 1 < in.size() ? in[reg - 1] : 0;
        if (lanes)
          if (auto x = lanes(reg, lane)) v = *x;
        (*w.vgprs)[size_t(reg) * w.waveSize + lane] = v;
      }
  };
  r.result = m->launch(c);
  r.ok = r.result.ok() && r.result.waves.size() == 1;
  if (!r.result.ok()) ADD_FAILURE() << cpu << ": " << body << "\n" << r.result.text();
  if (r.ok) r.wave = r.result.waves[0];
  return r;
}

inline uint32_t f2u(float f) { return std::bit_cast<uint32_t>(f); }
inline float u2f(uint32_t u) { return std::bit_cast<float>(u); }
inline uint64_t d2u(double d) { return std::bit_cast<uint64_t>(d); }

}  // namespace gcnkit::test
