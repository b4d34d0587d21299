"""The casting keywords of session 37 as the compiler states them (CR 702.47, 702.66, 702.81,
702.94, 702.110, 702.113, 702.132, 702.137): the card states the parameters, the runtime
plays the rules; what the runtime can't play stays C001 at its span."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of, c001_of

_NO_TARGET = "the rules runtime cannot execute this yet: "


def test_awaken_states_its_number_and_cost() -> None:
    (_spell, awaken) = abilities_of("Probe {2}{W}\nSorcery\nYou gain 1 life.\nAwaken 3—{5}{W}\n")
    assert isinstance(awaken, ir.KeywordAbility)
    assert (awaken.name, awaken.number) == ("awaken", 3)
    assert awaken.cost is not None and awaken.cost.mana == "{5}{W}"


def test_awaken_x_is_not_played() -> None:
    assert c001_of("Probe {2}{W}\nSorcery\nYou gain 1 life.\nAwaken X—{5}{W}\n") == [
        _NO_TARGET + "the keyword ability 'Awaken'"
    ]


def test_splice_states_the_quality_of_the_spell() -> None:
    (_spell, splice) = abilities_of(
        "Probe {G}\nInstant — Arcane\nYou gain 1 life.\nSplice onto Arcane {1}{G}\n"
    )
    assert isinstance(splice, ir.KeywordAbility) and splice.filter is not None
    assert (splice.name, splice.filter.subtypes) == ("splice", ("arcane",))
    assert splice.cost is not None and splice.cost.mana == "{1}{G}"


def test_a_splice_cost_that_is_not_mana_stays_c001() -> None:
    text = (
        "Probe {B}\nInstant — Arcane\nYou gain 1 life.\n"
        "Splice onto Arcane—Exile four cards from your graveyard.\n"
    )
    assert c001_of(text) == [_NO_TARGET + "the keyword ability 'Splice'"]


def test_another_creature_exploiting_stays_c001() -> None:
    text = (
        "Probe {2}{B}\nCreature — Zombie\nExploit\n"
        "Whenever a creature you control exploits a creature, you gain 1 life.\n2/2\n"
    )
    assert c001_of(text) == [_NO_TARGET + "another creature exploiting"]


def test_exploiting_a_nontoken_creature_stays_c001() -> None:
    text = (
        "Probe {2}{B}\nCreature — Zombie\nExploit\n"
        "When Probe exploits a nontoken creature, you gain 1 life.\n2/2\n"
    )
    assert c001_of(text) == [_NO_TARGET + "this description of what is exploited"]


def test_when_it_exploits_a_creature_is_its_own_event() -> None:
    (exploit, trigger) = abilities_of(
        "Probe {2}{B}\nCreature — Zombie\nExploit\n"
        "When Probe exploits a creature, you gain 1 life.\n2/2\n"
    )
    assert isinstance(exploit, ir.KeywordAbility) and exploit.name == "exploit"
    assert isinstance(trigger, ir.TriggeredAbility)
    assert trigger.trigger == ir.EventTrigger("exploits", span=trigger.trigger.span)


def test_the_parameterless_casting_keywords_are_stated_by_name() -> None:
    for word, kind in (("Delve", "Instant"), ("Retrace", "Sorcery"), ("Conspire", "Sorcery")):
        (keyword, _spell) = abilities_of(f"Probe {{3}}{{R}}\n{kind}\n{word}\nYou gain 1 life.\n")
        assert isinstance(keyword, ir.KeywordAbility) and keyword.name == word.lower()
