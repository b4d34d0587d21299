"""phase.rs forms added for breadth (issue 22): for one card of each form, the exact face
karlov writes, its read-back as phase loads it (``phase_model``: every field the IR states),
and for forms with behaviour a game in ``phase-python`` showing that it does what the text
says. A form whose phase meaning differs from the IR stays a gap, named here."""

from __future__ import annotations

import pytest

import karlov.ir as ir
from karlov import compile_card, parse
from karlov.targets import phase_format as P
from karlov.targets.phase import PhaseGenerator

from .card_model import differences, ir_model, normalized

phase = pytest.importorskip("phase", reason="phase-python (the extra 'phase') is not installed")

from .phase_cards import bears, mountain, shock  # noqa: E402
from .phase_harness import PhaseGame, load_engine, new_game  # noqa: E402
from .phase_model import loaded_objects, phase_model, search_steps, two_player_reading  # noqa: E402


def _card(text: str) -> ir.Card:
    (card,) = parse(text, "probe.card")
    compiled = compile_card(card)
    assert compiled.ir is not None, [d.message for d in compiled.diagnostics]
    return compiled.ir


def _face(text: str) -> P.Json:
    """The card's face, written in full and read back as its IR."""
    card = _card(text)
    output = PhaseGenerator().generate(card)
    assert output.gaps == (), [g.message for g in output.gaps]
    loaded = loaded_objects([output.payload])[card.name]
    expected = normalized(two_player_reading(ir_model(card)), split_statics=True)
    actual = normalized(search_steps(phase_model(loaded, output.payload)), split_statics=True)
    assert differences(expected, actual) == []
    return output.payload


def _gap(text: str) -> str:
    (gap,) = PhaseGenerator().generate(_card(text)).gaps
    assert gap.code in ("T001", "T002", "T003")
    return gap.message


def _game(face: P.Json, *extra: P.Json, deck: tuple[str, ...] = ()) -> PhaseGame:
    engine = load_engine(P.card_data_json([mountain(), bears(), face, *extra]))
    names = [*[face["name"]] * 4, *deck, *["Grizzly Bears"] * 8, *["Mountain"] * 20]
    game = new_game(engine, names, [*["Grizzly Bears"] * 12, *["Mountain"] * 20])
    game.go_to("PreCombatMain")
    return game


def _pay(game: PhaseGame, mana: int) -> None:
    game.add_mana(0, ["Colorless"] * mana + ["White", "Blue", "Black", "Red", "Green"])


# ---- Auras and Equipment (CR 303.4, 301.5, 702.5, 702.6) ------------------------------------

AURA = ("Probe Aura {1}{W}\nEnchantment — Aura\nEnchant creature\n"
        "Enchanted creature gets +2/+2 and has flying.")  # fmt: skip
EQUIPMENT = "Probe Gear {1}\nArtifact — Equipment\nEquipped creature gets +2/+0.\nEquip {2}"
AURA_TRIGGER = ("Probe Omen {1}{B}\nEnchantment — Aura\nEnchant creature you control\n"
                "Whenever enchanted creature attacks, you draw a card.")  # fmt: skip


def test_an_aura_is_its_enchant_keyword_and_a_static_on_the_enchanted_creature() -> None:
    face = _face(AURA)
    assert face["keywords"] == [{"Enchant": P.typed_filter(["Creature"])}]
    enchanted = P.typed_filter(["Creature"], None, [{"type": "EnchantedBy"}])
    assert [s["affected"] for s in face["static_abilities"]] == [enchanted, enchanted]
    assert [s["modifications"] for s in face["static_abilities"]] == [
        [{"type": "AddPower", "value": 2}, {"type": "AddToughness", "value": 2}],
        [{"type": "AddKeyword", "keyword": "Flying"}],
    ]


def test_an_equipment_is_its_equip_ability_and_a_static_on_the_equipped_creature() -> None:
    face = _face(EQUIPMENT)
    (equip,) = face["abilities"]
    assert equip["ability_tag"] == {"type": "Equip"}
    assert equip["effect"] == {"type": "Attach", "target": P.typed_filter(["Creature"], "You"),
                               "selection": {"at_resolution": {}}}  # fmt: skip
    assert equip["cost"] == P.mana_cost_payment("{2}")
    assert equip["activation_restrictions"] == [{"type": "AsSorcery"}]  # CR 702.6a
    (static,) = face["static_abilities"]
    assert static["affected"] == P.typed_filter(["Creature"], None, [{"type": "EquippedBy"}])


def test_a_trigger_of_the_enchanted_creature_is_phases_attached_to() -> None:
    face = _face(AURA_TRIGGER)
    assert face["keywords"] == [{"Enchant": P.typed_filter(["Creature"], "You")}]
    (trigger,) = face["triggers"]
    assert trigger["mode"] == "Attacks" and trigger["valid_card"] == {"type": "AttachedTo"}


def test_an_aura_cast_on_a_creature_gives_it_what_the_text_says() -> None:
    game = _game(_face(AURA))
    bear = game.put("Grizzly Bears", "Battlefield")
    theirs = game.put("Grizzly Bears", "Battlefield", owner=1)
    aura = game.put("Probe Aura", "Hand")
    _pay(game, 1)
    game.cast(aura, targets=[{"Object": bear}])
    game.resolve_stack()
    assert game.power_toughness(bear) == (4, 4)
    assert "Flying" in game.object(bear)["keywords"]
    assert game.power_toughness(theirs) == (2, 2)


def test_equip_attaches_the_equipment_and_it_pumps_only_the_equipped_creature() -> None:
    game = _game(_face(EQUIPMENT))
    bear, other = game.put("Grizzly Bears", "Battlefield"), game.put("Grizzly Bears", "Battlefield")
    gear = game.put("Probe Gear", "Battlefield")
    assert game.power_toughness(bear) == (2, 2)
    _pay(game, 2)
    game.activate(gear)
    game.choose("ChooseTarget", target={"Object": bear})  # either of your creatures
    game.resolve_stack()
    assert game.power_toughness(bear) == (4, 2)
    assert game.power_toughness(other) == (2, 2)


# ---- restrictions and requirements (CR 302.6, 508.1c-d, 509.1b) ------------------------------

FETTERS = ("Probe Fetters {1}{W}\nEnchantment — Aura\nEnchant creature\n"
           "Enchanted creature can't attack or block.")  # fmt: skip
WALL_SKIPPER = ("Probe Skipper {1}{U}\nCreature — Illusion\nThis creature can't be blocked "
                "except by creatures with flying.\nThis creature attacks each combat if able.\n"
                "2/1")  # fmt: skip


def test_a_restriction_is_phases_static_mode_on_the_affected_creatures() -> None:
    enchanted = P.typed_filter(["Creature"], None, [{"type": "EnchantedBy"}])
    face = _face(FETTERS)
    assert [(s["mode"], s["affected"]) for s in face["static_abilities"]] == [
        ("CantAttack", enchanted), ("CantBlock", enchanted)]  # fmt: skip
    face = _face(WALL_SKIPPER)
    flyers = P.typed_filter(["Creature"], None, [{"type": "WithKeyword", "value": "Flying"}])
    assert [(s["mode"], s["affected"]) for s in face["static_abilities"]] == [
        ({"CantBeBlockedExceptBy": {"kind": {"Quality": flyers}}}, P.self_ref()),
        ("MustAttack", P.self_ref()),
    ]


def test_a_creature_that_cant_attack_is_not_offered_as_an_attacker() -> None:
    game = _game(_face(FETTERS))
    bear, other = game.put("Grizzly Bears", "Battlefield"), game.put("Grizzly Bears", "Battlefield")
    game.ready(bear)
    game.ready(other)
    _pay(game, 1)
    game.cast(game.put("Probe Fetters", "Hand"), targets=[{"Object": bear}])
    game.resolve_stack()
    game.pass_until(lambda g: g.game.waiting_for()["type"] == "DeclareAttackers", limit=60)
    assert game.game.waiting_for()["data"]["valid_attacker_ids"] == [other]
    with pytest.raises(ValueError, match="can't attack"):
        game.attack([bear])


def test_a_restriction_lifted_by_unless_stays_a_gap() -> None:
    text = ("Probe {2}{U}\nCreature — Giant\nThis creature can't attack unless you control "
            "another Giant.\n3/3")  # fmt: skip
    assert "a rule that applies 'unless …'" in _gap(text)


# ---- filters: keywords (CR 702.1) -------------------------------------------------------------

PLUCK = "Probe Pluck {1}{G}\nInstant\nDestroy target creature with flying."
BIRD = "Probe Bird {W}\nCreature — Bird\nFlying\n1/1"


def test_a_creature_with_a_keyword_is_phases_with_keyword_property() -> None:
    (spell,) = _face(PLUCK)["abilities"]
    flying = [{"type": "WithKeyword", "value": "Flying"}]
    assert spell["effect"]["target"] == P.typed_filter(["Creature"], None, flying)
    text = "Probe Net {G}\nInstant\nDestroy target creature without flying."
    (spell,) = _face(text)["abilities"]
    assert spell["effect"]["target"]["properties"] == [
        {"type": "WithoutKeyword", "value": "Flying"}
    ]


def test_only_a_creature_with_flying_can_be_targeted() -> None:
    game = _game(_face(PLUCK), _face(BIRD), deck=("Probe Bird",) * 4)
    bear = game.put("Grizzly Bears", "Battlefield")
    birds = [game.put("Probe Bird", "Battlefield"), game.put("Probe Bird", "Battlefield")]
    _pay(game, 1)
    game.cast(game.put("Probe Pluck", "Hand"))
    offered = [a[1]["target"] for a in game.legal() if a[0] == "ChooseTarget"]
    assert offered == [{"Object": bird} for bird in birds]
    game.choose("ChooseTarget", target={"Object": birds[0]})
    game.resolve_stack()
    assert game.battlefield_ids("Probe Bird") == [birds[1]]
    assert game.battlefield_ids("Grizzly Bears") == [bear]


# ---- every permanent a filter names (CR 701.8a, 120.3, 122.6, 701.26) -------------------------

QUAKE = "Probe Quake {1}{R}\nSorcery\nProbe Quake deals 2 damage to each creature and each player."
CALM = "Probe Calm {W}\nInstant\nTap all creatures your opponents control."
WRATH = "Probe Wrath {2}{W}{W}\nSorcery\nDestroy all creatures. They can't be regenerated."


def test_an_instruction_to_every_object_is_phases_all_form() -> None:
    creatures = P.typed_filter(["Creature"])
    (spell,) = _face(QUAKE)["abilities"]
    assert spell["effect"] == {"type": "DamageAll", "amount": P.fixed(2), "target": creatures,
                               "player_filter": {"type": "All"}}  # fmt: skip
    (spell,) = _face(CALM)["abilities"]
    theirs = P.typed_filter(["Creature"], "Opponent")
    assert spell["effect"] == {"type": "SetTapState", "target": theirs, "scope": {"type": "All"},
                               "state": {"type": "Tap"}}  # fmt: skip
    (spell,) = _face(WRATH)["abilities"]
    assert spell["effect"] == {"type": "DestroyAll", "target": creatures, "cant_regenerate": True}


