"""Object filters and player references built from the IR (:class:`karlov.ir.ObjectFilter`,
:class:`karlov.ir.Players`).

A :class:`Matcher` answers what a filter states: tests over characteristics (types,
subtypes, supertypes, colors, keywords, power, name — what the turn's history keeps of an
object, CR 400.7) and tests over present state (controller, attacking, tapped, suspected,
damage, attachment). ``ctx`` is anything with ``source`` and ``controller`` (a
:class:`~karlov.runtime.Resolution`, or the source's context while a trigger or condition is
checked) and, inside a resolving ability, ``event``, ``targets_for`` and ``recall``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .. import ir
from .abilities import SACRIFICED_FOR_COST
from .objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    Characteristics,
    GameObject,
    LastKnown,
    Player,
)

if TYPE_CHECKING:
    from .game import Game

__all__ = ["CHOSEN_COLOR", "CHOSEN_TYPE", "Matcher", "PlayerFunction", "players_of"]

#: Where a permanent keeps what it chose as it entered (its ``note``; CR 614.12, 607.2a):
#: a color letter, or a creature type in lower case.
CHOSEN_COLOR = "chosen_color"
CHOSEN_TYPE = "chosen_type"
CHOSEN_LAND_TYPE = "chosen_land_type"  # "Choose a basic land type." as it resolves (CR 205.3i)
CHOSEN_NAME = "chosen_name"  # "Choose a card name." as it resolves (CR 201.3, 608.2d)

CharsTest = Callable[[Characteristics], bool]
StateTest = Callable[["Game", Any, Any], bool]
PlayerFunction = Callable[["Game", Any], list[Player]]


def players_of(spec: ir.Players) -> PlayerFunction:
    """The players ``spec`` names, as a function of (game, context)."""
    who = spec.who
    if who == "you":
        return lambda game, ctx: [ctx.controller]
    if who == "each_opponent":
        # in APNAP order (CR 101.4: the active player chooses first, then the others in turn
        # order), without the players who have left the game (CR 800.4a)
        return lambda game, ctx: [p for p in game.apnap() if p is not ctx.controller]
    if who == "each_player":
        return lambda game, ctx: game.apnap()
    if who == "each_other_player":  # every player but you (CR 102.1), in APNAP order
        return lambda game, ctx: [p for p in game.apnap() if p is not ctx.controller]
    if who == "any_player":
        # "unless any player pays {2}": each may, in APNAP order (CR 101.4, 118.12a); in the
        # instruction of "Any player may ...", the one who did (Interpreter.players)
        return lambda game, ctx: game.apnap()
    if who == "target":
        index = spec.target_index
        return lambda game, ctx: _in_apnap_order(game, list(ctx.targets_for(index)))
    if who == "you_and" and spec.also is not None:
        # "You and that player each draw three cards": the two, in APNAP order (CR 101.4);
        # one who left the game does nothing (CR 800.4a)
        other = players_of(spec.also)
        return lambda game, ctx: [
            p for p in game.apnap() if p is ctx.controller or p in other(game, ctx)
        ]
    if who == "unable" and spec.also is not None:
        # "Each opponent who can't ...": those of ``also`` the instruction before could not be
        # done for (recorded as it was done, CR 609.3), in APNAP order
        among, unable_key = players_of(spec.also), spec.key
        return lambda game, ctx: [
            p for p in among(game, ctx) if any(p is q for q in ctx.recall(unable_key, []))
        ]
    if who == "mentioned":
        key = spec.key
        return lambda game, ctx: [p for p in ctx.recall(key, []) if p is not None]
    if who == "that_player":
        return lambda game, ctx: _event_player(ctx, game)
    if who == "defending_player" and isinstance(spec.of, ir.EventObject):
        return _event_creatures_defending_player
    if who == "defending_player":
        return _defending_player
    if who in ("owner", "controller") and isinstance(spec.of, ir.TargetObjects):
        # The target's owner or controller; a target that left the battlefield is asked as
        # it last existed there (CR 608.2h; ``Game.controller`` reads last-known information).
        index = spec.of.target_index
        if who == "owner":
            return lambda game, ctx: [getattr(t, "owner", None) for t in ctx.targets_for(index)]
        return lambda game, ctx: [
            game.controller(t) for t in ctx.targets_for(index) if not isinstance(t, Player)
        ]
    if who in ("owner", "controller"):
        of = spec.of
        if who == "owner":
            return lambda game, ctx: [obj.owner for obj in _referent(ctx, of)]
        if isinstance(of, ir.EventObject):
            return _event_object_controller
        return lambda game, ctx: [game.controller(obj) for obj in _referent(ctx, of)]
    raise ValueError(f"no such players in the IR: {who!r}")


def _in_apnap_order(game: Game, chosen: list[Any]) -> list[Any]:
    """Several players chosen for one target ("Two target players each draw a card"), in
    APNAP order: each does what the instruction says, the active player first (CR 101.4); one
    target, or a target that may be an object, as chosen."""
    if len(chosen) < 2 or not all(isinstance(p, Player) for p in chosen):
        return chosen
    return [p for p in game.apnap() if any(p is q for q in chosen)]


def _event_object_controller(game: Game, ctx: Any) -> list[Player]:
    """ "its controller" of the object of the event: for a permanent that left the
    battlefield ("When enchanted creature dies, its controller draws a card"), the player who
    controlled it as it last existed there (CR 608.2h, 603.10a), not the card's owner."""
    event = getattr(ctx, "event", None)
    old = getattr(event, "old", None)
    if getattr(event, "left_battlefield", False) and isinstance(old, LastKnown):
        return [old.controller]
    dealt_by = getattr(event, "dealt_by", None)
    if isinstance(dealt_by, LastKnown) and not game.on_battlefield(dealt_by.obj):
        # "that source's controller": a spell that dealt the damage and left the stack, or a
        # permanent that left the battlefield since, as it last existed (CR 608.2h)
        return [dealt_by.controller]
    return [game.controller(obj) for obj in _referent(ctx, ir.EventObject())]


