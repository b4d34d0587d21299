"""Issue 21, session 37: keywords that work from a hand or a graveyard -- transmute (CR
702.53a), reinforce (702.77a), embalm and eternalize (702.128a, 702.129a), forecast (702.57a-b),
ninjutsu (702.49a), champion (702.72a), cumulative upkeep with a cost that is not mana
(702.24a) -- and the keyword action learn (701.48a): what the compiler lowers, what it refuses
(C001, verbatim), and what the runtime does where a scenario can't look (the scenarios are in
tests/scenarios/keywords37d/)."""

from __future__ import annotations

from pathlib import Path

import pytest

import karlov
from karlov import ir
from karlov.compiler import compile_card
from karlov.compiler.library import CardLibrary
from karlov.ir.validate import validate
from karlov.runtime import Game, IllegalAction
from karlov.runtime.agent import ScriptedAgent
from karlov.scenario import definitions_from_text

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios" / "keywords37d"


def _compiled(text: str) -> ir.Card:
    (card,) = karlov.parse(text)
    compiled = compile_card(card)
    assert not [d for d in compiled.diagnostics if d.is_error], compiled.diagnostics
    assert compiled.ir is not None
    return compiled.ir


def _refusals(text: str) -> list[tuple[str, int]]:
    (card,) = karlov.parse(text)
    return [(d.message, d.span.column) for d in compile_card(card).diagnostics if d.code == "C001"]


def _keyword(text: str, name: str) -> ir.KeywordAbility:
    (found,) = [
        a for a in _compiled(text).abilities if isinstance(a, ir.KeywordAbility) and a.name == name
    ]
    return found


def _card(path: str, name: str) -> str:
    text = (SCENARIOS / path).read_text(encoding="utf-8")
    for block in text.split("\n\n"):
        if block.startswith(name + " {"):
            return block + "\n"
    raise LookupError(name)


def test_the_keywords_state_only_their_parameters() -> None:
    cards = "zone_keywords.card"
    transmute = _keyword(_card(cards, "Dimir Infiltrator"), "transmute")
    assert transmute.cost is not None and transmute.cost.mana == "{1}{U}{B}"
    embalm = _keyword(_card(cards, "Sacred Cat"), "embalm")
    assert embalm.cost is not None and embalm.cost.mana == "{W}"
    eternalize = _keyword(_card(cards, "Adorned Pouncer"), "eternalize")
    assert eternalize.cost is not None and eternalize.cost.mana == "{3}{W}{W}"
    reinforce = _keyword(_card(cards, "Burrenton Bombardier"), "reinforce")
    assert (reinforce.number, reinforce.cost and reinforce.cost.mana) == (2, "{2}{W}")
    ninjutsu = _keyword(_card("ninjutsu.card", "Ingenious Infiltrator"), "ninjutsu")
    assert ninjutsu.cost is not None and ninjutsu.cost.mana == "{U}{B}"


def test_reinforce_x_has_no_number_and_its_cost_has_the_x() -> None:
    reinforce = _keyword(_card("zone_keywords.card", "Swell of Courage"), "reinforce")
    assert reinforce.number is None
    assert reinforce.cost is not None and reinforce.cost.mana == "{X}{W}{W}"
    assert reinforce.text == "reinforce X—{X}{W}{W}"


@pytest.mark.parametrize(("number", "mana"), [(2, "{X}{G}"), (None, "{1}{G}"), (None, "{X}{X}{G}")])
def test_the_ir_refuses_a_reinforce_whose_n_is_not_its_number_or_its_cost_x(
    number: int | None, mana: str
) -> None:
    keyword = ir.KeywordAbility("reinforce", number=number, cost=ir.Cost(mana=mana))
    with pytest.raises(ValueError, match="no keyword 'reinforce' with a cost"):
        validate(keyword)


def test_champion_states_the_other_permanent_it_exiles() -> None:
    champion = _keyword(_card("champion.card", "Nova Chaser"), "champion")
    assert champion.filter is not None
    assert champion.filter.subtypes == ("elemental",) and champion.filter.other
    assert champion.filter.controller is not None and champion.filter.controller.who == "you"


def test_cumulative_upkeep_states_a_cost_that_is_not_mana() -> None:
    cards = "cumulative_upkeep.card"
    life = _keyword(_card(cards, "Gallowbraid"), "cumulative upkeep")
    assert life.cost is not None and (life.cost.mana, life.cost.pay_life) == (None, 1)
    sacrifice = _keyword(_card(cards, "Phyrexian Soulgorger"), "cumulative upkeep")
    assert sacrifice.cost is not None
    (part,) = sacrifice.cost.sacrifices
    assert (part.count, part.filter and part.filter.description) == (1, "creature")


def test_forecast_is_an_activated_ability_from_the_hand_in_its_owners_upkeep_once() -> None:
    (_, forecast) = _compiled(_card("forecast.card", "Steeling Stance")).abilities
    assert isinstance(forecast, ir.ActivatedAbility)
    assert forecast.zones == (ir.ZoneName.HAND,) and forecast.max_per_turn == 1
    assert forecast.cost.reveal_self and forecast.cost.mana == "{W}"
    assert forecast.condition == ir.InTurnWindow(("upkeep",), yours=True)


