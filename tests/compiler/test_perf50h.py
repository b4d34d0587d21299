"""The compiler's tables keyed by rule-class name (issue 24, session 50h).

The compiler's module-level tables that dispatch on a node's class made every rule class they
listed on every import of the compiler (a rule class is made on its first look-up,
:mod:`karlov.frontend.rule_nodes`). They are keyed by the classes' names
(:data:`karlov.frontend.nodes.rule_names`) and read with :func:`karlov.frontend.nodes.rule_name`
and :func:`karlov.compiler.accounting.is_named`. These tests pin what makes that the same as
keying them by class: a rule class has no subclasses and no other AST class has its name, and
``rule_name`` names exactly the rule classes.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import karlov.compiler  # noqa: F401  (every class the compiler defines exists)
from karlov.compiler import (
    abilities,
    accounting,
    conditions,
    costs,
    effects,
    lower,
    objects,
    replacements,
    statics,
    triggers,
)
from karlov.compiler.accounting import is_named
from karlov.frontend import nodes, rule_nodes
from karlov.frontend.nodes import rule_name, rule_names

ROOT = Path(__file__).resolve().parents[2]

#: The tables keyed (or listed) by rule-class name: (module, table).
NAME_TABLES = [
    (conditions, "_CONDITIONS"),
    (conditions, "_COMPARED"),
    (conditions, "_SOME_HOLDER"),
    (conditions, "_SOME_PLAYER"),
    (conditions, "_ACTS"),
    (conditions, "HISTORY_EVENTS"),
    (conditions, "_OBJECT_TURN_EVENTS"),
    (conditions, "_AMOUNT_RELATIONS"),
    (conditions, "_IT_STATES"),
    (costs, "_RESTRICTIONS"),
    (costs, "_IF_RESTRICTIONS"),
    (effects, "PLAYER_SUBJECTS"),
    (effects, "DURATIONS"),
    (effects, "DELAYED"),
    (effects, "_PLAYER_TALLIES"),
    (objects, "_OBJECT_FORMS"),
    (objects, "_HISTORY_FLAGS"),
    (objects, "_NUMBER_BOUNDS"),
    (objects, "ZONE_OWNERS"),
    (objects, "_COUNT_FORMS"),
    (objects, "_PLAIN_FILTERS"),
    (objects, "_PILES"),
    (objects, "VALUE_OF"),
    (objects, "SACRIFICED_VALUE"),
    (objects, "SELF_VALUE"),
    (objects, "OBJECT_VALUE"),
    (objects, "NAMED_VALUES"),
    (objects, "_ANOTHER_WRAPPERS"),
    (objects, "_TARGET_PLAYERS"),
    (objects, "_MOVED_WORDS"),
    (statics, "_CAST_WINDOWS"),
    (statics, "_DEFINING"),
    (replacements, "DAMAGE_EVENTS"),
    (lower, "_REFUSED_LINES"),
    (lower, "_MANA_COST_KEYWORDS"),
    (triggers, "_LEAVES_BATTLEFIELD"),
    (triggers, "_UNPLAYED_STEPS"),
    (abilities, "_SYMBOL_REMINDERS"),
]


def _every_rule_class() -> list[type]:
    return [getattr(rule_nodes, name) for name in rule_nodes.CLASSES]


def test_no_rule_class_has_a_subclass() -> None:
    """What lets a name stand for ``isinstance``: every class of a rule is a leaf."""
    import karlov.explain
    import karlov.runtime
    import karlov.targets  # noqa: F401

    with_subclasses = [cls.__name__ for cls in _every_rule_class() if cls.__subclasses__()]
    assert with_subclasses == []


def test_no_other_ast_class_has_a_rule_class_name() -> None:
    own = {
        name
        for name, value in vars(nodes).items()
        if isinstance(value, type) and value.__module__ == nodes.__name__
    }
    assert own, "the hand-written AST classes"
    assert own & set(rule_nodes.CLASSES) == set()


def test_rule_names_are_checked() -> None:
    assert rule_names.ItTapped == "ItTapped"
    with pytest.raises(AttributeError, match="ItTappd"):
        rule_names.ItTappd  # noqa: B018
    with pytest.raises(AttributeError):
        rule_names.Node  # noqa: B018  (a base class, not a rule class)


def test_rule_name_names_exactly_the_rule_classes() -> None:
    span = None
    for cls in _every_rule_class()[:50]:
        node = cls(items=(), span=span)
        assert rule_name(node) == cls.__name__
    assert rule_name(None) is None
    assert rule_name("ItTapped") is None
    assert rule_name(nodes.Lexeme("WORD", "it")) is None
    # A class of the same name that is not the rule class.
    impostor = type("ItTapped", (), {})
    assert rule_name(impostor()) is None


@pytest.mark.parametrize(("module", "table"), NAME_TABLES, ids=lambda v: getattr(v, "__name__", v))
def test_tables_are_keyed_by_rule_class_names(module: object, table: str) -> None:
    keys = list(getattr(module, table))
    assert keys
    assert all(type(key) is str and key in rule_nodes.CLASSES for key in keys), keys


def test_is_named_is_is_of_the_classes_and_consumes() -> None:
    node = nodes.ItTapped(items=(), span=None)
    other = nodes.ItUntapped(items=(), span=None)
    with accounting.accounting() as seen:
        assert is_named(node, {"ItTapped", "ItPaired"})
        assert not is_named(other, ("ItTapped",))
        assert not is_named(nodes.Lexeme("WORD", "it"), ("ItTapped",))
    assert id(node) in seen and id(other) not in seen
    assert accounting.is_(node, (nodes.ItTapped,))


def test_importing_the_compiler_makes_few_classes_of_its_name_tables() -> None:
    """The point of the tables' names: a fresh import of the compiler makes few of the classes
    they list (each is made when a card first has one; the few made are named by other
    module-level statements, such as the self-references the accounting marks whole)."""
    listed = sorted(
        {key for module, table in NAME_TABLES for key in getattr(module, table) if type(key) is str}
    )
    script = (
        "import sys, karlov.compiler\n"
        "from karlov.frontend import rule_nodes\n"
        "print(' '.join(n for n in sys.argv[1:] if n in vars(rule_nodes)))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, *listed],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    made = done.stdout.split()
    assert len(listed) > 250
    assert len(made) <= len(listed) // 10, made
