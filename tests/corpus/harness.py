"""The corpus harness: runs each kernel of each corpus object on gcnkit's emulator (the `gcnkit run` command line, its
arguments built from the kernel's metadata, and the Python module's Machine.launch) and on its host twin
(gcnkit_corpus_twin), and compares every output buffer and the printf output. The command line runs the compiled
engine (every region compiled at its first visit), the module the interpreter: both held to the same twin. run.py is
the command; classify.py names the cause of a failure."""

import hashlib
import os
import re
import struct
import subprocess
import tempfile
import time
from dataclasses import dataclass, field

import numpy as np

import cases as corpus_cases

DTYPES = {"u8": np.uint8, "i8": np.int8, "u16": np.uint16, "i16": np.int16, "u32": np.uint32, "i32": np.int32,
          "u64": np.uint64, "i64": np.int64, "f16": np.float16, "f32": np.float32, "f64": np.float64}
# Metadata type names of by-value scalars (OpenCL and HIP spellings).
SCALAR_TYPES = {"uint": "u32", "unsigned int": "u32", "int": "i32", "float": "f32", "double": "f64", "ulong": "u64",
                "long": "i64", "unsigned long long": "u64", "long long": "i64", "ushort": "u16", "short": "i16",
                "uchar": "u8", "char": "i8", "half": "f16", "unsigned": "u32", "size_t": "u64"}
TARGET_WAVE = {"gfx803": 64, "gfx900": 64, "gfx906": 64, "gfx90a": 64, "gfx942": 64, "gfx1030": 32, "gfx1030w64": 64,
               "gfx1100": 32, "gfx1100w64": 64, "gfx1151": 32, "gfx1201": 32, "gfx1201w64": 64, "gfx1250": 32}


@dataclass
class Build:
    source: str
    target: str
    opt: str
    version: int
    status: str
    path: str

    @property
    def name(self):
        return f"{self.source.rsplit('.', 1)[0]}.{self.target}.{self.opt}.v{self.version}"

    @property
    def wave(self):
        return TARGET_WAVE[self.target]


def read_manifest(directory):
    """The builds of an object directory (tests/corpus/build.sh's MANIFEST.tsv)."""
    builds = []
    with open(os.path.join(directory, "MANIFEST.tsv")) as f:
        next(f)
        for line in f:
            source, target, opt, version, status = line.rstrip("\n").split("\t", 4)
            b = Build(source, target, opt, int(version), status, "")
            b.path = os.path.join(directory, b.name + ".hsaco")
            builds.append(b)
    return builds


def read_kernels(gcnkit, path):
    """The kernels of a code object as `gcnkit info` describes them: name -> {"arguments": [explicit arguments:
    value_kind, size, offset, type_name], "metadata": {"group_segment_fixed_size": N}, "dynamic_stack": bool}."""
    p = subprocess.run([gcnkit, "info", path], capture_output=True, text=True)
    kernels, current = {}, None
    for line in p.stdout.splitlines():
        if line.startswith("kernel "):
            current = kernels.setdefault(line.split()[1], {"arguments": [], "metadata": {"group_segment_fixed_size": 0}})
        elif current is not None and (m := re.match(r"\s+metadata: kernarg segment .*group segment (\d+) bytes", line)):
            current["metadata"]["group_segment_fixed_size"] = int(m.group(1))
        elif current is not None and (m := re.match(r"\s+metadata: .*dynamic stack (yes|no)", line)):
            current["dynamic_stack"] = m.group(1) == "yes"
        elif current is not None and (m := re.match(
                r"\s+arg\s+\S+\s+offset (\d+)\s+size (\d+)\s+(\S+)(?: type (?:'([^']*)'|(\S+)))?", line)):
            current["arguments"].append({"offset": int(m.group(1)), "size": int(m.group(2)), "value_kind": m.group(3),
                                         "type_name": m.group(4) or m.group(5) or "",
                                         "hidden": m.group(3).startswith("hidden_")})
    return kernels


