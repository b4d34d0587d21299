"""Property tests: the front end never crashes on damaged text, and generated cards round-trip."""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import karlov
from karlov import CardError, Diagnostic
from karlov.frontend.renderer import render_file
from karlov.frontend.syntax import parse_file

ROOT = Path(__file__).resolve().parents[2]
TEXTS = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "karlov" / "cards").rglob("*.card"))]
CODE = re.compile(r"^[EWKC]\d{3}$")
SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# ---- (a) mutated real card texts -----------------------------------------------------------

NASTY = st.sampled_from(
    [
        "—",
        "–",
        "-",
        "--",
        '"',
        "{",
        "}",
        "{R",
        "{r}",
        "(",
        ")",
        ":",
        ".",
        ",",
        "~",
        "\x00",
        "\x1b[31m",
        "\t",
        "\r",
        "\x0b",
        "\x0c",
        "\u2028",
        "\u200b",
        "\ufeff",
        "’",
        "🂡",
        "To solve —",
        "Solved —",
        "Solve —",
        "this Case",
        "#",
        "\n",
        "\n\n",
    ]
)
INSERT = st.one_of(NASTY, st.text(min_size=1, max_size=4))


@st.composite
def mutated_texts(draw: st.DrawFn) -> str:
    text = draw(st.sampled_from(TEXTS))
    for _ in range(draw(st.integers(1, 4))):
        tokens = re.split(r"(\s+)", text)
        words = [i for i, t in enumerate(tokens) if t and not t.isspace()]
        op = draw(st.sampled_from(["delete", "swap", "duplicate", "insert", "truncate"]))
        if op == "delete" and words:
            del tokens[draw(st.sampled_from(words))]
        elif op == "swap" and len(words) > 1:
            i, j = draw(st.sampled_from(words)), draw(st.sampled_from(words))
            tokens[i], tokens[j] = tokens[j], tokens[i]
        elif op == "duplicate" and words:
            i = draw(st.sampled_from(words))
            tokens.insert(i, tokens[i] + " ")
        elif op == "insert":
            at = draw(st.integers(0, len(text)))
            text = text[:at] + draw(INSERT) + text[at:]
            continue
        elif op == "truncate":
            lines = text.split("\n")
            k = draw(st.integers(0, len(lines) - 1))
            lines[k] = lines[k][: draw(st.integers(0, len(lines[k])))]
            text = "\n".join(lines)
            continue
        text = "".join(tokens)
    return text


def _assert_well_formed(diagnostics: object, text: str) -> None:
    assert isinstance(diagnostics, list)
    line_count = max(len(text.splitlines()), 1)
    for d in diagnostics:
        assert isinstance(d, Diagnostic)
        assert CODE.match(d.code), d.code
        span = d.span
        assert 1 <= span.line <= span.end_line <= line_count, (span, line_count)
        assert span.column >= 1
        if span.line == span.end_line:
            assert span.end_column >= span.column, span
        assert d.message
        d.render()  # never raises


@SETTINGS
@given(mutated_texts())
def test_check_never_raises_on_mutated_cards(text: str) -> None:
    diagnostics = karlov.check(text, "m.card")
    _assert_well_formed(diagnostics, text)


@SETTINGS
@given(mutated_texts())
def test_parse_raises_only_card_error(text: str) -> None:
    try:
        cards = karlov.parse(text, "m.card")
    except CardError as error:
        assert error.diagnostics
        assert all(d.is_error for d in error.diagnostics)
        _assert_well_formed(error.diagnostics, text)
    else:
        assert isinstance(cards, list)


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=200))
def test_check_never_raises_on_arbitrary_text(text: str) -> None:
    _assert_well_formed(karlov.check(text, "a.card"), text)


# ---- (b) generated valid cards round-trip --------------------------------------------------

NUMBER_WORDS = ["two", "three", "four", "five", "six", "seven", "eight", "ten", "fifteen"]
PERMANENT_PLURALS = ["artifacts", "creatures", "lands", "enchantments", "Detectives", "Clues"]
REMINDER = " (If unsolved, solve at the beginning of your end step.)"

conditions = st.one_of(
    st.builds(
        "You control {} or more {}.".format,
        st.sampled_from(NUMBER_WORDS),
        st.sampled_from(PERMANENT_PLURALS),
    ),
    st.builds(
        "{} or more creatures attacked this turn.".format,
        st.sampled_from(["Two", "Three", "Four", "Five"]),
    ),
    st.builds("You've gained {} or more life this turn.".format, st.integers(1, 20)),
    st.builds(
        "There are {} or more cards in your graveyard.".format, st.sampled_from(NUMBER_WORDS)
    ),
    st.builds("Creatures you control have total power {} or greater.".format, st.integers(1, 30)),
    st.just("You have no cards in hand."),
)
effects = st.one_of(
    st.just("draw a card"),
    st.builds("draw {} cards".format, st.sampled_from(["two", "three"])),
    st.builds("you gain {} life".format, st.integers(1, 9)),
    st.just("investigate"),
    st.builds("surveil {}".format, st.integers(1, 3)),
    st.builds("it deals {} damage to any target".format, st.integers(1, 5)),
    st.just("put a +1/+1 counter on target creature you control"),
)
keywords = st.sampled_from(
    ["flying", "vigilance", "trample", "lifelink", "deathtouch", "double strike", "menace"]
)
pt_mods = st.builds("+{}/+{}".format, st.integers(0, 3), st.integers(0, 3))
first_abilities = st.one_of(
    st.builds("When this Case enters, {}.".format, effects),
    st.builds("At the beginning of your upkeep, {}.".format, effects),
    st.builds("Whenever a creature you control enters, {}.".format, effects),
)


def _capitalized(sentence: str) -> str:
    return sentence[0].upper() + sentence[1:]


solved_abilities = st.one_of(
    st.builds("Creatures you control get {}.".format, pt_mods),
    st.builds(lambda e: f"At the beginning of your upkeep, {e}.", effects),
    st.builds(lambda e: f"Sacrifice this Case: {_capitalized(e)}.", effects),
    st.builds(
        "Creatures you control get {} and gain {} until end of turn.".format, pt_mods, keywords
    ),
)
colors = st.sampled_from(["W", "U", "B", "R", "G"])


@st.composite
def case_cards(draw: st.DrawFn) -> str:
    generic = draw(st.integers(0, 4))
    symbols = [str(generic)] if generic else []
    symbols += draw(st.lists(colors, min_size=1, max_size=2))
    cost = "".join(f"{{{symbol}}}" for symbol in symbols)
    name = "Case of the " + draw(st.sampled_from(["Lost Key", "Red Herring", "Open Door"]))
    lines = [f"{name} {cost}", "Enchantment — Case"]
    lines.append(draw(first_abilities))
    lines.append(f"To solve — {draw(conditions)}{REMINDER}")
    lines.append(f"Solved — {draw(solved_abilities)}")
    return "\n".join(lines) + "\n"


@settings(max_examples=50, deadline=None)
@given(case_cards())
def test_generated_cards_round_trip(text: str) -> None:
    file, diagnostics = parse_file(text, "g.card")
    assert [d.render() for d in diagnostics] == []
    assert len(file.cards[0].abilities) == 3
    rendered = render_file(file)
    again, more = parse_file(rendered, "g.card")
    assert [d.render() for d in more] == []
    assert again == file
    assert render_file(again) == rendered
