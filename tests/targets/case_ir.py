"""The IR of printed Cases, for the generator tests.

``case_ir(key)`` is the single place the tests get a Case's IR from. Until the compiler lowers
every ability to IR, it returns hand-built values, written from the bundled card text as the IR
classes document them; when the compiler lands, switching is the one line marked in
:func:`case_ir`. A Case without a hand-built value is ``None`` (its tests skip with that reason).

Four Cases are written whole (the first ones, before the compiler stated any ability). The
others are :func:`_completed`: the compiler's own IR of the card, with each ability the compiler
still leaves ``NotLowered`` replaced by a hand-written one -- so what the compiler states is
never restated by hand. Effects use ``ir.Action`` with the verb names of the compiler's
``one_shot_<verb>`` methods (``karlov/compiler/effects.py``; ``put_counter`` as the first
hand-built Cases spell it), so the switch to a verb enum is a renaming.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import karlov.ir as ir
from karlov import compile_card, parse

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
    "uneaten_feast": "case_of_the_uneaten_feast.card",
}

#: the 13 printed (paper) Cases; Market Melee is an Alchemy card (forge_facts: paper = false)
PRINTED = tuple(sorted(k for k in FILES if k != "market_melee"))


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
            effect=ir.Action("destroy", objects=ir.TargetObjects(0), span=_span(k, 3)),
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
        ir.Action("discard", count=ir.Count(ir.Relation.EXACTLY, 1)),
        ir.Action("draw", count=ir.Count(ir.Relation.EXACTLY, 2)),
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
                ir.Action("discard", objects=ir.AllObjects(hand)),
                ir.Action("draw", count=ir.Count(ir.Relation.EXACTLY, 2)),
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
                            effect=ir.Action("create", token=ir.TokenDefinition("Clue")),
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
                ir.Action("put_counter", objects=ir.TargetObjects(0),
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
                "deal_damage", objects=ir.AllObjects(YOUR_CREATURES),
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


def _completed(key: str, hand: dict[int, ir.Ability]) -> ir.Card:
    """The compiler's IR of the Case ``key`` with the abilities at the indexes of ``hand``
    (each ``NotLowered`` there) replaced by the hand-written ones."""
    path = f"karlov/cards/cases/{FILES[key]}"
    (card,) = parse((CASES / FILES[key]).read_text(encoding="utf-8"), path)
    compiled = compile_card(card).ir
    assert compiled is not None, key
    abilities = list(compiled.abilities)
    for index, ability in hand.items():
        assert isinstance(abilities[index], ir.NotLowered), (key, index, abilities[index])
        abilities[index] = ability
    left = [a for a in abilities if isinstance(a, ir.NotLowered)]
    assert not left, (key, left)
    return replace(compiled, abilities=tuple(abilities))


def _one(relation: ir.Relation = ir.Relation.EXACTLY, value: int = 1) -> ir.Count:
    return ir.Count(relation, value)


def _creature(description: str, **parts: object) -> ir.ObjectFilter:
    return ir.ObjectFilter(description, nouns=("creature",), types=(ir.TypeTest(("creature",)),),
                           **parts)  # type: ignore[arg-type]  # fmt: skip


def _trigger(key: str, line: int, trigger: ir.Trigger, effect: ir.Effect, *,
             targets: tuple[ir.TargetSpec, ...] = (), gate: bool = False) -> ir.TriggeredAbility:  # fmt: skip  # noqa: E501
    return ir.TriggeredAbility(trigger=trigger, effect=effect, targets=targets, gate=gate,
                               text=_ability_text(key, line), span=_span(key, line))  # fmt: skip


def _activated(key: str, line: int, cost: ir.Cost, effect: ir.Effect, *,
               timing: ir.Timing = ir.Timing.INSTANT) -> ir.ActivatedAbility:  # fmt: skip
    """A "Solved —" activated ability (CR 702.169b)."""
    return ir.ActivatedAbility(cost=cost, effect=effect, timing=timing, gate=True,
                               text=_ability_text(key, line), span=_span(key, line))  # fmt: skip


SACRIFICE_THIS = ir.SacrificeCost(1, None)


def _burning_masks() -> ir.Card:
    """When this Case enters, it deals 3 damage to target creature an opponent controls.
    Solved — Sacrifice this Case: exile the top three cards of your library, choose one of
    them, you may play that card this turn."""
    k = "burning_masks"
    theirs = _creature("creature an opponent controls", controller=ir.Players("each_opponent"))
    return _completed(k, {
        0: _trigger(k, 3, ir.EventTrigger("enters"),
                    ir.Action("deal_damage", recipients=ir.TargetObjects(0), amount=ir.Fixed(3)),
                    targets=(ir.TargetSpec("target creature an opponent controls", 1, 1,
                                           filter=theirs),)),
        2: _activated(k, 5, ir.Cost(sacrifices=(SACRIFICE_THIS,)), ir.Sequence((
            ir.Action("exile", objects=ir.TopOfLibrary(3, ir.Whose.YOU), remember="exiled"),
            ir.Action("choose", objects=ir.Mentioned("exiled", plural=True), count=_one(),
                      remember="chosen"),
            ir.Action("play_this_turn", objects=ir.Mentioned("chosen")),
        ))),
    })  # fmt: skip


def _pilfered_proof() -> ir.Card:
    """Whenever a Detective you control enters or is turned face up, put a +1/+1 counter on
    it (CR 603.2, 708.8)."""
    k = "pilfered_proof"
    detective = ir.ObjectFilter("Detective you control", nouns=("detective",),
                                subtypes=("detective",), controller=ir.Players("you"))  # fmt: skip
    return _completed(k, {
        0: _trigger(k, 3, ir.EventTrigger("enters_or_face_up", subject=detective),
                    ir.Action("put_counter", objects=ir.EventObject(), count=_one(),
                              counter="+1/+1")),
    })  # fmt: skip


def _ransacked_lab() -> ir.Card:
    """Solved — Whenever you cast an instant or sorcery spell, draw a card."""
    k = "ransacked_lab"
    spell = ir.ObjectFilter("instant or sorcery spell", nouns=("instant", "sorcery", "spell"),
                            types=(ir.TypeTest(("instant", "sorcery")),),
                            zone=ir.ZoneName.STACK)  # fmt: skip
    return _completed(k, {
        2: _trigger(k, 5, ir.EventTrigger("cast", subject=spell, by=ir.Whose.YOU),
                    ir.Action("draw", count=_one()), gate=True),
    })  # fmt: skip


def _shattered_pact() -> ir.Card:
    """Enters: search your library for a basic land card, reveal it, put it into your hand,
    then shuffle (CR 701.23). Solved — at the beginning of combat on your turn, target
    creature you control gains flying, double strike and vigilance until end of turn."""
    k = "shattered_pact"
    basic_land = ir.ObjectFilter("basic land card", nouns=("card", "land"),
                                 types=(ir.TypeTest(("land",)),), supertypes=("basic",),
                                 zone=ir.ZoneName.LIBRARY, zone_owner=ir.Whose.YOU)  # fmt: skip
    keywords = tuple(ir.KeywordName(n) for n in ("flying", "double strike", "vigilance"))
    yours = _creature("creature you control", controller=ir.Players("you"))
    return _completed(k, {
        0: _trigger(k, 3, ir.EventTrigger("enters"), ir.Sequence((
            ir.Action("search", zone=ir.ZoneName.LIBRARY, filter=basic_land, count=_one(),
                      remember="found"),
            ir.Action("reveal", objects=ir.Mentioned("found")),
            ir.Action("put", objects=ir.Mentioned("found"), zone=ir.ZoneName.HAND),
            ir.Action("shuffle"),
        ))),
        2: _trigger(k, 5, ir.StepTrigger(ir.Step.BEGINNING_OF_COMBAT, ir.Whose.YOU),
                    ir.GainAbilities(ir.TargetObjects(0), keywords, ir.Duration.END_OF_TURN),
                    targets=(ir.TargetSpec("target creature you control", 1, 1,
                                           filter=yours),), gate=True),
    })  # fmt: skip


def _shifting_visage() -> ir.Card:
    """At the beginning of your upkeep, surveil 1 (CR 701.25). Solved — Whenever you cast a
    nonlegendary creature spell, copy that spell (CR 707.10)."""
    k = "shifting_visage"
    spell = ir.ObjectFilter("nonlegendary creature spell", nouns=("creature", "spell"),
                            types=(ir.TypeTest(("creature",)),), excluded_supertypes=("legendary",),
                            zone=ir.ZoneName.STACK)  # fmt: skip
    return _completed(k, {
        0: _trigger(k, 3, ir.StepTrigger(ir.Step.UPKEEP, ir.Whose.YOU),
                    ir.Action("surveil", count=_one())),
        2: _trigger(k, 5, ir.EventTrigger("cast", subject=spell, by=ir.Whose.YOU),
                    ir.Action("copy", objects=ir.EventObject()), gate=True),
    })  # fmt: skip


def _stashed_skeleton() -> ir.Card:
    """Enters: create a 2/1 black Skeleton creature token and suspect it (CR 701.60). Solved —
    {1}{B}, Sacrifice this Case: search your library for a card, put it into your hand, then
    shuffle; activate only as a sorcery."""
    k = "stashed_skeleton"
    skeleton = ir.TokenDefinition(characteristics=ir.Characteristics(
        name="Skeleton", types=("creature",), subtypes=("skeleton",), colors=("B",), power=2,
        toughness=1))  # fmt: skip
    any_card = ir.ObjectFilter("card", nouns=("card",), zone=ir.ZoneName.LIBRARY,
                               zone_owner=ir.Whose.YOU)  # fmt: skip
    return _completed(k, {
        0: _trigger(k, 3, ir.EventTrigger("enters"), ir.Sequence((
            ir.Action("create", count=_one(), token=skeleton, remember="created"),
            ir.Action("suspect", objects=ir.Mentioned("created")),
        ))),
        2: _activated(k, 5, ir.Cost(mana="{1}{B}", sacrifices=(SACRIFICE_THIS,)), ir.Sequence((
            ir.Action("search", zone=ir.ZoneName.LIBRARY, filter=any_card, count=_one(),
                      remember="found"),
            ir.Action("put", objects=ir.Mentioned("found"), zone=ir.ZoneName.HAND),
            ir.Action("shuffle"),
        )), timing=ir.Timing.SORCERY),
    })  # fmt: skip


def _trampled_garden() -> ir.Card:
    """Enters: distribute two +1/+1 counters among one or two target creatures you control
    (CR 601.2d). Solved — Whenever you attack, put a +1/+1 counter on target attacking
    creature; it gains trample until end of turn."""
    k = "trampled_garden"
    yours = _creature("creatures you control", controller=ir.Players("you"))
    attacking = _creature("attacking creature", attacking=True)
    return _completed(k, {
        0: _trigger(k, 3, ir.EventTrigger("enters"),
                    ir.Action("distribute_counters", objects=ir.TargetObjects(0),
                              amount=ir.Fixed(2), counter="+1/+1"),
                    targets=(ir.TargetSpec("one or two target creatures you control", 1, 2,
                                           filter=yours, distribute=ir.Fixed(2)),)),
        2: _trigger(k, 5, ir.EventTrigger("attack", by=ir.Whose.YOU), ir.Sequence((
            ir.Action("put_counter", objects=ir.TargetObjects(0), count=_one(),
                      counter="+1/+1"),
            ir.GainAbilities(ir.TargetObjects(0), (ir.KeywordName("trample"),),
                             ir.Duration.END_OF_TURN),
        )), targets=(ir.TargetSpec("target attacking creature", 1, 1, filter=attacking),),
            gate=True),
    })  # fmt: skip


def _uneaten_feast() -> ir.Card:
    """Whenever a creature you control enters, you gain 1 life. Solved — Sacrifice this Case:
    creature cards in your graveyard gain "You may cast this card from your graveyard" until
    end of turn (CR 601.3)."""
    k = "uneaten_feast"
    yours = _creature("creature you control", controller=ir.Players("you"))
    in_graveyard = ir.ObjectFilter("creature cards in your graveyard", nouns=("card", "creature"),
                                   types=(ir.TypeTest(("creature",)),),
                                   zone=ir.ZoneName.GRAVEYARD, zone_owner=ir.Whose.YOU)  # fmt: skip
    return _completed(k, {
        0: _trigger(k, 3, ir.EventTrigger("enters", subject=yours),
                    ir.Action("gain_life", amount=ir.Fixed(1))),
        2: _activated(k, 5, ir.Cost(sacrifices=(SACRIFICE_THIS,)),
                      ir.GainAbilities(ir.AllObjects(in_graveyard), (ir.CastFromGraveyard(),),
                                       ir.Duration.END_OF_TURN)),
    })  # fmt: skip


_HAND_BUILT = {
    "gorgons_kiss": _gorgons_kiss,
    "crimson_pulse": _crimson_pulse,
    "filched_falcon": _filched_falcon,
    "gateway_express": _gateway_express,
    "burning_masks": _burning_masks,
    "pilfered_proof": _pilfered_proof,
    "ransacked_lab": _ransacked_lab,
    "shattered_pact": _shattered_pact,
    "shifting_visage": _shifting_visage,
    "stashed_skeleton": _stashed_skeleton,
    "trampled_garden": _trampled_garden,
    "uneaten_feast": _uneaten_feast,
    "locked_hothouse": lambda: _completed("locked_hothouse", {}),  # the compiler states it all
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
