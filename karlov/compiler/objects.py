"""Lowering object phrases: filters, players, zones, counts, targets and references.

A filter node ("noncreature artifact", "creature cards in your graveyard", "sources you
controlled") becomes an :class:`ObjectFilter`: tests over characteristics (types, subtypes,
supertypes, colors — what history records keep) and tests over live state (controller,
attacking, suspected, zone, damage this turn). An object phrase ("target creature an opponent
controls", "each creature you control", "it") becomes a :class:`Selector` that yields the
objects at resolution, registering a :class:`~karlov.runtime.TargetSpec` when it says
"target" (CR 115).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..frontend import nodes
from ..frontend.words import COLOR_LETTERS, card_type, number, singular
from ..runtime import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY, GameObject, Player, TargetSpec
from ..runtime.objects import Characteristics
from .context import AbilityContext, Mention, Unsupported

if TYPE_CHECKING:
    from ..runtime import Game


CharsTest = Callable[[Characteristics], bool]
StateTest = Callable[["Game", Any, Any], bool]


@dataclass(frozen=True)
class ObjectFilter:
    """What an object must be. ``zone`` is where such objects are looked for."""

    description: str
    chars_tests: tuple[CharsTest, ...] = ()
    state_tests: tuple[StateTest, ...] = ()
    nouns: frozenset[str] = frozenset()
    zone: str = BATTLEFIELD
    zone_owner: str | None = None  # "you" for "in your graveyard"
    cards_only: bool = False
    tokens_only: bool = False
    controlled_then: str | None = None  # "you" for "sources you controlled"
    cast_by_you: bool = False  # "spells you cast"

    def chars_ok(self, chars: Characteristics) -> bool:
        return all(test(chars) for test in self.chars_tests)

    def matches(self, game: Game, obj: Any, ctx: Any) -> bool:
        if isinstance(obj, Player):
            return False
        if self.cards_only and getattr(obj, "is_token", False):
            return False
        if self.tokens_only and not getattr(obj, "is_token", False):
            return False
        return self.chars_ok(game.chars(obj)) and all(t(game, obj, ctx) for t in self.state_tests)

    def candidates(self, game: Game, ctx: Any) -> list[GameObject]:
        """Every object in the filter's zone that matches it."""
        you = ctx.controller
        if self.zone in (GRAVEYARD, HAND, LIBRARY):
            players = [you] if self.zone_owner == "you" else game.players
            pool = [obj for player in players for obj in game.zone_objects(self.zone, player)]
        else:
            pool = game.zone_objects(self.zone)
        return [obj for obj in pool if self.matches(game, obj, ctx)]


def _lexeme(node: nodes.Node, kind: str | None = None) -> nodes.Lexeme:
    for item in node.items:
        if isinstance(item, nodes.Lexeme) and (kind is None or item.kind == kind):
            return item
    raise Unsupported(node, f"expected a word in '{type(node).__name__}'")


# ---- counts ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Count:
    """A quantity: ``at_least`` N, ``at_most`` N, ``exactly`` N; or the variable X."""

    relation: str
    value: int
    is_x: bool = False

    def holds(self, actual: int) -> bool:
        if self.relation == "at_least":
            return actual >= self.value
        if self.relation == "at_most":
            return actual <= self.value
        return actual == self.value

    def amount(self, res: Any) -> int:
        return res.x if self.is_x else self.value


def count_word(node: nodes.Node) -> Count:
    if isinstance(node, nodes.XValue):
        return Count("exactly", 0, is_x=True)
    if isinstance(node, nodes.ArticleA | nodes.ArticleAn):
        return Count("exactly", 1)
    if isinstance(node, nodes.Digits | nodes.NumberWord):
        return Count("exactly", number(_lexeme(node).text))
    raise Unsupported(node, f"unknown count '{type(node).__name__}'")


def count(node: nodes.Node) -> Count:
    """``count`` / ``at_least`` / ``at_most`` / ``no_count`` nodes, or a bare count word."""
    if isinstance(node, nodes.AtLeast):
        return Count("at_least", count_word(node.items[0]).value)
    if isinstance(node, nodes.AtMost):
        return Count("at_most", count_word(node.items[0]).value)
    if isinstance(node, nodes.NoCount):
        return Count("exactly", 0)
    if isinstance(node, nodes.Count):
        return count_word(node.items[0])
    return count_word(node)


def amount(node: nodes.Node) -> Count:
    return count_word(node)


# ---- players -------------------------------------------------------------------------------


PlayerRef = Callable[["Game", Any], list[Player]]


