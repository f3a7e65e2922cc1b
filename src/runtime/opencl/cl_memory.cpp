// Buffers: device memory of the runtime device, the program's memory used in place (CL_MEM_USE_HOST_PTR: the
// device maps it at its own address, as hipHostRegister does) or host memory the device maps
// (CL_MEM_ALLOC_HOST_PTR); sub-buffers; reads, writes, copies, fills, maps. Images are not supported.
#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstring>
#include <memory>
#include <vector>

#include "runtime/opencl/cl_objects.h"

namespace gcnkit::opencl {

namespace {


constexpr cl_mem_flags kAccess = CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY;
constexpr cl_mem_flags kHostAccess = CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS;

// At most one of each group of exclusive flags.
bool oneOf(cl_mem_flags flags, cl_mem_flags group) { return std::popcount(flags & group) <= 1; }

cl_mem createBuffer(cl_context c, cl_mem_flags flags, size_t size, void* host, cl_int* errcode) {
  if (!valid(c)) return withError(errcode, CL_INVALID_CONTEXT, cl_mem(nullptr));
  if (!flags) flags = CL_MEM_READ_WRITE;
  const cl_mem_flags known = kAccess | kHostAccess | CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR;
  if ((flags & ~known) || !oneOf(flags, kAccess) || !oneOf(flags, kHostAccess) ||
      ((flags & CL_MEM_USE_HOST_PTR) && (flags & (CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR))))
    return withError(errcode, CL_INVALID_VALUE, cl_mem(nullptr));
  if (!size) return withError(errcode, CL_INVALID_BUFFER_SIZE, cl_mem(nullptr));
  const bool needsHost = flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR);
  if (needsHost != (host != nullptr)) return withError(errcode, CL_INVALID_HOST_PTR, cl_mem(nullptr));
  runtime::Device* d = runtimeDevice();
  if (!d) return withError(errcode, CL_OUT_OF_RESOURCES, cl_mem(nullptr));
  std::lock_guard lock(d->mutex());
  if (size > d->totalMemory()) return withError(errcode, CL_INVALID_BUFFER_SIZE, cl_mem(nullptr));
  auto m = std::make_unique<_cl_mem>();
  m->dispatch = dispatchTable();
  m->context = c;
  m->flags = flags;
  m->size = size;
  if (flags & CL_MEM_USE_HOST_PTR) {
    if (!d->registerHost(host, size)) {
      std::fprintf(stderr, "gcnkit OpenCL: clCreateBuffer: the host memory at %p (%zu bytes) cannot be mapped into "
                   "the device (it overlaps device memory)\n", host, size);
      return withError(errcode, CL_MEM_OBJECT_ALLOCATION_FAILURE, cl_mem(nullptr));
    }
    m->hostPtr = host;
    m->address = reinterpret_cast<uint64_t>(host);
  } else if (flags & CL_MEM_ALLOC_HOST_PTR) {
    m->hostMapped = d->allocateHostMapped(size);
    if (!m->hostMapped) return withError(errcode, CL_MEM_OBJECT_ALLOCATION_FAILURE, cl_mem(nullptr));
    m->address = reinterpret_cast<uint64_t>(m->hostMapped);
    if (host) std::memcpy(m->hostMapped, host, size);
  } else {
    m->address = d->allocate(size);
    if (!m->address) return withError(errcode, CL_MEM_OBJECT_ALLOCATION_FAILURE, cl_mem(nullptr));
    if (host && !d->toDevice(m->address, host, size)) {
      d->free(m->address);
      return withError(errcode, CL_OUT_OF_RESOURCES, cl_mem(nullptr));
    }
  }
  ++c->references;
  return withError(errcode, CL_SUCCESS, m.release());
}

cl_mem createSubBuffer(cl_mem parent, cl_mem_flags flags, cl_buffer_create_type type, const void* info,
                       cl_int* errcode) {
  if (!valid(parent) || parent->parent) return withError(errcode, CL_INVALID_MEM_OBJECT, cl_mem(nullptr));
  if (type != CL_BUFFER_CREATE_TYPE_REGION || !info) return withError(errcode, CL_INVALID_VALUE, cl_mem(nullptr));
  const auto* region = static_cast<const cl_buffer_region*>(info);
  if (!region->size) return withError(errcode, CL_INVALID_BUFFER_SIZE, cl_mem(nullptr));
  if (region->origin > parent->size || region->size > parent->size - region->origin)
    return withError(errcode, CL_INVALID_VALUE, cl_mem(nullptr));
  if (region->origin % 128)  // CL_DEVICE_MEM_BASE_ADDR_ALIGN (1024 bits)
    return withError(errcode, CL_MISALIGNED_SUB_BUFFER_OFFSET, cl_mem(nullptr));
  if ((flags & ~(kAccess | kHostAccess)) || !oneOf(flags, kAccess) || !oneOf(flags, kHostAccess))
    return withError(errcode, CL_INVALID_VALUE, cl_mem(nullptr));
  auto m = std::make_unique<_cl_mem>();
  m->dispatch = dispatchTable();
  m->context = parent->context;
  // Unspecified access flags are the parent's; the host-pointer flags always are.
  m->flags = (flags & kAccess ? flags & kAccess : parent->flags & kAccess) |
             (flags & kHostAccess ? flags & kHostAccess : parent->flags & kHostAccess) |
             (parent->flags & (CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR));
  m->size = region->size;
  m->origin = region->origin;
  m->address = parent->address + region->origin;
  if (parent->hostPtr) m->hostPtr = static_cast<uint8_t*>(parent->hostPtr) + region->origin;
  if (parent->hostMapped) m->hostMapped = static_cast<uint8_t*>(parent->hostMapped) + region->origin;
  m->parent = parent;
  ++parent->references;
  ++m->context->references;
  return withError(errcode, CL_SUCCESS, m.release());
}

cl_int retainMem(cl_mem m) { return retain(m, CL_INVALID_MEM_OBJECT); }

cl_int releaseMem(cl_mem m) {
  return release(m, CL_INVALID_MEM_OBJECT, [](cl_mem gone) {
    cl_context c = gone->context;
    if (cl_mem parent = gone->parent) {  // a sub-buffer: its bytes are the parent's
      delete gone;
      releaseMem(parent);
    } else {
      if (runtime::Device* d = runtimeDevice()) {
        std::lock_guard lock(d->mutex());
        d->free(gone->address);
      }
      delete gone;
    }
    c->dispatch->clReleaseContext(c);
  });
}

cl_int memInfo(cl_mem m, cl_mem_info param, size_t size, void* value, size_t* ret) {
  if (!valid(m)) return CL_INVALID_MEM_OBJECT;
  switch (param) {
    case CL_MEM_TYPE: return answerValue(size, value, ret, cl_mem_object_type(CL_MEM_OBJECT_BUFFER));
    case CL_MEM_FLAGS: return answerValue(size, value, ret, m->flags);
    case CL_MEM_SIZE: return answerValue(size, value, ret, m->size);
    case CL_MEM_HOST_PTR: return answerValue(size, value, ret, m->hostPtr);
    case CL_MEM_MAP_COUNT: return answerValue(size, value, ret, m->mapCount);
    case CL_MEM_REFERENCE_COUNT: return answerValue(size, value, ret, cl_uint(m->references));
    case CL_MEM_CONTEXT: return answerValue(size, value, ret, m->context);
    case CL_MEM_ASSOCIATED_MEMOBJECT: return answerValue(size, value, ret, m->parent);
    case CL_MEM_OFFSET: return answerValue(size, value, ret, m->origin);
    case CL_MEM_USES_SVM_POINTER: return answerValue(size, value, ret, cl_bool(CL_FALSE));
    default: return CL_INVALID_VALUE;
  }
}

// The checks every buffer command makes: queue, buffer in the queue's context, region inside the buffer.
cl_int checkCommand(cl_command_queue q, cl_mem m, size_t offset, size_t bytes, cl_uint n, const cl_event* list) {
  if (!valid(q)) return CL_INVALID_COMMAND_QUEUE;
  if (!valid(m)) return CL_INVALID_MEM_OBJECT;
  if (m->context != q->context) return CL_INVALID_CONTEXT;
  if (offset > m->size || bytes > m->size - offset) return CL_INVALID_VALUE;
  return checkWaitList(n, list);
}

cl_int enqueueRead(cl_command_queue q, cl_mem m, cl_bool, size_t offset, size_t bytes, void* out, cl_uint n,
                   const cl_event* list, cl_event* event) {
  if (cl_int e = checkCommand(q, m, offset, bytes, n, list); e != CL_SUCCESS) return e;
  if (!out || !bytes) return CL_INVALID_VALUE;
  const cl_ulong queued = nowNanoseconds();
  runtime::Device* d = runtimeDevice();
  std::lock_guard lock(d->mutex());
  if (!d->fromDevice(out, m->address + offset, bytes)) {
    std::fprintf(stderr, "gcnkit OpenCL: clEnqueueReadBuffer: %zu bytes at device address 0x%llx cannot be read\n",
                 bytes, static_cast<unsigned long long>(m->address + offset));
    return CL_OUT_OF_RESOURCES;
  }
  completeEvent(q, CL_COMMAND_READ_BUFFER, event, queued, queued);
  return CL_SUCCESS;
}

cl_int enqueueWrite(cl_command_queue q, cl_mem m, cl_bool, size_t offset, size_t bytes, const void* in, cl_uint n,
                    const cl_event* list, cl_event* event) {
  if (cl_int e = checkCommand(q, m, offset, bytes, n, list); e != CL_SUCCESS) return e;
  if (!in || !bytes) return CL_INVALID_VALUE;
  const cl_ulong queued = nowNanoseconds();
  runtime::Device* d = runtimeDevice();
  std::lock_guard lock(d->mutex());
  if (!d->toDevice(m->address + offset, in, bytes)) return CL_OUT_OF_RESOURCES;
  completeEvent(q, CL_COMMAND_WRITE_BUFFER, event, queued, queued);
  return CL_SUCCESS;
}

cl_int enqueueCopy(cl_command_queue q, cl_mem src, cl_mem dst, size_t srcOffset, size_t dstOffset, size_t bytes,
                   cl_uint n, const cl_event* list, cl_event* event) {
  if (cl_int e = checkCommand(q, src, srcOffset, bytes, n, list); e != CL_SUCCESS) return e;
  if (cl_int e = checkCommand(q, dst, dstOffset, bytes, 0, nullptr); e != CL_SUCCESS) return e;
  if (!bytes) return CL_INVALID_VALUE;
  const uint64_t a = src->address + srcOffset, b = dst->address + dstOffset;
  if (a < b + bytes && b < a + bytes) return CL_MEM_COPY_OVERLAP;
  const cl_ulong queued = nowNanoseconds();
  runtime::Device* d = runtimeDevice();
  std::lock_guard lock(d->mutex());
  if (!d->deviceToDevice(b, a, bytes)) return CL_OUT_OF_RESOURCES;
  completeEvent(q, CL_COMMAND_COPY_BUFFER, event, queued, queued);
  return CL_SUCCESS;
}

cl_int enqueueFill(cl_command_queue q, cl_mem m, const void* pattern, size_t patternSize, size_t offset, size_t bytes,
                   cl_uint n, const cl_event* list, cl_event* event) {
  if (cl_int e = checkCommand(q, m, offset, bytes, n, list); e != CL_SUCCESS) return e;
  const bool powerOfTwo = patternSize && !(patternSize & (patternSize - 1));
  if (!pattern || !powerOfTwo || patternSize > 128 || offset % patternSize || bytes % patternSize)
    return CL_INVALID_VALUE;
  const cl_ulong queued = nowNanoseconds();
  // The pattern repeated over a block, written block by block.
  constexpr size_t kBlock = 64 * 1024;
  std::vector<uint8_t> block(std::min(bytes, kBlock));
  for (size_t i = 0; i < block.size(); ++i) block[i] = static_cast<const uint8_t*>(pattern)[i % patternSize];
  runtime::Device* d = runtimeDevice();
  std::lock_guard lock(d->mutex());
  for (size_t done = 0; done < bytes; done += block.size())
    if (!d->toDevice(m->address + offset + done, block.data(), std::min(block.size(), bytes - done)))
      return CL_OUT_OF_RESOURCES;
  completeEvent(q, CL_COMMAND_FILL_BUFFER, event, queued, queued);
  return CL_SUCCESS;
}

void* enqueueMap(cl_command_queue q, cl_mem m, cl_bool, cl_map_flags flags, size_t offset, size_t bytes, cl_uint n,
                 const cl_event* list, cl_event* event, cl_int* errcode) {
  if (cl_int e = checkCommand(q, m, offset, bytes, n, list); e != CL_SUCCESS) return withError(errcode, e, nullptr);
  if (!bytes || (flags & ~cl_map_flags(CL_MAP_READ | CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)) ||
      ((flags & CL_MAP_WRITE_INVALIDATE_REGION) && (flags & (CL_MAP_READ | CL_MAP_WRITE))))
    return withError(errcode, CL_INVALID_VALUE, nullptr);
  const cl_ulong queued = nowNanoseconds();
  void* p = nullptr;
  if (m->hostPtr || m->hostMapped) {  // the device uses host memory in place: the map is that memory
    p = static_cast<uint8_t*>(m->hostPtr ? m->hostPtr : m->hostMapped) + offset;
  } else {
    _cl_mem::Mapping map;
    map.bytes.reset(new (std::nothrow) uint8_t[bytes]);
    if (!map.bytes) return withError(errcode, CL_OUT_OF_HOST_MEMORY, nullptr);
    map.offset = offset;
    map.size = bytes;
    map.write = flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION);
    runtime::Device* d = runtimeDevice();
    std::lock_guard lock(d->mutex());
    if (!(flags & CL_MAP_WRITE_INVALIDATE_REGION) && !d->fromDevice(map.bytes.get(), m->address + offset, bytes))
      return withError(errcode, CL_OUT_OF_RESOURCES, nullptr);
    p = map.bytes.get();
    m->mappings.push_back(std::move(map));
  }
  ++m->mapCount;
  completeEvent(q, CL_COMMAND_MAP_BUFFER, event, queued, queued);
  return withError(errcode, CL_SUCCESS, p);
}