def test_damage_to_each_creature_and_each_player_reaches_them_all() -> None:
    game = _game(_face(QUAKE))
    mine = game.put("Grizzly Bears", "Battlefield")
    theirs = game.put("Grizzly Bears", "Battlefield", owner=1)
    _pay(game, 1)
    game.cast(game.put("Probe Quake", "Hand"))
    game.resolve_stack()
    assert game.ids_named("Grizzly Bears", zone="Battlefield") == []
    assert {game.object(mine)["zone"], game.object(theirs)["zone"]} == {"Graveyard"}
    assert (game.life(0), game.life(1)) == (18, 18)


def test_tap_all_taps_only_the_opponents_creatures() -> None:
    game = _game(_face(CALM))
    mine = game.put("Grizzly Bears", "Battlefield")
    theirs = game.put("Grizzly Bears", "Battlefield", owner=1)
    _pay(game, 0)
    game.cast(game.put("Probe Calm", "Hand"))
    game.resolve_stack()
    assert (game.object(mine)["tapped"], game.object(theirs)["tapped"]) == (False, True)


# ---- filters: state, bounds and "other" (CR 110.5, 208.1, 202.3, 506.4, 509.1g) ---------------

LORD = "Probe Lord {1}{W}\nCreature — Soldier\nOther creatures you control get +1/+1.\n2/2"
SMITE = "Probe Smite {W}\nInstant\nDestroy target creature with power 4 or greater."
GIANT = "Probe Giant {4}\nCreature — Giant\n4/4"


@pytest.mark.parametrize(
    ("target", "filter_"),
    [
        ("target tapped creature", P.typed_filter(["Creature"], None, [{"type": "Tapped"}])),
        ("target untapped creature", P.typed_filter(["Creature"], None, [{"type": "Untapped"}])),
        ("target creature with power 2 or less", P.typed_filter(["Creature"], None, [
            {"type": "PtComparison", "stat": "Power", "scope": "Current", "comparator": "LE",
             "value": P.fixed(2)}])),
        ("target creature with mana value 3 or greater", P.typed_filter(["Creature"], None, [
            {"type": "Cmc", "comparator": "GE", "value": P.fixed(3)}])),
        ("target attacking or blocking creature", {"type": "Or", "filters": [
            P.typed_filter(["Creature"], None, [{"type": "Attacking"}]),
            P.typed_filter(["Creature"], None, [{"type": "Blocking"}])]}),
    ],
)  # fmt: skip
def test_a_filters_state_and_bounds_are_phases_properties(target: str, filter_: P.Json) -> None:
    (spell,) = _face(f"Probe {{W}}\nInstant\nDestroy {target}.")["abilities"]
    assert spell["effect"]["target"] == filter_


def test_other_creatures_are_phases_another_and_the_source_is_not_pumped() -> None:
    face = _face(LORD)
    (static,) = face["static_abilities"]
    assert static["affected"] == P.typed_filter(["Creature"], "You", [{"type": "Another"}])
    game = _game(face)
    lord, bear = game.put("Probe Lord", "Battlefield"), game.put("Grizzly Bears", "Battlefield")
    theirs = game.put("Grizzly Bears", "Battlefield", owner=1)
    assert game.power_toughness(lord) == (2, 2)
    assert game.power_toughness(bear) == (3, 3)
    assert game.power_toughness(theirs) == (2, 2)


def test_only_a_creature_with_power_4_or_greater_can_be_targeted() -> None:
    game = _game(_face(SMITE), _face(GIANT), deck=("Probe Giant",) * 4)
    bear = game.put("Grizzly Bears", "Battlefield")
    giants = [game.put("Probe Giant", "Battlefield"), game.put("Probe Giant", "Battlefield")]
    _pay(game, 0)
    game.cast(game.put("Probe Smite", "Hand"))
    offered = [a[1]["target"] for a in game.legal() if a[0] == "ChooseTarget"]
    assert offered == [{"Object": giant} for giant in giants]
    assert {"Object": bear} not in offered


# ---- keywords with a parameter, regeneration, entering tapped / with counters -----------------

OGRE = ("Probe Ogre {1}{R}\nCreature — Ogre\nProtection from red\nCycling {2}\n"
        "{G}: Regenerate this creature.\n2/2")  # fmt: skip
GROVE = "Probe Grove\nLand\nThis land enters tapped.\n{T}: Add {G}."
HATCHLING = ("Probe Hatchling {1}{G}\nCreature — Hydra\nThis creature enters with two +1/+1 "
             "counters on it.\n0/0")  # fmt: skip


def test_protection_cycling_and_regeneration_are_phases_forms() -> None:
    face = _face(OGRE)
    assert face["keywords"] == [
        {"Protection": {"Color": "Red"}},
        {"Cycling": {"type": "Mana", "data": P.mana_cost("{2}")}},
    ]
    cycling, regenerate = face["abilities"]
    assert regenerate["effect"] == {"type": "Regenerate", "target": P.self_ref()}
    assert cycling["ability_tag"] == {"type": "Cycling"} and cycling["activation_zone"] == "Hand"
    assert cycling["effect"] == {
        "type": "Draw",
        "count": P.fixed(1),
        "target": {"type": "Controller"},
    }


def test_entering_tapped_or_with_counters_is_phases_moved_replacement() -> None:
    (replacement,) = _face(GROVE)["replacements"]
    assert replacement["event"] == "Moved" and replacement["destination_zone"] == "Battlefield"
    assert replacement["execute"]["effect"]["state"] == {"type": "Tap"}
    (replacement,) = _face(HATCHLING)["replacements"]
    counters = {"type": "PutCounter", "counter_type": "P1P1", "count": P.fixed(2),
                "target": P.self_ref()}  # fmt: skip
    assert replacement["execute"]["effect"] == counters


def test_a_land_that_enters_tapped_is_tapped_when_played() -> None:
    game = _game(_face(GROVE))
    land = game.put("Probe Grove", "Hand")
    game.choose("PlayLand", object_id=land)
    assert game.object(land)["zone"] == "Battlefield" and game.object(land)["tapped"] is True


def test_a_creature_that_enters_with_counters_is_cast_as_a_2_2() -> None:
    game = _game(_face(HATCHLING))
    _pay(game, 1)
    hatchling = game.put("Probe Hatchling", "Hand")
    game.cast(hatchling)
    game.resolve_stack()
    assert game.object(hatchling)["zone"] == "Battlefield"
    assert game.power_toughness(hatchling) == (2, 2)


def test_cycling_discards_the_card_from_the_hand_and_draws_one() -> None:
    game = _game(_face(OGRE))
    ogre = game.put("Probe Ogre", "Hand")
    hand = len(game.game.hand(0))
    _pay(game, 2)
    game.activate(ogre)
    game.resolve_stack()
    assert game.object(ogre)["zone"] == "Graveyard"
    assert len(game.game.hand(0)) == hand  # one card discarded, one drawn


def test_protection_from_red_cannot_be_targeted_by_a_red_spell() -> None:
    game = _game(_face(OGRE), shock(), deck=("Shock",) * 4)
    ogre, bear = game.put("Probe Ogre", "Battlefield"), game.put("Grizzly Bears", "Battlefield")
    _pay(game, 0)
    game.cast(game.put("Shock", "Hand"))
    offered = [a[1]["target"] for a in game.legal() if a[0] == "ChooseTarget"]
    assert {"Object": bear} in offered and {"Object": ogre} not in offered


# ---- "as long as" (CR 611.3a) -----------------------------------------------------------------

RECRUIT = ("Probe Recruit {W}\nCreature — Human Soldier\nProbe Recruit gets +2/+2 as long as you "
           "control two or more artifacts.\n1/1")  # fmt: skip
TRINKET = "Probe Trinket {1}\nArtifact\n{T}: Add {C}."


def test_as_long_as_is_phases_static_condition() -> None:
    (static,) = _face(RECRUIT)["static_abilities"]
    artifacts = P.typed_filter(["Artifact"], "You", [{"type": "InZone", "zone": "Battlefield"}])
    assert static["condition"] == P.quantity_comparison(
        P.quantity_ref(P.object_count(artifacts)), "GE", P.fixed(2))  # fmt: skip
    text = "Probe {1}{R}\nCreature — Ogre\nAs long as it's your turn, Probe has lifelink.\n2/2"
    (static,) = _face(text)["static_abilities"]
    assert static["condition"] == {"type": "DuringYourTurn"}


def test_a_static_ability_applies_only_as_long_as_its_condition_holds() -> None:
    game = _game(_face(RECRUIT), _face(TRINKET), deck=("Probe Trinket",) * 4)
    recruit = game.put("Probe Recruit", "Battlefield")
    game.put("Probe Trinket", "Battlefield")
    assert game.power_toughness(recruit) == (1, 1)
    game.put("Probe Trinket", "Battlefield")
    assert game.power_toughness(recruit) == (3, 3)


# ---- "enters the battlefield under your control" (CR 603.6a) ----------------------------------

LANDFALL = ("Probe Scout {1}{G}\nCreature — Elf Scout\nLandfall — Whenever a land enters the "
            "battlefield under your control, you gain 1 life.\n2/2")  # fmt: skip


def test_entering_under_your_control_is_a_permanent_you_control_entering() -> None:
    (trigger,) = _face(LANDFALL)["triggers"]
    assert trigger["mode"] == "ChangesZone" and trigger["destination"] == "Battlefield"
    assert trigger["valid_card"] == P.typed_filter(["Land"], "You")


def test_landfall_triggers_when_you_play_a_land() -> None:
    game = _game(_face(LANDFALL))
    game.put("Probe Scout", "Battlefield")
    land = game.put("Mountain", "Hand")
    game.choose("PlayLand", object_id=land)
    game.resolve_stack()
    assert (game.life(0), game.life(1)) == (21, 20)


# ---- mana abilities with more than {T} as their cost (CR 605.1a) ------------------------------

MIRE = "Probe Mire\nLand\n{T}, Pay 1 life: Add {G}."


def test_a_mana_ability_with_a_cost_is_phases_mana_ability_with_that_cost() -> None:
    (ability,) = _face(MIRE)["abilities"]
    assert ability["is_mana_ability"] is True
    assert ability["cost"] == P.composite_cost({"type": "Tap"}, {"type": "PayLife",
                                                                "amount": P.fixed(1)})  # fmt: skip
    assert ability["effect"]["produced"] == {"type": "Fixed", "colors": ["Green"]}


def test_paying_with_the_mana_ability_costs_its_life() -> None:
    game = _game(_face(MIRE))
    mire = game.put("Probe Mire", "Battlefield")
    game.put("Mountain", "Battlefield")
    bear = game.put("Grizzly Bears", "Hand")
    game.cast(bear)  # {1}{G}: the green mana is the Mire's alone
    game.resolve_stack()
    assert game.object(bear)["zone"] == "Battlefield"
    assert game.object(mire)["tapped"] is True and game.life(0) == 19


# ---- another player's instruction (CR 101.4, 119.3, 121.1, 701.9) -----------------------------

DRAIN = "Probe Drain {1}{B}\nSorcery\nEach opponent loses 1 life and you gain 1 life."
COUNCIL = "Probe Council {2}{U}\nSorcery\nEach player draws a card."
MIND_ROT = "Probe Rot {2}{B}\nSorcery\nTarget player discards two cards."


def test_each_opponent_or_player_is_phases_player_scope() -> None:
    (spell,) = _face(DRAIN)["abilities"]
    assert spell["effect"] == {"type": "LoseLife", "amount": P.fixed(1),
                               "target": {"type": "Controller"}}  # fmt: skip
    assert spell["player_scope"] == {"type": "Opponent"}
    assert spell["sub_ability"]["effect"]["type"] == "GainLife"
    assert spell["sub_ability"].get("player_scope") is None
    (spell,) = _face(COUNCIL)["abilities"]
    assert spell["player_scope"] == {"type": "All"}
    (spell,) = _face(MIND_ROT)["abilities"]
    assert spell["effect"]["target"] == {"type": "Player"}