def sections(path):
    """The allocated sections of an ELF64 code object: [(name, address, size)]."""
    with open(path, "rb") as f:
        data = f.read()
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3a)
    headers = [struct.unpack_from("<IIQQQQ", data, shoff + i * shentsize) for i in range(shnum)]
    names = headers[shstrndx][4]  # the string table's file offset
    out = []
    for name, _type, flags, addr, _offset, size in headers:
        if flags & 2:  # SHF_ALLOC
            end = data.index(b"\0", names + name)
            out.append((data[names + name:end].decode(), addr, size))
    return out


# ---- inputs ----

def _seed(*parts):
    return int.from_bytes(hashlib.sha256("/".join(map(str, parts)).encode()).digest()[:8], "little")


def _float_specials(dtype):
    info = np.finfo(dtype)
    tiny = float(info.smallest_subnormal) if hasattr(info, "smallest_subnormal") else float(info.tiny) * float(info.eps)
    return [0.0, -0.0, float("inf"), float("-inf"), float("nan"), float(info.max), -float(info.max),
            float(info.tiny), -float(info.tiny), tiny, -tiny, tiny * 3, 1.0, -1.0, 0.5, 1.5, 2.5]


def make_buffer(case, index, buf):
    """A buffer's initial contents, the same on every call (seeded by the kernel and argument)."""
    dtype = DTYPES[buf.elem]
    rng = np.random.default_rng(_seed(case.kernel, index))
    n, fill = buf.count, buf.fill
    if fill.kind == "zero":
        return np.zeros(n, dtype)
    if fill.kind == "values":
        vals = [fill.values[i % len(fill.values)] for i in range(n)]
        if np.issubdtype(dtype, np.integer):
            bits = np.iinfo(dtype).bits
            return np.array([v & ((1 << bits) - 1) for v in vals], dtype=f"u{bits // 8}").view(dtype)
        return np.array(vals, dtype=np.float64).astype(dtype)
    if np.issubdtype(dtype, np.integer):
        if fill.kind == "random":
            return rng.integers(0, 256, n * np.dtype(dtype).itemsize, dtype=np.uint8).view(dtype).copy()
        return rng.integers(int(fill.lo), int(fill.hi), n, endpoint=True).astype(dtype)
    if fill.kind == "bounded":
        return rng.uniform(fill.lo, fill.hi, n).astype(dtype)
    magnitudes = np.exp2(rng.uniform(fill.lo, fill.hi, n)) * rng.choice([-1.0, 1.0], n)
    out = magnitudes.astype(dtype)
    if fill.kind == "specials":
        special = _float_specials(dtype)
        picks = rng.integers(0, 4, n) == 0
        out[picks] = np.array([special[k % len(special)] for k in rng.integers(0, 1 << 30, int(picks.sum()))],
                              dtype=np.float64).astype(dtype)
    return out


def struct_layout(fields):
    """Bytes of a by-value struct (each field at its natural alignment, the size a multiple of the largest), and the
    `--arg struct:` text of its fields in order."""
    data, specs, align = bytearray(), [], 1
    for elem, value in fields:
        dtype = np.dtype(DTYPES[elem])
        for v in (value if isinstance(value, list) else [value]):
            while len(data) % dtype.itemsize:
                data.append(0)
            data += np.array([v], dtype=dtype).tobytes()
            specs.append(f"{elem}:{v}")
            align = max(align, dtype.itemsize)
    while len(data) % align:
        data.append(0)
    return bytes(data), "struct:" + ",".join(specs)


def scalar_type(arg_meta):
    t = SCALAR_TYPES.get(arg_meta.get("type_name", "").strip())
    if t:
        return t
    return {1: "u8", 2: "u16", 4: "u32", 8: "u64"}.get(arg_meta["size"], "u32")


def scalar_bits(elem, value):
    return int(np.array([value], dtype=DTYPES[elem]).view(f"u{np.dtype(DTYPES[elem]).itemsize}")[0])


# ---- one kernel's arguments, bound to its metadata ----

