"""Lowering abilities the IR does not state yet straight to runtime ability objects, and the
helpers the IR lowering (:mod:`.lower`) shares: token and "becomes" descriptions, static
abilities (:meth:`AbilityCompiler.static_ir`) and the token replacement
(:meth:`AbilityCompiler.replacement_ir`), which produce IR.

Still lowered here to runtime objects (each appears in the IR as ``NotLowered``), because
their effect is not stated in the IR yet:

- triggered abilities (CR 603) → :class:`~karlov.runtime.TriggeredAbility`, whose trigger and
  intervening "if" are lowered to IR (:mod:`.triggers`) and built by the runtime from it;
- activated abilities but mana abilities (CR 602) → :class:`~karlov.runtime.ActivatedAbility`,
  whose cost, timing, limit per turn and zones are lowered to IR (:mod:`.costs`) and built by
  the runtime from it;
- spell abilities (CR 113.3a) → :class:`~karlov.runtime.SpellAbility`;
- "Solved — A" → A with a solved gate (CR 702.169b–d).

Keyword lines, equip, crew and enchant included, are stated in the IR (:func:`.lower.keywords`).
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
    EntersReplacement,
    SpellAbility,
    TriggeredAbility,
    build,
)
from ..runtime.tokens import PREDEFINED_TOKENS, predefined_token
from . import lower
from .accounting import consume_all, descendants, is_, lexeme_texts, take
from .context import AbilityContext, CastFromGraveyard, Unsupported
from .costs import Activation, activation_ir, cost_ir
from .effects import EffectCompiler, Step, counter_kind
from .lower import intrinsic_mana
from .objects import (
    Count,
    ZoneRef,
    count,
    count_word,
    described,
    object_filter,
    objects,
    zone,
)
from .triggers import intervening_if_ir, trigger_ir

if TYPE_CHECKING:
    from ..runtime import Game

#: No restriction (CR 602.5): any time its controller has priority, from the battlefield.
UNRESTRICTED = Activation()


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
        self.spell_context = self.context()
        # Runtime objects for the NotLowered parts of the IR being built (document order).
        self.pending: list[tuple[Any, ...]] = []

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

    def token_definition(self, node: nodes.Node) -> CardDefinition:
        """``TokenSpec``: "a 2/1 black Skeleton creature token" (CR 111.4: its name is its
        subtypes plus nothing else here; its colors and types are as stated)."""
        if not is_(node, nodes.TokenSpec):
            raise Unsupported(node, "this token description")
        spec = self._described(take(node), "a token description")
        types, subtypes = spec["types"], spec["subtypes"]
        if (
            len(subtypes) == 1
            and subtypes[0] in PREDEFINED_TOKENS
            and types in ([], ["artifact"])
            and not (spec["colors"] or spec["abilities"] or spec["power"] is not None)
        ):
            # A predefined token (CR 111.10): the rules define it, never reminder text.
            return predefined_token(subtypes[0])
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
            steps = self._quoted_steps(sentences, effects)
            return self._activated(costs, steps, ctx, text=self.written(node))
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

    def _quoted_steps(self, sentences: nodes.Node, effects: EffectCompiler) -> list[Step]:
        steps: list[Step] = []
        for item in take(sentences):
            if is_(item, nodes.Sentence):
                steps += effects.sentence(item)
            elif is_(item, nodes.Clauses):
                steps += effects.clauses(item)
        return steps

    # ---- abilities -------------------------------------------------------------------------

    def compile(
        self, ability: nodes.Ability, gate: bool = False, text: str | None = None
    ) -> list[Any]:
        """The runtime objects for one classified ability the IR does not state yet."""
        kind = ability.kind
        body = ability.body
        text = text if text is not None else self.text(ability)
        if kind is nodes.AbilityKind.REMINDER:
            return self.reminder_only(ability)
        assert body is not None
        if kind is nodes.AbilityKind.SOLVED:
            assert ability.solved is not None
            return self.compile(ability.solved, gate=True, text=text)
        if kind is nodes.AbilityKind.TRIGGERED:
            return [self.triggered(body, gate, text)]
        if kind is nodes.AbilityKind.ACTIVATED:
            ctx = self.context()
            costs, statement = take(body)
            steps = EffectCompiler(ctx, self).body(statement)
            activation = activation_ir(statement)
            return [self._activated(costs, steps, ctx, text=text, gate=gate, activation=activation)]
        if kind is nodes.AbilityKind.SPELL:
            # One spell's paragraphs are one ability to the rules (CR 608.2c): they share
            # target numbering (the runtime lists their targets in order) and pronouns.
            ctx = self.spell_context
            first = len(ctx.targets)
            steps = EffectCompiler(ctx, self).body(take(body)[0])
            return [SpellAbility(run_steps(steps), tuple(ctx.targets[first:]), text)]
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

    def triggered(self, body: nodes.Node, gate: bool, text: str) -> TriggeredAbility:
        """A triggered ability (CR 603): its trigger and intervening "if" (CR 603.4) lowered to
        IR (:mod:`.triggers`), the runtime's trigger test built from that IR."""
        condition_node, intervening, statement = take(body)
        ctx = self.context()
        trigger = trigger_ir(condition_node, ctx)
        test = intervening_if_ir(intervening, ctx) if intervening is not None else None
        steps = EffectCompiler(ctx, self).body(statement)
        return build.triggered_ability(
            trigger,
            run_steps(steps),
            targets=ctx.targets,
            intervening_if=test,
            gate=gate,
            text=text,
        )

    def _activated(
        self,
        costs: nodes.Node,
        steps: list[Step],
        ctx: AbilityContext,
        *,
        text: str,
        gate: bool = False,
        activation: Activation = UNRESTRICTED,
    ) -> ActivatedAbility:
        """ "[Cost]: [Effect.]" (CR 602.1); mana abilities are built by ``mana_ability``. The
        cost and restrictions are lowered to IR (:mod:`.costs`) and built by the runtime."""
        return build.activated_ability(
            cost_ir(costs, ctx),
            run_steps(steps),
            targets=ctx.targets,
            timing=activation.timing,
            zones=activation.zones,
            max_per_turn=activation.max_per_turn,
            gate=gate,
            text=text,
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
        characteristics the text states (CR 111.4), with keyword abilities only."""
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
        if not all(isinstance(a, str) for a in spec["abilities"]):
            raise Unsupported(node, "a token with a quoted ability here")
        characteristics = ir.Characteristics(
            " ".join(subtypes) or "Token",
            types=tuple(types),
            subtypes=tuple(subtypes),
            colors=tuple(spec["colors"]),
            power=spec["power"],
            toughness=spec["toughness"],
            abilities=tuple(ir.KeywordName(name) for name in spec["abilities"]),
        )
        return ir.TokenDefinition(characteristics=characteristics, span=where)


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
