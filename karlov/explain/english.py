"""The IR (:mod:`karlov.ir`) in plain English: what ``karlov explain`` prints for a card.

:class:`Meaning` has one method per IR class, named after the class in snake case
(``triggered_ability`` for :class:`~karlov.ir.TriggeredAbility`) and found by name once per
class, as sqlglot's generators find ``<node>_sql``; a class with no method is shown by its
name in words and the fields that differ from their defaults, so a new IR class is never
dropped (``tests/ir/test_explain_english.py`` fails when one appears, and when a field of a
known class changes nothing in the text).

The words follow the rules, not the printed text: a target says when it is chosen (as a spell
is cast, CR 601.2c; as a triggered ability is put on the stack, CR 603.3d), a Case's "To
solve" is the end-step trigger CR 719.3a describes, and "Solved" abilities say they work only
while the Case has the solved designation (CR 702.169). Names karlov uses inside the IR (the
keys that link "it" to the instruction that found it) are never shown: a reference reads as
the pronoun the card would use.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar

from karlov.ir.abilities import CAST_RESTRICTIONS, HAND_SIZE_CHANGES, RESTRICTIONS
from karlov.ir.effects import adds_mana, is_moved_key, token_name
from karlov.ir.enums import ZoneName
from karlov.ir.validate import MAX_NUMBER

from .tree import is_default
from .words import article, capitalize, join_or, number_word, ordinal_word, plural, words

__all__ = ["Meaning", "explain_meaning", "source_noun"]

#: A player's possessive ("your next untap step").
_POSSESSIVE = {"you": "your", "opponent": "an opponent's", "that_player": "that player's"}

_COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless"}
#: Nouns a filter may be named with that are no card type or subtype (CR 109.1, 110.1).
_TAIL_NOUNS = ("card", "spell", "permanent", "source", "token", "object")
_ZONE_IN = {
    "hand": "in {}hand",
    "library": "in {}library",
    "graveyard": "in {}graveyard",
    "exile": "in exile",
    "stack": "on the stack",
    "command": "in the command zone",
    "battlefield": "on the battlefield",
}
_ZONE_TO = {
    "hand": "into {} hand",
    "library": "into {} library",
    "graveyard": "into {} graveyard",
    "exile": "into exile",
    "battlefield": "onto the battlefield",
    "stack": "onto the stack",
    "command": "into the command zone",
}
_STEPS = {
    "upkeep": "upkeep",
    "draw": "draw step",
    "main1": "precombat main phase",
    "beginning_of_combat": "combat",
    "main2": "postcombat main phase",
    "end": "end step",
}
#: How long a one-shot effect's continuous effect lasts (CR 611.2a).
_DURATIONS = {
    "end_of_turn": "until end of turn",
    "until_your_next_turn": "until your next turn begins (CR 611.2a)",
    "end_of_combat": "this combat (until this combat phase ends, CR 506.1, 500.5a)",
    "while_you_control_source": "for as long as you control this permanent (CR 611.2b)",
    "while_source_on_battlefield": (
        "for as long as this permanent remains on the battlefield (CR 611.2b)"
    ),
    "while_source_tapped": (
        "for as long as this permanent remains tapped (it ends as this permanent untaps or"
        " leaves the battlefield, CR 611.2b)"
    ),
    "while_you_control_source_tapped": (
        "for as long as you control this permanent and it remains tapped (it ends as you lose"
        " control of it, or it untaps or leaves the battlefield, CR 611.2b)"
    ),
}
#: The verbs of permissions (:meth:`Meaning.may_do`), their words already a "may".
_PERMISSION_VERBS = frozenset(
    {
        "allow play",
        "allow play through next turn",
        "allow play while exiled",
        "allow cast while exiled",
        "cast as though flash",
    }
)

_LAYER_RULES = {
    "1": "613.1a",
    "2": "613.1b",
    "3": "613.1c",
    "4": "613.1d",
    "5": "613.1e",
    "6": "613.1f",
    "7a": "613.4a",
    "7b": "613.4b",
    "7c": "613.4c",
    "7d": "613.4d",
}
_DELAYED = {
    "next_end_step": "at the beginning of the next end step",
    "next_turns_upkeep": "at the beginning of the next turn's upkeep",
    "next_cleanup_step": (
        "at the beginning of the next cleanup step (it goes on the stack in that step, then"
        " another cleanup step follows, CR 514.3a)"
    ),
    "end_of_combat": "at end of combat (the beginning of the end of combat step, CR 511.2)",
    "your_next_upkeep": "at the beginning of your next upkeep (CR 603.7b)",
    "your_next_end_step": "at the beginning of your next end step (CR 603.7b)",
    **{
        f"that_extra_turns_{step}": (
            f"at the beginning of the {words} of the extra turn created just before (only "
            "that turn's, CR 500.7, 603.7a)"
        )
        for step, words in (("upkeep", "upkeep"), ("draw", "draw step"), ("end", "end step"))
    },
}

# A restriction that names objects, in words: the filter's phrase ("many": "Walls", "a": "an
# Island") fills the braces.
_FILTERED_RESTRICTIONS = {
    "cant_be_blocked_by": ("many", "can't be blocked by {} (CR 509.1b)"),
    "cant_be_blocked_except_by": ("many", "can't be blocked except by {} (CR 509.1b)"),
    "can_block_only": ("many", "can block only {} (CR 509.1b)"),
    "cant_block_matching": ("many", "can't block {} (CR 509.1b)"),
    "blocks_as_though_reach": ("many", "can block {} as though it had reach (CR 702.17b)"),
    "attacks_only_defender_controlling": (
        "a",
        "can't attack unless defending player controls {} (CR 508.1c, 508.5)",
    ),
    "attacks_only_defender_without": (
        "a",
        "can't attack if defending player controls {} (CR 508.1c, 508.5)",
    ),
}

_RULES = {
    "additional_land": "you may play {count} additional land(s) on each of your turns (CR 305.2)",
    "look_at_top": "you may look at the top card of your library any time (CR 401.2)",
    "play_from_top": "you may play {spells} from the top of your library (CR 401.2)",
    "damage_persists": (
        "damage isn't removed from {filter} during the cleanup step (CR 514.2 doesn't apply)"
    ),
    "one_spell_each_turn": "each player can't cast more than one spell each turn (CR 101.2)",
    "most_attackers": "no more than {count} creature(s) can attack each combat (CR 508.1c)",
    "most_blockers": "no more than {count} creature(s) can block each combat (CR 509.1b)",
    "cant_play_lands": "you can't play lands (CR 305.1, 101.2)",
    "cast_as_though_flash": "you may cast {spells} as though they had flash (CR 702.8a, 601.3b)",
    "top_card_revealed": "you play with the top card of your library revealed (CR 401.5)",
    "players_top_card_revealed": (
        "each player plays with the top card of their library revealed (CR 401.5)"
    ),
    "players_cant_play_lands": "players can't play lands (CR 305.1, 101.2)",
    "no_maximum_hand_size": "you have no maximum hand size (CR 402.2, 514.1)",
    "skip_untap_step": "you skip your untap step: it doesn't happen (CR 614.10)",
    "cant_gain_life": "you can't gain life (CR 119.7)",
    "opponents_cant_gain_life": "your opponents can't gain life (CR 119.7)",
    "players_cant_gain_life": "players can't gain life (CR 119.7)",
    "may_not_untap": (
        "you may choose not to untap this permanent as your untap step would untap it (CR 502.3)"
    ),
    "skip_upkeep_step": "you skip your upkeep step: it doesn't happen (CR 614.10)",
    "skip_draw_step": "you skip your draw step: it doesn't happen (CR 614.10)",
    **{
        f"players_skip_{step}_step": (
            f"each player skips their {step} step: it doesn't happen (CR 614.10)"
        )
        for step in ("untap", "upkeep", "draw")
    },
    "players_additional_land": (
        "each player may play an additional land on each of their turns (CR 305.2)"
    ),
    # the static casting restrictions (CR 101.2, 601.3)
    **{
        rule: (
            {"you": "you", "opponents": "your opponents", "players": "players"}[who]
            + " can't cast {spells}"
            + {"always": "", "your_turn": " during your turn", "combat": " during combat"}[when]
            + " (CR 101.2, 601.3)"
        )
        for rule, (who, when) in CAST_RESTRICTIONS.items()
    },
    "cant_be_countered": "this spell can't be countered (CR 101.2, 701.6a)",
    "spells_cant_be_countered": "{spells} can't be countered (CR 101.2, 701.6a)",
    "life_floor": (
        "damage that would reduce your life total to less than {count} reduces it to {count}"
        " instead (the damage is still dealt, CR 614.1a, 120.3a)"
    ),
    "player_hexproof": (
        "you have hexproof: you can't be the target of spells or abilities your opponents "
        "control (CR 702.11c)"
    ),
    "player_shroud": "you have shroud: you can't be the target of spells or abilities (CR 702.18a)",
    "deck_any_number": (
        "a deck can have any number of cards with this name: a rule of deck construction, with "
        "no meaning once the game has begun (CR 100.2a)"
    ),
    "deck_up_to": (
        "a deck can have up to the given number of cards with this name: a rule of deck "
        "construction, with no meaning once the game has begun (CR 100.2a)"
    ),
    "exert_as_it_attacks": (
        "you may exert this creature as it attacks: an optional cost to attack; if you do, it "
        "won't untap during your next untap step (CR 701.43d, 508.1g, 701.43a)"
    ),
}


def source_noun(types: Iterable[str], subtypes: Iterable[str] = ()) -> str:
    """What a card's text calls the card itself: ``this Case``, ``this creature``,
    ``this spell`` (CR 201.5: the name or "this [type]" refers to the object itself)."""
    types = [t.lower() for t in types]
    subs = [s.lower() for s in subtypes]
    for special in ("case", "aura", "equipment", "vehicle", "saga", "room", "class"):
        if special in subs:
            return f"this {special.capitalize()}"
    for kind in ("creature", "land", "artifact", "enchantment", "planeswalker", "battle"):
        if kind in types:
            return f"this {kind}"
    if "instant" in types or "sorcery" in types:
        return "this spell"
    return "this card"


def _snake(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", name).lower()


def _mana(symbols: str) -> str:
    """Mana written without braces (``CC``: two colorless) in braces: ``{C}{C}``."""
    if symbols.startswith("{"):
        return symbols
    return "".join(f"{{{s}}}" for s in symbols) if symbols.isalpha() else f"{{{symbols}}}"


def _value(value: object) -> str:
    """A scalar of the IR: an enum member's value, in words."""
    return words(str(value.value if isinstance(value, Enum) else value))


@dataclass
class _Scope:
    """What an ability's references mean while it is rendered: its targets and when they are
    chosen, which of them were described already, and what "that object" of its trigger is."""

    targets: tuple[Any, ...] = ()
    when: str = ""
    described: set[int] = field(default_factory=set)
    divided: set[int] = field(default_factory=set)
    #: Who the instructions being said are done by, when a "may" or a "for each player" has
    #: said it already ("that player may search their library").
    implied: str = "you"
    #: Who chose last whether to do an optional instruction ("If you do", CR 608.2c).
    chooser: str = "you"
    event_noun: str = "object"


