#!/usr/bin/env python3
"""gcnkit vs llvm-mc on one generated program, measured in the same run.

  python3 bench/compare_llvm.py [--program scalar|vector] [--gcnkit build/gcnkit] [-n 1000000] [--runs 3]
                                [--llvm-mc llvm-mc [--llvm-mc /usr/lib/llvm-22/bin/llvm-mc ...]] [--mcpu gfx900]
                                [--label-every 50]

Builds nothing.  Generates an N-line program for --mcpu (default gfx900) into a temporary directory:
with --program scalar (the default) a scalar one (bench/gen_scalar_program.py: SMEM, SALU, branches),
with --program vector a vector-heavy mixed one shaped like compiler output (bench/gen_vector_program.py:
~60% VALU in every encoding, ~20% vector memory, ~20% scalar; gfx900 or gfx1030 only), with --program gfx11
one for gfx1100 drawn from the GFX11 golden vectors (bench/gen_golden_program.py: VOPD, true16, DPP, memory), with
--program gfx12 one for gfx1200 from the GFX12 golden vectors (the same generator), with a label
about every --label-every lines (default 50; compiler output with many small basic blocks has one every
~10).  Then times, interleaving the two tools, --runs times each (gfx900 below stands for --mcpu):

  assemble       llvm-mc -arch=amdgcn -mcpu=gfx900 -filetype=obj IN.s -o OUT.o
                 gcnkit as --mcpu=gfx900 --raw IN.s -o OUT.bin
  disassemble    llvm-mc -arch=amdgcn -mcpu=gfx900 -disassemble BYTES.txt
                 gcnkit mc -arch=amdgcn -mcpu=gfx900 -disassemble BYTES.txt
  dis-raw        llvm-mc -arch=amdgcn -mcpu=gfx900 -disassemble BYTES.txt
                 gcnkit dis --raw --mcpu=gfx900 OUT.bin   (the same bytes, as bare machine code)
  show-encoding  llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding IN.s
                 gcnkit mc -arch=amdgcn -mcpu=gfx900 -show-encoding IN.s
  objdump        llvm-objdump -d OUT.o          (the code object llvm-mc assembled)
                 gcnkit dis OUT.o

(BYTES.txt is the assembled .text as llvm-mc byte-list text, 8 bytes a line.)  Stdout of every
command goes to a file, which is part of what is timed.  Wall time comes from perf_counter around
each child; peak memory is the child's maximum resident set size as GNU time reports it
(/usr/bin/time -f %M; without it, a minimal Python fork/exec launcher's os.wait4 rusage).

With several --llvm-mc, every task that runs llvm-mc runs against each of them, in the same run.

The outputs are checked: the .text of llvm-mc's object must equal gcnkit's bytes, and the
instruction lines of the two disassemblies / listings must agree (for dis-raw, gcnkit's label lines,
"// offset: words" comments and label operands are turned back into llvm-mc's plain form first).
The table shows, per task, the speed ratio (llvm time / gcnkit time, the median of the runs' ratios,
each run timing the two tools back to back; target >= 10) and the memory ratio (gcnkit peak RSS /
llvm peak RSS, the largest peaks; target <= 0.25), with a PASS/FAIL line per target.

Exit status: 0 when everything ran and the outputs agree (whether or not the targets are met:
this is a report), 1 on a mismatch, 2 when a command fails.
"""
import argparse
import os
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
import gen_golden_program  # noqa: E402
import gen_scalar_program  # noqa: E402
import gen_vector_program  # noqa: E402

SPEED_TARGET = 10.0   # llvm time / gcnkit time must be at least this
MEMORY_TARGET = 0.25  # gcnkit peak RSS / llvm peak RSS must be at most this
TASKS = ["assemble", "disassemble", "dis-raw", "show-encoding", "objdump"]
PROGRAMS = ["scalar", "vector", "gfx11", "gfx12"]


class CommandFailed(Exception):
    pass


# Peak RSS must be measured from a small parent: on Linux a child's ru_maxrss includes the memory of
# the process it was forked from (the copy it ran as before exec), so a child forked straight from
# this Python process would report at least Python's own peak.  GNU time is a small C program that
# reports its child's peak; without it, a fresh minimal Python launcher does the same (with a floor of
# about 10 MiB, Python's own size).
GNU_TIME = "/usr/bin/time"
PY_LAUNCHER = r"""
import os, sys
pid = os.fork()
if pid == 0:
    try:
        os.execvp(sys.argv[2], sys.argv[2:])
    finally:
        os._exit(127)
_, status, usage = os.wait4(pid, 0)
with open(sys.argv[1], "w") as f:
    f.write("%d\n" % usage.ru_maxrss)
sys.exit(os.waitstatus_to_exitcode(status))
"""


