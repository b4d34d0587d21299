"""Reading scenario files: TOML text, positions of tables and keys, and errors with file:line.

``tomllib`` reports the position of a syntax error but gives no positions for the values it
returns, so :class:`SourceMap` finds them in the text: the n-th ``[[actions]]`` header, the
``[players.alice]`` header, the line of ``key =`` inside a table. A scenario given as a dict
(the Python API) has no text; its positions are ``None`` and messages name the entry instead.
"""

from __future__ import annotations

import bisect
import re
import stat
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = ["ScenarioError", "SourceMap", "Where", "parse_toml", "read_scenario_text"]


@dataclass(frozen=True, slots=True)
class Where:
    """A position in a scenario file: ``path`` and 1-based ``line`` (``None`` when unknown).

    ``str()`` is ``path:line``, the form editors and CI annotators understand."""

    path: str
    line: int | None = None

    def __str__(self) -> str:
        return self.path if self.line is None else f"{self.path}:{self.line}"


class ScenarioError(Exception):
    """A scenario that cannot be run as written: bad TOML, an unknown key or card, an action
    the rules don't allow. ``where`` is the file and line of the offending entry; when a
    file has several problems (:func:`karlov.scenario.schema.validate` finds them all),
    ``problems`` lists each, and the message names them all."""

    def __init__(self, where: Where, message: str) -> None:
        super().__init__(f"{where}: {message}")
        self.where = where
        self.message = message
        self.problems: list[ScenarioError] = [self]


_HEADER = re.compile(r"^\s*(\[\[?)\s*([^\]]+?)\s*\]\]?\s*(?:#.*)?$")
_KEY = re.compile(r"""^\s*("[^"]*"|'[^']*'|[A-Za-z0-9_\-]+)\s*(?:\.\s*\S[^=]*)?=""")


def _key_name(raw: str) -> str:
    return raw[1:-1] if raw[:1] in "\"'" else raw


def _header_parts(name: str) -> tuple[str, ...]:
    return tuple(_key_name(p.strip()) for p in re.split(r"\.(?=(?:[^\"']|\"[^\"]*\")*$)", name))


class SourceMap:
    """Line numbers of tables, array-of-table entries and keys in a TOML text."""

    def __init__(self, path: str, text: str | None) -> None:
        self.path = path
        # Only line breaks end a line, as tomllib counts them (not form feeds, U+2028, ...).
        self.lines = text.replace("\r\n", "\n").split("\n") if text is not None else []
        # (header path, is array) -> list of line numbers, in order of appearance
        self.headers: dict[tuple[tuple[str, ...], bool], list[int]] = {}
        self.order: list[int] = []
        # header line (0: the top of the file) -> {key: the line of its first ``key =``},
        # read on first use: every key of a table is looked up, so each table is read once.
        self._keys: dict[int, dict[str, int]] = {}
        for number, line in enumerate(self.lines, 1):
            m = _HEADER.match(line)
            if m and not line.lstrip().startswith("#"):
                key = (_header_parts(m.group(2)), m.group(1) == "[[")
                self.headers.setdefault(key, []).append(number)
                self.order.append(number)

    def at(self, line: int | None) -> Where:
        return Where(self.path, line)

    def table(self, *parts: str) -> int | None:
        """The line of the ``[a.b]`` header, or of ``b =`` inside ``[a]`` (an inline table)."""
        lines = self.headers.get((tuple(parts), False))
        if lines:
            return lines[0]
        if len(parts) >= 1:
            parent = self.table(*parts[:-1]) if len(parts) > 1 else 0
            if parent is not None:
                return self.key(parent, parts[-1])
        return None

    def first_table(self, name: str) -> int | None:
        """The line of ``[name]``, else of the first ``[name.x]`` header, else of ``name =``."""
        lines = [ls[0] for (parts, _), ls in self.headers.items() if parts[:1] == (name,)]
        return min(lines) if lines else self.table(name)

    def item(self, name: str, index: int) -> int | None:
        """The line of the ``index``-th (0-based) ``[[name]]`` header, else of ``name =``."""
        lines = self.headers.get(((name,), True), [])
        if index < len(lines):
            return lines[index]
        return self.key(0, name)

    def key(self, start: int | None, key: str) -> int | None:
        """The line of ``key = ...`` in the table whose header is on line ``start`` (0: the
        top of the file, before any header); falls back to ``start``."""
        if start is None:
            return None
        keys = self._keys.get(start)
        if keys is None:
            keys = self._keys[start] = {}
            for number in range(start + 1, self._end(start)):
                m = _KEY.match(self.lines[number - 1])
                if m:
                    keys.setdefault(_key_name(m.group(1)), number)
        if key in keys:
            return keys[key]
        end = self._end(start)
        # an inline table on the header's own line or a multi-line inline table
        for number in range(max(start, 1), end):
            if re.search(rf"(^|[{{,\s]){re.escape(key)}\s*=", self.lines[number - 1]):
                return number
        return start or (1 if self.lines else None)

    def _end(self, start: int) -> int:
        """The line of the first header after line ``start`` (past the end if none)."""
        index = bisect.bisect_right(self.order, start)
        return self.order[index] if index < len(self.order) else len(self.lines) + 1