class Meaning:
    """Renders IR nodes as plain English. ``source`` is what the card calls itself ("this
    Case"). Subclass and add ``<snake_case_class>`` methods to change how a class reads; the
    dispatch table is built once per class."""

    _methods: ClassVar[dict[type, Callable[[Meaning, Any], str]]] = {}

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        cls._methods = {}

    def __init__(self, source: str = "this card") -> None:
        self.source = source
        self._scopes: list[_Scope] = [_Scope()]

    # --- dispatch ---------------------------------------------------------------------------

    def text(self, node: object) -> str:
        """``node`` in plain English (a node, an enum member, a tuple, a scalar)."""
        if node is None:
            return "nothing"
        if isinstance(node, Enum):
            return _value(node)
        if isinstance(node, tuple):
            return join_or([self.text(item) for item in node], "and")
        if isinstance(node, bool):
            return "yes" if node else "no"
        if not dataclasses.is_dataclass(node):
            return words(str(node))
        cls = type(node)
        method = self._methods.get(cls)
        if method is None:
            method = getattr(type(self), _snake(cls.__name__), None) or type(self).generic
            self._methods[cls] = method
        return _APPOSITIVE.sub(r"\1,", method(self, node))

    def generic(self, node: Any) -> str:
        """A class with no method: its name and each field that differs from its default."""
        parts = []
        for f in dataclasses.fields(node):
            value = getattr(node, f.name)
            if f.name == "span" or is_default(f, value):
                continue
            parts.append(f"{words(f.name)} {self.text(value)}")
        name = words(_snake(type(node).__name__))
        return name + (f" ({', '.join(parts)})" if parts else "")

    @property
    def _scope(self) -> _Scope:
        return self._scopes[-1]

    @contextmanager
    def _ability_scope(
        self, targets: tuple[Any, ...], when: str, event: str = ""
    ) -> Iterator[None]:
        self._scopes.append(_Scope(targets, when, event_noun=event or "object"))
        try:
            yield
        finally:
            self._scopes.pop()

    # --- cards and abilities ----------------------------------------------------------------

    def card(self, card: Any) -> str:
        """The card: name and cost, type line, power/toughness or loyalty, then its abilities,
        numbered."""
        self.source = source_noun(card.types, card.subtypes)
        lines = card_head(card.name, card.mana_cost, card.supertypes, card.types, card.subtypes)
        if card.power is not None or card.toughness is not None:
            lines.append(f"  {self.text(card.power)}/{self.text(card.toughness)}")
        if card.loyalty is not None:
            lines.append(f"  Loyalty {card.loyalty} (it enters with that many loyalty counters)")
        for number, ability in enumerate(card.abilities, 1):
            lines.extend(numbered(number, self.text(ability)))
        return "\n".join(lines)

    def _solved(self, ability: Any, text: str) -> str:
        if getattr(ability, "gate", False):
            return (
                f"Solved — works only while {self.source} is solved (CR 702.169). "
                f"{capitalize(text)}"
            )
        return text

    def _targets_left(self) -> list[str]:
        """The targets the effect never named, so none is dropped."""
        scope = self._scope
        return [
            f"It also targets {self._target_description(i)}."
            for i in range(len(scope.targets))
            if i not in scope.described
        ]

    def keyword_ability(self, ability: Any) -> str:
        name = capitalize(ability.name)
        parts = [name]
        if ability.filter is not None:
            if ability.name == "protection":
                parts.append("from " + self._quality(ability.filter))
            elif ability.name == "hexproof from":
                parts[0] = "Hexproof"
                parts.append("from " + self._quality(ability.filter))
            elif ability.name == "enchant":
                parts.append(self.filter_phrase(ability.filter, "one"))
            else:
                parts.append(f"({self.filter_phrase(ability.filter, 'a')})")
        if ability.number is not None:
            parts.append(str(ability.number))
        elif ability.name == "reinforce":
            parts.append("X")  # N is the X paid in its cost (CR 702.77a, 107.3)
        elif ability.name == "bloodthirst":
            # CR 702.54b: X is the total damage its controller's opponents were dealt this turn
            parts.append("X (X: the total damage your opponents have been dealt this turn)")
        if ability.cost is not None and ability.cost.one_of and ability.name == "cumulative upkeep":
            # CR 702.24a: the choice is made for each age counter as the trigger resolves
            either = " or ".join(self.cost(choice) for choice in ability.cost.one_of)
            parts.append(
                f"— {either} (chosen separately for each age counter, then all of them paid "
                "or none, CR 702.24a)"
            )
        elif ability.cost is not None:
            parts.append("— " + self.text(ability.cost))
        rule = _KEYWORD_RULES.get(ability.name.lower().removesuffix("walk"), "")
        if ability.name.lower().endswith("walk"):
            rule = "702.14"
        if ability.name.lower().endswith("cycling"):
            rule = "702.29"
        if ability.name.startswith("partner—"):  # partner—[text]
            rule = "702.124i"
        note = f" (CR {rule})" if rule else " (a keyword ability, CR 702)"
        return self._solved(ability, " ".join(parts) + note + ".")

    def static_ability(self, ability: Any) -> str:
        if ability.cast_only is not None:
            return (
                f"This card can be cast only if {self.text(ability.cast_only)}, however it is "
                "cast (a restriction on casting it, CR 601.3)."
            )
        if ability.self_flash is not None:
            said = self.text(ability.self_flash)
            if ability.condition is not None:
                return f"As long as {self.text(ability.condition)} (CR 601.3), {said}."
            return capitalize(said) + "."
        if ability.alternative_cost is not None:
            paid = self.text(ability.alternative_cost)
            paid = "pay " + paid if paid.startswith("{") else paid
            said = (
                f"as you cast this card, you may {paid} rather than pay its mana cost (an "
                "alternative cost, CR 118.9; never with another, CR 118.9a)."
            )
            if ability.condition is not None:
                return f"If {self.text(ability.condition)} as it is cast (CR 601.2b), {said}"
            return capitalize(said)
        sentences = [capitalize(self.text(e)) + "." for e in ability.effects]
        sentences += [capitalize(self.text(r)) + "." for r in ability.cost_reductions]
        sentences += [capitalize(self.text(r)) + "." for r in ability.rules]
        sentences += [capitalize(self.text(r)) + "." for r in ability.restrictions]
        sentences += [
            capitalize(self.text(p)) + " for as long as this ability functions (CR 611.3a)."
            for p in ability.preventions
        ]
        entering = (ability.enters_as_copy, ability.enters_with, ability.enters_tapped)
        for replacement in (*entering, ability.enters_choosing):
            if replacement is not None:
                sentences.append(capitalize(self.text(replacement)) + ".")
        if ability.additional_cost is not None:
            sentences.append(
                "As an additional cost to cast this spell, "
                f"{self.text(ability.additional_cost)} (CR 601.2f)."
            )
        if ability.self_cost_reduction is not None:  # it functions on the stack (CR 113.6d)
            sentences.append(capitalize(self.text(ability.self_cost_reduction)) + ".")
        text = " ".join(sentences) or "No effect."
        if ability.condition is not None and ability.enters_with is not None:
            # "If ~ was kicked, it enters with ...": checked as it enters (CR 614.1c)
            text = f"If {self.text(ability.condition)}, " + text[:1].lower() + text[1:]
        elif ability.condition is not None:
            text = (
                f"As long as {self.text(ability.condition)} (CR 611.3a), "
                + text[:1].lower()
                + text[1:]
            )
        return self._solved(ability, text)

    def triggered_ability(self, ability: Any) -> str:
        event = self._event_noun(ability.trigger)
        with self._ability_scope(ability.targets, _TRIGGER_TARGETS_WHEN, event):
            trigger = self.text(ability.trigger)
            condition = ""
            if ability.intervening_if is not None:
                condition = (
                    f", if {self.text(ability.intervening_if)} (checked when it triggers and "
                    "again as it resolves, CR 603.4)"
                )
            effect = self.text(ability.effect)
            lines = [f"{capitalize(trigger)}{condition}, {effect}.", *self._targets_left()]
        if tuple(ability.zones) != ("battlefield",):
            zones = join_or([self._zone_name(z) for z in ability.zones])
            lines.append(f"It triggers only while this card is in {zones} (CR 113.6m).")
        if ability.max_per_turn is not None:
            # the first event that turn, of one or more objects, triggers it (CR 603.2c)
            lines.append("This ability triggers only once each turn.")
        return self._solved(ability, " ".join(lines))

    def activated_ability(self, ability: Any) -> str:
        with self._ability_scope(ability.targets, _ACTIVATED_TARGETS_WHEN):
            effect = self.text(ability.effect)
            lines = [f"{self.text(ability.cost)}: {capitalize(effect)}.", *self._targets_left()]
        limits = []
        if tuple(ability.zones) != ("battlefield",):
            zones = join_or([self._zone_name(z) for z in ability.zones])
            limits.append(f"only while this card is in {zones} (CR 113.6b)")
        if getattr(ability, "any_player", False):
            limits.append("by any player, who pays its costs and controls it (CR 602.2)")
        if getattr(ability, "only_opponents", False):
            limits.append(
                "only by an opponent of its controller, who pays its costs and controls it "
                "(CR 602.2)"
            )
        if ability.condition is not None:
            limits.append(f"only if {self.text(ability.condition)}")
        if ability.cost.loyalty is not None:
            limits.append(
                "only as a sorcery, and only if no loyalty ability of "
                f"{self.source} has been activated this turn (a loyalty ability, CR 606.3)"
            )
        elif _value(ability.timing) == "sorcery":
            limits.append("only as a sorcery (CR 602.5d)")
        if ability.max_per_turn is not None:
            times = (
                "once"
                if ability.max_per_turn == 1
                else f"{number_word(ability.max_per_turn)} times"
            )
            limits.append(f"only {times} each turn (CR 602.5b)")
        if limits:
            lines.append("Activate " + "; ".join(limits) + ".")
        if not ability.targets and ability.cost.loyalty is None and adds_mana(ability.effect):
            lines.append("It is a mana ability: it doesn't use the stack (CR 605.1a, 605.3b).")
        return self._solved(ability, " ".join(lines))

    def mana_ability(self, ability: Any) -> str:
        cost = "{T}" if ability.cost is None else self.text(ability.cost)
        produces = join_or([_mana(symbol) for symbol in ability.produces])
        if ability.of_chosen_color:
            produces = "one mana of the color chosen as it entered (CR 607.2a)"
        if ability.or_chosen_color:
            produces += " or one mana of the color chosen as it entered (CR 106.1a, 607.2a)"
        text = f"{cost}: Add {produces} (a mana ability, CR 605.1a)."
        if tuple(_value(z) for z in ability.zones) != ("battlefield",):
            zones = join_or([self._zone_name(z) for z in ability.zones])
            text += f" Activate only while this card is in {zones} (CR 113.6b)."
        if ability.instead_if is not None:
            instead = join_or([_mana(symbol) for symbol in ability.instead_produces])
            text += (
                f" If {self.text(ability.instead_if)} as it is activated, add {instead} "
                "instead (CR 614.1a)."
            )
        if ability.intrinsic:
            text += " Its land type gives it this ability (CR 305.6)."
        return self._solved(ability, text)

    def replacement_ability(self, ability: Any) -> str:
        if ability.condition is not None:  # "As long as ..., if ..." (CR 611.3a)
            said = self._replacement_words(ability)
            said = said[0].lower() + said[1:]
            return f"As long as {self.text(ability.condition)} (CR 611.3a), {said}"
        return self._replacement_words(ability)

    def _replacement_words(self, ability: Any) -> str:
        if ability.event != "create_tokens":
            return self._solved(ability, self._event_replacement(ability))
        if ability.instead == "twice":
            under = (
                " under your control"
                if _value(ability.whose) == "you"
                else " (under anyone's control)"
            )
            return self._solved(
                ability,
                f"If one or more tokens would be created{under}, twice that many of those tokens "
                "are created instead (a replacement effect, CR 614.1a).",
            )
        whose = self._possessive(_value(ability.whose))
        event = words(ability.event).replace("create tokens", "one or more tokens would be created")
        if ability.recipients is not None:  # "one or more Treasure tokens" (CR 111.10a)
            kinds = " ".join(ability.recipients.subtypes)
            event = f"one or more tokens would be created, at least one of them a {kinds} token,"
        token = self.text(ability.token) if ability.token is not None else "token"
        extra = self._counted(ability.extra, token)
        return self._solved(
            ability,
            f"If {event} under {whose} control, those tokens plus {extra} are created instead "
            "(a replacement effect, CR 614.1a).",
        )

    def _event_replacement(self, ability: Any) -> str:
        """The replacement effects of :mod:`karlov.runtime.event_replacements` in words."""
        event, instead, source = ability.event, ability.instead, self.source
        player = self._player_subject(ability.whose)
        if event == "gain_life" and instead == "plus":
            plus = ability.extra
            gains = "you gain" if player == "you" else "that player gains"
            said = f"If {player} would gain life, {gains} that much life plus {plus}"
        elif event == "gain_life" and instead == "none":
            said = f"If {player} would gain life, that player gains no life"
        elif event == "gain_life" and instead == "twice":
            said = f"If {player} would gain life, you gain twice that much life"
        elif event == "gain_life":
            said = f"If {player} would gain life, that player loses that much life"
        elif event == "dies":
            where = {
                "exile": "exile it",
                "library_top": "put it on top of its owner's library",
                "library_bottom": "put it on the bottom of its owner's library",
            }.get(instead, words(instead))
            said = f"If {source} would die (CR 700.4), {where}"
        elif event == "draw" and instead == "may_counter":
            said = f"If you would draw a card, you may put a {ability.counter} counter on {source}"
        elif event == "draw":
            drawer = "you" if player == "you" else player
            said = f"If {drawer} would draw a card, draw {ability.extra} cards (each a draw)"
            if ability.except_first_draw:  # CR 504.1
                whose = (
                    "you draw in each of your" if drawer == "you" else "they draw in each of their"
                )
                said = said.replace("a card,", f"a card except the first one {whose} draw steps,")
        elif event == "enters_uncast":
            said = (
                "If a nontoken creature would enter the battlefield and it wasn't cast (CR "
                "601.2i), exile it"
            )
        elif event == "self_enters":
            paid = (
                self._counted_filter(ability.extra, ability.payment)
                if ability.payment is not None
                else self._counted(ability.extra, "permanent")
            )
            act = (
                f"you may discard {paid}"
                if instead == "may_discard"
                else f"sacrifice {paid} (a cost: with fewer, none, CR 118.3, 118.12)"
            )
            return (
                f"If {source} would enter the battlefield (CR 614.12), {act} instead. If you "
                f"do, it enters the battlefield; if you don't, it is put into its owner's "
                "graveyard (a replacement effect, CR 614.1a, 608.2c)."
            )
        elif event == "put_into_graveyard_from_anywhere":
            said = (
                f"If {source} would be put into a graveyard from anywhere (it works in every "
                f"zone, CR 113.6b), reveal it and shuffle it into its owner's library"
            )
        elif event == "described_dies":
            dying = self.filter_phrase(ability.recipients, "a")
            said = f"If {dying} would die (CR 700.4), exile it"
        elif event == "card_put_into_graveyard":
            graveyard = {"you": "your graveyard", "opponent": "an opponent's graveyard"}.get(
                _value(ability.whose), "a graveyard"
            )
            said = (
                f"If a card (not a token, CR 108.2) would be put into {graveyard} from anywhere "
                "(a card goes to its owner's graveyard, CR 404.2), exile it"
            )
        elif event == "damaged_by_self_dies":
            said = (
                f"If a creature dealt damage by {source} this turn would die (CR 700.4), exile it"
            )
        elif event == "dealt_damage" and instead == "counters":
            said = (
                f"If damage would be dealt to {source}, put that many {ability.counter} "
                f"counters on it"
            )
            return f"{said} instead (a replacement effect, not a prevention, CR 614.1a)."
        elif event == "dealt_damage":
            counters = self._counted(ability.extra, f"{ability.counter} counter")
            said = (
                f"If damage would be dealt to {source}, prevent that damage and remove "
                f"{counters} from {source} (CR 615.5)"
            )
        elif event == "counters_put":
            on = (
                self.filter_phrase(ability.recipients, "a") if ability.recipients else "a permanent"
            )
            more = f"that many plus {ability.extra}" if instead == "plus" else "twice that many"
            kind = f"{ability.counter} counters" if ability.counter else "counters (of any kind)"
            said = (
                f"If an effect would put one or more {kind} on {on} (not as a cost, CR 606.4)"
                if ability.by_effect
                else f"If one or more {kind} would be put on {on}"
            )
            said += f", {more} of those counters are put on it"
        elif event == "deals_damage" and instead in ("prevent", "prevent_all_but"):
            if ability.sources is not None:
                sources = self.filter_phrase(ability.sources, "a")
            elif _value(ability.whose) != "any":
                sources = "a source " + self._controls(ability.whose)
            else:
                sources = "a source"
            hits = ["you"] if ability.to_you else []
            if ability.recipients is not None:
                hits.append(self.filter_phrase(ability.recipients, "a"))
            hit = " or ".join(hits) or "a permanent or player"
            part = "all but " if instead == "prevent_all_but" else ""
            damage = f"{ability.damage_kind} damage" if ability.damage_kind else "damage"
            return (
                f"If {sources} would deal {damage} to {hit}, prevent {part}{ability.extra} of that "
                "damage (a prevention effect, CR 615.1a; the rest is dealt)."
            )
        elif event == "deals_damage":
            if ability.by_self:
                sources = "this permanent"
            elif ability.sources is not None:  # its own words say who controls it
                sources = self.filter_phrase(ability.sources, "a")
            elif _value(ability.whose) != "any":
                sources = "a source " + self._controls(ability.whose)
            else:
                sources = "a source"
            hits = ["you"] if ability.to_you else []
            if ability.to_opponent:
                hits.append("an opponent")
            if ability.to_player:
                hits.append("a player")
            if ability.to_self:
                hits.append("this permanent")
            if ability.to_enchanted_player:
                hits.append("enchanted player")
            if ability.recipients is not None:
                hits.append(self.filter_phrase(ability.recipients, "a"))
            hit = " or ".join(hits) or "a permanent or player"
            damage = f"{ability.damage_kind} damage" if ability.damage_kind else "damage"
            if ability.at_least:
                damage = f"{ability.at_least} or more {damage}"
            elif ability.at_most:
                damage = f"{ability.at_most} or less {damage}"
            said = f"If {sources} would deal {damage} to {hit}, "
            if instead == "prevent_all":
                return said + "prevent that damage (a prevention effect, CR 615.1a)."
            if instead == "prevent_exile_library_top":
                return said + (
                    "prevent that damage, then exile that many cards from the top of your "
                    "library (a prevention effect and what follows it, CR 615.1a, 615.5)."
                )
            if instead == "exile_library_top":
                return said + (
                    "that player exiles that many cards from the top of their library instead "
                    "(no damage is dealt; a replacement effect, CR 614.1a)."
                )
            if instead == "prevent_gain_life":
                return said + (
                    "prevent that damage, then you gain that much life (a prevention effect "
                    "and what follows it, CR 615.1a, 615.5)."
                )
            if instead in ("prevent_counters_on_self", "prevent_counters_on_recipient"):
                on = "this permanent" if instead == "prevent_counters_on_self" else "that permanent"
                return said + (
                    f"prevent that damage, then put that many {ability.counter} counters on "
                    f"{on} (a prevention effect and what follows it, CR 615.1a, 615.5)."
                )
            counters = f"that many {ability.counter} counters"
            if instead in ("counters_on_self", "counters_on_recipient"):
                on = "this permanent" if instead == "counters_on_self" else "that permanent"
                return (
                    f"{said}put {counters} on {on} instead (no damage is dealt; a replacement "
                    "effect, CR 614.1a)."
                )
            to = "you" if hits == ["you"] else "it"
            if ability.to_opponent or ability.to_player or ability.to_enchanted_player:
                to = "that player"
            said += {
                "plus": f"it deals that much damage plus {ability.extra} to {to}",
                "minus": (
                    f"it deals that much damage minus {ability.extra} to {to} (none if that "
                    "leaves 0)"
                ),
                "set": f"it deals {ability.extra} damage to {to}",
                "half_down": (
                    f"it deals half that damage, rounded down (CR 107.1a), to {to} (none if "
                    "that is 0)"
                ),
            }.get(instead, f"it deals {ability.extra} times that damage to {to}")
        else:
            said = f"If {words(event)} would happen, {words(instead)}"
        if event == "dealt_damage":
            return f"{said} (a prevention effect, CR 615.1a)."
        return f"{said} instead (a replacement effect, CR 614.1a)."

    def spell_ability(self, ability: Any) -> str:
        when = "the spell is cast (CR 601.2c)"
        lines = []
        if ability.overloaded:  # its text when cast for its overload cost (CR 702.96a)
            lines.append(
                "If its overload cost was paid, the spell's text is this instead, 'each' for "
                "'target' (CR 702.96a, 702.96c):"
            )
        if ability.additional_cost is not None:
            lines.append(
                "As an additional cost to cast this spell, "
                f"{self.text(ability.additional_cost)} (CR 601.2f)."
            )
        if ability.cost_reduction is not None:
            lines.append(capitalize(self.text(ability.cost_reduction)) + ".")
        if ability.cost_increase is not None:
            lines.append(capitalize(self.text(ability.cost_increase)) + ".")
        with self._ability_scope(ability.targets, when):
            effect = self.text(ability.effect)
            if effect:
                lines.append(capitalize(effect) + ".")
            lines += self._targets_left()
        return " ".join(lines)

    def room_ability(self, ability: Any) -> str:
        when = "the ability is put on the stack (CR 603.3d)"
        with self._ability_scope(ability.targets, when):
            effect = self.text(ability.effect)
            lines = [
                f"When you move your venture marker into {ability.room} (a room ability, CR "
                f"309.4c), {effect}."
            ]
            lines += self._targets_left()
        if ability.exits:
            lines.append(
                f"From {ability.room}, the marker may move to {' or '.join(ability.exits)} "
                "(CR 309.5a)."
            )
        else:
            lines.append(
                f"{ability.room} is the bottommost room: venturing from it completes the dungeon "
                "(CR 309.5b, 309.7)."
            )
        return " ".join(lines)

    def to_solve(self, ability: Any) -> str:
        return (
            "To solve (CR 719.3a): at the beginning of your end step, if "
            f"{self.source} isn't solved and {self.text(ability.condition)}, it becomes "
            "solved (it gains the solved designation, CR 702.169)."
        )

    def cost_per_extra_target(self, increase: Any) -> str:
        return (
            f"this spell costs {increase.mana} more to cast for each target chosen for it "
            "beyond the first (a cost increase, CR 601.2c, 601.2f)"
        )

    def self_flash(self, flash: Any) -> str:
        said = (
            "you may cast this card any time you could cast an instant (as though it had "
            "flash, CR 702.8d, 601.3b)"
        )
        if flash.extra_cost:
            said += (
                f"; cast so at a time you couldn't cast a sorcery, it costs "
                f"{flash.extra_cost} more (CR 601.2f)"
            )
        if flash.sacrificed_at_cleanup:
            said += (
                "; cast at any time a sorcery couldn't have been cast, the permanent it "
                "becomes is sacrificed by its controller at the beginning of the next cleanup "
                "step (CR 307.5a, 514.3a)"
            )
        return said

    def self_cost_reduction(self, reduction: Any) -> str:
        if reduction.per is not None:
            return (
                f"this spell costs {{{reduction.generic}}} less to cast for each "
                f'{self._per(reduction.per)}, counted as its total cost is determined, "you" '
                "being its caster (CR 601.2f; generic mana only, CR 118.7a)"
            )
        return (
            f"this spell costs {{{reduction.generic}}} less to cast if "
            f"{self.text(reduction.condition)} (CR 601.2f)"
        )

    # --- costs -----------------------------------------------------------------------------

    def cost(self, cost: Any) -> str:
        parts = [_mana(cost.mana)] if cost.mana else []
        if cost.loyalty is not None:
            parts.insert(0, self.text(cost.loyalty))
        if cost.tap:
            parts.append("{T}")
        if cost.untap:
            parts.append("{Q} (untap this permanent, CR 107.6)")
        parts += [self.text(s) for s in cost.sacrifices]
        parts += [self.text(t) for t in cost.tap_untapped]
        parts += [self.text(r) for r in cost.remove_counters]
        if cost.pay_life:
            parts.append(f"pay {cost.pay_life} life")
        if cost.pay_life_x:  # CR 107.3a, 601.2b
            parts.append("pay X life (X announced as the spell is cast)")
        if cost.energy:  # CR 107.14: only energy counters the player has
            parts.append("pay " + "{E}" * cost.energy)
        if cost.discard:
            parts.append(f"discard {self._counted(cost.discard, 'card')}")
        if cost.discard_self:
            parts.append("discard this card")
        if cost.reveal_self:
            parts.append("reveal this card from your hand (CR 701.20a)")
        if cost.exile_self:
            parts.append("exile this card")
        if cost.return_self:
            parts.append(f"return {self.source} to its owner's hand (CR 118.3)")
        if cost.exert_self:
            parts.append(
                f"exert {self.source} (it won't untap during your next untap step, CR 701.43a)"
            )
        if cost.exile_top:
            top = "card" if cost.exile_top == 1 else self._counted(cost.exile_top, "card")
            parts.append(
                f"exile the top {top} of your library (CR 406.1; not with fewer cards there, "
                "CR 118.3)"
            )
        parts += [self.text(e) for e in cost.exile_from_graveyard]
        parts += [self.text(e) for e in cost.exile_from_hand]
        parts += [self.text(d) for d in cost.discard_cards]
        if cost.discard_random:  # CR 701.9b: chosen by no player
            parts.append(f"discard {self._counted(cost.discard_random, 'card')} at random")
        parts += [self.text(r) for r in cost.return_to_hand]
        parts += [self.text(r) for r in cost.reveal_from_hand]
        if cost.one_of:  # CR 601.2b: the caster announces which one they pay
            either = " or ".join(
                ("pay " if choice.mana else "") + self.cost(choice) for choice in cost.one_of
            )
            parts.append(f"{either} (one of them, chosen as the spell is cast, CR 601.2b)")
        return ", ".join(parts) or "{0}"

    def reveal_from_hand_cost(self, cost: Any) -> str:
        return f"reveal {self._counted_filter(cost.count, cost.filter)} (CR 701.20a)"

    def return_to_hand_cost(self, cost: Any) -> str:
        counted = self._counted_filter(cost.count, cost.filter)
        return f"return {counted} to its owner's hand (CR 118.3)"

    def discard_cards_cost(self, cost: Any) -> str:
        return f"discard {self._counted_filter(cost.count, cost.filter)} (CR 701.9a)"

    def exile_from_hand_cost(self, cost: Any) -> str:
        return f"exile {self._counted_filter(cost.count, cost.filter)} (CR 406.1)"

    def exile_from_graveyard_cost(self, cost: Any) -> str:
        return f"exile {self._counted_filter(cost.count, cost.filter)} (CR 406.1)"

    def sacrifice_cost(self, cost: Any) -> str:
        if cost.filter is None:
            return f"sacrifice {self.source}"
        return f"sacrifice {self._counted_filter(cost.count, cost.filter)}"

    def tap_untapped_cost(self, cost: Any) -> str:
        return f"tap {self._counted_filter(cost.count, cost.filter)}"

    def loyalty_cost(self, cost: Any) -> str:
        if cost.remove_x:
            done = f"remove X loyalty counters from {self.source}, X chosen as it is activated"
            return f"[\u2212X] ({done}, CR 107.3a)"
        if cost.put:
            counters = self._counted(cost.put, "loyalty counter")
            return f"[+{cost.put}] (put {counters} on {self.source})"
        if cost.remove:
            counters = self._counted(cost.remove, "loyalty counter")
            return f"[\u2212{cost.remove}] (remove {counters} from {self.source})"
        return "[0] (no loyalty counters put or removed)"

    def remove_counters_cost(self, cost: Any) -> str:
        if cost.x:  # X announced as it is activated (CR 107.3a, 602.2b)
            return f"remove X {cost.kind} counters from {self.source} (X chosen as it is activated)"
        if cost.any_number:  # chosen as the cost is paid (CR 601.2h)
            return f"remove any number of {cost.kind} counters from {self.source}"
        if getattr(cost, "from_among", False):
            # that many in all, from one or more of yours (CR 118.3, 601.2h)
            counter = f"{cost.kind} counter" if cost.kind else "counter of any kind"
            whom = (
                self.filter_phrase(cost.filter, "many")
                if cost.filter is not None
                else "permanents you control"
            )
            return (
                f"remove {self._counted(cost.count, counter)} in all from among {whom} "
                "(chosen one at a time as the cost is paid)"
            )
        if cost.filter is not None:  # one of yours, chosen as the cost is paid (CR 118.3)
            whom = self.filter_phrase(cost.filter, "a")
            return f"remove {self._counted(cost.count, f'{cost.kind} counter')} from {whom}"
        return f"remove {self._counted(cost.count, f'{cost.kind} counter')} from {self.source}"

    # --- triggers --------------------------------------------------------------------------

    def state_trigger(self, trigger: Any) -> str:
        return (
            f"when {self.text(trigger.condition)} (a state trigger: it triggers again only "
            "once the ability has left the stack, CR 603.8)"
        )

    def step_trigger(self, trigger: Any) -> str:
        step = _value(trigger.step).replace(" ", "_")
        whose = _value(trigger.whose)
        name = _STEPS.get(step, words(step))
        if step == "beginning_of_combat":
            on = {"you": " on your turn", "opponent": " on each opponent's turn"}.get(whose, "")
            return f"at the beginning of combat{on}"
        if step == "end_of_combat" and whose == "any":
            return "at end of combat (the beginning of each end of combat step, CR 511.2)"
        owner = {
            "you": "your",
            "opponent": "each opponent's",
            "any": "each",
            "that_player": "that player's",
            "owner": "its owner's",
        }.get(whose, f"{words(whose)}'s")
        if getattr(trigger, "of_attached", False):
            return (
                f"at the beginning of the {name} of the controller of the permanent this is "
                "attached to (the active player then, CR 303.4, 102.1)"
            )
        return f"at the beginning of {owner} {name}"

    def _subject(self, subject: Any) -> str:
        if subject is None:
            return self.source
        if subject.attached_to_source:  # "enchanted creature": the one it's attached to
            return "the " + self.filter_phrase(subject, "one")
        return self.filter_phrase(subject, "a")

    def event_trigger(self, t: Any) -> str:
        """CR 603.2: "When" for an event of the source itself (it happens once), "Whenever"
        for an event that can happen again."""
        word = "when" if t.subject is None and t.event not in _PLAYER_EVENTS else "whenever"
        by = self._player_subject(t.by) if t.by is not None else "a player"
        subject = self._subject(t.subject)
        ordinal = ordinal_word(t.ordinal) if t.ordinal is not None else ""
        event = t.event
        if event in _PLAYER_EVENTS:
            phrase = _PLAYER_EVENTS[event]
            if ordinal and event in ("draw", "lose_life"):
                phrase += f" for the {ordinal} time each turn"
            verb = phrase if by == "you" else _third(phrase)
            return f"{word} {by} {verb}"
        if event == "cast_self":
            return "when you cast this spell (CR 601.2i)"
        if event in ("cast", "cast_during_opponents_turn", "cast_during_your_turn"):
            spell = "a spell" if t.subject is None else self.filter_phrase(t.subject, "a", "spell")
            if ordinal:
                spell = f"their {ordinal} {spell.split(' ', 1)[1]} each turn"
                if by == "you":
                    spell = spell.replace("their", "your", 1)
            during = {
                "cast_during_opponents_turn": " during an opponent's turn",
                "cast_during_your_turn": " during your turn",
            }.get(event, "")
            verb = "cast" if by == "you" else "casts"
            return f"whenever {by} {verb} {spell}{during}"
        if event.startswith("cast_from_") or event == "cast_not_from_hand":
            # "Whenever you cast a spell from your graveyard" (CR 601.2a)
            spell = self.filter_phrase(t.subject, "a", "spell")
            verb = "cast" if by == "you" else "casts"
            whose = "your" if by == "you" else "their"
            zone = event.removeprefix("cast_from_")
            where = (
                f"from anywhere other than {whose} hand"
                if event == "cast_not_from_hand"
                else f"from {whose} {zone}"
            )
            return f"whenever {by} {verb} {spell} {where} (CR 601.2a)"
        if event == "cast_or_copy":
            spell = self.filter_phrase(t.subject, "a", "spell")
            return f"whenever {by} cast or copy {spell} (CR 707.10)"
        if event == "attack":
            return f"whenever {by} {'attack' if by == 'you' else 'attacks'} (CR 508.3a)"
        if event == "attacks_with_others":
            return (
                f"whenever {self.source} and at least {t.others} other creatures are declared "
                "as attackers (CR 508.1a, 508.3a)"
            )
        if event == "enters" and t.by is not None:
            under = "your" if by == "you" else f"{by}'s"
            return f"{word} {subject} enters the battlefield under {under} control"
        if event == "blocks_creature":
            return (
                f"whenever {self.source} blocks {self._subject(t.subject)} "
                "(once for each creature it blocks, CR 509.3b)"
            )
        if event in ("blocks_one_or_more", "blocked_by_one_or_more"):
            verb = "blocks" if event == "blocks_one_or_more" else "becomes blocked by"
            others = t.subject.description if t.subject is not None else "creatures"
            return (
                f"whenever {self.source} {verb} one or more {others} "
                "(once, however many, CR 509.3e)"
            )
        if event == "combat_damage_to_player_one_or_more":
            return (
                f"whenever one or more {t.subject.description} deal combat damage to {by} "
                "(once for each player dealt it in a combat damage step, however many deal it, "
                "CR 603.2c, 510.2)"
            )
        if event == "becomes_blocked_by":
            return (
                f"whenever {self.source} becomes blocked by {self._subject(t.subject)} "
                "(once for each blocker, CR 509.3d)"
            )
        if event in ("deals_damage_to_object", "deals_combat_damage_to_object"):
            kind = "combat damage" if event == "deals_combat_damage_to_object" else "damage"
            rules = "CR 510.2, 603.2c" if kind == "combat damage" else "CR 120.3, 603.2c"
            dealer, each = self.source, "such permanent"
            if t.dealer is not None:
                dealer, each = self._subject(t.dealer), "such source and each such permanent"
            return (
                f"whenever {dealer} deals {kind} to {self._subject(t.subject)} "
                f"(once for each {each} it deals {kind} to, {rules})"
            )
        if event == "dealt_damage_by":
            return (
                f"whenever {self._subject(t.subject)} deals damage to {self.source} (once for "
                "each such source, however many deal it damage at once, CR 120.3, 603.2c)"
            )
        if event == "counters_put":
            kind = f"{t.counter} " if t.counter else ""
            return f"whenever one or more {kind}counters are put on {subject} (CR 122.6)"
        if event == "explores":
            return f"whenever {subject} explores (CR 701.44b)"
        if event == "counter_put":
            return (
                f"whenever a {t.counter} counter is put on {subject} (once for each counter, "
                "CR 122.6, 603.2c)"
            )
        if event in ("dealt_damage", "dealt_combat_damage"):
            kind = "combat damage" if event == "dealt_combat_damage" else "damage"
            return (
                f"whenever {by} {'are' if by == 'you' else 'is'} dealt {kind} (once for each "
                "damage event, however many sources deal it, CR 120.3, 603.2c)"
            )
            return f"whenever {by} {'are' if by == 'you' else 'is'} dealt noncombat damage"
        if event == "put_into_graveyard_from_battlefield" and t.by is not None:
            # whose graveyard: the object's owner's (CR 400.3)
            whose = "your" if by == "you" else f"{by}'s"
            return (
                f"{word} {subject} is put into {whose} graveyard from the battlefield (one "
                f"{'you own' if by == 'you' else f'{by} owns'}, CR 400.3)"
            )
        if event == "put_into_graveyard_from_anywhere" and t.by is not None:
            # whose graveyard: the card's owner's (CR 400.3)
            whose = "your" if by == "you" else f"{by}'s"
            return f"{word} {subject} is put into {whose} graveyard from anywhere (CR 603.6c)"
        if event == "leaves_graveyard" and t.by is not None:
            # whose graveyard: the card's owner's (CR 400.3), as it last existed there
            whose = "your" if by == "you" else f"{by}'s"
            return f"{word} {subject} leaves {whose} graveyard (CR 603.10a)"
        phrase = _SUBJECT_EVENTS.get(event, words(event))
        if ordinal and event == "attacks":  # not again in an additional combat (CR 500.8)
            phrase += f" for the {ordinal} time each turn"
        if "{by}" in phrase:
            target = "you" if t.by is not None and by == "you" else (by if t.by else "a player")
            phrase = phrase.format(by=target)
        elif t.by is not None:
            phrase += f" (by {by})"
        if event == "sacrificed":
            return f"whenever {by} {'sacrifice' if by == 'you' else 'sacrifices'} {subject}"
        if event == "exerts":
            verb = "exert" if by == "you" else "exerts"
            return f"whenever {by} {verb} {subject} (CR 701.43a)"
        return f"{word} {subject} {phrase}"

    def any_of(self, trigger: Any) -> str:
        parts = [self.text(t) for t in trigger.triggers]
        if any(hasattr(t, "step") for t in trigger.triggers):
            # "at the beginning of your upkeep or whenever you cast a white spell": each part
            # keeps its own words (CR 603.2)
            return join_or(parts)
        first, rest = parts[0], [re.sub(r"^(when|whenever) ", "", p) for p in parts[1:]]
        return join_or([first, *rest])

    def _event_noun(self, trigger: Any) -> str:
        triggers = getattr(trigger, "triggers", (trigger,))
        for t in triggers:
            subject = getattr(t, "subject", None)
            if subject is not None:
                return self.filter_phrase(subject, "head")
            if getattr(t, "event", "") in (
                "cast",
                "cast_during_opponents_turn",
                "cast_during_your_turn",
            ):
                return "spell"
        return "object"

    # --- quantities and counts --------------------------------------------------------------

    def count(self, count: Any) -> str:
        value = "X" if count.is_x else number_word(count.value)
        relation = _value(count.relation)
        if relation == "at least":
            return f"{value} or more"
        if relation == "at most" and count.value == MAX_NUMBER and not count.is_x:
            return "any number of"  # "any number of them" (CR 608.2d): none to all
        if relation == "at most":
            return f"up to {value}"
        return value

    def _counted(self, n: int, noun: str) -> str:
        if n == 1:
            return f"{article(noun)} {noun}"
        return f"{number_word(n)} {_plural_phrase(noun)}"

    def _counted_filter(self, n: int, f: Any) -> str:
        if n == 1:
            return self.filter_phrase(f, "a")
        return f"{number_word(n)} {self.filter_phrase(f, 'many')}"

    def _count_of(self, count: Any, f: Any, noun: str = "") -> str:
        """``count`` objects matching ``f``: ``a creature``, ``three or more artifacts``,
        ``no cards``, ``up to one creature``."""
        relation = _value(count.relation)
        one = not count.is_x and count.value == 1 and relation != "at least"
        if relation == "exactly" and one:
            return self.filter_phrase(f, "a", noun)
        if relation == "exactly" and count.value == 0 and not count.is_x:
            return "no " + self.filter_phrase(f, "many", noun)
        form = "one" if one else "many"
        return f"{self.count(count)} {self.filter_phrase(f, form, noun)}"

    def fixed(self, quantity: Any) -> str:
        return str(quantity.value)

    def x_value(self, quantity: Any) -> str:
        return "X"

    def event_amount(self, quantity: Any) -> str:
        if quantity.of == "attackers":
            return "the number of attacking creatures"
        return f"that much ({_EVENT_AMOUNTS.get(quantity.of, words(quantity.of))})"

    def power_of(self, quantity: Any) -> str:
        return f"the power of {self.text(quantity.of)}"

    def value_of(self, quantity: Any) -> str:
        what = quantity.characteristic.replace("_", " ")
        return f"the {what} of {self.text(quantity.of)} (as it last existed, CR 608.2h)"

    def turn_tally(self, quantity: Any) -> str:
        who = self._player_subject(quantity.who)
        if quantity.who.who == "each_opponent":  # their sum
            who = "your opponents"
        times = f"{quantity.times} × " if quantity.times != 1 else ""
        if quantity.event == "lost_life":
            return f"{times}the amount of life {who} lost this turn (CR 119.3)"
        if quantity.event == "dealt_damage":
            dealt = f"the amount of damage dealt to {who} this turn"
            return f"{times}{dealt}, by any sources (CR 120.3)"
        verb = {"drew": "drew (CR 121.1)", "discarded": "discarded (CR 701.9a)"}.get(
            quantity.event, words(quantity.event)
        )
        if quantity.filter is not None or quantity.event in ("created", "sacrificed", "had_enter"):
            # "the number of Treasure tokens you created this turn" (CR 608.2h)
            what = (
                self.filter_phrase(quantity.filter, "many")
                if quantity.filter is not None
                else "objects"
            )
            act = {
                "drew": "drew (CR 121.1)",
                "discarded": "discarded (CR 701.9a)",
                "created": "created, each as it was created (CR 111.2)",
                "sacrificed": "sacrificed, each as it last existed (CR 701.21a, 603.10a)",
                "had_enter": "had enter the battlefield under their control (CR 403.3)",
            }.get(quantity.event, words(quantity.event))
            return f"{times}the number of {what} {who} {act} this turn"
        return f"{times}the number of cards {who} {verb} this turn"

    def life_gained(self, quantity: Any) -> str:
        who = self._player_subject(quantity.who)
        return f"the amount of life {who} gained this turn"

    def counters_on(self, quantity: Any) -> str:
        times = f"{quantity.times} × " if quantity.times != 1 else ""
        what = self.text(quantity.of)
        kind = f"{quantity.counter} counters" if quantity.counter else "counters of every kind"
        return (
            f"{times}the number of {kind} on {what} (CR 122.1; as it last "
            "existed if it has left the battlefield, CR 608.2h)"
        )

    def counters_removed_for_cost(self, quantity: Any) -> str:
        return f"the number of {quantity.counter} counters removed to pay the cost (CR 602.2b)"

    def colors_of(self, quantity: Any) -> str:
        times = f"{quantity.times} × " if quantity.times != 1 else ""
        what = self.text(quantity.of)
        return (
            f"{times}the number of colors of {what} (CR 105.2; as it last existed if it has "
            "left its zone, CR 608.2h)"
        )

    def mana_spent_amount(self, quantity: Any) -> str:
        return "the amount of mana spent to cast this spell or this permanent (CR 601.2h)"

    def colors_spent(self, quantity: Any) -> str:
        return "the number of colors of mana spent to cast this spell (CR 601.2h)"

    def times_mutated(self, quantity: Any) -> str:
        return "the number of times this permanent has mutated, as this object (CR 702.140d)"

    def times_kicked(self, quantity: Any) -> str:
        times = f"{quantity.times} × " if quantity.times != 1 else ""
        return f"{times}the number of times its kicker cost was paid as it was cast (CR 702.33c-d)"

    def devotion(self, quantity: Any) -> str:
        who = self._player_subject(quantity.who)
        names = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
        colors = " and ".join(names.get(c, c) for c in quantity.colors)
        whose = "your" if who == "you" else f"{who}'s"
        return f"{whose} devotion to {colors} (CR 700.5)"

    def half_life(self, quantity: Any) -> str:
        who = self._player_subject(quantity.who)
        whose = "your" if who == "you" else f"{who}'s"
        rounded = "up" if quantity.round_up else "down"
        return f"half {whose} life total, rounded {rounded} (CR 107.1a)"

    def _term(self, quantity: Any) -> str:
        """One number of a sum or difference: a count reads "the number of ..."."""
        if type(quantity).__name__ == "NumberOf":
            times = f"{quantity.times} × " if quantity.times != 1 else ""
            return f"{times}the number of {self.filter_phrase(quantity.filter, 'many')}"
        return self.text(quantity)

    def sum(self, quantity: Any) -> str:
        return " plus ".join(self._term(term) for term in quantity.terms) + " (CR 107.3)"

    def scaled(self, quantity: Any) -> str:
        said = self._term(quantity.of)
        if quantity.times != 1:
            said = f"{quantity.times} times {said}"
        if quantity.halved:
            rounded = "up" if quantity.round_up else "down"
            said = f"half {said}, rounded {rounded} (CR 107.1a)"
        return f"{said} (an effect's negative result is 0, CR 107.1b)"

    def difference(self, quantity: Any) -> str:
        return (
            f"{self._term(quantity.of)} minus {self._term(quantity.minus)} (an effect's"
            " negative result is 0, CR 107.1b)"
        )

    def life_total_of(self, quantity: Any) -> str:
        who = self._player_subject(quantity.who)
        whose = "your" if who == "you" else f"{who}'s"
        return f"{whose} life total as the effect resolves (CR 119.1, 608.2h)"

    def number_of_players(self, quantity: Any) -> str:
        times = f"{quantity.times} × " if quantity.times != 1 else ""
        many = {"each_opponent": "your opponents", "each_player": "players"}.get(
            quantity.who.who, self._player_subject(quantity.who)
        )
        return f"{times}the number of {many} in the game now (CR 102.2-102.3)"

    def number_of(self, quantity: Any) -> str:
        return f"{quantity.times} for each {self.filter_phrase(quantity.filter, 'one')}"

    def player_count(self, quantity: Any) -> str:
        one = {"each_player": "player", "each_opponent": "opponent"}.get(
            quantity.players.who, self._player_subject(quantity.players)
        )
        return f"{quantity.times} for each {one} in the game as it resolves (CR 102.1)"

    def votes_for(self, quantity: Any) -> str:
        return f"{quantity.times} for each vote for “{quantity.option}”"

    def basic_land_types_among(self, quantity: Any) -> str:
        times = f"{quantity.times} × " if quantity.times != 1 else ""
        among = self.filter_phrase(quantity.filter, "many")
        return f"{times}the number of basic land types among {among} (domain, CR 305.6)"

    def greatest_among(self, quantity: Any) -> str:
        what = {"power": "greatest power", "mana_value": "highest mana value"}.get(
            quantity.characteristic, f"greatest {words(quantity.characteristic)}"
        )
        among = self.filter_phrase(quantity.filter, "many")
        return f"the {what} among {among} (0 if there are none)"

    def result_of(self, quantity: Any) -> str:
        if quantity.of == "died":
            found = (
                "the number of permanents the earlier destruction put into a graveyard (they"
                " died, CR 700.4, 608.2c)"
            )
        elif quantity.of in ("destroyed_yours", "destroyed_theirs"):
            whose = "you" if quantity.of == "destroyed_yours" else "the player doing this"
            found = (
                f"the number of permanents {whose} controlled that the earlier instruction"
                " destroyed (CR 608.2c, 701.8)"
            )
        elif quantity.of == "destroyed":
            found = (
                "the number of permanents the earlier instruction destroyed (CR 608.2c; one"
                " regenerated or indestructible was not destroyed, CR 701.8c, 702.12b)"
            )
        elif quantity.of == "cards_discarded":
            found = "the number of cards that player discarded by the earlier instruction"
            found += " (CR 608.2c)"
        elif quantity.of == "life_lost":
            found = "the life lost by the players of the earlier instruction (CR 608.2c)"
        elif quantity.of == "mana_paid":
            found = "the total amount of mana all the players paid by the earlier instruction"
        elif quantity.of == "players":
            found = "the number of players who did the earlier optional instruction (CR 608.2c)"
        elif quantity.of == "unable":
            found = "the number of players the earlier instruction couldn't be done for (CR 609.3)"
        elif quantity.of == "damage_dealt":
            found = (
                "the total damage the earlier instruction dealt (CR 608.2c; damage prevented"
                " was not dealt, CR 615.1)"
            )
        elif quantity.of == "damage_prevented":
            found = "the damage the prevention effect just prevented"
        elif quantity.of == "moved":
            found = "the number of objects the earlier instruction exiled or sacrificed (CR 608.2c)"
        elif quantity.of == "die_result":
            found = "the result of the die rolled before (CR 706.2)"
        elif quantity.of in ("flips_won", "flips_lost"):
            outcome = "won" if quantity.of == "flips_won" else "lost"
            found = f"the number of flips {outcome} by the coin flips before (CR 705.2)"
        else:
            found = f"the {words(quantity.of)} of the earlier instruction (CR 608.2c)"
        return found if quantity.times == 1 else f"{quantity.times} times {found}"

    def divided_amount(self, quantity: Any) -> str:
        return "the share of the amount divided to it as the targets were chosen (CR 601.2d)"

    def _amount(self, quantity: Any, noun: str) -> str:
        """``3 damage``, ``X damage``, ``damage equal to the power of ...``, ``2 cards``."""
        kind = type(quantity).__name__
        countable = noun not in ("damage", "life", "combat damage", "noncombat damage")
        if kind == "Fixed":
            if countable:
                return self._counted(quantity.value, noun)
            return f"{quantity.value} {noun}"
        if kind == "XValue":
            return f"X {_plural_phrase(noun) if countable else noun}"
        if kind == "NumberOf":
            unit = self._counted(quantity.times, noun) if countable else f"{quantity.times} {noun}"
            return f"{unit} for each {self.filter_phrase(quantity.filter, 'one')}"
        if kind == "BasicLandTypesAmong":
            unit = self._counted(quantity.times, noun) if countable else f"{quantity.times} {noun}"
            among = self.filter_phrase(quantity.filter, "many")
            return f"{unit} for each basic land type among {among} (domain, CR 305.6)"
        if kind == "EventAmount" and quantity.of != "attackers":
            return f"that much {noun if not countable else _plural_phrase(noun)}" + (
                f" (as much as {_EVENT_AMOUNTS.get(quantity.of, 'the ' + words(quantity.of))})"
            )
        if kind == "DividedAmount":
            return f"the {noun} divided to it as the targets were chosen (CR 601.2d)"
        return f"{_plural_phrase(noun) if countable else noun} equal to {self.text(quantity)}"

    # --- players ----------------------------------------------------------------------------

    def players(self, players: Any) -> str:
        return self._player_subject(players)

    def _player_subject(self, players: Any) -> str:
        if isinstance(players, Enum):
            return {
                "you": "you",
                "opponent": "an opponent",
                "any": "a player",
                "owner": "its owner",
                "that_player": "that player",
            }.get(_value(players).replace(" ", "_"), words(_value(players)))
        who = players.who
        if who == "target":
            return self._target_ref(players.target_index or 0, player=True)
        if who in ("owner", "controller"):
            of = self.text(players.of) if players.of is not None else "it"
            return f"the {who} of {of}" if of != "it" else f"its {who}"
        if who == "mentioned" and players.key.startswith("did"):
            return "each player who did it"  # the players who did an optional instruction
        if who == "unable" and players.also is not None:
            return f"{self._player_subject(players.also)} who couldn't do it (CR 609.3)"
        if who in ("mentioned", "that_player"):
            return "that player"
        if who == "you_and" and players.also is not None:
            return f"you and {self._player_subject(players.also)} each (CR 101.4)"
        return {
            "you": "you",
            "each_player": "each player",
            "each_opponent": "each opponent",
            "defending_player": "the defending player",
        }.get(who, words(who))

    def _possessive(self, whose: str) -> str:
        return {
            "you": "your",
            "opponent": "an opponent's",
            "any": "a player's",
            "owner": "its owner's",
            "that player": "that player's",
        }.get(whose, f"{whose}'s")

    def _controls(self, players: Any, negated: bool = False, past: bool = False) -> str:
        """``you control``, ``an opponent controls``, ``you don't control``."""
        if isinstance(players, Enum):
            who = self._player_subject(players)
        else:
            who = _SOME_PLAYER.get(players.who) or self._player_subject(players)
        if past:
            return f"{who} controlled"
        if negated:
            return f"{who} {'don' if who == 'you' else 'doesn'}'t control"
        return f"{who} {'control' if who == 'you' else 'controls'}"

    def _owns(self, players: Any, negated: bool = False) -> str:
        text = self._controls(players, negated)
        return text.replace("control", "own")

    # --- filters ----------------------------------------------------------------------------

    def object_filter(self, f: Any) -> str:
        return self.filter_phrase(f, "a")

    def _quality(self, f: Any) -> str:
        """A protection quality ("from red", "from Dragons"): the filter's words, no noun
        added when it names none (CR 702.16a)."""
        # "of the color chosen ..." of a filter reads "from the color chosen ..." here
        return self.filter_phrase(f, "many", bare=True).removeprefix("of ")

    def filter_phrase(self, f: Any, form: str, noun: str = "", *, bare: bool = False) -> str:
        """The objects ``f`` describes, from its fields (not its wording, so a restriction the
        compiler dropped shows). ``form``: ``a`` (with an article: "another creature you
        control"), ``one`` (no article), ``many`` (plural), ``head`` (the noun alone, for
        "that creature"). ``noun`` is the noun the context adds ("spell" after "cast")."""
        pre: list[str] = []
        if f.other:
            pre.append("other")
        if f.tapped is not None:
            pre.append("tapped" if f.tapped else "untapped")
        if f.attacking is not None:
            pre.append("attacking" if f.attacking else "nonattacking")
        if f.blocking is not None:
            pre.append("blocking" if f.blocking else "nonblocking")
        if f.attacking_or_blocking:
            pre.append("attacking or blocking")
        if getattr(f, "blocked", None) is not None:
            pre.append("blocked" if f.blocked else "unblocked")
        if f.suspected:
            pre.append("suspected")
        pre += [f"non{s}" for s in f.excluded_supertypes]
        pre += list(f.supertypes)
        if f.colorless:
            pre.append("colorless")
        if f.multicolored:
            pre.append("multicolored")
        if f.monocolored:
            pre.append("monocolored (exactly one color, CR 105.2a)")
        if f.colors:
            pre.append(join_or([_COLORS.get(c, c) for c in f.colors], "and"))
        if f.colors_any_of:
            pre.append(join_or([_COLORS.get(c, c) for c in f.colors_any_of]))
        pre += [f"non{_COLORS.get(c, c)}" for c in f.excluded_colors]
        pre += [f"non-{s.capitalize()}" for s in f.excluded_subtypes]
        if f.tokens is False and "card" not in f.nouns:  # a card is never a token (CR 111.1)
            pre.append("nontoken")

        core: list[str] = []
        subtypes = [_subtype(s) for s in f.subtypes]
        if f.subtypes_any_of:
            subtypes.append(join_or([_subtype(s) for s in f.subtypes_any_of]))
        core += subtypes
        type_words = []
        for test in f.types:
            if test.any_of:
                type_words.append(list(test.any_of))
            if test.none_of:
                core.append(" ".join(f"non{t}" for t in test.none_of))
        named_nouns = {t for test in f.types for t in test.any_of} | {
            s.lower() for s in (*f.subtypes, *f.subtypes_any_of)
        }
        tail = noun or next((n for n in f.nouns if n in _TAIL_NOUNS and n not in named_nouns), "")
        if f.tokens:
            tail = "token"
        if not (tail or type_words or subtypes or f.alternatives or bare):
            tail = {"battlefield": "permanent", "stack": "spell"}.get(_value(f.zone), "card")
            if "source" in f.nouns:
                tail = "source"

        many = form == "many"
        # "instant or Aura spell", "blue or artifact card": the words of the alternatives
        # describe the head noun, before it
        simple = [_alternative_word(a) for a in f.alternatives]
        words_before_tail = bool(
            (tail or type_words) and simple and all(word is not None for word in simple)
        )
        if words_before_tail:
            core.append(join_or([word for word in simple if word is not None]))
        # The head: the last noun takes the plural ("instants or sorceries", "creature cards").
        if tail:
            for alternatives in type_words:
                core.append(join_or(alternatives))
            core.append(_plural_phrase(tail) if many else tail)
        elif type_words:
            for alternatives in type_words[:-1]:
                core.append(join_or(alternatives))
            last = type_words[-1]
            core.append(join_or([plural(t) if many else t for t in last]))
        elif core and many:
            core[-1] = _plural_phrase(core[-1])
        keyworded = [_keyword_alternative(a) for a in f.alternatives]
        if keyworded and all(word is not None and word.isdigit() for word in keyworded):
            keyworded = ["power " + join_or([w for w in keyworded if w is not None])]
        with_either = bool(keyworded) and all(word is not None for word in keyworded)
        if f.alternatives and not words_before_tail and not with_either:
            alt_form = "a" if form == "a" else form
            core.append(join_or([self.filter_phrase(a, alt_form) for a in f.alternatives]))
        if form == "head":
            return " ".join(core) or "object"

        post = self._filter_qualifiers(f, many, tail == "spell")
        if with_either:  # "creatures with flying or reach" (CR 702.9b)
            post.insert(0, "with " + join_or([word for word in keyworded if word is not None]))
        words_ = [*pre, *core]
        if form == "a" and (words_before_tail or with_either or not f.alternatives):
            if words_ and words_[0] == "other":
                words_[0] = "another"
            elif words_:
                words_.insert(0, article(words_[0]))
        return " ".join([*words_, *post]).strip()

    def comparison(self, comparison: Any) -> str:
        """ "with power greater than the number of cards in your hand" (CR 208.1, 202.3)."""
        what = comparison.characteristic.replace("_", " ")
        relation = {
            "less": "less than",
            "at_most": "less than or equal to",
            "greater": "greater than",
            "at_least": "greater than or equal to",
            "equal": "equal to",
        }[comparison.relation]
        if comparison.own is not None:
            number = f"its own {comparison.own}"
        elif comparison.life_of is not None:
            who = self._player_subject(comparison.life_of)
            number = "your life total" if who == "you" else f"{who}'s life total"
        elif type(comparison.value).__name__ == "NumberOf" and comparison.value.times == 1:
            number = "the number of " + self.filter_phrase(comparison.value.filter, "many")
        else:
            number = self.text(comparison.value)
        return f"with {what} {relation} {number} (read as it is matched, CR 608.2h)"

    def _filter_qualifiers(self, f: Any, many: bool, spell: bool) -> list[str]:
        post: list[str] = []
        if getattr(f, "blocking_object", None) is not None:
            blocked = (
                "the creature of the event"
                if type(f.blocking_object).__name__ == "EventObject"
                else self.source
            )
            post.append(f"blocking {blocked} (CR 509.1a)")
        for name, relation in (
            ("blocked_by_object", "blocked by"),
            ("blocking_or_blocked_by", "blocking or blocked by"),
        ):
            ref = getattr(f, name, None)
            if ref is not None:
                who = (
                    "the creature of the event"
                    if type(ref).__name__ == "EventObject"
                    else self.source
                )
                post.append(f"{relation} {who} (CR 509.1a, 509.1h)")
        if getattr(f, "chosen", None) is not None and f.chosen.endswith("_of_choice"):
            what = "creature type" if f.chosen.startswith("type") else "color"
            post.append(f"of the {what} of your choice, chosen as it resolves (CR 608.2d)")
        elif getattr(f, "chosen", None) == "name_on_resolution":
            post.append("with the card name chosen as it resolved (CR 201.3, 608.2d)")
        elif getattr(f, "chosen", None) is not None and f.chosen.endswith("_on_resolution"):
            post.append(f"of the {f.chosen.split('_')[0]} chosen as it resolved (CR 608.2d)")
        elif getattr(f, "chosen", None) is not None:
            post.append(f"of the {f.chosen} chosen as {self.source} entered (CR 607.2a)")
        if f.keywords:
            post.append("with " + join_or(list(f.keywords), "and"))
        if f.excluded_keywords:
            post.append("without " + join_or(list(f.excluded_keywords)))
        x = {bound: "X" for bound in f.x_bounds}  # the X announced with the cost
        post += _range("power", f.power_at_least, x.get("power_at_most", f.power_at_most))
        post += _range(
            "toughness",
            x.get("toughness_at_least", f.toughness_at_least),
            x.get("toughness_at_most", f.toughness_at_most),
        )
        post += _range(
            "mana value",
            x.get("mana_value_at_least", f.mana_value_at_least),
            x.get("mana_value_at_most", f.mana_value_at_most),
        )
        if f.named is not None:
            post.append(f"named {f.named}")
        if f.with_counter is not None and getattr(f, "with_counter_at_least", 0) > 1:
            post.append(
                f"with {f.with_counter_at_least} or more {f.with_counter} counters on "
                + ("them" if many else "it")
            )
        elif f.with_counter is not None:
            post.append(
                f"with {article(f.with_counter)} {f.with_counter} counter on "
                + ("them" if many else "it")
            )
        if getattr(f, "without_counter", None) is not None:
            post.append(
                f"without {article(f.without_counter)} {f.without_counter} counter on "
                + ("them" if many else "it")
            )
        if getattr(f, "with_any_counter", False):
            post.append("with a counter of any kind on " + ("them" if many else "it"))
        if getattr(f, "modified", False):
            post.append(
                "with a counter on "
                + ("them" if many else "it")
                + ", equipped, or enchanted by an Aura its controller controls (modified, "
                "CR 700.9)"
            )
        if getattr(f, "cast_from", None) is not None:  # CR 601.2a
            zone = ("its caster's own " if f.cast_from_own else "a ") + str(f.cast_from)
            cast = "weren't cast" if many else "wasn't cast"
            if f.cast_from_negated:
                post.append(f"that {cast} from {zone}")
            else:
                post.append(f"cast from {zone}")
        for name, word in (("mana_cost_symbol", "with"), ("without_mana_cost_symbol", "without")):
            symbol = getattr(f, name, None)
            if symbol is not None:  # CR 202.1; {P}: any Phyrexian mana symbol (CR 107.4g)
                costs = "their mana costs" if many else "its mana cost"
                post.append(f"{word} {{{symbol}}} in {costs}")
        if getattr(f, "without_counters", False):
            post.append("with no counters of any kind on " + ("them" if many else "it"))
        if f.suspected is False:
            post.append("that " + ("aren't" if many else "isn't") + " suspected")
        if f.damaged is not None:
            on = "them" if many else "it"
            post.append(f"with {'' if f.damaged else 'no '}damage marked on {on}")
        if f.dealt_damage_this_turn is not None:
            was = "were" if many else "was"
            post.append(
                f"that {was}{'' if f.dealt_damage_this_turn else 'n’t'} dealt damage this turn"
            )
        if f.dealt_damage_by_source:
            was = "were" if many else "was"
            post.append(f"that {was} dealt damage by this object this turn (CR 120.3)")
        for comparison in getattr(f, "compared", ()):
            post.append(self.comparison(comparison))
        if getattr(f, "entered_this_turn", False):
            post.append("that entered the battlefield this turn (CR 403.3)")
        if getattr(f, "dealt_damage", None) is not None:
            to = " to you" if f.dealt_damage == "you" else ""
            post.append(f"that dealt damage{to} this turn (CR 120.3)")
        if getattr(f, "attacked_this_turn", False):
            post.append("that attacked this turn (CR 508.1a)")
        if getattr(f, "blocked_this_turn", False):
            post.append("that blocked this turn (CR 509.1a)")
        if getattr(f, "attacking_you", False):
            post.append("attacking you (CR 508.1b)")
        if getattr(f, "attacking_an_opponent", False):
            post.append("attacking one of your opponents (CR 508.1b)")
        if getattr(f, "attacked_you_this_turn", False):
            post.append("that attacked you this turn (CR 508.1b)")
        if getattr(f, "exiled_with", ()):
            post.append(
                f"that this object's ability on {' or '.join(f.exiled_with)} exiled (a linked "
                "ability, CR 607.2a; another instance of the card, or this one after it left "
                "and returned, has its own, CR 400.7)"
            )
        if f.died_this_turn:
            # counted as they last existed on the battlefield (CR 700.4, 603.10a)
            post.append("that died this turn (CR 700.4)")
            return post
        if is_moved_key(f.among):
            # the cards an earlier instruction exiled, milled or discarded, each as it was
            # moved, wherever it is now (CR 608.2c, 701.17c)
            post.append("that the earlier instruction moved (CR 608.2c)")
            return post
        zone = _value(f.zone)
        if zone == "stack" and spell:
            pass  # a spell is on the stack (CR 112.1)
        elif zone != "battlefield" or f.zone_owner is not None:
            whose = self._possessive(_value(f.zone_owner)) + " " if f.zone_owner else "a "
            post.append(_ZONE_IN[zone].format(whose))
        if f.controller is not None:
            post.append(self._controls(f.controller))
        if f.not_controller is not None:
            post.append(self._controls(f.not_controller, negated=True))
        if f.controlled_then is not None:
            post.append(self._controls(f.controlled_then, past=True))
        if f.owner is not None:
            post.append(self._owns(f.owner))
        if f.not_owner is not None:
            post.append(self._owns(f.not_owner, negated=True))
        if f.cast_by is not None:
            post.append(f"{self._player_subject(f.cast_by)} cast")
        if f.attached_to_source:
            post.append(f"{self.source} is attached to")
        if f.among is not None and f.among.endswith(":others"):  # ir.others_key
            post.append("from among the others revealed")
        elif f.among is not None:
            post.append("from among them")
        if f.targeting_source:
            post.append(f"that {'target' if many else 'targets'} {self.source}")
        if f.targeting is not None:
            target = self.filter_phrase(f.targeting, "a")
            post.append(f"that {'target' if many else 'targets'} {target}")
        if f.attached_to_object is not None:
            post.append(f"attached to {self.text(f.attached_to_object)}")
        if f.attached_to is not None:
            post.append(f"attached to {self.filter_phrase(f.attached_to, 'a')}")
        if f.other_than_target is not None:
            post.append(f"other than {self._target_ref(f.other_than_target, mention=False)}")
        if f.other_than_event:
            post.append("other than the object of the triggering event (CR 603.2)")
        if f.shared_quality is not None or f.shared_with is not None:
            other = "another object" if f.shared_with is None else self.text(f.shared_with)
            if f.shared_quality == "name":
                post.append(f"with the same name as {other} (CR 201.2a)")
            else:
                verb = "share" if many else "shares"
                post.append(f"that {verb} a {f.shared_quality or 'quality'} with {other}")
        return post

    def type_test(self, test: Any) -> str:
        return " ".join([join_or(list(test.any_of)), *(f"non{t}" for t in test.none_of)]).strip()

    # --- targets ----------------------------------------------------------------------------

    def target_spec(self, spec: Any) -> str:
        """The target, counted: "a creature an opponent controls", "up to two creatures",
        "any target" (CR 115.4: a creature, player, planeswalker or battle)."""
        low, high = spec.minimum, spec.maximum
        if high is not None and high >= _ANY_NUMBER:
            high = None
        kinds_one, kinds_many = [], []
        any_target = spec.objects and spec.filter is None and spec.players is not None
        if any_target and _value(spec.players) == "any":
            singular = "target (a creature, player, planeswalker, or battle, CR 115.4)"
            kinds_one.append("any " + singular)
            kinds_many.append("targets (each a creature, player, planeswalker, or battle)")
        else:
            if spec.objects:
                if spec.filter is not None:
                    kinds_one.append(self.filter_phrase(spec.filter, "one"))
                    kinds_many.append(self.filter_phrase(spec.filter, "many"))
                else:
                    kinds_one.append("permanent")
                    kinds_many.append("permanents")
            if spec.players is not None:
                who = _value(spec.players)
                noun = {"any": "player", "opponent": "opponent"}.get(who, f"{who} player")
                kinds_one.append(noun)
                kinds_many.append(plural(noun))
        single = join_or(kinds_one)
        many = join_or(kinds_many)
        if getattr(spec, "x_is", None) is not None:
            # CR 107.3c, 601.2c: the X "where X is ..." defines, as the targets are chosen
            said = f"{self.text(spec.x_is)}, counted as the targets are chosen"
            text = f"{'X' if low else 'up to X'} {many} (X is {said})"
        elif getattr(spec, "times_x", False):  # CR 601.2b-c, 107.3: X is announced first
            text = f"{'X' if low else 'up to X'} {many} (X chosen as it is cast or activated)"
        elif low == high == 1:
            if single.startswith("any "):
                text = single
            elif single.startswith("other "):
                text = "an" + single
            else:
                text = f"{article(single)} {single}"
        elif low == 0 and high == 1:
            text = f"up to one {single.removeprefix('any ')}"
        elif high is None:
            text = f"{'any number of' if low == 0 else number_word(low) + ' or more'} {many}"
        elif low == high:
            text = f"{number_word(low)} {many}"
        elif low == 0:
            text = f"up to {number_word(high)} {many}"
        else:
            joiner = "or" if high == low + 1 else "to"
            text = f"{number_word(low)} {joiner} {number_word(high)} {many}"
        if spec.distribute is not None:
            amount = self.text(spec.distribute)
            text += f", with {amount} divided among them as they are chosen (CR 601.2d)"
        if spec.distinct_from:
            earlier = join_or([ordinal_word(i + 1) for i in spec.distinct_from], "and")
            text += (
                f" other than its {earlier} targets (CR 115.3)"
                if len(spec.distinct_from) > 1
                else f" other than its {earlier} target (CR 115.3)"
            )
        if getattr(spec, "only_if_kicked", False):
            text += " (chosen only if it was kicked, CR 601.2c)"
        if getattr(spec, "single_zone", False):
            place = spec.filter.zone.value if spec.filter is not None else "zone"
            text += f", all in the same player's {place} (CR 601.2c)"
        return text

    def _target_description(self, index: int) -> str:
        scope = self._scope
        scope.described.add(index)
        if index >= len(scope.targets):
            return f"its {ordinal_word(index + 1)} target"
        spec = scope.targets[index]
        if index in scope.divided:  # the instruction said how the amount is divided
            spec = dataclasses.replace(spec, distribute=None)
        chosen = f"chosen as {scope.when}" if scope.when else "chosen when it is put on the stack"
        return f"{self.text(spec)}, {chosen.replace(' (CR', ' (a target, CR', 1)}"

    def _target_ref(self, index: int, player: bool = False, mention: bool = True) -> str:
        """The target at ``index``: described in full where the effect first names it, then
        "that creature" (CR 115.1: the same object each time)."""
        scope = self._scope
        if mention and index not in scope.described:
            return self._target_description(index)
        if index >= len(scope.targets):
            return f"its {ordinal_word(index + 1)} target"
        spec = scope.targets[index]
        many = spec.maximum is None or spec.maximum > 1 or spec.times_x
        if player or (not spec.objects and spec.players is not None):
            return "those players" if many else "that player"
        if spec.filter is None:
            return "those targets" if many else "that target"
        head = self.filter_phrase(spec.filter, "head")
        prefix = "the target" if not mention else ("those" if many else "that")
        return f"{prefix} {_plural_phrase(head) if many and mention else head}"

    # --- object references ------------------------------------------------------------------

    def plural(self, ref: Any) -> bool:
        """Whether ``ref`` names several objects ("those creatures", "them"): the verb after
        it agrees. "Each creature" is singular."""
        kind = type(ref).__name__
        if kind == "TargetObjects":
            targets = self._scope.targets
            if ref.target_index >= len(targets):
                return False
            high = targets[ref.target_index].maximum
            return high is None or high > 1 or targets[ref.target_index].times_x
        if kind == "Mentioned":
            return bool(ref.plural)
        if kind in ("Remaining", "ObjectsAnd"):
            return True
        if kind == "TopOfLibrary":
            return bool(ref.count > 1 or ref.amount is not None)
        if kind == "ChosenObjects":
            count = ref.count
            return bool(count.is_x or count.value > 1 or _value(count.relation) == "at least")
        return False

    def _subject_of(self, ref: Any) -> tuple[str, str]:
        """``ref`` as a subject and the verb's ending: ("that creature", "s")."""
        return self.text(ref), "" if self.plural(ref) else "s"

    def source_object(self, ref: Any) -> str:
        return self.source

    def target_objects(self, ref: Any) -> str:
        return self._target_ref(ref.target_index)

    def chosen_objects(self, ref: Any) -> str:
        chooser = self._player_subject(ref.chooser)
        choice = "your choice" if chooser == "you" else "their choice"
        own = ""
        if ref.own and ref.filter.controller is None:  # else the filter says whose
            own = " you control" if chooser == "you" else " they control"
        if getattr(ref, "at_random", False):  # picked by no player (CR 701.9b's sense)
            return f"{self._count_of(ref.count, ref.filter)}{own} at random (picked as it resolves)"
        return f"{self._count_of(ref.count, ref.filter)}{own} of {choice} (chosen as it resolves)"

    def objects_and(self, ref: Any) -> str:
        return join_or([self.text(part) for part in ref.parts], "and")

    def all_objects(self, ref: Any) -> str:
        if ref.filter.attached_to_source:  # "enchanted creature": the one it's attached to
            return f"the {self.filter_phrase(ref.filter, 'one')}"
        return f"each {self.filter_phrase(ref.filter, 'one')}"

    def top_of_library(self, ref: Any) -> str:
        whose = self._possessive(_value(ref.whose))
        if ref.players is not None:  # each of those players' own library (CR 401.1)
            whose = f"{self._player_subject(ref.players)}'s own"
        if ref.target_index is not None:
            whose = "target opponent's" if _value(ref.whose) == "opponent" else "target player's"
        number = ref.amount
        if number is not None:  # "the top X cards" (CR 107.3), counted as it resolves
            if type(number).__name__ == "XValue":
                return f"the top X cards of {whose} library"
            return f"the top N cards of {whose} library, N being {self.text(number)}"
        if ref.count == 1:
            return f"the top card of {whose} library"
        return f"the top {number_word(ref.count)} cards of {whose} library"

    def mentioned(self, ref: Any) -> str:
        return "them" if ref.plural else "it"

    def remaining(self, ref: Any) -> str:
        return "the rest"

    def event_object(self, ref: Any) -> str:
        return f"that {self._scope.event_noun}"

    def sacrificed_for_cost(self, ref: Any) -> str:
        return "the permanent sacrificed to pay the cost"

    def discarded_card(self, ref: Any) -> str:
        if not ref.key:
            return "the card discarded to pay the cost"
        return "the card discarded by that instruction"

    def exiled_for_cost(self, ref: Any) -> str:
        return "the card exiled to pay the cost"

    def revealed_for_cost(self, ref: Any) -> str:
        return "the card revealed from your hand to pay the additional cost"

    def attacked_by_source(self, ref: Any) -> str:
        return f"the player or planeswalker {self.source} is attacking"

    # --- effects ----------------------------------------------------------------------------

    def action(self, action: Any) -> str:
        return _ActionText(self, action).render()

    def token_definition(self, token: Any) -> str:
        return self.token_phrase(token, many=False)

    def token_phrase(self, token: Any, many: bool) -> str:
        """ "Treasure token", "2/1 black Skeleton creature tokens named Skeleton"."""
        noun = "tokens" if many else "token"
        if token is None:
            return noun
        if token.predefined is not None:
            return f"{token.predefined} {noun} (CR 111.10)"
        if token.characteristics is None:
            return noun
        core, extra = self._characteristics(token.characteristics)
        if token.pt is not None:  # "an X/X token" (CR 107.3)
            if type(token.pt).__name__ == "XValue":  # X announced with the cost
                return f"X/X {core} {noun}{extra}"
            x = self.text(token.pt)
            return f"X/X {core} {noun}{extra}, where X is {x} as it is created"
        return f"{core} {noun}{extra}"

    def _granted(self, abilities: tuple[Any, ...]) -> str:
        """Granted abilities: a keyword by its name, any other ability in quotes (CR 113.1a)."""
        out = []
        source, self.source = self.source, "this permanent"  # the ability's new source
        for ability in abilities:
            kind = type(ability).__name__
            if kind == "KeywordAbility" and ability.name == "protection" and ability.filter:
                out.append("protection from " + self._quality(ability.filter))
            elif kind == "KeywordAbility" and ability.number is not None and not ability.cost:
                out.append(f"{ability.name} {ability.number}")  # "bushido 1" (CR 702.45a)
            elif kind in ("KeywordName", "KeywordAbility") and not getattr(ability, "cost", None):
                out.append(ability.name)
            elif kind in ("CastFromGraveyard", "ProtectionFromChosenColor", "KeywordOfChoice"):
                out.append(self.text(ability))
            else:
                out.append(f"“{capitalize(self.text(ability)).rstrip('.')}”")
        self.source = source
        return join_or(out, "and")

    def characteristics(self, c: Any) -> str:
        core, extra = self._characteristics(c)
        return core + extra

    def _characteristics(self, c: Any) -> tuple[str, str]:
        """The words before the noun ("2/1 black Skeleton creature") and after it
        ("named Skeleton with menace")."""
        parts = []
        if c.power is not None or c.toughness is not None:
            parts.append(f"{self.text(c.power)}/{self.text(c.toughness)}")
        if c.colors:
            parts.append(join_or([_COLORS.get(x, x) for x in c.colors], "and"))
        parts += [*c.supertypes, *(_subtype(s) for s in c.subtypes), *c.types]
        # a token's own name only when its text states one (CR 111.4: else "Bird Token")
        extra = f" named {c.name}" if c.name and c.name != token_name(c.subtypes) else ""
        if c.abilities:
            extra += " with " + self._granted(c.abilities)
        return " ".join(parts) or "object", extra

    def keyword_name(self, keyword: Any) -> str:
        return keyword.name

    def cast_from_graveyard(self, ability: Any) -> str:
        return "“You may cast this card from your graveyard” (CR 601.3)"

    def protection_from_chosen_color(self, ability: Any) -> str:
        if ability.or_from is not None:
            alternative = ability.or_from
            said = (
                f"protection from {alternative.filter.description}"
                if alternative.filter is not None
                else self.text(alternative)
            )
            return (
                f"{said} or protection from the color of your choice (chosen as it resolves, "
                "CR 702.16a)"
            )
        return "protection from the color of your choice (chosen as it resolves, CR 702.16a)"

    def keyword_of_choice(self, ability: Any) -> str:
        choices = join_or(list(ability.options), "or")
        return f"your choice of {choices} (chosen as it resolves, CR 608.2d)"

    def _lasting(self, text: str, effect: Any, layer: str | None = None) -> str:
        duration = getattr(effect, "duration", None)
        until = (
            f" {_DURATIONS.get(_value(duration).replace(' ', '_'), _value(duration))}"
            if duration
            else ""
        )
        layer_value = layer or (
            _value(effect.layer) if getattr(effect, "layer", None) is not None else None
        )
        note = ""
        if layer_value is not None:
            rule = _LAYER_RULES.get(layer_value, "613.1")
            note = f" (layer {layer_value}, CR {rule})"
            if "," in layer_value:
                note = f" (layers {layer_value}, CR {rule})"
        return f"{text}{until}{note}"

    def get_emblem(self, effect: Any) -> str:
        """CR 114: the emblem's abilities, each said of "this emblem" (its source) and of its
        controller as "you"."""
        who = "you" if effect.players is None else self._player_subject(effect.players)
        outer, self.source = self.source, "this emblem"
        try:
            said = " ".join(f'"{self.text(a)}"' for a in effect.abilities)
        finally:
            self.source = outer
        return (
            f"{who} get{'' if who == 'you' else 's'} an emblem in the command zone, which "
            f'can\'t be removed and whose controller is "you" in its abilities (CR 114.1-114.5), '
            f"with {said}"
        )

    def gain_abilities(self, effect: Any) -> str:
        gained = self._granted(effect.abilities)
        who, s = self._subject_of(effect.objects)
        return self._lasting(f"{who} gain{s} {gained}", effect)

    def modify_pt(self, effect: Any) -> str:
        per = f" for each {self._per(effect.per)}" if effect.per is not None else ""
        who, s = self._subject_of(effect.objects)
        text = f"{who} get{s} {effect.power:+d}/{effect.toughness:+d}{per}"
        return self._lasting(text, effect)

    def _per(self, quantity: Any) -> str:
        if type(quantity).__name__ == "NumberOf":
            times = f" ({quantity.times} times)" if quantity.times != 1 else ""
            return self.filter_phrase(quantity.filter, "one") + times
        if type(quantity).__name__ == "BasicLandTypesAmong":
            times = f" ({quantity.times} times)" if quantity.times != 1 else ""
            among = self.filter_phrase(quantity.filter, "many")
            return f"basic land type among {among} (domain, CR 305.6){times}"
        if type(quantity).__name__ == "LifeGained":
            return f"1 life {self._player_subject(quantity.who)} gained this turn"
        if type(quantity).__name__ == "PlayerCount":
            times = f" ({quantity.times} times)" if quantity.times != 1 else ""
            one = {"each_player": "player", "each_opponent": "opponent you have"}.get(
                quantity.players.who, self._player_subject(quantity.players)
            )
            return f"{one} (CR 102.3){times}"
        return f"point of {self.text(quantity)}"

    def become(self, effect: Any) -> str:
        chars = effect.characteristics
        only_pt = (chars.power is not None or chars.toughness is not None) and not (
            chars.types or chars.subtypes or chars.supertypes or chars.colors or chars.abilities
        )
        if only_pt and effect.in_addition:
            # "has base power and toughness 0/1", "has base power 8" (CR 613.4b)
            who, s = self._subject_of(effect.objects)
            has = "has" if s else "have"
            text = f"{who} {has} {_base_pt(chars.power, chars.toughness)}"
            return self._lasting(text, effect, "7b")
        also = " in addition to its other types" if effect.in_addition else ""
        types = sorted(effect.characteristics.types)
        if not effect.in_addition and types and types != ["artifact", "creature"]:
            also = " (the new card types replace its old ones, CR 205.1a)"
        what = self.text(effect.characteristics)
        who, s = self._subject_of(effect.objects)
        text = f"{who} become{s} {article(what)} {what}{also}"
        return self._lasting(text, effect, "4, 5, 6 and 7b")

    def make_choice(self, effect: Any) -> str:
        what = {
            "color": "a color",
            "creature_type": "a creature type",
            "card_name": "the name of a card (CR 201.3)",
            "nonland_card_name": "the name of a nonland card (CR 201.3)",
            "card_name_not_basic_land": "the name of a card other than a basic land (CR 201.3)",
            "basic_land_type": "a basic land type",
        }[effect.choice]
        if effect.other_than:
            what += f" other than {effect.other_than}"
        return f"you choose {what} as it resolves (CR 608.2d)"

    def become_chosen_type(self, effect: Any) -> str:
        what = "creature type" if effect.kind == "creature_type" else "basic land type"
        who, s = self._subject_of(effect.objects)
        text = f"{who} become{s} the {what} chosen (replacing those of that kind)"
        return self._lasting(text, effect, "4")

    def become_color(self, effect: Any) -> str:
        names = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
        said = " and ".join(names[c] for c in effect.colors) or "colorless"
        more = " in addition to its other colors" if effect.in_addition else ""
        who, s = self._subject_of(effect.objects)
        return self._lasting(f"{who} become{s} {said}{more} (CR 105.3)", effect, "5")

    def become_of_choice(self, effect: Any) -> str:
        what = {
            "color": "the color",
            "colors": "the color or colors",
            "creature_type": "the creature type",
            "basic_land_type": "the basic land type",
        }[effect.kind]
        who, s = self._subject_of(effect.objects)
        text = f"{who} become{s} {what} of your choice (chosen as it resolves)"
        layer = "5" if effect.kind in ("color", "colors") else "4"
        return self._lasting(text, effect, layer)

    def lose_abilities(self, effect: Any) -> str:
        who, s = self._subject_of(effect.objects)
        lost = [*effect.keywords, *(f"“{text}” (CR 113.10)" for text in effect.quoted)]
        return self._lasting(f"{who} lose{s} {' and '.join(lost)}", effect)

    def cant_cast(self, effect: Any) -> str:
        """A casting restriction on players (CR 101.2) for a duration (CR 611.2a)."""
        who = self._player_subject(effect.players)
        what = self.filter_phrase(effect.filter, "many")
        return self._lasting(f"{who} can't cast {what}", effect)

    def switch_pt(self, effect: Any) -> str:
        """Layer 7d (CR 613.4d): each power becomes the toughness and each toughness the power."""
        who, _s = self._subject_of(effect.objects)
        return self._lasting(f"switch the power and toughness of {who}", effect)

    def lose_all_abilities(self, effect: Any) -> str:
        who, s = self._subject_of(effect.objects)
        return self._lasting(f"{who} lose{s} all abilities", effect)

    def gain_control(self, effect: Any) -> str:
        who = self._player_subject(effect.players)
        verb = "gain" if who == "you" else "gains"
        return self._lasting(f"{who} {verb} control of {self.text(effect.objects)}", effect)

    def prevent_damage(self, effect: Any) -> str:
        """A prevention effect (CR 615): how much, of which damage, for how long."""
        kind = "combat damage" if effect.combat_only else "damage"
        if effect.noncombat_only:
            kind = "noncombat damage"
        if effect.next_time:
            how = f"all of the next {kind}"
        elif type(effect.amount).__name__ == "DividedAmount":
            how = f"the next {kind} up to each target's part of the division (a shield, CR 615.7)"
        elif effect.amount is not None:
            how = f"the next {self._amount(effect.amount, kind)} (a shield, CR 615.7)"
        else:
            how = f"all {kind}"
        parts = [f"prevent {how}"]
        recipients = [self.text(effect.to_objects)] if effect.to_objects is not None else []
        if effect.to_players is not None:
            recipients.append(self._player_subject(effect.to_players))
        if recipients:
            parts.append("that would be dealt to " + join_or(recipients))
        if effect.by_objects is not None and recipients:
            parts.append(f"by {self.text(effect.by_objects)}")
        elif effect.by_objects is not None:
            parts.append(f"that would be dealt by {self.text(effect.by_objects)}")
        if effect.chosen_source is not None:
            chosen = self.filter_phrase(effect.chosen_source, "a")
            parts.append(
                f"that would be dealt by {chosen} of your choice, chosen as it resolves (CR 609.7a)"
            )
        said = self._lasting(" ".join(parts) + " (CR 615)", effect)
        if effect.then is not None:
            # the rest of the prevention effect (CR 615.5)
            then = self.text(effect.then)
            said += f"; each time it prevents damage, immediately after: {then} (CR 615.5)"
        return said

    def damage_cant_be_prevented(self, effect: Any) -> str:
        """CR 615.12: prevention effects don't apply to that damage."""
        kind = "combat damage" if effect.combat_only else "damage"
        if effect.by_objects is not None:
            kind += f" that would be dealt by {self.text(effect.by_objects)}"
        said = f"{kind} can't be prevented (prevention effects don't apply to it, CR 615.12)"
        return self._lasting(said, effect)

    def redirect_damage(self, effect: Any) -> str:
        """A redirection effect (CR 614.9): how much, from whom, by what, to whom."""
        kind = "combat damage" if effect.combat_only else "damage"
        if effect.next_time:
            how = f"all of the next {kind}"
        elif effect.amount is not None:
            how = f"the next {self._amount(effect.amount, kind)} (a shield, CR 615.7)"
        else:
            how = f"all {kind}"
        recipients = [self.text(effect.from_objects)] if effect.from_objects is not None else []
        if effect.from_players is not None:
            recipients.append(self._player_subject(effect.from_players))
        parts = [how, "that would be dealt to " + (join_or(recipients) or "anything")]
        if effect.by_objects is not None:
            parts.append(f"by {self.text(effect.by_objects)}")
        if effect.chosen_source is not None:
            chosen = self.filter_phrase(effect.chosen_source, "a")
            parts.append(f"by {chosen} of your choice, chosen as it resolves (CR 609.7a)")
        if effect.to_objects is not None:
            new = self.text(effect.to_objects)
        elif effect.to_players is not None:
            new = self._player_subject(effect.to_players)
        else:
            new = "no one"
        parts.append(f"is dealt to {new} instead (a redirection effect, CR 614.9)")
        return self._lasting(" ".join(parts), effect)

    def restrict(self, effect: Any) -> str:
        if effect.kind == "exiled_if_it_would_die":  # "this turn": the only duration it has
            dying = self.text(effect.objects)
            if type(effect.objects).__name__ == "Mentioned" and effect.objects.plural:
                dying = "a creature that instruction dealt damage to"
            return (
                f"if {dying} would die this turn, it is exiled instead "
                "(a replacement effect, CR 614.1a, 700.4)"
            )
        until = ""
        if effect.duration is not None:
            until = _DURATIONS.get(_value(effect.duration).replace(" ", "_"), "")
        if effect.filter is not None:
            # "can't be blocked this turn except by Walls" (CR 509.1b): the creatures named
            many, template = _FILTERED_RESTRICTIONS.get(
                effect.kind, ("many", RESTRICTIONS.get(effect.kind, words(effect.kind)) + ": {}")
            )
            said = template.format(self.filter_phrase(effect.filter, many))
            return f"{self.text(effect.objects)} {said}" + (f" {until}" if until else "")
        return _restricted(self.text(effect.objects), effect.kind, until)

    def skip_next(self, effect: Any) -> str:
        who = self._player_subject(effect.players)
        said = effect.skipped.replace("_", " ")
        verb = "skip" if who in ("you", "they") else "skips"
        whose = "your" if who == "you" else "their"
        if effect.skipped == "combat_phases_of_next_turn":
            return (
                f"{who} {verb} all combat phases of {whose} next turn, added ones too (a "
                "replacement effect: they don't happen, CR 614.10, 500.8)"
            )
        return (
            f"{who} {verb} {whose} next {said} (a replacement effect: the next one that hasn't "
            "begun doesn't happen, CR 614.10)"
        )

    def additional_phases(self, effect: Any) -> str:
        this = {"phase": "this phase", "main": "this main phase", "combat": "this combat phase"}
        added = "an additional combat phase"
        if "main" in effect.phases:
            added += " followed by an additional main phase"
        return f"after {this[effect.after]}, there is {added} (CR 500.8)"

    def skip_next_untap(self, effect: Any) -> str:
        if effect.player is not None:
            verb = "don't" if self.plural(effect.objects) else "doesn't"
            return (
                f"{self.text(effect.objects)} {verb} untap during the next untap step of "
                f"{self.text(effect.player)} (CR 502.3)"
            )
        if effect.whose is not None:
            verb = "don't" if self.plural(effect.objects) else "doesn't"
            return (
                f"{self.text(effect.objects)} {verb} untap during "
                f"{_POSSESSIVE.get(_value(effect.whose), _value(effect.whose))} next untap step "
                "(CR 502.3)"
            )
        return (
            f"{self.text(effect.objects)} "
            + (
                "don't untap during their controllers' "
                if self.plural(effect.objects)
                else "doesn't untap during its controller's "
            )
            + "next untap step "
            "(CR 502.3)"
        )

    def pay_mana(self, effect: Any) -> str:
        payer = self._player_subject(effect.payer) if effect.payer is not None else "you"
        if payer == self._scope.implied:
            return f"pay {_mana(effect.mana)}"
        return f"{payer} {'pay' if payer == 'you' else 'pays'} {_mana(effect.mana)}"

    def add_mana(self, effect: Any) -> str:
        """ "add {G} for each creature you control", "add one of {W}, {U}, ... (chosen as it
        resolves, CR 106.1a)"."""
        options = [_mana(option) for option in effect.options]
        if effect.could_produce is not None:  # CR 106.7
            options = [
                "one mana of any color that "
                f"{self.filter_phrase(effect.could_produce, 'a')} could produce (CR 106.7)"
            ]
        if effect.type_produced:  # CR 106.1b, 106.12a
            options = ["one mana of any type the triggering mana ability produced (CR 106.1b)"]
        if effect.of_chosen_color:  # CR 608.2d: the color "Choose a color." chose
            each = len(effect.options[0]) if effect.options else 1
            options = [f"{'one' if each == 1 else each} mana of the color chosen (CR 608.2d)"]
        mana = (
            options[0]
            if len(options) == 1
            else (f"one of {join_or(options)} (chosen as it resolves, CR 106.1a)")
        )
        if effect.combination:
            # each of that many mana chosen one by one (CR 106.1a)
            many = self.text(effect.amount) if effect.amount is not None else "one"
            mana = (
                f"{many} mana, each one of {join_or(options)} (chosen one by one as it "
                "resolves, CR 106.1a)"
            )
        elif effect.amount is not None:
            if len(options) > 1:  # one choice, then that mana that many times (CR 106.1a)
                mana = f"{join_or(options)} (one, chosen as it resolves, CR 106.1a)"
            kind = type(effect.amount).__name__
            if kind == "NumberOf" and effect.amount.times == 1:
                mana += f" for each {self.filter_phrase(effect.amount.filter, 'one')}"
            elif kind == "CountersRemovedForCost":
                mana += f" for each {effect.amount.counter} counter removed to pay the cost"
            else:
                mana += f" times {self.text(effect.amount)}"
        adder = self._player_subject(effect.players) if effect.players is not None else "you"
        spend = ""
        if effect.cast_only is not None or effect.activate_only is not None:
            ways = []
            if effect.cast_only is not None:
                ways.append(f"to cast {self.filter_phrase(effect.cast_only, 'a')}")
            if effect.activate_only is not None:
                ways.append(
                    f"to activate abilities of {self.filter_phrase(effect.activate_only, 'a')}"
                )
            spend = f", which may be spent only {' or '.join(ways)} (CR 106.6)"
        if adder in ("you", self._scope.implied):
            return f"add {mana} (CR 106.3){spend}"
        return f"{adder} adds {mana} (CR 106.3){spend}"

    def pay_energy(self, effect: Any) -> str:
        """ "pay {E}{E}": energy counters the payer has (CR 107.14)."""
        payer = self._player_subject(effect.payer) if effect.payer is not None else "you"
        paid = "{E}" * effect.amount + f" ({effect.amount} energy counter(s), CR 107.14)"
        if payer == self._scope.implied:
            return f"pay {paid}"
        return f"{payer} {'pay' if payer == 'you' else 'pays'} {paid}"

    def sequence(self, effect: Any) -> str:
        """Instructions in order (CR 608.2c); "if you do" follows its "you may" at once."""
        out = ""
        before: Any = None
        for step in effect.steps:
            done_by = (
                getattr(before, "players", None) if type(before).__name__ == "Action" else None
            )
            if type(step).__name__ == "IfDone" and done_by is not None:
                # "If that player does" (CR 608.2c): the player of the instruction before it
                self._scope.chooser = self._player_subject(done_by)
            before = step
            text = self.text(step)
            if not out:
                out = text
            elif type(step).__name__ in ("IfDone", "IfNotDone", "ReflexiveTrigger"):
                out += f"; {text}"
            else:
                out += f", then {text}"
        return out

    def may_do(self, effect: Any) -> str:
        inner = effect.effect
        if type(inner).__name__ == "Action" and _value(inner.verb) in _PERMISSION_VERBS:
            return self.text(inner)  # "you may play it this turn" is already a "may"
        chooser = self._player_subject(effect.chooser)
        self._scope.chooser = chooser
        with self._implied(chooser):
            said = self.text(inner)
            if type(inner).__name__ == "Action" and inner.verb in ("deal_damage", "fight"):
                said = _said_of_object(said)
            return f"{chooser} may {said}"

    @contextmanager
    def _implied(self, who: str) -> Iterator[None]:
        scope = self._scope
        before, scope.implied = scope.implied, who
        try:
            yield
        finally:
            scope.implied = before

    def _did(self) -> str:
        """ "you do", "that player does": whoever chose to do the optional instruction."""
        chooser = self._scope.chooser
        return f"{chooser} {'do' if chooser in ('you', 'they') else 'does'}"

    def if_done(self, effect: Any) -> str:
        return f"if {self._did()}, {self.text(effect.effect)}"

    def if_not_done(self, effect: Any) -> str:
        chooser = self._scope.chooser
        if chooser == "any player":  # "If no one does" (CR 118.12a)
            return f"if no player does (each declined, or couldn't), {self.text(effect.effect)}"
        didnt = f"{chooser} {'don' if chooser in ('you', 'they') else 'doesn'}'t"
        return f"if {didnt} (declined, or couldn't in full), {self.text(effect.effect)}"

    def if_condition(self, effect: Any) -> str:
        text = f"if {self.text(effect.condition)}, {self.text(effect.effect)}"
        if effect.otherwise is not None:  # "..., [effect] instead" (CR 608.2c)
            text += f"; otherwise, {self.text(effect.otherwise)}"
        return text

    def reflexive_trigger(self, effect: Any) -> str:
        when = "that reflexive ability is put on the stack (CR 603.12, 603.3d)"
        with self._ability_scope(effect.targets, when, self._scope.event_noun):
            text = self.text(effect.effect)
            left = self._targets_left()
        return f"when {self._did()}, {text}" + (" (" + " ".join(left) + ")" if left else "")

    def until_source_leaves(self, effect: Any) -> str:
        return (
            f"{self.text(effect.effect)} until {self.source} leaves the battlefield: then "
            "each card exiled this way returns to the zone it came from, a permanent under "
            "its owner's control (nothing is exiled if it has already left, CR 610.3)"
        )

    def linked_exile(self, effect: Any) -> str:
        return (
            f"{self.text(effect.effect)} (the cards this exiles are remembered as exiled with "
            f"this object by its ability on {effect.link}, for the ability linked to it, CR "
            "607.2a)"
        )

    def delayed_instruction(self, effect: Any) -> str:
        when = _DELAYED.get(effect.when, words(effect.when))
        return f"{when}, {self.text(effect.effect)} (a delayed triggered ability, CR 603.7)"

    def next_draw_replaced(self, effect: Any) -> str:
        return (
            "the next time you would draw a card this turn (even from an empty library), "
            f"{self.text(effect.effect)} instead of drawing it (a replacement effect used once, "
            "CR 614.1a, 614.11)"
        )

    def instead(self, effect: Any) -> str:
        where = []
        if effect.entered_from:
            zones = join_or([self._zone_name(z) for z in effect.entered_from])
            where.append(f"entered the battlefield from {zones}")
        if effect.cast_from:
            zones = join_or([self._zone_name(z) for z in effect.cast_from])
            where.append(f"was cast from {zones}")
        return (
            f"{self.text(effect.usual)}; but if {self.text(effect.objects)} "
            f"{join_or(where)}, {self.text(effect.replacement)} instead (CR 614.1a)"
        )

    def modes(self, effect: Any) -> str:
        modes = " ".join(
            f"({number}) {self.text(mode)}." for number, mode in enumerate(effect.modes, 1)
        )
        how_many = self.count(effect.count)
        when = _MODES_CHOSEN.get(self._scope.when if self._scopes else "", _SPELL_MODES_CHOSEN)
        if effect.repeatable:  # CR 700.2d
            return (
                f"choose {how_many} times among these modes {when[0]}, before choosing "
                "targets, the same mode as many times as you like: a mode chosen more than "
                "once is done that many times in sequence, each time with targets of its own, "
                f"the same or different ones ({when[1]}; CR 700.2d): {modes}"
            ).rstrip(".")
        none = ""
        if effect.count.relation.value == "at_most":  # "choose up to one —"
            none = "; with no mode chosen, the ability is removed from the stack (CR 700.2b)"
        return (
            f"choose {how_many} of these modes {when[0]}, before choosing targets; only "
            f"the chosen modes' targets are chosen ({when[1]}){none}: {modes}"
        ).rstrip(".")

    def roll_die(self, effect: Any) -> str:
        """CR 706.1-706.2: the roll and its results table."""
        kept = " (its result kept for the instructions after it, CR 706.2)"
        if not effect.results:
            return (
                f"roll a d{effect.sides}, a result from 1 to {effect.sides}, each equally likely"
                f" (CR 706.1a){kept if effect.remember else ''}"
            )
        if effect.remember:
            return (
                f"roll a d{effect.sides}, a result from 1 to {effect.sides}, each equally likely"
                f" (CR 706.1a){kept}, and do what the results table says for it (CR 706.2): "
                + " ".join(self.die_result(line) for line in effect.results)
            ).rstrip(".")
        lines = " ".join(self.die_result(line) for line in effect.results)
        return (
            f"roll a d{effect.sides}, a result from 1 to {effect.sides}, each equally likely "
            f"(CR 706.1a), and do what the results table says for it (CR 706.2): {lines}"
        ).rstrip(".")

    def die_result(self, line: Any) -> str:
        rolled = f"{line.low}" if line.low == line.high else f"{line.low} to {line.high}"
        return f"on {rolled}, {self.text(line.effect)}."

    def unless_pays(self, effect: Any) -> str:
        """CR 118.12a: "[effect] unless [player] pays [cost]": as it resolves, that player may
        pay; only if they don't, the effect happens."""
        who = self._player_subject(effect.players)
        cost = self.text(effect.cost)
        if effect.cost.one_of:  # "sacrifices a creature or pays 3 life": one, or none
            either = " or ".join(
                ("pay " if choice.mana else "") + self.cost(choice) for choice in effect.cost.one_of
            )
            cost = f"{either} (one of them, of their choice, CR 608.2d)"
        elif effect.generic is not None:  # "{X}", counted as it resolves (CR 107.3)
            x = self.text(effect.generic)
            x = "the value chosen for X (CR 107.3)" if x == "X" else x
            cost = f"pay {{X}}, X being {x}"
        elif cost.startswith("{"):
            cost = "pay " + cost
        if effect.times is not None:  # counted as it resolves (CR 608.2h)
            kind = type(effect.times).__name__
            if kind == "NumberOf" and effect.times.times == 1:
                cost += f" for each {self.filter_phrase(effect.times.filter, 'one')}"
            else:
                cost += f" times {self.text(effect.times)}"
            cost += " (counted as it resolves, CR 608.2h)"
        with self._implied("they"):
            done = self.text(effect.effect)
        return (
            f"{who} may {cost}; if {'you' if who == 'you' else 'they'} don't, {done} (CR 118.12a)"
        )

    def vote(self, effect: Any) -> str:
        options = join_or([f"“{o}”" for o in effect.options], "or")
        return f"starting with you and in turn order, each player votes for {options} (CR 701.38a)"

    def for_each_player(self, effect: Any) -> str:
        who = self._player_subject(effect.players)
        return f"for {who} in turn order (CR 101.4): {self.text(effect.effect)}"

    def _zone_name(self, zone: Any) -> str:
        value = _value(zone)
        return {
            "graveyard": "your graveyard",
            "hand": "your hand",
            "library": "your library",
            "exile": "exile",
        }.get(value, f"the {value}")

    # --- conditions -------------------------------------------------------------------------

    def all_conditions(self, c: Any) -> str:
        return " and ".join(self.text(part) for part in c.conditions)

    def any_condition(self, c: Any) -> str:
        return " or ".join(self.text(part) for part in c.conditions)

    def not_condition(self, c: Any) -> str:
        return f"it is not so that {self.text(c.condition)}"

    def compared_with_opponents(self, c: Any) -> str:
        amount = {"life": "life total", "cards_in_hand": "number of cards in hand"}
        what = amount.get(c.amount, words(c.amount))
        opponents = "every opponent's" if c.each else "at least one opponent's"
        side = "greater" if c.yours_greater else "less"
        return f"your {what} is {side} than {opponents} (CR 102.3)"

    def object_count(self, c: Any) -> str:
        if c.different_names:  # CR 201.2b
            plain = dataclasses.replace(c, different_names=False)
            return (
                f"{self.object_count(plain)} with different names (each with a name, no two "
                "sharing one, CR 201.2b)"
            )
        f = c.filter
        zone = _value(f.zone)
        if f.controller is not None and f.controller.who == "you" and zone == "battlefield":
            mine = dataclasses.replace(f, controller=None)
            return f"you control {self._count_of(c.count, mine)}"
        counted = self._count_of(c.count, f)
        plural_ = not (c.count.value == 1 and _value(c.count.relation) == "exactly")
        return f"there {'are' if plural_ else 'is'} {counted}"

    def cards_of_a_player(self, c: Any) -> str:
        who = {"opponent": "an opponent", "any": "a player", "that_player": "that player"}
        holder = who.get(_value(c.whose), _value(c.whose))
        # the zone is said once, as the player's own: the filter's phrase leaves it out
        unzoned = dataclasses.replace(c.filter, zone=ZoneName.BATTLEFIELD, zone_owner=None)
        counted = self._count_of(c.count, unzoned)
        return f"{holder} has {counted} in their own {_value(c.filter.zone)} (CR 402, 404)"

    def colors_among(self, c: Any) -> str:
        return (
            f"there are {self.count(c.count)} colors among "
            f"{self.filter_phrase(c.filter, 'many')} (CR 105.2)"
        )

    def card_types_among(self, c: Any) -> str:
        return (
            f"there are {self.count(c.count)} card types among "
            f"{self.filter_phrase(c.filter, 'many')} (CR 205.2a)"
        )

    def total_power(self, c: Any) -> str:
        return f"{self.filter_phrase(c.filter, 'many')} have total power {c.at_least} or greater"

    def life_gained_this_turn(self, c: Any) -> str:
        who = self._player_subject(c.who)
        return f"{who} gained {self.count(c.count)} life this turn"

    def life_lost_this_turn(self, c: Any) -> str:
        who = _SOME_PLAYER.get(c.who.who) or self._player_subject(c.who)
        return f"{who} lost {self.count(c.count)} life this turn"

    def spells_cast_this_turn(self, c: Any) -> str:
        spells = self._count_of(c.count, c.filter, "spell")
        if c.by is None:
            return f"{spells} were cast this turn"
        return f"{self._player_subject(c.by)} cast {spells} this turn"

    def happened_this_turn(self, c: Any) -> str:
        event = {
            "died": "died",
            "dealt_damage": "dealt damage",
            "attacked": "attacked",
            "were_cast": "were cast",
            "put_into_graveyard": "were put into graveyards from anywhere",
            "left_battlefield": "left the battlefield (each as it last existed there, CR 603.10a)",
        }.get(c.event, words(c.event))
        rule = " (CR 700.4)" if c.event == "died" else ""
        return f"{self._count_of(c.count, c.filter)} {event} this turn{rule}"

    def player_acted_this_turn(self, c: Any) -> str:
        who = _SOME_PLAYER.get(c.who.who) or self._player_subject(c.who)
        if c.event == "dealt_damage":
            be = "were" if who == "you" else "was"  # "if you were dealt 4 or more damage"
            dealt = f"{who} {be} dealt {self.count(c.count)} damage this turn"
            return f"{dealt}, by any sources (CR 120.3)"
        if c.event == "searched_library":
            once = c.count.relation == "at_least" and c.count.value == 1 and not c.count.is_x
            times = "" if once else f" {self.count(c.count)} times"
            return f"{who} searched their own library{times} this turn (CR 701.23a)"
        if c.event == "had_enter":
            entered = self._count_of(c.count, c.filter)
            under = "enter the battlefield under their control this turn"
            return f"{who} had {entered} {under} (CR 403.3)"
        verb, rule = {
            "drew": ("drew", "CR 121.1"),
            "discarded": ("discarded", "CR 701.9a"),
            "cycled": ("cycled", "CR 702.29a"),
            "sacrificed": ("sacrificed", "each as it last existed on the battlefield, CR 701.21a"),
            "created": ("created", "each as it was created, CR 111.2"),
        }.get(c.event, (words(c.event), ""))
        return f"{who} {verb} {self._count_of(c.count, c.filter)} this turn ({rule})"

    def was_kicked(self, c: Any) -> str:
        if c.kicker is not None:  # one of two kicker costs (CR 702.33b, 702.33f)
            return f"its {c.kicker} kicker cost was paid (CR 702.33f)"
        return "it was kicked (CR 702.33d)"

    def tribute_not_paid(self, c: Any) -> str:
        return "the opponent chosen for its tribute didn't put the counters on it (CR 702.104b)"

    def is_your_turn(self, c: Any) -> str:
        return "it's your turn"

    def ability_activated_this_turn(self, c: Any) -> str:
        return (
            f"this ability has been activated {self.count(c.count)} times this turn, this "
            "activation included (CR 602.2)"
        )

    def ability_resolved_this_turn(self, c: Any) -> str:
        nth = join_or([ordinal_word(n) for n in c.times], "or")
        return f"this is the {nth} time this ability has resolved this turn (CR 608.2)"

    def won_clash(self, c: Any) -> str:
        return "you won the clash (CR 701.30d)"

    def vote_result(self, c: Any) -> str:
        tied = " or the vote is tied" if c.or_tied else ""
        return f"“{c.option}” got more votes than each other choice{tied} (CR 701.38a)"

    def won_flip(self, c: Any) -> str:
        return f"you {'won' if c.won else 'lost'} the coin flip (CR 705.2)"

    def been_attacked_this_step(self, c: Any) -> str:
        return (
            "in this declare attackers step a creature was declared attacking you, not only "
            "your planeswalkers (CR 508.1b)"
        )

    def in_turn_window(self, c: Any) -> str:
        steps = ", ".join(words(step) for step in c.steps)
        whose = "your turn" if c.yours else "a turn"
        return f"it is {whose} and its step is one of: {steps} (CR 500.1, 602.5b)"

    def controls_more(self, c: Any) -> str:
        who = self._player_subject(c.who).replace("each opponent", "an opponent")
        return f"{who} controls more {self.filter_phrase(c.filter, 'many')} than you"

    def opponent_count(self, c: Any) -> str:
        return f"you have {self.text(c.count)} opponents in the game (CR 102.3)"

    def cast_during_your_main_phase(self, c: Any) -> str:
        return "you cast this spell during your main phase (a copy wasn't cast, CR 505.1)"

    def cast_from(self, c: Any) -> str:
        return f"you cast it from your {words(c.zone.value)} (CR 601.2a)"

    def mana_spent_to_cast(self, c: Any) -> str:
        symbols = "".join(f"{{{color}}}" for color in c.colors)
        return f"{symbols} was spent to cast the spell (CR 601.2h)"

    def spell_targets(self, c: Any) -> str:
        one = self.filter_phrase(c.filter, "one")
        chosen = "one of its targets, chosen before its cost is determined,"
        return f"{chosen} is {article(one)} {one} (CR 601.2c)"

    def attacked_this_turn(self, c: Any) -> str:
        who = self._player_subject(c.who)
        return f"{who} attacked this turn (CR 508.1)"

    def attacked_with_total_power(self, c: Any) -> str:
        who = self._player_subject(c.who)
        return (
            f"{who} declared attacking creatures with total power {c.at_least} or greater this "
            "combat, their powers as they were declared (CR 508.1a)"
        )

    def is_monarch(self, c: Any) -> str:
        who = self._player_subject(c.who)
        if who == "you":
            return "you are the monarch (CR 725.1)"
        if c.who.who in ("each_opponent", "opponent"):
            return "one of your opponents is the monarch (CR 725.1)"
        return f"the monarch is one of: {who} (CR 725.1)"

    def has_citys_blessing(self, c: Any) -> str:
        who = self._player_subject(c.who)
        return f"{who} {'have' if who == 'you' else 'has'} the city's blessing (CR 702.131c)"

    def devotion_count(self, c: Any) -> str:
        value = number_word(c.count.value)
        relation = _value(c.count.relation)
        bound = {"at least": " or more", "at most": " or less"}.get(relation, "")
        return f"{self.devotion(c.devotion)} is {value}{bound}"

    def amount_compared(self, c: Any) -> str:
        relation = _value(c.relation)
        said = {"at least": "at least", "at most": "at most"}.get(relation, "exactly")
        return f"{self.text(c.amount)} is {said} {self.text(c.to)} (CR 107.1, read now)"

    def completed_dungeon(self, c: Any) -> str:
        who = self._player_subject(c.who)
        return f"{who} {'have' if who == 'you' else 'has'} completed a dungeon this game (CR 309.7)"

    def life_total(self, c: Any) -> str:
        who = self._player_subject(c.who)
        if c.some:  # at least one of them (CR 102.3)
            who = f"at least one of {who if who != 'each opponent' else 'your opponents'}"
        return f"{who} {'have' if who == 'you' else 'has'} {self.count(c.count)} life"

    def cards_drawn_this_turn(self, c: Any) -> str:
        who = self._player_subject(c.who)
        return f"{who} drew {self.count(c.count)} cards this turn"

    def source_is(self, c: Any) -> str:
        state = {
            "attacking": "is attacking",
            "in_graveyard": "is in your graveyard (the ability works from there, CR 113.6b)",
            "on_battlefield": "is still on the battlefield (CR 603.4, 400.7)",
            "cast": "was cast (a spell, CR 601.2)",
            "blocking": "is blocking (CR 509.1g)",
            "attacked_or_blocked_this_turn": "attacked or blocked this turn",
            "attacked_or_blocked_this_combat": "attacked or blocked this combat (CR 506.1)",
            "attacking_alone": "is attacking alone (no other creature is attacking, CR 506.5)",
            "paired": "is paired with another creature",  # soulbond (CR 702.95b)
            "monstrous": "is monstrous",  # CR 701.37b
            "untapped": "is untapped",  # CR 110.5
            "tapped": "is tapped",  # CR 110.5
            "renowned": "is renowned",  # CR 702.112b
            "equipped": "is equipped (an Equipment is attached to it)",  # CR 301.5
            "enchanted": "is enchanted (an Aura is attached to it)",  # CR 303.4
            "attacked_this_turn": "attacked this turn (CR 508.1)",
            "blocked_this_turn": "blocked this turn (CR 509.1)",
            "was_blocked_this_turn": "was blocked this turn (CR 509.1h)",
            "was_dealt_damage_this_turn": "was dealt damage this turn (CR 120.3)",
            "entered_this_turn": "entered the battlefield this turn (CR 403.3)",
            "dealt_damage_to_opponent_this_turn": "dealt damage to an opponent this turn",
            "dealt_damage_to_player_this_turn": "dealt damage to a player this turn",
            "dealt_combat_damage_to_opponent_this_turn": (
                "dealt combat damage to an opponent this turn"
            ),
            "dealt_combat_damage_to_player_this_turn": "dealt combat damage to a player this turn",
        }.get(c.state, words(c.state))
        return f"{self.source} {state}"

    def source_enchanted_or_equipped(self, c: Any) -> str:
        return f"{self.source} is enchanted or equipped"

    def source_counters(self, c: Any) -> str:
        kind = f"{c.counter} counter"
        relation = _value(c.count.relation)
        if relation == "exactly" and c.count.value == 1 and not c.count.is_x:
            return f"{self.source} has exactly one {kind} on it"
        if relation == "exactly" and c.count.value == 0 and not c.count.is_x:
            return f"{self.source} has no {_plural_phrase(kind)} on it"
        return f"{self.source} has {self.count(c.count)} {_plural_phrase(kind)} on it"

    def searched_this_way(self, c: Any) -> str:
        return f"you searched {self._zone_name(c.zone)} this way"

    def object_is(self, c: Any) -> str:
        return f"{self.text(c.object)} is {self.filter_phrase(c.filter, 'a')}"

    # --- static abilities' parts ------------------------------------------------------------

    def affected(self, affected: Any) -> str:
        if affected.attached:
            return f"the permanent {self.source} is attached to"
        if affected.paired:
            return f"each of {self.source} and the creature it is paired with"
        if affected.filter is None:
            return self.source
        if affected.filter.attached_to_source:
            return f"the {self.filter_phrase(affected.filter, 'one')}"
        return f"each {self.filter_phrase(affected.filter, 'one')}"

    def _defined_number(self, counted: Any) -> str:
        """The number a characteristic-defining ability counts (CR 604.3), in words."""
        number = self.text(counted)
        if getattr(counted, "times", 0) == 1 and getattr(counted, "filter", None) is not None:
            # "the number of ...", not "1 for each" (counters on one object name no filter)
            among = self.filter_phrase(counted.filter, "many")
            if type(counted).__name__ == "BasicLandTypesAmong":
                return f"the number of basic land types among {among} (domain, CR 305.6)"
            return f"the number of {among}"
        return number

    def continuous_effect(self, e: Any) -> str:
        who = self.text(e.affected)
        changes = []
        if e.chosen == "creature_type":
            changes.append(
                "is the creature type its source chose as it entered (CR 614.12, 607.2a) in "
                "addition to its other types"
            )
        elif e.chosen == "color":
            changes.append("is the color its source chose as it entered (CR 614.12, 607.2a)")
        if e.replace_subtypes:
            kinds = " ".join(_subtype(s) for s in e.add_subtypes)
            basic = e.add_subtypes[:1] in (
                ("plains",),
                ("island",),
                ("swamp",),
                ("mountain",),
                ("forest",),
            )
            replaced = (
                "its land types and the abilities its rules text gives it (CR 305.7)"
                if basic
                else "its creature types (CR 205.1a)"
            )
            changes.append(f"is {article(kinds)} {kinds}, which replaces {replaced}")
        elif e.add_types or e.add_subtypes:
            kinds = " ".join([*(_subtype(s) for s in e.add_subtypes), *e.add_types])
            changes.append(f"is {article(kinds)} {kinds} in addition to its other types")
        if e.set_colors:
            changes.append("is " + join_or([_COLORS.get(c, c) for c in e.set_colors], "and"))
        if e.add_colors:
            said = join_or([_COLORS.get(c, c) for c in e.add_colors], "and")
            changes.append(f"is {said} in addition to its other colors")
        if e.add_abilities:
            changes.append("has " + self._granted(e.add_abilities))
        if e.remove_all_abilities:  # applied in timestamp order (CR 613.7)
            changes.append("loses all abilities, those of effects applied after this one kept")
        if e.remove_keywords:
            changes.append("loses " + join_or(list(e.remove_keywords), "and"))
        if e.remove_types:
            kinds = join_or(list(e.remove_types), "or")
            changes.append(f"isn't {article(kinds)} {kinds} (it loses that card type, CR 613.1d)")
        if e.set_power is not None or e.set_toughness is not None:
            changes.append("has " + _base_pt(e.set_power, e.set_toughness))
        defined = [
            (name, quantity)
            for name, quantity in (("power", e.define_power), ("toughness", e.define_toughness))
            if quantity is not None
        ]
        if len(defined) == 2 and defined[0][1] != defined[1][1]:
            # "Lhurgoyf's power is equal to ... and its toughness is equal to that number
            # plus 1" (CR 604.3): each its own number
            power, toughness = (self._defined_number(q) for _, q in defined)
            changes.append(
                f"has power equal to {power} and toughness equal to {toughness}, counted "
                "whenever it is needed, in every zone"
            )
        elif defined:
            names = " and ".join(name for name, _ in defined)
            number = self._defined_number(defined[0][1])
            changes.append(
                f"has {names} equal to {number}, counted whenever it is needed, in every zone"
            )
        if e.per_x is not None:
            # "gets -X/-0, where X is ..." (CR 107.3c, 611.3a)
            zero = "-0" if -1 in (e.power, e.toughness) else "+0"
            parts = [{1: "+X", -1: "-X", 0: zero}[n] for n in (e.power, e.toughness)]
            changes.append(
                f"gets {parts[0]}/{parts[1]}, where X is {self._static_number(e.per_x)} (counted "
                "whenever the effect applies, from this ability's point of view; below 0 it "
                "is 0, CR 611.3a, 107.1b)"
            )
        elif e.power or e.toughness or e.per is not None or e.for_each_other_than_affected:
            each = ""
            if e.for_each is not None and e.for_each_basic_land_type:
                among = self.filter_phrase(e.for_each, "many")
                each = f" for each basic land type among {among} (domain, CR 305.6)"
            elif e.for_each_other_than_affected:  # "for each other creature you control"
                counted = self.filter_phrase(e.for_each, "one") if e.for_each else "object"
                each = f" for each {counted} other than itself"
            elif e.for_each is not None:
                each = f" for each {self.filter_phrase(e.for_each, 'one')}"
            elif e.per is not None:
                kind = f"{e.per.counter} counter" if e.per.counter else "counter of any kind"
                each = f" for each {kind} on this permanent now (CR 122.1)"
            changes.append(f"gets {e.power:+d}/{e.toughness:+d}{each}")
        if e.control:
            changes.append("is controlled by you, this ability's controller")
        text = f"{who} {join_or(changes, 'and') or 'is unchanged'}"
        layer = _value(e.layer)
        return f"{text} (layer {layer}, CR {_LAYER_RULES.get(layer, '613')})"

    def _static_number(self, quantity: Any) -> str:
        """A number a static ability counts whenever its effect applies (CR 611.3a): the
        words of an effect's number, without "as the effect resolves" (CR 608.2h)."""
        said = self.text(quantity).replace(" as the effect resolves (CR 119.1, 608.2h)", "")
        said = said.replace(" as the effect resolves", "")
        return said.replace("; as it last existed if it has left the battlefield, CR 608.2h", "")

    def cost_reduction(self, reduction: Any) -> str:
        spells = self.filter_phrase(reduction.spells, "many", "spell")
        change = "more" if reduction.increase else "less"
        mana = f"{{{reduction.generic}}}" if reduction.generic or not reduction.colored else ""
        return f"{spells} cost {mana}{reduction.colored} {change} to cast (CR 601.2f)"

    def restriction(self, restriction: Any) -> str:
        who = self.text(restriction.affected)
        kind = restriction.kind
        if restriction.filter is not None:
            # A kind this table lacks says its rule and then the objects, never another rule.
            many, template = _FILTERED_RESTRICTIONS.get(
                kind, ("many", RESTRICTIONS.get(kind, words(kind)) + ": {}")
            )
            text = f"{who} {template.format(self.filter_phrase(restriction.filter, many))}"
        elif restriction.mana is not None:
            # an attack tax (CR 508.1d, 508.1h): paid for each attacking creature
            whom = {
                "attack_tax": "",
                "attack_tax_you": " you",
                "attack_tax_you_or_planeswalkers": " you or planeswalkers you control",
            }.get(kind, f" ({words(kind)})")
            text = (
                f"{who} can't attack{whom} unless its controller pays {restriction.mana} for it "
                "as attackers are declared (CR 508.1d, 508.1h)"
            )
        elif kind == "blocked_by_at_least" and restriction.at_least is not None:
            fewest = number_word(restriction.at_least)
            text = f"{who} can't be blocked except by {fewest} or more creatures (CR 509.1b)"
        else:
            text = _restricted(who, kind, "")
        unless = restriction.unless
        if type(unless).__name__ == "NotCondition":
            # "can't block if you control an untapped land": while the condition holds
            text = text.replace(" (CR", f" while {self.text(unless.condition)} (CR", 1)
        elif unless is not None:
            text = text.replace(" (CR", f" unless {self.text(unless)} (CR", 1)
        return text

    def rule_modification(self, rule: Any) -> str:
        hand_size = self._maximum_hand_size(rule)
        if hand_size is not None:
            return hand_size
        template = _RULES.get(rule.rule)
        spells = join_or(
            (["lands"] if rule.lands else [])
            + [self.filter_phrase(f, "many", "spell") for f in rule.spells],
            "and",
        )
        filter_ = (
            self.filter_phrase(rule.filter, "many") if rule.filter is not None else "permanents"
        )
        if template is None:
            return words(rule.rule) + (f" ({spells})" if spells else "")
        text = template.format(
            count=number_word(rule.count) if rule.count else "one",
            spells=spells or "cards",
            filter=filter_,
        )
        if rule.rule == "additional_land":
            text = text.replace("land(s)", "land" if rule.count in (0, 1) else "lands")
        text = text.replace("creature(s)", "creature" if rule.count == 1 else "creatures")
        return text

    @staticmethod
    def _maximum_hand_size(rule: Any) -> str | None:
        """A maximum hand size set or changed (CR 402.2), None for another rule."""
        order = "such effects apply in timestamp order, CR 613.11"
        if rule.rule == "maximum_hand_size":
            return f"your maximum hand size is {number_word(rule.count)} (CR 402.2; {order})"
        if rule.rule not in HAND_SIZE_CHANGES:
            return None
        sign, opponents = HAND_SIZE_CHANGES[rule.rule]
        whose = "each opponent's" if opponents else "your"
        change = "increased" if sign > 0 else "reduced"
        by = number_word(rule.count)
        return f"{whose} maximum hand size is {change} by {by} (CR 402.2; {order})"

    def enters_as_copy(self, replacement: Any) -> str:
        what = self.filter_phrase(replacement.filter, "one")
        said = f"you may have {self.source} enter the battlefield as a copy of any {what}"
        changes = replacement.changes
        if changes is not None:
            core, extra = self._characteristics(changes)
            if core == "object":  # abilities only: "except it has haste"
                exception = f"it has {self._granted(changes.abilities)}"
                if replacement.in_addition:  # no types stated: nothing is added
                    exception += " (any types stated in addition to its other types)"
            elif replacement.in_addition:
                exception = f"it's {article(core)} {core} in addition to its other types{extra}"
            else:
                exception = f"it's {article(core)} {core}{extra}"
                if changes.subtypes:
                    exception += " (stated creature types replace its creature types, CR 205.1a)"
            said += f", except {exception} (part of its copiable values, CR 707.9b)"
        return f"{said} (a replacement effect, CR 707.9, 614.1c)"

    def enters_tapped(self, replacement: Any) -> str:
        if replacement.objects is not None:
            return (
                f"each other {self.filter_phrase(replacement.objects, 'one')} enters the "
                "battlefield tapped (a replacement effect, CR 614.1c, 614.12)"
            )
        said = f"{self.source} enters the battlefield tapped (a replacement effect, CR 614.1c)"
        if replacement.unless_paid_life:
            return (
                f"as {self.source} enters the battlefield, its controller may pay "
                f"{replacement.unless_paid_life} life (CR 119.4); if they don't, {said}"
            )
        if replacement.unless_revealed is not None:
            return (
                f"as {self.source} enters the battlefield, its controller may reveal "
                f"{self.filter_phrase(replacement.unless_revealed, 'a')} (CR 701.20a: it stays "
                f"there); if they don't, {said}"
            )
        if replacement.unless is None:
            return said
        return (
            f"{said} unless {self.text(replacement.unless)} as it would enter (not counting "
            "itself, CR 614.12)"
        )

    def enters_choosing(self, replacement: Any) -> str:
        what = "a color" if replacement.choice == "color" else "a creature type"
        if replacement.other_than:
            what += f" other than {_COLORS.get(replacement.other_than, replacement.other_than)}"
        return (
            f"as {self.source} enters the battlefield, its controller chooses {what}, kept "
            "with it for its abilities that say 'the chosen' (a replacement effect, CR 614.12, "
            "607.2a)"
        )

    def enters_with_counters(self, replacement: Any) -> str:
        each = ""
        if replacement.for_each is not None:
            each = f" for each {self.filter_phrase(replacement.for_each, 'one')}"
        if replacement.per_color_spent:
            each += " for each color of mana spent to cast it (CR 601.2h)"
        if replacement.per_time_kicked:
            each += " for each time its kicker cost was paid as it was cast (CR 702.33c-d)"
        if replacement.per_mana_spent:
            each += " for each mana spent to cast it (CR 601.2h)"
        counters = (
            f"{self.count(replacement.count)} {_plural_phrase(replacement.counter + ' counter')}"
        )
        if _value(replacement.count.relation) == "exactly" and replacement.count.value == 1:
            counters = f"{article(replacement.counter)} {replacement.counter} counter"
        if replacement.or_counter:
            counters = (
                f"its controller's choice, as it enters (CR 614.12), of {counters} or "
                f"{article(replacement.or_counter)} {replacement.or_counter} counter"
            )
        if replacement.objects is not None:
            return (
                f"each {self.filter_phrase(replacement.objects, 'one')} enters the "
                f"battlefield with an additional {replacement.counter} counter on it (a "
                "replacement effect, CR 614.1c, 614.12)"
            )
        if replacement.condition is not None:
            each += (
                f" if {self.text(replacement.condition)} as it would enter (not counting "
                "itself, CR 614.12)"
            )
        having = ""
        if replacement.abilities:  # for as long as it is on the battlefield (CR 611.2c)
            having = f" and having {self._granted(replacement.abilities)}"
        return (
            f"{self.source} enters the battlefield with {counters} on it{each}{having} "
            "(a replacement effect, CR 614.1c)"
        )


