"""``parse_file(..., warnings=False)``, what :func:`karlov.parse` and the card library use: the
same cards and exactly the errors of a full parse, with the warning-only checks not run.

Held on every golden input, bundled card and corpus card, and on damaged card text (Hypothesis);
and each check in ``WARNING_CHECKS`` is shown to report warnings only on all of them, so leaving
it out can never hide an error.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import karlov
from karlov.frontend.checks import CHECKS, WARNING_CHECKS
from karlov.frontend.diagnostics import Severity
from karlov.frontend.syntax import parse_file
from karlov.importers import card_text

from .test_corpus import corpus_cards

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = sorted((ROOT / "tests" / "golden").glob("*.card"))
BUNDLED = sorted((ROOT / "karlov" / "cards").rglob("*.card"))


def _texts() -> list[tuple[str, str]]:
    files = [(p.name, p.read_text(encoding="utf-8")) for p in GOLDEN + BUNDLED]
    return files + [(card.name, card_text(card)) for card in corpus_cards()]


def _assert_errors_only(text: str, name: str) -> None:
    full_file, full = parse_file(text, name)
    errors_file, errors = parse_file(text, name, warnings=False)
    assert errors_file == full_file
    assert errors == [d for d in full if d.is_error]


def test_errors_only_parse_reports_exactly_the_errors() -> None:
    texts = _texts()
    assert len(texts) > 1000
    for name, text in texts:
        _assert_errors_only(text, name)


def test_karlov_parse_raises_on_the_same_errors() -> None:
    (golden,) = [p for p in GOLDEN if p.name == "01_misspelt_three.card"]
    text = golden.read_text(encoding="utf-8")
    with pytest.raises(karlov.CardError) as raised:
        karlov.parse(text, "g.card")
    assert raised.value.diagnostics == [d for d in parse_file(text, "g.card")[1] if d.is_error]


def test_warning_checks_only_ever_warn() -> None:
    assert set(CHECKS) > WARNING_CHECKS  # the error checks always run
    found = 0
    for name, text in _texts():
        card_file, _ = parse_file(text, name)
        lines = dict(enumerate(text.splitlines(), start=1))
        for card in card_file.cards:
            for check in WARNING_CHECKS:
                for diagnostic in check(card, lines):
                    found += 1
                    assert diagnostic.severity is Severity.WARNING, (name, diagnostic)
    assert found > 0  # the checks ran and found something to warn about


_DAMAGE = st.sampled_from(["", " ", "  ", "—", "-", ".", ",", "~", "(", ")", '"', "{", "\n", "x"])


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(BUNDLED[:40] + GOLDEN[:40]),
    st.lists(st.tuples(st.floats(0, 1), _DAMAGE), max_size=4),
)
def test_errors_only_on_damaged_text(path: Path, edits: list[tuple[float, str]]) -> None:
    text = path.read_text(encoding="utf-8")
    for where, inserted in edits:
        at = int(where * len(text))
        text = text[:at] + inserted + text[at:]
    _assert_errors_only(text, path.name)


def test_warning_checks_say_no_error_anywhere_in_their_code() -> None:
    """Beyond what the cards above happen to trigger: neither a warning-only check nor any
    function of the checks module it calls (directly or not) names an error severity."""
    import inspect
    import types

    from karlov.frontend import checks

    pending = list(WARNING_CHECKS)
    seen: set[str] = set()
    while pending:
        function = pending.pop()
        if function.__name__ in seen:
            continue
        seen.add(function.__name__)
        source = inspect.getsource(function)
        assert "Severity.ERROR" not in source and "is_error" not in source, function.__name__
        for name in function.__code__.co_names:
            called = getattr(checks, name, None)
            if isinstance(called, types.FunctionType) and called.__module__ == checks.__name__:
                pending.append(called)
    assert {"check_words", "self_name_diagnostics", "touching_word_diagnostics"} <= seen