def test_each_opponent_loses_and_you_gain() -> None:
    game = _game(_face(DRAIN))
    _pay(game, 1)
    game.cast(game.put("Probe Drain", "Hand"))
    game.resolve_stack()
    assert (game.life(0), game.life(1)) == (21, 19)


def test_each_player_draws_a_card() -> None:
    game = _game(_face(COUNCIL))
    spell = game.put("Probe Council", "Hand")
    hands = (len(game.game.hand(0)), len(game.game.hand(1)))
    _pay(game, 2)
    game.cast(spell)
    game.resolve_stack()
    assert (len(game.game.hand(0)), len(game.game.hand(1))) == (hands[0], hands[1] + 1)


def test_the_target_player_discards_two_cards() -> None:
    game = _game(_face(MIND_ROT))
    spell = game.put("Probe Rot", "Hand")
    theirs = len(game.game.hand(1))
    _pay(game, 2)
    game.cast(spell, targets=[{"Player": 1}])
    game.resolve_stack()
    assert game.game.waiting_for()["type"] == "DiscardChoice"  # the target player chooses
    assert game.game.waiting_for()["data"]["player"] == 1
    game.pass_until(lambda g: g.game.waiting_for()["type"] == "Priority")
    assert len(game.game.hand(1)) == theirs - 2


# ---- sacrifice (CR 701.21a) -------------------------------------------------------------------

EDICT = "Probe Edict {1}{B}\nSorcery\nEach opponent sacrifices a creature."
DRONE = ("Probe Drone {B}\nCreature — Spirit\nAt the beginning of your upkeep, sacrifice this "
         "creature.\n3/3")  # fmt: skip


def test_sacrifice_is_phases_sacrifice_of_the_source_or_the_players_own() -> None:
    (spell,) = _face(EDICT)["abilities"]
    assert spell["effect"] == {"type": "Sacrifice", "target": P.typed_filter(["Creature"], "You"),
                               "count": P.fixed(1)}  # fmt: skip
    assert spell["player_scope"] == {"type": "Opponent"}
    (trigger,) = _face(DRONE)["triggers"]
    assert trigger["execute"]["effect"] == {"type": "Sacrifice", "target": P.self_ref(),
                                            "count": P.fixed(1)}  # fmt: skip


def test_each_opponent_sacrifices_one_of_their_creatures() -> None:
    game = _game(_face(EDICT))
    mine = game.put("Grizzly Bears", "Battlefield")
    theirs = game.put("Grizzly Bears", "Battlefield", owner=1)
    _pay(game, 1)
    game.cast(game.put("Probe Edict", "Hand"))
    game.resolve_stack()
    game.pass_until(lambda g: g.game.waiting_for()["type"] == "Priority")
    assert (game.object(mine)["zone"], game.object(theirs)["zone"]) == ("Battlefield", "Graveyard")


# ---- intervening if (CR 603.4) ----------------------------------------------------------------

KEEPER = ("Probe Keeper {1}{W}\nCreature — Human\nWhen this creature enters, if you control an "
          "artifact, you gain 3 life.\n2/2")  # fmt: skip


def test_an_intervening_if_is_phases_trigger_condition() -> None:
    (trigger,) = _face(KEEPER)["triggers"]
    artifacts = P.typed_filter(["Artifact"], "You", [{"type": "InZone", "zone": "Battlefield"}])
    assert trigger["condition"] == P.quantity_comparison(
        P.quantity_ref(P.object_count(artifacts)), "GE", P.fixed(1))  # fmt: skip


@pytest.mark.parametrize(("gone", "life"), [(False, 23), (True, 20)])
def test_an_intervening_if_is_checked_again_as_the_ability_resolves(gone: bool, life: int) -> None:
    game = _game(_face(KEEPER), _face(TRINKET), deck=("Probe Trinket",) * 4)
    trinket = game.put("Probe Trinket", "Battlefield")
    _pay(game, 1)
    game.cast(game.put("Probe Keeper", "Hand"))
    game.pass_until(lambda g: [s["kind"]["type"] for s in g.game.stack()] == ["TriggeredAbility"])
    if gone:  # the artifact leaves with the ability on the stack: it does nothing
        game.move(trinket, "Graveyard")
    game.resolve_stack()
    assert game.life(0) == life


def test_no_trigger_without_the_condition() -> None:
    game = _game(_face(KEEPER))
    _pay(game, 1)
    game.cast(game.put("Probe Keeper", "Hand"))
    game.resolve_stack()
    assert game.life(0) == 20 and not game.game.stack()


def test_an_intervening_if_on_the_turns_history_is_the_quantity_a_case_compares() -> None:
    text = ("Probe Oracle {1}{W}\nCreature — Human\nAt the beginning of each end step, if you "
            "gained 4 or more life this turn, you draw a card.\n2/2")  # fmt: skip
    (trigger,) = _face(text)["triggers"]
    assert trigger["condition"] == P.quantity_comparison(
        P.quantity_ref(P.life_gained_this_turn()), "GE", P.fixed(4))  # fmt: skip


# ---- modes (CR 700.2) -------------------------------------------------------------------------

CHARM = ("Probe Charm {1}{R}\nInstant\nChoose one —\n• Probe Charm deals 2 damage to target "
         "creature.\n• Destroy target artifact.")  # fmt: skip


def test_a_modal_spell_is_phases_modal_face_with_one_spell_ability_per_mode() -> None:
    face = _face(CHARM)
    texts = ["Probe Charm deals 2 damage to target creature.", "Destroy target artifact."]
    assert face["modal"] == {"min_choices": 1, "max_choices": 1, "mode_count": 2,
                             "mode_descriptions": texts, "allow_repeat_modes": False,
                             "chooser": {"type": "Controller"}}  # fmt: skip
    damage, destroy = face["abilities"]
    assert damage["effect"]["type"] == "DealDamage" and destroy["effect"]["type"] == "Destroy"
    text = ("Probe Rites {2}{G}\nSorcery\nChoose one or both —\n• Destroy target artifact.\n"
            "• Destroy target enchantment.")  # fmt: skip
    modal = _face(text)["modal"]
    assert (modal["min_choices"], modal["max_choices"]) == (1, 2)  # CR 700.2d


@pytest.mark.parametrize("mode", [0, 1])
def test_only_the_chosen_mode_happens(mode: int) -> None:
    game = _game(_face(CHARM), _face(TRINKET), deck=("Probe Trinket",) * 4)
    bear, trinket = (
        game.put("Grizzly Bears", "Battlefield"),
        game.put("Probe Trinket", "Battlefield"),
    )
    _pay(game, 1)
    spell = game.put("Probe Charm", "Hand")
    game.cast(spell)
    assert game.game.waiting_for()["type"] == "ModeChoice"
    game.choose("SelectModes", indices=[mode])
    game.resolve_stack()
    zones = (game.object(bear)["zone"], game.object(trinket)["zone"])
    assert zones == (("Graveyard", "Battlefield") if mode == 0 else ("Battlefield", "Graveyard"))


# ---- a restriction until end of turn (CR 611.2c) ----------------------------------------------

PANIC = "Probe Panic {R}\nInstant\nTarget creature can't block this turn."


def test_a_restriction_this_turn_is_phases_generic_effect_with_the_static_mode() -> None:
    (spell,) = _face(PANIC)["abilities"]
    (static,) = spell["effect"]["static_abilities"]
    assert (static["mode"], static["affected"]) == ("CantBlock", {"type": "ParentTarget"})
    assert static["modifications"] == [{"type": "AddStaticMode", "mode": "CantBlock"}]
    assert spell["effect"]["duration"] == "UntilEndOfTurn"


def test_the_target_creature_cannot_block_this_turn() -> None:
    game = _game(_face(PANIC))
    mine = game.put("Grizzly Bears", "Battlefield")
    game.ready(mine)
    theirs = [game.put("Grizzly Bears", "Battlefield", owner=1) for _ in range(2)]
    _pay(game, 0)
    game.cast(game.put("Probe Panic", "Hand"), targets=[{"Object": theirs[0]}])
    game.resolve_stack()
    game.attack([mine])
    game.pass_until(lambda g: g.game.waiting_for()["type"] == "DeclareBlockers", limit=20)
    assert game.game.waiting_for()["data"]["valid_blocker_ids"] == [theirs[1]]


# ---- returning a card from your graveyard to the battlefield (CR 110.2a, 400.3) ---------------

RAISE = ("Probe Raise {2}{B}\nSorcery\nReturn target creature card from your graveyard to the "
         "battlefield tapped.")  # fmt: skip


def test_returning_to_the_battlefield_is_phases_change_zone_from_the_graveyard() -> None:
    (spell,) = _face(RAISE)["abilities"]
    in_graveyard = [{"type": "NonToken"}, {"type": "InZone", "zone": "Graveyard"}]  # a card
    yours = P.typed_filter(["Creature"], "You", in_graveyard)
    assert spell["effect"] == {"type": "ChangeZone", "origin": "Graveyard",
                               "destination": "Battlefield", "target": yours,
                               "owner_library": False, "enter_transformed": False,
                               "enter_tapped": True, "enters_attacking": False}  # fmt: skip
    text = "Probe {B}\nSorcery\nReturn target creature card from a graveyard to the battlefield."
    assert "move to this zone" in _gap(text)  # under whose control: no reading here


def test_the_card_returns_tapped_under_your_control() -> None:
    game = _game(_face(RAISE))
    bear, other = game.put("Grizzly Bears", "Graveyard"), game.put("Grizzly Bears", "Graveyard")
    _pay(game, 2)
    game.cast(game.put("Probe Raise", "Hand"), targets=[{"Object": bear}])
    game.resolve_stack()
    assert game.object(bear)["zone"] == "Battlefield" and game.object(bear)["tapped"] is True
    assert game.object(bear)["controller"] == 0
    assert game.object(other)["zone"] == "Graveyard"


# ---- "target player or planeswalker" (CR 115.4) -----------------------------------------------

STRIKE = (
    "Probe Strike {1}{R}\nSorcery\nProbe Strike deals 3 damage to target player or planeswalker."
)


def test_a_player_or_planeswalker_target_is_phases_or_of_player_and_planeswalker() -> None:
    (spell,) = _face(STRIKE)["abilities"]
    assert spell["effect"]["target"] == {"type": "Or", "filters": [
        {"type": "Player"}, P.typed_filter(["Planeswalker"])]}  # fmt: skip
    text = "Probe {R}\nSorcery\nProbe deals 3 damage to target opponent or planeswalker."
    assert "this target" in _gap(text)  # phase's "Opponent" target cannot be cast


def test_the_damage_reaches_the_targeted_player_and_not_a_creature() -> None:
    game = _game(_face(STRIKE))
    bear = game.put("Grizzly Bears", "Battlefield", owner=1)
    _pay(game, 1)
    game.cast(game.put("Probe Strike", "Hand"))
    offered = [a[1]["target"] for a in game.legal() if a[0] == "ChooseTarget"]
    assert {"Object": bear} not in offered and {"Player": 1} in offered
    game.choose("ChooseTarget", target={"Player": 1})
    game.resolve_stack()
    assert (game.life(0), game.life(1)) == (20, 17)


