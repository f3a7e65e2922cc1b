// What the host CPU runs beyond the x86-64 baseline the project is built for, asked once at run time: the compiled
// engine's code (jit_x86.cpp) and the MFMA model's vector loop (mfma_model.cpp) use AVX2 and FMA where it has them.
#pragma once

namespace gcnkit::emu {

inline bool hostHasAvx2Fma() {
#if defined(__x86_64__) && defined(__GNUC__)
  static const bool ok = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  return ok;
#else
  return false;
#endif
}

}  // namespace gcnkit::emu
