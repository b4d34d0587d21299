"""The effect interpreter (``karlov.runtime.execute``) against each verb family and composite.

Each test hands the interpreter a small IR tree, as the compiler would lower it, and checks
what it did to the game: a verb that did the wrong thing (or nothing) fails its test."""

from __future__ import annotations

import typing

import pytest

from karlov import ir
from karlov.runtime import execute
from karlov.runtime.abilities import Resolution
from karlov.runtime.agent import DefaultAgent, ScriptedAgent
from karlov.runtime.events import Investigated, Revealed
from karlov.runtime.game import Game
from karlov.runtime.objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    GameObject,
    Player,
)

from . import cards as C
from .helpers import events, new_game

YOU = ir.Players("you")
OPPONENTS = ir.Players("each_opponent")
CREATURES = ir.ObjectFilter("creature", ("creature",), types=(ir.TypeTest(("creature",)),))


def _run(
    effect: ir.Effect,
    game: Game,
    you: Player,
    source: GameObject,
    targets: list[list[object]] | None = None,
    **fields: typing.Any,
) -> Resolution:
    res = Resolution(game, source, you, targets=targets or [], **fields)
    execute.run_effect(effect, game, res)
    return res


def _setup() -> tuple[Game, Player, Player, GameObject]:
    game, alice, bob = new_game()
    source = game.add_card(C.GRIZZLY_BEARS, alice, BATTLEFIELD)
    return game, alice, bob, source


def _action(verb: ir.Verb, **fields: typing.Any) -> ir.Action:
    return ir.Action(verb, **fields)


# ---- completeness --------------------------------------------------------------------------


def test_every_verb_has_an_interpreter_function() -> None:
    assert set(execute.VERBS) == set(ir.Verb)


def test_every_effect_class_has_an_interpreter_method() -> None:
    for cls in typing.get_args(ir.Effect):
        method = execute._snake(cls.__name__)
        assert callable(getattr(execute.Interpreter, method, None)), cls.__name__


# ---- verbs on objects ----------------------------------------------------------------------


def test_destroy_tap_untap_and_suspect_act_on_their_targets_only() -> None:
    game, alice, bob, source = _setup()
    target, other = (game.add_card(C.HILL_GIANT, bob, BATTLEFIELD) for _ in range(2))
    _run(_action(ir.Verb.TAP, objects=ir.TargetObjects(0)), game, alice, source, [[target]])
    assert target.tapped and not other.tapped
    _run(_action(ir.Verb.UNTAP, objects=ir.TargetObjects(0)), game, alice, source, [[target]])
    assert not target.tapped
    _run(_action(ir.Verb.SUSPECT, objects=ir.TargetObjects(0)), game, alice, source, [[target]])
    assert target.suspected and not other.suspected
    _run(_action(ir.Verb.DESTROY, objects=ir.TargetObjects(0)), game, alice, source, [[target]])
    assert not game.is_live(target) and game.is_live(other)
    assert [card.name for card in game.zone_objects(GRAVEYARD, bob)] == ["Hill Giant"]


def test_deal_damage_to_objects_and_players_from_the_source() -> None:
    game, alice, bob, source = _setup()
    giant = game.add_card(C.HILL_GIANT, bob, BATTLEFIELD)
    damage = _action(
        ir.Verb.DEAL_DAMAGE,
        recipients=ir.TargetObjects(0),
        recipient_players=OPPONENTS,
        amount=ir.Fixed(2),
    )
    _run(damage, game, alice, source, [[giant]])
    assert giant.damage == 2 and bob.life == 18 and alice.life == 20


