"""Lowering abilities the IR does not state yet straight to runtime ability objects, and the
helpers the IR lowering (:mod:`.lower`) shares: token and "becomes" descriptions, static
abilities (:meth:`AbilityCompiler.static_ir`) and the token replacement
(:meth:`AbilityCompiler.replacement_ir`), which produce IR.

Still lowered here to runtime objects (each appears in the IR as ``NotLowered``):

- keyword lines with equip, crew or enchant (CR 702.6, 702.122, 702.5);
- triggered abilities (CR 603) → :class:`~karlov.runtime.TriggeredAbility`;
- activated abilities but mana abilities (CR 602) → :class:`~karlov.runtime.ActivatedAbility`;
- "Solved — A" → A with a solved gate (CR 702.169b–d).

Their effects are IR already (:meth:`.effects.EffectCompiler.effect_ir`), played by the
runtime's interpreter (:func:`karlov.runtime.build.effect_function`); their targets are IR
target specifications built by :func:`karlov.runtime.build.target_specs`. Spell abilities
(CR 113.3a) are IR (:meth:`AbilityCompiler.spell_ir`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .. import ir
from ..frontend import nodes
from ..frontend.words import COLOR_LETTERS, card_type, singular
from ..runtime import (
    ActivatedAbility,
    CardDefinition,
    Cost,
    EntersReplacement,
    Flashback,
    Kicker,
    SacrificeCost,
    SpellAbility,
    TargetSpec,
    TriggeredAbility,
)
from ..runtime import effects as fx
from ..runtime.build import effect_function, target_specs
from ..runtime.conditions import SourceContext
from ..runtime.events import BecameTarget, Sacrificed, ZoneChange
from ..runtime.execute import Definitions
from ..runtime.tokens import PREDEFINED_TOKENS
from . import lower
from .accounting import consume_all, descendants, is_, lexeme_texts, take, words
from .context import AbilityContext, CastFromGraveyard, Unsupported, runtime_mana
from .effects import EffectCompiler, counter_kind
from .lower import intrinsic_mana
from .objects import (
    Count,
    ObjectFilter,
    ZoneRef,
    count,
    count_word,
    described,
    object_filter,
    objects,
    zone,
)

if TYPE_CHECKING:
    from ..runtime import Game

STEP_NAMES = {
    "upkeep": "upkeep",
    "draw step": "draw",
    "end step": "end",
    "precombat main phase": "main1",
    "postcombat main phase": "main2",
}


class AbilityCompiler:
    """Compiles the abilities of one card. ``library`` resolves other cards' names."""

    def __init__(self, card: nodes.Card, filename: str, library: Any = None):
        self.card = card
        self.filename = filename
        self.library = library
        self._lines = {a.span.line: a.source for a in card.abilities if a.span and a.source}
        self.spell_context = self.context()
        # Runtime objects for the NotLowered parts of the IR being built (document order).
        self.pending: list[tuple[Any, ...]] = []
        # What the effects' IR names without stating it, handed to the runtime beside the IR:
        # the cards they conjure, the tokens and granted abilities not stated in the IR yet.
        self.named_cards: dict[str, CardDefinition] = {}
        self.token_cards: dict[ir.TokenDefinition, CardDefinition] = {}
        self.granted_objects: dict[ir.NotLowered, Any] = {}
        self.definitions = Definitions(self.named_cards, self.token_cards, self.granted_objects)

    # ---- helpers the effect compiler calls ----------------------------------------------

    def context(self) -> AbilityContext:
        return AbilityContext(self.card, self.filename)

    def text(self, ability: nodes.Ability) -> str:
        """The ability's text as written, for logs and prompts."""
        if ability.source:
            return ability.source
        return described(ability.body, self.card.name) if ability.body is not None else ""

    def written(self, node: nodes.Node) -> str:
        """The words of ``node`` as the card writes them (for logs), from its source line."""
        span = node.span
        line = self._lines.get(span.line) if span is not None else None
        if span is None or line is None or span.end_line != span.line:
            return described(node, self.card.name)
        return line[span.column - 1 : span.end_column - 1]

    def named_card(self, name: str, node: nodes.Node) -> CardDefinition:
        if self.library is None:
            raise Unsupported(node, f"the card '{name}' (no card library to look it up in)")
        from .library import CardCycle

        try:
            return self.library.definition(name)
        except CardCycle as error:
            raise Unsupported(
                node, f"the card '{name}', which names itself (a cycle of named cards)"
            ) from error
        except KeyError as error:
            raise Unsupported(
                node, f"the card '{name}', which is not in the card library"
            ) from error

    def _described(self, items: tuple[Any, ...], what: str) -> dict[str, Any]:
        """The descriptors of a token or of what an object becomes ("a 2/1 black Skeleton
        creature", "with flying", "with base power and toughness 1/1"): types, subtypes (as
        written, singular), color letters, power and toughness, granted abilities."""
        spec: dict[str, Any] = {
            "types": [],
            "subtypes": [],
            "colors": [],
            "power": None,
            "toughness": None,
            "abilities": [],
        }
        for item in items:
            if is_(item, nodes.BasePt):
                item = take(item)[0]
            if isinstance(item, nodes.Lexeme) and item.kind == "PT":
                spec["power"], spec["toughness"] = (int(v) for v in item.text.split("/"))
            elif is_(item, nodes.Types):
                for lexeme in take(item):
                    assert isinstance(lexeme, nodes.Lexeme)
                    spec["types"].append(card_type(lexeme.text.split()[-1])[1])
            elif is_(item, nodes.Subtype):
                spec["subtypes"].append(singular(take(item)[0].text))  # type: ignore[union-attr]
            elif is_(item, nodes.Color):
                word = take(item)[0].text  # type: ignore[union-attr]
                if word not in COLOR_LETTERS:
                    raise Unsupported(item, f"the color word '{word}' here")
                spec["colors"].append(COLOR_LETTERS[word])
            elif is_(item, nodes.WithAbilities):
                spec["abilities"] += self.ability_list(take(item)[0])
            elif isinstance(item, nodes.Lexeme) and item.kind == "NOUN":
                continue
            elif item is not None:
                raise Unsupported(item, f"this word in {what}")
        return spec

    def object_spec(self, node: nodes.Node) -> dict[str, Any]:
        """``ObjectsSpec``: "a 0/0 Bird creature with flying" as ``Game.become`` arguments."""
        if not is_(take(node)[0], (nodes.ArticleA, nodes.ArticleAn)):
            raise Unsupported(take(node)[0], "becoming more than one object")
        spec = self._described(take(node)[1:], "'is a ...'")
        spec["subtypes"] = [subtype.lower() for subtype in spec["subtypes"]]
        spec["colors"] = spec["colors"] or None
        return spec

    def ability_list(self, node: nodes.Node) -> list[Any]:
        """``Abilities``: keywords and quoted abilities granted to an object (CR 113.2c)."""
        found: list[Any] = []
        for item in take(node):
            if is_(item, nodes.KeywordName):
                found.append(take(item)[0].text)  # type: ignore[union-attr]
            elif is_(item, nodes.AbilityCont):
                inner = take(item)[0]
                if isinstance(inner, nodes.Lexeme):
                    # ", flying" / " and flying" / ", and first strike"
                    found.append(inner.text.strip(", ").removeprefix("and ").strip())
                else:
                    found.append(self.quoted(inner))
            elif is_(item, nodes.QuotedAbility):
                found.append(self.quoted(take(item)[0]))
            else:
                raise Unsupported(item, "this granted ability")
        return found

    def quoted(self, node: Any) -> Any:
        """A quoted ability: "{2}, Sacrifice this token: Draw a card." and the like."""
        ctx = self.context()
        if is_(node, nodes.QuotedActivated):
            costs, sentences = take(node)
            effects = EffectCompiler(ctx, self)
            effect = self._quoted_effect(sentences, effects)
            return self._activated(costs, effect, ctx, text=self.written(node))
        if is_(node, nodes.QuotedStatement):
            sentences = take(node)[0]
            clauses = take(sentences)[-1]
            if len(take(sentences)) == 1 and is_(clauses, nodes.Clauses):
                clause = take(clauses)[0]
                predicates = take(clause)[2] if is_(clause, nodes.Clause) else None
                permission = take(predicates)[0] if predicates is not None else None
                if is_(permission, nodes.CastPermission) and _from_own_graveyard(permission):
                    consume_all(node)
                    return CastFromGraveyard()
        raise Unsupported(node, "this quoted ability")

    def _quoted_effect(self, sentences: nodes.Node, effects: EffectCompiler) -> ir.Effect:
        steps: list[ir.Effect] = []
        for item in take(sentences):
            if is_(item, nodes.Sentence):
                steps += effects.sentence(item)
            elif is_(item, nodes.Clauses):
                steps += effects.clauses(item)
        return ir.Sequence(tuple(steps), span=lower.span(sentences.span))

    # ---- abilities -------------------------------------------------------------------------

    def compile(
        self, ability: nodes.Ability, gate: Any = None, text: str | None = None
    ) -> list[Any]:
        """The runtime objects for one classified ability (usually one; keyword lines more)."""
        kind = ability.kind
        body = ability.body
        text = text if text is not None else self.text(ability)
        if kind is nodes.AbilityKind.REMINDER:
            return self.reminder_only(ability)
        assert body is not None
        if kind is nodes.AbilityKind.KEYWORD:
            return self.keywords(body, gate)
        if kind is nodes.AbilityKind.SOLVED:
            assert ability.solved is not None
            return self.compile(ability.solved, gate=fx.solved_gate, text=text)
        if kind is nodes.AbilityKind.TRIGGERED:
            return [self.triggered(body, gate, text)]
        if kind is nodes.AbilityKind.ACTIVATED:
            ctx = self.context()
            costs, statement = take(body)
            effect, _ = EffectCompiler(ctx, self).effect_ir(statement)
            timing = (
                "sorcery" if statement.child(nodes.ActivationRestriction) is not None else "instant"
            )
            zones = self._functions_from(statement)
            return [
                self._activated(
                    costs, effect, ctx, text=text, gate=gate, timing=timing, zones=zones
                )
            ]
        raise Unsupported(body, f"{kind.value} abilities")

    def reminder_only(self, ability: nodes.Ability) -> list[Any]:
        """A line that is only reminder text. A basic land type's "({T}: Add {W}.)" explains
        the land's intrinsic mana ability (CR 305.6), which :func:`.lower.intrinsic_mana` gives
        from its subtype: the reminder itself has no rules meaning (CR 207.2)."""
        reminder = ability.reminder
        assert reminder is not None
        found = list(reminder.find(nodes.ReminderActivated))
        if len(found) == 1 and intrinsic_mana(self.card):
            return []
        raise Unsupported(reminder, "a line of reminder text with no ability it explains")

    def keywords(self, body: nodes.Node, gate: Any) -> list[Any]:
        """Keyword abilities (CR 702)."""
        found: list[Any] = []
        for item in take(body):
            if is_(item, nodes.SimpleKeyword):
                found.append(take(item)[0].text)  # type: ignore[union-attr]
            elif is_(item, nodes.Equip):
                found.append(self._equip(item, gate))
            elif is_(item, nodes.Flashback):
                symbols = runtime_mana("".join(words(item)), item)
                found.append(Flashback(symbols, gate=gate))
            elif is_(item, nodes.Crew):
                found.append(self._crew(item, gate))
            elif is_(item, nodes.Enchant):
                found.append(self._enchant(item))
            elif is_(item, nodes.Kicker):
                symbols = runtime_mana("".join(words(item)), item)
                found.append(Kicker(symbols, text=f"Kicker {symbols}", gate=gate))
            else:
                raise Unsupported(item, "this keyword ability")
        if gate is not None and any(isinstance(a, str) for a in found):
            raise Unsupported(body, "a keyword ability under 'Solved —'")
        return found

    def _equip(self, node: nodes.Node, gate: Any) -> ActivatedAbility:
        """Equip [cost] (CR 702.6a): attach to target creature you control; sorcery speed."""
        symbols = runtime_mana("".join(words(node)), node)

        def attach(game: Game, res: Any) -> None:
            target = res.target(0)
            if target is not None:
                game.attach(res.source, target)

        spec = TargetSpec.creature(
            "target creature you control", lambda g, c, ctx: g.controller(c) is ctx.controller
        )
        return ActivatedAbility(
            cost=Cost(mana=symbols),
            effect=attach,
            targets=(spec,),
            timing="sorcery",
            gate=gate,
            text=f"Equip {symbols}",
        )

    def _crew(self, node: nodes.Node, gate: Any) -> ActivatedAbility:
        """Crew N (CR 702.122a): "Tap any number of other untapped creatures you control with
        total power N or greater: This permanent becomes an artifact creature until end of
        turn." A Vehicle that becomes a creature has its printed power and toughness unless
        another effect sets them (CR 301.7b)."""
        power = int(take(node)[0].text)  # type: ignore[union-attr]

        def crewed(game: Game, res: Any) -> None:
            if game.is_live(res.source):
                game.become(
                    res.source,
                    types=("artifact", "creature"),
                    source=res.source,
                    until="end_of_turn",
                )

        return ActivatedAbility(
            cost=Cost(tap_creatures_power=power),
            effect=crewed,
            gate=gate,
            text=f"Crew {power}",
        )

    def _enchant(self, node: nodes.Node) -> SpellAbility:
        """Enchant [object] (CR 702.5a, 303.4a): an Aura spell targets what it will enchant."""
        ctx = self.context()
        filt = object_filter(take(node)[0], ctx)
        spec = TargetSpec("target " + filt.description, filt.matches)
        return SpellAbility(lambda game, res: None, (spec,), "Enchant " + filt.description, True)

    def triggered(self, body: nodes.Node, gate: Any, text: str) -> TriggeredAbility:
        condition_node, intervening, statement = take(body)
        ctx = self.context()
        trigger = self.trigger(condition_node, ctx)
        test = self.intervening_if(intervening, ctx) if intervening is not None else None
        effect, _ = EffectCompiler(ctx, self).effect_ir(statement)
        return TriggeredAbility(
            trigger=trigger,
            effect=effect_function(effect, self.definitions),
            targets=target_specs(ctx.targets),
            intervening_if=test,
            gate=gate,
            text=text,
        )

    def intervening_if(self, node: nodes.Node, ctx: AbilityContext) -> Callable[..., bool]:
        """ "When this creature enters, if it was kicked, ..." — an intervening "if" clause
        (CR 603.4): the ability triggers only if the condition holds, and does nothing if it no
        longer holds as it resolves. "It was kicked" asks whether the spell the permanent was
        had its kicker cost paid (CR 702.33d); a copy of a kicked spell was kicked too
        (CR 707.10)."""
        kicked = take(node)[0]
        what = take(kicked)[0]
        if not is_(what, nodes.It) or ctx.event_subject != "self":
            raise Unsupported(what, "'was kicked' said of anything but this permanent")
        return fx.was_kicked

    def trigger(self, node: nodes.Node, ctx: AbilityContext) -> Callable[..., bool]:
        """The trigger condition (CR 603.1): events it waits for, as one predicate."""
        if is_(node, nodes.AtStep):
            step = take(node)[0]
            if is_(step, nodes.CombatOnYourTurn):
                return fx.at_beginning_of("beginning_of_combat", "you")
            name = take(step)[-1].text  # type: ignore[union-attr]
            whose = "you" if is_(step, nodes.PlayersStep) else "each"
            if is_(step, nodes.PlayersStep) and not is_(take(step)[0], nodes.Your):
                raise Unsupported(step, "a step of a player other than you")
            return fx.at_beginning_of(STEP_NAMES[name], whose)
        if not is_(node, nodes.WhenEvent):
            raise Unsupported(node, "this trigger condition")
        events = take(node)[1]
        tests: list[Callable[..., bool]] = []
        subject: nodes.Node | None = None
        for event in take(events):
            assert isinstance(event, nodes.Node)
            subject = take(event)[0] if take(event) and take(event)[0] is not None else subject
            tests.append(self._event(event, subject, ctx))

        def any_event(game: Game, event: Any, source: Any) -> bool:
            return any(test(game, event, source) for test in tests)

        # The game checks a trigger only against the events its parts listen to; a part that
        # doesn't say makes the whole trigger see every event.
        listened = [getattr(test, "event_types", None) for test in tests]
        if all(types is not None for types in listened):
            return fx.listens_to(any_event, *{t for types in listened for t in types})
        return any_event

    def _event(
        self, event: nodes.Node, subject: nodes.Node | None, ctx: AbilityContext
    ) -> Callable[..., bool]:
        if is_(event, (nodes.Enters, nodes.TurnedFaceUp)):
            is_self = is_(subject, (nodes.SelfRef, nodes.SelfName))
            if is_self:
                ctx.event_subject = ctx.event_subject or "self"
                if is_(event, nodes.TurnedFaceUp):
                    raise Unsupported(event, "'is turned face up' for this card itself")
                return fx.when_self_enters
            if not is_(subject, nodes.Counted):
                raise Unsupported(subject, "this subject of 'enters'")
            filt = _each_one(subject, ctx)
            ctx.event_subject, ctx.event_nouns = "object", filt.nouns

            def match(game: Game, obj: Any, c: Any) -> bool:
                return filt.matches(game, obj, c)

            if is_(event, nodes.TurnedFaceUp):
                return fx.whenever_enters_or_turned_face_up(match)
            return fx.whenever_enters(match, you_control_it=False)
        if is_(event, nodes.Dies):
            if is_(subject, (nodes.SelfRef, nodes.SelfName)):
                return fx.when_self_dies
            if not is_(subject, nodes.Counted):
                raise Unsupported(event, "this subject of 'dies'")
            filt = _each_one(subject, ctx)
            ctx.event_subject, ctx.event_nouns = "object", filt.nouns

            def dies(game: Game, event: Any, source: Any) -> bool:
                """ "Whenever a [filter] dies" looks back at the object as it last existed on
                the battlefield (CR 603.10a, 700.4)."""
                if not (isinstance(event, ZoneChange) and event.died and event.old is not None):
                    return False
                return filt.matches(game, event.old, SourceContext.of(source, game))

            return fx.listens_to(dies, ZoneChange)
        if is_(event, nodes.CastTrigger):
            if not is_(take(event)[0], nodes.You):
                raise Unsupported(event, "a spell cast by another player")
            spells = take(event)[1]
            if not is_(spells, nodes.Counted):
                raise Unsupported(spells, "this spell description")
            filt = _each_one(spells, ctx)
            ctx.event_subject, ctx.event_nouns = "spell", filt.nouns | {"spell"}
            return fx.whenever_you_cast(filt.chars_ok)
        if is_(event, nodes.AttackTrigger):
            if not is_(take(event)[0], nodes.You):
                raise Unsupported(event, "another player attacking")
            attackers = take(event)[1]
            # "Whenever you attack with one or more creatures" is "whenever you attack".
            if attackers is not None and not _one_or_more_creatures(attackers, ctx):
                raise Unsupported(attackers, "attacking with other than one or more creatures")
            ctx.event_subject = "attack"
            return fx.whenever_you_attack
        if is_(event, nodes.BecomesTarget):
            if not is_(take(event)[0], (nodes.SelfRef, nodes.SelfName)):
                raise Unsupported(event, "another object becoming a target")
            by = take(event)[2]
            by_filter = _each_one(by, ctx) if is_(by, nodes.Counted) else None
            if by_filter is None or by_filter.description != "spell":
                raise Unsupported(by, "becoming the target of anything but a spell")
            return fx.listens_to(_becomes_target_of_spell, BecameTarget)
        if is_(event, nodes.SacrificeTrigger):
            if not is_(take(event)[0], nodes.You):
                raise Unsupported(event, "another player sacrificing")
            what = take(event)[-1]
            if not is_(what, nodes.Counted):
                raise Unsupported(what, "this description of what is sacrificed")
            filt = _each_one(what, ctx)
            ctx.event_subject, ctx.event_nouns = "object", filt.nouns

            def sacrificed(game: Game, event: Any, source: Any) -> bool:
                """ "Whenever you sacrifice a Clue": for any reason (CR 701.21)."""
                return (
                    isinstance(event, Sacrificed)
                    and event.player is game.controller(source)
                    and filt.matches(game, event.obj, SourceContext.of(source, game))
                )

            return fx.listens_to(sacrificed, Sacrificed)
        if is_(event, nodes.DealsDamageTrigger):
            if not is_(take(event)[0], (nodes.SelfRef, nodes.SelfName)):
                raise Unsupported(event, "another object dealing combat damage")
            if not is_(take(event)[-1], nodes.APlayer):
                raise Unsupported(take(event)[-1], "combat damage to a particular player")
            ctx.event_subject = "player"
            return fx.whenever_self_deals_combat_damage_to_player
        raise Unsupported(event, f"the event '{type(event).__name__}'")

    def _activated(
        self,
        costs: nodes.Node,
        effect: ir.Effect,
        ctx: AbilityContext,
        *,
        text: str,
        gate: Any = None,
        timing: str = "instant",
        zones: tuple[str, ...] = ("battlefield",),
    ) -> ActivatedAbility:
        """ "[Cost]: [Effect.]" (CR 602.1); mana abilities are built by ``mana_ability``."""
        cost = self.cost(costs, ctx)
        return ActivatedAbility(
            cost=cost,
            effect=effect_function(effect, self.definitions),
            targets=target_specs(ctx.targets),
            timing=timing,
            gate=gate,
            text=text,
            zones=zones,
        )

    @staticmethod
    def _functions_from(statement: nodes.Node) -> tuple[str, ...]:
        """Where an activated ability can be activated: the battlefield, or the graveyard for
        "Return this card from your graveyard ..." (CR 113.6b: its text says where it works)."""
        for moved in descendants(statement, nodes.ReturnFrom):
            thing, origin = take(moved)[0], take(moved)[1]
            if is_(thing, (nodes.SelfRef, nodes.SelfName)) and is_(origin, nodes.Zone):
                words = lexeme_texts(origin)
                if "graveyard" in words:
                    return ("graveyard",)
        return ("battlefield",)

    def cost(self, node: nodes.Node, ctx: AbilityContext) -> Cost:
        mana = ""
        tap = sacrifice_self = False
        sacrifice: list[SacrificeCost] = []
        for part in take(node):
            if is_(part, nodes.ManaSymbols):
                for lexeme in part.lexemes():
                    if lexeme.text == "{T}":
                        tap = True
                    elif lexeme.text == "{Q}":
                        raise Unsupported(part, "the untap symbol in a cost")
                    else:
                        mana += runtime_mana(lexeme.text, lexeme)
            elif is_(part, nodes.SacrificeCost):
                what = take(part)[1]
                if is_(what, (nodes.SelfRef, nodes.SelfName)):
                    sacrifice_self = True
                elif is_(what, nodes.Counted):
                    n = count(take(what)[0]).value
                    filt = object_filter(take(what)[1], ctx)
                    sacrifice.append(
                        SacrificeCost(
                            lambda game, obj, c, filt=filt: filt.matches(game, obj, c),
                            n,
                            "a " + filt.description,
                        )
                    )
                else:
                    raise Unsupported(what, "sacrificing this")
            else:
                raise Unsupported(part, "this cost")
        return Cost(
            mana=mana or None,
            tap=tap,
            sacrifice_self=sacrifice_self,
            sacrifice=tuple(sacrifice),
        )

    def _mana_produced(self, sentence: nodes.Node) -> list[str] | None:
        adds = descendants(sentence, nodes.AddMana) + descendants(sentence, nodes.AddAnyColor)
        if len(adds) != 1:
            return None
        add = adds[0]
        if len(lexeme_texts(sentence)) != len(lexeme_texts(add)):
            return None  # more text than "Add ..." (CR 605.1a: a mana ability only adds mana)
        consume_all(sentence)
        if is_(add, nodes.AddAnyColor):
            return ["W", "U", "B", "R", "G"]
        return ["".join(text.strip("{}") for text in lexeme_texts(add))]

    def mana_produced(self, body: nodes.Node) -> list[str] | None:
        """ "{T}: Add {G}." — an activated mana ability (CR 605.1a): the mana it can add (one
        option each), or ``None`` for an ability that isn't one."""
        costs, statement = body.items
        if lexeme_texts(costs) != ["{T}"]:  # type: ignore[union-attr]
            return None
        sentences = [i for i in statement.items if i is not None]  # type: ignore[union-attr]
        if len(sentences) != 1 or not isinstance(sentences[0], nodes.Sentence):
            return None
        mana = self._mana_produced(sentences[0])
        if mana is not None:
            take(body)
            _is_tap_only(costs)  # type: ignore[arg-type]
            take(statement)  # type: ignore[arg-type]
        return mana

    def spell_ir(self, body: nodes.Node, text: str) -> ir.SpellAbility:
        """A paragraph of an instant or sorcery (CR 113.3a) as IR. One spell's paragraphs are
        one ability to the rules (CR 608.2c): they share target numbering (the runtime lists
        their targets in order, so a paragraph's ``TargetObjects`` count from the spell's first
        target) and pronouns."""
        effect, targets = EffectCompiler(self.spell_context, self).effect_ir(take(body)[0])
        return ir.SpellAbility(effect, targets, text=text, span=lower.span(body.span))

    def static_ir(self, body: nodes.Node, gate: bool, text: str) -> ir.StaticAbility:
        """A static ability (CR 604) as IR."""
        parts = EffectCompiler(self.context(), self).static_body(take(body)[0])
        enters = parts["enters"]
        if enters and gate:
            raise Unsupported(body, "an 'enters as a copy' ability under 'Solved —'")
        if not (parts["effects"] or parts["costs"] or parts["rules"] or enters):
            raise Unsupported(body, "a static ability with no effect the runtime knows")
        copy = [e for e in enters if isinstance(e, ir.EntersAsCopy)]
        counters = [e for e in enters if isinstance(e, ir.EntersWithCounters)]
        if len(copy) > 1 or len(counters) > 1:
            raise Unsupported(body, "two replacement effects on entering in one ability")
        return ir.StaticAbility(
            effects=tuple(parts["effects"]),
            cost_reductions=tuple(parts["costs"]),
            rules=tuple(parts["rules"]),
            enters_as_copy=copy[0] if copy else None,
            enters_with=counters[0] if counters else None,
            gate=gate,
            text=text,
            span=lower.span(body.span),
        )

    def replacement_ir(self, body: nodes.Node, gate: bool, text: str) -> ir.ReplacementAbility:
        """ "If one or more tokens would be created under your control, those tokens plus a
        Clue token are created instead." (CR 614.1a; applies once per event, CR 616.1f)."""
        would, replaced = take(body)
        if not is_(would, nodes.TokensWouldBeCreated) or not is_(replaced, nodes.PlusTokens):
            raise Unsupported(body, "this replacement effect")
        created = take(would)[0]
        if not (
            is_(created, nodes.Counted)
            and count(take(created)[0]) == Count("at_least", 1)
            and object_filter(take(created)[1], self.context()).description == "tokens"
        ):
            raise Unsupported(created, "tokens other than 'one or more tokens' being created")
        under = take(would)[1]
        if under is not None and not is_(take(under)[0], nodes.Your):
            raise Unsupported(under, "tokens created under another player's control")
        extra = count_word(take(take(replaced)[1])[0]).value
        token = self.token_ir(take(replaced)[2])
        return ir.ReplacementAbility(
            "create_tokens",
            ir.Whose.YOU,
            extra,
            token,
            gate=gate,
            text=text,
            span=lower.span(body.span),
        )

    def token_ir(self, node: nodes.Node) -> ir.TokenDefinition:
        """A token description's IR: a predefined token (CR 111.10) by name, or the
        characteristics the text states (CR 111.4). A quoted ability the IR does not state
        yet (an activated ability, CR 602) is ``NotLowered`` there; the token's definition
        with its runtime ability is kept in :attr:`token_cards` for the runtime."""
        if not is_(node, nodes.TokenSpec):
            raise Unsupported(node, "this token description")
        spec = self._described(take(node), "a token description")
        types, subtypes = spec["types"], spec["subtypes"]
        where = lower.span(node.span)
        if (
            len(subtypes) == 1
            and subtypes[0] in PREDEFINED_TOKENS
            and types in ([], ["artifact"])
            and not (spec["colors"] or spec["abilities"] or spec["power"] is not None)
        ):
            return ir.TokenDefinition(predefined=subtypes[0], span=where)
        granted: list[ir.GrantedAbility] = []
        for ability in spec["abilities"]:
            if isinstance(ability, str):
                granted.append(ir.KeywordName(ability))
            elif getattr(ability, "is_mana_ability", False) and ability.effect is None:
                options = tuple("".join(option) for option in ability.mana)
                granted.append(ir.ManaAbility(options, text=ability.text))
            elif isinstance(ability, ActivatedAbility):
                granted.append(ir.NotLowered("activated", ability.text, span=where))
            else:
                raise Unsupported(node, "a token with this quoted ability")
        name = " ".join(subtypes) or "Token"
        characteristics = ir.Characteristics(
            name,
            types=tuple(types),
            subtypes=tuple(subtypes),
            colors=tuple(spec["colors"]),
            power=spec["power"],
            toughness=spec["toughness"],
            abilities=tuple(granted),
        )
        token = ir.TokenDefinition(characteristics=characteristics, span=where)
        if any(isinstance(a, ir.NotLowered) for a in granted):
            self.token_cards[token] = CardDefinition(
                name,
                None,
                types=tuple(types),
                subtypes=tuple(subtypes),
                colors=tuple(spec["colors"]),
                power=spec["power"],
                toughness=spec["toughness"],
                abilities=tuple(spec["abilities"]),
            )
        return token


