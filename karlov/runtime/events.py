"""Game events (CR 603.2). Every event is a dataclass with a human-readable ``str()``.

Triggered abilities look at events with ``isinstance`` checks; the game keeps every event in
``game.log`` (printed by the ``--log`` option of the CLI).

Replaceable events (CR 614) are the ``Would*`` proposals: a :class:`ReplacementEffect` receives
one and returns the modified proposal (or ``None`` to prevent it). They never reach triggers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .objects import (
    BATTLEFIELD,
    GRAVEYARD,
    CardDefinition,
    Characteristics,
    GameObject,
    LastKnown,
    Player,
)


@dataclass(eq=False)
class Event:
    """Base class of game events. ``logged`` is false for an event whose happening another
    event's line already tells (the {T} of a mana ability, the zone change of a drawn card, the
    "destroyed" of a creature that dies): ``game.log_lines()`` prints one line per happening."""

    logged: bool = field(default=True, kw_only=True, repr=False)

    def __str__(self) -> str:
        return type(self).__name__


@dataclass(eq=False)
class VentureMarkerMoved(Event):
    """``player`` moved their venture marker into the room ``room`` of the dungeon card
    ``dungeon`` (CR 309.4a, 309.5a, 701.49a-c): that room's ability triggers (CR 309.4c)."""

    player: Player
    dungeon: GameObject
    room: str

    def __str__(self) -> str:
        return f"{self.player} moves their venture marker into {self.room} ({self.dungeon})"


@dataclass(eq=False)
class DungeonCompleted(Event):
    """``player`` completed the dungeon ``name``: it was removed from the game from its
    bottommost room (CR 309.7, 701.49c, 704.5t)."""

    player: Player
    name: str

    def __str__(self) -> str:
        return f"{self.player} completes {self.name} (CR 309.7)"


@dataclass(eq=False)
class StepBegan(Event):
    """A step or phase began (CR 603.2b). ``step`` is a name from ``STEPS``."""

    step: str
    active_player: Player
    turn: int

    def __str__(self) -> str:
        return f"Turn {self.turn} ({self.active_player}): {self.step.replace('_', ' ')} step begins"


@dataclass(eq=False)
class ZoneChange(Event):
    """An object moved from one zone to another (CR 400.7). ``obj`` is the new object (``None``
    if it ceased to exist, e.g. a token leaving the battlefield); ``old`` is last-known
    information of the object that left (``None`` for a token being created)."""

    obj: GameObject | None
    old: LastKnown | None
    from_zone: str | None
    to_zone: str
    cause: str = ""
    card: GameObject | None = None  # the object as it now exists, or the old object

    @property
    def entered_battlefield(self) -> bool:
        return self.to_zone == BATTLEFIELD

    @property
    def left_battlefield(self) -> bool:
        return self.from_zone == BATTLEFIELD

    @property
    def died(self) -> bool:
        """Put into a graveyard from the battlefield while a creature (CR 700.4)."""
        return (
            self.from_zone == BATTLEFIELD
            and self.to_zone == GRAVEYARD
            and self.old is not None
            and "creature" in self.old.chars.types
        )

    @property
    def subject(self) -> GameObject:
        if self.obj is not None:
            return self.obj
        assert self.old is not None
        return self.old.obj

    def __str__(self) -> str:
        # Name the object as it was before the move (the one players saw); the new object
        # (CR 400.7) has the same card number in the log.
        name = self.old.obj if self.old is not None else self.subject
        src = self.from_zone or "nowhere"
        verb = "dies" if self.died else f"moves from {src} to {self.to_zone}"
        if self.from_zone is None and self.to_zone == BATTLEFIELD:
            verb = "enters the battlefield"
        elif self.to_zone == BATTLEFIELD:
            verb = f"enters the battlefield from {src}"
        extra = f" ({self.cause})" if self.cause else ""
        if getattr(name, "face_down", False) and not self.subject.face_down:
            # revealed to all players as it moves (CR 708.9)
            extra += f", revealed: it is {self.subject}"
        return f"{name} {verb}{extra}"


