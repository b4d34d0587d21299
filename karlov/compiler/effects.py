"""Lowering effects: sentences and clauses into executable steps, or into continuous effects.

A one-shot effect (a spell's text, a triggered or activated ability's effect, CR 608.2) is a
list of steps ``step(game, res)`` run in order; each clause's subject, "may" and duration are
applied around its predicates. A static ability's clauses (CR 604, 611.3) become layer effects
(CR 613), cost modifiers (CR 601.2f) and rules modifiers instead. Each predicate has one
method, found by its rule name (``one_shot_<rule>`` / ``static_<rule>``), as in sqlglot's
generators: a predicate with no method is reported, never skipped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .. import ir
from ..frontend import nodes
from ..frontend.words import creature_types
from ..runtime import (
    BATTLEFIELD,
    HAND,
    LIBRARY,
    LayerEffect,
    Player,
    TargetSpec,
    TriggeredAbility,
)
from ..runtime import effects as fx
from ..runtime.events import Investigated
from ..runtime.filters import Matcher
from .accounting import consume, is_, take, words
from .context import AbilityContext, CastFromGraveyard, Unsupported
from .lower import span
from .objects import (
    ObjectFilter,
    Objects,
    ZoneRef,
    amount,
    count,
    count_word,
    filter_ir,
    object_filter,
    objects,
    player_ref,
    zone,
)

if TYPE_CHECKING:
    from ..runtime import Game

Step = Callable[["Game", Any], None]


def each_player(who: Subject, act: Callable[[Game, Any, Player], object]) -> Step:
    """A step doing ``act`` for each player the clause's subject names (default: you)."""

    def step(game: Game, res: Any) -> None:
        for player in who.player_list(game, res):
            act(game, res, player)

    return step


def each_object(select: Callable[[Game, Any], list[Any]], act: Callable[..., object]) -> Step:
    """A step doing ``act`` for each object ``select`` finds as the effect resolves."""

    def step(game: Game, res: Any) -> None:
        for obj in select(game, res):
            act(game, res, obj)

    return step


def _lexeme(node: nodes.Node, kind: str) -> nodes.Lexeme:
    for item in take(node):
        if isinstance(item, nodes.Lexeme) and item.kind == kind:
            return item
    raise Unsupported(node, f"expected {kind.lower()} in '{type(node).__name__}'")


def parse_pt_mod(text: str) -> tuple[int, int]:
    power, toughness = text.split("/")
    return int(power), int(toughness)


def counter_kind(node: nodes.Node) -> str:
    return _lexeme(node, "PT_MOD").text


DURATIONS = {nodes.UntilEndOfTurn: "end_of_turn", nodes.ThisTurn: "end_of_turn"}
# The one-shot effects that last for a duration (CR 611.2a); on any other, a duration is
# reported rather than dropped.
TIMED_EFFECTS = frozenset(
    {"gain_control", "gain_abilities", "get_pt", "become", "lose_all_abilities"}
)
CLAUSE_SEPARATORS = (nodes.Comma, nodes.CommaAnd, nodes.CommaThen)


# Effects that do one thing to each object they name: "destroy target creature".
OBJECT_ACTIONS: dict[str, Callable[[Game, Any], object]] = {
    "destroy": lambda game, obj: game.destroy(obj),  # CR 701.8
    "suspect": lambda game, obj: game.suspect(obj),  # CR 701.60
    "tap": lambda game, obj: game.tap(obj),  # CR 701.26
    "untap": lambda game, obj: game.untap(obj),  # CR 701.26
}

PLAYER_SUBJECTS = (
    nodes.You,
    nodes.TargetPlayer,
    nodes.TargetOpponent,
    nodes.EachPlayer,
    nodes.ThatPlayer,
    nodes.EachOpponent,
)


def replace_creature_types(new: frozenset[str]) -> Callable[..., None]:
    """Layer 4: the object's creature types become ``new`` (CR 205.1a)."""

    def modify(game: Game, obj: Any, chars: Any, source: Any) -> None:
        chars.subtypes = {s for s in chars.subtypes if s not in creature_types()} | set(new)

    return modify


class Subject:
    """Who or what a clause is about: objects (a source, the affected objects) or players."""

    def __init__(self, objects: Objects | None = None, players: Any = None):
        self.objects = objects
        self.players = players

    def player_list(self, game: Game, res: Any) -> list[Player]:
        if self.players is not None:
            return self.players(game, res)
        return [res.controller]

    def object_list(self, game: Game, res: Any) -> list[Any]:
        if self.objects is None:
            return [res.source]
        return self.objects.select(game, res)


