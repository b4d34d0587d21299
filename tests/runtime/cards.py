"""Hand-built card definitions that test the runtime on its own, without the compiler.

Each definition mirrors the Oracle text in a comment, built only from runtime classes and
closures over game state.
"""

from __future__ import annotations

from karlov.runtime import effects as fx
from karlov.runtime.abilities import (
    DEATHTOUCH,
    DEFENDER,
    DOUBLE_STRIKE,
    FIRST_STRIKE,
    FLYING,
    HASTE,
    LIFELINK,
    MENACE,
    TRAMPLE,
    VIGILANCE,
    ActivatedAbility,
    AdditionalLandPlays,
    Cost,
    CostModifier,
    DamageNotRemovedInCleanup,
    LayerEffect,
    LookAtTopOfLibrary,
    PlayFromTopOfLibrary,
    ReplacementEffect,
    Resolution,
    SacrificeCost,
    SpellAbility,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
)
from karlov.runtime.events import WouldCreateTokens
from karlov.runtime.game import Game
from karlov.runtime.objects import CardDefinition


def basic(name: str, color: str) -> CardDefinition:
    return CardDefinition(
        name,
        None,
        types=("land",),
        subtypes=(name.lower(),),
        supertypes=("basic",),
        abilities=(fx.mana_ability(color, text=f"{{T}}: Add {{{color}}}."),),
    )


PLAINS = basic("Plains", "W")
ISLAND = basic("Island", "U")
SWAMP = basic("Swamp", "B")
MOUNTAIN = basic("Mountain", "R")
FOREST = basic("Forest", "G")


def creature(name: str, cost: str, p: int, t: int, *abilities, subtypes=("bear",), **kw):
    return CardDefinition(
        name,
        cost,
        types=("creature",),
        subtypes=subtypes,
        power=p,
        toughness=t,
        abilities=abilities,
        **kw,
    )


GRIZZLY_BEARS = creature("Grizzly Bears", "{1}{G}", 2, 2)
SAVANNAH_LIONS = creature("Savannah Lions", "{W}", 2, 1, subtypes=("cat",))
HILL_GIANT = creature("Hill Giant", "{3}{R}", 3, 3, subtypes=("giant",))
SERRA_ANGEL = creature("Serra Angel", "{3}{W}{W}", 4, 4, FLYING, VIGILANCE, subtypes=("angel",))
LLANOWAR_ELVES = creature(
    "Llanowar Elves", "{G}", 1, 1, fx.mana_ability("G"), subtypes=("elf", "druid")
)
BIRDS = creature(
    "Birds of Paradise",
    "{G}",
    0,
    1,
    FLYING,
    fx.mana_ability("W", "U", "B", "R", "G"),
    subtypes=("bird",),
)
MEMNITE = CardDefinition(
    "Memnite", "{0}", types=("artifact", "creature"), subtypes=("construct",), power=1, toughness=1
)
ORNITHOPTER = CardDefinition(
    "Ornithopter",
    "{0}",
    types=("artifact", "creature"),
    subtypes=("thopter",),
    power=0,
    toughness=2,
    abilities=(FLYING,),
)
WALL = creature("Wall of Omens", "{1}{W}", 0, 4, DEFENDER, subtypes=("wall",))
KNIGHT = creature("First Knight", "{1}{W}", 2, 2, FIRST_STRIKE, subtypes=("knight",))
DOUBLE = creature("Double Knight", "{1}{W}", 2, 2, DOUBLE_STRIKE, subtypes=("knight",))
TRAMPLER = creature("Trampler", "{3}{G}", 5, 5, TRAMPLE, subtypes=("beast",))
SNAKE = creature("Deathtouch Snake", "{G}", 1, 1, DEATHTOUCH, subtypes=("snake",))
LIFELINKER = creature("Lifelinker", "{1}{W}", 3, 3, LIFELINK, subtypes=("cleric",))
MENACER = creature("Menacer", "{1}{B}", 2, 2, MENACE, subtypes=("rogue",))
HASTY = creature("Hasty Goblin", "{R}", 1, 1, HASTE, subtypes=("goblin",))
LEGEND = CardDefinition(
    "Alquist Proft, Master Sleuth",
    "{1}{W}{U}",
    types=("creature",),
    subtypes=("human", "detective"),
    supertypes=("legendary",),
    power=3,
    toughness=3,
    abilities=(VIGILANCE,),
)
DETECTIVE = creature("Novice Inspector", "{W}", 1, 2, subtypes=("human", "detective"))


