# Seeing inside a launch from Python: trace lines and a trace callable, statistics, register dumps.
import numpy as np
import pytest

import gcnkit


def test_trace_lines_match_the_command_line_trace(store_kernel):
    # The same filter and kernel as docs/emulator.md's `gcnkit run ... --trace=wg:1,pc:0x10-0x1c`. The linked
    # object's .text starts at 0x1500: lines give the addresses gcnkit dis lists, and the filter takes them, or
    # offsets into .text (a range below its address). The buffer (s[4:5]) follows the code object's image in guest
    # memory.
    out = np.zeros(2, dtype=np.uint32)
    r = gcnkit.Machine(store_kernel).launch("store", grid=2, args=[out, np.uint32(100)], trace=True,
                                            trace_filter="wg:1,pc:0x10-0x1c")
    assert r.trace == [
        "wg 1 wave 0 #2 0x001510: s_waitcnt lgkmcnt(0) | s4=0x13000 s5=0x1 s6=0x64",
        "wg 1 wave 0 #3 0x001514: s_lshl_b32 s7, s2, 2 | s7=0x4 scc=1",
        "wg 1 wave 0 #4 0x001518: s_add_u32 s6, s6, s2 | s6=0x65 scc=0",
    ]
    by_address = gcnkit.Machine(store_kernel).launch("store", grid=2, args=[out, np.uint32(100)], trace=True,
                                                     trace_filter="wg:1,pc:0x1510-0x151c")
    assert by_address.trace == r.trace
    untraced = gcnkit.Machine(store_kernel).launch("store", grid=2, args=[out, np.uint32(100)])
    assert untraced.trace is None and untraced.stats is None


def test_trace_callable_gets_the_values_as_data(saxpy):
    events = []
    y = np.zeros(64, dtype=np.float32)
    gcnkit.Machine(saxpy).launch("saxpy", grid=64, block=64, args=[2.0, np.arange(64, dtype=np.float32), y, 64],
                                 trace=events.append, trace_filter="lane:3")
    fma = [e for e in events if e["instruction"].startswith("v_fma_f32")]
    assert len(fma) == 1
    (reg, lanes), = fma[0]["vgprs"]
    assert list(lanes) == [3]  # lane:3 shows that lane only
    assert np.float32(2 * 3).view(np.uint32) == lanes[3]  # y[3] = 2 * 3 + 0
    assert all(e["workgroup"] == 0 and e["wave"] == 0 for e in events)
    assert [e["sequence"] for e in events] == list(range(len(events)))


def test_an_exception_in_the_trace_callable_reaches_the_caller(store_kernel):
    def boom(event):
        raise KeyError("stop here")
    with pytest.raises(KeyError, match="stop here"):
        gcnkit.Machine(store_kernel).launch("store", grid=2, args=[np.zeros(2, np.uint32), np.uint32(1)], trace=boom)
    with pytest.raises(ValueError, match="trace_filter 'wg:x'"):
        gcnkit.Machine(store_kernel).launch("store", grid=2, args=[np.zeros(2, np.uint32), np.uint32(1)], trace=True,
                                            trace_filter="wg:x")
    with pytest.raises(TypeError, match="trace takes True"):
        gcnkit.Machine(store_kernel).launch("store", args=[np.zeros(2, np.uint32), np.uint32(1)], trace=3)


def test_statistics_count_what_ran(saxpy):
    x = np.arange(1024, dtype=np.float32)
    y = np.zeros(1024, dtype=np.float32)
    r = gcnkit.Machine(saxpy).launch("saxpy", grid=1024, block=64, args=[2.0, x, y, 1024], stats=True)
    s = r.stats
    assert s["workgroups"] == 16 and s["waves"] == 16
    assert s["instructions"] == r.instructions
    assert s["by_instruction"]["v_fma_f32"] == 16
    assert sum(s["by_family"].values()) == r.instructions
    assert s["traffic"]["global"] == {"read": 2 * 4096, "written": 4096}  # x and y read, y written
    assert s["checks_fired"] == 0
    assert "by instruction" in s["text"]


def test_register_dumps_of_every_wave_and_at_a_fault(store_kernel):
    out = np.zeros(2, dtype=np.uint32)
    r = gcnkit.Machine(store_kernel).launch("store", grid=2, args=[out, np.uint32(100)], dump_registers=True)
    assert len(r.wave_dumps) == 2
    assert "s0-7      00033140 00000001 00000001 00000000 00013000 00000001 00000065 00000004" in r.wave_dumps[1]  # s6 = value + wg of work-group 1
    with pytest.raises(gcnkit.MemoryViolation) as e:
        gcnkit.Machine(store_kernel).launch("store", grid=4, args=[out, np.uint32(100)])
    assert e.value.registers.startswith("wave 0 of workgroup (2,0,0)")  # the faulting wave
    assert "s_store_dword" in e.value.registers  # the store that faulted, still pending
    assert e.value.trace is None
