"""IR JSON: documents mutated from the bundled cards' compiled IR, through every consumer.

An input is one IR JSON document (``{"ir_version": N, "ir": [card]}``, indented so the
shrinker can cut lines), made by parsing a bundled card's IR and mutating the tree: an
integer replaced by an edge value (0, -1, a large count, the largest IR integer, an index
one past the end), a string swapped for another one the same field holds in some other card
(enum values and the IR's other closed vocabularies: players, amounts, restrictions), a
node swapped for another of the same field, an optional value set to null, a flag flipped,
a list item dropped or duplicated.

The property (issue 25): :func:`karlov.ir.loads` either refuses the document with an
:class:`~karlov.ir.IRDecodeError` that names a JSON path, or what it accepts is buildable,
generatable and playable: the runtime definition builds, ``karlov.build`` writes every
target (gaps are reported, never raised), and a short random game with the card in both
players' hands, libraries and battlefields runs without an unexpected exception (a game that
goes over a documented limit ends with :class:`~karlov.runtime.errors.GameLimitError`, and
one that conjures a card the game's library lacks with ``UnknownCardError``).
"""

from __future__ import annotations

import contextlib
import copy
import json
import random
from functools import cache
from typing import Any

from .harness import PropertyFailure

#: Integers a mutation puts in place of one (besides "one past the end" of a list nearby).
EDGE_INTS = (0, 1, 2, 3, -1, -2, 7, 20, 255, 999_999, 1_000_000, 10**9, 2**31, 2**53 - 1)

#: Cards that every game holds besides the fuzzed one (by name, from the bundled library).
COMPANIONS = ("Mountain", "Forest", "Island", "Swamp", "Plains", "Grizzly Bears", "Shock")


@cache
def seeds() -> tuple[str, ...]:
    """The IR JSON of every bundled card that compiles, one document per card."""
    from karlov import ir
    from karlov.compiler.library import bundled_library

    library = bundled_library()
    out = []
    for name in library.names():
        try:
            card = library.compiled(name).ir
        except Exception:  # a card the compiler cannot lower yet is left out
            continue
        out.append(ir.dumps((card,), indent=1))
    return tuple(out)


@cache
def vocabulary() -> dict[str, tuple[Any, ...]]:
    """Per ``kind.key``, every distinct scalar and node value the seeds hold there."""
    found: dict[str, dict[str, Any]] = {}

    def walk(value: Any, where: str) -> None:
        if isinstance(value, dict):
            kind = value.get("kind", "?")
            for key, item in value.items():
                if key == "kind":
                    continue
                slot = f"{kind}.{key}"
                if isinstance(item, str | int | bool) or item is None or isinstance(item, dict):
                    found.setdefault(slot, {})[json.dumps(item, sort_keys=True)] = item
                walk(item, slot)
        elif isinstance(value, list):
            for item in value:
                if isinstance(item, dict | str):
                    found.setdefault(where + "[]", {})[json.dumps(item, sort_keys=True)] = item
                walk(item, where + "[]")

    for text in seeds():
        walk(json.loads(text)["ir"], "$")
    return {slot: tuple(values.values()) for slot, values in found.items()}


@cache
def _all_words() -> tuple[str, ...]:
    """Every short string any field of the seeds holds (swapped across fields)."""
    words = {
        value
        for values in vocabulary().values()
        for value in values
        if isinstance(value, str) and len(value) < 40
    }
    return tuple(sorted(words))


def _slots(tree: Any) -> list[tuple[Any, Any, str, Any]]:
    """Every (container, key or index, slot name, value) in ``tree``."""
    out: list[tuple[Any, Any, str, Any]] = []
    stack: list[tuple[Any, str]] = [(tree, "$")]
    while stack:
        value, where = stack.pop()
        if isinstance(value, dict):
            kind = value.get("kind", "?")
            for key, item in value.items():
                if key != "kind":
                    out.append((value, key, f"{kind}.{key}", item))
                    stack.append((item, f"{kind}.{key}"))
        elif isinstance(value, list):
            for index, item in enumerate(value):
                out.append((value, index, where + "[]", item))
                stack.append((item, where + "[]"))
    return out


