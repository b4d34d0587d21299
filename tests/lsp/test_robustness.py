"""Bad input never ends the server: text karlov cannot read is a diagnostic, a malformed request
an error response, and the server answers the next request as before."""

from __future__ import annotations

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from karlov.frontend.sources import MAX_SOURCE_BYTES

from .conftest import doc, open_document, pos

pytestmark = pytest.mark.asyncio(loop_scope="module")

OPT = "Opt {U}\nInstant\nScry 1. Draw a card.\n"


async def _still_serves(client: LanguageClient) -> None:
    assert list(await open_document(client, "file:///work/after.card", OPT)) == []


async def test_a_lone_surrogate_is_k002(client: LanguageClient) -> None:
    (found,) = await open_document(client, "file:///work/surrogate.card", "Opt {U}\nIn\ud800\n")
    assert (found.code, found.range.start, found.severity) == (
        "K002",
        pos(1, 2),
        types.DiagnosticSeverity.Error,
    )
    assert found.message.startswith("this file is not valid UTF-8: byte 0xED at offset 10")
    await _still_serves(client)


async def test_a_nul_character_is_k003(client: LanguageClient) -> None:
    (found,) = await open_document(client, "file:///work/nul.card", "Opt {U}\n\0Instant\n")
    assert found.code == "K003"
    assert found.range.start == pos(1, 0)


async def test_a_ten_megabyte_document_is_k004(client: LanguageClient) -> None:
    uri = "file:///work/huge.card"
    text = ("Opt {U}\nInstant\nScry 1. Draw a card.\n\n" * 300_000)[: 10 * 1000 * 1000]
    (found,) = await open_document(client, uri, text)
    assert found.code == "K004"
    assert found.message == (
        f"this file is too large: at least {len(text)} bytes, over the "
        f"{MAX_SOURCE_BYTES // (1024 * 1024)} MiB limit for a card file"
    )
    # Every feature answers, with nothing to say.
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(doc(uri)))
    assert list(symbols) == []
    hover = await client.text_document_hover_async(types.HoverParams(doc(uri), pos(2, 3)))
    assert hover is None
    await _still_serves(client)


async def test_an_empty_document_is_k001(client: LanguageClient) -> None:
    (found,) = await open_document(client, "file:///work/empty.card", "")
    assert found.code == "K001"
    result = await client.text_document_completion_async(
        types.CompletionParams(doc("file:///work/empty.card"), pos(0, 0))
    )
    assert list(result.items) == []


async def test_positions_past_the_end_are_answered(client: LanguageClient) -> None:
    uri = "file:///work/far.card"
    await open_document(client, uri, OPT)
    for line, character in ((2, 500), (40, 0)):
        where = pos(line, character)
        await client.text_document_hover_async(types.HoverParams(doc(uri), where))
        await client.text_document_definition_async(types.DefinitionParams(doc(uri), where))
        await client.text_document_completion_async(types.CompletionParams(doc(uri), where))
    # A character past the end of a line is the end of that line (LSP); no line 40 exists.
    below = await client.text_document_hover_async(types.HoverParams(doc(uri), pos(40, 0)))
    assert below is None
    await _still_serves(client)
