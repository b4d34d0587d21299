"""A spell's "it" refers to an object named before it, or to the object of the event that
triggered an ability; a spell names itself "this spell" or by its name (CR 201.5). "Return it
to its owner's hand." alone on an instant has nothing to refer to: C002 at "it", never read as
"this spell" (which karlov did before session 45). Likewise damage is dealt by a source
(CR 120.1): "Deal 3 damage to any target." names none, and is C002 at "Deal"."""

from __future__ import annotations

import karlov
from karlov import ir

from .lowering import abilities_of


def _errors(text: str) -> list[tuple[str, int, str]]:
    return [
        (d.code, d.span.column, d.message)
        for d in karlov.check(text, require_playable=False)
        if d.is_error
    ]


def test_it_with_nothing_named_before_it_on_a_spell_is_an_error_at_it() -> None:
    for line in (
        "Return it to its owner's hand.",
        "Exile it.",
        "Draw a card. Shuffle it into its owner's library.",
    ):
        found = _errors(f"Probe {{1}}{{U}}\nInstant\n{line}\n")
        column = f" {line}".index(" it") + 1
        assert found == [("C002", column, "'it' refers to nothing named before it")], line


def test_it_after_an_object_named_before_it_is_that_object() -> None:
    (spell,) = abilities_of(
        "Probe {2}{U}\nInstant\nTap target creature. It doesn't untap during its controller's "
        "next untap step.\n"
    )
    assert isinstance(spell, ir.SpellAbility)
    assert "SourceObject" not in repr(spell.effect)


def test_it_of_a_permanents_trigger_is_the_permanent() -> None:
    """On a permanent, "it" in a trigger on the permanent itself is that permanent."""
    text = "Probe {2}{B}\nCreature — Zombie\nWhen Probe dies, return it to its owner's hand.\n2/2\n"
    assert not _errors(text)


def test_deal_with_no_source_is_an_error_at_deal() -> None:
    found = _errors("Probe {R}\nInstant\nDeal 3 damage to any target.\n")
    assert found == [("C002", 1, "'deal' with no source: damage is dealt by an object (CR 120.1)")]
    assert not _errors("Probe {R}\nInstant\nProbe deals 3 damage to any target.\n")
