"""The eleven texts of issue 7 that checked clean and then played wrong: each is played in a
game (or, where karlov cannot play it yet, must be refused with C001). Every test here failed
on commit 90dfa50."""

from __future__ import annotations

import pytest

import karlov
from karlov.compiler.library import bundled_library
from karlov.runtime import BATTLEFIELD, GRAVEYARD, HAND, CardDefinition, Game
from karlov.runtime.errors import IllegalAction
from karlov.scenario import definitions_from_text

REMINDER = "(If unsolved, solve at the beginning of your end step.)"


def _card(text: str) -> CardDefinition:
    """The one card ``text`` defines (its first line starts with its name)."""
    (definition,) = definitions_from_text(text).values()
    return definition


def _bundled(name: str) -> CardDefinition:
    return bundled_library().definition(name)


def _game(lands: str = "Swamp", count: int = 3) -> tuple[Game, object, object]:
    game = Game(("Alice", "Bob"), seed=1)
    alice, bob = game.players
    for player in (alice, bob):
        for _ in range(5):
            game.add_card(_bundled("Island"), player)
    for _ in range(count):
        game.add_card(_bundled(lands), alice, BATTLEFIELD)
    return game, alice, bob


def _errors(text: str) -> list[str]:
    return [d.code for d in karlov.check(text) if d.severity.value == "error"]


def test_destroy_a_creature_and_sacrifice_a_creature_affect_one_chosen_creature() -> None:
    """1. A counted object that is not a target is chosen as the effect resolves (CR 608.2d):
    "Destroy a creature." destroys one; "sacrifice a creature" sacrifices one of your own
    (CR 701.21a)."""
    spell = _card("Probe Spell {B}\nSorcery\nDestroy a creature.\n")
    game, alice, bob = _game()
    game.add_card(_bundled("Grizzly Bears"), alice, BATTLEFIELD)
    game.add_card(_bundled("Grizzly Bears"), bob, BATTLEFIELD)
    card = game.add_card(spell, alice, HAND)
    game.start(active=alice)
    game.cast(alice, card)
    game.resolve_stack()
    assert len(game.creatures()) == 1

    eater = _card(
        "Probe Eater {B}\nCreature — Horror\n"
        "When this creature enters, sacrifice a creature.\n2/2\n"
    )
    game, alice, bob = _game()
    game.add_card(_bundled("Grizzly Bears"), alice, BATTLEFIELD)
    game.add_card(_bundled("Grizzly Bears"), bob, BATTLEFIELD)
    card = game.add_card(eater, alice, HAND)
    game.start(active=alice)
    game.cast(alice, card)
    game.resolve_stack()
    game.resolve_stack()
    assert len(game.creatures(alice)) == 1
    assert len(game.creatures(bob)) == 1


def test_indestructible_is_not_destroyed() -> None:
    """2. Indestructible (CR 702.12b): not destroyed by "destroy" nor by lethal damage."""
    wall = _card("Probe Wall {W}\nCreature — Wall\nIndestructible\n0/2\n")
    game, alice, bob = _game(count=3)
    target = game.add_card(wall, bob, BATTLEFIELD)
    murder = game.add_card(_bundled("Murder"), alice, HAND)
    game.start(active=alice)
    game.cast(alice, murder, targets=[target])
    game.resolve_stack()
    assert game.is_live(target) and target.zone == BATTLEFIELD
    game.deal_damage(target, target, 5)
    game.check_state_based_actions()
    assert game.is_live(target) and target.zone == BATTLEFIELD


def test_treasure_and_clue_tokens_without_reminder_text_have_their_abilities() -> None:
    """3. Predefined tokens (CR 111.10a, 111.10f) have their abilities whatever the text
    around them says."""
    maker = _card(
        "Probe Maker {B}\nCreature — Human\n"
        "When this creature enters, create a Treasure token.\n"
        "When this creature enters, create a Clue token.\n1/1\n"
    )
    game, alice, _bob = _game(count=3)
    card = game.add_card(maker, alice, HAND)
    game.start(active=alice)
    game.cast(alice, card)
    game.resolve_stack()
    game.resolve_stack()
    tokens = {obj.definition.name: obj for obj in game.battlefield if obj.is_token}
    assert set(tokens) == {"Treasure Token", "Clue Token"}
    game.activate(alice, tokens["Treasure Token"], mana_choice=3)  # {T}, sacrifice: add {R}
    assert not game.is_live(tokens["Treasure Token"])
    assert alice.pool.units() == ["R"]
    hand = len(game.hand(alice))
    game.activate(alice, tokens["Clue Token"])  # {2}, sacrifice: draw a card
    game.resolve_stack()
    assert len(game.hand(alice)) == hand + 1