#: What "that much" counts, by the event that triggered the ability (CR 603.7c).
_EVENT_AMOUNTS = {
    "damage": "the damage dealt",
    "life": "the life gained or lost",
    "counters": "the counters put",
}

#: "An opponent controls", "a player lost life": one of those players.
_SOME_PLAYER = {"each_opponent": "an opponent", "each_player": "a player"}

#: The largest number of targets the compiler writes for "any number of targets"
#: (``karlov/compiler/objects.py``): said as "any number" (CR 115.1).
_ANY_NUMBER = 99

#: Where the comprehensive rules define a keyword (CR 702).
_KEYWORD_RULES = {
    "deathtouch": "702.2",
    "defender": "702.3",
    "double strike": "702.4",
    "enchant": "702.5",
    "equip": "702.6",
    "first strike": "702.7",
    "flash": "702.8",
    "flying": "702.9",
    "haste": "702.10",
    "hexproof": "702.11",
    "hexproof from": "702.11d",
    "indestructible": "702.12",
    "intimidate": "702.13",
    "lifelink": "702.15",
    "protection": "702.16",
    "reach": "702.17",
    "shroud": "702.18",
    "trample": "702.19",
    "vigilance": "702.20",
    "ward": "702.21",
    "cumulative upkeep": "702.24",
    "phasing": "702.26",
    "shadow": "702.28",
    "kicker": "702.33",
    "buyback": "702.27",
    "surge": "702.117",
    "recover": "702.59",
    "multikicker": "702.33c",
    "replicate": "702.56a",
    "tribute": "702.104a",
    "jump-start": "702.133a",
    "escalate": "702.120a",
    "emerge": "702.119a",
    "flashback": "702.34",
    "madness": "702.35",
    "morph": "702.37a",
    "megamorph": "702.37b",
    "sunburst": "702.44",
    "ninjutsu": "702.49",
    "transmute": "702.53",
    "echo": "702.30",
    "graft": "702.58",
    "ripple": "702.60",
    "suspend": "702.62",
    "vanishing": "702.63",
    "reinforce": "702.77",
    "cascade": "702.85",
    "rebound": "702.88",
    "cipher": "702.99",
    "scavenge": "702.97",
    "champion": "702.72",
    "umbra armor": "702.89",
    "prowess": "702.108",
    "menace": "702.111",
    "ingest": "702.115",
    "undaunted": "702.125",
    "crew": "702.122",
    "partner": "702.124h",
    "partner with": "702.124j",
    "embalm": "702.128",
    "eternalize": "702.129",
    "ascend": "702.131",
    "afterlife": "702.135",
    "bloodthirst": "702.54",
    "unleash": "702.98a",
    "blitz": "702.152a",
    "epic": "702.50a",
    "demonstrate": "702.144a",
}

