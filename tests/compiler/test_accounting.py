"""Total lowering (issue 7): every AST node of a card's abilities is consumed by a lowering
rule, or reported as C001 at its span — checked mechanically for every card."""

from __future__ import annotations

import contextlib
import functools

import pytest

import karlov
from karlov.compiler import ability_lines, effects, lower_line
from karlov.compiler.abilities import AbilityCompiler
from karlov.compiler.accounting import accounting, unaccounted
from karlov.compiler.context import Unsupported
from karlov.compiler.library import bundled_library
from karlov.frontend import nodes

LIBRARY = bundled_library()


def _meaning(ability: nodes.Ability) -> nodes.Node | None:
    while ability.solved is not None:
        ability = ability.solved
    return ability.body


@pytest.mark.parametrize("name", LIBRARY.names())
def test_every_node_of_every_bundled_card_is_consumed(name: str) -> None:
    card = LIBRARY.card(name)
    compiler = AbilityCompiler(card, "<test>", LIBRARY)
    for ability, modes in ability_lines(card.abilities):  # a modal spell's modes with it
        with accounting() as seen:
            lower_line(compiler, ability, modes)
        for line in (ability, *(modes or ())):
            left = unaccounted(_meaning(line), seen)
            assert left == [], f"{name}: {[type(node).__name__ for node in left]}"
    assert LIBRARY.compiled(name).diagnostics == ()


def test_a_child_no_rule_reads_is_reported_at_its_span(monkeypatch: pytest.MonkeyPatch) -> None:
    """A lowering rule that forgets a child ("two cards") cannot make the card play wrong: the
    child is reported as C001 where it stands."""

    def forgetful_draw(self, node, who, until):  # reads nothing of "draw two cards"
        return lambda game, res: None

    monkeypatch.setattr(effects.EffectCompiler, "one_shot_draw", forgetful_draw)
    found = karlov.check("Probe Draw {U}\nSorcery\nDraw two cards.\n", filename="probe.card")
    assert [(d.code, d.span.line, d.span.column, d.span.end_column) for d in found] == [
        ("C001", 3, 6, 15)
    ]
    assert found[0].message == "karlov cannot play this part of the text yet: 'two cards'"


def test_reminder_text_is_not_lowered() -> None:
    """Reminder text has no rules meaning (CR 207.2): nothing in it needs a lowering rule."""
    text = (
        "Probe Sleuth {U}\nCreature — Human Detective\nWhen this creature enters, investigate. "
        "(Create a Clue token. It's an artifact with \"{2}, Sacrifice this token: Draw a "
        'card.")\n1/1\n'
    )
    assert karlov.check(text) == []


def _bodies() -> list[nodes.Node]:
    found = []
    for name in LIBRARY.names():
        for ability in LIBRARY.card(name).abilities:
            for part in (ability.body, ability.reminder, _meaning(ability)):
                if part is not None:
                    found.append(part)
    return found


def test_the_stack_walks_read_what_the_node_generators_yield() -> None:
    """``lexeme_texts`` and ``descendants`` (explicit stacks, for compile speed) give exactly
    what ``Node.lexemes`` and ``Node.find`` give, in source order, on every bundled card."""
    from karlov.compiler.accounting import descendants, lexeme_texts

    classes = (nodes.Filter, nodes.Sentence, nodes.TokenSpec, nodes.ReturnFrom, nodes.AddMana)
    for body in _bodies():
        assert lexeme_texts(body) == [lexeme.text for lexeme in body.lexemes()]
        for cls in classes:
            assert descendants(body, cls) == list(body.find(cls))


def test_unaccounted_lists_the_highest_unconsumed_nodes_in_source_order() -> None:
    """The fast check and the ordered listing agree: with nothing consumed the root is
    reported; with only the root consumed, its child nodes are, in source order."""
    for body in _bodies():
        assert unaccounted(body, set()) == [body]
        children = [item for item in body.items if isinstance(item, nodes.Node)]
        assert unaccounted(body, {id(body)}) == children
        everything = {id(node) for node in body.walk() if isinstance(node, nodes.Node)}
        assert unaccounted(body, everything) == []


def _walk(root: nodes.Node) -> list[nodes.Node]:
    found, pending = [], [root]
    while pending:
        node = pending.pop()
        found.append(node)
        pending.extend(item for item in node.items if isinstance(item, nodes.Node))
    return found


@functools.cache
def _corpus_cards() -> list[nodes.Card]:
    from syntax.test_corpus import corpus_cards

    from karlov.frontend.syntax import parse_file
    from karlov.importers import card_text

    cards = []
    for record in corpus_cards():
        card_file, _ = parse_file(card_text(record), "corpus.card")
        cards += card_file.cards
    return cards


def test_body_nodes_are_exactly_the_subtree_of_the_body() -> None:
    """What the parser records as an ability's ``body_nodes`` is its body's subtree, each node
    once, the body last: the compiler's check without a walk reads the same nodes."""
    cards = [LIBRARY.card(name) for name in LIBRARY.names()] + _corpus_cards()
    checked = 0
    for card in cards:
        for line in card.abilities:
            for ability in (line, line.solved) if line.solved else (line,):
                if ability.body is None:
                    assert ability.body_nodes == ()
                    continue
                assert ability.body_nodes[-1] is ability.body
                assert sorted(map(id, ability.body_nodes)) == sorted(map(id, _walk(ability.body)))
                checked += 1
    assert checked > 1500


def test_the_check_without_a_walk_agrees_with_the_walk() -> None:
    """On every corpus card, played or not (C001), the consumed-nodes check that reads
    ``body_nodes`` finds what the walk of the tree finds (that it reads them at all, and not
    ``()``, is the test above)."""
    differing, unconsumed = [], 0
    for card in _corpus_cards():
        compiler = AbilityCompiler(card, "<test>", LIBRARY)
        for ability, modes in ability_lines(card.abilities):
            # On Unsupported, what was consumed before it is still compared.
            with accounting() as seen, contextlib.suppress(Unsupported):
                lower_line(compiler, ability, modes)
            for line in (ability, *(modes or ())):
                meaning = line.solved or line
                walked = unaccounted(meaning.body, seen)
                unconsumed += bool(walked)
                if unaccounted(meaning.body, seen, meaning.body_nodes) != walked:
                    differing.append(card.name)
    assert differing == []
    assert unconsumed > 50  # the comparison covered lines with unconsumed nodes
