"""The regexes and run-time source shipped compiled (``karlov/shipped_code.py``,
``karlov.shipped``, issue 24): each shipped pattern is exactly the one ``re`` compiles from its
text and each shipped code object the one ``compile`` makes of its source, the table is what
``tools/gen_shipped.py`` records, and what is not shipped still compiles (and fails) as
before, with the flags of the module that asks."""

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
from karlov import shipped, shipped_code

ROOT = Path(__file__).resolve().parent.parent
SAME_INTERPRETER = shipped.interpreter() == shipped_code.INTERPRETER
needs_stamp = pytest.mark.skipif(
    not SAME_INTERPRETER, reason="the table was made by another interpreter: not used here"
)


def _tool():
    spec = importlib.util.spec_from_file_location("gen_shipped", ROOT / "tools" / "gen_shipped.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _compiled_by_re(pattern: str, flags: int) -> re.Pattern[str]:
    original = shipped._original or re._compiler.compile  # type: ignore[attr-defined]
    return original(pattern, flags)


@needs_stamp
@pytest.mark.parametrize(
    "key", sorted(shipped_code.PATTERNS), ids=lambda key: str(hash(key) % 10**6)
)
def test_shipped_entry_is_res_own_compilation(key: tuple[str, int]) -> None:
    pattern, flags = key
    made = shipped.made(pattern, shipped_code.PATTERNS[key])
    expected = _compiled_by_re(pattern, flags)
    assert made == expected  # flags, text and compiled code
    assert made.groups == expected.groups
    assert dict(made.groupindex) == dict(expected.groupindex)
    assert list(made.groupindex) == list(expected.groupindex)


@needs_stamp
def test_a_shipped_pattern_is_built_from_its_code_not_compiled() -> None:
    key = next(iter(sorted(shipped_code.PATTERNS)))
    pattern, flags = key
    re.purge()
    parsed: list[str] = []
    original = shipped._original

    def refuse(p: object, f: int = 0) -> object:
        parsed.append(str(p))
        return original(p, f)

    shipped._original = refuse
    try:
        compiled = re.compile(pattern, flags)
        other = re.compile(r"karlov-40h-not-shipped\d+")
    finally:
        shipped._original = original
    assert compiled == _compiled_by_re(pattern, flags)
    assert parsed == [r"karlov-40h-not-shipped\d+"]
    assert other.fullmatch("karlov-40h-not-shipped12")


@needs_stamp
def test_the_table_is_what_the_tool_records() -> None:
    text = (ROOT / "karlov" / "shipped_code.py").read_text(encoding="utf-8")
    stale = "karlov/shipped_code.py is out of date: run python tools/gen_shipped.py"
    assert text == _tool().generated(), stale


def test_a_bad_pattern_fails_as_before() -> None:
    with pytest.raises(re.error, match="missing \\), unterminated subpattern"):
        re.compile("(karlov-40h")


def test_install_twice_wraps_once() -> None:
    wrapped = re._compiler.compile  # type: ignore[attr-defined]
    shipped.install()
    assert re._compiler.compile is wrapped  # type: ignore[attr-defined]
    assert wrapped is shipped._compile


def test_another_interpreters_table_is_not_used() -> None:
    code = (
        "import sys, re\n"
        "from karlov import shipped_code\n"
        "shipped_code.INTERPRETER = ('nobody', 0, 0, 0, 'little')\n"
        "import karlov.shipped as s\n"
        "s._patterns = s._sources = None\n"
        "key = sorted(shipped_code.PATTERNS)[0]\n"
        "re.purge()\n"
        "seen = []\n"
        "original = s._original\n"
        "s._original = lambda p, f=0: (seen.append(p), original(p, f))[1]\n"
        "re.compile(*key)\n"
        "print(seen == [key[0]], s._patterns == {} == s._sources)\n"
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
@given(st.sampled_from(sorted(shipped_code.PATTERNS)), st.text(max_size=40))
def test_shipped_and_compiled_patterns_match_alike(key: tuple[str, int], text: str) -> None:
    pattern, flags = key
    made = shipped.made(pattern, shipped_code.PATTERNS[key])
    expected = _compiled_by_re(pattern, flags)
    for start in range(0, len(text) + 1, 7):
        one, two = made.match(text, start), expected.match(text, start)
        assert (one and (one.span(), one.groups(), one.lastgroup)) == (
            two and (two.span(), two.groups(), two.lastgroup)
        )


@needs_stamp
@pytest.mark.parametrize(
    "key", sorted(shipped_code.SOURCES), ids=lambda key: str(hash(key) % 10**6)
)
def test_shipped_code_is_what_compile_makes_of_its_source(key: tuple[str, str, str, int]) -> None:
    import marshal

    source, filename, mode, flags = key
    code = marshal.loads(shipped_code.SOURCES[key])
    expected = compile(source, filename, mode, flags, dont_inherit=True)
    assert code == expected  # bytecode, constants, names, flags, line table
    assert (code.co_filename, code.co_name, code.co_qualname) == (
        expected.co_filename,
        expected.co_name,
        expected.co_qualname,
    )


def test_the_wrapped_builtins_are_installed() -> None:
    import dataclasses
    import typing

    from karlov import spans

    assert dataclasses.exec.__qualname__ == "exec_as.<locals>.exec"  # type: ignore[attr-defined]
    assert typing.compile.__qualname__ == "compile_as.<locals>.compile"  # type: ignore[attr-defined]
    assert spans.exec.__qualname__ == "exec_as.<locals>.exec"


def test_a_dataclass_made_through_the_wrapped_exec_is_as_before() -> None:
    """dataclasses has no ``from __future__ import annotations``: its ``__init__``'s
    annotations are the fields' types, not strings (the wrapped exec compiles with its flags,
    not this module's)."""
    import dataclasses

    fields = [("x", int), ("y", list[str], dataclasses.field(default_factory=list))]
    point = dataclasses.make_dataclass("Point", fields, frozen=True)
    assert point.__init__.__annotations__ == {"x": int, "y": list[str], "return": None}
    assert point(1) == point(1, [])
    assert repr(point(2, ["a"])) == "Point(x=2, y=['a'])"
    with pytest.raises(dataclasses.FrozenInstanceError):
        point(1).x = 2


def test_exec_and_compile_as_a_module_with_flags() -> None:
    import __future__

    annotations = __future__.annotations.compiler_flag
    plain, future = shipped.exec_as(0), shipped.exec_as(annotations)
    for run, expected in ((plain, int), (future, "int")):
        scope: dict[str, object] = {}
        run("def f(a: int): pass", scope)
        assert scope["f"].__annotations__ == {"a": expected}  # type: ignore[attr-defined]
    karlov_40h_local = 3
    seen: list[object] = []
    plain("seen.append((karlov_40h_local, __name__))")  # the caller's namespaces, as the builtin
    assert seen == [(karlov_40h_local, __name__)]
    code = shipped.compile_as(annotations)("x: int = 1", "<t>", "exec")
    assert code.co_flags & annotations
    assert (
        not shipped.compile_as(annotations)("x", "<t>", "eval", dont_inherit=True).co_flags
        & annotations
    )
    with pytest.raises(SyntaxError):
        plain("def (:")


def test_a_forward_reference_evaluates_as_before() -> None:
    import typing

    class Node:
        child: Node | None
        names: tuple[str, ...]

    hints = typing.get_type_hints(Node, localns={"Node": Node})
    assert hints == {"child": Node | None, "names": tuple[str, ...]}