#: Trigger events of a player, said of no object (CR 603.2).
_PLAYER_EVENTS = {
    "gain_life": "gain life",
    "draw": "draw a card",
    "discard": "discard a card",
    "cycle": "cycle this card",
    "cycle_card": "cycle a card",
    "cycle_another_card": "cycle another card",
    "discard_another_card": "discard a card other than this one (cycling one is discarding it, "
    "CR 702.29d)",
    "lose_life": "lose life",
    "attack": "attack",
    "complete_dungeon": "complete a dungeon (CR 309.7)",
    "become_monarch": "become the monarch, not being it already (CR 725.1)",
    "surveil": "surveil (a number other than 0, CR 701.25c)",
    "scry": "scry (a number other than 0, CR 701.22b)",
    "shuffle": "shuffle their library (CR 701.24a)",
}
#: Trigger events said of their subject: "[subject] dies".
_SUBJECT_EVENTS = {
    "enters": "enters the battlefield",
    "enters_or_face_up": "enters the battlefield or is turned face up",
    "turned_face_up": "is turned face up",
    "dies": "dies (is put into a graveyard from the battlefield, CR 700.4)",
    "attacks": "attacks",
    "blocks": "blocks",
    "becomes_target_of_spell": "becomes the target of a spell",
    "becomes_target": "becomes the target of a spell or ability",
    "combat_damage_to_player": "deals combat damage to {by}",
    "damage_to_player": "deals damage to {by}",
    "put_into_graveyard_from_battlefield": "is put into a graveyard from the battlefield",
    "is_dealt_damage": "is dealt damage",
    "is_dealt_combat_damage": "is dealt combat damage (once for each combat damage step, CR 510.2)",
    "deals_damage": "deals damage",
    "deals_combat_damage": "deals combat damage (once for each combat damage step, CR 510.2)",
    "deals_noncombat_damage_to_player": "deals noncombat damage to {by}",
    "sacrificed": "is sacrificed",
    "becomes_blocked": "becomes blocked (once, however many creatures block it, CR 509.3c)",
    "attacks_unblocked": "attacks and isn't blocked (CR 509.3g)",
    "attacks_alone": "attacks alone (the only creature declared as an attacker, CR 506.5)",
    "attacks_you": "attacks you or a planeswalker you control (CR 508.3a)",
    "attacks_you_player": "attacks you, not a planeswalker you control (CR 508.3a)",
    "attacks_opponent": "attacks one of your opponents or a planeswalker an opponent controls "
    "(CR 508.3a)",
    "attacks_opponent_player": "attacks one of your opponents, not a planeswalker (CR 508.3a)",
    "attacks_enchanted_player": (
        "attacks the player this Aura enchants, not a planeswalker (CR 303.4, 508.3a)"
    ),
    "becomes_monstrous": "becomes monstrous (CR 701.37b)",
    "exiled_from_battlefield": "is exiled from the battlefield (CR 603.6c)",
    "leaves_battlefield": "leaves the battlefield (for any zone, CR 603.6c)",
    "becomes_renowned": "becomes renowned (CR 702.112b)",
    "mutates": "mutates: a mutating creature spell merges with it (CR 702.140d)",
    "leaves_graveyard": "leaves a graveyard (CR 603.10a)",
    "put_into_graveyard_from_anywhere": (
        "is put into a graveyard from anywhere (not a leaves-the-battlefield trigger, CR 603.6c)"
    ),
    "exploits": "exploits a creature (CR 702.110b)",
    "exerted_as_it_attacks": (
        "is exerted as it attacks, by the ability linked to this one (CR 701.43d, 607.2h)"
    ),
    "becomes_tapped": "becomes tapped (CR 701.26a)",
    "becomes_untapped": "becomes untapped (CR 701.26b)",
    "tapped_for_mana": "is tapped for mana (CR 106.12a)",
}


