"""Every part of the IR reaches the English of ``karlov explain`` (issue 23).

- Every IR class has its own method in :class:`karlov.explain.Meaning` (not the generic
  fallback, which names the class and its fields).
- Every field of every IR class changes the text when it changes: each class is built from
  its type hints with sample values, then each field is given another value, and the two
  texts must differ. A new field the renderer never reads fails here, so none is dropped
  silently. The few fields that are deliberately not shown are listed with the reason.
"""

from __future__ import annotations

import dataclasses
import inspect
import re
import types
import typing
from enum import Enum
from typing import Any

import pytest

import karlov.ir as ir
from karlov.explain import Meaning
from karlov.explain.english import _snake
from karlov.ir.span import Located


def _ir_classes() -> list[type]:
    found: set[type] = set()
    stack = [Located]
    while stack:
        cls = stack.pop()
        for sub in cls.__subclasses__():
            if sub.__module__.startswith("karlov.ir.") and sub not in found:
                found.add(sub)
                stack.append(sub)
    # ``@dataclass(slots=True)`` makes a new class; the one it was made from is left behind.
    real = {c for c in found if getattr(inspect.getmodule(c), c.__name__, None) is c}
    return sorted(real, key=lambda c: c.__name__)


CLASSES = _ir_classes()

#: Fields the explanation doesn't show, and why.
NOT_SHOWN = {
    # The words as written: the explanation says what they mean, from the other fields.
    **{(c.__name__, "text"): "as written" for c in CLASSES},
    **{(c.__name__, "description"): "as written" for c in CLASSES},
    ("MayDo", "prompt"): "the question asked, as written",
    ("Modes", "texts"): "the modes as written",
    ("Card", "ir_version"): "the version of the IR format, not of the card",
    # Names that link a pronoun to the instruction that found its object: the explanation
    # says the pronoun ("it", "them", "the rest", "that player"), never karlov's key.
    ("Action", "remember"): "a key for later pronouns",
    ("ChosenObjects", "key"): "a key for later pronouns",
    ("Mentioned", "key"): "a key: said as the pronoun",
    ("Remaining", "key"): "a key: said as 'the rest'",
    ("ResultOf", "key"): "a key: said as 'the earlier instruction'",
    ("PreventDamage", "prevented_key"): "a key: said as 'the damage ... just prevented'",
    ("Remaining", "without"): "a key: said as 'the rest'",
    ("Players", "key"): "a key: said as 'that player'",
    ("AllObjects", "remember"): "a key: said as 'those creatures' where the group is named again",
    ("ObjectsAnd", "remember"): "a key: said as 'those creatures' after the objects",
    ("SearchedThisWay", "search"): "a key: said as 'this way'",
    ("WonClash", "clash"): "a key: said as 'the clash'",
    ("WonFlip", "flip"): "a key: said as 'the coin flip'",
    ("Vote", "key"): "a key for the votes, said as the vote's words",
    ("MayDo", "key"): "a key for the players who did it, said as 'each player who did it'",
    ("VoteResult", "vote"): "a key: said as 'got more votes'",
    ("VotesFor", "vote"): "a key: said as 'for each vote'",
    # Which targets each mode's text names: said where the mode names them.
    ("Modes", "targets"): "said by each mode's own references to its targets",
}

