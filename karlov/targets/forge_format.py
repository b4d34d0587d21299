"""A typed model of a Forge card script and its writer (the ``forge`` target's output layer).

A Forge card script (``forge-gui/res/cardsfolder/<letter>/<file>.txt`` in Card-Forge/forge) is
UTF-8 text, one ``Key:value`` line each; Forge's reader (``CardRules.Reader.parseLine``) splits a
line at its *first* colon and trims the value. Ability lines (``A:``, ``T:``, ``S:``, ``R:`` and
ability ``SVar:`` values) are ``Key$ Value | Key$ Value``: Forge splits them on every ``|`` and
each part at its first ``$`` (``FileSection.parseToMap``). The generator builds a
:class:`ForgeScript` and :func:`write_script` renders it; nothing else writes script text.

Safety: card names and texts are *escaped*, every other value is *checked*.

* Text (``Name:``, ``Oracle:``, and the prose parameters in
  :data:`~karlov.targets.forge_vocabulary.DESCRIPTION_KEYS`) goes through :func:`escape_text`:
  a backslash becomes ``\\\\``, a line feed ``\\n`` (Forge's own separator between the
  abilities of ``Oracle:``; its display turns the two characters into a line break), a carriage
  return ``\\r``; ``|`` (it would split an ability line -- Forge has no escape of its own, it
  splits on every bare ``|``), ``$`` (Forge scans *every* line for the substring
  ``TokenScript$``), any other control character and a space at either end (Forge trims
  values) become ``\\uXXXX`` (``|`` is ``\\u007c``), so none of them is left in the output.
  Colons and quotes need nothing: only a line's first colon splits it, and Forge gives quotes
  no meaning. Non-ASCII text is written as UTF-8. Printed Magic text contains none of the
  escaped characters, so for every real card the encoding is the identity apart from the line
  breaks, and Forge shows the text exactly; for other text, Forge shows the escapes literally
  but nothing can break out of its line or parameter. :func:`unescape_text` inverts it
  exactly.
* Structural values (keys, modes, API names, filters, SVar names, costs) are produced by the
  generator, never copied from card text; :class:`Param` and :class:`SVar` refuse any that
  could change the line's structure (``|``, a line break, a leading or trailing space, an
  empty key), so a generator bug fails loudly instead of writing a script Forge misreads.
  Description parameters may hold anything: the writer escapes them.

The placeholder words Forge substitutes in descriptions (``CARDNAME``, ``NICKNAME``) are left
alone: a card whose text contains them is displayed with its name there, nothing more.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Literal

from .forge_vocabulary import DESCRIPTION_KEYS

__all__ = [
    "AbilityLine",
    "ForgeScript",
    "Param",
    "SVar",
    "escape_text",
    "forge_file_name",
    "forge_stem",
    "gate_solved",
    "mana_cost_shards",
    "pt_value",
    "solve_svar",
    "to_solve_line",
    "types_value",
    "unescape_text",
    "write_script",
]

LineKind = Literal["A", "T", "S", "R"]

_KEY = re.compile(r"[A-Za-z][A-Za-z0-9]*\Z")
_SVAR_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*\Z")
# Characters the escaping spells out: the backslash itself and line breaks by name; the two
# separators of an ability line (``|``, ``$``), every other C0/C1 control and the Unicode
# line/paragraph separators as ``\uXXXX``, so the encoded text contains none of them at all
# (Forge splits on a bare ``|`` whatever precedes it; some readers split lines on U+2028).
_SIMPLE_ESCAPES = {"\\": "\\\\", "\n": "\\n", "\r": "\\r"}
_SIMPLE_UNESCAPES = {v[1]: k for k, v in _SIMPLE_ESCAPES.items()}


def _is_control(ch: str) -> bool:
    return unicodedata.category(ch) == "Cc" or ch in "\u2028\u2029"


def _needs_code(ch: str) -> bool:
    return _is_control(ch) or ch in "|$"


def escape_text(text: str) -> str:
    """``text`` encoded for one Forge value: no line break, ``|``, ``$``, edge space survives.

    The inverse is :func:`unescape_text`; ``unescape_text(escape_text(t)) == t`` for every
    string ``t``.
    """
    out: list[str] = []
    last = len(text) - 1
    for index, ch in enumerate(text):
        if ch in _SIMPLE_ESCAPES:
            out.append(_SIMPLE_ESCAPES[ch])
        elif _needs_code(ch) or (ch == " " and index in (0, last)):
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return "".join(out)


def unescape_text(encoded: str) -> str:
    """The text :func:`escape_text` encoded; raises :class:`ValueError` on a malformed escape."""
    out: list[str] = []
    index = 0
    while index < len(encoded):
        ch = encoded[index]
        if ch != "\\":
            out.append(ch)
            index += 1
            continue
        if index + 1 >= len(encoded):
            raise ValueError(f"escape at column {index + 1} is cut off")
        code = encoded[index + 1]
        if code in _SIMPLE_UNESCAPES:
            out.append(_SIMPLE_UNESCAPES[code])
            index += 2
        elif code == "u" and re.fullmatch(r"[0-9a-f]{4}", encoded[index + 2 : index + 6]):
            out.append(chr(int(encoded[index + 2 : index + 6], 16)))
            index += 6
        else:
            raise ValueError(f"unknown escape '\\{code}' at column {index + 1}")
    return "".join(out)


def _check_structural(value: str, what: str) -> None:
    if value != value.strip() or any(c in value for c in "|\n\r") or any(map(_is_control, value)):
        raise ValueError(f"{what} {value!r} would change the line's structure")


@dataclass(frozen=True, slots=True)
class Param:
    """One ``Key$ Value`` parameter of an ability line.

    A prose key (:data:`DESCRIPTION_KEYS`) may hold any text -- the writer escapes it; any
    other value is structural and must not contain ``|``, a line break or edge spaces.
    """

    key: str
    value: str

    def __post_init__(self) -> None:
        if not _KEY.match(self.key):
            raise ValueError(f"parameter key {self.key!r} is not a Forge key")
        if not self.value:
            raise ValueError(f"value of {self.key}$ is empty (leave the parameter out instead)")
        if self.key not in DESCRIPTION_KEYS:
            _check_structural(self.value, f"value of {self.key}$")

    def render(self) -> str:
        value = escape_text(self.value) if self.key in DESCRIPTION_KEYS else self.value
        return f"{self.key}$ {value}"


def _render_params(params: tuple[Param, ...]) -> str:
    if not params:
        raise ValueError("an ability line needs at least one parameter")
    return " | ".join(p.render() for p in params)


@dataclass(frozen=True, slots=True)
class AbilityLine:
    """``A:``/``T:``/``S:``/``R:`` -- activated or spell, triggered, static, replacement."""

    kind: LineKind
    params: tuple[Param, ...]

    def __post_init__(self) -> None:
        if self.kind not in ("A", "T", "S", "R"):
            raise ValueError(f"ability line kind {self.kind!r} is not A, T, S or R")
        _render_params(self.params)

    def render(self) -> str:
        return f"{self.kind}:{_render_params(self.params)}"

    def get(self, key: str) -> str | None:
        """The value of ``key``, or ``None``; a key appears at most once per line."""
        return next((p.value for p in self.params if p.key == key), None)


@dataclass(frozen=True, slots=True)
class SVar:
    """``SVar:Name:value``: a sub-ability (``params``) or a plain value such as ``Count$...``."""

    name: str
    params: tuple[Param, ...] = ()
    value: str | None = None

    def __post_init__(self) -> None:
        if not _SVAR_NAME.match(self.name):
            raise ValueError(f"SVar name {self.name!r} is not a Forge variable name")
        if (self.value is None) == (not self.params):
            raise ValueError(f"SVar {self.name} needs either parameters or a plain value")
        if self.value is not None:
            _check_structural(self.value, f"value of SVar {self.name}")

    def render(self) -> str:
        body = self.value if self.value is not None else _render_params(self.params)
        return f"SVar:{self.name}:{body}"


@dataclass(frozen=True, slots=True)
class ForgeScript:
    """One card's script, in the order the generator writes it.

    ``mana_cost`` holds Forge shards (:func:`mana_cost_shards`), ``None`` for a card without a
    mana cost (``ManaCost:no cost``); ``types`` the ``Types:`` words (:func:`types_value`);
    ``oracle`` the card's text with real line breaks between abilities.
    """

    name: str
    mana_cost: tuple[str, ...] | None
    types: tuple[str, ...]
    oracle: str
    pt: tuple[str, str] | None = None
    loyalty: int | None = None
    keywords: tuple[str, ...] = ()
    abilities: tuple[AbilityLine, ...] = ()
    svars: tuple[SVar, ...] = field(default=())

    def __post_init__(self) -> None:
        if not self.name:
            raise ValueError("a Forge script needs a non-empty Name")
        for shard in self.mana_cost or ():
            _check_structural(shard, "mana shard")
        for word in self.types:
            _check_structural(word, "type")
        for keyword in self.keywords:
            _check_structural(keyword, "keyword")
        names = [s.name for s in self.svars]
        duplicates = sorted({n for n in names if names.count(n) > 1})
        if duplicates:
            raise ValueError(f"SVar defined twice: {', '.join(duplicates)}")


def write_script(script: ForgeScript) -> str:
    """The script's text: LF line ends, one trailing newline, same input -> same bytes."""
    lines = [f"Name:{escape_text(script.name)}"]
    cost = " ".join(script.mana_cost) if script.mana_cost else None
    lines.append(f"ManaCost:{cost if cost is not None else 'no cost'}")
    lines.append(f"Types:{' '.join(script.types)}")
    if script.pt is not None:
        lines.append(f"PT:{pt_value(*script.pt)}")
    if script.loyalty is not None:
        lines.append(f"Loyalty:{script.loyalty}")  # as Forge's planeswalkers write it
    lines.extend(f"K:{keyword}" for keyword in script.keywords)
    lines.extend(line.render() for line in script.abilities)
    lines.extend(svar.render() for svar in script.svars)
    lines.append(f"Oracle:{escape_text(script.oracle)}")
    return "\n".join(lines) + "\n"


