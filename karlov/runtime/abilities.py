"""The ability object model the compiler targets (CR 113, 602, 603, 604, 611, 614).

All behaviour is expressed as closures over game state. Signatures used below:

* ``Filter = Callable[[Game, GameObject | Player, Context], bool]`` — target and object filters.
  ``Context`` is anything with ``source`` and ``controller`` attributes (a :class:`Resolution`
  or :class:`TargetContext`).
* ``Effect = Callable[[Game, Resolution], None]`` — what a spell or ability does when it
  resolves (CR 608.2).
* ``Gate = Callable[[Game, GameObject], bool]`` — a condition on the source that must hold for
  the ability to exist for rules purposes; used for "Solved —" (CR 702.169b-d).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .mana import ManaCost
from .objects import BATTLEFIELD, Characteristics, GameObject, LastKnown, Player

if TYPE_CHECKING:
    from .events import Event, Proposal
    from .game import Game

Filter = Callable[["Game", Any, Any], bool]
Effect = Callable[["Game", "Resolution"], None]
Gate = Callable[["Game", GameObject | LastKnown], bool]

# Keyword abilities are plain lower-case strings in an ability list (CR 702).
FLYING = "flying"
REACH = "reach"
FIRST_STRIKE = "first strike"
DOUBLE_STRIKE = "double strike"
VIGILANCE = "vigilance"
TRAMPLE = "trample"
HASTE = "haste"
MENACE = "menace"
DEATHTOUCH = "deathtouch"
LIFELINK = "lifelink"
DEFENDER = "defender"
FLASH = "flash"
HEXPROOF = "hexproof"
#: CR 702.26a: phases out and in during its controller's untap step (``Game.phasing``)
PHASING = "phasing"
SHROUD = "shroud"  # CR 702.18a: can't be the target of spells or abilities
FEAR = "fear"  # CR 702.36b
INTIMIDATE = "intimidate"  # CR 702.13b
HORSEMANSHIP = "horsemanship"  # CR 702.31b
SHADOW = "shadow"  # CR 702.28b
SKULK = "skulk"  # CR 702.118b
WITHER = "wither"  # CR 702.80a
INFECT = "infect"  # CR 702.90b
#: CR 702.22: attacking bands (702.22c-h) and who divides combat damage (702.22j-k), read in
#: :mod:`karlov.runtime.combat`
BANDING = "banding"
#: Landwalk (CR 702.14): each basic land type's walk, by the land type it names.
LANDWALKS = {
    "plainswalk": "plains",
    "islandwalk": "island",
    "swampwalk": "swamp",
    "mountainwalk": "mountain",
    "forestwalk": "forest",
}
#: The land types a "[type]walk" names (CR 702.14a, 205.3i): the basic ones, and Desert.
_WALKED_LAND_TYPES = frozenset({*LANDWALKS.values(), "desert"})
#: The supertypes and type of "[quality] landwalk" (CR 702.14a, 702.14c).
_LANDWALK_QUALITIES = frozenset({"legendary", "nonbasic", "snow", "artifact"})


def landwalk_lands(walk: str) -> Callable[[Characteristics], bool] | None:
    """The lands a landwalk ``walk`` names (CR 702.14c), as a test of a permanent's
    characteristics: "swampwalk", "desertwalk" -- a land with that land type; "legendary
    landwalk", "snow landwalk" -- a land with that supertype; "artifact landwalk" -- a land
    that is an artifact; "nonbasic landwalk" -- a land without the supertype basic; "snow
    swampwalk" -- both. None if ``walk`` is no landwalk."""
    words = walk.lower().split()
    if not words or not words[-1].endswith("walk") or len(words) > 2:
        return None
    land_type = words[-1].removesuffix("walk")
    quality = words[0] if len(words) == 2 else None
    if quality is not None and quality not in _LANDWALK_QUALITIES:
        return None
    if land_type == "land":
        if quality is None:
            return None  # "landwalk" alone is the generic term, no ability (CR 702.14a)
    elif land_type not in _WALKED_LAND_TYPES or quality not in (None, "snow"):
        return None

    def lands(ch: Characteristics) -> bool:
        if "land" not in ch.types:
            return False
        if land_type != "land" and land_type not in ch.subtypes:
            return False
        if quality == "nonbasic":
            return "basic" not in ch.supertypes
        if quality == "artifact":
            return "artifact" in ch.types
        return quality is None or quality in ch.supertypes

    return lands


CANT_BLOCK = "can't block"
CANT_ATTACK = "can't attack"
INDESTRUCTIBLE = "indestructible"
# "If enchanted permanent would be destroyed, instead remove all damage marked on it and
# destroy this Aura." (CR 702.89a; read where a permanent is destroyed).
UMBRA_ARMOR = "umbra armor"
KEYWORDS = frozenset(
    {
        INDESTRUCTIBLE,
        FLYING,
        REACH,
        FIRST_STRIKE,
        DOUBLE_STRIKE,
        VIGILANCE,
        TRAMPLE,
        HASTE,
        MENACE,
        DEATHTOUCH,
        LIFELINK,
        DEFENDER,
        FLASH,
        HEXPROOF,
        CANT_BLOCK,
        CANT_ATTACK,
    }
)

# Target kinds.
PERMANENT = "permanent"
PLAYER = "player"
SPELL = "spell"
CARD = "card"


@dataclass(frozen=True, eq=False)
class TargetSpec:
    """One "target" word in a spell or ability (CR 115).

    ``kinds`` says where candidates come from: ``"permanent"`` (battlefield), ``"player"``,
    ``"spell"`` (the stack) and ``"card"`` (cards in ``zones``, e.g. ``("graveyard",)``).
    ``filter(game, candidate, ctx)`` narrows them. ``min``/``max`` give the number of targets:
    ``min=0, max=1`` is "up to one", ``min=1, max=2`` is "one or two". ``distribute`` (an int or
    ``Callable[[Game, Context], int]``) means an amount is divided among the chosen targets as
    the spell or ability is put on the stack, at least 1 each (CR 601.2d); the division is in
    ``Resolution.distribution``.
    """

    description: str
    filter: Filter | None = None
    min: int = 1
    max: int = 1
    kinds: frozenset[str] = frozenset({PERMANENT})
    zones: tuple[str, ...] = ()
    distribute: int | Callable[[Game, Any], int] | None = None
    per_x: bool = False
    # with ``per_x``, the X a "where X is ..." defines, as a function of (game, context),
    # computed as the targets are chosen (CR 601.2c, 107.3c); None: the X announced
    x_count: Callable[[Game, Any], int] | None = None
    # the indexes of earlier target words whose choices this one can't take ("another target
    # creature" after "target creature", CR 115.3)
    distinct_from: tuple[int, ...] = ()
    # chosen only if the spell's kicker cost was paid (CR 601.2c)
    only_if_kicked: bool = False
    # "target cards from a single graveyard": every target owned by the same player (the
    # graveyard is its owner's, CR 404.1)
    same_owner: bool = False

    def bounds(self, ctx: Any, game: Game | None = None) -> tuple[int, int]:
        """The fewest and most targets: ``min`` and ``max``, times X when ``per_x`` ("X target
        creatures", "up to X target creatures"), the X announced before the targets are chosen
        (CR 601.2b-c, 107.3); X is ``ctx.x`` (0 when none was announced, so no targets), or
        the number ``x_count`` computes now in ``game`` (CR 107.3c; 0 without a game)."""
        if not self.per_x:
            return self.min, self.max
        if self.x_count is not None:
            x = max(0, int(self.x_count(game, ctx))) if game is not None else 0
        else:
            x = max(0, int(getattr(ctx, "x", 0) or 0))
        return self.min * x, self.max * x

    @classmethod
    def any_target(
        cls, description: str = "any target", filter: Filter | None = None, **kw: Any
    ) -> TargetSpec:
        """ "Any target": a creature, player, planeswalker or battle (CR 115.4)."""

        def f(game: Game, cand: Any, ctx: Any) -> bool:
            if isinstance(cand, GameObject):
                ch = game.chars(cand)
                if not ch.types & {"creature", "planeswalker", "battle"}:
                    return False
            return filter is None or filter(game, cand, ctx)

        return cls(description, f, kinds=frozenset({PERMANENT, PLAYER}), **kw)

    @classmethod
    def creature(
        cls, description: str = "target creature", filter: Filter | None = None, **kw: Any
    ) -> TargetSpec:
        def f(game: Game, cand: Any, ctx: Any) -> bool:
            return game.chars(cand).is_type("creature") and (
                filter is None or filter(game, cand, ctx)
            )

        return cls(description, f, **kw)

    @classmethod
    def player(
        cls, description: str = "target player", filter: Filter | None = None, **kw: Any
    ) -> TargetSpec:
        return cls(description, filter, kinds=frozenset({PLAYER}), **kw)

    @classmethod
    def permanent(
        cls, description: str = "target permanent", filter: Filter | None = None, **kw: Any
    ) -> TargetSpec:
        return cls(description, filter, **kw)