def have_gnu_time():
    try:
        r = subprocess.run([GNU_TIME, "-f", "%M", "true"], capture_output=True, text=True)
        return r.returncode == 0 and r.stderr.strip().isdigit()
    except OSError:
        return False


USE_GNU_TIME = None


def run_measured(argv, stdout_path, rss_path):
    """Runs argv with stdout to a file; returns (wall seconds, peak RSS in KiB, stderr text)."""
    global USE_GNU_TIME
    if USE_GNU_TIME is None:
        USE_GNU_TIME = have_gnu_time()
    if USE_GNU_TIME:
        wrapped = [GNU_TIME, "-f", "%M", "-o", rss_path, *argv]
    else:
        wrapped = [sys.executable, "-S", "-c", PY_LAUNCHER, rss_path, *argv]
    with open(stdout_path, "wb") as out, tempfile.TemporaryFile() as err:
        t0 = time.perf_counter()
        proc = subprocess.run(wrapped, stdin=subprocess.DEVNULL, stdout=out, stderr=err)
        wall = time.perf_counter() - t0
        err.seek(0)
        errtext = err.read().decode(errors="replace")
    if proc.returncode != 0:
        raise CommandFailed(f"{' '.join(argv)} exited with {proc.returncode}:\n{errtext[:2000]}")
    with open(rss_path) as f:
        # GNU time writes "Command exited with non-zero status" first on failure; the last line is %M.
        rss = int(f.read().split()[-1])
    return wall, rss, errtext


def elf_text_section(path):
    """The bytes of the .text section of a little-endian ELF64 relocatable."""
    data = open(path, "rb").read()
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise CommandFailed(f"{path}: not a little-endian ELF64 file")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)

    def section(i):
        name, _type, _flags, _addr, off, size = struct.unpack_from("<IIQQQQ", data, shoff + i * shentsize)
        return name, off, size

    _, stroff, _ = section(shstrndx)
    for i in range(shnum):
        name, off, size = section(i)
        end = data.index(b"\0", stroff + name)
        if data[stroff + name:end] == b".text":
            return data[off:off + size]
    raise CommandFailed(f"{path}: no .text section")


def write_byte_list(data, path, per_line=8):
    with open(path, "w") as f:
        for i in range(0, len(data), per_line):
            f.write(",".join("0x%02x" % b for b in data[i:i + per_line]))
            f.write("\n")


def instruction_lines(path):
    """Output lines minus blank lines and directives (llvm-mc prints '\t.text' first), streamed."""
    with open(path, errors="replace") as f:
        for line in f:
            s = line.strip()
            if not s or s.startswith("."):
                continue
            yield line.rstrip("\n").rstrip()


def plain_listing_lines(path):
    """gcnkit dis --raw's listing as llvm-mc -disassemble prints it: no label lines, no "// offset: words"
    comments, and a label operand L_<hex offset> back to the branch's 16-bit dword offset."""
    for line in instruction_lines(path):
        if line.endswith(":"):
            continue
        text, _, comment = line.partition("//")
        text = text.rstrip()
        at = text.rfind(" L_")
        if at >= 0:
            offset = int(comment.split(":")[0], 16)
            target = int(text[at + 3:], 16)
            text = f"{text[:at]} {((target - offset - 4) // 4) & 0xffff}"
        yield text


def compare_lines(path_a, path_b, plain_b=False):
    """(lines in a, lines in b, differing lines, first difference or None), without holding the files."""
    a, b = instruction_lines(path_a), (plain_listing_lines(path_b) if plain_b else instruction_lines(path_b))
    na = nb = diff = 0
    first = None
    end = object()
    while True:
        x, y = next(a, end), next(b, end)
        if x is end and y is end:
            break
        na += x is not end
        nb += y is not end
        if x != y:
            diff += 1
            if first is None:
                first = (max(na, nb) - 1, "<end>" if x is end else x, "<end>" if y is end else y)
    return na, nb, diff, first


