#!/usr/bin/env python3
"""test_times.py BUILD_DIR [-j N] [-L LABEL] [--top N] [--json FILE]: runs the ctest tests of a build directory
and reports the time each label takes, as wall time and as CPU time (user + system, children included).

CPU time is what a test costs whatever else the machine runs: on a shared machine wall times swell, CPU times
do not. The estimate of a label's ctest time on an otherwise idle machine with N cores is
max(CPU sum / N, longest test). Tests are run as ctest would run them (its command, working directory and
environment), N at a time; a failing test is reported and counted like the others.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import subprocess
import sys
import time


def tests_of(build, label):
    args = ["ctest", "--show-only=json-v1"] + (["-L", label] if label else [])
    data = json.loads(subprocess.run(args, cwd=build, capture_output=True, text=True, check=True).stdout)
    for t in data["tests"]:
        props = {p["name"]: p["value"] for p in t.get("properties", [])}
        yield {
            "name": t["name"],
            "command": t["command"],
            "labels": props.get("LABELS", []) or ["(none)"],
            "cwd": props.get("WORKING_DIRECTORY", build),
            "env": dict(e.split("=", 1) for e in props.get("ENVIRONMENT", [])),
        }


def run(test):
    env = dict(os.environ, **test["env"])
    start = time.monotonic()
    proc = subprocess.Popen(test["command"], cwd=test["cwd"], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.monotonic() - start
    return dict(test, wall=wall, cpu=usage.ru_utime + usage.ru_stime, ok=os.waitstatus_to_exitcode(status) == 0)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("build")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("-L", dest="label")
    ap.add_argument("--top", type=int, default=15)
    ap.add_argument("--json")
    a = ap.parse_args()
    tests = list(tests_of(os.path.abspath(a.build), a.label))
    start = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(a.j) as pool:
        results = list(pool.map(run, tests))
    total_wall = time.monotonic() - start
    by_label = collections.defaultdict(lambda: [0, 0.0, 0.0, 0.0])  # tests, cpu, wall, longest
    for r in results:
        for label in r["labels"]:
            s = by_label[label]
            s[0] += 1
            s[1] += r["cpu"]
            s[2] += r["wall"]
            s[3] = max(s[3], r["cpu"])
    print(f"{len(results)} tests, {sum(not r['ok'] for r in results)} failed, {total_wall:.0f} s wall with -j{a.j}, "
          f"{sum(r['cpu'] for r in results):.0f} s CPU")
    print(f"{'label':<14}{'tests':>7}{'CPU s':>10}{'wall s':>10}{'longest':>9}{'idle -j' + str(a.j):>11}")
    for label, (n, cpu, wall, longest) in sorted(by_label.items(), key=lambda kv: -kv[1][1]):
        print(f"{label:<14}{n:>7}{cpu:>10.1f}{wall:>10.1f}{longest:>9.1f}{max(cpu / a.j, longest):>11.1f}")
    print(f"slowest {a.top} (CPU s, wall s):")
    for r in sorted(results, key=lambda r: -r["cpu"])[: a.top]:
        print(f"  {r['cpu']:7.1f} {r['wall']:7.1f}  {r['name']}  [{','.join(r['labels'])}]{'' if r['ok'] else '  FAILED'}")
    if a.json:
        with open(a.json, "w") as f:
            json.dump([{k: r[k] for k in ("name", "labels", "cpu", "wall", "ok")} for r in results], f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
