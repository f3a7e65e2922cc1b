#!/usr/bin/env python3
"""Fails on an #include that crosses the layers of src/layers.txt the wrong way.

Every `#include "dir/..."` of src/<layer>/ must name the layer itself, a layer below it (the closure of
src/layers.txt), or a public header (include/gcnkit) of one of those. Public headers include only public
headers of their own layer or below (no src/ header in the API). python/ and examples/ are users of the
public API: they include include/gcnkit headers and their own files only. Prints every violation as
file:line: message and exits 1 when there is one.
"""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parents[2])
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def read_layers():
    uses, public = {}, {}
    for n, line in enumerate((root / "src/layers.txt").read_text().splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        name, _, rest = line.partition(":")
        deps, _, headers = rest.partition("|")
        uses[name.strip()] = deps.split()
        for h in headers.split():
            public[h] = name.strip()
    for name, deps in uses.items():
        for d in deps:
            if d not in uses:
                sys.exit(f"src/layers.txt: layer {name} uses {d}, which has no line")
    return uses, public


def below(uses, layer, seen=None):
    seen = set() if seen is None else seen
    for d in uses[layer]:
        if d not in seen:
            seen.add(d)
            below(uses, d, seen)
    return seen


def includes(path):
    for n, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
        m = INCLUDE.match(line)
        if m:
            yield n, m.group(1)


def main():
    uses, public = read_layers()
    errors = []
    folders = sorted(p.name for p in (root / "src").iterdir() if p.is_dir())
    for folder in folders:
        if folder not in uses:
            errors.append(f"src/{folder}: a layer folder without a line in src/layers.txt")
    for layer in uses:
        if not (root / "src" / layer).is_dir():
            errors.append(f"src/layers.txt: layer {layer} has no folder src/{layer}")
    for header in public:
        if not (root / "include" / header).is_file():
            errors.append(f"src/layers.txt: public header include/{header} does not exist")

    def allowed_for(layer):
        ok = below(uses, layer) | {layer}
        return ok, {h for h, owner in public.items() if owner in ok}

    for layer in uses:
        ok, headers = allowed_for(layer)
        for f in sorted((root / "src" / layer).rglob("*")):
            if f.suffix not in (".h", ".cpp", ".def", ".inc"):
                continue
            for n, inc in includes(f):
                top = inc.split("/", 1)[0] if "/" in inc else None
                rel = f.relative_to(root)
                if top is None:
                    continue  # a file of the same folder
                if top == "gcnkit":
                    if inc not in headers:
                        owner = public.get(inc, "no layer (add it to src/layers.txt)")
                        errors.append(f"{rel}:{n}: layer {layer} includes {inc}, the public header of {owner}, "
                                      f"which it may not use (it uses: {', '.join(sorted(ok - {layer})) or 'nothing'})")
                elif top not in ok:
                    errors.append(f"{rel}:{n}: layer {layer} includes {inc} of layer {top}, which it may not use "
                                  f"(it uses: {', '.join(sorted(ok - {layer})) or 'nothing'})")

    for f in sorted((root / "include/gcnkit").glob("*.h")):
        header = f"gcnkit/{f.name}"
        owner = public.get(header)
        if owner is None:
            errors.append(f"include/{header}: a public header no layer implements (add it to src/layers.txt)")
            continue
        _, headers = allowed_for(owner)
        for n, inc in includes(f):
            if inc not in headers:
                errors.append(f"include/{header}:{n}: includes {inc}; a public header includes only public headers "
                              f"of its layer ({owner}) or below")

    # The public API's users: the Python module and the examples.
    for folder in ("python", "examples"):
        for f in sorted((root / folder).glob("*.[ch]*")):
            if f.suffix not in (".h", ".cpp"):
                continue
            for n, inc in includes(f):
                if "/" in inc and not inc.startswith("gcnkit/"):
                    errors.append(f"{f.relative_to(root)}:{n}: includes {inc}; {folder}/ uses the public API "
                                  f"(include/gcnkit) only")

    for e in errors:
        print(e)
    print(f"{len(errors)} include(s) against src/layers.txt")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
