"""Issue 21, session 36: combat references -- what blocks a creature or what it blocks (CR
509.3b, 509.3d), another creature blocking or becoming blocked (CR 509.3a, 509.3c), "enters
or attacks" (CR 603.2) and whose "defending player" an ability names (CR 508.5). The
readings that must stay refused (C001) beside the ones now played
(tests/scenarios/combat36/)."""

from __future__ import annotations

import karlov
from karlov import ir
from karlov.compiler import compile_card

NOT_YET = "the rules runtime cannot execute this yet: "


def _c001(text: str) -> list[str]:
    (card,) = karlov.parse(text)
    return [d.message for d in compile_card(card).diagnostics if d.code == "C001"]


def _ability(text: str) -> ir.Ability:
    (card,) = karlov.parse(text)
    compiled = compile_card(card)
    assert not [d for d in compiled.diagnostics if d.is_error], compiled.diagnostics
    (ability,) = [a for a in compiled.ir.abilities if not isinstance(a, ir.KeywordAbility)]
    return ability


def _creature(line: str, name: str = "Odd Beast") -> str:
    return f"{name} {{2}}{{B}}\nCreature — Beast\n{line}\n2/2\n"


# ---- "blocks a creature" / "blocks or becomes blocked by a creature" (CR 509.3b, 509.3d) ----


def test_blocks_a_creature_names_the_attacker_blocked() -> None:
    ability = _ability(
        _creature("Whenever Odd Beast blocks a creature without flying, destroy that creature.")
    )
    assert isinstance(ability, ir.TriggeredAbility)
    trigger = ability.trigger
    assert isinstance(trigger, ir.EventTrigger) and trigger.event == "blocks_creature"
    assert trigger.subject is not None and trigger.subject.excluded_keywords == ("flying",)


def test_blocks_or_becomes_blocked_by_is_both_events_with_one_filter() -> None:
    ability = _ability(
        _creature(
            "Whenever Odd Beast blocks or becomes blocked by a nonblack creature, "
            "destroy that creature at end of combat."
        )
    )
    assert isinstance(ability, ir.TriggeredAbility) and isinstance(ability.trigger, ir.AnyOf)
    blocks, blocked_by = ability.trigger.triggers
    assert isinstance(blocks, ir.EventTrigger) and isinstance(blocked_by, ir.EventTrigger)
    assert (blocks.event, blocked_by.event) == ("blocks_creature", "becomes_blocked_by")
    assert blocks.subject == blocked_by.subject
    assert blocks.subject is not None and blocks.subject.excluded_colors == ("B",)


def test_blocks_or_becomes_blocked_by_one_or_more_is_once() -> None:
    # CR 509.3e: "one or more" triggers once however many
    ability = _ability(
        _creature(
            "Whenever Odd Beast blocks or becomes blocked by one or more black creatures, "
            "Odd Beast gets +2/+0 until end of turn."
        )
    )
    assert isinstance(ability, ir.TriggeredAbility) and isinstance(ability.trigger, ir.AnyOf)
    events = [t.event for t in ability.trigger.triggers]  # type: ignore[union-attr]
    assert events == ["blocks_one_or_more", "blocked_by_one_or_more"]


def test_blocks_or_becomes_blocked_by_two_or_more_stays_refused() -> None:
    assert _c001(
        _creature(
            "Whenever Odd Beast blocks or becomes blocked by two or more creatures, "
            "Odd Beast gets +2/+0 until end of turn."
        )
    ) == [NOT_YET + "what blocks it or what it blocks"]


def test_what_another_creature_blocks_stays_refused() -> None:
    # two creatures, the blocker and the blocked, that the IR's one subject can't both name
    text = (
        "Odd Shield {2}\nArtifact — Equipment\nWhenever equipped creature blocks a creature, "
        "tap that creature.\nEquip {2}\n"
    )
    assert _c001(text) == [NOT_YET + "what another creature blocks"]


# ---- another creature blocking or becoming blocked (CR 509.3a, 509.3c) ----------------------


def test_a_creature_you_control_becomes_blocked_names_that_creature() -> None:
    ability = _ability(
        _creature(
            "Whenever a creature you control becomes blocked, it gets +1/+1 until end of turn."
        )
    )
    assert isinstance(ability, ir.TriggeredAbility)
    trigger = ability.trigger
    assert isinstance(trigger, ir.EventTrigger) and trigger.event == "becomes_blocked"
    assert trigger.subject is not None and trigger.subject.controller is not None


def test_enchanted_creature_blocks_or_becomes_blocked_is_the_attached_creature() -> None:
    ability = _ability(
        "Odd Gift {G}\nEnchantment — Aura\nEnchant creature\nWhenever enchanted creature blocks "
        "or becomes blocked, you gain 1 life.\n"
    )
    assert isinstance(ability, ir.TriggeredAbility) and isinstance(ability.trigger, ir.AnyOf)
    events = [t.event for t in ability.trigger.triggers]  # type: ignore[union-attr]
    assert events == ["blocks", "becomes_blocked"]
    assert all(
        t.subject is not None and t.subject.attached_to_source for t in ability.trigger.triggers
    )  # type: ignore[union-attr]


# ---- "enters or attacks" (CR 603.2) and "defending player" (CR 508.5) -----------------------


def test_enters_or_attacks_is_two_events_of_the_source() -> None:
    ability = _ability(_creature("Whenever Odd Beast enters or attacks, you gain 2 life."))
    assert isinstance(ability, ir.TriggeredAbility) and isinstance(ability.trigger, ir.AnyOf)
    events = [(t.event, t.subject) for t in ability.trigger.triggers]  # type: ignore[union-attr]
    assert events == [("enters", None), ("attacks", None)]


def test_defending_player_after_enters_or_attacks_is_refused() -> None:
    # when it enters, no creature attacks: there is no defending player (CR 506.2, 508.5)
    assert _c001(
        _creature("Whenever Odd Beast enters or attacks, defending player loses 1 life.")
    ) == [NOT_YET + "'defending player' in an ability not of the attacking creature"]


def test_defending_player_of_a_blocking_creature_is_refused() -> None:
    assert _c001(_creature("Whenever Odd Beast blocks, defending player loses 1 life.")) == [
        NOT_YET + "'defending player' in an ability not of the attacking creature"
    ]


def test_defending_player_of_another_attacking_creature_is_the_events() -> None:
    ability = _ability(
        "Odd Campaign {3}\nEnchantment\nWhenever a creature you control attacks, "
        "defending player loses 1 life.\n"
    )
    assert isinstance(ability, ir.TriggeredAbility) and isinstance(ability.effect, ir.Action)
    players = ability.effect.players
    assert players is not None and players.who == "defending_player"
    assert isinstance(players.of, ir.EventObject)


def test_defending_player_of_each_creature_you_control_stays_refused() -> None:
    # several attacking creatures, each with its own defending player (CR 508.5a)
    assert _c001(
        "Odd Walker {2}{G}\nCreature — Elf\nEach creature you control can't be blocked as long "
        "as defending player controls an artifact land.\n2/2\n"
    ) == [NOT_YET + "'defending player' in an ability not of the attacking creature"]


def test_cant_be_blocked_as_long_as_defending_player_controls_is_the_sources() -> None:
    ability = _ability(
        _creature("Odd Beast can't be blocked as long as defending player controls an artifact.")
    )
    assert isinstance(ability, ir.StaticAbility)
    assert ability.condition is not None
    assert "defending_player" in repr(ability.condition)
    assert "EventObject" not in repr(ability.condition)
