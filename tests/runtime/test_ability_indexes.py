"""The indexes of abilities the runtime keeps between game-state versions: the triggered and
the replacement abilities of the permanents (``Game._trigger_table``,
``Game._replacement_abilities``). Each is kept while the battlefield and the continuous effects
that change abilities (layers 1, 2 and 6, CR 613.1) stay the same; each case below gives a
wrong answer if an index outlives a change it depends on."""

from __future__ import annotations

from karlov.runtime import effects as fx
from karlov.runtime.abilities import (
    INDESTRUCTIBLE,
    LayerEffect,
    ReplacementEffect,
    TriggeredAbility,
)
from karlov.runtime.events import WouldDraw
from karlov.runtime.objects import BATTLEFIELD, GRAVEYARD, CardDefinition

from . import cards as C
from .helpers import new_game


def _instead_gain_one(game, prop, source):
    game.gain_life(prop.player, 1)
    return None


# "If you would draw a card, you gain 1 life instead." (CR 614.1a, 614.11)
BOOK_OF_LIFE = CardDefinition(
    "Book of Life",
    "{2}",
    types=("enchantment",),
    abilities=(
        ReplacementEffect(
            applies=lambda g, prop, src: (
                isinstance(prop, WouldDraw) and prop.player is g.controller(src)
            ),
            replace=_instead_gain_one,
            text="If you would draw a card, you gain 1 life instead.",
        ),
    ),
)


def test_replacement_abilities_follow_the_battlefield_and_ability_changing_effects():
    """A replacement effect ("instead", CR 614.1a) of a static ability applies while its
    permanent is on the battlefield and has the ability (an ability-removing effect, CR
    613.1f): each draw below asks the index, and between two of them only the fact the index
    depends on changes (a draw moves no permanent)."""
    g, a, _b = new_game()
    bears = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.start(active=a)

    def draw() -> tuple[int, int]:
        life, hand = a.life, len(g.hand(a))
        g.draw(a)
        return a.life - life, len(g.hand(a)) - hand

    assert draw() == (0, 1)  # the index is built with no replacement ability in it
    book = g.add_card(BOOK_OF_LIFE, a, BATTLEFIELD)
    assert draw() == (1, 0)  # a new permanent: the index is looked at again
    # A pure layer-6 effect on another permanent keeps the env from version to version ...
    g.grant_abilities(bears, ["trample"])
    assert draw() == (1, 0)
    assert draw() == (1, 0)
    # ... and a new one that removes the Book's abilities (CR 613.1f) is a new env.
    losing = g.add_effect(LayerEffect("6", fx.remove_all_abilities()), [book], None, a)
    assert draw() == (0, 1)
    g.end_effect(losing)
    assert draw() == (1, 0)
    g.move(book, GRAVEYARD)
    assert draw() == (0, 1)  # it left the battlefield


def _gain_one(game, res) -> None:
    game.gain_life(res.controller, 1)


ATTACK_LIFE = TriggeredAbility(
    trigger=fx.whenever_you_attack, effect=_gain_one, text="whenever you attack, gain 1 life"
)


def test_a_triggered_ability_granted_under_a_kept_env_triggers():
    """A creature that gains "Whenever you attack, you gain 1 life" while another pure layer-6
    effect already applies: the trigger index is rebuilt for the new set of effects, and
    again when they end (CR 514.2)."""
    g, a, _b = new_game()
    giant = g.add_card(C.HILL_GIANT, a, BATTLEFIELD)
    bears = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.start(active=a)
    g.grant_abilities(giant, ["trample"])
    g.pass_priority()  # events under the kept env: the index is built without the ability
    g.grant_abilities(bears, [ATTACK_LIFE], until=None)
    life = a.life
    g.pass_until("declare_attackers")
    g.declare_attackers([giant])
    g.resolve_stack()
    assert a.life == life + 1
    g.end_effect(g.continuous_effects[-1])
    g.pass_until("declare_attackers", turn=3)
    g.declare_attackers([giant])
    g.resolve_stack()
    assert a.life == life + 1  # the ability is gone: nothing triggered


def test_an_indestructible_planeswalker_creature_with_no_loyalty_goes_to_the_graveyard():
    """CR 704.5i puts a planeswalker with 0 loyalty into its owner's graveyard; indestructible
    stops only destruction (CR 702.12b), and the state-based actions check both in one look
    at the permanent."""
    walker = CardDefinition(
        "Walking Statue",
        "{3}",
        types=("creature", "planeswalker"),
        power=2,
        toughness=2,
        abilities=(INDESTRUCTIBLE,),
    )
    g, a, _b = new_game()
    statue = g.add_card(walker, a, BATTLEFIELD)
    g.start(active=a)
    assert statue.counters.get("loyalty", 0) == 0
    g.pass_priority()
    assert not g.on_battlefield(statue)
    assert any(o.card_key == statue.card_key for o in g.graveyard(a))


CHEERING_BEAR = C.creature("Cheering Bear", "{1}{G}", 2, 2, ATTACK_LIFE)


def test_a_permanent_that_becomes_a_copy_has_the_printed_triggers_of_what_it_copies():
    """A copy effect changes the copiable values in place (CR 707.2), so the Grizzly Bears that
    becomes a copy of a creature printing "Whenever you attack, you gain 1 life" has that
    ability, though no permanent entered or left. Only permanents that print a triggered or
    replacement ability count among the battlefield changes the printed-ability index watches:
    a Bears entering or leaving in between leaves it as it was."""
    g, a, _b = new_game()
    bears = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    cheering = g.add_card(CHEERING_BEAR, a, GRAVEYARD)
    g.start(active=a)
    g.pass_priority()  # the index is built: nothing prints a triggered ability
    other = g.add_card(C.GRIZZLY_BEARS, a, BATTLEFIELD)
    g.move(other, GRAVEYARD)
    g.become_copy(bears, cheering)
    life = a.life
    g.pass_until("declare_attackers")
    g.declare_attackers([bears])
    g.resolve_stack()
    assert a.life == life + 1
