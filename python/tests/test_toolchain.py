# gcnkit.assemble, gcnkit.disassemble and gcnkit.CodeObject.
import pytest

import gcnkit


def test_version_and_exception_hierarchy():
    assert gcnkit.__version__.count(".") == 2
    assert issubclass(gcnkit.AssemblerError, gcnkit.Error)
    assert issubclass(gcnkit.ArgumentError, gcnkit.Error) and issubclass(gcnkit.ArgumentError, ValueError)
    for name in ["MemoryViolation", "Trap", "InstructionLimit", "InvalidInstruction", "BadBranch",
                 "UnsupportedInstruction", "CheckFailed", "NoCode", "InvalidDispatch"]:
        assert issubclass(getattr(gcnkit, name), gcnkit.Fault)
    assert issubclass(gcnkit.Fault, gcnkit.Error) and issubclass(gcnkit.Error, Exception)


def test_assemble_raw_bytes_are_llvm_mc_encodings():
    # s_mov_b32 s0, 1 = 0xbe800081; s_endpgm = 0xbf810000 (GFX9), little-endian.
    code = gcnkit.assemble("s_mov_b32 s0, 1\ns_endpgm\n", "gfx900", output="raw")
    assert code == bytes([0x81, 0x00, 0x80, 0xbe, 0x00, 0x00, 0x81, 0xbf])
    listing = gcnkit.disassemble(code, mcpu="gfx900")
    assert "s_mov_b32 s0, 1" in listing and "s_endpgm" in listing


def test_assembler_errors_carry_llvm_diagnostics():
    with pytest.raises(gcnkit.AssemblerError) as e:
        gcnkit.assemble("s_mov_b32 s0, 1\ns_bogus s1\n", "gfx900", filename="bad.s")
    assert "bad.s:2:1: error: invalid instruction" in e.value.diagnostics
    assert isinstance(e.value, gcnkit.Error)
    with pytest.raises(ValueError, match="no processor"):
        gcnkit.assemble("s_endpgm\n")
    with pytest.raises(ValueError, match="gfx999"):
        gcnkit.assemble("s_endpgm\n", "gfx999")
    with pytest.raises(ValueError, match="output must be"):
        gcnkit.assemble("s_endpgm\n", "gfx900", output="elf")


def test_code_object_kernels_descriptors_and_arguments(store_kernel):
    co = gcnkit.CodeObject(store_kernel)
    assert co.processor == "gfx900"
    assert co.target_id.startswith("amdgcn-amd-amdhsa--gfx900")
    assert co.code_object_version == 4
    assert not co.relocatable
    assert co.kernel_names == ["store"]
    k = co.kernel("store")
    assert k == co.kernels[0]
    assert len(k["descriptor_bytes"]) == 64
    assert k["descriptor"]["KERNEL_CODE_PROPERTIES.ENABLE_SGPR_KERNARG_SEGMENT_PTR"] == 1
    assert k["descriptor"]["COMPUTE_PGM_RSRC2.ENABLE_SGPR_WORKGROUP_ID_X"] == 1
    assert k["descriptor"]["COMPUTE_PGM_RSRC2.USER_SGPR_COUNT"] == 2
    assert k["metadata"]["kernarg_segment_size"] == 12
    args = [(a["name"], a["value_kind"], a["offset"], a["size"], a["hidden"]) for a in k["arguments"]]
    assert args == [("out", "global_buffer", 0, 8, False), ("value", "by_value", 8, 4, False)]
    with pytest.raises(gcnkit.CodeObjectError, match="no kernel 'nope'"):
        co.kernel("nope")


def test_code_object_from_a_path_listing_and_source(store_kernel, tmp_path):
    path = tmp_path / "store.so"
    path.write_bytes(store_kernel)
    co = gcnkit.CodeObject(str(path))
    assert co.kernel_names == gcnkit.CodeObject(path).kernel_names == ["store"]
    listing = gcnkit.disassemble(str(path))
    assert "<store>:" in listing and "s_store_dword s6, s[4:5], s7" in listing
    # The --source program re-assembles to a code object with the same code.
    again = gcnkit.CodeObject(gcnkit.assemble(co.source(), output="shared"))
    assert again.disassemble() == co.disassemble()


def test_bad_code_objects_raise():
    with pytest.raises(gcnkit.CodeObjectError, match="not an ELF file|file too small"):
        gcnkit.CodeObject(b"\x00" * 100)
    with pytest.raises(FileNotFoundError):
        gcnkit.CodeObject("/nonexistent/k.hsaco")
    with pytest.raises(TypeError):
        gcnkit.CodeObject(42)