def _ping(game: Game, res: Resolution) -> None:
    game.deal_damage(res.source, res.target(0), 1)


PRODIGAL_SORCERER = creature(
    "Prodigal Sorcerer",
    "{2}{U}",
    1,
    1,
    ActivatedAbility(
        cost=Cost(tap=True),
        effect=_ping,
        targets=(TargetSpec.any_target(),),
        text="{T}: This creature deals 1 damage to any target.",
    ),
    subtypes=("human", "wizard"),
)


def _bolt(n: int):
    def effect(game: Game, res: Resolution) -> None:
        game.deal_damage(res.source, res.target(0), n)

    return effect


LIGHTNING_BOLT = CardDefinition(
    "Lightning Bolt",
    "{R}",
    types=("instant",),
    abilities=(SpellAbility(_bolt(3), (TargetSpec.any_target(),), "3 damage to any target"),),
)
SHOCK = CardDefinition(
    "Shock",
    "{R}",
    types=("instant",),
    abilities=(SpellAbility(_bolt(2), (TargetSpec.any_target(),), "2 damage to any target"),),
)
OPT = CardDefinition(
    "Opt",
    "{U}",
    types=("instant",),
    abilities=(
        SpellAbility(
            lambda g, r: (g.scry(r.controller, 1), g.draw(r.controller)),
            text="Scry 1. Draw a card.",
        ),
    ),
)
DIVINATION = CardDefinition(
    "Divination",
    "{2}{U}",
    types=("sorcery",),
    abilities=(SpellAbility(lambda g, r: g.draw(r.controller, 2), text="Draw two cards."),),
)
GIANT_GROWTH = CardDefinition(
    "Giant Growth",
    "{G}",
    types=("instant",),
    abilities=(
        SpellAbility(
            lambda g, r: g.pump(r.target(0), 3, 3, source=r.source),
            (TargetSpec.creature(),),
            "Target creature gets +3/+3",
        ),
    ),
)
MURDER = CardDefinition(
    "Murder",
    "{1}{B}{B}",
    types=("instant",),
    abilities=(
        SpellAbility(
            lambda g, r: g.destroy(r.target(0)),
            (TargetSpec.creature(),),
            "Destroy target creature.",
        ),
    ),
)
RAISE_THE_ALARM = CardDefinition(
    "Raise the Alarm",
    "{1}{W}",
    types=("instant",),
    abilities=(
        SpellAbility(
            lambda g, r: g.create_token(SOLDIER, r.controller, 2, source=r.source),
            text="Create two 1/1 white Soldier creature tokens.",
        ),
    ),
)
SOLDIER = CardDefinition(
    "Soldier", None, types=("creature",), subtypes=("soldier",), colors=("W",), power=1, toughness=1
)


def _treason(game: Game, res: Resolution) -> None:
    t = res.target(0)
    game.gain_control(res.controller, t, source=res.source, until="end_of_turn")
    game.untap(t)
    game.grant_abilities(t, [HASTE], source=res.source)


ACT_OF_TREASON = CardDefinition(
    "Act of Treason",
    "{2}{R}",
    types=("sorcery",),
    abilities=(SpellAbility(_treason, (TargetSpec.creature(),), "Gain control..."),),
)


def _switch(game: Game, res: Resolution) -> None:
    ts = res.targets_for(0)
    if len(ts) == 2:
        game.exchange_control(ts[0], ts[1], source=res.source)


SWITCHEROO = CardDefinition(
    "Switcheroo",
    "{4}{U}",
    types=("sorcery",),
    abilities=(
        SpellAbility(
            _switch,
            (TargetSpec.creature("two target creatures", min=2, max=2),),
            "Exchange control of two target creatures.",
        ),
    ),
)

