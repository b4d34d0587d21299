"""Word forms shared by the grammar generator, the checks and the compiler: plurals, number
words, card types.

``tools/gen_subtypes.py`` writes every subtype of CR 205.3 and its plural into the grammar
with :func:`plural`; the compiler maps a plural it meets in card text back to the subtype with
:func:`singular`, so both sides agree by construction.
"""

from __future__ import annotations

import re
from functools import cache

from ..subtypes import BY_TERMINAL

IRREGULAR_PLURALS = {
    "Elf": "Elves",
    "Dwarf": "Dwarves",
    "Wolf": "Wolves",
    "Werewolf": "Werewolves",
    "Mouse": "Mice",
    "Ox": "Oxen",
    "Homunculus": "Homunculi",
    "Fungus": "Fungi",
}
INVARIANT_PLURALS = frozenset(
    {
        # "Other Aetherborn you control", "Equipment named ..." (Oracle's plurals)
        "Aetherborn",
        "Graveborn",
        "Equipment",
        "Fish",
        "Sheep",
        "Merfolk",
        "Moonfolk",
        "Treefolk",
        "Kithkin",
        "Cyclops",
        "Djinn",
        "Samurai",
        "Plains",
        "Aurochs",
        "Custodes",
        "Astartes",
        "Qu",
        "Sand",
        "Urza’s",
    }
)

NUMBER_WORDS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
]

CARD_TYPE_SINGULAR = {"sorceries": "sorcery"}

COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
#: The five colors (CR 105.1), in WUBRG order: "all colors", "each color" (CR 105.2, 702.16h).
ALL_COLOR_LETTERS = tuple(COLOR_LETTERS.values())


def plural(word: str) -> str:
    """The plural of a subtype as card text writes it ("Detectives", "Elves", "Allies")."""
    if word in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[word]
    if word in INVARIANT_PLURALS:
        return word
    if re.search(r"(s|x|ch|sh)$", word):
        return word + "es"
    if re.search(r"[^aeiou]y$", word):
        return word[:-1] + "ies"
    return word + "s"


@cache
def subtype_forms() -> dict[str, tuple[str, ...]]:
    """Every subtype terminal's words, singular and plural, longest first: the alternatives
    of ``grammar/subtypes.lark``, which ``tools/gen_subtypes.py`` writes from this."""
    forms: dict[str, tuple[str, ...]] = {}
    for terminal, names in BY_TERMINAL.items():
        words = {form for name in names for form in (name, plural(name))}
        # "If you control an Urza's Power-Plant": Oracle's rules text writes the apostrophe
        # of "Urza’s" (CR 205.3i) straight where the type line has it curly
        words |= {form.replace("’", "'") for form in words}
        forms[terminal] = tuple(sorted(words, key=lambda form: (-len(form), form)))
    return forms


@cache
def _singulars() -> dict[str, str]:
    """Every subtype form the grammar accepts, mapped to its singular."""
    words = {word for forms in subtype_forms().values() for word in forms}
    mapping = {word: word for word in words}
    for word in words:
        mapping[plural(word)] = word
    for word in words:  # "Urza's" is the subtype "Urza’s"
        if "'" in word:
            mapping[word] = mapping[word.replace("'", "’")]
    return mapping


@cache
def creature_types() -> frozenset[str]:
    """Every creature type of CR 205.3m, lower case (as the runtime keeps subtypes)."""
    return frozenset(singular(word).lower() for word in subtype_forms()["CREATURE_TYPE"])


def singular(subtype: str) -> str:
    """``"Detectives"`` → ``"Detective"``; a singular subtype is returned as it is."""
    return _singulars().get(subtype, subtype)


def card_type(word: str) -> tuple[bool, str]:
    """``"noncreature"`` → ``(True, "creature")``; ``"artifacts"`` → ``(False, "artifact")``."""
    word = word.lower()
    negated = word.startswith("non")
    if negated:
        word = word[3:].lstrip("-")
    if word in CARD_TYPE_SINGULAR:
        return negated, CARD_TYPE_SINGULAR[word]
    if word.endswith("s"):
        word = word[:-1]
    return negated, word


def number(word: str) -> int:
    """A number word or digits as an integer."""
    word = word.lower()
    if word.isdigit():
        return int(word)
    return NUMBER_WORDS.index(word)


#: Durations named in quotes as words, not sentences: '"this turn" and "until end of turn"
#: effects end' (the reminder of "End the turn.", CR 724.1); fmt and W105 do not capitalize them.
QUOTED_DURATIONS = frozenset({"this turn", "until end of turn"})
