"""The article ``explain`` writes before a counter name or a noun, by its first sound: "an
hourglass counter" (a silent h), "a +1/+1 counter", "an artifact", "a one-shot" (the audit of
session 48 read "a hourglass counter" in Temporal Distortion's explanation)."""

from __future__ import annotations

import pytest

from karlov.explain.words import article


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        ("hourglass", "an"),
        ("honor", "an"),
        ("hand", "a"),
        ("+1/+1", "a"),
        ("artifact", "an"),
        ("one-shot", "a"),
        ("8/8", "an"),
        ("unicorn", "a"),
    ],
)
def test_the_article_goes_by_the_first_sound(phrase: str, expected: str) -> None:
    assert article(phrase) == expected


def test_you_were_dealt_damage() -> None:
    """ "if you were dealt 4 or more damage this turn" (Boarded Window): "you were", not "you
    was" (the audit of session 48)."""
    import karlov
    from karlov.explain import explain_compiled

    (card,) = karlov.parse(
        "Boarded Window {3}\nArtifact\nAt the beginning of each end step, if you were dealt 4 or"
        " more damage this turn, exile Boarded Window.\n"
    )
    text = explain_compiled([(card, karlov.compile_card(card))])
    assert "if you were dealt four or more damage this turn" in text
