"""Keywords that cast a card from another zone as an ability resolves (CR 608.2g): madness
(CR 702.35), miracle (CR 702.94), rebound (CR 702.88), cascade (CR 702.85), ripple (CR
702.60) and suspend (CR 702.62, with its special action from the hand, CR 116.2f).

Each ends in a cast by effect (:class:`EffectCast`): the card is cast by following CR
601.2a-i with no priority needed nor given after it, its card type setting no timing, for the
cost the effect names -- an alternative cost (CR 118.9): the madness cost, or nothing for
"without paying its mana cost". What the card says is read by
:meth:`karlov.runtime.game.Game.cast`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .. import ir
from .abilities import (
    FLASH,
    Ability,
    EntersReplacement,
    LayerEffect,
    OneSpellEachTurn,
    Resolution,
    TriggeredAbility,
)
from .effects import add_abilities, listens_to
from .errors import IllegalAction
from .events import CountersRemoved, Discarded, SpellCast, StepBegan
from .mana import ManaCost
from .objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    STACK,
    Characteristics,
    GameObject,
    Player,
)
from .records import PendingTrigger
from .trigger_match import trigger_condition

if TYPE_CHECKING:
    from .game import Game

#: "Without paying its mana cost" (CR 118.9): an alternative cost of no mana.
WITHOUT_PAYING = ManaCost(())


@dataclass(frozen=True)
class EffectCast:
    """An effect casts a card as it resolves (CR 608.2g): ``cost`` is paid rather than its mana
    cost (an alternative cost, CR 118.9; :data:`WITHOUT_PAYING` for none); ``note`` is put on
    the spell (what later rules read of how it was cast)."""

    cost: ManaCost
    note: dict[str, Any] = field(default_factory=dict)


def cast_by_effect(
    game: Game,
    player: Player,
    card: GameObject,
    cost: ManaCost,
    why: str,
    note: dict[str, Any] | None = None,
) -> GameObject | None:
    """``player`` casts ``card`` as an effect resolves, paying ``cost`` rather than its mana
    cost (CR 608.2g, 118.9). A card that can't be cast -- no legal target (CR 601.2c), a cost
    that can't be paid (CR 601.2h), a prohibition (CR 601.3) -- stays where it is: the cast
    is undone whole (:class:`IllegalAction`) and None returned."""
    try:
        return game.cast(player, card, by_effect=EffectCast(cost, note or {}))
    except IllegalAction as refusal:
        game.note(f"{player} doesn't cast {card} {why}: {refusal}")
        return None


# ---- madness (CR 702.35) ---------------------------------------------------------------------


@dataclass(eq=False)
class Madness(Ability):
    """Madness [cost] (CR 702.35a), two abilities: "If a player would discard this card, that
    player discards it, but exiles it instead of putting it into their graveyard" (a static
    ability functioning in the hand, read by :func:`discard_into_exile` as the card is
    discarded) and "When this card is exiled this way, its owner may cast it by paying [cost]
    rather than paying its mana cost. If that player doesn't, they put this card into their
    graveyard" (``trigger``, which triggers as the first applies)."""

    cost: ManaCost
    trigger: TriggeredAbility
    text: str = "Madness"
    #: the keyword it is, to whatever asks (``Characteristics.has_keyword``)
    keyword: str = "madness"


def madness(mana: str) -> Madness:
    """Madness [cost] (CR 702.35a) for a mana cost; cast by its trigger with that alternative
    cost (CR 702.35b, 118.9)."""
    cost = ManaCost.parse(mana)

    def cast_or_bin(game: Game, res: Resolution) -> None:
        card, owner = res.source, res.source.owner
        if not (game.is_live(card) and card.zone == EXILE):
            return  # no longer the card exiled this way (CR 400.7)
        asked = f"Cast {card} by paying its madness cost {cost}?"
        if game.ask_may(owner, asked) and cast_by_effect(game, owner, card, cost, "for madness"):
            return
        game.move(card, GRAVEYARD, cause="madness")

    trigger = TriggeredAbility(
        trigger=lambda game, event, source: False,  # put pending by discard_into_exile
        effect=cast_or_bin,
        text=f"Madness {cost}",
        zones=(EXILE,),
        keyword="madness",
    )
    return Madness(cost, trigger, text=f"Madness {cost}")


