#!/usr/bin/python3
"""Runs the corpus: every kernel of every object of a corpus directory (tests/data/corpus, or build/corpus-full from
`tests/corpus/build.sh --full`) through `gcnkit run` and through the Python module, each compared with its host twin.
Prints a status table per (kernel, build), the counts by cause, and with --json a machine-readable summary; with
--check, compares the failures with the expectation file and exits 1 on a regression (a build that passed, or is
not listed, fails), on a listed build that now passes, and on a listed failure whose cause changed.

    /usr/bin/python3 tests/corpus/run.py                         # the committed objects, both paths
    /usr/bin/python3 tests/corpus/run.py --select ci --check     # what CTest runs (Corpus.CI)
    /usr/bin/python3 tests/corpus/run.py --objects build/corpus-full --expect tests/corpus/expected-full.tsv --check
    /usr/bin/python3 tests/corpus/run.py --only 'printf_*@*gfx900*' -v   # some kernels and builds, with details
    /usr/bin/python3 tests/corpus/run.py --update-expectations   # rewrite the expectation file from this run
"""

import argparse
import concurrent.futures
import fnmatch
import json
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import cases as corpus_cases  # noqa: E402
import classify  # noqa: E402
import harness  # noqa: E402


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--objects", default=os.path.join(ROOT, "tests", "data", "corpus"), help="corpus object directory")
    ap.add_argument("--select", default="all", help="all, or ci: the builds tests/corpus/ci.tsv lists")
    ap.add_argument("--paths", default="cli,python", help="cli, python or both (python is skipped without the module)")
    ap.add_argument("--only", action="append", default=[], help="KERNEL[@BUILD] glob (repeatable)")
    ap.add_argument("--build-dir", default=os.path.join(ROOT, "build"), help="where gcnkit and the twin runner are")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--timeout", type=float, default=600, help="seconds per run")
    ap.add_argument("--expect", help="expectation file (default: expected-failures.tsv, with --disassembly "
                    "expected-dis.tsv)")
    ap.add_argument("--check", action="store_true", help="exit 1 unless the failures are exactly the expected ones")
    ap.add_argument("--update-expectations", action="store_true", help="rewrite --expect from this run")
    ap.add_argument("--json", help="write the summary as JSON to this file")
    ap.add_argument("--keep", help="keep inputs and outputs in this directory (default: a temporary one, removed)")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every failure's details and reproducer")
    ap.add_argument("--disassembly", action="store_true",
                    help="instead: compare `gcnkit dis` with `llvm-objdump-22 -d` on every selected object "
                         "(exit 77 without llvm-objdump-22)")
    return ap.parse_args()


def selected(builds, select):
    if select == "all":
        return builds
    rows = []
    with open(os.path.join(HERE, f"{select}.tsv")) as f:
        rows = [ln.rstrip("\n").split("\t") for ln in f if ln.strip() and not ln.startswith("#")]
    return [b for b in builds if any(fnmatch.fnmatch(b.source, r[0]) and fnmatch.fnmatch(b.target, r[1]) and
                                     fnmatch.fnmatch(b.opt, r[2]) and fnmatch.fnmatch(str(b.version), r[3])
                                     for r in rows)]


def wanted(case, build, patterns):
    if not patterns:
        return True
    for p in patterns:
        k, _, b = p.partition("@")
        if fnmatch.fnmatch(case.kernel, k) and fnmatch.fnmatch(build.name, b or "*"):
            return True
    return False


# ---- work done in the worker processes ----

_module = None


def _python_module(build_dir):
    global _module
    if _module is None:
        sys.path.insert(0, os.path.join(build_dir, "python"))
        try:
            import gcnkit as m  # noqa: PLC0415
            _module = m
        except ImportError:
            _module = False
    return _module


