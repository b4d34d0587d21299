"""The base generator: walks a card's IR with one method per IR class (sqlglot's dialect style).

A target is a subclass of :class:`Generator`. For a node of class ``ToSolve`` the walker calls
the target's ``to_solve`` method (the class name in snake case), found once per class and
cached on the target class; a target overrides only the methods whose output differs. A node
whose class has no method, or a value the target cannot write, is *not* dropped: the method
calls :meth:`Generator.unsupported` with a code, and the gap (code, card, span of the text,
message) is collected and reported by ``karlov build``. A card with a gap was not emitted in
full.

Gap codes (``karlov build`` prints them as ``file:line:col: error[T00x]: ...``):

- ``T001`` the target has no form for this kind of IR node (no method for its class);
- ``T002`` the target has the node's kind but not this value (an effect verb, a trigger event,
  a filter property, a cost part the target's format has no word for);
- ``T003`` a known limit of the engine itself, documented in the README (phase has no count of
  distinct damage sources, no "has damage marked" filter);
- ``T900`` the generator failed on this card (a bug in karlov): the card gets no file.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar

import karlov.ir as ir
from karlov.ir import Card, Span

#: The durations "for as long as" the source is controlled or stays (CR 611.2b).
_WHILE_SOURCE = frozenset(
    {
        ir.Duration.WHILE_YOU_CONTROL_SOURCE,
        ir.Duration.WHILE_SOURCE_ON_BATTLEFIELD,
        ir.Duration.WHILE_SOURCE_TAPPED,
        ir.Duration.WHILE_YOU_CONTROL_SOURCE_TAPPED,
    }
)

__all__ = ["CardOutput", "Gap", "Generator", "method_name"]

GAP_CODES = {
    "T001": "the target has no form for this kind of IR node",
    "T002": "the target cannot write this value",
    "T003": "a known limit of the engine",
    "T900": "an internal error of karlov's generator (a bug in karlov: please report it)",
}


def method_name(cls: type) -> str:
    """``ToSolve`` -> ``to_solve``, ``ObjectCount`` -> ``object_count``, ``ModifyPT`` ->
    ``modify_pt`` (a run of capitals is one word)."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", cls.__name__).lower()


@dataclass(frozen=True, slots=True)
class Gap:
    """Something of a card a target could not write: a code, the card, where its text is."""

    code: str
    card: str
    message: str
    span: Span | None = None

    def render(self) -> str:
        """``file:line:col: error[T002]: Card name: message`` (no position: ``<card>``)."""
        where = f"{self.span.file}:{self.span.line}:{self.span.column}" if self.span else "<ir>"
        return f"{where}: error[{self.code}]: {self.card}: {self.message}"


@dataclass(frozen=True, slots=True)
class CardOutput:
    """What a target made of one card: files (relative path -> text), a payload for the
    target's :meth:`Generator.finish` (phase collects faces), and every gap."""

    card: str
    files: Mapping[str, str]
    payload: Any
    gaps: tuple[Gap, ...]
    #: what the gaps mean for the card as a whole ("this Case can never be solved")
    notes: tuple[str, ...] = ()

    @property
    def complete(self) -> bool:
        return not self.gaps


