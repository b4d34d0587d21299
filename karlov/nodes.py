"""The typed AST: one frozen, slotted dataclass per grammar rule, plus the card frame.

The grammar shapes the tree (STYLE.md, Lark's examples): each rule or alias of
``karlov/grammar/*.lark`` has exactly one class here, named after it, whose ``items`` are the
rule's children in grammar order (``None`` where an optional ``[part]`` is absent) and whose
docstring is the rule's grammar text. Words and symbols are :class:`Lexeme` leaves, so every
word of a card's text is in the tree. Classes are grouped by what they describe
(:class:`ObjectNode`, :class:`ConditionNode`, :class:`CostNode`, :class:`EffectNode`,
:class:`AbilityNode`); the card frame (:class:`Card`, :class:`CardFile`) and the ability
classification (CR 113.3) are written by hand.

Equality ignores spans and letter case of case-insensitive words, so
``parse(render(ast)) == ast`` compares meaning, not layout.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum

from .diagnostics import Span


@dataclass(frozen=True, slots=True)
class Lexeme:
    """One word or symbol of the text: its terminal ``kind`` and its normalized ``text``.

    Case-insensitive words are stored in lower case; the renderer restores Oracle casing.
    """

    kind: str
    text: str
    span: Span | None = field(default=None, compare=False, repr=False, kw_only=True)


@dataclass(frozen=True, slots=True)
class Node:
    """Base of every AST node: its children (``items``) and where it stands in the source."""

    items: tuple[Node | Lexeme | None, ...]
    span: Span | None = field(default=None, compare=False, repr=False, kw_only=True)
    rule = ""

    def walk(self) -> Iterator[Node | Lexeme]:
        """This node and everything below it, depth first, in source order."""
        yield self
        for item in self.items:
            if isinstance(item, Node):
                yield from item.walk()
            elif item is not None:
                yield item

    def lexemes(self) -> Iterator[Lexeme]:
        for item in self.walk():
            if isinstance(item, Lexeme):
                yield item

    def find(self, cls: type[N]) -> Iterator[N]:
        for item in self.walk():
            if isinstance(item, cls):
                yield item

    def child(self, cls: type[N]) -> N | None:
        """The first direct child of type ``cls``."""
        return next((i for i in self.items if isinstance(i, cls)), None)


from typing import TypeVar  # noqa: E402  (after Node, which the bound names)

N = TypeVar("N", bound=Node)


class ObjectNode(Node):
    """Objects, players, zones, filters and counts."""

    __slots__ = ()


class ConditionNode(Node):
    """Conditions of "To solve" and intervening-if clauses."""

    __slots__ = ()


class CostNode(Node):
    """Mana symbols and costs."""

    __slots__ = ()


class EffectNode(Node):
    """Clauses, effects and durations."""

    __slots__ = ()


class AbilityNode(Node):
    """Abilities, triggers, reminder text and the Case keywords."""

    __slots__ = ()


class AbilityKind(StrEnum):
    """The kinds of ability (CR 113.3) plus the two Case keywords (CR 702.169)."""

    KEYWORD = "keyword"
    STATIC = "static"
    TRIGGERED = "triggered"
    ACTIVATED = "activated"
    REPLACEMENT = "replacement"
    SPELL = "spell"
    TO_SOLVE = "to solve"
    SOLVED = "solved"
    REMINDER = "reminder"


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability line, classified.

    ``kind`` says what it is (CR 113.3); ``body`` is its rule node (a ``Statement`` is a
    static ability on a permanent and a spell ability on an instant or sorcery);
    ``solved`` holds the ability a ``Solved —`` wraps, classified the same way, and
    ``reminder`` the parsed reminder text after it; ``ability_word`` the italic label before it
    ("Landfall"), which has no rules meaning (CR 207.2c). ``source`` is the line as written, for
    logs and prompts (like ``span``, it is not part of the ability's meaning).
    """

    kind: AbilityKind
    body: Node | None
    reminder: Node | None = None
    solved: Ability | None = None
    ability_word: str | None = None
    span: Span | None = field(default=None, compare=False, repr=False, kw_only=True)
    source: str = field(default="", compare=False, repr=False, kw_only=True)


@dataclass(frozen=True, slots=True)
class TypeLine:
    """``Legendary Creature — Human Detective``: supertypes, card types, subtypes (CR 205)."""

    supertypes: tuple[str, ...]
    card_types: tuple[str, ...]
    subtypes: tuple[str, ...]
    span: Span | None = field(default=None, compare=False, repr=False, kw_only=True)

    def has(self, card_type: str) -> bool:
        return card_type in self.card_types


def short_name(name: str, type_line: TypeLine) -> str | None:
    """A legendary card may call itself by the part of its name before the comma (CR 201.5)."""
    if "legendary" in type_line.supertypes and "," in name:
        return name.split(",", 1)[0]
    return None


@dataclass(frozen=True, slots=True)
class Card:
    """A card: name and mana cost, type line, abilities in order, and power/toughness."""

    name: str
    mana_cost: tuple[str, ...] | None
    type_line: TypeLine
    abilities: tuple[Ability, ...]
    power_toughness: tuple[str, str] | None = None
    span: Span | None = field(default=None, compare=False, repr=False, kw_only=True)

    @property
    def is_case(self) -> bool:
        return "Case" in self.type_line.subtypes

    @property
    def short_name(self) -> str | None:
        return short_name(self.name, self.type_line)


@dataclass(frozen=True, slots=True)
class Comment:
    """A ``#`` comment line, kept so the formatter never drops what the author wrote."""

    text: str
    span: Span | None = field(default=None, compare=False, repr=False, kw_only=True)


@dataclass(frozen=True, slots=True)
class CardFile:
    """A whole ``.card`` file: cards and comments in source order."""

    items: tuple[Card | Comment, ...]
    span: Span | None = field(default=None, compare=False, repr=False, kw_only=True)

    @property
    def cards(self) -> list[Card]:
        return [item for item in self.items if isinstance(item, Card)]


# ---- rule classes (generated by tools/gen_nodes.py; do not edit below) ----


