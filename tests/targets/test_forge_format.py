"""The Forge format layer: escaping, file names, header values, the writer, and the linter."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import karlov
from karlov.targets import forge_vocabulary as V
from karlov.targets.forge_format import (
    AbilityLine,
    ForgeScript,
    Param,
    SVar,
    escape_text,
    forge_file_name,
    mana_cost_shards,
    types_value,
    unescape_text,
    write_script,
)

from .forge_reader import assert_facts, decode_text, lint_script, load_facts, read_script

CASES = Path(__file__).resolve().parents[2] / "karlov" / "cards" / "cases"
FACTS = load_facts()


@cache
def bundled_cases() -> dict[str, karlov.Card]:
    cards = {}
    for path in sorted(CASES.glob("*.card")):
        for card in karlov.parse(path.read_text(encoding="utf-8"), str(path)):
            cards[card.name] = card
    return cards


# ------------------------------------------------------------------ header values


@pytest.mark.parametrize(
    ("name", "file"),
    [
        ("Case of the Gorgon's Kiss", "case_of_the_gorgons_kiss.txt"),
        ("Lim-Dûl's Vault", "lim_duls_vault.txt"),
        ("Æther Vial", "aether_vial.txt"),
        ("Will-o'-the-Wisp", "will_o_the_wisp.txt"),
        ("Fblthp, the Lost", "fblthp_the_lost.txt"),
    ],
)
def test_file_name_follows_the_cardsfolder(name: str, file: str) -> None:
    assert forge_file_name(name) == file


def test_file_name_without_letters_is_refused() -> None:
    with pytest.raises(ValueError, match="no letter or digit"):
        forge_file_name("?!")


def test_every_bundled_case_gets_forges_file_name_cost_and_types() -> None:
    cards = bundled_cases()
    for fact in FACTS.values():
        card = cards[fact["name"]]
        assert forge_file_name(card.name) == fact["file"]
        assert " ".join(mana_cost_shards(card.mana_cost) or ()) == fact["mana_cost"]
        line = card.type_line
        assert (
            " ".join(types_value(line.supertypes, line.card_types, line.subtypes))
            == (fact["types"])
        )


@pytest.mark.parametrize(
    ("cost", "shards"),
    [
        ("{2}{W}{U/P}", ("2", "W", "UP")),
        ("{R/W}{R/W}", ("RW", "RW")),
        ("{2/G}{X}{C}", ("2G", "X", "C")),
        ("{G/U/P}", ("GUP",)),
        (None, None),
    ],
)
def test_mana_cost_shards(cost: str | None, shards: tuple[str, ...] | None) -> None:
    assert mana_cost_shards(cost) == shards


@pytest.mark.parametrize("cost", ["{W}{", "2W", "{Q}", "{W/U/B}"])
def test_malformed_mana_costs_are_refused(cost: str) -> None:
    with pytest.raises(ValueError, match="mana"):
        mana_cost_shards(cost)


def test_types_value_capitalizes_supertypes_and_types() -> None:
    assert types_value(("legendary",), ("creature",), ("Human", "Detective")) == (
        "Legendary",
        "Creature",
        "Human",
        "Detective",
    )


# ------------------------------------------------------------------ escaping

NASTY = st.text(
    alphabet=st.one_of(st.sampled_from(list("|$:\"\\\n\r \t'{}—–é漢\u2028\x85")), st.characters()),
    max_size=60,
)


@settings(deadline=None)  # timing-free: the machine may be busy
@given(NASTY)
def test_escape_round_trips_and_leaves_no_separator(text: str) -> None:
    encoded = escape_text(text)
    assert unescape_text(encoded) == text
    assert decode_text(encoded) == text  # the tests' independent decoder agrees
    assert not any(c in encoded for c in "\n\r|$\x85\u2028\u2029")
    assert not encoded or (encoded[0] > " " and encoded[-1] > " ")  # Java's trim keeps it whole
    assert "TokenScript$" not in encoded


def test_real_card_text_is_written_unchanged_but_for_line_breaks() -> None:
    text = 'Solved — {2}, Sacrifice this Case: Draw a card.\nIt\'s "{T}: Add {C}."'
    assert escape_text(text) == text.replace("\n", "\\n")


@pytest.mark.parametrize("bad", ["a\\", "\\x", "\\u12", "\\u00zz"])
def test_malformed_escapes_are_refused(bad: str) -> None:
    with pytest.raises(ValueError, match="escape"):
        unescape_text(bad)


# ------------------------------------------------------------------ the model refuses injection


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("Mode", "Phase | Execute$ Evil"),
        ("ValidCard", "Card.Self\nA:AB$ Draw"),
        ("Mode", " Phase"),
        ("Mode", ""),
        ("Bad Key", "x"),
        ("Mode$", "x"),
    ],
)
def test_structural_params_refuse_separators(key: str, value: str) -> None:
    with pytest.raises(ValueError, match=r"structure|key|empty"):
        Param(key, value)


def test_svar_names_and_values_are_checked() -> None:
    with pytest.raises(ValueError, match="variable name"):
        SVar("Trig:Evil", value="Count$xPaid")
    with pytest.raises(ValueError, match="structure"):
        SVar("X", value="Count$Valid Card\nOracle:hi")
    with pytest.raises(ValueError, match="either"):
        SVar("X")
    with pytest.raises(ValueError, match="twice"):
        ForgeScript("A", None, ("Instant",), "", svars=(SVar("X", value="1"), SVar("X", value="2")))


# ------------------------------------------------------------------ a Case built the karlov way


def descriptions(text: str) -> list[str]:
    """The first three lines of ``text``, an empty one replaced (a description is never empty)."""
    return [line or "-" for line in [*text.split("\n"), "", "", ""][:3]]


def gateway_express(
    name: str = "Case of the Gateway Express", text: str | None = None
) -> ForgeScript:
    """Case of the Gateway Express as karlov's generator will lay it out (CR 702.169, 719)."""
    card = bundled_cases()["Case of the Gateway Express"]
    lines = [a.source for a in card.abilities]
    text = "\n".join(lines) if text is None else text
    etb, to_solve, solved = descriptions(text)
    return ForgeScript(
        name=name,
        mana_cost=mana_cost_shards(card.mana_cost),
        types=types_value(
            card.type_line.supertypes, card.type_line.card_types, card.type_line.subtypes
        ),
        oracle=text,
        abilities=(
            AbilityLine(
                "T",
                (
                    Param("Mode", "ChangesZone"),
                    Param("Origin", "Any"),
                    Param("Destination", "Battlefield"),
                    Param("ValidCard", "Card.Self"),
                    Param("Execute", "TrigEachDamage"),
                    Param("TriggerDescription", etb),
                ),
            ),
            AbilityLine(
                "T",
                (
                    Param("Mode", "Phase"),
                    Param("Phase", "End of Turn"),
                    Param("ValidPlayer", "You"),
                    Param("TriggerZones", "Battlefield"),
                    Param("CheckSVar", "AttackedCount"),
                    Param("SVarCompare", "GE3"),
                    Param("IsPresent", V.UNSOLVED_PRESENT),
                    Param("Execute", "TrigSolve"),
                    Param("TriggerDescription", to_solve),
                ),
            ),
            AbilityLine(
                "S",
                (
                    Param("Mode", "Continuous"),
                    Param("Affected", "Creature.YouCtrl"),
                    Param("AddPower", "1"),
                    Param("IsPresent", V.SOLVED_PRESENT),
                    Param("Description", solved),
                ),
            ),
        ),
        svars=(
            SVar(
                "TrigEachDamage",
                (
                    Param("DB", "EachDamage"),
                    Param("ValidTgts", "Creature.YouDontCtrl"),
                    Param("TgtPrompt", "Select target creature you don't control"),
                    Param("DefinedDamagers", "Valid Creature.YouCtrl"),
                    Param("Defined", "Targeted"),
                    Param("NumDmg", "1"),
                ),
            ),
            SVar(
                "TrigSolve",
                (
                    Param("DB", "AlterAttribute"),
                    Param("Defined", "Self"),
                    Param("Attributes", "Solved"),
                ),
            ),
            SVar("AttackedCount", value="Count$AttackersDeclared"),
        ),
    )