@dataclass(eq=False)
class TokenCreated(Event):
    """A token was created (CR 111.1). Not emitted for a resolving copy of a permanent spell
    (CR 111.13)."""

    obj: GameObject
    controller: Player

    def __str__(self) -> str:
        return f"{self.controller} creates token {self.obj}"


@dataclass(eq=False)
class DamageDealt(Event):
    """``source`` dealt ``amount`` damage to ``target`` (CR 120). ``source_controller`` is who
    controlled the source when it dealt the damage."""

    source: LastKnown
    source_controller: Player | None
    target: GameObject | Player
    amount: int
    combat: bool = False

    @property
    def obj(self) -> GameObject:
        """The source, the object the event is about ("it", "its controller", CR 603.7c)."""
        return self.source.obj

    def __str__(self) -> str:
        kind = "combat damage" if self.combat else "damage"
        return f"{self.source} deals {self.amount} {kind} to {self.target}"


@dataclass(eq=False)
class ObjectDealtDamage(Event):
    """One damage event dealt ``amount`` damage in all to the permanent ``obj``: the damage of
    one instruction or of one combat damage step is dealt simultaneously (CR 120.3, 510.2), so
    a creature dealt damage by several sources at once is dealt damage once ("Whenever ~ is
    dealt damage" triggers once, and "that much" is the total). Emitted after the
    :class:`DamageDealt` events it sums; not logged (their lines tell it)."""

    obj: GameObject
    amount: int
    combat: bool = False

    def __str__(self) -> str:
        return f"{self.obj} is dealt {self.amount} damage"


@dataclass(eq=False)
class SourceDamagedObject(Event):
    """In one damage event ``source`` dealt ``amount`` damage in all to the permanent ``obj``
    (CR 120.3, 510.2): "Whenever ~ deals damage to a creature" triggers once for it, and
    "that creature" is ``obj`` (CR 603.7c). Emitted after the :class:`DamageDealt` events it
    sums; not logged."""

    source: LastKnown
    obj: GameObject
    amount: int
    combat: bool = False

    def __str__(self) -> str:
        return f"{self.source} dealt {self.amount} damage to {self.obj}"


@dataclass(eq=False)
class DamagedBySource(Event):
    """In one damage event the source ``obj`` (``dealt_by``: as it dealt the damage) dealt
    ``amount`` damage in all to the permanent ``recipient`` (CR 120.3, 510.2): "Whenever a
    source deals damage to ~" triggers once for it, and "that source" is ``obj`` (CR 603.7c).
    Emitted with :class:`SourceDamagedObject`; not logged."""

    obj: GameObject
    dealt_by: LastKnown
    recipient: GameObject
    amount: int
    combat: bool = False

    def __str__(self) -> str:
        return f"{self.recipient} was dealt {self.amount} damage by {self.dealt_by}"


@dataclass(eq=False)
class SourceDealtDamage(Event):
    """One damage event in which ``source`` dealt ``amount`` damage in all, to one or more
    objects or players (CR 120.3, 510.2): "Whenever ~ deals damage" triggers once for it, and
    "that much" is the total. Emitted after the :class:`DamageDealt` events it sums; not
    logged."""

    source: LastKnown
    source_controller: Player | None
    amount: int
    combat: bool = False

    @property
    def obj(self) -> GameObject:
        """The source, the object the event is about ("it", "its controller", CR 603.7c)."""
        return self.source.obj

    def __str__(self) -> str:
        return f"{self.source} deals {self.amount} damage"


@dataclass(eq=False)
class PlayerDealtDamage(Event):
    """One damage event dealt damage to the player ``target``: the damage of one instruction
    or of one combat damage step is dealt simultaneously (CR 120.3, 510.2), so "Whenever one
    or more creatures you control deal combat damage to a player" triggers once for the
    player, however many sources dealt it (CR 603.2c); ``dealt`` is each
    :class:`DamageDealt` to the player in it. Emitted after them; not logged."""

    target: Player
    dealt: tuple[DamageDealt, ...]

    @property
    def amount(self) -> int:
        """The damage the player was dealt in the event ("that much", CR 603.7c)."""
        return sum(e.amount for e in self.dealt)

    def __str__(self) -> str:
        return f"{self.target} is dealt {self.amount} damage"