def player_ref(node: nodes.Node, ctx: AbilityContext) -> PlayerRef:
    """A player phrase as a function of (game, resolution-or-context) → players."""
    if isinstance(node, nodes.You):
        return lambda game, res: [res.controller]
    if isinstance(node, nodes.OpponentRef | nodes.EachOpponent):
        return lambda game, res: game.opponents(res.controller)
    if isinstance(node, nodes.EachPlayer):
        return lambda game, res: list(game.players)
    if isinstance(node, nodes.ThatPlayer):
        mention = ctx.last("player")
        if mention is not None:
            return _recall(mention).select
        if ctx.event_subject == "player" or ctx.event_subject is not None:
            return lambda game, res: _event_player(res)
        raise Unsupported(node, "'that player' refers to no player named before it")
    if isinstance(node, nodes.TargetPlayer | nodes.TargetOpponent):
        index = len(ctx.targets)
        only_opponents = isinstance(node, nodes.TargetOpponent)
        ctx.targets.append(
            TargetSpec.player(
                "target opponent" if only_opponents else "target player",
                (lambda game, cand, c: cand is not c.controller) if only_opponents else None,
            )
        )
        ctx.mention("player", key=f"target{index}", target_index=index)
        return lambda game, res: list(res.targets_for(index))
    if isinstance(node, nodes.ItsOwner):
        return lambda game, res: [_it(res, ctx).owner]
    if isinstance(node, nodes.ItsController):
        return lambda game, res: [game.controller(_it(res, ctx))]
    raise Unsupported(node, f"unknown player '{type(node).__name__}'")


def _event_player(res: Any) -> list[Player]:
    event = res.event
    target = getattr(event, "target", None)
    if isinstance(target, Player):
        return [target]
    player = getattr(event, "player", None) or getattr(event, "controller", None)
    return [player] if player is not None else []


def _it(res: Any, ctx: AbilityContext) -> Any:
    mention = ctx.last("object")
    if mention is not None:
        found = res.recall(mention.key, [])
        if found:
            return found[0]
    return res.source


# ---- zones -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class ZoneRef:
    """A zone phrase: its zone names (several for "graveyard, hand and/or library") and whose."""

    zones: tuple[str, ...]
    owner: str  # "you", "owner", "any"

    @property
    def zone(self) -> str:
        return self.zones[0]

    def player(self, game: Game, res: Any, obj: Any = None) -> Player:
        if self.owner == "owner" and obj is not None:
            return obj.owner
        return res.controller


ZONE_NAMES = {"graveyard": GRAVEYARD, "library": LIBRARY, "hand": HAND, "exile": "exile"}


def zone(node: nodes.Node) -> ZoneRef:
    if isinstance(node, nodes.Battlefield):
        return ZoneRef((BATTLEFIELD,), "any")
    if not isinstance(node, nodes.Zone):
        raise Unsupported(node, f"unknown zone '{type(node).__name__}'")
    possessive, words = node.items
    owner = {
        nodes.Your: "you",
        nodes.ItsOwners: "owner",
        nodes.TheirOwners: "owner",
        nodes.ThatPlayers: "that player",
    }.get(type(possessive), "you")
    assert isinstance(words, nodes.ZoneWords)
    names = []
    for lexeme in words.items:
        assert isinstance(lexeme, nodes.Lexeme)
        word = lexeme.text.split()[-1]
        if word not in ZONE_NAMES and word[:-1] in ZONE_NAMES:
            word = word[:-1]
        names.append(ZONE_NAMES[word])
    return ZoneRef(tuple(names), owner)


# ---- filters ---------------------------------------------------------------------------------


def _types_test(node: nodes.Node) -> tuple[CharsTest, set[str]]:
    """``Types``: "creature", "noncreature", "instant and sorcery" (a union)."""
    wanted: list[tuple[bool, str]] = []
    for lexeme in node.items:
        assert isinstance(lexeme, nodes.Lexeme)
        word = lexeme.text.split()[-1] if lexeme.kind == "TYPE_CONT" else lexeme.text
        wanted.append(card_type(word))
    negated = [t for neg, t in wanted if neg]
    positive = [t for neg, t in wanted if not neg]

    def test(chars: Characteristics) -> bool:
        if any(t in chars.types for t in negated):
            return False
        return not positive or any(t in chars.types for t in positive)

    return test, set(positive)


