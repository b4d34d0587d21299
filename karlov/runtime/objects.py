"""Game objects, players and characteristics (CR 109, 110, 400.7).

A :class:`CardDefinition` is the characteristic "definition" the compiler hands the runtime: the
printed (or token-defining) values. The :class:`~karlov.runtime.game.Game` creates
:class:`GameObject` instances from it. An object that changes zones becomes a *new* object with a
new ``id`` (CR 400.7); the old Python object keeps its last-known information.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from .mana import COLORS, ManaCost, ManaPool

# Zone names.
LIBRARY = "library"
HAND = "hand"
BATTLEFIELD = "battlefield"
GRAVEYARD = "graveyard"
STACK = "stack"
EXILE = "exile"
COMMAND = "command"
ZONES = (LIBRARY, HAND, BATTLEFIELD, GRAVEYARD, STACK, EXILE, COMMAND)
PLAYER_ZONES = (LIBRARY, HAND, GRAVEYARD)
#: The cards a player owns outside the game: their sideboard (CR 400.11a). Outside the game is
#: not a zone (CR 400.11), so it is in neither tuple above: no spell or ability sees those cards
#: (CR 400.11c) but one that brings a card into the game ("a Lesson card you own from outside
#: the game", CR 701.48a), which moves it as a card changing zones (CR 400.11b). The runtime
#: keeps them per owner, as it keeps a hand.
OUTSIDE = "outside"
#: Where a phased-out permanent is kept (CR 702.26b): not a zone -- phasing moves nothing
#: (CR 702.26d) -- but the permanent is treated as though it doesn't exist, so the runtime
#: keeps it off the battlefield's list (no ability of it functions, nothing sees it) as the
#: same object, with its counters, tapped state and attachments, until it phases in.
PHASED_OUT = "phased out"

#: The note on a merged permanent whose own component is a token under a card: the permanent
#: is not a token (CR 730.2d), but that component ceases to exist as it leaves (CR 730.3).
MERGED_TOKEN = "a token under a merged card"

#: The note on the object a merged permanent's own card became as it left the battlefield:
#: the objects its other cards became in the same zone (CR 730.3), which an effect that finds
#: the one finds with it (CR 730.3c).
MERGED_CARDS = "the other cards of the merged permanent"

PERMANENT_TYPES = frozenset(
    {"artifact", "creature", "enchantment", "land", "planeswalker", "battle"}
)


@dataclass(frozen=True)
class CardDefinition:
    """The copiable, printed values of a card or token (CR 707.2).

    ``types``, ``subtypes`` and ``supertypes`` are lower-case words (``"creature"``, ``"case"``,
    ``"legendary"``). ``colors`` defaults to the colors of the mana cost (CR 202.2); tokens pass
    their colors explicitly. ``abilities`` holds ability objects from
    :mod:`karlov.runtime.abilities` and keyword strings (``"flying"``). ``power`` / ``toughness``
    are ``None`` for noncreatures.
    """

    name: str
    mana_cost: ManaCost | str | None = None
    types: frozenset[str] | tuple[str, ...] = frozenset()
    subtypes: frozenset[str] | tuple[str, ...] = frozenset()
    supertypes: frozenset[str] | tuple[str, ...] = frozenset()
    colors: frozenset[str] | tuple[str, ...] | None = None
    power: int | None = None
    toughness: int | None = None
    abilities: tuple[Any, ...] = ()
    text: str = ""
    loyalty: int | None = None  # a planeswalker enters with this many loyalty counters

    def __post_init__(self) -> None:
        object.__setattr__(self, "mana_cost", ManaCost.parse(self.mana_cost))
        object.__setattr__(self, "types", frozenset(t.lower() for t in self.types))
        object.__setattr__(self, "subtypes", frozenset(t.lower() for t in self.subtypes))
        object.__setattr__(self, "supertypes", frozenset(t.lower() for t in self.supertypes))
        cols = self.colors
        if cols is None:
            cols = self.mana_cost.colors  # type: ignore[union-attr]
        object.__setattr__(self, "colors", frozenset(c.upper() for c in cols))
        object.__setattr__(self, "abilities", tuple(self.abilities))

    @property
    def cost(self) -> ManaCost:
        assert isinstance(self.mana_cost, ManaCost)
        return self.mana_cost

    def replace(self, **changes: Any) -> CardDefinition:
        return replace(self, **changes)


@dataclass(frozen=True)
class Definitions:
    """Runtime objects an effect's IR names without stating them: the definitions of the cards
    it names (conjure, CR 701.47), by name. The compiler hands them to the runtime beside the
    IR; a consumer of the IR alone looks the names up in its own card library. (Here, not in
    :mod:`.execute` that reads them, so that the compiler need not load the interpreter.)"""

    cards: Mapping[str, CardDefinition] = field(default_factory=dict)


NO_DEFINITIONS = Definitions()


@dataclass
class Characteristics:
    """Characteristics of an object after the layer system (CR 613) — a fresh, mutable value
    computed by :meth:`Game.chars`. ``controller`` is included since layer 2 sets it."""

    name: str
    mana_cost: ManaCost
    colors: set[str]
    types: set[str]
    subtypes: set[str]
    supertypes: set[str]
    power: int | None
    toughness: int | None
    abilities: list[Any]
    controller: Player | None = None
    owner: Player | None = None
    #: The value chosen for X of a spell on the stack (CR 601.2b), which its mana value counts
    #: there (CR 202.3e); 0 everywhere else, where X is 0 (CR 202.3e, 107.3).
    x: int = 0

    @classmethod
    def from_definition(cls, d: CardDefinition) -> Characteristics:
        return cls(
            name=d.name,
            mana_cost=d.cost,
            colors=set(d.colors),
            types=set(d.types),
            subtypes=set(d.subtypes),
            supertypes=set(d.supertypes),
            power=d.power,
            toughness=d.toughness,
            abilities=list(d.abilities),
        )

    def is_type(self, t: str) -> bool:
        return t.lower() in self.types

    def has_subtype(self, t: str) -> bool:
        return t.lower() in self.subtypes

    def has_keyword(self, kw: str) -> bool:
        """Whether it has the keyword ability ``kw`` (CR 702): a keyword the runtime knows by
        name, or one built as the ability the rules define (its ``keyword``, e.g. exalted)."""
        kw = kw.lower()
        return kw in self.abilities or any(
            getattr(a, "keyword", None) == kw
            # CR 702.29f: "Any effect that looks for a card with cycling will find a card with
            # typecycling" (both are the cycling abilities the runtime marks ``cycling``)
            or (kw == "cycling" and getattr(a, "cycling", False) is True)
            for a in self.abilities
            if not isinstance(a, str)
        )

    @property
    def is_permanent_type(self) -> bool:
        return bool(self.types & PERMANENT_TYPES)

    @property
    def mana_value(self) -> int:
        """Mana value (CR 202.3); on the stack each {X} counts as the value chosen for it
        (CR 202.3e)."""
        if not self.x:
            return self.mana_cost.mana_value
        x_symbols = sum(1 for s in self.mana_cost.symbols if s.kind == "x")
        return self.mana_cost.mana_value + x_symbols * self.x

    @property
    def is_legendary(self) -> bool:
        return "legendary" in self.supertypes

    def copy(self) -> Characteristics:
        return Characteristics(
            self.name,
            self.mana_cost,
            set(self.colors),
            set(self.types),
            set(self.subtypes),
            set(self.supertypes),
            self.power,
            self.toughness,
            list(self.abilities),
            self.controller,
            self.owner,
            self.x,
        )

    def color_names(self) -> list[str]:
        return [c for c in COLORS if c in self.colors]


@dataclass(eq=False)
class Player:
    """A player (CR 102). ``index`` 0 is the starting player unless the game says otherwise."""

    index: int
    name: str
    life: int = 20
    pool: ManaPool = field(default_factory=ManaPool)
    lost: bool = False
    lands_played: int = 0
    #: "You may play an additional land this turn." (CR 305.2): more land plays this turn
    extra_lands_this_turn: int = 0
    #: "Target player can't play lands this turn." (CR 101.2): the turn it was said for
    no_lands_turn: int | None = None
    #: how many turns of this player have begun (the first turn of the game included): what
    #: "until the end of your next turn" counts from (CR 500.1)
    turns_begun: int = 0
    drew_from_empty_library: bool = False
    poison: int = 0  # poison counters (CR 122.1f), from damage by a source with infect
    city_blessing: bool = False  # for the rest of the game once gotten (CR 702.131c)
    energy: int = 0  # energy counters (CR 107.14, 122.1), gotten and paid by effects and costs
    #: the names of the dungeons the player has completed this game, in order (CR 309.7)
    completed_dungeons: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"Player({self.name})"


# Wherever the game takes a player it also takes the player's name or index.
PlayerRef = Player | int | str


@dataclass(eq=False)
class CastPermission:
    """A permission to play/cast an object from a zone other than hand (CR 601.2, 305.1).

    ``player`` may cast it until turn ``until_turn`` ends (``None``: indefinitely).
    ``kind`` is ``"play"`` (lands and spells) or ``"cast"`` (spells only)."""

    player: Player
    kind: str = "play"
    until_turn: int | None = None
    exile_after: bool = False
    description: str = ""
    #: "until the end of your next turn": ``player``'s ``turns_begun`` as it was given; it
    #: lasts through the next turn of ``player`` that begins after it (CR 611.2a)
    through_next_turn_from: int | None = None


@dataclass(eq=False)
class GameObject:
    """One object: a card in a zone, a permanent, a spell, or a token (CR 109.1).

    ``id`` is unique per object and changes whenever the card changes zones (CR 400.7).
    ``card_key`` is stable for the physical card across zones (for logs and tests only; rules
    never use it): ``str(obj)`` names the card by it. ``definition`` holds the printed values;
    ``copy_values`` holds copiable values set by a copy effect (CR 707.2, layer 1).
    Designations (``solved``, ``suspected``, ``tapped``...) are never part of copiable values.
    """

    id: int
    card_key: int
    definition: CardDefinition
    owner: Player
    controller: Player
    zone: str
    timestamp: int
    is_token: bool = False
    is_copy: bool = False
    is_spell_copy: bool = False
    tapped: bool = False
    solved: bool = False
    suspected: bool = False
    monstrous: bool = False  # CR 701.37b: until it leaves the battlefield
    face_down: bool = False
    #: A spell cast bestowed or the permanent it became, until it ceases to be bestowed: an
    #: Aura enchantment with enchant creature (CR 702.103b, 702.103e-f).
    bestowed: bool = False
    #: A spell whose overload cost was paid (CR 702.96a): its text has "each" for "target"
    overloaded: bool = False
    #: A spell cast for its mutate cost, until it resolves or ceases to be one: a mutating
    #: creature spell, which targets a non-Human creature with its owner (CR 702.140a-b).
    mutating: bool = False
    #: The other components of a merged permanent (CR 730.2): the spells merged over it,
    #: the topmost last, and those merged under it, the bottommost last (CR 702.140c). The
    #: permanent itself stays the same object (CR 730.2c).
    merged_over: list[GameObject] = field(default_factory=list)
    merged_under: list[GameObject] = field(default_factory=list)
    #: Its copiable values as a merged permanent (CR 730.2a: those of its topmost component,
    #: a copiable effect timestamped as they merged; CR 702.140e: with the abilities of each
    #: component), set as it merges; None while it is not merged.
    merged_values: CardDefinition | None = None
    merge_timestamp: int = 0
    #: The event it entered the battlefield with (:meth:`~karlov.runtime.game.Game.event_serial`):
    #: permanents that entered together share it (the world rule's tie, CR 704.5k).
    entered_with: int = 0
    damage: int = 0
    damaged_by_deathtouch: bool = False
    #: Regeneration shields on this permanent, each used up by the next destruction this turn
    #: (CR 701.19a); they end in the cleanup step (CR 514.2) or with the object (CR 400.7).
    regeneration_shields: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    #: The timestamp of the counters of each keyword kind on this permanent (CR 613.7c: each
    #: counter of a kind gets the new one's timestamp), which orders the keyword they grant
    #: among the other effects of layer 6 (CR 122.1b, 613.1f).
    counter_stamps: dict[str, int] = field(default_factory=dict)
    copy_values: CardDefinition | None = None
    copy_timestamp: int = 0
    attached_to: GameObject | None = None
    #: The creature this one is paired with (soulbond, CR 702.95b), until the pair ends
    #: (CR 702.95e, :mod:`karlov.runtime.soulbond`).
    paired_with: GameObject | None = None
    sick_free_for: Player | None = None
    last_controller: Player | None = None
    permissions: list[CastPermission] = field(default_factory=list)
    # Stack-only bookkeeping for spells.
    targets: list[list[Any]] = field(default_factory=list)
    x: int = 0
    # CR 702.33d: the number of times its kicker cost was paid (more than once only with
    # multikicker, CR 702.33c); a copy copies it (CR 707.10)
    kicked: int = 0
    # CR 702.33f: of "Kicker [A] and/or [B]", the costs paid, as written ("{2}{R}")
    kicked_with: tuple[str, ...] = ()
    cast_from: str | None = None
    exile_on_resolve: bool = False
    distribution: dict[int, int] = field(default_factory=dict)
    modes: list[int] = field(default_factory=list)
    note: dict[str, Any] = field(default_factory=dict)
    #: An emblem in the command zone (CR 114): no characteristics but its abilities
    #: (CR 114.5); owned and controlled by the player who got it (CR 114.2).
    emblem: bool = False
    #: the player who controlled it when it phased out (CR 502.1, 702.26a), while phased out
    phased_out_by: Player | None = None
    #: it phased out with the permanent it is attached to (CR 702.26g): it phases in with it
    phased_indirectly: bool = False

    @property
    def copiable(self) -> CardDefinition:
        """Copiable values (CR 707.2): the definition as modified by copy effects, and by
        merging (CR 730.2a, a copiable effect: the later of the two applies last)."""
        if self.merged_values is not None and (
            self.copy_values is None or self.copy_timestamp < self.merge_timestamp
        ):
            return self.merged_values
        return self.copy_values or self.definition

    @property
    def merged(self) -> bool:
        """Whether it is a merged permanent (CR 730.2), of more than one component."""
        return bool(self.merged_over or self.merged_under)

    @property
    def name(self) -> str:
        return self.copiable.name

    def __str__(self) -> str:
        # Named by the physical card, so a reader of the log can follow one card from zone to
        # zone although each zone change makes a new object (CR 400.7).
        if self.face_down:
            return f"face-down card #{self.card_key}"
        if self.emblem:
            return f"emblem #{self.card_key}"
        return f"{self.copiable.name}#{self.card_key}"

    def __repr__(self) -> str:
        return f"<{self} in {self.zone}>"


@dataclass(frozen=True, eq=False, init=False)
class LastKnown:
    """Last-known information about an object (CR 608.2h, 113.7a): its characteristics and
    state as it last existed in a zone."""

    obj: GameObject
    chars: Characteristics
    zone: str
    controller: Player
    counters: dict[str, int]
    tapped: bool
    solved: bool
    is_token: bool

    def __init__(
        self,
        obj: GameObject,
        chars: Characteristics,
        zone: str,
        controller: Player,
        counters: dict[str, int],
        tapped: bool,
        solved: bool,
        is_token: bool,
    ) -> None:
        # The fields in one assignment: a frozen dataclass's own __init__ sets them one by one
        # through object.__setattr__, and one is made for every object that leaves a zone.
        object.__setattr__(
            self,
            "__dict__",
            {
                "obj": obj,
                "chars": chars,
                "zone": zone,
                "controller": controller,
                "counters": counters,
                "tapped": tapped,
                "solved": solved,
                "is_token": is_token,
            },
        )

    @property
    def id(self) -> int:
        return self.obj.id

    def __str__(self) -> str:
        return str(self.obj)


# Types usable for targets.
Targetable = GameObject | Player
