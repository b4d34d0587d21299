"""The compiler lowers every bundled card; what it cannot lower is a positioned C001."""

from __future__ import annotations

from pathlib import Path

import pytest

import karlov
from karlov.compiler import compile_card
from karlov.compiler.library import CardLibrary, UnknownCard
from karlov.runtime import (
    ActivatedAbility,
    ReplacementEffect,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
)
from karlov.runtime import effects as fx

ROOT = Path(__file__).resolve().parents[2]
CARD_FILES = sorted((ROOT / "karlov" / "cards").rglob("*.card"))
NOT_YET: set[str] = set()


def _card(name: str) -> karlov.Card:
    return CardLibrary.bundled().card(name)


@pytest.mark.parametrize("path", CARD_FILES, ids=lambda p: p.stem)
def test_every_bundled_card_compiles_or_says_why(path: Path) -> None:
    (card,) = karlov.parse(path.read_text(encoding="utf-8"), str(path))
    compiled = CardLibrary.for_cards([card]).compiled(card.name)
    if card.name in NOT_YET:
        assert not compiled.ok
        assert [d.code for d in compiled.diagnostics] == ["C001"]
    else:
        assert compiled.ok, [d.render() for d in compiled.diagnostics]
        assert compiled.definition is not None
        assert compiled.definition.name == card.name


def test_a_conjured_card_missing_from_the_library_is_reported_at_its_name() -> None:
    text = (
        "Case of the Missing Card {U}\n"
        "Enchantment — Case\n"
        "When this Case enters, conjure two cards named Zzyzx Qwerty into your library.\n"
    )
    (diagnostic,) = karlov.check(text, "m.card")
    assert (diagnostic.code, diagnostic.span.line, diagnostic.span.column) == ("C001", 3, 24)
    assert "'Zzyzx Qwerty', which is not in the card library" in diagnostic.message


def _objects(name: str) -> list[object]:
    definition = CardLibrary.bundled().definition(name)
    return list(definition.abilities)


def test_burning_masks_lowering() -> None:
    """ETB trigger, To solve (CR 719.3a), and a solved-gated activated ability (702.169d)."""
    enters, to_solve, solved = _objects("Case of the Burning Masks")
    assert isinstance(enters, TriggeredAbility) and enters.gate is None
    assert len(enters.targets) == 1 and enters.targets[0].min == 1
    assert isinstance(to_solve, TriggeredAbility) and to_solve.kind == "to_solve"
    assert to_solve.intervening_if is not None
    assert isinstance(solved, ActivatedAbility) and solved.gate is fx.solved_gate
    assert solved.cost.sacrifice_self and solved.timing == "instant"


def test_solved_gates_each_kind() -> None:
    """CR 702.169b (static), c (triggered), d (activated); replacement is gated like static."""
    assert isinstance(_objects("Case of the Gateway Express")[2], StaticAbility)
    assert _objects("Case of the Gateway Express")[2].gate is fx.solved_gate
    assert _objects("Case of the Ransacked Lab")[2].gate is fx.solved_gate
    assert isinstance(_objects("Case of the Pilfered Proof")[2], ReplacementEffect)
    assert _objects("Case of the Pilfered Proof")[2].gate is fx.solved_gate
    stashed = _objects("Case of the Stashed Skeleton")[2]
    assert isinstance(stashed, ActivatedAbility) and stashed.timing == "sorcery"
    # The first ability of a Case is always active (no gate).
    assert _objects("Case of the Ransacked Lab")[0].gate is None


def test_spell_abilities_and_keywords() -> None:
    (bolt,) = _objects("Lightning Bolt")
    assert isinstance(bolt, SpellAbility) and len(bolt.targets) == 1
    assert _objects("Serra Angel") == ["flying", "vigilance"]
    (mana,) = _objects("Forest")
    assert isinstance(mana, ActivatedAbility) and mana.is_mana_ability


def test_investigate_creates_the_predefined_clue() -> None:
    """The Clue is the predefined token of CR 111.10f, not what the reminder text says."""
    from karlov.runtime import Game

    clue = Game(("Alice", "Bob")).clue_definition
    assert clue.types == frozenset({"artifact"}) and clue.subtypes == frozenset({"clue"})
    (sacrifice_to_draw,) = clue.abilities
    assert isinstance(sacrifice_to_draw, ActivatedAbility)
    assert sacrifice_to_draw.cost.sacrifice_self and str(sacrifice_to_draw.cost.mana) == "{2}"


def test_text_the_runtime_cannot_run_is_an_error_not_a_no_op() -> None:
    text = (
        "Case of the Test {W}\n"
        "Enchantment — Case\n"
        "To solve — You control three or more artifacts. "
        "(If unsolved, solve at the beginning of your end step.)\n"
        "Solved — Flying\n"
    )
    (card,) = karlov.parse(text, "t.card")
    compiled = compile_card(card)
    assert not compiled.ok
    (diagnostic,) = compiled.diagnostics
    assert (diagnostic.code, diagnostic.span.line) == ("C001", 4)
    with pytest.raises(karlov.CardError):
        compiled.require()
    assert [d.code for d in karlov.check(text, "t.card")] == ["C001"]


def test_unknown_card_names_suggest_the_closest() -> None:
    with pytest.raises(UnknownCard) as caught:
        CardLibrary.bundled().definition("Grizly Bears")
    assert str(caught.value) == (
        "no card named 'Grizly Bears' in the card library; did you mean 'Grizzly Bears'?"
    )