# ---- one subtype or another (CR 205.3) --------------------------------------------------------

FELL = "Probe Fell {1}{R}\nSorcery\nDestroy target Treefolk or Forest."
TREEFOLK = "Probe Treefolk {2}{G}\nCreature — Treefolk\n2/4"
FOREST = "Probe Forest\nLand — Forest"


def test_one_subtype_or_another_is_an_or_of_phases_subtype_filters() -> None:
    (spell,) = _face(FELL)["abilities"]
    either = [P.typed_filter([{"Subtype": "Treefolk"}]), P.typed_filter([{"Subtype": "Forest"}])]
    assert spell["effect"]["target"] == {"type": "Or", "filters": either}


def test_only_a_treefolk_or_a_forest_can_be_targeted() -> None:
    extra = ("Probe Treefolk", "Probe Forest") * 3
    game = _game(_face(FELL), _face(TREEFOLK), _face(FOREST), deck=extra)
    treefolk, forest = (
        game.put("Probe Treefolk", "Battlefield"),
        game.put("Probe Forest", "Battlefield"),
    )
    bear = game.put("Grizzly Bears", "Battlefield")
    _pay(game, 1)
    game.cast(game.put("Probe Fell", "Hand"))
    offered = [a[1]["target"] for a in game.legal() if a[0] == "ChooseTarget"]
    assert sorted(t["Object"] for t in offered) == sorted([treefolk, forest])
    assert {"Object": bear} not in offered


TROLL = "Probe Troll {1}{G}\nCreature — Troll\n{1}{G}: Regenerate this creature.\n3/3"
MURDER = "Probe Murder {B}\nInstant\nDestroy target creature."


def test_a_regenerated_creature_is_tapped_instead_of_destroyed() -> None:
    """CR 701.19a: the next time it would be destroyed this turn, instead tap it (and remove
    it from combat, remove all damage)."""
    game = _game(_face(TROLL), _face(MURDER), deck=("Probe Murder",) * 4)
    troll = game.put("Probe Troll", "Battlefield")
    _pay(game, 2)
    game.activate(troll)
    game.resolve_stack()
    game.cast(game.put("Probe Murder", "Hand"))  # the only creature: the target
    game.resolve_stack()
    assert (game.object(troll)["zone"], game.object(troll)["tapped"]) == ("Battlefield", True)


# ---- counted numbers (CR 107.3, 608.2h) and damage to players (CR 120.3) ------------------

BLAST = "Probe Blast {X}{R}\nSorcery\nProbe Blast deals X damage to target player."
GIFT = ("Probe Gift {2}{W}\nSorcery\nYou gain 2 life for each creature you control.\n"
        "Probe Gift deals 1 damage to each opponent.")  # fmt: skip
SURGE = "Probe Surge {2}{U}\nSorcery\nDraw a card for each creature you control."
EEL = ("Probe Eel {R}\nCreature — Fish\nAt the beginning of your upkeep, Probe Eel deals 1 "
       "damage to you.\n1/1")  # fmt: skip


def test_x_and_for_each_are_phases_variable_and_object_count() -> None:
    (blast,) = _face(BLAST)["abilities"]
    assert blast["effect"] == {"type": "DealDamage", "target": {"type": "Player"},
                               "amount": P.quantity_ref(P.variable_x())}  # fmt: skip
    (gift,) = _face(GIFT)["abilities"]
    creatures = P.quantity_ref(P.object_count(P.typed_filter(["Creature"], "You")))
    assert gift["effect"]["amount"] == P.multiply(2, creatures)
    assert gift["sub_ability"]["effect"] == {"type": "DamageEachPlayer", "amount": P.fixed(1),
                                             "player_filter": {"type": "Opponent"}}  # fmt: skip
    (surge,) = _face(SURGE)["abilities"]
    assert surge["effect"]["count"] == creatures
    (upkeep,) = _face(EEL)["triggers"]
    assert upkeep["execute"]["effect"]["target"] == {"type": "Controller"}


def test_a_field_of_a_counted_number_left_out_is_a_read_back_difference() -> None:
    """Two life for each creature written as one for each is not the IR: the read-back sees
    the factor."""
    card = _card(GIFT)
    face = PhaseGenerator().generate(card).payload
    face["abilities"][0]["effect"]["amount"] = face["abilities"][0]["effect"]["amount"]["inner"]
    loaded = loaded_objects([face])[card.name]
    expected = normalized(two_player_reading(ir_model(card)), split_statics=True)
    actual = normalized(phase_model(loaded, face), split_statics=True)
    counted = "count of controller=you;types=['creature']"
    assert differences(expected, actual) == [
        f"abilities[0].effects[0].amount: IR {'2 x ' + counted!r} != engine {'1 x ' + counted!r}"
    ]


def test_x_damage_is_the_x_announced_as_the_spell_is_cast() -> None:
    game = _game(_face(BLAST))
    _pay(game, 6)
    game.cast(game.put("Probe Blast", "Hand"), targets=[{"Player": 1}])
    game.choose("ChooseX", value=3)
    game.resolve_stack()
    assert (game.life(0), game.life(1)) == (20, 17)


def test_life_for_each_creature_is_counted_as_the_spell_resolves() -> None:
    game = _game(_face(GIFT))
    game.put("Grizzly Bears", "Battlefield")
    game.put("Grizzly Bears", "Battlefield")
    game.put("Grizzly Bears", "Battlefield", owner=1)  # not yours: not counted
    _pay(game, 2)
    game.cast(game.put("Probe Gift", "Hand"))
    game.resolve_stack()
    assert (game.life(0), game.life(1)) == (24, 19)


def test_a_card_for_each_creature_you_control() -> None:
    game = _game(_face(SURGE))
    game.put("Grizzly Bears", "Battlefield")
    game.put("Grizzly Bears", "Battlefield")
    spell = game.put("Probe Surge", "Hand")
    hand = len(game.game.hand(0))
    _pay(game, 2)
    game.cast(spell)
    game.resolve_stack()
    assert len(game.game.hand(0)) == hand - 1 + 2


# ---- predefined tokens (CR 111.10) --------------------------------------------------------

HOARD = "Probe Hoard {X}{R}\nSorcery\nCreate X Treasure tokens. Create a Food token."


def test_a_predefined_token_is_phases_token_of_its_artifact_subtype() -> None:
    (spell,) = _face(HOARD)["abilities"]
    treasure = spell["effect"]
    assert (treasure["name"], treasure["types"]) == ("Treasure", ["Artifact", "Treasure"])
    assert treasure["count"] == P.quantity_ref(P.variable_x())
    assert spell["sub_ability"]["effect"]["types"] == ["Artifact", "Food"]


def test_the_tokens_are_created_with_the_abilities_their_subtype_gives() -> None:
    """CR 111.10a: a Treasure is an artifact with "{T}, Sacrifice this token: Add one mana of
    any color"; CR 111.10b: a Food's "{2}, {T}, Sacrifice this token: You gain 3 life"."""
    game = _game(_face(HOARD))
    _pay(game, 2)
    game.cast(game.put("Probe Hoard", "Hand"))
    game.choose("ChooseX", value=2)
    game.resolve_stack()
    made = {o["name"]: o for o in game.game.battlefield() if o.get("is_token")}
    assert sorted(o["name"] for o in game.game.battlefield() if o.get("is_token")) == [
        "Food", "Treasure", "Treasure"]  # fmt: skip
    assert [a["effect"]["type"] for a in made["Treasure"]["abilities"]] == ["Mana"]
    assert [a["effect"]["type"] for a in made["Food"]["abilities"]] == ["GainLife"]


# ---- a card put into its owner's library (CR 400.3) ----------------------------------------

GRIP = "Probe Grip {3}{U}\nInstant\nPut target creature on top of its owner's library."
RECALL = ("Probe Recall {B}\nSorcery\nPut target creature card from your graveyard on the "
          "bottom of your library.")  # fmt: skip


def test_putting_into_a_library_is_phases_put_at_library_position() -> None:
    (grip,) = _face(GRIP)["abilities"]
    assert grip["effect"] == {"type": "PutAtLibraryPosition", "count": P.fixed(1),
                              "target": P.typed_filter(["Creature"]),
                              "position": {"type": "Top"}}  # fmt: skip
    (recall,) = _face(RECALL)["abilities"]
    assert recall["effect"]["position"] == {"type": "Bottom"}
    assert {"type": "InZone", "zone": "Graveyard"} in recall["effect"]["target"]["properties"]
    assert recall["effect"]["target"]["controller"] == "You"  # a card of your graveyard


def test_the_creature_goes_on_top_of_its_owners_library() -> None:
    game = _game(_face(GRIP))
    theirs = game.put("Grizzly Bears", "Battlefield", owner=1)
    _pay(game, 3)
    game.cast(game.put("Probe Grip", "Hand"))  # the only creature: the target
    game.resolve_stack()
    assert game.zone_names(1, "Battlefield") == []
    top = game.library(1)[0]
    assert (top, game.object(top)["zone"]) == (theirs, "Library")


# ---- a pump counted as it resolves (CR 608.2h, 107.3) --------------------------------------

RALLY = ("Probe Rally {1}{G}\nInstant\nTarget creature gets +1/+1 until end of turn for each "
         "creature you control.")  # fmt: skip
WITHER = "Probe Wither {X}{B}\nInstant\nTarget creature gets -X/-X until end of turn."
GLOOM = ("Probe Gloom {2}{B}\nSorcery\nCreatures your opponents control get -1/-0 until end of "
         "turn for each creature you control.")  # fmt: skip


def test_a_counted_pump_is_phases_pump_with_quantities() -> None:
    creatures = P.quantity_ref(P.object_count(P.typed_filter(["Creature"], "You")))
    (rally,) = _face(RALLY)["abilities"]
    assert rally["effect"] == {"type": "Pump", "target": P.typed_filter(["Creature"]),
                               "power": {"type": "Quantity", "value": creatures},
                               "toughness": {"type": "Quantity", "value": creatures}}  # fmt: skip
    assert rally["duration"] == "UntilEndOfTurn"
    (wither,) = _face(WITHER)["abilities"]
    assert wither["effect"]["power"] == {"type": "Variable", "value": "-X"}
    (gloom,) = _face(GLOOM)["abilities"]
    assert gloom["effect"]["type"] == "PumpAll"
    assert gloom["effect"]["power"] == {"type": "Quantity", "value": P.multiply(-1, creatures)}
    assert gloom["effect"]["toughness"] == P.fixed(0)


def test_the_pump_counts_your_creatures_as_it_resolves() -> None:
    game = _game(_face(RALLY))
    bear = game.put("Grizzly Bears", "Battlefield")
    game.put("Grizzly Bears", "Battlefield")
    game.put("Grizzly Bears", "Battlefield")
    _pay(game, 1)
    game.cast(game.put("Probe Rally", "Hand"), targets=[{"Object": bear}])
    game.resolve_stack()
    assert game.power_toughness(bear) == (5, 5)


def test_minus_x_is_the_x_paid_and_minus_one_for_each_is_negative() -> None:
    game = _game(_face(WITHER), _face(GLOOM), deck=("Probe Gloom",) * 4)
    theirs = game.put("Grizzly Bears", "Battlefield", owner=1)
    _pay(game, 5)
    game.cast(game.put("Probe Wither", "Hand"))  # the only creature: the target
    game.choose("ChooseX", value=1)
    game.resolve_stack()
    assert game.power_toughness(theirs) == (1, 1)
    game.put("Grizzly Bears", "Battlefield")
    game.add_mana(0, ["Black", "Colorless", "Colorless"])
    game.cast(game.put("Probe Gloom", "Hand"))
    game.resolve_stack()
    assert game.power_toughness(theirs) == (0, 1)


