"""Lowering abilities: each classified ability of a card into a runtime ability object.

- keyword abilities (CR 702) → keyword strings, or abilities for equip, flashback, enchant;
- triggered abilities (CR 603) → :class:`~karlov.runtime.TriggeredAbility`;
- activated abilities (CR 602; mana abilities CR 605) → :class:`~karlov.runtime.ActivatedAbility`;
- static abilities (CR 604) → :class:`~karlov.runtime.StaticAbility` (or an enters-replacement);
- replacement effects (CR 614) → :class:`~karlov.runtime.ReplacementEffect`;
- spell abilities (CR 113.3a) → :class:`~karlov.runtime.SpellAbility`;
- "To solve — C" → an end-step trigger with C as an intervening "if" (CR 719.3a, 603.4);
- "Solved — A" → A with a solved gate (CR 702.169b–d).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..frontend import nodes
from ..frontend.words import COLOR_LETTERS, card_type, singular
from ..runtime import (
    ActivatedAbility,
    CardDefinition,
    Cost,
    EntersReplacement,
    Flashback,
    Kicker,
    ReplacementEffect,
    SacrificeCost,
    SpellAbility,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
)
from ..runtime import effects as fx
from ..runtime.events import BecameTarget, Sacrificed, WouldCreateTokens, ZoneChange
from .conditions import condition
from .context import (
    AbilityContext,
    CastFromGraveyard,
    SourceContext,
    Unsupported,
    runtime_mana,
)
from .effects import EffectCompiler, Step, counter_kind
from .objects import Count, count, count_word, described, object_filter, objects

if TYPE_CHECKING:
    from ..runtime import Game

STEP_NAMES = {
    "upkeep": "upkeep",
    "draw step": "draw",
    "end step": "end",
    "precombat main phase": "main1",
    "postcombat main phase": "main2",
}


def run_steps(steps: list[Step]) -> Callable[[Game, Any], None]:
    """One effect from steps done in order (CR 608.2c)."""

    def effect(game: Game, res: Any) -> None:
        for step in steps:
            step(game, res)

    return effect


class AbilityCompiler:
    """Compiles the abilities of one card. ``library`` resolves other cards' names."""

    def __init__(self, card: nodes.Card, filename: str, library: Any = None):
        self.card = card
        self.filename = filename
        self.library = library
        self._lines = {a.span.line: a.source for a in card.abilities if a.span and a.source}
        self.clue_definition: CardDefinition | None = None
        self.clue_definition = self._clue_from_reminders()
        self.spell_context = self.context()

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
        try:
            return self.library.definition(name)
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
            if isinstance(item, nodes.BasePt):
                item = item.items[0]
            if isinstance(item, nodes.Lexeme) and item.kind == "PT":
                spec["power"], spec["toughness"] = (int(v) for v in item.text.split("/"))
            elif isinstance(item, nodes.Types):
                for lexeme in item.items:
                    assert isinstance(lexeme, nodes.Lexeme)
                    spec["types"].append(card_type(lexeme.text.split()[-1])[1])
            elif isinstance(item, nodes.Subtype):
                spec["subtypes"].append(singular(item.items[0].text))  # type: ignore[union-attr]
            elif isinstance(item, nodes.Color):
                word = item.items[0].text  # type: ignore[union-attr]
                if word not in COLOR_LETTERS:
                    raise Unsupported(item, f"the color word '{word}' here")
                spec["colors"].append(COLOR_LETTERS[word])
            elif isinstance(item, nodes.WithAbilities):
                spec["abilities"] += self.ability_list(item.items[0])
            elif isinstance(item, nodes.Lexeme) and item.kind == "NOUN":
                continue
            elif item is not None:
                raise Unsupported(item, f"this word in {what}")
        return spec

    def token_definition(self, node: nodes.Node) -> CardDefinition:
        """``TokenSpec``: "a 2/1 black Skeleton creature token" (CR 111.4: its name is its
        subtypes plus nothing else here; its colors and types are as stated)."""
        if not isinstance(node, nodes.TokenSpec):
            raise Unsupported(node, "this token description")
        spec = self._described(node.items, "a token description")
        types, subtypes = spec["types"], spec["subtypes"]
        if subtypes == ["Clue"] and not types and self.clue_definition is not None:
            return self.clue_definition
        if subtypes and not types and subtypes[0] in {"Clue", "Food", "Treasure"}:
            types = ["artifact"]
        return CardDefinition(
            " ".join(subtypes) or "Token",
            None,
            types=tuple(types),
            subtypes=tuple(subtypes),
            colors=tuple(spec["colors"]),
            power=spec["power"],
            toughness=spec["toughness"],
            abilities=tuple(spec["abilities"]),
        )

    def object_spec(self, node: nodes.Node) -> dict[str, Any]:
        """``ObjectsSpec``: "a 0/0 Bird creature with flying" as ``Game.become`` arguments."""
        spec = self._described(node.items[1:], "'is a ...'")
        spec["subtypes"] = [subtype.lower() for subtype in spec["subtypes"]]
        spec["colors"] = spec["colors"] or None
        return spec

    def ability_list(self, node: nodes.Node) -> list[Any]:
        """``Abilities``: keywords and quoted abilities granted to an object (CR 113.2c)."""
        found: list[Any] = []
        for item in node.items:
            if isinstance(item, nodes.KeywordName):
                found.append(item.items[0].text)  # type: ignore[union-attr]
            elif isinstance(item, nodes.AbilityCont):
                inner = item.items[0]
                if isinstance(inner, nodes.Lexeme):
                    # ", flying" / " and flying" / ", and first strike"
                    found.append(inner.text.strip(", ").removeprefix("and ").strip())
                else:
                    found.append(self.quoted(inner))
            elif isinstance(item, nodes.QuotedAbility):
                found.append(self.quoted(item.items[0]))
            else:
                raise Unsupported(item, "this granted ability")
        return found

    def quoted(self, node: Any) -> Any:
        """A quoted ability: "{2}, Sacrifice this token: Draw a card." and the like."""
        ctx = self.context()
        if isinstance(node, nodes.QuotedActivated):
            costs, sentences = node.items
            effects = EffectCompiler(ctx, self)
            steps = self._quoted_steps(sentences, effects)
            return self._activated(costs, steps, ctx, text=self.written(node))
        if isinstance(node, nodes.QuotedStatement):
            sentences = node.items[0]
            clauses = sentences.items[-1]
            if len(sentences.items) == 1 and isinstance(clauses, nodes.Clauses):
                clause = clauses.items[0]
                predicates = clause.items[2] if isinstance(clause, nodes.Clause) else None
                if predicates is not None and isinstance(predicates.items[0], nodes.CastPermission):
                    return CastFromGraveyard()
        raise Unsupported(node, "this quoted ability")

    def _quoted_steps(self, sentences: nodes.Node, effects: EffectCompiler) -> list[Step]:
        steps: list[Step] = []
        for item in sentences.items:
            if isinstance(item, nodes.Sentence):
                steps += effects.sentence(item)
            elif isinstance(item, nodes.Clauses):
                steps += effects.clauses(item)
        return steps

    # ---- reminder text (CR 207.2) --------------------------------------------------------

    def _clue_from_reminders(self) -> CardDefinition | None:
        """The Clue token as the investigate reminder defines it (CR 111.10f, 701.16a):
        "It's an artifact with '{2}, Sacrifice this token: Draw a card.'"."""
        for ability in self.card.abilities:
            if ability.reminder is None:
                continue
            for token in ability.reminder.find(nodes.ItsAToken):
                types = [
                    card_type(lx.text)[1] for t in token.find(nodes.Types) for lx in t.lexemes()
                ]
                with_abilities = token.child(nodes.WithAbilities)
                abilities: list[Any] = []
                if with_abilities is not None:
                    abilities = self.ability_list(with_abilities.items[0])
                return CardDefinition(
                    "Clue",
                    None,
                    types=tuple(types),
                    subtypes=("clue",),
                    colors=(),
                    abilities=tuple(abilities),
                )
        return None

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
        if kind is nodes.AbilityKind.TO_SOLVE:
            ctx = self.context()
            test = condition(body.items[2], ctx)
            return [fx.to_solve(test, text=text)]
        if kind is nodes.AbilityKind.SOLVED:
            assert ability.solved is not None
            return self.compile(ability.solved, gate=fx.solved_gate, text=text)
        if kind is nodes.AbilityKind.TRIGGERED:
            return [self.triggered(body, gate, text)]
        if kind is nodes.AbilityKind.ACTIVATED:
            mana = self.mana_ability(body, text, gate)
            if mana is not None:
                return [mana]
            ctx = self.context()
            costs, statement = body.items
            steps = EffectCompiler(ctx, self).body(statement)
            timing = (
                "sorcery" if statement.child(nodes.ActivationRestriction) is not None else "instant"
            )
            zones = self._functions_from(statement)
            return [
                self._activated(costs, steps, ctx, text=text, gate=gate, timing=timing, zones=zones)
            ]
        if kind is nodes.AbilityKind.STATIC:
            return self.static(body, gate, text)
        if kind is nodes.AbilityKind.SPELL:
            # One spell's paragraphs are one ability to the rules (CR 608.2c): they share
            # target numbering (the runtime lists their targets in order) and pronouns.
            ctx = self.spell_context
            first = len(ctx.targets)
            steps = EffectCompiler(ctx, self).body(body.items[0])
            return [SpellAbility(run_steps(steps), tuple(ctx.targets[first:]), text)]
        if kind is nodes.AbilityKind.REPLACEMENT:
            return [self.replacement(body, gate, text)]
        raise Unsupported(body, f"{kind.value} abilities")

    def reminder_only(self, ability: nodes.Ability) -> list[Any]:
        """A line that is only reminder text: a basic land's "({T}: Add {W}.)" states its
        intrinsic mana ability (CR 305.6), which is what it compiles to."""
        reminder = ability.reminder
        assert reminder is not None
        found = list(reminder.find(nodes.ReminderActivated))
        if len(found) == 1 and "basic" in self.card.type_line.supertypes:
            costs, sentence = found[0].items
            mana = self._mana_produced(sentence)
            if mana is not None and _is_tap_only(costs):
                return [fx.mana_ability(*mana, text=self.written(found[0]))]
        raise Unsupported(reminder, "a line of reminder text with no ability it explains")

    def keywords(self, body: nodes.Node, gate: Any) -> list[Any]:
        """Keyword abilities (CR 702)."""
        found: list[Any] = []
        for item in body.items:
            if isinstance(item, nodes.SimpleKeyword):
                found.append(item.items[0].text)  # type: ignore[union-attr]
            elif isinstance(item, nodes.Equip):
                found.append(self._equip(item, gate))
            elif isinstance(item, nodes.Flashback):
                symbols = "".join(lx.text for lx in item.lexemes())
                found.append(Flashback(symbols))
            elif isinstance(item, nodes.Crew):
                found.append(self._crew(item, gate))
            elif isinstance(item, nodes.Enchant):
                found.append(self._enchant(item))
            elif isinstance(item, nodes.Kicker):
                symbols = runtime_mana("".join(lx.text for lx in item.lexemes()), item)
                found.append(Kicker(symbols, text=f"Kicker {symbols}"))
            else:
                raise Unsupported(item, "this keyword ability")
        if gate is not None and any(isinstance(a, str) for a in found):
            raise Unsupported(body, "a keyword ability under 'Solved —'")
        return found

    def _equip(self, node: nodes.Node, gate: Any) -> ActivatedAbility:
        """Equip [cost] (CR 702.6a): attach to target creature you control; sorcery speed."""
        symbols = runtime_mana("".join(lx.text for lx in node.lexemes()), node)

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
        power = int(node.items[0].text)  # type: ignore[union-attr]

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
        filt = object_filter(node.items[0], ctx)
        spec = TargetSpec("target " + filt.description, filt.matches)
        return SpellAbility(lambda game, res: None, (spec,), "Enchant " + filt.description, True)

    def triggered(self, body: nodes.Node, gate: Any, text: str) -> TriggeredAbility:
        condition_node, intervening, statement = body.items
        ctx = self.context()
        trigger = self.trigger(condition_node, ctx)
        test = self.intervening_if(intervening, ctx) if intervening is not None else None
        steps = EffectCompiler(ctx, self).body(statement)
        return TriggeredAbility(
            trigger=trigger,
            effect=run_steps(steps),
            targets=tuple(ctx.targets),
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
        kicked = node.items[0]
        what = kicked.items[0]
        if not isinstance(what, nodes.It) or ctx.event_subject != "self":
            raise Unsupported(what, "'was kicked' said of anything but this permanent")
        return fx.was_kicked

    def trigger(self, node: nodes.Node, ctx: AbilityContext) -> Callable[..., bool]:
        """The trigger condition (CR 603.1): events it waits for, as one predicate."""
        if isinstance(node, nodes.AtStep):
            step = node.items[0]
            if isinstance(step, nodes.CombatOnYourTurn):
                return fx.at_beginning_of("beginning_of_combat", "you")
            name = step.items[-1].text  # type: ignore[union-attr]
            whose = "you" if isinstance(step, nodes.PlayersStep) else "each"
            if isinstance(step, nodes.PlayersStep) and not isinstance(step.items[0], nodes.Your):
                raise Unsupported(step, "a step of a player other than you")
            return fx.at_beginning_of(STEP_NAMES[name], whose)
        if not isinstance(node, nodes.WhenEvent):
            raise Unsupported(node, "this trigger condition")
        events = node.items[1]
        tests: list[Callable[..., bool]] = []
        subject: nodes.Node | None = None
        for event in events.items:
            assert isinstance(event, nodes.Node)
            subject = event.items[0] if event.items and event.items[0] is not None else subject
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
        if isinstance(event, nodes.Enters | nodes.TurnedFaceUp):
            is_self = isinstance(subject, nodes.SelfRef | nodes.SelfName)
            if is_self:
                ctx.event_subject = ctx.event_subject or "self"
                if isinstance(event, nodes.TurnedFaceUp):
                    raise Unsupported(event, "'is turned face up' for this card itself")
                return fx.when_self_enters
            if not isinstance(subject, nodes.Counted):
                raise Unsupported(subject, "this subject of 'enters'")
            filt = object_filter(subject.items[1], ctx)
            ctx.event_subject, ctx.event_nouns = "object", filt.nouns

            def match(game: Game, obj: Any, c: Any) -> bool:
                return filt.matches(game, obj, c)

            if isinstance(event, nodes.TurnedFaceUp):
                return fx.whenever_enters_or_turned_face_up(match)
            return fx.whenever_enters(match, you_control_it=False)
        if isinstance(event, nodes.Dies):
            if isinstance(subject, nodes.SelfRef | nodes.SelfName):
                return fx.when_self_dies
            if not isinstance(subject, nodes.Counted):
                raise Unsupported(event, "this subject of 'dies'")
            filt = object_filter(subject.items[1], ctx)
            ctx.event_subject, ctx.event_nouns = "object", filt.nouns

            def dies(game: Game, event: Any, source: Any) -> bool:
                """ "Whenever a [filter] dies" looks back at the object as it last existed on
                the battlefield (CR 603.10a, 700.4)."""
                if not (isinstance(event, ZoneChange) and event.died and event.old is not None):
                    return False
                return filt.matches(game, event.old, SourceContext.of(source, game))

            return fx.listens_to(dies, ZoneChange)
        if isinstance(event, nodes.CastTrigger):
            if not isinstance(event.items[0], nodes.You):
                raise Unsupported(event, "a spell cast by another player")
            spells = event.items[1]
            if not isinstance(spells, nodes.Counted):
                raise Unsupported(spells, "this spell description")
            filt = object_filter(spells.items[1], ctx)
            ctx.event_subject, ctx.event_nouns = "spell", filt.nouns | {"spell"}
            return fx.whenever_you_cast(filt.chars_ok)
        if isinstance(event, nodes.AttackTrigger):
            if not isinstance(event.items[0], nodes.You):
                raise Unsupported(event, "another player attacking")
            attackers = event.items[1]
            # "Whenever you attack with one or more creatures" is "whenever you attack".
            if attackers is not None and not _one_or_more_creatures(attackers, ctx):
                raise Unsupported(attackers, "attacking with other than one or more creatures")
            ctx.event_subject = "attack"
            return fx.whenever_you_attack
        if isinstance(event, nodes.BecomesTarget):
            if not isinstance(event.items[0], nodes.SelfRef | nodes.SelfName):
                raise Unsupported(event, "another object becoming a target")
            by = event.items[2]
            by_filter = object_filter(by.items[1], ctx) if isinstance(by, nodes.Counted) else None
            if by_filter is None or by_filter.description != "spell":
                raise Unsupported(by, "becoming the target of anything but a spell")
            return fx.listens_to(_becomes_target_of_spell, BecameTarget)
        if isinstance(event, nodes.SacrificeTrigger):
            if not isinstance(event.items[0], nodes.You):
                raise Unsupported(event, "another player sacrificing")
            what = event.items[-1]
            if not isinstance(what, nodes.Counted):
                raise Unsupported(what, "this description of what is sacrificed")
            filt = object_filter(what.items[1], ctx)
            ctx.event_subject, ctx.event_nouns = "object", filt.nouns

            def sacrificed(game: Game, event: Any, source: Any) -> bool:
                """ "Whenever you sacrifice a Clue": for any reason (CR 701.21)."""
                return (
                    isinstance(event, Sacrificed)
                    and event.player is game.controller(source)
                    and filt.matches(game, event.obj, SourceContext.of(source, game))
                )

            return fx.listens_to(sacrificed, Sacrificed)
        if isinstance(event, nodes.DealsDamageTrigger):
            if not isinstance(event.items[0], nodes.SelfRef | nodes.SelfName):
                raise Unsupported(event, "another object dealing combat damage")
            if not isinstance(event.items[-1], nodes.APlayer):
                raise Unsupported(event.items[-1], "combat damage to a particular player")
            ctx.event_subject = "player"
            return fx.whenever_self_deals_combat_damage_to_player
        raise Unsupported(event, f"the event '{type(event).__name__}'")

    def _activated(
        self,
        costs: nodes.Node,
        steps: list[Step],
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
            effect=run_steps(steps),
            targets=tuple(ctx.targets),
            timing=timing,
            gate=gate,
            text=text,
            zones=zones,
        )

    @staticmethod
    def _functions_from(statement: nodes.Node) -> tuple[str, ...]:
        """Where an activated ability can be activated: the battlefield, or the graveyard for
        "Return this card from your graveyard ..." (CR 113.6b: its text says where it works)."""
        for moved in statement.find(nodes.ReturnFrom):
            thing, origin = moved.items[0], moved.items[1]
            if isinstance(thing, nodes.SelfRef | nodes.SelfName) and isinstance(origin, nodes.Zone):
                words = [lx.text for lx in origin.lexemes()]
                if "graveyard" in words:
                    return ("graveyard",)
        return ("battlefield",)

    def cost(self, node: nodes.Node, ctx: AbilityContext) -> Cost:
        mana = ""
        tap = sacrifice_self = False
        sacrifice: list[SacrificeCost] = []
        for part in node.items:
            if isinstance(part, nodes.ManaSymbols):
                for lexeme in part.lexemes():
                    if lexeme.text == "{T}":
                        tap = True
                    elif lexeme.text == "{Q}":
                        raise Unsupported(part, "the untap symbol in a cost")
                    else:
                        mana += runtime_mana(lexeme.text, lexeme)
            elif isinstance(part, nodes.SacrificeCost):
                what = part.items[1]
                if isinstance(what, nodes.SelfRef | nodes.SelfName):
                    sacrifice_self = True
                elif isinstance(what, nodes.Counted):
                    n = count(what.items[0]).value
                    filt = object_filter(what.items[1], ctx)
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
        adds = list(sentence.find(nodes.AddMana)) + list(sentence.find(nodes.AddAnyColor))
        if len(adds) != 1:
            return None
        add = adds[0]
        if isinstance(add, nodes.AddAnyColor):
            return ["W", "U", "B", "R", "G"]
        return ["".join(lx.text.strip("{}") for lx in add.lexemes())]

    def mana_ability(self, body: nodes.Node, text: str, gate: Any) -> ActivatedAbility | None:
        """ "{T}: Add {G}." — an activated mana ability (CR 605.1a), resolved at once."""
        costs, statement = body.items
        if not _is_tap_only(costs) or gate is not None:
            return None
        sentences = [i for i in statement.items if i is not None]
        if len(sentences) != 1 or not isinstance(sentences[0], nodes.Sentence):
            return None
        mana = self._mana_produced(sentences[0])
        if mana is None:
            return None
        return fx.mana_ability(*mana, text=text)

    def static(self, body: nodes.Node, gate: Any, text: str) -> list[Any]:
        ctx = self.context()
        parts = EffectCompiler(ctx, self).static_body(body.items[0])
        found: list[Any] = []
        if parts["enters"]:
            if gate is not None:
                raise Unsupported(body, "an 'enters as a copy' ability under 'Solved —'")
            found += parts["enters"]
        if parts["effects"] or parts["costs"] or parts["rules"]:
            rules = tuple(parts["rules"])
            found.append(
                StaticAbility(
                    effects=tuple(parts["effects"]),
                    cost_modifiers=tuple(parts["costs"]),
                    rules=rules,
                    gate=gate,
                    text=text,
                )
            )
        if not found:
            raise Unsupported(body, "a static ability with no effect the runtime knows")
        return found

    def replacement(self, body: nodes.Node, gate: Any, text: str) -> ReplacementEffect:
        """ "If one or more tokens would be created under your control, those tokens plus a
        Clue token are created instead." (CR 614.1a; applies once per event, CR 616.1f)."""
        would, replaced = body.items
        if not isinstance(would, nodes.TokensWouldBeCreated) or not isinstance(
            replaced, nodes.PlusTokens
        ):
            raise Unsupported(body, "this replacement effect")
        created = would.items[0]
        if not (
            isinstance(created, nodes.Counted)
            and count(created.items[0]) == Count("at_least", 1)
            and object_filter(created.items[1], self.context()).description == "tokens"
        ):
            raise Unsupported(created, "tokens other than 'one or more tokens' being created")
        under = would.items[1]
        if under is not None and not isinstance(under.items[0], nodes.Your):
            raise Unsupported(under, "tokens created under another player's control")
        extra = count_word(replaced.items[1].items[0]).value
        definition = self.token_definition(replaced.items[2])

        def applies(game: Game, proposal: Any, source: Any) -> bool:
            return isinstance(proposal, WouldCreateTokens) and proposal.controller is (
                game.controller(source)
            )

        def replace(game: Game, proposal: Any, source: Any) -> Any:
            proposal.definitions.extend([definition] * extra)
            return proposal

        return ReplacementEffect(applies, replace, gate=gate, text=text)


def _becomes_target_of_spell(game: Game, event: Any, source: Any) -> bool:
    """ "When this becomes the target of a spell" (CR 603.2)."""
    return isinstance(event, BecameTarget) and event.by_spell and event.obj is source


def _one_or_more_creatures(node: nodes.Node, ctx: AbilityContext) -> bool:
    return (
        isinstance(node, nodes.Counted)
        and count(node.items[0]) == Count("at_least", 1)
        and object_filter(node.items[1], ctx).description == "creatures"
    )


def _is_tap_only(costs: nodes.Node) -> bool:
    return [lx.text for lx in costs.lexemes()] == ["{T}"]


__all__ = ["AbilityCompiler", "EntersReplacement", "counter_kind", "objects"]
