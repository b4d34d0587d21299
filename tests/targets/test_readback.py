"""Total generation, proved by reading back (issue 22).

Each generated Forge script is read back with the tests' own reader (``forge_reader``, then
``forge_model``) and each generated phase face as phase loads it (``phase_model``), into the
structural model of ``card_model``; the model of the card's IR must be the same. A field the
IR states that the engine file leaves out or changes fails here, naming the card and the field:
a generator must write it or report a gap (T001/T002), never drop it. Run over every bundled
card and every pool card that each target emits in full.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

import karlov.ir as ir
from karlov import compile_card, parse
from karlov.targets import phase_format as P
from karlov.targets.forge import ForgeGenerator
from karlov.targets.phase import PhaseGenerator

from .card_model import differences, ir_model, normalized
from .forge_model import forge_model
from .forge_reader import lint_script, read_script
from .pool_ir import every_playable_ir
from .test_generators import _bundled_ir

phase = pytest.importorskip("phase", reason="phase-python (the extra 'phase') is not installed")

from .phase_cards import bears, mountain  # noqa: E402
from .phase_harness import load_engine, new_game  # noqa: E402
from .phase_model import loaded_objects, phase_model, search_steps, two_player_reading  # noqa: E402


def _forge_differences(cards: list[ir.Card]) -> tuple[int, list[str]]:
    """How many cards Forge writes in full, and every difference of their read-back."""
    generator = ForgeGenerator()
    full, found = 0, []
    for card in cards:
        output = generator.generate(card)
        if output.gaps:
            continue
        full += 1
        (text,) = output.files.values()
        assert lint_script(text, name=card.name, text=card.text) == [], card.name
        expected = normalized(ir_model(card))
        actual = normalized(forge_model(read_script(text)))
        found += [f"{card.name}: {d}" for d in differences(expected, actual)]
    return full, found


def _phase_differences(cards: list[ir.Card]) -> tuple[int, list[str]]:
    """How many cards phase gets in full, and every difference of their faces as phase loads
    them (300 faces to a game)."""
    generator = PhaseGenerator()
    written = [(card, output.payload) for card in cards
               if not (output := generator.generate(card)).gaps]  # fmt: skip
    loaded: dict[str, dict] = {}
    for start in range(0, len(written), 300):
        loaded.update(loaded_objects([face for _, face in written[start : start + 300]]))
    found = []
    for card, face in written:
        expected = normalized(two_player_reading(ir_model(card)), split_statics=True)
        actual = normalized(search_steps(phase_model(loaded[card.name], face)), split_statics=True)
        found += [f"{card.name}: {d}" for d in differences(expected, actual)]
    return len(written), found


def test_every_bundled_card_phase_gets_in_full_reads_back_as_its_ir() -> None:
    full, found = _phase_differences(_bundled_ir())
    assert full >= 50
    assert found == []


def test_every_pool_card_phase_gets_in_full_reads_back_as_its_ir() -> None:
    full, found = _phase_differences(list(every_playable_ir()))
    assert full >= 5_000
    assert found == []


def test_every_bundled_card_forge_writes_in_full_reads_back_as_its_ir() -> None:
    full, found = _forge_differences(_bundled_ir())
    assert full >= 60
    assert found == []


def test_every_pool_card_forge_writes_in_full_reads_back_as_its_ir() -> None:
    full, found = _forge_differences(list(every_playable_ir()))
    assert full >= 6_000
    assert found == []


# ---- the model reads both sides, and a dropped field is seen ---------------------------------


def _card(text: str, name: str = "Probe") -> ir.Card:
    (card,) = parse(text, "probe.card")
    compiled = compile_card(card)
    assert compiled.ir is not None, [d.message for d in compiled.diagnostics]
    return compiled.ir


def test_a_field_left_out_of_a_forge_script_is_a_difference_naming_it() -> None:
    """The read-back cannot pass a script that drops what the IR states: here the number of
    tokens ("Create two Treasure tokens") taken off the script by hand."""
    card = _card("Probe {3}{B}\nSorcery\nDestroy target creature. Create two Treasure tokens.")
    (text,) = ForgeGenerator().generate(card).files.values()
    assert "TokenAmount$ 2" in text
    dropped = text.replace(" | TokenAmount$ 2", "")
    found = differences(normalized(ir_model(card)), normalized(forge_model(read_script(dropped))))
    assert found == ["abilities[0].effects[1].amount: IR '2' != engine '1'"]


def test_an_ir_field_the_model_does_not_know_is_kept_as_unmodelled() -> None:
    """An IR field without a place in the model is never dropped by the model either."""
    card = _card("Probe {1}{B}\nInstant\nDestroy target creature.")
    destroy = card.abilities[0].effect
    assert isinstance(destroy, ir.Action)
    odd = replace(destroy, card_name="Probe")  # a field no step of the model states
    model = ir_model(replace(card, abilities=(replace(card.abilities[0], effect=odd),)))
    assert model["abilities"][0]["unmodelled"] == ["Action.card_name='Probe'"]


# ---- the drops the read-back found, each written now (Forge) ---------------------------------

#: card text -> a parameter its script must have (each was silently left out before)
FORGE_WRITTEN = {
    # CR 111.10: two Treasures, not one (Contract Killing)
    "Probe {3}{B}\nSorcery\nDestroy target creature. Create two Treasure tokens.":
        "TokenAmount$ 2",
    # CR 701.16a: investigate twice is two Clues
    "Probe {2}{U}\nSorcery\nInvestigate twice.": "Num$ 2",
    # CR 111.2: the target opponent creates them, under their control (Hunted Dragon)
    "Probe {3}{R}{R}\nCreature — Dragon\nWhen this creature enters, target opponent "
    "creates three 2/2 white Knight creature tokens with first strike.\n6/6":
        "ValidTgts$ Opponent | TgtPrompt$ Select target opponent | TokenOwner$ Targeted",
    # the destroyed creature's controller creates it (Afterlife)
    "Probe {2}{W}\nInstant\nDestroy target creature. It can't be regenerated. Its controller "
    "creates a 1/1 white Spirit creature token with flying.": "TokenOwner$ TargetedController",
    # CR 205.1b: it becomes blue (Serpentine Ambush)
    "Probe {1}{U}\nInstant\nUntil end of turn, target creature becomes a blue Serpent with "
    "base power and toughness 5/5.": "Colors$ Blue | OverwriteColors$ True",
    # spells on the stack, not permanents (Pestilent Spirit)
    "Probe {2}{B}\nCreature — Spirit\nInstant and sorcery spells you control have "
    "deathtouch.\n3/2": "AffectedZone$ Stack",
    # CR 702.14: Forge's keyword is Landwalk with the land type (Colossal Whale's script)
    "Probe {5}{U}{U}\nCreature — Leviathan\nIslandwalk\n9/9": "K:Landwalk:Island",
}  # fmt: skip


@pytest.mark.parametrize("text", FORGE_WRITTEN)
def test_a_field_forge_dropped_is_written_lints_clean_and_reads_back(text: str) -> None:
    card = _card(text)
    output = ForgeGenerator().generate(card)
    assert output.gaps == ()
    (script,) = output.files.values()
    assert FORGE_WRITTEN[text] in script
    assert lint_script(script, name=card.name, text=card.text) == []
    expected, actual = normalized(ir_model(card)), normalized(forge_model(read_script(script)))
    assert differences(expected, actual) == []


# ---- the drops the read-back found, each written now or a gap (phase) ------------------------

#: card text -> what its phase face must do
PHASE_WRITTEN = {
    # CR 701.16a: investigate twice is two Clues, one Investigate each
    "Probe {2}{U}\nSorcery\nInvestigate twice.": ('"type":"Investigate"', 2),
}  # fmt: skip


@pytest.mark.parametrize("text", PHASE_WRITTEN)
def test_a_field_phase_dropped_is_written_loads_and_reads_back(text: str) -> None:
    card = _card(text)
    output = PhaseGenerator().generate(card)
    assert output.gaps == ()
    needle, times = PHASE_WRITTEN[text]
    (data,) = output.files.values()
    assert data.count(needle) == times
    loaded = loaded_objects([output.payload])[card.name]
    expected = normalized(two_player_reading(ir_model(card)), split_statics=True)
    actual = normalized(search_steps(phase_model(loaded, output.payload)), split_statics=True)
    assert differences(expected, actual) == []


def test_tokens_created_tapped_are_tapped_in_the_phase_face() -> None:
    """CR 110.5b: "create two tapped tokens" (the compiler has no such card yet: the IR is
    the compiled "create two" with ``tapped`` set); phase's Token was always untapped."""
    card = _card("Probe {2}{W}\nSorcery\nCreate two 1/1 white Soldier creature tokens.")
    create = card.abilities[0].effect
    assert isinstance(create, ir.Action)
    card = replace(
        card, abilities=(replace(card.abilities[0], effect=replace(create, tapped=True)),)
    )
    output = PhaseGenerator().generate(card)
    assert output.gaps == ()
    assert output.payload["abilities"][0]["effect"]["tapped"] is True
    loaded = loaded_objects([output.payload])[card.name]
    expected = normalized(two_player_reading(ir_model(card)), split_statics=True)
    actual = normalized(search_steps(phase_model(loaded, output.payload)), split_statics=True)
    assert differences(expected, actual) == []


