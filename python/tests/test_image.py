# Whole images from Python: a code object's variables read and written between launches (hipMemcpyFromSymbol /
# hipMemcpyToSymbol), the stack size of kernels with a dynamic stack, and what kernels print (printf), also when
# they fault later.
import numpy as np
import pytest

import gcnkit

from conftest import SOURCE_DIR

IMAGE = SOURCE_DIR / "tests" / "data" / "image"


def test_device_variables_persist_across_launches():
    m = gcnkit.Machine(IMAGE / "globals_hip.gfx900.O2.v5.hsaco")
    assert m.read_global("dev_counter", np.int32)[0] == 5
    np.testing.assert_array_equal(m.read_global("ctable", np.int32), [10, 20, 30, 40])
    # HIP's __constant__ variables are in .data (the host writes them, hipMemcpyToSymbol)
    assert m.symbol("ctable")["writable"] is True and m.symbol("area")["size"] == 256
    names = {s["name"]: s for s in m.symbols}
    assert names["_Z5twicei"]["kind"] == "function" and names["globals"]["kind"] == "kernel"
    # ops holds the addresses of twice and square (relocations applied at load)
    np.testing.assert_array_equal(m.read_global("ops", np.uint64),
                                  [names["_Z5twicei"]["address"], names["_Z6squarei"]["address"]])
    out = np.zeros(128, np.int32)
    m.launch("globals", grid=128, block=64, args=[out, 1])
    t = np.arange(128)
    np.testing.assert_array_equal(out, np.array([10, 20, 30, 40])[t & 3] + t * t)
    assert m.read_global("dev_counter", np.int32)[0] == 5 + 128
    m.write_global("bias", 1000)                       # a Python int, sized by the variable
    m.write_global("dev_counter", np.int32(-1))
    m.launch("globals", grid=128, block=64, args=[out, 0])
    np.testing.assert_array_equal(out, np.array([10, 20, 30, 40])[t & 3] + 2 * t + 1000)
    assert m.read_global("dev_counter", np.int32)[0] == 127
    area = m.read_global("area", np.int32)
    assert area[3] == 2 * 2 + 2 * 7 and area[4] == 4     # two launches of 128: 2 each, and 7 twice through dev_ptr
    m.write_global("area", np.arange(4, dtype=np.int32), offset=8)
    np.testing.assert_array_equal(m.read_global("area", np.int32, count=6), [4, 4, 0, 1, 2, 3])


def test_variable_errors():
    m = gcnkit.Machine(IMAGE / "globals_hip.gfx900.O2.v5.hsaco")
    with pytest.raises(KeyError, match="no symbol 'nope'; its variables: .*dev_counter"):
        m.read_global("nope")
    with pytest.raises(ValueError, match="reach past the end of 'bias'"):
        m.read_global("bias", np.int64)
    with pytest.raises(ValueError, match="8 bytes at offset 0 reach past its end"):
        m.write_global("bias", np.int64(1))
    with pytest.raises(ValueError, match="does not fit in 'bias'"):
        m.write_global("bias", 1 << 40)


def test_stack_size():
    m = gcnkit.Machine(IMAGE / "stack_hip.gfx900.O2.v5.hsaco")
    out = np.zeros(64, np.int32)
    with pytest.raises(gcnkit.MemoryViolation, match="private segment overflow"):
        m.launch("recurse", grid=64, block=64, args=[out, 400])
    m.stack_size = 131056
    m.launch("recurse", grid=64, block=64, args=[out, 400])
    assert gcnkit.Machine(IMAGE / "stack_hip.gfx900.O2.v5.hsaco", stack_size=4096).stack_size == 4096


@pytest.mark.parametrize("name", ["printf_hip.gfx900.O2.v5.hsaco", "printf_hip.buffered.gfx900.O2.v5.hsaco",
                                  "printf_cl.gfx900.O2.v5.hsaco"])
def test_printf_output(name):
    m = gcnkit.Machine(IMAGE / name)
    r = m.launch("print_all", grid=128, block=64, args=[42, np.float32(1.5), 2.25, np.int64(123456789012)])
    lines = r.stdout.splitlines()
    assert lines[0] == "d=42 i=-42 u=126 x=abea X=ABEA o=52 c=C s=str p=0x1234"
    assert lines[-1] == "again t=127" and r.stderr == ""
    assert lines.index("line wg=0 t=63") + 1 == lines.index("again t=0")  # a wave's calls in order


def test_printf_before_a_fault():
    m = gcnkit.Machine(IMAGE / "printf_hip.gfx900.O2.v5.hsaco")
    with pytest.raises(gcnkit.MemoryViolation) as e:
        m.launch("print_then_fault", grid=128, block=64, args=[np.zeros(16, np.int32), 70])
    assert e.value.stdout.startswith("before t=0\n")
    assert "after t=63\nbefore t=64\n" in e.value.stdout and "after t=64" not in e.value.stdout