@dataclass(eq=False)
class SpellCast(Event):
    """A spell became cast (CR 601.2i). ``chars`` are its characteristics on the stack."""

    spell: GameObject
    controller: Player
    chars: Characteristics
    from_zone: str
    targets: tuple[Any, ...] = ()

    def __str__(self) -> str:
        aim = f" targeting {', '.join(map(str, self.targets))}" if self.targets else ""
        return f"{self.controller} casts {self.spell} from {self.from_zone}{aim}"


@dataclass(eq=False)
class BecameTarget(Event):
    """An object became the target of a spell or ability as it was put on the stack
    (CR 115.1, 601.2c; "becomes the target of a spell" triggers, CR 603.2)."""

    obj: GameObject
    source: GameObject
    by_spell: bool
    controller: Player | None = None  # who controls the spell or ability (CR 113.8)
    item: Any = None  # the spell, or the ability on the stack (ward counters it, CR 702.21a)

    def __str__(self) -> str:
        what = "spell" if self.by_spell else "ability"
        return f"{self.obj} becomes the target of {what} {self.source}"


@dataclass(eq=False)
class SpellCopied(Event):
    """A copy of a spell was put on the stack (CR 707.10). Not a cast."""

    copy: GameObject
    original: GameObject
    controller: Player

    @property
    def spell(self) -> GameObject:
        """The spell the event is about, for "that spell" of a trigger on it: the copy."""
        return self.copy

    def __str__(self) -> str:
        return f"{self.controller} copies {self.original}"


@dataclass(eq=False)
class AbilityActivated(Event):
    """An activated ability was activated (CR 602.2). ``mana`` is what a mana ability added
    (CR 605), if known when it was activated."""

    source: GameObject
    controller: Player
    text: str
    is_mana: bool = False
    mana: tuple[str, ...] | None = None
    targets: tuple[Any, ...] = ()

    def __str__(self) -> str:
        if self.is_mana and self.mana is not None:
            made = "".join(f"{{{m}}}" for m in self.mana)
            return f"{self.controller} taps {self.source} for {made}"
        aim = f" targeting {', '.join(map(str, self.targets))}" if self.targets else ""
        return f"{self.controller} activates {self.source}{aim}: {self.text}".rstrip(": ")


@dataclass(eq=False)
class AbilityResolved(Event):
    source: GameObject | LastKnown
    controller: Player
    text: str
    did_nothing: bool = False

    def __str__(self) -> str:
        tail = " (does nothing)" if self.did_nothing else ""
        return f"Ability of {self.source} resolves: {self.text}{tail}"


@dataclass(eq=False)
class SpellResolved(Event):
    spell: GameObject
    controller: Player
    countered_on_resolution: bool = False

    def __str__(self) -> str:
        if self.countered_on_resolution:
            return f"{self.spell} doesn't resolve: all its targets are illegal"
        return f"{self.spell} resolves"


@dataclass(eq=False)
class LifeGained(Event):
    """``player`` gained ``amount`` life; ``life`` is their life total right after."""

    player: Player
    amount: int
    life: int | None = None

    def __str__(self) -> str:
        now = f" (now {self.life})" if self.life is not None else ""
        return f"{self.player} gains {self.amount} life{now}"


@dataclass(eq=False)
class LifeLost(Event):
    """``player`` lost ``amount`` life; ``life`` is their life total right after."""

    player: Player
    amount: int
    life: int | None = None

    def __str__(self) -> str:
        now = f" (now {self.life})" if self.life is not None else ""
        return f"{self.player} loses {self.amount} life{now}"


