"""Random games with invariant checks after every action, through the runtime's public API.

An input is a small text: ``seed N``, ``steps N`` and one line per card,
``alice|bob ZONE CARD NAME`` (zones: library, hand, battlefield, graveyard), which is what
makes a reproducer readable and lets the shrinker delete cards. The game is played by two
:class:`~karlov.runtime.RandomAgent` players, and between their decisions a seeded random
driver takes ``steps`` actions: play a land, cast a spell, activate an ability, pass
priority, or play out the turn. After every action:

- a refused action (:class:`~karlov.runtime.errors.IllegalAction`) changed nothing (but
  playing out the turn is many actions, and may be refused after some went through);
- the game is over, or a player holds priority, or it awaits attackers or blockers (a game
  that no action can continue is a finding);
- every object is in exactly one zone, the one it says, and a library, hand or graveyard
  holds only its owner's cards (CR 400.3);
- counters and damage are never negative;
- only a Case on the battlefield is solved (CR 719.3b, 702.169);
- state-based actions have been applied when a player has priority (CR 704.3): no creature
  with toughness 0 or less or lethal damage (CR 704.5f-g), no player at 0 or less life in a
  game that goes on (CR 704.5a), no token outside the battlefield and the stack (CR 704.5d).
"""

from __future__ import annotations

import random
from functools import cache

from karlov.frontend.layout import split_lines

from .harness import PropertyFailure

PLAYERS = ("alice", "bob")
ZONES = ("library", "hand", "battlefield", "graveyard")
BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


