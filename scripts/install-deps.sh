#!/usr/bin/env bash
# Installs the Debian packages gcnkit needs to build and test. Safe to rerun.
set -euo pipefail
pkgs=(cmake ninja-build g++ python3 libgtest-dev libgmock-dev libbenchmark-dev libcli11-dev libfmt-dev libyaml-cpp-dev libmsgpack-cxx-dev
      nlohmann-json3-dev)
# XXH3, for `as --shared` to lay merged strings out as ld.lld does.
pkgs+=(libxxhash-dev)
# The GPU compiler of the twin tests (tests/twin/build.sh; the test that recompiles skips without them), and
# clang's libFuzzer runtime for the fuzz targets (scripts/fuzz.sh).
pkgs+=(clang-19 lld-19 rocm-device-libs libclang-rt-19-dev)
# The reference toolchain (llvm-mc and llvm-objdump 22): the live differential tests against it skip without it.
pkgs+=(llvm-22)
# The Python module (python/) and its tests: Debian's pybind11, the interpreter's headers, NumPy and pytest.
pkgs+=(pybind11-dev python3-dev python3-numpy python3-pytest)
# The runtimes (src/runtime): Debian's HIP headers build gcnkit's libamdhip64 (and the test programs link with
# Debian's); hipcc and clang-19's offload bundler (clang-tools-19) build the HIP test programs.
pkgs+=(libamdhip64-dev hipcc clang-tools-19)
# clang's compressed offload bundles (--offload-compress): zstd, or zlib.
pkgs+=(libzstd-dev zlib1g-dev)
# The OpenCL platform (src/runtime/opencl): the ICD headers and loader gcnkit's platform plugs into, and clinfo,
# which the tests run against it.
pkgs+=(ocl-icd-opencl-dev opencl-c-headers clinfo)
# Its builds of OpenCL C link the device libraries with llvm-link-19 and, for processors Debian's libraries lack a
# file for, make it with llvm-dis-19/llvm-as-19 (package llvm-19, which clang-19 only recommends).
pkgs+=(llvm-19)
# The compiled engine's x86-64 code generator (src/emu/jit_x86.cpp), header-only.
pkgs+=(libxbyak-dev)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
