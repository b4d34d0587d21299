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

_rule = dataclass(frozen=True, slots=True)


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


@_rule
class ObjectNode(Node):
    """Objects, players, zones, filters and counts."""


@_rule
class ConditionNode(Node):
    """Conditions of "To solve" and intervening-if clauses."""


@_rule
class CostNode(Node):
    """Mana symbols and costs."""


@_rule
class EffectNode(Node):
    """Clauses, effects and durations."""


@_rule
class AbilityNode(Node):
    """Abilities, triggers, reminder text and the Case keywords."""


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
        """A legendary card may call itself by the part of its name before the comma."""
        if "legendary" in self.type_line.supertypes and "," in self.name:
            return self.name.split(",", 1)[0]
        return None


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


@_rule
class APlayer(ObjectNode):
    """Grammar rule ``a_player``: 'a'i 'player'i"""

    rule = "a_player"


@_rule
class Abilities(EffectNode):
    """Grammar rule ``abilities``: ability_item (ability_cont)*"""

    rule = "abilities"


@_rule
class AbilityCont(EffectNode):
    """Grammar rule ``ability_cont``: KEYWORD_CONT | 'and \\''i quoted_body '\\''"""

    rule = "ability_cont"


@_rule
class Activated(AbilityNode):
    """Grammar rule ``activated``: costs ':' statement_body"""

    rule = "activated"


@_rule
class ActivationRestriction(AbilityNode):
    """Grammar rule ``activation_restriction``: 'activate'i 'only'i 'as'i 'a'i 'sorcery'i '.'"""

    rule = "activation_restriction"


@_rule
class AddAnyColor(EffectNode):
    """Grammar rule ``add_any_color``: 'add one mana of any color'i"""

    rule = "add_any_color"


@_rule
class AddMana(EffectNode):
    """Grammar rule ``add_mana``: 'add'i mana_symbols"""

    rule = "add_mana"


@_rule
class AllMatching(ObjectNode):
    """Grammar rule ``all_matching``: filter"""

    rule = "all_matching"


@_rule
class AllOf(ObjectNode):
    """Grammar rule ``all_of``: 'all'i filter"""

    rule = "all_of"


@_rule
class AltCost(EffectNode):
    """Grammar rule ``alt_cost``: 'for'i 'its'i 'flashback'i 'cost'i"""

    rule = "alt_cost"


@_rule
class AndYouClause(EffectNode):
    """Grammar rule ``and_you_clause``: 'and you'i [may] predicates [duration]"""

    rule = "and_you_clause"


@_rule
class AnyNumberOfTargets(ObjectNode):
    """Grammar rule ``any_number_of_targets``: 'any'i 'number'i 'of'i 'targets'i"""

    rule = "any_number_of_targets"


@_rule
class AnyOf(ObjectNode):
    """Grammar rule ``any_of``: 'any'i filter"""

    rule = "any_of"


@_rule
class AnyTarget(ObjectNode):
    """Grammar rule ``any_target``: 'any'i 'target'i"""

    rule = "any_target"


@_rule
class AnyTime(EffectNode):
    """Grammar rule ``any_time``: 'any time'i"""

    rule = "any_time"


@_rule
class ArticleA(ObjectNode):
    """Grammar rule ``article_a``: 'a'i"""

    rule = "article_a"


@_rule
class ArticleAn(ObjectNode):
    """Grammar rule ``article_an``: 'an'i"""

    rule = "article_an"


@_rule
class AtLeast(ObjectNode):
    """Grammar rule ``at_least``: count_word 'or'i 'more'i"""

    rule = "at_least"


@_rule
class AtMost(ObjectNode):
    """Grammar rule ``at_most``: count_word 'or'i 'fewer'i"""

    rule = "at_most"


@_rule
class AtStep(AbilityNode):
    """Grammar rule ``at_step``: 'at'i 'the'i 'beginning'i 'of'i step_ref"""

    rule = "at_step"


@_rule
class AttackTrigger(AbilityNode):
    """Grammar rule ``attack_trigger``: player 'attack'i ['with'i counted]"""

    rule = "attack_trigger"


@_rule
class Attacked(ConditionNode):
    """Grammar rule ``attacked``: 'attacked'i"""

    rule = "attacked"


@_rule
class Attacking(ObjectNode):
    """Grammar rule ``attacking``: 'attacking'i"""

    rule = "attacking"


@_rule
class BareFilter(ObjectNode):
    """Grammar rule ``bare_filter``: head_noun qualifier*"""

    rule = "bare_filter"


@_rule
class BasePt(EffectNode):
    """Grammar rule ``base_pt``: 'with'i 'base'i 'power'i 'and'i 'toughness'i PT"""

    rule = "base_pt"


@_rule
class Battlefield(ObjectNode):
    """Grammar rule ``battlefield``: 'the'i 'battlefield'i"""

    rule = "battlefield"