def test_damage_equal_to_power_and_divided_damage() -> None:
    game, alice, bob, source = _setup()
    giant = game.add_card(C.HILL_GIANT, alice, BATTLEFIELD)
    wall = game.add_card(C.WALL, bob, BATTLEFIELD)
    by_power = _action(
        ir.Verb.DEAL_DAMAGE,
        objects=ir.TargetObjects(0),
        recipients=ir.TargetObjects(1),
        amount=ir.PowerOf(ir.TargetObjects(0)),
    )
    _run(by_power, game, alice, source, [[giant], [wall]])
    assert wall.damage == 3  # the Hill Giant's power (CR 208.3)
    divided = _action(
        ir.Verb.DEAL_DAMAGE, recipients=ir.TargetObjects(0), amount=ir.DividedAmount()
    )
    res_targets = [[wall, bob]]
    _run(divided, game, alice, source, res_targets, distribution={wall.id: 1, -1 - bob.index: 2})
    assert wall.damage == 4 and bob.life == 18


def test_sacrifice_lets_each_player_choose_among_their_own() -> None:
    game, alice, bob, source = _setup()
    bobs = [game.add_card(C.HILL_GIANT, bob, BATTLEFIELD) for _ in range(2)]
    game.agents[bob.index] = ScriptedAgent([("choose", [bobs[1]])])
    chosen = ir.ChosenObjects(ir.Count(ir.Relation.EXACTLY, 1), CREATURES, OPPONENTS, own=True)
    _run(_action(ir.Verb.SACRIFICE, objects=chosen), game, alice, source)
    assert game.is_live(bobs[0]) and not game.is_live(bobs[1])
    assert game.is_live(source)  # Alice's creature: not Bob's to sacrifice
    _run(_action(ir.Verb.SACRIFICE, objects=ir.SourceObject()), game, alice, source)
    assert not game.is_live(source)


def test_put_counters_and_distributed_counters() -> None:
    game, alice, _bob, source = _setup()
    giant = game.add_card(C.HILL_GIANT, alice, BATTLEFIELD)
    put = _action(
        ir.Verb.PUT_COUNTERS, objects=ir.TargetObjects(0), amount=ir.Fixed(2), counter="+1/+1"
    )
    _run(put, game, alice, source, [[giant]])
    assert giant.counters == {"+1/+1": 2} and game.chars(giant).power == 5
    divided = _action(
        ir.Verb.PUT_COUNTERS,
        objects=ir.TargetObjects(0),
        amount=ir.DividedAmount(),
        counter="+1/+1",
    )
    _run(divided, game, alice, source, [[giant, source]], distribution={giant.id: 1, source.id: 1})
    assert giant.counters == {"+1/+1": 3} and source.counters == {"+1/+1": 1}


def test_exchange_control_swaps_two_permanents() -> None:
    game, alice, bob, source = _setup()
    giant = game.add_card(C.HILL_GIANT, bob, BATTLEFIELD)
    swap = _action(ir.Verb.EXCHANGE_CONTROL, objects=ir.TargetObjects(0))
    _run(swap, game, alice, source, [[source, giant]])
    assert game.controller(giant) is alice and game.controller(source) is bob


# ---- verbs on players ------------------------------------------------------------------------


def test_life_draw_discard_mill_for_the_players_named() -> None:
    game, alice, bob, source = _setup()
    _run(_action(ir.Verb.GAIN_LIFE, amount=ir.Fixed(3)), game, alice, source)
    _run(_action(ir.Verb.LOSE_LIFE, players=OPPONENTS, amount=ir.Fixed(4)), game, alice, source)
    assert (alice.life, bob.life) == (23, 16)
    _run(_action(ir.Verb.DRAW, amount=ir.XValue()), game, alice, source, x=3)
    assert len(game.zone_objects(HAND, alice)) == 3
    game.agents[alice.index] = ScriptedAgent([("cards", game.zone_objects(HAND, alice)[:1])])
    _run(_action(ir.Verb.DISCARD, amount=ir.Fixed(1)), game, alice, source)
    assert len(game.zone_objects(HAND, alice)) == 2
    assert len(game.zone_objects(GRAVEYARD, alice)) == 1
    hand = ir.ObjectFilter("cards in hand", ("card",), zone=ir.ZoneName.HAND)
    _run(_action(ir.Verb.DISCARD, objects=ir.AllObjects(hand)), game, alice, source)
    assert game.zone_objects(HAND, alice) == [] and len(game.zone_objects(GRAVEYARD, alice)) == 3
    _run(_action(ir.Verb.MILL, players=OPPONENTS, amount=ir.Fixed(2)), game, alice, source)
    assert len(game.zone_objects(GRAVEYARD, bob)) == 2 and len(game.library(bob)) == 18


