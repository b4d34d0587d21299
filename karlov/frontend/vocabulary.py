"""Turning parser terminals into words an author understands, and did-you-mean.

Syntax errors never show raw terminal names (STYLE.md, Jinja): a set of expected terminals is
described by the phrase it starts ("a condition, such as 'You control three or more
artifacts'") or by a short list of example words. Near misses of the vocabulary ("tree" for
"three") are found with difflib against every word the grammar knows, read from the shipped
parser tables (:mod:`.tables`); the caller keeps only the suggestions the parser accepts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import cache, lru_cache
from itertools import compress

from ..cr_vocabulary import KEYWORD_ABILITIES as CR_KEYWORD_ABILITIES
from .patterns import LazyPattern
from .tables import Tables
from .words import subtype_forms

# The keyword abilities of CR 702, generated from the rules (karlov/cr_vocabulary.py), and the
# landwalk of each basic land type (CR 702.14a: "[type]walk"); a line that starts with one the
# grammar does not read is reported as such, not as a misspelling.
KEYWORD_ABILITIES = (
    *CR_KEYWORD_ABILITIES,
    *(f"{land}walk" for land in ("Plains", "Island", "Swamp", "Mountain", "Forest")),
)


def keyword_ability_at(text: str) -> str | None:
    """The CR 702 keyword ability ``text`` starts with (as written there), or None: after any
    white space, the longest keyword written there in any case and not followed by a letter,
    digit, underscore, apostrophe or hyphen (the first of equally long ones in
    :data:`KEYWORD_ABILITIES`).

    Compared word by word in ASCII, which is what a line that does not parse almost always
    is; where the text compared is not ASCII (where case folding has its exceptions: the
    Kelvin sign, the long s, the dotted I), the regular expression decides
    (:func:`_keyword_at_start`, an alternation of 200 keywords that costs some 15 M
    instructions to compile, issue 24: the error path)."""
    rest = text.lstrip()  # str.isspace is the regular expression's \s
    by_initial, longest = _keywords_by_initial()
    if not rest[:longest].isascii():
        # The longest keyword is tried first: a prefix that is not ASCII goes to the regex.
        match = _keyword_at_start().match(text)
        return match.group(1) if match else None
    for keyword, lowered in by_initial.get(rest[:1].lower(), ()):
        written = rest[: len(keyword)]
        if written.lower() != lowered:  # never equal for a keyword that is not ASCII
            continue
        after = rest[len(keyword) : len(keyword) + 1]
        if not after or not (after.isalnum() or after in "_'’-"):
            return written
    return None


@cache
def _keywords_by_initial() -> tuple[dict[str, tuple[tuple[str, str], ...]], int]:
    """Each keyword and its lower case under its lower-case initial, longest first (the order
    the alternation tries them), and the length of the longest keyword: a line is compared
    with the few keywords of its initial, not with all 200."""
    ordered = sorted(KEYWORD_ABILITIES, key=len, reverse=True)
    by_initial: dict[str, list[tuple[str, str]]] = {}
    for keyword in ordered:
        by_initial.setdefault(keyword[:1].lower(), []).append((keyword, keyword.lower()))
    return {k: tuple(v) for k, v in by_initial.items()}, len(ordered[0])


@cache
def _keyword_at_start() -> re.Pattern[str]:
    # Compiled on first use (some ms: an alternation of every keyword): only a line that does
    # not parse asks (issue 24).
    keywords = sorted(KEYWORD_ABILITIES, key=len, reverse=True)
    return re.compile(
        r"\s*(" + "|".join(re.escape(k) for k in keywords) + r")(?![\w'’-])", re.IGNORECASE
    )


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
    "PARAM_KEYWORD_CONT": "another keyword ability",
    "TYPES_ALONE": "'types'",
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
    "ATTACKS": "'attacks'",
    "ACTIVATE": "'activate'",
    "COST_PUT": "'Put'",
    "FROM_IT": "'from it'",
    "MANA_VALUE_EXACTLY": "'with mana value'",
    "THAT_TARGETS_YOU": "'that targets you'",
    "SPELL_OR_ABILITY": "'spell or ability'",
    "NOUN_OR": "'or' and a noun such as 'or permanent'",
    "AND_NEW_SUBJECT": "'and'",
    "AND_DAMAGE": "'and'",
    "AND_OBJECTS": "'and'",
    "COMMA_OBJECTS": "','",
    "OR_KEYWORD": "'or' and a keyword ability such as 'or haste'",
    "WITHOUT_PAYING": "'without paying its mana cost'",
    "X_CANT_BE_ZERO": "'X can't be 0'",
    "ADD_ONE_OF": "'add'",
    "PARTNER_VARIANT": "a partner variant such as 'Friends forever' (CR 702.124i)",
    # "that share a creature type" (CR 205.3, 105.2): the quality the objects have in common
    "MUTUAL_QUALITY": "a quality such as 'creature type' or 'color'",
    "SHARED_QUALITY": "a quality such as 'creature type' or 'color'",
    "MUTUAL_QUALITIES": "qualities such as 'creature types' or 'colors'",
}
# The phrases that name a kind of word rather than quote one.
_KINDS = frozenset(
    phrase for phrase in TERMINAL_WORDS.values() if " such as " in phrase and phrase[0] != "'"
) | {"a number"}
_PUNCTUATION = {
    ".": "a period '.'",
    ",": "a comma ','",
    ":": "a colon ':'",
    ";": "a semicolon ';'",
    '"': "a quotation mark",
    "(": "'('",
    ")": "')'",
    "—": "an em dash '—'",
}
MAX_LISTED = 6
# Terminals read only to warn about their word, never suggested: a creature type older Oracle
# text printed and CR 205.3m no longer lists (W123) is no word to advise writing.
# Nor is the single quote that opens a quoted ability inside a quoted one (QUOTE): it stands
# only inside a double-quoted ability, never where a line's own ability is expected.
_UNSUGGESTED = frozenset({"RETIRED_CREATURE_TYPE", "QUOTE"})
# Words that only join another object phrase to the one before it ("target artifact and target
# enchantment"): named only when nothing else may stand there, as the verb or the end of the
# phrase is what an author most likely meant to write.
_JOINING = frozenset({"AND_OBJECTS", "COMMA_OBJECTS"})


def _word_for(tables: Tables, name: str) -> str:
    if name in TERMINAL_WORDS:
        return TERMINAL_WORDS[name]
    text = tables.literal(name)
    if text is not None:
        return _PUNCTUATION.get(text, f"'{text}'")
    # A phrase terminal without a description: its shortest phrase is a word that can stand
    # here, which its internal name ("dash cost keyword") is not.
    phrases = terminal_words(tables, name)
    if phrases:
        return "'" + min(phrases, key=lambda phrase: (len(phrase), phrase)).lower() + "'"
    return name.lower().replace("_", " ")


def describe_expected(expected: Iterable[str], tables: Tables, previous: Iterable[str]) -> str:
    """What the parser wanted next, in words, most helpful phrasing first (worked out once
    per expected set and the symbols before it)."""
    shown = frozenset(expected) - _UNSUGGESTED
    if shown - _JOINING:
        shown -= _JOINING
    return _describe(shown, tables, tuple(previous))


@lru_cache(maxsize=4096)
def _describe(expected: frozenset[str], tables: Tables, previous: tuple[str, ...]) -> str:
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
    words = sorted({_word_for(tables, name) for name in expected})
    if not words:
        return "nothing more"
    if len(words) > MAX_LISTED:
        summary = _summarize(expected)
        if summary:
            return summary
        # Keep the hints that name a kind of word ("a number word such as 'three'"): cut
        # from an alphabetical list they would always be lost behind the quoted words.
        kinds = [word for word in words if word in _KINDS][: MAX_LISTED // 2]
        # A phrase terminal without a description stands for a long phrase that would crowd
        # out the plain words ('attacking one of your opponents' before 'attacks'): "another
        # word that can stand here" covers it.
        described = {
            _word_for(tables, name)
            for name in expected
            if name in TERMINAL_WORDS or tables.literal(name) is not None
        }
        quoted = sorted(described - _KINDS)
        if TERMINAL_WORDS["KEYWORD"] in kinds:
            quoted = _without_keyword_names(quoted)
        listed = quoted[: MAX_LISTED - len(kinds)] + kinds
        shown = ", ".join(listed)
        # No count: it would change with every word the grammar learns.
        if len(listed) == 1:
            return f"{shown}, or another word that can stand here"
        return f"one of {shown}, or another word that can stand here"
    if len(words) == 1:
        return words[0]
    return "one of " + ", ".join(words[:-1]) + " or " + words[-1]


def _without_keyword_names(quoted: list[str]) -> list[str]:
    """``quoted`` less the words that name a keyword ability (CR 702) or start with one: where
    "a keyword ability such as 'flying'" is listed it covers them, and an alphabetical cut would
    otherwise show 'crew', 'enchant' and 'protection from the color of …' ahead of the words an
    author more likely meant ('life' after "you gain")."""
    from ..cr_vocabulary import KEYWORD_ABILITIES

    names = tuple(name.lower() for name in KEYWORD_ABILITIES)
    return [
        word
        for word in quoted
        if not any(word[1:-1] == name or word[1:].startswith(name + " ") for name in names)
    ]


# When many words could stand at the error, the first few in alphabetical order say little
# ("'a', 'add', 'all', ..."): name what kinds of thing may stand there instead.
_ABILITY_STARTS = {"TO_SOLVE", "SOLVED", "KEYWORD", "WHEN"}
_EFFECT_VERBS = {"DRAW", "EXILE", "CREATE", "DESTROY", "RETURN", "SEARCH", "PUT", "TAP"}
_QUALITIES = {"CARD_TYPE", "CREATURE_TYPE", "COLOR", "SUPERTYPE", "TAPPED", "ATTACKING"}


def _summarize(expected: frozenset[str]) -> str | None:
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


_WORDS_IN_PATTERN = LazyPattern(r"[A-Za-z][A-Za-z' ]{2,}")
# Terminals whose patterns name the words they do *not* match ("non-Spirit", but not the
# card types and colors, which have terminals of their own): no words to suggest.
# A retired creature type (W123) is no word to suggest either (``_UNSUGGESTED``).
_NO_WORDS = frozenset({"NON_SUBTYPE", "RETIRED_CREATURE_TYPE"})


@cache
def _vocabulary(tables: Tables) -> tuple[str, ...]:
    words: set[str] = set()
    for terminal in tables.terminals.values():
        if terminal.literal is not None:
            words.add(terminal.literal)
        elif terminal.name in _NO_WORDS:
            continue
        elif terminal.name in subtype_forms():
            # The creature types are too many to suggest from anywhere (as before: only
            # where a creature type is expected); the shorter lists are suggested anywhere.
            forms = subtype_forms()[terminal.name]
            if sum(len(f) + 1 for f in forms) < 4000:
                words.update(forms)
        else:
            body = terminal.pattern
            if len(body) < 4000:
                for alternative in _WORDS_IN_PATTERN.findall(body):
                    if not alternative.startswith(("non", "w'")):
                        words.add(alternative.strip())
    return tuple(sorted(w for w in words if len(w) > 1))


@cache
def _terminal_vocabulary(tables: Tables, name: str) -> tuple[str, ...]:
    terminal = tables.terminals[name]
    if terminal.literal is not None:
        return (terminal.literal,)
    if name in _NO_WORDS:
        return ()
    return tuple(_pattern_words(name, terminal.pattern))


MAX_SUGGESTIONS = 8
CUTOFF = 0.75


class _Pool:
    """Words to suggest from, by their lower case (the last word of a lower case wins); and,
    for :meth:`close_to`, every character they use and the words in groups of one length,
    each group also as one text (``_SEPARATOR`` between the words): ``bytes`` when the words
    are ASCII, which ``bytes.translate`` deletes characters from many times faster than
    ``str.translate`` does."""

    __slots__ = ("alphabet", "groups", "original", "words")

    def __init__(self, words: Iterable[str]):
        self.original = {word.lower(): word for word in words}
        self.words = tuple(self.original)
        self.alphabet = frozenset("".join(self.words))
        if _SEPARATOR in self.alphabet:
            raise ValueError(f"a word to suggest holds {_SEPARATOR!r}")
        groups: dict[tuple[int, bool], list[str]] = {}
        for word in self.words:
            groups.setdefault((len(word), word.isascii()), []).append(word)
        self.groups: list[tuple[int, tuple[str, ...], str | bytes]] = []
        for (length, ascii_only), group in groups.items():
            text = _SEPARATOR.join(group)
            self.groups.append((length, tuple(group), text.encode() if ascii_only else text))

    def close_to(self, lowered: str) -> list[str]:
        """``difflib.get_close_matches(lowered, words, MAX_SUGGESTIONS, CUTOFF)``, first
        leaving out the words that cannot pass its ``real_quick_ratio`` test (the lengths
        alone: the same expression, so the same floats) and its ``quick_ratio`` test: that
        counts the characters two words share, which is at most the length of the error
        word, and at most the number of a word's characters that occur in it. What passes,
        and so the answer, is the same: the matches are ranked by score and then by the word,
        whatever order the words come in.

        The characters counted, for a group of words of one length at once: its text, with
        every character that is not in the error word deleted, split back into words; each
        piece's length is that word's count (issue 24: the error path tried each word of the
        vocabulary in turn, a millisecond per error)."""
        absent = self.alphabet.difference(lowered)
        absent_table = dict.fromkeys(map(ord, absent))
        absent_ascii = "".join(char for char in absent if char.isascii()).encode()
        size = len(lowered)
        plausible: list[str] = []
        for length, words, text in self.groups:
            least = _least_shared(length, size)
            if least is None:
                continue
            if isinstance(text, bytes):
                kept = text.translate(None, absent_ascii).split(_SEPARATOR.encode())
            else:
                kept = text.translate(absent_table).split(_SEPARATOR)
            plausible.extend(compress(words, map(least.__le__, map(len, kept))))
        import difflib  # here: only a syntax error needs it (issue 24: the front end's start)

        return difflib.get_close_matches(lowered, plausible, n=MAX_SUGGESTIONS, cutoff=CUTOFF)


@cache
def _least_shared(length: int, size: int) -> int | None:
    """The fewest characters a word of ``length`` must share with an error word of ``size``
    to pass :meth:`_Pool.close_to`'s tests (they grow with the count), or None if none do."""
    if 2.0 * min(length, size) / (length + size) < CUTOFF:  # difflib's real_quick_ratio
        return None
    for shared in range(length + 1):
        if 2.0 * min(shared, size) / (length + size) >= CUTOFF - 1e-9:
            return shared
    return None


