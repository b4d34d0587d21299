"""Ascend, the city's blessing and partner (CR 702.131, 702.124): what the compiler states and
refuses, and the runtime's designation where a scenario can't look (tests/scenarios/ascend35/
plays the cards)."""

from __future__ import annotations

import karlov
from karlov import ir
from karlov.compiler import CompiledCard, compile_card
from karlov.runtime import Game
from karlov.runtime.build import card_definition

NOT_YET = "the rules runtime cannot execute this yet: "
CREATURE = "Probe Sage {2}{W}\nCreature — Human\n{text}\n2/2\n"


def _compiled(text: str) -> CompiledCard:
    (card,) = karlov.parse(CREATURE.replace("{text}", text))
    return compile_card(card)


def _c001(text: str) -> list[str]:
    return [d.message for d in _compiled(text).diagnostics if d.code == "C001"]


def test_partner_is_a_keyword_of_deck_construction_only() -> None:
    """CR 702.124a, 702.124h: partner functions before the game begins; in a game it is the
    keyword and nothing else."""
    compiled = _compiled("Partner (You can have two commanders if both have partner.)")
    assert not compiled.diagnostics
    assert [(a.name, a.filter) for a in compiled.ir.abilities] == [("partner", None)]


def test_partner_with_states_the_card_its_trigger_searches_for() -> None:
    compiled = _compiled("Partner with Blaring Recruiter")
    (keyword,) = compiled.ir.abilities
    assert isinstance(keyword, ir.KeywordAbility) and keyword.name == "partner with"
    assert keyword.filter is not None and keyword.filter.named == "Blaring Recruiter"
    assert keyword.filter.zone is ir.ZoneName.LIBRARY
    definition = card_definition(compiled.ir)
    (trigger,) = [a for a in definition.abilities if getattr(a, "keyword", "") == "partner with"]
    assert [spec.description for spec in trigger.targets] == ["target player"]


def test_the_city_blessing_of_another_player_is_refused_at_its_words() -> None:
    assert _c001("As long as an opponent has the city's blessing, this creature gets +1/+1.") == [
        NOT_YET + "the city's blessing of 'an opponent'"
    ]


def test_a_granted_ascend_is_refused() -> None:
    """Only a printed ascend starts the runtime's watch (CR 702.131b)."""
    assert _c001("Creatures you control have ascend.") == [NOT_YET + "this granted ability"]


def test_the_blessing_is_checked_at_once_after_each_permanent_enters() -> None:
    """CR 702.131b: "any time" -- the tenth permanent entering gives it, without a priority
    pass, and it is never taken away (CR 702.131c)."""
    compiled = _compiled("Ascend")
    land = karlov.parse("Probe Land\nLand\n{T}: Add {W}.\n")[0]
    game = Game(seed=1)
    game.add_card(card_definition(compiled.ir), 0, "battlefield")
    land_definition = card_definition(compile_card(land).ir)
    for _ in range(8):
        game.add_card(land_definition, 0, "battlefield")
    game.start()
    alice = game.players[0]
    assert not alice.city_blessing  # nine permanents
    tenth = game.add_card(land_definition, 0, "hand")
    game.move(tenth, "battlefield")
    assert alice.city_blessing
    for permanent in list(game.permanents(alice))[:5]:
        game.move(permanent, "graveyard")
    assert alice.city_blessing and len(game.permanents(alice)) == 5
