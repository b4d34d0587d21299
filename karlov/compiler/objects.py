"""Lowering object phrases: filters, players, zones, counts, targets and references.

A filter node ("noncreature artifact", "creature cards in your graveyard", "sources you
controlled") becomes an :class:`ObjectFilter`: tests over characteristics (types, subtypes,
supertypes, colors — what history records keep) and tests over live state (controller,
attacking, suspected, zone, damage this turn). An object phrase ("target creature an opponent
controls", "each creature you control", "it") becomes an IR object reference
(:data:`~karlov.ir.ObjectRef`) that the runtime resolves as the effect resolves, registering an
:class:`~karlov.ir.TargetSpec` when it says "target" (CR 115).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from .. import ir
from ..frontend import nodes
from ..frontend.nodes import rule_name, rule_names
from ..frontend.words import COLOR_LETTERS, card_type, number, singular
from ..spans import ir_class
from .accounting import consume, consume_all, is_, is_named, lexeme_texts, take
from .context import AbilityContext, Group, Mention, Unsupported
from .linked import linked_exile

if TYPE_CHECKING:
    # A compiled filter is the runtime's matcher built from the filter's IR (``.spec``).
    from ..runtime.filters import Matcher as ObjectFilter

# The runtime's zone names (:mod:`karlov.runtime.objects`) and the card types of permanents
# (CR 110.4), stated here so that compiling a card loads none of the runtime's game classes
# (issue 24); tests/compiler/test_runtime_free_import.py checks that they are the runtime's.
BATTLEFIELD = ir.ZoneName.BATTLEFIELD.value
GRAVEYARD = ir.ZoneName.GRAVEYARD.value
HAND = ir.ZoneName.HAND.value
LIBRARY = ir.ZoneName.LIBRARY.value
PERMANENT_TYPES = frozenset(
    {"artifact", "creature", "enchantment", "land", "planeswalker", "battle"}
)


def _lexeme(node: nodes.Node, kind: str | None = None) -> nodes.Lexeme:
    for item in take(node):
        if isinstance(item, nodes.Lexeme) and (kind is None or item.kind == kind):
            return item
    raise Unsupported(node, f"expected a word in '{type(node).__name__}'")


#: The kind of mention of the cards looked at on top of a library ("Look at the top five
#: cards of your library"), which "from among them" and "the rest" name; not an "objects"
#: mention, so "them" and "it" keep meaning what they meant before.
LOOKED_AT = "looked_at"
#: Among the nouns of a ``LOOKED_AT`` mention: the cards were revealed, not only looked at,
#: so "revealed this way" names them (CR 701.20a).
REVEALED = "revealed"
#: The kind of mention of the cards a player chose to reveal from their own hand ("Reveal any
#: number of red cards in your hand"), which "revealed this way" names (CR 701.20a: they stay
#: in that hand); not a ``LOOKED_AT`` mention, so "from among them" and "the rest" don't.
HAND_REVEALED = "hand_revealed"
#: The key prefix of a ``LOOKED_AT`` mention of cards on top of another player's library (a
#: target player's, or each player's own): "from among them" is in those libraries.
THEIR_LOOKED_AT = "their_top"
#: The kind of mention of the copy a "copy that spell" made (CR 707.10), which "the copy"
#: names (CR 707.10c); not an "objects" mention, so "it" and "that spell" keep naming the
#: spell copied.
COPY_MENTION = "copy"


# ---- counts ------------------------------------------------------------------------------


@ir_class  # @dataclass(frozen=True, slots=True), made cheaper at import (issue 24)
class Count:
    """A quantity: ``at_least`` N, ``at_most`` N, ``exactly`` N; or the variable X."""

    relation: str
    value: int
    is_x: bool = False


def count_word(node: nodes.Node) -> Count:
    if is_(node, nodes.XValue):
        return Count("exactly", 0, is_x=True)
    if is_(node, (nodes.ArticleA, nodes.ArticleAn)):
        return Count("exactly", 1)
    if is_(node, (nodes.Digits, nodes.NumberWord)):
        return Count("exactly", number(_lexeme(node).text))
    raise Unsupported.quoting(node, "the count '{}'")


def fixed_value(node: nodes.Node) -> int:
    """The number a count word says where only a fixed number is read: X there (CR 107.3) is
    refused, never read as 0."""
    said = count_word(node)
    if said.is_x:
        raise Unsupported.quoting(node, "'{}' where only a fixed number is read")
    return said.value


def is_another(node: nodes.Node | None) -> bool:
    """Whether a count is "another": one object other than the source of the ability
    ("another target creature", "sacrifice another creature", CR 115.4), which the filter
    states with ``other``. The count node is consumed when it is."""
    if node is None:
        return False
    inner = node.items[0] if rule_name(node) in _ANOTHER_WRAPPERS and node.items else node
    if not is_(inner, nodes.Another):
        return False
    consume(node)
    return True


_ANOTHER_WRAPPERS = frozenset({rule_names.Count, rule_names.TargetCount})


def _other_than_source(how_many: nodes.Node, filt: ir.ObjectFilter, ctx: AbilityContext) -> None:
    """ "another" is other than the ability's source only when the ability has not already
    named such an object: in "return a creature card ..., then return another creature card"
    or "target creature and another target creature" it is other than the first one (CR
    115.3), which the filter's ``other`` does not say; that reading is reported."""
    if _named_before(filt, ctx):
        raise Unsupported(how_many, "'another' after an object named before it")


def _named_before(filt: ir.ObjectFilter, ctx: AbilityContext) -> list[Mention]:
    """The objects the ability named before a phrase with ``filt``'s nouns (or with none).
    The source itself named before ("When ~ dies, exile ~, then return another target creature
    card ...") is not one: "another" other than it is other than the source, as the filter's
    ``other`` says."""
    nouns = set(filt.nouns)
    return [
        mention
        for mention in ctx.mentions
        if mention.kind != "player"
        and "self" not in mention.nouns
        and (not mention.nouns or nouns & mention.nouns)
    ]


def _other_than_targets(
    how_many: nodes.Node, filt: ir.ObjectFilter, ctx: AbilityContext
) -> tuple[int, ...]:
    """ "Target creature gets +2/+2. Another target creature gets -2/-2", "up to one other
    target creature": in an instant's or sorcery's text (whose source, a spell, is never such
    an object) "another" after earlier targets of the kind is other than them (CR 115.3): the
    indexes of those targets. An object named before that is not a target, or an ability of a
    permanent (which could also mean "other than this permanent"), is reported; none named
    before: ``()``, other than the source (the filter's ``other``)."""
    earlier = _named_before(filt, ctx)
    if not earlier:
        return ()
    # a target an instruction moved ("Exile target artifact. ... one other target artifact")
    # is named again as the new object it became, still that target (CR 400.7)
    indexes = [m.target_index if m.target_index is not None else m.moved_target for m in earlier]
    if not ctx.of_spell or any(index is None for index in indexes):
        raise Unsupported(how_many, "'another' after an object named before it")
    return tuple(sorted({index for index in indexes if index is not None}))


def fixed_count(node: nodes.Node, why: str) -> int:
    """The number a ``count`` node states, which must be fixed ("two", not "two or more" or
    X): else :class:`Unsupported` at the node, saying ``why``."""
    how_many = count(node)
    if how_many.relation != "exactly" or how_many.is_x:
        raise Unsupported(node, why)
    return how_many.value


def count(node: nodes.Node) -> Count:
    """``count`` / ``at_least`` / ``at_most`` / ``no_count`` nodes, or a bare count word."""
    if rule_name(node) not in _COUNT_FORMS:
        return count_word(node)
    if is_(node, nodes.AtLeast):
        return Count("at_least", fixed_value(take(node)[0]))
    if is_(node, nodes.AtMost):
        return Count("at_most", fixed_value(take(node)[0]))
    if is_(node, nodes.NoCount):
        return Count("exactly", 0)
    if is_(node, nodes.Exactly):  # "exactly seven cards" (CR 107.1)
        return Count("exactly", fixed_value(take(node)[0]))
    if is_(node, nodes.Count):
        return count_word(take(node)[0])
    return count_word(node)


_COUNT_FORMS = frozenset(
    {
        rule_names.AtLeast,
        rule_names.AtMost,
        rule_names.NoCount,
        rule_names.Count,
        rule_names.Exactly,
    }
)


def amount(node: nodes.Node) -> Count:
    return count_word(node)


# ---- counters ------------------------------------------------------------------------------

#: Counters with a rules meaning the runtime does not give them (CR 122.1c-i): put or counted,
#: they would be markers only, which is wrong (loyalty counters are read: a planeswalker's loyalty
#: is their number, CR 306.5c, 122.1e, and the runtime's state-based action reads them). Lore
#: counters advance a Saga (CR 714.2), level counters level up (CR 711), poison, energy and
#: experience counters are a player's (CR 122.1f). Time counters are not among them: they
#: mean nothing but what abilities read (suspend, vanishing, CR 702.62, 702.63), and the
#: runtime's suspend and vanishing read the same "time" counters any effect puts or removes.
#: A counter of the form +N/+M (CR 122.1a): it adds N to power and M to toughness (either
#: number may be negative).
PT_COUNTER = re.compile(r"[+-]\d+/[+-]\d+")

#: Kinds of counter with a rules meaning of their own (CR 122.1c-i, 306.5b, 310.4, 702.62,
#: 714, 711, 728): any other named kind is a marker that only abilities read (CR 122.1).
UNREAD_COUNTERS = frozenset(
    {
        "shield",
        "stun",
        "poison",
        "energy",
        "experience",
        "lore",
        "level",
        "defense",
        "finality",
        "rad",
        "ticket",
    }
)


def counter_name(kind: nodes.Node, *, only_read: bool = False) -> str:
    """The kind of counter a ``counter_kind`` node names: ``"+1/+1"``, ``"-1/-1"`` (CR
    122.1a) or a named kind, ``"charge"``, ``"quest"`` (CR 122.1: any other kind is a marker
    that abilities read). A kind whose rules meaning the runtime lacks is reported, unless
    ``only_read``: a condition that only counts them ("if it had no time counters on it")
    gives them no meaning."""
    if is_(kind, nodes.KeywordCounter):
        # A keyword counter grants its keyword (CR 122.1b, 613.1f): the runtime's layers
        # read those of :data:`KEYWORD_COUNTERS` on a permanent; any other is reported.
        name = _lexeme(kind, "KEYWORD_COUNTER").text.lower()
        if name not in ir.KEYWORD_COUNTERS:
            raise Unsupported(kind, f"{name} counters (the keyword they grant, CR 122.1b)")
        return name
    if is_(kind, nodes.NamedCounter):
        name = _lexeme(kind, "COUNTER_NAME").text.lower()
        if name in UNREAD_COUNTERS and not only_read:
            raise Unsupported(kind, f"{name} counters (their rules meaning, CR 122.1)")
        return name
    text = _lexeme(kind, "PT_MOD").text
    if not PT_COUNTER.fullmatch(text):
        # a +X/+X counter's X would be a number fixed as it was put (CR 122.1a): not read
        raise Unsupported(kind, f"{text} counters (CR 122.1a)")
    # "+2/+2", "+0/+1", "-0/-1" counters change power and toughness (CR 122.1a, layer 7c,
    # CR 613.4c) as +1/+1 and -1/-1 counters do
    return text


# ---- players -------------------------------------------------------------------------------


def players(node: nodes.Node, ctx: AbilityContext) -> ir.Players:
    """A player phrase's IR."""
    where = node.span
    if is_(node, nodes.You):
        return ir.Players("you", span=where)
    if is_(node, (nodes.OpponentRef, nodes.EachOpponent)):
        return ir.Players("each_opponent", span=where)
    if is_(node, nodes.EachPlayer):
        return ir.Players("each_player", span=where)
    if is_(node, nodes.EachOtherPlayer):
        # "Each other player loses X life": every player but you (CR 102.1), where the
        # ability names no other player it could be "other" than
        if ctx.last("player") is not None or ctx.event_subject == "player":
            raise Unsupported(node, "'each other player' after another player (other than whom?)")
        return ir.Players("each_other_player", span=where)
    if is_(node, nodes.EachOtherOpponent):
        # "Whenever ~ deals combat damage to an opponent, it deals that much damage to each
        # other opponent": every opponent but the one named before it (CR 102.1); no player
        # description of the IR excludes a player named by the event
        raise Unsupported(node, "'each other opponent' (every opponent but one named before it)")
    if is_(node, nodes.AnyPlayer):
        # "Any player may ...", "unless any player pays {2}" (CR 118.12a, 101.4)
        return ir.Players("any_player", span=where)
    if is_(node, nodes.PlayerAttacking):
        # "Each opponent attacking that player ..." (CR 506.2, 508.1b: a player who controls a
        # creature attacking that player): no player description of the IR says this yet
        raise Unsupported.quoting(node, "'{}': the players attacking a player")
    if is_(node, nodes.PlayerWho):
        # "target player who attacked this turn", "each opponent who controls fewer creatures
        # than you": players described by what they control, have or did (CR 102.1); no
        # player description of the IR says this yet
        raise Unsupported(node, "a player described by what they control, have or did ('who ...')")
    if is_(node, nodes.PlayerWith):
        # "Each opponent with no cards in hand", "Each player with exactly 13 life": players
        # described by what they have (CR 102.1, 119.1, 402.1); no player description of the
        # IR says this yet
        raise Unsupported(node, "a player described by what they have ('with ...')")
    if is_(
        node,
        (nodes.ThePlayerMostLife, nodes.ThePlayerMostCardsInHand, nodes.ThePlayerHighestLifeTotal),
    ):
        # "the player with the most life" (CR 119.1, 402.1): the one player with more than
        # each other player, if there is one
        raise Unsupported.quoting(node, "'{}' (the one player with the most)")
    if is_(node, nodes.ThePlayerControllingMost):
        raise Unsupported.quoting(node, "'{}' (the one player who controls the most)")
    if is_(node, (nodes.EachFriend, nodes.EachFoe)):
        # Battlebond's "each friend" / "each foe": the players chosen as friends or foes by
        # "For each player, choose friend or foe." (not in the CR; the card's own choice)
        raise Unsupported.quoting(node, "'{}' (players chosen as friend or foe)")
    if is_(node, nodes.AnOpponentActs):
        # "An opponent gains control of it.", "An opponent chooses one of them.": one opponent
        # (CR 102.3), chosen by the ability's controller -- not each opponent; the runtime
        # has no such choice of the acting player yet
        raise Unsupported(node, "'an opponent' who acts (one opponent of your choice)")
    if is_(node, nodes.EnchantedPlayer):
        # "Enchanted player can't ..." (CR 303.4: the player a Curse is attached to)
        raise Unsupported(node, "'enchanted player' as the player an effect applies to")
    if is_(node, (nodes.ThatPlayer, nodes.ThePlayer)):
        # "the player" names the player named before it, as "that player" does (CR 608.2c)
        named = _player_named_last(ctx, where)
        if named is not None:
            return named
        if ctx.event_subject == "several":
            raise Unsupported(node, "'that player' after a trigger on one or more objects")
        if ctx.event_graveyard_owner is not None:
            # "Whenever a card is put into an opponent's graveyard from anywhere, ... that
            # player": the owner of that graveyard, the card's owner (CR 400.3)
            if not ctx.event_graveyard_owner:
                raise Unsupported(node, "'that player' after a trigger that names no player")
            return ir.Players("owner", of=ir.EventObject(span=where), span=where)
        if ctx.event_subject == "self" and _opponent_controlling_target(ctx, where) is not None:
            # "When Dong Zhou enters, target creature an opponent controls deals damage equal
            # to its power to that player": the opponent the text names, not the player of
            # the event (its controller); which one is meant is not settled here (CR 608.2c)
            raise Unsupported(node, "'that player': the opponent named or the event's player")
        if ctx.event_subject is not None:
            return ir.Players("that_player", span=where)
        controller = _opponent_controlling_target(ctx, where)
        if controller is not None:
            # "That player reveals cards ... The player puts that card ...": the same player
            # again (CR 608.2c)
            ctx.mention("player", players=controller)
            return controller
        owner = _owner_of_opponents_card(ctx, where)
        if owner is not None:
            ctx.mention("player", players=owner)
            return owner
        if len(ctx.owners_named) == 1 and ctx.they is None:
            owner = dataclasses.replace(ctx.owners_named[0], span=where)
            ctx.mention("player", players=owner)
            return owner
        if ctx.they is not None:
            # "Typhoon deals damage to each opponent equal to the number of Islands that player
            # controls.": with no player named before it, the one player (or each player in
            # turn) the instruction names (CR 608.2c; the clause checks it names one)
            ctx.they_used = True
            return dataclasses.replace(ctx.they, span=where)
        raise Unsupported(node, "'that player' refers to no player named before it")
    if is_(node, (nodes.TargetPlayer, nodes.TargetOpponent)):
        return target_player(node, ctx, is_(node, nodes.TargetOpponent))
    if is_(node, nodes.SelfOwner):
        # "Cerulean Sphinx's owner shuffles it into their library." (CR 108.3: the owner of
        # this object, which never changes)
        consume_all(take(node)[0])
        return ir.Players("owner", of=ir.SourceObject(span=where), span=where)
    if is_(node, nodes.OwnerOf):
        # "The owner of target permanent shuffles it into their library." (CR 108.3): the
        # owner of the one object named, which "it" names after it
        (what,) = take(node)
        found = objects(what, ctx)  # type: ignore[arg-type]
        if found.plural:
            raise Unsupported(node, "'the owner of' several objects (which one's owner?)")
        return ir.Players("owner", of=found.ref, span=where)
    if is_(node, nodes.ControllerOf):
        # "The controller of target instant or sorcery spell copies it." (CR 108.4, 110.2: the
        # player who controls the one object named)
        (what,) = take(node)
        found = objects(what, ctx)  # type: ignore[arg-type]
        if found.plural:
            raise Unsupported(node, "'the controller of' several objects (which one's?)")
        controller = ir.Players("controller", of=found.ref, span=where)
        ctx.mention("player", players=controller)  # "That player may choose new targets ..."
        return controller
    if is_(node, (nodes.TargetObjectsController, nodes.TargetObjectsOwner)):
        return _target_objects_player(node, ctx)
    if is_(node, (nodes.ItsOwner, nodes.ItsController)):
        mention = ctx.last("object")
        of: ir.ObjectRef = ir.Mentioned(mention.key) if mention is not None else ir.SourceObject()
        several = ctx.last("objects") is not None or bool(ctx.groups)
        if mention is None and is_(node, nodes.ItsOwner) and several:
            # "Destroy two target creatures. Its owner gains 4 life.": which one's owner is
            # not said; never the source's
            raise Unsupported(node, "'its owner' after several objects")
        if mention is None and ctx.event_subject == "several":
            raise Unsupported(node, "'its' after a trigger on one or more objects")
        if mention is None and ctx.event_subject in ("object", "spell"):
            # "Whenever a creature enters, its controller sacrifices ...": the object of the
            # triggering event, not the ability's source (CR 603.2).
            of = ir.EventObject(span=where)
        who = "owner" if is_(node, nodes.ItsOwner) else "controller"
        if mention is not None:
            # "Exile target creature. Its controller ...": the target's controller, as it
            # last existed if it left the battlefield (CR 608.2h); "Destroy target creature.
            # Its owner gains 4 life.": the target's owner, who never changes (CR 108.3).
            index = (
                mention.target_index if mention.target_index is not None else mention.moved_target
            )
            if index is not None:
                of = ir.TargetObjects(index, span=where)
        return ir.Players(who, of=of, span=where)
    if is_(
        node,
        (nodes.ThatCreaturesController, nodes.ThatObjectsController, nodes.TheObjectsController),
    ):
        return _that_objects_controller(node, ctx)
    if is_(node, (nodes.AttackingPlayer, nodes.TheAttackingPlayer, nodes.ThatAttackingPlayer)):
        # "attacking player" (CR 506.2: the active player during combat), "that attacking
        # player" (the player of a trigger's attack): no player of the IR says either yet
        raise Unsupported.quoting(node, "the player '{}' (the attacking player, CR 506.2)")
    if is_(node, nodes.DefendingPlayer):
        of = ctx.defending_player_of
        if of is None:
            raise Unsupported(
                node, "'defending player' in an ability not of the attacking creature"
            )
        if isinstance(of, ir.EventObject):
            # "Whenever a creature you control attacks, defending player loses 1 life": the
            # player that creature attacks (CR 508.5, 508.5a).
            return ir.Players("defending_player", of=ir.EventObject(span=where), span=where)
        # "Whenever ~ attacks, tap target creature defending player controls" (CR 508.5).
        return ir.Players("defending_player", span=where)
    if is_(node, nodes.YourOpponents):
        return ir.Players("each_opponent", span=where)  # "creatures your opponents control"
    raise Unsupported.quoting(node, "the player '{}'")


def _target_objects_player(node: nodes.Node, ctx: AbilityContext) -> ir.Players:
    """ "Target artifact creature's controller sacrifices it.", "target creature's owner puts
    it on the top or bottom of their library": one target object (CR 115.1), then the player
    who controls it (CR 108.4; as it last existed if it has left the battlefield, CR 608.2h)
    or owns it (CR 108.3) -- what "the controller of target creature" says. "it" and "that
    creature" after it name the target, "that player" the controller or owner."""
    (described,) = take(node)
    assert isinstance(described, nodes.Node)
    where = node.span
    target = _possessed_target(described, ctx, where)
    who = "owner" if is_(node, nodes.TargetObjectsOwner) else "controller"
    player = ir.Players(who, of=target, span=where)
    ctx.mention("player", players=player)  # "That player may search their library ..."
    return player


def _possessed_target(
    described: nodes.Node, ctx: AbilityContext, where: ir.Span | None
) -> ir.TargetObjects:
    """The one target object of "target creature's controller", "target creature's power"
    (CR 115.1): its description is the words before the "'s"; "it" and "that creature"
    after it name it."""
    filt = filter_ir(described, ctx)
    filt = replace(filt, description=filt.description.removesuffix("'s"))
    if filt.chosen is not None or _names_a_player_of_this_ability(filt):
        raise Unsupported(described, "a target described by a choice or another target")
    index = len(ctx.targets)
    ctx.targets.append(target_spec(filt, f"target {filt.description}", 1, 1))
    ctx.mention("object", frozenset(filt.nouns), f"target{index}", index)
    return ir.TargetObjects(index, span=where)


def _player_named_last(ctx: AbilityContext, where: ir.Span | None) -> ir.Players | None:
    """The player "that player" names when one was named before it: a target player, a
    player a set of players stood for, or a chosen or recorded player (by its key)."""
    mention = ctx.last("player")
    if mention is None:
        return None
    if mention.target_index is not None:
        return ir.Players("target", target_index=mention.target_index, span=where)
    if mention.players is not None:
        return dataclasses.replace(mention.players, span=where)
    return ir.Players("mentioned", key=mention.key, span=where)


def that_players_zone_owner(node: nodes.Node, ctx: AbilityContext) -> ir.Players:
    """Whose zone "that player's hand" / "that player's graveyard" is (CR 400.3): the player
    named last before it (a target, a chosen or recorded player), the player of the
    triggering event ("At the beginning of each opponent's upkeep, ... that player's hand"),
    or, with neither, the one player the instruction names ("deals damage to each opponent
    equal to the number of cards in that player's hand": each in turn). Anything else is C001."""
    where = node.span
    named = _player_named_last(ctx, where)
    if named is not None:
        return named
    if ctx.event_subject == "player":
        return ir.Players("that_player", span=where)
    if ctx.they is not None:
        ctx.they_used = True
        return dataclasses.replace(ctx.they, span=where)
    if len(ctx.owners_named) == 1:
        # "Return target permanent to its owner's hand. ... that player's": that owner
        return dataclasses.replace(ctx.owners_named[0], span=where)
    raise Unsupported(node, "'that player's' refers to no player named before it")


def _opponent_controlling_target(ctx: AbilityContext, where: Any) -> ir.Players | None:
    """ "Destroy target creature an opponent controls. Each other creature that player
    controls gets -2/-0": with no player named before it, "that player" is the opponent the
    description of the last object named, one target, says controls it -- the only player
    the text names (CR 608.2c); asked as the target last existed, if it left the battlefield
    (CR 608.2h). None for anything else."""
    mention = ctx.last("object")
    if mention is None or ctx.last("objects") is not None:
        return None
    # the target itself, or the card it became when an instruction moved it ("Exile target
    # creature an opponent controls. That player reveals ...", CR 400.7, 608.2h)
    index = mention.target_index if mention.target_index is not None else mention.moved_target
    if index is None or any(m.kind == "player" for m in ctx.mentions):
        return None
    spec = ctx.targets[index]
    controller = spec.filter.controller if spec.filter is not None else None
    if controller is None or controller.who != "each_opponent" or spec.maximum != 1:
        return None
    of = ir.TargetObjects(index, span=where)
    return ir.Players("controller", of=of, span=where)


def _owner_of_opponents_card(ctx: AbilityContext, where: Any) -> ir.Players | None:
    """ "Put target creature card from an opponent's graveyard onto the battlefield under
    your control. Then that player mills X cards.": with no player named before it, "that
    player" is the opponent whose graveyard the one target card was in, its owner (CR 400.3:
    a card goes only to its owner's graveyard, hand or library), asked of the target even
    after it moved (an owner never changes, CR 108.3): the ability's one target. None for
    anything else."""
    if len(ctx.targets) != 1 or ctx.last("objects") is not None:
        return None
    if any(m.kind in ("player", "players") for m in ctx.mentions):
        return None
    index = 0
    spec = ctx.targets[index]
    filt = spec.filter
    if filt is None or filt.zone_owner is not ir.Whose.OPPONENT or spec.maximum != 1:
        return None
    if filt.zone not in (ir.ZoneName.GRAVEYARD, ir.ZoneName.HAND, ir.ZoneName.LIBRARY):
        return None
    return ir.Players("owner", of=ir.TargetObjects(index, span=where), span=where)


def _that_objects_controller(node: nodes.Node, ctx: AbilityContext) -> ir.Players:
    """ "that creature's controller", "that land's controller": the controller of the one
    object of that kind named before it in the ability, or of the triggering event's object
    ("Whenever a creature dies, ~ deals 2 damage to that creature's controller", CR 603.2).

    A target is asked as it last existed on the battlefield once it has left ("Destroy target
    creature. ~ deals 2 damage to that creature's controller", CR 608.2h, 113.7a); so is the
    event's object that left it (CR 603.10a). Several objects named before it ("each
    creature"), a player, or no object of that kind leave no one controller: reported."""
    noun = "creature"
    if is_(node, (nodes.ThatObjectsController, nodes.TheObjectsController)):
        # THAT_OBJECT_POSSESSIVE: "that land's", "that spell's"; THE_OBJECT_POSSESSIVE: "the
        # creature's", "the land's" (CR 608.2c: "the" names the object named before it)
        noun = _lexeme(node).text.split()[1].lower().removesuffix("'s")
    where = node.span
    mention = next(
        (
            m
            for m in reversed(ctx.mentions)
            if m.kind not in ("player", LOOKED_AT) and _names_a(m.nouns, noun)
        ),
        None,
    )
    if mention is None:
        if ctx.event_subject in ("object", "spell") and _names_a(ctx.event_nouns, noun):
            _not_the_dealer(ctx, node, (noun,))
            return ir.Players("controller", of=ir.EventObject(span=where), span=where)
        raise Unsupported(node, f"'that {noun}'s controller' refers to no {noun} named before it")
    if mention.kind != "object":
        raise Unsupported(node, f"'that {noun}'s controller' of several objects named before it")
    index = mention.target_index if mention.target_index is not None else mention.moved_target
    if index is not None:
        return ir.Players("controller", of=ir.TargetObjects(index, span=where), span=where)
    return ir.Players("controller", of=ir.Mentioned(mention.key, span=where), span=where)