# ---- an object chosen as the effect resolves (CR 608.2d) -----------------------------------

KROTIQ = ("Probe Krotiq {2}{G}\nCreature — Beast\nWhen this creature enters, return another "
          "creature you control to its owner's hand.\n3/3")  # fmt: skip


def test_returning_a_chosen_permanent_is_phases_bounce_chosen_at_resolution() -> None:
    (trigger,) = _face(KROTIQ)["triggers"]
    assert trigger["execute"]["effect"] == {
        "type": "Bounce", "destination": None, "selection": "at_resolution",
        "target": P.typed_filter(["Creature"], "You", [{"type": "Another"}])}  # fmt: skip


def test_the_controller_chooses_one_of_their_other_creatures_to_return() -> None:
    game = _game(_face(KROTIQ))
    mine = [game.put("Grizzly Bears", "Battlefield"), game.put("Grizzly Bears", "Battlefield")]
    game.put("Grizzly Bears", "Battlefield", owner=1)
    _pay(game, 2)
    krotiq = game.put("Probe Krotiq", "Hand")
    game.cast(krotiq)
    game.resolve_stack()
    offered = [a[1]["cards"] for a in game.legal() if a[0] == "SelectCards"]
    assert sorted(offered) == [[one] for one in sorted(mine)]  # not theirs, not itself
    game.choose("SelectCards", cards=[mine[1]])
    game.resolve_stack()
    assert game.object(mine[1])["zone"] == "Hand"
    assert (game.object(mine[0])["zone"], game.object(krotiq)["zone"]) == ("Battlefield",) * 2
    assert len(game.zone_names(1, "Battlefield")) == 1


BLESSING = ("Probe Blessing {1}{W}\nEnchantment — Aura\nEnchant creature\n{W}: Enchanted "
            "creature gets +1/+1 until end of turn.")  # fmt: skip


def test_an_auras_pump_of_the_enchanted_creature_is_phases_enchanted_by() -> None:
    (ability,) = _face(BLESSING)["abilities"]
    (static,) = ability["effect"]["static_abilities"]
    assert static["affected"] == P.typed_filter(["Creature"], None, [{"type": "EnchantedBy"}])


def test_only_the_enchanted_creature_gets_the_pump() -> None:
    game = _game(_face(BLESSING))
    bear, other = game.put("Grizzly Bears", "Battlefield"), game.put("Grizzly Bears", "Battlefield")
    _pay(game, 1)
    aura = game.put("Probe Blessing", "Hand")
    game.cast(aura, targets=[{"Object": bear}])
    game.resolve_stack()
    game.add_mana(0, ["White"])
    game.activate(aura)
    game.resolve_stack()
    assert (game.power_toughness(bear), game.power_toughness(other)) == ((3, 3), (2, 2))


# ---- "... unless [player] pays {N}" (CR 118.12a) -------------------------------------------

SPIKE = "Probe Spike {U}\nInstant\nCounter target spell unless its controller pays {1}."
COMMONS = ("Probe Commons {2}\nCreature — Golem\nWhen this creature enters, sacrifice it unless "
           "you pay {1}.\n3/3")  # fmt: skip


def test_unless_pays_is_phases_unless_pay_with_its_payer() -> None:
    (spike,) = _face(SPIKE)["abilities"]
    assert spike["effect"] == {"type": "Counter", "target": {"type": "StackSpell"}}
    assert spike["unless_pay"] == {"cost": P.mana_cost_payment("{1}"),
                                   "payer": {"type": "ParentTargetController"}}  # fmt: skip
    (trigger,) = _face(COMMONS)["triggers"]
    assert trigger["execute"]["unless_pay"] == {"cost": P.mana_cost_payment("{1}"),
                                                "payer": {"type": "Controller"}}  # fmt: skip


def test_a_dropped_payer_is_a_read_back_difference() -> None:
    card = _card(COMMONS)
    face = PhaseGenerator().generate(card).payload
    del face["triggers"][0]["execute"]["unless_pay"]
    loaded = loaded_objects([face])[card.name]
    expected = normalized(two_player_reading(ir_model(card)), split_statics=True)
    actual = normalized(phase_model(loaded, face), split_statics=True)
    assert differences(expected, actual) == [
        "abilities[0].effects[0].unless: IR {'payer': {'ref': 'you'}, 'cost': ['mana 1']} "
        "!= engine None"
    ]


@pytest.mark.parametrize(("pay", "zone"), [(True, "Battlefield"), (False, "Graveyard")])
def test_the_creature_stays_only_if_its_controller_pays(pay: bool, zone: str) -> None:
    game = _game(_face(COMMONS))
    game.add_mana(0, ["Colorless"] * 3)
    golem = game.put("Probe Commons", "Hand")
    game.cast(golem)
    game.pass_until(lambda g: g.game.waiting_for()["type"] == "UnlessPayment")
    game.choose("PayUnlessCost", pay=pay)
    game.resolve_stack()
    assert game.object(golem)["zone"] == zone


# ---- abilities a static ability gives (CR 613.1f, 113.7) -----------------------------------

BANNER = ("Probe Banner {2}{R}\nEnchantment\nCreatures you control have \"{T}: This creature "
          "deals 1 damage to target player.\"\nCreatures you control have \"Whenever this "
          "creature attacks, you gain 1 life.\"")  # fmt: skip
GRACE = "Probe Grace {1}{W}\nEnchantment\nCreatures you control have protection from black."


def test_a_granted_ability_is_phases_grant_ability_or_grant_trigger() -> None:
    face = _face(BANNER)
    (ping,), (attack,) = (s["modifications"] for s in face["static_abilities"])
    assert ping["type"] == "GrantAbility"
    assert ping["definition"]["effect"] == {"type": "DealDamage", "amount": P.fixed(1),
                                            "target": {"type": "Player"}}  # fmt: skip
    assert ping["definition"]["cost"] == {"type": "Tap"}
    assert attack["type"] == "GrantTrigger"
    assert (attack["trigger"]["mode"], attack["trigger"]["valid_card"]) == ("Attacks",
                                                                         P.self_ref())  # fmt: skip
    ((grace,),) = (s["modifications"] for s in _face(GRACE)["static_abilities"])
    assert grace == {"type": "AddKeyword", "keyword": {"Protection": {"Color": "Black"}}}


def test_a_granted_ability_left_out_is_a_read_back_difference() -> None:
    card = _card(BANNER)
    face = PhaseGenerator().generate(card).payload
    del face["static_abilities"][1]["modifications"][0]
    loaded = loaded_objects([face])[card.name]
    expected = normalized(two_player_reading(ir_model(card)), split_statics=True)
    actual = normalized(phase_model(loaded, face), split_statics=True)
    (found,) = differences(expected, actual)
    assert found.startswith('abilities[1].parts[0].granted: IR [\'{"effects": ')


def test_your_creatures_have_the_ability_and_the_trigger_and_theirs_do_not() -> None:
    game = _game(_face(BANNER))
    bear = game.put("Grizzly Bears", "Battlefield")
    game.ready(bear)
    theirs = game.put("Grizzly Bears", "Battlefield", owner=1)
    game.put("Probe Banner", "Battlefield")
    assert (game.can_activate(bear), game.can_activate(theirs)) == (True, False)
    game.activate(bear)
    game.choose("ChooseTarget", target={"Player": 1})
    game.resolve_stack()
    assert (game.life(0), game.life(1)) == (20, 19)


MUSTER = ("Probe Muster {4}{W}\nSorcery\nCreate a 1/1 white Soldier creature token for each "
          "creature you control.")  # fmt: skip


def test_a_token_for_each_creature_is_counted_as_the_spell_resolves() -> None:
    """Once written as one token (the read-back found it); now phase's Token count is the
    ObjectCount of your creatures (CR 608.2h)."""
    (spell,) = _face(MUSTER)["abilities"]
    creatures = P.quantity_ref(P.object_count(P.typed_filter(["Creature"], "You")))
    assert spell["effect"]["count"] == creatures
    game = _game(_face(MUSTER))
    game.put("Grizzly Bears", "Battlefield")
    game.put("Grizzly Bears", "Battlefield")
    _pay(game, 4)
    game.cast(game.put("Probe Muster", "Hand"))
    game.resolve_stack()
    assert game.zone_names(0, "Battlefield").count("Soldier Token") == 2


# ---- power and toughness counted whenever they are needed (CR 604.3, 611.3a) ---------------

SQUADRON = ("Probe Squadron {5}{W}\nCreature — Soldier\nProbe Squadron's power and toughness "
            "are each equal to the number of creatures you control.\n*/*")  # fmt: skip
CAPTAIN = ("Probe Captain {2}{W}\nCreature — Soldier\nThis creature gets +1/+1 for each other "
           "creature you control.\n1/1")  # fmt: skip


def test_a_count_of_power_is_phases_dynamic_modification() -> None:
    creatures = P.quantity_ref(P.object_count(P.typed_filter(["Creature"], "You")))
    (cda,) = _face(SQUADRON)["static_abilities"]
    assert cda["characteristic_defining"] is True
    assert cda["modifications"] == [
        {"type": "SetDynamicPower", "value": creatures},
        {"type": "SetDynamicToughness", "value": creatures},
    ]
    (captain,) = _face(CAPTAIN)["static_abilities"]
    others = P.quantity_ref(P.object_count(P.typed_filter(["Creature"], "You",
                                                          [{"type": "Another"}])))  # fmt: skip
    assert captain["modifications"] == [
        {"type": "AddDynamicPower", "value": others},
        {"type": "AddDynamicToughness", "value": others},
    ]


def test_the_counts_follow_the_board() -> None:
    game = _game(_face(SQUADRON), _face(CAPTAIN), deck=("Probe Captain",) * 4)
    squadron = game.put("Probe Squadron", "Battlefield")
    captain = game.put("Probe Captain", "Battlefield")
    assert (game.power_toughness(squadron), game.power_toughness(captain)) == ((2, 2), (2, 2))
    game.put("Grizzly Bears", "Battlefield")
    game.put("Grizzly Bears", "Battlefield", owner=1)  # not yours: not counted
    assert (game.power_toughness(squadron), game.power_toughness(captain)) == ((3, 3), (3, 3))


# ---- combat damage to a player (CR 510.3a) -------------------------------------------------

HAWK = ("Probe Hawk {1}{W}\nCreature — Bird\nWhenever this creature deals combat damage to a "
        "player, you gain 3 life.\n2/2")  # fmt: skip


def test_combat_damage_to_a_player_is_phases_damage_done_of_combat_damage() -> None:
    (trigger,) = _face(HAWK)["triggers"]
    assert (trigger["mode"], trigger["damage_kind"]) == ("DamageDone", "CombatOnly")
    assert (trigger["valid_source"], trigger["valid_target"]) == (P.self_ref(),
                                                                  {"type": "Player"})  # fmt: skip


def test_the_life_is_gained_when_the_creature_deals_combat_damage() -> None:
    game = _game(_face(HAWK))
    hawk = game.put("Probe Hawk", "Battlefield")
    game.ready(hawk)
    game.attack([hawk])
    game.pass_until(lambda g: g.step == "PostCombatMain", limit=60)
    game.resolve_stack()
    assert (game.life(0), game.life(1)) == (23, 18)


