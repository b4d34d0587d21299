"""The duration "for as long as ~ remains tapped" (CR 611.2b), alone or after "you control ~
and", on an instruction of an activated ability of a permanent: a P/T change, "has
[abilities]", gaining control, "becomes", and "... doesn't untap during its controller's untap
step" / "... don't untap during their controllers' untap steps" (CR 502.3). Read where it
plays; refused (C001 at its span) for another object ("that creature remains tapped"), for a
spell (no permanent to stay tapped), on an instruction the runtime can't time, or where "they"
would be read again as a description; an error at its word where the wording is not Oracle's."""

from __future__ import annotations

import pytest

from .families import card_errors, refusals

ARTIFACT = "Artifact"
ELF = "Creature — Elf"
COST = "{2}, {T}: "
CONTROL = "{T}: Gain control of target creature for as long as "

#: (line, card type, the column of the C001, or None: it plays)
READ = [
    (f"{COST}Target creature gets +2/-2 for as long as Test Card remains tapped.", ARTIFACT, None),
    (
        f"{COST}Target creature gets +2/+2 and has trample for as long as Test Card remains "
        "tapped.",
        ELF,
        None,
    ),
    (
        f"{COST}Target creature you control has shroud for as long as Test Card remains tapped.",
        ARTIFACT,
        None,
    ),
    (
        f"{COST}Tap target creature. It doesn't untap during its controller's untap step for as "
        "long as Test Card remains tapped.",
        ARTIFACT,
        None,
    ),
    (
        f"{COST}Tap up to two target creatures. Those creatures don't untap during their "
        "controllers' untap steps for as long as Test Card remains tapped.",
        ARTIFACT,
        None,
    ),
    (
        f"{COST}Gain control of target creature for as long as Test Card remains tapped.",
        ARTIFACT,
        None,
    ),
    (f"{COST}All creatures get +2/+2 for as long as Test Card remains tapped.", ARTIFACT, None),
    (
        f"{COST}Target land becomes an Island for as long as Test Card remains tapped.",
        ARTIFACT,
        None,
    ),
    # both: "for as long as you control ~ and ~ remains tapped"
    (
        "{T}: Gain control of target legendary creature for as long as you control Test Card and "
        "Test Card remains tapped.",
        ARTIFACT,
        None,
    ),
    (
        f"{COST}Target creature gets +2/+2 for as long as you control Test Card and Test Card "
        "remains tapped.",
        ARTIFACT,
        None,
    ),
    (
        "{T}: Draw a card for as long as you control Test Card and Test Card remains tapped.",
        ARTIFACT,
        18,
    ),
    # an instruction the runtime doesn't time; another object; a spell is no permanent
    (
        f"{COST}Tap target creature. Draw a card for as long as Test Card remains tapped.",
        ARTIFACT,
        44,
    ),
    (
        f"{COST}Target creature gets +2/+2 for as long as target land remains tapped.",
        ARTIFACT,
        38,
    ),
    ("Target creature gets +2/+2 for as long as Test Card remains tapped.", "Instant", 28),
    (
        f"{COST}Tap target creature. It doesn't untap during its controller's untap step for as "
        "long as that creature remains tapped.",
        ARTIFACT,
        84,
    ),
    # "has" as an instruction says for how long only with a duration
    (f"{COST}Target creature has shroud.", ARTIFACT, 27),
    # "They" after "all other artifacts" would be the group read again, not the ones tapped
    (
        f"{COST}Tap all other artifacts. They don't untap during their controllers' untap steps "
        "for as long as Test Card remains tapped.",
        ARTIFACT,
        41,
    ),
]


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_family_is_read_and_refused_where_it_cannot_play(
    line: str, card_type: str, refused_at: int | None
) -> None:
    assert card_errors(line, card_type) == []
    expected = [] if refused_at is None else [("C001", refused_at)]
    assert refusals(line, card_type) == expected


#: (line, the wrong word the error stands at, its code)
NEAR_MISSES = [
    (f"{COST}Target creature gets +2/-2 for as long as Test Card remain tapped.", "remain", "E001"),
    (f"{COST}Target creature gets +2/-2 for as long as Test Card stays tapped.", "stays", "E001"),
    (f"{COST}Target creature gets +2/-2 for as long as Test Card remains tap.", "tap.", "E001"),
    (f"{COST}Target creature gets +2/-2 for as long as Test Card remains untapped.", "untapped.",
     "E001"),
    (f"{COST}Target creature gets +2/-2 for so long as Test Card remains tapped.", "for", "E001"),
    (f"{COST}Target creature gets +2/-2 for long as Test Card remains tapped.", "for", "E001"),
    (f"{COST}Tap target creature. It doesn't untap during its controller's untap steps for as "
     "long as Test Card remains tapped.", "steps", "E001"),
    (f"{COST}Tap target creatures. They don't untap during their controllers' untap step for as "
     "long as Test Card remains tapped.", "step", "E001"),
    (f"{CONTROL}you control Test Card and Test Card remain tapped.", "and", "E001"),
    (f"{CONTROL}you control Test Card and Test Card stays tapped.", "and", "E001"),
    (f"{CONTROL}you control Test Card or Test Card remains tapped.", "or", "E001"),
    (f"{CONTROL}you control Test Card and target land remains tapped.", "and", "E001"),
    (f"{CONTROL}you control Test Card, and Test Card remains tapped.", "remains", "E001"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "word", "code"), NEAR_MISSES)
def test_the_near_miss_is_an_error_at_its_word(line: str, word: str, code: str) -> None:
    column = f" {line} ".index(f" {word}") + 1
    assert card_errors(line, ARTIFACT) == [(code, column)]
