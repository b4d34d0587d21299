"""Venture into the dungeon (CR 701.49), dungeons (CR 309), "you've completed a dungeon" and
"whenever you complete a dungeon" (CR 309.7), "until your next turn" on a P/T change (CR 611.2a)
(session 39, dungeon). The games themselves are the scenarios of
``tests/scenarios/dungeon39b/``; here: the dungeon data, the IR, the refusals and near misses.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

import karlov
from karlov import ir
from karlov.compiler import CompiledCard, compile_card
from karlov.compiler.dungeons import (
    DUNGEONS,
    DungeonCards,
    dungeon_definition,
    dungeon_diagnostics,
)
from karlov.frontend.syntax import parse_file
from karlov.runtime import CardDefinition, Game
from karlov.runtime.dungeons import (
    VENTURE_MARKER,
    RoomAbility,
    dungeon_in_command,
    dungeons_to_remove,
    remove_dungeon,
    venture,
)
from karlov.runtime.objects import COMMAND, OUTSIDE
from karlov.scenario.cards import CardLookup
from tests.syntax.families import card_text, line_errors


def _compiled(text: str, card_type: str = "Sorcery") -> CompiledCard:
    card_file, errors = parse_file(card_text(text, card_type), "<test>")
    assert not errors, errors
    (card,) = card_file.cards
    return compile_card(card)


# ---- the dungeon cards ---------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(DUNGEONS))
def test_every_arrow_points_to_a_room_below_it(name: str) -> None:
    """CR 309.4, 309.5a: the arrows lead down the card to a room of the same dungeon; exactly
    one room, the bottommost, has none (CR 309.5b)."""
    rooms = DUNGEONS[name]
    names = [room.name for room in rooms]
    assert len(set(names)) == len(names)
    for index, room in enumerate(rooms):
        for exit_ in room.exits:
            assert exit_ in names[index + 1 :], (room.name, exit_)
    assert [room.name for room in rooms if not room.exits] == [names[-1]]


def test_lost_mine_compiles_room_by_room() -> None:
    definition = dungeon_definition("Lost Mine of Phandelver")
    assert definition.types == frozenset({"dungeon"})
    rooms = [ab for ab in definition.abilities if isinstance(ab, RoomAbility)]
    assert [room.room for room in rooms] == [r.name for r in DUNGEONS["Lost Mine of Phandelver"]]
    assert all(room.zones == (COMMAND,) for room in rooms)  # CR 309.4c
    storeroom = rooms[3]
    assert storeroom.text == "Storeroom — Put a +1/+1 counter on target creature."
    assert [spec.description for spec in storeroom.targets] == ["target creature"]
    assert dungeon_diagnostics("Lost Mine of Phandelver") == []


@pytest.mark.parametrize(
    ("name", "refused"),
    [
        (
            "Dungeon of the Mad Mage",
            ["Runestone Caverns", "Mad Wizard's Lair"],
        ),
        (
            "Tomb of Annihilation",
            # (Cradle of the Death God's "Create The Atropal, a legendary 4/4 ... token"
            # plays since session 53: a named legendary token, CR 111.4)
            ["Veils of Fear", "Sandfall Cell", "Oubliette"],
        ),
    ],
)
def test_a_dungeon_with_a_room_that_does_not_compile_is_refused(
    name: str, refused: list[str]
) -> None:
    """A room karlov can't play keeps its dungeon out of every game (C001 or E001 at the room),
    never a dungeon missing a room."""
    problems = dungeon_diagnostics(name)
    rooms = sorted({d.span.file.split(": ", 1)[1].rstrip(">") for d in problems})
    assert rooms == sorted(refused)
    with pytest.raises(karlov.CardError):
        dungeon_definition(name)
    with pytest.raises(karlov.CardError):
        CardLookup()(name)


def test_the_dungeons_are_named_as_cards_owned_outside_the_game() -> None:
    assert CardLookup()("lost mine of phandelver").name == "Lost Mine of Phandelver"
    assert "Tomb of Annihilation" in DungeonCards().names()
    with pytest.raises(KeyError):
        DungeonCards().definition("Undercity")


# ---- the runtime ---------------------------------------------------------------------------


def _game(outside: list[CardDefinition]) -> Game:
    game = Game(["alice", "bob"], seed=1)
    for definition in outside:
        game.add_card(definition, "alice", OUTSIDE)
    game.start(active="alice", step="main1")
    return game


def _rooms_entered(game: Game) -> list[str]:
    return [e.room for e in game.log if type(e).__name__ == "VentureMarkerMoved"]


@given(st.lists(st.sampled_from([0, 1]), min_size=1, max_size=9))
def test_each_venture_moves_the_marker_one_room_along_an_arrow(choices: list[int]) -> None:
    """CR 701.49a-c: the first venture enters the topmost room; each later one the next room
    the player chooses; from the bottommost room, the dungeon is completed and a new one
    entered. However the player chooses, the rooms entered form a path down the card."""
    lost_mine = dungeon_definition("Lost Mine of Phandelver")
    game = _game([lost_mine])
    alice = game.player("alice")
    picks = iter(choices * 10)

    def choose(player: object, prompt: str, options: list[str], **_: object) -> list[str]:
        return [options[next(picks) % len(options)]]

    game.ask_choose = choose  # type: ignore[method-assign]
    rooms = {room.name: room for room in DUNGEONS["Lost Mine of Phandelver"]}
    for _ in range(len(choices)):
        venture(game, alice)
        game.pending.clear()  # the room abilities themselves are not what this checks
        for dungeon in dungeons_to_remove(game):
            remove_dungeon(game, dungeon)
    entered = _rooms_entered(game)
    assert len(entered) == len(choices)
    assert entered[0] == "Cave Entrance"
    for before, after in itertools.pairwise(entered):
        assert after in rooms[before].exits or (
            not rooms[before].exits and after == "Cave Entrance"
        )
    completed = sum(1 for room in entered[:-1] if not rooms[room].exits)
    completed += 1 if not rooms[entered[-1]].exits else 0  # removed at once (CR 704.5t)
    assert alice.completed_dungeons == ["Lost Mine of Phandelver"] * completed


def test_the_dungeon_stays_while_its_bottommost_room_ability_waits() -> None:
    """CR 704.5t, 309.6: the marker on the bottommost room removes the dungeon only once no
    room ability of it has triggered and not yet left the stack."""
    game = _game([dungeon_definition("Lost Mine of Phandelver")])
    alice = game.player("alice")
    venture(game, alice)
    dungeon = dungeon_in_command(game, alice)
    assert dungeon is not None
    dungeon.note[VENTURE_MARKER] = "Dark Pool"
    game.pending.clear()
    venture(game, alice)
    assert dungeon.note[VENTURE_MARKER] == "Temple of Dumathoin"
    assert [t.source for t in game.pending] == [dungeon]
    assert dungeons_to_remove(game) == []
    game.pending.clear()
    assert dungeons_to_remove(game) == [dungeon]
    assert alice.completed_dungeons == []


def test_the_dungeon_leaves_once_its_last_room_ability_is_gone_without_resolving() -> None:
    """CR 704.5t: a bottommost room ability that leaves the stack without changing anything
    (countered) still lets the state-based action remove the dungeon: completed (CR 309.7)."""
    game = _game([dungeon_definition("Lost Mine of Phandelver")])
    alice = game.player("alice")
    venture(game, alice)
    dungeon = dungeon_in_command(game, alice)
    assert dungeon is not None
    dungeon.note[VENTURE_MARKER] = "Dark Pool"
    game.pending.clear()
    venture(game, alice)
    game._flush_triggers()
    assert [item.source for item in game.stack] == [dungeon]
    assert game.zone_objects(COMMAND) == [dungeon]
    game.stack.pop()  # countered: it leaves the stack and does nothing (CR 701.6b)
    game._bump()
    assert game.check_state_based_actions()
    assert game.zone_objects(COMMAND) == []
    assert alice.completed_dungeons == ["Lost Mine of Phandelver"]


def test_venturing_owning_no_dungeon_changes_nothing() -> None:
    game = _game([])
    venture(game, game.player("alice"))
    assert game.zone_objects(COMMAND) == []
    assert _rooms_entered(game) == []


# ---- the compiler --------------------------------------------------------------------------


def test_venture_is_the_players_keyword_action() -> None:
    compiled = _compiled(
        "Venture into the dungeon. (Enter the first room or advance to the next room.)"
    )
    assert compiled.ok, compiled.diagnostics
    (spell,) = compiled.ir.abilities
    assert isinstance(spell.effect, ir.Action)
    assert spell.effect.verb is ir.Verb.VENTURE
    assert spell.effect.players is None  # you (CR 608.2)


def test_until_your_next_turn_on_a_p_t_change() -> None:
    compiled = _compiled("Target creature gets -4/-0 until your next turn.")
    assert compiled.ok, compiled.diagnostics
    (spell,) = compiled.ir.abilities
    assert spell.effect.duration is ir.Duration.UNTIL_YOUR_NEXT_TURN


def test_until_your_next_turn_elsewhere_is_refused() -> None:
    """Only a P/T change and the combat restrictions last "until your next turn" so far: an
    ability granted for that long is refused at the duration, never played as "this turn" or
    forever."""
    found = karlov.check(card_text("Target creature gains flying until your next turn.", "Sorcery"))
    assert [d.render().splitlines()[0] for d in found if d.code == "C001"] == [
        "<string>:3:30: error[C001]: the rules runtime cannot execute this yet: 'until your next "
        "turn' on 'gains flying'"
    ]


def test_twisted_caverns_compiles() -> None:
    compiled = _compiled("Target creature can't attack until your next turn.")
    assert compiled.ok, compiled.diagnostics
    (spell,) = compiled.ir.abilities
    assert spell.effect == ir.Restrict(
        ir.TargetObjects(0), "cant_attack", ir.Duration.UNTIL_YOUR_NEXT_TURN
    )


def test_completed_a_dungeon_and_complete_a_dungeon_compile() -> None:
    stalker = _compiled(
        "As long as you've completed a dungeon, Test Card has double strike.",
        "Creature — Dwarf Ranger",
    )
    assert stalker.ok, stalker.diagnostics
    warden = _compiled(
        "Whenever you complete a dungeon, create a 2/2 green Wolf creature token.",
        "Creature — Elf",
    )
    assert warden.ok, warden.diagnostics
    (trigger,) = warden.ir.abilities
    assert trigger.trigger.event == "complete_dungeon"
    assert trigger.trigger.by is ir.Whose.YOU


@pytest.mark.parametrize(
    ("line", "column"),
    [
        ("Target creature gets -4/-0 until you next turn.", 34),
        ("Target creature gets -4/-0 until your next turns.", 44),
        ("As long as you've complete a dungeon, Test Card has double strike.", 19),
        ("As long as you've completed the dungeon, Test Card has double strike.", 29),
        ("Whenever you completes a dungeon, draw a card.", 14),
        ("Whenever you complete the dungeon, draw a card.", 23),
        ("Venture into a dungeon.", 14),
    ],
)
def test_near_misses_are_errors(line: str, column: int) -> None:
    card_type = "Creature — Elf" if "Test Card has" in line or "Whenever" in line else ("Sorcery")
    assert line_errors(line, card_type) == [("E001", column)]


# ---- goad (CR 701.15), "until your next turn" on a restriction -----------------------------


def test_goad_is_a_restriction_until_your_next_turn() -> None:
    compiled = _compiled("Goad target creature.")
    assert compiled.ok, compiled.diagnostics
    (spell,) = compiled.ir.abilities
    assert spell.effect == ir.Restrict(
        ir.TargetObjects(0), "goaded", ir.Duration.UNTIL_YOUR_NEXT_TURN
    )


def _goaded_game(goaders: list[str]) -> tuple[Game, object]:
    """Carol's turn, her Hill Giant goaded by ``goaders`` (CR 701.15a), at her declaration of
    attackers."""
    from karlov.runtime.abilities import Restriction

    game = Game(["alice", "bob", "carol"], seed=1)
    giant = CardDefinition("Hill Giant", "{3}{R}", types=("creature",), power=3, toughness=3)
    creature = game.add_card(giant, "carol", "battlefield")
    for name in goaders:
        player = game.player(name)
        game.add_effect(
            Restriction(kind="goaded", player=player), [creature], None, player, until=None
        )
    game.start(active="carol", step="declare_attackers")
    return game, creature


_GOADED_BY_ALICE = (
    "Hill Giant#1 is goaded: it attacks each combat if able and attacks a player other than "
    "alice if able (CR 701.15b)"
)


@pytest.mark.parametrize(
    ("goaders", "defender", "refusal"),
    [
        (["alice"], None, _GOADED_BY_ALICE),
        (["alice"], "alice", _GOADED_BY_ALICE),
        (["alice"], "bob", None),
        (["alice", "alice"], "bob", None),  # goading it again adds nothing (CR 701.15d)
        # goaded by both: either player obeys one of the two "other than" requirements
        (["alice", "bob"], "alice", None),
        (["alice", "bob"], "bob", None),
    ],
)
def test_a_goaded_creature_attacks_a_player_other_than_its_goader_if_able(
    goaders: list[str], defender: str | None, refusal: str | None
) -> None:
    """CR 701.15b-d, 508.1d: in a game of three, a creature goaded by Alice must attack, and
    attack Bob rather than Alice; goaded by Alice and Bob, attacking either obeys as many
    requirements as can be obeyed."""
    from karlov.runtime import IllegalAction
    from karlov.runtime.combat import declare_attackers

    game, creature = _goaded_game(goaders)
    attackers = {} if defender is None else {creature: game.player(defender)}
    if refusal is None:
        declare_attackers(game, attackers)
        assert game.combat is not None and creature in game.combat.attackers
        return
    with pytest.raises(IllegalAction) as refused:
        declare_attackers(game, attackers)
    assert str(refused.value) == f"This declaration of attackers is illegal: {refusal}."
