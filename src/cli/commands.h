// The gcnkit subcommands; each takes the arguments after its name and returns the exit status.
#pragma once

namespace gcnkit::cli {

int runMc(int argc, char** argv);
int runAs(int argc, char** argv);
int runDis(int argc, char** argv);
int runRun(int argc, char** argv);
int runInfo(int argc, char** argv);
int runLint(int argc, char** argv);

}  // namespace gcnkit::cli
