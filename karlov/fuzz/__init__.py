"""A fuzz harness for karlov: ``python -m karlov.fuzz --seed N (--time S | --count N)``.

Six kinds of input (``--kind``, default ``all``):

- ``text`` (:mod:`.text`): mutated bundled cards through ``check``, ``parse`` and ``render``;
- ``cli`` (:mod:`.cli`): ``karlov check|fmt|explain|play`` in-process on random bytes;
- ``game`` (:mod:`.games`): random games with invariant checks after every action;
- ``scenario`` (:mod:`.scenarios`): mutated scenario files through ``run_scenario``;
- ``ir`` (:mod:`.ir_json`): IR JSON mutated from the bundled cards' IR through ``loads``, the
  runtime build, every ``build`` target and a short game;
- ``import`` (:mod:`.imports`): hostile MTGJSON and Scryfall documents through ``import``:
  every card written exactly once, or listed as skipped with its reason.

Any uncaught exception, broken invariant or run over its time bound is a finding: it is
shrunk to a minimal reproducer and written under ``--out`` (with its traceback and the
command that replays it), and the run ends with a report of inputs run, rate and findings.
The same seed gives the same inputs (``--count``; with ``--time`` the number run depends on
the machine's speed). See the README ("Fuzzing") for a long campaign.
"""

from __future__ import annotations

from .harness import Campaign, Finding, Hang, PropertyFailure, shrink

__all__ = ["Campaign", "Finding", "Hang", "PropertyFailure", "make_targets", "shrink"]

KINDS = ("text", "cli", "game", "scenario", "ir", "import")


def make_targets(kinds: list[str], corpus_cards: list[str], corpus_scenarios: list[str]) -> list:
    """The targets for ``kinds`` (names from :data:`KINDS`), seeded with the given extra
    card texts and scenario texts besides the bundled ones."""
    from .cli import CliTarget
    from .games import GameTarget
    from .imports import ImportTarget
    from .ir_json import IRTarget
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
    }
    return [made[kind]() for kind in kinds]