@dataclass(eq=False)
class AttackersDeclared(Event):
    """The active player declared attackers (CR 508.1). ``attackers`` maps each attacking
    creature to the player or permanent it attacks. Emitted only if at least one creature
    attacks ("whenever you attack", CR 508.3a)."""

    player: Player
    attackers: dict[GameObject, Any]
    #: the attacking bands announced (CR 508.1e, 702.22c)
    bands: list[list[GameObject]] = field(default_factory=list, kw_only=True)

    def __str__(self) -> str:
        defenders = list(dict.fromkeys(self.attackers.values()))
        bands = "".join(f"; {' and '.join(map(str, band))} attack in a band" for band in self.bands)
        if len(defenders) == 1:
            names = ", ".join(map(str, self.attackers))
            return f"{self.player} attacks {defenders[0]} with {names}{bands}"
        names = ", ".join(f"{a} (attacking {d})" for a, d in self.attackers.items())
        return f"{self.player} attacks with {names}{bands}"


@dataclass(eq=False)
class CreatureAttacks(Event):
    """``obj`` was declared as an attacker, attacking ``defender`` (CR 508.1): one event per
    attacking creature, after :class:`AttackersDeclared`, for "whenever [a creature]
    attacks" (CR 508.3a, 603.2c). Not printed: the attack line tells it."""

    obj: GameObject
    defender: Any
    logged: bool = field(default=False, kw_only=True, repr=False)

    def __str__(self) -> str:
        return f"{self.obj} attacks {self.defender}"


@dataclass(eq=False)
class CreatureBlocks(Event):
    """``obj`` was declared as a blocker of ``attackers`` (CR 509.1): one event per blocking
    creature, after :class:`BlockersDeclared`, for "whenever [a creature] blocks" (CR
    509.3a). Not printed: the blockers line tells it."""

    obj: GameObject
    attackers: list[GameObject]
    logged: bool = field(default=False, kw_only=True, repr=False)

    def __str__(self) -> str:
        return f"{self.obj} blocks {', '.join(map(str, self.attackers))}"


@dataclass(eq=False)
class BlocksCreature(Event):
    """``blocker`` was declared as a blocker of the attacking creature ``obj`` (CR 509.1): one
    event per attacking creature each blocker blocks, for "whenever [a creature] blocks a
    creature" (CR 509.3b), whose "that creature" is ``obj``. Not printed: the blockers line
    tells it."""

    blocker: GameObject
    obj: GameObject
    logged: bool = field(default=False, kw_only=True, repr=False)

    def __str__(self) -> str:
        return f"{self.blocker} blocks {self.obj}"


@dataclass(eq=False)
class CreatureBecameBlocked(Event):
    """The attacking creature ``obj`` became blocked as blockers were declared (CR 509.1h):
    one event per such attacker however many creatures block it, for "whenever [a creature]
    becomes blocked" (CR 509.3c), whose "it" is ``obj``. Not printed: the blockers line tells
    it."""

    obj: GameObject
    logged: bool = field(default=False, kw_only=True, repr=False)

    def __str__(self) -> str:
        return f"{self.obj} becomes blocked"


@dataclass(eq=False)
class Exploited(Event):
    """The creature ``obj`` exploits a creature (CR 702.110b): ``player``, the controller of
    its exploit ability, sacrificed ``sacrificed`` as that ability resolved."""

    obj: GameObject
    sacrificed: LastKnown
    player: Player

    def __str__(self) -> str:
        return f"{self.obj} exploits {self.sacrificed}"


@dataclass(eq=False)
class CreatureUnblocked(Event):
    """No creature was declared as a blocker for the attacking creature ``obj`` (CR 509.1h):
    one event per such attacker, after the blockers are declared, for "whenever [a creature]
    attacks and isn't blocked" (CR 509.3g). Not printed: the blockers line tells it."""

    obj: GameObject
    logged: bool = field(default=False, kw_only=True, repr=False)

    def __str__(self) -> str:
        return f"{self.obj} is unblocked"


@dataclass(eq=False)
class BlockersDeclared(Event):
    """The defending ``player`` declared blockers (CR 509.1): ``blocks`` maps each of their
    blocking creatures to the attackers it blocks (empty: no blockers)."""

    player: Player
    blocks: dict[GameObject, list[GameObject]]

    def __str__(self) -> str:
        if not self.blocks:
            return f"{self.player} declares no blockers"
        names = "; ".join(f"{b} blocks {', '.join(map(str, a))}" for b, a in self.blocks.items())
        return f"{self.player} declares blockers: {names}"