def test_damage_dealt_by_another_object_is_a_forge_gap_not_the_sources() -> None:
    """Scourge of Valkas: "it deals X damage" where "it" is the Dragon that entered; Forge's
    DealDamage is dealt by the ability's source, so it was written as this creature's."""
    card = _card("Probe {2}{R}{R}\nCreature — Dragon\nWhenever Probe or another Dragon enters "
                 "the battlefield under your control, it deals X damage to any target, where X "
                 "is the number of Dragons you control.\n4/4")  # fmt: skip
    (gap,) = ForgeGenerator().generate(card).gaps
    assert gap.code == "T002" and "damage dealt by another object" in gap.message


#: card text -> the gap phase reports (each was written as something else before)
PHASE_GAPS = {
    # phase's Mill targets any player: "target opponent" was written as "target player"
    "Probe {1}{U}\nSorcery\nTarget opponent mills seven cards.":
        "karlov's phase generator writes a mill by the target of 'target player' only",
    # phase's Token is created by its controller: the opponent's tokens were written as yours
    "Probe {3}{R}{R}\nCreature — Dragon\nWhen this creature enters, target opponent creates "
    "three 2/2 white Knight creature tokens with first strike.\n6/6":
        "tokens created by another player",
    # bloodrush (Ghor-Clan Rampager's): written as an ability of the permanent (CR 113.6b)
    "Probe {2}{R}{G}\nCreature — Beast\nTrample\nBloodrush — {R}{G}, Discard Probe: Target "
    "attacking creature gets +4/+4 and gains trample until end of turn.\n4/4":
        "an activated ability that works outside the battlefield",
}  # fmt: skip
# ("a token for each creature you control", once written as one token, is written with its
# count now: test_phase_breadth.py)


