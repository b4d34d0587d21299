"""The AST's rule classes (``karlov/frontend/rule_nodes.py``): generated from the grammar by
``tools/gen_nodes.py``, listed in a table and each made on its first look-up (issue 24)."""

from __future__ import annotations

import pickle

import pytest

from karlov.frontend import nodes, rule_nodes
from karlov.frontend.syntax import ability_builder

from .test_driver import _load_tool

gen_nodes = _load_tool("gen_nodes")


def test_the_module_and_its_stub_are_what_the_grammar_generates() -> None:
    for path, text in ((gen_nodes.NODES, gen_nodes.source()), (gen_nodes.STUB, gen_nodes.stub())):
        assert path.read_text(encoding="utf-8") == text, f"run python tools/gen_nodes.py ({path})"


def test_every_listed_class_is_made_once_with_its_rule_and_base() -> None:
    for name, (base, rule, text) in rule_nodes.CLASSES.items():
        cls = getattr(nodes, name)
        assert cls is getattr(rule_nodes, name) is rule_nodes.rule_class(rule)
        assert vars(nodes)[name] is cls  # kept: the next nodes.<Class> is a dict look-up
        assert nodes.rule_class(rule) is cls
        assert cls.__bases__ == (base,) and issubclass(cls, nodes.Node)
        assert (cls.rule, cls.__name__, cls.__qualname__) == (rule, name, name)
        assert cls.__module__ == "karlov.frontend.rule_nodes"
        assert cls.__doc__ == f"Grammar rule ``{rule}``: {text}"
        assert cls.__slots__ == ()  # no instance dictionary: still a slotted, frozen node


def test_each_rule_has_one_class() -> None:
    rules = [rule for _base, rule, _text in rule_nodes.CLASSES.values()]
    assert len(rules) == len(set(rules))
    assert nodes.rule_class("standard_reminder") is nodes.StandardReminder
    assert nodes.rule_class("no such rule") is None


def test_a_second_making_keeps_the_first_class() -> None:
    """Two threads that look a class up for the first time at once both get the one class
    stored first (``globals().setdefault``), so ``isinstance`` never sees two of it."""
    name = next(iter(rule_nodes.CLASSES))
    first = rule_nodes.__getattr__(name)
    assert rule_nodes.__getattr__(name) is first is getattr(nodes, name)


def test_unknown_names_are_attribute_errors() -> None:
    for module in (nodes, rule_nodes):
        with pytest.raises(AttributeError, match="NoSuchRule"):
            module.NoSuchRule  # noqa: B018
        assert not hasattr(module, "no_such_rule")
    assert set(rule_nodes.CLASSES) <= set(dir(nodes)) and set(rule_nodes.CLASSES) <= set(
        dir(rule_nodes)
    )


def test_a_parsed_tree_pickles_and_compares_by_class() -> None:
    tree = ability_builder().parse("Draw a card.", "<test>", 1, "line")
    assert tree is not None
    assert pickle.loads(pickle.dumps(tree)) == tree
    other = nodes.APlayer(tree.items)
    assert other != tree  # equality compares the class too
