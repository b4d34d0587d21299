"""Forge generator breadth, second round (issue 22): one card per form added in session 34.

As in ``test_forge_breadth``: each card's script must have the exact lines Forge's own scripts
use for that shape (the card named in each comment), lint clean and read back as its IR; a
changed or dropped field of a new form must be a read-back difference; and a shape the form
does not cover stays a gap.
"""

from __future__ import annotations

import pytest

from karlov.targets.forge import ForgeGenerator

from .forge_reader import lint_script
from .test_forge_breadth import _card, _read_back, _script

#: card text -> lines its script must have, exactly
WRITTEN = {
    # CR 602.5b: "Activate only during your turn, before attackers are declared" -- Alaborn
    # Veteran's ``PlayerTurn$ True | ActivationPhases$ Upkeep,Draw,Main1,BeginCombat``
    "Probe {2}{W}\nCreature — Human Knight\n{T}: Target creature gets +2/+2 until end of turn. "
    "Activate only during your turn, before attackers are declared.\n2/2": [
        "A:AB$ Pump | Cost$ T | ValidTgts$ Creature | TgtPrompt$ Select target creature | "
        "NumAtt$ +2 | NumDef$ +2 | PlayerTurn$ True | ActivationPhases$ Upkeep,Draw,Main1,"
        "BeginCombat | SpellDescription$ Target creature gets +2/+2 until end of turn. Activate "
        "only during your turn, before attackers are declared."
    ],
    "Probe {3}\nArtifact\n{3}, {T}: Target player discards a card. Activate only during your "
    "turn.": [
        "A:AB$ Discard | Cost$ 3 T | NumCards$ 1 | ValidTgts$ Player | TgtPrompt$ Select "
        "target player | Mode$ TgtChoose | PlayerTurn$ True | SpellDescription$ Target "
        "player discards a card. Activate only during your turn."
    ],
    "Probe {1}{W}\nCreature — Human Cleric\n{T}: You gain 1 life. Activate only during your "
    "upkeep.\n1/1": [
        "A:AB$ GainLife | Cost$ T | LifeAmount$ 1 | PlayerTurn$ True "
        "| ActivationPhases$ Upkeep | SpellDescription$ You gain 1 life. Activate "
        "only during your upkeep."
    ],
    # "Activate only if you control …": the trigger's IsPresent$ (Bonders' Enclave)
    "Probe\nLand\n{3}, {T}: Draw a card. Activate only if you control a creature with power 4 "
    "or greater.": [
        "A:AB$ Draw | Cost$ 3 T | NumCards$ 1 | Defined$ You | IsPresent$ "
        "Creature.YouCtrl+powerGE4 | PresentCompare$ GE1 | SpellDescription$ Draw a "
        "card. Activate only if you control a creature with power 4 or greater."
    ],
    # "… a creature died this turn" (Caged Zombie): the turn count as a CheckSVar$
    "Probe {2}{B}\nCreature — Zombie\n{1}{B}, {T}: Each opponent loses 2 life. Activate only if "
    "a creature died this turn.\n2/3": [
        "A:AB$ LoseLife | Cost$ 1 B T | LifeAmount$ 2 | Defined$ Player.Opponent | CheckSVar$ X1 "
        "| SVarCompare$ GE1 | SpellDescription$ Each opponent loses 2 life. Activate only if a "
        "creature died this turn.",
        "SVar:X1:Count$ThisTurnEntered_Graveyard_from_Battlefield_Creature",
    ],
    # CR 615.7: a shield on the target (Samite Healer's ``PreventDamage | ValidTgts$ ... |
    # Amount$ 1``), on the source (``Defined$ Self``)
    "Probe {1}{W}\nCreature — Human Cleric\n{T}: Prevent the next 1 damage that would be "
    "dealt to any target this turn.\n1/1": [
        "A:AB$ PreventDamage | Cost$ T | ValidTgts$ Any | TgtPrompt$ Select any target | "
        "Amount$ 1 | SpellDescription$ Prevent the next 1 damage that would be dealt to any "
        "target this turn."
    ],
    "Probe {4}{W}\nCreature — Spirit\nPay 1 life: Prevent the next 1 damage that would be "
    "dealt to this creature this turn.\n4/3": [
        "A:AB$ PreventDamage | Cost$ PayLife<1> | Defined$ Self | Amount$ 1 | SpellDescription$ "
        "Prevent the next 1 damage that would be dealt to this creature this turn."
    ],
    # CR 615.1a, 510.2: Fog's ``SP$ Fog``
    "Probe {G}\nInstant\nPrevent all combat damage that would be dealt this turn.": [
        "A:SP$ Fog | SpellDescription$ Prevent all combat damage that would be dealt this turn."
    ],
    # CR 604.3: Battle Squadron's characteristic-defining static, in every zone
    "Probe {3}{R}{R}\nCreature — Goblin\nFlying\nThis creature's power and toughness are "
    "each equal to the number of creatures you control.\n*/*": [
        "S:Mode$ Continuous | Affected$ Card.Self | EffectZone$ All | CharacteristicDefining$ "
        "True | SetPower$ X1 | SetToughness$ X2 | Description$ This creature's power and "
        "toughness are each equal to the number of creatures you control.",
        "SVar:X1:Count$Valid Creature.YouCtrl",
        "SVar:X2:Count$Valid Creature.YouCtrl",
    ],
    # CR 701.9b: Hymn to Tourach's ``Discard | Mode$ Random``
    "Probe {B}{B}\nSorcery\nTarget player discards two cards at random.": [
        "A:SP$ Discard | NumCards$ 2 | ValidTgts$ Player | TgtPrompt$ Select target player | "
        "Mode$ Random | SpellDescription$ Target player discards two cards at random."
    ],
    # CR 701.34a: Contagion Clasp's ``AB$ Proliferate``
    "Probe {2}\nArtifact\n{4}, {T}: Proliferate.": [
        "A:AB$ Proliferate | Cost$ 4 T | SpellDescription$ Proliferate."
    ],
    # CR 701.39a: Abzan Skycaptain's ``PutCounter | Bolster$ True``
    "Probe {3}{W}\nCreature — Bird Soldier\nFlying\nWhen this creature dies, bolster 2.\n2/2": [
        "SVar:Trig1:DB$ PutCounter | Bolster$ True | CounterNum$ 2 | CounterType$ P1P1"
    ],
    # CR 701.44a: Brazen Buccaneers' ``Explore``
    "Probe {3}{R}\nCreature — Human Pirate\nWhen this creature enters, it explores.\n2/2": [
        "SVar:Trig1:DB$ Explore | Defined$ Self"
    ],
    # CR 601.2b, 601.2f-h: the additional cost in the spell's Cost$ with its mana cost (Abjure's
    # ``Cost$ U Sac<1/Permanent.Blue/blue permanent>``)
    "Probe {4}{B}\nInstant\nAs an additional cost to cast this spell, discard a card and "
    "sacrifice a creature.\nTwo target creatures each get -13/-13 until end of turn.": [
        "A:SP$ Pump | Cost$ 4 B Sac<1/Creature> Discard<1/Card> | ValidTgts$ Creature | "
        "TgtPrompt$ Select two target creatures | TargetMin$ 2 | TargetMax$ 2 | NumAtt$ -13 | "
        "NumDef$ -13 | SpellDescription$ As an additional cost to cast this spell, discard a card "
        "and sacrifice a creature. Two target creatures each get -13/-13 until end of turn."
    ],
    "Maro {2}{G}{G}\nCreature — Spirit\nMaro's power and toughness are each equal to the "
    "number of cards in your hand.\n*/*": ["SVar:X1:Count$ValidHand Card.YouOwn"],
    # delirium (CR 205.2a): a static's ``Condition$ Delirium`` (Grim Flayer), a trigger's
    # ``Delirium$ True`` (Angel of Deliverance)
    "Probe {1}{B}{G}\nCreature — Elf\n{T}: Add {B} or {G}.\nDelirium — This creature has "
    "deathtouch as long as there are four or more card types among cards in your graveyard.\n"
    "2/1": [
        "S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Deathtouch | Condition$ Delirium "
        "| Description$ Delirium — This creature has deathtouch as long as there are four or "
        "more card types among cards in your graveyard."
    ],
    "Probe {2}{R}\nCreature — Devil\nDelirium — At the beginning of your upkeep, if there are "
    "four or more card types among cards in your graveyard, you gain 2 life.\n2/2": [
        "T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | "
        "Delirium$ True | Execute$ Trig1 | TriggerDescription$ Delirium — At the beginning of "
        "your upkeep, if there are four or more card types among cards in your graveyard, you "
        "gain 2 life."
    ],
    # CR 611.3a, 102.1: Blood Burglar's ``Condition$ PlayerTurn``
    "Probe {1}{B}\nCreature — Vampire Rogue\nAs long as it's your turn, this creature has "
    "lifelink.\n2/2": [
        "S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Lifelink | Condition$ PlayerTurn "
        "| Description$ As long as it's your turn, this creature has lifelink."
    ],
    # CR 122.1: the card with its counters present (Baloth Pup's Card.Self+counters_GE1_P1P1)
    "Probe {1}{G}\nCreature — Beast\nThis creature has trample as long as it has a +1/+1 "
    "counter on it.\n3/1": [
        "S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Trample | IsPresent$ "
        "Card.Self+counters_GE1_P1P1 | PresentCompare$ EQ1 | Description$ This creature has "
        "trample as long as it has a +1/+1 counter on it."
    ],
    # CR 608.2h: the value of one object as it last existed -- the permanent sacrificed for
    # the cost (Fling's ``Sacrificed$CardPower``), the trigger's object (``TriggeredCard$``),
    # the one target (``Targeted$CardManaCost``)
    "Probe {1}{R}\nCreature — Bird\n{1}{R}, Sacrifice a Goblin creature: This creature deals "
    "damage equal to the sacrificed creature's power to any target.\n2/2": [
        "SVar:X1:Sacrificed$CardPower"
    ],
    "Probe {4}{G}\nCreature — Kirin Spirit\nWhenever you cast a Spirit or Arcane spell, you "
    "may gain life equal to that spell's mana value.\n4/4": ["SVar:X1:TriggeredCard$CardManaCost"],
    "Probe {U}{U}{U}\nInstant\nCounter target spell. You gain life equal to that spell's mana "
    "value.": ["SVar:X1:Targeted$CardManaCost"],
    # heroic (CR 115.1): Akroan Crusader's ``Mode$ SpellCast | TargetsValid$ Card.Self``
    "Probe {R}\nCreature — Human Soldier\nHeroic — Whenever you cast a spell that targets "
    "this creature, you gain 1 life.\n1/1": [
        "T:Mode$ SpellCast | ValidCard$ Card | ValidActivatingPlayer$ You | TargetsValid$ "
        "Card.Self | TriggerZones$ Battlefield | Execute$ Trig1 | TriggerDescription$ Heroic — "
        "Whenever you cast a spell that targets this creature, you gain 1 life."
    ],
    # CR 122.1: "with a -1/-1 counter on it" as the CardProperty counters_GE1_M1M1
    "Probe {3}{B}{B}\nEnchantment\nAt the beginning of each player's upkeep, destroy target "
    "creature with a -1/-1 counter on it.": [
        "SVar:Trig1:DB$ Destroy | ValidTgts$ Creature.counters_GE1_M1M1 | TgtPrompt$ Select "
        "target creature with a -1/-1 counter on it"
    ],
    # a target the trigger's player controls (CR 603.2, 506.2): Blind Zealot's
    # ``ControlledBy TriggeredTarget``, Rust Scarab's ``DefenderCtrl``
    "Probe {1}{B}{B}\nCreature — Human Cleric\nWhenever this creature deals combat damage to a "
    "player, destroy target creature that player controls.\n2/2": [
        "SVar:Trig1:DB$ Destroy | ValidTgts$ Creature.ControlledBy TriggeredTarget | TgtPrompt$ "
        "Select target creature that player controls"
    ],
    "Probe {3}{W}\nCreature — Human Soldier\nWhenever this creature attacks, tap target "
    "creature defending player controls.\n3/2": [
        "SVar:Trig1:DB$ Tap | ValidTgts$ Creature.DefenderCtrl | TgtPrompt$ Select target "
        "creature defending player controls"
    ],
}