def _event_player(ctx: Any, game: Any = None) -> list[Player]:
    """The player of the triggering event ("that player", CR 603.7c); in an intervening "if"
    checked outside a resolution, the event it is checked with (``Game.condition_event``)."""
    event = getattr(ctx, "event", None)
    if event is None:
        event = getattr(game, "condition_event", None)
    target = getattr(event, "target", None)
    if isinstance(target, Player):
        return [target]
    player = getattr(event, "player", None) or getattr(event, "controller", None)
    # Imported here: the compiler loads this module to build matchers, and a check that
    # plays no game need not make the fifty event classes (issue 24: start-up).
    from .events import CreatureAttacks, StepBegan

    if isinstance(event, CreatureAttacks):
        # "Whenever a creature attacks one of your opponents, that player loses 1 life": the
        # player it attacks (CR 508.1b, 603.7c); none when it attacks a planeswalker.
        return [event.defender] if isinstance(event.defender, Player) else []

    if player is None and isinstance(event, StepBegan):
        # "At the beginning of each player's upkeep, that player ...": whose step it is.
        player = event.active_player
    if player is None and getattr(event, "left_battlefield", False):
        # "Whenever a creature an opponent controls dies, that player ...": the player who
        # controlled it as it last existed on the battlefield (CR 603.10a).
        old = getattr(event, "old", None)
        player = old.controller if isinstance(old, LastKnown) else None
    elif player is None and getattr(event, "entered_battlefield", False):
        entered = getattr(event, "obj", None)
        player = entered.controller if isinstance(entered, GameObject) else None
    return [player] if player is not None else []


def _defending_player(game: Game, ctx: Any) -> list[Player]:
    """The defending player of an ability of an attacking creature (CR 508.5): the player the
    source is attacking, or the controller of the planeswalker it is attacking; if it is no
    longer attacking, the one it was attacking when it attacked (its attack event)."""
    source = getattr(ctx, "source", None)
    return _defending_player_of(game, ctx, source.obj if isinstance(source, LastKnown) else source)


def _event_creatures_defending_player(game: Game, ctx: Any) -> list[Player]:
    """ "Whenever a creature you control attacks, defending player loses 1 life": the ability
    refers to the attacking creature of the event, so the defending player is the one that
    creature attacks (CR 508.5; in multiplayer, each creature's own, CR 508.5a)."""
    event = getattr(ctx, "event", None)
    creature = getattr(event, "obj", None)
    return _defending_player_of(game, ctx, creature) if creature is not None else []


def _defending_player_of(game: Game, ctx: Any, creature: Any) -> list[Player]:
    """The player ``creature`` attacks, or the controller of the planeswalker it attacks;
    if it is no longer attacking, the one it attacked by its attack event (CR 508.5)."""
    attacked = None
    if game.combat is not None and creature in game.combat.attackers:
        attacked = game.combat.attackers[creature]
    else:
        event = getattr(ctx, "event", None)
        if getattr(event, "obj", None) is creature:
            attacked = getattr(event, "defender", None)
    if isinstance(attacked, Player):
        return [attacked]
    if isinstance(attacked, GameObject):
        return [game.controller(attacked)]
    return []


def _referent(ctx: Any, of: ir.ObjectRef | None) -> list[Any]:
    """The object "its" names in "its owner" / "its controller": one named earlier (none if
    that instruction found nothing), the object of the triggering event ("Whenever a creature
    enters, its controller ...", CR 603.2), or the source."""
    if isinstance(of, ir.Mentioned):
        return [obj for obj in ctx.recall(of.key, [])[:1] if obj is not None]
    if isinstance(of, ir.TargetObjects):
        # the target still legal as the ability resolves (CR 608.2b)
        chosen = getattr(ctx, "targets_for", None)
        return list(chosen(of.target_index)) if chosen is not None else []
    if isinstance(of, ir.EventObject):
        event = getattr(ctx, "event", None)
        found = getattr(event, "spell", None) or getattr(event, "obj", None)
        if found is None and getattr(event, "old", None) is not None:
            found = event.old  # type: ignore[union-attr]  # a token that left (CR 603.10a)
        return [found] if found is not None else []
    return [ctx.source]


def _not_event_object(game: Game, obj: Any, ctx: Any) -> bool:
    """ "Whenever a creature enters, destroy all other creatures ...": any object but the one
    of the triggering event (CR 603.2), compared as the object it was if it left its zone
    (CR 400.7, 603.10a)."""
    obj = obj.obj if isinstance(obj, LastKnown) else obj
    return all(
        obj is not (other.obj if isinstance(other, LastKnown) else other)
        for other in _referent(ctx, ir.EventObject())
    )


def _blocking_object(ref: ir.ObjectRef) -> Callable[[Game, Any, Any], bool]:
    """ "each creature blocking it" (CR 509.1a, 506.4): ``obj`` is declared as a blocker of
    the object ``ref`` names (the source, or the creature of the triggering event) and still
    blocks it."""

    def test(game: Game, obj: Any, ctx: Any) -> bool:
        combat = game.combat
        if combat is None:
            return False
        obj = obj.obj if isinstance(obj, LastKnown) else obj
        blocked = combat.blockers.get(obj)
        if not blocked:
            return False
        found = _referent(ctx, ref)
        return any((o.obj if isinstance(o, LastKnown) else o) is a for o in found for a in blocked)

    return test


def _blocked_by_object(ref: ir.ObjectRef, or_blocking: bool) -> Callable[[Game, Any, Any], bool]:
    """ "target creature blocked by ~" (CR 509.1a, 509.1h, 506.4): ``obj`` is an attacking
    creature that the object ``ref`` names was declared to block and still blocks; with
    ``or_blocking`` ("blocking or blocked by ~"), a creature blocking that object too."""
    blocking = _blocking_object(ref)

    def test(game: Game, obj: Any, ctx: Any) -> bool:
        combat = game.combat
        if combat is None:
            return False
        if or_blocking and blocking(game, obj, ctx):
            return True
        obj = obj.obj if isinstance(obj, LastKnown) else obj
        for found in _referent(ctx, ref):
            found = found.obj if isinstance(found, LastKnown) else found
            if any(a is obj for a in combat.blockers.get(found, ())):
                return True
        return False

    return test