def twin_task(twin_binary, gcnkit, case, build, wave, root, timeout):
    """The host twin's outputs of `case` at `wave` (bound to `build`'s metadata: the same for every build)."""
    kernels = harness.read_kernels(gcnkit, build.path)
    work = os.path.join(root, case.kernel, f"twin-wave{wave}")
    os.makedirs(work, exist_ok=True)
    inputs = {i: harness.make_buffer(case, i, a) for i, a in enumerate(case.args) if isinstance(a, corpus_cases.Buffer)}
    if case.kernel not in kernels:
        return None, None, f"{build.name} has no kernel {case.kernel}"
    bound = harness.bind(case, kernels[case.kernel], inputs, work)
    if bound.error:
        return None, None, bound.error
    return harness.run_twin(twin_binary, case, bound, wave, work, timeout)


def build_task(opts, build, case_list, twins, root):
    """Runs every case of one build through each path: the build's name, [(case index, path, Outcome, forced
    cause, reproducer)], its kernels' metadata and its sections."""
    gcnkit = os.path.join(opts.build_dir, "gcnkit")
    kernels = harness.read_kernels(gcnkit, build.path)
    results = []
    for ci, case in case_list:
        twin_outs, twin_printf, twin_error = twins[(case.kernel, case.twin_wave(build.wave))]
        work = os.path.join(root, case.kernel, build.name)
        os.makedirs(work, exist_ok=True)
        inputs = {i: harness.make_buffer(case, i, a) for i, a in enumerate(case.args)
                  if isinstance(a, corpus_cases.Buffer)}
        bound = harness.bind(case, kernels.get(case.kernel, {"arguments": [], "metadata": {}}), inputs, work) \
            if case.kernel in kernels else harness.Bound(error=f"no kernel {case.kernel} in the object")
        repro = " ".join(harness.cli_command(gcnkit, build, case, bound)) if not bound.error else ""
        for path in opts.path_list:
            if twin_error or bound.error:
                o = harness.Outcome(detail=twin_error or bound.error, fault=twin_error or bound.error)
                results.append((ci, path, o, "twin" if twin_error else "corpus", repro))
                continue
            if path == "cli":
                o = harness.run_cli(gcnkit, build, case, bound, twin_outs, twin_printf, opts.timeout)
            else:
                module = _python_module(opts.build_dir)
                o = harness.run_python(module, build, case, bound, twin_outs, twin_printf)
            results.append((ci, path, o, None, repro))
    return build.name, results, kernels, harness.sections(build.path)


# ---- the report ----

def load_expectations(path):
    rows = []
    if os.path.exists(path):
        with open(path) as f:
            for ln in f:
                if ln.strip() and not ln.startswith("#"):
                    kernel, build, p, cause = ln.rstrip("\n").split("\t")[:4]
                    rows.append((kernel, build, p, cause))
    return rows


def expected_cause(rows, kernel, build, path):
    for k, b, p, cause in rows:
        if fnmatch.fnmatch(kernel, k) and fnmatch.fnmatch(build, b) and (p == "*" or p == path):
            return cause
    return None


def write_expectations(path, failures, all_runs):
    """The failures as rows, compressed by build globs: a (kernel, path, cause) that fails in every build the run
    covered gets `*`, else one row per optimization level or target whose every build fails so, else one per build."""
    rows = []
    by_key = {}
    for f in failures:
        by_key.setdefault((f["kernel"], f["path"], f["cause"]), set()).add(f["build"])
    for (kernel, p, cause), failing in sorted(by_key.items()):
        ran = all_runs.get((kernel, p), set())
        if failing == ran:
            rows.append((kernel, "*", p, cause))
            continue
        left = set(failing)
        for positions in ((2,), (1,), (1, 2)):  # an opt, a target, a target at an opt (builds: stem.target.opt.vN)
            for value in sorted({tuple(b.split(".")[i] for i in positions) for b in left}):
                mine = {b for b in ran if tuple(b.split(".")[i] for i in positions) == value}
                if mine and mine <= failing and mine & left:
                    parts = [next(iter(mine)).split(".")[0], "*", "*"]
                    for i, v in zip(positions, value):
                        parts[i] = v
                    rows.append((kernel, ".".join(parts) + ".*", p, cause))
                    left -= mine
        rows += [(kernel, b, p, cause) for b in sorted(left)]
    # A row that holds for both paths is written once, for `*`.
    both = {(k, b, c) for k, b, p, c in rows if p == "cli"} & {(k, b, c) for k, b, p, c in rows if p == "python"}
    rows = sorted({(k, b, "*" if (k, b, c) in both else p, c) for k, b, p, c in rows})
    with open(path, "w") as f:
        f.write("# Corpus builds that fail today, with the cause (tests/corpus/classify.py names the causes and the\n"
                "# areas that fix them). kernel, build (a glob: stem.target.opt.vN), path (cli, python or *), cause.\n"
                "# Written by `tests/corpus/run.py --update-expectations`; the goal is an empty list.\n")
        for r in rows:
            f.write("\t".join(r) + "\n")


