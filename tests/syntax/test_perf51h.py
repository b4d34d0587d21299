"""Whole-pool check speed (issue 24, session 51h): each lever answers exactly as before.

- The scanner looks a terminal's strings with other characters than word characters
  (``time lord``) up only where the run of word characters at hand is their first run
  (:func:`karlov.frontend.lexer._words_matcher`): it finds what the terminal's regex finds.
- :func:`karlov.compiler._filter_problems` asks its questions of a node by the node's class,
  and :func:`karlov.ir.children` looks the class up first: both answer as the ``isinstance``
  walks they replace (kept here as the reference) on every bundled card's IR.
- The checks that look for some rules in an ability's body read its nodes in source order
  from one walk (:func:`karlov.frontend.checks._nodes_in_order`): the nodes ``walk()`` yields,
  in its order, and none kept after the card's checks.

``tools/pool_differential.py`` shows the same for the pool: every card's diagnostics, IR,
``fmt`` text and tree the same before and after.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import pytest

from karlov import ir
from karlov.compiler import _CHARACTERISTICS_ONLY, _filter_problems, _FilterProblems
from karlov.compiler.library import bundled_library
from karlov.frontend import checks, lexer, nodes, syntax
from karlov.frontend.tables import load_tables

# ---- the scanner ------------------------------------------------------------------------


def _spaced_terminals() -> list[tuple[str, list[str]]]:
    """(name, strings) of each ability terminal matched by ``_words_matcher`` that has strings
    with other characters than word characters."""
    tables = load_tables("ability")
    found = []
    for name, terminal in tables.terminals.items():
        scan = terminal.scan
        if scan is None or scan[1] is None:
            continue
        match = lexer.matcher(terminal)
        if not match.__qualname__.startswith("_words_matcher"):
            continue
        strings = [s for runs in scan[1] for _boundary, group in runs for s in group]
        if any(not s.replace("_", "a").isalnum() for s in strings):
            found.append((name, strings))
    return found


SPACED = _spaced_terminals()


def test_there_are_terminals_of_spaced_strings() -> None:
    assert len(SPACED) > 10
    assert any(" " in s for _name, strings in SPACED for s in strings)


def _texts(strings: list[str]) -> Iterable[str]:
    """Each string and near misses: cut short, run on, followed by other words or marks,
    in other cases, with a letter ``str.lower`` folds otherwise than the regex (Kelvin)."""
    for string in strings:
        head = re.match(r"[\w'’-]*", string).group()  # type: ignore[union-attr]
        yield from (
            string,
            string.upper(),
            string.title(),
            string[:-1],
            string + "s",
            string + " and more",
            string + ", then",
            string + "'s",
            string + "-x",
            head,
            head + " ",
            head + " other words",
            string.replace("k", "\u212a"),
            string + " \u212a",
            head + " Kelvin \u212a",
        )


@pytest.mark.parametrize("name", [name for name, _strings in SPACED])
def test_spaced_strings_are_found_as_the_regex_finds_them(name: str) -> None:
    tables = load_tables("ability")
    terminal = tables.terminals[name]
    pattern = re.compile(lexer.whole_word(terminal.regexp, terminal.literal))
    match = lexer.matcher(terminal)
    strings = dict(SPACED)[name]
    checked = 0
    for text in _texts(strings):
        for prefix in ("", "x "):
            line = prefix + text
            found = pattern.match(line, len(prefix))
            assert match(line, len(prefix)) == (-1 if found is None else found.end()), line
            checked += 1
    assert checked >= 2 * len(strings)


# ---- the compiler's filter walk -----------------------------------------------------------


def _children_reference(node: object) -> tuple[object, ...]:
    """``ir.children`` as it was: the isinstance tests first."""
    if isinstance(node, tuple | list):
        values: Iterable[object] = node
    elif isinstance(node, type):
        return ()
    else:
        names = ir.effects._ir_field_names(type(node))
        if not names:
            return ()
        values = [getattr(node, name) for name in names]
    return tuple(value for value in values if not isinstance(value, ir.effects._LEAVES))


def _filter_problems_reference(meaning: ir.Ability) -> _FilterProblems:
    """``_filter_problems`` as it was: every question an ``isinstance`` test of every node."""
    found = _FilterProblems()
    resolving = isinstance(meaning, ir.SpellAbility | ir.TriggeredAbility | ir.ActivatedAbility)
    pending: list[tuple[object, bool, bool, bool]] = [
        (getattr(meaning, name), False, resolving and name == "effect", True)
        for name in reversed(tuple(meaning.__dataclass_fields__))
    ]
    while pending:
        node, inside, may_ask, asking = pending.pop()
        if isinstance(node, ir.ObjectFilter):
            if asking and (node.chosen or "").endswith("_of_choice"):
                asking = False
                if not may_ask:
                    found.asks_a_choice = True
                    return found
            if node.chosen and (inside or node.died_this_turn):
                found.chosen_by_characteristics = True
            if inside and found.game_state_by_characteristics is None and ir.reads_the_game(node):
                found.game_state_by_characteristics = node
            if (
                found.zone_of_no_player is None
                and node.zone_owner in (ir.Whose.OWNER, ir.Whose.THAT_PLAYER)
                and node.owner is None
                and node.zone is not ir.ZoneName.BATTLEFIELD
            ):
                found.zone_of_no_player = node
        elif isinstance(node, ir.ObjectIs):
            may_ask = False
        if isinstance(node, _CHARACTERISTICS_ONLY) or (
            isinstance(node, ir.EventTrigger) and node.ordinal is not None
        ):
            inside = True
        restricted = node.filter if isinstance(node, ir.Restriction) else None
        for child in reversed(_children_reference(node)):
            pending.append((child, inside or child is restricted, may_ask, asking))
    return found


def _bundled_meanings() -> list[ir.Ability]:
    library = bundled_library()
    meanings = []
    for name in library.names():
        compiled = library.compiled(name)
        for _ability, lowered in compiled.abilities:
            meanings.extend(lowered)
    return meanings


def test_the_filter_walk_answers_as_the_isinstance_walk() -> None:
    meanings = _bundled_meanings()
    assert len(meanings) > 200
    for meaning in meanings:
        assert _filter_problems(meaning) == _filter_problems_reference(meaning), meaning


def test_children_are_those_of_the_isinstance_tests() -> None:
    visited = 0
    pending: list[object] = list(_bundled_meanings())
    while pending:
        node = pending.pop()
        kids = ir.children(node)
        assert kids == _children_reference(node)
        visited += 1
        pending.extend(kids)
    assert visited > 3_000
    assert ir.children(ir.ObjectFilter) == ()  # a class is no node
    assert ir.children([ir.ZoneName.BATTLEFIELD, "x", None]) == ()


# ---- the checks' walks --------------------------------------------------------------------


def test_the_nodes_in_order_are_those_walk_yields() -> None:
    library = bundled_library()
    bodies = 0
    for name in library.names():
        for ability in library.card(name).abilities:
            if ability.body is None:
                continue
            walked = tuple(n for n in ability.body.walk() if isinstance(n, nodes.Node))
            assert checks._nodes_in_order(ability.body) == walked
            assert checks._nodes_in_order(ability.body) is checks._nodes_in_order(ability.body)
            bodies += 1
    checks._PREORDER.clear()
    assert bodies > 200


def test_no_tree_is_kept_after_a_cards_checks() -> None:
    card_file, diagnostics = syntax.parse_file(
        "Hex Parasite {1}\nArtifact Creature — Phyrexian Insect\n"
        "{X}{B/P}: Remove up to X counters from target permanent.\n1/1\n"
    )
    assert not [d for d in diagnostics if d.is_error]
    assert card_file.cards
    assert checks._PREORDER == {}


def test_a_cost_verb_is_still_found_in_the_body() -> None:
    """E001 at a keyword cost's verb said of a player (CR 118.1), read through the one walk."""
    _card_file, diagnostics = syntax.parse_file(
        "Test Ward {1}{U}\nCreature — Wizard\nWard—Discards a card.\n1/1\n"
    )
    errors = [(d.code, d.span.line, d.span.column) for d in diagnostics if d.is_error]
    assert errors == [("E001", 3, 6)]