#: Sample values of a string field whose values are a closed vocabulary (two each: the
#: first builds the node, the second is the changed value).
WORDS: dict[tuple[str, str], tuple[str, str]] = {
    ("EventTrigger", "event"): ("enters", "dies"),
    ("ValueOf", "characteristic"): ("power", "toughness"),
    ("Restriction", "kind"): ("cant_attack", "cant_block"),
    ("Restrict", "kind"): ("cant_attack", "cant_block"),
    ("RuleModification", "rule"): ("additional_land", "look_at_top"),
    ("DelayedInstruction", "when"): ("next_end_step", "next_turns_upkeep"),
    ("HappenedThisTurn", "event"): ("died", "attacked"),
    ("PlayerActedThisTurn", "event"): ("drew", "discarded"),
    ("TurnTally", "event"): ("drew", "lost_life"),
    ("SourceIs", "state"): ("attacking", "attacked_or_blocked_this_turn"),
    ("EventAmount", "of"): ("damage", "attackers"),
    ("Players", "who"): ("each_opponent", "each_player"),
    ("ReplacementAbility", "event"): ("create_tokens", "enter_the_battlefield"),
    ("ReplacementAbility", "instead"): ("plus", "lose"),
    ("ReplacementAbility", "counter"): ("+1/+1", "-1/-1"),
    ("TokenDefinition", "predefined"): ("Treasure", "Food"),
    ("Action", "position"): ("top", "bottom"),
    ("Action", "order"): ("random", "chosen"),
    ("BecomeOfChoice", "kind"): ("color", "creature_type"),
    ("SkipNext", "skipped"): ("turn", "draw_step"),
    ("AdditionalPhases", "phases"): (("combat",), ("combat", "main")),
    ("AdditionalPhases", "after"): ("phase", "main"),
    ("EntersChoosing", "choice"): ("color", "creature_type"),
    ("MakeChoice", "choice"): ("color", "creature_type"),
    ("MakeChoice", "other_than"): ("", "Wall"),
    ("BecomeChosenType", "kind"): ("creature_type", "basic_land_type"),
    ("BecomeColor", "colors"): (("U",), ("W", "B")),
    ("ObjectFilter", "chosen"): ("type", "color"),
    ("Comparison", "characteristic"): ("power", "toughness"),
    ("Comparison", "relation"): ("less", "greater"),
    ("Comparison", "own"): ("toughness", "power"),
    ("ContinuousEffect", "chosen"): ("creature_type", "color"),
}
#: Other fields set while one field is changed, where that field means something only
#: beside them (an ordinal only counts casts, a target index only a target player).
CONTEXT: dict[tuple[str, str], dict[str, Any]] = {
    ("EventTrigger", "ordinal"): {"event": "cast"},
    # "half X, rounded up": a rounding only of a half (CR 107.1a)
    ("Scaled", "round_up"): {"halved": True},
    # "with three or more level counters on it": a number of the kind with_counter names
    ("ObjectFilter", "with_counter_at_least"): {"with_counter": "level"},
    # "that wasn't cast from its owner's hand", "... from anywhere other than your hand": of
    # the zone cast_from names (CR 601.2a)
    ("ObjectFilter", "cast_from_negated"): {"cast_from": "sample"},
    ("ObjectFilter", "cast_from_own"): {"cast_from": "sample"},
    ("EventTrigger", "counter"): {"event": "counters_put"},
    ("EventTrigger", "others"): {"event": "attacks_with_others"},
    ("EventTrigger", "by"): {"event": "enters"},
    ("EventTrigger", "dealer"): {"event": "deals_damage_to_object", "subject": "sample"},
    ("Players", "target_index"): {"who": "target"},
    ("Players", "of"): {"who": "controller"},
    ("Players", "also"): {"who": "you_and"},
    ("RuleModification", "lands"): {"rule": "play_from_top"},
    ("RuleModification", "spells"): {"rule": "play_from_top"},
    ("RuleModification", "filter"): {"rule": "damage_persists"},
    ("ContinuousEffect", "for_each"): {"power": 1},
    ("ContinuousEffect", "replace_subtypes"): {"add_subtypes": ("island",)},
    ("ContinuousEffect", "chosen"): {"layer": ir.Layer.TYPE},
    ("ContinuousEffect", "for_each_basic_land_type"): {
        "power": 1,
        "layer": ir.Layer.PT_MODIFY,
        "for_each": "sample",
    },
    ("ManaAbility", "instead_produces"): {"instead_if": "sample"},
    ("SacrificeCost", "count"): {"filter": "sample"},
    ("ReplacementAbility", "instead"): {"event": "gain_life"},
    ("ReplacementAbility", "counter"): {"event": "dealt_damage"},
    ("ReplacementAbility", "sources"): {"event": "deals_damage"},
    ("ReplacementAbility", "to_you"): {"event": "deals_damage", "instead": "prevent"},
    ("ReplacementAbility", "recipients"): {"event": "deals_damage", "instead": "prevent"},
    ("ReplacementAbility", "to_opponent"): {"event": "deals_damage", "instead": "multiply"},
    ("ReplacementAbility", "to_self"): {"event": "deals_damage", "instead": "multiply"},
    ("ReplacementAbility", "by_self"): {"event": "deals_damage", "instead": "multiply"},
    ("ReplacementAbility", "to_player"): {"event": "deals_damage", "instead": "multiply"},
    ("ReplacementAbility", "damage_kind"): {"event": "deals_damage", "instead": "multiply"},
    ("ReplacementAbility", "at_least"): {"event": "deals_damage", "instead": "multiply"},
    ("ReplacementAbility", "at_most"): {"event": "deals_damage", "instead": "multiply"},
    ("ReplacementAbility", "to_enchanted_player"): {"event": "deals_damage", "instead": "multiply"},
    ("ReplacementAbility", "except_first_draw"): {"event": "draw", "instead": "draw_more"},
    ("ReplacementAbility", "by_effect"): {"event": "counters_put", "instead": "twice"},
    ("ReplacementAbility", "payment"): {"event": "self_enters", "instead": "sacrifice"},
    ("TokenDefinition", "pt"): {"characteristics": "sample"},
    ("Restriction", "at_least"): {"kind": "blocked_by_at_least"},
    ("EntersAsCopy", "in_addition"): {"changes": "sample"},
}
#: Changed values for fields whose sample change would say the same thing.
CHANGED: dict[tuple[str, str], Any] = {
    ("ObjectFilter", "nouns"): ("spell",),
    ("ObjectFilter", "with_counter_at_least"): 3,  # 0 and 1 both read "with a level counter"
    ("ChosenObjects", "chooser"): ir.Players("you"),  # "of your choice", not "of their choice"
    ("Players", "target_index"): 1,  # None is the first target too
    ("RuleModification", "count"): 2,  # 0 is one land
    ("GainAbilities", "abilities"): (ir.KeywordName("haste"),),  # "alpha" either way
    ("ObjectFilter", "x_bounds"): ("mana_value_at_most",),  # a bound's name, not "alpha"
    # an empty token definition reads "token", as no token (the extra events) does
    ("ReplacementAbility", "token"): ir.TokenDefinition(predefined="Treasure"),
}
#: Two samples of classes whose fields all have defaults (an empty filter says nothing).
SAMPLES: dict[type, tuple[Any, Any]] = {
    ir.TypeTest: (ir.TypeTest(("artifact",)), ir.TypeTest(("creature",))),
    ir.ObjectFilter: (
        ir.ObjectFilter("cards", nouns=("card",), zone=ir.ZoneName.GRAVEYARD),
        ir.ObjectFilter("creatures", nouns=("creature",), types=(ir.TypeTest(("creature",)),)),
    ),
}