def test_a_case_script_is_clean_and_has_forges_structure() -> None:
    script = gateway_express()
    text = write_script(script)
    assert text == write_script(gateway_express())  # deterministic
    assert text.startswith(
        "Name:Case of the Gateway Express\nManaCost:1 W\nTypes:Enchantment Case\n"
    )
    assert lint_script(text, name=script.name, text=script.oracle) == []
    assert_facts(read_script(text), FACTS["gateway_express"])


def test_assert_facts_names_what_differs() -> None:
    script = gateway_express()
    forge_style = write_script(script).replace(V.UNSOLVED_PRESENT, "Card.Self+IsUnsolved")
    with pytest.raises(AssertionError, match=r"IsPresent\$ is 'Card\.Self\+IsUnsolved'"):
        assert_facts(read_script(forge_style), FACTS["gateway_express"])
    ungated = write_script(script).replace(" | IsPresent$ Card.Self+IsSolved", "")
    with pytest.raises(AssertionError, match="no solved ability like"):
        assert_facts(read_script(ungated), FACTS["gateway_express"])
    with pytest.raises(AssertionError, match="1 S: lines, Forge's script has 0"):
        assert_facts(read_script(write_script(script)), FACTS["crimson_pulse"])


def test_a_count_written_with_is_present_matches_forges_check_svar_form_only_when_equal() -> None:
    """Forge writes Locked Hothouse's "seven or more lands" as ``CheckSVar$`` of
    ``Count$Valid Land.YouCtrl``; karlov's ``IsPresent$ Land.YouCtrl | PresentCompare$ GE7``
    says the same. Another valid-card expression or comparison does not."""
    from karlov.targets.forge import ForgeGenerator

    from .case_ir import case_ir

    card = case_ir("locked_hothouse")
    (text,) = ForgeGenerator().generate(card).files.values()
    assert "IsPresent$ Land.YouCtrl | PresentCompare$ GE7" in text
    assert_facts(read_script(text), FACTS["locked_hothouse"])
    for wrong in ("PresentCompare$ GE6", "PresentCompare$ LE7"):
        with pytest.raises(AssertionError, match="To solve"):
            altered = text.replace("PresentCompare$ GE7", wrong)
            assert_facts(read_script(altered), FACTS["locked_hothouse"])
    with pytest.raises(AssertionError, match="To solve"):
        altered = text.replace("IsPresent$ Land.YouCtrl", "IsPresent$ Creature.YouCtrl")
        assert_facts(read_script(altered), FACTS["locked_hothouse"])


