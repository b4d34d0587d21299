"""Issue 21, session 34: the families lowered here, where a scenario can't ask — the readings
that must stay refused (C001) beside the ones now played (tests/scenarios/breadth34/)."""

from __future__ import annotations

import karlov
from karlov import ir
from karlov.compiler import compile_card

NOT_YET = "the rules runtime cannot execute this yet: "


def _c001(text: str) -> list[str]:
    (card,) = karlov.parse(text)
    return [d.message for d in compile_card(card).diagnostics if d.code == "C001"]


def _effect(text: str) -> ir.Effect:
    (card,) = karlov.parse(text)
    compiled = compile_card(card)
    assert not [d for d in compiled.diagnostics if d.is_error], compiled.diagnostics
    (ability,) = compiled.ir.abilities
    return ability.effect


# ---- a token's colors joined by "and" (CR 105.2, 111.4) ------------------------------------


def test_a_token_of_colors_joined_by_and_has_all_of_them() -> None:
    effect = _effect(
        "Spirit Summoning {1}{R}{W}\nSorcery\nCreate a 3/2 red and white Spirit creature token.\n"
    )
    assert isinstance(effect, ir.Action) and effect.token is not None
    assert effect.token.characteristics is not None
    assert effect.token.characteristics.colors == ("R", "W")


def test_a_token_of_three_colors_has_all_three() -> None:
    effect = _effect(
        "Odd Summoning {3}\nSorcery\nCreate a 1/1 red, green, and white Spirit creature token.\n"
    )
    assert isinstance(effect, ir.Action) and effect.token is not None
    assert effect.token.characteristics is not None
    assert effect.token.characteristics.colors == ("R", "G", "W")


def test_a_token_of_one_color_or_another_is_refused() -> None:
    # "red or white" chooses no color: the effect would have to say which (CR 111.4)
    assert _c001(
        "Odd Summoning {3}\nSorcery\nCreate a 1/1 red or white Spirit creature token.\n"
    ) == [NOT_YET + "the colors 'red or white' here"]


# ---- "becomes a ... creature" and the types it keeps (CR 205.1a, 205.1b) ---------------------


def test_becoming_a_creature_without_still_a_land_is_refused() -> None:
    # CR 205.1a: a new card type without "still a land" replaces the land type, which the
    # runtime doesn't play
    assert _c001(
        "Odd Form {G}\nInstant\nTarget land becomes a 3/3 Elemental creature until end of turn.\n"
    ) == [NOT_YET + "'becomes' a new card type without 'in addition'"]


def test_still_a_land_after_becoming_keeps_the_types() -> None:
    effect = _effect(
        "Odd Form {G}\nInstant\nTarget land becomes a 3/3 Elemental creature until end of turn. "
        "It's still a land.\n"
    )
    assert isinstance(effect, ir.Become) and effect.in_addition
    assert effect.characteristics.types == ("creature",)


def test_still_a_land_with_no_becoming_before_it_is_refused() -> None:
    messages = _c001("Odd Form {G}\nInstant\nUntap target land. It's still a land.\n")
    assert messages == [NOT_YET + "'It's still a land.' not right after one 'becomes'"]


def test_an_artifact_creature_keeps_its_other_types_and_replaces_creature_types() -> None:
    effect = _effect(
        "Odd Idol {3}\nArtifact\n{2}: Odd Idol becomes a 2/2 Golem artifact creature until end "
        "of turn.\n"
    )
    assert isinstance(effect, ir.Become) and not effect.in_addition
    assert effect.characteristics.types == ("artifact", "creature")
    assert effect.characteristics.subtypes == ("golem",)
