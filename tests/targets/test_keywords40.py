"""The keywords lowered in session 40 in the Forge generator: annihilator (CR 702.86a), devour
(CR 702.82a), amplify (CR 702.38a) and training (CR 702.149a) are written as Forge's own
scripts write them and read back as their IR; a keyword chosen as an effect resolves ("your
choice of flying or lifelink", CR 608.2d) stays a gap in both generators."""

from __future__ import annotations

import pytest

from karlov.targets.forge import ForgeGenerator
from karlov.targets.phase import PhaseGenerator

from .forge_reader import lint_script
from .test_forge_breadth import _card, _read_back, _script

#: card text -> the keyword line its script must have (the Forge script named beside it)
WRITTEN = {
    # Ulamog's Crusher's ``K:Annihilator:2``
    "Probe {8}\nCreature — Eldrazi\nAnnihilator 2\n8/8": "K:Annihilator:2",
    # Gorger Wurm's ``K:Devour:1``
    "Probe {3}{R}{G}\nCreature — Wurm\nDevour 1\n5/5": "K:Devour:1",
    # Aven Warhawk's ``K:Amplify:1:Bird,Soldier``: the card's creature types
    "Probe {4}{W}\nCreature — Bird Soldier\nAmplify 1\nFlying\n2/2": "K:Amplify:1:Bird,Soldier",
    # Zombie Brute's ``K:Amplify:1:Zombie``
    "Probe {6}{B}\nCreature — Zombie\nAmplify 1\nTrample\n5/4": "K:Amplify:1:Zombie",
    # Gryff Rider's ``K:Training``
    "Probe {2}{W}\nCreature — Human Knight\nFlying\nTraining\n2/1": "K:Training",
}


@pytest.mark.parametrize("text", WRITTEN)
def test_the_keyword_is_written_as_forge_writes_it_and_reads_back(text: str) -> None:
    card, script = _script(text)
    assert WRITTEN[text] in script.splitlines()
    assert lint_script(script) == []
    assert _read_back(card, script) == []


def test_a_changed_number_is_a_read_back_difference() -> None:
    card, script = _script("Probe {8}\nCreature — Eldrazi\nAnnihilator 2\n8/8")
    changed = script.replace("K:Annihilator:2", "K:Annihilator:3")
    assert _read_back(card, changed) != []


@pytest.mark.parametrize("generator", [ForgeGenerator, PhaseGenerator])
def test_a_keyword_chosen_as_it_resolves_is_a_gap(generator: type) -> None:
    card = _card(
        "Probe {B}\nInstant\nTarget creature gets +1/+1 and gains your choice of deathtouch or "
        "lifelink until end of turn."
    )
    (gap,) = generator().generate(card).gaps
    assert "granting" in gap.message
    assert gap.span is not None and gap.span.column in (32, 38)  # "gains your choice ..."
