"""The language server: pygls over stdio, each LSP feature a thin layer over karlov's own API.

Diagnostics are ``karlov check``'s (:mod:`.analysis`), quick fixes are the fixes the
diagnostics carry (applied as ``karlov fmt`` applies them, :mod:`karlov.frontend.fixes`),
formatting is ``karlov fmt``, hover is ``karlov explain``, completion is what the parser
accepts (:mod:`.completion`). Positions are converted in :mod:`.positions` in the encoding
negotiated with the client (UTF-16 unless it offers another).

A handler never lets bad input end the server: text karlov cannot read is a diagnostic, and
an exception in a request handler becomes the request's error response (pygls), while the
other documents and requests carry on.
"""

from __future__ import annotations

import os
from typing import Any

from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pygls.lsp.server import LanguageServer
from pygls.protocol import LanguageServerProtocol
from pygls.uris import from_fs_path, to_fs_path

from karlov import __version__
from karlov.frontend.diagnostics import Diagnostic, Severity
from karlov.frontend.fixes import canonical_text, format_text
from karlov.frontend.syntax import parse_file

from . import completion, navigation
from .analysis import Analysis, CardCache, analyse
from .positions import UTF16, character_of, column_of, document_end, span_range

__all__ = ["FIX_ALL_KIND", "PARSES_COMMAND", "KarlovServer", "serve"]

_SEVERITY = {
    Severity.ERROR: types.DiagnosticSeverity.Error,
    Severity.WARNING: types.DiagnosticSeverity.Warning,
    Severity.NOTE: types.DiagnosticSeverity.Information,
}
_COMPLETION_KIND = {
    "keyword": types.CompletionItemKind.Keyword,
    "type": types.CompletionItemKind.Class,
    "word": types.CompletionItemKind.Text,
    "snippet": types.CompletionItemKind.Snippet,
}
_SORT_RANK = {"snippet": 0, "keyword": 1, "word": 1, "type": 2}
_SYMBOL_KIND = {
    "keyword": types.SymbolKind.Key,
    "static": types.SymbolKind.Property,
    "triggered": types.SymbolKind.Event,
    "activated": types.SymbolKind.Function,
    "replacement": types.SymbolKind.Operator,
    "spell": types.SymbolKind.Method,
    "to solve": types.SymbolKind.Boolean,
    "solved": types.SymbolKind.Event,
    "reminder": types.SymbolKind.String,
}
FIX_ALL_KIND = f"{types.CodeActionKind.SourceFixAll.value}.karlov"
FIX_ALL_TITLE = "Fix all karlov warnings in this file"


class _Answered:
    """What a request that was answered while it was read becomes: pygls drops a message of
    another JSON-RPC version (with a log line) instead of handling it."""

    jsonrpc = "answered"


class _Protocol(LanguageServerProtocol):
    """pygls's protocol, except that a request whose params do not fit its method is answered
    with the error: pygls reports it to the user but answers nothing, and a client waits for
    every request's answer (JSON-RPC 2.0: a request always gets a response)."""

    def structure_message(self, data: dict[str, Any]) -> Any:
        try:
            return super().structure_message(data)
        except JsonRpcException as error:
            if not isinstance(data, dict) or "id" not in data or "method" not in data:
                raise
            self._send_response(data["id"], error=types.ResponseError(error.code, error.message))
            return _Answered()


