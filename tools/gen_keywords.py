"""Generate the Comprehensive Rules' vocabulary: keyword abilities, keyword actions, ability words.

Usage:

- ``python tools/gen_keywords.py``: read ``tools/data/MagicCompRules-20260417.txt`` (the CR
  kept in the repository; ``--rules PATH`` reads another) and write ``karlov/cr_vocabulary.py``
  and the grammar terminals ``karlov/frontend/grammar/keywords.lark`` made from it;
- ``python tools/gen_keywords.py --check``: exit 1 if either file is not what the CR text makes
  (a test runs this, so the grammar and the rules cannot drift apart).

What is read, and where:

- every keyword ability of CR 702 (``702.N. Name``) and its parameter shape, from the form its
  rules define ("“Echo [cost]” means", "Bushido N means", "“Suspend N—[cost]”", "“Affinity for
  [text]”"), variants defined in a sub-rule included ("Megamorph [cost]", 702.37b;
  "Multikicker [cost]", 702.33c);
- every keyword action of CR 701 (``701.N. Name``);
- the ability words listed in CR 207.2c.

Run ``python tools/gen_tables.py`` after this tool: the parser tables are made from the grammar.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "tools" / "data" / "MagicCompRules-20260417.txt"
MODULE = ROOT / "karlov" / "cr_vocabulary.py"
GRAMMAR = ROOT / "karlov" / "frontend" / "grammar" / "keywords.lark"

#: Parameter shapes of keyword abilities (CR 702), as the rules write them.
BARE, NUMBER, COST, NUMBER_COST, FOR, QUALITY = (
    "bare",
    "number",  # "Bushido N"
    "cost",  # "Echo [cost]"
    "number_cost",  # "Suspend N—[cost]"
    "for",  # "Affinity for [text]"
    "quality",  # "Protection from [quality]", "Enchant [object]", "Splice onto [quality] [cost]"
)
_PARAMETERS = {
    "N": NUMBER,
    "X": NUMBER,
    "[cost]": COST,
    "N—[cost]": NUMBER_COST,
    "for [text]": FOR,
}
#: "“Echo [cost]” means", "Ward [cost] means", "“Bushido N” means", "Undaunted means",
#: "It is written “toxic N,”".
_DEFINED_FORM = re.compile(
    r"(?:^|[\s(])“?(?P<name>[A-Z][\w’'!-]*(?: [A-Za-z][\w’'!-]*)*?)"
    r"(?: (?P<parameter>N—\[cost\]|N|X|\[cost\]|for \[text\]))?”? means"
    r"|It is written “(?P<written>[a-z][\w’'!-]*(?: [a-z][\w’'!-]*)*?)"
    r"(?: (?P<written_parameter>N|\[cost\]))?[,.]?”"
)
#: Keywords whose printed parameter the rules describe in words, not in a defined form:
#: a foretell card is cast "for its foretell cost" (CR 702.143a, 702.143d).
SHAPE_OVERRIDES = {"Foretell": COST}
#: Keywords whose form is no single parameter: the grammar writes each with its own rule
#: (CR 702.5a "Enchant [object or player]", 702.14a "[type]walk", 702.16a "Protection from
#: [quality]", 702.47a "Splice onto [quality] [cost]", 702.72a "Champion an [object]", ...).
QUALITY_FORMS = {
    "Enchant": "Enchant [object or player]",
    "Landwalk": "[type]walk",
    "Protection": "Protection from [quality]",
    "Hexproof": "Hexproof from [quality]",
    "Splice": "Splice onto [quality] [cost]",
    "Champion": "Champion an [object]",
    "Offering": "[Quality] offering",
    "Partner": "Partner with [name]",
    "Equip": "Equip [quality] [cost]",
    "Devour": "Devour [quality] N",
    "Emerge": "Emerge from [quality] [cost]",
    "Craft": "Craft with [materials] [cost]",
    "Gift": "Gift a [something]",
    "Companion": "Companion—[condition]",
    "Forecast": "Forecast — [activated ability]",
    "Boast": "Boast — [cost]: [effect]",
    "Exhaust": "Exhaust — [cost]: [effect]",
    "Visit": "Visit — [effect]",
    "Max Speed": "Max speed — [ability]",
    "∞ (Infinity)": "∞ — [ability]",
}


def _rule_texts(rules: str, section: str) -> dict[str, list[str]]:
    """Each ``section.N. Name`` heading's name with the text of its sub-rules."""
    out: dict[str, list[str]] = {}
    for number, name in re.findall(rf"^{section}\.(\d+)\. (.+)$", rules, re.M):
        body = re.findall(rf"^{section}\.{number}[a-z]+ (.+)$", rules, re.M)
        out[name.strip()] = body
    return out


