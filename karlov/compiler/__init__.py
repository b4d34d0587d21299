"""The compiler: from a parsed card to its meaning (:mod:`karlov.ir`), from which the runtime
builds its definition.

``compile_card(card)`` lowers every classified ability to the IR (:mod:`.lower`); the
runtime builds the card from that IR alone (:func:`karlov.runtime.build.card_definition`)
when a game first needs it.
Every AST node of an ability is accounted for
(:mod:`.accounting`): what no lowering rule consumed, and what the runtime cannot execute
yet, becomes a positioned diagnostic (C001) — the card is then not playable, rather than
playable with a silent no-op. The runtime never imports this package.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any

from .. import ir
from ..frontend import nodes
from ..frontend.diagnostics import CardError, Diagnostic, Span, internal_error
from . import accounting, lower
from .abilities import (
    AbilityCompiler,
    die_result_line,
    modal_ability_line,
    modal_line,
    mode_line,
    rolls_a_die,
    statement_item,
)
from .accounting import unaccounted
from .context import (
    AbilityContext,
    Unsupported,
    not_lowered_diagnostic,
    runtime_mana,
    unsupported_diagnostic,
)
from .linked import link_exiles
from .reminders import reminder_warnings

if TYPE_CHECKING:
    from ..runtime.objects import CardDefinition

__all__ = [
    "CompiledCard",
    "ability_lines",
    "compile_card",
    "compile_diagnostics",
    "lower_ability",
    "lower_line",
]


@dataclass(frozen=True)
class CompiledCard:
    """A compiled card: its meaning (``ir``, ``None`` if it could not be compiled), each
    source ability with its IR, in order, and the diagnostics (warnings only when it
    compiled). ``definition``, the runtime's card built from the IR, is built the first time
    it is asked for: checking, explaining and generating engine plugins read the IR alone."""

    name: str
    abilities: tuple[tuple[nodes.Ability, tuple[ir.Ability, ...]], ...] = ()
    diagnostics: tuple[Diagnostic, ...] = field(default=())
    ir: ir.Card | None = None
    #: What the card's effects name without stating it (the cards it conjures), by name, for
    #: the runtime (wrapped in :class:`~karlov.runtime.objects.Definitions` when a game needs
    #: the card, so that a check loads none of the runtime's game classes).
    named: Mapping[str, CardDefinition] = field(default_factory=dict, repr=False, compare=False)

    @property
    def ok(self) -> bool:
        return self.ir is not None

    @cached_property
    def definition(self) -> CardDefinition | None:
        """The runtime definition built from the IR (:func:`~karlov.runtime.build.card_definition`),
        or ``None`` when the card did not compile."""
        if self.ir is None:
            return None
        # The runtime's builder loads here, when a game needs the card: checking a card,
        # explaining it and generating engine code read the IR alone (issue 24).
        from ..runtime.build import card_definition
        from ..runtime.objects import Definitions

        return card_definition(self.ir, Definitions(self.named))

    def require(self) -> CardDefinition:
        """The definition, or :class:`~karlov.CardError` listing why there is none."""
        definition = self.definition
        if definition is None:
            raise CardError(list(self.diagnostics))
        return definition


def compile_card(card: nodes.Card, library: Any = None) -> CompiledCard:
    """Lower ``card`` to its IR and build its :class:`~karlov.runtime.CardDefinition`
    (CR 707.2 values) from it."""
    filename = card.span.file if card.span is not None else "<string>"
    diagnostics: list[Diagnostic] = []
    try:
        compiler = AbilityCompiler(card, filename, library)
    except Unsupported as error:
        diagnostics.append(unsupported_diagnostic(error, card.span))
        return CompiledCard(card.name, (), tuple(diagnostics))
    except Exception as exc:  # a bug in karlov: reported on this card
        diagnostics.append(internal_error(exc, _card_span(card)))
        return CompiledCard(card.name, (), tuple(diagnostics))
    compiled: list[tuple[nodes.Ability, tuple[ir.Ability, ...]]] = []
    meanings: list[ir.Ability] = []
    last_lowered: nodes.Ability | None = None  # the line before, if it was lowered
    for ability, modes in ability_lines(card.abilities):
        seen, token = accounting.begin()
        before, last_lowered = last_lowered, None
        try:
            if modes is None and before is not None and _instead_paragraph(ability, compiled):
                # "Metalcraft — ~ deals 4 damage instead if ...": it changes the paragraph
                # before it, one spell ability with it (CR 608.2c)
                merged = compiler.instead_paragraph_ir(
                    ability.body,  # type: ignore[arg-type]
                    compiled[-1][1][0],  # type: ignore[arg-type]
                    compiler.text(ability),
                )
                if _filter_problems(merged).asks_a_choice:
                    raise Unsupported(ability.body, _CHOICE_NOT_RESOLVING)
                at = next(i for i, one in enumerate(meanings) if one is compiled[-1][1][0])
                meanings[at] = merged
                compiled[-1] = (compiled[-1][0], (merged,))
                meaning = []
            else:
                meaning = lower_line(compiler, ability, modes)
                meaning = link_exiles(card, ability, meaning)
            for one in meaning:
                problems = _filter_problems(one)
                if problems.asks_a_choice:
                    raise Unsupported(ability.body, _CHOICE_NOT_RESOLVING)
                if problems.chosen_by_characteristics:
                    raise Unsupported(
                        ability.body, "'the chosen' where only characteristics are compared"
                    )
                if problems.game_state_by_characteristics is not None:
                    raise Unsupported(
                        ability.body,
                        f"'{problems.game_state_by_characteristics.description}': a quality "
                        "only the game can answer, where only characteristics are compared",
                    )
                if problems.zone_of_no_player is not None:
                    raise Unsupported(
                        ability.body,
                        f"'{problems.zone_of_no_player.description}': whose zone 'their' names",
                    )
        except Unsupported as error:
            if error.template is not None and isinstance(error.node, nodes.Node):
                error.message = error.template.format(compiler.written(error.node))
            diagnostics.append(unsupported_diagnostic(error, ability.span))
            continue
        except Exception as exc:  # a bug in karlov: reported on this line, the others go on
            diagnostics.append(internal_error(exc, ability.span or _card_span(card)))
            continue
        finally:
            accounting.end(token)
        compiled.append((ability, tuple(meaning)))
        compiled += [(mode, ()) for mode in modes or ()]
        last_lowered = ability if modes is None else None
        meanings += meaning
        for line in (ability, *(modes or ())):
            part = _meaning_ability(line)
            for node in unaccounted(part.body, seen, part.body_nodes):
                diagnostics.append(not_lowered_diagnostic(node))
    if "planeswalker" in card.type_line.card_types and not (card.loyalty or "").isdigit():
        # It enters with its printed loyalty (CR 306.5b): none stated, or X, can't be played.
        reason = "a planeswalker without a 'Loyalty: N' line (CR 306.5b)"
        diagnostics.append(unsupported_diagnostic(Unsupported(None, reason), card.type_line.span))
    if card.mana_cost:
        try:
            runtime_mana("".join(card.mana_cost), None)
        except Unsupported as error:
            diagnostics.append(
                unsupported_diagnostic(error, card.mana_cost_span or _name_span(card))
            )
    morph_x = next(
        (
            m
            for m in meanings
            if isinstance(m, ir.KeywordAbility)
            and m.name in ("morph", "megamorph")
            and m.cost is not None
            and "X" in (m.cost.mana or "")
        ),
        None,
    )
    if morph_x is not None:
        diagnostics += _morph_x_elsewhere(card)
    overload = next(
        (m for m in meanings if isinstance(m, ir.KeywordAbility) and m.name == "overload"), None
    )
    if overload is not None and not diagnostics:
        try:
            meanings += _overloaded_text(card, library)
        except Unsupported as error:
            diagnostics.append(unsupported_diagnostic(error, overload.span or card.span))
    if diagnostics:
        return CompiledCard(card.name, tuple(compiled), tuple(diagnostics))
    try:
        meaning_of_card = lower.card(card, meanings, lower.intrinsic_mana(card))
        warnings = tuple(reminder_warnings(card))
    except Unsupported as error:
        diagnostics.append(unsupported_diagnostic(error, _card_span(card)))
        return CompiledCard(card.name, tuple(compiled), tuple(diagnostics))
    except Exception as exc:  # a bug in karlov: reported on this card
        diagnostics.append(internal_error(exc, _card_span(card)))
        return CompiledCard(card.name, tuple(compiled), tuple(diagnostics))
    return CompiledCard(card.name, tuple(compiled), warnings, meaning_of_card, compiler.named_cards)


_X_WORD = re.compile(r"(?<![\w{])X(?![\w}])")


def _morph_x_elsewhere(card: nodes.Card) -> list[Diagnostic]:
    """CR 702.37f: a morph cost with X makes X in the permanent's other abilities the X
    chosen as it was turned face up; the runtime gives that X to its "When ~ is turned face
    up" triggered abilities alone. X in any other ability of the card (its reminder text
    left out, CR 207.2) is C001 there."""
    found: list[Diagnostic] = []
    for line in card.abilities:
        text = re.sub(r"\([^)]*\)", "", line.source or "")
        if line.kind is nodes.AbilityKind.KEYWORD or not _X_WORD.search(text):
            continue
        if line.kind is nodes.AbilityKind.TRIGGERED and "turned face up" in text.lower():
            continue
        reason = "X of a morph cost (CR 702.37f) in an ability other than 'is turned face up'"
        found.append(unsupported_diagnostic(Unsupported(None, reason), line.span))
    return found


_TARGET_WORD = re.compile(r"\b([Tt])arget\b")


def _overloaded_text(card: nodes.Card, library: Any) -> list[ir.SpellAbility]:
    """The spell's text as overload changes it (CR 702.96a, 702.96c: a text-changing effect):
    each paragraph with every instance of the word "target" replaced with "each", compiled as
    the paragraphs of the same card, its spell abilities marked ``overloaded`` -- the text the
    spell has on the stack when its overload cost was paid (so it has no targets, CR 702.96b).
    Their spans are those of the words as the card writes them. A changed text that doesn't
    parse or can't be played makes the overload ability C001."""
    from ..frontend.syntax import parse_file

    paragraphs = [line for line in card.abilities if line.kind is nodes.AbilityKind.SPELL]
    if not paragraphs or any(not line.source or line.span is None for line in paragraphs):
        raise Unsupported(None, "overload (CR 702.96a) without the spell's paragraphs")
    changed: list[str] = []
    starts: list[list[int]] = []  # where each "each" starts in its changed line (0-based)
    for line in paragraphs:
        text, at, shift = line.source, [], 0
        for found in _TARGET_WORD.finditer(line.source):
            at.append(found.start() - shift)
            shift += 2  # "target" is two letters longer than "each"
        text = _TARGET_WORD.sub(lambda m: "Each" if m.group(1) == "T" else "each", line.source)
        changed.append(text)
        starts.append(at)
    line_type = card.type_line
    type_text = " ".join([*line_type.supertypes, *line_type.card_types])
    if line_type.subtypes:
        type_text += " — " + " ".join(line_type.subtypes)
    header = f"{card.name} {''.join(card.mana_cost or ())}".rstrip()
    text = "\n".join([header, type_text, *changed]) + "\n"
    filename = card.span.file if card.span is not None else "<string>"
    parsed, problems = parse_file(text, filename, warnings=False)
    if problems or len(parsed.cards) != 1:
        message = problems[0].message if problems else "not one card"
        raise Unsupported(None, f"overload's text with 'each' for 'target' (CR 702.96a): {message}")
    variant = compile_card(parsed.cards[0], library)
    refused = [d for d in variant.diagnostics if d.severity != "warning"]
    if variant.ir is None or refused:
        message = refused[0].message if refused else "it does not compile"
        message = message.removeprefix("the rules runtime cannot execute this yet: ")
        raise Unsupported(None, f"overload's text with 'each' for 'target' (CR 702.96a): {message}")

    def original(span: Span) -> Span:
        """The span of the same words in the card as written (CR 702.96c changes only the
        words "target")."""
        index = span.line - 3  # the changed paragraphs follow the name and type lines
        if not 0 <= index < len(paragraphs):
            return paragraphs[0].span or span
        base = paragraphs[index].span
        assert base is not None

        def column(col: int) -> int:
            return base.column + (col - 1) + 2 * sum(1 for at in starts[index] if at < col - 1)

        end_index = span.end_line - 3 if 0 <= span.end_line - 3 < len(paragraphs) else index
        end_base = paragraphs[end_index].span
        assert end_base is not None
        end = (
            end_base.column
            + (span.end_column - 1)
            + 2 * sum(1 for at in starts[end_index] if at < span.end_column - 1)
        )
        return Span(filename, base.line, column(span.column), end_base.line, end)

    return [
        dataclasses.replace(_respanned(ability, original), overloaded=True)
        for ability in variant.ir.abilities
        if isinstance(ability, ir.SpellAbility)
    ]