class APlayer(ObjectNode):
    """Grammar rule ``a_player``: 'a'i 'player'i"""

    __slots__ = ()
    rule = "a_player"


class Abilities(EffectNode):
    """Grammar rule ``abilities``: ability_item (ability_cont)*"""

    __slots__ = ()
    rule = "abilities"


class AbilityCont(EffectNode):
    """Grammar rule ``ability_cont``: KEYWORD_CONT | 'and \\''i quoted_body '\\''"""

    __slots__ = ()
    rule = "ability_cont"


class Activated(AbilityNode):
    """Grammar rule ``activated``: costs ':' statement_body"""

    __slots__ = ()
    rule = "activated"


class ActivationRestriction(AbilityNode):
    """Grammar rule ``activation_restriction``: 'activate'i 'only'i 'as'i 'a'i 'sorcery'i '.'"""

    __slots__ = ()
    rule = "activation_restriction"


class AddAnyColor(EffectNode):
    """Grammar rule ``add_any_color``: 'add one mana of any color'i"""

    __slots__ = ()
    rule = "add_any_color"


class AddMana(EffectNode):
    """Grammar rule ``add_mana``: 'add'i mana_symbols"""

    __slots__ = ()
    rule = "add_mana"


class AllMatching(ObjectNode):
    """Grammar rule ``all_matching``: filter"""

    __slots__ = ()
    rule = "all_matching"


class AllOf(ObjectNode):
    """Grammar rule ``all_of``: 'all'i filter"""

    __slots__ = ()
    rule = "all_of"


class AltCost(EffectNode):
    """Grammar rule ``alt_cost``: 'for'i 'its'i 'flashback'i 'cost'i"""

    __slots__ = ()
    rule = "alt_cost"


class AndYouClause(EffectNode):
    """Grammar rule ``and_you_clause``: 'and you'i [may] predicates [duration]"""

    __slots__ = ()
    rule = "and_you_clause"


class AnyNumberOfTargets(ObjectNode):
    """Grammar rule ``any_number_of_targets``: 'any'i 'number'i 'of'i 'targets'i"""

    __slots__ = ()
    rule = "any_number_of_targets"


class AnyOf(ObjectNode):
    """Grammar rule ``any_of``: 'any'i filter"""

    __slots__ = ()
    rule = "any_of"


class AnyTarget(ObjectNode):
    """Grammar rule ``any_target``: 'any'i 'target'i"""

    __slots__ = ()
    rule = "any_target"


class AnyTime(EffectNode):
    """Grammar rule ``any_time``: 'any time'i"""

    __slots__ = ()
    rule = "any_time"


class ArticleA(ObjectNode):
    """Grammar rule ``article_a``: 'a'i"""

    __slots__ = ()
    rule = "article_a"


class ArticleAn(ObjectNode):
    """Grammar rule ``article_an``: 'an'i"""

    __slots__ = ()
    rule = "article_an"


class AtLeast(ObjectNode):
    """Grammar rule ``at_least``: count_word 'or'i 'more'i"""

    __slots__ = ()
    rule = "at_least"


class AtMost(ObjectNode):
    """Grammar rule ``at_most``: count_word 'or'i 'fewer'i"""

    __slots__ = ()
    rule = "at_most"


class AtStep(AbilityNode):
    """Grammar rule ``at_step``: 'at'i 'the'i 'beginning'i 'of'i step_ref"""

    __slots__ = ()
    rule = "at_step"


class AttackTrigger(AbilityNode):
    """Grammar rule ``attack_trigger``: player 'attack'i ['with'i counted]"""

    __slots__ = ()
    rule = "attack_trigger"


class Attacked(ConditionNode):
    """Grammar rule ``attacked``: 'attacked'i"""

    __slots__ = ()
    rule = "attacked"


class Attacking(ObjectNode):
    """Grammar rule ``attacking``: 'attacking'i"""

    __slots__ = ()
    rule = "attacking"


class BareFilter(ObjectNode):
    """Grammar rule ``bare_filter``: head_noun qualifier*"""

    __slots__ = ()
    rule = "bare_filter"


class BasePt(EffectNode):
    """Grammar rule ``base_pt``: 'with'i 'base'i 'power'i 'and'i 'toughness'i PT"""

    __slots__ = ()
    rule = "base_pt"


class Battlefield(ObjectNode):
    """Grammar rule ``battlefield``: 'the'i 'battlefield'i"""

    __slots__ = ()
    rule = "battlefield"


class Become(EffectNode):
    """Grammar rule ``become``: BECOME objects_spec [in_addition]"""

    __slots__ = ()
    rule = "become"


class BecomesTarget(AbilityNode):
    """Grammar rule ``becomes_target``: objects BECOME 'the'i 'target'i 'of'i counted"""

    __slots__ = ()
    rule = "becomes_target"


class BecomesToken(EffectNode):
    """Grammar rule ``becomes_token``: BECOME 'a'i NOUN"""

    __slots__ = ()
    rule = "becomes_token"


class Blocking(ObjectNode):
    """Grammar rule ``blocking``: 'blocking'i"""

    __slots__ = ()
    rule = "blocking"


class CanAttack(EffectNode):
    """Grammar rule ``can_attack``: 'can'i 'attack'i 'and'i MANA_SYMBOL 'this turn'i"""

    __slots__ = ()
    rule = "can_attack"


class CantBlock(EffectNode):
    """Grammar rule ``cant_block``: 'can't'i 'block'i"""

    __slots__ = ()
    rule = "cant_block"


class CaseReminder(AbilityNode):
    """Grammar rule ``case_reminder``: 'if'i 'unsolved'i ',' 'solve'i 'at'i 'the'i 'beginning'i
    'of'i 'your'i 'end'i 'step'i '.'
    """

    __slots__ = ()
    rule = "case_reminder"


class CastPermission(EffectNode):
    """Grammar rule ``cast_permission``: 'cast'i self_ref 'from'i zone [alt_cost]"""

    __slots__ = ()
    rule = "cast_permission"


