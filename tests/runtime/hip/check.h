// What every test program shares: a check that names the failing line and ends the program with status 1, and one
// for HIP calls that prints the error's name.
#pragma once
#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>

#define CHECK(cond)                                                                  \
  do {                                                                               \
    if (!(cond)) {                                                                   \
      std::fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
      std::exit(1);                                                                  \
    }                                                                                \
  } while (0)

#define HIP_CHECK(call)                                                                                \
  do {                                                                                                 \
    hipError_t e_ = (call);                                                                            \
    if (e_ != hipSuccess) {                                                                            \
      std::fprintf(stderr, "%s:%d: %s: %s (%s)\n", __FILE__, __LINE__, #call, hipGetErrorName(e_),    \
                   hipGetErrorString(e_));                                                             \
      std::exit(1);                                                                                    \
    }                                                                                                  \
  } while (0)