def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _sample(hint: Any, owner: str, name: str, second: bool = False, depth: int = 0) -> Any:
    """A value of type ``hint`` (the second of two different ones when ``second``)."""
    if (owner, name) in WORDS:
        return WORDS[owner, name][1 if second else 0]
    origin = typing.get_origin(hint)
    if origin in (types.UnionType, typing.Union):
        options = [a for a in typing.get_args(hint) if a is not type(None)]
        if second and len(options) > 1:  # another kind: "a quantity", "an object reference"
            return _sample(options[1], owner, name, False, depth)
        return _sample(options[0], owner, name, second, depth)
    if hint in SAMPLES:
        return SAMPLES[hint][1 if second else 0]
    if origin is tuple:
        (item, *_) = typing.get_args(hint)
        return (_sample(item, owner, name, second, depth),)
    if hint is str:
        return "beta" if second else "alpha"
    if hint is bool:
        return second
    if hint is int:
        return 1 if second else 0
    if inspect.isclass(hint) and issubclass(hint, Enum):
        members = list(hint)
        return members[1 if second else 0]
    if dataclasses.is_dataclass(hint):
        return _instance(hint, second, depth + 1)
    raise AssertionError(f"no sample for {hint!r} ({owner}.{name})")


def _instance(cls: type, second: bool = False, depth: int = 0) -> Any:
    """``cls`` with every required field set to a sample; ``second``: its first field (or
    first optional one) is given its second sample, so the instance differs."""
    hints = _hints(cls)
    values: dict[str, Any] = {}
    changed = False
    for f in dataclasses.fields(cls):
        if f.name == "span":
            continue
        required = f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
        if required or (second and not changed and depth < 3):
            values[f.name] = _sample(
                hints[f.name], cls.__name__, f.name, second and not changed, depth
            )
            changed = changed or second
    return cls(**values)


def _render(node: Any) -> str:
    if isinstance(node, ir.Card):
        return Meaning().card(node)
    return Meaning().text(node)


def _only_one_value(cls: type, name: str) -> bool:
    """A field whose type is an enum of one member (``Duration``: end of turn) can't hold
    another value, so there is no other text to tell it from."""
    hint = _hints(cls)[name]
    return inspect.isclass(hint) and issubclass(hint, Enum) and len(hint) == 1


def _cases() -> list[tuple[type, str]]:
    return [
        (cls, f.name)
        for cls in CLASSES
        for f in dataclasses.fields(cls)
        if f.name != "span"
        and (cls.__name__, f.name) not in NOT_SHOWN
        and not _only_one_value(cls, f.name)
    ]


def test_the_ir_is_all_here() -> None:
    assert len(CLASSES) >= 80  # karlov.ir's classes, found as subclasses of Located
    assert ir.ObjectFilter in CLASSES and ir.Card in CLASSES


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_every_ir_class_has_its_own_english(cls: type) -> None:
    assert hasattr(Meaning, _snake(cls.__name__)), f"Meaning has no method for {cls.__name__}"