_TRIGGER_TARGETS_WHEN = "the ability is put on the stack (CR 603.3d)"
_ACTIVATED_TARGETS_WHEN = "the ability is activated (CR 602.2b, 601.2c)"
#: When the modes of "choose one —" are chosen, and the rules that say so, by the kind of
#: ability whose effect it is (its scope's ``when``): a spell's as it is cast.
_SPELL_MODES_CHOSEN = ("as it is cast", "CR 700.2, 601.2b-c")
_MODES_CHOSEN = {
    _TRIGGER_TARGETS_WHEN: ("as the ability is put on the stack", "CR 700.2b, 603.3c, 700.2c"),
    _ACTIVATED_TARGETS_WHEN: ("as the ability is activated", "CR 700.2a, 602.2b, 700.2c"),
}

#: The end of "a creature, chosen as ... (a target, CR 603.3d)" inside a sentence: an
#: appositive, closed by a comma ("..., gains flying").
_APPOSITIVE = re.compile(r"(, chosen as [^,]*?\(a target, CR [0-9.a-z, ]+\))(?= [a-z{])")
_YOUR = re.compile(r"\byour (library|graveyard|hand|control)\b")


def _restricted(who: str, kind: str, until: str) -> str:
    """ "[objects] can't block [until end of turn] (CR 509.1b)": a restriction of
    :data:`~karlov.ir.RESTRICTIONS` said of ``who``."""
    rule = RESTRICTIONS.get(kind, words(kind))
    said, _, cite = rule.partition(" (CR")
    said = said.split(":")[0]  # the rule's gloss after a colon is the citation's
    cite = f" (CR{cite}" if cite else ""
    if kind == "must_be_blocked_by_all":
        text = f"all creatures able to block {who} do so"
    elif kind == "cant_activate":
        text = f"the activated abilities of {who} can't be activated, mana abilities included"
    elif kind == "goaded":
        text = (
            f"goad {who}: until the next turn of the goading player, each attacks each combat "
            "if able and attacks a player other than that player if able"
        )
    elif kind == "must_block_source":
        text = f"{who} blocks this creature if able"
    elif kind == "cant_activate_non_mana":
        text = f"the activated abilities of {who} can't be activated unless they're mana abilities"
    else:
        text = f"{who} {said}"
    return f"{text} {until}".rstrip() + cite


