// Memory: device allocations (guest memory of the emulator), host-mapped allocations (host memory the device
// sees at the same address), copies, fills and the program's __device__/__constant__ variables.
#include <cstring>
#include <vector>

#include "runtime/hip/hip_state.h"

namespace gcnkit::hip {

namespace {

uint64_t address(const void* p) { return reinterpret_cast<uint64_t>(p); }

// Whether [p, p + size) is memory the device holds (device or host-mapped), which copies reach through the machine.
bool onDevice(const void* p, size_t size) { return device().isDeviceMemory(address(p), size); }

// One copy of `size` bytes, whatever the kind says: the runtime knows where each pointer lies (unified addressing),
// so hipMemcpyDefault and a kind that does not match the pointers both copy what the pointers name. A device range
// that is not inside one allocation is hipErrorInvalidValue, as HIP reports it.
hipError_t copy(void* dst, const void* src, size_t size, hipMemcpyKind kind = hipMemcpyDefault) {
  if (kind < hipMemcpyHostToHost || kind > hipMemcpyDefault) return hipErrorInvalidMemcpyDirection;
  if (!size) return hipSuccess;
  if (!dst || !src) return hipErrorInvalidValue;
  runtime::Device& d = device();
  std::lock_guard lock(d.mutex());
  if (!machine()) return hipErrorNoDevice;
  const bool dstDevice = onDevice(dst, size), srcDevice = onDevice(src, size);
  // A pointer into a device allocation that runs past its end is an error, not host memory.
  if (!dstDevice && d.find(address(dst))) return hipErrorInvalidValue;
  if (!srcDevice && d.find(address(src))) return hipErrorInvalidValue;
  // A kind that names device memory where there is none would make the host dereference a device address.
  const bool wantDst = kind == hipMemcpyHostToDevice || kind == hipMemcpyDeviceToDevice;
  const bool wantSrc = kind == hipMemcpyDeviceToHost || kind == hipMemcpyDeviceToDevice;
  if ((wantDst && !dstDevice) || (wantSrc && !srcDevice)) return hipErrorInvalidValue;
  bool ok = true;
  if (dstDevice && srcDevice)
    ok = d.deviceToDevice(address(dst), address(src), size);
  else if (dstDevice)
    ok = d.toDevice(address(dst), src, size);
  else if (srcDevice)
    ok = d.fromDevice(dst, address(src), size);
  else
    std::memmove(dst, src, size);
  return ok ? hipSuccess : hipErrorInvalidValue;
}

hipError_t fill(void* dst, uint8_t value, size_t size) {
  if (!size) return hipSuccess;
  runtime::Device& d = device();
  std::lock_guard lock(d.mutex());
  if (!machine()) return hipErrorNoDevice;
  if (!onDevice(dst, size)) return hipErrorInvalidValue;
  return d.fill(address(dst), value, size) ? hipSuccess : hipErrorInvalidValue;
}

template <class T>
hipError_t fillElements(void* dst, T value, size_t count) {
  if (!count) return hipSuccess;
  if (count > SIZE_MAX / sizeof(T)) return hipErrorInvalidValue;
  runtime::Device& d = device();
  std::lock_guard lock(d.mutex());
  if (!machine()) return hipErrorNoDevice;
  if (!onDevice(dst, count * sizeof(T))) return hipErrorInvalidValue;
  std::vector<T> values(count, value);
  return d.toDevice(address(dst), values.data(), count * sizeof(T)) ? hipSuccess : hipErrorInvalidValue;
}

hipError_t copy2D(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width, size_t height,
                  hipMemcpyKind kind) {
  if (width > dpitch || width > spitch) return hipErrorInvalidPitchValue;
  for (size_t row = 0; row < height; ++row)
    if (hipError_t e = copy(static_cast<uint8_t*>(dst) + row * dpitch,
                            static_cast<const uint8_t*>(src) + row * spitch, width, kind))
      return e;
  return hipSuccess;
}

hipError_t allocateHostMapped(void** ptr, size_t size, unsigned flags) {
  if (!ptr) return hipErrorInvalidValue;
  if (!machine()) return hipErrorNoDevice;
  *ptr = device().allocateHostMapped(size, flags);
  return *ptr ? hipSuccess : hipErrorOutOfMemory;
}

// The guest address of bytes [offset, offset + bytes) of a registered variable, for a copy in direction `kind`
// (`allowed` the copy kinds that go that way besides device-to-device and default).
hipError_t symbolBytes(const void* symbol, size_t offset, size_t bytes, hipMemcpyKind kind, hipMemcpyKind allowed,
                       uint64_t* address) {
  uint64_t base = 0;
  size_t size = 0;
  if (hipError_t e = symbolRange(symbol, &base, &size)) return e;
  if (offset > size || bytes > size - offset) return hipErrorInvalidValue;
  if (kind != allowed && kind != hipMemcpyDeviceToDevice && kind != hipMemcpyDefault)
    return hipErrorInvalidMemcpyDirection;
  *address = base + offset;
  return hipSuccess;
}

}  // namespace

hipError_t symbolRange(const void* symbol, uint64_t* guest, size_t* size) {
  const RegisteredVariable* v = registeredVariable(symbol);
  if (!v) return hipErrorInvalidSymbol;
  emu::Module* m = v->module->program.module();
  if (!m) return hipErrorNoBinaryForGpu;
  auto s = m->symbol(v->name);
  if (!s) return hipErrorInvalidSymbol;
  *guest = s->address;
  *size = s->size;
  return hipSuccess;
}

}  // namespace gcnkit::hip