def _respanned(value: Any, fix: Any) -> Any:
    """``value`` (IR) with every span passed through ``fix``."""
    if isinstance(value, Span):
        return fix(value)
    if isinstance(value, tuple):
        found = tuple(_respanned(item, fix) for item in value)
        return found if any(a is not b for a, b in zip(found, value, strict=True)) else value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {}
        for one in dataclasses.fields(value):
            item = getattr(value, one.name)
            new = _respanned(item, fix)
            if new is not item:
                changes[one.name] = new
        return dataclasses.replace(value, **changes) if changes else value
    return value


def _instead_paragraph(
    ability: nodes.Ability, compiled: list[tuple[nodes.Ability, tuple[ir.Ability, ...]]]
) -> bool:
    """Whether ``ability`` is a spell's paragraph that is one "instead" sentence with its
    condition ("If this spell was kicked, ... instead.", "... instead if ..."), right after a
    paragraph of the same spell lowered to one spell ability."""
    if ability.kind is not nodes.AbilityKind.SPELL or ability.body is None or ability.solved:
        return False
    if not compiled or len(compiled[-1][1]) != 1:
        return False
    previous_line, (previous,) = compiled[-1]
    if not isinstance(previous, ir.SpellAbility) or previous_line.kind is not ability.kind:
        return False
    statement = ability.body.items[0] if ability.body.items else None
    if not isinstance(statement, nodes.StatementBody):
        return False
    items = [item for item in statement.items if item is not None]
    return len(items) == 1 and isinstance(items[0], _INSTEAD_IF)


