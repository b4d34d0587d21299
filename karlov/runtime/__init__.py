"""karlov rules runtime: a small but faithful Magic rules engine for Case cards.

The runtime never imports the grammar or the compiler: it plays IR. The compiler lowers card
text to :mod:`karlov.ir`, and :func:`karlov.runtime.build.card_definition` builds the
:class:`CardDefinition` a :class:`Game` plays — its ability objects, below — from that IR
(filters in :mod:`.filters`, conditions in :mod:`.conditions`, trigger tests in
:mod:`.trigger_match`, predefined tokens in :mod:`.tokens`; equip, crew and enchant from their
parameters alone). Families of abilities the IR does not state yet are still handed over as the
objects below, built by the compiler — triggered and activated abilities through
``build.triggered_ability(trigger, run, ...)`` and ``build.activated_ability(cost, run, ...)``,
so their triggers and costs are the IR's even before their effects are.

Guide for the compiler author
=============================

Card definitions
----------------
``CardDefinition(name, mana_cost="{1}{R}{R}", types=("enchantment",), subtypes=("case",),
supertypes=(), colors=None, power=None, toughness=None, abilities=(...), text="")``
— the copiable values (CR 707.2). Types are lower-case words; colors default to the mana
cost's colors (tokens pass ``colors=("B",)``). ``abilities`` holds ability objects and keyword
strings (``FLYING``, ``"double strike"``, ``CANT_BLOCK``...; see ``abilities.KEYWORDS``).

Ability classes (``karlov.runtime.abilities``)
----------------------------------------------
* ``SpellAbility(effect, targets=(), text="", aura=False)`` — what an instant/sorcery does
  (CR 113.3a); with ``aura=True`` its one target is what an Aura spell enchants.
* ``TriggeredAbility(trigger, effect, targets=(), intervening_if=None, optional=False,
  gate=None, text="", zones=("battlefield",), kind="triggered")`` —
  ``trigger(game, event, source) -> bool``; ``intervening_if(game, source, controller)``
  is checked when the event happens and again on resolution (CR 603.4); ``gate`` is checked
  only when it triggers (CR 702.169c). ``kind="to_solve"`` marks a To solve ability;
  ``effects.to_solve(condition)`` builds one (CR 719.3a). Delayed and reflexive triggers:
  ``game.create_delayed_trigger(ability, source, controller)``,
  ``game.reflexive_trigger(ability, resolution)``.
* ``ActivatedAbility(cost, effect=None, targets=(), timing="instant"|"sorcery", gate=None,
  is_mana_ability=False, mana=(), text="", zones=("battlefield",), max_per_turn=None)`` —
  ``Cost(mana="{2}{U}", tap=False, untap=False, sacrifice_self=False,
  sacrifice=(SacrificeCost(filter, count, description),), pay_life=0, discard=0,
  exile_from_graveyard_mv=0)``. A closed ``gate`` means it can't be activated (CR 702.169d).
  ``effects.mana_ability("G")`` / ``("W", "U", ...)`` / ``("CC")`` builds {T} mana abilities.
* ``StaticAbility(effects=(LayerEffect...), cost_modifiers=(CostModifier...), rules=(...),
  gate=None, text="")`` — works while on the battlefield and the gate holds (CR 702.169b).
  ``LayerEffect(layer, modify, affects=None)`` with layer in ``"1" "2" "4" "5" "6" "7a" "7b"
  "7c" "7d"``; ``affects(game, obj, chars, source)`` / ``modify(game, obj, chars, source)``.
  Ready-made modifiers in ``effects``: ``modify_pt``, ``set_pt``, ``add_types``,
  ``set_colors``, ``add_abilities``, ``remove_all_abilities``, ``set_controller``; selectors
  ``self_only``, ``creatures_you_control``, ``controller_of_source``.
  ``CostModifier(applies(game, spell, player, source), generic=-1)`` (CR 601.2f; reduces only
  generic mana; ``applies`` says whose spells: every player's static abilities are asked).
  Rules modifiers: ``AdditionalLandPlays(n)``, ``LookAtTopOfLibrary()``,
  ``PlayFromTopOfLibrary(lands=True, spell_filter=(game, card, player) -> bool)``,
  ``DamageNotRemovedInCleanup(applies(game, permanent))``, ``MayCastFromGraveyard(filter)``.
* ``ReplacementEffect(applies(game, proposal, source), replace(game, proposal, source),
  gate=None, text="")`` over the proposals ``WouldCreateTokens`` (mutable ``definitions``),
  ``WouldMove``, ``WouldDealDamage``, ``WouldDraw``; each applies once per event (CR 616.1f).
  Prevention shields (``game.add_prevention(PreventionShield(...))``, CR 615) apply with them
  to ``WouldDealDamage`` unless the damage can't be prevented (``preventable=False``).
* ``EntersReplacement(effect(game, obj, controller))`` — "as this enters" / "enter as a copy"
  (``effects.enters_as_copy(filter, description)``). ``Flashback(cost)`` (CR 702.34).
  ``Kicker(cost)`` (CR 702.33): ``Game.cast(..., kicked=True)`` pays it (asked of the agent
  when omitted); the spell, the permanent it becomes (``note["kicked"]``) and copies of it
  are kicked; ``effects.was_kicked`` is the intervening "if it was kicked" (CR 702.33d).
  ``Kicker(cost, multi=True)`` is multikicker (CR 702.33c): ``kicked=N`` pays it N times,
  and ``kicked`` / ``note["kicked"]`` hold N (``effects.times_kicked``).
  ``Morph(cost, megamorph)`` (CR 702.37): ``Game.cast(..., face_down=True)`` casts the card
  face down for {3} (CR 702.37c, 708.4); ``Game.turn_face_up_for_morph(player, permanent)`` is
  the special action that turns it face up for its morph cost (CR 702.37e, 116.2b).

Targets, choices, resolution
----------------------------
``TargetSpec(description, filter=None, min=1, max=1, kinds={"permanent"}, zones=(),
distribute=None)``; ``filter(game, candidate, ctx)`` where ``ctx.source``/``ctx.controller``.
``TargetSpec.any_target()``, ``.creature()``, ``.player()``, ``.permanent()``; ``min=0`` is
"up to", ``distribute`` (int or ``(game, ctx) -> int``, ctx has ``.event``) divides an amount
among the targets (CR 601.2d). Targets are rechecked on resolution (CR 608.2b): all illegal →
the spell/ability does nothing; otherwise ``res.target(i)`` / ``res.targets_for(i)`` return only
legal ones and ``res.amount_for(t)`` the divided amount.
An effect is ``effect(game, res)``; :class:`Resolution` has ``source`` (maybe gone — use
``game.chars(source)`` for last-known information), ``controller`` (``res.you``), ``targets``,
``x``, ``event`` (triggering event), ``remembered`` / ``remember(key, v)`` / ``recall(key)``
for pronouns, ``modes``, ``distribution``, ``spell``.
Filters/conditions in ``effects``: ``is_type``, ``has_subtype``, ``you_control``,
``opponent_controls``, ``is_opponent``, ``another``, ``nontoken``, ``attacking``,
``dealt_damage_this_turn``, ``all_of``/``any_of``/``not_``; triggers ``at_beginning_of(step,
whose)``, ``when_self_enters``, ``when_self_dies``, ``whenever_enters(filter)``,
``whenever_enters_or_turned_face_up``, ``whenever_you_cast(chars_filter)``,
``whenever_you_attack``, ``whenever_self_deals_combat_damage_to_player``; gate
``solved_gate``; static selectors ``attached_to_source`` and
``controlled_by_source_controller()`` for Auras/Equipment.

Primitives (methods of :class:`Game`)
-------------------------------------
``deal_damage(source, target, amount, combat=False)``, ``destroy``, ``exile``, ``sacrifice``,
``return_to_hand``, ``move(obj, zone, position=, controller=)``, ``put_onto_battlefield(obj,
controller, tapped=)``, ``create_token(definition, controller, count)``, ``investigate``,
``suspect``, ``draw``, ``discard(player, n)``, ``discard_cards``, ``discard_hand``, ``mill``,
``surveil``, ``scry``, ``search_library(player, filter, max=, reveal=, to_zone=)``,
``shuffle``, ``reveal``, ``gain_life``, ``lose_life``, ``put_counters``, ``remove_counters``,
``tap``, ``untap``, ``pump(obj, p, t)``, ``grant_abilities(obj, [...])``, ``become(obj,
types=, subtypes=, power=, toughness=, abilities=, colors=, until=)``, ``add_effect``,
``gain_control(player, obj, until=)``, ``exchange_control``, ``become_copy(obj, original)``,
``copy_spell(spell, controller)``, ``exile_top(player, n)``, ``grant_play_permission(card,
player)``, ``grant_cast_from_graveyard(cards, player)``, ``conjure(definition, player, zone)``,
``turn_face_up``, ``collect_evidence``, ``add_mana``, ``attach(obj, target)``,
``solve(case)`` (CR 719.3a; only works on a permanent still on the battlefield and emits
``CaseSolved``). Decisions inside effects: ``ask_may``, ``ask_choose``, ``ask_cards``,
``ask_x``. ``game.log_lines()`` renders the event log (for a ``--log`` option).
Queries: ``chars(obj)``, ``controller(obj)``, ``permanents(controller, filter)``,
``creatures``, ``count``, ``total_power``, ``colors_among``, ``hand``/``graveyard``/``library``,
``opponents``, ``is_live``, ``on_battlefield``, ``is_solved``, ``is_attacking``, and
``game.history`` (:class:`~karlov.runtime.history.TurnHistory`: ``damage_sources(controller)``,
``was_dealt_damage``, ``cards_put_into_graveyards(filter)``, ``spells_cast_by(player,
filter)``, ``life_gained_by``, ``creatures_attacked``, ``acts_by(player, event, filter)``: the
cards a player drew, discarded or cycled, the permanents they sacrificed and the tokens they
created this turn, each as it was then, ``damage_dealt_to_player``).

Events (``karlov.runtime.events``)
----------------------------------
``StepBegan``, ``ZoneChange`` (``entered_battlefield``, ``left_battlefield``, ``died``),
``TokenCreated``, ``DamageDealt``, ``SpellCast``, ``SpellCopied``, ``AbilityActivated``,
``AbilityResolved``, ``SpellResolved``, ``LifeGained``, ``LifeLost``, ``AttackersDeclared``,
``BlockersDeclared``, ``CountersPut``, ``CountersRemoved``, ``Sacrificed``, ``Destroyed``,
``TurnedFaceUp``, ``CaseSolved``, ``Suspected``, ``CardDrawn``, ``Discarded``, ``Cycled``,
``Milled``,
``Surveilled``, ``Scried``, ``Shuffled``, ``Investigated``, ``Explored``, ``Tapped``, ``Untapped``,
``ControlChanged``, ``LandPlayed``, ``ManaAdded``, ``PlayerLost``, ``Revealed``, ``Note``.
``game.log`` holds them; ``str(event)`` is a readable line with values as they were when the
event happened. Events whose happening another line already tells have ``logged=False`` and
are left out of ``game.log_lines()`` (the {T} and mana of a mana ability, a drawn card's zone
change, ``Destroyed``/``Sacrificed`` next to the creature's "dies" line).

Agents (``karlov.runtime.agent``)
---------------------------------
Every decision is ``agent.decide(game, Decision(kind, player, prompt, options, min, max,
amount, defenders))`` with kinds ``targets``, ``cards``, ``choose``, ``may``, ``order``,
``distribute``, ``attackers``, ``blockers``, ``x``, ``mana``. ``DefaultAgent`` (deterministic),
``RandomAgent(seed)``, ``ScriptedAgent(answers, fallback=None)`` (``ScriptError`` when out of
answers or an answer is illegal).

Player actions
--------------
``Game(players=("Alice", "Bob"), seed=0, agents=..., max_actions=20000)``; set-up with
``add_card(definition, owner, zone, tapped=, sick=)``, ``set_life``, then ``start(active=,
step=, turn=)``. Actions: ``play_land``, ``cast(player, card, targets=, x=, distribution=,
mana_sources=)``, ``activate(player, permanent, index, targets=, x=, sacrifice=,
mana_sources=)``, ``pass_priority``,
``pass_until(step, player=, turn=)``, ``resolve_stack``, ``next_turn``,
``declare_attackers({creature: player})``, ``declare_blockers({blocker: attacker})``.
Illegal actions raise :class:`IllegalAction`; ``GameLoopLimit`` bounds runaway games, and
``GameLimitError`` (its base) the objects in a game and the count of one instruction
(:mod:`karlov.runtime.limits`).

Mana costs are paid automatically (CR 601.2g-h): the planner finds a payment whenever one
exists (hybrid, Phyrexian — with life down to 0 if need be, {2/W}, {C}, any-color sources) and
taps the sources whose colors are least needed by the other cards in hand, keeping creatures
untapped when it can. ``mana_sources=[forest, (birds, "U")]`` taps exactly those permanents
(extra mana stays in the pool); an unusable or insufficient choice raises IllegalAction.

Performance notes: characteristics are cached per permanent; state-based actions are looked at
only after a change they may depend on; triggered abilities are indexed by the events their
condition listens to (``effects.listens_to(condition, EventClass, ...)`` tags a condition; the
ready-made ones are tagged, and a condition combining a list of tagged conditions is inferred).
Code that changes objects directly (``obj.solved = True``, ``obj.damage = 2``) must call
``game._touch()`` afterwards; change copiable values only through ``become_copy`` /
``turn_face_up``.

Known limitations
-----------------
Layer dependencies (CR 613.8) are not modelled (timestamp order only); static abilities are
read from layer-1 abilities, so an ability granted in layer 6 doesn't itself generate static
effects; leaves-the-battlefield triggers of *other* permanents leaving simultaneously don't see
each other; modal triggered abilities (CR 700.2b) are not played (modal spells are: the
modes are chosen on casting, CR 601.2b); combat damage assignment among several blockers is
automatic (lethal in order); no mulligans. Prevention effects
(:mod:`.prevention`, CR 615) are the ones resolving spells and abilities create; static
prevention abilities are not played yet.
"""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .abilities import (
        CANT_ATTACK,
        CANT_BLOCK,
        DEATHTOUCH,
        DEFENDER,
        DOUBLE_STRIKE,
        FIRST_STRIKE,
        FLASH,
        FLYING,
        HASTE,
        HEXPROOF,
        KEYWORDS,
        LIFELINK,
        MENACE,
        REACH,
        TRAMPLE,
        VIGILANCE,
        ActivatedAbility,
        AdditionalLandPlays,
        Affinity,
        Buyback,
        Cost,
        CostModifier,
        DamageNotRemovedInCleanup,
        EntersReplacement,
        Flashback,
        Kicker,
        LayerEffect,
        LookAtTopOfLibrary,
        MayCastFromGraveyard,
        PlayFromTopOfLibrary,
        ReplacementEffect,
        Resolution,
        SacrificeCost,
        SpellAbility,
        StaticAbility,
        TargetContext,
        TargetSpec,
        TriggeredAbility,
    )
    from .mana import ManaCost
    from .objects import (
        BATTLEFIELD,
        EXILE,
        GRAVEYARD,
        HAND,
        LIBRARY,
        STACK,
        CardDefinition,
        Characteristics,
        GameObject,
        LastKnown,
        Player,
        PlayerRef,
    )