class CastQualifier(ObjectNode):
    """Grammar rule ``cast_qualifier``: player 'cast'i"""

    __slots__ = ()
    rule = "cast_qualifier"


class CastTrigger(AbilityNode):
    """Grammar rule ``cast_trigger``: player 'cast'i objects"""

    __slots__ = ()
    rule = "cast_trigger"


class Choose(EffectNode):
    """Grammar rule ``choose``: 'choose'i objects"""

    __slots__ = ()
    rule = "choose"


class Clause(EffectNode):
    """Grammar rule ``clause``: [subject] [may] predicates [duration]"""

    __slots__ = ()
    rule = "clause"


class Clauses(EffectNode):
    """Grammar rule ``clauses``: clause (clause_sep clause | and_you_clause)*"""

    __slots__ = ()
    rule = "clauses"


class CollectEvidence(EffectNode):
    """Grammar rule ``collect_evidence``: 'collect'i 'evidence'i amount"""

    __slots__ = ()
    rule = "collect_evidence"


class CollectEvidenceAction(AbilityNode):
    """Grammar rule ``collect_evidence_action``: 'collect'i 'evidence'i amount"""

    __slots__ = ()
    rule = "collect_evidence_action"


class Color(ObjectNode):
    """Grammar rule ``color``: COLOR"""

    __slots__ = ()
    rule = "color"


class CombatOnYourTurn(AbilityNode):
    """Grammar rule ``combat_on_your_turn``: 'combat'i 'on'i 'your'i 'turn'i"""

    __slots__ = ()
    rule = "combat_on_your_turn"


class Comma(EffectNode):
    """Grammar rule ``comma``: ','"""

    __slots__ = ()
    rule = "comma"


class CommaAnd(EffectNode):
    """Grammar rule ``comma_and``: ',' 'and'i"""

    __slots__ = ()
    rule = "comma_and"


class CommaThen(EffectNode):
    """Grammar rule ``comma_then``: ',' THEN"""

    __slots__ = ()
    rule = "comma_then"


class Conjure(EffectNode):
    """Grammar rule ``conjure``: 'conjure'i count NOUN 'named'i OTHER_CARD_NAME 'into'i zone"""

    __slots__ = ()
    rule = "conjure"


class ControlCount(ConditionNode):
    """Grammar rule ``control_count``: player CONTROL_VERB counted"""

    __slots__ = ()
    rule = "control_count"


class ControlObject(EffectNode):
    """Grammar rule ``control_object``: CONTROL_VERB objects"""

    __slots__ = ()
    rule = "control_object"


class ControlledThen(ObjectNode):
    """Grammar rule ``controlled_then``: player 'controlled'i"""

    __slots__ = ()
    rule = "controlled_then"


class ControllerQualifier(ObjectNode):
    """Grammar rule ``controller_qualifier``: player CONTROL_VERB"""

    __slots__ = ()
    rule = "controller_qualifier"


class Copy(EffectNode):
    """Grammar rule ``copy``: 'copy'i objects"""

    __slots__ = ()
    rule = "copy"


class CostLess(EffectNode):
    """Grammar rule ``cost_less``: 'cost'i mana_symbols 'less'i 'to'i 'cast'i"""

    __slots__ = ()
    rule = "cost_less"


class Costs(CostNode):
    """Grammar rule ``costs``: cost_part (',' cost_part)*"""

    __slots__ = ()
    rule = "costs"


class Count(ObjectNode):
    """Grammar rule ``count``: count_word"""

    __slots__ = ()
    rule = "count"


class CountNoun(EffectNode):
    """Grammar rule ``count_noun``: count_word NOUN"""

    __slots__ = ()
    rule = "count_noun"


class CountRange(ObjectNode):
    """Grammar rule ``count_range``: count_word 'or'i count_word"""

    __slots__ = ()
    rule = "count_range"


class Counted(ObjectNode):
    """Grammar rule ``counted``: count filter"""

    __slots__ = ()
    rule = "counted"


class CounterKind(EffectNode):
    """Grammar rule ``counter_kind``: PT_MOD"""

    __slots__ = ()
    rule = "counter_kind"


class Create(EffectNode):
    """Grammar rule ``create``: 'create'i count token_spec"""

    __slots__ = ()
    rule = "create"


class Crew(AbilityNode):
    """Grammar rule ``crew``: 'crew'i NUMBER"""

    __slots__ = ()
    rule = "crew"


class DamagePersists(AbilityNode):
    """Grammar rule ``damage_persists``: 'damage'i 'isn't'i 'removed'i 'from'i filter 'during'i
    'cleanup'i 'steps'i '.'
    """

    __slots__ = ()
    rule = "damage_persists"


class Damaged(ObjectNode):
    """Grammar rule ``damaged``: 'damaged'i"""

    __slots__ = ()
    rule = "damaged"


class DealDamage(EffectNode):
    """Grammar rule ``deal_damage``: DEAL amount 'damage'i 'to'i objects"""

    __slots__ = ()
    rule = "deal_damage"


class DealDamageDivided(EffectNode):
    """Grammar rule ``deal_damage_divided``: DEAL 'that'i 'much'i 'damage'i 'divided'i 'as'i
    'you'i 'choose'i 'among'i objects
    """

    __slots__ = ()
    rule = "deal_damage_divided"


class DealDamageEqualPower(EffectNode):
    """Grammar rule ``deal_damage_equal_power``: DEAL 'damage'i 'equal'i 'to'i its_power 'to'i
    objects
    """

    __slots__ = ()
    rule = "deal_damage_equal_power"


class DealDamageToPlayers(EffectNode):
    """Grammar rule ``deal_damage_to_players``: DEAL amount 'damage'i 'to'i players_hit"""

    __slots__ = ()
    rule = "deal_damage_to_players"


class DealsDamageTrigger(AbilityNode):
    """Grammar rule ``deals_damage_trigger``: objects DEAL 'combat'i 'damage'i 'to'i player"""

    __slots__ = ()
    rule = "deals_damage_trigger"


