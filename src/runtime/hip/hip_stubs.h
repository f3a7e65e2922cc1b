// The weak definitions of the HIP functions gcnkit does not implement (generated from exports.txt): a call says so
// on stderr and returns the API's "not supported" error. No HIP header here: the stubs take no declared parameters
// (the caller's arguments are ignored, which the x86-64 C calling convention allows).
#pragma once

extern "C" int gcnkitHipNotImplemented(const char* name);    // hipErrorNotSupported
extern "C" int gcnkitHiprtcNotImplemented(const char* name);  // HIPRTC_ERROR_INTERNAL_ERROR

#define GCNKIT_HIP_STUB(name) \
  extern "C" __attribute__((weak)) int name() { return gcnkitHipNotImplemented(#name); }
#define GCNKIT_HIPRTC_STUB(name) \
  extern "C" __attribute__((weak)) int name() { return gcnkitHiprtcNotImplemented(#name); }