@dataclass(eq=False)
class CountersPut(Event):
    obj: GameObject
    kind: str
    amount: int

    def __str__(self) -> str:
        return f"{_counters(self.amount, self.kind)} put on {self.obj}"


@dataclass(eq=False)
class CountersRemoved(Event):
    obj: GameObject
    kind: str
    amount: int

    def __str__(self) -> str:
        return f"{_counters(self.amount, self.kind)} removed from {self.obj}"


def _counters(n: int, kind: str) -> str:
    """ "a +1/+1 counter is" / "2 +1/+1 counters are"."""
    return f"a {kind} counter is" if n == 1 else f"{n} {kind} counters are"


@dataclass(eq=False)
class Exerted(Event):
    """``player`` exerted the permanent ``obj``: it won't untap during that player's next untap
    step (CR 701.43a). ``as_it_attacks``: by its own "You may exert ~ as it attacks" as it was
    declared as an attacker (CR 701.43d), which its linked "When you do" ability reads (CR
    607.2h)."""

    obj: GameObject
    player: Player
    as_it_attacks: bool = False

    def __str__(self) -> str:
        how = " as it attacks" if self.as_it_attacks else ""
        return f"{self.player} exerts {self.obj}{how}"


@dataclass(eq=False)
class Sacrificed(Event):
    obj: LastKnown
    player: Player

    def __str__(self) -> str:
        return f"{self.player} sacrifices {self.obj}"


@dataclass(eq=False)
class Destroyed(Event):
    obj: LastKnown

    def __str__(self) -> str:
        return f"{self.obj} is destroyed"


@dataclass(eq=False)
class Regenerated(Event):
    """A regeneration shield replaced ``obj``'s destruction: it stays on the battlefield, tapped,
    with no damage, out of combat (CR 701.19a, 614.8). It was not destroyed and did not die."""

    obj: GameObject

    def __str__(self) -> str:
        return f"{self.obj} regenerates instead of being destroyed; its damage is removed"


@dataclass(eq=False)
class TurnedFaceUp(Event):
    obj: GameObject

    def __str__(self) -> str:
        return f"{self.obj} is turned face up"


@dataclass(eq=False)
class CaseSolved(Event):
    """A permanent became solved (CR 719.3a-b)."""

    obj: GameObject
    controller: Player
    during: str | None = None  # kind of the resolving ability ("to_solve")

    def __str__(self) -> str:
        return f"{self.obj} becomes solved"


@dataclass(eq=False)
class BecameMonarch(Event):
    """A player became the monarch (CR 725.1); the player who was ceased to be (CR 725.3)."""

    player: Player

    def __str__(self) -> str:
        return f"{self.player} becomes the monarch"


@dataclass(eq=False)
class CitysBlessingGained(Event):
    """A player got the city's blessing, which they keep for the rest of the game (CR
    702.131c)."""

    player: Player

    def __str__(self) -> str:
        return f"{self.player} gets the city's blessing"


@dataclass(eq=False)
class BecameMonstrous(Event):
    obj: GameObject

    def __str__(self) -> str:
        return f"{self.obj} becomes monstrous"


@dataclass(eq=False)
class Mutated(Event):
    """A mutating creature spell merged with ``obj`` as it resolved (CR 702.140c-d): the
    mutated permanent, the same object as before (CR 730.2c); ``component`` is the spell
    that merged (not named ``spell``: the event is about ``obj``, "that creature"), ``over``
    whether it was put on top."""

    obj: GameObject
    component: GameObject
    over: bool

    def __str__(self) -> str:
        where = "over" if self.over else "under"
        return f"{self.component} merges {where} {self.obj}: it mutates (CR 702.140c)"


@dataclass(eq=False)
class BecameRenowned(Event):
    """A permanent became renowned as its renown ability resolved (CR 702.112b)."""

    obj: GameObject

    def __str__(self) -> str:
        return f"{self.obj} becomes renowned (CR 702.112b)"