def _said_of_object(said: str) -> str:
    """ "you may have it deal 1 damage to any target": what the object named does (CR
    608.2d), whether is the chooser's choice -- "choose that this creature deals ...", its
    instruction said of the object, not of the chooser."""
    if said.startswith(("deal ", "fight ")):
        return said
    return f"choose that {said}"


#: How a subject naming several players starts ("you and that player", "those players",
#: "any number of opponents"): its verb takes the plural.
_SEVERAL_PLAYERS = ("you and ", "those ", "any number of ")


def _third(phrase: str) -> str:
    """``draw a card`` -> ``draws a card`` (the verb for a third person)."""
    verb, _, rest = phrase.partition(" ")
    return f"{plural(verb)} {rest}".strip()


def _plural_phrase(noun: str) -> str:
    """The plural of a noun phrase: its last word takes the plural."""
    head, _, last = noun.rpartition(" ")
    return f"{head} {plural(last)}".strip() if head else plural(last)


def _keyword_alternative(f: Any) -> str | None:
    """The keyword of an alternative that says only "with [keyword]" ("with flying or reach"),
    or the number of one that says only "with power N" ("with power 4, 5, or 6"), else None."""
    if f.types or f.subtypes or f.colors:
        return None
    if not f.keywords and f.power_at_least is not None and f.power_at_least == f.power_at_most:
        return str(f.power_at_least)
    return str(f.keywords[0]) if len(f.keywords) == 1 else None


