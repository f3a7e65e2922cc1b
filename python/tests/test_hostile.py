# Hostile and careless Python: the module reads and writes only the elements of the buffers it is given (any
# strides), refuses what it cannot honour, holds every buffer until it is copied back (a resize raises in the
# resizer, from a trace callback or another thread), applies the command line's limits before allocating, and
# says what is wrong with ArgumentError.
import array
import ctypes
import os
import resource
import subprocess
import sys
import threading

import numpy as np
import pytest

import gcnkit

# copy(in, out, n): out[i] = in[i] for the bytes i < n, one work-item per byte (no metadata: NumPy scalars).
COPY = """
.text
.globl copy
.p2align 8
.type copy,@function
copy:
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  s_load_dword s8, s[0:1], 0x10
  v_lshl_add_u32 v0, s2, 6, v0
  s_waitcnt lgkmcnt(0)
  v_cmp_gt_u32 vcc, s8, v0
  s_and_saveexec_b64 s[10:11], vcc
  s_cbranch_execz done
  global_load_ubyte v1, v0, s[4:5]
  s_waitcnt vmcnt(0)
  global_store_byte v0, v1, s[6:7]
  s_waitcnt vmcnt(0)
done:
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel copy
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_next_free_vgpr 2
  .amdhsa_next_free_sgpr 12
.end_amdhsa_kernel
"""

# spin(): a loop of `count` iterations (s0 from the descriptor's first user SGPR is not used: a constant).
SPIN = """
.text
.globl spin
.p2align 8
.type spin,@function
spin:
  s_mov_b32 s4, {count}
loop:
  s_sub_u32 s4, s4, 1
  s_cmp_eq_u32 s4, 0
  s_cbranch_scc0 loop
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel spin
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 8
.end_amdhsa_kernel
"""


# k(value[4], out): out[0..3] = the four bytes of the value (s_load from the kernarg segment, s_store).
NO_METADATA_VALUE = """
.text
.globl k
.p2align 8
.type k,@function
k:
  s_load_dword s2, s[0:1], 0x0
  s_load_dwordx2 s[4:5], s[0:1], 0x8
  s_waitcnt lgkmcnt(0)
  s_store_dword s2, s[4:5], 0x0
  s_waitcnt lgkmcnt(0)
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 8
.end_amdhsa_kernel
"""


@pytest.fixture(scope="module")
def copier():
    return gcnkit.Machine(gcnkit.assemble(COPY, "gfx900", output="shared"))


def copy(m, src, dst, n, **kw):
    return m.launch("copy", grid=max(n, 1), block=64, args=[src, dst, np.uint32(n)], **kw)


def test_strided_views_are_read_and_written_element_by_element(copier):
    x = np.arange(64, dtype=np.float32)
    big = bytearray(np.full(96, -1, np.float32).tobytes())
    out = memoryview(big).cast("f")[16:80][::-1]  # reversed: the last element first, in the middle of `big`
    copy(copier, memoryview(x)[::-1], out, 256)
    whole = np.frombuffer(big, np.float32)
    np.testing.assert_array_equal(whole[16:80], np.arange(64, dtype=np.float32))  # reversed twice
    assert (whole[:16] == -1).all() and (whole[80:] == -1).all()  # nothing around it was written
    every4 = np.full(256, 7, np.float32)
    copy(copier, np.arange(64, dtype=np.float32), every4[::4], 256)
    np.testing.assert_array_equal(every4[::4], np.arange(64, dtype=np.float32))
    assert (every4.reshape(64, 4)[:, 1:] == 7).all()  # the elements between were not touched
    transposed = np.zeros((4, 8), np.uint8).T  # Fortran order: elements go in C order of the view
    copy(copier, bytes(range(32)), transposed, 32)
    np.testing.assert_array_equal(transposed, np.arange(32, dtype=np.uint8).reshape(8, 4))


def test_a_large_reversed_view_is_copied_back_within_its_buffer(copier):
    base = bytearray(16 << 20)
    view = memoryview(base)[::-1]
    copy(copier, b"\x01\x02\x03", view, 3)
    assert base[-3:] == b"\x03\x02\x01" and base.count(0) == len(base) - 3


def test_a_resize_from_the_trace_callback_raises_in_the_resizer(copier):
    out = bytearray(64)

    def shrink(event):
        del out[8:]

    with pytest.raises(BufferError):
        copy(copier, bytes(range(64)), out, 64, trace=shrink)
    assert out == bytes(range(64))  # still 64 bytes, written back
    arr = np.zeros(64, np.uint8)
    with pytest.raises(ValueError, match="cannot resize"):
        copy(copier, bytes(range(64)), arr, 64, trace=lambda e: arr.resize(2, refcheck=False))
    np.testing.assert_array_equal(arr, np.arange(64, dtype=np.uint8))