@settings(max_examples=150, deadline=None)
@given(name=NASTY.filter(lambda s: s != ""), text=NASTY)
def test_any_name_and_text_read_back_and_cannot_inject(name: str, text: str) -> None:
    script = gateway_express(name=name, text=text)
    written = write_script(script)
    assert written.count("\n") == 10  # 3 header, 3 abilities, 3 SVars, Oracle
    parsed = read_script(written)
    assert (parsed.name, parsed.oracle) == (name, text)
    assert lint_script(parsed, name=name, text=text) == []
    written_descriptions = [
        a.get("TriggerDescription") or a.get("Description") for a in parsed.abilities
    ]
    assert [decode_text(d or "") for d in written_descriptions] == descriptions(text)


# ------------------------------------------------------------------ the linter rejects bad scripts

GOOD = write_script(gateway_express())


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (
            ("Execute$ TrigSolve", "Execute$ TrigSolver"),
            "Execute$ names SVar 'TrigSolver', which is not defined",
        ),
        (("Mode$ Phase", "Mode$ Phaze"), "unknown trigger mode 'Phaze'"),
        (("DB$ AlterAttribute", "DB$ AlterAttributes"), "unknown API 'AlterAttributes'"),
        (("Mode$ Continuous", "Mode$ Continous"), "unknown static mode 'Continous'"),
        (("Phase$ End of Turn", "Phase$ End Step"), "unknown step 'End Step'"),
        (("AddPower$ 1", "AddPowr$ 1"), "unknown parameter key 'AddPowr$'"),
        (("| Phase$", "|Phase$"), "is not preceded by ' | '"),
        (("NumDmg$ 1", "NumDmg$1"), "no space after 'NumDmg$'"),
        (("ManaCost:1 W", "ManaCost:1 Q"), "ManaCost: '1 Q' is not a Forge mana cost"),
        (("Types:", "Type:"), "unknown line key 'Type'"),
        (("TriggerZones$ Battlefield", "TriggerZones$ Battlefeld"), "unknown zone(s) Battlefeld"),
        (("SVarCompare$ GE3", "SVarCompare$ AT3"), "SVarCompare$ 'AT3' is not a comparator"),
        (
            ("SVar:AttackedCount:Count$AttackersDeclared", "SVar:Unused:Count$AttackersDeclared"),
            "CheckSVar$ names",
        ),
        (
            (
                "Defined$ Self | Attributes$ Solved",
                "Defined$ Self | Attributes$ Solved | SubAbility$ TrigSolve",
            ),
            "SVar 'TrigSolve' refers back to itself",
        ),
        (("Oracle:When", "Oracle:Whenever"), "Oracle: reads back as"),
        (("Name:Case", "Name:\\qCase"), "malformed escape"),
        (("NumDmg$ 1", "NumDmg$ 1 | NumDmg$ 2"), "parameter 'NumDmg$' given twice"),
    ],
)
def test_linter_rejects(edit: tuple[str, str], message: str) -> None:
    old, new = edit
    assert old in GOOD
    broken = GOOD.replace(old, new, 1)
    problems = lint_script(
        broken, name="Case of the Gateway Express", text=gateway_express().oracle
    )
    assert any(message in p for p in problems), problems