def test_scry_surveil_and_shuffle() -> None:
    game, alice, _bob, source = _setup()
    top = game.library(alice)[0]
    game.agents[alice.index] = ScriptedAgent([("cards", [top])])
    _run(_action(ir.Verb.SURVEIL, amount=ir.Fixed(1)), game, alice, source)
    assert [o.name for o in game.zone_objects(GRAVEYARD, alice)] == [top.name]
    assert len(game.library(alice)) == 19
    second = game.library(alice)[0]
    game.agents[alice.index] = ScriptedAgent([("cards", [second])])
    _run(_action(ir.Verb.SCRY, amount=ir.Fixed(1)), game, alice, source)
    assert game.library(alice)[-1] is second  # put on the bottom (CR 701.22a)
    order = [o.id for o in game.library(alice)]
    _run(_action(ir.Verb.SHUFFLE), game, alice, source)
    assert sorted(order) == sorted(o.id for o in game.library(alice)) != order


def test_investigate_creates_clues_and_says_so() -> None:
    game, alice, _bob, source = _setup()
    _run(_action(ir.Verb.INVESTIGATE, amount=ir.Fixed(2)), game, alice, source)
    clues = [o for o in game.permanents(alice) if o.name == "Clue Token"]
    assert len(clues) == 2 and len(events(game, Investigated)) == 2


def test_create_predefined_and_described_tokens_and_remember_them() -> None:
    game, alice, _bob, source = _setup()
    treasure = ir.TokenDefinition(predefined="Treasure")
    res = _run(
        _action(ir.Verb.CREATE, token=treasure, amount=ir.Fixed(2), remember="made"),
        game,
        alice,
        source,
    )
    assert [o.name for o in res.recall("made")] == ["Treasure Token", "Treasure Token"]
    skeleton = ir.TokenDefinition(
        characteristics=ir.Characteristics(
            "Skeleton", types=("creature",), subtypes=("skeleton",), colors=("B",), power=2,
            toughness=1, abilities=(ir.KeywordName("menace"),),
        )
    )  # fmt: skip
    (made,) = _run(
        _action(ir.Verb.CREATE, token=skeleton, remember="m"), game, alice, source
    ).recall("m")
    chars = game.chars(made)
    assert (chars.power, chars.toughness, "menace" in chars.abilities) == (2, 1, True)


def test_collect_evidence_with_x_records_x_and_whether_it_was_done() -> None:
    game, alice, _bob, source = _setup()
    giant = game.add_card(C.HILL_GIANT, alice, GRAVEYARD)  # mana value 4
    game.agents[alice.index] = ScriptedAgent([("x", 4), ("cards", [giant])])
    res = _run(_action(ir.Verb.COLLECT_EVIDENCE, amount=ir.XValue()), game, alice, source)
    assert (res.x, res.recall("x"), res.recall("did")) == (4, 4, True)
    assert [o.name for o in game.zone_objects(EXILE)] == ["Hill Giant"]


def test_conjure_needs_the_named_card() -> None:
    game, alice, _bob, source = _setup()
    conjure = _action(
        ir.Verb.CONJURE, card_name="Hill Giant", zone=ir.ZoneName.HAND, amount=ir.Fixed(2)
    )
    res = Resolution(game, source, alice)
    named = execute.Definitions(cards={"Hill Giant": C.HILL_GIANT})
    execute.run_effect(conjure, game, res, named)
    assert [o.name for o in game.zone_objects(HAND, alice)] == ["Hill Giant"] * 2
    with pytest.raises(LookupError, match="Hill Giant"):
        execute.run_effect(conjure, game, res)