def dis_task(gcnkit, objdump, build):
    """How `gcnkit dis` and llvm-objdump differ on one object: (build name, cause or "", first difference)."""
    where, name = os.path.split(build.path)
    got = subprocess.run([gcnkit, "dis", name], cwd=where, capture_output=True, text=True)
    want = subprocess.run([objdump, "-d", name], cwd=where, capture_output=True, text=True)
    if got.returncode != 0:
        return build.name, "dis: unclassified", f"gcnkit dis failed: {got.stderr.strip()}"
    if got.stdout == want.stdout:
        return build.name, "", ""
    g, w = got.stdout.splitlines(), want.stdout.splitlines()
    k = next(i for i in range(max(len(g), len(w))) if (g[i:i + 1] or [None]) != (w[i:i + 1] or [None]))
    mine, theirs = (g[k] if k < len(g) else "<end>"), (w[k] if k < len(w) else "<end>")
    cause = classify.classify_listing(mine, theirs, lambda text: llvm_mc_words(build, text))
    return build.name, cause, f"line {k + 1}: gcnkit {mine!r}, llvm-objdump {theirs!r}"


def llvm_mc_words(build, text):
    """The encoding llvm-mc 22 writes for one instruction of `build`'s processor, as the listing's hex words."""
    mc = shutil.which("llvm-mc-22") or "/usr/lib/llvm-22/bin/llvm-mc"
    cmd = [mc, "-arch=amdgcn", f"-mcpu={build.target.removesuffix('w64')}", "-show-encoding"]
    if build.target.endswith("w64"):
        cmd.append("-mattr=+wavefrontsize64")
    p = subprocess.run(cmd, input=text + "\n", capture_output=True, text=True)
    m = re.search(r"encoding: \[([^\]]*)\]", p.stdout)
    if not m:
        return None
    data = bytes(int(x, 16) for x in m.group(1).split(","))
    return [f"{int.from_bytes(data[i:i + 4], 'little'):08X}" for i in range(0, len(data), 4)]


def disassembly(opts, builds):
    """gcnkit dis against llvm-objdump-22 -d on every selected object, checked against expected-dis.tsv."""
    objdump = shutil.which("llvm-objdump-22") or "/usr/lib/llvm-22/bin/llvm-objdump"
    if not os.path.exists(objdump):
        print("run.py: llvm-objdump-22 not installed: the disassembly comparison is skipped")
        return 77
    gcnkit = os.path.join(opts.build_dir, "gcnkit")
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as pool:
        results = sorted(pool.map(lambda b: dis_task(gcnkit, objdump, b), builds))
    expect_path = opts.expect or os.path.join(HERE, "expected-dis.tsv")
    expected = {}
    if os.path.exists(expect_path):
        with open(expect_path) as f:
            expected = dict(ln.rstrip("\n").split("\t")[:2] for ln in f if ln.strip() and not ln.startswith("#"))
    problems = []
    for name, cause, detail in results:
        if cause:
            print(f"{name}: {cause}: {detail}")
        want = next((c for b, c in expected.items() if fnmatch.fnmatch(name, b)), "")
        if cause != want:
            problems.append(f"{name}: {cause or 'equal'} (expected: {want or 'equal'})")
    equal = sum(1 for _, c, _ in results if not c)
    print(f"gcnkit dis equals llvm-objdump-22 -d on {equal} of {len(results)} objects")
    if opts.update_expectations:
        with open(expect_path, "w") as f:
            f.write("# Corpus objects whose `gcnkit dis` listing differs from llvm-objdump-22 -d today, with the cause\n"
                    "# (tests/corpus/classify.py). Written by `tests/corpus/run.py --disassembly --update-expectations`.\n")
            for name, cause, _ in results:
                if cause:
                    f.write(f"{name}\t{cause}\n")
        print(f"wrote {expect_path}")
        return 0
    for p in problems:
        print("  unexpected: " + p)
    return 1 if problems and opts.check else 0