@pytest.mark.parametrize("text", WRITTEN)
def test_a_new_form_is_written_as_forge_writes_it_lints_clean_and_reads_back(text: str) -> None:
    card, script = _script(text)
    lines = script.splitlines()
    for wanted in WRITTEN[text]:
        assert wanted in lines, script
    assert lint_script(script, name=card.name, text=card.text) == []
    assert _read_back(card, script) == []


#: card text -> (a part of its script, the part changed by hand, the difference expected)
CHANGED = {
    "Probe {2}{W}\nCreature — Human Knight\n{T}: Target creature gets +2/+2 until end of turn. "
    "Activate only during your turn, before attackers are declared.\n2/2": (
        "ActivationPhases$ Upkeep,Draw,Main1,BeginCombat",
        "ActivationPhases$ Upkeep,Draw,Main1,BeginCombat,Declare Attackers",
        "abilities[0].condition.steps: IR ['upkeep', 'draw', 'main1', 'beginning_of_combat'] "
        "!= engine ['upkeep', 'draw', 'main1', 'beginning_of_combat', 'declare_attackers']",
    ),
    "Probe {1}{W}\nCreature — Human Cleric\n{T}: You gain 1 life. Activate only during your "
    "upkeep.\n1/1": (
        "PlayerTurn$ True | ",
        "",
        "abilities[0].condition.yours: IR True != engine None",
    ),
    "Probe {3}\nArtifact\n{3}, {T}: Target player discards a card. Activate only during your "
    "turn.": (
        " | PlayerTurn$ True",
        "",
        "abilities[0].condition: IR {'cond': 'IsYourTurn'} != engine None",
    ),
    "Probe\nLand\n{3}, {T}: Draw a card. Activate only if you control a creature with power 4 "
    "or greater.": (
        "Creature.YouCtrl+powerGE4",
        "Creature.YouCtrl+powerGE3",
        "abilities[0].condition.filter.power_at_least: IR 4 != engine 3",
    ),
    "Probe {1}{W}\nCreature — Human Cleric\n{T}: Prevent the next 1 damage that would be "
    "dealt to any target this turn.\n1/1": (
        "Amount$ 1",
        "Amount$ 2",
        "abilities[0].effects[0].amount: IR '1' != engine '2'",
    ),
    "Probe {4}{W}\nCreature — Spirit\nPay 1 life: Prevent the next 1 damage that would be "
    "dealt to this creature this turn.\n4/3": (
        "Defined$ Self",
        "Defined$ You",
        "abilities[0].effects[0].objects.ref: IR 'self' != engine 'you'",
    ),
    "Probe {G}\nInstant\nPrevent all combat damage that would be dealt this turn.": (
        "SP$ Fog",
        "SP$ PreventDamage",
        "abilities[0].effects[0].combat_only: IR True != engine None",
    ),
    "Probe {3}{R}{R}\nCreature — Goblin\nFlying\nThis creature's power and toughness are "
    "each equal to the number of creatures you control.\n*/*": (
        "SVar:X2:Count$Valid Creature.YouCtrl",
        "SVar:X2:Count$Valid Creature",
        'abilities[1].parts[0].define_toughness: IR "1 x count of controller=you;types=['
        "'creature']\" != engine \"1 x count of types=['creature']\"",
    ),
    "Probe {B}{B}\nSorcery\nTarget player discards two cards at random.": (
        "Mode$ Random",
        "Mode$ TgtChoose",
        "abilities[0].effects[0].verb: IR 'discard_at_random' != engine 'discard'",
    ),
    "Probe {3}{W}\nCreature — Bird Soldier\nFlying\nWhen this creature dies, bolster 2.\n2/2": (
        "Bolster$ True | ",
        "",
        "abilities[1].effects[0].verb: IR 'bolster' != engine 'put_counter'",
    ),
    "Probe {3}{R}\nCreature — Human Pirate\nWhen this creature enters, it explores.\n2/2": (
        "Defined$ Self",
        "Defined$ Remembered",
        "abilities[0].effects[0].objects.ref: IR 'self' != engine 'remembered'",
    ),
    "Probe {4}{B}\nInstant\nAs an additional cost to cast this spell, discard a card and "
    "sacrifice a creature.\nTwo target creatures each get -13/-13 until end of turn.": (
        "Cost$ 4 B Sac<1/Creature> Discard<1/Card>",
        "Cost$ 4 B Sac<1/Creature>",
        "abilities[0].additional_cost: IR ['discard 1', \"sacrifice 1 types=['creature']\"] "
        "!= engine [\"sacrifice 1 types=['creature']\"]",
    ),
    "Probe {2}{R}\nCreature — Devil\nDelirium — At the beginning of your upkeep, if there are "
    "four or more card types among cards in your graveyard, you gain 2 life.\n2/2": (
        " | Delirium$ True",
        "",
        "abilities[0].condition: IR {'cond': 'CardTypesAmong', 'count': 'GE4', 'filter': "
        "{'zone': 'graveyard', 'zone_owner': 'you'}} != engine None",
    ),
    "Probe {1}{B}\nCreature — Vampire Rogue\nAs long as it's your turn, this creature has "
    "lifelink.\n2/2": (
        " | Condition$ PlayerTurn",
        "",
        "abilities[0].condition: IR {'cond': 'IsYourTurn'} != engine None",
    ),
    "Probe {1}{G}\nCreature — Beast\nThis creature has trample as long as it has a +1/+1 "
    "counter on it.\n3/1": (
        "counters_GE1_P1P1",
        "counters_GE2_P1P1",
        "abilities[0].condition.count: IR 'GE1' != engine 'GE2'",
    ),
    "Probe {1}{R}\nCreature — Bird\n{1}{R}, Sacrifice a Goblin creature: This creature deals "
    "damage equal to the sacrificed creature's power to any target.\n2/2": (
        "SVar:X1:Sacrificed$CardPower",
        "SVar:X1:Sacrificed$CardToughness",
        "abilities[0].effects[0].amount: IR 'power of ref=sacrificed' != engine 'toughness of "
        "ref=sacrificed'",
    ),
    "Probe {4}{G}\nCreature — Kirin Spirit\nWhenever you cast a Spirit or Arcane spell, you "
    "may gain life equal to that spell's mana value.\n4/4": (
        "SVar:X1:TriggeredCard$CardManaCost",
        "SVar:X1:Count$CardManaCost",
        "abilities[0].effects[0].amount: IR 'mana_value of ref=event' != engine 'mana_value of "
        "ref=self'",
    ),
    "Probe {R}\nCreature — Human Soldier\nHeroic — Whenever you cast a spell that targets "
    "this creature, you gain 1 life.\n1/1": (
        " | TargetsValid$ Card.Self",
        "",
        "abilities[0].trigger[0].subject.qualities: IR ['targeting this'] != engine None",
    ),
    "Probe {3}{B}{B}\nEnchantment\nAt the beginning of each player's upkeep, destroy target "
    "creature with a -1/-1 counter on it.": (
        "Creature.counters_GE1_M1M1",
        "Creature.counters_GE1_P1P1",
        "abilities[0].targets[0].filter.with_counter: IR '-1/-1' != engine '+1/+1'",
    ),
    "Probe {3}{W}\nCreature — Human Soldier\nWhenever this creature attacks, tap target "
    "creature defending player controls.\n3/2": (
        "Creature.DefenderCtrl",
        "Creature.OppCtrl",
        "abilities[0].targets[0].filter.controller: IR 'defending_player' != engine 'opponent'",
    ),
    "Probe {1}{B}{B}\nCreature — Human Cleric\nWhenever this creature deals combat damage to a "
    "player, destroy target creature that player controls.\n2/2": (
        "Creature.ControlledBy TriggeredTarget",
        "Creature",
        "abilities[0].targets[0].filter.controller: IR 'that_player' != engine None",
    ),
}