class DealtDamage(ConditionNode):
    """Grammar rule ``dealt_damage``: 'dealt'i 'damage'i"""

    __slots__ = ()
    rule = "dealt_damage"


class DealtDamageThisTurn(ObjectNode):
    """Grammar rule ``dealt_damage_this_turn``: 'that'i 'was'i 'dealt'i 'damage'i 'this turn'i"""

    __slots__ = ()
    rule = "dealt_damage_this_turn"


class Definition(AbilityNode):
    """Grammar rule ``definition``: 'to'i keyword_action ',' clauses '.'"""

    __slots__ = ()
    rule = "definition"


class DestinationReturn(EffectNode):
    """Grammar rule ``destination_return``: 'to'i zone [under_control]"""

    __slots__ = ()
    rule = "destination_return"


class Destroy(EffectNode):
    """Grammar rule ``destroy``: 'destroy'i objects"""

    __slots__ = ()
    rule = "destroy"


class Dies(AbilityNode):
    """Grammar rule ``dies``: [objects] 'dies'i"""

    __slots__ = ()
    rule = "dies"


class Digits(ObjectNode):
    """Grammar rule ``digits``: NUMBER"""

    __slots__ = ()
    rule = "digits"


class Discard(EffectNode):
    """Grammar rule ``discard``: DISCARD count_noun"""

    __slots__ = ()
    rule = "discard"


class DiscardCost(CostNode):
    """Grammar rule ``discard_cost``: COST_DISCARD objects"""

    __slots__ = ()
    rule = "discard_cost"


class DiscardZone(EffectNode):
    """Grammar rule ``discard_zone``: DISCARD zone"""

    __slots__ = ()
    rule = "discard_zone"


class DistributeCounters(EffectNode):
    """Grammar rule ``distribute_counters``: 'distribute'i count counter_kind COUNTER_NOUN
    'among'i objects
    """

    __slots__ = ()
    rule = "distribute_counters"


class Draw(EffectNode):
    """Grammar rule ``draw``: DRAW count_noun"""

    __slots__ = ()
    rule = "draw"


class Each(ObjectNode):
    """Grammar rule ``each``: 'each'i filter"""

    __slots__ = ()
    rule = "each"


class EachOpponent(ObjectNode):
    """Grammar rule ``each_opponent``: 'each'i 'opponent'i"""

    __slots__ = ()
    rule = "each_opponent"


class EachPlayer(ObjectNode):
    """Grammar rule ``each_player``: 'each'i 'player'i"""

    __slots__ = ()
    rule = "each_player"


class EachStep(AbilityNode):
    """Grammar rule ``each_step``: 'each'i STEP_NAME"""

    __slots__ = ()
    rule = "each_step"


class Enchant(AbilityNode):
    """Grammar rule ``enchant``: 'enchant'i filter"""

    __slots__ = ()
    rule = "enchant"


class Enchanted(ObjectNode):
    """Grammar rule ``enchanted``: 'enchanted'i"""

    __slots__ = ()
    rule = "enchanted"


class EnterAsCopy(EffectNode):
    """Grammar rule ``enter_as_copy``: HAVE self_ref 'enter'i 'as'i 'a'i 'copy'i 'of'i objects"""

    __slots__ = ()
    rule = "enter_as_copy"


class EnteredFrom(AbilityNode):
    """Grammar rule ``entered_from``: 'entered'i 'from'i zone"""

    __slots__ = ()
    rule = "entered_from"


class Enters(AbilityNode):
    """Grammar rule ``enters``: objects ENTER_VERB"""

    __slots__ = ()
    rule = "enters"


class EntersWith(EffectNode):
    """Grammar rule ``enters_with``: ENTER_VERB 'with'i count counter_kind COUNTER_NOUN 'on'i
    objects
    """

    __slots__ = ()
    rule = "enters_with"


class Equip(AbilityNode):
    """Grammar rule ``equip``: 'equip'i mana_symbols"""

    __slots__ = ()
    rule = "equip"


class Equipped(ObjectNode):
    """Grammar rule ``equipped``: 'equipped'i"""

    __slots__ = ()
    rule = "equipped"


class Events(AbilityNode):
    """Grammar rule ``events``: event ('or'i event)*"""

    __slots__ = ()
    rule = "events"


class ExchangeControl(EffectNode):
    """Grammar rule ``exchange_control``: 'exchange'i CONTROL_VERB 'of'i objects"""

    __slots__ = ()
    rule = "exchange_control"


class Exile(EffectNode):
    """Grammar rule ``exile``: 'exile'i objects ['from'i zone]"""

    __slots__ = ()
    rule = "exile"


class ExtraLand(EffectNode):
    """Grammar rule ``extra_land``: 'play'i 'an'i 'additional'i CARD_TYPE 'on each of your
    turns'i
    """

    __slots__ = ()
    rule = "extra_land"


class Filter(ObjectNode):
    """Grammar rule ``filter``: descriptor+ [head_noun] qualifier*"""

    __slots__ = ()
    rule = "filter"


class Flashback(AbilityNode):
    """Grammar rule ``flashback``: 'flashback'i mana_symbols"""

    __slots__ = ()
    rule = "flashback"


class GainAbilities(EffectNode):
    """Grammar rule ``gain_abilities``: GAIN abilities"""

    __slots__ = ()
    rule = "gain_abilities"


class GainControl(EffectNode):
    """Grammar rule ``gain_control``: GAIN CONTROL_VERB 'of'i objects"""

    __slots__ = ()
    rule = "gain_control"


class GainLife(EffectNode):
    """Grammar rule ``gain_life``: GAIN amount 'life'i"""

    __slots__ = ()
    rule = "gain_life"


class GetPt(EffectNode):
    """Grammar rule ``get_pt``: GET PT_MOD"""

    __slots__ = ()
    rule = "get_pt"


class HandCount(ConditionNode):
    """Grammar rule ``hand_count``: player HAVE counted"""

    __slots__ = ()
    rule = "hand_count"


class HaveAbilities(EffectNode):
    """Grammar rule ``have_abilities``: HAVE abilities"""

    __slots__ = ()
    rule = "have_abilities"