@cache
def card_pool() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(lands, other cards): every bundled card that compiles, by name."""
    from karlov.compiler.library import bundled_library

    library = bundled_library()
    lands, others = [], []
    for name in library.names():
        try:
            definition = library.definition(name)
        except Exception:  # a card the compiler cannot run yet is left out, not fuzzed
            continue
        (lands if "land" in definition.types else others).append(name)
    return tuple(lands), tuple(others)


class GameTarget:
    kind = "game"
    suffix = ".game"
    time_bound = 20.0

    def __init__(self, steps: int = 150) -> None:
        self.steps = steps

    def warm_up(self) -> None:
        card_pool()

    def generate(self, rng: random.Random) -> str:
        lands, others = card_pool()
        lines = [f"seed {rng.randrange(10**6)}", f"steps {self.steps}"]
        basics = [name for name in lands if name in BASICS]
        for player in PLAYERS:
            for _ in range(5):
                lines.append(f"{player} battlefield {rng.choice(basics or lands)}")
            for _ in range(rng.randint(0, 3)):
                lines.append(f"{player} battlefield {rng.choice(others)}")
            for _ in range(5):
                lines.append(f"{player} hand {rng.choice(others)}")
            for _ in range(2):
                lines.append(f"{player} hand {rng.choice(lands)}")
            for _ in range(12):
                lines.append(f"{player} library {rng.choice(others + lands)}")
            if rng.random() < 0.3:
                lines.append(f"{player} graveyard {rng.choice(others)}")
        return "\n".join(lines) + "\n"

    def run(self, data: str | bytes) -> None:
        text = data.decode("utf-8", "replace") if isinstance(data, bytes) else data
        play(text)


def play(text: str) -> None:
    """Set the game up from ``text`` and drive it, checking the invariants; raises on a
    finding."""
    from karlov.compiler.library import bundled_library
    from karlov.runtime import Game, RandomAgent
    from karlov.runtime.errors import IllegalAction

    seed, steps, placed = 0, 150, []
    for line in split_lines(text):
        word, _, rest = line.strip().partition(" ")
        if word == "seed" and rest.isdigit():
            seed = int(rest)
        elif word == "steps" and rest.isdigit():
            steps = min(int(rest), 10_000)
        elif word in PLAYERS:
            zone, _, name = rest.partition(" ")
            if zone in ZONES and name:
                placed.append((word, zone, name))
    library = bundled_library()
    game = Game(
        ("Alice", "Bob"),
        seed=seed,
        agents=[RandomAgent(seed), RandomAgent(seed + 1)],
        max_actions=200_000,
    )
    for player, zone, name in placed:
        if name in library:  # a name the shrinker cut short is left out
            game.add_card(library.definition(name), PLAYERS.index(player), zone)
    game.start(active=0, step="main1")
    rng = random.Random(seed)
    check_invariants(game, "after set-up")
    for step in range(steps):
        if game.over:
            return
        action, perform = _choose(game, rng)
        before = _fingerprint(game)
        try:
            perform()
        except IllegalAction:
            # next_turn is many passes: it may be refused after some of them went through
            if action != "next_turn" and _fingerprint(game) != before:
                raise PropertyFailure(
                    "refusal-changed-state", f"step {step}: a refused {action} changed the game"
                ) from None
        check_invariants(game, f"step {step}, after {action}")


def _choose(game, rng: random.Random):
    """A random action for the player with priority, as (description, thunk)."""
    player = game.priority
    roll = rng.random()
    if player is not None and roll < 0.2:
        lands = [c for c in game.hand(player) if "land" in game.chars(c).types]
        if lands:
            card = rng.choice(lands)
            return "play_land", lambda: game.play_land(player, card)
    if player is not None and roll < 0.45:
        spells = [c for c in game.hand(player) if "land" not in game.chars(c).types]
        if spells:
            card = rng.choice(spells)
            return f"cast {card.definition.name}", lambda: game.cast(player, card)
    if player is not None and roll < 0.6:
        able = [o for o in game.permanents(player) if game.activated_abilities(o)]
        if able:
            obj = rng.choice(able)
            index = rng.randrange(len(game.activated_abilities(obj)))
            return (
                f"activate {obj.definition.name} #{index}",
                lambda: game.activate(player, obj, index),
            )
    if roll < 0.9:
        return "pass_priority", game.pass_priority
    return "next_turn", game.next_turn


def _fingerprint(game) -> tuple:
    return (
        len(game.log),
        tuple(sorted(game.objects)),
        tuple(id(item) for item in game.stack),
        tuple((p.life, str(p.pool), p.lands_played) for p in game.players),
        tuple(o.tapped for o in game.battlefield),
    )


def check_invariants(game, when: str) -> None:
    from karlov.runtime.objects import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY, STACK

    def fail(name: str, detail: str) -> None:
        raise PropertyFailure(name, f"{when}: {detail}")

    if not game.over and game.priority is None and game.awaiting is None:
        fail("stuck", "the game goes on, no player holds priority and it awaits no declaration")
    where: dict[int, list[str]] = {}
    for player in game.players:
        for zone in (LIBRARY, HAND, GRAVEYARD):
            for obj in game.zone_objects(zone, player):
                where.setdefault(obj.id, []).append(zone)
                if obj.owner is not player:
                    fail("zone-owner", f"{obj.definition.name} is in another player's {zone}")
    for zone in (BATTLEFIELD, EXILE, STACK):
        for obj in game.zone_objects(zone):
            where.setdefault(obj.id, []).append(zone)
    for obj in game.objects.values():
        zones = where.get(obj.id, [])
        if zones != [obj.zone] and not (obj.zone == "command" and not zones):
            fail("one-zone", f"{obj.definition.name} says {obj.zone}, is found in {zones}")
        if obj.damage < 0 or any(n < 0 for n in obj.counters.values()):
            fail("negative", f"{obj.definition.name}: damage {obj.damage}, {obj.counters}")
        if obj.solved and (obj.zone != BATTLEFIELD or "case" not in game.chars(obj).subtypes):
            fail("solved", f"{obj.definition.name} is solved in {obj.zone}")
    for object_id in where:
        if object_id not in game.objects:
            fail("one-zone", f"object {object_id} is in a zone but not in the game")
    if game.over or game.priority is None or (game.stack and _resolving(game)):
        return
    for player in game.players:
        if player.life <= 0:
            fail("state-based", f"{player.name} is at {player.life} life and the game goes on")
    for obj in game.objects.values():
        if obj.is_token and obj.zone not in (BATTLEFIELD, STACK):
            fail("state-based", f"a {obj.definition.name} token is in the {obj.zone}")
        if obj.zone != BATTLEFIELD or not game.is_creature(obj):
            continue
        chars = game.chars(obj)
        toughness = chars.toughness or 0
        if toughness <= 0:
            fail("state-based", f"{obj.definition.name} has toughness {toughness}")
        lethal = obj.damage >= toughness or (obj.damage > 0 and obj.damaged_by_deathtouch)
        if lethal and not game.has_keyword(obj, "indestructible"):
            fail("state-based", f"{obj.definition.name} has lethal damage ({obj.damage})")


def _resolving(game) -> bool:
    return game.resolving is not None
