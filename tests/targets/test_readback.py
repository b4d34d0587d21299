"""Total generation, proved by reading back (issue 22).

Each generated Forge script is read back with the tests' own reader (``forge_reader``, then
``forge_model``) and each generated phase face as phase loads it (``phase_model``), into the
structural model of ``card_model``; the model of the card's IR must be the same. A field the
IR states that the engine file leaves out or changes fails here, naming the card and the field:
a generator must write it or report a gap (T001/T002), never drop it. Run over every bundled
card and a seeded sample of the pool that each target emits in full.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

import karlov.ir as ir
from karlov import compile_card, parse
from karlov.targets.forge import ForgeGenerator

from .card_model import differences, ir_model, normalized
from .forge_model import forge_model
from .forge_reader import lint_script, read_script
from .pool_ir import sample_ir
from .test_generators import _bundled_ir

#: pool records drawn for the read-back (about 40% of them play) and the draw's seed
POOL_SAMPLE, POOL_SEED = 1500, 22


def _forge_differences(cards: list[ir.Card]) -> tuple[int, list[str]]:
    """How many cards Forge writes in full, and every difference of their read-back."""
    generator = ForgeGenerator()
    full, found = 0, []
    for card in cards:
        output = generator.generate(card)
        if output.gaps:
            continue
        full += 1
        (text,) = output.files.values()
        assert lint_script(text, name=card.name, text=card.text) == [], card.name
        expected = normalized(ir_model(card))
        actual = normalized(forge_model(read_script(text)))
        found += [f"{card.name}: {d}" for d in differences(expected, actual)]
    return full, found


def test_every_bundled_card_forge_writes_in_full_reads_back_as_its_ir() -> None:
    full, found = _forge_differences(_bundled_ir())
    assert full >= 60
    assert found == []


def test_a_sample_of_the_pool_forge_writes_in_full_reads_back_as_its_ir() -> None:
    full, found = _forge_differences(list(sample_ir(POOL_SAMPLE, POOL_SEED)))
    assert full >= 200
    assert found == []


# ---- the model reads both sides, and a dropped field is seen ---------------------------------


def _card(text: str, name: str = "Probe") -> ir.Card:
    (card,) = parse(text, "probe.card")
    compiled = compile_card(card)
    assert compiled.ir is not None, [d.message for d in compiled.diagnostics]
    return compiled.ir


def test_a_field_left_out_of_a_forge_script_is_a_difference_naming_it() -> None:
    """The read-back cannot pass a script that drops what the IR states: here the number of
    tokens ("Create two Treasure tokens") taken off the script by hand."""
    card = _card("Probe {3}{B}\nSorcery\nDestroy target creature. Create two Treasure tokens.")
    (text,) = ForgeGenerator().generate(card).files.values()
    assert "TokenAmount$ 2" in text
    dropped = text.replace(" | TokenAmount$ 2", "")
    found = differences(normalized(ir_model(card)), normalized(forge_model(read_script(dropped))))
    assert found == ["abilities[0].effects[1].amount: IR '2' != engine '1'"]


def test_an_ir_field_the_model_does_not_know_is_kept_as_unmodelled() -> None:
    """An IR field without a place in the model is never dropped by the model either."""
    card = _card("Probe {1}{B}\nInstant\nTarget creature gets -2/-2 until end of turn.")
    pump = card.abilities[0].effect
    assert isinstance(pump, ir.ModifyPT)
    odd = ir.ModifyPT(pump.objects, -2, -2, pump.duration, per=ir.Fixed(2))
    model = ir_model(replace(card, abilities=(replace(card.abilities[0], effect=odd),)))
    assert model["abilities"][0]["unmodelled"] == ["ModifyPT.per=Fixed(span=None, value=2)"]


# ---- the drops the read-back found, each written now (Forge) ---------------------------------

#: card text -> a parameter its script must have (each was silently left out before)
FORGE_WRITTEN = {
    # CR 111.10: two Treasures, not one (Contract Killing)
    "Probe {3}{B}\nSorcery\nDestroy target creature. Create two Treasure tokens.":
        "TokenAmount$ 2",
    # CR 701.16a: investigate twice is two Clues
    "Probe {2}{U}\nSorcery\nInvestigate twice.": "Num$ 2",
    # CR 111.2: the target opponent creates them, under their control (Hunted Dragon)
    "Probe {3}{R}{R}\nCreature — Dragon\nWhen this creature enters, target opponent "
    "creates three 2/2 white Knight creature tokens with first strike.\n6/6":
        "ValidTgts$ Opponent | TgtPrompt$ Select target opponent | TokenOwner$ Targeted",
    # the destroyed creature's controller creates it (Afterlife)
    "Probe {2}{W}\nInstant\nDestroy target creature. It can't be regenerated. Its controller "
    "creates a 1/1 white Spirit creature token with flying.": "TokenOwner$ TargetedController",
    # CR 205.1b: it becomes blue (Serpentine Ambush)
    "Probe {1}{U}\nInstant\nUntil end of turn, target creature becomes a blue Serpent with "
    "base power and toughness 5/5.": "Colors$ Blue | OverwriteColors$ True",
    # spells on the stack, not permanents (Pestilent Spirit)
    "Probe {2}{B}\nCreature — Spirit\nInstant and sorcery spells you control have "
    "deathtouch.\n3/2": "AffectedZone$ Stack",
    # CR 702.14: Forge's keyword is Landwalk with the land type (Colossal Whale's script)
    "Probe {5}{U}{U}\nCreature — Leviathan\nIslandwalk\n9/9": "K:Landwalk:Island",
}  # fmt: skip


@pytest.mark.parametrize("text", FORGE_WRITTEN)
def test_a_field_forge_dropped_is_written_lints_clean_and_reads_back(text: str) -> None:
    card = _card(text)
    output = ForgeGenerator().generate(card)
    assert output.gaps == ()
    (script,) = output.files.values()
    assert FORGE_WRITTEN[text] in script
    assert lint_script(script, name=card.name, text=card.text) == []
    expected, actual = normalized(ir_model(card)), normalized(forge_model(read_script(script)))
    assert differences(expected, actual) == []
