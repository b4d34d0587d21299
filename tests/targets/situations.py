"""Situations derived from a card's IR, for the differential test at breadth (issue 22).

A :class:`Situation` is one thing that can happen to a card: it is cast (its targets chosen
from a prepared board), it enters, dies, attacks, sees its controller's end step, or has an
activated ability activated (one that says "Activate only if ..." too: on the prepared board
its condition may or may not hold, and both engines must agree on which, CR 602.5b).
:func:`situations` reads them off the IR alone -- the card's
types and mana cost, its triggers' events and its activated abilities' costs -- so the test
plays what the card says, never what an engine happens to offer.

Every situation starts from the same board, built in both engines: the card's controller
(``alice``) has the basic lands its costs need and a Grizzly Bears; each opponent (``bob``,
and ``carol`` when the text says "each opponent", CR 102.2) has a Grizzly Bears; each hand
holds one Grizzly Bears besides the card when it is cast. The board is deliberately small: a
target is any legal one the engine offers (the first of the opponent's, then ours), so both
engines choose the same.

What cannot be paid from basic lands alone (hybrid, Phyrexian, {X}, {C}, {S} mana; costs that
sacrifice or discard other things, remove counters, tap other permanents, or loyalty) gives no
situation for that cost; the test counts them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

import karlov.ir as ir

#: the seats, in turn order; alice is the card's controller and takes the turn
SEATS = ("alice", "bob", "carol")
#: the basic land that makes each colored mana symbol (CR 305.6)
BASIC_FOR = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
#: the board's creature, a vanilla 2/2 in both engines
BEAR = "Grizzly Bears"
#: the removal spell of the "dies" situations: test card text, compiled by both sides
MURDER = "Test Murder"
MURDER_TEXT = "Test Murder {B}\nInstant\nDestroy target creature.\n"

_SYMBOL = re.compile(r"\{([^}]*)\}")


class Unpayable(ValueError):
    """A cost the prepared board's basic lands cannot pay."""


def lands_for(mana: str | None) -> list[str]:
    """The basic lands that pay ``mana`` exactly: one of its color per colored symbol, one of
    the first color of a hybrid symbol ({R/W}, {2/W}: either half pays it, CR 107.4e), the
    generic part paid with the cost's first color (or Mountains); raises :class:`Unpayable`
    for any other symbol ({X}, {C}, {S}, Phyrexian mana, whose life payment an engine's
    automatic payment may choose)."""
    if not mana:
        return []
    colored: list[str] = []
    generic = 0
    for symbol in _SYMBOL.findall(mana):
        halves = symbol.split("/")
        if symbol in BASIC_FOR:
            colored.append(BASIC_FOR[symbol])
        elif len(halves) == 2 and halves[0] in BASIC_FOR and halves[1] in BASIC_FOR:
            colored.append(BASIC_FOR[halves[0]])
        elif len(halves) == 2 and halves[0].isdigit() and halves[1] in BASIC_FOR:
            colored.append(BASIC_FOR[halves[1]])
        elif symbol.isdigit():
            generic += int(symbol)
        else:
            raise Unpayable(symbol)
    filler = colored[0] if colored else "Mountain"
    return colored + [filler] * generic


@dataclass(frozen=True)
class Situation:
    """One situation of ``card``: ``kind`` is ``cast`` (its enters triggers too, for a
    permanent), ``dies``, ``attacks``, ``end step`` or ``activate`` (``ability``: the index
    among the card's activated abilities), or a negative one, where the trigger's event does
    not happen: ``another attacks`` (the Grizzly Bears attacks, the card stays home),
    ``opponent's end step`` (for "your end step"). ``opponents`` is 1, or 2 for "each
    opponent". ``lands`` are alice's basic lands, enough for the one cost it pays."""

    card: ir.Card
    kind: str
    lands: tuple[str, ...]
    opponents: int = 1
    ability: int = 0
    extra_hand: tuple[str, ...] = field(default=(BEAR,))

    @property
    def name(self) -> str:
        players = f", {self.opponents + 1} players" if self.opponents > 1 else ""
        which = f" {self.ability + 1}" if self.kind == "activate" else ""
        return f"{self.card.name}: {self.kind}{which}{players}"

    @property
    def activated(self) -> ir.ActivatedAbility:
        """The activated ability an ``activate`` situation activates."""
        return _activated(self.card)[self.ability]

    @property
    def on_battlefield(self) -> bool:
        """The card starts on the battlefield (every situation but casting it)."""
        return self.kind != "cast"


