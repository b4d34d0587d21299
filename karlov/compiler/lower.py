"""Lowering to the IR (:mod:`karlov.ir`): what a card means, for the runtime and every target.

The families lowered here are stated fully in the IR and the runtime builds them from it
(:mod:`karlov.runtime.build`): the card's characteristics (CR 109.3), keyword abilities
(CR 702; flashback, kicker and equip with their cost, crew N, enchant [filter]; the solved
gate, CR 702.169d), mana abilities (CR 605.1a), the intrinsic mana abilities of basic land
types (CR 305.6), "To solve —" with its condition (CR 719.3a), static abilities with their
layers (CR 604, 613), the replacement effect on created tokens (CR 614.1a), spell abilities
(CR 113.3a), and triggered and activated abilities: their triggers (:func:`trigger_ir`),
intervening "if", costs (:func:`cost_ir`) and activation restrictions, with their effects
lowered by :meth:`.effects.EffectCompiler.effect_ir` (:func:`triggered`, :func:`activated`).
"""

from __future__ import annotations

import dataclasses
import importlib
import re
import types
import typing
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from .. import ir
from ..frontend import nodes
from ..frontend.nodes import rule_name, rule_names
from ..frontend.words import NUMBER_WORDS
from ..ir.abilities import NUMBER_KEYWORDS
from ..runtime.mana import BASIC_LAND_COLORS
from .accounting import consume, consume_all, is_, lexeme_texts, take, words
from .context import Unsupported, runtime_mana
from .effects import lone_clause

if TYPE_CHECKING:
    from .abilities import AbilityCompiler
    from .context import AbilityContext


def card(card: nodes.Card, abilities: list[ir.Ability], intrinsic: list[ir.Ability]) -> ir.Card:
    """The card's characteristics (CR 109.3, 208: power and toughness as printed) and
    abilities; a "*" power or toughness is not a number the IR states (0 here, as before)."""
    type_line = card.type_line
    power = toughness = None
    if card.power_toughness is not None:
        power, toughness = (int(v) if v.lstrip("-").isdigit() else 0 for v in card.power_toughness)
    return ir.Card(
        card.name,
        "".join(card.mana_cost) if card.mana_cost else None,
        supertypes=tuple(type_line.supertypes),
        types=tuple(type_line.card_types),
        subtypes=tuple(s.lower() for s in type_line.subtypes),
        power=power,
        toughness=toughness,
        abilities=tuple(intrinsic + abilities),
        text="\n".join(ability.source for ability in card.abilities),
        loyalty=int(card.loyalty) if card.loyalty is not None else None,
        span=card.span,
    )


def intrinsic_mana(card: nodes.Card) -> list[ir.Ability]:
    """Each basic land type gives its land "{T}: Add [its mana]" (CR 305.6); the reminder
    text that says so on a basic land has no rules meaning (CR 207.2)."""
    if "land" not in card.type_line.card_types:
        return []
    found: list[ir.Ability] = []
    for subtype in card.type_line.subtypes:
        letter = BASIC_LAND_COLORS.get(subtype.lower())
        if letter is not None:
            found.append(
                ir.ManaAbility((letter,), intrinsic=True, text=f"{{T}}: Add {{{letter}}}.")
            )
    return found


#: How the effect of a triggered or activated ability is lowered (the effect lowering, which
#: lives apart from this module): ``(statement, ctx) -> (effect, targets)``, where ``statement``
#: is the ability's ``StatementBody`` and ``ctx`` its context, already holding what the trigger
#: said about its event (for "it", "that player", "that much").
EffectLowering = Callable[
    [nodes.Node, "AbilityContext"], tuple[ir.Effect, tuple[ir.TargetSpec, ...]]
]


def ability(
    compiler: AbilityCompiler,
    ability: nodes.Ability,
    gate: bool = False,
    text: str = "",
    effect: EffectLowering | None = None,
) -> list[ir.Ability] | None:
    """The IR of one ability line in the families above, or ``None`` for the others (a line
    of reminder text). ``effect`` lowers the effects of triggered and (non-mana) activated
    abilities (:func:`triggered`, :func:`activated`); by default the compiler's
    (:meth:`.abilities.AbilityCompiler.lower_effect`)."""
    text = text or compiler.text(ability)
    effect = effect or compiler.lower_effect
    body = ability.body
    if ability.kind is nodes.AbilityKind.SOLVED:
        assert ability.solved is not None
        return globals()["ability"](compiler, ability.solved, True, text, effect)
    if ability.kind is nodes.AbilityKind.KEYWORD and body is not None and _is_forecast(body):
        return [forecast(compiler, body, effect, gate, text)]
    if ability.kind is nodes.AbilityKind.KEYWORD and body is not None:
        return keywords(compiler, body, gate, text)
    if ability.kind in _STATEMENT_KINDS and body is not None:
        _refuse_line(body)
    deck = _lone_item(body, nodes.DeckRule) if ability.kind is nodes.AbilityKind.STATIC else None
    if deck is not None and body is not None:
        return [deck_rule(body, deck, gate, text)]
    exert = _exert_as_it_attacks_node(body) if ability.kind is nodes.AbilityKind.STATIC else None
    if exert is not None and body is not None:
        return exert_as_it_attacks(compiler, body, exert, gate, text)
    if ability.kind is nodes.AbilityKind.STATIC and body is not None:
        return compiler.static_line(body, gate, text)
    if ability.kind is nodes.AbilityKind.REPLACEMENT and body is not None:
        return [compiler.replacement_ir(body, gate, text)]
    if ability.kind is nodes.AbilityKind.TO_SOLVE and body is not None:
        test = _conditions().condition_ir(take(body)[2], compiler.context())
        return [ir.ToSolve(test, text=text, span=ability.span)]
    if ability.kind is nodes.AbilityKind.SPELL and body is not None and _cant_be_countered(body):
        # "This spell can't be countered." on an instant or sorcery: a static ability of the
        # spell (CR 113.6, 101.2), not an instruction it follows as it resolves.
        return [compiler.static_ir(body, gate, text)]
    if ability.kind is nodes.AbilityKind.SPELL and body is not None and _cast_only(body):
        # "Cast this spell only during combat." on an instant or sorcery: a restriction on
        # casting it (CR 601.3), not an instruction it follows as it resolves
        return [compiler.static_ir(body, gate, text)]
    if ability.kind is nodes.AbilityKind.SPELL and body is not None and _self_flash(body):
        # "You may cast Rout as though it had flash if you pay {2} more to cast it." on an
        # instant or sorcery: a static ability that functions while the card is cast (CR
        # 113.6, 702.8d, 601.3b), not an instruction it follows as it resolves
        return [compiler.static_ir(body, gate, text)]
    if ability.kind is nodes.AbilityKind.SPELL and body is not None and _alternative_cost(body):
        # "You may sacrifice two Mountains rather than pay this spell's mana cost." on an
        # instant or sorcery: a static ability that functions while the card is cast (CR
        # 118.9, 601.2b), not an instruction it follows as it resolves
        return [compiler.static_ir(body, gate, text)]
    if ability.kind is nodes.AbilityKind.SPELL and body is not None:
        # "Solved —" before a spell's text is E022 (only Cases have it, CR 719.3): the gate
        # has nothing to gate, as before the IR stated spells.
        return [compiler.spell_ir(body, text)]
    if ability.kind is nodes.AbilityKind.ACTIVATED and body is not None and not gate:
        mana = compiler.mana_ability_ir(body, text)
        if mana is not None:
            return [dataclasses.replace(mana, span=ability.span)]
    if body is not None:
        if ability.kind is nodes.AbilityKind.TRIGGERED:
            return [triggered(compiler, body, effect, gate, text)]
        if ability.kind is nodes.AbilityKind.ACTIVATED:
            return [activated(compiler, body, effect, gate, text)]
    return None


_STATEMENT_KINDS = (nodes.AbilityKind.STATIC, nodes.AbilityKind.SPELL)

#: Lines that are neither a static ability nor a spell's instructions the runtime can follow,
#: and why (session 37's families of abilities).
_REFUSED_LINES: dict[str, str] = {
    # "1—9 | Draw a card." (CR 706.2): what the roll of the line before does for a result in
    # the range, read with that line (compile_card); alone, it belongs to no roll
    rule_names.DieResult: "a line of a die roll's results table (CR 706.2) after no roll of a die",
    # "You may reveal this card from your opening hand. If you do, ..." (CR 103.6, 103.6b)
    rule_names.OpeningHandReveal: (
        "revealing this card from the opening hand (CR 103.6b) and what it does later: the "
        "runtime's games start on the first turn, with no opening-hand actions"
    ),
    # "Companion — [condition]" (CR 702.139a)
    rule_names.Companion: (
        "companion (CR 702.139a): a condition on the starting deck, and a special action that "
        "puts the card into your hand from outside the game"
    ),
    # "~ can be your commander." (CR 903.3a)
    rule_names.CanBeCommander: (
        "'can be your commander' (CR 903.3a): a rule of deck construction for the Commander "
        "variant; the runtime's games are not Commander games (no command zone, CR 903.6)"
    ),
    # "Draft ~ face up." / "Reveal ~ as you draft it." (CR 905.2b-c)
    rule_names.DraftFaceUp: (
        "'Draft ~ face up' functions during a Conspiracy draft (CR 905.2c); it has no meaning "
        "in a game"
    ),
    # "Remove ~ from your deck before playing if you're not playing for ante." (CR 407.1)
    rule_names.RemoveUnlessAnte: (
        "removing this card from the deck before playing unless the game is played for ante "
        "(CR 407.1): the runtime plays no ante games, so a deck it plays would not hold this "
        "card"
    ),
    rule_names.RevealAsDrafted: (
        "revealing this card as it is drafted, and what the paragraph notes or does during "
        "the draft, functions during a Conspiracy draft (CR 905.2b); it has no meaning in a game"
    ),
    # "As you draft a card, you may ..." (CR 905.2)
    rule_names.AsYouDraft: (
        "'as you draft a card' functions during a Conspiracy draft (CR 905.2); the runtime has "
        "no draft, and it has no meaning in a game"
    ),
}


def _lone_item(body: nodes.Node | None, kind: type[nodes.Node]) -> nodes.Node | None:
    """The one node of ``kind`` that the line is, if it is one (read without consuming)."""
    statement = body.items[0] if isinstance(body, nodes.Statement) and body.items else None
    items = statement.items if isinstance(statement, nodes.StatementBody) else ()
    if len(items) == 1 and isinstance(items[0], kind):
        return items[0]
    return None


def deck_rule(body: nodes.Node, node: nodes.Node, gate: bool, text: str) -> ir.Ability:
    """ "A deck can have any number of cards named ~.", "A deck can have up to seven cards
    named ~." (CR 100.2a: a card may say how many copies of it a deck can have, in place of
    the four-copy rule of constructed play): a rule of deck construction, followed before
    the game begins (CR 100.2); in the game it does nothing. The IR states it as such a rule
    (``deck_any_number`` / ``deck_up_to`` with ``count``), which the runtime keeps and never
    reads, so no word of it is dropped."""
    if gate:
        raise Unsupported(node, "a rule of deck construction under 'Solved —'")
    take(take(body)[0])  # type: ignore[arg-type]
    _words, copies, _self = take(node)
    consume_all(node)
    if is_(copies, nodes.UpToCopies):
        word = lexeme_texts(copies)[-1].lower()  # type: ignore[arg-type]
        rule = ir.RuleModification("deck_up_to", count=NUMBER_WORDS.index(word), span=node.span)
    else:
        rule = ir.RuleModification("deck_any_number", span=node.span)
    return ir.StaticAbility(rules=(rule,), text=text, span=body.span)


