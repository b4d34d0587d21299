"""Conditions built from the IR (:data:`karlov.ir.Condition`): what "To solve —" tests
(CR 719.3a) and intervening "if" clauses (CR 603.4), as ``(game, source, controller) -> bool``.

"This turn" conditions read the turn's history, which records what objects were *then*
(CR 400.7): who controlled a source when it dealt damage, what a card was in the graveyard.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .. import ir
from .filters import Matcher, event_object_as_it_was, players_of
from .objects import GameObject, Player

if TYPE_CHECKING:
    from .game import Game

__all__ = ["Condition", "SourceContext", "condition", "holds"]

Condition = Callable[["Game", GameObject, Player], bool]


class SourceContext:
    """What a filter sees outside a resolving ability (a trigger being checked, a condition,
    a static ability): the source, its controller, and no remembered objects."""

    def __init__(self, source: Any, controller: Any):
        self.source = source
        self.controller = controller
        self.event = None
        self.remembered: dict[str, Any] = {}

    @classmethod
    def of(cls, source: Any, game: Any) -> SourceContext:
        return cls(source, game.controller(source))

    def recall(self, key: str, default: Any = None) -> Any:
        return self.remembered.get(key, default)


#: The note on a permanent whose tribute was paid as it entered (CR 702.104a-b).
TRIBUTE_PAID = "tribute_paid"


def holds(count: ir.Count, actual: int) -> bool:
    """Whether ``actual`` satisfies ``count`` ("three or more", "no", "up to one")."""
    if count.relation is ir.Relation.AT_LEAST:
        return actual >= count.value
    if count.relation is ir.Relation.AT_MOST:
        return actual <= count.value
    return actual == count.value


def condition(spec: ir.Condition) -> Condition:
    """The test a condition's IR states."""
    if isinstance(spec, ir.ObjectCount):
        return _object_count(spec)
    if isinstance(spec, ir.CardsOfAPlayer):
        return _cards_of_a_player(spec)
    if isinstance(spec, ir.AllConditions):
        return _all_of(spec)
    if isinstance(spec, ir.AnyCondition):
        return _any_of(spec)
    if isinstance(spec, ir.NotCondition):
        return _not(spec)
    if isinstance(spec, ir.ComparedWithOpponents):
        return _compared_with_opponents(spec)
    if isinstance(spec, ir.ColorsAmong):
        return _colors_among(spec)
    if isinstance(spec, ir.CardTypesAmong):
        return _card_types_among(spec)
    if isinstance(spec, ir.TotalPower):
        return _total_power(spec)
    if isinstance(spec, ir.LifeGainedThisTurn):
        return _life_gained(spec)
    if isinstance(spec, ir.LifeLostThisTurn):
        return _life_lost(spec)
    if isinstance(spec, ir.SpellsCastThisTurn):
        return _spells_cast(spec)
    if isinstance(spec, ir.HappenedThisTurn):
        return _happened(spec)
    if isinstance(spec, ir.PlayerActedThisTurn):
        return _player_acted(spec)
    if isinstance(spec, ir.IsYourTurn):
        return lambda game, source, controller: game.active is controller
    if isinstance(spec, ir.ObjectIs) and isinstance(spec.object, ir.SourceObject):
        return _source_has(spec)
    if isinstance(spec, ir.ObjectIs) and isinstance(spec.object, ir.EventObject):
        return _event_object_has(spec)
    if (
        isinstance(spec, ir.ObjectIs)
        and isinstance(spec.object, ir.AllObjects)
        and spec.object.filter.attached_to_source
    ):
        return _attached_has(spec)
    if isinstance(spec, ir.InTurnWindow):
        return _in_turn_window(spec)
    if isinstance(spec, ir.BeenAttackedThisStep):
        return _been_attacked_this_step
    if isinstance(spec, ir.LifeTotal):
        return _life_total(spec)
    if isinstance(spec, ir.CardsDrawnThisTurn):
        return _cards_drawn(spec)
    if isinstance(spec, ir.SourceEnchantedOrEquipped):
        return _enchanted_or_equipped
    if isinstance(spec, ir.SourceCounters):
        return _source_counters(spec)
    if isinstance(spec, ir.SourceIs):
        return _source_is(spec)
    if isinstance(spec, ir.CastFrom):
        zone = spec.zone.value
        # "if you cast it from your hand" (CR 601.2a, 400.7d): the spell it was
        return lambda game, source, controller: source.note.get("cast_from") == zone
    if isinstance(spec, ir.ManaSpentToCast):
        return _mana_spent_to_cast(spec)
    if isinstance(spec, ir.SpellTargets):
        return _spell_targets(spec)
    if isinstance(spec, ir.ControlsMore):
        return _controls_more(spec)
    if isinstance(spec, ir.OpponentCount):
        # every other player still in the game is an opponent (CR 102.3, 800.4a)
        return lambda game, source, controller: holds(
            spec.count, sum(1 for p in game.players if p is not controller and not p.lost)
        )
    if isinstance(spec, ir.CastDuringYourMainPhase):
        # addendum (CR 505.1): the spell as it resolves was cast in its caster's main phase
        return lambda game, source, controller: bool(source.note.get("cast_in_own_main_phase"))
    if isinstance(spec, ir.AttackedThisTurn):
        return _attacked_this_turn(spec)
    if isinstance(spec, ir.AttackedWithTotalPower):
        return _attacked_with_total_power(spec)
    if isinstance(spec, ir.HasCitysBlessing):
        return _has_citys_blessing(spec)
    if isinstance(spec, ir.IsMonarch):
        return _is_monarch(spec)
    if isinstance(spec, ir.DevotionCount):
        return _devotion_count(spec)
    if isinstance(spec, ir.CompletedDungeon):
        return _completed_dungeon(spec)
    if isinstance(spec, ir.TributeNotPaid):  # CR 702.104b: noted as it entered
        return lambda game, source, controller: not source.note.get(TRIBUTE_PAID)
    if isinstance(spec, ir.WasKicked):
        from .effects import kicked_with, was_kicked

        return was_kicked if spec.kicker is None else kicked_with(spec.kicker)
    raise TypeError(f"no condition for {type(spec).__name__}")


