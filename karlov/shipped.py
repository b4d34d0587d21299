"""Regexes and generated source that karlov compiles, shipped compiled (issue 24).

A start of ``karlov check`` compiled, besides its own bytecode, some sixty regexes (the front
end's and the compiler's module-level patterns, the scanner's terminals, ``argparse``'s and
``gettext``'s: about 45 M instructions, a tenth of a one-card check) and some eighty pieces of
Python source made at run time (``@dataclass``'s methods, an IR class's ``__init__`` per
shape and its value methods in :mod:`karlov.spans`, the forward references
``typing.get_type_hints`` evaluates: about 40 M). What either compiles to depends only on its
text, how it is compiled and the interpreter, so ``tools/gen_shipped.py`` records each one a
check of the bundled cards compiles and ships what it compiles to in
``karlov/shipped_code.py``, stamped with the interpreter that made it (:func:`interpreter`).

- Regexes: :func:`install` wraps ``re._compiler.compile``, what ``re``'s cache calls on a
  miss: a shipped pattern is made by ``_sre.compile`` from its shipped code (which the engine
  validates as it does any pattern's), any other is compiled as before. ``re``'s cache,
  flags and errors are unchanged; the pattern is the same value (``Pattern.__eq__`` compares
  flags, text and code).
- Source: ``dataclasses``' ``exec`` and ``typing``'s ``compile`` (module globals, which
  shadow the builtins for that module alone) and :mod:`karlov.spans`' ``exec`` become
  :func:`exec_as` / :func:`compile_as` for the compiler flags of the module that calls them
  (its ``from __future__`` imports): a shipped text is the code object unmarshalled, any
  other is compiled as the builtin would compile it there.

On another interpreter than the one stamped, or without the table, nothing is shipped and
everything compiles as usual. ``tests/test_shipped_40h.py`` holds every shipped entry to what
``re`` and ``compile`` make of its text, and the table to what the tool records.
"""

from __future__ import annotations

import builtins
import re
import sys
from typing import Any

_original: Any = None  # re._compiler.compile as it was before install()
_patterns: dict[tuple[str, int], tuple[int, bytes, int, tuple[str | None, ...]]] | None = None
_sources: dict[tuple[str, str, str, int], bytes] | None = None


def interpreter() -> tuple[str, int, int, int, str]:
    """What the shipped code depends on: this interpreter's bytecode and regex engine."""
    import _sre

    return (sys.implementation.name, sys.hexversion, _sre.MAGIC, _sre.CODESIZE, sys.byteorder)


def _load() -> None:
    global _patterns, _sources
    try:
        from karlov import shipped_code
    except ImportError:
        _patterns, _sources = {}, {}
        return
    if interpreter() == getattr(shipped_code, "INTERPRETER", None):
        _patterns = getattr(shipped_code, "PATTERNS", {})
        _sources = getattr(shipped_code, "SOURCES", {})
    else:
        _patterns, _sources = {}, {}


# ---- regexes ----------------------------------------------------------------------------


def _compile(p: Any, flags: int = 0) -> Any:
    if _patterns is None:
        _load()
    if type(p) is str:
        shipped = _patterns.get((p, flags))  # type: ignore[union-attr]
        if shipped is not None:
            return made(p, shipped)
    return _original(p, flags)


def made(pattern: str, shipped: tuple[int, bytes, int, tuple[str | None, ...]]) -> Any:
    """The pattern made from its shipped code, as ``re._compiler.compile`` makes it."""
    import _sre

    all_flags, code, groups, names = shipped
    index = {name: number for number, name in enumerate(names) if name is not None}
    numbers = memoryview(code).cast("I").tolist()
    return _sre.compile(pattern, all_flags, numbers, groups, index, names)


# ---- source -----------------------------------------------------------------------------


def compiled(source: str, filename: str, mode: str, flags: int) -> Any:
    """``compile(source, filename, mode, flags, dont_inherit=True)``: the shipped code object
    when ``source`` is shipped, else compiled."""
    if _sources is None:
        _load()
    shipped = _sources.get((source, filename, mode, flags))  # type: ignore[union-attr]
    if shipped is not None:
        import marshal

        return marshal.loads(shipped)
    return builtins.compile(source, filename, mode, flags, dont_inherit=True)


def exec_as(flags: int) -> Any:
    """The builtin ``exec`` as a module compiled with ``flags`` (its ``__future__`` features)
    calls it, with shipped code for a shipped source text."""

    def exec(source: Any, globals: Any = None, locals: Any = None, /, **options: Any) -> None:
        if globals is None:  # the caller's namespaces, as the builtin takes them
            frame = sys._getframe(1)
            globals = frame.f_globals
            if locals is None:
                locals = frame.f_locals
        if type(source) is str:
            source = compiled(source, "<string>", "exec", flags)
        builtins.exec(source, globals, locals, **options)

    return exec


def compile_as(module_flags: int) -> Any:
    """The builtin ``compile`` as a module compiled with ``module_flags`` calls it, with
    shipped code for a shipped source text."""

    def compile(
        source: Any,
        filename: Any,
        mode: str,
        flags: int = 0,
        dont_inherit: bool = False,
        optimize: int = -1,
        **options: Any,
    ) -> Any:
        if not dont_inherit:
            flags |= module_flags
        if type(source) is str and type(filename) is str and optimize == -1 and not options:
            return compiled(source, filename, mode, flags)
        return builtins.compile(source, filename, mode, flags, True, optimize, **options)

    return compile


# ---- installing -------------------------------------------------------------------------


def install() -> None:
    """Make ``re``, ``typing`` and (once it is loaded) ``dataclasses`` use what is shipped.
    Each is wrapped once; ``dataclasses`` is not imported here (``karlov.cli`` defers what it
    imports), so :mod:`karlov.spans`, which every class of karlov goes through, calls this
    again after importing it."""
    global _original
    compiler = re._compiler  # type: ignore[attr-defined]
    if _original is None and getattr(compiler.compile, "__module__", None) != __name__:
        _original = compiler.compile
        compiler.compile = _compile
    for name, wrapper, target in (
        ("typing", compile_as, "compile"),
        ("dataclasses", exec_as, "exec"),
    ):
        module = sys.modules.get(name)
        if module is not None and target not in vars(module):
            setattr(module, target, wrapper(future_flags(vars(module))))


def future_flags(namespace: dict[str, Any]) -> int:
    """The compiler flags of the ``from __future__`` features a module imported (the flags
    the builtin ``exec`` and ``compile`` inherit when it calls them)."""
    import __future__

    flags = 0
    for value in namespace.values():
        if isinstance(value, __future__._Feature):  # type: ignore[attr-defined]
            flags |= value.compiler_flag
    return flags