@dataclass(eq=False)
class Suspected(Event):
    obj: GameObject

    def __str__(self) -> str:
        return f"{self.obj} becomes suspected"


@dataclass(eq=False)
class CardDrawn(Event):
    player: Player
    card: GameObject

    def __str__(self) -> str:
        return f"{self.player} draws {self.card}"


@dataclass(eq=False)
class Discarded(Event):
    player: Player
    card: GameObject

    def __str__(self) -> str:
        return f"{self.player} discards {self.card}"


@dataclass(eq=False)
class Cycled(Event):
    """``player`` cycled ``card``: discarded it to pay the cost of its cycling or typecycling
    ability (CR 702.29c, 702.29f); ``card`` is the object it became in the zone it went to.
    The discard is a :class:`Discarded` event of its own (CR 702.29d)."""

    player: Player
    card: GameObject

    def __str__(self) -> str:
        return f"{self.player} cycles {self.card}"


@dataclass(eq=False)
class Milled(Event):
    player: Player
    cards: list[GameObject]

    def __str__(self) -> str:
        return f"{self.player} mills {len(self.cards)} card(s)"


@dataclass(eq=False)
class Surveilled(Event):
    """A player surveilled (CR 701.25d)."""

    player: Player
    amount: int
    to_graveyard: int

    def __str__(self) -> str:
        return f"{self.player} surveils {self.amount} ({self.to_graveyard} to graveyard)"


@dataclass(eq=False)
class Scried(Event):
    player: Player
    amount: int
    to_bottom: int

    def __str__(self) -> str:
        return f"{self.player} scries {self.amount} ({self.to_bottom} to bottom)"


@dataclass(eq=False)
class Shuffled(Event):
    player: Player

    def __str__(self) -> str:
        return f"{self.player} shuffles their library"


@dataclass(eq=False)
class Investigated(Event):
    player: Player

    def __str__(self) -> str:
        return f"{self.player} investigates"


@dataclass(eq=False)
class Explored(Event):
    """The permanent ``obj`` explored: the process of CR 701.44a is complete, even if some or
    all of it was impossible (CR 701.44b); ``player`` controlled it (as it last existed, if it
    left the battlefield, CR 701.44c)."""

    obj: GameObject
    player: Player

    def __str__(self) -> str:
        return f"{self.obj} explores"


@dataclass(eq=False)
class Tapped(Event):
    obj: GameObject

    def __str__(self) -> str:
        return f"{self.obj} becomes tapped"


@dataclass(eq=False)
class Untapped(Event):
    obj: GameObject

    def __str__(self) -> str:
        return f"{self.obj} becomes untapped"


@dataclass(eq=False)
class ControlChanged(Event):
    obj: GameObject
    old: Player | None
    new: Player

    def __str__(self) -> str:
        return f"{self.new} gains control of {self.obj}"


@dataclass(eq=False)
class LandPlayed(Event):
    player: Player
    land: GameObject

    def __str__(self) -> str:
        return f"{self.player} plays {self.land}"


@dataclass(eq=False)
class TappedForMana(Event):
    """``player`` tapped ``obj`` for mana (CR 106.12): a mana ability of it with {T} in its
    cost resolved and produced ``mana`` (CR 106.12a), which the activation's line already
    tells (not logged)."""

    obj: GameObject
    player: Player
    mana: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.player} taps {self.obj} for {''.join(f'{{{m}}}' for m in self.mana)}"


@dataclass(eq=False)
class ManaAdded(Event):
    player: Player
    mana: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.player} adds {''.join(f'{{{m}}}' for m in self.mana)}"


@dataclass(eq=False)
class PlayerWon(Event):
    player: Player

    def __str__(self) -> str:
        return f"{self.player} wins the game"


@dataclass(eq=False)
class PlayerLost(Event):
    player: Player
    reason: str

    def __str__(self) -> str:
        return f"{self.player} loses the game ({self.reason})"


