"""``karlov build`` on card files with hostile names and texts, for every target.

An input is one ``.card`` file of one to four bundled cards, each renamed (every occurrence
of its name, so its self-references follow) to a hostile name: path pieces (``..``, ``/``,
``\\``), device and reserved stems (``con``, ``schema``, ``card_data``, the manifest's
name), Forge line syntax (``Name:``, ``|``, ``$``), controls, bidi overrides, names with no
ASCII letter, very long names, names that fold to one file stem ("Fire Ice" / "Fire-Ice",
"Foo" / "FOO", "Æther" / "Aether"), and a name that spells out the hashed stem another card
of the input gets (``Card 1a2b3c4d``). Some inputs have their text mutated as the ``text``
kind does; a ``# allow-partial`` comment line makes the build use ``--allow-partial``; a
``# plant-links`` line puts symbolic links in the output folder first, where the cards' files
and the manifest will go, each pointing at a file outside it.

For each target (json, forge, phase), ``karlov build --target T -o OUT`` runs in-process in a
fresh temporary folder (``KARLOV_TRACEBACK=1``, so an internal error raises). What must hold:

- the exit code is 0 or 1 (an exception or exit 3 is a finding);
- nothing is created, changed or removed outside ``OUT`` (the folder is listed before and
  after; the files the planted links point at keep their bytes), and no temporary file is
  left in ``OUT``;
- every file written parses back as its format: JSON loads, and a json-target card file
  loads with :func:`karlov.ir.loads`; a Forge script is ``Key:Value`` lines (``#`` comments
  at the top of a partial one) ending in a line feed, whose one ``Name:`` line decodes to
  the card's name; phase card data is a JSON object of faces keyed by their lower-case name,
  which ``phase.Engine.from_json`` loads when ``phase-python`` is installed, and its
  ``card_data.json`` holds exactly the cards that have a file of their own;
- each card gets its own file: no two files hold one card, no file holds two, each card the
  build wrote in full (the same cards through :func:`karlov.targets.build.build`) has its
  file, and the files on disk are exactly the files that build gave, with the same text.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import re
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

from .harness import PropertyFailure
from .text import AWKWARD, TextTarget

TARGET_NAMES = ("json", "forge", "phase")

#: Names a card is given (besides the generated ones: hashes, long names, fold twins).
HOSTILE_NAMES = (
    "..", ".", "../../escaped", "..\\..\\escaped", "/etc/passwd", "a/b", "a\\b", "C:evil",
    "con", "NUL", "Com1", "lpt9", "aux", "schema", "Schema", "card_data", "Card Data",
    ".karlov-outputs", "Karlov Outputs", "Name:Evil", "A:SP$ Draw | Defined$ You",
    "SVar:X:Count$Valid Card", "Oracle:", "x.json", "x.txt", "猫の事件", "...", "!!!", "—",
    "Æther Bears", "Aether Bears", "AEther Bears", "Fire Ice", "Fire-Ice", "Fire // Ice",
    "FIRE ICE", "fire_ice", "Caf\u00e9", "Cafe\u0301", "\u202eevil", "zero\u200bwidth",
    "tab\there", "#hash", "{R}", "$", "|", "\\u0041", "a\x00b", "a\x7fb", "a\x85b",
    "line\u2028sep", "Ω", "🐱 Cat", "Bears", "x" * 181, "y" * 300,
)  # fmt: skip

#: Bundled cards the inputs start from (every target writes most of them in full).
SEEDS = (
    "Shock", "Grizzly Bears", "Divination", "Lightning Bolt", "Murder", "Llanowar Elves",
    "Savannah Lions", "Hill Giant", "Ornithopter", "Mind Rot", "Naturalize", "Wall of Omens",
    "Case of the Burning Masks", "Case of the Filched Falcon", "Case of the Gorgon's Kiss",
    "Flametongue Kavu", "Elvish Visionary", "Thought Scour", "Plains",
)  # fmt: skip

ALLOW_PARTIAL = "# allow-partial"
PLANT_LINKS = "# plant-links"
VICTIM = b"the bytes of a file outside the output folder\n"


@cache
def seed_texts() -> dict[str, str]:
    """The text of each of :data:`SEEDS` that is bundled (name -> card file text)."""
    from .text import bundled_texts

    found: dict[str, str] = {}
    for text in bundled_texts():
        name_line = text.split("\n", 1)[0]
        for name in SEEDS:
            if name_line == name or name_line.startswith(name + " {"):
                found[name] = text
    return found


def hostile_name(rng: random.Random, taken: list[str]) -> str:
    """A hostile name; some are made from the names already in the input (a twin that folds
    to the same stem, or one that spells out the hashed stem another card gets)."""
    from karlov.outputs import name_hash

    roll = rng.random()
    if taken and roll < 0.15:  # the stem another card gets from its hash, as a name
        # a twin of X gets the stem of "X <hash of the twin>"; a name of no ASCII "card_<hash>"
        first, second = rng.choice(taken), rng.choice(taken)
        return rng.choice((f"Card {name_hash(second)}", f"{first} {name_hash(second)}"))
    if taken and roll < 0.3:  # a twin: the same letters in another case or with other spaces
        other = rng.choice(taken)
        return rng.choice((other.upper(), other.lower(), other.replace(" ", "-"), other + " "))
    if roll < 0.4:
        at_most = rng.choice((1, 2, 8))
        return "".join(rng.choice(AWKWARD) for _ in range(at_most)) + rng.choice(("", "Bears"))
    name = rng.choice(HOSTILE_NAMES)
    if rng.random() < 0.2:
        at = rng.randrange(len(name) + 1)
        name = name[:at] + rng.choice(AWKWARD) + name[at:]
    return name


class BuildTarget:
    kind = "build"
    suffix = ".card"
    time_bound = 30.0

    def __init__(self, text: TextTarget | None = None) -> None:
        self.text = text

    def warm_up(self) -> None:
        from karlov.compiler.library import bundled_library

        bundled_library()
        seed_texts()

    def generate(self, rng: random.Random) -> str:
        seeds = seed_texts()
        names: list[str] = []
        cards: list[str] = []
        for _ in range(rng.choice((1, 1, 2, 2, 3, 4))):
            original = rng.choice(sorted(seeds))
            name = hostile_name(rng, names) if rng.random() < 0.85 else original
            names.append(name)
            text = seeds[original].rstrip("\n").replace(original, name)
            if self.text is not None and rng.random() < 0.25:
                text = self.text.mutate(text, rng)
            cards.append(text)
        header = []
        if rng.random() < 0.3:
            header.append(ALLOW_PARTIAL)
        if rng.random() < 0.3:
            header.append(PLANT_LINKS)
        return "\n".join([*header, "\n\n".join(cards)]) + "\n"

    def run(self, data: str | bytes) -> None:
        raw = data if isinstance(data, bytes) else data.encode("utf-8", "surrogatepass")
        for target in TARGET_NAMES:
            check_build(raw, target)


def _snapshot(root: Path, skip: Path) -> dict[str, bytes | str]:
    """Every entry under ``root`` except under ``skip``: a file's bytes, a link's target."""
    found: dict[str, bytes | str] = {}
    for folder, dirs, files in os.walk(root):
        here = Path(folder)
        dirs[:] = [d for d in dirs if here / d != skip]
        for name in dirs + files:
            path = here / name
            relative = path.relative_to(root).as_posix()
            if path.is_symlink():
                found[relative] = "link -> " + os.readlink(path)
            elif path.is_file():
                found[relative] = path.read_bytes()
            elif path.is_dir():
                found[relative] = "folder"
            else:
                found[relative] = "other"
    return found


def expected_files(
    source: Path, target: str, allow_partial: bool
) -> tuple[dict[str, str], set[str]]:
    """What ``karlov build`` should write for ``source``: the files the library gives (the
    CLI's own steps, :func:`karlov.cli.run_build`, without writing), and the cards that
    were written in full (each must have its file)."""
    from karlov import cli
    from karlov.targets.build import build

    meanings, _diagnostics, _skipped = cli._build_meanings([cli.load(source)])
    if target == "json":
        from karlov.targets.json_target import with_source_names

        names = cli._source_names([str(source)])
        meanings = [with_source_names(card, names) for card in meanings]
    result = build(meanings, target, allow_partial=allow_partial)
    return dict(result.files), {card.name for card in meanings} - set(result.partial)


def check_build(raw: bytes, target: str) -> None:
    """``karlov build --target TARGET`` of ``raw`` (a card file) and the properties above."""
    from karlov.outputs import MANIFEST

    text = raw.decode("utf-8", "replace")
    header = text.split("\n")
    allow_partial = ALLOW_PARTIAL in header
    plant = PLANT_LINKS in header
    with tempfile.TemporaryDirectory(prefix="karlov-fuzz-build-") as folder:
        root = Path(folder)
        (root / "src").mkdir()
        source = root / "src" / "input.card"
        source.write_bytes(raw)
        out = root / "nest" / "out"
        out.mkdir(parents=True)
        if plant:
            _plant_links(root, out, source, target)
        before = _snapshot(root, out)
        argv = ["build", "--target", target, "-o", "nest/out", "src/input.card"]
        if allow_partial:
            argv.append("--allow-partial")
        code = _run_in(root, argv)
        if code not in (0, 1):
            raise PropertyFailure("exit-code", f"karlov {' '.join(argv)} exited {code}")
        after = _snapshot(root, out)
        if after != before:
            keys = before.keys() | after.keys()
            changed = sorted(k for k in keys if before.get(k) != after.get(k))
            raise PropertyFailure("outside-output", f"{target}: changed outside -o: {changed}")
        on_disk = _files_in(out)
        left = [p for p in on_disk if p.rsplit("/", 1)[-1].endswith(".tmp")]
        if left:
            raise PropertyFailure("temporary-left", f"{target}: {left}")
        on_disk.pop(MANIFEST, None)
        holders = _check_formats(target, on_disk)
        if not plant:
            expected, complete = expected_files(source, target, allow_partial)
            lost = sorted(complete - holders.keys())
            if lost:
                raise PropertyFailure("card-without-file", f"{target}: {lost}")
            if target == "phase":  # the file of all cards holds exactly the cards' own files
                combined = {face["name"] for face in json.loads(on_disk["card_data.json"]).values()}
                if combined != holders.keys():
                    raise PropertyFailure(
                        "phase-card-data",
                        f"card_data.json holds {sorted(combined)}, the card files "
                        f"{sorted(holders)}",
                    )
            if on_disk != expected:
                missing = sorted(expected.keys() - on_disk.keys())
                extra = sorted(on_disk.keys() - expected.keys())
                both = on_disk.keys() & expected.keys()
                differ = sorted(k for k in both if on_disk[k] != expected[k])
                raise PropertyFailure(
                    "files", f"{target}: missing {missing}, extra {extra}, different {differ}"
                )


def _plant_links(root: Path, out: Path, source: Path, target: str) -> None:
    """Symbolic links where the first card's file and the manifest will be, to files
    outside ``out`` (the snapshot checks that those keep their bytes)."""
    from karlov.outputs import MANIFEST
    from karlov.targets.forge_format import forge_stem

    first = source.read_text("utf-8", "replace").split("\n")
    name_line = next((line for line in first if line and not line.startswith("#")), "x")
    stem = forge_stem(re.sub(r"\s*\{.*$", "", name_line)) or "x"
    suffix = ".txt" if target == "forge" else ".json"
    for index, link in enumerate((stem + suffix, MANIFEST, "card_data.json", "schema.json")):
        victim = root / f"victim{index}"
        victim.write_bytes(VICTIM)
        with contextlib.suppress(OSError):
            os.symlink(victim, out / link)


def _run_in(folder: Path, argv: list[str]) -> int:
    from karlov import cli

    old_cwd = os.getcwd()
    old_env = os.environ.get(cli.TRACEBACK_ENV)
    sink_out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    sink_err = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    try:
        os.chdir(folder)
        os.environ[cli.TRACEBACK_ENV] = "1"
        with contextlib.redirect_stdout(sink_out), contextlib.redirect_stderr(sink_err):
            return cli.main(argv)
    finally:
        os.chdir(old_cwd)
        if old_env is None:
            os.environ.pop(cli.TRACEBACK_ENV, None)
        else:
            os.environ[cli.TRACEBACK_ENV] = old_env


def _files_in(out: Path) -> dict[str, str]:
    """Every regular file under ``out`` (relative POSIX path -> text); links are left out."""
    found: dict[str, str] = {}
    for folder, _dirs, files in os.walk(out):
        for name in files:
            path = Path(folder) / name
            if path.is_symlink():
                continue
            relative = path.relative_to(out).as_posix()
            data = path.read_bytes()
            try:
                found[relative] = data.decode("utf-8")
            except UnicodeDecodeError:
                raise PropertyFailure("not-utf8", f"{relative} is not UTF-8") from None
    return found


_FORGE_LINE = re.compile(r"[A-Za-z][A-Za-z0-9]*:")


def _check_formats(target: str, files: dict[str, str]) -> dict[str, list[str]]:
    """Each file parses back as its format, and no card has two files; each card's file."""
    holders: dict[str, list[str]] = {}  # card name -> files naming it
    for path, text in files.items():
        for name in _card_names(target, path, text):
            holders.setdefault(name, []).append(path)
    twice = {name: paths for name, paths in holders.items() if len(paths) > 1}
    if twice:
        raise PropertyFailure("one-card-two-files", f"{target}: {twice}")
    return holders


def _card_names(target: str, path: str, text: str) -> list[str]:
    """The card(s) a per-card file holds (none for a file of all cards, checked here too)."""
    if target == "forge":
        return [_forge_name(path, text)]
    try:
        document = json.loads(text)
    except ValueError as exc:
        raise PropertyFailure("not-json", f"{target}: {path}: {exc}") from None
    if target == "json":
        if path == "schema.json":
            return []
        from karlov import ir

        try:
            card = ir.loads(text)
        except ir.IRDecodeError as exc:
            raise PropertyFailure("ir-not-loadable", f"{path}: {exc}") from None
        if not isinstance(card, ir.Card):
            raise PropertyFailure("ir-not-a-card", f"{path} holds {type(card).__name__}")
        return [card.name]
    faces = _phase_faces(path, document)
    _phase_loads(path, text)
    if path == "card_data.json":
        return []
    if len(faces) != 1:
        raise PropertyFailure("one-file-two-cards", f"phase: {path} holds {len(faces)} faces")
    return [face["name"] for face in faces.values()]


def _forge_name(path: str, text: str) -> str:
    from karlov.targets.forge_format import unescape_text

    if not text.endswith("\n"):
        raise PropertyFailure("forge-format", f"{path} does not end with a line feed")
    lines = text[:-1].split("\n")
    body = lines
    while body and body[0].startswith("# "):
        body = body[1:]
    names = []
    for number, line in enumerate(body, 1):
        if not _FORGE_LINE.match(line) or "\r" in line:
            raise PropertyFailure("forge-format", f"{path}:{number}: not Key:Value: {line!r}")
        if line.startswith("Name:"):
            try:
                names.append(unescape_text(line[5:]))
            except ValueError as exc:
                raise PropertyFailure("forge-format", f"{path}:{number}: {exc}") from None
    if len(names) != 1:
        raise PropertyFailure("one-file-two-cards", f"forge: {path} has {len(names)} Name: lines")
    return names[0]


def _phase_faces(path: str, document: Any) -> dict[str, Any]:
    if not isinstance(document, dict):
        raise PropertyFailure("phase-format", f"{path} is not a JSON object")
    for key, face in document.items():
        if not isinstance(face, dict) or not isinstance(face.get("name"), str):
            raise PropertyFailure("phase-format", f"{path}: {key!r} is not a face with a name")
        if face["name"].lower() != key:
            raise PropertyFailure("phase-format", f"{path}: {key!r} names {face['name']!r}")
    return document


def _phase_loads(path: str, text: str) -> None:
    try:
        import phase
    except ImportError:  # the optional engine is not installed: the shape alone is checked
        return
    try:
        phase.Engine.from_json(text)
    except Exception as exc:
        raise PropertyFailure("phase-not-loadable", f"{path}: {exc}") from None