@functools.cache
def _creature_types() -> frozenset[str]:
    """The creature types of CR 205.3m and the retired ones an older type line prints, lower
    case as the runtime keeps subtypes."""
    from ..subtypes import CREATURE_TYPES, RETIRED_CREATURE_TYPES

    return frozenset(name.lower() for name in (*CREATURE_TYPES, *RETIRED_CREATURE_TYPES))


def _shared(chars: Characteristics, quality: str) -> set[str]:
    """The qualities of one kind an object has: its colors (none when colorless, CR 105.2c),
    creature types (CR 205.3m), card types (CR 300.1) or its name (none without one, CR
    201.2a)."""
    if quality == "color":
        return set(chars.colors)
    if quality == "creature type":
        return set(chars.subtypes) & _creature_types()
    if quality == "card type":
        return set(chars.types)
    return {chars.name} if chars.name else set()


def _shares(quality: str, ref: ir.ObjectRef) -> StateTest:
    """ "that shares a color with it", "with the same name as that permanent": ``obj`` has at
    least one such quality in common with the object ``ref`` names as the filter is applied
    (the target still legal, CR 608.2b; none found, nothing shares with it)."""

    def test(game: Game, obj: Any, ctx: Any) -> bool:
        mine = _shared(game.chars(obj), quality)
        return any(mine & _shared(game.chars(other), quality) for other in _compared(ctx, ref))

    return test


def _compared(ctx: Any, ref: ir.ObjectRef) -> list[Any]:
    """The object a quality is compared with: the event's object as :func:`event_object_as_it_was`
    reads it, any other as :func:`_referent` does."""
    if isinstance(ref, ir.EventObject):
        found = event_object_as_it_was(getattr(ctx, "event", None))
        return [found] if found is not None else []
    return _referent(ctx, ref)


def event_object_as_it_was(event: Any) -> Any:
    """The object of a triggering event whose qualities are read ("... that shares a creature
    type with it", "if it was a Human"): the spell or object of the event; a permanent that
    left the battlefield as it last existed there ("Whenever equipped creature dies"), not the
    card it became in its new zone (CR 608.2h, 603.10a); None for no event or no object."""
    found = getattr(event, "spell", None) or getattr(event, "obj", None)
    old = getattr(event, "old", None)
    if old is not None and (found is None or getattr(event, "from_zone", None) == BATTLEFIELD):
        return old
    return found


def _types(test: ir.TypeTest) -> CharsTest:
    none_of, any_of = frozenset(test.none_of), frozenset(test.any_of)

    def matches(chars: Characteristics) -> bool:
        types = chars.types
        if not none_of.isdisjoint(types):
            return False
        return not any_of or not any_of.isdisjoint(types)

    return matches


def _attached_to_source(game: Game, obj: Any, ctx: Any) -> bool:
    """ "enchanted creature", "equipped creature": what the source is attached to (CR 301.5,
    303.4); matched looking back in time, what it was attached to immediately before the
    event (a permanent that left, or an object last known as it dealt damage, is compared as
    the object it was, CR 603.10a)."""
    source = getattr(ctx, "source", None)
    source = source.obj if isinstance(source, LastKnown) else source
    obj = obj.obj if isinstance(obj, LastKnown) else obj
    return isinstance(source, GameObject) and game.attachment(source) is obj


def _modified(game: Game, obj: Any, ctx: Any) -> bool:
    """ "modified creature" (CR 700.9): the permanent has one or more counters on it, is
    equipped (an Equipment is attached to it, CR 301.5), or is enchanted by an Aura controlled
    by the permanent's controller (CR 303.4); an object last known elsewhere is matched as it
    last existed, with what was attached to it immediately before the event (CR 603.10a)."""
    if any(n > 0 for n in getattr(obj, "counters", {}).values()):
        return True
    host = obj.obj if isinstance(obj, LastKnown) else obj
    if not isinstance(host, GameObject):
        return False
    controller = game.controller(obj)
    for other in game.zone_objects("battlefield"):
        if other is host or game.attachment(other) is not host:
            continue
        subtypes = game.chars(other).subtypes
        if "equipment" in subtypes:
            return True
        if "aura" in subtypes and game.controller(other) is controller:
            return True
    return False


def _dealt_damage_by_source(game: Game, obj: Any, ctx: Any) -> bool:
    """ "a creature dealt damage by ~ this turn" (CR 120.3): the source of the ability -- the
    same object, CR 400.7 -- dealt damage to this object this turn; an object last known
    elsewhere (a creature that died) is the object it was (CR 603.10a)."""
    source = getattr(ctx, "source", None)
    source = source.obj if isinstance(source, LastKnown) else source
    obj = obj.obj if isinstance(obj, LastKnown) else obj
    if source is None or obj is None:
        return False
    return any(
        r.amount > 0 and isinstance(r.target, GameObject) and r.target.id == obj.id
        for r in game.history.damage_dealt_by(source)
    )


def _not_source(game: Game, obj: Any, ctx: Any) -> bool:
    """ "Other creatures", "another creature": any object but the source of the ability (an
    object last known elsewhere is compared as the object it was, CR 603.10a)."""
    source = getattr(ctx, "source", None)
    source = source.obj if isinstance(source, LastKnown) else source
    obj = obj.obj if isinstance(obj, LastKnown) else obj
    if obj is source:
        return False
    # "When this creature dies, return another target creature card from your graveyard":
    # the card it became there is still "this" card, not another (CR 400.7e).
    event = getattr(ctx, "event", None)
    old = getattr(event, "old", None)
    return not (old is not None and old.obj is source and getattr(event, "obj", None) is obj)