def _not(spec: ir.NotCondition) -> Condition:
    """ "it's not your turn": the condition does not hold (CR 603.4, 611.3a)."""
    inner = condition(spec.condition)
    return lambda game, source, controller: not inner(game, source, controller)


def _all_of(spec: ir.AllConditions) -> Condition:
    """ "... and ...": every condition holds, each tested as it would be alone (CR 603.4)."""
    each = [condition(part) for part in spec.conditions]

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        return all(test(game, source, controller) for test in each)

    return check


def _any_of(spec: ir.AnyCondition) -> Condition:
    """ "... or ...": at least one condition holds, each tested as it would be alone
    (CR 603.4)."""
    each = [condition(part) for part in spec.conditions]

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        return any(test(game, source, controller) for test in each)

    return check


def _compared_with_opponents(spec: ir.ComparedWithOpponents) -> Condition:
    """ "if you have more cards in hand than each opponent", "if an opponent has more life
    than you" (CR 119.1 life totals, 402.1 hands; CR 102.3 opponents): the controller's amount
    greater (or, without ``yours_greater``, less) than every opponent's (``each``) or than at
    least one opponent's. With no opponent left, "each" holds and "an opponent" does not."""

    def amount(game: Game, player: Player) -> int:
        if spec.amount == "life":
            return player.life
        return len(game.hand(player))

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        mine = amount(game, controller)
        others = [amount(game, p) for p in game.opponents(controller)]
        if spec.yours_greater:
            results = [mine > theirs for theirs in others]
        else:
            results = [theirs > mine for theirs in others]
        return all(results) if spec.each else any(results)

    return check


def _been_attacked_this_step(game: Game, source: GameObject, controller: Player) -> bool:
    """ "you've been attacked this step": in the declare attackers step, a creature was
    declared attacking the player themself (CR 508.1b; not one of their planeswalkers)."""
    combat = game.combat
    return (
        game.step == "declare_attackers"
        and combat is not None
        and any(attacked is controller for attacked in combat.attacked)
    )


def _in_turn_window(spec: ir.InTurnWindow) -> Condition:
    """ "during your upkeep", "during combat" (CR 602.5b): the turn is in one of the steps,
    and with ``yours`` the controller is the active player (CR 102.1)."""
    steps = frozenset(spec.steps)

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        return game.step in steps and (not spec.yours or game.active is controller)

    return check


def _controls_more(spec: ir.ControlsMore) -> Condition:
    """ "if an opponent controls more lands than you" (CR 108.4): counted now, per controller."""
    who, matcher = players_of(spec.who), Matcher(spec.filter)

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        ctx = SourceContext(source, controller)
        found = [game.controller(obj) for obj in matcher.candidates(game, ctx)]
        yours = found.count(controller)
        return any(found.count(p) > yours for p in who(game, ctx) if p is not controller)

    return check