class HeadNoun(ObjectNode):
    """Grammar rule ``head_noun``: NOUN"""

    __slots__ = ()
    rule = "head_noun"


class IfYouDo(AbilityNode):
    """Grammar rule ``if_you_do``: 'if'i 'you'i 'do'i ',' clauses '.'"""

    __slots__ = ()
    rule = "if_you_do"


class InAddition(EffectNode):
    """Grammar rule ``in_addition``: 'in'i 'addition'i 'to'i 'its'i 'other'i 'types'i"""

    __slots__ = ()
    rule = "in_addition"


class InOwnZone(ObjectNode):
    """Grammar rule ``in_own_zone``: 'in'i ZONE_WORD"""

    __slots__ = ()
    rule = "in_own_zone"


class InsteadSentence(AbilityNode):
    """Grammar rule ``instead_sentence``: 'if'i objects origins ',' clauses 'instead'i '.'"""

    __slots__ = ()
    rule = "instead_sentence"


class InterveningIf(AbilityNode):
    """Grammar rule ``intervening_if``: 'if'i was_kicked ','"""

    __slots__ = ()
    rule = "intervening_if"


class IntoZone(EffectNode):
    """Grammar rule ``into_zone``: 'into'i zone"""

    __slots__ = ()
    rule = "into_zone"


class Investigate(EffectNode):
    """Grammar rule ``investigate``: 'investigate'i [TWICE]"""

    __slots__ = ()
    rule = "investigate"


class IsPtCreature(EffectNode):
    """Grammar rule ``is_pt_creature``: 'is'i objects_spec [in_addition]"""

    __slots__ = ()
    rule = "is_pt_creature"


class It(ObjectNode):
    """Grammar rule ``it``: 'it'i"""

    __slots__ = ()
    rule = "it"


class ItsAToken(AbilityNode):
    """Grammar rule ``its_a_token``: 'it's'i 'an'i descriptor+ [with_abilities] '.'"""

    __slots__ = ()
    rule = "its_a_token"


class ItsController(ObjectNode):
    """Grammar rule ``its_controller``: 'its'i 'controller'i"""

    __slots__ = ()
    rule = "its_controller"


class ItsOwner(ObjectNode):
    """Grammar rule ``its_owner``: 'its'i 'owner'i"""

    __slots__ = ()
    rule = "its_owner"


class ItsOwners(ObjectNode):
    """Grammar rule ``its_owners``: 'its'i 'owner's'i"""

    __slots__ = ()
    rule = "its_owners"


class ItsPower(EffectNode):
    """Grammar rule ``its_power``: 'its'i 'power'i"""

    __slots__ = ()
    rule = "its_power"


class KeywordLine(AbilityNode):
    """Grammar rule ``keyword_line``: keyword_ability (',' keyword_ability)*"""

    __slots__ = ()
    rule = "keyword_line"


class KeywordName(EffectNode):
    """Grammar rule ``keyword_name``: KEYWORD"""

    __slots__ = ()
    rule = "keyword_name"


class KeywordQualifier(ObjectNode):
    """Grammar rule ``keyword_qualifier``: 'with'i KEYWORD"""

    __slots__ = ()
    rule = "keyword_qualifier"


class Kicker(AbilityNode):
    """Grammar rule ``kicker``: 'kicker'i mana_symbols"""

    __slots__ = ()
    rule = "kicker"


class LifeGained(ConditionNode):
    """Grammar rule ``life_gained``: PERFECT 'gained'i count 'life'i 'this turn'i"""

    __slots__ = ()
    rule = "life_gained"


class Line(AbilityNode):
    """Grammar rule ``line``: ability [reminder]"""

    __slots__ = ()
    rule = "line"


class LookAtTop(EffectNode):
    """Grammar rule ``look_at_top``: 'look'i 'at'i top_cards [any_time]"""

    __slots__ = ()
    rule = "look_at_top"


class LoseAllAbilities(EffectNode):
    """Grammar rule ``lose_all_abilities``: LOSE 'all'i 'abilities'i"""

    __slots__ = ()
    rule = "lose_all_abilities"


class LoseLife(EffectNode):
    """Grammar rule ``lose_life``: LOSE amount 'life'i"""

    __slots__ = ()
    rule = "lose_life"


class ManaSymbols(CostNode):
    """Grammar rule ``mana_symbols``: MANA_SYMBOL+"""

    __slots__ = ()
    rule = "mana_symbols"


class ManaValueQualifier(ObjectNode):
    """Grammar rule ``mana_value_qualifier``: 'with'i 'total'i 'mana'i 'value'i amount 'or'i
    'greater'i
    """

    __slots__ = ()
    rule = "mana_value_qualifier"


class May(EffectNode):
    """Grammar rule ``may``: 'may'i"""

    __slots__ = ()
    rule = "may"


class Mill(EffectNode):
    """Grammar rule ``mill``: MILL count_noun"""

    __slots__ = ()
    rule = "mill"


class NamedQualifier(ObjectNode):
    """Grammar rule ``named_qualifier``: 'named'i OTHER_CARD_NAME"""

    __slots__ = ()
    rule = "named_qualifier"


class NoCount(ObjectNode):
    """Grammar rule ``no_count``: 'no'i"""

    __slots__ = ()
    rule = "no_count"


class NotControlledBy(ObjectNode):
    """Grammar rule ``not_controlled_by``: player 'don't'i CONTROL_VERB"""

    __slots__ = ()
    rule = "not_controlled_by"


class NumberWord(ObjectNode):
    """Grammar rule ``number_word``: NUMBER_WORD"""

    __slots__ = ()
    rule = "number_word"


class ObjectsHistory(ConditionNode):
    """Grammar rule ``objects_history``: counted history_event 'this turn'i"""

    __slots__ = ()
    rule = "objects_history"


class ObjectsSpec(EffectNode):
    """Grammar rule ``objects_spec``: count_word [PT] descriptor+ [with_abilities] [base_pt]"""

    __slots__ = ()
    rule = "objects_spec"