def keyword_abilities(rules: str) -> dict[str, str]:
    """Every keyword ability of CR 702 with its parameter shape, in the rules' order.

    A name is written as the rules write it in the form they define ("Cumulative upkeep",
    "Split second"); headings that name two abilities ("Daybound and Nightbound") give both.
    """
    found: dict[str, str] = {}
    for heading, body in _rule_texts(rules, "702").items():
        if heading.startswith("Most abilities"):
            continue  # 702.1, the introduction
        if heading in QUALITY_FORMS:
            found[heading] = QUALITY
            continue
        names = [part.strip() for part in heading.split(" and ")] if " and " in heading else []
        defined: dict[str, str] = {}
        if heading in SHAPE_OVERRIDES:
            defined[heading] = SHAPE_OVERRIDES[heading]
        for text in body:
            for match in _DEFINED_FORM.finditer(text):
                name = match.group("name") or match.group("written")
                parameter = match.group("parameter") or match.group("written_parameter")
                name = name[0].upper() + name[1:]
                own = name.lower() == heading.lower() or name.lower() in {n.lower() for n in names}
                if own or ("variant of" in text and name.lower().endswith(heading.lower()[-4:])):
                    defined.setdefault(name, _PARAMETERS.get(parameter or "", BARE))
        if not defined:
            for name in names or [heading]:
                defined[name] = BARE
        for name, shape in defined.items():
            found.setdefault(name, shape)
    return found


def keyword_actions(rules: str) -> list[str]:
    """Every keyword action of CR 701, as headed there ("Scry", "Venture into the Dungeon")."""
    return [name for name in _rule_texts(rules, "701") if not name.startswith("Most actions")]


def ability_words(rules: str) -> list[str]:
    """The ability words CR 207.2c lists."""
    match = re.search(r"^207\.2c .*?The ability words are (.+?)\.$", rules, re.M)
    if match is None:
        raise SystemExit("CR 207.2c: the list of ability words was not found")
    words = re.split(r", (?:and )?", match.group(1))
    return [word.strip() for word in words]


def _quoted(text: str) -> str:
    """A Python string literal as ruff writes it (double quotes)."""
    return json.dumps(text, ensure_ascii=False)


def module_text(rules: str) -> str:
    abilities = keyword_abilities(rules)
    lines = [
        '"""The vocabulary of the Comprehensive Rules: keyword abilities (CR 702) with their',
        "parameter shapes, keyword actions (CR 701) and ability words (CR 207.2c).",
        "",
        "Generated by ``tools/gen_keywords.py`` from the CR text in ``tools/data/``; do not",
        "edit by hand. The grammar's keyword terminals (``frontend/grammar/keywords.lark``) are",
        'made from the same lists, and a test keeps both in step with the rules."""',
        "",
        "#: Parameter shapes: 'bare' (Flanking), 'number' (Bushido N), 'cost' (Echo [cost]),",
        "#: 'number_cost' (Suspend N—[cost]), 'for' (Affinity for [text]), 'quality' (a form of",
        "#: its own: Protection from [quality], Enchant [object], [type]walk, ...).",
        "KEYWORD_ABILITIES: dict[str, str] = {",
    ]
    lines += [f"    {_quoted(name)}: {_quoted(shape)}," for name, shape in abilities.items()]
    lines += ["}", "", "#: The forms of the 'quality' keywords, as the rules write them."]
    lines += ["QUALITY_FORMS: dict[str, str] = {"]
    lines += [f"    {_quoted(name)}: {_quoted(form)}," for name, form in QUALITY_FORMS.items()]
    lines += ["}", "", "#: CR 701", "KEYWORD_ACTIONS: tuple[str, ...] = ("]
    lines += [f"    {_quoted(name)}," for name in keyword_actions(rules)]
    lines += [")", "", "#: CR 207.2c", "ABILITY_WORDS: tuple[str, ...] = ("]
    lines += [f"    {_quoted(word)}," for word in ability_words(rules)]
    lines += [")", ""]
    return "\n".join(lines)