#: Between the words of one length in :class:`_Pool`'s texts: no word holds it.
_SEPARATOR = "\0"


@lru_cache(maxsize=1024)
def _expected_pool(tables: Tables, expected: frozenset[str]) -> _Pool:
    """The words of the terminals a parser state expects: made once per expected set."""
    candidates: list[str] = []
    for name in sorted(expected):
        if name in tables.terminals:
            candidates.extend(_terminal_vocabulary(tables, name))
    return _Pool(candidates)


@cache
def _vocabulary_pool(tables: Tables) -> _Pool:
    return _Pool(_vocabulary(tables))


@lru_cache(maxsize=4096)
def _close_words(pool: _Pool, lowered: str) -> tuple[str, ...]:
    """A word's near misses in ``pool`` (an error word recurs across a file's cards)."""
    return tuple(pool.close_to(lowered))


def suggestions(word: str, expected: Iterable[str], tables: Tables) -> list[str]:
    """Words close to ``word``, closest first: those the parser expects here, then any word
    the grammar knows. The caller keeps the first that the parser accepts in its place."""
    return list(iter_suggestions(word, expected, tables))


def iter_suggestions(word: str, expected: Iterable[str], tables: Tables) -> Iterator[str]:
    """:func:`suggestions`, one at a time: the search of the whole vocabulary, which costs
    most, is made only if no word the parser expects here was taken (issue 24)."""
    lowered = word.lower()
    if len(lowered) < 2 or not re.match(r"[a-z]", lowered):
        return
    found: list[str] = []
    for pool in (_expected_pool(tables, frozenset(expected)), _vocabulary_pool(tables)):
        for match in _close_words(pool, lowered):
            if match == lowered:
                continue
            suggestion = pool.original[match]
            if word[:1].isupper():
                suggestion = suggestion[0].upper() + suggestion[1:]
            if suggestion not in found:
                found.append(suggestion)
                yield suggestion
                if len(found) == MAX_SUGGESTIONS:
                    return


def terminal_words(tables: Tables, name: str) -> tuple[str, ...]:
    """Every word or phrase the terminal ``name`` matches, in the order the lexer tries them
    (its literal, or the strings of its scan), for editor completion: the words are the
    grammar's own, so completion offers exactly what the parser reads. A terminal matched by
    a pattern (a number, a mana symbol, a card name) has none."""
    terminal = tables.terminals.get(name)
    if terminal is None:
        return ()
    if terminal.literal is not None:
        return (terminal.literal,)
    scan = terminal.scan
    if not scan or scan[1] is None:
        return ()
    strings = (string for segment in scan[1] for _boundary, found in segment for string in found)
    return tuple(dict.fromkeys(strings))