@pytest.mark.parametrize("text", PHASE_GAPS)
def test_a_field_phase_cannot_write_is_a_gap_not_a_different_card(text: str) -> None:
    (gap,) = PhaseGenerator().generate(_card(text)).gaps
    assert gap.code == "T002"
    assert PHASE_GAPS[text] in gap.message


# ---- forms added for breadth (issue 22): each written, linted / loaded, and read back ---------

#: card text -> (a parameter its Forge script has, a value its phase face has, or None: a gap)
NEW_FORMS = {
    # CR 110.2, 603.7c: "enters under an opponent's control" is OppCtrl, "that player" the
    # entering card's controller; phase has no form for it (a gap)
    "Probe {3}{B}\nEnchantment\nWhenever a land enters under an opponent's control, you gain "
    "2 life.": ("ValidCard$ Land.OppCtrl", None),
    # CR 603.2c, 510.2: once per player dealt combat damage at once (Forge's DamageDoneOnce)
    "Probe {2}{U}\nEnchantment\nWhenever one or more artifact creatures you control deal "
    "combat damage to a player, draw a card.": (
        "Mode$ DamageDoneOnce | ValidSource$ Artifact.Creature+YouCtrl | ValidTarget$ Player "
        "| CombatDamage$ True", None),
    # CR 508.3a: Forge's Attacks trigger, phase's Attacks (phase's own faces write it)
    "Probe {1}{W}\nCreature — Soldier\nWhenever this creature attacks, you gain 1 life.\n2/2":
        ("Mode$ Attacks | ValidCard$ Card.Self", '"mode":"Attacks"'),
    "Probe {2}{W}\nEnchantment\nWhenever a creature you control attacks, you gain 1 life.":
        ("Mode$ Attacks | ValidCard$ Creature.YouCtrl", '"mode":"Attacks"'),
    # CR 119.3: LoseLife (Forge's Defined$ players; phase's targeted Player)
    "Probe {B}\nSorcery\nTarget player loses 2 life.":
        ("LoseLife | LifeAmount$ 2 | ValidTgts$ Player", '"type":"LoseLife"'),
    "Probe {B}\nSorcery\nYou draw two cards and you lose 2 life.":
        ("LoseLife | LifeAmount$ 2 | Defined$ You", '"type":"LoseLife"'),
    "Probe {2}{B}\nSorcery\nEach opponent loses 2 life.":
        ("Defined$ Player.Opponent", '"player_scope":{"type":"Opponent"}'),
    "Probe {1}{B}{B}\nSorcery\nDestroy target creature. Its controller loses 2 life.":
        ("Defined$ TargetedController", None),
    # CR 701.26: Tap / Untap (Forge's APIs), phase's SetTapState
    "Probe {U}\nInstant\nTap target creature.":
        ("SP$ Tap | ValidTgts$ Creature", '"type":"SetTapState"'),
    "Probe {G}\nInstant\nUntap target creature.":
        ("SP$ Untap | ValidTgts$ Creature", '"type":"SetTapState"'),
    # CR 701.13a, 400.3: Forge's ChangeZone from the object's zone, phase's ChangeZone
    "Probe {1}{W}\nInstant\nExile target creature.":
        ("Origin$ Battlefield | Destination$ Exile", '"destination":"Exile"'),
    "Probe {1}{B}\nSorcery\nReturn target creature card from your graveyard to your hand.":
        ("TgtZone$ Graveyard | Origin$ Graveyard | Destination$ Hand", '"origin":"Graveyard"'),
    "Probe {1}{U}\nInstant\nPut target creature on top of its owner's library.":
        ("Destination$ Library | LibraryPosition$ 0", '"type":"PutAtLibraryPosition"'),
    "Probe {3}{B}\nSorcery\nReturn target creature card from your graveyard to the "
    "battlefield.": ("Destination$ Battlefield | GainControl$ True", '"destination":"Battlefield"'),
    # CR 701.6a: Forge's Counter of a spell target (TargetType$ Spell), phase's Counter
    "Probe {U}{U}\nInstant\nCounter target spell.":
        ("SP$ Counter | ValidTgts$ Card | TgtPrompt$ Select target spell | TargetType$ Spell",
         '"target":{"type":"StackSpell"}'),
    "Probe {1}{U}\nInstant\nCounter target creature spell.":
        ("ValidTgts$ Creature", '"filters":[{"type":"StackSpell"},{'),
    # CR 608.2h: "for each" counted as it resolves, Forge's Count$Valid SVar
    "Probe {2}{W}\nSorcery\nYou gain 2 life for each creature you control.":
        ("Count$Valid Creature.YouCtrl/Times.2", '"type":"Multiply"'),
    "Probe {2}{B}\nSorcery\nDraw a card for each creature card in your graveyard.":
        ("Count$ValidGraveyard Creature.YouOwn", None),
    # CR 614.1c: Forge's R:Event$ Moved tapping it (Dismal Backwater's script)
    "Probe\nLand\nThis land enters tapped.\n{T}: Add {B}.":
        ("R:Event$ Moved | ValidCard$ Card.Self | Destination$ Battlefield", '"event":"Moved"'),
    # CR 614.1c, 122.6: K:etbCounter (Walking Ballista's script)
    "Probe {2}{G}\nCreature — Hydra\nThis creature enters with two +1/+1 counters on it.\n0/0":
        ("K:etbCounter:P1P1:2", '"counter_type":"P1P1"'),
    # CR 118, 701.9a, 122.8: Forge's cost parts (Walking Ballista's SubCounter), phase's
    # (as its own faces write them)
    "Probe {1}{U}\nCreature — Wizard\n{T}, Discard a card: Draw a card.\n1/1":
        ("Cost$ T Discard<1/Card>", '"type":"Discard"'),
    "Probe {1}{G}\nCreature — Hydra\nRemove a +1/+1 counter from this creature: You gain 1 "
    "life.\n1/1": ("Cost$ SubCounter<1/P1P1>", '"type":"RemoveCounter"'),
    "Probe {1}{W}\nCreature — Cleric\nTap an untapped creature you control: You gain 1 life."
    "\n1/1": ("Cost$ tapXType<1/Creature>", '"type":"TapCreatures"'),
}  # fmt: skip