@_rule
class Become(EffectNode):
    """Grammar rule ``become``: BECOME objects_spec [in_addition]"""

    rule = "become"


@_rule
class BecomesTarget(AbilityNode):
    """Grammar rule ``becomes_target``: objects BECOME 'the'i 'target'i 'of'i counted"""

    rule = "becomes_target"


@_rule
class BecomesToken(EffectNode):
    """Grammar rule ``becomes_token``: BECOME 'a'i NOUN"""

    rule = "becomes_token"


@_rule
class Blocking(ObjectNode):
    """Grammar rule ``blocking``: 'blocking'i"""

    rule = "blocking"


@_rule
class CanAttack(EffectNode):
    """Grammar rule ``can_attack``: 'can'i 'attack'i 'and'i MANA_SYMBOL 'this turn'i"""

    rule = "can_attack"


@_rule
class CantBlock(EffectNode):
    """Grammar rule ``cant_block``: 'can't'i 'block'i"""

    rule = "cant_block"


@_rule
class CaseReminder(AbilityNode):
    """Grammar rule ``case_reminder``: 'if'i 'unsolved'i ',' 'solve'i 'at'i 'the'i 'beginning'i
    'of'i 'your'i 'end'i 'step'i '.'
    """

    rule = "case_reminder"


@_rule
class CastPermission(EffectNode):
    """Grammar rule ``cast_permission``: 'cast'i self_ref 'from'i zone [alt_cost]"""

    rule = "cast_permission"


@_rule
class CastQualifier(ObjectNode):
    """Grammar rule ``cast_qualifier``: player 'cast'i"""

    rule = "cast_qualifier"


@_rule
class CastTrigger(AbilityNode):
    """Grammar rule ``cast_trigger``: player 'cast'i objects"""

    rule = "cast_trigger"


@_rule
class Choose(EffectNode):
    """Grammar rule ``choose``: 'choose'i objects"""

    rule = "choose"


@_rule
class Clause(EffectNode):
    """Grammar rule ``clause``: [subject] [may] predicates [duration]"""

    rule = "clause"


@_rule
class Clauses(EffectNode):
    """Grammar rule ``clauses``: clause (clause_sep clause | and_you_clause)*"""

    rule = "clauses"


@_rule
class CollectEvidence(EffectNode):
    """Grammar rule ``collect_evidence``: 'collect'i 'evidence'i amount"""

    rule = "collect_evidence"


@_rule
class CollectEvidenceAction(AbilityNode):
    """Grammar rule ``collect_evidence_action``: 'collect'i 'evidence'i amount"""

    rule = "collect_evidence_action"


@_rule
class Color(ObjectNode):
    """Grammar rule ``color``: COLOR"""

    rule = "color"


@_rule
class CombatOnYourTurn(AbilityNode):
    """Grammar rule ``combat_on_your_turn``: 'combat'i 'on'i 'your'i 'turn'i"""

    rule = "combat_on_your_turn"


@_rule
class Comma(EffectNode):
    """Grammar rule ``comma``: ','"""

    rule = "comma"


@_rule
class CommaAnd(EffectNode):
    """Grammar rule ``comma_and``: ',' 'and'i"""

    rule = "comma_and"


@_rule
class CommaThen(EffectNode):
    """Grammar rule ``comma_then``: ',' THEN"""

    rule = "comma_then"


@_rule
class Conjure(EffectNode):
    """Grammar rule ``conjure``: 'conjure'i count NOUN 'named'i OTHER_CARD_NAME 'into'i zone"""

    rule = "conjure"


@_rule
class ControlCount(ConditionNode):
    """Grammar rule ``control_count``: player CONTROL_VERB counted"""

    rule = "control_count"


@_rule
class ControlObject(EffectNode):
    """Grammar rule ``control_object``: CONTROL_VERB objects"""

    rule = "control_object"


@_rule
class ControlledThen(ObjectNode):
    """Grammar rule ``controlled_then``: player 'controlled'i"""

    rule = "controlled_then"


@_rule
class ControllerQualifier(ObjectNode):
    """Grammar rule ``controller_qualifier``: player CONTROL_VERB"""

    rule = "controller_qualifier"


@_rule
class Copy(EffectNode):
    """Grammar rule ``copy``: 'copy'i objects"""

    rule = "copy"


@_rule
class CostLess(EffectNode):
    """Grammar rule ``cost_less``: 'cost'i mana_symbols 'less'i 'to'i 'cast'i"""

    rule = "cost_less"


@_rule
class Costs(CostNode):
    """Grammar rule ``costs``: cost_part (',' cost_part)*"""

    rule = "costs"


@_rule
class Count(ObjectNode):
    """Grammar rule ``count``: count_word"""

    rule = "count"


@_rule
class CountNoun(EffectNode):
    """Grammar rule ``count_noun``: count_word NOUN"""

    rule = "count_noun"


