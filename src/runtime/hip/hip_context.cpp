// The driver API's contexts: one device has one context, the primary one, current on every thread.
#include <cstring>

#include "runtime/hip/hip_state.h"

using namespace gcnkit;

struct ihipCtx_t {};

namespace {
ihipCtx_t* primaryContext() {
  static ihipCtx_t* context = new ihipCtx_t;
  return context;
}
}  // namespace

extern "C" {

hipError_t hipDeviceGetByPCIBusId(int* device, const char* pciBusId) {
  if (!device || !pciBusId) return hip::result(hipErrorInvalidValue);
  if (std::strcmp(pciBusId, "0000:00:00.0") != 0) return hip::result(hipErrorInvalidDevice);
  *device = 0;
  return hipSuccess;
}

hipError_t hipCtxCreate(hipCtx_t* ctx, unsigned int, hipDevice_t device) {
  if (!ctx) return hip::result(hipErrorInvalidValue);
  if (device != 0 || !hip::machine()) return hip::result(hipErrorInvalidDevice);
  *ctx = primaryContext();
  return hipSuccess;
}
hipError_t hipCtxDestroy(hipCtx_t ctx) {
  return ctx == primaryContext() ? hipSuccess : hip::result(hipErrorInvalidContext);
}
hipError_t hipCtxGetCurrent(hipCtx_t* ctx) {
  if (!ctx) return hip::result(hipErrorInvalidValue);
  *ctx = hip::machine() ? primaryContext() : nullptr;
  return hipSuccess;
}
hipError_t hipCtxSetCurrent(hipCtx_t ctx) {
  return !ctx || ctx == primaryContext() ? hipSuccess : hip::result(hipErrorInvalidContext);
}
hipError_t hipCtxPushCurrent(hipCtx_t ctx) { return hipCtxSetCurrent(ctx); }
hipError_t hipCtxPopCurrent(hipCtx_t* ctx) { return hipCtxGetCurrent(ctx); }
hipError_t hipCtxGetDevice(hipDevice_t* device) { return hipDeviceGet(device, 0); }
hipError_t hipCtxSynchronize() { return hipSuccess; }
hipError_t hipDevicePrimaryCtxRetain(hipCtx_t* pctx, hipDevice_t dev) { return hipCtxCreate(pctx, 0, dev); }
hipError_t hipDevicePrimaryCtxRelease(hipDevice_t dev) {
  return dev == 0 ? hipSuccess : hip::result(hipErrorInvalidDevice);
}
hipError_t hipDevicePrimaryCtxGetState(hipDevice_t dev, unsigned int* flags, int* active) {
  if (!flags || !active) return hip::result(hipErrorInvalidValue);
  if (dev != 0) return hip::result(hipErrorInvalidDevice);
  *flags = 0;
  *active = hip::machine() ? 1 : 0;
  return hipSuccess;
}
hipError_t hipDevicePrimaryCtxReset(hipDevice_t dev) {
  if (dev != 0) return hip::result(hipErrorInvalidDevice);
  return hipDeviceReset();
}

}  // extern "C"