@pytest.mark.parametrize("text", CHANGED)
def test_a_changed_or_dropped_field_of_a_new_form_is_a_read_back_difference(text: str) -> None:
    card, script = _script(text)
    written, changed, difference = CHANGED[text]
    assert written in script
    assert difference in _read_back(card, script.replace(written, changed))


#: card text -> the words of the gap Forge's forms here cannot cover
GAPS = {
    # Forge reads Hellbent on an A: line only as Activation$ Hellbent, the key a Solved gate
    # also uses: not written
    "Probe {1}{R}\nCreature — Goblin\n{R}: This creature gets +1/+0 until end of turn. "
    "Activate only if you have no cards in hand.\n1/1": "no cards in hand",
    # "This spell costs {1} less …" is not written as a Cost$
    "Probe {3}{U}\nInstant\nThis spell costs {1} less to cast if you control a Wizard.\nDraw "
    "two cards.": "a spell's own cost rules",
    # Player.hasDelirium counts four card types: three is not it
    "Probe {2}{R}\nCreature — Devil\nAt the beginning of your upkeep, if there are three or "
    "more card types among cards in your graveyard, you gain 2 life.\n2/2": "other than delirium's",
    # Forge's PreventDamage is a shield of a number; "all damage" to one object is not it
    "Probe {W}\nInstant\nPrevent all damage that would be dealt to target creature this "
    "turn.": "writes only Fog and a shield of N",
    # the damage a source deals (Kor Haven) is not a shield on what it is dealt to
    "Probe\nLegendary Land\n{1}{W}, {T}: Prevent all combat damage that would be dealt by "
    "target attacking creature this turn.": "writes only Fog and a shield of N",
}


@pytest.mark.parametrize("text", GAPS)
def test_a_shape_outside_the_new_forms_stays_a_gap(text: str) -> None:
    output = ForgeGenerator().generate(_card(text))
    assert any(GAPS[text] in gap.message for gap in output.gaps), [g.message for g in output.gaps]
