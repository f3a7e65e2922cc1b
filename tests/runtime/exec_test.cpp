// `gcnkit exec`: the program runs with the settings in its environment and gcnkit's library folder first on
// LD_LIBRARY_PATH; its output and exit status are its own; bad options are errors before anything runs.
#include <gtest/gtest.h>

#include "cli_support.h"

namespace gcnkit::test {
namespace {

bool hasRuntimeLibraries() {
  return gcnkit("exec -- /bin/true").err.find("cannot find gcnkit's runtime libraries") == std::string::npos;
}

TEST(Exec, TheProgramsOutputAndStatusAreItsOwn) {
  if (!hasRuntimeLibraries()) GTEST_SKIP() << "gcnkit's runtime libraries are not built (no HIP or OpenCL headers)";
  CliRun r = gcnkit("exec -- /bin/sh -c 'echo out; echo err >&2; exit 3'");
  EXPECT_EQ(r.status, 3);
  EXPECT_EQ(r.out, "out\n");
  EXPECT_EQ(r.err, "err\n");
  EXPECT_EQ(gcnkit("exec /bin/sh -c 'exit 0'").status, 0);  // without "--"
}

TEST(Exec, SettingsReachTheProgramsEnvironment) {
  if (!hasRuntimeLibraries()) GTEST_SKIP() << "gcnkit's runtime libraries are not built (no HIP or OpenCL headers)";
  CliRun r = gcnkit(
      "exec --mcpu=gfx1030 --check=error --threads=2 --device-memory=64 -- /bin/sh -c "
      "'echo $GCNKIT_MCPU $GCNKIT_CHECK $GCNKIT_THREADS $GCNKIT_DEVICE_MEMORY; echo $LD_LIBRARY_PATH'");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')), "gfx1030 error 2 64");
  EXPECT_NE(r.out.find("/lib"), std::string::npos) << r.out;
  EXPECT_EQ(gcnkit("exec -- /bin/sh -c 'echo $GCNKIT_CHECK'").out, "report\n");  // the default
}

TEST(Exec, BadOptionsAreErrorsBeforeAnythingRuns) {
  struct Case {
    const char* args;
    const char* message;
  } cases[] = {
      {"exec", "no program to run"},
      {"exec --check=sometimes -- /bin/true", "--check=sometimes: expected off, report or error"},
      {"exec --mcpu=gfx9999 -- /bin/true", "--mcpu=gfx9999:"},
      {"exec --mcpu=gfx90a:xnack -- /bin/true", "--mcpu=gfx90a:xnack: not a target id"},
      {"exec --threads=many -- /bin/true", "--threads=many: expected a number"},
      {"exec --device-memory=lots -- /bin/true", "--device-memory=lots: expected MiB"},
      {"exec --frobnicate -- /bin/true", "unknown option '--frobnicate'"},
  };
  for (const Case& c : cases) {
    CliRun r = gcnkit(c.args);
    EXPECT_EQ(r.status, 1) << c.args;
    EXPECT_NE(r.err.find(std::string("gcnkit exec: error: ") + c.message), std::string::npos) << c.args << "\n" << r.err;
  }
  if (!hasRuntimeLibraries()) return;
  CliRun missing = gcnkit("exec -- /nonexistent/program");
  EXPECT_EQ(missing.status, 127);
  EXPECT_NE(missing.err.find("cannot run '/nonexistent/program'"), std::string::npos) << missing.err;
}

}  // namespace
}  // namespace gcnkit::test