def _each_one(counted: nodes.Node, ctx: AbilityContext) -> ObjectFilter:
    """The object of a trigger event: "Whenever a creature you control enters" triggers once
    for each such object (CR 603.2c); any count other than "a" is reported."""
    how_many, what = take(counted)
    if count(how_many) != Count("exactly", 1):
        raise Unsupported(how_many, "a trigger on a number of objects at once")
    return object_filter(what, ctx)


def _becomes_target_of_spell(game: Game, event: Any, source: Any) -> bool:
    """ "When this becomes the target of a spell" (CR 603.2)."""
    return isinstance(event, BecameTarget) and event.by_spell and event.obj is source


def _one_or_more_creatures(node: nodes.Node, ctx: AbilityContext) -> bool:
    return (
        is_(node, nodes.Counted)
        and count(take(node)[0]) == Count("at_least", 1)
        and object_filter(take(node)[1], ctx).description == "creatures"
    )


def _from_own_graveyard(permission: nodes.Node) -> bool:
    """ "cast this card from your graveyard", with no alternative cost."""
    what, where, alternative = take(permission)
    return (
        alternative is None
        and isinstance(what, (nodes.SelfRef, nodes.SelfName))
        and zone(where) == ZoneRef(("graveyard",), "you")
    )


def _is_tap_only(costs: nodes.Node) -> bool:
    if lexeme_texts(costs) != ["{T}"]:
        return False
    consume_all(costs)
    return True


__all__ = ["AbilityCompiler", "EntersReplacement", "counter_kind", "objects"]
