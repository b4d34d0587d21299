"""Reading card files that nobody has vetted.

Card files come from users, pull requests and CI checkouts, so the bytes on disk may be empty,
binary, in the wrong encoding, enormous, or not a file at all. Every command goes through
:func:`read_source`, which turns each of those cases into one positioned :class:`Diagnostic`
(codes K001–K005) instead of a traceback, and bounds how much it reads so a hostile path such
as a multi-gigabyte file cannot exhaust memory. :func:`write_source` is the matching way to
write one back (``karlov fmt``): atomically, so an interrupted run never leaves half a file.
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Iterable
from pathlib import Path

from karlov.frontend.diagnostics import Diagnostic, Severity, Span

__all__ = [
    "CARD_SUFFIX",
    "MAX_SOURCE_BYTES",
    "SourceError",
    "UsageError",
    "check_text",
    "decode_source",
    "has_bom",
    "iter_card_paths",
    "read_source",
    "write_source",
]

#: Largest card file read, in bytes. A whole set of Case cards is a few kilobytes; 4 MiB leaves
#: room for generated files while keeping a mistaken path to a disk image cheap to refuse.
MAX_SOURCE_BYTES = 4 * 1024 * 1024

#: The extension that folder expansion looks for.
CARD_SUFFIX = ".card"

EMPTY = "K001"
NOT_UTF8 = "K002"
BINARY = "K003"
TOO_LARGE = "K004"
UNREADABLE = "K005"

# How much of the file the "mostly control characters" test samples, and the share of control
# bytes above which the file is called binary. Text never has more than a stray form feed.
_SNIFF_BYTES = 8192
_CONTROL_SHARE = 0.10
_TEXT_CONTROLS = frozenset(b"\t\n\r\f")

_UTF8_BOM = b"\xef\xbb\xbf"


class SourceError(Exception):
    """A file that cannot be handed to the parser; ``.diagnostic`` says why and where."""

    def __init__(self, diagnostic: Diagnostic):
        self.diagnostic = diagnostic
        super().__init__(diagnostic.render())


class UsageError(Exception):
    """A command-line path that names nothing: the caller's mistake, not the file's (exit 2)."""


def read_source(path: str | os.PathLike[str], *, limit: int = MAX_SOURCE_BYTES) -> str:
    """Return the text of the card file at ``path``, or raise :class:`SourceError`.

    The text is decoded as UTF-8, a leading byte order mark is dropped (editors on Windows
    add one), and line endings are left as they are for the parser to see. Positions in the
    diagnostics use the path as given, so they match what the user typed.
    """
    name = os.fspath(path)
    return decode_source(_read_bounded(name, limit), name, limit=limit)


def check_text(text: str, name: str, *, limit: int = MAX_SOURCE_BYTES) -> None:
    """Raise :class:`SourceError` if ``text`` (card text that came from elsewhere than a file,
    such as an editor's buffer) is not what :func:`read_source` would hand to the parser.

    An editor sends text, not bytes, but it can still be too large, hold NUL bytes, or hold
    lone surrogates (which a JSON string can escape); they are reported with the codes and
    positions a file with the same content would get.
    """
    if len(text) > limit:  # a character is at least one byte: too large before encoding it
        raise SourceError(_too_large(name, len(text), limit, at_least=True))
    data = text.encode("utf-8", errors="surrogatepass")  # a lone surrogate stays invalid
    decode_source(data, name, limit=limit)


def decode_source(data: bytes, name: str, *, limit: int = MAX_SOURCE_BYTES) -> str:
    """The text of card-file bytes, or :class:`SourceError`: too large, UTF-16, binary, not
    UTF-8, or empty. A leading byte order mark is dropped; line endings are kept."""
    if len(data) > limit:
        raise SourceError(_too_large(name, len(data), limit))
    if data.startswith(_UTF8_BOM):
        data = data[len(_UTF8_BOM) :]
        bom = len(_UTF8_BOM)
    else:
        bom = 0

    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        # Windows editors save "Unicode" as UTF-16, whose NUL bytes would otherwise look binary.
        raise SourceError(
            _at_start(
                name,
                NOT_UTF8,
                "this file is not valid UTF-8: it starts with a UTF-16 byte order mark",
                help="save the file as UTF-8",
            )
        )
    nul = data.find(b"\0")
    if nul != -1:
        raise SourceError(
            _at_offset(
                name,
                data,
                nul,
                BINARY,
                f"this looks like a binary file, not card text: it has a NUL byte at offset "
                f"{nul + bom}",
            )
        )
    sample = data[:_SNIFF_BYTES]
    controls = sum(
        1 for byte in sample if (byte < 0x20 or byte == 0x7F) and byte not in _TEXT_CONTROLS
    )
    if sample and controls / len(sample) > _CONTROL_SHARE:
        raise SourceError(
            _at_start(
                name,
                BINARY,
                f"this looks like a binary file, not card text: {controls} of its first "
                f"{len(sample)} bytes are control characters",
            )
        )

    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        bad = data[exc.start]
        raise SourceError(
            _at_offset(
                name,
                data,
                exc.start,
                NOT_UTF8,
                f"this file is not valid UTF-8: byte 0x{bad:02X} at offset {exc.start + bom} "
                f"cannot be decoded",
                help="save the file as UTF-8",
            )
        ) from None

    if not text.strip():
        raise SourceError(
            _at_start(name, EMPTY, "this file is empty: a card file needs at least one card")
        )
    return text


def iter_card_paths(paths: Iterable[str | os.PathLike[str]]) -> list[Path]:
    """Expand command-line paths into the card files to process, in a deterministic order.

    A file is taken as named, whatever its extension: naming it is asking for it. A folder
    contributes every ``*.card`` file below it, sorted, skipping hidden entries (``.git``,
    ``.venv``) and not following symbolic links to folders, which could loop. Each file is
    listed once even when two arguments reach it. A path that does not exist raises
    :class:`UsageError`.
    """
    found: list[Path] = []
    seen: set[Path] = set()

    def add(candidate: Path) -> None:
        key = Path(os.path.realpath(candidate))
        if key not in seen:
            seen.add(key)
            found.append(candidate)

    for raw in paths:
        path = Path(raw)
        if not os.path.lexists(path):
            raise UsageError(f"path '{os.fspath(raw)}' does not exist")
        if not path.is_dir():
            add(path)
            continue
        for root, dirs, files in os.walk(path):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            for filename in sorted(files):
                if filename.endswith(CARD_SUFFIX) and not filename.startswith("."):
                    add(Path(root, filename))
    return found


def _read_bounded(name: str, limit: int) -> bytes:
    """Read at most ``limit`` bytes, refusing anything that is not a readable regular file."""
    try:
        info = os.stat(name)
    except FileNotFoundError:
        raise SourceError(
            _at_start(name, UNREADABLE, "cannot read this file: it does not exist")
        ) from None
    except OSError as exc:
        raise SourceError(_unreadable(name, exc)) from None
    if stat.S_ISDIR(info.st_mode):
        raise SourceError(_at_start(name, UNREADABLE, "cannot read this file: it is a folder"))
    if not stat.S_ISREG(info.st_mode):
        # FIFOs and devices can block forever or never end; a card file is always regular.
        raise SourceError(
            _at_start(name, UNREADABLE, "cannot read this file: it is not a regular file")
        )
    if info.st_size > limit:
        raise SourceError(_too_large(name, info.st_size, limit))
    try:
        with open(name, "rb") as handle:
            data = handle.read(limit + 1)
    except OSError as exc:
        raise SourceError(_unreadable(name, exc)) from None
    if len(data) > limit:  # the file grew after stat()
        raise SourceError(_too_large(name, len(data), limit, at_least=True))
    return data


def _unreadable(name: str, exc: OSError) -> Diagnostic:
    reason = (exc.strerror or type(exc).__name__).lower()
    return _at_start(name, UNREADABLE, f"cannot read this file: {reason}")


def _too_large(name: str, size: int, limit: int, *, at_least: bool = False) -> Diagnostic:
    mib = 1024 * 1024
    bound = f"{limit // mib} MiB" if limit % mib == 0 else f"{limit}-byte"
    qualifier = "at least " if at_least else ""
    return _at_start(
        name,
        TOO_LARGE,
        f"this file is too large: {qualifier}{size} bytes, over the {bound} limit for a card file",
    )


def _at_start(name: str, code: str, message: str, help: str | None = None) -> Diagnostic:
    return Diagnostic(Span(name, 1, 1, 1, 1), Severity.ERROR, code, message, help=help)


def _at_offset(
    name: str, data: bytes, offset: int, code: str, message: str, help: str | None = None
) -> Diagnostic:
    """A diagnostic on the byte at ``offset``, located by line and character column.

    Everything before the first bad byte is valid UTF-8, so the column counts characters the
    way an editor does; the source line is shown with undecodable bytes replaced.
    """
    # Lines end at \n, \r\n or \r only, as editors count them.
    before = data[:offset]
    line_start = max(before.rfind(b"\n"), before.rfind(b"\r")) + 1
    ends = [i for i in (data.find(b"\n", offset), data.find(b"\r", offset)) if i != -1]
    line_end = min(ends) if ends else len(data)
    line = before.count(b"\n") + before.count(b"\r") - before.count(b"\r\n") + 1
    column = len(data[line_start:offset].decode("utf-8", errors="replace")) + 1
    source_line = data[line_start:line_end].decode("utf-8", errors="replace").rstrip("\r")
    source_line = "".join(
        chr(0x2400 + ord(ch)) if ch < " " and ch != "\t" else "\u2421" if ch == "\x7f" else ch
        for ch in source_line
    )
    return Diagnostic(
        Span(name, line, column, line, column + 1),
        Severity.ERROR,
        code,
        message,
        help=help,
        source_line=source_line,
    )


def has_bom(path: str | os.PathLike[str]) -> bool:
    """Whether the file starts with a UTF-8 byte order mark, which ``fmt`` removes."""
    try:
        with open(path, "rb") as handle:
            return handle.read(len(_UTF8_BOM)) == _UTF8_BOM
    except OSError:
        return False


def write_source(path: str | os.PathLike[str], text: str) -> None:
    """Replace the file at ``path`` with ``text`` (UTF-8) atomically.

    The text goes to a temporary file in the same folder, is flushed to disk, takes the old
    file's permission bits, and then replaces the old file with :func:`os.replace`, so a
    crash or a full disk leaves either the old file or the new one, never half of each. A
    symbolic link is followed, so the link survives and its target is updated.
    """
    target = Path(os.path.realpath(path))
    mode = stat.S_IMODE(os.stat(target).st_mode)
    import tempfile  # only fmt writes files; a check never pays for the import

    fd, temp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temp, mode)
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp)
        raise
