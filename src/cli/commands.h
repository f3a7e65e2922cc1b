// The gcnkit subcommands; each takes the arguments after its name and returns the exit status.
#pragma once
#include <string>

namespace gcnkit::cli {

// What the running command is doing ("reading k.o", "running kernel 'k'"): main() catches std::bad_alloc at the
// top of every command and prints "gcnkit <cmd>: error: out of memory while <activity>" (status 1).
void setActivity(std::string what);
const std::string& activity();

int runMc(int argc, char** argv);
int runAs(int argc, char** argv);
int runDis(int argc, char** argv);
int runRun(int argc, char** argv);
int runInfo(int argc, char** argv);
int runLint(int argc, char** argv);
int runExec(int argc, char** argv);

}  // namespace gcnkit::cli
