"""phase.rs forms added for breadth in session 34 (issue 22): general filter forms -- "a card
named X" (CR 201.2), "a permanent card" (CR 110.4), "a Mountain or Plains card" searched for
(CR 205.3, 701.23) and "all artifacts and enchantments" (CR 701.8a). For each, the face karlov
writes is read back as phase loads it (every field the IR states, ``_face``), and a game in
``phase-python`` shows the engine finds exactly the cards the text names."""

from __future__ import annotations

import pytest

phase = pytest.importorskip("phase", reason="phase-python (the extra 'phase') is not installed")

from .test_phase_breadth import _face, _game, _pay  # noqa: E402

# ---- searching for a card named X, a permanent card, one subtype or another ----------------

NAMED = ("Probe Caller {2}{G}\nSorcery\nSearch your library for a card named Grizzly Bears, "
         "reveal it, put it into your hand, then shuffle.")  # fmt: skip
PERMANENT = ("Probe Scout {2}{G}\nSorcery\nSearch your library for a Bear permanent card with "
             "mana value 2 or less, put it onto the battlefield, then shuffle.")  # fmt: skip
EITHER = ("Probe Mesa {2}{G}\nSorcery\nSearch your library for a Mountain or Forest card, put "
          "it into your hand, then shuffle.")  # fmt: skip


def _searched(text: str) -> dict:
    (spell,) = _face(text)["abilities"]
    assert spell["effect"]["type"] == "SearchLibrary"
    return spell["effect"]["filter"]


def test_a_card_named_x_is_phases_named_property() -> None:
    assert _searched(NAMED)["properties"] == [{"type": "Named", "name": "Grizzly Bears"}]


def test_a_permanent_card_is_phases_permanent_type_filter() -> None:
    searched = _searched(PERMANENT)
    assert searched["type_filters"] == ["Permanent", {"Subtype": "Bear"}]
    assert searched["properties"] == [
        {"type": "Cmc", "comparator": "LE", "value": {"type": "Fixed", "value": 2}}
    ]


def test_one_subtype_or_another_is_an_or_of_the_two() -> None:
    searched = _searched(EITHER)
    assert searched["type"] == "Or"
    assert [f["type_filters"] for f in searched["filters"]] == [
        [{"Subtype": "Mountain"}],
        [{"Subtype": "Forest"}],
    ]


def _found(text: str, name: str, deck: tuple[str, ...] = ()) -> list[str]:
    """The names of the cards phase offers to the search of the spell named ``name``."""
    game = _game(_face(text), deck=deck)
    _pay(game, 3)
    game.cast(game.put(name, "Hand"))
    game.pass_until(lambda g: g.game.waiting_for()["type"] == "SearchChoice", limit=20)
    offered = game.game.waiting_for()["data"]["cards"]
    return sorted({game.object(i)["name"] for i in offered})


def test_the_named_search_offers_only_cards_of_that_name() -> None:
    assert _found(NAMED, "Probe Caller") == ["Grizzly Bears"]


def test_the_permanent_card_search_offers_the_bears_not_the_lands() -> None:
    assert _found(PERMANENT, "Probe Scout") == ["Grizzly Bears"]


def test_the_either_subtype_search_offers_the_mountains() -> None:
    # the library holds Mountains and Grizzly Bears (no Forest): only the Mountains qualify
    assert _found(EITHER, "Probe Mesa") == ["Mountain"]


# ---- an instruction to every permanent of one type or another --------------------------------

PURGE = "Probe Purge {3}{W}\nSorcery\nDestroy all creatures and lands."


def test_destroy_all_of_two_types_is_an_or_and_destroys_both() -> None:
    (spell,) = _face(PURGE)["abilities"]
    assert spell["effect"]["type"] == "DestroyAll"
    assert spell["effect"]["target"]["type"] == "Or"
    game = _game(_face(PURGE))
    bears = game.put("Grizzly Bears", "Battlefield")
    mountain = game.put("Mountain", "Battlefield")
    _pay(game, 4)
    game.cast(game.put("Probe Purge", "Hand"))
    game.resolve_stack()
    assert game.object(bears)["zone"] == "Graveyard"
    assert game.object(mountain)["zone"] == "Graveyard"


# ---- "damage equal to its power", "gain life equal to its toughness" (CR 208.3) -------------

OUPHE = ("Probe Ouphe {2}{G}\nCreature — Faerie\n{T}: This creature deals damage equal to its "
         "power to target creature.\n3/4")  # fmt: skip
MONK = "Probe Monk {2}{W}\nCreature — Human\n{T}: You gain life equal to its toughness.\n1/4"


def test_its_power_is_phases_power_of_the_source() -> None:
    (ability,) = _face(OUPHE)["abilities"]
    assert ability["effect"]["amount"] == {
        "type": "Ref",
        "qty": {"type": "Power", "scope": {"type": "Source"}},
    }


