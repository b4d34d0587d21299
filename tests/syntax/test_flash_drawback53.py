# ruff: noqa: E501  (card text lines are as long as Oracle text makes them)
"""Session 53 (Mirage's flash drawback, CR 307.5a, 514.3a): "You may cast ~ as though it had
flash. If you cast it any time a sorcery couldn't have been cast, the controller of the
permanent it becomes sacrifices it at the beginning of the next cleanup step." plays: the
permanent a spell cast at such a time becomes is sacrificed by its controller then at the
beginning of the next cleanup step. The drawback is read only word for word after the
permission it belongs to; any other wording is refused at its sentence."""

from __future__ import annotations

import pytest

from karlov import ir

from .families import assert_refused_at, compiled_abilities

AURA = "Enchantment — Aura"
PERMISSION = "You may cast Test Card as though it had flash."
DRAWBACK = "If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step."

#: (line, card type, the words C001 must stand at, or None where the line plays)
READ = [
    (f"{PERMISSION} {DRAWBACK}", "Artifact", None),
    # the drawback alone has no permission it belongs to
    (DRAWBACK, "Artifact", "If you cast it"),
    # another step than the cleanup step is no wording the runtime reads
    (f"{PERMISSION} If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next end step.", "Artifact", "If you cast it"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "card_type", "refused_at"), READ)
def test_the_flash_drawback_plays_only_word_for_word(
    line: str, card_type: str, refused_at: str | None
) -> None:
    assert_refused_at(line, card_type, refused_at)


def test_the_drawback_is_part_of_the_permission() -> None:
    (static,) = compiled_abilities(f"{PERMISSION} {DRAWBACK}", "Artifact")
    assert isinstance(static, ir.StaticAbility)
    assert static.self_flash == ir.SelfFlash(
        sacrificed_at_cleanup=True, span=static.self_flash.span
    )