def _descriptor(node: nodes.Node, out: dict[str, Any]) -> None:
    chars: list[CharsTest] = out["chars"]
    state: list[StateTest] = out["state"]
    if isinstance(node, nodes.Types):
        test, names = _types_test(node)
        chars.append(test)
        out["nouns"].update(names)
    elif isinstance(node, nodes.Subtype):
        sub = singular(_lexeme(node).text).lower()
        chars.append(lambda c, sub=sub: sub in c.subtypes)
        out["nouns"].add(sub)
    elif isinstance(node, nodes.Supertype):
        negated, word = card_type(_lexeme(node).text)
        if negated:
            chars.append(lambda c, w=word: w not in c.supertypes)
        else:
            chars.append(lambda c, w=word: w in c.supertypes)
    elif isinstance(node, nodes.Color):
        negated, word = card_type(_lexeme(node).text)
        letter = COLOR_LETTERS.get(word)
        if letter is None:
            raise Unsupported(node, f"the color word '{word}' in a filter")
        if negated:
            chars.append(lambda c, x=letter: x not in c.colors)
        else:
            chars.append(lambda c, x=letter: x in c.colors)
    elif isinstance(node, nodes.Attacking):
        state.append(lambda game, obj, ctx: game.is_attacking(obj))
    elif isinstance(node, nodes.Suspected):
        state.append(lambda game, obj, ctx: bool(getattr(obj, "suspected", False)))
    elif isinstance(node, nodes.Tapped):
        state.append(lambda game, obj, ctx: bool(getattr(obj, "tapped", False)))
    elif isinstance(node, nodes.Untapped):
        state.append(lambda game, obj, ctx: not getattr(obj, "tapped", False))
    elif isinstance(node, nodes.Damaged):
        state.append(lambda game, obj, ctx: getattr(obj, "damage", 0) > 0)
    elif isinstance(node, nodes.Enchanted | nodes.Equipped):
        state.append(lambda game, obj, ctx: _attached_to_source(game, obj, ctx))
    else:
        raise Unsupported(node, f"the word '{type(node).__name__.lower()}' in a filter")


def _attached_to_source(game: Game, obj: Any, ctx: Any) -> bool:
    source = getattr(ctx, "source", None)
    return source is not None and getattr(source, "attached_to", None) is obj


def _qualifier(node: nodes.Node, out: dict[str, Any], ctx: AbilityContext) -> None:
    state: list[StateTest] = out["state"]
    if isinstance(node, nodes.ControllerQualifier | nodes.NotControlledBy):
        players = player_ref(node.items[0], ctx)
        wanted = not isinstance(node, nodes.NotControlledBy)

        def controls(game: Game, obj: Any, c: Any, players=players, wanted=wanted) -> bool:
            return (game.controller(obj) in players(game, c)) is wanted

        state.append(controls)
    elif isinstance(node, nodes.ControlledThen):
        if not isinstance(node.items[0], nodes.You):
            raise Unsupported(node, "'controlled' with a player other than 'you'")
        out["controlled_then"] = "you"
    elif isinstance(node, nodes.ZoneQualifier):
        where = zone(node.items[0])
        out["zone"], out["zone_owner"] = where.zone, where.owner
    elif isinstance(node, nodes.InOwnZone):
        word = _lexeme(node).text
        out["zone"], out["zone_owner"] = ZONE_NAMES[word], "you"
    elif isinstance(node, nodes.OnBattlefield):
        out["zone"] = BATTLEFIELD
    elif isinstance(node, nodes.DealtDamageThisTurn):
        state.append(lambda game, obj, c: game.history.was_dealt_damage(obj))
    elif isinstance(node, nodes.CastQualifier):
        if not isinstance(node.items[0], nodes.You):
            raise Unsupported(node, "spells cast by a player other than you")
        out["cast_by_you"] = True
    elif isinstance(node, nodes.NamedQualifier):
        name = _lexeme(node, "OTHER_CARD_NAME").text
        out["chars"].append(lambda c, n=name: c.name == n)
    elif isinstance(node, nodes.ManaValueQualifier):
        raise Unsupported(node, "a total mana value requirement outside reminder text")
    elif isinstance(node, nodes.KeywordQualifier):
        keyword = _lexeme(node).text
        out["chars"].append(lambda c, k=keyword: k in c.abilities)
    elif isinstance(node, nodes.PowerQualifier):
        least = amount(node.items[0]).value
        out["chars"].append(lambda c, n=least: c.power is not None and c.power >= n)
    elif isinstance(node, nodes.TotalPowerQualifier):
        raise Unsupported(node, "a total power requirement outside crew's reminder text")
    else:
        raise Unsupported(node, f"the qualifier '{type(node).__name__}'")


