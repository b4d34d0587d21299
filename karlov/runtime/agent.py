"""Player decisions (CR 101.4). The game asks an :class:`Agent` for every choice a player makes.

A decision is a :class:`Decision` with a ``kind``:

``"targets"``   choose between ``min`` and ``max`` of ``options`` (candidates for a TargetSpec)
``"cards"``     choose between ``min`` and ``max`` cards of ``options`` (discard, search, surveil)
``"choose"``    choose between ``min`` and ``max`` of ``options`` (modes, "choose one of them")
``"may"``       answer ``True`` or ``False``
``"order"``     return ``options`` (simultaneous triggers) in the order they go on the stack
                (first = put on the stack first = resolves last)
``"distribute"`` return a list of ints, one per option, each >= ``min``, summing to ``amount``
``"attackers"`` return a dict attacker -> defender (subset of ``options``; ``defenders`` given)
``"blockers"``  return a dict blocker -> attacker (or -> a list of the attackers it blocks, for a
                creature that can block more than one, CR 509.1a; ``extra["most"]`` says how many)
``"x"``         return an int >= 0
``"mana"``      return the index of the mana option to produce

Answers other than ``"may"``/``"distribute"``/``"x"``/``"mana"``/dicts are lists of options.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from .errors import ScriptError

if TYPE_CHECKING:
    from .game import Game
    from .objects import Player


@dataclass(eq=False)
class Decision:
    """A question put to a player."""

    kind: str
    player: Player
    prompt: str
    options: list[Any] = field(default_factory=list)
    min: int = 0
    max: int = 1
    amount: int = 0
    defenders: list[Any] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)

    def validate(self, answer: Any) -> Any:
        """Return ``answer`` normalised, or raise :class:`ScriptError` if it is not legal."""
        k = self.kind
        if k == "may":
            if not isinstance(answer, bool):
                raise ScriptError(f"The answer to {self.prompt!r} must be True or False.")
            return answer
        if k == "x":
            if not isinstance(answer, int) or answer < 0:
                raise ScriptError(f"The value of X for {self.prompt!r} must be an integer >= 0.")
            return answer
        if k == "mana":
            if not isinstance(answer, int) or not 0 <= answer < len(self.options):
                raise ScriptError(
                    f"{answer!r} is not an index of a mana option of {self.prompt!r}."
                )
            return answer
        if k == "distribute":
            if (
                not isinstance(answer, list | tuple)
                or len(answer) != len(self.options)
                or sum(answer) != self.amount
                or any(a < self.min for a in answer)
            ):
                raise ScriptError(
                    f"The division for {self.prompt!r} must give each of the {len(self.options)} "
                    f"choices at least {self.min} and total {self.amount}; got {answer!r}."
                )
            lethal = self.extra.get("lethal")
            if (
                lethal is not None
                and answer[-1]
                and any(given < need for given, need in zip(answer, lethal, strict=False))
            ):
                raise ScriptError(
                    f"The division for {self.prompt!r} assigns damage to {self.options[-1]} before"
                    " each blocking creature is assigned lethal damage (CR 702.19b)."
                )
            return list(answer)
        if k == "order":
            if sorted(map(id, answer)) != sorted(map(id, self.options)):
                raise ScriptError(f"The order for {self.prompt!r} must list each trigger once.")
            return list(answer)
        if k == "attackers":
            if not isinstance(answer, dict):
                raise ScriptError("Attackers must be given as a dict of attacker to defender.")
            for a, d in answer.items():
                if not any(a is o for o in self.options):
                    raise ScriptError(f"{a} cannot attack.")
                if not any(d is o for o in self.defenders):
                    raise ScriptError(f"{d} cannot be attacked.")
            return answer
        if k == "blockers":
            if not isinstance(answer, dict):
                raise ScriptError("Blockers must be given as a dict of blocker to attacker.")
            legal = self.extra.get("legal")
            most = self.extra.get("most", {})
            for b, value in answer.items():
                if not any(b is o for o in self.options):
                    raise ScriptError(f"{b} cannot block.")
                blocked = list(value) if isinstance(value, list | tuple) else [value]
                limit = most.get(b, 1)
                if not blocked or (limit is not None and len(blocked) > limit):
                    raise ScriptError(f"{b} can't block {len(blocked)} creatures (CR 509.1a).")
                for attacker in blocked:
                    if legal is not None and not any(attacker is x for x in legal.get(b, ())):
                        raise ScriptError(f"{b} cannot block {attacker}.")
            for attacker in self.extra.get("menace", ()):
                n = sum(
                    1
                    for x in answer.values()
                    if x is attacker or (isinstance(x, list | tuple) and attacker in x)
                )
                if n == 1:
                    raise ScriptError(
                        f"{attacker} has menace and can't be blocked except by two or more "
                        "creatures (CR 702.111b)."
                    )
            return answer
        # list answers
        if not isinstance(answer, list | tuple):
            answer = [answer]
        answer = list(answer)
        for a in answer:
            if not any(a is o for o in self.options):
                raise ScriptError(f"{a} is not a legal choice for {self.prompt!r}.")
        if len({id(a) for a in answer}) != len(answer):
            raise ScriptError(f"The answer to {self.prompt!r} chooses something twice.")
        if not self.min <= len(answer) <= self.max:
            raise ScriptError(
                f"{self.prompt!r} needs between {self.min} and {self.max} choices; "
                f"got {len(answer)}."
            )
        return answer


def _lethal_first(lethal: list[int], amount: int) -> list[int]:
    """Trample's usual division (CR 702.19b): lethal damage to each blocking creature in turn,
    the rest to what the attacker attacks (the last option)."""
    out = []
    left = amount
    for need in lethal:
        out.append(min(left, need))
        left -= out[-1]
    return [*out, left]


class Agent(Protocol):
    """Makes a player's decisions."""

    def decide(self, game: Game, decision: Decision) -> Any: ...