class Generator:
    """Walks IR; subclasses set :attr:`name` and define ``<snake_case_class>`` methods."""

    name: ClassVar[str] = ""
    #: stems of the files :meth:`finish` writes (no card's file may take them)
    reserved_stems: ClassVar[frozenset[str]] = frozenset()
    _methods: ClassVar[dict[type, Callable[..., Any]]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._methods = {}  # each target its own cache: an override must not leak to siblings

    def __init__(self) -> None:
        self.card: Card | None = None
        self._gaps: list[Gap] = []
        self._span: Span | None = None
        self._notes: list[str] = []
        self.stem = ""

    # ---- walking

    def visit(self, node: Any, *args: Any, **kwargs: Any) -> Any:
        """The target's method for ``type(node)``; a class without one is a T001 gap."""
        cls = type(node)
        method = self._methods.get(cls)
        if method is None:
            method = getattr(type(self), method_name(cls), None) or type(self).no_method
            self._methods[cls] = method
        if getattr(node, "duration", None) in _WHILE_SOURCE:
            # "for as long as you control ~" / "for as long as ~ remains on the battlefield" /
            # "for as long as ~ remains tapped" (CR 611.2b): no target method writes them yet
            return self.unsupported(node, "an effect for as long as its source is there")
        outer = self._span
        span = getattr(node, "span", None)
        if span is not None:
            self._span = span
        try:
            return method(self, node, *args, **kwargs)
        finally:
            self._span = outer

    #: the engine's name as an author writes it
    engine: ClassVar[str] = ""
    #: whether the target writes the IR as it is (every field of every node)
    writes_all_ir: ClassVar[bool] = False

    def no_method(self, node: Any, *args: Any, **kwargs: Any) -> Any:
        kind = _KIND_WORDS.get(type(node).__name__) or _words(type(node).__name__)
        engine = self.engine or self.name
        return self.unsupported(
            node, f"karlov's {engine} generator has no form for {kind} yet", "T001"
        )

    def unwritten(
        self, node: Any, written: Iterable[str], phrase: str, limit: str, code: str = "T002"
    ) -> bool:
        """Whether ``node`` (an IR node, usually a filter) states something beyond the fields
        ``written``: if so, a gap at it naming those qualities in an author's words
        (``phrase``: the words of the text; ``limit``: what the target lacks). A generator
        calls this with every field it wrote, so a field added to the IR later, or one a
        writer forgot, is a gap and never dropped."""
        rest = [name for name in stated_fields(node) if name not in set(written)]
        if not rest:
            return False
        if isinstance(node, ir.ObjectFilter):
            what = filter_words(node, rest)
        else:
            what = ", ".join(_FIELD_WORDS.get(name, f"'{name.replace('_', ' ')}'") for name in rest)
        self.unsupported(node, f"'{phrase}': {limit}, so {what} cannot be written", code)
        return True

    def targets_unwritten(self, targets: Iterable[Any]) -> bool:
        """Whether some target of ``targets`` is one no generator writes yet, each a gap:
        counted per X ("X target creatures", CR 601.2c, 107.3: its bounds alone would read as
        one target), or other than earlier targets ("another target creature" after "target
        creature", CR 115.3: without it the same creature could be chosen twice), or all from
        a single graveyard (without it they could come from several)."""
        unwritten = False
        for spec in targets:
            if getattr(spec, "times_x", False):
                self.unsupported(spec, f"target '{spec.description}': a number X of targets")
                unwritten = True
            if getattr(spec, "distinct_from", ()):
                self.unsupported(spec, f"'{spec.description}' other than an earlier target")
                unwritten = True
            if getattr(spec, "only_if_kicked", False):  # CR 601.2c
                self.unsupported(spec, f"target '{spec.description}' chosen only if kicked")
                unwritten = True
            if getattr(spec, "single_zone", False):  # all from one graveyard (CR 601.2c)
                self.unsupported(spec, f"targets '{spec.description}' all from one zone")
                unwritten = True
        return unwritten

    def unsupported(self, node: Any, message: str, code: str = "T002") -> None:
        """Record a gap at ``node`` (its span, else the nearest enclosing span) and return None."""
        if code not in GAP_CODES:
            raise ValueError(f"unknown gap code {code}")
        span = getattr(node, "span", None) or self._span or (self.card.span if self.card else None)
        name = self.card.name if self.card is not None else "<no card>"
        message = author_message(message, code, self.engine or self.name)
        if not message.startswith("'"):  # name the words of the text it is about
            phrase = printed_words(self.card, span)
            if phrase:
                message = _DESCRIBED.sub(lambda m: _THESE[m[1]], message)
                message = f"'{phrase}': {message}"
        self._gaps.append(Gap(code, name, message, span))
        return None

    # ---- a card

    def generate(self, card: Card, stem: str | None = None) -> CardOutput:
        """The card's output and its gaps; the generator can be reused for the next card.
        ``stem`` is the card's file name without its extension (``karlov.build`` gives each
        card a distinct one, :func:`karlov.outputs.unique_stems`); by default the card's name
        folded as Forge names its files."""
        self.card, self._gaps, self._span, self._notes = card, [], card.span, []
        self.stem = stem if stem is not None else card_stem(card.name)
        try:
            files, payload = self.visit(card)
            if not self.writes_all_ir:
                self._unwritten_players(card)
            return CardOutput(
                card.name, dict(files), payload, tuple(self._gaps), tuple(self._notes)
            )
        finally:
            self.card = None

    def _unwritten_players(self, node: Any) -> None:
        """A gap at each group of players no target writes: "You and that player each ..."
        (``Players.also``, CR 101.4), and "each player who can't" (``unable``, CR 609.3). The
        targets read ``Players.who`` alone, so the group would be written as "you": it is
        reported wherever it is, never dropped."""
        if isinstance(node, ir.Players) and node.who == "unable":
            # "Each opponent who can't ..." (CR 609.3): the players an instruction before it
            # could not be done for; no target writes that record
            self.unsupported(node, "'each player who can't': not written yet")
            return
        if isinstance(node, ir.Players) and node.also is not None:
            self.unsupported(node, "'you and another player each': two players, not written yet")
            return
        for child in ir.children(node):
            self._unwritten_players(child)

    def note(self, text: str) -> None:
        """Say what a gap means for the whole card (in the header of a partial file)."""
        if text not in self._notes:
            self._notes.append(text)

    def unsolvable(self) -> None:
        """The note of a Case whose To solve condition was not written."""
        self.note(
            "This Case can never be solved here: its To solve condition was not written, so "
            "it never becomes solved and its Solved abilities never apply."
        )

    def mark_partial(self, output: CardOutput) -> CardOutput:
        """``output`` (a card with gaps, written with ``allow_partial``) with a header at the
        top of each of its files saying that it does less than its text, and why (every gap
        and note). A target whose files cannot hold such a header overrides this."""
        return output

    @staticmethod
    def partial_lines(output: CardOutput) -> list[str]:
        """The header of a partial file, one line each, printable characters only (a line
        break in a card's text cannot end a comment line early)."""
        lines = [
            f"PARTIAL: karlov wrote this with --allow-partial; '{output.card}' does not do "
            "everything its text says.",
            *output.notes,
            "Not written:",
        ]
        for gap in output.gaps:
            where = f"line {gap.span.line}:{gap.span.column}: " if gap.span else ""
            lines.append(f"- {where}{gap.code}: {gap.message}")
        return ["".join(c if c.isprintable() else f"\\u{ord(c):04x}" for c in line)
                for line in lines]  # fmt: skip

    def finish(self, outputs: Iterable[CardOutput]) -> dict[str, str]:
        """Files made from every card together (a schema, a combined card database)."""
        return {}

    def shared_key(self, name: str) -> str | None:
        """The key a card has in a file :meth:`finish` writes for every card (phase finds a
        card by its name in lower case), or None; two cards with one key cannot both be
        written, and the second is a gap (:meth:`shared_key_clash`)."""
        return None

    def shared_key_clash(self, first: str) -> str:
        return f"{self.name} cannot hold this card and '{first}' together"


def internal_gap(card: Card, exc: BaseException) -> Gap:
    """The T900 gap of a generator that raised ``exc`` on ``card``."""
    return Gap(
        "T900",
        card.name,
        f"internal error ({type(exc).__name__}: {exc}) while writing this card; it was not "
        "written. This is a bug in karlov: please report it with the card",
        card.span,
    )


def card_stem(name: str) -> str:
    """A valid file stem for one card alone: Forge's folding of its name, else (no ASCII
    letter or digit, too long) the fallback of :func:`karlov.outputs.unique_stems`."""
    from karlov.outputs import unique_stems

    from .forge_format import forge_stem

    return unique_stems([name], forge_stem)[name]


# ---- accounting for every field (nothing dropped silently) ----------------------------------

#: fields that record how a node was worded, not what it means
_WORDING = frozenset({"span", "description", "nouns", "text"})


def stated_fields(node: Any) -> list[str]:
    """The fields of the IR node ``node`` that state something: not wording, and not at their
    default (a field without a default is the node's kind, read by whoever dispatched it)."""
    found = []
    for spec in dataclasses.fields(node):
        if spec.name in _WORDING or spec.default is dataclasses.MISSING:
            continue
        if getattr(node, spec.name) != spec.default:
            found.append(spec.name)
    return found


def printed_words(card: Card | None, span: Span | None) -> str | None:
    """The words of ``card``'s text at ``span`` (on one line of one ability), or None."""
    if card is None or span is None or span.line != span.end_line:
        return None
    for ability in card.abilities:
        where, text = getattr(ability, "span", None), getattr(ability, "text", "")
        if where is None or not text or where.line != span.line:
            continue
        # the ability's text starts at its span, or at the line's start (a gated "Solved —")
        first = where.column if len(text) == where.end_column - where.column else 1
        start, end = span.column - first, span.end_column - first
        if 0 <= start < end <= len(text):
            return text[start:end].strip().rstrip(".") or None
        return text.strip().rstrip(".") or None  # the span is not on the text: all of it
    return None


def _words(name: str) -> str:
    """``IfCondition`` -> ``if condition``, ``look_at`` -> ``look at``."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", " ", name)
    return spaced.replace("_", " ").lower()


#: IR classes a target may have no form for, in an author's words
_KIND_WORDS = {
    "Restriction": "this rule",
    "Restrict": "this restriction",
    "UnlessPays": "'… unless … pays'",
    "IfCondition": "an 'if' inside an effect",
    "IfNotDone": "'If you don't' after an optional instruction",
    "GainControl": "gaining control",
    "LifeTotal": "a condition on a life total",
    "ModifyPT": "a power/toughness change",
    "LoseAbilities": "losing keyword abilities",
    "BecomeOfChoice": "becoming the color or type of your choice",
    "BecomeColor": "becoming a stated color (CR 105.3)",
    "BecomeChosenType": "becoming the type chosen as it resolves",
    "MakeChoice": "a choice of a color, a type or a card name made as it resolves",
    "SwitchPT": "switching power and toughness (CR 613.4d)",
    "CantCast": "a player's restriction on casting spells (CR 101.2)",
    "CreateToken": "creating tokens",
    "PreventDamage": "preventing damage (CR 615)",
    "RedirectDamage": "redirecting damage (CR 614.9)",
    "DamageCantBePrevented": "damage that can't be prevented for a time (CR 615.12)",
    "GetEmblem": "getting an emblem (CR 114)",
}

#: effect verbs (karlov.ir.Verb values) in an author's words
_VERB_WORDS = {
    "move": "putting objects into another zone",
    "look_at": "looking at cards",
    "lose_life": "losing life",
    "lose_unspent_mana": "a player losing all unspent mana (CR 106.4)",
    "pay_life": "paying life",
    "gain_life": "gaining life",
    "deal_damage": "dealing damage",
    "deal_damage_unpreventable": "dealing damage that can't be prevented",
    "shuffle_into": "shuffling into a library",
    "exchange_control": "exchanging control",
    "allow_play": "a permission to play",
    "allow_cast": "a permission to cast",
    "cast_without_paying": "casting a card as the effect resolves without paying its mana cost",
    "allow_play_while_exiled": "a permission to play a card while it remains exiled",
    "allow_play_through_next_turn": "a permission to play cards until the end of your next turn",
    "allow_cast_while_exiled": "a permission to cast a card while it remains exiled",
    "extra_land_this_turn": "an additional land play this turn",
    "cant_play_lands": "a player's restriction on playing lands (CR 101.2)",
    "cast_as_though_flash": "a permission to cast spells as though they had flash this turn",
    "destroy": "destroying",
    "destroy_no_regeneration": "destroying so it can't be regenerated",
    "regenerate": "regenerating",
    "tap": "tapping",
    "untap": "untapping",
    "tap_or_untap": "tapping or untapping",
    "fight": "fighting",
    "attach": "attaching an Aura or Equipment",
    "extra_turn": "taking an extra turn",
    "become_monarch": "becoming the monarch (CR 725)",
    "sacrifice": "sacrificing",
    "reveal": "revealing",
    "reveal_until": "revealing or exiling cards until a card of a kind",
    "search": "searching a library",
    "exile": "exiling",
    "counter": "countering",
    "conjure": "conjuring",
    "draw": "drawing",
    "discard": "discarding",
    "venture": "venturing into the dungeon",
    "mill": "milling",
    "return_to_hand": "returning to a hand",
    "put_counter": "putting counters",
    "move_counter": "moving counters",
    "remove_counter": "removing counters",
    "double_counters": "doubling the number of counters",
    "get_counters": "a player getting counters",
    "copy_spell": "copying a spell",
    "create_copy": "creating a token that's a copy",
    "become_copy": "becoming a copy",
    "choose_new_targets": "choosing new targets",
    "create": "creating",
    "choose": "choosing",
}

# "objects 'creature 4'": the filter's short description, replaced by "these objects" when the
# message already quotes the words of the card text; an apostrophe inside a word ("don't") is
# part of the description, not its closing quote
_DESCRIBED = re.compile(
    r"\b(objects|count of|target|subject|spells|sacrifice of|search for|power of|filter|"
    r"damage by|damage kept on|colors among) '(?:[^']|'(?=\w))*'"
)
_THESE = {"objects": "these objects", "count of": "this count", "target": "this target",
          "subject": "this subject", "spells": "these spells", "sacrifice of": "this sacrifice",
          "search for": "this search", "power of": "this total power", "filter": "this filter",
          "damage by": "this damage", "damage kept on": "damage kept on these objects",
          "colors among": "these colors"}  # fmt: skip

_INTERNAL = [
    (re.compile(r"^verb '(\w+)'(.*)$"), lambda m: f"{_verb(m[1])}{m[2]}"),
    (re.compile(r"^trigger event '(\w+)'$"), lambda m: f"the trigger event '{_words(m[1])}'"),
    (re.compile(r"^amount (\w+)$"), lambda m: f"this amount ({_words(m[1])})"),
    (re.compile(r"^objects '([A-Z]\w+)'$"), lambda m: f"these objects ({_words(m[1])})"),
    (re.compile(r"^rule modification '(\w+)'$"), lambda m: f"the rule change '{_words(m[1])}'"),
    (re.compile(r"^(\w+) (without .*|of this .*)$"), lambda m: f"{_verb(m[1])} {m[2]}"),
]


def _verb(name: str) -> str:
    return _VERB_WORDS.get(name) or _words(name)


def author_message(message: str, code: str, engine: str) -> str:
    """A gap's message as an author reads it: what karlov's generator cannot write (T002;
    T001 says so already), never the IR's internal names; an engine's known limit (T003) and
    a message already naming the words of the text (starting with a quote) are kept."""
    if code != "T002" or message.startswith(("'", "karlov's")):
        return message
    for pattern, words in _INTERNAL:
        found = pattern.match(message)
        if found:
            message = words(found)
            break
    message = re.sub(r"\b[a-z]+(?:_[a-z]+)+\b", lambda m: m[0].replace("_", " "), message)
    return f"karlov's {engine} generator cannot write {message} yet"


#: the fields of IR nodes other than filters, in an author's words
_FIELD_WORDS = {
    "by": "who does it",
    "ordinal": "which one of the turn it is ('second')",
    "counter": "the kind of counter",
    "subject": "what it happens to",
}

_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _whose(value: Any) -> str:
    who = getattr(value, "who", None) or getattr(value, "value", None) or str(value)
    return {"you": "you", "opponent": "an opponent", "each_opponent": "an opponent"}.get(
        who, who.replace("_", " ")
    )


def filter_words(f: ir.ObjectFilter, names: Iterable[str]) -> str:
    """The qualities ``names`` (fields of ``f``) in an author's words: ``'legendary'``,
    ``'red'``, ``'that you control'``."""

    def words(name: str) -> str:
        value = getattr(f, name)
        match name:
            case "types":
                kinds = [" or ".join(t.any_of) for t in value if t.any_of]
                kinds += [f"non{k}" for t in value for k in t.none_of]
                return " ".join(kinds) or "its card type"
            case "subtypes_any_of":
                return " or ".join(value)
            case "subtypes" | "supertypes" | "keywords":
                return " ".join(value) if name != "keywords" else f"with {' and '.join(value)}"
            case "excluded_supertypes" | "excluded_subtypes":
                return " ".join(f"non{v}" for v in value)
            case "colors" | "colors_any_of":
                return (" or " if name == "colors_any_of" else " and ").join(
                    _COLOR_WORDS.get(c, c) for c in value
                )
            case "excluded_colors":
                return " ".join(f"non{_COLOR_WORDS.get(c, c)}" for c in value)
            case "excluded_keywords":
                return f"without {' or '.join(value)}"
            case "power_at_least" | "power_at_most" | "toughness_at_least" | "toughness_at_most":
                bound = "greater" if name.endswith("least") else "less"
                return f"{name.split('_')[0]} {value} or {bound}"
            case "mana_value_at_least" | "mana_value_at_most":
                return f"mana value {value} or {'greater' if 'least' in name else 'less'}"
            case "named":
                return f"named {value}"
            case "controller":
                return f"that {_whose(value)} control{'' if _whose(value) == 'you' else 's'}"
            case "not_controller":
                return (
                    f"that {_whose(value)} {'do' if _whose(value) == 'you' else 'does'}n't control"
                )
            case "controlled_then":
                return f"that {_whose(value)} controlled"
            case "owner" | "not_owner":
                verb = "own" if name == "owner" else "don't own"
                return f"that {_whose(value)} {verb}"
            case "zone" | "zone_owner":
                return f"in {_whose(f.zone_owner) + ' ' if f.zone_owner else ''}{f.zone.value}"
            case "tokens":
                return "token" if value else "card (not a token)"
            case "cast_by":
                return f"that {_whose(value)} cast"
            case "other":
                return "other"
            case "attached_to_source":
                return "enchanted or equipped by this"
            case "among":
                return "from among them"
            case "targeting_source" | "targeting":
                return "that targets " + (
                    "this" if name == "targeting_source" else value.description
                )
            case "with_counter":
                return f"with a {value} counter on it"
            case "with_any_counter":
                return "with a counter on it"
            case "with_counter_at_least":
                return f"with {value} or more of those counters on it"
            case "without_counter":
                return f"without a {value} counter on it"
            case "without_counters":
                return "with no counters on it"
            case "cast_from" | "cast_from_negated" | "cast_from_own":
                zone = ("its caster's own " if f.cast_from_own else "a ") + str(f.cast_from)
                return ("not " if f.cast_from_negated else "") + f"cast from {zone}"
            case "mana_cost_symbol" | "without_mana_cost_symbol":
                word = "with" if name == "mana_cost_symbol" else "without"
                return f"{word} {{{value}}} in its mana cost"
            case "dealt_damage_this_turn":
                return "dealt damage this turn" if value else "not dealt damage this turn"
            case "dealt_damage_by_source":
                return "dealt damage by this this turn"
            case "compared":
                return "with " + " and ".join(
                    f"{c.characteristic.replace('_', ' ')} {c.relation.replace('_', ' ')} a number"
                    for c in value
                )
            case "entered_this_turn":
                return "that entered the battlefield this turn"
            case "dealt_damage":
                return "that dealt damage" + (" to you" if value == "you" else "") + " this turn"
            case "attacked_this_turn":
                return "that attacked this turn"
            case "blocked_this_turn":
                return "that blocked this turn"
            case "attacking_you":
                return "attacking you"
            case "attacking_an_opponent":
                return "attacking one of your opponents"
            case "attacked_you_this_turn":
                return "that attacked you this turn"
            case "exiled_with":
                return "exiled with this (by a linked ability)"
            case "alternatives":
                return " or ".join(alternative.description for alternative in value)
            case "other_than_target":
                return "other than the target"
            case "other_than_event":
                return "other than the object of the triggering event"
            case "blocking_object":
                return "blocking it"
            case "blocked":
                return "blocked" if value else "unblocked"
            case "blocked_by_object":
                return "blocked by it"
            case "blocking_or_blocked_by":
                return "blocking or blocked by it"
            case "attached_to_object":
                return "attached to it"
            case "attached_to":
                return f"attached to {value.description}"
            case "chosen" if value == "name_on_resolution":
                return "with the chosen name"
            case "chosen":
                return f"of the chosen {value}"
            case "shared_quality":
                return "with the same name" if value == "name" else f"sharing a {value}"
            case "shared_with":
                return "with another object"
            case _:
                flag = name.replace("_", " ")
                return flag if value is not False else f"not {flag}"

    seen: list[str] = []
    for name in names:
        phrase = words(name)
        if phrase not in seen:
            seen.append(phrase)
    return ", ".join(f"'{p}'" for p in seen)


# ---- IR readings every target shares ---------------------------------------------------------


def capitalized(word: str) -> str:
    """``word`` with its first letter upper case (``first`` -> ``First``), the rest as it is."""
    return word[:1].upper() + word[1:]


def searched_filter(node: ir.Action) -> ir.ObjectFilter | None:
    """What a search (CR 701.23) looks for, as a filter of cards in the searched zone: the
    Action's ``zone`` is where it looks; a card there is never a token (CR 111.8)."""
    f = node.filter
    if f is None or node.zone is None:
        return f
    owner = f.zone_owner or ir.Whose.YOU  # "search your library"
    return replace(f, zone=node.zone, zone_owner=owner, tokens=None)


def bounds_characteristics(f: ir.ObjectFilter) -> bool:
    """Whether ``f`` states a bound neither target writes a property for yet (power at most,
    mana value, "without flying", colorless, "that's black or red", "from among them"): such
    a filter is not written at all rather than written as one that means less (a T003 gap)."""
    return (
        f.power_at_most is not None
        or f.mana_value_at_least is not None
        or f.mana_value_at_most is not None
        or bool(f.excluded_keywords or f.colors_any_of)
        or f.colorless
        or f.among is not None
        or f.owner is not None
        or f.not_owner is not None
        or f.targeting_source
        or f.targeting is not None
        or f.attached_to_object is not None
        or f.attached_to is not None
        or bool(f.excluded_subtypes)
        or f.multicolored
        or f.monocolored
        or f.with_counter is not None
        or f.with_any_counter
        or f.without_counters
        or f.with_counter_at_least > 0
        or f.without_counter is not None
        or f.cast_from is not None
        or f.mana_cost_symbol is not None
        or f.without_mana_cost_symbol is not None
    )


def is_permission(effect: ir.Effect) -> bool:
    """Whether ``effect`` only grants a permission ("you may play that card this turn"): the
    "may" of it is the permission's own (CR 601.2, 305.1 -- playing is always optional), so
    an engine writes the permission without asking first."""
    return isinstance(effect, ir.Action) and effect.verb == ir.Verb.ALLOW_PLAY


def acts_on(effect: ir.Effect, verb: ir.Verb, key: str | None) -> bool:
    """Whether ``effect`` is ``verb`` done to what was recorded under ``key``."""
    return (
        isinstance(effect, ir.Action)
        and effect.verb == verb
        and key is not None
        and isinstance(effect.objects, ir.Mentioned)
        and effect.objects.key == key
    )