CLONE = CardDefinition(
    "Clone",
    "{3}{U}",
    types=("creature",),
    subtypes=("shapeshifter",),
    power=0,
    toughness=0,
    abilities=(fx.enters_as_copy(fx.is_type("creature"), "a creature"),),
)
COPY_ENCHANTMENT = CardDefinition(
    "Copy Enchantment",
    "{2}{U}",
    types=("enchantment",),
    abilities=(fx.enters_as_copy(fx.is_type("enchantment"), "an enchantment"),),
)
SOL_RING = CardDefinition(
    "Sol Ring", "{1}", types=("artifact",), abilities=(fx.mana_ability("CC"),)
)


def _man_o_war(game: Game, res: Resolution) -> None:
    game.return_to_hand(res.target(0))


MAN_O_WAR = creature(
    "Man-o'-War",
    "{2}{U}",
    2,
    2,
    TriggeredAbility(
        trigger=fx.when_self_enters,
        effect=_man_o_war,
        targets=(TargetSpec.creature(),),
        text="return target creature",
    ),
    subtypes=("jellyfish",),
)


def _draw1(game: Game, res: Resolution) -> None:
    game.draw(res.controller)


ELVISH_VISIONARY = creature(
    "Elvish Visionary",
    "{1}{G}",
    1,
    1,
    TriggeredAbility(trigger=fx.when_self_enters, effect=_draw1, text="draw a card"),
    subtypes=("elf", "shaman"),
)


# ------------------------------------------------------------------------------ Cases
SOLVED = fx.solved_gate


def case(name: str, cost: str, *abilities) -> CardDefinition:
    return CardDefinition(
        name, cost, types=("enchantment",), subtypes=("case",), abilities=abilities
    )


def _burning_etb(game: Game, res: Resolution) -> None:
    game.deal_damage(res.source, res.target(0), 3)


def _burning_solved(game: Game, res: Resolution) -> None:
    cards = game.exile_top(res.controller, 3)
    if cards:
        (chosen,) = game.ask_choose(res.controller, "Choose one of them", cards, 1, 1)
        res.remember("that card", chosen)
        game.grant_play_permission(chosen, res.controller)


# When this Case enters, it deals 3 damage to target creature an opponent controls.
# To solve — Three or more sources you controlled dealt damage this turn.
# Solved — Sacrifice this Case: Exile the top three cards of your library. Choose one of them.
# You may play that card this turn.
BURNING_MASKS = case(
    "Case of the Burning Masks",
    "{1}{R}{R}",
    TriggeredAbility(
        trigger=fx.when_self_enters,
        effect=_burning_etb,
        targets=(
            TargetSpec.creature("target creature an opponent controls", fx.opponent_controls),
        ),
        text="it deals 3 damage to target creature an opponent controls",
    ),
    fx.to_solve(
        lambda g, s, you: len(g.history.damage_sources(you)) >= 3,
        "To solve — Three or more sources you controlled dealt damage this turn.",
    ),
    ActivatedAbility(
        cost=Cost(sacrifice_self=True),
        effect=_burning_solved,
        gate=SOLVED,
        text="Sacrifice this Case: Exile the top three cards...",
    ),
)

# When this Case enters, destroy up to one target creature that was dealt damage this turn.
# To solve — Three or more creature cards were put into graveyards from anywhere this turn.
# Solved — This Case is a 4/4 Gorgon creature with deathtouch and lifelink in addition to its
# other types.
GORGONS_KISS = case(
    "Case of the Gorgon's Kiss",
    "{B}",
    TriggeredAbility(
        trigger=fx.when_self_enters,
        effect=lambda g, r: g.destroy(r.target(0)) if r.target(0) else None,
        targets=(
            TargetSpec.creature(
                "up to one target creature that was dealt damage this turn",
                fx.dealt_damage_this_turn,
                min=0,
                max=1,
            ),
        ),
        text="destroy up to one target creature that was dealt damage this turn",
    ),
    fx.to_solve(
        lambda g, s, you: (
            len(g.history.cards_put_into_graveyards(lambda ch: "creature" in ch.types)) >= 3
        )
    ),
    StaticAbility(
        effects=(
            LayerEffect("4", fx.add_types(("creature",), ("gorgon",)), fx.self_only),
            LayerEffect("6", fx.add_abilities(DEATHTOUCH, LIFELINK), fx.self_only),
            LayerEffect("7b", fx.set_pt(4, 4), fx.self_only),
        ),
        gate=SOLVED,
        text="This Case is a 4/4 Gorgon creature with deathtouch and lifelink",
    ),
)


