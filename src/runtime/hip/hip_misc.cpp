// The entry points that do not return a hipError_t: error names and strings, half conversions, version strings,
// and what profilers and debuggers ask.
#include <cctype>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>

#include "emu/formats.h"
#include "runtime/hip/hip_state.h"

namespace gcnkit::hip {

namespace {

struct ErrorName {
  hipError_t code;
  const char* name;
};

constexpr ErrorName kErrors[] = {
#define HIP_ERROR(name) {name, #name},
#include "runtime/hip/hip_errors.def"
#undef HIP_ERROR
};

const char* errorName(hipError_t e) {
  for (const ErrorName& n : kErrors)
    if (n.code == e) return n.name;
  return "hipErrorUnknown";
}

// "hipErrorInvalidDevicePointer" -> "invalid device pointer": the name in words, made once per code.
const char* errorString(hipError_t e) {
  static std::map<int, std::string>* strings = new std::map<int, std::string>;
  std::lock_guard lock(device().mutex());
  auto [it, fresh] = strings->try_emplace(int(e));
  if (fresh) {
    std::string_view name = errorName(e);
    if (name == "hipSuccess") {
      it->second = "no error";
    } else {
      name.remove_prefix(std::strlen("hipError"));
      auto up = [&](size_t i) { return i < name.size() && std::isupper(static_cast<unsigned char>(name[i])); };
      for (size_t i = 0; i < name.size(); ++i) {
        // A word starts at a capital after a small letter, or at a capital that ends an acronym ("ECCNot");
        // acronyms keep their capitals.
        if (i > 0 && up(i) && (!up(i - 1) || (i + 1 < name.size() && !up(i + 1)))) it->second += ' ';
        const bool keep = up(i) && (up(i + 1) || (i + 1 == name.size() && i > 0 && up(i - 1)));
        it->second += keep ? name[i] : char(std::tolower(static_cast<unsigned char>(name[i])));
      }
    }
  }
  return it->second.c_str();
}

}  // namespace

}  // namespace gcnkit::hip

using namespace gcnkit;

extern "C" {

const char* hipGetErrorName(hipError_t hip_error) { return hip::errorName(hip_error); }
const char* hipGetErrorString(hipError_t hipError) { return hip::errorString(hipError); }

hipChannelFormatDesc hipCreateChannelDesc(int x, int y, int z, int w, hipChannelFormatKind f) {
  hipChannelFormatDesc d;
  d.x = x;
  d.y = y;
  d.z = z;
  d.w = w;
  d.f = f;
  return d;
}

// IEEE half <-> float (round to nearest even), as compiler runtimes name them: the emulator's conversions.
unsigned short __gnu_f2h_ieee(float f) { return emu::floatToHalf(f); }
float __gnu_h2f_ieee(unsigned short h) { return emu::halfToFloat(h); }

const char* hipKernelNameRef(const hipFunction_t f) { return f ? f->name.c_str() : nullptr; }
const char* hipKernelNameRefByPtr(const void* hostFunction, hipStream_t) {
  ihipModuleSymbol_t* f = hip::registeredFunction(hostFunction);
  return f ? f->name.c_str() : nullptr;
}
int hipGetStreamDeviceId(hipStream_t stream) { return hip::validStream(stream) ? 0 : -1; }

const char* hipApiName(uint32_t) { return "unknown"; }
const char* hipGetCmdName(unsigned) { return "unknown"; }

hipError_t hipProfilerStart() { return hipSuccess; }
hipError_t hipProfilerStop() { return hipSuccess; }

const char* amd_dbgapi_get_build_name() { return "gcnkit"; }
const char* amd_dbgapi_get_git_hash() { return ""; }
size_t amd_dbgapi_get_build_id() { return 0; }

}  // extern "C"

extern "C" {

int gcnkitHipNotImplemented(const char* name) {
  std::fflush(stdout);
  std::fprintf(stderr, "gcnkit: %s is not implemented by gcnkit's HIP runtime\n", name);
  return hip::result(hipErrorNotSupported);
}

int gcnkitHiprtcNotImplemented(const char* name) {
  std::fflush(stdout);
  std::fprintf(stderr, "gcnkit: %s is not implemented by gcnkit's HIP runtime (no run-time compilation)\n", name);
  return 11;  // HIPRTC_ERROR_INTERNAL_ERROR
}

const char* hiprtcGetErrorString(int) { return "run-time compilation is not implemented by gcnkit's HIP runtime"; }

}  // extern "C"
