"""Lowering conditions: what "To solve —" tests, as closures over game state (CR 719.3a).

Each condition becomes ``condition(game, source, controller) -> bool``; the To solve trigger
evaluates it when the end step begins and again on resolution (CR 603.4). "This turn"
conditions read the turn history, which records what objects were *then* (who controlled a
source when it dealt damage, what a card was once in the graveyard).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..frontend import nodes
from ..runtime import GameObject, Player
from .context import AbilityContext, SourceContext, Unsupported
from .objects import Count, ObjectFilter, amount, count, object_filter, player_ref

if TYPE_CHECKING:
    from ..runtime import Game


Condition = Callable[["Game", GameObject, Player], bool]


def _counted(node: nodes.Node, ctx: AbilityContext) -> tuple[Count, ObjectFilter]:
    if not isinstance(node, nodes.Counted):
        raise Unsupported(node, "expected a counted phrase such as 'three or more artifacts'")
    how_many, filter_node = node.items
    assert isinstance(how_many, nodes.Node) and isinstance(filter_node, nodes.Node)
    return count(how_many), object_filter(filter_node, ctx)


def condition(node: nodes.Node, ctx: AbilityContext) -> Condition:
    """A condition node as a closure ``(game, source, controller) -> bool``."""
    lower = _CONDITIONS.get(type(node))
    if lower is None:
        raise Unsupported(node, f"the condition '{type(node).__name__}'")
    return lower(node, ctx)


def _control_count(node: nodes.Node, ctx: AbilityContext) -> Condition:
    """ "You control three or more Detectives." (CR 109.4: you control it)."""
    players = player_ref(node.items[0], ctx)
    quantity, filt = _counted(node.items[2], ctx)

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        c = SourceContext(source, controller)
        owners = players(game, c)
        found = [o for o in game.battlefield if game.controller(o) in owners]
        return quantity.holds(sum(1 for o in found if filt.matches(game, o, c)))

    return check


def _there_are_colors(node: nodes.Node, ctx: AbilityContext) -> Condition:
    """ "There are five colors among permanents you control." (CR 105.2)."""
    how_many, filter_node = node.items
    quantity = count(how_many)
    filt = object_filter(filter_node, ctx)
    needed = quantity.value

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        c = SourceContext(source, controller)
        colors: set[str] = set()
        for obj in filt.candidates(game, c):
            colors |= game.chars(obj).colors
        if quantity.relation == "at_most":
            return len(colors) <= needed
        # "There are N colors" is true with N or more: five is every color there is.
        return len(colors) >= needed

    return check


def _zone_count(node: nodes.Node, ctx: AbilityContext) -> Condition:
    """ "There are fifteen or more cards in your graveyard." / "You have no cards in hand."."""
    if isinstance(node, nodes.HandCount) and not isinstance(node.items[0], nodes.You):
        raise Unsupported(node.items[0], "counting the cards of a player other than you")
    counted = node.items[-1]
    quantity, filt = _counted(counted, ctx)

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        return quantity.holds(len(filt.candidates(game, SourceContext(source, controller))))

    return check


def _total_power(node: nodes.Node, ctx: AbilityContext) -> Condition:
    """ "Creatures you control have total power 8 or greater."."""
    filt = object_filter(node.items[0], ctx)
    needed = amount(node.items[2]).value

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        c = SourceContext(source, controller)
        return sum(game.chars(o).power or 0 for o in filt.candidates(game, c)) >= needed

    return check


def _life_gained(node: nodes.Node, ctx: AbilityContext) -> Condition:
    """ "You've gained 5 or more life this turn." (turn history)."""
    quantity = count(node.items[1])

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        return quantity.holds(game.history.life_gained_by(controller))

    return check


def _spells_cast(node: nodes.Node, ctx: AbilityContext) -> Condition:
    """ "You've cast four or more instant and sorcery spells this turn."."""
    quantity, filt = _counted(node.items[1], ctx)

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        return quantity.holds(len(game.history.spells_cast_by(controller, filt.chars_ok)))

    return check


def _objects_history(node: nodes.Node, ctx: AbilityContext) -> Condition:
    """ "Three or more creatures attacked / sources you controlled dealt damage / creature
    cards were put into graveyards from anywhere this turn." — read from the turn history."""
    quantity, filt = _counted(node.items[0], ctx)
    happened = node.items[1]
    if filt.controlled_then is not None and not isinstance(happened, nodes.DealtDamage):
        raise Unsupported(node.items[0], "'you controlled' said of anything but damage sources")
    if isinstance(happened, nodes.Attacked):

        def attacked(game: Game, source: GameObject, controller: Player) -> bool:
            found = [a for a in game.history.creatures_attacked() if filt.chars_ok(a.chars)]
            return quantity.holds(len(found))

        return attacked
    if isinstance(happened, nodes.DealtDamage):

        def dealt(game: Game, source: GameObject, controller: Player) -> bool:
            who = controller if filt.controlled_then == "you" else None
            sources = {
                r.source.obj.id
                for r in game.history.damage
                if (who is None or r.controller is who) and filt.chars_ok(r.source.chars)
            }
            return quantity.holds(len(sources))

        return dealt
    if isinstance(happened, nodes.WereCast):

        def cast(game: Game, source: GameObject, controller: Player) -> bool:
            return quantity.holds(sum(1 for c in game.history.casts if filt.chars_ok(c.chars)))

        return cast
    if isinstance(happened, nodes.PutIntoGraveyard):

        def to_graveyard(game: Game, source: GameObject, controller: Player) -> bool:
            # CR 400.7 and the Gorgon's Kiss ruling: the card's types as it is in the graveyard.
            return quantity.holds(len(game.history.cards_put_into_graveyards(filt.chars_ok)))

        return to_graveyard
    raise Unsupported(happened, f"the history event '{type(happened).__name__}'")


def _objects_state(node: nodes.Node, ctx: AbilityContext) -> Condition:
    """ "Three or more creatures are damaged." (damage marked on them, CR 120.3e)."""
    quantity, filt = _counted(node.items[0], ctx)

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        c = SourceContext(source, controller)
        return quantity.holds(sum(1 for o in filt.candidates(game, c) if o.damage > 0))

    return check


_CONDITIONS: dict[type, Callable[[nodes.Node, AbilityContext], Condition]] = {
    nodes.ControlCount: _control_count,
    nodes.ThereAreColors: _there_are_colors,
    nodes.ThereAreCards: _zone_count,
    nodes.HandCount: _zone_count,
    nodes.TotalPower: _total_power,
    nodes.LifeGained: _life_gained,
    nodes.SpellsCast: _spells_cast,
    nodes.ObjectsHistory: _objects_history,
    nodes.ObjectsState: _objects_state,
}