def _is_monarch(spec: ir.IsMonarch) -> Condition:
    """ "if you're the monarch", "if an opponent is the monarch" (CR 725.1): the monarch is
    one of the players named (false while there is no monarch)."""
    who = players_of(spec.who)

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        monarch = game.monarch
        return monarch is not None and any(
            p is monarch for p in who(game, SourceContext(source, controller))
        )

    return check


def _has_citys_blessing(spec: ir.HasCitysBlessing) -> Condition:
    """ "if you have the city's blessing" (CR 702.131c): the designation, kept for the rest of
    the game once gotten."""
    who = players_of(spec.who)

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        return all(p.city_blessing for p in who(game, SourceContext(source, controller)))

    return check


def _devotion_count(spec: ir.DevotionCount) -> Condition:
    """ "your devotion to white is less than five" (CR 700.5): the devotion of the players
    named, counted as the condition is checked (CR 611.3a, 603.4, 608.2c)."""
    from .execute import devotion

    who = players_of(spec.devotion.who)
    colors = frozenset(spec.devotion.colors)

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        players = who(game, SourceContext(source, controller))
        return holds(spec.count, devotion(game, players, colors))

    return check


def _completed_dungeon(spec: ir.CompletedDungeon) -> Condition:
    """ "if you've completed a dungeon" (CR 309.7): the player has completed one this game
    (``Player.completed_dungeons``, the names of the dungeons completed, in order)."""
    who = players_of(spec.who)

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        return all(p.completed_dungeons for p in who(game, SourceContext(source, controller)))

    return check


def _attacked_this_turn(spec: ir.AttackedThisTurn) -> Condition:
    """ "if you attacked this turn" (raid, CR 508.1): the player declared an attacking creature
    this turn, controlling it then."""
    who = players_of(spec.who)

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        context = SourceContext(source, controller)
        return any(game.history.creatures_attacked(p) for p in who(game, context))

    return check


def _attacked_with_total_power(spec: ir.AttackedWithTotalPower) -> Condition:
    """ "if you attacked with creatures with total power 6 or greater this combat" (pack
    tactics): the powers of the creatures the player declared as attackers in this combat,
    as they were declared (CR 508.1a), add up to the amount or more; outside combat, no."""
    who = players_of(spec.who)

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        combat = game.combat
        if combat is None:
            return False
        players = who(game, SourceContext(source, controller))
        total = sum(
            a.chars.power or 0 for a in combat.declared if any(a.controller is p for p in players)
        )
        return total >= spec.at_least

    return check


def _object_count(spec: ir.ObjectCount) -> Condition:
    """ "You control three or more Detectives", "You have no cards in hand"; "four or more
    Demons with different names": the names among them, each object with a name (CR
    201.2b; one with no name, face down, CR 708.2a, is in no such group)."""
    matcher = Matcher(spec.filter)

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        found = matcher.candidates(game, SourceContext(source, controller))
        if spec.different_names:
            names = {game.chars(obj).name for obj in found}
            return holds(spec.count, len(names - {"", None}))
        return holds(spec.count, len(found))

    return check


def _cards_of_a_player(spec: ir.CardsOfAPlayer) -> Condition:
    """ "an opponent has no cards in hand", "that player has seven or more cards in hand":
    some one of the players has that many matching cards in their own zone (CR 402, 404),
    each player's zone counted apart. "That player" of a step trigger is the active player
    (CR 102.1): the trigger and its resolution both happen in that player's step (CR 603.4)."""
    matcher = Matcher(spec.filter)
    zone = spec.filter.zone.value if spec.filter.zone is not None else "hand"
    whose = spec.whose

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        if whose is ir.Whose.THAT_PLAYER:
            players = [game.active]
        elif whose is ir.Whose.OPPONENT:
            players = game.opponents(controller)
        else:
            players = [p for p in game.players if not p.lost]
        ctx = SourceContext(source, controller)
        for player in players:
            cards = game.zone_objects(zone, player)
            if holds(spec.count, sum(matcher.matches(game, card, ctx) for card in cards)):
                return True
        return False

    return check