def _not_target(index: int) -> StateTest:
    """ "Target creature gets +2/+0. Each other creature ...": any object but the one chosen as
    that target, whether or not it is still a legal one (the word names the object chosen, CR
    115.1; compared as the object it was if it left its zone, CR 400.7)."""

    def test(game: Game, obj: Any, ctx: Any) -> bool:
        obj = obj.obj if isinstance(obj, LastKnown) else obj
        targets = getattr(ctx, "targets", ())
        chosen = targets[index] if index < len(targets) else ()
        return all(
            obj is not (target.obj if isinstance(target, LastKnown) else target)
            for target in chosen
        )

    return test


def _any_of(alternatives: tuple[ir.ObjectFilter, ...]) -> StateTest:
    """An object that one of ``alternatives`` matches, characteristics and state."""
    each = [Matcher(alt) for alt in alternatives]
    return lambda game, obj, ctx: any(
        all(t(game.chars(obj)) for t in alt.chars_tests)
        and all(t(game, obj, ctx) for t in alt.state_tests)
        for alt in each
    )


def _among(key: str) -> StateTest:
    """ "from among them": one of the objects recorded under ``key`` (the cards looked at),
    still that object (CR 400.7: a card that left the zone is a new object)."""

    def test(game: Game, obj: Any, ctx: Any) -> bool:
        recall = getattr(ctx, "recall", None)
        return recall is not None and any(obj is seen for seen in recall(key, []))

    return test


def _exiled_with(links: tuple[str, ...]) -> StateTest:
    """ "cards exiled with ~", "the exiled card": a card in exile that one of the source's
    abilities linked under ``links`` exiled (CR 607.2a), still that object (CR 400.7: a card
    that left exile is a new object). The source is the object itself: its last-known
    information if it has left its zone, never another instance of the card."""

    def test(game: Game, obj: Any, ctx: Any) -> bool:
        source = getattr(ctx, "source", None)
        source = source.obj if isinstance(source, LastKnown) else source
        if source is None or getattr(obj, "zone", None) != EXILE:
            return False
        return any(
            obj is card for link in links for card in game.linked_exiles.get((source.id, link), ())
        )

    return test


def _targeting(spec: ir.ObjectFilter) -> StateTest:
    """ "a spell that targets ~" / "... that targets a creature you control" (CR 115.1): one
    of the spell's chosen targets is the source, or matches ``spec.targeting``."""
    wanted = Matcher(spec.targeting) if spec.targeting is not None else None

    def test(game: Game, obj: Any, ctx: Any) -> bool:
        chosen = [t for group in getattr(obj, "targets", ()) for t in group]
        if spec.targeting_source:
            source = getattr(ctx, "source", None)
            source = source.obj if isinstance(source, LastKnown) else source
            if not any(t is source for t in chosen):
                return False
        if wanted is not None:
            return any(isinstance(t, GameObject) and wanted.matches(game, t, ctx) for t in chosen)
        return True

    return test


def _cast_from(spec: ir.ObjectFilter) -> StateTest:
    """ "target spell cast from a graveyard", "that wasn't cast from its owner's hand", "you
    cast from anywhere other than your hand" (CR 601.2a): the zone its card was in as its
    casting began, the caster's own with ``cast_from_own`` (CR 400.3: a card in a hand,
    library or graveyard is its owner's); a spell never cast (a copy, CR 707.10) was cast from
    no zone."""
    zone = str(spec.cast_from)
    negated, own = spec.cast_from_negated, spec.cast_from_own

    def test(game: Game, obj: Any, ctx: Any) -> bool:
        found = getattr(obj, "cast_from", None) == zone
        if found and own:
            found = obj.owner is game.controller(obj)
        return not found if negated else found

    return test


def _attached(spec: ir.ObjectFilter) -> StateTest:
    """ "Aura attached to it" / "Equipment attached to ~" / "Equipment attached to that
    creature": attached to the object that reference names (the source, a target, the event's
    object); "Aura attached to a creature": attached to a permanent that matches
    ``spec.attached_to`` (CR 303.4, 301.5, 701.3). An Aura whose permanent left is attached
    to nothing."""
    host_ok = Matcher(spec.attached_to) if spec.attached_to is not None else None
    ref = spec.attached_to_object

    def test(game: Game, obj: Any, ctx: Any) -> bool:
        host = getattr(obj, "attached_to", None)
        if host is None or not game.on_battlefield(host):
            return False
        if ref is not None:
            named = [o.obj if isinstance(o, LastKnown) else o for o in _referent(ctx, ref)]
            if not any(o is host for o in named):
                return False
        return host_ok is None or host_ok.matches(game, host, ctx)

    return test


def source_choice(source: Any, what: str) -> str | None:
    """What ``source`` chose as it entered (``what``: "type" or "color"), or None: the object
    it was if it has left (its choice as it last existed, CR 608.2h)."""
    source = source.obj if isinstance(source, LastKnown) else source
    note = getattr(source, "note", None) or {}
    return note.get(CHOSEN_COLOR if what == "color" else CHOSEN_TYPE)


def chosen_ok(chars: Characteristics, what: str, source: Any, ctx: Any = None) -> bool:
    """ "of the chosen color" / "of the chosen type" (CR 607.2a): the object has the color or
    creature type its source chose as it entered (a changeling has every creature type, CR
    702.73a, which its characteristics already say); a source that chose nothing matches
    nothing. ``what`` ending "_on_resolution": the choice an earlier "Choose a creature
    type." of the resolving ability made (``ctx`` recalls it, CR 608.2d); "name_on_resolution":
    the object has the card name "Choose a card name." chose (CR 201.3; a face-down object or a
    token with no name has none, CR 201.2a)."""
    if what == "name_on_resolution":
        recall = getattr(ctx, "recall", None)
        name = recall(CHOSEN_NAME) if recall else None
        return name is not None and bool(chars.name) and chars.name == name
    if what.endswith(("_on_resolution", "_of_choice")):
        what = what.split("_")[0]
        recall = getattr(ctx, "recall", None)
        value = recall(CHOSEN_COLOR if what == "color" else CHOSEN_TYPE) if recall else None
    else:
        value = source_choice(source, what)
    if value is None:
        return False
    return value in (chars.colors if what == "color" else chars.subtypes)


