"""Tokens created tapped, tapped and attacking, or attacking (CR 111.2, 110.5b, 508.4); several
tokens that are copies of one object (CR 707.2); a token that's a copy with one exception,
part of its copiable values (CR 707.9b). What the runtime can't play stays C001 at its span,
verbatim; near wordings are parse errors at their word. Played in
``tests/scenarios/tokens41f/``."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from karlov import ir
from tests.syntax.families import line_errors

from .lowering import abilities_of, c001_of, compile_text

_NO = "the rules runtime cannot execute this yet: "


def _effect(text: str, card_type: str = "Sorcery") -> ir.Effect:
    abilities = abilities_of(f"Probe {{2}}\n{card_type}\n{text}\n")
    (spell,) = [a for a in abilities if isinstance(a, ir.SpellAbility)]
    return spell.effect


def _action(text: str) -> ir.Action:
    effect = _effect(text)
    assert isinstance(effect, ir.Action)
    return effect


# ---- "create a tapped ... token" (CR 110.5b) -------------------------------------------------


def test_create_a_tapped_token() -> None:
    action = _action("Create a tapped 2/2 black Zombie creature token.")
    assert action.verb is ir.Verb.CREATE and action.tapped and not action.attacking
    assert action.amount == ir.Fixed(1)
    assert action.token is not None and action.token.characteristics is not None
    chars = action.token.characteristics
    assert (chars.power, chars.toughness, chars.colors, chars.subtypes) == (
        2,
        2,
        ("B",),
        ("Zombie",),
    )


def test_create_x_tapped_tokens_with_a_keyword() -> None:
    action = _action("Create X tapped 2/1 white and black Inkling creature tokens with flying.")
    assert action.tapped and isinstance(action.amount, ir.XValue)
    assert action.token is not None and action.token.characteristics is not None
    assert action.token.characteristics.abilities == (ir.KeywordName("flying"),)


def test_target_player_creates_tapped_tokens() -> None:
    action = _action("Target player creates two tapped 1/1 green Squirrel creature tokens.")
    assert action.tapped and action.amount == ir.Fixed(2)
    assert action.players is not None and action.players.who == "target"


def test_an_untapped_token_is_not_tapped() -> None:
    action = _action("Create a 2/2 black Zombie creature token.")
    assert not action.tapped and not action.attacking


# ---- "that's tapped and attacking" / "that's attacking" (CR 508.4) ---------------------------


@pytest.mark.parametrize(
    ("line", "n", "tapped"),
    [
        ("Create a 1/1 white Soldier creature token that's tapped and attacking.", 1, True),
        ("Create two 1/1 white Soldier creature tokens that are tapped and attacking.", 2, True),
        ("Create a 2/2 white Knight creature token with vigilance that's attacking.", 1, False),
    ],
)
def test_tokens_created_attacking(line: str, n: int, tapped: bool) -> None:
    action = _action(line)
    assert action.attacking and action.tapped is tapped and action.amount == ir.Fixed(n)


@pytest.mark.parametrize(
    ("line", "column", "words"),
    [
        ("Create a 1/1 white Soldier creature token that are tapped and attacking.", 43,
         "that are tapped and attacking"),
        ("Create two 1/1 white Soldier creature tokens that's tapped and attacking.", 46,
         "that's tapped and attacking"),
    ],
)  # fmt: skip
def test_the_relative_clause_agrees_with_the_number(line: str, column: int, words: str) -> None:
    found = [
        (d.message, d.span.column)
        for d in compile_text(f"Probe {{2}}\nSorcery\n{line}\n").diagnostics
        if d.code == "C001"
    ]
    assert found == [(_NO + f"'{words}' after this number of tokens", column)]


# ---- "Create two tokens that are copies of ..." (CR 707.2) -----------------------------------


def test_two_tokens_that_are_copies() -> None:
    action = _action("Create two tokens that are copies of target creature.")
    assert action.verb is ir.Verb.CREATE_COPY and action.amount == ir.Fixed(2)
    assert isinstance(action.objects, ir.TargetObjects)
    assert action.copy_changes is None


def test_one_token_that_are_copies_is_refused() -> None:
    text = "Probe {2}\nSorcery\nCreate a token that are copies of target creature.\n"
    assert c001_of(text) == [
        _NO + "'Create a token that are copies of target creature': one token is 'a token "
        "that's a copy'"
    ]


# ---- "..., except ..." (CR 707.9b) ------------------------------------------------------------


def test_copy_except_it_has_haste() -> None:
    action = _action(
        "Create a token that's a copy of target creature you control, except it has haste."
    )
    assert action.verb is ir.Verb.CREATE_COPY and not action.copy_in_addition
    assert action.copy_changes is not None
    assert action.copy_changes.abilities == (ir.KeywordName("haste"),)
    assert action.copy_changes.types == () and action.copy_changes.power is None


def test_copy_except_an_artifact_in_addition() -> None:
    action = _action(
        "Create a token that's a copy of target creature, except it's an artifact in addition "
        "to its other types."
    )
    assert action.copy_in_addition and action.copy_changes is not None
    assert action.copy_changes.types == ("artifact",)


def test_copy_except_a_four_four_black_zombie() -> None:
    action = _action(
        "Create a token that's a copy of target creature card in your graveyard, except it's a "
        "4/4 black Zombie."
    )
    assert not action.copy_in_addition and action.copy_changes is not None
    changes = action.copy_changes
    assert (changes.power, changes.toughness, changes.colors, changes.subtypes) == (
        4, 4, ("B",), ("Zombie",),
    )  # fmt: skip


@pytest.mark.parametrize(
    ("exception", "column", "message"),
    [
        ("it's an artifact.", 57, "a copy whose card types are replaced"),
        (
            'it has "Creatures you control get +1/+1 until end of turn."',
            97,
            "a duration in a static ability",
        ),
        ("it has this ability.", 57, "the copy exception 'it has this ability'"),
    ],
)
def test_refused_copy_exceptions(exception: str, column: int, message: str) -> None:
    line = f"Create a token that's a copy of target creature, except {exception}"
    found = [
        (d.message, d.span.column)
        for d in compile_text(f"Probe {{2}}\nSorcery\n{line}\n").diagnostics
        if d.code == "C001"
    ]
    assert found == [(_NO + message, column)]


# ---- near wordings are errors at their word ----------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Create a 2/2 black Zombie creature token tapped.",
        "Create a tapped token that's a copy of target creature.",
        "Create a token that's a copy of target creature, except its a 1/1.",
        "Create two tokens that is copies of target creature.",
        "Create two tokens that are copy of target creature.",
        "Create a 1/1 white Soldier creature token that's attacking and tapped.",
        "Target player creates two 1/1 green Squirrel creature tokens tapped.",
    ],
)
def test_near_wordings_are_errors(line: str) -> None:
    assert line_errors(line, "Sorcery") != []


@given(st.integers(min_value=2, max_value=9), st.booleans())
def test_any_number_of_tapped_tokens(n: int, attacking: bool) -> None:
    words = ["two", "three", "four", "five", "six", "seven", "eight", "nine"][n - 2]
    tail = " that are tapped and attacking" if attacking else ""
    tapped = "" if attacking else "tapped "
    action = _action(f"Create {words} {tapped}1/1 white Soldier creature tokens{tail}.")
    assert action.amount == ir.Fixed(n) and action.tapped and action.attacking is attacking


# ---- named tokens (CR 111.4) and predefined ones (CR 111.10) -----------------------------------


def test_a_token_named_in_the_text() -> None:
    action = _action("Create a 0/1 red Kobold creature token named Kobolds of Kher Keep.")
    assert action.token is not None and action.token.characteristics is not None
    chars = action.token.characteristics
    assert (chars.name, chars.subtypes, chars.power) == ("Kobolds of Kher Keep", ("Kobold",), 0)


def test_a_named_token_with_abilities_before_or_after_its_name() -> None:
    after = _action("Create a 0/1 green Wall creature token with defender named Wood.")
    before = _action("Create a 0/1 green Wall creature token named Wood with defender.")
    assert after.token == before.token
    assert after.token is not None and after.token.characteristics is not None
    assert after.token.characteristics.name == "Wood"
    assert after.token.characteristics.abilities == (ir.KeywordName("defender"),)


def test_a_token_is_named_for_its_subtypes_otherwise() -> None:
    action = _action("Create a 1/1 black and red Demon creature token.")
    assert action.token is not None and action.token.characteristics is not None
    assert action.token.characteristics.name == "Demon Token"  # CR 111.4: its subtypes plus "Token"


def test_a_tapped_predefined_token() -> None:
    action = _action("Create a tapped Treasure token.")
    assert action.tapped and action.token == ir.TokenDefinition(predefined="Treasure")


@pytest.mark.parametrize("token", ["Blood", "Gold"])
def test_blood_and_gold_are_predefined(token: str) -> None:
    action = _action(f"Create a {token} token.")
    assert action.token == ir.TokenDefinition(predefined=token)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("Create a Powerstone token.", "the predefined Powerstone token (CR 111.10)"),
        ("Create a tapped Powerstone token.", "the predefined Powerstone token (CR 111.10)"),
        ("Create a Map token.", "the predefined Map token (CR 111.10)"),
        ("Create a 1/1 Spirit token.", "a token with no card type (CR 111.4)"),
    ],
)
def test_tokens_without_a_card_type_are_refused(line: str, message: str) -> None:
    assert c001_of(f"Probe {{2}}\nSorcery\n{line}\n") == [_NO + message]


@pytest.mark.parametrize(
    "line",
    [
        "Create a 0/1 red Kobold creature token named.",
        "Create a 0/1 red Kobold creature token named kobolds.",
        "Create a 0/1 red Kobold creature token called Kobolds of Kher Keep.",
    ],
)
def test_named_token_near_wordings_are_errors(line: str) -> None:
    assert line_errors(line, "Sorcery") != []
