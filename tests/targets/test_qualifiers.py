"""Generators write every quality a filter states, or report it as a gap (issue 22): no
qualifier ("legendary", "red", "second", "card") is dropped silently."""

from __future__ import annotations

import dataclasses
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

import karlov.ir as ir
from karlov import compile_card, parse
from karlov.targets.forge import FORGE_VALID_FIELDS, ForgeGenerator, forge_valid
from karlov.targets.generator import filter_words, stated_fields
from karlov.targets.phase import PHASE_FILTER_FIELDS, PhaseGenerator, phase_filter

REMINDER = "(If unsolved, solve at the beginning of your end step.)"


def _case(name: str, solve: str) -> ir.Card:
    text = (f"{name} {{1}}{{B}}\nEnchantment — Case\nTo solve — {solve} {REMINDER}\n"
            "Solved — Sacrifice this Case: Draw a card.\n")  # fmt: skip
    (card,) = parse(text, "q.card")
    compiled = compile_card(card)
    assert compiled.ir is not None, compiled.diagnostics
    return compiled.ir


def _forge(card: ir.Card) -> tuple[str, list[str]]:
    out = ForgeGenerator().generate(card)
    return "".join(out.files.values()), [g.render() for g in out.gaps]


def _phase(card: ir.Card) -> tuple[str, list[str]]:
    out = PhaseGenerator().generate(card)
    return json.dumps(out.payload, sort_keys=True), [g.render() for g in out.gaps]


def test_legendary_creature_cards_put_into_graveyards() -> None:
    card = _case("Case of Legends", "Three or more legendary creature cards were put into "
                 "graveyards from anywhere this turn.")  # fmt: skip
    forge, gaps = _forge(card)
    assert gaps == []
    assert "Count$ThisTurnEntered_Graveyard_Creature.Legendary+!token" in forge
    face, gaps = _phase(card)
    assert gaps == []
    assert '{"type": "HasSupertype", "value": "Legendary"}, {"type": "NonToken"}' in face


def test_creature_cards_put_into_graveyards_are_not_tokens_in_phase() -> None:
    card = _case("Case of Cards", "Three or more creature cards were put into graveyards from "
                 "anywhere this turn.")  # fmt: skip
    face, gaps = _phase(card)
    assert gaps == [] and '{"type": "NonToken"}' in face
    forge, gaps = _forge(card)
    assert gaps == [] and "ThisTurnEntered_Graveyard_Creature.!token" in forge


def test_red_creatures_attacked_is_a_gap_where_the_count_has_no_filter() -> None:
    card = _case("Case of Red", "Three or more red creatures attacked this turn.")
    forge, gaps = _forge(card)
    assert gaps == [
        "q.card:3:26: error[T002]: Case of Red: 'Three or more red creatures attacked this "
        "turn': karlov's Forge generator counts the attackers of the turn with "
        "Count$AttackersDeclared, which has no filter, so 'red' cannot be written"
    ]
    assert "To solve" not in forge.split("Oracle:")[0]  # no To solve line that means less
    _, gaps = _phase(card)
    assert len(gaps) == 1 and "AttackedThisTurn, which has no filter, so 'red'" in gaps[0]
    # plain "creatures" is written by both
    plain = _case("Case of Any", "Three or more creatures attacked this turn.")
    assert _forge(plain)[1] == [] and _phase(plain)[1] == []


def test_red_spells_cast_this_turn() -> None:
    card = _case("Case of Red Spells", "You've cast three or more red spells this turn.")
    forge, gaps = _forge(card)
    assert gaps == [] and "Count$ThisTurnCast_Card.Red+YouCtrl" in forge
    face, gaps = _phase(card)
    assert gaps == [] and '"properties": [{"color": "Red", "type": "HasColor"}]' in face


def test_your_second_spell_each_turn() -> None:
    text = ("Case of Seconds {1}{U}\nEnchantment — Case\n"
            "Whenever you cast your second spell each turn, draw a card.\n")  # fmt: skip
    (card,) = parse(text, "q.card")
    ir_card = compile_card(card).ir
    assert ir_card is not None
    forge, gaps = _forge(ir_card)
    assert gaps == [] and "ActivatorThisTurnCast$ EQ2" in forge
    face, gaps = _phase(ir_card)
    assert gaps == [] and '"constraint": {"n": 2, "type": "NthSpellThisTurn"}' in face