__all__ = [
    "BATTLEFIELD",
    "CANT_ATTACK",
    "CANT_BLOCK",
    "DEATHTOUCH",
    "DEFENDER",
    "DOUBLE_STRIKE",
    "EXILE",
    "FIRST_STRIKE",
    "FLASH",
    "FLYING",
    "GRAVEYARD",
    "HAND",
    "HASTE",
    "HEXPROOF",
    "KEYWORDS",
    "LIBRARY",
    "LIFELINK",
    "MENACE",
    "REACH",
    "STACK",
    "STEPS",
    "TRAMPLE",
    "VIGILANCE",
    "ActivatedAbility",
    "AdditionalLandPlays",
    "Affinity",
    "Agent",
    "Buyback",
    "CardDefinition",
    "Characteristics",
    "ContinuousEffect",
    "Cost",
    "CostModifier",
    "DamageNotRemovedInCleanup",
    "Decision",
    "DefaultAgent",
    "EntersReplacement",
    "Flashback",
    "Game",
    "GameLimitError",
    "GameLoopLimit",
    "GameObject",
    "GameOver",
    "IllegalAction",
    "Kicker",
    "LastKnown",
    "LayerEffect",
    "LookAtTopOfLibrary",
    "ManaCost",
    "MayCastFromGraveyard",
    "PlayFromTopOfLibrary",
    "Player",
    "PlayerRef",
    "RandomAgent",
    "ReplacementEffect",
    "Resolution",
    "RulesNotSupported",
    "RuntimeRulesError",
    "SacrificeCost",
    "ScriptError",
    "ScriptedAgent",
    "SpellAbility",
    "StackAbility",
    "StaticAbility",
    "TargetContext",
    "TargetSpec",
    "TriggeredAbility",
    "TurnHistory",
]


