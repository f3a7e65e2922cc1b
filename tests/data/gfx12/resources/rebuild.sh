#!/usr/bin/env bash
# Rebuilds the GFX12 resource-usage data of this folder with clang-22 (../../rebuild_resources.sh): gfx1200, gfx1201
# and gfx12-generic in wave32, wave64 and CU mode (LintCorpus.Gfx12ResourcesEqualRecordedClang22Remarks).
# Version used for the committed files (Debian package): clang-22 22.1.8.
set -euo pipefail
cd "$(dirname "$0")"
../../rebuild_resources.sh . gfx1200 gfx1201 gfx12-generic