def test_damage_is_kept_only_on_the_objects_the_text_names() -> None:
    """4. "Damage isn't removed from artifacts during cleanup steps" keeps it on artifacts
    only (an exception to CR 514.2)."""
    keeper = _card(
        "Probe Keeper {B}\nEnchantment\nDamage isn't removed from artifacts during cleanup steps.\n"
    )
    game, alice, _bob = _game()
    source = game.add_card(keeper, alice, BATTLEFIELD)
    bears = game.add_card(_bundled("Grizzly Bears"), alice, BATTLEFIELD)
    thopter = game.add_card(_bundled("Ornithopter"), alice, BATTLEFIELD)
    game.start(active=alice)
    game.deal_damage(source, bears, 1)
    game.deal_damage(source, thopter, 1)
    game.pass_until("upkeep", turn=2)
    assert bears.damage == 0
    assert thopter.damage == 1


def _solved_after_damage(by_opponent: bool) -> bool:
    case = _card(
        "Case of the Probe {1}\nEnchantment — Case\n"
        "To solve — Three or more sources an opponent controls dealt damage this turn. "
        f"{REMINDER}\n"
    )
    game, alice, bob = _game()
    obj = game.add_card(case, alice, BATTLEFIELD)
    dealer = bob if by_opponent else alice
    sources = [game.add_card(_bundled("Grizzly Bears"), dealer, BATTLEFIELD) for _ in range(3)]
    game.start(active=alice, step="main2")
    for source in sources:
        game.deal_damage(source, alice if by_opponent else bob, 1)
    game.pass_until("end")
    game.resolve_stack()
    return bool(obj.solved)


def test_history_condition_keeps_who_controlled_the_sources() -> None:
    """5. "sources an opponent controls dealt damage this turn": the controller of each
    source as it dealt the damage counts (CR 400.7)."""
    assert not _solved_after_damage(by_opponent=False)
    assert _solved_after_damage(by_opponent=True)


def test_choose_a_creature_then_destroy_it_destroys_the_chosen_creature() -> None:
    """6. "choose a creature" is a choice on resolution (CR 608.2d) and "it" is that creature."""
    case = _card(
        "Case of the Probe {1}\nEnchantment — Case\n"
        "When this Case enters, choose a creature. Destroy it.\n"
    )
    game, alice, bob = _game()
    bears = game.add_card(_bundled("Grizzly Bears"), bob, BATTLEFIELD)
    card = game.add_card(case, alice, HAND)
    game.start(active=alice)
    game.cast(alice, card)
    game.resolve_stack()
    game.resolve_stack()
    assert not game.is_live(bears)
    assert [obj.definition.name for obj in game.battlefield if obj.owner is alice].count(
        "Case of the Probe"
    ) == 1


def test_solved_dies_trigger_looks_back_at_the_solved_case() -> None:
    """7. A leaves-the-battlefield ability looks back in time (CR 603.10a): a solved Case that
    dies was solved as it last existed, so its "Solved — When this creature dies" triggers."""
    case = _card(
        "Case of the Probe {1}\nEnchantment — Case\n"
        f"To solve — You have no cards in hand. {REMINDER}\n"
        "Solved — This Case is a 4/4 Gorgon creature in addition to its other types.\n"
        "Solved — When this creature dies, draw two cards.\n"
    )
    game, alice, bob = _game()
    obj = game.add_card(case, alice, BATTLEFIELD)
    game.start(active=alice, step="end")
    game.resolve_stack()
    assert obj.solved
    game.pass_until("main1", turn=2)
    murder = game.add_card(_bundled("Murder"), bob, HAND)
    for _ in range(3):
        game.add_card(_bundled("Swamp"), bob, BATTLEFIELD)
    hand = len(game.hand(alice))
    game.pass_until("main1", turn=2, player=bob)
    game.cast(bob, murder, targets=[obj])
    game.resolve_stack()
    game.resolve_stack()
    assert len(game.hand(alice)) == hand + 2


def test_that_much_after_a_trigger_without_that_amount_is_refused() -> None:
    """8. "that much" names an amount of the triggering event; after an enters trigger there is
    none, so the text cannot be played (C001) rather than dealing some other amount."""
    text = (
        "Probe Much {R}\nCreature — Elemental\nWhen this creature enters, it deals that much "
        "damage divided as you choose among any number of targets.\n1/1\n"
    )
    assert _errors(text) == ["C001"]


