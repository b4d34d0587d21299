"""``karlov lsp`` end to end: a real client, the server as ``python -m karlov lsp``, every
feature at least once, each answer compared exactly."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from karlov.compiler.library import BUNDLED

from .conftest import change_document, doc, open_document, pos, rng

pytestmark = pytest.mark.asyncio(loop_scope="module")

OPT = "Opt {U}\nInstant\nScry 1. Draw a card\n"

#: A name with an accented letter and a character outside the Basic Multilingual Plane (one
#: code point, two UTF-16 units) before a diagnostic on the same line.
SLEUTH = (
    "Café🃏 Sleuth {1}{U}\n"
    "Creature — Human Detective\n"
    "When Café🃏 Sleuth enters, conjure a card named Shock into your hand\n"
    "2/2\n"
)


async def test_diagnostics_on_open_have_code_range_severity_and_help(
    client: LanguageClient,
) -> None:
    (found,) = await open_document(client, "file:///work/opt.card", OPT)
    assert found.code == "W104"
    assert found.source == "karlov"
    assert found.message == "this sentence has no final period"
    assert found.severity == types.DiagnosticSeverity.Warning
    # The period goes after the last character of 'Scry 1. Draw a card' (19 characters).
    assert found.range == rng((2, 19), (2, 19))
    assert list(found.related_information) == [
        types.DiagnosticRelatedInformation(
            types.Location("file:///work/opt.card", rng((2, 19), (2, 19))),
            "help: end the sentence with '.'",
        )
    ]


async def test_positions_count_utf16_code_units(client: LanguageClient) -> None:
    (found,) = await open_document(client, "file:///work/sleuth.card", SLEUTH)
    line = SLEUTH.split("\n")[2]
    # 67 code points; '🃏' is two UTF-16 units, so the line's end is character 68.
    assert len(line) == 67
    assert found.code == "W104"
    assert found.range == rng((2, 68), (2, 68))


async def test_diagnostics_on_change_and_e050_names_the_first_definition(
    client: LanguageClient,
) -> None:
    uri = "file:///work/twice.card"
    assert list(await open_document(client, uri, OPT.replace("card\n", "card.\n"))) == []
    added = "\nOpt {U}\nInstant\nScry 1. Draw a card.\n"
    found = await change_document(
        client, uri, 2, [types.TextDocumentContentChangePartial(rng((3, 0), (3, 0)), added)]
    )
    assert [(d.code, d.range, d.severity) for d in found] == [
        ("E050", rng((4, 0), (6, 20)), types.DiagnosticSeverity.Error)
    ]
    assert found[0].message == (
        "the card 'Opt' is already defined at file:///work/twice.card:1:1; each card name may "
        "be defined once among the files given together"
    )
    assert found[0].related_information[1] == types.DiagnosticRelatedInformation(
        types.Location(uri, rng((0, 0), (0, 3))), "'Opt' is first defined here"
    )


async def test_an_edit_reparses_only_the_card_it_touched(client: LanguageClient) -> None:
    uri = "file:///work/three.card"
    text = OPT.replace("Opt", "One") + "\n" + OPT.replace("Opt", "Two") + "\n"
    text += OPT.replace("Opt", "Three")
    before = await client.workspace_execute_command_async(
        types.ExecuteCommandParams("karlov.cardParses")
    )
    await open_document(client, uri, text)
    opened = await client.workspace_execute_command_async(
        types.ExecuteCommandParams("karlov.cardParses")
    )
    assert opened - before == 3
    # Line 6 is "Scry 1. Draw a card" of the card Two: end its sentence.
    found = await change_document(
        client, uri, 2, [types.TextDocumentContentChangePartial(rng((6, 19), (6, 19)), ".")]
    )
    edited = await client.workspace_execute_command_async(
        types.ExecuteCommandParams("karlov.cardParses")
    )
    assert edited - opened == 1
    assert [d.range.start.line for d in found] == [2, 10]


async def test_quick_fix_is_the_diagnostic_fix(client: LanguageClient) -> None:
    uri = "file:///work/fix.card"
    (found,) = await open_document(client, uri, OPT)
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(doc(uri), found.range, types.CodeActionContext([found]))
    )
    quick, fix_all = actions
    assert quick.title == "Fix W104: write '.'"
    assert quick.kind == types.CodeActionKind.QuickFix
    assert list(quick.edit.changes[uri]) == [types.TextEdit(rng((2, 19), (2, 19)), ".")]
    assert fix_all.title == "Fix all karlov warnings in this file"
    assert fix_all.kind == "source.fixAll.karlov"
    assert list(fix_all.edit.changes[uri]) == [
        types.TextEdit(rng((0, 0), (3, 0)), "Opt {U}\nInstant\nScry 1. Draw a card.\n")
    ]


async def test_fix_all_applies_every_fixable_warning(client: LanguageClient) -> None:
    uri = "file:///work/fix_all.card"
    text = "Opt {U}\ninstant\nScry 1.  Draw a card\n"
    found = await open_document(client, uri, text)
    assert [d.code for d in found] == ["W117", "W112", "W104"]
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            doc(uri), rng((0, 0), (0, 0)), types.CodeActionContext([], only=["source.fixAll"])
        )
    )
    (fix_all,) = actions
    assert fix_all.edit.changes[uri][0].new_text == "Opt {U}\nInstant\nScry 1. Draw a card.\n"


async def test_completion_offers_what_the_parser_accepts(client: LanguageClient) -> None:
    uri = "file:///work/complete.card"
    text = "Smash {R}\nInstant\nDestroy target \n"
    await open_document(client, uri, text)
    result = await client.text_document_completion_async(
        types.CompletionParams(doc(uri), pos(2, 15))
    )
    labels = {item.label: item for item in result.items}
    assert {"creature", "artifact", "Detective", "tapped", "nontoken"} <= set(labels)
    assert "draw" not in labels  # a verb cannot follow "target"
    assert labels["creature"].kind == types.CompletionItemKind.Class
    assert labels["creature"].detail == "a card type such as 'creature'"


async def test_completion_snippets_for_the_case_keywords(client: LanguageClient) -> None:
    uri = "file:///work/snippets.card"
    text = "Case of Tests {1}{W}\nEnchantment — Case\n\n"
    await open_document(client, uri, text)
    result = await client.text_document_completion_async(
        types.CompletionParams(doc(uri), pos(2, 0))
    )
    labels = {item.label: item for item in result.items}
    solve = labels["To solve —"]
    assert solve.insert_text == "To solve — ${1:condition}."
    assert solve.insert_text_format == types.InsertTextFormat.Snippet
    assert labels["Solved —"].insert_text == "Solved — ${1:ability}"
    assert "Destroy" in labels  # a sentence starts with a capital


async def test_completion_on_the_type_line(client: LanguageClient) -> None:
    uri = "file:///work/type_line.card"
    await open_document(client, uri, "Bear {1}{G}\nCreature — \n2/2\n")
    result = await client.text_document_completion_async(
        types.CompletionParams(doc(uri), pos(1, 11))
    )
    labels = {item.label for item in result.items}
    assert {"Bear", "Detective", "Human"} <= labels
    assert "creature" not in labels


async def test_hover_explains_the_ability_from_its_ir(client: LanguageClient) -> None:
    uri = "file:///work/hover.card"
    path = BUNDLED / "cases" / "case_of_the_burning_masks.card"
    text = path.read_text(encoding="utf-8")
    await open_document(client, uri, text)
    result = await client.text_document_hover_async(types.HoverParams(doc(uri), pos(3, 5)))
    assert result.contents == types.MarkupContent(
        types.MarkupKind.PlainText,
        "To solve (CR 719.3a): at the beginning of your end step, if this Case isn't solved "
        "and three or more sources you controlled dealt damage this turn, it becomes solved "
        "(it gains the solved designation, CR 702.169).",
    )
    assert result.range == rng((3, 0), (3, len(text.split("\n")[3])))


async def test_formatting_is_karlov_fmt(client: LanguageClient) -> None:
    uri = "file:///work/format.card"
    text = "Opt {U}\ninstant\nScry 1.  Draw a card\n\n\n"
    await open_document(client, uri, text)
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(doc(uri), types.FormattingOptions(4, True))
    )
    assert list(edits) == [
        types.TextEdit(rng((0, 0), (5, 0)), "Opt {U}\nInstant\nScry 1. Draw a card.\n")
    ]


async def test_formatting_leaves_a_document_with_an_error_alone(client: LanguageClient) -> None:
    uri = "file:///work/format_error.card"
    await open_document(client, uri, "Opt {U}\nInstnat\nScry 1.\n")
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(doc(uri), types.FormattingOptions(4, True))
    )
    assert list(edits) == []


async def test_document_symbols_are_cards_and_their_abilities(client: LanguageClient) -> None:
    uri = "file:///work/symbols.card"
    await open_document(client, uri, SLEUTH + "\n" + OPT)
    sleuth, opt = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(doc(uri))
    )
    assert (sleuth.name, sleuth.kind, sleuth.detail) == (
        "Café🃏 Sleuth",
        types.SymbolKind.Class,
        "Creature — Human Detective",
    )
    assert sleuth.range == rng((0, 0), (3, 3))
    assert sleuth.selection_range == rng((0, 0), (0, 13))  # 12 code points, 13 UTF-16 units
    (trigger,) = sleuth.children
    assert trigger.name.startswith("When Café🃏 Sleuth enters, conjure a card named Shock")
    assert (trigger.detail, trigger.range) == ("triggered", rng((2, 0), (2, 68)))
    assert (opt.name, opt.range, [c.detail for c in opt.children]) == (
        "Opt",
        rng((5, 0), (7, 19)),
        ["spell"],
    )


async def test_definition_in_the_same_document(client: LanguageClient) -> None:
    uri = "file:///work/define.card"
    shock = "Shock {R}\nInstant\nShock deals 2 damage to any target.\n"
    await open_document(client, uri, SLEUTH + "\n" + shock)
    # 'Shock' after "named " on line 2: code point 47, UTF-16 character 48.
    found = await client.text_document_definition_async(
        types.DefinitionParams(doc(uri), pos(2, 48))
    )
    assert found == types.Location(uri, rng((5, 0), (5, 5)))
    nothing = await client.text_document_definition_async(
        types.DefinitionParams(doc(uri), pos(2, 5))
    )
    assert nothing is None


async def test_definition_in_the_workspace_and_the_bundled_cards(
    client: LanguageClient, workspace: Path
) -> None:
    uri = "file:///work/elsewhere.card"
    text = (
        "Old Hand {2}{W}\n"
        "Creature — Human Soldier\n"
        "When Old Hand enters, conjure a card named Fblthp, the Lost into your hand.\n"
        "When Old Hand dies, conjure a card named Ghost Card into your hand.\n"
        "1/1\n"
    )
    await open_document(client, uri, text)
    bundled = await client.text_document_definition_async(
        types.DefinitionParams(doc(uri), pos(2, 45))
    )
    fblthp = Path(str(BUNDLED / "support" / "fblthp_the_lost.card")).resolve()
    assert bundled == types.Location(fblthp.as_uri(), rng((0, 0), (0, 16)))
    in_workspace = await client.text_document_definition_async(
        types.DefinitionParams(doc(uri), pos(3, 45))
    )
    ghost = (workspace / "ghost_card.card").resolve()
    assert in_workspace == types.Location(ghost.as_uri(), rng((0, 0), (0, 10)))