_INSTEAD_IF = (nodes.InsteadIf, nodes.InsteadIfFirst, nodes.InsteadIfLast)


def ability_lines(
    abilities: tuple[nodes.Ability, ...] | list[nodes.Ability],
) -> Iterator[tuple[nodes.Ability, list[nodes.Ability] | None]]:
    """The card's ability lines, each with ``None``; but a spell's "Choose one —" line, or a
    triggered or activated ability's line ending with "choose one —", comes with the bullet
    lines after it (its modes, CR 700.2), which are not lines of their own; and a line that
    rolls a die ("Roll a d20.") comes with the results table after it ("1—9 | Scry 1.", CR
    706.2)."""
    index = 0
    while index < len(abilities):
        ability = abilities[index]
        index += 1
        if (
            not modal_line(ability)
            and index < len(abilities)
            and die_result_line(abilities[index])
            and rolls_a_die(ability)
        ):
            results = []
            while index < len(abilities) and die_result_line(abilities[index]):
                results.append(abilities[index])
                index += 1
            yield ability, results
            continue
        if not (modal_line(ability) or modal_ability_line(ability)):
            yield ability, None
            continue
        modes = []
        while index < len(abilities) and mode_line(abilities[index]):
            modes.append(abilities[index])
            index += 1
        yield ability, modes