def forge_file_name(name: str) -> str:
    """Forge's file name: ``Case of the Gorgon's Kiss`` -> ``case_of_the_gorgons_kiss.txt``.

    The convention of docs/Card-scripting-API/Card-scripting-API.md ("all lowercase, skip
    special characters, underscore for spaces"), as the cardsfolder applies it: letters are
    folded to ASCII (``Lim-Dûl's Vault`` -> ``lim_duls_vault``, ``Æther`` -> ``aether``), a
    hyphen separates words like a space (``Will-o'-the-Wisp`` -> ``will_o_the_wisp``), any other
    punctuation is dropped. A name with no letters or digits left raises :class:`ValueError`.
    """
    stem = forge_stem(name)
    if not stem:
        raise ValueError(f"card name {name!r} has no letter or digit for a file name")
    return f"{stem}.txt"


def forge_stem(name: str) -> str:
    """:func:`forge_file_name` without ``.txt``; ``""`` for a name with no letter or digit
    (``karlov build`` names that file by a hash, :func:`karlov.outputs.unique_stems`)."""
    folded = name.replace("Æ", "Ae").replace("æ", "ae").replace("Œ", "Oe").replace("œ", "oe")
    ascii_name = unicodedata.normalize("NFKD", folded).encode("ascii", "ignore").decode("ascii")
    words = re.sub(r"[\s\-–—_]+", " ", ascii_name.lower())
    kept = re.sub(r"[^a-z0-9 ]", "", words)
    return "_".join(kept.split())