# ---- Echo (CR 702.30a) ----------------------------------------------------------------------

DJINN = "Probe Djinn {1}{R}\nCreature — Djinn\nEcho {1}{R}\n3/3"


def test_echo_is_the_keyword_and_the_pay_echo_trigger_phases_builder_writes() -> None:
    face = _face(DJINN)
    echo = {"type": "Mana", "data": P.mana_cost("{1}{R}")}
    assert face["keywords"] == [{"Echo": echo}]
    (trigger,) = face["triggers"]
    assert (trigger["mode"], trigger["phase"], trigger["condition"]) == (
        "PayEcho", "Upkeep", {"type": "EchoDue"})  # fmt: skip
    assert trigger["unless_pay"] == {"cost": P.mana_cost_payment("{1}{R}"),
                                     "payer": {"type": "Controller"}}  # fmt: skip


def test_echo_without_its_trigger_is_a_read_back_difference() -> None:
    card = _card(DJINN)
    face = PhaseGenerator().generate(card).payload
    face["triggers"] = []
    loaded = loaded_objects([face])[card.name]
    expected = normalized(two_player_reading(ir_model(card)), split_statics=True)
    actual = normalized(phase_model(loaded, face), split_statics=True)
    assert differences(expected, actual) == [
        "abilities[0].unmodelled: IR None != engine ['phase Echo without its upkeep trigger']"
    ]


@pytest.mark.parametrize(("pay", "zone"), [(True, "Battlefield"), (False, "Graveyard")])
def test_at_your_next_upkeep_the_creature_stays_only_if_you_pay_its_echo(
    pay: bool, zone: str
) -> None:
    game = _game(_face(DJINN))
    _pay(game, 1)
    djinn = game.put("Probe Djinn", "Hand")
    game.cast(djinn)
    game.resolve_stack()
    game.pass_until(lambda g: g.game.waiting_for()["type"] == "UnlessPayment", limit=200)
    assert (game.turn, game.step) == (3, "Upkeep")  # your next upkeep, not the opponent's
    if pay:
        game.add_mana(0, ["Red", "Colorless"])
    game.choose("PayUnlessCost", pay=pay)
    game.resolve_stack()
    assert game.object(djinn)["zone"] == zone


# ---- Bushido and Exalted (CR 702.45a, 702.83a) ----------------------------------------------

SAMURAI = "Probe Samurai {1}{W}\nCreature — Human Samurai\nBushido 2\n2/2"
KNIGHT = "Probe Knight {1}{W}\nCreature — Human Knight\nExalted\n2/2"


def test_bushido_and_exalted_are_their_keywords_and_the_triggers_phases_builder_writes() -> None:
    samurai = _face(SAMURAI)
    assert samurai["keywords"] == [{"Bushido": 2}]
    assert [t["mode"] for t in samurai["triggers"]] == ["Blocks", "BecomesBlocked"]
    pump = {"type": "Pump", "power": P.fixed(2), "toughness": P.fixed(2), "target": P.self_ref()}
    assert [t["execute"]["effect"] for t in samurai["triggers"]] == [pump, pump]
    knight = _face(KNIGHT)
    (exalted,) = knight["triggers"]
    assert (exalted["mode"], exalted["valid_card"]) == (
        "Attacks",
        P.typed_filter(["Creature"], "You"),
    )
    assert exalted["condition"] == {"type": "Not", "condition": {"type": "MinCoAttackers",
                                                                 "minimum": 1}}  # fmt: skip


def test_a_creature_attacking_alone_is_exalted_and_bushido_pumps_it_when_blocked() -> None:
    game = _game(_face(SAMURAI), _face(KNIGHT), deck=("Probe Knight",) * 3)
    samurai = game.put("Probe Samurai", "Battlefield")
    game.ready(samurai)
    game.put("Probe Knight", "Battlefield")
    bear = game.put("Grizzly Bears", "Battlefield", owner=1)
    game.attack([samurai])
    game.pass_until(lambda g: g.game.waiting_for()["type"] == "DeclareBlockers", limit=20)
    assert game.power_toughness(samurai) == (3, 3)  # exalted: it attacks alone
    game.choose("DeclareBlockers", assignments=[[bear, samurai]])
    game.pass_until(lambda g: g.step == "PostCombatMain", limit=60)
    assert game.power_toughness(samurai) == (5, 5)  # bushido 2: it became blocked
    assert (game.object(bear)["zone"], game.object(samurai)["zone"]) == ("Graveyard", "Battlefield")


# ---- "whenever this creature blocks" (CR 509.3a) --------------------------------------------

WARDEN = ("Probe Warden {1}{W}\nCreature — Human Soldier\nWhenever this creature blocks, you "
          "gain 2 life.\n1/4")  # fmt: skip


def test_a_block_trigger_is_phases_blocks_trigger_of_the_source() -> None:
    (trigger,) = _face(WARDEN)["triggers"]
    assert (trigger["mode"], trigger["valid_card"]) == ("Blocks", P.self_ref())


def test_its_controller_gains_life_when_it_blocks() -> None:
    warden = _face(WARDEN)
    engine = load_engine(P.card_data_json([mountain(), bears(), warden]))
    game = new_game(
        engine,
        ["Grizzly Bears"] * 12 + ["Mountain"] * 20,
        ["Probe Warden"] * 4 + ["Grizzly Bears"] * 8 + ["Mountain"] * 20,
    )
    game.go_to("PreCombatMain")
    bear = game.put("Grizzly Bears", "Battlefield")
    game.ready(bear)
    blocker = game.put("Probe Warden", "Battlefield", owner=1)
    game.attack([bear])
    game.pass_until(lambda g: g.game.waiting_for()["type"] == "DeclareBlockers", limit=20)
    game.choose("DeclareBlockers", assignments=[[blocker, bear]])
    game.pass_until(lambda g: g.step == "PostCombatMain", limit=60)
    assert (game.life(0), game.life(1)) == (20, 22)


# ---- "you may search your library ..." (CR 608.2d, 701.23) ----------------------------------

RANGER = ("Probe Ranger {2}{G}\nCreature — Human Scout\nWhen this creature enters, you may search "
          "your library for a basic land card, reveal it, put it into your hand, then shuffle."
          "\n2/2")  # fmt: skip


def test_an_optional_search_is_phases_search_chain_with_an_optional_first_step() -> None:
    (trigger,) = _face(RANGER)["triggers"]
    execute = trigger["execute"]
    assert (execute["effect"]["type"], execute["optional"]) == ("SearchLibrary", True)
    assert execute["sub_ability"]["effect"]["type"] == "ChangeZone"
    assert not execute["sub_ability"].get("optional")


@pytest.mark.parametrize("accept", [True, False])
def test_declining_the_search_skips_the_whole_chain(accept: bool) -> None:
    """Declined: no card is found and the library is not shuffled (it was not searched)."""
    game = _game(_face(RANGER))
    _pay(game, 2)
    ranger = game.put("Probe Ranger", "Hand")
    library = game.library(0)
    game.cast(ranger)
    game.pass_until(lambda g: g.game.waiting_for()["type"] == "OptionalEffectChoice", limit=20)
    game.choose("DecideOptionalEffect", accept=accept)
    if accept:
        found = [a[1]["cards"] for a in game.legal() if a[0] == "SelectCards" and a[1]["cards"]]
        land = found[0]
        game.choose("SelectCards", cards=land)
        game.resolve_stack()
        assert game.object(land[0])["zone"] == "Hand"
    else:
        game.resolve_stack()
        assert game.library(0) == library


# ---- one target player for two instructions (the pool read-back found a second target) -----

REVELATION = ("Probe Revelation {B}\nSorcery\nTarget player discards a card, then mills a "
              "card.")  # fmt: skip


def test_the_mill_is_by_the_player_the_discard_targeted() -> None:
    (spell,) = _face(REVELATION)["abilities"]
    assert spell["effect"]["target"] == {"type": "Player"}
    assert spell["sub_ability"]["effect"]["target"] == {"type": "ParentTarget"}
    game = _game(_face(REVELATION))
    _pay(game, 0)
    graveyard = len(game.game.graveyard(1))
    game.cast(game.put("Probe Revelation", "Hand"), targets=[{"Player": 1}])
    game.resolve_stack()
    game.pass_until(lambda g: g.game.waiting_for()["type"] == "Priority", limit=5)  # discards
    assert len(game.game.graveyard(1)) == graveyard + 2  # the discarded card and the milled one
    assert game.game.graveyard(0) == [] or all(  # nothing of yours: one player, one target
        o["name"] == "Probe Revelation" for o in game.game.graveyard(0)
    )


# ---- a permanent that is no creature put into a graveyard (CR 603.6c, 700.4) ---------------

CHIME = ("Probe Chime {2}{B}\nEnchantment\nWhen this enchantment is put into a graveyard from "
         "the battlefield, you gain 3 life.")  # fmt: skip
SHATTER = "Probe Shatter {1}\nInstant\nDestroy target enchantment."


def test_put_into_a_graveyard_is_the_changes_zone_dies_is_for_a_noncreature() -> None:
    (trigger,) = _face(CHIME)["triggers"]
    assert (trigger["mode"], trigger["origin"], trigger["destination"]) == (
        "ChangesZone", "Battlefield", "Graveyard")  # fmt: skip
    creature = ("Probe Beast {2}{G}\nCreature — Beast\nWhen this creature is put into a "
                "graveyard from the battlefield, you gain 3 life.\n2/2")  # fmt: skip
    assert "put into graveyard from battlefield" in _gap(creature)  # it dies: a gap, not dies


def test_the_life_is_gained_when_the_enchantment_is_destroyed() -> None:
    game = _game(_face(CHIME), _face(SHATTER), deck=("Probe Shatter",) * 4)
    chime = game.put("Probe Chime", "Battlefield")
    _pay(game, 1)
    game.cast(game.put("Probe Shatter", "Hand"))  # the only enchantment: the target
    game.resolve_stack()
    game.resolve_stack()
    assert (game.object(chime)["zone"], game.life(0)) == ("Graveyard", 23)


def test_another_counted_for_an_other_object_than_the_source_stays_a_gap() -> None:
    """phase counts a static's "other" apart from each affected object: an Aura's "+2/+2 for
    each other enchantment" counted the Aura itself in the breadth differential."""
    mask = ("Probe Mask {1}{G}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets "
            "+2/+2 for each other enchantment on the battlefield.")  # fmt: skip
    assert "a P/T change for each object" in _gap(mask)


# ---- preventing damage (CR 615) --------------------------------------------------------------

SALVE = ("Probe Salve {W}\nInstant\nPrevent the next 3 damage that would be dealt to any target "
         "this turn.")  # fmt: skip
FOG = "Probe Fog {G}\nInstant\nPrevent all combat damage that would be dealt this turn."
WARD = ("Probe Ward {W}\nInstant\nPrevent all damage that would be dealt to target creature "
        "this turn.")  # fmt: skip
LIGHT = ("Probe Light {W}\nSorcery\nPrevent all damage that would be dealt this turn to creatures "
         "you control.")  # fmt: skip
CHAMPION = ("Probe Champion {1}{W}\nCreature — Spirit\n{1}: Prevent the next 1 damage that would "
            "be dealt to this creature this turn.\n2/2")  # fmt: skip