def _draw_trigger(game: Game, res: Resolution) -> None:
    game.draw(res.controller)


def _instant_or_sorcery(ch) -> bool:
    return bool(ch.types & {"instant", "sorcery"})


# Instant and sorcery spells you cast cost {1} less to cast.
# To solve — You've cast four or more instant and sorcery spells this turn.
# Solved — Whenever you cast an instant or sorcery spell, draw a card.
RANSACKED_LAB = case(
    "Case of the Ransacked Lab",
    "{2}{U}",
    StaticAbility(
        cost_modifiers=(
            CostModifier(
                lambda g, spell, p, src: (
                    p is g.controller(src) and _instant_or_sorcery(g.chars(spell))
                ),
                -1,
            ),
        ),
        text="Instant and sorcery spells you cast cost {1} less to cast.",
    ),
    fx.to_solve(lambda g, s, you: len(g.history.spells_cast_by(you, _instant_or_sorcery)) >= 4),
    TriggeredAbility(
        trigger=fx.whenever_you_cast(_instant_or_sorcery),
        effect=_draw_trigger,
        gate=SOLVED,
        text="Whenever you cast an instant or sorcery spell, draw",
    ),
)

# You may play an additional land on each of your turns.
# To solve — You control seven or more lands.
# Solved — You may look at the top card of your library any time, and you may play lands and
# cast creature and enchantment spells from the top of your library.
LOCKED_HOTHOUSE = case(
    "Case of the Locked Hothouse",
    "{3}{G}",
    StaticAbility(rules=(AdditionalLandPlays(1),), text="additional land"),
    fx.to_solve(lambda g, s, you: g.count(you, lambda g2, o: "land" in g2.chars(o).types) >= 7),
    StaticAbility(
        rules=(
            LookAtTopOfLibrary(),
            PlayFromTopOfLibrary(
                True, lambda g, c, p: bool(g.chars(c).types & {"creature", "enchantment"})
            ),
        ),
        gate=SOLVED,
        text="play from top",
    ),
)


def _clue_replacement(game: Game, prop, source) -> bool:
    return isinstance(prop, WouldCreateTokens) and prop.controller is game.controller(source)


def _plus_clue(game: Game, prop, source):
    prop.definitions = [*prop.definitions, game.clue_definition]
    return prop


def _pilfered_counter(game: Game, res: Resolution) -> None:
    obj = fx.event_object(res.event)
    if obj is not None and game.on_battlefield(obj):
        game.put_counters(obj, "+1/+1", 1)


# Whenever a Detective you control enters or is turned face up, put a +1/+1 counter on it.
# To solve — You control three or more Detectives.
# Solved — If one or more tokens would be created under your control, those tokens plus a Clue
# token are created instead.
PILFERED_PROOF = case(
    "Case of the Pilfered Proof",
    "{1}{W}",
    TriggeredAbility(
        trigger=fx.whenever_enters_or_turned_face_up(fx.has_subtype("detective")),
        effect=_pilfered_counter,
        text="+1/+1 counter on Detective",
    ),
    fx.to_solve(
        lambda g, s, you: g.count(you, lambda g2, o: "detective" in g2.chars(o).subtypes) >= 3
    ),
    ReplacementEffect(
        applies=_clue_replacement,
        replace=_plus_clue,
        gate=SOLVED,
        text="those tokens plus a Clue token are created instead",
    ),
)


def _nonlegendary_creature(ch) -> bool:
    return "creature" in ch.types and "legendary" not in ch.supertypes


def _copy_that_spell(game: Game, res: Resolution) -> None:
    game.copy_spell(res.event.spell, res.controller)


# At the beginning of your upkeep, surveil 1.
# To solve — There are fifteen or more cards in your graveyard.
# Solved — Whenever you cast a nonlegendary creature spell, copy that spell.
SHIFTING_VISAGE = case(
    "Case of the Shifting Visage",
    "{1}{U}{U}",
    TriggeredAbility(
        trigger=fx.at_beginning_of("upkeep"),
        effect=lambda g, r: g.surveil(r.controller, 1),
        text="surveil 1",
    ),
    fx.to_solve(lambda g, s, you: len(g.graveyard(you)) >= 15),
    TriggeredAbility(
        trigger=fx.whenever_you_cast(_nonlegendary_creature),
        effect=_copy_that_spell,
        gate=SOLVED,
        text="copy that spell",
    ),
)


