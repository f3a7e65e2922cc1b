#!/usr/bin/env python3
"""The emulator's speed in two builds, measured in one run: before and after a change.

    bench/compare_builds.py BEFORE AFTER [--rounds N] [--processor CPU] [--kernels a,b,...]

BEFORE and AFTER are folders holding `gcnkit_bench` and `gcnkit_twin_bench` (copies of build/bench/ of
the two builds). The two builds' runs alternate (before, after, after, before, ...), so a machine that
grows busier or quieter during the run weighs on both alike. Printed per benchmark: the best (least) time
of each build over the rounds, which noise can only lengthen, and the ratio after/before (below 1: the change
made it faster).

- gcnkit_bench: the emulator loops (SALU, SMEM, VALU, half, buffer, DS; with and without checks).
- gcnkit_twin_bench: clang-built kernels, emulated on one thread with checks on, at a fixed problem size
  (the native side of that tool is not compared here; bench/run_kernel_bench.sh does that).

On a noisy machine (a shared virtual machine: the same binary's time can swing by 30% between runs),
`--instructions` counts instead the machine instructions executed inside the launch
(`gcnkit::emu::Launch::run`, under valgrind's callgrind): deterministic, one run per build, and a fair proxy
for a change that moves code around without changing what it computes (each loop runs one iteration; the
kernels at `--scale`, default 2).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

EMULATOR_LOOPS = "Loop|Valu"
DEFAULT_KERNELS = "matmul_naive,matmul_tiled,stencil2d,compute_heavy,histogram,reduce_sum"


def loop_times(binary, min_time):
    out = subprocess.run([binary, f"--benchmark_filter={EMULATOR_LOOPS}", f"--benchmark_min_time={min_time}",
                          "--benchmark_format=json"], check=True, capture_output=True, text=True).stdout
    return {b["name"]: b["real_time"] * {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}[b["time_unit"]]
            for b in json.loads(out)["benchmarks"]}


def kernel_time(binary, processor, kernel, scale):
    """Emulated one-thread time (ms, checks on) of `kernel` at `scale`, and the scale used."""
    args = [binary, "--processor", processor, "--kernel", kernel, "--threads", "1", "--repeat", "1",
            "--no-checks-run", "--min-native-ms", "15"]
    if scale:
        args += ["--scale", str(scale)]
    out = subprocess.run(args, check=True, capture_output=True, text=True).stdout.splitlines()
    # kernel scale nat1T natNT emu1T emuNT ratio1T ... status
    row = next(line.split() for line in out if line.split()[:1] == [kernel])
    if row[-1] != "ok":
        sys.exit(f"compare_builds: {binary} {kernel}: {row[-1]}")
    return float(row[4]), int(row[1])


def launch_instructions(args):
    """Machine instructions executed inside Launch::run by the command `args` (callgrind)."""
    out = subprocess.run(["valgrind", "--tool=callgrind", "--toggle-collect=gcnkit::emu::Launch::run()",
                          "--callgrind-out-file=/dev/null"] + args, check=True, capture_output=True, text=True).stderr
    return int(next(line.split()[-1] for line in out.splitlines() if "Collected :" in line))


def count_instructions(a, builds):
    """Rows (name, before, after) of instructions executed, in millions."""
    names = [b for b in loop_times(os.path.join(builds["before"], "gcnkit_bench"), "0.000001")]
    rows = []
    for bench in names:
        n = {name: launch_instructions([os.path.join(folder, "gcnkit_bench"), f"--benchmark_filter=^{bench}$",
                                        "--benchmark_min_time=0.000001"]) for name, folder in builds.items()}
        rows.append((bench, n["before"] / 1e6, n["after"] / 1e6))
    for kernel in filter(None, a.kernels.split(",")):
        n = {name: launch_instructions([os.path.join(folder, "gcnkit_twin_bench"), "--processor", a.processor,
                                        "--kernel", kernel, "--threads", "1", "--repeat", "1", "--no-checks-run",
                                        "--scale", str(a.scale)]) for name, folder in builds.items()}
        rows.append((f"{kernel} ({a.processor}, scale {a.scale})", n["before"] / 1e6, n["after"] / 1e6))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("before")
    ap.add_argument("after")
    ap.add_argument("--rounds", type=int, default=4, help="runs of each build (alternating); default 4")
    ap.add_argument("--min-time", default="0.3", help="gcnkit_bench --benchmark_min_time per run (seconds)")
    ap.add_argument("--processor", default="gfx900")
    ap.add_argument("--kernels", default=DEFAULT_KERNELS, help="twin kernels, comma-separated ('' for none)")
    ap.add_argument("--instructions", action="store_true", help="count instructions (callgrind) instead of time")
    ap.add_argument("--scale", type=int, default=2, help="twin kernels' problem scale with --instructions")
    a = ap.parse_args()
    builds = {"before": a.before, "after": a.after}
    for name, folder in builds.items():
        for tool in ("gcnkit_bench", "gcnkit_twin_bench"):
            if not os.access(os.path.join(folder, tool), os.X_OK):
                sys.exit(f"compare_builds: {name}: no {tool} in {folder}")
    if a.instructions:
        rows = count_instructions(a, builds)
        width = max(len(r[0]) for r in rows)
        print(f"{'benchmark':<{width}}  {'before M':>10}  {'after M':>10}  after/before  (instructions in Launch::run)")
        ratios = [f / b for _, b, f in rows]
        for (name, b, f), r in zip(rows, ratios):
            print(f"{name:<{width}}  {b:10.1f}  {f:10.1f}  {r:12.4f}")
        print(f"median after/before over {len(rows)} benchmarks: {statistics.median(ratios):.4f} "
              f"(geometric mean {statistics.geometric_mean(ratios):.4f})")
        return
    order = [("before", "after") if r % 2 == 0 else ("after", "before") for r in range(a.rounds)]

    loops = {"before": {}, "after": {}}
    for pair in order:
        for name in pair:
            for bench, ms in loop_times(os.path.join(builds[name], "gcnkit_bench"), a.min_time).items():
                loops[name].setdefault(bench, []).append(ms)
    rows = []
    for bench in loops["before"]:
        b, f = min(loops["before"][bench]), min(loops["after"].get(bench, [float("nan")]))
        rows.append((bench, b, f))

    for kernel in filter(None, a.kernels.split(",")):
        times = {"before": [], "after": []}
        scale = 0
        for pair in order:
            for name in pair:
                ms, scale = kernel_time(os.path.join(builds[name], "gcnkit_twin_bench"), a.processor, kernel, scale)
                times[name].append(ms)
        rows.append((f"{kernel} ({a.processor}, scale {scale})", min(times["before"]), min(times["after"])))

    width = max(len(r[0]) for r in rows)
    print(f"{'benchmark':<{width}}  {'before ms':>10}  {'after ms':>10}  after/before  (best of {a.rounds})")
    ratios = []
    for name, b, f in rows:
        ratios.append(f / b)
        print(f"{name:<{width}}  {b:10.1f}  {f:10.1f}  {f / b:12.3f}")
    print(f"median after/before over {len(rows)} benchmarks: {statistics.median(ratios):.3f} "
          f"(geometric mean {statistics.geometric_mean(ratios):.3f}); {a.rounds} rounds")


if __name__ == "__main__":
    main()