def discard_into_exile(game: Game, player: Player, card: GameObject) -> GameObject | bool | None:
    """Madness's first ability (CR 702.35a): a card with madness discarded from a hand is
    discarded into exile, and its second ability triggers. False for a card without it."""
    found = next((a for a in game.chars(card).abilities if isinstance(a, Madness)), None)
    if found is None or card.zone != HAND:
        return False
    exiled = game.move(card, EXILE, cause="discarded", logged=False)
    if exiled is None:
        return None
    game.emit(Discarded(player, exiled))  # it is still discarded (CR 702.35a)
    if exiled.zone == EXILE:
        game.pending.append(PendingTrigger(found.trigger, exiled, exiled.owner, None))
    return exiled


# ---- miracle (CR 702.94) ---------------------------------------------------------------------


@dataclass(eq=False)
class Miracle(Ability):
    """Miracle [cost] (CR 702.94a), a static ability linked to a triggered ability: "You may
    reveal this card from your hand as you draw it if it's the first card you've drawn this
    turn" (read by :func:`miracle_reveal` as the card is drawn) and "When you reveal this card
    this way, you may cast it by paying [cost] rather than its mana cost" (``trigger``)."""

    cost: ManaCost
    trigger: TriggeredAbility
    text: str = "Miracle"
    #: the keyword it is, to whatever asks (``Characteristics.has_keyword``)
    keyword: str = "miracle"


def miracle(mana: str) -> Miracle:
    """Miracle [cost] (CR 702.94a) for a mana cost; cast by its trigger with that alternative
    cost (CR 118.9), as the trigger resolves (CR 608.2g: its card type sets no timing)."""
    cost = ManaCost.parse(mana)

    def cast_it(game: Game, res: Resolution) -> None:
        card, you = res.source, res.controller
        if not (game.is_live(card) and card.zone == HAND):
            return  # it left the hand: a new object the trigger can't find (CR 400.7)
        asked = f"Cast {card} by paying its miracle cost {cost}?"
        if game.ask_may(you, asked):
            cast_by_effect(game, you, card, cost, "for its miracle cost")

    trigger = TriggeredAbility(
        trigger=lambda game, event, source: False,  # put pending by miracle_reveal
        effect=cast_it,
        text=f"Miracle {cost}",
        zones=(HAND,),
        keyword="miracle",
    )
    return Miracle(cost, trigger, text=f"Miracle {cost}")


def miracle_reveal(game: Game, player: Player, card: GameObject) -> None:
    """Miracle's static ability (CR 702.94a): ``player`` has just drawn ``card``; if it has
    miracle and is the first card they have drawn this turn, they may reveal it, and its
    trigger triggers (CR 603.2). It stays revealed until the trigger leaves the stack or the
    card leaves the hand (CR 702.94b), which changes nothing the runtime plays."""
    found = next((a for a in game.chars(card).abilities if isinstance(a, Miracle)), None)
    if found is None or card.zone != HAND or game.history.cards_drawn[player.index] != 1:
        return
    if game.ask_may(player, f"Reveal {card}, the first card you drew this turn, for miracle?"):
        game.note(f"{player} reveals {card} (miracle {found.cost}).")
        game.pending.append(PendingTrigger(found.trigger, card, player, None))


# ---- rebound (CR 702.88) ---------------------------------------------------------------------


@dataclass(eq=False)
class Rebound(Ability):
    """Rebound (CR 702.88a): a static ability of an instant or sorcery on the stack, read by
    :func:`rebound_exile` as the spell resolves. Instances are redundant (CR 702.88c)."""

    text: str = "Rebound"
    keyword: str = "rebound"


def rebound() -> Rebound:
    return Rebound()