def _colors_among(spec: ir.ColorsAmong) -> Condition:
    """ "There are five colors among permanents you control" (CR 105.2): "N colors" is true
    with N or more (five is every color there is)."""
    matcher = Matcher(spec.filter)

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        colors: set[str] = set()
        for obj in matcher.candidates(game, SourceContext(source, controller)):
            colors |= game.chars(obj).colors
        if spec.count.relation is ir.Relation.AT_MOST:
            return len(colors) <= spec.count.value
        return len(colors) >= spec.count.value

    return check


#: The card types (CR 205.2a), as the runtime spells them.
CARD_TYPES = frozenset(
    {"artifact", "battle", "creature", "enchantment", "instant", "kindred", "land"}
    | {"planeswalker", "sorcery"}
)


def _card_types_among(spec: ir.CardTypesAmong) -> Condition:
    """ "There are four or more card types among cards in your graveyard" (CR 205.2a): each
    card type counted once, however many of the objects have it."""
    matcher = Matcher(spec.filter)

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        kinds: set[str] = set()
        for obj in matcher.candidates(game, SourceContext(source, controller)):
            kinds |= game.chars(obj).types & CARD_TYPES
        return holds(spec.count, len(kinds))

    return check


def _total_power(spec: ir.TotalPower) -> Condition:
    matcher = Matcher(spec.filter)

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        found = matcher.candidates(game, SourceContext(source, controller))
        return sum(game.chars(o).power or 0 for o in found) >= spec.at_least

    return check


def _life_gained(spec: ir.LifeGainedThisTurn) -> Condition:
    who = players_of(spec.who)

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        players = who(game, SourceContext(source, controller))
        return holds(spec.count, sum(game.history.life_gained_by(p) for p in players))

    return check


def _life_lost(spec: ir.LifeLostThisTurn) -> Condition:
    """Some one of the players lost that much life this turn (CR 119.3, 120.3a)."""
    who = players_of(spec.who)

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        players = who(game, SourceContext(source, controller))
        return any(holds(spec.count, game.history.life_lost[p.index]) for p in players)

    return check


def _spells_cast(spec: ir.SpellsCastThisTurn) -> Condition:
    """ "You've cast three or more instant and sorcery spells this turn" (CR 601.2i); "another
    black spell" (``filter.other``): one other than the resolving spell asking, the source.
    With ``by``: some one of those players cast that many ("an opponent cast three or more
    spells this turn"), each player's spells counted apart."""
    matcher = Matcher(spec.filter)
    by = players_of(spec.by) if spec.by is not None else None
    other = spec.filter.other

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        if by is None:
            found = [
                c
                for c in game.history.casts
                if matcher.chars_ok(c.chars) and not (other and c.spell is source)
            ]
            return holds(spec.count, len(found))
        # "an opponent cast three or more spells this turn": some one of them did (CR 102.3),
        # each player's spells counted apart
        return any(
            holds(
                spec.count,
                sum(
                    1
                    for c in game.history.casts
                    if c.player is p
                    and matcher.chars_ok(c.chars)
                    and not (other and c.spell is source)
                ),
            )
            for p in by(game, SourceContext(source, controller))
        )

    return check


def _happened(spec: ir.HappenedThisTurn) -> Condition:
    """ "Three or more creatures attacked / sources an opponent controls dealt damage /
    creature cards were put into graveyards from anywhere this turn"."""
    matcher = Matcher(spec.filter)
    event = spec.event
    then_controller = matcher.controller_players

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        history = game.history
        if event == "attacked":
            found = [a for a in history.creatures_attacked() if matcher.chars_ok(a.chars)]
            return holds(spec.count, len(found))
        if event == "died":
            # CR 700.4: put into a graveyard from the battlefield; matched as the creature
            # last existed on the battlefield (CR 603.10a), tokens included.
            return holds(
                spec.count,
                sum(
                    1
                    for d in history.died
                    if matcher.chars_ok(d.chars)
                    and (matcher.controlled_then != "you" or d.controller is controller)
                ),
            )
        if event == "left_battlefield":
            # "a permanent you controlled left the battlefield this turn": each permanent as it
            # last existed there, with its controller then (CR 603.10a, 400.7)
            left = history.left_battlefield
            found = [
                o
                for o in left
                if matcher.chars_ok(o.chars)
                and (matcher.controlled_then != "you" or o.controller is controller)
            ]
            return holds(spec.count, len(found))
        if event == "were_cast":
            return holds(spec.count, sum(1 for c in history.casts if matcher.chars_ok(c.chars)))
        if event == "put_into_graveyard":
            # CR 400.7 and the Gorgon's Kiss ruling: the card's types as it was there.
            return holds(spec.count, len(history.cards_put_into_graveyards(matcher.chars_ok)))
        who = controller if matcher.controlled_then == "you" else None
        allowed = None
        if then_controller is not None:
            allowed = then_controller(game, SourceContext(source, controller))
        sources = {
            r.source.obj.id
            for r in history.damage
            if (who is None or r.controller is who)
            and (allowed is None or r.controller in allowed)
            and matcher.chars_ok(r.source.chars)
        }
        return holds(spec.count, len(sources))

    return check