def lower_line(
    compiler: AbilityCompiler, ability: nodes.Ability, modes: list[nodes.Ability] | None
) -> list[ir.Ability]:
    """One line of :func:`ability_lines` as IR: an ability line, or "Choose one —" with its
    modes, one ability (CR 700.2); a triggered or activated ability with its modes is one
    ability too (CR 700.2a-b)."""
    if modes is None:
        return lower_ability(compiler, ability)
    if all(die_result_line(line) for line in modes):
        # "Roll a d20." and its results table (CR 706.2): one ability, the roll reads it
        compiler.die_results = modes
        try:
            meaning = lower_ability(compiler, ability)
        finally:
            unread, compiler.die_results = compiler.die_results, None
        if unread is not None:
            raise Unsupported(modes[0].body, "a results table (CR 706.2) no roll of its line reads")
        return meaning
    if modal_ability_line(ability):

        def modal_effect(
            statement: nodes.Node, ctx: AbilityContext
        ) -> tuple[ir.Effect, tuple[ir.TargetSpec, ...]]:
            return compiler.modal_effect(
                statement, ctx, modes, ability.kind is nodes.AbilityKind.TRIGGERED
            )

        meaning = lower.ability(compiler, ability, effect=modal_effect)
        assert meaning is not None  # a triggered or activated ability always has one
        return meaning
    return [compiler.modal_spell_ir(ability, modes, compiler.text(ability))]


