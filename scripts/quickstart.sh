#!/usr/bin/env bash
# Installs what is missing, builds gcnkit and assembles + disassembles the bundled example.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh release
build/gcnkit mc -arch=amdgcn -mcpu=gfx900 -show-encoding examples/scalar.s
build/gcnkit as --mcpu=gfx900 --raw examples/scalar.s -o build/scalar.bin
build/gcnkit dis --mcpu=gfx900 --raw build/scalar.bin