def main():
    opts = parse_args()
    gcnkit = os.path.join(opts.build_dir, "gcnkit")
    twin_binary = os.path.join(opts.build_dir, "tests", "corpus", "gcnkit_corpus_twin")
    for tool in (gcnkit, twin_binary):
        if not os.path.exists(tool):
            print(f"run.py: {tool} is missing: build the targets gcnkit and gcnkit_corpus_twin", file=sys.stderr)
            return 2
    opts.path_list = [p for p in opts.paths.split(",") if p]
    if "python" in opts.path_list and not _python_module(opts.build_dir):
        print("run.py: the Python module is not built here: the python path is skipped", file=sys.stderr)
        opts.path_list.remove("python")
    all_builds = harness.read_manifest(opts.objects)
    builds = [b for b in selected(all_builds, opts.select) if b.status == "ok"]
    if opts.disassembly:
        return disassembly(opts, builds)
    build_errors = [b for b in selected(all_builds, opts.select) if b.status != "ok"]
    case_list = list(enumerate(corpus_cases.cases()))
    plan = {}
    for b in builds:
        mine = [(ci, c) for ci, c in case_list if c.source == b.source and wanted(c, b, opts.only)]
        if mine:
            plan[b.name] = (b, mine)
    root = opts.keep or harness.temporary_root()
    os.makedirs(root, exist_ok=True)
    started = time.time()
    # The host twins first: one run per kernel and wave size in use.
    twin_jobs = {}
    for b, mine in plan.values():
        for ci, c in mine:
            twin_jobs.setdefault((c.kernel, c.twin_wave(b.wave)), (c, b))
    twins, results, facts = {}, {}, {}
    with concurrent.futures.ProcessPoolExecutor(max_workers=max(1, opts.jobs)) as pool:
        futures = {pool.submit(twin_task, twin_binary, gcnkit, c, b, key[1], root, opts.timeout): key
                   for key, (c, b) in twin_jobs.items()}
        for f in concurrent.futures.as_completed(futures):
            twins[futures[f]] = f.result()
        futures = [pool.submit(build_task, opts, b, mine,
                               {k: v for k, v in twins.items() if k[0] in {c.kernel for _, c in mine}}, root)
                   for b, mine in plan.values()]
        for f in concurrent.futures.as_completed(futures):
            name, res, kernels, sections = f.result()
            results[name] = res
            facts[name] = (kernels, sections)
    elapsed = time.time() - started
    if not opts.keep:
        shutil.rmtree(root, ignore_errors=True)
    return report(opts, plan, results, facts, build_errors, case_list, elapsed)


