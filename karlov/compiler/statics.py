"""Static abilities as IR (CR 604, 611.3, 613): the continuous effects of a static ability
with their layers, its condition ("As long as ..."), restrictions and requirements on attacking
and blocking, cost changes, rule modifications and the replacements an object enters with.

:class:`StaticCompiler` is the effect compiler (:mod:`.effects`) with the static ability's own
predicates: each ``static_<rule>`` method lowers the predicate of that grammar rule into the
parts of the ability (:meth:`StaticCompiler.static_body`); anything it cannot state is C001.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from .. import ir
from ..frontend import nodes
from ..frontend.nodes import rule_name, rule_names
from ..frontend.words import ALL_COLOR_LETTERS, COLOR_LETTERS, number
from ..subtypes import CREATURE_TYPES, LAND_TYPES
from .accounting import consume, consume_all, descendants, is_, is_named, lexeme_texts, take, words
from .conditions import (
    BEGINNING_TO_CAST,
    IT_IS_SUBJECT,
    STATIC_CONDITION,
    _stated,
    condition_ir,
    linked_kicker,
)
from .context import CastFromGraveyard, Unsupported, runtime_mana
from .costs import alternative_cost_ir
from .effects import (
    CAST_BAN_FIELDS,
    CLAUSE_SEPARATORS,
    GRANTED_STATIC,
    REFUSED_EFFECTS,
    TIMED_EFFECTS,
    EffectCompiler,
    _costs_less,
    _flash_spells,
    _lexeme,
    _sentence_parts,
    _still_is,
    _words,
    counter_kind,
    kept_types_said,
    parse_pt_mod,
    refuse_third_restriction,
    untimed_predicates,
)
from .objects import (
    amount,
    count,
    counted_either,
    counter_name,
    either_filter,
    entering_choices,
    filter_ir,
    fixed_count,
    lone_choice,
    objects,
    zone,
)

#: The card naming itself as a subject ("Mistform Wall has defender ...", CR 201.5).
_SELF_WORDS = (nodes.SelfRef, nodes.SelfName)

#: "in addition to their other ... types" (of several objects) and the same words of one
#: object, "in addition to its other ... types" (CR 205.1b).
_ITS_ADDITION: dict[type, type] = {
    nodes.InAdditionTheir: nodes.InAddition,
    nodes.InAdditionTheirColorsAndTypes: nodes.InAdditionColorsAndTypes,
    nodes.InAdditionTheirCreatureTypes: nodes.InAdditionCreatureTypes,
    nodes.InAdditionTheirLandTypes: nodes.InAdditionLandTypes,
}
_THEIR_ADDITIONS = tuple(_ITS_ADDITION)

#: The characteristic-defining abilities that set power and/or toughness (CR 604.3).
#: The basic land types (CR 205.3i) and the creature types (CR 205.3m), lower case as the
#: compiler writes subtypes.
_BASIC_LAND_TYPES = frozenset({"plains", "island", "swamp", "mountain", "forest"})
_CREATURE_TYPES = frozenset(name.lower() for name in CREATURE_TYPES)
_DEFINING = (
    rule_names.PowerEqual,
    rule_names.ToughnessEqual,
    rule_names.PowerToughnessEqual,
    rule_names.PowerEqualToughnessPlus,
)


def _steps(first: str, last: str) -> tuple[str, ...]:
    """The steps of a turn from ``first`` to ``last`` (CR 500.1), in the runtime's names."""
    return ir.TURN_STEPS[ir.TURN_STEPS.index(first) : ir.TURN_STEPS.index(last) + 1]


def _window(steps: tuple[str, ...], yours: bool) -> Any:
    return lambda span: ir.InTurnWindow(steps, yours=yours, span=span)


def _opponents_window(steps: tuple[str, ...]) -> Any:
    """A window of a turn that is not yours: an opponent's, in a two-player game or any
    other (CR 102.1: each turn is one player's)."""
    return lambda span: ir.AllConditions(
        (
            ir.InTurnWindow(steps, yours=False, span=span),
            ir.NotCondition(ir.IsYourTurn(span=span), span=span),
        ),
        span=span,
    )


_COMBAT_STEPS = _steps("beginning_of_combat", "end_of_combat")

#: Who "can't cast" in a static ability (CR 101.2), as the prefix of its rule's name in
#: :data:`~karlov.ir.CAST_RESTRICTIONS`.
_CANT_CAST_WHO = (
    (rule_names.You, ""),
    (rule_names.YourOpponents, "opponents_"),
    (rule_names.EachOpponent, "opponents_"),
    (rule_names.Players, "players_"),
    (rule_names.EachPlayer, "players_"),
)
#: "During each of your turns, ...", "Once each turn, ...", "Once during each of your turns,
#: ..." (CR 611.3a): a static ability's window of turns, or a use once a turn
_TURN_WINDOW_SENTENCES = (
    nodes.DuringEachOfYourTurnsSentence,
    nodes.OnceEachTurnSentence,
    nodes.OnceDuringEachOfYourTurnsSentence,
)
_BEFORE_ATTACKERS_STEPS = ("upkeep", "draw", "main1", "beginning_of_combat")  # CR 502.4

#: "Cast this spell only [when]" (CR 601.3) as the condition on the turn it states. The steps
#: where a player can get priority: none in the untap step (CR 502.4), and blockers are
#: declared before anyone gets priority in the declare blockers step (CR 509.1, 509.2).
_CAST_WINDOWS: dict[str, Any] = {
    rule_names.DuringCombat: _window(_COMBAT_STEPS, False),  # CR 506.1
    rule_names.DuringYourTurn: _window(ir.TURN_STEPS, True),
    rule_names.DuringAnOpponentsTurn: _opponents_window(ir.TURN_STEPS),
    rule_names.DuringCombatBeforeBlockers: _window(
        ("beginning_of_combat", "declare_attackers"), False
    ),
    rule_names.BeforeAttackers: _window(_BEFORE_ATTACKERS_STEPS, False),  # CR 508.1
    rule_names.BeforeBlockers: _window((*_BEFORE_ATTACKERS_STEPS, "declare_attackers"), False),
    rule_names.AfterBlockers: _window(_steps("declare_blockers", "end_of_combat"), False),
    rule_names.DuringDeclareAttackers: _window(("declare_attackers",), False),  # CR 508
    rule_names.DuringDeclareBlockers: _window(("declare_blockers",), False),  # CR 509
    rule_names.DuringYourUpkeep: _window(("upkeep",), True),  # CR 503
    rule_names.DuringAnOpponentsUpkeep: _opponents_window(("upkeep",)),
    rule_names.DuringYourEndStep: _window(("end",), True),  # CR 513.1
    # "during an opponent's turn after their upkeep step" (CR 503, 504, 500.1)
    rule_names.DuringOpponentsTurnAfterUpkeep: _opponents_window(_steps("draw", "cleanup")),
    # "before combat or during combat before blockers are declared" (CR 505.1, 506.1, 509.1)
    rule_names.BeforeCombatOrBeforeBlockers: _window(
        (*_BEFORE_ATTACKERS_STEPS, "declare_attackers"), False
    ),
    # "after combat": the postcombat main phase and the ending phase (CR 505.1, 512, 513)
    rule_names.AfterCombat: _window(_steps("main2", "cleanup"), False),
    rule_names.DuringYourDeclareAttackers: _window(("declare_attackers",), True),  # CR 508
    rule_names.DuringCombatOnOpponentsTurn: _opponents_window(_COMBAT_STEPS),  # CR 506.1
    rule_names.DuringDeclareBlockersOnOpponentsTurn: _opponents_window(("declare_blockers",)),
    rule_names.DuringOpponentsTurnBeforeAttackers: _opponents_window(_BEFORE_ATTACKERS_STEPS),
}


def _life_floor(words_node: nodes.Node, item: nodes.Node) -> ir.RuleModification:
    """ "Damage that would reduce your life total to less than N reduces it to N instead." (CR
    614.1a, 120.3a): a rule of its controller's life total, ``count`` N. The two numbers
    differ in no Oracle text: a floor other than the one it is "less than" is reported."""
    below, floor = (int(n) for n in lexeme_texts(words_node) if n.isdigit())
    consume_all(words_node)
    if below != floor:
        raise Unsupported(words_node, "a life total reduced to another number than its floor")
    return ir.RuleModification("life_floor", count=floor, span=item.span)


def _alternative_clause(item: object) -> nodes.Node | None:
    """The one clause of "[If ...,] you may [cost] rather than pay this spell's mana cost."
    (CR 118.9), or None for any other sentence. Reads without consuming."""
    if isinstance(item, nodes.ConditionalSentence):
        found = [item.items[1]]
    elif isinstance(item, nodes.Sentence):
        found = [i for i in item.items if i is not None]
    else:
        return None
    if len(found) != 1 or not isinstance(found[0], nodes.Clauses):
        return None
    clauses = found[0].items
    if len(clauses) == 1 and _free_alternative(clauses[0]):
        return clauses[0]
    if len(clauses) != 1 or not isinstance(
        clauses[0], (nodes.AlternativeCost, nodes.AlternativeCostFirst)
    ):
        return None
    return clauses[0]


def _free_alternative(clause: object) -> bool:
    """Whether ``clause`` is "you may cast this spell without paying its mana cost" (CR 118.9:
    an alternative cost of nothing). Reads without consuming."""
    if not isinstance(clause, nodes.Clause):
        return False
    subject, may, predicates, duration = clause.items
    return (
        isinstance(subject, nodes.Node)
        and len(subject.items) == 1
        and isinstance(subject.items[0], nodes.You)
        and may is not None
        and duration is None
        and isinstance(predicates, nodes.Node)
        and len(predicates.items) == 1
        and isinstance(predicates.items[0], nodes.CastSelfWithoutPaying)
    )


#: The static effects the grammar reads that the runtime does not play yet, by rule, with the
#: reason each is refused (C001 at the predicate), as :data:`.effects.REFUSED_EFFECTS` for
#: one-shot effects.
REFUSED_STATICS: dict[str, str] = {
    # "Spells you cast cost up to {1} less to cast." (CR 601.2f): the player chooses how much of
    # that amount the cost is reduced by as the total cost is determined; the IR's cost
    # reductions are fixed amounts, so this is refused.
    "cost_up_to_less": "a cost reduced by up to an amount, the player choosing how much",
    # "... cost up to {2} less to activate." (CR 602.2b, 601.2f): as
    # "cost_up_to_less", of activated abilities.
    "cost_up_to_less_to_activate": (
        "a cost reduced by up to an amount, the player choosing how much"
    ),
    # "Agent's Toolkit enters with a +1/+1 counter, a flying counter, a deathtouch counter, and
    # a shield counter on it." (CR 614.1c, 122.1): one replacement effect putting counters of
    # several kinds as it enters, which an entering replacement of the IR (one kind, or a choice
    # of two) can't say yet: reported.
    "enters_with_counter_list": "entering with counters of several kinds (CR 614.1c)",
    # "Players can't draw cards." (CR 101.2, 121.1): not read by the runtime's draws yet.
    "cant_draw_cards": "a player's 'can't draw cards' (CR 101.2, 121.1)",
    # "Each player can't draw more than one card each turn." (CR 101.2, 121.1).
    "cant_draw_more_than_one": "a limit on the cards a player can draw each turn (CR 101.2)",
    # "Players can't search libraries." (CR 101.2, 701.23).
    "cant_search_libraries": "a player's 'can't search libraries' (CR 101.2, 701.23)",
    # "Players can't cycle cards." (CR 101.2, 702.29).
    "cant_cycle_cards": "a player's 'can't cycle cards' (CR 101.2, 702.29)",
    # "Each opponent can't venture into the dungeon more than once each turn." (CR 101.2,
    # 701.49).
    "cant_venture_more_than_once": "a limit on venturing into the dungeon (CR 101.2, 701.49)",
    # "Players can't untap more than one artifact during their untap steps." (CR 502.3: the
    # player chooses which one untaps).
    "cant_untap_more_than_one": "a limit on the permanents a player untaps (CR 502.3)",
    # "You can't play lands or cast spells from your hand." (CR 101.2, 305.1, 601.2a).
    "cant_play_lands_or_cast_from": "a player's 'can't play or cast' from a zone (CR 101.2)",
    # "You may play any number of lands on each of your turns." (CR 305.2).
    "any_number_of_lands": "any number of land plays each turn (CR 305.2)",
    # "You can't get poison counters." (CR 101.2, 122.1f).
    "cant_get_kind_counters": "a player who can't get counters (CR 101.2, 122.1f)",
    # "Players can cast spells only during their own turns." (CR 101.2, 601.3).
    "cast_only_own_turns": "casting only during a player's own turns (CR 101.2, 601.3)",
    # "Players play with their hands revealed." (CR 402.3, 400.2).
    "play_with_hands_revealed": "hands played revealed (CR 402.3): hidden information",
    # "Your opponents can't cast spells from anywhere other than their hands." (CR 101.2,
    # 601.2a).
    "cant_cast_from_elsewhere": "a player's casting only from their hand (CR 101.2, 601.2a)",
    # "You don't lose the game for having 0 or less life." (CR 104.3b, 704.5a).
    "dont_lose_for_life": (
        "not losing the game for having 0 or less life (CR 104.3b, 704.5a): the runtime's"
        " state-based action has no exception"
    ),
    # "You don't lose unspent green mana as steps and phases end." (CR 106.4).
    "dont_lose_unspent_mana": "keeping unspent mana as steps and phases end (CR 106.4, 500.5)",
    # "You may cast this card from your graveyard" printed on a card works from the graveyard
    # (CR 113.6f: it works everywhere); the runtime's static abilities work on the battlefield
    # only.
    "cast_permission": "a static ability that works from the graveyard",
}
# the same effect in other words ("... during their untap steps")
# "Equipped creature gets +1/+1 and is every creature type." (CR 205.3m, 613.1d; changeling's
# words, CR 702.73a): every creature type added to its own in layer 4, which no layer effect
# of the IR states yet.
REFUSED_STATICS["is_every_creature_type"] = "being every creature type (CR 205.3m, 613.1d: layer 4)"
REFUSED_STATICS["gain_all_creature_types"] = (
    "gaining all creature types (CR 205.3m, 613.1d: layer 4)"
)
REFUSED_STATICS["cant_untap_more_than_one_steps"] = REFUSED_STATICS["cant_untap_more_than_one"]
# "You may look at the cards exiled with Colfenor's Plans" (CR 406.3: face-down exiled cards a
# player may look at; CR 607.2a: the cards its linked ability exiled): the runtime keeps no
# permission to look at exiled cards yet
REFUSED_STATICS["look_at_the_exiled_with"] = (
    "a permission to look at the face-down cards exiled with this object (CR 406.3)"
)


def _flash_drawback(item: nodes.Node) -> bool:
    """Whether ``item`` is "If you cast it any time a sorcery couldn't have been cast, the
    controller of the permanent it becomes sacrifices it at the beginning of the next cleanup
    step." -- word for word, read without consuming."""
    if not isinstance(item, nodes.ConditionalSentence) or len(item.items) != 2:
        return False
    test, clauses = item.items
    if not isinstance(test, nodes.CastWithoutSorceryTiming) or not isinstance(
        clauses, nodes.Clauses
    ):
        return False
    who, it = test.items
    if not isinstance(who, nodes.You) or not isinstance(it, nodes.It) or len(clauses.items) != 1:
        return False
    clause = clauses.items[0]
    if not isinstance(clause, nodes.Clause) or len(clause.items) != 4:
        return False
    subject, may, predicates, when = clause.items
    if may is not None:
        return False
    if not (
        isinstance(subject, nodes.Subject)
        and len(subject.items) == 1
        and isinstance(subject.items[0], nodes.ControllerOfPermanentItBecomes)
        and isinstance(when, nodes.AtNextCleanupStep)
        and isinstance(predicates, nodes.Predicates)
        and len(predicates.items) == 1
    ):
        return False
    sacrifice = predicates.items[0]
    return (
        isinstance(sacrifice, nodes.Sacrifice)
        and len(sacrifice.items) == 3
        and isinstance(sacrifice.items[1], nodes.It)
        and sacrifice.items[2] is None  # no "of their choice"
    )