_FILTER_FIELDS = [f.name for f in dataclasses.fields(ir.ObjectFilter)]
_SAMPLES = {
    "types": (ir.TypeTest(("creature",), ()),), "subtypes": ("goblin",),
    "supertypes": ("legendary",), "excluded_supertypes": ("legendary",), "colors": ("R",),
    "excluded_colors": ("B",), "keywords": ("flying",), "power_at_least": 2, "named": "Bob",
    "controller": ir.Players(who="you"), "not_controller": ir.Players(who="you"),
    "controlled_then": ir.Whose.YOU, "zone": ir.ZoneName.GRAVEYARD, "zone_owner": ir.Whose.YOU,
    "tokens": True, "attacking": True, "tapped": True, "suspected": True, "damaged": True,
    "dealt_damage_this_turn": True, "attached_to_source": True, "cast_by": ir.Whose.YOU,
    "other": True, "power_at_most": 2, "mana_value_at_least": 1, "mana_value_at_most": 3,
    "excluded_keywords": ("flying",), "colorless": True, "colors_any_of": ("R", "B"),
    "among": "m1", "owner": ir.Players(who="you"), "not_owner": ir.Players(who="you"),
    "targeting_source": True, "targeting": ir.ObjectFilter("creature"),
    "excluded_subtypes": ("spirit",), "multicolored": True, "monocolored": True,
    "with_counter": "+1/+1",
    "alternatives": (ir.ObjectFilter("artifact"), ir.ObjectFilter("creature with power 4")),
    "other_than_target": 0, "subtypes_any_of": ("mountain", "plains"), "blocking": True,
    "attacking_or_blocking": True, "toughness_at_least": 4, "toughness_at_most": 2,
    "x_bounds": ("mana_value_at_most",), "died_this_turn": True, "dealt_damage_by_source": True,
    "blocking_object": ir.SourceObject(), "attached_to_object": ir.SourceObject(),
    "attached_to": ir.ObjectFilter("creature"),
    "chosen": "type", "shared_quality": "color", "shared_with": ir.TargetObjects(0),
    "compared": (ir.Comparison("power", "greater", ir.Fixed(2)),), "entered_this_turn": True,
    "dealt_damage": "you", "attacked_this_turn": True, "blocked_this_turn": True,
    "attacking_you": True, "attacking_an_opponent": True, "attacked_you_this_turn": True,
    "with_any_counter": True, "exiled_with": ("line 3",),
    "without_counters": True, "blocked": True, "blocked_by_object": ir.SourceObject(),
    "blocking_or_blocked_by": ir.SourceObject(),
    "with_counter_at_least": 3, "without_counter": "+1/+1", "modified": True,
    "mana_cost_symbol": "X", "without_mana_cost_symbol": "P",
    "cast_from": ir.ZoneName.GRAVEYARD, "cast_from_negated": True, "cast_from_own": True,
    "other_than_event": True,
}  # fmt: skip


def test_every_filter_field_has_a_sample_and_words() -> None:
    stated = [n for n in _FILTER_FIELDS if n not in ("description", "nouns", "span")]
    assert sorted(_SAMPLES) == sorted(stated)  # a new IR field needs a sample here
    for name, value in _SAMPLES.items():
        f = dataclasses.replace(ir.ObjectFilter("x"), **{name: value})
        assert stated_fields(f) == [name]
        assert filter_words(f, [name]).startswith("'")


@given(st.sets(st.sampled_from(sorted(_SAMPLES)), max_size=4))
def test_a_filter_is_written_only_when_every_field_it_states_is_written(names: set[str]) -> None:
    """The mechanical rule: forge_valid and phase_filter give None for a filter that states a
    field outside what they write, whatever the field."""
    f = dataclasses.replace(ir.ObjectFilter("x"), **{n: _SAMPLES[n] for n in names})
    if not names <= FORGE_VALID_FIELDS:
        assert forge_valid(f) is None
    if not names <= PHASE_FILTER_FIELDS:
        assert phase_filter(f) is None


@pytest.mark.parametrize("target", [ForgeGenerator, PhaseGenerator])
def test_a_field_a_generator_does_not_write_is_a_gap(target: type) -> None:
    """An IR field no writer reads (a stand-in for one added later) is reported, not dropped."""
    card = _case("Case of Cards", "Three or more creature cards were put into graveyards from "
                 "anywhere this turn.")  # fmt: skip
    solve = card.abilities[0]
    assert isinstance(solve, ir.ToSolve)
    hidden = dataclasses.replace(solve.condition.filter, with_counter="+1/+1")  # type: ignore[union-attr]
    condition = dataclasses.replace(solve.condition, filter=hidden)
    changed = dataclasses.replace(card, abilities=(dataclasses.replace(solve, condition=condition),
                                                  *card.abilities[1:]))  # fmt: skip
    gaps = [g.message for g in target().generate(changed).gaps]
    assert len(gaps) == 1 and "'with a +1/+1 counter on it' cannot be written" in gaps[0]