def _names_a(nouns: frozenset[str], noun: str) -> bool:
    """Whether an object named with ``nouns`` is "that ``noun``": "that permanent" after
    "target artifact or enchantment" (named by permanent types only, CR 110.4)."""
    if not nouns or noun in nouns:
        return True
    return noun == "permanent" and nouns <= _PERMANENT_NOUNS


def target_player(node: nodes.Node, ctx: AbilityContext, only_opponents: bool) -> ir.Players:
    """ "target player" / "target opponent" (also in "target player's graveyard"): a player
    target of the ability (CR 115.1), named by "that player" after it."""
    where = node.span
    index = len(ctx.targets)
    ctx.targets.append(
        ir.TargetSpec(
            "target opponent" if only_opponents else "target player",
            1,
            1,
            objects=False,
            players=ir.Whose.OPPONENT if only_opponents else ir.Whose.ANY,
            span=where,
        )
    )
    ctx.mention("player", key=f"target{index}", target_index=index)
    return ir.Players("target", target_index=index, span=where)


def several_target_players(node: nodes.Node, ctx: AbilityContext) -> ir.Players:
    """ "Two target players each draw a card", "Any number of target players each gain 6
    life": the players chosen as one target phrase of the ability (CR 115.1d: that many
    different players, any number of them for "any number of"), each of whom does what the
    clause says; named by "those players" after it. "Any number of target opponents each
    discard their hands" chooses among the opponents only (CR 102.3). A number X, or no
    number ("target players"), is C001."""
    (how_many,) = take(node)
    opponents = is_(node, nodes.TargetOpponentsPlural)
    if how_many is None:
        raise Unsupported.quoting(node, "'{}' without a number of targets")
    assert isinstance(how_many, nodes.Node)
    low, high, times_x = _bounds(how_many, ctx)
    if times_x:
        raise Unsupported(how_many, "a number X of target players")
    if high == 1:
        raise Unsupported(node, "'each' after one target player", meaningless=True)
    consume_all(node)
    index = len(ctx.targets)
    described = f"{_written_count(low, high)} target {'opponents' if opponents else 'players'}"
    whose = ir.Whose.OPPONENT if opponents else ir.Whose.ANY
    ctx.targets.append(
        ir.TargetSpec(described, low, high, objects=False, players=whose, span=node.span)
    )
    ctx.mention("players", key=f"target{index}", target_index=index)
    return ir.Players("target", target_index=index, span=node.span)


# ---- zones -----------------------------------------------------------------------------------


@ir_class  # @dataclass(frozen=True, slots=True), made cheaper at import (issue 24)
class ZoneRef:
    """A zone phrase: its zone names (several for "graveyard, hand and/or library") and whose."""

    zones: tuple[str, ...]
    owner: str  # "you", "owner", "any"

    @property
    def zone(self) -> str:
        return self.zones[0]


ZONE_NAMES = {"graveyard": GRAVEYARD, "library": LIBRARY, "hand": HAND, "exile": "exile"}
# "their owners' libraries", "graveyards and libraries": the plural names each player's zone.
ZONE_PLURALS = {"graveyards": "graveyard", "libraries": "library", "hands": "hand"}


ZONE_OWNERS = {
    rule_names.Your: "you",
    rule_names.ItsOwners: "owner",
    rule_names.TheirOwners: "owner",
    rule_names.TheirOwnersPlural: "owner",  # "to their owners' hands"
    rule_names.TheirOwnersSingular: "owner",
    rule_names.ThatPlayers: "that player",
}


def zone(node: nodes.Node, *, opponents: bool = False) -> ZoneRef:
    """A zone phrase's zones and whose they are. "an opponent's graveyard" (owner
    ``"opponent"``: any one opponent's, CR 102.2) only where the caller asks for it with
    ``opponents``, as the zone of one target card; elsewhere it is reported."""
    if is_(node, nodes.Battlefield):
        return ZoneRef((BATTLEFIELD,), "any")
    if is_(node, (nodes.AllZones, nodes.AllOpponentsZones, nodes.AnyZones)):
        # "all graveyards" (owner ``"any"``), "all opponents' graveyards" (``"opponents"``):
        # every such player's own zone of that kind (CR 404.1, 400.3); the word is the plural.
        # "all hands and graveyards": each of those zones of every such player (CR 402.1,
        # 404.1); "from graveyards": from any graveyards, as "from all graveyards".
        words = [
            item.text.split()[-1].lower() for item in take(node) if isinstance(item, nodes.Lexeme)
        ]
        if not words or any(word not in ZONE_PLURALS for word in words):
            raise Unsupported.quoting(node, "'{}' of one zone")
        if len(set(words)) != len(words):
            raise Unsupported.quoting(node, "'{}': a zone named twice")
        owner = "opponents" if is_(node, nodes.AllOpponentsZones) else "any"
        return ZoneRef(tuple(ZONE_NAMES[ZONE_PLURALS[word]] for word in words), owner)
    if is_(node, nodes.AZone):
        # "from a graveyard": any player's (CR 404.1: each player has one).
        word = _lexeme(node).text.lower()
        if word not in ZONE_NAMES or word == "exile":
            raise Unsupported(node, f"'a {word}'")
        return ZoneRef((ZONE_NAMES[word],), "any")
    if not is_(node, nodes.Zone):
        raise Unsupported.quoting(node, "the zone '{}'")
    possessive, words = take(node)
    consume(possessive)
    if opponents and type(possessive) is nodes.AnOpponents:
        owner = "opponent"
    elif rule_name(possessive) not in ZONE_OWNERS:
        # "target player's graveyard", "an opponent's hand": not your zone (CR 400.3).
        raise Unsupported.quoting(possessive, "the zone of '{}'")
    else:
        owner = ZONE_OWNERS[rule_name(possessive)]
    assert is_(words, nodes.ZoneWords)
    names = []
    for lexeme in take(words):
        assert isinstance(lexeme, nodes.Lexeme)
        word = lexeme.text.split()[-1].lower()
        names.append(ZONE_NAMES[ZONE_PLURALS.get(word, word)])
    return ZoneRef(tuple(names), owner)


# ---- filters ---------------------------------------------------------------------------------


def _types_test(node: nodes.Node) -> tuple[ir.TypeTest, set[str]]:
    """``Types``: "creature", "noncreature", "instant and sorcery" (a union). A list of card
    types is written as Oracle writes one (CR 205.2): two joined by "or", "and" or "and/or",
    more than two with a comma after each and the joining word before the last ("artifact,
    enchantment, or creature"); "artifact, or creature" is no list Oracle writes: reported.
    A list of "non-" types ("noncreature, nonland") is each of them."""
    positive: list[str] = []
    negated: list[str] = []
    links: list[tuple[str, str | None]] = []
    for lexeme in take(node):
        assert isinstance(lexeme, nodes.Lexeme)
        word = lexeme.text.split()[-1] if lexeme.kind == "TYPE_CONT" else lexeme.text
        neg, name = card_type(word)
        (negated if neg else positive).append(name)
        linked = _TYPE_LINK.match(lexeme.text.strip()) if lexeme.kind == "TYPE_CONT" else None
        if linked is not None and not neg:
            links.append((linked.group(1), linked.group(2)))
    if links:
        *inner, (comma, joined) = links
        serial = bool(inner)
        if any(link != (",", None) for link in inner) or joined is None or bool(comma) != serial:
            raise Unsupported.quoting(node, "the list of card types '{}'")
    test = ir.TypeTest(tuple(positive), tuple(negated), span=node.span)
    return test, set(positive)


def _descriptor(node: nodes.Node, out: dict[str, Any]) -> None:
    if is_(node, nodes.Types):
        test, names = _types_test(node)
        out.setdefault("types", []).append(test)
        out["nouns"].update(names)
    elif is_(node, nodes.Subtype):
        sub = singular(_lexeme(node).text).lower()
        out.setdefault("subtypes", []).append(sub)
        out["nouns"].add(sub)
    elif is_(node, nodes.Supertype):
        negated, word = card_type(_lexeme(node).text)
        out.setdefault("excluded_supertypes" if negated else "supertypes", []).append(word)
    elif is_(node, nodes.Color):
        text = _lexeme(node).text.lower()
        if text == "colorless":
            out["colorless"] = True  # no color (CR 105.2c)
            return
        if text == "multicolored":
            out["multicolored"] = True  # two or more colors (CR 105.2b)
            return
        if text == "monocolored":
            out["monocolored"] = True  # exactly one color (CR 105.2a)
            return
        negated, word = card_type(text)
        letter = COLOR_LETTERS.get(word)
        if letter is None:
            raise Unsupported(node, f"the color word '{word}' in a filter")
        out.setdefault("excluded_colors" if negated else "colors", []).append(letter)
    elif is_(node, nodes.Attacking):
        out["attacking"] = True
    elif is_(node, nodes.Blocking):
        out["blocking"] = True  # CR 509.1g: declared as a blocker, still in combat (506.4)
    elif is_(node, nodes.AttackingOrBlocking):
        out["attacking_or_blocking"] = True  # CR 506.4
    elif is_(node, nodes.StateEither):
        # "target tapped or blocking creature" (CR 110.5, 506.4): an object in either state,
        # made ``alternatives``
        if "alternatives" in out:
            raise Unsupported(node, "two lists of alternatives in one filter")
        first, _or, second = _lexeme(node).text.lower().split()
        out["alternatives"] = tuple(
            ir.ObjectFilter(word, (), span=node.span, **_STATE_FIELDS[word])
            for word in (first, second)
        )
    elif is_(node, nodes.BlockedAttacker):
        out["blocked"] = True  # "blocked creature" (CR 509.1h)
    elif is_(node, nodes.UnblockedAttacker):
        out["blocked"] = False  # "unblocked creature" (CR 509.1h)
    elif is_(node, nodes.Nonattacking):
        out["attacking"] = False  # "nonattacking creature" (CR 506.4)
    elif is_(node, nodes.Nonblocking):
        out["blocking"] = False  # "nonblocking creature" (CR 506.4)
    elif is_(node, nodes.Suspected):
        out["suspected"] = True
    elif is_(node, nodes.VoteQualifier):
        # "each permanent with the most votes or tied for most votes" (CR 701.38a): votes for
        # objects are not kept
        raise Unsupported.quoting(node, "'{}': votes for objects (CR 701.38a)")
    elif is_(node, nodes.PileQualifier):
        # "all creatures in the pile of that player's choice" (CR 700.3)
        raise Unsupported.quoting(node, "'{}': piles of objects (CR 700.3)")
    elif is_(node, nodes.SuspendedDescriptor):
        # "target permanent or suspended card" (CR 702.62b: a card in exile that has suspend
        # and a time counter on it): no filter reads whether a card is suspended yet
        raise Unsupported.quoting(node, "'{}' in a description (CR 702.62b)")
    elif is_(node, (nodes.FaceDownDescriptor, nodes.FaceUpDescriptor)):
        # "target face-down creature" (CR 708.2): no filter reads whether a permanent is face
        # down yet
        raise Unsupported.quoting(node, "'{}' in a description (CR 708.2)")
    elif is_(node, nodes.Tapped):
        out["tapped"] = True
    elif is_(node, nodes.Untapped):
        out["tapped"] = False
    elif is_(node, nodes.Damaged):
        out["damaged"] = True
    elif is_(node, nodes.Modified):
        out["modified"] = True  # "modified creature" (CR 700.9)
    elif is_(node, (nodes.Enchanted, nodes.Equipped)):
        out["attached_to_source"] = True
    elif is_(node, nodes.Other):
        out["other"] = True
    elif is_(node, nodes.NonSubtype):
        # "non-Spirit creature": not of that subtype (CR 205.3).
        word = _lexeme(node).text.removeprefix("non-")
        out.setdefault("excluded_subtypes", []).append(singular(word).lower())
    elif is_(node, nodes.DiedThisTurn):
        out["died_this_turn"] = True  # counted only: see counted_filter_ir
    elif is_(node, nodes.DiedUnderControlThisTurn):
        # "creatures that died under your control this turn" (CR 700.4): counted only, among
        # the permanents that died this turn, each with its controller as it last existed on
        # the battlefield (CR 603.10a); another player's control is reported
        if not is_(take(node)[0], nodes.Your):
            raise Unsupported.quoting(node, "'{}' of a player other than you")
        consume_all(node)
        out["died_this_turn"], out["controlled_then"] = True, ir.Whose.YOU
    elif is_(node, nodes.Nontoken):
        out["tokens"] = False  # "nontoken creature" (CR 111.1: a token is not a card)
    elif is_(node, (nodes.CommanderDescriptor, nodes.CommandersDescriptor, nodes.Noncommander)):
        # "target commander", "Commander creatures you control", "noncommander creature" (CR
        # 903.3: the card a player chose for a Commander game; a designation, not a type)
        raise Unsupported.quoting(
            node,
            "'{}' (CR 903.3): the runtime's games are not Commander games (no command zone, "
            "CR 903.6)",
        )
    elif is_(node, nodes.WithDifferentNames) and _DIFFERENT_NAMES.get() is not None:
        # "with different names" (CR 201.2b): a quality of the group counted, not of each
        # object; the count that allows it reads it (see counting_names)
        consume(node)
        _DIFFERENT_NAMES.get().append(node)  # type: ignore[union-attr]
    elif is_(node, nodes.SubtypeList):
        _subtype_list(node, out)
    elif is_(node, nodes.CreatureTypeList):
        _creature_type_list(node, out)
    elif is_(node, nodes.ColorList):
        _color_list(node, out)
    elif is_(node, nodes.ColorOrType):
        _either_word(node, out)
    elif is_(node, (nodes.TypeOrSubtype, nodes.SubtypeOrTypes)):
        _type_subtype_list(node, out)
    elif is_(node, nodes.NonListed):
        _non_listed(node, out)
    elif is_(node, nodes.NonTypeNonColor):
        _non_type_non_color(node, out)
    elif is_(node, nodes.NontokenListed):
        # "nonland, nontoken permanents": each word of the list holds (CR 205.4b, 111.1)
        out["tokens"] = False
    else:
        raise Unsupported.quoting(node, "the words '{}' in a description of objects")


def lone_choice(clauses: nodes.Node) -> nodes.Node | None:
    """The one "choose a color" / "choose a creature type" that the ``clauses`` of "As ~
    enters, ..." are, or None (read without consuming: the filters of other abilities ask)."""
    found: list[Any] = [clauses]
    chosen = (nodes.ChooseColor, nodes.ChooseColorOtherThan, nodes.ChooseCreatureType)
    for rule in (nodes.Clause, nodes.Predicates, chosen):
        parts = [i for i in found[0].items if i is not None]
        if len(parts) != 1 or not is_(parts[0], rule):
            return None
        found = parts
    return found[0]


def entering_choices(card: nodes.Card) -> list[str]:
    """What the card's own "As ~ enters, choose ..." abilities choose (CR 614.12): ``"color"``
    or ``"creature_type"``, once per such ability."""
    kinds = []
    for ability in card.abilities:
        if ability.body is None:
            continue
        for item in ability.body.walk():
            if not is_(item, nodes.AsEntersSentence):
                continue
            entering, _verb, clauses = item.items  # type: ignore[union-attr]
            choice = lone_choice(clauses) if isinstance(clauses, nodes.Node) else None
            if choice is not None and is_(entering, (nodes.SelfRef, nodes.SelfName)):
                colors = (nodes.ChooseColor, nodes.ChooseColorOtherThan)
                kinds.append("color" if is_(choice, colors) else "creature_type")
    return kinds


def _chosen(node: nodes.Node, ctx: AbilityContext) -> str:
    """ "of the chosen type" / "of the chosen color": the creature type or color chosen as the
    source entered (CR 614.12), by the card's one ability that makes that choice, linked to
    this one (CR 607.2a). A choice made any other way (as a cost, on resolution), or two such
    abilities, leave the words without one referent: reported."""
    consume_all(node)
    kind = "color" if is_(node, (nodes.OfChosenColor, nodes.OfThatChosenColor)) else "creature_type"
    if kind != "color" and "basic_land_type" in ctx.resolution_choices:
        # "Choose a basic land type. ... of the chosen type": a land type, not read here
        raise Unsupported.quoting(node, "'{}' after 'Choose a basic land type.'")
    if kind in ctx.resolution_choices:  # "Choose a color. ... of the chosen color" (CR 608.2d)
        return "color_on_resolution" if kind == "color" else "type_on_resolution"
    if is_(node, (nodes.OfThatChosenColor, nodes.OfThatChosenType)):
        # "of that color" names the color an earlier instruction of this ability chose (CR
        # 608.2d); with none before it, the words name no one choice
        raise Unsupported.quoting(node, "'{}' with no 'Choose a color/creature type.' before it")
    if entering_choices(ctx.card).count(kind) != 1:
        raise Unsupported.quoting(node, "'{}' without one 'As ~ enters, choose ...' linked to it")
    return "color" if kind == "color" else "type"


def _subtype_list(node: nodes.Node, out: dict[str, Any]) -> None:
    """ "a Mountain or Plains card", "a Spirit or Arcane spell", "target Scarecrow or Plains":
    subtypes joined by "or" (CR 205.3) name an object that has at least one of them; the rest
    of the phrase applies to it whichever it has (CR 608.2)."""
    words = []
    for item in take(node):
        if isinstance(item, nodes.Lexeme):  # ", or Plains", " and/or Swamp"
            words.append(item.text.split()[-1])
        elif isinstance(item, nodes.Node):
            words.append(_lexeme(item).text)
    if "subtypes_any_of" in out:
        raise Unsupported(node, "two lists of subtypes in one filter")
    names = [singular(word).lower() for word in words]
    out["subtypes_any_of"] = names
    out["nouns"].update(names)


#: One link of a list of creature types (``CREATURE_TYPE_CONT``): its joining words and the
#: type ("Kraken, Leviathan, Octopus, or Serpent", "Bird and/or Cleric", "Time Lord").
_TYPE_LINK = re.compile(r"^(,?) ?(?:(and/or|and|or) )?(\S.*)$")


def _creature_type_list(node: nodes.Node, out: dict[str, Any]) -> None:
    """ "target Wolf or Werewolf", "a Kraken, Leviathan, Octopus, or Serpent", "Soldiers and
    Warriors you control", "Bird and/or Cleric permanent cards": creature types joined as a
    list (CR 205.3m) name an object that has at least one of them (CR 205.3: an object may have
    several subtypes; "and" joins the types of a plural description, each object counted once);
    the rest of the phrase applies to it whichever it has (CR 608.2). A list is written as
    Oracle writes one: two types joined by "or", "and" or "and/or", more than two with a comma
    after each and the joining word before the last; any other shape is reported."""
    first, *rest = take(node)
    assert isinstance(first, nodes.Lexeme)
    words, links = [first.text], []
    for item in rest:
        assert isinstance(item, nodes.Lexeme)
        found = _TYPE_LINK.match(item.text.strip())
        if found is None or not (found.group(1) or found.group(2)):
            raise Unsupported.quoting(node, "the list of creature types '{}'")
        links.append((found.group(1), found.group(2)))
        words.append(found.group(3))
    *inner, (comma, joined) = links
    serial = bool(inner)  # "A, B, or C": a comma after each but the last (Oracle's lists)
    if any(link != (",", None) for link in inner) or joined is None or bool(comma) != serial:
        raise Unsupported.quoting(node, "the list of creature types '{}'")
    if "subtypes_any_of" in out:
        raise Unsupported(node, "two lists of subtypes in one filter")
    names = [singular(word).lower() for word in words]
    if len(set(names)) != len(names):
        raise Unsupported.quoting(node, "the list of creature types '{}' (a type twice)")
    out["subtypes_any_of"] = names
    out["nouns"].update(names)


def _either_word(node: nodes.Node, out: dict[str, Any]) -> None:
    """ "creature or Vehicle", "instant or Aura spell" (a card type or a subtype, CR 205.3) and
    "a blue or artifact card" (a color or a card type, CR 105.2, 205.2): an object with either
    quality, made ``alternatives``; the rest of the phrase holds whichever it has."""
    first, second = take(node)
    assert isinstance(first, nodes.Lexeme) and isinstance(second, nodes.Lexeme)
    link, _, word = second.text.partition(" ")
    if link.lower() != "or" or " " in word.strip():
        raise Unsupported.quoting(node, "the words '{}' in a description of objects")
    if "alternatives" in out:
        raise Unsupported(node, "two lists of alternatives in one filter")
    where = node.span
    parts: list[ir.ObjectFilter] = []
    for kind, text in ((first.kind, first.text), (second.kind, word)):
        if kind == "COLOR":
            negated, color = card_type(text)
            if negated or color not in COLOR_LETTERS:
                raise Unsupported.quoting(node, "the colors '{}'")
            parts.append(ir.ObjectFilter(color, (), colors=(COLOR_LETTERS[color],), span=where))
        elif kind in ("CARD_TYPE", "TYPE_CONT"):
            negated, name = card_type(text)
            if negated:
                raise Unsupported.quoting(node, "'{}': a negated type among alternatives")
            test = ir.TypeTest((name,), span=where)
            parts.append(ir.ObjectFilter(name, (name,), types=(test,), span=where))
            out["nouns"].add(name)
        else:  # OTHER_SUBTYPE_CONT: "Vehicle", "Aura"
            name = singular(text).lower()
            parts.append(ir.ObjectFilter(text, (name,), subtypes=(name,), span=where))
            out["nouns"].add(name)
    out["alternatives"] = tuple(parts)


def _list_words(node: nodes.Node) -> list[tuple[str, str, tuple[str, str | None] | None]]:
    """The items of a list of card types and subtypes, in order: (kind, word, link), where
    ``kind`` is ``"type"`` or ``"subtype"`` and ``link`` the comma and joining word before the
    item (None for the first)."""
    found: list[tuple[str, str, tuple[str, str | None] | None]] = []
    for item in take(node):
        if isinstance(item, nodes.Node):
            found.extend(_list_words(item) if is_(item, nodes.Types) else [])
            if is_(item, nodes.Subtype):
                found.append(("subtype", _lexeme(item).text, None))
            continue
        assert isinstance(item, nodes.Lexeme)
        kind = "type" if item.kind in ("CARD_TYPE", "TYPE_CONT") else "subtype"
        if item.kind == "CARD_TYPE":
            found.append((kind, item.text, None))
            continue
        linked = _TYPE_LINK.match(item.text.strip())
        if linked is None:
            raise Unsupported.quoting(node, "the list '{}' in a description of objects")
        found.append((kind, linked.group(3), (linked.group(1), linked.group(2))))
    return found


def _type_subtype_list(node: nodes.Node, out: dict[str, Any]) -> None:
    """ "creature or Vehicle", "an Aura, Equipment, or Vehicle spell" is no such list (see
    :func:`_subtype_list`); "target Spirit, instant, or sorcery card", "a Dinosaur or land
    card", "Instant, sorcery, and Dragon spells you control", "an artifact or Artificer": card
    types and subtypes in one list (CR 205.2, 205.3) name an object that has at least one of
    them, made ``alternatives``; the rest of the phrase applies to it whichever it has (CR
    608.2; a qualifier after the noun is bound by :func:`_bind_over_type_list`). The list is
    written as Oracle writes one: two items joined by "or", "and" or "and/or", more than two
    with a comma after each and the joining word before the last (the serial comma); any other
    shape, or a negated type among them, is reported."""
    items = _list_words(node)
    links = [link for _kind, _word, link in items[1:]]
    if not links or any(link is None for link in links):
        raise Unsupported.quoting(node, "the list '{}' in a description of objects")
    *inner, last = links
    assert last is not None
    serial = bool(inner)
    if any(link != (",", None) for link in inner) or last[1] is None or bool(last[0]) != serial:
        raise Unsupported.quoting(node, "the list '{}' in a description of objects")
    if "alternatives" in out:
        raise Unsupported(node, "two lists of alternatives in one filter")
    where = node.span
    parts: list[ir.ObjectFilter] = []
    names: list[str] = []
    for kind, text, _link in items:
        if kind == "type":
            negated, name = card_type(text)
            if negated:
                raise Unsupported.quoting(node, "'{}': a negated type among alternatives")
            test = ir.TypeTest((name,), span=where)
            parts.append(ir.ObjectFilter(name, (name,), types=(test,), span=where))
        else:
            name = singular(text).lower()
            parts.append(ir.ObjectFilter(text, (name,), subtypes=(name,), span=where))
        names.append(name)
    if len(set(names)) != len(names):
        raise Unsupported.quoting(node, "the list '{}' (a word twice)")
    out["nouns"].update(names)
    out["alternatives"] = tuple(parts)


def _non_listed(node: nodes.Node, out: dict[str, Any]) -> None:
    """ ", non-Demon, non-Devil, non-Dragon" of "target non-Angel, non-Demon, non-Devil,
    non-Dragon creature", ", non-Dragon" of "nonartifact, non-Dragon creature", ", nonblocking"
    of "nonattacking, nonblocking creature", ", non-Equipment" of "noncreature, non-Equipment
    artifact": each word of a list of "non-" words holds (CR 205.4b: not of that card type,
    subtype or supertype; CR 105.2: not of that color; CR 506.4: not attacking, not
    blocking). A list must follow a "non-" word of its own ("creature, nonblack" is no list
    Oracle writes: reported)."""
    (lexeme,) = take(node)
    assert isinstance(lexeme, nodes.Lexeme)
    negated_before = (
        out.get("excluded_subtypes")
        or out.get("excluded_colors")
        or out.get("excluded_supertypes")
        or any(test.none_of for test in out.get("types", ()))
        or out.get("attacking") is False
        or out.get("blocking") is False
        or out.get("tokens") is False
    )
    if not negated_before:
        raise Unsupported.quoting(node, "'{}' after no 'non-' word of its own list")
    for word in (part.strip() for part in lexeme.text.split(",") if part.strip()):
        rest = word[3:].lstrip("-")
        lower = rest.lower()
        if lower in ("attacking", "blocking"):
            out[lower] = False
        elif rest[:1].isupper():
            out.setdefault("excluded_subtypes", []).append(singular(rest).lower())
        elif lower in COLOR_LETTERS:
            out.setdefault("excluded_colors", []).append(COLOR_LETTERS[lower])
        elif lower in ("basic", "legendary", "snow", "world"):
            out.setdefault("excluded_supertypes", []).append(lower)
        else:
            negated, name = card_type(word)
            if not negated or name not in _CARD_TYPE_NAMES:
                raise Unsupported.quoting(node, "the words '{}' in a description of objects")
            out.setdefault("types", []).append(ir.TypeTest((), (name,), span=node.span))


