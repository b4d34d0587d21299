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
from karlov.fuzz import KINDS, Campaign, Hang, PropertyFailure, make_targets, pool_path, shrink
from karlov.fuzz.__main__ import main as fuzz_main
from karlov.fuzz.builds import BuildTarget, check_build
from karlov.fuzz.cli import CliTarget, run_cli
from karlov.fuzz.games import check_invariants, play
from karlov.fuzz.harness import attempt
from karlov.fuzz.pool import DEFAULT_POOL, PoolTarget, check_pool_text
from karlov.fuzz.text import TextTarget, bundled_texts, check_text, grammar_vocabulary
from karlov.runtime import BATTLEFIELD, Game

CLEAN_KINDS = {"cli", "game", "scenario", "text", "ir", "import", "build", "pool"}
SLICE = {
    "text": 12, "cli": 12, "game": 3, "scenario": 12, "ir": 8, "import": 30, "build": 8,
    "pool": 40,
}  # fmt: skip


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


def test_a_loyalty_line_is_text_the_card_holds() -> None:
    """The campaign of 2026-12-02 (text-001): a planeswalker's "Loyalty: 3" line was counted
    as written and not as parsed, a false "lost-text"."""
    check_text("Walker {2}{W}\nLegendary Planeswalker — Jace\nLoyalty: 3\n")
    check_text("Walker {2}{W}\nLegendary Planeswalker — Jace\n+1: Draw a card.\nLoyalty: 3\n")


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
    for target in make_targets(list(KINDS), [], [], DEFAULT_POOL):
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


# --- build: hostile names through karlov build -------------------------------------------------

TWO_ABILITIES = "Bad Name {1}{G}\nCreature — Bear\nFlying\nTrample\n2/2\n"


def test_a_build_input_is_one_card_file_of_hostile_names() -> None:
    target = BuildTarget(TextTarget())
    inputs = [target.generate(random.Random(seed)) for seed in range(30)]
    assert inputs == [target.generate(random.Random(seed)) for seed in range(30)]
    assert any("# allow-partial" in i for i in inputs) and any("# plant-links" in i for i in inputs)
    for data in inputs[:3]:
        target.run(data)  # no finding: every target, the properties hold


