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


def _bundled_ir() -> list[ir.Card]:
    found = []
    for path in sorted(CARDS.rglob("*.card")):
        for card in parse(path.read_text(encoding="utf-8"), str(path)):
            compiled = compile_card(card)
            if compiled.ir is not None and not any(d.is_error for d in compiled.diagnostics):
                found.append(compiled.ir)
    return found


def test_every_printed_case_is_a_bundled_card_with_forge_facts() -> None:
    """The 13 printed (paper) Cases of forge_facts.toml are the bundled Cases the generator
    tests take the compiler's IR of."""
    assert len(PRINTED) == 13
    assert {k for k, fact in FACTS.items() if fact["paper"]} == set(PRINTED)
    assert set(PRINTED) <= set(FILES)


@pytest.mark.parametrize("key", PRINTED)
def test_forge_script_of_a_printed_case_lints_clean_and_has_forges_structure(key: str) -> None:
    card = case_ir(key)
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
    """An IR node a target has no method for (here gaining control, CR 613.1b) is a T001 gap
    at its span; the card is left out unless partial output is allowed."""
    span = ir.Span("x.card", 3, 1, 3, 20)
    steal = ir.GainControl(ir.Players("you"), ir.TargetObjects(0), span=span)
    target = ir.TargetSpec("target creature", 1, 1, filter=ir.ObjectFilter("creature"))
    spell = ir.SpellAbility(steal, targets=(target,), text="Gain control of target creature.")
    card = ir.Card("Odd Case", "{U}", (), ("sorcery",), (), None, None, (spell,),
                   text=spell.text)  # fmt: skip
    for name, engine in (("forge", "Forge"), ("phase", "phase")):
        result = build([card], name)
        assert [g.render() for g in result.gaps] == [
            f"x.card:3:1: error[T001]: Odd Case: karlov's {engine} generator has no form for "
            "gaining control yet"
        ]
        assert result.partial == ("Odd Case",)
        assert not any(p.startswith("odd_case") for p in result.files)
        assert any(p.startswith("odd_case") for p in build([card], name, allow_partial=True).files)


def test_a_class_name_with_a_run_of_capitals_dispatches_to_one_word() -> None:
    """``ModifyPT`` is ``modify_pt``: "gets +2/+0 until end of turn" reaches Forge's Pump."""
    assert method_name(ir.ModifyPT) == "modify_pt"
    pump = ir.ModifyPT(ir.SourceObject(), 2, 0, ir.Duration.END_OF_TURN)
    ability = ir.ActivatedAbility(ir.Cost(mana="{R}"), pump, text="{R}: This gets +2/+0.")
    card = ir.Card("Probe", "{R}", (), ("creature",), (), 1, 1, (ability,), text=ability.text)
    result = build([card], "forge")
    assert result.gaps == ()
    (script,) = result.files.values()
    assert "AB$ Pump | Cost$ R | Defined$ Self | NumAtt$ +2 | NumDef$ +0" in script


def test_an_unknown_effect_verb_is_a_t002_gap_not_dropped() -> None:
    card = ir.Card("Spell", "{R}", (), ("instant",), (), None, None,
                   (ir.SpellAbility(ir.Action(ir.Verb.CONJURE), text="Polymorph."),), text="Polymorph.")  # fmt: skip  # noqa: E501
    for target, engine in (("forge", "Forge"), ("phase", "phase")):
        (gap,) = build([card], target).gaps
        # in an author's words: no internal name ("verb 'conjure'"), and karlov's limit
        assert (gap.code, gap.message) == (
            "T002",
            f"karlov's {engine} generator cannot write conjuring yet",
        )


def test_dispatch_is_by_class_name_and_a_target_overrides_only_what_differs() -> None:
    assert method_name(ir.ToSolve) == "to_solve"
    assert method_name(ir.ObjectCount) == "object_count"

    class Quiet(ForgeGenerator):
        def to_solve(self, node: ir.ToSolve) -> None:
            self.unsupported(node, "no cases here")

    card = case_ir("crimson_pulse")
    gaps = Quiet().generate(card).gaps
    assert [g.message.split("': ")[-1] for g in gaps] == [
        "karlov's Forge generator cannot write no cases here yet"
    ]
    assert ForgeGenerator().generate(card).gaps == ()
    assert issubclass(TARGETS["phase"], Generator)


@pytest.mark.parametrize("target", sorted(TARGETS))
def test_output_is_deterministic(target: str) -> None:
    cards = [c for k in FILES if (c := case_ir(k)) is not None]
    first = build(cards, target)
    second = build(list(reversed(cards)), target)
    assert first.files == second.files
    assert first.files


def test_json_target_writes_ir_json_per_card_and_the_schema() -> None:
    card = case_ir("gorgons_kiss")
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
    cards = [case_ir(k) for k in PRINTED]
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
    """Every bundled Case, printed or not, is written by Forge in full from the compiler's IR,
    and the To solve line has Forge's structure and condition (Burning Masks: Forge's count
    function takes the sources and recipients)."""
    card = case_ir(key)
    result = build([card], "forge")
    assert result.gaps == ()
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
    ("key", "expected"),
    [
        (
            "burning_masks",
            [
                (
                    "T003",
                    "'Three or more sources you controlled dealt damage this turn': phase has no "
                    "count of distinct sources that dealt damage this turn",
                )
            ],
        ),
        (
            "market_melee",  # not printed: its Solved trigger is also a gap (T002)
            [
                (
                    "T002",
                    "'deals that much damage divided as you choose among any number of targets':"
                    " karlov's phase generator cannot write damage divided as you choose among "
                    "the targets yet",
                ),
                (
                    "T003",
                    "'Three or more creatures are damaged': phase has no filter property for "
                    "damage marked on a creature",
                ),
            ],
        ),
    ],
)
def test_the_phase_limits_of_cases_are_t003_gaps(key: str, expected: list[tuple[str, str]]) -> None:
    gaps = build([case_ir(key)], "phase", allow_partial=True).gaps
    assert sorted((g.code, g.message) for g in gaps) == expected