def _refuse_line(body: nodes.Node) -> None:
    """C001 at a line of the families in ``_REFUSED_LINES``, with its reason."""
    inner = body.items[0] if isinstance(body, nodes.Statement) and body.items else None
    items = inner.items if isinstance(inner, nodes.StatementBody) else ()
    for item in items:
        reason = _REFUSED_LINES.get(rule_name(item))  # type: ignore[arg-type]
        if reason is not None:
            raise Unsupported(item, reason)  # type: ignore[arg-type]


def _exert_as_it_attacks_node(body: nodes.Node | None) -> nodes.Node | None:
    """The "You may exert ~ as it attacks. [When you do, ...]" paragraph the line is, if it is
    one (read without consuming)."""
    statement = body.items[0] if isinstance(body, nodes.Statement) and body.items else None
    items = statement.items if isinstance(statement, nodes.StatementBody) else ()
    if len(items) == 1 and isinstance(items[0], nodes.ExertAsItAttacks):
        return items[0]
    return None


def exert_as_it_attacks(
    compiler: AbilityCompiler, body: nodes.Node, node: nodes.Node, gate: bool, text: str
) -> list[ir.Ability]:
    """ "You may exert ~ as it attacks." (CR 701.43d): a static ability, an optional cost to
    attack (CR 508.1g) -- as the source is declared as an attacker, its controller may exert
    it, and it won't untap during their next untap step (CR 701.43a). "When you do, ..."
    printed in the same paragraph is a triggered ability linked to it (CR 607.2h): it
    triggers when the source is exerted that way, "it" being the source (CR 603.7c) and
    "defending player" the player it attacks (CR 508.5). Under "Solved —" it is refused."""
    if gate:
        raise Unsupported(node, "exerting as it attacks under 'Solved —'")
    take(take(body)[0])  # type: ignore[arg-type]
    _may, source, _attacks, when_done = take(node)
    consume(source)
    where = node.span
    static = ir.StaticAbility(
        rules=(ir.RuleModification("exert_as_it_attacks", span=where),),
        text=text,
        span=body.span,
    )
    if when_done is None:
        return [static]
    assert isinstance(when_done, nodes.Node)
    ctx = compiler.context()
    ctx.event_subject = "self"
    ctx.defending_player_of = ir.SourceObject()
    _when, clauses = take(when_done)
    assert isinstance(clauses, nodes.Node)
    lowered, targets = _effects().clauses_ir(clauses, ctx, compiler)
    trigger = ir.EventTrigger("exerted_as_it_attacks", span=when_done.span)
    linked = ir.TriggeredAbility(
        trigger, lowered, targets, text=compiler.written(when_done), span=when_done.span
    )
    return [static, linked]


def _cast_only(body: nodes.Node) -> bool:
    """Whether a spell's line is "Cast this spell only ..." (CR 601.3). Read without
    consuming."""
    statement = body.items[0] if len(body.items) == 1 else None
    if not isinstance(statement, nodes.StatementBody):
        return False
    sentences = [item for item in statement.items if item is not None]
    return len(sentences) == 1 and isinstance(sentences[0], nodes.CastOnly)


def _self_flash(body: nodes.Node) -> bool:
    """Whether a spell's line is one sentence "You may cast ~ as though it had flash [if you
    pay {2} more to cast it]." (CR 702.8d). Read without consuming."""
    statement = body.items[0] if len(body.items) == 1 else None
    if not isinstance(statement, nodes.StatementBody):
        return False
    sentences = [item for item in statement.items if item is not None]
    if len(sentences) != 1 or not isinstance(sentences[0], nodes.Sentence):
        return False
    clauses = [i for i in sentences[0].items if isinstance(i, nodes.Clauses)]
    if len(clauses) != 1 or len(clauses[0].items) != 1:
        return False
    (clause,) = clauses[0].items
    if not isinstance(clause, nodes.Clause):
        return False
    predicates = clause.items[2]
    said = [i for i in predicates.items if i is not None] if predicates is not None else []  # type: ignore[union-attr]
    flash = (nodes.CastSelfAsThoughFlash, nodes.CastSelfAsThoughFlashForMore)
    return len(said) == 1 and isinstance(said[0], flash)


def _alternative_cost(body: nodes.Node) -> bool:
    """Whether a spell's line is one sentence "[If ...,] you may [cost] rather than pay this
    spell's mana cost." (CR 118.9). Read without consuming."""
    statement = body.items[0] if len(body.items) == 1 else None
    if not isinstance(statement, nodes.StatementBody):
        return False
    sentences = [item for item in statement.items if item is not None]
    return len(sentences) == 1 and _statics()._alternative_clause(sentences[0]) is not None


def _cant_be_countered(body: nodes.Node) -> bool:
    """Whether a spell's line is the one sentence "This spell can't be countered.": one
    clause, the card itself for subject, no "may", no duration, the one predicate. Read
    without consuming: the static lowering accounts for its nodes."""
    statement = body.items[0] if len(body.items) == 1 else None
    if not isinstance(statement, nodes.StatementBody):
        return False
    sentences = [item for item in statement.items if item is not None]
    if len(sentences) != 1:
        return False
    sentence = sentences[0]
    if not isinstance(sentence, nodes.Sentence):
        return False
    found = lone_clause(sentence)
    return (
        found is not None
        and isinstance(found[0], nodes.SelfRef | nodes.SelfName)
        and isinstance(found[1], nodes.CantBeCountered)
    )


def trigger_ir(node: nodes.Node, ctx: AbilityContext) -> ir.Trigger:
    """The trigger condition ``node`` (``WhenEvent`` or ``AtStep``, CR 603.1) as
    :data:`karlov.ir.Trigger`; records on ``ctx`` what its event is about, for the effect's
    pronouns. See :func:`.triggers.trigger_ir`."""
    return _triggers().trigger_ir(node, ctx)  # type: ignore[no-any-return]


def cost_ir(node: nodes.Node, ctx: AbilityContext) -> ir.Cost:
    """The ``Costs`` node of an activated ability (CR 118, 602.1) as :class:`karlov.ir.Cost`.
    See :func:`.costs.cost_ir`."""
    return _costs().cost_ir(node, ctx)  # type: ignore[no-any-return]


def triggered(
    compiler: AbilityCompiler, body: nodes.Node, effect: EffectLowering, gate: bool, text: str
) -> ir.TriggeredAbility:
    """A triggered ability (CR 603) as IR: its trigger, its intervening "if" (CR 603.4),
    and the effect and targets ``effect`` lowers from the text after the comma."""
    condition_node, statement = take(body)
    ctx = compiler.context()
    ctx.triggers_once_each_turn = _ends_with_once_each_turn(statement)
    trigger = trigger_ir(condition_node, ctx)
    ctx.leading_if_intervenes = True
    lowered, targets = effect(statement, ctx)
    if isinstance(trigger, ir.EventTrigger) and trigger.event == "cast":
        x = _first(lowered, lambda node: isinstance(node, ir.XValue))
        pays_x = _first(lowered, lambda node: isinstance(node, ir.PayMana) and "X" in node.mana)
        if x is not None and pays_x is None:
            # "Whenever you cast a spell with {X} in its mana cost, ... put X +1/+1 counters on
            # it": the X of the spell that triggered it (CR 107.3, 601.2b), which the runtime
            # does not hand to the ability; the ability announces no X of its own (CR 107.3),
            # unless it pays {X}, choosing X as it does ("you may pay {X}. If you do, put X
            # +1/+1 counters on ~", CR 107.3, 118.3)
            raise Unsupported(x, "the X of the spell a cast trigger names")  # type: ignore[arg-type]
    zones = _ON_BATTLEFIELD
    if isinstance(trigger, ir.EventTrigger) and trigger.event == "cast_self":
        zones = (ir.ZoneName.STACK,)  # "When you cast this spell": from the stack (CR 113.6)
    if _self_put_into_graveyard(trigger):
        # "When Dread is put into a graveyard from anywhere": never a leaves-the-battlefield
        # ability (CR 603.6c), so it can't trigger from the battlefield and functions from
        # the graveyard it is put into (CR 113.6k); it may move the card out of there (CR
        # 113.6m: its trigger condition puts it there).
        zones = (ir.ZoneName.GRAVEYARD,)
    if _says_in_own_graveyard(ctx.intervening_if):
        # "Whenever you surveil, if Blood Operative is in your graveyard, ...": the ability
        # states the zone it functions in (CR 113.6b)
        if zones != _ON_BATTLEFIELD or not _may_trigger_from_graveyard(trigger, compiler.card):
            raise Unsupported(condition_node, "this trigger of a card in a graveyard")
        zones = (ir.ZoneName.GRAVEYARD,)
    moved_from = _zones_source_moved_out_of(lowered)
    if zones == (ir.ZoneName.GRAVEYARD,) and moved_from <= {ir.ZoneName.GRAVEYARD}:
        moved_from = set()
    if moved_from and zones != _ON_BATTLEFIELD:
        raise Unsupported(statement, "a cast trigger that moves its source")
    if moved_from:
        # CR 113.6m: "return ~ from your graveyard" -- the ability functions only in that zone,
        # unless its trigger puts the object there or is an Aura's "enchanted creature dies"
        # (which karlov does not play: refused below).
        if len(moved_from) != 1 or not _triggers_away_from_its_source(trigger):
            raise Unsupported(
                statement,
                "a triggered ability that functions from the zone it moves its source out of "
                "(CR 113.6m)",
            )
        zones = (moved_from.pop(),)
    return ir.TriggeredAbility(
        trigger,
        lowered,
        targets,
        ctx.intervening_if,
        gate=gate,
        text=text,
        zones=zones,
        max_per_turn=1 if ctx.triggers_once_each_turn else None,
        span=body.span,
    )


def _first(value: object, test: Callable[[Any], bool]) -> Any:
    """The first node of an effect's IR that passes ``test``, if any."""
    if test(value):
        return value
    if isinstance(value, (tuple, list)):
        items: Iterable[object] = value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        items = (getattr(value, f.name) for f in dataclasses.fields(value) if f.name != "span")
    else:
        return None
    for item in items:
        found = _first(item, test)
        if found is not None:
            return found
    return None


def _says_in_own_graveyard(test: ir.Condition | None) -> bool:
    """Whether an intervening "if" says this card is in its owner's graveyard ("if ~ is in
    your graveyard [and ...]")."""
    if isinstance(test, ir.SourceIs):
        return test.state == "in_graveyard"
    if isinstance(test, ir.AllConditions):
        return any(_says_in_own_graveyard(part) for part in test.conditions)
    return False


