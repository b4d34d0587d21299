"""Trigger conditions built from the IR (:data:`karlov.ir.Trigger`, CR 603.1–603.2).

``trigger_condition(trigger)`` is the test a :class:`~karlov.runtime.TriggeredAbility` runs
on each event: ``(game, event, source) -> bool``, tagged with the event classes it can match
(:func:`~karlov.runtime.effects.listens_to`) so the game asks it only about those.

What the IR states is all there is: the event, the subject (None: the source itself), and who
performs it. A leaves-the-battlefield trigger ("dies") matches the object as it last existed
on the battlefield (CR 603.10a, 700.4); the game checks a leaving source's own abilities, and
their solved gate, on that last known information (``Game._check_triggers``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .. import ir
from . import effects as fx
from .conditions import SourceContext
from .events import (
    AttackersDeclared,
    BecameMonarch,
    BecameMonstrous,
    BecameRenowned,
    BecameTarget,
    BlockersDeclared,
    BlocksCreature,
    CardDrawn,
    CountersPut,
    CreatureAttacks,
    CreatureBecameBlocked,
    CreatureBlocks,
    CreatureUnblocked,
    Cycled,
    DamagedBySource,
    DamageDealt,
    Discarded,
    DungeonCompleted,
    Event,
    Exerted,
    Exploited,
    Explored,
    LifeGained,
    LifeLost,
    Mutated,
    ObjectDealtDamage,
    PlayerDealtDamage,
    Sacrificed,
    Scried,
    Shuffled,
    SourceDamagedObject,
    SourceDealtDamage,
    SpellCast,
    SpellCopied,
    StepBegan,
    Surveilled,
    Tapped,
    TappedForMana,
    TurnedFaceUp,
    Untapped,
    ZoneChange,
)
from .filters import Matcher
from .objects import BATTLEFIELD, EXILE, GRAVEYARD, GameObject, Player

if TYPE_CHECKING:
    from .game import Game

__all__ = ["TriggerFn", "trigger_condition"]

TriggerFn = Callable[["Game", Event, GameObject], bool]

#: The runtime's words for whose step it is (``effects.at_beginning_of``).
_WHOSE_STEP = {ir.Whose.YOU: "you", ir.Whose.ANY: "each", ir.Whose.OPPONENT: "opponent"}


def trigger_condition(trigger: ir.Trigger) -> TriggerFn:
    """The test ``trigger`` states (CR 603.1). Raises :class:`TypeError` for a trigger the
    runtime has no event for (the compiler reports such text as C001 before it gets here)."""
    if isinstance(trigger, ir.StepTrigger):
        whose = _WHOSE_STEP.get(trigger.whose)
        if whose is None:
            raise TypeError(f"no step trigger for whose step {trigger.whose.value!r}")
        if trigger.of_attached:
            if trigger.whose is not ir.Whose.ANY:
                raise TypeError("a step of the attached permanent's controller and of another")
            return _step_of_attached_controller(trigger.step.value)
        return fx.at_beginning_of(trigger.step.value, whose)  # CR 603.2b, 503.1
    if isinstance(trigger, ir.AnyOf):
        return _any_of(tuple(trigger_condition(t) for t in trigger.triggers))
    build = _EVENTS.get(trigger.event)
    if build is None:
        raise TypeError(f"no trigger event {trigger.event!r}")
    built = build(trigger)
    if trigger.looks_back and trigger.subject is not None:
        # A leaves-the-battlefield trigger looks back to the game immediately before the event
        # (CR 603.10a): a card that reached a graveyard in that very event had no ability
        # there then (``Game._check_triggers``).
        built.looks_back = True  # type: ignore[attr-defined]
    return built


def _step_of_attached_controller(step: str) -> TriggerFn:
    """ "At the beginning of the upkeep of enchanted creature's controller" (CR 603.2b):
    ``step`` begins and its active player controls the permanent the source is attached to
    (CR 303.4); an unattached source names no one."""

    def f(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, StepBegan) or event.step != step:
            return False
        attached = source.attached_to
        return attached is not None and game.controller(attached) is event.active_player

    return fx.listens_to(f, StepBegan)


def _any_of(tests: tuple[TriggerFn, ...]) -> TriggerFn:
    """ "When this creature enters or dies": it triggers on an event any part matches."""

    def any_event(game: Game, event: Event, source: GameObject) -> bool:
        return any(test(game, event, source) for test in tests)

    types = [getattr(test, "event_types", None) for test in tests]
    if all(t is not None for t in types):
        return fx.listens_to(any_event, *dict.fromkeys(c for t in types for c in t))
    return any_event


def _subject(trigger: ir.EventTrigger) -> Matcher | None:
    return Matcher(trigger.subject) if trigger.subject is not None else None


def _names(
    subject: Matcher | None, game: Game, seen: Any, obj: GameObject, source: GameObject
) -> bool:
    """Whether the event's object is the one the trigger names: the source itself when the
    trigger names no subject, else whatever matches ``subject`` as the event saw it
    (``seen``: the object, or its last-known information, CR 603.10a)."""
    if subject is None:
        return obj is source
    return subject.matches(game, seen, SourceContext.of(source, game))


def _by(trigger: ir.EventTrigger) -> Callable[[Game, Any, GameObject], bool]:
    """Whether the player who performs the event is the one the trigger names."""
    by = trigger.by
    if by is None or by is ir.Whose.ANY:
        return lambda game, player, source: True
    if by is ir.Whose.YOU:
        return lambda game, player, source: player is game.controller(source)
    if by is ir.Whose.OPPONENT:
        return lambda game, player, source: (
            isinstance(player, Player) and player is not game.controller(source)
        )
    raise TypeError(f"no trigger on an event performed by {by.value!r}")


def _needs_self(trigger: ir.EventTrigger) -> None:
    if trigger.subject is not None:
        raise TypeError(f"the trigger event {trigger.event!r} is only said of the source itself")


def _enters(trigger: ir.EventTrigger) -> TriggerFn:
    """ "When this creature enters" (CR 603.6a); "Whenever a [subject] enters": the
    permanent as it is on the battlefield; "enters under your control" (``by``): it is
    controlled by the trigger's controller as it enters (CR 110.2)."""
    subject = _subject(trigger)
    if subject is None:
        if trigger.by is not None:
            raise TypeError("'enters under your control' is said here only of other objects")
        return fx.when_self_enters
    return fx.listens_to(_enters_matching(subject, _by(trigger)), ZoneChange)


