# launch() arguments as `gcnkit run --arg` takes them (tests/data/args): structs as np.void, __local pointers as
# gcnkit.Lds, Python numbers typed by the metadata's type names, and values of the wrong type refused.
import numpy as np
import pytest

import gcnkit

PARAMS = np.dtype([("scale", "<f4"), ("offset", "<i4"), ("flag", "u1")], align=True)  # 12 bytes, as C lays it out
WIDE = np.dtype([("d", "<f8"), ("i", "<i4")], align=True)  # 16 bytes


@pytest.fixture
def args_kernels(source_dir):
    return source_dir / "tests" / "data" / "args" / "args.gfx900.hsaco"


def params(scale, offset, flag):
    return np.array([(scale, offset, flag)], dtype=PARAMS)[0]


def test_structs_and_typed_numbers(args_kernels):
    m = gcnkit.Machine(args_kernels)
    out = np.full(4, 9, np.float32)
    wide = np.array([(0.5, 7)], dtype=WIDE)[0]
    # n = 3 (a Python int for a uint), x = 2 (a Python int for a float: 2.0)
    m.launch("scalars_and_structs", grid=4, block=4, args=[out, 3, 2, params(2, -1, 1), wide])
    np.testing.assert_array_equal(out, [3.5, 3.5, 3.5, 9])
    # x as raw bytes (a bit pattern fits any argument of its size), flag 0: + w.i
    x = np.void(np.float32(2.5).tobytes())
    m.launch("scalars_and_structs", grid=4, block=4, args=[out, np.uint32(4), x, params(2, -1, 0), wide])
    np.testing.assert_array_equal(out, [11, 11, 11, 11])


def test_values_of_the_wrong_type_are_refused(args_kernels):
    m = gcnkit.Machine(args_kernels)
    out = np.zeros(4, np.float32)
    wide = np.array([(0.5, 7)], dtype=WIDE)[0]
    with pytest.raises(gcnkit.ArgumentError, match="the kernel's 'n' is a 'uint', not a float"):
        m.launch("scalars_and_structs", grid=4, args=[out, 3.0, 2.5, params(2, -1, 1), wide])
    with pytest.raises(gcnkit.ArgumentError, match=r"'n' is an integer \('uint'\).*write np.uint32\(N\)"):
        m.launch("scalars_and_structs", grid=4, args=[out, np.float32(3), 2.5, params(2, -1, 1), wide])
    with pytest.raises(gcnkit.ArgumentError, match=r"'x' is a float \('float'\), and .* is an integer"):
        m.launch("scalars_and_structs", grid=4, args=[out, 3, np.int32(3), params(2, -1, 1), wide])
    with pytest.raises(gcnkit.ArgumentError, match="is 8 bytes, but the metadata has 'p' at offset 16 size 12"):
        m.launch("scalars_and_structs", grid=4, args=[out, 3, 2.5, np.array([(2, -1)], "<f4,<i4")[0], wide])
    with pytest.raises(gcnkit.ArgumentError, match="lds:BYTES is for a __local pointer"):
        m.launch("scalars_and_structs", grid=4, args=[out, 3, 2.5, params(2, -1, 1), gcnkit.Lds(16)])


def test_local_pointers(args_kernels):
    # 12 bytes of static LDS; a at 12, b at 272 (8-byte aligned after a's 256 bytes).
    out = np.zeros(67, np.uint32)
    m = gcnkit.Machine(args_kernels, checks="error")
    m.launch("local_pointers", grid=64, block=64, args=[out, gcnkit.Lds(256), gcnkit.Lds(512)])
    np.testing.assert_array_equal(out[64:], [12, 272, 0])
    assert out[0] == 1 + 2 + 7
    with pytest.raises(gcnkit.ArgumentError, match="'a' is a __local pointer"):
        m.launch("local_pointers", grid=64, block=64, args=[out, np.uint32(0), gcnkit.Lds(512)])
    with pytest.raises(gcnkit.ArgumentError, match="from 1 to 65536"):
        gcnkit.Lds(0)
    assert repr(gcnkit.Lds(8)) == "gcnkit.Lds(8)" and gcnkit.Lds(8).nbytes == 8