@dataclass
class Bound:
    cli: list = field(default_factory=list)      # --arg words for gcnkit run
    twin: list = field(default_factory=list)     # --arg words for gcnkit_corpus_twin
    python: list = field(default_factory=list)   # Machine.launch's args
    outputs: dict = field(default_factory=dict)  # argument index -> (Buffer spec, file the CLI writes)
    stack_size: int = 0  # the stack a HIP program sets (hipDeviceSetLimit) for a dynamic-stack kernel; 0: the default
    error: str = ""


# The most private segment the ROCm runtime gives a dispatch of a kernel with a dynamic stack: the larger of the
# kernel's fixed size and the device's stack limit, capped at 16 KiB. The limit is 1024 bytes by default for HIP
# (16 KiB for OpenCL); a HIP program whose kernel recurses or calls through pointers raises it with
# hipDeviceSetLimit(hipLimitStackSize, ...), and anything above 16 KiB gives it 16 KiB.
ROCM_DYNAMIC_STACK_CAP = 16384


def bind(case, kernel_meta, inputs, workdir):
    """The arguments of `case` for a kernel whose metadata is `kernel_meta`, checked against it: a case argument of
    the wrong kind for the metadata's is an error of the corpus, reported as such."""
    b = Bound()
    explicit = [a for a in kernel_meta["arguments"] if not a["hidden"]]
    if len(explicit) != len(case.args):
        b.error = f"corpus error: the case has {len(case.args)} arguments, the metadata {len(explicit)}"
        return b
    if kernel_meta.get("dynamic_stack") and case.source.endswith(".hip"):
        # The compiler cannot bound the kernel's stack (the metadata's .uses_dynamic_stack): the program asks for
        # the most the runtime gives, as OpenCL's default already is.
        b.stack_size = ROCM_DYNAMIC_STACK_CAP
    lds_offset = kernel_meta["metadata"]["group_segment_fixed_size"]
    for i, (arg, meta) in enumerate(zip(case.args, explicit)):
        kind = meta["value_kind"]
        if isinstance(arg, corpus_cases.Buffer):
            if kind != "global_buffer":
                b.error = f"corpus error: argument {i} is a buffer in the case, {kind} in the metadata"
                return b
            path = os.path.join(workdir, f"arg{i}.bin")
            with open(path, "wb") as f:
                f.write(inputs[i].tobytes())
            b.cli.append(f"buf:@{path}")
            b.twin.append(f"buf:@{path}")
            b.python.append(inputs[i].copy())
            if arg.output:
                b.outputs[i] = (arg, os.path.join(workdir, f"out{i}.bin"))
        elif isinstance(arg, corpus_cases.Scalar):
            elem = scalar_type(meta)
            b.cli.append(f"{elem}:{arg.value}")
            b.twin.append(f"bits:{scalar_bits(elem, arg.value):#x}")
            b.python.append(np.array([arg.value], dtype=DTYPES[elem])[0])
        elif isinstance(arg, corpus_cases.Struct):
            data, spec = struct_layout(arg.fields)
            if len(data) != meta["size"]:
                b.error = f"corpus error: struct argument {i} has {len(data)} bytes, the metadata says {meta['size']}"
                return b
            path = os.path.join(workdir, f"arg{i}.bytes")
            with open(path, "wb") as f:
                f.write(data)
            b.cli.append(spec)
            b.twin.append(f"bytes:@{path}")
            b.python.append(np.frombuffer(data, dtype=f"V{len(data)}")[0])
        elif isinstance(arg, corpus_cases.Local):
            if kind != "dynamic_shared_pointer":
                b.error = f"corpus error: argument {i} is __local in the case, {kind} in the metadata"
                return b
            b.cli.append(f"lds:{arg.bytes}")
            b.twin.append(f"lds:{arg.bytes}")
            b.python.append(corpus_cases.Local(arg.bytes))  # gcnkit.Lds at launch: placed as gcnkit run places it
    return b


# ---- comparison ----

def _as_bits(a):
    return a.view(f"u{a.dtype.itemsize}")