_CARD_TYPE_NAMES = frozenset(
    {"artifact", "creature", "enchantment", "instant", "land", "planeswalker", "battle", "sorcery"}
)


def _non_type_non_color(node: nodes.Node, out: dict[str, Any]) -> None:
    """ "target nonartifact, nonblack creature": each word of the list holds (CR 205.4b: not
    of that card type; CR 105.2: not of that color)."""
    (lexeme,) = take(node)
    assert isinstance(lexeme, nodes.Lexeme)
    type_word, color_word = (word.strip() for word in lexeme.text.split(","))
    _, name = card_type(type_word)
    _, color = card_type(color_word)
    out.setdefault("types", []).append(ir.TypeTest((), (name,), span=node.span))
    out.setdefault("excluded_colors", []).append(COLOR_LETTERS[color])


# "white or black", "blue, black, or red", "black and/or red": each joins the colors as
# alternatives (CR 105.2); "white and blue" would need both, and "nonwhite, nonblue" is a
# list of exclusions.
_COLOR_LINK = re.compile(r"^(,? ?and/or|,? ?or|,) (white|blue|black|red|green)$", re.IGNORECASE)


def _color_list(node: nodes.Node, out: dict[str, Any]) -> None:
    """ "a white or black permanent", "a blue, black, or red spell", "each white and/or blue
    creature": an object of at least one of the colors (CR 105.2: an object can be more than
    one color). A list joined by "and" alone, or of "non-" colors, is reported."""
    first, *rest = take(node)
    assert isinstance(first, nodes.Lexeme)
    words = [first.text.lower()]
    links = []
    for item in rest:
        assert isinstance(item, nodes.Lexeme)
        found = _COLOR_LINK.match(item.text)
        if found is None:
            raise Unsupported(node, f"the colors '{' '.join(lexeme_texts(node))}'")
        links.append(found.group(1).removeprefix(",").strip() or ",")
        words.append(found.group(2).lower())
    if words[0] not in COLOR_LETTERS or links[-1] == ",":
        raise Unsupported(node, f"the colors '{' '.join(lexeme_texts(node))}'")
    if "colors_any_of" in out:
        raise Unsupported(node, "two lists of colors in one filter")
    out["colors_any_of"] = [COLOR_LETTERS[word] for word in words]


ZONES = {zone.value: zone for zone in ir.ZoneName}  # without the enum's __call__
WHOSE = {
    "you": ir.Whose.YOU,
    "owner": ir.Whose.OWNER,
    "any": ir.Whose.ANY,
    "opponents": ir.Whose.OPPONENT,
}


#: The qualities the runtime compares between two objects (:func:`_shared_quality`).
_SHARED_QUALITIES = frozenset({"color", "creature type", "card type", "name"})

#: A quality of objects the grammar reads in relation to other objects, which the runtime does
#: not compare yet: the words C001 names, by rule.
_UNCOMPARED_QUALITIES = {
    # "a creature spell that doesn't share a color with a creature you control" (CR 105.2,
    # 205.3): the runtime tests a quality in common, never the lack of one
    "doesnt_share_object_qualifier": (
        "an object that shares no quality with another (CR 105.2, 205)"
    ),
    "dont_share_object_qualifier": "objects that share no quality with another (CR 105.2, 205)",
    # "two target creature cards that share a creature type" (CR 205.3, 105.2): the objects
    # compared with each other, as a group, not each with one object
    "share_mutual_qualifier": "objects that share a quality with each other (CR 105.2, 205)",
    # "two target creatures that share no creature types" (CR 205.3m)
    "share_no_mutual_qualifier": "objects that share no quality with each other (CR 105.2, 205)",
    # "another permanent with the same name", "three or more lands with the same name" (CR
    # 201.2): a name in common with objects the words leave unnamed
    "with_the_same_name": "a name in common with objects the text doesn't name (CR 201.2)",
}


def _shared_quality(node: nodes.Node, out: dict[str, Any], ctx: AbilityContext) -> None:
    """ "that shares a color / creature type / card type with it", "with the same name as that
    permanent" (CR 105.1, 205.3m, 300.1, 201.2a): a quality in common with one object named
    before it, a target (as the filter is applied, CR 608.2b) or the source; any other object
    is reported."""
    _with: list[object] = []
    if is_(node, nodes.SameNameQualifier):
        (other,) = take(node)
        quality = "name"
    else:
        # "that shares a creature type with it"; "... with a creature you control" also has
        # its "with" (WITH_OBJECT, a token of its own before any object phrase)
        said, *_with, other = take(node)
        assert isinstance(said, nodes.Lexeme)
        quality = said.text.lower()
    assert isinstance(other, nodes.Node)
    if quality not in _SHARED_QUALITIES:
        # "that shares a land type with it", "a permanent type" (CR 205.3i, 110.4a): the
        # runtime compares colors, creature types, card types and names only
        raise Unsupported(node, f"a shared {quality} (the runtime compares no {quality}s)")
    if is_(other, nodes.TheExiledCard):
        # "if it shares a card type with the exiled card" (CR 607.2a: the card a linked
        # ability exiled): the runtime compares a quality with one object named in the
        # ability only, not with a card in exile another ability put there
        raise Unsupported(node, "a quality shared with the card a linked ability exiled")
    found = objects(other, ctx)
    moved = isinstance(found.ref, ir.Mentioned) and quality == "name"
    if _with and (found.plural or not isinstance(found.ref, ir.TargetObjects | ir.SourceObject)):
        # "that shares a creature type with a creature you control", "... with each creature
        # tapped this way": objects the filter's are compared with other than one target
        raise Unsupported.quoting(
            other, f"a {quality} shared with '{{}}' (the runtime compares with one target only)"
        )
    if found.plural or not (
        isinstance(found.ref, ir.TargetObjects | ir.SourceObject | ir.EventObject) or moved
    ):
        # "Exile target artifact. Search ... for all cards with the same name as that
        # artifact": the one object an instruction before moved, whose name stays the same
        # in its new zone (CR 400.7, 201.2); another quality of it (a color an effect gave it)
        # may not: reported
        raise Unsupported(node, "a quality shared with this object")
    out["shared_quality"], out["shared_with"] = quality, found.ref


#: The states "tapped or blocking" joins (CR 110.5, 506.4): the filter field each sets.
_STATE_FIELDS: dict[str, dict[str, bool]] = {
    "tapped": {"tapped": True},
    "untapped": {"tapped": False},
    "attacking": {"attacking": True},
    "blocking": {"blocking": True},
}


def _qualifier(node: nodes.Node, out: dict[str, Any], ctx: AbilityContext) -> None:
    if is_(
        node,
        (
            nodes.AttackingPlayerQualifier,
            nodes.ThatSAttackingPlayer,
        ),
    ):
        # "Creatures attacking enchanted player have trample.", "each creature that's
        # attacking target opponent" (CR 506.3, 508.1b): the runtime's filters tell only
        # "attacking you" and "attacking one of your opponents"
        raise Unsupported.quoting(node, "'{}' (attacking a player other than you)")
    if is_(node, nodes.ThatAttackedPlayerThisTurn):
        # "target creature that attacked you this turn" (CR 508.1b: the player it attacked as
        # it was declared an attacker, not a planeswalker of theirs); another player named
        # ("that attacked enchanted player this turn") is not read yet
        (whom,) = [item for item in take(node) if isinstance(item, nodes.Node)]
        if not is_(whom, nodes.You):
            raise Unsupported.quoting(node, "'{}': a creature that attacked another player")
        consume_all(node)
        out["attacked_you_this_turn"] = True
        return
    if is_(
        node,
        (
            nodes.ThatBlockedObjectThisTurn,
            nodes.ItBlockedThisTurn,
            nodes.ItBlockedThisCombat,
            nodes.ThatWasBlockedByThisTurn,
        ),
    ):
        # "all creatures that blocked ~ this turn", "each creature it blocked this combat",
        # "creatures that were blocked by target Wall this turn" (CR 509.1a, 509.1h): which
        # creature blocked which earlier this turn is not recorded for a description to read
        raise Unsupported.quoting(node, "'{}': the blocks of this turn as a quality of objects")
    if is_(node, nodes.AttackingYouOrPlaneswalkerQualifier):
        raise Unsupported.quoting(node, "'{}' (attacking a planeswalker you control)")
    if is_(node, nodes.ThatSAttackingYouOrPlaneswalker):
        # "creature that's attacking you or a planeswalker you control" (CR 506.3, 508.1b):
        # the runtime tells only "attacking you"; the planeswalker is not read yet
        raise Unsupported.quoting(node, "'{}' (attacking a planeswalker you control)")
    if is_(node, (nodes.ControllerQualifier, nodes.NotControlledBy)):
        who = players(take(node)[0], ctx)
        out["not_controller" if is_(node, nodes.NotControlledBy) else "controller"] = who
    elif is_(node, nodes.NotOwnedBy):
        out["not_owner"] = players(take(node)[0], ctx)  # "permanents you don't own" (CR 108.3)
    elif is_(node, nodes.OwnedBy):
        # "target permanent you own" (CR 108.3: the player who owns the card it represents,
        # or made the token, CR 111.2), "two cards your opponents own" (each owned by one of
        # them); another owner ("they own") is C001
        if not is_(take(node)[0], (nodes.You, nodes.YourOpponents)):
            raise Unsupported.quoting(node, "the words '{}' in a description of objects")
        out["owner"] = players(take(node)[0], ctx)
    elif is_(node, nodes.ControlledNotOwned):
        # "a creature you control but don't own", "each land you control but don't own" (CR
        # 108.4: you control it now; CR 108.3: another player owns it, which never changes)
        who = take(node)[0]
        if not is_(who, nodes.You):
            raise Unsupported.quoting(node, "the words '{}' in a description of objects")
        consume_all(node)
        out["controller"] = ir.Players("you", span=who.span)  # type: ignore[union-attr]
        out["not_owner"] = ir.Players("you", span=who.span)  # type: ignore[union-attr]
    elif is_(node, nodes.OwnedOrControlled):
        # "target permanent you own or control" (CR 108.3, 108.4): an object you own, or one
        # you control (either is enough), made ``alternatives``
        who = take(node)[0]
        if not is_(who, nodes.You) or "alternatives" in out:
            raise Unsupported.quoting(node, "the words '{}' in a description of objects")
        consume_all(node)
        you = ir.Players("you", span=who.span)  # type: ignore[union-attr]
        out["alternatives"] = (
            ir.ObjectFilter("you own", (), owner=you, span=node.span),
            ir.ObjectFilter("you control", (), controller=you, span=node.span),
        )
    elif is_(node, nodes.OfAnOpponentsChoice):
        # "target creature of an opponent's choice they control", "a land of an opponent's
        # choice": an opponent, not the ability's controller, chooses the object (CR 601.2c,
        # 608.2d); the runtime lets only the player who acts choose
        raise Unsupported.quoting(node, "'{}': an object an opponent chooses")
    elif is_(node, nodes.OwnedByPlayer):
        # "a card an opponent owns" (CR 108.3): owned by any one of your opponents
        if not is_(take(node)[0], nodes.OpponentRef):
            raise Unsupported.quoting(node, "the words '{}' in a description of objects")
        out["owner"] = players(take(node)[0], ctx)
    elif is_(node, nodes.ControlledThen):
        if not is_(take(node)[0], nodes.You):
            raise Unsupported(node, "'controlled' with a player other than 'you'")
        out["controlled_then"] = ir.Whose.YOU
    elif (
        is_(node, nodes.ZoneQualifier)
        and ctx.groups_open  # in an effect: a static ability has no targets (CR 115.1)
        and names_target_players_zone(take(node)[0])
    ):
        # "for each card in target opponent's hand": the cards that player owns there (CR
        # 400.3), the player a target of the ability (CR 115.1)
        out["zone"], out["owner"] = target_players_zone(take(node)[0], ctx)
    elif is_(node, nodes.ZoneQualifier):
        where = zone(take(node)[0])
        out["zone"] = ZONES[where.zone]
        out["zone_owner"] = WHOSE.get(where.owner, ir.Whose.THAT_PLAYER)
    elif is_(node, nodes.InOwnZone):
        # "cards in hand" is your hand; "creature cards in graveyards" is every player's
        # (CR 404.1: each player has a graveyard).
        word = _lexeme(node).text.lower()
        whose = ir.Whose.ANY if word in ZONE_PLURALS else ir.Whose.YOU
        out["zone"], out["zone_owner"] = ZONES[ZONE_NAMES[ZONE_PLURALS.get(word, word)]], whose
    elif is_(node, (nodes.InAllZones, nodes.InAllPlayersZones)):
        # "in all graveyards", "in all players' hands": each player's (CR 404.1, 402.1); the
        # word must be the plural
        word = _lexeme(node, "ZONE_WORD").text.lower()
        if word not in ZONE_PLURALS:
            raise Unsupported.quoting(node, "'{}' of one zone")
        out["zone"], out["zone_owner"] = ZONES[ZONE_NAMES[ZONE_PLURALS[word]]], ir.Whose.ANY
    elif is_(node, nodes.InOpponentsZones):
        # "in your opponents' graveyards": each opponent's own (CR 404.1, 102.3); the word
        # must be the plural
        word = _lexeme(node, "ZONE_WORD").text.lower()
        if word not in ZONE_PLURALS:
            raise Unsupported.quoting(node, "'{}' of one zone")
        consume_all(node)
        out["zone"], out["zone_owner"] = ZONES[ZONE_NAMES[ZONE_PLURALS[word]]], ir.Whose.OPPONENT
    elif is_(node, nodes.OnBattlefield):
        out["zone"] = ir.ZoneName.BATTLEFIELD
    elif is_(node, nodes.FromIt):
        # "a nonland card from it" after "Target opponent reveals their hand": a card in that
        # player's hand (CR 402.3, 701.20a); "it" of anything else is reported
        if ctx.revealed_hand is None:
            raise Unsupported(node, "'from it' of no hand revealed before it")
        out["zone"], out["zone_owner"] = ir.ZoneName.HAND, ir.Whose.ANY
        out["owner"] = ctx.revealed_hand
    elif is_(node, nodes.FromAmongTheCardsThisWay):
        # "from among the cards milled this way", "... revealed this way" (CR 608.2c): the
        # cards the qualifier names, read as that qualifier alone
        (qualifier,) = [item for item in take(node) if isinstance(item, nodes.Node)]
        _qualifier(qualifier, out, ctx)
    elif is_(node, (nodes.RevealedThisWay, nodes.FromAmongTheRevealed)) and _hand_revealed_last(
        ctx
    ):
        # "for each card revealed this way" after "Reveal any number of red cards in your
        # hand": those cards, still in that hand (CR 701.20a)
        shown = ctx.last(HAND_REVEALED)
        assert shown is not None
        out["among"] = shown.key
        out["zone"], out["zone_owner"] = ir.ZoneName.HAND, ir.Whose.YOU
    elif is_(node, (nodes.FromAmongThem, nodes.RevealedThisWay, nodes.FromAmongTheRevealed)):
        looked = ctx.last(LOOKED_AT)
        the_revealed = is_(node, nodes.FromAmongTheRevealed)
        if looked is None and the_revealed:
            raise Unsupported.quoting(node, "'{}' of cards not revealed before it")
        if looked is None:
            raise Unsupported(node, "'from among them' of cards not looked at before it")
        if the_revealed and REVEALED not in looked.nouns:
            # "Look at the top five cards ... from among the revealed cards": cards only
            # looked at were not revealed (CR 701.20a)
            raise Unsupported.quoting(node, "'{}' of cards not revealed before it")
        if is_(node, nodes.RevealedThisWay) and REVEALED not in looked.nouns:
            raise Unsupported(node, "'revealed this way' of cards not revealed before it")
        # The cards looked at on top of the library (CR 401.1), and only those: your library,
        # or the libraries of the players who revealed them.
        out["among"] = looked.key
        theirs = looked.key.startswith(THEIR_LOOKED_AT)
        out["zone"] = ir.ZoneName.LIBRARY
        out["zone_owner"] = ir.Whose.ANY if theirs else ir.Whose.YOU
    elif is_named(node, _MOVED_OR_FROM_AMONG):
        participle = _MOVED_OR_FROM_AMONG[rule_name(node)]
        if participle != "exiled" and not _COUNTING.get():
            # the cards are found in the zone they moved to (CR 701.17c), a graveyard or
            # another public zone a replacement effect put them in, and a permanent sacrificed
            # is a new object there (CR 400.7): only counted here
            if rule_name(node) in _FROM_AMONG_MOVED:
                raise Unsupported.quoting(node, "'{}' naming cards to act on")
            raise Unsupported(node, f"'{participle} this way' naming cards to act on")
        out["among"] = moved_this_way(node, participle, ctx)
        out["zone"], out["zone_owner"] = _MOVED_TO[participle], ir.Whose.ANY
        if participle == "sacrificed":
            out["sacrificed_this_way"] = True  # matched as they left (see filter_ir)
    elif is_(node, nodes.TappedThisWay):
        out["among"] = tapped_this_way(node, ctx)
        out["zone"] = ir.ZoneName.BATTLEFIELD
    elif is_(node, (nodes.ExiledWithSelf, nodes.ExiledWithIt, nodes.WasExiledWithSelf)):
        # "cards exiled with Safe Haven": in exile, put there by the card's activated or
        # triggered abilities that exile, linked to this one (CR 607.2a), for this object;
        # "exiled with it" only where "it" is the object itself
        if is_(node, nodes.ExiledWithIt) and not _it_is_the_source(ctx):
            raise Unsupported.quoting(node, "'{}' where 'it' may be another object")
        out["exiled_with"] = linked_exile(node, ctx, singular=False)
        consume_all(node)
        out["zone"], out["zone_owner"] = ir.ZoneName.EXILE, ir.Whose.ANY
    elif is_(node, (nodes.CreatedWithSelf, nodes.CreatedWithIt)):
        # "all tokens created with Arcane Artisan", "... created with it" (CR 111.1, 607.2a):
        # the tokens this object's abilities created, which the runtime does not record
        raise Unsupported.quoting(
            node, "'{}': the tokens an object created, which the runtime does not record"
        )
    elif is_(node, nodes.InZoneAndZone):
        # "cards you own in exile and in your graveyard" (CR 406.1, 404.1): the cards of two
        # zones, which one description of the IR does not name
        raise Unsupported.quoting(node, "'{}': the cards of two zones in one description")
    elif is_(node, nodes.DealtDamageThisTurn):
        out["dealt_damage_this_turn"] = True
    elif is_(node, nodes.HasBeenDealtDamageThisTurn):
        # "a creature that has been dealt damage this turn" (CR 120.3): the same as "that was
        # dealt damage this turn", said in the perfect
        consume_all(node)
        out["dealt_damage_this_turn"] = True
    elif is_named(node, _COUNTED_ONLY):
        # "cards target opponent discarded this turn", "creatures that died this way": what
        # happened earlier is read only by a count of it ("the number of ...", "for each ..."),
        # which reads these words first; anywhere else no object is described by them
        raise Unsupported.quoting(node, "'{}' outside a count of what happened")
    elif is_(node, nodes.DealtDamageBySelfThisTurn):
        # "a creature dealt damage by ~ this turn" (CR 120.3): by this very source (CR 400.7)
        consume_all(node)
        out["dealt_damage_by_source"] = True
    elif is_(node, (nodes.DealtDamageByAttachedThisTurn, nodes.DealtDamageByThatCreatureThisTurn)):
        # "a creature dealt damage by enchanted creature this turn", "... by that creature this
        # turn" (CR 120.3): by another object than this one; the turn's damage record is asked
        # of the source only yet
        raise Unsupported.quoting(node, "'{}' (damage dealt by an object other than this one)")
    elif is_(node, nodes.CastQualifier):
        if not is_(take(node)[0], nodes.You):
            raise Unsupported(node, "spells cast by a player other than you")
        out["cast_by"] = ir.Whose.YOU
    elif is_(
        node,
        (
            nodes.WithSymbolInManaCost,
            nodes.WithSymbolInTheirManaCosts,
            nodes.WithoutSymbolInManaCost,
            nodes.WithoutSymbolInTheirManaCosts,
        ),
    ):
        # "a spell with {X} in its mana cost", "spells with {X} in their mana costs", "with {P}
        # in its mana cost" (any Phyrexian mana symbol, CR 107.4g), "without {X} in its mana
        # cost" (CR 202.1: the symbols of the object's mana cost)
        symbol = _MANA_COST_SYMBOLS.get(_lexeme(node).text.upper())
        if symbol is None:
            raise Unsupported.quoting(
                node, "'{}': a mana symbol other than {{X}} or {{P}} in a mana cost"
            )
        consume_all(node)
        without = is_(node, (nodes.WithoutSymbolInManaCost, nodes.WithoutSymbolInTheirManaCosts))
        out["without_mana_cost_symbol" if without else "mana_cost_symbol"] = symbol
    elif is_(node, (nodes.CastFromZone, nodes.NotCastFromZone, nodes.CastFromAnywhereOtherThan)):
        _cast_from(node, out)
    elif is_(node, nodes.AbilitySourceQualifier):
        # "target activated ability from an artifact source" (CR 113.7): the runtime keeps no
        # activated or triggered ability as an object to describe
        raise Unsupported.quoting(node, "'{}': the source of an ability on the stack (CR 113.7)")
    elif is_(node, nodes.NamedQualifier):
        name = _lexeme(node, "OTHER_CARD_NAME").text
        if re.search(r",? (?:and|or) ", name) and ", " in name:
            # "Equipment named Sword of Kaldra, Shield of Kaldra, and Helm of Kaldra": several
            # names (a name may hold a comma, CR 201.2, so the list is not split here)
            raise Unsupported.quoting(node, "'{}': a list of names")
        out["named"] = name
    elif is_(node, nodes.ManaValueQualifier):
        raise Unsupported(node, "a total mana value requirement outside reminder text")
    elif is_(node, nodes.KeywordQualifier):
        out.setdefault("keywords", []).append(_lexeme(node).text)
    elif is_(node, nodes.PowerOneOf):
        # "a creature spell with power 4, 5, or 6" (CR 208.1): power equal to one of the
        # numbers, made ``alternatives``
        values = [fixed_value(item) for item in take(node) if isinstance(item, nodes.Node)]
        if "alternatives" in out or len(set(values)) != len(values):
            raise Unsupported.quoting(node, "the words '{}' in a description of objects")
        consume_all(node)
        out["alternatives"] = tuple(
            ir.ObjectFilter(
                f"with power {value}", (), power_at_least=value, power_at_most=value, span=node.span
            )
            for value in values
        )
    elif is_(node, nodes.WithFlyingOrReach):
        # "except by creatures with flying or reach" (CR 702.9b, 702.17b): an object with at
        # least one of the two keywords, made ``alternatives``
        if "alternatives" in out:
            raise Unsupported(node, "two lists of alternatives in one filter")
        consume_all(node)
        out["alternatives"] = tuple(
            ir.ObjectFilter(f"with {word}", (), keywords=(word,), span=node.span)
            for word in ("flying", "reach")
        )
    elif is_(node, nodes.LandwalkQualifier):
        # "creatures with islandwalk" (CR 702.14a): a landwalk the runtime knows by name
        walk = _lexeme(node).text.lower()
        if walk.removesuffix("walk") not in ("plains", "island", "swamp", "mountain", "forest"):
            raise Unsupported.quoting(node, "the words '{}' in a description of objects")
        out.setdefault("keywords", []).append(walk)
    elif is_(node, nodes.PowerQualifier):
        value = amount(take(node)[0])
        if not value.is_x:
            out["power_at_least"] = value.value
        elif ctx.x_announced or ctx.x_defined:
            # "with power X or greater": X as announced (CR 107.3, 601.2b), or the one a
            # "where X is ..." defines, read as the description is applied (CR 107.3c)
            x = take(node)[0]
            out.setdefault("compared", []).append(
                ir.Comparison("power", "at_least", ir.XValue(span=x.span), span=node.span)  # type: ignore[union-attr]
            )
        else:  # X is not 0 where it is undefined on a card: it is refused (CR 107.3)
            raise Unsupported(node, "a bound of X on a characteristic")
    elif rule_name(node) in _NUMBER_BOUNDS and ctx.x_defined and not ctx.x_announced:
        value = amount(take(node)[-1])
        if not value.is_x:
            for name in _NUMBER_BOUNDS[rule_name(node)]:
                out[name] = value.value
        else:
            # "counter target spell with mana value X or less, where X is the number of
            # Faeries you control": the number "where X is" defines, read each time the
            # description is applied (CR 107.3c, 608.2h; a target's as it is chosen and as the
            # ability resolves, CR 608.2b)
            out.setdefault("compared", []).append(_x_bound(node))
    elif rule_name(node) in _NUMBER_BOUNDS:
        value = amount(take(node)[-1])
        if value.is_x and not ctx.x_announced:
            raise Unsupported(node, "a bound of X on a characteristic")
        for name in _NUMBER_BOUNDS[rule_name(node)]:
            if value.is_x:  # the X announced with the cost (CR 601.2b, 602.2b)
                out.setdefault("x_bounds", []).append(name)
            else:
                out[name] = value.value
    elif is_(node, nodes.WithoutKeyword):
        out.setdefault("excluded_keywords", []).append(_lexeme(node).text.lower())
    elif is_(node, nodes.WithoutEitherKeyword):
        # "Creatures without flying or islandwalk", "without flying or reach": an object with
        # neither keyword (CR 702); a landwalk by its land type (CR 702.14a)
        first, _or, second = take(node)
        for word in (first, second):
            name = word.text.lower()  # type: ignore[union-attr]
            if name.endswith("walk") and name.removesuffix("walk") not in (
                "plains",
                "island",
                "swamp",
                "mountain",
                "forest",
            ):
                raise Unsupported.quoting(node, "the words '{}' in a description of objects")
            out.setdefault("excluded_keywords", []).append(name)
        consume_all(node)
    elif is_(node, nodes.WithoutOtherKeyword):
        # "each creature without flanking" (CR 702): a keyword the runtime knows on a
        # permanent by name; any other is refused
        word = " ".join(_lexeme(node).text.lower().split())
        if word not in DESCRIBED_KEYWORDS:
            raise Unsupported.quoting(node, "'{}': a keyword this description can't test yet")
        out.setdefault("excluded_keywords", []).append(word)
    elif is_(
        node,
        (nodes.WithCardKeyword, nodes.WithCardKeywordAbility, nodes.WithCardKeywordAbilities),
    ):
        # "a creature card with infect", "a card with a cycling ability", "creatures with
        # morph abilities" (CR 702): an object with that keyword ability, which the runtime
        # finds on the object whatever its zone (CR 702.29b: cycling exists in every zone;
        # CR 702.29f: a card with typecycling is a card with cycling)
        word = _card_keyword_name(node)
        if word not in DESCRIBED_KEYWORDS:
            raise Unsupported(
                node, f"an object with {word}: the runtime does not tell which objects have it"
            )
        consume_all(node)
        out.setdefault("keywords", []).append(word)
    elif is_(node, (nodes.WithACounterOnIt, nodes.WithAnCounterOnIt, nodes.WithCountersOnThem)):
        kind = take(node)[0]
        if not is_(kind, (nodes.CounterKind, nodes.NamedCounter)):
            raise Unsupported(node, "'with a counter on it' of this kind")
        if "with_counter" in out or "with_any_counter" in out or "without_counters" in out:
            raise Unsupported.quoting(node, "'{}': two counters in one description")
        # "with a +1/+1 counter on it", "with a trap counter on it", "permanents with bounty
        # counters on them" (CR 122.1): at least one counter of that kind on each
        consume_all(node)
        out["with_counter"] = counter_name(kind)  # type: ignore[arg-type]
    elif is_(
        node,
        (
            nodes.WithAnyCounterOnIt,
            nodes.ThatHasAnyCounterOnIt,
            nodes.WithAnyCountersOnThem,
            nodes.WithOneOrMoreCountersOnIt,
        ),
    ):
        # "target creature with a counter on it", "creatures with counters on them", "each
        # creature with one or more counters on it" (CR 122.1): a counter of any kind
        if "with_counter" in out or "with_any_counter" in out or "without_counters" in out:
            raise Unsupported.quoting(node, "'{}': two counters in one description")
        consume_all(node)
        out["with_any_counter"] = True
    elif is_(node, nodes.WithCountersAtLeast):
        # "a creature with three or more level counters on it" (CR 122.1): at least that many
        # counters of the kind on it
        how_many, kind = take(node)[0], take(node)[1]
        if "with_counter" in out or "with_any_counter" in out or "without_counters" in out:
            raise Unsupported.quoting(node, "'{}': two counters in one description")
        least = amount(how_many)  # type: ignore[arg-type]
        if least.is_x:
            raise Unsupported(how_many, "a number of counters X")  # type: ignore[arg-type]
        out["with_counter"] = counter_name(kind, only_read=True)  # type: ignore[arg-type]
        out["with_counter_at_least"] = least.value
        consume_all(node)
    elif is_(node, nodes.WithoutACounterOnIt):
        # "each other creature you control without a +1/+1 counter on it" (CR 122.1): not one
        # counter of that kind on it
        if "without_counter" in out or "without_counters" in out:
            raise Unsupported.quoting(node, "'{}': two counters in one description")
        out["without_counter"] = counter_name(take(node)[0], only_read=True)  # type: ignore[arg-type]
        consume_all(node)
    elif is_(node, nodes.WithNoCounters):
        # "creatures with no counters on them" (CR 122.1): not one counter of any kind
        if "with_counter" in out or "with_any_counter" in out or "without_counters" in out:
            raise Unsupported.quoting(node, "'{}': two counters in one description")
        consume_all(node)
        out["without_counters"] = True
    elif is_(node, nodes.ThatHasACounterOnIt):
        _that_has_a_counter(node, out)
    elif rule_name(node) in _HISTORY_FLAGS:
        # "that entered the battlefield this turn", "that dealt damage to you this turn", "that
        # attacked this turn", "that's attacking you", "that's tapped": one quality each
        consume_all(node)
        name, value = _HISTORY_FLAGS[rule_name(node)]
        if name in out and out[name] != value:
            raise Unsupported.quoting(node, "'{}' against another word of the description")
        out[name] = value
    elif is_(node, nodes.MeasureCompared):
        out.setdefault("compared", []).append(_comparison(node, ctx))
    elif is_(node, nodes.OtherThanSelf):
        # "target creature other than Faceless Butcher": the card names its source itself
        # (CR 109.1, 201.5), so no earlier object can be meant, as with "other" alone.
        if not is_(take(node)[-1], (nodes.SelfRef, nodes.SelfName)):
            raise Unsupported(node, "'other than' an object other than this card")
        out["other_than_source"] = True
    elif is_(
        node,
        (
            nodes.SharesQualifier,
            nodes.ShareQualifierPlural,
            nodes.SameNameQualifier,
            nodes.SharesObjectQualifier,
            nodes.ShareObjectQualifierPlural,
        ),
    ):
        _shared_quality(node, out, ctx)
    elif node.rule in _UNCOMPARED_QUALITIES:
        raise Unsupported.quoting(node, "'{}': " + _UNCOMPARED_QUALITIES[node.rule])
    elif node.rule == "banded_with_qualifier":
        # "all creatures banded with it", "Attacking creatures banded with Urza's Engine" (CR
        # 702.22c, 702.22e): the other creatures of its attacking band; no filter of the IR
        # reads the bands of combat
        raise Unsupported.quoting(node, "'{}': the creatures in an attacking band (CR 702.22c)")
    elif is_(node, nodes.BlockingQualifier) and _blocked_object(node, ctx) is not None:
        # "each creature blocking it", "target creature blocking ~" (CR 509.1a): a creature
        # blocking the source or the triggering event's creature, as it is matched
        out["blocking_object"] = _blocked_object(node, ctx)
        consume_all(node)
    elif node.rule == "its_blocking_qualifier":
        # "target creature it's blocking", "for each creature it's blocking" (CR 509.1a): the
        # attackers "it" blocks, as "blocked by it" (the same referent, read the same way)
        blocker = _blocked_object(node, ctx, relation=True)
        if isinstance(blocker, ir.SourceObject) and ctx.sacrifices_source:
            # "Sacrifice Tinder Wall: It deals 2 damage to target creature it's blocking": the
            # source has left combat as the ability resolves (CR 506.4); what it blocked then
            # is not read yet
            raise Unsupported.quoting(node, "'{}' after its cost sacrificed it")
        if blocker is None:
            raise Unsupported.quoting(node, "'{}': a creature blocked by another object")
        out["blocked_by_object"] = blocker
        consume_all(node)
    elif node.rule in _BLOCK_RELATIONS and _blocked_object(node, ctx, relation=True) is not None:
        # "target creature blocked by ~", "each creature blocking or blocked by it" (CR
        # 509.1a, 509.1h): an attacker the source (or the event's creature) blocks, or either
        key = (
            "blocked_by_object" if node.rule == "blocked_by_qualifier" else "blocking_or_blocked_by"
        )
        out[key] = _blocked_object(node, ctx, relation=True)
        consume_all(node)
    elif node.rule in _BLOCK_RELATIONS:
        # "each creature blocking it" (CR 509.1a, 509.1h): which creature blocks which is
        # not a quality of one object, and the runtime's filters test one object at a time
        raise Unsupported.quoting(node, "'{}': a creature described by what it blocks")
    elif is_(node, nodes.NamedSelf):
        out["named"] = ctx.card.name  # the card's own name (CR 201.5)
    elif is_(node, nodes.ColorQualifier):
        words = [lexeme.text.lower() for lexeme in take(node) if isinstance(lexeme, nodes.Lexeme)]
        if any(word not in COLOR_LETTERS for word in words):
            raise Unsupported(node, "this color in 'that's ... or ...'")
        if "colors_any_of" in out:
            raise Unsupported(node, "two lists of colors in one filter")
        out["colors_any_of"] = [COLOR_LETTERS[word] for word in words]
    elif is_(node, nodes.ThatSBothColors):
        # "a spell that's both red and white": it has each of the two colors (CR 105.2,
        # 105.2a: an object can be more than one color); the phrase's other colors also hold
        words = [lexeme.text.lower() for lexeme in take(node) if isinstance(lexeme, nodes.Lexeme)]
        if len(set(words)) != 2 or any(word not in COLOR_LETTERS for word in words):
            raise Unsupported(node, "these colors in 'that's both ... and ...'")
        out.setdefault("colors", []).extend(COLOR_LETTERS[word] for word in words)
    elif is_(node, nodes.ThatSSubtypeEither):
        # "each creature you control that's a Wolf or a Werewolf": at least one of the two
        # subtypes (CR 205.3); the description's other words hold whichever it has
        names = [
            singular(_lexeme(item).text).lower()
            for item in take(node)
            if isinstance(item, nodes.Node)
        ]
        if "subtypes_any_of" in out or len(set(names)) != 2:
            raise Unsupported(node, "two lists of subtypes in one filter")
        consume_all(node)
        out["subtypes_any_of"] = names
    elif is_(node, (nodes.ThatAreEnchanted, nodes.ThatSEnchanted)):
        # "Creatures you control that are enchanted", "a creature you control that's
        # enchanted" (CR 303.4): an Aura attached to each, which the runtime's filters don't
        # test
        raise Unsupported.quoting(node, "'{}': enchanted as a quality of objects")
    elif is_(node, nodes.ThatSEnchantedOrEquipped):
        # "a creature you control that's enchanted or equipped" (CR 303.4, 301.5)
        raise Unsupported.quoting(node, "'{}': enchanted or equipped as a quality of objects")
    elif is_(node, nodes.ThatBlockedOrWasBlocked):
        # "each creature that blocked or was blocked this turn", "... by a Zombie this turn"
        # (CR 509.1a, 509.1h): which creature blocked which earlier this turn is not recorded
        # for a description to read
        raise Unsupported.quoting(node, "'{}': the blocks of this turn as a quality of objects")
    elif is_(node, (nodes.TotalManaValueAtMost, nodes.TotalPowerAtMost)):
        # "up to two target creature cards with total mana value 3 or less" (CR 601.2c: the
        # chosen objects together), a limit on a choice no filter of one object says
        raise Unsupported.quoting(node, "'{}': a limit on the chosen objects together")
    elif is_(node, nodes.PutIntoZoneFromBattlefieldThisTurn):
        # "for each creature put into your graveyard from the battlefield this turn" (CR
        # 700.4): which player's graveyard each went to is not read from the turn's history
        raise Unsupported.quoting(node, "'{}': the graveyard a permanent went to this turn")
    elif is_(node, nodes.TotalPowerQualifier):
        raise Unsupported(node, "a total power requirement outside crew's reminder text")
    else:
        raise Unsupported.quoting(node, "the qualifier '{}'")


