// Streams, events and errors. Work runs when it is issued, in order, so every stream is always idle, an event is
// complete once recorded, and elapsed times are host time between the records.
#include <cstdio>
#include <set>

#include "runtime/hip/hip_state.h"

namespace gcnkit::hip {

namespace {

thread_local hipError_t lastError = hipSuccess;

std::set<const void*>& streams() {
  static auto* s = new std::set<const void*>;
  return *s;
}
std::set<const void*>& events() {
  static auto* s = new std::set<const void*>;
  return *s;
}

}  // namespace

hipError_t result(hipError_t e) {
  if (e != hipSuccess) lastError = e;
  return e;
}

hipError_t unsupported(const char* call, const char* what) {
  std::fflush(stdout);
  std::fprintf(stderr, "gcnkit: %s: %s is not supported by gcnkit's HIP runtime\n", call, what);
  return result(hipErrorNotSupported);
}

runtime::Device& device() { return runtime::Device::instance(); }
emu::Machine* machine() { return device().machine(); }

// The null stream and hipStreamPerThread are streams too.
bool validStream(hipStream_t s) {
  if (!s || s == hipStreamPerThread) return true;
  std::lock_guard lock(device().mutex());
  return streams().count(s) != 0;
}

bool validEvent(hipEvent_t e) {
  std::lock_guard lock(device().mutex());
  return e && events().count(e) != 0;
}

}  // namespace gcnkit::hip

using namespace gcnkit;

extern "C" {

hipError_t hipGetLastError() {
  hipError_t e = hip::lastError;
  hip::lastError = hipSuccess;
  return e;
}

hipError_t hipPeekAtLastError() { return hip::lastError; }

hipError_t hipStreamCreateWithPriority(hipStream_t* stream, unsigned int flags, int priority) {
  if (!stream) return hip::result(hipErrorInvalidValue);
  std::lock_guard lock(hip::device().mutex());
  *stream = new ihipStream_t{flags, priority};
  hip::streams().insert(*stream);
  return hipSuccess;
}
hipError_t hipStreamCreateWithFlags(hipStream_t* stream, unsigned int flags) {
  return hipStreamCreateWithPriority(stream, flags, 0);
}
hipError_t hipStreamCreate(hipStream_t* stream) { return hipStreamCreateWithPriority(stream, 0, 0); }

hipError_t hipStreamDestroy(hipStream_t stream) {
  std::lock_guard lock(hip::device().mutex());
  if (!stream || !hip::streams().erase(stream)) return hip::result(hipErrorInvalidHandle);
  delete stream;
  return hipSuccess;
}

hipError_t hipStreamSynchronize(hipStream_t stream) {
  return hip::validStream(stream) ? hipSuccess : hip::result(hipErrorInvalidHandle);
}
hipError_t hipStreamQuery(hipStream_t stream) {
  return hip::validStream(stream) ? hipSuccess : hip::result(hipErrorInvalidHandle);
}
hipError_t hipStreamWaitEvent(hipStream_t stream, hipEvent_t event, unsigned int) {
  if (!hip::validStream(stream) || !hip::validEvent(event)) return hip::result(hipErrorInvalidHandle);
  return hipSuccess;
}
hipError_t hipStreamGetFlags(hipStream_t stream, unsigned int* flags) {
  if (!flags) return hip::result(hipErrorInvalidValue);
  if (!hip::validStream(stream)) return hip::result(hipErrorInvalidHandle);
  *flags = stream && stream != hipStreamPerThread ? stream->flags : 0;
  return hipSuccess;
}
hipError_t hipStreamGetPriority(hipStream_t stream, int* priority) {
  if (!priority) return hip::result(hipErrorInvalidValue);
  if (!hip::validStream(stream)) return hip::result(hipErrorInvalidHandle);
  *priority = stream && stream != hipStreamPerThread ? stream->priority : 0;
  return hipSuccess;
}
// The callback runs now: everything issued to the stream before it is complete.
hipError_t hipStreamAddCallback(hipStream_t stream, hipStreamCallback_t callback, void* userData, unsigned int flags) {
  if (!callback || flags) return hip::result(hipErrorInvalidValue);
  if (!hip::validStream(stream)) return hip::result(hipErrorInvalidHandle);
  callback(stream, hipSuccess, userData);
  return hipSuccess;
}

hipError_t hipEventCreateWithFlags(hipEvent_t* event, unsigned flags) {
  if (!event) return hip::result(hipErrorInvalidValue);
  std::lock_guard lock(hip::device().mutex());
  *event = new ihipEvent_t{flags, false, {}};
  hip::events().insert(*event);
  return hipSuccess;
}
hipError_t hipEventCreate(hipEvent_t* event) { return hipEventCreateWithFlags(event, 0); }

hipError_t hipEventDestroy(hipEvent_t event) {
  std::lock_guard lock(hip::device().mutex());
  if (!event || !hip::events().erase(event)) return hip::result(hipErrorInvalidHandle);
  delete event;
  return hipSuccess;
}

hipError_t hipEventRecord(hipEvent_t event, hipStream_t stream) {
  if (!hip::validEvent(event) || !hip::validStream(stream)) return hip::result(hipErrorInvalidHandle);
  std::lock_guard lock(hip::device().mutex());
  event->recorded = true;
  event->when = std::chrono::steady_clock::now();
  return hipSuccess;
}

hipError_t hipEventSynchronize(hipEvent_t event) {
  if (!hip::validEvent(event)) return hip::result(hipErrorInvalidHandle);
  return hipSuccess;
}

hipError_t hipEventQuery(hipEvent_t event) {
  if (!hip::validEvent(event)) return hip::result(hipErrorInvalidHandle);
  return hipSuccess;
}

hipError_t hipEventElapsedTime(float* ms, hipEvent_t start, hipEvent_t stop) {
  if (!ms) return hip::result(hipErrorInvalidValue);
  if (!hip::validEvent(start) || !hip::validEvent(stop)) return hip::result(hipErrorInvalidHandle);
  if (!start->recorded || !stop->recorded) return hip::result(hipErrorNotReady);
  if ((start->flags | stop->flags) & hipEventDisableTiming) return hip::result(hipErrorInvalidHandle);
  *ms = std::chrono::duration<float, std::milli>(stop->when - start->when).count();
  return hipSuccess;
}

}  // extern "C"