def object_filter(node: nodes.Node, ctx: AbilityContext) -> ObjectFilter:
    """A ``Filter`` or ``BareFilter`` node as an :class:`ObjectFilter`."""
    if not isinstance(node, nodes.Filter | nodes.BareFilter):
        raise Unsupported(node, f"expected a filter, found '{type(node).__name__}'")
    out: dict[str, Any] = {"chars": [], "state": [], "nouns": set(), "zone": BATTLEFIELD}
    head = None
    for item in node.items:
        if item is None:
            continue
        if isinstance(item, nodes.HeadNoun):
            head = _lexeme(item).text.lower()
        elif isinstance(item, nodes.Node) and item.rule in _QUALIFIER_RULES:
            _qualifier(item, out, ctx)
        elif isinstance(item, nodes.Node):
            _descriptor(item, out)
    cards_only = tokens_only = False
    if head is not None:
        noun = "copy" if head == "copies" else head.removesuffix("s")
        out["nouns"].add(noun)
        if noun == "card":
            cards_only = True
        elif noun == "token":
            tokens_only = True
        elif noun == "spell":
            out["zone"] = "stack"
    description = _describe(node)
    return ObjectFilter(
        description,
        tuple(out["chars"]),
        tuple(out["state"]),
        frozenset(out["nouns"]),
        out["zone"],
        out.get("zone_owner"),
        cards_only,
        tokens_only,
        out.get("controlled_then"),
        out.get("cast_by_you", False),
    )


_QUALIFIER_RULES = frozenset(
    {
        "controller_qualifier",
        "not_controlled_by",
        "controlled_then",
        "zone_qualifier",
        "in_own_zone",
        "on_battlefield",
        "dealt_damage_this_turn",
        "cast_qualifier",
        "named_qualifier",
        "mana_value_qualifier",
        "total_power_qualifier",
        "keyword_qualifier",
        "power_qualifier",
    }
)


def _describe(node: nodes.Node) -> str:
    words = []
    for lexeme in node.lexemes():
        words.append(lexeme.text)
    return " ".join(words) or type(node).__name__.lower()


def described(node: nodes.Node, card_name: str) -> str:
    """Readable words of a node, for prompts and logs (not canonical rendering)."""
    return " ".join(lx.text.replace("~", card_name) for lx in node.lexemes())


# ---- object phrases ---------------------------------------------------------------------------


Selector = Callable[["Game", Any], list[Any]]


@dataclass
class Objects:
    """A compiled object phrase: how to find the objects, and what it says about them."""

    select: Selector
    plural: bool = False
    nouns: frozenset[str] = frozenset()
    filter: ObjectFilter | None = None
    target_index: int | None = None
    mention_key: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)


def target_spec(filt: ObjectFilter, description: str, low: int, high: int) -> TargetSpec:
    """A TargetSpec from a filter (CR 115.1): permanents unless the filter names a zone."""
    kinds = frozenset({"permanent"})
    zones: tuple[str, ...] = ()
    if filt.zone == "stack":
        kinds = frozenset({"spell"})
    elif filt.zone != BATTLEFIELD:
        kinds, zones = frozenset({"card"}), (filt.zone,)
    return TargetSpec(description, filt.matches, min=low, max=high, kinds=kinds, zones=zones)


def objects(node: nodes.Node, ctx: AbilityContext) -> Objects:
    """Any ``objects`` alternative of the grammar, compiled."""
    if isinstance(node, nodes.Target):
        return _target(node, ctx)
    if isinstance(node, nodes.AnyTarget):
        index = len(ctx.targets)
        ctx.targets.append(TargetSpec.any_target())
        ctx.mention(
            "object", frozenset({"creature", "player", "planeswalker"}), f"target{index}", index
        )
        return Objects(lambda game, res: list(res.targets_for(index)), target_index=index)
    if isinstance(node, nodes.AnyNumberOfTargets):
        index = len(ctx.targets)
        spec = TargetSpec.any_target("any number of targets", min=0, max=99)
        ctx.targets.append(spec)
        ctx.distribute_index = index
        return Objects(lambda game, res: list(res.targets_for(index)), True, target_index=index)
    if isinstance(node, nodes.SelfRef | nodes.SelfName):
        return Objects(lambda game, res: [res.source], nouns=frozenset({"self"}))
    if isinstance(node, nodes.Each | nodes.AllOf | nodes.AllMatching):
        filt = object_filter(node.items[0], ctx)

        def every(game: Game, res: Any, filt: ObjectFilter = filt) -> list[Any]:
            return filt.candidates(game, res)

        return Objects(every, True, filt.nouns, filt)
    if isinstance(node, nodes.Counted):
        return _counted(node, ctx)
    if isinstance(node, nodes.TopCards):
        return top_cards(node, ctx)
    return reference(node, ctx)


