#!/usr/bin/env python3
"""Reads CMake's --profiling-format=google-trace output.

  trace-summary.py top <n> <trace>             the n commands with the most time (inclusive,
                                               outermost call only), with their self time
  trace-summary.py sum <trace> <spec>...       seconds spent in each spec, one per line;
      spec: <command>[@<regex on its arguments as written>][#<k>: only the k-th call],
      outermost calls only
"""
import json
import re
import sys


def calls(path):
    """(name, args, begin, end, self) for every command, from the B/E event pairs."""
    with open(path) as f:
        events = json.load(f)
    stack, out = [], []
    for e in events:
        if e["ph"] == "B":
            stack.append([e["name"], e.get("args", {}).get("functionArgs", ""), e["ts"], 0])
        elif e["ph"] == "E" and stack:
            name, args, begin, children = stack.pop()
            dur = e["ts"] - begin
            if stack:
                stack[-1][3] += dur
            out.append((name, args, begin, e["ts"], dur - children, len(stack)))
    return out


def outermost(items):
    """Drops calls nested in an earlier call of the same selection (recursion)."""
    items = sorted(items, key=lambda c: c[2])
    kept, end = [], -1
    for c in items:
        if c[2] >= end:
            kept.append(c)
            end = c[3]
    return kept


def main():
    if sys.argv[1] == "top":
        n, cs = int(sys.argv[2]), calls(sys.argv[3])
        names = {}
        for c in cs:
            names.setdefault(c[0], []).append(c)
        rows = []
        for name, items in names.items():
            incl = sum(c[3] - c[2] for c in outermost(items))
            self_ = sum(c[4] for c in items)
            rows.append((incl, self_, len(items), name))
        rows.sort(reverse=True)
        print("%10s %10s %7s  %s" % ("inclusive", "self", "calls", "command"))
        for incl, self_, count, name in rows[:n]:
            print("%9.3fs %9.3fs %7d  %s" % (incl / 1e6, self_ / 1e6, count, name))
    elif sys.argv[1] == "sum":
        cs = calls(sys.argv[2])
        for spec in sys.argv[3:]:
            spec, _, nth = spec.partition("#")
            name, _, regex = spec.partition("@")
            items = outermost([c for c in cs if c[0] == name and (not regex or re.search(regex, c[1]))])
            if nth:
                items = items[int(nth) - 1:int(nth)]
            print("%.4f" % (sum(c[3] - c[2] for c in items) / 1e6))


main()
