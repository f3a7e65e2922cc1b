#!/usr/bin/env bash
# Rebuilds the GFX11 resource-usage data of this folder with clang-22 (../../rebuild_resources.sh): gfx1100, gfx1102
# and gfx1151 in wave32, wave64 and CU mode (LintCorpus.Gfx11ResourcesEqualRecordedClang22Remarks).
# Version used for the committed files (Debian package): clang-22 22.1.8.
set -euo pipefail
cd "$(dirname "$0")"
../../rebuild_resources.sh . gfx1100 gfx1102 gfx1151