def test_the_source_deals_damage_equal_to_its_power() -> None:
    game = _game(_face(OUPHE))
    ouphe = game.put("Probe Ouphe", "Battlefield")
    bears = game.put("Grizzly Bears", "Battlefield", owner=1)
    game.ready(ouphe)
    game.activate(ouphe)
    game.choose("ChooseTarget", target={"Object": bears})
    game.resolve_stack()
    assert game.object(bears)["zone"] == "Graveyard"  # 3 damage to a 2/2


def test_the_controller_gains_life_equal_to_the_sources_toughness() -> None:
    (ability,) = _face(MONK)["abilities"]
    assert ability["effect"]["amount"]["qty"] == {"type": "Toughness", "scope": {"type": "Source"}}
    game = _game(_face(MONK))
    monk = game.put("Probe Monk", "Battlefield")
    life = game.life(0)
    game.ready(monk)
    game.activate(monk)
    game.resolve_stack()
    assert game.life(0) == life + 4


# ---- "As an additional cost to cast this spell, sacrifice a creature." (CR 601.2b, 601.2f-h) ---

ALTAR = ("Probe Altar {1}{B}\nInstant\nAs an additional cost to cast this spell, sacrifice a "
         "creature.\nDestroy target creature.")  # fmt: skip


def test_an_additional_cost_is_the_faces_required_cost() -> None:
    face = _face(ALTAR)
    assert face["additional_cost"] == {
        "type": "Required",
        "data": {
            "type": "Sacrifice",
            "target": {
                "type": "Typed",
                "type_filters": ["Creature"],
                "controller": None,
                "properties": [],
            },
            "count": 1,
        },
    }


def test_casting_the_spell_sacrifices_a_creature_as_it_is_cast() -> None:
    game = _game(_face(ALTAR))
    mine = game.put("Grizzly Bears", "Battlefield")
    theirs = game.put("Grizzly Bears", "Battlefield", owner=1)
    _pay(game, 1)
    game.cast(game.put("Probe Altar", "Hand"), targets=[{"Object": theirs}])
    game.pass_until(lambda g: g.game.waiting_for()["type"] == "Priority", limit=10)
    # paid before the spell resolves (CR 601.2h): the creature is already gone
    assert game.object(mine)["zone"] == "Graveyard"
    game.resolve_stack()
    assert game.object(theirs)["zone"] == "Graveyard"


def test_without_a_creature_to_sacrifice_the_spell_cannot_be_cast() -> None:
    game = _game(_face(ALTAR))
    _pay(game, 1)
    altar = game.put("Probe Altar", "Hand")
    assert not any(a[0] == "CastSpell" and a[1]["object_id"] == altar for a in game.legal())


# ---- Typecycling (CR 702.29e) -----------------------------------------------------------------

DRAKE = ("Probe Drake {4}{R}\nCreature — Drake\nFlying\nMountaincycling {2}\nBasic landcycling "
         "{1}{R}\n4/4")  # fmt: skip


def test_typecycling_is_phases_keyword_with_its_search_from_the_hand() -> None:
    face = _face(DRAKE)
    assert face["keywords"][1:] == [
        {"Typecycling": {"cost": {"type": "Cost", "shards": [], "generic": 2},
                         "subtype": "Mountain"}},
        {"Typecycling": {"cost": {"type": "Cost", "shards": ["Red"], "generic": 1},
                         "subtype": "Basic Land"}},
    ]  # fmt: skip
    searches = [a for a in face["abilities"] if a.get("activation_zone") == "Hand"]
    assert [a["effect"]["filter"]["type_filters"] for a in searches] == [
        [{"Subtype": "Mountain"}],
        ["Land"],
    ]


def test_mountaincycling_discards_the_card_and_finds_a_mountain() -> None:
    game = _game(_face(DRAKE))
    drake = game.put("Probe Drake", "Hand")
    _pay(game, 2)
    game.activate(drake)
    game.pass_until(lambda g: g.game.waiting_for()["type"] == "SearchChoice", limit=20)
    offered = game.game.waiting_for()["data"]["cards"]
    assert {game.object(i)["name"] for i in offered} == {"Mountain"}
    game.choose("SelectCards", cards=[offered[0]])
    game.resolve_stack()
    assert game.object(drake)["zone"] == "Graveyard"
    assert game.object(offered[0])["zone"] == "Hand"


# ---- "It doesn't untap during its controller's next untap step." (CR 502.3) ------------------

FROST = ("Probe Frost {1}{U}\nInstant\nTap target creature. It doesn't untap during its "
         "controller's next untap step.")  # fmt: skip