@dataclass(frozen=True)
class SacrificeCost:
    """ "Sacrifice N [filter]" as part of a cost (CR 118.3, 701.21)."""

    filter: Filter
    count: int = 1
    description: str = "a permanent"


@dataclass(frozen=True)
class TapCost:
    """ "Tap N untapped [filter] you control" as part of a cost (CR 118.3)."""

    filter: Filter
    count: int = 1
    description: str = "an untapped permanent you control"


@dataclass(frozen=True)
class RemoveCountersFromCost:
    """ "Remove a +1/+1 counter from a creature you control" as part of a cost (CR 118.3,
    122.8): ``count`` ``kind`` counters from one permanent you control matching ``filter``,
    chosen as the cost is paid (CR 601.2h)."""

    kind: str
    filter: Filter
    count: int = 1
    description: str = "a permanent you control"
    #: "from among creatures you control": ``count`` counters in all, one at a time from any of
    #: them that still has one (CR 118.3, 601.2h); ``kind`` "": of any kind (CR 122.1)
    from_among: bool = False


@dataclass(frozen=True)
class ExileCardsCost:
    """ "Exile two creature cards from your graveyard" / "Discard a creature card": ``count``
    cards of the payer's graveyard (exiled, CR 406.1) or hand (discarded, CR 701.9a) that
    pass ``filter``."""

    filter: Filter
    count: int = 1
    description: str = "a card from your graveyard"


@dataclass(frozen=True)
class Cost:
    """An activation or additional cost (CR 118, 602.2). ``mana`` may contain {X}.
    ``tap`` is {T}; ``sacrifice_self`` is "Sacrifice this [object]"; ``sacrifice`` lists
    "Sacrifice a [filter]" parts; ``pay_life`` and ``discard`` (number of cards) as printed.
    ``exile_from_graveyard_mv`` is "collect evidence N" (exile cards with total mana value N or
    more from your graveyard). ``tap_creatures_power`` is crew's "Tap any number of other
    untapped creatures you control with total power N or greater" (CR 702.122a).
    ``remove_counters`` lists (kind, number) of counters removed from this permanent
    (CR 122.8); ``exile_self`` is "Exile this [object]"; ``tap_untapped`` lists "Tap N
    untapped [filter] you control" parts (CR 118.3); ``discard_self`` is "Discard this card"
    (cycling's, CR 702.29a: paid from the hand). ``loyalty`` is a loyalty ability's symbol
    (CR 606.4): the loyalty counters it puts on this permanent (positive) or removes from it
    (negative), None for any other ability; ``loyalty_x`` is "[−X]": X counters are removed,
    X chosen as the ability is activated (CR 107.3a). ``exile_cards`` lists "Exile N [filter]
    cards from your graveyard" parts (CR 406.1), ``discard_cards`` "Discard N [filter] cards"
    (CR 701.9a)."""

    mana: ManaCost | str | None = None
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    sacrifice: tuple[SacrificeCost, ...] = ()
    pay_life: int = 0
    discard: int = 0
    exile_from_graveyard_mv: int = 0
    tap_creatures_power: int = 0
    remove_counters: tuple[tuple[str, int], ...] = ()
    # "Remove X +1/+1 counters from ~": the kinds removed X of, X announced as the ability is
    # activated (CR 107.3a, 602.2b)
    remove_counters_x: tuple[str, ...] = ()
    # "Remove any number of storage counters from ~": the kinds removed as many of as the
    # player chooses while paying (CR 601.2h), recorded under COUNTERS_REMOVED_FOR_COST
    remove_counters_any: tuple[str, ...] = ()
    # "Remove a +1/+1 counter from a creature you control" (CR 118.3)
    remove_counters_from: tuple[RemoveCountersFromCost, ...] = ()
    exile_self: bool = False
    tap_untapped: tuple[TapCost, ...] = ()
    discard_self: bool = False
    loyalty: int | None = None
    loyalty_x: bool = False
    exile_cards: tuple[ExileCardsCost, ...] = ()
    discard_cards: tuple[ExileCardsCost, ...] = ()
    energy: int = 0  # "Pay {E}{E}": energy counters the player pays (CR 107.14)
    discard_random: int = 0  # "Discard a card at random": chosen by no player (CR 701.9b)
    return_to_hand: tuple[TapCost, ...] = ()  # "Return a land you control to its owner's hand"
    reveal_self: bool = False  # "Reveal this card from your hand" (CR 701.20a, 702.57a)
    # "Return an unblocked attacking creature you control to its owner's hand" (ninjutsu's,
    # CR 702.49a): chosen as the cost is paid; the player or planeswalker it was attacking is
    # remembered for the ability's effect (``RETURNED_ATTACKER_DEFENDER``, CR 702.49c)
    return_unblocked_attacker: bool = False
    # "exile a blue card from your hand" (an alternative cost's, CR 118.9, 406.1): cards of
    # the payer's hand other than the spell being cast, chosen as the cost is paid (CR 601.2h)
    exile_from_hand: tuple[ExileCardsCost, ...] = ()
    # "Return ~ to its owner's hand": this permanent, returned as the cost is paid (CR 118.3)
    return_self: bool = False
    # "Exile the top N cards of your library": unpayable with fewer there (CR 118.3, 406.1)
    exile_top: int = 0
    # "Exert ~": this permanent won't untap during the payer's next untap step (CR 701.43a)
    exert_self: bool = False
    # "reveal a Pirate card from your hand" (CR 701.20a): cards of the payer's hand other than
    # the spell being cast, chosen as the cost is paid (CR 601.2h) and kept there
    reveal_cards: tuple[ExileCardsCost, ...] = ()
    # "reveal a Pirate card from your hand or pay {2}": a spell's additional cost of which
    # its caster chooses one as it is cast and pays it (CR 601.2b, 601.2f-h)
    one_of: tuple[Cost, ...] = ()
    # "pay X life" (a spell's additional cost): X life more, X announced as the spell is cast
    # (CR 107.3a, 601.2b); made a number of ``pay_life`` once X is known
    pay_life_x: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "mana", ManaCost.parse(self.mana) if self.mana else None)

    def __str__(self) -> str:
        parts: list[str] = []
        if self.loyalty_x:
            parts.append("[\u2212X]")
        elif self.loyalty is not None:
            parts.append(f"[{self.loyalty:+}]".replace("-", "\u2212") if self.loyalty else "[0]")
        if self.mana is not None:
            parts.append(str(self.mana))
        if self.tap:
            parts.append("{T}")
        if self.sacrifice_self:
            parts.append("Sacrifice this")
        parts.extend(f"Sacrifice {s.description}" for s in self.sacrifice)
        if self.pay_life:
            parts.append(f"Pay {self.pay_life} life")
        if self.pay_life_x:
            parts.append("Pay X life")
        if self.energy:
            parts.append("Pay " + "{E}" * self.energy)
        if self.discard:
            parts.append(f"Discard {self.discard} card(s)")
        if self.discard_self:
            parts.append("Discard this card")
        if self.reveal_self:
            parts.append("Reveal this card from your hand")
        if self.return_unblocked_attacker:
            parts.append("Return an unblocked attacking creature you control to its owner's hand")
        parts.extend(f"Remove {n} {kind} counter(s) from this" for kind, n in self.remove_counters)
        parts.extend(f"Remove X {kind} counters from this" for kind in self.remove_counters_x)
        parts.extend(
            f"Remove any number of {kind} counters from this" for kind in self.remove_counters_any
        )
        parts.extend(
            f"Remove {r.count} {r.kind + ' ' if r.kind else ''}counter(s) from "
            + ("among " if r.from_among else "")
            + r.description
            for r in self.remove_counters_from
        )
        if self.exile_self:
            parts.append("Exile this")
        if self.return_self:
            parts.append("Return this to its owner's hand")
        if self.exert_self:
            parts.append("Exert this")
        if self.exile_top:
            parts.append(f"Exile the top {self.exile_top} card(s) of your library")
        parts.extend(f"Exile {e.description}" for e in self.exile_cards)
        parts.extend(f"Exile {e.description}" for e in self.exile_from_hand)
        parts.extend(f"Discard {d.description}" for d in self.discard_cards)
        if self.discard_random:
            parts.append(f"Discard {self.discard_random} card(s) at random")
        parts.extend(f"Return {r.description} to its owner's hand" for r in self.return_to_hand)
        parts.extend(f"Tap {t.description}" for t in self.tap_untapped)
        if self.tap_creatures_power:
            parts.append(f"Tap creatures with total power {self.tap_creatures_power} or greater")
        parts.extend(f"Reveal {r.description}" for r in self.reveal_cards)
        if self.one_of:
            parts.append(" or ".join(("Pay " if c.mana else "") + str(c) for c in self.one_of))
        return ", ".join(parts) or "{0}"


