// Hot floating-point lane loops, compiled without -frounding-math (src/CMakeLists.txt): under it GCC treats
// fmaf as reading the rounding state and will not vectorize it. That is safe here because these functions
// contain no constants to fold and no rounding-mode changes: the caller sets the host's rounding mode before
// the (out-of-line) call, and every operation inside rounds in that mode at run time.
#include "emu/fp.h"

namespace gcnkit::emu::fp {

#if defined(__x86_64__) && defined(__GNUC__)
__attribute__((target_clones("default", "arch=x86-64-v3")))
#endif
void fmaLanes32(const uint32_t* a, const uint32_t* b, const uint32_t* s, uint32_t* __restrict d, unsigned n,
                bool flushIn, bool flushOut) {
  for (unsigned l = 0; l < n; ++l)
    d[l] = flush32(bits(std::fma(f32(flush32(a[l], flushIn)), f32(flush32(b[l], flushIn)), f32(flush32(s[l], flushIn)))),
                   flushOut);
}

}  // namespace gcnkit::emu::fp