@_rule
class CountRange(ObjectNode):
    """Grammar rule ``count_range``: count_word 'or'i count_word"""

    rule = "count_range"


@_rule
class Counted(ObjectNode):
    """Grammar rule ``counted``: count filter"""

    rule = "counted"


@_rule
class CounterKind(EffectNode):
    """Grammar rule ``counter_kind``: PT_MOD"""

    rule = "counter_kind"


@_rule
class Create(EffectNode):
    """Grammar rule ``create``: 'create'i count token_spec"""

    rule = "create"


@_rule
class Crew(AbilityNode):
    """Grammar rule ``crew``: 'crew'i NUMBER"""

    rule = "crew"


@_rule
class DamagePersists(AbilityNode):
    """Grammar rule ``damage_persists``: 'damage'i 'isn't'i 'removed'i 'from'i filter 'during'i
    'cleanup'i 'steps'i '.'
    """

    rule = "damage_persists"


@_rule
class Damaged(ObjectNode):
    """Grammar rule ``damaged``: 'damaged'i"""

    rule = "damaged"


@_rule
class DealDamage(EffectNode):
    """Grammar rule ``deal_damage``: DEAL amount 'damage'i 'to'i objects"""

    rule = "deal_damage"


@_rule
class DealDamageDivided(EffectNode):
    """Grammar rule ``deal_damage_divided``: DEAL 'that'i 'much'i 'damage'i 'divided'i 'as'i
    'you'i 'choose'i 'among'i objects
    """

    rule = "deal_damage_divided"


@_rule
class DealDamageEqualPower(EffectNode):
    """Grammar rule ``deal_damage_equal_power``: DEAL 'damage'i 'equal'i 'to'i its_power 'to'i
    objects
    """

    rule = "deal_damage_equal_power"


@_rule
class DealsDamageTrigger(AbilityNode):
    """Grammar rule ``deals_damage_trigger``: objects DEAL 'combat'i 'damage'i 'to'i player"""

    rule = "deals_damage_trigger"


@_rule
class DealtDamage(ConditionNode):
    """Grammar rule ``dealt_damage``: 'dealt'i 'damage'i"""

    rule = "dealt_damage"


@_rule
class DealtDamageThisTurn(ObjectNode):
    """Grammar rule ``dealt_damage_this_turn``: 'that'i 'was'i 'dealt'i 'damage'i 'this turn'i"""

    rule = "dealt_damage_this_turn"


@_rule
class Definition(AbilityNode):
    """Grammar rule ``definition``: 'to'i keyword_action ',' clauses '.'"""

    rule = "definition"


@_rule
class DestinationReturn(EffectNode):
    """Grammar rule ``destination_return``: 'to'i zone [under_control]"""

    rule = "destination_return"


@_rule
class Destroy(EffectNode):
    """Grammar rule ``destroy``: 'destroy'i objects"""

    rule = "destroy"


@_rule
class Dies(AbilityNode):
    """Grammar rule ``dies``: [objects] 'dies'i"""

    rule = "dies"


@_rule
class Digits(ObjectNode):
    """Grammar rule ``digits``: NUMBER"""

    rule = "digits"


@_rule
class Discard(EffectNode):
    """Grammar rule ``discard``: DISCARD count_noun"""

    rule = "discard"


@_rule
class DiscardCost(CostNode):
    """Grammar rule ``discard_cost``: COST_DISCARD objects"""

    rule = "discard_cost"


@_rule
class DiscardZone(EffectNode):
    """Grammar rule ``discard_zone``: DISCARD zone"""

    rule = "discard_zone"


@_rule
class DistributeCounters(EffectNode):
    """Grammar rule ``distribute_counters``: 'distribute'i count counter_kind COUNTER_NOUN
    'among'i objects
    """

    rule = "distribute_counters"


@_rule
class Draw(EffectNode):
    """Grammar rule ``draw``: DRAW count_noun"""

    rule = "draw"


@_rule
class Each(ObjectNode):
    """Grammar rule ``each``: 'each'i filter"""

    rule = "each"


@_rule
class EachOpponent(ObjectNode):
    """Grammar rule ``each_opponent``: 'each'i 'opponent'i"""

    rule = "each_opponent"


@_rule
class EachPlayer(ObjectNode):
    """Grammar rule ``each_player``: 'each'i 'player'i"""

    rule = "each_player"


@_rule
class EachStep(AbilityNode):
    """Grammar rule ``each_step``: 'each'i STEP_NAME"""

    rule = "each_step"


@_rule
class Enchant(AbilityNode):
    """Grammar rule ``enchant``: 'enchant'i filter"""

    rule = "enchant"


@_rule
class Enchanted(ObjectNode):
    """Grammar rule ``enchanted``: 'enchanted'i"""

    rule = "enchanted"


@_rule
class EnterAsCopy(EffectNode):
    """Grammar rule ``enter_as_copy``: HAVE self_ref 'enter'i 'as'i 'a'i 'copy'i 'of'i objects"""

    rule = "enter_as_copy"