@pytest.mark.parametrize("text", NEW_FORMS)
def test_a_new_form_is_written_lints_clean_loads_and_reads_back(text: str) -> None:
    card = _card(text)
    forge_param, phase_value = NEW_FORMS[text]
    output = ForgeGenerator().generate(card)
    assert output.gaps == ()
    (script,) = output.files.values()
    assert forge_param in script
    assert lint_script(script, name=card.name, text=card.text) == []
    expected = normalized(ir_model(card))
    assert differences(expected, normalized(forge_model(read_script(script)))) == []
    face = PhaseGenerator().generate(card)
    if phase_value is None:
        assert [g.code for g in face.gaps] == ["T002"]
        return
    assert face.gaps == ()
    (data,) = face.files.values()
    assert phase_value in data
    loaded = loaded_objects([face.payload])[card.name]
    expected = normalized(two_player_reading(ir_model(card)), split_statics=True)
    actual = normalized(search_steps(phase_model(loaded, face.payload)), split_statics=True)
    assert differences(expected, actual) == []


def test_target_player_loses_life_in_a_phase_game() -> None:
    """The LoseLife face plays: the targeted opponent loses 2 life (CR 119.3), not you."""
    card = _card("Probe {B}\nInstant\nTarget player loses 2 life.")
    face = PhaseGenerator().generate(card).payload
    engine = load_engine(P.card_data_json([face, mountain()]))
    deck = ["Mountain"] * 30 + ["Probe"] * 5
    game = new_game(engine, deck, deck)
    spell = game.put("Probe", "Hand")
    game.go_to("PreCombatMain", active_player=0)
    game.add_mana(0, ["Black"])
    game.cast(spell, targets=[{"Player": 1}])
    game.resolve_stack()
    assert (game.life(0), game.life(1)) == (20, 18)


