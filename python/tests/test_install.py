# `cmake --install` puts the module where the interpreter finds it under the prefix.
import os
import subprocess
import sys

import pytest


def test_cmake_install_gives_an_importable_module(build_dir, tmp_path):
    if not (build_dir / "CMakeCache.txt").exists():
        pytest.skip("no build tree at " + str(build_dir))
    subprocess.run(["cmake", "--install", str(build_dir), "--prefix", str(tmp_path), "--component", "python"],
                   check=True, capture_output=True)
    modules = list(tmp_path.glob("lib/python*/*-packages/gcnkit*.so"))
    assert len(modules) == 1, list(tmp_path.rglob("*"))
    env = dict(os.environ, PYTHONPATH=str(modules[0].parent))
    run = subprocess.run([sys.executable, "-c", "import gcnkit; print(gcnkit.__file__)"], env=env, cwd=tmp_path,
                         capture_output=True, text=True, check=True)
    assert run.stdout.strip() == str(modules[0])
