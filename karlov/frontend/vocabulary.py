"""Turning parser terminals into words an author understands, and did-you-mean.

Syntax errors never show raw terminal names (STYLE.md, Jinja): a set of expected terminals is
described by the phrase it starts ("a condition, such as 'You control three or more
artifacts'") or by a short list of example words. Near misses of the vocabulary ("tree" for
"three") are found with difflib against every word the grammar knows.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import lark

from .words import subtype_forms

# Phrases recognised by the last token before the error: what must come next, in words.
CONTEXT_AFTER = {
    "TO_SOLVE": "an em dash '—' and a condition",
    "SOLVED": "an em dash '—' and an ability",
}
CONTEXT_AFTER_DASH = {
    "TO_SOLVE": "a condition, such as 'You control three or more artifacts'",
    "SOLVED": "an ability, such as 'Creatures you control get +1/+0.'",
}
TERMINAL_WORDS = {
    "NUMBER": "a number",
    "NUMBER_WORD": "a number word such as 'three'",
    "SELF_NAME": "the card's name",
    "OTHER_CARD_NAME": "a card name",
    "PT": "power/toughness such as '2/2'",
    "PT_MOD": "a modifier such as '+1/+1'",
    "CARD_TYPE": "a card type such as 'creature'",
    "SUPERTYPE": "a supertype such as 'legendary'",
    "COLOR": "a color such as 'black'",
    "TYPE_CONT": "'and' or 'or' and a card type",
    "KEYWORD": "a keyword ability such as 'flying'",
    "KEYWORD_CONT": "another keyword ability",
    "ZONE_WORD": "a zone such as 'graveyard'",
    "ZONE_CONT": "another zone",
    "MANA_SYMBOL": "a mana symbol such as '{2}' or '{T}'",
    "EM_DASH": "an em dash '—'",
    "CREATURE_TYPE": "a creature type such as 'Detective'",
    "ARTIFACT_TYPE": "an artifact type such as 'Clue'",
    "ENCHANTMENT_TYPE": "an enchantment type such as 'Case'",
    "LAND_TYPE": "a land type such as 'Forest'",
    "SPELL_TYPE": "a spell type",
    "PLANESWALKER_TYPE": "a planeswalker type",
    "NOUN": "'card', 'spell', 'permanent' or 'token'",
    "CARD_NAME": "the card's name",
    "STEP_NAME": "a step such as 'upkeep' or 'end step'",
    "WHEN": "'when' or 'whenever'",
    "ENTER_VERB": "'enters'",
    "CONTROL_VERB": "'control'",
    "DEAL": "'deals'",
    "GAIN": "'gain'",
    "GET": "'gets'",
    "HAVE": "'has' or 'have'",
    "DRAW": "'draw'",
    "DISCARD": "'discard'",
    "MILL": "'mill'",
    "LOSE": "'lose'",
    "BECOME": "'becomes'",
    "COUNTER_NOUN": "'counter'",
    "PERFECT": "'you've'",
    "TO_SOLVE": "'To solve'",
    "SOLVED": "'Solved'",
    "COST_SACRIFICE": "'Sacrifice'",
    "COST_DISCARD": "'Discard'",
    "THEN": "'then'",
    "$END": "the end of the line",
}
_PUNCTUATION = {
    ".": "a period '.'",
    ",": "a comma ','",
    ":": "a colon ':'",
    '"': "a quotation mark",
    "(": "'('",
    ")": "')'",
    "—": "an em dash '—'",
}
MAX_LISTED = 6


def _terminal_text(parser: lark.Lark, name: str) -> str | None:
    terminal = parser.get_terminal(name) if name in _terminal_names(parser) else None
    if terminal is None or terminal.pattern.type != "str":
        return None
    return terminal.pattern.value


@cache
def _terminal_names(parser: lark.Lark) -> frozenset[str]:
    return frozenset(t.name for t in parser.terminals)


def _word_for(parser: lark.Lark, name: str) -> str:
    if name in TERMINAL_WORDS:
        return TERMINAL_WORDS[name]
    text = _terminal_text(parser, name)
    if text is None:
        return name.lower().replace("_", " ")
    return _PUNCTUATION.get(text, f"'{text}'")


def describe_expected(expected: Iterable[str], parser: lark.Lark, previous: list[str]) -> str:
    """What the parser wanted next, in words, most helpful phrasing first."""
    expected = set(expected)
    if previous:
        last = previous[-1]
        before = previous[-2] if len(previous) > 1 else ""
        if last == "EM_DASH" and before in CONTEXT_AFTER_DASH:
            return CONTEXT_AFTER_DASH[before]
        if last in CONTEXT_AFTER and "EM_DASH" in expected:
            return CONTEXT_AFTER[last]
        if last == "WHEN":
            return "an event, such as 'this Case enters'"
        if last == "COLON":
            return "an effect, such as 'Draw a card.'"
    words = sorted({_word_for(parser, name) for name in expected})
    if not words:
        return "nothing more"
    if len(words) > MAX_LISTED:
        summary = _summarize(expected)
        if summary:
            return summary
        shown = ", ".join(words[:MAX_LISTED])
        # No count: it would change with every word the grammar learns.
        return f"one of {shown}, or another word that can stand here"
    if len(words) == 1:
        return words[0]
    return "one of " + ", ".join(words[:-1]) + " or " + words[-1]


# When many words could stand at the error, the first few in alphabetical order say little
# ("'a', 'add', 'all', ..."): name what kinds of thing may stand there instead.
_ABILITY_STARTS = {"TO_SOLVE", "SOLVED", "KEYWORD", "WHEN"}
_EFFECT_VERBS = {"DRAW", "EXILE", "CREATE", "DESTROY", "RETURN", "SEARCH", "PUT", "TAP"}
_QUALITIES = {"CARD_TYPE", "CREATURE_TYPE", "COLOR", "SUPERTYPE", "TAPPED", "ATTACKING"}


def _summarize(expected: set[str]) -> str | None:
    names = {str(name) for name in expected}
    phrases = []
    if len(names & _ABILITY_STARTS) >= 2:
        phrases.append("the start of an ability, such as 'When this Case enters, ...'")
    elif len(names & _EFFECT_VERBS) >= 3:
        phrases.append("an effect, such as 'draw a card'")
    elif len(names & _QUALITIES) >= 3:
        phrases.append("a card type, subtype or quality, such as 'creature' or 'Detective'")
    else:
        return None
    if "LPAR" in names:
        phrases.append("reminder text in parentheses")
    return ", or ".join(phrases)


def _pattern_words(name: str, body: str) -> list[str]:
    """The words a regex terminal matches: a subtype's listed forms, else the pattern's
    alternatives that read as words."""
    if name in subtype_forms():
        return list(subtype_forms()[name])
    return [w.strip() for w in _WORDS_IN_PATTERN.findall(body)]


_WORDS_IN_PATTERN = re.compile(r"[A-Za-z][A-Za-z' ]{2,}")


@cache
def _vocabulary(parser: lark.Lark) -> tuple[str, ...]:
    words: set[str] = set()
    for terminal in parser.terminals:
        if terminal.pattern.type == "str":
            words.add(terminal.pattern.value)
        elif terminal.name in subtype_forms():
            # The creature types are too many to suggest from anywhere (as before: only
            # where a creature type is expected); the shorter lists are suggested anywhere.
            forms = subtype_forms()[terminal.name]
            if sum(len(f) + 1 for f in forms) < 4000:
                words.update(forms)
        else:
            body = terminal.pattern.value
            if len(body) < 4000:
                for alternative in _WORDS_IN_PATTERN.findall(body):
                    if not alternative.startswith(("non", "w'")):
                        words.add(alternative.strip())
    return tuple(sorted(w for w in words if len(w) > 1))


@cache
def _terminal_vocabulary(parser: lark.Lark, name: str) -> tuple[str, ...]:
    terminal = parser.get_terminal(name)
    if terminal.pattern.type == "str":
        return (terminal.pattern.value,)
    return tuple(_pattern_words(name, terminal.pattern.value))


def did_you_mean(word: str, expected: Iterable[str], parser: lark.Lark) -> str | None:
    """The closest word the grammar would accept here, or anywhere, if one is close enough."""
    lowered = word.lower()
    if len(lowered) < 2 or not re.match(r"[a-z]", lowered):
        return None
    candidates: list[str] = []
    names = _terminal_names(parser)
    for name in expected:
        if name in names:
            candidates.extend(_terminal_vocabulary(parser, name))
    for pool in (candidates, _vocabulary(parser)):
        lowered_pool = {c.lower(): c for c in pool}
        match = difflib.get_close_matches(lowered, list(lowered_pool), n=1, cutoff=0.75)
        if match and match[0] != lowered:
            found = lowered_pool[match[0]]
            return found[0].upper() + found[1:] if word[:1].isupper() else found
    return None
