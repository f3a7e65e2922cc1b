#!/usr/bin/env python3
"""Prints the HIP API coverage table of docs/runtime.md: per area, the functions of src/runtime/hip/exports.txt
that gcnkit's libamdhip64.so.5 implements (a strong definition) and the ones it answers with the "not implemented"
stub (a weak one). Usage: scripts/hip_coverage.py [build/lib/libamdhip64.so.5] [--list]"""
import pathlib
import re
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parents[1]
args = [a for a in sys.argv[1:] if not a.startswith("--")]
library = args[0] if args else str(root / "build/lib/libamdhip64.so.5")
exports = [line.split()[0] for line in (root / "src/runtime/hip/exports.txt").read_text().splitlines()
           if line and not line.startswith("#")]
nm = subprocess.run(["nm", "-D", "--defined-only", library], capture_output=True, text=True, check=True).stdout
kind = {}
for line in nm.splitlines():
    parts = line.split()
    if len(parts) == 3:
        kind[parts[2].split("@")[0]] = parts[1]

AREAS = [  # first match wins
    ("registration and launch", r"^(__hip|hipLaunch|hipConfigureCall|hipSetupArgument|hipModule|hipFunc|hipOccupancy|hipKernelNameRef|hipExtLaunch|hipExtModule|_Z24hip|_ZN8hip_impl|hipLaunchKernelGGL)"),
    ("graphs", r"^hip(Graph|StreamBeginCapture|StreamEndCapture|StreamIsCapturing|StreamGetCaptureInfo|StreamUpdateCapture|ThreadExchangeStreamCaptureMode|UserObject)"),
    ("textures, surfaces, arrays", r"(Tex|Texture|Surface|Array|Mipmapped|ChannelDesc)"),
    ("memory pools, virtual memory, IPC", r"^hip(MemPool|MallocAsync|FreeAsync|MallocFromPool|MemAddress|MemCreate|MemExport|MemImport|MemMap|MemUnmap|MemRelease|MemRetain|MemGetAllocationGranularity|MemGetAllocationPropertiesFromHandle|MemSetAccess|MemGetAccess|Ipc|DeviceGetDefaultMemPool|DeviceSetMemPool|DeviceGetMemPool)"),
    ("streams and events", r"^hip(Stream|Event)"),
    ("memory", r"^hip(Malloc|Free|Host|Mem|GetSymbol|Pointer|ExtMalloc|DrvMem)"),
    ("devices and contexts", r"^hip(Device|GetDevice|SetDevice|Init|DriverGetVersion|RuntimeGetVersion|ChooseDevice|Ctx|DevicePrimaryCtx|ExtGetLinkTypeAndHopCount)"),
    ("errors", r"^hip(GetLastError|PeekAtLastError|GetErrorName|GetErrorString|DrvGetError)"),
    ("run-time compilation (hiprtc)", r"^hiprtc"),
    ("other", r""),
]
rows = {name: [[], []] for name, _ in AREAS}
for e in exports:
    area = next(name for name, pattern in AREAS if re.search(pattern, e))
    rows[area][0 if kind.get(e) == "T" else 1].append(e)
print("| area | implemented | not implemented (error stub) |")
print("|---|---:|---:|")
total = [0, 0]
for name, _ in AREAS:
    done, stub = rows[name]
    total[0] += len(done)
    total[1] += len(stub)
    print(f"| {name} | {len(done)} | {len(stub)} |")
print(f"| **all {len(exports)} exported functions** | **{total[0]}** | **{total[1]}** |")
if "--list" in sys.argv:
    for name, _ in AREAS:
        print(f"\n{name}: " + " ".join(rows[name][0]))