def test_skipping_the_next_untap_is_cant_untap_until_the_controllers_next_untap_step() -> None:
    (spell,) = _face(FROST)["abilities"]
    effect = spell["sub_ability"]["effect"]
    assert effect["type"] == "GenericEffect"
    assert effect["duration"] == {
        "UntilNextStepOf": {"step": "Untap", "player": {"type": "Controller"}}
    }
    assert [s["mode"] for s in effect["static_abilities"]] == ["CantUntap"]


@pytest.mark.parametrize(("owner", "skipped", "untapped"), [(1, 2, 4), (0, 3, 5)])
def test_the_creature_stays_tapped_through_its_controllers_next_untap_step_only(
    owner: int, skipped: int, untapped: int
) -> None:
    """Tapped on turn 1; its controller's next untap step is on turn 2 (the opponent's) or
    turn 3 (ours): it stays tapped through that one and untaps in the one after."""
    game = _game(_face(FROST))
    bears = game.put("Grizzly Bears", "Battlefield", owner=owner)
    _pay(game, 1)
    game.cast(game.put("Probe Frost", "Hand"))  # the one creature: the target
    game.resolve_stack()
    assert game.object(bears)["tapped"]
    for turn, tapped in ((skipped, True), (untapped, False)):
        game.pass_until(lambda g, t=turn: g.turn == t and g.step == "Upkeep", limit=400)
        assert game.object(bears)["tapped"] is tapped, turn


# ---- "You gain life equal to its toughness": of the one target (CR 608.2h) ------------------

CHASTISE = ("Probe Chastise {1}{W}\nInstant\nExile target creature. You gain life equal to its "
            "toughness.")  # fmt: skip


def test_its_toughness_is_phases_toughness_of_the_target() -> None:
    (spell,) = _face(CHASTISE)["abilities"]
    assert spell["sub_ability"]["effect"]["amount"] == {
        "type": "Ref",
        "qty": {"type": "Toughness", "scope": {"type": "Target"}},
    }


def test_the_life_gained_is_the_exiled_creatures_toughness() -> None:
    game = _game(_face(CHASTISE))
    bears = game.put("Grizzly Bears", "Battlefield", owner=1)
    _pay(game, 1)
    life = game.life(0)
    game.cast(game.put("Probe Chastise", "Hand"))
    game.resolve_stack()
    assert game.object(bears)["zone"] == "Exile"
    assert game.life(0) == life + 2  # the 2/2's toughness, as it last existed (CR 608.2h)


# ---- "equal to the sacrificed creature's toughness" (CR 602.2b, 608.2h) ---------------------

VALLEY = ("Probe Valley {2}\nArtifact\n{T}, Sacrifice a creature: You gain life equal to the "
          "sacrificed creature's toughness.")  # fmt: skip


def test_the_sacrificed_creatures_toughness_is_phases_cost_paid_object() -> None:
    (ability,) = _face(VALLEY)["abilities"]
    assert ability["effect"]["amount"]["qty"] == {
        "type": "Toughness",
        "scope": {"type": "CostPaidObject"},
    }


def test_the_life_gained_is_the_sacrificed_creatures_toughness() -> None:
    game = _game(_face(VALLEY))
    valley = game.put("Probe Valley", "Battlefield")
    bears = game.put("Grizzly Bears", "Battlefield")
    life = game.life(0)
    game.activate(valley)
    game.pass_until(lambda g: g.object(bears)["zone"] == "Graveyard", limit=10)
    game.resolve_stack()
    assert game.life(0) == life + 2  # the 2/2's toughness, as it last existed


# ---- "return a red or green creature you control to its owner's hand" (CR 105.2, 608.2d) ----

SHRIEKER = ("Probe Shrieker {3}\nArtifact Creature — Gargoyle\nWhen this creature enters, return "
            "a red or green creature you control to its owner's hand.\n2/2")  # fmt: skip


def test_a_chosen_creature_of_one_color_or_another_is_an_or() -> None:
    (trigger,) = _face(SHRIEKER)["triggers"]
    bounce = trigger["execute"]["effect"]
    assert (bounce["type"], bounce["target"]["type"]) == ("Bounce", "Or")
    assert [f["properties"] for f in bounce["target"]["filters"]] == [
        [{"type": "HasColor", "color": "Red"}],
        [{"type": "HasColor", "color": "Green"}],
    ]


def test_the_green_bears_return_and_the_colorless_shrieker_stays() -> None:
    game = _game(_face(SHRIEKER))
    bears = game.put("Grizzly Bears", "Battlefield")
    _pay(game, 3)
    shrieker = game.put("Probe Shrieker", "Hand")
    game.cast(shrieker)
    game.resolve_stack()
    assert game.object(bears)["zone"] == "Hand"
    assert game.object(shrieker)["zone"] == "Battlefield"