# ---- zones -----------------------------------------------------------------------------------


def test_search_then_move_what_was_found() -> None:
    game, alice, _bob, source = _setup()
    giant = game.add_card(C.HILL_GIANT, alice, LIBRARY)
    wanted = ir.ObjectFilter(
        "creature card", ("card", "creature"), types=(ir.TypeTest(("creature",)),),
        zone=ir.ZoneName.LIBRARY, tokens=False,
    )  # fmt: skip
    game.agents[alice.index] = ScriptedAgent([("cards", [giant])])
    search = _action(
        ir.Verb.SEARCH,
        zone=ir.ZoneName.LIBRARY,
        filter=wanted,
        count=ir.Count(ir.Relation.AT_MOST, 1),
        remember="found",
    )
    to_hand = _action(
        ir.Verb.MOVE, objects=ir.Mentioned("found"), zone=ir.ZoneName.HAND, remember="found"
    )
    res = _run(ir.Sequence((search, to_hand)), game, alice, source)
    (moved,) = res.recall("found")
    assert moved.zone == HAND and moved.name == "Hill Giant"


def test_move_to_the_battlefield_under_its_owner_and_to_the_bottom() -> None:
    game, alice, bob, source = _setup()
    giant = game.add_card(C.HILL_GIANT, bob, GRAVEYARD)
    back = _action(
        ir.Verb.MOVE, objects=ir.TargetObjects(0), zone=ir.ZoneName.BATTLEFIELD, under_owner=True
    )
    _run(back, game, alice, source, [[giant]])
    (returned,) = [o for o in game.permanents(bob) if o.name == "Hill Giant"]
    assert game.controller(returned) is bob
    bottom = _action(
        ir.Verb.MOVE, objects=ir.TargetObjects(0), zone=ir.ZoneName.LIBRARY, position="bottom"
    )
    _run(bottom, game, alice, source, [[returned]])
    assert game.library(bob)[-1].name == "Hill Giant"


def test_a_move_from_a_zone_moves_only_what_is_still_there() -> None:
    game, alice, _bob, source = _setup()
    move = _action(
        ir.Verb.MOVE,
        objects=ir.SourceObject(),
        from_zone=ir.ZoneName.GRAVEYARD,
        zone=ir.ZoneName.HAND,
    )
    _run(move, game, alice, source)
    assert source.zone == BATTLEFIELD  # not in the graveyard: nothing happens (CR 400.7)
    card = game.add_card(C.HILL_GIANT, alice, GRAVEYARD)
    _run(move, game, alice, card)
    assert [o.name for o in game.zone_objects(HAND, alice)] == ["Hill Giant"]


def test_return_to_hand_shuffle_into_and_exile() -> None:
    game, alice, bob, source = _setup()
    giant = game.add_card(C.HILL_GIANT, bob, BATTLEFIELD)
    _run(
        _action(ir.Verb.RETURN_TO_HAND, objects=ir.TargetObjects(0)), game, alice, source, [[giant]]
    )
    assert [o.name for o in game.zone_objects(HAND, bob)] == ["Hill Giant"]
    _run(_action(ir.Verb.SHUFFLE_INTO, objects=ir.SourceObject()), game, alice, source)
    assert len(game.library(alice)) == 21 and not game.is_live(source)
    wall = game.add_card(C.WALL, bob, BATTLEFIELD)
    exile = _action(ir.Verb.EXILE, objects=ir.TargetObjects(0), remember="gone")
    res = _run(exile, game, alice, source, [[wall]])
    assert [o.name for o in res.recall("gone")] == ["Wall of Omens"]
    assert res.recall("gone")[0].zone == EXILE


