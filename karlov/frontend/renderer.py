"""From the AST back to canonical Oracle text (``karlov fmt``).

Ability nodes are turned back into Lark trees and rebuilt by Lark's Reconstructor from the
same grammar that parsed them, so the renderer can never drift from the parser; this module
only spaces the words, restores Oracle casing, puts the period back inside a closing quote,
and writes the card's name where the text names it. ``parse(render(ast)) == ast``.
"""

from __future__ import annotations

from functools import cache

from lark import Token, Tree
from lark.reconstruct import Reconstructor

from . import nodes
from .layout import render_name_line, render_type_line
from .syntax import reconstruction_parser

NO_SPACE_BEFORE = frozenset({",", ".", ":", ")"})
CAPITALIZE_AFTER = frozenset({"—", ".", ":", "("})
COST_WORDS = frozenset({"sacrifice", "discard", "pay"})


@cache
def _reconstructor() -> Reconstructor:
    return Reconstructor(reconstruction_parser())


@cache
def _mangled_names() -> dict[str, str]:
    names: dict[str, str] = {}
    for rule in reconstruction_parser().rules:
        full = str(rule.alias or rule.origin.name)
        names.setdefault(full.rsplit("__", 1)[-1], full)
    return names


def _to_tree(node: nodes.Node) -> Tree:
    children: list[Tree | Token] = []
    for item in node.items:
        if isinstance(item, nodes.Node):
            children.append(_to_tree(item))
        elif isinstance(item, nodes.Lexeme):
            children.append(Token(item.kind, item.text))
    return Tree(_mangled_names()[node.rule], children)


def _join(tokens: list[str]) -> str:
    """Space the reconstructed tokens the way Oracle text is printed."""
    out = ""
    quote_open = False
    previous = ""
    for token in tokens:
        if not token:
            continue
        if token == '"':
            if quote_open:
                out += '"'
            else:
                out += ("" if not out or out.endswith(("(", " ")) else " ") + '"'
            quote_open = not quote_open
            previous = token
            continue
        if token == "x":
            token = "X"  # the variable X is written in capitals (CR 107.3)
        glue = not out or out.endswith(("(", " ")) or (previous.endswith('"') and quote_open)
        if token[0] in NO_SPACE_BEFORE:
            glue = True
        if token.startswith("{") and previous.endswith("}") and previous.startswith("{"):
            glue = True
        out += token if glue else " " + token
        if token.endswith('"'):
            quote_open = not quote_open
        previous = token
    return out


def _capitalize(text: str) -> str:
    chars = list(text)
    start = True
    quoted = False
    for index, char in enumerate(chars):
        if char == '"':
            quoted = not quoted
            if quoted:
                start = True
            continue
        if start and char.isalpha():
            chars[index] = char.upper()
            start = False
        elif start and char not in " ":
            start = False
        if char in CAPITALIZE_AFTER:
            start = True
    text = "".join(chars)
    # Cost parts after the first are capitalized too: "{2}, Sacrifice this Case: ...".
    for word in COST_WORDS:
        text = text.replace(f"}}, {word} ", f"}}, {word.capitalize()} ")
    return text


def render_node(node: nodes.Node, card_name: str) -> str:
    """One ability line (or any ability-grammar node) as Oracle text."""
    tokens: list[str] = []

    def collect(pieces):
        tokens.extend(str(piece) for piece in pieces)
        return ()

    _reconstructor().reconstruct(_to_tree(node), postproc=collect, insert_spaces=False)
    text = _capitalize(_join(tokens))
    text = text.replace('".', '."')
    return text.replace("~", card_name)


def self_name(card: nodes.Card) -> str:
    """How the card's text names it: a legendary card uses its short name (CR 201.5)."""
    return card.short_name or card.name


def render_ability(ability: nodes.Ability, card_name: str) -> str:
    parts = []
    if ability.ability_word is not None:
        parts.append(ability.ability_word.capitalize() + " —")
    if ability.body is not None:
        parts.append(render_node(ability.body, card_name))
    if ability.reminder is not None:
        parts.append(render_node(ability.reminder, card_name))
    return " ".join(parts)


def render_card(card: nodes.Card) -> str:
    lines = [render_name_line(card.name, card.mana_cost), render_type_line(card.type_line)]
    lines += [render_ability(ability, self_name(card)) for ability in card.abilities]
    if card.power_toughness:
        lines.append("/".join(card.power_toughness))
    return "\n".join(lines) + "\n"


def render_file(card_file: nodes.CardFile) -> str:
    """The whole file: comments where they stood, cards separated by one blank line."""
    chunks: list[str] = []
    pending_comments: list[str] = []
    for item in card_file.items:
        if isinstance(item, nodes.Comment):
            pending_comments.append(item.text + "\n")
        else:
            chunks.append("".join(pending_comments) + render_card(item))
            pending_comments = []
    if pending_comments:
        chunks.append("".join(pending_comments))
    return "\n".join(chunks)
