// Programs: from OpenCL C source, built by clang-19 with the ROCm device libraries for the emulated processor (the
// build log is clang's output), or from a binary (an AMDGPU code object, as clGetProgramInfo hands it out).
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

#include "gcnkit/dispatch.h"
#include "gcnkit/emulator.h"
#include "runtime/opencl/cl_objects.h"

extern char** environ;

namespace gcnkit::opencl {

namespace {


// The compiler: GCNKIT_OPENCL_CLANG, else clang-19 (Debian's llvm-19 puts it in PATH and /usr/lib/llvm-19/bin).
std::string compiler() {
  if (const char* c = std::getenv("GCNKIT_OPENCL_CLANG"); c && *c) return c;
  if (std::filesystem::exists("/usr/lib/llvm-19/bin/clang")) return "/usr/lib/llvm-19/bin/clang";
  return "clang-19";
}

std::string deviceLibraries() {
  if (const char* c = std::getenv("GCNKIT_ROCM_DEVICE_LIBS"); c && *c) return c;
  return "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode";
}

// Build options as words: spaces separate, double quotes group ("-D NAME=\"a b\"" is not common; -DX=1 is).
std::vector<std::string> words(const std::string& s) {
  std::vector<std::string> out;
  std::string cur;
  bool quoted = false, any = false;
  for (char c : s) {
    if (c == '"') {
      quoted = !quoted;
      any = true;
    } else if (!quoted && (c == ' ' || c == '\t' || c == '\n')) {
      if (any) out.push_back(cur), cur.clear(), any = false;
    } else {
      cur += c, any = true;
    }
  }
  if (any) out.push_back(cur);
  return out;
}

// Runs `argv`, its output into `log`; the exit status, or -1 when it could not start.
int run(const std::vector<std::string>& argv, const std::filesystem::path& logFile) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, logFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  pid_t pid = 0;
  const int spawned = posix_spawnp(&pid, args[0], &actions, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) return -1;
  int status = 0;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::string readText(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

// An LLVM tool beside the compiler (Debian: /usr/lib/llvm-19/bin), else its versioned name (llvm-link-19).
std::string llvmTool(const std::string& clang, const std::string& tool) {
  const std::filesystem::path beside = std::filesystem::path(clang).parent_path() / tool;
  if (clang.find('/') != std::string::npos && std::filesystem::exists(beside)) return beside.string();
  return tool + "-19";
}

// The device libraries to build for `processor` with. Debian's rocm-device-libs (5.2) lacks
// oclc_isa_version_<N>.bc for some processors (gfx942, GFX11): a file that only defines __oclc_ISA_version
// (major * 1000 + minor * 100 + stepping, as ROCm's oclc/src/isa_version_<N>.cl do). Then a folder in `work` holds
// links to the library's files and that file, made from another isa_version file with the number replaced.
// "" and `log` when it cannot be made.
std::string deviceLibrariesFor(const std::string& processor, const std::string& clang,
                               const std::filesystem::path& work, std::string& log) {
  const std::filesystem::path libs = deviceLibraries();
  const std::string n = processor.substr(3);  // "942", "90a", "1100"
  std::error_code ec;
  if (n.size() < 3 || std::filesystem::exists(libs / ("oclc_isa_version_" + n + ".bc"), ec)) return libs.string();
  const int version = std::stoi(n.substr(0, n.size() - 2)) * 1000 + std::stoi(n.substr(n.size() - 2, 1), nullptr, 16) * 100 +
                      std::stoi(n.substr(n.size() - 1), nullptr, 16);
  const std::filesystem::path made = work / "device-libs";
  std::filesystem::create_directories(made, ec);
  std::filesystem::path tmpl;
  for (const auto& e : std::filesystem::directory_iterator(libs, ec)) {
    if (e.path().extension() != ".bc") continue;
    std::filesystem::create_symlink(e.path(), made / e.path().filename(), ec);
    if (tmpl.empty() && e.path().filename().string().starts_with("oclc_isa_version_")) tmpl = e.path();
  }
  if (tmpl.empty()) {
    log += "gcnkit: no oclc_isa_version file in " + libs.string() + " to make one for " + processor + "\n";
    return "";
  }
  const std::filesystem::path text = work / "isa_version.ll", out = made / ("oclc_isa_version_" + n + ".bc"),
                              toolLog = work / "tool.log";
  if (run({llvmTool(clang, "llvm-dis"), tmpl.string(), "-o", text.string()}, toolLog) != 0) {
    log += readText(toolLog);
    return "";
  }
  std::string ir = readText(text);
  const size_t at = ir.find("constant i32 ");
  if (at == std::string::npos) {
    log += "gcnkit: " + tmpl.string() + " does not define __oclc_ISA_version as expected\n";
    return "";
  }
  const size_t digits = at + std::strlen("constant i32 ");
  ir.replace(digits, ir.find_first_not_of("0123456789", digits) - digits, std::to_string(version));
  std::ofstream(text, std::ios::binary | std::ios::trunc) << ir;
  if (run({llvmTool(clang, "llvm-as"), text.string(), "-o", out.string()}, toolLog) != 0) {
    log += readText(toolLog);
    return "";
  }
  return made.string();
}

// The device-library files the compiler driver would link, from its -### plan.
std::vector<std::string> deviceLibraryFiles(const std::string& plan) {
  std::vector<std::string> files;
  std::istringstream in(plan);
  std::string word, previous;
  while (in >> word) {
    if (word.size() >= 2 && word.front() == '"' && word.back() == '"') word = word.substr(1, word.size() - 2);
    if (previous == "-mlink-builtin-bitcode") files.push_back(word);
    previous = word;
  }
  return files;
}

// Compiles `p->source` for the device into `p->binary`; false with the log in `p->log`. As ROCm's OpenCL compiler
// does: the source alone to bitcode (where printf is lowered to the printf buffer), then linked with the device
// library files the driver would link, then compiled. (Linked in one step with the source, Debian's opencl.bc
// defines a printf that prints nothing, and it replaces the lowering.)
bool compile(cl_program p, runtime::Device& d) {
  std::error_code ec;
  const char* tmp = std::getenv("TMPDIR");
  std::string dirPattern = (tmp && *tmp ? std::string(tmp) : std::string("/tmp")) + "/gcnkit-opencl-XXXXXX";
  std::vector<char> buf(dirPattern.begin(), dirPattern.end());
  buf.push_back(0);
  const char* dir = mkdtemp(buf.data());
  if (!dir) {
    p->log = "gcnkit: cannot create a temporary folder for the build";
    return false;
  }
  const std::filesystem::path folder(dir), source = folder / "program.cl", object = folder / "program.hsaco",
                                       bitcode = folder / "program.bc", linked = folder / "linked.bc",
                                       log = folder / "build.log";
  std::ofstream(source, std::ios::binary) << p->source;
  const std::string clang = compiler();
  const std::string libraries = deviceLibrariesFor(d.processor(), clang, folder, p->log);
  if (libraries.empty()) {
    std::filesystem::remove_all(folder, ec);
    return false;
  }
  std::vector<std::string> base = {clang, "-x", "cl", "-target", "amdgcn-amd-amdhsa", "-mcpu=" + d.target(),
                                   "--rocm-device-lib-path=" + libraries};
  const std::vector<std::string> options = words(p->options);
  bool std = false, optDisabled = false;
  for (const std::string& o : options) {
    std |= o.starts_with("-cl-std=");
    optDisabled |= o == "-cl-opt-disable";
  }
  if (!std) base.push_back("-cl-std=CL1.2");
  const std::string level = optDisabled ? "-O0" : "-O3";
  base.push_back(level);
  std::vector<std::string> wave;
  // The machine's wave size, whatever the processor's default (clang takes it on every processor).
  if (d.machine()->waveSize() == 64) wave.push_back("-mwavefrontsize64");
  base.insert(base.end(), wave.begin(), wave.end());
  base.insert(base.end(), options.begin(), options.end());
  const auto with = [](std::vector<std::string> v, std::initializer_list<std::string> more) {
    v.insert(v.end(), more);
    return v;
  };
  int status = run(with(base, {"-###", source.string(), "-o", object.string()}), log);
  const std::vector<std::string> linkFiles = deviceLibraryFiles(readText(log));
  if (status == 0) status = run(with(base, {"-nogpulib", "-c", "-emit-llvm", source.string(), "-o", bitcode.string()}), log);
  p->log = readText(log);
  if (status == 0) {
    std::vector<std::string> link = {llvmTool(clang, "llvm-link"), bitcode.string(), "--only-needed", "--internalize"};
    link.insert(link.end(), linkFiles.begin(), linkFiles.end());
    link.insert(link.end(), {"-o", linked.string()});
    status = run(link, log);
    p->log += readText(log);
  }
  if (status == 0) {
    std::vector<std::string> codegen = {clang, "-target", "amdgcn-amd-amdhsa", "-mcpu=" + d.target(), level, "-nogpulib"};
    codegen.insert(codegen.end(), wave.begin(), wave.end());
    codegen.insert(codegen.end(), {linked.string(), "-o", object.string()});
    status = run(codegen, log);
    p->log += readText(log);
  }
  bool ok = status == 0;
  if (status < 0)
    p->log += "gcnkit: cannot run the OpenCL compiler '" + clang + "' or its linker (Debian: apt-get install clang-19 "
              "llvm-19 rocm-device-libs; or set GCNKIT_OPENCL_CLANG)\n";
  if (ok) {
    const std::string bytes = readText(object);
    p->binary.assign(bytes.begin(), bytes.end());
    ok = !p->binary.empty();
  }
  std::filesystem::remove_all(folder, ec);
  return ok;
}

// Loads the binary into the device; false with the reason in the log.
bool load(cl_program p) {
  std::string error;
  p->program = std::make_unique<runtime::Program>(std::span<const uint8_t>(), p->binary);
  if (!p->program->module(&error)) {
    p->log += "gcnkit: " + error + "\n";
    p->program.reset();
    return false;
  }
  p->kernelNames = emu::codeObjectKernels(p->binary, &error);
  return true;
}

cl_program createWithSource(cl_context c, cl_uint n, const char** strings, const size_t* lengths, cl_int* errcode) {
  if (!valid(c)) return withError(errcode, CL_INVALID_CONTEXT, cl_program(nullptr));
  if (!n || !strings) return withError(errcode, CL_INVALID_VALUE, cl_program(nullptr));
  auto p = std::make_unique<_cl_program>();
  p->dispatch = dispatchTable();
  p->context = c;
  for (cl_uint i = 0; i < n; ++i) {
    if (!strings[i]) return withError(errcode, CL_INVALID_VALUE, cl_program(nullptr));
    p->source.append(strings[i], lengths && lengths[i] ? lengths[i] : std::strlen(strings[i]));
  }
  ++c->references;
  return withError(errcode, CL_SUCCESS, p.release());
}

cl_program createWithBinary(cl_context c, cl_uint n, const cl_device_id* devices, const size_t* lengths,
                            const unsigned char** binaries, cl_int* status, cl_int* errcode) {
  if (!valid(c)) return withError(errcode, CL_INVALID_CONTEXT, cl_program(nullptr));
  if (n != 1 || !devices || !lengths || !binaries) return withError(errcode, CL_INVALID_VALUE, cl_program(nullptr));
  if (devices[0] != device()) return withError(errcode, CL_INVALID_DEVICE, cl_program(nullptr));
  if (!lengths[0] || !binaries[0]) {
    if (status) status[0] = CL_INVALID_VALUE;
    return withError(errcode, CL_INVALID_VALUE, cl_program(nullptr));
  }
  auto p = std::make_unique<_cl_program>();
  p->dispatch = dispatchTable();
  p->context = c;
  p->binary.assign(binaries[0], binaries[0] + lengths[0]);
  std::string error;
  const std::string processor = emu::codeObjectProcessor(p->binary, &error);
  if (processor.empty()) {
    if (status) status[0] = CL_INVALID_BINARY;
    return withError(errcode, CL_INVALID_BINARY, cl_program(nullptr));
  }
  if (status) status[0] = CL_SUCCESS;
  ++c->references;
  return withError(errcode, CL_SUCCESS, p.release());
}

cl_int build(cl_program p, cl_uint n, const cl_device_id* devices, const char* options,
             void(CL_CALLBACK* notify)(cl_program, void*), void* data) {
  if (!valid(p)) return CL_INVALID_PROGRAM;
  if ((n && !devices) || (!n && devices) || (!notify && data)) return CL_INVALID_VALUE;
  for (cl_uint i = 0; i < n; ++i)
    if (devices[i] != device()) return CL_INVALID_DEVICE;
  if (p->kernels) return CL_INVALID_OPERATION;  // kernels are attached to the program
  runtime::Device* d = runtimeDevice();
  if (!d) return CL_BUILD_PROGRAM_FAILURE;
  p->options = options ? options : "";
  p->log.clear();
  p->program.reset();
  p->status = CL_BUILD_IN_PROGRESS;
  bool ok = true;
  if (!p->source.empty()) ok = compile(p, *d);
  if (ok) ok = load(p);
  p->status = ok ? CL_BUILD_SUCCESS : CL_BUILD_ERROR;
  if (notify) notify(p, data);
  return ok ? CL_SUCCESS : p->source.empty() ? CL_INVALID_BINARY : CL_BUILD_PROGRAM_FAILURE;
}

cl_int retainProgram(cl_program p) { return retain(p, CL_INVALID_PROGRAM); }

cl_int releaseProgram(cl_program p) {
  return release(p, CL_INVALID_PROGRAM, [](cl_program gone) {
    cl_context c = gone->context;
    delete gone;
    c->dispatch->clReleaseContext(c);
  });
}

cl_int programInfo(cl_program p, cl_program_info param, size_t size, void* value, size_t* ret) {
  if (!valid(p)) return CL_INVALID_PROGRAM;
  switch (param) {
    case CL_PROGRAM_REFERENCE_COUNT: return answerValue(size, value, ret, cl_uint(p->references));
    case CL_PROGRAM_CONTEXT: return answerValue(size, value, ret, p->context);
    case CL_PROGRAM_NUM_DEVICES: return answerValue(size, value, ret, cl_uint(1));
    case CL_PROGRAM_DEVICES: return answerValue(size, value, ret, device());
    case CL_PROGRAM_SOURCE: return answerString(size, value, ret, p->source);
    case CL_PROGRAM_BINARY_SIZES: return answerValue(size, value, ret, p->binary.size());
    case CL_PROGRAM_BINARIES: {
      // An array of one pointer, to memory the caller provides.
      if (!value) return answer(size, value, ret, nullptr, sizeof(unsigned char*));
      if (size < sizeof(unsigned char*)) return CL_INVALID_VALUE;
      if (auto* out = static_cast<unsigned char**>(value)[0]) std::memcpy(out, p->binary.data(), p->binary.size());
      if (ret) *ret = sizeof(unsigned char*);
      return CL_SUCCESS;
    }
    case CL_PROGRAM_NUM_KERNELS:
      if (p->status != CL_BUILD_SUCCESS) return CL_INVALID_PROGRAM_EXECUTABLE;
      return answerValue(size, value, ret, p->kernelNames.size());
    case CL_PROGRAM_KERNEL_NAMES: {
      if (p->status != CL_BUILD_SUCCESS) return CL_INVALID_PROGRAM_EXECUTABLE;
      std::string names;
      for (const std::string& k : p->kernelNames) names += (names.empty() ? "" : ";") + k;
      return answerString(size, value, ret, names);
    }
    default: return CL_INVALID_VALUE;
  }
}

cl_int buildInfo(cl_program p, cl_device_id d, cl_program_build_info param, size_t size, void* value, size_t* ret) {
  if (!valid(p)) return CL_INVALID_PROGRAM;
  if (d != device()) return CL_INVALID_DEVICE;
  switch (param) {
    case CL_PROGRAM_BUILD_STATUS: return answerValue(size, value, ret, p->status);
    case CL_PROGRAM_BUILD_OPTIONS: return answerString(size, value, ret, p->options);
    case CL_PROGRAM_BUILD_LOG: return answerString(size, value, ret, p->log);
    case CL_PROGRAM_BINARY_TYPE:
      return answerValue(size, value, ret,
                         cl_program_binary_type(p->status == CL_BUILD_SUCCESS ? CL_PROGRAM_BINARY_TYPE_EXECUTABLE
                                                                              : CL_PROGRAM_BINARY_TYPE_NONE));
    default: return CL_INVALID_VALUE;
  }
}

}  // namespace

void fillProgramSlots(cl_icd_dispatch& d) {
  d.clCreateProgramWithSource = createWithSource;
  d.clCreateProgramWithBinary = createWithBinary;
  d.clBuildProgram = build;
  d.clRetainProgram = retainProgram;
  d.clReleaseProgram = releaseProgram;
  d.clGetProgramInfo = programInfo;
  d.clGetProgramBuildInfo = buildInfo;
}

}  // namespace gcnkit::opencl