@_rule
class EnteredFrom(AbilityNode):
    """Grammar rule ``entered_from``: 'entered'i 'from'i zone"""

    rule = "entered_from"


@_rule
class Enters(AbilityNode):
    """Grammar rule ``enters``: objects ENTER_VERB"""

    rule = "enters"


@_rule
class EntersWith(EffectNode):
    """Grammar rule ``enters_with``: ENTER_VERB 'with'i count counter_kind COUNTER_NOUN 'on'i
    objects
    """

    rule = "enters_with"


@_rule
class Equip(AbilityNode):
    """Grammar rule ``equip``: 'equip'i mana_symbols"""

    rule = "equip"


@_rule
class Equipped(ObjectNode):
    """Grammar rule ``equipped``: 'equipped'i"""

    rule = "equipped"


@_rule
class Events(AbilityNode):
    """Grammar rule ``events``: event ('or'i event)*"""

    rule = "events"


@_rule
class ExchangeControl(EffectNode):
    """Grammar rule ``exchange_control``: 'exchange'i CONTROL_VERB 'of'i objects"""

    rule = "exchange_control"


@_rule
class Exile(EffectNode):
    """Grammar rule ``exile``: 'exile'i objects ['from'i zone]"""

    rule = "exile"


@_rule
class ExtraLand(EffectNode):
    """Grammar rule ``extra_land``: 'play'i 'an'i 'additional'i CARD_TYPE 'on each of your
    turns'i
    """

    rule = "extra_land"


@_rule
class Filter(ObjectNode):
    """Grammar rule ``filter``: descriptor+ [head_noun] qualifier*"""

    rule = "filter"


@_rule
class Flashback(AbilityNode):
    """Grammar rule ``flashback``: 'flashback'i mana_symbols"""

    rule = "flashback"


@_rule
class GainAbilities(EffectNode):
    """Grammar rule ``gain_abilities``: GAIN abilities"""

    rule = "gain_abilities"


@_rule
class GainControl(EffectNode):
    """Grammar rule ``gain_control``: GAIN CONTROL_VERB 'of'i objects"""

    rule = "gain_control"


@_rule
class GainLife(EffectNode):
    """Grammar rule ``gain_life``: GAIN amount 'life'i"""

    rule = "gain_life"


@_rule
class GetPt(EffectNode):
    """Grammar rule ``get_pt``: GET PT_MOD"""

    rule = "get_pt"


@_rule
class HandCount(ConditionNode):
    """Grammar rule ``hand_count``: player HAVE counted"""

    rule = "hand_count"


@_rule
class HaveAbilities(EffectNode):
    """Grammar rule ``have_abilities``: HAVE abilities"""

    rule = "have_abilities"


@_rule
class HeadNoun(ObjectNode):
    """Grammar rule ``head_noun``: NOUN"""

    rule = "head_noun"


@_rule
class InAddition(EffectNode):
    """Grammar rule ``in_addition``: 'in'i 'addition'i 'to'i 'its'i 'other'i 'types'i"""

    rule = "in_addition"


@_rule
class InOwnZone(ObjectNode):
    """Grammar rule ``in_own_zone``: 'in'i ZONE_WORD"""

    rule = "in_own_zone"


@_rule
class InsteadSentence(AbilityNode):
    """Grammar rule ``instead_sentence``: 'if'i objects origins ',' clauses 'instead'i '.'"""

    rule = "instead_sentence"


@_rule
class InterveningIf(AbilityNode):
    """Grammar rule ``intervening_if``: 'if'i was_kicked ','"""

    rule = "intervening_if"


@_rule
class IntoZone(EffectNode):
    """Grammar rule ``into_zone``: 'into'i zone"""

    rule = "into_zone"


@_rule
class Investigate(EffectNode):
    """Grammar rule ``investigate``: 'investigate'i [TWICE]"""

    rule = "investigate"


@_rule
class IsPtCreature(EffectNode):
    """Grammar rule ``is_pt_creature``: 'is'i objects_spec [in_addition]"""

    rule = "is_pt_creature"


@_rule
class It(ObjectNode):
    """Grammar rule ``it``: 'it'i"""

    rule = "it"


@_rule
class ItsAToken(AbilityNode):
    """Grammar rule ``its_a_token``: 'it's'i 'an'i descriptor+ [with_abilities] '.'"""

    rule = "its_a_token"


@_rule
class ItsController(ObjectNode):
    """Grammar rule ``its_controller``: 'its'i 'controller'i"""

    rule = "its_controller"


@_rule
class ItsOwner(ObjectNode):
    """Grammar rule ``its_owner``: 'its'i 'owner'i"""

    rule = "its_owner"


@_rule
class ItsOwners(ObjectNode):
    """Grammar rule ``its_owners``: 'its'i 'owner's'i"""

    rule = "its_owners"


