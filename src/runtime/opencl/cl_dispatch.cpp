// The ICD dispatch table: every slot filled. The platform's parts put their functions in; a slot no part fills
// gets a stub of the slot's own type that says on stderr which entry point is missing and returns an error
// (CL_INVALID_OPERATION, or null with *errcode_ret set), so a program never calls through an empty slot.
#include <cstdio>
#include <cstring>
#include <mutex>
#include <set>
#include <string>
#include <tuple>
#include <type_traits>

#include "runtime/opencl/cl_objects.h"

namespace gcnkit::opencl {

namespace {

void sayMissing(const char* name) {
  static std::mutex lock;
  static std::set<std::string> said;
  std::lock_guard guard(lock);
  if (said.insert(name).second)
    std::fprintf(stderr, "gcnkit OpenCL: %s is not implemented by gcnkit's platform\n", name);
}

template <class Name, class F>
struct Stub;

template <class Name, class R, class... A>
struct Stub<Name, R(CL_API_CALL*)(A...)> {
  static R CL_API_CALL call(A... args) {
    sayMissing(Name::get());
    if constexpr (std::is_same_v<R, cl_int>) {
      return CL_INVALID_OPERATION;
    } else {
      // Creating functions report through their last parameter, errcode_ret.
      if constexpr (sizeof...(A) > 0) {
        using Last = std::tuple_element_t<sizeof...(A) - 1, std::tuple<A...>>;
        if constexpr (std::is_same_v<Last, cl_int*>) {
          if (cl_int* errcode = std::get<sizeof...(A) - 1>(std::tie(args...))) *errcode = CL_INVALID_OPERATION;
        }
      }
      if constexpr (!std::is_void_v<R>) return R{};
    }
  }
};

// Slots whose type the headers leave as void* (other platforms' interop): a function that only says so.
template <class Name>
struct Stub<Name, void*> {
  static cl_int CL_API_CALL untyped() {
    sayMissing(Name::get());
    return CL_INVALID_OPERATION;
  }
  static inline void* const call = reinterpret_cast<void*>(&untyped);
};

cl_icd_dispatch makeTable() {
  cl_icd_dispatch d{};
#define GCNKIT_CL_SLOT(name)                                           \
  {                                                                    \
    struct Name {                                                      \
      static const char* get() { return #name; }                       \
    };                                                                 \
    d.name = Stub<Name, decltype(d.name)>::call;                       \
  }
#include "cl_slots.def"
#undef GCNKIT_CL_SLOT
  fillPlatformSlots(d);
  fillContextSlots(d);
  fillMemorySlots(d);
  fillProgramSlots(d);
  fillKernelSlots(d);
  return d;
}

}  // namespace

cl_icd_dispatch* dispatchTable() {
  static cl_icd_dispatch table = makeTable();
  return &table;
}

}  // namespace gcnkit::opencl

using gcnkit::opencl::dispatchTable;

// ---- the exports the ICD loader looks up by name

extern "C" {

__attribute__((visibility("default"))) cl_int CL_API_CALL clIcdGetPlatformIDsKHR(cl_uint entries,
                                                                                  cl_platform_id* platforms,
                                                                                  cl_uint* count) {
  if ((!entries && platforms) || (!platforms && !count)) return CL_INVALID_VALUE;
  if (platforms) platforms[0] = gcnkit::opencl::platform();
  if (count) *count = 1;
  return CL_SUCCESS;
}

__attribute__((visibility("default"))) void* CL_API_CALL clGetExtensionFunctionAddress(const char* name) {
  if (name && std::strcmp(name, "clIcdGetPlatformIDsKHR") == 0) return reinterpret_cast<void*>(&clIcdGetPlatformIDsKHR);
  return nullptr;
}

__attribute__((visibility("default"))) void* CL_API_CALL clGetExtensionFunctionAddressForPlatform(cl_platform_id,
                                                                                                 const char* name) {
  return clGetExtensionFunctionAddress(name);
}

__attribute__((visibility("default"))) cl_int CL_API_CALL clGetPlatformInfo(cl_platform_id p, cl_platform_info param,
                                                                            size_t size, void* value, size_t* ret) {
  return dispatchTable()->clGetPlatformInfo(p, param, size, value, ret);
}

}  // extern "C"
