"""The IR of printed Cases, for the generator tests.

``case_ir(key)`` is the single place the tests get a Case's IR from. Until the compiler lowers
cards to IR (``compile_card(card).ir`` on branch ``ir``), it returns the hand-built values
below, written from the bundled card text as the IR classes document them; when the compiler
lands, switching is the one line marked in :func:`case_ir`. A Case without a hand-built value
is ``None`` (its tests skip with that reason).
"""

from __future__ import annotations

from pathlib import Path

import karlov.ir as ir

CASES = Path(__file__).resolve().parents[2] / "karlov" / "cards" / "cases"

#: facts key (tests/targets/forge_facts.toml) -> bundled card file
FILES = {
    "burning_masks": "case_of_the_burning_masks.card",
    "crimson_pulse": "case_of_the_crimson_pulse.card",
    "filched_falcon": "case_of_the_filched_falcon.card",
    "gateway_express": "case_of_the_gateway_express.card",
    "gorgons_kiss": "case_of_the_gorgon_s_kiss.card",
    "locked_hothouse": "case_of_the_locked_hothouse.card",
    "market_melee": "case_of_the_market_melee.card",
    "pilfered_proof": "case_of_the_pilfered_proof.card",
    "ransacked_lab": "case_of_the_ransacked_lab.card",
    "shattered_pact": "case_of_the_shattered_pact.card",
    "shifting_visage": "case_of_the_shifting_visage.card",
    "stashed_skeleton": "case_of_the_stashed_skeleton.card",
    "trampled_garden": "case_of_the_trampled_garden.card",
}


def _lines(key: str) -> list[str]:
    return (CASES / FILES[key]).read_text(encoding="utf-8").splitlines()


def _span(key: str, line: int) -> ir.Span:
    """The span of line ``line`` (1-based) of the card file, whole line."""
    text = _lines(key)[line - 1]
    return ir.Span(f"karlov/cards/cases/{FILES[key]}", line, 1, line, len(text) + 1)


def _text(key: str) -> str:
    """The rules text: every line after the name and type lines."""
    return "\n".join(_lines(key)[2:])


def _ability_text(key: str, line: int) -> str:
    return _lines(key)[line - 1]


def _case(key: str, mana: str, abilities: tuple[ir.Ability, ...]) -> ir.Card:
    name = _lines(key)[0].rsplit(" {", 1)[0]
    return ir.Card(
        name=name, mana_cost=mana, supertypes=(), types=("enchantment",), subtypes=("Case",),
        power=None, toughness=None, abilities=abilities, text=_text(key), span=_span(key, 1),
    )  # fmt: skip


def _at_least(n: int) -> ir.Count:
    return ir.Count(ir.Relation.AT_LEAST, n)


YOUR_CREATURES = ir.ObjectFilter(
    "creatures you control",
    nouns=("creature",),
    types=(ir.TypeTest(("creature",)),),
    controller=ir.Players("you"),
)


def _gorgons_kiss() -> ir.Card:
    k = "gorgons_kiss"
    damaged = ir.ObjectFilter("creature that was dealt damage this turn", nouns=("creature",),
                              types=(ir.TypeTest(("creature",)),), dealt_damage_this_turn=True)  # fmt: skip  # noqa: E501
    return _case(k, "{B}", (
        ir.TriggeredAbility(
            trigger=ir.EventTrigger("enters"),
            effect=ir.Action(ir.Verb.DESTROY, objects=ir.TargetObjects(0), span=_span(k, 3)),
            targets=(ir.TargetSpec("up to one target creature that was dealt damage this turn",
                                   0, 1, filter=damaged),),
            text=_ability_text(k, 3), span=_span(k, 3),
        ),
        ir.ToSolve(
            condition=ir.HappenedThisTurn(
                "put_into_graveyard", _at_least(3),
                ir.ObjectFilter("creature cards", nouns=("card",), types=(ir.TypeTest(("creature",)),),  # noqa: E501
                                zone=ir.ZoneName.GRAVEYARD, tokens=False),
            ),
            text=_ability_text(k, 4), span=_span(k, 4),
        ),
        ir.StaticAbility(
            effects=(
                ir.ContinuousEffect(ir.Layer.TYPE, ir.Affected(), add_types=("creature",),
                                    add_subtypes=("Gorgon",), set_power=4, set_toughness=4,
                                    add_abilities=(ir.KeywordName("deathtouch"),
                                                   ir.KeywordName("lifelink"))),
            ),
            gate=True, text=_ability_text(k, 5), span=_span(k, 5),
        ),
    ))  # fmt: skip


