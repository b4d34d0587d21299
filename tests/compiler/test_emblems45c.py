"""Emblems (CR 114) as IR: ``GetEmblem`` holds the players who get one and its abilities. The
family's wordings are in ``tests/syntax/test_emblems45c.py``, its play in
``tests/scenarios/emblems45c/``."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of


def test_the_emblem_holds_its_abilities_and_its_player() -> None:
    """CR 114.1-114.2: the players named get it; its abilities are the quoted ones, "this
    emblem" the source of what it does."""
    text = (
        'Test Card {1}\nSorcery\nEach opponent gets an emblem with "At the beginning of your '
        'upkeep, this emblem deals 1 damage to you."\n'
    )
    (spell,) = abilities_of(text)
    assert isinstance(spell, ir.SpellAbility)
    emblem = spell.effect
    if isinstance(emblem, ir.Sequence):
        (emblem,) = emblem.steps
    assert isinstance(emblem, ir.GetEmblem)
    assert emblem.players is not None and emblem.players.who == "each_opponent"
    (ability,) = emblem.abilities
    assert isinstance(ability, ir.TriggeredAbility)
    damage = ability.effect.steps[0] if isinstance(ability.effect, ir.Sequence) else ability.effect
    assert isinstance(damage, ir.Action) and isinstance(damage.objects, ir.SourceObject)