def lower_ability(compiler: AbilityCompiler, ability: nodes.Ability) -> list[ir.Ability]:
    """One ability line as IR. A line of reminder text alone has no rules meaning
    (CR 207.2): it is nothing, when it explains an ability the card has by its types.
    A bulleted line that is no mode of a "Choose one —" before it is the ability of one
    option of a named choice ("• Khans — ..." after "choose Khans or Dragons", CR 614.12),
    which the runtime does not keep, or a mode after a line that is not read."""
    item = statement_item(ability.body)
    if isinstance(item, (nodes.Mode, nodes.OptionTriggered)):
        raise Unsupported(
            item, "a bulleted line that is no mode of a 'Choose one —' line before it"
        )
    meaning = lower.ability(compiler, ability)
    if meaning is not None:
        return meaning
    if ability.kind is nodes.AbilityKind.REMINDER:
        compiler.reminder_only(ability)
        return []
    raise Unsupported(ability.body, f"{ability.kind.value} abilities")


_CHOICE_NOT_RESOLVING = "'of your choice' where nothing resolves to choose it"

#: Where the runtime compares a filter with characteristics alone (the turn's history, a
#: blocker's restriction, a rule, a ban on casting): it has no source there to read a choice
#: from (CR 607.2a), so "of the chosen type" is refused in them.
_CHARACTERISTICS_ONLY = (
    ir.HappenedThisTurn,
    ir.PlayerActedThisTurn,
    ir.SpellsCastThisTurn,
    ir.RuleModification,
    ir.CantCast,
)


@dataclasses.dataclass
class _FilterProblems:
    """What :func:`_filter_problems` found in one ability's IR."""

    #: "of the creature type of your choice" where no resolving instruction chooses it: the
    #: choice is made as the instruction that says it is followed (CR 608.2d), so only in the
    #: effect of a resolving spell or ability, and not inside an "if it's ..." test.
    asks_a_choice: bool = False
    #: "of the chosen ..." in a filter the runtime reads by characteristics alone
    #: (:data:`_CHARACTERISTICS_ONLY`, a restriction's filter, "your first spell each turn").
    chosen_by_characteristics: bool = False
    #: A filter with a quality only the game can answer ("with power greater than the number of
    #: cards in your hand", "that entered this turn") where only characteristics are read.
    game_state_by_characteristics: ir.ObjectFilter | None = None
    #: The first filter of cards in "their hand" / "that player's graveyard" whose player the
    #: lowering did not bind ("Each player draws a card for each creature card in their
    #: graveyard"): read as it stands it would count every player's zone (CR 400.3).
    zone_of_no_player: ir.ObjectFilter | None = None


#: What :func:`_filter_problems` asks of a node, by its class (bits of :func:`_roles`).
_FILTER, _OBJECT_IS, _CHARACTERISTICS, _EVENT_TRIGGER, _RESTRICTION = 1, 2, 4, 8, 16
_ROLES: dict[type, int] = {}


def _roles(kind: type) -> int:
    """The questions :func:`_filter_problems` asks of a node of class ``kind`` (the
    ``isinstance`` tests it made of every node, answered once per class)."""
    roles = 0
    if issubclass(kind, ir.ObjectFilter):
        roles |= _FILTER
    elif issubclass(kind, ir.ObjectIs):
        roles |= _OBJECT_IS
    if issubclass(kind, _CHARACTERISTICS_ONLY):
        roles |= _CHARACTERISTICS
    if issubclass(kind, ir.EventTrigger):
        roles |= _EVENT_TRIGGER
    if issubclass(kind, ir.Restriction):
        roles |= _RESTRICTION
    _ROLES[kind] = roles
    return roles