def _chosen(what: str) -> StateTest:
    if what.endswith("_of_choice"):
        kind = what.split("_")[0]

        def of_choice(game: Game, obj: Any, ctx: Any) -> bool:
            _choose_now(game, ctx, kind)
            return chosen_ok(game.chars(obj), what, None, ctx)

        return of_choice
    return lambda game, obj, ctx: chosen_ok(
        game.chars(obj), what, getattr(ctx, "source", None), ctx
    )


def _choose_now(game: Game, ctx: Any, kind: str) -> None:
    """ "of the creature type of your choice": the resolving ability's controller chooses
    when the instruction is first followed (CR 608.2d), once for the resolution (the choice
    recalled after). Outside a resolution nothing is chosen, and nothing matches."""
    key = CHOSEN_COLOR if kind == "color" else CHOSEN_TYPE
    remember = getattr(ctx, "remember", None)
    if remember is None or ctx.recall(key) is not None:
        return
    if kind == "color":
        from .execute import COLOR_NAMES

        (name,) = game.ask_choose(ctx.controller, "Choose a color", list(COLOR_NAMES))
        remember(key, COLOR_NAMES[name])
    else:
        from ..subtypes import CREATURE_TYPES

        (name,) = game.ask_choose(ctx.controller, "Choose a creature type", list(CREATURE_TYPES))
        remember(key, name.lower())
    game.note(f"{ctx.controller} chooses {name}")


def _flag(name: str, wanted: bool) -> StateTest:
    return lambda game, obj, ctx: bool(getattr(obj, name, False)) is wanted


def _within_x(game: Game, obj: Any, bound: str, ctx: Any) -> bool:
    """Whether ``obj`` is within the bound ``bound`` (an ``ObjectFilter`` field name) whose
    number is the X announced for the spell or ability (CR 107.3, 601.2b); a filter read
    where no X was announced reads X as 0 (CR 107.3: X is 0 where undefined). A spell's mana
    value on the stack counts its own X as the value chosen for it (CR 202.3e)."""
    x = getattr(ctx, "x", 0) or 0
    chars = game.chars(obj)
    what, _, side = bound.rpartition("_at_")
    value = getattr(chars, what)  # a spell's mana value counts its X (``Characteristics.x``)
    if value is None:
        return False
    return value >= x if side == "least" else value <= x


def _compared_number(value: ir.Quantity) -> Callable[[Game, Any], int | None]:
    """The number of a :class:`~karlov.ir.Comparison`, as a function of (game, context), read
    each time the filter is applied (CR 608.2h, 611.3a): a number, X as announced (CR 107.3),
    the objects another filter finds in the same context ("the number of lands you control"),
    or of the source -- as it is now or last existed (CR 608.2h) -- its counters (CR 122.1),
    power or toughness (CR 208.1), or the colors of mana spent to cast it (CR 601.2h)."""
    if isinstance(value, ir.Fixed):
        fixed = value.value
        return lambda game, ctx: fixed
    if isinstance(value, ir.XValue):
        return lambda game, ctx: getattr(ctx, "x", 0) or 0
    if isinstance(value, ir.NumberOf):
        counted, times = Matcher(value.filter), value.times
        return lambda game, ctx: times * len(counted.candidates(game, ctx))
    if isinstance(value, ir.CountersOn) and isinstance(value.of, ir.SourceObject):
        kind, times = value.counter, value.times

        def counters(game: Game, ctx: Any) -> int | None:
            source = getattr(ctx, "source", None)
            if isinstance(source, LastKnown):
                return times * _counters_of(source.counters, kind)
            if source is not None and not game.is_live(source):
                known = game.lki.get(source.id)
                return times * (_counters_of(known.counters, kind) if known is not None else 0)
            return times * _counters_of(getattr(source, "counters", {}), kind)

        return counters
    if isinstance(value, ir.ValueOf) and isinstance(value.of, ir.SourceObject):
        what = value.characteristic

        def of_source(game: Game, ctx: Any) -> int | None:
            source = getattr(ctx, "source", None)
            return None if source is None else getattr(game.chars(source), what)

        return of_source
    if isinstance(value, ir.ValueOf) and isinstance(value.of, ir.SacrificedForCost):
        # "the sacrificed creature's mana value" (CR 608.2h): the one permanent the cost
        # sacrificed, as it last existed (the resolution recalls it)
        what = value.characteristic

        def of_sacrificed(game: Game, ctx: Any) -> int | None:
            recall = getattr(ctx, "recall", None)
            found = list(recall(SACRIFICED_FOR_COST, [])) if recall is not None else []
            if len(found) != 1:
                return None
            chars = game.chars(found[0])  # as it last existed (CR 608.2h)
            return chars.mana_value if what == "mana_value" else getattr(chars, what)

        return of_sacrificed
    if isinstance(value, ir.Sum):  # "1 plus the sacrificed creature's mana value" (CR 107.3)
        terms = [_compared_number(term) for term in value.terms]

        def total(game: Game, ctx: Any) -> int | None:
            found = [term(game, ctx) for term in terms]
            return None if any(n is None for n in found) else sum(found)  # type: ignore[misc]

        return total
    if isinstance(value, ir.ColorsSpent):

        def colors_spent(game: Game, ctx: Any) -> int | None:
            source = getattr(ctx, "source", None)
            source = source.obj if isinstance(source, LastKnown) else source
            spent = (getattr(source, "note", None) or {}).get("mana_spent", ())
            return len({unit for unit in spent if unit in "WUBRG"})

        return colors_spent
    raise ValueError(f"no number of a comparison in the runtime: {value!r}")


_RELATION_TESTS: dict[str, Callable[[int, int], bool]] = {
    "less": lambda a, b: a < b,
    "at_most": lambda a, b: a <= b,
    "greater": lambda a, b: a > b,
    "at_least": lambda a, b: a >= b,
    "equal": lambda a, b: a == b,
}