def _your_next_upkeep(game: Game, event: Any, source: GameObject) -> bool:
    """ "At the beginning of your next upkeep" (CR 603.7a, 503.1): the first upkeep of the
    card's owner to begin -- the one who cast it from their hand."""
    return (
        isinstance(event, StepBegan)
        and event.step == "upkeep"
        and event.active_player is source.owner
    )


def _cast_rebounded(game: Game, res: Resolution) -> None:
    """ "You may cast this card from exile without paying its mana cost" (CR 702.88a); the
    card not cast stays in exile."""
    card, you = res.source, res.controller
    if not (game.is_live(card) and card.zone == EXILE):
        return  # it left exile: a new object the trigger can't find (CR 400.7)
    if game.ask_may(you, f"Cast {card} from exile without paying its mana cost?"):
        cast_by_effect(game, you, card, WITHOUT_PAYING, "with rebound")


_REBOUND_CAST = TriggeredAbility(
    trigger=_your_next_upkeep,
    effect=_cast_rebounded,
    text="Rebound: cast it from exile",
    zones=(EXILE,),
    keyword="rebound",
)


def rebound_exile(game: Game, spell: GameObject, controller: Player) -> bool:
    """Rebound (CR 702.88a) as ``spell`` resolves: "If this spell was cast from your hand,
    instead of putting it into your graveyard as it resolves, exile it and, at the beginning
    of your next upkeep, you may cast this card from exile without paying its mana cost."
    True if it did so; a copy (never cast from a hand, CR 707.10) or a spell cast from
    elsewhere goes where it otherwise would."""
    if spell.is_spell_copy or spell.cast_from != HAND:
        return False
    if not any(isinstance(a, Rebound) for a in game.chars(spell).abilities):
        return False
    exiled = game.move(spell, EXILE, cause="rebound")
    if exiled is not None and exiled.zone == EXILE:
        game.create_delayed_trigger(_REBOUND_CAST, exiled, controller)
    return True


# ---- cipher (CR 702.99) ----------------------------------------------------------------------


@dataclass(eq=False)
class Cipher(Ability):
    """Cipher (CR 702.99a): a spell ability of an instant or sorcery, read by
    :func:`cipher_exile` as the spell resolves, after its other instructions."""

    text: str = "Cipher"
    keyword: str = "cipher"


def cipher() -> Cipher:
    return Cipher()


def cipher_exile(game: Game, spell: GameObject, controller: Player) -> bool:
    """Cipher (CR 702.99a) as ``spell`` resolves: "If this spell is represented by a card, you
    may exile this card encoded on a creature you control." The creature then has "Whenever
    this creature deals combat damage to a player, its controller may cast a copy of the
    encoded card without paying its mana cost" for as long as the card stays exiled and the
    creature on the battlefield (CR 702.99b-c: the ability is the creature's, a new object
    after a zone change has none). True if it was exiled so; a copy of a spell (CR 707.10) or
    a player who encodes it on nothing puts it where it otherwise goes."""
    if spell.is_spell_copy:
        return False
    if not any(isinstance(a, Cipher) for a in game.chars(spell).abilities):
        return False
    creatures = [o for o in game.zone_objects(BATTLEFIELD, controller) if game.is_creature(o)]
    if not creatures:
        return False
    prompt = f"Cipher: you may exile {spell} encoded on a creature you control"
    chosen = game.ask_cards(controller, prompt, creatures, 0, 1)
    if not chosen:
        return False
    exiled = game.move(spell, EXILE, cause="encoded (cipher)")
    if exiled is None or exiled.zone != EXILE:
        return True
    (creature,) = chosen
    encoded = _encoded_ability(exiled)

    def no_longer_encoded(g: Game) -> bool:  # CR 702.99c
        return not (g.is_live(exiled) and exiled.zone == EXILE)

    game.add_effect(
        LayerEffect("6", add_abilities(encoded)),
        [creature],
        exiled,
        controller,
        until=no_longer_encoded,
        text=f"{creature} has the ability of {exiled}, encoded on it (CR 702.99b)",
    )
    return True