def test_pay_life_and_once_each_turn_are_written_by_forge_and_phase() -> None:
    """CR 119.4, 602.5b: neither is dropped; Forge writes ``PayLife<N>`` and
    ``ActivationLimit$ N``; phase a ``PayLife`` cost and ``OnlyOnceEachTurn`` (as its own
    faces write them)."""
    draw = ir.Action(ir.Verb.DRAW, count=ir.Count(ir.Relation.EXACTLY, 1))
    text = "Pay 2 life: Draw a card. Activate only once each turn."
    ability = ir.ActivatedAbility(ir.Cost(pay_life=2), draw, max_per_turn=1, text=text)
    card = ir.Card("Probe", "{B}", (), ("creature",), (), 1, 1, (ability,), text=ability.text)
    (script,) = [t for p, t in build([card], "forge").files.items() if p.endswith(".txt")]
    assert "Cost$ PayLife<2>" in script and "ActivationLimit$ 1" in script
    assert lint_script(script, name=card.name, text=card.text) == []
    result = build([card], "phase")
    assert result.gaps == ()
    (face,) = json.loads(result.files["card_data.json"]).values()
    (written,) = face["abilities"]
    assert written["cost"] == {"type": "PayLife", "amount": {"type": "Fixed", "value": 2}}
    assert {"type": "OnlyOnceEachTurn"} in written["activation_restrictions"]


@pytest.mark.parametrize("key", PRINTED)
def test_compiled_ir_of_each_printed_case_round_trips_and_validates(key: str) -> None:
    """The IR the generator tests use: lossless JSON, valid against the schema."""
    import jsonschema

    from karlov.ir.schema import ir_schema

    card = case_ir(key)
    text = ir.dumps(card)
    assert ir.loads(text) == card
    jsonschema.Draft202012Validator(ir_schema()).validate(json.loads(text))


def test_an_instants_paragraphs_are_one_forge_spell_and_mill_targets_a_player() -> None:
    """Thought Scour: one ``A:SP`` line (two would be alternative spells) milling the target
    player (CR 701.17), the draw as its sub-ability (CR 608.2c)."""
    (card,) = _ir_of(CARDS / "support" / "thought_scour.card")
    result = build([card], "forge")
    assert result.gaps == ()
    (text,) = result.files.values()
    assert lint_script(text, name=card.name, text=card.text) == []
    spells = [line for line in text.splitlines() if line.startswith("A:SP$")]
    assert spells == [
        "A:SP$ Mill | ValidTgts$ Player | TgtPrompt$ Select target player | NumCards$ 2 | "
        "SubAbility$ DB1 | SpellDescription$ Target player mills two cards. Draw a card."
    ]
    assert "SVar:DB1:DB$ Draw | NumCards$ 1 | Defined$ You" in text.splitlines()


def test_return_to_hand_is_forges_change_zone_to_hand() -> None:
    (card,) = _ir_of(CARDS / "support" / "man_o_war.card")
    (text,) = build([card], "forge").files.values()
    assert lint_script(text, name=card.name, text=card.text) == []
    assert (
        "DB$ ChangeZone | ValidTgts$ Creature | TgtPrompt$ Select target creature | "
        "Origin$ Battlefield | Destination$ Hand" in text
    )


@pytest.mark.parametrize(
    ("key", "prompt"),
    [
        ("burning_masks", "Select target creature an opponent controls"),
        ("gorgons_kiss", "Select up to one target creature that was dealt damage this turn"),
        ("trampled_garden", "Select one or two target creatures you control"),
        ("trampled_garden", "Select target attacking creature"),  # after "Solved —"
        ("gateway_express", "Select target creature you don't control"),
    ],
)
def test_forge_target_prompts_say_the_printed_target_phrase(key: str, prompt: str) -> None:
    (text,) = build([case_ir(key)], "forge").files.values()
    assert f"TgtPrompt$ {prompt} |" in text


def test_a_target_prompt_without_a_span_on_its_line_is_the_description() -> None:
    creature = ir.ObjectFilter("creature", nouns=("creature",), types=(ir.TypeTest(("creature",)),))
    spec = ir.TargetSpec("target creature", 1, 1, filter=creature)
    kill = ir.Action(ir.Verb.DESTROY, objects=ir.TargetObjects(0))
    card = ir.Card("Kill", "{B}", (), ("instant",), (), None, None,
                   (ir.SpellAbility(kill, targets=(spec,), text="Destroy target creature."),),
                   text="Destroy target creature.")  # fmt: skip
    (text,) = build([card], "forge").files.values()
    assert "ValidTgts$ Creature | TgtPrompt$ Select target creature |" in text


def test_a_player_sacrificing_a_creature_of_their_choice_is_forges_sacrifice() -> None:
    """Gatekeeper of Malakir: the target player chooses as the ability resolves (CR 701.21a);
    "if it was kicked" is Forge's ``Card.Self+kicked`` (CR 702.33d; ``Condition$`` is no
    trigger parameter)."""
    (card,) = _ir_of(CARDS / "support" / "gatekeeper_of_malakir.card")
    result = build([card], "forge")
    assert result.gaps == ()
    (text,) = result.files.values()
    assert lint_script(text, name=card.name, text=card.text) == []
    assert (
        "DB$ Sacrifice | ValidTgts$ Player | TgtPrompt$ Select target player | "
        "SacValid$ Creature | SacMessage$ creature" in text
    )
    assert "| ValidCard$ Card.Self+kicked | Execute$" in text
