"""Word forms shared by the grammar generator, the checks and the compiler: plurals, number
words, card types.

``tools/gen_subtypes.py`` writes every subtype of CR 205.3 and its plural into the grammar
with :func:`plural`; the compiler maps a plural it meets in card text back to the subtype with
:func:`singular`, so both sides agree by construction.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

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
def _subtype_forms() -> dict[str, str]:
    """Every subtype form the grammar accepts, mapped to its singular."""
    text = (Path(__file__).parent / "grammar" / "subtypes.lark").read_text("utf-8")
    forms: set[str] = set()
    for body in re.findall(r"/\(\?:(.*?)\)\(\?!", text):
        forms.update(word.replace("\\", "") for word in body.split("|"))
    mapping = {form: form for form in forms}
    for form in forms:
        mapping[plural(form)] = form
    return mapping


@cache
def creature_types() -> frozenset[str]:
    """Every creature type of CR 205.3m, lower case (as the runtime keeps subtypes)."""
    text = (Path(__file__).parent / "grammar" / "subtypes.lark").read_text("utf-8")
    body = re.search(r"^CREATURE_TYPE: /\(\?:(.*?)\)\(\?!", text, re.M)
    assert body is not None
    return frozenset(singular(w.replace("\\", "")).lower() for w in body.group(1).split("|"))


def singular(subtype: str) -> str:
    """``"Detectives"`` → ``"Detective"``; a singular subtype is returned as it is."""
    forms = _subtype_forms()
    if subtype in forms:
        return forms[subtype]
    return subtype


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
