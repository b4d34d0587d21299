"""Lowering effects: sentences and clauses into IR effect trees, or into continuous effects.

A one-shot effect (a spell's text, a triggered or activated ability's effect, CR 608.2) is
lowered to an :data:`~karlov.ir.Effect` tree: a :class:`~karlov.ir.Sequence` of instructions
in order (CR 608.2c), each clause's subject, "may" and duration applied around its predicates;
the runtime plays it with its interpreter (:mod:`karlov.runtime.execute`). A static ability's
clauses (CR 604, 611.3) become layer effects (CR 613), cost modifiers (CR 601.2f) and rules
modifiers instead. Each predicate has one method, found by its rule name
(``one_shot_<rule>`` / ``static_<rule>``), as in sqlglot's generators: a predicate with no
method is reported (C001), never skipped.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from typing import Any, NoReturn

from .. import ir
from ..frontend import nodes
from ..frontend.nodes import rule_name, rule_names
from ..frontend.words import ALL_COLOR_LETTERS, COLOR_LETTERS, singular
from ..frontend.words import number as word_number
from ..subtypes import CREATURE_TYPES, LAND_TYPES
from .accounting import consume, consume_all, descendants, is_, is_named, lexeme_texts, take, words
from .conditions import check_acted_filter, condition_ir, kicked_object_is_source
from .context import AbilityContext, CastFromGraveyard, Mention, Unsupported, runtime_mana
from .costs import (
    additional_cost_part,
    exiled_from_graveyard,
    exiles_from_your_graveyard,
    is_activation_restriction,
    tap_untapped_cost,
)
from .objects import (
    COPY_MENTION,
    HAND_REVEALED,
    LOOKED_AT,
    NAMED_VALUES,
    REVEALED,
    THEIR_LOOKED_AT,
    ZONE_PLURALS,
    Count,
    Objects,
    ZoneRef,
    _last_named,
    _recall,
    amount,
    cards_this_way_filter,
    count,
    count_word,
    counted_filter_ir,
    counter_name,
    destroyed_count,
    exiled_here,
    filter_ir,
    fixed_count,
    fixed_value,
    is_another,
    named_cards_filter,
    named_value,
    names_target_players_zone,
    objects,
    players,
    qualified_after,
    quantity,
    remember_results,
    sacrificing_x,
    several_on_top,
    several_target_players,
    target_player,
    target_players_zone,
    target_spec,
    that_players_zone_owner,
    they_the_player,
    top_count,
    value_of,
    zone,
)

ZONES = {name.value: name for name in ir.ZoneName}
#: The five colors of mana in WUBRG order (CR 105.1, 106.1a).
COLORS_WUBRG = ("W", "U", "B", "R", "G")
#: The card types of permanents (CR 110.4): a card with one is a permanent card.
PERMANENT_TYPES = frozenset(
    {"artifact", "creature", "enchantment", "land", "planeswalker", "battle"}
)


def _lexeme(node: nodes.Node, kind: str) -> nodes.Lexeme:
    for item in take(node):
        if isinstance(item, nodes.Lexeme) and item.kind == kind:
            return item
    raise Unsupported(node, f"expected {kind.lower()} in '{type(node).__name__}'")


def _of_a_choice(filt: ir.ObjectFilter | None) -> bool:
    """Whether a keyword's quality names a choice ("protection from the chosen color"), which
    only the resolving effect that made it knows."""
    return filt is not None and filt.chosen is not None


def kept_types_said(kept: nodes.Node | None, spec: dict[str, Any]) -> None:
    """ "in addition to its other creature types" / "... land types" after "is a [subtypes]"
    / "becomes a [subtypes]" (CR 205.1b, 205.3): the object keeps all it had and gains the
    subtypes named, which must each be of that kind (CR 205.3m creature types, 205.3i land
    types); a card type, color, power and toughness or ability said with them is reported, as
    the words say nothing of what becomes of those."""
    if is_(kept, nodes.InAdditionCreatureTypes):
        kind, known = "creature", frozenset(t.lower() for t in CREATURE_TYPES)
    elif is_(kept, nodes.InAdditionLandTypes):
        kind, known = "land", frozenset(t.lower() for t in LAND_TYPES)
    else:
        return
    assert kept is not None
    said = spec["subtypes"]
    others = spec["types"] or spec["colors"] or spec["abilities"] or spec["power"] is not None
    if others or not said or not all(s.lower() in known for s in said):
        raise Unsupported.quoting(kept, f"'{{}}' said of anything but {kind} types")


def parse_pt_mod(text: str) -> tuple[int, int]:
    power, toughness = text.split("/")
    return int(power), int(toughness)


def counter_kind(node: nodes.Node) -> str:
    """ "+1/+1" or a named kind, "charge" (CR 122.1): :func:`~.objects.counter_name`."""
    return counter_name(node)


DURATIONS = {
    rule_names.UntilEndOfTurn: ir.Duration.END_OF_TURN,
    rule_names.ThisTurn: ir.Duration.END_OF_TURN,
    rule_names.UntilYourNextTurn: ir.Duration.UNTIL_YOUR_NEXT_TURN,
    rule_names.ThisCombat: ir.Duration.END_OF_COMBAT,
    rule_names.UntilEndOfCombat: ir.Duration.END_OF_COMBAT,
}
#: The instructions "for as long as you control ~" may time (CR 611.2b): gaining control and
#: gaining abilities, whose effects the runtime ends when you stop controlling the source.
WHILE_CONTROL_EFFECTS = frozenset(
    {
        "gain_control",
        "gain_abilities",
        "have_abilities",
        "get_pt",
        "become",
        "become_plural",
        "become_plural_still_lands",
        "doesnt_untap",
        "dont_untap_steps",
        # "another target permanent loses all abilities and can't attack or block" (Immovable
        # Rod): a layer 6 effect and restrictions the runtime ends with the source's duration
        "lose_all_abilities",
        "cant_attack",
        "cant_block",
        "cant_attack_or_block",
    }
)
#: The durations "for as long as" the source is controlled, stays or remains tapped (CR 611.2b).
_WHILE_SOURCE = frozenset(
    {
        ir.Duration.WHILE_YOU_CONTROL_SOURCE,
        ir.Duration.WHILE_SOURCE_ON_BATTLEFIELD,
        ir.Duration.WHILE_SOURCE_TAPPED,
        ir.Duration.WHILE_YOU_CONTROL_SOURCE_TAPPED,
    }
)
#: The instructions "until your next turn" may time (CR 611.2a): a P/T change and the combat
#: restrictions, so far (the runtime ends them as that turn begins).
UNTIL_NEXT_TURN_EFFECTS = frozenset({"get_pt", "cant_attack", "cant_block", "cant_attack_or_block"})
#: The instructions "this combat" may time (CR 506.1): the combat restrictions, so far (the
#: runtime ends them with this combat phase).
THIS_COMBAT_EFFECTS = frozenset(
    {"cant_be_blocked", "cant_attack", "cant_block", "cant_attack_or_block"}
)
#: The instructions "until end of combat" may time (CR 500.5a, 511.2): those of "this combat",
#: a P/T change and gaining abilities (the runtime ends them as the combat phase ends).
UNTIL_END_OF_COMBAT_EFFECTS = THIS_COMBAT_EFFECTS | {"get_pt", "gain_abilities"}
# "at the beginning of the next end step" / "... of the next turn's upkeep" / "... of the next
# cleanup step" on an instruction: when its delayed triggered ability triggers (CR 603.7a,
# 603.7b; in the cleanup step, CR 514.3a).
DELAYED = {
    rule_names.AtNextEndStep: "next_end_step",
    rule_names.AtNextTurnsUpkeep: "next_turns_upkeep",
    rule_names.AtNextCleanupStep: "next_cleanup_step",
    rule_names.AtEndOfCombat: "end_of_combat",
}
#: "at the beginning of your next upkeep" / "... of your next end step" (a delayed
#: instruction, CR 603.7a): the next such step of the turn of the player who said it, this
#: turn's if it hasn't begun yet (CR 603.7b).
_YOUR_NEXT_STEP = {"upkeep": "your_next_upkeep", "end step": "your_next_end_step"}
#: The steps of "At the beginning of that turn's [step]" (an extra turn's, CR 500.7), as the
#: runtime names them (CR 503-504, 513)
_THAT_TURNS_STEPS = {"upkeep": "upkeep", "draw step": "draw", "end step": "end"}


def delayed_when(duration: nodes.Node) -> str | None:
    """When the delayed instruction timed by ``duration`` triggers (``DelayedInstruction.when``),
    or None when ``duration`` is no such time. "at the beginning of their next upkeep" and
    another player's steps are refused at the player's word (the runtime waits for the
    steps of the instruction's controller only)."""
    if rule_name(duration) in DELAYED:
        return DELAYED[rule_name(duration)]
    if not is_(duration, (nodes.AtPlayersNextStep, nodes.PlayersNextStepSentence)):
        return None
    parts = take(duration)
    whose = next(item for item in parts if isinstance(item, nodes.Node))  # the possessive
    (step,) = (i for i in parts if isinstance(i, nodes.Lexeme) and i.kind == "STEP_NAME")
    if not is_(whose, nodes.Your):
        raise Unsupported.quoting(whose, "'{}' next step: a step of another player's turn")
    assert isinstance(step, nodes.Lexeme)
    when = _YOUR_NEXT_STEP.get(step.text.lower())
    if when is None:
        raise Unsupported.quoting(step, "a delayed instruction at the beginning of your next '{}'")
    consume(whose)
    return when


# The one-shot effects that last for a duration (CR 611.2a); on any other, a duration is
# reported rather than dropped.
#: What a casting restriction may test of the spell: its characteristics (CR 101.2, 109.3)
CAST_BAN_FIELDS = frozenset(
    {
        "description",
        "nouns",
        "types",
        "subtypes",
        "supertypes",
        "excluded_supertypes",
        "colors",
        "excluded_colors",
        "span",
        "zone",
    }
)
#: What "cast [a spell with ...] from your hand without paying its mana cost" may say of the
#: cards: their characteristics, as they would be as spells (CR 109.3, 202.3), and where
#: they are ("from your hand", "from among them": the cards looked at, CR 401.1).
_CAST_FREE_FIELDS = CAST_BAN_FIELDS | frozenset(
    {
        "zone_owner",
        "tokens",
        "among",
        "keywords",
        "excluded_keywords",
        "colorless",
        "multicolored",
        "monocolored",
        "colors_any_of",
        "subtypes_any_of",
        "excluded_subtypes",
        "mana_value_at_least",
        "mana_value_at_most",
        "x_bounds",
        "alternatives",
    }
)
TIMED_EFFECTS = frozenset(
    {
        "gain_control",
        "gain_abilities",
        "get_pt",
        "become",
        # "Until end of turn, target land becomes a 3/3 creature that's still a land."
        "become_still",
        # "All lands become 2/2 creatures until end of turn." (CR 611.2a)
        "become_plural",
        "become_plural_still_lands",
        # (reported at its power and toughness, which the IR can't state yet)
        "become_pt_each_equal_to",
        "lose_all_abilities",
        "lose_abilities",
        "become_color",
        "become_all_colors",
        "gain_all_creature_types",
        "become_that_type",
        "become_color_of_choice",
        "become_colors_of_choice",
        "become_type_of_choice",
        "cant_be_blocked",
        "cant_block",
        "cant_block_objects",
        "cant_attack",
        "cant_attack_or_block",
        "cant_be_regenerated",
        "assigns_no_combat_damage",  # "~ assigns no combat damage this turn." (CR 510.1a)
        "can_block_any_number",  # "... can block any number of creatures this turn."
        "get_additional_pt",
        "get_pt_x",
        "get_pt_either",
        "get_pt_x_either",
        "prevent_damage",  # "Prevent all combat damage that would be dealt this turn." (CR 615)
        "switch_pt",  # "Switch ~'s power and toughness until end of turn." (CR 613.4d)
        "have_base_pt",  # "... has base power and toughness 0/1 until end of turn" (CR 613.4b)
        "have_base_power",  # "... has base power 0 until end of turn" (CR 613.4b)
        "have_base_toughness",
        "doesnt_untap",  # "... doesn't untap ... for as long as you control ~" (CR 502.3)
        "dont_untap_steps",  # "They don't untap ... for as long as ~ remains tapped"
        "have_abilities",  # "... has trample for as long as ~ remains tapped" (CR 611.2b)
        "cant_cast",  # "Target player can't cast spells this turn." (CR 101.2)
        "cant_play_lands",  # "Target player can't play lands this turn." (CR 101.2)
        "change_text",  # "... with another until end of turn" (CR 612.1)
        "dont_lose_mana",  # "Until end of turn, you don't lose this mana ..." (CR 106.4)
        "dont_lose_unspent_mana",
        "cast_reference",  # "You may cast that card this turn." (CR 601.2, 611.2a)
    }
)
CLAUSE_SEPARATORS = (nodes.Comma, nodes.CommaAnd, nodes.CommaThen)
# The sentences whose instructions "It can't be regenerated." may follow (CR 701.19c).

SAID_BEFORE = (
    nodes.Sentence,
    nodes.SentenceWhere,
    nodes.SentenceWhereMid,
    nodes.TimedSentence,
    nodes.ConditionalSentence,
)


# Effects that do one thing to each object they name: "destroy target creature".
OBJECT_ACTIONS: dict[str, ir.Verb] = {
    "destroy": ir.Verb.DESTROY,  # CR 701.8
    "regenerate": ir.Verb.REGENERATE,  # CR 701.19a
    "suspect": ir.Verb.SUSPECT,  # CR 701.60
    "tap": ir.Verb.TAP,  # CR 701.26a
    "untap": ir.Verb.UNTAP,  # CR 701.26b
    "remove_from_combat": ir.Verb.REMOVE_FROM_COMBAT,  # CR 506.4
}

#: The instructions that do the same to every object of "target artifact and target
#: enchantment" (:class:`~karlov.ir.ObjectsAnd`, CR 608.2c): each reads its objects as one list.
OBJECTS_AND_VERBS = frozenset(
    {"destroy", "tap", "untap", "exile", "return", "return_from", "deal_damage", "exchange_control"}
)
#: The predicates whose subject may be such a list: "Target creature and each other creature
#: that shares a color with it get +1/+1 / gain haste until end of turn" (CR 611.2c: the
#: objects are fixed as the effect begins).
SUBJECT_OBJECTS_AND_VERBS = frozenset({"get_pt", "gain_abilities"})

#: The players an instruction names who are always one player: "they" after it is that player.
#: The players an instruction names who are one player each ("you", "target player", "that
#: player", a player recorded or named by an object): a mill of one card by one of them mills
#: one card; "unless they pay" of steps that all name one of them is that player's payment.
_ONE_PLAYER = frozenset({"you", "target", "that_player", "mentioned", "owner", "controller"})

PLAYER_SUBJECTS = (
    rule_names.You,
    rule_names.TargetPlayer,
    rule_names.TargetOpponent,
    rule_names.EachPlayer,
    rule_names.ThatPlayer,
    rule_names.EachOpponent,
    rule_names.ItsController,  # "Its controller creates a token" (CR 109.5)
    rule_names.ItsOwner,  # "Destroy target creature. Its owner gains 4 life." (CR 108.3)
    rule_names.SelfOwner,  # "Cerulean Sphinx's owner shuffles it into their library." (CR 108.3)
    rule_names.OwnerOf,  # "The owner of target permanent shuffles it into their library."
    rule_names.ControllerOf,  # "The controller of target instant or sorcery spell copies it."
    # "Target creature's controller sacrifices it." (CR 115.1, 108.4, 108.3)
    rule_names.TargetObjectsController,
    rule_names.TargetObjectsOwner,
    # "that creature's controller draws X cards" (CR 608.2h, 603.2)
    rule_names.ThatCreaturesController,
    rule_names.ThatObjectsController,
    rule_names.TheObjectsController,  # "the creature's controller" (CR 608.2c)
    # "Whenever ~ attacks, defending player discards a card" (CR 508.5)
    rule_names.DefendingPlayer,
    # "Your opponents can't cast spells this turn." (each opponent, CR 102.3)
    rule_names.YourOpponents,
    rule_names.AnyPlayer,  # "Any player may sacrifice a land." (CR 118.12a, 101.4)
    rule_names.EachOtherPlayer,  # "Each other player loses X life." (every player but you)
    rule_names.EachPlayerWhoDid,  # "each player who searched their library this way" (CR 608.2c)
    rule_names.EachPlayerWhoCant,  # "Each opponent who can't loses 3 life." (CR 609.3)
    # players the objects module refuses with their own reasons (C001): "each opponent who
    # controls fewer creatures than you", "the player with the most life", "each friend",
    # "An opponent gains control of it", "Enchanted player can't ..."; "the player" is
    # "that player" (CR 608.2c)
    rule_names.PlayerWho,
    rule_names.PlayerWith,
    rule_names.ThePlayerMostLife,
    rule_names.ThePlayerHighestLifeTotal,
    rule_names.ThePlayerMostCardsInHand,
    rule_names.ThePlayerControllingMost,
    rule_names.ThePlayer,
    rule_names.EachFriend,
    rule_names.EachFoe,
    rule_names.AnOpponentActs,
    rule_names.EnchantedPlayer,
)


#: The prefix of the key of the cards looked at on top of a target player's library.
#: The words of VOTE_START before its two options (CR 701.38a).
_VOTE_WORDS = "starting with you, each player votes for "
#: Phrases by which a clause after "For each [objects]," may name the object counted or its
#: player ("put a +1/+1 counter on it", "its controller creates", "that player loses"): the
#: clause is then done once for each object, which a multiplied amount would not say.
#: By class name: a rule class is made when first looked up (:mod:`karlov.frontend.rule_nodes`),
#: and looking up these 79 made 34 classes on every import of the compiler, some 3 M
#: instructions of a one-card check (issue 24). A rule class has no subclasses, so its name
#: tells what ``isinstance`` would.
_PER_OBJECT_NAMES = frozenset(
    name
    for name in dir(nodes)
    if name.startswith(("It", "That", "Them", "They", "Their", "Those"))
    and name not in ("ItsYourTurn", "ItsNotYourTurn", "ItsNotTheirTurn")
)
#: Players phrases that may name more than one player ("each player", "each opponent").
_SEVERAL_PLAYERS = frozenset({"each_player", "each_opponent", "each_other_player"})
#: The readings of "return ...", each of cards you return.
_RETURNS = frozenset({"return", "return_tapped", "return_from_tapped", "return_from"})
#: The players of "[players] may ..." who each choose (CR 101.4), or the first who does
#: ("any player may ...", CR 118.12a).
#: Among the nouns of a mention of the top cards of your own library ("Reveal the top card of
#: your library."): they are your cards (CR 400.3), so "your library" is their owner's.
FROM_YOUR_LIBRARY = "from_your_library"

SEVERAL_CHOOSERS = frozenset({"each_player", "each_opponent", "each_other_player", "any_player"})

#: Whose zone a target card is chosen in, as the target's filter says it (CR 115.1): "your
#: graveyard", "a graveyard" (any player's), "an opponent's graveyard" (any one opponent's).
_ZONE_WHOSE = {
    "you": ir.Whose.YOU,
    "any": ir.Whose.ANY,
    "opponent": ir.Whose.OPPONENT,
    "opponents": ir.Whose.OPPONENT,
}
#: "any number of them" chosen as it resolves (CR 608.2d): from none to every one of them
_ANY_NUMBER = 999_999  # the IR's largest number (ir.validate.MAX_NUMBER)
#: "second from the top" (CR 401.1): the position counted from the top of a library
_ORDINALS = {
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
}
#: "all graveyards", "all opponents' graveyards": every such player's zone (CR 404.1)
_EVERY_ZONE = (nodes.AllZones, nodes.AllOpponentsZones)


#: What a "for each" clause multiplies the amount of its predicate by (CR 608.2h).
@dataclasses.dataclass(frozen=True)
class _ColorsOfNamed:
    """ "for each of its colors" before the clause's subject is read: the object "its" names
    is known once the subject has been (:meth:`EffectCompiler._times`)."""

    node: nodes.Node
    noun: str | None


_PerEach = (
    ir.NumberOf
    | ir.VotesFor
    | ir.ResultOf
    | ir.BasicLandTypesAmong
    | ir.ColorsSpent
    | ir.TimesKicked
    | ir.CountersRemovedForCost
    | ir.CountersOn
    | ir.ColorsOf
    | _ColorsOfNamed
)


#: The amounts of a player's turn record (:class:`~karlov.ir.TurnTally`) by their phrase.
#: "the greatest power / toughness among ...", "the highest mana value among ..." (CR 208.1,
#: 202.3): the characteristic each compares
_GREATEST_AMONG = {
    nodes.GreatestPowerAmong: "power",
    nodes.GreatestToughnessAmong: "toughness",
    nodes.HighestManaValueAmong: "mana_value",
}

#: The predicates whose amounts "they" in a count may name: done by each player in turn.
_EACH_ACTING_RULES = frozenset({"lose_life_equal", "gain_life_equal"})

#: The qualifiers "[player] [act] this turn" of a count, and the act of the turn's history
#: each reads (CR 608.2h).
_ACTED_THIS_TURN = {
    rule_names.DiscardedThisTurnBy: "discarded",
    rule_names.CreatedThisTurnBy: "created",
    rule_names.SacrificedThisTurnBy: "sacrificed",
    rule_names.HadEnterThisTurnBy: "had_enter",
}

_PLAYER_TALLIES = {
    rule_names.DamageDealtToPlayerThisTurn: "dealt_damage",
    rule_names.DamageAlreadyDealtToPlayerThisTurn: "dealt_damage",
    rule_names.ForEachDamageDealtThisTurn: "dealt_damage",
    rule_names.LifePlayerLostThisTurn: "lost_life",
    rule_names.ForEachLifeLostThisTurn: "lost_life",
    rule_names.CardsPlayerDrewThisTurn: "drew",
    rule_names.CardsPlayerDiscardedThisTurn: "discarded",
}


def _emblem_static(ability: ir.StaticAbility) -> bool:
    """Whether an emblem's static ability is one the runtime applies from the command zone
    (CR 114.4): continuous effects (layers, CR 613) and restrictions only, with no condition
    and nothing else (a rule of the game, a cost change, a prevention are read from the
    permanents on the battlefield only)."""
    return bool(ability.effects or ability.restrictions) and not (
        ability.cost_reductions
        or ability.rules
        or ability.preventions
        or ability.condition is not None
    )


#: The instructions that read "one of them" as a choice of one of the objects named before
#: it (:meth:`EffectCompiler._one_of_them_chosen`).
_CHOOSING_ONE_OF_THEM = frozenset(
    {"choose", "put_and_the_rest", "put_and_the_other", "put_and_the_others_revealed"}
)


@dataclasses.dataclass
class Subject:
    """Who or what a clause is about: objects (a source, the affected objects) or players;
    neither is the source (for objects) and you (for players)."""

    objects: Objects | None = None
    players: ir.Players | None = None

    @property
    def object_ref(self) -> ir.ObjectRef:
        return self.objects.ref if self.objects is not None else ir.SourceObject()


def _same_object(one: ir.ObjectRef | None, other: ir.ObjectRef) -> bool:
    """Whether two references name the same object: the source, the same target, or what the
    same earlier instruction recorded (their spans aside)."""
    if isinstance(one, ir.SourceObject) and isinstance(other, ir.SourceObject):
        return True
    if isinstance(one, ir.TargetObjects) and isinstance(other, ir.TargetObjects):
        return one.target_index == other.target_index
    if isinstance(one, ir.Mentioned) and isinstance(other, ir.Mentioned):
        return one.key == other.key
    return False


def same_ability_text(text: str) -> str:
    """An ability's text as "the same ability" compares it (CR 113.10): its words, whatever
    the case, the spacing and the final period (a quoted ability's last period may stand
    outside its quotes)."""
    return " ".join(text.replace("’", "'").split()).rstrip(".").casefold()


#: Refused: a quoted static ability an effect grants (layer 6, CR 613.1f). The runtime reads
#: the continuous effects of static abilities from each object's copiable values (a token's
#: or a copy's stated abilities are those, CR 111.4, 707.9b), not from abilities granted in
#: layer 6, so such an ability would do nothing there.
GRANTED_STATIC = "a quoted static ability granted by an effect (layer 6, CR 613.1f)"


#: Sentences the runtime does nothing of yet, by rule: C001 at the whole sentence, with what
#: it would have to do (the "{}" is the sentence's words).
_REFUSED_SENTENCES: dict[str, str] = {
    # will of the council: "Starting with you, each player votes for a nonland permanent you
    # don't control." (CR 701.38a): the runtime's votes are for words
    rule_names.VoteForObjectSentence: "'{}': votes for objects (CR 701.38a)",
    # "Until the beginning of your next upkeep, you may play that card." (CR 611.2a): a
    # permission that outlasts this turn, up to a step of a later turn
    rule_names.UntilBeginningOfYourNextStepSentence: (
        "'{}': an effect lasting until a step of your next turn (CR 611.2a)"
    ),
    # "During your next turn, you may play that card.", "During target opponent's next turn,
    # creatures that player controls attack Gideon Jura if able." (CR 611.2a, 500.1): an
    # effect that applies only during a later turn
    rule_names.DuringPlayersNextTurnSentence: (
        "'{}': an effect that applies during a later turn only (CR 611.2a)"
    ),
    # "When you cast your next instant or sorcery spell this turn, copy that spell." (CR
    # 603.7c: a delayed trigger on the next spell cast): the runtime creates no delayed
    # trigger on a cast event yet
    rule_names.EffectNextSpellTrigger: (
        "'{}': a delayed trigger on the next spell cast this turn (CR 603.7c)"
    ),
    # CR 615.7, 614.9: one shield for the player and the permanents together (used up by an
    # event dealing damage to several of them at once); the runtime's shields are each on
    # one object or player
    rule_names.PreventNextFromChosenSourceToYouAndOr: (
        "'{}': one shield shared by a player and permanents (CR 615.7)"
    ),
    rule_names.DamageRedirectionFromChosenSource: (
        "'{}': one shield shared by a player and permanents (CR 615.7)"
    ),
    # CR 615.5: the rest of a prevention effect, done only when the prevented damage's source
    # is of a kind; the runtime's additional effects of a prevention read no source
    rule_names.DamageFromPreventedSentence: (
        "'{}': an effect done only if the prevented damage's source is of a kind"
    ),
    # CR 615.12, 614.9: the runtime has no damage that a redirection can't apply to
    rule_names.UnpreventableUnredirectableDamageTo: (
        "'{}': damage that can't be dealt instead to another (CR 614.9)"
    ),
    # "X is the number of cards in an opponent's hand." (CR 107.3c): the X of the cost is
    # that number, not chosen; the runtime lets the player choose X
    rule_names.XDefined: "'{}': X of a cost defined by the text (CR 107.3c), not chosen",
    # "X can't be 0." (CR 107.3): the runtime's choice of X has no lower bound
    rule_names.XCantBeZero: "'{}': a restriction on the value chosen for X",
}


class EffectCompiler:
    """Lowers the effect text of one ability to IR; shares its :class:`AbilityContext`.

    :meth:`effect_ir` is the entry point for an ability's whole effect (``StatementBody``):
    the effect tree and the targets its text names, in order."""

    def __init__(self, ctx: AbilityContext, abilities: Any):
        self.ctx = ctx
        ctx.that_many = self._that_much  # "that many cards from the top of your library"
        self.abilities = abilities  # the AbilityCompiler, for quoted abilities and tokens
        self._last_subject = Subject()  # of the clause lowered last, for the clauses after it
        #: whether that subject is players "each" names ("Two target players each ..."), so
        #: a clause after it in the base form is theirs too
        self._each_players_said = False
        # The keys of the players chosen by "Choose an opponent." (never you, CR 102.3).
        self._opponent_choices: set[str] = set()
        # In a static "As long as ~ ..., it ...": "it" is the source.
        self._it_is_source = False
        # In a static "As long as ~ is paired with another creature, each of those creatures
        # ...": those creatures are the source and its pair (CR 702.95b).
        self._paired = False
        # In a static "As long as enchanted creature is a Human, it ...": "it" is that
        # creature, the one the source is attached to (its filter).
        self._it_is_host: ir.ObjectFilter | None = None
        # The cards one player revealed from the top of their own library, by mention key:
        # that player ("If it's a land card, that player puts it into their hand").
        self._revealed_by: dict[str, ir.Players] = {}
        # The card that stopped an "exile cards from the top ... until" (its key), to the key
        # of every card it exiled: "cast that card" then names one of those.
        self._exiled_until: dict[str, str] = {}
        # How many cards "Look at the top N cards of your library" looked at, by its key: "one
        # of them ... and the other" names two.
        self._looked_count: dict[str, int] = {}
        # The number of a "for each" clause, until the predicate's amount takes it.
        self._per: _PerEach | None = None
        # The subject of the predicate being lowered (for "that many" of what it did before).
        self._acting: Subject | None = None
        # the rule of the predicate ``_acting`` does (for "they controlled" in its amount)
        self._acting_rule: str | None = None
        # The additional costs a spell's paragraph states (None: not a spell's text).
        self.additional_costs: list[ir.Cost] | None = None
        self.cost_reductions: list[ir.SelfCostReduction] | None = None
        #: "This spell costs {2}{U} more to cast for each target beyond the first" (strive)
        self.cost_increases: list[ir.CostPerExtraTarget] | None = None
        # Whether the sentence being lowered is followed by "It's still a land." (CR 205.1b),
        # and the "becomes" effects lowered under it, which keep the object's old types.
        self._still_follows = False
        # The plural "become" effects ("All lands become 2/2 creatures"), by id: "They're still
        # lands." follows those, "It's still a land." the others.
        self._plural_becomes: set[int] = set()
        self._kept_types: list[object] = []
        # Whether the clauses being lowered are followed by "where X is ..." (CR 107.3c).
        self._x_defined = False
        self._targets_before_where = 0  # the targets before the sentence of "where X is"
        # The one instruction an "instead" sentence replaces, while its replacement is lowered
        # ("it deals 4 damage instead": the damage of that instruction), and the records the
        # replacement makes as that instruction did (only one of the two is done)
        self._instead_of: list[ir.Effect] | None = None
        self._derived_keys: set[str] = set()
        # The sentence before the one being lowered, and the damage instruction of it that
        # "the damage dealt this way" made record its total (itself, and with the record)
        self._damage_before: list[ir.Effect] = []
        self._damage_patch: tuple[ir.Action, ir.Action] | None = None
        # The key "the damage prevented this way" reads, while the sentence that is part of
        # a prevention effect is lowered (CR 615.5)
        self._prevented_key: str | None = None
        # Whether "that much" is the damage prevented ("If damage is prevented this way, ~
        # deals that much damage to any target", CR 615.5)
        self._that_much_prevented = False

    def effect_ir(self, node: nodes.Node) -> tuple[ir.Effect, tuple[ir.TargetSpec, ...]]:
        """A ``StatementBody`` as IR: its effect, and the targets added to the ability's
        context while lowering it (CR 115.1; the indices of ``TargetObjects`` count from the
        context's first target)."""
        first = len(self.ctx.targets)
        ctx = self.ctx
        groups, was_open = ctx.groups, ctx.groups_open
        ctx.groups, ctx.groups_open = [], True  # "those creatures" of this effect only
        destructions, counted = ctx.destructions, ctx.destroyed_counted
        ctx.destructions, ctx.destroyed_counted = [], {}  # "destroyed this way" likewise
        moves, moved_counted = ctx.moves, ctx.moved_counted
        ctx.moves, ctx.moved_counted = [], {}  # "exiled this way" likewise
        try:
            effect = remember_results(self.body(node), ctx)
        finally:
            ctx.groups, ctx.groups_open = groups, was_open
            ctx.destructions, ctx.destroyed_counted = destructions, counted
            ctx.moves, ctx.moved_counted = moves, moved_counted
        return effect, tuple(self.ctx.targets[first:])

    # ---- sentences and clauses ------------------------------------------------------------

    def body(self, node: nodes.Node) -> ir.Effect:
        """``StatementBody``: sentences (and reflexive triggers) in order."""
        steps: list[ir.Effect] = []
        previous: list[ir.Effect] = []
        last: object = None  # the item read last: the sentence before this one, next time
        # What was named before the item read last, and before this one: "Otherwise, ..."
        # names only what was named before the "if" it is the complement of.
        named_before_last: list[Mention] = []
        named_before: list[Mention] = list(self.ctx.mentions)
        items = take(node)
        for index, item in enumerate(items):
            if item is None or is_activation_restriction(item):
                continue  # "Activate only ...": costs.activation_ir takes it
            just_before, last = last, item
            named_before_last, named_before = named_before, list(self.ctx.mentions)
            following = next((i for i in items[index + 1 :] if i is not None), None)
            # "the damage dealt this way" in this sentence: of the one damage instruction of the
            # sentence before it (CR 608.2c), which then records what it dealt
            self._damage_before, self._damage_patch = previous, None
            # (a look ahead, not the lowering of that sentence: no node is consumed here)
            self._still_follows = isinstance(following, nodes.Sentence) and _still_is(following)
            leading, self.ctx.leading_if_intervenes = self.ctx.leading_if_intervenes, False
            if is_(item, nodes.IfYouDo) and steps and isinstance(steps[-1], ir.DelayedInstruction):
                # "Sacrifice it at the beginning of the next end step. If you do, you gain life
                # equal to its toughness.": whether the delayed instruction was done, as it is
                # (the rest of the delayed triggered ability's effect, CR 603.7a, 608.2c)
                later = steps[-1]
                sequence = _sequence([later.effect, self.if_you_do(item)], item)
                steps[-1] = dataclasses.replace(later, effect=sequence)
                previous = []
                continue
            delayed = _last_delayed(steps[-1]) if steps else None
            if delayed is not None:
                # "... at the beginning of your next upkeep. If you do, discard ...", "It gains
                # haste.": of the instruction done later, or of now? (CR 603.7a, 608.2c)
                if is_(item, (nodes.IfYouDo, nodes.IfYouDont, nodes.OtherwiseSentence)):
                    raise Unsupported.quoting(item, "'{}' after a delayed instruction")
                later_turn = delayed.when in ("your_next_upkeep", "your_next_end_step")
                if later_turn and next(iter(descendants(item, nodes.It)), None) is not None:
                    raise Unsupported.quoting(item, "'{}' after a delayed instruction")
            if is_(item, (nodes.ConditionalSentence, nodes.ThenConditional)):
                parts = take(item)
                if is_(item, nodes.ThenConditional):
                    # "You gain 2 life. Then if you have more life than an opponent, draw a
                    # card.": checked after the instructions before it (CR 608.2c), never an
                    # intervening "if"
                    consume(parts[0])
                    parts, leading = parts[1:], False
                test_node, clauses = parts
                test = self._condition(test_node, intervening=leading)
                if _counts_moved_cards(test) and not self.ctx.mentions:
                    # "Discard a card at random. If a creature card is discarded this way, return
                    # it ...": "it" is the card the instruction moved (CR 608.2c), which nothing
                    # before it names; never this object
                    said_it = next(iter(descendants(clauses, nodes.It)), None)
                    if said_it is not None:
                        raise Unsupported(said_it, "'it': a card moved this way, named by nothing")
                targets_before = len(self.ctx.targets)
                # "If this spell was kicked, it deals 2 damage to another target creature":
                # "it" is this spell, the subject of the condition (Jilt's, Orim's Thunder's)
                this_spell = isinstance(test, ir.WasKicked) and self.ctx.of_spell
                # "If Answered Prayers isn't a creature, it becomes a 3/3 Angel creature ...":
                # "it" is the source, the subject of the condition (CR 201.5)
                of_source = _about_the_source(test)
                it_is_source = (this_spell or of_source) and not leading
                self._it_is_source, was_source = it_is_source, self._it_is_source
                try:
                    previous = self.clauses(clauses)
                    named = bool(self.ctx.mentions) or self.ctx.event_subject not in (None, "self")
                    said_it = list(descendants(clauses, nodes.It))
                    if of_source and self._it_is_source and said_it and named:
                        # "it" not the clause's subject: which object is no reading to choose
                        raise Unsupported(clauses, "'it' after a condition on this object")
                finally:
                    self._it_is_source = was_source
                kicked = isinstance(test, ir.WasKicked) and not leading
                if kicked and len(self.ctx.targets) > targets_before:
                    # "If this spell was kicked, it deals 2 damage to another target creature":
                    # that target is chosen only when the kicker cost is paid (CR 601.2c) -- of
                    # a spell, whose kicker cost is paid as it is cast. (A trigger's leading "if"
                    # is an intervening "if": no target is chosen unless it holds, CR 603.4.)
                    if not self.ctx.of_spell:
                        raise Unsupported(item, "a target chosen only if the spell was kicked")
                    for i in range(targets_before, len(self.ctx.targets)):
                        spec = self.ctx.targets[i]
                        self.ctx.targets[i] = dataclasses.replace(spec, only_if_kicked=True)
                if leading and _object_named_by_trigger(test):
                    # "Whenever enchanted creature attacks, if its power is 2 or less, ...": the
                    # runtime checks an intervening "if" about the source or the permanent it
                    # is attached to only (CR 603.4)
                    raise Unsupported(test_node, "an intervening 'if' about the event's object")
                if leading:  # "Whenever ..., if [condition], [effect]" (CR 603.4)
                    self.ctx.intervening_if = test
                    steps += previous
                else:  # checked as the instruction is reached (CR 608.2c)
                    effect = _sequence(previous, item)
                    steps.append(ir.IfCondition(test, effect, span=item.span))
                    previous = []
            elif is_(item, nodes.Sentence) and _cant_be_regenerated(item):
                # "Destroy target creature. It can't be regenerated.": said of the destruction
                # the sentence before it names (CR 701.19c)
                said_of = previous if isinstance(just_before, SAID_BEFORE) else []
                changed = self.no_regeneration(item, said_of)
                steps[len(steps) - len(previous) :] = changed
                previous = changed
            elif is_(item, nodes.Sentence) and _token_has(item) and _created(previous):
                # "Create a 0/1 colorless Eldrazi Spawn creature token. It has 'Sacrifice this
                # creature: Add {C}.'": the abilities the tokens are created with (CR 111.4)
                changed = self.token_has(item, previous)
                steps[len(steps) - len(previous) :] = changed
                previous = changed
            elif is_(item, nodes.Sentence) and _spend_only(item) is not None:
                # "Add one mana of any color. Spend this mana only to cast a creature spell.":
                # a restriction on the mana the sentence before it adds (CR 106.6)
                said_of = previous if is_(just_before, nodes.Sentence) else []
                changed = self.spend_only(item, said_of)
                steps[len(steps) - len(previous) :] = changed
                previous = changed
            elif is_(item, nodes.Sentence) and _still_is(item):
                self.still_is(item, previous)
            elif is_(item, nodes.Sentence) and _cant_be_prevented(item):
                # "... deals 4 damage to target creature. The damage can't be prevented.": said
                # of the damage the sentence before it deals (CR 615.12)
                said_of = previous if isinstance(just_before, SAID_BEFORE) else []
                changed = self.unpreventable(item, said_of)
                steps[len(steps) - len(previous) :] = changed
                previous = changed
            elif is_(
                item,
                (
                    nodes.ExcessDamageDealtInsteadSentence,
                    nodes.ExcessDamageDealtToPlayerInsteadSentence,
                ),
            ):
                # "Excess damage is dealt to that creature's controller instead." (CR 120.4a)
                raise Unsupported(
                    item,
                    "excess damage dealt to another instead (CR 120.4a): the runtime doesn't "
                    "divide the damage at lethal damage",
                )
            elif is_(item, (nodes.ForEachDamagePreventedSentence, nodes.DamagePreventedSentence)):
                # "For each 1 damage prevented this way, ...", "If damage is prevented this
                # way, ... that much damage ...": the rest of the prevention effect (CR 615.5)
                previous = self.prevented_this_way(item, previous, steps)
            elif is_(item, nodes.Sentence) and _prevented_this_way(item):
                # "Prevent the next 3 damage ... You gain life equal to the damage prevented
                # this way.": the rest of the prevention effect (CR 615.5)
                previous = self.prevented_this_way(item, previous, steps)
            elif is_(item, nodes.Sentence):
                previous = self.sentence(item)
                steps += previous
            elif is_(item, nodes.JoinForcesSentence):
                previous = [self.join_forces(item)]
                steps += previous
            elif is_(item, nodes.VoteSentence):
                previous = [self.vote(item)]
                steps += previous
            elif rule_name(item) in _REFUSED_SENTENCES:
                # a sentence the runtime can't do any of: C001 at the whole sentence
                raise Unsupported.quoting(item, _REFUSED_SENTENCES[rule_name(item)])
            elif is_(item, (nodes.ForEachObjectSentence, nodes.ForEachVoteSentence)):
                previous = self.for_each_object_sentence(item)
                steps += previous
            elif is_(item, nodes.SentenceWhere):
                previous = self.sentence_where(item)
                steps += previous
            elif is_(item, nodes.SentenceWhereMid):
                previous = self.sentence_where_mid(item)
                steps += previous
            elif is_(item, nodes.TimedSentence):
                previous = self.clauses(take(item)[0], until=ir.Duration.END_OF_TURN)
                steps += previous
            elif is_(item, nodes.UntilEndOfYourNextTurnSentence) and _plays_that_card_only(item):
                # "Until the end of your next turn, you may play those cards." (CR 611.2a)
                (clauses_node,) = take(item)
                (clause,) = take(clauses_node)  # type: ignore[arg-type]
                previous = [self._play_that_card(clause, _THROUGH_NEXT_TURN)]  # type: ignore[arg-type]
                steps += previous
            elif is_(item, nodes.ReflexiveTrigger):
                steps.append(self.reflexive(item))
            elif is_(item, nodes.ReflexiveModal):
                # its modes are the bulleted lines after the line (CR 603.12, 700.2)
                raise Unsupported(item, "'When you do, choose one —' (a reflexive trigger's modes)")
            elif is_(item, nodes.TriggersOnlyOnceEachTurn) and self.ctx.triggers_once_each_turn:
                # the triggered ability's limit on itself (lower.triggered reads it)
                consume_all(item)
            elif is_(item, nodes.PlayersNextStepSentence):
                # "At the beginning of your next upkeep, return that card to the battlefield."
                # (a delayed triggered ability the effect creates, CR 603.7a)
                when = delayed_when(item)
                assert when is not None
                later = self.clauses(take(item)[-1])  # type: ignore[arg-type]
                text = self.abilities.written(item).rstrip(".")
                sequence = _sequence(later, item)
                steps.append(ir.DelayedInstruction(sequence, when=when, text=text, span=item.span))
                previous = []
            elif is_(item, nodes.ThatTurnsStepSentence):
                # "Take an extra turn after this one. At the beginning of that turn's end step,
                # you lose the game." (a delayed triggered ability of the extra turn created
                # just before, CR 500.7, 603.7a)
                when = self._that_extra_turns_step(item, steps)
                later = self.clauses(take(item)[-1])  # type: ignore[arg-type]
                text = self.abilities.written(item).rstrip(".")
                steps.append(
                    ir.DelayedInstruction(
                        _sequence(later, item), when=when, text=text, span=item.span
                    )
                )
                previous = []
            elif is_(item, nodes.ForAsLongAsSentence):
                # "For as long as Immovable Rod remains tapped, another target permanent loses
                # all abilities and can't attack or block.": the duration opens the sentence
                # and times each of its instructions (CR 611.2b)
                said, clauses_node = take(item)
                lasting = self._while_said(said)  # type: ignore[arg-type]
                if lasting is None:
                    raise Unsupported.quoting(said, "'for as long as {}' as a duration")  # type: ignore[arg-type]
                previous = self.clauses(clauses_node, until=lasting)  # type: ignore[arg-type]
                steps += previous
            elif is_(item, (nodes.NextEndStepIfSentence, nodes.PlayersNextStepIfSentence)):
                # "At the beginning of the next end step, if you haven't cast the card, ...": a
                # delayed triggered ability whose intervening "if" (CR 603.4) would be checked
                # as the step begins and again as it resolves -- not written yet
                test = [i for i in take(item) if isinstance(i, nodes.Node)][-2]
                raise Unsupported.quoting(
                    test,  # type: ignore[arg-type]
                    "'if {}': an intervening 'if' of a delayed triggered ability (CR 603.4)",
                )
            elif is_(item, nodes.NextEndStepSentence):
                # "At the beginning of the next end step, sacrifice it.": a delayed triggered
                # ability the effect creates (CR 603.7a), doing the instructions then.
                later = self.clauses(take(item)[0])
                text = self.abilities.written(item).rstrip(".")
                steps.append(
                    ir.DelayedInstruction(
                        _sequence(later, item), when="next_end_step", text=text, span=item.span
                    )
                )
                previous = []
            elif is_(item, nodes.DamageRedirection):
                previous = [self.damage_redirection(item)]
                steps += previous
            elif is_(item, nodes.PreventNextFromChosenSource):
                previous = [self.prevent_next_from_chosen_source(item)]
                steps += previous
            elif is_(
                item,
                (nodes.RedirectNextFromChosenSource, nodes.RedirectNextFromChosenSourceDeals),
            ):
                previous = [self.redirect_next_from_chosen_source(item)]
                steps += previous
            elif is_(item, nodes.UnpreventableDamageIf):
                previous = [self.unpreventable_if(item, leading)]
                steps += previous
            elif is_(item, nodes.MustBlockSentence):
                previous = [self.must_block(item)]
                steps += previous
            elif is_(item, nodes.OtherwiseSentence):
                said = (just_before, previous, named_before_last)
                steps[-1:] = self.otherwise(item, steps, said)
                previous = []
            # (the instruction before an "If you do, ..." sentence is no longer the last one:
            # an "instead" after it replaces the instruction done if you do, or is reported)
            elif is_(item, nodes.IfYouDo):
                previous = [self.if_you_do(item)]
                steps += previous
            elif is_(item, nodes.IfYouDont):
                steps.append(self.if_you_dont(item, steps))
                previous = []
            elif is_(item, nodes.IfAPlayerDoes):
                steps.append(self.if_a_player_does(item))
                previous = []
            elif is_(item, nodes.IfThatPlayerDoes):
                steps.append(self.if_that_player_does(item))
                previous = []
            elif is_(item, nodes.IfThatPlayerCant):
                steps.append(self.if_that_player_cant(item))
                previous = []
            elif is_(item, nodes.IfNoOneDoes):
                steps.append(self.if_no_one_does(item))
                previous = []
            elif is_(item, nodes.ForEachWhoDoesSentence):
                previous = self.for_each_object_sentence(item)
                steps += previous
            elif (
                is_(item, (nodes.AdditionalCost, nodes.AdditionalCostEither))
                and self.additional_costs is not None
            ):
                if self.additional_costs:
                    raise Unsupported(item, "a second additional cost")
                self.additional_costs.append(self.additional_cost(item))
                previous = []
            elif is_(item, nodes.InsteadWould) and previous:
                dealt_by = self._last_damage(previous)
                exiled = self.exiled_if_it_would_die(item, dealt_by)
                if dealt_by is not None:  # the damage now records what it was dealt to
                    at = len(steps) - len(previous) + previous.index(dealt_by[0])
                    steps[at] = dealt_by[1]
                previous = [exiled]
                steps += previous
            elif is_(item, nodes.CounteredThisWaySentence) and previous:
                changed = self.countered_this_way(item, previous)
                steps[len(steps) - len(previous) :] = changed
                previous = changed
            elif is_(item, (nodes.InsteadIf, nodes.InsteadIfFirst, nodes.InsteadIfLast)):
                if len(previous) == 1 and isinstance(previous[0], ir.IfDone):
                    # "If you do, put a +1/+1 counter on it. If it's a Unicorn, put two +1/+1
                    # counters on it instead.": of the one instruction done if you do (CR
                    # 608.2c), still only if you did
                    done = previous[0]
                    inner = [done.effect] if not isinstance(done.effect, ir.Sequence) else []
                    changed = [dataclasses.replace(done, effect=self.instead_if(item, inner)[0])]
                else:
                    changed = self.instead_if(item, previous)
                steps[len(steps) - len(previous) :] = changed
                previous = []
            elif is_(item, (nodes.NextDrawInstead, nodes.NextDrawInsteadFirst)):
                # "The next time you would draw a card this turn, you gain 5 life instead."
                previous = [self.next_draw_replaced(item)]
                steps += previous
            elif is_(item, nodes.InsteadSentence) and previous:
                del steps[len(steps) - len(previous) :]
                steps.append(self.instead(item, previous))
                previous = []
            elif is_(item, (nodes.UnpreventableDamage, nodes.UnpreventableDamageBy)):
                previous = [self.unpreventable_this_turn(item)]
                steps += previous
            elif is_(item, nodes.NextTimeReplacement):
                raise self.next_time_refused(item)
            elif is_(item, nodes.RepeatProcess):
                # "Repeat this process until no one puts a card onto the battlefield." (CR
                # 608.2c: the instructions before it, again, until the condition is met)
                raise Unsupported.quoting(
                    item, "'{}': repeating the instructions before it until a condition holds"
                )
            else:
                raise Unsupported.quoting(item, "'{}' in an effect")
            if self._damage_patch is not None:
                usual, recording = self._damage_patch
                at = next((i for i, step in enumerate(steps) if step is usual), None)
                if at is None:
                    raise Unsupported(item, "'the damage dealt this way' of no one instruction")
                steps[at] = recording
                self._damage_patch = None
        return _sequence(steps, node)

    def no_regeneration(self, node: nodes.Node, previous: list[ir.Effect]) -> list[ir.Effect]:
        """ "It can't be regenerated." / "They can't be regenerated." after "Destroy ...": no
        regeneration shield replaces that destruction (CR 701.19c); the pronoun names what the
        one destruction of the sentence before it destroys. Anywhere else it is C001."""
        found: list[ir.Action] = []
        changed = [
            _with_verb(step, ir.Verb.DESTROY, ir.Verb.DESTROY_NO_REGENERATION, found)
            for step in previous
        ]
        if len(found) != 1:
            raise Unsupported(
                node, "'can't be regenerated' not right after one destruction (CR 701.19c)"
            )
        for part in _sentence_parts(node):
            consume(part)
        return changed

    def spend_only(self, node: nodes.Node, previous: list[ir.Effect]) -> list[ir.Effect]:
        """ "Spend this mana only to cast [spells]" / "... or activate abilities of [objects]"
        right after one instruction that adds mana: that mana can be spent only so (CR 106.6);
        anywhere else it is C001."""
        predicate = _spend_only(node)
        assert predicate is not None
        adds = [i for i, step in enumerate(previous) if isinstance(step, ir.AddMana)]
        if len(adds) != 1 or ir.adds_mana(previous[: adds[0]] + previous[adds[0] + 1 :]):
            raise Unsupported.quoting(node, "'{}' not right after one instruction adding mana")
        if isinstance(predicate, nodes.SpendOnlyActivateAny):
            # abilities of any object, in any zone (CR 602.1): no description the runtime's
            # filters read (they look at one zone)
            raise Unsupported.quoting(node, "'{}': abilities of objects in every zone")
        spells_node, *rest = take(predicate)
        assert isinstance(spells_node, nodes.Node)
        spells: ir.ObjectFilter | None = None
        sources = None
        if isinstance(predicate, nodes.SpendOnlyActivate):
            # "Spend this mana only to activate abilities of artifacts.": no spell (CR 106.6)
            rest = [spells_node]
        else:
            spells = self._spend_filter(spells_node)
        if rest:
            (sources_node,) = rest
            assert isinstance(sources_node, nodes.Node)
            sources = filter_ir(sources_node, self.ctx)
        for part in _sentence_parts(node):
            consume(part)
        index = adds[0]
        added = dataclasses.replace(previous[index], cast_only=spells, activate_only=sources)
        return [*previous[:index], added, *previous[index + 1 :]]

    def _spend_filter(self, node: nodes.Node) -> ir.ObjectFilter:
        """The spells of "to cast a creature spell" / "to cast artifact spells": one
        description of spells (CR 106.6); a list of several, or anything other than spells,
        is C001."""
        found = objects(node, self.ctx).ref
        if not isinstance(found, ir.AllObjects | ir.ChosenObjects):
            raise Unsupported.quoting(node, "'{}' as the spells mana may be spent on")
        spells = found.filter
        if spells.zone is not ir.ZoneName.STACK or spells.alternatives:
            raise Unsupported.quoting(node, "'{}' as the spells mana may be spent on")
        return spells

    def unpreventable(self, node: nodes.Node, previous: list[ir.Effect]) -> list[ir.Effect]:
        """ "The damage can't be prevented." after one instruction that deals damage: that
        damage can't be prevented (CR 615.12). Anywhere else it is C001."""
        found: list[ir.Action] = []
        changed = [
            _with_verb(step, ir.Verb.DEAL_DAMAGE, ir.Verb.DEAL_DAMAGE_UNPREVENTABLE, found)
            for step in previous
        ]
        if len(found) != 1:
            raise Unsupported.quoting(node, "'{}' not right after one instruction dealing damage")
        for part in take(node):
            consume(part)
            if is_(part, nodes.Clauses):
                for clause in take(part):  # type: ignore[arg-type]
                    consume(clause)
        return changed

    def still_is(self, node: nodes.Node, previous: list[ir.Effect]) -> None:
        """ "It's still a land." right after the one sentence that makes "it" become a
        creature: the object keeps all its prior card types, supertypes and subtypes
        (CR 205.1b), which that "becomes" effect was lowered to do (``_still_follows``).
        Anywhere else it is C001."""
        kept, self._kept_types = self._kept_types, []
        # "you may have target land you control become a 3/3 Elemental creature ... It's
        # still a land.": the "becomes" under its "you may" (CR 608.2d)
        steps = [step.effect if isinstance(step, ir.MayDo) else step for step in previous]
        becomes = [step for step in steps if isinstance(step, ir.Become)]
        if len(kept) != 1 or becomes != kept:
            raise Unsupported.quoting(node, "'{}' not right after one 'becomes'")
        plural = id(kept[0]) in self._plural_becomes
        if list(descendants(node, nodes.StillAre)):
            # "They're still lands." after "All lands become 2/2 creatures": the plural
            # agrees with the objects that became creatures (CR 205.1b)
            if not plural:
                raise Unsupported.quoting(node, "'{}' after 'becomes' of one object")
            for part in _sentence_parts(node):
                consume_all(part)
            return
        if plural:
            raise Unsupported.quoting(node, "'{}' after 'become' of several objects")
        counted = take(take(_sentence_parts(node)[2])[0])
        kind = take(counted[1])[0] if is_(counted[1], nodes.Filter) else None
        if not (is_(counted[0], nodes.Count) and is_(kind, nodes.Types)):
            raise Unsupported.quoting(node, "'{}' of more than a card type")
        for part in _sentence_parts(node):
            consume_all(part)

    def _lured(self, node: nodes.Node) -> nodes.Node:
        """What "All creatures able to block [it] do so" is about (a requirement on blockers,
        CR 509.1c); only "all creatures", with no other quality, is lowered."""
        blockers, what, _duration = take(node)
        if lexeme_texts(blockers) != ["creatures"]:
            raise Unsupported(blockers, "a blocking requirement on only some creatures")
        consume_all(blockers)
        assert isinstance(what, nodes.Node)
        return what

    def must_block(self, node: nodes.Node) -> ir.Effect:
        """ "All creatures able to block it this turn do so." (CR 509.1c)."""
        what = objects(self._lured(node), self.ctx)
        duration = take(node)[2]
        if not is_(duration, (nodes.ThisTurn, nodes.UntilEndOfTurn)):
            raise Unsupported(node, "a blocking requirement with no duration")
        return ir.Restrict(
            what.ref, "must_be_blocked_by_all", ir.Duration.END_OF_TURN, span=node.span
        )

    def additional_cost(self, node: nodes.Node) -> ir.Cost:
        """ "As an additional cost to cast this spell, sacrifice a creature / discard a card."
        (CR 601.2b, 601.2f-h): paid with the mana cost as the spell is cast; a player who
        can't pay it can't cast the spell. "..., reveal a Pirate card from your hand or pay
        {2}." (``AdditionalCostEither``): a choice of two costs, one of which the caster
        chooses and pays as the spell is cast (CR 601.2b, 601.2f) -- ``one_of``."""
        if is_(node, nodes.AdditionalCostEither):
            first, _or, second = take(node)
            assert isinstance(first, nodes.Node) and isinstance(second, nodes.Node)
            consume(first)
            consume(second)
            choices = (
                self._cost_of([first], node, choice=True),
                self._cost_of([second], node, choice=True),
            )
            # neither cost is certain to be paid: "the sacrificed creature" names none
            self.ctx.sacrifices_one = False
            self.ctx.reveals_one_for_cost = False
            return ir.Cost(one_of=choices, span=node.span)
        items = take(take(node)[0])
        either = items[0] if len(items) == 1 else None
        if is_(either, nodes.SacrificeOrDiscard) and take(either)[:2] == (None, None):
            # "sacrifice a creature or discard a card": the effects' rule for the same words
            _subject, _may, sacrifice, discard = take(either)
            assert isinstance(sacrifice, nodes.Node) and isinstance(discard, nodes.Node)
            consume(sacrifice)
            consume(discard)
            self.ctx.sacrifices_one = False
            self.ctx.reveals_one_for_cost = False
            return ir.Cost(
                one_of=(
                    self._cost_of([sacrifice], node, choice=True),
                    self._cost_of([discard], node, choice=True),
                ),
                span=node.span,
            )
        predicates: list[nodes.Node] = []
        for item in items:
            if is_(item, CLAUSE_SEPARATORS):
                continue
            if not is_(item, nodes.Clause) or any(part is not None for part in take(item)[::3]):
                raise Unsupported(item, "this additional cost")
            if take(item)[1] is not None:
                raise Unsupported(item, "an optional additional cost")
            for predicate in untimed_predicates(take(item)[2]):
                consume(predicate)
                predicates.append(predicate)
        cost = self._cost_of(predicates, node)
        # "the sacrificed creature" of the spell's later instructions (CR 601.2h)
        self.ctx.sacrifices_one = len(cost.sacrifices) == 1 and cost.sacrifices[0].count == 1
        # "the revealed card" of them: the one card the cost reveals (CR 601.2h, 701.20a)
        revealed = cost.reveal_from_hand
        self.ctx.reveals_one_for_cost = len(revealed) == 1 and revealed[0].count == 1
        return cost

    def _cost_of(
        self, predicates: list[nodes.Node], node: nodes.Node, *, choice: bool = False
    ) -> ir.Cost:
        """The cost the instructions ``predicates`` of an additional cost state together
        (CR 118.8); ``choice``: one side of "A or B", which may also be mana ("or pay {3}",
        CR 601.2f: added to the spell's total cost when chosen)."""
        sacrifices: list[ir.SacrificeCost] = []
        discard = 0
        mana: str | None = None
        parts: list[ir.Cost] = []
        for predicate in predicates:
            if is_(predicate, nodes.Sacrifice) and take(predicate)[2] is None:
                sacrifices.append(self._sacrifice_cost(take(predicate)[1]))
            elif is_(predicate, nodes.Discard):
                count_noun = take(predicate)[1]
                word, noun = take(count_noun)
                consume(count_noun)
                how_many = count_word(word)
                # "discard a card" / "discard two cards": the noun agrees with the count
                said = "card" if how_many.value == 1 else "cards"
                if how_many.is_x or noun.text.lower() != said:
                    raise Unsupported(predicate, "discarding this as an additional cost")
                discard += how_many.value
            elif choice and is_(predicate, nodes.PayMana) and mana is None:
                (symbols,) = take(predicate)
                assert isinstance(symbols, nodes.Node)
                text = "".join(words(symbols))
                if "X" in text.upper():  # CR 107.3: X here is announced by nothing
                    raise Unsupported.quoting(predicate, "the additional cost '{}'")
                mana = runtime_mana(text, predicate)
            else:
                parts.append(additional_cost_part(predicate, self.ctx))
        life_x = any(part.pay_life_x for part in parts)
        if life_x and choice:
            raise Unsupported(node, "a choice of costs with X life in it")
        return ir.Cost(
            pay_life_x=life_x,
            mana=mana,
            sacrifices=tuple(sacrifices),
            discard=discard,
            pay_life=sum(part.pay_life for part in parts),
            discard_random=sum(part.discard_random for part in parts),
            discard_cards=tuple(found for part in parts for found in part.discard_cards),
            return_to_hand=tuple(found for part in parts for found in part.return_to_hand),
            tap_untapped=tuple(found for part in parts for found in part.tap_untapped),
            exile_from_graveyard=tuple(
                found for part in parts for found in part.exile_from_graveyard
            ),
            exile_from_hand=tuple(found for part in parts for found in part.exile_from_hand),
            reveal_from_hand=tuple(found for part in parts for found in part.reveal_from_hand),
            span=predicates[0].span if choice else node.span,
        )

    def _sacrifice_cost(self, node: nodes.Node) -> ir.SacrificeCost:
        """ "sacrifice a creature" as a cost: permanents of yours (CR 701.21a)."""
        if not is_(node, nodes.Counted):
            raise Unsupported(node, "sacrificing this as an additional cost")
        how_many, filter_node = take(node)
        # "sacrifice another creature": one other than the source (CR 109.1)
        other = is_another(how_many)  # type: ignore[arg-type]
        n = (
            1
            if other
            else fixed_count(how_many, "a number of permanents to sacrifice that is not fixed")
        )  # type: ignore[arg-type]
        filt = (
            filter_ir(filter_node, self.ctx, other=True)
            if other
            else filter_ir(filter_node, self.ctx)
        )  # type: ignore[arg-type]
        if filt.zone is not ir.ZoneName.BATTLEFIELD:
            raise Unsupported(filter_node, "sacrificing something not on the battlefield")
        if filt.x_bounds:  # the runtime pays the cost before it reads X
            raise Unsupported(filter_node, "a bound of X on a cost")
        consume_all(node)
        described = self.abilities.written(node)  # "a land", as the card says it
        return ir.SacrificeCost(n, filt, described, span=node.span)

    def if_you_do(self, node: nodes.Node) -> ir.Effect:
        """ "If you do, draw two cards." — done only if the optional action before it was
        (CR 608.2c: the instructions are followed in order). After "Each player may ..." it
        says no one player: reported."""
        last = self.ctx.last_may
        if last is not None and last[0].who in SEVERAL_CHOOSERS:
            raise Unsupported(node, "'If you do' after an instruction several players may do")
        steps = self.clauses(take(node)[0])
        return ir.IfDone(_sequence(steps, node), span=node.span)

    def if_you_dont(self, node: nodes.Node, before: list[ir.Effect]) -> ir.Effect:
        """ "You may sacrifice a creature. If you do, put a +1/+1 counter on ~. If you don't,
        tap ~." (CR 608.2c): done only if the optional instruction of you right before it
        (or before its "If you do") was not done -- declined or not done in full. After
        anything else (an instruction that isn't optional, "Each player may ...", an "If you
        do" with its own "you may", which "you don't" could name as well) it is C001."""
        last = before[-1] if before else None
        if isinstance(last, ir.IfDone) and len(before) >= 2:
            if _has_may(last.effect):
                raise Unsupported(
                    node, "'If you don't' after an 'If you do' with its own 'you may'"
                )
            last = before[-2]
        if not isinstance(last, ir.MayDo) or last.chooser.who != "you" or last.chooser.of:
            raise Unsupported(node, "'If you don't' not right after an instruction you may do")
        steps = self.clauses(take(node)[0])  # type: ignore[arg-type]
        return ir.IfNotDone(_sequence(steps, node), span=node.span)

    def otherwise(
        self,
        node: nodes.Node,
        before: list[ir.Effect],
        said: tuple[object, list[ir.Effect], list[Mention]],
    ) -> list[ir.Effect]:
        """ "Reveal the top card of your library. If it's a land card, put it onto the
        battlefield. Otherwise, put that card into your hand.": the complement of the "if" of
        the sentence right before it, checked once, as that "if" is reached while the ability
        resolves (CR 608.2c): exactly one of the two is done. After "If you win, ..." it is
        losing the clash (CR 701.30d), after "If you do, ..." it is not having done the
        optional instruction of you before it (as "If you don't", CR 608.2c). Returns the
        steps that replace the last one.

        Its words name what was named before that "if" (the revealed card) and the targets
        (chosen as the spell or ability was put on the stack, CR 601.2c), never what only the
        instructions after the "if" did; a word after "Otherwise, ..." naming what only one
        of the two named is C001. Refused (C001): after an intervening "if" of a triggered
        ability (CR 603.4: the ability does nothing when it is false), after "[you may do X]
        if [condition]" (whether declining X is "otherwise" is the card's ruling, not a
        reading to choose), after an "if" said of part of a sentence, or anywhere else."""
        just_before, previous, named_before_if = said
        last = before[-1] if before else None
        (clauses,) = take(node)
        if is_(just_before, (nodes.ConditionalSentence, nodes.ThenConditional)):
            conditional = isinstance(last, ir.IfCondition) and last.otherwise is None
            if not conditional or last.span != just_before.span:  # type: ignore[union-attr]
                raise Unsupported(node, "'Otherwise' after an intervening 'if' (CR 603.4)")
        elif is_(just_before, nodes.Sentence):
            conditional = isinstance(last, ir.IfCondition) and last.otherwise is None
            if not conditional or previous != [last]:
                raise Unsupported(node, "'Otherwise' after an 'if' on part of a sentence")
            if _has_may(last.effect):  # type: ignore[union-attr]
                raise Unsupported(node, "'Otherwise' after '[you may ...] if [condition]'")
        elif is_(just_before, nodes.IfYouDo) and isinstance(last, ir.IfDone):
            may = before[-2] if len(before) >= 2 else None
            if _has_may(last.effect) or not isinstance(may, ir.MayDo):
                raise Unsupported(node, "'Otherwise' after 'If you do' of no one 'you may'")
            if may.chooser.who != "you" or may.chooser.of:
                raise Unsupported(node, "'Otherwise' after an instruction another player may do")
        else:
            raise Unsupported(node, "'Otherwise' not right after an 'if' of the same ability")
        named_after_if = self.ctx.mentions
        # a target is chosen as the spell or ability is put on the stack (CR 601.2c, 602.2b),
        # whichever branch is done: "that player" names it in both
        targets = [m for m in named_after_if[len(named_before_if) :] if m.target_index is not None]
        named = [*named_before_if, *targets]
        # "it" after "Otherwise," where the instructions after the "if" named something: that
        # thing is not there in this branch, and an earlier object is no reading to choose
        only_if = len(named_after_if) > len(named)
        self.ctx.mentions = [*named, *self._branch_named(node, only_if)]
        steps = self.clauses(clauses)  # type: ignore[arg-type]
        named_after = self.ctx.mentions
        self.ctx.mentions = list(named)
        # a word after this naming what one branch named names nothing in the other
        only_one = only_if or len(named_after) > len(named)
        self.ctx.mentions += self._branch_named(node, only_one)
        if isinstance(last, ir.IfDone):
            return [last, ir.IfNotDone(_sequence(steps, node), span=node.span)]
        assert isinstance(last, ir.IfCondition)
        effect = _sequence(steps, node)
        return [dataclasses.replace(last, otherwise=effect)]

    def _branch_named(self, node: nodes.Node, named: bool) -> list[Mention]:
        """A mention that refuses any word naming one object (:meth:`AbilityContext.last`)
        when one branch of "If ..., ... Otherwise, ..." named an object, else none."""
        return [Mention(self.ctx.new_key("m"), "object", several=node)] if named else []

    def next_draw_replaced(self, node: nodes.Node) -> ir.Effect:
        """ "{1}: The next time you would draw a card this turn, you gain 5 life instead."
        (CR 614.1a, 614.11): a replacement effect of the controller's next draw this turn,
        used once. Its instructions are done as the draw would be, long after the ability
        resolved: a target among them (chosen when?) and pronouns naming what the ability
        did are C001."""
        when, clauses = take(node)
        consume(when)
        targets_before = len(self.ctx.targets)
        replacement = self.clauses(clauses)
        if len(self.ctx.targets) > targets_before:
            raise Unsupported(node, "a target of the instructions done instead of a later draw")
        if _record_keys(replacement) - {key for step in replacement for key in _made_keys(step)}:
            raise Unsupported(node, "instructions done instead of a later draw naming others")
        return ir.NextDrawReplaced(_sequence(replacement, node), span=node.span)

    def if_a_player_does(self, node: nodes.Node) -> ir.Effect:
        """ "Any player may sacrifice a land. If a player does, put ~ on top of its owner's
        library." (CR 118.12a, 608.2c): done only if one of the players did the optional
        instruction before it. After anything but "any player may ...", reported."""
        said, clauses = take(node)
        last = self.ctx.last_may
        if last is None or last[0].who != "any_player":
            raise Unsupported(said, "'If a player does' after no 'any player may'")  # type: ignore[arg-type]
        consume(said)
        steps = self.clauses(clauses)  # type: ignore[arg-type]
        return ir.IfDone(_sequence(steps, node), span=node.span)

    def if_that_player_does(self, node: nodes.Node) -> ir.Effect:
        """ "Target opponent sacrifices a green or white creature. If that player does, they
        lose 2 life.", "That player may pay {4}. If the player does, untap that creature." (CR
        608.2c): done only if the one player the instruction just before it named did it, in
        full (as "If you do", :class:`~karlov.ir.IfDone`). After an instruction of you, of
        several players or of objects, "they" names no one player: C001."""
        said, clauses = take(node)
        last = self._last_subject
        players = last.players if last.objects is None else None
        if players is None or players.who not in _ONE_OTHER_PLAYER:
            written = self.abilities.written(said)  # type: ignore[arg-type]
            raise Unsupported(said, f"'{written}' of no one other player's instruction before it")  # type: ignore[arg-type]
        consume(said)
        steps = self.clauses(clauses)  # type: ignore[arg-type]
        return ir.IfDone(_sequence(steps, node), span=node.span)

    def if_that_player_cant(self, node: nodes.Node) -> ir.Effect:
        """ "At the beginning of each player's upkeep, that player sacrifices a creature. If the
        player can't, sacrifice ~.", "that player sacrifices a creature. If they can't, you
        create a 3/3 ... token" (CR 609.3, 608.2c): done only if the one instruction of the
        sentence right before it -- one player other than you sacrificing one permanent of
        their own they choose, or discarding one card -- could not be done for that player (no
        such permanent, an empty hand); that instruction is made to record it. After anything
        else (an instruction of you or of several players, "two cards": did a player with one
        card do it?) it is C001."""
        said, clauses = take(node)
        before = self._damage_before
        action = before[0] if len(before) == 1 else None
        if (
            not isinstance(action, ir.Action)
            or self._damage_patch is not None
            or not self._one_each(action, _ONE_OTHER_PLAYER)
        ):
            written = self.abilities.written(said)  # type: ignore[arg-type]
            raise Unsupported(
                said,  # type: ignore[arg-type]
                f"'{written}' after other than one other player sacrificing or discarding one",
            )
        key = action.unable or self.ctx.new_key("unable")
        if not action.unable:
            self._damage_patch = (action, dataclasses.replace(action, unable=key))
        consume(said)
        steps = self.clauses(clauses)  # type: ignore[arg-type]
        unable = ir.ResultOf(key, "unable", span=node.span)
        condition = ir.AmountCompared(unable, ir.Relation.AT_LEAST, ir.Fixed(1), span=node.span)
        return ir.IfCondition(condition, _sequence(steps, node), span=node.span)

    def if_no_one_does(self, node: nodes.Node) -> ir.Effect:
        """ "Any player may pay {1}. If no one does, ..." (CR 118.12a, 608.2c): done only if
        none of the players did the optional instruction before it (each in turn declined, or
        could not). After anything but "any player may ...", reported."""
        said, clauses = take(node)
        last = self.ctx.last_may
        if last is None or last[0].who != "any_player":
            raise Unsupported(said, "'If no one does' after no 'any player may'")  # type: ignore[arg-type]
        consume(said)
        steps = self.clauses(clauses)  # type: ignore[arg-type]
        return ir.IfNotDone(_sequence(steps, node), span=node.span)

    def _who_did(self, node: nodes.Node, each: str) -> tuple[str, str]:
        """The key and the words of the optional instruction "each player who ... this way"
        and "for each opponent who does" name (CR 608.2c): the last one of the ability, which
        ``each`` (``each_player`` or ``each_opponent``) players may do -- "each player who"
        also after "each opponent may" (the players who did are opponents). Anything else is
        reported."""
        last = self.ctx.last_may
        if last is None or not last[1]:
            raise Unsupported.quoting(node, "'{}' after no instruction several players may do")
        chooser, key, said = last
        if chooser.who not in _SEVERAL_PLAYERS or (each == "each_opponent" and chooser.who != each):
            raise Unsupported.quoting(node, "'{}' of other players than those who may")
        return key, said

    def _who_does_count(self, node: nodes.Node) -> ir.Quantity:
        """ "for each opponent who does" (tempting offer, CR 608.2c): how many of the players
        who may do the instruction before it did."""
        said = self.abilities.written(node).lower()
        each = "each_opponent" if "opponent" in said else "each_player"
        key, _said = self._who_did(node, each)
        consume(node)
        return ir.ResultOf(key, "players", span=node.span)

    def _players_who_did(self, node: nodes.Node) -> ir.Players:
        """ "Then each player who searched their library this way shuffles.": the players who
        did the optional instruction before it (CR 608.2c), which the words must restate
        ("searched their library" of "may search their library for a card ...")."""
        each_node, past = take(node)
        each = "each_opponent" if is_(each_node, nodes.EachOpponent) else "each_player"
        if not is_(each_node, (nodes.EachPlayer, nodes.EachOpponent)):
            raise Unsupported.quoting(each_node, "'{} who ... this way'")  # type: ignore[arg-type]
        key, said = self._who_did(node, each)
        done = self.abilities.written(past).split()  # type: ignore[arg-type]
        present = {"searched": "search", "discarded": "discard", "sacrificed": "sacrifice"}
        restated = " ".join([present[done[0].lower()], *done[1:]])
        if said.lower() != restated.lower() and not said.lower().startswith(restated.lower() + " "):
            raise Unsupported.quoting(past, "'{}' is not what the players may do before it")  # type: ignore[arg-type]
        consume_all(node)
        return ir.Players("mentioned", key=key, span=node.span)

    def _players_who_cant(self, node: nodes.Node) -> ir.Players:
        """ "Each player sacrifices a creature or planeswalker. Each player who can't discards a
        card.", "Each player discards a card. Each opponent who can't loses 3 life.": of the
        players named, those for whom the one instruction of the sentence right before it --
        each of several players sacrificing one permanent or discarding one card -- could not
        be done (no such permanent, an empty hand: CR 609.3, 608.2c); that instruction is made
        to record them. After anything else (a choice, several instructions, "two cards": did a
        player with one card do it?) it is C001."""
        (each_node,) = take(node)
        if not is_(each_node, (nodes.EachPlayer, nodes.EachOpponent)):
            raise Unsupported.quoting(each_node, "'{} who can't'")  # type: ignore[arg-type]
        among = players(each_node, self.ctx)  # type: ignore[arg-type]
        before = self._damage_before
        action = before[0] if len(before) == 1 else None
        if (
            not isinstance(action, ir.Action)
            or self._damage_patch is not None
            or not self._one_each(action)
        ):
            raise Unsupported.quoting(
                node, "'{}' after other than several players each sacrificing or discarding one"
            )
        key = action.unable or self.ctx.new_key("unable")
        if not action.unable:
            self._damage_patch = (action, dataclasses.replace(action, unable=key))
        consume_all(node)
        return ir.Players("unable", key=key, also=among, span=node.span)

    @staticmethod
    def _one_each(
        action: ir.Action, several: tuple[str, ...] = ("each_player", "each_opponent")
    ) -> bool:
        """Whether ``action`` is several players (each player / each opponent; or the players
        ``several`` names) each sacrificing one permanent of their own they choose, or each
        discarding one card."""
        if action.verb is ir.Verb.SACRIFICE:
            chosen = action.objects
            return (
                isinstance(chosen, ir.ChosenObjects)
                and chosen.own
                and chosen.chooser.who in several
                and chosen.count == ir.Count(ir.Relation.EXACTLY, 1)
            )
        if action.verb is ir.Verb.DISCARD:
            return (
                action.objects is None
                and action.players is not None
                and action.players.who in several
                and action.amount in (None, ir.Fixed(1))
            )
        return False

    def instead(self, node: nodes.Node, usual: list[ir.Effect]) -> ir.Effect:
        """ "If it entered from your library or was cast from your library, draw two cards
        instead." — the sentence before it is replaced when the condition holds (CR 614.1a)."""
        what = objects(take(node)[0], self.ctx)
        entered: list[ir.ZoneName] = []
        cast: list[ir.ZoneName] = []
        for origin in take(take(node)[1]):
            if is_(origin, nodes.WasCastFromElsewhere):
                # "If this spell was cast from anywhere other than your hand": the zones it
                # was not cast from; read as "from your hand" it would mean the opposite
                raise Unsupported.quoting(origin, "'{}' (CR 601.2a)")
            where = ZONES[zone(take(origin)[0]).zone]
            (entered if is_(origin, nodes.EnteredFrom) else cast).append(where)
        outer, self._instead_of = self._instead_of, usual
        derived, self._derived_keys = self._derived_keys, set()
        try:
            replacement = self.clauses(take(node)[2])
        finally:
            self._instead_of, self._derived_keys = outer, derived
        return ir.Instead(
            _sequence(usual, node),
            _sequence(replacement, node),
            what.ref,
            entered_from=tuple(entered),
            cast_from=tuple(cast),
            span=node.span,
        )

    def _damage_dealt_key(self, node: nodes.Node) -> str:
        """The record of the one instruction of the sentence before ``node``'s that deals
        damage ("... deals 2 damage to each other player. You gain life equal to the damage
        dealt this way."); that instruction is made to record (:attr:`_damage_patch`). None
        such, or several, is reported."""
        dealing = [
            step
            for step in self._damage_before
            if isinstance(step, ir.Action)
            and step.verb in (ir.Verb.DEAL_DAMAGE, ir.Verb.DEAL_DAMAGE_UNPREVENTABLE)
        ]
        if len(dealing) != 1 or len(self._damage_before) != 1 or self._damage_patch is not None:
            raise Unsupported(node, "'the damage dealt this way' not right after one damage")
        if dealing[0].remember:
            return dealing[0].remember
        key = self.ctx.new_key("dealt_damage")
        self._damage_patch = (dealing[0], dataclasses.replace(dealing[0], remember=key))
        return key

    def prevented_this_way(
        self, node: nodes.Node, previous: list[ir.Effect], steps: list[ir.Effect]
    ) -> list[ir.Effect]:
        """ "Prevent the next 3 damage that would be dealt to any target this turn. You gain
        life equal to the damage prevented this way." (Candles' Glow): a sentence that reads
        the damage prevented by the one prevention effect of the sentence right before it is
        part of that prevention effect, done immediately after each time it prevents damage,
        with the damage it prevented then (CR 615.5) -- not as the spell resolves. So are
        "For each 1 damage prevented this way, put a +1/+1 counter on that creature." (Test
        of Faith) and "If damage is prevented this way, ~ deals that much damage to target
        player or planeswalker." (Vengeful Archon: "that much" is the damage just prevented).
        After anything else it is reported."""
        prevention = previous[0] if len(previous) == 1 else None
        if (
            not isinstance(prevention, ir.PreventDamage)
            or prevention.then is not None
            or isinstance(prevention.amount, ir.DividedAmount)
            or not steps
            or steps[-1] is not prevention
        ):
            raise Unsupported.quoting(node, "'{}' not right after one prevention effect")
        key = self.ctx.new_key("damage_prevented")
        self._prevented_key = key
        self._that_much_prevented = is_(node, nodes.DamagePreventedSentence)
        try:
            if is_(node, nodes.ForEachDamagePreventedSentence):
                later = self._for_each_damage_prevented(node, key)
            else:
                later = self.sentence(node)
        finally:
            self._prevented_key, self._that_much_prevented = None, False
        changed = dataclasses.replace(prevention, then=_sequence(later, node), prevented_key=key)
        steps[-1] = changed
        return [changed]

    def _for_each_damage_prevented(self, node: nodes.Node, key: str) -> list[ir.Effect]:
        """ "For each 1 damage prevented this way, put a +1/+1 counter on that creature.": the
        one instruction's amount, once for each 1 damage the prevention effect just prevented
        (CR 615.5); another number, several instructions, or one with no amount is
        reported."""
        number, clauses = take(node)
        if not isinstance(number, nodes.Lexeme) or number.text != "1":
            raise Unsupported.quoting(node, "'{}': for each damage of more than 1")
        consume(number)
        self._per = ir.ResultOf(key, "damage_prevented", span=number.span)
        try:
            later = self.clauses(clauses)  # type: ignore[arg-type]
            if self._per is not None:
                raise Unsupported.quoting(node, "'{}': 'for each' of no amount")
        finally:
            self._per = None
        if len(later) != 1:
            raise Unsupported.quoting(node, "'{}': 'for each' of several instructions")
        return later

    def _last_damage(self, previous: list[ir.Effect]) -> tuple[ir.Action, ir.Action] | None:
        """The one instruction of ``previous`` that deals damage, and the same instruction
        recording the creatures it dealt damage to (for "a creature dealt damage this way")."""
        dealing = [
            step
            for step in previous
            if isinstance(step, ir.Action)
            and step.verb in (ir.Verb.DEAL_DAMAGE, ir.Verb.DEAL_DAMAGE_UNPREVENTABLE)
        ]
        if len(dealing) != 1 or dealing[0].remember:
            return None
        key = self.ctx.new_key("dealt_damage")
        return dealing[0], dataclasses.replace(dealing[0], remember=key)

    def next_time_refused(self, node: nodes.Node) -> Unsupported:
        """ "The next time damage would be dealt to target creature this turn, destroy that
        creature instead.", "The next time ~ would deal damage to you this turn, prevent that
        damage." (CR 614.1a, 615.1a, 614.9: an effect that replaces or prevents the next such
        event this turn, then is gone): not played yet (C001). "Prevent that damage" after an
        event that is no damage means nothing (C002)."""
        _next_time, event, result = take(node)
        damage = (
            nodes.NextDamageDealtTo,
            nodes.NextKindOfDamageDealtTo,
            nodes.NextDealsDamage,
            nodes.NextDealsKindOfDamage,
        )
        if is_(result, (nodes.NextTimePrevent, nodes.NextTimeRedirect)) and not is_(event, damage):
            return Unsupported(
                result, "'that damage' after an event that deals no damage", meaningless=True
            )
        return Unsupported.quoting(
            node, "'{}': a replacement of the next such event this turn (CR 614.1a)"
        )

    def exiled_if_it_would_die(
        self, node: nodes.Node, dealt_by: tuple[ir.Action, ir.Action] | None = None
    ) -> ir.Effect:
        """ "Lava Coil deals 4 damage to target creature. If that creature would die this
        turn, exile it instead.": a replacement effect on the object the text named before
        (CR 614.1a), for the rest of the turn; dying is being put into a graveyard from the
        battlefield (CR 700.4). "If a creature dealt damage this way would die this turn"
        (Pillar of Flame) is each creature the one damage instruction before it dealt damage
        to (damage prevented was not dealt, CR 615.1), which ``dealt_by`` records."""
        _if, would, clauses = take(node)
        if not is_(would, nodes.WouldDieThisTurn):
            raise Unsupported.quoting(node, "'{}' in an effect")
        subject = take(would)[0]
        if is_(subject, nodes.That):
            dying = objects(subject, self.ctx).ref
        elif dealt_by is not None and _is_a_creature_dealt_damage_this_way(subject):
            consume_all(subject)
            dying = ir.Mentioned(dealt_by[1].remember or "", plural=True, span=subject.span)
        else:
            raise Unsupported.quoting(subject, "'{}' would die this turn")
        (clause,) = [c for c in take(clauses) if c is not None]
        who, may, predicates, duration = take(clause)
        actions = [p for p in take(predicates) if p is not None] if predicates else []
        exile = actions[0] if len(actions) == 1 else None
        if who is not None or may is not None or duration is not None or exile is None:
            raise Unsupported.quoting(clauses, "'{}' instead of dying")
        if not is_(exile, nodes.Exile) or not is_(take(exile)[0], nodes.It) or take(exile)[1]:
            raise Unsupported.quoting(clauses, "'{}' instead of dying")
        return ir.Restrict(dying, "exiled_if_it_would_die", ir.Duration.END_OF_TURN, span=node.span)

    def countered_this_way(self, node: nodes.Node, usual: list[ir.Effect]) -> list[ir.Effect]:
        """ "Counter target spell. If that spell is countered this way, exile it instead of
        putting it into its owner's graveyard." (CR 701.6a, 614.1a): the one instruction
        before it that counters a spell (also "... unless its controller pays {3}": paid, the
        spell is not countered this way) puts the countered card into exile, not its owner's
        graveyard; a copy still ceases to exist (CR 707.10a). "It" must be that spell, and
        the whole instruction exiling it or putting it into its owner's hand or on the top or
        bottom of its owner's library; any other instruction is reported."""
        _if, clauses, instead = take(node)
        graveyard = instead.text.lower()  # type: ignore[union-attr]
        if "owner's" not in graveyard and "that player's" not in graveyard:
            raise Unsupported.quoting(instead, "'{}' of a countered spell")  # type: ignore[arg-type]
        if len(usual) != 1:
            raise Unsupported.quoting(node, "'{}' not right after one instruction")
        (step,) = usual
        inner = step.effect if isinstance(step, ir.UnlessPays) else step
        if not (isinstance(inner, ir.Action) and inner.verb is ir.Verb.COUNTER):
            raise Unsupported.quoting(node, "'{}' after an instruction that counters no spell")
        (clause,) = [c for c in take(clauses) if c is not None]  # type: ignore[arg-type]
        who, may, predicates, duration = take(clause)  # type: ignore[arg-type]
        actions = [p for p in take(predicates) if p is not None] if predicates else []  # type: ignore[arg-type]
        where = _countered_into(actions[0]) if len(actions) == 1 else None
        if who is not None or may is not None or duration is not None or where is None:
            raise Unsupported.quoting(clauses, "'{}' instead of a countered spell's graveyard")
        consume_all(actions[0])  # type: ignore[arg-type]
        moved = dataclasses.replace(inner, zone=where[0], position=where[1])
        if isinstance(step, ir.UnlessPays):
            return [dataclasses.replace(step, effect=moved)]
        return [moved]

    def instead_if(self, node: nodes.Node, usual: list[ir.Effect]) -> list[ir.Effect]:
        """ "Target creature gets +2/+2 until end of turn. If this spell was kicked, that
        creature gets +5/+5 until end of turn instead.": the condition is checked as the
        instruction is reached (CR 608.2c) and one of the two instructions is done. It must
        follow exactly one instruction (after two, which of them it replaces is not said), and
        may name no new target: a target is chosen as the spell is cast, before anyone knows
        which instruction is done (CR 601.2c); nor may it, or its condition, name what the
        instructions it replaces did: they are not done, and the condition is checked before
        either ("Clash with an opponent, then return target creature to its owner's hand. If
        you win, ... instead": the clash is one of the replaced instructions)."""
        if len(usual) != 1:
            raise Unsupported.quoting(node, "'{}' not right after one instruction")
        if is_(node, nodes.InsteadIfLast):
            # "Galvanic Blast deals 4 damage instead if you control three or more artifacts."
            clauses, instead_if, test_node = take(node)
            consume(instead_if)
        else:
            test_node, clauses = take(node)
        test = self._condition(test_node)
        targets_before = len(self.ctx.targets)
        outer, self._instead_of = self._instead_of, usual
        derived, self._derived_keys = self._derived_keys, set()
        # "If this spell was kicked, it deals 4 damage instead", "If you cast this spell
        # during your main phase, it deals 5 damage instead": "it" is this spell, the
        # subject of the condition (CR 201.5)
        this_spell = self.ctx.of_spell and isinstance(
            test, (ir.WasKicked, ir.CastDuringYourMainPhase)
        )
        self._it_is_source, was_source = this_spell, self._it_is_source
        try:
            replacement = self.clauses(clauses)
            shared = self._derived_keys
        finally:
            self._instead_of, self._derived_keys = outer, derived
            self._it_is_source = was_source
        if len(self.ctx.targets) > targets_before:
            raise Unsupported(node, "a target chosen only for the instruction done instead")
        if (_record_keys(usual) - shared) & _record_keys([*replacement, test]):
            raise Unsupported(node, "instructions done instead that name what the others did")
        lasting = {step.duration for step in replacement if hasattr(step, "duration")}
        if getattr(usual[0], "duration", None) is not None and lasting - {usual[0].duration}:
            # "... gets -1/-1 until end of turn. That creature gets -4/-4 instead if ...":
            # whether the change done instead lasts as long is not said (CR 611.2a)
            raise Unsupported(node, "an instruction done instead without the duration it replaces")
        done = ir.IfCondition(
            test, _sequence(replacement, node), otherwise=usual[0], span=node.span
        )
        return [done]

    def sentence_where(self, node: nodes.Node) -> list[ir.Effect]:
        """ "Draw X cards, where X is the number of Shrines you control." — X is defined by the
        text, not chosen (CR 107.3c); it is counted as the effect resolves (CR 608.2h)."""
        _then, clauses, where = take(node)
        consume(_then)
        # X defined here is no X announced with the cost: "with mana value X or less" in these
        # clauses would read the wrong one, so it is reported (C001)
        announced, self.ctx.x_announced = self.ctx.x_announced, False
        try:
            return self._sentence_where(clauses, where)
        finally:
            self.ctx.x_announced = announced

    def where_clauses(self, node: nodes.Node) -> list[ir.Effect]:
        """ "If you do, create X 2/2 green Wolf creature tokens, where X is the sacrificed
        creature's toughness.": clauses and the "where X is" that defines their X (CR 107.3c),
        after a condition or "If you do" / "When you do" (CR 603.12, 608.2c)."""
        clauses, where = take(node)
        announced, self.ctx.x_announced = self.ctx.x_announced, False
        try:
            return self._sentence_where(clauses, where)
        finally:
            self.ctx.x_announced = announced

    def sentence_where_mid(self, node: nodes.Node) -> list[ir.Effect]:
        """ "Search your library for up to X basic land cards, where X is the number of lands
        you control, put them onto the battlefield tapped, then shuffle.": X is defined right
        after the clauses that use it (CR 107.3c); the clauses after the definition go on in
        order (CR 608.2c) and X means the same in them."""
        _then, clauses, where, _sep, rest = take(node)
        consume(_then, _sep)
        announced, self.ctx.x_announced = self.ctx.x_announced, False
        try:
            return self._sentence_where(clauses, where, rest)
        finally:
            self.ctx.x_announced = announced

    def _sentence_where(self, clauses: Any, where: Any, rest: Any = None) -> list[ir.Effect]:
        self._targets_before_where = len(self.ctx.targets)
        if (
            rule_name(take(where)[0]) in NAMED_VALUES
            or descendants(where, nodes.DestroyedThisWay)
            or descendants(where, nodes.DiedThisWay)
            or descendants(where, nodes.WereDestroyedThisWay)
            or descendants(where, nodes.ThatPlayer)
            or descendants(where, nodes.ThatPlayers)
        ):
            # "Target creature gets +X/+0 ..., where X is its power": "its" names an object
            # of the clauses before it, so they are lowered first; so does "the number of
            # creatures destroyed this way" (CR 608.2c), and "the number of white creatures
            # that player controls" the player a clause before it named.
            steps = self._x_defined_clauses(clauses)
            defined = self.where_quantity(take(where)[0])
        else:
            defined = self.where_quantity(take(where)[0])
            steps = self._x_defined_clauses(clauses)
        if rest is not None:
            # the clauses after "where X is ...": the same X (CR 107.3c)
            steps = [*steps, *self._x_defined_clauses(rest)]
        found: list[ir.XValue] = []
        steps = [_define_x(step, defined, found) for step in steps]
        targets = self.ctx.targets
        for index in range(self._targets_before_where, len(targets)):
            # "counter target spell with mana value X or less, where X is ...": the X of a
            # target's description too (CR 115.1, 107.3c)
            targets[index] = _define_x(targets[index], defined, found)
        if not found:
            raise Unsupported(where, "'where X is' with no X before it")
        _bounds_readable(where, (*steps, *targets[self._targets_before_where :]))
        return steps

    def _x_defined_clauses(self, clauses: Any) -> list[ir.Effect]:
        """The clauses before "where X is ...", which defines their X (CR 107.3c)."""
        defined, self._x_defined = self._x_defined, True
        in_ctx, self.ctx.x_defined = self.ctx.x_defined, True
        try:
            return self.clauses(clauses)
        finally:
            self._x_defined = defined
            self.ctx.x_defined = in_ctx

    def _condition(self, test: nodes.Node, intervening: bool = False) -> ir.Condition:
        """An "if" of this effect as IR. Unless it is a triggered ability's intervening "if"
        (checked as the ability triggers too, CR 603.4), it is checked only as the effect
        resolves (CR 608.2c), so a comparison of numbers in it reads each as the effect would
        (:meth:`_read_amount`, :class:`~karlov.ir.AmountCompared`)."""
        reader = None if intervening else self._read_amount
        outer, self.ctx.read_amount = self.ctx.read_amount, reader
        was, self.ctx.lowering_intervening_if = self.ctx.lowering_intervening_if, intervening
        try:
            return condition_ir(test, self.ctx)
        finally:
            self.ctx.read_amount = outer
            self.ctx.lowering_intervening_if = was

    def _read_amount(self, node: nodes.Node, x: bool = False) -> ir.Quantity:
        """A number a condition of this effect compares (CR 107.1): with ``x``, the X that
        ``node`` says -- the value announced as the spell was cast or the ability activated
        (CR 601.2b, 602.2b), or the one a "where X is ..." of the sentence defines (CR
        107.3c); else the quantity ``node`` states, as "where X is" would read it
        (:meth:`where_quantity`)."""
        if x:
            if not (self.ctx.x_announced or self._x_defined):
                raise Unsupported(node, "an X that is neither announced nor defined")
            return ir.XValue(span=node.span)
        return self.where_quantity(node)

    def _before_the_clause(
        self, value: Any, node: nodes.Node, done: list[ir.Effect], first: int
    ) -> Any:
        """``value``, a comparison of numbers an "if" after a clause makes ("Put target creature
        card ... onto the battlefield under your control if its mana value is ..."), read
        before that clause is done (CR 608.2c): "its" is then the target the clause acts on
        (CR 115.1), not the object the clause records as it does it. An object only the
        clause itself names, not a target of the ability, is reported."""
        if isinstance(value, ir.Mentioned):
            if not any(m.key == value.key for m in self.ctx.mentions[first:]):
                return value  # named before the clause: recorded before it
            acted = [
                step
                for step in _walk_actions(done)
                if step.remember == value.key and isinstance(step.objects, ir.TargetObjects)
            ]
            if len(acted) != 1:
                raise Unsupported(node, "an object the instruction itself names, before it is done")
            return dataclasses.replace(acted[0].objects, span=value.span)
        if isinstance(value, tuple):
            return tuple(self._before_the_clause(item, node, done, first) for item in value)
        if not isinstance(value, ir.IRNode):
            return value
        changed = {}
        for f in dataclasses.fields(value):
            if f.name == "span":
                continue
            old = getattr(value, f.name)
            new = self._before_the_clause(old, node, done, first)
            if new is not old:
                changed[f.name] = new
        return dataclasses.replace(value, **changed) if changed else value

    def where_quantity(self, node: nodes.Node) -> ir.Quantity:
        """The number a "where X is ..." defines."""
        at = node.span
        if is_(node, (nodes.TheResult, nodes.ThatResult)):
            # "where X is the result", "equal to that result": the ability's last die roll
            # with no results table (CR 706.2)
            if self.ctx.roll_key is None:
                raise Unsupported.quoting(node, "'{}' with no die rolled before it (CR 706.2)")
            consume_all(node)
            return ir.ResultOf(self.ctx.roll_key, "die_result", span=at)
        named_value = value_of(node, self.ctx)
        if named_value is not None:
            consume(node)
            return named_value
        if is_(node, nodes.NumberOf):
            destroyed = destroyed_count(take(node)[0], self.ctx, each_acting=self._each_acting())
            if destroyed is not None:  # "the number of creatures destroyed this way"
                return destroyed
            acted = self._acted_count(take(node)[0])
            if acted is not None:  # "the number of cards target opponent discarded this turn"
                return acted
            return ir.NumberOf(counted_filter_ir(take(node)[0], self.ctx), span=at)
        if is_(node, nodes.CardsInZone):
            return self._cards_in(node, take(node)[0])
        if is_(node, (nodes.CardsInAllZones, nodes.CardsInOpponentsZones)):
            return self._cards_in_every_zone(node)
        if is_(node, nodes.CardsInZoneMinusQuantity):
            # "the number of cards in your hand minus the number of cards in that player's
            # hand" (CR 107.3): both counted as the effect resolves (CR 608.2h); an effect's
            # negative result is 0 (CR 107.1b)
            place, rest = take(node)
            counted = self._cards_in(node, place)  # type: ignore[arg-type]
            return ir.Difference(counted, self.where_quantity(rest), span=at)  # type: ignore[arg-type]
        if is_(node, nodes.ExcessDamageDealtThisWay):
            # "the amount of excess damage dealt to that creature this way" (CR 120.4a)
            raise Unsupported(
                node,
                "excess damage (CR 120.4a): the runtime doesn't record the damage dealt "
                "beyond lethal damage",
            )
        if is_(node, nodes.NumberOfPlayersWho):
            # "the number of players who control more lands than you" (CR 102.1): no player
            # description of the IR says what a player controls or has yet
            raise Unsupported.quoting(
                node, "counting '{}': players described by what they control or have"
            )
        arithmetic = self._arithmetic(node)
        if arithmetic is not None:
            return arithmetic
        if is_(node, nodes.NumberOfManaSymbols):
            return self._mana_symbols(node)
        if is_(node, (nodes.LifeGainedThisTurn, nodes.LifeYouveGainedThisTurn)):
            # "the amount of life you('ve) gained this turn" (CR 119.3)
            consume_all(node)
            return ir.LifeGained(ir.Players("you", span=at), span=at)
        if is_(node, (nodes.LifeYouLostThisTurn, nodes.AmountOfLifeYouLostThisTurn)):
            # "the life you've lost this turn" (CR 119.3, 120.3a)
            consume_all(node)
            return ir.TurnTally(ir.Players("you", span=at), "lost_life", span=at)
        if is_(node, nodes.CardsYouActedThisTurn):
            # "the number of cards you've drawn / discarded this turn" (CR 121.1, 701.9a)
            return self._cards_you_acted(node)
        if is_named(node, _PLAYER_TALLIES):
            # "the damage dealt to you this turn", "the life that player lost this turn", "the
            # number of cards that player has drawn this turn" (CR 120.3, 119.3, 121.1)
            return self._player_tally(node, _PLAYER_TALLIES[rule_name(node)])
        if is_(node, nodes.NumberOfBasicLandTypes):
            return self._basic_land_types_among(node)
        if is_(node, tuple(_GREATEST_AMONG)):
            # "the greatest power among creatures you control", "the greatest toughness among
            # other creatures you control" (CR 208.1, 202.3)
            characteristic = _GREATEST_AMONG[type(node)]
            among = counted_filter_ir(take(node)[0], self.ctx)
            return ir.GreatestAmong(among, characteristic, span=at)
        if is_(node, nodes.ManaPaidThisWay):
            # join forces: "the total amount of mana paid this way" (every player's payment)
            if self.ctx.mana_paid_key is None:
                raise Unsupported.quoting(node, "'{}' with no payment of mana before it")
            consume(node)
            return ir.ResultOf(self.ctx.mana_paid_key, "mana_paid", span=at)
        if is_(node, nodes.DamagePreventedThisWay):
            # "the damage prevented this way" (CR 615.5): what the prevention effect it is part
            # of prevented just before
            if self._prevented_key is None:
                raise Unsupported.quoting(node, "the amount '{}'")
            consume_all(node)
            return ir.ResultOf(self._prevented_key, "damage_prevented", span=at)
        if is_(node, nodes.DamageDealtThisWay):
            # "You gain life equal to the damage dealt this way." (CR 608.2c, 120.3): the total
            # damage the one damage instruction of the sentence before it dealt, prevented
            # damage not counted (CR 615.1)
            consume(node)
            return ir.ResultOf(self._damage_dealt_key(node), "damage_dealt", span=at)
        if is_(node, nodes.LifeLostThisWay):
            # "You gain life equal to the life lost this way." (CR 608.2c): the total of the
            # ability's last loss of life, as it happened
            if self.ctx.life_lost_key is None:
                raise Unsupported.quoting(node, "'{}' with no loss of life before it")
            consume(node)
            return ir.ResultOf(self.ctx.life_lost_key, "life_lost", span=at)
        if is_(node, nodes.ColorsSpent) and self.abilities.written(node).endswith("this spell"):
            # converge (CR 601.2h): of the spell itself, or the spell that became this
            # permanent; "to cast it" would name another object
            consume_all(node)
            return ir.ColorsSpent(span=at)
        if is_(node, nodes.ManaSpentSelf) or (
            is_(node, nodes.ManaSpent) and self.abilities.written(node).endswith("this spell")
        ):
            # "where X is the amount of mana spent to cast Jeleva", "... to cast this spell"
            # (CR 601.2h): of the spell itself, or the spell that became this permanent
            consume_all(node)
            return ir.ManaSpentAmount(span=at)
        if is_(node, nodes.ManaSpent) and self.abilities.written(node).endswith(" it"):
            # "When ~ enters, ... where X is the amount of mana spent to cast it": "it" is this
            # permanent only where the trigger's event is about it
            if self.ctx.event_subject != "self":
                raise Unsupported.quoting(node, "'{}' of an object other than this permanent")
            consume_all(node)
            return ir.ManaSpentAmount(span=at)
        if is_(node, nodes.TimesKicked):
            # "where X is the number of times ~ was kicked" (multikicker, CR 702.33c-d)
            (kicked,) = take(node) or (None,)
            if kicked is not None:
                kicked_object_is_source(kicked, self.ctx)
            elif self.ctx.event_subject != "self":  # "it": of this permanent only
                raise Unsupported(node, "'was kicked' said of anything but this permanent")
            return ir.TimesKicked(span=at)
        if is_(node, nodes.TimesMutated):
            # "where X is the number of times this creature has mutated" (CR 702.140d): of
            # this permanent only (the runtime counts its merges as this object, CR 730.2c)
            mutated, _has_mutated = take(node)
            if not is_(mutated, (nodes.SelfRef, nodes.SelfName)):
                raise Unsupported(mutated, "'has mutated' said of anything but this permanent")  # type: ignore[arg-type]
            consume_all(mutated)  # type: ignore[arg-type]
            return ir.TimesMutated(span=at)
        if is_(node, nodes.TwiceQuantity) and is_(take(node)[-1], nodes.TimesKicked):
            # "equal to twice the number of times it was kicked" (CR 702.33c-d)
            *twice, inner = take(node)
            consume(*twice)
            once = self.where_quantity(inner)
            assert isinstance(once, ir.TimesKicked)
            return dataclasses.replace(once, times=2, span=at)
        if is_(node, (nodes.TwiceQuantity, nodes.TimesQuantity)):
            # "where X is twice the number of Blood tokens you control", "equal to three times
            # the number of creatures tapped this way" (CR 107.3): the number counted once,
            # multiplied by the written number
            *said, inner = take(node)
            times = 2 if is_(node, nodes.TwiceQuantity) else _multiplier(said[0])  # type: ignore[arg-type]
            once = self.where_quantity(inner)
            consume(*said)
            if isinstance(once, _TIMES_COUNTED):
                return dataclasses.replace(once, times=once.times * times, span=at)
            return ir.Scaled(once, times, span=at)
        if is_(node, nodes.HalfRounded):
            # "half the sacrificed creature's power, rounded down", "half that player's life
            # total, rounded down" (CR 107.1a: rounded as the text says)
            half, inner, rounding = take(node)
            whole = self.where_quantity(inner)  # type: ignore[arg-type]
            consume(half, rounding)  # type: ignore[arg-type]
            round_up = rounding.text.lower().endswith("up")  # type: ignore[union-attr]
            return ir.Scaled(whole, halved=True, round_up=round_up, span=at)
        if is_(node, nodes.Devotion):
            # "your devotion to green" (CR 700.5)
            whose, colors = take(node)
            if not is_(whose, nodes.Your):
                raise Unsupported(whose, "another player's devotion")
            named = colors.text.lower().split(" and ")  # type: ignore[union-attr]
            letters = tuple(COLOR_LETTERS[color] for color in named)
            return ir.Devotion(letters, ir.Players("you", span=whose.span), span=at)  # type: ignore[union-attr]
        if is_(node, nodes.ActedCardValue):
            return self._discarded_card_value(node)
        if is_(node, (nodes.NumberOfCountersOn, nodes.NumberOfAnyCountersOn)):
            return self._counters_on(node)  # "the number of verse counters on it" (CR 122.1)
        raise Unsupported.quoting(node, "the amount '{}'")

    def _cards_in(self, node: nodes.Node, place: nodes.Node) -> ir.NumberOf:
        """ "the number of cards in ``place``" (a zone phrase) as ``node`` says it: the cards
        the one player the phrase names owns there (CR 400.3), counted as the effect resolves."""
        at = node.span
        described = "cards in " + self.abilities.written(place)
        if (
            self.ctx.groups_open  # an effect: a static ability has no targets
            and names_target_players_zone(place)
        ):
            # "the number of cards in target opponent's hand": the cards that player owns
            # there (CR 400.3), the player a target of the ability (CR 115.1)
            where_zone, owner = target_players_zone(place, self.ctx)
            filt = ir.ObjectFilter(
                described,
                ("card",),
                zone=where_zone,
                owner=owner,
                span=at,
            )
            return ir.NumberOf(filt, span=at)
        if zone(place).owner == "that player":
            # "the number of cards in that player's hand" (CR 402.3, 404.2): the cards that
            # player owns there (CR 400.3), the player named before it
            where = zone(place)  # type: ignore[arg-type]
            if len(where.zones) != 1 or where.zone not in ("hand", "graveyard", "library"):
                raise Unsupported.quoting(node, "counting '{}'")
            owner = that_players_zone_owner(place, self.ctx)  # type: ignore[arg-type]
            consume_all(place)
            filt = ir.ObjectFilter(
                described,
                ("card",),
                zone=ZONES[where.zone],
                owner=owner,
                span=at,
            )
            return ir.NumberOf(filt, span=at)
        # "the number of cards in your hand" (CR 402.3, 404.2: hand and graveyard sizes)
        return self._cards_in_your_zone(node, place)

    def _cards_in_every_zone(self, node: nodes.Node) -> ir.NumberOf:
        """ "the number of cards in all graveyards" (every player's, CR 404.1), "the number of
        cards in your opponents' graveyards" (each opponent's own, CR 102.3): the cards there
        as the effect resolves, or continuously for a characteristic-defining ability (CR
        604.3). The word must be the plural of a zone each player has one of."""
        word = _lexeme(node, "ZONE_WORD").text.lower()
        if word not in ZONE_PLURALS or ZONE_PLURALS[word] not in ("hand", "graveyard", "library"):
            raise Unsupported.quoting(node, "counting '{}'")
        whose = ir.Whose.ANY if is_(node, nodes.CardsInAllZones) else ir.Whose.OPPONENT
        consume_all(node)
        filt = ir.ObjectFilter(
            self.abilities.written(node).removeprefix("the number of "),
            ("card",),
            zone=ZONES[ZONE_PLURALS[word]],
            zone_owner=whose,
            span=node.span,
        )
        return ir.NumberOf(filt, span=node.span)

    def _mana_symbols(self, node: nodes.Node) -> ir.Devotion:
        """Chroma: "the number of red mana symbols in the mana costs of permanents you
        control", "for each white mana symbol in the mana costs of permanents you control"
        (CR 202.1, 107.4): each symbol of that color in those mana costs, a hybrid symbol of
        it too -- what devotion to that color counts (CR 700.5), as the effect resolves.
        Symbols in the costs of other objects ("its mana cost", cards in a graveyard, the
        revealed cards), or a word that is not one color, are reported."""
        color, costs = take(node)
        word = color.text.lower()  # type: ignore[union-attr]
        if word not in COLOR_LETTERS:
            raise Unsupported.quoting(node, "counting '{}'")
        if self.abilities.written(costs).lower() != "the mana costs of permanents you control":  # type: ignore[arg-type]
            raise Unsupported.quoting(costs, "counting mana symbols in '{}'")  # type: ignore[arg-type]
        consume_all(costs)  # type: ignore[arg-type]
        consume(node)
        you = ir.Players("you", span=costs.span)  # type: ignore[union-attr]
        return ir.Devotion((COLOR_LETTERS[word],), you, span=node.span)

    def _cards_in_your_zone(self, node: nodes.Node, where_node: nodes.Node) -> ir.NumberOf:
        """ "the number of cards in your hand / graveyard / library" (CR 402.3, 404.2): the
        cards in that one zone of yours as the effect resolves; another player's zone, or
        several zones, are reported."""
        where = zone(where_node)  # type: ignore[arg-type]
        if len(where.zones) != 1 or where.owner != "you":
            raise Unsupported.quoting(node, "counting '{}'")
        described = "cards in " + " ".join(lexeme_texts(where_node))
        filt = ir.ObjectFilter(
            described, ("card",), zone=ZONES[where.zone], zone_owner=ir.Whose.YOU, span=node.span
        )
        return ir.NumberOf(filt, span=node.span)

    def _power_plus(self, node: nodes.Node) -> ir.Sum:
        """ "its power plus its toughness", "that creature's power plus its toughness", "its
        power plus 2" (CR 107.3, 208.1): the power of the one object the words name, and its
        toughness or the written number, added as the effect resolves (of an object that has
        left the battlefield, as it last existed there, CR 608.2h)."""
        power_node, second = take(node)
        power = self.where_quantity(power_node)  # type: ignore[arg-type]
        if is_(node, nodes.PowerPlusAmount):
            written = self._written_number(second)  # type: ignore[arg-type]
            return ir.Sum((power, written), span=node.span)
        if not isinstance(power, (ir.PowerOf, ir.ValueOf)):
            raise Unsupported.quoting(node, "the amount '{}'")
        # "its" is the object whose power it is ("that creature's power plus its toughness")
        consume_all(second)  # type: ignore[arg-type]
        toughness = ir.ValueOf(power.of, "toughness", span=second.span)  # type: ignore[union-attr]
        return ir.Sum((power, toughness), span=node.span)

    def _written_number(self, node: nodes.Node) -> ir.Fixed:
        """A number written in an arithmetic amount ("1 plus ...", "... minus 4"); X there
        (whose value would be another X, CR 107.3) is reported."""
        written = amount(node)
        if written.is_x:
            raise Unsupported.quoting(node, "'{}' in a sum or difference")
        consume_all(node)
        return ir.Fixed(written.value, span=node.span)

    def _arithmetic(self, node: nodes.Node) -> ir.Quantity | None:
        """Amounts computed from others (CR 107.3), each part computed as the effect resolves
        (CR 608.2h): "1 plus the number of lands you control", "the number of Elves you
        control plus the number of Elf cards in your graveyard" (:class:`~karlov.ir.Sum`),
        "3 minus the number of cards in their hand", "the number of cards in your hand minus
        4" (:class:`~karlov.ir.Difference`, an effect's negative result being 0, CR 107.1b),
        "the number of opponents you have" (CR 102.3), "your life total" (CR 119.1). ``None``
        for any other node."""
        at = node.span
        if is_(node, (nodes.PowerPlusToughness, nodes.PowerPlusAmount)):
            return self._power_plus(node)
        if is_(node, nodes.AmountPlusQuantity):
            number, rest = take(node)
            fixed = self._written_number(number)  # type: ignore[arg-type]
            return ir.Sum((fixed, self.where_quantity(rest)), span=at)  # type: ignore[arg-type]
        if is_(node, nodes.AmountMinusQuantity):
            number, rest = take(node)
            fixed = self._written_number(number)  # type: ignore[arg-type]
            return ir.Difference(fixed, self.where_quantity(rest), span=at)  # type: ignore[arg-type]
        if is_(node, nodes.CardsInZoneMinusAmount):
            where_node, number = take(node)
            cards = self._cards_in_your_zone(node, where_node)  # type: ignore[arg-type]
            return ir.Difference(cards, self._written_number(number), span=at)  # type: ignore[arg-type]
        if is_(node, nodes.NumberOfSum):
            terms = tuple(
                ir.NumberOf(counted_filter_ir(part, self.ctx), span=part.span)  # type: ignore[union-attr]
                for part in take(node)
            )
            return ir.Sum(terms, span=at)
        if is_(node, nodes.NumberOfCardsThisWay):
            # "the number of cards revealed this way" (CR 608.2c)
            return ir.NumberOf(cards_this_way_filter(node, self.ctx), span=at)
        if is_(node, (nodes.NumberOfNamedCards, nodes.NumberOfCardsWith)):
            # "the number of cards named Feast of Flesh in all graveyards" (CR 201.2), "the
            # number of cards with a cycling ability in your graveyard" (CR 702)
            return ir.NumberOf(named_cards_filter(node, self.ctx), span=at)
        if is_(node, nodes.NumberOfOpponents):
            # "the number of opponents you have": the opponents still in the game (CR 102.3,
            # 800.4a)
            consume_all(node)
            return ir.PlayerCount(ir.Players("each_opponent", span=at), span=at)
        if is_(node, (nodes.HighestNotedNumber, nodes.CardsRemovedFromDraft)):
            # "the highest number you noted for cards named ~", "the number of cards you
            # removed from the draft with cards named ~" (CR 905.2b: noted during the draft)
            raise Unsupported.quoting(
                node,
                "'{}': what was noted during a Conspiracy draft (CR 905.2); the runtime has "
                "no draft",
            )
        if is_(node, nodes.GreatestManaValueOf):
            # "the greatest mana value of a commander you own ..." (CR 202.3)
            raise Unsupported.quoting(node, "'{}': the greatest mana value of a group of objects")
        if is_(node, nodes.StartingLifeTotal):
            # "your starting life total" (CR 103.4): the life a player began the game with
            raise Unsupported.quoting(
                node, "'{}' (CR 103.4): the runtime keeps no player's starting life total"
            )
        if is_(node, nodes.LifeTotal):
            (whose,) = take(node)
            if not is_(whose, nodes.Your):
                raise Unsupported.quoting(node, "the amount '{}' of another player")
            consume_all(node)
            return ir.LifeTotalOf(ir.Players("you", span=whose.span), span=at)  # type: ignore[union-attr]
        return None

    def _counters_on(self, node: nodes.Node) -> ir.CountersOn:
        """ "the number of verse counters on it", "for each charge counter on ~" (CR 122.1):
        the counters of that kind on the one object the phrase names, counted as the effect
        resolves (CR 608.2h; of an object gone from the battlefield, as it last existed
        there). Counters on several objects ("on creatures you control") are reported."""
        parts = take(node)
        if len(parts) == 2:
            # "the number of counters on it", "for each counter on ~": every kind (CR 122.1)
            (_noun, what), name = parts, None
        else:
            kind, _noun, what = parts
            name = counter_kind(kind)  # type: ignore[arg-type]
        found = objects(what, self.ctx)  # type: ignore[arg-type]
        if found.plural or isinstance(found.ref, ir.ObjectsAnd):
            raise Unsupported.quoting(node, "'{}': the counters on several objects")
        if "spell" in found.nouns or (
            isinstance(found.ref, ir.EventObject) and self.ctx.event_subject == "spell"
        ):
            # "Whenever you cast a spell, put a verse counter on ~, then it deals damage equal
            # to the number of verse counters on it": "it" is this permanent, never the spell
            # the pronoun would otherwise be read as (CR 122.1: counters go on permanents)
            raise Unsupported.quoting(node, "'{}': the counters on a spell")
        consume(_noun)
        ref = found.ref
        if isinstance(ref, ir.Mentioned):
            mention = next((m for m in self.ctx.mentions if m.key == ref.key), None)
            if mention is not None and mention.moved_target is not None:
                # "Exile target creature. You gain life equal to the number of counters on
                # it": the target as it last existed on the battlefield (CR 608.2h), not the
                # new object the card became in exile, which has none (CR 400.7, 122.2)
                ref = ir.TargetObjects(mention.moved_target, span=ref.span)
        return ir.CountersOn(ref, name, span=node.span)

    def _discarded_card_value(self, node: nodes.Node) -> ir.ValueOf:
        """ "where X is the discarded card's mana value" (CR 608.2h): the card discarded by the
        cost ("Discard a creature card: ...") or by the one instruction before it that discarded
        one card of yours ("draw a card, then discard a card"), as it last existed in the hand.
        Another card ("the revealed card's", "the exiled card's") or a discard that is not one
        such card is reported."""
        words_ = " ".join(lexeme_texts(node)).lower()
        exiled = re.fullmatch(r"the exiled (card|creature)'s (mana value|power|toughness)", words_)
        if exiled is not None and exiled[1] == "creature" and not self.ctx.exiles_one_for_cost:
            # "the exiled creature's mana value" names the creature a cost exiled ("Exile a
            # creature you control: ..."); after an instruction it is C001
            raise Unsupported.quoting(node, "the amount '{}' with no exile of a creature before it")
        if exiled is not None:
            # "Exile target creature card from your graveyard. Create X ... tokens, where X is
            # the exiled card's toughness": the card the one exile before it put into exile
            # (CR 608.2c), as it is there (or last existed there, CR 608.2h)
            key = exiled_here(node, self.ctx, plural=False)
            at = node.span
            characteristic = exiled[2].replace(" ", "_")
            if key is None and self.ctx.exiles_one_for_cost:
                # "Exile a creature card from your graveyard: ... the exiled card's power": the
                # card exiled to pay the cost (CR 602.2b, 608.2h)
                consume_all(node)
                return ir.ValueOf(ir.ExiledForCost(span=at), characteristic, span=at)
            if key is None:
                raise Unsupported.quoting(node, "the amount '{}' with no exile before it")
            consume_all(node)
            return ir.ValueOf(ir.Mentioned(key, span=at), characteristic, span=at)
        milled = re.fullmatch(r"the milled card's (mana value|power|toughness)", words_)
        if milled is not None:
            # "Mill a card, then draw cards equal to the milled card's mana value": the one
            # card the one instruction before it milled (CR 701.17a, 608.2c), as it is in the
            # graveyard or last existed there (CR 608.2h)
            key = self._milled_here(node)
            consume_all(node)
            at = node.span
            characteristic = milled[1].replace(" ", "_")
            return ir.ValueOf(ir.Mentioned(key, span=at), characteristic, span=at)
        match = re.fullmatch(r"the discarded card's (mana value|power|toughness)", words_)
        if match is None:
            raise Unsupported.quoting(node, "the amount '{}'")
        characteristic = match[1].replace(" ", "_")
        instructions = self.ctx.discards
        if (instructions and self.ctx.discards_one) or len(instructions) > 1:
            raise Unsupported(node, "'the discarded card' after several discards")
        at = node.span
        if instructions and instructions[0] is not None:
            discarded = ir.DiscardedCard(instructions[0], span=at)
        elif not instructions and self.ctx.discards_one:
            discarded = ir.DiscardedCard(span=at)
        else:
            raise Unsupported(node, "'the discarded card' of no one card discarded before it")
        consume_all(node)
        return ir.ValueOf(discarded, characteristic, span=at)

    def _milled_here(self, node: nodes.Node) -> str:
        """The remember key of the one instruction of this effect before ``node`` that mills
        one card of one player (CR 701.17a), which "the milled card" names (CR 608.2c); none,
        several, or a mill of what may be several cards is C001."""
        found = [move for move in self.ctx.moves if move[0] == "milled"]
        if len(found) != 1:
            raise Unsupported.quoting(node, "the amount '{}' with no one mill before it")
        _participle, span, key, _known = found[0]
        if not self.ctx.mills_one.get(span, False):
            raise Unsupported.quoting(node, "'{}' after a mill of what may be several cards")
        if key is None:
            key = self.ctx.moved_counted.get(span) or self.ctx.new_key("milled")
            self.ctx.moved_counted[span] = key
        return key

    def token_has(self, node: nodes.Node, previous: list[ir.Effect]) -> list[ir.Effect]:
        """ "It has '...'." / "They have '...'." right after the sentence that creates tokens:
        the abilities are part of the tokens' definition, which the creating effect states
        (CR 111.4); a keyword or quoted ability, as a static ability would grant it."""
        predicate = _sentence_parts(node)[-1]
        consume_all_but_abilities = _sentence_parts(node)[:-1]
        consume(*consume_all_but_abilities)
        is_(predicate, nodes.HaveAbilities)
        granted: list[ir.GrantedAbility] = []
        for one in self.abilities.ability_list(take(predicate)[1], self.ctx):
            if isinstance(one, str):
                granted.append(ir.KeywordName(one))
            elif isinstance(
                one, CastFromGraveyard | ir.ProtectionFromChosenColor | ir.KeywordOfChoice
            ) or (isinstance(one, ir.KeywordAbility) and _of_a_choice(one.filter)):
                raise Unsupported(predicate, "this ability of a token")
            else:
                granted.append(one)
        return [*previous[:-1], _with_token_abilities(previous[-1], tuple(granted))]

    def sentence(self, node: nodes.Node) -> list[ir.Effect]:
        clauses = next(i for i in take(node) if is_(i, nodes.Clauses))
        return self.clauses(clauses)

    def clauses(self, node: nodes.Node, until: ir.Duration | None = None) -> list[ir.Effect]:
        """Clauses in order; ``until`` is a duration that opens the sentence ("Until end of
        turn, target creature loses all abilities ...") and applies to each clause."""
        if is_(node, nodes.WhereClauses) and until is None:
            return self.where_clauses(node)
        steps: list[ir.Effect] = []
        # The subject of the last clause that named one, and whether that clause said "may":
        # a later clause without a subject may be that subject's (see _shared_subject).
        shared: tuple[Subject, bool] | None = None
        spread = _spread_durations(take(node))
        after_and_may = False
        after_and_subject = False
        for item in take(node):
            it_after_and, after_and_subject = after_and_subject, is_(item, nodes.AndSubject)
            if is_(item, nodes.AndMay):
                # "they may copy this spell and may choose a new target for that copy": the
                # clause after it is a second choice of the same player (CR 608.2d)
                after_and_may = True
                continue
            if after_and_may:
                after_and_may = False
                if not is_(item, nodes.Clause) or take(item)[0] is not None or shared is None:
                    raise Unsupported.quoting(item, "'{}' after 'and may'")
                subject, may, predicates, duration = take(item)
                duration = spread.get(id(item), duration)
                who, _said_may = shared
                steps += self.clause(None, may, predicates, duration, until, who=who)
                continue
            if is_(item, nodes.Clause):
                subject, may, predicates, duration = take(item)
                duration = spread.get(id(item), duration)
                continued = self._shared_subject(subject, may, predicates, shared)
                if continued is None:
                    before = len(steps)
                    steps += self.clause(subject, may, predicates, duration, default_until=until)
                    if it_after_and and _subject_is_it(subject):
                        _check_it_after_and(subject, steps[before - 1 : before], steps[before:])  # type: ignore[arg-type]
                    if subject is not None:
                        shared = (self._last_subject, may is not None)
                        self._each_players_said = is_(subject, nodes.SubjectEach) and (
                            self._last_subject.players is not None
                        )
                    continue
                who, under_may = continued
                if who.players is not None and who.players.who == "you":
                    who = None  # an imperative to you, but one of the things you may do
                more = self.clause(None, None, predicates, duration, until, who=who)
                if under_may:
                    last = steps[-1]
                    assert isinstance(last, ir.MayDo)
                    done = last.effect
                    before = list(done.steps) if isinstance(done, ir.Sequence) else [done]
                    inner = _sequence([*before, *more], item)
                    steps[-1] = dataclasses.replace(last, effect=inner)
                else:
                    steps += more
            elif is_(item, nodes.AndYouClause):
                subject = nodes.Subject((nodes.You(()),))
                steps += self.clause(subject, *take(item), default_until=until)
            elif is_(item, nodes.ClauseForEach) and _strive(item):
                # "This spell costs {2}{U} more to cast for each target beyond the first."
                if self.cost_increases is None or self.cost_increases or len(take(node)) != 1:
                    raise Unsupported.quoting(take(item)[-1], "'{}' in a sentence")
                self.cost_increases.append(self.self_cost_increase(item))
            elif is_(item, nodes.ClauseForEach) and _costs_less(item):
                # "This spell costs {1} less to cast for each ...": a cost reduction (CR 601.2f)
                if self.cost_reductions is None:
                    raise Unsupported.quoting(take(item)[-1], "'{}' in a sentence")
                if self.cost_reductions or len(take(node)) != 1:
                    raise Unsupported(item, "'This spell costs less' with other clauses")
                self.cost_reductions.append(self.self_cost_reduction_per(item))
            elif is_(item, nodes.ClauseForEach):
                steps += self.clause_for_each(item, default_until=until)
            elif is_(item, nodes.ClauseForEachVoteAnd):
                steps += self.clause_for_each_vote_and(item, default_until=until)
            elif is_(item, nodes.ClauseUnless):
                steps += self.clause_unless(item, default_until=until)
            elif is_(item, nodes.ClauseExceptFor):
                # "Return all creatures to their owners' hands except for Krakens, ...": the
                # instruction's objects less those; the runtime's filters state no exclusion
                raise Unsupported.quoting(
                    take(item)[-1],  # type: ignore[arg-type]
                    "an instruction's objects except for '{}' (the objects it excludes)",
                )
            elif is_(item, nodes.ClauseExceptBy):
                steps += self.clause_except_by(item, default_until=until)
            elif is_(item, nodes.ClauseTimedCopyExcept):
                # "you may have ~ become a copy of another target creature until end of turn,
                # except it has haste" (CR 707.9, 611.2a): the runtime's copy effects last
                # from now on, never for a duration
                duration = take(item)[3]
                raise Unsupported.quoting(duration, "a copy effect lasting '{}' (CR 611.2a)")  # type: ignore[arg-type]
            elif is_(item, nodes.ClauseIf) and _costs_less(item):
                # "This spell costs {1} less to cast if ...": a cost reduction (CR 601.2f)
                if self.cost_reductions is None:
                    raise Unsupported(item, "'if' after this effect")
                if self.cost_reductions or len(take(node)) != 1:
                    raise Unsupported(item, "'This spell costs less' with other clauses")
                self.cost_reductions.append(self.self_cost_reduction(item))
            elif is_(item, nodes.ClauseIf):
                steps.append(self.clause_if(item, default_until=until))
            elif is_(item, nodes.ClauseIfAndIf):
                steps += self.clause_if_and_if(item, default_until=until)
            elif is_(item, nodes.ClauseForEachIf):
                steps.append(self.clause_for_each_if(item, default_until=until))
            elif is_(item, nodes.ClauseStartingWithYou):
                # "Starting with you, each player may put a permanent card from their hand
                # onto the battlefield." (CR 101.4: the players act one at a time, in turn
                # order from you, each seeing what those before did)
                raise Unsupported(
                    item,
                    "'starting with you, each player ...': players acting one at a time in turn "
                    "order, starting with you (CR 101.4)",
                )
            elif is_(item, nodes.PlayFiltered) and _plays_that_card(item):
                steps.append(self._play_that_card(item, until))
            elif is_(item, nodes.AdditionalCombatPhase):
                steps.append(_additional_phases(item))
            elif is_(item, nodes.TapAnyNumber):
                steps.append(self.tap_any_number(item))
            elif is_(item, nodes.MayTapAnyNumber):
                steps.append(self.may_tap_any_number(item))
            elif is_(item, (*CLAUSE_SEPARATORS, nodes.AndSubject, nodes.AndAfterThisPhase)):
                # "You draw two cards and each opponent discards two cards.": the clause
                # after "and" has its own subject; the instructions follow in order (CR 608.2c).
                continue
            else:
                raise Unsupported.quoting(item, "'{}' in a sentence")
        return steps

    def tap_any_number(self, node: nodes.Node) -> ir.Effect:
        """ "Tap any number of untapped creatures you control." (CR 701.26a, 107.1c): as it
        resolves you choose any number of the untapped permanents the description names, and
        tap them; each chosen becomes tapped, so "for each creature tapped this way" after it
        counts exactly those (CR 608.2c, :func:`~karlov.compiler.objects.tapped_this_way`). A
        description that is not of untapped permanents you control (one chosen already tapped
        is not tapped this way) is C001."""
        (filter_node,) = [item for item in take(node) if isinstance(item, nodes.Node)]
        return self._tap_chosen(filter_node, node.span)

    def _tap_chosen(self, filter_node: nodes.Node, span: Any) -> ir.Effect:
        """Tap any number of the untapped permanents you control ``filter_node`` describes,
        chosen as it resolves (:meth:`tap_any_number`)."""
        filt = filter_ir(filter_node, self.ctx)
        yours = filt.controller is not None and filt.controller.who == "you"
        if filt.tapped is not False or not yours:
            raise Unsupported(
                filter_node, "tapping any number of permanents other than untapped ones you control"
            )
        mention = self.ctx.mention("objects", frozenset(filt.nouns))
        at = filter_node.span
        any_number = ir.Count(ir.Relation.AT_MOST, _ANY_NUMBER, span=at)
        you = ir.Players("you", span=at)
        chosen = ir.ChosenObjects(any_number, filt, you, key=mention.key, span=at)
        self.ctx.tapped.append((span, mention.key))
        return ir.Action(ir.Verb.TAP, objects=chosen, span=span)

    def may_tap_any_number(self, node: nodes.Node) -> ir.Effect:
        """ "You may tap any number of untapped creatures you control." (CR 608.2d): you choose
        whether to, then as :meth:`tap_any_number`. Said of another player, C001."""
        subject, may, filter_node = take(node)
        assert isinstance(may, nodes.Node) and isinstance(filter_node, nodes.Node)
        if subject is not None and not is_(take(subject)[0], nodes.You):  # type: ignore[arg-type]
            raise Unsupported(subject, "another player tapping any number of permanents")
        consume_all(subject)
        consume_all(may)
        tap = self._tap_chosen(filter_node, node.span)
        said = f"tap any number of {self.abilities.written(filter_node)}"
        chooser = ir.Players("you", span=may.span)
        return ir.MayDo(chooser, tap, f"Do you want to {said}?", span=may.span)

    def clause_except_by(
        self, node: nodes.Node, default_until: ir.Duration | None = None
    ) -> list[ir.Effect]:
        """ "Target creature can't be blocked this turn except by Walls." (CR 509.1b, 611.2a):
        for the duration, only creatures matching the description may block the creatures
        named as it resolves. Said of a description of creatures ("Black creatures you control
        can't be blocked this turn ...") it would also apply to creatures that come later (CR
        611.2c: it changes no characteristic): refused; so are blockers described by a state
        ("untapped creatures"), which the block checks by characteristics only."""
        from .statics import _state_tests

        subject, may, predicates, duration, blockers = take(node)
        said = untimed_predicates(predicates)  # type: ignore[arg-type]
        if [p.rule for p in said] != ["cant_be_blocked"] or take(said[0])[0] is not None:
            raise Unsupported.quoting(node, "'{}' in a sentence")
        if not is_(blockers, nodes.AllMatching):
            raise Unsupported(blockers, "can't be blocked except by these")  # type: ignore[arg-type]
        allowed = filter_ir(take(blockers)[0], self.ctx)  # type: ignore[arg-type]
        if _state_tests(allowed):
            raise Unsupported(blockers, "can't be blocked except by creatures in a state")  # type: ignore[arg-type]
        steps = self.clause(subject, may, predicates, duration, default_until=default_until)  # type: ignore[arg-type]
        out: list[ir.Effect] = []
        for step in steps:
            inner = step.effect if isinstance(step, ir.MayDo) else step
            if not isinstance(inner, ir.Restrict) or inner.kind != "cant_be_blocked":
                raise Unsupported.quoting(node, "'{}' in a sentence")
            if isinstance(inner.objects, ir.AllObjects):
                raise Unsupported(node, "'can't be blocked except by' said of a description")
            limited = dataclasses.replace(inner, kind="cant_be_blocked_except_by", filter=allowed)
            out.append(dataclasses.replace(step, effect=limited) if inner is not step else limited)  # type: ignore[arg-type]
        return out

    def _basic_land_types_among(self, node: nodes.Node) -> ir.BasicLandTypesAmong:
        """Domain (CR 305.6): "[for each | the number of] basic land type(s) among [filter]"."""
        basic_land_types, described = take(node)
        consume(basic_land_types)
        return ir.BasicLandTypesAmong(counted_filter_ir(described, self.ctx), span=node.span)

    def clause_if(self, node: nodes.Node, default_until: ir.Duration | None = None) -> ir.Effect:
        """ "Counter target spell if its mana value is 2 or less.", "Then that player discards
        a card if you control a Zombie.": the clause's instructions, done only if the
        condition after them holds when they are reached as the ability resolves (CR 608.2c).
        The condition is read after the clause, so "it" / "its" in it name what the clause
        named ("its mana value": the target's)."""
        subject, may, predicates, duration, test = take(node)
        first = len(self.ctx.mentions)
        done = self.clause(subject, may, predicates, duration, default_until=default_until)
        return self._done_if(done, test, first, node)

    def clause_if_and_if(
        self, node: nodes.Node, default_until: ir.Duration | None = None
    ) -> list[ir.Effect]:
        """A hybrid spell's two instructions, each under its own "was spent" condition (CR
        601.2h, 608.2c): "Target player can't play lands this turn if {R} was spent to cast
        this spell and can't cast creature spells this turn if {W} was spent to cast this
        spell." Each is done, in order, only if its own condition holds as the spell resolves
        (both when both colors were spent: the reminder's "Do both"). The second has the
        first's subject, the same player or object (no second target); where its verb is left
        out ("You gain X life if {G} ... and X life if {W} ...", "~ deals 3 damage to each
        creature without flying if {R} ... and 3 damage to each creature with flying if {G}
        ..."), it is the first's verb ("gain", "lose" or "deal"), the first instruction being
        that one verb alone; a "may" before the pair is refused."""
        subject, may, predicates, duration, test, _and, second = take(node)
        if may is not None:
            # "You may ... if {U} ... and ... if {R} ...": whether the one "may" covers the
            # second instruction too is not read
            raise Unsupported(may, "'may' before two instructions each under its own 'if'")
        first = len(self.ctx.mentions)
        done = self.clause(subject, may, predicates, duration, default_until=default_until)
        steps = [self._done_if(done, test, first, node)]
        who = self._last_subject
        assert isinstance(second, nodes.Node)
        if is_(second, nodes.AndIfPredicates):
            then, then_duration, then_test = take(second)
        else:
            then_duration = None
            then, then_test = self._gapped_predicates(predicates, second)  # type: ignore[arg-type]
        first = len(self.ctx.mentions)
        assert isinstance(then, nodes.Node)
        done = self.clause(subject, None, then, then_duration, default_until=default_until, who=who)
        steps.append(self._done_if(done, then_test, first, second))  # type: ignore[arg-type]
        return steps

    def _gapped_predicates(
        self, predicates: nodes.Node, second: nodes.Node
    ) -> tuple[nodes.Node, nodes.Node]:
        """The second instruction of "... if {G} was spent ... and X life if {W} was spent
        ..." with the verb it leaves out, the first instruction's (its one predicate: "gain"
        before "X life", "deals" before "3 damage to ..."), and its condition."""
        verbs = untimed_predicates(predicates)
        verb = verbs[0] if len(verbs) == 1 else None
        if is_(second, nodes.AndIfLife):
            amount, test = take(second)
            if not is_(verb, (nodes.GainLife, nodes.LoseLife)):
                raise Unsupported(second, "a second amount of life after another instruction")
            written = (take(verb)[0], amount)  # type: ignore[arg-type]
            made: nodes.Node = type(verb)(written, span=second.span)  # type: ignore[arg-type]
        else:
            amount, objects, test = take(second)
            if not is_(verb, nodes.DealDamage):
                raise Unsupported(second, "a second amount of damage after another instruction")
            written = (take(verb)[0], amount, objects)  # type: ignore[arg-type]
            made = nodes.DealDamage(written, span=second.span)
        assert isinstance(test, nodes.Node)
        return nodes.Predicates((made,), span=second.span), test

    def clause_for_each_if(
        self, node: nodes.Node, default_until: ir.Duration | None = None
    ) -> ir.Effect:
        """ "Each player loses 1 life for each attacking creature they control if {B} was
        spent to cast this spell.": the counted instruction (:meth:`clause_for_each`), done
        only if the condition after it holds as the ability resolves (CR 608.2c)."""
        *counted, test = take(node)
        first = len(self.ctx.mentions)
        done = self.clause_for_each(
            nodes.ClauseForEach(tuple(counted), span=node.span), default_until=default_until
        )
        assert isinstance(test, nodes.Node)
        return self._done_if(done, test, first, node)

    def _done_if(
        self, done: list[ir.Effect], test: nodes.Node, first: int, node: nodes.Node
    ) -> ir.Effect:
        """The instructions ``done`` under the condition ``test`` read after them (CR
        608.2c); ``first`` is where the objects they mention start."""
        if any(isinstance(step, ir.DelayedInstruction) for step in done):
            # "Sacrifice it at the beginning of the next end step if it has mana value 3 or
            # less": the condition is the delayed ability's, checked as it resolves (CR
            # 603.7, 608.2c), not as this ability resolves
            raise Unsupported(test, "an 'if' on an instruction done at a later step")
        condition = self._condition(test)
        if isinstance(condition, ir.AmountCompared):
            condition = self._before_the_clause(condition, test, done, first)
        return ir.IfCondition(condition, _sequence(done, node), span=node.span)

    def _unless_condition(
        self, node: nodes.Node, default_until: ir.Duration | None = None
    ) -> list[ir.Effect]:
        """ "Then discard a card unless you attacked this turn.", "you lose 1 life unless you
        control another colorless creature": the clause's instructions, done only if the
        condition after "unless" does not hold when they are reached as the ability resolves
        (CR 608.2c; "unless" is "if not"). It is not an intervening "if" (CR 603.4 is only a
        leading "if" of a triggered ability): the ability triggers either way. As after "if",
        the condition is read after the clause ("unless it attacked this turn": what the
        clause named), and one on an instruction done at a later step is refused."""
        subject, may, predicates, duration, _unless, tail = take(node)
        first = len(self.ctx.mentions)
        done = self.clause(subject, may, predicates, duration, default_until=default_until)  # type: ignore[arg-type]
        if any(isinstance(step, ir.DelayedInstruction) for step in done):
            # "At the beginning of the next end step, exile those tokens unless ...": the
            # condition is the delayed ability's (CR 603.7, 608.2c)
            raise Unsupported(tail, "an 'unless' on an instruction done at a later step")  # type: ignore[arg-type]
        (test,) = take(tail)  # type: ignore[arg-type]
        condition = self._condition(test)  # type: ignore[arg-type]
        if isinstance(condition, ir.AmountCompared):
            condition = self._before_the_clause(condition, test, done, first)  # type: ignore[arg-type]
        negated = ir.NotCondition(condition, span=tail.span)  # type: ignore[union-attr]
        return [ir.IfCondition(negated, _sequence(done, node), span=node.span)]

    def self_cost_reduction(self, node: nodes.Node) -> ir.SelfCostReduction:
        """ "This spell costs {1} less to cast if you control a creature with flying."
        (CR 601.2f, 118.7a: generic mana only; it functions on the stack, CR 113.6d)."""
        subject, may, predicates, duration, test = take(node)
        inner = take(subject)[0] if subject is not None else None
        (predicate,) = untimed_predicates(predicates)
        if not is_(inner, nodes.SelfRef) or may is not None or duration is not None:
            raise Unsupported(node, "'if' after this effect")
        if not is_(predicate, nodes.CostsLess) or "spell" not in words(inner):
            raise Unsupported(node, "'if' after this effect")
        consume(subject, predicate)
        symbols = [word.strip("{}") for word in words(take(predicate)[0])]
        if not all(symbol.isdigit() for symbol in symbols):
            raise Unsupported(predicate, "a cost reduction of colored mana")
        generic = sum(int(symbol) for symbol in symbols)
        if is_(test, nodes.ItTargets):
            condition = self._spell_targets(test)  # type: ignore[arg-type]
        else:
            condition = condition_ir(test, self.ctx)
        return ir.SelfCostReduction(generic, condition, span=node.span)

    def _spell_targets(self, node: nodes.Node) -> ir.SpellTargets:
        """ "This spell costs {2} less to cast if it targets an attacking creature." (CR
        601.2c, 601.2f): "it" is this spell, whose targets are chosen before its total cost
        is determined; one of them matching the description is enough. Permanents only: a
        description of spells or abilities on the stack ("a spell that targets ...") is
        refused."""
        (described,) = take(node)
        assert isinstance(described, nodes.Node)
        if not is_(described, nodes.Counted):  # "a Swamp or a Mountain"
            raise Unsupported.quoting(described, "'{}' as what this spell targets")
        how_many, filter_node = take(described)
        assert isinstance(how_many, nodes.Node) and isinstance(filter_node, nodes.Node)
        if count(how_many) != Count("exactly", 1):
            raise Unsupported.quoting(how_many, "'{}' as how many targets")
        filt = filter_ir(filter_node, self.ctx)
        if filt.zone is not ir.ZoneName.BATTLEFIELD or {"spell", "ability", "card"} & set(
            filt.nouns
        ):
            raise Unsupported.quoting(described, "'{}' as what this spell targets")
        consume(how_many)
        return ir.SpellTargets(filt, span=node.span)

    def self_cost_reduction_per(self, node: nodes.Node) -> ir.SelfCostReduction:
        """ "This spell costs {1} less to cast for each creature card in your graveyard.",
        "Domain — This spell costs {1} less to cast for each basic land type among lands you
        control.": the generic mana less once for each object (or basic land type, CR 305.6)
        counted as the total cost is determined (CR 601.2f; generic mana only, CR 118.7a; it
        functions on the stack, CR 113.6d), "you" being the spell's caster."""
        subject, may, predicates, duration, for_each = take(node)
        inner = take(subject)[0] if subject is not None else None
        (predicate,) = untimed_predicates(predicates)
        if not is_(inner, nodes.SelfRef) or may is not None or duration is not None:
            raise Unsupported.quoting(for_each, "'{}' in a sentence")
        if not is_(predicate, nodes.CostsLess) or "spell" not in words(inner):
            raise Unsupported.quoting(for_each, "'{}' in a sentence")
        symbols = [word.strip("{}") for word in words(take(predicate)[0])]
        if not all(symbol.isdigit() for symbol in symbols):
            raise Unsupported(predicate, "a cost reduction of colored mana")
        per: ir.Quantity
        if is_(for_each, nodes.ForEachBasicLandType):
            per = self._basic_land_types_among(for_each)
        elif is_(for_each, nodes.ForEach):
            per = ir.NumberOf(counted_filter_ir(take(for_each)[0], self.ctx), span=for_each.span)
        elif is_(for_each, (nodes.ForEachOpponentInGame, nodes.ForEachOpponentYouHave)):
            # "This spell costs {1} less to cast for each opponent you have." (CR 102.3)
            consume_all(for_each)
            counted = ir.Players("each_opponent", span=for_each.span)
            per = ir.PlayerCount(counted, span=for_each.span)
        else:
            raise Unsupported.quoting(for_each, "'{}' in a sentence")
        consume(subject, predicate)
        generic = sum(int(symbol) for symbol in symbols)
        return ir.SelfCostReduction(generic, per=per, span=node.span)

    def self_cost_increase(self, node: nodes.Node) -> ir.CostPerExtraTarget:
        """Strive: "This spell costs {2}{U} more to cast for each target beyond the first."
        (CR 601.2f): the mana more for each target chosen beyond the first (CR 601.2c)."""
        subject, may, predicates, duration, for_each = take(node)
        inner = take(subject)[0] if subject is not None else None
        (predicate,) = untimed_predicates(predicates)
        if not is_(inner, nodes.SelfRef) or may is not None or duration is not None:
            raise Unsupported.quoting(for_each, "'{}' in a sentence")
        if "spell" not in words(inner):
            raise Unsupported.quoting(for_each, "'{}' in a sentence")
        consume(subject, predicate, for_each)
        mana = runtime_mana("".join(words(take(predicate)[0])), take(predicate)[0])
        return ir.CostPerExtraTarget(mana, span=node.span)

    def clause_for_each(
        self, node: nodes.Node, default_until: ir.Duration | None = None
    ) -> list[ir.Effect]:
        """ "You gain 1 life for each creature you control." — the clause's one amount times
        the number of matching objects, counted once as the effect resolves (CR 608.2h). An
        effect with no amount to multiply keeps the C001 at the phrase. "they control" in
        the "for each" is the clause's player (:func:`_they_are_the_subject`)."""
        predicates, for_each = take(node)[2], take(node)[4]
        spent = is_(for_each, nodes.ForEachColorSpent)
        if spent and not self.abilities.written(for_each).endswith("this spell"):
            raise Unsupported.quoting(for_each, "'{}' in a sentence")  # "to cast it": of what?
        kicks = (nodes.ForEachTimeKicked,)
        removed = is_(for_each, nodes.ForEachCounterRemoved)
        if removed and self._removed_kind(for_each) not in self.ctx.counters_removed_any:
            # "removed this way" by no cost of this ability that removes any number of them
            raise Unsupported.quoting(for_each, "'{}' in a sentence")
        if not (spent or removed) and not is_(
            for_each,
            (
                nodes.ForEach,
                nodes.ForEachBasicLandType,
                nodes.ForEachCounter,
                nodes.ForEachAnyCounter,
                nodes.ForEachVote,
                nodes.ForEachWhoDoes,
                nodes.ForEachCardThisTurn,
                nodes.ForEachPlayerInGame,
                nodes.ForEachOpponentInGame,
                nodes.ForEachOpponentYouHave,
                nodes.ForEachDamageDealtThisTurn,
                nodes.ForEachLifeLostThisTurn,
                nodes.ForEachManaSymbol,
                nodes.ForEachFlip,
                nodes.ForEachOfItsColors,
                nodes.ForEachOfThatSpellsColors,
                *kicks,
            ),
        ):
            raise Unsupported.quoting(for_each, "'{}' in a sentence")
        if len(untimed_predicates(predicates)) != 1:
            raise Unsupported(node, "'for each' after several effects")
        they = ir.Players("mentioned", key=_THEY, span=for_each.span)
        saved = self.ctx.they, self.ctx.they_used
        self.ctx.they, self.ctx.they_used = they, False
        try:
            steps = self._clause_for_each(node, default_until)
            if self.ctx.they_used:
                steps = _they_are_the_subject(steps, they, node)
        finally:
            self.ctx.they, self.ctx.they_used = saved
        return steps

    def _clause_for_each(
        self, node: nodes.Node, default_until: ir.Duration | None
    ) -> list[ir.Effect]:
        subject, may, predicates, duration, for_each = take(node)
        spent = is_(for_each, nodes.ForEachColorSpent)
        removed = is_(for_each, nodes.ForEachCounterRemoved)
        if is_(for_each, nodes.ForEachTimeKicked):  # multikicker (CR 702.33c-d)
            kicked_object_is_source(take(for_each)[0], self.ctx)
            self._per = ir.TimesKicked(span=for_each.span)
        elif spent:  # converge (CR 601.2h)
            consume(for_each)
            self._per = ir.ColorsSpent(span=for_each.span)
        elif removed:  # the counters the cost removed (CR 602.2b)
            kind = self._removed_kind(for_each)
            consume_all(for_each)
            self._per = ir.CountersRemovedForCost(kind, span=for_each.span)
        elif is_(for_each, nodes.ForEachBasicLandType):
            self._per = self._basic_land_types_among(for_each)
        elif is_(for_each, (nodes.ForEachOfItsColors, nodes.ForEachOfThatSpellsColors)):
            # "for each of its colors", "for each of that spell's colors" (CR 105.2): of the
            # one object named before it, or the event's spell
            noun = "spell" if is_(for_each, nodes.ForEachOfThatSpellsColors) else None
            self._per = _ColorsOfNamed(for_each, noun)
        elif is_(for_each, nodes.ForEachFlip):  # "for each flip you won" (CR 705.2)
            self._per = self._flips(for_each)
        elif is_(for_each, nodes.ForEachManaSymbol):  # chroma (CR 202.1)
            self._per = self._mana_symbols(for_each)
        elif is_(for_each, (nodes.ForEachCounter, nodes.ForEachAnyCounter)):
            # "for each charge counter on ~", "for each counter on it" (CR 122.1)
            self._per = self._counters_on(for_each)
        elif is_(for_each, nodes.ForEachVote):  # "for each death vote" (CR 701.38a)
            self._per = self._votes_for(for_each)
        elif is_(for_each, nodes.ForEachWhoDoes):  # "for each opponent who does"
            self._per = self._who_does_count(for_each)
        elif is_(for_each, nodes.ForEachCardThisTurn):
            # "for each card you've drawn / discarded this turn" (CR 121.1, 701.9a)
            self._per = self._cards_you_acted(for_each)
        elif is_(
            for_each,
            (nodes.ForEachPlayerInGame, nodes.ForEachOpponentInGame, nodes.ForEachOpponentYouHave),
        ):
            # "for each player", "for each opponent you have" (CR 102.1, 102.3)
            who = "each_player" if is_(for_each, nodes.ForEachPlayerInGame) else "each_opponent"
            consume_all(for_each)
            counted = ir.Players(who, span=for_each.span)
            self._per = ir.PlayerCount(counted, span=for_each.span)
        elif is_named(for_each, _PLAYER_TALLIES):
            # "for each 1 damage dealt to you this turn", "for each 1 life your opponents have
            # lost this turn" (CR 120.3, 119.3)
            self._per = self._player_tally(for_each, _PLAYER_TALLIES[rule_name(for_each)])
        elif (destroyed := destroyed_count(take(for_each)[0], self.ctx)) is not None:
            consume(for_each)
            self._per = destroyed  # "for each creature destroyed this way" (CR 608.2c)
        elif (acted := self._acted_count(take(for_each)[0])) is not None:
            consume(for_each)
            self._per = acted  # "for each card you discarded this turn" (CR 608.2h)
        else:
            filt = counted_filter_ir(take(for_each)[0], self.ctx)
            self._per = ir.NumberOf(filt, span=for_each.span)
        try:
            steps = self.clause(subject, may, predicates, duration, default_until)
            unused = self._per is not None
        finally:
            self._per = None
        if unused:
            raise Unsupported(for_each, f"'for each' on '{_words(take(predicates)[0])}'")
        return steps

    def _player_tally(self, node: nodes.Node, event: str) -> ir.TurnTally:
        """The turn's tally of ``event`` of the player the phrase names: the damage dealt to
        them (CR 120.3, by any source), the life they lost (CR 119.3, 120.3a), the cards they
        drew (CR 121.1), read as the effect resolves (CR 608.2h). "For each 1 damage" counts
        the damage one at a time ("for each 2 damage" is no wording of Oracle's, refused)."""
        at = node.span
        parts = take(node)
        number = [p for p in parts if isinstance(p, nodes.Lexeme) and p.text.isdigit()]
        if number and number[0].text != "1":
            raise Unsupported.quoting(node, "'{}': counted by more than one at a time")
        who = [p for p in parts if p is not None and not isinstance(p, nodes.Lexeme)]
        players = self._tally_players(who[0] if who else None, node)
        consume_all(node)
        return ir.TurnTally(players, event, span=at)

    def _tally_players(self, who: nodes.Node | None, node: nodes.Node) -> ir.Players:
        """Whose tally of the turn an amount reads: you, your opponents (their sum), or one
        target player ("target opponent", or "that player" naming it). "They" and "that
        player" said of each of several players in turn ("each opponent loses life equal to
        the life that player lost this turn") are refused: the amount is one number for the
        whole instruction."""
        if who is None:
            raise Unsupported.quoting(node, "'{}': whose turn's record 'they' names")
        if is_(who, nodes.YourOpponents):
            return ir.Players("each_opponent", span=who.span)
        if is_(who, (nodes.You, nodes.TargetPlayer, nodes.TargetOpponent, nodes.ThatPlayer)):
            found = players(who, self.ctx)
            if found.who in ("you", "target"):
                return found
        raise Unsupported.quoting(node, "'{}': the turn's record of this player")

    def _each_acting(self) -> bool:
        """Whether the instruction being read is done by each of several players in turn
        ("Each player loses life equal to ..."), so that "they" in its amount is each of them
        as they do it (CR 101.4, 608.2c): losing or gaining life, which the runtime does
        player by player."""
        who = self._acting
        return (
            who is not None
            and who.objects is None
            and who.players is not None
            and who.players.who in ("each_player", "each_opponent")
            and self._acting_rule in _EACH_ACTING_RULES
        )

    def _acted_count(self, described: nodes.Node) -> ir.TurnTally | None:
        """ "the number of cards target opponent discarded this turn", "the number of
        Treasure tokens you created this turn", "for each nontoken creature you had enter the
        battlefield under your control this turn": the objects of that player's act this turn,
        matched as they were then, read as the effect resolves (CR 608.2h, 701.9a, 111.2,
        701.21a, 403.3). None if ``described`` says no such act. The player is you, your
        opponents or a target player (:meth:`_tally_players`); "under their control" must name
        that player, and a description the turn's history cannot match is refused."""
        if not is_(described, (nodes.Filter, nodes.BareFilter)):
            return None
        items = described.items
        if not items or not is_named(items[-1], _ACTED_THIS_TURN):
            return None
        take(described)
        acted = items[-1]
        event = _ACTED_THIS_TURN[rule_name(acted)]
        parts = take(acted)  # type: ignore[arg-type]
        who = parts[0]
        players = self._tally_players(who, acted)  # type: ignore[arg-type]
        if event == "had_enter":
            # "you had ... enter the battlefield under your control": the possessive agrees
            whose = [p for p in parts[1:] if p is not None and not isinstance(p, nodes.Lexeme)]
            control = whose[0] if whose else None
            agrees = is_(control, nodes.Your) if players.who == "you" else False
            if not agrees:
                raise Unsupported.quoting(acted, "'{}': under whose control it entered")  # type: ignore[arg-type]
        consume_all(acted)
        rest = dataclasses.replace(described, items=items[:-1])  # the objects, as described
        filt = counted_filter_ir(rest, self.ctx)
        check_acted_filter(filt, event, described)
        return ir.TurnTally(players, event, filter=filt, span=described.span)

    def _cards_you_acted(self, node: nodes.Node) -> ir.TurnTally:
        """The cards the ability's controller drew or discarded this turn (CR 121.1, 701.9a):
        "cards you've cycled or discarded" are the cards discarded, a cycled card being
        discarded (CR 702.29d). Said of another noun than "card", refused."""
        at = node.span
        parts = take(node)
        verb = [p.text.lower() for p in parts if isinstance(p, nodes.Lexeme)][-1]
        noun = [p for p in parts if p is not None and not isinstance(p, nodes.Lexeme)]
        if noun and [w.lower() for w in words(noun[0])] != ["card"]:
            raise Unsupported.quoting(node, "counting '{}'")
        consume_all(node)
        event = "drew" if verb == "drawn" else "discarded"
        return ir.TurnTally(ir.Players("you", span=at), event, span=at)

    def join_forces(self, node: nodes.Node) -> ir.Effect:
        """Join forces: "Starting with you, each player may pay any amount of mana." -- as it
        resolves, each player in turn order from you chooses an amount and may pay it
        (CR 101.4, 608.2d); "the total amount of mana paid this way" after it is the sum.
        A second one in the same ability is refused."""
        (words_node,) = take(node)
        if self.ctx.mana_paid_key is not None:
            raise Unsupported.quoting(node, "'{}' in an effect")
        consume(words_node)
        self.ctx.mana_paid_key = key = self.ctx.new_key("mana_paid")
        every = ir.Players("each_player", span=node.span)
        return ir.Action(
            ir.Verb.PAY_ANY_AMOUNT_OF_MANA, players=every, remember=key, span=node.span
        )

    def vote(self, node: nodes.Node) -> ir.Effect:
        """ "Starting with you, each player votes for time or knowledge." (CR 701.38a): as the
        ability resolves, each player in turn order from you chooses one of the two words
        (words with no rules meaning, CR 701.38b); "If time gets more votes" and "for each
        death vote" after it read the votes. A second vote in one ability, or one word twice,
        is refused."""
        (start,) = take(node)
        text = start.text.lower()  # type: ignore[union-attr]
        first, _or, second = text.removeprefix(_VOTE_WORDS).split()
        if self.ctx.vote_key is not None or first == second:
            raise Unsupported.quoting(node, "'{}' in an effect")
        consume(start)
        self.ctx.vote_key = self.ctx.new_key("vote")
        self.ctx.vote_options = (first, second)
        return ir.Vote((first, second), self.ctx.vote_key, span=node.span)

    def for_each_object_sentence(self, node: nodes.Node) -> list[ir.Effect]:
        """ "For each nonland card revealed this way, you create a 1/1 white Spirit creature
        token with flying." (CR 608.2c, 608.2h): each clause's one amount times the number of
        objects matching the description, counted once as the clause is followed -- as "you
        create a token for each ...". A clause that names the object counted ("its controller",
        "that creature", "it") does something different for each of them, which this reading
        would not say: reported, as is a clause with no amount to multiply."""
        described, clauses = take(node)
        if any(type(item).__name__ in _PER_OBJECT_NAMES for item in clauses.walk()):  # type: ignore[union-attr]
            raise Unsupported.quoting(node, "'{}' in an effect")
        if is_(node, nodes.ForEachWhoDoesSentence):
            # "For each opponent who does, put a +1/+1 counter on each creature you control."
            per: ir.Quantity = self._who_does_count(described)  # type: ignore[arg-type]
        elif is_(node, nodes.ForEachVoteSentence):
            # "For each evidence vote, investigate." (CR 701.38a: the votes for that word)
            per = self._vote_tally(described, node)  # type: ignore[arg-type]
        elif (destroyed := destroyed_count(described, self.ctx)) is not None:  # type: ignore[arg-type]
            per = destroyed  # "For each creature that died this way, ..." (CR 608.2c)
        elif (acted := self._acted_count(described)) is not None:  # type: ignore[arg-type]
            per = acted  # "For each card you discarded this turn, ..." (CR 608.2h)
        else:
            per = ir.NumberOf(counted_filter_ir(described, self.ctx), span=described.span)  # type: ignore[arg-type]
        steps: list[ir.Effect] = []
        shared: Subject | None = None
        for item in take(clauses):  # type: ignore[arg-type]
            if is_(item, (*CLAUSE_SEPARATORS, nodes.AndSubject)):
                continue
            if is_(item, nodes.AndYouClause):  # "add {G} and you gain 1 life"
                subject = nodes.Subject((nodes.You(()),))
                may, predicates, duration = take(item)
            elif is_(item, nodes.Clause):
                subject, may, predicates, duration = take(item)
            else:
                raise Unsupported.quoting(item, "'{}' after 'for each'")
            if may is not None or len(untimed_predicates(predicates)) != 1:
                raise Unsupported.quoting(item, "'{}' after 'for each'")
            self._per = per
            try:
                if subject is None and shared is not None:
                    done = self.clause(None, None, predicates, duration, who=shared)
                else:
                    done = self.clause(subject, None, predicates, duration)
                    shared = self._last_subject
                unused = self._per is not None
            finally:
                self._per = None
            if unused:
                raise Unsupported(item, f"'for each' on '{_words(take(predicates)[0])}'")
            steps += done
        return steps

    def _votes_for(self, node: nodes.Node) -> ir.VotesFor:
        """ "for each death vote": the votes for that word of the ability's vote before it
        (CR 701.38a); a word that is none of its options is refused."""
        found = self._vote_tally(take(node)[0], node)  # type: ignore[arg-type]
        consume_all(node)
        return found

    def _vote_tally(self, words: nodes.Lexeme, node: nodes.Node) -> ir.VotesFor:
        """The votes for the word of "for each death vote" (also "For each evidence vote,"
        and "for each feather vote and"): those of the ability's vote before it, a word that
        is one of its options (CR 701.38a); any other is refused at ``node``."""
        option = words.text.lower().split()[2]
        if self.ctx.vote_key is None or option not in self.ctx.vote_options:
            raise Unsupported.quoting(node, "'{}' of no vote for that word before it")
        return ir.VotesFor(self.ctx.vote_key, option, span=words.span or node.span)

    def clause_for_each_vote_and(
        self, node: nodes.Node, default_until: ir.Duration | None = None
    ) -> list[ir.Effect]:
        """Council's dilemma: "Each opponent sacrifices a creature for each death vote and
        discards a card for each taxes vote.", "Put a +1/+1 counter on ~ for each feather vote
        and draw a card for each quill vote." (CR 701.38a): two instructions of the same
        player, in order, each one amount times the votes for its own word, counted as the
        ability resolves (CR 608.2h). Each must have one amount to multiply, as "for each"
        asks of any clause; a "may" is refused."""
        subject, may, first, first_until, tally, second, second_until, for_each = take(node)
        if may is not None:
            raise Unsupported.quoting(node, "'{}' (an optional instruction counted by votes)")
        if not is_(for_each, nodes.ForEachVote):
            raise Unsupported.quoting(for_each, "'{}' after an instruction counted by votes")  # type: ignore[arg-type]
        first_per = self._vote_tally(tally, node)  # type: ignore[arg-type]
        second_per = self._votes_for(for_each)  # type: ignore[arg-type]
        steps: list[ir.Effect] = []
        who: Subject | None = None
        parts = ((first, first_until, first_per), (second, second_until, second_per))
        for predicates, until, per in parts:
            if len(untimed_predicates(predicates)) != 1:  # type: ignore[arg-type]
                raise Unsupported(predicates, "'for each' after several effects")  # type: ignore[arg-type]
            self._per = per
            try:
                if who is None:
                    done = self.clause(subject, None, predicates, until, default_until)  # type: ignore[arg-type]
                    who = self._last_subject
                else:
                    done = self.clause(None, None, predicates, until, default_until, who=who)  # type: ignore[arg-type]
                unused = self._per is not None
            finally:
                self._per = None
            if unused:
                raise Unsupported(predicates, f"'for each' on '{_words(take(predicates)[0])}'")  # type: ignore[arg-type]
            steps += done
        return steps

    def _removed_kind(self, for_each: nodes.Node) -> str:
        """The kind of counter of "for each storage counter removed this way"."""
        kind = take(for_each)[0]
        assert isinstance(kind, nodes.Node)
        if not is_(kind, nodes.NamedCounter):
            return ""
        return lexeme_texts(kind)[0].lower()

    def clause_unless(
        self, node: nodes.Node, default_until: ir.Duration | None = None
    ) -> list[ir.Effect]:
        """ "Tap ~ unless you pay 1 life", "Return it to your hand unless target opponent pays 3
        life" (CR 118.12a): as the instruction resolves, the player may pay the cost; it
        happens unless they do. "Sacrifice it unless {U} was spent to cast it": the
        instruction is done if the condition doesn't hold as it is reached (CR 608.2c). A
        payer the words leave open ("they") is reported."""
        subject, may, predicates, duration, _unless, tail = take(node)
        if is_(tail, nodes.UnlessCondition):
            return self._unless_condition(node, default_until)
        steps = self.clause(subject, may, predicates, duration, default_until)
        if len(steps) != 1:
            raise Unsupported(node, "'unless' after several instructions")
        (effect,) = steps
        # "you may counter target spell unless its controller pays {1}": you may do what
        # happens unless they pay (the payment belongs to the instruction you chose to do).
        optional = effect if isinstance(effect, ir.MayDo) else None
        if optional is not None:
            effect = optional.effect
        if (
            isinstance(effect, ir.Action)
            and effect.verb is ir.Verb.SACRIFICE
            and isinstance(effect.objects, ir.ChosenObjects)
        ):
            raise Unsupported(node, "choosing what to sacrifice unless a cost is paid")
        if is_(tail, nodes.UnlessEither):
            payer, cost = self._unless_either(tail, effect)  # type: ignore[arg-type]
            unless = ir.UnlessPays(payer, cost, effect, span=tail.span)  # type: ignore[union-attr]
            return [dataclasses.replace(optional, effect=unless) if optional else unless]
        payer, cost, times, generic = self._unless_payment(tail, effect)  # type: ignore[arg-type]
        unless = ir.UnlessPays(payer, cost, effect, times=times, generic=generic, span=tail.span)  # type: ignore[union-attr]
        return [dataclasses.replace(optional, effect=unless) if optional else unless]

    def _unless_either(self, tail: nodes.Node, effect: ir.Effect) -> tuple[ir.Players, ir.Cost]:
        """ "unless that player sacrifices a nonland permanent or discards a card", "unless
        they pay {B} or {3}", "unless that player pays {1} or 1 life" (CR 118.12a, 608.2d): the
        payer may pay one of the payments, of their choice (``one_of``); an alternative without
        a verb ("or {3}", "or 1 life") is paid with the first payment's "pay"."""
        first, *rest = take(tail)
        assert isinstance(first, nodes.Node)
        # the payments after "or" (OR_COST, "or pay", is the word of two costs' "or")
        alternatives = [item for item in rest if isinstance(item, nodes.Node)]
        payer, cost, times, generic = self._unless_payment(first, effect)
        if times is not None or generic is not None:
            raise Unsupported(first, "a payment of {X} or for each object as one of several")
        paying = is_(first, _UNLESS_PAYING)
        costs = [cost]
        for alternative in alternatives:
            paid: list[Any] = [item for item in take(alternative) if isinstance(item, nodes.Node)]
            if is_(alternative, (nodes.OrMana, nodes.OrLife)) and not paying:
                # "sacrifices a creature or {3}": mana or life with no verb that pays it
                raise Unsupported(alternative, "a payment with no verb of paying", meaningless=True)
            if is_(alternative, nodes.OrMana):
                kind: type = nodes.UnlessPaysMana
                paid.append(None)  # no "for each"
            elif is_(alternative, (nodes.OrLife, nodes.OrPaysLife, nodes.OrPayLife)):
                kind = nodes.UnlessPaysLife
            elif is_(alternative, nodes.OrSacrifices):
                kind = nodes.UnlessSacrifices
                paid.insert(0, None)  # the verb, read
            else:  # OrDiscards
                kind = nodes.UnlessDiscards
                paid.insert(0, None)
            part = kind((None, *paid), span=alternative.span)
            costs.append(self._unless_cost(part, paid))
        return payer, ir.Cost(one_of=tuple(costs), span=tail.span)

    def _unless_payment(
        self, tail: nodes.Node, effect: ir.Effect
    ) -> tuple[ir.Players, ir.Cost, ir.Quantity | None, ir.Quantity | None]:
        """The payer, cost, "for each" count and {X} of one payment of "unless" (CR 118.12a)."""
        payer_node, *paid = take(tail)
        payer = self._unless_payer(payer_node, effect)  # type: ignore[arg-type]
        if is_(tail, nodes.UnlessDiscardsKind) and (payer.who != "you" or payer.of is not None):
            # the card's kind is read of the hand of this ability's controller
            raise Unsupported(tail, "another player discarding a kind of card (CR 118.12a)")
        refused = _UNLESS_REFUSED.get(type(tail))
        if is_(tail, nodes.UnlessDiscardsZone) and lexeme_texts(paid[-1])[-1:] != ["hand"]:
            # "discard the battlefield": the grammar's zone is any zone; only a hand is one
            # whose cards can be discarded (CR 701.9a)
            refused = "'{}': discarding from a zone other than a hand (CR 701.9a)"
            raise Unsupported.quoting(paid[-1], refused)
        if refused is not None:
            raise Unsupported(tail, refused)
        if is_(tail, _UNLESS_YOURS) and (payer.who != "you" or payer.of is not None):
            # the cards or permanents of these costs are read as this ability's controller's
            raise Unsupported(tail, "another player paying this cost to stop an instruction")
        generic = self._unless_x(tail, paid)
        times = None if generic is not None else self._unless_times(tail, paid)
        cost = self._unless_cost(tail, paid) if generic is None else ir.Cost(span=tail.span)
        return payer, cost, times, generic

    def _unless_payer(self, node: nodes.Node, effect: ir.Effect) -> ir.Players:
        """Who may pay: a player the sentence names ("you", "target opponent", "that player"),
        or "its controller" of the instruction's one target (CR 118.12a)."""
        if is_(node, nodes.TheyPayer):
            # "that player loses 2 life unless they pay {2}", "~ deals 2 damage to that
            # player unless they sacrifice a creature": the one player the instruction acts
            # on or deals damage to; of several ("each player ... unless they ...", each
            # their own choice) it is not read yet
            named = getattr(effect, "players", None) or getattr(effect, "recipient_players", None)
            if isinstance(effect, ir.Sequence):
                # "that player returns a permanent they control to its owner's hand unless they
                # pay 2 life": the one player every step of the instruction names (the choice
                # and the return of :meth:`one_shot_returns`)
                named = _the_one_player_of(effect.steps)
            elif not isinstance(effect, ir.Action):
                named = None
            if named is None or named.who not in _ONE_PLAYER:
                raise Unsupported(node, "'they' paying (which of the players named?)")
            consume(node)
            return named
        if is_(node, nodes.ItsController):
            target = getattr(effect, "objects", None)
            if not isinstance(target, ir.TargetObjects):
                raise Unsupported(node, "'its controller' of what is not the one target")
            consume(node)
            of = ir.TargetObjects(target.target_index, span=node.span)
            return ir.Players("controller", of=of, span=node.span)
        return players(node, self.ctx)

    def _unless_x(self, tail: nodes.Node, paid: list[Any]) -> ir.Quantity | None:
        """ "unless its controller pays {X}" (CR 107.3, 118.12a): X is the spell's or the one
        "where X is ..." defines, as it resolves; None for any other payment."""
        if not is_(tail, (nodes.UnlessPaysMana, nodes.UnlessPayMana)):
            return None
        symbols_node, for_each = paid
        if for_each is not None or [w.upper() for w in words(symbols_node)] != ["{X}"]:
            return None
        consume_all(symbols_node)
        return ir.XValue(span=symbols_node.span)

    def _unless_times(self, tail: nodes.Node, paid: list[Any]) -> ir.Quantity | None:
        """The number of times the mana of "unless [player] pays {1} for each card in your
        graveyard" is paid: the objects counted as it resolves (CR 608.2h); None without "for
        each". Any "for each" but one over objects is C001."""
        if not is_(tail, (nodes.UnlessPaysMana, nodes.UnlessPayMana)):
            return None
        _symbols, for_each = paid
        if for_each is None:
            return None
        if not is_(for_each, nodes.ForEach):
            raise Unsupported.quoting(for_each, "a payment of mana '{}'")
        filt = counted_filter_ir(take(for_each)[0], self.ctx)
        paid[1] = None  # read: the cost is the mana as written
        consume(for_each)
        return ir.NumberOf(filt, span=for_each.span)

    def _unless_cost(self, tail: nodes.Node, paid: list[Any]) -> ir.Cost:
        """The cost of "unless [player] pays {2} / pays 3 life / sacrifices a creature /
        discards a card" (CR 118.12a, 119.4, 701.21a, 701.9a)."""
        if is_(tail, (nodes.UnlessPaysMana, nodes.UnlessPayMana)):
            symbols_node, for_each = paid
            if for_each is not None:
                raise Unsupported(for_each, "a payment of mana for each object")
            symbols = words(symbols_node)
            if any("X" in symbol.upper() for symbol in symbols):
                raise Unsupported(symbols_node, "paying X to stop an instruction")
            if symbols and all(symbol.upper() == "{E}" for symbol in symbols):
                # "unless you pay {E}{E}": energy counters (CR 107.14)
                return ir.Cost(energy=len(symbols), span=symbols_node.span)
            # {E} among mana, {T}, {S}: what the runtime can't pay is refused (C001)
            mana = "".join(runtime_mana(symbol, symbols_node) for symbol in symbols)
            return ir.Cost(mana=mana, span=symbols_node.span)
        if is_(tail, (nodes.UnlessPaysLife, nodes.UnlessPayLife)):
            (how_much,) = paid
            life = amount(how_much)
            if life.is_x:
                raise Unsupported(how_much, "paying X life to stop an instruction")
            return ir.Cost(pay_life=life.value, span=tail.span)
        if is_(tail, nodes.UnlessReturns):
            return ir.Cost(return_to_hand=(self._unless_returned(paid),), span=tail.span)
        if is_(tail, nodes.UnlessExile):
            # "sacrifice it unless you exile a card from your graveyard" (CR 118.12a, 406.1):
            # the cost "Exile [N] [cards] from your graveyard", chosen as it is paid
            what, origin = paid
            part = nodes.ExileCost((None, what, origin), span=tail.span)
            if not exiles_from_your_graveyard(part):
                raise Unsupported.quoting(tail, "exiling '{}' to stop an instruction")
            exiled = exiled_from_graveyard(part, self.ctx)
            return ir.Cost(exile_from_graveyard=(exiled,), span=tail.span)
        if is_(tail, nodes.UnlessTap):
            # "sacrifice ~ unless you tap an untapped creature you control" (CR 118.12a,
            # 118.3): that many untapped permanents of yours tapped as it is paid
            (what,) = paid
            part = nodes.TapCost((None, what), span=tail.span)
            return ir.Cost(tap_untapped=(tap_untapped_cost(part, self.ctx),), span=tail.span)
        if is_(tail, nodes.UnlessSacrifices):
            _verb, what = paid
            return ir.Cost(sacrifices=(self._sacrifice_cost(what),), span=what.span)
        if is_(tail, nodes.UnlessDiscardsKind):
            # "sacrifice it unless you discard a creature card" (CR 118.12a, 701.9a): that
            # many cards of that kind from the payer's hand, chosen as the cost is paid
            return ir.Cost(discard_cards=(self._unless_discarded_kind(paid),), span=tail.span)
        _verb, count_noun = paid  # UnlessDiscards, UnlessDiscardsAtRandom
        word, noun = take(count_noun)
        if lexeme_texts(noun) not in (["card"], ["cards"]):
            raise Unsupported(count_noun, "discarding a kind of card to stop an instruction")
        n = fixed_count(word, "a number of cards to discard that is not fixed")
        consume_all(count_noun)
        if is_(tail, nodes.UnlessDiscardsAtRandom):
            # "unless you discard a card at random": the cards are chosen by no player (CR
            # 701.9b), as the cost is paid (CR 118.12a)
            consume(tail)
            return ir.Cost(discard_random=n, span=tail.span)
        return ir.Cost(discard=n, span=count_noun.span)

    def _unless_discarded_kind(self, paid: list[Any]) -> ir.DiscardCardsCost:
        """ "unless you discard a creature card", "unless you discard an instant or sorcery
        card" (CR 118.12a, 701.9a): that many cards of the payer's hand with the quality. A
        number that is not fixed, "another" and any zone or controller in the description
        are refused."""
        _verb, what = paid
        if not is_(what, nodes.Counted):
            raise Unsupported(what, "discarding this to stop an instruction")
        how_many, filter_node = take(what)
        if is_another(how_many):
            raise Unsupported(what, "discarding another card to stop an instruction")
        n = fixed_count(how_many, "a number of cards to discard that is not fixed")  # type: ignore[arg-type]
        filt = filter_ir(filter_node, self.ctx)  # type: ignore[arg-type]
        if filt.zone is not ir.ZoneName.BATTLEFIELD or filt.controller is not None or filt.other:
            raise Unsupported(what, "discarding these cards to stop an instruction")
        filt = dataclasses.replace(filt, zone=ir.ZoneName.HAND, zone_owner=ir.Whose.YOU)
        consume_all(what)
        described = self.abilities.written(what)  # "a creature card", as the card says it
        return ir.DiscardCardsCost(n, filt, described, span=what.span)

    def _unless_returned(self, paid: list[Any]) -> ir.ReturnToHandCost:
        """ "unless you return an untapped Island you control to its owner's hand" (CR
        118.12a): that many permanents the payer controls, chosen as it is paid. Permanents
        not said to be the payer's ("return an enchantment"), "this" or "another", a number
        that is not fixed and any other zone are refused."""
        _verb, what, destination = paid
        place = zone(destination)
        if place.owner != "owner" or list(place.zones) != ["hand"]:
            raise Unsupported(destination, "returning a permanent elsewhere than its owner's hand")
        if not is_(what, nodes.Counted):
            raise Unsupported(what, "returning a permanent to stop an instruction")
        how_many, filter_node = take(what)
        if is_another(how_many):
            raise Unsupported(what, "returning another permanent to stop an instruction")
        n = fixed_count(how_many, "a number of permanents to return that is not fixed")  # type: ignore[arg-type]
        filt = filter_ir(filter_node, self.ctx)  # type: ignore[arg-type]
        yours = filt.controller is not None and filt.controller.who == "you"
        if not yours or filt.zone is not ir.ZoneName.BATTLEFIELD or filt.other or filt.x_bounds:
            raise Unsupported(what, "returning other than permanents you control")
        consume(destination)
        described = self.abilities.written(what)  # "an untapped Island you control"
        return ir.ReturnToHandCost(n, filt, described, span=what.span)

    def _take_per(self) -> ir.Quantity | None:
        """The clause's "for each" amount, taken (None after it): "for each of its colors"
        names the object "its" stands for only now, the clause's subject read (CR 105.2,
        608.2c: "Target creature gets +2/+2 ... for each of its colors")."""
        per, self._per = self._per, None
        if isinstance(per, _ColorsOfNamed):
            named = named_value(per.node, self.ctx, "mana_value", per.noun)
            consume_all(per.node)
            return ir.ColorsOf(named.of, span=per.node.span)
        return per

    def _times(self, base: ir.Quantity, node: nodes.Node) -> ir.Quantity:
        """``base`` as written, or ``base`` for each object of the clause's "for each"."""
        per = self._take_per()
        if per is None:
            return base
        if not isinstance(base, ir.Fixed):
            raise Unsupported(node, "'for each' on an amount that is not a number")
        if isinstance(per, ir.ColorsSpent):
            if base.value != 1:
                raise Unsupported(node, "more than one for each color of mana spent")
            return per
        if isinstance(per, ir.CountersRemovedForCost):
            if base.value != 1:
                raise Unsupported(node, "more than one for each counter removed")
            return per
        if isinstance(per, ir.Devotion):
            # chroma: "a Goat token for each white mana symbol in ..." (one per symbol)
            if base.value != 1:
                raise Unsupported(node, "more than one for each mana symbol")
            return per
        return dataclasses.replace(per, times=base.value)

    def _shared_subject(
        self,
        subject: nodes.Node | None,
        may: nodes.Node | None,
        predicates: nodes.Node,
        shared: tuple[Subject, bool] | None,
    ) -> tuple[Subject, bool] | None:
        """Whose instruction a clause without a subject is, when an earlier clause of the
        sentence named one: "Each player loses 1 life, discards a card, sacrifices a creature,
        then sacrifices a land." -- the verb agrees with that subject ("discards"), so each
        player discards (a subject shared by the clauses, as the grammar reads it). After
        "[player] may search ...", a clause in the base form ("put that card onto the
        battlefield, then shuffle") goes on with what that player may do (CR 608.2d): it
        joins the optional instruction -- for "you may" too: "You may search your library
        for a basic land card, put it onto the battlefield, then shuffle" is one choice, and
        a player who doesn't search doesn't shuffle (the wording replaced "You may search
        ... If you do, shuffle your library"; Shadow of Doubt's rulings). ``None``: the clause
        is an imperative, said to you. Returns the subject, and whether the clause joins the
        "may" before it."""
        if subject is not None or may is not None or shared is None:
            return None
        who, said_may = shared
        # The verb as the card writes it (a literal word is not kept in the tree).
        written = self.abilities.written(predicates).split()
        verb = written[0].lower() if written else ""
        if verb.endswith("s") and not verb.endswith("ss"):
            return who, False
        if self._each_players_said and who.players is not None:
            # "Any number of target opponents each discard their hands, then draw seven
            # cards": the base form agrees with the players "each" named, so they draw too
            return who, False
        if said_may and who.players is not None:
            return who, True
        return None

    def clause(
        self,
        subject: nodes.Node | None,
        may: nodes.Node | None,
        predicates: nodes.Node,
        duration: nodes.Node | None,
        default_until: ir.Duration | None = None,
        who: Subject | None = None,
    ) -> list[ir.Effect]:
        delayed = delayed_when(duration) if duration is not None else None
        if duration is not None and delayed is not None:
            # "Sacrifice it at the beginning of the next end step": a delayed triggered ability
            # (CR 603.7a), created now, doing the instruction when it triggers.
            consume(duration)
            flipped = self.ctx.flip_key
            later = self.clause(subject, may, predicates, None, who=who)
            # a coin flipped later, by the delayed trigger, is no flip the next sentence reads
            self.ctx.flip_key = flipped
            when, what = self.abilities.written(duration), self.abilities.written(predicates)
            text = f"{when[:1].upper()}{when[1:]}, {what[:1].lower()}{what[1:]}"
            return [
                ir.DelayedInstruction(
                    _sequence(later, predicates),
                    when=delayed,
                    text=text,
                    span=duration.span,
                )
            ]
        if duration is not None and is_(duration, nodes.UntilLeaves):
            return self._until_source_leaves(subject, may, predicates, duration, who)
        if who is None and self._two_players_exchange(subject, predicates):
            who = Subject(players=self._two_target_players(take(subject)[0]))  # type: ignore[index, arg-type]
            self._last_subject = who
        if who is None and subject is not None and is_(take(subject)[0], nodes.AnOpponentActs):
            # "An opponent gains control of it.": the opponent chosen first, then acting
            if may is not None or self._per is not None:
                # "an opponent may ..." (one chosen, or each until one does?) and "for each
                # ..., an opponent ..." (one choice, or one each time?): not said
                raise Unsupported.quoting(subject, "'{}' who may act, or acts for each")
            choose, who = self._an_opponent_acts(take(subject)[0])  # type: ignore[arg-type]
            self._last_subject = who
            return [choose, *self.clause(subject, may, predicates, duration, who=who)]
        if who is None:
            self.ctx.objects_and_ok = all(
                item.rule in SUBJECT_OBJECTS_AND_VERBS
                for item in predicates.items
                if isinstance(item, nodes.Node)
            )
            try:
                who = self.subject(subject)
            finally:
                self.ctx.objects_and_ok = False
            self._last_subject = who
        if may is None and who.players is not None and who.players.who == "any_player":
            # "Any player sacrifices a land" says no one player (CR 118.12a: "any player may")
            raise Unsupported(subject, "'any player' without 'may'", meaningless=True)  # type: ignore[arg-type]
        consume(may, duration)
        while_source = self._while_source(duration) if duration is not None else None
        if duration is not None and rule_name(duration) not in DURATIONS and while_source is None:
            # A time this compiler doesn't know: reported rather than dropped.
            raise Unsupported(duration, f"'{self.abilities.written(duration)}' on an instruction")
        until = DURATIONS.get(rule_name(duration)) if duration is not None else default_until
        if while_source is not None:
            until = while_source
        of_players = who.objects is None and who.players is not None
        binds = (
            may is None
            and self.ctx.they is None
            and (not of_players or who.players.who in _THEY_SUBJECTS)  # type: ignore[union-attr]
            and (of_players or who.players is None)
        )
        if not binds:
            return self._clause_steps(who, may, predicates, duration, until)
        # "Each player sacrifices a creature they control.": "they" is the clause's player
        # (CR 608.2c), of each player in turn order (CR 101.4; _they_are_the_subject)
        they = ir.Players("mentioned", key=_THEY, span=predicates.span)
        self.ctx.they, self.ctx.they_used = they, False
        try:
            steps = self._clause_steps(who, may, predicates, duration, until)
            if self.ctx.they_used and of_players:
                steps = _they_are_the_subject(steps, they, predicates)
            elif self.ctx.they_used:
                steps = _they_are_the_one_player(steps, they, predicates)
        finally:
            self.ctx.they, self.ctx.they_used = None, False
        return steps

    def _while_source(self, duration: nodes.Node) -> ir.Duration | None:
        """The duration "for as long as you control ~" / "for as long as ~ remains on the
        battlefield" / "for as long as ~ remains tapped" (CR 611.2b), said by a permanent (an
        instant or sorcery is no permanent to control); None for any other."""
        if not is_(duration, (nodes.ForAsLongAs, nodes.ForAsLongAsRemains)):
            return None
        kinds = {kind.lower() for kind in self.ctx.card.type_line.card_types}
        if kinds & {"instant", "sorcery"}:
            return None
        (said,) = (i for i in take(duration) if isinstance(i, nodes.Node))
        if is_(duration, nodes.ForAsLongAsRemains):
            if not isinstance(objects(said, self.ctx).ref, ir.SourceObject):  # type: ignore[arg-type]
                return None
            return ir.Duration.WHILE_SOURCE_ON_BATTLEFIELD
        return self._while_said(said)

    def _while_said(self, said: nodes.Node) -> ir.Duration | None:
        """The duration "for as long as [said]" of a permanent's ability: "~ remains tapped",
        "you control ~" or both (CR 611.2b); None for any other, and on an instant or sorcery
        (no permanent to control or to stay tapped)."""
        kinds = {kind.lower() for kind in self.ctx.card.type_line.card_types}
        if kinds & {"instant", "sorcery"}:
            return None
        if is_(said, nodes.RemainsTapped):
            # "for as long as Ashnod's Battle Gear remains tapped": only of this permanent
            if not self._source_remains_tapped(said):
                return None
            return ir.Duration.WHILE_SOURCE_TAPPED
        if is_(said, nodes.BothConditions):
            # "for as long as you control Willow Satyr and Willow Satyr remains tapped"
            parts = [i for i in take(said) if isinstance(i, nodes.Node)]
            if len(parts) != 2 or not is_(parts[0], nodes.YouControlSelf):
                return None
            if not is_(parts[1], nodes.RemainsTapped):
                return None
            if not self._source_remains_tapped(parts[1]):
                return None
            consume_all(said)
            return ir.Duration.WHILE_YOU_CONTROL_SOURCE_TAPPED
        if not is_(said, nodes.YouControlSelf):
            return None
        consume_all(said)  # "you control ~": every word is the duration's meaning
        return ir.Duration.WHILE_YOU_CONTROL_SOURCE

    def _source_remains_tapped(self, said: nodes.Node) -> bool:
        """Whether "[object] remains tapped" names this permanent (consumed if so)."""
        (tapped,) = (i for i in take(said) if isinstance(i, nodes.Node))
        if not isinstance(objects(tapped, self.ctx).ref, ir.SourceObject):  # type: ignore[arg-type]
            return False
        consume_all(said)
        return True

    def _until_source_leaves(
        self,
        subject: nodes.Node | None,
        may: nodes.Node | None,
        predicates: nodes.Node,
        duration: nodes.Node,
        who: Subject | None,
    ) -> list[ir.Effect]:
        """ "[You may] exile target creature an opponent controls until Banisher Priest leaves
        the battlefield." (CR 610.3): the exile instruction, and the cards it exiled return
        to the zones they were in as soon as this permanent leaves the battlefield
        (:class:`ir.UntilSourceLeaves`). Only an exile said by you, until this permanent (the
        source of a triggered or activated ability) leaves; any other instruction, object or
        source is C001."""
        (leaving,) = (i for i in take(duration) if isinstance(i, nodes.Node))
        kinds = {kind.lower() for kind in self.ctx.card.type_line.card_types}
        gone = objects(leaving, self.ctx)  # type: ignore[arg-type]
        consume(duration)
        if not isinstance(gone.ref, ir.SourceObject) or kinds & {"instant", "sorcery"}:
            raise Unsupported.quoting(duration, "'{}' of an object other than this permanent")
        steps = self.clause(subject, may, predicates, None, who=who)
        said = self.abilities.written(duration)
        if len(steps) != 1:
            raise Unsupported(duration, f"'{said}' on more than one instruction")
        step = steps[0]
        inner = step.effect if isinstance(step, ir.MayDo) else step
        if isinstance(inner, ir.Sequence) and len(inner.steps) == 1:
            inner = inner.steps[0]
        exiling = (
            isinstance(inner, ir.Action)
            and inner.verb is ir.Verb.EXILE
            and not isinstance(inner.objects, ir.TopOfLibrary | None)
            and (inner.players is None or inner.players.who == "you")
        )
        if not exiling or (isinstance(step, ir.MayDo) and step.chooser.who != "you"):
            raise Unsupported(duration, f"'{said}' on an instruction other than your exiling")
        timed = ir.UntilSourceLeaves(inner, span=duration.span)  # type: ignore[arg-type]
        if isinstance(step, ir.MayDo):
            return [dataclasses.replace(step, effect=timed)]
        return [timed]

    def _clause_steps(
        self,
        who: Subject,
        may: nodes.Node | None,
        predicates: nodes.Node,
        duration: nodes.Node | None,
        until: ir.Duration | None,
    ) -> list[ir.Effect]:
        """The instructions of a clause whose subject is ``who``, under its "may"."""
        steps: list[ir.Effect] = []
        found = timed_predicates(predicates)
        for index, (predicate, timed) in enumerate(found):
            own = ir.Duration.END_OF_TURN if timed is not None else until
            rule = _timed_rule(predicate)
            if (
                own is not None
                and timed is None
                and rule in _INSTANT_ACTIONS
                and any(_timed_rule(later) in TIMED_EFFECTS for later, _t in found[index + 1 :])
            ):
                # "Untap target creature and gain control of it until end of turn": untapping
                # is done once (a one-shot effect, CR 610.1, 701.26b) and lasts no time; the
                # duration is that of the effect after it that lasts (CR 611.2a)
                own = None
            if own in _WHILE_SOURCE and rule not in WHILE_CONTROL_EFFECTS:
                # "for as long as you control ~" on an instruction the runtime can't end then
                # (a duration that opened the sentence: refused at the instruction)
                if duration is None:
                    raise Unsupported(
                        predicate, f"'for as long as ...' on an instruction: '{_words(predicate)}'"
                    )
                written = self.abilities.written(duration)
                raise Unsupported(duration, f"'{written}' on an instruction: '{_words(predicate)}'")
            if own is not None and rule in _BANDS_WITH_OTHER_LOST:
                # refused at its own words before its duration (CR 702.22b)
                raise Unsupported(predicate, REFUSED_EFFECTS[rule])
            if own is not None and rule not in TIMED_EFFECTS:
                where = timed or duration or predicate
                raise Unsupported(where, f"a duration on '{_words(predicate)}'")
            if own is ir.Duration.UNTIL_YOUR_NEXT_TURN and rule not in UNTIL_NEXT_TURN_EFFECTS:
                written = self.abilities.written(predicate)
                raise Unsupported(duration, f"'until your next turn' on '{written}'")
            allowed = (
                UNTIL_END_OF_COMBAT_EFFECTS
                if is_(duration, nodes.UntilEndOfCombat)
                else THIS_COMBAT_EFFECTS
            )
            if own is ir.Duration.END_OF_COMBAT and rule not in allowed:
                written = self.abilities.written(predicate)
                said = self.abilities.written(duration) if duration else "this combat"
                raise Unsupported(duration, f"'{said}' on '{written}'")
            steps.append(self.one_shot(predicate, who, own))
        if any(_timed_rule(predicate) == "cast_reference" for predicate, _ in found):
            if may is None or len(found) != 1:
                # "Until end of turn, you cast that card" is no Oracle wording
                raise Unsupported.quoting(predicates, "'{}' without 'may' before it alone")
            # "You may cast that card this turn": "may" is the permission's own word (CR
            # 601.2): nothing is chosen as the ability resolves
            consume(may)
            return steps
        if may is None:
            return steps
        # The card's own words (CR 608.2d: the player chooses whether to do what it says).
        said = self.abilities.written(predicates)
        prompt = f"Do you want to {said}?"
        chooser = who.players or ir.Players("you", span=may.span)
        key = ""
        if chooser.who in SEVERAL_CHOOSERS:
            # "Each player may ...": who did it is recorded for "each player who ... this way"
            # and "for each opponent who does" (CR 608.2c)
            key = self.ctx.new_key("did")
        self.ctx.last_may = (chooser, key, said)
        return [ir.MayDo(chooser, _sequence(steps, predicates), prompt, key=key, span=may.span)]

    def one_shot(self, predicate: nodes.Node, who: Subject, until: ir.Duration | None) -> ir.Effect:
        """One predicate as IR: a ``one_shot_<rule>`` method, or a verb on each object it
        names (``OBJECT_ACTIONS``)."""
        self._one_of_them_chosen(predicate)
        self.ctx.objects_and_ok = predicate.rule in OBJECTS_AND_VERBS
        try:
            result = self._one_shot(predicate, who, until)
        finally:
            self.ctx.objects_and_ok = False
        self._refuse_non_permanents(predicate, result)
        self._note_move(result)
        moved_all = (
            isinstance(result, ir.Action)
            and result.verb in (ir.Verb.EXILE, ir.Verb.SACRIFICE)
            and isinstance(result.objects, ir.AllObjects)
        )
        # what "that many" of the next instruction may count (``moved_all_before``)
        self.ctx.moved_all_before = result.span if moved_all else None
        return result

    def _one_of_them_chosen(self, predicate: nodes.Node) -> None:
        """ "one of them" is one object of those named before it, chosen as the instruction
        resolves (CR 608.2c, 608.2d): read only by the instructions that make that choice
        ("Choose one of them.", "Put one of them into your hand and the rest ...", "Put one
        of them into your graveyard" after cards looked at); any other instruction would act
        on all of them, so it is C001 there ("Tap two target creatures. Untap one of them.")."""
        for item in predicate.items:
            if not is_(item, nodes.OneOfThem) or predicate.rule in _CHOOSING_ONE_OF_THEM:
                continue
            if predicate.rule in ("put", "exile") and self._one_of_looked_at() is not None:
                continue
            raise Unsupported.quoting(
                item, "'{}': one of several objects, chosen, in this instruction"
            )  # type: ignore[arg-type]

    def _refuse_non_permanents(self, predicate: nodes.Node, result: ir.Effect) -> None:
        """C002 for a verb of permanents said of objects in another zone: "Destroy target
        spell.", "Tap target card in your hand." Only a permanent is destroyed, tapped,
        untapped, sacrificed or regenerated (CR 701.8a, 701.26a, 701.21a, 701.19a); a spell
        or a card in a graveyard is none, and no reading of the text does anything to it."""
        if not isinstance(result, ir.Action) or result.verb not in _VERBS_OF_PERMANENTS:
            return
        if not any(
            isinstance(item, nodes.Node) and item.rule in _DESCRIBED_HERE
            for item in predicate.items
        ):
            return  # "sacrifice it": the card returned is a permanent now (CR 400.7)
        filt = self._filter_of(result.objects)
        if isinstance(filt, ir.ObjectFilter) and filt.zone is not ir.ZoneName.BATTLEFIELD:
            verb = _VERBS_OF_PERMANENTS[result.verb]
            raise Unsupported(
                predicate,
                f"'{verb}' acts on permanents only, not on objects "
                f"{_ZONE_PHRASES.get(filt.zone, filt.zone.value)} (CR 110.1)",
                meaningless=True,
            )

    def _note_move(self, result: ir.Effect) -> None:
        """Record an instruction that exiles, mills or discards cards (``ctx.moves``), for a
        later "exiled this way" / "milled this way" / "discarded this way" (CR 608.2c). The
        cards milled come from a library and those discarded from a hand (CR 701.17a, 701.9a);
        those exiled from where its objects are, known only of the top of a library or a
        description of cards in another zone than the battlefield."""
        if not isinstance(result, ir.Action):
            return
        participle = _MOVED_PARTICIPLES.get(result.verb)
        if participle is None:
            return
        known = True
        if result.verb is ir.Verb.EXILE:
            known = self._exiled_from_a_zone_of_cards(result.objects)
            if result.span is not None:
                self.ctx.exiles_one[result.span] = self._one_object(result.objects)
        if result.verb is ir.Verb.MILL and result.span is not None:
            one_card = isinstance(result.amount, ir.Fixed) and result.amount.value == 1
            one_player = result.players is None or result.players.who in _ONE_PLAYER
            self.ctx.mills_one[result.span] = one_card and one_player
        self.ctx.moves.append((participle, result.span, result.remember, known))
        if result.span is not None:
            self.ctx.move_players[result.span] = result.players

    def _one_object(self, ref: ir.ObjectRef | None) -> bool:
        """Whether ``ref`` names one object at most: one target ("target creature", "up to
        one target card"), the top card of one library, or "it" / "that card"."""
        if isinstance(ref, ir.TargetObjects) and ref.target_index < len(self.ctx.targets):
            spec = self.ctx.targets[ref.target_index]
            return spec.maximum == 1 and not spec.times_x
        if isinstance(ref, ir.TopOfLibrary):
            return ref.count == 1 and ref.amount is None and ref.players is None
        return isinstance(ref, ir.Mentioned) and not ref.plural

    def _exiled_from_a_zone_of_cards(self, ref: ir.ObjectRef | None) -> bool:
        """Whether the objects ``ref`` names are cards outside the battlefield and the stack:
        the top of a library, or a target or description of cards in a graveyard, hand,
        library or exile (then the card exiled is the card it was, CR 400.7)."""
        if isinstance(ref, ir.TopOfLibrary):
            return True
        filt = self._filter_of(ref)
        return isinstance(filt, ir.ObjectFilter) and filt.zone in _ZONES_OF_CARDS

    def _filter_of(self, ref: ir.ObjectRef | None) -> object:
        """The description a target or a group of objects was chosen by, or None."""
        if isinstance(ref, ir.TargetObjects) and ref.target_index < len(self.ctx.targets):
            return self.ctx.targets[ref.target_index].filter
        if isinstance(ref, ir.AllObjects | ir.ChosenObjects):
            return ref.filter
        return None

    def _one_shot(
        self, predicate: nodes.Node, who: Subject, until: ir.Duration | None
    ) -> ir.Effect:
        method = getattr(self, f"one_shot_{predicate.rule}", None)
        if predicate.rule.startswith("deal_damage") and who.objects is None and who.players is None:
            verb_word = predicate.items[0] if predicate.items else None
            if isinstance(verb_word, nodes.Lexeme) and verb_word.text.lower() == "deal":
                # "Deal 3 damage to any target.": damage is dealt by a source (CR 120.1), and
                # Oracle always names it ("~ deals 3 damage"); no source is the reading
                raise Unsupported(
                    verb_word,
                    "'deal' with no source: damage is dealt by an object (CR 120.1)",
                    meaningless=True,
                )
        if predicate.rule in _RETURNS and who.players is not None and who.players.who != "you":
            # "Each opponent may return a creature card from their graveyard to the
            # battlefield": their own cards, their choice, under their control -- the return
            # readings are all of cards you return (CR 608.2d)
            raise Unsupported(predicate, "another player returning cards")
        if predicate.rule in REFUSED_EFFECTS:
            raise Unsupported(predicate, REFUSED_EFFECTS[predicate.rule])
        if method is not None:
            consume(predicate)  # its words; the method reads its child nodes
            self._acting, self._acting_rule = who, predicate.rule
            result: ir.Effect = method(predicate, who, until)
            return result
        verb = OBJECT_ACTIONS.get(predicate.rule)
        if verb is None and predicate.rule in KEYWORD_ACTION_RULES:
            rule = KEYWORD_ACTION_RULES[predicate.rule]
            name = predicate.rule.replace("_", " ")
            raise Unsupported(predicate, f"the keyword action '{name}' (CR {rule})")
        if verb is None:
            raise Unsupported.quoting(predicate, "the effect '{}'")
        what = objects(take(predicate)[0], self.ctx)
        if verb is ir.Verb.DESTROY:  # for "destroyed this way" after it (CR 608.2c)
            self.ctx.destructions.append((predicate.span, what.ref))
        return ir.Action(verb, objects=what.ref, span=predicate.span)

    def one_shot_become_blocked(
        self, node: nodes.Node, who: Subject, until: ir.Duration | None
    ) -> ir.Effect:
        """ "Target unblocked attacking creature becomes blocked.", "X target attacking
        creatures become blocked.", "Attacking creatures become blocked." (CR 509.1h): each
        becomes a blocked creature with no creature blocking it (CR 509.3c: its "becomes
        blocked" abilities trigger). Said of a player, or with a duration, is refused."""
        if who.objects is None or who.players is not None:
            raise Unsupported(node, "'become blocked' said of no creature")
        if until is not None:
            raise Unsupported(node, "'become blocked' for a duration")
        consume_all(node)
        return ir.Action(ir.Verb.BECOME_BLOCKED, objects=who.objects.ref, span=node.span)

    def one_shot_manifest(
        self, node: nodes.Node, who: Subject, until: ir.Duration | None
    ) -> ir.Effect:
        """ "Manifest the top card of your library" / "... the top two cards ..." (CR 701.40a):
        each put onto the battlefield face down as a 2/2 creature, one at a time (CR 701.40e);
        "it" / "them" next are the manifested permanents. Said of another player or of other
        cards, C001."""
        (target,) = take(node)
        mine = who.objects is None and (who.players is None or who.players.who == "you")
        if not mine or not is_(target, nodes.TopCards):
            raise Unsupported(node, "manifesting other than the top cards of your library")
        assert isinstance(target, nodes.Node)
        top = objects(target, self.ctx)
        ref = top.ref
        if not isinstance(ref, ir.TopOfLibrary) or ref.target_index is not None:
            raise Unsupported(node, "manifesting other than the top cards of your library")
        nouns = frozenset({"card", "creature", "permanent"})
        key = self.ctx.mention("objects" if top.plural else "object", nouns).key
        return ir.Action(ir.Verb.MANIFEST, objects=ref, remember=key, span=node.span)

    def subject(self, node: nodes.Node | None) -> Subject:
        if node is None:
            return Subject()
        inner = take(node)[0]
        assert isinstance(inner, nodes.Node)
        if is_(inner, nodes.EachPlayerWhoDid):
            return Subject(players=self._players_who_did(inner))
        if is_(inner, nodes.EachPlayerWhoCant):
            return Subject(players=self._players_who_cant(inner))
        if is_(inner, nodes.YouAndPlayerEach):
            return Subject(players=self._you_and_player(inner))
        if rule_name(inner) in PLAYER_SUBJECTS:
            return Subject(players=players(inner, self.ctx))
        if is_(node, nodes.SubjectEach) and is_(
            inner, (nodes.TargetPlayers, nodes.TargetOpponentsPlural)
        ):
            # "Two target players each draw a card." (CR 115.1d, 608.2c)
            consume(take(node)[1])
            return Subject(players=several_target_players(inner, self.ctx))
        if self._it_is_source and is_(inner, nodes.It) and not is_(node, nodes.SubjectEach):
            # "If this spell was kicked, it ...": the spell itself (CR 201.5)
            self._it_is_source = False  # the clauses after it name what they name
            source = Objects(ir.SourceObject(span=inner.span), nouns=frozenset({"self"}))
            return Subject(objects=source)
        if is_(inner, nodes.They) and not is_(node, nodes.SubjectEach):
            player = they_the_player(inner, self.ctx)
            if player is not None:
                return Subject(players=player)
        said = objects(inner, self.ctx)
        if is_(node, nodes.SubjectEach):
            # "Up to two target creatures each get +1/+0": each of them does what the clause
            # says, as without "each" (CR 608.2c); said of one object it is not English.
            consume(take(node)[1])
            if not said.plural:
                raise Unsupported(node, "'each' after one object", meaningless=True)
        return Subject(objects=said)

    def _you_and_player(self, node: nodes.Node) -> ir.Players:
        """ "You and that player each draw three cards.", "You and target opponent each
        create a Treasure token.": you and one other player, each of whom does what the clause
        says, the active player first (CR 101.4). The other must be one player other than you
        as the text names it; a phrase that may name you or several players is C001."""
        parts = take(node)
        you, other = parts[0], parts[-1]  # "and" between them ("and target opponent": a token)
        consume(you, *parts[1:-1])
        also = players(other, self.ctx)  # type: ignore[arg-type]
        if also.who == "target":
            # "You and target player each ...": the target may be you (CR 115.1)
            one_opponent = self.ctx.targets[also.target_index].players is ir.Whose.OPPONENT  # type: ignore[index]
        else:
            # "Choose an opponent. You and that player each ..."; "that player" of an event,
            # or of "Choose a player.", may be you: who does it twice is no reading
            one_opponent = also.who == "mentioned" and also.key in self._opponent_choices
        if not one_opponent:
            raise Unsupported.quoting(other, "'you and {} each': a player who may be you")  # type: ignore[arg-type]
        return ir.Players("you_and", also=also, span=node.span)

    def reflexive(self, node: nodes.Node) -> ir.Effect:
        """ "When you do, ..." (CR 603.12): triggers if the optional action before it was done.
        It is an ability of its own: its targets are chosen as it is put on the stack, after
        the ability that made it has resolved (CR 603.12, 603.3d), so they are numbered from
        0 in it and are not the targets of the ability that made it; what it names stays in
        it (no pronoun after it refers into it)."""
        sub = EffectCompiler(self.ctx, self.abilities)
        clauses = next(i for i in take(node) if is_(i, (nodes.Clauses, nodes.WhereClauses)))
        first, named = len(self.ctx.targets), len(self.ctx.mentions)
        outer, self.ctx.destructions = self.ctx.destructions, []
        try:
            steps = sub.clauses(clauses)
        finally:  # its destructions are of another resolution: no "destroyed this way" after
            inner, self.ctx.destructions = self.ctx.destructions, outer
            outer.extend((span, None) for span, _ref in inner)
        own = tuple(self.ctx.targets[first:])
        del self.ctx.targets[first:]
        del self.ctx.mentions[named:]
        effect = _sequence(steps, node)
        try:  # its own targets from 0; a target of its maker is not its to find
            effect = _targets_from(effect, first)
            own = tuple(_targets_from(spec, first) for spec in own)
        except _NamesAnEarlierTarget:
            raise Unsupported(
                node, "a reflexive trigger naming a target of the ability that made it"
            ) from None
        text = self.abilities.written(node)
        return ir.ReflexiveTrigger(effect, targets=own, text=text, span=node.span)

    def _action(self, verb: ir.Verb, node: nodes.Node, who: Subject, **fields: Any) -> ir.Action:
        """An instruction done by the clause's players (None: you). Only a player follows it
        (CR 608.2: draw, discard, gain life, search, ...): said of objects ("Creatures draw a
        card.") it means nothing, and is never read as "you"."""
        if who.objects is not None and who.players is None:
            raise Unsupported(
                node,
                "only a player can do this: the subject of this instruction must be a player "
                "('you', 'target player', 'each opponent'), not objects",
                meaningless=True,
            )
        return ir.Action(verb, players=who.players, span=node.span, **fields)

    # ---- one-shot predicates (CR 608.2) ---------------------------------------------------

    def one_shot_deal_damage(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "[source] deals N damage to [recipients]" (CR 120)."""
        how_much = self._times(self._amount_said(take(node)[1]), node)  # type: ignore[arg-type]
        return self._damage_to_objects(node, who, how_much, take(node)[2])

    def _replaced_instruction(self, node: nodes.Node, verbs: tuple[ir.Verb, ...]) -> ir.Action:
        """The one instruction the "instead" sentence being lowered replaces, when it is one
        of ``verbs``: "it deals 4 damage instead" / "create twelve of those tokens instead"
        change only its amount (CR 608.2c). Anywhere else the words name nothing: C001."""
        usual = self._instead_of
        step = usual[0] if usual is not None and len(usual) == 1 else None
        if not (isinstance(step, ir.Action) and step.verb in verbs):
            raise Unsupported.quoting(node, "'{}' not in place of one such instruction")
        return step

    def one_shot_deal_damage_instead(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Burst Lightning deals 2 damage to any target. If this spell was kicked, it deals
        4 damage instead." (CR 608.2c, 120.3): the instruction it replaces, dealing the new
        amount from the same source to the same recipients. Its subject must name that
        source; any other dealer is C001."""
        usual = self._replaced_instruction(
            node, (ir.Verb.DEAL_DAMAGE, ir.Verb.DEAL_DAMAGE_UNPREVENTABLE)
        )
        dealer, amount_node, _damage = take(node)
        consume(dealer)
        consume(_damage)
        if _sources(who) != usual.objects or until is not None:
            raise Unsupported.quoting(
                node, "'{}' said of another source than the damage it replaces"
            )
        how_much = self._times(quantity(amount(amount_node), amount_node), node)
        return dataclasses.replace(usual, amount=how_much, span=node.span)

    def one_shot_create_more_of_those(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Create six 1/1 white Kor Soldier creature tokens. If this spell was kicked,
        create twelve of those tokens instead." (CR 608.2c, 111.2): the tokens of the
        instruction it replaces, in the new number, created by the same player; what it
        records is that instruction's record (only one of the two is done)."""
        usual = self._replaced_instruction(node, (ir.Verb.CREATE, ir.Verb.CREATE_COPY))
        how_many_node, those = take(node)
        consume(those)
        players = self._action(ir.Verb.CREATE, node, who).players
        if players != usual.players or until is not None:
            raise Unsupported.quoting(node, "'{}' created by another player than those it replaces")
        how_many = self._times(quantity(count(how_many_node), how_many_node), node)
        if usual.more_tokens or usual.or_tokens:  # a list or a choice of tokens (CR 111.2)
            raise Unsupported.quoting(node, "'{}' in place of a list of tokens")
        if usual.remember:
            self._derived_keys.add(usual.remember)
        return dataclasses.replace(usual, amount=how_many, span=node.span)

    def _damage_to_objects(
        self, node: nodes.Node, who: Subject, how_much: ir.Quantity, recipients: Any
    ) -> ir.Effect:
        """[source] deals ``how_much`` damage to the objects ``recipients`` names (CR 120.3)."""
        return ir.Action(
            ir.Verb.DEAL_DAMAGE,
            objects=_sources(who),
            recipients=objects(recipients, self.ctx).ref,
            amount=how_much,
            span=node.span,
        )

    def one_shot_deal_damage_to_players(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "[source] deals N damage to each opponent" (CR 120.3a: damage to a player)."""
        how_much = self._times(self._amount_said(take(node)[1]), node)  # type: ignore[arg-type]
        if is_(take(node)[2], nodes.AttackedPlayer):
            return self._damage_to_attacked(node, who, how_much)
        recipients = self._players_hit(take(node)[2], who)
        return ir.Action(
            ir.Verb.DEAL_DAMAGE,
            objects=_sources(who),
            recipient_players=recipients,
            amount=how_much,
            span=node.span,
        )

    def _players_hit(self, node: nodes.Node, who: Subject) -> ir.Players:
        """The players a source deals damage to (CR 120.3a). "Its controller" is the
        controller of the one object dealing it ("That creature deals damage equal to its
        power to its controller", CR 108.4); said of several sources ("Each enchantment deals 2
        damage to its controller": each its own) or of another object than the dealer, it is
        reported."""
        hit = players(node, self.ctx)
        if not is_(node, nodes.ItsController):
            return hit
        if who.objects is not None and who.objects.plural:
            raise Unsupported(node, "'its controller' of each of several sources")
        dealer = who.object_ref
        if hit.of != dealer and not (
            isinstance(dealer, ir.SourceObject) and isinstance(hit.of, ir.SourceObject)
        ):
            raise Unsupported(node, "'its controller' of another object than the one dealing it")
        return hit

    def one_shot_deal_damage_to_that_player(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "~ deals 1 damage to that player" (CR 120.3a): the player named before, or the
        player of the triggering event (the caster of "Whenever an opponent casts a spell",
        CR 603.7c)."""
        return self.one_shot_deal_damage_to_players(node, who, until)

    def _damage(
        self,
        node: nodes.Node,
        who: Subject,
        how_much: ir.Quantity,
        to_objects: ir.ObjectRef | None = None,
        to_players: ir.Players | None = None,
    ) -> ir.Action:
        return ir.Action(
            ir.Verb.DEAL_DAMAGE,
            objects=_sources(who),
            recipients=to_objects,
            recipient_players=to_players,
            amount=how_much,
            span=node.span,
        )

    def _amount_of(self, node: nodes.Node) -> ir.Quantity:
        return quantity(amount(node), node)

    def one_shot_deal_damage_equal_to(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "deals damage to any target equal to the number of Elementals you control"
        (CR 120.3), counted as it resolves (CR 608.2h)."""
        recipients = objects(take(node)[1], self.ctx)
        how_much = self.where_quantity(take(node)[2])
        return self._damage(node, who, how_much, recipients.ref)

    def one_shot_deal_damage_split_player(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "deals 3 damage to target player and 1 damage to each creature that player
        controls" (CR 120.3): one source, two amounts."""
        to_players = self._players_hit(take(node)[2], who)
        first = self._damage(node, who, self._amount_of(take(node)[1]), to_players=to_players)
        recipients = objects(take(node)[5], self.ctx)
        second = self._damage(node, who, self._amount_of(take(node)[4]), recipients.ref)
        return ir.Sequence((first, second), span=node.span)

    def one_shot_deal_damage_split_controller(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "deals 4 damage to target creature and 2 damage to that creature's controller"
        (CR 120.3): the controller of the target as the spell resolves (CR 608.2b: only
        while the target is legal)."""
        recipients = objects(take(node)[2], self.ctx)
        if recipients.target_index is None:
            raise Unsupported(take(node)[5], "the controller of an object that is not a target")
        consume(take(node)[5])
        at = take(node)[5].span
        target = ir.TargetObjects(recipients.target_index, span=at)
        controller = ir.Players("controller", of=target, span=at)
        first = self._damage(node, who, self._amount_of(take(node)[1]), recipients.ref)
        second = self._damage(node, who, self._amount_of(take(node)[4]), to_players=controller)
        return ir.Sequence((first, second), span=node.span)

    def one_shot_deal_damage_and_each_player(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "deals 1 damage to each creature and each player" (CR 120.3): one amount to the
        objects and to every player, dealt at once."""
        how_much = self._amount_of(take(node)[1])
        recipients = objects(take(node)[2], self.ctx)
        every = ir.Players("each_player", span=node.span)
        return self._damage(node, who, how_much, recipients.ref, every)

    def one_shot_deal_damage_split(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Lunge deals 2 damage to target creature and 2 damage to target player or
        planeswalker", "Arc Trail deals 2 damage to any target and 1 damage to another target"
        (CR 120.3): one source, each amount to the objects (or players) of its own phrase, the
        targets chosen in the order written (CR 601.2c)."""
        first_to = objects(take(node)[2], self.ctx)
        first = self._damage(node, who, self._amount_of(take(node)[1]), first_to.ref)
        second_to = objects(take(node)[5], self.ctx)
        second = self._damage(node, who, self._amount_of(take(node)[4]), second_to.ref)
        return ir.Sequence((first, second), span=node.span)

    def one_shot_deal_damage_to_players_equal_to(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Anathemancer deals damage to target player equal to the number of nonbasic lands
        that player controls", "deals damage to each opponent equal to your devotion to red"
        (CR 120.3a), counted as it resolves (CR 608.2h). Several players each dealt a number
        of their own ("each player ... they control", "each opponent ... that player's
        hand") is one amount per player, which one instruction cannot say: reported."""
        hit_node, how = take(node)[1], take(node)[2]
        if is_(hit_node, nodes.AttackedPlayer):
            raise Unsupported(hit_node, "damage to the attacked player in an amount of its own")
        to_players = self._players_hit(hit_node, who)
        said = " ".join(lexeme_texts(how)).lower()
        of_each = re.search(r"\b(?:they|their|them|player|player's|players')(?![\w'-])", said)
        if to_players.who not in _ONE_PLAYER and of_each:
            raise Unsupported(how, "an amount of each player's own, for several players")
        how_much = _in_zone_of(self._damage_quantity(how, who), to_players, how)
        return self._damage(node, who, how_much, to_players=to_players)

    def one_shot_deal_damage_split_you(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Brothers of Fire deals 1 damage to any target and 1 damage to you" (CR 120.3): one
        source, two amounts, the second to the ability's controller."""
        recipients = objects(take(node)[2], self.ctx)
        first = self._damage(node, who, self._amount_of(take(node)[1]), recipients.ref)
        you = players(take(node)[5], self.ctx)
        second = self._damage(node, who, self._amount_of(take(node)[4]), to_players=you)
        return ir.Sequence((first, second), span=node.span)

    def one_shot_deal_damage_split_itself(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Psionic Entity deals 2 damage to any target and 3 damage to itself" (CR 120.3):
        the one source is dealt the second amount by itself."""
        dealer = self._one_dealer(node, who)
        recipients = objects(take(node)[2], self.ctx)
        first = self._damage(node, who, self._amount_of(take(node)[1]), recipients.ref)
        second = self._damage(node, who, self._amount_of(take(node)[4]), dealer)
        return ir.Sequence((first, second), span=node.span)

    def one_shot_deal_amount_to_itself(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Stuffy Doll deals 1 damage to itself", "Target creature deals 6 damage to itself"
        (CR 120.3): the one object named is both the source and the recipient."""
        dealer = self._one_dealer(node, who)
        return self._damage(node, who, self._amount_of(take(node)[1]), dealer)

    def _one_dealer(self, node: nodes.Node, who: Subject) -> ir.ObjectRef:
        """The one object dealing damage "to itself" (CR 120.3); several ("Each creature deals
        1 damage to itself") would pair each with itself, which one instruction of many sources
        and recipients cannot say: reported."""
        if who.objects is not None and who.objects.plural:
            raise Unsupported(node, "each of several objects dealing damage to itself")
        return who.object_ref

    def one_shot_deal_damage_to_player_and_each(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "deals 2 damage to target player and each creature that player controls"."""
        how_much = self._amount_of(take(node)[1])
        to_players = self._players_hit(take(node)[2], who)
        each = ir.AllObjects(filter_ir(take(node)[3], self.ctx), span=take(node)[3].span)
        return self._damage(node, who, how_much, each, to_players)

    # ---- prevention (CR 615) ----------------------------------------------------------------

    def _prevention_duration(self, node: nodes.Node, duration: Any) -> ir.Duration:
        """A prevention effect's duration: "this turn" / "until end of turn" end in the cleanup
        step (CR 514.2); any other is reported."""
        consume(duration)
        if not is_(duration, (nodes.ThisTurn, nodes.UntilEndOfTurn)):
            raise Unsupported.quoting(node, "'{}' for a time other than this turn")
        return ir.Duration.END_OF_TURN

    def _no_subject(self, node: nodes.Node, who: Subject) -> None:
        """A prevention instruction is the controller's ("you may prevent ..."): said of any
        other subject it is reported."""
        you = who.players is None or who.players.who == "you"
        if who.objects is not None or not you:
            raise Unsupported.quoting(node, "'{}' said of a subject")

    def _prevented_recipients(self, node: nodes.Node) -> ir.ObjectRef:
        return objects(node, self.ctx).ref

    def one_shot_prevent_damage(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Prevent all [combat] damage that would be dealt this turn." (Fog): all damage
        (or all combat damage, CR 510.2) dealt to anything by any source, for the duration
        (CR 615.1a)."""
        self._no_subject(node, who)
        (combat,) = take(node)
        if until is None:
            raise Unsupported.quoting(node, "'{}' with no duration")
        return ir.PreventDamage(combat_only=combat is not None, duration=until, span=node.span)

    def one_shot_prevent_damage_to(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Prevent all [combat] damage that would be dealt this turn to [objects]."
        (CR 615.1a)."""
        self._no_subject(node, who)
        combat, what = take(node)
        return ir.PreventDamage(
            to_objects=self._prevented_recipients(what),  # type: ignore[arg-type]
            combat_only=combat is not None,
            span=node.span,
        )

    def one_shot_prevent_all_damage_to(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Prevent all damage that would be dealt to target creature this turn." (CR 615.1a)."""
        self._no_subject(node, who)
        combat, what, duration = take(node)
        return ir.PreventDamage(
            to_objects=self._prevented_recipients(what),  # type: ignore[arg-type]
            combat_only=combat is not None,
            duration=self._prevention_duration(node, duration),
            span=node.span,
        )

    def one_shot_prevent_all_damage_to_by(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Prevent all damage that would be dealt to that creature this turn by colorless
        sources." (Lithomancer's Focus; CR 615.1a): damage to the objects named as it
        resolves, from the sources named (a description matched as the damage would be
        dealt, CR 611.2c)."""
        self._no_subject(node, who)
        combat, what, duration, by = take(node)
        return ir.PreventDamage(
            to_objects=self._prevented_recipients(what),  # type: ignore[arg-type]
            by_objects=objects(by, self.ctx).ref,  # type: ignore[arg-type]
            combat_only=combat is not None,
            duration=self._prevention_duration(node, duration),
            span=node.span,
        )

    def one_shot_prevent_all_damage_to_by_first(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Prevent all damage that would be dealt to Stonewise Fortifier by target creature
        this turn." (CR 615.1a): as :meth:`one_shot_prevent_all_damage_to_by`, the sources
        said before the duration."""
        self._no_subject(node, who)
        combat, what, by, duration = take(node)
        return ir.PreventDamage(
            to_objects=self._prevented_recipients(what),  # type: ignore[arg-type]
            by_objects=objects(by, self.ctx).ref,  # type: ignore[arg-type]
            combat_only=combat is not None,
            duration=self._prevention_duration(node, duration),
            span=node.span,
        )

    def one_shot_prevent_next_from_chosen_source_amount(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Prevent the next 3 damage that a source of your choice would deal to you this
        turn." (CR 615.7): a shield of that much on the player or object named, for the damage
        of the one source its controller chooses as it resolves (CR 609.7a). "to you and/or
        permanents you control" (one shield for them all) is reported."""
        self._no_subject(node, who)
        how_much, combat, that, counted, deal, recipient, duration = take(node)
        consume(that)
        consume(deal)
        if is_(recipient, nodes.YouAndOr):
            raise Unsupported(node, REFUSED_EFFECTS["prevent_next_damage_to_you_and_or"])
        n = self._times(quantity(amount(how_much), how_much), node)  # type: ignore[arg-type]
        source = self._one_chosen_source(counted)  # type: ignore[arg-type]
        to_objects: ir.ObjectRef | None = None
        to_players: ir.Players | None = None
        if is_(recipient, nodes.You):
            consume(recipient)
            to_players = ir.Players("you", span=recipient.span)  # type: ignore[union-attr]
        else:
            to_objects = self._prevented_recipients(recipient)  # type: ignore[arg-type]
        return ir.PreventDamage(
            amount=n,
            to_objects=to_objects,
            to_players=to_players,
            chosen_source=source,
            combat_only=combat is not None,
            duration=self._prevention_duration(node, duration),
            span=node.span,
        )

    def one_shot_prevent_all_damage_to_from_chosen_source(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Prevent all damage that would be dealt to any target this turn by a source of
        your choice." (Shieldmage Advocate): see :meth:`_from_chosen_source`."""
        self._no_subject(node, who)
        combat, what, duration, counted = take(node)
        self._prevention_duration(node, duration)  # "this turn" only
        return self._from_chosen_source(node, combat, counted, what)  # type: ignore[arg-type]

    def one_shot_prevent_all_damage_to_you(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Prevent all damage that would be dealt to you this turn." (CR 615.1a): to the
        controller of the spell or ability."""
        return self._prevent_all_damage_to(node, who, "you")

    def _prevent_all_damage_to(self, node: nodes.Node, who: Subject, whom: str) -> ir.Effect:
        """ "Prevent all [combat] damage that would be dealt to [players] this turn." (CR
        615.1a): the damage dealt to ``whom`` (``you``, ``each_player``), by any source."""
        self._no_subject(node, who)
        combat, duration = take(node)
        return ir.PreventDamage(
            to_players=ir.Players(whom, span=node.span),
            combat_only=combat is not None,
            duration=self._prevention_duration(node, duration),
            span=node.span,
        )

    def one_shot_prevent_all_damage_by(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Prevent all combat damage that would be dealt by target creature this turn."
        (CR 615.1a): the damage those sources deal, to anything; "by nongreen creatures": by
        any source that is one as the damage would be dealt (CR 611.2c)."""
        self._no_subject(node, who)
        combat, what, duration = take(node)
        found = objects(what, self.ctx)  # type: ignore[arg-type]
        return ir.PreventDamage(
            by_objects=found.ref,
            combat_only=combat is not None,
            duration=self._prevention_duration(node, duration),
            span=node.span,
        )

    def one_shot_prevent_all_damage_to_and_by(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Prevent all combat damage that would be dealt to and dealt by target creature
        this turn." (CR 615.1a): two prevention effects on the objects named as it resolves,
        one of the damage dealt to them, one of the damage they deal."""
        self._no_subject(node, who)
        combat, what, duration = take(node)
        found = objects(what, self.ctx).ref  # type: ignore[arg-type]
        lasting = self._prevention_duration(node, duration)
        only = combat is not None
        steps: list[ir.Effect] = [
            ir.PreventDamage(to_objects=found, combat_only=only, duration=lasting, span=node.span),
            ir.PreventDamage(by_objects=found, combat_only=only, duration=lasting, span=node.span),
        ]
        return ir.Sequence(tuple(steps), span=node.span)

    #: "Prevent all combat damage target creature would deal this turn." says the same.
    one_shot_prevent_all_damage_dealt_by = one_shot_prevent_all_damage_by

    def one_shot_prevent_damage_by_this_turn(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Prevent all combat damage that would be dealt this turn by creatures your
        opponents control." (Thwart the Enemy, Harmless Assault; CR 615.1a): the damage those
        sources deal this turn, to anything; a description is matched as the damage would be
        dealt (CR 611.2c), "target attacking creature" is the object chosen as it resolves."""
        return self._prevent_damage_by(node, who, until, None)

    def one_shot_prevent_damage_to_you_by(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Prevent all damage that would be dealt to you this turn by attacking creatures."
        (Heavy Fog, Scarecrow; CR 615.1a): the damage those sources deal this turn to the
        controller of the spell or ability only; damage to a permanent is dealt."""
        return self._prevent_damage_by(node, who, until, ir.Players("you", span=node.span))

    def _prevent_damage_by(
        self, node: nodes.Node, who: Subject, until: Any, to_players: ir.Players | None
    ) -> ir.Effect:
        """This turn's [combat] damage the objects of ``node`` would deal, to anything or to
        ``to_players`` only, prevented (CR 615.1a)."""
        self._no_subject(node, who)
        if until is not None:
            raise Unsupported.quoting(node, "'{}' with a second duration")
        combat, what = take(node)
        return ir.PreventDamage(
            to_players=to_players,
            by_objects=objects(what, self.ctx).ref,  # type: ignore[arg-type]
            combat_only=combat is not None,
            duration=ir.Duration.END_OF_TURN,
            span=node.span,
        )

    def one_shot_prevent_all_damage_to_players(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Prevent all combat damage that would be dealt to players this turn." (Defend
        the Hearth; CR 615.1a): the damage dealt to each player, by any source; none to a
        permanent."""
        return self._prevent_all_damage_to(node, who, "each_player")

    def one_shot_prevent_all_damage_that_dealt_by(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Prevent all combat damage that other creatures would deal this turn." (Haze
        Frog; CR 615.1a): the damage those sources deal, to anything; a description is
        matched as the damage would be dealt (CR 611.2c)."""
        self._no_subject(node, who)
        combat, that, what, duration = take(node)
        consume(that)
        found = objects(what, self.ctx)  # type: ignore[arg-type]
        return ir.PreventDamage(
            by_objects=found.ref,
            combat_only=combat is not None,
            duration=self._prevention_duration(node, duration),
            span=node.span,
        )

    def one_shot_prevent_all_damage_to_him(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Until end of turn, Gideon Jura becomes a 6/6 ... Prevent all damage that would be
        dealt to him this turn." (CR 615.1a): "him" is the planeswalker whose ability this is,
        named in the sentence before -- the ability's source as it resolves."""
        self._no_subject(node, who)
        combat, duration = take(node)
        return ir.PreventDamage(
            to_objects=ir.SourceObject(span=node.span),
            combat_only=combat is not None,
            duration=self._prevention_duration(node, duration),
            span=node.span,
        )

    def one_shot_prevent_all_damage_to_you_and(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Prevent all damage that would be dealt to you and creatures you control this
        turn." (Safe Passage; CR 615.1a): to the controller and to the objects named; a
        description is matched as the damage would be dealt (CR 611.2c)."""
        self._no_subject(node, who)
        combat, you_and, what, duration = take(node)
        consume(you_and)
        return ir.PreventDamage(
            to_objects=self._prevented_recipients(what),  # type: ignore[arg-type]
            to_players=ir.Players("you", span=you_and.span),  # type: ignore[union-attr]
            combat_only=combat is not None,
            duration=self._prevention_duration(node, duration),
            span=node.span,
        )

    def one_shot_prevent_all_damage_to_you_and_by(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Prevent all damage that would be dealt to you and permanents you control this
        turn by sources you don't control." (Channel Harm; CR 615.1a): as the form before,
        only of damage from the sources named, matched as the damage would be dealt."""
        self._no_subject(node, who)
        combat, you_and, what, by = take(node)
        consume(you_and)
        return ir.PreventDamage(
            to_objects=self._prevented_recipients(what),  # type: ignore[arg-type]
            to_players=ir.Players("you", span=you_and.span),  # type: ignore[union-attr]
            by_objects=objects(by, self.ctx).ref,  # type: ignore[arg-type]
            combat_only=combat is not None,
            span=node.span,
        )

    def one_shot_prevent_all_damage_dealt_by_to_players(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Prevent all damage that creatures would deal to players this turn." (Chameleon
        Blur; CR 615.1a): the damage those sources deal to each player; "creatures" is
        matched as the damage would be dealt (CR 611.2c), and damage to a permanent is
        dealt."""
        self._no_subject(node, who)
        combat, that, what, duration = take(node)
        consume(that)
        found = objects(what, self.ctx)  # type: ignore[arg-type]
        return ir.PreventDamage(
            to_players=ir.Players("each_player", span=node.span),
            by_objects=found.ref,
            combat_only=combat is not None,
            duration=self._prevention_duration(node, duration),
            span=node.span,
        )

    def one_shot_prevent_all_from_chosen_source(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Prevent all damage a source of your choice would deal this turn." / "... would
        deal to you this turn.": see :meth:`_from_chosen_source`."""
        self._no_subject(node, who)
        combat, counted, deal, recipient = take(node)
        consume(deal)
        return self._from_chosen_source(node, combat, counted, recipient)  # type: ignore[arg-type]

    def one_shot_prevent_all_to_from_chosen_source(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Prevent all damage that would be dealt to you this turn by a source of your
        choice.": see :meth:`_from_chosen_source`."""
        self._no_subject(node, who)
        combat, counted = take(node)
        return self._from_chosen_source(node, combat, counted, None, to_you=True)  # type: ignore[arg-type]

    def _from_chosen_source(
        self,
        node: nodes.Node,
        combat: nodes.Lexeme | None,
        counted: nodes.Node,
        recipient: nodes.Node | None,
        to_you: bool = False,
    ) -> ir.Effect:
        """As the effect resolves its controller chooses one source matching the description
        (CR 609.7a); all the damage that source would deal this turn -- to the recipient
        named, or to anything -- is prevented (CR 615.1a; until the cleanup step, CR 514.2).
        Only one source ("a source"): any other number is reported."""
        how_many, described = take(counted)
        one = (nodes.ArticleA, nodes.ArticleAn)
        if not is_(how_many, nodes.Count) or not is_(take(how_many)[0], one):  # type: ignore[arg-type]
            raise Unsupported.quoting(counted, "the sources '{}'")
        consume_all(how_many)  # type: ignore[arg-type]
        source = filter_ir(described, self.ctx)  # type: ignore[arg-type]
        to_objects: ir.ObjectRef | None = None
        to_players: ir.Players | None = None
        if to_you or is_(recipient, nodes.You):
            to_players = ir.Players("you", span=node.span)
        elif recipient is not None:
            to_objects = self._prevented_recipients(recipient)
        return ir.PreventDamage(
            to_objects=to_objects,
            to_players=to_players,
            chosen_source=source,
            combat_only=combat is not None,
            span=node.span,
        )

    def one_shot_prevent_next_damage(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Prevent the next 3 damage that would be dealt to any target this turn." (Healing
        Salve): a prevention shield on each object or player it names as it resolves, which
        prevents up to that much damage, less each time it prevents (CR 615.7)."""
        self._no_subject(node, who)
        how_much, combat, what, duration = take(node)
        n = self._times(quantity(amount(how_much), how_much), node)  # type: ignore[arg-type]
        found = objects(what, self.ctx)  # type: ignore[arg-type]
        if isinstance(found.ref, ir.AllObjects) and not found.ref.filter.attached_to_source:
            # "to each creature you control": one shield for each, which the text does not
            # say is made for creatures that come later: reported until a ruling decides it
            raise Unsupported.quoting(what, "a prevention shield on each of '{}'")  # type: ignore[arg-type]
        return ir.PreventDamage(
            amount=n,
            to_objects=found.ref,
            combat_only=combat is not None,  # "the next 1 combat damage" (CR 510.2)
            duration=self._prevention_duration(node, duration),
            span=node.span,
        )

    def one_shot_prevent_next_damage_this_turn_to(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Prevent the next 4 damage that would be dealt this turn to target creature you
        control." (Samite Alchemist): as "... to target creature you control this turn" (CR
        615.7)."""
        self._no_subject(node, who)
        if until is not None:
            raise Unsupported.quoting(node, "'{}' with a second duration")
        how_much, combat, what = take(node)
        n = self._times(quantity(amount(how_much), how_much), node)  # type: ignore[arg-type]
        found = objects(what, self.ctx)  # type: ignore[arg-type]
        if isinstance(found.ref, ir.AllObjects) and not found.ref.filter.attached_to_source:
            raise Unsupported.quoting(what, "a prevention shield on each of '{}'")  # type: ignore[arg-type]
        return ir.PreventDamage(
            amount=n,
            to_objects=found.ref,
            combat_only=combat is not None,
            duration=ir.Duration.END_OF_TURN,
            span=node.span,
        )

    def one_shot_prevent_next_damage_divided(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Prevent the next 5 damage that would be dealt this turn to any number of targets,
        divided as you choose." (Remedy): the division is announced as the targets are chosen,
        each target getting at least 1 (CR 601.2d); a shield of its part on each (CR 615.7).
        An amount that is not a number is reported."""
        self._no_subject(node, who)
        if until is not None:
            raise Unsupported.quoting(node, "'{}' with a second duration")
        how_much, combat, what, divided = take(node)
        consume(divided)
        n = quantity(amount(how_much), how_much)  # type: ignore[arg-type]
        if not isinstance(n, ir.Fixed):
            raise Unsupported.quoting(how_much, "dividing an amount '{}' that is not fixed")  # type: ignore[arg-type]
        recipients = objects(what, self.ctx)  # type: ignore[arg-type]
        index = recipients.target_index
        if index is None or not recipients.plural:
            raise Unsupported.quoting(what, "dividing a prevention among '{}'")  # type: ignore[arg-type]
        spec = self.ctx.targets[index]
        self.ctx.targets[index] = dataclasses.replace(
            spec, minimum=max(spec.minimum, 1), distribute=n
        )
        return ir.PreventDamage(
            amount=ir.DividedAmount(span=node.span),
            to_objects=recipients.ref,
            combat_only=combat is not None,
            duration=ir.Duration.END_OF_TURN,
            span=node.span,
        )

    def one_shot_prevent_next_damage_to_you(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Prevent the next 2 [combat] damage that would be dealt to you this turn." (CR
        615.7): a prevention shield on the controller of the spell or ability, which prevents
        up to that much damage, less each time it prevents, and is gone when used up."""
        self._no_subject(node, who)
        how_much, combat, duration = take(node)
        n = self._times(quantity(amount(how_much), how_much), node)  # type: ignore[arg-type]
        return ir.PreventDamage(
            amount=n,
            to_players=ir.Players("you", span=node.span),
            combat_only=combat is not None,
            duration=self._prevention_duration(node, duration),
            span=node.span,
        )

    def unpreventable_this_turn(self, node: nodes.Node) -> ir.Effect:
        """ "Damage can't be prevented this turn." (Flaring Pain), "Combat damage that would
        be dealt by creatures you control can't be prevented this turn." (CR 615.12): an
        effect of the spell or ability for the rest of the turn. Without a duration it says
        what a static ability does, and in an effect it is reported."""
        parts = take(node)
        combat, by, duration = (
            (parts[0], None, parts[1])
            if is_(node, nodes.UnpreventableDamage)
            else (parts[0], parts[1], parts[2])
        )
        if duration is None:
            raise Unsupported.quoting(node, "'{}' in an effect")
        lasting = self._prevention_duration(node, duration)
        by_objects = objects(by, self.ctx).ref if by is not None else None  # type: ignore[arg-type]
        return ir.DamageCantBePrevented(
            by_objects=by_objects,
            combat_only=combat is not None,
            duration=lasting,
            span=node.span,
        )

    def unpreventable_if(self, node: nodes.Node, leading: bool) -> ir.Effect:
        """ "Ferocious — If you control a creature with power 4 or greater, damage can't be
        prevented this turn." (Wild Slash): the condition is checked as the instruction is
        reached (CR 608.2c); if it holds, damage can't be prevented for the rest of the turn
        (CR 615.12). A triggered ability's leading "if" (an intervening one, CR 603.4) is
        reported."""
        test_node, duration = take(node)
        if leading:
            raise Unsupported(test_node, "an intervening 'if' before 'damage can't be prevented'")  # type: ignore[arg-type]
        test = self._condition(test_node, intervening=False)  # type: ignore[arg-type]
        lasting = self._prevention_duration(node, duration)
        return ir.IfCondition(
            test,
            ir.DamageCantBePrevented(duration=lasting, span=node.span),
            span=node.span,
        )

    def damage_redirection(self, node: nodes.Node) -> ir.Effect:
        """ "The next 1 damage that would be dealt to ~ this turn is dealt to target creature
        you control instead." (the en-Kor), "All damage that would be dealt to target creature
        this turn is dealt to you instead." (Sivvi's Valor), "All damage that would be dealt to
        you this turn by target attacking creature is dealt to ~ instead." (Shimian Night
        Stalker): a redirection effect (CR 614.9) for the rest of the turn, from the one
        recipient to the one other object or player named as it resolves. Each part said once:
        one recipient, at most one group of sources, "this turn"; the new recipient one object
        or one player (any other is reported)."""
        how_much, *parts, recipient = take(node)
        amount_ref: ir.Quantity | None = None
        # "All combat damage that would be dealt ..." (CR 510.2): only combat damage
        combat_only = is_(how_much, nodes.AllCombatDamage)
        if is_(how_much, nodes.NextDamage):
            (counted,) = take(how_much)  # type: ignore[arg-type]
            amount_ref = quantity(amount(counted), counted)  # type: ignore[arg-type]
        else:
            consume(how_much)
        kinds = [type(part).__name__ for part in parts]
        if "RedirectedFromYouAnd" in kinds:
            # CR 614.9: the runtime redirects from the one object or player a redirection names
            raise Unsupported.quoting(node, "'{}': damage redirected from a player and permanents")
        if sorted(kinds) not in (
            ["RedirectedFrom", "RedirectedThisTurn"],
            ["RedirectedFrom", "RedirectedSource", "RedirectedThisTurn"],
            ["RedirectedChosenSource", "RedirectedFrom", "RedirectedThisTurn"],
        ):
            raise Unsupported.quoting(node, "'{}': each of its parts once, 'this turn' among them")
        from_objects: ir.ObjectRef | None = None
        from_players: ir.Players | None = None
        by_objects: ir.ObjectRef | None = None
        chosen: ir.ObjectFilter | None = None
        for part in parts:
            if is_(part, nodes.RedirectedThisTurn):
                consume_all(part)
                continue
            (what,) = take(part)
            if is_(part, nodes.RedirectedChosenSource):
                chosen = self._one_chosen_source(what)  # type: ignore[arg-type]
            elif is_(part, nodes.RedirectedSource):
                by_objects = objects(what, self.ctx).ref  # type: ignore[arg-type]
            elif is_(what, nodes.You):
                consume(what)
                from_players = ir.Players("you", span=what.span)  # type: ignore[union-attr]
            else:
                from_objects = self._redirected_one(what)  # type: ignore[arg-type]
        to_objects, to_players = self._redirect_end(recipient)  # type: ignore[arg-type]
        return ir.RedirectDamage(
            amount=amount_ref,
            from_objects=from_objects,
            from_players=from_players,
            by_objects=by_objects,
            to_objects=to_objects,
            to_players=to_players,
            combat_only=combat_only,
            chosen_source=chosen,
            span=node.span,
        )

    def _one_chosen_source(self, counted: nodes.Node) -> ir.ObjectFilter:
        """ "a source of your choice", "a red source of your choice": the one source matching
        the description its controller chooses as the effect resolves (CR 609.7a); any other
        number of sources is reported."""
        how_many, described = take(counted)
        one = (nodes.ArticleA, nodes.ArticleAn)
        if not is_(how_many, nodes.Count) or not is_(take(how_many)[0], one):  # type: ignore[arg-type]
            raise Unsupported.quoting(counted, "the sources '{}'")
        consume_all(how_many)  # type: ignore[arg-type]
        return filter_ir(described, self.ctx)  # type: ignore[arg-type]

    def redirect_next_from_chosen_source(self, node: nodes.Node) -> ir.Effect:
        """ "The next time a source of your choice would deal damage to you this turn, that
        damage is dealt to ~ instead." (Beacon of Destiny), "..., that source deals that damage
        to you instead." (Jade Monolith): as it resolves, its controller chooses one source
        matching the description (CR 609.7a); the next time that source would deal damage to
        the one player or object named this turn, all of that damage is dealt by it to the new
        recipient instead (CR 614.9), and the effect is used up (CR 614.11, as CR 615.7's
        shields). Without a first recipient ("would deal damage this turn") it is reported."""
        counted, deal, recipient, new = take(node)
        consume(deal)
        source = self._one_chosen_source(counted)  # type: ignore[arg-type]
        if recipient is None:
            raise Unsupported(node, "a redirection of a source's damage to anything (CR 614.9)")
        from_objects, from_players = self._redirect_end(recipient)  # type: ignore[arg-type]
        to_objects, to_players = self._redirect_end(new)  # type: ignore[arg-type]
        return ir.RedirectDamage(
            from_objects=from_objects,
            from_players=from_players,
            to_objects=to_objects,
            to_players=to_players,
            chosen_source=source,
            next_time=True,
            span=node.span,
        )

    def _redirect_end(self, node: nodes.Node) -> tuple[ir.ObjectRef | None, ir.Players | None]:
        """Who damage is redirected from or to (CR 614.9): "you", or the one object
        :meth:`_redirected_one` reads, as (objects, players)."""
        if is_(node, nodes.You):
            consume(node)
            return None, ir.Players("you", span=node.span)
        return self._redirected_one(node), None

    def _redirected_one(self, node: nodes.Node) -> ir.ObjectRef:
        """The one object (or target player) damage is redirected from or to (CR 614.9): ~,
        "it", a target, "enchanted creature"; a group of objects is reported."""
        ref = objects(node, self.ctx).ref
        one = (ir.SourceObject, ir.TargetObjects, ir.Mentioned)
        if isinstance(ref, ir.AllObjects) and ref.filter.attached_to_source:
            return ref
        if not isinstance(ref, one) or getattr(ref, "plural", False):
            raise Unsupported.quoting(node, "damage redirected to or from '{}'")
        return ref

    def prevent_next_from_chosen_source(self, node: nodes.Node) -> ir.Effect:
        """ "The next time a red source of your choice would deal damage to you this turn,
        prevent that damage." (Circle of Protection: Red): as it resolves, its controller
        chooses one source matching the description (CR 609.7a); the next time that source
        would deal damage to the protected player or object this turn, all of that damage is
        prevented, and the shield is used up (CR 615.7)."""
        counted, deal, recipient = take(node)
        consume(deal)
        source = self._one_chosen_source(counted)  # type: ignore[arg-type]
        to_objects: ir.ObjectRef | None = None
        to_players: ir.Players | None = None
        if is_(recipient, nodes.You):
            consume(recipient)
            to_players = ir.Players("you", span=recipient.span)  # type: ignore[union-attr]
        elif recipient is not None:
            to_objects = self._prevented_recipients(recipient)  # type: ignore[arg-type]
        return ir.PreventDamage(
            to_objects=to_objects,
            to_players=to_players,
            chosen_source=source,
            next_time=True,
            span=node.span,
        )

    def one_shot_look_at_top(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Look at the top card of your library." — an exception to CR 401.2, which keeps a
        library hidden."""
        top = objects(take(node)[0], self.ctx)
        if several_on_top(top.ref):
            # The cards looked at, for "from among them" and "the rest" after it; those of
            # a target player's library are kept apart (see one_shot_put_back_in_any_order).
            theirs = top.ref.target_index is not None
            key = self.ctx.new_key(THEIR_LOOKED_AT) if theirs else ""
            looked = self.ctx.mention(LOOKED_AT, frozenset({"card"}), key=key)
            self._looked_count[looked.key] = top.ref.count
            return self._action(ir.Verb.LOOK_AT, node, who, objects=top.ref, remember=looked.key)
        return self._action(
            ir.Verb.LOOK_AT, node, who, objects=top.ref, remember=self._seen_on_top(top)
        )

    def one_shot_look_at_zone(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Look at target player's hand." — an exception to CR 402.3, under which a player
        can't look at the cards in another player's hand; nothing moves, and "a card from it"
        after it is a card in that hand (as after "reveals their hand", CR 701.20a). Only you
        look, and only at one target player's hand; any other zone or looker is reported."""
        (place,) = take(node)
        assert isinstance(place, nodes.Node)
        if who.players is not None or who.objects is not None:
            raise Unsupported(node, "a player other than you looking at a hand")
        if not names_target_players_zone(place) or lexeme_texts(take(place)[1]) != ["hand"]:  # type: ignore[arg-type]
            raise Unsupported.quoting(place, "looking at '{}'")
        _zone_name, owner = target_players_zone(place, self.ctx)
        at = place.span
        hand = ir.ObjectFilter(
            "cards in that player's hand",
            ("card",),
            zone=ir.ZoneName.HAND,
            zone_owner=ir.Whose.ANY,
            owner=owner,
            span=at,
        )
        self.ctx.revealed_hand = owner
        return self._action(ir.Verb.LOOK_AT, node, who, objects=ir.AllObjects(hand, span=at))

    def one_shot_put_back_in_any_order(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Look at the top three cards of your library, then put them back in any order."
        (CR 401.4): the cards looked at, still on top of your library, are put back on top in
        the order you, their owner, choose (moved within the library: no zone change). "Them"
        of anything but the cards just looked at is refused."""
        (reference,) = take(node)
        looked = self.ctx.last(LOOKED_AT)
        consume(reference)
        if looked is None or not is_(reference, nodes.Them):
            raise Unsupported(node, "putting back what was not looked at on top of a library")
        if who.players is not None and who.players.who != "you":
            raise Unsupported(node, "another player putting cards back")
        them = Objects(
            ir.Mentioned(looked.key, True, span=node.span),
            True,
            frozenset({"card"}),
            mention_key=looked.key,
        )
        if looked.key.startswith(THEIR_LOOKED_AT):
            # "look at the top three cards of target player's library, then put them back in
            # any order": the player the text names, you, orders them, not their owner (the
            # text is more specific than CR 401.4; CR 101.1)
            return self._move(node, them, "library", position="top", order="yours")
        return self._move(node, them, "library", position="top")

    def _seen_on_top(self, top: Objects) -> str | None:
        """ "Look at / reveal the top card of your library. If it's a land card, ... put it
        into your hand": the cards seen are what "it" names after (recorded as they are)."""
        if not isinstance(top.ref, ir.TopOfLibrary):
            return None
        kind = "objects" if top.plural else "object"
        nouns = frozenset(top.nouns) | {"card"}
        ref = top.ref
        if ref.whose is ir.Whose.YOU and ref.target_index is None and ref.players is None:
            # cards of your library are yours (CR 400.3): "put it on the bottom of your
            # library" after it is their owner's library
            nouns |= {FROM_YOUR_LIBRARY}
        return self.ctx.mention(kind, nouns).key

    def _damage_to_attacked(self, node: nodes.Node, who: Subject, how_much: Any) -> ir.Effect:
        """ "it deals 1 damage to the player or planeswalker it's attacking" in an ability of
        the attacking creature (CR 506.3, 508.1b)."""
        attacked = take(node)[2]
        (pronoun,) = take(attacked)  # type: ignore[arg-type]
        # "it's" is the creature itself; "they're" (several attackers) is not lowered.
        if self.ctx.event_subject != "self" or pronoun.text.lower() != "it's":  # type: ignore[union-attr]
            raise Unsupported(attacked, "what a creature other than this one is attacking")
        return ir.Action(
            ir.Verb.DEAL_DAMAGE,
            objects=_sources(who),
            recipients=ir.AttackedBySource(span=attacked.span),  # type: ignore[union-attr]
            amount=how_much,
            span=node.span,
        )

    def one_shot_put_from(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "put two cards from your hand on top of your library in any order": you choose
        the cards as it resolves (CR 608.2d) and arrange them (CR 401.4)."""
        counted, origin, destination = take(node)
        # "target card from an opponent's graveyard": checked by _put_from_zone
        where = zone(origin, opponents=is_(counted, nodes.Target))
        if who.players is not None and who.players.who != "you":
            raise Unsupported(node, "another player putting cards")
        if (
            is_(counted, nodes.Target)
            or is_(destination, (*_ONTO_BATTLEFIELD, nodes.OntoBattlefieldAttacking))
            or where.zone == "graveyard"
        ):
            return self._put_from_zone(node, counted, origin, destination)
        if where.zone != "hand" or where.owner != "you":
            raise Unsupported(origin, "putting cards from a zone other than your hand")
        if not is_(counted, nodes.Counted):
            raise Unsupported(counted, "putting these from your hand")
        how_many, filter_node = take(counted)
        n = fixed_count(how_many, "a number of cards that is not fixed")  # type: ignore[arg-type]
        filt = filter_ir(filter_node, self.ctx, zone=ir.ZoneName.HAND, zone_owner=ir.Whose.YOU)
        if set(filt.nouns) != {"card"}:
            raise Unsupported(filter_node, "putting these from your hand")
        if is_(destination, nodes.OnTopOf):
            position = "top"
        elif is_(destination, nodes.OnBottomOf):
            position = "bottom"
        else:
            raise Unsupported(destination, "this destination")
        random = _into_your_library(destination, "a library other than yours")
        at = counted.span
        chosen = self.ctx.mention("objects" if n > 1 else "object", frozenset({"card"}))
        you = ir.Players("you", span=at)
        count_ir = ir.Count(ir.Relation.EXACTLY, n, span=how_many.span)
        cards = ir.ChosenObjects(count_ir, filt, you, key=chosen.key, span=at)
        return ir.Action(
            ir.Verb.MOVE,
            objects=cards,
            zone=ir.ZoneName.LIBRARY,
            position=position,
            order="random" if random else None,
            span=node.span,
        )

    def one_shot_put_from_every_zone(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "put a card an opponent owns from exile into that player's graveyard", "put two
        cards your opponents own from exile into their owners' graveyards": you choose that
        many such cards in exile as it resolves (CR 608.2d, 406.1), and each goes to its
        owner's graveyard (CR 400.3, 404.1; "that player" is the opponent who owns it). With
        fewer such cards, the instruction can't be done in full ("you may" then offers no
        choice, CR 608.2d). Another zone word ("from graveyards"), a destination other than the
        owner's graveyard, another player putting them, or a number that is not fixed is
        C001."""
        counted, zone_word, destination = take(node)
        assert isinstance(zone_word, nodes.Lexeme)
        if zone_word.text.lower() != "exile":
            raise Unsupported.quoting(node, "the effect '{}'")
        if who.players is not None and who.players.who != "you":
            raise Unsupported(node, "another player putting cards from exile")
        if not is_(counted, nodes.Counted) or not is_(destination, nodes.IntoZone):
            raise Unsupported.quoting(node, "the effect '{}'")
        how_many, filter_node = take(counted)  # type: ignore[arg-type]
        assert isinstance(filter_node, nodes.Node)
        n = fixed_count(how_many, "a number of cards that is not fixed")  # type: ignore[arg-type]
        named_owner = any(is_(item, nodes.OwnedByPlayer) for item in filter_node.items)
        filt = filter_ir(filter_node, self.ctx, zone=ir.ZoneName.EXILE, zone_owner=ir.Whose.ANY)
        if "card" not in filt.nouns:
            raise Unsupported(filter_node, "putting these from exile")
        (place,) = take(destination)  # type: ignore[arg-type]
        assert isinstance(place, nodes.Node)
        possessive, zone_words = take(place)
        owners = (nodes.ItsOwners, nodes.TheirOwners, nodes.TheirOwnersPlural)
        owners_own = is_(possessive, owners) or (
            is_(possessive, nodes.ThatPlayers) and named_owner and n == 1
        )
        graveyard = isinstance(zone_words, nodes.Node) and [
            w.lower() for w in lexeme_texts(zone_words)
        ] in (["graveyard"], ["graveyards"])
        if not owners_own or not graveyard:
            raise Unsupported.quoting(place, "putting cards from exile into '{}'")
        consume_all(place)
        consume(zone_word)
        at = counted.span
        chosen = self.ctx.mention("objects" if n > 1 else "object", frozenset(filt.nouns))
        count_ir = ir.Count(ir.Relation.EXACTLY, n, span=how_many.span)  # type: ignore[union-attr]
        you = ir.Players("you", span=at)
        cards = ir.ChosenObjects(count_ir, filt, you, key=chosen.key, span=at)
        return ir.Action(
            ir.Verb.MOVE,
            objects=cards,
            zone=ir.ZoneName.GRAVEYARD,
            from_zone=ir.ZoneName.EXILE,
            span=node.span,
        )

    def _put_from_zone(
        self, node: nodes.Node, what_node: Any, origin: Any, destination: Any
    ) -> ir.Effect:
        """ "Put target artifact card from your graveyard on top of your library", "Put target
        card from a graveyard on the bottom of its owner's library", "Put target creature card
        from a graveyard onto the battlefield under your control", "You may put a creature card
        from your hand onto the battlefield": a target is chosen in that zone (CR 115.1), a card
        not targeted is chosen as it resolves (CR 608.2d); either moves only while it is still
        there (CR 400.7). Onto the battlefield, it is under the control of the player who puts
        it there unless the text says otherwise (CR 110.2); on top or on the bottom of a
        library, cards put together are ordered by their owner (CR 401.4)."""
        where = zone(origin, opponents=is_(what_node, nodes.Target))
        if len(where.zones) != 1 or where.zone not in ("graveyard", "hand"):
            raise Unsupported(origin, "putting cards from this zone")
        every = is_(origin, _EVERY_ZONE)
        if every and not is_(what_node, nodes.AllOf):
            raise Unsupported.quoting(what_node, "'{}' from every player's zone")
        any_graveyard = where.zone == "graveyard" and where.owner in ("any", "opponent")
        if where.owner != "you" and not any_graveyard and not every:
            raise Unsupported(origin, "putting cards from this zone")
        if is_(what_node, nodes.Target):
            what = objects(what_node, self.ctx)
            self._one_target_in_an_opponents_zone(what, where, origin)
        elif is_(what_node, nodes.AllOf):
            # "Put all creature cards from all graveyards onto the battlefield under your
            # control": every card matching it in that zone (CR 400.3, 404.1)
            (filter_node,) = take(what_node)
            whose = _ZONE_WHOSE.get(where.owner)
            if whose is None:
                raise Unsupported(origin, "putting cards from this zone")
            filt = filter_ir(filter_node, self.ctx, zone=ZONES[where.zone], zone_owner=whose)  # type: ignore[arg-type]
            moved = self.ctx.mention("objects", frozenset(filt.nouns))
            every_card = ir.AllObjects(filt, span=what_node.span)
            what = Objects(every_card, True, frozenset(filt.nouns), mention_key=moved.key)
        elif is_(what_node, (nodes.SelfRef, nodes.SelfName)) and where.owner == "you":
            # "Put Bookwurm from your graveyard into your library third from the top": the
            # card itself, only while it is still there (CR 400.7)
            what = objects(what_node, self.ctx)
        elif is_(what_node, nodes.Counted):
            how_many, filter_node = take(what_node)
            relation = ir.Relation.EXACTLY
            if is_(how_many, nodes.CountUpTo):
                # "Put up to two creature cards from graveyards onto the battlefield": none,
                # one or two of them, as the player chooses on resolution (CR 107.1, 608.2d)
                relation = ir.Relation.AT_MOST
                n = fixed_value(take(how_many)[0])  # type: ignore[arg-type]
            else:
                n = fixed_count(how_many, "a number of cards that is not fixed")  # type: ignore[arg-type]
            whose = ir.Whose.YOU if where.owner == "you" else ir.Whose.ANY
            filt = filter_ir(filter_node, self.ctx, zone=ZONES[where.zone], zone_owner=whose)  # type: ignore[arg-type]
            at = what_node.span
            chosen = self.ctx.mention("objects" if n > 1 else "object", frozenset(filt.nouns))
            count_ir = ir.Count(relation, n, span=how_many.span)  # type: ignore[union-attr]
            ref = ir.ChosenObjects(count_ir, filt, ir.Players("you", span=at), key=chosen.key)
            what = Objects(dataclasses.replace(ref, span=at), mention_key=chosen.key)
        else:
            raise Unsupported(what_node, "putting these from a zone")
        to_library = not is_(destination, (*_ONTO_BATTLEFIELD, nodes.OntoBattlefieldAttacking))
        several = isinstance(what.ref, ir.ChosenObjects) and what.ref.count.value > 1
        if where.owner != "you" and (what.plural or several) and to_library:
            # Cards of several owners put together: each owner orders their own (CR 401.4).
            raise Unsupported(what_node, "putting several cards from any graveyard")
        self._returned_from(what, origin, opponents=where.owner == "opponent")
        if what.target_index is not None:
            # "It gains haste" after it: the permanent the card became, not the target card,
            # which is gone (CR 400.7).
            moved = self.ctx.mention("objects" if what.plural else "object", what.nouns)
            what = dataclasses.replace(what, mention_key=moved.key)
        if is_(destination, _ONTO_BATTLEFIELD):
            tapped = is_(destination, _ONTO_BATTLEFIELD_TAPPED)
            action = self._to_battlefield(node, what, take(destination)[0], tapped=tapped)  # type: ignore[arg-type]
            return dataclasses.replace(action, from_zone=ZONES[where.zone])
        if is_(destination, nodes.OntoBattlefieldAttacking):
            # "put a Soldier creature card from your hand onto the battlefield tapped and
            # attacking" (CR 508.4): attacking though never declared as an attacker
            action = self._to_battlefield(node, what, None, tapped=True)
            return dataclasses.replace(action, from_zone=ZONES[where.zone], attacking=True)
        if is_(destination, (nodes.OnTopOf, nodes.OnBottomOf)):
            position = "top" if is_(destination, nodes.OnTopOf) else "bottom"
            library, order = take(destination)
            place = zone(library)  # type: ignore[arg-type]
            # The card goes to its owner's library whichever library the words name (CR
            # 400.3): "on top of your library" / "of that player's library" of a card another
            # player owns puts it on top of its owner's, as the runtime does
            if place.zone != "library" or place.owner not in ("you", "owner", "that player"):
                raise Unsupported(destination, "a library other than its owner's")
            random = isinstance(order, nodes.Lexeme) and order.text.lower() == "in a random order"
            return ir.Action(
                ir.Verb.MOVE,
                objects=what.ref,
                from_zone=ZONES[where.zone],
                zone=ir.ZoneName.LIBRARY,
                position=position,
                order="random" if random else None,
                remember=what.mention_key,
                span=node.span,
            )
        if is_(destination, (nodes.IntoZoneFromTop, nodes.IntoZoneBeneathTop)):
            action = self._nth_from_the_top(node, what, destination, yours=where.owner == "you")
            return dataclasses.replace(action, from_zone=ZONES[where.zone])
        raise Unsupported(destination, "this destination")

    def _nth_from_the_top(
        self, node: nodes.Node, what: Objects, destination: nodes.Node, yours: bool = False
    ) -> ir.Action:
        """ "Put target creature into its owner's library second from the top": the card goes
        to its owner's library (CR 400.3) with that many cards above it less one (CR 401.1);
        a library with fewer cards gets it on the bottom. "your library" only for a card that
        can be no one else's (``yours``); one object only (several would need an order)."""
        if is_(destination, nodes.IntoZoneBeneathTop):
            place, position = self._beneath_the_top(destination)
        else:
            place, nth = take(destination)
            assert isinstance(place, nodes.Node) and isinstance(nth, nodes.Lexeme)
            position = _ORDINALS[nth.text.split()[0].lower()]
        where = zone(place)
        if where.zones != ("library",) or not (
            where.owner == "owner" or (where.owner == "you" and yours)
        ):
            raise Unsupported(place, "a library other than its owner's")
        if what.plural:
            raise Unsupported(node, "several cards put at one position of a library")
        return self._move(node, what, "library", from_top=position)

    def _beneath_the_top(self, destination: nodes.Node) -> tuple[nodes.Node, int]:
        """ "into its owner's library just beneath the top card of that library", "... just
        beneath the top two cards of that library": the library and the position counted from
        its top, one below that many cards (CR 401.1); "that library" is the one just named.
        A number of cards the runtime computes as it resolves ("the top X cards", where X is
        ...) is reported: a card is put only at a fixed position yet."""
        place, beneath, how_many, _noun, that = take(destination)
        assert isinstance(place, nodes.Node) and isinstance(that, nodes.Node)
        assert isinstance(beneath, nodes.Lexeme) and beneath.span and that.span
        if not is_(that, nodes.ThatZone) or lexeme_texts(that) != ["library"]:
            raise Unsupported.quoting(that, "'{}': a library other than the one just named")
        consume_all(that)
        if how_many is not None and count_word(how_many).is_x:  # type: ignore[arg-type]
            # refused at its words, "just beneath the top X cards of that library"
            end = {"end_line": that.span.end_line, "end_column": that.span.end_column}
            span = dataclasses.replace(beneath.span, **end)
            words = nodes.Lexeme(beneath.kind, beneath.text, span=span)
            raise Unsupported(
                words, "a position in a library below a number X of cards from its top (CR 401.1)"
            )
        above = 1 if how_many is None else fixed_value(how_many)  # type: ignore[arg-type]
        return place, above + 1

    def one_shot_put_and_the_rest(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Put one of them into your hand and the rest on the bottom of your library in any
        order.", "Put two of those cards into your hand and the rest ..." — the chosen cards,
        then the others; cards put on the bottom (or top)
        together are ordered by their owner (CR 401.4), or at random when the text says so;
        "... and the rest into your graveyard" (CR 404.1)."""
        what, first, second = take(node)
        return self._put_and_the_rest(node, what, first, second)  # type: ignore[arg-type]

    def one_shot_put_and_the_others_revealed(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Put that card into your hand and all other cards revealed this way into your
        graveyard.", "Put up to three enchantment cards from among them into your hand and the
        rest of the revealed cards into your graveyard." (CR 701.20a, 608.2c): as "... and the
        rest ...", of cards that were revealed; cards only looked at are reported."""
        what, first, others, second = take(node)
        looked = self.ctx.last(LOOKED_AT)
        if looked is None or REVEALED not in looked.nouns:
            raise Unsupported(others, "'the other cards revealed' of cards not revealed")  # type: ignore[arg-type]
        consume(others)  # type: ignore[arg-type]
        return self._put_and_the_rest(node, what, first, second)  # type: ignore[arg-type]

    def _put_and_the_rest(
        self, node: nodes.Node, what: nodes.Node, first: nodes.Node, second: nodes.Node
    ) -> ir.Effect:
        looked = self.ctx.last(LOOKED_AT)
        if looked is None or looked.target_index is not None:
            raise Unsupported(what, "'the rest' of nothing looked at before it")
        if is_(what, (nodes.AllOf, nodes.Counted)):
            return self._put_described_and_the_rest(node, what, first, second, looked.key)  # type: ignore[arg-type]
        if is_(what, nodes.That):
            return self._put_found_and_the_rest(node, what, first, second, looked.key)  # type: ignore[arg-type]
        if is_(what, nodes.OneOfThem):
            n = 1
        elif is_(what, nodes.CountOfThem):
            how_many = count_word(take(what)[0])
            if how_many.is_x:
                raise Unsupported(what, "X of them")
            n = how_many.value
        elif is_(what, nodes.CountOfThose):
            # "Put two of those cards into your hand": of the cards just looked at; only the
            # plain "cards" names them all ("two of those creature cards" is reported)
            number, those = take(what)
            how_many = count_word(number)  # type: ignore[arg-type]
            if how_many.is_x or lexeme_texts(those) != ["cards"]:  # type: ignore[arg-type]
                raise Unsupported(what, "putting these and the rest")
            n = how_many.value
            consume_all(what)
        else:
            raise Unsupported(what, "putting these and the rest")
        consume(what)
        if not is_(first, nodes.IntoZone) or zone(take(first)[0]).zone != "hand":
            raise Unsupported(first, "putting them elsewhere than into your hand")
        hand = zone(take(first)[0])
        if hand.owner != "you":
            raise Unsupported(first, "a hand other than yours")
        at = node.span
        chosen = self.ctx.mention("objects" if n > 1 else "object", frozenset({"card"}))
        pick = ir.Action(
            ir.Verb.CHOOSE,
            objects=ir.Mentioned(looked.key, True, span=what.span),
            count=ir.Count(ir.Relation.EXACTLY, n, span=what.span),
            remember=chosen.key,
            span=at,
        )
        to_hand = ir.Action(
            ir.Verb.MOVE,
            objects=ir.Mentioned(chosen.key, n > 1, span=what.span),
            zone=ir.ZoneName.HAND,
            span=first.span,
        )
        rest_of = ir.Remaining(looked.key, chosen.key, span=second.span)
        rest = self._the_rest(second, rest_of, on_top=True)
        return ir.Sequence((pick, to_hand, rest), span=at)

    def one_shot_put_and_the_other(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Look at the top two cards of your library. Put one of them into your hand and the
        other on the bottom of your library." (CR 401.4, 608.2d): you choose one of the two
        cards looked at for your hand; the other goes to the second place (with one card left
        in the library, that one goes into your hand). "The other" of any number of cards but
        two, of cards of another player's library, or said by another player is C001."""
        what, first, _second = take(node)
        looked = self.ctx.last(LOOKED_AT)
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported.quoting(node, "another player putting cards in '{}'")
        if looked is None or self._looked_count.get(looked.key) != 2:
            raise Unsupported(what, "'the other' of other than two cards looked at")  # type: ignore[arg-type]
        if looked.key.startswith(THEIR_LOOKED_AT):
            raise Unsupported(what, "'the other' of cards of another player's library")  # type: ignore[arg-type]
        if not is_(what, nodes.OneOfThem):
            raise Unsupported.quoting(what, "putting '{}' and the other")  # type: ignore[arg-type]
        if not is_(first, nodes.IntoZone):
            raise Unsupported(first, "putting one of them elsewhere than into your hand")  # type: ignore[arg-type]
        return self.one_shot_put_and_the_rest(node, who, until)

    def one_shot_put_and_the_rest_back(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Look at the top three cards of your library. Put any number of them into your
        graveyard and the rest back on top of your library in any order." (CR 401.4): of the
        cards you looked at, you choose any number as it resolves (CR 608.2d) and put them
        into your graveyard (CR 404.1); the others go back on top of your library in the order
        you, their owner, choose. Cards of another player's library, another first place, or
        "back" anywhere but the top of your library are reported."""
        what, first, second = take(node)
        looked = self.ctx.last(LOOKED_AT)
        if looked is None or looked.target_index is not None:
            raise Unsupported(what, "'the rest' of nothing looked at before it")
        if looked.key.startswith(THEIR_LOOKED_AT):
            raise Unsupported(node, "putting back cards of another player's library")
        if who.players is not None and who.players.who != "you":
            raise Unsupported(node, "another player putting cards back")
        if not is_(what, nodes.AnyNumberOfThem):
            raise Unsupported.quoting(what, "putting '{}' and the rest back")  # type: ignore[arg-type]
        consume_all(what)  # type: ignore[arg-type]
        place = zone(take(first)[0]) if is_(first, nodes.IntoZone) else None  # type: ignore[arg-type]
        if place is None or place.zones != ("graveyard",) or place.owner != "you":
            raise Unsupported(first, "putting them elsewhere than into your graveyard")
        if not is_(second, nodes.OnTopOf):
            raise Unsupported(second, "putting the rest back elsewhere than on top")
        library, order = take(second)  # type: ignore[arg-type]
        if zone(library).zones != ("library",) or zone(library).owner != "you":  # type: ignore[arg-type]
            raise Unsupported(second, "putting the rest back on a library other than yours")
        if isinstance(order, nodes.Lexeme) and order.text.lower() != "in any order":
            raise Unsupported(second, f"cards put back {order.text.lower()}")
        at = node.span
        cards = ir.ObjectFilter(
            "cards looked at",
            ("card",),
            zone=ir.ZoneName.LIBRARY,
            zone_owner=ir.Whose.YOU,
            among=looked.key,
            span=what.span,  # type: ignore[union-attr]
        )
        chosen = self.ctx.mention("objects", frozenset({"card"}))
        seen = self.ctx.new_key("seen")
        any_number = ir.Count(ir.Relation.AT_MOST, _ANY_NUMBER, span=what.span)  # type: ignore[union-attr]
        you = ir.Players("you", span=at)
        pick = ir.Action(
            ir.Verb.CHOOSE,
            objects=ir.ChosenObjects(any_number, cards, you, key=chosen.key, span=what.span),  # type: ignore[union-attr]
            remember=seen,
            span=what.span,  # type: ignore[union-attr]
        )
        to_graveyard = ir.Action(
            ir.Verb.MOVE,
            objects=ir.Mentioned(chosen.key, True, span=what.span),  # type: ignore[union-attr]
            zone=ir.ZoneName.GRAVEYARD,
            span=first.span,  # type: ignore[union-attr]
        )
        rest = ir.Action(
            ir.Verb.MOVE,
            objects=ir.Remaining(looked.key, chosen.key, span=second.span),  # type: ignore[union-attr]
            zone=ir.ZoneName.LIBRARY,
            position="top",
            span=second.span,  # type: ignore[union-attr]
        )
        return ir.Sequence((pick, to_graveyard, rest), span=at)

    def _put_found_and_the_rest(
        self,
        node: nodes.Node,
        what: nodes.Node,
        first: nodes.Node,
        second: nodes.Node,
        revealed: str,
    ) -> ir.Effect:
        """ "Put that card into your hand [onto the battlefield] and the rest on the bottom of
        your library in a random order." after "Reveal cards from the top of your library until
        you reveal a creature card": the card that stopped the revealing goes to the first place
        (none when no card did, CR 609.3); every other card revealed goes to the second (CR
        401.4: on the bottom in the order you choose, or at random when the text says so)."""
        found = objects(what, self.ctx)
        if found.plural or found.mention_key != ir.found_key(revealed):
            raise Unsupported(what, "'that card' of a card other than the one revealed last")
        if is_(first, nodes.IntoZone):
            hand = zone(take(first)[0])  # type: ignore[arg-type]
            if hand.zones != ("hand",) or hand.owner != "you":
                raise Unsupported(first, "putting it into a zone other than your hand")
            to_first: ir.Action = ir.Action(
                ir.Verb.MOVE, objects=found.ref, zone=ir.ZoneName.HAND, span=first.span
            )
        elif is_(first, nodes.OntoBattlefield):
            to_first = self._to_battlefield(first, found, take(first)[0])  # type: ignore[arg-type]
        else:
            raise Unsupported(first, "putting it elsewhere than your hand or the battlefield")
        rest_of = ir.Remaining(revealed, ir.found_key(revealed), span=second.span)
        return ir.Sequence((to_first, self._the_rest(second, rest_of)), span=node.span)

    def _put_described_and_the_rest(
        self,
        node: nodes.Node,
        what: nodes.Node,
        first: nodes.Node,
        second: nodes.Node,
        looked: str,
    ) -> ir.Effect:
        """ "Put all creature cards revealed this way into your hand and the rest into your
        graveyard" / "... on the bottom of your library in any order", "Put a creature card
        from among them into your hand and the rest ...": of the cards revealed or looked at
        (CR 701.20a), every one matching the description, or the one you choose as it
        resolves (none when none matches, CR 608.2d, 609.3), goes into your hand; the others
        go to the second place: your graveyard, or the bottom of your library, ordered by
        you, their owner (CR 401.4), or at random when the text says so."""
        at = node.span
        if is_(what, nodes.AllOf):
            filt = filter_ir(take(what)[0], self.ctx)  # type: ignore[arg-type]
            picked: ir.ObjectRef = ir.AllObjects(filt, span=what.span)
        else:
            how_many, filter_node = take(what)
            relation = ir.Relation.EXACTLY
            if is_(how_many, nodes.CountUpTo):
                # "Put up to three enchantment cards from among them into your hand": from
                # none to three, as you choose as it resolves (CR 608.2d)
                relation = ir.Relation.AT_MOST
                n = fixed_value(take(how_many)[0])  # type: ignore[arg-type]
            else:
                n = fixed_count(how_many, "a number of cards that is not fixed")  # type: ignore[arg-type]
            filt = filter_ir(filter_node, self.ctx)  # type: ignore[arg-type]
            one = ir.Count(relation, n, span=how_many.span)  # type: ignore[union-attr]
            picked = ir.ChosenObjects(one, filt, ir.Players("you", span=at), span=what.span)
        if filt.among != looked:
            raise Unsupported(what, "putting cards that are not among those revealed")
        if not is_(first, nodes.IntoZone) or zone(take(first)[0]).zone != "hand":  # type: ignore[arg-type]
            raise Unsupported(first, "putting them elsewhere than into your hand")
        if zone(take(first)[0]).owner != "you":  # type: ignore[arg-type]
            raise Unsupported(first, "a hand other than yours")
        moved = self.ctx.mention("objects", frozenset({"card"}))
        to_hand = ir.Action(
            ir.Verb.MOVE, objects=picked, zone=ir.ZoneName.HAND, remember=moved.key, span=at
        )
        rest_of = ir.Remaining(looked, moved.key, span=second.span)
        return ir.Sequence((to_hand, self._the_rest(second, rest_of)), span=at)

    def _the_rest(
        self, second: nodes.Node, rest_of: ir.Remaining, on_top: bool = False
    ) -> ir.Action:
        """Where "the rest" go: "on the bottom of your library" (or "on top of", where
        ``on_top``), ordered by you, their owner (CR 401.4), or at random when the text says
        so; or "into your graveyard" (CR 404.1). Anywhere else is reported."""
        elsewhere = "the rest elsewhere than your library or graveyard"
        if is_(second, (nodes.OnBottomOf, nodes.OnTopOf) if on_top else nodes.OnBottomOf):
            random = _into_your_library(second, elsewhere)
            return ir.Action(
                ir.Verb.MOVE,
                objects=rest_of,
                zone=ir.ZoneName.LIBRARY,
                position="top" if is_(second, nodes.OnTopOf) else "bottom",
                order="random" if random else None,
                span=second.span,
            )
        place = zone(take(second)[0]) if is_(second, nodes.IntoZone) else None  # type: ignore[arg-type]
        if place is None or place.zones != ("graveyard",) or place.owner != "you":
            raise Unsupported(second, elsewhere)
        return ir.Action(
            ir.Verb.MOVE, objects=rest_of, zone=ir.ZoneName.GRAVEYARD, span=second.span
        )

    def one_shot_deal_damage_to_itself(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Target creature deals damage to itself equal to its power" (CR 120.3, 208.3): the
        one object named is both the source and the recipient of the damage, its power read
        as the effect resolves (CR 608.2h). "Each creature deals damage to itself" pairs each
        object with itself, which one instruction of many sources and recipients cannot say:
        reported."""
        if who.objects is None or who.objects.plural:
            raise Unsupported(node, "each of several objects dealing damage to itself")
        how_much = self._damage_quantity(take(node)[1], who)
        return ir.Action(
            ir.Verb.DEAL_DAMAGE,
            objects=who.objects.ref,
            recipients=who.objects.ref,
            amount=how_much,
            span=node.span,
        )

    def one_shot_deal_damage_equal_quantity(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "[creature] deals damage equal to its power to [recipient]" (CR 208.3), "equal to
        the number of Goblins you control to any target" (CR 120.3, counted as the effect
        happens, CR 608.2h)."""
        how_much = self._damage_quantity(take(node)[1], who)
        return ir.Action(
            ir.Verb.DEAL_DAMAGE,
            objects=_sources(who),
            recipients=objects(take(node)[2], self.ctx).ref,
            amount=how_much,
            span=node.span,
        )

    def one_shot_deal_damage_equal_quantity_to_players(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "deals damage equal to its power to each opponent" (CR 120.3a)."""
        how_much = self._damage_quantity(take(node)[1], who)
        return self._damage(node, who, how_much, to_players=self._players_hit(take(node)[2], who))

    def one_shot_deal_damage_equal_quantity_to_that_player(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "deals damage equal to its power to that player" (CR 120.3a): the player named
        before, or the player of the triggering event (CR 603.7c), as "deals 2 damage to that
        player" reads it."""
        return self.one_shot_deal_damage_equal_quantity_to_players(node, who, until)

    def one_shot_deal_damage_and_players_equal_to(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "deals damage to each creature and each player equal to the number of Mountains
        put into a graveyard this way" (CR 120.3: one amount, to the objects and to those
        players, dealt at once; counted as it resolves, CR 608.2h)."""
        _deal, hit, players_node, how = take(node)
        recipients = objects(hit, self.ctx).ref
        players = self._each_players_hit(players_node)
        how_much = self._damage_quantity(how, who)
        return self._damage(node, who, how_much, recipients, players)

    def one_shot_deal_that_much_damage_and_players(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "it deals that much damage to each other creature and each player" (CR 120.3: one
        amount, the amount of the earlier event, CR 603.7c, to the objects and to those
        players, dealt at once)."""
        how_much = self._that_much(node)
        _deal, hit, players_node = take(node)
        recipients = objects(hit, self.ctx).ref
        return self._damage(node, who, how_much, recipients, self._each_players_hit(players_node))

    def _each_players_hit(self, node: nodes.Node) -> ir.Players:
        """ "... and each player" / "... and each opponent": the players dealt the damage
        with the objects (CR 120.3a)."""
        consume(node)
        who = "each_opponent" if is_(node, nodes.AndEachOpponent) else "each_player"
        return ir.Players(who, span=node.span)

    def one_shot_deal_damage_equal_quantity_and_players(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Target creature you control deals damage equal to its power to each other
        creature and each opponent" (Chandra's Ignition), "Time Bomb deals damage equal to the
        number of time counters on it to each creature and each player" (CR 120.3: one amount,
        to the objects and to those players, dealt at once; counted as it resolves, CR
        608.2h)."""
        _deal, how, hit, players_node = take(node)
        how_much = self._damage_quantity(how, who)
        recipients = objects(hit, self.ctx).ref
        return self._damage(node, who, how_much, recipients, self._each_players_hit(players_node))

    def _damage_quantity(self, node: nodes.Node, who: Subject) -> ir.Quantity:
        """The amount of "deals damage equal to ...": "its power" is the power of the object
        dealing it (CR 208.3); any other amount as "where X is" reads it."""
        if is_(node, nodes.ItsPower):
            consume(node)
            return ir.PowerOf(who.object_ref, span=node.span)
        return self.where_quantity(node)

    def one_shot_deal_damage_divided(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "deals that much damage divided as you choose among any number of targets"
        (CR 601.2d): "that much" is the number of attacking creatures of the trigger, after
        "Whenever you attack with one or more creatures"; after any other trigger (or none) it
        would mean another amount of another event, which is reported (C001)."""
        if self.ctx.event_subject != "attack":
            raise Unsupported(node, "'that much' of an event other than attacking creatures")
        recipients = objects(take(node)[1], self.ctx)
        divided = ir.EventAmount("attackers", span=node.span)
        return self._divided_damage(node, who, recipients, divided)

    def _divided_damage(
        self, node: nodes.Node, who: Subject, recipients: Objects, divided: ir.Quantity
    ) -> ir.Action:
        """Damage divided among the targets of ``recipients`` (CR 601.2d): the target spec
        carries the amount and needs at least one target; each is dealt its share."""
        index = recipients.target_index
        assert index is not None
        spec = self.ctx.targets[index]
        self.ctx.targets[index] = dataclasses.replace(
            spec, minimum=max(spec.minimum, 1), distribute=divided
        )
        return ir.Action(
            ir.Verb.DEAL_DAMAGE,
            objects=_sources(who),
            recipients=recipients.ref,
            amount=ir.DividedAmount(span=node.span),
            span=node.span,
        )

    def one_shot_deal_amount_divided(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "deals 3 damage divided as you choose among one, two, or three targets"
        (CR 601.2d): the division is announced as the targets are chosen, each target getting
        at least 1, so there are at least one and at most that many targets."""
        how_much = quantity(amount(take(node)[1]), take(node)[1])
        if isinstance(how_much, ir.XValue) and self.ctx.x_announced and not self._x_defined:
            # "Conflagrate deals X damage divided as you choose among any number of targets":
            # X is announced before the targets are chosen and the damage divided (CR 601.2b-d)
            pass
        elif not isinstance(how_much, ir.Fixed):
            raise Unsupported.quoting(take(node)[1], "dividing an amount '{}' that is not fixed")
        recipients = objects(take(node)[2], self.ctx)
        if recipients.target_index is None or not recipients.plural:
            raise Unsupported.quoting(take(node)[2], "dividing damage among '{}'")
        return self._divided_damage(node, who, recipients, how_much)

    def one_shot_sacrifice(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Sacrifice this Case" / "target player sacrifices a creature of their choice"
        (CR 701.21a): a player sacrifices permanents they control; when a count is named, that
        player chooses which of theirs (CR 701.21a, 608.2d)."""
        that_many = self._sacrificed_that_many(node, who)
        if that_many is not None:
            return that_many
        with sacrificing_x():  # "Each player sacrifices X lands." (CR 107.3)
            what = objects(take(node)[1], self.ctx)
        if isinstance(what.ref, ir.EventObject) and self.ctx.event_subject == "spell":
            # "Whenever an opponent casts a spell, counter that spell ... sacrifice it": a
            # spell is no permanent to sacrifice (CR 701.21a); which permanent "it" names is
            # not settled here
            raise Unsupported.quoting(take(node)[1], "sacrificing '{}': the spell cast")
        counted = what.extra.get("count")
        consume(take(node)[2])
        if counted is None:
            if take(node)[2] is not None:
                raise Unsupported(take(node)[2], "'of their choice' without a player choosing")
            # "that player sacrifices that creature": only if they control it then (CR 701.21a)
            return ir.Action(
                ir.Verb.SACRIFICE, objects=what.ref, players=who.players, span=node.span
            )
        chosen = what.ref
        assert isinstance(chosen, ir.ChosenObjects)
        if chosen.count.relation is not ir.Relation.EXACTLY:
            # "Sacrifice up to two creatures": whether "If you do" counts none is not settled
            # here, so it is reported rather than read as "two".
            raise Unsupported(take(node)[1], "sacrificing up to a number of permanents")
        chooser = who.players or ir.Players("you", span=node.span)
        own = dataclasses.replace(chosen, chooser=chooser, own=True)
        return self._action(ir.Verb.SACRIFICE, node, who, objects=own)

    def _sacrificed_that_many(self, node: nodes.Node, who: Subject) -> ir.Effect | None:
        """ "that source's controller sacrifices that many permanents" (CR 701.21a, 603.7c):
        the player chooses that many of the permanents they control matching the description
        -- as many as the event's amount, all of them if they have fewer (CR 609.3) -- as a
        choice of X objects whose X is that amount. None when the count is another."""
        counted, chooser_words = take(node)[1], take(node)[2]
        if not is_(counted, nodes.Counted) or chooser_words is not None:
            return None
        how_many, filter_node = counted.items  # type: ignore[union-attr]
        inner = _that_many(how_many)  # type: ignore[arg-type]
        if inner is None:
            return None
        amount = self._that_much(inner)
        filt = filter_ir(filter_node, self.ctx)  # type: ignore[arg-type]
        take(counted)
        mention = self.ctx.mention("objects", frozenset(filt.nouns))
        where = counted.span
        chosen = ir.ChosenObjects(
            ir.Count(ir.Relation.EXACTLY, 0, is_x=True, span=where),
            filt,
            who.players or ir.Players("you", span=node.span),
            own=True,
            key=mention.key,
            span=where,
        )
        return self._action(ir.Verb.SACRIFICE, node, who, objects=chosen, amount=amount)

    def _per_player(self, verb: ir.Verb, node: nodes.Node, who: Subject, n: Any) -> ir.Effect:
        return self._action(verb, node, who, amount=n)

    def _amount_said(self, node: nodes.Node) -> ir.Quantity:
        """The amount an instruction states: a number, X (CR 107.3), or "X plus 3" -- X and
        the written number added (:class:`~karlov.ir.Sum`), both known as it resolves."""
        if is_(node, nodes.XPlusNumber):
            (said,) = take(node)
            written = said.text.lower().split()[-1]  # type: ignore[union-attr]
            consume_all(node)
            value = ir.Fixed(word_number(written), span=node.span)
            return ir.Sum((ir.XValue(span=node.span), value), span=node.span)
        if is_(node, nodes.MultipleOfX):
            # "You gain twice X life.", "Each opponent loses two times X life." (CR 107.3:
            # X, known as it resolves, multiplied by the written number)
            (said,) = take(node)
            consume_all(node)
            return ir.Scaled(ir.XValue(span=node.span), _multiplier(said), span=node.span)  # type: ignore[arg-type]
        return quantity(amount(node), node)

    def one_shot_gain_life(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        how_much = self._times(self._amount_said(take(node)[1]), node)  # type: ignore[arg-type]
        return self._per_player(ir.Verb.GAIN_LIFE, node, who, how_much)

    def one_shot_discards_all(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target player reveals their hand and discards all cards of that color." (CR
        701.9a): every card in the discarding player's own hand that matches the filter, as
        it resolves (the filter is read in that hand only). The grammar's alternative that
        holds "pay N life" is :meth:`_pay_life`."""
        inner = take(node)[0] if len(take(node)) == 1 else None
        if is_(inner, nodes.PayLife):
            return self._pay_life(inner, who)  # type: ignore[arg-type]
        _verb, filter_node = take(node)
        if who.players is None or who.objects is not None:
            raise Unsupported.quoting(node, "the effect '{}'")
        filt = filter_ir(filter_node, self.ctx)  # type: ignore[arg-type]
        # no zone written: the filter's default (the battlefield) is replaced by the hand
        written_zone = filt.zone is not ir.ZoneName.BATTLEFIELD or filt.zone_owner is not None
        if "card" not in filt.nouns or written_zone or filt.controller is not None:
            raise Unsupported.quoting(node, "the effect '{}'")
        at = node.span
        # the discarding player's own hand (CR 701.9a); "discards all cards" alone is the
        # whole hand, as "discards their hand"
        filt = dataclasses.replace(filt, zone=ir.ZoneName.HAND, zone_owner=ir.Whose.YOU)
        self.ctx.counted_by_instruction = "the cards discarded"
        key = self.ctx.new_key("discarded")
        self.ctx.discarded = (key, who.players)
        every = ir.AllObjects(filt, span=at)
        return self._action(ir.Verb.DISCARD, node, who, objects=every, remember=key)

    def _pay_life(self, node: nodes.Node, who: Subject) -> ir.Effect:
        """ "you may pay 2 life", "any player may pay 5 life" (CR 119.4): only a player with
        at least that much life can; paying life is losing it."""
        how_much = self._times(quantity(amount(take(node)[1]), take(node)[1]), node)
        return self._per_player(ir.Verb.PAY_LIFE, node, who, how_much)

    def one_shot_gain_life_equal(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "You gain life equal to the number of creatures you control." (CR 119.3), counted
        as it resolves (CR 608.2h)."""
        how_much = self.where_quantity(take(node)[1])
        return self._per_player(ir.Verb.GAIN_LIFE, node, who, how_much)

    def one_shot_lose_life_equal(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Each opponent loses life equal to the number of creatures you control."
        (CR 119.3), counted as it resolves (CR 608.2h)."""
        how_much = self.where_quantity(take(node)[1])
        return self._lose_life(node, who, how_much)

    def _lose_life(self, node: nodes.Node, who: Subject, how_much: ir.Quantity) -> ir.Action:
        """Players lose life (CR 119.3), the total recorded for "the life lost this way"."""
        self.ctx.life_lost_key = key = self.ctx.new_key("life_lost")
        return self._action(ir.Verb.LOSE_LIFE, node, who, amount=how_much, remember=key)

    def one_shot_mill_equal(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Its controller mills cards equal to that creature's power." (CR 701.17a), counted
        as it resolves (CR 608.2h)."""
        return self._per_player(ir.Verb.MILL, node, who, self.where_quantity(take(node)[1]))

    def one_shot_discard_equal(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "discard cards equal to that creature's toughness" (CR 701.9a: the player chooses
        them), counted as it resolves (CR 608.2h)."""
        self.ctx.discards.append(None)
        return self._per_player(ir.Verb.DISCARD, node, who, self.where_quantity(take(node)[1]))

    def one_shot_draw_equal(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Draw cards equal to the number of creatures you control." (CR 121.1), counted
        as it resolves (CR 608.2h)."""
        return self._per_player(ir.Verb.DRAW, node, who, self.where_quantity(take(node)[1]))

    def _that_much(self, node: nodes.Node) -> ir.Quantity:
        """ "that much" / "that many": the damage of the triggering event (CR 603.7c: the
        effect refers to the event); after "Whenever you gain life", the life gained; after an
        instruction of the ability that made players lose life, that life (CR 608.2c); after
        "discards their hand", the cards each player discarded. Of any other event, or of no
        event, it is reported (C001). In "If damage is prevented this way, ...", the damage
        the prevention effect just prevented (CR 615.5)."""
        if self._that_much_prevented and self._prevented_key is not None:
            prevented = ir.ResultOf(self._prevented_key, "damage_prevented", span=node.span)
            return self._times(prevented, node)
        if self.ctx.counted_by_instruction is not None:
            discarded = self.ctx.discarded
            if (
                discarded is not None
                and isinstance(node, nodes.ThatMany)
                and self._acting is not None
                and _same_players(self._acting.players, discarded[1])
            ):
                # "discards all the cards in their hand, then draws that many cards": each
                # player the number they discarded (CR 608.2c)
                return self._times(
                    ir.ResultOf(discarded[0], "cards_discarded", span=node.span), node
                )
            raise Unsupported(node, f"'that many' of {self.ctx.counted_by_instruction}")
        if self.ctx.life_lost_key is not None:
            # "Target opponent loses 1 life for each attacking creature you control. You gain
            # that much life.": the life the earlier instruction made them lose (CR 608.2c);
            # in a trigger of an event with an amount of its own, which is meant is unclear
            if self.ctx.event_amount is not None:
                raise Unsupported(node, "'that much' after both an event and a loss of life")
            return self._times(
                ir.ResultOf(self.ctx.life_lost_key, "life_lost", span=node.span), node
            )
        moved = self.ctx.moved_all_before
        if moved is not None and self.ctx.event_amount is None and isinstance(node, nodes.ThatMany):
            # "Exile all creatures you control. Then create that many 5/5 red Dragon creature
            # tokens": as many as that instruction exiled or sacrificed (CR 608.2c)
            noted = next((key for _, span, key, _ in self.ctx.moves if span == moved), None)
            key = noted or self.ctx.moved_counted.get(moved) or self.ctx.new_key("moved")
            self.ctx.moved_counted[moved] = key
            return self._times(ir.ResultOf(key, "moved", span=node.span), node)
        if self.ctx.event_subject == "attack" and self.ctx.event_amount is None:
            # "Whenever you attack with one or more creatures, target player mills that many
            # cards.": the creatures declared as attackers then (CR 508.1, 603.7c)
            return self._times(ir.EventAmount("attackers", span=node.span), node)
        if self.ctx.event_amount == "counters" and isinstance(node, nodes.ThatMany):
            # "Whenever one or more +1/+1 counters are put on a creature you control, put that
            # many growth counters on ~" (CR 122.6, 603.7c)
            return self._times(ir.EventAmount("counters", span=node.span), node)
        if self.ctx.event_amount == "life":
            # "Whenever you gain life, target opponent loses that much life." (CR 603.7c)
            return self._times(ir.EventAmount("life", span=node.span), node)
        if self.ctx.event_amount != "damage":
            raise Unsupported(node, "'that much' of an event that deals no damage")
        return self._times(ir.EventAmount("damage", span=node.span), node)

    def one_shot_gain_that_much_life(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "you gain that much life" (CR 119.3, 603.7c)."""
        if take(node)[1] is not None:
            raise Unsupported(node, "'that much life plus' an amount")
        return self._per_player(ir.Verb.GAIN_LIFE, node, who, self._that_much(node))

    def one_shot_lose_that_much_life(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "you lose that much life" (CR 119.3, 603.7c)."""
        return self._lose_life(node, who, self._that_much(node))

    def one_shot_deal_that_much_damage(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "it deals that much damage to any target" (CR 120.3, 603.7c)."""
        return self._damage_to_objects(node, who, self._that_much(node), take(node)[1])

    def one_shot_deal_that_much_damage_to_player(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "it deals that much damage to each player" (CR 120.3a, 603.7c)."""
        how_much = self._that_much(node)
        if is_(take(node)[1], nodes.AttackedPlayer):
            raise Unsupported(node, "'that much damage' to the attacked player")
        return ir.Action(
            ir.Verb.DEAL_DAMAGE,
            objects=_sources(who),
            recipient_players=self._players_hit(take(node)[1], who),
            amount=how_much,
            span=node.span,
        )

    def one_shot_lose_half_life_rounded(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "You lose half your life, rounded up." / "Target player loses half their life,
        rounded down.": half the life total of the one player who loses it, as the effect
        resolves, rounded as the text says (CR 107.1a, 119.3). "Their" must be the subject's
        own life; several players ("Each opponent loses half their life") each losing half of
        their own is not read yet."""
        _lose, whose, rounding = take(node)
        loser = who.players if who.players is not None else ir.Players("you", span=node.span)
        own = (
            is_(whose, nodes.Your)
            if loser.who == "you"
            else is_(whose, nodes.TheirOwners)
            and loser.who in ("target", "that_player", "owner", "controller")
        )
        if loser.who in ("each_player", "each_opponent"):
            raise Unsupported(node, "several players each losing half their own life")
        if not own:
            raise Unsupported(node, "half the life of a player other than the one losing it")
        assert isinstance(rounding, nodes.Lexeme)
        round_up = rounding.text.lower().endswith("up")  # ROUNDING: "rounded up" or "down"
        half = ir.HalfLife(loser, round_up, span=node.span)
        return self._per_player(ir.Verb.LOSE_LIFE, node, who, half)

    def one_shot_lose_life(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        how_much = self._times(self._amount_said(take(node)[1]), node)  # type: ignore[arg-type]
        return self._lose_life(node, who, how_much)

    def _card_count(self, node: nodes.Node, another: bool = False) -> ir.Quantity:
        """The number of cards of "draws two cards", "discards that many cards"; with
        ``another``, also "discards another card at random": one more card, the cards
        discarded before it no longer in the hand (CR 701.9b)."""
        count_noun = take(node)[1]
        if is_(count_noun, nodes.NumberOfNounEqual):
            # "discards a number of cards equal to the sacrificed creature's power" (CR
            # 107.3): the number computed as it resolves (CR 608.2h)
            noun, how_many = take(count_noun)
            assert isinstance(noun, nodes.Lexeme)
            if noun.text.lower() != "cards":
                raise Unsupported.quoting(count_noun, "'{}': a number of other than cards")
            return self._times(self.where_quantity(how_many), node)  # type: ignore[arg-type]
        assert is_(count_noun, nodes.CountNoun)
        word = take(count_noun)[0]
        that_many = _that_many(word)  # type: ignore[arg-type]
        if that_many is not None:
            return self._that_much(that_many)
        if another and is_another(word):  # type: ignore[arg-type]
            return self._times(ir.Fixed(1, span=word.span), node)  # type: ignore[union-attr]
        return self._times(quantity(count_word(word), word), node)

    def _count_quantity(self, node: nodes.Node) -> ir.Quantity:
        """A count as a number: "two", X, or "that many" -- the damage of the triggering
        event (CR 603.7c, :meth:`_that_much`)."""
        that_many = _that_many(node)
        if that_many is not None:
            return self._that_much(that_many)
        return quantity(count(node), node)

    def one_shot_draw(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        return self._per_player(ir.Verb.DRAW, node, who, self._card_count(node))

    def one_shot_draw_plus(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "then draw that many cards plus one" (CR 107.3, 121.1): the number of cards
        before "plus", and the written number more, drawn one at a time (CR 121.2)."""
        _draw, word, noun, more = take(node)
        assert isinstance(noun, nodes.Lexeme) and isinstance(more, nodes.Lexeme)
        if noun.text.lower() != "cards":
            raise Unsupported.quoting(node, "'{}': drawing other than cards")
        cards = self._count_quantity(word)  # type: ignore[arg-type]
        extra = ir.Fixed(word_number(more.text), span=more.span)
        return self._per_player(ir.Verb.DRAW, node, who, ir.Sum((cards, extra), span=node.span))

    def one_shot_draw_up_to(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Each player may draw up to two cards." (CR 121.2): each of the players chooses
        how many, from zero to that number, as it resolves (CR 608.2d); a number that is
        not written ("up to X cards") is reported."""
        n = self._card_count(node)
        if not isinstance(n, ir.Fixed):
            raise Unsupported.quoting(take(node)[1], "'up to {}' of a number not written")  # type: ignore[arg-type]
        count = ir.Count(ir.Relation.AT_MOST, n.value, span=take(node)[1].span)  # type: ignore[union-attr]
        return self._action(ir.Verb.DRAW, node, who, amount=n, count=count)

    def one_shot_discard(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Discard a card", "Each player discards two cards" (CR 701.9a). One card you
        discard is recorded for "the discarded card" after it (CR 608.2h)."""
        n = self._card_count(node)
        yours = who.players is None or who.players.who == "you"
        if yours and isinstance(n, ir.Fixed) and n.value == 1:
            key = self.ctx.new_key("discarded_card")
            self.ctx.discards.append(key)
            return self._action(ir.Verb.DISCARD, node, who, amount=n, remember=key)
        self.ctx.discards.append(None)
        return self._per_player(ir.Verb.DISCARD, node, who, n)

    def one_shot_discard_at_random(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target player discards a card at random." (CR 701.9b: the cards are chosen at
        random, by no player)."""
        return self._per_player(
            ir.Verb.DISCARD_AT_RANDOM, node, who, self._card_count(node, another=True)
        )

    def one_shot_reveals(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Each player reveals the top card of their library", "Defending player reveals the
        top card of their library" (CR 701.20a, 401.1): each player the subject names reveals
        the top cards of their own library. The cards revealed are what "revealed this way"
        names after it (in every library revealed from); one card of one player's library is
        also what "it" / "that card" names. Anything else revealed is reported."""
        (what,) = take(node)
        revealer = who.players
        if (
            not is_(what, (nodes.TopCards, nodes.CardsFromTop))
            or revealer is None
            or revealer.who == "you"
        ):
            raise Unsupported.quoting(node, "the effect '{}'")
        parts = take(what)  # "from the top of" is a word of its own there
        how_many, noun, where = parts[0], parts[1], parts[-1]
        possessive = take(where)[0] if is_(where, nodes.Zone) else None
        if not is_(possessive, nodes.TheirOwners) or lexeme_texts(take(where)[1]) != ["library"]:  # type: ignore[arg-type]
            raise Unsupported.quoting(node, "the effect '{}'")
        if is_(what, nodes.CardsFromTop) and noun.text.lower() not in ("card", "cards"):  # type: ignore[union-attr]
            raise Unsupported.quoting(noun, "'{}' from the top of a library")  # type: ignore[arg-type]
        n, number = top_count(how_many, self.ctx)  # type: ignore[arg-type]
        consume_all(what)
        at = what.span
        top = ir.TopOfLibrary(n, ir.Whose.ANY, players=revealer, amount=number, span=at)
        several = revealer.who in _SEVERAL_PLAYERS or several_on_top(top)
        if several:
            # the cards of every library revealed from: "revealed this way" only
            key = self.ctx.new_key(THEIR_LOOKED_AT)
            revealed = self.ctx.mention(LOOKED_AT, frozenset({"card", REVEALED}), key=key)
            key = revealed.key
        else:
            key = self.ctx.mention("object", frozenset({"card"})).key
            self._revealed_by[key] = revealer
            if revealer.who not in ("target", "mentioned"):
                # "that player" after it is the player who revealed (not the event's)
                self.ctx.mention("player", players=revealer)
        return ir.Action(
            ir.Verb.REVEAL, objects=top, players=revealer, remember=key, span=node.span
        )

    def one_shot_reveal_at_random(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Choose a card name, then reveal a card at random from your hand." (CR 701.20a):
        you reveal one card of your own hand, chosen at random by no player (CR 701.9b); it is
        what "that card" names after it. Another number of cards or zone is reported."""
        counted, _at_random, where = take(node)
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported(node, "a card revealed at random by other than one player")
        place = zone(where)  # type: ignore[arg-type]
        if place.owner != "you" or list(place.zones) != ["hand"]:
            raise Unsupported(where, "revealing at random from a zone other than your hand")  # type: ignore[arg-type]
        return self._one_card_at_random(node, counted, who)  # type: ignore[arg-type]

    def one_shot_reveal_any_number(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Reveal any number of red cards in your hand." (CR 701.20a): as it resolves you
        choose zero or more cards of your own hand that fit the description (CR 608.2d) and
        show them; they stay in your hand. "revealed this way" after it names those cards
        ("for each card revealed this way", "the number of cards revealed this way"). Another
        player revealing, or cards anywhere but your hand, is reported."""
        (filter_node,) = take(node)
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported(node, "cards revealed by a player other than you")
        filt = filter_ir(filter_node, self.ctx)  # type: ignore[arg-type]
        if filt.zone is not ir.ZoneName.HAND or filt.zone_owner is not ir.Whose.YOU:
            raise Unsupported(
                filter_node,  # type: ignore[arg-type]
                "revealing any number of cards from elsewhere than your hand",
            )
        shown = self.ctx.mention(HAND_REVEALED, frozenset(filt.nouns) | {"card", REVEALED})
        any_number = ir.Count(ir.Relation.AT_MOST, _ANY_NUMBER, span=node.span)
        you = ir.Players("you", span=node.span)
        ref = ir.ChosenObjects(any_number, filt, you, key=shown.key, span=filter_node.span)  # type: ignore[union-attr]
        return ir.Action(ir.Verb.REVEAL, objects=ref, remember=shown.key, span=node.span)

    def _one_card_at_random(self, node: nodes.Node, counted: Any, who: Subject) -> ir.Effect:
        """ "a card" revealed at random (CR 701.20a, chosen by no player as in CR 701.9b): it is
        what "that card" names after it; another number or kind of card is reported."""
        if not is_(counted, nodes.Counted):
            raise Unsupported.quoting(counted, "revealing '{}' at random")
        how_many, filter_node = take(counted)
        n = fixed_count(how_many, "a number of cards revealed at random that is not fixed")  # type: ignore[arg-type]
        if n != 1 or lexeme_texts(filter_node) != ["card"]:  # type: ignore[arg-type]
            raise Unsupported.quoting(counted, "revealing '{}' at random")
        consume_all(counted)
        seen = self.ctx.mention("object", frozenset({"card", REVEALED}))
        return self._action(
            ir.Verb.REVEAL_AT_RANDOM,
            node,
            who,
            amount=ir.Fixed(n, span=how_many.span),  # type: ignore[union-attr]
            remember=seen.key,
        )

    def one_shot_reveals_from(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target player reveals three cards from their hand" (CR 701.20a): that player
        chooses that many cards in their own hand as it resolves (CR 608.2d; all of them when
        they have fewer, CR 609.3) and shows them; "one of them" / "two of them" after it are
        among the cards revealed. Several players, "you", a number that is not fixed or a zone
        other than their own hand are reported."""
        what, origin = take(node)
        revealer = who.players
        if revealer is None or who.objects is not None or revealer.who == "you":
            raise Unsupported.quoting(node, "the effect '{}'")
        if revealer.who in _SEVERAL_PLAYERS:
            raise Unsupported(node, "several players each revealing cards from their hand")
        if (
            not is_(what, nodes.Counted)
            or not is_(origin, nodes.Zone)
            or not is_(take(origin)[0], nodes.TheirOwners)  # type: ignore[arg-type]
            or lexeme_texts(take(origin)[1]) != ["hand"]  # type: ignore[arg-type]
        ):
            raise Unsupported.quoting(node, "the effect '{}'")
        consume_all(origin)  # type: ignore[arg-type]
        how_many, filter_node = take(what)
        n = fixed_count(how_many, "a number of cards that is not fixed")  # type: ignore[arg-type]
        at = what.span
        filt = filter_ir(
            filter_node,  # type: ignore[arg-type]
            self.ctx,
            zone=ir.ZoneName.HAND,
            zone_owner=ir.Whose.ANY,
            owner=revealer,
        )
        shown = self.ctx.mention("objects" if n > 1 else "object", frozenset(filt.nouns) | {"card"})
        exactly = ir.Count(ir.Relation.EXACTLY, n, span=how_many.span)  # type: ignore[union-attr]
        ref = ir.ChosenObjects(exactly, filt, revealer, key=shown.key, span=at)
        return ir.Action(
            ir.Verb.REVEAL, objects=ref, players=revealer, remember=shown.key, span=node.span
        )

    def one_shot_reveals_at_random(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target opponent reveals a card at random from their hand" (CR 701.20a): the card
        is chosen at random, by no player (as in a discard at random, CR 701.9b). The card
        revealed is what "that card" / "the revealed card" names after it. A number of cards
        other than one, several players, or a zone other than their own hand is reported."""
        counted, _at_random, where = take(node)
        revealer = who.players
        if revealer is None or revealer.who in _SEVERAL_PLAYERS or revealer.who == "you":
            raise Unsupported(node, "a card revealed at random by other than one player")
        whose, zone_words = take(where)  # type: ignore[arg-type]
        if not is_(whose, nodes.TheirOwners) or lexeme_texts(zone_words) != ["hand"]:  # type: ignore[arg-type]
            raise Unsupported(where, "revealing at random from a zone other than their own hand")
        consume(whose)
        consume_all(zone_words)  # type: ignore[arg-type]
        return self._one_card_at_random(node, counted, who)

    def one_shot_reveals_zone(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target opponent reveals their hand." (CR 701.20a): one player shows every card in
        their hand; "a card from it" after it is a card in that hand. A hand of several
        players ("Each player reveals their hand"), or another zone, is reported."""
        (where,) = take(node)
        assert isinstance(where, nodes.Node)
        whose, zone_words = take(where)
        if not is_(whose, nodes.TheirOwners) or lexeme_texts(zone_words) != ["hand"]:  # type: ignore[arg-type]
            raise Unsupported(node, "revealing a zone other than the player's own hand")
        revealer = who.players
        if revealer is None or revealer.who not in ("target", "that_player", "mentioned"):
            raise Unsupported(node, "'reveals their hand' of other than one player")
        consume(whose)
        consume_all(zone_words)  # type: ignore[arg-type]
        at = node.span
        hand = ir.ObjectFilter(
            "cards in that player's hand",
            ("card",),
            zone=ir.ZoneName.HAND,
            zone_owner=ir.Whose.ANY,
            owner=revealer,
            span=at,
        )
        self.ctx.revealed_hand = revealer
        return ir.Action(ir.Verb.REVEAL, objects=ir.AllObjects(hand, span=at), span=at)

    def one_shot_discard_reference(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "That player discards that card." (CR 701.9a): the card named before it, from its
        owner's hand; the player who discards must be that card's owner, which the runtime
        checks as it resolves (a card in another zone is not discarded). "That player discards
        those cards" (the cards chosen from their hand): each of them still in that hand."""
        what = objects(take(node)[1], self.ctx)
        if who.players is None:
            raise Unsupported(node, "discarding these cards")
        return self._action(ir.Verb.DISCARD, node, who, objects=what.ref)

    def one_shot_discard_zone(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "discard your hand" (CR 701.9): every card in it."""
        where = zone(take(node)[1])
        if where.zone != "hand":
            raise Unsupported(node, "discarding anything but a hand")
        at = node.span
        hand = ir.ObjectFilter(
            "cards in hand", ("card",), zone=ir.ZoneName.HAND, zone_owner=ir.Whose.YOU, span=at
        )
        self.ctx.counted_by_instruction = "the cards discarded"
        key = self.ctx.new_key("discarded")
        self.ctx.discarded = (key, who.players)
        every = ir.AllObjects(hand, span=at)
        return self._action(ir.Verb.DISCARD, node, who, objects=every, remember=key)

    def one_shot_draw_additional_card(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "that player draws an additional card" (CR 121.1): one card, drawn besides the draw
        of the turn's draw step (CR 504.1); "additional" adds nothing else to the draw."""
        return self._per_player(ir.Verb.DRAW, node, who, ir.Fixed(1, span=node.span))

    def one_shot_draw_additional_cards(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "that player draws two additional cards" (CR 121.1): that many cards, drawn
        besides the draw of the turn's draw step (CR 504.1); "additional" adds nothing else to
        the draw."""
        count = _lexeme(node, "NUMBER_WORD")
        return self._per_player(
            ir.Verb.DRAW, node, who, ir.Fixed(word_number(count.text), span=count.span)
        )

    def one_shot_discards_all_in_zone(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Each player discards all the cards in their hand" (CR 701.9a): every card in the
        discarding player's own hand, as "discards their hand" says."""
        where = zone(take(node)[1])
        subject = who.players.who if who.players is not None else "you"
        # "your hand" is the discarding player's own only when that player is you; "their
        # hand" only when a player other than you is named as the subject (CR 701.9a).
        own = where.owner == "you" if subject == "you" else where.owner == "owner"
        if where.zone != "hand" or len(where.zones) > 1 or not own:
            raise Unsupported(node, "discarding the cards of a hand other than the player's own")
        return self.one_shot_discard_zone(node, who, until)

    def one_shot_mill(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        return self._per_player(ir.Verb.MILL, node, who, self._card_count(node))

    def one_shot_shuffle_into(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "shuffle Fblthp into its owner's library" (CR 701.24a)."""
        what = objects(take(node)[0], self.ctx)
        where = zone(take(node)[1])
        if where.zone != "library":
            raise Unsupported(node, "shuffling into a zone other than a library")
        return ir.Action(ir.Verb.SHUFFLE_INTO, objects=what.ref, span=node.span)

    def one_shot_shuffle_from_into(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Shuffle all creature cards from your graveyard into your library", "shuffle a card
        from your hand into your library", "Shuffle up to five target cards from your
        graveyard into your library", "Shuffle all creature cards from target player's
        graveyard into that player's library", "shuffle the cards from your hand into your
        library" (CR 701.24a): the cards are chosen as :meth:`_exile_untargeted_from` and
        :meth:`_exile_target_from` choose them, put into their owner's library (CR 400.3),
        whose owner must be the player the destination names, and that library is shuffled
        once, even if no card was put into it (CR 701.24c, 701.24d). Another subject, zone or
        library is C001."""
        what_node, origin, place = take(node)
        assert isinstance(what_node, nodes.Node) and isinstance(origin, nodes.Node)
        assert isinstance(place, nodes.Node)
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported.quoting(node, "the effect '{}' of another player")
        into = zone(place)
        if into.zones != ("library",):
            raise Unsupported(place, "shuffling into a zone other than a library")
        theirs = is_(origin, nodes.Zone) and is_(
            take(origin)[0], (nodes.TargetPlayers, nodes.TargetOpponents)
        )
        if theirs:
            # "from target player's graveyard into that player's library": that player's
            # cards, into their own library (CR 400.3)
            if into.owner != "that player" or not is_(what_node, nodes.AllOf):
                raise Unsupported(place, "shuffling into a library other than the cards' owner's")
        elif into.owner != "you" or zone(origin).owner != "you":
            # cards in your graveyard or hand are yours (CR 400.3, 404.2, 402.1)
            raise Unsupported(place, "shuffling into a library other than the cards' owner's")
        if is_(what_node, nodes.TheNoun):
            action = self._shuffle_every_card_from(node, what_node, origin)
        else:
            action = self._exile_target_from(node, what_node, origin, ir.Verb.SHUFFLE_INTO)  # type: ignore[assignment]
        assert isinstance(action, ir.Action)
        shuffler = ir.Players("you", span=place.span)
        if theirs:
            filt = getattr(action.objects, "filter", None)
            owner = getattr(filt, "owner", None)
            if not isinstance(owner, ir.Players):
                raise Unsupported(origin, "shuffling from this player's zone")
            shuffler = owner
        return dataclasses.replace(action, players=shuffler)

    def _shuffle_every_card_from(
        self, node: nodes.Node, what_node: nodes.Node, origin: nodes.Node
    ) -> ir.Action:
        """ "the cards from your hand": every card in that zone of yours (CR 402.1, 404.1)."""
        noun = _lexeme(what_node, "NOUN")
        where = zone(origin)
        if noun.text.lower() != "cards" or len(where.zones) != 1:
            raise Unsupported.quoting(what_node, "'{}'")
        if where.zone not in ("hand", "graveyard"):
            raise Unsupported(origin, "shuffling from this zone")
        consume_all(what_node)
        at = what_node.span
        every = ir.ObjectFilter(
            f"cards in your {where.zone}",
            ("card",),
            zone=ZONES[where.zone],
            zone_owner=ir.Whose.YOU,
            span=at,
        )
        moved = self.ctx.mention("objects", frozenset({"card"}))
        ref = ir.AllObjects(every, span=at)
        return ir.Action(ir.Verb.SHUFFLE_INTO, objects=ref, remember=moved.key, span=node.span)

    def one_shot_shuffles_into(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Choose target artifact or enchantment. Its owner shuffles it into their library."
        (CR 701.24a): the owner of the one object named puts it into their library, which is
        where it goes (CR 400.3), and shuffles. Another player, several objects or another
        zone is C001."""
        what_node, place = take(node)
        owner = who.players
        if owner is None or owner.who != "owner" or who.objects is not None:
            raise Unsupported.quoting(node, "'{}' said of a player other than its owner")
        what = objects(what_node, self.ctx)  # type: ignore[arg-type]
        if what.plural or not _same_object(owner.of, what.ref):
            raise Unsupported(
                what_node,
                "shuffling into a library an object other than the one whose owner shuffles",
            )  # type: ignore[arg-type]
        where = zone(place)  # type: ignore[arg-type]
        theirs = is_(place, nodes.Zone) and is_(place.items[0], nodes.TheirOwners)  # type: ignore[union-attr]
        if where.zones != ("library",) or not theirs:
            raise Unsupported(place, "shuffling into a zone other than the owner's library")  # type: ignore[arg-type]
        return ir.Action(ir.Verb.SHUFFLE_INTO, objects=what.ref, span=node.span)

    def one_shot_surveil(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        number = _lexeme(node, "NUMBER")
        n = ir.Fixed(int(number.text), span=number.span)
        return self._per_player(ir.Verb.SURVEIL, node, who, n)

    def one_shot_scry(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        number = _lexeme(node, "NUMBER")
        n = ir.Fixed(int(number.text), span=number.span)
        return self._per_player(ir.Verb.SCRY, node, who, n)

    def one_shot_scry_x(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "scry X, where X is ..." (CR 701.22a): X announced or defined by the sentence (CR
        107.3); an X neither announces nor defines is reported (:meth:`_scry_x_value`)."""
        consume_all(node)
        return self._per_player(ir.Verb.SCRY, node, who, self._scry_x_value(node))

    def _scry_x_value(self, node: nodes.Node) -> ir.Quantity:
        if not (self.ctx.x_announced or self._x_defined or self._card_cost_has_x()):
            raise Unsupported(node, "an X that is neither announced nor defined")
        return ir.XValue(span=node.span)

    def one_shot_pay_mana(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "[you may] pay {1}{B}" (CR 118.3): paid during resolution, if the player can;
        "[you may] pay {E}{E}": energy counters, paid only if the player has that many (CR
        107.14, 122.1)."""
        (symbols,) = take(node)
        assert isinstance(symbols, nodes.Node)
        if who.players is not None and who.players.who not in ("you", *_ONE_OTHER_PLAYER):
            # several players: each would pay apart (not read yet); one other player ("that
            # player may pay {2}", "defending player may pay {U}") pays from their own mana
            # as it resolves (CR 118.3, 605.3a)
            raise Unsupported(node, "a payment by another player")
        paid = words(symbols)
        if paid and all(text.upper() == "{E}" for text in paid):
            return ir.PayEnergy(len(paid), who.players, span=node.span)
        mana = "".join(runtime_mana(text, symbols) for text in words(symbols))
        if "T" in mana:
            raise Unsupported(symbols, "paying these symbols")
        if "X" in mana and (self.ctx.x_announced or self._card_cost_has_x()):
            # X of a cost announced, or an X the spell that became this permanent had (CR
            # 107.3a, 107.3m): which X is paid is not told apart yet
            raise Unsupported(symbols, "paying {X} where X already has a value")
        return ir.PayMana(mana, who.players, span=node.span)

    def _card_cost_has_x(self) -> bool:
        """Whether the card's mana cost has {X} (CR 107.3m: its permanent's enters-the-
        battlefield abilities read the spell's X)."""
        cost = self.abilities.card.mana_cost or ()
        return any("X" in symbol.upper() for symbol in cost)

    def _add_mana(self, node: nodes.Node, who: Subject, options: list[str]) -> ir.Effect:
        """An "add" instruction (CR 106.1, 106.3): ``options`` as mana letters, one chosen as it
        resolves (CR 106.1a); "for each" multiplies one stated mana (CR 608.2h)."""
        if who.objects is not None:
            raise Unsupported(node, "an object adding mana")
        times: ir.Quantity | None = None
        if self._per is not None:
            if len(options) != 1:
                raise Unsupported(node, "'for each' on a choice of mana")
            times = self._times(ir.Fixed(1, span=node.span), node)
        return ir.AddMana(tuple(options), times, who.players, span=node.span)

    def _added_letters(self, symbols: nodes.Node) -> str:
        """The mana letters of "{G}{G}" in an "add" instruction: colored or colorless mana
        (CR 106.1b); a symbol that is no type of mana ({X}, {S}, {2}) is refused."""
        letters = ""
        for text in words(symbols):
            letter = text.strip("{}").upper()
            if letter not in ("W", "U", "B", "R", "G", "C"):
                raise Unsupported(symbols, f"adding {text} (not a type of mana, CR 106.1b)")
            letters += letter
        consume_all(symbols)
        return letters

    def one_shot_add_mana(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Add {G}{G}." (CR 106.3)."""
        (symbols,) = take(node)
        assert isinstance(symbols, nodes.Node)
        return self._add_mana(node, who, [self._added_letters(symbols)])

    #: "That player adds {G}{G}.", "A player of your choice adds {C}." (CR 106.3): the player
    #: the sentence names adds it
    one_shot_adds_mana = one_shot_add_mana

    def one_shot_choose_creature_type(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Choose a creature type." as an instruction (CR 608.2d): :meth:`_make_choice`."""
        return self._make_choice(node, who, until, "creature_type")

    def one_shot_choose_color(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Choose a color." as an instruction (CR 608.2d): :meth:`_make_choice`."""
        return self._make_choice(node, who, until, "color")

    def one_shot_choose_color_of(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Choose a color of a permanent you control.", "Choose a color of a card in your
        graveyard." (CR 105.1, 105.2: one of the colors those objects have as it resolves;
        none, no color chosen): the runtime's "Choose a color." offers all five."""
        raise Unsupported.quoting(node, "'{}': a color chosen among the colors of objects")

    def one_shot_choose_card_name(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Choose a card name." as an instruction (CR 201.3, 608.2d): :meth:`_make_choice`."""
        return self._make_choice(node, who, until, "card_name")

    def one_shot_choose_nonbasic_card_name(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Choose a card name other than a basic land card name." (CR 201.3, 205.4c)."""
        return self._make_choice(node, who, until, "card_name_not_basic_land")

    def one_shot_choose_card_name_of(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Choose a nonland card name." (CR 201.3): the name of a card that is not a land
        card. Any other kind of card ("a nonartifact, nonland card name", "a creature card
        name") is refused."""
        (counted,) = take(node)
        assert isinstance(counted, nodes.Node)
        if [text.lower() for text in lexeme_texts(counted)] != ["nonland", "card"]:
            raise Unsupported.quoting(counted, "choosing the name of '{}'")
        consume_all(counted)
        return self._make_choice(node, who, until, "nonland_card_name")

    def _make_choice(
        self, node: nodes.Node, who: Subject, until: Any, choice: str, other_than: str = ""
    ) -> ir.Effect:
        """The ability's controller chooses as it resolves (CR 608.2d); "of the chosen type"
        after it in the ability names that choice ("with that name": a card name chosen). Only
        "you" choose, once, with no duration."""
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported(node, "a choice made by a player other than you")
        kind = "card_name" if "name" in choice else choice
        if until is not None or self._per is not None or kind in self.ctx.resolution_choices:
            raise Unsupported(node, "this choice made as it resolves")
        self.ctx.resolution_choices.append(kind)
        return ir.MakeChoice(choice, other_than, span=node.span)

    def one_shot_choose_creature_type_other_than(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Choose a creature type other than Wall." (CR 205.3m, 608.2d): any creature type
        but the one named."""
        (excluded,) = lexeme_texts(node)
        consume_all(node)
        return self._make_choice(node, who, until, "creature_type", excluded)

    def one_shot_choose_basic_land_type(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Choose a basic land type." (CR 205.3i, 608.2d): Plains, Island, Swamp, Mountain
        or Forest; "becomes that type" after it reads the choice."""
        return self._make_choice(node, who, until, "basic_land_type")

    def one_shot_choose_card_type_among(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Choose artifact, creature, or land." (CR 205.2a): one of the card types listed."""
        raise Unsupported.quoting(node, "'{}' (a card type of those listed, CR 205.2a)")

    def one_shot_choose_number(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Choose a number." (CR 107.1): any integer the card allows."""
        raise Unsupported.quoting(node, "'{}' (a number chosen as it resolves, CR 107.1)")

    one_shot_choose_number_between = one_shot_choose_number
    one_shot_choose_number_greater_than = one_shot_choose_number

    def one_shot_choose_named_option(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "As Citadel Siege enters, choose Khans or Dragons." (CR 614.12): the permanent has
        the ability of the option chosen ("• Khans — ..."); the runtime keeps no such choice."""
        raise Unsupported.quoting(node, "'{}' (a choice between named options, CR 614.12)")

    def _another_player_chooses(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "An opponent chooses a creature type.", "Each player chooses a card name.", "Target
        opponent chooses a number." (CR 608.2d: the player the sentence names chooses, not the
        ability's controller): the runtime keeps choices made by you only."""
        raise Unsupported.quoting(node, "'{}' (a choice made by the player the sentence names)")

    one_shot_chooses_creature_type = _another_player_chooses
    one_shot_chooses_card_name = _another_player_chooses
    one_shot_chooses_color = _another_player_chooses
    one_shot_chooses_card_type = _another_player_chooses
    one_shot_chooses_number = _another_player_chooses
    one_shot_secretly_chooses_number = _another_player_chooses
    one_shot_chooses_card_type_among = _another_player_chooses

    def one_shot_chooses_one_of_each(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Each player chooses an artifact, a creature, an enchantment, and a planeswalker
        from among the nonland permanents they control" (CR 608.2d: each player chooses one
        permanent of each kind they can, a permanent of two of the kinds counting for one of
        them only): the runtime keeps no choices of other players."""
        raise Unsupported.quoting(node, "'{}' (one permanent of each kind, chosen by each player)")

    def one_shot_become_that_type(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Choose a creature type. Each creature you control becomes that type until end of
        turn.", "Choose a basic land type. Each land you control becomes that type ..." (CR
        608.2d: the type the ability's earlier instruction chose; CR 205.1a, 305.7: it replaces
        the objects' types of that kind, layer 4). With no such choice before it, or both a
        creature type and a land type chosen, "that type" names no one type: refused."""
        kinds = [
            k for k in ("creature_type", "basic_land_type") if k in self.ctx.resolution_choices
        ]
        if len(kinds) != 1:
            raise Unsupported.quoting(node, "'{}' with no one 'Choose a ... type.' before it")
        if who.objects is None or who.players is not None:
            raise Unsupported(node, "'becomes that type' said of no object")
        self._permanents_only(node, who.object_ref)
        return ir.BecomeChosenType(who.object_ref, kinds[0], until, span=node.span)

    def _permanents_only(self, node: nodes.Node, ref: ir.ObjectRef | None) -> None:
        """A characteristic-changing effect said of objects that may be spells or cards
        (CR 611.2c also reaches them): the runtime applies layers to permanents only."""
        filt = None
        if isinstance(ref, ir.TargetObjects) and ref.target_index < len(self.ctx.targets):
            filt = self.ctx.targets[ref.target_index].filter
        elif isinstance(ref, ir.AllObjects | ir.ChosenObjects):
            filt = ref.filter
        if isinstance(filt, ir.ObjectFilter) and filt.zone is not ir.ZoneName.BATTLEFIELD:
            raise Unsupported(node, "changing the characteristics of a spell or a card")

    def one_shot_add_any_color(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Add one mana of any color." (CR 106.1a: the player chooses the color)."""
        return self._add_mana(node, who, list(COLORS_WUBRG))

    def one_shot_add_color_could_produce(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Add one mana of any color that a land an opponent controls could produce." (CR
        106.7): a color one of those permanents could produce as it resolves; none, no mana."""
        (counted,) = take(node)
        assert isinstance(counted, nodes.Node)
        found = objects(counted, self.ctx).ref
        if not isinstance(found, ir.AllObjects | ir.ChosenObjects):
            raise Unsupported.quoting(counted, "mana that '{}' could produce")
        if self._per is not None:
            raise Unsupported(node, "'for each' on a choice of mana")
        if who.objects is not None:
            raise Unsupported(node, "an object adding mana")
        return ir.AddMana(
            COLORS_WUBRG, None, who.players, could_produce=found.filter, span=node.span
        )

    def one_shot_add_either(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Add {B} or {R}." (one of the two, chosen as it resolves, CR 106.1a)."""
        first, second = take(node)
        assert isinstance(first, nodes.Node) and isinstance(second, nodes.Node)
        return self._add_mana(node, who, [self._added_letters(first), self._added_letters(second)])

    def one_shot_add_or_chosen_color(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Add {R} or one mana of the chosen color." as an instruction: read only as a mana
        ability's whole effect (:meth:`.abilities.AbilityCompiler.mana_ability_ir`)."""
        raise Unsupported.quoting(node, "'{}' other than as a mana ability's whole effect")

    def one_shot_add_one_of(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Add {W}, {U}, or {B}.", "Add {B}{B}, {B}{R}, or {R}{R}." (one of the listed mana,
        chosen as it resolves, CR 106.1a)."""
        word, *parts = take(node)
        consume(word)  # "add" before the list (one token, read by its class)
        assert all(isinstance(part, nodes.Node) for part in parts)
        return self._add_mana(node, who, [self._added_letters(part) for part in parts])  # type: ignore[arg-type]

    def one_shot_add_combination_of(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Add three mana in any combination of {R} and/or {G}." (CR 106.1a: the color of
        each mana chosen, each one of the two named): the options are every such mix. An
        amount that is not a number ("X mana") is reported."""
        word, first, second = take(node)
        assert isinstance(word, nodes.Node)
        assert isinstance(first, nodes.Node) and isinstance(second, nodes.Node)
        letters = (self._added_letters(first), self._added_letters(second))
        if any(len(letter) != 1 for letter in letters) or letters[0] == letters[1]:
            raise Unsupported(node, "a combination of mana that is not two colors")
        if count_word(word).is_x:  # "Add X mana in any combination of {W} and/or {U}"
            return self._add_combination(node, word, who, letters)
        n = fixed_count(word, "an amount of mana that is not a number")
        consume_all(word)
        combos = ["".join(c) for c in itertools.combinations_with_replacement(letters, n)]
        return self._add_mana(node, who, combos)

    def one_shot_add_amount_of(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Add an amount of {G} equal to your devotion to green." (CR 106.1, 106.3): that
        mana, as many times as the amount counted as it resolves (CR 608.2h)."""
        symbols, how_much = take(node)
        assert isinstance(symbols, nodes.Node) and isinstance(how_much, nodes.Node)
        if who.objects is not None:
            raise Unsupported(node, "an object adding mana")
        if self._per is not None:
            raise Unsupported(node, "'for each' on an amount of mana")
        letters = self._added_letters(symbols)
        if len(letters) != 1:
            raise Unsupported(symbols, "an amount of more than one mana symbol")
        times = self.where_quantity(how_much)
        return ir.AddMana((letters,), times, who.players, span=node.span)

    def one_shot_add_one_color(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Add three mana of any one color." (CR 106.1a: one color chosen for all of it);
        "Add X mana of any one color, where X is ...": that color, X times (CR 107.3c)."""
        (word,) = take(node)
        assert isinstance(word, nodes.Node)
        if count_word(word).is_x and self._per is None:
            consume_all(word)
            x = ir.XValue(span=word.span)
            return ir.AddMana(COLORS_WUBRG, x, who.players, span=node.span)
        n = fixed_count(word, "an amount of mana that is not a number")
        consume_all(word)
        return self._add_mana(node, who, [letter * n for letter in COLORS_WUBRG])

    def one_shot_add_any_combination(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Add two mana in any combination of colors." (CR 106.1a: each mana's color chosen;
        the options are every combination)."""
        (word,) = take(node)
        assert isinstance(word, nodes.Node)
        if count_word(word).is_x or count_word(word).value > 4:
            # "Add X mana in any combination of colors", "Add five mana ...": each mana's
            # color chosen one by one (CR 106.1a)
            return self._add_combination(node, word, who, tuple(COLORS_WUBRG))
        n = fixed_count(word, "an amount of mana that is not a number")
        consume_all(word)
        combos = ["".join(c) for c in itertools.combinations_with_replacement(COLORS_WUBRG, n)]
        return self._add_mana(node, who, combos)

    def _add_combination(
        self, node: nodes.Node, word: nodes.Node, who: Subject, letters: tuple[str, ...]
    ) -> ir.Effect:
        """ "Add X mana in any combination of {B} and/or {R}" (CR 106.1a, 107.3): X (the value
        chosen or defined for it) or a number of mana, each one of ``letters``, chosen one
        by one as it resolves."""
        if who.objects is not None:
            raise Unsupported(node, "an object adding mana")
        if self._per is not None:
            raise Unsupported(node, "'for each' on a combination of mana")
        found = count_word(word)
        amount: ir.Quantity = (
            ir.XValue(span=word.span) if found.is_x else ir.Fixed(found.value, span=word.span)
        )
        consume_all(word)
        return ir.AddMana(tuple(letters), amount, who.players, combination=True, span=node.span)

    def one_shot_add_that_color(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Choose a color. Add one mana of that color.", "... Add one mana of that color for
        each charge counter on Astral Cornucopia." (CR 608.2d: the color the ability's
        instruction before it chose as it resolved; CR 106.1a, 608.2h: that many of it)."""
        (word,) = take(node)
        assert isinstance(word, nodes.Node)
        if "color" not in self.ctx.resolution_choices:
            raise Unsupported.quoting(node, "'{}' with no color chosen before it")
        if who.objects is not None:
            raise Unsupported(node, "an object adding mana")
        n = fixed_count(word, "an amount of mana that is not a number")
        consume_all(word)
        times: ir.Quantity | None = None
        if self._per is not None:
            times, n = self._times(ir.Fixed(n, span=node.span), node), 1
        options = tuple(letter * n for letter in COLORS_WUBRG)
        return ir.AddMana(options, times, who.players, of_chosen_color=True, span=node.span)

    def one_shot_add_different_colors(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Add two mana of different colors." (CR 106.1a: the color of each mana chosen as it
        resolves, no two the same, of the five colors of CR 105.1): the options are each set of
        that many different colors. Fewer than two, or more than five, is no such set."""
        (word,) = take(node)
        assert isinstance(word, nodes.Node)
        n = fixed_count(word, "an amount of mana that is not a number")
        if not 2 <= n <= len(COLORS_WUBRG):
            raise Unsupported(word, "a number of mana of different colors other than two to five")
        consume_all(word)
        combos = ["".join(c) for c in itertools.combinations(COLORS_WUBRG, n)]
        return self._add_mana(node, who, combos)

    def one_shot_adds_any_color_they_choose(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "That player adds one mana of any color they choose." (CR 106.1a, 608.2d: the
        player adding it chooses its color as it resolves). More than one mana "of any color"
        names no one way of choosing (each mana, or one color for all): reported."""
        (word,) = take(node)
        assert isinstance(word, nodes.Node)
        if fixed_count(word, "an amount of mana that is not a number") != 1:
            raise Unsupported(word, "more than one mana of any color")
        consume_all(word)
        return self._add_mana(node, who, list(COLORS_WUBRG))

    def one_shot_adds_one_color_they_choose(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "That player adds two mana of any one color they choose." (CR 106.1a: one color
        chosen by the player adding the mana, for all of it)."""
        (word,) = take(node)
        assert isinstance(word, nodes.Node)
        n = fixed_count(word, "an amount of mana that is not a number")
        consume_all(word)
        return self._add_mana(node, who, [letter * n for letter in COLORS_WUBRG])

    def one_shot_add_n_symbols(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Add six {R}." (CR 106.3)."""
        word, symbols = take(node)
        assert isinstance(word, nodes.Node) and isinstance(symbols, nodes.Node)
        n = fixed_count(word, "an amount of mana that is not a number")
        consume_all(word)
        return self._add_mana(node, who, [self._added_letters(symbols) * n])

    def one_shot_get_energy(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "You get {E}{E} (two energy counters)." (CR 107.14, 122.1): one energy counter
        per symbol, on the player; the reminder in parentheses has no rules meaning."""
        symbols = _lexeme(node, "ENERGY_SYMBOLS")
        if who.players is None or who.players.who != "you":
            raise Unsupported(node, "energy counters for a player other than you")
        count = symbols.text.upper().count("{E}")
        return self._per_player(ir.Verb.GET_ENERGY, node, who, ir.Fixed(count, span=symbols.span))

    def _that_extra_turns_step(self, item: nodes.Node, steps: list[ir.Effect]) -> str:
        """When "At the beginning of that turn's [step], ..." triggers (its
        ``DelayedInstruction.when``): "that turn" is the one extra turn the instruction just
        before it creates ("Take an extra turn after this one.", CR 500.7); after anything
        else, or of several extra turns, it is refused at "that turn's". The upkeep, draw step
        and end step are read."""
        head, step = (i for i in item.items if isinstance(i, nodes.Lexeme))
        before = steps[-1] if steps else None
        one_extra = (
            isinstance(before, ir.Action)
            and before.verb is ir.Verb.EXTRA_TURN
            and before.players is None
            and isinstance(before.amount, ir.Fixed)
            and before.amount.value == 1
        )
        if not one_extra:
            raise Unsupported(head, "'that turn': an extra turn created just before it")
        name = _THAT_TURNS_STEPS.get(step.text.lower())
        if name is None:
            raise Unsupported.quoting(step, "'{}' of an extra turn")
        return f"that_extra_turns_{name}"

    def one_shot_doesnt_untap_next(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "That creature doesn't untap during its controller's next untap step", "~ doesn't
        untap during your next untap step" (CR 502.3): the named objects, in the next untap
        step of whoever controls each then, or of the ability's controller. Said of a
        description ("Lands you control don't untap during your next untap step"), the effect
        also applies to objects that come later (CR 611.2c): reported."""
        (whose,) = take(node)
        player = None
        named: ir.Players | None = None
        if who.objects is None:
            raise Unsupported(node, "'doesn't untap' said of no object")
        ref = who.object_ref
        controller = ref.filter.controller if isinstance(ref, ir.AllObjects) else None
        if is_(whose, nodes.Your):
            player = ir.Whose.YOU
        elif is_(whose, (nodes.TheirOwners, nodes.ThatPlayers)):
            # "Lands target player controls don't untap during their (that player's) next
            # untap step": the player the description names; any other is refused.
            if controller is None or controller.who != "target":
                raise Unsupported(node, "not untapping during this player's untap step")
            named = controller
        elif is_(node, nodes.DontUntapNextSteps) and is_(whose, nodes.TheirControllersPlural):
            pass  # "their controllers' next untap steps": each in its controller's (CR 502.3)
        elif not is_(whose, (nodes.ItsControllers, nodes.TheirControllers)):
            raise Unsupported(node, "not untapping during this player's untap step")
        return ir.SkipNextUntap(ref, player, named, span=node.span)

    one_shot_dont_untap_next = one_shot_doesnt_untap_next
    one_shot_dont_untap_next_steps = one_shot_doesnt_untap_next

    def one_shot_doesnt_untap(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "That creature doesn't untap during its controller's untap step for as long as you
        control Icefall Regent" (CR 502.3, 611.2b): a restriction on the objects named, for
        as long as the source is controlled by you or stays on the battlefield. Another
        duration (or none), another player's untap step or a description of a group is C001."""
        whose = next(i for i in node.items if isinstance(i, nodes.Node))
        if not is_(whose, (nodes.ItsControllers, nodes.TheirControllers)):
            raise Unsupported(node, "not untapping during this player's untap step")
        return self._no_untap(node, who, until)

    def _no_untap(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """The restriction "doesn't untap during its controller's untap step" (CR 502.3) on
        the objects named, for as long as the source is there (CR 611.2b)."""
        take(node)
        if who.objects is None:
            raise Unsupported(node, "'doesn't untap' said of no object")
        if until not in _WHILE_SOURCE:
            raise Unsupported.quoting(node, "'{}' for this long")
        ref = who.object_ref
        if isinstance(ref, ir.AllObjects):
            raise Unsupported(node, "'doesn't untap' on a group described")
        return ir.Restrict(ref, "doesnt_untap", until, span=node.span)

    def one_shot_dont_untap_steps(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Tap all other artifacts. They don't untap during their controllers' untap steps
        for as long as Kill Switch remains tapped." (CR 502.3, 611.2b): the restriction of
        :meth:`one_shot_doesnt_untap`, on each of the objects named; only "their
        controllers' untap steps"."""
        whose = next(i for i in node.items if isinstance(i, nodes.Node))
        if not is_(whose, nodes.TheirControllersPlural):
            raise Unsupported(node, "not untapping during this player's untap step")
        return self._no_untap(node, who, until)

    def one_shot_shuffle(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        return self._action(ir.Verb.SHUFFLE, node, who)

    def one_shot_shuffles(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Then each player who searched their library this way shuffles." (CR 701.24a:
        each of those players shuffles their library); only of a player named."""
        if who.players is None:
            raise Unsupported(node, "'shuffles' with no player named")
        return self._action(ir.Verb.SHUFFLE, node, who)

    def one_shot_shuffle_zone(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Shuffle your library." (CR 701.24a): you shuffle your own library; "[you may]
        have target player shuffle their library": that player their own. Another player's
        library, or another zone, is reported."""
        whose, zone_words = take(node)
        by_you = who.players is None or who.players.who == "you"
        own = is_(whose, nodes.Your) if by_you else is_(whose, nodes.TheirOwners)
        if not own or lexeme_texts(zone_words) != ["library"]:  # type: ignore[arg-type]
            raise Unsupported(node, "shuffling a zone other than the player's own library")
        consume_all(zone_words)  # type: ignore[arg-type]
        return self._action(ir.Verb.SHUFFLE, node, who)

    def one_shot_shuffles_zone(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target player shuffles their library." (CR 701.24a): the player the sentence is
        about shuffles their own library; any other zone or owner is reported."""
        whose, zone_words = take(node)
        if not is_(whose, nodes.TheirOwners) or lexeme_texts(zone_words) != ["library"]:  # type: ignore[arg-type]
            raise Unsupported(node, "shuffling a zone other than the player's own library")
        if who.players is None:
            raise Unsupported(node, "'their library' with no player named")
        consume_all(zone_words)  # type: ignore[arg-type]
        return self._action(ir.Verb.SHUFFLE, node, who)

    def one_shot_shuffles_zone_into(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target player shuffles their graveyard into their library", "Each player shuffles
        their hand and graveyard into their library" (CR 701.24a): each player their own
        zones into their own library."""
        whose, from_words, into_whose, into_words = take(node)
        if who.players is None:
            raise Unsupported(node, "'their graveyard' with no player named")
        if not is_(whose, nodes.TheirOwners) or not is_(into_whose, nodes.TheirOwners):
            raise Unsupported(node, "shuffling another player's zone")
        return self._shuffle_zones(node, who, from_words, into_words)

    def one_shot_shuffle_zone_into(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Shuffle your graveyard into your library." (CR 701.24a)."""
        whose, from_words, into = take(node)
        into_whose, into_words = take(into)
        if not is_(whose, nodes.Your) or not is_(into_whose, nodes.Your):
            raise Unsupported(node, "shuffling another player's zone")
        if who.players is not None and who.players.who != "you":
            raise Unsupported(node, "'your graveyard' of another player")
        return self._shuffle_zones(node, who, from_words, into_words)

    def _shuffle_zones(
        self, node: nodes.Node, who: Subject, from_words: Any, into_words: Any
    ) -> ir.Effect:
        named = [w.removeprefix("and ").strip() for w in lexeme_texts(from_words)]
        if lexeme_texts(into_words) != ["library"] or not named:
            raise Unsupported(node, "shuffling into a zone other than a library")
        if not set(named) <= {"graveyard", "hand"} or len(set(named)) != len(named):
            raise Unsupported(node, "shuffling these zones into a library")
        consume_all(from_words)
        consume_all(into_words)
        zones = [ZONES[name] for name in named]
        return self._action(
            ir.Verb.SHUFFLE_ZONES_INTO,
            node,
            who,
            from_zone=zones[0],
            also_zones=tuple(zones[1:]),
        )

    def one_shot_search(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "search your library for a [filter] card" (CR 701.23): finds it; later clauses
        reveal it, put it somewhere and shuffle."""
        where, also, owner = self._searched_zones(node, who)
        wanted = take(node)[1]
        if is_(wanted, nodes.AllOf):
            return self._search_for_all(node, who, where, also, owner, wanted)  # type: ignore[arg-type]
        if not is_(wanted, nodes.Counted):
            raise Unsupported(wanted, "searching for this")
        up_to = is_(take(wanted)[0], (nodes.UpTo, nodes.CountUpTo))
        how_many = _search_count(take(wanted)[0])  # type: ignore[arg-type]
        # "up to X basic land cards, where X is the number of lands you control", "X cards"
        # (X announced, CR 107.3): as many as X is as the search begins (CR 608.2h)
        x = self._read_amount(take(wanted)[0], x=True) if how_many.is_x else None  # type: ignore[arg-type]
        filt = filter_ir(take(wanted)[1], self.ctx)
        # "a card", "three cards": found, as many as there are (CR 701.23d); cards with a
        # stated quality only in a public zone, a graveyard (CR 701.23b)
        must_find = not up_to and (
            not ir.states_a_quality(filt) or not _HIDDEN_ZONE_NAMES.intersection(where.zones)
        )
        kind = "objects" if how_many.value > 1 or x is not None else "object"
        mention = self.ctx.mention(kind, frozenset(filt.nouns) | {"card"})
        self.ctx.search_key = mention.key
        return self._action(
            ir.Verb.SEARCH,
            node,
            who,
            zone=ZONES[where.zone],
            filter=filt,
            count=ir.Count(
                ir.Relation.EXACTLY if must_find else ir.Relation.AT_MOST,
                how_many.value,
                is_x=x is not None,
                span=wanted.span,
            ),
            amount=x,
            remember=mention.key,
            also_zones=tuple(ZONES[name] for name in also),
            zone_owner=owner,
            every_zone=owner is not None and bool(also),
        )

    def _searched_zones(
        self, node: nodes.Node, who: Subject
    ) -> tuple[Any, tuple[str, ...], ir.Players | None]:
        """The zone a search looks through (and a second one, "your library and graveyard"),
        and the player whose zone it is when not the searcher's own (None). The searcher
        searches their own zones: "search your library", "Each player searches their
        library"; or you search a zone, or every zone of a list, of a player target: "Search
        target opponent's library for a creature card", "target player's graveyard, hand, and
        library" (CR 701.23a: look at all the cards of that zone, hidden or not; CR 115.1: the
        player is a target, "that player" after it); or of the controller of the one target
        named before ("Counter target spell. Search its controller's graveyard, hand, and
        library ...": as it last existed, CR 608.2h; "that player" after it). "Search that
        player's library" (Thada Adel), "and/or" of another player's zones (whose choice?) or
        another searcher of such a zone are refused rather than searching your own."""
        place = take(node)[0]
        assert isinstance(place, nodes.Node)
        theirs = _another_players_zones(place)
        if theirs is not None:
            if who.players is not None and who.players.who != "you":
                raise Unsupported(place, "a player searching another player's zone")
            names = _zone_word_names(place)
            possessive = take(place)[0]
            assert isinstance(possessive, nodes.Node)
            if theirs == "controller":
                owner = self._searched_controller(possessive)
            else:
                only_opponents = is_(possessive, nodes.TargetOpponents)
                owner = target_player(possessive, self.ctx, only_opponents)
            consume_all(place)
            return ZoneRef(tuple(names), "target"), tuple(names[1:]), owner
        where = zone(place)
        by_you = who.players is None or who.players.who == "you"
        if (where.owner == "you") != by_you or where.owner not in ("you", "owner"):
            raise Unsupported(take(node)[0], "searching another player's zone")  # type: ignore[arg-type]
        also = where.zones[1:]
        if also and (where.owner != "you" or set(where.zones) != {"library", "graveyard"}):
            # Only "your library and/or graveyard" is lowered with its second zone.
            raise Unsupported(take(node)[0], "searching these zones")  # type: ignore[arg-type]
        return where, also, None

    def _search_for_all(
        self,
        node: nodes.Node,
        who: Subject,
        where: Any,
        also: tuple[str, ...],
        owner: ir.Players | None,
        wanted: nodes.Node,
    ) -> ir.Action:
        """ "Search its controller's graveyard, hand, and library for all cards with the same
        name as that spell": every such card in a public zone searched (a graveyard) is found;
        of those in a hidden zone (a hand, a library) the searcher finds as many as they
        choose (CR 701.23b, 400.2). A description with no stated quality ("all cards") is
        refused: CR 701.23d would have every card found."""
        (filter_node,) = take(wanted)
        filt = filter_ir(filter_node, self.ctx)  # type: ignore[arg-type]
        if not ir.states_a_quality(filt):
            raise Unsupported(wanted, "searching for all cards with no stated quality")
        return self._search_any_number(node, who, where, also, owner, filt, wanted, all_public=True)

    def _search_any_number(
        self,
        node: nodes.Node,
        who: Subject,
        where: Any,
        also: tuple[str, ...],
        owner: ir.Players | None,
        filt: ir.ObjectFilter,
        wanted: nodes.Node,
        all_public: bool = False,
    ) -> ir.Action:
        """A search for any number of the cards ``filt`` describes in the zones named (all of
        them together when another player's, CR 701.23a); "them" / "those cards" after it are
        the cards found."""
        mention = self.ctx.mention("objects", frozenset(filt.nouns) | {"card"})
        self.ctx.search_key = mention.key
        return self._action(
            ir.Verb.SEARCH,
            node,
            who,
            zone=ZONES[where.zone],
            filter=filt,
            count=ir.Count(ir.Relation.AT_MOST, _ANY_NUMBER, span=wanted.span),
            remember=mention.key,
            also_zones=tuple(ZONES[name] for name in also),
            zone_owner=owner,
            every_zone=owner is not None and bool(also),
            all_public=all_public,
        )

    def _searched_controller(self, possessive: nodes.Node) -> ir.Players:
        """ "its controller's" in "Search its controller's graveyard, hand, and library": the
        controller of the one target named last (CR 608.2h: as it last existed once it has
        left its zone, countered or exiled), named "that player" after it. Anything else (no
        object, several, an object that is no target) is refused."""
        mention = self.ctx.last("object")
        index = None
        if mention is not None and self.ctx.last("objects") is None and not self.ctx.groups:
            # the target, or the target an instruction before moved ("Exile target artifact.")
            index = (
                mention.target_index if mention.target_index is not None else mention.moved_target
            )
        if index is None:
            raise Unsupported(possessive, "'its controller's' of what is not the one target")
        of = ir.TargetObjects(index, span=possessive.span)
        owner = ir.Players("controller", of=of, span=possessive.span)
        # a player: "that player" after it, never "that spell" / "that land"
        self.ctx.mention("player", frozenset({"player"}), players=owner)
        return owner

    def one_shot_search_any_number(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Search your library for any number of Goblin cards" (CR 701.23a): the searcher
        finds as many of the cards with that quality as they choose, none to all of them
        (CR 701.23b: a search for cards with a stated quality may find fewer, or none, even
        where there are some); "them" / "those cards" after it are the cards found."""
        where, also, owner = self._searched_zones(node, who)
        filter_node = take(node)[1]
        filt = filter_ir(filter_node, self.ctx)  # type: ignore[arg-type]
        return self._search_any_number(node, who, where, also, owner, filt, filter_node)  # type: ignore[arg-type]

    def one_shot_reveal(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Reveal the top card of your library" (CR 701.20a). The top N cards revealed are
        what "revealed this way", "from among them" and "the rest" name after it."""
        what = objects(take(node)[0], self.ctx)
        if several_on_top(what.ref):
            revealed = self.ctx.mention(LOOKED_AT, frozenset({"card", REVEALED}))
            return ir.Action(
                ir.Verb.REVEAL, objects=what.ref, remember=revealed.key, span=node.span
            )
        return ir.Action(
            ir.Verb.REVEAL,
            objects=what.ref,
            remember=self._seen_on_top(what),
            span=node.span,
        )

    def one_shot_reveal_until(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        return self._reveal_until(node, who, exile=False)

    def one_shot_reveals_until(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        return self._reveal_until(node, who, exile=False)

    def one_shot_separate(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Separate all creatures target player controls into two piles." (CR 700.3): a
        player puts each object into one of the piles, which a later instruction names; no
        pile is kept yet."""
        raise Unsupported.quoting(node, "'{}': separating objects into piles (CR 700.3)")

    def one_shot_separates(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "An opponent separates those cards into two piles." (CR 700.3)"""
        return self.one_shot_separate(node, who, until)

    def one_shot_turn_face_down(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Turn Wall of Deceit face down." (CR 708.2: a face-down permanent is a 2/2 with no
        text, name, subtypes or mana cost): no effect turns a permanent face down yet."""
        raise Unsupported.quoting(node, "'{}': turning a permanent face down (CR 708.2)")

    def one_shot_turn_face_up(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Turn target face-down creature you control face up." (CR 708.8): not by an
        effect yet."""
        raise Unsupported.quoting(node, "'{}': turning a permanent face up by an effect (CR 708.8)")

    def one_shot_reveals_until_revealed(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "That player reveals cards from the top of their library until a creature card is
        revealed." (CR 701.20a): as "until they reveal a creature card"."""
        return self._reveal_until(node, who, exile=False)

    def one_shot_exile_until(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        return self._reveal_until(node, who, exile=True)

    def one_shot_exiles_until(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        return self._reveal_until(node, who, exile=True)

    def _reveal_until(self, node: nodes.Node, who: Subject, exile: bool) -> ir.Effect:
        """ "Reveal cards from the top of your library until you reveal a creature card." (CR
        701.20a), "Target opponent exiles cards from the top of their library until they exile
        a nonland card." (CR 701.13a): one player turns over the cards of their own library one
        at a time and stops at the first card (or the Nth) that matches, or when the library is
        empty. "that card" after it is the card that stopped it (named only when one card
        does: "those cards" after "until they reveal four land cards" means every card
        revealed); "the rest", "all other cards revealed this way" and "those cards" are the
        other cards revealed. Several players revealing ("each opponent"), or a library other
        than the revealing player's own, are reported."""
        if exile:
            verb_lexeme, where, until_lexeme, counted = take(node)
            consume(verb_lexeme)
        elif is_(node, nodes.RevealsUntilRevealed):
            # the passive names no player: the one revealing stops (CR 701.20a)
            noun, where, counted, until_lexeme = take(node)
            if noun.text.lower() != "cards":  # type: ignore[union-attr]
                raise Unsupported.quoting(noun, "revealing '{}' from the top of a library")  # type: ignore[arg-type]
            consume(noun)
        else:
            noun, where, until_lexeme, counted = take(node)
            if noun.text.lower() != "cards":  # type: ignore[union-attr]
                raise Unsupported.quoting(noun, "revealing '{}' from the top of a library")  # type: ignore[arg-type]
            consume(noun)
        revealer = who.players
        one = None if revealer is None else revealer.who
        single = (None, "you", "target", "that_player", "mentioned")
        if one in ("controller", "owner") and isinstance(revealer.of, ir.TargetObjects):  # type: ignore[union-attr]
            # the controller or owner of one target ("Exile target creature an opponent
            # controls. That player reveals cards ...", CR 108.3, 108.4): one player
            single = (one,)
        if who.objects is not None or one not in single:
            raise Unsupported(node, "cards revealed from the top of several players' libraries")
        library = zone(where)  # type: ignore[arg-type]
        own = library.owner == ("you" if one in (None, "you") else "owner")
        if library.zones != ("library",) or not own:
            raise Unsupported(where, "revealing from a library other than the player's own")
        stopper = until_lexeme.text.lower().split()[1]  # type: ignore[union-attr]
        if is_(node, nodes.RevealsUntilRevealed):
            stopper = "you" if one in (None, "you") else "they"
        if stopper != ("you" if one in (None, "you") else "they"):
            raise Unsupported(until_lexeme, "a player other than the one revealing")
        consume(until_lexeme)
        how_many, filter_node = take(counted)  # type: ignore[arg-type]
        n = fixed_count(how_many, "a number of cards that is not fixed")  # type: ignore[arg-type]
        if is_(node, nodes.RevealsUntilRevealed) and (n == 1) != (
            until_lexeme.text.lower().startswith("is")  # type: ignore[union-attr]
        ):
            # "until a creature card are revealed", "until two land cards is revealed"
            said = until_lexeme.text  # type: ignore[union-attr]
            raise Unsupported(
                until_lexeme, f"'{said}' does not agree with the number of cards", meaningless=True
            )
        wanted = filter_ir(  # type: ignore[arg-type]
            filter_node, self.ctx, zone=ir.ZoneName.LIBRARY, zone_owner=ir.Whose.ANY
        )
        consume(counted)  # type: ignore[arg-type]
        # Cards revealed from your own library stay on top of it (CR 701.20a), where "from
        # among them" and "revealed this way" find them; anything else is named as a group.
        if exile or one not in (None, "you"):
            revealed = self.ctx.mention("objects", frozenset({"card"}))
        else:
            revealed = self.ctx.mention(LOOKED_AT, frozenset({"card", REVEALED}))
        if n == 1:
            self.ctx.mention("object", frozenset({"card"}), key=ir.found_key(revealed.key))
        for key in (revealed.key, ir.found_key(revealed.key)):
            self._revealed_by[key] = revealer or ir.Players("you")
        if exile:  # "that card" is the one of the cards exiled that stopped it
            self._exiled_until[ir.found_key(revealed.key)] = revealed.key
        return self._action(
            ir.Verb.REVEAL_UNTIL,
            node,
            who,
            count=ir.Count(ir.Relation.EXACTLY, n, span=how_many.span),  # type: ignore[union-attr]
            filter=wanted,
            zone=ir.ZoneName.EXILE if exile else None,
            remember=revealed.key,
        )

    def one_shot_puts(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "That player puts that card onto the battlefield", "then puts those cards into
        their graveyard", "That player puts it into their hand" after "Defending player reveals
        the top card of their library": "put" said of one player (CR 110.2a: onto the
        battlefield under the control of the player who puts it). A card goes to its owner's
        hand or graveyard (CR 400.3), so "their hand" / "their graveyard" is read only of cards
        that player revealed from their own library (only its owner's, CR 400.3) just before.
        Any other card, zone or player is reported."""
        if who.players is None or who.objects is not None:
            raise Unsupported(node, "'puts' said of no player")
        what_node, destination = take(node)
        if not is_(destination, nodes.IntoZone):
            return self.one_shot_put(node, who, until)
        where = zone(take(destination)[0])  # type: ignore[arg-type]
        what = objects(what_node, self.ctx)  # type: ignore[arg-type]
        revealer = self._revealed_by.get(what.mention_key or "")
        own = revealer is not None and _same_players(revealer, who.players)
        if where.owner != "owner" or where.zones not in (("hand",), ("graveyard",)) or not own:
            raise Unsupported(destination, "a zone of a player who may not own the card")
        return self._move(node, what, where.zone, players=who.players)

    def one_shot_puts_from(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target opponent puts a card from their hand on top of their library.": that one
        player chooses that many cards in their own hand as it resolves (CR 608.2d, 402.1),
        as many as they have (CR 609.3), and puts them on top of their own library, arranged
        by them, their owner (CR 401.1, 401.4). Several players each choosing ("Each player
        puts ..."), "you", another zone or another place are reported."""
        what_node, origin, destination = take(node)
        putter = who.players
        if putter is None or who.objects is not None or putter.who == "you":
            raise Unsupported.quoting(node, "the effect '{}'")
        if putter.who in _SEVERAL_PLAYERS:
            raise Unsupported(node, "several players each putting cards of their own")
        if (
            not is_(origin, nodes.Zone)
            or not is_(take(origin)[0], nodes.TheirOwners)  # type: ignore[arg-type]
            or lexeme_texts(take(origin)[1]) != ["hand"]  # type: ignore[arg-type]
        ):
            raise Unsupported.quoting(origin, "putting cards from '{}'")  # type: ignore[arg-type]
        library, order = take(destination) if is_(destination, nodes.OnTopOf) else (None, None)  # type: ignore[arg-type]
        if (
            not is_(library, nodes.Zone)
            or not is_(take(library)[0], nodes.TheirOwners)  # type: ignore[arg-type]
            or lexeme_texts(take(library)[1]) != ["library"]  # type: ignore[arg-type]
            or order is not None
        ):
            raise Unsupported(destination, "putting them elsewhere than on top of their library")  # type: ignore[arg-type]
        if not is_(what_node, nodes.Counted):
            raise Unsupported.quoting(what_node, "putting '{}' from a hand")  # type: ignore[arg-type]
        consume_all(origin)  # type: ignore[arg-type]
        consume_all(library)  # type: ignore[arg-type]
        ref = self._cards_from_own_hand(what_node, putter)  # type: ignore[arg-type]
        return ir.Action(
            ir.Verb.MOVE,
            objects=ref,
            zone=ir.ZoneName.LIBRARY,
            position="top",
            remember=ref.key,
            span=node.span,
        )

    def _cards_from_own_hand(self, what: nodes.Node, player: ir.Players) -> ir.ChosenObjects:
        """ "[player] exiles / puts two cards from their hand": a fixed number of cards that
        ``player`` chooses from their own hand as the instruction resolves (CR 608.2d, 400.3),
        mentioned for "them" / "it" after."""
        how_many, filter_node = take(what)
        n = fixed_count(how_many, "a number of cards that is not fixed")  # type: ignore[arg-type]
        filt = filter_ir(
            filter_node,  # type: ignore[arg-type]
            self.ctx,
            zone=ir.ZoneName.HAND,
            zone_owner=ir.Whose.ANY,
            owner=player,
        )
        chosen = self.ctx.mention("objects" if n > 1 else "object", frozenset(filt.nouns))
        exactly = ir.Count(ir.Relation.EXACTLY, n, span=how_many.span)  # type: ignore[union-attr]
        return ir.ChosenObjects(exactly, filt, player, key=chosen.key, span=what.span)

    def one_shot_put(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        destination = take(node)[1]
        _not_attacking(destination)  # type: ignore[arg-type]
        if is_(take(node)[0], nodes.OneOfThem) and self._one_of_looked_at() is not None:
            return self._put_one_looked_at(node, who, destination)  # type: ignore[arg-type]
        what = objects(take(node)[0], self.ctx)
        return self._put_to(node, what, destination, who)  # type: ignore[arg-type]

    def _one_of_looked_at(self) -> Mention | None:
        """The cards "one of them" names when the last thing the ability named is the cards
        looked at or revealed from the top of a library ("Look at the top two cards of your
        library. Put one of them into your graveyard.", CR 608.2c), else None."""
        looked = self.ctx.last(LOOKED_AT)
        if looked is None or self.ctx.mentions[-1] is not looked or looked.target_index is not None:
            return None
        return looked

    def _put_one_looked_at(
        self, node: nodes.Node, who: Subject, destination: nodes.Node
    ) -> ir.Effect:
        """ "Put one of them into your hand", "Put one of them into their graveyard" after the
        cards looked at (CR 608.2c, 608.2d): as it resolves you choose one of those cards still
        there and put it into that zone (CR 400.3: its owner's); the others stay where they
        are, for "the rest" after it. A card of your library goes to your hand or graveyard, a
        card of a target player's library to "their" graveyard; any other zone, place or player
        is C001."""
        what = take(node)[0]
        looked = self._one_of_looked_at()
        assert looked is not None and isinstance(what, nodes.Node)
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported.quoting(node, "another player putting cards in '{}'")
        place = zone(take(destination)[0]) if is_(destination, nodes.IntoZone) else None  # type: ignore[arg-type]
        theirs = looked.key.startswith(THEIR_LOOKED_AT)
        owner = "owner" if theirs else "you"
        allowed = ("graveyard",) if theirs else ("hand", "graveyard")
        if place is None or place.zones not in [(z,) for z in allowed] or place.owner != owner:
            raise Unsupported(destination, "putting one of them there")
        consume(what)
        at = node.span
        chosen = self.ctx.mention("object", frozenset({"card"}))
        pick = ir.Action(
            ir.Verb.CHOOSE,
            objects=ir.Mentioned(looked.key, True, span=what.span),
            count=ir.Count(ir.Relation.EXACTLY, 1, span=what.span),
            remember=chosen.key,
            span=at,
        )
        put = ir.Action(
            ir.Verb.MOVE,
            objects=ir.Mentioned(chosen.key, False, span=what.span),
            zone=ZONES[place.zone],
            span=destination.span,
        )
        # (the others are still the cards looked at, which "the rest" after it names)
        return ir.Sequence((pick, put), span=at)

    def one_shot_put_any_number(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "You may put any number of creature and/or land cards from among them onto the
        battlefield.", "... from among them into your hand." (CR 608.2d): as it resolves you
        choose zero or more of the cards looked at that fit the description, and put them
        there as :meth:`one_shot_put` puts counted cards. Cards from anywhere but among the
        cards just looked at, or put by another player, are C001."""
        filter_node, destination = take(node)
        assert isinstance(filter_node, nodes.Node) and isinstance(destination, nodes.Node)
        _not_attacking(destination)
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported(node, "another player putting any number of cards")
        filt = filter_ir(filter_node, self.ctx)
        if filt.among is None:
            raise Unsupported(filter_node, "any number of cards from elsewhere than among them")
        nouns = frozenset(filt.nouns)
        mention = self.ctx.mention("objects", nouns)
        at = filter_node.span
        any_number = ir.Count(ir.Relation.AT_MOST, _ANY_NUMBER, span=at)
        you = ir.Players("you", span=at)
        ref = ir.ChosenObjects(any_number, filt, you, key=mention.key, span=at)
        what = Objects(ref, True, nouns, filt, mention_key=mention.key)
        return self._put_to(node, what, destination, who)

    def _put_to(
        self, node: nodes.Node, what: Objects, destination: nodes.Node, who: Subject
    ) -> ir.Effect:
        """The objects of a "put" instruction, put where ``destination`` says (CR 400.3)."""
        if is_(destination, nodes.IntoZone):
            where = zone(take(destination)[0])
            return self._move(node, what, where.zone)
        if is_(destination, nodes.OntoBattlefield):
            return self._to_battlefield(node, what, take(destination)[0], who=who)
        if is_(destination, _ONTO_BATTLEFIELD_TAPPED):
            # "put it onto the battlefield tapped": it enters tapped (CR 110.5b).
            return self._to_battlefield(node, what, take(destination)[0], tapped=True, who=who)
        if is_(destination, (nodes.OnTopOf, nodes.OnBottomOf)):
            return self._onto_library(node, what, destination)
        if is_(destination, nodes.OnTop):
            return self._on_top_after_search(node, what, destination)
        if is_(destination, (nodes.IntoZoneFromTop, nodes.IntoZoneBeneathTop)):
            return self._nth_from_the_top(
                node, what, destination, yours=isinstance(what.ref, ir.SourceObject)
            )
        raise Unsupported(destination, "this destination")

    def _on_top_after_search(
        self, node: nodes.Node, what: Objects, destination: nodes.Node
    ) -> ir.Action:
        """ "Search your library for a card, then shuffle and put that card on top." (Vampiric
        Tutor): the cards the search found, still in your library, go on top of it (CR 401.1);
        several "in any order" are arranged by you, their owner (CR 401.4). "On top" of what
        the text doesn't say otherwise is refused. Several cards put there with no order said
        are arranged by their owner all the same (CR 401.4)."""
        (order,) = take(destination)
        found_by_search = what.mention_key is not None and what.mention_key == self.ctx.search_key
        if not found_by_search:
            raise Unsupported(destination, "'on top' of no library named")
        if isinstance(order, nodes.Lexeme) and order.text.lower() != "in any order":
            raise Unsupported(destination, f"cards put on top {order.text.lower()}")
        return self._move(node, what, "library", position="top")

    def _onto_library(self, node: nodes.Node, what: Objects, destination: nodes.Node) -> ir.Action:
        """ "Put target nonland permanent on top of its owner's library", "... on the bottom of
        its owner's library" (CR 401.1: a card goes to its owner's library, CR 400.3); "Put the
        rest on the bottom of your library in a random order" after looking at the top of your
        library (the cards there are yours). Several cards put there at once are arranged by
        their owner (CR 401.4) unless "in a random order", each owner the ones going to their
        own library ("on top of their owners' libraries"); "in any order" says so, for cards
        that are all yours (the ones you looked at); with several owners it is refused. "Your
        library" or "that player's library" of a card another player owns is its owner's (CR
        400.3)."""
        place, order = take(destination)
        assert isinstance(place, nodes.Node)
        where = zone(place)
        looked = any(m.key == what.mention_key and m.kind == LOOKED_AT for m in self.ctx.mentions)
        # each card goes to its owner's library whichever library the words name (CR 400.3):
        # "on top of your library" of a card another player owns puts it on top of its owner's
        if where.zone != "library" or where.owner not in ("owner", "you", "that player"):
            raise Unsupported(place, "a library other than its owner's")
        arranged = None
        if isinstance(order, nodes.Lexeme):
            if order.text.lower() == "in a random order":
                arranged = "random"
            elif not (order.text.lower() == "in any order" and looked and where.owner == "you"):
                raise Unsupported(destination, "cards put into a library in any order (CR 401.4)")
        position = "top" if is_(destination, nodes.OnTopOf) else "bottom"
        if arranged is not None:
            return self._move(node, what, "library", position=position, order=arranged)
        return self._move(node, what, "library", position=position)

    def _move(self, node: nodes.Node, what: Objects, to_zone: str, **fields: Any) -> ir.Action:
        """Put objects into a zone (CR 400.3); the moved objects are new ones (CR 400.7), which
        the pronouns naming them find again under the same key."""
        return ir.Action(
            ir.Verb.MOVE,
            objects=what.ref,
            zone=ZONES[to_zone],
            remember=what.mention_key,
            span=node.span,
            **fields,
        )

    def _to_battlefield(
        self,
        node: nodes.Node,
        what: Objects,
        under: nodes.Node | None,
        tapped: bool = False,
        who: Subject | None = None,
    ) -> ir.Action:
        """Put onto the battlefield, under the control of the player who puts it there (CR
        110.2a: "Its controller may search ..., put that card onto the battlefield": that
        player, ``players``), or of its owner, or yours, as the text says."""
        owners = False
        putter = who.players if who is not None else None
        if under is not None:
            whose = take(under)[0]
            # "under their owner's control" / "their owners'" (several cards): each card's
            # owner's (CR 110.2a)
            owned = (nodes.ItsOwners, nodes.TheirOwners, nodes.TheirOwnersSingular)
            if is_(under, nodes.UnderControlOfThatCardsOwner):
                # "under the control of that card's owner": of each card put there, its own
                # owner (CR 110.2a)
                consume_all(under)
                owners = True
            elif is_(whose, (*owned, nodes.TheirOwnersPlural)):
                owners = True
            elif not is_(whose, nodes.Your):
                raise Unsupported(under, "putting onto the battlefield under this control")
            elif putter is not None and putter.who != "you":
                raise Unsupported(under, "another player putting it under your control")
        if putter is not None and putter.who == "you":
            putter = None
        if putter is not None and putter.who in ("each_player", "each_opponent", "mentioned"):
            # "Each player puts ...": each player's own cards under their own control is a
            # reading the Move instruction can't say yet.
            raise Unsupported(node, "several players putting cards onto the battlefield")
        if tapped:
            return self._move(
                node, what, "battlefield", under_owner=owners, tapped=True, players=putter
            )
        return self._move(node, what, "battlefield", under_owner=owners, players=putter)

    def one_shot_put_on_bottom(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        what = objects(take(node)[0], self.ctx)
        return ir.Action(
            ir.Verb.MOVE,
            objects=what.ref,
            zone=ir.ZoneName.LIBRARY,
            position="bottom",
            span=node.span,
        )

    def one_shot_put_counters(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "put N +1/+1 counters on [objects]" (CR 122); "put a +1/+1 counter on it for each
        ...": that many times N (CR 608.2h), "... for each creature destroyed this way" too."""
        n = self._times(self._count_quantity(take(node)[0]), node)  # type: ignore[arg-type]
        kind = counter_kind(take(node)[1])
        what = objects(take(node)[3], self.ctx)
        return ir.Action(
            ir.Verb.PUT_COUNTERS, objects=what.ref, amount=n, counter=kind, span=node.span
        )

    def one_shot_put_counters_and_counters(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Put two +1/+1 counters on target creature and two +1/+1 counters on another target
        creature", "put a +1/+1 counter on each creature you control and a loyalty counter on
        each other planeswalker you control" (CR 122.1): the first put, then the second
        (CR 608.2c), each as "put N [kind] counters on ..." alone. A "for each" of the clause
        (which of the two would it multiply?) is reported."""
        if self._per is not None:
            raise Unsupported(node, "'for each' on two puts of counters")
        first_count, first_kind, _first, first_on, _and, count_, kind, _noun, on = take(node)
        steps: list[ir.Effect] = []
        for how_many, kind_node, onto in ((first_count, first_kind, first_on), (count_, kind, on)):
            n = self._count_quantity(how_many)  # type: ignore[arg-type]
            name = counter_kind(kind_node)  # type: ignore[arg-type]
            what = objects(onto, self.ctx)  # type: ignore[arg-type]
            steps.append(
                ir.Action(
                    ir.Verb.PUT_COUNTERS, objects=what.ref, amount=n, counter=name, span=node.span
                )
            )
        return ir.Sequence(tuple(steps), span=node.span)

    def one_shot_put_two_kinds_of_counters(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Put a +1/+1 counter and a lifelink counter on target creature" (CR 122.1): the
        counters of the first kind, then those of the second, on the same objects (CR
        608.2c). Two counters of one kind ("a +1/+1 counter and a +1/+1 counter") or a "for
        each" of the clause are reported."""
        if self._per is not None:
            raise Unsupported(node, "'for each' on two puts of counters")
        first_count, first_kind, _first, _and, count_, kind, _noun, on = take(node)
        what = objects(on, self.ctx)  # type: ignore[arg-type]
        steps: list[ir.Effect] = []
        names: list[str] = []
        for how_many, kind_node in ((first_count, first_kind), (count_, kind)):
            n = self._exact_count(how_many)  # type: ignore[arg-type]
            name = counter_kind(kind_node)  # type: ignore[arg-type]
            if name in names:
                raise Unsupported.quoting(node, "'{}': one kind of counter said twice")
            names.append(name)
            steps.append(
                ir.Action(
                    ir.Verb.PUT_COUNTERS, objects=what.ref, amount=n, counter=name, span=node.span
                )
            )
        return ir.Sequence(tuple(steps), span=node.span)

    def one_shot_put_counter_list(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Put a +1/+1 counter, a flying counter, and a lifelink counter on target creature"
        (CR 122.1): the counters of each kind in the order written, on the same objects (CR
        608.2c). One kind said twice or a "for each" of the clause is reported."""
        if self._per is not None:
            raise Unsupported(node, "'for each' on several puts of counters")
        listed, on = take(node)
        what = objects(on, self.ctx)  # type: ignore[arg-type]
        steps: list[ir.Effect] = []
        names: list[str] = []
        for item in take(listed):  # type: ignore[arg-type]
            how_many, kind_node, _noun = take(item)  # type: ignore[arg-type]
            n = self._exact_count(how_many)  # type: ignore[arg-type]
            name = counter_kind(kind_node)  # type: ignore[arg-type]
            if name in names:
                raise Unsupported.quoting(node, "'{}': one kind of counter said twice")
            names.append(name)
            steps.append(
                ir.Action(
                    ir.Verb.PUT_COUNTERS, objects=what.ref, amount=n, counter=name, span=node.span
                )
            )
        return ir.Sequence(tuple(steps), span=node.span)

    def one_shot_double_each_kind_of_counter(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Double the number of each kind of counter on target permanent" (CR 701.10e,
        122.1): each object is given, of every kind of counter it has as this resolves, as
        many as it has of that kind (no ``counter``: every kind)."""
        what = take(node)[-1]
        doubled = objects(what, self.ctx)  # type: ignore[arg-type]
        return ir.Action(ir.Verb.DOUBLE_COUNTERS, objects=doubled.ref, span=node.span)

    def one_shot_exile_with_counters(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Exile Arc Blade with three time counters on it" (CR 122.1, 406): exile it, then put
        the counters on the card in exile, the new object it became (CR 400.7; counters never
        move with it, CR 122.2); if it wasn't exiled, nothing gets them."""
        name, _with, how_many, kind, _noun = take(node)
        what = nodes.SelfName((name,), span=name.span)  # the card's name: this object
        return self._exile_with_counters(node, what, how_many, kind)  # type: ignore[arg-type]

    def one_shot_exile_it_with_counters(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "exile it with a void counter on it": :meth:`one_shot_exile_with_counters` of the
        object "it" names (CR 608.2c)."""
        _with, how_many, kind, _noun = take(node)
        it = nodes.It((), span=node.span)
        return self._exile_with_counters(node, it, how_many, kind)  # type: ignore[arg-type]

    def _exile_with_counters(
        self, node: nodes.Node, what: nodes.Node, how_many: nodes.Node, kind: nodes.Node
    ) -> ir.Effect:
        found = objects(what, self.ctx)
        if found.plural or isinstance(found.ref, ir.ObjectsAnd):
            raise Unsupported(node, "exiling several objects with counters on them")
        name = self._suspend_time_counters(kind, found.ref)
        exiled = self.ctx.mention("object", found.nouns | {"card"})
        exiled.moved_target = found.target_index
        at = node.span
        exile = ir.Action(ir.Verb.EXILE, objects=found.ref, remember=exiled.key, span=at)
        put = ir.Action(
            ir.Verb.PUT_COUNTERS,
            objects=ir.Mentioned(exiled.key, span=at),
            amount=self._exact_count(how_many),
            counter=name if name is not None else counter_kind(kind),
            span=at,
        )
        return ir.Sequence((exile, put), span=at)

    def _suspend_time_counters(self, kind: nodes.Node, exiled: ir.ObjectRef) -> str | None:
        """ "time" when this card, which has suspend, exiles itself with time counters: in
        exile with suspend and a time counter it is suspended (CR 702.62b), and its own suspend
        abilities read the counters (CR 702.62a). Any other kind, or time counters on another
        card (whose meaning no ability of its own may give), is :func:`counter_kind`'s."""
        named = [lexeme.text.lower() for lexeme in kind.lexemes()]
        suspend = any(
            ability.source.lower().startswith("suspend ") for ability in self.ctx.card.abilities
        )
        if named == ["time"] and suspend and isinstance(exiled, ir.SourceObject):
            consume_all(kind)
            return "time"
        return None

    def _exact_count(self, how_many: nodes.Node) -> ir.Quantity:
        """A number of counters as written, exactly ("a", "two", X, "that many"): "one or
        more" or "up to two" would be a choice of the player's, reported."""
        if _that_many(how_many) is None and count(how_many).relation != "exactly":
            raise Unsupported.quoting(how_many, "the count '{}'")
        return self._count_quantity(how_many)

    def one_shot_remove_counters(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Remove a time counter from it", "remove two +1/+1 counters from each creature"
        (CR 122.1): as many as each has, up to that number."""
        how_many, kind, _noun, what = take(node)
        n = self._exact_count(how_many)  # type: ignore[arg-type]
        name = counter_kind(kind)  # type: ignore[arg-type]
        removed = objects(what, self.ctx)  # type: ignore[arg-type]
        return ir.Action(
            ir.Verb.REMOVE_COUNTERS, objects=removed.ref, amount=n, counter=name, span=node.span
        )

    def one_shot_remove_all_counters(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Remove all -1/-1 counters from it" (CR 122.1): every counter of the kind. "Remove
        all counters from target permanent" (of every kind) is reported."""
        parts = take(node)
        if len(parts) == 2:
            # "Remove all counters from target permanent": every counter of every kind on it
            # (CR 122.1), loyalty counters too (CR 306.5b)
            _noun, what = parts
            removed = objects(what, self.ctx)  # type: ignore[arg-type]
            return ir.Action(ir.Verb.REMOVE_COUNTERS, objects=removed.ref, span=node.span)
        kind, _noun, what = parts
        name = counter_kind(kind)  # type: ignore[arg-type]
        removed = objects(what, self.ctx)  # type: ignore[arg-type]
        return ir.Action(ir.Verb.REMOVE_COUNTERS, objects=removed.ref, counter=name, span=node.span)

    def one_shot_remove_counters_of_any_kind(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Remove a counter from target permanent", "remove two counters from it" (CR 122.1):
        that many, each of a kind the instruction's controller chooses among those on the
        object as it resolves (CR 608.2d); by a player other than you, reported."""
        if (who.players is not None and who.players.who != "you") or who.objects is not None:
            raise Unsupported.quoting(node, "the effect '{}' by a player other than you")
        how_many, _noun, what = take(node)
        n = self._exact_count(how_many)  # type: ignore[arg-type]
        removed = objects(what, self.ctx)  # type: ignore[arg-type]
        return ir.Action(ir.Verb.REMOVE_COUNTERS, objects=removed.ref, amount=n, span=node.span)

    def one_shot_double_counters(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Double the number of +1/+1 counters on each creature you control", "... on it"
        (CR 701.10e): each object is given as many of those counters as it already has."""
        kind, _noun, what = take(node)
        name = counter_kind(kind)  # type: ignore[arg-type]
        doubled = objects(what, self.ctx)  # type: ignore[arg-type]
        return ir.Action(ir.Verb.DOUBLE_COUNTERS, objects=doubled.ref, counter=name, span=node.span)

    def one_shot_get_counters(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target player gets a poison counter", "each player gets two poison counters" (CR
        122.1f): counters on the player. A kind of a player's counter other than poison
        ("you get an experience counter") is reported: the runtime keeps no others."""
        _verb, how_many, kind, _noun = take(node)
        if not is_(kind, nodes.NamedCounter) or words(kind) != ["poison"]:  # type: ignore[arg-type]
            raise Unsupported(kind, "this kind of counter on a player (CR 122.1)")  # type: ignore[arg-type]
        consume_all(kind)  # type: ignore[arg-type]
        n = self._exact_count(how_many)  # type: ignore[arg-type]
        return self._action(ir.Verb.GET_COUNTERS, node, who, amount=n, counter="poison")

    def one_shot_move_counters(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Move a +1/+1 counter from target creature onto a second target creature" (CR
        122.5): from the one object the first phrase names onto the one the second names.
        "Move a counter" (a kind the player chooses), "any number of" counters, or a phrase
        naming several objects is reported."""
        how_many, kind, _noun, source, destination = take(node)
        if kind is None:
            raise Unsupported(node, "moving a counter of a kind chosen as it resolves (CR 122.5)")
        n = self._exact_count(how_many)  # type: ignore[arg-type]
        if not (isinstance(n, ir.Fixed) and n.value == 1):
            raise Unsupported(how_many, "moving more than one counter (CR 122.5)")  # type: ignore[arg-type]
        name = counter_kind(kind)  # type: ignore[arg-type]
        first = objects(source, self.ctx)  # type: ignore[arg-type]
        second = objects(destination, self.ctx)  # type: ignore[arg-type]
        if first.plural or second.plural:
            raise Unsupported(node, "moving counters from or onto several objects (CR 122.5)")
        return ir.Action(
            ir.Verb.MOVE_COUNTERS,
            objects=first.ref,
            recipients=second.ref,
            amount=n,
            counter=name,
            span=node.span,
        )

    def one_shot_attach(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Attach target Equipment you control to target creature you control", "attach
        Ancestral Blade to it", "attach Breath of Fury to a creature you control" (CR 701.3a):
        the one object the first phrase names is put onto the one the second names. Whether it
        moves is the runtime's (CR 701.3b: not an Aura or Equipment, or onto what it can't be
        attached to, it doesn't move; onto what it is attached to already, nothing happens).
        Said by a player other than you, or of several objects on either side (CR 301.5c,
        303.4d: one object only), it is C001."""
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported.quoting(node, "the effect '{}' said by a player other than you")
        what_node, onto_node = take(node)
        for named in (what_node, onto_node):
            if self.ctx.quoted and is_(named, nodes.SelfName):  # type: ignore[arg-type]
                # "Enchanted permanent has '... attach Nettlevine Blight to ...'": the name is
                # the Aura that grants the ability (CR 201.5a), not the permanent that has it
                raise Unsupported(named, "the card's name in an ability it grants (CR 201.5a)")  # type: ignore[arg-type]
        what = objects(what_node, self.ctx)  # type: ignore[arg-type]
        onto = objects(onto_node, self.ctx)  # type: ignore[arg-type]
        if "player" in onto.nouns:  # an Aura enchanting a player (CR 303.4a, 702.5d)
            raise Unsupported(onto_node, "attaching to a player (CR 701.3a)")  # type: ignore[arg-type]
        if onto.filter is not None and onto.filter.other:
            # "to another creature": other than the one it is attached to, not other than the
            # source; what "another" excludes here is not settled
            raise Unsupported(onto_node, "'another' in what an object is attached to")  # type: ignore[arg-type]
        if what.plural:
            raise Unsupported(what_node, "attaching several objects (CR 701.3a)")  # type: ignore[arg-type]
        if onto.plural:
            raise Unsupported(onto_node, "attaching onto several objects (CR 301.5c, 303.4d)")  # type: ignore[arg-type]
        return ir.Action(ir.Verb.ATTACH, objects=what.ref, recipients=onto.ref, span=node.span)

    def one_shot_put_number_of_counters(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "put a number of +1/+1 counters on it equal to the number of creatures you
        control" (CR 122.1), counted as the effect happens (CR 608.2h)."""
        kind_node, _, onto, number = take(node)
        what = objects(onto, self.ctx)
        how_many = self.where_quantity(number)
        return ir.Action(
            ir.Verb.PUT_COUNTERS,
            objects=what.ref,
            amount=how_many,
            counter=counter_kind(kind_node),
            span=node.span,
        )

    def one_shot_put_number_of_counters_number_first(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "put a number of +1/+1 counters equal to that creature's power on ~" (CR 122.1):
        :meth:`one_shot_put_number_of_counters` with the number said before the object; the
        number is read first, as it names an object before it (CR 608.2c, 608.2h)."""
        kind_node, _, number, onto = take(node)
        how_many = self.where_quantity(number)  # type: ignore[arg-type]
        what = objects(onto, self.ctx)  # type: ignore[arg-type]
        return ir.Action(
            ir.Verb.PUT_COUNTERS,
            objects=what.ref,
            amount=how_many,
            counter=counter_kind(kind_node),  # type: ignore[arg-type]
            span=node.span,
        )

    def _own_permanent_number(
        self, node: nodes.Node, who: Subject, action: str, rule: str
    ) -> ir.Quantity:
        """The N of a keyword action a permanent does to itself ("Adapt 2", "Monstrosity 3"):
        said of no subject, on a card that is a permanent (CR 701.46b, 701.37a)."""
        if who.objects is not None or who.players is not None:
            raise Unsupported(node, f"{action} said of a subject")
        permanent = {"artifact", "creature", "enchantment", "land", "planeswalker", "battle"}
        if not permanent & set(self.ctx.card.type_line.card_types):
            raise Unsupported(node, f"{action} on a card that is no permanent (CR {rule})")
        (number,) = take(node)
        return quantity(amount(number), number)

    def one_shot_adapt(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """Adapt N (CR 701.46a): "If this permanent has no +1/+1 counters on it, put N +1/+1
        counters on it." Checked as the instruction is reached (CR 608.2c), so a permanent that
        got a counter in response does not adapt. Only the permanent itself adapts (CR 701.46b);
        a subject ("target creature adapts") is not read yet."""
        n = self._own_permanent_number(node, who, "adapting", "701.46b")
        none = ir.SourceCounters(ir.Count(ir.Relation.EXACTLY, 0), "+1/+1", span=node.span)
        put = ir.Action(
            ir.Verb.PUT_COUNTERS,
            objects=ir.SourceObject(span=node.span),
            amount=n,
            counter="+1/+1",
            span=node.span,
        )
        return ir.IfCondition(none, put, span=node.span)

    def one_shot_win_game(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "you win the game" (CR 104.2b)."""
        return self._action(ir.Verb.WIN_GAME, node, who)

    def one_shot_lose_game(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "you lose the game", "that player loses the game" (CR 104.3e)."""
        return self._action(ir.Verb.LOSE_GAME, node, who)

    def one_shot_lose_unspent_mana(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "that player loses all unspent mana", "Each player loses all unspent mana." (CR
        106.4): the mana in each such player's mana pool is removed from it."""
        if until is not None:
            raise Unsupported.quoting(node, "'{}' for a duration")
        if self._per is not None:
            raise Unsupported(node, "'for each' on losing unspent mana")
        return self._action(ir.Verb.LOSE_UNSPENT_MANA, node, who)

    def one_shot_monstrosity(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """Monstrosity N (CR 701.37a): "If this permanent isn't monstrous, put N +1/+1 counters
        on it and it becomes monstrous." Only the permanent itself, as adapt (CR 701.46b)."""
        n = self._own_permanent_number(node, who, "monstrosity", "701.37a")
        source = ir.SourceObject(span=node.span)
        return ir.Action(ir.Verb.MONSTROSITY, objects=source, amount=n, span=node.span)

    def one_shot_distribute_counters(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "distribute two +1/+1 counters among one or two target creatures" (CR 601.2d)."""
        n = count(take(node)[0]).value
        kind = counter_kind(take(node)[1])
        what = objects(take(node)[3], self.ctx)
        index = what.target_index
        if index is None:
            raise Unsupported(node, "distributing among objects that are not targets")
        divided = ir.Fixed(n, span=take(node)[0].span)
        self.ctx.targets[index] = dataclasses.replace(self.ctx.targets[index], distribute=divided)
        return ir.Action(
            ir.Verb.PUT_COUNTERS,
            objects=what.ref,
            amount=ir.DividedAmount(span=node.span),
            counter=kind,
            span=node.span,
        )

    def one_shot_investigate(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """Investigate (CR 701.16a): create a Clue token, the predefined token of CR 111.10f
        (the reminder text after it has no rules meaning, CR 207.2). "For each evidence vote,
        investigate." investigates once for each (a Clue token each, CR 701.38a)."""
        times = 2 if take(node) and take(node)[0] is not None else 1
        how_many = self._times(ir.Fixed(times), node)
        return self._per_player(ir.Verb.INVESTIGATE, node, who, how_many)

    def one_shot_investigate_times(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Investigate three times", "investigate X times" (CR 701.16a): investigate once for
        each time, a Clue token each. Oracle says "investigate" for once and "investigate
        twice" for two; "one times", "two times", "a times" or "that many times" are not its
        words and are reported."""
        (times,) = take(node)
        if is_(times, (nodes.ArticleA, nodes.ArticleAn, nodes.Another)) or _that_many(times):  # type: ignore[arg-type]
            raise Unsupported.quoting(node, "'{}': not a number of times")
        n = self._count_quantity(times)  # type: ignore[arg-type]
        if isinstance(n, ir.Fixed) and n.value < 3:
            raise Unsupported.quoting(
                node, "'{}': Oracle says 'investigate' or 'investigate twice'"
            )
        return self._per_player(ir.Verb.INVESTIGATE, node, who, n)

    def one_shot_learn(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """Learn (CR 701.48a): the player may discard a card to draw a card, or else may bring
        a Lesson card they own from outside the game into their hand (the reminder text after
        it has no rules meaning, CR 207.2)."""
        return self._action(ir.Verb.LEARN, node, who)

    def one_shot_goad(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """Goad (CR 701.15a-b): until the next turn of the effect's controller, each creature
        it names is goaded: it attacks each combat if able and attacks a player other than
        that player if able (the reminder text after it has no rules meaning, CR 207.2). The
        objects are those named as it resolves (CR 611.2c)."""
        if who.objects is not None and who.players is None:
            raise Unsupported(node, "objects goading", meaningless=True)
        if who.players is not None and who.players.who != "you":
            raise Unsupported(node, "another player goading")
        what = objects(take(node)[0], self.ctx)
        duration = ir.Duration.UNTIL_YOUR_NEXT_TURN
        return ir.Restrict(what.ref, "goaded", duration, span=node.span)

    def one_shot_detain(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """Detain (CR 701.35a): "Until your next turn, that permanent can't attack or block and
        its activated abilities can't be activated" -- mana abilities too (CR 602.5), for the
        objects named as it resolves (CR 611.2c), until the next turn of the effect's controller
        (the reminder text after it has no rules meaning, CR 207.2)."""
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported(node, "another player detaining")
        what = objects(take(node)[0], self.ctx)
        duration = ir.Duration.UNTIL_YOUR_NEXT_TURN
        return ir.Sequence(
            tuple(
                ir.Restrict(what.ref, kind, duration, span=node.span)
                for kind in ("cant_attack", "cant_block", "cant_activate")
            ),
            span=node.span,
        )

    def one_shot_venture(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """Venture into the dungeon (CR 701.49a-c): the player brings a dungeon card they own
        into the command zone or moves their venture marker on (the reminder text after it has
        no rules meaning, CR 207.2)."""
        return self._action(ir.Verb.VENTURE, node, who)

    def one_shot_proliferate(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """Proliferate (CR 701.34a): the player chooses, as the instruction is done, any number
        of permanents and/or players that have a counter; each gets one more of each kind it
        has (the reminder text after it has no rules meaning, CR 207.2)."""
        return self._action(ir.Verb.PROLIFERATE, node, who)

    def one_shot_proliferate_again(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Proliferate, then proliferate again." (CR 701.34a): one more proliferate, its
        choices made anew as it is done."""
        return self._action(ir.Verb.PROLIFERATE, node, who)

    def one_shot_bolster(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """Bolster N (CR 701.39a): N +1/+1 counters on a creature the player controls with the
        least toughness among theirs, chosen as the instruction is done (CR 608.2c)."""
        (number,) = take(node)
        how_much = self._times(quantity(amount(number), number), node)
        return self._per_player(ir.Verb.BOLSTER, node, who, how_much)

    def one_shot_amass(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Amass Zombies 2" (CR 701.47a): the runtime's ``amass``, with the token it creates
        when the player controls no Army, a 0/0 black [subtype] Army creature (its name its
        subtypes, CR 111.4). "Amass 2", as older cards were printed, is "amass Zombies 2" by
        their Oracle errata (CR 701.47d). The subtype is written in the plural, as Oracle
        writes it."""
        kind, number = take(node)
        subtype = "Zombie"
        if kind is not None:
            word = take(kind)[0].text  # type: ignore[union-attr]
            subtype = singular(word)
            if subtype == word:
                raise Unsupported(
                    kind, f"'{word}': amass names its subtype in the plural", meaningless=True
                )
        how_much = self._times(quantity(amount(number), number), node)
        token = ir.TokenDefinition(
            characteristics=ir.Characteristics(
                ir.token_name((subtype, "Army")),  # "Zombie Army Token" (CR 111.4)
                types=("creature",),
                subtypes=(subtype, "Army"),
                colors=("B",),
                power=0,
                toughness=0,
            ),
            span=node.span,
        )
        return self._action(ir.Verb.AMASS, node, who, amount=how_much, token=token)

    def one_shot_populate(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """Populate (CR 701.36a-b): the player chooses a creature token they control, as the
        instruction is done (CR 608.2d), and creates a token that's a copy of it (CR 707.2);
        with no creature token, no token is created (the reminder text after it has no rules
        meaning, CR 207.2)."""
        if who.players is not None and who.players.who != "you":
            raise Unsupported(node, "another player populating")
        at = node.span
        you = ir.Players("you", span=at)
        creature_token = ir.ObjectFilter(
            "creature token you control",
            ("creature", "token"),
            types=(ir.TypeTest(any_of=("creature",), span=at),),
            controller=you,
            tokens=True,
            span=at,
        )
        one = ir.Count(ir.Relation.EXACTLY, 1, span=at)
        chosen = ir.ChosenObjects(one, creature_token, you, own=True, span=at)
        return self._action(
            ir.Verb.CREATE_COPY, node, who, objects=chosen, amount=ir.Fixed(1, span=at)
        )

    def one_shot_populate_times(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Populate X times." (CR 701.36a): :meth:`one_shot_populate` that many times, the
        creature token copied chosen anew each time — perhaps one an earlier time created.
        "one times", "two times", "a times" are not Oracle's words and are reported."""
        (times,) = take(node)
        if is_(times, (nodes.ArticleA, nodes.ArticleAn, nodes.Another)) or _that_many(times):  # type: ignore[arg-type]
            raise Unsupported.quoting(node, "'{}': not a number of times")
        n = self._count_quantity(times)  # type: ignore[arg-type]
        if isinstance(n, ir.Fixed) and n.value < 3:
            raise Unsupported.quoting(node, "'{}': Oracle says 'populate' or 'populate twice'")
        action = self.one_shot_populate(node, who, until)
        assert isinstance(action, ir.Action) and isinstance(action.objects, ir.ChosenObjects)
        # the choice made each time is recorded under a key of its own, forgotten before the
        # next time
        chosen = dataclasses.replace(action.objects, key=self.ctx.new_key("populate"))
        return dataclasses.replace(action, objects=chosen, amount=n, choose_each_time=True)

    def one_shot_blight(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """Blight N (CR 701.68a): the player puts N -1/-1 counters on a creature they control,
        chosen as the instruction is done (CR 608.2d); with no creature, nothing happens. "The
        blighted creature" after it (CR 701.68c) is not read yet."""
        if who.players is not None and who.players.who != "you":
            raise Unsupported(node, "another player blighting")
        (number,) = take(node)
        how_much = self._times(quantity(amount(number), number), node)
        at = node.span
        you = ir.Players("you", span=at)
        creature = ir.ObjectFilter(
            "creature you control",
            ("creature",),
            types=(ir.TypeTest(any_of=("creature",), span=at),),
            controller=you,
            span=at,
        )
        one = ir.Count(ir.Relation.EXACTLY, 1, span=at)
        chosen = ir.ChosenObjects(one, creature, you, own=True, span=at)
        return self._action(
            ir.Verb.PUT_COUNTERS, node, who, objects=chosen, amount=how_much, counter="-1/-1"
        )

    def one_shot_connive(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "[permanent] connives" (CR 701.50a): its controller draws a card, then discards a
        card, and a nonland card discarded puts a +1/+1 counter on it (the runtime's
        ``connive``). The subject is the one permanent that connives: several at once are
        ordered by APNAP choices (CR 701.50d), not read yet."""
        if who.players is not None:
            raise Unsupported(node, "a player conniving: a permanent connives (CR 701.50a)")
        ref = who.objects.ref if who.objects is not None else None
        if ref is not None and not isinstance(ref, ir.SourceObject) and not self._one_object(ref):
            raise Unsupported(node, "several permanents conniving at once (CR 701.50d)")
        return ir.Action(ir.Verb.CONNIVE, objects=_sources(who), span=node.span)

    def one_shot_explore(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "[permanent] explores" (CR 701.44a): its controller reveals the top card of their
        library, and so on (the runtime's ``explore``). The subject is the permanent that
        explores; none is the source ("Tomb Robber explores" names it)."""
        if who.players is not None:
            raise Unsupported(node, "a player exploring: only a permanent explores (CR 701.44a)")
        return ir.Action(ir.Verb.EXPLORE, objects=_sources(who), span=node.span)

    def one_shot_explore_again(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "it explores, then it explores again." (CR 701.44a): the permanent explores once
        more, as after "explores"."""
        return self.one_shot_explore(node, who, until)

    def one_shot_support(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """Support N (CR 701.41a): on a permanent, "Put a +1/+1 counter on each of up to N
        other target creatures"; on an instant or sorcery, "... up to N target creatures". The
        targets are the ability's, chosen as it is put on the stack (CR 601.2c); "other" is
        other than the source (the filter's ``other``). Support X is refused: the IR's target
        bounds are fixed numbers."""
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported(node, "supporting said of a subject")
        (number,) = take(node)
        bound = amount(number)
        if bound.is_x:
            raise Unsupported(number, "a number X of targets")
        n = bound.value
        on_permanent = bool(PERMANENT_TYPES & set(self.ctx.card.type_line.card_types))
        where = node.span
        creature = ir.ObjectFilter(
            "other creature" if on_permanent else "creature",
            ("creature",),
            types=(ir.TypeTest(any_of=("creature",), span=where),),
            other=on_permanent,
            span=where,
        )
        index = len(self.ctx.targets)
        said = f"up to {n} {'other ' if on_permanent else ''}target creatures"
        self.ctx.targets.append(ir.TargetSpec(said, 0, n, filter=creature, span=where))
        self.ctx.mention("objects", frozenset({"creature"}), f"target{index}", index)
        return ir.Action(
            ir.Verb.PUT_COUNTERS,
            objects=ir.TargetObjects(index, span=where),
            amount=ir.Fixed(1, span=where),
            counter="+1/+1",
            span=where,
        )

    def one_shot_flip_coin(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Flip a coin." (CR 705.1): you flip; whether you won is recorded for a later "If
        you win the flip" / "If you lose the flip" (CR 705.2). Another player's flip is
        reported."""
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported(node, "a coin flipped by another player")
        key = self.ctx.new_key("flip")
        self.ctx.flip_key = key
        return ir.Action(ir.Verb.FLIP_COIN, remember=key, span=node.span)

    def one_shot_flip_until_lose(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Flip a coin until you lose a flip." (CR 705.1, 705.2): you flip one coin at a
        time until you lose one; how many flips you won and lost is recorded for "for each
        flip you won" after it. "the flip" after it names no one flip (refused there)."""
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported(node, "a coin flipped by another player")
        key = self.ctx.new_key("flips")
        self.ctx.flips_key, self.ctx.flip_key = key, None
        return ir.Action(ir.Verb.FLIP_COIN_UNTIL_LOST, remember=key, span=node.span)

    def one_shot_flip_coins(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Flip three coins." (CR 705.1: one flip each): how many flips you won and lost
        is recorded for "for each flip you win" after it."""
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported(node, "a coin flipped by another player")
        (number,) = [
            i for i in take(node) if isinstance(i, nodes.Lexeme) and i.kind == "NUMBER_WORD"
        ]
        how_many = word_number(number.text)
        key = self.ctx.new_key("flips")
        self.ctx.flips_key, self.ctx.flip_key = key, None
        return ir.Action(
            ir.Verb.FLIP_COIN,
            amount=ir.Fixed(how_many, span=number.span),
            remember=key,
            span=node.span,
        )

    def one_shot_flip_that_many_coins(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Flip that many coins." (CR 705.1): the number chosen before it, which the
        compiler does not name yet."""
        raise Unsupported(node, "'that many' coins: the number chosen before it")

    def _flips(self, node: nodes.Node) -> ir.ResultOf:
        """ "for each flip you won", "for each flip you lose" (CR 705.2): the flips won or
        lost of the ability's last instruction flipping several coins."""
        if self.ctx.flips_key is None:
            raise Unsupported.quoting(node, "'{}' with no coins flipped before it")
        (outcome,) = [item for item in take(node) if isinstance(item, nodes.Lexeme)]
        won = outcome.text.lower() in ("won", "win")
        consume_all(node)
        of = "flips_won" if won else "flips_lost"
        return ir.ResultOf(self.ctx.flips_key, of, span=node.span)

    def one_shot_clash(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Clash with an opponent." (CR 701.30b): you choose an opponent and each of you
        clashes; whether you won is recorded for a later "If you win" (CR 701.30d). Only you
        clash with an opponent here."""
        (opponent,) = take(node)
        if not is_(opponent, nodes.OpponentRef):
            raise Unsupported(node, "clashing with this player")
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported(node, "a clash by another player")
        key = self.ctx.new_key("clash")
        self.ctx.clash_key = key
        return ir.Action(ir.Verb.CLASH, remember=key, span=node.span)

    def one_shot_collect_evidence(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """Collect evidence N (CR 701.59); with X the player chooses X first."""
        how_much = quantity(amount(take(node)[0]), take(node)[0])
        return self._per_player(ir.Verb.COLLECT_EVIDENCE, node, who, how_much)

    def one_shot_create(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "create N [token description]" (CR 111.2)."""
        that_many = _that_many(take(node)[0])  # type: ignore[arg-type]
        if that_many is not None:
            return self._create(node, who, take(node)[1], self._that_much(that_many))
        n = count(take(node)[0])
        how_many = self._times(quantity(n, take(node)[0]), node)
        token_node = take(node)[1]
        parts = take(token_node)  # type: ignore[arg-type]
        if len(parts) > 1 and parts[0] is None and is_(parts[1], nodes.Tapped):
            # "create a tapped Powerstone token": "tapped" is how it enters, not a quality of
            # the token (CR 110.5b)
            take(parts[1])  # type: ignore[arg-type]
            rest = (None, *parts[2:])
            return self._create(node, who, rest, how_many, tapped=True)
        return self._create(node, who, token_node, how_many)

    def one_shot_create_number_equal(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "create a number of 1/1 white Soldier creature tokens equal to your devotion to
        white" (CR 111.2): the number counted as the effect happens (CR 608.2h)."""
        token_node, number = take(node)
        return self._create(node, who, token_node, self.where_quantity(number))

    def one_shot_create_token_list(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a
        3/3 green Elephant creature token.", "create a 1/1 green Squirrel creature token and a
        0/3 blue Crab creature token" (CR 111.2): one instruction creating all the tokens at
        once, one event for replacement effects and triggers (CR 614.1a, 603.2). Each token of
        the list is one ("a", "an"); two are joined by "and", three or more by commas with
        "and" before the last (the other links are refused at their words)."""
        how_many_node, first, *rest = take(node)
        links = rest[0::2]
        others = rest[1::2]
        for index, link in enumerate(links):
            assert isinstance(link, nodes.Lexeme)
            word = link.text.lower().rsplit(" ", 1)[0]
            last = index == len(links) - 1
            expected = (", and" if len(links) > 1 else "and") if last else ","
            if word != expected:
                raise Unsupported(
                    others[index],  # type: ignore[arg-type]
                    f"a token after '{link.text}' in this list of tokens (two are joined by "
                    "'and', three or more by commas and ', and' before the last)",
                )
        if count(how_many_node) != Count("exactly", 1):  # type: ignore[arg-type]
            raise Unsupported(how_many_node, "more than one of the first token of a list")  # type: ignore[arg-type]
        if self._per is not None:
            raise Unsupported(node, "'for each' on a list of tokens")
        tokens = self._one_token_each((first, *others), "a list of tokens")
        for link in links:
            consume(link)  # type: ignore[arg-type]
        quantity(count(how_many_node), how_many_node)  # type: ignore[arg-type]
        mention = self.ctx.mention("objects", frozenset({"token"}))
        return self._action(
            ir.Verb.CREATE,
            node,
            who,
            amount=ir.Fixed(1),
            token=tokens[0],
            more_tokens=tuple(tokens[1:]),
            remember=mention.key,
        )

    def _one_token_each(self, specs: tuple[Any, ...], where: str) -> list[ir.TokenDefinition]:
        """The token of each "a ... token" of a list or a choice: each spec names one token
        (its noun "token", not "tokens"); X in their P/T as the ability reads X."""
        x_pt = self.ctx.x_announced or self._x_defined
        tokens = [self.abilities.token_ir(spec, x_pt=x_pt) for spec in specs]
        for spec in specs:
            noun = next(i for i in spec.items if isinstance(i, nodes.Lexeme) and i.kind == "NOUN")
            if noun.text.lower() != "token":
                raise Unsupported.quoting(noun, f"'{{}}' after 'a' in {where}")
        return tokens

    def one_shot_create_token_or(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "create a Food token or a Treasure token" (Tireless Provisioner; CR 608.2d): the
        player creating the token chooses which one as the instruction resolves. Both are one
        token ("a ... token"), of different names (a choice told by name)."""
        how_many_node, first, link, second = take(node)
        if count(how_many_node) != Count("exactly", 1):  # type: ignore[arg-type]
            raise Unsupported(how_many_node, "more than one token of a choice")  # type: ignore[arg-type]
        if self._per is not None:
            raise Unsupported(node, "'for each' on a choice between tokens")
        tokens = self._one_token_each((first, second), "a choice between tokens")
        labels = [
            t.predefined or (t.characteristics.name if t.characteristics else "") for t in tokens
        ]
        if labels[0] == labels[1]:
            raise Unsupported(second, "a choice between two tokens of the same name")  # type: ignore[arg-type]
        consume(link)
        quantity(count(how_many_node), how_many_node)  # type: ignore[arg-type]
        mention = self.ctx.mention("object", frozenset({"token"}))
        return self._action(
            ir.Verb.CREATE,
            node,
            who,
            amount=ir.Fixed(1),
            token=tokens[0],
            or_tokens=(tokens[1],),
            remember=mention.key,
        )

    def one_shot_create_named_token(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "create Voja, a legendary 2/2 green and white Wolf creature token" (CR 111.4: the
        token has the name and the supertype the effect states; a legendary token is subject
        to the legend rule, CR 704.5j). One token, described by its words."""
        name, supertype, spec = take(node)
        assert isinstance(name, nodes.Lexeme) and isinstance(supertype, nodes.Lexeme)
        if supertype.text.lower() != "legendary":
            raise Unsupported.quoting(supertype, "the supertype '{}' of a named token")
        if any(is_(i, nodes.TokenNamed) for i in spec.items):  # type: ignore[union-attr]
            raise Unsupported.quoting(spec, "a second name in '{}'")  # type: ignore[arg-type]
        noun = next(i for i in spec.items if isinstance(i, nodes.Lexeme) and i.kind == "NOUN")  # type: ignore[union-attr]
        if noun.text.lower() != "token":
            raise Unsupported.quoting(noun, "'{}' after 'a' of one named token")
        if self._per is not None:
            raise Unsupported(node, "'for each' on a named legendary token")
        x_pt = self.ctx.x_announced or self._x_defined
        token = self.abilities.token_ir(spec, x_pt=x_pt)
        if token.characteristics is None:
            raise Unsupported(spec, "a predefined token with a name of its own")  # type: ignore[arg-type]
        chars = dataclasses.replace(
            token.characteristics, name=name.text, supertypes=("legendary",)
        )
        consume(name)
        consume(supertype)
        mention = self.ctx.mention("object", frozenset({"token"}))
        return self._action(
            ir.Verb.CREATE,
            node,
            who,
            amount=ir.Fixed(1),
            token=dataclasses.replace(token, characteristics=chars),
            remember=mention.key,
        )

    def _create(
        self,
        node: nodes.Node,
        who: Subject,
        token_node: Any,
        how_many: ir.Quantity,
        *,
        tapped: bool = False,
        attacking: bool = False,
    ) -> ir.Effect:
        # "an X/X token": X announced with the cost (CR 107.3a) or defined by "where X is"
        # (CR 107.3c); an X neither says is reported
        x_pt = self.ctx.x_announced or self._x_defined
        if isinstance(token_node, tuple):  # the description's parts, after "tapped"
            token = self.abilities.token_from(token_node, node, x_pt=x_pt)
        else:
            token = self.abilities.token_ir(token_node, x_pt=x_pt)
        kind = "object" if how_many == ir.Fixed(1) else "objects"
        mention = self.ctx.mention(kind, frozenset({"token"}))
        return self._action(
            ir.Verb.CREATE,
            node,
            who,
            amount=how_many,
            token=token,
            remember=mention.key,
            tapped=tapped,
            attacking=attacking,
        )

    def _created_count(self, node: nodes.Node) -> ir.Quantity:
        """The number of "create N ..." (as :meth:`one_shot_create` reads it)."""
        n = count(take(node)[0])
        return self._times(quantity(n, take(node)[0]), node)

    def one_shot_create_tapped(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Create a tapped 2/2 black Zombie creature token" (CR 111.2): the tokens enter
        the battlefield tapped (CR 110.5b: a permanent enters untapped unless an effect says
        otherwise)."""
        how_many = self._created_count(node)
        return self._create(node, who, tuple(take(node)[1:]), how_many, tapped=True)

    def one_shot_creates_tapped(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target player creates two tapped 1/1 green Squirrel creature tokens" (CR 111.2,
        110.5b): :meth:`one_shot_create_tapped` by the clause's player."""
        if who.players is None:
            raise Unsupported(node, "'creates' without a player creating")
        return self.one_shot_create_tapped(node, who, until)

    def one_shot_create_attacking(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "create two 1/1 white Soldier creature tokens that are tapped and attacking" (CR
        111.2, 508.4): the tokens enter tapped and attacking what their controller chooses
        among the defending players and their planeswalkers; they never "attacked" (no
        attack trigger, CR 508.4), and only the attacking player's creature, during combat,
        is attacking at all (CR 506.3a-b)."""
        return self._create_attacking(node, who, tapped=True)

    def one_shot_create_attacking_untapped(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "create a 2/2 white Knight creature token with vigilance that's attacking" (CR
        508.4): as :meth:`one_shot_create_attacking`, but the tokens enter untapped (CR
        110.5b)."""
        return self._create_attacking(node, who, tapped=False)

    def _create_attacking(self, node: nodes.Node, who: Subject, tapped: bool) -> ir.Effect:
        how_many_node, token_node, said = take(node)
        # "a ... token that's ...", "two ... tokens that are ...": the relative clause agrees
        # with the number of tokens; the other form is a wrong wording, not a reading
        one = count(how_many_node) == Count("exactly", 1)  # type: ignore[arg-type]
        plural = not said.text.lower().startswith("that's")  # type: ignore[union-attr]
        if one == plural:
            raise Unsupported.quoting(said, "'{}' after this number of tokens")  # type: ignore[arg-type]
        consume(said)  # type: ignore[arg-type]
        how_many = self._times(quantity(count(how_many_node), how_many_node), node)  # type: ignore[arg-type]
        return self._create(node, who, token_node, how_many, tapped=tapped, attacking=True)

    def one_shot_create_copy_tokens(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Create two tokens that are copies of the sacrificed creature." (CR 111.1, 707.2):
        N tokens, each a copy of the one object named (its copiable values, as it last
        existed if it has left its zone, CR 608.2h)."""
        how_many, noun, copied = take(node)
        n = count(how_many)  # type: ignore[arg-type]
        if n == Count("exactly", 1) or noun.text.lower() != "tokens":  # type: ignore[union-attr]
            raise Unsupported.quoting(node, "'{}': one token is 'a token that's a copy'")
        return self._copy_tokens(node, who, how_many, copied)

    def one_shot_create_copy_tokens_except(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Create two tokens that are copies of Jace, Cunning Castaway, except they're not
        legendary." (CR 707.9b): the copies' exception, a supertype removed from their
        copiable values, which the runtime's copy tokens don't take."""
        exception = take(node)[-1]
        raise Unsupported.quoting(exception, "the copy exception '{}' (CR 707.9b)")  # type: ignore[arg-type]

    def one_shot_create_copy_token(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Create a token that's a copy of target creature you control" / "... of that
        creature" (CR 111.1, 707.2): one token copying the one object named, as it last
        existed if it has left its zone (CR 608.2h); "that token" after it is the token.
        Several objects ("copies of those creatures") or another number of tokens are
        reported."""
        how_many, noun, copied = take(node)
        if count(how_many) != Count("exactly", 1) or noun.text.lower() != "token":  # type: ignore[arg-type, union-attr]
            raise Unsupported(node, "creating other than one token that's a copy")
        return self._copy_tokens(node, who, how_many, copied)

    def one_shot_create_copy_token_except(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Create a token that's a copy of target creature, except it has haste" / "...,
        except it's an artifact in addition to its other types" / "..., except it's a 4/4
        black Zombie" (CR 707.9): the exception is part of the token's copiable values (CR
        707.9b). One exception of those forms; "except it has this ability", "it isn't
        legendary", "with no mana cost" and the like are C001."""
        how_many, noun, copied, exception = take(node)
        if count(how_many) != Count("exactly", 1) or noun.text.lower() != "token":  # type: ignore[arg-type, union-attr]
            raise Unsupported(node, "creating other than one token that's a copy")
        changes, in_addition = self._copy_exception(exception)  # type: ignore[arg-type]
        action = self._copy_tokens(node, who, how_many, copied)
        assert isinstance(action, ir.Action)
        return dataclasses.replace(action, copy_changes=changes, copy_in_addition=in_addition)

    def one_shot_create_copy_token_attacking(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "create a token that's a copy of another target attacking creature and that's
        tapped and attacking" (CR 707.2, 508.4): :meth:`one_shot_create_copy_token`, the token
        put onto the battlefield tapped and attacking — its controller chooses the player or
        planeswalker it attacks; it was never declared as an attacker (CR 508.4)."""
        how_many, noun, copied, status = take(node)
        consume(status)  # type: ignore[arg-type]
        if count(how_many) != Count("exactly", 1) or noun.text.lower() != "token":  # type: ignore[arg-type, union-attr]
            raise Unsupported(node, "creating other than one token that's a copy")
        return self._attacking(self._copy_tokens(node, who, how_many, copied))

    def one_shot_create_copy_tokens_attacking(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "create X tokens that are copies of ~ and that are tapped and attacking" (CR 707.2,
        508.4): :meth:`one_shot_create_copy_tokens`, each token put onto the battlefield
        tapped and attacking (CR 508.4)."""
        how_many, noun, copied, status = take(node)
        consume(status)  # type: ignore[arg-type]
        n = count(how_many)  # type: ignore[arg-type]
        if n == Count("exactly", 1) or noun.text.lower() != "tokens":  # type: ignore[union-attr]
            raise Unsupported.quoting(node, "'{}': one token is 'a token that's a copy'")
        return self._attacking(self._copy_tokens(node, who, how_many, copied))

    def one_shot_create_attacking_copy_token(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "create a tapped and attacking token that's a copy of the exiled card, except it's
        an Illusion in addition to its other types" (CR 707.2, 707.9b, 508.4): one token that's
        a copy, with the copy effect's exceptions if any, put onto the battlefield tapped and
        attacking (CR 508.4)."""
        how_many, status, noun, copied, exception = take(node)
        consume(status)  # type: ignore[arg-type]
        if count(how_many) != Count("exactly", 1) or noun.text.lower() != "token":  # type: ignore[arg-type, union-attr]
            raise Unsupported(node, "creating other than one token that's a copy")
        action = self._copy_tokens(node, who, how_many, copied)
        if exception is not None:
            changes, in_addition = self._copy_exception(exception)  # type: ignore[arg-type]
            assert isinstance(action, ir.Action)
            action = dataclasses.replace(action, copy_changes=changes, copy_in_addition=in_addition)
        return self._attacking(action)

    @staticmethod
    def _attacking(action: ir.Effect) -> ir.Effect:
        """A token creation whose tokens enter tapped and attacking (CR 508.4)."""
        assert isinstance(action, ir.Action)
        return dataclasses.replace(action, tapped=True, attacking=True)

    def _copy_exception(self, node: nodes.Node) -> tuple[ir.Characteristics, bool]:
        """The characteristics a copy's exceptions state (CR 707.9b), and whether its types
        are "in addition to its other types"; "except it has this ability" is C001 here."""
        changes, in_addition, this_ability = self._copy_exceptions(node)
        if this_ability is not None:
            raise Unsupported.quoting(this_ability, "the copy exception '{}'")
        assert changes is not None
        return changes, in_addition

    def _copy_exceptions(
        self, node: nodes.Node
    ) -> tuple[ir.Characteristics | None, bool, nodes.Node | None]:
        """The exceptions of a copy effect, one or a list ("except it's 1/1, it's a Spirit in
        addition to its other types, and it has flying", CR 707.9): the characteristics they
        state (CR 707.9b), whether the types stated are "in addition to its other types", and
        the node of "it has this ability" if one says it (CR 707.9a). A characteristic stated
        twice, or types both in addition and replacing, is C001."""
        if is_(node, nodes.CopyExceptionsNamed):
            # "except its name is Lazav, Dimir Mastermind, ..." (CR 707.9b): the copy's name is
            # a copiable value the runtime's copy effects don't set
            named = take(node)[1]
            raise Unsupported.quoting(named, "the copy exception '{}' (a copy's name, CR 707.9b)")  # type: ignore[arg-type]
        if not is_(node, nodes.CopyExceptions):
            change = take(node)[1]
            assert isinstance(change, nodes.Node)
            if is_(change, nodes.CopyHasThisAbility):
                consume_all(change)
                return None, False, change
            changes, in_addition = self._one_copy_exception(node)
            return changes, in_addition, None
        items = [i for i in take(node) if isinstance(i, nodes.Node)]
        merged: dict[str, Any] = {}
        in_addition: bool | None = None
        this_ability: nodes.Node | None = None
        for change in items:
            if is_(change, nodes.CopyHasThisAbility):
                consume_all(change)
                this_ability = change
                continue
            one, its_addition = self._one_copy_change(change)
            stated = {
                f: getattr(one, f)
                for f in ("types", "subtypes", "colors", "power", "toughness", "abilities")
                if getattr(one, f) not in (None, ())
            }
            if stated.keys() & merged.keys():
                raise Unsupported(change, "a copy exception stating a characteristic again")
            if one.types or one.subtypes:
                if in_addition is not None and in_addition != its_addition:
                    raise Unsupported(change, "copy exceptions with types in addition and not")
                in_addition = its_addition
            merged.update(stated)
        changes = ir.Characteristics(span=node.span, **merged) if merged else None
        return changes, bool(in_addition), this_ability

    def _one_copy_exception(self, node: nodes.Node) -> tuple[ir.Characteristics, bool]:
        """One exception after "except" (CR 707.9b)."""
        _except, change = take(node)
        return self._one_copy_change(change)  # type: ignore[arg-type]

    def _one_copy_change(self, change: nodes.Node) -> tuple[ir.Characteristics, bool]:
        """The characteristics one copy exception states, and whether its types are "in
        addition to its other types" (CR 707.9b)."""
        if is_(change, nodes.CopyIsPt):
            _is, pt = take(change)
            spec = self.abilities._described((pt,), "a copy's exception")
            return (
                ir.Characteristics(
                    power=spec["power"], toughness=spec["toughness"], span=change.span
                ),
                False,
            )
        if is_(change, nodes.CopyHas):
            _have, abilities = take(change)  # type: ignore[arg-type]
            listed = self.abilities.ability_list(abilities, self.ctx)  # type: ignore[arg-type]
            # the exceptions are copiable values of the copy (CR 707.9b): a quoted ability
            # among them is one of its own, a static one too (CR 113.2c, 604)
            stated = (
                ir.KeywordName,
                ir.ActivatedAbility,
                ir.ManaAbility,
                ir.TriggeredAbility,
                ir.StaticAbility,
            )
            if not all(isinstance(g, stated) for g in listed if not isinstance(g, str)):
                raise Unsupported(change, "a copy that has this ability")
            granted = tuple(ir.KeywordName(g) if isinstance(g, str) else g for g in listed)
            return ir.Characteristics(abilities=granted, span=change.span), False  # type: ignore[union-attr]
        if not is_(change, nodes.CopyIs):
            raise Unsupported.quoting(change, "the copy exception '{}'")  # type: ignore[arg-type]
        described: list[Any] = []
        in_addition = False
        for item in take(change)[1:]:  # type: ignore[arg-type]
            if item is None:
                continue
            if is_(item, nodes.InAddition):
                take(item)
                in_addition = True
            elif is_(item, (nodes.InAdditionCreatureTypes, nodes.InAdditionLandTypes)):
                raise Unsupported.quoting(item, "a copy's exception '{}'")
            elif isinstance(item, nodes.Lexeme) and item.kind == "NO_MANA_COST":
                raise Unsupported(item, "a copy with no mana cost")
            elif is_(item, (nodes.ArticleA, nodes.ArticleAn)):
                take(item)  # type: ignore[arg-type]
            else:
                described.append(item)
        spec = self.abilities._described(tuple(described), "a copy's exception")
        if spec["types"] and not in_addition:
            raise Unsupported(change, "a copy whose card types are replaced")
        if spec["abilities"]:
            raise Unsupported(change, "a copy exception with abilities after 'with'")
        changes = ir.Characteristics(
            types=tuple(spec["types"]),
            subtypes=tuple(spec["subtypes"]),
            colors=tuple(spec["colors"]),
            power=spec["power"],
            toughness=spec["toughness"],
            span=change.span,  # type: ignore[union-attr]
        )
        return changes, in_addition

    def one_shot_creates_copy_token(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "that player creates a token that's a copy of that card", "each opponent creates a
        token that's a copy of it" (CR 111.2, 707.2): :meth:`one_shot_create_copy_token`, the
        token created by each player the clause names, under their control (CR 111.2)."""
        how_many, noun, copied = take(node)
        if count(how_many) != Count("exactly", 1) or noun.text.lower() != "token":  # type: ignore[arg-type, union-attr]
            raise Unsupported(node, "creating other than one token that's a copy")
        return self._copy_tokens(node, who, how_many, copied, third_person=True)

    def one_shot_creates_copy_tokens(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target opponent creates two tokens that are copies of it." (CR 111.2, 707.2):
        :meth:`one_shot_create_copy_tokens`, by each player the clause names."""
        how_many, noun, copied = take(node)
        if count(how_many) == Count("exactly", 1) or noun.text.lower() != "tokens":  # type: ignore[arg-type, union-attr]
            raise Unsupported.quoting(node, "'{}': one token is 'a token that's a copy'")
        return self._copy_tokens(node, who, how_many, copied, third_person=True)

    def _copy_tokens(
        self, node: nodes.Node, who: Subject, how_many: Any, copied: Any, third_person: bool = False
    ) -> ir.Effect:
        players = None
        if third_person:
            # "creates": the clause's players create them (CR 111.2), never objects
            if who.players is None or who.objects is not None:
                raise Unsupported(node, "'creates' without a player creating")
            players = who.players
        elif who.players is not None and who.players.who != "you":
            raise Unsupported(node, "another player creating a token that's a copy")
        what = objects(copied, self.ctx)
        if what.plural:
            raise Unsupported(copied, "a token that's a copy of these objects")
        n = self._times(quantity(count(how_many), how_many), node)
        kind = "object" if n == ir.Fixed(1) else "objects"
        mention = self.ctx.mention(kind, frozenset({"token"}) | what.nouns)
        return ir.Action(
            ir.Verb.CREATE_COPY,
            objects=what.ref,
            amount=n,
            players=players,
            remember=mention.key,
            span=node.span,
        )

    def one_shot_creates(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Its controller creates a 1/1 white Soldier creature token" (CR 111.2): the
        third person form of "create", by the clause's player."""
        if who.players is None:
            raise Unsupported(node, "'creates' without a player creating")
        return self.one_shot_create(node, who, until)

    def one_shot_exile(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        target = take(node)[0]
        if is_(target, nodes.OneOfThem) and take(node)[1] is None:
            # "Look at the top two cards of target opponent's library, then exile one of
            # them.": you choose one of the cards looked at as it resolves (CR 608.2c, 608.2d)
            looked = self._one_of_looked_at()
            if looked is None:
                raise Unsupported(target, "'one of them' of nothing looked at before it")  # type: ignore[arg-type]
            if who.objects is not None or (who.players is not None and who.players.who != "you"):
                raise Unsupported.quoting(node, "another player exiling in '{}'")
            consume(target)  # type: ignore[arg-type]
            chosen = self.ctx.mention("object", frozenset({"card"}))
            at = target.span  # type: ignore[union-attr]
            pick = ir.Action(
                ir.Verb.CHOOSE,
                objects=ir.Mentioned(looked.key, True, span=at),
                count=ir.Count(ir.Relation.EXACTLY, 1, span=at),
                remember=chosen.key,
                span=node.span,
            )
            exiled = self.ctx.mention("object", frozenset({"card"}))
            exile = ir.Action(
                ir.Verb.EXILE,
                objects=ir.Mentioned(chosen.key, span=at),
                remember=exiled.key,
                span=node.span,
            )
            return ir.Sequence((pick, exile), span=node.span)
        if take(node)[1] is not None:
            return self._exile_target_from(node, target, take(node)[1])  # type: ignore[arg-type]
        if is_(target, (nodes.TopCards, nodes.TopCardsOfEach, nodes.CardsFromTop)):
            # "the top card of each player's library": a card of each player (CR 401.1)
            top = objects(target, self.ctx)
            several = top.plural or is_(target, nodes.TopCardsOfEach)
            key = self.ctx.mention("objects" if several else "object", frozenset({"card"})).key
        else:
            top = objects(target, self.ctx)
            kind = "objects" if isinstance(top.ref, ir.ObjectsAnd) else "object"
            exiled = self.ctx.mention(kind, top.nouns | {"card"})
            exiled.moved_target = top.target_index
            key = exiled.key
        return ir.Action(ir.Verb.EXILE, objects=top.ref, remember=key, span=node.span)

    def one_shot_exiles(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target opponent exiles the top card of their library", "Each opponent exiles the
        top card of their library" (CR 701.13a, 401.1): each player named exiles the top cards
        of their own library; one card of one player's library is what "it" / "that card"
        names after it. "Target opponent exiles two cards from their hand": that player
        chooses that many cards in their own hand as it resolves (CR 608.2d, 402.1) and exiles
        them, as many as they have (CR 609.3). Several players choosing from their hands, a
        zone other than their own library or hand, or "you" are reported."""
        what, origin = take(node)
        exiler = who.players
        if exiler is None or who.objects is not None or exiler.who == "you":
            raise Unsupported.quoting(node, "the effect '{}'")
        if origin is None and is_(what, (nodes.TopCards, nodes.CardsFromTop)):
            # "that player exiles that many cards from the top of their library" as "the top
            # N cards of their library" (CR 401.1)
            parts = take(what)  # "from the top of" is a word of its own there
            how_many, noun, where = parts[0], parts[1], parts[-1]
            possessive = take(where)[0] if is_(where, nodes.Zone) else None
            if not is_(possessive, nodes.TheirOwners) or lexeme_texts(take(where)[1]) != [  # type: ignore[arg-type]
                "library"
            ]:
                raise Unsupported.quoting(node, "the effect '{}'")
            if is_(what, nodes.CardsFromTop) and noun.text.lower() not in ("card", "cards"):  # type: ignore[union-attr]
                raise Unsupported.quoting(noun, "'{}' from the top of a library")  # type: ignore[arg-type]
            n, number = top_count(how_many, self.ctx)  # type: ignore[arg-type]
            consume_all(what)  # type: ignore[arg-type]
            top = ir.TopOfLibrary(n, ir.Whose.ANY, players=exiler, amount=number, span=what.span)
            several = exiler.who in _SEVERAL_PLAYERS or several_on_top(top)
            key = self.ctx.mention("objects" if several else "object", frozenset({"card"})).key
            return ir.Action(ir.Verb.EXILE, objects=top, remember=key, span=node.span)
        if (
            origin is None
            or not is_(what, nodes.Counted)
            or not is_(origin, nodes.Zone)
            or not is_(take(origin)[0], nodes.TheirOwners)  # type: ignore[arg-type]
            or lexeme_texts(take(origin)[1]) != ["hand"]  # type: ignore[arg-type]
        ):
            raise Unsupported.quoting(node, "the effect '{}'")
        if exiler.who in _SEVERAL_PLAYERS:
            raise Unsupported(node, "several players each exiling cards from their hand")
        consume_all(origin)  # type: ignore[arg-type]
        ref = self._cards_from_own_hand(what, exiler)  # type: ignore[arg-type]
        return ir.Action(ir.Verb.EXILE, objects=ref, remember=ref.key, span=node.span)

    def _exile_target_from(
        self,
        node: nodes.Node,
        target: nodes.Node,
        origin: nodes.Node,
        verb: ir.Verb = ir.Verb.EXILE,
    ) -> ir.Effect:
        """ "Exile target card from a graveyard": the target is chosen in that zone (CR 115.1;
        "a graveyard" is any player's). "Exile a creature card from your graveyard", "exile
        all creature cards from target player's graveyard": :meth:`_exile_untargeted_from`."""
        if is_(target, (nodes.Counted, nodes.AllOf)):
            return self._exile_untargeted_from(node, target, origin, verb)
        what = objects(target, self.ctx)
        if what.target_index is None:
            raise Unsupported(origin, "exiling from a zone what is not a target")
        if is_(origin, nodes.ASingleZone):
            return self._exile_targets_from_one_graveyard(node, what, origin, verb)
        where = zone(origin, opponents=True)
        if len(where.zones) != 1 or where.zone == "battlefield":
            raise Unsupported(origin, "exiling from this zone")
        self._one_target_in_an_opponents_zone(what, where, origin)
        spec = self.ctx.targets[what.target_index]
        assert spec.filter is not None
        whose = _ZONE_WHOSE.get(where.owner)
        if whose is None:
            raise Unsupported(origin, "exiling from this player's zone")
        filt = dataclasses.replace(spec.filter, zone=ZONES[where.zone], zone_owner=whose)
        self.ctx.targets[what.target_index] = dataclasses.replace(spec, filter=filt)
        key = self.ctx.mention("object", what.nouns | {"card"}).key
        return ir.Action(verb, objects=what.ref, remember=key, span=node.span)

    def _exile_targets_from_one_graveyard(
        self, node: nodes.Node, what: Objects, origin: nodes.Node, verb: ir.Verb = ir.Verb.EXILE
    ) -> ir.Effect:
        """ "Exile up to three target cards from a single graveyard.": targets chosen in any
        player's graveyard (CR 404.1), all in the same one (``single_zone``, CR 601.2c). Any
        other zone ("a single library") is C001."""
        if [w.lower() for w in words(origin)][-1] != "graveyard":
            raise Unsupported.quoting(origin, "the zone '{}'")
        consume_all(origin)
        assert what.target_index is not None
        spec = self.ctx.targets[what.target_index]
        assert spec.filter is not None
        filt = dataclasses.replace(spec.filter, zone=ir.ZoneName.GRAVEYARD, zone_owner=ir.Whose.ANY)
        changed = dataclasses.replace(spec, filter=filt, single_zone=True)
        self.ctx.targets[what.target_index] = changed
        key = self.ctx.mention("objects" if what.plural else "object", what.nouns | {"card"}).key
        return ir.Action(verb, objects=what.ref, remember=key, span=node.span)

    def _exile_untargeted_from(
        self,
        node: nodes.Node,
        what_node: nodes.Node,
        origin: nodes.Node,
        verb: ir.Verb = ir.Verb.EXILE,
    ) -> ir.Effect:
        """ "Exile a creature card from your graveyard", "exile seven cards from your
        graveyard", "exile a card from your hand": cards that are no targets, chosen by you as
        it resolves (CR 608.2d), as many as there are when there are fewer (CR 609.3); "exile
        all creature cards from your / target player's graveyard": every such card that
        player owns there (CR 400.3). What is exiled is recorded for "it" / "if you do"."""
        if not is_(origin, nodes.Zone):
            raise Unsupported(origin, "exiling from a zone what is not a target")
        possessive = origin.items[0]
        every = is_(what_node, nodes.AllOf)
        at = what_node.span
        if every and is_(possessive, (nodes.TargetPlayers, nodes.TargetOpponents)):
            place, owner = self._zone_of_target_player(origin)
        else:
            where = zone(origin)
            if where.owner != "you" or len(where.zones) != 1:
                raise Unsupported(origin, "exiling from this player's zone")
            place, owner = where.zone, ir.Players("you", span=at)
        if place not in ("graveyard", "hand"):
            raise Unsupported(origin, "exiling from this zone")
        if every:
            filter_node = take(what_node)[0]
            filt = filter_ir(filter_node, self.ctx, zone=ZONES[place], owner=owner)  # type: ignore[arg-type]
            exiled = self.ctx.mention("objects", frozenset(filt.nouns) | {"card"})
            ref: ir.ObjectRef = ir.AllObjects(filt, span=at)
        else:
            how_many, filter_node = take(what_node)
            n = fixed_count(how_many, "a number of cards that is not fixed")  # type: ignore[arg-type]
            filt = filter_ir(
                filter_node,  # type: ignore[arg-type]
                self.ctx,
                zone=ZONES[place],
                zone_owner=ir.Whose.YOU,
            )
            exiled = self.ctx.mention("objects" if n > 1 else "object", frozenset(filt.nouns))
            one_or_more = ir.Count(ir.Relation.EXACTLY, n, span=how_many.span)  # type: ignore[union-attr]
            ref = ir.ChosenObjects(one_or_more, filt, ir.Players("you", span=at), key=exiled.key)
            ref = dataclasses.replace(ref, span=at)
        return ir.Action(verb, objects=ref, remember=exiled.key, span=node.span)

    def _zone_of_target_player(self, origin: nodes.Node) -> tuple[str, ir.Players]:
        """ "target player's graveyard": the zone's name, and its owner, a player target (CR
        115.1)."""
        possessive, zone_words = take(origin)
        only_opponents = is_(possessive, nodes.TargetOpponents)
        owner = target_player(possessive, self.ctx, only_opponents)  # type: ignore[arg-type]
        assert isinstance(zone_words, nodes.Node)
        names = [lexeme.text.lower() for lexeme in take(zone_words) if lexeme is not None]
        if len(names) != 1 or names[0] not in ZONES:
            raise Unsupported(origin, "exiling from this zone")
        return names[0], owner

    def one_shot_exile_from_every_zone(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Exile all creature cards from all graveyards.", "exile all cards from all
        opponents' graveyards": every card matching the description in each such player's
        graveyard (CR 404.1, 701.13a), recorded for "exiled this way". "Exile all cards from
        all hands and graveyards", "... from all opponents' hands and graveyards": every such
        card in each of those zones of each such player, all at once (CR 402.1, 404.1, 701.13a).
        "Exile up to two target cards from graveyards": targets chosen in any graveyards, as
        "from a graveyard" (CR 115.1, 404.1). Anything but "all ..." ("a card from all
        graveyards") and any zone but graveyards and hands are reported."""
        what_node, origin = take(node)
        assert isinstance(origin, nodes.Node)
        if is_(origin, nodes.AnyZones) and is_(what_node, nodes.Target):
            if zone(origin).zones != ("graveyard",):
                raise Unsupported.quoting(origin, "a target in '{}'")
            return self._exile_target_from(node, what_node, origin)  # type: ignore[arg-type]
        where = zone(origin)
        if not set(where.zones) <= {"graveyard", "hand"}:
            raise Unsupported.quoting(origin, "exiling from '{}'")
        if not is_(what_node, nodes.AllOf):
            raise Unsupported.quoting(what_node, "'{}' from every player's zone")  # type: ignore[arg-type]
        (filter_node,) = take(what_node)  # type: ignore[arg-type]
        refs: list[ir.ObjectRef] = []
        nouns: frozenset[str] = frozenset({"card"})
        for name in where.zones:
            filt = filter_ir(
                filter_node,  # type: ignore[arg-type]
                self.ctx,
                zone=ZONES[name],
                zone_owner=_ZONE_WHOSE[where.owner],
            )
            nouns |= frozenset(filt.nouns)
            refs.append(ir.AllObjects(filt, span=what_node.span))  # type: ignore[union-attr]
        exiled = self.ctx.mention("objects", nouns)
        ref: ir.ObjectRef = (
            refs[0] if len(refs) == 1 else ir.ObjectsAnd(tuple(refs), span=what_node.span)  # type: ignore[union-attr]
        )
        return ir.Action(ir.Verb.EXILE, objects=ref, remember=exiled.key, span=node.span)

    def one_shot_exile_zone(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Exile target player's graveyard": every card in it (CR 701.13a); the cards in a
        player's graveyard are the cards that player owns there (CR 400.3, 108.3). "Exile all
        graveyards.", "exile all opponents' graveyards": every card in each such player's
        graveyard (CR 404.1)."""
        place = take(node)[0]
        if is_(place, _EVERY_ZONE):
            assert isinstance(place, nodes.Node)
            where = zone(place)
            if where.zone != "graveyard":
                raise Unsupported.quoting(place, "exiling '{}'")
            whose = "each opponent's" if where.owner == "opponents" else "each player's"
            every = ir.ObjectFilter(
                f"cards in {whose} graveyard",
                ("card",),
                zone=ir.ZoneName.GRAVEYARD,
                zone_owner=_ZONE_WHOSE[where.owner],
                span=place.span,
            )
            exiled = self.ctx.mention("objects", frozenset({"card"}))
            return ir.Action(
                ir.Verb.EXILE,
                objects=ir.AllObjects(every, span=place.span),
                remember=exiled.key,
                span=node.span,
            )
        if not is_(place, nodes.Zone):
            raise Unsupported(place, "exiling this zone")
        possessive, zone_words = take(place)
        assert isinstance(zone_words, nodes.Node)
        names = [lexeme.text.lower() for lexeme in take(zone_words) if lexeme is not None]
        if names != ["graveyard"]:
            raise Unsupported(place, "exiling a zone other than a graveyard")
        at = place.span
        if is_(possessive, (nodes.TargetPlayers, nodes.TargetOpponents)):
            only_opponents = is_(possessive, nodes.TargetOpponents)
            owner = target_player(possessive, self.ctx, only_opponents)  # type: ignore[arg-type]
        elif is_(possessive, nodes.Your):
            owner = ir.Players("you", span=at)
        else:
            raise Unsupported(possessive, "exiling this player's graveyard")
        whose = {"you": "your", "target": "that player's"}[owner.who]
        cards = ir.ObjectFilter(
            f"cards in {whose} graveyard",
            ("card",),
            zone=ir.ZoneName.GRAVEYARD,
            owner=owner,
            span=at,
        )
        everything = ir.AllObjects(cards, span=at)
        return ir.Action(ir.Verb.EXILE, objects=everything, span=node.span)

    def one_shot_return(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "return [objects] to [zone] (under [player]'s control)" (CR 400.3)."""
        what = objects(take(node)[0], self.ctx)
        destination = take(node)[1]
        assert isinstance(destination, nodes.Node)
        where = zone(take(destination)[0])
        if isinstance(what.ref, ir.ObjectsAnd) and where.zone != "hand":
            raise Unsupported(destination, "returning several object phrases there")
        if where.zone == "battlefield":
            return self._to_battlefield(node, what, take(destination)[1])
        if where.zone == "hand":
            possessive = take(take(destination)[0])[0]  # type: ignore[arg-type]
            if is_(possessive, nodes.ItsOwners) and isinstance(what.ref, ir.TargetObjects):
                # "Return target permanent to its owner's hand. Then that player discards a
                # card.": the one player the text names is that permanent's owner (CR 108.3,
                # 608.2c), read by "that player" only where no other player is named
                self.ctx.owners_named.append(
                    ir.Players("owner", of=what.ref, span=possessive.span)  # type: ignore[union-attr]
                )
            return ir.Action(ir.Verb.RETURN_TO_HAND, objects=what.ref, span=node.span)
        return self._move(node, what, where.zone)

    def one_shot_returns(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Each player returns a creature they control to its owner's hand.", "that player
        returns a land they control to its owner's hand": the player chooses which of theirs
        (CR 608.2d; each player in turn order, CR 101.4), then the chosen permanents are
        returned (CR 400.3: to their owners' hands). Any other objects or destination is
        C001."""
        counted, destination = take(node)
        assert isinstance(destination, nodes.Node)
        players = who.players
        if who.objects is not None or players is None or players.who not in _THEY_SUBJECTS:
            raise Unsupported(node, "another player returning cards")
        if self.abilities.written(destination).lower() != "to its owner's hand":
            raise Unsupported(destination, "another player returning cards there")
        if self._per is not None or until is not None:
            raise Unsupported(node, "this choice made as it resolves")
        consume_all(destination)
        chosen = objects(counted, self.ctx).ref  # type: ignore[arg-type]
        if (
            not isinstance(chosen, ir.ChosenObjects)
            or chosen.filter.controller != self.ctx.they
            or chosen.count.relation is not ir.Relation.EXACTLY
        ):
            raise Unsupported.quoting(counted, "another player returning '{}'")  # type: ignore[arg-type]
        options = self.ctx.new_key("options")
        mine = dataclasses.replace(chosen, chooser=players)
        choose = ir.Action(
            ir.Verb.CHOOSE, objects=mine, players=players, remember=options, span=node.span
        )
        those = ir.Mentioned(chosen.key, True, span=counted.span)
        back = ir.Action(ir.Verb.RETURN_TO_HAND, objects=those, span=node.span)
        return ir.Sequence((choose, back), span=node.span)

    def one_shot_return_tapped(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Return target creature card to the battlefield tapped": it enters tapped
        (CR 110.5b)."""
        what = objects(take(node)[0], self.ctx)
        return self._to_battlefield(node, what, take(node)[1], tapped=True)

    def one_shot_return_tapped_and_attacking(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Return that card to the battlefield tapped and attacking." (CR 508.4): it enters
        tapped and attacking a player or planeswalker its controller chooses, never declared
        as an attacker."""
        what = objects(take(node)[0], self.ctx)
        action = self._to_battlefield(node, what, None, tapped=True)
        return dataclasses.replace(action, attacking=True)

    def one_shot_return_from_tapped_and_attacking(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Return target creature card from your graveyard to the battlefield tapped and
        attacking." (CR 508.4, 400.7): only while it is still in that zone; it enters tapped
        and attacking, never declared as an attacker."""
        what = objects(take(node)[0], self.ctx)
        origin = self._returned_from(what, take(node)[1])  # type: ignore[arg-type]
        return ir.Action(
            ir.Verb.MOVE,
            objects=what.ref,
            from_zone=ZONES[origin.zone],
            zone=ir.ZoneName.BATTLEFIELD,
            tapped=True,
            attacking=True,
            span=node.span,
        )

    def one_shot_return_from_tapped(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Return ~ from your graveyard to the battlefield tapped", "Return target creature
        card from your graveyard to the battlefield tapped": only while it is still in that
        zone (CR 400.7), and it enters tapped (CR 110.5b)."""
        what = objects(take(node)[0], self.ctx)
        origin = self._returned_from(what, take(node)[1])  # type: ignore[arg-type]
        if take(node)[2] is not None:
            raise Unsupported(take(node)[2], "returning from a zone under a player's control")
        return ir.Action(
            ir.Verb.MOVE,
            objects=what.ref,
            from_zone=ZONES[origin.zone],
            zone=ir.ZoneName.BATTLEFIELD,
            tapped=True,
            span=node.span,
        )

    def _returned_from(
        self, what: Objects, origin_node: nodes.Node, *, opponents: bool = True
    ) -> Any:
        """The zone "from your graveyard" names: a target is chosen in it (CR 115.1), and
        "all creature cards" / "a creature card" are looked for in it (CR 400.3), so
        ``what.ref`` is updated to say so. "from an opponent's graveyard" is the zone of one
        target card (see :meth:`_one_target_in_an_opponents_zone`)."""
        origin = zone(origin_node, opponents=opponents)
        if len(origin.zones) != 1:
            raise Unsupported(origin_node, "returning from one of several zones")
        self._one_target_in_an_opponents_zone(what, origin, origin_node)
        whose = ir.Whose.YOU if origin.owner == "you" else ir.Whose.OWNER
        if origin.owner in _ZONE_WHOSE:
            whose = _ZONE_WHOSE[origin.owner]
        place = {"zone": ZONES[origin.zone], "zone_owner": whose}
        if isinstance(what.ref, ir.ObjectsAnd):
            # "up to one target creature card and up to one target land card from your
            # graveyard": the zone is every part's (each a target chosen there, CR 115.1)
            for part in what.ref.parts:
                if not isinstance(part, ir.TargetObjects):
                    raise Unsupported(origin_node, "returning these objects from a zone")
                spec = self.ctx.targets[part.target_index]
                assert spec.filter is not None
                filt = dataclasses.replace(spec.filter, **place)
                self.ctx.targets[part.target_index] = dataclasses.replace(spec, filter=filt)
        elif what.target_index is not None:
            spec = self.ctx.targets[what.target_index]
            assert spec.filter is not None
            filt = dataclasses.replace(spec.filter, **place)
            self.ctx.targets[what.target_index] = dataclasses.replace(spec, filter=filt)
        elif isinstance(what.ref, (ir.AllObjects, ir.ChosenObjects)):
            if what.ref.filter.zone not in (ir.ZoneName.BATTLEFIELD, place["zone"]):
                raise Unsupported(origin_node, "returning from a zone the objects are not in")
            filt = dataclasses.replace(what.ref.filter, **place)
            what.ref = dataclasses.replace(what.ref, filter=filt)
        return origin

    def _one_target_in_an_opponents_zone(
        self, what: Objects, where: ZoneRef, origin: nodes.Node
    ) -> None:
        """ "target card from an opponent's graveyard": one target, chosen in any one
        opponent's graveyard (CR 115.1, 102.2). Several targets "from an opponent's
        graveyard" all come from the same opponent's, which the target filter does not say:
        reported, as is an object in such a zone that is not a target."""
        if where.owner != "opponent":
            return
        if what.target_index is None:
            raise Unsupported(origin, "a card in an opponent's zone that is not a target")
        spec = self.ctx.targets[what.target_index]
        if what.plural or spec.maximum != 1 or spec.times_x:
            raise Unsupported(origin, "several target cards from one opponent's zone")

    def one_shot_return_from(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Return this card from your graveyard to your hand." (CR 400.3): only while the
        object is still in that zone (CR 400.7). "Return all Zombie cards from all graveyards to
        their owners' hands": every such card in each player's graveyard (CR 404.1)."""
        if is_(take(node)[1], _EVERY_ZONE) and not is_(take(node)[0], nodes.AllOf):
            raise Unsupported.quoting(take(node)[0], "'{}' from every player's zone")  # type: ignore[arg-type]
        what = objects(take(node)[0], self.ctx)
        origin = self._returned_from(what, take(node)[1])  # type: ignore[arg-type]
        destination = take(node)[2]
        if take(destination)[1] is not None:
            raise Unsupported(
                take(destination)[1], "returning from a zone under a player's control"
            )
        where = zone(take(destination)[0])
        if isinstance(what.ref, ir.ObjectsAnd) and where.zone != "hand":
            raise Unsupported(destination, "returning several object phrases there")
        return ir.Action(
            ir.Verb.MOVE,
            objects=what.ref,
            from_zone=ZONES[origin.zone],
            zone=ZONES[where.zone],
            span=node.span,
        )

    def one_shot_return_at_random(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Return a creature card at random from your graveyard to your hand", "Return X cards
        at random from your graveyard to your hand": that many of the cards in your graveyard
        that match, picked at random by no player (each equally likely, as a discard at random,
        CR 701.9b), as many as there are (CR 609.3), moved to that zone (CR 400.3, 400.7).
        Another player's zone, or another player returning them, is reported."""
        counted, _at_random, place, destination = take(node)
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported.quoting(node, "another player returning '{}'")
        assert isinstance(counted, nodes.Node) and isinstance(place, nodes.Node)
        how_many, filter_node = take(counted) if is_(counted, nodes.Counted) else (None, None)
        if how_many is not None and count(how_many).is_x:  # type: ignore[arg-type]
            # "Return X cards at random ...": the X announced as it was cast (CR 107.3, 601.2b)
            if not self.ctx.x_announced:
                raise Unsupported.quoting(how_many, "a number of cards '{}' not announced")  # type: ignore[arg-type]
            filt = filter_ir(filter_node, self.ctx)  # type: ignore[arg-type]
            key = self.ctx.mention("objects", frozenset(filt.nouns)).key
            x_cards = ir.Count(ir.Relation.EXACTLY, 0, is_x=True, span=how_many.span)  # type: ignore[union-attr]
            you = ir.Players("you", span=counted.span)
            chosen = ir.ChosenObjects(x_cards, filt, you, key=key, span=counted.span)
            what = Objects(chosen, True, frozenset(filt.nouns), mention_key=key)
        else:
            what = objects(counted, self.ctx)
        if not isinstance(what.ref, ir.ChosenObjects) or (
            what.ref.count.relation is not ir.Relation.EXACTLY
        ):
            raise Unsupported.quoting(counted, "'{}' picked at random")
        origin = self._returned_from(what, place)
        if origin.owner != "you" or origin.zone != "graveyard":
            raise Unsupported.quoting(place, "cards picked at random in '{}'")
        what.ref = dataclasses.replace(what.ref, at_random=True)  # type: ignore[arg-type]
        assert isinstance(destination, nodes.Node)
        if take(destination)[1] is not None:
            raise Unsupported(
                take(destination)[1], "returning from a zone under a player's control"
            )
        where = zone(take(destination)[0])
        return ir.Action(
            ir.Verb.MOVE,
            objects=what.ref,
            from_zone=ZONES[origin.zone],
            zone=ZONES[where.zone],
            span=node.span,
        )

    def one_shot_choose(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "choose target creature ..." (the target is chosen on casting, CR 601.2c) or
        "Choose one of them." (a choice made on resolution, CR 608.2d)."""
        what = objects(take(node)[0], self.ctx)
        at = node.span
        if "count" in what.extra:
            # "choose a creature": chosen now, and named by the pronouns after it.
            return ir.Action(ir.Verb.CHOOSE, objects=what.ref, span=at)
        if not what.extra.get("choose_one"):
            if what.target_index is None:
                raise Unsupported(take(node)[0], "choosing this")
            return ir.Action(ir.Verb.CHOOSE, objects=what.ref, span=at)
        mention = self.ctx.mention("object", what.nouns)
        one = ir.Count(ir.Relation.EXACTLY, 1, span=at)
        return ir.Action(ir.Verb.CHOOSE, objects=what.ref, count=one, remember=mention.key, span=at)

    def one_shot_choose_at_random(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "choose a card at random exiled with Gorex", "Choose a card at random that was
        exiled with Skyship Weatherlight": a fixed number of the objects matching the words
        before and after "at random", picked by no player, each equally likely (as a discard
        at random, CR 701.9b), as many as there are (CR 609.3); the pronouns after it ("that
        card") name them (CR 608.2c). Only you choose, with no duration and no "for each"."""
        counted, *described = take(node)
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported(node, "a choice at random made by a player other than you")
        if until is not None or self._per is not None:
            raise Unsupported(node, "this choice at random")
        if not is_(counted, nodes.Counted):
            raise Unsupported.quoting(counted, "'{}' picked at random")  # type: ignore[arg-type]
        how_many, filter_node = take(counted)  # type: ignore[arg-type]
        amount = count(how_many)  # type: ignore[arg-type]
        if amount.relation != "exactly" or amount.is_x or amount.value < 1:
            raise Unsupported(how_many, "a number of objects picked at random that is not fixed")  # type: ignore[arg-type]
        consume(counted)  # type: ignore[arg-type]
        consume_all(how_many)  # type: ignore[arg-type]
        filt = filter_ir(filter_node, self.ctx)  # type: ignore[arg-type]
        filt = qualified_after(filt, [d for d in described if d is not None], self.ctx)
        at = node.span
        nouns = frozenset(filt.nouns)
        mention = self.ctx.mention("object" if amount.value == 1 else "objects", nouns)
        chosen = ir.ChosenObjects(
            ir.Count(ir.Relation.EXACTLY, amount.value, span=counted.span),  # type: ignore[union-attr]
            filt,
            ir.Players("you", span=at),
            key=mention.key,
            at_random=True,
            span=counted.span,  # type: ignore[union-attr]
        )
        return ir.Action(ir.Verb.CHOOSE, objects=chosen, span=at)

    def one_shot_returns_to_first(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "When Parallax Wave leaves the battlefield, each player returns to the battlefield
        all cards they own exiled with Parallax Wave." (CR 607.2a): each player returns the
        cards they own among those the linked ability exiled, all at once; together they are
        every such card, each returned by its owner: onto the battlefield under its owner's
        control (CR 110.2a), or to its owner's hand ("to their hand", CR 400.3). Another
        player, destination or description is C001."""
        destination, each_node = take(node)
        players = who.players
        if who.objects is not None or players is None or players.who != "each_player":
            raise Unsupported(node, "this player returning cards")
        if self._per is not None or until is not None:
            raise Unsupported(node, "returning cards with a duration or for each of several")
        assert isinstance(destination, nodes.Node) and isinstance(each_node, nodes.Node)
        _place, under = take(destination)
        written = self.abilities.written(destination).lower()
        if under is not None or written not in ("to the battlefield", "to their hand"):
            raise Unsupported.quoting(destination, "each player returning cards '{}'")
        what = objects(each_node, self.ctx)
        ref = what.ref
        if (
            not isinstance(ref, ir.AllObjects)
            or not ref.filter.exiled_with
            or self.ctx.they is None
            or ref.filter.owner != self.ctx.they
        ):
            raise Unsupported.quoting(each_node, "each player returning '{}'")
        consume_all(destination)
        # "they own" is each player's own; all of them together are every such card, each
        # returned by its owner: no instruction of one player is left
        self.ctx.they_used = False
        every = dataclasses.replace(ref, filter=dataclasses.replace(ref.filter, owner=None))
        if written == "to the battlefield":
            return ir.Action(
                ir.Verb.MOVE,
                objects=every,
                zone=ir.ZoneName.BATTLEFIELD,
                under_owner=True,
                span=node.span,
            )
        return ir.Action(ir.Verb.RETURN_TO_HAND, objects=every, span=node.span)

    def one_shot_choose_opponent(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Choose an opponent. You and that player each draw three cards." (CR 608.2d): as
        it resolves, you choose one of your opponents (CR 102.3); "that player" after it is
        the one chosen."""
        return self._choose_a_player(node, who, until, "each_opponent")

    def one_shot_choose_player(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Choose a player. ..." (CR 608.2d): as it resolves, you choose one player in the
        game, yourself included (CR 102.1); "that player" after it is the one chosen."""
        return self._choose_a_player(node, who, until, "each_player")

    def _choose_a_player(self, node: nodes.Node, who: Subject, until: Any, among: str) -> ir.Effect:
        """The choice of one player among ``among`` by you as the effect resolves (CR 608.2d),
        recorded for "that player" after it (CR 608.2c). Only you choose, once, with no
        duration and no "for each"; no player to choose from chooses none (CR 609.3)."""
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported(node, "a choice of a player made by a player other than you")
        if until is not None or self._per is not None:
            raise Unsupported(node, "this choice of a player")
        consume_all(node)
        key = self.ctx.mention("player").key
        if among == "each_opponent":
            self._opponent_choices.add(key)
        one = ir.Count(ir.Relation.EXACTLY, 1, span=node.span)
        return ir.Action(
            ir.Verb.CHOOSE,
            recipient_players=ir.Players(among, span=node.span),
            count=one,
            remember=key,
            span=node.span,
        )

    def _an_opponent_acts(self, node: nodes.Node) -> tuple[ir.Effect, Subject]:
        """ "An opponent gains control of it.", "an opponent chooses ...": one opponent (CR
        102.3), not each; which one the ability's controller chooses as it resolves, as for
        "Choose an opponent." (CR 608.2d) -- the choice, then the clause of the player chosen,
        "that player" after it."""
        consume_all(node)
        key = self.ctx.mention("player").key
        self._opponent_choices.add(key)
        choose = ir.Action(
            ir.Verb.CHOOSE,
            recipient_players=ir.Players("each_opponent", span=node.span),
            count=ir.Count(ir.Relation.EXACTLY, 1, span=node.span),
            remember=key,
            span=node.span,
        )
        return choose, Subject(players=ir.Players("mentioned", key=key, span=node.span))

    def one_shot_choose_player_who(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Choose target opponent who had more life than you did as you activated this
        ability." (CR 115.1, 602.2): a target player described by what they have, control or
        did; the IR has no such description of a target player: C001 at the description."""
        (said,) = take(node)
        raise Unsupported(said, "a target player described by what they control, have or did")

    def one_shot_choose_friend_or_foe(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "For each player, choose friend or foe." (Battlebond): each player becomes your
        friend or your foe for the instructions after it; the runtime has no such choice."""
        raise Unsupported.quoting(node, "'{}' (each player chosen as friend or foe)")

    def one_shot_choose_player_at_random(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "choose an opponent at random" (each player equally likely, no one choosing); the
        runtime's choices are made by players: C001."""
        raise Unsupported.quoting(node, "'{}' (a player chosen at random)")

    def one_shot_choose_target_player(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Choose target opponent. You create X 3/3 green Beast creature tokens, where X is
        the number of artifacts that player controls." (CR 601.2c, 115.1): the player is a
        target chosen as the spell is cast or the ability put on the stack, named by "that
        player" after it; the instruction itself does nothing as it resolves."""
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported(node, "a target chosen by a player other than you")
        if until is not None or self._per is not None:
            raise Unsupported(node, "this choice of a target")
        (said,) = take(node)
        chosen = players(said, self.ctx)  # type: ignore[arg-type]
        return ir.Action(ir.Verb.CHOOSE, recipient_players=chosen, span=node.span)

    def one_shot_chooses(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target opponent chooses a creature they control.", "Each player chooses three
        permanents they control, then sacrifices the rest." (CR 608.2d: the player the clause
        names makes the choice as it resolves; of each player, in turn order, CR 101.4).
        "That creature" after it names the objects chosen, "the rest" those chosen from and
        not chosen (CR 608.2c). Only objects "they control" of a player subject; another
        chooser or other objects are C001."""
        (counted,) = take(node)
        players = who.players
        if who.objects is not None or players is None or players.who not in _THEY_SUBJECTS:
            raise Unsupported(node, "a choice made by these players")
        if self._per is not None or until is not None:
            raise Unsupported(node, "this choice made as it resolves")
        what = objects(counted, self.ctx)
        chosen = what.ref
        if not isinstance(chosen, ir.ChosenObjects) or chosen.filter.controller != self.ctx.they:
            raise Unsupported.quoting(counted, "choosing '{}': not objects they control")
        options = self.ctx.new_key("options")
        self.ctx.chose_from = (chosen.key, options, len(self.ctx.mentions))
        mine = dataclasses.replace(chosen, chooser=players)
        return ir.Action(
            ir.Verb.CHOOSE, objects=mine, players=players, remember=options, span=node.span
        )

    def one_shot_play_this_turn(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "You may play that card this turn" (CR 601.2, 305.1: a permission, not an action)."""
        what = objects(take(node)[0], self.ctx)
        return self._action(ir.Verb.ALLOW_PLAY, node, who, objects=what.ref)

    def _play_that_card(self, node: nodes.Node, until: Any) -> ir.Effect:
        """ "Until end of turn, you may play that card." (CR 305.1, 601.2: a permission for
        this turn, CR 611.2a, of the card or cards named last -- "those cards" after "Exile the
        top two cards of your library"). Another duration or player is C001."""
        subject, may, verbs, duration = take(node)
        consume(subject, may)
        said_you = subject is None or is_(take(subject)[0], nodes.You)  # type: ignore[arg-type]
        through = until is _THROUGH_NEXT_TURN
        if duration is not None or not (through or until is ir.Duration.END_OF_TURN):
            raise Unsupported.quoting(node, "'{}' for another duration")
        if not said_you:
            raise Unsupported.quoting(node, "'{}' for another player")
        assert isinstance(verbs, nodes.Node)
        (kind,) = take(verbs)
        assert isinstance(kind, nodes.Node)
        (words_,) = take(kind)
        assert isinstance(words_, nodes.Lexeme)
        plural = words_.text.lower().startswith("those")
        mention = _last_named(self.ctx, "card")
        if mention is None or mention.kind == "player" or (mention.kind == "objects") != plural:
            raise Unsupported.quoting(kind, "'{}' of no card named before it")
        what = _recall(mention, kind, plural)
        at = node.span
        you = ir.Players("you", span=at)
        verb = ir.Verb.ALLOW_PLAY_THROUGH_NEXT_TURN if through else ir.Verb.ALLOW_PLAY
        allow = ir.Action(verb, objects=what.ref, players=you, span=at)
        if may is None:  # "Until end of turn, you play that card" is no Oracle wording
            raise Unsupported.quoting(node, "'{}' without 'may'")
        # "may" is the permission's own word (CR 601.2, 305.1), as in "You may play that card
        # this turn": nothing is chosen as the ability resolves
        return allow

    def one_shot_cast_reference(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "You may cast that card this turn", "Until end of turn, you may cast those cards"
        (CR 601.2, 611.2a): a permission this turn to cast the card or cards named before it
        in the ability -- never to play a land (CR 305.9). Another duration, another player,
        or an object not named before it (this object, the event's) is C001."""
        (what_node,) = take(node)
        if until is not ir.Duration.END_OF_TURN:
            raise Unsupported.quoting(node, "'{}' for another duration")
        if who.players is not None and who.players.who != "you":
            raise Unsupported.quoting(node, "'{}' for another player")
        what = objects(what_node, self.ctx)  # type: ignore[arg-type]
        if not isinstance(what.ref, ir.Mentioned | ir.TargetObjects) or "card" not in what.nouns:
            raise Unsupported.quoting(what_node, "casting '{}': no card named before it")
        you = ir.Players("you", span=node.span)
        return ir.Action(ir.Verb.ALLOW_CAST, objects=what.ref, players=you, span=node.span)

    def one_shot_look_at_and_play_while_exiled(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "You may look at and play that card for as long as it remains exiled." (CR 406.3:
        the player may look at the face-down exiled card; the rules runtime keeps no hidden
        information, so looking changes nothing it plays): :meth:`one_shot_play_while_exiled`."""
        return self._while_exiled(node, who, until, ir.Verb.ALLOW_PLAY_WHILE_EXILED)

    def one_shot_look_at_and_cast_while_exiled(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "You may look at and cast that card for as long as it remains exiled." (CR 406.3,
        601.2): :meth:`one_shot_cast_while_exiled`, the looking as in
        :meth:`one_shot_look_at_and_play_while_exiled`."""
        return self._while_exiled(node, who, until, ir.Verb.ALLOW_CAST_WHILE_EXILED)

    def one_shot_play_while_exiled(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "You may play that card for as long as it remains exiled." (CR 305.1, 601.2: a
        permission, not an action, of the card in exile; it ends as the card leaves exile,
        CR 400.7)."""
        return self._while_exiled(node, who, until, ir.Verb.ALLOW_PLAY_WHILE_EXILED)

    def one_shot_cast_while_exiled(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "You may cast that card for as long as it remains exiled." (CR 601.2, 400.7)."""
        return self._while_exiled(node, who, until, ir.Verb.ALLOW_CAST_WHILE_EXILED)

    def one_shot_play_while_they_remain_exiled(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "You may play those cards for as long as they remain exiled." (CR 305.1, 601.2,
        400.7): :meth:`one_shot_play_while_exiled` of each card the reference names."""
        return self._while_exiled(node, who, until, ir.Verb.ALLOW_PLAY_WHILE_EXILED)

    def one_shot_cast_while_they_remain_exiled(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "You may cast those cards for as long as they remain exiled." (CR 601.2, 400.7)."""
        return self._while_exiled(node, who, until, ir.Verb.ALLOW_CAST_WHILE_EXILED)

    def one_shot_look_at_and_play_while_they_remain_exiled(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "You may look at and play those cards for as long as they remain exiled." (CR
        406.3, 305.1): as :meth:`one_shot_look_at_and_play_while_exiled`, of each card."""
        return self._while_exiled(node, who, until, ir.Verb.ALLOW_PLAY_WHILE_EXILED)

    def one_shot_look_at_and_cast_while_they_remain_exiled(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "You may look at and cast those cards for as long as they remain exiled." (CR
        406.3, 601.2): as :meth:`one_shot_look_at_and_cast_while_exiled`, of each card."""
        return self._while_exiled(node, who, until, ir.Verb.ALLOW_CAST_WHILE_EXILED)

    def one_shot_look_at_while_exiled(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "You may look at that card for as long as it remains exiled." (CR 406.3: a player
        may look at a face-down exiled card only where an effect allows it): a permission of
        no action, which no instruction of the IR states, so it is reported."""
        raise Unsupported.quoting(
            node, "'{}': a permission to look at face-down exiled cards (CR 406.3)"
        )

    def one_shot_look_at_while_they_remain_exiled(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "You may look at those cards for as long as they remain exiled.": as
        :meth:`one_shot_look_at_while_exiled`."""
        return self.one_shot_look_at_while_exiled(node, who, until)

    def _while_exiled(self, node: nodes.Node, who: Subject, until: Any, verb: ir.Verb) -> ir.Effect:
        """A permission to play or cast the card a reference names while it stays in exile;
        another duration with it, or objects that aren't one card named before, is C001."""
        if until is not None:
            raise Unsupported.quoting(node, "a second duration on '{}'")
        reference = next(i for i in take(node) if isinstance(i, nodes.Node))
        what = objects(reference, self.ctx)
        if not isinstance(what.ref, ir.Mentioned):
            raise Unsupported.quoting(reference, "'{}' as the card that remains exiled")
        return self._action(verb, node, who, objects=what.ref)

    def one_shot_cant_play_lands(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target player can't play lands this turn." (CR 305.1, 101.2: for the rest of the
        turn, CR 611.2a). Another duration, or a subject that is not players, is C001."""
        if who.players is None:
            raise Unsupported.quoting(node, "'{}' said of no player")
        if until is not ir.Duration.END_OF_TURN:
            raise Unsupported.quoting(node, "a player's restriction '{}' not for this turn")
        return self._action(ir.Verb.CANT_PLAY_LANDS, node, who)

    def one_shot_extra_land_this_turn(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "You may play an additional land this turn." (CR 305.2: one more land play, for the
        rest of the turn, CR 611.2a)."""
        if until is not None:
            raise Unsupported.quoting(node, "a second duration on '{}'")
        if _lexeme(node, "CARD_TYPE").text.lower() != "land":
            raise Unsupported(node, "playing an additional card that isn't a land")
        return self._action(ir.Verb.EXTRA_LAND_THIS_TURN, node, who)

    def one_shot_extra_lands_this_turn(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "You may play two additional lands this turn." (CR 305.2: that many more land
        plays, for the rest of the turn, CR 611.2a)."""
        if until is not None:
            raise Unsupported.quoting(node, "a second duration on '{}'")
        if _lexeme(node, "CARD_TYPE").text.lower() != "lands":
            raise Unsupported(node, "playing additional cards that aren't lands")
        how_many = _lexeme(node, "NUMBER_WORD")
        n = word_number(how_many.text)
        if n < 2:  # "an additional land" is :meth:`one_shot_extra_land_this_turn`'s
            raise Unsupported(node, "'additional lands' of fewer than two")
        amount = ir.Fixed(n, span=how_many.span)
        return self._action(ir.Verb.EXTRA_LAND_THIS_TURN, node, who, amount=amount)

    def one_shot_extra_lands_up_to_this_turn(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "You may play up to three additional lands this turn." (CR 305.2): each land play
        is a permission the player may use or not, so "up to three" permits what "three"
        does."""
        return self.one_shot_extra_lands_this_turn(node, who, until)

    def one_shot_conjure(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """Conjure (digital only): create cards in a zone from a card's definition."""
        n = count(take(node)[0])
        name = _lexeme(node, "OTHER_CARD_NAME").text
        self.abilities.named_cards[name] = self.abilities.named_card(name, node)
        where = zone(take(node)[-1])
        return self._action(
            ir.Verb.CONJURE,
            node,
            who,
            amount=quantity(n, take(node)[0]),
            card_name=name,
            zone=ZONES[where.zone],
        )

    def one_shot_copy(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "copy that spell" (CR 707.10): the copy keeps the original's targets; it is
        recorded for "the copy" of a later "You may choose new targets for the copy"
        (CR 707.10c). Its mention is of its own kind, so "it" and "that spell" still name
        the spell copied."""
        return self._copy_spell(take(node)[0], node, who)  # type: ignore[arg-type]

    def one_shot_copy_twice(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "copy that spell twice" (CR 707.10): two copies, each put on the stack in turn;
        "the copies" after it are both."""
        copied_node, twice = take(node)
        consume(twice)  # type: ignore[arg-type]
        return self._copy_spell(copied_node, node, who, times=2)  # type: ignore[arg-type]

    def one_shot_copy_times(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Copy target permanent spell you control three times" (CR 707.10): that many
        copies, one each time. Oracle says "copy" for one and "copy ... twice" for two; "one
        times" and "two times" are not its words and are reported."""
        copied_node, number = take(node)
        n = word_number(number.text)  # type: ignore[union-attr]
        if n < 3:
            raise Unsupported.quoting(number, "'{} times': Oracle says 'copy' or 'copy ... twice'")  # type: ignore[arg-type]
        consume(number)  # type: ignore[arg-type]
        return self._copy_spell(copied_node, node, who, times=n)  # type: ignore[arg-type]

    def one_shot_copies(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "that player copies it", "The controller of target instant or sorcery spell copies
        it" (CR 707.10): the player the subject names puts the copy on the stack, and so
        controls it; a subject naming no player is C001."""
        if who.players is None:
            raise Unsupported(node, "'copies' said of no player")
        return self._copy_spell(take(node)[0], node, who)  # type: ignore[arg-type]

    def _copy_spell(
        self, copied_node: nodes.Node, node: nodes.Node, who: Subject, times: int = 1
    ) -> ir.Action:
        """The copy of a spell, made by the clause's player (CR 707.10: the copy is controlled
        by the player under whose control it was put on the stack): you, or "that player" of
        "That player may copy this spell" (``players``). Objects as the subject are C001.
        ``times``: "copy it twice", "three times" (``amount``: one copy each time)."""
        if who.objects is not None and who.players is None:
            raise Unsupported(node, "a copy made by objects rather than a player")
        what = objects(copied_node, self.ctx)
        if times > 1 and what.plural:
            raise Unsupported(copied_node, "copying several spells more than once")
        if times > 1 and "card" in what.nouns:
            # "copy it three times" of a card exiled: copies of a card, made in its zone to
            # be cast (CR 707.12), not spells put on the stack
            raise Unsupported(copied_node, "copying a card (CR 707.12)")
        amount = ir.Fixed(times, span=node.span) if times > 1 else None
        # "the copy" after one copy, "the copies" after "copy it twice" (CR 707.10c). "copy
        # that spell twice instead" records its copies where the copy it replaces would have
        # been (CR 614.1a): "the copies" after it are whichever were made
        key = ""
        replaced = [
            step
            for step in self._instead_of or ()
            if isinstance(step, ir.Action) and step.verb is ir.Verb.COPY_SPELL
        ]
        if len(replaced) == 1 and replaced[0].remember:
            key = replaced[0].remember
        copied = self.ctx.mention(
            COPY_MENTION, frozenset({"copy"} if times == 1 else {"copies"}), key=key
        )
        by = who.players if who.players is not None and who.players.who != "you" else None
        return ir.Action(
            ir.Verb.COPY_SPELL,
            players=by,
            objects=what.ref,
            amount=amount,
            remember=copied.key,
            span=node.span,
        )

    def one_shot_copy_except(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Copy target instant or sorcery spell, except that the copy is red" (CR 707.10,
        707.9b): the exceptions are part of the copy's copiable values; "except it isn't
        legendary" and "except it has this ability" are C001."""
        copied_node, exception = take(node)
        changes, in_addition = self._copy_exception(exception)  # type: ignore[arg-type]
        action = self._copy_spell(copied_node, node, who)  # type: ignore[arg-type]
        return dataclasses.replace(action, copy_changes=changes, copy_in_addition=in_addition)

    def one_shot_choose_new_targets(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "[You may] choose new targets for the copy", "... for target spell" (CR 115.7d,
        707.10c): the player may leave each target unchanged or change it to a legal one.
        Only spells: an ability on the stack ("target activated ability") is reported. A
        player other than you chooses only for "the copy" the clause before made ("they may
        copy this spell and may choose a new target for that copy": the copy's controller,
        CR 707.10c); choosing for another spell is C001."""
        if who.objects is not None:
            raise Unsupported(node, "choosing new targets by objects")
        what = objects(take(node)[0], self.ctx)
        # "the copy", "the copies" a "copy that spell [twice]" just made (CR 707.10c)
        is_copy = what.nouns in (frozenset({"copy"}), frozenset({"copies"}))
        other = who.players is not None and (who.players.who != "you" or who.players.of is not None)
        if other and not is_copy:
            raise Unsupported(node, "choosing new targets by a player other than you")
        if not is_copy and (
            what.filter is None
            or what.filter.zone is not ir.ZoneName.STACK
            or "spell" not in what.filter.nouns
            or "ability" in what.filter.nouns
        ):
            raise Unsupported(
                take(node)[0], "choosing new targets for something other than a spell"
            )
        by = who.players if other else None
        return ir.Action(ir.Verb.CHOOSE_NEW_TARGETS, players=by, objects=what.ref, span=node.span)

    def one_shot_choose_a_new_target(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "[they may] choose a new target for that copy" (CR 115.7d, 707.10c): the copy's
        one target may be left unchanged or changed to a legal one -- the same choice as
        "choose new targets" of a copy with a single target."""
        return self.one_shot_choose_new_targets(node, who, until)

    def one_shot_counter_spell(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Counter target noncreature spell." (CR 701.6a): only spells; abilities on the
        stack are reported. ("... unless its controller pays {4}" is :meth:`clause_unless`.)"""
        what = objects(take(node)[0], self.ctx)
        if isinstance(what.ref, ir.EventObject) and self.ctx.event_subject == "spell":
            # "Whenever a player casts a spell, counter it": the spell cast (CR 603.7c)
            return ir.Action(ir.Verb.COUNTER, objects=what.ref, span=node.span)
        if isinstance(what.ref, ir.SourceObject) and self.ctx.source_is_spell:
            # "When you cast this spell, any player may pay 5 life. If a player does, counter
            # Dash Hopes.": the spell itself, on the stack below its ability (CR 113.6, 701.6a)
            return ir.Action(ir.Verb.COUNTER, objects=what.ref, span=node.span)
        if (
            isinstance(what.ref, ir.TargetObjects)
            and what.filter is None
            and "spell" in what.nouns
            and not what.nouns & {"ability", "permanent", "card", "creature"}
        ):
            # "Counter target spell ... counter that spell": the target spell (CR 608.2b)
            return ir.Action(ir.Verb.COUNTER, objects=what.ref, span=node.span)
        if what.filter is None or what.filter.zone is not ir.ZoneName.STACK:
            raise Unsupported(take(node)[0], "countering something other than a spell")
        if "spell" not in what.filter.nouns:
            raise Unsupported(take(node)[0], "countering an ability")
        return ir.Action(ir.Verb.COUNTER, objects=what.ref, span=node.span)

    def one_shot_gain_control(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "[player] gains control of [objects]" (CR 613.1b); with no subject, you do."""
        what = objects(take(node)[2], self.ctx)
        gainer = who.players or ir.Players("you", span=node.span)
        return ir.GainControl(gainer, what.ref, until, span=node.span)

    def one_shot_exchange_control(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Exchange control of target land you control and target land an opponent
        controls" (CR 701.12b): of two objects, each named by one phrase; if either is gone
        or can't be exchanged, nothing happens (CR 701.12a)."""
        what = objects(take(node)[1], self.ctx)
        if isinstance(what.ref, ir.ObjectsAnd) and not what.extra.get("two_objects"):
            raise Unsupported(node, "exchanging control of other than two objects")
        if not isinstance(what.ref, ir.ObjectsAnd) and not what.plural:
            # "Exchange control of target creature.": one object has nothing to be exchanged
            # with (CR 701.12b names two); no reading
            raise Unsupported(node, "exchanging control of one object", meaningless=True)
        return ir.Action(ir.Verb.EXCHANGE_CONTROL, objects=what.ref, span=node.span)

    def _two_players_exchange(self, subject: nodes.Node | None, predicates: nodes.Node) -> bool:
        """Whether the clause is "Two target players exchange life totals" (read, not
        consumed): a subject of two target players is read only before this one predicate."""
        if subject is None or not is_(take(subject)[0], nodes.TargetPlayers):
            return False
        said = [item for item in predicates.items if isinstance(item, nodes.Node)]
        return [item.rule for item in said] == ["exchange_life_totals"]

    def _two_target_players(self, node: nodes.Node) -> ir.Players:
        """ "two target players": two different players, targets of the ability (CR 115.1,
        115.3: one player can't be chosen twice for the one word "target"); another number
        ("up to two", "three") is C001."""
        (how_many,) = take(node)
        if not is_(how_many, nodes.TargetCount):
            raise Unsupported.quoting(node, "'{}' as the players exchanging life totals")
        said = count_word(take(how_many)[0])  # type: ignore[arg-type]
        if said.is_x or said.value != 2:
            raise Unsupported.quoting(node, "'{}' as the players exchanging life totals")
        consume_all(node)
        index = len(self.ctx.targets)
        self.ctx.targets.append(
            ir.TargetSpec(
                "two target players", 2, 2, objects=False, players=ir.Whose.ANY, span=node.span
            )
        )
        self.ctx.mention("players", key=f"target{index}", target_index=index)
        return ir.Players("target", target_index=index, span=node.span)

    def one_shot_exchange_zones(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Exchange your hand and graveyard." (CR 701.12d, 701.12f): every card of one zone
        goes to the other at once, also when one is empty; no instruction of the IR moves
        two zones' cards into each other's zone, so it is reported."""
        raise Unsupported.quoting(node, "'{}': exchanging the cards of two zones (CR 701.12d)")

    def one_shot_exchange_life_totals(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Two target players exchange life totals." (CR 701.12c): each of the two gains or
        loses the life needed to equal the other's total; only said of two target players."""
        if until is not None:
            raise Unsupported.quoting(node, "a duration on '{}'")
        players_ = who.players
        if players_ is None or players_.who != "target" or players_.target_index is None:
            raise Unsupported.quoting(node, "'{}' said of other than two target players")
        spec = self.ctx.targets[players_.target_index]
        if (spec.minimum, spec.maximum) != (2, 2):
            raise Unsupported.quoting(node, "'{}' said of other than two target players")
        return ir.Action(ir.Verb.EXCHANGE_LIFE_TOTALS, players=players_, span=node.span)

    def one_shot_exchange_life_totals_with(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Exchange life totals with target opponent." (CR 701.12c): you and that player;
        said by another player, or with a phrase that may name several players, is C001."""
        if until is not None:
            raise Unsupported.quoting(node, "a duration on '{}'")
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported.quoting(node, "'{}' said by a player other than you")
        (other_node,) = (i for i in take(node) if isinstance(i, nodes.Node))
        other = players(other_node, self.ctx)  # type: ignore[arg-type]
        if other.who not in ("target", "that_player", "mentioned"):
            raise Unsupported.quoting(other_node, "exchanging life totals with '{}'")
        if other.who == "mentioned" and not other.key.startswith("target"):
            raise Unsupported.quoting(other_node, "exchanging life totals with '{}'")
        pair = ir.Players("you_and", also=other, span=node.span)
        return ir.Action(ir.Verb.EXCHANGE_LIFE_TOTALS, players=pair, span=node.span)

    def one_shot_become_monarch(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "You become the monarch", "Target player becomes the monarch" (CR 725.1): said
        to a player; the rules of the designation are the runtime's (CR 725.2-725.4)."""
        return self._action(ir.Verb.BECOME_MONARCH, node, who)

    def one_shot_extra_turn(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Take an extra turn after this one" / "take two extra turns after this one"
        (CR 500.7): said to a player (you, or the clause's player: "Target player takes an
        extra turn after this one")."""
        how_many = count_word(next(i for i in take(node) if isinstance(i, nodes.Node)))
        if how_many.is_x:
            raise Unsupported(node, "X extra turns")
        return self._action(ir.Verb.EXTRA_TURN, node, who, amount=ir.Fixed(how_many.value))

    def one_shot_blocked_this_turn_if_able(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "[creature] must be blocked this turn if able": a requirement on the defending
        player's blocks this turn (CR 509.1c), on the objects named as it resolves."""
        return ir.Restrict(
            who.object_ref, "must_be_blocked", ir.Duration.END_OF_TURN, span=node.span
        )

    def one_shot_fight(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target creature you control fights target creature you don't control", "~ fights
        another target creature" (CR 701.14a): the one creature the subject names and the one
        the object phrase names each deal damage equal to its power to the other. A fight of
        several creatures, or said of no creature ("you fight"), is reported."""
        if who.objects is None:
            raise Unsupported(node, "a fight with no creature to fight")
        other = objects(take(node)[1], self.ctx)
        if who.objects.plural or other.plural:
            raise Unsupported(node, "a fight of more than two creatures")
        return ir.Action(
            ir.Verb.FIGHT, objects=who.objects.ref, recipients=other.ref, span=node.span
        )

    def one_shot_have_do(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "[You may] have it fight target creature you don't control" (CR 701.14a): the
        creature named fights, as in "it fights ..."; "[you may] have it deal 3 damage to
        target creature": it deals the damage, as in "it deals ..." (CR 120.3); you choose
        whether (the "may" before it). Having an object do anything else, or another player
        having it, is reported."""
        _have, what, predicate = take(node)
        mine = who.players is None or (who.players.who == "you" and who.players.of is None)
        if is_(predicate, nodes.BlockIfAble) and who.objects is None and mine:
            return self._have_block(what, predicate, until)  # type: ignore[arg-type]
        dealing = getattr(predicate, "rule", "").startswith("deal_damage")
        if dealing and who.objects is None and mine:
            # "you may have it deal damage equal to its power to target creature" (Laccolith
            # Grunt): the object named is the source of the damage, as in "it deals ..." (CR
            # 120.3, 608.2c); you choose whether (the "may" before it, CR 608.2d)
            return self.one_shot(predicate, Subject(objects=objects(what, self.ctx)), until)  # type: ignore[arg-type]
        becoming_copy = is_(predicate, (nodes.BecomeCopy, nodes.BecomeCopyExcept))
        if becoming_copy and who.objects is None and mine:
            # "you may have Cryptoplasm become a copy of another target creature": the object
            # named becomes the copy, as in "Cryptoplasm becomes ..." (CR 707.2); you choose
            # whether (the "may" before it, CR 608.2d)
            return self.one_shot(predicate, Subject(objects=objects(what, self.ctx)), until)  # type: ignore[arg-type]
        timed = getattr(predicate, "rule", "") in TIMED_EFFECTS
        if timed and who.objects is None and mine and not is_(predicate, nodes.Fight):
            verb = self.abilities.written(predicate).split()[0].lower()  # type: ignore[arg-type]
            if verb in _AGREEING_VERBS:
                # "have target creature gets -1/-1": after "have" the verb is the bare
                # infinitive ("get", "gain", "become"); the -s form is no English
                raise Unsupported(
                    predicate, f"'have ... {verb}' (Oracle: the verb without -s)", meaningless=True
                )  # type: ignore[arg-type]
            # "you may have target creature get -1/-1 until end of turn", "you may have Ally
            # creatures you control gain vigilance until end of turn", "you may have ~ become a
            # 3/3 ... creature until end of turn": the objects named get the effect, as in
            # "target creature gets -1/-1 until end of turn" (CR 611.2a; the objects affected
            # are those named as it resolves, CR 611.2c); you choose whether (CR 608.2d)
            return self.one_shot(predicate, Subject(objects=objects(what, self.ctx)), until)  # type: ignore[arg-type]
        if not is_(predicate, nodes.Fight) or who.objects is not None or not mine:
            raise Unsupported.quoting(node, "the effect '{}'")
        consume(predicate)
        return self.one_shot_fight(predicate, Subject(objects=objects(what, self.ctx)), until)  # type: ignore[arg-type]

    def _have_block(self, what: nodes.Node, predicate: nodes.Node, until: Any) -> ir.Effect:
        """ "[You may] have target creature block it this turn if able" (CR 509.1c): a
        requirement on the creature named, to block this creature, for the turn. Blocking any
        other creature ("block equipped creature") is reported."""
        (blocked_node,) = take(predicate)
        blocked = objects(blocked_node, self.ctx)  # type: ignore[arg-type]
        if not isinstance(blocked.ref, ir.SourceObject):
            raise Unsupported(blocked_node, "a requirement to block a creature other than this one")  # type: ignore[arg-type]
        if until is not None:  # "this turn" is the requirement's own duration
            raise Unsupported(predicate, "'block ... this turn if able' with another duration")
        forced = objects(what, self.ctx)
        return ir.Restrict(
            forced.ref, "must_block_source", ir.Duration.END_OF_TURN, span=predicate.span
        )

    def one_shot_have_player_do(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "[You may] have target player mill two cards", "you may have that player lose 1
        life", "you may have that player shuffle" (CR 608.2c): the player named after "have"
        does what the instruction says, as in "target player mills two cards"; whether it is
        done is the choice of the player saying "have" (the "may" before it, CR 608.2d). Only
        you have a player do something; another player having it is reported."""
        _have, player_node, predicate = take(node)
        assert isinstance(player_node, nodes.Node) and isinstance(predicate, nodes.Node)
        mine = who.objects is None and (
            who.players is None or (who.players.who == "you" and who.players.of is None)
        )
        if not mine:
            raise Unsupported.quoting(node, "the effect '{}' said of another player")
        acting = Subject(players=players(player_node, self.ctx))
        return self.one_shot(predicate, acting, until)

    def one_shot_tap_or_untap(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "[You may] tap or untap target permanent" (CR 701.26a, 701.26b): as it resolves,
        the player following it chooses, for each object, which of the two to do
        (CR 608.2d). Said of objects as the subject, it is not English."""
        what = objects(take(node)[0], self.ctx)
        return self._action(ir.Verb.TAP_OR_UNTAP, node, who, objects=what.ref)

    def one_shot_gain_abilities(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "[objects] gain(s) [abilities] until end of turn" (CR 611.2). The card's name in a
        quoted ability granted to another object is the card (CR 201.5a), which the granted
        ability would read as its own source: reported."""
        granted = self._effect_grants(self.abilities.ability_list(take(node)[1], self.ctx), node)
        named = descendants(take(node)[1], nodes.SelfName)  # type: ignore[arg-type]
        if named and not isinstance(who.object_ref, ir.SourceObject):
            raise Unsupported(named[0], "the card's name in an ability it grants (CR 201.5a)")
        # CR 611.2c: affects only the objects it affects as it resolves.
        return ir.GainAbilities(who.object_ref, granted, until, span=node.span)

    def one_shot_have_abilities(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target Elf creature gets +2/+2 and has trample for as long as Everglove Courier
        remains tapped": "has" with a duration, said by a resolving ability, is an effect that
        grants the abilities for that long (CR 611.2a, 611.2b), as "gains" is. Without a
        duration it is C001: no instruction says for how long it has them."""
        if until is None:
            raise Unsupported.quoting(node, "the effect '{}'")
        return self.one_shot_gain_abilities(node, who, until)

    def _effect_grants(
        self, abilities: list[Any], node: nodes.Node
    ) -> tuple[ir.GrantedAbility, ...]:
        """Abilities a one-shot effect grants, as IR: keywords, quoted abilities and "You may
        cast this card from your graveyard" (CR 601.3)."""
        found: list[ir.GrantedAbility] = []
        for granted in abilities:
            if isinstance(granted, str):
                found.append(ir.KeywordName(granted))
            elif isinstance(granted, CastFromGraveyard):
                found.append(ir.CastFromGraveyard())
            elif isinstance(granted, ir.StaticAbility):
                raise Unsupported(granted, GRANTED_STATIC)
            else:
                found.append(granted)  # a quoted ability, as IR (AbilityCompiler.quoted)
        return tuple(found)

    def one_shot_get_emblem(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "You get an emblem with "[ability]"", "Target opponent gets an emblem with ..."
        (CR 114.1): each player the clause names gets an emblem in the command zone, owned
        and controlled by them (CR 114.2), with the quoted abilities and no other
        characteristic (CR 114.3, 114.5). Its triggered abilities, and its static abilities
        whose effects are continuous effects (layers, CR 613) or restrictions, function
        there (CR 114.4); any other kind of ability (an activated ability, a keyword, a rule
        of the game it changes, a cost change, a prevention) is C001, as is a subject
        other than players."""
        if who.objects is not None or until is not None:
            raise Unsupported.quoting(node, "the effect '{}' said of objects or for a duration")
        with_node = take(node)[-1]
        outer, self.abilities.in_emblem = self.abilities.in_emblem, True
        try:
            granted = self.abilities.ability_list(take(with_node)[0], self.ctx)
        finally:
            self.abilities.in_emblem = outer
        found: list[ir.GrantedAbility] = []
        for ability in granted:
            if isinstance(ability, ir.TriggeredAbility) or (
                isinstance(ability, ir.StaticAbility) and _emblem_static(ability)
            ):
                found.append(ability)
            else:
                where = ability if getattr(ability, "span", None) is not None else with_node
                raise Unsupported(where, "this kind of ability of an emblem (CR 114.4)")
        return ir.GetEmblem(tuple(found), who.players, span=node.span)

    def one_shot_get_pt(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        power, toughness = parse_pt_mod(_lexeme(node, "PT_MOD").text)
        per = self._take_per()  # "gets +1/+1 for each ..." (CR 608.2h)
        return ir.ModifyPT(who.object_ref, power, toughness, until, per=per, span=node.span)

    def one_shot_have_base_pt(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target creature has base power and toughness 0/1 until end of turn", "creatures
        you control have base power and toughness 1/1 until end of turn": an effect setting the
        base power and toughness (layer 7b, CR 613.4b) of the objects named as it resolves (CR
        611.2c), for its duration (without one, indefinitely, CR 611.2a). Said of a player, or
        a power or toughness other than a number ("X/X", "*/*"), is C001."""
        if who.objects is None:
            raise Unsupported.quoting(node, "'{}' said of no object")
        written = _lexeme(node, "PT").text
        power, _slash, toughness = written.partition("/")
        if not (power.isdigit() and toughness.isdigit()):
            raise Unsupported.quoting(node, "a base power and toughness not a number in '{}'")
        characteristics = ir.Characteristics(
            power=int(power), toughness=int(toughness), span=node.span
        )
        return ir.Become(who.object_ref, characteristics, True, until, span=node.span)

    def one_shot_have_base_power(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target attacking creature has base power 0 until end of turn", "~ has base power
        8 until end of turn", "gains flying and has base toughness 1": an effect setting that
        one base characteristic (layer 7b, CR 613.4b) of the objects named as it resolves (CR
        611.2c), for its duration (without one, indefinitely, CR 611.2a); the other is left as
        it is. Said of a player is C001."""
        if who.objects is None:
            raise Unsupported.quoting(node, "'{}' said of no object")
        value = int(_lexeme(node, "NUMBER").text)
        if is_(node, nodes.HaveBaseToughness):
            characteristics = ir.Characteristics(toughness=value, span=node.span)
        else:
            characteristics = ir.Characteristics(power=value, span=node.span)
        return ir.Become(who.object_ref, characteristics, True, until, span=node.span)

    one_shot_have_base_toughness = one_shot_have_base_power

    one_shot_get_additional_pt = one_shot_get_pt  # "gets an additional +2/+2": another effect

    # ---- families of abilities read and refused (issue 20, session 37) ----------------------

    def one_shot_switch_pt(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Switch target creature's power and toughness until end of turn.", "Switch ~'s
        power and toughness ...", "Switch each creature's power and toughness ..." (layer 7d,
        CR 613.4d: applied after every other change to power and toughness, for as long as
        the clause says). Whose else ("its", "enchanted creature's") is refused."""
        (holder,) = take(node)
        assert isinstance(holder, nodes.Node)
        if until is None:
            # CR 611.2a: a continuous effect from a resolving ability lasts as long as it says
            raise Unsupported(node, "switching power and toughness with no duration")
        # "you may switch ~'s power and toughness" (CR 608.2d: the controller chooses, and
        # does it); any other subject is refused
        said_by_you = who.players is not None and who.players.who == "you"
        if who.objects is not None or (who.players is not None and not said_by_you):
            raise Unsupported(node, "a subject before 'switch'")
        where = holder.span
        if is_(holder, nodes.PtOfSelf):
            consume_all(holder)
            ref: ir.ObjectRef = ir.SourceObject(span=where)
        elif is_(holder, (nodes.PtOfTargetCreature, nodes.PtOfEachCreature)):
            consume_all(holder)
            creature = ir.ObjectFilter(
                "creature",
                ("creature",),
                types=(ir.TypeTest(("creature",), span=where),),
                span=where,
            )
            if is_(holder, nodes.PtOfEachCreature):
                ref = ir.AllObjects(creature, span=where)
            else:
                index = len(self.ctx.targets)
                self.ctx.targets.append(target_spec(creature, "target creature", 1, 1))
                self.ctx.mention("object", frozenset({"creature"}), f"target{index}", index)
                ref = ir.TargetObjects(index, span=where)
        else:
            raise Unsupported.quoting(holder, "whose power and toughness '{}' switches")
        return ir.SwitchPT(ref, until, span=node.span)

    def one_shot_cant_cast(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target player can't cast spells this turn.", "... can't cast noncreature spells
        this turn" (CR 101.2: a restriction on casting, for the rest of the turn, CR 611.2a).
        The spells are told by their characteristics (types, colors, ...); any other test of
        them, another duration or a subject that is not players is refused."""
        (filter_node,) = take(node)
        assert isinstance(filter_node, nodes.Node)
        if who.players is None:
            raise Unsupported.quoting(node, "'{}' said of no player")
        if until is None:
            raise Unsupported.quoting(node, "a player's restriction '{}' with no duration")
        if until is not ir.Duration.END_OF_TURN:
            raise Unsupported.quoting(node, "a player's restriction '{}' beyond this turn")
        filt = filter_ir(filter_node, self.ctx)
        state = [
            f.name
            for f in dataclasses.fields(filt)
            if f.name not in CAST_BAN_FIELDS and getattr(filt, f.name) != f.default
        ]
        if not set(filt.nouns) <= {"spell"} or state:
            raise Unsupported.quoting(filter_node, "'{}' as the spells a player can't cast")
        return ir.CantCast(who.players, filt, until, span=node.span)

    def one_shot_cast_without_paying(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "You may cast that card without paying its mana cost." after "exile that card",
        "... cast it without paying its mana cost" after "look at the top card of your
        library" (CR 608.2g, 118.9): the one card the earlier instruction named, where it is
        now, cast by you as the effect resolves, with no timing of its type and no mana paid
        for its mana cost. A card that left that place since is a new object and is not cast
        (CR 400.7). A referent that is no card named by an earlier instruction, several cards,
        a duration or another player casting is C001."""
        (ref_node,) = (i for i in take(node) if isinstance(i, nodes.Node))
        if until is not None:
            raise Unsupported.quoting(node, "a duration on '{}'")
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported.quoting(node, "another player casting cards in '{}'")
        what = objects(ref_node, self.ctx)
        if not isinstance(what.ref, ir.Mentioned) or what.plural or what.ref.plural:
            raise Unsupported.quoting(ref_node, "casting '{}' as an effect resolves")
        if "card" not in what.nouns:
            raise Unsupported.quoting(ref_node, "casting '{}', which names no card")
        one = ir.Count(ir.Relation.EXACTLY, 1, span=ref_node.span)
        cast = self.ctx.new_key("cast")
        exiled = self._exiled_until.get(what.ref.key)
        if exiled is not None:  # "the exiled cards that weren't cast this way" after it
            self.ctx.cast_this_way = (exiled, cast)
        return ir.Action(
            ir.Verb.CAST_WITHOUT_PAYING,
            objects=what.ref,
            count=one,
            remember=cast,
            span=node.span,
        )

    def one_shot_cast_from_zone_free(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "You may cast a spell with mana value 3 or less from your hand without paying its
        mana cost.", "Cast any number of red instant and/or sorcery cards from your graveyard
        without paying their mana costs." (CR 608.2g, 118.9): cards of your hand or your
        graveyard, cast as the effect resolves. Another player's zone is refused."""
        counted_node, where = (i for i in take(node) if isinstance(i, nodes.Node))
        assert isinstance(counted_node, nodes.Node) and isinstance(where, nodes.Node)
        place = zone(where)
        if place.owner != "you" or place.zones not in (("hand",), ("graveyard",)):
            raise Unsupported.quoting(where, "casting cards from '{}' as an effect resolves")
        return self._cast_free(node, who, until, counted_node, ZONES[place.zone])

    def one_shot_cast_chosen_without_paying(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "You may cast a spell from among them without paying its mana cost." (CR 608.2g,
        118.9): one of the cards looked at or revealed on top of your library (CR 401.1),
        cast from there as the effect resolves. A target ("cast target instant card ...") or
        cards anywhere else are refused."""
        (chosen,) = (i for i in take(node) if isinstance(i, nodes.Node))
        if not is_(chosen, nodes.Counted):
            raise Unsupported.quoting(node, "the effect '{}'")
        return self._cast_free(node, who, until, chosen, None)

    def one_shot_cast_target_from_zone_without_paying(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "You may cast target instant or sorcery card from an opponent's graveyard without
        paying its mana cost." (CR 608.2g, 118.9): the one target card, chosen in that
        graveyard as the spell or ability was put on the stack (CR 115.1), cast by you as it
        resolves; another zone, several targets, a duration or another player casting is
        C001."""
        target_node, origin = (i for i in take(node) if isinstance(i, nodes.Node))
        if until is not None:
            raise Unsupported.quoting(node, "a duration on '{}'")
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported.quoting(node, "another player casting cards in '{}'")
        what = objects(target_node, self.ctx)
        if what.target_index is None or what.plural:
            raise Unsupported.quoting(target_node, "casting '{}' as an effect resolves")
        spec = self.ctx.targets[what.target_index]
        if spec.maximum != 1 or spec.times_x or spec.filter is None:
            raise Unsupported.quoting(target_node, "casting '{}' as an effect resolves")
        where = zone(origin, opponents=True)
        whose = _ZONE_WHOSE.get(where.owner)
        if where.zones != ("graveyard",) or whose is None:
            raise Unsupported.quoting(origin, "casting cards from '{}' as an effect resolves")
        self._one_target_in_an_opponents_zone(what, where, origin)
        said = [
            f.name
            for f in dataclasses.fields(spec.filter)
            if f.name not in _CAST_FREE_FIELDS and getattr(spec.filter, f.name) != f.default
        ]
        if said:
            raise Unsupported.quoting(target_node, "'{}' as the card cast as an effect resolves")
        filt = dataclasses.replace(spec.filter, zone=ir.ZoneName.GRAVEYARD, zone_owner=whose)
        self.ctx.targets[what.target_index] = dataclasses.replace(spec, filter=filt)
        one = ir.Count(ir.Relation.EXACTLY, 1, span=target_node.span)
        return ir.Action(ir.Verb.CAST_WITHOUT_PAYING, objects=what.ref, count=one, span=node.span)

    def _cast_free(
        self,
        node: nodes.Node,
        who: Subject,
        until: Any,
        counted_node: nodes.Node,
        place: ir.ZoneName | None,
    ) -> ir.Effect:
        """The cards "[count] [description]" of ``place`` (your hand or graveyard; None: the
        cards "from among them" the description names), cast by you as the effect resolves
        without paying their mana costs (:attr:`ir.Verb.CAST_WITHOUT_PAYING`, CR 608.2g,
        118.9). The count is "a" / "one" / "up to N"; the description tells the cards by their
        characteristics only; anything else, a duration, or another player casting is C001."""
        if until is not None:
            raise Unsupported.quoting(node, "a duration on '{}'")
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported.quoting(node, "another player casting cards in '{}'")
        if not is_(counted_node, nodes.Counted):  # "an instant card or a card with flash"
            raise Unsupported.quoting(counted_node, "casting '{}' as an effect resolves")
        how_many_node, filter_node = take(counted_node)
        assert isinstance(how_many_node, nodes.Node) and isinstance(filter_node, nodes.Node)
        how_many = count(how_many_node)
        if how_many.is_x or how_many.relation not in ("exactly", "at_most") or how_many.value < 1:
            raise Unsupported.quoting(how_many_node, "casting '{}' cards as an effect resolves")
        filt = filter_ir(filter_node, self.ctx)
        said = [
            f.name
            for f in dataclasses.fields(filt)
            if f.name not in _CAST_FREE_FIELDS and getattr(filt, f.name) != f.default
        ]
        nouns = set(filt.nouns)
        if said or not nouns & {"spell", "card"} or nouns & {"copy", "token", "permanent"}:
            raise Unsupported.quoting(filter_node, "'{}' as the cards cast as an effect resolves")
        if place is None:
            if filt.among is None:
                raise Unsupported.quoting(filter_node, "casting '{}' as an effect resolves")
            # the cards looked at on top of a library, still there (CR 401.1); "spell" names
            # what they would be (CR 109.3), not where
            filt = dataclasses.replace(filt, zone=ir.ZoneName.LIBRARY)
        else:
            if filt.among is not None:
                raise Unsupported.quoting(filter_node, "casting '{}' as an effect resolves")
            filt = dataclasses.replace(filt, zone=place, zone_owner=ir.Whose.YOU)
        filt = dataclasses.replace(filt, tokens=False)  # cards (CR 108.1, 111.1)
        relation = ir.Relation(how_many.relation)
        return ir.Action(
            ir.Verb.CAST_WITHOUT_PAYING,
            objects=ir.AllObjects(filt, span=filter_node.span),
            count=ir.Count(relation, how_many.value, span=how_many_node.span),
            span=node.span,
        )

    def one_shot_roll_die(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Roll a d20." (CR 706.1a: a result from 1 to 20, each equally likely) and the
        results table on the lines after it (CR 706.2): for each line, its range and what it
        does, lowered in this ability's context ("that creature" is the one this ability
        named; each line names no target of its own). The ranges must cover every result
        once. Rolled by its controller (who rolls is not said otherwise). With no results
        table ("Roll a d4. Scry X, where X is the result."), the result is recorded for "the
        result" after it (CR 706.2)."""
        if who.objects is not None or (who.players is not None and who.players.who != "you"):
            raise Unsupported(node, "a die rolled by a player other than the ability's controller")
        results = self.abilities.die_results
        if results is None:
            (die,) = [i for i in take(node) if isinstance(i, nodes.Lexeme) and i.kind == "DIE"]
            key = self.ctx.new_key("roll")
            self.ctx.roll_key = key
            return ir.RollDie(int(die.text[1:]), (), remember=key, span=node.span)
        self.abilities.die_results = None  # this roll reads them
        (die,) = [i for i in take(node) if isinstance(i, nodes.Lexeme) and i.kind == "DIE"]
        sides = int(die.text[1:])
        found: list[ir.DieResult] = []
        before = self.ctx.mentions
        try:
            for line in results:
                assert line.body is not None
                result = line.body.items[0].items[0]  # Statement -> StatementBody -> DieResult
                consume(line.body, line.body.items[0])  # type: ignore[arg-type]
                parts = take(result)  # type: ignore[arg-type]
                numbers = [
                    int(p.text) for p in parts if isinstance(p, nodes.Lexeme) and p.kind == "NUMBER"
                ]
                (statement,) = [p for p in parts if isinstance(p, nodes.Node)]
                self.ctx.mentions = list(before)  # one line's objects are not another's
                first = len(self.ctx.targets)
                sub = EffectCompiler(self.ctx, self.abilities)
                made = found[0].effect if found else None
                if isinstance(made, ir.Action) and made.verb is ir.Verb.CREATE:
                    # "10—19 | Create two of those tokens.": the tokens the first line
                    # creates, in another number (the line names no other instruction)
                    sub._instead_of = [made]
                effect, _ = sub.effect_ir(statement)
                if len(self.ctx.targets) != first:
                    raise Unsupported(statement, "a target named in a die roll's result (CR 706.2)")
                found.append(ir.DieResult(numbers[0], numbers[-1], effect, span=result.span))  # type: ignore[union-attr]
        finally:
            self.ctx.mentions = before
        covered = sorted(r for one in found for r in range(one.low, one.high + 1))
        if covered != list(range(1, sides + 1)):
            raise Unsupported(
                results[0].body, f"a results table that doesn't cover 1 to {sides} once"
            )
        return ir.RollDie(sides, tuple(found), span=node.span)

    def one_shot_add_type_produced(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "add one mana of any type that land produced", "that player adds one mana of any
        type that land produced" (CR 106.1b, 605.1b): after "Whenever a player taps a land
        for mana", one of the types of mana that mana ability produced (CR 106.12a); anywhere
        else, or of another object, it is reported."""
        word, reference = take(node)
        assert isinstance(word, nodes.Node) and isinstance(reference, nodes.Node)
        that_land = is_(reference, nodes.That) and lexeme_texts(reference) == ["land"]
        if not self.ctx.event_produced_mana or not that_land:
            raise Unsupported.quoting(
                node, "'{}': the runtime does not keep which types of mana a permanent produced"
            )
        if who.objects is not None:
            raise Unsupported(node, "an object adding mana")
        if self._per is not None:
            raise Unsupported(node, "'for each' on a choice of mana")
        n = fixed_count(word, "an amount of mana that is not a number")
        if n != 1:
            raise Unsupported(word, "more than one mana of a type produced")
        consume_all(word)
        consume_all(reference)
        return ir.AddMana(tuple("WUBRGC"), None, who.players, type_produced=True, span=node.span)

    def one_shot_add_type_could_produce(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Add one mana of any type that a land you control could produce.", "... that a Gate
        you control could produce" (CR 106.7): a type -- one of the five colors or colorless
        (CR 106.1b) -- that one of those permanents could produce as it resolves; none, no
        mana. More than one mana of it is reported."""
        word, counted = take(node)
        assert isinstance(word, nodes.Node) and isinstance(counted, nodes.Node)
        if fixed_count(word, "an amount of mana that is not a number") != 1:
            raise Unsupported(word, "more than one mana of a type that could be produced")
        consume_all(word)
        found = objects(counted, self.ctx).ref
        if not isinstance(found, ir.AllObjects | ir.ChosenObjects):
            raise Unsupported.quoting(counted, "mana that '{}' could produce")
        if self._per is not None:
            raise Unsupported(node, "'for each' on a choice of mana")
        if who.objects is not None:
            raise Unsupported(node, "an object adding mana")
        return ir.AddMana(
            tuple("WUBRGC"), None, who.players, could_produce=found.filter, span=node.span
        )

    def one_shot_adds_additional(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "its controller adds an additional {G}", "add an additional {B}" (after "Whenever
        enchanted land is tapped for mana", a triggered mana ability, CR 605.1b, 106.12a):
        that mana, besides what the land produced; "for each" multiplies it (CR 608.2h)."""
        (symbols,) = take(node)
        assert isinstance(symbols, nodes.Node)
        return self._add_mana(node, who, [self._added_letters(symbols)])

    one_shot_add_additional = one_shot_adds_additional

    def one_shot_adds_additional_mana(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "its controller adds an additional one mana of any color" (CR 106.1a: the color
        chosen as it resolves), "... two mana in any combination of colors" (each mana's
        color chosen): the other ways of naming the mana ("of the chosen color") are
        reported."""
        word, choice = take(node)
        assert isinstance(word, nodes.Node) and isinstance(choice, nodes.Node)
        n = fixed_count(word, "an amount of mana that is not a number")
        if is_(choice, nodes.OfAnyColor) and n == 1:
            consume_all(word)
            return self._add_mana(node, who, list(COLORS_WUBRG))
        if is_(choice, nodes.InAnyCombinationOfColors) and n <= 4:
            consume_all(word)
            combos = itertools.combinations_with_replacement(COLORS_WUBRG, n)
            return self._add_mana(node, who, ["".join(c) for c in combos])
        raise Unsupported.quoting(node, "'{}': this additional mana")

    one_shot_adds_type_produced = one_shot_add_type_produced

    def one_shot_cast_this_turn_as_though_flash(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "You may cast spells this turn as though they had flash.", "... creature spells ..."
        (CR 702.8a, 601.3b): for the rest of the turn (CR 611.2a), spells told by their
        characteristics; any other test of them, or another player, is C001."""
        filter_node = next(i for i in take(node) if isinstance(i, nodes.Node))
        if until is not None:
            raise Unsupported.quoting(node, "a second duration on '{}'")
        if who.players is not None and who.players.who != "you":
            raise Unsupported(node, "another player casting spells as though they had flash")
        return self._action(
            ir.Verb.CAST_AS_THOUGH_FLASH, node, who, filter=_flash_spells(filter_node, self.ctx)
        )

    def one_shot_get_pt_x(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "gets +X/+X" / "-X/-0" (CR 107.3): each part is 0 or ±X, one multiplier for both;
        X is the value chosen, or the one the text defines ("where X is ...")."""
        text = _lexeme(node, "PT_MOD_X").text.upper()
        signs: list[int] = []
        for part in text.split("/"):
            if part[1:] == "X":
                signs.append(-1 if part[0] == "-" else 1)
            elif part[1:] == "0":
                signs.append(0)
            else:
                raise Unsupported(node, "a pump of a fixed number and X together")
        if self._per is not None:
            raise Unsupported(node, "'for each' on '+X/+X'")
        x = ir.XValue(span=node.span)
        return ir.ModifyPT(who.object_ref, signs[0], signs[1], until, per=x, span=node.span)

    def one_shot_become(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "It becomes a 0/0 Bird creature with flying in addition to its other types"
        (CR 205.1b, 613.1d/f, 613.4b)."""
        spec = self.abilities.object_spec(take(node)[1])
        kept_types_said(take(node)[2], spec)  # type: ignore[arg-type]
        if is_(take(node)[2], nodes.InAdditionLandTypes):  # of objects it may not be lands
            raise Unsupported.quoting(take(node)[2], "'becomes' a land type '{}'")  # type: ignore[arg-type]
        consume(take(node)[2])
        # "in addition to its other types", or "It's still a land." after the sentence: the
        # object keeps all its prior types (CR 205.1b).
        in_addition = take(node)[2] is not None or self._still_follows
        # Otherwise the new creature types replace the old ones (CR 205.1a) and a stated
        # color replaces its colors (CR 105.3). Card types stay only where CR 205.1b says
        # so: "becomes a [creature types] artifact creature" adds the artifact and creature
        # types and keeps the others; any other new card type replaces the old ones ("Hidden
        # Ancients becomes a 5/5 Treefolk creature": no longer an enchantment, CR 205.1a),
        # which the runtime reads from the same IR (``in_addition`` false, other types).
        granted = self._effect_grants(spec["abilities"], take(node)[1])
        if any(isinstance(a, ir.CastFromGraveyard) for a in granted):
            raise Unsupported(node, "becoming an object with a permission to cast it")
        characteristics = ir.Characteristics(
            types=tuple(spec["types"]),
            subtypes=tuple(spec["subtypes"]),
            colors=tuple(spec["colors"] or ()),
            power=spec["power"],
            toughness=spec["toughness"],
            abilities=granted,
            span=take(node)[1].span,
        )
        become = ir.Become(who.object_ref, characteristics, in_addition, until, span=node.span)
        if self._still_follows:
            self._kept_types.append(become)
        return become

    def one_shot_become_copy(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Mizzium Transreliquat becomes a copy of target artifact", "that creature becomes
        a copy of Permeating Mass" (CR 707.2): from now on it has the copiable values of the
        one object named, as that object last existed (CR 608.2h), and keeps its counters and
        status (CR 110.5b). A copy effect for a duration is C001."""
        return self._become_copy(node, who, until, None)

    def one_shot_become_copy_except(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Cemetery Puca becomes a copy of that creature, except it has this ability" (CR
        707.9a), "..., except it's 7/7" (CR 707.9b): the exceptions are part of the copy's
        copiable values."""
        return self._become_copy(node, who, until, take(node)[2])  # type: ignore[arg-type]

    def _become_copy(
        self, node: nodes.Node, who: Subject, until: Any, exception: nodes.Node | None
    ) -> ir.Effect:
        copied_node = take(node)[1]
        consume(take(node)[0])
        if until is not None:
            raise Unsupported.quoting(node, "a copy effect for a duration in '{}'")
        if who.players is not None:
            raise Unsupported.quoting(node, "a player becoming a copy in '{}'")
        if who.objects is not None and who.objects.plural:
            raise Unsupported.quoting(node, "several objects becoming a copy in '{}'")
        what = objects(copied_node, self.ctx)  # type: ignore[arg-type]
        if what.plural:
            raise Unsupported(copied_node, "becoming a copy of several objects")  # type: ignore[arg-type]
        changes, in_addition, this_ability = (
            self._copy_exceptions(exception) if exception is not None else (None, False, None)
        )
        kinds = {kind.lower() for kind in self.ctx.card.type_line.card_types}
        if this_ability is not None and kinds & {"instant", "sorcery"}:
            # "this ability" is the activated or triggered ability doing it (CR 707.9a)
            raise Unsupported(this_ability, "'this ability' said by a spell")
        return ir.Action(
            ir.Verb.BECOME_COPY,
            objects=what.ref,
            recipients=who.object_ref,
            copy_changes=changes,
            copy_in_addition=in_addition,
            copy_this_ability=this_ability is not None,
            span=node.span,
        )

    def one_shot_become_pt_each_equal_to(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Target noncreature artifact becomes an artifact creature with power and toughness
        each equal to its mana value until end of turn." (CR 613.4b: layer 7b sets both to a
        number the effect computes as it begins, CR 608.2h). The IR's characteristics hold
        only a written power and toughness, so the computed one is reported at its words."""
        _verb, _spec, _with_words, value = take(node)
        raise Unsupported.quoting(
            value,  # type: ignore[arg-type]
            "a power and toughness '{}' set by an effect (CR 613.4b)",
        )

    def one_shot_become_plural(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "All lands become 2/2 creatures until end of turn.", "Up to two target Swamps each
        become 3/5 Treefolk Warrior creatures in addition to their other types until end of
        turn", "lands you control become 2/2 creatures that are still lands" (CR 613.1d-f,
        613.4b): each object named becomes what the words describe, as
        :meth:`one_shot_become` says of one; "in addition to their other types", "that are
        still lands" or "They're still lands." after the sentence keep all its other types
        (CR 205.1b). The plural agrees with the subject and the card type; any other kind of
        "in addition" is refused at its words."""
        items = take(node)
        verb = items[0]
        still = is_(node, nodes.BecomePluralStillLands)
        described = items[1:-2] if still else items[1:-1]
        addition = None if still else items[-1]
        assert isinstance(verb, nodes.Lexeme)
        if who.objects is None or not who.objects.plural or verb.text.lower() != "become":
            raise Unsupported.quoting(node, "'{}' of other than several objects")
        kinds = [i for i in described if is_(i, nodes.Types)]
        if not kinds or not lexeme_texts(kinds[-1])[-1].lower().endswith("s"):  # type: ignore[arg-type]
            raise Unsupported.quoting(
                kinds[-1] if kinds else node,  # type: ignore[arg-type]
                "'{}': several objects become creatures (a plural card type)",
            )
        if addition is not None and not is_(addition, nodes.InAdditionTheir):
            raise Unsupported.quoting(addition, "'become ...' '{}'")  # type: ignore[arg-type]
        if (still or self._still_follows) and not _lands_named(who.objects):
            raise Unsupported.quoting(node, "'still lands' said of objects that may not be lands")
        if still:
            consume(items[-2], items[-1])
        consume(addition)
        spec = self.abilities._described(tuple(described), "'become ...'")
        spec["subtypes"] = [subtype.lower() for subtype in spec["subtypes"]]
        granted = self._effect_grants(spec["abilities"], node)
        if any(isinstance(a, ir.CastFromGraveyard) for a in granted):
            raise Unsupported(node, "becoming an object with a permission to cast it")
        characteristics = ir.Characteristics(
            types=tuple(spec["types"]),
            subtypes=tuple(spec["subtypes"]),
            colors=tuple(spec["colors"]),
            power=spec["power"],
            toughness=spec["toughness"],
            abilities=granted,
            span=described[0].span,  # type: ignore[union-attr]
        )
        in_addition = addition is not None or still or self._still_follows
        become = ir.Become(who.object_ref, characteristics, in_addition, until, span=node.span)
        if self._still_follows:
            self._kept_types.append(become)
            self._plural_becomes.add(id(become))
        return become

    one_shot_become_plural_still_lands = one_shot_become_plural

    def one_shot_become_still(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "That land becomes a 0/0 Elemental creature with haste that's still a land." (CR
        205.1b): it keeps all its prior card types, supertypes and subtypes, as with "It's
        still a land." after the sentence; "still a [card type]" only."""
        _verb, spec_node, still = take(node)
        assert isinstance(spec_node, nodes.Node) and isinstance(still, nodes.Node)
        spec = self.abilities.object_spec(spec_node)
        counted = take(still)
        kind = take(counted[1])[0] if is_(counted[1], nodes.Filter) else None  # type: ignore[arg-type]
        if not (is_(counted[0], nodes.Count) and is_(kind, nodes.Types)):
            raise Unsupported.quoting(still, "'{}' of more than a card type")
        consume_all(still)
        granted = self._effect_grants(spec["abilities"], spec_node)
        if any(isinstance(a, ir.CastFromGraveyard) for a in granted):
            raise Unsupported(node, "becoming an object with a permission to cast it")
        characteristics = ir.Characteristics(
            types=tuple(spec["types"]),
            subtypes=tuple(spec["subtypes"]),
            colors=tuple(spec["colors"] or ()),
            power=spec["power"],
            toughness=spec["toughness"],
            abilities=granted,
            span=spec_node.span,
        )
        return ir.Become(who.object_ref, characteristics, True, until, span=node.span)

    def one_shot_become_color(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target creature becomes blue until end of turn", "becomes white and black",
        "becomes colorless", "becomes blue in addition to its other colors" (CR 105.3,
        613.1e: layer 5). A "non-" color, "multicolored", "or" between colors and
        "colorless in addition" name no set of colors: refused."""
        letters: list[str] = []
        colorless = False
        items = take(node)
        extra = next((i for i in items if isinstance(i, nodes.Node)), None)
        said = [i for i in items[1:] if isinstance(i, nodes.Lexeme)]
        for word in said:
            link, _, text = word.text.lower().rpartition(" ")
            if link.strip(", ") not in ("and", ""):
                raise Unsupported.quoting(node, "'{}': a choice between colors")
            if text == "colorless" and word is said[0]:
                colorless = True
                continue
            if text not in COLOR_LETTERS or COLOR_LETTERS[text] in letters or colorless:
                raise Unsupported.quoting(node, "'{}' names no set of colors")
            letters.append(COLOR_LETTERS[text])
        in_addition = extra is not None
        consume(extra)
        if who.objects is None or who.players is not None:
            raise Unsupported(node, "'becomes [a color]' said of no object")
        if in_addition and colorless:
            raise Unsupported(node, "'colorless in addition to its other colors'")
        self._permanents_only(node, who.object_ref)
        return ir.BecomeColor(who.object_ref, tuple(letters), in_addition, until, span=node.span)

    def one_shot_become_all_colors(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Scrapbasket becomes all colors until end of turn." (CR 105.2: an object can be
        all five colors; CR 105.3, 613.1e: layer 5, its colors replaced by the five)."""
        take(node)
        if who.objects is None or who.players is not None:
            raise Unsupported(node, "'becomes all colors' said of no object")
        self._permanents_only(node, who.object_ref)
        return ir.BecomeColor(who.object_ref, ALL_COLOR_LETTERS, False, until, span=node.span)

    def one_shot_become_color_of_choice(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "[objects] become(s) the color of your choice [until end of turn]": one color,
        chosen as it resolves (CR 608.2d), replacing its colors (CR 105.3, layer 5)."""
        return ir.BecomeOfChoice(who.object_ref, "color", until, span=node.span)

    def one_shot_become_colors_of_choice(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "... becomes the color or colors of your choice": one or more colors (CR 105.3)."""
        return ir.BecomeOfChoice(who.object_ref, "colors", until, span=node.span)

    def one_shot_become_type_of_choice(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "... becomes the creature type of your choice" (CR 205.1a) / "the basic land type
        of your choice" (CR 305.7): one type, chosen as it resolves, replacing the object's
        types of that kind (layer 4)."""
        said = _lexeme(node, "TYPE_OF_YOUR_CHOICE").text.lower()
        kind = "basic_land_type" if said.startswith("basic land") else "creature_type"
        return ir.BecomeOfChoice(who.object_ref, kind, until, span=node.span)

    def one_shot_lose_abilities(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "[object] loses flying [until end of turn]" (CR 613.1f, layer 6): keyword abilities
        only; losing a quoted ability is reported. With no duration it lasts for the rest of
        the game (CR 611.2a)."""
        lost = self.abilities.ability_list(take(node)[1], self.ctx)
        if any(isinstance(a, ir.KeywordOfChoice) for a in lost):
            raise Unsupported(node, "losing a keyword chosen as it resolves")
        keywords = tuple(a for a in lost if isinstance(a, str))
        quoted = tuple(self._own_quoted_ability(a, who, node) for a in lost if a not in keywords)
        if not lost:
            raise Unsupported(node, "losing an ability other than a keyword")
        return ir.LoseAbilities(who.object_ref, keywords, until, quoted=quoted, span=node.span)

    def _own_quoted_ability(self, ability: Any, who: Subject, node: nodes.Node) -> str:
        """ "Glittering Lion loses 'Prevent all damage that would be dealt to Glittering
        Lion.'" (CR 113.10): the quoted ability is one this card prints, word for word, and
        the object losing it is the card itself; its text, as the ability is known by.
        Losing any other quoted ability (one the object may or may not have) is reported."""
        said = getattr(ability, "text", "")
        if not said or not isinstance(who.object_ref, ir.SourceObject):
            raise Unsupported(node, "losing an ability other than a keyword")
        key = same_ability_text(said)
        printed = [
            line for line in self.ctx.card.abilities if same_ability_text(line.source) == key
        ]
        if len(printed) != 1:
            raise Unsupported(node, "losing a quoted ability this card doesn't print")
        return said

    def one_shot_lose_all_abilities(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "[object] loses all abilities" (CR 613.1f, layer 6)."""
        return ir.LoseAllAbilities(who.object_ref, until, span=node.span)

    def _restrict_for(
        self, node: nodes.Node, who: Subject, until: ir.Duration | None, *kinds: str
    ) -> ir.Effect:
        """A restriction on the objects named as the effect resolves (CR 611.2c) for its
        duration; without one it would last forever, which no card here means."""
        if until is None:
            raise Unsupported(node, f"'{_words(node)}' with no duration")
        # "Each creature with toughness greater than its power can't block this turn": a rule
        # of the game, not a characteristic, so on a group described it applies to whatever
        # matches when it matters (CR 611.2c), as the runtime does (Executor.restrict)
        group = who.object_ref
        steps: list[ir.Effect] = [ir.Restrict(group, kind, until, span=node.span) for kind in kinds]
        return _sequence(steps, node)

    def one_shot_cant_be_blocked(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target creature can't be blocked this turn." (CR 509.1b)."""
        if take(node)[0] is not None:
            raise Unsupported(node, "'can't be blocked except by ...'")
        return self._restrict_for(node, who, until, "cant_be_blocked")

    def one_shot_cant_block(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target creature can't block this turn." (CR 509.1b)."""
        return self._restrict_for(node, who, until, "cant_block")

    def one_shot_cant_block_objects(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target creature can't block Spin Engine this turn." (CR 509.1b): the creature
        can't block this permanent, the ability's source (another object it becomes later is
        not it, CR 400.7). "can't block [another object]" is not read."""
        (blocked,) = take(node)
        if not is_(blocked, (nodes.SelfName, nodes.SelfRef)):
            raise Unsupported.quoting(node, "'{}' of another object than this one")
        consume_all(blocked)  # type: ignore[arg-type]
        return self._restrict_for(node, who, until, "cant_block_source")

    def one_shot_cant_be_regenerated(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target creature can't be regenerated this turn." (CR 701.19c): for the duration,
        no regeneration shield applies to it; its shields may still be made. (Right after a
        destruction, "It can't be regenerated." is that destruction's: :meth:`body`.)"""
        if who.objects is None:
            raise Unsupported(node, "'can't be regenerated' with no subject")
        return self._restrict_for(node, who, until, "cant_be_regenerated")

    def one_shot_phase_out(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "~ phases out", "Target creature phases out", "all lands you control phase out"
        (CR 702.26b): the objects the subject names, as the effect resolves."""
        take(node)
        if who.objects is None or who.players is not None:
            raise Unsupported(node, "'phases out' said of no permanent")
        return ir.Action(ir.Verb.PHASE_OUT, objects=who.object_ref, span=node.span)

    def one_shot_skip_step_of_that_turn(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Take an extra turn after this one. Skip the untap step of that turn." (CR 614.10,
        500.7): a step of the extra turn created just before; the runtime skips steps of a
        player's turns, not of one turn it names -- refused."""
        raise Unsupported.quoting(node, "'{}': skipping a step of one extra turn (CR 614.10)")

    def one_shot_skip_your_next(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "You skip your next turn / untap step / draw step / combat phase" and "Target
        player skips their next untap step" (CR 614.10): the players the subject names, each
        their own next one."""
        (what,) = take(node)
        assert isinstance(what, nodes.Lexeme)
        skipped = " ".join(what.text.lower().split()).replace(" ", "_")
        if who.players is None or who.objects is not None:
            raise Unsupported(node, "skipping said of no player")
        if skipped not in ir.SKIPPED:
            raise Unsupported(node, f"skipping the next {what.text}")
        return ir.SkipNext(who.players, skipped, span=node.span)

    one_shot_skips_their_next = one_shot_skip_your_next

    def one_shot_skips_combat_phases_of_next_turn(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Target player skips all combat phases of their next turn." (CR 614.10, 500.8): the
        players the subject names, each every combat phase of their own next turn, one added
        during it too."""
        take(node)
        if who.players is None or who.objects is not None:
            raise Unsupported(node, "skipping said of no player")
        return ir.SkipNext(who.players, "combat_phases_of_next_turn", span=node.span)

    one_shot_skip_combat_phases_of_your_next_turn = one_shot_skips_combat_phases_of_next_turn

    def one_shot_blocks_if_able(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Target creature blocks this turn if able." — a requirement on the creature named
        as it resolves, until end of turn (CR 509.1c). Said of a description ("Each creature
        your opponents control blocks this turn if able"), it would also apply to creatures
        that come later (CR 611.2c only locks in effects on characteristics): refused."""
        if who.objects is None or isinstance(who.object_ref, ir.AllObjects):
            raise Unsupported(node, "'blocks this turn if able' said of a description")
        return self._restrict_for(node, who, ir.Duration.END_OF_TURN, "must_block")

    def one_shot_attacks_this_turn_if_able(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Target creature attacks this turn if able." — a requirement on the creature named
        as it resolves, until end of turn: in each declare attackers step of the turn (CR
        508.1d). Said of a description ("Creatures your opponents control attack this turn if
        able"), it would also apply to creatures that come later (CR 611.2c: it changes no
        characteristic): refused; so is another duration than its own "this turn"."""
        self._turn_requirement_of(node, who, until, "attacks this turn if able")
        return self._restrict_for(node, who, ir.Duration.END_OF_TURN, "attacks_each_combat")

    def one_shot_attacks_this_combat_if_able(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "That token attacks this combat if able." — a requirement on the creature named as
        it resolves, in this combat's declare attackers step only (CR 508.1d, 506.1)."""
        self._combat_requirement_of(node, who, until, "attacks this combat if able")
        return self._restrict_for(node, who, ir.Duration.END_OF_COMBAT, "attacks_each_combat")

    def one_shot_attacks_player_if_able(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Target creature an opponent controls attacks you this turn if able.", "~ attacks
        that player this combat if able." (CR 508.1d): a requirement to attack one player; the
        runtime's requirements name no player yet. Said of a player, it has no reading: only
        a creature attacks (CR 508.1a)."""
        if who.objects is None or who.players is not None:
            raise Unsupported(
                node,
                "'attacks ... if able' said of a player: only a creature attacks (CR 508.1a)",
                meaningless=True,
            )
        raise Unsupported(node, "a requirement to attack a particular player (CR 508.1d)")

    def one_shot_attacks_or_blocks_this_combat_if_able(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "up to one target creature attacks or blocks this combat if able" (CR 508.1d,
        509.1c): in this combat it attacks if able, or blocks if able (a creature attacks only
        in its controller's combat and blocks only in another player's, CR 508.1a, 509.1a)."""
        self._combat_requirement_of(node, who, until, "attacks or blocks this combat if able")
        return self._restrict_for(
            node, who, ir.Duration.END_OF_COMBAT, "attacks_each_combat", "must_block"
        )

    def one_shot_block_this_turn_if_able(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "They block this turn if able." (CR 509.1c): the plural of "blocks this turn if
        able", read as it is."""
        return self.one_shot_blocks_if_able(node, who, until)

    def one_shot_blocks_this_combat_if_able(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Target creature blocks this combat if able." (CR 509.1c, 506.1): in this combat."""
        self._combat_requirement_of(node, who, until, "blocks this combat if able")
        return self._restrict_for(node, who, ir.Duration.END_OF_COMBAT, "must_block")

    def one_shot_blocks_object_this_combat_if_able(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "up to one target creature defending player controls blocks it this combat if
        able" (CR 509.1c): a requirement to block this very creature, in this combat; any
        other creature blocked is refused."""
        self._combat_requirement_of(node, who, until, "blocks ... this combat if able")
        blocked_node = next(i for i in take(node) if isinstance(i, nodes.Node))
        blocked = objects(blocked_node, self.ctx)
        if not isinstance(blocked.ref, ir.SourceObject):
            raise Unsupported(blocked_node, "a requirement to block a creature other than this one")
        return self._restrict_for(node, who, ir.Duration.END_OF_COMBAT, "must_block_source")

    def _combat_requirement_of(self, node: nodes.Node, who: Subject, until: Any, said: str) -> None:
        """A requirement lasting "this combat" (CR 508.1d, 509.1c) names objects as it
        resolves (CR 611.2c) and carries no other duration."""
        if who.objects is None or isinstance(who.object_ref, ir.AllObjects):
            raise Unsupported(node, f"'{said}' said of a description")
        if who.players is not None:
            raise Unsupported(node, f"'{said}' said of a player")
        if until is not None:
            raise Unsupported(node, f"'{said}' with another duration")

    def one_shot_blocks_object_if_able(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Target creature blocks Torchling this turn if able." — a requirement on the
        creature named as it resolves, to block this creature, in each declare blockers step
        of the turn (CR 509.1c). Blocking any other creature ("blocks it", where "it" is
        another object) is refused."""
        self._turn_requirement_of(node, who, until, "blocks ... this turn if able")
        (blocked_node,) = take(node)
        blocked = objects(blocked_node, self.ctx)  # type: ignore[arg-type]
        if not isinstance(blocked.ref, ir.SourceObject):
            raise Unsupported(blocked_node, "a requirement to block a creature other than this one")  # type: ignore[arg-type]
        return self._restrict_for(node, who, ir.Duration.END_OF_TURN, "must_block_source")

    def _turn_requirement_of(self, node: nodes.Node, who: Subject, until: Any, said: str) -> None:
        """A requirement lasting "this turn" (CR 508.1d, 509.1c) must name objects as it
        resolves, not describe them (CR 611.2c), and carry no other duration."""
        if who.objects is None or isinstance(who.object_ref, ir.AllObjects):
            raise Unsupported(node, f"'{said}' said of a description")
        if who.players is not None:
            raise Unsupported(node, f"'{said}' said of a player")
        if until not in (None, ir.Duration.END_OF_TURN):
            raise Unsupported(node, f"'{said}' with another duration")

    def one_shot_can_attack_this_turn_despite_defender(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Returned Phalanx can attack this turn as though it didn't have defender." (CR
        702.3b, 611.2a): defender no longer stops the creature named attacking, until end of
        turn. Said of a description it would also apply to creatures that come later (CR
        611.2c): refused."""
        self._turn_requirement_of(node, who, until, "can attack this turn")
        return self._restrict_for(node, who, ir.Duration.END_OF_TURN, "attacks_despite_defender")

    def one_shot_can_attack_this_turn_despite_defender_plural(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Creatures you control with defender can attack this turn as though they didn't
        have defender." (Wakestone Gargoyle; CR 702.3b): a rule of the game, not a
        characteristic, so on a group described it applies to whatever matches until the turn
        ends, creatures that enter or start to match later included (CR 611.2c)."""
        said = "can attack this turn"
        if who.objects is None or who.players is not None:
            raise Unsupported(node, f"'{said}' said of a player")
        if until not in (None, ir.Duration.END_OF_TURN):
            raise Unsupported(node, f"'{said}' with another duration")
        return self._restrict_for(node, who, ir.Duration.END_OF_TURN, "attacks_despite_defender")

    def one_shot_can_block_additional_this_turn(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Target creature can block an additional creature this turn." (CR 509.1a, 510.1d,
        611.2a): one more attacker it may block in each combat of the turn."""
        self._turn_requirement_of(node, who, until, "can block an additional creature")
        return self._restrict_for(node, who, ir.Duration.END_OF_TURN, "can_block_additional")

    def one_shot_can_block_any_number(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "Target creature can block any number of creatures this turn." (CR 509.1a,
        510.1d)."""
        return self._restrict_for(node, who, until, "can_block_any_number")

    def one_shot_assigns_no_combat_damage(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "If you do, Ophidian assigns no combat damage this turn." (CR 510.1a): for the
        duration the creature the subject names as it resolves assigns none of its combat
        damage (a new object after a zone change is another, CR 400.7)."""
        if who.objects is None or who.players is not None:
            raise Unsupported(node, "'assigns no combat damage' said of no creature")
        return self._restrict_for(node, who, until, "assigns_no_combat_damage")

    def one_shot_cant_attack(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "... can't attack this turn." (CR 508.1c)."""
        return self._restrict_for(node, who, until, "cant_attack")

    def one_shot_cant_attack_or_block(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "... can't attack or block this turn." (CR 508.1c, 509.1b)."""
        return self._restrict_for(node, who, until, "cant_attack", "cant_block")

    def one_shot_cant_attack_block_or(
        self, node: nodes.Node, who: Subject, until: Any
    ) -> ir.Effect:
        """ "... can't attack, block, or transform this turn." (CR 508.1c, 509.1b, 701.28):
        refused at the third restriction (:func:`refuse_third_restriction`)."""
        refuse_third_restriction(node)

    def one_shot_sacrifice_both(self, node: nodes.Node, who: Subject, until: Any) -> ir.Effect:
        """ "Each opponent sacrifices an artifact creature and a nonartifact creature.",
        "Target player sacrifices an artifact and a land." (CR 701.21a, 608.2c): the player
        chooses the permanents of both phrases, each a different one, and sacrifices them all
        at once (CR 603.10a: each sees the others leave). The IR's sacrifice chooses the
        permanents of one phrase; two sacrifices one after the other would not be one event,
        so the second phrase is refused at its words."""
        second = [item for item in take(node) if isinstance(item, nodes.Node)][-1]
        raise Unsupported(
            second, "sacrificing the permanents of two phrases together (CR 701.21a, 608.2c)"
        )


def refuse_third_restriction(node: nodes.Node) -> NoReturn:
    """ "can't attack, block, or transform", "can't attack, block, or crew Vehicles" (CR
    508.1c, 509.1b, 701.28, 702.122): no restriction of the runtime forbids transforming or
    crewing, so the restriction is refused at those words."""
    third = [item for item in take(node) if isinstance(item, nodes.Node)][-1]
    said = "transform" if is_(third, nodes.CantTransform) else "crew Vehicles"
    raise Unsupported(third, f"a restriction that a creature can't {said}")


#: "onto the battlefield [tapped] [under ...'s control]" (effects.lark ``destination``); the
#: first child of each is its ``under_control`` (or None).
_ONTO_BATTLEFIELD = (
    nodes.OntoBattlefield,
    nodes.OntoBattlefieldTapped,
    nodes.OntoBattlefieldUnderControlTapped,
)
#: the ones that put it onto the battlefield tapped (CR 110.5b): "tapped under your control",
#: and older Oracle's "under your control tapped"
_ONTO_BATTLEFIELD_TAPPED = (nodes.OntoBattlefieldTapped, nodes.OntoBattlefieldUnderControlTapped)


#: IR fields that name what an instruction recorded, or read it back (CR 608.2c: "that card",
#: "this way"): an instruction's ``remember``, a mention's ``key``, a search's or a flip's.
_RECORD_FIELDS = frozenset({"remember", "key", "search", "clash", "flip"})


def _made_keys(step: ir.Effect) -> set[str]:
    """The records ``step`` itself makes (an instruction's ``remember``)."""
    made = getattr(step, "remember", None)
    return {made} if isinstance(made, str) and made else set()


def _record_keys(effects: list[ir.Effect]) -> set[str]:
    """The records ``effects`` make or read, anywhere in them."""
    found: set[str] = set()
    pending: list[object] = list(effects)
    while pending:
        item = pending.pop()
        if isinstance(item, tuple | list):
            pending.extend(item)
        elif dataclasses.is_dataclass(item) and not isinstance(item, type):
            for f in dataclasses.fields(item):
                value = getattr(item, f.name)
                if f.name in _RECORD_FIELDS and isinstance(value, str) and value:
                    found.add(value)
                elif not isinstance(value, str | int | float | bool | None):
                    pending.append(value)
    return found


def _not_attacking(destination: nodes.Node) -> None:
    """ "onto the battlefield tapped and attacking": the creature is attacking though it was
    never declared as an attacker, and its controller chooses the player or planeswalker it
    attacks (CR 508.8); the runtime does not put a card onto the battlefield attacking yet."""
    if isinstance(destination, nodes.OntoBattlefieldAttacking):
        raise Unsupported(destination, "a card put onto the battlefield attacking (CR 508.8)")


def _into_your_library(destination: nodes.Node, refused: str) -> bool:
    """ "on top of / on the bottom of your library [in any order / in a random order]": the
    library must be yours; whether the cards go in a random order (else their owner orders
    them, CR 401.4)."""
    library, order = take(destination)
    place = zone(library)  # type: ignore[arg-type]
    if place.zone != "library" or place.owner != "you":
        raise Unsupported(destination, refused)
    return isinstance(order, nodes.Lexeme) and order.text.lower() == "in a random order"


#: The effects the grammar reads that the runtime does not play yet, by rule, with the reason
#: each is refused (C001 at the predicate; a static ability of one is a one-shot effect in a
#: static ability, as for any ``one_shot_<rule>``).
REFUSED_EFFECTS: dict[str, str] = {
    # "Target player chooses three cards from their hand and puts them on top of their
    # library in any order." (CR 608.2d): the player chooses cards of a zone of theirs as it
    # resolves, for the instruction after it; the runtime chooses so among permanents only.
    "chooses_from_zone": "a player choosing cards in a zone as it resolves (CR 608.2d)",
    # "deals X damage divided evenly, rounded down, among any number of targets" (CR 601.2d does
    # not apply: no division is chosen; each recipient is dealt the same share, the amount over
    # their number, rounded as the card says, CR 107.1a). No amount of the IR is a share of the
    # recipients' number yet.
    "deal_damage_divided_evenly": (
        "damage divided evenly among recipients (a share of their number, rounded)"
    ),
    # "Choose a land type." (CR 205.3i, 608.2d): any land type, not only a basic one; the
    # runtime keeps no such choice yet.
    "choose_land_type": "choosing a land type (CR 205.3i) as it resolves",
    # "Choose a card type." (CR 205.2a, 608.2d): refused until the runtime keeps a card type
    # chosen (its filters match chosen subtypes only).
    "choose_card_type": "choosing a card type (CR 205.2a) as it resolves",
    # "Choose a land type and a basic land type." (CR 205.3i): two choices, "the first chosen
    # type" and "the second chosen type" after them.
    "choose_land_type_and_basic": "choosing a land type and a basic land type (CR 205.3i)",
    # "Choose two colors." (CR 105.1): two different colors.
    "choose_two_colors": "choosing two colors (CR 105.1)",
    # "Choose two players." (CR 102.1): "the chosen players" after it name both.
    "choose_two_players": "choosing two players (CR 102.1)",
    # "Choose a color and an opponent." (CR 105.1, 102.3): two linked choices.
    "choose_color_and_opponent": "choosing a color and an opponent at once",
    # "Choose a color and a creature type." (CR 105.1, 205.3m): two linked choices.
    "choose_color_and_creature_type": "choosing a color and a creature type at once",
    # "Choose odd or even." (CR 107.1; zero is even): "of the chosen quality" after it.
    "choose_odd_or_even": "choosing odd or even",
    # "Choose left or right." (a direction around the table, CR 101.4).
    "choose_left_or_right": "choosing a direction (left or right)",
    # "Choose land or nonland." (CR 205.2a): "a card of the chosen kind" after it.
    "choose_land_or_nonland": "choosing land or nonland",
    # "Secretly choose an opponent." (CR 102.3; the choice is hidden until revealed).
    "secretly_choose_opponent": "a secret choice of an opponent",
    # "Put a +0/+1 counter or a +1/+0 counter on target creature" (CR 122.1, 608.2d): the
    # controller chooses one of the two kinds as it resolves, a choice the PUT_COUNTERS
    # instruction can't say yet: reported.
    "put_counter_or_counter": "a choice between two kinds of counter as it resolves",
    # "Put your choice of a vigilance counter, a reach counter, or a trample counter on it"
    # (CR 122.1b, 608.2d): one of the kinds, chosen as it resolves: reported, as the two above.
    "put_counter_of_choice": "a choice among kinds of counter as it resolves",
    # "When ~ dies, put its counters on target creature you control" (CR 122.1, 608.2h: as many
    # of each kind as it had as it last existed): the runtime keeps no counters of an object
    # that left the battlefield to put: reported.
    "put_its_counters": "putting the counters an object had (CR 608.2h)",
    # "put those counters on target permanent you control" (CR 122.1, 608.2h): the counters of
    # each kind the object the trigger names had: reported, as
    # "put_its_counters".
    "put_those_counters": "putting the counters an object had (CR 608.2h)",
    # "Move all counters from target creature onto another target creature" (CR 122.5: each
    # counter removed from the first and put onto the second): the runtime's move of counters
    # moves one counter of one kind: reported.
    "move_all_counters": "moving all counters (CR 122.5)",
    # "Players can't search libraries this turn." (CR 101.2, 701.23, 611.2a).
    "cant_search_libraries": "a player's 'can't search libraries' (CR 101.2, 701.23)",
    # "Target player can't draw cards this turn." (CR 101.2, 121.1, 611.2a).
    "cant_draw_cards": "a player's 'can't draw cards' (CR 101.2, 121.1)",
    # "Each opponent can't cast instant or sorcery spells during that player's next turn." (CR
    # 101.2, 601.3, 611.2a: it lasts until that turn ends).
    "cant_cast_during_their_next_turn": (
        "a casting restriction during a player's next turn (CR 601.3)"
    ),
    # "Other players can't play lands or cast spells from their graveyards this turn." (CR
    # 101.2, 305.1, 601.2a).
    "cant_play_lands_or_cast_from": "a player's 'can't play or cast' from a zone (CR 101.2)",
    # "ante the top card of your library", "Each player antes the top card of their library" (CR
    # 407.1-407.2): the card goes to the ante zone, whose cards the game's winner owns; the
    # runtime plays no ante games, so it is reported.
    "ante": "anteing a card (CR 407.1): the runtime plays no ante games",
    # "Put your commander into your hand from the command zone." (CR 903.3, 408.1).
    "put_commander_into_hand": (
        "your commander (CR 903.3): the runtime's games are not Commander games (no "
        "command zone, CR 903.6)"
    ),
    # "Add one mana of any color in your commander's color identity." (CR 903.4).
    "add_commander_identity": (
        "your commander's color identity (CR 903.4): the runtime's games are not Commander games"
    ),
    # "Add one mana of any color chosen as you drafted cards named ~." (CR 905.2).
    "add_drafted_color": (
        "colors chosen during a Conspiracy draft (CR 905.2): the runtime has no draft"
    ),
    # "Change the target of target spell with a single target." (CR 115.7a).
    "change_target": "changing the target of a spell or ability (CR 115.7a)",
    # "Roll two d8 and choose one result", "Roll two d20 and ignore the lower roll", "Roll a d20
    # and add the number of cards in your hand" (CR 706.2): not read yet.
    "roll_dice_choose_one": "rolling dice and keeping or modifying a result (CR 706.2)",
    # "Change the text of target spell or permanent by replacing all instances of one color word
    # with another." (a text-changing effect, CR 612.1, 612.2).
    "change_text": "a text-changing effect (CR 612.1): objects' text is not kept",
    # "Until end of turn, you don't lose this mana as steps and phases end." (CR 106.4).
    "dont_lose_mana": "keeping unspent mana as steps and phases end (CR 106.4, 500.5)",
    # "Prevent the next X damage that would be dealt to you and/or permanents you control this
    # turn." (CR 615.7): one shield of X for the player and the permanents together; the
    # runtime's shields of an amount are each on one object or player.
    "prevent_next_damage_to_you_and_or": (
        "one prevention shield shared by a player and permanents (CR 615.7)"
    ),
}
# the same effects in other words
REFUSED_EFFECTS |= {
    # "Endling gets +1/-1 or -1/+1 until end of turn" (CR 608.2d): one of two changes, which
    # the ability's controller chooses as it resolves; no effect of the IR is such a choice yet
    "get_pt_either": "a choice between two changes of power and toughness (CR 608.2d)",
    "get_pt_x_either": "a choice between two changes of power and toughness (CR 608.2d)",
    # "Target creature gains all creature types until end of turn." (CR 205.3m, 613.1d): every
    # creature type added to its own in layer 4; no layer effect of the IR adds a set of
    # subtypes that is not listed yet.
    "gain_all_creature_types": "gaining all creature types (CR 205.3m, 613.1d: layer 4)",
    "change_targets": REFUSED_EFFECTS["change_target"],
    "roll_die_plus": REFUSED_EFFECTS["roll_dice_choose_one"],
    "roll_dice_ignore_lower": REFUSED_EFFECTS["roll_dice_choose_one"],
    "roll_die_minus": REFUSED_EFFECTS["roll_dice_choose_one"],
    # "Roll X d6." (CR 706.1: several dice at once, their results summed after)
    "roll_x_dice": "rolling X dice and the total of their results (CR 706.1)",
    "dont_lose_unspent_mana": REFUSED_EFFECTS["dont_lose_mana"],
    # "If you do, repeat this process.", "draw a card and repeat this process" (the
    # instructions of the ability before it done again, as long as the condition holds); no
    # effect of the IR does instructions again yet
    "repeat_this_process": "repeating the instructions before it ('repeat this process')",
    "repeat_this_process_any_number_of_times": (
        "repeating the instructions before it any number of times ('repeat this process')"
    ),
    # "You may cast spells from among those exiled cards." (CR 608.2c: the cards the
    # instruction before it exiled); the runtime's permissions name the cards one
    # instruction moved only with "that card" / "those cards" (play_from_among_those)
    "play_from_among_those_exiled": (
        "a permission to play cards of 'those exiled cards' (CR 608.2c)"
    ),
    # "Until end of turn, you may cast a creature spell from among cards exiled with
    # Serpent's Soul-Jar." (one spell of those cards, CR 601.2, 607.2a): no permission of
    # the IR counts the spells cast with it yet
    "cast_one_from_among": "a permission to cast one spell from among cards (CR 601.2)",
    # "Until your next upkeep, target permanent can't phase out." (CR 702.26a, 702.26b): no
    # restriction of the runtime keeps a permanent from phasing out
    "cant_phase_out": "a permanent that can't phase out (CR 702.26a, 702.26b)",
    # "Target creature loses all "bands with other" abilities until end of turn.", "loses
    # banding and all "bands with other" abilities" (CR 702.22b): the runtime knows banding
    # alone; no object of it has a "bands with other" ability to lose
    "lose_bands_with_other": 'losing "bands with other" abilities (CR 702.22b)',
    "lose_abilities_and_bands_with_other": 'losing "bands with other" abilities (CR 702.22b)',
    # "return it to the battlefield face down under its owner's control", "return ~ from your
    # graveyard to the battlefield face up or face down" (CR 708.2a, 608.2d): the IR's return
    # puts a card onto the battlefield face up
    "return_face_down": "returning a card to the battlefield face down (CR 708.2a)",
    "return_from_face_down": "returning a card to the battlefield face down (CR 708.2a)",
    "return_from_face_up_or_down": (
        "returning a card to the battlefield face up or face down (CR 708.2a, 608.2d)"
    ),
    # "Those creatures fight each other." (CR 701.14a): the two creatures of one phrase; the
    # IR's fight is of the subject's one creature and the object phrase's one
    "fight_each_other": "creatures of one phrase fighting each other (CR 701.14a)",
    # "Its controller manifests the top card of their library." (CR 701.40a): another
    # player manifests the top card of their own library; the IR's manifest is the
    # controller's of the ability
    "manifests": "another player manifesting the top cards of their library (CR 701.40a)",
    # "Manifest a card from your hand." (CR 701.40a): a card of a zone other than the top of
    # the library
    "manifest_from_zone": "manifesting a card from another zone than the library (CR 701.40a)",
}


#: "loses all "bands with other" abilities", "loses banding and all ..." (CR 702.22b): refused
#: at their words, before the duration after them.
_BANDS_WITH_OTHER_LOST = frozenset({"lose_bands_with_other", "lose_abilities_and_bands_with_other"})


#: The keyword actions of CR 701 the grammar reads as verbs (effects.lark, ``action_verb``)
#: and the rule of each, for the C001 of those the runtime does not play yet.
KEYWORD_ACTION_RULES = {
    "amass": "701.47",
    "connive": "701.50",
    "populate": "701.36",
    "detain": "701.35",
    "fateseal": "701.29",
    "exert": "701.43",
    "incubate": "701.53",
    "discover": "701.57",
    "transform": "701.27",
    "convert": "701.28",
    "cloak": "701.58",
    "manifest_dread": "701.62",
    "endure": "701.63",
    "forage": "701.61",
    "time_travel": "701.56",
    "harness": "701.64",
    "airbend": "701.65",
    "earthbend": "701.66",
}


def _that_many(node: nodes.Node) -> nodes.Node | None:
    """The "that many" of a count (the word itself, or a ``Count`` around it), consumed;
    None for any other count."""
    inner = node.items[0] if isinstance(node, nodes.Count) and len(node.items) == 1 else node
    if not isinstance(inner, nodes.ThatMany):
        return None
    consume(node)
    is_(inner, nodes.ThatMany)
    return inner


def _zone_word_names(place: nodes.Node) -> list[str]:
    """The zone names of a ``zone`` node ("graveyard", "hand", "library"), read without
    consuming its words."""
    return [text.split()[-1].lower() for text in lexeme_texts(place.items[1])]  # type: ignore[arg-type]


def _another_players_zones(place: nodes.Node) -> str | None:
    """Whose zones ``place`` names when a search reads them as another player's: "target"
    ("target player's library", "target opponent's graveyard, hand, and library") or
    "controller" ("its controller's graveyard, hand, and library"); None for anything else.
    Several zones must be joined by "and" (every one of them is searched, CR 701.23a), not
    "and/or" (the searcher's choice of them); each a graveyard, hand or library, once."""
    if not is_(place, nodes.Zone):
        return None
    possessive = place.items[0]
    if isinstance(possessive, (nodes.TargetPlayers, nodes.TargetOpponents)):
        whose = "target"
    elif isinstance(possessive, nodes.ItsControllers):
        whose = "controller"
    else:
        return None
    if any("and/or" in text for text in lexeme_texts(place.items[1])):  # type: ignore[arg-type]
        return None
    names = _zone_word_names(place)
    if len(set(names)) != len(names) or not set(names) <= set(_OWN_ZONES):
        return None
    return whose


_OWN_ZONES = ("graveyard", "hand", "library")


#: The hidden zones a search may look through (CR 400.2): there a player may choose not to
#: find cards with a stated quality (CR 701.23b).
_HIDDEN_ZONE_NAMES = frozenset({"library", "hand"})


def _search_count(node: nodes.Node) -> ir.Count:
    """How many cards a search is for: "a", "two", "up to two". Whether the searcher must
    find them is the search's business (:meth:`one_shot_search`): a number said without "up
    to" must be found (as many as there are) unless the cards have a stated quality and the
    zone is hidden (CR 701.23b, 701.23d)."""
    if is_(node, (nodes.UpTo, nodes.CountUpTo)):
        (bound,) = take(node)
        return count_word(bound)  # type: ignore[arg-type]
    return count(node)


def _spread_durations(items: list[Any]) -> dict[int, nodes.Node]:
    """ "Target creature gets +1/+0, becomes black, and gains shadow until end of turn.": a
    list of instructions of one subject, joined by commas, whose last one ends with a
    duration -- the duration is the whole list's, as it is of "gets +1/+0 and gains shadow
    until end of turn" (CR 611.2a). Returns, by ``id`` of each earlier clause of such a list,
    the duration it shares; only where every instruction of the list is one that lasts
    (``TIMED_EFFECTS``) and none has its own."""
    spread: dict[int, nodes.Node] = {}
    run: list[nodes.Node] = []

    def close() -> None:
        last = run[-1] if len(run) > 1 else None
        duration = take(last)[3] if last is not None else None
        lasting = duration is not None and all(
            timed is None and predicate.rule in TIMED_EFFECTS
            for clause in run
            for predicate, timed in timed_predicates(take(clause)[2])
        )
        if lasting and all(take(clause)[3] is None for clause in run[:-1]):
            for clause in run[:-1]:
                spread[id(clause)] = duration
        run.clear()

    joined = False
    for item in items:
        if is_(item, nodes.Clause):
            subject, may, _predicates, _duration = take(item)
            if run and joined and subject is None and may is None:
                run.append(item)
            else:
                if run:
                    close()
                if subject is not None and may is None:
                    run.append(item)
            joined = False
        elif is_(item, (nodes.Comma, nodes.CommaAnd)):
            joined = True
        else:
            if run:
                close()
            joined = False
    if run:
        close()
    return spread


def timed_predicates(predicates: nodes.Node) -> list[tuple[nodes.Node, nodes.Lexeme | None]]:
    """The instructions of ``predicates``, each with the "until end of turn" written right
    after it when another instruction follows ("gets +2/+2 until end of turn and gains
    haste": TIMED_AND, CR 611.2a), or None."""
    items = take(predicates)
    found: list[tuple[nodes.Node, nodes.Lexeme | None]] = []
    for index, item in enumerate(items):
        if isinstance(item, nodes.Node):
            after = items[index + 1] if index + 1 < len(items) else None
            timed = after if isinstance(after, nodes.Lexeme) else None
            found.append((without_also(item), timed))
    return found


def without_also(predicate: nodes.Node) -> nodes.Node:
    """The instruction ``predicate`` says after "also" ("it also gets +3/+0 until end of
    turn"), ``predicate`` itself without it. "Also" marks an instruction added to one said
    before it and changes nothing of what it does (the checks report it where nothing comes
    before it, E026); the word is consumed here."""
    while is_(predicate, nodes.AlsoPredicate):
        inner = take(predicate)[-1]
        assert isinstance(inner, nodes.Node)
        predicate = inner
    return predicate


#: One-shot actions before an effect that lasts, in one clause with one duration at its end
#: ("Untap target creature and gain control of it until end of turn"): done once, untimed.
_INSTANT_ACTIONS = frozenset({"untap", "tap"})
#: The -s forms of the verbs of timed effects, which "have [objects] ..." never takes.
_AGREEING_VERBS = frozenset({"gets", "gains", "loses", "becomes", "has", "switches"})


def _timed_rule(predicate: nodes.Node) -> str:
    """The rule a duration on ``predicate`` times: "[you may] have target creature get -1/-1
    until end of turn" times the instruction after "have" (the object named does it, as in
    "target creature gets -1/-1 until end of turn", CR 611.2a); otherwise the predicate's."""
    if predicate.rule == "have_do":
        inner = take(predicate)[2]
        if isinstance(inner, nodes.Node):
            return inner.rule
    return predicate.rule


def untimed_predicates(predicates: nodes.Node) -> list[nodes.Node]:
    """The instructions of ``predicates`` where no duration may stand between them (a static
    ability, "for each", "if" after the effect): a TIMED_AND there is reported."""
    found = []
    for item, timed in timed_predicates(predicates):
        if timed is not None:
            raise Unsupported(timed, "a duration between two instructions here")
        found.append(item)
    return found


def _words(node: Any) -> str:
    if isinstance(node, nodes.Node):
        words = lexeme_texts(node)
        return " ".join(words) if words else type(node).__name__
    return str(node)


#: The verbs whose objects are permanents (CR 701.8a, 701.19a, 701.21a, 701.26a, 506.4).
_VERBS_OF_PERMANENTS = {
    ir.Verb.DESTROY: "destroy",
    ir.Verb.DESTROY_NO_REGENERATION: "destroy",
    ir.Verb.TAP: "tap",
    ir.Verb.UNTAP: "untap",
    ir.Verb.TAP_OR_UNTAP: "tap or untap",
    ir.Verb.SACRIFICE: "sacrifice",
    ir.Verb.REGENERATE: "regenerate",
    ir.Verb.REMOVE_FROM_COMBAT: "remove from combat",  # CR 506.4
}
#: The object phrases that describe their objects where they stand (not a pronoun for an
#: object named before, which may have moved since).
_DESCRIBED_HERE = frozenset({"target", "other_target", "each", "all_of", "counted", "all_matching"})
_ZONE_PHRASES = {
    ir.ZoneName.STACK: "on the stack",
    ir.ZoneName.GRAVEYARD: "in a graveyard",
    ir.ZoneName.HAND: "in a hand",
    ir.ZoneName.LIBRARY: "in a library",
    ir.ZoneName.EXILE: "in exile",
    ir.ZoneName.COMMAND: "in the command zone",
}


def _subject_is_it(subject: nodes.Node | None) -> bool:
    """Whether a clause's subject is the pronoun "it"."""
    return subject is not None and len(take(subject)) == 1 and is_(take(subject)[0], nodes.It)


def _check_it_after_and(
    subject: nodes.Node, previous: list[ir.Effect], steps: list[ir.Effect]
) -> None:
    """ "Sacrifice ~ and it deals 7 damage to you", "put a +1/+1 counter on ~ and it deals 1
    damage to each opponent": "it" dealing damage after "and" is the object the instruction
    before it acted on (CR 608.2c). Where the pronoun was bound to another object (the
    trigger's event object: "When another creature enters, sacrifice Mogg Bombers and it deals
    3 damage"), or the instruction before it acted on no one object, which object is meant is
    no reading to choose: refused."""
    before = previous[0] if previous else None
    after = steps[0] if steps else None
    if not isinstance(after, ir.Action) or after.verb is not ir.Verb.DEAL_DAMAGE:
        return  # "tap that creature and it doesn't untap ...": its own reading (CR 608.2c)
    if (
        isinstance(before, ir.Action)
        and isinstance(after, ir.Action)
        and before.objects is not None
        and after.objects == before.objects
    ):
        return
    raise Unsupported(
        subject, "'it' after 'and' not bound to the object the instruction before it named"
    )


def _sources(who: Subject) -> ir.ObjectRef | None:
    """What deals the damage: the clause's subject, or (None) the source itself."""
    return who.objects.ref if who.objects is not None else None


# What "where X is" does not reach into: an ability or token that X is not part of.
_OWN_X = (ir.TokenDefinition, ir.GainAbilities, ir.Become, ir.ReflexiveTrigger)


class _NamesAnEarlierTarget(Exception):
    """An IR part names a target numbered before the ones being renumbered."""


def _targets_from(node: Any, first: int) -> Any:
    """``node`` with every target index (``target_index``, ``other_than_target``,
    ``distinct_from``, a mode's ``targets``) lowered by ``first``: the targets from ``first``
    on become an ability's own, numbered from 0. An index below ``first`` raises
    :class:`_NamesAnEarlierTarget`."""
    if isinstance(node, tuple):
        return tuple(_targets_from(item, first) for item in node)
    if not isinstance(node, ir.IRNode):
        return node
    changes: dict[str, Any] = {}
    for f in dataclasses.fields(node):
        value = getattr(node, f.name)
        if f.name in ("target_index", "other_than_target") and isinstance(value, int):
            new: Any = _own_index(value, first)
        elif isinstance(node, ir.Modes) and f.name == "targets":
            new = tuple(tuple(_own_index(i, first) for i in mode) for mode in value)
        elif f.name == "distinct_from":
            new = tuple(_own_index(i, first) for i in value)
        elif f.name == "span":
            continue
        else:
            new = _targets_from(value, first)
        if new is not value:
            changes[f.name] = new
    return dataclasses.replace(node, **changes) if changes else node


def _own_index(index: int, first: int) -> int:
    if index < first:
        raise _NamesAnEarlierTarget(index)
    return index - first


#: The numbers a filter's :class:`~karlov.ir.Comparison` reads each time it is applied (the
#: runtime's ``filters._compared_number``; an object's own value only of the source).
_FILTER_NUMBERS = (ir.Fixed, ir.XValue, ir.NumberOf, ir.ColorsSpent)
#: The numbers of targets a "where X is" may define (the runtime's ``build._target_count``).
_TARGET_COUNTS = (ir.Fixed, ir.NumberOf, ir.TimesKicked, ir.TimesMutated, ir.PlayerCount)


def _bounds_readable(where: nodes.Node, parts: Any) -> None:
    """Report (C001 at "where X is ...") a bound of a description that X defines as a number
    a filter can't read as it is applied ("with mana value X or less, where X is 2 plus the
    sacrificed creature's mana value")."""
    if isinstance(parts, tuple | list):
        for part in parts:
            _bounds_readable(where, part)
        return
    if not isinstance(parts, ir.IRNode):
        return
    if isinstance(parts, ir.TargetSpec) and parts.x_is is not None:
        # the number of targets, computed as they are chosen (CR 601.2c): of the source,
        # the players or the objects then, not of the resolution
        value = parts.x_is
        readable = isinstance(value, _TARGET_COUNTS) or (
            isinstance(value, ir.CountersOn) and isinstance(value.of, ir.SourceObject)
        )
        if not readable:
            raise Unsupported(where, "a number of targets that can't be read as they are chosen")
    if isinstance(parts, ir.Comparison) and parts.value is not None:
        value = parts.value
        of_source = isinstance(value, ir.CountersOn | ir.ValueOf) and isinstance(
            value.of, ir.SourceObject
        )
        if not (isinstance(value, _FILTER_NUMBERS) or of_source):
            raise Unsupported(where, "a bound of a description that a filter cannot read")
    for f in dataclasses.fields(parts):
        if f.name != "span":
            _bounds_readable(where, getattr(parts, f.name))


def _walk_actions(steps: Any) -> list[ir.Action]:
    """The actions among ``steps`` (effects, sequences and the effects inside them)."""
    if isinstance(steps, ir.Action):
        return [steps]
    if isinstance(steps, (list, tuple)):
        return [found for step in steps for found in _walk_actions(step)]
    if isinstance(steps, ir.Sequence):
        return _walk_actions(steps.steps)
    return []


def _define_x(node: Any, defined: ir.Quantity, found: list[ir.XValue]) -> Any:
    """``node`` with each X (``XValue``) in it replaced by the quantity the text defines."""
    if isinstance(node, ir.XValue):
        found.append(node)
        return dataclasses.replace(defined, span=node.span)
    if isinstance(node, tuple):
        return tuple(_define_x(item, defined, found) for item in node)
    if isinstance(node, ir.TokenDefinition) and isinstance(node.pt, ir.XValue):
        # "an X/X token, where X is ...": its power and toughness, not its abilities' X
        found.append(node.pt)
        return dataclasses.replace(node, pt=dataclasses.replace(defined, span=node.pt.span))
    if not isinstance(node, ir.IRNode) or isinstance(node, _OWN_X):
        return node
    changes: dict[str, Any] = {}
    for f in dataclasses.fields(node):
        if f.name == "span":
            continue
        value = getattr(node, f.name)
        new = _define_x(value, defined, found)
        if new is not value:
            changes[f.name] = new
    return dataclasses.replace(node, **changes) if changes else node


def _sentence_parts(node: nodes.Node) -> list[nodes.Node]:
    """The nodes of a sentence "It can't be regenerated." (or "They ..."): the sentence, its
    clauses, the one clause, its subject and pronoun, its predicates and the predicate."""
    parts = [node]
    clauses = next(i for i in node.items if isinstance(i, nodes.Clauses))
    parts.append(clauses)
    for clause in clauses.items:
        if isinstance(clause, nodes.Node):
            parts.append(clause)
            for item in clause.items:
                if isinstance(item, nodes.Node):
                    parts.append(item)
                    parts += [i for i in item.items if isinstance(i, nodes.Node)]
    return parts


def _one_clause(sentence: nodes.Node) -> tuple[Any, Any, Any, Any] | None:
    """The subject, "may", predicates and duration of a sentence that is one clause and
    nothing more; None for any other sentence. Reads without consuming."""
    items = [i for i in sentence.items if i is not None]
    if len(items) != 1 or not isinstance(items[0], nodes.Clauses) or len(items[0].items) != 1:
        return None
    clause = items[0].items[0]
    if not isinstance(clause, nodes.Clause):
        return None
    subject, may, predicates, duration = clause.items
    return subject, may, predicates, duration


def _additional_phases(node: nodes.Node) -> ir.AdditionalPhases:
    """ "After this [main / combat] phase, there is an additional combat phase [followed by an
    additional main phase]." (CR 500.8, 505.1a): the phases added, and the phase named."""
    after, _there_is, followed = take(node)
    assert isinstance(after, nodes.Lexeme)
    said = after.text.lower().split()  # "after this phase" / "after this main phase"
    named = said[2] if len(said) == 4 else "phase"
    phases = ("combat", "main") if followed is not None else ("combat",)
    return ir.AdditionalPhases(phases, named, span=node.span)


def clauses_ir(
    node: nodes.Node, ctx: AbilityContext, abilities: Any
) -> tuple[ir.Effect, tuple[ir.TargetSpec, ...]]:
    """The effect of bare ``Clauses`` that are a triggered ability of their own -- the "When
    you do, ..." linked to "You may exert ~ as it attacks" (CR 607.2h) -- with the targets
    they add to ``ctx`` (CR 115.1), as :meth:`EffectCompiler.effect_ir` lowers a statement."""
    first = len(ctx.targets)
    ctx.groups, ctx.groups_open = [], True
    steps = EffectCompiler(ctx, abilities).clauses(node)
    effect = remember_results(_sequence(steps, node), ctx)
    return effect, tuple(ctx.targets[first:])


def lone_clause(sentence: nodes.Node) -> tuple[nodes.Node, nodes.Node] | None:
    """The subject and the one predicate of a sentence that is a single clause with no "may"
    and no duration ("It can't be regenerated.", "This spell can't be countered."); None for
    any other sentence. Reads without consuming."""
    parts = _one_clause(sentence)
    if parts is None:
        return None
    subject, may, predicates, duration = parts
    if may is not None or duration is not None or not isinstance(subject, nodes.Subject):
        return None
    assert isinstance(predicates, nodes.Node)
    if len(subject.items) != 1 or len(predicates.items) != 1:
        return None
    inner, predicate = subject.items[0], predicates.items[0]
    assert isinstance(inner, nodes.Node) and isinstance(predicate, nodes.Node)
    return inner, predicate


def _pronoun_says(sentence: nodes.Node, predicate: type) -> bool:
    """Whether a sentence is "It [predicate]." / "They [predicate]." and nothing more."""
    found = lone_clause(sentence)
    return (
        found is not None
        and isinstance(found[0], (nodes.It, nodes.They))
        and isinstance(found[1], predicate)
    )


def _cant_be_regenerated(node: nodes.Node) -> bool:
    """Whether a sentence is "It can't be regenerated." or "They can't be regenerated."
    (CR 701.19c)."""
    return _pronoun_says(node, nodes.CantBeRegenerated)


def _strive(node: nodes.Node) -> bool:
    """Whether a clause with "for each target beyond the first" says "[this spell] costs ...
    more to cast" (read without consuming): strive's cost increase (CR 601.2f)."""
    return is_(node.items[-1], nodes.ForEachTargetBeyondFirst) and bool(
        descendants(node.items[2], nodes.CostsMore)  # type: ignore[arg-type]
    )


def _costs_less(node: nodes.Node) -> bool:
    """Whether a clause with a trailing "if" says "[this spell] costs ... less" (read without
    consuming): a cost reduction, not an instruction done under a condition."""
    return bool(descendants(node.items[2], nodes.CostsLess))  # type: ignore[arg-type]


#: "Until the end of your next turn, ..." (CR 611.2a): no :class:`ir.Duration` of the IR; only
#: the permission to play the cards named before reads it (:meth:`_play_that_card`).
_THROUGH_NEXT_TURN = "through_next_turn"


def _plays_that_card_only(sentence: nodes.Node) -> bool:
    """Whether "Until the end of your next turn, [clauses]." says only "you may play that card"
    / "... those cards". Reads without consuming."""
    clauses = sentence.items[0]
    return (
        isinstance(clauses, nodes.Node)
        and len(clauses.items) == 1
        and isinstance(clauses.items[0], nodes.PlayFiltered)
        and _plays_that_card(clauses.items[0])
    )


def _plays_that_card(node: nodes.Node) -> bool:
    """Whether a ``play_filtered`` clause is "you may play that card" / "... those cards" (the
    card or cards named last). Reads without consuming."""
    verbs = node.items[2]
    return (
        isinstance(verbs, nodes.Node)
        and len(verbs.items) == 1
        and isinstance(verbs.items[0], nodes.PlayKindPlayThatCard)
    )


def _flash_spells(filter_node: nodes.Node, ctx: AbilityContext) -> ir.ObjectFilter:
    """The spells of "You may cast [spells] as though they had flash" (CR 702.8a, 601.3b):
    told by their characteristics only (CR 109.3); anything else is C001."""
    filt = filter_ir(filter_node, ctx)
    said = [
        f.name
        for f in dataclasses.fields(filt)
        if f.name not in CAST_BAN_FIELDS and getattr(filt, f.name) != f.default
    ]
    if said or "spell" not in filt.nouns or filt.zone is not ir.ZoneName.STACK:
        raise Unsupported.quoting(filter_node, "'{}' as the spells cast as though they had flash")
    return filt


#: The costs of "[instruction] unless [player] [does X]" the runtime pays only as this
#: ability's controller (CR 118.12a): "unless you exile a card from your graveyard", "unless
#: you tap an untapped creature you control".
_UNLESS_YOURS = (nodes.UnlessExile, nodes.UnlessTap)
#: The payments of "unless" paid with the verb "pay", which "or {3}" / "or 1 life" after them
#: use too (CR 118.12a).
_UNLESS_PAYING = (
    nodes.UnlessPaysMana,
    nodes.UnlessPayMana,
    nodes.UnlessPaysLife,
    nodes.UnlessPayLife,
)

#: The costs of "[instruction] unless [player] [does X]" no cost of the IR pays yet, by the
#: reason the compiler gives (C001 at the cost).
_UNLESS_REFUSED: dict[type, str] = {
    # "sacrifice this creature unless you pay its mana cost": what the runtime would pay is
    # the object's mana cost as it is then (CR 118.12a, 202.1), no cost of the IR
    nodes.UnlessPayManaCost: "paying an object's mana cost to stop an instruction (CR 118.12a)",
    nodes.UnlessExiles: "another player exiling cards to stop an instruction (CR 118.12a)",
    nodes.UnlessTaps: "another player tapping permanents to stop an instruction (CR 118.12a)",
    nodes.UnlessMills: "milling cards to stop an instruction (CR 118.12a, 701.17a)",
    nodes.UnlessPut: "moving cards from a zone to stop an instruction (CR 118.12a, 118.3)",
    nodes.UnlessPuts: "moving cards from a zone to stop an instruction (CR 118.12a, 118.3)",
    nodes.UnlessRemoveCounters: "removing counters to stop an instruction (CR 118.12a, 122.8)",
    nodes.UnlessDiscardsZone: "discarding a hand to stop an instruction (CR 118.12a, 701.9a)",
}


def _spend_only(node: nodes.Node) -> nodes.Node | None:
    """The predicate of a sentence that is "Spend this mana only to cast ..." and nothing
    more (CR 106.6); None for any other sentence. Reads without consuming."""
    parts = _one_clause(node)
    if parts is None:
        return None
    subject, may, predicates, duration = parts
    if subject is not None or may is not None or duration is not None:
        return None
    assert isinstance(predicates, nodes.Node)
    if len(predicates.items) != 1:
        return None
    predicate = predicates.items[0]
    if isinstance(
        predicate,
        nodes.SpendOnly
        | nodes.SpendOnlyCastOrActivate
        | nodes.SpendOnlyActivate
        | nodes.SpendOnlyActivateAny,
    ):
        return predicate
    return None


def _lands_named(named: Objects) -> bool:
    """Whether the objects a phrase names are all lands ("All lands", "Forests you control",
    "up to two target lands you control", "They" after lands): by the card type or a land
    type (CR 205.3i) of its filter, or its nouns."""
    if named.filter is not None:
        land_types = frozenset(t.lower() for t in LAND_TYPES)
        if any(t.any_of == ("land",) for t in named.filter.types) or any(
            s.lower() in land_types for s in named.filter.subtypes
        ):
            return True
    # "Those lands" after "put them onto the battlefield" (of "basic land cards"): land
    # cards put onto the battlefield are lands
    return "land" in named.nouns and named.nouns <= {"land", "lands", "card"}


def _still_is(node: nodes.Node) -> bool:
    """Whether a sentence is "It's still a land." / "They're still lands." (CR 205.1b)."""
    clauses = next((i for i in node.items if isinstance(i, nodes.Clauses)), None)
    return (
        clauses is not None
        and len(clauses.items) == 1
        and isinstance(clauses.items[0], (nodes.StillIs, nodes.StillAre))
    )


def _token_has(node: nodes.Node) -> bool:
    """Whether a sentence is "It has '...'." / "They have '...'." (CR 111.4)."""
    return _pronoun_says(node, nodes.HaveAbilities)


def _created(previous: list[ir.Effect]) -> bool:
    """Whether the sentence before ends creating tokens the text describes (perhaps under
    "you may"), which "It has ..." can only be about."""
    if not previous:
        return False
    last = previous[-1]
    if isinstance(last, ir.MayDo):
        last = last.effect
    return (
        isinstance(last, ir.Action)
        and last.verb is ir.Verb.CREATE
        and last.token is not None
        and last.token.characteristics is not None
        and not last.more_tokens
        and not last.or_tokens
    )


def _with_token_abilities(effect: ir.Effect, granted: tuple[ir.GrantedAbility, ...]) -> ir.Effect:
    """``effect`` (a CREATE, perhaps under "you may", :func:`_created`) creating tokens that
    also have ``granted``."""
    if isinstance(effect, ir.MayDo):
        return dataclasses.replace(effect, effect=_with_token_abilities(effect.effect, granted))
    assert isinstance(effect, ir.Action) and effect.token is not None
    chars = effect.token.characteristics
    assert chars is not None
    more = dataclasses.replace(chars, abilities=chars.abilities + granted)
    token = dataclasses.replace(effect.token, characteristics=more)
    return dataclasses.replace(effect, token=token)


def _cant_be_prevented(node: nodes.Node) -> bool:
    """Whether a sentence is "The damage can't be prevented." alone (CR 615.12)."""
    items = [i for i in node.items if i is not None]
    if len(items) != 1 or not isinstance(items[0], nodes.Clauses):
        return False
    return len(items[0].items) == 1 and isinstance(items[0].items[0], nodes.DamageCantBePrevented)


def _with_verb(effect: ir.Effect, old: ir.Verb, new: ir.Verb, found: list[ir.Action]) -> ir.Effect:
    """``effect`` with each instruction of verb ``old`` made ``new``, each recorded in
    ``found``; the instructions around them ("you may", an "if", a sequence) are kept. For
    "It can't be regenerated." (DESTROY -> DESTROY_NO_REGENERATION, CR 701.19c) and "The
    damage can't be prevented." (DEAL_DAMAGE -> DEAL_DAMAGE_UNPREVENTABLE, CR 615.12)."""
    if isinstance(effect, ir.Action) and effect.verb is old:
        found.append(effect)
        return dataclasses.replace(effect, verb=new)
    if isinstance(effect, ir.Sequence):
        steps = tuple(_with_verb(step, old, new, found) for step in effect.steps)
        return dataclasses.replace(effect, steps=steps)
    if isinstance(effect, ir.MayDo | ir.IfCondition):
        return dataclasses.replace(effect, effect=_with_verb(effect.effect, old, new, found))
    return effect


#: The key "they control" in a clause's "for each" names until the clause is lowered.
_THEY = "they"
#: The players who are one player as the instruction is done: "they" is that player (not
#: "you": "You gain 1 life for each creature they control" names someone else).
_ONE_PLAYER_WHO = ("target", "that_player", "mentioned", "controller", "owner")
#: One player other than you, whom "If they do" / "If that player does" can name (CR 608.2c).
_ONE_OTHER_PLAYER = (
    "target",
    "that_player",
    "mentioned",
    "controller",
    "owner",
    "defending_player",
)
#: The players of a clause's subject that "they control" in its objects can name (CR 608.2c):
#: one player, or each player / each opponent in turn (CR 101.4).
_THEY_SUBJECTS = (*_ONE_PLAYER_WHO, "each_player", "each_opponent")


def _they_are_the_subject(
    steps: list[ir.Effect], they: ir.Players, node: nodes.Node
) -> list[ir.Effect]:
    """ "Target player loses 1 life for each tapped artifact they control." / "Each player
    loses 1 life for each Swamp they control.": "they" is the clause's player, the only one
    it names (CR 608.2c); of each player, each counts what they control, done once for each
    of them in turn order (CR 101.4). A clause naming another player, or no player doing it,
    is C001: "they" would be a reading."""
    step = steps[0] if len(steps) == 1 else None
    if isinstance(step, ir.Sequence) and _chooses_first(step):
        # "Each player returns a creature they control to its owner's hand": each player
        # chooses in turn order, then the chosen are returned together (CR 101.4)
        first, *rest = step.steps
        return [ir.Sequence((*_they_are_the_subject([first], they, node), *rest), span=step.span)]
    # "Each player gains control of all creatures they own." (CR 613.1b, 108.3): a control
    # change of the clause's player, as an instruction is
    subject = step.players if isinstance(step, ir.Action | ir.GainControl) else None
    if step is None or subject is None or (subject.who == "mentioned" and subject.key == _THEY):
        raise Unsupported(node, "'they control' of no player doing the instruction")
    named = [p for p in _players_in(step) if p != they and p is not subject]
    if named:
        raise Unsupported(node, "'they control' in a clause naming two players")
    if any(isinstance(o, ir.ChosenObjects) and o.chooser.who == "you" for o in _walk(step)):
        # "Target opponent exiles a creature they control": that player chooses (CR 608.2d),
        # not you, as a choice of objects reads by itself
        raise Unsupported(node, "'they control' in objects another player would choose")
    if subject.who in _ONE_PLAYER_WHO:
        return [_replace_players(step, they, subject)]
    if subject.who not in ("each_player", "each_opponent"):
        raise Unsupported(node, f"'they control' of the players '{subject.who}'")
    each = ir.Players("mentioned", key="each_player", span=subject.span)
    # the subject's players wherever the instruction names them as its player (the one who
    # chooses what they sacrifice, CR 701.21a) are the player of this turn of the loop
    done = _replace_same_players(_replace_players(step, they, each), subject, each)
    return [ir.ForEachPlayer(subject, dataclasses.replace(done, players=each), span=node.span)]


def _replace_same_players(item: Any, old: ir.Players, new: ir.Players) -> Any:
    """``item`` with the very object ``old`` (not another equal to it) made ``new``."""
    return ir.rewrite(
        item, lambda node: dataclasses.replace(new, span=node.span) if node is old else None
    )


def _they_are_the_one_player(
    steps: list[ir.Effect], they: ir.Players, node: nodes.Node
) -> list[ir.Effect]:
    """ "Karma deals damage to that player equal to the number of Swamps they control.",
    "Acidic Soil deals damage to each player equal to the number of lands they control.": of
    a source's instruction, "they" is the one player the clause names (CR 608.2c); of each
    player it deals damage to, each counts what they control (CR 101.4 order; the runtime deals
    it all as one damage event, CR 120.4). A clause naming no player, or two, is C001: "they"
    would be a reading."""
    step = steps[0] if len(steps) == 1 else None
    named = [p for p in _players_in(step) if p != they]
    if not isinstance(step, ir.Action) or not named or any(p != named[0] for p in named):
        raise Unsupported(node, "'they control' of no one player the instruction names")
    player = named[0]
    if player.who in _ONE_PLAYER_WHO:
        return [_replace_players(step, they, player)]
    if player.who not in ("each_player", "each_opponent") or step.recipient_players != player:
        raise Unsupported(node, f"'they control' of the players '{player.who}'")
    each = ir.Players("mentioned", key="each_player", span=player.span)
    done = _replace_players(_replace_players(step, they, each), player, each)
    return [ir.ForEachPlayer(player, done, span=node.span)]


def _chooses_first(step: ir.Sequence) -> bool:
    """Whether ``step`` is a player's choice of objects (:meth:`one_shot_returns`) and what
    is done to them, which names no player."""
    first, *rest = step.steps
    if not (isinstance(first, ir.Action) and first.verb is ir.Verb.CHOOSE and first.players):
        return False
    return not _players_in(tuple(rest))


def _walk(item: Any) -> list[Any]:
    """``item`` and every IR value under it."""
    if isinstance(item, tuple):
        return [found for i in item for found in _walk(i)]
    if not isinstance(item, ir.IRNode):
        return []
    fields = (getattr(item, f.name) for f in dataclasses.fields(item) if f.name != "span")
    return [item, *(found for value in fields for found in _walk(value))]


def _players_in(item: Any) -> list[ir.Players]:
    """Every :class:`~karlov.ir.Players` under ``item``."""
    if isinstance(item, tuple):
        return [p for i in item for p in _players_in(i)]
    if isinstance(item, ir.Players):
        return [item]
    if not isinstance(item, ir.IRNode):
        return []
    return [p for f in dataclasses.fields(item) for p in _players_in(getattr(item, f.name))]


def _replace_players(item: Any, old: ir.Players, new: ir.Players) -> Any:
    """``item`` with each ``old`` players made ``new``."""

    def replaced(node: Any) -> Any:
        if isinstance(node, ir.Players) and node == old:
            return dataclasses.replace(new, span=node.span)
        return None

    return ir.rewrite(item, replaced)


def _about_the_source(test: ir.Condition) -> bool:
    """Whether ``test`` is "~ is [a quality]" / "~ isn't [a quality]" of the source itself."""
    if isinstance(test, ir.NotCondition):
        test = test.condition
    return isinstance(test, ir.ObjectIs) and isinstance(test.object, ir.SourceObject)


def _has_may(effect: object) -> bool:
    """Whether ``effect`` holds a "you may" (:class:`~karlov.ir.MayDo`) anywhere in it."""
    if isinstance(effect, ir.MayDo):
        return True
    return any(_has_may(child) for child in ir.children(effect))


def _prevented_this_way(node: nodes.Node) -> bool:
    """Whether a sentence says "the damage prevented this way" (read without consuming)."""
    return bool(descendants(node, nodes.DamagePreventedThisWay))


def _last_delayed(effect: ir.Effect) -> ir.DelayedInstruction | None:
    """The delayed instruction ``effect`` ends with ("If you do, return it ... at the
    beginning of your next upkeep."), or None."""
    while True:
        if isinstance(effect, ir.DelayedInstruction):
            return effect
        if isinstance(effect, ir.Sequence) and effect.steps:
            effect = effect.steps[-1]
        elif isinstance(effect, ir.IfDone | ir.IfCondition | ir.MayDo):
            effect = effect.effect
        else:
            return None


def _sequence(steps: list[ir.Effect], node: nodes.Node) -> ir.Effect:
    """Instructions in order (CR 608.2c); one instruction is itself."""
    if len(steps) == 1:
        return steps[0]
    return ir.Sequence(tuple(steps), span=node.span)


def _countered_into(action: nodes.Node) -> tuple[ir.ZoneName, str | None] | None:
    """Where "exile it" / "put it into its owner's hand" / "put it on top of (on the bottom
    of) its owner's library" puts a countered spell (read without consuming): the zone and
    the position in a library; None for any other instruction or object."""
    if is_(action, nodes.Exile):
        it, rest = action.items
        return (ir.ZoneName.EXILE, None) if is_(it, nodes.It) and not rest else None
    if not is_(action, nodes.Put) or len(action.items) != 2:
        return None
    it, destination = action.items
    if not is_(it, nodes.It):
        return None
    places = {nodes.IntoZone: None, nodes.OnTopOf: "top", nodes.OnBottomOf: "bottom"}
    kind = next((k for k in places if is_(destination, k)), None)
    if kind is None or any(extra is not None for extra in destination.items[1:]):  # type: ignore[union-attr]
        return None
    place = destination.items[0]  # type: ignore[union-attr]
    if not is_(place, nodes.Zone) or not is_(place.items[0], nodes.ItsOwners):  # type: ignore[union-attr]
        return None
    said = [w.lower() for w in lexeme_texts(place.items[1])]  # type: ignore[union-attr, arg-type]
    zone_name = {"hand": ir.ZoneName.HAND, "library": ir.ZoneName.LIBRARY}.get(" ".join(said))
    if zone_name is None or (zone_name is ir.ZoneName.LIBRARY) == (places[kind] is None):
        return None
    return zone_name, places[kind]


#: The players of an instruction that are one player ("that player mills a card").
def _the_one_player_of(steps: tuple[ir.Effect, ...]) -> ir.Players | None:
    """The one player the actions ``steps`` name (each action naming a player names the same
    one; at least one names it), or None."""
    named = [step.players for step in steps if isinstance(step, ir.Action) and step.players]
    if not named or not all(isinstance(step, ir.Action) for step in steps):
        return None
    first = dataclasses.replace(named[0], span=None)
    if any(dataclasses.replace(p, span=None) != first for p in named[1:]):
        return None
    return named[0]


def _counts_moved_cards(test: ir.Condition) -> bool:
    """Whether ``test`` counts the cards an earlier instruction moved or revealed ("If a
    creature card is discarded this way", CR 608.2c)."""
    return isinstance(test, ir.ObjectCount) and test.filter.among is not None


#: The instructions "exiled / milled / discarded this way" names (CR 608.2c).
_MOVED_PARTICIPLES = {
    ir.Verb.EXILE: "exiled",
    ir.Verb.MILL: "milled",
    ir.Verb.DISCARD: "discarded",
    ir.Verb.DISCARD_AT_RANDOM: "discarded",
    ir.Verb.SACRIFICE: "sacrificed",
}
#: The zones whose objects are cards, each the card it is (not a permanent or a spell).
_ZONES_OF_CARDS = (
    ir.ZoneName.GRAVEYARD,
    ir.ZoneName.HAND,
    ir.ZoneName.LIBRARY,
    ir.ZoneName.EXILE,
)


def _is_a_creature_dealt_damage_this_way(node: nodes.Node) -> bool:
    """Whether ``node`` is "a creature dealt damage this way" and nothing more."""
    if not is_(node, nodes.Counted):
        return False
    how_many, described = take(node)
    if not is_(how_many, nodes.Count) or not is_(take(how_many)[0], nodes.ArticleA):
        return False
    if not is_(described, nodes.Filter):
        return False
    parts = [p for p in take(described) if p is not None]
    return (
        len(parts) == 2
        and is_(parts[0], nodes.Types)
        and lexeme_texts(parts[0]) == ["creature"]
        and is_(parts[1], nodes.DamagedThisWay)
    )


def _object_named_by_trigger(test: ir.Condition) -> bool:
    """Whether ``test`` is about an object other than the source, the permanent it is attached
    to, or the object of the event ("if it was a Human" of the creature that died: read with
    the event, CR 603.4, :func:`karlov.runtime.conditions._event_object_has`)."""
    if not isinstance(test, ir.ObjectIs):
        return False
    if isinstance(test.object, ir.SourceObject | ir.EventObject):
        return False
    return not (isinstance(test.object, ir.AllObjects) and test.object.filter.attached_to_source)


#: "twice X", "three times the number of ...": the written multiplier (CR 107.3).
_MULTIPLIERS = {"twice": 2, "two": 2, "three": 3, "four": 4}


def _multiplier(said: nodes.Lexeme) -> int:
    """The number a MULTIPLE_OF_X or TIMES_MULTIPLIER token multiplies by: its first word."""
    return _MULTIPLIERS[said.text.lower().split()[0]]


#: The amounts that count something ``times`` over ("twice the number of ...").
_TIMES_COUNTED = (
    ir.NumberOf,
    ir.VotesFor,
    ir.BasicLandTypesAmong,
    ir.ResultOf,
    ir.TurnTally,
    ir.TimesKicked,
    ir.CountersOn,
)


def _in_zone_of(quantity: ir.Quantity, hit: ir.Players, at: nodes.Node) -> ir.Quantity:
    """ "deals damage to that player equal to the number of white cards in their hand", "...
    land cards in that player's graveyard": the cards of the zone of the one player dealt the
    damage (CR 400.3: a player's hand and graveyard hold the cards that player owns), as it
    resolves (CR 608.2h). A count of such a zone for several players, or nested in another
    amount, is reported."""
    mine = (ir.Whose.OWNER, ir.Whose.THAT_PLAYER)

    def theirs(value: Any) -> bool:
        return (
            isinstance(value, ir.NumberOf)
            and value.filter.zone_owner in mine
            and value.filter.owner is None
        )

    if theirs(quantity):
        assert isinstance(quantity, ir.NumberOf)
        if hit.who not in _ONE_PLAYER:
            raise Unsupported(at, "counting a zone of each of several players")
        owned = dataclasses.replace(quantity.filter, owner=hit)
        return dataclasses.replace(quantity, filter=owned)
    pending = list(ir.children(quantity))
    while pending:
        child = pending.pop()
        if theirs(child):
            raise Unsupported(at, "counting a zone of the player dealt damage, in this amount")
        pending.extend(ir.children(child))
    return quantity


def _same_players(one: ir.Players | None, other: ir.Players | None) -> bool:
    """Whether two instructions name the same players (None is "you"); players named through
    an object ("that creature's controller") are never taken for the same."""
    if any(p is not None and p.of is not None for p in (one, other)):
        return False

    def named(players: ir.Players | None) -> tuple[str, int | None, str]:
        return (
            ("you", None, "")
            if players is None
            else (players.who, players.target_index, players.key)
        )

    return named(one) == named(other)