def report(opts, plan, results, facts, build_errors, case_list, elapsed):
    cases_by_index = dict(case_list)
    passed = {}  # (kernel, target, opt, path) -> passed at some code object version, for the wave-size rule
    for name, res in results.items():
        b = plan[name][0]
        for ci, path, o, _, _ in res:
            key = (cases_by_index[ci].kernel, b.target, b.opt, path)
            passed[key] = passed.get(key, False) or o.ok
    rows, failures, all_runs, seconds = [], [], {}, {}
    for name in sorted(results):
        b = plan[name][0]
        for ci, path, o, forced, repro in sorted(results[name], key=lambda r: (cases_by_index[r[0]].kernel, r[1])):
            c = cases_by_index[ci]
            all_runs.setdefault((c.kernel, path), set()).add(name)
            cause = None
            if not o.ok:
                kernels, sections = facts[name]
                cause = forced or classify.classify(
                    c, b, o, path, kernels.get(c.kernel, {}), sections,
                    lambda t, c=c, b=b, path=path: passed.get((c.kernel, t, b.opt, path)))
                failures.append({"kernel": c.kernel, "build": name, "path": path, "cause": cause,
                                 "area": classify.CAUSES[cause][0], "detail": o.detail, "reproducer": repro})
            rows.append((c.kernel, name, path, cause))
            seconds[(c.kernel, name, path)] = round(o.seconds, 3)
    # The table: one line per (kernel, build), a column per path.
    paths = opts.path_list
    table = {}
    for kernel, name, path, cause in rows:
        table.setdefault((kernel, name), {})[path] = "pass" if cause is None else f"FAIL {cause}"
    width = max([len(k) for k, _ in table] + [6])
    bwidth = max([len(n) for _, n in table] + [5])
    print(f"{'kernel':<{width}}  {'build':<{bwidth}}  " + "  ".join(f"{p:<28}" for p in paths))
    for (kernel, name), st in sorted(table.items()):
        print(f"{kernel:<{width}}  {name:<{bwidth}}  " + "  ".join(f"{st.get(p, '-'):<28}" for p in paths))
    for b in build_errors:
        print(f"build error: {b.name}: {b.status}")
    # Counts.
    total = len(rows)
    n_pass = sum(1 for r in rows if r[3] is None)
    by_cause = {}
    for f in failures:
        by_cause[f["cause"]] = by_cause.get(f["cause"], 0) + 1
    kernels = len({r[0] for r in rows})
    print(f"\n{kernels} kernels x {len(results)} builds: {len(table)} (kernel, build) pairs, {total} runs "
          f"({', '.join(paths)}): {n_pass} pass, {total - n_pass} fail; {len(build_errors)} builds clang refused; "
          f"{elapsed:.0f} s")
    for cause, n in sorted(by_cause.items(), key=lambda kv: -kv[1]):
        print(f"  {n:5d}  {cause}  ({classify.CAUSES[cause][0]}: {classify.CAUSES[cause][1]})")
    if opts.verbose:
        for f in failures:
            print(f"\n{f['kernel']} @ {f['build']} [{f['path']}] {f['cause']}\n  {f['detail']}\n  repro: {f['reproducer']}")
    # Expectations.
    status = 0
    opts.expect = opts.expect or os.path.join(HERE, "expected-failures.tsv")
    expectations = load_expectations(opts.expect)
    regressions, stale, changed = [], [], []
    failed = {(f["kernel"], f["build"], f["path"]): f for f in failures}
    for kernel, name, path, cause in rows:
        want = expected_cause(expectations, kernel, name, path)
        if cause is None and want:
            stale.append(f"{kernel} {name} [{path}] passes now (listed: {want})")
        elif cause and not want:
            f = failed[(kernel, name, path)]
            regressions.append(f"{kernel} {name} [{path}] fails ({cause})" +
                               (f": {f['detail']}\n    repro: {f['reproducer']}" if opts.verbose else ""))
        elif cause and want != cause:
            changed.append(f"{kernel} {name} [{path}] fails for another cause: {cause} (listed: {want})")
    if opts.check or regressions or stale or changed:
        for title, items in (("regressions (not in the expectation file)", regressions),
                             ("now passing: shrink the expectation file", stale),
                             ("cause changed", changed)):
            if items:
                print(f"\n{len(items)} {title}:")
                for it in items:
                    print("  " + it)
        if opts.check and (regressions or stale or changed):
            status = 1
    if opts.update_expectations:
        write_expectations(opts.expect, failures, all_runs)
        print(f"wrote {opts.expect}")
    if opts.json:
        with open(opts.json, "w") as f:
            json.dump({"objects": opts.objects, "paths": paths, "seconds": round(elapsed, 1),
                       "kernels": kernels, "builds": len(results), "runs": total, "pass": n_pass,
                       "fail": total - n_pass, "by_cause": by_cause,
                       "build_errors": [{"build": b.name, "status": b.status} for b in build_errors],
                       "results": [{"kernel": k, "build": n, "path": p, "status": "pass" if c is None else "fail",
                                    "cause": c, "seconds": seconds[(k, n, p)]} for k, n, p, c in rows],
                       "failures": failures, "regressions": regressions, "now_passing": stale,
                       "cause_changed": changed}, f, indent=1)
    return status


if __name__ == "__main__":
    sys.exit(main())