@_rule
class ItsPower(EffectNode):
    """Grammar rule ``its_power``: 'its'i 'power'i"""

    rule = "its_power"


@_rule
class KeywordLine(AbilityNode):
    """Grammar rule ``keyword_line``: keyword_ability (',' keyword_ability)*"""

    rule = "keyword_line"


@_rule
class KeywordName(EffectNode):
    """Grammar rule ``keyword_name``: KEYWORD"""

    rule = "keyword_name"


@_rule
class Kicker(AbilityNode):
    """Grammar rule ``kicker``: 'kicker'i mana_symbols"""

    rule = "kicker"


@_rule
class LifeGained(ConditionNode):
    """Grammar rule ``life_gained``: PERFECT 'gained'i count 'life'i 'this turn'i"""

    rule = "life_gained"


@_rule
class Line(AbilityNode):
    """Grammar rule ``line``: ability [reminder]"""

    rule = "line"


@_rule
class LookAtTop(EffectNode):
    """Grammar rule ``look_at_top``: 'look'i 'at'i top_cards [any_time]"""

    rule = "look_at_top"


@_rule
class LoseAllAbilities(EffectNode):
    """Grammar rule ``lose_all_abilities``: LOSE 'all'i 'abilities'i"""

    rule = "lose_all_abilities"


@_rule
class LoseLife(EffectNode):
    """Grammar rule ``lose_life``: LOSE amount 'life'i"""

    rule = "lose_life"


@_rule
class ManaSymbols(CostNode):
    """Grammar rule ``mana_symbols``: MANA_SYMBOL+"""

    rule = "mana_symbols"


@_rule
class ManaValueQualifier(ObjectNode):
    """Grammar rule ``mana_value_qualifier``: 'with'i 'total'i 'mana'i 'value'i amount 'or'i
    'greater'i
    """

    rule = "mana_value_qualifier"


@_rule
class May(EffectNode):
    """Grammar rule ``may``: 'may'i"""

    rule = "may"


@_rule
class Mill(EffectNode):
    """Grammar rule ``mill``: MILL count_noun"""

    rule = "mill"


@_rule
class NamedQualifier(ObjectNode):
    """Grammar rule ``named_qualifier``: 'named'i OTHER_CARD_NAME"""

    rule = "named_qualifier"


@_rule
class NoCount(ObjectNode):
    """Grammar rule ``no_count``: 'no'i"""

    rule = "no_count"


@_rule
class NotControlledBy(ObjectNode):
    """Grammar rule ``not_controlled_by``: player 'don't'i CONTROL_VERB"""

    rule = "not_controlled_by"


@_rule
class NumberWord(ObjectNode):
    """Grammar rule ``number_word``: NUMBER_WORD"""

    rule = "number_word"


@_rule
class ObjectsHistory(ConditionNode):
    """Grammar rule ``objects_history``: counted history_event 'this turn'i"""

    rule = "objects_history"


@_rule
class ObjectsSpec(EffectNode):
    """Grammar rule ``objects_spec``: count_word [PT] descriptor+ [with_abilities] [base_pt]"""

    rule = "objects_spec"


@_rule
class ObjectsState(ConditionNode):
    """Grammar rule ``objects_state``: counted 'are'i 'damaged'i"""

    rule = "objects_state"


@_rule
class OfTheirChoice(EffectNode):
    """Grammar rule ``of_their_choice``: 'of'i 'their'i 'choice'i"""

    rule = "of_their_choice"


@_rule
class OnBattlefield(ObjectNode):
    """Grammar rule ``on_battlefield``: 'on'i 'the'i 'battlefield'i"""

    rule = "on_battlefield"


@_rule
class OnceEachTurn(AbilityNode):
    """Grammar rule ``once_each_turn``: 'activate'i 'only'i 'once'i 'each'i 'turn'i '.'"""

    rule = "once_each_turn"


@_rule
class OneOfThem(ObjectNode):
    """Grammar rule ``one_of_them``: 'one of them'i"""

    rule = "one_of_them"


@_rule
class OntoBattlefield(EffectNode):
    """Grammar rule ``onto_battlefield``: 'onto'i 'the'i 'battlefield'i [under_control]"""

    rule = "onto_battlefield"


@_rule
class OpponentRef(ObjectNode):
    """Grammar rule ``opponent_ref``: 'an'i 'opponent'i"""

    rule = "opponent_ref"


@_rule
class Origins(AbilityNode):
    """Grammar rule ``origins``: origin ('or'i origin)*"""

    rule = "origins"


@_rule
class PayAdditional(EffectNode):
    """Grammar rule ``pay_additional``: 'pay'i 'an'i 'additional'i mana_symbols 'as'i 'you'i
    'cast'i self_ref
    """

    rule = "pay_additional"


@_rule
class PayLifeCost(CostNode):
    """Grammar rule ``pay_life_cost``: 'pay'i amount 'life'i"""

    rule = "pay_life_cost"