def _filter_problems(meaning: ir.Ability) -> _FilterProblems:
    """The filters of ``meaning`` the runtime could not read as they are written, found in one
    walk through its IR (a walk per question cost a third of compiling the pool); what it asks
    of a node is looked up by the node's class (:func:`_roles`)."""
    found = _FilterProblems()
    resolving = isinstance(meaning, ir.SpellAbility | ir.TriggeredAbility | ir.ActivatedAbility)
    # (value, inside a characteristics-only reading, a choice may be asked here, still
    # looking for a choice), in source order: the first unbound zone is the one reported
    pending: list[tuple[object, bool, bool, bool]] = [
        (getattr(meaning, name), False, resolving and name == "effect", True)
        for name in reversed(tuple(meaning.__dataclass_fields__))
    ]
    roles_of = _ROLES
    children = ir.children
    while pending:
        node, inside, may_ask, asking = pending.pop()
        kind = type(node)
        roles = roles_of.get(kind)
        if roles is None:
            roles = _roles(kind)
        restricted = None
        if roles:
            if roles & _FILTER:
                if asking and (node.chosen or "").endswith("_of_choice"):  # type: ignore[attr-defined]
                    asking = False
                    if not may_ask:
                        found.asks_a_choice = True
                        return found
                if node.chosen and (inside or node.died_this_turn):  # type: ignore[attr-defined]
                    found.chosen_by_characteristics = True
                if (
                    inside
                    and found.game_state_by_characteristics is None
                    and ir.reads_the_game(node)  # type: ignore[arg-type]
                ):
                    found.game_state_by_characteristics = node  # type: ignore[assignment]
                if (
                    found.zone_of_no_player is None
                    and node.zone_owner in (ir.Whose.OWNER, ir.Whose.THAT_PLAYER)  # type: ignore[attr-defined]
                    and node.owner is None  # type: ignore[attr-defined]
                    and node.zone is not ir.ZoneName.BATTLEFIELD  # type: ignore[attr-defined]
                ):
                    found.zone_of_no_player = node  # type: ignore[assignment]
            elif roles & _OBJECT_IS:
                may_ask = False
            if roles & _CHARACTERISTICS or (
                roles & _EVENT_TRIGGER and node.ordinal is not None  # type: ignore[attr-defined]
            ):
                inside = True  # "your first spell ... each turn": counted from the turn's history
            if roles & _RESTRICTION:
                restricted = node.filter  # type: ignore[attr-defined]
        for child in reversed(children(node)):
            pending.append((child, inside or child is restricted, may_ask, asking))
    return found


def _meaning_ability(ability: nodes.Ability) -> nodes.Ability:
    """The ability whose body is the part of an ability line that has rules meaning: the
    line's, or the one under "Solved —"; never its reminder text (CR 207.2) or ability word
    (CR 207.2c)."""
    while ability.solved is not None:
        ability = ability.solved
    return ability


def _card_span(card: nodes.Card) -> Span:
    """The card's name line, or the start of its file: where a problem of the whole card goes."""
    span = _name_span(card)
    if span is not None:
        return span
    return Span(card.span.file if card.span is not None else "<string>", 1, 1, 1, 1)


def _name_span(card: nodes.Card) -> Span | None:
    """The card's name on its first line, where a problem with its mana cost is reported."""
    if card.span is None:
        return None
    line = card.span.line
    return Span(card.span.file, line, 1, line, len(card.name) + 1)


def compile_diagnostics(cards: list[nodes.Card]) -> list[Diagnostic]:
    """What ``karlov check`` adds after parsing: E050 for a name defined twice, and every
    C001 of every card (each compiled once; names they mention are looked up among them, then
    among the bundled cards). Give it the cards of every file checked together."""
    from .library import CardLibrary

    library = CardLibrary.for_cards(cards)
    found: list[Diagnostic] = list(library.diagnostics)  # E050: a name defined twice
    for name in dict.fromkeys(card.name for card in cards):
        found.extend(library.compiled(name).diagnostics)
    return found
