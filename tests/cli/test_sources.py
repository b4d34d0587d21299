"""read_source and iter_card_paths: every way a file can be unfit, with the exact message."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from karlov.frontend.diagnostics import Severity, Span
from karlov.frontend.sources import (
    MAX_SOURCE_BYTES,
    SourceError,
    UsageError,
    iter_card_paths,
    read_source,
    write_source,
)

CARD = "Case of the Gateway Express {1}{W}\n"


def fail(path: Path | str, **kwargs: int) -> tuple[str, str, Span]:
    """The code, message and span of the SourceError that reading ``path`` raises."""
    with pytest.raises(SourceError) as info:
        read_source(path, **kwargs)
    diagnostic = info.value.diagnostic
    assert diagnostic.severity is Severity.ERROR
    return diagnostic.code, diagnostic.message, diagnostic.span


def test_reads_utf8_text_unchanged(tmp_path: Path) -> None:
    path = tmp_path / "a.card"
    path.write_bytes("Case of the Pilfered Proof — “quoted”\r\nline\n".encode())
    assert read_source(path) == "Case of the Pilfered Proof — “quoted”\r\nline\n"


def test_bom_is_dropped(tmp_path: Path) -> None:
    path = tmp_path / "a.card"
    path.write_bytes(b"\xef\xbb\xbf" + CARD.encode())
    assert read_source(path) == CARD


@pytest.mark.parametrize("content", [b"", b"   \n\t\r\n  ", b"\xef\xbb\xbf", b"\xef\xbb\xbf \n"])
def test_empty_or_blank_file_is_k001(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "a.card"
    path.write_bytes(content)
    assert fail(path) == (
        "K001",
        "this file is empty: a card file needs at least one card",
        Span(str(path), 1, 1, 1, 1),
    )


def test_non_utf8_is_k002_at_the_bad_byte(tmp_path: Path) -> None:
    path = tmp_path / "a.card"
    # Line 2, after "Tạ" (3 bytes, 2 characters): the Latin-1 "é" byte 0xE9 at offset 16.
    path.write_bytes("first line\nTạ".encode() + b"\xe9 bad\n")
    with pytest.raises(SourceError) as info:
        read_source(path)
    diagnostic = info.value.diagnostic
    assert diagnostic.code == "K002"
    assert diagnostic.message == (
        "this file is not valid UTF-8: byte 0xE9 at offset 15 cannot be decoded"
    )
    assert diagnostic.span == Span(str(path), 2, 3, 2, 4)
    assert diagnostic.render() == (
        f"{path}:2:3: error[K002]: this file is not valid UTF-8: byte 0xE9 at offset 15 "
        "cannot be decoded\n"
        "2 | Tạ\ufffd bad\n"
        "  |   ^\n"
        "help: save the file as UTF-8"
    )


def test_non_utf8_offset_counts_the_bom(tmp_path: Path) -> None:
    path = tmp_path / "a.card"
    path.write_bytes(b"\xef\xbb\xbfab\xff\n")
    code, message, span = fail(path)
    assert code == "K002"
    assert message == "this file is not valid UTF-8: byte 0xFF at offset 5 cannot be decoded"
    assert (span.line, span.column) == (1, 3)


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])
def test_utf16_is_k002_not_binary(tmp_path: Path, encoding: str) -> None:
    path = tmp_path / "a.card"
    bom = {"utf-16-le": "\ufeff", "utf-16-be": "\ufeff"}.get(encoding, "")
    path.write_bytes((bom + CARD).encode(encoding))
    with pytest.raises(SourceError) as info:
        read_source(path)
    diagnostic = info.value.diagnostic
    assert (diagnostic.code, diagnostic.message, diagnostic.help) == (
        "K002",
        "this file is not valid UTF-8: it starts with a UTF-16 byte order mark",
        "save the file as UTF-8",
    )


def test_nul_byte_is_k003_at_the_byte(tmp_path: Path) -> None:
    path = tmp_path / "a.card"
    path.write_bytes(b"abc\nde\0f\n")
    code, message, span = fail(path)
    assert code == "K003"
    assert message == (
        "this looks like a binary file, not card text: it has a NUL byte at offset 6"
    )
    assert (span.line, span.column, span.end_line, span.end_column) == (2, 3, 2, 4)


def test_mostly_control_characters_is_k003(tmp_path: Path) -> None:
    path = tmp_path / "a.card"
    path.write_bytes(bytes(range(1, 32)) * 4 + b"text")
    code, message, span = fail(path)
    assert code == "K003"
    assert message == (
        "this looks like a binary file, not card text: 108 of its first 128 bytes are "
        "control characters"
    )
    assert span == Span(str(path), 1, 1, 1, 1)


def test_form_feeds_and_tabs_are_text(tmp_path: Path) -> None:
    path = tmp_path / "a.card"
    path.write_bytes(b"\t\f" + CARD.encode())
    assert read_source(path) == "\t\f" + CARD


def test_oversized_file_is_k004_and_names_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "a.card"
    with path.open("wb") as handle:
        handle.truncate(MAX_SOURCE_BYTES + 1)  # sparse: no 4 MiB written
    assert fail(path) == (
        "K004",
        "this file is too large: 4194305 bytes, over the 4 MiB limit for a card file",
        Span(str(path), 1, 1, 1, 1),
    )


def test_file_at_the_limit_is_read(tmp_path: Path) -> None:
    path = tmp_path / "a.card"
    path.write_text("x" * 10)
    assert read_source(path, limit=10) == "x" * 10
    code, message, _ = fail(path, limit=9)
    assert (code, message) == (
        "K004",
        "this file is too large: 10 bytes, over the 9-byte limit for a card file",
    )


def test_missing_file_is_k005(tmp_path: Path) -> None:
    path = tmp_path / "gone.card"
    assert fail(path) == (
        "K005",
        "cannot read this file: it does not exist",
        Span(str(path), 1, 1, 1, 1),
    )


def test_directory_is_k005(tmp_path: Path) -> None:
    assert fail(tmp_path)[:2] == ("K005", "cannot read this file: it is a folder")


def test_fifo_is_k005_without_blocking(tmp_path: Path) -> None:
    path = tmp_path / "pipe.card"
    os.mkfifo(path)
    assert fail(path)[:2] == ("K005", "cannot read this file: it is not a regular file")


NOBODY = 65534  # the unprivileged user and group of most systems


def _read_as_nobody(path: Path) -> tuple[str, str]:
    """The code and message of reading ``path`` in a forked child that has dropped root's
    privileges (root reads a file whatever its mode, so the test needs another user; the child
    does not exec anything, so it needs no access to the interpreter's files)."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        try:
            os.close(r)
            os.setgroups([])
            os.setgid(NOBODY)
            os.setuid(NOBODY)
            try:
                read_source(path)
                out = "\tread"
            except SourceError as exc:
                out = f"{exc.diagnostic.code}\t{exc.diagnostic.message}"
            os.write(w, out.encode())
        finally:
            os._exit(0)
    os.close(w)
    data = b""
    while chunk := os.read(r, 4096):
        data += chunk
    os.close(r)
    os.waitpid(pid, 0)
    code, message = data.decode().split("\t", 1)
    return code, message


def test_unreadable_file_is_k005(tmp_path: Path) -> None:
    if os.geteuid() != 0:
        path = tmp_path / "a.card"
        path.write_text(CARD)
        path.chmod(0)
        assert fail(path)[:2] == ("K005", "cannot read this file: permission denied")
        return
    # As root (CI runs as root): a folder everyone may enter, a file of mode 0 in it, read by
    # a child process that has become the unprivileged user.
    folder = Path(tempfile.mkdtemp(prefix="karlov-perm-"))
    try:
        folder.chmod(0o755)
        path = folder / "a.card"
        path.write_text(CARD)
        path.chmod(0o644)
        assert _read_as_nobody(path) == ("", "read")  # the child can read a readable file
        path.chmod(0)
        assert read_source(path) == CARD  # root still can
        assert _read_as_nobody(path) == ("K005", "cannot read this file: permission denied")
    finally:
        shutil.rmtree(folder)


def test_source_error_str_is_the_rendered_diagnostic(tmp_path: Path) -> None:
    path = tmp_path / "a.card"
    path.write_text("")
    with pytest.raises(SourceError) as info:
        read_source(path)
    assert str(info.value) == (
        f"{path}:1:1: error[K001]: this file is empty: a card file needs at least one card"
    )


def make_tree(root: Path) -> None:
    for name in ["b.card", "a.card", "notes.txt", "sub/z.card", "sub/deeper/y.card",
                 ".hidden/x.card", "sub/.dot.card", "a2/c.card"]:  # fmt: skip
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(CARD)


def test_folders_expand_recursively_sorted(tmp_path: Path) -> None:
    make_tree(tmp_path)
    found = [p.relative_to(tmp_path).as_posix() for p in iter_card_paths([tmp_path])]
    assert found == ["a.card", "b.card", "a2/c.card", "sub/z.card", "sub/deeper/y.card"]


def test_files_are_taken_as_named_and_listed_once(tmp_path: Path) -> None:
    make_tree(tmp_path)
    notes = tmp_path / "notes.txt"
    found = iter_card_paths([notes, tmp_path / "sub", tmp_path / "sub" / "z.card"])
    assert found == [notes, tmp_path / "sub" / "z.card", tmp_path / "sub" / "deeper" / "y.card"]


def test_missing_path_is_a_usage_error(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match=r"^path '.*nope' does not exist$"):
        iter_card_paths([tmp_path, tmp_path / "nope"])


def test_symlinked_folder_loop_terminates(tmp_path: Path) -> None:
    make_tree(tmp_path)
    (tmp_path / "sub" / "loop").symlink_to(tmp_path, target_is_directory=True)
    assert len(iter_card_paths([tmp_path])) == 5


def test_write_source_is_atomic_and_keeps_mode_and_links(tmp_path: Path) -> None:
    real = tmp_path / "real.card"
    real.write_text("old\r\n")
    real.chmod(0o640)
    link = tmp_path / "link.card"
    link.symlink_to(real)
    write_source(link, "new\n")
    assert link.is_symlink()
    assert real.read_bytes() == b"new\n"
    assert real.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.card", "real.card"]


@settings(max_examples=200, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=300) | st.text(max_size=100).map(str.encode))
def test_any_bytes_give_text_or_one_diagnostic(tmp_path: Path, data: bytes) -> None:
    """Whatever the bytes, the result is the text or a SourceError, never another exception."""
    path = tmp_path / "fuzz.card"
    path.write_bytes(data)
    try:
        text = read_source(path)
    except SourceError as exc:
        diagnostic = exc.diagnostic
        assert diagnostic.code in {"K001", "K002", "K003"}
        if diagnostic.code == "K002" and not data.startswith((b"\xff\xfe", b"\xfe\xff")):
            # The span points at the first undecodable byte, counted in characters.
            body = data.removeprefix(b"\xef\xbb\xbf")
            with pytest.raises(UnicodeDecodeError) as info:
                body.decode("utf-8")
            prefix = body[: info.value.start].decode()
            assert diagnostic.span.line == prefix.count("\n") + 1
            assert diagnostic.span.column == len(prefix.rsplit("\n", 1)[-1]) + 1
    else:
        assert text.encode() == data.removeprefix(b"\xef\xbb\xbf")
        assert text.strip()
