# Paths the tests share: the source tree (kernels, README) and the build tree (for the install test).
import os
import pathlib

import pytest

SOURCE_DIR = pathlib.Path(os.environ.get("GCNKIT_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[2]))
BUILD_DIR = pathlib.Path(os.environ.get("GCNKIT_BUILD_DIR", SOURCE_DIR / "build"))


@pytest.fixture
def source_dir():
    return SOURCE_DIR


@pytest.fixture
def build_dir():
    return BUILD_DIR


@pytest.fixture
def store_kernel():
    """examples/kernel.s: store(out, value) writes out[wg] = value + wg, as a loadable code object."""
    import gcnkit
    return gcnkit.assemble((SOURCE_DIR / "examples" / "kernel.s").read_text(), output="shared")


@pytest.fixture
def saxpy():
    """saxpy(float a, const float* x, float* y, unsigned n), HIP built by clang (tests/data/clang)."""
    return SOURCE_DIR / "tests" / "data" / "clang" / "saxpy.gfx900.so"
