"""Issue 21, session 35: casting from other zones as an effect resolves (CR 608.2g) -- madness
(CR 702.35), rebound (CR 702.88), cascade (CR 702.85) -- where a scenario can't ask
(tests/scenarios/zones35/ plays the cards)."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir
from karlov.compiler import compile_card
from karlov.compiler.library import CardLibrary
from karlov.runtime import Game, IllegalAction
from karlov.runtime.agent import ScriptedAgent
from karlov.runtime.events import Discarded, SpellCast
from karlov.runtime.zone_casting import Madness, Rebound, suspend_card
from karlov.scenario import definitions_from_text

FIERY_TEMPER = (
    "Fiery Temper {1}{R}{R}\nInstant\nFiery Temper deals 3 damage to any target.\n"
    "Madness {R} (If you discard this card, discard it into exile. When you do, cast it for "
    "its madness cost or put it into your graveyard.)\n"
)
STAGGERSHOCK = "Staggershock {2}{R}\nInstant\nStaggershock deals 2 damage to any target.\nRebound\n"
BLOODBRAID = "Bloodbraid Elf {2}{R}{G}\nCreature — Elf Berserker\nHaste\nCascade\n3/2\n"
ODD_X = "Odd Blast {X}{R}\nSorcery\nOdd Blast deals X damage to any target.\n"


def _keywords(text: str) -> list[ir.KeywordAbility]:
    (card,) = karlov.parse(text)
    compiled = compile_card(card)
    assert not [d for d in compiled.diagnostics if d.is_error], compiled.diagnostics
    return [a for a in compiled.ir.abilities if isinstance(a, ir.KeywordAbility)]


def test_the_keywords_state_only_their_parameters() -> None:
    (madness,) = _keywords(FIERY_TEMPER)
    assert (madness.name, madness.cost and madness.cost.mana) == ("madness", "{R}")
    assert [k.name for k in _keywords(STAGGERSHOCK)] == ["rebound"]
    assert [k.name for k in _keywords(BLOODBRAID)] == ["haste", "cascade"]


def _game(text: str) -> tuple[Game, dict, CardLibrary]:
    library = CardLibrary.bundled()
    game = Game(("Alice", "Bob"), seed=3)
    return game, definitions_from_text(text), library


def test_a_madness_card_discarded_is_exiled_and_still_counts_as_discarded() -> None:
    # CR 702.35a: "that player discards it, but exiles it instead of putting it into their
    # graveyard" -- a discard all the same (a "whenever you discard" ability sees it).
    game, cards, _library = _game(FIERY_TEMPER)
    alice, _ = game.players
    temper = game.add_card(cards["Fiery Temper"], alice, "hand")
    game.start(active=alice)
    (exiled,) = game.discard_cards(alice, [temper])
    assert exiled.zone == "exile"
    assert [e.card for e in game.log if isinstance(e, Discarded)] == [exiled]
    assert isinstance(game.chars(exiled).abilities[-1], Madness)


def test_madness_declined_puts_it_into_the_graveyard_and_nothing_is_cast() -> None:
    game, cards, library = _game(FIERY_TEMPER)
    alice, _ = game.players
    game.add_card(library.definition("Mountain"), alice, "battlefield")
    temper = game.add_card(cards["Fiery Temper"], alice, "hand")
    game.start(active=alice)
    game.agents[alice.index] = ScriptedAgent([("may", False)])
    game.discard_cards(alice, [temper])
    game.resolve_stack()
    assert [o.name for o in game.graveyard(alice)] == ["Fiery Temper"]
    assert not [e for e in game.log if isinstance(e, SpellCast)]


def test_a_spell_cast_by_rebound_from_exile_is_not_exiled_again() -> None:
    # CR 702.88a: only a spell cast from the hand is exiled; one cast from exile goes to the
    # graveyard (the scenario plays the upkeep; here, any cast not from the hand).
    game, cards, library = _game(STAGGERSHOCK)
    alice, bob = game.players
    for _ in range(3):
        game.add_card(library.definition("Mountain"), alice, "battlefield")
    shock = game.add_card(cards["Staggershock"], alice, "exile")
    game.start(active=alice)
    game.grant_play_permission(shock, alice, kind="cast")
    game.agents[alice.index] = ScriptedAgent([("targets", [bob])])
    game.cast(alice, shock)
    game.resolve_stack()
    assert [o.name for o in game.graveyard(alice)] == ["Staggershock"]
    assert not game.delayed
    assert isinstance(game.chars(game.graveyard(alice)[0]).abilities[-1], Rebound)


def test_a_copy_of_a_rebound_spell_is_not_exiled() -> None:
    # A copy was never cast from a hand (CR 707.10); it ceases to exist (CR 707.10a).
    game, cards, library = _game(STAGGERSHOCK)
    alice, bob = game.players
    for _ in range(3):
        game.add_card(library.definition("Mountain"), alice, "battlefield")
    shock = game.add_card(cards["Staggershock"], alice, "hand")
    game.start(active=alice)
    game.agents[alice.index] = ScriptedAgent([("targets", [bob]), ("may", False)])
    spell = game.cast(alice, shock)
    game.copy_spell(spell, alice)
    game.resolve_stack()
    assert bob.life == 16
    assert [o.name for o in game.zone_objects("exile", alice)] == ["Staggershock"]
    assert len(game.delayed) == 1  # the card's own rebound only


def test_cascade_into_an_x_spell_casts_it_with_x_zero() -> None:
    # CR 702.85a with 107.3b: cast without paying its mana cost, X is 0.
    game, cards, library = _game(BLOODBRAID + "\n" + ODD_X)
    alice, bob = game.players
    for name in ("Mountain", "Mountain", "Forest", "Forest"):
        game.add_card(library.definition(name), alice, "battlefield")
    game.add_card(cards["Odd Blast"], alice, "library")
    elf = game.add_card(cards["Bloodbraid Elf"], alice, "hand")
    game.start(active=alice)
    game.agents[alice.index] = ScriptedAgent([("may", True), ("targets", [bob])])
    game.cast(alice, elf)
    game.resolve_stack()
    assert bob.life == 20
    assert [o.name for o in game.graveyard(alice)] == ["Odd Blast"]


def test_cascade_with_no_lesser_nonland_card_puts_everything_back() -> None:
    # CR 702.85a: the library runs out without a hit; every card exiled goes to the bottom.
    game, cards, library = _game(BLOODBRAID)
    alice, _ = game.players
    for name in ("Mountain", "Mountain", "Forest", "Forest"):
        game.add_card(library.definition(name), alice, "battlefield")
    for name in ("Island", "Island"):
        game.add_card(library.definition(name), alice, "library")
    game.add_card(cards["Bloodbraid Elf"], alice, "library")
    elf = game.add_card(cards["Bloodbraid Elf"], alice, "hand")
    game.start(active=alice)
    game.agents[alice.index] = ScriptedAgent([])
    game.cast(alice, elf)
    game.resolve_stack()
    assert sorted(o.name for o in game.library(alice)) == ["Bloodbraid Elf", "Island", "Island"]
    assert not [o for o in game.zone_objects("exile", alice)]


VISION = "Ancestral Vision\nSorcery\nSuspend 4—{U}\nTarget player draws three cards.\n"


def _vision_game() -> tuple[Game, object, object]:
    game, cards, library = _game(VISION)
    alice, _ = game.players
    game.add_card(library.definition("Island"), alice, "battlefield")
    for _ in range(3):
        game.add_card(library.definition("Island"), alice, "library")
    vision = game.add_card(cards["Ancestral Vision"], alice, "hand")
    game.start(active=alice)
    return game, alice, vision


def test_suspend_keeps_its_number_and_cost() -> None:
    (suspend,) = _keywords(VISION)
    assert (suspend.name, suspend.number) == ("suspend", 4)
    assert suspend.cost is not None and suspend.cost.mana == "{U}"


def test_suspend_x_stays_refused() -> None:
    # "Suspend X—{X}{R}": X is chosen as the card is suspended; the runtime doesn't choose it
    (card,) = karlov.parse(
        "Odd Rift {3}{R}\nSorcery\nSuspend X—{X}{R}\nOdd Rift deals 2 damage to any target.\n"
    )
    messages = [d.message for d in compile_card(card).diagnostics if d.code == "C001"]
    assert messages == ["the rules runtime cannot execute this yet: the keyword ability 'Suspend'"]


def test_suspending_pays_the_cost_and_puts_the_counters_without_the_stack() -> None:
    game, alice, vision = _vision_game()
    exiled = suspend_card(game, alice, vision)
    assert exiled.zone == "exile" and exiled.counters == {"time": 4}
    assert not game.stack and game.priority is alice
    assert game.chars(exiled).has_keyword("suspend")


def test_suspend_needs_the_card_in_the_hand_and_the_mana() -> None:
    game, alice, vision = _vision_game()
    island = next(o for o in game.battlefield if o.name == "Island")
    game.tap(island)
    with pytest.raises(IllegalAction):
        suspend_card(game, alice, vision)
    assert vision.zone == "hand"  # nothing happened (CR 601.2h, as for a spell)


def test_the_last_counter_removed_by_any_effect_lets_it_be_cast() -> None:
    # CR 702.62a: "When the last time counter is removed from this card" -- whatever removed it.
    game, alice, vision = _vision_game()
    exiled = suspend_card(game, alice, vision)
    game.agents[alice.index] = ScriptedAgent([("may", True), ("targets", [alice])])
    game.remove_counters(exiled, "time", 4)
    game.resolve_stack()
    assert len(game.hand(alice)) == 3
    assert [o.name for o in game.graveyard(alice)] == ["Ancestral Vision"]
