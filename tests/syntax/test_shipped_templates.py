"""The renderer's shipped templates (``karlov/frontend/parser_tables/templates.py``, written by
``tools/gen_templates.py``) are those of the shipped grammar and those the renderer works out.

A template says how a node of a rule is written for its items' terminals and rules; the
renderer takes it from the shipped file before matching the node against its rule (issue 24).
A stale file would write a node with another grammar's words, so each shipped template is
matched again here, on a node made of stand-in items with the same signature.
"""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from karlov.frontend import nodes, renderer
from karlov.frontend.parser_tables import templates
from karlov.frontend.tables import load_tables


@cache
def _shipped() -> list[tuple[str, tuple, tuple[str | int, ...]]]:
    return [
        (rule, signature, template)
        for rule, text in sorted(templates.BY_RULE.items())
        for signature, template in renderer.decode_templates(text).items()
    ]


def _stand_in(rule: str, signature: tuple) -> nodes.Node:
    """A node of ``rule`` whose items have ``signature``: a word of each terminal, a node of
    each rule (with no items: the matcher looks only at an item's rule), None for a gap."""

    def item(part: str | tuple | None) -> nodes.Node | nodes.Lexeme | None:
        if part is None:
            return None
        if type(part) is tuple:
            child = nodes.rule_class(part[0])
            assert child is not None, part
            return child(())
        return nodes.Lexeme(part, "word")

    kind = nodes.rule_class(rule)
    assert kind is not None, rule
    return kind(tuple(item(part) for part in signature))


def test_the_templates_are_of_the_shipped_grammar() -> None:
    assert load_tables("ability").digest == templates.DIGEST, (
        "the grammar changed since the templates were made: run python tools/gen_tables.py"
    )


def test_the_pool_meets_thousands_of_templates() -> None:
    # The file is made from every bundled, test, corpus and pool card (not a handful).
    assert len(_shipped()) > 3000
    assert len(templates.BY_RULE) > 800


def test_each_shipped_template_is_what_the_renderer_matches() -> None:
    wrong = []
    for rule, signature, template in _shipped():
        matched = tuple(renderer._match(_stand_in(rule, signature)))
        if matched != template:
            wrong.append((rule, signature, template, matched))
    assert not wrong, f"{len(wrong)} stale templates (run tools/gen_templates.py): {wrong[:3]}"


def test_a_node_the_file_lacks_is_matched(monkeypatch: pytest.MonkeyPatch) -> None:
    rule, signature, template = _shipped()[0]
    assert renderer.shipped_template(rule, signature) == template
    assert renderer.shipped_template(rule, (*signature, "NO_SUCH_TERMINAL")) is None
    assert renderer.shipped_template("no_such_rule", signature) is None
    monkeypatch.setattr(renderer, "_TEMPLATES", {})
    monkeypatch.setattr(renderer, "shipped_template", lambda rule, signature: None)
    node = _stand_in(rule, signature)
    assert renderer._template(rule, signature, node) == template


def test_templates_of_another_grammar_are_not_used(monkeypatch: pytest.MonkeyPatch) -> None:
    renderer._shipped.cache_clear()
    monkeypatch.setattr(templates, "DIGEST", "0" * 16)
    try:
        rule, signature, _template = _shipped()[0]
        assert renderer.shipped_template(rule, signature) is None
    finally:
        monkeypatch.undo()
        renderer._shipped.cache_clear()
    assert renderer.shipped_template(rule, signature) is not None


_NAMES = st.sampled_from(["NUMBER", "SELF_NAME", "__ANON_3", "effect", "object_phrase", "a_b"])
_PARTS = st.one_of(st.none(), _NAMES.filter(str.isupper), _NAMES.map(lambda name: (name,)))
_WORDS = st.text(
    st.characters(blacklist_categories=("Cs", "Cc")), min_size=0, max_size=8
)  # any word a terminal's literal may be, control characters aside


@given(
    st.dictionaries(
        st.lists(_PARTS, max_size=5).map(tuple),
        st.lists(st.one_of(_WORDS, st.integers(0, 40)), max_size=6).map(tuple),
        max_size=6,
    ),
    st.lists(_PARTS, max_size=5).map(tuple),
)
def test_encoding_round_trips(by_signature: dict[tuple, tuple], other: tuple) -> None:
    text = renderer.encode_templates(by_signature)
    assert renderer.decode_templates(text) == by_signature
    for signature, template in by_signature.items():
        assert renderer.decode_signature(renderer.encode_signature(signature)) == signature
        assert renderer.template_in(text, signature) == template
    assert renderer.template_in(text, other) == by_signature.get(other)