def _encoded_ability(card: GameObject) -> TriggeredAbility:
    """The ability an encoded card gives its creature (CR 702.99b): "Whenever this creature
    deals combat damage to a player, its controller may cast a copy of the encoded card
    without paying its mana cost." -- a copy of the card made in exile and cast there (CR
    707.12); it is a spell copy, which ceases to exist when it leaves the stack (CR 707.10a)
    or if it is not cast (CR 704.5e)."""

    def cast_a_copy(game: Game, res: Resolution) -> None:
        you = res.controller
        if not (game.is_live(card) and card.zone == EXILE):
            return  # it is no longer the encoded card (CR 400.7, 702.99c)
        if not game.ask_may(you, f"Cast a copy of {card} without paying its mana cost?"):
            return
        copy = game.add_card(card.copiable, you, EXILE)
        copy.is_spell_copy = True
        cast_by_effect(game, you, copy, WITHOUT_PAYING, "with cipher")

    return TriggeredAbility(
        trigger=trigger_condition(ir.EventTrigger("combat_damage_to_player")),
        effect=cast_a_copy,
        text=f"Whenever this creature deals combat damage to a player, its controller may cast "
        f"a copy of {card.name} without paying its mana cost (cipher)",
    )


# ---- cascade (CR 702.85) ---------------------------------------------------------------------


def _this_spell_cast(game: Game, event: Any, source: GameObject) -> bool:
    """ "When you cast this spell" (CR 601.2i), of a spell on the stack."""
    return isinstance(event, SpellCast) and event.spell is source


def _cascade(game: Game, res: Resolution) -> None:
    """Cascade (CR 702.85a): exile cards from the top of your library until you exile a nonland
    card whose mana value is less than this spell's; you may cast it without paying its mana
    cost if the resulting spell's mana value is less; then the exiled cards not cast go on the
    bottom of your library in a random order. This spell's mana value is its last known one
    if it has left the stack (CR 608.2h)."""
    you = res.controller
    limit = game.chars(res.source).mana_value
    exiled: list[GameObject] = []
    hit = None
    while game.library(you):
        card = game.move(game.library(you)[0], EXILE, cause="cascade")
        if card is None:
            break
        exiled.append(card)
        chars = game.chars(card)
        if "land" not in chars.types and chars.mana_value < limit:
            hit = card
            break
    if hit is not None and game.ask_may(you, f"Cast {hit} without paying its mana cost?"):
        spell = cast_by_effect(game, you, hit, WITHOUT_PAYING, "with cascade")
        # Its X is 0 (CR 107.3b), so its mana value is the card's: less, as checked above.
        if spell is not None:
            exiled.remove(hit)
    rest = [card for card in exiled if game.is_live(card) and card.zone == EXILE]
    game.rng.shuffle(rest)
    for card in rest:
        game.move(card, LIBRARY, position="bottom", cause="cascade")


def cascade() -> TriggeredAbility:
    """Cascade (CR 702.85a): a triggered ability functioning only while the spell is on the
    stack; each instance triggers separately (CR 702.85c)."""
    return TriggeredAbility(
        trigger=listens_to(_this_spell_cast, SpellCast),
        effect=_cascade,
        text="Cascade",
        zones=(STACK,),
        keyword="cascade",
    )


# ---- ripple (CR 702.60) ----------------------------------------------------------------------