def object_filter(node: nodes.Node, ctx: AbilityContext) -> ObjectFilter:
    """A ``Filter`` or ``BareFilter`` node: its IR, and the runtime's matcher built from it."""
    from ..runtime.filters import Matcher  # the runtime loads when a matcher is asked for

    return Matcher(filter_ir(node, ctx))


def attaches(ctx: AbilityContext) -> bool:
    """:func:`_attaches`, for the trigger "Whenever ~ or enchanted creature attacks"."""
    return _attaches(ctx)


def _is_creature_card(ctx: AbilityContext) -> bool:
    """Whether the card is a creature card (CR 205.2a), whose "other creature" is other than
    itself."""
    return any(t.lower() == "creature" for t in ctx.card.type_line.card_types)


def _attaches(ctx: AbilityContext) -> bool:
    """Whether the card is an Aura or an Equipment: the only cards whose "enchanted" or
    "equipped" permanent is the one they are attached to (CR 303.4, 301.5)."""
    subtypes = {subtype.lower() for subtype in ctx.card.type_line.subtypes}
    return bool(subtypes & {"aura", "equipment"}) or _has_bestow(ctx.card)


#: Words before "enchanted creature" that make it a quality of objects ("an enchanted creature
#: or enchantment creature you control", "target enchanted creature"), not the one creature
#: this Aura or Equipment is attached to.
_QUALITY_DETERMINERS = frozenset(
    {"a", "an", "each", "every", "another", "target", "all", "any", "other", "no", "or", "and"}
)


def _names_one(node: nodes.Node, ctx: AbilityContext) -> bool:
    """Whether "enchanted creature" / "equipped creature" stands alone as the name of the one
    object the source is attached to (CR 303.4, 301.5): no article or determiner before it
    ("an enchanted creature" is any creature with an Aura attached, a quality)."""
    span = node.span
    line = ctx.lines.get(span.line) if span is not None else None
    if line is None or span is None:
        return True
    before = line[: span.column - 1].split()
    return not before or before[-1].lower().strip(",") not in _QUALITY_DETERMINERS


def _has_bestow(card: nodes.Card) -> bool:
    """Whether the card has bestow (CR 702.103a): cast bestowed, it is an Aura with enchant
    creature (CR 702.103b), and its "enchanted creature" is the creature it is attached to; as
    a creature it is attached to nothing, so that phrase names no object (CR 303.4)."""
    for ability in card.abilities:
        body = ability.body
        if ability.kind is not nodes.AbilityKind.KEYWORD or not isinstance(body, nodes.Node):
            continue
        for item in body.items:
            if isinstance(item, nodes.CostKeyword):
                word = item.items[0]
                if isinstance(word, nodes.Lexeme) and word.text.lower() == "bestow":
                    return True
    return False


def filter_ir(node: nodes.Node, ctx: AbilityContext, **fixed: Any) -> ir.ObjectFilter:
    """A ``Filter`` or ``BareFilter`` node as an :class:`~karlov.ir.ObjectFilter`; ``fixed``
    sets fields the phrase around the filter states ("you control", "are damaged")."""
    if not is_named(node, _PLAIN_FILTERS):  # the plain forms first: most filters
        if is_(node, nodes.FilterEither):
            return _filter_either(node, ctx, fixed)
        if is_(node, nodes.FilterEitherList):
            return _filter_either_list(node, ctx, fixed)
        if is_(node, (nodes.CompoundNounFilter, nodes.DescribedCompoundNounFilter)):
            return _permanent_cards(node, ctx, fixed)
        if is_(node, (nodes.FilterThatTargets, nodes.BareFilterThatTargets)):
            return _that_targets(node, ctx, fixed)
        if is_(node, nodes.FilterAttachedTo):
            return _attached_to(node, ctx, fixed)
        raise Unsupported.quoting(node, "the description '{}'")
    # Only what the phrase states: a list field appears in ``out`` when a word adds to it.
    nouns: set[str] = set()
    out: dict[str, Any] = {"nouns": nouns}
    head = None
    after_type = noun_ended = False  # a type word was read; then a word that isn't one
    for item in take(node):
        if item is None:
            continue
        # ", non-Dragon" of "nonartifact, non-Dragon creature" goes on the list of the "non-"
        # word before it: no word of another description
        listed = is_(item, nodes.NonListed)
        if isinstance(item, nodes.Node) and item.rule not in _QUALIFIER_RULES and not listed:
            is_type = is_(item, (nodes.Types, nodes.Subtype))
            if is_type and noun_ended:
                # "creatures blocking enchanted creature": a second noun after the first one's
                # description went on -- a relation between two objects ("blocking [it]"),
                # not one object with both types, which is all a list of descriptors says
                raise Unsupported.quoting(node, "'{}': an object described by another object")
            noun_ended = noun_ended or (after_type and not is_type)
            after_type = after_type or is_type
        if isinstance(item, nodes.Lexeme) and item.kind == "POSSESSED_HEAD":
            # "target artifact creature's controller": the head of a possessed description,
            # a card type ("creature", CR 205.2) or a noun ("permanent", "spell")
            word = item.text.lower().removesuffix("'s")
            if word in ("permanent", "spell"):
                head = word
            else:
                out.setdefault("types", []).append(ir.TypeTest((word,), span=item.span))
                nouns.add(word)
        elif type(item) is nodes.HeadNoun:
            consume(item)
            head = _lexeme(item).text.lower()
        elif isinstance(item, nodes.Node):
            if item.rule in _QUALIFIER_RULES:
                _qualifier(item, out, ctx)
            elif is_(item, nodes.TheyControl) and ctx.they is not None:
                # "for each Swamp they control": the clause's player (``ctx.they``)
                if "controller" in out:
                    raise Unsupported.quoting(node, "'{}': two controllers")
                consume_all(item)
                out["controller"], ctx.they_used = ctx.they, True
            elif is_(item, nodes.TheyOwn) and ctx.they is not None:
                # "all creatures they own": owned by the clause's player (CR 108.3)
                if "owner" in out:
                    raise Unsupported.quoting(node, "'{}': two owners")
                consume_all(item)
                out["owner"], ctx.they_used = ctx.they, True
            elif is_(
                item,
                (
                    nodes.OfChosenType,
                    nodes.OfChosenColor,
                    nodes.OfThatChosenType,
                    nodes.OfThatChosenColor,
                ),
            ):
                out["chosen"] = _chosen(item, ctx)
            elif is_(item, (nodes.OfCreatureTypeOfChoice, nodes.OfColorOfChoice)):
                # "of the creature type of your choice": chosen by the ability's controller as
                # the instruction is followed (CR 608.2d), once for the resolution
                consume_all(item)
                of_color = is_(item, nodes.OfColorOfChoice)
                out["chosen"] = "color_of_choice" if of_color else "type_of_choice"
            elif (
                is_(item, (nodes.WithThatName, nodes.WithChosenName))
                and "card_name" in ctx.resolution_choices
                and "chosen" not in out
            ):
                # "Choose a card name. ... all cards with that name": the name the earlier
                # instruction of this ability chose (CR 201.3, 608.2d)
                consume_all(item)
                out["chosen"] = "name_on_resolution"
            else:
                _descriptor(item, out)
    if head is not None:  # before "other" is read: "other cards" names cards
        nouns.add("copy" if head == "copies" else head.removesuffix("s"))
    if out.get("other"):  # the word "other" of the phrase itself
        _other_than_named(node, out, ctx)
    if out.get("other") and isinstance(out.get("shared_with"), ir.EventObject):
        # "Whenever a creature enters, destroy all other creatures that share a color with
        # it." on a creature: other than this creature, or than the one that entered (which
        # shares its colors with itself)? The words don't say: reported, not chosen
        raise Unsupported.quoting(node, "'{}': other than this object or the event's")
    if out.pop("other_than_source", False):
        out["other"] = True
    if out.get("attached_to_source") and not (_attaches(ctx) and _names_one(node, ctx)):
        # On an Aura or Equipment "enchanted creature" is the one it is attached to (CR
        # 303.4, 301.5); elsewhere ("Destroy target enchanted creature") it is any creature
        # with an Aura attached, a quality the runtime's filters don't test yet.
        raise Unsupported.quoting(node, "'{}': enchanted or equipped as a quality of objects")
    _bind_over_type_list(node, out)
    if head is not None:
        noun = "copy" if head == "copies" else head.removesuffix("s")
        if noun == "card":
            out["tokens"] = False
        elif noun == "token":
            out["tokens"] = True
        elif noun == "spell":
            out["zone"] = ir.ZoneName.STACK
    del out["nouns"]
    for name in _LIST_FIELDS.intersection(out):
        out[name] = tuple(out[name])
    out.update(fixed)
    if out.pop("sacrificed_this_way", False):
        # the permanents as they last existed on the battlefield (CR 608.2h): what they were
        # and whether tokens, not who controls them now or any other state
        stated = set(out) - {"among", "zone", "zone_owner"}
        if not stated <= _DIED_FIELDS:
            raise Unsupported.quoting(node, "'{}': a quality of a permanent sacrificed this way")
    if out.get("died_this_turn") and not _COUNTING.get():
        raise Unsupported.quoting(
            node, "the words 'that died this turn' in a description of objects"
        )
    return ir.ObjectFilter(_describe(node, ctx), tuple(sorted(nouns)), **out, span=node.span)


def named_cards_filter(node: nodes.Node, ctx: AbilityContext) -> ir.ObjectFilter:
    """ "the number of cards named Accumulated Knowledge in all graveyards", "... named
    Galvanic Bombardment in your graveyard" (CR 201.2): the cards with that name (CR 201.3:
    a card named by its own name is any card of that name) in the zones the words name. A
    count with no zone, or another description, is reported."""
    out: dict[str, Any] = {"nouns": set()}
    for item in take(node):
        if not isinstance(item, nodes.Node) or item.rule not in _QUALIFIER_RULES:
            raise Unsupported.quoting(node, "the description '{}'")
        _qualifier(item, out, ctx)
    del out["nouns"]
    if out.get("zone") not in (ir.ZoneName.GRAVEYARD, ir.ZoneName.HAND, ir.ZoneName.LIBRARY):
        raise Unsupported.quoting(node, "'{}' in no one zone of cards")
    for name in _LIST_FIELDS.intersection(out):
        out[name] = tuple(out[name])
    description = " ".join(lexeme_texts(node)).removeprefix("the number of ")
    return ir.ObjectFilter(description, ("card",), tokens=False, **out, span=node.span)


def cards_this_way_filter(node: nodes.Node, ctx: AbilityContext) -> ir.ObjectFilter:
    """ "the number of cards revealed this way", "... discarded this way", "... exiled this
    way" (CR 608.2c): the cards the instruction before it acted on, counted as the effect
    resolves, as "for each card revealed this way" counts them. Another description
    ("cards with that name"), or cards revealed from a library (which may have left it
    since, yet count), is reported."""
    (qualifier,) = take(node)
    if not is_named(qualifier, (rule_names.RevealedThisWay, *_MOVED_WORDS)):
        raise Unsupported.quoting(node, "the count '{}'")
    if is_(qualifier, nodes.RevealedThisWay) and not _hand_revealed_last(ctx):
        # "Reveal cards from the top of your library until you reveal an artifact card. Put
        # that card onto the battlefield ...": every card revealed counts, also those that
        # left the library since; a count of the cards still there would miss them
        raise Unsupported.quoting(node, "'{}' of cards revealed from a library")
    out: dict[str, Any] = {"nouns": set()}
    with counting():
        _qualifier(qualifier, out, ctx)  # type: ignore[arg-type]
    del out["nouns"]
    for name in _LIST_FIELDS.intersection(out):
        out[name] = tuple(out[name])
    description = " ".join(lexeme_texts(node)).removeprefix("the number of ")
    return ir.ObjectFilter(description, ("card",), tokens=False, **out, span=node.span)


#: "from among the milled cards", "from among the exiled cards" (CR 608.2c): the cards the one
#: earlier instruction of the ability milled or exiled, as "milled / exiled this way" names them.
_FROM_AMONG_MOVED: dict[str, str] = {
    rule_names.FromAmongTheMilled: "milled",
    rule_names.FromAmongTheExiled: "exiled",
}
#: The qualifiers "exiled / milled / discarded this way" (CR 608.2c).
_MOVED_WORDS: dict[str, str] = {
    rule_names.ExiledThisWay: "exiled",
    rule_names.CardsMilledThisWay: "milled",
    rule_names.DiscardedThisWay: "discarded",
    rule_names.SacrificedThisWay: "sacrificed",
}
_MOVED_OR_FROM_AMONG = {**_MOVED_WORDS, **_FROM_AMONG_MOVED}


@contextmanager
def counting() -> Iterator[None]:
    """Within it, the filters read are counted (:data:`_COUNTING`), as a condition's "if a
    creature card is exiled this way" counts them."""
    token = _COUNTING.set(True)
    try:
        yield
    finally:
        _COUNTING.reset(token)


#: Whether the filter being read is counted ("for each ...", "the number of ..."): only then
#: may it describe the objects that died this turn (:func:`counted_filter_ir`).
_COUNTING: ContextVar[bool] = ContextVar("counting", default=False)
#: What may be said of the objects that died this turn: their characteristics as they last
#: existed on the battlefield (CR 603.10a) and whether they were tokens; not who controls them
#: now, where they are, or any other state.
_DIED_FIELDS = frozenset(
    {"types", "subtypes", "supertypes", "excluded_supertypes", "colors", "excluded_colors"}
    | {"tokens", "excluded_subtypes", "subtypes_any_of", "died_this_turn", "controlled_then"}
)


#: The "with different names" a count may take (CR 201.2b), found in the filter it counts:
#: None where the words are not read (see :func:`counting_names`).
_DIFFERENT_NAMES: ContextVar[list[nodes.Node] | None] = ContextVar("different_names", default=None)


@contextmanager
def counting_names() -> Iterator[list[nodes.Node]]:
    """Within it, a filter may say "with different names" (CR 201.2b): the list it yields
    holds those words when it did, for the count that reads them."""
    found: list[nodes.Node] = []
    token = _DIFFERENT_NAMES.set(found)
    try:
        yield found
    finally:
        _DIFFERENT_NAMES.reset(token)


#: Set while the objects a player sacrifices are read: "sacrifices X lands" (CR 701.21a), X
#: being the value announced for the spell or ability (CR 107.3); no other choice takes X.
_SACRIFICING_X: ContextVar[bool] = ContextVar("sacrificing_x", default=False)


@contextmanager
def sacrificing_x() -> Iterator[None]:
    """Within it, the objects read may be "X lands" (:data:`_SACRIFICING_X`)."""
    token = _SACRIFICING_X.set(True)
    try:
        yield
    finally:
        _SACRIFICING_X.reset(token)


def counted_filter_ir(node: nodes.Node, ctx: AbilityContext) -> ir.ObjectFilter:
    """The filter of a count ("for each Zubera that died this turn", "the number of creatures
    that died this turn"): :func:`filter_ir`, which may here describe the permanents that died
    this turn (CR 700.4), by their characteristics only."""
    token = _COUNTING.set(True)
    try:
        found = filter_ir(node, ctx)
    finally:
        _COUNTING.reset(token)
    if found.died_this_turn:
        stated = {
            f.name
            for f in dataclasses.fields(found)
            if f.name not in ("description", "nouns", "span")
            and getattr(found, f.name) != _default(f)
        }
        if not stated <= _DIED_FIELDS:
            raise Unsupported.quoting(node, "'{}': a quality of a creature that died this turn")
    return found


#: Qualifiers only a count reads (see :func:`destroyed_count`, ``Effects._acted_count``).
_COUNTED_ONLY = frozenset(
    {
        rule_names.DiedThisWay,
        rule_names.WereDestroyedThisWay,
        rule_names.TheyControlled,
        rule_names.DiscardedThisTurnBy,
        rule_names.CreatedThisTurnBy,
        rule_names.SacrificedThisTurnBy,
        rule_names.HadEnterThisTurnBy,
    }
)

#: The words after the noun of a count of what the one destruction before it did (CR 608.2c),
#: and what :class:`~karlov.ir.ResultOf` reads: "destroyed this way", "that died this way"
#: (CR 700.4: put into a graveyard from the battlefield), "[player] controlled that were
#: destroyed this way" (CR 701.8, of that player's permanents as they were destroyed).
_DESTRUCTION_COUNTS = (nodes.DestroyedThisWay, nodes.DiedThisWay, nodes.WereDestroyedThisWay)


