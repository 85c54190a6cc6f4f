"""Installs the package with the GameBoardXX library inside it, so a game needs nothing else.

The library is the one GBXX_LIBRARY names (a build's or an installed libgameboardxx.so.1); without
it, it is built here from this repository's core with CMake (a C++20 compiler and cmake needed).
"""

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
SONAME = "libgameboardxx.so.1"


def built_library() -> Path:
    given = os.environ.get("GBXX_LIBRARY")
    if given:
        return Path(given)
    source = HERE.parent.parent
    if not (source / "bindings" / "c" / "CMakeLists.txt").exists():
        raise SystemExit("set GBXX_LIBRARY to libgameboardxx.so.1, or install from the repository")
    build = Path(tempfile.mkdtemp(prefix="gbxx-python-"))
    generator = ["-G", "Ninja"] if shutil.which("ninja") else []
    subprocess.check_call(["cmake", "-S", str(source), "-B", str(build), *generator,
                           "-DCMAKE_BUILD_TYPE=Release", "-DGBXX_BUILD_APPS=OFF",
                           "-DGBXX_BUILD_TESTS=OFF", "-DGBXX_INSTALL=OFF"])
    subprocess.check_call(["cmake", "--build", str(build), "--target", "gbxx_c"])
    return build / "bindings" / "c" / SONAME


class BuildWithLibrary(build_py):
    def run(self):
        super().run()
        target = Path(self.build_lib) / "gameboardxx" / SONAME
        shutil.copyfile(built_library().resolve(), target)


setup(cmdclass={"build_py": BuildWithLibrary})
