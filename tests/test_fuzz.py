"""The fuzz harness (karlov/fuzz): its parts, and a short fixed-seed slice of every kind.

The slice asserts "no finding" only for the kinds in CLEAN_KINDS: the others still find bugs
that are being fixed elsewhere (mana symbols such as {T} in a cost, scenario value types), so
for them it asserts that the harness reports each finding with a reproducer that replays.
Add a kind to CLEAN_KINDS once its slice is clean.
"""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest

import karlov
from karlov.fuzz import KINDS, Campaign, Hang, PropertyFailure, make_targets, shrink
from karlov.fuzz.__main__ import main as fuzz_main
from karlov.fuzz.cli import CliTarget, run_cli
from karlov.fuzz.games import check_invariants, play
from karlov.fuzz.harness import attempt
from karlov.fuzz.text import TextTarget, bundled_texts, check_text, grammar_vocabulary
from karlov.runtime import BATTLEFIELD, Game

CLEAN_KINDS = {"cli", "game", "scenario", "text", "ir", "import"}
SLICE = {"text": 12, "cli": 12, "game": 3, "scenario": 12, "ir": 8, "import": 30}


class FailsOn:
    """A stand-in target that fails when its input holds ``word``, or hangs on ``HANG``."""

    kind = "stand-in"
    suffix = ".txt"
    time_bound = 0.2

    def __init__(self, word: str = "BOOM") -> None:
        self.word = word

    def warm_up(self) -> None:
        pass

    def generate(self, rng: random.Random) -> str:
        lines = [f"line {i} {rng.randrange(100)}" for i in range(20)]
        lines.insert(rng.randrange(20), f"left {self.word} right")
        return "\n".join(lines)

    def run(self, data: str | bytes) -> None:
        text = data if isinstance(data, str) else data.decode()
        if "HANG" in text:
            while True:
                pass
        if self.word in text:
            raise ValueError(f"found {self.word}")


def test_shrink_keeps_only_what_fails() -> None:
    data = FailsOn().generate(random.Random(1))
    assert shrink(data, lambda d: "BOOM" in d) == "BOOM "


def test_shrink_works_on_bytes() -> None:
    assert shrink(b"a b\nc BOOM d\ne\n", lambda d: b"BOOM" in d) == b"BOOM "


def test_a_finding_is_shrunk_written_and_replayable(tmp_path: Path) -> None:
    campaign = Campaign([FailsOn()], seed=5, out=tmp_path)
    campaign.run(count=3)
    (finding,) = campaign.findings()
    assert finding.hits == 3
    assert finding.signature.startswith("stand-in: ValueError at karlov/")
    assert finding.reproducer is not None
    assert finding.reproducer.read_text() == "BOOM "
    notes = finding.reproducer.with_name("stand-in-001.traceback.txt").read_text()
    assert "ValueError: found BOOM" in notes
    assert "3 failing inputs" in campaign.report()


def test_a_run_over_its_time_bound_is_a_hang_finding() -> None:
    campaign = Campaign([FailsOn("HANG")], seed=1, shrink_seconds=2)
    campaign.run(count=1)
    (finding,) = campaign.findings()
    assert finding.signature == "stand-in: hang"
    assert "HANG" in finding.data
    assert isinstance(attempt(FailsOn("HANG"), "HANG"), Hang)


def test_the_vocabulary_comes_from_the_grammar_and_the_cards() -> None:
    words = set(grammar_vocabulary())
    assert {"Solved", "Enchantment", "Case", "{T}:", "investigate"} & words >= {"Solved", "Case"}
    assert not any("(?" in w or "\\" in w for w in words)


def test_bundled_cards_satisfy_the_text_properties() -> None:
    for text in bundled_texts():
        check_text(text)


def test_lost_text_is_a_finding(monkeypatch: pytest.MonkeyPatch) -> None:
    """Were the parser to drop an ability line without an error, the property says so."""
    real_parse = karlov.parse

    def dropping(text: str, filename: str = "<string>") -> list[karlov.Card]:
        return [dataclasses.replace(c, abilities=c.abilities[:-1]) for c in real_parse(text)]

    monkeypatch.setattr(karlov, "parse", dropping)
    with pytest.raises(PropertyFailure, match="lost-text"):
        check_text(bundled_texts()[0])


def test_the_cli_target_runs_in_process() -> None:
    masks = next(t for t in bundled_texts() if t.startswith("Case of the Burning Masks"))
    assert run_cli(["check"], {"a.card": masks.encode()}) == 0
    assert run_cli(["check", "--format", "json"], {"a.card": b"\x00\x01binary"}) == 1
    assert run_cli(["explain"], {}) == 2
    target = CliTarget(TextTarget())
    target.run(b"#! fmt --check\n" + masks.encode())  # exit 0: no finding


def _small_game() -> tuple[Game, object]:
    from karlov.compiler.library import bundled_library

    library = bundled_library()
    game = Game(("Alice", "Bob"))
    bears = game.add_card(library.definition("Grizzly Bears"), 0, BATTLEFIELD)
    game.add_card(library.definition("Case of the Burning Masks"), 1, BATTLEFIELD)
    game.start(active=0, step="main1")
    return game, bears


@pytest.mark.parametrize(
    ("corrupt", "name"),
    [
        (lambda game, bears: setattr(bears, "damage", -1), "negative"),
        (lambda game, bears: bears.counters.__setitem__("+1/+1", -2), "negative"),
        (lambda game, bears: setattr(bears, "solved", True), "solved"),
        (lambda game, bears: setattr(bears, "zone", "graveyard"), "one-zone"),
        (lambda game, bears: setattr(bears, "damage", 2), "state-based"),
        (lambda game, bears: setattr(game.players[1], "life", 0), "state-based"),
    ],
)
def test_the_game_invariants_catch_a_broken_state(corrupt, name: str) -> None:
    game, bears = _small_game()
    check_invariants(game, "before")
    corrupt(game, bears)
    with pytest.raises(PropertyFailure, match=f"^{name}: after"):
        check_invariants(game, "after")


def test_a_random_game_from_its_text() -> None:
    play(
        "seed 3\nsteps 40\nalice battlefield Mountain\nalice hand Shock\nbob battlefield Mountain\n"
    )


def test_the_fixed_seed_slice(tmp_path: Path) -> None:
    for target in make_targets(list(KINDS), [], []):
        campaign = Campaign([target], seed=20261201, out=tmp_path / target.kind, shrink_seconds=2)
        campaign.run(count=SLICE[target.kind])
        assert campaign.stats[target.kind].inputs == SLICE[target.kind]
        findings = campaign.findings()
        if target.kind in CLEAN_KINDS:
            assert findings == [], campaign.report()
        for finding in findings:  # reported, with a reproducer that fails the same way
            assert finding.reproducer is not None and finding.reproducer.exists()
            assert attempt(target, finding.reproducer.read_bytes()) is not None


def test_python_m_karlov_fuzz(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--seed", "4", "--count", "2", "--kind", "game", "--memory-mb", "0"]
    assert fuzz_main([*args, "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("seed 4: ")
    assert "\ngame " in out
    assert "2 inputs" in out
    with pytest.raises(SystemExit) as exit_info:
        fuzz_main(["--kind", "nonsense", "--count", "1"])
    assert exit_info.value.code == 2