def _player_acted(spec: ir.PlayerActedThisTurn) -> Condition:
    """Some one of the players did the act this turn, as many times as ``count`` asks: cards
    drawn, discarded or cycled, permanents sacrificed, tokens created, each matched as it was
    then (CR 121.1, 701.9a, 702.29a, 701.21a, 111.2); or the total damage dealt to the player
    this turn (CR 120.3); or the searches of their own library (CR 701.23a)."""
    who = players_of(spec.who)
    matcher = Matcher(spec.filter)
    event = spec.event
    other = spec.filter.other

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        players = who(game, SourceContext(source, controller))
        history = game.history
        for p in players:
            if event == "dealt_damage":
                done = history.damage_dealt_to_player(p)
            elif event == "searched_library":  # their own library (CR 701.23a)
                done = sum(1 for by, whose in history.library_searches if by is p and whose is p)
            else:
                acts = history.acts_by(p, event, matcher.chars_ok, spec.filter.tokens)
                if other:  # "another creature": not this very object (CR 400.7)
                    acts = [a for a in acts if a.obj.id != source.id]
                done = len(acts)
            if holds(spec.count, done):
                return True
        return False

    return check


def _life_total(spec: ir.LifeTotal) -> Condition:
    """ "you have 25 or more life" (CR 119.1); "an opponent has 10 or less life" (``some``):
    at least one of them (none when there is no opponent, CR 102.3)."""
    who = players_of(spec.who)
    test = any if spec.some else all

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        players = who(game, SourceContext(source, controller))
        return test(holds(spec.count, p.life) for p in players)

    return check


def _cards_drawn(spec: ir.CardsDrawnThisTurn) -> Condition:
    """ "you've drawn two or more cards this turn" (turn history, CR 121.1)."""
    who = players_of(spec.who)

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        players = who(game, SourceContext(source, controller))
        return all(holds(spec.count, game.history.cards_drawn[p.index]) for p in players)

    return check


def _enchanted_or_equipped(game: Game, source: GameObject, controller: Player) -> bool:
    """An Aura or an Equipment is attached to the source (CR 303.4, 301.5)."""
    for obj in game.zone_objects("battlefield"):
        if obj.attached_to is source and game.chars(obj).subtypes & {"aura", "equipment"}:
            return True
    return False


def _source_counters(spec: ir.SourceCounters) -> Condition:
    """ "it has a +1/+1 counter on it" (CR 122.1)."""

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        return holds(spec.count, source.counters.get(spec.counter, 0))

    return check


def _source_has(spec: ir.ObjectIs) -> Condition:
    """ "If Erebos's Emissary is an Aura" (CR 109.3): the source has those characteristics
    now (a bestowed permanent is an Aura, CR 702.103b)."""
    matcher = Matcher(spec.filter)

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        return matcher.chars_ok(game.chars(source))

    return check


def _event_object_has(spec: ir.ObjectIs) -> Condition:
    """ "Whenever equipped creature dies, if it was a Human, ...", "Whenever a permanent you
    control is turned face up, if it's a creature, ..." (CR 603.4: an intervening "if", checked
    as the event happens and again as the ability resolves, with that event,
    ``Game.condition_event``): the object of the event has those characteristics -- a
    permanent that left the battlefield as it last existed there (CR 603.10a, 608.2h)."""
    matcher = Matcher(spec.filter)
    tokens = spec.filter.tokens  # "a land card": no token (CR 111.1)

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        found = event_object_as_it_was(game.condition_event)
        if found is None:
            return False
        return matcher.chars_ok_for(game.chars(found), source) and tokens in (None, found.is_token)

    return check