def _gateway_etb(game: Game, res: Resolution) -> None:
    t = res.target(0)
    for c in game.creatures(res.controller):
        game.deal_damage(c, t, 1)


# When this Case enters, choose target creature you don't control. Each creature you control
# deals 1 damage to that creature.
# To solve — Three or more creatures attacked this turn.
# Solved — Creatures you control get +1/+0.
GATEWAY_EXPRESS = case(
    "Case of the Gateway Express",
    "{1}{W}",
    TriggeredAbility(
        trigger=fx.when_self_enters,
        effect=_gateway_etb,
        targets=(TargetSpec.creature("target creature you don't control", fx.opponent_controls),),
        text="each creature you control deals 1 damage",
    ),
    fx.to_solve(lambda g, s, you: len(g.history.creatures_attacked()) >= 3),
    StaticAbility(
        effects=(LayerEffect("7c", fx.modify_pt(1, 0), fx.creatures_you_control),),
        gate=SOLVED,
        text="Creatures you control get +1/+0.",
    ),
)


def _falcon_solved(game: Game, res: Resolution) -> None:
    t = res.target(0)
    game.put_counters(t, "+1/+1", 4)
    game.become(
        t,
        types=("creature",),
        subtypes=("bird",),
        power=0,
        toughness=0,
        abilities=(FLYING,),
        source=res.source,
    )


# When this Case enters, investigate.
# To solve — You control three or more artifacts.
# Solved — {2}{U}, Sacrifice this Case: Put four +1/+1 counters on target noncreature
# artifact. It becomes a 0/0 Bird creature with flying in addition to its other types.
FILCHED_FALCON = case(
    "Case of the Filched Falcon",
    "{U}",
    TriggeredAbility(
        trigger=fx.when_self_enters,
        effect=lambda g, r: g.investigate(r.controller),
        text="investigate",
    ),
    fx.to_solve(lambda g, s, you: g.count(you, lambda g2, o: "artifact" in g2.chars(o).types) >= 3),
    ActivatedAbility(
        cost=Cost(mana="{2}{U}", sacrifice_self=True),
        effect=_falcon_solved,
        gate=SOLVED,
        targets=(
            TargetSpec(
                "target noncreature artifact",
                fx.all_of(fx.is_type("artifact"), fx.not_(fx.is_type("creature"))),
            ),
        ),
        text="{2}{U}, Sacrifice this Case: four +1/+1 counters...",
    ),
)


def _melee_attack(game: Game, res: Resolution) -> None:
    for t in res.targets_for(0):
        game.deal_damage(res.source, t, res.amount_for(t))


def _num_attackers(game: Game, ctx) -> int:
    return len(ctx.event.attackers)


# When this Case enters, it deals 1 damage to any target.
# Damage isn't removed from creatures during cleanup steps.
# To solve — Three or more creatures are damaged.
# Solved — Whenever you attack with one or more creatures, this Case deals that much damage
# divided as you choose among any number of targets.
MARKET_MELEE = case(
    "Case of the Market Melee",
    "{1}{R}",
    TriggeredAbility(
        trigger=fx.when_self_enters,
        effect=_bolt(1),
        targets=(TargetSpec.any_target(),),
        text="1 damage to any target",
    ),
    StaticAbility(
        rules=(DamageNotRemovedInCleanup(lambda game, obj: game.is_creature(obj)),),
        text="damage isn't removed",
    ),
    fx.to_solve(lambda g, s, you: sum(1 for c in g.creatures() if c.damage > 0) >= 3),
    TriggeredAbility(
        trigger=fx.whenever_you_attack,
        effect=_melee_attack,
        gate=SOLVED,
        targets=(
            TargetSpec.any_target(
                "any number of targets", min=0, max=99, distribute=_num_attackers
            ),
        ),
        text="that much damage divided",
    ),
)

SKELETON = CardDefinition(
    "Skeleton",
    None,
    types=("creature",),
    subtypes=("skeleton",),
    colors=("B",),
    power=2,
    toughness=1,
)


def _stashed_etb(game: Game, res: Resolution) -> None:
    for t in game.create_token(SKELETON, res.controller, source=res.source):
        game.suspect(t)