def destroyed_count(
    node: nodes.Node, ctx: AbilityContext, *, each_acting: bool = False
) -> ir.ResultOf | None:
    """ "for each creature destroyed this way", "the number of creatures destroyed this way":
    how many objects the ability's one destruction before it destroyed (CR 608.2c), counted
    as they were destroyed: one regenerated or indestructible was not destroyed (CR 701.8c,
    701.19a, 702.12b). None if ``node`` does not say "destroyed this way". Said of a noun
    the destruction's description does not make each destroyed object ("for each artifact
    destroyed this way" after "Destroy all permanents."), of a destruction that names no
    description ("target creature"), or after no or several destructions, it is C001: which
    objects are counted would be a reading of the text."""
    if not is_(node, (nodes.Filter, nodes.BareFilter)):
        return None
    parts = [item for item in node.items if item is not None]
    if not parts or not is_(parts[-1], _DESTRUCTION_COUNTS):
        return None
    parts = [item for item in take(node) if item is not None]
    of = "died" if is_(parts[-1], nodes.DiedThisWay) else "destroyed"
    if is_(parts[-1], nodes.WereDestroyedThisWay):
        # "creatures you controlled that were destroyed this way": those of them the player
        # controlled as they were destroyed (CR 608.2c); "they controlled": each of the players
        # of the instruction in turn, its amount counted for each (CR 101.4)
        whose = parts[-2] if len(parts) == 3 else None
        if is_(whose, nodes.ControlledThen) and is_(take(whose)[0], nodes.You):
            of = "destroyed_yours"
        elif is_(whose, nodes.TheyControlled) and each_acting:
            of = "destroyed_theirs"
        else:
            raise Unsupported.quoting(node, "'{}': whose destroyed permanents are counted")
        consume_all(whose)
        parts = [parts[0], parts[-1]]
    noun = None
    if len(parts) == 2 and is_(parts[0], nodes.Types):
        test, _names = _types_test(parts[0])
        if not test.none_of and len(test.any_of) == 1:
            noun = test.any_of[0]  # "for each creature destroyed this way"
    elif (
        len(parts) == 2
        and is_(parts[0], nodes.HeadNoun)
        and _lexeme(parts[0]).text.lower() == "permanent"
    ):
        noun = "permanent"  # CR 701.8a: only a permanent is destroyed
    if noun is None:
        raise Unsupported.quoting(node, "'{}': a description of what was destroyed this way")
    if of == "died" and noun not in ("creature", "permanent"):
        # CR 700.4: "dies" is said of a creature or planeswalker (a permanent)
        raise Unsupported.quoting(node, "'{}': a description of what died this way")
    if len(ctx.destructions) != 1:
        raise Unsupported(parts[-1], "'destroyed this way' after no destruction, or several")
    span, ref = ctx.destructions[0]
    if ref is None:
        raise Unsupported(parts[-1], "'destroyed this way' of a reflexive trigger's destruction")
    if noun != "permanent":
        # each destroyed object is a [noun] only if the destruction's description says so
        if not isinstance(ref, ir.AllObjects) or ref.filter.alternatives:
            raise Unsupported.quoting(node, "'{}' of a destruction of objects not all of its kind")
        tests = ref.filter.types
        if not tests or any(t.any_of != (noun,) for t in tests):
            raise Unsupported.quoting(node, "'{}' of a destruction of objects not all of its kind")
    consume_all(node)
    if span not in ctx.destroyed_counted:
        ctx.destroyed_counted[span] = ctx.new_key("destroyed")
    return ir.ResultOf(ctx.destroyed_counted[span], of, span=node.span)


def _with_remember_keys(
    effect: Any, keys: dict[Any, str], verbs: tuple[ir.Verb, ...], *, keep_existing: bool
) -> Any:
    """``effect`` with ``keys[span]`` put on each :class:`~karlov.ir.Action` of ``verbs`` at
    that span (``remember``; with ``keep_existing``, only on one that has no key yet), so the
    runtime records what that instruction acted on (CR 608.2c)."""
    if not keys:
        return effect

    def keyed(item: Any) -> Any:
        if (
            isinstance(item, ir.Action)
            and not (keep_existing and item.remember is not None)
            and item.span in keys
            and item.verb in verbs
        ):
            return dataclasses.replace(item, remember=keys[item.span])
        return None

    return ir.rewrite(effect, keyed)


def remember_results(effect: Any, ctx: AbilityContext) -> Any:
    """``effect`` with the keys its later references gave put on what they refer to: the group
    "those creatures" names (:func:`remember_groups`), the destruction "destroyed this way"
    counts, and the instruction "exiled / milled / discarded / sacrificed this way" names (CR
    608.2c)."""
    effect = remember_groups(effect, ctx)
    destroyed = (ir.Verb.DESTROY, ir.Verb.DESTROY_NO_REGENERATION)
    effect = _with_remember_keys(effect, ctx.destroyed_counted, destroyed, keep_existing=False)
    return _with_remember_keys(effect, ctx.moved_counted, _RECORDING_MOVES, keep_existing=True)


#: The instructions whose objects "exiled / milled / discarded / sacrificed this way" counts.
_RECORDING_MOVES = (
    ir.Verb.EXILE,
    ir.Verb.MILL,
    ir.Verb.DISCARD,
    ir.Verb.DISCARD_AT_RANDOM,
    ir.Verb.SACRIFICE,
)
#: "exiled / milled / discarded this way": the zone the cards go to (CR 701.13a, 701.17a,
#: 701.9a), where a description of the cards acted on looks for them.
_MOVED_TO = {
    "exiled": ir.ZoneName.EXILE,
    "milled": ir.ZoneName.GRAVEYARD,
    "discarded": ir.ZoneName.GRAVEYARD,
    "sacrificed": ir.ZoneName.GRAVEYARD,
}


def check_as_they_left(node: nodes.Node, found: ir.ObjectFilter) -> None:
    """C001 unless ``found`` says only what a permanent sacrificed this way was as it last
    existed on the battlefield (CR 608.2h): its characteristics and whether a token."""
    stated = {
        f.name
        for f in dataclasses.fields(found)
        if f.name not in ("description", "nouns", "span", "among", "zone", "zone_owner")
        and getattr(found, f.name) != _default(f)
    }
    if not stated <= _DIED_FIELDS:
        raise Unsupported.quoting(node, "'{}': a quality of a permanent sacrificed this way")


def moved_this_way(node: nodes.Node, participle: str, ctx: AbilityContext) -> str:
    """The record of "[cards] exiled / milled / discarded this way" (:func:`ir.moved_key`):
    what the one earlier instruction of the ability that does it moved (CR 608.2c). None or
    several such instructions, or an exile of permanents (what each was as it left the
    battlefield is not recorded, CR 608.2h), is C001: which cards are meant would be a
    reading of the text."""
    found = [move for move in ctx.moves if move[0] == participle]
    if len(found) != 1:
        raise Unsupported(node, f"'{participle} this way' of no one instruction before it")
    _participle, span, key, known = found[0]
    if not known:
        raise Unsupported(node, f"'{participle} this way' of objects not known to be cards")
    if key is None:
        key = ctx.moved_counted.get(span) or ctx.new_key(participle)
        ctx.moved_counted[span] = key
    return ir.moved_key(key)


def tapped_this_way(node: nodes.Node, ctx: AbilityContext) -> str:
    """ "for each creature tapped this way" after "Tap any number of untapped creatures you
    control" (CR 608.2c, 701.26a): the remember key of the permanents that one instruction
    chose, each of which it tapped, counted where they are (the battlefield). Said of no such
    instruction, of several, or as the objects of an instruction rather than a count, C001:
    the runtime keeps no other record of what an instruction tapped."""
    if not _COUNTING.get():
        raise Unsupported(node, "'tapped this way' naming permanents to act on")
    if len(ctx.tapped) != 1:
        raise Unsupported(node, "'tapped this way' of no one instruction that chose what to tap")
    return ctx.tapped[0][1]


def _default(f: dataclasses.Field[Any]) -> Any:
    if f.default is not dataclasses.MISSING:
        return f.default
    return f.default_factory()  # type: ignore[misc]


_PLAIN_FILTERS = (
    rule_names.Filter,
    rule_names.BareFilter,
    rule_names.FilterPart,
    rule_names.BareFilterPart,
    rule_names.FilterSameName,  # "... with the same name as that permanent" (CR 201.2a)
    rule_names.BareFilterSameName,
    # "... that shares a creature type with a creature you control" (CR 105.2, 205.3)
    rule_names.FilterSharesObject,
    rule_names.BareFilterSharesObject,
    rule_names.PossessedFilter,  # "target creature's controller" (its head has the "'s")
)
# Where a filter's objects are looked for: the runtime reads these of the whole filter, never
# of one of its ``alternatives``, so the descriptions joined by "or" must agree on them.
_WHERE_FIELDS = ("zone", "zone_owner", "tokens", "controlled_then", "cast_by")


def _has_qualifier(node: nodes.Node) -> bool:
    return any(
        isinstance(item, nodes.Node) and item.rule in _QUALIFIER_RULES for item in node.items
    )


def _filter_either(node: nodes.Node, ctx: AbilityContext, fixed: dict[str, Any]) -> ir.ObjectFilter:
    """ "target land or nonblack creature" (CR 115.1): an object either description fits. What
    the second description says after its noun ("or nonblack creature an opponent controls")
    could be said of both; unless the first has words of its own there, it is reported."""
    first_node, _or, second_node = take(node)
    assert isinstance(first_node, nodes.Node) and isinstance(second_node, nodes.Node)
    if _has_qualifier(second_node) and not _has_qualifier(first_node):
        raise Unsupported.quoting(
            node, "the scope of what follows 'or' in '{}' (both descriptions, or the last?)"
        )
    return either_filter(node, filter_ir(first_node, ctx), filter_ir(second_node, ctx), ctx, fixed)


def _filter_either_list(
    node: nodes.Node, ctx: AbilityContext, fixed: dict[str, Any]
) -> ir.ObjectFilter:
    """ "target enchantment, tapped artifact, or tapped creature", "target Forest, green
    enchantment, or green planeswalker" (CR 115.1): an object one of the descriptions fits,
    each description its own words (the serial comma joins them, as Oracle writes a list).
    What the last says after its noun could be said of all; unless an earlier one has words
    of its own there, it is reported, as for two descriptions (:func:`_filter_either`)."""
    parts = [item for item in take(node) if isinstance(item, nodes.Node)]
    *earlier, last = parts
    if _has_qualifier(last) and not any(_has_qualifier(part) for part in earlier):
        raise Unsupported.quoting(
            node, "the scope of what follows 'or' in '{}' (every description, or the last?)"
        )
    filters = [filter_ir(part, ctx) for part in parts]
    where: dict[str, Any] = {}
    for name in _WHERE_FIELDS:
        values = {getattr(each, name) for each in filters}
        if len(values) != 1:
            raise Unsupported.quoting(node, "'{}': descriptions of objects in different places")
        (value,) = values
        if name in fixed and value != fixed[name]:
            raise Unsupported.quoting(node, "'{}' where the sentence looks elsewhere")
        where[name] = value
    where.update(fixed)
    nouns = tuple(sorted({noun for each in filters for noun in each.nouns}))
    return ir.ObjectFilter(
        _describe(node, ctx), nouns, alternatives=tuple(filters), **where, span=node.span
    )


def either_filter(
    node: nodes.Node,
    first: ir.ObjectFilter,
    second: ir.ObjectFilter,
    ctx: AbilityContext,
    fixed: dict[str, Any],
) -> ir.ObjectFilter:
    """One filter that ``first`` or ``second`` fits (``alternatives``), looked for where both
    are: descriptions of objects in different zones, or of cards and of tokens, are reported."""
    where: dict[str, Any] = {}
    for name in _WHERE_FIELDS:
        mine, theirs = getattr(first, name), getattr(second, name)
        if mine != theirs:
            raise Unsupported.quoting(node, "'{}': descriptions of objects in different places")
        if name in fixed and mine != fixed[name]:
            raise Unsupported.quoting(node, "'{}' where the sentence looks elsewhere")
        where[name] = mine
    where.update(fixed)
    nouns = tuple(sorted(set(first.nouns) | set(second.nouns)))
    return ir.ObjectFilter(
        _describe(node, ctx), nouns, alternatives=(first, second), **where, span=node.span
    )


def _other_than_named(node: nodes.Node, out: dict[str, Any], ctx: AbilityContext) -> None:
    """ "each other creature" is other than the ability's source, unless the ability named such
    an object before it: after "Target creature gets +2/+0." in an instant or sorcery (whose
    source is no creature) it is other than that target. Where the source could be meant as
    well as the object named before (a permanent's ability), or the object named is not a
    target, the reading is reported, not chosen."""
    nouns = out["nouns"]
    among = out.get("among")
    if among is not None and any(m.key == ir.found_key(among) for m in ctx.mentions):
        # "all other cards revealed this way" after "until you reveal a creature card": the
        # cards revealed other than the one that stopped the revealing (CR 608.2c)
        out["other"] = False
        out["among"] = ir.others_key(among)
        return
    named = [
        mention
        for mention in ctx.mentions
        if mention.kind != "player" and (not mention.nouns or nouns & mention.nouns)
    ]
    spell = {"instant", "sorcery"} & set(ctx.card.type_line.card_types)
    if not named and spell and ctx.of_spell:
        # "Create X 1/1 white Soldier creature tokens. If X is 5 or more, destroy all other
        # creatures.": an instant or sorcery is no permanent (CR 304.4, 307.4), so "other" is
        # other than objects the spell named (there, the tokens it created); which ones is
        # not a reading to choose
        raise Unsupported(node, "'other' in a spell, other than no object it named")
    if (
        not named
        and ctx.event_subject == "object"
        and _attaches(ctx)
        and not _is_creature_card(ctx)
    ):
        # "Whenever enchanted creature attacks, each other creature that's attacking ...",
        # "Whenever equipped creature attacks alone, it gets +1/+1 ... for each other creature
        # you control": other than the creature of the event, the one the Aura or Equipment
        # is attached to (CR 303.4, 301.5), not other than the source; not read yet
        raise Unsupported(node, "'other' in a trigger of an Aura or Equipment on its creature")
    if not named and _other_than_event_object(nouns, ctx):
        out["other"] = False
        out["other_than_event"] = True
        return
    if not named:
        return
    if len(named) == 1 and named[0].target_index is not None and spell:
        out["other"] = False
        out["other_than_target"] = named[0].target_index
        return
    raise Unsupported(node, "'other' after an object named before it")


#: The card types a noun of a description names (CR 300.1): what a source of one of them is.
_CARD_TYPE_NOUNS = frozenset(
    {"artifact", "battle", "creature", "enchantment", "land", "planeswalker"}
)


def _other_than_event_object(nouns: Iterable[str], ctx: AbilityContext) -> bool:
    """Whether "other" in a triggered ability is other than the object of its event, not than
    its source: "Whenever a creature enters, destroy all other creatures that share a color with
    it." on an enchantment, which is no creature, so "other" can't mean other than itself; the
    event's object is such an object (CR 603.2). Only where every noun is a card type the
    source doesn't have: for a source that could be one too, which is meant is left open."""
    nouns = set(nouns)
    if ctx.event_subject != "object" or not nouns or not nouns <= _CARD_TYPE_NOUNS:
        return False
    if not any(_names_a(ctx.event_nouns, noun) for noun in nouns) or not ctx.event_nouns:
        return False
    mine = {card_type.lower() for card_type in ctx.card.type_line.card_types}
    return not nouns & mine


# Qualifiers only a creature can meet (CR 208.1, 208.3: a noncreature permanent has no power).
_CREATURE_BOUNDS = ("power_at_least", "power_at_most", "toughness_at_least", "toughness_at_most")
# Qualifiers whose scope over a list of card types the text leaves open: each noun, or only the
# last one ("artifact or creature with flying")?
_OPEN_SCOPE = (
    "keywords",
    "excluded_keywords",
    "with_counter",
    "with_any_counter",
    "shared_quality",
    # "artifacts and creatures that entered the battlefield this turn": the relative clause
    # may describe each noun or the last (CR 403.3, 120.3, 508.1a, 509.1a)
    "entered_this_turn",
    "dealt_damage",
    "attacked_this_turn",
    "blocked_this_turn",
    "attacking_you",
    "attacking_an_opponent",
    "attacked_you_this_turn",
)


def _bind_over_type_list(node: nodes.Node, out: dict[str, Any]) -> None:
    """The scope of a trailing qualifier over a list of card types: "artifact, enchantment, or
    creature with power 4 or greater" is an artifact, an enchantment, or a creature with power
    4 or greater (only a creature has power: the qualifier binds the last noun), made
    ``alternatives``. A mana value bound names what every card has and binds every noun
    ("creature or planeswalker with mana value 2 or less"); a qualifier whose scope the words
    leave open is reported."""
    # "artifact or creature with power greater than ~'s power": only a creature has power; a
    # comparison of power or toughness is not read over a list of types (a mana value is every
    # card's and binds every noun, CR 202.3)
    if any(c.characteristic != "mana_value" for c in out.get("compared", ())) and (
        "subtypes_any_of" in out or any(len(t.any_of) > 1 for t in out.get("types", ()))
    ):
        raise Unsupported(
            node, "the scope of a comparison over a list of types (each of them, or the last?)"
        )
    if "alternatives" in out and (
        any(name in out for name in _OPEN_SCOPE + _CREATURE_BOUNDS)
        or any(len(t.any_of) > 1 for t in out.get("types", ()))
        or any(c.characteristic != "mana_value" for c in out.get("compared", ()))
    ):
        # "creature or Vehicle with flying", "instant or Aura spell with power ...": as open
        # over the two words of the list (CR 205.3) as over a list of subtypes
        raise Unsupported(
            node, "the scope of a qualifier over 'or' in a description (each of them, or the last?)"
        )
    if "subtypes_any_of" in out and any(name in out for name in _OPEN_SCOPE + _CREATURE_BOUNDS):
        # "Knight or Soldier with flying": as open over a list of subtypes (CR 205.3).
        raise Unsupported(
            node, "the scope of a qualifier over a list of subtypes (each of them, or the last?)"
        )
    listed = [test for test in out.get("types", ()) if len(test.any_of) > 1]
    if not listed:
        return
    open_scope = [name for name in _OPEN_SCOPE if name in out]
    if open_scope == ["keywords"] and len(listed) == 1 and _one_of_types_then_creature(node):
        # "target artifact, enchantment, or creature with flying": an artifact, an
        # enchantment, or a creature with flying -- the keyword binds the last noun, as Oracle
        # means it (Vivien Reid's ruling: any artifact or enchantment can be the target)
        open_scope = []
    if open_scope or len(listed) > 1:
        raise Unsupported(
            node, "the scope of a qualifier over a list of card types (each of them, or the last?)"
        )
    bounds = [name for name in (*_CREATURE_BOUNDS, "keywords") if name in out]
    if not bounds:
        return
    (test,) = listed
    *others, last = test.any_of
    if last != "creature" or test.none_of:
        raise Unsupported(node, "a creature's power bound on a list of card types")
    where = test.span
    alternatives = [
        ir.ObjectFilter(noun, (noun,), types=(ir.TypeTest((noun,), span=where),), span=where)
        for noun in others
    ]
    creature = {name: out.pop(name) for name in bounds}
    words = " and ".join(
        " and ".join(value)
        if name == "keywords"
        else f"{name.split('_')[0]} {value} or {'greater' if name.endswith('least') else 'less'}"
        for name, value in creature.items()
    )
    if "keywords" in creature:
        creature["keywords"] = tuple(creature["keywords"])
    alternatives.append(
        ir.ObjectFilter(
            f"creature with {words}",
            ("creature",),
            types=(ir.TypeTest(("creature",), span=where),),
            **creature,
            span=where,
        )
    )
    out["types"] = [kept for kept in out["types"] if kept is not test]
    out["alternatives"] = tuple(alternatives)


def _one_of_types_then_creature(node: nodes.Node) -> bool:
    """Whether the filter's list of card types names one object of either type, joined by "or"
    ("artifact, enchantment, or creature"), its last type "creature"; a list joined by "and"
    ("artifacts and creatures with flying") leaves the scope open."""
    for item in node.items:
        if is_(item, nodes.Types):
            words = [lexeme.text.lower().strip(", ") for lexeme in take(item)]  # type: ignore[union-attr]
            links = {word.split()[0] for word in words[1:] if " " in word}
            return len(words) > 1 and links == {"or"} and words[-1] == "or creature"
    return False


# "with power 2 or less" (CR 208.1), "with mana value 3 or less", "with mana value 1"
# (CR 202.3): the IR fields the qualifier's number bounds.
#: Relative clauses of one quality each (CR 403.3, 120.3, 508.1a, 509.1a, 506.3-4): the field
#: of :class:`~karlov.ir.ObjectFilter` they set, and its value.
_HISTORY_FLAGS: dict[str, tuple[str, Any]] = {
    rule_names.EnteredThisTurn: ("entered_this_turn", True),
    rule_names.ThatDealtDamageThisTurn: ("dealt_damage", "any"),
    rule_names.ThatDealtDamageToYouThisTurn: ("dealt_damage", "you"),
    rule_names.ThatAttackedThisTurn: ("attacked_this_turn", True),
    rule_names.ThatBlockedThisTurn: ("blocked_this_turn", True),
    rule_names.ThatSAttacking: ("attacking", True),
    # "target creature that's attacking or blocking" (CR 506.4)
    rule_names.ThatSAttackingOrBlocking: ("attacking_or_blocking", True),
    rule_names.ThatSAttackingYou: ("attacking_you", True),
    # "Creatures attacking you get -1/-0." (CR 506.3, 508.1b)
    rule_names.AttackingYouQualifier: ("attacking_you", True),
    # "each creature attacking one of your opponents", "each other creature that's attacking
    # one of your opponents" (CR 102.2, 506.3, 508.1b)
    rule_names.AttackingAnOpponentQualifier: ("attacking_an_opponent", True),
    rule_names.ThatSAttackingAnOpponent: ("attacking_an_opponent", True),
    rule_names.ThatSBlocking: ("blocking", True),
    rule_names.ThatSTapped: ("tapped", True),
    rule_names.ThatSUntapped: ("tapped", False),
}


def _that_has_a_counter(node: nodes.Node, out: dict[str, Any]) -> None:
    """ "target creature that has a -1/-1 counter on it", "that has a fate counter on it" (CR
    122.1): at least one counter of that kind; a second counter of the description is
    reported."""
    kind = next(item for item in take(node) if is_(item, (nodes.CounterKind, nodes.NamedCounter)))
    if "with_counter" in out or "with_any_counter" in out or "without_counters" in out:
        raise Unsupported.quoting(node, "'{}': two counters in one description")
    consume_all(node)
    out["with_counter"] = counter_name(kind)  # type: ignore[arg-type]


#: "with power less than or equal to ..." (the words of ``MEASURE_COMPARED``): the relation.
_COMPARED = re.compile(
    r"^with (power|toughness|mana value) (less than or equal to|greater than or equal to|"
    r"less than|greater than|equal to)$",
    re.IGNORECASE,
)
_RELATIONS = {
    "less than or equal to": "at_most",
    "greater than or equal to": "at_least",
    "less than": "less",
    "greater than": "greater",
    "equal to": "equal",
}


def _comparison(node: nodes.Node, ctx: AbilityContext) -> ir.Comparison:
    """ "with power greater than the number of cards in your hand", "with mana value less than
    or equal to the number of lands you control", "with toughness less than ~'s toughness",
    "with power greater than or equal to your life total", "with toughness greater than its
    power" (CR 208.1, 202.3, 119.1): the characteristic compared with a number read as the
    filter is applied. A number the runtime's filters cannot read there is reported."""
    said, than = take(node)
    assert isinstance(said, nodes.Lexeme) and isinstance(than, nodes.Node)
    found = _COMPARED.match(" ".join(said.text.split()))
    assert found is not None
    characteristic = found.group(1).lower().replace(" ", "_")
    relation = _RELATIONS[found.group(2).lower()]
    span = node.span
    if is_(than, nodes.YourLifeTotal):
        consume_all(than)
        return ir.Comparison(characteristic, relation, life_of=ir.Players("you"), span=span)
    if is_(than, (nodes.OwnPower, nodes.OwnToughness)):
        consume_all(than)
        own = "power" if is_(than, nodes.OwnPower) else "toughness"
        if own == characteristic:
            raise Unsupported.quoting(node, "'{}': a characteristic compared with itself")
        return ir.Comparison(characteristic, relation, own=own, span=span)
    return ir.Comparison(characteristic, relation, _compared_value(than, ctx), span=span)


def _compared_value(than: nodes.Node, ctx: AbilityContext) -> ir.Quantity:
    """The number of :func:`_comparison`, as a quantity the runtime's filters read."""
    if is_(than, (nodes.Digits, nodes.NumberWord, nodes.XValue)):
        value = amount(than)
        if not value.is_x:
            return ir.Fixed(value.value, span=than.span)
        if not ctx.x_announced:
            raise Unsupported(than, "a bound of X on a characteristic")
        return ir.XValue(span=than.span)
    if is_(than, (nodes.NumberControlled, nodes.NumberInZone)):
        parts = take(than)
        if is_(than, nodes.NumberInZone):  # "the number of cards in your hand"
            noun, where = parts
            parts = (noun, nodes.ZoneQualifier((where,), span=where.span))  # type: ignore[union-attr]
        counted = nodes.Filter(tuple(parts), span=than.span)
        found = counted_filter_ir(counted, ctx)
        if found.died_this_turn or found.among is not None or found.chosen is not None:
            raise Unsupported.quoting(than, "'{}': a number the description cannot count")
        return ir.NumberOf(found, span=than.span)
    if is_(than, nodes.ColorsSpent):  # converge (CR 601.2h)
        consume_all(than)
        return ir.ColorsSpent(span=than.span)
    if is_(than, nodes.NumberOfCountersOnIt):
        kind, *_rest = take(than)
        if not is_(_rest[-1], (nodes.SelfRef, nodes.SelfName)):
            raise Unsupported.quoting(than, "'{}': counters on an object other than this one")
        consume_all(than)
        return ir.CountersOn(ir.SourceObject(), counter_name(kind), span=than.span)  # type: ignore[arg-type]
    if is_(than, (nodes.SelfPower, nodes.SelfToughness)):
        consume_all(than)  # "~'s power": the source's, as it is now or last existed (CR 608.2h)
        what = "power" if is_(than, nodes.SelfPower) else "toughness"
        return ir.ValueOf(ir.SourceObject(), what, span=than.span)
    if is_(than, nodes.ComparedAmountPlus):
        # "equal to 1 plus the sacrificed creature's mana value" (CR 107.3): the written
        # number added to the number after it, both read as the filter is applied
        said, rest = take(than)
        assert isinstance(said, nodes.Lexeme)
        written = ir.Fixed(number(said.text.split()[0]), span=said.span)
        return ir.Sum((written, _compared_value(rest, ctx)), span=than.span)  # type: ignore[arg-type]
    if is_(than, nodes.ComparedSacrificedManaValue):
        # "the sacrificed creature's mana value" (CR 202.3, 608.2h): of the one permanent the
        # cost sacrificed, as it last existed
        if not ctx.sacrifices_one:
            raise Unsupported.quoting(than, "'{}' of a cost that sacrifices no one permanent")
        consume_all(than)
        return ir.ValueOf(ir.SacrificedForCost(span=than.span), "mana_value", span=than.span)
    raise Unsupported.quoting(than, "the number '{}' in a description of objects")


_NUMBER_BOUNDS: dict[str, tuple[str, ...]] = {
    rule_names.PowerAtMost: ("power_at_most",),
    rule_names.ToughnessAtLeast: ("toughness_at_least",),
    rule_names.ToughnessAtMost: ("toughness_at_most",),
    rule_names.ManaValueAtLeast: ("mana_value_at_least",),
    rule_names.ManaValueAtMost: ("mana_value_at_most",),
    rule_names.ManaValueExactly: ("mana_value_at_least", "mana_value_at_most"),
}