class Ability:
    """Base class of non-keyword abilities. ``text`` is for logs; ``gate`` is the "Solved —"
    condition (``None``: always on)."""

    text: str = ""
    gate: Gate | None = None

    def gated_open(self, game: Game, source: GameObject | LastKnown) -> bool:
        return self.gate is None or bool(self.gate(game, source))


@dataclass(eq=False)
class TriggeredAbility(Ability):
    """A triggered ability (CR 603).

    ``trigger(game, event, source)`` says whether ``event`` matches the trigger condition.
    ``intervening_if(game, source, controller)`` is an intervening "if" clause (CR 603.4):
    checked when the event happens and again on resolution. ``gate`` (``Solved —``) is checked
    only when the event happens (CR 702.169c). ``optional`` asks the controller "you may" on
    resolution (CR 603.5). ``zones`` lists the zones the source must be in to trigger;
    leaves-the-battlefield triggers use last-known information automatically (CR 603.10a).
    ``kind`` is ``"to_solve"`` for the To solve ability (CR 719.3a).
    """

    trigger: Callable[[Game, Event, GameObject], bool]
    effect: Effect
    targets: Sequence[TargetSpec] = ()
    intervening_if: Callable[[Game, GameObject, Player], bool] | None = None
    optional: bool = False
    gate: Gate | None = None
    text: str = ""
    zones: tuple[str, ...] = (BATTLEFIELD,)
    kind: str = "triggered"
    #: The keyword ability (CR 702) this is, as the rules define it ("exalted"); "" for none.
    keyword: str = ""
    #: "choose one —" (CR 700.2b): the modes, chosen as it is put on the stack (CR 603.3c).
    modes: ModeChoice | None = None
    #: A state trigger's condition, ``(game, source, controller) -> bool`` (CR 603.8): it
    #: triggers whenever the condition holds and no instance of it waits or is on the stack;
    #: ``trigger`` then matches no event.
    state: Callable[[Game, GameObject, Player], bool] | None = None
    #: "This ability triggers only once each turn.": how many times it may trigger for one
    #: object each turn (None: no limit).
    max_per_turn: int | None = None
    #: A triggered mana ability (CR 605.1b): it triggers from a mana ability, has no target and
    #: could add mana; it doesn't use the stack but resolves right after the mana ability that
    #: triggered it (CR 605.4a).
    is_mana_ability: bool = False


@dataclass(eq=False)
class ActivatedAbility(Ability):
    """An activated ability "[cost]: [effect]" (CR 602).

    ``timing`` is ``"instant"`` or ``"sorcery"`` ("Activate only as a sorcery", CR 602.5d).
    ``gate`` false means it can't be activated (CR 702.169d). A mana ability
    (``is_mana_ability``, CR 605) resolves immediately; ``mana`` lists the options it can produce
    (each a tuple such as ``("G",)`` or ``("C", "C")``) and, if ``effect`` is ``None``, the game
    adds the chosen option. ``zones`` are where it can be activated from. ``condition``
    ("Activate only if ...", ``(game, source, controller) -> bool``) must hold for the ability
    to begin to be activated (CR 602.5). ``cycling``: it is a cycling or typecycling ability
    (CR 702.29a, 702.29e), so discarding the card to pay its cost is cycling it (702.29c).
    """

    cost: Cost
    effect: Effect | None = None
    targets: Sequence[TargetSpec] = ()
    timing: str = "instant"
    gate: Gate | None = None
    is_mana_ability: bool = False
    #: "choose one —" (CR 700.2a): the modes, chosen as it is activated (CR 602.2b).
    modes: ModeChoice | None = None
    mana: tuple[tuple[str, ...], ...] = ()
    text: str = ""
    zones: tuple[str, ...] = (BATTLEFIELD,)
    max_per_turn: int | None = None
    condition: Callable[[Game, GameObject, Player], bool] | None = None
    #: "If [condition], add {G}{G} instead.": (condition, the options it adds then).
    mana_instead: (
        tuple[Callable[[Game, GameObject, Player], bool], tuple[tuple[str, ...], ...]] | None
    ) = None
    cycling: bool = False
    #: "Any player may activate this ability." (CR 602.2): not only its source's controller
    any_player: bool = False
    #: "Only your opponents may activate this ability." (CR 602.2): an opponent of its
    #: source's controller, who then pays its costs and controls it (CR 113.8)
    only_opponents: bool = False
    #: "Add one mana of the chosen color." (CR 607.2a): only the color its source chose as
    #: it entered (its ``note``, :data:`karlov.runtime.filters.CHOSEN_COLOR`); none if it chose
    #: none, and then the ability adds no mana (CR 106.5).
    mana_of_chosen_color: bool = False
    #: "Add {R} or one mana of the chosen color." (CR 106.1a, 607.2a): ``mana``, or one mana
    #: of the color its source chose as it entered (none if it chose none).
    mana_or_chosen_color: bool = False

    def mana_options(self, game: Game, source: GameObject) -> tuple[tuple[str, ...], ...]:
        """What this mana ability adds if activated now (CR 605.1a, 614.1a)."""
        if self.mana_of_chosen_color:
            letter = source.note.get("chosen_color")
            return ((letter,),) if letter else ()
        if self.mana_or_chosen_color:
            letter = source.note.get("chosen_color")
            chosen = ((letter,),) if letter and (letter,) not in self.mana else ()
            return self.mana + chosen
        if self.mana_instead is not None:
            test, options = self.mana_instead
            if test(game, source, game.controller(source)):
                return options
        return self.mana


