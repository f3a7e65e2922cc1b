# gcnkit.Machine.launch: NumPy arrays as buffers (written back), scalars, checks' reports and faults.
import numpy as np
import pytest

import gcnkit


def test_saxpy_writes_back_into_the_arrays(saxpy):
    m = gcnkit.Machine(saxpy)
    assert "saxpy" in m.kernels
    x = np.arange(1000, dtype=np.float32)
    y = np.full(1000, 0.5, dtype=np.float32)
    r = m.launch("saxpy", grid=(1024,), block=(64,), args=[np.float32(3), x, y, np.uint32(1000)])
    np.testing.assert_array_equal(y, 3 * np.arange(1000, dtype=np.float32) + 0.5)
    np.testing.assert_array_equal(x, np.arange(1000, dtype=np.float32))  # read, not changed
    assert r.reports == []
    assert r.instructions >= 16 * 10  # 16 waves of at least 10 instructions
    fidelity = {e["instruction"]: e for e in r.fidelity}
    assert fidelity["v_fma_f32"]["level"] == "exact" and fidelity["v_fma_f32"]["executed"] == 16  # one per wave
    assert fidelity["s_endpgm"]["executed"] == 16


def test_python_numbers_take_their_size_from_the_metadata(saxpy):
    y = np.zeros(64, dtype=np.float32)
    gcnkit.Machine(saxpy).launch("saxpy", grid=64, block=64, args=[2.5, np.ones(64, np.float32), y, 10])
    np.testing.assert_array_equal(y, [2.5] * 10 + [0] * 54)  # n = 10: the rest untouched


def test_arguments_that_do_not_match_the_metadata(saxpy):
    m = gcnkit.Machine(saxpy)
    x = np.zeros(64, np.float32)
    with pytest.raises(gcnkit.ArgumentError, match="takes 4 arguments \\(metadata .args\\), 2 given"):
        m.launch("saxpy", grid=64, args=[x, x])
    with pytest.raises(gcnkit.ArgumentError, match="argument 0 \\(1.0\\) is 8 bytes, but the metadata has argument 0 at offset 0 size 4"):
        m.launch("saxpy", grid=64, args=[np.float64(1), x, x, np.uint32(64)])
    with pytest.raises(gcnkit.ArgumentError, match="argument 3 \\(4294967296\\) does not fit in 4 bytes$"):
        m.launch("saxpy", grid=64, args=[1.0, x, x, 1 << 32])
    strided = np.zeros(128, np.float32)
    m.launch("saxpy", grid=64, args=[1.0, np.ones(64, np.float32), strided[::2], 64])  # element by element
    np.testing.assert_array_equal(strided, [1, 0] * 64)
    with pytest.raises(gcnkit.ArgumentError, match="grid sizes must be positive"):
        m.launch("saxpy", grid=(0,), args=[1.0, x, x, 64])
    with pytest.raises(TypeError, match="not str"):
        m.launch("saxpy", grid=64, args=[1.0, x, "y", 64])
    with pytest.raises(gcnkit.CodeObjectError, match="its kernels: .*saxpy"):
        m.launch("nope")


def test_read_only_arrays_and_bytes_are_inputs(saxpy):
    x = np.ones(64, np.float32)
    x.flags.writeable = False
    y = bytearray(np.zeros(64, np.float32).tobytes())
    gcnkit.Machine(saxpy).launch("saxpy", grid=64, block=64, args=[2.0, x, y, 64])
    np.testing.assert_array_equal(np.frombuffer(y, np.float32), [2.0] * 64)


def test_a_fault_is_an_exception_naming_the_argument(store_kernel):
    out = np.zeros(2, dtype=np.uint32)  # 8 bytes; the third work-group stores past the end
    with pytest.raises(gcnkit.MemoryViolation) as e:
        gcnkit.Machine(store_kernel).launch("store", grid=4, args=[out, np.uint32(100)])
    f = e.value
    assert f.kind == "MemoryViolation"
    assert "past the end of argument 0 'out' (8 bytes)" in f.where
    assert f.where in str(f)
    assert f.instruction.startswith("s_store_dword")
    assert f.workgroup == 2
    assert isinstance(f, gcnkit.Error)
    np.testing.assert_array_equal(out, [100, 101])  # written back up to the fault