class StaticCompiler(EffectCompiler):
    """Lowers the body of a static ability (the one-shot lowering of quoted and timed
    effects inside it is :class:`~.effects.EffectCompiler`'s)."""

    def static_body(self, node: nodes.Node) -> dict[str, list[Any]]:
        """The parts of a static ability, as IR: continuous effects with their layer
        (CR 613), cost reductions (CR 601.2f), rule modifications, and replacement effects on
        how the source enters (CR 614.1c)."""
        parts: dict[str, list[Any]] = {
            "effects": [],
            "costs": [],
            "rules": [],
            "enters": [],
            "condition": [],
            "unconditional": [],
            "restrictions": [],
            "additional_cost": [],
            "self_cost": [],
            "alternative_cost": [],
            "cast_only": [],
            "preventions": [],
            "self_flash": [],
        }
        items = take(node)
        read_with_the_last: Any = None  # "If you don't, ..." read with the sentence before it
        for index, item in enumerate(items):
            if item is None or item is read_with_the_last:
                continue
            # "Enchanted land is a 3/3 black Ooze creature. It's still a land." (CR 205.1b): a
            # look ahead, consuming nothing
            following = next((i for i in items[index + 1 :] if i is not None), None)
            self._still_follows = isinstance(following, nodes.Sentence) and _still_is(following)
            if isinstance(item, nodes.Sentence) and _still_is(item):
                self._static_still_is(item)
                continue
            if is_(item, nodes.DamagePersists):
                filt = filter_ir(take(item)[0], self.ctx)
                if _state_tests(filt):
                    raise Unsupported(take(item)[0], "keeping damage on objects by their state")
                parts["unconditional"].append(item)
                parts["rules"].append(
                    ir.RuleModification("damage_persists", filter=filt, span=item.span)
                )
                continue
            if is_(item, (nodes.LifeFloor, nodes.LifeFloorIf, nodes.LifeFloorAsLongAs)):
                # "[If you control a creature / As long as you have 7 or more life,] damage
                # that would reduce your life total to less than 1 reduces it to 1 instead."
                *test, words_node = take(item)
                if test:
                    self._static_condition(test[-1], parts)  # type: ignore[arg-type]
                else:
                    parts["unconditional"].append(item)
                parts["rules"].append(_life_floor(words_node, item))  # type: ignore[arg-type]
                continue
            if is_(item, (nodes.MostAttackers, nodes.MostBlockers, nodes.MostAttackersYou)):
                parts["unconditional"].append(item)
                parts["rules"].append(self._most_in_combat(item))
                continue
            if is_(
                item,
                (nodes.MaxHandSizeIs, nodes.MaxHandSizeIncreased, nodes.MaxHandSizeReduced),
            ):
                parts["unconditional"].append(item)
                parts["rules"].append(_maximum_hand_size(item))
                continue
            if is_(item, (nodes.AdditionalCost, nodes.AdditionalCostEither)):
                parts["additional_cost"].append(self._additional_cost(item))
                parts["unconditional"].append(item)
                continue
            if is_(item, nodes.MustBlockSentence):
                # "All creatures able to block ~ do so." (CR 509.1c)
                what = self._lured(item)
                if take(item)[2] is not None:
                    raise Unsupported(take(item)[2], "a duration in a static ability")
                subject = nodes.Subject((what,))
                self._restrict(item, subject, parts, "must_be_blocked_by_all")
                parts["unconditional"].append(item)
                continue
            if is_(item, nodes.OtherwiseSentence):
                # "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets
                # -2/-2." (CR 611.3a)
                self._static_otherwise(item, parts, following)
                continue
            if is_(item, nodes.AsLongAsSentence):
                # "As long as you control an artifact, ~ gets +2/+0 and has flying."
                _as_long_as, test_node, clauses = take(item)
                self._static_condition(test_node, parts)
                # "As long as ~ is enchanted or equipped, it can attack ...": "it" is the
                # object the condition names, here the source.
                names_source = bool(take(test_node)) and is_(
                    take(test_node)[0], (nodes.SelfRef, nodes.SelfName)
                )
                self._it_is_source, was = names_source, self._it_is_source
                # "As long as ~ is paired with another creature, each of those creatures ...":
                # "those creatures" are the source and the creature it is paired with
                self._paired, was_paired = is_(test_node, nodes.PairedWithAnother), self._paired
                # "As long as enchanted creature is a Human, it has trample.": "it" is the
                # permanent the condition names, the one this Aura is attached to
                self._it_is_host, was_host = self._host_named(parts), self._it_is_host
                try:
                    self._static_clauses(clauses, parts, conditional=True)
                finally:
                    self._it_is_source = was
                    self._paired = was_paired
                    self._it_is_host = was_host
                continue
            if is_(item, nodes.ConditionalSentence) and is_(
                take(item)[0], (nodes.WasKicked, nodes.WasKickedWith)
            ):
                self._if_kicked_enters(item, parts)
                continue
            if is_(item, nodes.ConditionalSentence) and _costs_less_under(item):
                # "If you have 3 or less life, this spell costs {6} less to cast." (CR 601.2f;
                # on the stack, CR 113.6d): the condition checked as the total cost is
                # determined, as after "if" at the end of the sentence
                test, clauses = take(item)
                (clause,) = take(clauses)
                parts["self_cost"].append(self._cost_less_if(clause, test))
                parts["unconditional"].append(item)
                continue
            if is_named(item, _DEFINING):
                parts["effects"].append(self._defined_pt(item))
                parts["unconditional"].append(item)
                continue
            if is_(item, nodes.ActivatedAbilitiesCant):
                # "Activated abilities of artifacts can't be activated." (CR 602.5; a mana
                # ability is an activated ability too, CR 605.1a): of the permanents matching
                # the description (CR 109.2: "artifacts" are artifacts on the battlefield)
                (described,) = (i for i in take(item) if isinstance(i, nodes.Node))
                affected = ir.Affected(filter_ir(described, self.ctx), span=described.span)
                parts["restrictions"].append(
                    ir.Restriction("cant_activate", affected, span=item.span)
                )
                parts["unconditional"].append(item)
                continue
            if is_(item, nodes.AttachedAbilitiesCant):
                # "Enchanted creature's activated abilities can't be activated." (CR 602.5,
                # 605.1a: its mana abilities too): of the permanent this Aura is attached to
                (possessive,) = take(item)
                assert isinstance(possessive, nodes.Lexeme)
                affected = ir.Affected(_attached_host(possessive), span=possessive.span)
                parts["restrictions"].append(
                    ir.Restriction("cant_activate", affected, span=item.span)
                )
                parts["unconditional"].append(item)
                continue
            if is_(item, nodes.EnteringDoesntTrigger):
                # "Creatures entering the battlefield don't cause abilities to trigger." (CR
                # 603.2, 603.6a): the runtime has no rule that stops a trigger event from
                # triggering abilities
                raise Unsupported(item, "entering the battlefield that triggers no ability")
            if is_(item, nodes.AsEntersSentence) and is_(following, nodes.IfYouDont):
                # "As ~ enters, you may reveal an Elf card from your hand. If you don't, ~
                # enters tapped." (CR 614.12, 701.20a)
                parts["enters"].append(self._reveal_or_enter_tapped(item, following))  # type: ignore[arg-type]
                parts["unconditional"].append(item)
                read_with_the_last = following
                continue
            if is_(item, nodes.AsEntersSentence):
                parts["enters"].append(self._as_enters_choosing(item))
                parts["unconditional"].append(item)
                continue
            if is_(item, nodes.SentenceWhere) and _enters_with_x_where(item):
                # "~ enters with X +1/+1 counters on it, where X is the number of creature
                # cards in all graveyards." (CR 614.1c, 122.6)
                parts["enters"].append(self._enters_with_x_where(item))
                parts["unconditional"].append(item)
                continue
            if is_(item, nodes.SentenceWhere) and descendants(item, nodes.GetPtX):
                # "Enchanted creature gets -X/-0, where X is the number of cards in your
                # graveyard." (layer 7c, CR 613.4c): X counted continuously (CR 611.3a)
                self._static_where(item, parts)
                continue
            if is_(item, nodes.MayChooseNotToUntap):
                # "You may choose not to untap ~ during your untap step." (CR 502.3): this
                # permanent, as its controller's untap step untaps it
                consume_all(item)
                parts["unconditional"].append(item)
                parts["rules"].append(ir.RuleModification("may_not_untap", span=item.span))
                continue
            if is_(item, nodes.UntapDuringOthersUntap):
                # "Untap all creatures you control during each other player's untap step."
                parts["unconditional"].append(item)
                parts["restrictions"].append(self._untap_in_others_steps(item))
                continue
            if is_(item, nodes.FirstSpellEachTurnHas):
                # CR 601.2, 113.6: the runtime grants no ability to a spell on the stack by
                # the order spells are cast in a turn
                raise Unsupported.quoting(
                    item, "'{}': an ability of the first such spell cast each turn (CR 601.2)"
                )
            if is_(item, (nodes.WhileVotingVoteAgain, nodes.WhileVotingExtraVote)):
                # CR 701.38: the runtime's vote gives each player one vote
                raise Unsupported.quoting(item, "'{}': more than one vote of a player (CR 701.38)")
            if is_(item, _TURN_WINDOW_SENTENCES):
                # CR 611.3a: the runtime has no static ability true only during its controller's
                # turns, nor one whose permission is used once each turn
                raise Unsupported.quoting(
                    item, "'{}': a static ability of each of its controller's turns (CR 611.3a)"
                )
            if is_(item, nodes.CastOnly):
                # "Cast this spell only during combat." (CR 601.3)
                parts["cast_only"].append(self._cast_only(item))
                continue
            if _flash_drawback(item) and parts["self_flash"]:
                # "If you cast it any time a sorcery couldn't have been cast, the controller of
                # the permanent it becomes sacrifices it at the beginning of the next cleanup
                # step." after "You may cast ~ as though it had flash." (CR 307.5a, 514.3a)
                consume_all(item)
                flash = parts["self_flash"][-1]
                parts["self_flash"][-1] = dataclasses.replace(flash, sacrificed_at_cleanup=True)
                continue
            alternative = _alternative_clause(item)
            if alternative is not None:
                # "[If ...,] you may [cost] rather than pay this spell's mana cost." (CR 118.9)
                take(item)
                if is_(item, nodes.ConditionalSentence):
                    test_node, clauses = item.items
                    assert isinstance(test_node, nodes.Node)
                    parts["alternative_condition"] = [condition_ir(test_node, self.ctx)]
                else:
                    clauses = next(i for i in item.items if i is not None)
                assert isinstance(clauses, nodes.Node)
                take(clauses)
                if is_(alternative, nodes.Clause):
                    # "[If ...,] you may cast this spell without paying its mana cost." (CR
                    # 118.9): an alternative cost of nothing, its base cost {0} (CR 601.2f)
                    consume_all(alternative)
                    parts["alternative_cost"].append(ir.Cost(span=alternative.span))
                else:
                    parts["alternative_cost"].append(alternative_cost_ir(alternative, self.ctx))
                continue
            if is_(item, nodes.Clauses):
                # the last sentence of a quoted ability, whose period stands after the quote
                # ("This creature gets +1/+1 for each artifact you control.", CR 113.2c)
                self._static_clauses(item, parts)
                continue
            if is_(item, nodes.DamageRedirectionAsLongAs):
                # CR 614.9, 611.3a: the runtime's redirection effects are ones a resolving spell
                # or ability creates, not a static ability's, true while a condition holds
                raise Unsupported.quoting(
                    item, "'{}': a static ability's redirection of damage (CR 614.9)"
                )
            if not is_(item, nodes.Sentence):
                raise Unsupported.quoting(item, "'{}' in a static ability")
            clauses = next(i for i in take(item) if is_(i, nodes.Clauses))
            self._static_clauses(clauses, parts)
        if parts["condition"] and parts["unconditional"]:
            raise Unsupported(node, "a static ability with effects both under 'as long as' and not")
        first = parts["condition"][0] if parts["condition"] else None
        if isinstance(first, ir.NotCondition):  # "as long as it's not attacking"
            first = first.condition
        if isinstance(first, _ABOUT_THE_SOURCE) and self._says_it(first):
            # "~ gets +1/+0 as long as it's attacking": "it" is the object affected, which is
            # the source only when the ability affects nothing else. ("As long as Juniper
            # Order Advocate is untapped, green creatures you control get +1/+1." names the
            # source itself.)
            for part in (*parts["effects"], *parts["restrictions"]):
                if part.affected.filter is not None or part.affected.attached:
                    raise Unsupported(node, "'it' in the condition of an effect on other objects")
        return parts

    def _static_otherwise(
        self, node: nodes.Node, parts: dict[str, list[Any]], following: object
    ) -> None:
        """ "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2."
        (Gift of Fangs): the effects after "Otherwise," apply exactly while the condition of
        the sentence before it does not hold (CR 611.3a: both are checked all the time), to
        the one object that sentence's effects apply to, which "it" names: the source or the
        permanent this Aura or Equipment is attached to (CR 303.4, 301.5). They are stated as
        ``parts["otherwise"]``, the parts of a second static ability under the condition's
        negation. Refused (C001): with no "as long as" before it or effects not under it,
        with more after it, when the effects before it apply to other objects or to several
        described ones, and for what is not a continuous effect or a restriction."""
        first = parts["condition"][0] if parts["condition"] else None
        if first is None or parts["unconditional"] or parts.get("otherwise"):
            raise Unsupported(node, "'Otherwise' not right after an 'as long as'")
        if following is not None:
            raise Unsupported(node, "'Otherwise' with more of the ability after it")
        kinds = ("costs", "rules", "enters", "preventions", "self_cost", "alternative_cost")
        if any(parts[kind] for kind in kinds):
            raise Unsupported(node, "'Otherwise' after what is not a continuous effect")
        affected = [part.affected for part in (*parts["effects"], *parts["restrictions"])]
        keys = {_unspanned(found) for found in affected}
        if len(keys) != 1:
            raise Unsupported(node, "'Otherwise' after effects on several objects")
        (one,) = affected[:1]
        host = one.filter
        is_source = host is None and not one.attached and not one.paired
        is_host = (
            host is not None
            and host.attached_to_source
            and _stated(host) <= {"attached_to_source", "types"}
        )
        if not (is_source or is_host):
            raise Unsupported(node, "'Otherwise' after effects on objects a description finds")
        other: dict[str, list[Any]] = {kind: [] for kind in parts}
        (clauses,) = take(node)
        was_source, was_host = self._it_is_source, self._it_is_host
        self._it_is_source, self._it_is_host = is_source, host if is_host else None
        try:
            self._static_clauses(clauses, other, conditional=True)  # type: ignore[arg-type]
        finally:
            self._it_is_source, self._it_is_host = was_source, was_host
        if other["condition"] or any(other[kind] for kind in kinds):
            raise Unsupported(node, "'Otherwise' with what is not a continuous effect")
        if not (other["effects"] or other["restrictions"]):
            raise Unsupported(node, "'Otherwise' with no effect the runtime knows")
        other["condition"] = [ir.NotCondition(first, span=node.span)]
        parts["otherwise"] = [other]

    def _source_could_be(self, filt: ir.ObjectFilter) -> bool:
        """Whether this card's types and subtypes are of those ``filt`` names (so "other" in
        it can be said of the card itself, CR 109.1)."""
        line = self.ctx.card.type_line
        kinds = {t.lower() for t in line.card_types} | {t.lower() for t in line.subtypes}
        kinds |= {t.lower() for t in line.supertypes}
        types_ok = all(not t.any_of or set(t.any_of) & kinds for t in filt.types)
        return types_ok and all(s.lower() in kinds for s in filt.subtypes)

    def _pronoun_beyond_it_is(self, test: nodes.Node) -> bool:
        """Whether a trailing condition says "its", "it" or "another" other than as the
        subject of "it's [quality]" (which names the affected object, IT_IS_SUBJECT)."""
        if is_(test, (nodes.ItIs, nodes.ItIsColor, nodes.ItIsNot, nodes.IsAttacking)):
            return False
        span = test.span
        if span is None:
            return True
        line = self.ctx.lines.get(span.line, "")
        said = line[span.column - 1 : span.end_column - 1].lower().replace("’", "'")
        return re.search(r"\b(?:its|it|it's)\b", said) is not None

    def _says_it(self, test: Any) -> bool:
        """Whether the words of condition ``test`` start with "it" ("it's attacking", "it has
        a +1/+1 counter on it"), not with the source's name or "this creature"."""
        span = test.span
        if span is None:
            return True
        line = self.ctx.lines.get(span.line, "")
        said = line[span.column - 1 : span.end_column - 1].lower().replace("’", "'")
        return said.startswith(("it ", "it's", "they", "its "))

    def _cast_only(self, node: nodes.Node) -> ir.Condition:
        """ "Cast this spell only during the declare attackers step and only if you've been
        attacked this step." (CR 601.3): when it may be cast, each "only" one more condition
        that must hold (:data:`_CAST_WINDOWS`, or "if [condition]")."""
        tests: list[ir.Condition] = []
        for timing in take(node):
            if not isinstance(timing, nodes.Node):
                continue
            if is_(timing, nodes.CastOnlyIf):
                (test_node,) = take(timing)
                assert isinstance(test_node, nodes.Node)
                # checked as the card begins to be cast (CR 601.3), before it is a spell: "if
                # you've cast another spell this turn" is any spell cast before it this turn,
                # as a resolving spell's "another" is one other than it
                token = BEGINNING_TO_CAST.set(True)
                try:
                    tests.append(condition_ir(test_node, self.ctx))
                finally:
                    BEGINNING_TO_CAST.reset(token)
                continue
            window = _CAST_WINDOWS.get(rule_name(timing))
            if window is None:
                raise Unsupported.quoting(timing, "casting a spell only {}")
            consume_all(timing)
            tests.append(window(timing.span))
        if len(tests) == 1:
            return tests[0]
        return ir.AllConditions(tuple(tests), span=node.span)

    def _as_enters_choosing(self, node: nodes.Node) -> ir.EntersChoosing:
        """ "As ~ enters, choose a color." / "... choose a creature type.": a replacement
        effect on how its source enters (CR 614.1c, 614.12), the choice kept on the object for
        the abilities linked to it (CR 607.2a). Only this permanent entering, and only the one
        choice, are read; any other "As ~ enters, ..." is reported."""
        entering, _verb, clauses = take(node)
        named = descendants(clauses, nodes.ChooseNamedOption)  # type: ignore[arg-type]
        if named:
            # "choose Khans or Dragons": the permanent has the ability of the option chosen
            raise Unsupported.quoting(named[0], "'{}' (a choice between named options, CR 614.12)")
        choice = lone_choice(clauses)
        if not is_(entering, (nodes.SelfRef, nodes.SelfName)) or choice is None:
            raise Unsupported.quoting(node, "'{}' in a static ability")
        kind = (
            "color"
            if is_(choice, (nodes.ChooseColor, nodes.ChooseColorOtherThan))
            else "creature_type"
        )
        other_than = ""
        if is_(choice, nodes.ChooseColorOtherThan):
            # "choose a color other than red" (Thriving Bluff): that color can't be chosen
            (color,) = lexeme_texts(choice)
            other_than = COLOR_LETTERS[color.lower()]
        consume_all(node)
        return ir.EntersChoosing(
            kind, text=self.abilities.written(node), other_than=other_than, span=node.span
        )

    def _reveal_or_enter_tapped(self, node: nodes.Node, otherwise: nodes.Node) -> ir.EntersTapped:
        """ "As ~ enters, you may reveal an Elf card from your hand. If you don't, ~ enters
        tapped.": a replacement effect on how its source enters (CR 614.1c, 614.12); as it
        would enter, its controller may reveal one card of that kind from their hand (CR
        701.20a: the card stays there), and it enters tapped if they don't. Only this
        permanent entering, "you may reveal a/an [kind] card from your hand" and "If you
        don't, ~ / it enters tapped" are read; anything else is reported."""
        entering, _verb, clauses = take(node)
        refused = Unsupported.quoting(node, "'{}' in a static ability")
        if not is_(entering, (nodes.SelfRef, nodes.SelfName)):
            raise refused
        reveal = _lone_predicate(clauses, may=True)  # type: ignore[arg-type]
        paid = take(reveal) if is_(reveal, nodes.DiscardsAll) else []  # type: ignore[arg-type]
        if len(paid) == 1 and is_(paid[0], nodes.PayLife):
            return self._pay_life_or_enter_tapped(node, paid[0], otherwise)  # type: ignore[arg-type]
        if reveal is None or not is_(reveal, nodes.RevealFrom):
            raise refused
        counted, place = take(reveal)
        if not is_(counted, nodes.Counted) or not is_(place, nodes.Zone):
            raise refused
        how_many, filter_node = take(counted)
        article = take(how_many)[0] if is_(how_many, nodes.Count) else None  # type: ignore[arg-type]
        if not is_(article, (nodes.ArticleA, nodes.ArticleAn)):
            raise Unsupported.quoting(counted, "revealing '{}' as it enters")
        where = zone(place)  # type: ignore[arg-type]
        if where.zones != ("hand",) or where.owner != "you":
            raise Unsupported.quoting(place, "revealing a card from '{}' as it enters")
        (then,) = [i for i in take(otherwise) if i is not None]
        tapped = _lone_predicate(then, may=False)  # type: ignore[arg-type]
        if tapped is None or not is_(tapped, nodes.EntersTapped):
            raise Unsupported.quoting(otherwise, "'{}' after revealing as it enters")
        filt = filter_ir(
            filter_node,  # type: ignore[arg-type]
            self.ctx,
            zone=ir.ZoneName.HAND,
            zone_owner=ir.Whose.YOU,
        )
        consume_all(node)
        consume_all(otherwise)
        written = f"{self.abilities.written(node)} {self.abilities.written(otherwise)}"
        return ir.EntersTapped(text=written, unless_revealed=filt, span=node.span)

    def _pay_life_or_enter_tapped(
        self, node: nodes.Node, paying: nodes.Node, otherwise: nodes.Node
    ) -> ir.EntersTapped:
        """ "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (the shock
        lands): a replacement effect on how its source enters (CR 614.1c, 614.12); as it would
        enter, its controller may pay that much life (CR 119.4: only with at least that much
        life), and it enters tapped if they don't. Only a fixed number of life, and "If you
        don't, ~ / it enters tapped" after it, are read; anything else is reported."""
        _pay, how_much = take(paying)
        why = "paying a number of life that isn't fixed as it enters"
        life = fixed_count(how_much, why)  # type: ignore[arg-type]
        (then,) = [i for i in take(otherwise) if i is not None]
        tapped = _lone_predicate(then, may=False)  # type: ignore[arg-type]
        if tapped is None or not is_(tapped, nodes.EntersTapped):
            raise Unsupported.quoting(otherwise, "'{}' after paying life as it enters")
        consume_all(node)
        consume_all(otherwise)
        written = f"{self.abilities.written(node)} {self.abilities.written(otherwise)}"
        return ir.EntersTapped(text=written, unless_paid_life=life, span=node.span)

    def _if_kicked_enters(self, node: nodes.Node, parts: dict[str, list[Any]]) -> None:
        """ "If ~ was kicked, it enters with a +1/+1 counter on it.": a replacement effect on
        how the permanent enters (CR 614.1c) that applies only if the spell it was had its
        kicker cost paid (CR 702.33d). "It" is the source; any other effect under the "if" is
        reported."""
        test_node, clauses = take(node)
        kicked = take(test_node)[0]
        if not is_(kicked, (nodes.SelfRef, nodes.SelfName)):
            raise Unsupported(kicked, "'was kicked' said of anything but this permanent")
        consume_all(kicked)
        test = ir.WasKicked(span=test_node.span)
        if is_(test_node, nodes.WasKickedWith):
            # "If ~ was kicked with its {1}{U} kicker, ..." (CR 702.33f): that kicker cost
            test = linked_kicker(test_node, self.ctx)
        parts["condition"] = [test]
        before = len(parts["enters"])
        self._it_is_source, was = True, self._it_is_source
        try:
            self._static_clauses(clauses, parts, conditional=True)
        finally:
            self._it_is_source = was
        entering = parts["enters"][before:]
        if not entering or not all(isinstance(e, ir.EntersWithCounters) for e in entering):
            raise Unsupported(node, "an effect other than entering with counters under 'if kicked'")

    def _static_still_is(self, node: nodes.Node) -> None:
        """ "It's still a land." right after the one sentence "[object] is a [type] ...": that
        sentence's types were added to the object's (CR 205.1b); anywhere else it is C001."""
        kept, self._kept_types = self._kept_types, []
        if len(kept) != 1:
            raise Unsupported.quoting(node, "'{}' not right after one 'is a ...'")
        for part in _sentence_parts(node):
            consume_all(part)

    def _defined_pt(self, node: nodes.Node) -> ir.ContinuousEffect:
        """A characteristic-defining ability (CR 604.3, 613.4a): "~'s power and toughness are
        each equal to the number of cards in your hand." The number is the source's to count
        (its controller is "you"), whenever the value is needed and in every zone."""
        if is_(node, nodes.PowerEqualToughnessPlus):
            return self._defined_power_toughness_plus(node)
        *named, how_many = take(node)
        for part in named:
            consume(part)
        defined = self._defining_quantity(how_many)
        power = defined if not is_(node, nodes.ToughnessEqual) else None
        toughness = defined if not is_(node, nodes.PowerEqual) else None
        return ir.ContinuousEffect(
            ir.Layer.PT_CDA,
            ir.Affected(span=node.span),
            define_power=power,
            define_toughness=toughness,
            span=node.span,
        )

    def _defined_power_toughness_plus(self, node: nodes.Node) -> ir.ContinuousEffect:
        """ "Lhurgoyf's power is equal to the number of creature cards in all graveyards and
        its toughness is equal to that number plus 1." (CR 604.3, 208.2): the power is the
        count, the toughness the same count plus the written number (CR 107.3)."""
        named, how_many, plus = take(node)
        consume(named)
        defined = self._defining_quantity(how_many)  # type: ignore[arg-type]
        written = amount(plus)  # type: ignore[arg-type]
        if written.is_x:
            raise Unsupported.quoting(plus, "'{}' in a sum")  # type: ignore[arg-type]
        consume_all(plus)  # type: ignore[arg-type]
        more = ir.Sum((ir.Fixed(written.value, span=plus.span), defined), span=node.span)  # type: ignore[union-attr]
        return ir.ContinuousEffect(
            ir.Layer.PT_CDA,
            ir.Affected(span=node.span),
            define_power=defined,
            define_toughness=more,
            span=node.span,
        )

    def _defining_quantity(self, node: nodes.Node) -> ir.Quantity:
        """The number a characteristic-defining ability counts: objects matching a filter
        ("the number of creatures you control"), the cards in one of your zones, your devotion
        (CR 700.5) or the basic land types among your lands (domain, CR 305.6) -- counts the
        runtime can make in every zone."""
        if is_(node, (nodes.NumberOf, nodes.CardsInZone, nodes.Devotion)):
            return self.where_quantity(node)
        if is_(node, (nodes.CardsInAllZones, nodes.CardsInOpponentsZones)):
            # "the number of cards in all graveyards", "... in your opponents' graveyards"
            # (CR 404.1, 604.3): counted in every zone the characteristic is read in
            return self.where_quantity(node)
        if is_(node, nodes.NumberOfManaSymbols):
            # chroma: the mana symbols of a color among permanents you control (CR 202.1,
            # 700.5), a count the runtime makes in every zone
            return self.where_quantity(node)
        if is_(node, nodes.NumberOfBasicLandTypes):  # domain (CR 305.6)
            return self.where_quantity(node)
        if is_(node, nodes.TwiceQuantity) and is_(
            take(node)[-1], (nodes.NumberOf, nodes.CardsInZone)
        ):
            # "equal to twice the number of cards in your hand" (CR 107.3, 604.3)
            return self.where_quantity(node)
        if is_(node, nodes.NumberOfCountersOn) or (
            is_(node, nodes.TwiceQuantity) and is_(take(node)[-1], nodes.NumberOfCountersOn)
        ):
            # "[twice] the number of age counters on it" (CR 122.1, 604.3): on this permanent
            # only; on a card in another zone there are none
            defined = self.where_quantity(node)
            if not isinstance(defined, ir.CountersOn) or not isinstance(
                defined.of, ir.SourceObject
            ):
                raise Unsupported.quoting(node, "a characteristic defined as '{}'")
            return defined
        if is_(node, nodes.NumberOfSum):
            # "the number of Forests you control plus the number of Treefolk you control"
            return self.where_quantity(node)
        if is_(node, (nodes.AmountPlusQuantity, nodes.AmountMinusQuantity)):
            # "1 plus the number of lands you control", "7 minus ..." (CR 107.3): a written
            # number and a count the runtime makes in every zone; the power so defined may
            # be less than 0 (CR 107.1b)
            self._defining_quantity(take(node)[-1])
            defined = self.where_quantity(node)
            assert isinstance(defined, ir.Sum | ir.Difference)
            return defined
        if is_(node, nodes.CardsInZoneMinusAmount):
            return self.where_quantity(node)
        raise Unsupported.quoting(node, "a characteristic defined as '{}'")

    def _additional_cost(self, node: nodes.Node) -> ir.Cost:
        """A permanent spell's "As an additional cost to cast this spell, ..." (CR 601.2b):
        the same costs as an instant's or sorcery's (:meth:`additional_cost`)."""
        return self.additional_cost(node)

    def _static_condition(self, test_node: nodes.Node, parts: dict[str, list[Any]]) -> None:
        """The condition of "as long as [condition]" in a static ability: its effects apply
        only while it is true (CR 611.3a); one condition for the whole ability."""
        token = STATIC_CONDITION.set(True)
        try:
            test = condition_ir(test_node, self.ctx)
        finally:
            STATIC_CONDITION.reset(token)
        if parts["condition"] and parts["condition"][0] != test:
            raise Unsupported(test_node, "two conditions in one static ability")
        parts["condition"] = [test]

    def _static_clauses(
        self, clauses: nodes.Node, parts: dict[str, list[Any]], conditional: bool = False
    ) -> None:
        """The clauses of a static ability's sentence, each predicate by its ``static_<rule>``
        method; ``conditional`` for the clauses of "As long as [condition], ..."."""
        shared: nodes.Node | None = None
        if is_(clauses, nodes.WhereClauses):
            # "If ~ was kicked, it enters with X +1/+1 counters on it, where X is ...": an X a
            # static ability's conditional sentence defines is not read here yet (CR 107.3c)
            raise Unsupported(take(clauses)[1], "'where X is' in a static ability's 'if' sentence")
        for clause in take(clauses):
            if is_(clause, nodes.Clause):
                # "You may ..." in a static ability is the permission itself.
                subject, may, predicates, duration = take(clause)
                consume(subject, may)
                self._said_may = may is not None
                if subject is None:
                    # "Enchanted creature gets +2/+2, has first strike, and is a Knight ...":
                    # the later clauses share the first one's subject.
                    subject = shared
                elif not is_(take(subject)[0], nodes.You):
                    shared = subject
                if not conditional:
                    parts["unconditional"].append(clause)
            elif is_(clause, (nodes.CantActivateAbilities, nodes.CantActivateNonmanaAbilities)):
                # "Enchanted creature can't attack or block, and its activated abilities can't
                # be activated [unless they're mana abilities]." (CR 602.5, 605.1a: a mana
                # ability is an activated ability too)
                if shared is None:
                    raise Unsupported(clause, "'its activated abilities' of nothing named")
                if not conditional:
                    parts["unconditional"].append(clause)
                mana_too = is_(clause, nodes.CantActivateAbilities)
                kind = "cant_activate" if mana_too else "cant_activate_non_mana"
                self._restrict(clause, shared, parts, kind)
                continue
            elif is_(clause, (nodes.ClauseIf, nodes.ClauseForEach)) and _costs_less(clause):
                # a permanent spell's "This spell costs {2} less to cast if a creature died
                # this turn." / "... {1} less to cast for each creature card in your
                # graveyard." (CR 601.2f; it functions on the stack, CR 113.6d)
                if conditional or len(take(clauses)) != 1:
                    raise Unsupported(clause, "'This spell costs less' with other clauses")
                parts["unconditional"].append(clause)
                per = is_(clause, nodes.ClauseForEach)
                reduce = self.self_cost_reduction_per if per else self.self_cost_reduction
                parts["self_cost"].append(reduce(clause))
                continue
            elif is_(clause, nodes.ClauseForEach):
                # "Enchanted creature gets +1/+1 for each Forest you control."
                subject, may, predicates, duration, for_each = take(clause)
                consume(subject, may)
                if not conditional:
                    parts["unconditional"].append(clause)
                if duration is not None:
                    raise Unsupported(duration, "a duration in a static ability")
                self._static_for_each(subject, predicates, for_each, parts)
                if subject is not None and not is_(take(subject)[0], nodes.You):
                    shared = subject
                continue
            elif is_(clause, nodes.ClauseForEachAndHave):
                # "Enchanted creature gets +1/+1 for each Plains you control and has flying.":
                # "for each" counts for the first predicate only (layer 7c, CR 613.4c); the
                # abilities are granted to the same objects (layer 6, CR 613.1f)
                subject, may, predicates, for_each, _and, have = take(clause)
                consume(may)
                subject = subject if subject is not None else shared
                if not conditional:
                    parts["unconditional"].append(clause)
                self._static_for_each(subject, predicates, for_each, parts)
                consume(have)
                self.static_have_abilities(have, subject, parts)  # type: ignore[arg-type]
                if subject is not None and not is_(take(subject)[0], nodes.You):
                    shared = subject
                continue
            elif is_(clause, nodes.ClauseAsLongAs):
                # "~ gets +1/+0 as long as you control an artifact." (CR 611.3a)
                subject, may, predicates, duration, _as_long_as, test_node = take(clause)
                consume(subject, may)
                if _only_while_attacking(subject, predicates):
                    # "~ can't be blocked as long as defending player controls an artifact":
                    # an ability of the creature that matters only as it attacks (CR 509.1b),
                    # so "defending player" is the player it attacks (CR 508.5).
                    self.ctx.defending_player_of = ir.SourceObject()
                said = take(subject)[0] if subject is not None else None
                it: ir.ObjectRef | None = None
                if is_(said, _SELF_WORDS):
                    it = ir.SourceObject(span=said.span)
                elif is_(said, nodes.AllMatching):
                    # "Enchanted creature gets +1/+2 as long as it's white.": "it" is the one
                    # permanent this Aura or Equipment is attached to (CR 303.4, 301.5)
                    host = filter_ir(take(said)[0], self.ctx)
                    if host.attached_to_source and _stated(host) <= {"attached_to_source", "types"}:
                        it = ir.AllObjects(host, span=said.span)
                if not is_(said, _SELF_WORDS) and self._pronoun_beyond_it_is(test_node):
                    # "Enchanted creature has shroud as long as its controller controls another
                    # creature.": "its" and "another" are the enchanted creature's, which a
                    # condition read on its own would take for this Aura's
                    raise Unsupported.quoting(
                        test_node, "'{}' said of the objects the ability affects"
                    )
                token = IT_IS_SUBJECT.set(it)
                try:
                    self._static_condition(test_node, parts)
                finally:
                    IT_IS_SUBJECT.reset(token)
                self.ctx.defending_player_of = None
            elif is_(clause, nodes.ClauseIf) and _enters_with_if(clause):
                # "~ enters with a +1/+1 counter on it if you control a creature with power 4
                # or greater." (CR 614.1c, 614.12)
                if conditional:
                    raise Unsupported(clause, "entering with counters if ... under a condition")
                parts["unconditional"].append(clause)
                self._enters_with_if(clause, parts)
                continue
            elif is_(clause, nodes.ClauseIf) and _cant_attack_if_defender_controls(clause):
                # "Orgg can't attack if defending player controls an untapped creature with
                # power 3 or greater." (CR 508.1c, 508.5): which player it may attack
                if not conditional:
                    parts["unconditional"].append(clause)
                self._cant_attack_if_defender_controls(clause, parts)
                continue
            elif is_(clause, nodes.ClauseIf) and _cant_attack_or_block_if(clause):
                # "Branded Brawlers can't block if you control an untapped land." (CR 509.1b):
                # the restriction while the condition holds
                if not conditional:
                    parts["unconditional"].append(clause)
                self._cant_attack_or_block_if(clause, parts)
                continue
            elif is_(clause, nodes.ClauseUnless) and _attacks_if_able_unless(clause):
                # "~ attacks each combat if able unless you control another Ally." (CR 508.1d):
                # the requirement while the condition is false
                subject, may, predicates, duration, _unless, test_node = take(clause)
                consume(may)
                consume_all(predicates)  # type: ignore[arg-type]
                if duration is not None:
                    raise Unsupported(duration, "a duration in a static ability")
                if not conditional:
                    parts["unconditional"].append(clause)
                unless = condition_ir(take(test_node)[0], self.ctx)  # type: ignore[arg-type]
                parts["restrictions"].append(
                    ir.Restriction(
                        "attacks_each_combat",
                        self._affected(subject),
                        unless=unless,
                        span=clause.span,
                    )
                )
                continue
            elif is_(clause, nodes.AndYouClause):
                may, predicates, duration = take(clause)
                consume(may)
                subject = nodes.Subject((nodes.You(()),))
                if not conditional:
                    parts["unconditional"].append(clause)
            elif is_(clause, (*CLAUSE_SEPARATORS, nodes.AndSubject)):
                # ", and" or an "and" before a clause of its own subject ("... untap step and
                # its activated abilities can't be activated")
                continue
            elif is_(clause, nodes.AlternativeCostOf):
                # "you may pay {0} rather than pay cycling costs" (CR 118.9): an alternative
                # cost of other spells or abilities, which the runtime's casting and
                # activation don't offer
                raise Unsupported.quoting(
                    take(clause)[-1],
                    "an alternative cost paid rather than '{}' (CR 118.9)",  # type: ignore[arg-type]
                )
            else:
                raise Unsupported.quoting(clause, "'{}' in a static ability")
            if duration is not None:
                raise Unsupported(duration, "a duration in a static ability")
            for predicate in untimed_predicates(predicates):
                if predicate.rule in REFUSED_STATICS:
                    raise Unsupported(predicate, REFUSED_STATICS[predicate.rule])
                method = getattr(self, f"static_{predicate.rule}", None)
                # An effect that can last ("loses all abilities", CR 611.2a) is a continuous
                # effect in a static ability (CR 611.3): not meaningless, only not read yet.
                one_shot_only = predicate.rule not in TIMED_EFFECTS
                one_shot = predicate.rule in REFUSED_EFFECTS or hasattr(
                    self, f"one_shot_{predicate.rule}"
                )
                if method is None and one_shot_only and one_shot:
                    raise Unsupported(
                        predicate,
                        "a one-shot effect cannot be a static ability; it needs a trigger "
                        "('At the beginning of your upkeep, ...') or a cost ('{1}: ...')",
                        meaningless=True,
                    )
                if method is None:
                    raise Unsupported.quoting(predicate, "the static effect '{}'")
                consume(predicate)
                method(predicate, subject, parts)

    def _cost_less_if(self, clause: nodes.Node, test: nodes.Node) -> ir.SelfCostReduction:
        """ "If an opponent controls seven or more lands, this spell costs {6} less to cast."
        (CR 601.2f, 118.7a): the generic mana less while the condition holds."""
        subject, may, predicates, duration = take(clause)
        (predicate,) = untimed_predicates(predicates)
        inner = take(subject)[0] if subject is not None else None
        if not is_(inner, nodes.SelfRef) or "spell" not in words(inner):
            raise Unsupported.quoting(clause, "'{}' in a static ability")
        if may is not None or duration is not None:
            raise Unsupported.quoting(clause, "'{}' in a static ability")
        symbols = [word.strip("{}") for word in words(take(predicate)[0])]
        if not all(symbol.isdigit() for symbol in symbols):
            raise Unsupported(predicate, "a cost reduction of colored mana")
        consume(subject, predicate)
        generic = sum(int(symbol) for symbol in symbols)
        condition = condition_ir(test, self.ctx)
        return ir.SelfCostReduction(generic, condition, span=clause.span)

    def _static_for_each(
        self,
        subject: nodes.Node | None,
        predicates: nodes.Node,
        for_each: nodes.Node,
        parts: dict[str, list[Any]],
    ) -> None:
        """ "... gets +1/+1 for each [filter]" (layer 7c, CR 613.4c) and "~ enters with a
        +1/+1 counter on it for each [filter]" (CR 614.1c): the amount times the number of
        objects matching the filter. Any other predicate with "for each" is reported, and so
        is any count other than of objects: "for each color among permanents you control"
        (CR 105.1) or "for each different mana cost among nonland cards" (CR 202.1) count
        colors and mana costs, not the objects their filter matches."""
        if is_(for_each, nodes.ForEachColorSpent):
            self._static_per_color_spent(subject, predicates, for_each, parts)
            return
        if is_(for_each, nodes.ForEachTimeKicked):
            self._static_per_time_kicked(subject, predicates, for_each, parts)
            return
        if is_(for_each, (nodes.ForEachCounter, nodes.ForEachAnyCounter)):
            self._static_per_counter(subject, predicates, for_each, parts)
            return
        if not is_(for_each, (nodes.ForEach, nodes.ForEachBasicLandType)):
            raise Unsupported.quoting(for_each, "'{}' in a static ability")
        said = take(subject)[0] if subject is not None else None
        if not is_(said, _SELF_WORDS) and self._pronoun_beyond_it_is(for_each):
            # "Enchanted creature gets +2/+2 for each Aura attached to it": "it" is the
            # enchanted creature, which the count read alone would take for this Aura
            raise Unsupported.quoting(for_each, "'{}' said of the objects the ability affects")
        # domain: "for each basic land type among lands you control" (CR 305.6)
        domain = is_(for_each, nodes.ForEachBasicLandType)
        if domain:
            consume(take(for_each)[0])
        counted = filter_ir(take(for_each)[-1], self.ctx)
        other_than_affected = False
        if counted.other and not is_(said, _SELF_WORDS) and not self._source_could_be(counted):
            # "Enchanted creature gets +1/+1 for each other creature you control." (Bravado):
            # this Aura is no creature, so "other" is said of the enchanted creature, not the
            # Aura ("each other enchantment" of Ancestral Mask is the Aura's own): each
            # affected object counts the others (CR 613.4c). Of anything but an Aura's or an
            # Equipment's one object it is reported.
            if not self._attached_one(said) or domain:
                raise Unsupported.quoting(for_each, "'{}' said of the objects the ability affects")
            counted = dataclasses.replace(counted, other=False)
            other_than_affected = True
        for predicate in untimed_predicates(predicates):
            if predicate.rule not in ("get_pt", "enters_with"):
                raise Unsupported(predicate, f"'for each' on '{_words(predicate)}'")
            consume(predicate)
            before = len(parts["effects"]), len(parts["enters"])
            getattr(self, f"static_{predicate.rule}")(predicate, subject, parts)
            effects, enters = parts["effects"], parts["enters"]
            for i in range(before[0], len(effects)):
                effects[i] = dataclasses.replace(
                    effects[i],
                    for_each=counted,
                    for_each_basic_land_type=domain,
                    for_each_other_than_affected=other_than_affected,
                )
            if domain and len(enters) > before[1]:
                raise Unsupported(for_each, "entering with counters for each basic land type")
            if other_than_affected and len(enters) > before[1]:
                raise Unsupported(for_each, "entering with counters for each other object")
            for i in range(before[1], len(enters)):
                enters[i] = dataclasses.replace(enters[i], for_each=counted)

    def _attached_one(self, said: Any) -> bool:
        """Whether ``said`` is "enchanted creature" of an Aura or "equipped creature" of an
        Equipment: the one object it is attached to (CR 303.4, 301.5)."""
        if not is_(said, nodes.AllMatching):
            return False
        (filt,) = take(said)[:1] or (None,)
        head = take(filt)[0] if is_(filt, nodes.Filter) and take(filt) else None
        kinds = {s.lower() for s in self.ctx.card.type_line.subtypes}
        return (is_(head, nodes.Enchanted) and "aura" in kinds) or (
            is_(head, nodes.Equipped) and "equipment" in kinds
        )

    def _static_per_color_spent(
        self,
        subject: nodes.Node | None,
        predicates: nodes.Node,
        for_each: nodes.Node,
        parts: dict[str, list[Any]],
    ) -> None:
        """ "~ enters with a +1/+1 counter on it for each color of mana spent to cast it"
        (converge, CR 614.1c, 601.2h): the counters times the colors spent to cast the spell
        that became it. Only "enters with" takes it."""
        (predicate, *rest) = untimed_predicates(predicates)
        if rest or predicate.rule != "enters_with":
            raise Unsupported.quoting(for_each, "'{}' in a static ability")
        consume(predicate, for_each)
        before = len(parts["enters"])
        self.static_enters_with(predicate, subject, parts)
        enters = parts["enters"]
        for i in range(before, len(enters)):
            enters[i] = dataclasses.replace(enters[i], per_color_spent=True)

    def _static_per_time_kicked(
        self,
        subject: nodes.Node | None,
        predicates: nodes.Node,
        for_each: nodes.Node,
        parts: dict[str, list[Any]],
    ) -> None:
        """ "~ enters with a +1/+1 counter on it for each time it was kicked" (multikicker,
        CR 702.33c-d, 614.1c): the counters times the number of times the kicker cost of the
        spell that became it was paid (CR 400.7d). Only "enters with" takes it, and "it" /
        "~" must be the permanent itself."""
        (predicate, *rest) = untimed_predicates(predicates)
        if rest or predicate.rule != "enters_with":
            raise Unsupported.quoting(for_each, "'{}' in a static ability")
        (kicked,) = take(for_each)
        if is_(kicked, (nodes.SelfRef, nodes.SelfName)):
            consume_all(kicked)
        elif not is_(kicked, nodes.It):  # "it": the permanent entering, the subject
            raise Unsupported(kicked, "'was kicked' said of anything but this permanent")
        consume(predicate, for_each)
        before = len(parts["enters"])
        self.static_enters_with(predicate, subject, parts)
        enters = parts["enters"]
        for i in range(before, len(enters)):
            enters[i] = dataclasses.replace(enters[i], per_time_kicked=True)

    def _static_per_counter(
        self,
        subject: nodes.Node | None,
        predicates: nodes.Node,
        for_each: nodes.Node,
        parts: dict[str, list[Any]],
    ) -> None:
        """ "Creatures you control of the chosen type get +1/+1 for each charge counter on Door
        of Destinies" (layer 7c, CR 613.4c, 122.1): +N/+M times the counters of that kind on
        this permanent, counted whenever the layers are applied (CR 611.3a). Only "gets" takes
        it; the counters on another object, or "on it" said of objects other than this one
        (whose "it" would be the affected object), are reported."""
        if len(take(for_each)) == 2:  # "for each counter on ~": every kind (CR 122.1)
            (noun, what), kind = take(for_each), None
        else:
            kind, noun, what = take(for_each)
        said = take(subject)[0] if subject is not None else None
        on_self = is_(what, _SELF_WORDS) or (is_(what, nodes.It) and is_(said, _SELF_WORDS))
        if not on_self:
            raise Unsupported.quoting(for_each, "'{}': counters on an object other than this one")
        predicate_list = untimed_predicates(predicates)
        for predicate in predicate_list:
            if predicate.rule != "get_pt":
                raise Unsupported(predicate, f"'for each' on '{_words(predicate)}'")
        consume_all(what)
        consume(noun)
        name = counter_name(kind) if kind is not None else None  # type: ignore[arg-type]
        per = ir.CountersOn(ir.SourceObject(span=what.span), name, span=for_each.span)  # type: ignore[arg-type]
        for predicate in predicate_list:
            consume(predicate)
            before = len(parts["effects"])
            self.static_get_pt(predicate, subject, parts)
            effects = parts["effects"]
            for i in range(before, len(effects)):
                effects[i] = dataclasses.replace(effects[i], per=per)

    def _affected(self, subject: nodes.Node | None) -> ir.Affected:
        """Which objects a static ability affects: the source, or every match of a filter."""
        if subject is None:
            raise Unsupported(None, "a static effect with no subject")
        return self._affected_objects(take(subject)[0])

    def _affected_objects(self, inner: Any) -> ir.Affected:
        """:meth:`_affected` of the objects a subject names."""
        if is_(inner, (nodes.SelfRef, nodes.SelfName)):
            return ir.Affected(span=inner.span)
        if self._it_is_source and is_(inner, nodes.It):
            return ir.Affected(span=inner.span)
        if is_(inner, (nodes.AllMatching, nodes.Each, nodes.AllOf)):
            # "Creatures you control ..." / "Each creature you control with defender ..." /
            # "All creatures have ...":
            # every object that matches, each affected alike.
            found = filter_ir(take(inner)[0], self.ctx)
            kinds = {s.lower() for s in self.ctx.card.type_line.subtypes}
            if found.other and kinds & {"aura", "equipment"} and not self._source_could_be(found):
                # "Other creatures you control get -1/-1." on Vampirism: the Aura is no
                # creature, so "other" is said of the creature it enchants, not of the Aura
                raise Unsupported.quoting(
                    inner, "'{}': 'other' than what an Aura or Equipment is on"
                )
            return ir.Affected(found, span=inner.span)
        if self._paired and is_(inner, (nodes.EachOfThose, nodes.BothOf)):
            return self._the_paired(inner)
        if self._it_is_host is not None and is_(inner, nodes.It):
            return ir.Affected(self._it_is_host, span=inner.span)
        raise Unsupported(inner, "this subject of a static ability")

    @staticmethod
    def _host_named(parts: dict[str, list[Any]]) -> ir.ObjectFilter | None:
        """The permanent an "As long as enchanted creature is a ..." condition just lowered
        names (CR 303.4, 301.5), for "it" after it; None for any other condition."""
        found = parts["condition"][-1:]
        test = found[0] if found else None
        if (
            isinstance(test, ir.ObjectIs)
            and isinstance(test.object, ir.AllObjects)
            and test.object.filter.attached_to_source
        ):
            return test.object.filter
        return None

    def _the_paired(self, inner: nodes.Node) -> ir.Affected:
        """ "each of those creatures" / "both creatures" under "As long as ~ is paired with
        another creature": the source and the creature it is paired with (soulbond, CR
        702.95b), the two creatures the condition names. Only the bare word "creatures": any
        other description ("each of those creatures you control") is refused."""
        (described,) = take(inner)
        if [w.lower() for w in words(described)] != ["creatures"]:
            raise Unsupported.quoting(inner, "'{}': not the two paired creatures alone")
        return ir.Affected(paired=True, span=inner.span)

    def _granted(self, node: nodes.Node) -> tuple[ir.GrantedAbility, ...]:
        """Abilities a static ability grants, as IR: keywords and quoted abilities."""
        found: list[ir.GrantedAbility] = []
        for granted in self.abilities.ability_list(node):
            if isinstance(granted, str):
                found.append(ir.KeywordName(granted))
            elif isinstance(granted, CastFromGraveyard):
                raise Unsupported(node, "a static ability granting a cast permission")
            elif isinstance(granted, ir.ProtectionFromChosenColor | ir.KeywordOfChoice):
                raise Unsupported(node, "a static ability granting a choice made later")
            elif isinstance(granted, ir.StaticAbility):
                raise Unsupported(granted, GRANTED_STATIC)
            else:
                found.append(granted)  # a quoted ability, as IR (AbilityCompiler.quoted)
        return tuple(found)

    def static_get_pt(self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]) -> None:
        power, toughness = parse_pt_mod(_lexeme(node, "PT_MOD").text)
        parts["effects"].append(
            ir.ContinuousEffect(
                ir.Layer.PT_MODIFY,
                self._affected(subject),
                power=power,
                toughness=toughness,
                span=node.span,
            )
        )

    def static_get_pt_x(self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]) -> None:
        """ "gets +X/+X" / "-X/-0" in a static ability (layer 7c, CR 613.4c), X the number
        its sentence's "where X is ..." defines (CR 107.3c), counted whenever the effect
        applies (CR 611.3a): each part is 0 or plus or minus X. Any other X is reported."""
        defined = getattr(self, "_static_x", None)
        if defined is None:
            raise Unsupported.quoting(node, "the static effect '{}'")  # X of nothing here
        signs: list[int] = []
        for part in _lexeme(node, "PT_MOD_X").text.upper().split("/"):
            if part[1:] == "X":
                signs.append(-1 if part[0] == "-" else 1)
            elif part[1:] == "0":
                signs.append(0)
            else:
                raise Unsupported(node, "a change of a fixed number and X together")
        said = take(subject)[0] if subject is not None else None
        if not is_(said, _SELF_WORDS) and _says_other(defined):
            # "Each Skeleton you control gets +X/+0, where X is the number of other Skeletons
            # you control": "other" is said of each affected object, not of the source
            raise Unsupported.quoting(node, "'other' in X of '{}' said of the objects affected")
        consume_all(node)
        self._static_x_used = True
        parts["effects"].append(
            ir.ContinuousEffect(
                ir.Layer.PT_MODIFY,
                self._affected(subject),
                power=signs[0],
                toughness=signs[1],
                per_x=defined,
                span=node.span,
            )
        )

    def static_lose_all_abilities(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Creatures lose all abilities." (layer 6, CR 613.1f): the permanents described
        lose every ability they have as the effect applies in timestamp order (CR 613.7), so
        an ability an effect with a later timestamp grants is kept. Only permanents are read
        ("Cards in graveyards lose all abilities" is reported)."""
        affected = self._affected(subject)
        where = affected.filter.zone if affected.filter is not None else None
        if where not in (None, ir.ZoneName.BATTLEFIELD):
            raise Unsupported.quoting(node, "'{}' said of cards not on the battlefield")
        consume_all(node)
        parts["effects"].append(
            ir.ContinuousEffect(
                ir.Layer.ABILITY, affected, remove_all_abilities=True, span=node.span
            )
        )

    def _static_where(self, node: nodes.Node, parts: dict[str, list[Any]]) -> None:
        """ "[objects] get(s) +X/+X, where X is [a number]." (CR 107.3c): X is a number the
        source counts from its own point of view, "you" its controller, whenever the effect
        applies (CR 611.3a, 613.4c) -- not locked in as the ability is read. Only the numbers
        the runtime can count that way (:func:`_continuous_quantity`) are read; any other
        is reported."""
        then, clauses, where = take(node)
        if then is not None:
            raise Unsupported.quoting(node, "'{}' in a static ability")
        (number,) = take(where)  # type: ignore[arg-type]
        defined = self.where_quantity(number)  # type: ignore[arg-type]
        if not _continuous_quantity(defined):
            raise Unsupported.quoting(number, "a continuous effect where X is '{}'")
        consume_all(where)
        self._static_x, self._static_x_used = defined, False
        try:
            self._static_clauses(clauses, parts)  # type: ignore[arg-type]
            if not self._static_x_used:
                raise Unsupported(where, "'where X is' with no X before it")  # type: ignore[arg-type]
        finally:
            self._static_x = None

    def static_cast_self_as_though_flash(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "You may cast ~ as though it had flash [if you pay {2} more to cast it]." (CR
        702.8d, 601.3b, 601.2f): a permission of the card's owner, said of this card ("~")
        only, with "You may"; anything else is reported."""
        inner = take(subject)[0] if subject is not None else None
        named = take(node)[0]
        if not is_(inner, nodes.You) or not getattr(self, "_said_may", False):
            raise Unsupported.quoting(node, "'{}' said other than 'You may ...'")
        if not is_(named, _SELF_WORDS):
            raise Unsupported.quoting(named, "casting '{}' as though it had flash")
        extra = ""
        if is_(node, nodes.CastSelfAsThoughFlashForMore):
            symbols = [word for word in words(take(node)[2])]  # type: ignore[arg-type]
            if not symbols or not all(s.strip("{}").isdigit() for s in symbols):
                raise Unsupported(take(node)[2], "paying more than generic mana to cast it")
            extra = "".join(symbols)
        consume_all(node)
        parts["self_flash"].append(ir.SelfFlash(extra_cost=extra, span=node.span))

    static_cast_self_as_though_flash_for_more = static_cast_self_as_though_flash

    def static_is_chosen_type(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Adaptive Automaton is the chosen type in addition to its other types." (layer 4,
        CR 613.1d): the creature type chosen by the card's one "As ~ enters, choose a creature
        type." linked to this ability (CR 614.12, 607.2a) is added to the objects' subtypes.
        Without "in addition to its other types" it would replace them (CR 205.1a): reported,
        as is a choice not made that way."""
        if take(node)[0] is None:
            raise Unsupported.quoting(node, "'{}' replacing its other types")
        if is_(take(node)[0], nodes.InAdditionLandTypes):  # the chosen type is a creature type
            raise Unsupported.quoting(node, "'{}': a creature type among land types")
        self._one_entering_choice(node, "creature_type")
        consume_all(node)
        parts["effects"].append(
            ir.ContinuousEffect(
                ir.Layer.TYPE, self._affected(subject), chosen="creature_type", span=node.span
            )
        )

    def static_is_chosen_color(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Alloy Golem is the chosen color." (layer 5, CR 613.1e): the objects are the color
        chosen by the card's one "As ~ enters, choose a color." linked to this ability (CR
        614.12, 607.2a), and no other. A choice not made that way is reported."""
        self._one_entering_choice(node, "color")
        consume_all(node)
        parts["effects"].append(
            ir.ContinuousEffect(
                ir.Layer.COLOR, self._affected(subject), chosen="color", span=node.span
            )
        )

    def _one_entering_choice(self, node: nodes.Node, kind: str) -> None:
        """The card has exactly one "As ~ enters, choose a [kind]." for ``node`` to read (CR
        614.12, 607.2a); otherwise which choice it names is not known, and it is reported."""
        if entering_choices(self.ctx.card).count(kind) != 1:
            raise Unsupported.quoting(
                node, "'{}' without one 'As ~ enters, choose ...' linked to it"
            )

    def static_have_base_pt(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Enchanted creature has base power and toughness 0/2.", "Other creatures have base
        power and toughness 1/1.": the objects' power and toughness are set (layer 7b, CR
        613.4b), before counters and modifications change them (layers 7c-7d). Only a fixed
        power and toughness are read."""
        said = _lexeme(node, "PT").text
        match = re.fullmatch(r"(\d+)/(\d+)", said)
        if match is None:
            raise Unsupported.quoting(node, "the base power and toughness in '{}'")
        parts["effects"].append(
            ir.ContinuousEffect(
                ir.Layer.PT_SET,
                self._affected(subject),
                set_power=int(match[1]),
                set_toughness=int(match[2]),
                span=node.span,
            )
        )

    def static_have_base_power(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Enchanted creature has base toughness 4.": that one base characteristic of the
        objects is set (layer 7b, CR 613.4b); the other is as it was."""
        which = "toughness" if is_(node, nodes.HaveBaseToughness) else "power"
        value = int(_lexeme(node, "NUMBER").text)
        parts["effects"].append(
            ir.ContinuousEffect(
                ir.Layer.PT_SET,
                self._affected(subject),
                **{f"set_{which}": value},  # type: ignore[arg-type]
                span=node.span,
            )
        )

    static_have_base_toughness = static_have_base_power

    def static_have_abilities(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        if subject is not None and is_(take(subject)[0], nodes.You):
            self._you_have(node, parts)
            return
        granted = self._granted(take(node)[1])  # a refusal in the granted ability first
        affected = self._affected(subject)
        if affected.filter is not None or affected.attached or affected.paired:
            _name_granted_to_another(take(node)[1])  # type: ignore[arg-type]
        parts["effects"].append(
            ir.ContinuousEffect(
                ir.Layer.ABILITY,
                affected,
                add_abilities=granted,
                span=node.span,
            )
        )

    static_gain_abilities = static_have_abilities

    def _you_have(self, node: nodes.Node, parts: dict[str, list[Any]]) -> None:
        """ "You have hexproof." (CR 702.11c: you can't be the target of spells or abilities
        your opponents control), "You have shroud." (CR 702.18a: of any spells or abilities):
        keywords of a player. Any other ability of a player is reported."""
        granted = self._granted(take(node)[1])
        names = [a.name.lower() for a in granted if isinstance(a, ir.KeywordName)]
        if len(granted) != 1 or names not in (["hexproof"], ["shroud"]):
            raise Unsupported(node, "this ability of a player")
        rule = "player_" + names[0]
        parts["rules"].append(ir.RuleModification(rule, span=node.span))

    def static_lose_abilities(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Equipped creature ... loses flying." — layer 6 (CR 613.1f); only keywords."""
        lost = self._granted(take(node)[1])
        if not all(isinstance(a, ir.KeywordName) for a in lost):
            raise Unsupported(node, "losing an ability other than a keyword")
        parts["effects"].append(
            ir.ContinuousEffect(
                ir.Layer.ABILITY,
                self._affected(subject),
                remove_keywords=tuple(a.name for a in lost if isinstance(a, ir.KeywordName)),
                span=node.span,
            )
        )

    #: The card types (CR 205.2a) "~ isn't a [card type]" can take away.
    _CARD_TYPES = frozenset(
        ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")
    )

    def static_isnt_a(self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]) -> None:
        """ "As long as your devotion to white is less than five, Heliod isn't a creature."
        (the Theros gods): a type-changing effect, applied in layer 4 (CR 613.1d), that takes
        that card type away from this permanent (CR 205.1b), and the creature types with
        "creature" (CR 205.3d). Only "a [card type]" (CR 205.2a) said of this object itself:
        taking a type away from the objects a description finds would change what the
        description finds (CR 613.8), which is not read."""
        (counted,) = take(node)
        how_many, described = take(counted)  # type: ignore[arg-type]
        said = [w.lower() for w in lexeme_texts(described)]  # type: ignore[arg-type]
        one = is_(how_many, nodes.Count) and [type(n) for n in take(how_many)] == [nodes.ArticleA]  # type: ignore[arg-type]
        if not one or len(said) != 1 or said[0] not in self._CARD_TYPES:
            raise Unsupported.quoting(node, "the static effect '{}'")
        affected = self._affected(subject)
        if affected.filter is not None:
            raise Unsupported(subject, "a description of objects losing a card type")
        consume_all(counted)  # type: ignore[arg-type]
        parts["effects"].append(
            ir.ContinuousEffect(ir.Layer.TYPE, affected, remove_types=(said[0],), span=node.span)
        )

    def static_is_color(self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]) -> None:
        """ "Enchanted creature gets +3/+1 and is black." (Sinister Strength): a
        color-changing effect, applied in layer 5 (CR 613.1e), that makes the affected objects
        that color and no other (CR 105.3: the new color replaces all previous colors). "is
        white and blue" sets both; "or", "colorless" or a "non-" color is refused."""
        letters: list[str] = []
        for i, word in enumerate(take(node)):
            assert isinstance(word, nodes.Lexeme)
            text = word.text.lower()
            if i:
                link, _, text = text.rpartition(" ")
                if link.strip(", ") not in ("and", ""):
                    raise Unsupported.quoting(node, "the static effect '{}'")
            if text not in COLOR_LETTERS or COLOR_LETTERS[text] in letters:
                raise Unsupported.quoting(node, "the static effect '{}'")
            letters.append(COLOR_LETTERS[text])
        parts["effects"].append(
            ir.ContinuousEffect(
                ir.Layer.COLOR, self._affected(subject), set_colors=tuple(letters), span=node.span
            )
        )

    def static_is_all_colors(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Transguild Courier is all colors." (CR 105.2: an object can be all five colors):
        a color-changing effect in layer 5 (CR 613.1e) that sets the affected objects' colors
        to the five (CR 105.3)."""
        take(node)
        parts["effects"].append(
            ir.ContinuousEffect(
                ir.Layer.COLOR,
                self._affected(subject),
                set_colors=ALL_COLOR_LETTERS,
                span=node.span,
            )
        )

    def static_is_pt_creature(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "This Case is a 4/4 Gorgon creature with deathtouch and lifelink in addition to
        its other types" (CR 613.1d type, 613.1f abilities, 613.4b P/T setting). Without "in
        addition", only a new subtype of one kind is read, which replaces the old ones of
        that kind: "Enchanted creature is a Demon Spirit." its creature types (CR 205.1a),
        "Enchanted land is an Island." its land types and its rules text's abilities (CR
        305.7)."""
        what = take(node)[0]
        spec = self.abilities.object_spec(what)
        self._is_described(node, subject, spec, take(node)[1], False, parts)

    def _is_described(
        self,
        node: nodes.Node,
        subject: Any,
        spec: dict[str, Any],
        addition: Any,
        still: bool,
        parts: dict[str, list[Any]],
    ) -> None:
        """The effects of "is a [description]" / "are [descriptions]" (``spec``), with
        ``addition`` its "in addition to its/their other ... types" or None, and ``still``
        "that are still lands" (CR 205.1b)."""
        # "in addition to its other types", or "It's still a land." after it (CR 205.1b)
        in_addition = addition is not None or self._still_follows or still
        if self._still_follows:
            self._kept_types.append(node)
        what = node
        kind = _ITS_ADDITION.get(type(addition)) if addition is not None else None
        said = kind((), span=addition.span) if kind is not None else addition
        # "is a Pirate in addition to its other creature types" (CR 205.1b, 205.3)
        kept_types_said(said, spec)
        # "is a black Zombie in addition to its other colors and types": the color is added
        # to the object's (CR 105.3)
        add_colors = is_(said, nodes.InAdditionColorsAndTypes)
        if is_(said, nodes.InAdditionLandTypes) and not self._lands_only(subject):
            # a land type of a nonland object: no subtype it can have (CR 205.3d)
            raise Unsupported.quoting(addition, "'{}' said of objects that may not be lands")
        consume(addition)
        if not in_addition:
            self._replaced_subtypes(node, subject, spec, parts)
            return
        granted: tuple[ir.GrantedAbility, ...] = ()
        if spec["abilities"]:
            if not all(isinstance(a, str) for a in spec["abilities"]):
                raise Unsupported(what, "a static ability granting a quoted ability this way")
            granted = tuple(ir.KeywordName(a) for a in spec["abilities"])
        affected = self._affected(subject)
        where = node.span
        parts["effects"].append(
            ir.ContinuousEffect(
                ir.Layer.TYPE,
                affected,
                add_types=tuple(spec["types"]),
                add_subtypes=tuple(spec["subtypes"]),
                span=where,
            )
        )
        if spec["colors"] and add_colors:
            parts["effects"].append(
                ir.ContinuousEffect(
                    ir.Layer.COLOR, affected, add_colors=tuple(spec["colors"]), span=where
                )
            )
        elif spec["colors"]:
            parts["effects"].append(
                ir.ContinuousEffect(
                    ir.Layer.COLOR, affected, set_colors=tuple(spec["colors"]), span=where
                )
            )
        if granted:
            parts["effects"].append(
                ir.ContinuousEffect(ir.Layer.ABILITY, affected, add_abilities=granted, span=where)
            )
        if spec["power"] is not None:
            parts["effects"].append(
                ir.ContinuousEffect(
                    ir.Layer.PT_SET,
                    affected,
                    set_power=spec["power"],
                    set_toughness=spec["toughness"],
                    span=where,
                )
            )

    def static_are_described(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """The plural of "is a ...": "Lands you control are Plains.", "Nonbasic lands are
        Mountains." (CR 305.7: the basic land type replaces their land types and the abilities
        of their rules text, layer 4, CR 613.1d), "Creatures you control are Slivers in
        addition to their other creature types." (CR 205.1b), "All creatures are black." (CR
        105.3, layer 5, CR 613.1e), "All Swamps are
        1/1 black creatures that are still lands." (CR 205.1b; P/T set in layer 7b, CR
        613.4b). Each object the subject describes is affected alike (CR 613.1)."""
        items = [i for i in take(node) if not isinstance(i, nodes.Lexeme) or i.kind == "PT"]
        addition = None
        if items and is_(items[-1], _THEIR_ADDITIONS):
            addition = items.pop()
        still = is_(node, nodes.AreDescribedStillLands)
        if still:
            if not self._lands_only(subject):
                raise Unsupported.quoting(node, "'{}' said of objects that may not be lands")
            for word in take(node):
                if isinstance(word, nodes.Lexeme) and word.kind != "PT":
                    consume(word)
        spec = self.abilities._described(tuple(items), "'are ...'")
        spec["subtypes"] = [subtype.lower() for subtype in spec["subtypes"]]
        spec["colors"] = spec["colors"] or None
        only_colors = spec["colors"] and not (
            spec["types"] or spec["subtypes"] or spec["abilities"] or spec["power"] is not None
        )
        if only_colors and addition is None and not still:
            # "All creatures are black." (CR 105.3: the colors replace their old ones)
            parts["effects"].append(
                ir.ContinuousEffect(
                    ir.Layer.COLOR,
                    self._affected(subject),
                    set_colors=tuple(spec["colors"]),
                    span=node.span,
                )
            )
            return
        self._is_described(node, subject, spec, addition, still, parts)

    static_are_described_still_lands = static_are_described

    def static_are_every_basic_land_type(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Lands you control are every basic land type in addition to their other types."
        (Prismatic Omen): the lands gain the five basic land types (CR 205.3i), layer 4 (CR
        613.1d), and with them those types' mana abilities (CR 305.6). Said only of lands."""
        if not self._lands_only(subject):
            raise Unsupported.quoting(node, "'{}' said of objects that may not be lands")
        addition = take(node)[1]
        if not is_(addition, nodes.InAdditionTheir):
            raise Unsupported.quoting(addition, "'{}' after 'every basic land type'")  # type: ignore[arg-type]
        consume_all(node)
        parts["effects"].append(
            ir.ContinuousEffect(
                ir.Layer.TYPE,
                self._affected(subject),
                add_subtypes=tuple(sorted(_BASIC_LAND_TYPES)),
                span=node.span,
            )
        )

    def static_are_chosen_type(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Creatures you control are the chosen type in addition to their other types."
        (layer 4, CR 613.1d): the plural of "is the chosen type" (CR 614.12, 607.2a, 205.1b)."""
        if take(node)[0] is None:
            raise Unsupported.quoting(node, "'{}' replacing their other types")
        if is_(take(node)[0], nodes.InAdditionTheirLandTypes):
            raise Unsupported.quoting(node, "'{}': a creature type among land types")
        self._one_entering_choice(node, "creature_type")
        consume_all(node)
        parts["effects"].append(
            ir.ContinuousEffect(
                ir.Layer.TYPE, self._affected(subject), chosen="creature_type", span=node.span
            )
        )

    static_are_chosen_color = static_is_chosen_color

    def _lands_only(self, subject: Any) -> bool:
        """Whether the objects a static ability affects are all lands ("Each land",
        "Nonbasic lands", "Enchanted land")."""
        filt = self._affected(subject).filter
        if filt is None:
            return False
        # "All Swamps": a land type is a subtype only lands have (CR 205.3i)
        land_types = frozenset(t.lower() for t in LAND_TYPES)
        return any(t.any_of == ("land",) for t in filt.types) or any(
            s.lower() in land_types for s in filt.subtypes
        )

    def _replaced_subtypes(
        self, node: nodes.Node, subject: Any, spec: dict[str, Any], parts: dict[str, list[Any]]
    ) -> None:
        """ "is a Demon Spirit" / "is an Island" without "in addition to its other types": the
        new creature types replace the old ones (CR 205.1a), one basic land type the land
        types (CR 305.7). Anything else said this way (a card type, a color, P/T, abilities,
        a mix of kinds) is refused."""
        subtypes = spec["subtypes"]
        basic = [s for s in subtypes if s in _BASIC_LAND_TYPES]
        creature = [s for s in subtypes if s in _CREATURE_TYPES]
        only_subtypes = not (
            spec["types"] or spec["colors"] or spec["abilities"] or spec["power"] is not None
        )
        if not (
            only_subtypes
            and subtypes
            and (len(basic) == len(subtypes) == 1 or creature == subtypes)
        ):
            raise Unsupported(node, "'is a ...' without 'in addition to its other types'")
        parts["effects"].append(
            ir.ContinuousEffect(
                ir.Layer.TYPE,
                self._affected(subject),
                add_subtypes=tuple(subtypes),
                replace_subtypes=True,
                span=node.span,
            )
        )

    def static_control_object(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "You control enchanted permanent." (CR 613.1b, layer 2)."""
        _you_only(subject)
        target = take(node)[1]
        if not is_(target, nodes.AllMatching) or not any(
            is_(item, (nodes.Enchanted, nodes.Equipped)) for item in take(take(target)[0])
        ):
            raise Unsupported(target, "controlling this")
        filt = filter_ir(take(target)[0], self.ctx)
        affected = ir.Affected(filt, attached=True, span=target.span)
        parts["effects"].append(
            ir.ContinuousEffect(ir.Layer.CONTROL, affected, control=True, span=node.span)
        )

    def static_cost_less(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]], increase: bool = False
    ) -> None:
        """ "Instant and sorcery spells you cast cost {1} less to cast.", "Spells cost {1} less
        to cast." (every player's, CR 601.2f), "Kithkin spells and Soldier spells you cast
        ..." (a spell either describes costs {1} less once); with ``increase``, "Noncreature
        spells cost {1} more to cast." (CR 601.2f) and "Green spells you cast cost {G} more to
        cast." (colored mana added to the total cost, CR 601.2f). A reduction of colored mana
        (CR 118.7b-c) and an increase by other symbols are refused."""
        symbols = [word.strip("{}") for word in words(take(node)[0])]
        others = [symbol for symbol in symbols if not symbol.isdigit()]
        colored = "".join(f"{{{symbol}}}" for symbol in others)
        if others and (not increase or not set(others) <= set("WUBRG")):
            # the runtime reduces only generic mana (CR 118.7a, not 118.7b-c); an increase adds
            # colored mana symbols {W} {U} {B} {R} {G} to the total cost (CR 601.2f)
            raise Unsupported(node, "a cost change of colored mana")
        generic = sum(int(symbol) for symbol in symbols if symbol.isdigit())
        if is_(subject, nodes.SubjectPair):
            filt = self._spells_of_either(subject)
        else:
            inner = take(subject)[0] if subject is not None else None
            if not is_(inner, nodes.AllMatching):
                raise Unsupported(subject, "this subject of a cost reduction")
            filt = filter_ir(take(inner)[0], self.ctx)
        if filt.cast_by not in (ir.Whose.YOU, None) or _state_tests(
            dataclasses.replace(filt, chosen=None)
        ):
            # what the runtime reads of a spell as its cost is determined: its caster and its
            # characteristics (not what it targets, CR 601.2f), and "of the chosen type": what
            # the source chose as it entered (CR 607.2a)
            raise Unsupported(subject, "a cost reduction for these spells")
        parts["costs"].append(
            ir.CostReduction(filt, generic, increase, colored=colored, span=node.span)
        )

    def static_cost_more(self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]) -> None:
        """ "Noncreature spells cost {1} more to cast." (CR 601.2f): :meth:`static_cost_less`
        the other way."""
        self.static_cost_less(node, subject, parts, increase=True)

    def _spells_of_either(self, pair: nodes.Node) -> ir.ObjectFilter:
        """ "Kithkin spells and Soldier spells you cast": the trailing "you cast" binds both
        descriptions, as "you control" does in "artifacts and creatures you control"; one
        filter either fits, so a Kithkin Soldier spell is counted once."""
        first_node, second_node = take(pair)
        if not is_(first_node, nodes.AllMatching) or not is_(second_node, nodes.AllMatching):
            raise Unsupported(pair, "this subject of a cost reduction")
        first_filter, second_filter = take(first_node)[0], take(second_node)[0]
        first = filter_ir(first_filter, self.ctx)  # type: ignore[arg-type]
        second = filter_ir(second_filter, self.ctx)  # type: ignore[arg-type]
        if first.cast_by is None and second.cast_by is ir.Whose.YOU:
            first = dataclasses.replace(first, cast_by=ir.Whose.YOU)
        return either_filter(pair, first, second, self.ctx, {})

    def static_extra_land(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "You may play an additional land on each of your turns." (CR 305.2)."""
        _you_only(subject)
        if _lexeme(node, "CARD_TYPE").text != "land":
            raise Unsupported(node, "playing an additional card that isn't a land")
        parts["rules"].append(ir.RuleModification("additional_land", count=1, span=node.span))

    def static_cant_gain_life(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Your opponents can't gain life." / "Players can't gain life." / "You can't gain
        life." (CR 119.7: no effect makes those players gain life; a replacement of that gain
        doesn't apply either): who, relative to this ability's controller. Any other player
        is reported."""
        who = take(subject)[0] if subject is not None else None
        rule = {
            nodes.You: "cant_gain_life",
            nodes.YourOpponents: "opponents_cant_gain_life",
            nodes.EachOpponent: "opponents_cant_gain_life",
            nodes.Players: "players_cant_gain_life",
        }.get(type(who))  # type: ignore[call-overload]
        if rule is None:
            raise Unsupported(subject or node, "this player not gaining life")
        consume_all(subject)
        consume_all(node)
        parts["rules"].append(ir.RuleModification(rule, span=node.span))

    def static_extra_lands(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "You may play two additional lands on each of your turns." (CR 305.2): that many
        more land plays in each of its controller's turns."""
        _you_only(subject)
        if _lexeme(node, "CARD_TYPE").text != "lands":
            raise Unsupported(node, "playing additional cards that aren't lands")
        how_many = number(_lexeme(node, "NUMBER_WORD").text)
        if how_many < 2:  # "an additional land" is :meth:`static_extra_land`'s
            raise Unsupported(node, "'additional lands' of fewer than two")
        consume_all(node)
        parts["rules"].append(
            ir.RuleModification("additional_land", count=how_many, span=node.span)
        )

    def static_look_at_top(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "You may look at the top card of your library any time." (CR 401.2 exception)."""
        if take(node)[1] is None:
            raise Unsupported(node, "looking at the top card without 'any time'")
        consume(take(node)[1])
        _you_only(subject)
        _top_of_your_library(take(node)[0])
        parts["rules"].append(ir.RuleModification("look_at_top", span=node.span))

    def static_play_permission(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "You may play lands and cast [filter] spells from the top of your library"."""
        _you_only(subject)
        _top_of_your_library(take(node)[1])
        verbs = take(node)[0]
        lands = False
        spell_filters: list[ir.ObjectFilter] = []
        for kind in take(verbs):
            filt = filter_ir(take(kind)[0], self.ctx)
            if is_(kind, nodes.PlayKindPlay):
                if set(filt.nouns) - {"land"}:
                    raise Unsupported(kind, "playing something other than lands from the top")
                lands = True
            else:
                spell_filters.append(filt)
        parts["rules"].append(
            ir.RuleModification(
                "play_from_top", lands=lands, spells=tuple(spell_filters), span=node.span
            )
        )

    def static_enter_as_copy(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "You may have this enter as a copy of any creature on the battlefield.", "... of a
        creature you control" (CR 707.9, 614.1c): one permanent of the filter, chosen as it
        enters."""
        _you_only(subject)
        if not is_(take(node)[1], (nodes.SelfRef, nodes.SelfName)):
            raise Unsupported(take(node)[1], "another object entering as a copy")
        what = take(node)[-1]  # after "have ~ enter as a copy of"
        filt = self._entering_copy_filter(what)  # type: ignore[arg-type]
        parts["enters"].append(ir.EntersAsCopy(filt, span=node.span))

    def static_enter_as_copy_except(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "You may have this enter as a copy of any artifact on the battlefield, except it's
        an enchantment in addition to its other types." (CR 707.9, 614.1c): the exceptions are
        part of its copiable values (CR 707.9b); "except it has this ability" and the
        additional effects of CR 707.9e ("it enters with ... counters") are C001."""
        _you_only(subject)
        if not is_(take(node)[1], (nodes.SelfRef, nodes.SelfName)):
            raise Unsupported(take(node)[1], "another object entering as a copy")
        what, exception = take(node)[-2:]
        filt = self._entering_copy_filter(what)  # type: ignore[arg-type]
        changes, in_addition, this_ability = self._copy_exceptions(exception)  # type: ignore[arg-type]
        if this_ability is not None:
            raise Unsupported(this_ability, "a copy entering with this ability")
        assert changes is not None
        parts["enters"].append(ir.EntersAsCopy(filt, changes, in_addition, span=node.span))

    def _entering_copy_filter(self, what: nodes.Node) -> ir.ObjectFilter:
        """The permanents "any [filter]" or "a [filter]" names for a copy to enter as (CR
        707.9): one of them on the battlefield, chosen as it enters (CR 614.12)."""
        if is_(what, nodes.AnyOf):
            found = take(what)[0]
        elif is_(what, nodes.Counted) and _is_article(take(what)[0]):
            consume_all(take(what)[0])
            found = take(what)[1]
        else:
            raise Unsupported(what, "entering as a copy of this")
        filt = filter_ir(found, self.ctx)  # type: ignore[arg-type]
        if filt.zone is ir.ZoneName.GRAVEYARD and filt.zone_owner in (
            None,
            ir.Whose.ANY,
            ir.Whose.YOU,
        ):
            # "any creature card in a graveyard" (Body Double): a card's copiable values are
            # its printed ones (CR 707.2)
            return filt
        if filt.zone is not ir.ZoneName.BATTLEFIELD:
            raise Unsupported(what, "entering as a copy of a card not on the battlefield")
        return filt

    def static_enters_with(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "This creature enters with X +1/+1 counters on it." — a replacement effect on how
        it enters (CR 614.1c, 122.6); X is the X it was cast with (CR 107.3m)."""
        inner = take(subject)[0] if subject is not None else None
        its_own = is_(inner, (nodes.SelfRef, nodes.SelfName)) or (
            self._it_is_source and is_(inner, nodes.It)  # "If ~ was kicked, it enters ..."
        )
        if not its_own:
            raise Unsupported(node, "another object entering with counters")
        how_many = count(take(node)[1])
        kind = counter_kind(take(node)[2])
        if not is_(take(node)[4], nodes.It):
            raise Unsupported(take(node)[4], "counters on another object as this enters")
        quantity = ir.Count(ir.Relation(how_many.relation), how_many.value, how_many.is_x)
        parts["enters"].append(
            ir.EntersWithCounters(quantity, kind, text=self.abilities.written(node), span=node.span)
        )

    def _enters_with_x_where(self, node: nodes.Node) -> ir.EntersWithCounters:
        """ "~ enters with X +1/+1 counters on it, where X is the number of other creatures on
        the battlefield." (CR 614.1c, 122.6): one counter for each object matching the
        description as it enters (CR 614.12: it isn't on the battlefield yet, so "other" is
        said of permanents it could be). Only "the number of [objects]" is read as X, and
        only for a card without X in its mana cost; anything else is reported."""
        _then, clauses, where = take(node)
        (clause,) = take(clauses)  # type: ignore[arg-type]
        subject, may, predicates, duration = take(clause)  # type: ignore[arg-type]
        (predicate,) = [i for i in take(predicates) if i is not None]  # type: ignore[arg-type]
        inner = take(subject)[0] if subject is not None else None  # type: ignore[arg-type]
        if may is not None or duration is not None or not is_(inner, _SELF_WORDS):
            raise Unsupported.quoting(node, "'{}' in a static ability")
        if "{X}" in (self.ctx.card.mana_cost or ()) or "X" in (self.ctx.card.mana_cost or ()):
            raise Unsupported(where, "'where X is' on a card with X in its mana cost")  # type: ignore[arg-type]
        _verb, how_many, kind_node, _noun, onto = take(predicate)
        said = take(how_many)[0] if is_(how_many, nodes.Count) else None  # type: ignore[arg-type]
        if not is_(said, nodes.XValue) or not is_(onto, nodes.It):
            raise Unsupported.quoting(predicate, "'{}' with 'where X is'")
        (number,) = take(where)  # type: ignore[arg-type]
        if not is_(number, nodes.NumberOf):
            raise Unsupported.quoting(number, "entering with counters where X is '{}'")
        counted = filter_ir(take(number)[0], self.ctx)  # type: ignore[arg-type]
        on_battlefield = counted.zone in (None, ir.ZoneName.BATTLEFIELD)
        if on_battlefield and not counted.other and self._source_could_be(counted):
            raise Unsupported(number, "counting itself as it enters (CR 614.12)")
        if counted.zone is ir.ZoneName.GRAVEYARD and self._source_could_be(counted):
            # entering from a graveyard, the card is still there as X is counted (the
            # runtime has moved it by then): not read
            raise Unsupported(number, "counting cards in a graveyard it may enter from")
        consume_all(node)
        return ir.EntersWithCounters(
            ir.Count(ir.Relation.EXACTLY, 1),
            counter_kind(kind_node),  # type: ignore[arg-type]
            text=self.abilities.written(node),
            for_each=counted,
            span=node.span,
        )

    def _enters_with_if(self, clause: nodes.Node, parts: dict[str, list[Any]]) -> None:
        """ "~ enters with a +1/+1 counter on it if you control a creature with power 4 or
        greater." (CR 614.1c): the counters only if the condition holds as it would enter,
        when it is not on the battlefield yet, so it doesn't count itself (CR 614.12). Only
        counts of permanents and of opponents are read that way; a condition saying "it" (the
        permanent, or the spell it was) or any other is reported."""
        subject, may, predicates, duration, test_node = take(clause)
        if may is not None or duration is not None:
            raise Unsupported.quoting(clause, "'{}' in a static ability")
        (predicate,) = untimed_predicates(predicates)  # type: ignore[arg-type]
        said = self.abilities.written(test_node).lower().replace("’", "'")  # type: ignore[arg-type]
        # "~ enters with ... if you cast it from your hand": "it" is the permanent, and the
        # spell it was (CR 400.7d), whose history the entering permanent keeps
        of_itself = is_(test_node, nodes.CastItFrom) and is_(
            take(subject)[0] if subject is not None else None,  # type: ignore[arg-type]
            _SELF_WORDS,
        )
        if re.search(r"\b(?:it|its|it's)\b", said) and not of_itself:
            raise Unsupported.quoting(test_node, "entering with counters if '{}'")
        said_of, self.ctx.event_subject = self.ctx.event_subject, "self" if of_itself else None
        try:
            test = _without_source(condition_ir(test_node, self.ctx), test_node)  # type: ignore[arg-type]
        except Unsupported as refused:
            raise Unsupported.quoting(test_node, "entering with counters if '{}'") from refused
        finally:
            self.ctx.event_subject = said_of
        consume(subject, predicate)
        before = len(parts["enters"])
        self.static_enters_with(predicate, subject, parts)
        (entering,) = parts["enters"][before:]
        parts["enters"][before] = dataclasses.replace(entering, condition=test)

    def static_enters_with_choice(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "~ enters with your choice of a flying counter or a first strike counter on it."
        (CR 614.1c, 614.12): a replacement effect on how it enters; its controller ("your")
        chooses which one of the two kinds of counter it enters with, as it enters. One
        counter of each kind ("a"/"an"), two kinds that differ, and "on it" said of this
        permanent only; anything else is reported."""
        inner = take(subject)[0] if subject is not None else None
        if not is_(inner, (nodes.SelfRef, nodes.SelfName)):
            raise Unsupported(node, "another object entering with counters")
        _verb, first_count, first, _noun, second_count, second, _noun2, onto = take(node)
        for how_many in (first_count, second_count):
            said = take(how_many)[0] if is_(how_many, nodes.Count) else None  # type: ignore[arg-type]
            if not is_(said, (nodes.ArticleA, nodes.ArticleAn)):
                raise Unsupported.quoting(how_many, "entering with '{}' counters of a choice")
        if not is_(onto, nodes.It):
            raise Unsupported(onto, "counters on another object as this enters")
        kind, other = counter_kind(first), counter_kind(second)  # type: ignore[arg-type]
        if kind == other:
            raise Unsupported(node, "a choice between two counters of the same kind")
        consume_all(node)
        parts["enters"].append(
            ir.EntersWithCounters(
                ir.Count(ir.Relation.EXACTLY, 1),
                kind,
                text=self.abilities.written(node),
                or_counter=other,
                span=node.span,
            )
        )

    def static_enters_with_additional(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Each other Warrior creature you control enters with an additional +1/+1 counter
        on it." (CR 614.1c, 614.12): a replacement effect on how each other permanent matching
        the description enters. Only "each" permanents "you control" (the entering one's
        controller this one's), "other" unless this permanent can't match, and "on it" said
        of the entering one; anything else is reported."""
        inner = take(subject)[0] if subject is not None else None
        if not is_(inner, nodes.Each):
            raise Unsupported(node, "this object entering with an additional counter")
        filt = filter_ir(take(inner)[0], self.ctx)  # type: ignore[arg-type]
        yours = filt.controller is not None and filt.controller.who == "you"
        if not yours or filt.not_controller is not None:
            raise Unsupported(inner, "entering with a counter under another player's control")
        if not filt.other and self._source_could_be(filt):
            raise Unsupported(inner, "'each' permanent entering with a counter, this one too")
        _verb, kind_node, noun, onto = take(node)
        if getattr(noun, "text", "").lower() != "counter":
            raise Unsupported.quoting(node, "'an additional' with more than one counter in '{}'")
        if not is_(onto, nodes.It):
            raise Unsupported(onto, "counters on another object as it enters")
        kind = counter_kind(kind_node)  # type: ignore[arg-type]
        consume_all(node)
        parts["enters"].append(
            ir.EntersWithCounters(
                ir.Count(ir.Relation.EXACTLY, 1),
                kind,
                text=self.abilities.written(node),
                objects=filt,
                span=node.span,
            )
        )

    def static_enters_with_counters_and_abilities(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "If ~ was kicked, it enters with two +1/+1 counters on it and with flying.": it
        enters with the counters and having the abilities (CR 614.1c), which it has for as
        long as it remains on the battlefield (CR 611.2c) -- keywords and quoted abilities."""
        granted = self._granted(take(take(node)[-1])[0])
        self.static_enters_with(node, subject, parts)
        parts["enters"][-1] = dataclasses.replace(parts["enters"][-1], abilities=granted)

    def static_enters_with_number_equal(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "This creature enters with a number of +1/+1 counters on it equal to the number of
        lands you control." (CR 614.1c, 122.6): one counter for each object that matches as it
        enters. Any other number ("equal to your devotion ...") is reported."""
        inner = take(subject)[0] if subject is not None else None
        if not is_(inner, (nodes.SelfRef, nodes.SelfName)):
            raise Unsupported(node, "another object entering with counters")
        _, kind_node, _, onto, number = take(node)
        if not is_(onto, nodes.It):
            raise Unsupported(onto, "counters on another object as this enters")
        if is_(number, nodes.ManaSpent) and self.abilities.written(number).endswith(" it"):
            # "equal to the amount of mana spent to cast it": "it" is this permanent, as the
            # spell it was (CR 601.2h, 400.7d)
            consume_all(number)
            parts["enters"].append(
                ir.EntersWithCounters(
                    ir.Count(ir.Relation.EXACTLY, 1),
                    counter_kind(kind_node),
                    text=self.abilities.written(node),
                    per_mana_spent=True,
                    span=node.span,
                )
            )
            return
        if not is_(number, nodes.NumberOf):
            raise Unsupported.quoting(number, "entering with counters equal to '{}'")
        counted = filter_ir(take(number)[0], self.ctx)
        parts["enters"].append(
            ir.EntersWithCounters(
                ir.Count(ir.Relation.EXACTLY, 1),
                counter_kind(kind_node),
                text=self.abilities.written(node),
                for_each=counted,
                span=node.span,
            )
        )

    def static_enters_tapped_with(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Hickory Woodlot enters tapped with two depletion counters on it." — how it enters,
        tapped and with the counters (CR 614.1c, 614.12, 122.6)."""
        self.static_enters_with(node, subject, parts)
        parts["enters"].append(ir.EntersTapped(text=self.abilities.written(node), span=node.span))

    def static_enters_tapped(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "This land enters tapped." — a replacement effect on how it enters (CR 614.1c,
        614.12)."""
        inner = take(subject)[0] if subject is not None else None
        written = self.abilities.written(node)
        if is_(inner, nodes.AllMatching):
            # "Creatures your opponents control enter tapped." (CR 614.1c, 614.12): each
            # permanent an opponent of this one's controller controls as it enters -- never
            # this one, which its own controller controls
            filt = filter_ir(take(inner)[0], self.ctx)  # type: ignore[arg-type]
            opponents = filt.controller is not None and filt.controller.who == "each_opponent"
            if not opponents or filt.not_controller is not None or filt.other:
                raise Unsupported(node, "another object entering tapped")
            parts["enters"].append(ir.EntersTapped(text=written, objects=filt, span=node.span))
            return
        if not is_(inner, (nodes.SelfRef, nodes.SelfName)):
            raise Unsupported(node, "another object entering tapped")
        parts["enters"].append(ir.EntersTapped(text=written, span=node.span))

    def static_enters_tapped_unless(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "This land enters tapped unless you control a Swamp or a Mountain." (CR 614.1c):
        tapped unless the condition holds as it would enter. Only counts of the permanents a
        player controls are read: the entering permanent is not among them (CR 614.12)."""
        inner = take(subject)[0] if subject is not None else None
        if not is_(inner, (nodes.SelfRef, nodes.SelfName)):
            raise Unsupported(node, "another object entering tapped")
        _verb, test = take(node)
        unless = _without_source(condition_ir(test, self.ctx), test)  # type: ignore[arg-type]
        written = self.abilities.written(node)
        parts["enters"].append(ir.EntersTapped(text=written, unless=unless, span=node.span))

    # ---- restrictions, requirements and combat rules on the objects affected ----------------

    def _restrict(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]], *kinds: str
    ) -> None:
        affected = self._affected(subject)
        for kind in kinds:
            parts["restrictions"].append(ir.Restriction(kind, affected, span=node.span))

    def static_cant_attack(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "~ can't attack." — a restriction (CR 508.1c)."""
        self._restrict(node, subject, parts, "cant_attack")

    def static_cant_block(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Enchanted creature can't block." — a restriction (CR 509.1b)."""
        self._restrict(node, subject, parts, "cant_block")

    def static_cant_attack_or_block(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Enchanted creature can't attack or block." (CR 508.1c, 509.1b)."""
        self._restrict(node, subject, parts, "cant_attack", "cant_block")

    def static_cant_attack_block_or(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Enchanted creature can't attack, block, or transform." / "... or crew Vehicles."
        (CR 508.1c, 509.1b, 701.28, 702.122): the runtime has no restriction on transforming or
        crewing, so the third is refused at its words (the first two are not kept without it)."""
        refuse_third_restriction(node)

    def static_cant_be_blocked(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "~ can't be blocked." — no creature can block it (CR 509.1b); "~ can't be blocked
        except by creatures with flying." — only such creatures can (CR 509.1b)."""
        what = take(node)[0]
        if is_(what, nodes.Counted):
            self._blocked_by_at_least(node, what, subject, parts)  # type: ignore[arg-type]
            return
        if what is not None:
            kind, said = "cant_be_blocked_except_by", "can't be blocked except by"
            self._restrict_to_filter(node, subject, parts, kind, said)
            return
        self._restrict(node, subject, parts, "cant_be_blocked")

    def _blocked_by_at_least(
        self, node: nodes.Node, what: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "~ can't be blocked except by three or more creatures." (CR 509.1b): blocked by
        none, or by at least that many. Any other count or description is refused."""
        how_many, creatures = take(what)
        found = count(how_many)  # type: ignore[arg-type]
        plain = is_(creatures, nodes.Filter) and [
            x
            for x in take(creatures)
            if x is not None  # type: ignore[arg-type]
        ]
        said = " ".join(words(creatures)).lower() if plain and len(plain) == 1 else ""  # type: ignore[arg-type]
        if found.relation != "at_least" or found.value < 2 or said != "creatures":
            raise Unsupported(what, "can't be blocked except by these")
        affected = self._affected(subject)
        parts["restrictions"].append(
            ir.Restriction("blocked_by_at_least", affected, at_least=found.value, span=node.span)
        )

    def static_cant_be_blocked_except_by_either(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "~ can't be blocked except by artifact creatures and/or black creatures." (fear,
        CR 702.36b; CR 509.1b): only a creature of one kind or the other (or both) can block
        it."""
        first, second = (filter_ir(part, self.ctx) for part in take(node))  # type: ignore[arg-type]
        if _state_tests(first) or _state_tests(second):
            raise Unsupported(node, "can't be blocked except by creatures in a state")
        either = ir.ObjectFilter(
            f"{first.description} and/or {second.description}",
            tuple(dict.fromkeys(first.nouns + second.nouns)),
            alternatives=(first, second),
            span=node.span,
        )
        affected = self._affected(subject)
        parts["restrictions"].append(
            ir.Restriction("cant_be_blocked_except_by", affected, either, span=node.span)
        )

    def static_cant_be_blocked_by(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "~ can't be blocked by blue creatures." (CR 509.1b): by creatures with those
        characteristics."""
        self._restrict_to_filter(node, subject, parts, "cant_be_blocked_by", "can't be blocked by")

    def static_cant_attack_unless(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "~ can't attack unless you control four or more artifacts." (CR 508.1c): a
        restriction while the condition is false. "... unless defending player controls an
        Island": which player it may attack (:meth:`_unless_defender_controls`)."""
        test = take(node)[0]
        if is_(test, nodes.ControlCount) and is_(take(test)[0], nodes.DefendingPlayer):
            self._unless_defender_controls(node, test, subject, parts)  # type: ignore[arg-type]
            return
        unless = condition_ir(test, self.ctx)  # type: ignore[arg-type]
        affected = self._affected(subject)
        parts["restrictions"].append(
            ir.Restriction("cant_attack", affected, unless=unless, span=node.span)
        )

    def _unless_defender_controls(
        self, node: nodes.Node, test: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "~ can't attack unless defending player controls an Island." (CR 508.1c): the
        defending player is the one it would attack, or the controller of the planeswalker
        it would attack (CR 508.5), so the attack is legal only against such a player: a
        restriction checked with each attacker's defender. Only "a/an [characteristics]"
        (one or more permanents; no state such as "untapped") is read."""
        _who, _verb, counted = take(test)
        if is_(counted, nodes.CountedEither):  # "an Island or a Swamp"
            how_many, filt = counted_either(counted, self.ctx, {})  # type: ignore[arg-type]
        else:
            how_many, filter_node = take(counted)  # type: ignore[arg-type]
            filt = filter_ir(filter_node, self.ctx)  # type: ignore[arg-type]
        found = count(how_many)  # type: ignore[arg-type]
        if found.value != 1 or found.is_x or _state_tests(filt):
            raise Unsupported(test, "this permanent of the defending player")
        affected = self._affected(subject)
        restriction = ir.Restriction(
            "attacks_only_defender_controlling", affected, filter=filt, span=node.span
        )
        parts["restrictions"].append(restriction)

    def _most_in_combat(self, item: nodes.Node) -> ir.RuleModification:
        """ "No more than two creatures can attack each combat." / "No more than one creature
        can block each combat." (CR 508.1c, 509.1b): a restriction on each declaration of
        attackers or blockers as a whole. "... can attack you ..." (of one defending player)
        is refused."""
        (most,) = take(item)
        if is_(item, nodes.MostAttackersYou):
            raise Unsupported(item, "a most number of creatures attacking one player")
        said = most.text.lower().split()  # type: ignore[union-attr]
        consume_all(item)
        rule = "most_blockers" if is_(item, nodes.MostBlockers) else "most_attackers"
        return ir.RuleModification(rule, count=number(said[3]), span=item.span)

    def _cant_attack_if_defender_controls(
        self, clause: nodes.Node, parts: dict[str, list[Any]]
    ) -> None:
        """ "~ can't attack if defending player controls an untapped creature with power 3 or
        greater." (CR 508.1c): the defending player is the one it would attack, or the
        controller of the planeswalker it would attack (CR 508.5), so it may attack only a
        player who controls no such permanent as attackers are declared, its state ("untapped")
        included. Only "a/an [description]" is read."""
        subject, may, predicates, duration, test = take(clause)
        if may is not None or duration is not None:
            raise Unsupported.quoting(clause, "'{}' in a static ability")
        consume_all(predicates)  # type: ignore[arg-type]
        _who, _verb, counted = take(test)  # type: ignore[arg-type]
        if not is_(counted, nodes.Counted):
            raise Unsupported(counted, "this permanent of the defending player")  # type: ignore[arg-type]
        how_many, filter_node = take(counted)  # type: ignore[arg-type]
        found = count(how_many)  # type: ignore[arg-type]
        if found.relation != "exactly" or found.value != 1 or found.is_x:
            raise Unsupported(counted, "this permanent of the defending player")  # type: ignore[arg-type]
        filt = filter_ir(filter_node, self.ctx)  # type: ignore[arg-type]
        consume_all(test)  # type: ignore[arg-type]
        restriction = ir.Restriction(
            "attacks_only_defender_without",
            self._affected(subject),
            filter=filt,
            span=clause.span,
        )
        parts["restrictions"].append(restriction)

    def _cant_attack_or_block_if(self, clause: nodes.Node, parts: dict[str, list[Any]]) -> None:
        """ "~ can't block if you control an untapped land.", "~ can't attack if [condition]"
        (CR 508.1c, 509.1b): the restriction applies while the condition holds, tested as
        attackers or blockers are declared -- a restriction unless it does not hold."""
        subject, may, predicates, duration, test = take(clause)
        if may is not None or duration is not None:
            raise Unsupported.quoting(clause, "'{}' in a static ability")
        (predicate,) = untimed_predicates(predicates)  # type: ignore[arg-type]
        consume_all(predicates)  # type: ignore[arg-type]
        holds = condition_ir(test, self.ctx)  # type: ignore[arg-type]
        unless = ir.NotCondition(holds, span=test.span)  # type: ignore[union-attr]
        affected = self._affected(subject)
        kind = {"cant_attack": "cant_attack", "cant_block": "cant_block"}[predicate.rule]
        parts["restrictions"].append(
            ir.Restriction(kind, affected, unless=unless, span=clause.span)
        )

    def static_cant_block_unless(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "~ can't block unless you control another Minotaur." (CR 509.1b): a restriction
        while the condition is false."""
        self._restrict_unless(node, subject, parts, "cant_block")

    def static_cant_attack_or_block_unless(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "~ can't attack or block unless you control another Giant." (CR 508.1c, 509.1b):
        both restrictions, while the condition is false."""
        self._restrict_unless(node, subject, parts, "cant_attack", "cant_block")

    def _restrict_unless(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]], *kinds: str
    ) -> None:
        unless = condition_ir(take(node)[0], self.ctx)
        affected = self._affected(subject)
        for kind in kinds:
            parts["restrictions"].append(
                ir.Restriction(kind, affected, unless=unless, span=node.span)
            )

    def static_can_block_only(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "~ can block only creatures with flying." (CR 509.1b)."""
        self._restrict_to_filter(node, subject, parts, "can_block_only", "can block only")

    def _restrict_to_filter(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]], kind: str, said: str
    ) -> None:
        """A restriction about the creatures on the other side of a block, by their
        characteristics ("blue creatures", "creatures with flying"; CR 509.1b); a state
        ("tapped creatures") is not lowered."""
        what = take(node)[0]
        if not is_(what, nodes.AllMatching):
            raise Unsupported(what, f"{said} these")
        others = filter_ir(take(what)[0], self.ctx)
        if _state_tests(others):
            raise Unsupported(what, f"{said} creatures in a state")
        affected = self._affected(subject)
        parts["restrictions"].append(ir.Restriction(kind, affected, others, span=node.span))

    def static_cant_block_objects(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Creatures with power less than ~'s power can't block it." / "... greater than
        ...": a restriction on the source as an attacking creature (CR 509.1b), compared with
        its power as the block is declared. "~ can't block creatures with power 2 or greater"
        / "Enchanted creature can't block Walls": a restriction on the subject as a blocker,
        by the attacker's characteristics (CR 509.1b). Any other subject or object is
        refused."""
        (blocked,) = take(node)
        if is_(blocked, nodes.AllMatching):
            self._restrict_to_filter(node, subject, parts, "cant_block_matching", "can't block")
            return
        inner = take(subject)[0] if subject is not None else None
        filt = take(inner)[0] if is_(inner, nodes.AllMatching) else None
        found = take(filt) if is_(filt, nodes.Filter) else ()
        kind = None
        if len(found) == 3 and is_(blocked, nodes.It) and found[1] is None:
            types, _none, measure = found
            plain = is_(types, nodes.Types) and " ".join(words(types)).lower() == "creatures"
            if plain and is_(measure, nodes.MeasureCompared):
                said, than = take(measure)
                self_power = is_(than, nodes.SelfPower) and is_(take(than)[0], nodes.SelfName)
                kind = (
                    {
                        "with power less than": "cant_be_blocked_by_less_power",
                        "with power greater than": "cant_be_blocked_by_greater_power",
                    }.get(getattr(said, "text", "").lower())
                    if self_power
                    else None
                )
        if kind is None:
            raise Unsupported.quoting(node, "the static effect '{}'")
        consume_all(subject)
        consume_all(node)
        parts["restrictions"].append(
            ir.Restriction(kind, ir.Affected(span=blocked.span), span=node.span)
        )

    # ---- prevention effects of a static ability (CR 615.1a, 611.3) --------------------------

    def _prevented(self, node: nodes.Node, what: nodes.Node) -> ir.ObjectRef:
        """The objects a static prevention effect names: the source ("~"), the permanent it is
        attached to ("enchanted creature"), or a description ("creatures you control"),
        matched as each damage event would happen (CR 611.3a). Any other reference (a target,
        an object an earlier instruction named) means nothing in a static ability."""
        ref = objects(what, self.ctx).ref
        if not isinstance(ref, (ir.SourceObject, ir.AllObjects)):
            raise Unsupported.quoting(what, "the objects '{}' in a static prevention effect")
        return ref

    def _static_prevention(
        self,
        node: nodes.Node,
        subject: Any,
        parts: dict[str, list[Any]],
        *,
        combat: Any = None,
        noncombat: bool = False,
        to: nodes.Node | None = None,
        by: nodes.Node | None = None,
        you: bool = False,
    ) -> None:
        """A prevention effect of a static ability (CR 615.1a): the damage it names is not
        dealt for as long as the ability functions (CR 611.3a); what it names is read as each
        damage event would happen. Said of a subject it is no instruction of this form."""
        if subject is not None:
            raise Unsupported.quoting(node, "'{}' said of a subject")
        consume(combat)
        to_objects = to_players = None
        if you:  # "to you and creatures you control"
            to_players = ir.Players("you", span=node.span)
            to_objects = self._prevented(node, to)  # type: ignore[arg-type]
        elif is_(to, nodes.You):
            consume(to)
            to_players = ir.Players("you", span=to.span)  # type: ignore[union-attr]
        elif to is not None:
            to_objects = self._prevented(node, to)
        by_objects = self._prevented(node, by) if by is not None else None
        parts["preventions"].append(
            ir.PreventDamage(
                to_objects=to_objects,
                to_players=to_players,
                by_objects=by_objects,
                combat_only=combat is not None,
                noncombat_only=noncombat,
                duration=None,
                span=node.span,
            )
        )
        parts["unconditional"].append(node)

    def static_prevent_damage_to_while(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Prevent all [combat] damage that would be dealt to ~ / to creatures you control /
        to you." (Dawn Elemental, Inner Sanctum, Glacial Chasm; CR 615.1a, 611.3a)."""
        combat, untimed, to = take(node)
        consume(untimed)
        self._static_prevention(node, subject, parts, combat=combat, to=to)

    def static_prevent_damage_to_by_while(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Prevent all damage that would be dealt to ~ by artifact creatures." / "... to you
        by sources you don't control." (Argothian Pixies, Energy Field; CR 615.1a, 611.3a):
        damage dealt to what it names by a source that matches the description as the damage
        would be dealt."""
        combat, untimed, to, by = take(node)
        consume(untimed)
        self._static_prevention(node, subject, parts, combat=combat, to=to, by=by)

    def static_prevent_damage_by_while(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Prevent all [combat] damage that would be dealt by enchanted creature." (Muzzle,
        Demonic Torment; CR 615.1a, 611.3a): the damage it deals, to anything."""
        combat, untimed, by = take(node)
        consume(untimed)
        self._static_prevention(node, subject, parts, combat=combat, by=by)

    def static_prevent_damage_to_and_by_while(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Prevent all combat damage that would be dealt to and dealt by ~." (Fog Bank; CR
        615.1a, 611.3a): two prevention effects, of the damage dealt to it and of the damage
        it deals."""
        combat, untimed, what = take(node)
        consume(untimed)
        self._static_prevention(node, subject, parts, combat=combat, to=what)
        self._static_prevention(node, subject, parts, combat=combat, by=what)

    def static_prevent_damage_dealt_by_to_while(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Prevent all damage that Goblin Furrier would deal to snow creatures." (CR 615.1a,
        611.3a): the damage the source named deals to what the description matches as the
        damage would be dealt."""
        combat, that, by, to = take(node)
        consume(that)
        self._static_prevention(node, subject, parts, combat=combat, to=to, by=by)

    def static_prevent_damage_to_you_and_while(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Prevent all damage that would be dealt to you and permanents you control by
        sources with the chosen name." (Gideon's Intervention; CR 615.1a, 611.3a): to its
        controller and to what the description matches, [by the sources named]."""
        combat, untimed, you_and, to, by = take(node)
        consume(untimed, you_and)
        self._static_prevention(node, subject, parts, combat=combat, to=to, by=by, you=True)

    def static_prevent_noncombat_damage_to_you_and(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Prevent all noncombat damage that would be dealt to you and creatures you
        control." (Blessed Sanctuary; CR 615.1a, 611.3a)."""
        you_and, to = take(node)
        consume(you_and)
        self._static_prevention(node, subject, parts, noncombat=True, to=to, you=True)

    def static_prevent_noncombat_damage_to(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Prevent all noncombat damage that would be dealt to creatures you control."
        (Mark of Asylum; CR 615.1a, 611.3a): only damage that isn't combat damage (CR
        510.2)."""
        (to,) = take(node)
        self._static_prevention(node, subject, parts, noncombat=True, to=to)

    def static_blocked_by_at_most_one(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "~ can't be blocked by more than one creature." (CR 509.1b)."""
        self._restrict(node, subject, parts, "blocked_by_at_most_one")

    def static_cant_attack_or_block_alone(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "~ can't attack or block alone." (CR 506.5, 508.1c, 509.1b)."""
        self._restrict(node, subject, parts, "cant_attack_alone", "cant_block_alone")

    def static_cant_attack_alone(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "~ can't attack alone." (CR 506.5, 508.1c): it may be declared as an attacker only
        with at least one other creature."""
        self._restrict(node, subject, parts, "cant_attack_alone")

    def static_cant_block_alone(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "~ can't block alone." (CR 506.5, 509.1b): it may be declared as a blocker only
        with at least one other creature."""
        self._restrict(node, subject, parts, "cant_block_alone")

    def static_cant_attack_you(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Creatures can't attack you." — a restriction on whom they attack (CR 508.1c):
        the ability's controller, not the planeswalkers that player controls (CR 506.3, 508.1b
        name a planeswalker as what a creature may attack apart from its controller)."""
        self._restrict(node, subject, parts, "cant_attack_you_player")

    def static_is_goaded(self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]) -> None:
        """ "Enchanted creature gets +2/+2 and is goaded." — goaded by the controller of this
        permanent while the ability applies (CR 701.15b): it attacks each combat if able and
        attacks a player other than that player if able (CR 508.1d)."""
        self._restrict(node, subject, parts, "goaded")

    def static_cant_attack_you_or_your_planeswalkers(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Enchanted creature can't attack you or planeswalkers you control." — a
        restriction on whom it attacks (CR 508.1c); "you" is the ability's controller."""
        self._restrict(node, subject, parts, "cant_attack_you")

    def static_can_block_additional(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "~ can block an additional creature each combat." — it may be declared as a
        blocker of one more attacking creature than the one CR 509.1a allows, one more for
        each such ability; it divides its combat damage among them (CR 510.1d)."""
        self._restrict(node, subject, parts, "can_block_additional")

    def static_cant_attack_unless_pays(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Enchanted creature can't attack unless its controller pays {3}." (Brainwash),
        "Creatures can't attack you unless their controller pays {2} for each creature they
        control that's attacking you." (Ghostly Prison): a cost to attack, paid for each such
        creature as attackers are declared (CR 508.1d, 508.1h, 508.1i). "for each ..." is the
        same per-creature cost only when the creatures affected are all creatures; a cost to
        block (CR 509.1d), any other payer or count is refused."""
        verb, _unless, payer, mana_node, each = take(node)
        assert isinstance(verb, nodes.Lexeme) and isinstance(mana_node, nodes.Node)
        said = " ".join(verb.text.lower().split())
        kinds = {
            "attack": "attack_tax",
            "attack you": "attack_tax_you",
            "attack you or planeswalkers you control": "attack_tax_you_or_planeswalkers",
        }
        if said not in kinds:
            raise Unsupported.quoting(node, "the static effect '{}': a cost to block")
        theirs = is_(payer, nodes.ItsController) or (
            isinstance(payer, nodes.Lexeme) and payer.kind == "THEIR_CONTROLLER"
        )
        if not theirs:
            raise Unsupported.quoting(node, "the static effect '{}'")
        affected = self._affected(subject)
        if each is not None:
            plain = affected.filter is not None and _stated(affected.filter) <= {"types"}
            creatures = plain and affected.filter.nouns == ("creature",)  # type: ignore[union-attr]
            if not creatures or (
                "attacking you" in each.text.lower() and kinds[said] == "attack_tax"  # type: ignore[union-attr]
            ):
                raise Unsupported.quoting(node, "the static effect '{}'")
        mana = runtime_mana("".join(words(mana_node)), mana_node)
        if not re.fullmatch(r"(?:\{[0-9WUBRGC]\})+", mana):
            raise Unsupported.quoting(node, "the static effect '{}': a cost of this mana")
        consume_all(node)
        parts["restrictions"].append(
            ir.Restriction(kinds[said], affected, mana=mana, span=node.span)
        )

    def static_cant_attack_unless_cost(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Qal Sisma Behemoth can't attack or block unless you pay {2}.", "Exalted Dragon
        can't attack unless you sacrifice a land.", "Green creatures can't attack unless their
        controller sacrifices a land for each green creature they control that's attacking.":
        a cost to attack (CR 508.1d, 508.1g-h) or to block (CR 509.1c-d), paid as attackers or
        blockers are declared. "~ can't attack unless you pay [mana]" of the source alone is
        its attack tax (the source's controller is the one who attacks with it, CR 508.1a);
        a cost to block, a cost other than mana, or of other creatures, is refused."""
        verb, cost = take(node)
        assert isinstance(verb, nodes.Lexeme) and isinstance(cost, nodes.Node)
        said = " ".join(verb.text.lower().split())
        if said != "attack":
            raise Unsupported(verb, "a cost to block (CR 509.1c-d)")
        if not is_(cost, nodes.CombatCostPay):
            raise Unsupported.quoting(cost, "a cost to attack other than mana: '{}' (CR 508.1g)")
        affected = self._affected(subject)
        if affected.filter is not None or affected.attached or affected.paired:
            raise Unsupported.quoting(node, "'{}': a cost to attack with other creatures")
        (mana_node,) = take(cost)
        assert isinstance(mana_node, nodes.Node)
        mana = runtime_mana("".join(words(mana_node)), mana_node)
        if not re.fullmatch(r"(?:\{[0-9WUBRGC]\})+", mana):
            raise Unsupported.quoting(node, "the static effect '{}': a cost of this mana")
        consume_all(node)
        parts["restrictions"].append(
            ir.Restriction("attack_tax", affected, mana=mana, span=node.span)
        )

    def static_can_block_as_though(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Aetherflame Wall can block creatures with shadow as though they didn't have
        shadow." (CR 702.28b: shadow no longer stops it blocking them); "Enchanted creature
        ... can block creatures with landwalk abilities as though they didn't have those
        abilities." (CR 702.14c: no landwalk stops it blocking)."""
        said = " ".join(words(node)).lower()
        self._restrict(
            node, subject, parts, "can_block_shadow" if "shadow" in said else "can_block_landwalk"
        )

    def static_blockable_as_though(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Creatures with swampwalk can be blocked as though they didn't have swampwalk."
        (Quagmire): that landwalk no longer stops the creatures affected being blocked (CR
        702.14c, 509.1b); they keep the ability. "as though they didn't have those abilities"
        (every landwalk) is refused."""
        (walk,) = take(node)
        assert isinstance(walk, nodes.Lexeme)
        name = walk.text.lower()
        if walk.kind != "LANDWALK" or name.removesuffix("walk") not in _BASIC_WALKS:
            raise Unsupported.quoting(node, "the static effect '{}'")
        self._restrict(node, subject, parts, f"blockable_despite_{name}")

    def static_can_block_any_number(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "~ can block any number of creatures." — it may be declared as a blocker of any
        number of attacking creatures (CR 509.1a) and divides its combat damage among them
        (CR 510.1d)."""
        self._restrict(node, subject, parts, "can_block_any_number")

    def static_attacks_if_able(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "~ attacks each combat if able." — a requirement (CR 508.1d)."""
        self._restrict(node, subject, parts, "attacks_each_combat")

    def static_blocks_each_combat_if_able(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Spirespine blocks each combat if able.", "All creatures block each combat if
        able." — a requirement on the defending player's blocks (CR 509.1c)."""
        self._restrict(node, subject, parts, "must_block")

    def static_attacks_or_blocks_if_able(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Iron Golem attacks or blocks each combat if able." — in each combat it attacks
        if able (CR 508.1d) and blocks if able (CR 509.1c): a creature attacks only in its
        controller's combat and blocks only in another player's (CR 508.1a, 509.1a), so the two
        requirements never both apply."""
        self._restrict(node, subject, parts, "attacks_each_combat", "must_block")

    def static_blocked_if_able(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "~ must be blocked if able." — a requirement on the defending player's blocks
        (CR 509.1c)."""
        self._restrict(node, subject, parts, "must_be_blocked")

    def static_blocked_by_if_able(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Equipped creature ... must be blocked by an Eldrazi if able.", "~ must be blocked by
        two or more creatures if able." — a requirement on which creatures block it (CR
        509.1c), which the runtime's blocking requirements do not hold yet: refused."""
        raise Unsupported.quoting(node, "'{}': a requirement on which creatures block it")

    def static_doesnt_untap(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Enchanted creature doesn't untap during its controller's untap step." (CR 502.3).
        "~ doesn't untap during your untap step." / "Lands you control don't untap during your
        untap step.": the permanents are the ability's controller's, so "your" untap step is
        their controller's, the only one in which they would untap (CR 502.3). "Your" said of
        permanents another player may control is refused."""
        (whose,) = take(node)
        if is_(whose, nodes.Your):
            self._doesnt_untap_in_your_step(node, subject, parts)
            return
        if not is_(whose, nodes.ItsControllers):
            raise Unsupported(node, "not untapping during the untap step of this player")
        self._restrict(node, subject, parts, "doesnt_untap")

    def _untap_in_others_steps(self, node: nodes.Node) -> ir.Restriction:
        """ "Untap all creatures you control during each other player's untap step.", "Untap
        Endbringer during each other player's untap step." (CR 502.3): the permanents untap in
        the untap step of each player other than the one who controls them, at the same time
        as that player's own permanents. Only the source or permanents "you control": of
        permanents another player may control, "other player" is not said of their controller."""
        _, objects = take(node)
        affected = self._affected_objects(objects)
        mine = (affected.filter is None and not affected.attached) or (
            affected.filter is not None
            and affected.filter.controller is not None
            and affected.filter.controller.who == "you"
        )
        if not mine:
            raise Unsupported(objects, "untapping permanents another player may control")
        return ir.Restriction("untaps_in_others_untap_steps", affected, span=node.span)

    def _doesnt_untap_in_your_step(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "... during your untap step(s)" of the source or of permanents "you control": they
        are the ability's controller's, so "your" untap step is their controller's (CR
        502.3); said of permanents another player may control it is refused."""
        affected = self._affected(subject)
        mine = (affected.filter is None and not affected.attached) or (
            affected.filter is not None
            and affected.filter.controller is not None
            and affected.filter.controller.who == "you"
        )
        if not mine:
            raise Unsupported(node, "not untapping during the untap step of this player")
        parts["restrictions"].append(ir.Restriction("doesnt_untap", affected, span=node.span))

    def static_dont_untap_steps(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Creatures with flying don't untap during their controllers' untap steps."
        (CR 502.3): each permanent matching the filter stays tapped in its controller's untap
        step. "Lands you control don't untap during your untap steps." is read as the singular
        (:meth:`_doesnt_untap_in_your_step`); any other player's steps are refused."""
        (whose,) = take(node)
        if is_(whose, nodes.Your):
            self._doesnt_untap_in_your_step(node, subject, parts)
            return
        if not is_(whose, nodes.TheirControllersPlural):
            raise Unsupported(node, "not untapping during the untap steps of these players")
        self._restrict(node, subject, parts, "doesnt_untap")

    def static_can_attack_despite_defender(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "~ can attack as though it didn't have defender." (CR 702.3b)."""
        self._restrict(node, subject, parts, "attacks_despite_defender")

    #: "Wall creatures can attack as though they didn't have defender." (CR 702.3b)
    static_can_attack_despite_defender_plural = static_can_attack_despite_defender

    def static_can_block_as_though_reach(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Dragon Hunter can block Dragons as though it had reach." (CR 702.17b, 702.9b):
        flying doesn't stop it blocking creatures of those characteristics."""
        self._restrict_to_filter(
            node, subject, parts, "blocks_as_though_reach", "can block as though it had reach"
        )

    def static_can_block_as_though_untapped(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Tapped creatures you control can block as though they were untapped." (CR
        509.1a: a tapped creature can't block, unless an effect allows it)."""
        self._restrict(node, subject, parts, "blocks_while_tapped")

    def static_can_attack_as_though_haste(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Enchanted creature can attack as though it had haste." (CR 702.10b, 302.6): it
        may attack though its controller hasn't controlled it continuously since their most
        recent turn began; its {T} and {Q} abilities still can't be activated then."""
        self._restrict(node, subject, parts, "attacks_as_though_haste")

    def static_assigns_damage_by_toughness(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "... assigns combat damage equal to its toughness rather than its power."
        (CR 510.1a)."""
        self._restrict(node, subject, parts, "assigns_damage_by_toughness")

    def static_skip_your_step(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Skip your draw step." (CR 614.10): its controller skips each of theirs while
        the ability functions."""
        _you_only(subject)
        (step,) = take(node)
        assert isinstance(step, nodes.Lexeme)
        rule = "skip_" + " ".join(step.text.lower().split()).replace(" ", "_")
        parts["rules"].append(ir.RuleModification(rule, span=node.span))

    def static_skip_their_steps(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Players skip their upkeep steps." (CR 614.10): every player skips each of theirs
        while the ability functions. Said of other players ("Your opponents ..."), or with
        the plural steps of one player, it is refused."""
        self._players_skip(node, subject, parts, nodes.Players)

    def static_skips_their_step(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Each player skips their untap step." (CR 614.10): as
        :meth:`static_skip_their_steps`, said of each player."""
        self._players_skip(node, subject, parts, nodes.EachPlayer)

    def _players_skip(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]], kind: type
    ) -> None:
        said = take(subject)[0] if subject is not None else None
        if not is_(said, kind):
            raise Unsupported(subject or node, "this player skipping their steps")
        (step,) = take(node)
        assert isinstance(step, nodes.Lexeme)
        words = " ".join(step.text.lower().split()).removesuffix("s")
        rule = "players_skip_" + words.replace(" ", "_")
        parts["rules"].append(ir.RuleModification(rule, span=node.span))

    def static_extra_land_each_of_their_turns(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Each player may play an additional land on each of their turns." (CR 305.2): one
        more land play for every player in each of their own turns, while the ability
        functions."""
        said = take(subject)[0] if subject is not None else None
        if not is_(said, nodes.EachPlayer):
            raise Unsupported(subject or node, "this player's additional land play")
        if _lexeme(node, "CARD_TYPE").text != "land":
            raise Unsupported(node, "playing an additional card that isn't a land")
        consume_all(node)
        parts["rules"].append(
            ir.RuleModification("players_additional_land", count=1, span=node.span)
        )

    def static_no_max_hand_size(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "You have no maximum hand size." (CR 402.2, 514.1)."""
        _you_only(subject)
        parts["rules"].append(ir.RuleModification("no_maximum_hand_size", span=node.span))

    def static_cant_have_counters(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Creatures your opponents control can't have +1/+1 counters put on them."
        (CR 122.1; a "can't" beats the effect putting them, CR 101.2)."""
        kind = counter_kind(take(node)[0])
        if kind != "+1/+1":
            raise Unsupported(node, f"can't have {kind} counters")
        self._restrict(node, subject, parts, "cant_have_plus_one_counters")

    def static_cant_be_targeted(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Enchanted creature can't be the target of spells or abilities your opponents
        control." (CR 115.1, 601.2c; a "can't" beats any "can", CR 101.2): a rule the
        ability imposes, not hexproof (CR 702.11b) -- losing abilities doesn't end it, and
        "your" is this ability's controller, not the affected permanent's. Only "your
        opponents control" is read."""
        (qualifier,) = take(node)
        said = self.abilities.written(qualifier).lower().replace("’", "'")  # type: ignore[arg-type]
        if said != "your opponents control":
            raise Unsupported.quoting(node, "'{}' of spells or abilities other than opponents'")
        consume_all(node)
        self._restrict(node, subject, parts, "cant_be_targeted_by_opponents")

    def static_cast_as_though_flash(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "You may cast Spirit spells as though they had flash." (CR 702.8a, 601.3b): its
        controller's spells matching the description, by their characteristics."""
        _you_only(subject)
        filter_node = next(i for i in take(node) if isinstance(i, nodes.Node))
        spells = _flash_spells(filter_node, self.ctx)
        rule = ir.RuleModification("cast_as_though_flash", spells=(spells,), span=node.span)
        parts["rules"].append(rule)

    def static_play_with_top_revealed(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Play with the top card of your library revealed." / "Players play with the top
        card of their libraries revealed." (CR 401.5: an exception to CR 401.2, the card known
        to every player; the runtime's rules read it where a player would look at it)."""
        said = take(subject)[0] if subject is not None else None
        top = next(i for i in take(node) if isinstance(i, nodes.Node))
        how_many, _noun, where = take(top)
        place = zone(where)  # type: ignore[arg-type]
        if how_many is not None or place.zone != "library":
            raise Unsupported(node, "anything but the top card of a library revealed")
        if (said is None or is_(said, nodes.You)) and place.owner == "you":
            rule = "top_card_revealed"
        elif is_(said, nodes.Players) and place.owner == "owner":  # each their own (CR 401.1)
            rule = "players_top_card_revealed"
        else:
            raise Unsupported(node, "this player's library played with its top card revealed")
        consume_all(top)
        parts["rules"].append(ir.RuleModification(rule, span=node.span))

    def static_cant_play_lands(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "You can't play lands." / "Players can't play lands." (CR 305.1, 101.2). Said of
        other players ("Your opponents ..."), it is refused."""
        said = take(subject)[0] if subject is not None else None
        if is_(said, nodes.You):
            rule = "cant_play_lands"
        elif is_(said, nodes.Players):
            rule = "players_cant_play_lands"
        else:
            raise Unsupported(node, "this player's restriction on playing lands")
        parts["rules"].append(ir.RuleModification(rule, span=node.span))

    def static_cant_cast(self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]) -> None:
        """ "You can't cast noncreature spells.", "Your opponents can't cast blue creature
        spells.", "Players can't cast spells." (CR 101.2: a "can't" beats any permission to
        cast): a restriction on casting while the ability functions (CR 611.3a)."""
        self._cant_cast(node, subject, parts, "")

    def static_cant_cast_during_your_turn(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Your opponents can't cast spells during your turn." (CR 101.2, 601.3): only in a
        turn of the ability's controller (CR 500.1)."""
        self._cant_cast(node, subject, parts, "_during_your_turn")

    def static_cant_cast_during_combat(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Players can't cast spells during combat." (CR 101.2, 601.3): only in a combat
        phase, of any player's turn (CR 506.1)."""
        self._cant_cast(node, subject, parts, "_during_combat")

    def _cant_cast(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]], when: str
    ) -> None:
        """The casting restriction of :data:`~karlov.ir.CAST_RESTRICTIONS` that ``node`` says
        of ``subject`` ("you", "your opponents" / "each opponent", "players" / "each player");
        the spells told by their
        characteristics (types, colors, ...). Another player, or any other test of the spells
        ("with the chosen name", "of the chosen color"), is refused."""
        said = take(subject)[0] if subject is not None else None
        who = next((w for kind, w in _CANT_CAST_WHO if is_named(said, (kind,))), None)
        if who is None:
            raise Unsupported(node, "this player's restriction on casting spells")
        (filter_node,) = take(node)
        assert isinstance(filter_node, nodes.Node)
        filt = filter_ir(filter_node, self.ctx)
        state = [
            f.name
            for f in dataclasses.fields(filt)
            if f.name not in CAST_BAN_FIELDS and getattr(filt, f.name) != f.default
        ]
        typed = {kind for test in filt.types for kind in test.any_of}  # "creature spells"
        if not set(filt.nouns) <= {"spell"} | typed or state:
            raise Unsupported.quoting(filter_node, "'{}' as the spells a player can't cast")
        rule = ir.RuleModification(f"{who}cant_cast{when}", spells=(filt,), span=node.span)
        parts["rules"].append(rule)

    def static_cant_be_cast(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Creature spells can't be cast.", "Noncreature spells can't be cast." (CR 101.2,
        601.3): no player can cast a spell of the description while the ability functions
        (CR 611.3a), as "Players can't cast creature spells." says. The spells told by their
        characteristics only, as :meth:`_cant_cast` takes them; spells told by who controls
        or cast them, or anything but spells, is refused."""
        said = take(subject)[0] if subject is not None else None
        if not is_(said, nodes.AllMatching):
            raise Unsupported(node, "'can't be cast' said of this")
        filter_node = take(said)[0]  # type: ignore[arg-type]
        assert isinstance(filter_node, nodes.Node)
        filt = filter_ir(filter_node, self.ctx)
        state = [
            f.name
            for f in dataclasses.fields(filt)
            if f.name not in CAST_BAN_FIELDS and getattr(filt, f.name) != f.default
        ]
        typed = {kind for test in filt.types for kind in test.any_of}  # "creature spells"
        if "spell" not in filt.nouns or not set(filt.nouns) <= {"spell"} | typed or state:
            raise Unsupported.quoting(filter_node, "'{}' as the spells that can't be cast")
        rule = ir.RuleModification("players_cant_cast", spells=(filt,), span=node.span)
        parts["rules"].append(rule)

    def static_cast_only_one_spell(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "Each player can't cast more than one spell each turn." (CR 101.2)."""
        if subject is None or not is_(take(subject)[0], nodes.EachPlayer):
            raise Unsupported(node, "this player casting only one spell each turn")
        parts["rules"].append(ir.RuleModification("one_spell_each_turn", span=node.span))

    def static_cant_be_countered(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "This spell can't be countered." (CR 101.2: the "can't" beats an effect that would
        counter it, CR 701.6a). Said of the card itself, it functions while the card is a spell
        on the stack (CR 113.6): the runtime reads it from the spell as it would be countered.
        Said of other spells ("Creature spells you control can't be countered.", "Sliver
        spells can't be countered."), it is a rule of the permanent (CR 101.2), read as a spell
        would be countered: spells of the description, yours ("you control") or any player's.
        Under a condition, or said of spells by who cast them, it is refused."""
        said = take(subject)[0] if subject is not None else None
        if is_(said, nodes.AllMatching):
            self._spells_cant_be_countered(node, said, parts)  # type: ignore[arg-type]
            return
        if subject is None or not is_(said, (nodes.SelfRef, nodes.SelfName)):
            raise Unsupported(node, "other spells that can't be countered")
        if parts.get("condition"):
            raise Unsupported(node, "a spell that can't be countered only under a condition")
        parts["rules"].append(ir.RuleModification("cant_be_countered", span=node.span))

    def _spells_cant_be_countered(
        self, node: nodes.Node, said: nodes.Node, parts: dict[str, list[Any]]
    ) -> None:
        """ "[Creature] spells [you control] can't be countered." (CR 101.2, 701.6a)."""
        filt = filter_ir(take(said)[0], self.ctx)  # type: ignore[arg-type]
        others = {"ability", "card", "permanent", "token", "copy", "source"}
        if (
            "spell" not in filt.nouns
            or others & set(filt.nouns)
            or filt.zone is not ir.ZoneName.STACK
        ):
            raise Unsupported(said, "other objects that can't be countered")
        who = filt.controller
        if who is not None and (who.who != "you" or who.of is not None):
            raise Unsupported(said, "spells of another player that can't be countered")
        if filt.cast_by is not None:
            raise Unsupported(said, "spells that can't be countered by who cast them")
        if parts.get("condition"):
            raise Unsupported(node, "spells that can't be countered only under a condition")
        parts["rules"].append(
            ir.RuleModification("spells_cant_be_countered", spells=(filt,), span=node.span)
        )


#: The basic land types a landwalk the runtime knows names (CR 702.14a, 305.6).
_BASIC_WALKS = ("plains", "island", "swamp", "mountain", "forest")

#: Conditions about the source ("it's attacking", "it has a +1/+1 counter on it").
_ABOUT_THE_SOURCE = (ir.SourceIs, ir.SourceCounters, ir.SourceEnchantedOrEquipped)


#: The static effects that restrict only how an attacking creature is blocked (CR 509.1b).
_BLOCKING_RESTRICTIONS = frozenset(
    {"cant_be_blocked", "cant_be_blocked_by", "cant_be_blocked_except_by_either"}
)


def _continuous_quantity(quantity: ir.Quantity) -> bool:
    """Whether a static ability's source can count ``quantity`` whenever its effect applies
    (CR 611.3a), "you" being its controller: objects matching a filter, the greatest power
    or mana value among them, counters on the source itself, your life total, your devotion,
    what you did this turn, and sums and differences of these (the runtime's
    ``karlov.runtime.build._counted``). Anything that names an object or player of a
    resolving ability (X announced, "that player", "this way") is not."""
    if isinstance(quantity, ir.GreatestAmong) and quantity.filter.zone is ir.ZoneName.BATTLEFIELD:
        return False  # a power read in the layer that changes power: not read (CR 613.8)
    if isinstance(quantity, ir.NumberOf | ir.GreatestAmong | ir.BasicLandTypesAmong):
        f = quantity.filter
        # no objects of a resolving ability: a target, an object named before, X announced
        named = (f.blocking_object, f.blocked_by_object, f.blocking_or_blocked_by)
        named += (f.attached_to_object, f.shared_with)
        resolving = f.among or f.other_than_target is not None or f.other_than_event
        return not (resolving or f.x_bounds) and not any(named)
    if isinstance(quantity, ir.CountersOn):
        return isinstance(quantity.of, ir.SourceObject)
    if isinstance(quantity, ir.LifeTotalOf | ir.LifeGained | ir.TurnTally | ir.Devotion):
        return quantity.who is not None and quantity.who.who == "you"
    if isinstance(quantity, ir.Fixed):
        return True
    if isinstance(quantity, ir.Sum):
        return all(_continuous_quantity(term) for term in quantity.terms)
    if isinstance(quantity, ir.Difference):
        return _continuous_quantity(quantity.of) and _continuous_quantity(quantity.minus)
    if isinstance(quantity, ir.Scaled):  # "half the number of Forests you control, rounded down"
        return _continuous_quantity(quantity.of)
    return False


def _says_other(quantity: ir.Quantity) -> bool:
    """Whether a number counts "other" objects ("the number of other Skeletons you
    control")."""
    if isinstance(quantity, ir.NumberOf | ir.GreatestAmong | ir.BasicLandTypesAmong):
        return quantity.filter.other
    if isinstance(quantity, ir.Sum):
        return any(_says_other(term) for term in quantity.terms)
    if isinstance(quantity, ir.Difference):
        return _says_other(quantity.of) or _says_other(quantity.minus)
    if isinstance(quantity, ir.Scaled):
        return _says_other(quantity.of)
    return False


def _enters_with_x_where(sentence: nodes.Node) -> bool:
    """Whether ``sentence`` is one clause "~ enters with X [counters] on it, where X is ..."
    (read without consuming)."""
    clauses = sentence.items[1]
    if not isinstance(clauses, nodes.Node) or len(clauses.items) != 1:
        return False
    (clause,) = clauses.items
    if not is_(clause, nodes.Clause):
        return False
    predicates = clause.items[2]  # type: ignore[union-attr]
    said = [i for i in predicates.items if i is not None] if predicates is not None else []  # type: ignore[union-attr]
    return len(said) == 1 and is_(said[0], nodes.EntersWith)


def _enters_with_if(clause: nodes.Node) -> bool:
    """Whether ``clause`` is "~ enters with [counters] on it if [condition]" (read without
    consuming)."""
    predicates = clause.items[2]
    said = [i for i in predicates.items if i is not None] if predicates is not None else []  # type: ignore[union-attr]
    return len(said) == 1 and is_(said[0], nodes.EntersWith)


def _cant_attack_if_defender_controls(clause: nodes.Node) -> bool:
    """Whether a clause is "[subject] can't attack if defending player controls [a ...]" (read
    without consuming)."""
    items = take(clause)
    if len(items) != 5:
        return False
    predicates, test = items[2], items[4]
    said = untimed_predicates(predicates) if isinstance(predicates, nodes.Node) else []
    return (
        len(said) == 1
        and said[0].rule == "cant_attack"
        and is_(test, nodes.ControlCount)
        and is_(take(test)[0], nodes.DefendingPlayer)  # type: ignore[arg-type]
    )


def _cant_attack_or_block_if(clause: nodes.Node) -> bool:
    """Whether a clause is "[subject] can't attack / can't block if [condition]" of no
    defending player (read without consuming)."""
    items = take(clause)
    if len(items) != 5:
        return False
    predicates, test = items[2], items[4]
    said = untimed_predicates(predicates) if isinstance(predicates, nodes.Node) else []
    defending = is_(test, nodes.ControlCount) and is_(take(test)[0], nodes.DefendingPlayer)  # type: ignore[arg-type]
    return len(said) == 1 and said[0].rule in ("cant_attack", "cant_block") and not defending


def _attacks_if_able_unless(clause: nodes.Node) -> bool:
    """ "[subject] attacks each combat if able unless [condition]": the clause's one predicate
    is the requirement (CR 508.1d) and the condition is one of a player's (no "unless [a
    player] pays")."""
    parts = clause.items
    predicates, condition = parts[2], parts[-1]
    return (
        isinstance(predicates, nodes.Predicates)
        and len(predicates.items) == 1
        and isinstance(predicates.items[0], nodes.AttacksIfAble)
        and isinstance(condition, nodes.UnlessCondition)
    )


def _only_while_attacking(subject: nodes.Node | None, predicates: nodes.Node | None) -> bool:
    """Whether "[this creature] [predicates]" only restricts how it can be blocked, which
    matters only while it is attacking (CR 509.1b): its "defending player" is then the one it
    attacks (CR 508.5). "Each creature you control can't be blocked ..." is said of several
    attacking creatures, each with its own defending player (CR 508.5a), and is not this."""
    if (
        subject is None
        or predicates is None
        or not is_(take(subject)[0], (nodes.SelfRef, nodes.SelfName))
    ):
        return False
    said = untimed_predicates(predicates)
    return bool(said) and all(predicate.rule in _BLOCKING_RESTRICTIONS for predicate in said)


def _you_only(subject: nodes.Node | None) -> None:
    """A static ability that only "you" can have ("You may play an additional land ...")."""
    if subject is not None and not is_(take(subject)[0], nodes.You):
        raise Unsupported(subject, "this static ability for a player other than you")


def _top_of_your_library(node: nodes.Node) -> None:
    """What ``LookAtTopOfLibrary`` and ``PlayFromTopOfLibrary`` are about."""
    how_many, _noun, where = take(node)
    place = zone(where)
    if how_many is not None or place.zone != "library" or place.owner != "you":
        raise Unsupported(node, "anything but the top card of your library")


#: The conditions on what happened this turn ("if you attacked this turn", "if a permanent
#: you controlled left the battlefield this turn"): the permanent about to enter is a new
#: object with no history of its own (CR 400.7), so they never ask about it; what an earlier
#: object of the same card did (it left the battlefield and comes back) is that object's
#: history, and counts.
_HISTORY_CONDITIONS = (ir.HappenedThisTurn, ir.AttackedThisTurn, ir.PlayerActedThisTurn)
#: "if you cast it from your hand": the spell the entering permanent was (CR 400.7d), which it
#: knows as it enters
_OWN_SPELL_CONDITIONS = (ir.CastFrom,)


def _without_source(test: ir.Condition, node: nodes.Node) -> ir.Condition:
    """A condition about permanents, checked for a permanent about to enter: it is not on the
    battlefield yet, so it never counts itself (CR 614.12); a count of opponents is about
    players, and what happened this turn about earlier objects. Conditions of other kinds are
    reported here."""
    if isinstance(test, ir.AllConditions):
        parts = tuple(_without_source(part, node) for part in test.conditions)
        return dataclasses.replace(test, conditions=parts)
    if isinstance(test, (ir.OpponentCount, *_HISTORY_CONDITIONS, *_OWN_SPELL_CONDITIONS)):
        return test  # about players, the turn's history or the spell it was: not counting it
    if not isinstance(test, ir.ObjectCount) or test.filter.zone is not ir.ZoneName.BATTLEFIELD:
        raise Unsupported(node, "entering tapped unless this is true")
    return dataclasses.replace(test, filter=dataclasses.replace(test.filter, other=True))


def _state_tests(filt: ir.ObjectFilter) -> bool:
    """Whether the runtime's matcher for ``filt`` tests an object's state, not only its
    characteristics (:meth:`karlov.runtime.filters.Matcher._state_tests`). The runtime's
    filters load here, for the few statics that ask: compiling a card loads none of the
    runtime's game classes (issue 24)."""
    from ..runtime.filters import Matcher

    return bool(Matcher._state_tests(filt))


def _costs_less_under(sentence: nodes.Node) -> bool:
    """Whether a "If [condition], ..." sentence is one clause "this spell costs ... less to
    cast" (read without consuming)."""
    clauses = sentence.items[-1]
    if not isinstance(clauses, nodes.Clauses):
        return False
    if len(clauses.items) != 1 or not isinstance(clauses.items[0], nodes.Clause):
        return False
    clause = clauses.items[0]
    assert isinstance(clause, nodes.Node)
    predicates = clause.items[2]
    return (
        isinstance(predicates, nodes.Node)
        and len(predicates.items) == 1
        and isinstance(predicates.items[0], nodes.CostsLess)
    )


def _lone_predicate(clauses: nodes.Node, *, may: bool) -> nodes.Node | None:
    """The one predicate of ``clauses`` when they are one clause said of you with "may"
    ("you may reveal ...", ``may``) or of this permanent without it ("~ enters tapped", "it
    enters tapped"); None otherwise (read without consuming)."""
    parts = [i for i in clauses.items if i is not None]
    if len(parts) != 1 or not is_(parts[0], nodes.Clause):
        return None
    subject, said_may, predicates, tail = parts[0].items
    if tail is not None or (said_may is not None) != may or not is_(subject, nodes.Subject):
        return None
    (who,) = subject.items  # type: ignore[union-attr]
    if not is_(who, nodes.You if may else (nodes.SelfRef, nodes.SelfName, nodes.It)):
        return None
    found = [i for i in predicates.items if i is not None] if predicates is not None else []  # type: ignore[union-attr]
    return found[0] if len(found) == 1 else None


def _maximum_hand_size(item: nodes.Node) -> ir.RuleModification:
    """ "Your maximum hand size is two." (``maximum_hand_size``), "... is increased by one." /
    "Each opponent's maximum hand size is reduced by seven." (the rules of
    :data:`~karlov.ir.HAND_SIZE_CHANGES`): CR 402.2. Only
    "your" hand size is set; another player's set hand size is refused."""
    owner, amount = take(item)
    assert isinstance(amount, nodes.Lexeme)
    value = number(amount.text)
    opponents = is_(owner, nodes.EachOpponentsHandSize)
    consume_all(item)
    if is_(item, nodes.MaxHandSizeIs):
        if opponents:
            raise Unsupported(item, "setting another player's maximum hand size")
        return ir.RuleModification("maximum_hand_size", count=value, span=item.span)
    change = "reduction" if is_(item, nodes.MaxHandSizeReduced) else "increase"
    rule = f"{'opponents_' if opponents else ''}maximum_hand_size_{change}"
    return ir.RuleModification(rule, count=value, span=item.span)


def _is_article(node: Any) -> bool:
    """ "a" / "an" as a count: one object (CR 614.12's "a creature you control")."""
    if not is_(node, nodes.Count):
        return False
    items = node.items
    return len(items) == 1 and is_(items[0], (nodes.ArticleA, nodes.ArticleAn))


def _unspanned(value: object) -> object:
    """``value`` (IR) with its spans left out, to compare what two phrases state."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (
            type(value).__name__,
            tuple(
                (f.name, _unspanned(getattr(value, f.name)))
                for f in dataclasses.fields(value)
                if f.name != "span"
            ),
        )
    if isinstance(value, list | tuple):
        return tuple(_unspanned(item) for item in value)
    return value


def _name_granted_to_another(abilities: nodes.Node) -> None:
    """Report the card's name in a quoted ability granted to objects other than the card:
    there the name is the object whose ability granted it (CR 201.5a: "Enchanted creature has
    '... the number of arrow counters on Archery Training'"), while the runtime reads the
    source of the granted ability as the object that has it."""
    named = descendants(abilities, nodes.SelfName)
    if named:
        raise Unsupported(named[0], "the card's name in an ability it grants (CR 201.5a)")


def _attached_host(possessive: nodes.Lexeme) -> ir.ObjectFilter:
    """ "Enchanted creature's", "equipped creature's" (ATTACHED_POSSESSIVE): the permanent the
    source is attached to (CR 303.4, 301.5), of the card type named ("permanent": any), as
    "enchanted creature" names it."""
    said = possessive.text[: -len("'s")]
    noun = said.split()[1].lower()
    types = () if noun == "permanent" else (ir.TypeTest((noun,), span=possessive.span),)
    return ir.ObjectFilter(
        description=said,
        nouns=(noun,),
        types=types,
        attached_to_source=True,
        span=possessive.span,
    )