def _attached_has(spec: ir.ObjectIs) -> Condition:
    """ "As long as enchanted creature is a Human" (CR 303.4, 301.5, 109.3): the source is
    attached to a permanent of the host's description that has those characteristics now;
    false when it is attached to nothing."""
    assert isinstance(spec.object, ir.AllObjects)
    host, matcher = Matcher(spec.object.filter), Matcher(spec.filter)

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        attached = getattr(source, "attached_to", None)
        if attached is None or not game.on_battlefield(attached):
            return False
        ctx = SourceContext.of(source, game)
        return host.matches(game, attached, ctx) and matcher.chars_ok(game.chars(attached))

    return check


def _attached_kind(kind: str) -> Condition:
    """An ``kind`` ("aura", "equipment") is attached to the source: "~ is enchanted" (CR
    303.4), "~ is equipped" (CR 301.5)."""

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        return any(
            obj.attached_to is source and kind in game.chars(obj).subtypes
            for obj in game.zone_objects("battlefield")
        )

    return check


def _monstrous(game: Game, source: GameObject, controller: Player) -> bool:
    """ "~ is monstrous" (CR 701.37b): it became monstrous since it entered (a new object
    after a zone change is not, CR 400.7)."""
    return source.monstrous


def _renowned(game: Game, source: GameObject, controller: Player) -> bool:
    """ "~ is renowned" (CR 702.112b): the designation renown gave it since it entered."""
    return bool(source.note.get("renowned", False))


def _untapped(game: Game, source: GameObject, controller: Player) -> bool:
    """ "~ is untapped" (CR 110.5)."""
    return not source.tapped


def _tapped(game: Game, source: GameObject, controller: Player) -> bool:
    """ "~ is tapped" (CR 110.5)."""
    return source.tapped


#: The source's designations, attachments and status a static ability's "as long as" reads.
_DESIGNATIONS: dict[str, Condition] = {
    "untapped": _untapped,
    "tapped": _tapped,
    "monstrous": _monstrous,
    "renowned": _renowned,
    "equipped": _attached_kind("equipment"),
    "enchanted": _attached_kind("aura"),
}


def _in_own_graveyard(game: Game, source: GameObject, controller: Player) -> bool:
    """ "if ~ is in your graveyard" (CR 113.6b, 603.4): this very card is still in its owner's
    graveyard (a card that left it is a new object, CR 400.7)."""
    return game.is_live(source) and source.zone == "graveyard" and source.owner is controller


def _on_battlefield(game: Game, source: GameObject, controller: Player) -> bool:
    """ "When ~ enters, if it's on the battlefield" (CR 603.4): this very permanent is still on
    the battlefield (one that left and came back is a new object, CR 400.7)."""
    return game.is_live(source) and source.zone == "battlefield"


def _was_cast(game: Game, source: GameObject, controller: Player) -> bool:
    """ "if you cast it" (CR 601.2): the permanent was a spell that was cast (the zone it was
    cast from is recorded on it, CR 400.7d); a permanent put onto the battlefield was not."""
    return source.note.get("cast_from") is not None


def _source_is(spec: ir.SourceIs) -> Condition:
    """ "~ is attacking" (CR 506.4); "~ attacked or blocked this turn": this very object was
    declared as an attacker or a blocker this turn (CR 508.1, 509.1; a new object after a zone
    change did not, CR 400.7)."""
    if spec.state == "paired":
        from .soulbond import is_paired  # "~ is paired with another creature" (CR 702.95b)

        return is_paired
    if spec.state in _DESIGNATIONS:
        return _DESIGNATIONS[spec.state]
    if spec.state == "in_graveyard":
        return _in_own_graveyard
    if spec.state == "on_battlefield":
        return _on_battlefield
    if spec.state == "cast":
        return _was_cast
    if spec.state == "blocking":

        def blocking(game: Game, source: GameObject, controller: Player) -> bool:
            return game.is_blocking(source)  # CR 509.1g

        return blocking

    if spec.state == "attacking":

        def attacking(game: Game, source: GameObject, controller: Player) -> bool:
            return game.is_attacking(source)

        return attacking

    if spec.state == "attacking_alone":

        def attacking_alone(game: Game, source: GameObject, controller: Player) -> bool:
            # CR 506.5: it is attacking, and no other creature is
            return game.is_attacking(source) and len(game.attacking()) == 1

        return attacking_alone

    if spec.state == "attacked_or_blocked_this_combat":

        def this_combat(game: Game, source: GameObject, controller: Player) -> bool:
            # declared as an attacker or a blocker in this combat phase (CR 506.1, 508.1,
            # 509.1), this very object (CR 400.7)
            combat = game.combat
            if combat is None:
                return False
            declared = (*combat.declared, *combat.declared_blockers)
            return any(a.obj.id == source.id for a in declared)

        return this_combat

    if spec.state in _TURN_STATES:
        return _TURN_STATES[spec.state]

    def attacked_or_blocked(game: Game, source: GameObject, controller: Player) -> bool:
        history = game.history
        return any(a.obj.id == source.id for a in (*history.attackers, *history.blockers))

    return attacked_or_blocked


