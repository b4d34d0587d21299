"""Session 41 (mana phrases): "Add {W}, {U}, or {B}." and "Add {B}{B}, {B}{R}, or {R}{R}." (one
of three or more, CR 106.1a), "Add three mana in any combination of {R} and/or {G}." (each mana
one of the two colors, CR 106.1a), "Add an amount of {G} equal to ..." (CR 106.1, 608.2h) and
"If ..., rather than pay this spell's mana cost, you may ..." (CR 118.9): each read where it
plays, refused (C001 at its span) where the runtime can't play what it says, and an error (E001
at its word) where the wording is not Oracle's."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

import karlov
from karlov import ir

from .families import card_errors, card_text, refusals

LAND = "Land"
CREATURE = "Creature — Human Druid"

#: (line, card type, where C001 must stand: the column of the part the runtime cannot play,
#: or None where the line plays).
READ = [
    ("{T}: Add {W}, {U}, or {B}.", LAND, None),
    ("{T}: Add {G}, {W}, or {U}.", CREATURE, None),
    ("{T}: Add {W}, {U}, {B}, {R}, or {G}.", LAND, None),
    ("{B/R}, {T}: Add {B}{B}, {B}{R}, or {R}{R}.", LAND, None),
    ("Add {U}, {R}, or {W}. Draw a card.", "Instant", None),
    (
        "{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}.",
        CREATURE,
        None,
    ),
    ("Add two mana in any combination of {W} and/or {B}.", "Instant", None),
    ("{T}: Add an amount of {G} equal to your devotion to green.", CREATURE, None),
    ("Add an amount of {B} equal to the number of creatures you control.", "Instant", None),
    # an amount of two symbols at once is not one kind of mana counted
    ("{T}: Add an amount of {G}{G} equal to your devotion to green.", CREATURE, 23),
    # triggered mana abilities (CR 106.12a, 605.1b, 605.4a) and triggers on tapping for mana
    (
        "Whenever enchanted land is tapped for mana, its controller adds an additional {G}.",
        "Enchantment — Aura",
        None,
    ),
    (
        "Whenever enchanted land is tapped for mana, its controller adds an additional two mana "
        "in any combination of colors.",
        "Enchantment — Aura",
        None,
    ),
    (
        "Whenever a Forest is tapped for mana, its controller adds an additional {G}.",
        "Artifact",
        None,
    ),
    ("Whenever you tap a Swamp for mana, add an additional {B}.", CREATURE, None),
    (
        "Whenever a player taps a land for mana, that player adds one mana of any type that "
        "land produced.",
        "Enchantment",
        None,
    ),
    (
        "Whenever a player taps a nonbasic land for mana, Test Card deals 1 damage to that player.",
        "Enchantment",
        None,
    ),
    # the chosen color of the Aura's own choice is not read in a triggered mana ability
    (
        "Whenever enchanted land is tapped for mana, its controller adds an additional one "
        "mana of the chosen color.",
        "Enchantment — Aura",
        60,
    ),
    # "that land produced" with no land tapped for mana names nothing
    ("Whenever a creature dies, add one mana of any type that land produced.", CREATURE, 27),
    # X mana chosen one by one (CR 106.1a, 107.3)
    (
        "{1}, Remove X storage counters from Test Card: Add X mana in any combination of {W} "
        "and/or {U}.",
        LAND,
        None,
    ),
    ("{5}, {T}: Add five mana in any combination of colors.", LAND, None),
    # "X can't be 0." (CR 107.3): read, and refused where the runtime would let X be 0
    ("{X}{U}: Target player mills X cards. X can't be 0.", CREATURE, 38),
    ("Suspend X—{X}{3}{U}. X can't be 0.", CREATURE, 1),
    # "Add {R} or one mana of the chosen color" with no color chosen as it entered
    ("{T}: Add {R} or one mana of the chosen color.", LAND, 6),
    # an alternative cost written before the one who pays it (CR 118.9); another player gaining
    # life as a cost is not a cost the runtime pays
    (
        "If you control a Forest, rather than pay this spell's mana cost, you may have each "
        "other player gain 6 life.",
        "Instant",
        74,
    ),
]


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


#: (line, card type, the wrong word E001 stands at)
NEAR_MISSES = [
    # Oracle's list of three has the serial comma before "or"
    ("{T}: Add {W}, {U} or {B}.", LAND, "{U}"),
    # ... and an "or" before its last item
    ("{T}: Add {W}, {U}, {B}.", LAND, "{U},"),
    ("{T}: Add {W}, {U}, and {B}.", LAND, "{U},"),
    # a combination is of "{R} and/or {G}", never "{R} or {G}" or "{R} and {G}"
    ("{T}: Add three mana in any combination of {R} or {G}.", CREATURE, "or"),
    ("{T}: Add three mana in any combination of {R} and {G}.", CREATURE, "and"),
    # a land "is tapped for mana"; it never "taps for mana" by itself
    ("Whenever enchanted land taps for mana, draw a card.", "Enchantment — Aura", "taps"),
    # "adds an additional {G}", never "adds additional {G}"
    (
        "Whenever enchanted land is tapped for mana, its controller adds additional {G}.",
        "Enchantment — Aura",
        "additional",
    ),
    # "X can't be 0", never another number (CR 107.3)
    ("{X}{U}: Target player mills X cards. X can't be 1.", CREATURE, "can't"),
    # a color other than one color, named
    ("As Test Card enters, choose a color other than creature.", LAND, "creature."),
    # "or one mana of the chosen color", not "or the chosen color"
    ("{T}: Add {R} or the chosen color.", LAND, "the"),
    # "an amount of {G} equal to", not "an amount of {G} equals"
    ("{T}: Add an amount of {G} equals your devotion to green.", CREATURE, "equals"),
]


@pytest.mark.parametrize(("line", "card_type", "word"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, card_type: str, word: str) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, card_type) == [("E001", column)]


def _mana_ability(line: str, card_type: str = LAND) -> ir.ManaAbility:
    (card,) = karlov.parse(card_text(line, card_type))
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (ability,) = [a for a in compiled.ir.abilities if isinstance(a, ir.ManaAbility)]
    return ability


@given(
    st.lists(
        st.sampled_from(["W", "U", "B", "R", "G", "C", "WW", "UB", "RG"]), min_size=3, max_size=5
    )
)
def test_the_options_are_the_listed_mana_in_order(options: list[str]) -> None:
    """ "Add {W}, {U}, or {B}." adds exactly one of the listed mana (CR 106.1a)."""
    written = ["".join(f"{{{c}}}" for c in option) for option in options]
    line = "{T}: Add " + ", ".join(written[:-1]) + ", or " + written[-1] + "."
    assert _mana_ability(line).produces == tuple(options)


@given(
    st.integers(min_value=1, max_value=4), st.sampled_from(list(itertools.combinations("WUBRG", 2)))
)
def test_a_combination_of_two_colors_is_every_mix_of_that_many(
    n: int, pair: tuple[str, str]
) -> None:
    """ "Add N mana in any combination of {R} and/or {G}": N mana, each one of the two colors
    (CR 106.1a) -- N+1 mixes, none of another color."""
    word = ["one", "two", "three", "four"][n - 1]
    line = f"{{T}}: Add {word} mana in any combination of {{{pair[0]}}} and/or {{{pair[1]}}}."
    produced = _mana_ability(line).produces
    assert len(produced) == n + 1
    assert all(len(option) == n and set(option) <= set(pair) for option in produced)
    assert {option.count(pair[0]) for option in produced} == set(range(n + 1))


def test_an_amount_equal_to_devotion_is_counted_as_it_resolves() -> None:
    """ "Add an amount of {G} equal to your devotion to green." (CR 700.5, 608.2h): {G}, that
    many times -- an effect, not a fixed list of mana."""
    (card,) = karlov.parse(
        card_text("{T}: Add an amount of {G} equal to your devotion to green.", CREATURE)
    )
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    adds = [
        e
        for a in compiled.ir.abilities
        if isinstance(a, ir.ActivatedAbility)
        for e in ([a.effect] if not isinstance(a.effect, ir.Sequence) else a.effect.steps)
        if isinstance(e, ir.AddMana)
    ]
    (add,) = adds
    assert add.options == ("G",)
    assert add.amount is not None and not isinstance(add.amount, ir.Fixed)


THRIVING = (
    "Test Land\nLand\nTest Land enters tapped.\nAs Test Land enters, choose a color other than "
    "{color}.\n{{T}}: Add {{{letter}}} or one mana of the chosen color.\n"
)


@pytest.mark.parametrize("color", ["white", "blue", "black", "red", "green"])
def test_a_color_other_than_one_is_excluded_and_the_mana_is_either(color: str) -> None:
    """Thriving Bluff: the choice as it enters excludes the named color (CR 614.12); the
    mana ability adds that color's mana or one of the chosen color (CR 106.1a, 607.2a)."""
    letter = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}[color]
    (card,) = karlov.parse(THRIVING.format(color=color, letter=letter))
    compiled = karlov.compile_card(card)
    assert compiled.ir is not None
    (static,) = [
        a
        for a in compiled.ir.abilities
        if isinstance(a, ir.StaticAbility) and a.enters_choosing is not None
    ]
    assert static.enters_choosing is not None
    assert static.enters_choosing.choice == "color"
    assert static.enters_choosing.other_than == letter
    (mana,) = [a for a in compiled.ir.abilities if isinstance(a, ir.ManaAbility)]
    assert mana.produces == (letter,) and mana.or_chosen_color and not mana.of_chosen_color
