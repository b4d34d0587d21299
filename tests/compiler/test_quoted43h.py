"""Quoted static abilities (CR 113.2c, 604) lowered by the static-ability compiler: on a token
(its stated abilities are copiable values, CR 111.4, 707.2) and on a copy (its exceptions are,
CR 707.9b), "this creature" being the object that has the ability; a characteristic-defining
one (CR 604.3, layer 7a). A quoted static ability granted by an effect (layer 6, CR 613.1f)
stays C001 at the quote: the runtime reads the continuous effects of static abilities from
copiable values only. Near wordings are parse errors. Played in
``tests/scenarios/quoted43h/``."""

from __future__ import annotations

import pytest

from karlov import ir
from tests.syntax.families import line_errors

from .lowering import abilities_of, compile_text

_NO = "the rules runtime cannot execute this yet: "


def _token_abilities(line: str) -> tuple[ir.GrantedAbility, ...]:
    (spell,) = [
        a for a in abilities_of(f"Probe {{2}}\nSorcery\n{line}\n") if isinstance(a, ir.SpellAbility)
    ]
    action = spell.effect
    assert isinstance(action, ir.Action) and action.token is not None
    assert action.token.characteristics is not None
    return action.token.characteristics.abilities


def _c001(text: str) -> list[tuple[str, int]]:
    return [
        (d.message, d.span.column)
        for d in compile_text(text).diagnostics
        if d.code in ("C001", "C002")
    ]


def test_a_token_that_gets_plus_one_for_each_artifact() -> None:
    (static,) = _token_abilities(
        'Create a 0/0 colorless Construct artifact creature token with "This creature gets '
        '+1/+1 for each artifact you control."'
    )
    assert isinstance(static, ir.StaticAbility)
    (effect,) = static.effects
    assert effect.layer is ir.Layer.PT_MODIFY and (effect.power, effect.toughness) == (1, 1)
    assert effect.affected.filter is None  # "this creature": the token itself
    assert effect.for_each is not None and effect.for_each.types[0].any_of == ("artifact",)


def test_a_token_with_a_characteristic_defining_ability() -> None:
    (static,) = _token_abilities(
        "Create a green Treefolk creature token with \"This creature's power and toughness are "
        'each equal to the number of Forests you control."'
    )
    assert isinstance(static, ir.StaticAbility)
    (effect,) = static.effects
    assert effect.layer is ir.Layer.PT_CDA
    assert effect.define_power is not None and effect.define_power == effect.define_toughness


def test_a_token_with_an_attack_requirement_and_a_keyword() -> None:
    found = _token_abilities(
        'Create a 1/1 red Goblin creature token with haste and "Creatures you control attack '
        'each combat if able."'
    )
    assert found[0] == ir.KeywordName("haste")
    static = found[1]
    assert isinstance(static, ir.StaticAbility) and static.restrictions
    assert static.restrictions[0].affected.filter is not None


def test_a_token_with_protection_from_a_color() -> None:
    (protection,) = _token_abilities(
        "Create a 3/3 green Centaur creature token with protection from black."
    )
    assert isinstance(protection, ir.KeywordAbility) and protection.name == "protection"


def test_a_copy_with_a_quoted_triggered_ability() -> None:
    (spell,) = [
        a
        for a in abilities_of(
            "Probe {2}\nSorcery\nCreate a token that's a copy of target creature, except it has "
            'haste and "At the beginning of the end step, exile this permanent."\n'
        )
        if isinstance(a, ir.SpellAbility)
    ]
    action = spell.effect
    assert isinstance(action, ir.Action) and action.copy_changes is not None
    haste, trigger = action.copy_changes.abilities
    assert haste == ir.KeywordName("haste") and isinstance(trigger, ir.TriggeredAbility)


@pytest.mark.parametrize(
    ("line", "column"),
    [
        # an effect granting a quoted static ability (layer 6): refused at the quote
        ('Until end of turn, target creature gains "This creature can\'t block."', 43),
        ('Creatures you control have "This creature gets +1/+1 as long as you control a '
         'Swamp."', 29),
        ("{1}: Until end of turn, Probe becomes a 3/3 Construct artifact creature with "
         '"This creature gets +1/+1 for each artifact you control."', 79),
    ],
)  # fmt: skip
def test_a_quoted_static_granted_by_an_effect_is_refused(line: str, column: int) -> None:
    kind = "Sorcery" if line.startswith("Until") else "Artifact"
    found = _c001(f"Probe {{2}}\n{kind}\n{line}\n")
    assert column == line.index('"This') + 2  # the first word inside the quote
    assert (_NO + "a quoted static ability granted by an effect (layer 6, CR 613.1f)", column) in (
        found
    )