# Every name loads with its module on first use (PEP 562): ``karlov check`` compiles cards,
# which needs card definitions, mana costs and filters, not the engine, nor the ability
# classes a game plays (issue 24).
_LAZY = {
    "CANT_ATTACK": "abilities",
    "CANT_BLOCK": "abilities",
    "DEATHTOUCH": "abilities",
    "DEFENDER": "abilities",
    "DOUBLE_STRIKE": "abilities",
    "FIRST_STRIKE": "abilities",
    "FLASH": "abilities",
    "FLYING": "abilities",
    "HASTE": "abilities",
    "HEXPROOF": "abilities",
    "KEYWORDS": "abilities",
    "LIFELINK": "abilities",
    "MENACE": "abilities",
    "REACH": "abilities",
    "TRAMPLE": "abilities",
    "VIGILANCE": "abilities",
    "ActivatedAbility": "abilities",
    "AdditionalLandPlays": "abilities",
    "Affinity": "abilities",
    "Buyback": "abilities",
    "Cost": "abilities",
    "CostModifier": "abilities",
    "DamageNotRemovedInCleanup": "abilities",
    "EntersReplacement": "abilities",
    "Flashback": "abilities",
    "Kicker": "abilities",
    "LayerEffect": "abilities",
    "LookAtTopOfLibrary": "abilities",
    "MayCastFromGraveyard": "abilities",
    "PlayFromTopOfLibrary": "abilities",
    "ReplacementEffect": "abilities",
    "Resolution": "abilities",
    "SacrificeCost": "abilities",
    "SpellAbility": "abilities",
    "StaticAbility": "abilities",
    "TargetContext": "abilities",
    "TargetSpec": "abilities",
    "TriggeredAbility": "abilities",
    "ManaCost": "mana",
    "BATTLEFIELD": "objects",
    "EXILE": "objects",
    "GRAVEYARD": "objects",
    "HAND": "objects",
    "LIBRARY": "objects",
    "STACK": "objects",
    "CardDefinition": "objects",
    "Characteristics": "objects",
    "GameObject": "objects",
    "LastKnown": "objects",
    "Player": "objects",
    "PlayerRef": "objects",
    "STEPS": "game",
    "Game": "game",
    "StackAbility": "game",
    "Agent": "agent",
    "Decision": "agent",
    "DefaultAgent": "agent",
    "RandomAgent": "agent",
    "ScriptedAgent": "agent",
    "GameLimitError": "errors",
    "GameLoopLimit": "errors",
    "GameOver": "errors",
    "IllegalAction": "errors",
    "RulesNotSupported": "errors",
    "RuntimeRulesError": "errors",
    "ScriptError": "errors",
    "TurnHistory": "history",
    "ContinuousEffect": "layers",
}


def __getattr__(name: str) -> object:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(f".{module}", __name__), name)
    globals()[name] = value  # found here from now on
    return value
