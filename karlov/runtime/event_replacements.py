"""The replacement and prevention effects of permanents' static abilities, by the event they
modify (CR 614.1a, 615.1a): gaining life, this permanent dying, damage dealt to this permanent,
damage a source deals. Each is a :class:`~karlov.runtime.abilities.ReplacementEffect` that
functions while its permanent is on the battlefield (CR 113.6) and modifies an event at most
once (CR 614.5, 616.1f); the affected player or the affected object's controller orders them
(CR 616.1, in :meth:`~karlov.runtime.replacement.ReplacementMixin._replace`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .. import ir
from .abilities import ReplacementEffect
from .conditions import SourceContext
from .events import (
    DamagePrevented,
    WouldDealDamage,
    WouldDraw,
    WouldGainLife,
    WouldMove,
    WouldPutCounters,
)
from .filters import Matcher, players_of
from .objects import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY, STACK, Player

if TYPE_CHECKING:
    from .abilities import Gate
    from .game import Game

Applies = Callable[["Game", Any, Any], bool]
Replace = Callable[["Game", Any, Any], Any]


def event_replacement(ability: ir.ReplacementAbility, gate: Gate | None) -> ReplacementEffect:
    """The replacement effect of ``ability`` (any event but creating tokens)."""
    build = _BUILDERS.get(ability.event)
    if build is None:
        raise TypeError(f"no replacement effect for {ability.event!r}")
    applies, replace = build(ability)
    if ability.event == "self_enters":
        # "If ~ would enter": the card's own ability, in the zone it would enter from (CR
        # 614.12: the permanent as it would exist on the battlefield)
        zones = (HAND, LIBRARY, GRAVEYARD, EXILE, STACK)
        return ReplacementEffect(applies, replace, gate=gate, text=ability.text, zones=zones)
    if ability.event == "put_into_graveyard_from_anywhere":
        # "from anywhere": the card's ability functions in every zone it can be put into a
        # graveyard from (CR 113.6b)
        zones = (BATTLEFIELD, HAND, LIBRARY, STACK, EXILE)
        return ReplacementEffect(applies, replace, gate=gate, text=ability.text, zones=zones)
    return ReplacementEffect(applies, replace, gate=gate, text=ability.text)


def static_prevention(spec: ir.PreventDamage, gate: Gate | None, text: str) -> ReplacementEffect:
    """A prevention effect of a static ability (CR 615.1a): "Prevent all [combat] damage that
    would be dealt to ~ / to creatures you control / to you [by sources you don't control]",
    "... by enchanted creature". It applies for as long as its permanent's ability functions
    (CR 611.3a), so what it names -- the source, the permanent it is attached to, the
    objects a description matches, its controller -- is read as each damage event would
    happen. All of the damage it applies to is prevented (no life loss, no lifelink, no
    "is dealt damage" trigger, CR 615.5, 120); none that can't be prevented (CR 615.12). Only
    damage to a player still in the game or to a creature, planeswalker or battle on the
    battlefield is dealt at all (CR 120.1a)."""
    from .prevention import _same

    if spec.duration is not None or spec.amount is not None or spec.next_time:
        raise TypeError("a static prevention effect is of all the damage, while it functions")
    to_someone_else = spec.to_players is not None and spec.to_players.who != "you"
    if spec.chosen_source is not None or to_someone_else:
        raise TypeError(f"no static prevention effect of {spec!r}")
    to_objects, by_objects = spec.to_objects, spec.by_objects
    to_you = spec.to_players is not None
    hit = Matcher(to_objects.filter) if isinstance(to_objects, ir.AllObjects) else None
    dealing = Matcher(by_objects.filter) if isinstance(by_objects, ir.AllObjects) else None
    for ref in (to_objects, by_objects):
        if ref is not None and not isinstance(ref, (ir.SourceObject, ir.AllObjects)):
            raise TypeError(f"no static prevention effect of damage to or by {ref!r}")

    def recipient_ok(game: Game, target: Any, source: Any) -> bool:
        if to_objects is None and not to_you:
            return True  # damage dealt to anything
        if to_you and target is game.controller(source):
            return True
        if isinstance(target, Player) or to_objects is None:
            return False
        if hit is None:  # "~": this permanent, the same object (CR 400.7)
            return target is source
        return hit.matches(game, target, SourceContext.of(source, game))

    def dealer_ok(game: Game, dealer: Any, source: Any) -> bool:
        if by_objects is None:
            return True
        if dealing is None:
            return dealer is source
        # "by artifact creatures": what the source is as it deals the damage (CR 609.7)
        return dealing.matches(game, dealer, SourceContext.of(source, game))

    def applies(game: Game, prop: Any, source: Any) -> bool:
        if not isinstance(prop, WouldDealDamage) or not prop.preventable or prop.amount <= 0:
            return False
        if (spec.combat_only and not prop.combat) or (spec.noncombat_only and prop.combat):
            return False
        target = prop.target
        if isinstance(target, Player):
            if target.lost:
                return False
        elif not game.on_battlefield(target) or not (
            game.chars(target).types & {"creature", "planeswalker", "battle"}
        ):
            return False
        return recipient_ok(game, target, source) and dealer_ok(game, _same(prop.source), source)

    def replace(game: Game, prop: Any, source: Any) -> Any:
        game.emit(DamagePrevented(prop.source, prop.target, prop.amount, text))
        return None

    return ReplacementEffect(applies, replace, gate=gate, text=text)


def _whose_player(whose: ir.Whose, player: Player, game: Game, source: Any) -> bool:
    """Whether ``player`` is the player ``whose`` names, from the source's controller."""
    you = game.controller(source)
    if whose is ir.Whose.YOU:
        return player is you
    if whose is ir.Whose.OPPONENT:
        return player is not you
    if whose is ir.Whose.ANY:
        return True
    raise TypeError(f"no player {whose!r} for a replacement effect")


def _gain_life(ability: ir.ReplacementAbility) -> tuple[Applies, Replace]:
    """ "If you would gain life, you gain that much life plus N instead." / "..., you gain
    twice that much life instead." / "If an opponent would gain life, that player loses that
    much life instead." (CR 614.1a, 119.10: the modified event is a loss of life, so nothing is
    gained), "If a player would gain life, that player gains no life instead." (the event is
    replaced by none: no life is gained, CR 119.10)."""
    whose, plus, instead = ability.whose, ability.extra, ability.instead
    if instead not in ("plus", "lose", "twice", "none"):
        raise TypeError(f"no replacement of gaining life by {instead!r}")

    def applies(game: Game, prop: Any, source: Any) -> bool:
        return (
            isinstance(prop, WouldGainLife)
            and not prop.lose
            and _whose_player(whose, prop.player, game, source)
        )

    def replace(game: Game, prop: Any, source: Any) -> Any:
        if instead == "none":  # "that player gains no life instead"
            return None
        if instead == "lose":
            prop.lose = True
        elif instead == "twice":  # "you gain twice that much life instead"
            prop.amount *= 2
        else:
            prop.amount += plus
        return prop

    return applies, replace


_DIES_TO: dict[str, tuple[str, str | None]] = {
    "exile": (EXILE, None),
    "library_top": (LIBRARY, "top"),
    "library_bottom": (LIBRARY, "bottom"),
}


def _dies(ability: ir.ReplacementAbility) -> tuple[Applies, Replace]:
    """ "If ~ would die, exile it / put it on top of (on the bottom of) its owner's library
    instead." (CR 614.1a): dying is being put into a graveyard from the battlefield (CR
    700.4); the card goes to the zone the effect names instead (CR 614.6)."""
    found = _DIES_TO.get(ability.instead)
    if found is None:
        raise TypeError(f"no replacement of dying by {ability.instead!r}")
    zone, position = found

    def applies(game: Game, prop: Any, source: Any) -> bool:
        return (
            isinstance(prop, WouldMove)
            and prop.obj is source
            and prop.to_zone == GRAVEYARD
            and source.zone == BATTLEFIELD
        )

    def replace(game: Game, prop: Any, source: Any) -> Any:
        prop.to_zone = zone
        prop.position = position
        return prop

    return applies, replace


def _damaged_by_self_dies(ability: ir.ReplacementAbility) -> tuple[Applies, Replace]:
    """ "If a creature dealt damage by ~ this turn would die, exile it instead." (CR 614.1a,
    700.4): a creature put into a graveyard from the battlefield that this permanent -- the
    same object, CR 400.7 -- dealt damage to this turn (damage prevented was not dealt, CR
    615.1) is exiled instead."""
    if ability.instead != "exile":
        raise TypeError(f"no replacement of dying by {ability.instead!r}")

    def applies(game: Game, prop: Any, source: Any) -> bool:
        obj = getattr(prop, "obj", None)
        if not (
            isinstance(prop, WouldMove)
            and prop.to_zone == GRAVEYARD
            and obj is not None
            and obj.zone == BATTLEFIELD
            and "creature" in game.chars(obj).types
        ):
            return False
        return any(
            r.amount > 0 and r.source.obj is source and r.target is obj for r in game.history.damage
        )

    return applies, _exile_instead


def _described_dies(ability: ir.ReplacementAbility) -> tuple[Applies, Replace]:
    """ "If another creature would die, exile it instead." (Void Maw), "If a permanent would
    be put into a graveyard, exile it instead." (CR 614.1a, 700.4): a permanent matching
    ``recipients`` as it is on the battlefield, relative to this permanent and its controller
    ("another": not this permanent), put into a graveyard from there, is exiled instead (CR
    614.6)."""
    if ability.instead != "exile" or ability.recipients is None:
        raise TypeError(f"no replacement of dying by {ability.instead!r}")
    hit = Matcher(ability.recipients)

    def applies(game: Game, prop: Any, source: Any) -> bool:
        obj = getattr(prop, "obj", None)
        return (
            isinstance(prop, WouldMove)
            and prop.to_zone == GRAVEYARD
            and obj is not None
            and obj.zone == BATTLEFIELD
            and hit.matches(game, obj, SourceContext.of(source, game))
        )

    return applies, _exile_instead


def _card_put_into_graveyard(ability: ir.ReplacementAbility) -> tuple[Applies, Replace]:
    """ "If a card would be put into an opponent's graveyard / your graveyard / a graveyard
    from anywhere, exile it instead." (Leyline of the Void, Yawgmoth's Agenda; CR 614.1a):
    a card -- not a token nor a copy of a spell (CR 108.2, 111.1, 707.10) -- put into a
    graveyard from any zone goes to its owner's (CR 404.2), so ``whose`` is read of its owner
    relative to this permanent's controller; it is exiled instead (CR 614.6)."""
    if ability.instead != "exile":
        raise TypeError(f"no replacement of a card put into a graveyard by {ability.instead!r}")
    whose = ability.whose

    def applies(game: Game, prop: Any, source: Any) -> bool:
        obj = getattr(prop, "obj", None)
        if not isinstance(prop, WouldMove) or prop.to_zone != GRAVEYARD or obj is None:
            return False
        if obj.is_token or obj.is_spell_copy:
            return False
        you = game.controller(source)
        if whose is ir.Whose.YOU:
            return obj.owner is you
        if whose is ir.Whose.OPPONENT:
            return obj.owner in game.opponents(you)
        return True

    return applies, _exile_instead


def _exile_instead(game: Game, prop: Any, source: Any) -> Any:
    """The card or permanent is exiled instead (CR 614.6)."""
    prop.to_zone = EXILE
    prop.position = None
    return prop


def _draw(ability: ir.ReplacementAbility) -> tuple[Applies, Replace]:
    """ "If you would draw a card, draw two cards instead." (CR 614.1a, 614.11): the draw
    becomes ``extra`` draws (:class:`WouldDraw` ``count``), each of which other replacement
    effects may modify (CR 614.5: not this one again)."""
    if ability.instead == "may_counter" and ability.counter:
        return _counter_instead_of_drawing(ability)
    if ability.instead != "draw_more" or ability.extra < 2:
        raise TypeError(f"no replacement of a draw by {ability.instead!r}")
    whose, n, except_first = ability.whose, ability.extra, ability.except_first_draw

    def applies(game: Game, prop: Any, source: Any) -> bool:
        if not isinstance(prop, WouldDraw) or prop.count != 1:
            return False
        if except_first and prop.first_in_draw_step:  # CR 504.1
            return False
        return _whose_player(whose, prop.player, game, source)

    def replace(game: Game, prop: Any, source: Any) -> Any:
        prop.count = n
        return prop

    return applies, replace


def _counter_instead_of_drawing(ability: ir.ReplacementAbility) -> tuple[Applies, Replace]:
    """ "If you would draw a card, you may put a study counter on ~ instead." (CR 614.1a,
    614.11): as each draw would happen its controller chooses; yes, the counter is put on
    this permanent and the card is not drawn; no, the draw goes on (this effect used, CR
    616.1f)."""
    whose, kind, n = ability.whose, ability.counter, ability.extra

    def applies(game: Game, prop: Any, source: Any) -> bool:
        return (
            isinstance(prop, WouldDraw)
            and prop.count == 1
            and _whose_player(whose, prop.player, game, source)
        )

    def replace(game: Game, prop: Any, source: Any) -> Any:
        you = game.controller(source)
        if not game.ask_may(you, f"Put a {kind} counter on {source} instead of drawing?"):
            return prop
        game.put_counters(source, kind, n)
        return None

    return applies, replace


def _enters_uncast(ability: ir.ReplacementAbility) -> tuple[Applies, Replace]:
    """ "If a nontoken creature would enter the battlefield and it wasn't cast, exile it
    instead." (CR 614.1a): a creature card moving onto the battlefield from anywhere but the
    stack as a spell that was cast (CR 601.2i; tokens are created, not moved, CR 111.1), its
    characteristics as it would exist there (CR 614.12)."""
    if ability.instead != "exile":
        raise TypeError(f"no replacement of entering by {ability.instead!r}")

    def applies(game: Game, prop: Any, source: Any) -> bool:
        if not (isinstance(prop, WouldMove) and prop.to_zone == BATTLEFIELD):
            return False
        obj = prop.obj
        if obj.is_token or obj.is_spell_copy or obj.zone == BATTLEFIELD:
            return False  # a copy of a spell becomes a token (CR 111.13, 707.10f)
        if obj.zone == STACK and obj.cast_from is not None:
            return False  # a spell that was cast resolving (CR 608.3)
        return obj.face_down or "creature" in game.chars(obj).types

    def replace(game: Game, prop: Any, source: Any) -> Any:
        prop.to_zone = EXILE
        prop.position = None
        return prop

    return applies, replace


def _self_enters(ability: ir.ReplacementAbility) -> tuple[Applies, Replace]:
    """ "If Lotus Vale would enter the battlefield, sacrifice two untapped lands instead. If
    you do, put Lotus Vale onto the battlefield. If you don't, put it into its owner's
    graveyard." / "If Mox Diamond would enter the battlefield, you may discard a land card
    instead. ..." (CR 614.1a, 614.12, 608.2c): as this card would enter, the player it would
    enter under sacrifices that many permanents they control matching ``payment`` (CR
    701.21a), or may discard that many such cards from their hand (CR 701.9a). "[Do
    something]. If you do, ..." makes the action a cost paid as it resolves (CR 118.12), which
    can't be paid without the resources to pay it fully (CR 118.3): with fewer such permanents
    or cards, nothing is sacrificed or discarded. If they paid, it enters -- "If you do" asks
    whether they paid, whatever happened to what they paid with (CR 118.12) -- the event goes
    on, and this replacement doesn't apply to it again (CR 614.5); if not, it is put into its
    owner's graveyard instead."""
    if ability.instead not in ("sacrifice", "may_discard") or ability.payment is None:
        raise TypeError(f"no replacement of entering by {ability.instead!r}")
    matcher = Matcher(ability.payment)
    n = ability.extra
    discard = ability.instead == "may_discard"

    def applies(game: Game, prop: Any, source: Any) -> bool:
        return (
            isinstance(prop, WouldMove)
            and prop.obj is source
            and prop.to_zone == BATTLEFIELD
            and source.zone != BATTLEFIELD
        )

    def replace(game: Game, prop: Any, source: Any) -> Any:
        player = prop.under or game.controller(source)
        context = SourceContext(source, player)
        paid = False
        if discard:
            cards = [
                card
                for card in game.hand(player)
                if card is not source and matcher.matches(game, card, context)
            ]
            prompt = (
                f"Discard {matcher.description} instead? (if not, {source} goes to a graveyard)"
            )
            if len(cards) >= n and game.ask_may(player, prompt):
                which = f"Discard {n} {matcher.description} for {source} (CR 614.12)"
                chosen = cards if len(cards) == n else game.ask_cards(player, which, cards, n, n)
                game.discard_cards(player, chosen)
                paid = True
        else:
            permanents = [
                obj
                for obj in game.zone_objects(BATTLEFIELD)
                if game.controller(obj) is player and matcher.matches(game, obj, context)
            ]
            # a cost: with fewer than n, none is sacrificed (CR 118.3, 118.12)
            if len(permanents) >= n:
                prompt = f"Sacrifice {n} {matcher.description} for {source} (CR 614.12)"
                chosen = (
                    permanents
                    if len(permanents) == n  # no choice to make
                    else game.ask_cards(player, prompt, permanents, n, n)
                )
                for obj in chosen:
                    game.sacrifice(obj, player)
                paid = True
        if paid:
            return prop  # "If you do, put ~ onto the battlefield." (CR 614.5)
        game.note(f"{player} didn't pay for {source}: it is put into its owner's graveyard")
        prop.to_zone = GRAVEYARD
        prop.position = None
        return prop

    return applies, replace


def _put_into_graveyard_from_anywhere(ability: ir.ReplacementAbility) -> tuple[Applies, Replace]:
    """ "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its
    owner's library instead." (CR 614.1a, 614.6): this card, from any zone; it is revealed
    (CR 701.20a), put into its owner's library instead, and that library is shuffled (CR
    701.24a)."""
    if ability.instead != "reveal_shuffle_into_library":
        raise TypeError(f"no replacement of going to a graveyard by {ability.instead!r}")

    def applies(game: Game, prop: Any, source: Any) -> bool:
        return isinstance(prop, WouldMove) and prop.obj is source and prop.to_zone == GRAVEYARD

    def replace(game: Game, prop: Any, source: Any) -> Any:
        game.reveal(source.owner, [source])
        prop.to_zone = LIBRARY
        prop.position = "top"
        prop.shuffle = True
        return prop

    return applies, replace


def _dealt_damage(ability: ir.ReplacementAbility) -> tuple[Applies, Replace]:
    """ "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~."
    (CR 615.1a): all the damage is prevented, unless it can't be (CR 615.12); the counter is
    removed right after, once for each damage event however many sources deal damage in it
    (CR 615.5: the rest of a prevention effect happens after the prevention, once)."""
    if ability.instead == "counters" and ability.counter:
        return _damage_as_counters(ability.counter)
    if ability.instead != "prevent_remove_counter" or not ability.counter:
        raise TypeError(f"no replacement of damage dealt by {ability.instead!r}")
    kind, n = ability.counter, ability.extra

    def applies(game: Game, prop: Any, source: Any) -> bool:
        return isinstance(prop, WouldDealDamage) and prop.target is source and prop.preventable

    def replace(game: Game, prop: Any, source: Any) -> Any:
        game.emit(DamagePrevented(prop.source, prop.target, prop.amount, ability.text))
        event = game._damage_event  # the one damage event this damage is part of (CR 120.3)
        if source.note.get("prevented_in") is not event or event is None:
            source.note["prevented_in"] = event
            game.remove_counters(source, kind, n)
        return None

    return applies, replace


def _damage_as_counters(kind: str) -> tuple[Applies, Replace]:
    """ "If damage would be dealt to ~, put that many +1/+1 counters on it instead." (CR
    614.1a): a replacement of the damage, so also of damage that can't be prevented; the
    damage is not dealt (no lifelink, no "is dealt damage" trigger), and that many counters
    are put on this permanent."""

    def applies(game: Game, prop: Any, source: Any) -> bool:
        return isinstance(prop, WouldDealDamage) and prop.target is source and prop.amount > 0

    def replace(game: Game, prop: Any, source: Any) -> Any:
        game.put_counters(source, kind, prop.amount)
        return None

    return applies, replace


#: What a damage event may become (besides counters): see :func:`_deals_damage`.
_DAMAGE_CHANGES = (
    "multiply",
    "plus",
    "minus",
    "set",
    "prevent_all",
    "half_down",
    "exile_library_top",
)


def _deals_damage(ability: ir.ReplacementAbility) -> tuple[Applies, Replace]:
    """ "If a source [you control] / a creature you control would deal damage to a permanent
    or player, it deals double (triple) that damage / that much damage plus 2 (minus 1) to that
    permanent or player instead.", "If a source would deal 4 or more damage to a permanent or
    player, that source deals 3 damage to that permanent or player instead.", "If a source you
    control would deal noncombat damage to a creature an opponent controls, put that many
    -1/-1 counters on that creature instead." (CR 614.1a): the event is matched as the damage
    would be dealt (:func:`_damage_event`); a replacement applies to damage that can't be
    prevented too (CR 615.12 is of prevention effects); "prevent that damage" is a
    prevention effect and doesn't (CR 615.1a)."""
    if ability.instead in ("prevent", "prevent_all_but"):
        return _prevent_part(ability)
    if ability.instead in _PREVENT_THEN:
        return _prevent_then(ability)
    instead, extra, kind = ability.instead, ability.extra, ability.counter
    counters = instead in ("counters_on_self", "counters_on_recipient")
    if (
        (instead not in _DAMAGE_CHANGES and not counters)
        or (instead == "multiply" and extra < 2)
        or (counters and not kind)
    ):
        raise TypeError(f"no replacement of damage dealt by {ability.instead!r} {kind!r}")
    matches = _damage_event(ability)

    def applies(game: Game, prop: Any, source: Any) -> bool:
        if not isinstance(prop, WouldDealDamage) or prop.amount <= 0:
            return False
        if instead == "prevent_all" and not prop.preventable:
            return False  # CR 615.12
        return matches(game, prop, source)

    def replace(game: Game, prop: Any, source: Any) -> Any:
        if instead == "multiply":
            prop.amount *= extra
        elif instead == "plus":
            prop.amount += extra
        elif instead == "set":  # "it deals 3 damage to that permanent or player instead"
            prop.amount = extra
        elif instead == "exile_library_top":  # no damage is dealt (CR 614.1a)
            if isinstance(prop.target, Player):
                game.exile_top(prop.target, prop.amount)
            return None
        elif instead == "half_down":  # "half that damage, rounded down" (CR 107.1a)
            prop.amount //= 2
            if prop.amount <= 0:  # no damage is dealt (CR 120.8)
                return None
        elif instead == "prevent_all":  # "prevent that damage" (CR 615.1a)
            game.emit(DamagePrevented(prop.source, prop.target, prop.amount, ability.text))
            return None
        elif instead == "counters_on_self":  # no damage is dealt (CR 614.1a)
            game.put_counters(source, kind, prop.amount)
            return None
        elif instead == "counters_on_recipient":
            game.put_counters(prop.target, kind, prop.amount)
            return None
        else:  # "minus 1": none is dealt if that leaves 0 or less (CR 120.8)
            prop.amount -= extra
            if prop.amount <= 0:
                return None
        return prop

    return applies, replace


_PREVENT_THEN = (
    "prevent_counters_on_self",
    "prevent_counters_on_recipient",
    "prevent_gain_life",
    "prevent_exile_library_top",
)


def _prevent_then(ability: ir.ReplacementAbility) -> tuple[Applies, Replace]:
    """ "If damage would be dealt to ~, prevent that damage. Put a -1/-1 counter on ~ for each
    1 damage prevented this way.", "... Put a +1/+1 counter on that creature for each ...", "If
    noncombat damage would be dealt to you, prevent that damage. You gain life equal to the
    damage prevented this way." (CR 615.1a, 615.5): a prevention effect, so only of damage that
    can be prevented (CR 615.12); all of the event's damage is prevented and, right after,
    that many counters are put on this permanent or on the permanent the damage would have
    been dealt to (if it is still on the battlefield), or its controller gains that much life
    (as the ability's controller is then, CR 611.3a). Each source's damage to each recipient
    is an event of its own (CR 616.1f), so several sources' damage at once gives the sum."""
    instead, kind = ability.instead, ability.counter
    if instead in ("prevent_counters_on_self", "prevent_counters_on_recipient") and not kind:
        raise TypeError(f"no counters of a kind for {instead!r}")
    matches = _damage_event(ability)

    def applies(game: Game, prop: Any, source: Any) -> bool:
        if not isinstance(prop, WouldDealDamage) or prop.amount <= 0 or not prop.preventable:
            return False
        return matches(game, prop, source)

    def replace(game: Game, prop: Any, source: Any) -> Any:
        amount = prop.amount
        game.emit(DamagePrevented(prop.source, prop.target, amount, ability.text))
        if instead == "prevent_gain_life":
            game.gain_life(game.controller(source), amount)
        elif instead == "prevent_exile_library_top":  # "from the top of your library"
            game.exile_top(game.controller(source), amount)
        elif instead == "prevent_counters_on_self":
            game.put_counters(source, kind, amount)
        elif game.on_battlefield(prop.target):  # "on that creature"
            game.put_counters(prop.target, kind, amount)
        return None

    return applies, replace


def _damage_event(ability: ir.ReplacementAbility) -> Applies:
    """Whether a :class:`WouldDealDamage` is the event of a damage replacement (CR 614.1a),
    matched as the damage would be dealt: its recipient -- you, an opponent of yours, any
    player (``to_you``, ``to_opponent``, ``to_player``, as the ability's controller is then,
    CR 611.3a), this permanent (``to_self``, the same object, CR 400.7), a permanent matching
    ``recipients`` then, or any permanent or player; only combat or noncombat damage if
    ``damage_kind`` says so (CR 120.2); an amount of at least ``at_least`` / at most
    ``at_most`` if nonzero; dealt by this permanent (``by_self``) or by a source
    :func:`_dealt_by` accepts."""
    from .prevention import _same

    dealt_by = _dealt_by(ability)
    hit = Matcher(ability.recipients) if ability.recipients is not None else None
    player = (
        ir.Whose.YOU
        if ability.to_you
        else ir.Whose.OPPONENT
        if ability.to_opponent
        else ir.Whose.ANY
        if ability.to_player
        else None
    )
    kind, at_least, at_most = ability.damage_kind, ability.at_least, ability.at_most
    other = ability.sources is not None and ability.sources.other

    def matches(game: Game, prop: Any, source: Any) -> bool:
        if (kind == "combat" and not prop.combat) or (kind == "noncombat" and prop.combat):
            return False
        if (at_least and prop.amount < at_least) or (at_most and prop.amount > at_most):
            return False
        target = prop.target
        if player is not None:  # "to you", "to an opponent", "to a player"
            if not isinstance(target, Player) or target.lost:
                return False
            if not _whose_player(player, target, game, source):
                return False
        if ability.to_self and target is not source:  # "to ~": this object (CR 400.7)
            return False
        # "to enchanted player": the player the Aura is attached to (CR 303.4)
        enchanted = isinstance(target, Player) and target is source.attached_to
        if ability.to_enchanted_player and (not enchanted or target.lost):
            return False
        if hit is not None:  # "to a creature you control": as the damage would be dealt
            if isinstance(target, Player) or not game.on_battlefield(target):
                return False
            if not hit.matches(game, target, SourceContext.of(source, game)):
                return False
        if ability.by_self:  # "If ~ would deal damage": this object, or as it last existed
            return _same(prop.source) is source
        if other and _same(prop.source) is source:  # "another red source you control"
            return False
        return dealt_by(game, prop, source)

    return matches


def _dealt_by(ability: ir.ReplacementAbility) -> Applies:
    """Whether the damage of a :class:`WouldDealDamage` is dealt by a source ``whose``
    controls (any source for ``any``) matching ``sources`` if stated: the source as it is, or
    as it last existed if it left (CR 113.7a)."""
    whose = ability.whose
    matcher = Matcher(ability.sources) if ability.sources is not None else None
    # "a spell": a spell deals damage as it resolves, on the stack (CR 608.2, 608.2n)
    spells = ability.sources is not None and ability.sources.zone is ir.ZoneName.STACK
    said = ability.sources.controller if ability.sources is not None else None
    controllers = players_of(said) if said is not None else None

    def dealt_by(game: Game, prop: Any, source: Any) -> bool:
        if spells and not (game.is_live(prop.source) and prop.source.zone == STACK):
            return False
        dealer = game.snapshot(prop.source)
        if whose is not ir.Whose.ANY and not _whose_player(whose, dealer.controller, game, source):
            return False
        if matcher is None:
            return True
        seen = SourceContext.of(source, game)
        if game.is_live(prop.source) and prop.source.zone == BATTLEFIELD:
            return matcher.matches(game, prop.source, seen)
        if controllers is not None and dealer.controller not in controllers(game, seen):
            return False  # "a red source you control": a spell's controller (CR 110.2)
        return matcher.chars_ok_for(dealer.chars, source)

    return dealt_by


def _prevent_part(ability: ir.ReplacementAbility) -> tuple[Applies, Replace]:
    """ "If a source [an opponent controls] / a creature would deal damage to you / to a
    planeswalker you control, prevent 1 of that damage." and "..., prevent all but 1 of that
    damage." (CR 615.1a): a prevention effect, so only of damage that can be prevented (CR
    615.12), applied to each source's damage to each recipient on its own (each is a damage
    event it modifies once, CR 616.1f); the rest of the damage is dealt. The recipient is you
    (the ability's controller as the damage would be dealt, CR 611.3a) or a permanent matching
    ``recipients`` then (CR 611.2c)."""
    if ability.by_self or ability.to_player or ability.at_least:
        raise TypeError("a prevention of part of the damage of this event")  # not compiled
    if ability.at_most or ability.to_opponent or ability.to_self:
        raise TypeError("a prevention of part of the damage to this recipient")
    n, all_but = ability.extra, ability.instead == "prevent_all_but"
    kind = ability.damage_kind  # only combat (noncombat) damage if it says so (CR 120.2)
    dealt_by = _dealt_by(ability)
    hit = Matcher(ability.recipients) if ability.recipients is not None else None
    to_you = ability.to_you

    def recipient_ok(game: Game, target: Any, source: Any) -> bool:
        if isinstance(target, Player):
            return to_you and target is game.controller(source) and not target.lost
        if hit is None or not game.on_battlefield(target):
            return False
        return hit.matches(game, target, SourceContext.of(source, game))

    def prevented(amount: int) -> int:
        return max(0, amount - n) if all_but else min(n, amount)

    def applies(game: Game, prop: Any, source: Any) -> bool:
        if not isinstance(prop, WouldDealDamage) or not prop.preventable:
            return False
        if (kind == "combat" and not prop.combat) or (kind == "noncombat" and prop.combat):
            return False
        if prevented(prop.amount) <= 0:
            return False
        return recipient_ok(game, prop.target, source) and dealt_by(game, prop, source)

    def replace(game: Game, prop: Any, source: Any) -> Any:
        gone = prevented(prop.amount)
        game.emit(DamagePrevented(prop.source, prop.target, gone, ability.text))
        prop.amount -= gone
        return prop if prop.amount > 0 else None

    return applies, replace


def _counters_put(ability: ir.ReplacementAbility) -> tuple[Applies, Replace]:
    """ "If one or more +1/+1 counters would be put on a creature you control, that many plus
    one +1/+1 counters are put on that creature instead." / "..., twice that many +1/+1
    counters are put on that creature instead." / "If an effect would put one or more counters
    on a permanent you control, it puts twice that many of those counters on that permanent
    instead." (CR 614.1a, 122.1): counters of ``counter``'s kind (any kind if none is named)
    put on a permanent matching ``recipients`` as they would be put on it (CR 611.3a; counters
    it enters with too, CR 122.6; with ``by_effect`` not those put as a cost, CR 606.4); each
    applies once to each event (CR 616.1f)."""
    kind, instead, extra = ability.counter, ability.instead, ability.extra
    if instead not in ("plus", "twice") or ability.recipients is None:
        raise TypeError(f"no replacement of putting counters by {instead!r}")
    hit = Matcher(ability.recipients)
    by_effect = ability.by_effect

    def applies(game: Game, prop: Any, source: Any) -> bool:
        if not isinstance(prop, WouldPutCounters) or prop.n <= 0:
            return False
        if (kind and prop.kind != kind) or (by_effect and prop.cost):
            return False
        if not game.on_battlefield(prop.obj):
            return False
        return hit.matches(game, prop.obj, SourceContext.of(source, game))

    def replace(game: Game, prop: Any, source: Any) -> Any:
        prop.n = prop.n + extra if instead == "plus" else prop.n * 2
        return prop

    return applies, replace


def dredge(n: int) -> ReplacementEffect:
    """Dredge N (CR 702.52a): "As long as you have at least N cards in your library, if you
    would draw a card, you may instead mill N cards and return this card from your graveyard
    to your hand." It functions only while the card is in a graveyard (CR 113.6b), for its
    owner's draws; with fewer than N cards in the library it can't apply (CR 702.52b). The
    draw replaced is not drawn (CR 614.6)."""

    def applies(game: Game, prop: Any, card: Any) -> bool:
        return (
            isinstance(prop, WouldDraw)
            and prop.count == 1  # one draw; "draw two cards instead" is two (CR 614.11)
            and card.zone == GRAVEYARD
            and prop.player is card.owner
            and len(game.library(card.owner)) >= n
        )

    def replace(game: Game, prop: Any, card: Any) -> Any:
        if not game.ask_may(card.owner, f"Dredge {n}: mill {n} cards and return {card} instead?"):
            return prop  # declined: the draw goes on, this effect already used (CR 616.1f)
        game.mill(card.owner, n)
        if game.is_live(card) and card.zone == GRAVEYARD:
            game.move(card, HAND, cause="dredge")
        return None

    return ReplacementEffect(applies, replace, text=f"Dredge {n}", zones=(GRAVEYARD,))


_BUILDERS: dict[str, Callable[[ir.ReplacementAbility], tuple[Applies, Replace]]] = {
    "gain_life": _gain_life,
    "dies": _dies,
    "damaged_by_self_dies": _damaged_by_self_dies,
    "described_dies": _described_dies,
    "card_put_into_graveyard": _card_put_into_graveyard,
    "put_into_graveyard_from_anywhere": _put_into_graveyard_from_anywhere,
    "draw": _draw,
    "enters_uncast": _enters_uncast,
    "dealt_damage": _dealt_damage,
    "deals_damage": _deals_damage,
    "counters_put": _counters_put,
    "self_enters": _self_enters,
}
