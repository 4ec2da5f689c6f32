#!/usr/bin/env python3
"""Counts the acceptance tests of a live run: reads `go test -json` output (files or stdin) of a run in
live mode against the real console, and prints "N of M acceptance tests ran against the real console",
where M is every TestAcc* test the run reported and N those that ran (passed or failed) rather than
skipped; then the failures, if any, and the count per package. As internal/testsummary does, a test with
subtests counts through its subtests (a parent whose subtests all skipped passes, but did not run), and
its own failure counts only when no subtest failed.
"""
import collections
import fileinput
import json
import sys

outcome = {}
parents = {}  # (package, test) of a test with subtests -> whether a subtest failed
for line in fileinput.input():
    line = line.strip()
    if not line.startswith("{"):
        continue
    ev = json.loads(line)
    test = ev.get("Test", "")
    if not test.startswith("TestAcc") or ev.get("Action") not in ("pass", "fail", "skip"):
        continue
    pkg = ev["Package"].rsplit("/", 1)[-1]
    if "/" in test:  # subtests end before their parent
        parent = (pkg, test.rsplit("/", 1)[0])
        parents[parent] = parents.get(parent, False) or ev["Action"] == "fail"
    key = (pkg, test)
    if key in parents and not (ev["Action"] == "fail" and not parents[key]):
        outcome.pop(key, None)
        continue
    outcome[key] = ev["Action"]

per = collections.defaultdict(lambda: [0, 0])
for (pkg, _), act in outcome.items():
    per[pkg][1] += 1
    if act != "skip":
        per[pkg][0] += 1
ran = sum(v[0] for v in per.values())
print("%d of %d acceptance tests ran against the real console" % (ran, len(outcome)))
for pkg in sorted(per):
    print("  %-16s %3d of %3d" % (pkg, per[pkg][0], per[pkg][1]))
failed = sorted("%s.%s" % k for k, act in outcome.items() if act == "fail")
if failed:
    print("failed: " + ", ".join(failed))
sys.exit(1 if failed else 0)