def _may_trigger_from_graveyard(trigger: ir.Trigger, card: nodes.Card) -> bool:
    """Whether ``trigger`` can be read of a card in a graveyard: a step, or an event that names
    another object or a player's act. A leaves-the-battlefield event looks back in time (CR
    603.10a), to when the card was not in the graveyard: one whose subject might be this card
    itself (one of its card types) is reported, as is any event said of the source."""
    if isinstance(trigger, ir.StepTrigger):
        return True
    if not isinstance(trigger, ir.EventTrigger):
        return False
    if trigger.event in _PLAYER_EVENTS:
        return trigger.subject is None
    subject = trigger.subject
    if subject is None or _names_source(subject) or subject.alternatives:
        return False
    if trigger.looks_back:
        own = {t.lower() for t in card.type_line.card_types}
        named = {t for test in subject.types for t in test.any_of}
        return bool(subject.types) and all(t.any_of for t in subject.types) and not own & named
    return True


#: Events of a player's act, with no object of the event (CR 701.25c, 701.22b, 119.3, 121.1).
_PLAYER_EVENTS = frozenset({"surveil", "scry", "gain_life", "draw", "discard", "attack"})


def _self_put_into_graveyard(trigger: ir.Trigger) -> bool:
    """Whether ``trigger`` is "When ~ is put into a graveyard from anywhere" (CR 603.6c)."""
    return (
        isinstance(trigger, ir.EventTrigger)
        and trigger.event == "put_into_graveyard_from_anywhere"
        and trigger.subject is None
    )


def _ends_with_once_each_turn(statement: nodes.Node) -> bool:
    """Whether the effect's last sentence is "This ability triggers only once each turn."
    (read without consuming: the trigger's lowering needs to know it first)."""
    body = statement
    while body.rule == "statement" and body.items and isinstance(body.items[0], nodes.Node):
        body = body.items[0]
    last = body.items[-1] if body.items else None
    return isinstance(last, nodes.Node) and is_(last, nodes.TriggersOnlyOnceEachTurn)


_ON_BATTLEFIELD = (ir.ZoneName.BATTLEFIELD,)

#: Events of a trigger condition that say nothing of the ability's source when their subject
#: is another object (a land enters, a multicolored spell is cast), and events that name no
#: object ("an opponent gains life"): such a trigger can trigger with its source in a
#: graveyard (CR 113.6m); so can "a land card is put into a graveyard from anywhere", never
#: a leaves-the-battlefield trigger (CR 603.6c). A leaves-the-battlefield event is not among
#: them: it looks back in time (CR 603.10a), to when the source may still have been on the
#: battlefield.
_SUBJECT_EVENTS = frozenset({"enters", "cast", "put_into_graveyard_from_anywhere"})
_SUBJECTLESS_EVENTS = frozenset({"gain_life"})


def _triggers_away_from_its_source(trigger: ir.Trigger) -> bool:
    """Whether ``trigger`` neither names the ability's source nor puts it anywhere, so that a
    triggered ability moving its source out of a zone triggers from that zone alone (CR
    113.6m): a step ("at the beginning of combat on your turn", CR 603.2), another object
    entering or being cast, a player gaining life."""
    if isinstance(trigger, ir.StepTrigger):
        return True
    if isinstance(trigger, ir.AnyOf):
        return all(_triggers_away_from_its_source(t) for t in trigger.triggers)
    if trigger.event in _SUBJECT_EVENTS:
        return trigger.subject is not None and not _names_source(trigger.subject)
    return trigger.event in _SUBJECTLESS_EVENTS and trigger.subject is None


def _names_source(subject: ir.ObjectFilter) -> bool:
    """Whether a trigger's subject is described by the source: what it is attached to
    ("enchanted creature", CR 113.6m's Aura exception) or what targets it."""
    return (
        subject.attached_to_source
        or subject.targeting_source
        or any(_names_source(alternative) for alternative in subject.alternatives)
    )


def _zones_source_moved_out_of(effect: object) -> set[ir.ZoneName]:
    """The zones other than the battlefield ``effect`` moves the ability's source out of
    ("return ~ from your graveyard"): such an ability functions only in that zone (CR
    113.6m)."""
    found: set[ir.ZoneName] = set()
    if isinstance(effect, ir.Action):
        if effect.from_zone not in (None, ir.ZoneName.BATTLEFIELD) and isinstance(
            effect.objects, ir.SourceObject | None
        ):
            found.add(effect.from_zone)
    elif isinstance(effect, _NO_EFFECT_INSIDE):
        return found
    for name in _field_names(type(effect)):
        value = getattr(effect, name)
        if isinstance(value, tuple):
            for v in value:
                if isinstance(v, ir.IRNode):
                    found |= _zones_source_moved_out_of(v)
        elif isinstance(value, ir.IRNode):
            found |= _zones_source_moved_out_of(value)
    return found


#: IR nodes that hold no effect, so the walk above need not look inside them (every other
#: node is walked: an instruction may sit in a mode, a quoted ability or a token's ability).
_NO_EFFECT_INSIDE = (ir.ObjectFilter, ir.Span, ir.Count, ir.TypeTest, ir.Players)
_NODE_FIELDS: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    """The fields of an IR class that can hold an IR node (by their type hints; a field of
    words, numbers or enums cannot), its span aside; looked up once per class."""
    names = _NODE_FIELDS.get(cls)
    if names is None:
        hints = typing.get_type_hints(cls)
        names = tuple(
            f.name
            for f in dataclasses.fields(cls)
            if f.name != "span" and _may_hold_a_node(hints[f.name])
        )
        _NODE_FIELDS[cls] = names
    return names


def _may_hold_a_node(hint: object) -> bool:
    if isinstance(hint, type):
        return issubclass(hint, ir.IRNode)
    return any(_may_hold_a_node(argument) for argument in typing.get_args(hint))


def activated(
    compiler: AbilityCompiler, body: nodes.Node, effect: EffectLowering, gate: bool, text: str
) -> ir.ActivatedAbility:
    """An activated ability (CR 602) as IR: its cost, the effect and targets ``effect``
    lowers, its timing (CR 602.5d), its limit per turn (CR 602.5b) and the zones it works
    from (CR 113.6b)."""
    costs, statement = take(body)
    ctx = compiler.context()
    ctx.activated = True
    ctx.sacrifices_one = _costs().sacrifices_one_permanent(costs)
    ctx.sacrifices_source = _costs().sacrifices_source(costs)
    ctx.discards_one = _costs().discards_one_card(costs)  # "the discarded card" (CR 608.2h)
    ctx.exiles_one_for_cost = _costs().exiles_one_card(costs)  # "the exiled card" (CR 608.2h)
    # "{X}{R}, {T}: ...", "Remove X +1/+1 counters from ~: ...": X announced as it is
    # activated (CR 107.3a, 602.2b)
    ctx.x_announced = _costs().announces_x(costs)
    # "Remove any number of storage counters from ~: Add {C} for each storage counter
    # removed this way" (CR 602.2b)
    ctx.counters_removed_any = _costs().counters_removed_any(costs)
    lowered, targets = effect(statement, ctx)
    ctx.x_announced = False  # a cost's own "with mana value X" is not read (C001)
    activation = _costs().activation_ir(statement, ctx)
    zones = activation.zones
    # "Discard ~" / "Exile ~ from your graveyard" in its cost: it works from there (CR 113.6,
    # 602.2); a text that also says it works elsewhere is not lowered.
    own = _costs().self_cost_zone(costs)
    if own is not None:
        if zones not in ((own,), (ir.ZoneName.BATTLEFIELD,)):
            raise Unsupported(
                costs, "a cost that takes this card from another zone than it works in"
            )
        zones = (own,)
    cost = _costs().cost_ir(costs, ctx, off_battlefield=True)
    if cost.return_self and zones != _ON_BATTLEFIELD:  # a permanent only there (CR 110.1)
        raise Unsupported(costs, "returning this as a cost where it is no permanent")
    if cost.exert_self and zones != _ON_BATTLEFIELD:  # CR 701.43c
        raise Unsupported(costs, "exerting this as a cost where it is no permanent")
    if (activation.any_player or activation.only_opponents) and (
        zones != _ON_BATTLEFIELD
        or any(part.filter is None for part in cost.sacrifices)
        or cost.exile_self
        or cost.exert_self
        or cost.remove_counters
        or cost.loyalty is not None
        or cost.untap
    ):
        # A player can sacrifice only a permanent they control (CR 701.21a): another
        # player's "Sacrifice ~", and the other costs paid with this permanent, are not read.
        raise Unsupported(costs, "an ability any player may activate (CR 602.2)")
    return ir.ActivatedAbility(
        cost,
        lowered,
        targets,
        timing=activation.timing,
        zones=zones,
        max_per_turn=activation.max_per_turn,
        gate=gate,
        text=text,
        condition=activation.condition,
        any_player=activation.any_player,
        only_opponents=activation.only_opponents,
        span=body.span,
    )


def _is_forecast(body: nodes.Node) -> bool:
    """Whether a keyword line is one forecast ability ("Forecast — [activated ability]").
    Read without consuming."""
    return len(body.items) == 1 and isinstance(body.items[0], nodes.Forecast)


#: Forecast's window (CR 702.57b): the upkeep step of the card's owner, who controls the
#: ability of a card in their hand.
_FORECAST_WINDOW = ("upkeep",)


def forecast(
    compiler: AbilityCompiler, body: nodes.Node, effect: EffectLowering, gate: bool, text: str
) -> ir.ActivatedAbility:
    """Forecast — [activated ability] (CR 702.57a): an activated ability that works only from
    its owner's hand, "activated only during the upkeep step of the card's owner and only once
    each turn" (CR 702.57b: the rule says so; the reminder text after it has no rules meaning,
    CR 207.2). Its cost reveals the card from the hand ("Reveal ~ from your hand"). An ability
    that states another restriction or zone of its own is refused: the rule's are its."""
    if gate:  # a forecast ability functions from the hand, where "Solved" means nothing
        raise Unsupported(body, "a keyword ability under 'Solved —'")
    (item,) = take(body)
    assert isinstance(item, nodes.Node)
    is_(item, nodes.Forecast)
    _dash, inner = take(item)
    assert isinstance(inner, nodes.Node)
    costs, statement = take(inner)
    assert isinstance(costs, nodes.Node) and isinstance(statement, nodes.Node)
    ctx = compiler.context()
    ctx.sacrifices_one = _costs().sacrifices_one_permanent(costs)
    ctx.x_announced = any(
        isinstance(lexeme, nodes.Lexeme) and lexeme.text.upper() == "{X}"
        for part in costs.items
        if isinstance(part, nodes.Node) and is_(part, nodes.ManaSymbols)
        for lexeme in part.lexemes()
    )
    lowered, targets = effect(statement, ctx)
    ctx.x_announced = False
    activation = _costs().activation_ir(statement, ctx)
    if (
        activation.timing is not ir.Timing.INSTANT
        or activation.max_per_turn is not None
        or activation.condition is not None
        or activation.zones != (ir.ZoneName.BATTLEFIELD,)
        or _costs().self_cost_zone(costs) is not None
    ):
        raise Unsupported(inner, "a forecast ability with a restriction or zone of its own")
    cost = _costs().cost_ir(costs, ctx, off_battlefield=True, reveals_self=True)
    if not cost.reveal_self:
        raise Unsupported(costs, "a forecast ability whose cost doesn't reveal this card")
    window = ir.InTurnWindow(_FORECAST_WINDOW, yours=True, span=item.span)
    return ir.ActivatedAbility(
        cost,
        lowered,
        targets,
        timing=ir.Timing.INSTANT,
        zones=(ir.ZoneName.HAND,),
        max_per_turn=1,
        gate=False,
        text=text,
        condition=window,
        span=body.span,
    )