@_rule
class PlayKindCast(EffectNode):
    """Grammar rule ``play_kind_cast``: 'cast'i filter"""

    rule = "play_kind_cast"


@_rule
class PlayKindPlay(EffectNode):
    """Grammar rule ``play_kind_play``: 'play'i filter"""

    rule = "play_kind_play"


@_rule
class PlayPermission(EffectNode):
    """Grammar rule ``play_permission``: play_verbs 'from'i top_cards"""

    rule = "play_permission"


@_rule
class PlayThisTurn(EffectNode):
    """Grammar rule ``play_this_turn``: 'play'i reference 'this turn'i"""

    rule = "play_this_turn"


@_rule
class PlayVerbs(EffectNode):
    """Grammar rule ``play_verbs``: play_kind ('and'i play_kind)*"""

    rule = "play_verbs"


@_rule
class PlayersStep(AbilityNode):
    """Grammar rule ``players_step``: possessive STEP_NAME"""

    rule = "players_step"


@_rule
class PlusTokens(AbilityNode):
    """Grammar rule ``plus_tokens``: 'those'i NOUN 'plus'i count token_spec 'are'i 'created'i"""

    rule = "plus_tokens"


@_rule
class Predicates(EffectNode):
    """Grammar rule ``predicates``: predicate ('and'i predicate)*"""

    rule = "predicates"


@_rule
class Put(EffectNode):
    """Grammar rule ``put``: 'put'i objects destination"""

    rule = "put"


@_rule
class PutCounters(EffectNode):
    """Grammar rule ``put_counters``: 'put'i count counter_kind COUNTER_NOUN 'on'i objects"""

    rule = "put_counters"


@_rule
class PutIntoGraveyard(ConditionNode):
    """Grammar rule ``put_into_graveyard``: 'were'i 'put'i 'into'i 'graveyards'i 'from'i
    'anywhere'i
    """

    rule = "put_into_graveyard"


@_rule
class PutOnBottom(EffectNode):
    """Grammar rule ``put_on_bottom``: 'put'i objects 'on the bottom'i"""

    rule = "put_on_bottom"


@_rule
class QuotedAbility(AbilityNode):
    """Grammar rule ``quoted_ability``: '\\'' quoted_body '\\''"""

    rule = "quoted_ability"


@_rule
class QuotedActivated(AbilityNode):
    """Grammar rule ``quoted_activated``: costs ':' quoted_sentences"""

    rule = "quoted_activated"


@_rule
class QuotedSentences(AbilityNode):
    """Grammar rule ``quoted_sentences``: sentence* clauses"""

    rule = "quoted_sentences"


@_rule
class QuotedStatement(AbilityNode):
    """Grammar rule ``quoted_statement``: quoted_sentences"""

    rule = "quoted_statement"


@_rule
class QuotedTriggered(AbilityNode):
    """Grammar rule ``quoted_triggered``: trigger_condition ',' quoted_sentences"""

    rule = "quoted_triggered"


@_rule
class ReflexiveTrigger(AbilityNode):
    """Grammar rule ``reflexive_trigger``: WHEN 'you'i 'do'i ',' clauses '.'"""

    rule = "reflexive_trigger"


@_rule
class Reminder(AbilityNode):
    """Grammar rule ``reminder``: '(' reminder_sentence+ ')'"""

    rule = "reminder"


@_rule
class ReminderActivated(AbilityNode):
    """Grammar rule ``reminder_activated``: costs ':' sentence"""

    rule = "reminder_activated"


@_rule
class ReminderLine(AbilityNode):
    """Grammar rule ``reminder_line``: reminder"""

    rule = "reminder_line"


@_rule
class Replacement(AbilityNode):
    """Grammar rule ``replacement``: 'if'i would_event ',' replaced 'instead'i '.'"""

    rule = "replacement"


@_rule
class Return(EffectNode):
    """Grammar rule ``return``: 'return'i objects destination_return"""

    rule = "return"


@_rule
class ReturnFrom(EffectNode):
    """Grammar rule ``return_from``: 'return'i objects 'from'i zone destination_return"""

    rule = "return_from"


@_rule
class Reveal(EffectNode):
    """Grammar rule ``reveal``: 'reveal'i objects"""

    rule = "reveal"


@_rule
class Sacrifice(EffectNode):
    """Grammar rule ``sacrifice``: SACRIFICE objects [of_their_choice]"""

    rule = "sacrifice"


@_rule
class SacrificeCost(CostNode):
    """Grammar rule ``sacrifice_cost``: COST_SACRIFICE objects"""

    rule = "sacrifice_cost"


@_rule
class SacrificeTrigger(AbilityNode):
    """Grammar rule ``sacrifice_trigger``: player SACRIFICE objects"""

    rule = "sacrifice_trigger"


@_rule
class Scry(EffectNode):
    """Grammar rule ``scry``: 'scry'i NUMBER"""

    rule = "scry"