def fmt_kib(kib):
    return f"{kib / 1024:.1f} MiB"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gcnkit", default=os.path.join(os.path.dirname(HERE), "build", "gcnkit"),
                    help="gcnkit binary (default: build/gcnkit in the source tree)")
    ap.add_argument("-n", "--lines", type=int, default=1_000_000, help="program size in lines (default 1000000)")
    ap.add_argument("--runs", type=int, default=3,
                    help="runs per command; the median of the runs' ratios counts (default 3)")
    ap.add_argument("--llvm-mc", action="append",
                    help="llvm-mc binary (default: llvm-mc); repeat to compare with several in one run")
    ap.add_argument("--label-every", type=int, default=gen_scalar_program.LABEL_EVERY,
                    help=f"a label about every this many lines (default {gen_scalar_program.LABEL_EVERY})")
    ap.add_argument("--llvm-objdump", default="llvm-objdump", help="llvm-objdump binary (default: llvm-objdump)")
    ap.add_argument("--seed", type=int, default=1, help="generator seed (default 1)")
    ap.add_argument("--program", choices=PROGRAMS, default="scalar",
                    help="which generated program: scalar (default), vector, gfx11 (for --mcpu gfx1100) or gfx12 "
                         "(for --mcpu gfx1200)")
    ap.add_argument("--mcpu", default="gfx900",
                    help="processor (default gfx900; the vector program also supports gfx1030)")
    ap.add_argument("--only", choices=TASKS, action="append",
                    help="run only this task (repeatable)")
    ap.add_argument("--threads", type=int, default=None,
                    help="pass --threads N to every gcnkit command (1: one thread; default: gcnkit's own, every core)")
    ap.add_argument("--keep", action="store_true", help="keep the temporary directory and print its path")
    args = ap.parse_args()

    gcnkit = shutil.which(args.gcnkit) or args.gcnkit
    if not os.path.isfile(gcnkit) or not os.access(gcnkit, os.X_OK):
        print(f"error: gcnkit binary not found: {args.gcnkit} (build it first)", file=sys.stderr)
        return 2
    llvm_mcs = []
    for name in args.llvm_mc or ["llvm-mc"]:
        found = shutil.which(name)
        if not found:
            print(f"error: llvm-mc not found: {name}", file=sys.stderr)
            return 2
        llvm_mcs.append(found)
    if args.label_every < 2:
        print("error: --label-every must be at least 2", file=sys.stderr)
        return 2
    tasks = args.only or TASKS
    if args.program == "vector" and args.mcpu not in gen_vector_program.MCPUS:
        print(f"error: the vector program is generated for {' or '.join(gen_vector_program.MCPUS)} only",
              file=sys.stderr)
        return 2
    if args.program in gen_golden_program.CPUS and args.mcpu != gen_golden_program.CPUS[args.program]:
        cpu = gen_golden_program.CPUS[args.program]
        print(f"error: the {args.program} program is generated for {cpu} only (--mcpu {cpu})", file=sys.stderr)
        return 2
    args.llvm_objdump = shutil.which(args.llvm_objdump) or args.llvm_objdump

    tmp = tempfile.mkdtemp(prefix="gcnkit-bench-")
    try:
        return compare(args, gcnkit, llvm_mcs, tasks, tmp)
    except CommandFailed as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    finally:
        if args.keep:
            print(f"kept {tmp}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)


def llvm_version(llvm_mc):
    out = subprocess.run([llvm_mc, "--version"], capture_output=True, text=True).stdout
    line = next((l.strip() for l in out.splitlines() if "version" in l.lower()), "?")
    return line.replace("LLVM version ", "") if line != "?" else line


def median(xs):
    return statistics.median(xs)


def compare(args, gcnkit, llvm_mcs, tasks, tmp):
    src = os.path.join(tmp, "prog.s")
    with open(src, "w") as f:
        if args.program == "vector":
            gen_vector_program.generate(args.lines, args.seed, f, args.mcpu, args.label_every)
        elif args.program in gen_golden_program.CPUS:
            gen_golden_program.generate(args.lines, args.seed, f, args.label_every, gcnkit, args.program)
        else:
            gen_scalar_program.generate(args.lines, args.seed, f, args.label_every)
    versions = {m: llvm_version(m) for m in llvm_mcs}
    print(f"program: {args.program}, {args.mcpu}, {args.lines} lines, a label every ~{args.label_every} lines, "
          f"seed {args.seed}, {os.path.getsize(src) / 1e6:.1f} MB ({src if args.keep else 'temporary'})")
    for m in llvm_mcs:
        print(f"llvm-mc: {m} ({versions[m]})")
    print(f"gcnkit:  {gcnkit}")
    print(f"runs:    {args.runs}, tools back to back in each; cpus: {os.cpu_count()}; peak RSS via "
          f"{'GNU time' if have_gnu_time() else 'a minimal Python launcher (floor ~10 MiB)'}")
    print(flush=True)

    arch = ["-arch=amdgcn", f"-mcpu={args.mcpu}"]
    obj, raw = os.path.join(tmp, "llvm.o"), os.path.join(tmp, "gcnkit.bin")
    byte_list = os.path.join(tmp, "bytes.txt")
    rss_file = os.path.join(tmp, "rss.txt")
    threads = [] if args.threads is None else [f"--threads={args.threads}"]

    def cmds(llvm_mc):
        return {
            "assemble": ([llvm_mc, *arch, "-filetype=obj", src, "-o", obj],
                         [gcnkit, "as", f"--mcpu={args.mcpu}", *threads, "--raw", src, "-o", raw]),
            "disassemble": ([llvm_mc, *arch, "-disassemble", byte_list],
                            [gcnkit, "mc", *arch, *threads, "-disassemble", byte_list]),
            "dis-raw": ([llvm_mc, *arch, "-disassemble", byte_list],
                        [gcnkit, "dis", f"--mcpu={args.mcpu}", *threads, "--raw", raw]),
            "show-encoding": ([llvm_mc, *arch, "-show-encoding", src],
                              [gcnkit, "mc", *arch, *threads, "-show-encoding", src]),
            "objdump": ([args.llvm_objdump, "-d", obj], [gcnkit, "dis", *threads, obj]),
        }

    # The disassemblers' inputs come from assembling, so assemble once up front if needed.
    if any(t in tasks for t in ("disassemble", "dis-raw", "objdump")) and "assemble" not in tasks:
        first = cmds(llvm_mcs[0])["assemble"]
        run_measured(first[0], os.devnull, rss_file)
        run_measured(first[1], os.devnull, rss_file)

    results = []  # (task, llvm, llvm median, gcnkit median, median ratio, llvm rss, gcnkit rss, differing lines)
    mismatches = 0
    byte_list_written = False
    for task in TASKS:
        if task not in tasks:
            continue
        if task in ("disassemble", "dis-raw") and not byte_list_written:
            write_byte_list(open(raw, "rb").read(), byte_list)
            byte_list_written = True
        # llvm-objdump is one tool whatever the llvm-mc: the objdump task runs once.
        for llvm_mc in (llvm_mcs[:1] if task == "objdump" else llvm_mcs):
            lcmd, gcmd = cmds(llvm_mc)[task]
            lout, gout = os.path.join(tmp, f"{task}.llvm.out"), os.path.join(tmp, f"{task}.gcnkit.out")
            lt, gt, lm, gm = [], [], [], []
            for _ in range(args.runs):
                w, m, _ = run_measured(lcmd, lout, rss_file)
                lt.append(w); lm.append(m)
                w, m, _ = run_measured(gcmd, gout, rss_file)
                gt.append(w); gm.append(m)
            if task == "assemble":
                a, b = elf_text_section(obj), open(raw, "rb").read()  # ~5 MB each at 1M lines
                ndiff = 0 if a == b else max(1, sum(1 for x, y in zip(a, b) if x != y) + abs(len(a) - len(b)))
                detail = f".text {len(a)} bytes (llvm) vs {len(b)} bytes (gcnkit), {ndiff} differing bytes"
            else:
                na, nb, ndiff, first = compare_lines(lout, gout, plain_b=task == "dis-raw")
                detail = f"{na} lines (llvm) vs {nb} lines (gcnkit), {ndiff} differing lines"
                if first:
                    detail += f"\n    first difference at line {first[0] + 1}:\n      llvm:   {first[1]!r}\n      gcnkit: {first[2]!r}"
            mismatches += ndiff != 0
            who = "llvm-objdump" if task == "objdump" else f"llvm-mc {versions[llvm_mc]}"
            print(f"{task} vs {who}: outputs {'agree' if ndiff == 0 else 'DIFFER'}: {detail}")
            print(f"    llvm times: {' '.join(f'{t:.3f}' for t in lt)} s; gcnkit times: {' '.join(f'{t:.3f}' for t in gt)} s",
                  flush=True)
            ratio = median([l / g for l, g in zip(lt, gt)])
            results.append((task, who, median(lt), median(gt), ratio, max(lm), max(gm), ndiff))

    print()
    hdr = (f"{'task':<14} {'against':<22} {'llvm':>9} {'gcnkit':>9} {'speed x':>8} {'llvm RSS':>11} "
           f"{'gcnkit RSS':>11} {'mem ratio':>9}")
    print(hdr)
    print("-" * len(hdr))
    for task, who, lt, gt, ratio, lm, gm, _ in results:
        print(f"{task:<14} {who:<22} {lt:>8.3f}s {gt:>8.3f}s {ratio:>7.1f}x {fmt_kib(lm):>11} {fmt_kib(gm):>11} "
              f"{gm / lm:>9.3f}")
    print("(times: medians of the runs; speed x = the median of the runs' llvm time / gcnkit time; "
          "mem ratio = gcnkit peak RSS / llvm peak RSS, max of runs)")
    print()
    for task, who, lt, gt, ratio, lm, gm, ndiff in results:
        m = gm / lm
        print(f"{'PASS' if ratio >= SPEED_TARGET else 'FAIL'}: {task} vs {who} speed {ratio:.1f}x (target >= {SPEED_TARGET:g}x)")
        print(f"{'PASS' if m <= MEMORY_TARGET else 'FAIL'}: {task} vs {who} memory {m:.3f} (target <= {MEMORY_TARGET:g})")
        if ndiff:
            print(f"MISMATCH: {task} vs {who}: outputs differ ({ndiff})")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