def compare(spec, emulated, host):
    """"" when the emulated output equals the twin's under the case's comparison, else the first differences."""
    if emulated.shape != host.shape:
        return f"{emulated.size} values, the twin has {host.size}"
    if spec.compare == corpus_cases.SORTED:
        emulated, host = np.sort(emulated), np.sort(host)
    is_float = np.issubdtype(host.dtype, np.floating)
    if not is_float:
        bad = np.nonzero(emulated != host)[0]
    else:
        nan_both = np.isnan(emulated) & np.isnan(host)
        same_bits = _as_bits(emulated) == _as_bits(host)
        ok = nan_both | same_bits
        if spec.compare == corpus_cases.ANY_ZERO:
            ok |= (emulated == 0) & (host == 0)
        if spec.compare.startswith("ulp:"):
            limit = int(spec.compare[4:])
            finite = np.isfinite(emulated) & np.isfinite(host) & (np.sign(emulated) == np.sign(host))
            ok |= finite & (_ordered(emulated) - _ordered(host) <= limit) & (_ordered(host) - _ordered(emulated) <= limit)
        bad = np.nonzero(~ok)[0]
    if bad.size == 0:
        return ""
    shown = ", ".join(f"[{k}] {_show(emulated[k])} (twin {_show(host[k])})" for k in bad[:3])
    return f"{bad.size} of {host.size} differ: {shown}"


def _ordered(a):
    """Positions in the ordered set of representable values (the ulp distance is their difference)."""
    bits = _as_bits(a).astype(np.int64)
    sign = np.int64(1) << (a.dtype.itemsize * 8 - 1)
    return np.where(bits & sign, -(bits & ~sign), bits)  # ~sign: the magnitude bits (sign - 1 overflows for f64)


def _show(v):
    if isinstance(v, (np.floating,)):
        return f"{float(v)!r}"
    return f"{int(v):#x}" if int(v) > 9 else str(int(v))


# ---- runners ----

def run_twin(twin_binary, case, bound, wave, workdir, timeout):
    """The host twin's buffers (argument index -> array) and printf text, or an error message."""
    cmd = [twin_binary, case.kernel, "--grid", ",".join(map(str, case.grid)), "--block",
           ",".join(map(str, case.block)), "--wave", str(wave), "--shared", str(case.shared),
           "--printf", os.path.join(workdir, "twin.printf")]
    for a in bound.twin:
        cmd += ["--arg", a]
    for i, (spec, _) in bound.outputs.items():
        cmd += ["--out", f"{i}={os.path.join(workdir, f'twin{i}.bin')}"]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    if p.returncode != 0:
        return None, None, (p.stderr.strip() or f"exit status {p.returncode}")
    outs = {i: np.fromfile(os.path.join(workdir, f"twin{i}.bin"), dtype=DTYPES[spec.elem])
            for i, (spec, _) in bound.outputs.items()}
    with open(os.path.join(workdir, "twin.printf"), encoding="utf-8", errors="replace") as f:
        return outs, f.read(), ""


def cli_command(gcnkit, build, case, bound):
    cmd = [gcnkit, "run", build.path, "--kernel", case.kernel, "--grid", ",".join(map(str, case.grid)), "--block",
           ",".join(map(str, case.block)), "--check=report", "--threads", "1", "--engine", "compiled"]
    if case.shared:
        cmd += ["--lds", str(case.shared)]
    if bound.stack_size:
        cmd += ["--stack-size", str(bound.stack_size)]
    for a in bound.cli:
        cmd += ["--arg", a]
    for i, (_, path) in bound.outputs.items():
        cmd += ["--out", f"{i}={path}"]
    return cmd


@dataclass
class Outcome:
    ok: bool = False
    detail: str = ""        # what differs or went wrong
    fault: str = ""         # the emulator's fault message, if any
    reports: list = field(default_factory=list)  # check report kinds
    report_text: str = ""  # the reports' messages
    stderr: str = ""
    mismatched: list = field(default_factory=list)  # argument indices (and "printf") that differ
    seconds: float = 0.0    # the run's wall time