class ObjectsState(ConditionNode):
    """Grammar rule ``objects_state``: counted 'are'i 'damaged'i"""

    __slots__ = ()
    rule = "objects_state"


class OfTheirChoice(EffectNode):
    """Grammar rule ``of_their_choice``: 'of'i 'their'i 'choice'i"""

    __slots__ = ()
    rule = "of_their_choice"


class OnBattlefield(ObjectNode):
    """Grammar rule ``on_battlefield``: 'on'i 'the'i 'battlefield'i"""

    __slots__ = ()
    rule = "on_battlefield"


class OnceEachTurn(AbilityNode):
    """Grammar rule ``once_each_turn``: 'activate'i 'only'i 'once'i 'each'i 'turn'i '.'"""

    __slots__ = ()
    rule = "once_each_turn"


class OneOfThem(ObjectNode):
    """Grammar rule ``one_of_them``: 'one of them'i"""

    __slots__ = ()
    rule = "one_of_them"


class OntoBattlefield(EffectNode):
    """Grammar rule ``onto_battlefield``: 'onto'i 'the'i 'battlefield'i [under_control]"""

    __slots__ = ()
    rule = "onto_battlefield"


class OpponentRef(ObjectNode):
    """Grammar rule ``opponent_ref``: 'an'i 'opponent'i"""

    __slots__ = ()
    rule = "opponent_ref"


class Origins(AbilityNode):
    """Grammar rule ``origins``: origin ('or'i origin)*"""

    __slots__ = ()
    rule = "origins"


class PayAdditional(EffectNode):
    """Grammar rule ``pay_additional``: 'pay'i 'an'i 'additional'i mana_symbols 'as'i 'you'i
    'cast'i self_ref
    """

    __slots__ = ()
    rule = "pay_additional"


class PayLifeCost(CostNode):
    """Grammar rule ``pay_life_cost``: 'pay'i amount 'life'i"""

    __slots__ = ()
    rule = "pay_life_cost"


class PlayKindCast(EffectNode):
    """Grammar rule ``play_kind_cast``: 'cast'i filter"""

    __slots__ = ()
    rule = "play_kind_cast"


class PlayKindPlay(EffectNode):
    """Grammar rule ``play_kind_play``: 'play'i filter"""

    __slots__ = ()
    rule = "play_kind_play"


class PlayPermission(EffectNode):
    """Grammar rule ``play_permission``: play_verbs 'from'i top_cards"""

    __slots__ = ()
    rule = "play_permission"


class PlayThisTurn(EffectNode):
    """Grammar rule ``play_this_turn``: 'play'i reference 'this turn'i"""

    __slots__ = ()
    rule = "play_this_turn"


class PlayVerbs(EffectNode):
    """Grammar rule ``play_verbs``: play_kind ('and'i play_kind)*"""

    __slots__ = ()
    rule = "play_verbs"


class PlayersStep(AbilityNode):
    """Grammar rule ``players_step``: possessive STEP_NAME"""

    __slots__ = ()
    rule = "players_step"


class PlusTokens(AbilityNode):
    """Grammar rule ``plus_tokens``: 'those'i NOUN 'plus'i count token_spec 'are'i 'created'i"""

    __slots__ = ()
    rule = "plus_tokens"


class PowerQualifier(ObjectNode):
    """Grammar rule ``power_qualifier``: 'with'i 'power'i amount 'or'i 'greater'i"""

    __slots__ = ()
    rule = "power_qualifier"


class Predicates(EffectNode):
    """Grammar rule ``predicates``: predicate ('and'i predicate)*"""

    __slots__ = ()
    rule = "predicates"


class Put(EffectNode):
    """Grammar rule ``put``: 'put'i objects destination"""

    __slots__ = ()
    rule = "put"


class PutCounters(EffectNode):
    """Grammar rule ``put_counters``: 'put'i count counter_kind COUNTER_NOUN 'on'i objects"""

    __slots__ = ()
    rule = "put_counters"


class PutIntoGraveyard(ConditionNode):
    """Grammar rule ``put_into_graveyard``: 'were'i 'put'i 'into'i 'graveyards'i 'from'i
    'anywhere'i
    """

    __slots__ = ()
    rule = "put_into_graveyard"


class PutOnBottom(EffectNode):
    """Grammar rule ``put_on_bottom``: 'put'i objects 'on the bottom'i"""

    __slots__ = ()
    rule = "put_on_bottom"


class QuotedAbility(AbilityNode):
    """Grammar rule ``quoted_ability``: '\\'' quoted_body '\\''"""

    __slots__ = ()
    rule = "quoted_ability"


class QuotedActivated(AbilityNode):
    """Grammar rule ``quoted_activated``: costs ':' quoted_sentences"""

    __slots__ = ()
    rule = "quoted_activated"


class QuotedSentences(AbilityNode):
    """Grammar rule ``quoted_sentences``: sentence* clauses"""

    __slots__ = ()
    rule = "quoted_sentences"


class QuotedStatement(AbilityNode):
    """Grammar rule ``quoted_statement``: quoted_sentences"""

    __slots__ = ()
    rule = "quoted_statement"


class QuotedTriggered(AbilityNode):
    """Grammar rule ``quoted_triggered``: trigger_condition ',' quoted_sentences"""

    __slots__ = ()
    rule = "quoted_triggered"


class ReflexiveTrigger(AbilityNode):
    """Grammar rule ``reflexive_trigger``: WHEN 'you'i 'do'i ',' clauses '.'"""

    __slots__ = ()
    rule = "reflexive_trigger"


class Reminder(AbilityNode):
    """Grammar rule ``reminder``: '(' reminder_sentence+ ')'"""

    __slots__ = ()
    rule = "reminder"


class ReminderActivated(AbilityNode):
    """Grammar rule ``reminder_activated``: costs ':' sentence"""

    __slots__ = ()
    rule = "reminder_activated"


class ReminderLine(AbilityNode):
    """Grammar rule ``reminder_line``: reminder"""

    __slots__ = ()
    rule = "reminder_line"


