# The Python binding's fuzz target, as a bounded randomized test (a libFuzzer target cannot host the interpreter
# sensibly: the fuzz build is instrumented, the module is not): random buffer objects (NumPy arrays of many dtypes,
# shapes, strides of either sign, transposes; memoryviews, casts, bytearray, bytes, array.array), random sizes,
# copied through a kernel. Every case either raises ArgumentError/TypeError or copies exactly the elements in C
# order, and no byte of the underlying memory outside the elements changes. GCNKIT_FUZZ_CASES (default 300) and
# GCNKIT_FUZZ_SEED choose the run; CI runs the default under `ctest -L python`.
import array
import os
import random

import numpy as np
import pytest

import gcnkit
from test_hostile import COPY

CASES = int(os.environ.get("GCNKIT_FUZZ_CASES", "300"))
SEED = int(os.environ.get("GCNKIT_FUZZ_SEED", "1"))
DTYPES = ["u1", "i1", "<u2", ">i2", "<f4", ">f4", "<f8", "c8", "u8", "?", "S3", "U2", "V5", "O",
          [("a", "<u2"), ("b", "u1")], [("a", "<u4"), ("o", "O")], "m8[s]", "M8[D]"]


def random_array(rng):
    dt = np.dtype(rng.choice(DTYPES))
    ndim = rng.randint(0, 3)
    shape = tuple(rng.randint(0, 9) for _ in range(ndim))
    if dt.hasobject:  # refused whatever its layout
        return np.empty(shape, dtype=dt), None
    base = np.zeros(tuple(s * 3 + 1 for s in shape), dtype=dt)
    raw = base.reshape(-1).view(np.uint8)
    raw[:] = np.frombuffer(rng.randbytes(raw.size), np.uint8)
    view = base
    for axis in range(ndim):  # a random slice with a random step (either sign) per axis
        step = rng.choice([1, 2, 3, -1, -2])
        start = rng.randint(0, base.shape[axis] - 1)
        index = [slice(None)] * ndim
        index[axis] = slice(start, None, step)
        view = view[tuple(index)]
    if ndim > 1 and rng.random() < 0.3:
        view = view.T
    if rng.random() < 0.2:
        view.flags.writeable = False
    return view, base


def wrap(rng, arr):
    """The array as NumPy gave it, or another kind of buffer over (a copy of) its elements."""
    kind = rng.choice(["numpy", "numpy", "memoryview", "bytearray", "bytes", "array", "cast"])
    if kind == "numpy":
        return arr
    if kind == "memoryview":
        try:
            return memoryview(arr)
        except (ValueError, TypeError, BufferError):
            return arr
    data = arr.tobytes() if not arr.dtype.hasobject else b""
    if kind == "bytearray":
        return bytearray(data)
    if kind == "bytes":
        return data
    if kind == "array":
        return array.array("B", data)
    mv = memoryview(bytearray(data))
    return mv[::-1] if rng.random() < 0.5 else mv[::2]


def elements(obj):
    return memoryview(obj).tobytes()


@pytest.fixture(scope="module")
def copier():
    return gcnkit.Machine(gcnkit.assemble(COPY, "gfx900", output="shared"))


def test_random_buffers(copier):
    rng = random.Random(SEED)
    accepted = refused = 0
    for case in range(CASES):
        src_arr, _ = random_array(rng)
        dst_arr, dst_base = random_array(rng)
        src, dst = wrap(rng, src_arr), wrap(rng, dst_arr)
        guard = None if dst_base is None or dst is not dst_arr else dst_base.reshape(-1).view(np.uint8).copy()
        try:
            expected_src = elements(src)
        except (ValueError, TypeError, NotImplementedError):
            expected_src = None
        try:
            before = elements(dst)
        except (ValueError, TypeError, NotImplementedError):
            before = None
        fits = min(len(expected_src or b""), len(before or b""))
        n = rng.randint(0, fits) if rng.random() < 0.85 else rng.randint(0, 600)  # mostly within both
        try:
            copier.launch("copy", grid=max(n, 1), block=64, args=[src, dst, np.uint32(n)])
        except (gcnkit.ArgumentError, TypeError):
            refused += 1
            continue
        except gcnkit.MemoryViolation:
            # n beyond a buffer: the kernel faults naming it; what it wrote before is written back
            refused += 1
            continue
        accepted += 1
        assert expected_src is not None and before is not None, f"case {case}: accepted what Python cannot read"
        after = elements(dst)
        writable = not memoryview(dst).readonly
        count = min(n, len(expected_src), len(before))
        if writable:
            assert after[:count] == expected_src[:count], f"case {case}"
            assert after[count:] == before[count:], f"case {case}: bytes past n changed"
        else:
            assert after == before, f"case {case}: a read-only buffer changed"
        if guard is not None:
            # Only the view's elements may differ in the memory under it.
            changed = np.nonzero(dst_base.reshape(-1).view(np.uint8) != guard)[0]
            lo = dst_arr.__array_interface__["data"][0] - dst_base.__array_interface__["data"][0]
            covered = set()
            item = dst_arr.itemsize
            for idx in np.ndindex(dst_arr.shape):
                off = lo + sum(i * s for i, s in zip(idx, dst_arr.strides))
                covered.update(range(off, off + item))
            assert set(changed.tolist()) <= covered, f"case {case}: bytes outside the elements changed"
    print(f"{accepted} accepted, {refused} refused")
    assert accepted > CASES // 4 and refused > 0
