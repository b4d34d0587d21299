"""Completion: the words the LALR parser accepts at the cursor.

The parser is run over the text before the word being typed and stopped where that word
starts (:meth:`karlov.frontend.driver.ASTBuilder.expected_at`); the terminals its state
accepts there are turned into the words they match (:func:`karlov.frontend.vocabulary.
terminal_words`): keywords, card types and subtypes, counter names, "target", … So completion
offers exactly what would parse, and a word the grammar learns is offered without a change
here. "To solve —" and "Solved —" come as snippets where the parser accepts them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from karlov.frontend.syntax import ability_builder, frame_builder, tilde_names
from karlov.frontend.vocabulary import TERMINAL_WORDS, terminal_words

__all__ = ["Suggestion", "line_role", "suggestions"]

#: A character no terminal starts with: the parser stops on it where the cursor's word starts.
_STOP = "\uffff"
_WORD_CHAR = re.compile(r"[\w'’+/-]")
#: After these, Oracle text starts a sentence with a capital letter.
_SENTENCE_ENDS = (".", "—", ":", '"', "•")

#: Terminals whose words are types (card types, supertypes, subtypes) and keyword abilities.
_TYPES = frozenset(
    {
        "CARD_TYPE",
        "SUPERTYPE",
        "CREATURE_TYPE",
        "ARTIFACT_TYPE",
        "ENCHANTMENT_TYPE",
        "LAND_TYPE",
        "SPELL_TYPE",
        "PLANESWALKER_TYPE",
        "BATTLE_TYPE",
    }
)
_KEYWORDS = frozenset({"KEYWORD", "KEYWORD_CONT", "ABILITY_WORD", "OR_KEYWORD"})

#: The Case keywords (CR 702.169) as snippets: the dash is the em dash Oracle prints.
SNIPPETS = {
    "TO_SOLVE": ("To solve —", "To solve — ${1:condition}."),
    "SOLVED": ("Solved —", "Solved — ${1:ability}"),
}


@dataclass(frozen=True, slots=True)
class Suggestion:
    """One completion: ``label`` is inserted (``snippet``, when given, instead); ``kind`` is
    ``keyword``, ``type``, ``word`` or ``snippet``; ``detail`` says what kind of word it is."""

    label: str
    kind: str
    detail: str
    snippet: str | None = None


def line_role(lines: list[str], index: int) -> str:
    """What the 0-based line ``index`` is in its card: ``name``, ``type``, ``ability`` or
    ``comment``.

    Counted from the run of non-blank lines around it (comments skipped), with the cursor's
    line counted as written even when it is still empty: a new line typed right under a card
    is that card's next line, not the blank line that would end it.
    """
    if lines[index].lstrip(" \t").startswith("#"):
        return "comment"
    start = index
    while start > 0 and lines[start - 1].strip(" \t"):
        start -= 1
    position = sum(1 for line in lines[start:index] if not line.lstrip(" \t").startswith("#"))
    return ("name", "type")[position] if position < 2 else "ability"


def word_start(line: str, column: int) -> int:
    """Where the word that ends at the 0-based ``column`` starts (``column`` if none does)."""
    start = column
    while start > 0 and _WORD_CHAR.match(line[start - 1]):
        start -= 1
    return start


def suggestions(line: str, column: int, role: str, names: tuple[str, ...] = ()) -> list[Suggestion]:
    """What may be written at the 0-based ``column`` of ``line``, a line of role ``role``
    (:func:`line_role`) of a card called by ``names``; nothing where the text before the word
    being typed does not parse, on a name line (a card's name is the author's own) and in a
    comment."""
    if role in ("name", "comment") or column > len(line):
        return []
    start = word_start(line, column)
    before = line[:start]
    if role == "type":
        builder, rule = frame_builder(), "type_line"
    else:
        builder, rule = ability_builder(), "line"
        before = tilde_names(before, names) if names else before
    failure = builder.expected_at(before + _STOP, rule, start)
    if failure is None:
        return []
    capital = role == "ability" and (not before.strip() or before.rstrip().endswith(_SENTENCE_ENDS))
    found: dict[str, Suggestion] = {}
    for name in sorted(failure.expected):
        if name in SNIPPETS:
            label, body = SNIPPETS[name]
            found.setdefault(label, Suggestion(label, "snippet", "Case keyword (CR 702.169)", body))
        kind = "type" if name in _TYPES else "keyword" if name in _KEYWORDS else "word"
        detail = TERMINAL_WORDS.get(name, "")
        for word in terminal_words(builder.tables, name):
            if not any(char.isalpha() for char in word):
                continue  # punctuation: typed, not chosen from a list
            label = word[0].upper() + word[1:] if capital else word
            found.setdefault(label, Suggestion(label, kind, detail))
    return list(found.values())
