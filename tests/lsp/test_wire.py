"""``karlov lsp`` on the wire, without a client library: malformed messages are answered with
errors and the server goes on; without pygls the command says how to install it."""

from __future__ import annotations

import json
import subprocess
import sys

from karlov.lsp import INSTALL_HINT


def _frame(message: dict | bytes) -> bytes:
    body = message if isinstance(message, bytes) else json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n%s" % (len(body), body)


def _request(number: int, method: str, params: object) -> dict:
    return {"jsonrpc": "2.0", "id": number, "method": method, "params": params}


def test_malformed_messages_get_error_responses_and_the_server_goes_on() -> None:
    """On the wire: bytes that are not JSON, a request whose params have the wrong shape,
    an unknown method; each is answered with an error (or dropped), and the requests after
    them are answered."""
    messages = [
        b"{not json at all",
        _request(1, "initialize", {"processId": None, "rootUri": None, "capabilities": {}}),
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        _request(2, "textDocument/hover", {"textDocument": 42, "position": "here"}),
        _request(3, "karlov/noSuchMethod", {}),
        _request(4, "shutdown", None),
        {"jsonrpc": "2.0", "method": "exit"},
    ]
    done = subprocess.run(
        [sys.executable, "-m", "karlov", "lsp"],
        input=b"".join(_frame(message) for message in messages),
        capture_output=True,
        timeout=120,
        check=False,
    )
    replies = {}
    for part in done.stdout.split(b"Content-Length: ")[1:]:
        reply = json.loads(part.split(b"\r\n\r\n", 1)[1])
        if "id" in reply:
            replies[reply["id"]] = reply
    assert replies[1]["result"]["serverInfo"]["name"] == "karlov"
    assert replies[2]["error"]["code"] == -32602  # invalid params
    assert replies[3]["error"]["code"] == -32601  # method not found
    assert replies[4]["result"] is None
    assert done.returncode == 0


def test_without_pygls_the_command_says_how_to_install_it() -> None:
    """No traceback: the message and exit 2 (a usage error: the command cannot run here)."""
    code = (
        "import sys; sys.modules['pygls'] = None; from karlov.cli import main; "
        "sys.exit(main(['lsp']))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 2
    assert done.stderr == INSTALL_HINT
    assert "pip install 'karlov[lsp]'" in done.stderr
    assert done.stdout == ""