@_rule
class Search(EffectNode):
    """Grammar rule ``search``: 'search'i zone 'for'i objects"""

    rule = "search"


@_rule
class SelfName(ObjectNode):
    """Grammar rule ``self_name``: SELF_NAME"""

    rule = "self_name"


@_rule
class SelfNounWord(ObjectNode):
    """Grammar rule ``self_noun_word``: head_noun"""

    rule = "self_noun_word"


@_rule
class SelfRef(ObjectNode):
    """Grammar rule ``self_ref``: 'this'i self_noun"""

    rule = "self_ref"


@_rule
class SelfSubtype(ObjectNode):
    """Grammar rule ``self_subtype``: subtypes"""

    rule = "self_subtype"


@_rule
class SelfType(ObjectNode):
    """Grammar rule ``self_type``: CARD_TYPE"""

    rule = "self_type"


@_rule
class Sentence(EffectNode):
    """Grammar rule ``sentence``: [THEN] clauses '.'"""

    rule = "sentence"


@_rule
class Shuffle(EffectNode):
    """Grammar rule ``shuffle``: 'shuffle'i"""

    rule = "shuffle"


@_rule
class ShuffleInto(EffectNode):
    """Grammar rule ``shuffle_into``: 'shuffle'i objects 'into'i zone"""

    rule = "shuffle_into"


@_rule
class SimpleKeyword(AbilityNode):
    """Grammar rule ``simple_keyword``: KEYWORD"""

    rule = "simple_keyword"


@_rule
class Solved(AbilityNode):
    """Grammar rule ``solved``: SOLVED EM_DASH solved_ability"""

    rule = "solved"


@_rule
class SpellsCast(ConditionNode):
    """Grammar rule ``spells_cast``: PERFECT 'cast'i counted 'this turn'i"""

    rule = "spells_cast"


@_rule
class Statement(AbilityNode):
    """Grammar rule ``statement``: statement_body"""

    rule = "statement"


@_rule
class StatementBody(AbilityNode):
    """Grammar rule ``statement_body``: (sentence | reflexive_trigger | instead_sentence)+
    [activation_restriction] | special_static
    """

    rule = "statement_body"


@_rule
class Subject(EffectNode):
    """Grammar rule ``subject``: objects | player_subject"""

    rule = "subject"


@_rule
class Subtype(ObjectNode):
    """Grammar rule ``subtype``: CREATURE_TYPE"""

    rule = "subtype"


@_rule
class Supertype(ObjectNode):
    """Grammar rule ``supertype``: SUPERTYPE"""

    rule = "supertype"


@_rule
class Surveil(EffectNode):
    """Grammar rule ``surveil``: 'surveil'i NUMBER"""

    rule = "surveil"


@_rule
class Suspect(EffectNode):
    """Grammar rule ``suspect``: 'suspect'i objects"""

    rule = "suspect"


@_rule
class Suspected(ObjectNode):
    """Grammar rule ``suspected``: 'suspected'i"""

    rule = "suspected"


@_rule
class Tap(EffectNode):
    """Grammar rule ``tap``: 'tap'i objects"""

    rule = "tap"


@_rule
class TapCreaturesCost(CostNode):
    """Grammar rule ``tap_creatures_cost``: 'tap'i 'any'i 'number'i 'of'i filter"""

    rule = "tap_creatures_cost"


@_rule
class Tapped(ObjectNode):
    """Grammar rule ``tapped``: 'tapped'i"""

    rule = "tapped"


@_rule
class Target(ObjectNode):
    """Grammar rule ``target``: [target_count] 'target'i filter"""

    rule = "target"


@_rule
class TargetCount(ObjectNode):
    """Grammar rule ``target_count``: count_word"""

    rule = "target_count"


@_rule
class TargetOpponent(ObjectNode):
    """Grammar rule ``target_opponent``: 'target'i 'opponent'i"""

    rule = "target_opponent"


@_rule
class TargetPlayer(ObjectNode):
    """Grammar rule ``target_player``: 'target'i 'player'i"""

    rule = "target_player"


@_rule
class That(ObjectNode):
    """Grammar rule ``that``: 'that'i filter"""

    rule = "that"


@_rule
class ThatPlayer(ObjectNode):
    """Grammar rule ``that_player``: 'that'i 'player'i"""

    rule = "that_player"


@_rule
class ThatPlayers(ObjectNode):
    """Grammar rule ``that_players``: 'that'i 'player's'i"""

    rule = "that_players"


@_rule
class TheNoun(ObjectNode):
    """Grammar rule ``the_noun``: 'the'i NOUN"""

    rule = "the_noun"


@_rule
class TheirOwners(ObjectNode):
    """Grammar rule ``their_owners``: 'their'i"""

    rule = "their_owners"


@_rule
class Them(ObjectNode):
    """Grammar rule ``them``: 'them'i"""

    rule = "them"


