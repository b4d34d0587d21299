"""Regexes karlov compiles, shipped compiled: no pattern is parsed again on each start (issue 24).

Compiling a regex is Python code (``re._parser`` and ``re._compiler``): the 59 patterns a
one-card ``karlov check`` compiles (the front end's and the compiler's module-level patterns,
the scanner's terminals, ``argparse``'s and ``gettext``'s) cost about 45 M instructions, a
tenth of the check. The compiled form of a pattern is a list of numbers that depends only on
the pattern's text, its flags and the interpreter's regex engine, so ``tools/gen_regexes.py``
records every pattern a check of the bundled cards compiles and ships each one's compiled
code in ``karlov/regex_code.py``, stamped with the interpreter that made it (implementation,
``sys.hexversion``, ``_sre.MAGIC``, ``_sre.CODESIZE``, byte order).

:func:`install` wraps ``re._compiler.compile``, the function ``re``'s cache calls on a miss:
a shipped pattern is made by ``_sre.compile`` from its shipped code (the engine validates
the code as it does for every pattern), any other is compiled as before; ``re``'s cache,
flags and errors are unchanged. On an interpreter other than the one stamped, or when the
table cannot be imported, nothing is shipped and every pattern is compiled as usual. The
pattern made either way is the same object in value (``Pattern.__eq__`` compares the flags,
the text and the code); ``tests/test_shipped_regexes_40h.py`` holds every shipped entry to
``re``'s own compilation and the table to what the tool records.
"""

from __future__ import annotations

import re
import sys
from typing import Any

_original: Any = None  # re._compiler.compile as it was before install()
_table: dict[tuple[str, int], tuple[int, bytes, int, tuple[str | None, ...]]] | None = None


def interpreter() -> tuple[str, int, int, int, str]:
    """What the shipped code depends on: the regex engine of this interpreter."""
    import _sre

    return (sys.implementation.name, sys.hexversion, _sre.MAGIC, _sre.CODESIZE, sys.byteorder)


def _load() -> dict[tuple[str, int], tuple[int, bytes, int, tuple[str | None, ...]]]:
    global _table
    try:
        from karlov import regex_code
    except ImportError:
        _table = {}
        return _table
    _table = regex_code.PATTERNS if interpreter() == regex_code.INTERPRETER else {}
    return _table


def _compile(p: Any, flags: int = 0) -> Any:
    table = _table if _table is not None else _load()
    if type(p) is str:
        shipped = table.get((p, flags))
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


def install() -> None:
    """Make ``re`` build the shipped patterns from their code (once per process)."""
    global _original
    compiler = re._compiler  # type: ignore[attr-defined]
    if _original is not None or getattr(compiler.compile, "__module__", None) == __name__:
        return
    _original = compiler.compile
    compiler.compile = _compile