def _module(name: str) -> types.ModuleType:
    """A compiler module that imports this one (:mod:`.conditions`, :mod:`.objects`,
    :mod:`.triggers`, :mod:`.costs`): imported on first use, then looked up (compile
    throughput)."""
    found = _MODULES.get(name)
    if found is None:
        found = importlib.import_module(f"{__package__}.{name}")
        _MODULES[name] = found
    return found


_MODULES: dict[str, types.ModuleType] = {}


def _effects() -> types.ModuleType:
    return _module("effects")


def _conditions() -> types.ModuleType:
    return _module("conditions")


def _objects() -> types.ModuleType:
    return _module("objects")


def _triggers() -> types.ModuleType:
    return _module("triggers")


def _costs() -> types.ModuleType:
    return _module("costs")


def _statics() -> types.ModuleType:
    return _module("statics")


def keywords(
    compiler: AbilityCompiler, body: nodes.Node, gate: bool, text: str
) -> list[ir.Ability]:
    """A keyword line (CR 702): simple keywords; flashback, kicker and equip with their mana
    cost; crew N; enchant [filter]. The card states only these parameters: what each keyword
    does is the rules', built by the runtime (:func:`karlov.runtime.build.card_definition`)."""
    items = take(body)
    found: list[ir.Ability] = []
    for item in items:
        assert isinstance(item, nodes.Node)
        if is_(item, (nodes.Protection, nodes.ProtectionFromEach)):
            # "protection from A and from B", "from A, from B, and from C": one protection
            # ability for each quality (CR 702.16g); the words between them are tokens
            qualities = [quality for quality in take(item) if isinstance(quality, nodes.Node)]
            found += [protection(compiler, quality, gate) for quality in qualities]
            continue
        if is_(item, nodes.ProtectionFromEverything):
            raise Unsupported(item, "protection from everything (CR 702.16j)")
        if is_(item, nodes.KickerEither):
            found += _two_kicker_costs(item, gate)
            continue
        found.append(_keyword(compiler, item, gate))
    if gate and any(isinstance(item, nodes.SimpleKeyword) for item in items):
        # CR 702.169b would make it a static ability "as long as this Case is solved"; the
        # runtime's keywords are always on.
        raise Unsupported(body, "a keyword ability under 'Solved —'")
    return found


def _two_kicker_costs(item: nodes.Node, gate: bool) -> list[ir.KeywordAbility]:
    """ "Kicker [cost 1] and/or [cost 2]" (CR 702.33b): the same as "Kicker [cost 1], kicker
    [cost 2]" -- two kicker abilities, in the order written, so that "kicked with its [A]
    kicker" names the first and "[B]" the second (CR 702.33f)."""
    found: list[ir.KeywordAbility] = []
    for symbols in take(item):
        mana = runtime_mana("".join(words(symbols)), symbols)
        cost = ir.Cost(mana=mana, span=symbols.span)
        found.append(
            ir.KeywordAbility(
                "kicker", cost=cost, gate=gate, text=f"kicker {mana}", span=symbols.span
            )
        )
    if len(found) != 2 or found[0].text == found[1].text:
        # two equal costs could not be told apart by "kicked with its [cost] kicker"
        raise Unsupported(item, "two kicker costs that are the same")
    return found


def protection(
    compiler: AbilityCompiler, quality: Any, gate: bool, name: str = "protection"
) -> ir.KeywordAbility:
    """Protection from [quality] (CR 702.16a): the quality as a filter of characteristics.
    With ``name`` "hexproof from", hexproof from [quality] (CR 702.11d), whose quality is read
    the same way: of the spell, or of the source of the ability, that would target."""
    if gate:
        raise Unsupported(quality, "a keyword ability under 'Solved —'")
    from ..runtime.filters import Matcher  # the runtime's matcher, for protection alone

    filt = _objects().filter_ir(quality, compiler.context())
    # a color, "monocolored" (exactly one color, CR 105.2a), "multicolored" (two or more, CR
    # 105.2b), a subtype or a card type: a quality of the source's characteristics
    named = filt.colors or filt.monocolored or filt.multicolored or filt.subtypes or filt.types
    keyword = name.removesuffix(" from")  # "protection", "hexproof"
    if Matcher._state_tests(filt) or not named:
        raise Unsupported(quality, f"{keyword} from this quality")
    text = f"{keyword} from {filt.description}"
    return ir.KeywordAbility(name, filter=filt, text=text, span=quality.span)


def _hexproof_from(compiler: AbilityCompiler, item: nodes.Node, gate: bool) -> ir.KeywordAbility:
    """Hexproof from [quality] (CR 702.11d): "This permanent can't be the target of [quality]
    spells your opponents control or abilities your opponents control from [quality]
    sources." The quality is a filter of characteristics (:func:`protection`); what the
    ability does is the rules', read by the runtime as targets are chosen and checked (CR
    115.4, 608.2b). Another keyword followed by "from" is refused."""
    word, quality = item.items
    if not isinstance(word, nodes.Lexeme) or word.text.lower() != "hexproof":
        raise Unsupported(item, f"the keyword ability '{_keyword_name(item)}'")
    take(item)
    found = protection(compiler, quality, gate, "hexproof from")
    assert found.filter is not None
    said = set(found.filter.description.lower().split())
    if found.filter.zone is not ir.ZoneName.BATTLEFIELD or said & _NOT_A_QUALITY:
        # "hexproof from black spells": the rule's quality is of spells and of sources alike
        # (CR 702.11d); a quality said of one kind of object alone is no reading it gives
        raise Unsupported(quality, "hexproof from a quality said of one kind of object")
    return dataclasses.replace(found, span=item.span)


#: Nouns that make "hexproof from [quality]" a quality of one kind of object alone.
_NOT_A_QUALITY = frozenset(
    {"spell", "spells", "permanent", "permanents", "card", "cards", "source", "sources"}
)


_MANA_COST_KEYWORDS = {
    rule_names.Flashback: "flashback",
    rule_names.Kicker: "kicker",
    rule_names.Equip: "equip",
}


def _equip_quality(compiler: AbilityCompiler, item: nodes.Node, gate: bool) -> ir.KeywordAbility:
    """Equip [quality] [cost] (CR 702.6c): "Equip legendary creature {3}", "Equip Knight
    {1}", "Equip creature token {1}" -- equip whose target is a creature you control with
    that quality (the runtime's equip tests the keyword's ``filter``). "Equip planeswalker"
    (CR 702.6e) attaches to a planeswalker as though it were a creature, another ability:
    refused."""
    quality, symbols = take(item)
    assert isinstance(quality, nodes.Node) and isinstance(symbols, nodes.Node)
    found = _objects().filter_ir(quality, compiler.context())
    named = {name for test in found.types for name in test.any_of}
    if named - {"creature"} or found.zone is not ir.ZoneName.BATTLEFIELD:
        # "Equip planeswalker" (CR 702.6e), or a quality no creature has
        raise Unsupported(quality, "equip of another object than a creature (CR 702.6c, 702.6e)")
    mana = runtime_mana("".join(words(symbols)), symbols)
    cost = ir.Cost(mana=mana, span=symbols.span)
    text = f"equip {found.description} {mana}"
    return ir.KeywordAbility("equip", cost=cost, filter=found, gate=gate, text=text, span=item.span)