@dataclass(eq=False)
class LayerEffect:
    """One part of a continuous effect, applied in ``layer`` (one of ``"1" "2" "3" "4" "5" "6"
    "7a" "7b" "7c" "7d"``, CR 613.1, 613.4). ``affects(game, obj, chars, source)`` selects
    objects using the characteristics computed so far; ``modify(game, obj, chars, source)``
    changes ``chars`` in place."""

    layer: str
    modify: Callable[[Game, GameObject, Characteristics, Any], None]
    affects: Callable[[Game, GameObject, Characteristics, Any], bool] | None = None


@dataclass(frozen=True, eq=False)
class Protection:
    """Protection from a quality (CR 702.16a), an ability in a permanent's ability list:
    ``quality(chars)`` says whether an object with those characteristics has the quality. The
    permanent can't be targeted by spells or abilities from such sources (702.16b), enchanted
    or equipped by them (702.16c-d), blocked by such creatures (702.16f), and damage they would
    deal it is prevented (702.16e). See :meth:`Game.protected_from`."""

    quality: Callable[[Characteristics], bool]
    description: str = ""

    def __str__(self) -> str:
        return f"protection from {self.description}"


@dataclass(frozen=True)
class HexproofFrom:
    """Hexproof from a quality (CR 702.11d), an ability in a permanent's ability list: "This
    permanent can't be the target of [quality] spells your opponents control or abilities your
    opponents control from [quality] sources." ``quality(chars)`` says whether the spell or
    the ability's source has the quality. It is a hexproof ability (CR 702.11d-e): its
    ``keyword`` is hexproof, so what removes or looks for hexproof finds it."""

    quality: Callable[[Characteristics], bool]
    description: str = ""
    keyword: str = "hexproof"

    def __str__(self) -> str:
        return f"hexproof from {self.description}"


#: The "layer" of :class:`Restriction` parts: collected with the layer effects (so static
#: conditions, locked-in sets and durations work the same), applied in no layer.
RESTRICTION_LAYER = "restriction"


def _no_change(game: Game, obj: GameObject, chars: Characteristics, source: Any) -> None:
    return None


@dataclass(eq=False)
class Restriction(LayerEffect):
    """A restriction, requirement or combat rule on the objects it affects (``kind``, one of
    :data:`karlov.ir.RESTRICTIONS`): not an ability they have (CR 113.10 is not involved),
    so an object that loses all abilities is still restricted. Looked up with
    :meth:`Game.restricted`."""

    layer: str = RESTRICTION_LAYER
    modify: Callable[[Game, GameObject, Characteristics, Any], None] = _no_change
    kind: str = ""
    #: ``cant_be_blocked_by``: whether a blocker with these characteristics is excluded;
    #: ``can_block_only``: whether an attacker with them may be blocked.
    matches: Callable[[Characteristics], bool] | None = None
    #: "can't attack unless [condition]": ``unless(game, source, controller)`` lifts it.
    unless: Callable[[Game, GameObject, Player], bool] | None = None
    #: ``blocked_by_at_least``: the fewest creatures that may block it (CR 509.1b)
    at_least: int = 0
    #: ``goaded``: the player who goaded the creature (CR 701.15b); None for a static ability's
    #: ("is goaded"), whose source's controller goads it
    player: Any = None
    #: an attack tax's cost for each creature it affects that attacks (CR 508.1d, 508.1h)
    mana: str | None = None
    #: ``attacks_only_defender_without``: whether a permanent (its state included) is one the
    #: defending player must not control, ``objects_match(game, permanent, source)``
    objects_match: Callable[[Any, Any, Any], bool] | None = None


@dataclass(eq=False)
class CostModifier:
    """ "[Spells] you cast cost {N} less/more" (CR 601.2f). ``applies(game, spell, player,
    source)``; ``generic`` is negative for a reduction. Reductions only reduce generic mana.
    ``colored``: the colored mana an increase adds ("cost {G} more": ``"{G}"``)."""

    applies: Callable[[Game, GameObject, Player, GameObject], bool]
    generic: int = -1
    colored: str = ""


@dataclass(frozen=True)
class AdditionalLandPlays:
    """ "You may play an additional land on each of your turns" (CR 305.2): its controller's
    land plays, or with ``everyone`` ("Each player may play an additional land on each of
    their turns.") every player's, in each of their own turns."""

    count: int = 1
    everyone: bool = False


@dataclass(frozen=True)
class LookAtTopOfLibrary:
    """ "You may look at the top card of your library any time" (CR 401.5)."""


@dataclass(frozen=True)
class PlayFromTopOfLibrary:
    """ "You may play lands and cast [filter] spells from the top of your library".
    ``spell_filter(game, card, player)``: ``None`` means no spells; use ``lambda *a: True`` for
    all spells."""

    lands: bool = True
    spell_filter: Callable[[Game, GameObject, Player], bool] | None = None


@dataclass(frozen=True)
class DamageNotRemovedInCleanup:
    """ "Damage isn't removed from [objects] during cleanup steps" (modifies CR 514.2):
    ``applies(game, permanent)`` says which permanents keep their damage."""

    applies: Callable[[Game, GameObject], bool]


@dataclass(frozen=True)
class OneSpellEachTurn:
    """ "Each player can't cast more than one spell each turn." (a "can't" beats a "may",
    CR 101.2): counts the spells each player has cast this turn, before the ability too."""


@dataclass(frozen=True)
class MostInCombat:
    """ "No more than two creatures can attack each combat." / "No more than one creature can
    block each combat." (CR 508.1c, 509.1b): a restriction on a declaration as a whole: at
    most ``count`` attackers (``block`` False) or blockers (``block`` True)."""

    count: int
    block: bool = False


@dataclass(frozen=True)
class ExertAsItAttacks:
    """ "You may exert ~ as it attacks." (CR 701.43d): an optional cost to attack (CR 508.1g)
    of the ability's source alone: as it is declared as an attacker, its controller may exert
    it (:func:`karlov.runtime.combat.declare_attackers`)."""