# When this Case enters, create a 2/1 black Skeleton creature token and suspect it.
# To solve — You control no suspected Skeletons.
# Solved — {1}{B}, Sacrifice this Case: Search your library for a card, put it into your hand,
# then shuffle. Activate only as a sorcery.
STASHED_SKELETON = case(
    "Case of the Stashed Skeleton",
    "{1}{B}",
    TriggeredAbility(trigger=fx.when_self_enters, effect=_stashed_etb, text="skeleton"),
    fx.to_solve(
        lambda g, s, you: (
            not any(o.suspected and "skeleton" in g.chars(o).subtypes for o in g.permanents(you))
        )
    ),
    ActivatedAbility(
        cost=Cost(mana="{1}{B}", sacrifice_self=True),
        timing="sorcery",
        effect=lambda g, r: g.search_library(r.controller),
        gate=SOLVED,
        text="tutor",
    ),
)

# When this Case enters, discard a card, then draw two cards.
# To solve — You have no cards in hand.
# Solved — At the beginning of your upkeep, discard your hand, then draw two cards.
CRIMSON_PULSE = case(
    "Case of the Crimson Pulse",
    "{2}{R}",
    TriggeredAbility(
        trigger=fx.when_self_enters,
        effect=lambda g, r: (g.discard(r.controller, 1), g.draw(r.controller, 2)),
        text="discard, draw two",
    ),
    fx.to_solve(lambda g, s, you: not g.hand(you)),
    TriggeredAbility(
        trigger=fx.at_beginning_of("upkeep"),
        gate=SOLVED,
        effect=lambda g, r: (g.discard_hand(r.controller), g.draw(r.controller, 2)),
        text="discard hand, draw two",
    ),
)

# Whenever a creature you control enters, you gain 1 life.
# To solve — You've gained 5 or more life this turn.
# Solved — Sacrifice this Case: Creature cards in your graveyard gain "You may cast this card
# from your graveyard" until end of turn.
UNEATEN_FEAST = case(
    "Case of the Uneaten Feast",
    "{W}",
    TriggeredAbility(
        trigger=fx.whenever_enters(fx.is_type("creature")),
        effect=lambda g, r: g.gain_life(r.controller, 1),
        text="gain 1",
    ),
    fx.to_solve(lambda g, s, you: g.history.life_gained_by(you) >= 5),
    ActivatedAbility(
        cost=Cost(sacrifice_self=True),
        gate=SOLVED,
        effect=lambda g, r: g.grant_cast_from_graveyard(
            [c for c in g.graveyard(r.controller) if "creature" in g.chars(c).types], r.controller
        ),
        text="creature cards in graveyard castable",
    ),
)


def _trampled_etb(game: Game, res: Resolution) -> None:
    for t in res.targets_for(0):
        game.put_counters(t, "+1/+1", res.amount_for(t))


def _trampled_attack(game: Game, res: Resolution) -> None:
    t = res.target(0)
    game.put_counters(t, "+1/+1", 1)
    game.grant_abilities(t, [TRAMPLE], source=res.source)


# When this Case enters, distribute two +1/+1 counters among one or two target creatures you
# control. To solve — Creatures you control have total power 8 or greater.
# Solved — Whenever you attack, put a +1/+1 counter on target attacking creature. It gains
# trample until end of turn.
TRAMPLED_GARDEN = case(
    "Case of the Trampled Garden",
    "{2}{G}",
    TriggeredAbility(
        trigger=fx.when_self_enters,
        effect=_trampled_etb,
        targets=(
            TargetSpec.creature(
                "one or two target creatures you control",
                fx.you_control,
                min=1,
                max=2,
                distribute=2,
            ),
        ),
        text="distribute two counters",
    ),
    fx.to_solve(lambda g, s, you: g.total_power(you) >= 8),
    TriggeredAbility(
        trigger=fx.whenever_you_attack,
        effect=_trampled_attack,
        gate=SOLVED,
        targets=(TargetSpec.creature("target attacking creature", fx.attacking),),
        text="counter and trample",
    ),
)

