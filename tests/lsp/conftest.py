"""A client talking to ``python -m karlov lsp`` over stdio (pytest-lsp), one server per module,
and helpers that open and edit documents and wait for their diagnostics.

The server is started with a workspace folder of its own (``WORKSPACE_CARDS``), so go to
definition has a file of the workspace to find. Every test opens its own document URI, so the
tests of a module do not depend on each other's documents.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

#: A card file in the server's workspace folder (not open in the editor).
WORKSPACE_CARDS = "Ghost Card {1}{U}\nSorcery\nDraw a card.\n"

#: How long to wait for a notification before failing instead of hanging (a guard, not a
#: measurement: no test asserts a time).
GUARD_SECONDS = 120


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("workspace")
    (folder / "ghost_card.card").write_text(WORKSPACE_CARDS, encoding="utf-8")
    return folder


@pytest_lsp.fixture(
    scope="module",
    config=ClientServerConfig(server_command=[sys.executable, "-m", "karlov", "lsp"]),
)
async def client(lsp_client: LanguageClient, workspace: Path):
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities("visual-studio-code"),
            root_uri=workspace.as_uri(),
            workspace_folders=[types.WorkspaceFolder(workspace.as_uri(), "workspace")],
        )
    )
    yield
    await lsp_client.shutdown_session()


async def _diagnostics_of(client: LanguageClient, uri: str) -> list[types.Diagnostic]:
    while uri not in client.diagnostics:
        await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[uri]


async def open_document(client: LanguageClient, uri: str, text: str) -> list[types.Diagnostic]:
    """Open ``text`` as ``uri`` and return the diagnostics the server publishes for it."""
    client.diagnostics.pop(uri, None)
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(uri, "karlov", 1, text))
    )
    return await asyncio.wait_for(_diagnostics_of(client, uri), GUARD_SECONDS)


async def change_document(
    client: LanguageClient,
    uri: str,
    version: int,
    changes: list[types.TextDocumentContentChangeEvent],
) -> list[types.Diagnostic]:
    """Send ``changes`` to ``uri`` and return the diagnostics published after them."""
    client.diagnostics.pop(uri, None)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            types.VersionedTextDocumentIdentifier(version=version, uri=uri), changes
        )
    )
    return await asyncio.wait_for(_diagnostics_of(client, uri), GUARD_SECONDS)


def doc(uri: str) -> types.TextDocumentIdentifier:
    return types.TextDocumentIdentifier(uri)


def pos(line: int, character: int) -> types.Position:
    return types.Position(line, character)


def rng(start: tuple[int, int], end: tuple[int, int]) -> types.Range:
    return types.Range(types.Position(*start), types.Position(*end))