def test_build_finds_a_file_written_outside_the_output_folder(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import karlov.outputs

    real = karlov.outputs.write_files

    def leaking(out_dir: Path, files: dict[str, str], *, force: bool = False):
        (out_dir.parent / "leaked.txt").write_text("x")
        return real(out_dir, files, force=force)

    monkeypatch.setattr(karlov.outputs, "write_files", leaking)
    with pytest.raises(PropertyFailure, match=r"^outside-output: json: changed outside -o"):
        check_build(TWO_ABILITIES.encode(), "json")


def test_build_finds_a_forge_script_whose_lines_break(monkeypatch: pytest.MonkeyPatch) -> None:
    """Were the Forge writer not to escape text, the Oracle's second line would be no
    ``Key:Value`` line."""
    import karlov.targets.forge_format as forge_format

    monkeypatch.setattr(forge_format, "escape_text", lambda text: text)
    with pytest.raises(PropertyFailure, match=r"^forge-format: .*not Key:Value: 'Trample'"):
        check_build(TWO_ABILITIES.encode(), "forge")


def test_build_finds_two_cards_in_one_file(monkeypatch: pytest.MonkeyPatch) -> None:
    """Were stems not made unique, "Fire Ice" and "Fire-Ice" would share a file."""
    import karlov.targets.build

    monkeypatch.setattr(
        karlov.targets.build,
        "unique_stems",
        lambda names, fold, reserved=(): {n: fold(n) for n in names},
    )
    twins = (
        TWO_ABILITIES.replace("Bad Name", "Fire Ice")
        + "\n"
        + TWO_ABILITIES.replace("Bad Name", "Fire-Ice")
    )
    failure = attempt(BuildTarget(), twins)
    assert isinstance(failure, ValueError) and "two cards write the file" in str(failure)


def test_build_finds_a_card_data_file_phase_cannot_load(monkeypatch: pytest.MonkeyPatch) -> None:
    import karlov.targets.phase

    monkeypatch.setattr(
        karlov.targets.phase.PhaseGenerator, "finish", lambda self, outputs: {"card_data.json": "{"}
    )
    with pytest.raises(PropertyFailure, match=r"^not-json: phase: card_data.json"):
        check_build(TWO_ABILITIES.encode(), "phase")


def test_build_finds_phase_card_data_without_a_card(monkeypatch: pytest.MonkeyPatch) -> None:
    import karlov.targets.phase

    real = karlov.targets.phase.PhaseGenerator.finish
    monkeypatch.setattr(
        karlov.targets.phase.PhaseGenerator, "finish", lambda self, outputs: real(self, [])
    )
    with pytest.raises(PropertyFailure, match=r"^phase-card-data: card_data.json holds \[\]"):
        check_build(TWO_ABILITIES.encode(), "phase")


# --- pool: real cards mutated, through check, fmt and explain --json ---------------------------


def test_pool_inputs_are_mutated_pool_cards() -> None:
    target = PoolTarget(DEFAULT_POOL)
    inputs = [target.generate(random.Random(seed)) for seed in range(40)]
    assert inputs == [target.generate(random.Random(seed)) for seed in range(40)]
    pool = set(target.texts())
    assert sum(text not in pool for text in inputs) >= 30  # most inputs were changed


#: The IR's string fields that are meaning: fmt must keep them as they are.
MEANING_STRINGS = {
    "among", "card_name", "counter", "event", "file", "key", "kicker", "kind", "mana", "mana_cost",
    "name", "after",
    "amount", "chosen", "choice",
    "clash", "colored", "flip", "characteristic", "instead", "named", "of", "order", "position",
    "predefined", "remember", "room", "rule", "search", "skipped", "option", "vote",
    "state", "shared_quality", "other_than", "relation", "own", "dealt_damage", "colors",
    "when", "who", "with_counter", "without", "or_counter", "extra_cost", "prevented_key", "link",
    "without_counter", "mana_cost_symbol", "without_mana_cost_symbol",
    "unable", "damage_kind",
}  # fmt: skip


def test_every_string_field_of_the_ir_is_meaning_or_words_as_written() -> None:
    """The campaign of 2026-12-02 (pool-001): a MayDo's prompt held the words as written,
    which fmt rewrites ("Rofellos, Llanowar Emissary" -> "Rofellos"), and was compared as
    meaning. A new string field must be put in one list or the other."""
    import typing

    from karlov.fuzz.pool import WORDS_AS_WRITTEN
    from karlov.ir import ir_classes

    found = {
        field.name
        for cls in ir_classes()
        for field in dataclasses.fields(cls)
        if typing.get_type_hints(cls)[field.name] in (str, str | None)
    }
    assert found == MEANING_STRINGS | WORDS_AS_WRITTEN
    assert not MEANING_STRINGS & WORDS_AS_WRITTEN
    rofellos = (
        "Rofellos, Llanowar Emissary {G}{G}\nLegendary Creature — Druid\nAt the beginning of "
        "your upkeep, may put a charge counter on Rofellos, Llanowar Emissary.\n2/1\n"
    )
    check_pool_text(rofellos)  # fmt writes "on Rofellos." and the meaning is the same


def test_pool_finds_fmt_changing_the_meaning(monkeypatch: pytest.MonkeyPatch) -> None:
    import karlov.frontend.fixes as fixes

    real = fixes.canonical_text
    monkeypatch.setattr(
        fixes, "canonical_text", lambda text, name: real(text.replace("2 damage", "3 damage"), name)
    )
    shock = "Shock {R}\nInstant\nShock deals 2 damage to any target.\n"
    check_pool_text(shock.replace("2 damage", "3 damage"))  # nothing to change: no finding
    with pytest.raises(PropertyFailure, match=r"^fmt-changes-meaning"):
        check_pool_text(shock)


def test_pool_finds_fmt_that_is_not_idempotent(monkeypatch: pytest.MonkeyPatch) -> None:
    import karlov.frontend.fixes as fixes

    real = fixes.canonical_text
    # each run adds one more line: fmt of fmt's output is not fmt's output
    monkeypatch.setattr(fixes, "canonical_text", lambda text, name: real(text, name) + "Flying\n")
    with pytest.raises(PropertyFailure, match=r"^fmt-not-idempotent"):
        check_pool_text("Shock {R}\nInstant\nShock deals 2 damage to any target.\n")


def test_pool_finds_an_internal_error_in_check(monkeypatch: pytest.MonkeyPatch) -> None:
    """A compiler failure is X001 on the card: check does not raise, and it is a finding."""
    import karlov.compiler

    def broken(*args: object) -> None:
        raise RuntimeError("planted")

    monkeypatch.setattr(karlov.compiler, "lower_line", broken)
    with pytest.raises(PropertyFailure, match=r"^internal-error: check: .*X001"):
        check_pool_text("Shock {R}\nInstant\nShock deals 2 damage to any target.\n")


def test_without_a_pool_the_pool_kind_is_skipped_saying_why(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    missing = tmp_path / "none.json.xz"
    assert pool_path(missing) == (None, f"--pool {missing}: no such file")
    assert pool_path(None) == (DEFAULT_POOL, None)
    import karlov.fuzz.pool

    # installed from a wheel: the repository's tests/ is not beside the package
    monkeypatch.setattr(karlov.fuzz.pool, "DEFAULT_POOL", missing)
    path, why = pool_path(None)
    assert path is None and why is not None and "give one with --pool PATH" in why
    monkeypatch.undo()
    not_json = tmp_path / "pool.json"
    not_json.write_text("[1, 2", encoding="utf-8")
    path, why = pool_path(not_json)
    assert path is None and why is not None
    assert why.startswith(f"--pool {not_json}: cannot be read as an MTGJSON document: ")
    args = ["--count", "1", "--memory-mb", "0", "--out", str(tmp_path), "--pool", str(missing)]
    assert fuzz_main([*args, "--kind", "import,pool"]) == 0
    captured = capsys.readouterr()
    assert f"pool: skipped: --pool {missing}: no such file" in captured.err
    assert "\nimport " in captured.out and "\npool " not in captured.out
    with pytest.raises(SystemExit) as exit_info:
        fuzz_main([*args, "--kind", "pool"])
    assert exit_info.value.code == 2
    assert "no such file" in capsys.readouterr().err
