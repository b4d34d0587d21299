"""Session 52 (counters and amounts): "modified" (CR 700.9: a permanent with one or more
counters on it, equipped, or enchanted by an Aura its controller controls) as the runtime's
filters test it, and "If one or more counters would be put on an artifact or creature you
control, that many plus one of each of those kinds of counters are put on that permanent
instead." (Winding Constrictor's first ability; CR 614.1a, 122.1) as it replaces counters of
every kind, put by an effect or as a cost."""

from __future__ import annotations

from karlov import ir
from karlov.compiler.library import CardLibrary
from karlov.runtime import Game
from karlov.runtime.conditions import SourceContext
from karlov.runtime.filters import Matcher
from karlov.scenario import definitions_from_text

_CARDS = (
    "Short Sword {1}\nArtifact — Equipment\nEquipped creature gets +1/+1.\nEquip {1}\n\n"
    "Holy Strength {W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+2.\n\n"
    "Rusty Anvil {1}\nArtifact\n{T}: You gain 1 life.\n\n"
    # Winding Constrictor's first ability alone: its second ("If you would get one or more
    # counters, ...") is not played yet
    "Coiled Constrictor {B}{G}\nCreature — Snake\nIf one or more counters would be put on an "
    "artifact or creature you control, that many plus one of each of those kinds of counters "
    "are put on that permanent instead.\n2/3\n"
)

_CREATURE = ir.TypeTest(any_of=("creature",))
_MODIFIED = ir.ObjectFilter("modified creature", types=(_CREATURE,), modified=True)


def _game() -> tuple[Game, dict]:
    bundled = CardLibrary.bundled()
    cards = dict(definitions_from_text(_CARDS))
    for name in ("Grizzly Bears", "Savannah Lions", "Forest"):
        cards[name] = bundled.definition(name)
    return Game(("Alice", "Bob"), seed=1), cards


def test_a_counter_an_equipment_or_its_controllers_aura_makes_a_creature_modified() -> None:
    game, cards = _game()
    alice, bob = game.players
    bears = game.add_card(cards["Grizzly Bears"], alice, "battlefield")
    lions = game.add_card(cards["Savannah Lions"], alice, "battlefield")
    sword = game.add_card(cards["Short Sword"], bob, "battlefield")
    mine = game.add_card(cards["Holy Strength"], alice, "battlefield")
    theirs = game.add_card(cards["Holy Strength"], bob, "battlefield")
    # an Aura Bob controls on Alice's creature doesn't modify it (CR 700.9); one Alice
    # controls does
    theirs.attached_to, mine.attached_to = bears, lions
    game.start(active=alice)
    matcher = Matcher(_MODIFIED)
    ctx = SourceContext(bears, alice)
    assert not matcher.matches(game, bears, ctx)
    assert matcher.matches(game, lions, ctx)
    # an Equipment does, whoever controls it (CR 301.5)
    assert game.attach(sword, bears)
    assert matcher.matches(game, bears, ctx)
    assert game.attach(sword, lions)
    assert not matcher.matches(game, bears, ctx)
    # a counter of any kind does (CR 122.1)
    game.put_counters(bears, "-1/-1", 1)
    assert matcher.matches(game, bears, ctx)


def test_one_more_counter_of_each_kind_put_on_an_artifact_or_creature_you_control() -> None:
    game, cards = _game()
    alice, bob = game.players
    game.add_card(cards["Coiled Constrictor"], alice, "battlefield")
    bears = game.add_card(cards["Grizzly Bears"], alice, "battlefield")
    anvil = game.add_card(cards["Rusty Anvil"], alice, "battlefield")
    forest = game.add_card(cards["Forest"], alice, "battlefield")
    lions = game.add_card(cards["Savannah Lions"], bob, "battlefield")
    game.start(active=alice)
    assert game.put_counters(bears, "+1/+1", 2) == 3
    assert game.put_counters(bears, "flying", 1) == 2
    assert game.put_counters(anvil, "charge", 1) == 2
    # a counter put as a cost is put too (CR 122.1: "would be put", not "an effect would put")
    assert game.put_counters(anvil, "charge", 1, cost=True) == 2
    # not a land, and not a creature Alice doesn't control
    assert game.put_counters(forest, "charge", 1) == 1
    assert game.put_counters(lions, "+1/+1", 1) == 1
    assert bears.counters == {"+1/+1": 3, "flying": 2}
