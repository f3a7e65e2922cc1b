// A kernel that traps when asked (uniform branch on a kernel argument, s_trap on the device): its
// fault must come back from the emulator naming the kernel and the processor. Runs on the scalar core
// alone up to the trap.
#include "twin.h"

__kernel void trap_if(__global uint* out, uint magic) {
  if (magic == 0x7eadu) __builtin_trap();
  out[get_global_id(0)] = magic;
}

TWIN_KERNELS(trap_if)