class KarlovServer(LanguageServer):
    """The server and what it keeps between requests: each open document's analysis, the
    parsed cards (:class:`~.analysis.CardCache`) and the workspace's card names."""

    def __init__(self) -> None:
        super().__init__("karlov", __version__, protocol_cls=_Protocol)
        self.cards = CardCache()
        self.analyses: dict[str, Analysis] = {}
        self.definitions = navigation.Definitions()

    @property
    def encoding(self) -> str:
        """The position encoding agreed with the client (``utf-16``, ``utf-8`` or ``utf-32``)."""
        try:
            chosen = self.workspace.position_encoding
        except RuntimeError:  # before initialize: the protocol's default
            return UTF16
        return str(getattr(chosen, "value", chosen) or UTF16)

    def analysis(self, uri: str) -> Analysis:
        """The document's analysis, brought up to date with its text."""
        text = self.workspace.get_text_document(uri).source
        found = self.analyses.get(uri)
        if found is None or found.text != text:
            found = self.analyses[uri] = analyse(uri, text, self.cards)
        return found

    def to_lsp(self, analysis: Analysis, diagnostic: Diagnostic) -> types.Diagnostic:
        """A karlov diagnostic as LSP's: code, range, severity, and the help (and, for E050,
        the first definition) as related information."""
        related = []
        location = types.Location(analysis.uri, self.range_of(analysis, diagnostic.span))
        help_text = diagnostic.help_text()
        if help_text:
            related.append(types.DiagnosticRelatedInformation(location, f"help: {help_text}"))
        if diagnostic.code == "E050":
            first = _first_definition(analysis, diagnostic)
            if first is not None:
                related.append(first)
        return types.Diagnostic(
            range=location.range,
            message=diagnostic.message,
            severity=_SEVERITY[diagnostic.severity],
            code=diagnostic.code,
            source="karlov",
            related_information=related or None,
            data={"fix": diagnostic.fix} if diagnostic.fix is not None else None,
        )

    def range_of(self, analysis: Analysis, span: Any, offset: int = 0) -> types.Range:
        (sl, sc), (el, ec) = span_range(span, analysis.lines, offset, self.encoding)
        return types.Range(types.Position(sl, sc), types.Position(el, ec))

    def publish(self, uri: str) -> None:
        analysis = self.analysis(uri)
        document = self.workspace.get_text_document(uri)
        diagnostics = [self.to_lsp(analysis, d) for d in analysis.diagnostics]
        self.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri, diagnostics, version=document.version)
        )

    def folders(self) -> list[str]:
        """The workspace folders as paths (the root alone when the client gave no folders)."""
        uris = [folder.uri for folder in self.workspace.folders.values()]
        if not uris and self.workspace.root_uri:
            uris = [self.workspace.root_uri]
        return [path for path in map(to_fs_path, uris) if path]


def _first_definition(
    analysis: Analysis, diagnostic: Diagnostic
) -> types.DiagnosticRelatedInformation | None:
    """E050's other half: the card of the same name defined first in the document."""
    placed = analysis.card_at(diagnostic.span.line)
    if placed is None or placed.card is None:
        return None
    name = placed.card.name
    for other in analysis.cards:
        if other.card is not None and other.card.name == name and other is not placed:
            line = other.first - 1
            where = types.Range(types.Position(line, 0), types.Position(line, len(name)))
            return types.DiagnosticRelatedInformation(
                types.Location(analysis.uri, where), f"'{name}' is first defined here"
            )
    return None


server = KarlovServer()


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: KarlovServer, params: types.DidOpenTextDocumentParams) -> None:
    ls.publish(params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: KarlovServer, params: types.DidChangeTextDocumentParams) -> None:
    ls.publish(params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: KarlovServer, params: types.DidCloseTextDocumentParams) -> None:
    uri = params.text_document.uri
    ls.analyses.pop(uri, None)
    ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri, []))


@server.feature(
    types.TEXT_DOCUMENT_CODE_ACTION,
    types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix, FIX_ALL_KIND]),
)
def code_action(ls: KarlovServer, params: types.CodeActionParams) -> list[types.CodeAction]:
    """A quick fix for each diagnostic in the range that carries a fix, and one action that
    applies every warning's fix in the file (as ``karlov fmt`` applies them, without
    re-rendering the text)."""
    uri = params.text_document.uri
    analysis = ls.analysis(uri)
    only = params.context.only
    actions: list[types.CodeAction] = []
    wanted = params.range
    if not only or any(types.CodeActionKind.QuickFix.value.startswith(k) for k in only):
        for diagnostic in analysis.diagnostics:
            if diagnostic.fix is None or diagnostic.span.line != diagnostic.span.end_line:
                continue
            where = ls.range_of(analysis, diagnostic.span)
            if not _overlaps(where, wanted):
                continue
            what = f"write '{diagnostic.fix}'" if diagnostic.fix else "remove this text"
            edit = types.TextEdit(where, diagnostic.fix)
            actions.append(
                types.CodeAction(
                    title=f"Fix {diagnostic.code}: {what}",
                    kind=types.CodeActionKind.QuickFix,
                    diagnostics=[ls.to_lsp(analysis, diagnostic)],
                    is_preferred=True,
                    edit=types.WorkspaceEdit(changes={uri: [edit]}),
                )
            )
    if not only or any(FIX_ALL_KIND.startswith(k) for k in only):
        fixed = _fix_all(analysis)
        if fixed is not None:
            actions.append(
                types.CodeAction(
                    title=FIX_ALL_TITLE,
                    kind=FIX_ALL_KIND,
                    edit=types.WorkspaceEdit(changes={uri: [_whole(ls, analysis, fixed)]}),
                )
            )
    return actions