@dataclass(frozen=True)
class TopCardRevealed:
    """ "Play with the top card of your library revealed." (CR 401.5): its controller's
    library, or with ``everyone`` every player's, has its top card known to all players."""

    everyone: bool = False


@dataclass(frozen=True)
class CastAsThoughFlash:
    """ "You may cast Spirit spells as though they had flash." (CR 702.8a, 601.3b): its
    controller may cast spells whose characteristics ``test`` accepts any time they could
    cast an instant."""

    test: Callable[[Any], bool]


@dataclass(frozen=True)
class CantCastSpells:
    """ "You can't cast noncreature spells.", "Your opponents can't cast spells during your
    turn.", "Players can't cast spells during combat." (CR 101.2: a "can't" beats any permission
    to cast; CR 601.3): ``who`` (``you``: the controller of the ability; ``opponents``: each
    opponent of theirs; ``players``: every player) can't cast a spell ``test`` accepts (its
    characteristics as it would be cast), ``when`` the turn is in that part (``always``;
    ``your_turn``: the controller's turn; ``combat``: a combat phase, CR 506.1)."""

    who: str
    when: str
    test: Callable[[Any], bool]
    description: str


@dataclass(frozen=True)
class CantPlayLands:
    """ "You can't play lands." / "Players can't play lands." (CR 305.1; a "can't" beats any
    permission to play a land, CR 101.2): its controller's land plays, or with ``everyone``
    every player's."""

    everyone: bool = False


@dataclass(frozen=True)
class CantBeCountered:
    """ "This spell can't be countered." (CR 101.2): an effect that would counter the spell
    it is printed on does nothing to it (CR 701.6a); it functions on the stack (CR 113.6)."""


@dataclass(frozen=True)
class SpellsCantBeCountered:
    """ "Creature spells you control can't be countered." (CR 101.2, 701.6a): a static
    ability of a permanent; an effect that would counter a spell ``test`` accepts (with the
    game, the spell and the permanent's context: its source and controller, for "you
    control") does nothing to it."""

    test: Callable[[Any, Any, Any], bool]


@dataclass(frozen=True)
class CantGainLife:
    """ "You can't gain life." / "Your opponents can't gain life." / "Players can't gain
    life." (CR 119.7): ``who`` (``you``: the ability's controller; ``opponents``: each opponent
    of theirs; ``players``: every player) can't gain life. Read by ``Game.gain_life``."""

    who: str


@dataclass(frozen=True)
class MayNotUntap:
    """ "You may choose not to untap ~ during your untap step." (CR 502.3): as its
    controller's untap step would untap the permanent with this ability, they may leave it
    tapped. Read by the untap step (``Game._begin_step``)."""


@dataclass(frozen=True)
class SkipStep:
    """ "Skip your draw step." (CR 614.10): its controller's ``step`` doesn't happen; with
    ``everyone`` ("Players skip their upkeep steps.") every player's."""

    step: str
    everyone: bool = False


@dataclass(frozen=True)
class PlayerKeyword:
    """ "You have hexproof." (CR 702.11c: its controller can't be the target of spells or
    abilities their opponents control) or, with ``shroud``, "You have shroud." (CR 702.18a:
    of any spells or abilities). Read by ``Game._legal_target``."""

    shroud: bool = False


@dataclass(frozen=True)
class LifeFloor:
    """ "Damage that would reduce your life total to less than N reduces it to N instead."
    (CR 614.1a): damage dealt to its controller is dealt in full (CR 120.3a: lifelink, "is
    dealt damage" see all of it), but their life total goes no lower than ``floor`` by it;
    one already lower is not changed by it. Read by ``Game.deal_damage``."""

    floor: int


@dataclass(frozen=True)
class NoMaximumHandSize:
    """ "You have no maximum hand size." (CR 402.2): no discard in cleanup (CR 514.1)."""


@dataclass(frozen=True)
class DeckConstructionRule:
    """ "A deck can have any number of cards named ~." (CR 100.2a: a card may change how many
    copies of it a deck can have): a rule of deck construction, followed before the game
    begins; in a game it does nothing, so no part of the runtime reads it."""


@dataclass(frozen=True)
class MaximumHandSize:
    """ "Your maximum hand size is two." (``set_to``), "... is increased by one." (``change``
    1), "Each opponent's maximum hand size is reduced by seven." (``change`` -7,
    ``opponents``): CR 402.2. Read by ``Game.maximum_hand_size``."""

    set_to: int | None = None
    change: int = 0
    opponents: bool = False


@dataclass(frozen=True)
class MayCastFromGraveyard:
    """ "You may cast [filter] cards from your graveyard"."""

    filter: Callable[[Game, GameObject, Player], bool]


@dataclass(eq=False)
class StaticAbility(Ability):
    """A static ability (CR 604, 611.3): continuous ``effects`` (layers), spell
    ``cost_modifiers`` and ``rules`` modifiers (instances of :class:`AdditionalLandPlays`,
    :class:`LookAtTopOfLibrary`, :class:`PlayFromTopOfLibrary`,
    :class:`DamageNotRemovedInCleanup`, :class:`MayCastFromGraveyard`), all for the source's
    controller. It functions only while its source is on the battlefield (``zones``) and its
    ``gate`` holds (CR 702.169b). ``condition(game, source, controller)`` is "as long as ...":
    the effects apply only while it is true (CR 611.3a), checked against the game with the
    other continuous effects applied."""

    effects: Sequence[LayerEffect] = ()
    cost_modifiers: Sequence[CostModifier] = ()
    rules: Sequence[Any] = ()
    gate: Gate | None = None
    text: str = ""
    zones: tuple[str, ...] = (BATTLEFIELD,)
    condition: Callable[[Game, GameObject, Player], bool] | None = None


@dataclass(eq=False)
class ReplacementEffect(Ability):
    """A replacement effect from a static ability (CR 614). ``applies(game, proposal, source)``
    looks at a ``Would*`` proposal from :mod:`karlov.runtime.events`; ``replace`` returns the
    modified proposal, or ``None`` to replace the event with nothing. Each replacement effect
    modifies a given event at most once (CR 616.1f)."""

    applies: Callable[[Game, Proposal, GameObject], bool]
    replace: Callable[[Game, Proposal, GameObject], Proposal | None]
    gate: Gate | None = None
    text: str = ""
    zones: tuple[str, ...] = (BATTLEFIELD,)


@dataclass(eq=False)
class SpellAbility(Ability):
    """The effect of an instant or sorcery spell (CR 113.3a), or the targets of an Aura spell
    (``aura=True``: the one target is what it will enchant, CR 303.4a). ``additional_cost``
    (sacrifices, discards) is paid with the mana cost as the spell is cast (CR 601.2f-h).
    ``cost_reduction`` is generic mana less while a condition holds (CR 601.2f)."""

    effect: Effect | None = None
    targets: Sequence[TargetSpec] = ()
    text: str = ""
    aura: bool = False
    additional_cost: Cost | None = None
    # "This spell costs {N} less to cast if ...": N and the condition (CR 601.2f, 113.6d).
    cost_reduction: tuple[int, Callable[[Game, GameObject, Player], bool]] | None = None
    # Strive: "This spell costs {2}{U} more to cast for each target beyond the first."
    # (CR 601.2f): the mana added once for each target chosen beyond the first.
    cost_per_extra_target: str | None = None
    # "Choose one —" (CR 700.2): how many modes may be chosen, and each mode's text and
    # targets (indices among the spell's targets), for the choice made on casting.
    modes: ModeChoice | None = None
    # The paragraph as overload changes the spell's text (CR 702.96a, 702.96c): the spell's
    # only while its overload cost was paid (:class:`Overload`'s ``variants``).
    overloaded: bool = False