def test_linter_reports_unknown_check_svar_reference_as_unused_and_undefined() -> None:
    broken = GOOD + "SVar:Leftover:Count$xPaid\n"
    broken = broken.replace("SVar:Leftover:Count$xPaid\n", "").replace(
        "SVar:TrigSolve", "SVar:Leftover:Count$xPaid\nSVar:TrigSolve"
    )
    assert any("SVar 'Leftover' is never referenced" in p for p in lint_script(broken))


def test_linter_rejects_structure_problems() -> None:
    assert "the script must end with exactly one line feed" in lint_script(GOOD.rstrip("\n"))
    assert any("second 'Name:' line" in p for p in lint_script("Name:A\n" + GOOD))
    assert any("empty line" in p for p in lint_script(GOOD.replace("\nT:", "\n\nT:", 1)))
    assert any("the last line must be 'Oracle:'" in p for p in lint_script(GOOD + "K:Flying\n"))
    activated = GOOD.replace("S:Mode$ Continuous", "A:AB$ Draw | Activation$ Solved | S:Mode$ X")
    assert any("needs a Cost$" in p for p in lint_script(activated))


@pytest.mark.parametrize(
    ("keyword", "known"),
    [("Flying", True), ("First Strike", True), ("Flashback:2 R", True), ("Crew:3", True),
     ("Enchant creature", True), ("flying", True), ("Flyng", False), ("Solved", False)],
)  # fmt: skip
def test_keyword_lines(keyword: str, known: bool) -> None:
    text = GOOD.replace("T:Mode$ ChangesZone", f"K:{keyword}\nT:Mode$ ChangesZone", 1)
    problems = lint_script(text)
    assert (f"K: '{keyword}' is not a Forge keyword" not in problems) is known


def test_vocabulary_covers_every_fact() -> None:
    for fact in FACTS.values():
        assert set(fact["apis"]) <= V.API_TYPES, fact["name"]
        assert fact["to_solve"]["phase"] in V.PHASES
        for ability in [fact["to_solve"], *fact.get("solved", []), *fact.get("other", [])]:
            mode = ability.get("mode")
            if ability.get("kind") == "static":
                assert mode in V.STATIC_MODES
            elif mode is not None:
                assert mode in V.TRIGGER_MODES
            if "event" in ability:
                assert ability["event"] in V.REPLACEMENT_EVENTS
            if "api" in ability:
                assert ability["api"] in V.API_TYPES