def _alternative_word(f: Any) -> str | None:
    """The one word of an alternative that is one color, one card type or one subtype ("blue",
    "instant", "Aura": "a blue or artifact card", "an instant or Aura spell"), else None."""
    said = [*f.colors, *(t for test in f.types for t in test.any_of), *f.subtypes]
    rest = [t for test in f.types for t in test.none_of]
    # "a tapped or blocking creature" (CR 110.5, 506.4): one state each
    states = [
        word
        for word, holds in (
            ("tapped", f.tapped is True),
            ("untapped", f.tapped is False),
            ("attacking", f.attacking is True),
            ("blocking", f.blocking is True),
        )
        if holds
    ]
    if not said and not rest and not f.keywords and len(states) == 1:
        return states[0]
    if len(said) != 1 or rest or f.colors_any_of or f.subtypes_any_of:
        return None
    if f.colors:
        return _COLORS.get(f.colors[0], f.colors[0])
    return _subtype(f.subtypes[0]) if f.subtypes else said[0]


def _subtype(subtype: str) -> str:
    return "-".join(part.capitalize() for part in subtype.split("-"))


def _range(name: str, low: int | str | None, high: int | str | None) -> list[str]:
    if low is not None and high is not None:
        if low == high:
            return [f"with {name} {low}"]
        return [f"with {name} {low} to {high}"]
    if low is not None:
        return [f"with {name} {low} or greater"]
    if high is not None:
        return [f"with {name} {high} or less"]
    return []


def card_head(
    name: str,
    mana_cost: str | None,
    supertypes: Iterable[str],
    types: Iterable[str],
    subtypes: Iterable[str],
) -> list[str]:
    """The card's name line and type line, as printed (CR 205.1)."""
    left = " ".join(capitalize(t) for t in (*supertypes, *types))
    subs = " ".join(_subtype(s) for s in subtypes)
    type_line = left + (f" — {subs}" if subs else "")
    head = name + (f" {mana_cost}" if mana_cost else "")
    return [head, f"  {type_line}"]


def numbered(number: int, text: str) -> list[str]:
    """An ability's explanation under its number, continuation lines indented."""
    block = re.sub(r"\) \(CR ", "; CR ", text).split("\n")
    first = block[0] if block[0].startswith("karlov ") else capitalize(block[0])
    return [f"  {number}. {first}", *(f"     {line}" for line in block[1:])]


