"""karlov's runtime against phase.rs's engine (``phase-python``) on the same situations, built
from the same card files; prints figures, asserts nothing.

Run: ``python benchmarks/versus_phase.py [--repeat N] [--quick] [--only WORDS]`` (needs
``pip install -e '.[phase]'``; the full run takes a few minutes, most of it in phase's 1,000
triggers; ``--only combat`` plays the situations whose name has those words).

Each side plays each situation from the same ``.card`` files: karlov's runtime with the
bundled library's definitions, phase's engine with the card data ``karlov build --target
phase`` writes from the same cards' IR (``karlov.targets.build.build(..., "phase")``). The
situations are set up outside the clock (in phase with its debug actions, as
``tests/targets/phase_harness.py`` does; karlov with ``Game.add_card``), then played under
the same script: every player passes priority, the attacking player attacks with every
creature that can, blocks are the script's, and any other choice (a target, the order of
triggers) is the first one offered. The two engines take turns, the order swapped on each
round, so a disturbance on the machine falls on both; each figure is the least CPU time
(``time.process_time``) over the rounds: 5 rounds of each of the three small situations (a
few milliseconds of karlov's time, where a disturbance weighs most) and 2 of the 1,000
triggers (phase's side takes minutes), or ``--repeat N`` of each.

- **multi-turn game**: each player has four Cases (Gateway Express, Trampled Garden, Filched
  Falcon, Locked Hothouse), four creatures (Grizzly Bears, Hill Giant, Savannah Lions, Serra
  Angel) and six Plains; each attacks with everything on its turn, nobody blocks; 10 turns.
- **end step, 100 Cases**: 100 Cases of the Crimson Pulse, an empty hand; from the second main
  phase to the next turn: 100 To solve triggers, each resolved (each Case solves).
- **combat, 20 creatures**: 10 Hill Giants attack, each blocked by one of 10 Grizzly Bears;
  from the first main phase to the second (the Bears die).
- **1,000 triggers**: 10 Cases of the Trampled Garden and four Hill Giants; the Cases solve
  at the first end step (10 triggers), then the Giants attack on each of 99 turns of their
  controller, and each attack triggers every solved Case ("Whenever you attack, put a +1/+1
  counter on target attacking creature", 990 triggers, each targeting). phase's engine costs
  grow with the number of objects in the game (library cards included) faster than
  linearly, so 1,000 triggers *in one step* (1,000 Cases) cannot be played in phase here in
  reasonable time: this is 1,000 triggers over 99 combats, with few objects.

"Per action" is per player action of the situation: the number of actions applied to phase's
game (priority passes, declarations, choices) -- the same script for both, so the ratio is
phase's time over karlov's for the whole situation. karlov's own count (``Game.actions``:
priority passes, resolutions, steps) is printed beside it. Each row also says whether the two
engines ended the situation in the same state (life totals, Cases solved, creatures left,
+1/+1 counters), so a figure is never printed for two different games without saying so.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from karlov.runtime import BATTLEFIELD, LIBRARY, Game  # noqa: E402
from karlov.runtime.agent import DefaultAgent  # noqa: E402

CARDS = ROOT / "karlov" / "cards"
STEMS = {
    "Case of the Crimson Pulse": "cases/case_of_the_crimson_pulse",
    "Case of the Gateway Express": "cases/case_of_the_gateway_express",
    "Case of the Trampled Garden": "cases/case_of_the_trampled_garden",
    "Case of the Filched Falcon": "cases/case_of_the_filched_falcon",
    "Case of the Locked Hothouse": "cases/case_of_the_locked_hothouse",
    "Grizzly Bears": "support/grizzly_bears",
    "Hill Giant": "support/hill_giant",
    "Savannah Lions": "support/savannah_lions",
    "Serra Angel": "support/serra_angel",
    "Plains": "support/plains",
}
GAME_CASES = [
    "Case of the Gateway Express",
    "Case of the Trampled Garden",
    "Case of the Filched Falcon",
    "Case of the Locked Hothouse",
]
GAME_CREATURES = ["Grizzly Bears", "Hill Giant", "Savannah Lions", "Serra Angel"]
LIFE = 10**6


@dataclass
class Situation:
    """A situation: what each seat has on the battlefield and in its library, where play starts
    and ends, who attacks and how the defender blocks."""

    name: str
    battlefield: tuple[list[str], list[str]]
    library: tuple[int, int]  # Plains in each library
    start: str  # karlov step: "upkeep" (phase: the game's first upkeep), "main1" or "main2"
    end_turn: int  # play until this turn begins (karlov) / is reached (phase)...
    end_step: str | None = None  # ...or until this step of turn 1 ("main2")
    attackers: tuple[int, ...] = ()  # seats that attack with everything
    block_one_each: bool = False  # the defender blocks each attacker with one creature


def situations(quick: bool) -> list[Situation]:
    turns = 4 if quick else 10
    cases = 30 if quick else 100
    combats = 9 if quick else 99
    per_seat = GAME_CASES + GAME_CREATURES + ["Plains"] * 6
    return [
        Situation(
            f"multi-turn game, {turns} turns",
            (per_seat, per_seat),
            (turns + 5, turns + 5),
            "upkeep",
            end_turn=turns + 1,
            attackers=(0, 1),
        ),
        Situation(
            f"end step, {cases} Cases",
            (["Case of the Crimson Pulse"] * cases, []),
            (5, 5),
            "main2",
            end_turn=2,
        ),
        Situation(
            "combat, 20 creatures",
            (["Hill Giant"] * 10, ["Grizzly Bears"] * 10),
            (5, 5),
            "main1",
            end_turn=2,
            end_step="main2",
            attackers=(0,),
            block_one_each=True,
        ),
        Situation(
            f"{10 * (combats + 1):,} triggers",
            (["Case of the Trampled Garden"] * 10 + ["Hill Giant"] * 4, []),
            (combats + 5, combats + 5),
            "main2",
            end_turn=2 * combats + 2,
            attackers=(0,),
        ),
    ]


# ---------------------------------------------------------------- karlov


class ScriptAgent(DefaultAgent):
    """The script: attack with everything (if ``attacks``), block one attacker with each
    blocker (if ``blocks``), otherwise the first option offered (DefaultAgent)."""

    def __init__(self, attacks: bool, blocks: bool) -> None:
        self.attacks = attacks
        self.blocks = blocks

    def decide(self, game: Any, decision: Any) -> Any:
        if decision.kind == "attackers" and self.attacks:
            return dict.fromkeys(decision.options, decision.defenders[0])
        if decision.kind == "blockers" and self.blocks:
            return dict(zip(decision.options, decision.extra.get("attackers", []), strict=False))
        return super().decide(game, decision)


def karlov_definitions() -> dict[str, Any]:
    from karlov.compiler.library import CardLibrary

    library = CardLibrary.bundled()
    return {name: library.definition(name) for name in STEMS}


def karlov_setup(defs: dict[str, Any], s: Situation) -> Game:
    agents = [ScriptAgent(seat in s.attackers, s.block_one_each) for seat in (0, 1)]
    game = Game(("Alice", "Bob"), agents=agents, starting_life=LIFE, max_actions=10**7)
    for seat in (0, 1):
        for name in s.battlefield[seat]:
            game.add_card(defs[name], seat, BATTLEFIELD)
        for _ in range(s.library[seat]):
            game.add_card(defs["Plains"], seat, LIBRARY)
    game.start(active=0, step=s.start)  # as phase's game, set up at the step's priority
    return game


def karlov_play(game: Game, s: Situation) -> None:
    if s.end_step is not None:
        game.pass_until(s.end_step, turn=1)
    else:
        game.pass_until("upkeep", turn=s.end_turn)


def karlov_result(game: Game) -> tuple[Any, ...]:
    perms = game.permanents()
    return (
        tuple(p.life for p in game.players),
        sum(o.solved for o in perms),
        tuple(len(game.creatures(seat)) for seat in (0, 1)),
        sum(o.counters.get("+1/+1", 0) for o in perms),
    )


# ---------------------------------------------------------------- phase


def phase_engine() -> Any:
    from karlov import compile_card, parse
    from karlov.targets.build import build
    from tests.targets.phase_harness import load_engine

    irs = []
    for stem in STEMS.values():
        path = CARDS / f"{stem}.card"
        (card,) = parse(path.read_text(encoding="utf-8"), path.name)
        irs.append(compile_card(card).ir)
    result = build(irs, "phase")
    if result.gaps:
        raise SystemExit(f"phase data has gaps: {result.gaps}")
    return load_engine(result.files["card_data.json"])


PHASE_STEP = {"main1": "PreCombatMain", "main2": "PostCombatMain"}


def phase_setup(engine: Any, s: Situation) -> Any:
    from tests.targets.phase_harness import new_game

    decks = [list(s.battlefield[seat]) + ["Plains"] * (s.library[seat] + 7) for seat in (0, 1)]
    game = new_game(engine, decks[0], decks[1])
    objects = game.objects()
    for seat in (0, 1):  # the opening hands go back: karlov's players start with none
        for oid, obj in objects.items():
            if obj["owner"] == seat and obj["zone"] == "Hand":
                game.move(oid, "Library")
    objects = game.objects()
    for seat in (0, 1):
        free = {
            name: sorted(
                oid
                for oid, obj in objects.items()
                if obj["owner"] == seat and obj["zone"] == "Library" and obj["name"] == name
            )
            for name in set(s.battlefield[seat])
        }
        for name in s.battlefield[seat]:
            oid = free[name].pop(0)
            game.move(oid, "Battlefield")
            if name in GAME_CREATURES:
                game.ready(oid)  # karlov's set-up permanents are not summoning sick
        extra = sorted(
            oid
            for oid, obj in objects.items()
            if obj["owner"] == seat and obj["zone"] == "Library" and obj["name"] == "Plains"
        )[s.library[seat] :]
        for oid in extra:  # the libraries as large as karlov's
            game.move(oid, "Exile")
        game.set_life(seat, LIFE)
    if s.start in PHASE_STEP:
        game.go_to(PHASE_STEP[s.start], active_player=0)
    return game


def phase_play(game: Any, s: Situation) -> int:
    """Play the situation; the number of actions applied."""
    from tests.targets.phase_harness import _action

    g = game.game
    pass_action = _action({"type": "PassPriority"})
    end_phase = {"main2": "PostCombatMain"}.get(s.end_step or "")
    actions = 0
    while True:
        if g.turn >= s.end_turn or (end_phase is not None and g.phase == end_phase):
            return actions
        waiting = g.waiting_for()
        kind = waiting["type"]
        data = waiting["data"]
        seat = data["player"] if isinstance(data, dict) and "player" in data else 0
        if kind == "Priority":
            action = pass_action
        elif kind == "DeclareAttackers":
            ids = data["valid_attacker_ids"] if seat in s.attackers else []
            attacks = [[oid, {"type": "Player", "data": 1 - seat}] for oid in ids]
            action = _action(
                {"type": "DeclareAttackers", "data": {"attacks": attacks, "bands": []}}
            )
        elif kind == "DeclareBlockers" and s.block_one_each:
            pairs, taken = [], set()
            for blocker in sorted(data["valid_blocker_ids"]):
                for attacker in sorted(data["valid_block_targets"][str(blocker)]):
                    if attacker not in taken:
                        taken.add(attacker)
                        pairs.append([blocker, attacker])
                        break
            action = _action({"type": "DeclareBlockers", "data": {"assignments": pairs}})
        elif kind == "GameOver":
            raise RuntimeError("phase: the game ended")
        else:
            action = g.actions()[0]  # no blocks, first target, triggers in the order given
        g.apply(seat, action)
        actions += 1


def phase_result(game: Any) -> tuple[Any, ...]:
    g = game.game
    perms = g.battlefield()
    return (
        tuple(game.life(seat) for seat in (0, 1)),
        sum(bool((o.get("case_state") or {}).get("is_solved")) for o in perms),
        tuple(
            sum(
                o["controller"] == seat and "Creature" in o["card_types"]["core_types"]
                for o in perms
            )
            for seat in (0, 1)
        ),
        sum(int((o.get("counters") or {}).get("P1P1", 0)) for o in perms),
    )


# ---------------------------------------------------------------- the race


def timed(play: Callable[[], Any]) -> tuple[float, Any]:
    start = time.process_time()
    out = play()
    return time.process_time() - start, out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--repeat", type=int, default=None, help="rounds per situation (5, and 2 of the triggers)"
    )
    parser.add_argument("--quick", action="store_true", help="smaller situations")
    parser.add_argument(
        "--only",
        action="append",
        default=[],
        metavar="WORDS",
        help="play only the situations whose name contains WORDS (repeatable)",
    )
    args = parser.parse_args()
    try:
        import phase  # noqa: F401
    except ImportError:
        print("phase-python is not installed: pip install -e '.[phase]'")
        return
    defs = karlov_definitions()
    engine = phase_engine()
    print(f"{'situation':<28} {'actions':>7} {'phase µs/act':>13} {'karlov µs/act':>14} "
          f"{'ratio':>7}  karlov engine actions; same end state")  # fmt: skip
    for s in situations(args.quick):
        if args.only and not any(words in s.name for words in args.only):
            continue
        best = {"phase": float("inf"), "karlov": float("inf")}
        counts = {}
        ends = {}
        rounds = args.repeat or (2 if "triggers" in s.name else 5)
        for round_ in range(rounds):
            order = ["phase", "karlov"] if round_ % 2 == 0 else ["karlov", "phase"]
            for side in order:
                if side == "phase":
                    pg = phase_setup(engine, s)
                    seconds, n = timed(lambda pg=pg, s=s: phase_play(pg, s))
                    counts["phase"] = n
                    ends["phase"] = phase_result(pg)
                else:
                    kg = karlov_setup(defs, s)
                    seconds, _ = timed(lambda kg=kg, s=s: karlov_play(kg, s))
                    counts["karlov"] = kg.actions
                    ends["karlov"] = karlov_result(kg)
                best[side] = min(best[side], seconds)
        n = counts["phase"]
        same = "same" if ends["phase"] == ends["karlov"] else (
            f"DIFFERENT: phase {ends['phase']} karlov {ends['karlov']}"
        )  # fmt: skip
        print(
            f"{s.name:<28} {n:>7,} {best['phase'] / n * 1e6:>13,.0f} "
            f"{best['karlov'] / n * 1e6:>14,.1f} {best['phase'] / best['karlov']:>6.1f}x  "
            f"{counts['karlov']:,}; {same}",
            flush=True,
        )
    print("ratio: phase's CPU time over karlov's for the same situation (goal: >= 10x)")


if __name__ == "__main__":
    main()
