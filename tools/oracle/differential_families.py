#!/usr/bin/env python3
"""Sums the per-family lines of the processor differential (tests/conformance/processor_differential_test.cpp):
words compared and disagreements per encoding family, over the processors named (a regular expression; all by
default), as a Markdown table.

Run: build/tests/gcnkit_conformance_tests --gtest_filter='EveryProcessor/*' | \\
     python3 tools/oracle/differential_families.py [processor-regex]
"""
import re
import sys


def main():
    want = re.compile(sys.argv[1]) if len(sys.argv) > 1 else None
    totals, processors = {}, []
    for line in sys.stdin:
        m = re.match(r"^\s+(\S+) families:(.*)$", line)
        if not m or (want and not want.search(m.group(1))):
            continue
        processors.append(m.group(1))
        for name, words, bad in re.findall(r" (\S+)=(\d+)/(\d+)", m.group(2)):
            t = totals.setdefault(name, [0, 0])
            t[0] += int(words)
            t[1] += int(bad)
    print("%d runs: %s\n" % (len(processors), ", ".join(processors)))
    print("| family | words compared | disagreements |")
    print("|---|---|---|")
    for name in sorted(totals):
        print("| %s | %d | %d |" % (name, totals[name][0], totals[name][1]))
    print("| all | %d | %d |" % (sum(t[0] for t in totals.values()), sum(t[1] for t in totals.values())))


if __name__ == "__main__":
    main()