def _overlaps(a: types.Range, b: types.Range) -> bool:
    start_a, end_a = (a.start.line, a.start.character), (a.end.line, a.end.character)
    start_b, end_b = (b.start.line, b.start.character), (b.end.line, b.end.character)
    return start_a <= end_b and start_b <= end_a


def _fix_all(analysis: Analysis) -> str | None:
    """The text with every warning's fix applied, round after round as ``fmt`` does, or None
    when no warning has a fix (the text is never rendered: only the fixes change it)."""
    if not any(not d.is_error and d.fix is not None for d in analysis.diagnostics):
        return None
    fixed = format_text(
        analysis.text,
        analysis.uri,
        lambda text, name: parse_file(text, name)[1],
        lambda text, _name: text,
    )
    return None if fixed is None or fixed == analysis.text else fixed


def _whole(ls: KarlovServer, analysis: Analysis, new_text: str) -> types.TextEdit:
    line, character = document_end(analysis.text, ls.encoding)
    whole = types.Range(types.Position(0, 0), types.Position(line, character))
    return types.TextEdit(whole, new_text)


@server.feature(types.TEXT_DOCUMENT_FORMATTING)
def formatting(ls: KarlovServer, params: types.DocumentFormattingParams) -> list[types.TextEdit]:
    """``karlov fmt``: the whole document in canonical form; nothing when it has an error (fmt
    never formats such a file) or when fmt's text would not parse again."""
    analysis = ls.analysis(params.text_document.uri)
    if not analysis.cards or analysis.has_errors:
        return []
    new_text = canonical_text(analysis.text, analysis.uri)
    if new_text is None or new_text == analysis.text:
        return []
    if any(d.is_error for d in parse_file(new_text, analysis.uri)[1]):
        return []
    return [_whole(ls, analysis, new_text)]


@server.feature(
    types.TEXT_DOCUMENT_COMPLETION,
    types.CompletionOptions(trigger_characters=[" "]),
)
def complete(ls: KarlovServer, params: types.CompletionParams) -> types.CompletionList:
    """The words the parser accepts where the cursor's word starts (:mod:`.completion`)."""
    analysis = ls.analysis(params.text_document.uri)
    index = params.position.line
    lines = analysis.lines
    if not analysis.text or index > len(lines):
        return types.CompletionList(is_incomplete=False, items=[])
    line = lines[index] if index < len(lines) else ""
    column = column_of(line, params.position.character, ls.encoding)
    placed = analysis.card_at(index + 1)
    names: tuple[str, ...] = ()
    if placed is not None and placed.card is not None:
        names = tuple(n for n in (placed.card.name, placed.card.short_name) if n)
    role = completion.line_role(lines if index < len(lines) else [*lines, ""], index)
    items = []
    for found in completion.suggestions(line, column, role, names):
        items.append(
            types.CompletionItem(
                label=found.label,
                kind=_COMPLETION_KIND[found.kind],
                detail=found.detail or None,
                sort_text=f"{_SORT_RANK[found.kind]}{found.label.lower()}",
                insert_text=found.snippet,
                insert_text_format=types.InsertTextFormat.Snippet if found.snippet else None,
            )
        )
    return types.CompletionList(is_incomplete=False, items=items)