def test_exile_the_top_cards_choose_one_and_play_it_this_turn() -> None:
    game, alice, _bob, source = _setup()
    game.agents[alice.index] = ScriptedAgent(fallback=DefaultAgent())  # takes the first
    steps = (
        _action(ir.Verb.EXILE, objects=ir.TopOfLibrary(3, ir.Whose.YOU), remember="top"),
        _action(
            ir.Verb.CHOOSE,
            objects=ir.Mentioned("top", plural=True),
            count=ir.Count(ir.Relation.EXACTLY, 1),
            remember="one",
        ),
        _action(ir.Verb.ALLOW_PLAY, objects=ir.Mentioned("one")),
    )
    res = _run(ir.Sequence(steps), game, alice, source)
    assert len(res.recall("top")) == 3 and all(o.zone == EXILE for o in res.recall("top"))
    (chosen,) = res.recall("one")
    assert chosen is res.recall("top")[0]
    (permission,) = chosen.permissions
    assert (permission.player, permission.kind, permission.until_turn) == (alice, "play", game.turn)
    assert all(not o.permissions for o in res.recall("top")[1:])


def test_reveal_and_look_at_are_logged() -> None:
    game, alice, _bob, source = _setup()
    top = game.library(alice)[0]
    _run(_action(ir.Verb.LOOK_AT, objects=ir.TopOfLibrary(1, ir.Whose.YOU)), game, alice, source)
    assert any(f"looks at the top of their library: {top}" in str(e) for e in game.log)
    _run(_action(ir.Verb.REVEAL, objects=ir.TopOfLibrary(1, ir.Whose.YOU)), game, alice, source)
    (revealed,) = events(game, Revealed)
    assert (revealed.player, revealed.cards) == (alice, [top])


def test_choose_a_creature_then_destroy_it() -> None:
    """ "choose a creature. Destroy it." (issue 7, bug 6): the chosen one, not the source."""
    game, alice, bob, source = _setup()
    giant = game.add_card(C.HILL_GIANT, bob, BATTLEFIELD)
    game.agents[alice.index] = ScriptedAgent([("choose", [giant])])
    chosen = ir.ChosenObjects(ir.Count(ir.Relation.EXACTLY, 1), CREATURES, YOU, key="c")
    steps = (
        _action(ir.Verb.CHOOSE, objects=chosen),
        _action(ir.Verb.DESTROY, objects=ir.Mentioned("c")),
    )
    _run(ir.Sequence(steps), game, alice, source)
    assert not game.is_live(giant) and game.is_live(source)


# ---- composites ------------------------------------------------------------------------------


def test_may_if_done_and_reflexive_follow_the_choice() -> None:
    draw = _action(ir.Verb.DRAW, amount=ir.Fixed(1))
    gain = _action(ir.Verb.GAIN_LIFE, amount=ir.Fixed(5))
    effect = ir.Sequence(
        (
            ir.MayDo(YOU, draw, "Draw?"),
            ir.IfDone(gain),
            ir.ReflexiveTrigger(_action(ir.Verb.LOSE_LIFE, players=OPPONENTS, amount=ir.Fixed(1))),
        )
    )
    for answer, hand, life in ((False, 0, 20), (True, 1, 25)):
        game, alice, _bob, source = _setup()
        game.agents[alice.index] = ScriptedAgent([("may", answer)])
        _run(effect, game, alice, source)
        assert (len(game.zone_objects(HAND, alice)), alice.life) == (hand, life)
        assert len(game.pending) == (1 if answer else 0)  # the reflexive trigger (CR 603.12)


def test_instead_applies_when_the_object_was_cast_from_the_named_zone() -> None:
    game, alice, _bob, source = _setup()
    effect = ir.Instead(
        usual=_action(ir.Verb.DRAW, amount=ir.Fixed(1)),
        replacement=_action(ir.Verb.DRAW, amount=ir.Fixed(2)),
        objects=ir.SourceObject(),
        cast_from=(ir.ZoneName.LIBRARY,),
    )
    _run(effect, game, alice, source)
    assert len(game.zone_objects(HAND, alice)) == 1
    source.note["cast_from"] = "library"
    _run(effect, game, alice, source)
    assert len(game.zone_objects(HAND, alice)) == 3


