// gcnkit exec: runs an unmodified HIP program on the emulator. The program starts with gcnkit's HIP library in
// front of any other (LD_LIBRARY_PATH) and the settings in the environment (runtime/settings.h), so its own output
// and exit status are untouched; gcnkit's reports go to stderr.
#include <sys/wait.h>
#include <unistd.h>

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "gcnkit/emulator.h"
#include "runtime/settings.h"

namespace gcnkit::cli {

namespace {

constexpr const char* kTool = "gcnkit exec";
namespace fs = std::filesystem;

void usage(FILE* out) {
  std::fputs(
      "usage: gcnkit exec [--mcpu=gfxN[:feature+-]] [--check=off|report|error] [--threads=N] [--device-memory=MiB]\n"
      "                   -- PROGRAM [ARGS...]\n"
      "Runs a HIP program (linked with libamdhip64.so.5) or an OpenCL program (linked with the ICD loader,\n"
      "libOpenCL.so.1) on gcnkit's emulator: its kernels run on the emulated processor (default: the first one the\n"
      "program has code for, else gfx900), its output and exit status are its own, and gcnkit's check reports and\n"
      "faults go to stderr naming the kernel. With --check=error a kernel whose checks fire fails (the program sees\n"
      "hipErrorLaunchFailure or CL_OUT_OF_RESOURCES) and exec exits 1 when a launch failed and the program did not\n"
      "fail itself. A program started without exec takes the same settings from GCNKIT_MCPU, GCNKIT_CHECK,\n"
      "GCNKIT_THREADS and GCNKIT_DEVICE_MEMORY when LD_LIBRARY_PATH names gcnkit's library folder (HIP) or\n"
      "OCL_ICD_VENDORS its vendors folder (OpenCL).\n",
      out);
}

int fail(const std::string& message) {
  std::fprintf(stderr, "%s: error: %s\n", kTool, message.c_str());
  return 1;
}

// Where gcnkit's runtime libraries are: next to the command in a build tree (lib/), or installed under the
// library folder (lib/<multiarch>/gcnkit).
std::string libraryFolder() {
  if (const char* v = std::getenv("GCNKIT_LIBRARY_PATH"); v && *v) return v;
  std::error_code ec;
  fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return "";
  const fs::path bin = self.parent_path();
  for (const fs::path& candidate : {bin / "lib", bin.parent_path() / GCNKIT_INSTALL_LIBDIR / "gcnkit"})
    if (fs::exists(candidate / "libamdhip64.so.5", ec) || fs::exists(candidate / "libgcnkit-opencl.so", ec))
      return candidate.string();
  return "";
}

bool option(const std::string& arg, const char* name, std::string* value, int& i, int argc, char** argv) {
  const std::string flag = std::string("--") + name;
  if (arg == flag) {
    if (i + 1 >= argc) return false;
    *value = argv[++i];
    return true;
  }
  if (arg.rfind(flag + "=", 0) == 0) {
    *value = arg.substr(flag.size() + 1);
    return true;
  }
  return false;
}

}  // namespace

int runExec(int argc, char** argv) {
  std::string mcpu, check = "report", threads, memory;
  int i = 1;
  for (; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--") {
      ++i;
      break;
    }
    if (arg == "-h" || arg == "--help") {
      usage(stdout);
      return 0;
    }
    if (option(arg, "mcpu", &mcpu, i, argc, argv) || option(arg, "check", &check, i, argc, argv) ||
        option(arg, "threads", &threads, i, argc, argv) || option(arg, "device-memory", &memory, i, argc, argv))
      continue;
    if (arg.rfind("-", 0) == 0) return fail("unknown option '" + arg + "' (gcnkit exec --help)");
    break;  // the program, without "--"
  }
  if (i >= argc) return fail("no program to run (gcnkit exec [options] -- PROGRAM ARGS...)");
  if (!emu::parseCheckMode(check)) return fail("--check=" + check + ": expected off, report or error");
  if (!mcpu.empty()) {
    auto id = runtime::parseTargetId(mcpu);
    std::string error;
    if (!id) return fail("--mcpu=" + mcpu + ": not a target id (gfx900, gfx90a:xnack+)");
    if (!emu::Machine::create(id->processor, id->features, &error)) return fail("--mcpu=" + mcpu + ": " + error);
  }
  if (!threads.empty() && threads.find_first_not_of("0123456789") != std::string::npos)
    return fail("--threads=" + threads + ": expected a number");
  if (!memory.empty() && (memory.find_first_not_of("0123456789") != std::string::npos || memory.size() > 8))
    return fail("--device-memory=" + memory + ": expected MiB");

  const std::string libs = libraryFolder();
  if (libs.empty())
    return fail("cannot find gcnkit's runtime libraries (libamdhip64.so.5, libgcnkit-opencl.so; set GCNKIT_LIBRARY_PATH "
                "to their folder)");
  std::string path = libs;
  if (const char* old = std::getenv("LD_LIBRARY_PATH"); old && *old) path += std::string(":") + old;
  setenv("LD_LIBRARY_PATH", path.c_str(), 1);
  // The ICD loader then offers the program gcnkit's OpenCL platform alone.
  if (std::error_code ec; fs::exists(fs::path(libs) / "vendors" / "gcnkit.icd", ec))
    setenv("OCL_ICD_VENDORS", (fs::path(libs) / "vendors").c_str(), 1);
  if (!mcpu.empty()) setenv(runtime::kEnvProcessor, mcpu.c_str(), 1);
  setenv(runtime::kEnvChecks, check.c_str(), 1);
  if (!threads.empty()) setenv(runtime::kEnvThreads, threads.c_str(), 1);
  if (!memory.empty()) setenv(runtime::kEnvDeviceMemory, memory.c_str(), 1);

  char status[] = "/tmp/gcnkit-exec-XXXXXX";
  const int fd = mkstemp(status);
  if (fd < 0) return fail(std::string("cannot create a status file: ") + std::strerror(errno));
  close(fd);
  setenv(runtime::kEnvStatusFile, status, 1);

  std::fflush(stdout);
  const pid_t child = fork();
  if (child < 0) {
    unlink(status);
    return fail(std::string("cannot start the program: ") + std::strerror(errno));
  }
  if (child == 0) {
    execvp(argv[i], argv + i);
    std::fprintf(stderr, "%s: error: cannot run '%s': %s\n", kTool, argv[i], std::strerror(errno));
    _exit(127);
  }
  int wstatus = 0;
  while (waitpid(child, &wstatus, 0) < 0 && errno == EINTR) {
  }
  uint64_t failed = 0;
  std::ifstream(status) >> failed;
  unlink(status);
  int code = WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : WIFSIGNALED(wstatus) ? 128 + WTERMSIG(wstatus) : 1;
  if (failed && check == "error" && code == 0) {
    std::fprintf(stderr, "%s: %llu kernel launch%s failed\n", kTool, (unsigned long long)failed,
                 failed == 1 ? "" : "es");
    code = 1;
  }
  return code;
}

}  // namespace gcnkit::cli