def test_learn_is_a_verb_of_its_player() -> None:
    (_, learn) = _compiled(_card("learn.card", "Pop Quiz")).abilities
    assert isinstance(learn, ir.SpellAbility)
    assert isinstance(learn.effect, ir.Action) and learn.effect.verb is ir.Verb.LEARN


REFUSED = [
    (
        "Odd Guard {W}\nCreature — Kithkin Soldier\nReinforce 2—{X}{G}\n1/1\n",
        [
            (
                "the rules runtime cannot execute this yet: a reinforce ability whose N is not "
                "its number or its cost's X",
                1,
            )
        ],
    ),
    (
        "Odd Stance {1}{W}{W}\nInstant\nDraw a card.\nForecast — {W}: Draw a card.\n",
        [
            (
                "the rules runtime cannot execute this yet: a forecast ability whose cost "
                "doesn't reveal this card",
                12,
            )
        ],
    ),
    (
        "Odd Stance {1}{W}{W}\nInstant\nDraw a card.\nForecast — {W}, Reveal Odd Stance from "
        "your hand: Draw a card. Activate only as a sorcery.\n",
        [
            (
                "the rules runtime cannot execute this yet: a forecast ability with a "
                "restriction or zone of its own",
                12,
            )
        ],
    ),
    (
        "Odd Vortex {2}{U}\nEnchantment\nCumulative upkeep—Draw a card.\n",
        [
            (
                "the rules runtime cannot execute this yet: the cumulative upkeep cost 'Draw a "
                "card'",
                19,
            )
        ],
    ),
    (
        "Odd Mob {3}{B}\nCreature — Goblin\nChampion two Goblins\n5/5\n",
        [
            (
                "the rules runtime cannot execute this yet: champion of other than 'a' or 'an' "
                "object",
                1,
            )
        ],
    ),
    (
        # CR 702.129a's cost is mana only in the rules' words; "Eternalize—{2}{W}{W}, Discard
        # a card." adds a cost the runtime doesn't pay from a graveyard ability
        "Odd Champion {2}{W}\nCreature — Human\nEternalize—{2}{W}{W}, Discard a card.\n3/3\n",
        [("the rules runtime cannot execute this yet: the keyword ability 'Eternalize'", 1)],
    ),
]


@pytest.mark.parametrize(("text", "expected"), REFUSED)
def test_what_is_not_supported_is_refused_where_it_is_written(
    text: str, expected: list[tuple[str, int]]
) -> None:
    assert _refusals(text) == expected


def test_a_near_miss_of_learn_is_a_positioned_syntax_error() -> None:
    found = karlov.check("Odd Quiz {2}{U}\nInstant\nLearns.\n")
    (error,) = [d for d in found if d.code == "E001"]
    assert (error.span.line, error.span.column) == (3, 1)


# ---- the runtime, where a scenario can't look ----------------------------------------------


def _game(path: str) -> tuple[Game, dict, CardLibrary]:
    text = (SCENARIOS / path).read_text(encoding="utf-8")
    return Game(("Alice", "Bob"), seed=3), definitions_from_text(text), CardLibrary.bundled()


def test_learn_with_an_empty_hand_and_nothing_outside_asks_nothing() -> None:
    game, cards, library = _game("learn.card")
    alice, _ = game.players
    for _ in range(3):
        game.add_card(library.definition("Island"), alice, "battlefield")
    game.add_card(library.definition("Island"), alice, "library")
    quiz = game.add_card(cards["Pop Quiz"], alice, "hand")
    game.add_card(library.definition("Divination"), alice, "outside")
    game.start(active=alice)
    game.agents[alice.index] = ScriptedAgent([("cards", [])])
    game.cast(alice, quiz)
    game.resolve_stack()
    # the drawn Island could be discarded: the one decision, answered "none"; Divination is
    # no Lesson, so no second one
    assert [o.name for o in game.hand(alice)] == ["Island"]
    assert [o.name for o in game.zone_objects("outside", alice)] == ["Divination"]


def test_cards_outside_the_game_are_in_no_zone_a_search_sees() -> None:
    # CR 400.11, 400.11c: a Lesson outside the game is not in the library, hand or graveyard
    game, cards, _library = _game("learn.card")
    alice, _ = game.players
    lesson = game.add_card(cards["Environmental Sciences"], alice, "outside")
    assert lesson not in game.library(alice) + game.hand(alice) + game.graveyard(alice)
    assert lesson not in game.exile_zone() and lesson not in game.battlefield


def test_ninjutsu_needs_the_card_in_the_hand() -> None:
    game, cards, library = _game("ninjutsu.card")
    alice, _ = game.players
    ninja = game.add_card(cards["Ingenious Infiltrator"], alice, "battlefield")
    game.add_card(library.definition("Island"), alice, "battlefield")
    game.add_card(library.definition("Swamp"), alice, "battlefield")
    game.start(active=alice)
    with pytest.raises(IllegalAction):
        game.activate(alice, ninja)
