"""Generate the standard reminder texts of keywords: ``karlov/frontend/reminder_forms.py``.

Usage: ``python tools/gen_reminders.py`` (``--check``: exit 1 if the file is stale; a test runs
it).

Reminder text has no rules meaning (CR 207.2): it summarises a keyword's rules, in a wording
Oracle keeps the same from card to card ("Bushido 1 (Whenever this creature blocks or becomes
blocked, it gets +1/+1 until end of turn.)"). karlov reads the reminder sentences it can with
its grammar; the standard reminders of CR 702 keywords and CR 701 keyword actions it reads as
what they are (:mod:`karlov.frontend.standard_reminders`). This tool collects them from the
card pool kept in the repository (``tests/data/pool/cards.json.xz``): every reminder printed
after a line that names a keyword ability or keyword action, on at least :data:`MIN_CARDS`
different cards, with its parameters (numbers, number words, mana symbols, the card's own
name) made general, so the reminder of "Bushido 2" is read as well as that of "Bushido 1",
and with the keywords it followed, so it is read only after one of them. A reminder seen on a
single card, or a misprinted one, is still parsed as sentences — or reported.
"""

from __future__ import annotations

import argparse
import json
import lzma
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from karlov.cr_vocabulary import KEYWORD_ABILITIES  # noqa: E402
from karlov.frontend.standard_reminders import reminder_form  # noqa: E402

POOL = ROOT / "tests" / "data" / "pool" / "cards.json.xz"
MODULE = ROOT / "karlov" / "frontend" / "reminder_forms.py"

#: A reminder's wording counts as standard once this many different cards print it.
MIN_CARDS = 2

_TRAILING_REMINDER = re.compile(r"^(?P<body>.*\S) \((?P<reminder>[^()]+)\)$")


#: The keyword actions the grammar reads as verbs since their reminders were not read
#: (``action_verb`` in effects.lark); scry, surveil, investigate and the others older than
#: them have reminders the grammar parses as sentences.
ACTION_VERBS = (
    "proliferate", "amass", "adapt", "explore", "explores", "connive", "connives", "venture",
    "populate", "support", "bolster", "detain", "goad", "goaded", "regenerate", "fateseal", "learn",
    "monstrosity", "clash", "exert", "manifest", "incubate", "discover", "fight", "fights",
)  # fmt: skip


def _names() -> re.Pattern[str]:
    """A line that starts with a keyword the generated terminals read (not the evergreen
    keywords, whose reminders are parsed as sentences), or that uses a keyword action verb."""
    from gen_keywords import WRITTEN_BY_HAND

    keywords = [name for name in KEYWORD_ABILITIES if name.lower() not in WRITTEN_BY_HAND]
    keywords += ["[a-z]+walk", "[a-z ]+landwalk"]
    # "Friends forever", partner—Friends forever as 2022's Oracle text printed it (CR 702.124i)
    keywords += ["friends forever"]
    starts = "|".join(sorted({re.escape(k) for k in keywords}, key=len, reverse=True))
    starts = starts.replace(r"\[a\-z\]\+walk", "[a-z]+walk").replace(
        r"\[a\-z\ \]\+landwalk", "[a-z ]+landwalk"
    )
    verbs = "|".join(ACTION_VERBS)
    # A keyword granted in a sentence ("Equipped creature has wither.", "You may cast it as
    # though it had flash.") is explained by its reminder as well.
    every = "|".join(sorted({re.escape(k) for k in KEYWORD_ABILITIES}, key=len, reverse=True))
    granted = rf"(?:(?<![\w'-])(?:has|have|had|gains?|with|and)|,) (?P<granted>{every})(?![\w'-])"
    return re.compile(rf"^(?:{starts})(?![\w'-])|(?<![\w'-])(?:{verbs})(?![\w'-])|{granted}", re.I)


def _card_lines() -> list[tuple[str, str]]:
    from karlov.frontend.syntax import tilde_names
    from karlov.importers import card_text, read_mtgjson

    document = json.loads(lzma.decompress(POOL.read_bytes()))
    lines = []
    for name, card, _ in read_mtgjson(document):
        if card is None:
            continue
        names = (name, name.split(",")[0]) if "," in name else (name,)
        for line in card_text(card).split("\n")[2:]:
            lines.append((name, tilde_names(line, names)))
    return lines


def reminders() -> list[str]:
    """Each standard reminder's form, most printed first (then alphabetically)."""
    keyword = _names()
    cards: dict[str, set[str]] = {}
    pairs: dict[tuple[str, str], set[str]] = {}
    for name, line in _card_lines():
        match = _TRAILING_REMINDER.match(line)
        # The keyword nearest the reminder is the one it explains.
        found = (
            max(keyword.finditer(match.group("body")), default=None, key=lambda m: m.start())
            if match
            else None
        )
        if match is None or found is None:
            continue
        form = reminder_form(match.group("reminder"))
        cards.setdefault(form, set()).add(name)
        named = found.group("granted") or found.group()
        pairs.setdefault((form, named.lower()), set()).add(name)
    # A form explains a keyword when at least MIN_CARDS cards print it after that keyword (one
    # card's reminder of something else beside a keyword is no standard reminder of it).
    for (form, named), names in pairs.items():
        if len(names) >= MIN_CARDS:
            KEYWORDS_OF.setdefault(form, set()).add(named)
    counts = Counter({form: len(cards[form]) for form in KEYWORDS_OF})
    return sorted(counts, key=lambda form: (-counts[form], form))


#: The keywords (as printed, lower case) each form was printed after.
KEYWORDS_OF: dict[str, set[str]] = {}


def module_text() -> str:
    forms = reminders()
    lines = [
        '"""The forms of the standard keyword reminders (see :mod:`.standard_reminders`).',
        "",
        "Generated by ``tools/gen_reminders.py`` from the card pool; do not edit by hand.",
        f"{len(forms)} forms, each printed on at least {MIN_CARDS} cards.",
        '"""',
        "",
        "#: Each form, with the keywords (as printed, lower case) it explains.",
        "STANDARD_REMINDER_FORMS: dict[str, tuple[str, ...]] = {",
    ]
    lines += [f"    {form!r}: {tuple(sorted(KEYWORDS_OF[form]))!r}," for form in forms]
    lines += ["}", ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report a stale file")
    args = parser.parse_args(argv)
    text = module_text()
    current = MODULE.read_text(encoding="utf-8") if MODULE.exists() else None
    if args.check:
        if current != text:
            print(f"{MODULE.relative_to(ROOT)} is stale: run python tools/gen_reminders.py")
            return 1
        return 0
    if current != text:
        MODULE.write_text(text, encoding="utf-8")
        print(f"wrote {MODULE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