def test_modes_and_each_player() -> None:
    game, alice, bob, source = _setup()
    modes = ir.Modes(
        ir.Count(ir.Relation.EXACTLY, 1),
        (_action(ir.Verb.GAIN_LIFE, amount=ir.Fixed(1)), _action(ir.Verb.DRAW, amount=ir.Fixed(1))),
    )
    _run(modes, game, alice, source, modes=[1])
    assert alice.life == 20 and len(game.zone_objects(HAND, alice)) == 1
    each = ir.ForEachPlayer(
        ir.Players("each_player"),
        _action(
            ir.Verb.LOSE_LIFE,
            players=ir.Players("mentioned", key="each_player"),
            amount=ir.Fixed(2),
        ),
    )
    _run(each, game, alice, source)
    assert (alice.life, bob.life) == (18, 18)


# ---- continuous effects ----------------------------------------------------------------------


def test_timed_continuous_effects_end_with_the_turn() -> None:
    game, alice, bob, source = _setup()
    giant = game.add_card(C.HILL_GIANT, bob, BATTLEFIELD)
    target = ir.TargetObjects(0)
    eot = ir.Duration.END_OF_TURN
    game.start(active=alice)
    _run(ir.ModifyPT(target, 2, 1, eot), game, alice, source, [[giant]])
    assert (game.chars(giant).power, game.chars(giant).toughness) == (5, 4)
    _run(ir.GainAbilities(target, (ir.KeywordName("flying"),), eot), game, alice, source, [[giant]])
    assert "flying" in game.chars(giant).abilities
    _run(ir.GainControl(YOU, target, eot), game, alice, source, [[giant]])
    assert game.controller(giant) is alice
    frog = ir.Characteristics(subtypes=("frog",), colors=("U",), power=1, toughness=1)
    _run(ir.LoseAllAbilities(target, eot), game, alice, source, [[giant]])
    _run(ir.Become(target, frog, False, eot), game, alice, source, [[giant]])
    chars = game.chars(giant)
    # Layer 7b sets 1/1, then 7c adds +2/+1 (CR 613.4); it lost flying (layer 6, in order).
    assert (chars.power, chars.toughness, "flying" in chars.abilities) == (3, 2, False)
    assert set(chars.colors) == {"U"}
    assert "frog" in chars.subtypes and "giant" not in chars.subtypes  # CR 205.1a


# ---- through the compiler --------------------------------------------------------------------

HATCHING = (
    "Dragon Hatching {R}\n"
    "Sorcery\n"
    'Create a 2/2 red Dragon creature token with flying and "{R}: This creature gets +1/+0 '
    'until end of turn."\n'
)


def test_a_spell_creates_a_token_with_a_quoted_ability_that_works() -> None:
    """The token's quoted activated ability (CR 111.4, 113.2c) is IR, built by the runtime
    with the token."""
    from karlov.compiler.library import CardLibrary

    library = CardLibrary.from_texts([HATCHING])
    (spell,) = library.compiled("Dragon Hatching").ir.abilities
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Action)
    token = spell.effect.token
    assert token is not None and token.characteristics is not None
    flying, pump = token.characteristics.abilities
    assert flying == ir.KeywordName("flying") and isinstance(pump, ir.ActivatedAbility)
    game, alice, _bob = new_game()
    for _ in range(2):
        game.add_card(C.MOUNTAIN, alice, BATTLEFIELD)
    card = game.add_card(library.definition("Dragon Hatching"), alice, HAND)
    game.start(active=alice)
    game.cast(alice, card)
    game.resolve_stack()
    (dragon,) = [o for o in game.permanents(alice) if o.name == "Dragon Token"]
    assert "flying" in game.chars(dragon).abilities and game.chars(dragon).power == 2
    game.activate(alice, dragon)
    game.resolve_stack()
    assert game.chars(dragon).power == 3


GRANTER = (
    "Borrowed Spark {R}\n"
    "Instant\n"
    'Until end of turn, target creature gains "{T}: This creature deals 1 damage to any '
    'target."\n'
)