_SYMBOL = re.compile(r"\{([^{}]+)\}")
_COLORS = "WUBRG"


def _shard(symbol: str) -> str:
    parts = symbol.upper().split("/")
    if len(parts) == 1 and (parts[0].isdigit() or parts[0] in (*_COLORS, "C", "S", "X", "Y", "Z")):
        return parts[0]
    if len(parts) == 2 and parts[0] in _COLORS and parts[1] == "P":
        return f"{parts[0]}P"
    if len(parts) == 2 and parts[0] in (*_COLORS, "2", "C") and parts[1] in _COLORS:
        return f"{parts[0]}{parts[1]}"
    if len(parts) == 3 and parts[0] in _COLORS and parts[1] in _COLORS and parts[2] == "P":
        return f"{parts[0]}{parts[1]}P"
    raise ValueError(f"mana symbol {{{symbol}}} has no Forge shard")


def mana_cost_shards(cost: str | tuple[str, ...] | None) -> tuple[str, ...] | None:
    """Forge's ``ManaCost:`` shards for a printed mana cost.

    ``"{2}{W}{U/P}"`` -> ``("2", "W", "UP")``. Generic and single symbols stay as they are;
    a hybrid symbol is its letters joined (``{R/W}`` -> ``RW``, as Boros Reckoner's script
    writes it; ``{2/W}`` -> ``2W``), a Phyrexian one its color then ``P`` (``{B/P}`` -> ``BP``,
    the form forge-gui's CardScriptParser documents). Accepts the text or karlov's tuple of
    symbols (``("{2}", "{W}")``); ``None`` (no mana cost) stays ``None``. An empty cost ``""``
    is the printed ``{0}``-less nothing and also gives ``None``.
    """
    if cost is None:
        return None
    text = "".join(cost) if isinstance(cost, tuple) else cost
    if not text:
        return None
    symbols = _SYMBOL.findall(text)
    if "".join(f"{{{s}}}" for s in symbols) != text:
        raise ValueError(f"mana cost {text!r} is not a sequence of {{...}} symbols")
    return tuple(_shard(s) for s in symbols)


