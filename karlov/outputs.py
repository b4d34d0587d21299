"""Writing generated files to an output folder: ``karlov build`` and ``karlov import``.

One module decides, for both commands, *what the files are called* and *how they reach the
disk*; what a file holds is the caller's business.

File names (:func:`unique_stems`)
    A card's file name is folded from its name by the caller's rule (Forge's for ``build``,
    the bundled cards' for ``import``) and then made valid and unique here:

    - a name with no ASCII letter or digit left ("猫の事件", "...") is ``card_<hash>``;
    - a stem longer than :data:`MAX_STEM_BYTES` is cut and ends in ``_<hash>`` (a file name
      may have at most 255 bytes; the rest is room for the temporary name below);
    - names that fold to one stem ("Fire Ice" / "Fire-Ice", "Foo" / "FOO"): the first in
      code-point order keeps the plain stem, each other one is ``<stem>_<hash>``;
    - a stem the target keeps for itself (``schema``, ``card_data``) or a device name
      (``con``, ``nul``, ...) is ``<stem>_<hash>``.

    ``<hash>`` is the first 8 hex digits of the SHA-256 of the exact name (UTF-8), so the
    same cards always give the same names.

Writing (:func:`write_files`)
    - *confined*: the output folder is opened once (never through a symbolic link: ``-o``
      that is a link is refused) and every file and sub-folder is reached from it relative to
      that open folder, without following a link (``O_NOFOLLOW``); an entry under the
      folder that is a symbolic link, or not a regular file, is refused and left alone;
    - *atomic*: each file is written to a temporary file in its own folder and moved over
      the old one with :func:`os.replace`, so a reader sees the old file or the new one,
      never a part of one, and a failed write leaves the old file as it was;
    - *no lost edits*: the folder holds :data:`MANIFEST` (JSON: each file karlov wrote there,
      with the SHA-256 of what it wrote). An existing file is replaced only if its content is
      what karlov last wrote there (so it was not edited since) or is already the new content;
      any other file (edited by hand, or not written by karlov) is refused unless ``force``.
      A manifest that is missing, a link or not readable counts as empty: nothing is
      overwritten without ``force`` then.

    A refused or failed file is a :class:`OutputProblem` (``path: error: message``); the
    other files are still written. Nothing here raises for a problem of one file.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import re
import secrets
import stat
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

__all__ = [
    "MANIFEST",
    "MAX_STEM_BYTES",
    "OutputProblem",
    "WriteReport",
    "name_hash",
    "unique_stems",
    "write_files",
]

#: The record of what karlov wrote into an output folder (see the module docstring).
MANIFEST = ".karlov-outputs.json"
_MANIFEST_FORMAT = "karlov-outputs"
_MANIFEST_VERSION = 1
_MANIFEST_LIMIT = 64 * 1024 * 1024

#: The longest stem a file gets (bytes; stems are ASCII). A file name may have 255 bytes on
#: the usual file systems; the rest leaves room for a suffix and the temporary name.
MAX_STEM_BYTES = 180

# Names Windows keeps for devices (a file ``con.txt`` cannot be made there).
_DEVICE_NAMES = frozenset(
    {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))}
)
_STEM = re.compile(r"[a-z0-9][a-z0-9_]*\Z")


def name_hash(name: str) -> str:
    """The first 8 hex digits of the SHA-256 of ``name`` (a lone surrogate kept as is)."""
    return hashlib.sha256(name.encode("utf-8", "surrogatepass")).hexdigest()[:8]


def _valid_stem(stem: str, name: str) -> tuple[str, bool]:
    """``stem`` made a valid file stem for ``name``, and whether it already carries a hash."""
    if not _STEM.match(stem):
        return f"card_{name_hash(name)}", True
    if len(stem) > MAX_STEM_BYTES:
        return f"{stem[: MAX_STEM_BYTES - 9].rstrip('_')}_{name_hash(name)}", True
    return stem, False


def unique_stems(
    names: Iterable[str], fold: Callable[[str], str], reserved: Iterable[str] = ()
) -> dict[str, str]:
    """A distinct, valid file stem for each of ``names`` (see the module docstring);
    ``fold`` is the caller's naming rule (it may return ``""``), ``reserved`` the stems the
    caller writes other files under. The result depends only on the set of names."""
    kept = set(reserved)
    groups: dict[str, list[str]] = {}
    result: dict[str, str] = {}
    for name in sorted(set(names)):
        stem, hashed = _valid_stem(fold(name), name)
        if hashed:
            result[name] = stem
        else:
            groups.setdefault(stem, []).append(name)
    used = set(result.values())
    later: list[tuple[str, str]] = []
    for stem, group in groups.items():
        first, *others = group
        if stem in kept or stem in _DEVICE_NAMES or stem in used:
            later.append((stem, first))
        else:
            result[first] = stem
            used.add(stem)
        later += [(stem, name) for name in others]
    for stem, name in later:
        base = stem[: MAX_STEM_BYTES - 9]
        candidate = f"{base}_{name_hash(name)}"
        number = 2
        while candidate in used or candidate in kept:  # a hash that meets another card's stem
            candidate = f"{base}_{name_hash(name)}_{number}"
            number += 1
        result[name] = candidate
        used.add(candidate)
    return result


@dataclass(frozen=True)
class OutputProblem:
    """A file that was not written, with why: ``path: error: message``."""

    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: error: {self.message}"


@dataclass
class WriteReport:
    """What :func:`write_files` did: relative paths written (or already holding the new
    content), and every file it refused or failed to write."""

    written: list[str] = field(default_factory=list)
    problems: list[OutputProblem] = field(default_factory=list)


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _parts(relative: str) -> list[str]:
    parts = relative.split("/")
    if any(p in ("", ".", "..") or "\\" in p or "\0" in p for p in parts):
        raise ValueError(f"not a relative path inside the output folder: {relative!r}")
    return parts


_DIR_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0)
_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
_NEW_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
_BINARY = getattr(os, "O_BINARY", 0)
_USE_FDS = (
    os.open in os.supports_dir_fd
    and os.replace in os.supports_dir_fd
    and os.mkdir in os.supports_dir_fd
    and os.stat in os.supports_dir_fd
    and os.unlink in os.supports_dir_fd
)


class _Refused(Exception):
    pass


class _Folder:
    """A folder reached without following a link: an open descriptor where the platform
    allows it (every name below resolved relative to it), else a checked path."""

    def __init__(self, path: Path, fd: int | None) -> None:
        self.path = path
        self.fd = fd

    @classmethod
    def open_root(cls, path: Path) -> _Folder:
        if os.path.islink(path):
            raise _Refused("the output folder is a symbolic link; give the folder it points to")
        if path.exists() and not path.is_dir():
            raise _Refused("the output exists and is not a folder")
        path.mkdir(parents=True, exist_ok=True)
        if not _USE_FDS:
            return cls(path, None)
        return cls(path, os.open(path, _DIR_FLAGS))

    def close(self) -> None:
        if self.fd is not None:
            os.close(self.fd)

    def _kw(self) -> dict[str, int]:
        return {} if self.fd is None else {"dir_fd": self.fd}

    def _name(self, name: str) -> str | Path:
        return name if self.fd is not None else self.path / name

    def lstat(self, name: str) -> os.stat_result | None:
        try:
            return os.stat(self._name(name), follow_symlinks=False, **self._kw())
        except FileNotFoundError:
            return None

    def child(self, name: str) -> _Folder:
        """The sub-folder ``name``, made if missing; a link or a file there is refused."""
        found = self.lstat(name)
        if found is None:
            with contextlib.suppress(FileExistsError):
                os.mkdir(self._name(name), 0o777, **self._kw())
            found = self.lstat(name)
        if found is None or stat.S_ISLNK(found.st_mode):
            raise _Refused(f"'{name}' is a symbolic link; karlov does not write through links")
        if not stat.S_ISDIR(found.st_mode):
            raise _Refused(f"'{name}' exists and is not a folder")
        if self.fd is None:
            return _Folder(self.path / name, None)
        try:
            return _Folder(self.path / name, os.open(name, _DIR_FLAGS, dir_fd=self.fd))
        except OSError as exc:
            if exc.errno == errno.ELOOP:
                raise _Refused(f"'{name}' is a symbolic link") from None
            raise

    def read(self, name: str, limit: int | None = None) -> bytes | None:
        """The regular file ``name``'s bytes (None if there is none); a link or anything but
        a regular file is refused."""
        found = self.lstat(name)
        if found is None:
            return None
        if stat.S_ISLNK(found.st_mode):
            raise _Refused("it is a symbolic link; karlov does not write through links")
        if not stat.S_ISREG(found.st_mode):
            raise _Refused("it exists and is not a regular file")
        if limit is not None and found.st_size > limit:
            raise _Refused("it is too large")
        try:
            fd = os.open(self._name(name), _READ_FLAGS | _BINARY, **self._kw())
        except OSError as exc:
            if exc.errno == errno.ELOOP:
                raise _Refused("it is a symbolic link") from None
            raise
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise _Refused("it exists and is not a regular file")
            chunks = []
            while chunk := os.read(fd, 1 << 20):
                chunks.append(chunk)
            return b"".join(chunks)
        finally:
            os.close(fd)

    def replace(self, name: str, data: bytes) -> None:
        """Write ``data`` to a new temporary file beside ``name``, then move it over ``name``."""
        temporary = f".{name}.{secrets.token_hex(6)}.tmp"
        fd = os.open(self._name(temporary), _NEW_FLAGS | _BINARY, 0o666, **self._kw())
        try:
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view) :]
            finally:
                os.close(fd)
            if self.fd is None:
                os.replace(self.path / temporary, self.path / name)
            else:
                os.replace(temporary, name, src_dir_fd=self.fd, dst_dir_fd=self.fd)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(self._name(temporary), **self._kw())
            raise


def _read_manifest(root: _Folder) -> dict[str, str]:
    """The manifest's files (relative path -> SHA-256); empty when missing or not sound."""
    try:
        data = root.read(MANIFEST, _MANIFEST_LIMIT)
    except (_Refused, OSError):
        return {}
    if data is None:
        return {}
    try:
        document = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return {}
    if (
        not isinstance(document, dict)
        or document.get("format") != _MANIFEST_FORMAT
        or document.get("version") != _MANIFEST_VERSION
        or not isinstance(document.get("files"), dict)
    ):
        return {}
    return {
        k: v
        for k, v in document["files"].items()
        if isinstance(k, str) and isinstance(v, str) and re.fullmatch(r"[0-9a-f]{64}", v)
    }


