#!/usr/bin/env python3
"""The 1024^3 matrix-core GEMM against AMD's published emulator figure (issue 30).

AMD's emulator publishes 4.2 s for a 1024^3 fp8 GEMM on gfx950 on one thread of a 2025 workstation. This runs the
same shape through `gcnkit run` as a user would, one 32x32 tile a wave (gemm_mfma.cl): --type fp8 is AMD's case
(v_mfma_f32_32x32x16_fp8_fp8 on gfx950, OCP E4M3, built with clang-22), --type bf16 the bf16 one on gfx942
(v_mfma_f32_32x32x8bf16_1k, clang-19). It times one host thread and every core, with each engine,
checks on (the default), and reports the wall time and its ratio to 4.2 s. Different machines: read the ratio as an
order of magnitude, not a race.

The inputs are multiples of 1/8 in [-1, 1] (exact in bf16 and in E4M3), so every product is a multiple of 1/64 and every sum of 1024 of them
is exact in f32 whatever the summation order: the output is compared exactly against the product computed here
(on a sample of rows and columns; --full compares every element, which takes minutes in Python).

  bench/mfma_gemm/run_mfma_gemm.py [--type fp8|bf16] [--gcnkit build/gcnkit] [--size 1024] [--engines auto,interp]
                                   [--rebuild]
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
AMD_SECONDS = 4.2


def bf16_bits(value):
    """The bf16 bits of a multiple of 1/8 in [-1, 1] (exact: the top half of its f32 bits)."""
    f = array.array("f", [value])
    return array.array("I", f.tobytes())[0] >> 16


def e4m3_bits(value):
    """The OCP E4M3 bits (bias 7, 3 mantissa bits) of a multiple of 1/8 in [-1, 1] (every one is exact)."""
    sign = 0x80 if value < 0 else 0
    m = abs(value)
    if m == 0:
        return sign
    e = 0
    while m >= 2:
        m, e = m / 2, e + 1
    while m < 1:
        m, e = m * 2, e - 1
    return sign | (e + 7) << 3 | int((m - 1) * 8)


# type -> (kernel, processor, compiler, its -D options for gemm_mfma.cl, encoder, array typecode)
TYPES = {
    "bf16": ("gemm_bf16", "gfx942", "/usr/lib/llvm-19/bin/clang", [], bf16_bits, "H"),
    "fp8": ("gemm_fp8", "gfx950", "/usr/lib/llvm-22/bin/clang", ["-DGEMM_FP8"], e4m3_bits, "B"),
}


def object_path(kind):
    kernel, cpu = TYPES[kind][:2]
    return os.path.join(HERE, f"{kernel}.{cpu}.hsaco")


def rebuild(kind):
    kernel, cpu, clang, defines = TYPES[kind][:4]
    if not os.path.exists(clang):
        sys.exit(f"run_mfma_gemm.py: --rebuild --type {kind} needs {clang}")
    subprocess.run([clang, "-x", "cl", "-cl-std=CL1.2", "-target", "amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-O3",
                    "-nogpulib", *defines, os.path.join(HERE, "gemm_mfma.cl"), "-o", object_path(kind)], check=True)


def matrix(kind, rows, cols, seed):
    """A rows x cols matrix of multiples of 1/8 in [-1, 1]: (values in eighths, the elements' bytes)."""
    encode, code = TYPES[kind][4:]
    rng = random.Random(seed)
    eighths = [rng.randint(-8, 8) for _ in range(rows * cols)]
    table = {e: encode(e / 8) for e in range(-8, 9)}
    return eighths, array.array(code, (table[e] for e in eighths)).tobytes()


def run(kind, gcnkit, size, threads, engine, a_path, bt_path, c_path):
    groups = size // 64
    cmd = [gcnkit, "run", object_path(kind), "--kernel", TYPES[kind][0], "--grid", f"{groups * 256},{groups}", "--block", "256,1",
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
    ap.add_argument("--type", choices=sorted(TYPES), default="fp8", help="element type (default: AMD's fp8)")
    ap.add_argument("--gcnkit", default=os.path.join(ROOT, "build", "gcnkit"))
    ap.add_argument("--size", type=int, default=1024, help="M = N = K, a multiple of 64")
    ap.add_argument("--engines", default="auto,interp")
    ap.add_argument("--threads", default="1,0", help="host thread counts to time (0: every core)")
    ap.add_argument("--full", action="store_true", help="compare every element of C")
    ap.add_argument("--rebuild", action="store_true", help="recompile gemm_mfma.cl first (bf16: clang-19, fp8: clang-22)")
    args = ap.parse_args()
    if args.size % 64:
        sys.exit("run_mfma_gemm.py: --size must be a multiple of 64")
    if args.rebuild:
        rebuild(args.type)
    if not shutil.which(args.gcnkit) and not os.path.exists(args.gcnkit):
        sys.exit(f"run_mfma_gemm.py: no gcnkit at {args.gcnkit} (build it first: scripts/build.sh release)")
    n = args.size
    a, a_bytes = matrix(args.type, n, n, 1)
    bt, bt_bytes = matrix(args.type, n, n, 2)
    with tempfile.TemporaryDirectory() as tmp:
        a_path, bt_path, c_path = (os.path.join(tmp, x) for x in ("a.bin", "bt.bin", "c.bin"))
        for path, data in ((a_path, a_bytes), (bt_path, bt_bytes)):
            with open(path, "wb") as f:
                f.write(data)
        kernel, cpu = TYPES[args.type][:2]
        print(f"{n}x{n}x{n} {args.type} GEMM on {cpu} ({kernel}), {os.cpu_count()} host cores, "
              f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}")
        print(f"| engine | host threads | seconds | / AMD's 4.2 s | checked elements |")
        print(f"|---|---|---|---|---|")
        for engine in args.engines.split(","):
            for threads in (int(t) for t in args.threads.split(",")):
                seconds, _ = run(args.type, args.gcnkit, n, threads, engine, a_path, bt_path, c_path)
                checked = check(n, a, bt, c_path, args.full)
                label = "every core" if threads == 0 else str(threads)
                print(f"| {engine} | {label} | {seconds:.2f} | {seconds / AMD_SECONDS:.2f} | {checked} |", flush=True)


if __name__ == "__main__":
    main()