using namespace gcnkit;

extern "C" {

hipError_t hipMalloc(void** ptr, size_t size) {
  if (!ptr) return hip::result(hipErrorInvalidValue);
  if (!hip::machine()) return hip::result(hipErrorNoDevice);
  if (size == 0) {  // HIP hands out a null pointer for nothing
    *ptr = nullptr;
    return hipSuccess;
  }
  uint64_t base = hip::device().allocate(size);
  *ptr = reinterpret_cast<void*>(base);
  return base ? hipSuccess : hip::result(hipErrorOutOfMemory);
}

hipError_t hipExtMallocWithFlags(void** ptr, size_t sizeBytes, unsigned int) { return hipMalloc(ptr, sizeBytes); }

hipError_t hipMallocPitch(void** ptr, size_t* pitch, size_t width, size_t height) {
  if (!ptr || !pitch) return hip::result(hipErrorInvalidValue);
  *pitch = (width + 255) & ~size_t(255);
  return hipMalloc(ptr, *pitch * height);
}

hipError_t hipFree(void* ptr) {
  if (!ptr) return hipSuccess;
  auto a = hip::device().find(hip::address(ptr));
  if (!a || a->base != hip::address(ptr) || a->kind != runtime::MemoryKind::Device) {
    // hipFree of managed memory is fine in HIP: managed allocations are host-mapped here.
    if (a && a->base == hip::address(ptr) && (a->flags & 0x80000000u)) {
      hip::device().free(a->base);
      return hipSuccess;
    }
    return hip::result(hipErrorInvalidValue);
  }
  hip::device().free(a->base);
  return hipSuccess;
}

hipError_t hipHostMalloc(void** ptr, size_t size, unsigned int flags) {
  return hip::result(hip::allocateHostMapped(ptr, size, flags));
}
hipError_t hipMallocHost(void** ptr, size_t size) { return hipHostMalloc(ptr, size, 0); }
hipError_t hipMemAllocHost(void** ptr, size_t size) { return hipHostMalloc(ptr, size, 0); }
hipError_t hipHostAlloc(void** ptr, size_t size, unsigned int flags) { return hipHostMalloc(ptr, size, flags); }

// Managed memory is host-mapped memory: one address, coherent at every launch boundary. The high flag bit marks it
// (no HIP flag uses it) so that hipFree, which frees managed memory, accepts it.
hipError_t hipMallocManaged(void** ptr, size_t size, unsigned int flags) {
  if (flags != hipMemAttachGlobal && flags != hipMemAttachHost) return hip::result(hipErrorInvalidValue);
  return hip::result(hip::allocateHostMapped(ptr, size, flags | 0x80000000u));
}

hipError_t hipHostFree(void* ptr) {
  if (!ptr) return hipSuccess;
  auto a = hip::device().find(hip::address(ptr));
  if (!a || a->base != hip::address(ptr) || a->kind != runtime::MemoryKind::HostMapped)
    return hip::result(hipErrorInvalidValue);
  hip::device().free(a->base);
  return hipSuccess;
}
hipError_t hipFreeHost(void* ptr) { return hipHostFree(ptr); }

hipError_t hipHostGetDevicePointer(void** devPtr, void* hstPtr, unsigned int) {
  if (!devPtr || !hstPtr) return hip::result(hipErrorInvalidValue);
  auto a = hip::device().find(hip::address(hstPtr));
  if (!a || a->kind == runtime::MemoryKind::Device) return hip::result(hipErrorInvalidValue);
  *devPtr = hstPtr;
  return hipSuccess;
}

hipError_t hipHostGetFlags(unsigned int* flagsPtr, void* hostPtr) {
  if (!flagsPtr) return hip::result(hipErrorInvalidValue);
  auto a = hip::device().find(hip::address(hostPtr));
  if (!a || a->kind == runtime::MemoryKind::Device) return hip::result(hipErrorInvalidValue);
  *flagsPtr = a->flags & 0x7fffffffu;
  return hipSuccess;
}

hipError_t hipMemGetInfo(size_t* free, size_t* total) {
  if (!hip::machine()) return hip::result(hipErrorNoDevice);
  runtime::Device& d = hip::device();
  if (total) *total = d.totalMemory();
  if (free) *free = d.totalMemory() - d.usedMemory();
  return hipSuccess;
}

hipError_t hipPointerGetAttributes(hipPointerAttribute_t* attributes, const void* ptr) {
  if (!attributes || !ptr) return hip::result(hipErrorInvalidValue);
  auto a = hip::device().find(hip::address(ptr));
  if (!a) return hip::result(hipErrorInvalidValue);
  *attributes = {};
  attributes->device = 0;
  attributes->devicePointer = const_cast<void*>(ptr);
  attributes->allocationFlags = a->flags & 0x7fffffffu;
  if (a->kind != runtime::MemoryKind::Device) {
    attributes->memoryType = hipMemoryTypeHost;
    attributes->hostPointer = const_cast<void*>(ptr);
    attributes->isManaged = (a->flags & 0x80000000u) != 0;
  } else {
    attributes->memoryType = hipMemoryTypeDevice;
  }
  return hipSuccess;
}

hipError_t hipMemcpy(void* dst, const void* src, size_t sizeBytes, hipMemcpyKind kind) {
  return hip::result(hip::copy(dst, src, sizeBytes, kind));
}
hipError_t hipMemcpyWithStream(void* dst, const void* src, size_t sizeBytes, hipMemcpyKind kind, hipStream_t stream) {
  if (!hip::validStream(stream)) return hip::result(hipErrorInvalidHandle);
  return hipMemcpy(dst, src, sizeBytes, kind);
}
hipError_t hipMemcpyAsync(void* dst, const void* src, size_t sizeBytes, hipMemcpyKind kind, hipStream_t stream) {
  return hipMemcpyWithStream(dst, src, sizeBytes, kind, stream);
}
hipError_t hipMemcpyHtoD(hipDeviceptr_t dst, void* src, size_t sizeBytes) {
  return hip::result(hip::copy(dst, src, sizeBytes, hipMemcpyHostToDevice));
}
hipError_t hipMemcpyDtoH(void* dst, hipDeviceptr_t src, size_t sizeBytes) {
  return hip::result(hip::copy(dst, src, sizeBytes, hipMemcpyDeviceToHost));
}
hipError_t hipMemcpyDtoD(hipDeviceptr_t dst, hipDeviceptr_t src, size_t sizeBytes) {
  return hip::result(hip::copy(dst, src, sizeBytes, hipMemcpyDeviceToDevice));
}
hipError_t hipMemcpyHtoDAsync(hipDeviceptr_t dst, void* src, size_t sizeBytes, hipStream_t stream) {
  return hipMemcpyWithStream(dst, src, sizeBytes, hipMemcpyHostToDevice, stream);
}
hipError_t hipMemcpyDtoHAsync(void* dst, hipDeviceptr_t src, size_t sizeBytes, hipStream_t stream) {
  return hipMemcpyWithStream(dst, src, sizeBytes, hipMemcpyDeviceToHost, stream);
}
hipError_t hipMemcpyDtoDAsync(hipDeviceptr_t dst, hipDeviceptr_t src, size_t sizeBytes, hipStream_t stream) {
  return hipMemcpyWithStream(dst, src, sizeBytes, hipMemcpyDeviceToDevice, stream);
}
hipError_t hipMemcpy2D(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width, size_t height,
                       hipMemcpyKind kind) {
  return hip::result(hip::copy2D(dst, dpitch, src, spitch, width, height, kind));
}
hipError_t hipMemcpy2DAsync(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width, size_t height,
                            hipMemcpyKind kind, hipStream_t stream) {
  if (!hip::validStream(stream)) return hip::result(hipErrorInvalidHandle);
  return hipMemcpy2D(dst, dpitch, src, spitch, width, height, kind);
}

hipError_t hipMemcpyToSymbol(const void* symbol, const void* src, size_t sizeBytes, size_t offset, hipMemcpyKind kind) {
  uint64_t at = 0;
  if (hipError_t e = hip::symbolBytes(symbol, offset, sizeBytes, kind, hipMemcpyHostToDevice, &at)) return hip::result(e);
  return hip::result(hip::copy(reinterpret_cast<void*>(at), src, sizeBytes, kind));
}
hipError_t hipMemcpyToSymbolAsync(const void* symbol, const void* src, size_t sizeBytes, size_t offset,
                                  hipMemcpyKind kind, hipStream_t stream) {
  if (!hip::validStream(stream)) return hip::result(hipErrorInvalidHandle);
  return hipMemcpyToSymbol(symbol, src, sizeBytes, offset, kind);
}
hipError_t hipMemcpyFromSymbol(void* dst, const void* symbol, size_t sizeBytes, size_t offset, hipMemcpyKind kind) {
  uint64_t at = 0;
  if (hipError_t e = hip::symbolBytes(symbol, offset, sizeBytes, kind, hipMemcpyDeviceToHost, &at)) return hip::result(e);
  return hip::result(hip::copy(dst, reinterpret_cast<const void*>(at), sizeBytes, kind));
}
hipError_t hipMemcpyFromSymbolAsync(void* dst, const void* symbol, size_t sizeBytes, size_t offset,
                                    hipMemcpyKind kind, hipStream_t stream) {
  if (!hip::validStream(stream)) return hip::result(hipErrorInvalidHandle);
  return hipMemcpyFromSymbol(dst, symbol, sizeBytes, offset, kind);
}
hipError_t hipGetSymbolAddress(void** devPtr, const void* symbol) {
  if (!devPtr) return hip::result(hipErrorInvalidValue);
  uint64_t base = 0;
  size_t size = 0;
  if (hipError_t e = hip::symbolRange(symbol, &base, &size)) return hip::result(e);
  *devPtr = reinterpret_cast<void*>(base);
  return hipSuccess;
}
hipError_t hipGetSymbolSize(size_t* sizePtr, const void* symbol) {
  if (!sizePtr) return hip::result(hipErrorInvalidValue);
  uint64_t base = 0;
  if (hipError_t e = hip::symbolRange(symbol, &base, sizePtr)) return hip::result(e);
  return hipSuccess;
}

hipError_t hipMemset(void* dst, int value, size_t sizeBytes) {
  return hip::result(hip::fill(dst, uint8_t(value), sizeBytes));
}
hipError_t hipMemsetAsync(void* dst, int value, size_t sizeBytes, hipStream_t stream) {
  if (!hip::validStream(stream)) return hip::result(hipErrorInvalidHandle);
  return hipMemset(dst, value, sizeBytes);
}
hipError_t hipMemsetD8(hipDeviceptr_t dest, unsigned char value, size_t count) {
  return hip::result(hip::fillElements<uint8_t>(dest, value, count));
}
hipError_t hipMemsetD16(hipDeviceptr_t dest, unsigned short value, size_t count) {
  return hip::result(hip::fillElements<uint16_t>(dest, value, count));
}
hipError_t hipMemsetD32(hipDeviceptr_t dest, int value, size_t count) {
  return hip::result(hip::fillElements<int32_t>(dest, value, count));
}
hipError_t hipMemsetD8Async(hipDeviceptr_t dest, unsigned char value, size_t count, hipStream_t stream) {
  if (!hip::validStream(stream)) return hip::result(hipErrorInvalidHandle);
  return hipMemsetD8(dest, value, count);
}
hipError_t hipMemsetD16Async(hipDeviceptr_t dest, unsigned short value, size_t count, hipStream_t stream) {
  if (!hip::validStream(stream)) return hip::result(hipErrorInvalidHandle);
  return hipMemsetD16(dest, value, count);
}
hipError_t hipMemsetD32Async(hipDeviceptr_t dest, int value, size_t count, hipStream_t stream) {
  if (!hip::validStream(stream)) return hip::result(hipErrorInvalidHandle);
  return hipMemsetD32(dest, value, count);
}
hipError_t hipMemset2D(void* dst, size_t pitch, int value, size_t width, size_t height) {
  if (width > pitch) return hip::result(hipErrorInvalidValue);
  for (size_t row = 0; row < height; ++row)
    if (hipError_t e = hip::fill(static_cast<uint8_t*>(dst) + row * pitch, uint8_t(value), width))
      return hip::result(e);
  return hipSuccess;
}
hipError_t hipMemset2DAsync(void* dst, size_t pitch, int value, size_t width, size_t height, hipStream_t stream) {
  if (!hip::validStream(stream)) return hip::result(hipErrorInvalidHandle);
  return hipMemset2D(dst, pitch, value, width, height);
}

hipError_t hipHostRegister(void* hostPtr, size_t sizeBytes, unsigned int flags) {
  if (!hostPtr || !sizeBytes) return hip::result(hipErrorInvalidValue);
  if (!hip::machine()) return hip::result(hipErrorNoDevice);
  if (hip::device().find(hip::address(hostPtr))) return hip::result(hipErrorHostMemoryAlreadyRegistered);
  return hip::device().registerHost(hostPtr, sizeBytes, flags) ? hipSuccess : hip::result(hipErrorInvalidValue);
}

hipError_t hipHostUnregister(void* hostPtr) {
  auto a = hip::device().find(hip::address(hostPtr));
  if (!a || a->base != hip::address(hostPtr) || a->kind != runtime::MemoryKind::HostRegistered)
    return hip::result(hipErrorHostMemoryNotRegistered);
  hip::device().free(a->base);
  return hipSuccess;
}

// One device: a peer copy is a copy on it.
hipError_t hipMemcpyPeer(void* dst, int dstDeviceId, const void* src, int srcDeviceId, size_t sizeBytes) {
  if (dstDeviceId != 0 || srcDeviceId != 0) return hip::result(hipErrorInvalidDevice);
  return hip::result(hip::copy(dst, src, sizeBytes, hipMemcpyDeviceToDevice));
}
hipError_t hipMemcpyPeerAsync(void* dst, int dstDeviceId, const void* src, int srcDevice, size_t sizeBytes,
                              hipStream_t stream) {
  if (!hip::validStream(stream)) return hip::result(hipErrorInvalidHandle);
  return hipMemcpyPeer(dst, dstDeviceId, src, srcDevice, sizeBytes);
}

hipError_t hipMemGetAddressRange(hipDeviceptr_t* pbase, size_t* psize, hipDeviceptr_t dptr) {
  auto a = hip::device().find(hip::address(dptr));
  if (!a) return hip::result(hipErrorNotFound);
  if (pbase) *pbase = reinterpret_cast<hipDeviceptr_t>(a->base);
  if (psize) *psize = a->size;
  return hipSuccess;
}

// Host-mapped and managed memory is already where the device reads it.
hipError_t hipMemPrefetchAsync(const void* devPtr, size_t count, int, hipStream_t stream) {
  if (!hip::validStream(stream)) return hip::result(hipErrorInvalidHandle);
  return hip::onDevice(devPtr, count) ? hipSuccess : hip::result(hipErrorInvalidValue);
}
hipError_t hipMemAdvise(const void* devPtr, size_t count, hipMemoryAdvise, int) {
  return hip::onDevice(devPtr, count) ? hipSuccess : hip::result(hipErrorInvalidValue);
}

}  // extern "C"
