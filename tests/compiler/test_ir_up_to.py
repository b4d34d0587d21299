""" "Up to N" objects chosen on resolution (CR 608.2d): any number from none to N, stated as an
``at_most`` count that the runtime's choice honours. Where "up to" would change what
"If you do" means (a sacrifice), it is refused rather than read as "exactly N"."""

from __future__ import annotations

from karlov import ir
from karlov.runtime.execute import choice_bounds

from .lowering import abilities_of, c001_of

REWIND = "Rewind {2}{U}{U}\nInstant\nCounter target spell. Untap up to four lands.\n"


def test_untap_up_to_four_lands_is_a_choice_of_at_most_four() -> None:
    (spell,) = abilities_of(REWIND)
    assert isinstance(spell, ir.SpellAbility)
    assert isinstance(spell.effect, ir.Sequence)
    counter, untap = spell.effect.steps
    assert isinstance(counter, ir.Action) and counter.verb is ir.Verb.COUNTER
    assert isinstance(untap, ir.Action) and untap.verb is ir.Verb.UNTAP
    chosen = untap.objects
    assert isinstance(chosen, ir.ChosenObjects)
    assert (chosen.count.relation, chosen.count.value) == (ir.Relation.AT_MOST, 4)
    assert chosen.filter.nouns == ("land",)
    assert choice_bounds(chosen.count) == (0, 4)


def test_exactly_n_is_still_exactly_n() -> None:
    (spell,) = abilities_of("Tap Two {1}{U}\nSorcery\nTap two lands.\n")
    assert isinstance(spell, ir.SpellAbility)
    chosen = spell.effect.objects  # type: ignore[union-attr]
    assert isinstance(chosen, ir.ChosenObjects)
    assert choice_bounds(chosen.count) == (2, 2)


def test_sacrifice_up_to_a_number_is_refused() -> None:
    assert c001_of("Cull {1}{B}\nSorcery\nSacrifice up to two creatures.\n") == [
        "the rules runtime cannot execute this yet: sacrificing up to a number of permanents"
    ]