class _ActionText:
    """One :class:`~karlov.ir.Action` in English: the verb's own template, then every field
    the template did not say, so no field of an instruction is ever dropped."""

    def __init__(self, meaning: Meaning, action: Any) -> None:
        self.m = meaning
        self.a = action
        self.used: set[str] = {"verb", "remember", "span", "players"}

    def get(self, name: str) -> Any:
        self.used.add(name)
        return getattr(self.a, name)

    def owners(self) -> str:
        """ "its owner's", or "their owners'" for several objects (CR 108.3)."""
        return "their owners'" if self.m.plural(self.a.objects) else "its owner's"

    def zone_noun(self, zone: str) -> str:
        """ "library", or "libraries" when the objects may have several owners."""
        return plural(zone) if self.m.plural(self.a.objects) else zone

    def objects(self, default: str = "") -> str:
        objects = self.get("objects")
        return self.m.text(objects) if objects is not None else (default or self.m.source)

    def render(self) -> str:
        a = self.a
        verb = _value(a.verb).replace(" ", "_")
        who = self.m._player_subject(a.players) if a.players is not None else "you"
        template = getattr(self, f"v_{verb}", None)
        text = template() if template is not None else f"{words(verb)} {self.objects()}"
        if who != "you":  # their library, not yours
            text = _YOUR.sub(lambda m: "their " + m.group(1), text)
        if text.startswith("~"):  # a sentence with its own subject
            text = text[1:]
        elif who != self.m._scope.implied:
            first, _, rest = text.partition(" ")
            # "you and that player each draw", "those players draw": the plural's verb
            if who != "you" and not who.startswith(_SEVERAL_PLAYERS):
                first = _third(first)
            text = f"{who} {first} {rest}".strip()
        text += self.rest()
        return text

    def rest(self) -> str:
        """Every field of the action that its template did not say."""
        out = []
        a = self.a
        for f in dataclasses.fields(a):
            if f.name in self.used:
                continue
            value = getattr(a, f.name)
            if is_default(f, value):
                continue
            chosen = getattr(a, "objects", None)
            chosen_x = type(chosen).__name__ == "ChosenObjects" and chosen.count.is_x
            if f.name == "amount" and chosen_x:
                # "sacrifices that many permanents": the X of the objects chosen
                out.append(f"(X is {self.m.text(value)})")
                continue
            out.append(_LEFTOVER[f.name](self.m, value))
        return (" " + " ".join(out)) if out else ""

    # The templates, one per verb (CR 701 keyword actions and the plain instructions).

    def v_destroy(self) -> str:
        return f"destroy {self.objects()}"

    def v_destroy_no_regeneration(self) -> str:
        return f"destroy {self.objects()}; it can't be regenerated (CR 701.19c)"

    def v_regenerate(self) -> str:
        return (
            f"regenerate {self.objects()} (the next time it would be destroyed this turn, "
            "instead remove all damage from it, tap it and remove it from combat; CR 701.19a)"
        )

    def v_suspect(self) -> str:
        return f"suspect {self.objects()} (it has menace and can't block, CR 701.60)"

    def v_become_blocked(self) -> str:
        return (
            f"make {self.objects()} blocked, with no creature blocking it (if it is attacking "
            "and not yet blocked; CR 509.1h, 509.3c)"
        )

    def v_remove_from_combat(self) -> str:
        return f"remove {self.objects()} from combat (CR 506.4)"

    def v_tap(self) -> str:
        return f"tap {self.objects()}"

    def v_phase_out(self) -> str:
        return (
            f"phase out {self.objects()} (treated as though it doesn't exist until it phases in "
            "during its controller's next untap step, with what is attached to it; CR 702.26)"
        )

    def v_untap(self) -> str:
        return f"untap {self.objects()}"

    def v_tap_or_untap(self) -> str:
        return f"tap or untap {self.objects()}, as you choose when it resolves (CR 701.26)"

    def v_double_counters(self) -> str:
        counter = self.get("counter")
        if counter is None:
            return (
                f"double the number of each kind of counter on {self.objects()} (CR 701.10e, "
                "122.1: each is given, of every kind it has, as many as it already has)"
            )
        return (
            f"double the number of {counter} counters on {self.objects()} (CR 701.10e: each "
            "is given as many of them as it already has)"
        )

    def v_remove_counter(self) -> str:
        counter = self.get("counter")
        amount = self.get("amount")
        if counter is None and amount is None:
            return f"remove all counters of every kind from {self.objects()} (CR 122.1)"
        if counter is None:
            counted = self.m._amount(amount, "counter")
            return (
                f"remove {counted} from {self.objects()}, each of a kind you choose among those "
                "on it as it resolves (CR 608.2d)"
            )
        if amount is None:
            return f"remove all {counter} counters from {self.objects()}"
        return f"remove {self.m._amount(amount, f'{counter} counter')} from {self.objects()}"

    def v_get_counters(self) -> str:
        counter = self.get("counter")
        amount = self.m._amount(self.get("amount"), f"{counter} counter")
        rule = (
            " (a player with ten or more loses the game, CR 704.5c)" if counter == "poison" else ""
        )
        return f"get {amount}{rule}"

    def v_move_counter(self) -> str:
        counter = self.get("counter")
        amount = self.m._amount(self.get("amount"), f"{counter} counter")
        onto = self.m.text(self.get("recipients"))
        return (
            f"move {amount} from {self.objects()} onto {onto} (CR 122.5: if either can't be "
            "done, neither is)"
        )

    def v_fight(self) -> str:
        other = self.m.text(self.get("recipients"))
        return (
            f"~{self.objects()} fights {other}: each deals damage equal to its power to the "
            "other (CR 701.14a)"
        )

    def v_become_monarch(self) -> str:
        return (
            "become the monarch (CR 725.1: the monarch draws a card at the beginning of their "
            "end step, and a creature that deals combat damage to the monarch makes its "
            "controller the monarch, CR 725.2)"
        )

    def v_lose_game(self) -> str:
        return "lose the game (CR 104.3)"

    def v_lose_unspent_mana(self) -> str:
        return "lose all unspent mana: the mana pool is emptied (CR 106.4)"

    def v_extra_turn(self) -> str:
        amount = self.get("amount")
        turns = self.m._amount(amount, "extra turn") if amount is not None else "an extra turn"
        return f"take {turns} after this one (CR 500.7)"

    def _divided(self, amount: Any, ref: Any, noun: str) -> str | None:
        """ "3 damage divided as you choose among": the amount the targets were given as
        they were chosen (CR 601.2d), said once, with the instruction."""
        if type(amount).__name__ != "DividedAmount" or type(ref).__name__ != "TargetObjects":
            return None
        scope = self.m._scope
        index = ref.target_index
        if index >= len(scope.targets) or scope.targets[index].distribute is None:
            return None
        scope.divided.add(index)
        total = self.m._amount(scope.targets[index].distribute, noun)
        return f"{total} divided as you choose among"

    def v_deal_damage(self) -> str:
        amount = self.get("amount")
        divided = self._divided(amount, self.a.recipients, "damage")
        dealer = self.objects()
        damage = self.m._amount(amount, "damage") if amount is not None else "damage"
        if divided is not None:
            recipients = self.m.text(self.get("recipients"))
            return f"~{dealer} deals {divided} {recipients}"
        to = [
            self.m.text(r) if i == 0 else self.m._player_subject(r)
            for i, r in enumerate((self.get("recipients"), self.get("recipient_players")))
            if r is not None
        ]
        deals = "deal" if dealer.startswith(("you ",)) else "deals"
        return f"~{dealer} {deals} {damage} to {join_or(to, 'and') or 'nothing'}"

    def v_deal_damage_unpreventable(self) -> str:
        return f"{self.v_deal_damage()}; that damage can't be prevented (CR 615.12)"

    def v_sacrifice(self) -> str:
        return f"sacrifice {self.objects()}"

    def _life(self, verb: str) -> str:
        amount = self.get("amount")
        return f"{verb} {self.m._amount(amount, 'life') if amount is not None else 'life'}"

    def v_gain_life(self) -> str:
        return self._life("gain")

    def v_get_energy(self) -> str:
        amount = self.get("amount")
        counted = self.m._amount(amount, "energy counter") if amount is not None else "energy"
        return f"get {counted} (CR 107.14)"

    def v_lose_life(self) -> str:
        return self._life("lose")

    def v_pay_life(self) -> str:
        return self._life("pay") + " (only with at least that much life, CR 119.4)"

    def _cards(self, verb: str, noun: str = "card") -> str:
        amount = self.get("amount")
        count = self.get("count")
        if amount is not None:
            return f"{verb} {self.m._amount(amount, noun)}"
        if count is not None:
            n = self.m.count(count)
            if n == "one":
                return f"{verb} {article(noun)} {noun}"
            return f"{verb} {n} {_plural_phrase(noun)}"
        return f"{verb} {article(noun)} {noun}"

    def v_draw(self) -> str:
        count, amount = self.get("count"), self.get("amount")
        if count is not None and amount is not None:
            # "draw up to two cards": how many, chosen as it resolves (CR 608.2d)
            n = self.m.count(count)
            return f"draw {n} {_plural_phrase('card')} (as many as they choose, CR 608.2d)"
        return self._cards("draw")

    def v_discard(self) -> str:
        if self.a.objects is not None:
            return f"discard {self.objects()}"
        return self._cards("discard")

    def v_discard_at_random(self) -> str:
        return self._cards("discard") + " at random (CR 701.9b)"

    def v_pay_any_amount_of_mana(self) -> str:
        return "~starting with you and in turn order, each player may pay any amount of mana"

    def v_reveal_at_random(self) -> str:
        return self._cards("reveal") + " at random from their own hand (CR 701.20a)"

    def v_mill(self) -> str:
        return self._cards("mill") + " (CR 701.17a)"

    def _amount_words(self) -> str:
        """The keyword action's number ("2", "X"), 1 when the text gives none."""
        amount = self.get("amount")
        count = self.get("count")
        if amount is not None:
            return self.m.text(amount)
        return self.m.count(count) if count else "1"

    def _number(self, verb: str, rule: str) -> str:
        return f"{verb} {self._amount_words()} (CR {rule})"

    def v_scry(self) -> str:
        return self._number("scry", "701.22a")

    def v_surveil(self) -> str:
        return self._number("surveil", "701.25a")

    def v_learn(self) -> str:
        return (
            "learn (may discard a card, and if they do, draw a card; if they didn't, may reveal "
            "a Lesson card they own from outside the game and put it into their hand, "
            "CR 701.48a)"
        )

    def v_proliferate(self) -> str:
        return (
            "proliferate (choose any number of permanents and/or players that have a counter, "
            "then give each one more counter of each kind it has, CR 701.34a)"
        )

    def v_venture(self) -> str:
        return (
            "venture into the dungeon (bring a dungeon card owned from outside the game into the "
            "command zone at its first room, or advance to a next room; from the last room, "
            "complete the dungeon and begin another, CR 701.49a-c)"
        )

    def v_bolster(self) -> str:
        total = self._amount_words()
        return (
            f"bolster {total} (put {total} +1/+1 counter{'' if total == '1' else 's'} on a "
            "creature you control with the least toughness among creatures you control, "
            "CR 701.39a)"
        )

    def v_monstrosity(self) -> str:
        total = self._amount_words()
        return (
            f"monstrosity {total} (if {self.objects()} isn't monstrous, put {total} +1/+1 "
            f"counter{'' if total == '1' else 's'} on it and it becomes monstrous, CR 701.37a)"
        )

    def v_explore(self) -> str:
        return (
            f"~{self.objects()} explores (its controller reveals the top card of their "
            "library: a land card goes to their hand; otherwise a +1/+1 counter goes on it and "
            "they may put the card into their graveyard, CR 701.44a)"
        )

    def v_amass(self) -> str:
        total = self._amount_words()
        token = self.get("token")
        subtype = next(s for s in token.characteristics.subtypes if s != "Army")
        return (
            f"amass {subtype}s {total} (if you control no Army creature, create a 0/0 black "
            f"{subtype} Army creature token; put {total} +1/+1 "
            f"counter{'' if total == '1' else 's'} on an Army creature you control, and it "
            f"becomes {'an' if subtype[0] in 'AEIOU' else 'a'} {subtype} in addition to its "
            "other types, CR 701.47a)"
        )

    def v_connive(self) -> str:
        return (
            f"~{self.objects()} connives (its controller draws a card, then discards a card; if "
            "a nonland card is discarded this way, a +1/+1 counter goes on it, CR 701.50a)"
        )

    def v_flip_coin(self) -> str:
        self.get("remember")
        amount = self.get("amount")
        if amount is not None:
            return f"flip {self.m.text(amount)} coins, one flip each (CR 705.1)"
        return "flip a coin (CR 705.1)"

    def v_flip_coin_until_lost(self) -> str:
        self.get("remember")
        return "flip a coin, again and again until a flip is lost (CR 705.1, 705.2)"

    def v_clash(self) -> str:
        self.get("remember")
        return (
            "clash with an opponent (you and an opponent each reveal the top card of your "
            "libraries and may put it on the bottom; you win if yours has the higher mana "
            "value, CR 701.30)"
        )

    def v_collect_evidence(self) -> str:
        total = self._amount_words()
        return (
            f"collect evidence {total} (exile cards with total mana value {total} or greater "
            "from your graveyard, CR 701.59a)"
        )

    def v_investigate(self) -> str:
        amount = self.get("amount")
        times = ""
        if amount is not None and self.m.text(amount) != "1":
            times = f" {self.m.text(amount)} times"
        return f"investigate{times} (create a Clue token, CR 701.16a)"

    def v_shuffle(self) -> str:
        return "shuffle your library" if self.a.players is None else "shuffle their library"

    def v_shuffle_zones_into(self) -> str:
        zones = [z.value for z in (self.get("from_zone"), *self.get("also_zones")) if z]
        whose = "your" if self.a.players is None else "their"
        named = " and ".join(zones)
        return f"shuffle {whose} {named} into {whose} library (CR 701.24a)"

    def v_shuffle_into(self) -> str:
        library = self.zone_noun("library")
        return f"shuffle {self.objects()} into {self.owners()} {library} (CR 701.24a)"

    def v_search(self) -> str:
        zone = self.get("zone")
        zones = [self.m._zone_name(zone) if zone is not None else "your library"]
        owner = self.get("zone_owner")
        if owner is not None:  # "search target opponent's library" (CR 701.23a)
            whose = self.m._player_subject(owner)
            named = [_value(z) for z in (zone, *self.get("also_zones")) if z is not None]
            every = self.get("every_zone")
            joined = join_or(named, "and") if every else join_or(named, "and/or")
            return f"search the {joined} of {whose} for {self._searched()} (CR 701.23a)"
        zones += [self.m._zone_name(z) for z in self.get("also_zones")]
        return f"search {join_or(zones, 'and/or')} for {self._searched()} (CR 701.23a)"

    def _searched(self) -> str:
        """What a search is for: "up to one creature card"."""
        count = self.get("count")
        f = self.get("filter")
        if self.get("all_public") and f is not None:
            return (
                f"all {self.m.filter_phrase(f, 'many')} (every one in a graveyard, and as many "
                "of those in a hand or library as the searcher chooses, CR 701.23b)"
            )
        return (
            self.m._count_of(count, f)
            if count is not None and f is not None
            else (self.m.filter_phrase(f, "a") if f is not None else "any number of cards")
        )

    def v_reveal(self) -> str:
        return f"reveal {self.objects()}"

    def v_reveal_until(self) -> str:
        exile = self.get("zone") is not None
        verb = "exile" if exile else "reveal"
        players = self.a.players
        whose = "your" if players is None or players.who == "you" else "their"
        # The filter's zone is the library the words before already name.
        where = dataclasses.replace(self.get("filter"), zone=ZoneName.BATTLEFIELD, zone_owner=None)
        wanted = self.m._count_of(self.get("count"), where)
        rule = "701.13a" if exile else "701.20a"
        return (
            f"{verb} cards from the top of {whose} library one at a time until "
            f"{'exiling' if exile else 'revealing'} "
            f"{wanted}, or until the library is empty (CR {rule})"
        )

    def v_look_at(self) -> str:
        return f"look at {self.objects()}"

    def v_move(self) -> str:
        what = self.objects()
        from_zone = self.get("from_zone")
        source = ""
        if from_zone is not None:
            # a card in a graveyard, hand or library is in its owner's (CR 404.1, 402.1, 401.1):
            # whose the IR does not say, the card does
            name = _value(from_zone)
            source = (
                f" from its owner's {name}"
                if name in ("graveyard", "hand", "library")
                else f" from {self.m._zone_name(from_zone)}"
            )
        zone = _value(self.get("zone")) if self.a.zone is not None else "battlefield"
        position = self.get("position")
        order = self.get("order")
        from_top = self.get("from_top")
        if zone == "library" and from_top is not None:
            # CR 401.1: counted from the top; a shorter library gets it on the bottom
            library = f"{self.owners()} {self.zone_noun('library')}"
            place = (
                f"into {library} with {from_top - 1} card(s) above it, or on the bottom of a "
                f"library with fewer (CR 401.1)"
            )
        elif zone == "library":
            place = f"on the {position or 'top'} of {self.owners()} {self.zone_noun('library')}"
            if order == "random":
                place += " in a random order"
            elif order == "yours":
                place += " in any order you choose, not their owner"
            elif order is not None:
                place += f" in {words(order)} order"
            else:
                place += " in any order"
        elif zone == "battlefield":
            place = "onto the battlefield"
            if self.get("tapped"):
                place += " tapped"
            if self.get("attacking"):
                place += (
                    " and attacking (in combat, attacking a player or planeswalker its "
                    "controller chooses, though never declared as an attacker, CR 508.4, 506.3b)"
                )
            owner = self.owners()  # "its owner's", or "their owners'" for several (CR 110.2a)
            place += f" under {owner} control" if self.get("under_owner") else " under your control"
        else:
            place = _ZONE_TO.get(zone, f"into {zone}").format(self.owners())
            place = place.replace(f" {zone}", f" {self.zone_noun(zone)}")
        return f"put {what}{source} {place}"

    def v_return_to_hand(self) -> str:
        hand = "hands" if self.m.plural(self.a.objects) else "hand"
        return f"return {self.objects()} to {self.owners()} {hand}"

    def v_put_counter(self) -> str:
        counter = self.get("counter") or "+1/+1"
        amount = self.get("amount")
        count = self.get("count")
        noun = f"{counter} counter"
        divided = self._divided(amount, self.a.objects, noun)
        if divided is not None:
            return f"put {divided} {self.objects()}"
        on = "on"
        ref = self.a.objects
        if type(ref).__name__ == "TargetObjects" and ref.target_index < len(self.m._scope.targets):
            spec = self.m._scope.targets[ref.target_index]
            if spec.maximum is None or spec.maximum > 1 or spec.times_x:
                on = "on each of"
        if amount is not None:
            number = self.m._amount(amount, noun)
        elif count is not None:
            n = self.m.count(count)
            number = f"{article(noun)} {noun}" if n == "one" else f"{n} {_plural_phrase(noun)}"
        else:
            number = f"{article(noun)} {noun}"
        return f"put {number} {on} {self.objects()}"

    def v_create_first(self, token: Any, amount: Any, one: str, many: str) -> str:
        """The first item of a list of tokens: its number and description."""
        if amount is None or (type(amount).__name__ == "Fixed" and amount.value == 1):
            return f"{article(one)} {one}"
        if type(amount).__name__ == "Fixed":
            return f"{number_word(amount.value)} {many}"
        return f"a number of {many} equal to {self.m.text(amount)}"

    def v_create(self) -> str:
        token = self.get("token")
        amount = self.get("amount")
        one = self.m.token_phrase(token, many=False)
        many = self.m.token_phrase(token, many=True)
        tapped, attacking = self.get("tapped"), self.get("attacking")
        entering = ""
        if attacking:
            state = "tapped and attacking" if tapped else "attacking"
            entering = (
                f", {state} (in combat, attacking a player or planeswalker its controller "
                "chooses, though never declared as an attacker, CR 508.4, 506.3b)"
            )
        elif tapped:
            entering = ", tapped"
        more = self.get("more_tokens") or ()
        either = self.get("or_tokens") or ()
        if either:
            # a choice of one token (CR 608.2d)
            first = self.v_create_first(token, amount, one, many)
            rest = [self.m.token_phrase(t, many=False) for t in either]
            listed = " or ".join([first, *(f"{article(p)} {p}" for p in rest)])
            return f"create {listed} (the creating player's choice as it resolves){entering}"
        if more:
            # a list of tokens, created at once (CR 111.2)
            first = self.v_create_first(token, amount, one, many)
            rest = [f"{article(p)} {p}" for p in (self.m.token_phrase(t, many=False) for t in more)]
            items = [first, *rest]
            listed = " and ".join(items)
            if len(items) > 2:
                listed = ", ".join(items[:-1]) + f", and {items[-1]}"
            return f"create {listed}, all at once{entering}"
        if amount is None or (type(amount).__name__ == "Fixed" and amount.value == 1):
            return f"create {article(one)} {one}{entering}"
        if type(amount).__name__ == "Fixed":
            return f"create {number_word(amount.value)} {many}{entering}"
        return f"create a number of {many} equal to {self.m.text(amount)}{entering}"

    def v_exile(self) -> str:
        return f"exile {self.objects()}"

    def v_choose(self) -> str:
        count = self.get("count")
        ref = self.a.objects
        if ref is None and self.a.recipient_players is not None:
            among = self.get("recipient_players")
            if count is None:  # "Choose target opponent.": a target chosen on casting
                return f"~it targets {self.m._player_subject(among)}"
            one = {"each_opponent": "an opponent", "each_player": "a player"}.get(
                among.who, self.m._player_subject(among)
            )
            return f"choose {one} as it resolves (CR 608.2d)"
        if count is None and type(ref).__name__ == "TargetObjects":
            # "choose target creature": the target was chosen as it was put on the stack
            return f"~it targets {self.objects()}"
        objects = self.objects()
        if count is None:
            return f"choose {objects}"
        return f"choose {self.m.count(count)} of {objects}"

    def v_allow_play(self) -> str:
        players = self.a.players
        who = "you" if players is None else self.m._player_subject(players)
        return f"~{who} may play {self.objects()} this turn"

    def v_allow_cast(self) -> str:
        players = self.a.players
        who = "you" if players is None else self.m._player_subject(players)
        return f"~{who} may cast {self.objects()} this turn (never a land, CR 305.9)"

    def v_allow_play_through_next_turn(self) -> str:
        players = self.a.players
        who = "you" if players is None else self.m._player_subject(players)
        return f"~{who} may play {self.objects()} until the end of your next turn"

    def v_allow_play_while_exiled(self) -> str:
        players = self.a.players
        who = "you" if players is None else self.m._player_subject(players)
        return f"~{who} may play {self.objects()} for as long as it remains exiled"

    def v_allow_cast_while_exiled(self) -> str:
        players = self.a.players
        who = "you" if players is None else self.m._player_subject(players)
        return f"~{who} may cast {self.objects()} for as long as it remains exiled"

    def v_cast_as_though_flash(self) -> str:
        spells = self.m.filter_phrase(self.get("filter"), "many", "spell")
        return f"~you may cast {spells} this turn as though they had flash (CR 702.8a)"

    def v_cant_play_lands(self) -> str:
        return "~can't play lands this turn"

    def v_extra_land_this_turn(self) -> str:
        amount = self.get("amount")
        if amount is not None:  # "two additional lands" (CR 305.2)
            return f"play {self.m._amount(amount, 'additional land')} this turn"
        return "play an additional land this turn"

    def v_cast_without_paying(self) -> str:
        count = self.get("count")
        ref = self.get("objects")
        n = 1 if count is None else count.value
        if type(ref).__name__ == "AllObjects":
            what = self.m.filter_phrase(ref.filter, "a" if n == 1 else "many", "card")
            if n != 1:
                what = f"{self.m.count(count)} {what}"
        else:
            what = self.objects()
        return (
            f"cast {what} as this resolves, without paying mana costs (CR 608.2g, 118.9; a "
            "land can't be cast, CR 305.9)"
        )

    def v_conjure(self) -> str:
        amount = self.get("amount")
        cards = self.m._amount(amount, "card") if amount is not None else "a card"
        name = self.get("card_name")
        zone = self.get("zone")
        into = _ZONE_TO.get(_value(zone) if zone else "hand", "into {} hand").format("your")
        return f"conjure {cards} named {name} {into} (digital only: created cards, not tokens)"

    def v_create_copy(self) -> str:
        amount = self.get("amount")
        tokens = "a token that's a copy"
        if amount is not None and self.m.text(amount) != "1":
            tokens = f"{self.m.text(amount)} tokens that are copies"
        said = (
            f"create {tokens} of {self.objects()} (its copiable values, as it last existed "
            "if it left, CR 707.2, 608.2h)"
        )
        if self.get("attacking"):
            said += ", tapped and attacking: its controller chooses what it attacks (CR 508.4)"
        changes = self.get("copy_changes")
        in_addition = self.get("copy_in_addition")
        if changes is None:
            return said
        core, extra = self.m._characteristics(changes)
        if core == "object":  # abilities only: "except it has haste"
            exception = f"it has {self.m._granted(changes.abilities)}"
        elif in_addition:
            exception = f"it's {article(core)} {core} in addition to its other types{extra}"
        else:
            exception = (
                f"it's {article(core)} {core}{extra} (the stated creature types replace its "
                "creature types, CR 205.1a)"
            )
        return f"{said}, except {exception} (part of its copiable values, CR 707.9b)"

    def v_become_copy(self) -> str:
        who = self.m.text(self.get("recipients"))
        said = (
            f"have {who} become a copy of {self.objects()} from now on (its copiable values, "
            "as it last existed if it left, CR 707.2, 608.2h; counters and status stay)"
        )
        exceptions = []
        changes = self.get("copy_changes")
        in_addition = self.get("copy_in_addition")
        if changes is not None:
            core, extra = self.m._characteristics(changes)
            if core == "object":  # abilities only: "except it has haste"
                exceptions.append(f"it has {self.m._granted(changes.abilities)}")
            elif in_addition:
                exceptions.append(
                    f"it's {article(core)} {core} in addition to its other types{extra}"
                )
            else:
                replaced = " (stated creature types replace its creature types, CR 205.1a)"
                exceptions.append(
                    f"it's {article(core)} {core}{extra}{replaced if changes.subtypes else ''}"
                )
        if self.get("copy_this_ability"):
            exceptions.append("it has this ability (CR 707.9a)")
        if not exceptions:
            return said
        return f"{said}, except {' and '.join(exceptions)} (part of its copiable values, CR 707.9)"

    def v_copy_spell(self) -> str:
        maker = "you control" if self.get("players") is None else "the player copying it controls"
        said = f"copy {self.objects()}; {maker} the copy, which keeps its targets (CR 707.10)"
        amount = self.get("amount")
        if amount is not None:  # "copy that spell twice": one copy after another
            said = (
                f"copy {self.objects()} {self.m.text(amount)} times, one copy after another; "
                f"{maker} the copies, which keep its targets (CR 707.10)"
            )
        changes = self.get("copy_changes")
        in_addition = self.get("copy_in_addition")
        if changes is None:
            return said
        core, extra = self.m._characteristics(changes)
        if core == "object":  # abilities only
            exception = f"it has {self.m._granted(changes.abilities)}"
        elif in_addition:
            exception = f"it's {article(core)} {core} in addition to its other types{extra}"
        elif changes.types or changes.subtypes or changes.power is not None:
            exception = f"it's {article(core)} {core}{extra}"
        else:  # colors only: "except that the copy is red"
            exception = f"it's {core}{extra}"
        return f"{said}, except {exception} (part of its copiable values, CR 707.9b)"

    def v_choose_new_targets(self) -> str:
        return (
            f"choose new targets for {self.objects()}: leave each target unchanged or change it "
            "to a legal one (CR 115.7d, 707.10c)"
        )

    def v_exchange_life_totals(self) -> str:
        return (
            "exchange life totals: each of the two gains or loses the life needed to equal the "
            "other's total, or nothing happens if one who would gain life can't (CR 701.12a, "
            "701.12c, 119.7)"
        )

    def v_exchange_control(self) -> str:
        return f"exchange control of {self.objects()} (CR 701.12b)"

    def v_counter(self) -> str:
        zone, position = self.get("zone"), self.get("position")
        if zone is None:
            return f"counter {self.objects()}"
        where = {"exile": "into exile", "hand": "into its owner's hand"}.get(
            _value(zone), f"on the {position} of its owner's library"
        )
        return (
            f"counter {self.objects()}; if it is countered this way, it is put {where} "
            "instead of into its owner's graveyard (CR 701.6a, 614.1a)"
        )


#: Fields of an action said after its template, when the template did not use them.
_LEFTOVER: dict[str, Callable[[Meaning, Any], str]] = {
    "objects": lambda m, v: f"affecting {m.text(v)}",
    "recipients": lambda m, v: f"to {m.text(v)}",
    "recipient_players": lambda m, v: f"to {m._player_subject(v)}",
    "amount": lambda m, v: f"(amount: {m.text(v)})",
    "count": lambda m, v: f"(count: {m.count(v)})",
    "counter": lambda m, v: f"(with {v} counters)",
    "from_top": lambda m, v: f"(with {v - 1} card(s) above it in its owner's library)",
    "zone": lambda m, v: f"(in {m._zone_name(v)})",
    "from_zone": lambda m, v: f"from {m._zone_name(v)}",
    "position": lambda m, v: f"(on the {words(v)})",
    "token": lambda m, v: f"(token: {m.text(v)})",
    "more_tokens": lambda m, v: "(and, at once, " + ", ".join(m.text(t) for t in v) + ")",
    "or_tokens": lambda m, v: "(or, as chosen, " + ", ".join(m.text(t) for t in v) + ")",
    "card_name": lambda m, v: f"(the card named {v})",
    "filter": lambda m, v: f"(only {m.filter_phrase(v, 'many')})",
    "under_owner": lambda m, v: "under its owner's control",
    "tapped": lambda m, v: "tapped",
    "attacking": lambda m, v: "attacking (CR 508.4)",
    "copy_changes": lambda m, v: f"(a copy, except it's {m.characteristics(v)})",
    "copy_in_addition": lambda m, v: "(in addition to its other types)",
    "copy_this_ability": lambda m, v: "(the copy has this ability too, CR 707.9a)",
    "choose_each_time": lambda m, v: "(the object copied chosen anew each time, CR 701.36a)",
    "order": lambda m, v: f"in {words(v)} order",
    "also_zones": lambda m, v: "(also in " + join_or([m._zone_name(z) for z in v]) + ")",
    # the players who couldn't are recorded for "each player who can't" after it (CR 609.3)
    "unable": lambda m, v: "(noting each player who can't, CR 609.3)",
    "zone_owner": lambda m, v: f"(the zone of {m._player_subject(v)})",
    "every_zone": lambda m, v: "(every zone named, CR 701.23a)",
    "all_public": lambda m, v: (
        "(every such card in a graveyard is found, any number of those in a hand or library, "
        "CR 701.23b)"
    ),
}


def explain_meaning(cards: Iterable[Any]) -> str:
    """Each IR card's meaning, one block per card, blank lines between cards."""
    return "\n\n".join(Meaning().card(card) for card in cards) + "\n"


def _base_pt(power: int | None, toughness: int | None) -> str:
    """ "base power and toughness 0/1", "base power 8", "base toughness 1" (CR 613.4b)."""
    if power is not None and toughness is not None:
        return f"base power and toughness {power}/{toughness}"
    return f"base power {power}" if power is not None else f"base toughness {toughness}"