# Generic sacrifice outlet used by tests: "{0}, Sacrifice a creature: You gain 1 life."
ALTAR = CardDefinition(
    "Test Altar",
    "{1}",
    types=("artifact",),
    abilities=(
        ActivatedAbility(
            cost=Cost(
                sacrifice=(SacrificeCost(lambda g, o, c: g.is_creature(o), 1, "a creature"),)
            ),
            effect=lambda g, r: g.gain_life(r.controller, 1),
            text="sac a creature: gain 1",
        ),
    ),
)


# Enchant permanent / You control enchanted permanent.
CONFISCATE = CardDefinition(
    "Confiscate",
    "{4}{U}{U}",
    types=("enchantment",),
    subtypes=("aura",),
    abilities=(
        SpellAbility(targets=(TargetSpec.permanent("permanent"),), aura=True, text="Enchant"),
        StaticAbility(
            effects=(
                LayerEffect("2", fx.controlled_by_source_controller(), fx.attached_to_source),
            ),
            text="You control enchanted permanent.",
        ),
    ),
)


def _equip(game: Game, res: Resolution) -> None:
    game.attach(res.source, res.target(0))


# Equipped creature gets +1/+1 and has vigilance. {2}, Sacrifice: draw. Equip {2}
WRENCH = CardDefinition(
    "Wrench",
    "{W}",
    types=("artifact",),
    subtypes=("clue", "equipment"),
    abilities=(
        StaticAbility(
            effects=(
                LayerEffect("6", fx.add_abilities(VIGILANCE), fx.attached_to_source),
                LayerEffect("7c", fx.modify_pt(1, 1), fx.attached_to_source),
            )
        ),
        ActivatedAbility(
            cost=Cost(mana="{2}", sacrifice_self=True), effect=_draw1, text="sac: draw"
        ),
        ActivatedAbility(
            cost=Cost(mana="{2}"),
            timing="sorcery",
            effect=_equip,
            targets=(TargetSpec.creature("target creature you control", fx.you_control),),
            text="Equip {2}",
        ),
    ),
)


def _alquist(game: Game, res: Resolution) -> None:
    game.draw(res.controller, res.x)
    game.gain_life(res.controller, res.x)


# {X}{W}{U}{U}, {T}, Sacrifice a Clue: You draw X cards and gain X life.
ALQUIST = LEGEND.replace(
    abilities=(
        VIGILANCE,
        ActivatedAbility(
            cost=Cost(
                mana="{X}{W}{U}{U}",
                tap=True,
                sacrifice=(SacrificeCost(fx.has_subtype("clue"), 1, "a Clue"),),
            ),
            effect=_alquist,
            text="draw X, gain X",
        ),
    )
)


def _blink(game: Game, res: Resolution) -> None:
    exiled = game.exile(res.target(0))
    if exiled is not None:
        res.remember("that card", exiled)
        game.put_onto_battlefield(exiled, res.controller)


# Exile target creature you control, then return that card to the battlefield under your
# control.
CLOUDSHIFT = CardDefinition(
    "Cloudshift",
    "{W}",
    types=("instant",),
    abilities=(
        SpellAbility(_blink, (TargetSpec.creature("target creature you control", fx.you_control),)),
    ),
)


def _shattered_etb(game: Game, res: Resolution) -> None:
    game.search_library(
        res.controller,
        lambda g, c: {"basic", "land"} <= (g.chars(c).supertypes | g.chars(c).types),
        reveal=True,
    )


def _shattered_combat(game: Game, res: Resolution) -> None:
    game.grant_abilities(res.target(0), [FLYING, DOUBLE_STRIKE, VIGILANCE], source=res.source)


# When this Case enters, search your library for a basic land card, reveal it, put it into
# your hand, then shuffle. To solve — There are five colors among permanents you control.
# Solved — At the beginning of combat on your turn, target creature you control gains flying,
# double strike, and vigilance until end of turn.
SHATTERED_PACT = case(
    "Case of the Shattered Pact",
    "{2}",
    TriggeredAbility(trigger=fx.when_self_enters, effect=_shattered_etb, text="search"),
    fx.to_solve(lambda g, s, you: len(g.colors_among(you)) >= 5),
    TriggeredAbility(
        trigger=fx.at_beginning_of("beginning_of_combat"),
        effect=_shattered_combat,
        gate=SOLVED,
        targets=(TargetSpec.creature("target creature you control", fx.you_control),),
        text="gains flying, double strike, vigilance",
    ),
)