cl_int enqueueUnmap(cl_command_queue q, cl_mem m, void* p, cl_uint n, const cl_event* list, cl_event* event) {
  if (cl_int e = checkCommand(q, m, 0, 0, n, list); e != CL_SUCCESS) return e;
  if (!m->mapCount) return CL_INVALID_VALUE;
  const cl_ulong queued = nowNanoseconds();
  if (!(m->hostPtr || m->hostMapped)) {
    auto it = std::find_if(m->mappings.begin(), m->mappings.end(),
                           [p](const _cl_mem::Mapping& map) { return map.bytes.get() == p; });
    if (it == m->mappings.end()) return CL_INVALID_VALUE;
    if (it->write) {
      runtime::Device* d = runtimeDevice();
      std::lock_guard lock(d->mutex());
      if (!d->toDevice(m->address + it->offset, it->bytes.get(), it->size)) return CL_OUT_OF_RESOURCES;
    }
    m->mappings.erase(it);
  } else {
    const auto* base = static_cast<const uint8_t*>(m->hostPtr ? m->hostPtr : m->hostMapped);
    if (static_cast<const uint8_t*>(p) < base || static_cast<const uint8_t*>(p) >= base + m->size)
      return CL_INVALID_VALUE;
  }
  --m->mapCount;
  completeEvent(q, CL_COMMAND_UNMAP_MEM_OBJECT, event, queued, queued);
  return CL_SUCCESS;
}

