#!/usr/bin/env bash
# Installs what is missing, builds gcnkit and runs the main job on the bundled example: assemble a kernel
# into a loadable code object, inspect, disassemble and lint it, and run it on the emulator with its checks on.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh release
build/gcnkit mc -arch=amdgcn -mcpu=gfx900 -show-encoding examples/scalar.s
build/gcnkit as --mcpu=gfx900 --shared examples/kernel.s -o build/kernel.so
build/gcnkit info build/kernel.so
build/gcnkit dis build/kernel.so
build/gcnkit lint build/kernel.so && echo "gcnkit lint: no findings"
build/gcnkit run build/kernel.so --kernel store --grid 4 --arg buf:16 --arg u32:100 --out 0=build/out.bin --check=error
od -An -tu4 build/out.bin