class Replacement(AbilityNode):
    """Grammar rule ``replacement``: 'if'i would_event ',' replaced 'instead'i '.'"""

    __slots__ = ()
    rule = "replacement"


class Return(EffectNode):
    """Grammar rule ``return``: 'return'i objects destination_return"""

    __slots__ = ()
    rule = "return"


class ReturnFrom(EffectNode):
    """Grammar rule ``return_from``: 'return'i objects 'from'i zone destination_return"""

    __slots__ = ()
    rule = "return_from"


class Reveal(EffectNode):
    """Grammar rule ``reveal``: 'reveal'i objects"""

    __slots__ = ()
    rule = "reveal"


class Sacrifice(EffectNode):
    """Grammar rule ``sacrifice``: SACRIFICE objects [of_their_choice]"""

    __slots__ = ()
    rule = "sacrifice"


class SacrificeCost(CostNode):
    """Grammar rule ``sacrifice_cost``: COST_SACRIFICE objects"""

    __slots__ = ()
    rule = "sacrifice_cost"


class SacrificeTrigger(AbilityNode):
    """Grammar rule ``sacrifice_trigger``: player SACRIFICE objects"""

    __slots__ = ()
    rule = "sacrifice_trigger"


class Scry(EffectNode):
    """Grammar rule ``scry``: 'scry'i NUMBER"""

    __slots__ = ()
    rule = "scry"


class Search(EffectNode):
    """Grammar rule ``search``: 'search'i zone 'for'i objects"""

    __slots__ = ()
    rule = "search"


class SelfName(ObjectNode):
    """Grammar rule ``self_name``: SELF_NAME"""

    __slots__ = ()
    rule = "self_name"


class SelfNounWord(ObjectNode):
    """Grammar rule ``self_noun_word``: head_noun"""

    __slots__ = ()
    rule = "self_noun_word"


class SelfRef(ObjectNode):
    """Grammar rule ``self_ref``: 'this'i self_noun"""

    __slots__ = ()
    rule = "self_ref"


class SelfSubtype(ObjectNode):
    """Grammar rule ``self_subtype``: subtypes"""

    __slots__ = ()
    rule = "self_subtype"


class SelfType(ObjectNode):
    """Grammar rule ``self_type``: CARD_TYPE"""

    __slots__ = ()
    rule = "self_type"


class Sentence(EffectNode):
    """Grammar rule ``sentence``: [THEN] clauses '.'"""

    __slots__ = ()
    rule = "sentence"


class Shuffle(EffectNode):
    """Grammar rule ``shuffle``: 'shuffle'i"""

    __slots__ = ()
    rule = "shuffle"


class ShuffleInto(EffectNode):
    """Grammar rule ``shuffle_into``: 'shuffle'i objects 'into'i zone"""

    __slots__ = ()
    rule = "shuffle_into"


class SimpleKeyword(AbilityNode):
    """Grammar rule ``simple_keyword``: KEYWORD"""

    __slots__ = ()
    rule = "simple_keyword"


class Solved(AbilityNode):
    """Grammar rule ``solved``: SOLVED EM_DASH solved_ability"""

    __slots__ = ()
    rule = "solved"


class SpellsCast(ConditionNode):
    """Grammar rule ``spells_cast``: PERFECT 'cast'i counted 'this turn'i"""

    __slots__ = ()
    rule = "spells_cast"


class Statement(AbilityNode):
    """Grammar rule ``statement``: statement_body"""

    __slots__ = ()
    rule = "statement"


class StatementBody(AbilityNode):
    """Grammar rule ``statement_body``: (sentence | reflexive_trigger | instead_sentence |
    if_you_do)+ [activation_restriction] | special_static
    """

    __slots__ = ()
    rule = "statement_body"


class Subject(EffectNode):
    """Grammar rule ``subject``: objects | player_subject"""

    __slots__ = ()
    rule = "subject"


class Subtype(ObjectNode):
    """Grammar rule ``subtype``: CREATURE_TYPE"""

    __slots__ = ()
    rule = "subtype"


class Supertype(ObjectNode):
    """Grammar rule ``supertype``: SUPERTYPE"""

    __slots__ = ()
    rule = "supertype"


class Surveil(EffectNode):
    """Grammar rule ``surveil``: 'surveil'i NUMBER"""

    __slots__ = ()
    rule = "surveil"


class Suspect(EffectNode):
    """Grammar rule ``suspect``: 'suspect'i objects"""

    __slots__ = ()
    rule = "suspect"


class Suspected(ObjectNode):
    """Grammar rule ``suspected``: 'suspected'i"""

    __slots__ = ()
    rule = "suspected"


class Tap(EffectNode):
    """Grammar rule ``tap``: 'tap'i objects"""

    __slots__ = ()
    rule = "tap"


class TapCreaturesCost(CostNode):
    """Grammar rule ``tap_creatures_cost``: 'tap'i 'any'i 'number'i 'of'i filter"""

    __slots__ = ()
    rule = "tap_creatures_cost"


class Tapped(ObjectNode):
    """Grammar rule ``tapped``: 'tapped'i"""

    __slots__ = ()
    rule = "tapped"


class Target(ObjectNode):
    """Grammar rule ``target``: [target_count] 'target'i filter"""

    __slots__ = ()
    rule = "target"


class TargetCount(ObjectNode):
    """Grammar rule ``target_count``: count_word"""

    __slots__ = ()
    rule = "target_count"


class TargetOpponent(ObjectNode):
    """Grammar rule ``target_opponent``: 'target'i 'opponent'i"""

    __slots__ = ()
    rule = "target_opponent"


class TargetPlayer(ObjectNode):
    """Grammar rule ``target_player``: 'target'i 'player'i"""

    __slots__ = ()
    rule = "target_player"


class That(ObjectNode):
    """Grammar rule ``that``: 'that'i filter"""

    __slots__ = ()
    rule = "that"


class ThatPlayer(ObjectNode):
    """Grammar rule ``that_player``: 'that'i 'player'i"""

    __slots__ = ()
    rule = "that_player"