def _triggers(card: ir.Card) -> Iterator[ir.TriggeredAbility]:
    for ability in card.abilities:
        if isinstance(ability, ir.TriggeredAbility) and not ability.gate:
            yield ability


def _events(trigger: object) -> Iterator[object]:
    if isinstance(trigger, ir.AnyOf):
        yield from trigger.triggers
    else:
        yield trigger


def _self_event(card: ir.Card, event: str) -> bool:
    """A trigger of the card on its own ``event`` ("When this creature dies")."""
    return any(
        isinstance(e, ir.EventTrigger) and e.event == event and e.subject is None
        for t in _triggers(card)
        for e in _events(t.trigger)
    )


def _end_step(card: ir.Card) -> bool:
    return any(
        isinstance(e, ir.StepTrigger) and e.step == ir.Step.END and e.whose != ir.Whose.OPPONENT
        for t in _triggers(card)
        for e in _events(t.trigger)
    )


def _your_end_step(card: ir.Card) -> bool:
    return any(
        isinstance(e, ir.StepTrigger) and e.step == ir.Step.END and e.whose == ir.Whose.YOU
        for t in _triggers(card)
        for e in _events(t.trigger)
    )


def _simple_cost(cost: ir.Cost) -> bool:
    """Paid from the prepared board alone: mana of basic lands, {T}, life, or sacrificing
    the source itself."""
    return not (
        cost.discard
        or cost.remove_counters
        or cost.tap_untapped
        or cost.exile_self
        or cost.discard_self
        or cost.loyalty is not None
        or any(s.filter is not None for s in cost.sacrifices)
    )


def _activated(card: ir.Card) -> list[ir.ActivatedAbility]:
    return [
        a
        for a in card.abilities
        if isinstance(a, ir.ActivatedAbility)
        and not a.gate
        and a.zones == (ir.ZoneName.BATTLEFIELD,)
    ]


def opponents_for(card: ir.Card) -> int:
    """Two opponents when the text speaks of each opponent (CR 102.2), else one."""
    return 2 if "each opponent" in card.text.lower() else 1


def situations(card: ir.Card) -> tuple[list[Situation], list[str]]:
    """The situations of ``card``, and why each one it has but cannot get was left out."""
    found: list[Situation] = []
    left_out: list[str] = []
    opponents = opponents_for(card)
    is_land = "land" in card.types
    permanent = any(t in card.types for t in ("creature", "artifact", "enchantment", "land"))
    creature = "creature" in card.types
    if is_land:
        left_out.append("cast: a land is played, not cast")
    else:
        try:
            found.append(Situation(card, "cast", tuple(lands_for(card.mana_cost)), opponents))
        except Unpayable as exc:
            left_out.append(f"cast: the mana symbol {{{exc}}}")
    if any(t.lower() == "aura" for t in card.subtypes):
        # an Aura on the board would be attached to nothing: karlov puts it into its
        # owner's graveyard at once (CR 704.5m), phase leaves it on the battlefield, and the
        # board has no way to attach it in both engines (CR 303.4f)
        left_out.append("on the battlefield: an Aura there is attached to something")
        return found, left_out
    if creature and _self_event(card, "dies"):
        found.append(Situation(card, "dies", ("Swamp",), opponents))
    if creature and (_self_event(card, "attacks") or _self_event(card, "attack")):
        found.append(Situation(card, "attacks", (), opponents))
        # negative: another creature attacks, this one does not (CR 508.3a)
        found.append(Situation(card, "another attacks", (), opponents))
    if permanent and _end_step(card):
        found.append(Situation(card, "end step", (), opponents))
        if _your_end_step(card):  # negative: not at an opponent's end step (CR 513.1a)
            found.append(Situation(card, "opponent's end step", (), opponents))
    if permanent and "planeswalker" not in card.types:
        for index, ability in enumerate(_activated(card)):
            if not _simple_cost(ability.cost):
                left_out.append(f"activate {index + 1}: its cost is not paid from the board")
                continue
            try:
                lands = tuple(lands_for(ability.cost.mana))
            except Unpayable as exc:
                left_out.append(f"activate {index + 1}: the mana symbol {{{exc}}}")
                continue
            found.append(Situation(card, "activate", lands, opponents, ability=index))
    return found, left_out