def ripple(n: int) -> TriggeredAbility:
    """Ripple N (CR 702.60a), a triggered ability functioning only while the spell is on the
    stack: "When you cast this spell, you may reveal the top N cards of your library, or, if
    there are fewer than N cards in your library, you may reveal all the cards in your library.
    If you reveal cards from your library this way, you may cast any of those cards with the
    same name as this spell without paying their mana costs, then put all revealed cards not
    cast this way on the bottom of your library in any order." The spell's name is its last
    known one if it has left the stack (CR 608.2h); each instance triggers separately (CR
    702.60b). The cards are cast from the library, where they are (CR 608.2g), one at a time;
    the rest are arranged by their owner, the caster (CR 401.4)."""

    def resolve(game: Game, res: Resolution) -> None:
        you = res.controller
        library = game.library(you)
        if not library or not game.ask_may(you, f"Reveal the top {n} cards of your library?"):
            return
        revealed = list(library[:n])
        game.reveal(you, revealed)
        name = game.chars(res.source).name
        for card in revealed:
            if not (game.is_live(card) and card.zone == LIBRARY):
                continue
            if not name or game.chars(card).name != name:
                continue
            if game.ask_may(you, f"Cast {card} without paying its mana cost?"):
                cast_by_effect(game, you, card, WITHOUT_PAYING, "with ripple")
        rest = [card for card in revealed if game.is_live(card) and card.zone == LIBRARY]
        prompt = "Order the cards for the bottom of your library (the last is the bottom card)"
        for card in game.ask_order(you, prompt, rest):
            game.move(card, LIBRARY, position="bottom", cause="ripple")

    return TriggeredAbility(
        trigger=listens_to(_this_spell_cast, SpellCast),
        effect=resolve,
        text=f"Ripple {n}",
        zones=(STACK,),
        keyword="ripple",
    )


# ---- suspend (CR 702.62) ---------------------------------------------------------------------


@dataclass(eq=False)
class Suspend(Ability):
    """Suspend N—[cost] (CR 702.62a), its first ability: "If you could begin to cast this card
    by putting it onto the stack from your hand, you may pay [cost] and exile it with N time
    counters on it. This action doesn't use the stack" -- a special action (CR 116.2f),
    :func:`suspend_card`."""

    number: int
    cost: ManaCost
    text: str = "Suspend"
    keyword: str = "suspend"


#: The note on a creature spell cast by its suspend ability, and on the permanent it becomes:
#: the player who cast it, for its haste (CR 702.62a).
SUSPEND_HASTE = "suspend_haste"
#: The note of a spell, and of the permanent it becomes: whether a sorcery could have been cast
#: as it began to be cast (CR 307.5a; "If you cast it any time a sorcery couldn't have been
#: cast, ...", which reads it once the permanent enters)
CAST_AT_SORCERY_TIME = "cast_at_sorcery_time"


def suspend_card(
    game: Game, player: Player, card: GameObject, mana_sources: Any = None
) -> GameObject:
    """The special action of suspend (CR 116.2f, 702.62a): any time ``player`` has priority and
    could begin to cast ``card`` from their hand -- its type's timing (CR 307.1; an instant or
    a card with flash at any time) and what prohibits casting it (CR 702.62c: split second,
    "one spell each turn") -- they pay its suspend cost and exile it with N time counters on
    it. Returns the exiled card; raises :class:`IllegalAction`, the game unchanged, if not."""
    game._check_priority(player, f"suspend {card}")
    found = next((a for a in game.chars(card).abilities if isinstance(a, Suspend)), None)
    if found is None or card.zone != HAND or card.owner is not player:
        raise IllegalAction(f"{player} has no card {card} with suspend in their hand (CR 116.2f).")
    chars = game.chars(card)
    instant = "instant" in chars.types or FLASH in chars.abilities
    if not instant and not game._sorcery_timing(player):
        raise IllegalAction(
            f"{player} can suspend {card} only when they could cast it: in their own main "
            "phase with an empty stack (CR 116.2f, 307.1)."
        )
    held = game._split_second()
    if held is not None:
        raise IllegalAction(
            f"{player} can't suspend {card} while {held}, which has split second, is on the "
            "stack: they couldn't cast it (CR 702.62c, 702.61a)."
        )
    if any(c.player is player for c in game.history.casts) and any(
        isinstance(rule, OneSpellEachTurn) for ab, _o in game.active_static() for rule in ab.rules
    ):
        raise IllegalAction(f"{player} couldn't cast {card} this turn (CR 702.62c, 101.2).")
    plan, sources = game._plan(player, found.cost, f"suspending {card}", chosen=mana_sources)
    game._execute_plan(player, plan, sources)
    exiled = game.move(card, EXILE, cause="suspended")
    if exiled is None or exiled.zone != EXILE:
        raise IllegalAction(f"{card} was not exiled")  # pragma: no cover - replaced away
    game.put_counters(exiled, "time", found.number)
    game._after_action(player)
    return exiled