def test_checks_reports_are_objects_and_error_mode_raises(store_kernel, source_dir):
    # v4 is beyond the 4 VGPRs the descriptor allocates: a report, and the kernel still runs.
    src = (source_dir / "examples" / "kernel.s").read_text().replace("  s_endpgm\n", "  v_mov_b32 v4, 0\n  s_endpgm\n", 1)
    beyond = gcnkit.assemble(src, output="shared")
    out = np.zeros(4, np.uint32)
    r = gcnkit.Machine(beyond).launch("store", grid=4, args=[out, np.uint32(7)])
    np.testing.assert_array_equal(out, [7, 8, 9, 10])
    assert len(r.reports) == 1
    rep = r.reports[0]
    assert isinstance(rep, gcnkit.Report)
    assert rep.kind == "register-bounds"
    assert rep.instruction == "v_mov_b32_e32 v4, 0"
    assert "the descriptor allocates 4 VGPRs (v0..v3)" in rep.message
    assert str(rep).startswith("pc 0x") and rep.message in str(rep)
    with pytest.raises(gcnkit.CheckFailed) as e:
        gcnkit.Machine(beyond, checks="error").launch("store", grid=4, args=[out, np.uint32(7)])
    assert [x.kind for x in e.value.reports] == ["register-bounds"]
    assert gcnkit.Machine(beyond, checks="off").launch("store", grid=4, args=[out, 7]).reports == []


def test_a_fault_carries_the_reports_before_it(source_dir):
    # Without the first s_waitcnt the store uses s[4:5] before its load returns: a pending-sgpr report, then
    # a store to the address the registers held (0), a memory violation.
    src = (source_dir / "examples" / "kernel.s").read_text().replace("  s_waitcnt lgkmcnt(0)\n", "  s_nop 0\n", 1)
    with pytest.raises(gcnkit.MemoryViolation) as e:
        gcnkit.Machine(gcnkit.assemble(src, output="shared")).launch("store", args=[np.zeros(1, np.uint32), 7])
    assert e.value.reports and {x.kind for x in e.value.reports} == {"pending-sgpr"}
    assert e.value.address == 0


def test_instruction_limit_and_options(store_kernel):
    out = np.zeros(4, np.uint32)
    with pytest.raises(gcnkit.InstructionLimit):
        gcnkit.Machine(store_kernel, max_instructions=3).launch("store", grid=4, args=[out, 1])
    with pytest.raises(ValueError, match="checks must be"):
        gcnkit.Machine(store_kernel, checks="loud")
    with pytest.raises(ValueError, match="smem_order"):
        gcnkit.Machine(store_kernel, smem_order="sideways")
    r = gcnkit.Machine(store_kernel, smem_order="random:3").launch("store", grid=4, args=[out, 1])
    assert r.reports == []
    # Options after `args` are keyword-only: new ones can be added without changing existing calls.
    with pytest.raises(TypeError):
        gcnkit.Machine(store_kernel).launch("store", 4, 1, [out, 1], 0)


NO_METADATA = """
.text
.globl k
.p2align 8
.type k,@function
k:
  {body}
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 8
.end_amdhsa_kernel
"""


def test_without_metadata_numpy_scalars_and_buffers_go_as_given():
    so = gcnkit.assemble(NO_METADATA.format(body="s_nop 0"), "gfx900", output="shared")
    assert gcnkit.CodeObject(so).kernel("k")["arguments"] is None
    m = gcnkit.Machine(so)
    r = m.launch("k", args=[np.uint8(1), np.zeros(3, np.int16), b"input only", np.float64(2)])
    assert r.instructions == 2
    with pytest.raises(gcnkit.ArgumentError, match="argument 0 \\(5\\): a Python number needs the kernel's metadata"):
        m.launch("k", args=[5])
    with pytest.raises(gcnkit.ArgumentError, match="a bool has no size"):
        m.launch("k", args=[True])


def test_a_trap_raises_trap():
    so = gcnkit.assemble(NO_METADATA.format(body="s_trap 2"), "gfx900", output="shared")
    with pytest.raises(gcnkit.Trap) as e:
        gcnkit.Machine(so).launch("k", grid=(2,))
    assert e.value.kind == "Trap" and e.value.instruction == "s_trap 2" and e.value.where == ""


def test_every_engine_gives_the_same_launch(saxpy):
    # engine: 'interp' (the reference), 'compiled' (every region compiled at its first visit), 'auto'.
    results = {}
    for engine in ("interp", "compiled", "auto"):
        y = np.full(1000, 0.5, dtype=np.float32)
        r = gcnkit.Machine(saxpy, engine=engine).launch(
            "saxpy", grid=(1024,), block=(64,), args=[np.float32(3), np.arange(1000, dtype=np.float32), y, np.uint32(1000)])
        results[engine] = (y.tobytes(), r.instructions, [(e["instruction"], e["executed"]) for e in r.fidelity])
    assert results["compiled"] == results["interp"] and results["auto"] == results["interp"]
    with pytest.raises(ValueError, match="engine must be 'auto', 'interp' or 'compiled'"):
        gcnkit.Machine(saxpy, engine="jit")