HAVEN = "Probe Haven {W}\nInstant\nPrevent all damage that would be dealt to you this turn."


def _shock(game: PhaseGame, target: P.Json) -> None:
    game.add_mana(0, ["Red"])
    game.cast(game.put("Shock", "Hand"), targets=[target])
    game.resolve_stack()


def _prevention_game(text: str) -> tuple[PhaseGame, P.Json]:
    face = _face(text)
    return _game(face, shock(), deck=("Shock",) * 6), face


def test_the_next_n_damage_to_any_target_is_a_shield_on_the_chosen_player() -> None:
    game, face = _prevention_game(SALVE)
    (spell,) = face["abilities"]
    assert spell["effect"]["amount"] == {"Next": 3} and spell["duration"] == "UntilEndOfTurn"
    assert spell["effect"]["target"]["filters"][0] == {"type": "Player"}  # any target
    _pay(game, 0)
    game.cast(game.put("Probe Salve", "Hand"), targets=[{"Player": 0}])
    game.resolve_stack()
    _shock(game, {"Player": 0})  # 2 of the 3 prevented
    assert game.life(0) == 20
    _shock(game, {"Player": 0})  # the last 1 prevented (CR 615.7)
    assert game.life(0) == 19
    _shock(game, {"Player": 1})  # another player: no shield
    assert game.life(1) == 18


def test_the_next_n_damage_to_any_target_can_shield_a_creature() -> None:
    game, _ = _prevention_game(SALVE)
    bear, other = game.put("Grizzly Bears", "Battlefield"), game.put("Grizzly Bears", "Battlefield")
    _pay(game, 0)
    game.cast(game.put("Probe Salve", "Hand"), targets=[{"Object": bear}])
    game.resolve_stack()
    _shock(game, {"Object": bear})
    _shock(game, {"Object": other})
    assert game.object(bear)["zone"] == "Battlefield"
    assert game.object(other)["zone"] == "Graveyard"


def test_fog_prevents_combat_damage_and_no_other_damage() -> None:
    game, face = _prevention_game(FOG)
    assert face["abilities"][0]["effect"]["target"] == {"type": "Any"}  # no target
    assert face["abilities"][0]["effect"]["scope"] == "CombatDamage"
    bear = game.put("Grizzly Bears", "Battlefield")
    game.ready(bear)
    _pay(game, 0)
    game.cast(game.put("Probe Fog", "Hand"))
    game.resolve_stack()
    _shock(game, {"Player": 1})  # not combat damage (CR 510.2)
    game.attack([bear])
    game.pass_until(lambda g: g.step == "End", limit=60)
    assert game.life(1) == 18


def test_all_damage_to_the_target_creature_is_prevented_and_only_to_it() -> None:
    game, face = _prevention_game(WARD)
    assert face["abilities"][0]["effect"]["recipient_scope"] == {"type": "Single"}
    bear, other = game.put("Grizzly Bears", "Battlefield"), game.put("Grizzly Bears", "Battlefield")
    _pay(game, 0)
    game.cast(game.put("Probe Ward", "Hand"), targets=[{"Object": bear}])
    game.resolve_stack()
    for _ in range(2):
        _shock(game, {"Object": bear})
    _shock(game, {"Object": other})
    assert game.object(bear)["zone"] == "Battlefield"
    assert game.object(other)["zone"] == "Graveyard"


def test_damage_to_every_creature_you_control_is_prevented_untargeted() -> None:
    game, face = _prevention_game(LIGHT)
    effect = face["abilities"][0]["effect"]
    assert (effect["recipient_scope"], effect["target"]["controller"]) == ({"type": "All"}, "You")
    mine = game.put("Grizzly Bears", "Battlefield")
    theirs = game.put("Grizzly Bears", "Battlefield", owner=1)
    _pay(game, 0)
    game.cast(game.put("Probe Light", "Hand"))
    game.resolve_stack()
    _shock(game, {"Object": mine})
    _shock(game, {"Object": theirs})
    _shock(game, {"Player": 0})  # a player is no creature
    assert game.object(mine)["zone"] == "Battlefield"
    assert game.object(theirs)["zone"] == "Graveyard"
    assert game.life(0) == 18


def test_the_next_damage_to_the_source_itself_is_prevented() -> None:
    game, face = _prevention_game(CHAMPION)
    assert face["abilities"][0]["effect"]["target"] == P.self_ref()
    champion = game.put("Probe Champion", "Battlefield")
    _pay(game, 1)
    game.activate(champion)
    game.resolve_stack()
    _shock(game, {"Object": champion})  # 1 of 2 prevented
    assert game.object(champion)["zone"] == "Battlefield"
    _shock(game, {"Object": champion})  # the shield is used up
    assert game.object(champion)["zone"] == "Graveyard"


def test_all_damage_to_you_is_prevented_and_not_to_your_creatures() -> None:
    game, _ = _prevention_game(HAVEN)
    bear = game.put("Grizzly Bears", "Battlefield")
    _pay(game, 0)
    game.cast(game.put("Probe Haven", "Hand"))
    game.resolve_stack()
    _shock(game, {"Player": 0})
    _shock(game, {"Object": bear})
    assert game.life(0) == 20
    assert game.object(bear)["zone"] == "Graveyard"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Probe Ploy {W}\nInstant\nPrevent all combat damage target creature would deal this turn.",
         "'by objects'"),
        ("Probe Rune {1}{W}\nEnchantment\n{R}: The next time a red source of your choice would "
         "deal damage to you this turn, prevent that damage.", "'chosen source'"),
        ("Probe Mantle {W}\nEnchantment — Aura\nEnchant creature\n{1}: Prevent the next 1 "
         "damage that would be dealt to enchanted creature this turn.",
         "for each of several objects"),
    ],
)  # fmt: skip
def test_prevention_phase_has_no_form_for_stays_a_gap(text: str, words: str) -> None:
    assert words in _gap(text)


# ---- "Activate only ..." conditions (CR 602.5b) ------------------------------------------------

AUGUR = ("Probe Augur {1}{U}\nCreature — Human\n{T}: Draw a card. Activate only during your "
         "upkeep.\n1/1")  # fmt: skip
BRUTE = ("Probe Brute {1}{R}\nCreature — Devil\n{1}: This creature gets +1/+0 until end of turn. "
         "Activate only during your turn.\n2/2")  # fmt: skip
CAVES = ("Probe Caves\nLand\n{T}: Draw a card. Activate only if you control five or more "
         "lands.")  # fmt: skip
MEGALITHS = "Probe Megaliths\nLand\n{T}: Draw a card. Activate only if you have no cards in hand."
ORACLES = ("Probe Oracles\nLand\n{T}: Draw a card. Activate only if you've cast an instant or "
           "sorcery spell this turn.")  # fmt: skip


def test_an_ability_activated_only_during_your_upkeep() -> None:
    face = _face(AUGUR)
    assert face["abilities"][0]["activation_restrictions"] == [{"type": "DuringYourUpkeep"}]
    engine = load_engine(P.card_data_json([mountain(), face]))
    game = new_game(engine, ["Probe Augur"] * 4 + ["Mountain"] * 30, ["Mountain"] * 30)
    augur = game.put("Probe Augur", "Battlefield")
    game.ready(augur)
    assert game.step == "Upkeep" and game.can_activate(augur)
    game.pass_until(lambda g: g.step == "PreCombatMain")
    assert not game.can_activate(augur)


def test_an_ability_activated_only_during_your_turn() -> None:
    face = _face(BRUTE)
    assert face["abilities"][0]["activation_restrictions"] == [{"type": "DuringYourTurn"}]
    game = _game(face)
    brute = game.put("Probe Brute", "Battlefield")
    _pay(game, 1)
    assert game.can_activate(brute)
    game.pass_until(lambda g: g.turn == 2 and g.step == "PreCombatMain", limit=80)
    game.game.apply(1, phase.GameAction.from_dict({"type": "PassPriority"}))
    assert game.game.waiting_for()["data"]["player"] == 0  # priority in the opponent's turn
    game.add_mana(0, ["Colorless"])
    assert not game.can_activate(brute)


def test_an_ability_activated_only_if_you_control_five_lands() -> None:
    face = _face(CAVES)
    (restriction,) = face["abilities"][0]["activation_restrictions"]
    assert restriction["type"] == "RequiresCondition"
    game = _game(face)
    caves = game.put("Probe Caves", "Battlefield")
    for _ in range(3):
        game.put("Mountain", "Battlefield")
    assert not game.can_activate(caves)  # four lands
    game.put("Mountain", "Battlefield")
    assert game.can_activate(caves)


def test_an_ability_activated_only_with_no_cards_in_hand() -> None:
    game = _game(_face(MEGALITHS))
    megaliths = game.put("Probe Megaliths", "Battlefield")
    hand = game.game.state()["state"]["players"][0]["hand"]
    assert hand and not game.can_activate(megaliths)
    for card in hand:
        game.move(card, "Graveyard")
    assert game.can_activate(megaliths)


def test_an_ability_activated_only_after_you_cast_an_instant_this_turn() -> None:
    game = _game(_face(ORACLES), shock(), deck=("Shock",) * 4)
    oracles = game.put("Probe Oracles", "Battlefield")
    assert not game.can_activate(oracles)
    _shock(game, {"Player": 1})
    assert game.can_activate(oracles)


def test_before_attackers_are_declared_stays_a_gap() -> None:
    """phase's BeforeAttackersDeclared excludes the upkeep and the draw step (CR 500.1)."""
    text = ("Probe Bowman {R}\nCreature — Human\n{T}: This creature deals 1 damage to any target. "
            "Activate only during your turn, before attackers are declared.\n1/1")  # fmt: skip
    assert "'Activate only if …' condition" in _gap(text)


# ---- filters: "non-Elf", "black or red", multicolored, colorless, with a counter -------------

GOBLIN = "Probe Goblin {R}\nCreature — Goblin\n1/1"
SHADE = "Probe Shade {B}\nCreature — Shade\n1/1"
GOLD = "Probe Gold {W}{U}\nCreature — Human\n2/2"
GOLEM = "Probe Golem {2}\nArtifact Creature — Golem\n2/2"


def _offered(text: str, *creatures: str) -> tuple[set[int], dict[str, int]]:
    """The objects the spell of ``text`` offers as its target with a Grizzly Bears and one of
    each of ``creatures`` on the battlefield; and their ids by name."""
    faces = [_face(c) for c in creatures]
    spell = _face(text)
    game = _game(spell, *faces, deck=tuple(f["name"] for f in faces for _ in range(8)))
    ids = {f["name"]: game.put(f["name"], "Battlefield") for f in faces}
    ids["Grizzly Bears"] = game.put("Grizzly Bears", "Battlefield")
    _pay(game, 2)
    game.cast(game.put(spell["name"], "Hand"))
    offered = {a[1]["target"].get("Object") for a in game.legal() if a[0] == "ChooseTarget"}
    if not offered:  # one legal target: phase chooses it itself
        (item,) = game.game.stack()
        offered = {t.get("Object") for t in item["kind"]["data"]["ability"]["targets"]}
    return offered, ids


def test_a_target_of_another_subtype_is_phases_non_subtype() -> None:
    offered, ids = _offered("Probe Ending {B}\nInstant\nDestroy target non-Bear creature.", GOBLIN)
    assert offered == {ids["Probe Goblin"]}


