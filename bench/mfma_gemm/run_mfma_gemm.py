#!/usr/bin/env python3
"""The 1024^3 matrix-core GEMM against AMD's published emulator figure (issue 30).

AMD's emulator publishes 4.2 s for a 1024^3 fp8 GEMM on gfx950 on one thread of a 2025 workstation. This runs the
same shape in bf16 on gfx942 (gemm_bf16.cl: v_mfma_f32_32x32x8bf16_1k, one 32x32 tile a wave), through
`gcnkit run` as a user would, on one host thread and on every core, with each engine, checks on (the default),
and reports the wall time and its ratio to 4.2 s. Different machines and a different data type: read the ratio
as an order of magnitude, not a race.

The inputs are multiples of 1/8 in [-1, 1], so every product is a multiple of 1/64 and every sum of 1024 of them
is exact in f32 whatever the summation order: the output is compared exactly against the product computed here
(on a sample of rows and columns; --full compares every element, which takes minutes in Python).

  bench/mfma_gemm/run_mfma_gemm.py [--gcnkit build/gcnkit] [--size 1024] [--engines auto,interp] [--rebuild]
"""
import argparse
import array
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OBJECT = os.path.join(HERE, "gemm_bf16.gfx942.hsaco")
AMD_SECONDS = 4.2


def rebuild():
    clang = "/usr/lib/llvm-19/bin/clang"
    if not os.path.exists(clang):
        sys.exit("run_mfma_gemm.py: --rebuild needs clang-19 (apt-get install clang-19)")
    subprocess.run([clang, "-x", "cl", "-cl-std=CL1.2", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx942", "-O3",
                    "-nogpulib", os.path.join(HERE, "gemm_bf16.cl"), "-o", OBJECT], check=True)


def bf16_bits(value):
    """The bf16 bits of a multiple of 1/8 in [-1, 1] (exact: the top half of its f32 bits)."""
    f = array.array("f", [value])
    return array.array("I", f.tobytes())[0] >> 16


def matrix(rows, cols, seed):
    """A rows x cols matrix of multiples of 1/8 in [-1, 1]: (values in eighths, bf16 bytes)."""
    rng = random.Random(seed)
    eighths = [rng.randint(-8, 8) for _ in range(rows * cols)]
    table = {e: bf16_bits(e / 8) for e in range(-8, 9)}
    return eighths, array.array("H", (table[e] for e in eighths)).tobytes()


def run(gcnkit, size, threads, engine, a_path, bt_path, c_path):
    groups = size // 64
    cmd = [gcnkit, "run", OBJECT, "--kernel", "gemm_bf16", "--grid", f"{groups * 256},{groups}", "--block", "256,1",
           "--arg", f"buf:@{a_path}", f"buf:@{bt_path}", f"buf:{size * size * 4}", str(size), str(size), str(size),
           "--out", f"2={c_path}", "--threads", str(threads), "--engine", engine, "--no-progress",
           "--time-limit", "0"]
    start = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if proc.returncode != 0:
        sys.exit(f"run_mfma_gemm.py: gcnkit run failed ({proc.returncode}):\n{proc.stderr}")
    return seconds, proc.stderr.strip().splitlines()[-1:] if proc.stderr.strip() else []


def check(size, a, bt, c_path, full):
    c = array.array("f")
    with open(c_path, "rb") as f:
        c.frombytes(f.read())
    if len(c) != size * size:
        sys.exit(f"run_mfma_gemm.py: C has {len(c)} elements, not {size * size}")
    rng = random.Random(7)
    picks = range(size) if full else sorted(set(rng.randrange(size) for _ in range(48)) | {0, size - 1})
    checked = 0
    for i in picks:
        arow = a[i * size:(i + 1) * size]
        for j in (range(size) if full else picks):
            want = sum(x * y for x, y in zip(arow, bt[j * size:(j + 1) * size])) / 64
            if c[i * size + j] != want:
                sys.exit(f"run_mfma_gemm.py: C[{i}][{j}] = {c[i * size + j]}, the product is {want}")
            checked += 1
    return checked


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--gcnkit", default=os.path.join(ROOT, "build", "gcnkit"))
    ap.add_argument("--size", type=int, default=1024, help="M = N = K, a multiple of 64")
    ap.add_argument("--engines", default="auto,interp")
    ap.add_argument("--threads", default="1,0", help="host thread counts to time (0: every core)")
    ap.add_argument("--full", action="store_true", help="compare every element of C")
    ap.add_argument("--rebuild", action="store_true", help="recompile gemm_bf16.cl with clang-19 first")
    args = ap.parse_args()
    if args.size % 64:
        sys.exit("run_mfma_gemm.py: --size must be a multiple of 64")
    if args.rebuild:
        rebuild()
    if not shutil.which(args.gcnkit) and not os.path.exists(args.gcnkit):
        sys.exit(f"run_mfma_gemm.py: no gcnkit at {args.gcnkit} (build it first: scripts/build.sh release)")
    n = args.size
    a, a_bytes = matrix(n, n, 1)
    bt, bt_bytes = matrix(n, n, 2)
    with tempfile.TemporaryDirectory() as tmp:
        a_path, bt_path, c_path = (os.path.join(tmp, x) for x in ("a.bin", "bt.bin", "c.bin"))
        for path, data in ((a_path, a_bytes), (bt_path, bt_bytes)):
            with open(path, "wb") as f:
                f.write(data)
        print(f"{n}x{n}x{n} bf16 GEMM on gfx942 (v_mfma_f32_32x32x8bf16_1k), {os.cpu_count()} host cores, "
              f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}")
        print(f"| engine | host threads | seconds | / AMD's 4.2 s | checked elements |")
        print(f"|---|---|---|---|---|")
        for engine in args.engines.split(","):
            for threads in (int(t) for t in args.threads.split(",")):
                seconds, _ = run(args.gcnkit, n, threads, engine, a_path, bt_path, c_path)
                checked = check(n, a, bt, c_path, args.full)
                label = "every core" if threads == 0 else str(threads)
                print(f"| {engine} | {label} | {seconds:.2f} | {seconds / AMD_SECONDS:.2f} | {checked} |", flush=True)


if __name__ == "__main__":
    main()