def _enters_matching(
    subject: Matcher, by: Callable[[Game, Any, GameObject], bool] | None = None
) -> TriggerFn:
    def enters(game: Game, event: Event, source: GameObject) -> bool:
        if not (isinstance(event, ZoneChange) and event.entered_battlefield):
            return False
        obj = event.obj
        if obj is None or not game.is_live(obj) or obj.zone != BATTLEFIELD:
            return False
        if by is not None and not by(game, game.controller(obj), source):
            return False
        return subject.matches(game, obj, SourceContext.of(source, game))

    return enters


def _enters_or_face_up(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever a [subject] enters or is turned face up" (CR 603.6a, 603.2)."""
    subject = _subject(trigger)
    if subject is None:
        raise TypeError("'is turned face up' is only said here of other objects")
    enters = _enters_matching(subject)

    def enters_or_face_up(game: Game, event: Event, source: GameObject) -> bool:
        if isinstance(event, TurnedFaceUp):
            return subject.matches(game, event.obj, SourceContext.of(source, game))
        return enters(game, event, source)

    return fx.listens_to(enters_or_face_up, TurnedFaceUp, ZoneChange)


def _turned_face_up(trigger: ir.EventTrigger) -> TriggerFn:
    """ "When this permanent is turned face up", "Whenever a [subject] is turned face up" (CR
    708.8, 702.37e). The event is seen once the permanent is face up, so the ability the
    source has face up triggers, and the subject is matched against the face-up permanent.
    Turning face up is not entering (CR 708.8)."""
    subject = _subject(trigger)

    def turned_face_up(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, TurnedFaceUp):
            return False
        if subject is None:
            return event.obj is source
        return subject.matches(game, event.obj, SourceContext.of(source, game))

    return fx.listens_to(turned_face_up, TurnedFaceUp)


def _dies(trigger: ir.EventTrigger) -> TriggerFn:
    """ "When this creature dies" / "Whenever a [subject] dies" (CR 700.4): put into a
    graveyard from the battlefield, matched as it last existed there (CR 603.10a)."""
    subject = _subject(trigger)
    if subject is None:
        return fx.when_self_dies

    def dies(game: Game, event: Event, source: GameObject) -> bool:
        if not (isinstance(event, ZoneChange) and event.died and event.old is not None):
            return False
        return subject.matches(game, event.old, SourceContext.of(source, game))

    return fx.listens_to(dies, ZoneChange)


def _cast_self(game: Game, event: Event, source: GameObject) -> bool:
    """ "When you cast this spell" (CR 601.2i): this spell became cast (its ability functions
    on the stack, CR 113.6)."""
    return isinstance(event, SpellCast) and event.spell is source


def _cast(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever you cast a [subject] spell" (CR 601.2i): the spell's characteristics as it
    became cast."""
    subject = _subject(trigger)
    by = _by(trigger)
    nth = trigger.ordinal

    def cast(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, SpellCast) or not by(game, event.controller, source):
            return False
        if subject is not None:
            # The spell's state as it became cast: its targets ("a spell that targets ~").
            seen = SourceContext(source, game.controller(source))
            if not all(t(event.chars) for t in subject.chars_tests) or not all(
                test(game, event.spell, seen) for test in subject.state_tests
            ):
                return False
        if nth is None:
            return True
        # "your first ... spell each turn": the turn's history already holds this cast.
        matching = subject.chars_ok if subject is not None else None
        return len(game.history.spells_cast_by(event.controller, matching)) == nth

    return fx.listens_to(cast, SpellCast)


def _cast_from_zone(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever you cast a spell from your graveyard" (``cast_from_graveyard``; hand,
    library, exile alike), "... from anywhere other than their hand" (``cast_not_from_hand``)
    (CR 601.2a, 601.2i): a spell matching the subject became cast by ``by``, and as the casting
    began it was in that zone of its caster's (a card in a hand, library or graveyard is its
    owner's, CR 400.3) -- or, for ``cast_not_from_hand``, not in its caster's hand."""
    cast = _cast(trigger)
    elsewhere = trigger.event == "cast_not_from_hand"
    zone = "hand" if elsewhere else trigger.event.removeprefix("cast_from_")

    def cast_from(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, SpellCast) or not cast(game, event, source):
            return False
        theirs = event.from_zone == zone and event.spell.owner is event.controller
        return not theirs if elsewhere else theirs

    cast_from.__doc__ = f"{trigger.event} (CR 601.2a)"
    return fx.listens_to(cast_from, SpellCast)


def _cast_or_copy(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever you cast or copy an instant or sorcery spell" (CR 601.2i, 707.10): a spell
    cast (its characteristics as it became cast) or a copy of a spell put on the stack, by the
    player the trigger names."""
    cast = _cast(trigger)
    subject = _subject(trigger)
    by = _by(trigger)

    def copied(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, SpellCopied) or not by(game, event.controller, source):
            return False
        if subject is None:
            return True
        seen = SourceContext(source, game.controller(source))
        return subject.matches(game, event.copy, seen)

    def cast_or_copy(game: Game, event: Event, source: GameObject) -> bool:
        return cast(game, event, source) or copied(game, event, source)

    return fx.listens_to(cast_or_copy, SpellCast, SpellCopied)


def _attack(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever you attack" (CR 508.3a): attackers were declared, once per combat."""
    if trigger.subject is not None:
        raise TypeError("'whenever you attack' names no object")
    by = _by(trigger)

    def attack(game: Game, event: Event, source: GameObject) -> bool:
        return isinstance(event, AttackersDeclared) and by(game, event.player, source)

    return fx.listens_to(attack, AttackersDeclared)


def _becomes_target_of_spell(trigger: ir.EventTrigger) -> TriggerFn:
    """ "When this / enchanted creature / a creature you control becomes the target of a
    spell" (CR 115.1, 603.2): the source itself, or each object matching ``subject`` as it
    becomes a target."""
    subject = _subject(trigger)

    def targeted(game: Game, event: Event, source: GameObject) -> bool:
        return (
            isinstance(event, BecameTarget)
            and event.by_spell
            and _names(subject, game, event.obj, event.obj, source)
        )

    return fx.listens_to(targeted, BecameTarget)


def _becomes_target(trigger: ir.EventTrigger) -> TriggerFn:
    """ "When this / a creature you control becomes the target of a spell or ability an
    opponent controls" (CR 115.1, 603.2): a spell or an activated or triggered ability,
    controlled by ``by``; the source itself, or each object matching ``subject``."""
    subject = _subject(trigger)
    by = _by(trigger)

    def targeted(game: Game, event: Event, source: GameObject) -> bool:
        return (
            isinstance(event, BecameTarget)
            and by(game, event.controller, source)
            and _names(subject, game, event.obj, event.obj, source)
        )

    return fx.listens_to(targeted, BecameTarget)


def _sacrificed(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever you sacrifice a [subject]" (CR 701.21), for any reason; the object as it
    was sacrificed."""
    subject = _subject(trigger)
    by = _by(trigger)

    def sacrificed(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, Sacrificed) or not by(game, event.player, source):
            return False
        return _names(subject, game, event.obj, event.obj.obj, source)

    return fx.listens_to(sacrificed, Sacrificed)


def _combat_damage_to_player(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever this creature deals combat damage to a player" (CR 510.2, 603.2)."""
    if trigger.subject is None and trigger.by is None:
        return _self_combat_damage_to_player
    return _damage_to_player(trigger)


def _self_combat_damage_to_player(game: Game, event: Event, source: GameObject) -> bool:
    """ "Whenever this creature deals combat damage to a player" (CR 510.2, 603.2)."""
    return (
        isinstance(event, DamageDealt)
        and event.combat
        and isinstance(event.target, Player)
        and event.source.obj is source
    )


fx.listens_to(_self_combat_damage_to_player, DamageDealt)


def _dealer(subject: Matcher | None) -> Callable[[Game, Any, GameObject], bool]:
    """Whether the source of some damage (its last-known information as it dealt it) is the
    one the trigger names: the trigger's source itself, or an object matching ``subject``
    ("equipped creature", "a creature you control", CR 603.2)."""
    if subject is None:
        return lambda game, lki, source: lki.obj is source
    if subject.zone == "stack":  # "a spell deals damage" (CR 112.1): not a permanent's ability
        return lambda game, lki, source: (
            lki.zone == "stack" and subject.matches(game, lki, SourceContext.of(source, game))
        )
    return lambda game, lki, source: subject.matches(game, lki, SourceContext.of(source, game))


def _damage_to_player(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever [~ / equipped creature / a creature you control] deals [combat] damage to a
    player / an opponent / you" (CR 120.3, 510.2, 603.2): once for each source and each player
    dealt damage by it; ``by`` names the player dealt it ("that player", CR 603.7c)."""
    dealer = _dealer(_subject(trigger))
    dealt_to = _by(trigger)
    combat_only = trigger.event == "combat_damage_to_player"

    def dealt(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, DamageDealt) or event.amount <= 0:
            return False
        if combat_only and not event.combat:
            return False
        if not isinstance(event.target, Player) or not dealt_to(game, event.target, source):
            return False
        return dealer(game, event.source, source)

    return fx.listens_to(dealt, DamageDealt)


def _one_or_more_combat_damage_to_player(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever one or more creatures you control deal combat damage to a player" (CR
    603.2c, 510.2): once for each player dealt combat damage in one damage event (a combat
    damage step) by at least one source matching ``subject``, however many did; ``by`` names
    the player dealt it ("that player", CR 603.7c)."""
    dealer = _dealer(_subject(trigger))
    dealt_to = _by(trigger)

    def dealt(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, PlayerDealtDamage):
            return False
        if not dealt_to(game, event.target, source):
            return False
        return any(
            one.combat and one.amount > 0 and dealer(game, one.source, source)
            for one in event.dealt
        )

    return fx.listens_to(dealt, PlayerDealtDamage)


def _deals_damage(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever [~ / enchanted creature] deals damage" (CR 120.3): once for each damage
    event in which it deals damage, to any number of objects and players at once (CR 510.2);
    "that much" is the total it dealt."""
    dealer = _dealer(_subject(trigger))
    combat_only = trigger.event == "deals_combat_damage"  # CR 510.2: combat damage only

    def deals(game: Game, event: Event, source: GameObject) -> bool:
        return (
            isinstance(event, SourceDealtDamage)
            and event.amount > 0
            and (event.combat or not combat_only)
            and dealer(game, event.source, source)
        )

    return fx.listens_to(deals, SourceDealtDamage)


def _deals_damage_to_object(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever ~ deals damage to a creature" (CR 120.3, 603.2c): once for each permanent
    matching ``subject`` as it was dealt the damage that the source dealt damage to in one
    damage event; the event's object ("that creature") is that permanent. "deals combat
    damage to a creature" (``deals_combat_damage_to_object``): combat damage only (CR
    510.2)."""
    subject = _subject(trigger)
    if subject is None:
        raise TypeError("'deals damage to' names the permanent dealt damage")
    combat_only = trigger.event == "deals_combat_damage_to_object"
    dealer = _dealer(Matcher(trigger.dealer) if trigger.dealer is not None else None)

    def deals(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, SourceDamagedObject) or event.amount <= 0:
            return False
        if (combat_only and not event.combat) or not dealer(game, event.source, source):
            return False
        return subject.matches(game, event.obj, SourceContext.of(source, game))

    return fx.listens_to(deals, SourceDamagedObject)


def _dealt_damage_by(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever a source [an opponent controls] deals damage to ~" (CR 120.3, 603.2c): once
    for each source matching ``subject`` as it dealt the damage (its last-known information,
    CR 608.2h) that deals damage to the trigger's source in one damage event -- twice for two
    blockers dealing it combat damage at once (the ruling on Phyrexian Obliterator); the
    event's object ("that source") is that source. Prevented damage is not dealt (CR 615.1)."""
    dealer = _dealer(_subject(trigger))

    def dealt(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, DamagedBySource) or event.amount <= 0:
            return False
        return event.recipient is source and dealer(game, event.dealt_by, source)

    return fx.listens_to(dealt, DamagedBySource)


def _dealt_damage(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever [~ / enchanted creature] is dealt damage" (CR 120.3): once for each damage
    event that deals it damage, however many sources deal it damage at once (CR 510.2; the
    ruling on Boros Reckoner); "that much" is the total it was dealt. Prevented damage is not
    dealt (CR 615.1) and triggers nothing."""
    subject = _subject(trigger)

    def dealt(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, ObjectDealtDamage) or event.amount <= 0:
            return False
        return _names(subject, game, event.obj, event.obj, source)

    return fx.listens_to(dealt, ObjectDealtDamage)


def _dealt_combat_damage(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever ~ is dealt combat damage" (CR 510.2): once for each combat damage step in
    which it is dealt combat damage (all combat damage of a step is dealt at once); "that much"
    is the total. Noncombat damage (CR 120.3) and prevented damage (CR 615.1) trigger nothing."""
    subject = _subject(trigger)

    def dealt(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, ObjectDealtDamage) or event.amount <= 0 or not event.combat:
            return False
        return _names(subject, game, event.obj, event.obj, source)

    return fx.listens_to(dealt, ObjectDealtDamage)


def _attacks(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever this creature attacks" / "Whenever a [subject] attacks": it was declared as
    an attacker (CR 508.1, 508.3a), once for each such creature (CR 603.2c)."""
    subject = _subject(trigger)
    nth = trigger.ordinal

    def attacks(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, CreatureAttacks):
            return False
        if nth is not None:  # "for the first time each turn": its Nth declaration this turn
            declared = sum(1 for seen in game.history.attackers if seen.obj is event.obj)
            if declared != nth:
                return False
        return _names(subject, game, event.obj, event.obj, source)

    return fx.listens_to(attacks, CreatureAttacks)


def _attacks_alone(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever this creature / a creature you control attacks alone": a creature matching
    the subject was declared as an attacker, the only creature declared as an attacker this
    combat (CR 506.5, 508.3a); creatures put onto the battlefield attacking were never
    declared (CR 508.4)."""
    subject = _subject(trigger)

    def attacks_alone(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, CreatureAttacks) or game.combat is None:
            return False
        if len(game.combat.declared) != 1:
            return False
        return _names(subject, game, event.obj, event.obj, source)

    return fx.listens_to(attacks_alone, CreatureAttacks)


def _attacks_with_others(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever this creature and at least two other creatures attack": this creature was
    declared as an attacker together with at least ``others`` other creatures, in the one
    declaration of attackers of this combat (CR 508.1a, 508.3a); creatures put onto the
    battlefield attacking were never declared (CR 508.4)."""
    if trigger.subject is not None or trigger.others is None:
        raise TypeError("'~ and at least N other creatures attack' is said only of the source")
    others = trigger.others

    def with_others(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, CreatureAttacks) or event.obj is not source:
            return False
        return game.combat is not None and len(game.combat.declared) >= 1 + others

    return fx.listens_to(with_others, CreatureAttacks)


def _attacks_you(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever a creature attacks you or a planeswalker you control": a creature matching
    the subject was declared as an attacker attacking the source's controller or a
    planeswalker that player controls (CR 508.1, 508.3a), once for each (CR 603.2c)."""
    subject = _subject(trigger)

    def attacks_you(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, CreatureAttacks):
            return False
        you, attacked = game.controller(source), event.defender
        if attacked is not you and (
            isinstance(attacked, Player) or game.controller(attacked) is not you
        ):
            return False
        return _names(subject, game, event.obj, event.obj, source)

    return fx.listens_to(attacks_you, CreatureAttacks)


def _attacks_you_player(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever a creature attacks you": a creature matching the subject was declared as an
    attacker attacking the source's controller -- the player, not a planeswalker (CR 508.1,
    508.3a), once for each (CR 603.2c)."""
    subject = _subject(trigger)

    def attacks_you(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, CreatureAttacks) or event.defender is not game.controller(source):
            return False
        return _names(subject, game, event.obj, event.obj, source)

    return fx.listens_to(attacks_you, CreatureAttacks)


def _attacks_opponent(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever a creature attacks one of your opponents [or a planeswalker an opponent
    controls]": a creature matching the subject was declared as an attacker attacking a player
    other than the source's controller (CR 102.2, 508.1b, 508.3a) -- or, for
    ``attacks_opponent``, a planeswalker such a player controls -- once for each (CR 603.2c)."""
    subject = _subject(trigger)
    planeswalkers = trigger.event == "attacks_opponent"

    def attacks_opponent(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, CreatureAttacks):
            return False
        you, attacked = game.controller(source), event.defender
        if isinstance(attacked, Player):
            if attacked is you:
                return False
        elif not planeswalkers or game.controller(attacked) is you:
            return False
        return _names(subject, game, event.obj, event.obj, source)

    attacks_opponent.__doc__ = f"{trigger.event} (CR 508.3a)"
    return fx.listens_to(attacks_opponent, CreatureAttacks)


def _attacks_enchanted_player(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever a creature attacks enchanted player" (CR 303.4, 508.1b, 508.3a): a creature
    matching the subject was declared as an attacker attacking the player the source Aura is
    attached to (not a planeswalker of theirs), once for each (CR 603.2c)."""
    subject = _subject(trigger)

    def attacks_enchanted_player(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, CreatureAttacks):
            return False
        enchanted = source.attached_to
        if not isinstance(enchanted, Player) or event.defender is not enchanted:
            return False
        return _names(subject, game, event.obj, event.obj, source)

    attacks_enchanted_player.__doc__ = "attacks_enchanted_player (CR 508.3a)"
    return fx.listens_to(attacks_enchanted_player, CreatureAttacks)


def _became(trigger: ir.EventTrigger) -> TriggerFn:
    """ "When this creature becomes monstrous" (CR 701.37b) / "Whenever a creature you control
    becomes renowned" (CR 702.112b): the designation was given to a permanent matching the
    subject (None: the source) as its monstrosity or renown ability resolved."""
    subject = _subject(trigger)
    kind: type[Event] = BecameMonstrous if trigger.event == "becomes_monstrous" else BecameRenowned

    def became(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, kind):
            return False
        obj = event.obj  # type: ignore[attr-defined]
        return _names(subject, game, obj, obj, source)

    return fx.listens_to(became, kind)


def _mutates(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever this creature mutates", "Whenever a creature you control mutates" (CR
    702.140d): a mutating creature spell merged with a permanent matching the subject (None:
    the source) as it resolved; the mutated permanent is the event's object."""
    subject = _subject(trigger)

    def mutates(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, Mutated):
            return False
        return _names(subject, game, event.obj, event.obj, source)

    return fx.listens_to(mutates, Mutated)


def _leaves_graveyard(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever an instant or sorcery card leaves your graveyard" (CR 603.6c): a card moved
    from a graveyard to any other zone, matched as it last existed in the graveyard (a
    zone-change trigger that looks back in time, CR 603.10a), once for each card; ``by``:
    whose graveyard (its owner's, CR 400.3), relative to the ability's controller."""
    subject = _subject(trigger)
    whose = _by(trigger)

    def left(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, ZoneChange) or event.old is None:
            return False
        if event.from_zone != GRAVEYARD or event.to_zone == GRAVEYARD:
            return False
        if not whose(game, event.old.obj.owner, source):
            return False
        return _names(subject, game, event.old, event.old.obj, source)

    return fx.listens_to(left, ZoneChange)


def _exiled_from_battlefield(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever a creature is exiled from the battlefield" (CR 603.6c): a permanent moved
    from the battlefield to exile, matched as it last existed on the battlefield (CR
    603.10a), tokens too; with no subject, the source itself."""
    subject = _subject(trigger)

    def exiled(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, ZoneChange) or event.old is None:
            return False
        if event.from_zone != BATTLEFIELD or event.to_zone != EXILE:
            return False
        return _names(subject, game, event.old, event.old.obj, source)

    return fx.listens_to(exiled, ZoneChange)


def _leaves_battlefield(trigger: ir.EventTrigger) -> TriggerFn:
    """ "When this permanent leaves the battlefield" / "Whenever another creature you control
    leaves the battlefield" (CR 603.6c): a permanent moved from the battlefield to any other
    zone, matched as it last existed on the battlefield (a leaves-the-battlefield ability looks
    back in time, CR 603.10a), tokens too, once for each (CR 603.2c); with no subject, the
    source itself. Phasing out is no zone change (CR 702.26d) and no event here."""
    subject = _subject(trigger)

    def left(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, ZoneChange) or event.old is None:
            return False
        if event.from_zone != BATTLEFIELD or event.to_zone == BATTLEFIELD:
            return False
        return _names(subject, game, event.old, event.old.obj, source)

    return fx.listens_to(left, ZoneChange)


def _blocks(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever this creature / enchanted creature blocks": it was declared as a blocker
    (CR 509.1, 509.3a), matched as it is then (CR 509.3f)."""
    subject = _subject(trigger)

    def blocks(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, CreatureBlocks):
            return False
        return _names(subject, game, event.obj, event.obj, source)

    return fx.listens_to(blocks, CreatureBlocks)


def _blocks_creature(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever this creature blocks a creature [without flying]": once for each attacking
    creature the source blocks (CR 509.3b) that matches ``subject`` as it is then (CR
    509.3f); the event's object, "that creature", is that attacker."""
    subject = _subject(trigger)
    if subject is None:
        raise TypeError("'blocks a creature' names the creature blocked")

    def blocks(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, BlocksCreature) or event.blocker is not source:
            return False
        return subject.matches(game, event.obj, SourceContext.of(source, game))

    return fx.listens_to(blocks, BlocksCreature)


def _player_event(event_type: type, rule: str) -> Callable[[ir.EventTrigger], TriggerFn]:
    """A trigger on an event a player performs, said of no object: "Whenever you gain life"
    (CR 119.3), "Whenever you draw a card" (CR 121.1: once per card drawn, 121.2),
    "Whenever an opponent discards a card" (CR 701.9). ``rule`` is cited in the test's doc."""

    def build(trigger: ir.EventTrigger) -> TriggerFn:
        if trigger.subject is not None:
            raise TypeError(f"the trigger event {trigger.event!r} names no object")
        by = _by(trigger)
        nth = trigger.ordinal

        def performed(game: Game, event: Event, source: GameObject) -> bool:
            if not isinstance(event, event_type):
                return False
            # CR 119.3: gaining 0 life is no life gained (a LifeGained of 0 is not an event).
            if isinstance(event, LifeGained | LifeLost) and event.amount <= 0:
                return False
            if not by(game, event.player, source):  # type: ignore[attr-defined]
                return False
            # "your second card each turn" / "for the first time each turn": the turn's
            # history already holds this event.
            return nth is None or _times_this_turn(game, event) == nth

        performed.__doc__ = f"{trigger.event} ({rule})"
        return fx.listens_to(performed, event_type)

    return build


def _discard_another_card(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever you cycle or discard another card" (CR 701.9, 702.29d: a cycled card is
    discarded): ``by`` discards a card other than the source."""
    if trigger.subject is not None:
        raise TypeError("'discard another card' names no object")
    by = _by(trigger)

    def discarded(game: Game, event: Event, source: GameObject) -> bool:
        return (
            isinstance(event, Discarded)
            and event.card is not source
            and by(game, event.player, source)
        )

    return fx.listens_to(discarded, Discarded)


def _dealt_noncombat_damage(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever an opponent is dealt noncombat damage" (CR 120.3): damage to that player not
    dealt by combat (CR 510); ``by`` names the player dealt it."""
    if trigger.subject is not None:
        raise TypeError("'is dealt noncombat damage' names no source")
    dealt = _by(trigger)

    def noncombat(game: Game, event: Event, source: GameObject) -> bool:
        return (
            isinstance(event, DamageDealt)
            and not event.combat
            and event.amount > 0
            and isinstance(event.target, Player)
            and dealt(game, event.target, source)
        )

    return fx.listens_to(noncombat, DamageDealt)


def _player_dealt_damage(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever you're dealt damage" / "... combat damage" (CR 120.3, 510.2): once for each
    damage event that deals the player ``by`` names damage (of combat, for
    ``dealt_combat_damage``), however many sources deal it at once (CR 603.2c)."""
    if trigger.subject is not None:
        raise TypeError("'you're dealt damage' names no source")
    dealt_to = _by(trigger)
    combat_only = trigger.event == "dealt_combat_damage"

    def dealt(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, PlayerDealtDamage) or not dealt_to(game, event.target, source):
            return False
        return any(one.amount > 0 and (one.combat or not combat_only) for one in event.dealt)

    return fx.listens_to(dealt, PlayerDealtDamage)


def _deals_noncombat_damage_to_player(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever a source you control deals noncombat damage to an opponent" (CR 120.3): the
    source's controller as it dealt the damage (``DamageDealt.source_controller``); ``by``
    names the player dealt it."""
    subject = trigger.subject
    dealt = _by(trigger)
    controller = subject.controller.who if subject is not None and subject.controller else None
    if subject is None or controller not in (None, "you"):
        raise TypeError("'deals noncombat damage' is said here of 'a source [you control]'")

    def deals(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, DamageDealt) or event.combat or event.amount <= 0:
            return False
        if not isinstance(event.target, Player) or not dealt(game, event.target, source):
            return False
        return controller is None or event.source_controller is game.controller(source)

    return fx.listens_to(deals, DamageDealt)


def _put_into_graveyard_from_battlefield(trigger: ir.EventTrigger) -> TriggerFn:
    """ "When this is put into a graveyard from the battlefield" / "Whenever an enchantment
    you control is ...": a leaves-the-battlefield trigger (CR 603.6c), matched on the object
    as it last existed on the battlefield (CR 603.10a); any card type, tokens too. ``by``:
    whose graveyard ("into your graveyard", "into an opponent's graveyard"), the object's
    owner's (CR 400.3), relative to the ability's controller."""
    subject = _subject(trigger)
    whose = _by(trigger)

    def put(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, ZoneChange) or event.old is None:
            return False
        if event.from_zone != BATTLEFIELD or event.to_zone != GRAVEYARD:
            return False
        if not whose(game, event.old.obj.owner, source):
            return False
        return _names(subject, game, event.old, event.old.obj, source)

    return fx.listens_to(put, ZoneChange)


def _put_into_graveyard_from_anywhere(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever a card is put into an opponent's graveyard from anywhere" / "When ~ is put
    into a graveyard from anywhere": an object moved to a graveyard from any zone, once for
    each (CR 603.2c). Never a leaves-the-battlefield ability, even for a permanent put there
    from the battlefield (CR 603.6c): the card is matched as it is now, in the graveyard, and
    the ability's source must not have left its zone in the event (a source destroyed together
    with the card is gone when the event is checked, CR 603.2). A token is never a card (CR
    108.2b): the subject says "card" (``tokens`` False). ``by``: whose graveyard, the card's
    owner's (CR 400.3), relative to the ability's controller."""
    subject = _subject(trigger)
    whose = _by(trigger)

    def put(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, ZoneChange) or event.to_zone != GRAVEYARD:
            return False
        card = event.obj
        if card is None or event.from_zone == GRAVEYARD or not game.is_live(source):
            return False
        if not whose(game, card.owner, source):
            return False
        return _names(subject, game, card, card, source)

    return fx.listens_to(put, ZoneChange)


def _cast_during_opponents_turn(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever you cast a spell during an opponent's turn" (CR 601.2i, 102.1): the active
    player is one of your opponents as the spell becomes cast."""
    cast = _cast(trigger)

    def during(game: Game, event: Event, source: GameObject) -> bool:
        return cast(game, event, source) and game.active is not game.controller(source)

    return fx.listens_to(during, SpellCast)


def _cast_during_your_turn(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever [you / an opponent] cast[s] a spell during your turn" (CR 601.2i, 102.1):
    the ability's controller is the active player as the spell becomes cast."""
    cast = _cast(trigger)

    def during(game: Game, event: Event, source: GameObject) -> bool:
        return cast(game, event, source) and game.active is game.controller(source)

    return fx.listens_to(during, SpellCast)


def _becomes_blocked_by(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever this creature becomes blocked by a creature": once for each creature
    declared as a blocker for it (CR 509.3d), matched as that blocker is then (CR 509.3f)."""
    subject = _subject(trigger)

    def blocked_by(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, CreatureBlocks) or source not in event.attackers:
            return False
        return subject is None or subject.matches(game, event.obj, SourceContext.of(source, game))

    return fx.listens_to(blocked_by, CreatureBlocks)


def _one_or_more(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever this creature blocks or becomes blocked by one or more blue creatures":
    once as blockers are declared (CR 509.3e), if it blocks (``blocks_one_or_more``) or is
    blocked by (``blocked_by_one_or_more``) at least one creature matching ``subject`` then
    (CR 509.3f). An attacker is blocked only by creatures of the player it attacks (CR
    509.1a), so one declaration of blockers tells it."""
    subject = _subject(trigger)
    if subject is None:
        raise TypeError("'one or more' names the creatures blocked or blocking")
    blocking = trigger.event == "blocks_one_or_more"

    def once(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, BlockersDeclared):
            return False
        if blocking:
            others = event.blocks.get(source, [])
        else:
            others = [b for b, attackers in event.blocks.items() if source in attackers]
        context = SourceContext.of(source, game)
        return any(subject.matches(game, other, context) for other in others)

    return fx.listens_to(once, BlockersDeclared)


def becomes_blocked(game: Game, event: Event, source: GameObject) -> bool:
    """ "Whenever this creature becomes blocked" (CR 509.3c): once, as blockers are declared,
    however many creatures block it."""
    return isinstance(event, BlockersDeclared) and any(
        source in attackers for attackers in event.blocks.values()
    )


def _becomes_blocked(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever this creature / enchanted creature / a creature you control becomes
    blocked" (CR 509.3c): once for each such attacking creature, however many block it,
    matched as it is when it becomes blocked (CR 509.3f)."""
    subject = _subject(trigger)
    if subject is None:
        return fx.listens_to(becomes_blocked, BlockersDeclared)

    def blocked(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, CreatureBecameBlocked):
            return False
        return subject.matches(game, event.obj, SourceContext.of(source, game))

    return fx.listens_to(blocked, CreatureBecameBlocked)


def _attacks_unblocked(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever this creature attacks and isn't blocked" (CR 509.3g): no creature was
    declared as a blocker for it, whether or not it was declared as an attacker."""
    if trigger.subject is not None:
        raise TypeError("'attacks and isn't blocked' is said here only of the source")

    def unblocked(game: Game, event: Event, source: GameObject) -> bool:
        return isinstance(event, CreatureUnblocked) and event.obj is source

    return fx.listens_to(unblocked, CreatureUnblocked)


def _exploits(trigger: ir.EventTrigger) -> TriggerFn:
    """ "When this creature exploits a creature" (CR 702.110b): its controller sacrificed a
    creature as its exploit ability resolved -- itself included (the ability then triggers
    from where it last was, :func:`karlov.runtime.build._exploit`)."""
    if trigger.subject is not None:
        raise TypeError("'exploits a creature' is said here only of the source")

    def exploits(game: Game, event: Event, source: GameObject) -> bool:
        return isinstance(event, Exploited) and event.obj is source

    return fx.listens_to(exploits, Exploited)


def _exerted_as_it_attacks(trigger: ir.EventTrigger) -> TriggerFn:
    """ "You may exert ~ as it attacks. When you do, ...": the source was exerted by that
    ability as it was declared as an attacker (CR 701.43d); the two abilities are linked (CR
    607.2h), so an exert by anything else doesn't trigger it."""
    _needs_self(trigger)

    def exerted(game: Game, event: Event, source: GameObject) -> bool:
        return isinstance(event, Exerted) and event.as_it_attacks and event.obj is source

    return fx.listens_to(exerted, Exerted)


def _exerts(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever you exert a creature" (CR 701.43a): a player the trigger names exerted a
    permanent matching the subject, for any reason, once for each."""
    subject = _subject(trigger)
    by = _by(trigger)

    def exerts(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, Exerted) or not by(game, event.player, source):
            return False
        return _names(subject, game, event.obj, event.obj, source)

    return fx.listens_to(exerts, Exerted)


def _tapped_or_untapped(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever [this / enchanted land / a creature you control] becomes tapped" (CR
    701.26a) or "becomes untapped" (CR 701.26b, 502.3): once for each time one such
    permanent is tapped or untapped, matched as it is then."""
    subject = _subject(trigger)
    kind: type[Event] = Tapped if trigger.event == "becomes_tapped" else Untapped

    def changed(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, kind):
            return False
        obj = event.obj  # type: ignore[attr-defined]
        return _names(subject, game, obj, obj, source)

    return fx.listens_to(changed, kind)


def _tapped_for_mana(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever enchanted land is tapped for mana", "Whenever a Forest is tapped for mana",
    "Whenever you tap a Swamp for mana", "Whenever a player taps a land for mana" (CR 106.12,
    106.12a): a mana ability of a permanent matching the subject (the source itself when there
    is none), with {T} in its cost, resolved and produced mana; ``by`` names the player who
    activated it."""
    subject = _subject(trigger)
    by = _by(trigger)

    def tapped(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, TappedForMana) or not by(game, event.player, source):
            return False
        return _names(subject, game, event.obj, event.obj, source)

    return fx.listens_to(tapped, TappedForMana)


def _times_this_turn(game: Game, event: Event) -> int:
    """How many cards the event's player drew / times they lost life this turn, this one
    included."""
    player = event.player  # type: ignore[attr-defined]
    if isinstance(event, CardDrawn):
        return game.history.cards_drawn[player.index]
    if isinstance(event, LifeLost):
        return game.history.times_lost_life[player.index]
    raise TypeError(f"no count this turn of {type(event).__name__}")


def _cycle(trigger: ir.EventTrigger) -> TriggerFn:
    """ "When you cycle this card" (CR 702.29c), "Whenever you cycle a card" / "another card":
    a player discarded a card to pay the cost of a cycling or typecycling ability (CR
    702.29f); ``by`` names the player. The cycled card is the object it became where it went,
    so "this card" is that object, triggering from that zone."""
    if trigger.subject is not None:
        raise TypeError(f"the trigger event {trigger.event!r} names no object")
    by = _by(trigger)
    event_name = trigger.event

    def cycled(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, Cycled) or not by(game, event.player, source):
            return False
        if event_name == "cycle":
            return event.card is source
        if event_name == "cycle_another_card":
            return event.card is not source
        return True

    cycled.__doc__ = f"{event_name} (CR 702.29c)"
    return fx.listens_to(cycled, Cycled)


def _counters_put(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever one or more +1/+1 counters are put on another creature you control"
    (CR 122.6): one trigger for each instruction that puts that kind of counter on such a
    permanent, "enters with" counters included; with no subject, "... put on ~": on the
    source itself."""
    subject = _subject(trigger)
    kind = trigger.counter
    if kind is None:
        raise TypeError("'counters are put on' needs the kind of counter")

    def put(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, CountersPut) or event.kind != kind or event.amount <= 0:
            return False
        return _names(subject, game, event.obj, event.obj, source)

    return fx.listens_to(put, CountersPut)


def _counter_put(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever a +1/+1 counter is put on ~", "Whenever a -1/-1 counter is put on a creature"
    (CR 122.6): once for each counter of that kind put on such a permanent, "enters with"
    counters included -- an event of several occurrences triggers once for each (CR 603.2c):
    the test answers how many (``Game._try_trigger``). With no subject: on the source."""
    subject = _subject(trigger)
    kind = trigger.counter
    if kind is None:
        raise TypeError("'a counter is put on' needs the kind of counter")

    def put(game: Game, event: Event, source: GameObject) -> int:
        if not isinstance(event, CountersPut) or event.kind != kind or event.amount <= 0:
            return 0
        return event.amount if _names(subject, game, event.obj, event.obj, source) else 0

    return fx.listens_to(put, CountersPut)  # type: ignore[arg-type]


def _explores(trigger: ir.EventTrigger) -> TriggerFn:
    """ "Whenever a creature you control explores" (CR 701.44b): once for each permanent that
    explores, matched as it is on the battlefield, or as it last existed there if it has
    left (CR 701.44c); with no subject, the source itself."""
    subject = _subject(trigger)

    def explored(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, Explored):
            return False
        obj = event.obj
        seen = obj if game.on_battlefield(obj) else game.snapshot(obj)
        return _names(subject, game, seen, obj, source)

    return fx.listens_to(explored, Explored)


_EVENTS: dict[str, Callable[[ir.EventTrigger], TriggerFn]] = {
    "explores": _explores,
    "counters_put": _counters_put,
    "counter_put": _counter_put,
    "deals_damage_to_object": _deals_damage_to_object,
    "deals_combat_damage_to_object": _deals_damage_to_object,
    "dealt_damage_by": _dealt_damage_by,
    "deals_combat_damage": _deals_damage,
    "lose_life": _player_event(LifeLost, "CR 119.3"),
    "cast_during_opponents_turn": _cast_during_opponents_turn,
    "cast_during_your_turn": _cast_during_your_turn,
    "becomes_blocked_by": _becomes_blocked_by,
    "becomes_blocked": _becomes_blocked,
    "attacks_unblocked": _attacks_unblocked,
    "exploits": _exploits,
    "exerted_as_it_attacks": _exerted_as_it_attacks,
    "exerts": _exerts,
    "becomes_tapped": _tapped_or_untapped,
    "becomes_untapped": _tapped_or_untapped,
    "tapped_for_mana": _tapped_for_mana,
    "dealt_noncombat_damage": _dealt_noncombat_damage,
    "dealt_damage": _player_dealt_damage,
    "dealt_combat_damage": _player_dealt_damage,
    "deals_noncombat_damage_to_player": _deals_noncombat_damage_to_player,
    "put_into_graveyard_from_battlefield": _put_into_graveyard_from_battlefield,
    "put_into_graveyard_from_anywhere": _put_into_graveyard_from_anywhere,
    "attacks": _attacks,
    "attacks_alone": _attacks_alone,
    "attacks_with_others": _attacks_with_others,
    "attacks_you": _attacks_you,
    "attacks_you_player": _attacks_you_player,
    "attacks_opponent": _attacks_opponent,
    "attacks_opponent_player": _attacks_opponent,
    "attacks_enchanted_player": _attacks_enchanted_player,
    "becomes_monstrous": _became,
    "becomes_renowned": _became,
    "mutates": _mutates,  # CR 702.140d
    "leaves_graveyard": _leaves_graveyard,
    "exiled_from_battlefield": _exiled_from_battlefield,
    "leaves_battlefield": _leaves_battlefield,
    "blocks": _blocks,
    "blocks_creature": _blocks_creature,
    "blocks_one_or_more": _one_or_more,
    "blocked_by_one_or_more": _one_or_more,
    "gain_life": _player_event(LifeGained, "CR 119.3"),
    "complete_dungeon": _player_event(DungeonCompleted, "CR 309.7"),
    "become_monarch": _player_event(BecameMonarch, "CR 725.1"),
    "draw": _player_event(CardDrawn, "CR 121.1"),
    "discard": _player_event(Discarded, "CR 701.9"),
    "surveil": _player_event(Surveilled, "CR 701.25c"),
    "scry": _player_event(Scried, "CR 701.22b"),
    "shuffle": _player_event(Shuffled, "CR 701.24a"),
    "discard_another_card": _discard_another_card,
    "cycle": _cycle,
    "cycle_card": _cycle,
    "cycle_another_card": _cycle,
    "enters": _enters,
    "enters_or_face_up": _enters_or_face_up,
    "turned_face_up": _turned_face_up,
    "dies": _dies,
    "cast": _cast,
    "cast_from_hand": _cast_from_zone,
    "cast_from_graveyard": _cast_from_zone,
    "cast_from_library": _cast_from_zone,
    "cast_from_exile": _cast_from_zone,
    "cast_not_from_hand": _cast_from_zone,
    "cast_self": lambda trigger: fx.listens_to(_cast_self, SpellCast),
    "cast_or_copy": _cast_or_copy,
    "attack": _attack,
    "becomes_target_of_spell": _becomes_target_of_spell,
    "becomes_target": _becomes_target,
    "sacrificed": _sacrificed,
    "combat_damage_to_player": _combat_damage_to_player,
    "combat_damage_to_player_one_or_more": _one_or_more_combat_damage_to_player,
    "damage_to_player": _damage_to_player,
    "deals_damage": _deals_damage,
    "is_dealt_damage": _dealt_damage,
    "is_dealt_combat_damage": _dealt_combat_damage,
}