cl_mem createImage(cl_context, cl_mem_flags, const cl_image_format*, const cl_image_desc*, void*, cl_int* errcode) {
  std::fprintf(stderr, "gcnkit OpenCL: images are not supported (the device reports CL_DEVICE_IMAGE_SUPPORT false)\n");
  return withError(errcode, CL_INVALID_OPERATION, cl_mem(nullptr));
}

cl_int supportedImageFormats(cl_context c, cl_mem_flags, cl_mem_object_type, cl_uint, cl_image_format*, cl_uint* n) {
  if (!valid(c)) return CL_INVALID_CONTEXT;
  if (n) *n = 0;  // no image formats: the device has no image support
  return CL_SUCCESS;
}

}  // namespace

void fillMemorySlots(cl_icd_dispatch& d) {
  d.clCreateBuffer = createBuffer;
  d.clCreateSubBuffer = createSubBuffer;
  d.clRetainMemObject = retainMem;
  d.clReleaseMemObject = releaseMem;
  d.clGetMemObjectInfo = memInfo;
  d.clEnqueueReadBuffer = enqueueRead;
  d.clEnqueueWriteBuffer = enqueueWrite;
  d.clEnqueueCopyBuffer = enqueueCopy;
  d.clEnqueueFillBuffer = enqueueFill;
  d.clEnqueueMapBuffer = enqueueMap;
  d.clEnqueueUnmapMemObject = enqueueUnmap;
  d.clCreateImage = createImage;
  d.clGetSupportedImageFormats = supportedImageFormats;
}

}  // namespace gcnkit::opencl