def test_gap_messages_quote_the_text_and_use_no_internal_names() -> None:
    """Every gap of the bundled cards names the words of the card text it is about and says
    whose limit it is, in an author's words: no IR class or verb names ("verb 'move'", "phase
    has no form for LifeTotal"), no snake_case."""
    import re
    from pathlib import Path

    from karlov.targets.build import build

    cards = Path(__file__).resolve().parents[2] / "karlov" / "cards"
    found = []
    for path in sorted(cards.rglob("*.card")):
        for card in parse(path.read_text(encoding="utf-8"), str(path)):
            compiled = compile_card(card)
            if compiled.ir is not None and not any(d.is_error for d in compiled.diagnostics):
                found.append(compiled.ir)
    internal = re.compile(r"verb '|has no form for [A-Z]|'[a-z]+_[a-z_]+'|\b[a-z]+_[a-z]+\b")
    for target in ("forge", "phase"):
        gaps = build(found, target, allow_partial=True).gaps
        assert gaps
        for gap in gaps:
            assert gap.message.startswith("'"), gap.render()
            assert not internal.search(gap.message), gap.render()
            if gap.code in ("T001", "T002"):
                assert f"karlov's {'Forge' if target == 'forge' else 'phase'} generator" in (
                    gap.message
                ), gap.render()


def test_a_target_card_in_a_graveyard_is_looked_for_there() -> None:
    """The zone of a target's filter is written (Forge ``TgtZone$``, as Snapcaster Mage's
    script; phase an ``InZone`` property), never left to mean a permanent."""
    creature = ir.TypeTest(("creature",), ())
    cards = ir.ObjectFilter("creature card", types=(creature,), zone=ir.ZoneName.GRAVEYARD,
                            zone_owner=ir.Whose.YOU, tokens=False)  # fmt: skip
    spec = ir.TargetSpec("target creature card", 1, 1, filter=cards)
    forge = ForgeGenerator()
    params = forge._target(spec)
    assert params is not None
    assert ("TgtZone", "Graveyard") in [(p.key, p.value) for p in params]
    assert ("ValidTgts", "Creature.YouOwn") in [(p.key, p.value) for p in params]
    phase = PhaseGenerator()
    found = phase._target(ir.TargetObjects(0), (spec,))
    assert found is not None
    assert {"type": "InZone", "zone": "Graveyard"} in found[0]["properties"]
    on_stack = ir.TargetSpec(
        "target spell", 1, 1, filter=ir.ObjectFilter("spell", zone=ir.ZoneName.STACK)
    )
    # a spell is Forge's TargetType$ Spell (Counterspell's script), never a permanent
    stack_params = forge._target(on_stack)
    assert stack_params is not None
    assert ("TargetType", "Spell") in [(p.key, p.value) for p in stack_params]
    assert "TgtZone" not in [p.key for p in stack_params]


#: the line -> what each generator writes for its player (phase: its targeted Player; "each
#: player": the controller's instruction repeated for every player with ``player_scope``;
#: Forge: ``ValidTgts$ Player``, ``Defined$ Player``; issue 22)
ANOTHER_PLAYER = {
    "Target player draws two cards.": ('"target": {"type": "Player"}', "ValidTgts$ Player"),
    "Each player discards a card.": ('"player_scope": {"type": "All"}', "Defined$ Player"),
}


@pytest.mark.parametrize("line", ANOTHER_PLAYER)
def test_another_players_draw_or_discard_is_theirs_not_yours(line: str) -> None:
    """Both generators wrote "Target player draws two cards" as the controller's draw
    ("Defined$ You"): the player of an instruction is a field they must write or report.
    Both write those players now (see ``test_phase_breadth`` and ``test_forge_breadth``)."""
    (card,) = parse(f"Probe {{1}}{{U}}\nSorcery\n{line}\n", "p.card")
    compiled = compile_card(card)
    assert compiled.ir is not None, compiled.diagnostics
    forge, forge_gaps = _forge(compiled.ir)
    assert "Defined$ You" not in forge
    phase_players, forge_players = ANOTHER_PLAYER[line]
    assert forge_gaps == [] and forge_players in forge
    phase, phase_gaps = _phase(compiled.ir)
    assert phase_gaps == []
    assert phase_players in phase


def test_a_characteristic_defining_power_and_toughness_is_a_gap_in_phase() -> None:
    """Maro's "power and toughness are each equal to the number of cards in your hand" (CR
    604.3): the phase generator does not write a count as power yet, so it says so; writing
    the static ability without it would make a 0/0 that dies (the drop the read-back exists
    to catch). Forge's form for it is tested in ``test_forge_breadth34``."""
    text = (
        "Maro {2}{G}{G}\nCreature — Spirit\n"
        "Maro's power and toughness are each equal to the number of cards in your hand.\n*/*\n"
    )
    (card,) = parse(text, "maro.card")
    compiled = compile_card(card)
    assert compiled.ir is not None, compiled.diagnostics
    _out, gaps = _phase(compiled.ir)
    assert len(gaps) == 1 and "T002" in gaps[0], gaps
    assert "power or toughness defined by a count (CR 604.3)" in gaps[0], gaps