def test_exile_and_return_from_graveyard_play_in_a_phase_game() -> None:
    """The ChangeZone faces play: the targeted creature is exiled (CR 701.13a); the targeted
    creature card goes from your graveyard to your hand (CR 400.3)."""
    exile = PhaseGenerator().generate(_card("Exile {1}{W}\nInstant\nExile target creature."))
    raise_ = PhaseGenerator().generate(_card("Raise {B}\nInstant\nReturn target creature card "
                                             "from your graveyard to your hand."))  # fmt: skip
    engine = load_engine(P.card_data_json([exile.payload, raise_.payload, mountain(), bears()]))
    deck = ["Mountain"] * 30 + ["Exile", "Raise"] + ["Grizzly Bears"] * 3
    game = new_game(engine, deck, deck)
    theirs = game.put("Grizzly Bears", "Battlefield", owner=1)
    game.put("Grizzly Bears", "Battlefield")  # a second legal target for the exile
    mine, other = game.put("Grizzly Bears", "Graveyard"), game.put("Grizzly Bears", "Graveyard")
    game.go_to("PreCombatMain", active_player=0)
    game.add_mana(0, ["White", "Colorless", "Black"])
    game.cast(game.put("Exile", "Hand"), targets=[{"Object": theirs}])
    game.resolve_stack()
    assert game.object(theirs)["zone"] == "Exile"
    game.cast(game.put("Raise", "Hand"), targets=[{"Object": mine}])
    game.resolve_stack()
    assert (game.object(mine)["zone"], game.object(other)["zone"]) == ("Hand", "Graveyard")