def _in_turn_list(name: str) -> Condition:
    """This very object is in the turn's record ``name`` (attackers declared, CR 508.1;
    blockers declared, CR 509.1; attackers that became blocked, CR 509.1h); a new object after
    a zone change is not (CR 400.7)."""

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        return any(a.obj.id == source.id for a in getattr(game.history, name))

    return check


def _entered_this_turn(game: Game, source: GameObject, controller: Player) -> bool:
    """ "~ entered the battlefield this turn": this very object entered this turn (CR 403.3,
    400.7: a permanent that left and came back is a new object that entered)."""
    return any(o.id == source.id for o in game.history.entered)


def _was_dealt_damage(game: Game, source: GameObject, controller: Player) -> bool:
    """ "~ was dealt damage this turn" (CR 120.3), by any source."""
    return game.history.was_dealt_damage(source)


def _dealt_damage_to(opponent: bool, combat: bool) -> Condition:
    """ "~ dealt damage to an opponent this turn", "it dealt combat damage to a player this
    turn" (CR 120.3, 510.2): this very object dealt damage (combat damage) to a player (an
    opponent of its controller, CR 102.3) this turn."""

    def check(game: Game, source: GameObject, controller: Player) -> bool:
        return any(
            isinstance(r.target, Player)
            and (not opponent or r.target is not controller)
            and (not combat or r.combat)
            for r in game.history.damage_dealt_by(source)
        )

    return check


#: What the source did this turn (:class:`~karlov.ir.SourceIs`), read from the turn's history.
_TURN_STATES: dict[str, Condition] = {
    "attacked_this_turn": _in_turn_list("attackers"),
    "blocked_this_turn": _in_turn_list("blockers"),
    "was_blocked_this_turn": _in_turn_list("blocked_attackers"),
    "was_dealt_damage_this_turn": _was_dealt_damage,
    "entered_this_turn": _entered_this_turn,
    "dealt_damage_to_opponent_this_turn": _dealt_damage_to(opponent=True, combat=False),
    "dealt_damage_to_player_this_turn": _dealt_damage_to(opponent=False, combat=False),
    "dealt_combat_damage_to_opponent_this_turn": _dealt_damage_to(opponent=True, combat=True),
    "dealt_combat_damage_to_player_this_turn": _dealt_damage_to(opponent=False, combat=True),
}


def _spell_targets(spec: ir.SpellTargets) -> Condition:
    """ "if it targets an attacking creature" (CR 601.2c, 601.2f): one of the targets chosen
    for the spell (``source``) matches, "you" being its caster (``controller``). As its total
    cost is determined, the targets just chosen (:attr:`Game.announced_targets`); on the stack,
    its targets."""
    matcher = Matcher(spec.filter)

    def test(game: Game, source: GameObject, controller: Player) -> bool:
        chosen = game.announced_targets.get(source.id)
        if chosen is None:
            chosen = getattr(source, "targets", None) or []
        ctx = SourceContext(source, controller)
        return any(
            not isinstance(target, Player) and matcher.matches(game, target, ctx)
            for group in chosen
            for target in group
        )

    return test


def _mana_spent_to_cast(spec: ir.ManaSpentToCast) -> Condition:
    """ "if {G} was spent to cast this spell" / "... to cast it" (CR 601.2h): each color was
    among the mana spent to cast the spell, recorded on it as it was cast and kept by the
    permanent it became (CR 400.7d). A copy of a spell was not cast: no mana was spent on it
    (CR 707.10)."""
    wanted = frozenset(spec.colors)

    def test(game: Game, source: GameObject, controller: Player) -> bool:
        if getattr(source, "is_spell_copy", False):
            return False
        spent = getattr(source, "note", {}).get("mana_spent", ())
        return wanted <= {unit for unit in spent if unit in "WUBRG"}

    return test
