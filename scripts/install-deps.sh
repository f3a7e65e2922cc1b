#!/usr/bin/env bash
# Installs the Debian packages gcnkit needs to build and test. Safe to rerun.
set -euo pipefail
pkgs=(cmake ninja-build g++ python3 libgtest-dev libgmock-dev libbenchmark-dev libcli11-dev libfmt-dev libyaml-cpp-dev libmsgpack-cxx-dev
      clang-19 libclang-rt-19-dev)  # clang and its libFuzzer runtime: scripts/fuzz.sh
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
