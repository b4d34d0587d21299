"""The IR of printed Cases, for the generator tests: the compiler's own IR of the bundled card.

``case_ir(key)`` is the single place the tests get a Case's IR from. It is what
``karlov explain --json`` prints for the card file: every ability stated by the compiler, so
the generators are tested against the shapes the compiler really produces.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import karlov.ir as ir
from karlov import compile_card, parse

ROOT = Path(__file__).resolve().parents[2]
CASES = ROOT / "karlov" / "cards" / "cases"

#: facts key (tests/targets/forge_facts.toml) -> bundled card file
FILES = {
    "burning_masks": "case_of_the_burning_masks.card",
    "crimson_pulse": "case_of_the_crimson_pulse.card",
    "filched_falcon": "case_of_the_filched_falcon.card",
    "gateway_express": "case_of_the_gateway_express.card",
    "gorgons_kiss": "case_of_the_gorgon_s_kiss.card",
    "locked_hothouse": "case_of_the_locked_hothouse.card",
    "market_melee": "case_of_the_market_melee.card",
    "pilfered_proof": "case_of_the_pilfered_proof.card",
    "ransacked_lab": "case_of_the_ransacked_lab.card",
    "shattered_pact": "case_of_the_shattered_pact.card",
    "shifting_visage": "case_of_the_shifting_visage.card",
    "stashed_skeleton": "case_of_the_stashed_skeleton.card",
    "trampled_garden": "case_of_the_trampled_garden.card",
    "uneaten_feast": "case_of_the_uneaten_feast.card",
}

#: the 13 printed (paper) Cases; Market Melee is an Alchemy card (forge_facts: paper = false)
PRINTED = tuple(sorted(k for k in FILES if k != "market_melee"))


@cache
def case_ir(key: str) -> ir.Card:
    """The compiler's IR of the Case ``key`` (a key of :data:`FILES`, as in forge_facts.toml)."""
    return compiled_ir(CASES / FILES[key])


def compiled_ir(path: Path) -> ir.Card:
    """The compiler's IR of the single card in ``path``; spans name the file relative to the
    repository, as ``karlov build`` run from its root does, so generated files do not depend
    on where the checkout is."""
    shown = path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else str(path)
    (card,) = parse(path.read_text(encoding="utf-8"), shown)
    compiled = compile_card(card).ir
    assert compiled is not None, path
    return compiled