def _keyword(compiler: AbilityCompiler, item: nodes.Node, gate: bool) -> ir.KeywordAbility:
    where = item.span
    name = _MANA_COST_KEYWORDS.get(rule_name(item))
    if name is not None:
        is_(item, (nodes.Flashback, nodes.Kicker, nodes.Equip))
        mana = runtime_mana("".join(words(item)), item)
        cost = ir.Cost(mana=mana, span=where)
        return ir.KeywordAbility(name, cost=cost, gate=gate, text=f"{name} {mana}", span=where)
    if is_(item, nodes.EquipQuality):
        return _equip_quality(compiler, item, gate)
    if is_(item, (nodes.Cycling, nodes.Landcycling)):
        return _cycling(item, gate)
    if is_(item, nodes.Champion):
        return _champion(compiler, item, gate)
    if is_(item, nodes.Offering):
        # [Quality] offering (CR 702.48a-b): casting the card any time you could cast an
        # instant by sacrificing a permanent of the quality, the total cost reduced by its
        # mana cost, colors included -- a way to cast the runtime does not offer yet
        raise Unsupported(
            item, "the keyword ability offering (CR 702.48a: sacrificing a permanent to cast it)"
        )
    if is_(item, nodes.SimpleKeyword):
        (word,) = take(item)
        assert isinstance(word, nodes.Lexeme)
        return ir.KeywordAbility(word.text, gate=gate, text=word.text, span=where)
    if is_(item, nodes.KeywordFrom):
        return _hexproof_from(compiler, item, gate)
    if is_(item, nodes.Landwalk):
        name = landwalk(item)
        if name is None:
            raise Unsupported(item, f"the keyword ability '{_keyword_name(item)}'")
        if gate:
            raise Unsupported(item, "a keyword ability under 'Solved —'")
        return ir.KeywordAbility(name, text=name, span=where)
    if is_(item, nodes.Crew):
        # Crew N (CR 702.122a).
        (number,) = take(item)
        assert isinstance(number, nodes.Lexeme)
        power = int(number.text)
        return ir.KeywordAbility("crew", number=power, gate=gate, text=f"crew {power}", span=where)
    if is_(item, nodes.Devour):
        # Devour N (CR 702.82a): the rules' replacement as it enters, built by the runtime
        # (RULES_NUMBER_KEYWORDS); the keyword's word is a literal of the grammar.
        if gate:  # it works as the permanent enters, where "Solved" means nothing yet
            raise Unsupported(item, "a keyword ability under 'Solved —'")
        (number,) = take(item)
        assert isinstance(number, nodes.Lexeme)
        devour = int(number.text)
        return ir.KeywordAbility("devour", number=devour, text=f"devour {devour}", span=where)
    if is_(item, nodes.Enchant):
        # Enchant [object] (CR 702.5a, 303.4a): what the Aura can target and be attached to.
        if gate:
            raise Unsupported(item, "an enchant ability under 'Solved —'")
        enchantable = _objects().filter_ir(take(item)[0], compiler.context())
        if enchantable.zone is not ir.ZoneName.BATTLEFIELD:
            # The runtime attaches Auras only to permanents (CR 303.4f, 704.5m): an Aura that
            # enchants a card elsewhere would be put into the graveyard, or stay where it was.
            raise Unsupported(item, "an Aura that enchants a card outside the battlefield")
        return ir.KeywordAbility(
            "enchant",
            filter=enchantable,
            text=f"enchant {enchantable.description}",
            span=where,
        )
    if is_(item, nodes.EnchantPlayer):
        # Enchant player (CR 702.5a, 303.4a): the Aura spell targets a player, and the Aura
        # is attached to that player (CR 303.4f, 704.5m)
        if gate:
            raise Unsupported(item, "a keyword ability under 'Solved —'")
        return ir.KeywordAbility("enchant player", text="enchant player", span=where)
    if isinstance(item, nodes.NumberKeyword):
        found = _number_keyword(item, gate)
        if found is not None:
            return found
    if is_(item, nodes.NumberCostKeyword):
        found = _suspend(item, gate) or _awaken(item, gate) or _reinforce(item, gate)
        if found is not None:
            return found
    if isinstance(item, nodes.CostKeyword):
        found = _cost_keyword(item, gate, compiler.card.mana_cost or ())
        if found is not None:
            return found
    if is_(item, nodes.AffinityFor):
        # Affinity for [text] (CR 702.41a): "This spell costs {1} less to cast for each [text]
        # you control."
        if gate:
            raise Unsupported(item, "a keyword ability under 'Solved —'")
        you = ir.Players("you", span=where)
        counted = _objects().filter_ir(take(item)[0], compiler.context(), controller=you)
        if counted.zone is not ir.ZoneName.BATTLEFIELD:
            raise Unsupported(item, "affinity for objects outside the battlefield")
        text = f"affinity for {counted.description}"
        return ir.KeywordAbility("affinity", filter=counted, text=text, span=where)
    if is_(item, nodes.Ward):
        # Ward [mana cost] (CR 702.21a): a triggered ability the rules state in full.
        if gate:  # the runtime's keywords are always on (CR 702.169b)
            raise Unsupported(item, "a keyword ability under 'Solved —'")
        (symbols,) = take(item)
        mana = runtime_mana("".join(words(symbols)), item)
        cost = ir.Cost(mana=mana, span=item.span)
        return ir.KeywordAbility("ward", cost=cost, text=f"ward {mana}", span=where)
    if isinstance(item, nodes.DashCostKeyword):
        found = _flashback_with_costs(compiler, item, gate) or _keyword_with_actions(
            compiler, item, gate
        )
        if found is not None:
            return found
    if is_(item, nodes.KickerActions):
        return _kicker_with_costs(compiler, item, gate)
    if is_(item, nodes.Emerge):
        # Emerge [mana cost] (CR 702.119a): an alternative cost, sacrificing a creature, the
        # total cost reduced by its mana value; the rules', built by the runtime
        if gate:  # emerge functions on the stack, where "Solved" means nothing
            raise Unsupported(item, "a keyword ability under 'Solved —'")
        (symbols,) = take(item)
        mana = runtime_mana("".join(words(symbols)), item)
        cost = ir.Cost(mana=mana, span=where)
        return ir.KeywordAbility("emerge", cost=cost, text=f"emerge {mana}", span=where)
    if is_(item, nodes.PartnerWith):
        return _partner_with(item, gate)
    if is_(item, nodes.SpliceOnto):
        return _splice(compiler, item, gate)
    if is_(item, nodes.Partner):  # CR 702.124a, 702.124h: see PRINTED_ONLY_KEYWORDS
        if gate:  # the runtime's keywords are always on (CR 702.169b)
            raise Unsupported(item, "a keyword ability under 'Solved —'")
        return ir.KeywordAbility("partner", text="partner", span=where)
    if is_(item, nodes.PartnerVariant):  # CR 702.124i: like partner, nothing in a game
        if gate:  # the runtime's keywords are always on (CR 702.169b)
            raise Unsupported(item, "a keyword ability under 'Solved —'")
        variant = take(item)[-1]
        assert isinstance(variant, nodes.Lexeme)
        name = f"partner—{variant.text.lower()}"
        return ir.KeywordAbility(name, text=name, span=where)
    if is_(item, nodes.OtherKeyword):
        (word,) = take(item)
        assert isinstance(word, nodes.Lexeme)
        if word.text.lower() == "epic":
            # Epic (CR 702.50a): two spell abilities of an instant or sorcery, "For the rest
            # of the game, you can't cast spells" and the copy at each of your upkeeps; built by
            # the runtime. On a permanent card it would never resolve as a spell's: refused.
            if gate:
                raise Unsupported(item, "a keyword ability under 'Solved —'")
            if not compiler.spell_context.of_spell:
                raise Unsupported(item, "epic on a card that is not an instant or sorcery")
            return ir.KeywordAbility("epic", text="epic", span=where)
        if word.text.lower() in PRINTED_ONLY_KEYWORDS:
            if gate:  # the runtime's keywords are always on (CR 702.169b)
                raise Unsupported(item, "a keyword ability under 'Solved —'")
            name = word.text.lower()
            return ir.KeywordAbility(name, text=name, span=where)
        if word.text.lower() in NAMED_KEYWORDS:
            if gate:  # the runtime's keywords are always on (CR 702.169b)
                raise Unsupported(item, "a keyword ability under 'Solved —'")
            name = word.text.lower()
            return ir.KeywordAbility(name, text=name, span=where)
        if word.text.lower() in DEFINING_KEYWORDS | PAYMENT_KEYWORDS | CASTING_KEYWORDS:
            if gate:
                raise Unsupported(item, "a keyword ability under 'Solved —'")
            # A characteristic-defining ability (CR 604.3), printed on the card: the runtime
            # applies it first in its layer, in every zone (:data:`DEFINING_KEYWORDS`); or a
            # way to pay the printed spell's cost (:data:`PAYMENT_KEYWORDS`), or to cast it
            # (:data:`CASTING_KEYWORDS`).
            name = word.text.lower()
            return ir.KeywordAbility(name, text=name, span=where)
        if word.text.lower() in RULES_KEYWORDS:
            if gate:
                raise Unsupported(item, "a keyword ability under 'Solved —'")
            # What it does is the rules' (RULES_KEYWORDS); the reminder text after it has no
            # rules meaning (CR 207.2).
            name = word.text.lower()
            return ir.KeywordAbility(name, text=name, span=where)
    if isinstance(item, nodes.CostKeywordActions) and _keyword_name(item).lower() == (
        "cumulative upkeep"
    ):
        return _cumulative_upkeep(compiler, item, gate)
    if isinstance(item, nodes.CostKeywordEither) and _keyword_name(item).lower() == (
        "cumulative upkeep"
    ):
        return _cumulative_upkeep_either(item, gate)
    if isinstance(item, (nodes.CostKeywordActions, nodes.CostKeywordManaActions)):
        found = _keyword_with_actions(compiler, item, gate)
        if found is not None:
            return found
    if isinstance(item, nodes.CostKeywordActions) and _keyword_name(item).lower() == "escalate":
        return _escalate_discard(compiler, item, gate)
    if isinstance(item, nodes.CostKeywordActions) and _keyword_name(item).lower() == "evoke":
        # "Evoke—Exile a white card from your hand." (CR 702.74a): an alternative cost of
        # actions (CR 118.9), its mana {0}
        if gate:  # evoke functions on the stack, where "Solved" means nothing
            raise Unsupported(item, "a keyword ability under 'Solved —'")
        _word, _dash, predicates = take(item)
        cost = _cost_with_actions(compiler, "evoke", None, predicates, item, exiles=True)
        text = f"evoke—{compiler.written(item).split('—', 1)[-1].strip().rstrip('.')}"
        return ir.KeywordAbility("evoke", cost=cost, text=text, span=item.span)
    if isinstance(item, nodes.CostKeywordActions) and _keyword_name(item).lower() == "buyback":
        # "Buyback—Sacrifice a land." (CR 702.27a): an additional cost of actions
        if gate:  # buyback functions on the stack, where "Solved" means nothing
            raise Unsupported(item, "a keyword ability under 'Solved —'")
        _word, _dash, predicates = take(item)
        cost = _cost_with_actions(compiler, "buyback", None, predicates, item)
        text = f"buyback—{compiler.written(item).split('—', 1)[-1].strip().rstrip('.')}"
        return ir.KeywordAbility("buyback", cost=cost, text=text, span=item.span)
    if is_(item, (nodes.CostKeywordActions, nodes.CostKeywordManaActions)):
        name = _keyword_name(item)
        if name.lower() in ("morph", "megamorph"):
            return _morph_with_costs(compiler, item, gate, name.lower())
    raise Unsupported(item, f"the keyword ability '{_keyword_name(item)}'")


def _splice(compiler: AbilityCompiler, item: nodes.Node, gate: bool) -> ir.KeywordAbility:
    """Splice onto [quality] [mana cost] (CR 702.47a): "You may reveal this card from your hand
    as you cast a [quality] spell. If you do, that spell gains the text of this card's rules
    text and you pay [cost] as an additional cost to cast that spell." The card states the
    quality (``filter``: what the spell cast must be, by its characteristics) and the cost;
    what the ability does is the rules', played by the runtime. A splice cost that is not mana
    ("Splice onto Arcane—Exile four cards from your graveyard.") is another node, not lowered
    here."""
    if gate:  # a splice ability functions from the hand (CR 702.47a)
        raise Unsupported(item, "a keyword ability under 'Solved —'")
    from ..runtime.filters import Matcher  # the runtime's matcher, as for protection

    quality, symbols = take(item)
    filt = _objects().filter_ir(quality, compiler.context())
    if Matcher._state_tests(filt) or not (filt.subtypes or filt.types):
        raise Unsupported(quality, "splice onto a spell of this quality")
    mana = runtime_mana("".join(words(symbols)), item)
    cost = ir.Cost(mana=mana, span=item.span)
    text = f"splice onto {filt.description} {mana}"
    return ir.KeywordAbility("splice", cost=cost, filter=filt, text=text, span=item.span)


def _partner_with(item: nodes.Node, gate: bool) -> ir.KeywordAbility:
    """Partner with [name] (CR 702.124j): a rule of deck construction for the Commander
    variant, and "When this permanent enters, target player may search their library for a
    card named [name], reveal it, put it into their hand, then shuffle." -- the card states
    the name (``filter``: the card searched for); what the ability does is the rules', built by
    the runtime."""
    if gate:  # the runtime's keywords are always on (CR 702.169b)
        raise Unsupported(item, "a keyword ability under 'Solved —'")
    (name,) = take(item)
    assert isinstance(name, nodes.Lexeme)
    searched = ir.ObjectFilter(
        f"card named {name.text}",
        ("card",),
        named=name.text,
        zone=ir.ZoneName.LIBRARY,
        span=name.span,
    )
    text = f"partner with {name.text}"
    return ir.KeywordAbility("partner with", filter=searched, text=text, span=item.span)


def _number_keyword(item: nodes.Node, gate: bool) -> ir.KeywordAbility | None:
    """ "[Keyword] N" whose ability the rules define in full for its N
    (:data:`RULES_NUMBER_KEYWORDS`, e.g. bushido N, CR 702.45a): the card states N
    (``number``); what the ability does is the rules', built by the runtime. None for another
    keyword, or an N that is not a number."""
    word, amount = item.items
    if not isinstance(word, nodes.Lexeme) or word.text.lower() not in RULES_NUMBER_KEYWORDS:
        return None
    if word.text.lower() == "bloodthirst" and is_(amount, nodes.XValue):
        # "Bloodthirst X" (CR 702.54b): "This permanent enters with X +1/+1 counters on it,
        # where X is the total damage your opponents have been dealt this turn." -- the rules'
        # X, built by the runtime; ``number`` None
        if gate:  # the runtime's keywords are always on (CR 702.169b)
            raise Unsupported(item, "a keyword ability under 'Solved —'")
        take(item)
        return ir.KeywordAbility("bloodthirst", text="bloodthirst X", span=item.span)
    if not isinstance(amount, nodes.Node) or not "".join(lexeme_texts(amount)).isdigit():
        return None
    if gate:  # the runtime's keywords are always on (CR 702.169b)
        raise Unsupported(item, "a keyword ability under 'Solved —'")
    take(item)
    number = int("".join(words(amount)))
    name = word.text.lower()
    return ir.KeywordAbility(name, number=number, text=f"{name} {number}", span=item.span)