def types_value(
    supertypes: tuple[str, ...], card_types: tuple[str, ...], subtypes: tuple[str, ...]
) -> tuple[str, ...]:
    """The ``Types:`` words: supertypes, card types, subtypes, each capitalized, no dash.

    ``(("legendary",), ("creature",), ("Human", "Detective"))`` ->
    ``("Legendary", "Creature", "Human", "Detective")`` (docs/Card-scripting-API: "Include all
    card types and subtypes, separated by spaces"). A multi-word subtype keeps its spaces
    (Forge's CardType.parse matches its multi-word types first).
    """
    words = [w[:1].upper() + w[1:] for w in (*supertypes, *card_types)]
    words.extend(subtypes)
    if not words:
        raise ValueError("a card needs at least one type")
    return tuple(words)


def pt_value(power: str, toughness: str) -> str:
    """``PT:`` as ``power/toughness`` (``2/2``, ``*/3``, ``1+*/1``)."""
    for part in (power, toughness):
        if not re.fullmatch(r"[0-9*+\-X]+", part):
            raise ValueError(f"power/toughness part {part!r} is not a number or *")
    return f"{power}/{toughness}"


# ---------------------------------------------------------------- the Case pattern (CR 719)

SOLVE_SVAR = "TrigSolve"


def _free_present_key(params: tuple[Param, ...]) -> str:
    """``IsPresent`` unless the line already uses it (a condition), then ``IsPresent2``..."""
    used = {p.key for p in params}
    for key in ("IsPresent", "IsPresent2", "IsPresent3"):
        if key not in used:
            return key
    raise ValueError("the line already uses IsPresent, IsPresent2 and IsPresent3")


def to_solve_line(
    condition: tuple[Param, ...], description: str, execute: str = SOLVE_SVAR
) -> AbilityLine:
    """ "To solve — C" (CR 702.169a, 719.3a) as Forge's printed Cases write it: a ``Phase``
    trigger at your ``End of Turn`` on the battlefield, ``condition`` (e.g. ``CheckSVar$`` +
    ``SVarCompare$``, ``IsPresent$`` + ``PresentCompare$``, ``Hellbent$ True``) as its
    intervening-if restriction, the self check ``Card.Self+!IsSolved`` under the first free
    ``IsPresent`` key, executing ``execute`` (see :func:`solve_svar`)."""
    head = (
        Param("Mode", "Phase"),
        Param("Phase", "End of Turn"),
        Param("ValidPlayer", "You"),
        Param("TriggerZones", "Battlefield"),
        *condition,
    )
    check = Param(_free_present_key(head), "Card.Self+!IsSolved")
    tail = (Param("Execute", execute), Param("TriggerDescription", description))
    return AbilityLine("T", (*head, check, *tail))


def solve_svar(name: str = SOLVE_SVAR) -> SVar:
    """The SVar the To solve trigger executes: the Case becomes solved (CR 719.2)."""
    return SVar(
        name,
        (Param("DB", "AlterAttribute"), Param("Defined", "Self"), Param("Attributes", "Solved")),
    )


def gate_solved(line: AbilityLine) -> AbilityLine:
    """ "Solved — A" (CR 702.169b-d): an activated ability (``A:``) gets ``Activation$ Solved``
    and ``PrecostDesc$ Solved —`` (placed before its descriptions); a static, triggered or
    replacement line gets ``Card.Self+IsSolved`` under its first free ``IsPresent`` key."""
    if line.kind == "A":
        prose = [p for p in line.params if p.key in ("SpellDescription", "StackDescription")]
        rest = [p for p in line.params if p not in prose]
        gate = (Param("Activation", "Solved"), Param("PrecostDesc", "Solved —"))
        return AbilityLine("A", (*rest, *gate, *prose))
    check = Param(_free_present_key(line.params), "Card.Self+IsSolved")
    described = [p for p in line.params if p.key in ("TriggerDescription", "Description")]
    rest = [p for p in line.params if p not in described]
    return AbilityLine(line.kind, (*rest, check, *described))
