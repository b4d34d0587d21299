"""The generators (json, forge, phase) and ``karlov build`` (issue 8)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import karlov.ir as ir
from karlov import cli, compile_card, parse
from karlov.targets.build import TARGETS, build
from karlov.targets.forge import ForgeGenerator
from karlov.targets.generator import Generator, method_name
from karlov.targets.phase import PhaseGenerator

from .case_ir import FILES, PRINTED, case_ir
from .forge_reader import assert_facts, lint_script, load_facts, read_script

CARDS = Path(__file__).resolve().parents[2] / "karlov" / "cards"
FACTS = load_facts()
HAND_BUILT = [k for k in FILES if case_ir(k) is not None]


def _bundled_ir() -> list[ir.Card]:
    found = []
    for path in sorted(CARDS.rglob("*.card")):
        for card in parse(path.read_text(encoding="utf-8"), str(path)):
            compiled = compile_card(card)
            if compiled.ir is not None and not any(d.is_error for d in compiled.diagnostics):
                found.append(compiled.ir)
    return found


def test_every_printed_case_has_its_ir() -> None:
    """The 13 printed (paper) Cases of forge_facts.toml all have IR for the generators."""
    assert len(PRINTED) == 13
    assert {k for k, fact in FACTS.items() if fact["paper"]} == set(PRINTED)
    assert set(PRINTED) <= set(HAND_BUILT)


@pytest.mark.parametrize("key", HAND_BUILT)
def test_forge_script_of_a_printed_case_lints_clean_and_has_forges_structure(key: str) -> None:
    card = case_ir(key)
    assert card is not None
    output = ForgeGenerator().generate(card)
    assert output.gaps == ()
    ((name, text),) = output.files.items()
    assert name == FACTS[key]["file"]
    assert lint_script(text, name=card.name, text=card.text) == []
    script = read_script(text)
    assert script.mana_cost == FACTS[key]["mana_cost"]
    assert " ".join(script.types) == FACTS[key]["types"]
    assert_facts(script, FACTS[key])


def test_every_generated_forge_script_of_the_bundled_cards_lints_clean() -> None:
    cards = _bundled_ir()
    assert len(cards) >= 13
    result = build(cards, "forge", allow_partial=True)
    by_name = {c.name: c for c in cards}
    scripts = [t for p, t in result.files.items() if p.endswith(".txt")]
    assert len(scripts) == len(cards)
    for text in scripts:
        script = read_script(text)
        card = by_name[script.name]
        assert lint_script(text, name=card.name, text=card.text) == [], card.name


def test_a_gap_is_reported_with_code_card_and_span_and_the_card_is_left_out() -> None:
    span = ir.Span("x.card", 3, 1, 3, 20)
    card = ir.Card("Odd Case", "{U}", (), ("enchantment",), ("Case",), None, None,
                   (ir.NotLowered("triggered", "Whenever it rains, draw.", span=span),),
                   text="Whenever it rains, draw.")  # fmt: skip
    for target in ("forge", "phase"):
        result = build([card], target)
        assert [g.render() for g in result.gaps] == [
            "x.card:3:1: error[T001]: Odd Case: the triggered ability is not lowered to IR yet"
        ]
        assert result.partial == ("Odd Case",)
        assert not any(p.startswith("odd_case") for p in result.files)
        assert any(
            p.startswith("odd_case") for p in build([card], target, allow_partial=True).files
        )


def test_an_unknown_effect_verb_is_a_t002_gap_not_dropped() -> None:
    card = ir.Card("Spell", "{R}", (), ("instant",), (), None, None,
                   (ir.SpellAbility(ir.Action("polymorph"), text="Polymorph."),), text="Polymorph.")  # fmt: skip  # noqa: E501
    for target in ("forge", "phase"):
        (gap,) = build([card], target).gaps
        assert (gap.code, gap.message) == ("T002", "verb 'polymorph'")


def test_dispatch_is_by_class_name_and_a_target_overrides_only_what_differs() -> None:
    assert method_name(ir.ToSolve) == "to_solve"
    assert method_name(ir.ObjectCount) == "object_count"

    class Quiet(ForgeGenerator):
        def to_solve(self, node: ir.ToSolve) -> None:
            self.unsupported(node, "no cases here")

    card = case_ir("crimson_pulse")
    assert card is not None
    gaps = Quiet().generate(card).gaps
    assert [g.message for g in gaps] == ["no cases here"]
    assert ForgeGenerator().generate(card).gaps == ()
    assert issubclass(TARGETS["phase"], Generator)


@pytest.mark.parametrize("target", sorted(TARGETS))
def test_output_is_deterministic(target: str) -> None:
    cards = [c for k in HAND_BUILT if (c := case_ir(k)) is not None]
    first = build(cards, target)
    second = build(list(reversed(cards)), target)
    assert first.files == second.files
    assert first.files


def test_json_target_writes_ir_json_per_card_and_the_schema() -> None:
    card = case_ir("gorgons_kiss")
    assert card is not None
    files = build([card], "json").files
    assert sorted(files) == ["case_of_the_gorgons_kiss.json", "schema.json"]
    assert ir.loads(files["case_of_the_gorgons_kiss.json"]) == card
    assert json.loads(files["schema.json"])["title"] == "karlov IR"


_awkward = st.text(
    st.characters(codec="utf-8", exclude_categories=("Cs",)), min_size=1, max_size=40
).filter(lambda s: any(c.isalnum() and c.isascii() for c in s))


@given(name=_awkward, text=st.text(max_size=80) | st.sampled_from(["a|b$c:d\"e'\\f\ng\r\nü"]))
def test_any_name_and_text_read_back_exactly(name: str, text: str) -> None:
    card = ir.Card(name, "{1}{W}", (), ("creature",), ("Human",), 2, 2, (), text=text)
    (forge,) = [t for p, t in build([card], "forge").files.items()]
    assert lint_script(forge, name=name, text=text) == []
    data = json.loads(build([card], "phase").files["card_data.json"])
    (face,) = data.values()
    assert (face["name"], face["oracle_text"]) == (name, text)


def test_karlov_build_lists_gaps_and_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    source = tmp_path / "shock.card"
    source.write_text((CARDS / "support" / "shock.card").read_text(encoding="utf-8"))
    code = cli.main(["build", "--target", "forge", "-o", str(tmp_path / "out"), str(source)])
    captured = capsys.readouterr()
    result = build(_ir_of(source), "forge")
    if result.complete:
        assert code == 0 and (tmp_path / "out" / "shock.txt").exists()
    else:
        assert code == 1
        assert "error[T0" in captured.err and str(source) in captured.err
        assert not (tmp_path / "out" / "shock.txt").exists()


def _ir_of(path: Path) -> list[ir.Card]:
    return [compile_card(c).ir for c in parse(path.read_text(encoding="utf-8"), str(path))]


# ---- phase: the generated card data in a real engine


def test_generated_phase_card_data_loads_in_phase() -> None:
    phase = pytest.importorskip("phase", reason="phase-python (extra 'phase') is not installed")
    cards = [c for k in HAND_BUILT if (c := case_ir(k)) is not None]
    result = build(cards, "phase", allow_partial=True)
    assert "Case of the Gorgon's Kiss" not in result.partial
    # every printed Case in full but for two limits of phase (README, "phase's limits")
    assert [(g.card, g.code) for g in result.gaps] == [
        ("Case of the Burning Masks", "T003"),  # no count of distinct damage sources
        ("Case of the Uneaten Feast", "T003"),  # no effect on cards in a graveyard
    ]
    phase.Engine.from_json(result.files["card_data.json"])
    faces = json.loads(result.files["card_data.json"])
    kiss = faces["case of the gorgon's kiss"]
    assert kiss["solve_condition"]["condition"]["lhs"]["qty"]["type"] == "ZoneChangeCountThisTurn"
    # the Solved static is granted on solving, not on the face (phase cannot gate it)
    assert kiss["static_abilities"] == []
    (solve,) = [t for t in kiss["triggers"] if t["execute"]["effect"]["type"] == "SolveCase"]
    assert solve["constraint"] == {"type": "OnlyDuringYourTurn"}
    assert solve["execute"]["sub_ability"]["effect"]["type"] == "GenericEffect"


def test_phase_gaps_for_phase_limits_are_t003() -> None:
    masks_like = ir.Card("Case of the Test", "{R}", (), ("enchantment",), ("Case",), None, None, (
        ir.ToSolve(ir.HappenedThisTurn("dealt_damage", ir.Count(ir.Relation.AT_LEAST, 3),
                                       ir.ObjectFilter("sources", controlled_then=ir.Whose.YOU))),
    ), text="To solve — ...")  # fmt: skip
    (gap,) = PhaseGenerator().generate(masks_like).gaps
    assert gap.code == "T003"


# ---- the compiler's IR: the To solve of every printed Case as Forge writes it


def _solve_condition(script: object) -> dict[str, str | None]:
    """The To solve condition's meaning: (what is counted or checked, comparison, zone).
    ``IsPresent$ X | PresentCompare$ C`` and ``CheckSVar$ Count$Valid X | SVarCompare$ C`` say
    the same (Forge writes both for the printed Cases), so both read as ``Valid X``."""
    from .forge_reader import _solve_trigger

    solve = _solve_trigger(script)  # type: ignore[arg-type]
    assert solve is not None
    if solve.get("Hellbent") == "True":
        return {"form": "hellbent"}
    if solve.get("CheckSVar") is not None:
        count = script.svars[solve.get("CheckSVar")].removeprefix("Count$")  # type: ignore[attr-defined]
        return {"count": count, "compare": solve.get("SVarCompare"), "zone": None}
    return {"count": f"Valid {solve.get('IsPresent')}",
            "compare": solve.get("PresentCompare") or "GE1", "zone": solve.get("PresentZone")}  # fmt: skip  # noqa: E501


def _expected_condition(fact: dict) -> dict[str, str | None]:
    solve = fact["to_solve"]
    if solve["condition"] == "hellbent":
        return {"form": "hellbent"}
    if solve["condition"] == "is_present":
        return {"count": f"Valid {solve['condition_valid']}", "compare": solve["compare"],
                "zone": solve.get("present_zone")}  # fmt: skip
    return {"count": solve["count_function"], "compare": solve["compare"], "zone": None}


@pytest.mark.parametrize("key", sorted(FILES))
def test_compiled_to_solve_of_each_printed_case_matches_forges(key: str) -> None:
    """The compiler states every To solve condition in the IR (its other abilities are still
    NotLowered, listed as T001 gaps): the generated To solve line has Forge's structure and
    condition (Burning Masks: Forge's count function takes the sources and recipients)."""
    from .case_ir import CASES, compiled_ir

    card = compiled_ir(CASES / FILES[key])
    assert card is not None
    result = build([card], "forge", allow_partial=True)
    assert {g.code for g in result.gaps} <= {"T001"}
    ((text),) = [t for p, t in result.files.items()]
    assert lint_script(text, name=card.name, text=card.text) == []
    script = read_script(text)
    assert (script.mana_cost, " ".join(script.types)) == (
        FACTS[key]["mana_cost"],
        FACTS[key]["types"],
    )
    got, expected = _solve_condition(script), _expected_condition(FACTS[key])
    if "count" in got and expected["count"] == "NumDamageThisTurn":
        got["count"] = got["count"].split(" ")[0]
    assert got == expected


@pytest.mark.parametrize(
    ("key", "message"),
    [
        ("burning_masks", "phase has no count of distinct sources that dealt damage this turn"),
        ("market_melee", "phase has no filter property for damage marked on a creature"),
    ],
)
def test_the_two_phase_limits_of_printed_cases_are_t003_gaps(key: str, message: str) -> None:
    from .case_ir import CASES, compiled_ir

    card = compiled_ir(CASES / FILES[key])
    assert card is not None
    gaps = build([card], "phase", allow_partial=True).gaps
    assert [(g.code, g.message) for g in gaps if g.code != "T001"] == [("T003", message)]


@pytest.mark.parametrize("key", PRINTED)
def test_hand_built_ir_of_each_printed_case_round_trips_and_validates(key: str) -> None:
    """The hand-written IR is IR like the compiler's: lossless JSON, valid against the schema."""
    import jsonschema

    from karlov.ir.schema import ir_schema

    card = case_ir(key)
    assert card is not None
    text = ir.dumps(card)
    assert ir.loads(text) == card
    jsonschema.Draft202012Validator(ir_schema()).validate(json.loads(text))