@pytest.mark.parametrize("accept", [True, False])
def test_you_may_is_asked_in_a_phase_game(accept: bool) -> None:
    """ "You gain 3 life. You may draw a card." (CR 608.2d): the optional step is asked as it
    is reached, and only it depends on the answer."""
    card = _card("Probe {B}\nInstant\nYou gain 3 life. You may draw a card.")
    output = PhaseGenerator().generate(card)
    assert output.gaps == ()
    loaded = loaded_objects([output.payload])[card.name]
    expected = normalized(two_player_reading(ir_model(card)), split_statics=True)
    actual = normalized(search_steps(phase_model(loaded, output.payload)), split_statics=True)
    assert differences(expected, actual) == []
    engine = load_engine(P.card_data_json([output.payload, mountain()]))
    deck = ["Mountain"] * 30 + ["Probe"] * 3
    game = new_game(engine, deck, deck)
    spell = game.put("Probe", "Hand")
    game.go_to("PreCombatMain", active_player=0)
    game.add_mana(0, ["Black"])
    hand = len(game.game.hand(0))
    game.cast(spell)
    game.pass_until(lambda g: g.game.waiting_for()["type"] == "OptionalEffectChoice", limit=10)
    game.choose("DecideOptionalEffect", accept=accept)
    game.resolve_stack()
    assert game.life(0) == 23
    assert len(game.game.hand(0)) - hand == (0 if accept else -1)


def test_a_discard_cost_is_paid_in_a_phase_game() -> None:
    """ "{T}, Discard a card: Draw a card." (CR 602.2, 701.9a): the card is discarded to pay
    the cost, then one is drawn -- the hand size is the same, one card is in the graveyard."""
    card = _card("Probe {1}{U}\nCreature — Wizard\n{T}, Discard a card: Draw a card.\n1/1")
    face = PhaseGenerator().generate(card).payload
    engine = load_engine(P.card_data_json([face, mountain()]))
    deck = ["Mountain"] * 30 + ["Probe"] * 3
    game = new_game(engine, deck, deck)
    wizard = game.put("Probe", "Battlefield")
    game.ready(wizard)
    game.go_to("PreCombatMain", active_player=0)
    hand = len(game.game.hand(0))
    game.activate(wizard)
    game.pass_until(lambda g: not g.game.stack() and g.game.waiting_for()["type"] == "Priority"
                    and len(g.game.graveyard(0)) == 1, limit=20)  # fmt: skip
    game.resolve_stack()
    assert len(game.game.hand(0)) == hand
    assert len(game.game.graveyard(0)) == 1
    assert game.object(wizard)["tapped"]