@dataclass(frozen=True)
class ModeChoice:
    """The modes of a modal spell as the caster chooses them (CR 601.2b, 700.2): between
    ``least`` and ``most`` of ``texts``, each once; mode ``i`` names the targets
    ``targets[i]`` (CR 601.2c: only the chosen modes' targets are chosen). ``labels``: what
    the choice shows for each mode, when not its number and text ("You may choose the same
    mode more than once", CR 700.2d: each mode listed once for each time it may be chosen)."""

    least: int
    most: int
    texts: tuple[str, ...]
    targets: tuple[tuple[int, ...], ...]
    labels: tuple[str, ...] = ()


@dataclass(eq=False)
class AdditionalCastCost(Ability):
    """ "As an additional cost to cast this spell, sacrifice a creature." (CR 601.2b,
    601.2f-h): ``cost.sacrifice`` is paid as the card is cast, from wherever it is cast."""

    cost: Cost
    text: str = ""


@dataclass(eq=False)
class CastOnly(Ability):
    """ "Cast this spell only during combat." / "... only if you control a snow land."
    (CR 601.3): the card can be cast only while ``condition(game, card, player)`` holds,
    by its owner's choice or by an effect."""

    condition: Callable[[Game, GameObject, Player], bool]
    text: str = ""


@dataclass(eq=False)
class SelfFlash(Ability):
    """ "You may cast ~ as though it had flash [if you pay {2} more to cast it]." (CR 702.8d,
    601.3b): the card may be cast any time its owner could cast an instant, while
    ``condition(game, card, player)`` holds (None: always); cast at a time a sorcery couldn't
    be, ``extra`` is added to its total cost (CR 601.2f)."""

    condition: Callable[[Game, GameObject, Player], bool] | None = None
    extra: Any = None
    text: str = ""


@dataclass(eq=False)
class AlternativeCastCost(Ability):
    """ "You may sacrifice two Mountains rather than pay this spell's mana cost." (CR 118.9):
    its caster may pay ``cost`` instead of the card's mana cost, its mana (if any) the base
    cost that increases and reductions then change (CR 118.9d, 601.2f), the rest paid with the
    spell's other costs (CR 601.2h); announced as it is cast (CR 601.2b), only while
    ``condition(game, card, player)`` holds, and never with another alternative cost
    (CR 118.9a)."""

    cost: Cost
    condition: Callable[[Game, GameObject, Player], bool] | None = None
    text: str = ""


@dataclass(eq=False)
class EntersReplacement(Ability):
    """ "As this enters" / "You may have this enter as a copy of ..." (CR 614.1c, 707.9).
    ``effect(game, obj, controller)`` runs while ``obj`` is entering, before the event is seen
    by triggers; use ``game.become_copy``."""

    effect: Callable[[Game, GameObject, Player], None]
    text: str = ""


@dataclass(eq=False)
class OthersEnterTapped(Ability):
    """ "Creatures your opponents control enter tapped." (CR 614.1c, 614.12): a permanent on
    the battlefield whose static ability taps each other permanent ``applies(game, entering,
    source)`` says as that one enters."""

    applies: Callable[[Game, GameObject, GameObject], bool]
    text: str = ""


@dataclass(eq=False)
class OthersEnterWithCounters(Ability):
    """ "Each other Warrior creature you control enters with an additional +1/+1 counter on
    it." (CR 614.1c, 614.12): a permanent on the battlefield whose static ability puts
    ``count`` more ``counter`` counters on each other permanent ``applies(game, entering,
    source)`` says as that one enters."""

    applies: Callable[[Game, GameObject, GameObject], bool]
    counter: str
    count: int
    text: str = ""


@dataclass(eq=False)
class Flashback(Ability):
    """Flashback [cost] (CR 702.34): may be cast from the graveyard for ``cost``; exiled after.
    A closed ``gate`` ("Solved — Flashback", CR 702.169d) means it can't be used. ``extra``:
    the part of the flashback cost that is not mana ("Pay 3 life", "Sacrifice a Mountain"),
    paid with it as the spell is cast (CR 601.2h), or None."""

    cost: ManaCost | str
    text: str = "Flashback"
    gate: Gate | None = None
    extra: Cost | None = None
    #: What looks for a card with flashback finds it (CR 702.34a)
    keyword: str = "flashback"

    def __post_init__(self) -> None:
        self.cost = ManaCost.parse(self.cost)


@dataclass(eq=False)
class Dash(Ability):
    """Dash [cost] (CR 702.109a), its first ability: "You may cast this card by paying [cost]
    rather than its mana cost." The choice is made as the spell is cast (CR 601.2b); the
    spell and the permanent it becomes are "dashed" (their ``note``), which the other two
    abilities of dash read (:func:`karlov.runtime.build._dash`)."""

    cost: ManaCost | str
    text: str = "Dash"

    def __post_init__(self) -> None:
        self.cost = ManaCost.parse(self.cost)


@dataclass(eq=False)
class Blitz(Ability):
    """Blitz [cost] (CR 702.152a), its first ability: "You may cast this card by paying [cost]
    rather than its mana cost." The choice is made as the spell is cast (CR 601.2b); the
    spell and the permanent it becomes are "blitzed" (their ``note``), which the other two
    abilities of blitz read (:func:`karlov.runtime.build._blitz`)."""

    cost: ManaCost | str
    text: str = "Blitz"

    def __post_init__(self) -> None:
        self.cost = ManaCost.parse(self.cost)


@dataclass(eq=False)
class Bestow(Ability):
    """Bestow [cost] (CR 702.103a): "As you cast this spell, you may choose to cast it
    bestowed. If you do, you pay [cost] rather than its mana cost." (an alternative cost, CR
    118.9). Cast bestowed, the spell and the permanent it becomes are bestowed
    (:attr:`~karlov.runtime.objects.GameObject.bestowed`): an Aura enchantment with enchant
    creature (CR 702.103b), ``enchant`` its Aura spell ability, until it ceases to be bestowed
    (CR 702.103e-f)."""

    cost: ManaCost | str
    enchant: SpellAbility
    text: str = "Bestow"

    def __post_init__(self) -> None:
        self.cost = ManaCost.parse(self.cost)


@dataclass(eq=False)
class Mutate(Ability):
    """Mutate [cost] (CR 702.140a): "You may pay [cost] rather than pay this spell's mana
    cost. If you do, it becomes a mutating creature spell and targets a non-Human creature
    with the same owner as this spell." (an alternative cost, CR 118.9). Cast so, the spell is
    ``mutating`` (:attr:`~karlov.runtime.objects.GameObject.mutating`) and has ``target``, its
    spell ability with that one target (:func:`.layers.mutating`); as it resolves it merges
    with its target, or enters alone if that target is illegal (CR 702.140b-c)."""

    cost: ManaCost | str
    target: SpellAbility
    text: str = "Mutate"

    def __post_init__(self) -> None:
        self.cost = ManaCost.parse(self.cost)


