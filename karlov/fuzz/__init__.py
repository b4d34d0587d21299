"""A fuzz harness for karlov: ``python -m karlov.fuzz --seed N (--time S | --count N)``.

Eight kinds of input (``--kind``, default ``all``):

- ``text`` (:mod:`.text`): mutated bundled cards through ``check``, ``parse`` and ``render``;
- ``cli`` (:mod:`.cli`): ``karlov check|fmt|explain|play`` in-process on random bytes;
- ``game`` (:mod:`.games`): random games with invariant checks after every action;
- ``scenario`` (:mod:`.scenarios`): mutated scenario files through ``run_scenario``;
- ``ir`` (:mod:`.ir_json`): IR JSON mutated from the bundled cards' IR through ``loads``, the
  runtime build, every ``build`` target and a short game;
- ``import`` (:mod:`.imports`): hostile MTGJSON and Scryfall documents through ``import``:
  every card written exactly once, or listed as skipped with its reason;
- ``build`` (:mod:`.builds`): card files with hostile names and texts through ``karlov build``
  for every target: output confined to ``-o``, each file parses back as its format, one file
  per card;
- ``pool`` (:mod:`.pool`): real cards of the card pool (``--pool PATH``) mutated along the
  grammar's seams, through ``check``, ``fmt`` and ``explain --json``: they agree, and ``fmt``
  keeps the meaning.

Any uncaught exception, broken invariant or run over its time bound is a finding: it is
shrunk to a minimal reproducer and written under ``--out`` (with its traceback and the
command that replays it), and the run ends with a report of inputs run, rate and findings.
The same seed gives the same inputs (``--count``; with ``--time`` the number run depends on
the machine's speed). See the README ("Fuzzing") for a long campaign.
"""

from __future__ import annotations

from pathlib import Path

from .harness import Campaign, Finding, Hang, PropertyFailure, shrink

__all__ = ["Campaign", "Finding", "Hang", "PropertyFailure", "make_targets", "shrink"]

KINDS = ("text", "cli", "game", "scenario", "ir", "import", "build", "pool")


def make_targets(
    kinds: list[str],
    corpus_cards: list[str],
    corpus_scenarios: list[str],
    pool: Path | None = None,
) -> list:
    """The targets for ``kinds`` (names from :data:`KINDS`), seeded with the given extra
    card texts and scenario texts besides the bundled ones; ``pool`` is the card pool's file
    (``pool`` is left out of ``kinds`` without it: see :func:`pool_path`)."""
    from .builds import BuildTarget
    from .cli import CliTarget
    from .games import GameTarget
    from .imports import ImportTarget
    from .ir_json import IRTarget
    from .pool import PoolTarget
    from .scenarios import ScenarioTarget
    from .text import TextTarget

    text = TextTarget(corpus_cards)
    made = {
        "text": lambda: text,
        "cli": lambda: CliTarget(text, corpus_scenarios),
        "game": GameTarget,
        "scenario": lambda: ScenarioTarget(corpus_scenarios),
        "ir": IRTarget,
        "import": ImportTarget,
        "build": lambda: BuildTarget(text),
        "pool": lambda: PoolTarget(pool),
    }
    if "pool" in kinds and pool is None:
        raise ValueError("the pool kind needs the card pool's file")
    return [made[kind]() for kind in kinds]


def pool_path(given: Path | None) -> tuple[Path | None, str | None]:
    """The card pool to mutate: ``given`` (``--pool``), else the repository's file when this
    package runs from a checkout; and why there is none, when there is none."""
    from .pool import DEFAULT_POOL, pool_texts

    if given is None and not DEFAULT_POOL.is_file():
        return None, (
            f"no card pool at {DEFAULT_POOL} (not a checkout of the repository); "
            "give one with --pool PATH (an MTGJSON document, .json or .json.xz)"
        )
    path = DEFAULT_POOL if given is None else given
    if not path.is_file():
        return None, f"--pool {path}: no such file"
    try:
        if not pool_texts(path):
            return None, f"--pool {path}: no card in it"
    except Exception as exc:  # not an MTGJSON document, too large, unreadable: say so
        return None, f"--pool {path}: cannot be read as an MTGJSON document: {exc}"
    return path, None