@pytest.mark.parametrize("kind", ["bytearray", "array", "numpy"])
def test_a_resize_from_another_thread_while_the_kernel_runs_is_refused(kind):
    m = gcnkit.Machine(gcnkit.assemble(SPIN.format(count=2000000), "gfx900", output="shared"), time_limit=60)
    buf = {"bytearray": lambda: bytearray(1 << 16), "array": lambda: array.array("B", bytes(1 << 16)),
           "numpy": lambda: np.zeros(1 << 16, np.uint8)}[kind]()
    done, refused = threading.Event(), []

    def resize():  # shrinks and grows it back, over and over: refused only while the launch holds it
        while not done.is_set():
            try:
                if kind == "numpy":
                    buf.resize(8, refcheck=False)
                    buf.resize(1 << 16, refcheck=False)
                else:
                    del buf[8:]
                    buf.extend(bytes((1 << 16) - 8))
            except (BufferError, ValueError) as e:
                refused.append(type(e))

    t = threading.Thread(target=resize)
    t.start()
    try:
        m.launch("spin", args=[buf])
    finally:
        done.set()
        t.join()
    assert refused, "the kernel ended before the other thread tried"
    assert set(refused) == {ValueError if kind == "numpy" else BufferError}


def test_items_that_are_not_plain_bytes_are_refused(copier):
    out = np.zeros(16, np.uint8)
    with pytest.raises(gcnkit.ArgumentError, match="holds Python objects"):
        copy(copier, np.array([object()] * 2, dtype=object), out, 16)
    with pytest.raises(gcnkit.ArgumentError, match="Python objects"):
        copy(copier, np.zeros(2, dtype=[("a", "i4"), ("b", "O")]), out, 16)
    with pytest.raises(gcnkit.ArgumentError, match="host pointers"):
        copy(copier, memoryview((ctypes.c_void_p * 2)()), out, 16)
    class ObjectScalar:  # something with a dtype that NumPy turns into an object array
        dtype = np.dtype(object)

        def __array__(self, dtype=None):
            return np.array(object(), dtype=object)

    with pytest.raises(gcnkit.ArgumentError, match="a Python object"):
        copier.launch("copy", args=[ObjectScalar(), out, np.uint32(0)])

    class ReversedValue:  # a value whose array is a reversed view: its bytes are its elements, nothing around them
        dtype = np.dtype(np.uint8)

        def __array__(self, dtype=None):
            return np.arange(4, dtype=np.uint8)[::-1]

    no_metadata = gcnkit.Machine(gcnkit.assemble(NO_METADATA_VALUE, "gfx900", output="shared"))
    result = np.zeros(4, np.uint8)
    no_metadata.launch("k", args=[ReversedValue(), result])
    np.testing.assert_array_equal(result, [3, 2, 1, 0])
    # Plain structured items are bytes: accepted.
    rec = np.zeros(4, dtype=[("a", "<u2"), ("b", "u1"), ("c", "u1")])
    copy(copier, bytes(range(16)), rec, 16)
    assert rec["a"][1] == 0x0504


def test_overlapping_writable_elements_are_refused_and_huge_buffers_are_not_copied(copier):
    base = np.zeros(8, np.uint8)
    overlapping = np.lib.stride_tricks.as_strided(base, shape=(8,), strides=(0,), writeable=True)
    with pytest.raises(gcnkit.ArgumentError, match="overlap"):
        copy(copier, bytes(8), overlapping, 8)
    # Read-only overlapping elements are an input like any other.
    copy(copier, np.broadcast_to(np.uint8(9), (8,)), base, 8)
    assert (base == 9).all()
    huge = np.broadcast_to(np.zeros(1, np.uint8), (1 << 32,))  # 4 GiB of one byte: refused before a copy
    with pytest.raises(gcnkit.ArgumentError, match="larger than the 4294967295 bytes"):
        copy(copier, huge, base, 8)