def test_a_quoted_ability_the_static_compiler_does_not_read_is_c001_not_c002() -> None:
    found = _c001(
        'Probe {2}\nSorcery\nCreate a 2/2 green Bear creature token with "You may have this '
        "creature assign its combat damage as though it weren't blocked.\"\n"
    )
    assert found == [(_NO + "this quoted ability", 54)]  # at "have ..."


def test_a_quoted_ability_about_casting_is_refused() -> None:
    found = _c001(
        'Probe {2}\nSorcery\nCreate a 2/2 green Bear creature token with "This spell costs {1} '
        'less to cast."\n'
    )
    assert found and all(message.startswith(_NO) for message, _ in found)


@pytest.mark.parametrize(
    "line",
    [
        'Create a 0/0 Construct artifact creature token with "This creature gets +1/+1 for '
        'every artifact you control."',
        "Create a Treefolk creature token with \"This creature's power and toughness is each "
        'equal to the number of Forests you control."',
        "Create a Treefolk creature token with \"This creature's power and toughness are each "
        'equal the number of Forests you control."',
        'Create a 1/1 Goblin creature token with "This creature gets +1/+1 for each artifact '
        "you control.",
        "Create a 0/0 Construct artifact creature token with This creature gets +1/+1 for each "
        "artifact you control.",
    ],
)
def test_near_wordings_are_errors(line: str) -> None:
    assert line_errors(line, "Sorcery") != []


# ---- losing a quoted ability (CR 113.10) -------------------------------------------------------

_LION = (
    "Glittering Lion {{2}}{{W}}\nCreature — Cat\n"
    "Prevent all damage that would be dealt to Glittering Lion.\n"
    "{{3}}: Until end of turn, {who} loses {lost}\n2/2\n"
)
_PREVENT = '"Prevent all damage that would be dealt to Glittering Lion."'


def test_the_card_loses_its_own_printed_ability() -> None:
    text = _LION.format(who="Glittering Lion", lost=_PREVENT)
    (_static, activated) = abilities_of(text)
    assert isinstance(activated, ir.ActivatedAbility)
    effect = activated.effect
    if isinstance(effect, ir.Sequence):
        (effect,) = effect.steps
    assert isinstance(effect, ir.LoseAbilities) and effect.keywords == ()
    assert isinstance(effect.objects, ir.SourceObject)
    (quoted,) = effect.quoted
    assert quoted.rstrip(".") == "Prevent all damage that would be dealt to Glittering Lion"


@pytest.mark.parametrize(
    ("who", "lost", "message"),
    [
        # not word for word an ability this card prints
        (
            "Glittering Lion",
            '"Prevent all combat damage that would be dealt to Glittering Lion."',
            "losing a quoted ability this card doesn't print",
        ),
        # another object's abilities are not known here
        ("target creature", _PREVENT, "losing an ability other than a keyword"),
    ],
)
def test_losing_another_quoted_ability_is_refused(who: str, lost: str, message: str) -> None:
    found = _c001(_LION.format(who=who, lost=lost))
    assert [m for m, _ in found] == [_NO + message]


# ---- an intervening "if" in a quoted triggered ability (CR 603.4) -----------------------------


def test_a_quoted_trigger_with_an_intervening_if() -> None:
    (trigger,) = _token_abilities(
        'Create a 1/1 white Spirit creature token with "At the beginning of your upkeep, if you '
        'control no other creatures, sacrifice this creature."'
    )
    assert isinstance(trigger, ir.TriggeredAbility)
    assert trigger.intervening_if is not None
    assert isinstance(trigger.effect, ir.Sequence) and trigger.effect.steps


@pytest.mark.parametrize(
    "line",
    [
        'Create a 1/1 white Spirit creature token with "At the beginning of your upkeep, if you '
        'control no other creatures sacrifice this creature."',
        'Create a 1/1 white Spirit creature token with "At the beginning of your upkeep if you '
        'control no other creatures, sacrifice this creature."',
    ],
)
def test_near_wordings_of_the_intervening_if_are_errors(line: str) -> None:
    assert line_errors(line, "Sorcery") != []