@server.feature(types.TEXT_DOCUMENT_HOVER)
def hover(ls: KarlovServer, params: types.HoverParams) -> types.Hover | None:
    """What the ability under the cursor means, from its IR (``karlov explain``)."""
    analysis = ls.analysis(params.text_document.uri)
    line = params.position.line + 1
    text = navigation.hover_text(analysis, line)
    if text is None:
        return None
    width = len(analysis.lines[line - 1]) if line <= len(analysis.lines) else 0
    span_line = types.Range(
        types.Position(line - 1, 0),
        types.Position(line - 1, ls_units(ls, analysis, line - 1, width)),
    )
    return types.Hover(types.MarkupContent(types.MarkupKind.PlainText, text), span_line)


def ls_units(ls: KarlovServer, analysis: Analysis, index: int, column: int) -> int:
    """The client's character for code-point ``column`` of the document's line ``index``."""
    line = analysis.lines[index] if index < len(analysis.lines) else ""
    return character_of(line, column, ls.encoding)


@server.feature(types.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
def document_symbols(
    ls: KarlovServer, params: types.DocumentSymbolParams
) -> list[types.DocumentSymbol]:
    """The cards of the document, each with its abilities as children."""
    analysis = ls.analysis(params.text_document.uri)
    found = []
    for card in navigation.symbols(analysis):
        children = []
        for ability in card.abilities:
            index = ability.line - 1
            where = types.Range(
                types.Position(index, ls_units(ls, analysis, index, ability.start)),
                types.Position(index, ls_units(ls, analysis, index, ability.end)),
            )
            children.append(
                types.DocumentSymbol(
                    name=ability.name,
                    kind=_SYMBOL_KIND.get(ability.kind.value, types.SymbolKind.Field),
                    range=where,
                    selection_range=where,
                    detail=ability.kind.value,
                )
            )
        last = card.last - 1
        whole = types.Range(
            types.Position(card.first - 1, 0),
            types.Position(last, ls_units(ls, analysis, last, len(analysis.lines[last]))),
        )
        name_end = ls_units(ls, analysis, card.first - 1, len(card.name))
        found.append(
            types.DocumentSymbol(
                name=card.name,
                kind=types.SymbolKind.Class,
                range=whole,
                selection_range=types.Range(
                    types.Position(card.first - 1, 0), types.Position(card.first - 1, name_end)
                ),
                detail=card.type_line,
                children=children,
            )
        )
    return found


@server.feature(types.TEXT_DOCUMENT_DEFINITION)
def definition(ls: KarlovServer, params: types.DefinitionParams) -> types.Location | None:
    """Where the card named under the cursor is defined: an open document, a ``.card`` file
    of the workspace, or a bundled card."""
    uri = params.text_document.uri
    analysis = ls.analysis(uri)
    index = params.position.line
    if index >= len(analysis.lines):
        return None
    column = column_of(analysis.lines[index], params.position.character, ls.encoding)
    named = navigation.named_card_at(analysis, index + 1, column)
    if named is None:
        return None
    others = [ls.analysis(u) for u in ls.workspace.text_documents if u != uri]
    found = ls.definitions.find(named[0], [analysis, *others], ls.folders())
    if found is None:
        return None
    if found.is_uri:
        target_uri = found.where
        target = ls.analysis(target_uri)
        lines = target.lines
    else:
        target_uri = from_fs_path(os.path.abspath(found.where)) or found.where
        lines = []
    line = found.line - 1
    text = lines[line] if line < len(lines) else named[0]
    end = character_of(text, found.length, ls.encoding)
    return types.Location(
        target_uri, types.Range(types.Position(line, 0), types.Position(line, end))
    )


#: A command that answers how many cards the server has parsed since it started: an editor
#: never needs it; tests read it to see that an edit re-parsed only the card it touched.
PARSES_COMMAND = "karlov.cardParses"


@server.command(PARSES_COMMAND)
def card_parses(ls: KarlovServer) -> int:
    return ls.cards.parses


def serve() -> int:
    """Run the server on stdin and stdout until the client says exit."""
    server.start_io()
    return 0