def _cost_keyword(
    item: nodes.Node, gate: bool, card_cost: tuple[str, ...] = ()
) -> ir.KeywordAbility | None:
    """ "[Keyword] [mana cost]" whose ability the rules define in full for its cost
    (:data:`RULES_COST_KEYWORDS`: echo, CR 702.30a; cumulative upkeep, CR 702.24a): the card
    states the cost; what the ability does is the rules', built by the runtime. None for
    another keyword, or a cost that is not mana symbols."""
    word, symbols = item.items
    if not isinstance(word, nodes.Lexeme) or word.text.lower() not in RULES_COST_KEYWORDS:
        return None
    if not isinstance(symbols, nodes.ManaSymbols):
        return None
    if gate:  # the runtime's keywords are always on (CR 702.169b)
        raise Unsupported(item, "a keyword ability under 'Solved —'")
    take(item)
    mana = runtime_mana("".join(words(symbols)), item)
    name = " ".join(word.text.lower().split())
    # CR 702.37f: the X chosen as it is turned face up is its other abilities' X; read only
    # in its "When ~ is turned face up" abilities (compile_card), and only on a card without
    # X in its mana cost (whose X those abilities would otherwise be)
    card_x = any("X" in symbol.upper() for symbol in card_cost)
    if name in ("morph", "megamorph") and "X" in mana and card_x:
        raise Unsupported(item, f"a {name} cost with X on a card with X in its mana cost")
    cost = ir.Cost(mana=mana, span=item.span)
    return ir.KeywordAbility(name, cost=cost, text=f"{name} {mana}", span=item.span)


def _suspend(item: nodes.Node, gate: bool) -> ir.KeywordAbility | None:
    """Suspend N—[mana cost] (CR 702.62a): the card states N (``number``) and the cost; what
    its three abilities do is the rules', built by the runtime. None for another keyword of
    this shape (reinforce, awaken...) or an N that is not a number ("Suspend X", whose X the
    runtime doesn't choose)."""
    word, amount, _dash, symbols = item.items
    if not isinstance(word, nodes.Lexeme) or word.text.lower() != "suspend":
        return None
    if not isinstance(amount, nodes.Node) or not "".join(lexeme_texts(amount)).isdigit():
        return None
    if not isinstance(symbols, nodes.ManaSymbols):
        return None
    if gate:  # a suspend ability functions from the hand, where "Solved" means nothing
        raise Unsupported(item, "a keyword ability under 'Solved —'")
    take(item)
    number = int("".join(words(amount)))
    mana = runtime_mana("".join(words(symbols)), item)
    cost = ir.Cost(mana=mana, span=item.span)
    text = f"suspend {number}—{mana}"
    return ir.KeywordAbility("suspend", number=number, cost=cost, text=text, span=item.span)


def _awaken(item: nodes.Node, gate: bool) -> ir.KeywordAbility | None:
    """Awaken N—[mana cost] (CR 702.113a): the card states N (``number``) and the cost; what
    its two abilities do (an alternative cost, and "If this spell's awaken cost was paid, put N
    +1/+1 counters on target land you control. That land becomes a 0/0 Elemental creature
    with haste. It's still a land.") is the rules', built by the runtime. None for another
    keyword of this shape, or an N that is not a number."""
    word, amount, _dash, symbols = item.items
    if not isinstance(word, nodes.Lexeme) or word.text.lower() != "awaken":
        return None
    if not isinstance(amount, nodes.Node) or not "".join(lexeme_texts(amount)).isdigit():
        return None
    if not isinstance(symbols, nodes.ManaSymbols):
        return None
    if gate:  # only instants and sorceries have awaken; "Solved" gates a Case's abilities
        raise Unsupported(item, "a keyword ability under 'Solved —'")
    take(item)
    number = int("".join(words(amount)))
    mana = runtime_mana("".join(words(symbols)), item)
    cost = ir.Cost(mana=mana, span=item.span)
    text = f"awaken {number}—{mana}"
    return ir.KeywordAbility("awaken", number=number, cost=cost, text=text, span=item.span)


def _flashback_with_costs(
    compiler: AbilityCompiler, item: nodes.Node, gate: bool
) -> ir.KeywordAbility | None:
    """Flashback—[cost] (CR 702.34a) whose cost is not only mana: "Flashback—{1}{G}, Pay 3
    life.", "Flashback—Sacrifice a Mountain." (:func:`_cost_with_actions`). The runtime pays
    them all as the flashback cost, an alternative cost (CR 118.9), when the card is cast from
    the graveyard. None for a keyword other than flashback."""
    word, _dash, symbols, predicates = item.items
    if not isinstance(word, nodes.Lexeme) or word.text.lower() != "flashback":
        return None
    if gate:  # "Solved — Flashback" is read with its mana cost alone
        raise Unsupported(item, "a keyword ability under 'Solved —'")
    take(item)
    cost = _cost_with_actions(compiler, "flashback", symbols, predicates, item)
    text = f"flashback—{compiler.written(item).split('—', 1)[-1].strip().rstrip('.')}"
    return ir.KeywordAbility("flashback", cost=cost, text=text, span=item.span)


#: Keywords "[keyword]—[cost]" whose cost may be actions as well as mana, the ability the
#: rules' for any cost (:func:`_keyword_with_actions`): ward (CR 702.21a), echo (CR 702.30a),
#: cycling (CR 702.29a) and equip (CR 702.6a).
_ACTION_COST_KEYWORDS = frozenset({"ward", "echo", "cycling", "equip"})


def _keyword_with_actions(
    compiler: AbilityCompiler, item: nodes.Node, gate: bool
) -> ir.KeywordAbility | None:
    """ "[Keyword]—[cost]." whose cost is not only mana (:data:`_ACTION_COST_KEYWORDS`):
    "Ward—Pay 3 life.", "Ward—Discard a card." (CR 702.21a: paid by the player whose spell or
    ability targeted the permanent), "Echo—Discard a card.", "Echo—Sacrifice two lands." (CR
    702.30a), "Cycling—Pay 2 life.", "Cycling—Sacrifice a land." (CR 702.29a: with "Discard
    this card"), "Equip—Discard a card." (CR 702.6a): mana, life (CR 119.4), permanents
    sacrificed (CR 701.21a) and cards discarded (CR 701.9a), :func:`_cost_with_actions`; any
    other part is C001 at its words. A ward cost that sacrifices is refused: the player who
    pays it is an opponent, and what they may sacrifice is theirs, where the card's "a land"
    is read as this permanent's controller's. None for another keyword."""
    word = item.items[0]
    name = " ".join(word.text.lower().split()) if isinstance(word, nodes.Lexeme) else ""
    if name not in _ACTION_COST_KEYWORDS:
        return None
    if gate:  # the runtime's keywords are always on (CR 702.169b)
        raise Unsupported(item, "a keyword ability under 'Solved —'")
    if len(item.items) == 4:  # "[keyword]—[mana], [actions]." or "Ward—[actions]."
        _word, _dash, symbols, predicates = take(item)
    else:
        _word, _dash, predicates = take(item)
        symbols = None
    if name == "ward" and isinstance(predicates, nodes.Node):
        sacrificed = [p for p in predicates.items if isinstance(p, nodes.Sacrifice)]
        if sacrificed:
            raise Unsupported(sacrificed[0], "a ward cost that sacrifices a permanent")
    cost = _cost_with_actions(compiler, name, symbols, predicates, item)
    if cost.mana is not None and "X" in cost.mana:
        raise Unsupported(item, f"a {name} cost with X")
    text = f"{name}—{compiler.written(item).split('—', 1)[-1].strip().rstrip('.')}"
    return ir.KeywordAbility(name, cost=cost, text=text, span=item.span)


def _kicker_with_costs(
    compiler: AbilityCompiler, item: nodes.Node, gate: bool
) -> ir.KeywordAbility:
    """Kicker—[cost] (CR 702.33a) whose cost is not only mana: "Kicker—Pay 3 life.",
    "Kicker—{2}{R}, Sacrifice a land.", "Kicker—Return a creature you control to its owner's
    hand." (:func:`_cost_with_actions`): paid with the spell's other costs if the player
    chooses to kick it (CR 601.2b, 601.2h)."""
    if gate:  # "Solved — Kicker" is read with its mana cost alone
        raise Unsupported(item, "a keyword ability under 'Solved —'")
    _dash, symbols, predicates = take(item)
    cost = _cost_with_actions(compiler, "kicker", symbols, predicates, item, returns=True)
    text = f"kicker—{compiler.written(item).split('—', 1)[-1].strip().rstrip('.')}"
    return ir.KeywordAbility("kicker", cost=cost, text=text, span=item.span)


def _morph_with_costs(
    compiler: AbilityCompiler, item: nodes.Node, gate: bool, name: str
) -> ir.KeywordAbility:
    """Morph—[cost] (CR 702.37a) whose cost is not only mana: "Morph—Pay 5 life.",
    "Morph—Sacrifice two Mountains.", "Morph—Discard a card." (:func:`_cost_with_actions`):
    paid by the special action that turns the permanent face up (CR 702.37e, 116.2b). Any
    other part ("Return two Islands you control to their owner's hand", "Discard a Zombie
    card") is C001."""
    if gate:  # morph functions while the card is face down, where "Solved" means nothing
        raise Unsupported(item, "a keyword ability under 'Solved —'")
    if is_(item, nodes.CostKeywordManaActions):
        _word, _dash, symbols, predicates = take(item)
    else:
        _word, _dash, predicates = take(item)
        symbols = None
    cost = _cost_with_actions(compiler, name, symbols, predicates, item, returns=True)
    if cost.mana is not None and "X" in cost.mana:
        raise Unsupported(item, f"a {name} cost with X")
    text = f"{name}—{compiler.written(item).split('—', 1)[-1].strip().rstrip('.')}"
    return ir.KeywordAbility(name, cost=cost, text=text, span=item.span)


