"""Morph and megamorph (CR 702.37) and face-down spells and permanents (CR 708): what a
scenario can't see -- the face-down object's missing name, text, subtypes and mana cost, its
identity, the compiled abilities and the readings that stay refused (C001)."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir
from karlov.compiler import compile_card
from karlov.compiler.library import CardLibrary
from karlov.runtime import Game, IllegalAction
from karlov.runtime.abilities import Morph
from karlov.runtime.events import SpellCast, TurnedFaceUp, ZoneChange
from karlov.scenario import definitions_from_text

NOT_YET = "the rules runtime cannot execute this yet: "

ECHO_TRACER = (
    "Echo Tracer {2}{U}\n"
    "Creature — Human Wizard\n"
    "Morph {2}{U} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up "
    "any time for its morph cost.)\n"
    "When Echo Tracer is turned face up, return target creature to its owner's hand.\n"
    "2/2\n"
)
ATARKA_EFREET = (
    "Atarka Efreet {3}{R}\n"
    "Creature — Efreet Shaman\n"
    "Megamorph {2}{R}\n"
    "When Atarka Efreet is turned face up, it deals 1 damage to any target.\n"
    "5/1\n"
)


def _c001(text: str) -> list[str]:
    (card,) = karlov.parse(text)
    return [d.message for d in compile_card(card).diagnostics if d.code == "C001"]


def _game(text: str, lands: str, n: int) -> tuple[Game, object]:
    library = CardLibrary.bundled()
    game = Game(("Alice", "Bob"))
    alice, _bob = game.players
    for _ in range(n):
        game.add_card(library.definition(lands), alice, "battlefield")
    (definition,) = definitions_from_text(text).values()
    card = game.add_card(definition, alice, "hand")
    game.start(active=alice)
    return game, card


def test_morph_and_megamorph_compile_to_their_keyword_with_the_mana_cost() -> None:
    for text, name, cost in (
        (ECHO_TRACER, "morph", "{2}{U}"),
        (ATARKA_EFREET, "megamorph", "{2}{R}"),
    ):
        (card,) = karlov.parse(text)
        compiled = compile_card(card)
        assert not [d for d in compiled.diagnostics if d.is_error], compiled.diagnostics
        keyword, trigger = compiled.ir.abilities
        assert isinstance(keyword, ir.KeywordAbility) and keyword.name == name
        assert keyword.cost is not None and keyword.cost.mana == cost
        assert isinstance(trigger, ir.TriggeredAbility)
        assert isinstance(trigger.trigger, ir.EventTrigger)
        assert trigger.trigger.event == "turned_face_up" and trigger.trigger.subject is None


def test_whenever_a_permanent_is_turned_face_up_is_not_entering() -> None:
    # CR 708.8: "is turned face up" alone is that event, with the permanent as its subject
    text = (
        "Aven Farseer {1}{W}\nCreature — Bird Soldier\nFlying\nMorph {3}{W}\n"
        "Whenever a permanent is turned face up, put a +1/+1 counter on Aven Farseer.\n1/1\n"
    )
    (card,) = karlov.parse(text)
    compiled = compile_card(card)
    assert not [d for d in compiled.diagnostics if d.is_error], compiled.diagnostics
    (trigger,) = [a for a in compiled.ir.abilities if isinstance(a, ir.TriggeredAbility)]
    assert isinstance(trigger.trigger, ir.EventTrigger)
    assert trigger.trigger.event == "turned_face_up"
    assert trigger.trigger.subject is not None
    assert trigger.trigger.subject.description == "permanent"


def test_the_runtime_builds_one_morph_ability_that_knows_megamorph() -> None:
    (tracer,) = definitions_from_text(ECHO_TRACER).values()
    (efreet,) = definitions_from_text(ATARKA_EFREET).values()
    (morph,) = [a for a in tracer.abilities if isinstance(a, Morph)]
    (mega,) = [a for a in efreet.abilities if isinstance(a, Morph)]
    assert (str(morph.cost), morph.megamorph) == ("{2}{U}", False)
    assert (str(mega.cost), mega.megamorph) == ("{2}{R}", True)


def test_a_morph_cost_with_x_compiles_on_a_card_without_x() -> None:
    # CR 702.37f: the X chosen as it is turned face up is the X of its other abilities
    # (played in tests/scenarios/keywords41h/)
    text = (
        "Bane of the Living {2}{B}{B}\nCreature — Insect\nMorph {X}{B}{B}\n"
        "When Bane of the Living is turned face up, all creatures get -X/-X until end of turn.\n"
        "4/3\n"
    )
    assert _c001(text) == []


def test_a_morph_cost_of_life_compiles_and_one_of_revealing_stays_refused() -> None:
    # CR 702.37e: "Morph—Pay 5 life." is paid by the special action (tests/scenarios/
    # keywords41h/); revealing a card is a cost the runtime doesn't pay for it yet
    text = "Zombie Cutthroat {3}{B}{B}\nCreature — Zombie\nMorph—Pay 5 life.\n3/4\n"
    assert _c001(text) == []
    text = "Probe {3}{B}\nCreature — Zombie\nMorph—Reveal a white card in your hand.\n3/4\n"
    assert _c001(text) == [NOT_YET + "the morph cost 'Reveal a white card in your hand'"]


def test_the_face_down_spell_has_no_name_text_subtypes_or_mana_cost() -> None:
    # CR 702.37c, 708.4: turned face down before it is put on the stack
    game, card = _game(ECHO_TRACER, "Island", 3)
    spell = game.cast(game.players[0], card, face_down=True)
    ch = game.chars(spell)
    assert spell.face_down and spell.zone == "stack"
    assert (ch.name, ch.types, ch.subtypes, ch.abilities) == ("", {"creature"}, set(), [])
    assert ch.mana_cost.is_none and (ch.power, ch.toughness) == (2, 2)
    (cast,) = [e for e in game.log if isinstance(e, SpellCast)]
    assert cast.chars.name == "" and cast.targets == ()  # what triggers on casting it see
    assert "Echo Tracer" not in str(spell)  # the log names a face-down card by number only
    game.resolve_stack()
    (permanent,) = [o for o in game.battlefield if o.face_down]
    assert game.chars(permanent).name == "" and permanent.card_key == card.card_key


def test_turning_face_up_is_the_same_object_and_not_entering() -> None:
    # CR 708.8: it keeps its identity; nothing enters, so no zone change is seen
    game, card = _game(ECHO_TRACER, "Island", 6)
    alice = game.players[0]
    game.cast(alice, card, face_down=True)
    game.resolve_stack()
    (permanent,) = [o for o in game.battlefield if o.face_down]
    entered = sum(isinstance(e, ZoneChange) for e in game.log)
    game.turn_face_up_for_morph(alice, permanent)
    assert game.is_live(permanent) and not permanent.face_down
    assert game.chars(permanent).name == "Echo Tracer"
    assert sum(isinstance(e, ZoneChange) for e in game.log) == entered
    assert [e.obj for e in game.log if isinstance(e, TurnedFaceUp)] == [permanent]
    assert game.priority is alice  # a special action: its player keeps priority (CR 116.3c)


def test_a_face_up_permanent_cant_be_turned_face_up_again() -> None:
    game, card = _game(ECHO_TRACER, "Island", 6)
    alice = game.players[0]
    game.cast(alice, card)
    game.resolve_stack()
    (permanent,) = [o for o in game.battlefield if o.name == "Echo Tracer"]
    with pytest.raises(IllegalAction, match="is not face down"):
        game.turn_face_up_for_morph(alice, permanent)


def test_a_refused_face_down_cast_leaves_the_card_face_up_in_hand() -> None:
    # the payment is planned before anything changes: an illegal cast leaves no trace
    game, card = _game(ECHO_TRACER, "Island", 2)
    with pytest.raises(IllegalAction, match="cannot pay"):
        game.cast(game.players[0], card, face_down=True)
    assert card.zone == "hand" and not card.face_down
    assert game.chars(card).name == "Echo Tracer"


def test_a_face_down_spell_has_no_targets_to_choose() -> None:
    game, card = _game(ECHO_TRACER, "Island", 3)
    with pytest.raises(IllegalAction, match="no targets"):
        game.cast(game.players[0], card, face_down=True, targets=[game.players[1]])


def test_a_face_down_spell_is_cast_only_at_sorcery_timing() -> None:
    # CR 708.4, 307.1: the face-down spell is a creature spell without flash, so not while
    # another spell is on the stack
    game, card = _game(ECHO_TRACER, "Island", 6)
    alice = game.players[0]
    (definition,) = definitions_from_text(ATARKA_EFREET).values()
    efreet = game.add_card(definition, alice, "hand")
    game.cast(alice, card, face_down=True)
    with pytest.raises(IllegalAction, match="main phase with an empty stack"):
        game.cast(alice, efreet, face_down=True)


def test_a_countered_face_down_spell_is_revealed_in_the_graveyard() -> None:
    # CR 708.9: a face-down spell that moves to another zone than the battlefield is revealed
    game, card = _game(ECHO_TRACER, "Island", 3)
    spell = game.cast(game.players[0], card, face_down=True)
    moved = game.move(spell, "graveyard", cause="countered")
    assert moved is not None and not moved.face_down
    assert game.chars(moved).name == "Echo Tracer"
    assert any(
        line.endswith("revealed: it is Echo Tracer#" + str(card.card_key))
        for line in game.log_lines()
    )


def test_a_face_down_permanent_without_morph_cant_be_turned_face_up_this_way() -> None:
    # CR 702.37e: "If the permanent wouldn't have a morph cost if it were face up, it can't be
    # turned face up this way" -- a card put onto the battlefield face down by an effect
    library = CardLibrary.bundled()
    game = Game(("Alice", "Bob"))
    alice = game.players[0]
    for _ in range(3):
        game.add_card(library.definition("Forest"), alice, "battlefield")
    bears = game.add_card(library.definition("Grizzly Bears"), alice, "hand")
    game.start(active=alice)
    permanent = game.move(bears, "battlefield", face_down=True)
    assert permanent is not None and game.chars(permanent).name == ""
    with pytest.raises(IllegalAction, match="would have no morph cost face up"):
        game.turn_face_up_for_morph(alice, permanent)
    assert permanent.face_down