@_rule
class ThereAreCards(ConditionNode):
    """Grammar rule ``there_are_cards``: 'there'i 'are'i counted"""

    rule = "there_are_cards"


@_rule
class ThereAreColors(ConditionNode):
    """Grammar rule ``there_are_colors``: 'there'i 'are'i count 'colors'i 'among'i filter"""

    rule = "there_are_colors"


@_rule
class ThisTurn(EffectNode):
    """Grammar rule ``this_turn``: 'this turn'i"""

    rule = "this_turn"


@_rule
class Those(ObjectNode):
    """Grammar rule ``those``: 'those'i filter"""

    rule = "those"


@_rule
class TimedSentence(EffectNode):
    """Grammar rule ``timed_sentence``: 'until end of turn'i ',' clauses '.'"""

    rule = "timed_sentence"


@_rule
class ToSolve(AbilityNode):
    """Grammar rule ``to_solve``: TO_SOLVE EM_DASH condition '.'"""

    rule = "to_solve"


@_rule
class TokenSpec(EffectNode):
    """Grammar rule ``token_spec``: [PT] descriptor* NOUN [with_abilities]"""

    rule = "token_spec"


@_rule
class TokensWouldBeCreated(AbilityNode):
    """Grammar rule ``tokens_would_be_created``: objects 'would'i 'be'i 'created'i
    [under_control]
    """

    rule = "tokens_would_be_created"


@_rule
class TopCards(EffectNode):
    """Grammar rule ``top_cards``: 'the'i 'top'i [amount] [NOUN] 'of'i zone"""

    rule = "top_cards"


@_rule
class TotalPower(ConditionNode):
    """Grammar rule ``total_power``: filter HAVE 'total'i 'power'i amount 'or'i 'greater'i"""

    rule = "total_power"


@_rule
class TotalPowerQualifier(ObjectNode):
    """Grammar rule ``total_power_qualifier``: 'with'i 'total'i 'power'i amount 'or'i 'more'i"""

    rule = "total_power_qualifier"


@_rule
class Triggered(AbilityNode):
    """Grammar rule ``triggered``: trigger_condition ',' [intervening_if] statement_body"""

    rule = "triggered"


@_rule
class TurnedFaceUp(AbilityNode):
    """Grammar rule ``turned_face_up``: [objects] 'is'i 'turned'i 'face'i 'up'i"""

    rule = "turned_face_up"


@_rule
class Types(ObjectNode):
    """Grammar rule ``types``: CARD_TYPE TYPE_CONT*"""

    rule = "types"


@_rule
class UnderControl(EffectNode):
    """Grammar rule ``under_control``: 'under'i possessive CONTROL_VERB"""

    rule = "under_control"


@_rule
class Untap(EffectNode):
    """Grammar rule ``untap``: 'untap'i objects"""

    rule = "untap"


@_rule
class Untapped(ObjectNode):
    """Grammar rule ``untapped``: 'untapped'i"""

    rule = "untapped"


@_rule
class UntilEndOfTurn(EffectNode):
    """Grammar rule ``until_end_of_turn``: 'until end of turn'i"""

    rule = "until_end_of_turn"


@_rule
class UpTo(ObjectNode):
    """Grammar rule ``up_to``: 'up'i 'to'i count_word"""

    rule = "up_to"


@_rule
class WasCastFrom(AbilityNode):
    """Grammar rule ``was_cast_from``: 'was'i 'cast'i 'from'i zone"""

    rule = "was_cast_from"


@_rule
class WasKicked(ConditionNode):
    """Grammar rule ``was_kicked``: objects 'was'i 'kicked'i"""

    rule = "was_kicked"


@_rule
class WhenEvent(AbilityNode):
    """Grammar rule ``when_event``: WHEN events"""

    rule = "when_event"


@_rule
class WithAbilities(EffectNode):
    """Grammar rule ``with_abilities``: 'with'i abilities"""

    rule = "with_abilities"


@_rule
class WordedLine(AbilityNode):
    """Grammar rule ``worded_line``: ABILITY_WORD EM_DASH ability [reminder]"""

    rule = "worded_line"


@_rule
class XValue(ObjectNode):
    """Grammar rule ``x_value``: 'x'i"""

    rule = "x_value"


@_rule
class You(ObjectNode):
    """Grammar rule ``you``: 'you'i"""

    rule = "you"


@_rule
class Your(ObjectNode):
    """Grammar rule ``your``: 'your'i"""

    rule = "your"


@_rule
class Zone(ObjectNode):
    """Grammar rule ``zone``: possessive zone_words"""

    rule = "zone"


@_rule
class ZoneQualifier(ObjectNode):
    """Grammar rule ``zone_qualifier``: 'in'i zone"""

    rule = "zone_qualifier"


@_rule
class ZoneWords(ObjectNode):
    """Grammar rule ``zone_words``: ZONE_WORD ZONE_CONT*"""

    rule = "zone_words"