def _comparison_test(comparison: ir.Comparison) -> StateTest:
    """ "with power greater than the number of cards in your hand" (CR 208.1, 202.3): the
    object's characteristic against the number, both read now; an object without the
    characteristic (no power, CR 208.3), or a number that can't be read, doesn't match."""
    what = comparison.characteristic
    holds = _RELATION_TESTS[comparison.relation]
    if comparison.life_of is not None:
        players = players_of(comparison.life_of)

        def against_life(game: Game, obj: Any, ctx: Any) -> bool:
            found = players(game, ctx)
            mine = getattr(game.chars(obj), what)
            return len(found) == 1 and mine is not None and holds(mine, found[0].life)

        return against_life
    assert comparison.value is not None
    number = _compared_number(comparison.value)

    def against(game: Game, obj: Any, ctx: Any) -> bool:
        mine = getattr(game.chars(obj), what)
        if mine is None:
            return False
        other = number(game, ctx)
        return other is not None and holds(mine, other)

    return against


def _own_comparison(comparison: ir.Comparison) -> CharsTest:
    """ "with toughness greater than its power": two characteristics of the object itself (CR
    208.1); one it lacks makes it not match."""
    what, own = comparison.characteristic, comparison.own
    holds = _RELATION_TESTS[comparison.relation]

    def test(chars: Characteristics) -> bool:
        mine, other = getattr(chars, what), getattr(chars, own)  # type: ignore[arg-type]
        return mine is not None and other is not None and holds(mine, other)

    return test


#: The mana symbols a filter names in a mana cost, by the kinds of :class:`ManaSymbol` they
#: are: {X} (CR 107.3) and {P}, any Phyrexian mana symbol, hybrid or not (CR 107.4f, 107.4g).
_SYMBOL_KINDS: dict[str, frozenset[str]] = {
    "X": frozenset({"x"}),
    "P": frozenset({"phyrexian", "phyrexian_hybrid"}),
}


def _entered_this_turn(game: Game, obj: Any, ctx: Any) -> bool:
    """ "that entered the battlefield this turn" (CR 403.3): this very permanent (CR 400.7)."""
    ident = getattr(obj, "id", None)
    return any(o.id == ident for o in game.history.entered)


def _dealt_damage(to_you: bool) -> StateTest:
    """ "that dealt damage this turn", "that dealt damage to you this turn" (CR 120.3): this
    very object was the source of damage dealt this turn (to the ability's controller)."""

    def test(game: Game, obj: Any, ctx: Any) -> bool:
        ident = getattr(obj, "id", None)
        you = ctx.controller if to_you else None
        return any(
            r.source.obj.id == ident and (you is None or r.target is you)
            for r in game.history.damage
        )

    return test


def _in_combat_history(name: str) -> StateTest:
    """ "that attacked this turn" / "that blocked this turn": declared as an attacker (CR
    508.1a) or a blocker (CR 509.1a) this turn, as this very object (CR 400.7)."""

    def test(game: Game, obj: Any, ctx: Any) -> bool:
        ident = getattr(obj, "id", None)
        return any(known.obj.id == ident for known in getattr(game.history, name))

    return test


def _attacking_you(game: Game, obj: Any, ctx: Any) -> bool:
    """ "that's attacking you": attacking the ability's controller (CR 508.1b), not a
    planeswalker they control."""
    combat = game.combat
    if combat is None or obj not in combat.attackers:
        return False
    return combat.attackers[obj] is ctx.controller


def _attacked_you_this_turn(game: Game, obj: Any, ctx: Any) -> bool:
    """ "that attacked you this turn": declared as an attacker this turn attacking the
    ability's controller (CR 508.1b), not a planeswalker they control; the object it is now
    (CR 400.7)."""
    ident = getattr(obj, "id", None)
    return any(
        known.obj.id == ident and attacked is ctx.controller
        for known, attacked in game.history.attacks
    )


def _attacking_an_opponent(game: Game, obj: Any, ctx: Any) -> bool:
    """ "that's attacking one of your opponents": attacking a player other than the ability's
    controller (CR 102.2, 508.1b), not a planeswalker."""
    combat = game.combat
    if combat is None or obj not in combat.attackers:
        return False
    attacked = combat.attackers[obj]
    return isinstance(attacked, Player) and attacked is not ctx.controller


