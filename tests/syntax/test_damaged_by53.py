# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 53 (damage events of two objects, CR 120.3, 603.2c, 603.7c): "Whenever a source
[an opponent controls] deals damage to ~" triggers once for each source that deals ~ damage in
one damage event, and "that source", "that creature", "that spell's controller" name that
source (Phyrexian Obliterator, Belltower Sphinx, Tephraderm); "Whenever a creature you control
with deathtouch deals damage to a planeswalker" / "Whenever equipped creature deals damage to
a creature" trigger once for each such source and permanent dealt damage, and "that
planeswalker" is the permanent dealt damage (Hooded Blightfang, Neko-Te). The source of the
damage has no word to name it there: a "that ..." or "it" that could name it is refused, never
read as the permanent dealt damage (Greatbow Doyen's "that Archer"). "sacrifices that many
permanents" is a choice of as many as the event's amount (CR 701.21a, 609.3); "Sacrifice all
creatures you control, then create that many ..." counts what that instruction moved (CR
608.2c)."""

from __future__ import annotations

import pytest

from karlov import ir

from .families import assert_refused_at, compiled_abilities, ir_nodes_of

CREATURE = "Creature — Horror"
EQUIPMENT = "Artifact — Equipment"

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    # Belltower Sphinx, Reaper of Sheoldred, Crag Saurian: the source's controller (CR 603.7c)
    ("Whenever a source deals damage to Test Card, that source's controller mills that many cards.", CREATURE, None),
    ("Whenever a source an opponent controls deals damage to Test Card, that source's controller loses 2 life.", CREATURE, None),
    # Tephraderm: "that creature" is the creature that dealt the damage
    ("Whenever a creature deals damage to Test Card, Test Card deals that much damage to that creature.", CREATURE, None),
    ("Whenever a spell deals damage to Test Card, Test Card deals that much damage to that spell's controller.", CREATURE, None),
    # Phyrexian Obliterator, Phyrexian Negator: that many permanents, chosen by that player
    ("Whenever a source deals damage to Test Card, that source's controller sacrifices that many permanents.", CREATURE, None),
    ("Whenever Test Card is dealt damage, sacrifice that many permanents.", CREATURE, None),
    # "that many" with no amount of the event is still refused
    ("Whenever Test Card attacks, sacrifice that many permanents.", CREATURE, "that many"),
    # Hooded Blightfang: the permanent dealt damage is "that planeswalker"
    ("Whenever a creature you control with deathtouch deals damage to a planeswalker, destroy that planeswalker.", CREATURE, None),
    # Neko-Te: "equipped creature" has a name of its own; "that creature" is the one dealt damage
    ("Whenever equipped creature deals damage to a creature, tap that creature.", EQUIPMENT, None),
    # the source is named by nothing: a word that could name it is refused (Greatbow Doyen)
    ("Whenever an Archer you control deals damage to a creature, that Archer deals that much damage to that creature's controller.", CREATURE, "that Archer"),
    ("Whenever a creature you control deals damage to a creature, destroy that creature.", CREATURE, "that creature"),
    ("Whenever a creature you control with deathtouch deals damage to a planeswalker, destroy it.", CREATURE, "it"),
    ("Whenever equipped creature deals damage to a creature, destroy it.", EQUIPMENT, "it"),
    # Hellion Eruption, Day of the Dragons: "that many" of the instruction just before it that
    # exiled or sacrificed every object of a description (CR 608.2c)
    ("Sacrifice all creatures you control, then create that many 4/4 red Hellion creature tokens.", "Sorcery", None),
    ("Exile all creatures you control. Then create that many 5/5 red Dragon creature tokens with flying.", "Sorcery", None),
    # another instruction between them, or one object named: refused
    ("Exile all creatures you control. You gain 2 life. Then create that many 5/5 red Dragon creature tokens with flying.", "Sorcery", "that many"),
    ("Exile target creature, then create that many 1/1 white Soldier creature tokens.", "Sorcery", "that many"),
    # Screaming Swarm: the creatures declared as attackers (CR 508.1, 603.7c)
    ("Whenever you attack with one or more creatures, target player mills that many cards.", "Enchantment", None),
    # Simic Ascendancy: the counters one instruction put (CR 122.6, 603.7c); "that much life"
    # of counters is no Oracle reading
    ("Whenever one or more +1/+1 counters are put on a creature you control, put that many charge counters on Test Card.", "Enchantment", None),
    ("Whenever one or more +1/+1 counters are put on a creature you control, you gain that much life.", "Enchantment", "gain that much life"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_damage_event_of_two_objects_plays_or_is_refused_at_its_words(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


def _trigger(line: str, card_type: str) -> ir.EventTrigger:
    (ability,) = compiled_abilities(line, card_type)
    assert isinstance(ability, ir.TriggeredAbility)
    assert isinstance(ability.trigger, ir.EventTrigger)
    return ability.trigger


def test_a_source_dealing_damage_to_this_is_the_event_object() -> None:
    trigger = _trigger(
        "Whenever a source an opponent controls deals damage to Test Card, that source's controller loses 2 life.",
        CREATURE,
    )
    assert trigger.event == "dealt_damage_by"
    assert (
        trigger.subject is not None and trigger.subject.description == "source an opponent controls"
    )
    assert trigger.dealer is None


def test_the_source_of_damage_to_a_permanent_is_the_dealer() -> None:
    trigger = _trigger(
        "Whenever a creature you control with deathtouch deals damage to a planeswalker, destroy that planeswalker.",
        CREATURE,
    )
    assert trigger.event == "deals_damage_to_object"
    assert trigger.subject is not None and trigger.subject.nouns == ("planeswalker",)
    assert trigger.dealer is not None and trigger.dealer.keywords == ("deathtouch",)


def test_sacrificing_that_many_is_a_choice_of_the_event_amount() -> None:
    (ability,) = compiled_abilities(
        "Whenever Test Card is dealt damage, sacrifice that many permanents.", CREATURE
    )
    assert isinstance(ability, ir.TriggeredAbility)
    action = ability.effect
    assert isinstance(action, ir.Action) and action.verb is ir.Verb.SACRIFICE
    assert isinstance(action.objects, ir.ChosenObjects) and action.objects.count.is_x
    assert action.objects.own
    assert action.amount == ir.EventAmount("damage", span=action.amount.span)


def test_that_many_after_exiling_all_counts_what_was_moved() -> None:
    (spell,) = compiled_abilities(
        "Sacrifice all creatures you control, then create that many 4/4 red Hellion creature tokens."
    )
    results = ir_nodes_of(spell, ir.ResultOf)
    assert [r.of for r in results] == ["moved"]
    (sacrifice,) = [a for a in ir_nodes_of(spell, ir.Action) if a.verb is ir.Verb.SACRIFICE]
    assert sacrifice.remember == results[0].key