def run_cli(gcnkit, build, case, bound, twin_outs, twin_printf, timeout):
    cmd = cli_command(gcnkit, build, case, bound)
    out = Outcome()
    started = time.time()
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        out.detail = out.fault = f"timeout after {timeout} s"
        return out
    out.seconds = time.time() - started
    stdout = p.stdout.decode("utf-8", "replace")
    out.stderr = p.stderr.decode("utf-8", "replace")
    lines = out.stderr.splitlines()
    checks = [ln for ln in lines if ln.startswith("gcnkit run: check: ")]
    out.reports = sorted({m.group(1) for ln in checks for m in [re.search(r": ([a-z]+(?:-[a-z]+)+): ", ln)] if m})
    out.report_text = "\n".join(checks)
    errors = [ln for ln in lines if ln.startswith("gcnkit run: error") or ln.startswith("gcnkit run: fault")]
    if p.returncode != 0:
        tail = out.stderr.strip().splitlines()
        out.fault = "; ".join(errors) or (tail[-1] if tail else f"exit status {p.returncode}")
    emulated = {}
    for i, (spec, path) in bound.outputs.items():
        if os.path.exists(path):
            emulated[i] = np.fromfile(path, dtype=DTYPES[spec.elem])
            os.remove(path)
    return _judge(out, case, bound, emulated, stdout, twin_outs, twin_printf)


def run_python(gcnkit_module, build, case, bound, twin_outs, twin_printf):
    out = Outcome()
    stdout = ""
    args = [a.copy() if isinstance(a, np.ndarray) else
            gcnkit_module.Lds(a.bytes) if isinstance(a, corpus_cases.Local) else a for a in bound.python]
    started = time.time()
    try:
        m = gcnkit_module.Machine(build.path, checks="report", stack_size=bound.stack_size or None, engine="interp")
        r = m.launch(case.kernel, grid=case.grid, block=case.block, args=args,
                     lds=case.shared)
        out.reports = sorted({rep.kind for rep in r.reports})
        out.report_text = "\n".join(f"{rep.instruction}: {rep.kind}: {rep.message}" for rep in r.reports)
        stdout = getattr(r, "stdout", "") or ""
    except gcnkit_module.Error as e:  # faults and argument errors
        out.fault = f"{type(e).__name__}: {e}"
        out.reports = sorted({rep.kind for rep in getattr(e, "reports", []) or []})
        out.report_text = "\n".join(f"{rep.instruction}: {rep.kind}: {rep.message}"
                                     for rep in getattr(e, "reports", []) or [])
        stdout = getattr(e, "stdout", "") or ""
    out.seconds = time.time() - started
    emulated = {i: args[i] for i in bound.outputs if isinstance(args[i], np.ndarray)}
    return _judge(out, case, bound, emulated, stdout, twin_outs, twin_printf)


def _judge(out, case, bound, emulated, stdout, twin_outs, twin_printf):
    problems = []
    for i, (spec, _) in bound.outputs.items():
        if i not in emulated:
            problems.append(f"argument {i}: not written back")
            out.mismatched.append(i)
            continue
        d = compare(spec, emulated[i], twin_outs[i])
        if d:
            problems.append(f"argument {i}: {d}")
            out.mismatched.append(i)
    if stdout != twin_printf:
        out.mismatched.append("printf")
        problems.append("printf: " + _first_difference(stdout, twin_printf))
    if out.reports:
        problems.insert(0, "check reports: " + ", ".join(out.reports))
    if out.fault:
        problems.insert(0, out.fault)
    out.ok = not problems
    out.detail = "; ".join(problems)
    return out


def _first_difference(got, want):
    g, w = got.splitlines(), want.splitlines()
    for k in range(max(len(g), len(w))):
        a = g[k] if k < len(g) else "<end>"
        b = w[k] if k < len(w) else "<end>"
        if a != b:
            return f"{len(g)} lines, the twin {len(w)}; line {k + 1}: {a!r}, the twin {b!r}"
    return "differs"


def workdir_for(root, case, build=None):
    d = os.path.join(root, case.kernel, build.name if build else "twin")
    os.makedirs(d, exist_ok=True)
    return d


def temporary_root():
    return tempfile.mkdtemp(prefix="gcnkit-corpus-")