#: Keywords the grammar reads with rules of their own (abilities.lark), or as KEYWORD (the
#: evergreen keywords the runtime plays, lexicon.lark): not in the generated terminals.
WRITTEN_BY_HAND = frozenset(
    {
        "deathtouch", "defender", "double strike", "first strike", "flash", "flying", "haste",
        "hexproof", "indestructible", "lifelink", "reach", "trample", "vigilance", "menace",
        "equip", "flashback", "kicker", "cycling", "ward", "crew", "solved",
    }
)  # fmt: skip


def _alternation(words: list[str]) -> str:
    escaped = sorted({re.escape(word.lower()) for word in words}, key=lambda w: (-len(w), w))
    # The CR prints a typographic apostrophe ("council’s dilemma"), Oracle text a straight one.
    return "|".join(escaped).replace("’", "['’]")


def grammar_text(rules: str) -> str:
    abilities = keyword_abilities(rules)
    by_shape: dict[str, list[str]] = {}
    for name, shape in abilities.items():
        if name.lower() not in WRITTEN_BY_HAND:
            by_shape.setdefault(shape, []).append(name)
    end = r"(?![\w'’-])"
    lines = [
        "// Keyword abilities of CR 702 by parameter shape, and ability words of CR 207.2c.",
        "// Generated by tools/gen_keywords.py from the Comprehensive Rules; do not edit by hand.",
        "",
        '// Keywords without a parameter ("Flanking"): karlov reads them; the runtime plays',
        "// those it knows (KEYWORD in lexicon.lark holds the evergreen ones).",
        f"OTHER_KEYWORD: /(?:{_alternation(by_shape[BARE])}){end}/i",
        '// "Bushido N", "Soulshift N"',
        f"NUMBER_KEYWORD: /(?:{_alternation(by_shape[NUMBER])}){end}/i",
        '// "Echo [cost]", "Morph [cost]"',
        f"COST_KEYWORD: /(?:{_alternation(by_shape[COST])}){end}/i",
        '// "Suspend N—[cost]"',
        f"NUMBER_COST_KEYWORD: /(?:{_alternation(by_shape[NUMBER_COST])}){end}/i",
        "// CR 207.2c: an italic label before an ability, with no rules meaning",
        f"ABILITY_WORD: /(?:{_alternation(ability_words(rules))}){end}/i",
        "",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", type=Path, default=RULES, help="the CR text")
    parser.add_argument("--check", action="store_true", help="only report stale files")
    args = parser.parse_args(argv)
    rules = args.rules.read_text(encoding="utf-8-sig")
    wanted = {MODULE: module_text(rules), GRAMMAR: grammar_text(rules)}
    stale = [
        path
        for path, text in wanted.items()
        if not path.exists() or path.read_text(encoding="utf-8") != text
    ]
    if args.check:
        for path in stale:
            print(f"{path.relative_to(ROOT)} is stale: run python tools/gen_keywords.py")
        return 1 if stale else 0
    for path in stale:
        path.write_text(wanted[path], encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
