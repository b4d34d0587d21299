"""``karlov new``: starter files, so a pip user can begin without the repository.

``karlov new case NAME`` writes ``<name>.card``, a Case that ``karlov check
--require-playable`` passes, and ``<name>.toml``, a strict scenario that casts it, solves
it at the end step and checks what its Solved ability does; ``karlov play <name>.toml``
passes. The file names are the bundled cards' (:func:`karlov.importers.card_file_name`).
Nothing is ever overwritten: if either file exists, neither is written.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

__all__ = ["KINDS", "NewError", "case_card_text", "case_scenario_text", "new_case"]

#: What ``karlov new`` can write.
KINDS = ("case",)


class NewError(ValueError):
    """A name that cannot be a card's, or a file that is already there: nothing was written."""


def case_card_text(name: str) -> str:
    """The starter Case: an enters trigger, a To solve condition and a Solved static ability,
    each a line the runtime plays."""
    return (
        f"{name} {{1}}{{W}}\n"
        "Enchantment — Case\n"
        "When this Case enters, you gain 2 life.\n"
        "To solve — You control three or more creatures. "
        "(If unsolved, solve at the beginning of your end step.)\n"
        "Solved — Creatures you control get +1/+1.\n"
    )


def case_scenario_text(name: str, card_file: str) -> str:
    """A strict scenario for :func:`case_card_text`: cast it, gain 2 life, solve it at the end
    step with three creatures, and see them get +1/+1."""
    quoted = json.dumps(name, ensure_ascii=False)  # a JSON string is a TOML basic string
    trigger = json.dumps(f"{name} (To solve trigger)", ensure_ascii=False)
    return f"""\
# A scenario for {json.dumps(card_file)}: run it with  karlov play <this file>
# Each [[actions]] entry is one thing a player does; do = "expect" checks the game there and
# the [[expect]] tables at the end check the game as it was left.
title = {json.dumps(f"{name} is solved at the end step with three creatures", ensure_ascii=False)}
cards = [{json.dumps(card_file)}]

[setup]
strict = true  # every decision must be answered by the scenario
active = "alice"
step = "postcombat main"

[players.alice]
battlefield = ["Plains", "Plains", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears"]
hand = [{quoted}]
library = ["Plains", "Plains", "Plains"]

[players.bob]
library = ["Forest", "Forest", "Forest"]

[[actions]]
note = "Alice casts the Case; when it enters she gains 2 life."
do = "cast"
card = {quoted}

[[actions]]
do = "resolve"

[[actions]]
do = "expect"
player = "alice"
life = 22

[[actions]]
note = "At the beginning of the end step the To solve ability triggers."
do = "pass_to"
step = "end"

[[actions]]
do = "expect"
stack = [{trigger}]

[[actions]]
note = "Alice controls three creatures, so the Case is solved."
do = "resolve"

[[expect]]
card = {quoted}
solved = true

[[expect]]
card = "Grizzly Bears"
power = 3
toughness = 3
"""


@dataclass(frozen=True)
class Written:
    """The files ``karlov new`` wrote."""

    card: Path
    scenario: Path


#: Card names the starter scenario plays besides the new card.
_SCENARIO_CARDS = ("Plains", "Grizzly Bears", "Forest")


def _name_problem(name: str) -> str | None:
    """Why ``name`` cannot be the starter Case's name, or None."""
    from karlov.compiler.library import bundled_library
    from karlov.frontend.syntax import parse_file
    from karlov.importers import CardRecord, unsafe_reason

    text = case_card_text(name)
    reason = unsafe_reason(
        CardRecord(name=name, mana_cost="{1}{W}", type_line="Enchantment — Case", text="")
    )
    if reason is not None:
        return reason
    if name != name.strip():
        return "it starts or ends with a space"
    if name in _SCENARIO_CARDS or name in bundled_library():
        return "a bundled card has this name (your card would replace it); choose another"
    tree, diagnostics = parse_file(text, "<new>")
    errors = [d for d in diagnostics if d.is_error]
    if tree is None or errors or len(tree.cards) != 1 or tree.cards[0].name != name:
        first = errors[0].message if errors else "it is not read back as the card's name"
        return first
    from karlov.compiler import compile_diagnostics

    errors = [d for d in compile_diagnostics(tree.cards) if d.is_error or d.code == "C001"]
    if errors:
        return errors[0].message
    return None


def new_case(name: str, folder: Path) -> Written:
    """Write the starter Case ``name`` and its scenario into ``folder`` (created if missing).

    Raises :class:`NewError`, writing nothing, when ``name`` is not a card name the starter
    can use or when either file already exists."""
    from karlov.importers import card_file_name, display_name

    problem = _name_problem(name)
    if problem is not None:
        raise NewError(f"'{display_name(name)}' can't be a card name here: {problem}")
    card_name = card_file_name(name)
    card = folder / card_name
    scenario = folder / (card_name.removesuffix(".card") + ".toml")
    for path in (card, scenario):
        if os.path.lexists(path):
            raise NewError(
                f"'{path}' already exists; nothing was written (move it, or pick a new name)"
            )
    if folder.exists() and not folder.is_dir():
        raise NewError(f"'{folder}' is not a folder")
    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    try:
        for path, text in (
            (card, case_card_text(name)),
            (scenario, case_scenario_text(name, card_name)),
        ):
            with open(path, "x", encoding="utf-8", newline="\n") as out:  # never over a file
                out.write(text)
            written.append(path)
    except FileExistsError:
        for path in written:
            path.unlink()
        raise NewError(f"'{path}' already exists; nothing was written") from None
    return Written(card, scenario)