def mutate(document: str, rng: random.Random, rounds: int = 0) -> str:
    """``document`` (IR JSON) with one to four mutations of its tree."""
    data = json.loads(document)
    vocab = vocabulary()
    for _ in range(rounds or rng.choice((1, 1, 1, 2, 2, 3, 4))):
        slots = _slots(data["ir"])
        if not slots:
            break
        container, key, slot, value = rng.choice(slots)
        roll = rng.random()
        if isinstance(value, bool):
            container[key] = not value
        elif isinstance(value, int):
            around = container.values() if isinstance(container, dict) else container
            near = [len(v) for v in around if isinstance(v, list)]
            container[key] = rng.choice(EDGE_INTS + tuple(near) + (value + 1, value - 1))
        elif isinstance(value, list):
            if value and roll < 0.4:
                del value[rng.randrange(len(value))]
            elif value and roll < 0.8:
                index = rng.randrange(len(value))
                value.insert(index, copy.deepcopy(value[index]))
            else:
                others = [v for v in vocab.get(slot + "[]", ()) if v is not None]
                if others:
                    value.append(copy.deepcopy(rng.choice(others)))
        elif roll < 0.15 and isinstance(container, dict):
            container[key] = None
        elif roll < 0.25 and isinstance(value, str):  # a word of another field
            words = _all_words()
            container[key] = rng.choice(words) if words else value
        else:
            choices = vocab.get(slot, ())
            if choices:
                container[key] = copy.deepcopy(rng.choice(choices))
            elif isinstance(value, str):
                container[key] = rng.choice(("", "x", value * 2, "\u202e", value.upper()))
    return json.dumps(data, ensure_ascii=False, indent=1)


class IRTarget:
    kind = "ir"
    suffix = ".json"
    time_bound = 20.0

    def __init__(self, steps: int = 60) -> None:
        self.steps = steps

    def warm_up(self) -> None:
        seeds()
        vocabulary()
        _companions()

    def generate(self, rng: random.Random) -> str:
        return mutate(rng.choice(seeds()), rng)

    def run(self, data: str | bytes) -> None:
        check_document(data, steps=self.steps, seed=len(data))


@cache
def _companions() -> dict[str, Any]:
    from karlov.compiler.library import bundled_library

    library = bundled_library()
    return {name: library.definition(name) for name in COMPANIONS}


def check_document(data: str | bytes, *, steps: int = 60, seed: int = 0) -> None:
    """The property of this target for one document; raises on a finding."""
    from karlov import ir
    from karlov.runtime.build import card_definition
    from karlov.runtime.execute import Definitions
    from karlov.targets.build import build

    try:
        cards = ir.loads(data)
    except ir.IRDecodeError as exc:
        if not str(exc).startswith("$"):
            raise PropertyFailure("no-path", f"the error names no JSON path: {exc}") from None
        return
    if not isinstance(cards, tuple):
        cards = (cards,)
    cards = tuple(c for c in cards if isinstance(c, ir.Card))
    if not cards:
        return
    names = [c.name for c in cards]
    for target in ("json", "forge", "phase"):
        if len(set(names)) == len(names):
            build(cards, target, allow_partial=True)
    library: dict[str, Any] = dict(_companions())
    definitions = Definitions(library)
    for card in cards:
        library[card.name] = card_definition(card, definitions)
    for card in cards:
        play_with(library, card.name, steps=steps, seed=seed)


def play_with(library: dict[str, Any], name: str, *, steps: int, seed: int) -> None:
    """A short random game in which both players hold ``name`` in every zone."""
    from karlov.runtime import Game, RandomAgent
    from karlov.runtime.errors import GameLimitError, IllegalAction, UnknownCardError

    from .games import _choose, check_invariants

    game = Game(
        ("Alice", "Bob"),
        seed=seed,
        agents=[RandomAgent(seed), RandomAgent(seed + 1)],
        max_actions=5_000,
    )
    definition = library[name]
    for player in (0, 1):
        for land in ("Mountain", "Forest", "Island", "Swamp", "Plains"):
            game.add_card(library[land], player, "battlefield")
        game.add_card(library["Grizzly Bears"], player, "battlefield")
        game.add_card(definition, player, "battlefield")
        for zone in ("hand", "hand", "library", "library", "graveyard"):
            game.add_card(definition, player, zone)
        game.add_card(library["Shock"], player, "hand")
        for _ in range(4):
            game.add_card(library["Mountain"], player, "library")
    rng = random.Random(seed)
    try:
        game.start(active=0, step="main1")
        check_invariants(game, "after set-up")
        for step in range(steps):
            if game.over:
                return
            action, perform = _choose(game, rng)
            with contextlib.suppress(IllegalAction):
                perform()
            check_invariants(game, f"step {step}, after {action}")
    except (GameLimitError, UnknownCardError) as exc:
        # a documented bound of the game, or a conjured card this library lacks: clear errors
        if not str(exc):
            raise PropertyFailure("limit-message", "a game limit without its message") from None
