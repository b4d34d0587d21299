"""Hostile and broken card text (issue 11): positioned diagnostics, never an exception, nothing
the user wrote lost, and lines numbered as editors number them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import karlov
from karlov.compiler import compile_card
from karlov.frontend.diagnostics import Diagnostic, Severity, Span, escaped
from karlov.frontend.layout import MAX_NAME_LINE_LENGTH, split_lines
from karlov.runtime.mana import ManaCost, plan_payment

ROOT = Path(__file__).resolve().parents[2]


def codes(text: str) -> list[tuple[str, int, int]]:
    return [(d.code, d.span.line, d.span.column) for d in karlov.check(text)]


# ---- mana symbols the grammar accepts in a cost ----------------------------------------------


@pytest.mark.parametrize(
    ("symbol", "rule"), [("{T}", "107.5"), ("{Q}", "107.6"), ("{E}", "107.14")]
)
def test_a_symbol_that_is_not_mana_in_a_mana_cost_is_e013(symbol: str, rule: str) -> None:
    diagnostics = karlov.check(f"Opt {{1}}{symbol}\nInstant\nDraw a card.\n")
    assert [(d.code, d.span.line, d.span.column, d.span.end_column) for d in diagnostics] == [
        ("E013", 1, 8, 11)
    ]
    assert symbol in diagnostics[0].message and rule in diagnostics[0].message


def test_snow_mana_is_valid_and_paid_only_with_mana_from_a_snow_source() -> None:
    """CR 107.4h: {S} is one mana of any type from a snow source; the payment plan writes
    such mana in lowercase."""
    assert karlov.check("Opt {S}\nInstant\nDraw a card.\n") == []
    assert karlov.check("Opt {1}\nArtifact\n{S}: Draw a card.\n") == []
    assert ManaCost.parse("{S}{G}").mana_value == 2  # CR 202.3: {S} counts one
    snow = ManaCost.parse("{S}")
    assert plan_payment(snow, {"G": 1}, [], 0) is None
    assert plan_payment(snow, {"g": 1}, [], 0) is not None
    assert plan_payment(snow, {}, [[("G",)]], 0) is None
    assert plan_payment(snow, {}, [[("c",)]], 0) is not None
    # snow mana pays {G} too; the other green mana pays the generic {1}
    plan = plan_payment(ManaCost.parse("{1}{G}"), {"g": 1, "G": 1}, [], 0)
    assert plan is not None and sorted(plan.pool_units) == ["G", "g"]


@pytest.mark.parametrize("cost", ["{R/G/P}", "{W/U/P}", "{C/W}"])
def test_phyrexian_hybrid_and_colorless_hybrid_costs_compile(cost: str) -> None:
    (card,) = karlov.parse(f"Opt {cost}\nInstant\nDraw a card.\n")
    assert karlov.check(f"Opt {cost}\nInstant\nDraw a card.\n") == []
    assert compile_card(card).ok


def test_a_hybrid_phyrexian_symbol_is_paid_by_either_color_or_two_life() -> None:
    """CR 107.4f: {R/G/P} is paid with one red or one green mana, or with 2 life."""
    cost = ManaCost.parse("{R/G/P}")
    assert str(cost) == "{R/G/P}" and cost.colors == {"R", "G"} and cost.mana_value == 1
    assert plan_payment(cost, {"G": 1}, [], 0) is not None
    assert plan_payment(cost, {"R": 1}, [], 0) is not None
    assert plan_payment(cost, {"U": 1}, [], 1) is None
    by_life = plan_payment(cost, {"U": 1}, [], 2)
    assert by_life is not None and by_life.life == 2


def test_a_mana_cost_with_an_energy_symbol_never_raises_in_the_compiler() -> None:
    card = karlov.parse("Opt {U}\nInstant\nDraw a card.\n")[0]
    import dataclasses

    broken = dataclasses.replace(card, mana_cost=("{E}",))
    compiled = compile_card(broken)
    assert not compiled.ok and [d.code for d in compiled.diagnostics] == ["C001"]


# ---- numbers -------------------------------------------------------------------------------


def test_a_power_of_five_thousand_digits_is_e042_not_an_exception() -> None:
    text = "Bear {1}\nCreature — Bear\n" + "9" * 5000 + "/1\n"
    assert codes(text) == [("E042", 3, 1)]


def test_a_long_number_in_ability_text_is_e042() -> None:
    assert codes("Bolt {R}\nInstant\nBolt deals 1234567 damage to any target.\n") == [
        ("E042", 3, 12)
    ]
    assert codes("Bolt {R}\nInstant\nBolt deals 123456 damage to any target.\n") == []


# ---- nothing vanishes ----------------------------------------------------------------------


def test_a_nul_in_an_ability_line_is_reported_and_hides_no_card_level_check() -> None:
    text = "Shock {R}\nInstant\nFlying\x00\nSolved — Draw a card.\n"
    assert codes(text) == [("E001", 3, 7), ("E022", 4, 1)]


def test_a_misspelt_keyword_that_cannot_be_recovered_in_place_is_still_reported() -> None:
    text = "Case {1}\nEnchantment — Case\nTosolve—Draw a card.\n"
    found = codes(text)
    assert found[0][0] == "E011"


@pytest.mark.parametrize("char", ["\x00", "\x01", "\x0b", "\x0c", "\x1c", "\x7f", "\x85", "\u2028"])
def test_every_line_with_a_control_character_is_parsed_or_reported(char: str) -> None:
    """Each ability line either becomes an ability or carries a diagnostic."""
    text = (
        f"Case of Bits {{1}}\nEnchantment — Case\nFlying{char}\n"
        "When this Case enters, draw a card.\n"
    )
    card_file_diagnostics = karlov.check(text)
    assert any(d.span.line == 3 and d.is_error for d in card_file_diagnostics), char


# ---- bounds on every line kind ---------------------------------------------------------------


def test_a_name_of_a_million_characters_is_e040() -> None:
    text = "N" * 1_000_000 + " {1}\nInstant\nDraw a card.\n"
    (diagnostic,) = karlov.check(text)
    assert diagnostic.code == "E040" and diagnostic.span.column == MAX_NAME_LINE_LENGTH + 1
    assert "name line" in diagnostic.message


def test_a_long_type_line_and_a_long_comment_are_e040() -> None:
    type_line = "Creature — " + " ".join(["Bear"] * 20_000)
    assert codes(f"Bear {{1}}\n{type_line}\n2/2\n") == [("E040", 2, 201)]
    assert codes("# " + "x" * 2000 + "\nOpt {U}\nInstant\nDraw a card.\n") == [("E040", 1, 1001)]


def test_a_long_power_toughness_line_is_e040() -> None:
    assert codes("Bear {1}\nCreature — Bear\n999999+999999/999999+999999\n") == [("E040", 3, 21)]


# ---- a card named like its own text ------------------------------------------------------------


def test_a_card_named_like_its_ability_formats_to_text_that_parses() -> None:
    from karlov.cli import _canonical_text

    text = "Draw a card. {1}\nSorcery\nDraw a card\n"
    assert [d.code for d in karlov.check(text)] == ["W104"]
    canonical = _canonical_text(text, "x.card")
    assert canonical == "Draw a card. {1}\nSorcery\nDraw a card.\n"
    assert karlov.check(canonical) == []


# ---- line numbers ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "separator", ["\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"]
)
def test_only_lf_crlf_and_cr_end_a_line(separator: str) -> None:
    text = f"# a comment{separator}Draw a card.\nOpt {{U}}\nInstant\nDraw a crad.\n"
    diagnostics = karlov.check(text)
    assert [(d.code, d.span.line) for d in diagnostics] == [("E001", 4)]
    (card,) = karlov.parse(
        f"# a comment{separator}Draw a card.\nOpt {{U}}\nInstant\nDraw a card.\n"
    )
    assert len(card.abilities) == 1


def test_split_lines_matches_editors() -> None:
    assert split_lines("a\r\nb\rc\nd\x0ce\u2028f\n") == ["a", "b", "c", "d\x0ce\u2028f"]
    assert split_lines("") == [] and split_lines("\n") == [""] and split_lines("a") == ["a"]


def test_the_package_never_splits_lines_with_str_splitlines() -> None:
    offenders = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in sorted((ROOT / "karlov").rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1)
        if ".splitlines(" in line
    ]
    assert offenders == []


# ---- output ----------------------------------------------------------------------------------


def test_names_messages_and_echoed_text_escape_control_and_bidi_characters() -> None:
    diagnostic = Diagnostic(
        Span("a\n0 errors, 0 warnings in 1 file\u202e.card", 1, 1, 1, 2),
        Severity.ERROR,
        "E001",
        "unexpected '\u202e'",
        source_line="x\u2028y\x1b[2J",
    )
    rendered = diagnostic.render()
    assert rendered.count("\n") == 2  # header, source line, caret line
    assert "\u202e" not in rendered and "\x1b" not in rendered and "\u2028" not in rendered
    assert rendered.startswith("a\\n0 errors, 0 warnings in 1 file\\u202e.card:1:1: error")
    assert "1 | x\\u2028y\\x1b[2J" in rendered
    assert escaped("tab\there", keep="\t") == "tab\there" and escaped("é — ok") == "é — ok"


def test_a_long_line_is_echoed_around_the_caret() -> None:
    line = "a" * 5000 + "BAD" + "b" * 5000
    diagnostic = Diagnostic(
        Span("f", 1, 5001, 1, 5004), Severity.ERROR, "E001", "m", source_line=line
    )
    _, source, caret = diagnostic.render().split("\n")
    assert len(source) < 170 and len(caret) < 170
    assert source.index("BAD") == caret.index("^^^") and caret.endswith("^^^")
    assert source.startswith("1 | …") and source.endswith("…")


def test_a_10000_character_line_gives_a_short_caret_line() -> None:
    text = "Opt {U}\nInstant\n" + "Draw a card " + "x" * 10_000 + "\n"
    rendered = "\n".join(d.render() for d in karlov.check(text))
    assert max(len(line) for line in rendered.split("\n")) < 200


def test_golden_expected_files_hold_no_raw_control_or_bidi_character() -> None:
    for path in sorted((ROOT / "tests" / "golden").glob("*.expected")):
        text = path.read_text(encoding="utf-8")
        assert not re.search(
            r"[\x00-\x08\x0b-\x1f\x7f\u202a-\u202e\u2066-\u2069\u2028\u2029]", text
        ), path


def test_a_file_of_blank_lines_has_no_cards() -> None:
    """Found by the fuzz harness: a warning about the blank lines hid E033, so check passed a
    file that fmt turned into an empty one."""
    assert [d.code for d in karlov.check("\n")] == ["E033", "W114"]


# ---- names ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name_line", "column"),
    [
        ("\ufeffOpt {U}", 1),  # a byte order mark that does not start the file
        ("Op\u200bt {U}", 3),  # zero-width space
        ("Opt\u00a0{U}", 4),  # no-break space
        ("Opt\u2028 {U}", 4),  # line separator (not a line break in karlov, CR-wise text)
        ("Opt\ue000 {U}", 4),  # private use
    ],
)
def test_a_character_that_cannot_be_in_a_name_is_e043(name_line: str, column: int) -> None:
    text = f"\n{name_line}\nInstant\nDraw a card.\n"
    assert ("E043", 2, column) in codes(text)


def test_fmt_of_a_card_whose_name_held_a_byte_order_mark_is_refused_not_changed(
    tmp_path: Path,
) -> None:
    # Found by the fuzz harness: the BOM inside the file checked clean, and fmt was not
    # idempotent (it moved the BOM to the start of the file, where it means something else).
    # Now the card is an error, and fmt leaves a file with errors alone.
    from karlov.cli import main

    path = tmp_path / "opt.card"
    path.write_bytes("\n\ufeffOpt {U}\nInstant\nDraw a card.\n".encode())
    before = path.read_bytes()
    assert main(["fmt", str(path)]) == 1
    assert path.read_bytes() == before


def test_names_with_accents_and_apostrophes_are_fine() -> None:
    assert codes("Lim-Dûl’s Vault {U}{B}\nInstant\nDraw a card.\n") == []


def test_quoted_texts_are_bounded_per_line_above_what_oracle_prints() -> None:
    """E041 bounds the quoted texts of a line at 8; Oracle prints up to 4 (words quoted in
    reminder text count too), and those lines are read, not refused."""
    resonator = (
        "Strionic Resonator {2}\nArtifact\n{2}, {T}: Copy target triggered ability you control."
        " You may choose new targets for the copy. (A triggered ability uses the words"
        ' "when," "whenever," or "at.")\n'
    )
    assert "E041" not in [code for code, _, _ in codes(resonator)]
    nine = " ".join(f'"{letter}"' for letter in "abcdefghi")
    assert codes(f"Bear {{1}}\nCreature — Bear\nBear has {nine}.\n2/2\n") == [("E041", 3, 1)]