def _cost_with_actions(
    compiler: AbilityCompiler,
    name: str,
    symbols: Any,
    predicates: Any,
    item: nodes.Node,
    *,
    returns: bool = False,
    exiles: bool = False,
) -> ir.Cost:
    """The cost of "[keyword]—[mana], [actions]." (flashback, kicker, buyback, morph): the
    mana (if any), life paid (CR 119.4), permanents sacrificed (CR 701.21a) and cards
    discarded (CR 701.9a), a fixed number of each; with ``returns`` (morph), also permanents
    you control returned to their owner's hand (CR 118.3) and cards of a kind discarded
    ("Discard a Zombie card"); with ``exiles`` (evoke), also cards of a kind exiled from your
    hand ("Exile a white card from your hand", CR 406.1). Any other part ("Discard X cards",
    "Tap three untapped white creatures you control") is C001."""
    mana = runtime_mana("".join(words(symbols)), item) if symbols is not None else None
    assert isinstance(predicates, nodes.Node)
    life = 0
    discard = 0
    sacrifices: list[ir.SacrificeCost] = []
    returned: list[ir.ReturnToHandCost] = []
    discarded: list[ir.DiscardCardsCost] = []
    exiled: list[ir.ExileFromHandCost] = []
    for part in [p for p in take(predicates) if isinstance(p, nodes.Node)]:
        if exiles and is_(part, nodes.Exile):
            exiled.append(_costs()._exiled_from_hand(part, compiler.context()))
            continue
        if returns and is_(part, nodes.Return):
            returned.append(_costs()._alternative_return(part, compiler.context()))
            continue
        if returns and is_(part, nodes.DiscardTyped):
            discarded.append(_costs()._alternative_discard(part, compiler.context()))
            continue
        inner = (
            part.items[0] if isinstance(part, nodes.DiscardsAll) and len(part.items) == 1 else None
        )
        if isinstance(inner, nodes.PayLife):
            is_(part, nodes.DiscardsAll)  # the grammar's alternative that holds "pay N life"
            is_(inner, nodes.PayLife)
            paid = _objects().amount(take(inner)[1])
            if paid.is_x:
                raise Unsupported(inner, f"a {name} cost of X life")
            life += paid.value
        elif is_(part, nodes.Sacrifice):
            sacrificed = _costs()._sacrifice(part, compiler.context())
            if sacrificed.filter is None:  # the card is not a permanent as it is cast
                raise Unsupported(part, f"sacrificing this as a {name} cost")
            sacrifices.append(sacrificed)
        elif is_(part, nodes.Discard) and _discarded_cards(part):
            discard += _discarded_cards(part)  # "Discard two cards." (CR 701.9a)
            consume_all(part)
        else:
            raise Unsupported.quoting(part, f"the {name} cost '{{}}'")
    return ir.Cost(
        mana=mana,
        pay_life=life,
        sacrifices=tuple(sacrifices),
        discard=discard,
        return_to_hand=tuple(returned),
        discard_cards=tuple(discarded),
        exile_from_hand=tuple(exiled),
        span=item.span,
    )


def _discarded_cards(part: nodes.Node) -> int:
    """The fixed number of "Discard a card" / "Discard two cards" (any cards of the hand,
    CR 701.9a); 0 for any other discard (a kind of card, X, "this card"). Reads without
    consuming."""
    what = part.items[1] if len(part.items) == 2 else None
    if not isinstance(what, nodes.CountNoun) or len(what.items) != 2:
        return 0
    how_many, noun = what.items
    if not isinstance(noun, nodes.Lexeme) or noun.text.lower() not in ("card", "cards"):
        return 0
    if isinstance(how_many, nodes.ArticleA):
        return 1
    if isinstance(how_many, nodes.NumberWord):
        (word,) = how_many.items
        assert isinstance(word, nodes.Lexeme)
        return _NUMBER_WORDS.get(word.text.lower(), 0)
    return 0


_NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5}


def _escalate_discard(compiler: AbilityCompiler, item: nodes.Node, gate: bool) -> ir.KeywordAbility:
    """ "Escalate—Discard a card." (CR 702.120a): a card discarded for each mode chosen beyond
    the first, paid with the spell's costs (CR 601.2h). Any other escalate action ("Tap an
    untapped creature you control") is C001."""
    if gate:  # escalate functions on the stack, where "Solved" means nothing
        raise Unsupported(item, "a keyword ability under 'Solved —'")
    _word, _dash, predicates = take(item)
    assert isinstance(predicates, nodes.Node)
    parts = [part for part in take(predicates) if isinstance(part, nodes.Node)]
    if len(parts) != 1 or not (is_(parts[0], nodes.Discard) and _discards_one_card(parts[0])):
        raise Unsupported.quoting(predicates, "the escalate cost '{}'")
    consume_all(parts[0])
    cost = ir.Cost(discard=1, span=parts[0].span)
    return ir.KeywordAbility("escalate", cost=cost, text="escalate—discard a card", span=item.span)


def _cumulative_upkeep(
    compiler: AbilityCompiler, item: nodes.Node, gate: bool
) -> ir.KeywordAbility:
    """Cumulative upkeep—[cost] (CR 702.24a) with a cost that is not mana: "Pay N life",
    "Sacrifice a [permanent]" or "Discard a card" -- one of them, paid once for each age
    counter as the upkeep trigger resolves (the runtime multiplies it, CR 702.24a). The card
    states the cost; what the ability does is the rules'. Any other cost ("Draw a card.", "Add
    {R}.") is refused: it is no cost the runtime offers as an effect resolves."""
    if gate:  # the runtime's keywords are always on (CR 702.169b)
        raise Unsupported(item, "a keyword ability under 'Solved —'")
    _word, _dash, predicates = take(item)
    assert isinstance(predicates, nodes.Node)
    parts = [part for part in take(predicates) if isinstance(part, nodes.Node)]
    if len(parts) != 1:
        raise Unsupported(predicates, "a cumulative upkeep cost of several instructions")
    (part,) = parts
    where = part.span
    inner = part.items[0] if isinstance(part, nodes.DiscardsAll) and len(part.items) == 1 else None
    if isinstance(inner, nodes.PayLife):
        is_(part, nodes.DiscardsAll)  # the grammar's alternative that holds "pay N life"
        is_(inner, nodes.PayLife)
        paid = _objects().amount(take(inner)[1])
        if paid.is_x:
            raise Unsupported(inner, "a cumulative upkeep of X life")
        cost = ir.Cost(pay_life=paid.value, span=where)
    elif is_(part, nodes.Sacrifice):
        cost = ir.Cost(sacrifices=(_costs()._sacrifice(part, compiler.context()),), span=where)
    elif is_(part, nodes.Discard) and _discards_one_card(part):
        consume_all(part)
        cost = ir.Cost(discard=1, span=where)
    else:
        raise Unsupported.quoting(part, "the cumulative upkeep cost '{}'")
    text = f"cumulative upkeep—{compiler.written(part)}"
    return ir.KeywordAbility("cumulative upkeep", cost=cost, text=text, span=item.span)


def _cumulative_upkeep_either(item: nodes.Node, gate: bool) -> ir.KeywordAbility:
    """ "Cumulative upkeep {G} or {W}" (CR 702.24a): a cost with a choice, "{G} or {W}"
    (``one_of``), chosen separately for each age counter as the upkeep trigger resolves; then
    the whole set of costs is paid, or none (CR 702.24a's example: with three age counters,
    {W}{W}{W}, {W}{W}{U}, {W}{U}{U} or {U}{U}{U}). The two costs are mana, and different:
    "{G} or {G}" is no choice."""
    if gate:  # the runtime's keywords are always on (CR 702.169b)
        raise Unsupported(item, "a keyword ability under 'Solved —'")
    _word, first, second = take(item)
    manas = [runtime_mana("".join(words(symbols)), symbols) for symbols in (first, second)]
    if manas[0] == manas[1]:
        raise Unsupported(item, "a cumulative upkeep cost of two same costs")
    choices = tuple(
        ir.Cost(mana=mana, span=symbols.span)
        for mana, symbols in zip(manas, (first, second), strict=True)
    )
    cost = ir.Cost(one_of=choices, span=item.span)
    text = f"cumulative upkeep {manas[0]} or {manas[1]}"
    return ir.KeywordAbility("cumulative upkeep", cost=cost, text=text, span=item.span)


def _discards_one_card(part: nodes.Node) -> bool:
    """ "Discard a card" (not a kind of card, not a number of them). Read without consuming."""
    what = part.items[1] if len(part.items) == 2 else None
    if not isinstance(what, nodes.CountNoun) or len(what.items) != 2:
        return False
    article, noun = what.items
    return (
        isinstance(article, nodes.ArticleA)
        and isinstance(noun, nodes.Lexeme)
        and noun.text.lower() == "card"
    )


def _champion(compiler: AbilityCompiler, item: nodes.Node, gate: bool) -> ir.KeywordAbility:
    """Champion an [object] (CR 702.72a): "When this permanent enters, sacrifice it unless you
    exile another [object] you control" and "When this permanent leaves the battlefield, return
    the exiled card to the battlefield under its owner's control." The card states the
    [object] (``filter``: another permanent you control with that quality); what the two
    linked abilities do is the rules', built by the runtime (CR 607.2k)."""
    if gate:  # the runtime's keywords are always on (CR 702.169b)
        raise Unsupported(item, "a keyword ability under 'Solved —'")
    (counted,) = take(item)
    if not is_(counted, nodes.Counted):
        raise Unsupported(item, "champion of other than 'a' or 'an' object")
    how_many, quality = take(counted)  # type: ignore[arg-type]
    article = take(how_many)[0] if is_(how_many, nodes.Count) else None  # type: ignore[arg-type]
    if not is_(article, (nodes.ArticleA, nodes.ArticleAn)) or not isinstance(quality, nodes.Node):
        raise Unsupported(item, "champion of other than 'a' or 'an' object")
    you = ir.Players("you", span=item.span)
    championed = _objects().filter_ir(quality, compiler.context(), other=True, controller=you)
    if championed.zone is not ir.ZoneName.BATTLEFIELD:
        raise Unsupported(quality, "championing what is not a permanent")
    text = f"champion {championed.description}"
    return ir.KeywordAbility("champion", filter=championed, text=text, span=item.span)


def _reinforce(item: nodes.Node, gate: bool) -> ir.KeywordAbility | None:
    """Reinforce N—[mana cost] (CR 702.77a): "[Cost], Discard this card: Put N +1/+1 counters
    on target creature." The card states N (``number``) and the cost; what the ability does is
    the rules', built by the runtime. "Reinforce X—{X}{W}{W}" states no number: its N is the X
    announced as the ability is activated (CR 107.3, 602.2b), so ``number`` is None and the
    cost has {X}; an N of X with no {X} in the cost (nothing announces it), or a number with
    an {X} in the cost, is refused. None for another keyword of this shape."""
    word, amount, _dash, symbols = item.items
    if not isinstance(word, nodes.Lexeme) or word.text.lower() != "reinforce":
        return None
    if not isinstance(symbols, nodes.ManaSymbols) or not isinstance(amount, nodes.Node):
        return None
    if gate:  # a reinforce ability functions from the hand, where "Solved" means nothing
        raise Unsupported(item, "a keyword ability under 'Solved —'")
    stated = "".join(lexeme_texts(amount))
    mana = runtime_mana("".join(words(symbols)), item)
    if stated.isdigit() and "X" not in mana:
        number: int | None = int("".join(words(amount)))
    elif is_(amount, nodes.XValue) and mana.count("X") == 1:
        number = None
    else:
        raise Unsupported(item, "a reinforce ability whose N is not its number or its cost's X")
    take(item)
    cost = ir.Cost(mana=mana, span=item.span)
    text = f"reinforce {stated if number is not None else 'X'}—{mana}"
    return ir.KeywordAbility("reinforce", number=number, cost=cost, text=text, span=item.span)


#: The landwalks the runtime plays (CR 702.14a, 702.14c): a land type's walk ("swampwalk",
#: "desertwalk"), the card type land with a supertype or type ("legendary landwalk",
#: "nonbasic landwalk", "snow landwalk", "artifact landwalk"), or a supertype and a basic
#: land type ("snow swampwalk"): :func:`karlov.runtime.abilities.landwalk_lands`.
_LANDWALK_NAME = re.compile(
    r"(?:(?:legendary|nonbasic|snow|artifact) landwalk"
    r"|(?:snow )?(?:plains|island|swamp|mountain|forest|desert)walk)"
)


def landwalk(item: nodes.Node) -> str | None:
    """The name of the landwalk ("swampwalk", "legendary landwalk", CR 702.14a) the runtime
    knows (:data:`_LANDWALK_NAME`), taken from ``item``; None for another landwalk."""
    (word,) = item.items
    name = " ".join(word.text.lower().split()) if isinstance(word, nodes.Lexeme) else ""
    if not _LANDWALK_NAME.fullmatch(name):
        return None
    take(item)
    return name