def _x_bound(node: nodes.Node) -> ir.Comparison:
    """ "with mana value X or less", "with toughness X or greater", "with mana value X" as a
    :class:`~karlov.ir.Comparison` with X, for a "where X is ..." to define (CR 107.3c)."""
    names = _NUMBER_BOUNDS[rule_name(node)]
    characteristic = names[0].rpartition("_at_")[0]
    relation = "equal" if len(names) == 2 else "at_" + names[0].rpartition("_at_")[2]
    x = take(node)[-1]
    return ir.Comparison(characteristic, relation, ir.XValue(span=x.span), span=node.span)  # type: ignore[union-attr]


def _cast_from(node: nodes.Node, out: dict[str, Any]) -> None:
    """ "target spell cast from a graveyard", "that wasn't cast from its owner's hand" (CR
    601.2a: the zone its card was in as its casting began; a card in a hand, library or
    graveyard is its owner's, CR 400.3, so "a graveyard" and "its owner's" name the same one);
    "Spells you cast from anywhere other than your hand": the caster's own hand (the spell's
    owner controls it), the caster "you". Another player's zone, or "cast" by another
    player, is reported."""
    *who, where = [item for item in take(node) if isinstance(item, nodes.Node)]
    if who and not is_(who[0], nodes.You):
        raise Unsupported.quoting(node, "'{}': spells cast by a player other than you")
    if who and "cast_by" in out:
        raise Unsupported.quoting(node, "'{}': two casters")
    ref = zone(where)  # type: ignore[arg-type]
    own = ref.owner == "you"
    if len(ref.zones) != 1 or ref.owner not in ("any", "owner", "you") or (own and not who):
        raise Unsupported.quoting(node, "'{}': a spell cast from a zone of another player")
    if ref.zone not in (
        ir.ZoneName.HAND,
        ir.ZoneName.GRAVEYARD,
        ir.ZoneName.LIBRARY,
        ir.ZoneName.EXILE,
    ):
        raise Unsupported.quoting(node, "'{}': a zone no spell is cast from")
    consume_all(node)
    if who:
        out["cast_by"] = ir.Whose.YOU
    out["cast_from"] = ZONES[ref.zone]
    out["cast_from_negated"] = not is_(node, nodes.CastFromZone)
    out["cast_from_own"] = own


#: The mana symbols "with {X} in its mana cost" may name, as ``ObjectFilter.mana_cost_symbol``
#: holds them: the variable symbol (CR 107.3) and {P}, any Phyrexian mana symbol (CR 107.4g).
_MANA_COST_SYMBOLS = {"{X}": "X", "{P}": "P"}


def _that_targets(node: nodes.Node, ctx: AbilityContext, fixed: dict[str, Any]) -> ir.ObjectFilter:
    """ "a spell that targets ~", "an Aura spell that targets a creature you control"
    (CR 115.1): the filter before "that targets", and what one of its targets must be."""
    *parts, aimed = take(node)
    if is_(aimed, nodes.ThatTargetsOnly):
        # "a spell that targets only a single creature" (CR 115.7): every target it has
        raise Unsupported.quoting(aimed, "'{}': what all of a spell's targets are")
    if is_(aimed, nodes.ThatTargetsYouOr):
        raise Unsupported.quoting(aimed, "'{}': a spell that targets a player or an object")
    if is_(aimed, nodes.ThatTargetsOnlyASingle):
        # "target spell that targets only a single creature" (CR 115.1, 115.7): its one target
        raise Unsupported.quoting(aimed, "'{}': what all of a spell's targets are")
    if is_(aimed, (nodes.ThatTargetsAPlayer, nodes.ThatTargetsOnlyAPlayer)):
        # "Counter target spell that targets a player." (CR 115.1): the runtime tests only the
        # objects a spell targets
        raise Unsupported.quoting(aimed, "'{}': a spell that targets a player")
    if not is_(aimed, (nodes.TargetsQualifier, nodes.ThatTarget)):
        raise Unsupported(aimed, "spells that target this")
    (what,) = take(aimed)  # type: ignore[arg-type]
    if is_(what, (nodes.SelfRef, nodes.SelfName)):
        aim: dict[str, Any] = {"targeting_source": True}
        ctx.event_names_source = True
    elif is_(what, nodes.Counted) and is_(take(what)[0], nodes.Count):
        how_many, filter_node = take(what)
        if not is_(take(how_many)[0], (nodes.ArticleA, nodes.ArticleAn)):  # type: ignore[arg-type]
            raise Unsupported(how_many, "spells that target a number of objects")
        aim = {"targeting": filter_ir(filter_node, ctx)}  # type: ignore[arg-type]
    else:
        raise Unsupported(what, "spells that target this")
    # The filter before "that targets", as the grammar's plain filter forms read it.
    plain = (nodes.Filter if is_(node, nodes.FilterThatTargets) else nodes.BareFilter)(
        tuple(parts), span=node.span
    )
    return filter_ir(plain, ctx, **fixed, **aim)


def _attached_to(node: nodes.Node, ctx: AbilityContext, fixed: dict[str, Any]) -> ir.ObjectFilter:
    """ "each Aura attached to it", "Equipment attached to ~" (CR 303.4, 301.5): attached to
    the source ("it" naming the source, as nothing else was named before it); "all Equipment
    attached to that creature" after "target creature": attached to that target; "target Aura
    attached to a creature [you control]": attached to a permanent of that description. Any
    other object ("attached to target permanent", "that creature" naming each of a group or
    the event's creature) is refused."""
    *parts, qualifier = take(node)
    (what,) = take(qualifier)  # type: ignore[arg-type]
    host: dict[str, Any]
    if is_(what, (nodes.SelfRef, nodes.SelfName)) or (
        is_(what, nodes.It) and not ctx.mentions and ctx.event_subject in (None, "self")
    ):
        host = {"attached_to_object": ir.SourceObject(span=what.span)}  # type: ignore[union-attr]
    elif is_(what, nodes.That) and ctx.event_subject is None:
        found = reference(what, ctx)  # type: ignore[arg-type]
        if not isinstance(found.ref, ir.TargetObjects) or found.plural:
            raise Unsupported.quoting(qualifier, "'{}': attached to this object")
        host = {"attached_to_object": found.ref}
    elif is_(what, nodes.Counted) and is_(take(what)[0], nodes.Count):
        how_many, filter_node = take(what)
        if not is_(take(how_many)[0], (nodes.ArticleA, nodes.ArticleAn)):  # type: ignore[arg-type]
            raise Unsupported.quoting(qualifier, "'{}': attached to a number of objects")
        attached_to = filter_ir(filter_node, ctx)  # type: ignore[arg-type]
        if attached_to.zone is not ir.ZoneName.BATTLEFIELD:
            raise Unsupported.quoting(qualifier, "'{}': attached to this kind of object")
        host = {"attached_to": attached_to}
    else:
        raise Unsupported.quoting(qualifier, "'{}': attached to this object")
    plain = nodes.Filter(tuple(parts), span=node.span)
    return filter_ir(plain, ctx, **fixed, **host)


def _permanent_cards(
    node: nodes.Node, ctx: AbilityContext, fixed: dict[str, Any]
) -> ir.ObjectFilter:
    """ "permanent card", "a Rebel permanent card with mana value 3 or less" (CR 110.4a,
    205.3): an artifact, battle, creature, enchantment, land or planeswalker card, with the
    descriptors before it and the qualifiers after it as in any filter. A card type among the
    descriptors ("creature permanent card") is reported: the two type tests would overlap."""
    items = [item for item in take(node) if isinstance(item, nodes.Node)]
    first, second = (i for i, item in enumerate(items) if type(item) is nodes.HeadNoun)
    nouns = tuple(_lexeme(items[i]).text.lower().removesuffix("s") for i in (first, second))
    consume(items[first], items[second])
    if nouns != ("permanent", "card"):
        raise Unsupported(node, f"the nouns '{' '.join(nouns)}'")
    out: dict[str, Any] = {"nouns": set(), "tokens": False}
    for item in items[:first]:
        _descriptor(item, out)
    if "types" in out:
        raise Unsupported(node, "a card type before 'permanent card'")
    for item in items[second + 1 :]:
        _qualifier(item, out, ctx)
    del out["nouns"]
    for name in _LIST_FIELDS.intersection(out):
        out[name] = tuple(out[name])
    out["types"] = (ir.TypeTest(tuple(sorted(PERMANENT_TYPES)), span=node.span),)
    out.update(fixed)
    return ir.ObjectFilter(_describe(node, ctx), ("card",), **out, span=node.span)


_LIST_FIELDS = frozenset(
    (
        "compared",
        "x_bounds",
        "excluded_keywords",
        "colors_any_of",
        "subtypes_any_of",
        "excluded_subtypes",
        "types",
        "subtypes",
        "supertypes",
        "excluded_supertypes",
        "colors",
        "excluded_colors",
        "keywords",
    )
)


#: "blocking it", "blocked by ~", "blocking or blocked by it" (CR 509.1h)
def _blocked_object(
    node: nodes.Node, ctx: AbilityContext, relation: bool = False
) -> ir.ObjectRef | None:
    """What "blocking it" / "blocking ~" names (read without consuming): the source, or the
    object of the event when the trigger is about another creature ("Whenever a Beast becomes
    blocked, it gets +1/+1 for each creature blocking it"); None for anything else (reported).
    With ``relation`` ("blocked by ~", "blocking or blocked by it"), None too in an ability
    that triggers on leaving the battlefield: the combat it was in is gone with it, and who
    was blocked by it then is not recorded (CR 506.4, 603.10a)."""
    if relation and ctx.event_leaves_battlefield:
        return None
    which = node.items[-1]
    if node.rule == "its_blocking_qualifier":
        which = nodes.It(items=(), span=node.span)  # "it's blocking": "it" of "blocked by it"
    if is_(which, (nodes.SelfRef, nodes.SelfName)):
        return ir.SourceObject(span=which.span)  # type: ignore[union-attr]
    if not is_(which, nodes.It) or ctx.mentions:
        return None
    if ctx.event_subject == "object":
        return ir.EventObject(span=which.span)  # type: ignore[union-attr]
    if ctx.event_subject in (None, "self"):
        return ir.SourceObject(span=which.span)  # type: ignore[union-attr]
    return None


#: The keyword abilities of CR 702 beyond the evergreen ones that a description may test
#: ("with infect", "without flanking", "with a cycling ability"): those the runtime finds on an
#: object by name (``has_keyword``), built as their name or as an ability that carries it.
#: Undaunted, sunburst and riot are built as effects that do not carry it; a keyword with a
#: cost or a number other than cycling and flashback is not found either, and megamorph, CR
#: 702.37b, would be a morph ability the name "morph" does not find.
DESCRIBED_KEYWORDS = frozenset(
    {
        "plainswalk",
        "islandwalk",
        "swampwalk",
        "mountainwalk",
        "forestwalk",
        "cycling",
        "flashback",
        "aftermath",
        "ascend",
        "assist",
        "banding",
        "bargain",
        "battle cry",
        "cascade",
        "changeling",
        "cipher",
        "compleated",
        "conspire",
        "convoke",
        "daybound",
        "decayed",
        "delve",
        "demonstrate",
        "dethrone",
        "devoid",
        "enlist",
        "epic",
        "evolve",
        "exalted",
        "exploit",
        "extort",
        "fear",
        "flanking",
        "fuse",
        "gravestorm",
        "haunt",
        "hidden agenda",
        "horsemanship",
        "improvise",
        "increment",
        "infect",
        "ingest",
        "intimidate",
        "job select",
        "jump-start",
        "living metal",
        "living weapon",
        "melee",
        "mentor",
        "myriad",
        "nightbound",
        "paradigm",
        "persist",
        "phasing",
        "prototype",
        "provoke",
        "prowess",
        "ravenous",
        "read ahead",
        "rebound",
        "retrace",
        "shadow",
        "shroud",
        "skulk",
        "soulbond",
        "split second",
        "spree",
        "station",
        "storm",
        "training",
        "umbra armor",
        "undying",
        "unleash",
        "wither",
    }
)


def _card_keyword_name(node: nodes.Node) -> str:
    """The keyword a "with [keyword]" qualifier names, lowercase (CR 702)."""
    item = take(node)[0]
    if is_(item, nodes.CyclingKeywordName):
        return "cycling"
    if is_(item, nodes.FlashbackKeywordName):
        return "flashback"
    if isinstance(item, nodes.Lexeme):
        return item.text.lower()
    raise Unsupported(node, "expected the name of a keyword ability")


_BLOCK_RELATIONS = frozenset(
    {
        "blocking_qualifier",
        "blocked_by_qualifier",
        "blocking_or_blocked_by_qualifier",
        "its_blocking_qualifier",
    }
)

_QUALIFIER_RULES = frozenset(
    {
        "same_name_qualifier",
        "dealt_damage_by_self_this_turn",
        "from_it",
        "controller_qualifier",
        "not_controlled_by",
        "not_owned_by",
        "owned_by",
        "owned_by_player",
        "controlled_not_owned",
        "owned_or_controlled",
        "of_an_opponents_choice",
        "controlled_then",
        "zone_qualifier",
        "in_own_zone",
        "in_all_zones",
        "in_all_players_zones",
        "in_opponents_zones",
        "on_battlefield",
        "dealt_damage_this_turn",
        "cast_qualifier",
        "named_qualifier",
        "mana_value_qualifier",
        "total_power_qualifier",
        "keyword_qualifier",
        "landwalk_qualifier",
        "with_flying_or_reach",
        "with_card_keyword",
        "with_card_keyword_ability",
        "with_card_keyword_abilities",
        "with_symbol_in_mana_cost",
        "with_symbol_in_their_mana_costs",
        "without_symbol_in_mana_cost",
        "without_symbol_in_their_mana_costs",
        "ability_source_qualifier",
        "cast_from_zone",
        "not_cast_from_zone",
        "cast_from_anywhere_other_than",
        "created_with_self",
        "created_with_it",
        "total_mana_value_at_most",
        "total_power_at_most",
        "put_into_zone_from_battlefield_this_turn",
        "in_zone_and_zone",
        "power_one_of",
        "power_qualifier",
        "power_at_most",
        "toughness_at_least",
        "toughness_at_most",
        "mana_value_at_least",
        "mana_value_at_most",
        "mana_value_exactly",
        "without_keyword",
        "without_other_keyword",
        "without_either_keyword",
        "named_self",
        "color_qualifier",
        "from_among_them",
        "from_among_the_revealed",
        "from_among_the_milled",
        "from_among_the_exiled",
        "from_among_the_cards_this_way",
        "tapped_this_way",
        "revealed_this_way",
        "exiled_this_way",
        "exiled_with_self",
        "exiled_with_it",
        "was_exiled_with_self",
        "cards_milled_this_way",
        "discarded_this_way",
        "sacrificed_this_way",
        "with_a_counter_on_it",
        "with_an_counter_on_it",
        "with_any_counter_on_it",
        "with_counters_on_them",
        "with_any_counters_on_them",
        "with_one_or_more_counters_on_it",
        "with_no_counters",
        "with_counters_at_least",
        "without_a_counter_on_it",
        "other_than_self",
        "shares_qualifier",
        "share_qualifier_plural",
        "shares_object_qualifier",
        "share_object_qualifier_plural",
        *_UNCOMPARED_QUALITIES,
        "that_s_both_colors",
        "that_s_subtype_either",
        "that_are_enchanted",
        "that_s_enchanted",
        "that_s_enchanted_or_equipped",
        "that_blocked_or_was_blocked",
        "that_attacked_player_this_turn",
        "that_blocked_object_this_turn",
        "it_blocked_this_turn",
        "it_blocked_this_combat",
        "that_was_blocked_by_this_turn",
        "that_s_attacking_player",
        "that_s_attacking_an_opponent",
        "measure_compared",
        "entered_this_turn",
        "that_dealt_damage_this_turn",
        "that_dealt_damage_to_you_this_turn",
        "that_attacked_this_turn",
        "that_blocked_this_turn",
        "that_s_attacking",
        "that_s_attacking_or_blocking",
        "that_s_attacking_you",
        "that_s_attacking_you_or_planeswalker",
        "attacking_you_qualifier",
        "attacking_you_or_planeswalker_qualifier",
        "attacking_player_qualifier",
        "attacking_an_opponent_qualifier",
        "that_s_blocking",
        "that_s_tapped",
        "that_s_untapped",
        "that_has_a_counter_on_it",
        "that_has_any_counter_on_it",
        "banded_with_qualifier",
        *_BLOCK_RELATIONS,
    }
)


def _describe(node: nodes.Node, ctx: AbilityContext) -> str:
    """The phrase as the card writes it ("artifact, enchantment, or creature with power 4 or
    greater"), for prompts and messages; its words if the line is not at hand."""
    span = node.span
    line = ctx.lines.get(span.line) if span is not None else None
    if line is not None and span.end_line == span.line:  # type: ignore[union-attr]
        return line[span.column - 1 : span.end_column - 1]  # type: ignore[union-attr]
    return " ".join(lexeme_texts(node)) or type(node).__name__.lower()


def described(node: nodes.Node, card_name: str) -> str:
    """Readable words of a node, for prompts and logs (not canonical rendering)."""
    return " ".join(lexeme_texts(node)).replace("~", card_name)


# ---- object phrases ---------------------------------------------------------------------------


@dataclass
class Objects:
    """A lowered object phrase: its IR reference (``ref``), and what the phrase says about the
    objects for the words after it (number, nouns, filter, target, pronoun key)."""

    ref: ir.ObjectRef
    plural: bool = False
    nouns: frozenset[str] = frozenset()
    filter: ir.ObjectFilter | None = None
    target_index: int | None = None
    mention_key: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)


def quantity(amount: Count, node: nodes.Node | None = None) -> ir.Quantity:
    """A number of the text as IR: X (CR 107.3) or a fixed number."""
    where = node.span if node is not None else None
    if amount.is_x:
        return ir.XValue(span=where)
    return ir.Fixed(amount.value, span=where)


def target_spec(
    filt: ir.ObjectFilter, description: str, low: int, high: int | None
) -> ir.TargetSpec:
    """A target phrase of objects (CR 115.1): chosen in the filter's zone."""
    return ir.TargetSpec(description, low, high, filter=filt, span=filt.span)


def _names_a_player_of_this_ability(value: object) -> bool:
    """Whether a target's filter names "target" or "mentioned" players anywhere in it, or
    the controller or owner of a target or mention ("another target creature that player
    controls", Mutiny): none is known while the targets are chosen (the IR validator's rule
    for the first)."""
    if isinstance(value, ir.Players) and isinstance(value.of, ir.TargetObjects | ir.Mentioned):
        return True
    if isinstance(value, ir.Players):
        return value.who in ("target", "mentioned")
    return any(_names_a_player_of_this_ability(child) for child in ir.children(value))


def _check_emblem_self(node: nodes.Node, ctx: AbilityContext) -> None:
    """ "this emblem" names the emblem whose ability it is (CR 114.1), and only in an ability
    of an emblem; there, "this creature" or the card's name would name an object the emblem is
    not (it has no name or types, CR 114.5): both are C001."""
    said_emblem = is_(node, nodes.SelfRef) and is_(take(node)[0], nodes.SelfEmblem)
    if said_emblem and not ctx.emblem:
        raise Unsupported(node, "'this emblem' outside an ability of an emblem (CR 114.1)")
    if ctx.emblem and not said_emblem:
        raise Unsupported(node, "a reference to an object other than the emblem in its ability")


def objects(node: nodes.Node, ctx: AbilityContext) -> Objects:
    """Any ``objects`` alternative of the grammar, lowered."""
    if rule_name(node) not in _OBJECT_FORMS:  # every node class is a leaf class (generated)
        return reference(node, ctx)
    if is_(node, (nodes.Target, nodes.OtherTarget)):
        return _target(node, ctx)
    if is_(node, nodes.EachOfTargets):
        # "each of up to two target creatures" (CR 115.1): the targets, each of them.
        (inner,) = take(node)
        if is_(inner, nodes.CountedTargets):
            # "deals 2 damage to each of two targets", "each of up to three targets", "each
            # of X targets": that many targets, any target each (CR 115.4, 115.1d), each of
            # them dealt the whole amount (no division, CR 601.2d)
            found = objects(inner, ctx)  # type: ignore[arg-type]
            found.plural = True
            return found
        if not is_(inner, (nodes.Target, nodes.OtherTarget)):
            raise Unsupported(inner, "'each of' these targets")
        found = _target(inner, ctx)  # type: ignore[arg-type]
        found.plural = True
        return found
    if is_(node, (nodes.Counted, nodes.CountedEither)):
        return _counted(node, ctx)
    if is_(node, nodes.CountedFromAmong):
        return _counted_from_among(node, ctx)
    if is_(node, nodes.ObjectsAnd):
        return _objects_and(node, ctx)
    if is_(node, nodes.ObjectsOr):
        # "Destroy all lands or all creatures.": one phrase's objects or the other's, as the
        # controller chooses on resolution (CR 608.2d); no instruction of the IR takes such a
        # choice yet
        raise Unsupported(node, "a choice between the objects of two phrases")
    if is_(node, nodes.TopCards):
        return top_cards(node, ctx)
    if is_(node, nodes.CardsFromTop):
        return cards_from_top(node, ctx)
    if is_(node, nodes.TopCardsOfEach):
        return top_cards_of_each(node, ctx)
    where = node.span
    if is_(node, nodes.AnyTargetOfOpponentsChoice):
        # "1 damage to any target of an opponent's choice": an opponent chooses the target
        # (CR 115.4, 601.2c); the runtime has the ability's controller choose every target
        raise Unsupported.quoting(node, "'{}': a target an opponent chooses")
    if is_(node, nodes.AnyTarget):
        index = len(ctx.targets)
        ctx.targets.append(ir.TargetSpec("any target", 1, 1, players=ir.Whose.ANY, span=where))
        ctx.mention(
            "object", frozenset({"creature", "player", "planeswalker"}), f"target{index}", index
        )
        return Objects(ir.TargetObjects(index, span=where), target_index=index)
    if is_(node, nodes.AnotherAnyTarget):
        return _another_any_target(node, ctx)
    if is_(node, (nodes.TargetPlayerOrPlaneswalker, nodes.TargetOpponentOrPlaneswalker)):
        return _player_or_planeswalker(node, ctx)
    if is_(node, (nodes.AnyNumberOfTargets, nodes.CountedTargets)):
        low, high, times_x = (
            (0, 99, False) if is_(node, nodes.AnyNumberOfTargets) else _bounds(take(node)[0], ctx)
        )
        index = len(ctx.targets)
        said = (
            "any number of targets"
            if high == 99
            else f"{_written_count(low, high, times_x)} targets"
        )
        if times_x and not ctx.x_announced:
            raise Unsupported(take(node)[0], "a number X of targets")  # type: ignore[arg-type]
        spec = ir.TargetSpec(said, low, high, players=ir.Whose.ANY, span=where, times_x=times_x)
        ctx.targets.append(spec)
        plural = times_x or high is None or high > 1
        return Objects(ir.TargetObjects(index, span=where), plural, target_index=index)
    if is_(node, (nodes.SelfRef, nodes.SelfName)):
        _check_emblem_self(node, ctx)
        return Objects(ir.SourceObject(span=where), nouns=frozenset({"self"}))
    if is_(node, (nodes.Each, nodes.AllOf, nodes.AllMatching)):
        filt = filter_ir(take(node)[0], ctx)
        key = f"those{len(ctx.groups) + 1}"
        ctx.groups.append(Group(key, frozenset(filt.nouns), where, filt))
        return Objects(ir.AllObjects(filt, span=where), True, frozenset(filt.nouns), filt)
    return reference(node, ctx)


def _another_any_target(node: nodes.Node, ctx: AbilityContext) -> Objects:
    """ "Arc Trail deals 2 damage to any target and 1 damage to another target.", "... and 3
    damage to any other target": any target (a creature, player, planeswalker or battle, CR
    115.4) other than the "any target" chosen before it (CR 115.3: the same object or player
    can't be chosen for both; the targets are chosen in order, CR 601.2c). With no such
    target before it, "another" would be other than something else: reported."""
    consume_all(node)
    earlier = tuple(
        i
        for i, spec in enumerate(ctx.targets)
        if spec.description == "any target" and spec.players is ir.Whose.ANY
    )
    if len(earlier) != 1 or len(ctx.targets) != earlier[0] + 1:
        raise Unsupported(node, "'another target' not right after one 'any target'")
    where = node.span
    index = len(ctx.targets)
    written = lexeme_texts(node)[0].lower()
    said = "any other target" if written.startswith("any") else "another target"
    spec = ir.TargetSpec(said, 1, 1, players=ir.Whose.ANY, distinct_from=earlier, span=where)
    ctx.targets.append(spec)
    ctx.mention(
        "object", frozenset({"creature", "player", "planeswalker"}), f"target{index}", index
    )
    return Objects(ir.TargetObjects(index, span=where), target_index=index)


def _objects_and(node: nodes.Node, ctx: AbilityContext) -> Objects:
    """ "target artifact and target enchantment", "target creature and all Auras attached to
    it": every object each phrase names (:class:`~karlov.ir.ObjectsAnd`). A word inside a later
    phrase may name an earlier one ("attached to it"); after the whole, no word names one part
    alone (which part "it" or "those creatures" would mean is no reading to choose), so the
    parts' mentions and groups end with it, and a word after it that would name one object
    is refused (:attr:`~.context.Mention.several`)."""
    if not ctx.objects_and_ok:
        raise Unsupported(node, "several object phrases joined for this instruction")
    ctx.objects_and_ok = False  # the parts' own words are no such phrase
    mentions, groups = len(ctx.mentions), len(ctx.groups)
    parts = [objects(part, ctx) for part in _joined_phrases(node)]
    del ctx.mentions[mentions:]
    del ctx.groups[groups:]
    refs = [part.ref for part in parts]
    nouns = frozenset().union(*(part.nouns for part in parts))
    together = Mention(ctx.new_key("m"), "objects", nouns, several=node)
    ctx.mentions.append(together)
    ref = ir.ObjectsAnd(tuple(refs), remember=together.key, span=node.span)
    # "exchange control of A and B" needs exactly two objects (CR 701.12a)
    two_objects = len(parts) == 2 and not any(part.plural for part in parts)
    return Objects(ref, True, nouns, mention_key=together.key, extra={"two_objects": two_objects})


def _joined_phrases(node: nodes.Node) -> list[nodes.Node]:
    """The object phrases of "a and b and c" (the grammar nests "a and b" in the first part),
    in order, each consumed as it is read."""
    found: list[nodes.Node] = []
    for part in take(node):
        if is_(part, nodes.ObjectsAnd):
            found += _joined_phrases(part)  # type: ignore[arg-type]
        elif isinstance(part, nodes.Node):
            found.append(part)
    return found