def test_launch_sizes_are_argument_errors_checked_before_allocating(copier):
    out = np.zeros(8, np.uint8)
    for lds in (2 ** 31, 65537, -1, 2 ** 70):
        with pytest.raises(gcnkit.ArgumentError, match="lds"):
            copy(copier, bytes(8), out, 8, lds=lds)
    copy(copier, bytes(8), out, 8, lds=65536)
    for grid in (2 ** 70, (1, 2 ** 70), (0,), "64", 1.5, (1, 2, 3, 4), [True]):
        with pytest.raises(gcnkit.ArgumentError, match="grid"):
            copier.launch("copy", grid=grid, args=[bytes(8), out, np.uint32(8)])
    with pytest.raises(gcnkit.ArgumentError, match="block"):
        copier.launch("copy", block=2 ** 64, args=[bytes(8), out, np.uint32(8)])
    with pytest.raises(gcnkit.ArgumentError, match="2048 work-items; the hardware allows at most 1024"):
        copier.launch("copy", block=(32, 32, 2), args=[bytes(8), out, np.uint32(8)])
    with pytest.raises(gcnkit.ArgumentError, match="larger than the 65536-byte kernarg segment"):
        copier.launch("copy", args=[np.zeros(1, dtype=[("v", "u1", 70000)])[0]])


def test_names_with_nul_bytes_are_reported_whole(copier):
    with pytest.raises(gcnkit.CodeObjectError) as e:
        copier.launch("co\0py")
    assert "'co\0py'" in str(e.value)


def test_the_host_refusing_memory_is_a_memory_error_that_says_where():
    # 3 GiB of elements (a broadcast view: no memory of its own) to copy within 2.5 GB of address space.
    script = (f"import numpy as np, gcnkit\nm = gcnkit.Machine(gcnkit.assemble({COPY!r}, 'gfx900', output='shared'))\n"
              "huge = np.broadcast_to(np.zeros(1, np.uint8), (3 << 30,))\n"
              "m.launch('copy', args=[huge, np.zeros(8, np.uint8), np.uint32(8)])\n")
    limit = lambda: resource.setrlimit(resource.RLIMIT_AS, (2500 << 20, 2500 << 20))
    r = subprocess.run([sys.executable, "-c", script], preexec_fn=limit, capture_output=True, text=True)
    assert r.returncode == 1, r.stderr  # an exception, not an abort
    assert "MemoryError: out of memory while launching kernel 'copy'" in r.stderr


def test_a_device_is_not_read_without_end():
    with pytest.raises(gcnkit.CodeObjectError, match="more than 256 MiB from a stream"):
        gcnkit.Machine("/dev/zero")


def test_a_reversed_view_of_code_is_disassembled_as_it_reads():
    code = gcnkit.assemble("s_nop 0\ns_endpgm\n", "gfx900", output="raw")
    assert gcnkit.disassemble(memoryview(code[::-1])[::-1], mcpu="gfx900") == gcnkit.disassemble(code, mcpu="gfx900")


def test_an_error_flood_stops_at_the_error_limit():
    with pytest.raises(gcnkit.AssemblerError) as e:
        gcnkit.assemble(".rept 1000000000\n.bogus\n.endr\n", "gfx900")
    assert e.value.diagnostics.count("error: unknown directive") == 10000
    assert "too many errors emitted" in e.value.diagnostics
    with pytest.raises(gcnkit.AssemblerError) as e:
        gcnkit.assemble(".rept 30\n.bogus\n.endr\n", "gfx900", error_limit=3)
    assert e.value.diagnostics.count("error: unknown directive") == 3


def test_the_time_limit_ends_a_long_launch():
    m = gcnkit.Machine(gcnkit.assemble(SPIN.format(count=0), "gfx900", output="shared"),  # 2^32 iterations
                       max_instructions=1 << 40, time_limit=0.5)
    with pytest.raises(gcnkit.TimeLimit, match="longer than 0.5 seconds"):
        m.launch("spin")


def test_work_groups_that_share_memory_run_in_order_with_the_same_result(source_dir):
    m = gcnkit.Machine(source_dir / "tests" / "data" / "determinism" / "global_atomics.gfx900.hsaco")
    results = []
    for _ in range(5):
        counter, order = np.zeros(1, np.uint32), np.zeros(1024, np.uint32)
        r = m.launch("tickets", grid=1024, block=64, args=[counter, order])
        results.append((order.tobytes(), r.instructions))
    assert len(set(results)) == 1
    np.testing.assert_array_equal(order, np.arange(1024))
    if os.cpu_count() > 1:  # the counter is shared: one at a time, in order
        assert r.in_order.startswith("workgroup ")
    values, bins = np.arange(4096, dtype=np.uint32), np.zeros(16, np.uint32)
    r = m.launch("counts", grid=4096, block=64, args=[values, bins])
    np.testing.assert_array_equal(bins, [256] * 16)
    assert r.in_order == ""  # atomics that only count commute: parallel
