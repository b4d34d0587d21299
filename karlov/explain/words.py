"""English words for the meaning renderer: articles, plurals, numbers, counts."""

from __future__ import annotations

from ..frontend.words import NUMBER_WORDS

__all__ = [
    "article",
    "capitalize",
    "join_or",
    "number_word",
    "ordinal_word",
    "plural",
    "words",
]

_NUMBERS = tuple(NUMBER_WORDS[:11])  # "zero" to "ten"; larger numbers in digits
_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")
#: Nouns whose plural is not made by a rule below (creature types and game words).
_IRREGULAR = {
    "elf": "elves",
    "dwarf": "dwarves",
    "wolf": "wolves",
    "werewolf": "werewolves",
    "mouse": "mice",
    "ox": "oxen",
    "plains": "plains",
    "merfolk": "merfolk",
    "sheep": "sheep",
    "fish": "fish",
    "kor": "kor",
    "moonfolk": "moonfolk",
    "kithkin": "kithkin",
    "phyrexian": "phyrexians",
    "lens": "lenses",
    "sphinx": "sphinxes",
    "octopus": "octopuses",
    "cyclops": "cyclopes",
    "pegasus": "pegasi",
    "djinn": "djinn",
    "efreet": "efreet",
    "treefolk": "treefolk",
    "homunculus": "homunculi",
}


def words(token: str) -> str:
    """An IR vocabulary word in plain terms: ``deal_damage`` -> ``deal damage``."""
    return token.replace("_", " ")


def number_word(n: int) -> str:
    """``2`` -> ``two`` (up to ten, as card text spells them), else digits."""
    return _NUMBERS[n] if 0 <= n < len(_NUMBERS) else str(n)


def ordinal_word(n: int) -> str:
    """``1`` -> ``first``."""
    return _ORDINALS[n - 1] if 1 <= n <= len(_ORDINALS) else f"{n}th"


def article(phrase: str) -> str:
    """``a`` or ``an`` before ``phrase``, by its first sound (``an artifact``, ``a +1/+1``)."""
    first = phrase.lstrip("“\"'(").lower()
    if first.startswith(("one", "uni", "use", "eu")):
        return "a"
    if first.startswith(("hour", "honor", "honest", "heir")):  # a silent h: "an hourglass"
        return "an"
    if first[:1] in ("8",) or (first[:1] in "aeiou" and first[:1] != ""):
        return "an"
    return "a"


def plural(noun: str) -> str:
    """The plural of one noun, keeping its capital: ``Sorcery`` -> ``Sorceries``."""
    if not noun:
        return noun
    low = noun.lower()
    if low in _IRREGULAR:
        out = _IRREGULAR[low]
    elif low.endswith("y") and low[-2:-1] not in ("a", "e", "i", "o", "u"):
        out = low[:-1] + "ies"
    elif low.endswith(("s", "x", "ch", "sh", "z")):
        out = low + "es"
    elif low.endswith("f") and not low.endswith("ff"):
        out = low[:-1] + "ves"
    else:
        out = low + "s"
    return out[0].upper() + out[1:] if noun[0].isupper() else out


def join_or(items: list[str], conjunction: str = "or") -> str:
    """``a, b, or c`` (with a serial comma for three or more)."""
    if len(items) <= 1:
        return "".join(items)
    if len(items) == 2:
        return f"{items[0]} {conjunction} {items[1]}"
    return ", ".join(items[:-1]) + f", {conjunction} {items[-1]}"


def capitalize(text: str) -> str:
    """The first letter up (``when ...`` -> ``When ...``), the rest untouched."""
    return text[:1].upper() + text[1:]