_OBJECT_FORMS = frozenset(
    {
        rule_names.ObjectsAnd,
        rule_names.ObjectsOr,
        rule_names.CountedFromAmong,
        rule_names.TargetPlayerOrPlaneswalker,
        rule_names.TargetOpponentOrPlaneswalker,
        rule_names.Target,
        rule_names.OtherTarget,
        rule_names.EachOfTargets,
        rule_names.AnyTarget,
        rule_names.AnyTargetOfOpponentsChoice,
        rule_names.AnotherAnyTarget,
        rule_names.AnyNumberOfTargets,
        rule_names.CountedTargets,
        rule_names.SelfRef,
        rule_names.SelfName,
        rule_names.Each,
        rule_names.AllOf,
        rule_names.AllMatching,
        rule_names.Counted,
        rule_names.CountedEither,
        rule_names.TopCards,
        rule_names.TopCardsOfEach,
        rule_names.CardsFromTop,
    }
)


def _hand_revealed_last(ctx: AbilityContext) -> bool:
    """Whether the last cards revealed before this word were chosen from a hand
    (:data:`HAND_REVEALED`), not looked at on top of a library (:data:`LOOKED_AT`)."""
    for mention in reversed(ctx.mentions):
        if mention.kind == HAND_REVEALED:
            return True
        if mention.kind == LOOKED_AT:
            return False
    return False


def _bounds(how_many: nodes.Node, ctx: AbilityContext) -> tuple[int, int | None, bool]:
    """The fewest and most targets of "two target", "up to two target", "one or two target",
    "one, two, or three target" (CR 115.1d), "any number of target" (no most: None), and
    whether they are per X: "X target", "up to X target" (CR 601.2b-c, 107.3: X is announced
    before the targets are chosen, with the cost that has the X; an X defined any other way,
    "where X is ...", is refused)."""
    if is_(how_many, nodes.AnyNumberCount):
        return 0, None, False  # zero or more, each different (CR 115.3, 601.2c)
    if is_(how_many, nodes.OrMoreCount):
        # "one or more target creatures": at least that many, no most (CR 115.1d)
        least = count_word(take(how_many)[0])
        if least.is_x:
            raise Unsupported(how_many, "a number X of targets")
        return least.value, None, False
    if not is_(how_many, (nodes.UpTo, nodes.CountRange, nodes.TargetCount)):
        raise Unsupported(how_many, "this number of targets")
    bounds = [count_word(word) for word in take(how_many)]
    if any(bound.is_x for bound in bounds):
        if len(bounds) != 1 or not (ctx.x_announced or ctx.x_defined):
            raise Unsupported(how_many, "a number X of targets")
        # "Tap X target nonland permanents": as many targets as the X announced.
        return (0 if is_(how_many, nodes.UpTo) else 1), 1, True
    low, high = bounds[0].value, bounds[-1].value
    return (0 if is_(how_many, nodes.UpTo) else low), high, False


def _written_count(low: int, high: int | None, times_x: bool = False) -> str:
    """ "one or two", "up to three", "two", "any number of", "X", "up to X" (the number of
    targets, for a prompt)."""
    if times_x:
        return "X" if low else "up to X"
    if high is None:
        return "any number of" if not low else f"{low} or more"
    if low == high:
        return str(high)
    return f"up to {high}" if low == 0 else f"{low} to {high}"


def _target(node: nodes.Node, ctx: AbilityContext) -> Objects:
    how_many, filter_node = take(node)
    low: int = 1
    high: int | None = 1
    times_x = False
    # "up to two other target creatures" (CR 115.1): others than the source.
    other_target = is_(node, nodes.OtherTarget)
    other = is_another(how_many)
    if other:
        pass  # one target, other than the source (the filter's ``other``)
    elif how_many is not None:
        low, high, times_x = _bounds(how_many, ctx)
    assert isinstance(filter_node, nodes.Node)
    distinct_from: tuple[int, ...] = ()
    if other or other_target:
        filt = filter_ir(filter_node, ctx, other=True)
        distinct_from = _other_than_targets(how_many or node, filt, ctx)
        if distinct_from:  # other than those targets, not than the source (a spell)
            filt = replace(filt, other=False)
    else:
        filt = filter_ir(filter_node, ctx)
    if filt.chosen is not None and filt.chosen.endswith("_on_resolution"):
        # "target creature of the chosen type" where the type is chosen as the ability
        # resolves: its targets were chosen before then (CR 601.2c, 608.2d)
        raise Unsupported(filter_node, "a target described by a choice made as it resolves")
    if filt.chosen is not None and filt.chosen.endswith("_of_choice"):
        # "target creatures of the creature type of your choice": the type is chosen as the
        # targets are, as the spell is cast (CR 601.2c), which karlov doesn't ask yet
        raise Unsupported(filter_node, "a target described by a choice made as it is cast")
    if _names_a_player_of_this_ability(filt):
        # "Tap up to five target permanents that player controls" after "target player":
        # the targets are chosen together (CR 601.2c), which karlov doesn't relate yet
        raise Unsupported(filter_node, "a target described by another target or mention")
    index = len(ctx.targets)
    said = "another target " if other else "other target " if other_target else "target "
    said += filt.description
    spec = replace(target_spec(filt, said, low, high), distinct_from=distinct_from)
    if times_x and not ctx.x_announced:
        # "Destroy up to X target lands, where X is ...": the X the sentence defines, for
        # the "where X is" to fill in (CR 107.3c), computed as the targets are chosen
        assert how_many is not None
        spec = replace(spec, x_is=ir.XValue(span=how_many.span))
    ctx.targets.append(replace(spec, times_x=True) if times_x else spec)
    plural = times_x or high is None or high > 1
    nouns = frozenset(filt.nouns)
    ctx.mention("objects" if plural else "object", nouns, f"target{index}", index)
    ref = ir.TargetObjects(index, span=node.span)
    return Objects(ref, plural, nouns, filt, target_index=index)


def _player_or_planeswalker(node: nodes.Node, ctx: AbilityContext) -> Objects:
    """ "target player or planeswalker", "target opponent or planeswalker" (CR 115.1): one
    target, a player (an opponent) or a planeswalker permanent."""
    (how_many,) = take(node)
    if how_many is not None:
        raise Unsupported(how_many, "a number of player or planeswalker targets")
    where = node.span
    only_opponents = is_(node, nodes.TargetOpponentOrPlaneswalker)
    planeswalker = ir.ObjectFilter(
        "planeswalker",
        ("planeswalker",),
        types=(ir.TypeTest(("planeswalker",), span=where),),
        span=where,
    )
    said = "target opponent or planeswalker" if only_opponents else "target player or planeswalker"
    index = len(ctx.targets)
    ctx.targets.append(
        ir.TargetSpec(
            said,
            1,
            1,
            players=ir.Whose.OPPONENT if only_opponents else ir.Whose.ANY,
            filter=planeswalker,
            span=where,
        )
    )
    ctx.mention("object", frozenset({"player", "planeswalker"}), f"target{index}", index)
    return Objects(ir.TargetObjects(index, span=where), target_index=index)


def _counted(
    node: nodes.Node,
    ctx: AbilityContext,
    parts: tuple[nodes.Node, nodes.Node] | None = None,
) -> Objects:
    """ "a creature", "two cards", "up to four lands": objects that are not targets. A fixed
    number of them, or up to a number, is chosen as the effect resolves, by the ability's
    controller (CR 608.2d); a player who sacrifices chooses among their own (CR 701.21a, see
    ``one_shot_sacrifice``)."""
    if is_(node, nodes.CountedEither):  # "a Swamp or a Mountain": one of either
        how_many, filt = counted_either(node, ctx, {})
        amount = Count("exactly", 1)
    else:
        how_many, filter_node = take(node) if parts is None else parts
        amount, filt = _how_many(how_many, filter_node, ctx)  # type: ignore[arg-type]
    sacrificed_x = amount.is_x and _SACRIFICING_X.get() and ctx.x_announced
    if amount.relation not in ("exactly", "at_most") or (amount.is_x and not sacrificed_x):
        raise Unsupported(how_many, "a number of objects that is not fixed")
    nouns = frozenset(filt.nouns)
    mention = ctx.mention("object" if amount.value == 1 else "objects", nouns)
    if filt.among is not None:  # "a creature card from among them": not among "the rest"
        ctx.chosen_among.setdefault(filt.among, []).append(mention.key)
    where = node.span
    ref = ir.ChosenObjects(
        ir.Count(ir.Relation(amount.relation), amount.value, amount.is_x, span=where),
        filt,
        ir.Players("you", span=where),
        key=mention.key,
        span=where,
    )
    return Objects(
        ref,
        amount.value != 1 or amount.is_x,
        nouns,
        filt,
        mention_key=mention.key,
        extra={"count": amount},
    )


def _counted_from_among(node: nodes.Node, ctx: AbilityContext) -> Objects:
    """ "up to X cards from among cards exiled with Bag of Devouring": that many of the cards
    the card's linked ability exiled (CR 607.2a), chosen as for "up to X cards exiled with
    ~" (:func:`_counted`); only "from among" cards exiled with this object reads so."""
    how_many, _from_among, filter_node = take(node)
    assert isinstance(how_many, nodes.Node) and isinstance(filter_node, nodes.Node)
    linked = (nodes.ExiledWithSelf, nodes.ExiledWithIt, nodes.WasExiledWithSelf)
    if not any(is_(item, linked) for item in take(filter_node)):
        raise Unsupported.quoting(filter_node, "'from among {}'")
    return _counted(node, ctx, (how_many, filter_node))


def qualified_after(
    filt: ir.ObjectFilter, described: list[nodes.Node], ctx: AbilityContext
) -> ir.ObjectFilter:
    """``filt`` with the qualifiers said after a word that splits the description ("a card
    at random exiled with Gorex"): the same description, its words in two places. A
    qualifier that is no field of its own, or states a field the words before it stated,
    is C001."""
    out: dict[str, Any] = {}
    for item in described:
        if item.rule not in _QUALIFIER_RULES:
            raise Unsupported.quoting(item, "'{}' after 'at random'")
        _qualifier(item, out, ctx)
    defaults = {f.name: f.default for f in dataclasses.fields(ir.ObjectFilter)}
    for name, value in out.items():
        if getattr(filt, name) != defaults.get(name):
            raise Unsupported.quoting(described[0], "'{}': a second description of the same field")
        if name in _LIST_FIELDS:
            out[name] = tuple(value)
    words = " ".join(_describe(item, ctx) for item in described)
    return dataclasses.replace(filt, description=f"{filt.description} {words}", **out)


def _how_many(
    how_many: nodes.Node, filter_node: nodes.Node, ctx: AbilityContext
) -> tuple[Count, ir.ObjectFilter]:
    """The number and filter of "another creature", "up to four lands", "two cards"."""
    if is_another(how_many):
        filt = filter_ir(filter_node, ctx, other=True)
        _other_than_source(how_many, filt, ctx)
        return Count("exactly", 1), filt
    if is_(how_many, nodes.CountUpTo):  # "untap up to four lands": any number, none too
        return Count("at_most", fixed_value(take(how_many)[0])), filter_ir(filter_node, ctx)  # type: ignore[arg-type]
    return count(how_many), filter_ir(filter_node, ctx)


def counted_either(
    node: nodes.Node, ctx: AbilityContext, fixed: dict[str, Any]
) -> tuple[nodes.Node, ir.ObjectFilter]:
    """ "a Swamp or a Mountain", "an instant card or a card with flash": one object that either
    description fits; each article counts one (any other number is reported). The first
    count node, and the filter."""
    first_count, first_node, _or, second_count, second_node = take(node)
    for how_many in (first_count, second_count):
        assert isinstance(how_many, nodes.Node)
        inner = take(how_many)[0] if is_(how_many, nodes.Count) else how_many
        if not is_(inner, (nodes.ArticleA, nodes.ArticleAn)):
            raise Unsupported(how_many, "a number of objects of either description")
    first = filter_ir(first_node, ctx)  # type: ignore[arg-type]
    second = filter_ir(second_node, ctx)  # type: ignore[arg-type]
    return first_count, either_filter(node, first, second, ctx, fixed)  # type: ignore[return-value]


def top_number(how_many: nodes.Node | None, ctx: AbilityContext) -> tuple[int, ir.Quantity | None]:
    """The number of cards of "the top three cards", "the top X cards" (CR 401.1): a fixed
    number, or (0 and) X as a quantity the effect reads as it resolves (CR 608.2h): the value
    announced as the spell was cast or the ability activated (CR 107.3a, 601.2b), or the one
    "where X is ..." defines (CR 107.3c). An X that is neither (a cost's X the runtime does
    not announce, "Sacrifice X Clues") is reported, never read as 0."""
    if how_many is None:
        return 1, None
    said = count_word(how_many)
    if not said.is_x:
        return said.value, None
    if not (ctx.x_announced or ctx.x_defined):
        raise Unsupported.quoting(how_many, "a number of cards '{}' neither announced nor defined")
    return 0, ir.XValue(span=how_many.span)


def several_on_top(ref: ir.ObjectRef | None) -> bool:
    """Whether ``ref`` is the top cards of a library that may be more than one: a number
    above one, or X (:func:`top_number`)."""
    return isinstance(ref, ir.TopOfLibrary) and (ref.count > 1 or ref.amount is not None)


def top_count(how_many: nodes.Node | None, ctx: AbilityContext) -> tuple[int, ir.Quantity | None]:
    """The number of cards of "the top three cards of" (:func:`top_number`) or of "three cards
    from the top of" (a ``count``, CR 401.1). The count of "that many cards from the top of"
    is the number the effect compiler reads for "that many" (the damage of the event, CR
    603.7c; the damage prevented, CR 615.5), as it resolves (CR 608.2h). Any other count ("up
    to three", "one or more", "twice that many": a choice or a number the effects don't read
    here) is reported."""
    if not is_(how_many, nodes.Count):
        return top_number(how_many, ctx)
    assert how_many is not None
    (inner,) = take(how_many)
    assert isinstance(inner, nodes.Node)
    if is_(inner, nodes.ThatMany):
        if ctx.that_many is None:
            raise Unsupported(inner, "'that many' cards here")
        return 0, ctx.that_many(inner)
    if is_(inner, nodes.Another):
        raise Unsupported(inner, "'another' card from the top of a library")
    return top_number(inner, ctx)


def cards_from_top(node: nodes.Node, ctx: AbilityContext) -> Objects:
    """ "that many cards from the top of your library", "X cards from the top of your library"
    (CR 401.1): the top cards of that library, that many of them; the cards "the top N cards
    of" names (:func:`top_cards`). A noun other than "card" (the grammar reads any noun there)
    is reported."""
    _how_many, noun, _from_the_top_of, _where = take(node)
    assert isinstance(noun, nodes.Lexeme)
    if noun.text.lower() not in ("card", "cards"):
        raise Unsupported.quoting(noun, "'{}' from the top of a library")
    return top_cards(node, ctx)


def top_cards(node: nodes.Node, ctx: AbilityContext) -> Objects:
    """ "the top three cards of your library", "the top X cards of your library" (CR 401.1;
    X: :func:`top_number`); "three cards from the top of your library" (:func:`top_count`)."""
    parts = take(node)  # "from the top of" is a word of its own there
    how_many, where = parts[0], parts[-1]
    n, number = top_count(how_many, ctx)
    several = n > 1 or number is not None
    possessive = where.items[0] if is_(where, nodes.Zone) else None
    if rule_name(possessive) in _TARGET_PLAYERS and _zone_words(where) == ["library"]:
        # "the top card of target player's library": a player target (CR 115.1), whose
        # library it is as the ability resolves
        consume_all(where)
        only_opponents = type(possessive) is nodes.TargetOpponents
        player = target_player(possessive, ctx, only_opponents)  # type: ignore[arg-type]
        whose = ir.Whose.OPPONENT if only_opponents else ir.Whose.ANY
        ref = ir.TopOfLibrary(
            n, whose, target_index=player.target_index, amount=number, span=node.span
        )
        return Objects(ref, several, frozenset({"card"}), extra={"top": n})
    if _zone_words(where) != ["library"]:
        # "the top card of your graveyard" (CR 404.2: its own order) is no library's top
        raise Unsupported.quoting(node, "'{}': the top of a zone other than a library")
    place = zone(where)
    if place.owner == "that player" and is_(possessive, nodes.ThatPlayers):
        # "Whenever ~ deals combat damage to a player, exile the top card of that player's
        # library" (CR 401.1, 603.7c): the library of the one player named before it
        players = that_players_zone_owner(possessive, ctx)  # type: ignore[arg-type]
        if players.who not in ("that_player", "target", "mentioned"):
            raise Unsupported(where, "the top of the libraries of several players named before")
        consume_all(where)
        ref = ir.TopOfLibrary(n, ir.Whose.ANY, players=players, amount=number, span=node.span)
        return Objects(ref, several, frozenset({"card"}), extra={"top": n})
    if place.owner != "you":
        raise Unsupported(where, "the top of a library other than yours")
    ref = ir.TopOfLibrary(n, ir.Whose.YOU, amount=number, span=node.span)
    return Objects(ref, several, frozenset({"card"}), extra={"top": n})


def top_cards_of_each(node: nodes.Node, ctx: AbilityContext) -> Objects:
    """ "the top card of each player's library", "the top two cards of each opponent's
    library": the top cards of every such player's own library (CR 401.1, 400.3), each
    player's in turn order (CR 101.4)."""
    how_many, _noun, which = take(node)
    n, number = top_number(how_many, ctx)
    assert isinstance(which, nodes.Lexeme)
    whose = which.text.split()[1].lower()
    consume_all(node)
    who = "each_opponent" if whose.startswith("opponent") else "each_player"
    players = ir.Players(who, span=which.span)
    ref = ir.TopOfLibrary(n, ir.Whose.ANY, players=players, amount=number, span=node.span)
    return Objects(ref, True, frozenset({"card"}), extra={"top": n})


_TARGET_PLAYERS = frozenset({rule_names.TargetPlayers, rule_names.TargetOpponents})


def names_target_players_zone(place: nodes.Node) -> bool:
    """Whether ``place`` is one graveyard, hand or library of "target player" / "target
    opponent" (read without consuming)."""
    if not is_(place, nodes.Zone) or rule_name(take(place)[0]) not in _TARGET_PLAYERS:
        return False
    names = _zone_words(place)
    return len(names) == 1 and ZONE_NAMES.get(names[0]) in (GRAVEYARD, HAND, LIBRARY)


def target_players_zone(place: nodes.Node, ctx: AbilityContext) -> tuple[ir.ZoneName, ir.Players]:
    """ "target player's graveyard", "target opponent's hand": the zone, and its owner, a
    player target of the ability, added now (CR 115.1; CR 400.3: the cards in it are the ones
    that player owns). Only for what :func:`names_target_players_zone` accepts."""
    assert names_target_players_zone(place)
    possessive, _words = take(place)
    name = ZONE_NAMES[_zone_words(place)[0]]
    only_opponents = is_(possessive, nodes.TargetOpponents)
    owner = target_player(possessive, ctx, only_opponents)  # type: ignore[arg-type]
    consume_all(place)
    return ZONES[name], owner


def _zone_words(place: nodes.Node) -> list[str]:
    """The zone names of a ``zone`` node ("library"), reading (not consuming) its words."""
    return [text.split()[-1].lower() for text in lexeme_texts(place)]


def reference(node: nodes.Node, ctx: AbilityContext) -> Objects:
    """Pronouns and "that [noun]": bound now to a mention, the event object or the source."""
    if is_(node, nodes.It):
        mention = ctx.last("object") or ctx.last("objects")
        if mention is not None:
            return _recall(mention, node)
        return _event_or_source(ctx, node)
    if is_(node, (nodes.Them, nodes.EachOfThem)):
        mention = ctx.last("objects")
        if mention is None and _last_group(ctx, None) is not None:
            return _group(_last_group(ctx, None), node)  # type: ignore[arg-type]
        if mention is None:
            raise Unsupported(node, "'them' refers to nothing named before it")
        return _recall(mention, node, plural=True)
    if is_(node, nodes.They):
        return _they(node, ctx)
    if is_(node, nodes.OneOfThem):
        mention = ctx.last("objects")
        if mention is None:
            raise Unsupported(node, "'one of them' refers to nothing named before it")
        return _recall(mention, node, plural=True, extra={"choose_one": True})
    if is_(node, (nodes.That, nodes.Those, nodes.EachOfThose)):
        filt_node = take(node)[0]
        assert isinstance(filt_node, nodes.Node)
        # "Each of those creatures gains persist": each of the objects "those creatures"
        # names (CR 608.2c); a description after the noun ("each of those creatures with
        # flying") would narrow them: C001
        those = is_(node, (nodes.Those, nodes.EachOfThose))
        if is_(node, nodes.EachOfThose) and len(lexeme_texts(filt_node)) != 1:
            raise Unsupported.quoting(node, "the object phrase '{}'")
        nouns = filter_ir(filt_node, ctx).nouns
        for noun in sorted(nouns) or [None]:
            mention = _last_named(ctx, noun)
            if mention is not None and mention.kind != "player":
                if those and _one_target(mention, ctx):
                    # "Target creature gets +3/+3, up to one other target creature gets
                    # +2/+2. Those creatures gain vigilance": all the creatures named, not
                    # the last one; reported rather than read as that one
                    raise Unsupported(node, "'those' after one object named last")
                if those:
                    mention = _revealed_with(mention, ctx)
                return _recall(mention, node, plural=those)
        if set(nouns) == {"permanent"}:
            # "That permanent" after "target creature or planeswalker": an object named by
            # permanent types only is a permanent (CR 110.4).
            for mention in reversed(ctx.mentions):
                if (
                    mention.kind.startswith("object")
                    and mention.nouns
                    and mention.nouns <= (_PERMANENT_NOUNS)
                ):
                    return _recall(mention, node, plural=those)
        if ctx.event_subject in {"object", "spell"}:
            _not_the_dealer(ctx, node, nouns)
            return _event_or_source(ctx, node)
        group = _last_group(ctx, nouns)
        if those and group is not None and len(lexeme_texts(filt_node)) == 1:
            return _group(group, node)  # "Untap those creatures." (CR 608.2c)
        # (a group named before it may be that permanent itself: "untap enchanted land")
        attached = group is None or group.filter.attached_to_source
        host = _that_host(node, filt_node, ctx) if attached else None
        if host is not None:
            return host
        raise Unsupported(node, "'that ...' refers to nothing named before it")
    if is_(node, nodes.ExiledNotCastThisWay):
        # "Then put the exiled cards that weren't cast this way on the bottom of that library"
        # after "exiles cards from the top of their library until they exile an instant card.
        # You may cast that card without paying its mana cost.": every card exiled so but the
        # one cast (CR 608.2c); with no such instructions before it, C001
        if ctx.cast_this_way is None:
            raise Unsupported(node, "'the exiled cards that weren't cast this way' with no cast")
        exiled, cast = ctx.cast_this_way
        return Objects(ir.Remaining(exiled, cast, span=node.span), True, frozenset({"card"}))
    if is_(node, nodes.TheExiled):
        return _the_exiled(node, ctx)
    if is_(node, nodes.TheRest) and _rest_of_choice(ctx):
        # "Each player chooses three permanents they control, then sacrifices the rest": the
        # objects chosen from that were not chosen (CR 608.2c)
        chosen, options, _ = ctx.chose_from  # type: ignore[misc]
        return Objects(ir.Remaining(options, chosen, span=node.span), True, frozenset())
    if is_(node, nodes.TheRest):
        looked = ctx.last(LOOKED_AT)
        if looked is None:
            raise Unsupported(node, "'the rest' of cards not looked at before it")
        # The cards looked at that are still there (CR 400.7: one put elsewhere is a new
        # object, no longer among them) and that were not chosen from among them: one put on
        # top of that same library is still there, not one of the rest (CR 608.2c)
        where = node.span
        chosen = ctx.chosen_among.get(looked.key, [])
        if len(chosen) > 1:
            raise Unsupported(node, "'the rest' after several choices from among them")
        ref: ir.ObjectRef = ir.Mentioned(looked.key, True, span=where)
        if chosen:
            ref = ir.Remaining(looked.key, chosen[0], span=where)
        return Objects(ref, True, looked.nouns, mention_key=looked.key)
    rest_of = (nodes.TheRevealed, nodes.TheRestOfRevealed, nodes.TheRestOfRevealedThisWay)
    if is_(node, (*rest_of, nodes.TheRestOfThe)):
        rest = not is_(node, nodes.TheRevealed)  # "the revealed cards" are all of them
        return _the_cards_looked_at(node, ctx, revealed=is_(node, rest_of), rest=rest)
    if is_(node, nodes.TheOtherCreature):
        # "Whenever enchanted creature blocks or becomes blocked by a creature, the other
        # creature gains first strike" (CR 509.1): the runtime keeps no other creature of a
        # block or damage event for the effect to name
        raise Unsupported(node, "'the other creature' of a block or damage event (CR 509.1)")
    if is_(node, nodes.TheNoun):
        word = _lexeme(node).text.lower()
        made = ctx.last(COPY_MENTION)
        several = made is not None and "copies" in made.nouns
        if made is not None and word == "copy" and not several:
            return _recall(made, node)  # "the copy" a "copy that spell" just made (CR 707.10c)
        if made is not None and word == "copies" and several:
            # "the copies" "copy that spell twice" just made (CR 707.10c)
            return _recall(made, node, plural=True)
        if word in ("token", "tokens"):
            return _the_tokens(node, ctx, plural=word == "tokens")
        raise Unsupported(node, "'the copy' outside reminder text")
    if is_named(node, _PILES):
        # "one pile", "the pile of your choice" (CR 700.3): no instruction separates objects
        # into piles yet
        raise Unsupported.quoting(node, "'{}': piles of objects (CR 700.3)")
    if is_(node, nodes.AllButCountOfThem):
        # "put all but one of them on the bottom of your library" (CR 608.2c): the cards looked
        # at but as many as the number, those left chosen by the player as it resolves
        raise Unsupported.quoting(node, "'{}': all of the cards looked at but a number chosen")
    if is_(node, nodes.CountOfTheExiled):
        # "Target opponent may choose one of the exiled cards" (CR 608.2c, 406.3): a choice
        # among the cards an earlier instruction exiled, which no choice of the IR names yet
        raise Unsupported.quoting(node, "'{}': a choice among the cards exiled before it")
    raise Unsupported.quoting(node, "the object phrase '{}'")


#: The phrases naming a pile of objects a player separated (CR 700.3).
_PILES = (
    rule_names.OnePile,
    rule_names.ThatPile,
    rule_names.OneOfThosePiles,
    rule_names.PileOfChoice,
    rule_names.TheirChosenPile,
    rule_names.TheChosenPile,
)


def _it_is_the_source(ctx: AbilityContext) -> bool:
    """Whether "it" names the ability's source: no object named before it in the ability,
    and an event (if any) that is the source's own ("When ~ leaves the battlefield")."""
    return (
        not ctx.quoted
        and ctx.event_subject in (None, "self")
        and ctx.last("object") is None
        and ctx.last("objects") is None
    )