class ThatPlayers(ObjectNode):
    """Grammar rule ``that_players``: 'that'i 'player's'i"""

    __slots__ = ()
    rule = "that_players"


class TheNoun(ObjectNode):
    """Grammar rule ``the_noun``: 'the'i NOUN"""

    __slots__ = ()
    rule = "the_noun"


class TheirOwners(ObjectNode):
    """Grammar rule ``their_owners``: 'their'i"""

    __slots__ = ()
    rule = "their_owners"


class Them(ObjectNode):
    """Grammar rule ``them``: 'them'i"""

    __slots__ = ()
    rule = "them"


class ThereAreCards(ConditionNode):
    """Grammar rule ``there_are_cards``: 'there'i 'are'i counted"""

    __slots__ = ()
    rule = "there_are_cards"


class ThereAreColors(ConditionNode):
    """Grammar rule ``there_are_colors``: 'there'i 'are'i count 'colors'i 'among'i filter"""

    __slots__ = ()
    rule = "there_are_colors"


class ThisTurn(EffectNode):
    """Grammar rule ``this_turn``: 'this turn'i"""

    __slots__ = ()
    rule = "this_turn"


class Those(ObjectNode):
    """Grammar rule ``those``: 'those'i filter"""

    __slots__ = ()
    rule = "those"


class TimedSentence(EffectNode):
    """Grammar rule ``timed_sentence``: 'until end of turn'i ',' clauses '.'"""

    __slots__ = ()
    rule = "timed_sentence"


class ToSolve(AbilityNode):
    """Grammar rule ``to_solve``: TO_SOLVE EM_DASH condition '.'"""

    __slots__ = ()
    rule = "to_solve"


class TokenSpec(EffectNode):
    """Grammar rule ``token_spec``: [PT] descriptor* NOUN [with_abilities]"""

    __slots__ = ()
    rule = "token_spec"


class TokensWouldBeCreated(AbilityNode):
    """Grammar rule ``tokens_would_be_created``: objects 'would'i 'be'i 'created'i
    [under_control]
    """

    __slots__ = ()
    rule = "tokens_would_be_created"


class TopCards(EffectNode):
    """Grammar rule ``top_cards``: 'the'i 'top'i [amount] [NOUN] 'of'i zone"""

    __slots__ = ()
    rule = "top_cards"


class TotalPower(ConditionNode):
    """Grammar rule ``total_power``: filter HAVE 'total'i 'power'i amount 'or'i 'greater'i"""

    __slots__ = ()
    rule = "total_power"


class TotalPowerQualifier(ObjectNode):
    """Grammar rule ``total_power_qualifier``: 'with'i 'total'i 'power'i amount 'or'i 'more'i"""

    __slots__ = ()
    rule = "total_power_qualifier"


class Triggered(AbilityNode):
    """Grammar rule ``triggered``: trigger_condition ',' [intervening_if] statement_body"""

    __slots__ = ()
    rule = "triggered"


class TurnedFaceUp(AbilityNode):
    """Grammar rule ``turned_face_up``: [objects] 'is'i 'turned'i 'face'i 'up'i"""

    __slots__ = ()
    rule = "turned_face_up"


class Types(ObjectNode):
    """Grammar rule ``types``: CARD_TYPE TYPE_CONT*"""

    __slots__ = ()
    rule = "types"


class UnderControl(EffectNode):
    """Grammar rule ``under_control``: 'under'i possessive CONTROL_VERB"""

    __slots__ = ()
    rule = "under_control"


class Untap(EffectNode):
    """Grammar rule ``untap``: 'untap'i objects"""

    __slots__ = ()
    rule = "untap"


class Untapped(ObjectNode):
    """Grammar rule ``untapped``: 'untapped'i"""

    __slots__ = ()
    rule = "untapped"


class UntilEndOfTurn(EffectNode):
    """Grammar rule ``until_end_of_turn``: 'until end of turn'i"""

    __slots__ = ()
    rule = "until_end_of_turn"


class UpTo(ObjectNode):
    """Grammar rule ``up_to``: 'up'i 'to'i count_word"""

    __slots__ = ()
    rule = "up_to"


class WasCastFrom(AbilityNode):
    """Grammar rule ``was_cast_from``: 'was'i 'cast'i 'from'i zone"""

    __slots__ = ()
    rule = "was_cast_from"


class WasKicked(ConditionNode):
    """Grammar rule ``was_kicked``: objects 'was'i 'kicked'i"""

    __slots__ = ()
    rule = "was_kicked"


class WereCast(ConditionNode):
    """Grammar rule ``were_cast``: 'were'i 'cast'i"""

    __slots__ = ()
    rule = "were_cast"


class WhenEvent(AbilityNode):
    """Grammar rule ``when_event``: WHEN events"""

    __slots__ = ()
    rule = "when_event"


class WithAbilities(EffectNode):
    """Grammar rule ``with_abilities``: 'with'i abilities"""

    __slots__ = ()
    rule = "with_abilities"


class WordedLine(AbilityNode):
    """Grammar rule ``worded_line``: ABILITY_WORD EM_DASH ability [reminder]"""

    __slots__ = ()
    rule = "worded_line"


class XValue(ObjectNode):
    """Grammar rule ``x_value``: 'x'i"""

    __slots__ = ()
    rule = "x_value"


class You(ObjectNode):
    """Grammar rule ``you``: 'you'i"""

    __slots__ = ()
    rule = "you"


class Your(ObjectNode):
    """Grammar rule ``your``: 'your'i"""

    __slots__ = ()
    rule = "your"


class Zone(ObjectNode):
    """Grammar rule ``zone``: possessive zone_words"""

    __slots__ = ()
    rule = "zone"


class ZoneQualifier(ObjectNode):
    """Grammar rule ``zone_qualifier``: 'in'i zone"""

    __slots__ = ()
    rule = "zone_qualifier"


class ZoneWords(ObjectNode):
    """Grammar rule ``zone_words``: ZONE_WORD ZONE_CONT*"""

    __slots__ = ()
    rule = "zone_words"
