"""Copy the development card pool into the repository: ``tests/data/pool/cards.json.xz``.

Usage: ``python tools/copy_pool.py PATH/TO/cards.json`` (an MTGJSON-shaped file:
``{"meta": ..., "data": {"cards": [...]}}``). The JSON is kept as given, re-serialized compactly
(one card per line, keys in the order given) and compressed with :mod:`lzma`, so the tests read
the pool from the repository and never from where it was copied. Run it again to replace the
copy; ``--check`` only reports whether the copy matches the file given.
"""

from __future__ import annotations

import argparse
import json
import lzma
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "tests" / "data" / "pool" / "cards.json.xz"


def serialized(data: dict) -> bytes:
    """The pool as compact JSON text, one card per line (stable for the same input)."""
    cards = data["data"]["cards"]
    head = {key: value for key, value in data.items() if key != "data"}
    body = {key: value for key, value in data["data"].items() if key != "cards"}
    lines = [
        "{" + json.dumps(head, ensure_ascii=False, separators=(",", ":"))[1:-1] + ',"data":{',
        json.dumps(body, ensure_ascii=False, separators=(",", ":"))[1:-1] + ',"cards":[',
    ]
    lines += [
        json.dumps(card, ensure_ascii=False, separators=(",", ":"))
        + ("," if index < len(cards) - 1 else "")
        for index, card in enumerate(cards)
    ]
    lines.append("]}}")
    return ("\n".join(lines) + "\n").encode("utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", type=Path, help="the pool's cards.json")
    parser.add_argument("--check", action="store_true", help="only report a stale copy")
    args = parser.parse_args(argv)
    data = json.loads(args.source.read_text(encoding="utf-8"))
    text = serialized(data)
    assert json.loads(text) == data, "the copy must read back as the same JSON"
    current = lzma.decompress(TARGET.read_bytes()) if TARGET.exists() else None
    if current == text:
        return 0
    if args.check:
        print(f"{TARGET}: out of date")
        return 1
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    TARGET.write_bytes(lzma.compress(text, preset=9 | lzma.PRESET_EXTREME))
    count = len(data["data"]["cards"])
    print(f"{TARGET}: written ({TARGET.stat().st_size:,} bytes, {count} cards)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