@dataclass(eq=False)
class Evoke(Ability):
    """Evoke [cost] (CR 702.74a), its first ability: "You may cast this spell by paying [cost]
    rather than paying its mana cost." The choice is made as the spell is cast (CR 601.2b);
    the spell and the permanent it becomes are "evoked" (their ``note``), which the second
    ability reads (:func:`karlov.runtime.build._evoke`). ``extra``: the cost's other parts,
    "Evoke—Exile a white card from your hand" (its mana {0}), paid with the spell's
    additional costs (CR 118.9, 601.2h)."""

    cost: ManaCost | str
    text: str = "Evoke"
    extra: Cost | None = None

    def __post_init__(self) -> None:
        self.cost = ManaCost.parse(self.cost)


@dataclass(eq=False)
class Overload(Ability):
    """Overload [cost] (CR 702.96a): "You may choose to pay [cost] rather than pay this spell's
    mana cost" (an alternative cost chosen as it is cast, CR 601.2b) and "If you chose to pay
    this spell's overload cost, change its text by replacing all instances of the word
    'target' with the word 'each'" -- a text-changing effect (CR 702.96c): on the stack, the
    spell's paragraphs are ``variants`` (its text so changed, compiled) instead of its own,
    so it has no targets (CR 702.96b). The spell cast so is ``overloaded``."""

    cost: ManaCost | str
    text: str = "Overload"
    variants: tuple[Any, ...] = ()

    def __post_init__(self) -> None:
        self.cost = ManaCost.parse(self.cost)


@dataclass(eq=False)
class Prowl(Ability):
    """Prowl [cost] (CR 702.76a): "You may pay [cost] rather than pay this spell's mana cost if
    a player was dealt combat damage this turn by a source that, at the time it dealt that
    damage, was under your control and had any of this spell's creature types" -- an
    alternative cost chosen as it is cast (CR 601.2b, 118.9)."""

    cost: ManaCost | str
    text: str = "Prowl"

    def __post_init__(self) -> None:
        self.cost = ManaCost.parse(self.cost)


@dataclass(eq=False)
class Spectacle(Ability):
    """Spectacle [cost] (CR 702.137a): "You may pay [cost] rather than pay this spell's mana
    cost if an opponent lost life this turn." An alternative cost (CR 118.9), chosen as the
    spell is cast (CR 601.2b)."""

    cost: ManaCost | str
    text: str = "Spectacle"

    def __post_init__(self) -> None:
        self.cost = ManaCost.parse(self.cost)


@dataclass(eq=False)
class Surge(Ability):
    """Surge [cost] (CR 702.117a): "You may pay [cost] rather than pay this spell's mana cost
    as you cast this spell if you or a teammate has cast another spell this turn." An
    alternative cost (CR 118.9), chosen as the spell is cast (CR 601.2b); karlov's games have
    no teams (CR 810), so only its caster's own spells count."""

    cost: ManaCost | str
    text: str = "Surge"

    def __post_init__(self) -> None:
        self.cost = ManaCost.parse(self.cost)


@dataclass(eq=False)
class Entwine(Ability):
    """Entwine [cost] (CR 702.42a): "You may choose all modes of this spell instead of just
    the number specified. If you do, you pay an additional [cost]." Chosen with the modes as
    the spell is cast (CR 601.2b); the modes are then followed in the order written (CR
    702.42b)."""

    cost: ManaCost | str
    text: str = "Entwine"

    def __post_init__(self) -> None:
        self.cost = ManaCost.parse(self.cost)


@dataclass(eq=False)
class Emerge(Ability):
    """Emerge [cost] (CR 702.119a): "You may cast this spell by paying [cost] and sacrificing a
    creature rather than paying its mana cost" and "If you chose to pay this spell's emerge
    cost, its total cost is reduced by an amount of generic mana equal to the sacrificed
    creature's mana value." The creature is chosen as the cost is chosen (CR 702.119c) and
    sacrificed as the total cost is paid (CR 601.2h)."""

    cost: ManaCost | str
    text: str = "Emerge"

    def __post_init__(self) -> None:
        self.cost = ManaCost.parse(self.cost)


@dataclass(eq=False)
class Escalate(Ability):
    """Escalate [cost] (CR 702.120a): "For each mode you choose beyond the first as you cast
    this spell, you pay an additional [cost]." Added to the total cost once the modes are
    chosen (CR 601.2b, 601.2f)."""

    cost: ManaCost | str
    text: str = "Escalate"
    #: the escalate cost that is not mana ("Discard a card"), paid once for each mode beyond
    #: the first, or None
    extra: Cost | None = None

    def __post_init__(self) -> None:
        self.cost = ManaCost.parse(self.cost)


@dataclass(eq=False)
class Awaken(SpellAbility):
    """Awaken N—[cost] (CR 702.113a): "You may pay [cost] rather than pay this spell's mana
    cost as you cast this spell" (``cost``, an alternative cost chosen as it is cast, CR
    601.2b) and the spell ability "If this spell's awaken cost was paid, put N +1/+1 counters
    on target land you control. That land becomes a 0/0 Elemental creature with haste. It's
    still a land." (its ``effect`` and one target). Its target is chosen only when the awaken
    cost is paid; otherwise the spell is cast as if it didn't have it (CR 702.113b)."""

    cost: ManaCost | str = ""
    number: int = 0

    def __post_init__(self) -> None:
        self.cost = ManaCost.parse(self.cost)


@dataclass(eq=False)
class Splice(Ability):
    """Splice onto [quality] [cost] (CR 702.47a), a static ability functioning in the hand:
    "You may reveal this card from your hand as you cast a [quality] spell. If you do, that
    spell gains the text of this card's rules text and you pay [cost] as an additional cost
    to cast that spell." ``quality`` tests the characteristics of the spell being cast;
    ``description`` names it. Read as a spell is cast (CR 601.2b)."""

    quality: Callable[[Characteristics], bool]
    cost: ManaCost | str
    description: str = ""
    text: str = "Splice"

    def __post_init__(self) -> None:
        self.cost = ManaCost.parse(self.cost)


@dataclass(eq=False)
class Morph(Ability):
    """Morph [cost] (CR 702.37a) or megamorph [cost] (CR 702.37b, ``megamorph``): "You may
    cast this card as a 2/2 face-down creature with no text, no name, no subtypes, and no mana
    cost by paying {3} rather than paying its mana cost"; while it is a face-down permanent, its
    controller may turn it face up for ``cost`` as a special action (CR 702.37e, 116.2b), and a
    megamorph cost paid so puts a +1/+1 counter on it as it is turned face up (CR 702.37b).
    Read from the card's face-up characteristics (:mod:`karlov.runtime.morph`)."""

    cost: ManaCost | str
    megamorph: bool = False
    text: str = "Morph"
    #: the part of the morph cost that is not mana ("Morph—Pay 5 life.", "Morph—Sacrifice
    #: two Mountains."), paid with its mana by the special action (CR 702.37e), or None
    extra: Cost | None = None

    def __post_init__(self) -> None:
        self.cost = ManaCost.parse(self.cost)