@dataclass(eq=False)
class Revealed(Event):
    player: Player
    cards: list[GameObject]

    def __str__(self) -> str:
        return f"{self.player} reveals {', '.join(map(str, self.cards))}"


@dataclass(eq=False)
class DamagePrevented(Event):
    """Damage ``source`` would have dealt to ``target`` was prevented (CR 615.1a): ``amount``
    of it was not dealt, by the prevention effect ``by`` describes."""

    source: Any
    target: Any
    amount: int
    by: str = ""

    def __str__(self) -> str:
        what = f"{self.amount} damage {self.source} would deal to {self.target}"
        return f"{what} is prevented ({self.by})"


@dataclass(eq=False)
class DamageRedirected(Event):
    """``amount`` of the damage ``source`` would have dealt to ``target`` is dealt to
    ``new_target`` instead (a redirection effect, CR 614.9)."""

    source: Any
    target: Any
    new_target: Any
    amount: int

    def __str__(self) -> str:
        what = f"{self.amount} damage {self.source} would deal to {self.target}"
        return f"{what} is dealt to {self.new_target} instead (CR 614.9)"


@dataclass(eq=False)
class Note(Event):
    """A free-form log line (e.g. "a triggered ability was removed: no legal targets")."""

    text: str

    def __str__(self) -> str:
        return self.text


# ----- replaceable proposals (CR 614) -----


@dataclass(eq=False)
class Proposal:
    """Base of replaceable events. ``applied`` records which replacement effects already modified
    this event so each applies at most once (CR 616.1f)."""

    applied: set[int] = field(default_factory=set, kw_only=True)


@dataclass(eq=False)
class WouldCreateTokens(Proposal):
    """One or more tokens would be created under ``controller``'s control (CR 111.1, 614.1).
    ``definitions`` lists one definition per token."""

    controller: Player
    definitions: list[CardDefinition]
    source: GameObject | None = None
    tapped: bool = False


@dataclass(eq=False)
class WouldMove(Proposal):
    """An object would move to ``to_zone`` (e.g. "If it would die, exile it instead");
    ``position`` set by a replacement puts it there in a library ("on top of", "on the
    bottom of its owner's library instead")."""

    obj: GameObject
    to_zone: str
    cause: str = ""
    position: str | None = None
    #: "shuffle it into its owner's library instead": that library is shuffled after the
    #: card is put into it (CR 701.24a)
    shuffle: bool = False
    #: who it would be put onto the battlefield under, if the move says (else its owner, or
    #: its controller as a spell, CR 108.4a)
    under: Player | None = None


@dataclass(eq=False)
class WouldDealDamage(Proposal):
    """``source`` would deal ``amount`` damage to ``target`` (CR 120.3); ``preventable`` is
    false for damage that can't be prevented (CR 615.12)."""

    source: GameObject
    target: GameObject | Player
    amount: int
    combat: bool = False
    preventable: bool = True


@dataclass(eq=False)
class WouldDraw(Proposal):
    """``player`` would draw a card (CR 121.2); ``count``: "draw two cards instead" makes it
    that many draws, each a draw other replacement effects may modify (CR 614.11, 614.5)."""

    player: Player
    count: int = 1
    #: the first card the player would draw during their own draw step (CR 504.1): "except
    #: the first one you draw in each of your draw steps"
    first_in_draw_step: bool = False


@dataclass(eq=False)
class WouldPutCounters(Proposal):
    """``n`` counters of ``kind`` would be put on the permanent ``obj`` (CR 122.1, 614.1a);
    ``controller`` (its controller) orders the replacement effects (CR 616.1). A replacement
    may change how many ("that many plus one", "twice that many")."""

    obj: GameObject
    kind: str
    n: int
    controller: Player | None = None
    #: put as a cost (a loyalty ability's [+1], CR 606.4), not by an effect
    cost: bool = False


@dataclass(eq=False)
class WouldGainLife(Proposal):
    """``player`` would gain ``amount`` life (CR 119.3, 614.1a); a replacement may change the
    amount or make it a loss of life (``lose``)."""

    player: Player
    amount: int
    lose: bool = False