def _cycling(item: nodes.Node, gate: bool) -> ir.KeywordAbility:
    """Cycling [cost] (CR 702.29a): "[Cost], Discard this card: Draw a card.", and
    [type]cycling [cost] (CR 702.29e): "[Cost], Discard this card: Search your library for a
    [type] card, reveal it, put it into your hand, then shuffle." The card states the cost and,
    for typecycling, the [type] (``filter``); what the ability does is the rules', built by the
    runtime (:func:`karlov.runtime.build.card_definition`). A cycling ability functions only
    from the hand (CR 702.29a), where a Case's solved gate means nothing: refused under
    'Solved —'."""
    if gate:
        raise Unsupported(item, "a cycling ability under 'Solved —'")
    parts = take(item)
    filt = None
    name = "Cycling"
    if is_(item, nodes.Landcycling):
        word, symbols = parts
        assert isinstance(word, nodes.Lexeme) and isinstance(symbols, nodes.Node)
        name = word.text[:1].upper() + word.text[1:].lower()
        filt = _typecycling_filter(word.text.lower().removesuffix("cycling"), word.span)
        mana = runtime_mana("".join(words(symbols)), item)
    else:
        mana = runtime_mana("".join(words(item)), item)
    cost = ir.Cost(mana=mana, span=item.span)
    text = f"{name} {mana}"
    return ir.KeywordAbility("cycling", cost=cost, filter=filt, text=text, span=item.span)


def _typecycling_filter(kind: str, where: ir.Span) -> ir.ObjectFilter:
    """The [type] of [type]cycling (CR 702.29e) as what the search finds: a basic land type
    ("plainscycling": a Plains card, CR 305.6) or "basic land" (a card with the supertype basic
    and the card type land, CR 205.4a)."""
    if kind == "basic land":
        return ir.ObjectFilter(
            "basic land card",
            ("card", "land"),
            types=(ir.TypeTest(any_of=("land",), span=where),),
            supertypes=("basic",),
            span=where,
        )
    return ir.ObjectFilter(
        f"{kind.capitalize()} card", ("card", kind), subtypes=(kind,), span=where
    )


def _keyword_name(item: nodes.Node) -> str:
    """The keyword's name as written ("Echo", "Cumulative upkeep", "Affinity")."""
    written = list(item.lexemes())
    if not written:
        name = item.rule.replace("_", " ")  # "enchant player"
    elif _starts_with(item, written[0]):
        name = written[0].text
    else:
        # The keyword's own word is a literal of the grammar, not kept ("Devour 2",
        # "Forecast — ...", "Kicker—Sacrifice a land."): the rule names it.
        name = item.rule.split("_")[0]
    return name[:1].upper() + name[1:]


def _starts_with(item: nodes.Node, lexeme: nodes.Lexeme) -> bool:
    """Whether ``lexeme`` is the first word of ``item`` as written."""
    if item.span is None or lexeme.span is None:
        return True
    return (lexeme.span.line, lexeme.span.column) == (item.span.line, item.span.column)


#: The keywords that are characteristic-defining abilities (CR 604.3) the runtime applies in
#: every zone, first in their layer (CR 613.3): changeling, "This object is every creature
#: type." (CR 702.73a), devoid, "This object is colorless." (CR 702.114a). Only printed ones
#: (and a copy's, CR 604.3a): one an effect grants is not characteristic-defining, so these are
#: not granted keywords (:func:`.abilities._rules_keyword`), unless a token is created with one
#: (CR 604.3a(2)).
DEFINING_KEYWORDS = frozenset({"changeling", "devoid"})
#: The keywords that are static abilities functioning while the spell is on the stack, read by
#: the runtime as the spell with them is cast: convoke (CR 702.51a) and improvise (CR
#: 702.126a) let its controller tap creatures / artifacts rather than pay mana; and split
#: second (CR 702.61a): while it is on the stack, no other spell is cast and no ability that
#: isn't a mana ability is activated; delve (CR 702.66a): for each generic mana in its total
#: cost, its controller may exile a card from their graveyard rather than pay that mana;
#: assist (CR 702.132a): another player may pay any amount of the generic mana in its total
#: cost. Printed only: none is granted.
PAYMENT_KEYWORDS = frozenset({"convoke", "improvise", "split second", "delve", "assist"})
#: The keywords without parameters that say how the card is cast, read by the runtime as it is
#: cast (printed only: none is granted): retrace (CR 702.81a), "You may cast this card from
#: your graveyard by discarding a land card as an additional cost to cast it"; conspire (CR
#: 702.78a), "As an additional cost to cast this spell, you may tap two untapped creatures you
#: control that each share a color with it" and "When you cast this spell, if its conspire cost
#: was paid, copy it. If the spell has any targets, you may choose new targets for the copy.";
#: jump-start (CR 702.133a), "You may cast this card from your graveyard if the resulting spell
#: is an instant or sorcery spell by discarding a card as an additional cost to cast it" and
#: "If this spell was cast using its jump-start ability, exile this card instead of putting it
#: anywhere else any time it would leave the stack."
CASTING_KEYWORDS = frozenset({"retrace", "conspire", "jump-start"})
#: The keywords whose ability the rules define in full and the runtime builds from the rules'
#: text (:data:`karlov.runtime.build.RULES_KEYWORDS`): prowess (CR 702.108a), exalted (CR
#: 702.83a), flanking (CR 702.25a), persist (CR 702.79a), undying (CR 702.93a), mentor (CR
#: 702.134a), storm (CR 702.40a), evolve (CR 702.100a), extort (CR 702.101a), living weapon
#: (CR 702.92a), ingest (CR 702.115a), sunburst (CR 702.44a), battle cry (CR 702.91a),
#: dethrone (CR 702.105a), riot (CR 702.136a), melee (CR 702.121a), cascade (CR 702.85a),
#: rebound (CR 702.88a), exploit (CR 702.110a), cipher (CR 702.99a), provoke (CR 702.39a),
#: training (CR 702.149a), myriad (CR 702.116a), undaunted (CR 702.125a: {1} less for each
#: opponent), demonstrate (CR 702.144a: a copy for you, then one for an opponent you choose).
RULES_KEYWORDS = frozenset(
    {
        "undaunted",
        "myriad",
        "provoke",
        "prowess",
        "exalted",
        "flanking",
        "persist",
        "undying",
        "mentor",
        "storm",
        "demonstrate",
        "evolve",
        "extort",
        "living weapon",
        "ingest",
        "sunburst",
        "battle cry",
        "dethrone",
        "riot",
        "melee",
        "cascade",
        "rebound",
        "exploit",
        "cipher",
        "training",
    }
)
#: Keywords played only as printed on the card (none is granted, so none is in
#: :func:`.abilities._rules_keyword`): ascend (CR 702.131; the runtime gives the city's blessing,
#: :mod:`karlov.runtime.ascend`). Partner (its own node) is printed only too: it modifies deck
#: construction for the Commander variant and functions before the game begins (CR 702.124a,
#: 702.124h), so it does nothing in a game. Soulbond (CR 702.95a): its two triggered abilities,
#: built by the runtime (:func:`karlov.runtime.soulbond.soulbond`). Unleash (CR 702.98a): its
#: two static abilities, the optional +1/+1 counter as it enters and "can't block as long as it
#: has a +1/+1 counter on it", built by the runtime (:func:`karlov.runtime.build._unleash`).
PRINTED_ONLY_KEYWORDS = frozenset({"ascend", "soulbond", "unleash"})
#: The keywords "[keyword] N" whose abilities the rules define in full for N, built by the
#: runtime (:data:`karlov.runtime.build.RULES_NUMBER_KEYWORDS`): the IR's own list.
RULES_NUMBER_KEYWORDS = NUMBER_KEYWORDS
#: The keywords "[keyword] [mana cost]" whose ability the rules define in full for the cost,
#: built by the runtime (:data:`karlov.runtime.build.RULES_COST_KEYWORDS`, buyback apart): echo
#: (CR 702.30a), cumulative upkeep (CR 702.24a), buyback (CR 702.27a), dash (CR 702.109a),
#: unearth (CR 702.84a), evoke (CR 702.74a), morph and megamorph (CR 702.37a-b: cast face down
#: for {3}, turned face up for the cost, :mod:`karlov.runtime.morph`), madness (CR 702.35a),
#: spectacle (CR 702.137a: an alternative cost if an opponent lost life this turn), entwine
#: (CR 702.42a: an additional cost to choose all the modes), miracle (CR 702.94a: cast for the
#: cost as the first card drawn in a turn is revealed), transmute (CR 702.53a), embalm (CR
#: 702.128a), eternalize (CR 702.129a), ninjutsu (CR 702.49a), bestow (CR 702.103a: cast
#: bestowed for the cost, an Aura spell with enchant creature), multikicker (CR 702.33c: a
#: kicker cost paid any number of times), replicate (CR 702.56a: an additional cost paid
#: any number of times, and a copy of the spell for each time), escalate (CR 702.120a: an
#: additional cost for each mode beyond the first) and emerge (CR 702.119a: an alternative
#: cost, sacrificing a creature, reduced by its mana value), mutate (CR 702.140a: an
#: alternative cost, a mutating creature spell that merges with its target), scavenge (CR
#: 702.97a: from the graveyard, +1/+1 counters equal to the exiled card's power), blitz (CR
#: 702.152a: an alternative cost; haste and "When this permanent is put into a graveyard from
#: the battlefield, draw a card." while blitzed, sacrificed at the next end step), with mana
#: costs only (ward,
#: CR 702.21a, has a rule of its own; suspend N—[cost], CR 702.62a, too: :func:`_suspend`;
#: reinforce N—[cost], CR 702.77a: :func:`_reinforce`).
RULES_COST_KEYWORDS = frozenset(
    {"echo", "cumulative upkeep", "buyback", "dash", "blitz", "unearth", "evoke", "morph"}
    | {"megamorph"}
    | {"madness", "spectacle", "entwine", "miracle", "surge", "recover"}
    | {"transmute", "embalm", "eternalize", "ninjutsu", "bestow", "mutate"}
    | {"multikicker", "replicate", "escalate", "emerge", "overload", "prowl", "scavenge"}
)
#: Keyword abilities the runtime knows by name and checks where they matter: targeting
#: (shroud, CR 702.18a), blocking (fear, intimidate, horsemanship, shadow, skulk, landwalk: CR
#: 702.36b, 702.13b, 702.31b, 702.28b, 702.118b, 702.14c), damage (wither, infect: CR
#: 702.80a, 702.90b), destruction (umbra armor, CR 702.89a), the untap step (phasing, CR
#: 702.26a) and combat (banding, CR 702.22: attacking bands and who divides combat damage;
#: "bands with other", CR 702.22b, is not this word and stays refused).
NAMED_KEYWORDS = frozenset(
    {
        "banding",
        "shroud",
        "fear",
        "shadow",
        "skulk",
        "intimidate",
        "horsemanship",
        "wither",
        "infect",
        "plainswalk",
        "islandwalk",
        "swampwalk",
        "mountainwalk",
        "forestwalk",
        "umbra armor",
        "phasing",  # CR 702.26a: read in the untap step (Game.phasing)
    }
)