@pytest.mark.parametrize(("cls", "name"), _cases(), ids=lambda v: getattr(v, "__name__", v))
def test_every_field_is_said(cls: type, name: str) -> None:
    hints = _hints(cls)
    f = next(f for f in dataclasses.fields(cls) if f.name == name)
    context = {
        k: (_instance_for(cls, k) if v == "sample" else v)
        for k, v in CONTEXT.get((cls.__name__, name), {}).items()
    }
    base = dataclasses.replace(_instance(cls), **context)
    if (cls.__name__, name) in CHANGED:
        other = CHANGED[cls.__name__, name]
    elif f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING:
        other = _sample(hints[name], cls.__name__, name)
        if other == getattr(base, name):
            other = _sample(hints[name], cls.__name__, name, second=True)
    else:
        other = _sample(hints[name], cls.__name__, name, second=True)
    assert other != getattr(base, name)
    changed = dataclasses.replace(base, **{name: other})
    assert _render(base) != _render(changed), (
        f"{cls.__name__}.{name} is not said: {getattr(base, name)!r} and {other!r} both read "
        f"{_render(base)!r}"
    )


def _instance_for(cls: type, name: str) -> Any:
    return _sample(_hints(cls)[name], cls.__name__, name)


def test_the_fields_not_shown_exist() -> None:
    """The list of fields left out names only real fields (a renamed one would hide a new
    field here)."""
    real = {(c.__name__, f.name) for c in CLASSES for f in dataclasses.fields(c)}
    listed = {key for key in NOT_SHOWN if key[1] not in ("text", "description")}
    assert listed <= real, listed - real


# --- real cards: English, with none of karlov's own names -----------------------------------

#: What a text for a person never shows: a key karlov links pronouns with (``m1``), a
#: snake_case word of the IR's vocabulary, a Python value or list, the "×" of a structure dump.
INTERNAL = re.compile(r"\bm\d+\b|\b[a-z]+_[a-z_]+\b|\bNone\b|\bTrue\b|\bFalse\b|[\[\]×]|\(\)")
#: Where a line karlov can't play quotes its diagnostic (the compiler's own words).
REASON = re.compile(r"karlov can't play this (line|card) yet.*$")


def _abilities_text(explained: str) -> list[str]:
    """The ability lines of an explanation (the name and type lines are the card's own)."""
    lines = []
    for block in explained.strip("\n").split("\n\n"):
        lines += [REASON.sub("", line) for line in block.split("\n")[2:]]
    return lines


def _assert_english(explained: str, where: str) -> None:
    from test_golden_content import internal_names

    for line in _abilities_text(explained):
        found = INTERNAL.search(line) or internal_names().search(line)
        assert found is None, f"{where}: {found.group(0)!r} in {line!r}"


def test_the_checks_catch_a_structure_dump() -> None:
    """The check below fails on the old output (so it can fail)."""
    with pytest.raises(AssertionError):
        _assert_english("X\n  t\n  1. triggered\n     targets: first: 1 × creature", "old")
    with pytest.raises(AssertionError):
        _assert_english("X\n  t\n  1. exile it (as “m1”)", "old")
    with pytest.raises(AssertionError):
        _assert_english("X\n  t\n  1. put it into zone_owner", "old")


def test_every_bundled_card_is_explained_in_english() -> None:
    from karlov.compiler.library import bundled_library

    library = bundled_library()
    explained = 0
    for name in library.names():
        card = library.compiled(name).ir
        if card is None:
            continue
        text = Meaning().card(card)
        assert text.count("\n  ") >= 1
        _assert_english(text, name)
        explained += 1
    assert explained >= 200


#: Every how-many-th card of the pool is explained (about 450 cards, the same each run).
POOL_STRIDE = 40


def test_a_sample_of_the_pool_is_explained_in_english() -> None:
    """Pool cards as ``karlov explain`` prints them, partial ones included: each line that
    compiles in English, each that doesn't saying why."""
    from syntax.test_pool import pool_cards

    from karlov.compiler.library import CardLibrary
    from karlov.explain import explain_compiled
    from karlov.frontend.syntax import parse_file
    from karlov.importers import card_text

    records = pool_cards()[::POOL_STRIDE]
    partial = whole = 0
    for index, record in enumerate(records):
        card_file, diagnostics = parse_file(card_text(record), f"pool/{index}.card")
        if any(d.is_error for d in diagnostics) or not card_file.cards:
            continue
        library = CardLibrary.for_cards(card_file.cards)
        pairs = [(card, library.compiled(card.name)) for card in card_file.cards]
        text = explain_compiled(pairs)
        _assert_english(text, card_file.cards[0].name)
        for _, compiled in pairs:
            if compiled.ir is not None:
                whole += 1
            elif "karlov can't play this" in text:
                partial += 1
    # "partial" falls as the pool becomes playable (49 after session 40's casting permissions
    # made a sampled card whole): enough of them still to read the "can't play" lines
    # (39 after session 45's counters of every kind made another sampled card whole)
    assert whole >= 100 and partial >= 35, (whole, partial)