def _target(node: nodes.Node, ctx: AbilityContext) -> Objects:
    how_many, filter_node = node.items
    low = high = 1
    if isinstance(how_many, nodes.UpTo):
        low, high = 0, count_word(how_many.items[0]).value
    elif isinstance(how_many, nodes.CountRange):
        low, high = count_word(how_many.items[0]).value, count_word(how_many.items[1]).value
    elif isinstance(how_many, nodes.TargetCount):
        low = high = count_word(how_many.items[0]).value
    elif how_many is not None:
        raise Unsupported(how_many, "this number of targets")
    assert isinstance(filter_node, nodes.Node)
    filt = object_filter(filter_node, ctx)
    index = len(ctx.targets)
    description = "target " + filt.description
    ctx.targets.append(target_spec(filt, description, low, high))
    ctx.mention("objects" if high > 1 else "object", filt.nouns, f"target{index}", index)
    return Objects(
        lambda game, res: list(res.targets_for(index)),
        high > 1,
        filt.nouns,
        filt,
        target_index=index,
    )


def _counted(node: nodes.Node, ctx: AbilityContext) -> Objects:
    how_many, filter_node = node.items
    quantity = count(how_many)
    filt = object_filter(filter_node, ctx)

    def select(game: Game, res: Any) -> list[Any]:
        return filt.candidates(game, res)

    return Objects(select, quantity.value != 1, filt.nouns, filt, extra={"count": quantity})


def top_cards(node: nodes.Node, ctx: AbilityContext) -> Objects:
    how_many, _noun, where = node.items
    n = count_word(how_many).value if how_many is not None else 1
    place = zone(where)

    def select(game: Game, res: Any) -> list[Any]:
        return game.library(place.player(game, res))[:n]

    return Objects(select, n > 1, frozenset({"card"}), extra={"top": n, "zone": place})


def reference(node: nodes.Node, ctx: AbilityContext) -> Objects:
    """Pronouns and "that [noun]": bound now to a mention, the event object or the source."""
    if isinstance(node, nodes.It):
        mention = ctx.last("object") or ctx.last("objects")
        if mention is not None:
            return _recall(mention)
        return _event_or_source(ctx)
    if isinstance(node, nodes.Them):
        mention = ctx.last("objects")
        if mention is None:
            raise Unsupported(node, "'them' refers to nothing named before it")
        return _recall(mention, plural=True)
    if isinstance(node, nodes.OneOfThem):
        mention = ctx.last("objects")
        if mention is None:
            raise Unsupported(node, "'one of them' refers to nothing named before it")
        return _recall(mention, plural=True, extra={"choose_one": True})
    if isinstance(node, nodes.That | nodes.Those):
        filt_node = node.items[0]
        assert isinstance(filt_node, nodes.Node)
        nouns = object_filter(filt_node, ctx).nouns
        for noun in sorted(nouns) or [None]:
            mention = ctx.last(None, noun)
            if mention is not None and mention.kind != "player":
                return _recall(mention, plural=isinstance(node, nodes.Those))
        if ctx.event_subject in {"object", "spell"}:
            return _event_or_source(ctx)
        raise Unsupported(node, "'that ...' refers to nothing named before it")
    if isinstance(node, nodes.TheNoun):
        raise Unsupported(node, "'the copy' outside reminder text")
    raise Unsupported(node, f"the object phrase '{type(node).__name__}'")


def _recall(mention: Mention, plural: bool = False, extra: dict[str, Any] | None = None) -> Objects:
    """What a mention named: its targets (still legal, CR 608.2b) or the objects it stored."""
    index = mention.target_index
    if index is not None:

        def targets(game: Game, res: Any) -> list[Any]:
            return list(res.targets_for(index))

        return Objects(targets, plural, mention.nouns, target_index=index, extra=extra or {})
    key = mention.key

    def select(game: Game, res: Any) -> list[Any]:
        return [obj for obj in res.recall(key, []) if obj is not None]

    return Objects(select, plural, mention.nouns, mention_key=key, extra=extra or {})


def _event_or_source(ctx: AbilityContext) -> Objects:
    if ctx.event_subject in {"object", "spell"}:

        def from_event(game: Game, res: Any) -> list[Any]:
            event = res.event
            found = getattr(event, "spell", None) or getattr(event, "obj", None)
            return [found] if found is not None else []

        return Objects(from_event, nouns=ctx.event_nouns)
    return Objects(lambda game, res: [res.source], nouns=frozenset({"self"}))
