"""The regexes shipped compiled (``karlov/regex_code.py``, ``karlov.shipped_regexes``, issue 24):
each shipped entry makes exactly the pattern ``re`` compiles from its text, the table is what
``tools/gen_regexes.py`` records, and patterns not shipped still compile (and fail) as before."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import karlov  # noqa: F401  (installs the shipped patterns)
from karlov import regex_code, shipped_regexes

ROOT = Path(__file__).resolve().parent.parent
SAME_INTERPRETER = shipped_regexes.interpreter() == regex_code.INTERPRETER
needs_stamp = pytest.mark.skipif(
    not SAME_INTERPRETER, reason="the table was made by another interpreter: not used here"
)


def _tool():
    spec = importlib.util.spec_from_file_location("gen_regexes", ROOT / "tools" / "gen_regexes.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _compiled_by_re(pattern: str, flags: int) -> re.Pattern[str]:
    original = shipped_regexes._original or re._compiler.compile  # type: ignore[attr-defined]
    return original(pattern, flags)


@needs_stamp
@pytest.mark.parametrize("key", sorted(regex_code.PATTERNS), ids=lambda key: str(hash(key) % 10**6))
def test_shipped_entry_is_res_own_compilation(key: tuple[str, int]) -> None:
    pattern, flags = key
    made = shipped_regexes.made(pattern, regex_code.PATTERNS[key])
    expected = _compiled_by_re(pattern, flags)
    assert made == expected  # flags, text and compiled code
    assert made.groups == expected.groups
    assert dict(made.groupindex) == dict(expected.groupindex)
    assert list(made.groupindex) == list(expected.groupindex)


@needs_stamp
def test_a_shipped_pattern_is_built_from_its_code_not_compiled() -> None:
    key = next(iter(sorted(regex_code.PATTERNS)))
    pattern, flags = key
    re.purge()
    parsed: list[str] = []
    original = shipped_regexes._original

    def refuse(p: object, f: int = 0) -> object:
        parsed.append(str(p))
        return original(p, f)

    shipped_regexes._original = refuse
    try:
        compiled = re.compile(pattern, flags)
        other = re.compile(r"karlov-40h-not-shipped\d+")
    finally:
        shipped_regexes._original = original
    assert compiled == _compiled_by_re(pattern, flags)
    assert parsed == [r"karlov-40h-not-shipped\d+"]
    assert other.fullmatch("karlov-40h-not-shipped12")


@needs_stamp
def test_the_table_is_what_the_tool_records() -> None:
    shipped = (ROOT / "karlov" / "regex_code.py").read_text(encoding="utf-8")
    stale = "karlov/regex_code.py is out of date: run python tools/gen_regexes.py"
    assert shipped == _tool().generated(), stale


def test_a_bad_pattern_fails_as_before() -> None:
    with pytest.raises(re.error, match="missing \\), unterminated subpattern"):
        re.compile("(karlov-40h")


def test_install_twice_wraps_once() -> None:
    wrapped = re._compiler.compile  # type: ignore[attr-defined]
    shipped_regexes.install()
    assert re._compiler.compile is wrapped  # type: ignore[attr-defined]
    assert wrapped is shipped_regexes._compile


def test_another_interpreters_table_is_not_used() -> None:
    code = (
        "import sys, re\n"
        "from karlov import regex_code\n"
        "regex_code.INTERPRETER = ('nobody', 0, 0, 0, 'little')\n"
        "import karlov.shipped_regexes as s\n"
        "s._table = None\n"
        "key = sorted(regex_code.PATTERNS)[0]\n"
        "re.purge()\n"
        "seen = []\n"
        "original = s._original\n"
        "s._original = lambda p, f=0: (seen.append(p), original(p, f))[1]\n"
        "re.compile(*key)\n"
        "print(seen == [key[0]], s._table == {})\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT)},
        check=True,
    )
    assert done.stdout.split() == ["True", "True"]


@needs_stamp
@given(st.sampled_from(sorted(regex_code.PATTERNS)), st.text(max_size=40))
def test_shipped_and_compiled_patterns_match_alike(key: tuple[str, int], text: str) -> None:
    pattern, flags = key
    made = shipped_regexes.made(pattern, regex_code.PATTERNS[key])
    expected = _compiled_by_re(pattern, flags)
    for start in range(0, len(text) + 1, 7):
        one, two = made.match(text, start), expected.match(text, start)
        assert (one and (one.span(), one.groups(), one.lastgroup)) == (
            two and (two.span(), two.groups(), two.lastgroup)
        )
