"""``karlov lsp``: a language server for ``.card`` files (issue 23).

- ``analysis`` — a document's diagnostics, as ``karlov check`` gives them, re-parsing only
  the cards that changed;
- ``positions`` — karlov's code-point columns and the client's UTF-16 (or UTF-8) characters;
- ``completion`` — the words the parser accepts at the cursor;
- ``navigation`` — the outline, hover (the IR's meaning) and go to definition;
- ``server`` — the pygls server that wires them to the protocol.

pygls and lsprotocol are an optional extra (``pip install 'karlov[lsp]'``): every other
command runs without them, and :func:`main` says how to install them when they are missing.
Only ``server`` imports them.
"""

from __future__ import annotations

import sys

__all__ = ["INSTALL_HINT", "main"]

INSTALL_HINT = (
    "karlov lsp needs the language server libraries pygls and lsprotocol, which are not "
    "installed; install them with: pip install 'karlov[lsp]'\n"
)


def main() -> int:
    """Serve LSP over stdin and stdout; exit 2 with :data:`INSTALL_HINT` without pygls."""
    try:
        import lsprotocol  # noqa: F401
        import pygls  # noqa: F401
    except ImportError:
        sys.stderr.write(INSTALL_HINT)
        return 2
    from .server import serve

    return serve()