def _manifest_bytes(files: Mapping[str, str]) -> bytes:
    document = {
        "format": _MANIFEST_FORMAT,
        "version": _MANIFEST_VERSION,
        "files": dict(sorted(files.items())),
    }
    return (json.dumps(document, indent=1, ensure_ascii=True) + "\n").encode("ascii")


def _utf8(text: str) -> bytes:
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise _Refused(
            f"the text holds {text[exc.start]!r} at character {exc.start + 1}, which UTF-8 cannot "
            "encode (a lone surrogate); nothing was written"
        ) from None


def _display(out_dir: Path, relative: str) -> str:
    return str(out_dir / relative)


def write_files(out_dir: Path, files: Mapping[str, str], *, force: bool = False) -> WriteReport:
    """Write ``files`` (relative POSIX path -> text, written as UTF-8 with ``\\n`` line ends)
    into ``out_dir``: confined, atomic and never over an edited file unless ``force`` (see
    the module docstring). Every file is tried; each one not written is in the report."""
    report = WriteReport()
    try:
        root = _Folder.open_root(out_dir)
    except _Refused as exc:
        report.problems.append(OutputProblem(str(out_dir), str(exc)))
        return report
    except OSError as exc:
        report.problems.append(OutputProblem(str(out_dir), exc.strerror or str(exc)))
        return report
    opened: dict[tuple[str, ...], _Folder] = {(): root}
    try:
        manifest = _read_manifest(root)
        recorded = dict(manifest)
        for relative, text in files.items():
            try:
                data = _utf8(text)
                *folders, name = _parts(relative)
                folder = root
                for depth in range(len(folders)):
                    key = tuple(folders[: depth + 1])
                    if key not in opened:
                        opened[key] = folder.child(folders[depth])
                    folder = opened[key]
                old = folder.read(name)
                if old != data:
                    if old is not None and not force and manifest.get(relative) != _digest(old):
                        raise _Refused(
                            "the file differs from what karlov wrote there last (edited, or "
                            "not written by karlov); it is left as it is (--force replaces it)"
                        )
                    folder.replace(name, data)
                recorded[relative] = _digest(data)
                report.written.append(relative)
            except _Refused as exc:
                report.problems.append(OutputProblem(_display(out_dir, relative), str(exc)))
            except (OSError, ValueError) as exc:
                message = getattr(exc, "strerror", None) or str(exc)
                report.problems.append(OutputProblem(_display(out_dir, relative), message))
        if recorded != manifest:
            try:
                root.read(MANIFEST, _MANIFEST_LIMIT)  # refuses a link planted as the manifest
                root.replace(MANIFEST, _manifest_bytes(recorded))
            except (_Refused, OSError) as exc:
                message = str(exc) if isinstance(exc, _Refused) else (exc.strerror or str(exc))
                report.problems.append(
                    OutputProblem(
                        _display(out_dir, MANIFEST), f"the record was not kept: {message}"
                    )
                )
    finally:
        for folder in opened.values():
            folder.close()
    return report