def _suspended(game: Game, source: GameObject, controller: Player) -> bool:
    """ "if this card is suspended" (CR 702.62b): in exile, with suspend and a time counter."""
    return (
        source.zone == EXILE
        and source.counters.get("time", 0) > 0
        and any(isinstance(a, Suspend) for a in game.chars(source).abilities)
    )


def _last_time_counter_left_exiled(game: Game, event: Any, source: GameObject) -> bool:
    """ "When the last time counter is removed from this card" (CR 702.62a), in exile."""
    return (
        isinstance(event, CountersRemoved)
        and event.obj is source
        and event.kind == "time"
        and source.counters.get("time", 0) == 0
        and source.zone == EXILE
    )


def _tick(game: Game, res: Resolution) -> None:
    game.remove_counters(res.source, "time", 1)


def _cast_suspended(game: Game, res: Resolution) -> None:
    """ "... if it's exiled, you may play it without paying its mana cost if able. If you don't,
    it remains exiled. If you cast a creature spell this way, it gains haste until you lose
    control of the spell or the permanent it becomes" (CR 702.62a, 702.62d)."""
    card, you = res.source, res.controller
    if not (game.is_live(card) and card.zone == EXILE):
        return  # CR 400.7: it left exile
    if not game.ask_may(you, f"Cast {card} without paying its mana cost?"):
        return
    creature = "creature" in game.chars(card).types
    note = {SUSPEND_HASTE: you} if creature else {}
    cast_by_effect(game, you, card, WITHOUT_PAYING, "with suspend", note)


def _suspend_haste(game: Game, obj: GameObject, controller: Player) -> None:
    """The permanent a creature spell cast by suspend becomes has haste until its caster loses
    control of it (CR 702.62a): an effect of the resolved trigger, so it outlives the card's
    own abilities. Its controller is known in layer 6, after control (layer 2, CR 613.1b): the
    first time it is another player, the effect ends for good."""
    caster = obj.note.get(SUSPEND_HASTE)
    if caster is None or caster is not controller:
        return
    lost = [False]

    def haste(game: Game, permanent: GameObject, chars: Characteristics, source: Any) -> None:
        if chars.controller is not caster:
            lost[0] = True
        if not lost[0] and "haste" not in chars.abilities:
            chars.abilities.append("haste")

    def ended(game: Game) -> bool:
        return lost[0] or not game.is_live(obj)

    effect = LayerEffect("6", haste)
    game.add_effect(effect, [obj], obj, caster, until=ended, text="Suspend: haste")


def suspend(number: int, mana: str) -> list[Any]:
    """Suspend N—[cost] (CR 702.62a), three abilities: the special action from the hand
    (:class:`Suspend`, :func:`suspend_card`), "At the beginning of your upkeep, if this card is
    suspended, remove a time counter from it" (an intervening if, CR 603.4) and "When the last
    time counter is removed from this card, if it's exiled, you may play it without paying
    its mana cost if able ..." -- both functioning in exile. The haste of a creature cast this
    way is given as its permanent enters (:func:`_suspend_haste`)."""
    cost = ManaCost.parse(mana)
    text = f"Suspend {number}—{cost}"
    upkeep = TriggeredAbility(
        trigger=trigger_condition(ir.StepTrigger(ir.Step.UPKEEP, ir.Whose.YOU)),
        effect=_tick,
        intervening_if=_suspended,
        text=f"{text}: remove a time counter",
        zones=(EXILE,),
        keyword="suspend",
    )
    last = TriggeredAbility(
        trigger=listens_to(_last_time_counter_left_exiled, CountersRemoved),
        effect=_cast_suspended,
        text=f"{text}: cast it",
        zones=(EXILE,),
        keyword="suspend",
    )
    haste = EntersReplacement(_suspend_haste, text="")
    return [Suspend(number, cost, text=text), upkeep, last, haste]