@dataclass(eq=False)
class Affinity(Ability):
    """Affinity for [text] (CR 702.41a): "This spell costs {1} less to cast for each [text]
    you control." ``counted(game, spell, player)`` is that number as the total cost is
    determined (CR 601.2f); a reduction of generic mana only (CR 118.7a)."""

    counted: Callable[[Game, GameObject, Player], int]
    text: str = "Affinity"


@dataclass(eq=False)
class CostLessPer(Ability):
    """ "This spell costs {1} less to cast for each creature card in your graveyard." (CR
    601.2f, a static ability that functions on the stack, CR 113.6d): ``counted(game, spell,
    player)`` is the generic mana less as the total cost is determined; a reduction of generic
    mana only (CR 118.7a)."""

    counted: Callable[[Game, GameObject, Player], int]
    text: str = ""


@dataclass(eq=False)
class CostLessIf(Ability):
    """A permanent spell's "This spell costs {2} less to cast if a creature died this turn."
    (CR 601.2f, a static ability that functions on the stack, CR 113.6d): ``cost_reduction``
    is the generic mana less and the condition, checked as the total cost is determined, as
    an instant's :attr:`SpellAbility.cost_reduction` is."""

    cost_reduction: tuple[int, Callable[[Game, GameObject, Player], bool]]
    text: str = ""


@dataclass(eq=False)
class Buyback(Ability):
    """Buyback [cost] (CR 702.27a): "You may pay an additional [cost] as you cast this spell"
    and "If the buyback cost was paid, put this spell into its owner's hand instead of into that
    player's graveyard as it resolves." The choice is made as the spell is cast (CR 601.2b)."""

    cost: ManaCost | str
    text: str = "Buyback"
    #: "Buyback—Sacrifice a land." / "Buyback—Discard two cards.": the rest of the cost, paid
    #: with the spell's other costs (CR 601.2h)
    extra: Cost | None = None

    def __post_init__(self) -> None:
        self.cost = ManaCost.parse(self.cost)


@dataclass(eq=False)
class Kicker(Ability):
    """Kicker [cost] (CR 702.33a): "You may pay an additional [cost] as you cast this spell."
    The choice is made as the spell is cast (CR 601.2b); a spell whose kicker cost was paid is
    kicked (CR 702.33d), and so is the permanent it becomes (CR 400.7d) and a copy of it
    (CR 707.10). With ``multi``, multikicker [cost] (CR 702.33c): "You may pay an additional
    [cost] any number of times as you cast this spell." """

    cost: ManaCost | str
    text: str = "Kicker"
    gate: Gate | None = None
    multi: bool = False
    #: the part of the kicker cost that is not mana ("Pay 3 life", "Sacrifice two lands"),
    #: paid with the spell's other costs when it is kicked (CR 601.2h), or None
    extra: Cost | None = None

    def __post_init__(self) -> None:
        self.cost = ManaCost.parse(self.cost)


@dataclass(eq=False)
class Replicate(Ability):
    """Replicate [cost] (CR 702.56a), its first ability: "As an additional cost to cast this
    spell, you may pay [cost] any number of times." The number of times is announced as the
    spell is cast (CR 601.2b) and noted on it; its second ability, the trigger that copies
    it, is built beside it (:func:`karlov.runtime.build._replicate`)."""

    cost: ManaCost | str
    text: str = "Replicate"

    def __post_init__(self) -> None:
        self.cost = ManaCost.parse(self.cost)


@dataclass
class TargetContext:
    """Context passed to target filters while choosing targets."""

    source: GameObject
    controller: Player
    event: Any = None
    #: the X announced before the targets are chosen (CR 601.2b-c), for "with mana value X"
    x: int = 0


#: Where a resolution keeps the permanents sacrificed to pay its cost, for "the sacrificed
#: creature" (CR 601.2h, 602.2b, 608.2h).
SACRIFICED_FOR_COST = "sacrificed for the cost"
#: Where the resolution of an activated ability keeps which ability of which object it is, as
#: the game counts its activations this turn (``Game.ability_uses``), for "If this ability has
#: been activated four or more times this turn" (CR 602.2, 608.2c).
ACTIVATION_OF = "activation of"
#: Where a resolution keeps the cards discarded to pay its cost, for "the discarded card"
#: (CR 602.2b, 608.2h).
DISCARDED_FOR_COST = "discarded for the cost"
#: Where a resolution keeps the cards exiled from the graveyard to pay its activation cost,
#: for "the exiled card" (CR 602.2b, 406.1, 608.2h).
EXILED_FOR_COST = "exiled for the cost"
#: Where a spell records the one card revealed from the hand to pay its additional cost, for
#: "the revealed card's power" (CR 601.2h, 608.2h).
REVEALED_FOR_COST = "revealed for the cost"
#: The note on a spell cast with flashback or jump-start: exiled instead of put anywhere else
#: any time it would leave the stack (CR 702.34a, 702.133a).
EXILED_LEAVING_STACK = "exiled leaving the stack"
#: How many counters of each kind the cost "Remove any number of storage counters from ~"
#: removed (a dict of kind to number), for "for each storage counter removed this way"
#: (CR 602.2b).
COUNTERS_REMOVED_FOR_COST = "counters removed for the cost"
#: What the creature returned for a ninjutsu cost was attacking (CR 702.49c), remembered as the
#: cost is paid.
RETURNED_ATTACKER_DEFENDER = "attacked by the returned creature"


@dataclass(eq=False)
class Resolution:
    """Everything an effect needs while its spell or ability resolves (CR 608).

    ``source`` is the source object (maybe no longer in its zone; use ``game.chars`` which falls
    back to last-known information, CR 608.2h). ``targets[i]`` are the chosen targets for
    ``TargetSpec`` number ``i``; :meth:`target` / :meth:`targets_for` return only those still
    legal (CR 608.2b). ``event`` is the triggering event; ``remembered`` holds pronoun referents
    ("it", "that card") between steps of an effect; ``distribution`` maps target id to amount.
    """

    game: Game
    source: GameObject
    controller: Player
    ability: Any = None
    targets: list[list[Any]] = field(default_factory=list)
    legal: list[list[bool]] = field(default_factory=list)
    x: int = 0
    event: Any = None
    remembered: dict[str, Any] = field(default_factory=dict)
    modes: list[int] = field(default_factory=list)
    distribution: dict[int, int] = field(default_factory=dict)
    source_lki: LastKnown | None = None
    spell: GameObject | None = None

    def targets_for(self, i: int = 0) -> list[Any]:
        if i >= len(self.targets):
            return []
        legal = self.legal[i] if i < len(self.legal) else [True] * len(self.targets[i])
        return [t for t, ok in zip(self.targets[i], legal, strict=True) if ok]

    def target(self, i: int = 0) -> Any:
        ts = self.targets_for(i)
        return ts[0] if ts else None

    def amount_for(self, target: Any) -> int:
        return self.distribution.get(_tkey(target), 0)

    def remember(self, key: str, value: Any) -> None:
        self.remembered[key] = value

    def recall(self, key: str, default: Any = None) -> Any:
        return self.remembered.get(key, default)

    @property
    def you(self) -> Player:
        return self.controller


def _tkey(t: Any) -> int:
    if isinstance(t, Player):
        return -1 - t.index
    return t.id


target_key = _tkey