def _crimson_pulse() -> ir.Card:
    k = "crimson_pulse"
    discard_then_draw = ir.Sequence((
        ir.Action(ir.Verb.DISCARD, count=ir.Count(ir.Relation.EXACTLY, 1)),
        ir.Action(ir.Verb.DRAW, count=ir.Count(ir.Relation.EXACTLY, 2)),
    ))  # fmt: skip
    hand = ir.ObjectFilter("cards in your hand", nouns=("card",), zone=ir.ZoneName.HAND,
                           zone_owner=ir.Whose.YOU)  # fmt: skip
    return _case(k, "{2}{R}", (
        ir.TriggeredAbility(trigger=ir.EventTrigger("enters"), effect=discard_then_draw,
                            text=_ability_text(k, 3), span=_span(k, 3)),
        ir.ToSolve(condition=ir.ObjectCount(ir.Count(ir.Relation.EXACTLY, 0), hand),
                   text=_ability_text(k, 4), span=_span(k, 4)),
        ir.TriggeredAbility(
            trigger=ir.StepTrigger(ir.Step.UPKEEP, ir.Whose.YOU),
            effect=ir.Sequence((
                ir.Action(ir.Verb.DISCARD, objects=ir.AllObjects(hand)),
                ir.Action(ir.Verb.DRAW, count=ir.Count(ir.Relation.EXACTLY, 2)),
            )),
            gate=True, text=_ability_text(k, 5), span=_span(k, 5),
        ),
    ))  # fmt: skip


def _filched_falcon() -> ir.Card:
    k = "filched_falcon"
    noncreature_artifact = ir.ObjectFilter("noncreature artifact", nouns=("artifact",),
                                           types=(ir.TypeTest(("artifact",)), ir.TypeTest(none_of=("creature",))))  # fmt: skip  # noqa: E501
    return _case(k, "{U}", (
        ir.TriggeredAbility(trigger=ir.EventTrigger("enters"),
                            effect=ir.Action(ir.Verb.CREATE, token=ir.TokenDefinition("Clue")),
                            text=_ability_text(k, 3), span=_span(k, 3)),
        ir.ToSolve(
            condition=ir.ObjectCount(_at_least(3), ir.ObjectFilter(
                "artifacts you control", nouns=("artifact",), types=(ir.TypeTest(("artifact",)),),
                controller=ir.Players("you"))),
            text=_ability_text(k, 4), span=_span(k, 4),
        ),
        ir.ActivatedAbility(
            cost=ir.Cost(mana="{2}{U}", sacrifices=(ir.SacrificeCost(1, None),)),
            effect=ir.Sequence((
                ir.Action(ir.Verb.PUT_COUNTERS, objects=ir.TargetObjects(0),
                          count=ir.Count(ir.Relation.EXACTLY, 4), counter="+1/+1"),
                ir.Become(ir.TargetObjects(0),
                          ir.Characteristics(types=("creature",), subtypes=("Bird",), power=0,
                                             toughness=0,
                                             abilities=(ir.KeywordName("flying"),)),
                          in_addition=True),
            )),
            targets=(ir.TargetSpec("target noncreature artifact", 1, 1,
                                   filter=noncreature_artifact),),
            gate=True, text=_ability_text(k, 5), span=_span(k, 5),
        ),
    ))  # fmt: skip


def _gateway_express() -> ir.Card:
    k = "gateway_express"
    not_yours = ir.ObjectFilter("creature you don't control", nouns=("creature",),
                                types=(ir.TypeTest(("creature",)),), not_controller=ir.Players("you"))  # fmt: skip  # noqa: E501
    return _case(k, "{1}{W}", (
        ir.TriggeredAbility(
            trigger=ir.EventTrigger("enters"),
            effect=ir.ForEachPlayer(ir.Players("you"), ir.Action(
                ir.Verb.DEAL_DAMAGE, objects=ir.AllObjects(YOUR_CREATURES),
                recipients=ir.TargetObjects(0), amount=ir.Fixed(1))),
            targets=(ir.TargetSpec("target creature you don't control", 1, 1,
                                   filter=not_yours),),
            text=_ability_text(k, 3), span=_span(k, 3),
        ),
        ir.ToSolve(
            condition=ir.HappenedThisTurn("attacked", _at_least(3), ir.ObjectFilter(
                "creatures", nouns=("creature",), types=(ir.TypeTest(("creature",)),))),
            text=_ability_text(k, 4), span=_span(k, 4),
        ),
        ir.StaticAbility(
            effects=(ir.ContinuousEffect(ir.Layer.PT_MODIFY, ir.Affected(YOUR_CREATURES),
                                         power=1),),
            gate=True, text=_ability_text(k, 5), span=_span(k, 5),
        ),
    ))  # fmt: skip


_HAND_BUILT = {
    "gorgons_kiss": _gorgons_kiss,
    "crimson_pulse": _crimson_pulse,
    "filched_falcon": _filched_falcon,
    "gateway_express": _gateway_express,
}


def case_ir(key: str) -> ir.Card | None:
    """The IR of the printed Case ``key`` (a key of forge_facts.toml), or None if not built.

    When ``compile_card(card).ir`` exists, replace the body with
    ``return compiled_ir(CASES / FILES[key])`` (see :func:`compiled_ir`).
    """
    build = _HAND_BUILT.get(key)
    return build() if build else None


def compiled_ir(path: Path) -> ir.Card | None:
    """The compiler's IR of the single card in ``path``; None while the compiler has no IR."""
    from karlov import compile_card, parse

    (card,) = parse(path.read_text(encoding="utf-8"), str(path))
    return getattr(compile_card(card), "ir", None)