def test_a_target_of_one_color_or_another_is_an_or_of_each_color() -> None:
    offered, ids = _offered("Probe Purge {W}\nInstant\nExile target black or red permanent.",
                            GOBLIN, SHADE, GOLD)  # fmt: skip
    assert offered == {ids["Probe Goblin"], ids["Probe Shade"]}


def test_a_multicolored_target_has_two_colors_or_more() -> None:
    text = ("Probe Fury {R}\nInstant\nTarget multicolored creature gains double strike until "
            "end of turn.")  # fmt: skip
    offered, ids = _offered(text, GOBLIN, GOLD)
    assert offered == {ids["Probe Gold"]}


def test_a_colorless_target_has_no_color() -> None:
    text = "Probe Haste {R}\nInstant\nTarget colorless creature gains haste until end of turn."
    offered, ids = _offered(text, GOBLIN, GOLEM)
    assert offered == {ids["Probe Golem"]}


def test_a_target_with_a_counter_is_phases_counters_property() -> None:
    face = _face("Probe Glider {W}\nInstant\nTarget creature with a +1/+1 counter on it gains "
                 "flying until end of turn.")  # fmt: skip
    target = face["abilities"][0]["effect"]["target"]
    assert target["properties"] == [{"type": "Counters", "counters": {"type": "OfType",
        "data": "P1P1"}, "comparator": "GE", "count": {"type": "Fixed", "value": 1}}]  # fmt: skip


# ---- "You may [pay {1} / discard a card]. If you do, ..." (CR 608.2c, 118.3) -----------------

TITHE = "Probe Tithe {W}\nSorcery\nYou may pay {1}. If you do, you gain 3 life."
RUMMAGE = "Probe Rummage {R}\nSorcery\nYou may discard a card. If you do, draw two cards."


def _hand(game: PhaseGame) -> list[int]:
    return list(game.game.state()["state"]["players"][0]["hand"])


def _cast_and_decide(game: PhaseGame, name: str, accept: bool) -> None:
    game.cast(game.put(name, "Hand"))
    game.pass_until(lambda g: g.game.waiting_for()["type"] == "OptionalEffectChoice", limit=20)
    game.choose("DecideOptionalEffect", accept=accept)
    game.pass_until(lambda g: g.game.waiting_for()["type"] != "Priority" or not g.game.stack())
    if game.game.waiting_for()["type"] == "DiscardChoice":
        game.choose("SelectCards")
    game.resolve_stack()


def test_if_you_do_is_the_step_under_the_optional_one_done_only_if_it_was() -> None:
    face = _face(TITHE)
    (pay,) = face["abilities"]
    assert pay["effect"] == {"type": "PayCost", "cost": P.mana_cost_payment("{1}"),
                             "payer": {"type": "Controller"}}  # fmt: skip
    assert pay["optional"] is True
    assert pay["sub_ability"]["condition"] == {"type": "EffectOutcome",
                                               "signal": "OptionalEffectPerformed"}  # fmt: skip


@pytest.mark.parametrize(
    ("mana", "accept", "life"),
    [
        (["White", "Colorless"], True, 23),
        (["White", "Colorless"], False, 20),
        (["White"], True, 20),
    ],
)
def test_you_gain_life_only_if_you_paid(mana: list[str], accept: bool, life: int) -> None:
    """Accepted but unable to pay: not paid, so not done (CR 118.3)."""
    game = _game(_face(TITHE))
    game.add_mana(0, mana)
    _cast_and_decide(game, "Probe Tithe", accept)
    assert game.life(0) == life


@pytest.mark.parametrize(("accept", "empty", "change"), [(True, False, 0), (False, False, -1),
                                                         (True, True, -1)])  # fmt: skip
def test_you_draw_only_if_you_discarded(accept: bool, empty: bool, change: int) -> None:
    """The hand, after the spell left it: -1 + 2 - 1 if a card was discarded, else unchanged
    (with an empty hand nothing can be discarded, so nothing is drawn)."""
    game = _game(_face(RUMMAGE))
    if empty:
        for card in _hand(game):
            game.move(card, "Graveyard")
    before = len(_hand(game)) + 1  # and the spell, put into the hand to be cast
    game.add_mana(0, ["Red"])
    _cast_and_decide(game, "Probe Rummage", accept)
    assert len(_hand(game)) - before == change


def test_an_instruction_after_if_you_do_stays_a_gap() -> None:
    """phase skips every step under a declined optional one: "You gain 1 life" would be."""
    text = ("Probe Study {U}\nSorcery\nYou may discard a card. If you do, draw a card. You gain "
            "1 life.")  # fmt: skip
    assert "'If you do' other than right after the last 'you may'" in _gap(text)


LOOT = (
    "Probe Loot {R}\nSorcery\nYou may discard a card. If you do, draw a card and you gain 2 life."
)


@pytest.mark.parametrize(("accept", "empty", "change", "life"), [
    (True, False, -1, 22), (False, False, -1, 20), (True, True, -1, 20)])  # fmt: skip
def test_every_step_after_if_you_do_waits_for_the_optional_one(
    accept: bool, empty: bool, change: int, life: int
) -> None:
    game = _game(_face(LOOT))
    if empty:
        for card in _hand(game):
            game.move(card, "Graveyard")
    before = len(_hand(game)) + 1
    game.add_mana(0, ["Red"])
    _cast_and_decide(game, "Probe Loot", accept)
    assert (len(_hand(game)) - before, game.life(0)) == (change, life)


# ---- "Whenever a player / an opponent casts a spell" (CR 601.2i) -------------------------------

ANY_CASTER = "Probe Cup {1}\nArtifact\nWhenever a player casts a red spell, you gain 1 life."
OPPONENT_CASTER = ("Probe Sentry {1}\nArtifact\nWhenever an opponent casts a spell, you gain 1 "
                   "life.")  # fmt: skip


def _shock_by(game: PhaseGame, seat: int) -> None:
    """``seat`` casts Shock at the other player in seat 0's main phase (seat 1 once seat 0
    passes priority with an empty stack)."""
    if seat == 1:
        game.game.apply(0, phase.GameAction.from_dict({"type": "PassPriority"}))
    game.add_mana(seat, ["Red"])
    game.cast(game.put("Shock", "Hand", owner=seat), targets=[{"Player": 1 - seat}])
    game.resolve_stack()


@pytest.mark.parametrize(("text", "mine", "theirs"), [(ANY_CASTER, 1, 1),
                                                      (OPPONENT_CASTER, 0, 1)])  # fmt: skip
def test_a_cast_trigger_of_any_caster_or_an_opponent(text: str, mine: int, theirs: int) -> None:
    face = _face(text)
    engine = load_engine(P.card_data_json([mountain(), face, shock()]))
    deck = [face["name"]] * 4 + ["Shock"] * 12 + ["Mountain"] * 20
    game = new_game(engine, deck, ["Shock"] * 12 + ["Mountain"] * 20)
    game.go_to("PreCombatMain")
    game.put(face["name"], "Battlefield")
    _shock_by(game, 0)
    assert game.life(0) == 20 + mine
    _shock_by(game, 1)
    assert game.life(0) == 20 + mine - 2 + theirs


# ---- "that player": the player of the triggering event ----------------------------------------

UNDERMINER = ("Probe Underminer {1}{B}\nCreature — Goblin\nWhenever this creature deals combat "
              "damage to a player, that player loses 2 life.\n1/1")  # fmt: skip
TABLET = ("Probe Tablet {3}\nArtifact\nAt the beginning of each player's upkeep, that player "
          "loses 1 life.")  # fmt: skip
STING = ("Probe Sting {3}{R}\nEnchantment\nWhenever an opponent casts a spell, that player loses "
         "1 life.")  # fmt: skip


def test_that_player_of_combat_damage_is_the_player_dealt_it() -> None:
    face = _face(UNDERMINER)
    assert face["triggers"][0]["execute"]["effect"]["target"] == {"type": "TriggeringPlayer"}
    game = _game(face)
    underminer = game.put("Probe Underminer", "Battlefield")
    game.ready(underminer)
    game.attack([underminer])
    game.pass_until(lambda g: g.step == "End", limit=60)
    assert (game.life(0), game.life(1)) == (20, 17)


def test_that_player_of_each_players_upkeep_is_the_active_player() -> None:
    face = _face(TABLET)
    engine = load_engine(P.card_data_json([mountain(), face]))
    game = new_game(engine, ["Probe Tablet"] * 4 + ["Mountain"] * 30, ["Mountain"] * 30)
    game.put("Probe Tablet", "Battlefield")
    game.pass_until(lambda g: g.turn == 2 and g.step == "Draw", limit=80)
    assert (game.life(0), game.life(1)) == (20, 19)
    game.pass_until(lambda g: g.turn == 3 and g.step == "Draw", limit=80)
    assert (game.life(0), game.life(1)) == (19, 19)


def test_that_player_of_a_cast_trigger_is_the_caster() -> None:
    face = _face(STING)
    engine = load_engine(P.card_data_json([mountain(), face, shock()]))
    deck = ["Probe Sting"] * 4 + ["Shock"] * 12 + ["Mountain"] * 20
    game = new_game(engine, deck, ["Shock"] * 12 + ["Mountain"] * 20)
    game.go_to("PreCombatMain")
    game.put("Probe Sting", "Battlefield")
    _shock_by(game, 0)  # your own spell: no trigger
    assert (game.life(0), game.life(1)) == (20, 18)
    _shock_by(game, 1)
    assert (game.life(0), game.life(1)) == (18, 17)


# ---- "Whenever you gain life" (CR 119.10) ------------------------------------------------------

LIFELINKED = ("Probe Vampire {2}{B}\nCreature — Vampire\nWhenever you gain life, put a +1/+1 "
              "counter on this creature.\n2/2")  # fmt: skip
BOON = "Probe Boon {W}\nInstant\nTarget player gains 3 life."


def test_a_life_gain_trigger_fires_when_you_gain_life_and_not_another_player() -> None:
    face = _face(LIFELINKED)
    assert face["triggers"][0]["mode"] == "LifeGained"
    game = _game(face, _face(BOON), deck=("Probe Boon",) * 8)
    vampire = game.put("Probe Vampire", "Battlefield")
    for seat, size in ((1, 2), (0, 3)):
        game.add_mana(0, ["White"])
        game.cast(game.put("Probe Boon", "Hand"), targets=[{"Player": seat}])
        game.resolve_stack()
        assert game.power_toughness(vampire) == (size, size)


SCOUT = ("Probe Scout {G}\nSorcery\nYou may discard a card. If you do, search your library for a "
         "basic land card, reveal it, put it into your hand, then shuffle.")  # fmt: skip


@pytest.mark.parametrize("accept", [True, False])
def test_a_search_after_if_you_do_finds_the_card_only_if_you_discarded(accept: bool) -> None:
    game = _game(_face(SCOUT))
    game.add_mana(0, ["Green"])
    game.cast(game.put("Probe Scout", "Hand"))
    game.pass_until(lambda g: g.game.waiting_for()["type"] == "OptionalEffectChoice", limit=20)
    library = game.library(0)
    game.choose("DecideOptionalEffect", accept=accept)
    if accept:
        game.choose("SelectCards")  # the card discarded
        found = [a[1]["cards"] for a in game.legal() if a[0] == "SelectCards" and a[1]["cards"]]
        game.choose("SelectCards", cards=found[0])
        game.resolve_stack()
        assert game.object(found[0][0])["zone"] == "Hand"
    else:
        game.resolve_stack()
        assert game.library(0) == library  # not searched, not shuffled
