"""Building blocks for compiled abilities: layer modifications, filters, trigger conditions
and ready-made abilities (To solve, Clue-style costs, mana abilities, "enter as a copy").

Everything here is a plain closure factory; the compiler may use these or write its own closures
against :class:`~karlov.runtime.game.Game` directly.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from .abilities import (
    ActivatedAbility,
    Cost,
    EntersReplacement,
    Resolution,
    TriggeredAbility,
)
from .events import (
    AttackersDeclared,
    DamageDealt,
    Event,
    SpellCast,
    StepBegan,
    TurnedFaceUp,
    ZoneChange,
)
from .mana import ManaCost
from .objects import (
    BATTLEFIELD,
    STACK,
    CardDefinition,
    Characteristics,
    GameObject,
    LastKnown,
    Player,
)

if TYPE_CHECKING:
    from .game import Game

ObjFilter = Callable[["Game", Any, Any], bool]

# ----------------------------------------------------------------- layer modifications

_F = TypeVar("_F", bound=Callable[..., Any])


def pure(f: _F) -> _F:
    """Mark a layer effect's ``modify`` or ``affects`` function as reading nothing of the game
    but the object's characteristics so far, the object itself and its source's controller
    (and, for ``modify``, writing only the characteristics): the layer cache may then keep
    characteristics across game-state versions while the same effects apply
    (:func:`karlov.runtime.layers.is_pure`). A function without the mark is assumed to read
    anything."""
    f.pure = True  # type: ignore[attr-defined]
    return f


def modify_pt(power: int, toughness: int) -> Callable[..., None]:
    """Layer 7c: +N/+M."""

    def f(game: Game, obj: GameObject, ch: Characteristics, source: Any) -> None:
        if ch.power is not None:
            ch.power += power
        if ch.toughness is not None:
            ch.toughness += toughness

    return pure(f)


def switch_pt() -> Callable[..., None]:
    """Layer 7d (CR 613.4d): the power becomes the toughness, and the toughness the power."""

    def f(game: Game, obj: GameObject, ch: Characteristics, source: Any) -> None:
        ch.power, ch.toughness = ch.toughness, ch.power

    return pure(f)


def modify_pt_for_each(
    power: int, toughness: int, count: Any, others: bool = False
) -> Callable[..., None]:
    """Layer 7c: +N/+M times what ``count(game, context)`` counts now, from the source's point
    of view: the objects "for each Forest you control" names (a list), or the basic land types
    among them (domain, a number) (CR 613.4c, 305.6). With ``others`` ("Enchanted creature
    gets +1/+1 for each other creature you control"), the object modified is not counted."""
    from .conditions import SourceContext

    def f(game: Game, obj: GameObject, ch: Characteristics, source: Any) -> None:
        found = count(game, SourceContext.of(source, game))
        n = found if isinstance(found, int) else sum(1 for o in found if not others or o is not obj)
        if ch.power is not None:
            ch.power += power * n
        if ch.toughness is not None:
            ch.toughness += toughness * n

    return f


def define_pt(
    power: Callable[[Game, Any], int] | None, toughness: Callable[[Game, Any], int] | None
) -> Callable[..., None]:
    """Layer 7a: a characteristic-defining ability sets power and/or toughness to a number
    its source counts now (CR 604.3, 613.4a); not pure, since the count reads the game."""

    def f(game: Game, obj: GameObject, ch: Characteristics, source: Any) -> None:
        if power is not None:
            ch.power = power(game, source)
        if toughness is not None:
            ch.toughness = toughness(game, source)

    return f


def set_pt(power: int | None, toughness: int | None) -> Callable[..., None]:
    """Layer 7b: base power/toughness become N/M."""

    def f(game: Game, obj: GameObject, ch: Characteristics, source: Any) -> None:
        if power is not None:
            ch.power = power
        if toughness is not None:
            ch.toughness = toughness

    return pure(f)


def add_types(
    types: Iterable[str] = (), subtypes: Iterable[str] = (), supertypes: Iterable[str] = ()
) -> Callable[..., None]:
    """Layer 4: "in addition to its other types"."""
    ts, ss, sup = (
        {t.lower() for t in types},
        {t.lower() for t in subtypes},
        {t.lower() for t in supertypes},
    )

    def f(game: Game, obj: GameObject, ch: Characteristics, source: Any) -> None:
        ch.types |= ts
        ch.subtypes |= ss
        ch.supertypes |= sup

    return pure(f)


def remove_types(types: Iterable[str]) -> Callable[..., None]:
    """Layer 4 (CR 613.1d): "~ isn't a creature" -- it loses those card types; the subtypes
    of a card type it no longer has go with them (CR 205.3d: creature types are kept only by
    a creature or kindred object, CR 205.3m)."""
    from .layers import ALL_CREATURE_TYPES

    lost = {t.lower() for t in types}

    def f(game: Game, obj: GameObject, ch: Characteristics, source: Any) -> None:
        ch.types -= lost
        if not ch.types & {"creature", "kindred", "tribal"}:
            ch.subtypes -= ALL_CREATURE_TYPES

    return pure(f)


def set_colors(colors: Iterable[str]) -> Callable[..., None]:
    """Layer 5: the object becomes exactly these colors."""
    cs = {c.upper() for c in colors}

    def f(game: Game, obj: GameObject, ch: Characteristics, source: Any) -> None:
        ch.colors = set(cs)

    return pure(f)


def add_colors(colors: Iterable[str]) -> Callable[..., None]:
    """Layer 5: the object is these colors in addition to its other colors (CR 105.3)."""
    cs = {c.upper() for c in colors}

    def f(game: Game, obj: GameObject, ch: Characteristics, source: Any) -> None:
        ch.colors = set(ch.colors) | cs

    return pure(f)


def add_abilities(*abilities: Any) -> Callable[..., None]:
    """Layer 6: gains abilities (keywords as strings, or ability objects)."""

    def f(game: Game, obj: GameObject, ch: Characteristics, source: Any) -> None:
        for a in abilities:
            if a not in ch.abilities:
                ch.abilities.append(a)

    return pure(f)


def remove_keywords(keywords: Sequence[str], quoted: Sequence[str] = ()) -> Callable[..., None]:
    """Layer 6: loses these keywords ("loses flying", CR 613.1f), every instance of each, and
    the abilities with the ``quoted`` texts ("loses 'Prevent all damage that would be dealt to
    ~.'", CR 113.10), each one the object has with that text."""
    lost = frozenset(keywords)
    texts = frozenset(_ability_text(t) for t in quoted)

    def f(game: Game, obj: GameObject, ch: Characteristics, source: Any) -> None:
        ch.abilities[:] = [
            a
            for a in ch.abilities
            if not (isinstance(a, str) and a in lost)
            and getattr(a, "keyword", None) not in lost
            and not (texts and _ability_text(getattr(a, "text", None) or "") in texts)
        ]

    return pure(f)


def _ability_text(text: str) -> str:
    """An ability's text as "the same ability" compares it (CR 113.10): its words, whatever
    the case, the spacing and the final period."""
    return " ".join(text.replace("’", "'").split()).rstrip(".").casefold()


def remove_all_abilities() -> Callable[..., None]:
    """Layer 6: loses all abilities."""

    def f(game: Game, obj: GameObject, ch: Characteristics, source: Any) -> None:
        ch.abilities.clear()

    return pure(f)


def set_controller(player: Player) -> Callable[..., None]:
    """Layer 2: control-changing."""

    def f(game: Game, obj: GameObject, ch: Characteristics, source: Any) -> None:
        ch.controller = player

    return f


@pure
def controller_of_source(game: Game, obj: GameObject, ch: Characteristics, source: Any) -> bool:
    """For static effects: ``obj`` is controlled by the source's controller ("you control")."""
    return ch.controller is game.chars(source).controller


@pure
def self_only(game: Game, obj: GameObject, ch: Characteristics, source: Any) -> bool:
    """For static effects of the form "This Case is ...": affects only the source."""
    return obj is source


def attached_to_source(game: Game, obj: GameObject, ch: Characteristics, source: Any) -> bool:
    """For Auras and Equipment: "enchanted/equipped permanent"."""
    return source.attached_to is obj


def controlled_by_source_controller() -> Callable[..., None]:
    """Layer 2: "You control enchanted permanent" (Confiscate)."""

    def f(game: Game, obj: GameObject, ch: Characteristics, source: Any) -> None:
        ch.controller = game.chars(source).controller

    return f


@pure
def creatures_you_control(game: Game, obj: GameObject, ch: Characteristics, source: Any) -> bool:
    return "creature" in ch.types and controller_of_source(game, obj, ch, source)


# ----------------------------------------------------------------- filters
# Filters take (game, candidate, ctx) where ctx has .source and .controller.


def is_type(*types: str) -> ObjFilter:
    """The candidate has at least one of ``types`` (``"creature"``, ``"artifact"``...)."""
    ts = {t.lower() for t in types}

    def f(game: Game, cand: Any, ctx: Any) -> bool:
        return isinstance(cand, GameObject) and bool(game.chars(cand).types & ts)

    return f


def has_subtype(sub: str) -> ObjFilter:
    def f(game: Game, cand: Any, ctx: Any) -> bool:
        return isinstance(cand, GameObject) and sub.lower() in game.chars(cand).subtypes

    return f


def you_control(game: Game, cand: Any, ctx: Any) -> bool:
    return isinstance(cand, GameObject) and game.controller(cand) is ctx.controller


def opponent_controls(game: Game, cand: Any, ctx: Any) -> bool:
    return isinstance(cand, GameObject) and game.controller(cand) is not ctx.controller


def is_opponent(game: Game, cand: Any, ctx: Any) -> bool:
    return isinstance(cand, Player) and cand is not ctx.controller


def another(game: Game, cand: Any, ctx: Any) -> bool:
    return cand is not ctx.source


def nontoken(game: Game, cand: Any, ctx: Any) -> bool:
    return isinstance(cand, GameObject) and not cand.is_token


def attacking(game: Game, cand: Any, ctx: Any) -> bool:
    return isinstance(cand, GameObject) and game.is_attacking(cand)


def dealt_damage_this_turn(game: Game, cand: Any, ctx: Any) -> bool:
    return isinstance(cand, GameObject) and game.history.was_dealt_damage(cand)


def all_of(*fs: ObjFilter) -> ObjFilter:
    def f(game: Game, cand: Any, ctx: Any) -> bool:
        return all(g(game, cand, ctx) for g in fs)

    return f


def any_of(*fs: ObjFilter) -> ObjFilter:
    def f(game: Game, cand: Any, ctx: Any) -> bool:
        return any(g(game, cand, ctx) for g in fs)

    return f


def not_(g: ObjFilter) -> ObjFilter:
    def f(game: Game, cand: Any, ctx: Any) -> bool:
        return not g(game, cand, ctx)

    return f


# ----------------------------------------------------------------- gates and conditions


def solved_gate(game: Game, source: GameObject | LastKnown) -> bool:
    """Gate for "Solved —" abilities (CR 702.169b-d): the source has the solved designation;
    for a leaves-the-battlefield trigger, as it last existed on the battlefield (CR 603.10a)."""
    if isinstance(source, LastKnown):
        return source.solved
    return bool(source.solved) and game.is_live(source)


# ----------------------------------------------------------------- trigger conditions

TriggerFn = Callable[["Game", "Event", "GameObject"], bool]


def listens_to(trigger: TriggerFn, *event_types: type) -> TriggerFn:
    """Tag a trigger condition with the only event classes it can match, so the game checks it
    only for those events (an optimisation; untagged conditions see every event)."""
    trigger.event_types = event_types  # type: ignore[attr-defined]
    return trigger


def at_beginning_of(step: str, whose: str = "you") -> Callable[[Game, Event, GameObject], bool]:
    """ "At the beginning of [your|each|each opponent's] <step>" (CR 603.2b). ``whose`` is
    ``"you"``, ``"each"`` or ``"opponent"``. Use ``"beginning_of_combat"`` with ``"you"`` for
    "at the beginning of combat on your turn"."""

    def f(game: Game, event: Event, source: GameObject) -> bool:
        if not isinstance(event, StepBegan) or event.step != step:
            return False
        you = game.controller(source)
        if whose == "you":
            return event.active_player is you
        if whose == "opponent":
            return event.active_player is not you
        return True

    return listens_to(f, StepBegan)


def when_self_enters(game: Game, event: Event, source: GameObject) -> bool:
    """ "When this enters" (CR 603.6a)."""
    return isinstance(event, ZoneChange) and event.entered_battlefield and event.obj is source


def was_kicked(game: Game, source: GameObject, controller: Player) -> bool:
    """ "if it was kicked" (CR 702.33d, 603.4): the permanent was a spell whose kicker cost
    was paid, or a copy of such a spell (CR 707.10); "If this spell was kicked" said by a
    resolving instant or sorcery: its own kicker cost was paid."""
    return times_kicked(source) > 0


def kicked_with(kicker: str) -> Callable[[Game, GameObject, Player], bool]:
    """ "if it was kicked with its [kicker] kicker" (CR 702.33f): that one of the two kicker
    costs of "Kicker [A] and/or [B]" (CR 702.33b) was paid as the spell was cast -- the
    spell's own, or that of the spell the permanent was (CR 400.7d), or of the spell a copy
    copied (CR 707.10)."""
    wanted = str(ManaCost.parse(kicker))

    def test(game: Game, source: GameObject, controller: Player) -> bool:
        paid = source.kicked_with if source.zone == STACK else source.note.get("kicked_with")
        return wanted in (paid or ())

    return test


def times_mutated(source: Any) -> int:
    """The number of times ``source`` has mutated (CR 702.140d): the mutating creature spells
    merged with it as this object (CR 730.2c), each one its component still (a merged
    permanent's components leave it only together, CR 730.3)."""
    if not isinstance(source, GameObject):
        return 0
    return len(source.merged_over) + len(source.merged_under)


def times_kicked(source: GameObject) -> int:
    """The number of times the kicker cost of ``source`` was paid as it was cast (CR 702.33c-d,
    multikicker): a spell's own, or that of the spell the permanent was (CR 400.7d); 0 for a
    permanent that wasn't cast."""
    if source.zone == STACK:
        return int(source.kicked)
    return int(source.note.get("kicked") or 0)


def when_self_dies(game: Game, event: Event, source: GameObject) -> bool:
    return (
        isinstance(event, ZoneChange)
        and event.died
        and event.old is not None
        and (event.old.obj is source)
    )


def whenever_enters(
    filter: ObjFilter, *, you_control_it: bool = True
) -> Callable[[Game, Event, GameObject], bool]:
    """ "Whenever a [filter] (you control) enters"."""

    def f(game: Game, event: Event, source: GameObject) -> bool:
        if not (isinstance(event, ZoneChange) and event.entered_battlefield and event.obj):
            return False
        if not game.is_live(event.obj) or event.obj.zone != BATTLEFIELD:
            return False
        ctx = _Ctx(source, game.controller(source))
        if you_control_it and game.controller(event.obj) is not ctx.controller:
            return False
        return filter(game, event.obj, ctx)

    return listens_to(f, ZoneChange)


def whenever_enters_or_turned_face_up(
    filter: ObjFilter,
) -> Callable[[Game, Event, GameObject], bool]:
    enters = whenever_enters(filter)

    def f(game: Game, event: Event, source: GameObject) -> bool:
        if isinstance(event, TurnedFaceUp):
            ctx = _Ctx(source, game.controller(source))
            return game.controller(event.obj) is ctx.controller and filter(game, event.obj, ctx)
        return enters(game, event, source)

    return listens_to(f, TurnedFaceUp, ZoneChange)


def whenever_you_cast(
    filter: Callable[[Characteristics], bool],
) -> Callable[[Game, Event, GameObject], bool]:
    """ "Whenever you cast a [filter] spell" — filter over the spell's characteristics."""

    def f(game: Game, event: Event, source: GameObject) -> bool:
        return (
            isinstance(event, SpellCast)
            and event.controller is game.controller(source)
            and filter(event.chars)
        )

    return listens_to(f, SpellCast)


def whenever_self_deals_combat_damage_to_player(
    game: Game, event: Event, source: GameObject
) -> bool:
    """ "Whenever this creature deals combat damage to a player"."""
    return (
        isinstance(event, DamageDealt)
        and event.combat
        and isinstance(event.target, Player)
        and event.source.obj is source
    )


def whenever_you_attack(game: Game, event: Event, source: GameObject) -> bool:
    """ "Whenever you attack" / "whenever you attack with one or more creatures" (CR 508.3a)."""
    return isinstance(event, AttackersDeclared) and event.player is game.controller(source)


listens_to(when_self_enters, ZoneChange)
listens_to(when_self_dies, ZoneChange)
listens_to(whenever_self_deals_combat_damage_to_player, DamageDealt)
listens_to(whenever_you_attack, AttackersDeclared)


class _Ctx:
    def __init__(self, source: GameObject, controller: Player) -> None:
        self.source = source
        self.controller = controller


def event_object(event: Event) -> GameObject | None:
    """The object an event is about (entered permanent, face-up permanent...)."""
    if isinstance(event, ZoneChange):
        return event.obj
    return getattr(event, "obj", None)


# ----------------------------------------------------------------- ready-made abilities


def to_solve(
    condition: Callable[[Game, GameObject, Player], bool], text: str = "To solve"
) -> TriggeredAbility:
    """ "To solve — [condition]" (CR 719.3a): "At the beginning of your end step, if [condition]
    and this Case is not solved, this Case becomes solved." The condition is an intervening-if
    (CR 603.4), checked when the end step begins and again on resolution."""

    def cond(game: Game, source: GameObject, controller: Player) -> bool:
        return not source.solved and bool(condition(game, source, controller))

    def effect(game: Game, res: Resolution) -> None:
        game.solve(res.source)

    return TriggeredAbility(
        trigger=at_beginning_of("end", "you"),
        effect=effect,
        intervening_if=cond,
        text=text,
        kind="to_solve",
    )


def mana_ability(
    *options: str | tuple[str, ...], text: str = "", cost: Cost | None = None
) -> ActivatedAbility:
    """ "{T}: Add {G}." / "{T}: Add one mana of any color." — each option is a string of mana
    letters (``"G"``, ``"CC"``); ``cost`` when it is not just {T} ("Sacrifice this creature:
    Add {R}{R}.", CR 605.1a)."""
    opts = tuple(tuple(o) for o in options)
    return ActivatedAbility(
        cost=cost or Cost(tap=True),
        is_mana_ability=True,
        mana=opts,
        text=text or "{T}: Add mana.",
    )


def enters_as_copy(
    filter: ObjFilter,
    description: str = "a creature",
    *,
    optional: bool = True,
    except_: Callable[[CardDefinition], CardDefinition] | None = None,
    candidates: Callable[[Game, Any], list[GameObject]] | None = None,
) -> EntersReplacement:
    """ "You may have this enter as a copy of [filter] on the battlefield" (CR 707.9, 614.1c);
    ``except_`` applies the copy effect's exceptions to the copied values, which are then
    the copy's copiable values (CR 707.9b). ``candidates``: the objects to choose from, where
    the filter looks elsewhere than the battlefield ("any creature card in a graveyard": a
    card's copiable values are its printed ones, CR 707.2)."""

    def effect(game: Game, obj: GameObject, controller: Player) -> None:
        ctx = _Ctx(obj, controller)
        if candidates is not None:
            cands = [o for o in candidates(game, ctx) if o is not obj]
        else:
            cands = [o for o in game.permanents() if o is not obj and filter(game, o, ctx)]
        if not cands:
            return
        if optional and not game.ask_may(
            controller, f"Have {obj} enter as a copy of {description}?"
        ):
            return
        (orig,) = game.ask_choose(controller, f"Choose {description} to copy", cands, 1, 1)
        if except_ is None:
            game.become_copy(obj, orig)
            return
        game.become_copy(obj, orig, except_(orig.copiable))

    return EntersReplacement(effect=effect, text=f"enter as a copy of {description}")