class Matcher:
    """What an object must be, as tests built from an :class:`~karlov.ir.ObjectFilter`."""

    def __init__(self, spec: ir.ObjectFilter):
        self.spec = spec
        self.description = spec.description
        self.nouns = frozenset(spec.nouns)
        self.zone = spec.zone.value
        self.zone_owner = spec.zone_owner.value if spec.zone_owner is not None else None
        self.cards_only = spec.tokens is False
        self.tokens_only = spec.tokens is True
        self.controlled_then = (
            spec.controlled_then.value if spec.controlled_then is not None else None
        )
        self.cast_by_you = spec.cast_by is ir.Whose.YOU
        self.controller_players = (
            players_of(spec.controller) if spec.controller is not None else None
        )

    # The tests are built when first used: most filters are built with every card definition
    # and many are never asked (compile throughput).
    @functools.cached_property
    def chars_tests(self) -> tuple[CharsTest, ...]:
        return self._chars_tests(self.spec)

    @functools.cached_property
    def state_tests(self) -> tuple[StateTest, ...]:
        return self._state_tests(self.spec)

    @staticmethod
    def _chars_tests(spec: ir.ObjectFilter) -> tuple[CharsTest, ...]:
        tests: list[CharsTest] = [_types(t) for t in spec.types]
        tests += [lambda c, s=s: s in c.subtypes for s in spec.subtypes]
        tests += [lambda c, s=s: s in c.supertypes for s in spec.supertypes]
        tests += [lambda c, s=s: s not in c.supertypes for s in spec.excluded_supertypes]
        tests += [lambda c, x=x: x in c.colors for x in spec.colors]
        tests += [lambda c, x=x: x not in c.colors for x in spec.excluded_colors]
        tests += [lambda c, k=k: c.has_keyword(k) for k in spec.keywords]
        if spec.power_at_least is not None:
            least = spec.power_at_least
            tests.append(lambda c: c.power is not None and c.power >= least)
        if spec.named is not None:
            name = spec.named
            tests.append(lambda c: c.name == name)
        tests += [lambda c, k=k: not c.has_keyword(k) for k in spec.excluded_keywords]
        if spec.power_at_most is not None:
            most = spec.power_at_most
            tests.append(lambda c: c.power is not None and c.power <= most)
        if spec.toughness_at_least is not None:  # CR 208.1: only a creature has toughness
            least_t = spec.toughness_at_least
            tests.append(lambda c: c.toughness is not None and c.toughness >= least_t)
        if spec.toughness_at_most is not None:
            most_t = spec.toughness_at_most
            tests.append(lambda c: c.toughness is not None and c.toughness <= most_t)
        if spec.mana_value_at_least is not None:
            least_mv = spec.mana_value_at_least
            tests.append(lambda c: c.mana_value >= least_mv)
        if spec.mana_value_at_most is not None:
            most_mv = spec.mana_value_at_most
            tests.append(lambda c: c.mana_value <= most_mv)
        if spec.mana_cost_symbol is not None:  # "with {X} in its mana cost" (CR 202.1)
            kinds = _SYMBOL_KINDS[spec.mana_cost_symbol]
            tests.append(lambda c: any(s.kind in kinds for s in c.mana_cost.symbols))
        if spec.without_mana_cost_symbol is not None:
            lacking = _SYMBOL_KINDS[spec.without_mana_cost_symbol]
            tests.append(lambda c: not any(s.kind in lacking for s in c.mana_cost.symbols))
        if spec.colorless:
            tests.append(lambda c: not c.colors)  # CR 105.2c
        if spec.multicolored:
            tests.append(lambda c: len(c.colors) >= 2)  # CR 105.2b
        if spec.monocolored:
            tests.append(lambda c: len(c.colors) == 1)  # CR 105.2a
        tests += [lambda c, s=s: s not in c.subtypes for s in spec.excluded_subtypes]
        if spec.colors_any_of:
            wanted = frozenset(spec.colors_any_of)
            tests.append(lambda c: bool(wanted & c.colors))
        if spec.subtypes_any_of:
            # "a Mountain or Plains card": at least one of the subtypes (CR 205.3).
            listed = frozenset(spec.subtypes_any_of)
            tests.append(lambda c: bool(listed & c.subtypes))
        for comparison in spec.compared:
            if comparison.own is not None:  # "with toughness greater than its power"
                tests.append(_own_comparison(comparison))
        if spec.alternatives and not any(Matcher._state_tests(alt) for alt in spec.alternatives):
            # "artifact, enchantment, or creature with power 4 or greater": one of them holds.
            each = [Matcher._chars_tests(alt) for alt in spec.alternatives]
            tests.append(lambda c: any(all(test(c) for test in alt) for alt in each))
        return tuple(tests)

    @staticmethod
    def _state_tests(spec: ir.ObjectFilter) -> tuple[StateTest, ...]:
        tests: list[StateTest] = []
        for bound in spec.x_bounds:  # "with mana value X or less": X as announced (CR 107.3)
            tests.append(lambda game, obj, ctx, bound=bound: _within_x(game, obj, bound, ctx))
        for players, wanted in ((spec.controller, True), (spec.not_controller, False)):
            if players is not None:
                who = players_of(players)
                tests.append(
                    lambda game, obj, ctx, who=who, wanted=wanted: (
                        (game.controller(obj) in who(game, ctx)) is wanted
                    )
                )
        if spec.attacking is not None:
            wanted = spec.attacking
            tests.append(lambda game, obj, ctx: game.is_attacking(obj) is wanted)
        if spec.blocking is not None:
            blocking = spec.blocking
            tests.append(lambda game, obj, ctx: game.is_blocking(obj) is blocking)
        if spec.blocking_object is not None:
            tests.append(_blocking_object(spec.blocking_object))
        if spec.blocked is not None:  # "blocked creature" / "unblocked creature" (CR 509.1h)
            blocked = spec.blocked
            tests.append(lambda game, obj, ctx: game.is_blocked(obj, blocked))
        if spec.blocked_by_object is not None:
            tests.append(_blocked_by_object(spec.blocked_by_object, or_blocking=False))
        if spec.blocking_or_blocked_by is not None:
            tests.append(_blocked_by_object(spec.blocking_or_blocked_by, or_blocking=True))
        if spec.attacking_or_blocking:
            tests.append(lambda game, obj, ctx: game.is_attacking(obj) or game.is_blocking(obj))
        if spec.suspected is not None:
            tests.append(_flag("suspected", spec.suspected))
        if spec.tapped is not None:
            tests.append(_flag("tapped", spec.tapped))
        if spec.damaged is not None:
            wanted_damage = spec.damaged
            tests.append(lambda game, obj, ctx: (getattr(obj, "damage", 0) > 0) is wanted_damage)
        if spec.attached_to_source:
            tests.append(_attached_to_source)
        if spec.other:
            tests.append(_not_source)
        if spec.dealt_damage_this_turn:
            tests.append(lambda game, obj, ctx: game.history.was_dealt_damage(obj))
        if spec.dealt_damage_by_source:
            tests.append(_dealt_damage_by_source)
        if spec.among is not None:
            tests.append(_among(spec.among))
        if spec.exiled_with:
            tests.append(_exiled_with(spec.exiled_with))
        if spec.owner is not None:
            owners = players_of(spec.owner)
            tests.append(lambda game, obj, ctx: getattr(obj, "owner", None) in owners(game, ctx))
        if spec.with_counter is not None:
            kind = spec.with_counter
            # "with three or more level counters on it": at least that many (CR 122.1)
            least = max(spec.with_counter_at_least, 1)
            tests.append(lambda game, obj, ctx: getattr(obj, "counters", {}).get(kind, 0) >= least)
        if spec.without_counter is not None:  # "without a +1/+1 counter on it" (CR 122.1)
            lacking = spec.without_counter
            tests.append(lambda game, obj, ctx: getattr(obj, "counters", {}).get(lacking, 0) == 0)
        if spec.with_any_counter:  # a counter of any kind (CR 122.1)
            tests.append(lambda game, obj, ctx: any(getattr(obj, "counters", {}).values()))
        if spec.modified:  # "modified creature" (CR 700.9)
            tests.append(_modified)
        if spec.without_counters:  # "with no counters on them" (CR 122.1)
            tests.append(lambda game, obj, ctx: not any(getattr(obj, "counters", {}).values()))
        if spec.targeting_source or spec.targeting is not None:
            tests.append(_targeting(spec))
        if spec.cast_from is not None:
            tests.append(_cast_from(spec))
        if spec.attached_to_object is not None or spec.attached_to is not None:
            tests.append(_attached(spec))
        if spec.not_owner is not None:
            others = players_of(spec.not_owner)
            tests.append(
                lambda game, obj, ctx: getattr(obj, "owner", None) not in others(game, ctx)
            )
        if spec.other_than_target is not None:
            tests.append(_not_target(spec.other_than_target))
        if spec.other_than_event:
            tests.append(_not_event_object)
        if spec.shared_quality is not None and spec.shared_with is not None:
            tests.append(_shares(spec.shared_quality, spec.shared_with))
        if spec.alternatives and any(Matcher._state_tests(alt) for alt in spec.alternatives):
            tests.append(_any_of(spec.alternatives))
        if spec.chosen is not None:
            tests.append(_chosen(spec.chosen))
        tests += [_comparison_test(c) for c in spec.compared if c.own is None]
        if spec.entered_this_turn:
            tests.append(_entered_this_turn)
        if spec.dealt_damage is not None:
            tests.append(_dealt_damage(spec.dealt_damage == "you"))
        if spec.attacked_this_turn:
            tests.append(_in_combat_history("attackers"))
        if spec.blocked_this_turn:
            tests.append(_in_combat_history("blockers"))
        if spec.attacking_you:
            tests.append(_attacking_you)
        if spec.attacking_an_opponent:
            tests.append(_attacking_an_opponent)
        if spec.attacked_you_this_turn:
            tests.append(_attacked_you_this_turn)
        return tuple(tests)

    def chars_ok_for(self, chars: Characteristics, source: Any, ctx: Any = None) -> bool:
        """:meth:`chars_ok` and, for "of the chosen type", the choice of ``source`` (or the
        one the resolving ability made, which ``ctx`` recalls)."""
        if ir.reads_the_game(self.spec):
            raise TypeError(f"'{self.description}' is matched only in the game")
        if self.spec.chosen is not None and not chosen_ok(chars, self.spec.chosen, source, ctx):
            return False
        for test in self.chars_tests:  # noqa: SIM110  (see chars_ok)
            if not test(chars):
                return False
        return True

    def chars_ok(self, chars: Characteristics) -> bool:
        if ir.reads_the_game(self.spec):
            # "with power greater than the number of cards in your hand", "that entered the
            # battlefield this turn": not a quality of characteristics alone
            raise TypeError(f"'{self.description}' is matched only in the game")
        if self.spec.chosen is not None:
            # "of the chosen type" needs the source that chose (CR 607.2a): a caller that
            # knows only characteristics cannot answer it (:meth:`chars_ok_for`).
            raise TypeError(f"'{self.description}' is matched only with its source")
        # Loops, not all() over a generator: filters are asked often (layers, state-based
        # actions, targets), and a generator costs more than the tests here.
        for test in self.chars_tests:  # noqa: SIM110
            if not test(chars):
                return False
        return True

    def matches(self, game: Game, obj: Any, ctx: Any) -> bool:
        if isinstance(obj, Player):
            return False
        if self.cards_only and getattr(obj, "is_token", False):
            return False
        if self.tokens_only and not getattr(obj, "is_token", False):
            return False
        chars = game.chars(obj)
        for test in self.chars_tests:
            if not test(chars):
                return False
        for test in self.state_tests:  # noqa: SIM110  (see chars_ok)
            if not test(game, obj, ctx):
                return False
        return True

    def candidates(self, game: Game, ctx: Any) -> list[GameObject]:
        if self.spec.died_this_turn:  # counted from the turn's history only
            raise TypeError("the objects that died this turn are counted, not looked for")
        """Every object in the filter's zone that matches it."""
        you = ctx.controller
        if self.zone in (GRAVEYARD, HAND, LIBRARY):
            if self.zone_owner == "you":
                players = [you]
            elif self.zone_owner == "opponent":  # "in your opponents' graveyards" (CR 102.3)
                players = game.opponents(you)
            else:
                players = game.players
            pool = [obj for player in players for obj in game.zone_objects(self.zone, player)]
        else:
            pool = game.zone_objects(self.zone)
        return [obj for obj in pool if self.matches(game, obj, ctx)]


def died_this_turn(game: Game, matcher: Matcher, controller: Any = None) -> int:
    """How many permanents matching ``matcher`` died this turn ("for each Zubera that died
    this turn"): put into a graveyard from the battlefield (CR 700.4), matched as each last
    existed there (CR 603.10a), tokens included unless the filter says otherwise; "that died
    under your control this turn": controlled by ``controller`` (the counting ability's) as it
    last existed there."""
    if matcher.controlled_then is not None and controller is None:
        raise TypeError(f"'{matcher.description}' is counted only for a controller")
    found = 0
    for died in game.history.died:
        if matcher.controlled_then == "you" and died.controller is not controller:
            continue
        if matcher.cards_only and died.is_token:
            continue
        if matcher.tokens_only and not died.is_token:
            continue
        if matcher.chars_ok(died.chars):
            found += 1
    return found


def _counters_of(counters: dict[str, int], kind: str | None) -> int:
    """The ``kind`` counters among ``counters``; no kind: counters of every kind (CR 122.1)."""
    if kind is None:
        return sum(int(n) for n in counters.values())
    return int(counters.get(kind, 0))