def _the_exiled(node: nodes.Node, ctx: AbilityContext) -> Objects:
    """ "the exiled card" / "the exiled cards" in an ability linked to the card's one
    activated or triggered ability that exiles (CR 607.2a): the cards in exile that ability's
    instructions put there for this very object, each still that card (CR 400.7; a card that
    left exile is a new object, no longer among them)."""
    noun = _lexeme(node, "NOUN").text.lower()
    if noun not in ("card", "cards"):
        raise Unsupported.quoting(node, "the object phrase '{}'")
    plural = noun == "cards"
    here = exiled_here(node, ctx, plural)
    if ctx.exiles_one_for_cost and not plural and here is None:
        # "Exile a creature card from your graveyard: Create a token that's a copy of the
        # exiled card": the card exiled to pay the cost (CR 602.2b, 608.2h)
        consume_all(node)
        return Objects(ir.ExiledForCost(span=node.span), False, frozenset({"card"}))
    if here is not None:
        consume_all(node)
        return Objects(
            ir.Mentioned(here, plural, span=node.span),
            plural,
            frozenset({"card"}),
            mention_key=here,
        )
    link = linked_exile(node, ctx, singular=not plural)
    consume_all(node)
    description = f"the exiled {noun}"
    spec = ir.ObjectFilter(
        description, (), zone=ir.ZoneName.EXILE, exiled_with=link, span=node.span
    )
    return Objects(ir.AllObjects(spec, span=node.span), plural, frozenset({"card"}), spec)


def exiled_here(node: nodes.Node, ctx: AbilityContext, plural: bool) -> str | None:
    """ "the exiled card(s)" after an instruction of this same effect that exiles ("Exile
    target creature. Return the exiled card to the battlefield ... at the beginning of the
    next end step"): the remember key of the cards that one instruction put into exile (CR
    608.2c; an ability that exiles and refers to the exiled cards is linked to itself, CR
    607.1c, and its instruction is the one before). None with no exile before it in this
    effect; several, or "the exiled card" after an exile of what may be several objects, is
    C001."""
    found = [move for move in ctx.moves if move[0] == "exiled"]
    if not found:
        return None
    if ctx.exiles_one_for_cost:
        raise Unsupported.quoting(node, "'{}' after a cost and an instruction that exile")
    if len(found) != 1:
        raise Unsupported.quoting(node, "'{}' after several instructions that exile")
    _participle, span, key, _known = found[0]
    if key is None:
        key = ctx.moved_counted.get(span) or ctx.new_key("exiled")
        ctx.moved_counted[span] = key
    if not plural and not ctx.exiles_one.get(span, False):
        raise Unsupported.quoting(node, "'{}' after an exile of what may be several objects")
    return key


def _the_cards_looked_at(
    node: nodes.Node, ctx: AbilityContext, revealed: bool, rest: bool = False
) -> Objects:
    """ "Put the revealed cards on the bottom of your library in any order.", "the rest of
    the revealed cards", "the rest of the cards revealed this way", "the rest of the cards":
    the cards the last instruction looked at or revealed (CR 701.20a) that are still where
    they were -- one put elsewhere since is a new object, no longer among them (CR 400.7,
    608.2c). Only plural "cards" is read; "revealed" needs cards that were revealed, not
    only looked at; cards revealed from another player's library, or with nothing looked at
    before, are reported."""
    noun = [item for item in take(node) if isinstance(item, nodes.Lexeme)][-1]
    if noun.text.lower() != "cards":
        raise Unsupported.quoting(node, "the object phrase '{}'")
    looked = ctx.last(LOOKED_AT)
    if looked is None:
        raise Unsupported(node, "the cards revealed of cards not looked at before it")
    if revealed and REVEALED not in looked.nouns:
        raise Unsupported(node, "'revealed' of cards looked at but not revealed")
    consume_all(node)
    chosen = ctx.chosen_among.get(looked.key, []) if rest else []
    if len(chosen) > 1:
        raise Unsupported(node, "'the rest' after several choices from among them")
    ref: ir.ObjectRef = ir.Mentioned(looked.key, True, span=node.span)
    if chosen:  # not the cards chosen from among them (CR 608.2c), wherever they are
        ref = ir.Remaining(looked.key, chosen[0], span=node.span)
    return Objects(ref, True, looked.nouns, mention_key=looked.key)


def _rest_of_choice(ctx: AbilityContext) -> bool:
    """Whether "the rest" is of the last choice of objects (:meth:`one_shot_chooses`): one
    was made, and no cards were looked at after it."""
    if ctx.chose_from is None:
        return False
    looked = ctx.last(LOOKED_AT)
    return looked is None or not any(m is looked for m in ctx.mentions[ctx.chose_from[2] :])


#: "its power", "that card's mana value": the characteristic an amount reads, and the noun
#: "that ..." names its object with (None: "its", the last object named).
VALUE_OF: dict[str, tuple[str, str | None]] = {
    rule_names.ItsPower: ("power", None),
    rule_names.ItsToughness: ("toughness", None),
    rule_names.ItsManaValue: ("mana_value", None),
    rule_names.ThatCreaturesPower: ("power", "creature"),
    rule_names.ThatCreaturesToughness: ("toughness", "creature"),
    # "the creature's power" (CR 608.2c: the creature named before it, as "that creature's")
    rule_names.TheCreaturesPower: ("power", "creature"),
    rule_names.TheCreaturesToughness: ("toughness", "creature"),
    rule_names.ThatCreaturesManaValue: ("mana_value", "creature"),
    rule_names.ThatCardsManaValue: ("mana_value", "card"),
    rule_names.ThatCardsPower: ("power", "card"),
    rule_names.ThatCardsToughness: ("toughness", "card"),
    rule_names.ThatSpellsManaValue: ("mana_value", "spell"),
    # "the spell's mana value" (CR 608.2c: the spell named before it, as "that spell's")
    rule_names.TheSpellsManaValue: ("mana_value", "spell"),
}


#: "the sacrificed creature's power": what an amount reads of the permanent the cost sacrificed.
SACRIFICED_VALUE: dict[str, str] = {
    rule_names.SacrificedCreaturesPower: "power",
    rule_names.SacrificedCreaturesToughness: "toughness",
    rule_names.SacrificedManaValue: "mana_value",
}

#: "~'s power", "this creature's toughness": what an amount reads of the ability's own object.
SELF_VALUE: dict[str, str] = {
    rule_names.SelfPowerAmount: "power",
    rule_names.SelfToughnessAmount: "toughness",
}

#: "target creature's power": what an amount reads of the one target object it names.
TARGET_VALUE: dict[str, str] = {
    rule_names.TargetObjectsPower: "power",
    rule_names.TargetObjectsToughness: "toughness",
    rule_names.TargetObjectsManaValue: "mana_value",
}

#: "the power of the creature tapped this way", "the mana value of that spell": what an amount
#: reads of the one object its words name.
OBJECT_VALUE: dict[str, str] = {
    rule_names.PowerOfObject: "power",
    rule_names.ToughnessOfObject: "toughness",
    rule_names.ManaValueOfObject: "mana_value",
}

#: Amounts that read an object named before them, so the clauses before "where X is" are
#: lowered first (CR 608.2c).
NAMED_VALUES = (*VALUE_OF, *OBJECT_VALUE, rule_names.ThatPermanentsManaValue)


def _value_of_object(node: nodes.Node, ctx: AbilityContext) -> ir.ValueOf:
    """ "where X is the mana value of that spell", "equal to the power of target creature"
    (CR 208.1, 202.3, 608.2h): the value of the one object the words name, as it last existed
    if it has left its zone. Words that name several objects, or none the ability can
    follow, are reported."""
    (what,) = take(node)
    found = objects(what, ctx)  # type: ignore[arg-type]
    if found.plural:
        raise Unsupported.quoting(node, "the value of several objects '{}'")
    at = node.span
    return ir.ValueOf(found.ref, OBJECT_VALUE[rule_name(node)], span=at)


def value_of(node: nodes.Node, ctx: AbilityContext) -> ir.ValueOf | None:
    """ "equal to its toughness", "where X is that card's mana value" (CR 208.1, 202.3): the
    value of the one object named before it, read as the effect resolves, as the object last
    existed if it has left its zone (CR 608.2h: "Exile target creature. Its controller gains
    life equal to its power" reads the creature as it was on the battlefield). ``None`` for a
    node that is no such amount; "its" of several objects, of cards looked at, or "that
    creature's" with no creature named before it are reported, never guessed."""
    at = node.span
    if rule_name(node) in SACRIFICED_VALUE:
        # "the sacrificed creature's power" (CR 608.2h): the one permanent the cost sacrificed
        if not ctx.sacrifices_one:
            raise Unsupported(
                node, "'the sacrificed creature' of a cost that sacrifices no one creature"
            )
        consume_all(node)
        return ir.ValueOf(ir.SacrificedForCost(span=at), SACRIFICED_VALUE[rule_name(node)], span=at)
    if is_(node, nodes.HisOrHerPower):
        # "draw cards equal to his power" (Glenn): the pronoun Oracle gives the named
        # character the card is, the object the ability is of (CR 201.5, 208.1), as it last
        # existed if it has left the battlefield (CR 608.2h)
        consume_all(node)
        return ir.ValueOf(ir.SourceObject(span=at), "power", span=at)
    if rule_name(node) in SELF_VALUE:
        # "where X is ~'s power", "this creature's toughness" (CR 208.1): the object the
        # ability is of, as it last existed if it has left the battlefield (CR 608.2h: "When
        # ~ dies, create X tokens, where X is ~'s power")
        said = take(node)
        if said and not is_(said[0], (nodes.SelfRef, nodes.SelfName)):
            raise Unsupported.quoting(node, "the amount '{}'")
        consume_all(node)
        return ir.ValueOf(ir.SourceObject(span=at), SELF_VALUE[rule_name(node)], span=at)
    if rule_name(node) in TARGET_VALUE:
        # "You gain life equal to target creature's power" (CR 115.1, 608.2h): one target
        # object's value, as it last existed if it has left the battlefield
        (described,) = take(node)
        assert isinstance(described, nodes.Node)
        target = _possessed_target(described, ctx, at)
        return ir.ValueOf(target, TARGET_VALUE[rule_name(node)], span=at)
    if is_(node, nodes.ThatPermanentsManaValue):
        return _that_permanents_value(node, ctx)
    if is_(node, nodes.ActedCardValue) and " revealed " in " ".join(lexeme_texts(node)).lower():
        return _revealed_card_value(node, ctx)  # "the discarded card's ...": the caller's
    if rule_name(node) in OBJECT_VALUE:
        return _value_of_object(node, ctx)
    wanted = VALUE_OF.get(rule_name(node))
    if wanted is None:
        return None
    characteristic, noun = wanted
    return named_value(node, ctx, characteristic, noun)


def named_value(
    node: nodes.Node, ctx: AbilityContext, characteristic: str, noun: str | None
) -> ir.ValueOf:
    """``characteristic`` of the one object "its" (``noun`` None) or "that [noun]'s" names:
    the last object named before it, or the event's object, or the source (see
    :func:`value_of`)."""
    at = node.span
    mention = next((m for m in reversed(ctx.mentions) if m.kind != "player"), None)
    if noun is not None:
        mention = next(
            (
                m
                for m in reversed(ctx.mentions)
                if m.kind != "player" and (not m.nouns or noun in m.nouns)
            ),
            None,
        )
    if mention is None:
        if ctx.event_subject == "several":
            raise Unsupported(node, "'its' after a trigger on one or more objects")
        if ctx.event_subject in {"object", "spell"}:
            return ir.ValueOf(ir.EventObject(span=at), characteristic, span=at)
        spell = {"instant", "sorcery"} & set(ctx.card.type_line.card_types)
        if noun is None and not spell:  # "When ~ dies, you gain life equal to its power"
            return ir.ValueOf(ir.SourceObject(span=at), characteristic, span=at)
        said = "its" if noun is None else f"that {noun}'s"
        raise Unsupported(node, f"'{said}' refers to nothing named before it")
    if mention.kind != "object":
        raise Unsupported(node, "the value of one of several objects named before it")
    if mention.moved_target is not None:
        # "Exile target creature. ... its power": the target as it last existed (CR 608.2h),
        # not the new object the card became in exile (CR 400.7).
        return ir.ValueOf(ir.TargetObjects(mention.moved_target, span=at), characteristic, span=at)
    ref = _recall(mention, node).ref
    return ir.ValueOf(ref, characteristic, span=at)


def _that_permanents_value(node: nodes.Node, ctx: AbilityContext) -> ir.ValueOf:
    """ "where X is that artifact's mana value" (CR 202.3, 608.2h): the mana value of the one
    object of that kind the ability named before it, as it last existed if it has left its
    zone ("Destroy target artifact. ... where X is that artifact's mana value"). With no such
    object, or several, it is reported (C001), never guessed."""
    text = " ".join(lexeme_texts(node)).lower()
    match = re.match(r"(?:that|the) (\w+)'s", text)
    if match is None:
        raise Unsupported.quoting(node, "the amount '{}'")
    noun = match[1]
    mention = next(
        (
            m
            for m in reversed(ctx.mentions)
            if m.kind != "player" and (not m.nouns or noun in m.nouns)
        ),
        None,
    )
    if mention is None:
        raise Unsupported(node, f"'that {noun}'s' refers to nothing named before it")
    if mention.kind != "object":
        raise Unsupported(node, "the value of one of several objects named before it")
    consume_all(node)
    at = node.span
    if mention.moved_target is not None:
        return ir.ValueOf(ir.TargetObjects(mention.moved_target, span=at), "mana_value", span=at)
    return ir.ValueOf(_recall(mention, node).ref, "mana_value", span=at)


def _revealed_with(mention: Mention, ctx: AbilityContext) -> Mention:
    """ "those cards" after "reveals cards ... until they reveal a land card": every card
    revealed, the land among them (CR 608.2c), not the one card that stopped the revealing
    (named last, for "that card"); any other mention as it is."""
    for revealed in ctx.mentions:
        if ir.found_key(revealed.key) == mention.key:
            return revealed
    return mention


def _revealed_card_value(node: nodes.Node, ctx: AbilityContext) -> ir.ValueOf:
    """ "where X is the revealed card's mana value" (CR 202.3, 608.2h): the value of the one
    card an instruction of this ability revealed (the only card revealed before it), or of
    the one card the spell's additional cost revealed from your hand ("As an additional cost
    to cast this spell, reveal a creature card from your hand", CR 601.2h, 701.20a), as it is
    in that hand or last existed there (CR 608.2h). "The exiled / discarded / milled card's
    ...", a reveal of several cards, or a card revealed both by the cost and by an instruction
    before it, is reported."""
    text = _lexeme(node, "ACTED_CARD_VALUE").text.lower()
    _the, verb, _card, *rest = text.split()
    characteristic = "_".join(rest)  # "mana value" -> mana_value; power; toughness
    revealed = [m for m in ctx.mentions if m.kind != "player" and REVEALED in m.nouns]
    if verb == "revealed" and ctx.reveals_one_for_cost:
        at = node.span
        before = ctx.lines.get(at.line, "")[: at.column - 1] if at is not None else ""
        if revealed or re.search(r"\breveal", before, re.IGNORECASE):
            # a card an instruction before it revealed too ("Reveal the top card of your
            # library. ... the revealed card's ..."): which one is not said
            raise Unsupported(node, "'the revealed card' of a cost and of an instruction")
        consume_all(node)
        return ir.ValueOf(ir.RevealedForCost(span=node.span), characteristic, span=node.span)
    if verb != "revealed" or len(revealed) != 1 or revealed[0].kind != "object":
        raise Unsupported.quoting(node, "the amount '{}'")
    consume_all(node)
    at = node.span
    return ir.ValueOf(_recall(revealed[0], node).ref, characteristic, span=at)


def _one_target(mention: Mention, ctx: AbilityContext) -> bool:
    """Whether ``mention`` is a target word of one target ("target creature", "up to one
    other target creature"), which "those" cannot name alone."""
    index = mention.target_index
    if index is None or index >= len(ctx.targets):
        return False
    spec = ctx.targets[index]
    return spec.maximum == 1 and not spec.times_x


def _the_tokens(node: nodes.Node, ctx: AbilityContext, plural: bool) -> Objects:
    """ "Exile the token at end of combat", "Exile the tokens at the beginning of the next end
    step" after "create a token that's a copy of ..." / "create X tokens that are copies of
    ...": the tokens the ability named last (CR 608.2c) — one token for "the token", several
    for "the tokens"; anything else is C001."""
    for mention in reversed(ctx.mentions):
        if mention.kind == LOOKED_AT or "token" not in mention.nouns:
            continue
        if mention.kind == ("objects" if plural else "object"):
            return _recall(mention, node, plural=plural)
        break
    raise Unsupported.quoting(node, "'{}' with no such token named before it")


def _last_named(ctx: AbilityContext, noun: str | None) -> Mention | None:
    """What ``ctx.last(None, noun)`` finds, leaving out the cards looked at on top of a
    library: "that card" names one card, never all of them."""
    for mention in reversed(ctx.mentions):
        if mention.kind == LOOKED_AT:
            continue
        if noun is not None and mention.nouns and noun not in mention.nouns:
            continue
        return mention
    return None


_PERMANENT_NOUNS = frozenset(
    {"artifact", "battle", "creature", "enchantment", "land", "planeswalker", "permanent"}
)


def _that_host(node: nodes.Node, filt_node: nodes.Node, ctx: AbilityContext) -> Objects | None:
    """ "At the beginning of the upkeep of enchanted creature's controller, put a -1/-1
    counter on that creature." / "untap enchanted land. You gain control of that land": on
    an Aura or Equipment, "that [noun]" with nothing else of that noun named before it is the
    enchanted or equipped permanent the ability named before it, the one it is attached to
    (CR 303.4, 301.5, 608.2c). None where the words before it don't name it, or for "that"
    with more than a noun."""
    if not is_(node, nodes.That) or not _attaches(ctx) or node.span is None:
        return None
    said = [text.lower() for text in lexeme_texts(filt_node)]
    if len(said) != 1:
        return None
    line = ctx.lines.get(node.span.line, "")
    before = line[: node.span.column - 1]
    if not re.search(rf"\b(?:enchanted|equipped) {re.escape(said[0])}\b", before, re.I):
        return None
    found = filter_ir(filt_node, ctx)
    if found.zone is not ir.ZoneName.BATTLEFIELD:
        return None
    host = dataclasses.replace(found, attached_to_source=True)
    return Objects(ir.AllObjects(host, span=node.span), False, found.nouns, host)


def _they(node: nodes.Node, ctx: AbilityContext) -> Objects:
    """ "Untap those creatures. They gain haste until end of turn.": "they" as the subject of
    a clause is the objects named before it (CR 608.2c) -- the one group of objects or the
    objects of the one earlier mention. Where a player could be meant (a player named in the
    ability, or the triggering event's), or where both a group and a mention of objects
    were named (which came last is not kept), it is C001."""
    if ctx.last("player") is not None or ctx.event_subject == "player":
        raise Unsupported(node, "'they': objects or a player named before it")
    if ctx.event_is_step_of_player:
        raise Unsupported(node, "'they': objects or a player named before it")
    mention, group = ctx.last("objects"), _last_group(ctx, None)
    if mention is not None and group is None:
        return _recall(mention, node, plural=True)
    if group is not None and mention is None:
        return _group(group, node)
    raise Unsupported(node, "'they' with no one group of objects named before it")


def they_the_player(node: nodes.Node, ctx: AbilityContext) -> ir.Players | None:
    """ "That creature's controller may pay {2}{U}. If the player does, they may copy this
    spell": "they" as the subject of a clause names one player, as "that player" does (CR
    608.2c; Oracle's "they" of one player), where no objects that "they" could name were
    named (no group, no mention of several objects): the one player named before it, the one
    player of the last "may" ("that creature's controller may pay {2}"), or the player of the
    triggering event ("Whenever a player casts a spell, they may pay {1}.", CR 603.7c). None
    where it is not one such player (:func:`_they` reads it as objects or refuses it); a
    player named and another player's "may" leave no one player."""
    if ctx.last("objects") is not None or _last_group(ctx, None) is not None:
        return None
    if ctx.last("players") is not None or ctx.they is not None:
        return None
    where = node.span
    named = _player_named_last(ctx, where)
    may = ctx.last_may[0] if ctx.last_may is not None else None
    if may is not None and may.who not in _ONE_PLAYER_MAY:
        may = None
    if named is not None and may is not None:
        same = dataclasses.replace(named, span=None) == dataclasses.replace(may, span=None)
        return named if same else None
    if named is not None:
        return named
    if may is not None:
        return dataclasses.replace(may, span=where)
    if ctx.event_subject == "player" or ctx.event_player_named:
        return ir.Players("that_player", span=where)
    return None


#: The players of a "may" that are one player other than you ("that creature's controller
#: may", "the player may"), whom "they" after it can name.
_ONE_PLAYER_MAY = frozenset({"controller", "owner", "that_player", "mentioned", "target"})


def _last_group(ctx: AbilityContext, nouns: frozenset[str] | None) -> Group | None:
    """The last group the effect being lowered named by a description, with one of ``nouns``
    (None: any), for "those creatures" / "them" (CR 608.2c); none outside an effect."""
    if not ctx.groups_open:
        return None
    for group in reversed(ctx.groups):
        if nouns is None or set(nouns) & group.nouns:
            return group
    return None


def _group(group: Group, node: nodes.Node) -> Objects:
    """ "those creatures" / "them": the objects the group's instruction affected, recorded as
    it resolved (CR 608.2c); the effect lowering puts the key on that group's ``AllObjects``
    (:func:`remember_groups`)."""
    group.used.append(node)
    # The same group and key: the objects recorded when the first instruction read them, or,
    # when that instruction was not followed ("If this spell was kicked, those creatures get
    # -2/-2 until end of turn instead."), the objects matching now, recorded then.
    ref = ir.AllObjects(group.filter, remember=group.key, span=node.span)
    return Objects(ref, True, group.nouns, group.filter)


#: The instructions that move objects to another zone (CR 400.7: they become new objects).
_MOVING_VERBS = frozenset(
    {
        ir.Verb.MOVE,
        ir.Verb.EXILE,
        ir.Verb.RETURN_TO_HAND,
        ir.Verb.SHUFFLE_INTO,
        ir.Verb.DESTROY,
        ir.Verb.DESTROY_NO_REGENERATION,
        ir.Verb.SACRIFICE,
        ir.Verb.COUNTER,
    }
)


def remember_groups(effect: Any, ctx: AbilityContext) -> Any:
    """``effect`` with the key of each group a later "those creatures" named put on the
    group's ``AllObjects`` (:class:`~karlov.ir.AllObjects` ``remember``), so the runtime
    records the objects the first instruction affected (CR 608.2c). A group whose objects the
    runtime does not find as the effect resolves (a prevention effect's, matched as damage
    would be dealt) is reported at the reference."""
    used = {group.span: group for group in ctx.groups if group.used}
    if not used:
        return effect
    found: set[str] = set()

    def keyed(item: Any) -> Any:
        if isinstance(item, ir.PreventDamage):
            return item  # its objects are matched as damage would be dealt, not recorded
        if isinstance(item, ir.AllObjects) and item.span in used:
            group = used[item.span]
            found.add(group.key)
            return dataclasses.replace(item, remember=group.key)
        return None

    def moved(item: Any) -> None:
        """A group an instruction moves to another zone is new objects there (CR 400.7),
        which the recorded group does not find: "those" of it is reported."""
        if isinstance(item, tuple):
            for i in item:
                moved(i)
            return
        if not isinstance(item, ir.IRNode):
            return
        if (
            isinstance(item, ir.Action)
            and item.verb in _MOVING_VERBS
            and isinstance(item.objects, ir.AllObjects)
            and item.objects.span in used
        ):
            raise Unsupported(
                used[item.objects.span].used[0],
                "'those ...' of objects an instruction moved to another zone (CR 400.7)",
            )
        for f in dataclasses.fields(item):
            moved(getattr(item, f.name))

    moved(effect)
    patched = ir.rewrite(effect, keyed)
    for group in used.values():
        if group.key not in found:
            raise Unsupported(group.used[0], "'those ...' of a group this effect does not affect")
    return patched


def _recall(
    mention: Mention,
    node: nodes.Node,
    plural: bool = False,
    extra: dict[str, Any] | None = None,
) -> Objects:
    """What a mention named: its targets (still legal, CR 608.2b) or the objects it stored."""
    where = node.span
    index = mention.target_index
    if index is not None:
        ref: ir.ObjectRef = ir.TargetObjects(index, span=where)
        return Objects(ref, plural, mention.nouns, target_index=index, extra=extra or {})
    ref = ir.Mentioned(mention.key, plural, span=where)
    return Objects(ref, plural, mention.nouns, mention_key=mention.key, extra=extra or {})


def _not_the_dealer(ctx: AbilityContext, node: nodes.Node, nouns: Iterable[str]) -> None:
    """ "that planeswalker" after "Whenever a creature you control deals damage to a
    planeswalker" is the planeswalker dealt damage (CR 603.7c); a noun of the source of the
    damage ("that creature", "that Archer") would name the source, which the event's object
    is not: refused rather than read as the object dealt damage."""
    dealer = ctx.event_dealer_nouns
    if dealer is None:
        return
    nouns = frozenset(nouns)
    if not nouns or not nouns <= ctx.event_nouns or not nouns.isdisjoint(dealer):
        raise Unsupported(node, "'that ...' of the source of the damage")


def _event_or_source(ctx: AbilityContext, node: nodes.Node) -> Objects:
    where = node.span
    if ctx.event_subject == "several":
        # "Whenever one or more creatures enter, ... it": which of them is no reading to choose
        raise Unsupported(node, "a pronoun after a trigger on one or more objects")
    if ctx.event_subject == "spell" and ctx.event_names_source:
        # "Whenever you cast a spell that targets ~, put a +1/+1 counter on it." (Bloodcrazed
        # Hoplite): the spell and this object are both named before it; Oracle means this
        # object there, but the words do not say which (found by session 46's audit)
        raise Unsupported(node, "'it' after a spell that targets this: the spell or this object")
    if ctx.event_subject in {"object", "spell"} and ctx.condition_names_source:
        # "When a creature attacks you ..., if Guardian of the Ages has defender, it loses
        # defender": Oracle means this object there, but the words name both before "it"
        raise Unsupported(node, "'it' after a condition that names this object: which one")
    if ctx.event_subject in {"object", "spell"}:
        if ctx.event_dealer_nouns is not None and is_(node, nodes.It):
            raise Unsupported(node, "'it' after an event of two objects: which one")
        return Objects(ir.EventObject(span=where), nouns=ctx.event_nouns)
    if ctx.of_spell and ctx.event_subject is None:
        # A spell names itself "this spell" or by its name (CR 201.5); "Return it to its
        # owner's hand." alone has nothing to refer to, and "this spell" would be a guess.
        raise Unsupported(node, "'it' refers to nothing named before it", meaningless=True)
    return Objects(ir.SourceObject(span=where), nouns=frozenset({"self"}))