def test_solved_flashback_and_kicker_need_the_case_solved() -> None:
    """9. "Solved — Flashback" and "Solved — Kicker" work only while the Case is solved
    (CR 702.169d); a Case in a graveyard or on the stack is not solved."""
    case = _card(
        "Case of the Probe {1}\nEnchantment — Case\n"
        f"To solve — You have no cards in hand. {REMINDER}\n"
        "Solved — Flashback {1}\nSolved — Kicker {1}\n"
    )
    game, alice, _bob = _game(count=4)
    in_graveyard = game.add_card(case, alice, GRAVEYARD)
    in_hand = game.add_card(case, alice, HAND)
    game.start(active=alice)
    with pytest.raises(IllegalAction):
        game.cast(alice, in_graveyard)
    with pytest.raises(IllegalAction):
        game.cast(alice, in_hand, kicked=True)


def test_return_target_card_from_graveyard_targets_the_graveyard() -> None:
    """10. The zone of "target creature card from your graveyard" is part of the target
    (CR 115.1)."""
    spell = _card(
        "Probe Raise {B}\nSorcery\n"
        "Return target creature card from your graveyard to the battlefield.\n"
    )
    game, alice, bob = _game()
    dead = game.add_card(_bundled("Grizzly Bears"), alice, GRAVEYARD)
    game.add_card(_bundled("Grizzly Bears"), bob, BATTLEFIELD)
    card = game.add_card(spell, alice, HAND)
    game.start(active=alice)
    game.cast(alice, card)
    game.resolve_stack()
    assert [obj.definition.name for obj in game.creatures(alice)] == ["Grizzly Bears"]
    assert not game.is_live(dead)


def test_clue_abilities_come_from_the_rules_not_the_reminder_text() -> None:
    """11. Reminder text has no rules meaning (CR 207.2): a misprinted investigate reminder
    does not change the Clue (CR 111.10f: "{2}, Sacrifice this token: Draw a card.")."""
    sleuth = _card(
        "Probe Sleuth {B}\nCreature — Human Detective\n"
        "When this creature enters, investigate. (Create a Clue token. It's an artifact with "
        '"{1}, Sacrifice this token: Draw a card.")\n1/1\n'
    )
    text = (
        "Probe Sleuth {B}\nCreature — Human Detective\n"
        "When this creature enters, investigate. (Create a Clue token. It's an artifact with "
        '"{1}, Sacrifice this token: Draw a card.")\n1/1\n'
    )
    assert [d.code for d in karlov.check(text)] == ["W115"]
    game, alice, _bob = _game(count=2)
    card = game.add_card(sleuth, alice, HAND)
    game.start(active=alice)
    game.cast(alice, card)
    game.resolve_stack()
    game.resolve_stack()
    (clue,) = [obj for obj in game.battlefield if obj.is_token]
    # One land is left: "{1}" would be paid, the Clue's "{2}" cannot be.
    with pytest.raises(IllegalAction):
        game.activate(alice, clue)
    assert game.is_live(clue)


def test_a_condition_with_an_article_means_one_or_more() -> None:
    """ "To solve — You control a legendary Homunculus." holds with two of them (it was
    lowered as exactly one)."""
    from karlov.runtime import Game
    from karlov.scenario import definitions_from_text

    cards = definitions_from_text(
        "Case of the Two Homunculi {U}\nEnchantment — Case\n"
        "To solve — You control a legendary Homunculus. (If unsolved, solve at the beginning "
        "of your end step.)\n\n"
        "First Homunculus {U}\nLegendary Creature — Homunculus\n1/1\n\n"
        "Second Homunculus {U}\nLegendary Creature — Homunculus\n1/1\n"
    )
    game = Game(("Alice", "Bob"), seed=1)
    case = game.add_card(cards["Case of the Two Homunculi"], "Alice", "battlefield")
    game.add_card(cards["First Homunculus"], "Alice", "battlefield")
    game.add_card(cards["Second Homunculus"], "Alice", "battlefield")
    game.start(active="Alice")
    game.pass_until("end")
    game.resolve_stack()
    assert game.permanents("Alice", lambda g, o: o.name == case.name)[0].solved


def test_a_card_that_conjures_itself_is_refused_not_a_recursion() -> None:
    """Found by the fuzz harness: a card conjuring a card of its own name compiled itself
    forever (RecursionError). It is C001 at the conjure."""
    text = (
        "Mirror Witness {1}{U}\nEnchantment\n"
        "When this enchantment enters, conjure a card named Mirror Witness into your hand.\n"
    )
    diagnostics = karlov.check(text)
    assert [d.code for d in diagnostics] == ["C001"]
    assert "names itself" in diagnostics[0].message
