# gcnkit.lint, gcnkit.lint_rules and gcnkit.resources: the static checks and the resource report from Python,
# the same findings and numbers as `gcnkit lint` and `gcnkit info`.
import pytest

import gcnkit


def store_kernel(source_dir, first_wait=True, writeback=True):
    """examples/kernel.s (its scalar store written back: s_dcache_wb before s_endpgm), optionally without the wait
    between the scalar loads and their first use or without the write-back; a relocatable object, so offsets start
    at the kernel."""
    text = (source_dir / "examples" / "kernel.s").read_text()
    wait, wb = "  s_waitcnt lgkmcnt(0)\n", "  s_dcache_wb"
    assert text.count(wait) == 2 and text.count(wb) == 1
    if not writeback:
        line = text[text.index(wb):]
        text = text.replace(line[:line.index("\n") + 1], "", 1)
    if not first_wait:
        text = text.replace(wait, "", 1)
    return gcnkit.assemble(text, output="object")


def test_a_clean_kernel_has_no_finding(source_dir, saxpy):
    assert gcnkit.lint(store_kernel(source_dir)) == {"findings": [], "errors": 0, "warnings": 0, "problems": []}
    assert gcnkit.lint(saxpy)["findings"] == []


def test_a_scalar_store_not_written_back_is_an_error(source_dir):
    (f,) = gcnkit.lint(store_kernel(source_dir, writeback=False))["findings"]
    assert f["rule"] == "smem-store-writeback" and f["severity"] == "error" and "s_dcache_wb" in f["message"]


def test_a_missing_wait_names_the_load_and_the_wait_that_fixes_it(source_dir):
    obj = store_kernel(source_dir, first_wait=False)
    r = gcnkit.lint(obj)
    assert r["errors"] == 1 and r["warnings"] == 0
    (f,) = r["findings"]
    assert f["kernel"] == "store" and f["rule"] == "missing-wait" and f["severity"] == "error"
    # s_lshl_b32 s7, s2, 2 (0x10) reads no loaded register; s_add_u32 s6, s6, s2 (0x14) reads s6, which the
    # s_load_dword at 0x08 writes.
    assert f["offset"] == 0x14 and f["related_offset"] == 0x08
    assert "s_waitcnt lgkmcnt(0)" in f["message"]
    assert f["text"].startswith("store:0x14: error: ") and f["text"].endswith("[missing-wait]")

    assert gcnkit.lint(obj, disable=["missing-wait"])["findings"] == []
    with pytest.raises(ValueError, match="no rule named 'no-such-rule'"):
        gcnkit.lint(obj, disable=["no-such-rule"])


def test_every_rule_has_a_source_document():
    rules = gcnkit.lint_rules()
    names = [r["name"] for r in rules]
    assert len(names) == len(set(names)) and "missing-wait" in names and "lds-barrier" in names
    assert all(r["severity"] in ("error", "warning") and r["summary"] and r["source"] for r in rules)


def test_resources_of_a_clang_kernel(saxpy):
    kernels = {k["kernel"]: k for k in gcnkit.resources(saxpy)}
    assert sorted(kernels) == ["dot_partial", "saxpy"]
    k = kernels["dot_partial"]
    assert k["wave_size"] == 64 and k["agprs"] == 0 and k["dynamic_stack"] is False
    assert k["lds_per_workgroup"] == 2048 and k["max_workgroup_size"] == 1024 and k["scratch_per_lane"] == 0
    # gfx900: 10 waves per SIMD at most, fewer for a 1024-lane work-group's 16 waves on 4 SIMDs sharing 64 KiB of LDS.
    assert 1 <= k["occupancy"] <= 10 and k["limited_by"]
    assert k["occupancy"] == kernels["saxpy"]["occupancy"]


def test_a_file_that_is_not_a_code_object_raises(tmp_path):
    junk = tmp_path / "junk.o"
    junk.write_bytes(b"not an ELF file")
    with pytest.raises(gcnkit.CodeObjectError):
        gcnkit.lint(junk)
    with pytest.raises(gcnkit.CodeObjectError):
        gcnkit.resources(junk)