class DefaultAgent:
    """Deterministic agent: takes the first legal options, says yes to "may", never attacks or
    blocks, keeps trigger order, divides evenly (remainder to the first), X = 0."""

    def decide(self, game: Game, decision: Decision) -> Any:
        k = decision.kind
        if k == "may":
            return True
        if k in ("x", "mana"):
            return 0
        if k == "order":
            return list(decision.options)
        if k == "distribute" and "lethal" in decision.extra:
            return _lethal_first(decision.extra["lethal"], decision.amount)
        if k == "distribute":
            n = len(decision.options)
            base, rem = divmod(decision.amount, n) if n else (0, 0)
            return [base + (1 if i < rem else 0) for i in range(n)]
        if k == "attackers":  # only what "attacks each combat if able" requires (CR 508.1d)
            best = decision.extra.get("best", {})
            return {
                a: (best.get(a) or decision.defenders)[0]
                for a in decision.extra.get("required", ())
            }
        if k == "blockers":  # only what "all creatures able to block it" requires (509.1c)
            return dict(decision.extra.get("required", {}))
        want = max(decision.min, min(1, decision.max)) if k == "targets" else decision.min
        return list(decision.options[: min(want, len(decision.options))])


class RandomAgent:
    """Random but seeded agent (for property tests): every answer is legal."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, game: Game, decision: Decision) -> Any:
        r = self.rng
        k = decision.kind
        opts = list(decision.options)
        if k == "may":
            return r.random() < 0.5
        if k == "x":
            return r.randint(0, 3)
        if k == "mana":
            return r.randrange(len(opts))
        if k == "order":
            r.shuffle(opts)
            return opts
        if k == "distribute" and "lethal" in decision.extra:
            # lethal to each blocker, the rest anywhere; or, with less, among the blockers
            out = _lethal_first(decision.extra["lethal"], decision.amount)
            rest, out[-1] = out[-1], 0
            for _ in range(rest):
                out[r.randrange(len(opts))] += 1
            return out
        if k == "distribute":
            out = [decision.min] * len(opts)
            for _ in range(decision.amount - decision.min * len(opts)):
                out[r.randrange(len(opts))] += 1
            return out
        if k == "attackers":
            required = decision.extra.get("required", [])
            taxed = decision.extra.get("taxed", [])  # it pays no cost to attack (CR 508.1d)
            picked = [a for a in opts if a in required or (a not in taxed and r.random() < 0.6)]
            if len(picked) == 1 and picked[0] in decision.extra.get("alone", ()):
                picked = list(required)  # it can't attack alone (CR 506.5)
            best = decision.extra.get("best", {})  # a goaded creature's (CR 701.15b)
            return {a: r.choice(best.get(a) or decision.defenders) for a in picked}
        if k == "blockers":
            return self._blocks(decision)
        hi = min(decision.max, len(opts))
        lo = min(decision.min, hi)
        n = r.randint(lo, hi)
        return r.sample(opts, n)

    def _blocks(self, decision: Decision) -> dict[Any, Any]:
        """Random legal blocks: each blocker blocks an attacker it can block (flying, reach,
        "can't block", CR 509.1a-b), and an attacker with menace is blocked by two or more
        creatures or by none (CR 702.111b)."""
        r = self.rng
        attackers = decision.extra.get("attackers", [])
        legal = decision.extra.get("legal", {b: attackers for b in decision.options})
        blocks = {
            b: r.choice(legal[b]) for b in decision.options if legal.get(b) and r.random() < 0.4
        }
        required = decision.extra.get("required", {})
        if required:  # CR 509.1c: the requirements first, then nothing that breaks them
            return dict(required)
        for attacker in decision.extra.get("at_most_one", ()):
            for extra in [b for b, a in blocks.items() if a is attacker][1:]:
                del blocks[extra]
        for attacker in decision.extra.get("menace", ()):
            mine = [b for b, a in blocks.items() if a is attacker]
            if len(mine) == 1:
                del blocks[mine[0]]
        for attacker, fewest in decision.extra.get("at_least", {}).items():
            mine = [b for b, a in blocks.items() if a is attacker]
            if 0 < len(mine) < fewest:  # none or that many (CR 509.1b)
                for b in mine:
                    del blocks[b]
        if len(blocks) == 1 and next(iter(blocks)) in decision.extra.get("alone", ()):
            blocks = {}  # it can't block alone (CR 506.5)
        return blocks


class ScriptedAgent:
    """Answers decisions from a queue. Each entry is an answer, or ``(kind, answer)`` to also
    check the kind of the decision. Raises :class:`ScriptError` when the queue is empty (unless
    ``fallback`` is given, which then answers) or an answer is illegal."""

    KINDS = frozenset(
        {
            "targets",
            "cards",
            "choose",
            "may",
            "order",
            "distribute",
            "attackers",
            "blockers",
            "x",
            "mana",
        }
    )

    def __init__(self, answers: Iterable[Any] = (), fallback: Agent | None = None) -> None:
        self.answers: list[Any] = list(answers)
        self.fallback = fallback
        self.asked: list[Decision] = []

    def push(self, *answers: Any) -> None:
        self.answers.extend(answers)

    def decide(self, game: Game, decision: Decision) -> Any:
        self.asked.append(decision)
        if not self.answers:
            if self.fallback is not None:
                return self.fallback.decide(game, decision)
            raise ScriptError(
                f"The script for {decision.player} has no answer left for the {decision.kind} "
                f"decision {decision.prompt!r}."
            )
        answer = self.answers.pop(0)
        if isinstance(answer, tuple) and len(answer) == 2 and answer[0] in self.KINDS:
            kind, answer = answer
            if kind != decision.kind:
                raise ScriptError(
                    f"The script for {decision.player} expected a {kind} decision but was asked "
                    f"a {decision.kind} decision: {decision.prompt!r}."
                )
        return decision.validate(answer)