class EffectCompiler:
    """Compiles the effect text of one ability; shares its :class:`AbilityContext`."""

    def __init__(self, ctx: AbilityContext, abilities: Any):
        self.ctx = ctx
        self.abilities = abilities  # the AbilityCompiler, for quoted abilities and tokens

    # ---- sentences and clauses ------------------------------------------------------------

    def body(self, node: nodes.Node) -> list[Step]:
        """``StatementBody``: sentences (and reflexive triggers) in order."""
        steps: list[Step] = []
        previous: list[Step] = []
        for item in take(node):
            if item is None or is_(item, nodes.ActivationRestriction | nodes.OnceEachTurn):
                continue
            if is_(item, nodes.Sentence):
                previous = self.sentence(item)
                steps += previous
            elif is_(item, nodes.TimedSentence):
                previous = self.clauses(take(item)[0], until="end_of_turn")
                steps += previous
            elif is_(item, nodes.ReflexiveTrigger):
                steps.append(self.reflexive(item))
            elif is_(item, nodes.IfYouDo):
                steps.append(self.if_you_do(item))
            elif is_(item, nodes.InsteadSentence) and previous:
                del steps[len(steps) - len(previous) :]
                steps.append(self.instead(item, previous))
                previous = []
            else:
                raise Unsupported(item, f"'{type(item).__name__}' in an effect")
        return steps

    def if_you_do(self, node: nodes.Node) -> Step:
        """ "If you do, draw two cards." — done only if the optional action before it was
        (CR 608.2c: the instructions are followed in order)."""
        steps = self.clauses(take(node)[0])

        def if_done(game: Game, res: Any) -> None:
            if res.recall("did"):
                for step in steps:
                    step(game, res)

        return if_done

    def instead(self, node: nodes.Node, usual: list[Step]) -> Step:
        """ "If it entered from your library or was cast from your library, draw two cards
        instead." — the sentence before it is replaced when the condition holds (CR 614.1a)."""
        what = objects(take(node)[0], self.ctx)
        tests: list[Callable[[Game, Any, Any], bool]] = []
        for origin in take(take(node)[1]):
            where = zone(take(origin)[0]).zone
            if is_(origin, nodes.EnteredFrom):
                tests.append(
                    lambda game, res, obj, where=where: (
                        getattr(res.event, "from_zone", None) == where
                        and getattr(res.event, "obj", None) is obj
                    )
                )
            else:
                tests.append(lambda game, res, obj, where=where: obj.note.get("cast_from") == where)
        replacement = self.clauses(take(node)[2])

        def step(game: Game, res: Any) -> None:
            found = what.select(game, res)
            applies = any(test(game, res, obj) for obj in found for test in tests)
            for each in replacement if applies else usual:
                each(game, res)

        return step

    def sentence(self, node: nodes.Node) -> list[Step]:
        clauses = next(i for i in take(node) if is_(i, nodes.Clauses))
        return self.clauses(clauses)

    def clauses(self, node: nodes.Node, until: str | None = None) -> list[Step]:
        """Clauses in order; ``until`` is a duration that opens the sentence ("Until end of
        turn, target creature loses all abilities ...") and applies to each clause."""
        steps: list[Step] = []
        for item in take(node):
            if is_(item, nodes.Clause):
                steps += self.clause(*take(item), default_until=until)
            elif is_(item, nodes.AndYouClause):
                subject = nodes.Subject((nodes.You(()),))
                steps += self.clause(subject, *take(item), default_until=until)
            elif is_(item, CLAUSE_SEPARATORS):
                continue
            else:
                raise Unsupported(item, f"'{type(item).__name__}' in a sentence")
        return steps

    def clause(
        self,
        subject: nodes.Node | None,
        may: nodes.Node | None,
        predicates: nodes.Node,
        duration: nodes.Node | None,
        default_until: str | None = None,
    ) -> list[Step]:
        who = self.subject(subject)
        consume(may, duration)
        until = DURATIONS.get(type(duration)) if duration is not None else default_until
        steps: list[Step] = []
        for predicate in take(predicates):
            assert isinstance(predicate, nodes.Node)
            if until is not None and predicate.rule not in TIMED_EFFECTS:
                raise Unsupported(duration or predicate, f"a duration on '{_words(predicate)}'")
            steps.append(self.one_shot(predicate, who, until))
        if may is None:
            return steps
        prompt = "Do you want to " + " and ".join(_words(p) for p in take(predicates)) + "?"
        key = self.ctx.new_key("may")

        def optional(game: Game, res: Any) -> None:
            chooser = who.player_list(game, res)[0] if who.players else res.controller
            done = game.ask_may(chooser, prompt)
            res.remember(key, done)
            res.remember("did", done)
            if done:
                for step in steps:
                    step(game, res)

        return [optional]

    def one_shot(self, predicate: nodes.Node, who: Subject, until: Any) -> Step:
        """One predicate as a step: a ``one_shot_<rule>`` method, or a one-line action on
        each object it names (``OBJECT_ACTIONS``)."""
        method = getattr(self, f"one_shot_{predicate.rule}", None)
        if method is not None:
            consume(predicate)  # its words; the method reads its child nodes
            return method(predicate, who, until)
        action = OBJECT_ACTIONS.get(predicate.rule)
        if action is None:
            raise Unsupported(predicate, f"the effect '{_words(predicate)}'")
        what = objects(take(predicate)[0], self.ctx)
        return each_object(what.select, lambda game, res, obj: action(game, obj))

    def subject(self, node: nodes.Node | None) -> Subject:
        if node is None:
            return Subject()
        inner = take(node)[0]
        assert isinstance(inner, nodes.Node)
        if isinstance(inner, PLAYER_SUBJECTS):
            return Subject(players=player_ref(inner, self.ctx))
        return Subject(objects=objects(inner, self.ctx))

    def reflexive(self, node: nodes.Node) -> Step:
        """ "When you do, ..." (CR 603.12): triggers if the optional action before it was done."""
        sub = EffectCompiler(self.ctx, self.abilities)
        clauses = next(i for i in take(node) if is_(i, nodes.Clauses))
        steps = sub.clauses(clauses)
        text = self.abilities.written(node)

        def effect(game: Game, res: Any) -> None:
            # The reflexive trigger knows what its parent chose: X (CR 603.12, 107.3).
            res.x = res.recall("x", res.x)
            for step in steps:
                step(game, res)

        ability = TriggeredAbility(trigger=lambda g, e, s: False, effect=effect, text=text)

        def reflexive(game: Game, res: Any) -> None:
            if res.recall("did"):
                game.reflexive_trigger(ability, res)

        return reflexive

    # ---- one-shot predicates (CR 608.2) ---------------------------------------------------

    def one_shot_deal_damage(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """ "[source] deals N damage to [recipients]" (CR 120)."""
        how_much = amount(take(node)[1])
        recipients = objects(take(node)[2], self.ctx)

        def deal(game: Game, res: Any) -> None:
            n = how_much.amount(res)
            for source in who.object_list(game, res):
                for target in recipients.select(game, res):
                    game.deal_damage(source, target, n)

        return deal

    def one_shot_deal_damage_to_players(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """ "[source] deals N damage to each opponent" (CR 120.3a: damage to a player)."""
        how_much = amount(take(node)[1])
        players = player_ref(take(node)[2], self.ctx)

        def deal(game: Game, res: Any) -> None:
            n = how_much.amount(res)
            for source in who.object_list(game, res):
                for player in players(game, res):
                    game.deal_damage(source, player, n)

        return deal

    def one_shot_look_at_top(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """ "Look at the top card of your library." — an exception to CR 401.2, which keeps a
        library hidden. The runtime keeps no hidden information, so looking changes nothing in
        the game; what was seen is recorded in the log."""
        top = objects(take(node)[0], self.ctx)

        def look(game: Game, res: Any) -> None:
            for player in who.player_list(game, res):
                seen = ", ".join(str(card) for card in top.select(game, res)) or "nothing"
                game.note(f"{player} looks at the top of their library: {seen}")

        return look

    def one_shot_deal_damage_equal_power(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """ "[creature] deals damage equal to its power to [recipient]" (CR 208.3)."""
        consume(take(node)[1])  # "its power": the power of the subject dealing the damage
        recipients = objects(take(node)[2], self.ctx)

        def deal(game: Game, res: Any) -> None:
            for source in who.object_list(game, res):
                power = game.chars(source).power or 0
                for target in recipients.select(game, res):
                    game.deal_damage(source, target, power)

        return deal

    def one_shot_deal_damage_divided(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """ "deals that much damage divided as you choose among any number of targets"
        (CR 601.2d): "that much" is the number of attacking creatures of the trigger, after
        "Whenever you attack with one or more creatures"; after any other trigger (or none) it
        would mean another amount of another event, which is reported (C001)."""
        if self.ctx.event_subject != "attack":
            raise Unsupported(node, "'that much' of an event other than attacking creatures")
        recipients = objects(take(node)[1], self.ctx)
        index = recipients.target_index
        assert index is not None
        spec = self.ctx.targets[index]
        self.ctx.targets[index] = type(spec)(
            spec.description,
            spec.filter,
            min=1,
            max=spec.max,
            kinds=spec.kinds,
            distribute=lambda game, c: len(getattr(getattr(c, "event", None), "attackers", {})),
        )

        def deal(game: Game, res: Any) -> None:
            for source in who.object_list(game, res):
                for target in recipients.select(game, res):
                    game.deal_damage(source, target, res.amount_for(target))

        return deal

    def one_shot_sacrifice(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """ "Sacrifice this Case" / "target player sacrifices a creature of their choice"
        (CR 701.21a): a player sacrifices permanents they control; when a count is named, that
        player chooses which of theirs (CR 701.21a, 608.2d)."""
        what = objects(take(node)[1], self.ctx)
        counted = what.extra.get("count")
        consume(take(node)[2])
        if counted is None:
            if take(node)[2] is not None:
                raise Unsupported(take(node)[2], "'of their choice' without a player choosing")
            return each_object(what.select, lambda game, res, obj: game.sacrifice(obj))
        if counted.relation != "exactly" or counted.is_x:
            raise Unsupported(take(node)[1], "sacrificing a number of permanents that isn't fixed")
        how_many = counted.value
        noun = what.filter.description if what.filter is not None else "permanent"

        candidates = what.extra["candidates"]

        def sacrifice(game: Game, res: Any) -> None:
            for player in who.player_list(game, res):
                theirs = [o for o in candidates(game, res) if game.controller(o) is player]
                chosen = game.ask_choose(
                    player,
                    f"Choose {how_many} {noun} to sacrifice",
                    theirs,
                    min=how_many,
                    max=how_many,
                )
                for obj in chosen:
                    game.sacrifice(obj, player)

        return sacrifice

    def one_shot_gain_life(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        how_much = amount(take(node)[1])
        return each_player(who, lambda game, res, p: game.gain_life(p, how_much.amount(res)))

    def one_shot_lose_life(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        how_much = amount(take(node)[1])
        return each_player(who, lambda game, res, p: game.lose_life(p, how_much.amount(res)))

    def _card_count(self, node: nodes.Node) -> Any:
        count_noun = take(node)[1]
        assert is_(count_noun, nodes.CountNoun)
        return count_word(take(count_noun)[0])

    def one_shot_draw(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        n = self._card_count(node)
        return each_player(who, lambda game, res, p: game.draw(p, n.amount(res)))

    def one_shot_discard(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        n = self._card_count(node)
        return each_player(who, lambda game, res, p: game.discard(p, n.amount(res)))

    def one_shot_discard_zone(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        where = zone(take(node)[1])
        if where.zone != HAND:
            raise Unsupported(node, "discarding anything but a hand")
        return each_player(who, lambda game, res, p: game.discard_hand(p))

    def one_shot_mill(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        n = self._card_count(node)
        return each_player(who, lambda game, res, p: game.mill(p, n.amount(res)))

    def one_shot_shuffle_into(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """ "shuffle Fblthp into its owner's library" (CR 701.20a)."""
        what = objects(take(node)[0], self.ctx)
        where = zone(take(node)[1])
        if where.zone != LIBRARY:
            raise Unsupported(node, "shuffling into a zone other than a library")

        def shuffle_into(game: Game, res: Any) -> None:
            for obj in what.select(game, res):
                if game.is_live(obj):
                    game.move(obj, LIBRARY)
                    game.shuffle(obj.owner)

        return shuffle_into

    def one_shot_surveil(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        n = int(_lexeme(node, "NUMBER").text)
        return each_player(who, lambda game, res, p: game.surveil(p, n))

    def one_shot_scry(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        n = int(_lexeme(node, "NUMBER").text)
        return each_player(who, lambda game, res, p: game.scry(p, n))

    def one_shot_shuffle(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        return each_player(who, lambda game, res, p: game.shuffle(p))

    def one_shot_search(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """ "search your library for a [filter] card" (CR 701.19): finds it; later clauses
        reveal it, put it somewhere and shuffle."""
        where = zone(take(node)[0])
        wanted = take(node)[1]
        if not is_(wanted, nodes.Counted):
            raise Unsupported(wanted, "searching for this")
        quantity = count(take(wanted)[0])
        filt = object_filter(take(wanted)[1], self.ctx)
        mention = self.ctx.mention("object", filt.nouns | {"card"})

        def search(game: Game, res: Any) -> None:
            player = who.player_list(game, res)[0]
            pool = [o for o in game.zone_objects(where.zone, player) if filt.matches(game, o, res)]
            found = game.ask_cards(
                player, f"Search for {filt.description}", pool, 0, quantity.value
            )
            res.remember(mention.key, list(found))

        return search

    def one_shot_reveal(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        what = objects(take(node)[0], self.ctx)
        return lambda game, res: game.reveal(res.controller, what.select(game, res))

    def one_shot_put(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        what = objects(take(node)[0], self.ctx)
        destination = take(node)[1]
        if is_(destination, nodes.IntoZone):
            where = zone(take(destination)[0])
            return self._mover(what, where.zone)
        if is_(destination, nodes.OntoBattlefield):
            return self._to_battlefield(what, take(destination)[0])
        raise Unsupported(destination, "this destination")

    def _mover(self, what: Objects, to_zone: str) -> Step:
        key = what.mention_key

        def move(game: Game, res: Any) -> None:
            moved = [game.move(obj, to_zone) for obj in what.select(game, res)]
            if key is not None:
                res.remember(key, [m for m in moved if m is not None])

        return move

    def _to_battlefield(self, what: Objects, under: nodes.Node | None) -> Step:
        key = what.mention_key
        owners = False
        if under is not None:
            whose = take(under)[0]
            if is_(whose, nodes.ItsOwners | nodes.TheirOwners):
                owners = True
            elif not is_(whose, nodes.Your):
                raise Unsupported(under, "putting onto the battlefield under this control")

        def put(game: Game, res: Any) -> None:
            moved = []
            for obj in what.select(game, res):
                controller = res.controller
                if owners:
                    controller = obj.owner
                moved.append(game.put_onto_battlefield(obj, controller))
            if key is not None:
                res.remember(key, [m for m in moved if m is not None])

        return put

    def one_shot_put_on_bottom(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        what = objects(take(node)[0], self.ctx)
        return each_object(
            what.select, lambda game, res, obj: game.move(obj, LIBRARY, position="bottom")
        )

    def one_shot_put_counters(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """ "put N +1/+1 counters on [objects]" (CR 122)."""
        n = count(take(node)[0])
        kind = counter_kind(take(node)[1])
        what = objects(take(node)[3], self.ctx)
        return each_object(
            what.select, lambda game, res, obj: game.put_counters(obj, kind, n.amount(res))
        )

    def one_shot_distribute_counters(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """ "distribute two +1/+1 counters among one or two target creatures" (CR 601.2d)."""
        n = count(take(node)[0]).value
        kind = counter_kind(take(node)[1])
        what = objects(take(node)[3], self.ctx)
        index = what.target_index
        if index is None:
            raise Unsupported(node, "distributing among objects that are not targets")
        spec = self.ctx.targets[index]
        self.ctx.targets[index] = type(spec)(
            spec.description, spec.filter, spec.min, spec.max, spec.kinds, spec.zones, n
        )
        return each_object(
            what.select, lambda game, res, obj: game.put_counters(obj, kind, res.amount_for(obj))
        )

    def one_shot_investigate(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """Investigate (CR 701.16a): create a Clue token, the predefined token of CR 111.10f
        (the reminder text after it has no rules meaning, CR 207.2)."""
        times = 2 if take(node) and take(node)[0] is not None else 1

        def investigate(game: Game, res: Any) -> None:
            for player in who.player_list(game, res):
                for _ in range(times):
                    game.create_token(game.clue_definition, player, source=res.source)
                    game.emit(Investigated(player))

        return investigate

    def one_shot_collect_evidence(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """Collect evidence N (CR 701.59); with X the player chooses X first."""
        how_much = amount(take(node)[0])

        def collect(game: Game, res: Any) -> None:
            player = who.player_list(game, res)[0]
            if how_much.is_x:
                res.x = game.ask_x(player, "Collect evidence X: choose X")
                res.remember("x", res.x)
            done = game.collect_evidence(player, how_much.amount(res))
            res.remember("did", done and res.recall("did", True))

        return collect

    def one_shot_create(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """ "create N [token description]" (CR 111.2)."""
        n = count(take(node)[0])
        definition = self.abilities.token_definition(take(node)[1])
        mention = self.ctx.mention("objects" if n.value != 1 else "object", frozenset({"token"}))

        def create(game: Game, res: Any) -> None:
            made = []
            for player in who.player_list(game, res):
                made += game.create_token(definition, player, n.amount(res), source=res.source)
            res.remember(mention.key, made)

        return create

    def one_shot_exile(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        target = take(node)[0]
        if take(node)[1] is not None:
            raise Unsupported(node, "exiling from a zone")
        if is_(target, nodes.TopCards):
            top = objects(target, self.ctx)
            n = top.extra["top"]
            where: ZoneRef = top.extra["zone"]
            mention = self.ctx.mention("objects" if n > 1 else "object", frozenset({"card"}))

            def exile_top(game: Game, res: Any) -> None:
                res.remember(mention.key, game.exile_top(where.player(game, res), n))

            return exile_top
        what = objects(target, self.ctx)
        key = self.ctx.mention("object", what.nouns | {"card"}).key

        def exile(game: Game, res: Any) -> None:
            exiled = [game.exile(obj) for obj in what.select(game, res)]
            res.remember(key, [e for e in exiled if e is not None])

        return exile

    def one_shot_return(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """ "return [objects] to [zone] (under [player]'s control)" (CR 400.3)."""
        what = objects(take(node)[0], self.ctx)
        destination = take(node)[1]
        assert isinstance(destination, nodes.Node)
        where = zone(take(destination)[0])
        if where.zone == BATTLEFIELD:
            return self._to_battlefield(what, take(destination)[1])
        if where.zone == HAND:
            return each_object(what.select, lambda game, res, obj: game.return_to_hand(obj))
        return self._mover(what, where.zone)

    def one_shot_return_from(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """ "Return this card from your graveyard to your hand." (CR 400.3): only while the
        object is still in that zone (CR 400.7)."""
        what = objects(take(node)[0], self.ctx)
        origin_ref = zone(take(node)[1])
        origin = origin_ref.zone
        if what.target_index is not None:
            # "Return target creature card from your graveyard": the target is chosen in that
            # zone (CR 115.1); the zone is part of the target.
            self.ctx.targets[what.target_index] = _target_in_zone(
                self.ctx.targets[what.target_index], origin_ref
            )
        destination = take(node)[2]
        if take(destination)[1] is not None:
            raise Unsupported(
                take(destination)[1], "returning from a zone under a player's control"
            )
        where = zone(take(destination)[0])

        def return_from(game: Game, res: Any) -> None:
            for obj in what.select(game, res):
                if game.is_live(obj) and obj.zone == origin:
                    game.move(obj, where.zone)

        return return_from

    def one_shot_choose(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """ "choose target creature ..." (the target is chosen on casting, CR 601.2c) or
        "Choose one of them." (a choice made on resolution)."""
        what = objects(take(node)[0], self.ctx)
        if "count" in what.extra:
            # "choose a creature": chosen now, and named by the pronouns after it.
            return lambda game, res: _chosen_now(what.select(game, res))
        if not what.extra.get("choose_one"):
            if what.target_index is None:
                raise Unsupported(take(node)[0], "choosing this")
            return lambda game, res: None
        mention = self.ctx.mention("object", what.nouns)

        def choose(game: Game, res: Any) -> None:
            options = what.select(game, res)
            chosen = game.ask_choose(res.controller, "Choose one of them", options, 1, 1)
            res.remember(mention.key, list(chosen))

        return choose

    def one_shot_play_this_turn(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """ "You may play that card this turn" (CR 601.2, 305.1: a permission, not an action)."""
        what = objects(take(node)[0], self.ctx)

        def allow(game: Game, res: Any) -> None:
            for card in what.select(game, res):
                for player in who.player_list(game, res):
                    game.grant_play_permission(card, player, this_turn=True)

        return allow

    def one_shot_conjure(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """Conjure (digital only): create cards in a zone from a card's definition."""
        n = count(take(node)[0])
        name = _lexeme(node, "OTHER_CARD_NAME").text
        definition = self.abilities.named_card(name, node)
        where = zone(take(node)[-1])

        def conjure(game: Game, res: Any) -> None:
            for player in who.player_list(game, res):
                for _ in range(n.amount(res)):
                    game.conjure(definition, player, where.zone)

        return conjure

    def one_shot_copy(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """ "copy that spell" (CR 707.10)."""
        what = objects(take(node)[0], self.ctx)
        return each_object(
            what.select, lambda game, res, spell: game.copy_spell(spell, res.controller)
        )

    def one_shot_gain_control(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """ "[player] gains control of [objects]" (CR 613.1b); with no subject, you do."""
        what = objects(take(node)[2], self.ctx)

        def gain(game: Game, res: Any) -> None:
            for player in who.player_list(game, res):
                for obj in what.select(game, res):
                    game.gain_control(player, obj, source=res.source, until=until)

        return gain

    def one_shot_exchange_control(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        what = objects(take(node)[1], self.ctx)

        def exchange(game: Game, res: Any) -> None:
            pair = what.select(game, res)
            if len(pair) == 2:
                game.exchange_control(pair[0], pair[1], source=res.source)

        return exchange

    def one_shot_gain_abilities(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """ "[objects] gain(s) [abilities] until end of turn" (CR 611.2)."""
        granted = self.abilities.ability_list(take(node)[1])
        # CR 611.2c: affects only the objects it affects as it resolves.
        return each_object(
            who.object_list, lambda game, res, obj: self._grant(game, res, obj, granted, until)
        )

    @staticmethod
    def _grant(game: Game, res: Any, obj: Any, granted: list[Any], until: Any) -> None:
        cast_from_graveyard = [a for a in granted if isinstance(a, CastFromGraveyard)]
        others = [a for a in granted if not isinstance(a, CastFromGraveyard)]
        if cast_from_graveyard:
            game.grant_cast_from_graveyard([obj], res.controller, this_turn=until is not None)
        if others:
            game.grant_abilities(obj, others, source=res.source, until=until)

    def one_shot_get_pt(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        power, toughness = parse_pt_mod(_lexeme(node, "PT_MOD").text)
        return each_object(
            who.object_list,
            lambda game, res, obj: game.pump(obj, power, toughness, source=res.source, until=until),
        )

    def one_shot_become(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """ "It becomes a 0/0 Bird creature with flying in addition to its other types"
        (CR 205.1b, 613.1d/f, 613.4b)."""
        spec = self.abilities.object_spec(take(node)[1])
        consume(take(node)[2])
        if take(node)[2] is not None:
            return each_object(
                who.object_list,
                lambda game, res, obj: game.become(obj, source=res.source, until=until, **spec),
            )
        # Without "in addition to its other types", the new creature type replaces the old ones
        # (CR 205.1a) and a stated color replaces its colors (CR 105.3); card types stay unless
        # stated (the effects on the bundled cards state none).
        if spec["types"]:
            raise Unsupported(node, "'becomes' a new card type without 'in addition'")
        new_types = frozenset(spec.pop("subtypes"))
        spec.pop("types")

        def become(game: Game, res: Any, obj: Any) -> None:
            if new_types:
                game.add_effect(
                    LayerEffect("4", replace_creature_types(new_types)),
                    [obj],
                    res.source,
                    res.controller,
                    until=until,
                )
            game.become(obj, source=res.source, until=until, **spec)

        return each_object(who.object_list, become)

    def one_shot_lose_all_abilities(self, node: nodes.Node, who: Subject, until: Any) -> Step:
        """ "[object] loses all abilities" (CR 613.1f, layer 6)."""
        return each_object(
            who.object_list,
            lambda game, res, obj: game.add_effect(
                LayerEffect("6", fx.remove_all_abilities()),
                [obj],
                res.source,
                res.controller,
                until=until,
            ),
        )

    # ---- static abilities (CR 604, 611.3, 613) --------------------------------------------

    def static_body(self, node: nodes.Node) -> dict[str, list[Any]]:
        """The parts of a static ability, as IR: continuous effects with their layer
        (CR 613), cost reductions (CR 601.2f), rule modifications, and replacement effects on
        how the source enters (CR 614.1c)."""
        parts: dict[str, list[Any]] = {"effects": [], "costs": [], "rules": [], "enters": []}
        for item in take(node):
            if item is None:
                continue
            if is_(item, nodes.DamagePersists):
                filt = filter_ir(take(item)[0], self.ctx)
                if Matcher(filt).state_tests:
                    raise Unsupported(take(item)[0], "keeping damage on objects by their state")
                parts["rules"].append(
                    ir.RuleModification("damage_persists", filter=filt, span=span(item.span))
                )
                continue
            if not is_(item, nodes.Sentence):
                raise Unsupported(item, f"'{type(item).__name__}' in a static ability")
            clauses = next(i for i in take(item) if is_(i, nodes.Clauses))
            for clause in take(clauses):
                if is_(clause, nodes.Clause):
                    # "You may ..." in a static ability is the permission itself.
                    subject, may, predicates, duration = take(clause)
                    consume(subject, may)
                elif is_(clause, nodes.AndYouClause):
                    may, predicates, duration = take(clause)
                    consume(may)
                    subject = nodes.Subject((nodes.You(()),))
                elif is_(clause, CLAUSE_SEPARATORS):
                    continue
                else:
                    raise Unsupported(clause, f"'{type(clause).__name__}' in a static ability")
                if duration is not None:
                    raise Unsupported(duration, "a duration in a static ability")
                for predicate in take(predicates):
                    assert isinstance(predicate, nodes.Node)
                    method = getattr(self, f"static_{predicate.rule}", None)
                    if method is None and hasattr(self, f"one_shot_{predicate.rule}"):
                        raise Unsupported(
                            predicate,
                            "a one-shot effect cannot be a static ability; it needs a trigger "
                            "('At the beginning of your upkeep, ...') or a cost ('{1}: ...')",
                            meaningless=True,
                        )
                    if method is None:
                        raise Unsupported(predicate, f"the static effect '{_words(predicate)}'")
                    consume(predicate)
                    method(predicate, subject, parts)
        return parts

    def _affected(self, subject: nodes.Node | None) -> ir.Affected:
        """Which objects a static ability affects: the source, or every match of a filter."""
        if subject is None:
            raise Unsupported(None, "a static effect with no subject")
        inner = take(subject)[0]
        if is_(inner, nodes.SelfRef | nodes.SelfName):
            return ir.Affected(span=span(inner.span))
        if is_(inner, nodes.AllMatching):
            return ir.Affected(filter_ir(take(inner)[0], self.ctx), span=span(inner.span))
        raise Unsupported(inner, "this subject of a static ability")

    def _granted(self, node: nodes.Node) -> tuple[ir.GrantedAbility, ...]:
        """Abilities a static ability grants, as IR: keywords and quoted mana abilities."""
        found: list[ir.GrantedAbility] = []
        for granted in self.abilities.ability_list(node):
            if isinstance(granted, str):
                found.append(ir.KeywordName(granted))
            elif getattr(granted, "is_mana_ability", False) and granted.effect is None:
                options = tuple("".join(option) for option in granted.mana)
                found.append(ir.ManaAbility(options, text=granted.text))
            else:
                # Not stated in the IR yet: played from the compiler's object (NotLowered).
                self.abilities.pending.append((granted,))
                text = getattr(granted, "text", "")
                found.append(ir.NotLowered("activated", text, span=span(node.span)))
        return tuple(found)

    def static_get_pt(self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]) -> None:
        power, toughness = parse_pt_mod(_lexeme(node, "PT_MOD").text)
        parts["effects"].append(
            ir.ContinuousEffect(
                ir.Layer.PT_MODIFY,
                self._affected(subject),
                power=power,
                toughness=toughness,
                span=span(node.span),
            )
        )

    def static_have_abilities(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        granted = self._granted(take(node)[1])
        parts["effects"].append(
            ir.ContinuousEffect(
                ir.Layer.ABILITY,
                self._affected(subject),
                add_abilities=granted,
                span=span(node.span),
            )
        )

    static_gain_abilities = static_have_abilities

    def static_is_pt_creature(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "This Case is a 4/4 Gorgon creature with deathtouch and lifelink in addition to
        its other types" (CR 613.1d type, 613.1f abilities, 613.4b P/T setting)."""
        if take(node)[1] is None:
            raise Unsupported(node, "'is a ...' without 'in addition to its other types'")
        consume(take(node)[1])
        what = take(node)[0]
        spec = self.abilities.object_spec(what)
        granted: tuple[ir.GrantedAbility, ...] = ()
        if spec["abilities"]:
            if not all(isinstance(a, str) for a in spec["abilities"]):
                raise Unsupported(what, "a static ability granting a quoted ability this way")
            granted = tuple(ir.KeywordName(a) for a in spec["abilities"])
        affected = self._affected(subject)
        where = span(node.span)
        parts["effects"].append(
            ir.ContinuousEffect(
                ir.Layer.TYPE,
                affected,
                add_types=tuple(spec["types"]),
                add_subtypes=tuple(spec["subtypes"]),
                span=where,
            )
        )
        if spec["colors"]:
            parts["effects"].append(
                ir.ContinuousEffect(
                    ir.Layer.COLOR, affected, set_colors=tuple(spec["colors"]), span=where
                )
            )
        if granted:
            parts["effects"].append(
                ir.ContinuousEffect(ir.Layer.ABILITY, affected, add_abilities=granted, span=where)
            )
        if spec["power"] is not None:
            parts["effects"].append(
                ir.ContinuousEffect(
                    ir.Layer.PT_SET,
                    affected,
                    set_power=spec["power"],
                    set_toughness=spec["toughness"],
                    span=where,
                )
            )

    def static_control_object(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "You control enchanted permanent." (CR 613.1b, layer 2)."""
        _you_only(subject)
        target = take(node)[1]
        if not is_(target, nodes.AllMatching) or not any(
            is_(item, nodes.Enchanted | nodes.Equipped) for item in take(take(target)[0])
        ):
            raise Unsupported(target, "controlling this")
        filt = filter_ir(take(target)[0], self.ctx)
        affected = ir.Affected(filt, attached=True, span=span(target.span))
        parts["effects"].append(
            ir.ContinuousEffect(ir.Layer.CONTROL, affected, control=True, span=span(node.span))
        )

    def static_cost_less(self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]) -> None:
        """ "Instant and sorcery spells you cast cost {1} less to cast." (CR 601.2f)."""
        symbols = [word.strip("{}") for word in words(take(node)[0])]
        if not all(symbol.isdigit() for symbol in symbols):
            raise Unsupported(node, "a cost reduction of colored mana")
        generic = sum(int(symbol) for symbol in symbols)
        inner = take(subject)[0] if subject is not None else None
        if not is_(inner, nodes.AllMatching):
            raise Unsupported(subject, "this subject of a cost reduction")
        filt = filter_ir(take(inner)[0], self.ctx)
        if filt.cast_by is not ir.Whose.YOU:
            raise Unsupported(subject, "a cost reduction for spells other players cast too")
        parts["costs"].append(ir.CostReduction(filt, generic, span=span(node.span)))

    def static_extra_land(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "You may play an additional land on each of your turns." (CR 305.2)."""
        _you_only(subject)
        if _lexeme(node, "CARD_TYPE").text != "land":
            raise Unsupported(node, "playing an additional card that isn't a land")
        parts["rules"].append(ir.RuleModification("additional_land", count=1, span=span(node.span)))

    def static_look_at_top(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "You may look at the top card of your library any time." (CR 401.2 exception)."""
        if take(node)[1] is None:
            raise Unsupported(node, "looking at the top card without 'any time'")
        consume(take(node)[1])
        _you_only(subject)
        _top_of_your_library(take(node)[0])
        parts["rules"].append(ir.RuleModification("look_at_top", span=span(node.span)))

    def static_play_permission(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "You may play lands and cast [filter] spells from the top of your library"."""
        _you_only(subject)
        _top_of_your_library(take(node)[1])
        verbs = take(node)[0]
        lands = False
        spell_filters: list[ir.ObjectFilter] = []
        for kind in take(verbs):
            filt = filter_ir(take(kind)[0], self.ctx)
            if is_(kind, nodes.PlayKindPlay):
                if set(filt.nouns) - {"land"}:
                    raise Unsupported(kind, "playing something other than lands from the top")
                lands = True
            else:
                spell_filters.append(filt)
        parts["rules"].append(
            ir.RuleModification(
                "play_from_top", lands=lands, spells=tuple(spell_filters), span=span(node.span)
            )
        )

    def static_enter_as_copy(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "You may have this enter as a copy of any creature on the battlefield."
        (CR 707.9, 614.1c)."""
        _you_only(subject)
        if not is_(take(node)[1], nodes.SelfRef | nodes.SelfName):
            raise Unsupported(take(node)[1], "another object entering as a copy")
        what = take(node)[2]
        if not is_(what, nodes.AnyOf):
            raise Unsupported(what, "entering as a copy of this")
        filt = filter_ir(take(what)[0], self.ctx)
        parts["enters"].append(ir.EntersAsCopy(filt, span=span(node.span)))

    def static_enters_with(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "This creature enters with X +1/+1 counters on it." — a replacement effect on how
        it enters (CR 614.1c, 122.6); X is the X it was cast with (CR 107.3m)."""
        inner = take(subject)[0] if subject is not None else None
        if not is_(inner, nodes.SelfRef | nodes.SelfName):
            raise Unsupported(node, "another object entering with counters")
        how_many = count(take(node)[1])
        kind = counter_kind(take(node)[2])
        if not is_(take(node)[4], nodes.It):
            raise Unsupported(take(node)[4], "counters on another object as this enters")
        quantity = ir.Count(ir.Relation(how_many.relation), how_many.value, how_many.is_x)
        parts["enters"].append(
            ir.EntersWithCounters(
                quantity, kind, text=self.abilities.written(node), span=span(node.span)
            )
        )

    def static_cast_permission(
        self, node: nodes.Node, subject: Any, parts: dict[str, list[Any]]
    ) -> None:
        """ "You may cast this card from your graveyard" printed on a card works from the
        graveyard (CR 113.6f: it works everywhere); the runtime's static abilities work on
        the battlefield only."""
        raise Unsupported(node, "a static ability that works from the graveyard")


def _you_only(subject: nodes.Node | None) -> None:
    """A static ability that only "you" can have ("You may play an additional land ...")."""
    if subject is not None and not is_(take(subject)[0], nodes.You):
        raise Unsupported(subject, "this static ability for a player other than you")


def _top_of_your_library(node: nodes.Node) -> None:
    """What ``LookAtTopOfLibrary`` and ``PlayFromTopOfLibrary`` are about."""
    how_many, _noun, where = take(node)
    place = zone(where)
    if how_many is not None or place.zone != LIBRARY or place.owner != "you":
        raise Unsupported(node, "anything but the top card of your library")


def _words(node: Any) -> str:
    if isinstance(node, nodes.Node):
        words = [lx.text for lx in node.lexemes()]
        return " ".join(words) if words else type(node).__name__
    return str(node)


def _chosen_now(chosen: list[Any]) -> None:
    """The choice is recorded by the selector itself, for the pronouns after it."""


def _target_in_zone(spec: TargetSpec, where: ZoneRef) -> TargetSpec:
    """``spec``, its candidates taken from ``where`` ("from your graveyard")."""
    matches = spec.filter
    yours = where.owner == "you"

    def in_zone(game: Game, obj: Any, ctx: Any) -> bool:
        if yours and getattr(obj, "owner", None) is not ctx.controller:
            return False
        return matches is None or matches(game, obj, ctx)

    return TargetSpec(
        spec.description,
        in_zone,
        min=spec.min,
        max=spec.max,
        kinds=frozenset({"card"}),
        zones=where.zones,
    )


def _characteristics_match(filt: ObjectFilter) -> Callable[[Game, Any], bool]:
    return lambda game, obj: filt.chars_ok(game.chars(obj))