def test_a_spell_grants_a_quoted_ability_until_end_of_turn() -> None:
    """A granted activated ability (CR 113.2c) is IR, built by the runtime as the effect
    resolves."""
    from karlov.compiler.library import CardLibrary

    library = CardLibrary.from_texts([GRANTER])
    (spell,) = library.compiled("Borrowed Spark").ir.abilities
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.GainAbilities)
    (granted,) = spell.effect.abilities
    assert isinstance(granted, ir.ActivatedAbility) and granted.cost.tap
    game, alice, bob = new_game()
    game.add_card(C.MOUNTAIN, alice, BATTLEFIELD)
    bears = game.add_card(C.GRIZZLY_BEARS, alice, BATTLEFIELD)
    card = game.add_card(library.definition("Borrowed Spark"), alice, HAND)
    game.start(active=alice)
    game.cast(alice, card, targets=[bears])
    game.resolve_stack()
    game.activate(alice, bears, targets=[bob])
    game.resolve_stack()
    assert bob.life == 19


def test_the_top_of_a_library_other_than_yours_is_refused_not_misread() -> None:
    game, alice, _bob, source = _setup()
    look = _action(ir.Verb.LOOK_AT, objects=ir.TopOfLibrary(1, ir.Whose.OPPONENT))
    with pytest.raises(TypeError, match="opponent's library"):
        _run(look, game, alice, source)


def test_a_reflexive_trigger_has_its_own_targets_and_may_not_name_its_makers() -> None:
    """CR 603.12: a reflexive trigger's targets are chosen as it is put on the stack, after
    the ability that made it resolved: they are its own (numbered from 0 in it), none of its
    maker's. One that names a target of the ability that made it is refused at the reflexive
    trigger (C001), rather than played with a target its maker chose."""
    import karlov

    own = (
        "Grim Bargain {B}\nSorcery\n"
        "You may sacrifice a creature. When you do, destroy target creature.\n"
    )
    (card,) = karlov.parse(own)
    compiled = karlov.compile_card(card).ir
    assert compiled is not None
    (spell,) = compiled.abilities
    assert isinstance(spell, ir.SpellAbility) and spell.targets == ()  # not the spell's
    (reflexive,) = [
        step
        for step in spell.effect.steps  # type: ignore[union-attr]
        if isinstance(step, ir.ReflexiveTrigger)
    ]
    assert len(reflexive.targets) == 1
    assert reflexive.effect.objects == ir.TargetObjects(0)  # type: ignore[union-attr]
    makers = (
        "Grim Offer {B}\nSorcery\nTap target creature. You may pay {1}. When you do, destroy it.\n"
    )
    refused = [d for d in karlov.check(makers) if d.code == "C001"]
    assert [d.message for d in refused] == [
        "the rules runtime cannot execute this yet: a reflexive trigger naming a target of the "
        "ability that made it"
    ]


def test_a_target_card_in_your_graveyard_is_one_of_yours() -> None:
    """CR 115.1: "target creature card in your graveyard" — an opponent's card is not one."""
    from karlov.runtime.build import target_spec

    game, alice, bob, source = _setup()
    mine, theirs = (game.add_card(C.HILL_GIANT, p, GRAVEYARD) for p in (alice, bob))
    in_your_graveyard = ir.ObjectFilter(
        "creature card in your graveyard", ("card", "creature"),
        types=(ir.TypeTest(("creature",)),), zone=ir.ZoneName.GRAVEYARD,
        zone_owner=ir.Whose.YOU, tokens=False,
    )  # fmt: skip
    spec = target_spec(ir.TargetSpec("target creature card", 1, 1, filter=in_your_graveyard))
    assert spec.zones == (GRAVEYARD,)
    ctx = Resolution(game, source, alice)
    assert game._target_candidates(spec, ctx) == [mine]
    assert theirs not in game._target_candidates(spec, ctx)
