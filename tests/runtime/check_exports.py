#!/usr/bin/env python3
"""Checks that gcnkit's libamdhip64.so.5 exports every function of src/runtime/hip/exports.txt at the symbol
version listed there (Debian's HIP 5.2), and nothing else but the version nodes. Usage: check_exports.py LIB EXPORTS"""
import subprocess
import sys

library, exports_path = sys.argv[1], sys.argv[2]
want = {}
for line in open(exports_path):
    if line.strip() and not line.startswith("#"):
        name, version = line.split()
        want[name] = version
out = subprocess.run(["objdump", "-T", library], capture_output=True, text=True, check=True).stdout
have = {}
for line in out.splitlines():
    parts = line.split()
    if len(parts) >= 6 and parts[2] in ("DF", "DO") and "*UND*" not in line:
        have[parts[-1]] = parts[-2]
errors = []
for name, version in sorted(want.items()):
    if name not in have:
        errors.append(f"{name}: not exported")
    elif have[name] != version:
        errors.append(f"{name}: exported at {have[name]}, Debian's library has {version}")
nodes = {v for v in want.values()}
for name, version in sorted(have.items()):
    if name not in want and name not in nodes:
        errors.append(f"{name}: exported ({version}) but not a function of Debian's library")
for e in errors:
    print(e)
print(f"{len(want)} functions checked, {len(errors)} problem(s)")
sys.exit(1 if errors else 0)