def read_scenario_text(path: Path) -> tuple[str, dict[str, Any]]:
    """Read and parse a scenario file; bad UTF-8 or TOML is a :class:`ScenarioError` at the
    position tomllib reports. A scenario file is bounded as a card file is (4 MiB,
    :data:`~karlov.frontend.sources.MAX_SOURCE_BYTES`) and must be a regular file (a FIFO or
    a device could block or never end)."""
    from karlov.frontend.sources import MAX_SOURCE_BYTES

    limit = MAX_SOURCE_BYTES
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            raise ScenarioError(Where(str(path)), "cannot read the file: it is not a regular file")
        with path.open("rb") as handle:
            data = handle.read(limit + 1)
    except OSError as exc:
        raise ScenarioError(Where(str(path)), f"cannot read the file: {exc.strerror}") from None
    if max(len(data), info.st_size) > limit:
        raise ScenarioError(
            Where(str(path)),
            f"the file is too large: {max(len(data), info.st_size):,} bytes, over the "
            f"{limit // (1024 * 1024)} MiB limit for a scenario file",
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise ScenarioError(Where(str(path), line), "the file is not UTF-8 text") from None
    text = text.removeprefix("\ufeff")
    return text, parse_toml(text, str(path))


#: A run of digits longer than Python converts to an integer (``sys.get_int_max_str_digits``).
_HUGE_NUMBER = re.compile(r"[0-9a-fA-F_]{4000,}")


def parse_toml(text: str, path: str) -> dict[str, Any]:
    """Parse TOML text (a leading UTF-8 byte order mark is allowed, as editors on Windows
    write it); anything tomllib rejects is a :class:`ScenarioError` with its line."""
    text = text.removeprefix("\ufeff")
    try:
        return tomllib.loads(text)
    except RecursionError:
        depths = [line.count("[") + line.count("{") for line in text.split("\n")]
        line = depths.index(max(depths)) + 1
        raise ScenarioError(
            Where(path, line), "this is not a scenario: lists or tables nest too deeply"
        ) from None
    except ValueError as exc:
        if isinstance(exc, tomllib.TOMLDecodeError):
            return _toml_error(exc, path)
        m = _HUGE_NUMBER.search(text)
        line = text.count("\n", 0, m.start()) + 1 if m else 1
        raise ScenarioError(
            Where(path, line), "this number has too many digits (at most 4,000)"
        ) from None


def _toml_error(exc: tomllib.TOMLDecodeError, path: str) -> Any:
    message = str(exc)
    m = re.search(r"\(at line (\d+), column (\d+)\)$", message)
    line = int(m.group(1)) if m else 1
    if m:
        message = f"{message[: m.start()].rstrip()} (column {m.group(2)})"
    raise ScenarioError(Where(path, line), f"this is not valid TOML: {message}") from None
