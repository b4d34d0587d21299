"""Playing one-shot effects from the IR: an interpreter of :data:`karlov.ir.Effect` trees.

``run_effect(effect, game, res)`` follows an effect's instructions in order as its spell or
ability resolves (CR 608.2c), with the choices made on resolution (CR 608.2d). Each IR class
has one method of :class:`Interpreter`, found once by the class's name (``Sequence`` →
``sequence``, as the target generators find theirs), and each :class:`~karlov.ir.Verb` one
function in :data:`VERBS`. Object references, players and amounts are resolved here, as the
effect resolves: a target only if it is still legal (CR 608.2b), "it" and "that card" from
what an earlier instruction recorded in ``res.remembered`` under its ``remember`` key.

The interpreter calls the game's primitives (:mod:`.primitives`, :mod:`.actions`,
:mod:`.continuous`) and never reads card text, the AST or the compiler.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from .. import ir
from ..subtypes import (
    ARTIFACT_TYPES,
    CREATURE_TYPES,
    ENCHANTMENT_TYPES,
    LAND_TYPES,
    PLANESWALKER_TYPES,
    RETIRED_CREATURE_TYPES,
    SPELL_TYPES,
)
from . import effects as fx
from .abilities import (
    ACTIVATION_OF,
    COUNTERS_REMOVED_FOR_COST,
    DISCARDED_FOR_COST,
    EXILED_FOR_COST,
    REVEALED_FOR_COST,
    SACRIFICED_FOR_COST,
    ActivatedAbility,
    LayerEffect,
    Protection,
    ReplacementEffect,
    Resolution,
    Restriction,
    TriggeredAbility,
)
from .agent import Decision
from .conditions import SourceContext, condition, holds
from .dungeons import venture
from .errors import GameLimitError, UnknownCardError
from .events import DamageDealt, Explored, Investigated, StepBegan, WouldMove, ZoneChange
from .filters import (
    CHOSEN_COLOR,
    CHOSEN_LAND_TYPE,
    CHOSEN_NAME,
    CHOSEN_TYPE,
    Matcher,
    died_this_turn,
    players_of,
    source_choice,
)
from .limits import IdentityCache, check_count, check_objects
from .mana import ManaCost, ManaSymbol
from .monarch import become_monarch
from .morph import MANIFESTED
from .objects import (
    BATTLEFIELD,
    COMMAND,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    MERGED_CARDS,
    NO_DEFINITIONS,
    OUTSIDE,
    STACK,
    CardDefinition,
    Definitions,
    GameObject,
    LastKnown,
    Player,
)
from .records import StackAbility
from .until_leaves import exiled_until

if TYPE_CHECKING:
    from .game import Game

__all__ = ["NO_DEFINITIONS", "VERBS", "Definitions", "Interpreter", "run_effect"]

#: Restrictions that name other creatures by a filter: static abilities only (a Restrict
#: effect carries no filter).
_FILTERED_RESTRICTIONS = ("cant_be_blocked_by", "cant_be_blocked_except_by", "cant_block_matching")
#: Restrictions done to the objects found as the effect resolves, not a rule on whatever
#: matches later: goading (CR 701.15a) and "if it would die this turn, exile it instead".
_FIXED_GROUP_RESTRICTIONS = ("goaded", "exiled_if_it_would_die")
#: The durations "for as long as ~ remains tapped" (CR 611.2b).
_WHILE_TAPPED = (ir.Duration.WHILE_SOURCE_TAPPED, ir.Duration.WHILE_YOU_CONTROL_SOURCE_TAPPED)
#: The durations "for as long as" the source is controlled or stays (CR 611.2b).
_WHILE_SOURCE = (
    ir.Duration.WHILE_YOU_CONTROL_SOURCE,
    ir.Duration.WHILE_SOURCE_ON_BATTLEFIELD,
    ir.Duration.WHILE_SOURCE_TAPPED,
    ir.Duration.WHILE_YOU_CONTROL_SOURCE_TAPPED,
)


def run_effect(
    effect: ir.Effect, game: Game, res: Resolution, definitions: Definitions = NO_DEFINITIONS
) -> None:
    """Do ``effect`` as its spell or ability resolves (CR 608.2)."""
    Interpreter(game, res, definitions).run(effect)


#: The remember key of whether the last "you may" of the resolving ability was done in full,
#: as it finished: what "If you don't" reads (CR 608.2c).
MAY_DONE = "may_done"
_BUILT = IdentityCache()  # matchers, token definitions, reflexive abilities per IR node


def matcher(spec: ir.ObjectFilter) -> Matcher:
    return _BUILT.get(spec, lambda: Matcher(spec))


def _players_function(spec: ir.Players) -> Callable[[Game, Any], list[Player]]:
    return _BUILT.get(spec, lambda: players_of(spec))


def _snake(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).lower()


#: The choosers of "Each player may ...": each of them chooses (CR 101.4); "Any player may":
#: the first who does (CR 118.12a). "mentioned": the players an earlier instruction recorded
#: ("Each player who discarded a card this way may search ..."), each of them.
_SEVERAL_CHOOSERS = frozenset(
    {"each_player", "each_opponent", "each_other_player", "any_player", "mentioned"}
)


class Interpreter:
    """Runs effect trees for one resolution (``res``) of a spell or ability."""

    _methods: ClassVar[dict[type, Callable[[Interpreter, Any], None]]] = {}

    def __init__(self, game: Game, res: Resolution, definitions: Definitions = NO_DEFINITIONS):
        self.game = game
        self.res = res
        self.definitions = definitions
        # Where this resolution's events start in the game's log: the moves it made (CR 400.7j).
        self._log_start = len(game.log)
        # The player doing the instruction at hand, while one is done for each of its players.
        self.acting: Player | None = None
        # "Each player may ...": the players named and those of them who chose to (may_do).
        self._choosers: tuple[ir.Players, list[Player]] | None = None
        # The link key the exiles of the effect at hand are recorded under (CR 607.2a).
        self.exile_link: str | None = None

    def run(self, effect: ir.Effect) -> None:
        cls = type(effect)
        method = self._methods.get(cls)
        if method is None:
            method = getattr(Interpreter, _snake(cls.__name__), None)
            if method is None:
                raise TypeError(f"the runtime cannot play {cls.__name__} from the IR")
            self._methods[cls] = method
        method(self, effect)

    # ---- references, resolved as the effect resolves ------------------------------------

    def moved_objects(self, ref: ir.ObjectRef | None) -> list[Any]:
        """:meth:`objects`, for an instruction that moves them: an ability that triggered on
        an object's move to a public zone finds the new object it became there, while it is
        still there ("When this creature dies, return it to its owner's hand", CR 400.7e)."""
        if isinstance(ref, ir.TargetObjects):
            pairs = [(obj, self._target_found_again(obj)) for obj in self.objects(ref)]
        else:
            pairs = [(obj, self._found_again(obj)) for obj in self.objects(ref)]
        return self.with_merged_cards([new for _obj, new in pairs])

    def with_merged_cards(self, found: list[Any]) -> list[Any]:
        """``found``, each object that a merged permanent's own card became as it left the
        battlefield -- by this effect, or in the event this ability triggered on -- followed
        by the objects its other cards became in the same zone: an effect that finds the one
        finds them all, and does to each what it does (CR 730.3c)."""
        event = self.res.event
        out: list[Any] = []
        for obj in found:
            if any(obj is o for o in out):
                continue
            out.append(obj)
            cards = obj.note.get(MERGED_CARDS) if isinstance(obj, GameObject) else None
            if not cards:
                continue
            moved_here = any(
                isinstance(e, ZoneChange) and e.obj is obj for e in self.game.log[self._log_start :]
            )
            if not (moved_here or (isinstance(event, ZoneChange) and event.obj is obj)):
                continue
            for card in cards:
                live = self.game.is_live(card) and card.zone == obj.zone
                if live and not any(card is o for o in out):
                    out.append(card)
        return out

    def _target_found_again(self, obj: Any) -> Any:
        """A target this effect moved to a public zone is found there (CR 400.7j): "Exile
        target creature, then return it to the battlefield"."""
        if self.game.is_live(obj):
            return obj
        moved = self._moved_here(obj, battlefield_only=False)
        return self._found_again(obj) if moved is None else moved

    def _moved_here(self, obj: Any, battlefield_only: bool) -> Any:
        """The object ``obj`` became when this effect moved it to a public zone, or ``None``:
        "If an effect causes an object to move to a public zone, other parts of that effect
        can find that object" (CR 400.7j), following each move the effect made. With
        ``battlefield_only``, only an object the effect put onto the battlefield: what the
        rest of the effect reads of an object it put into a graveyard or exile is its
        last-known information (CR 608.2h)."""
        old = obj.obj if isinstance(obj, LastKnown) else obj
        found = None
        for event in self.game.log[self._log_start :]:
            if (
                isinstance(event, ZoneChange)
                and event.old is not None
                and event.old.obj is old
                and event.obj is not None
                and event.to_zone in PUBLIC_ZONES
            ):
                found = old = event.obj
        if found is None or not self.game.is_live(found):
            return None
        if battlefield_only and found.zone != BATTLEFIELD:
            return None
        return found

    def _found_again(self, obj: Any) -> Any:
        if self.game.is_live(obj):
            return obj
        event = self.res.event
        old = obj.obj if isinstance(obj, LastKnown) else obj
        if (
            isinstance(event, ZoneChange)
            and event.old is not None
            and event.old.obj is old
            and event.obj is not None
            and event.to_zone in PUBLIC_ZONES
            and self.game.is_live(event.obj)
        ):
            return event.obj
        source = self.res.source
        source = source.obj if isinstance(source, LastKnown) else source
        if (
            old is source
            and isinstance(event, ZoneChange)
            and event.left_battlefield
            and event.old is not None
        ):
            # "When enchanted creature dies, return this Aura to its owner's hand": the card
            # the Aura became in the graveyard (CR 400.7f).
            found = self.game.aura_found_again(old, event.old.obj)
            if found is not None:
                return found
        return obj

    def objects(self, ref: ir.ObjectRef | None) -> list[Any]:
        """The objects ``ref`` names now; ``None`` is the source."""
        res = self.res
        if ref is None or isinstance(ref, ir.SourceObject):
            return [res.source]
        if isinstance(ref, ir.ObjectsAnd):  # each part as it would be alone, once each
            together = res.recall(ref.remember) if ref.remember is not None else None
            if together is None:
                together = []
                for part in ref.parts:
                    together += [o for o in self.objects(part) if not any(o is t for t in together)]
                if ref.remember is not None:
                    res.remember(ref.remember, together)
            return list(together)
        if isinstance(ref, ir.TargetObjects):
            # still legal ones (CR 608.2b), found on the battlefield if this effect put them there
            return self._put_onto_battlefield(res.targets_for(ref.target_index))
        if isinstance(ref, ir.Mentioned):
            return [obj for obj in res.recall(ref.key, []) if obj is not None]
        if isinstance(ref, ir.AllObjects):
            if ref.remember is None:
                return matcher(ref.filter).candidates(self.game, res)
            # "Creatures you control get +2/+1 until end of turn. Untap those creatures.": the
            # group the first instruction affected, found once (CR 608.2c)
            found = res.recall(ref.remember)
            if found is None:
                found = matcher(ref.filter).candidates(self.game, res)
                res.remember(ref.remember, found)
            return list(found)
        if isinstance(ref, ir.ChosenObjects):
            return self._chosen(ref)
        if isinstance(ref, ir.TopOfLibrary):
            return [
                card
                for owner in self.library_owners(ref)
                for card in self.game.library(owner)[: self.top_count(ref)]
            ]
        if isinstance(ref, ir.AttackedBySource):
            combat = self.game.combat
            attacked = combat.attackers.get(res.source) if combat is not None else None
            return [attacked] if attacked is not None else []
        if isinstance(ref, ir.Remaining):  # "the rest"
            taken = [obj for obj in res.recall(ref.without, []) if obj is not None]
            found = [obj for obj in res.recall(ref.key, []) if obj is not None]
            return [obj for obj in found if not any(obj is t for t in taken)]
        if isinstance(ref, ir.EventObject):
            event = res.event
            found = getattr(event, "spell", None) or getattr(event, "obj", None)
            return [found] if found is not None else []
        if isinstance(ref, ir.SacrificedForCost):  # as they last existed (CR 608.2h)
            return list(res.recall(SACRIFICED_FOR_COST, []))
        if isinstance(ref, ir.ExiledForCost):  # "the exiled card" (CR 602.2b, 608.2h)
            return list(res.recall(EXILED_FOR_COST, []))
        if isinstance(ref, ir.RevealedForCost):  # "the revealed card" (CR 601.2h, 608.2h)
            return list(res.recall(REVEALED_FOR_COST, []))
        if isinstance(ref, ir.DiscardedCard):  # "the discarded card" (CR 608.2h)
            return list(res.recall(DISCARDED_FOR_COST if not ref.key else _cards(ref.key), []))
        raise TypeError(f"the runtime cannot resolve {type(ref).__name__}")

    def _put_onto_battlefield(self, found: list[Any]) -> list[Any]:
        """``found``, each object this effect put onto the battlefield replaced by the
        permanent it became ("Return target creature card from your graveyard to the
        battlefield. It gains haste.", CR 400.7j)."""
        if len(self.game.log) == self._log_start:
            return list(found)
        out = []
        for obj in found:
            moved = None if self.game.is_live(obj) else self._moved_here(obj, True)
            out.append(obj if moved is None else moved)
        return out

    def top_count(self, ref: ir.TopOfLibrary) -> int:
        """How many cards ``ref`` is the top of: its ``count``, or its ``amount`` as the effect
        resolves ("the top X cards", CR 107.3a, 107.3c, 608.2h); a negative number is 0
        (CR 107.1b)."""
        if ref.amount is None:
            return ref.count
        return max(0, self.amount(ref.amount))

    def library_owners(self, ref: ir.TopOfLibrary) -> list[Player]:
        """Whose libraries ``ref`` names the top of: each of its ``players`` in APNAP order
        (CR 101.4; "Each player reveals the top card of their library"), or the one library
        :meth:`library_owner` finds."""
        if ref.players is not None:
            named = self.players(ref.players)
            return [p for p in self.game.apnap() if any(p is n for n in named) and not p.lost]
        owner = self.library_owner(ref)
        return [] if owner is None else [owner]

    def library_owner(self, ref: ir.TopOfLibrary) -> Player | None:
        """Whose library "the top cards of your library" means (CR 401.1); of "target
        player's library", the target player, None when that target is no longer legal
        (CR 608.2b: the ability does nothing to it)."""
        if ref.players is not None:
            # "the top card of that player's library": the one player named (CR 401.1); none
            # left (a player who left the game, CR 800.4a) is no library
            named = self.library_owners(ref)
            if len(named) > 1:
                raise TypeError("the runtime reads several libraries with library_owners")
            return named[0] if named else None
        if ref.target_index is not None:
            chosen = [p for p in self.res.targets_for(ref.target_index) if isinstance(p, Player)]
            return chosen[0] if chosen else None
        if ref.whose is not ir.Whose.YOU:
            raise TypeError(f"the runtime cannot find the top of {ref.whose.value}'s library")
        return self.res.controller

    def _chosen(self, ref: ir.ChosenObjects) -> list[Any]:
        """ "a creature": chosen once, as the effect resolves, by its controller (CR 608.2d);
        the pronouns after it name the same objects."""
        chosen = self.res.recall(ref.key)
        if chosen is None:
            options = matcher(ref.filter).candidates(self.game, self.res)
            least, most = choice_bounds(ref.count, self.res.x if ref.count.is_x else None)
            prompt = f"Choose {_how_many(ref.count)} {ref.filter.description}"
            choosers = self.players(ref.chooser)
            if not choosers:  # the player who would choose is gone (CR 609.3: do what you can)
                self.res.remember(ref.key, [])
                return []
            chooser = choosers[0]
            most = min(most, len(options))  # as many as there are (CR 609.3)
            if ref.at_random:  # picked by no player, each equally likely (CR 701.9b's sense)
                chosen = self.game.rng.sample(list(options), most)
            else:
                chosen = list(self.game.ask_choose(chooser, prompt, options, least, most))
            self.res.remember(ref.key, chosen)
            if len(chosen) < least:
                self.fell_short()
        return list(chosen)

    def fell_short(self) -> None:
        """The instruction being followed could not be done in full (fewer objects to choose
        than it names, fewer cards in hand or library): it was not done, for a following "If
        you do" or "When you do" (CR 608.2c, 609.3; the rulings: a player who can't take the
        whole action didn't do it). After "you may", :meth:`_impossible` keeps the player from
        choosing an action that can't be done in full (CR 608.2d)."""
        self.res.remember("did", False)

    def players(self, spec: ir.Players | None) -> list[Player]:
        """The players ``spec`` names now; ``None`` is you. While an optional instruction
        of several players is done (:meth:`may_do`), those players are the ones who chose
        to do it."""
        if spec is None:
            return [self.res.controller]
        if self._choosers is not None and spec == self._choosers[0]:
            return list(self._choosers[1])
        return _players_function(spec)(self.game, self.res)

    def amount(self, quantity: ir.Quantity | None, target: Any = None, source: Any = None) -> int:
        """A number as the effect resolves: X is the value chosen (CR 107.3), a divided
        amount the part ``target`` was given (CR 601.2d)."""
        res = self.res
        if quantity is None:
            return 1
        if isinstance(quantity, ir.Fixed):
            return quantity.value
        if isinstance(quantity, ir.XValue):
            return res.x
        if isinstance(quantity, ir.DividedAmount):
            return res.amount_for(target)
        if isinstance(quantity, ir.PowerOf):
            found = [source] if source is not None else self.objects(quantity.of)
            return (self.game.chars(found[0]).power or 0) if found else 0  # CR 208.3
        if isinstance(quantity, ir.ValueOf):
            # one object named (the compiler's ValueOf); none left to read is 0
            found = self.objects(quantity.of)
            return value_of(self.game, found[0], quantity.characteristic) if found else 0
        if isinstance(quantity, ir.EventAmount) and quantity.of == "attackers":
            return len(getattr(res.event, "attackers", ()))
        if isinstance(quantity, ir.EventAmount) and quantity.of in ("damage", "life", "counters"):
            # "that much" damage, "that many" of the life gained or counters put (CR 603.7c)
            return int(getattr(res.event, "amount", 0))
        if isinstance(quantity, ir.NumberOf):  # "for each ...", counted now (CR 608.2h)
            if quantity.filter.died_this_turn:
                counted = matcher(quantity.filter)
                return quantity.times * died_this_turn(self.game, counted, self.res.controller)
            if ir.is_moved_key(quantity.filter.among):  # "for each card exiled this way"
                return quantity.times * len(self.moved_matching(quantity.filter))
            return quantity.times * len(matcher(quantity.filter).candidates(self.game, res))
        if isinstance(quantity, ir.VotesFor):  # "for each death vote" (CR 701.38a)
            return quantity.times * list(res.recall(quantity.vote, [])).count(quantity.option)
        if isinstance(quantity, ir.GreatestAmong):  # the greatest of them now (CR 608.2h)
            found = self._counted(quantity.filter)
            values = [value_of(self.game, obj, quantity.characteristic) for obj in found]
            return max(values, default=0)
        if isinstance(quantity, ir.ResultOf):  # what an earlier instruction did (CR 608.2c)
            return self._result_of(quantity)
        if isinstance(quantity, ir.BasicLandTypesAmong):  # domain, counted now (CR 608.2h)
            found = self._counted(quantity.filter)
            return quantity.times * basic_land_types_among(self.game, found)
        if isinstance(quantity, ir.LifeGained):  # "the amount of life you gained this turn"
            return sum(self.game.history.life_gained_by(p) for p in self.players(quantity.who))
        if isinstance(quantity, ir.TurnTally):  # "the number of cards you've discarded this turn"
            history = self.game.history
            players = self.players(quantity.who)
            if quantity.event == "lost_life":  # CR 119.3, 120.3a
                total = sum(history.life_lost[p.index] for p in players)
            elif quantity.event == "dealt_damage":  # by any source (CR 120.3)
                total = sum(history.damage_dealt_to_player(p) for p in players)
            else:  # the objects of the act, as they were then (CR 608.2h)
                total = sum(len(tally_acts(history, p, quantity)) for p in players)
            return quantity.times * total
        if isinstance(quantity, ir.Devotion):
            return self._devotion(quantity)
        if isinstance(quantity, ir.PlayerCount):  # "for each opponent you have" (CR 102.3)
            return quantity.times * len(self.players(quantity.players))
        if isinstance(quantity, ir.HalfLife):
            # "half your life, rounded up" (CR 107.1a); no less than 0 (CR 107.1b)
            found = self.players(quantity.who)
            life = max(0, found[0].life) if found else 0
            return (life + 1) // 2 if quantity.round_up else life // 2
        if isinstance(quantity, ir.Sum):  # "1 plus the number of ..." (CR 107.3)
            return sum(self.amount(term, target, source) for term in quantity.terms)
        if isinstance(quantity, ir.Scaled):
            # "twice X", "half the sacrificed creature's power, rounded down" (CR 107.3,
            # 107.1a: rounded as the text says); an effect's negative result is 0 (CR 107.1b)
            return max(0, scaled(self.amount(quantity.of, target, source), quantity))
        if isinstance(quantity, ir.Difference):
            # "3 minus the number of cards in their hand": a negative result of an effect's
            # calculation is 0 (CR 107.1b)
            of = self.amount(quantity.of, target, source)
            return max(0, of - self.amount(quantity.minus, target, source))
        if isinstance(quantity, ir.LifeTotalOf):  # "your life total" now (CR 119.1, 608.2h)
            found = self.players(quantity.who)  # below 0 it is 0 (CR 107.1b)
            return max(0, found[0].life) if found else 0
        if isinstance(quantity, ir.TimesMutated):  # CR 702.140d, 730.2c
            source = res.source.obj if isinstance(res.source, LastKnown) else res.source
            return fx.times_mutated(source)
        if isinstance(quantity, ir.TimesKicked):  # multikicker (CR 702.33c-d)
            source = res.source.obj if isinstance(res.source, LastKnown) else res.source
            return quantity.times * fx.times_kicked(source)
        if isinstance(quantity, ir.CountersOn):  # "the number of verse counters on it"
            found = self.objects(quantity.of)
            return quantity.times * sum(counters_on(self.game, o, quantity.counter) for o in found)
        if isinstance(quantity, ir.CountersRemovedForCost):  # "removed this way" (CR 602.2b)
            return int(res.recall(COUNTERS_REMOVED_FOR_COST, {}).get(quantity.counter, 0))
        if isinstance(quantity, ir.ColorsOf):  # "for each of its colors" (CR 105.2)
            found = self.objects(quantity.of)
            if not found:
                return 0
            return quantity.times * len(set(self.game.chars(found[0]).colors or ()))
        if isinstance(quantity, ir.ManaSpentAmount):  # CR 601.2h; a copy wasn't cast (707.10)
            source = res.source.obj if isinstance(res.source, LastKnown) else res.source
            if getattr(source, "is_spell_copy", False):
                return 0
            return len(getattr(source, "note", {}).get("mana_spent", ()))
        if isinstance(quantity, ir.ColorsSpent):  # converge (CR 601.2h)
            source = res.source.obj if isinstance(res.source, LastKnown) else res.source
            spent = getattr(source, "note", {}).get("mana_spent", ())
            return len({unit for unit in spent if unit in "WUBRG"})
        raise TypeError(f"the runtime cannot count {quantity}")

    def _result_of(self, quantity: ir.ResultOf) -> int:
        """The life all players lost by the instruction (``life_lost``), or the cards the
        player doing this instruction discarded by it (``cards_discarded``); nothing recorded
        (the instruction was not done) is 0."""
        if quantity.of in ("players", "unable"):  # who did it (MayDo.key) / couldn't (CR 609.3)
            return quantity.times * len(self.res.recall(quantity.key) or [])
        if quantity.of == "die_result":  # the roll recorded (CR 706.2)
            return quantity.times * int(self.res.recall(quantity.key) or 0)
        if quantity.of in ("flips_won", "flips_lost"):  # (won, lost) of the flips (CR 705.2)
            won, lost = self.res.recall(quantity.key) or (0, 0)
            return quantity.times * (won if quantity.of == "flips_won" else lost)
        if quantity.of == "damage_prevented":  # just prevented (CR 615.5)
            return quantity.times * int(self.res.recall(quantity.key) or 0)
        if quantity.of == "moved":  # how many it exiled or sacrificed (CR 608.2c)
            return quantity.times * len(self.res.recall(ir.moved_key(quantity.key)) or [])
        if quantity.of == "damage_dealt":  # the instruction's total (CR 608.2c, 615.1)
            return quantity.times * int(self.res.recall(damage_total_key(quantity.key)) or 0)
        if quantity.of == "died":  # of them, those put into a graveyard (CR 700.4)
            died: dict[int, int] = self.res.recall(died_key(quantity.key)) or {}
            return quantity.times * sum(died.values())
        recorded: dict[int, int] = self.res.recall(quantity.key) or {}
        if quantity.of == "destroyed":  # by each controller; all of them count (CR 608.2c)
            return quantity.times * sum(recorded.values())
        if quantity.of == "destroyed_yours":  # those you controlled as they were destroyed
            return quantity.times * recorded.get(self.res.controller.index, 0)
        if quantity.of == "destroyed_theirs":  # those the player doing it controlled
            if self.acting is None:
                raise TypeError("'they controlled' with no player doing the instruction")
            return quantity.times * recorded.get(self.acting.index, 0)
        if quantity.of in ("life_lost", "mana_paid"):
            return sum(recorded.values())
        if self.acting is None:
            raise TypeError("'that many' cards discarded, with no player doing the instruction")
        return recorded.get(self.acting.index, 0)

    def record(self, action: ir.Action, player: Player, how_many: int) -> None:
        """Record what ``action`` did for ``player`` under its ``remember`` key, for a later
        :class:`~karlov.ir.ResultOf` of the same resolution."""
        if action.remember:
            recorded = dict(self.res.recall(action.remember) or {})
            recorded[player.index] = recorded.get(player.index, 0) + how_many
            self.res.remember(action.remember, recorded)

    def unable(self, action: ir.Action, player: Player) -> None:
        """Record that ``action`` could not be done for ``player`` (CR 609.3: the player did
        what was possible, which was not all of it), under its ``unable`` key, for "each
        player who can't" after it."""
        if action.unable:
            self.res.remember(action.unable, [*(self.res.recall(action.unable) or []), player])

    def _devotion(self, quantity: ir.Devotion) -> int:
        """Devotion as the effect resolves (CR 608.2h)."""
        return devotion(self.game, self.players(quantity.who), frozenset(quantity.colors))

    # ---- composites (CR 608.2c) ----------------------------------------------------------

    def sequence(self, effect: ir.Sequence) -> None:
        for step in effect.steps:
            self.run(step)

    def may_do(self, effect: ir.MayDo) -> None:
        """ "You may ..." (CR 608.2d): whether it was done is recorded for "If you do" and
        "When you do"."""
        if effect.chooser.who in _SEVERAL_CHOOSERS:
            self._several_may(effect)
            return
        chooser = self.players(effect.chooser)[0]
        if self._impossible(effect.effect):  # not an option the player can choose
            self.res.remember("did", False)
            self.res.remember(MAY_DONE, False)
            return
        done = self.game.ask_may(chooser, effect.prompt)
        self.res.remember("did", done)
        if done:
            self.run(effect.effect)
        # for "If you don't": whether it was done in full, as it finished (CR 608.2c)
        self.res.remember(MAY_DONE, done and bool(self.res.recall("did", True)))

    def _several_may(self, effect: ir.MayDo) -> None:
        """ "Each player may draw a card", "Each opponent may sacrifice a land": each of the
        players chooses, in APNAP order, whether to do it (CR 101.4, 608.2d; a player knows
        the choices made before theirs, CR 101.4b); then those who chose do it at once
        (CR 608.2e), each their own part. "Any player may ..." (CR 118.12a): the players are
        asked in APNAP order until one of them does it. An option a player can't take in
        full is no choice for that player (CR 608.2d). Whether anyone did is recorded for
        "If a player does" and "If no one does"."""
        every = effect.chooser.who != "any_player"
        named = self.players(effect.chooser)
        order = [p for p in self.game.apnap() if any(p is n for n in named)]
        chose: list[Player] = []
        outer = self._choosers
        try:
            for player in order:
                self._choosers = (effect.chooser, [player])
                if self._impossible(effect.effect):
                    continue
                if self.game.ask_may(player, effect.prompt):
                    chose.append(player)
                    if not every:
                        break
            self.res.remember("did", bool(chose))
            if effect.key:  # "each player who ... this way", "for each opponent who does"
                self.res.remember(effect.key, chose)
            if chose:
                self._choosers = (effect.chooser, chose)
                self.run(effect.effect)
            if not every:  # for "If no one does" (CR 608.2c), as it finished
                self.res.remember(MAY_DONE, bool(chose) and bool(self.res.recall("did", True)))
        finally:
            self._choosers = outer

    def _impossible(self, effect: ir.Effect) -> bool:
        """Whether an optional instruction can't be done in full now, so that "you may" offers
        no choice (CR 608.2d: a player can't choose an option that's impossible; "you may
        exile two creature cards from your graveyard" with one such card exiles nothing):
        a choice of exactly N objects among fewer, or discarding more cards than a hand
        holds. Drawing from a short library stays possible (CR 121.3)."""
        if isinstance(effect, ir.Sequence):
            return any(self._impossible(step) for step in effect.steps)
        if not isinstance(effect, ir.Action):
            return False
        chosen = effect.objects
        if isinstance(chosen, ir.ChosenObjects) and self.res.recall(chosen.key) is None:
            if chosen.count.is_x or chosen.count.relation is not ir.Relation.EXACTLY:
                return False
            options = matcher(chosen.filter).candidates(self.game, self.res)
            return len(options) < chosen.count.value
        if effect.verb is ir.Verb.PAY_LIFE:  # CR 119.4: not more life than they have
            wanted = self.amount(effect.amount)
            return wanted > 0 and any(p.life < wanted for p in self.players(effect.players))
        if effect.verb in (ir.Verb.REMOVE_COUNTERS, ir.Verb.MOVE_COUNTERS):
            return not self._counters_there(effect)
        if effect.verb is ir.Verb.CHOOSE_NEW_TARGETS:
            # "and may choose a new target for that copy" when no copy was made: no choice
            return not self.objects(effect.objects)
        if effect.verb is ir.Verb.DISCARD and effect.objects is None:
            if effect.amount is not None and not isinstance(effect.amount, ir.Fixed):
                return False
            wanted = 1 if effect.amount is None else effect.amount.value
            hands = (self.game.hand(player) for player in self.players(effect.players))
            return any(len(hand) < wanted for hand in hands)
        return False

    def _counters_there(self, effect: ir.Action) -> bool:
        """Whether the object(s) of "remove N [kind] counters from ..." / "move a [kind]
        counter from ..." (the source itself, or targets) have that many such counters now;
        another phrase of objects, or "remove all", is not judged before it is done."""
        if effect.amount is None or not isinstance(effect.amount, ir.Fixed):
            return True
        if not isinstance(effect.objects, ir.SourceObject | ir.TargetObjects):
            return True
        wanted = effect.amount.value
        return all(
            counted_kind(obj.counters, effect.counter) >= wanted
            for obj in self.objects(effect.objects)
        )

    def get_emblem(self, effect: ir.GetEmblem) -> None:
        """ "You get an emblem with ..." (CR 114.1): each player named gets one, with the
        abilities the IR states (built as a token's stated abilities are, CR 113.2c)."""
        from .build import stated_abilities

        abilities = _BUILT.get(effect, lambda: stated_abilities(effect.abilities, self.definitions))
        for player in self.players(effect.players):
            self.game.create_emblem(player, abilities)

    def skip_next(self, effect: ir.SkipNext) -> None:
        """ "Target player skips their next untap step" (CR 614.10): one more of that kind
        for each player to skip, the next that hasn't begun (CR 614.10a)."""
        for player in self.players(effect.players):
            key = (player.index, effect.skipped)
            self.game.skips[key] = self.game.skips.get(key, 0) + 1

    def additional_phases(self, effect: ir.AdditionalPhases) -> None:
        """ "After this phase, there is an additional combat phase [followed by an additional
        main phase]." (CR 500.8): added directly after the current phase (the most recently
        created first); "this main / combat phase" said in another phase adds none."""
        game = self.game
        if effect.after != "phase" and game.phase_of(game.step) != effect.after:
            game.note(f"it is not the {effect.after} phase: no phase is added (CR 500.8)")
            return
        game.add_phases_after_this_one(tuple(effect.phases))

    def skip_next_untap(self, effect: ir.SkipNextUntap) -> None:
        """ "... doesn't untap during its controller's next untap step" (CR 502.3): recorded
        by object, so a permanent that changes zones is a new object, unaffected (CR 400.7);
        "during your next untap step": the untap step of the ability's controller; "during
        their next untap step": of the player named as it resolves. Objects described by a
        filter are those matching it during that step (CR 611.2c: no characteristic changes)."""
        game = self.game
        owner = None
        if effect.player is not None:
            named = self.players(effect.player)
            if not named:
                return  # no such player (CR 608.2b)
            owner = named[0]
        elif effect.whose is ir.Whose.YOU:
            owner = self.res.controller
        described = _described(effect.objects)
        if described and isinstance(effect.objects, ir.AllObjects) and effect.objects.remember:
            described = False  # "Those creatures": the ones the first instruction found
        if owner is not None and described:
            assert isinstance(effect.objects, ir.AllObjects)
            wanted, res = matcher(effect.objects.filter), self.res

            def held(obj: Any) -> bool:
                return wanted.matches(game, obj, res)

            game.skip_untap_matching.setdefault(owner.index, []).append(held)
            return
        if owner is not None:
            for obj in self.objects(effect.objects):
                game.skip_untap_of.setdefault(owner.index, set()).add(obj.id)
            return
        if effect.whose is not None:
            raise TypeError(f"no untap step of {effect.whose!r}")
        for obj in self.objects(effect.objects):
            self.game.skip_next_untap.add(obj.id)

    def prevent_damage(self, effect: ir.PreventDamage) -> None:
        """A prevention effect (CR 615.1a) for its duration: the objects and players it
        protects, and the sources whose damage it prevents, are the ones it names as it
        resolves; a description of objects ("creatures") is matched as the damage would be
        dealt, the effect changing no object (CR 611.2c), but "enchanted creature" is the one
        object the source is attached to as it resolves (CR 303.4, 608.2h: an Aura sacrificed
        to pay the cost names the creature it enchanted). "A red source of your choice" is
        chosen now by its controller, among the objects that could be a source of damage:
        permanents and spells (CR 609.7a). "Prevent the next N damage" puts a shield of N on
        each object or player it names (CR 615.7)."""
        from .prevention import PreventionShield, _same

        if effect.duration is None:  # a static ability's (CR 611.3a), not an instruction's
            raise TypeError("a prevention effect with no duration as an instruction")
        game, res = self.game, self.res
        recipients: list[Any] | None = None
        test = None
        if _described(effect.to_objects):
            assert isinstance(effect.to_objects, ir.AllObjects)
            wanted = matcher(effect.to_objects.filter)
            zone = wanted.zone

            def test(game: Game, obj: Any, res: Resolution = res) -> bool:
                return obj.zone == zone and wanted.matches(game, obj, res)

        elif effect.to_objects is not None:
            recipients = [_same(obj) for obj in self.objects(effect.to_objects)]
        if effect.to_players is not None:
            recipients = [*(recipients or []), *self.players(effect.to_players)]
        if recipients is not None and not recipients:
            return  # nothing left to protect (CR 608.2b)
        sources: list[Any] | None = None
        source_test = None
        if _described(effect.by_objects):
            assert isinstance(effect.by_objects, ir.AllObjects)
            dealing = matcher(effect.by_objects.filter)

            def source_test(game: Game, obj: Any, res: Resolution = res) -> bool:
                # "by creatures": what the source is as it deals the damage (its last-known
                # information if it has left, CR 608.2h)
                return dealing.matches(game, obj, res)

        elif effect.by_objects is not None:
            sources = [_same(obj) for obj in self.objects(effect.by_objects)]
        if effect.chosen_source is not None:
            sources = self._chosen_source(effect.chosen_source)
        if sources is not None and not sources:
            return
        # "divided as you choose": each target's part of the amount (CR 601.2d)
        divided = isinstance(effect.amount, ir.DividedAmount)
        left = self.amount(effect.amount) if effect.amount is not None and not divided else None
        if left is not None and left <= 0:
            return
        name = getattr(getattr(res.source, "definition", None), "name", None) or str(res.source)
        kind = "combat damage" if effect.combat_only else "damage"
        if divided and recipients is not None:
            for each in recipients:
                part = self.amount(effect.amount, each)
                if part > 0:  # a shield of its part on each (CR 615.7)
                    game.add_prevention(
                        PreventionShield(
                            f"{name}: prevent the next {part} {kind} to {each}",
                            res.controller,
                            recipients=[each],
                            left=part,
                            combat_only=effect.combat_only,
                            until=effect.duration.value,
                        )
                    )
            return
        if effect.noncombat_only:
            kind = "noncombat damage"
        what = f"all {kind}"
        if effect.next_time and sources:
            what = f"the next {kind} {sources[0]} would deal"
        if left is not None:
            what = f"the next {left} {kind}"
        then = None
        if effect.then is not None:
            definitions, key, additional = self.definitions, effect.prevented_key, effect.then

            def then(game: Game, prevented: int) -> None:
                # the rest of the prevention effect, right after it prevents (CR 615.5)
                res.remember(key, prevented)
                Interpreter(game, res, definitions).run(additional)

        shield = {
            "controller": res.controller,
            "then": then,
            "recipient_test": test,
            "sources": sources,
            "source_test": source_test,
            "combat_only": effect.combat_only,
            "noncombat_only": effect.noncombat_only,
            "next_time": effect.next_time,
            "until": effect.duration.value,
        }
        if left is not None and recipients is not None:  # a shield on each (CR 615.7)
            for each in recipients:
                game.add_prevention(
                    PreventionShield(
                        f"{name}: prevent {what} to {each}", recipients=[each], left=left, **shield
                    )
                )
            return
        described = f"{name}: prevent {what}"
        game.add_prevention(PreventionShield(described, recipients=recipients, left=left, **shield))

    def damage_cant_be_prevented(self, effect: ir.DamageCantBePrevented) -> None:
        """ "Damage can't be prevented this turn." (CR 615.12): for its duration, damage (of
        the sources it names as it resolves, or matching its description as the damage would
        be dealt, CR 611.2c) is dealt as damage that can't be prevented."""
        from .prevention import _same

        game, res = self.game, self.res
        sources: list[Any] | None = None
        dealing = None
        if _described(effect.by_objects):
            assert isinstance(effect.by_objects, ir.AllObjects)
            dealing = matcher(effect.by_objects.filter)
        elif effect.by_objects is not None:
            sources = [_same(obj) for obj in self.objects(effect.by_objects)]
            if not sources:
                return
        combat_only = effect.combat_only

        def unpreventable(game: Game, source: Any, combat: bool) -> bool:
            if combat_only and not combat:
                return False
            if sources is not None and not any(_same(source) is s for s in sources):
                return False
            return dealing is None or dealing.matches(game, _same(source), res)

        game.damage_unpreventable.append((effect.duration.value, unpreventable))

    def redirect_damage(self, effect: ir.RedirectDamage) -> None:
        """A redirection effect (CR 614.9) for its duration: the recipient it redirects from,
        the one it redirects to and the sources it names are the ones named as it resolves
        (a description of sources, "by attacking creatures", is matched as the damage would be
        dealt, CR 611.2c); "a source of your choice" is chosen now by its controller (CR
        609.7a). A target no longer there names no one: the effect does nothing (CR
        608.2b). "The next N damage" is a shield of N, "the next time" one event's (see
        :class:`~karlov.runtime.prevention.RedirectionShield`)."""
        from .prevention import RedirectionShield, _same

        game, res = self.game, self.res
        recipients: list[Any] = []
        if effect.from_objects is not None:
            recipients += [_same(obj) for obj in self.objects(effect.from_objects)]
        if effect.from_players is not None:
            recipients += self.players(effect.from_players)
        if effect.to_objects is not None:
            found = [_same(obj) for obj in self.objects(effect.to_objects)]
        else:
            found = list(self.players(effect.to_players))
        if not recipients or len(found) != 1:
            return  # nothing to redirect from, or to (CR 608.2b)
        sources: list[Any] | None = None
        source_test = None
        if _described(effect.by_objects):
            assert isinstance(effect.by_objects, ir.AllObjects)
            dealing = matcher(effect.by_objects.filter)

            def source_test(game: Game, obj: Any, res: Resolution = res) -> bool:
                return dealing.matches(game, obj, res)

        elif effect.by_objects is not None:
            sources = [_same(obj) for obj in self.objects(effect.by_objects)]
            if not sources:
                return
        if effect.chosen_source is not None:
            # "a source of your choice": chosen now (CR 609.7a)
            sources = self._chosen_source(effect.chosen_source)
            if not sources:
                return
        left = self.amount(effect.amount) if effect.amount is not None else None
        if left is not None and left <= 0:
            return
        name = getattr(getattr(res.source, "definition", None), "name", None) or str(res.source)
        kind = "combat damage" if effect.combat_only else "damage"
        what = f"the next {left} {kind}" if left is not None else f"all {kind}"
        if effect.next_time and sources:
            what = f"the next {kind} {sources[0]} would deal"
        game.add_prevention(
            RedirectionShield(
                f"{name}: {what} to {', '.join(map(str, recipients))} is dealt to {found[0]}",
                res.controller,
                recipients=recipients,
                new_recipient=found[0],
                sources=sources,
                source_test=source_test,
                combat_only=effect.combat_only,
                left=left,
                next_time=effect.next_time,
                until=effect.duration.value,
            )
        )

    def _chosen_source(self, spec: ir.ObjectFilter) -> list[Any]:
        """ "a red source of your choice": the controller chooses one as the effect resolves
        (CR 609.7a), among the permanents, the spells on the stack and the sources of the
        abilities on the stack (one that left the battlefield as it last existed there) that
        match."""
        from .prevention import _same

        game, res = self.game, self.res
        wanted = matcher(spec)
        candidates = [*game.zone_objects(BATTLEFIELD), *game.zone_objects(STACK)]
        for item in game.stack:
            source = _same(getattr(item, "source", None))
            if isinstance(item, StackAbility) and not any(source is c for c in candidates):
                candidates.append(source)
        options = [obj for obj in candidates if wanted.matches(game, obj, res)]
        return list(game.ask_choose(res.controller, f"Choose a {spec.description}", options))

    def pay_mana(self, effect: ir.PayMana) -> None:
        """ "Pay {1}{B}": the player pays it if they can, activating mana abilities (CR 118.3,
        605.3a); what "If you do" reads is whether it was paid (a player who can't pay didn't
        do it)."""
        payer = self.players(effect.payer)[0] if effect.payer is not None else self.res.controller
        mana = effect.mana
        if "X" in mana:
            # X in the text and no cost: the controller chooses it as it resolves, as they
            # pay (CR 107.3f); what follows reads that value ("create X tokens")
            res = self.res
            res.x = self.game.ask_x(payer, f"Pay {mana}: choose X")
            res.remember("x", res.x)
            mana = str(ManaCost.parse(mana).with_x(res.x))
        paid = self.game.pay_mana_now(payer, mana, f"{self.res.source}'s ability")
        self.res.remember("did", paid)

    def add_mana(self, effect: ir.AddMana) -> None:
        """ "Add {G}", "add one mana of any color", "Add {G} for each Elf you control": each
        player it names (default: you) adds one of the options, chosen as it resolves (CR
        106.1a, 608.2d), as many times as the amount counted now (CR 608.2h), to their mana
        pool (CR 106.3, 106.4)."""
        game, res = self.game, self.res
        times = self.amount(effect.amount) if effect.amount is not None else 1
        if times <= 0:
            return
        payers = self.players(effect.players) if effect.players is not None else [res.controller]
        options = [tuple(option) for option in effect.options]
        if effect.could_produce is not None:  # CR 106.7: what those permanents could produce
            could = self._could_produce(effect.could_produce)
            options = [option for option in options if set(option) <= could]
            if not options:
                return  # no type of mana defined this way: none is produced (CR 106.7)
        if effect.type_produced:  # CR 106.1b: a type the triggering mana ability produced
            produced = set(getattr(res.event, "mana", None) or ())
            options = [option for option in options if set(option) <= produced]
            if not options:
                return
        if effect.of_chosen_color:  # CR 608.2d: the color "Choose a color." chose
            chosen = res.recall(CHOSEN_COLOR)
            options = [option for option in options if set(option) == {chosen}]
            if not options:
                return
        restriction = self._spending_restriction(effect)
        if effect.combination:
            # "X mana in any combination of {B} and/or {R}" (CR 106.1a): each mana chosen
            for player in payers:
                units = tuple(
                    options[self._choose_mana(player, options, n, times)][0]
                    if len(options) > 1
                    else options[0][0]
                    for n in range(times)
                )
                snow = game.is_snow(res.source)  # CR 107.4h
                game.add_mana(player, units, restriction=restriction, snow=snow)
            return
        for player in payers:
            chosen = 0
            if len(options) > 1:
                chosen = game.ask(
                    Decision("mana", player, f"Choose mana for {res.source}", list(options))
                )
            snow = game.is_snow(res.source)  # CR 107.4h: mana from a snow source
            game.add_mana(player, options[chosen] * times, restriction=restriction, snow=snow)

    def _choose_mana(
        self, player: Player, options: list[tuple[str, ...]], n: int, times: int
    ) -> int:
        """The option ``player`` chooses for the ``n``-th of ``times`` mana of a combination
        (CR 106.1a)."""
        prompt = f"Choose mana {n + 1} of {times} for {self.res.source}"
        return self.game.ask(Decision("mana", player, prompt, list(options)))

    def _could_produce(self, spec: ir.ObjectFilter) -> set[str]:
        """The types of mana the permanents matching ``spec`` could produce now (CR 106.7):
        what each of their mana abilities would add if it resolved now, its costs ignored. An
        ability whose mana is itself defined this way adds no type here (two Exotic Orchards
        define nothing for each other)."""
        game = self.game
        found: set[str] = set()
        for obj in matcher(spec).candidates(game, self.res):
            for ability in game.chars(obj).abilities:
                if isinstance(ability, ActivatedAbility) and ability.is_mana_ability:
                    for option in ability.mana_options(game, obj):
                        found.update(option)
        return found

    def _spending_restriction(self, effect: ir.AddMana) -> tuple[Any, str] | None:
        """ "Spend this mana only to cast [spells] (or activate abilities of [objects])" (CR
        106.6): what the mana may pay for, read as it is spent, the mana's source and its
        controller being "you" and "this" then."""
        if effect.cast_only is None and effect.activate_only is None:
            return None
        ctx = SourceContext(self.res.source, self.res.controller)
        spells = matcher(effect.cast_only) if effect.cast_only is not None else None
        sources = matcher(effect.activate_only) if effect.activate_only is not None else None

        def allows(game_now: Any, kind: str, obj: Any) -> bool:
            if kind == "cast":
                return spells is not None and spells.matches(game_now, obj, ctx)
            return sources is not None and sources.matches(game_now, obj, ctx)

        described = [f.description for f in (effect.cast_only, effect.activate_only) if f]
        return allows, " or ".join(described)

    def pay_energy(self, effect: ir.PayEnergy) -> None:
        """ "Pay {E}{E}": the player pays that many energy counters if they have them (CR
        107.14); what "If you do" reads is whether they were paid."""
        payer = self.players(effect.payer)[0] if effect.payer is not None else self.res.controller
        self.res.remember("did", self.game.pay_energy(payer, effect.amount))

    def if_done(self, effect: ir.IfDone) -> None:
        """ "If you do, ..." (CR 608.2c): after "you may", whether the player chose to and the
        instruction was done in full; after an instruction that isn't optional ("Discard a
        card. If you do, draw a card."), whether it was done in full (:meth:`fell_short`)."""
        if self.res.recall("did", True):
            self.run(effect.effect)

    def if_not_done(self, effect: ir.IfNotDone) -> None:
        """ "If you don't, ..." (CR 608.2c): the last optional instruction of the ability was
        not done -- declined, or not done in full (:meth:`fell_short`) -- as it finished
        (:meth:`may_do`), whatever an "If you do" after it did since."""
        if not self.res.recall(MAY_DONE, True):
            self.run(effect.effect)

    def if_condition(self, effect: ir.IfCondition) -> None:
        """ "If [condition], [effect]." — checked as the instruction is reached (CR 608.2c);
        with ``otherwise``, the instruction the effect is done instead of when it doesn't hold
        ("If this spell was kicked, that creature gets +5/+5 until end of turn instead.")."""
        if self._holds(effect.condition):
            self.run(effect.effect)
        elif effect.otherwise is not None:
            self.run(effect.otherwise)

    def _holds(self, test: ir.Condition) -> bool:
        """Whether an "if" inside the effect holds now (CR 608.2c)."""
        if isinstance(test, ir.NotCondition):  # "If it isn't a land card"
            return not self._holds(test.condition)
        if isinstance(test, ir.AllConditions):  # each part as it would be tested alone
            return all(self._holds(part) for part in test.conditions)
        if isinstance(test, ir.AnyCondition):
            return any(self._holds(part) for part in test.conditions)
        if isinstance(test, ir.SearchedThisWay):  # what an earlier search of this ability did
            searched = self.res.recall(searched_key(test.search), ())
            return test.zone.value in searched
        if isinstance(test, ir.AbilityActivatedThisTurn):
            # the activations of this ability of this object this turn, this one included
            # (CR 602.2); the count is the game's, kept until the turn ends
            activation = self.res.recall(ACTIVATION_OF)
            times = self.game.ability_uses[activation] if activation is not None else 0
            return holds(test.count, times)
        if isinstance(test, ir.AbilityResolvedThisTurn):
            # this resolution included (CR 608.2): counted as it began to resolve
            activation = self.res.recall(ACTIVATION_OF)
            times = self.game.ability_resolutions[activation] if activation is not None else 0
            return times in test.times
        if isinstance(test, ir.WonClash):  # what an earlier clash of this ability did
            return bool(self.res.recall(test.clash, False))
        if isinstance(test, ir.VoteResult):  # what an earlier vote of this ability chose
            return vote_won(self.res.recall(test.vote, []), test)
        if isinstance(test, ir.AmountCompared):
            # "If X is 5 or more", "if its mana value is less than or equal to the number of
            # cards in your hand": both numbers now (CR 107.1, 608.2c, 608.2h)
            found = self.amount(test.amount)
            return holds(ir.Count(test.relation, self.amount(test.to)), found)
        if isinstance(test, ir.WonFlip):  # what an earlier coin flip of this ability did
            flipped = self.res.recall(test.flip)
            return flipped is not None and flipped is test.won
        if isinstance(test, ir.ObjectCount) and test.filter.among is not None:
            # "If a creature card is exiled this way" (CR 608.2c): of the cards recorded
            return holds(test.count, len(self.moved_matching(test.filter)))
        if isinstance(test, ir.ObjectIs):  # "If it's a land card" (CR 109.3)
            wanted = matcher(test.filter)
            found = self.objects(test.object)
            tokens = test.filter.tokens  # "a land card": no token (CR 111.1)
            return bool(found) and all(
                wanted.chars_ok_for(self.game.chars(obj), self.res.source, self.res)
                and tokens in (None, obj.is_token)
                for obj in found
            )
        return bool(condition(test)(self.game, self.res.source, self.res.controller))

    def reflexive_trigger(self, effect: ir.ReflexiveTrigger) -> None:
        """ "When you do, ..." (CR 603.12): triggers now if the optional action was done."""
        if self.res.recall("did"):
            ability = _BUILT.get(effect, lambda: _reflexive_ability(effect, self.definitions))
            self.game.reflexive_trigger(ability, self.res)

    def until_source_leaves(self, effect: ir.UntilSourceLeaves) -> None:
        """ "Exile target creature an opponent controls until Banisher Priest leaves the
        battlefield." (CR 610.3): if this permanent (the ability's source) has left the
        battlefield since the ability triggered or was activated, nothing is exiled (CR
        610.3a, 610.3b: a permanent that left and came back is a new object, CR 400.7);
        otherwise each object is exiled, and returns to the zone it was in immediately after
        the permanent leaves the battlefield (:mod:`.until_leaves`, CR 610.3c-d)."""
        game, res, action = self.game, self.res, effect.effect
        source = res.source
        if not game.on_battlefield(source):
            game.note(f"{source} has left the battlefield: nothing is exiled (CR 610.3a-b)")
            _remember(self, action, [])
            return
        exiled: list[tuple[Any, str]] = []
        for obj in self.moved_objects(action.objects):
            if not game.is_live(obj):
                continue
            was = obj.zone
            new = game.exile(obj)
            if new is not None and new.zone == EXILE:
                exiled.append((new, was))
        exiled_until(game, source, exiled)
        self._link_exiled([new for new, _was in exiled])
        _remember(self, action, [new for new, _was in exiled])

    def delayed_instruction(self, effect: ir.DelayedInstruction) -> None:
        """ "Sacrifice it at the beginning of the next end step" (CR 603.7a): a delayed
        triggered ability, controlled by this ability's controller (CR 603.7d), that triggers
        once (CR 603.7c). The objects it names are fixed now; as it resolves, one that has
        left its zone since is a new object it doesn't affect (CR 400.7, 603.7c)."""
        res = self.res
        fixed = _Fixed(
            source=self.moved_objects(ir.SourceObject()),
            targets=[
                [self._target_found_again(t) for t in res.targets_for(i)]
                for i in range(len(res.targets))
            ],
            event=self.moved_objects(ir.EventObject()) if res.event is not None else [],
        )
        inner, definitions = effect.effect, self.definitions

        def resolve(game: Game, later: Resolution) -> None:
            later.x = res.x  # X is the value the creating ability had (CR 107.3)
            # "that player", "they", "that much" in it are of the creating ability's event,
            # not of the step that triggers the delayed ability (CR 603.7c): "Whenever a
            # player casts a spell, ... they draw a card at the beginning of the next end step"
            later.event = res.event
            _DelayedInterpreter(game, later, definitions, fixed).run(inner)

        ability = TriggeredAbility(
            trigger=_delayed_time(
                effect.when,
                self.game.turn,
                self.game.player(res.controller),
                self.game.extra_turns_created,
            ),
            effect=resolve,
            text=effect.text,
            zones=(),
        )
        self.game.create_delayed_trigger(
            ability, res.source, res.controller, remembered=dict(res.remembered)
        )

    def next_draw_replaced(self, effect: ir.NextDrawReplaced) -> None:
        """ "The next time you would draw a card this turn, [instructions] instead." (CR
        614.1a, 614.11): a replacement effect of this ability's controller's next draw this
        turn; when it applies, the instructions are done as this ability's, by its
        controller, from its source (CR 608.2h: as it last existed if it has left)."""
        from .prevention import NextDrawShield

        res, definitions, inner = self.res, self.definitions, effect.effect

        def instead(game: Game) -> None:
            Interpreter(game, res, definitions).run(inner)

        described = f"the next draw of {res.controller} this turn, replaced ({res.source})"
        self.game.add_prevention(NextDrawShield(described, res.controller, instead))

    def instead(self, effect: ir.Instead) -> None:
        """ "If it entered from your library or was cast from your library, [replacement]
        instead" (CR 614.1a). "If this spell was cast from a graveyard, ... instead": the spell
        resolving knows the zone it was cast from (CR 601.2a), the permanent a spell became
        remembers it (CR 400.7d)."""
        event = self.res.event
        applies = False
        for obj in self.objects(effect.objects):
            entered = getattr(event, "from_zone", None) in effect.entered_from and (
                getattr(event, "obj", None) is obj
            )
            cast_from = obj.note.get("cast_from") if "cast_from" in obj.note else obj.cast_from
            cast_there = cast_from is not None and cast_from in effect.cast_from
            applies = applies or entered or cast_there
        self.run(effect.replacement if applies else effect.usual)

    def roll_die(self, effect: ir.RollDie) -> None:
        """ "Roll a d20." and its results table (CR 706.1, 706.2): the ability's controller
        rolls; the line whose range holds the result happens."""
        result = self.game.roll_die(self.res.controller, effect.sides)
        if effect.remember is not None:  # for "the result" after it (CR 706.2)
            self.res.remember(effect.remember, result)
        for line in effect.results:
            if line.low <= result <= line.high:
                self.run(line.effect)
                return

    def modes(self, effect: ir.Modes) -> None:
        """ "Choose one —" (CR 700.2): the modes chosen as it was put on the stack."""
        for index in self.res.modes:
            self.run(effect.modes[index])

    def for_each_player(self, effect: ir.ForEachPlayer) -> None:
        """The effect once for each player (CR 101.4 order); "that player" in it is the player
        recorded under ``each_player``. A source's damage to each of them ("deals damage to
        each opponent equal to the number of cards in that player's hand") is one instruction
        with an amount per player: one damage event (CR 120.4), so "Whenever ~ deals damage"
        triggers once for all of it (CR 603.2c)."""
        body = effect.effect
        if isinstance(body, ir.Action) and body.verb in _DAMAGE_VERBS:
            with self.game.dealing_damage():
                self._for_each_player(effect)
        else:
            self._for_each_player(effect)

    def _for_each_player(self, effect: ir.ForEachPlayer) -> None:
        for player in self.players(effect.players):
            self.res.remember("each_player", [player])
            self.run(effect.effect)

    def vote(self, effect: ir.Vote) -> None:
        """ "Starting with you, each player votes for time or knowledge." (CR 701.38a): each
        player, starting with the ability's controller and proceeding in turn order (CR
        101.4), chooses one of the options; the votes are recorded in that order."""
        game = self.game
        seats = list(game.players)
        first = next(i for i, p in enumerate(seats) if p is self.res.controller)
        votes: list[str] = []
        for k in range(len(seats)):
            player = seats[(first + k) % len(seats)]
            if player.lost:
                continue
            prompt = "Vote for " + " or ".join(effect.options)
            (choice,) = game.ask_choose(player, prompt, list(effect.options))
            game.note(f"{player} votes for {choice} (CR 701.38a)")
            votes.append(choice)
        self.res.remember(effect.key, votes)

    def unless_pays(self, effect: ir.UnlessPays) -> None:
        """ "[effect] unless [player] pays {4}" / "... sacrifices a creature" (CR 118.12a): the
        player may pay the cost as it resolves, activating mana abilities for its mana
        (CR 605.3a); the effect happens unless they pay. A player who can't pay doesn't."""
        from .build import cost

        to_pay = _BUILT.get(effect.cost, lambda: cost(effect.cost))
        if effect.generic is not None:  # {X}: counted as it resolves (CR 107.3)
            mana = f"{{{self.amount(effect.generic)}}}"
            to_pay = cost(dataclasses.replace(effect.cost, mana=(effect.cost.mana or "") + mana))
        if effect.times is not None:  # "{1} for each ...", counted now (CR 608.2h)
            n = max(0, self.amount(effect.times))
            mana = ManaCost.parse(to_pay.mana)
            rest = tuple(s for s in mana.symbols if s.kind != "generic") * n
            generic = mana.generic * n
            lead = (ManaSymbol("generic", amount=generic),) if generic or not rest else ()
            to_pay = dataclasses.replace(to_pay, mana=ManaCost(lead + rest))
        why = f"to keep {self.res.source}'s effect from happening"
        paid = False
        for player in self.players(effect.players):
            paid = self.game.pay_optional_cost(player, to_pay, self.res.source, why) or paid
            if paid and effect.players.who == "any_player":
                break  # "unless any player pays": one payment is enough (CR 118.12a)
        if not paid:
            self.run(effect.effect)

    def action(self, action: ir.Action) -> None:
        start = len(self.game.log)
        try:
            with self.game.simultaneously():  # one instruction, one event (CR 603.10a)
                VERBS[action.verb](self, action)
        except GameLimitError as exc:
            if exc.card is not None:
                raise
            # name the card and the ability that asked for more (issue 25)
            source = self.res.source
            name = getattr(getattr(source, "definition", None), "name", None) or "?"
            raise GameLimitError(f"{name}: {exc}", card=name) from None
        if action.remember and action.verb in _MOVED_FROM:
            self._record_moved(action, start)
        if self.exile_link is not None and action.verb is ir.Verb.EXILE:
            exiled = [
                e.obj
                for e in self.game.log[start:]
                if isinstance(e, ZoneChange) and e.obj is not None and e.to_zone == EXILE
            ]
            self._link_exiled(exiled)

    def linked_exile(self, effect: ir.LinkedExile) -> None:
        """The effect of an ability another ability of its object is linked to (CR 607.2a):
        each card its exile instructions put into exile is recorded on the source object
        under ``effect.link`` (the object as it is, or was: a source that left the
        battlefield keeps its identity in its last-known information, CR 400.7)."""
        outer, self.exile_link = self.exile_link, effect.link
        try:
            self.run(effect.effect)
        finally:
            self.exile_link = outer

    def _link_exiled(self, exiled: list[Any]) -> None:
        """Record ``exiled`` (cards now in exile) under the link at hand (CR 607.2a)."""
        if not exiled or self.exile_link is None:
            return
        source = self.res.source
        source = source.obj if isinstance(source, LastKnown) else source
        self.game.linked_exiles.setdefault((source.id, self.exile_link), []).extend(exiled)

    def _record_moved(self, action: ir.Action, start: int) -> None:
        """Record under :func:`ir.moved_key` the cards ``action`` exiled, milled or discarded,
        each as the object it became in the zone it moved to (a permanent it sacrificed, as it
        last existed on the battlefield), for "a creature card exiled
        this way", "for each card discarded this way" (CR 608.2c). A milled or discarded card
        a replacement effect put elsewhere was still milled or discarded, found in that zone
        (CR 701.17c; madness, CR 702.35a); a card a replacement effect put anywhere but exile
        was not exiled."""
        source = _MOVED_FROM[action.verb]
        changes = [event for event in self.game.log[start:] if isinstance(event, ZoneChange)]
        if source == BATTLEFIELD:
            # a permanent sacrificed, as it last existed on the battlefield (CR 608.2h), even
            # if a replacement effect put it elsewhere than its owner's graveyard
            moved: list[Any] = [
                e.old for e in changes if e.from_zone == BATTLEFIELD and e.old is not None
            ]
        else:
            moved = [
                e.obj
                for e in changes
                if e.obj is not None and (e.from_zone == source if source else e.to_zone == EXILE)
            ]
        self.res.remember(ir.moved_key(action.remember), moved)  # type: ignore[arg-type]

    def _counted(self, spec: ir.ObjectFilter) -> list[Any]:
        """The objects a count reads: those an earlier instruction moved "this way" as they
        were recorded (:meth:`moved_matching`), else those matching ``spec`` now."""
        if ir.is_moved_key(spec.among):
            return self.moved_matching(spec)
        return matcher(spec).candidates(self.game, self.res)

    def moved_matching(self, spec: ir.ObjectFilter) -> list[Any]:
        """The cards recorded under ``spec.among`` (:meth:`_record_moved`, or the cards an
        instruction revealed) that match ``spec``, each as it was recorded: a card moved on
        since still counts (CR 608.2c: what that instruction did)."""
        wanted = matcher(spec)
        recorded = self.res.recall(spec.among, None) if spec.among is not None else None
        if not isinstance(recorded, list | tuple):
            return []
        return [obj for obj in recorded if wanted.matches(self.game, obj, self.res)]

    # ---- continuous effects a one-shot effect creates (CR 611.2) ---------------------------

    def granted(self, ability: ir.GrantedAbility) -> Any:
        """An ability an effect grants (CR 113.2c): a keyword's name, a mana ability
        (CR 605.1a) or a quoted activated ability (CR 602), built from its IR."""
        from .build import granted, runner

        if isinstance(ability, ir.ProtectionFromChosenColor):
            return self._protection_from_chosen_color(ability.or_from)
        if isinstance(ability, ir.KeywordOfChoice):
            # "your choice of flying, first strike, or haste": chosen now (CR 608.2d)
            prompt = "Choose " + ", ".join(ability.options)
            options = list(ability.options)
            (chosen,) = self.game.ask_choose(self.res.controller, prompt, options)
            return granted(ir.KeywordName(chosen), runner(self.definitions))
        keyword = isinstance(ability, ir.KeywordAbility) and ability.filter is not None
        chosen = ability.filter.chosen if keyword else None  # type: ignore[union-attr]
        if chosen is not None and ability.name == "protection":  # type: ignore[union-attr]
            return self._protection_from_the_color_chosen(chosen)
        if isinstance(
            ability,
            ir.KeywordName
            | ir.KeywordAbility
            | ir.ManaAbility
            | ir.ActivatedAbility
            | ir.TriggeredAbility,
        ):
            return granted(ability, runner(self.definitions))
        raise TypeError(f"the runtime cannot grant {type(ability).__name__} from an effect")

    def _protection_from_chosen_color(self, or_from: ir.KeywordAbility | None = None) -> Any:
        """ "protection from the color of your choice": the controller chooses the color as
        the effect resolves (CR 608.2d); protection from it (CR 702.16a). With ``or_from``
        ("protection from artifacts or from the color of your choice"), that protection is one
        more option."""
        from .build import granted, runner

        options = list(COLOR_NAMES)
        prompt = "Choose a color"
        if or_from is not None:
            options.append(or_from.text)
            prompt = f"Choose {or_from.text} or a color"
        (chosen,) = self.game.ask_choose(self.res.controller, prompt, options)
        if or_from is not None and chosen == or_from.text:
            return granted(or_from, runner(self.definitions))
        return protection_from_color(COLOR_NAMES[chosen])

    def _protection_from_the_color_chosen(self, chosen: str) -> Protection:
        """ "Choose a color. ... gain protection from the chosen color": protection (CR
        702.16a) from the color the earlier instruction chose as this effect resolved (CR
        608.2d); of an ability of a permanent that chose a color as it entered, that color
        (CR 607.2a, as the source last existed, CR 608.2h)."""
        if chosen == "color_on_resolution":
            letter = self.res.recall(CHOSEN_COLOR)
        elif chosen == "color":
            letter = source_choice(self.res.source, "color")
        else:
            raise TypeError(f"the runtime cannot grant protection from {chosen!r}")
        return protection_from_color(letter)

    def _duration_begins(self, duration: ir.Duration | None) -> bool:
        """Whether the duration ``duration`` starts as the effect would begin: "for as long as
        you control ~" that is already over (you no longer control the source, or it has left
        the battlefield, CR 400.7) never starts, and the effect does nothing (CR 611.2b)."""
        if duration not in _WHILE_SOURCE:
            return True
        game, res = self.game, self.res
        source = res.source
        if duration in _WHILE_TAPPED:
            # "for as long as ~ remains tapped": the same object, still tapped (CR 400.7)
            if not (game.on_battlefield(source) and source.tapped):
                game.note(f"{source} is no longer tapped: the effect does nothing (CR 611.2b)")
                return False
            if duration is ir.Duration.WHILE_SOURCE_TAPPED:
                return True
        if game.on_battlefield(source) and (
            duration is ir.Duration.WHILE_SOURCE_ON_BATTLEFIELD
            or game.controller(source) is game.player(res.controller)
        ):
            return True
        game.note(
            f"{res.controller} no longer controls {source}: the effect does nothing (CR 611.2b)"
        )
        return False

    def _lasting(self, duration: ir.Duration | None) -> Any:
        """When an effect for ``duration`` ends: "for as long as you control ~" when the
        effect's controller stops controlling the source (CR 611.2b; checked by the game
        whenever the continuous effects are collected, ``ContinuousMixin._end_lost_control``),
        the others as :func:`_until` says."""
        if duration is ir.Duration.WHILE_YOU_CONTROL_SOURCE:
            return while_you_control(self.res.source, self.game.player(self.res.controller))
        if duration is ir.Duration.WHILE_SOURCE_ON_BATTLEFIELD:
            source = self.res.source

            def left(game: Game) -> bool:  # "for as long as ~ remains on the battlefield"
                return not game.on_battlefield(source)

            return left
        if duration is ir.Duration.WHILE_SOURCE_TAPPED:
            return while_tapped(self.res.source)
        if duration is ir.Duration.WHILE_YOU_CONTROL_SOURCE_TAPPED:
            # both ends: the game ends it as control is lost (``controls``, as
            # :func:`while_you_control`), and as the source untaps or leaves
            ended = while_tapped(self.res.source)
            ended.controls = (self.res.source, self.game.player(self.res.controller))  # type: ignore[attr-defined]
            return ended
        if duration is ir.Duration.END_OF_COMBAT:
            # "until end of combat": until this combat phase ends, or the next one if none is
            # under way (CR 500.5a, 511.2)
            ended_before = self.game.combats_ended

            def combat_over(game: Game) -> bool:
                return game.combats_ended > ended_before

            return combat_over
        return _until(duration)

    def gain_abilities(self, effect: ir.GainAbilities) -> None:
        """ "[objects] gain [abilities] until end of turn" (CR 611.2c: only the objects it
        affects as it resolves), layer 6; "for as long as you control ~" (CR 611.2b)."""
        res = self.res
        if not self._duration_begins(effect.duration):
            return
        until = self._lasting(effect.duration)
        cast_from_graveyard = any(isinstance(a, ir.CastFromGraveyard) for a in effect.abilities)
        others = [
            self.granted(a) for a in effect.abilities if not isinstance(a, ir.CastFromGraveyard)
        ]
        for obj in self.objects(effect.objects):
            if cast_from_graveyard:  # CR 601.3: a permission to cast it
                self.game.grant_cast_from_graveyard([obj], res.controller, this_turn=bool(until))
            if others:
                self.game.grant_abilities(obj, others, source=res.source, until=until)

    def modify_pt(self, effect: ir.ModifyPT) -> None:
        """ "gets +N/+M until end of turn" (layer 7c, CR 613.4c); "for each ..." is counted
        once, as the effect resolves, and does not change afterwards (CR 608.2h). "until your
        next turn": until the next turn of the effect's controller begins (CR 611.2a)."""
        if not self._duration_begins(effect.duration):
            return
        if effect.duration is ir.Duration.UNTIL_YOUR_NEXT_TURN:
            until: Any = _until_next_turn_of(self.res.controller, self.game.turn)
        else:
            until = self._lasting(effect.duration)
        n = self.amount(effect.per) if effect.per is not None else 1
        power, toughness = effect.power * n, effect.toughness * n
        for obj in self.objects(effect.objects):
            self.game.pump(obj, power, toughness, source=self.res.source, until=until)

    def restrict(self, effect: ir.Restrict) -> None:
        """ "Target creature can't block this turn": a restriction on the objects it names, for
        its duration. A restriction changes no characteristic and no controller, so on a group
        described ("Creatures can't block this turn", "Creatures your opponents control can't
        attack this turn") it applies to every object that matches the description at any
        time during the duration, those that enter or start to match later included (CR
        611.2c; :meth:`_restrict_whatever_matches`); on objects named otherwise (a target,
        "it", "those creatures"), to those objects."""
        if effect.kind not in ir.RESTRICTIONS:
            raise TypeError(f"no restriction effect {effect.kind!r}")
        if (effect.kind in _FILTERED_RESTRICTIONS) != (effect.filter is not None):
            raise TypeError(f"the restriction effect {effect.kind!r} and its filter")
        res = self.res
        if not self._duration_begins(effect.duration):
            return
        group = effect.objects
        if (
            isinstance(group, ir.AllObjects)
            and group.remember is None
            and effect.kind not in _FIXED_GROUP_RESTRICTIONS
        ):
            self._restrict_whatever_matches(effect, group)
            return
        objs = self.objects(effect.objects)
        if effect.kind == "exiled_if_it_would_die":
            self._exiled_instead_of_dying(objs, effect.duration)
            return
        if effect.kind == "goaded":
            self._goad(objs)
            return
        if objs:
            matches = Matcher(effect.filter).chars_ok if effect.filter is not None else None
            part = Restriction(kind=effect.kind, matches=matches)
            until = self._restriction_until(effect)
            self.game.add_effect(part, objs, res.source, res.controller, until=until)

    def _restriction_until(self, effect: ir.Restrict) -> Any:
        """When the restriction ``effect`` ends: "this turn" / "until end of turn" in the
        cleanup step (CR 514.2), "until your next turn" as that turn begins (CR 611.2a), and
        provoke's "this combat" with this combat (CR 702.39a)."""
        if effect.duration is ir.Duration.UNTIL_YOUR_NEXT_TURN:
            return _until_next_turn_of(self.res.controller, self.game.turn)
        if effect.duration is ir.Duration.END_OF_COMBAT:
            # "this combat" (CR 506.1, 500.5a): until this combat phase ends
            current = self.game.combat

            def combat_over(game: Any) -> bool:
                return game.combat is not current

            return combat_over
        until = self._lasting(effect.duration)
        if effect.kind == "must_block_source" and until is None:
            combat = self.game.combat

            def this_combat(game: Any) -> bool:
                return game.combat is not combat

            return this_combat
        return until

    def _restrict_whatever_matches(self, effect: ir.Restrict, group: ir.AllObjects) -> None:
        """ "Creatures can't block this turn": a continuous effect from a resolving spell or
        ability that changes no characteristic and no controller applies to whatever the
        description matches at any time during its duration (CR 611.2c), so the group is
        found whenever the restriction is looked at, not as it resolves -- a creature that
        enters later this turn can't block either. The description is read as the resolving
        spell or ability reads it ("you" is its controller, CR 109.5)."""
        res, game = self.res, self.game
        found = matcher(group.filter)
        controller = res.controller

        def affects(game: Any, obj: Any, chars: Any, source: Any) -> bool:
            return obj.zone == found.zone and found.matches(game, obj, res)

        matches = Matcher(effect.filter).chars_ok if effect.filter is not None else None
        part = Restriction(kind=effect.kind, matches=matches, affects=affects)
        game.add_effect_on_whatever_matches(
            part, res.source, controller, until=self._restriction_until(effect)
        )

    def _goad(self, objs: list[Any]) -> None:
        """Goad (CR 701.15a): each creature is goaded by the controller of the spell or
        ability until that player's next turn; goaded by the same player again, nothing
        changes (CR 701.15d)."""
        game, goader = self.game, self.game.player(self.res.controller)
        turn = game.turn
        fresh = [
            o
            for o in objs
            if game.on_battlefield(o)
            and not any(p.player is goader for p in game.restrictions_on(o, "goaded"))
        ]
        if fresh:
            part = Restriction(kind="goaded", player=goader)

            def until(game: Any) -> bool:  # the goading player's next turn (CR 701.15a)
                return game.turn > turn and game.active is goader

            game.add_effect(part, fresh, self.res.source, goader, until=until)

    def _exiled_instead_of_dying(self, objs: list[Any], duration: ir.Duration | None) -> None:
        """ "If that creature would die this turn, exile it instead.": a replacement effect
        (CR 614.1a) on each of those permanents, for the rest of this turn; it follows no
        other object (CR 400.7), and it applies to a creature or planeswalker put into a
        graveyard from the battlefield (dying, CR 700.4)."""
        if duration is not ir.Duration.END_OF_TURN:
            raise TypeError("'exiled if it would die' lasts this turn only")
        game = self.game
        instead = ReplacementEffect(
            _dies_this_turn(game.turn), _exiled, text="If it would die this turn, exile it instead"
        )
        for obj in objs:
            if game.on_battlefield(obj):
                game.object_replacements.append((instead, obj))

    def become(self, effect: ir.Become) -> None:
        """ "It becomes a 0/0 Bird creature with flying [in addition to its other types]"
        (CR 205.1b; layers 4, 5, 6 and 7b). Without "in addition", the new creature types
        replace the old ones (CR 205.1a) and a stated color replaces its colors (CR 105.3);
        the card types stated replace the old ones ("becomes a 5/5 Treefolk creature", CR
        205.1a), except that "becomes a [creature types] artifact creature" adds them and
        keeps the object's other types (CR 205.1b)."""
        if not self._duration_begins(effect.duration):
            return
        chars = effect.characteristics
        until = self._lasting(effect.duration)
        res = self.res
        spec: dict[str, Any] = {
            "colors": chars.colors or None,
            "power": chars.power,
            "toughness": chars.toughness,
            "abilities": [self.granted(a) for a in chars.abilities],
        }
        spec["types"] = chars.types
        if effect.in_addition:
            spec["subtypes"] = chars.subtypes
        # "becomes a 5/5 Treefolk creature": new card types replace the old ones (CR 205.1a);
        # "becomes a [creature types] artifact creature" keeps them (CR 205.1b)
        replaces_types = (
            not effect.in_addition and chars.types and sorted(chars.types) != _ARTIFACT_CREATURE
        )
        if replaces_types:
            spec["types"] = ()
        for obj in self.objects(effect.objects):
            if replaces_types:
                part = LayerEffect("4", set_card_types(chars.types, chars.subtypes))
                self.game.add_effect(part, [obj], res.source, res.controller, until=until)
            elif not effect.in_addition and _one_basic_land_type(chars.subtypes):
                # "target land becomes an Island": it loses its other land types and the
                # abilities its rules text gives it, and has the Island's mana ability (CR
                # 305.7), as the static "is an Island" does (build._replaced_subtypes)
                replace = LayerEffect("4", set_basic_land_type(chars.subtypes[0].lower()))
                self.game.add_effect(replace, [obj], res.source, res.controller, until=until)
            elif not effect.in_addition and chars.subtypes:
                replace = LayerEffect("4", replace_creature_types(frozenset(chars.subtypes)))
                self.game.add_effect(replace, [obj], res.source, res.controller, until=until)
            self.game.become(obj, source=res.source, until=until, **spec)

    def become_color(self, effect: ir.BecomeColor) -> None:
        """ "Target creature becomes blue until end of turn", "becomes colorless", "becomes
        blue in addition to its other colors": a color-changing effect in layer 5 (CR
        613.1e) on the objects named as it resolves (CR 611.2c); the new colors replace the
        old ones (CR 105.3), or are added to them; none is colorless (CR 105.2c)."""
        colors = effect.colors
        if effect.in_addition:
            part = LayerEffect("5", fx.add_colors(colors))
        else:
            part = LayerEffect("5", fx.set_colors(colors))
        until = _until(effect.duration)
        for obj in self.objects(effect.objects):
            self.game.add_effect(part, [obj], self.res.source, self.res.controller, until=until)

    def make_choice(self, effect: ir.MakeChoice) -> None:
        """ "Choose a creature type." / "Choose a color.": its controller chooses as it
        resolves (CR 608.2d); the words "of the chosen type" after it read the choice."""
        game, res = self.game, self.res
        if effect.choice == "color":
            (name,) = game.ask_choose(res.controller, "Choose a color", list(COLOR_NAMES))
            res.remember(CHOSEN_COLOR, COLOR_NAMES[name])
        elif effect.choice in NAME_CHOICES:
            # "Choose a card name." (CR 201.3): the name of a card; the runtime offers the
            # names of the cards in the game and of those it has definitions of (naming any
            # other card is naming one that matches nothing here)
            prompt, allowed = NAME_CHOICES[effect.choice]
            printed = [d for d in self.definitions.cards.values() if allowed(d)]
            printed += [o.definition for o in _every_card(game) if allowed(o.definition)]
            names = sorted({d.name for d in printed if d.name})
            (name,) = game.ask_choose(res.controller, prompt, names)
            res.remember(CHOSEN_NAME, name)
        elif effect.choice == "basic_land_type":
            # "Choose a basic land type." (CR 205.3i): "becomes that type" reads it
            (name,) = game.ask_choose(
                res.controller, "Choose a basic land type", list(BASIC_LAND_TYPES)
            )
            res.remember(CHOSEN_LAND_TYPE, name.lower())
        else:
            # "Choose a creature type other than Wall." (CR 205.3m): all but the one named
            allowed = [t for t in CREATURE_TYPES if t.lower() != effect.other_than.lower()]
            (name,) = game.ask_choose(res.controller, "Choose a creature type", allowed)
            res.remember(CHOSEN_TYPE, name.lower())
        game.note(f"{res.controller} chooses {name}")

    def become_chosen_type(self, effect: ir.BecomeChosenType) -> None:
        """ "Choose a creature type. Each creature you control becomes that type until end of
        turn." (CR 608.2d, 611.2c): the type the ability's "Choose ..." chose replaces the
        objects' creature types (layer 4, CR 205.1a), or their land types, with the loss of
        their rules-text abilities and the new type's mana ability (CR 305.7, 305.6)."""
        res = self.res
        if effect.kind == "basic_land_type":
            name = res.recall(CHOSEN_LAND_TYPE)
            part = None if name is None else LayerEffect("4", set_basic_land_type(name))
        else:
            name = res.recall(CHOSEN_TYPE)
            part = (
                None
                if name is None
                else LayerEffect("4", replace_creature_types(frozenset({name})))
            )
        if part is None:
            return
        until = _until(effect.duration)
        for obj in self.objects(effect.objects):
            self.game.add_effect(part, [obj], res.source, res.controller, until=until)

    def become_of_choice(self, effect: ir.BecomeOfChoice) -> None:
        """ "becomes the color of your choice until end of turn": the controller chooses as it
        resolves (CR 608.2d), once for all the objects named then (CR 611.2c); a color replaces
        the colors (layer 5, CR 105.3), a creature type the creature types (layer 4, CR
        205.1a), a basic land type the land types and the land's rules-text abilities (layer
        4, CR 305.7; the mana ability of the new type follows from it, CR 305.6)."""
        res, game = self.res, self.game
        objs = self.objects(effect.objects)
        if not objs:
            return
        until = _until(effect.duration)
        chooser = res.controller
        kind = effect.kind
        if kind in ("color", "colors"):
            most = 1 if kind == "color" else len(COLOR_NAMES)
            prompt = "Choose a color" if kind == "color" else "Choose one or more colors"
            chosen = game.ask_choose(chooser, prompt, list(COLOR_NAMES), 1, most)
            part = LayerEffect("5", fx.set_colors([COLOR_NAMES[c] for c in chosen]))
        elif kind == "creature_type":
            (name,) = game.ask_choose(chooser, "Choose a creature type", list(CREATURE_TYPES))
            part = LayerEffect("4", replace_creature_types(frozenset({name.lower()})))
        elif kind == "basic_land_type":
            (name,) = game.ask_choose(chooser, "Choose a basic land type", list(BASIC_LAND_TYPES))
            part = LayerEffect("4", set_basic_land_type(name.lower()))
        else:
            raise TypeError(f"no choice of {kind!r} to become")
        for obj in objs:
            game.add_effect(part, [obj], res.source, res.controller, until=until)

    def lose_abilities(self, effect: ir.LoseAbilities) -> None:
        """ "loses flying until end of turn" (layer 6, CR 613.1f): the objects named as it
        resolves (CR 611.2c) lose each of the keywords, every instance of each."""
        res = self.res
        until = _until(effect.duration)
        for obj in self.objects(effect.objects):
            lose = LayerEffect("6", fx.remove_keywords(effect.keywords, effect.quoted))
            self.game.add_effect(lose, [obj], res.source, res.controller, until=until)

    def cant_cast(self, effect: ir.CantCast) -> None:
        """ "Target player can't cast spells this turn" (CR 101.2): the players it names as it
        resolves (CR 611.2c) can't cast a spell the filter matches for the rest of this turn
        (the compiler lowers no other duration)."""
        if effect.duration is not ir.Duration.END_OF_TURN:
            raise TypeError(f"no casting restriction lasting {effect.duration}")
        test = matcher(effect.filter)
        game = self.game
        for player in self.players(effect.players):
            game.cast_bans.append(CastBan(player, test, game.turn, effect.filter.description))

    def switch_pt(self, effect: ir.SwitchPT) -> None:
        """ "Switch target creature's power and toughness until end of turn" (layer 7d, CR
        613.4d): a continuous effect on the objects it names as it resolves (CR 611.2c)."""
        res = self.res
        until = _until(effect.duration)
        objs = self.objects(effect.objects)
        if objs:
            switch = LayerEffect("7d", fx.switch_pt())
            self.game.add_effect(switch, objs, res.source, res.controller, until=until)

    def lose_all_abilities(self, effect: ir.LoseAllAbilities) -> None:
        """ "loses all abilities" (layer 6, CR 613.1f), for its duration: "for as long as ~
        remains tapped" ends it as the source untaps or leaves (CR 611.2b, :meth:`_lasting`)."""
        res = self.res
        if not self._duration_begins(effect.duration):
            return
        until = self._lasting(effect.duration)
        for obj in self.objects(effect.objects):
            lose = LayerEffect("6", fx.remove_all_abilities())
            self.game.add_effect(lose, [obj], res.source, res.controller, until=until)

    def gain_control(self, effect: ir.GainControl) -> None:
        """ "[player] gains control of [objects]" (layer 2, CR 613.1b), for its duration
        (:meth:`_lasting`)."""
        if not self._duration_begins(effect.duration):
            return
        until = self._lasting(effect.duration)
        for player in self.players(effect.players):
            for obj in self.objects(effect.objects):
                self.game.gain_control(player, obj, source=self.res.source, until=until)


#: "becomes a [creature types] artifact creature" keeps the object's other types (CR 205.1b).
_ARTIFACT_CREATURE = ["artifact", "creature"]


def _dies_this_turn(turn: int) -> Callable[[Game, Any, Any], bool]:
    """Whether a proposed move is ``permanent`` dying (CR 700.4) during turn ``turn``."""

    def applies(game: Game, prop: Any, permanent: Any) -> bool:
        return (
            game.turn == turn
            and isinstance(prop, WouldMove)
            and prop.obj is permanent
            and prop.to_zone == GRAVEYARD
            and game.on_battlefield(permanent)
            and bool({"creature", "planeswalker"} & game.chars(permanent).types)
        )

    return applies


def _exiled(game: Game, prop: Any, permanent: Any) -> Any:
    prop.to_zone = EXILE
    return prop


def _described(ref: ir.ObjectRef | None) -> bool:
    """Whether ``ref`` describes objects to match as damage would be dealt ("creatures"),
    rather than naming them as the effect resolves ("enchanted creature", a target)."""
    return isinstance(ref, ir.AllObjects) and not ref.filter.attached_to_source


#: The five colors by name, with their letters (CR 105.1).
COLOR_NAMES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def protection_from_color(letter: str | None) -> Protection:
    """Protection from the color ``letter`` (CR 702.16a); from nothing when no color was
    chosen (``None``)."""
    name = next((word for word, mana in COLOR_NAMES.items() if mana == letter), "no color")
    return Protection(lambda chars: letter is not None and letter in chars.colors, name)


@dataclass(frozen=True)
class CastBan:
    """ "[player] can't cast [spells] this turn" (CR 101.2): who, which spells (tested on the
    spell's characteristics as it is cast), and the turn it lasts to the end of; None: "for
    the rest of the game" (epic's, CR 702.50a)."""

    player: Any
    test: Any
    turn: int | None
    description: str


def _until(duration: ir.Duration | None) -> str | None:
    if duration is ir.Duration.UNTIL_YOUR_NEXT_TURN:
        # Only a P/T change reads it (``modify_pt``); elsewhere it would never end.
        raise TypeError("'until your next turn' on this effect")
    if duration is ir.Duration.END_OF_COMBAT:
        # Only a restriction reads it (``_restriction_until``); elsewhere it would never end.
        raise TypeError("'this combat' on this effect")
    return duration.value if duration is not None else None


def while_you_control(source: Any, player: Player) -> Callable[[Game], bool]:
    """The end of "for as long as you control ~" (CR 611.2b): ``controls`` names the source
    and the player; :meth:`~.continuous.ContinuousMixin._end_lost_control` ends the effect
    when that player stops controlling that object (or it leaves the battlefield, CR 400.7),
    since whether a player controls a permanent depends on the effects themselves (layer 2)."""

    def ended(game: Game) -> bool:
        return False  # ended by the game, on the characteristics of the same moment

    ended.controls = (source, player)  # type: ignore[attr-defined]
    return ended


def while_tapped(source: Any) -> Callable[[Game], bool]:
    """The end of "for as long as ~ remains tapped" (CR 611.2b): as ``source`` untaps or
    leaves the battlefield (a permanent that returns is a new object, CR 400.7). Read
    whenever the continuous effects are collected, so the effect ends at once."""

    def ended(game: Game) -> bool:
        return not (game.on_battlefield(source) and source.tapped)

    return ended


def _until_next_turn_of(player: Player, turn: int) -> Callable[[Game], bool]:
    """ "until your next turn" said by ``player`` during turn ``turn``: the effect ends as
    their next turn begins (CR 611.2a, 500.1)."""

    def ended(game: Game) -> bool:
        return game.turn > turn and game.active is player

    return ended


@dataclass
class _Fixed:
    """The objects a delayed instruction names, found as it was created (CR 603.7c)."""

    source: list[Any]
    targets: list[list[Any]]
    event: list[Any]


class _DelayedInterpreter(Interpreter):
    """Runs a delayed instruction: "it", "that card", the targets and this object are the
    objects named as the delayed ability was created, if each is still that object (an
    object that changed zones is a new one, CR 400.7, 603.7c)."""

    def __init__(self, game: Game, res: Resolution, definitions: Definitions, fixed: _Fixed):
        super().__init__(game, res, definitions)
        self.fixed = fixed
        # the objects still the ones named as the instruction begins (CR 603.7c): a value of
        # one that leaves during it is read as it last existed ("Sacrifice it. If you do, you
        # gain life equal to its toughness.", CR 608.2h)
        named = (fixed.source, *fixed.targets, fixed.event)
        self._live_at_start = {id(o) for objs in named for o in objs if game.is_live(o)}

    def amount(self, quantity: ir.Quantity | None, target: Any = None, source: Any = None) -> int:
        if isinstance(quantity, ir.ValueOf):
            found = self.objects(quantity.of, self._live_at_start)
            return value_of(self.game, found[0], quantity.characteristic) if found else 0
        return super().amount(quantity, target, source)

    def objects(self, ref: ir.ObjectRef | None, live: set[int] | None = None) -> list[Any]:
        if isinstance(ref, ir.SourceObject):
            found = self.fixed.source
        elif isinstance(ref, ir.TargetObjects):
            targets = self.fixed.targets
            found = targets[ref.target_index] if ref.target_index < len(targets) else []
        elif isinstance(ref, ir.EventObject):
            found = self.fixed.event
        elif isinstance(ref, ir.Mentioned | ir.Remaining):
            found = super().objects(ref)
        else:
            return super().objects(ref)
        return [obj for obj in found if self.game.is_live(obj) or (live and id(obj) in live)]


def _delayed_time(
    when: str, turn: int, you: Player, last_extra: int = 0
) -> Callable[[Game, Any, Any], bool]:
    """When a delayed instruction triggers: the beginning of the next end step (this turn's
    if it hasn't begun yet: it is the next end step to begin, CR 603.7b), of the upkeep
    of a later turn than ``turn`` ("the next turn's upkeep"), of the next end of combat step
    or of the next cleanup step (CR 514.3a); "your next upkeep" / "your next end step": the
    next such step to begin in a turn of ``you``, the instruction's controller (CR 603.7b);
    "that turn's end step" ("that_extra_turns_end"): the step of the extra turn created last,
    numbered ``last_extra`` (the instruction before it created it, CR 500.7), and of no other
    turn -- if that turn is never taken, it never triggers."""
    if when.startswith("that_extra_turns_"):
        that_step = when.removeprefix("that_extra_turns_")
        return lambda game, event, source: (
            isinstance(event, StepBegan)
            and event.step == that_step
            and game.this_extra_turn == last_extra
        )
    if when in _YOUR_NEXT_STEPS:
        step = _YOUR_NEXT_STEPS[when]
        return lambda game, event, source: (
            isinstance(event, StepBegan) and event.step == step and event.active_player is you
        )
    if when == "next_end_step":
        return lambda game, event, source: isinstance(event, StepBegan) and event.step == "end"
    if when == "end_of_combat":  # "at end of combat": the next end of combat step (CR 511.2)
        return lambda game, event, source: (
            isinstance(event, StepBegan) and event.step == "end_of_combat"
        )
    if when == "next_turns_upkeep":
        return lambda game, event, source: (
            isinstance(event, StepBegan) and event.step == "upkeep" and event.turn > turn
        )
    if when == "next_cleanup_step":
        # "at the beginning of the next cleanup step": it triggers as a cleanup step begins,
        # and goes on the stack after its discard and damage removal (CR 514.3a)
        return lambda game, event, source: isinstance(event, StepBegan) and event.step == "cleanup"
    raise TypeError(f"the runtime cannot wait until {when!r}")


#: The delayed times of a step of the controller's own next turn, and the step
_YOUR_NEXT_STEPS = {"your_next_upkeep": "upkeep", "your_next_end_step": "end"}


def _reflexive_ability(effect: ir.ReflexiveTrigger, definitions: Definitions) -> Any:
    inner = effect.effect

    def resolve(game: Game, res: Resolution) -> None:
        # The reflexive trigger knows what its parent chose: X (CR 603.12, 107.3).
        res.x = res.recall("x", res.x)
        run_effect(inner, game, res, definitions)

    from .build import target_specs  # build imports this module

    return TriggeredAbility(
        trigger=lambda g, e, s: False,
        effect=resolve,
        targets=target_specs(effect.targets),  # chosen as it is put on the stack (CR 603.12)
        text=effect.text,
    )


@cache
def creature_types() -> frozenset[str]:
    """Every creature type of CR 205.3m, lower case (as the runtime keeps subtypes), and the
    retired ones an older type line prints (W123): a "Viashino" that becomes a Frog is a Frog
    only, as its printed creature types are replaced (CR 205.1a)."""
    return frozenset(name.lower() for name in (*CREATURE_TYPES, *RETIRED_CREATURE_TYPES))


def _one_basic_land_type(subtypes: tuple[str, ...]) -> bool:
    """Whether ``subtypes`` is one basic land type ("becomes an Island", CR 305.7)."""
    basic = {name.lower() for name in BASIC_LAND_TYPES}
    return len(subtypes) == 1 and subtypes[0].lower() in basic


def replace_creature_types(new: frozenset[str]) -> Callable[..., None]:
    """Layer 4: the object's creature types become ``new`` (CR 205.1a)."""

    def modify(game: Game, obj: Any, chars: Any, source: Any) -> None:
        old = creature_types()
        chars.subtypes = {s for s in chars.subtypes if s not in old} | set(new)

    return modify


@cache
def _subtype_kinds() -> dict[str, frozenset[str]]:
    """Each subtype (lower case) and the card types it is correlated with (CR 205.3): a
    creature type with creature and kindred (CR 205.3m, 308.3), a spell type with instant and
    sorcery (CR 205.3k)."""
    kinds: dict[str, frozenset[str]] = {}
    for names, types in (
        (ARTIFACT_TYPES, {"artifact"}),
        (ENCHANTMENT_TYPES, {"enchantment"}),
        (LAND_TYPES, {"land"}),
        (PLANESWALKER_TYPES, {"planeswalker"}),
        (SPELL_TYPES, {"instant", "sorcery"}),
        ((*CREATURE_TYPES, *RETIRED_CREATURE_TYPES), {"creature", "kindred", "tribal"}),
    ):
        for name in names:
            kinds[name.lower()] = kinds.get(name.lower(), frozenset()) | frozenset(types)
    return kinds


def set_card_types(types: Iterable[str], subtypes: Iterable[str]) -> Callable[..., None]:
    """Layer 4: "Hidden Ancients becomes a 5/5 Treefolk creature" (CR 205.1a): the new card
    types replace the old ones, except that an instant or sorcery stays one; a subtype stays
    only while it is correlated with a card type the object still has, and the stated
    subtypes replace those of their kind. Supertypes are not card types and stay."""
    new_types = frozenset(t.lower() for t in types)
    new_subtypes = frozenset(s.lower() for s in subtypes)
    kinds = _subtype_kinds()
    replaced = frozenset().union(*(kinds.get(s, frozenset()) for s in new_subtypes))

    def modify(game: Game, obj: Any, chars: Any, source: Any) -> None:
        chars.types = set(new_types) | (chars.types & {"instant", "sorcery"})
        chars.subtypes = {
            s
            for s in chars.subtypes
            if kinds.get(s, frozenset()) & chars.types and not kinds.get(s, frozenset()) & replaced
        } | set(new_subtypes)

    return modify


#: The basic land types (CR 205.3i), in the order of the colors of their mana (CR 105.1).
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def set_basic_land_type(new: str) -> Callable[..., None]:
    """Layer 4: a land's land type becomes ``new`` (CR 305.7): it no longer has its old land
    types, and loses the abilities its rules text gives it (the ones it has here, before
    layer 6 adds any); its supertypes and card types stay. The mana ability of the new type
    is the layer system's (CR 305.6). A nonland object is unaffected (the effect sets a
    land's subtype)."""
    land_types = frozenset(name.lower() for name in LAND_TYPES)

    def modify(game: Game, obj: Any, chars: Any, source: Any) -> None:
        if "land" not in chars.types:
            return
        chars.subtypes = {s for s in chars.subtypes if s not in land_types} | {new}
        chars.abilities.clear()

    return modify


# ---- the verbs (CR 701 and the rules each member of ir.Verb names) ----------------------------

Verb = Callable[[Interpreter, ir.Action], None]
# The public zones an ability that triggered on a move can find the new object in (CR 400.2,
# 400.7e): not a library or a hand.
PUBLIC_ZONES = frozenset({BATTLEFIELD, GRAVEYARD, EXILE, STACK, COMMAND})


def scaled(value: int, quantity: ir.Scaled) -> int:
    """``value`` multiplied by the quantity's ``times`` and, when it is ``halved``, divided by
    two and rounded up or down as the text says (CR 107.3, 107.1a)."""
    product = value * quantity.times
    if not quantity.halved:
        return product
    return -(-product // 2) if quantity.round_up else product // 2


def counters_on(game: Game, obj: Any, kind: str | None) -> int:
    """The ``kind`` counters on ``obj`` now (CR 122.1); on an object that has left its zone,
    as it last existed there (CR 608.2h): the counters it had as it left, for counters never
    move with a card to another zone (CR 122.2)."""
    if isinstance(obj, LastKnown):
        return counted_kind(obj.counters, kind)
    if not game.is_live(obj):
        known = game.lki.get(obj.id)
        return counted_kind(known.counters, kind) if known is not None else 0
    return counted_kind(getattr(obj, "counters", {}), kind)


def counted_kind(counters: dict[str, int], kind: str | None) -> int:
    """The ``kind`` counters among ``counters``; no kind: counters of every kind (CR 122.1)."""
    if kind is None:
        return sum(int(n) for n in counters.values())
    return int(counters.get(kind, 0))


def value_of(game: Game, obj: Any, characteristic: str) -> int:
    """``characteristic`` of ``obj`` (CR 208.1 power and toughness, 202.3 mana value), as it
    last existed if it has left its zone (CR 608.2h: ``Game.chars``). A spell's mana value on
    the stack counts X as the value chosen for it (CR 202.3e); a missing power is 0."""
    chars = game.chars(obj)
    if characteristic == "power":
        return chars.power or 0
    if characteristic == "toughness":
        return chars.toughness or 0
    return chars.mana_value  # X counted there (``Characteristics.x``)


def _each_object(do: Callable[[Game, Any], object]) -> Verb:
    def verb(run: Interpreter, action: ir.Action) -> None:
        for obj in run.objects(action.objects):
            do(run.game, obj)

    return verb


def counter_spells(run: Interpreter, action: ir.Action) -> None:
    """Counter the spells ``objects`` (CR 701.6a); with ``zone`` (and ``position`` in a
    library), a countered card goes there instead of its owner's graveyard ("exile it
    instead", CR 614.1a)."""
    instead = None if action.zone is None else _COUNTERED_INTO.get(action.zone)
    if action.zone is not None and instead is None:
        raise TypeError(f"no countered spell put into {action.zone.value!r} instead")
    if action.position not in (None, "top", "bottom") or (
        action.position is not None and instead != LIBRARY
    ):
        raise TypeError(f"no countered spell put at {action.position!r} of {instead!r}")
    for obj in run.objects(action.objects):
        run.game.counter(obj, instead, action.position)


_DAMAGE_VERBS = frozenset({ir.Verb.DEAL_DAMAGE, ir.Verb.DEAL_DAMAGE_UNPREVENTABLE})


#: Where "If that spell is countered this way, [exile it / put it into its owner's hand / on
#: top of its owner's library] instead" puts the countered card (CR 614.1a).
_COUNTERED_INTO = {ir.ZoneName.EXILE: EXILE, ir.ZoneName.HAND: HAND, ir.ZoneName.LIBRARY: LIBRARY}


def deal_damage(run: Interpreter, action: ir.Action) -> None:
    """Each of ``objects`` (default: the source) deals damage (CR 120.3); damage that can't
    be prevented is not (CR 615.12)."""
    preventable = action.verb is not ir.Verb.DEAL_DAMAGE_UNPREVENTABLE
    quantity = action.amount
    own_power = isinstance(quantity, ir.PowerOf) and quantity.of == (
        action.objects or ir.SourceObject()
    )
    fixed = None if own_power or isinstance(quantity, ir.DividedAmount) else run.amount(quantity)
    before = len(run.game.log)
    with run.game.dealing_damage():  # one instruction: one damage event (CR 120.3)
        for source in run.objects(action.objects):
            n = run.amount(quantity, source=source) if own_power else fixed
            if action.recipients is not None:
                for target in run.objects(action.recipients):
                    dealt = run.amount(quantity, target=target) if n is None else n
                    run.game.deal_damage(source, target, dealt, preventable=preventable)
            if action.recipient_players is not None:
                for player in run.players(action.recipient_players):
                    dealt = run.amount(quantity, target=player) if n is None else n
                    run.game.deal_damage(source, player, dealt, preventable=preventable)
    if action.remember:  # "a creature dealt damage this way": damage prevented wasn't dealt
        game = run.game
        hit = [
            e.target
            for e in game.log[before:]
            if isinstance(e, DamageDealt)
            and isinstance(e.target, GameObject)
            and "creature" in game.chars(e.target).types
        ]
        run.res.remember(action.remember, list(dict.fromkeys(hit)))
        # "the damage dealt this way": the total of the event's damage (CR 120.3, 608.2c)
        dealt = sum(e.amount for e in game.log[before:] if isinstance(e, DamageDealt))
        run.res.remember(damage_total_key(action.remember), dealt)


def damage_total_key(key: str) -> str:
    """Where a damage instruction recording under ``key`` keeps the total damage it dealt."""
    return f"{key}/damage_dealt"


def choice_bounds(count: ir.Count, x: int | None = None) -> tuple[int, int]:
    """How many objects a choice on resolution takes (CR 608.2d): exactly N, or from none to
    N for "up to N"; exactly X, ``x`` being the value announced for X (CR 107.3), where the
    caller reads it. A count of another kind is not a choice the compiler makes."""
    if count.is_x and x is not None and count.relation is ir.Relation.EXACTLY:
        return x, x
    if count.is_x or count.relation is ir.Relation.AT_LEAST:
        raise ValueError(f"no choice of {count.relation.value} {count.value} objects")
    if count.relation is ir.Relation.AT_MOST:
        return 0, count.value
    return count.value, count.value


def _how_many(count: ir.Count, x: int | None = None) -> str:
    if count.is_x and x is not None:
        return str(x)
    return f"up to {count.value}" if count.relation is ir.Relation.AT_MOST else str(count.value)


def sacrifice(run: Interpreter, action: ir.Action) -> None:
    """Sacrifice (CR 701.21a): a player sacrifices permanents they control; "sacrifices a
    creature" lets each such player choose among their own (CR 608.2d). A player with fewer
    than that many sacrifices what they can (CR 609.3); then the sacrifice was not done, for
    "If you do" (CR 101.3: the impossible part of the instruction is ignored)."""
    chosen = action.objects
    if not (isinstance(chosen, ir.ChosenObjects) and chosen.own):
        # "that player sacrifices that creature": only a player who controls it (CR 701.21a)
        named = None if action.players is None else run.players(action.players)
        for obj in run.objects(chosen):
            if named is None:
                run.game.sacrifice(obj)
                continue
            if not run.game.on_battlefield(obj):
                continue
            owner = next((p for p in named if run.game.controller(obj) is p), None)
            if owner is not None:
                run.game.sacrifice(obj, owner)
        return
    game = run.game
    # "sacrifices X lands" (CR 107.3); "sacrifices that many permanents": X is that amount
    x = run.res.x if action.amount is None else max(0, run.amount(action.amount))
    least, most = choice_bounds(chosen.count, x)
    candidates = matcher(chosen.filter).candidates(game, run.res)
    done = True
    sacrificed: list[Any] = []
    for player in run.players(chosen.chooser):
        theirs = [obj for obj in candidates if game.controller(obj) is player]
        how_many = _how_many(chosen.count, x)
        prompt = f"Choose {how_many} {chosen.filter.description} to sacrifice"
        picked = game.ask_choose(player, prompt, theirs, min=least, max=most)
        done = done and len(picked) >= least
        if len(picked) < least:
            run.unable(action, player)
        for obj in picked:
            game.sacrifice(obj, player)
        sacrificed += picked
    # "that creature" after it is the one sacrificed, as it last existed (CR 608.2h)
    run.res.remember(chosen.key, sacrificed)
    run.res.remember("did", done and run.res.recall("did", True))


def _each_player(do: Callable[[Interpreter, Player, ir.Action], object]) -> Verb:
    def verb(run: Interpreter, action: ir.Action) -> None:
        for player in run.players(action.players):
            run.acting = player
            try:
                do(run, player, action)
            finally:
                run.acting = None

    return verb


def mill(run: Interpreter, player: Player, action: ir.Action) -> None:
    """Mill (CR 701.17a): the top cards of the player's library into their graveyard. With
    ``remember``, the cards milled, as they are in the graveyard, for "the milled card" (CR
    608.2c), those of every player who milled."""
    milled = run.game.mill(player, run.amount(action.amount))
    if action.remember:
        before = list(run.res.recall(action.remember, []))
        run.res.remember(action.remember, before + list(milled))


def monstrosity(run: Interpreter, action: ir.Action) -> None:
    """Monstrosity N of the permanent (CR 701.37a); one already monstrous does nothing (and
    that is not doing it, for "if you do")."""
    n = run.amount(action.amount)
    for obj in run.objects(action.objects):
        if not run.game.monstrosity(obj, n):
            run.fell_short()


def discard(run: Interpreter, player: Player, action: ir.Action) -> None:
    """Discard (CR 701.9): a number of cards, or the whole hand."""
    hand = action.objects
    if isinstance(hand, ir.AllObjects) and hand.filter.zone is ir.ZoneName.HAND:
        if dataclasses.replace(hand.filter, description="") == _WHOLE_HAND:
            run.record(action, player, len(run.game.discard_hand(player)))
            return
        # "discards all cards of that color": the cards of the discarding player's own hand
        # the filter matches as it resolves (CR 701.9a)
        test = matcher(hand.filter)
        named = [card for card in run.game.hand(player) if test.matches(run.game, card, run.res)]
        run.record(action, player, len(run.game.discard_cards(player, named)) if named else 0)
        return
    if hand is not None:  # "That player discards that card": only from their own hand
        named = [card for card in run.objects(hand) if card.zone == HAND and card.owner is player]
        if not named or len(run.game.discard_cards(player, named)) < len(named):
            run.fell_short()
        return
    wanted = run.amount(action.amount)
    at_random = action.verb is ir.Verb.DISCARD_AT_RANDOM  # by no player (CR 701.9b)
    discarded = run.game.discard(player, wanted, random=at_random)
    if action.remember:  # "the discarded card" after it (CR 608.2h)
        run.res.remember(_cards(action.remember), list(discarded))
    if len(discarded) < wanted:  # CR 609.3
        run.fell_short()
        run.unable(action, player)


#: "Choose a card name." (CR 201.3): the prompt, and which card definitions' names may be named
NAME_CHOICES: dict[str, tuple[str, Callable[[Any], bool]]] = {
    "card_name": ("Choose a card name", lambda d: True),
    "nonland_card_name": ("Choose a nonland card name", lambda d: "land" not in d.types),
    "card_name_not_basic_land": (
        "Choose a card name other than a basic land card name",
        lambda d: not ("land" in d.types and "basic" in d.supertypes),
    ),
}


def _every_card(game: Game) -> list[Any]:
    """Every card (not token, CR 111.1) in every zone of the game, each player's own zones."""
    found = [*game.zone_objects(BATTLEFIELD), *game.zone_objects(STACK)]
    found += [*game.zone_objects(EXILE), *game.zone_objects(COMMAND)]
    for player in game.players:
        for zone in (LIBRARY, HAND, GRAVEYARD):
            found += game.zone_objects(zone, player)
    return [obj for obj in found if not getattr(obj, "is_token", False)]


#: "discard your hand": every card in it (an "all" filter with nothing more said)
_WHOLE_HAND = ir.ObjectFilter("", ("card",), zone=ir.ZoneName.HAND, zone_owner=ir.Whose.YOU)


def _cards(key: str) -> str:
    """Where a resolution keeps the cards an instruction recorded under ``key`` discarded
    (beside the count :meth:`Interpreter.record` keeps under ``key`` itself)."""
    return f"{key} cards"


def pay_life(run: Interpreter, player: Player, action: ir.Action) -> None:
    """Pay life (CR 119.4): only with a life total of at least that much (0 always can be
    paid, CR 119.4b); paying it is losing it. A player who can't pay it didn't."""
    n = max(0, run.amount(action.amount))
    if n and player.life < n:
        run.fell_short()
        return
    run.game.lose_life(player, n)


def draw(run: Interpreter, player: Player, action: ir.Action) -> None:
    """Draw (CR 121.1); fewer cards than that from a short library is not doing it. "Draw up
    to two cards": the player chooses how many, from zero (CR 608.2d)."""
    wanted = run.amount(action.amount)
    if action.count is not None and action.count.relation is ir.Relation.AT_MOST:
        prompt = f"Draw how many cards (up to {wanted})?"
        (wanted,) = run.game.ask_choose(player, prompt, list(range(wanted + 1)))
    if len(run.game.draw(player, wanted)) < wanted:
        run.fell_short()


def tap(run: Interpreter, action: ir.Action) -> None:
    """Tap (CR 701.26a): only an untapped permanent can be tapped; one already tapped was not."""
    for obj in run.objects(action.objects):
        if not run.game.tap(obj):
            run.fell_short()


def tap_or_untap(run: Interpreter, action: ir.Action) -> None:
    """ "Tap or untap target permanent" (CR 701.26a, 701.26b): the player following the
    instruction chooses, for each object as it resolves, which of the two to do (CR 608.2d)."""
    game = run.game
    for player in run.players(action.players)[:1]:  # one player: the compiler refuses more
        for obj in run.objects(action.objects):
            if not game.on_battlefield(obj):
                continue
            (choice,) = game.ask_choose(player, f"Tap or untap {obj}?", ["tap", "untap"])
            if choice == "tap":
                game.tap(obj)
            else:
                game.untap(obj)


def become_the_monarch(run: Interpreter, player: Player, action: ir.Action) -> None:
    """ "You become the monarch" (CR 725.1, 725.3): :mod:`.monarch`."""
    become_monarch(run.game, player)


def extra_turn(run: Interpreter, player: Player, action: ir.Action) -> None:
    """ "Take an extra turn after this one" (CR 500.7): added directly after this turn, one
    at a time; the most recently created is taken first."""
    n = run.amount(action.amount)
    check_count(n, "take", "extra turns")
    for _ in range(n):
        run.game.extra_turns.append(player)
        run.game.extra_turns_created += 1
        run.game.extra_turn_numbers.append(run.game.extra_turns_created)
    run.game.note(f"{player} will take {n} extra turn(s) after this one (CR 500.7)")


def fight(run: Interpreter, action: ir.Action) -> None:
    """ "[creature] fights [creature]" (CR 701.14a): each deals damage equal to its power to
    the other, in one damage event (not combat damage, CR 701.14d). Neither fights if either
    is no longer on the battlefield or no longer a creature, or is an illegal target now (then
    it is not found at all; CR 701.14b). A creature fighting itself deals twice its power to
    itself (CR 701.14c)."""
    game = run.game
    fighters = run.objects(action.objects)
    others = run.objects(action.recipients)
    if len(fighters) != 1 or len(others) != 1:
        return
    (one,), (other,) = fighters, others
    if not all(game.on_battlefield(c) and game.is_creature(c) for c in (one, other)):
        return
    with game.dealing_damage():
        if one is other:
            game.deal_damage(one, one, 2 * max(game.chars(one).power or 0, 0))
            return
        power = {id(c): max(game.chars(c).power or 0, 0) for c in (one, other)}
        game.deal_damage(one, other, power[id(one)])
        game.deal_damage(other, one, power[id(other)])


def attach(run: Interpreter, action: ir.Action) -> None:
    """ "Attach target Equipment you control to target creature you control" (CR 701.3a):
    the one object ``objects`` names is put onto the one ``recipients`` names. It doesn't
    move if it isn't an Aura or Equipment, or can't be attached to that permanent, or either
    is gone (or an illegal target now, then not found at all); onto the permanent it is
    attached to already, the effect does nothing (CR 701.3b). Not attached: not done, for a
    following "if you do" (CR 608.2c)."""
    game = run.game
    attached, onto = run.objects(action.objects), run.objects(action.recipients)
    if len(attached) != 1 or len(onto) != 1 or not game.attach(attached[0], onto[0]):
        run.fell_short()


def shuffle_into(run: Interpreter, action: ir.Action) -> None:
    """ "shuffle it into its owner's library" (CR 701.24a). With ``players`` ("Shuffle all
    creature cards from your graveyard into your library"): every object is put into its
    owner's library (CR 400.3), then each of those libraries and each library of ``players``
    is shuffled once -- even when no object was there to move (CR 701.24c, 701.24d)."""
    game = run.game
    if action.players is None:
        for obj in run.moved_objects(action.objects):
            if game.is_live(obj):
                game.move(obj, LIBRARY)
                game.shuffle(obj.owner)
        return
    shufflers = list(run.players(action.players))
    moved: list[Any] = []
    for obj in run.moved_objects(action.objects):
        if game.is_live(obj):
            new = game.move(obj, LIBRARY, cause="shuffled")
            if new is not None:
                moved.append(new)
            owner = game.player(obj.owner)
            if owner not in shufflers:
                shufflers.append(owner)
    for player in shufflers:
        game.shuffle(player)
    _remember(run, action, moved)


def look_at(run: Interpreter, action: ir.Action) -> None:
    """Look at the top of a library (an exception to CR 401.2) or at a player's hand (an
    exception to CR 402.3). The runtime keeps no hidden information, so looking changes
    nothing in the game; what was seen is logged."""
    cards = run.objects(action.objects)
    for player in run.players(action.players):
        seen = ", ".join(str(card) for card in cards) or "nothing"
        if isinstance(action.objects, ir.TopOfLibrary):
            run.game.note(f"{player} looks at the top of their library: {seen}")
        else:
            run.game.note(f"{player} looks at {seen}")
    # What "it", "from among them" and "the rest" name after (CR 608.2c).
    _remember(run, action, list(cards))


def search(run: Interpreter, action: ir.Action) -> None:
    """Search a zone for N cards matching the filter (CR 701.23a): exactly N (or all there
    are) when the count says so, a search for a quantity of cards or in a public zone (CR
    701.23d, 701.23b), else up to N; several players
    ("Each player searches their library for ...") each search their own, in APNAP order
    (CR 101.4), and what they all found is what "it" / "that card" names after it. With
    ``zone_owner`` ("Search target opponent's library") the searcher looks at that player's
    zone instead (CR 701.23a: all of its cards, though it is hidden); with ``every_zone``
    ("graveyard, hand, and library") at all the zones named at once."""
    assert action.filter is not None and action.zone is not None and action.count is not None
    game, res = run.game, run.res
    wanted = matcher(action.filter)
    everything: list[Any] = []
    zones = [action.zone.value]
    owners = run.players(action.zone_owner) if action.zone_owner is not None else None
    for player in run.players(action.players):
        zones = [action.zone.value, *(z.value for z in action.also_zones)]
        if action.also_zones and not action.every_zone:
            zones = _zones_to_search(game, player, zones)
        searched = owners if owners is not None else [player]
        if LIBRARY in zones:  # for "if an opponent searched their library this turn"
            game.history.library_searches += [(player, whose) for whose in searched]
        pool = [
            o
            for whose in searched
            for name in zones
            for o in game.zone_objects(name, whose)
            if wanted.matches(game, o, res)
        ]
        prompt = f"Search for {wanted.description}"
        if action.all_public:  # "all cards with ...": every one in a public zone (CR 701.23b)
            found = [o for o in pool if o.zone not in _HIDDEN_ZONES]
            everything += found
            pool = [o for o in pool if o.zone in _HIDDEN_ZONES]
            if not pool:
                continue
        # "a card": found if the zone has one (CR 701.23d); "up to one", or a card with a
        # stated quality in a hidden zone, may be left (CR 701.23b) -- the count says which
        must = action.count.relation is ir.Relation.EXACTLY
        most = action.count.value
        if action.count.is_x and action.amount is not None:
            most = max(0, run.amount(action.amount))  # X as the search begins (CR 107.1b)
        least = min(most, len(pool)) if must else 0
        everything += game.ask_cards(player, prompt, pool, least, most)
    _remember(run, action, everything)
    if action.remember:  # for "If you search your library this way" (CR 701.23a)
        res.remember(searched_key(action.remember), tuple(zones))


#: The hidden zones a search may leave cards in (CR 400.2, 701.23b).
_HIDDEN_ZONES = frozenset({LIBRARY, HAND})


def searched_key(remember: str) -> str:
    """Where a search records the zones it searched, next to what it found."""
    return f"{remember}:searched"


def _zones_to_search(game: Any, player: Any, zones: list[str]) -> list[str]:
    """ "Search your library and/or graveyard": the player chooses to search both zones or
    only one of them (CR 701.23a); the first option searches every zone."""
    every = " and ".join(zones)
    options = [every, *(f"{name} only" for name in zones)]
    (chosen,) = game.ask_choose(player, f"Search your {every}, or only one of them", options)
    return zones if chosen == every else [chosen.removesuffix(" only")]


def reveal(run: Interpreter, action: ir.Action) -> None:
    """Reveal (CR 701.20a): the cards on top of a player's library named by the players who
    reveal them ("Each player reveals the top card of their library") are revealed by each of
    those players, in APNAP order (CR 101.4); other cards by the controller."""
    top = action.objects
    if isinstance(top, ir.TopOfLibrary) and top.players is not None:
        cards = []
        for owner in run.library_owners(top):
            own = run.game.library(owner)[: run.top_count(top)]
            run.game.reveal(owner, own)
            cards += own
        _remember(run, action, cards)
        return
    cards = run.objects(action.objects)
    run.game.reveal(run.res.controller, cards)
    _remember(run, action, list(cards))


def reveal_until(run: Interpreter, action: ir.Action) -> None:
    """Reveal cards from the top of a library until ``count`` cards matching the filter are
    revealed, or the library runs out (CR 701.20a); exile them instead with ``zone`` exile
    (CR 701.13a, as cascade does, CR 702.85a). Revealed cards stay where they are until an
    instruction moves them. Every card revealed is recorded under ``remember``, the
    matching ones under :func:`karlov.ir.found_key`, the others under
    :func:`karlov.ir.others_key` (CR 608.2c)."""
    assert action.filter is not None and action.count is not None and action.remember
    game, res = run.game, run.res
    wanted = matcher(action.filter)
    revealed: list[Any] = []
    found: list[Any] = []
    for player in run.players(action.players)[:1]:  # one player: the compiler refuses more
        library = game.library(player)
        index = 0
        while len(found) < action.count.value:
            if action.zone is None:
                if index >= len(library):
                    break
                card = library[index]
                index += 1
            elif library:
                card = library[0]
            else:
                break
            matches = wanted.matches(game, card, res)  # as it is in the library
            if action.zone is not None:
                before = len(library)
                card = game.move(card, EXILE, cause=f"{res.source} exiles it")
                library = game.library(player)
                if card is None:  # the move was replaced (CR 614.6)
                    if len(library) >= before:  # and the card is still there: no end
                        break
                    continue
            revealed.append(card)
            if matches:
                found.append(card)
        if action.zone is None and revealed:
            game.reveal(player, revealed)
    res.remember(action.remember, revealed)
    res.remember(ir.found_key(action.remember), found)
    others = [card for card in revealed if not any(card is hit for hit in found)]
    res.remember(ir.others_key(action.remember), others)


def pay_any_amount_of_mana(run: Interpreter, action: ir.Action) -> None:
    """Join forces: "Starting with you, each player may pay any amount of mana." Each player
    named, one at a time from the controller in turn order (CR 101.4), chooses an amount and
    pays it as generic mana, activating mana abilities (CR 107.4c, 605.3a); an amount the
    player can't pay in full is not paid (CR 601.2h: no partial payment). What each paid is
    recorded for "the total amount of mana paid this way"."""
    game = run.game
    named = run.players(action.players)
    seats = list(game.players)
    first = next(i for i, p in enumerate(seats) if p is run.res.controller)
    for k in range(len(seats)):
        player = seats[(first + k) % len(seats)]
        if player.lost or not any(player is p for p in named):
            continue
        wanted = game.ask_x(player, "Pay how much mana? (join forces)")
        check_count(wanted, "pay", "mana")
        paid = wanted if wanted > 0 and game.pay_generic_mana(player, wanted, run.res.source) else 0
        run.record(action, player, paid)


def reveal_at_random(run: Interpreter, player: Player, action: ir.Action) -> None:
    """ "Target opponent reveals a card at random from their hand" (CR 701.20a): the cards
    are chosen at random, by no player (as a discard at random, CR 701.9b); fewer cards in
    hand than that reveals them all (CR 609.3). What was revealed is recorded for "that
    card" / "the revealed card"."""
    hand = list(run.game.hand(player))
    wanted = run.amount(action.amount)
    check_count(wanted, "reveal", "cards")
    cards = run.game.rng.sample(hand, min(wanted, len(hand)))
    if cards:
        run.game.reveal(player, cards)
    if len(cards) < wanted:
        run.fell_short()
    _remember(run, action, cards)


def _putter(run: Interpreter, action: ir.Action, obj: Any) -> Player:
    """Who controls a permanent put onto the battlefield: its owner when the text says so,
    else the player who puts it there (CR 110.2a): the action's player ("Its controller ...
    puts that card onto the battlefield"), or the controller of the resolving spell or
    ability."""
    if action.under_owner:
        return obj.owner
    if action.players is not None:
        putting = run.players(action.players)
        if len(putting) != 1:
            raise TypeError("one player puts a permanent onto the battlefield")
        return putting[0]
    return run.res.controller


def move(run: Interpreter, action: ir.Action) -> None:
    """Put objects into a zone (CR 400.3); each becomes a new object (CR 400.7), recorded
    for the pronouns after it."""
    assert action.zone is not None
    game = run.game
    to_zone = action.zone.value
    if action.from_zone is not None:
        # "Return this card from your graveyard": only while it is still there (CR 400.7).
        staying = [
            obj
            for obj in run.moved_objects(action.objects)
            if game.is_live(obj) and obj.zone == action.from_zone.value
        ]
        if action.position is not None or action.from_top is not None:
            _put_in_library(run, action, staying)
            return
        moved = []
        for obj in staying:
            if to_zone == BATTLEFIELD:
                controller = _putter(run, action, obj)
                moved.append(game.put_onto_battlefield(obj, controller, tapped=action.tapped))
            else:
                moved.append(game.move(obj, to_zone))
        if action.attacking:
            _put_attacking(run, moved)
        if action.remember:
            _remember(run, action, [m for m in moved if m is not None])
        return
    if action.position is not None or action.from_top is not None:
        putting = [obj for obj in run.moved_objects(action.objects) if game.is_live(obj)]
        _put_in_library(run, action, putting)
        return
    if to_zone == BATTLEFIELD:
        moved = [
            game.put_onto_battlefield(obj, _putter(run, action, obj), tapped=action.tapped)
            for obj in run.moved_objects(action.objects)
        ]
    else:
        moved = [game.move(obj, to_zone) for obj in run.moved_objects(action.objects)]
    if action.attacking:
        _put_attacking(run, moved)
    _remember(run, action, [m for m in moved if m is not None])


def _put_attacking(run: Interpreter, moved: list[Any]) -> None:
    """ "onto the battlefield tapped and attacking" (CR 508.4): each permanent put there."""
    from .combat import put_attacking

    for obj in moved:
        if obj is not None and obj.zone == BATTLEFIELD:
            put_attacking(run.game, obj)


def _put_in_library(run: Interpreter, action: ir.Action, putting: list[Any]) -> None:
    """Put cards on top or on the bottom of their owners' libraries (CR 401.4); a card already
    in its owner's library (found by a search) moves within it, no zone change (CR 400.7).
    With ``from_top`` ("second from the top"), each card is put into its owner's library with
    that many cards above it less one, or on the bottom of a library with fewer (CR 401.1)."""
    game = run.game
    if action.from_top is not None:
        placed_at = [
            game.move(obj, LIBRARY, position=action.from_top - 1)
            for obj in putting
            if obj.zone != LIBRARY
        ]
        _remember(run, action, [m for m in placed_at if m is not None])
        return
    position = action.position
    assert position is not None and action.zone is not None
    if action.order == "random":
        game.rng.shuffle(putting)  # "in a random order": no one arranges them (CR 401.4)
    elif position in ("top", "bottom") and len(putting) > 1:
        # CR 401.4: cards put there together are arranged by their owner; each card
        # moved goes onto the top (under the bottom) of the cards moved before it. "put
        # them back in any order" of another player's library: by you (``order`` "yours").
        # Cards of several owners ("on top of their owners' libraries"): each owner arranges
        # the ones going to their own library, in APNAP order (CR 101.4).
        last = "top" if position == "top" else "bottom"
        prompt = f"Order the cards for the {position} of your library (the last is the {last} card)"
        if action.order == "yours":
            groups = [(run.res.controller, putting)]
        else:
            turn_order = [player.index for player in game.apnap()]
            owners: list[Any] = []
            for obj in putting:
                if obj.owner not in owners:
                    owners.append(obj.owner)
            owners.sort(key=lambda p: turn_order.index(p.index) if p.index in turn_order else 99)
            groups = [(owner, [obj for obj in putting if obj.owner == owner]) for owner in owners]
        arranged: list[Any] = []
        for orderer, cards in groups:
            arranged.extend(game.ask_order(orderer, prompt, cards))
        putting = arranged
    placed = [
        game.place_in_library(obj, position)
        if action.zone.value == LIBRARY and obj.zone == LIBRARY
        else game.move(obj, action.zone.value, position=position)
        for obj in putting
    ]
    _remember(run, action, [m for m in placed if m is not None])


def return_to_hand(run: Interpreter, action: ir.Action) -> None:
    """Return to its owner's hand (CR 400.3); a card that died is found in the graveyard by
    the ability that triggered on it (CR 400.7e)."""
    for obj in run.moved_objects(action.objects):
        run.game.return_to_hand(obj)


def put_counters(run: Interpreter, action: ir.Action) -> None:
    """Put counters on objects (CR 122.1); a divided number as divided (CR 601.2d)."""
    assert action.counter is not None
    for obj in run.objects(action.objects):
        run.game.put_counters(obj, action.counter, run.amount(action.amount, target=obj))


def double_counters(run: Interpreter, action: ir.Action) -> None:
    """Double the number of a kind of counters on objects (CR 701.10e): give each as many of
    those counters as it already has as this resolves -- put on it (CR 122.6), so what
    applies to counters being put on it applies (CR 614.1a). No kind ("Double the number of
    each kind of counter on target permanent"): every kind it has, each as counted before
    any is put (CR 122.1)."""
    for obj in run.objects(action.objects):
        if action.counter is None:
            had = [(kind, have) for kind, have in sorted(obj.counters.items()) if have > 0]
        else:
            had = [(action.counter, obj.counters.get(action.counter, 0))]
        for kind, have in had:
            if have > 0:
                run.game.put_counters(obj, kind, have)


def remove_counters(run: Interpreter, action: ir.Action) -> None:
    """Remove counters of a kind from objects (CR 122.1): as many as each has, up to the
    amount; no amount: all of them; no kind either: every counter of every kind on each
    ("Remove all counters from target permanent")."""
    game = run.game
    if action.counter is None and action.amount is None:
        for obj in run.objects(action.objects):
            for kind, have in list(obj.counters.items()):
                if have > 0:
                    game.remove_counters(obj, kind, have)
        return
    if action.counter is None:
        # "Remove a counter from target permanent": one at a time, each of a kind the
        # instruction's controller chooses among those on it as it resolves (CR 608.2d)
        chooser = run.res.controller
        for obj in run.objects(action.objects):
            for _ in range(run.amount(action.amount, target=obj)):
                kinds = sorted(k for k, have in obj.counters.items() if have > 0)
                if not kinds:
                    run.fell_short()  # fewer than it names: not done (CR 608.2c)
                    break
                prompt = f"Choose the kind of counter to remove from {obj}"
                (kind,) = game.ask_choose(chooser, prompt, kinds) if len(kinds) > 1 else kinds
                game.remove_counters(obj, kind, 1)
        return
    for obj in run.objects(action.objects):
        have = obj.counters.get(action.counter, 0)
        n = have if action.amount is None else run.amount(action.amount, target=obj)
        if game.remove_counters(obj, action.counter, n) < n:
            # fewer than it names: not done, for a following "if you do" (CR 608.2c)
            run.fell_short()


def get_counters(run: Interpreter, player: Player, action: ir.Action) -> None:
    """A player gets counters (CR 122.1): poison counters, the kind the runtime gives a player
    (ten or more and the player loses the game, CR 122.1f, 704.5c)."""
    if action.counter != "poison":
        raise TypeError(f"no {action.counter} counters on a player")
    n = run.amount(action.amount)
    if n > 0:
        player.poison += n
        run.game.note(f"{player} gets {n} poison counter{'s' if n != 1 else ''} (CR 122.1f)")


def move_counters(run: Interpreter, action: ir.Action) -> None:
    """Move counters from one permanent onto another (CR 122.5): remove them from the first
    and put them onto the second. If either isn't possible -- the same object, the first
    without that many counters of the kind, the second unable to have them put on it, either
    no longer on the battlefield (or an illegal target now, then not found at all) -- no
    counter is removed from or put onto anything."""
    if not _moved_counters(run, action):
        run.fell_short()  # not moved: not done, for a following "if you do" (CR 608.2c)


def _moved_counters(run: Interpreter, action: ir.Action) -> bool:
    game = run.game
    assert action.counter is not None
    sources, destinations = run.objects(action.objects), run.objects(action.recipients)
    if len(sources) != 1 or len(destinations) != 1:
        return False
    (source,), (destination,) = sources, destinations
    kind, n = action.counter, run.amount(action.amount)
    if source is destination or n <= 0:
        return False
    if not (game.on_battlefield(source) and game.on_battlefield(destination)):
        return False
    if source.counters.get(kind, 0) < n:
        return False
    if kind == "+1/+1" and game.restricted(destination, "cant_have_plus_one_counters"):
        return False  # CR 101.2: the second can't have it, so the first keeps it
    game.remove_counters(source, kind, n)
    game.put_counters(destination, kind, n)
    return True


def investigate(run: Interpreter, action: ir.Action) -> None:
    """Investigate (CR 701.16a): create a Clue token, the predefined token of CR 111.10f."""
    game = run.game
    for player in run.players(action.players):
        for _ in range(run.amount(action.amount)):
            game.create_token(game.clue_definition, player, source=run.res.source)
            game.emit(Investigated(player))


def learn(run: Interpreter, player: Player, action: ir.Action) -> None:
    """Learn (CR 701.48a): "You may discard a card. If you do, draw a card. If you didn't
    discard a card, you may reveal a Lesson card you own from outside the game and put it into
    your hand." A card outside the game is one the player owns there (their sideboard, CR
    400.11a); it is brought into the game (CR 400.11b)."""
    game = run.game
    hand = game.hand(player)
    if hand:
        prompt = "Learn: you may discard a card; if you do, draw a card"
        chosen = game.ask_cards(player, prompt, hand, 0, 1)
        if chosen and game.discard_cards(player, chosen):
            game.draw(player)
            return
    lessons = [
        card for card in game.zone_objects(OUTSIDE, player) if "lesson" in game.chars(card).subtypes
    ]
    if not lessons:
        return
    prompt = (
        "Learn: you may reveal a Lesson card you own from outside the game and put it into "
        "your hand"
    )
    for card in game.ask_cards(player, prompt, lessons, 0, 1):
        game.reveal(player, [card])
        game.move(card, HAND, cause="learn")


def proliferate(run: Interpreter, player: Player, action: ir.Action) -> None:
    """Proliferate (CR 701.34a): the player chooses any number of permanents and/or players
    that have a counter (a player's are poison counters, CR 122.1f, the only ones the
    runtime gives a player), then each chosen gets one more counter of each kind it has."""
    game = run.game
    permanents = [obj for obj in game.zone_objects(BATTLEFIELD) if any(obj.counters.values())]
    poisoned = [p for p in game.players if p.poison > 0 and not p.lost]
    options: list[Any] = [*permanents, *poisoned]
    prompt = "Proliferate: choose any number of permanents and/or players that have a counter"
    for chosen in game.ask_choose(player, prompt, options, min=0, max=len(options)):
        if isinstance(chosen, Player):
            chosen.poison += 1
            game.note(f"{chosen} gets a poison counter (proliferate)")
            continue
        for kind in [kind for kind, n in chosen.counters.items() if n > 0]:
            game.put_counters(chosen, kind, 1)


def bolster(run: Interpreter, player: Player, action: ir.Action) -> None:
    """Bolster N (CR 701.39a): the player chooses a creature they control with the least
    toughness or tied for least toughness among creatures they control, and puts N +1/+1
    counters on it; with no creature, nothing happens."""
    game = run.game
    creatures = [
        obj for obj in game.zone_objects(BATTLEFIELD, player) if "creature" in game.chars(obj).types
    ]
    if not creatures:
        return
    least = min(game.chars(obj).toughness or 0 for obj in creatures)
    tied = [obj for obj in creatures if (game.chars(obj).toughness or 0) == least]
    prompt = "Bolster: choose a creature with the least toughness among creatures you control"
    for chosen in game.ask_choose(player, prompt, tied):
        game.put_counters(chosen, "+1/+1", run.amount(action.amount))


def explore(run: Interpreter, action: ir.Action) -> None:
    """Explore (CR 701.44a): the exploring permanent's controller (as it last existed on the
    battlefield if it left, CR 701.44c) reveals the top card of their library. A land card
    goes to their hand; otherwise a +1/+1 counter is put on the permanent (if it is still
    there) and they may put the revealed card into their graveyard. With an empty library
    only the counter is put (CR 701.44b: it explored all the same)."""
    game = run.game
    for permanent in run.objects(action.objects):
        here = game.on_battlefield(permanent)
        player = game.controller(permanent) if here else game.snapshot(permanent).controller
        top = game.library(player)[:1]
        if top:
            game.reveal(player, top)
        card = top[0] if top else None
        if card is not None and "land" in game.chars(card).types:
            game.move(card, HAND, cause="explore")
        else:
            if here:
                game.put_counters(permanent, "+1/+1", 1)
            if card is not None and game.ask_may(player, f"Put {card} into your graveyard?"):
                game.move(card, GRAVEYARD, cause="explore")
        # it explored, whatever of it was impossible (CR 701.44b)
        game.emit(Explored(permanent, player))


def amass(run: Interpreter, player: Player, action: ir.Action) -> None:
    """Amass [subtype] N (CR 701.47a): if the player controls no Army creature, they create the
    0/0 black [subtype] Army creature token (``action.token``); they choose an Army creature
    they control, put N +1/+1 counters on it, and if it isn't a [subtype] it becomes one in
    addition to its other types, for as long as it remains (no duration). The player amassed
    even if some of it was impossible (CR 701.47b)."""
    from .build import token_definition

    game = run.game
    spec = action.token
    assert spec is not None and spec.characteristics is not None
    subtype = next(s for s in spec.characteristics.subtypes if s != "Army")

    def armies() -> list[Any]:
        return [
            obj
            for obj in game.zone_objects(BATTLEFIELD, player)
            if "creature" in game.chars(obj).types and game.chars(obj).has_subtype("army")
        ]

    if not armies():
        definition = _BUILT.get(spec, lambda: token_definition(spec, run.definitions))
        game.create_token(definition, player, 1, source=run.res.source)
    found = armies()  # a replacement may have created none, or another object
    if not found:
        return
    prompt = "Amass: choose an Army creature you control"
    for chosen in game.ask_choose(player, prompt, found):
        game.put_counters(chosen, "+1/+1", run.amount(action.amount))
        if not game.chars(chosen).has_subtype(subtype):
            game.become(chosen, subtypes=(subtype,), source=run.res.source)


def connive(run: Interpreter, action: ir.Action) -> None:
    """Connive (CR 701.50a): the conniving permanent's controller draws a card, then discards
    a card; if a nonland card is discarded this way, they put a +1/+1 counter on the
    permanent. A permanent that left the battlefield connives with its last known information
    (CR 701.50c): its last controller draws and discards, and no counter is put (the object is
    gone). It connived whatever of it was impossible (CR 701.50b)."""
    game = run.game
    for permanent in run.objects(action.objects):
        here = game.on_battlefield(permanent)
        player = game.controller(permanent) if here else game.snapshot(permanent).controller
        game.draw(player, 1)
        discarded = game.discard(player, 1)
        if here and any("land" not in game.chars(card).types for card in discarded):
            game.put_counters(permanent, "+1/+1", 1)


def flip_coin(run: Interpreter, action: ir.Action) -> None:
    """Flip a coin (CR 705.1): the player wins or loses it at random, by the game's seeded
    generator (CR 705.2); the result is logged and recorded under ``remember``."""
    game = run.game
    player = run.players(action.players)[0]
    if action.amount is not None:  # "Flip three coins.": one flip each (CR 705.1)
        flips = [_flip(game, player) for _ in range(run.amount(action.amount))]
        if action.remember is not None:
            run.res.remember(action.remember, (flips.count(True), flips.count(False)))
        return
    won = _flip(game, player)
    if action.remember is not None:
        run.res.remember(action.remember, won)


def _flip(game: Game, player: Player) -> bool:
    """``player`` flips a coin: won or lost at random, by the game's seeded generator (CR
    705.2); logged."""
    won = game.fixed_flips.pop(0) if game.fixed_flips else game.rng.random() < 0.5
    game.note(f"{player} flips a coin and {'wins' if won else 'loses'} the flip.")
    return won


def flip_coin_until_lost(run: Interpreter, action: ir.Action) -> None:
    """ "Flip a coin until you lose a flip." (CR 705.1, 705.2): the player flips one coin at a
    time until a flip is lost; the flips won and lost (one) are recorded under ``remember``."""
    player = run.players(action.players)[0]
    won = 0
    while _flip(run.game, player):
        won += 1
    if action.remember is not None:
        run.res.remember(action.remember, (won, 1))


def clash(run: Interpreter, action: ir.Action) -> None:
    """Clash with an opponent (CR 701.30b): the player chooses an opponent; each reveals the
    top card of their library at the same time, then in APNAP order each decides whether to
    put it on the bottom, and the cards move at the same time (CR 701.30a, 701.30c). The
    player wins if they revealed a card with a higher mana value than every other card
    revealed (CR 701.30d: with none revealed by the opponent, any card of theirs is), recorded
    under ``remember``."""
    game = run.game
    you = run.players(action.players)[0]
    opponents = [p for p in game.players if p is not you and not p.lost]
    chosen = opponents  # one opponent is no choice
    if len(opponents) > 1:
        chosen = game.ask_choose(you, "Clash with an opponent: choose one", opponents)
    clashing = [p for p in game.apnap() if p is you or p in chosen]
    revealed = {p.index: game.library(p)[:1] for p in clashing}
    for player in clashing:
        if revealed[player.index]:
            game.reveal(player, revealed[player.index])
    to_bottom = [
        card
        for player in clashing
        for card in revealed[player.index]
        if game.ask_may(player, f"Clash: put {card} on the bottom of your library?")
    ]
    values = {p.index: [game.chars(c).mana_value for c in revealed[p.index]] for p in clashing}
    for card in to_bottom:
        game.move(card, LIBRARY, position="bottom")
    mine = values[you.index]
    others = [v for p in clashing if p is not you for v in values[p.index]]
    won = bool(mine) and all(mine[0] > value for value in others)
    game.note(f"{you} {'wins' if won else 'does not win'} the clash (CR 701.30d)")
    if action.remember:
        run.res.remember(action.remember, won)


def collect_evidence(run: Interpreter, action: ir.Action) -> None:
    """Collect evidence N (CR 701.59a); with X the player chooses X first (CR 107.3)."""
    res = run.res
    player = run.players(action.players)[0]
    if isinstance(action.amount, ir.XValue):
        res.x = run.game.ask_x(player, "Collect evidence X: choose X")
        res.remember("x", res.x)
    done = run.game.collect_evidence(player, run.amount(action.amount))
    res.remember("did", done and res.recall("did", True))


def _token_made(run: Interpreter, spec: ir.TokenDefinition) -> Any:
    """The definition of a token an instruction creates (CR 111.4, 111.10)."""
    from .build import token_definition

    if spec.pt is not None and spec.characteristics is not None:
        # "an X/X token": X read as the token is created, its P/T fixed then (CR 107.3, 111.4)
        x = run.amount(spec.pt)
        chars = dataclasses.replace(spec.characteristics, power=x, toughness=x)
        spec = dataclasses.replace(spec, characteristics=chars, pt=None)
        return token_definition(spec, run.definitions)
    return _BUILT.get(spec, lambda: token_definition(spec, run.definitions))


def _token_label(spec: ir.TokenDefinition) -> str:
    """A token of a choice by its name: its predefined kind (CR 111.10) or the name its
    description gives it (CR 111.4)."""
    if spec.predefined is not None:
        return spec.predefined
    assert spec.characteristics is not None
    return spec.characteristics.name


def create(run: Interpreter, action: ir.Action) -> None:
    """Create tokens (CR 111.2): a predefined token (CR 111.10) or the one described."""
    assert action.token is not None
    definition = _token_made(run, action.token)
    # a list of tokens ("a 1/1 ... token, a 2/2 ... token, and a 3/3 ... token"): one of
    # each of the others, created in the same event (CR 111.2)
    others = [_token_made(run, spec) for spec in action.more_tokens]
    made: list[Any] = []
    for player in run.players(action.players):
        if action.or_tokens:
            # "create a Food token or a Treasure token": the player creating it chooses one
            # as the instruction resolves (CR 608.2d)
            choices = [action.token, *action.or_tokens]
            labels = [_token_label(spec) for spec in choices]
            (chosen,) = run.game.ask_choose(player, "Choose a token to create", labels)
            definition = _token_made(run, choices[labels.index(chosen)])
        made += run.game.create_token(
            definition,
            player,
            run.amount(action.amount),
            tapped=action.tapped,
            source=run.res.source,
            others=others,
        )
    if action.attacking:
        _put_attacking(run, made)
    _remember(run, action, made)


def become_copy(run: Interpreter, action: ir.Action) -> None:
    """Each permanent named becomes a copy of the one object named (CR 707.2, layer 1 as of
    CR 613.2a): its copiable values as that object last existed if it left its zone (CR
    608.2h), a face-down one's being a nameless 2/2 (CR 707.2b), with the copy effect's
    exceptions (CR 707.9b) and "this ability", the ability resolving (CR 707.9a). A
    permanent that has left the battlefield is a new object the effect can't find (CR
    400.7); with no object to copy (an illegal target, CR 608.2b), nothing happens."""
    originals = run.objects(action.objects)
    if not originals and isinstance(action.objects, ir.SourceObject):
        # "that creature becomes a copy of Permeating Mass" after the source has left the
        # battlefield: its last-known information (CR 608.2h)
        originals = [run.res.source_lki] if run.res.source_lki is not None else []
    if len(originals) != 1:
        return
    original = originals[0]
    src = _as_it_last_existed(run, original)
    values = _FACE_DOWN_VALUES if src.face_down else src.copiable
    if action.copy_changes is not None:
        from .build import copy_with_exceptions

        values = copy_with_exceptions(
            values, action.copy_changes, action.copy_in_addition, run.definitions
        )
    if action.copy_this_ability:
        ability = run.res.ability
        if ability is None:
            raise TypeError("'except it has this ability' with no ability resolving")
        values = values.replace(abilities=(*values.abilities, ability))
    for obj in run.objects(action.recipients):
        if isinstance(obj, LastKnown) or obj.zone != BATTLEFIELD or not run.game.is_live(obj):
            continue
        run.game.become_copy(obj, original, values)


def _as_it_last_existed(run: Interpreter, obj: Any) -> GameObject:
    """The object whose copiable values a copy effect copies (CR 707.2): as it last existed
    (CR 608.2h) — for the permanent that left the battlefield in the event the ability
    triggered on ("Whenever a creature dies, ... a copy of that creature"), the permanent it
    was, whose copy effects no longer apply to the card it became (CR 400.7, 707.3)."""
    if isinstance(obj, LastKnown):
        return obj.obj
    event = run.res.event
    if (
        isinstance(event, ZoneChange)
        and event.obj is obj
        and event.old is not None
        and event.from_zone == BATTLEFIELD
    ):
        return event.old.obj
    return obj


def create_copy(run: Interpreter, action: ir.Action) -> None:
    """Create a token that's a copy of an object (CR 111.1, 707.2): the token's definition is
    the object's copiable values (its printed values as modified by copy effects), as the
    object last existed if it has left its zone (CR 608.2h; its old object keeps them). With
    ``tapped`` / ``attacking`` ("and that's tapped and attacking") the tokens enter tapped and
    are put onto the battlefield attacking (CR 508.4)."""
    made: list[Any] = []
    times, each = 1, run.amount(action.amount)
    if action.choose_each_time:  # "Populate X times." (CR 701.36a): chosen anew each time
        times, each = each, 1
    for _ in range(times):
        made += _copy_tokens(run, action, each)
    _remember(run, action, made)


def _copy_tokens(run: Interpreter, action: ir.Action, each: int) -> list[Any]:
    """``each`` tokens that are copies of each object ``action`` names (CR 707.2); a chosen
    object chosen anew (:attr:`~karlov.ir.Action.choose_each_time`)."""
    if action.choose_each_time:
        assert isinstance(action.objects, ir.ChosenObjects)
        run.res.remember(action.objects.key, None)
    made: list[Any] = []
    for obj in run.objects(action.objects):
        original = _as_it_last_existed(run, obj)
        # a face-down permanent's copiable values are its face-down ones (CR 707.2b, 708.2)
        copied = _FACE_DOWN_VALUES if original.face_down else original.copiable
        if action.copy_changes is not None:  # "..., except it has haste" (CR 707.9b)
            from .build import copy_with_exceptions

            copied = copy_with_exceptions(
                copied, action.copy_changes, action.copy_in_addition, run.definitions
            )
        for player in run.players(action.players):
            made += run.game.create_token(
                copied, player, each, tapped=action.tapped, source=run.res.source
            )
    if action.attacking:
        _put_attacking(run, made)
    return made


#: A face-down permanent's values (CR 708.2a): a 2/2 creature with no name, mana cost,
#: color, subtypes or abilities.
_FACE_DOWN_VALUES = CardDefinition("", "", types=("creature",), colors=(), power=2, toughness=2)


def exile(run: Interpreter, action: ir.Action) -> None:
    """Exile (CR 701.13a); what was exiled is recorded for "that card". The top cards of
    each of several players' libraries ("Each opponent exiles the top card of their
    library"): each library's own, in APNAP order (CR 101.4)."""
    game = run.game
    top = action.objects
    if isinstance(top, ir.TopOfLibrary):
        exiled_top = [
            card
            for owner in run.library_owners(top)
            for card in game.exile_top(owner, run.top_count(top))
        ]
        _remember(run, action, exiled_top)
        return
    exiled = [game.exile(obj) for obj in run.moved_objects(action.objects)]
    _remember(run, action, [e for e in exiled if e is not None])


def manifest(run: Interpreter, action: ir.Action) -> None:
    """Manifest the top cards of the player's library (CR 701.40a), one at a time (CR
    701.40e): each is put onto the battlefield face down under their control, a 2/2 creature
    with no text, name, subtypes or mana cost (CR 708.2a), and is a manifested permanent while
    it stays face down (its controller may turn it face up, :meth:`~karlov.runtime.morph.
    MorphMixin.turn_face_up_for_morph`). What was manifested is recorded for "it"."""
    game = run.game
    top = action.objects
    assert isinstance(top, ir.TopOfLibrary)
    owner = run.library_owner(top)
    made: list[GameObject] = []
    for _ in range(run.top_count(top) if owner is not None else 0):
        library = game.library(owner)
        if not library:
            break
        new = game.move(
            library[0], BATTLEFIELD, controller=run.res.controller, face_down=True, cause="manifest"
        )
        if new is not None and new.zone == BATTLEFIELD:
            new.note[MANIFESTED] = True
            made.append(new)
    _remember(run, action, made)


def choose(run: Interpreter, action: ir.Action) -> None:
    """ "Choose one of them" (CR 608.2d); "choose a creature" is chosen by resolving its
    reference, and a target was chosen on casting (CR 601.2c)."""
    ref = action.objects
    if ref is None and action.recipient_players is not None:
        _choose_players(run, action, action.recipient_players)
        return
    if action.count is None and isinstance(ref, ir.ChosenObjects) and action.remember:
        _player_chooses(run, action, ref)
        return
    options = run.objects(action.objects)
    if action.count is None:
        return
    n = min(action.count.value, len(options))
    prompt = "Choose one of them" if action.count.value == 1 else f"Choose {n} of them"
    chosen = run.game.ask_choose(run.res.controller, prompt, options, n, n)
    _remember(run, action, list(chosen))


def _choose_players(run: Interpreter, action: ir.Action, among: ir.Players) -> None:
    """ "Choose an opponent." / "Choose a player." (CR 608.2d): you choose that many of the
    players ``among`` names as it resolves, recorded for "that player" (CR 608.2c); with none
    to choose from, none is chosen (CR 609.3). Without a count ("Choose target opponent."),
    the player was chosen as a target on casting (CR 601.2c) and nothing is done now."""
    if action.count is None:
        return
    options = run.players(among)
    n = min(action.count.value, len(options))
    prompt = "Choose a player" if action.count.value == 1 else f"Choose {n} players"
    chosen = list(run.game.ask_choose(run.res.controller, prompt, options, n, n))
    run.res.remember(action.remember, chosen)
    if len(chosen) < action.count.value:
        run.fell_short()


def _player_chooses(run: Interpreter, action: ir.Action, ref: ir.ChosenObjects) -> None:
    """ "Each player chooses three permanents they control" (CR 608.2d): the chooser picks
    among the objects that match as the instruction is followed, anew each time it is done
    (for each player in turn, CR 101.4); what was chosen is added to the objects recorded
    under the reference's key ("that creature", CR 608.2c) and what it was chosen from to
    ``action.remember`` ("the rest": those not chosen)."""
    game, res = run.game, run.res
    options = matcher(ref.filter).candidates(game, res)
    choosers = run.players(ref.chooser)
    picked: list[Any] = []
    if choosers:  # the player who would choose is gone: nothing is chosen (CR 609.3)
        least, most = choice_bounds(ref.count)
        most = min(most, len(options))  # as many as there are (CR 609.3)
        prompt = f"Choose {_how_many(ref.count)} {ref.filter.description}"
        picked = list(game.ask_choose(choosers[0], prompt, options, min(least, most), most))
        if len(picked) < least:
            run.fell_short()
    res.remember(ref.key, [*res.recall(ref.key, []), *picked])
    res.remember(action.remember, [*res.recall(action.remember, []), *options])


def allow_play(run: Interpreter, action: ir.Action) -> None:
    """ "You may play that card this turn" (a permission, CR 601.2, 305.1); "You may cast that
    card this turn" (``ALLOW_CAST``): casting only, so never a land (CR 305.9)."""
    kind = "cast" if action.verb is ir.Verb.ALLOW_CAST else "play"
    for card in run.objects(action.objects):
        for player in run.players(action.players):
            run.game.grant_play_permission(card, player, this_turn=True, kind=kind)


def cast_without_paying(run: Interpreter, action: ir.Action) -> None:
    """ "You may cast a spell with mana value 3 or less from your hand without paying its mana
    cost." (CR 608.2g, 118.9): the resolving ability's controller chooses ``count`` of the cards
    ``objects`` names, land cards left out (a land can't be cast, CR 305.9), and casts them one
    at a time as it resolves, each becoming the topmost object of the stack with no priority
    after it and no timing of its card type (CR 608.2g), paying nothing for its mana cost (an
    alternative cost, CR 118.9). A card that can't be cast (no legal target, CR 601.2c) stays
    where it is (the cast is undone, CR 601.2). The cards cast are recorded under
    ``remember`` ("the exiled cards that weren't cast this way", CR 608.2c)."""
    from .zone_casting import WITHOUT_PAYING, cast_by_effect

    game, caster = run.game, run.res.controller
    options = [  # a permanent or a spell is no card to cast (CR 601.2a)
        c
        for c in run.objects(action.objects)
        if "land" not in game.chars(c).types and c.zone not in (BATTLEFIELD, STACK)
    ]
    wanted = action.count
    if wanted is None or not options:
        return
    if wanted.relation is ir.Relation.EXACTLY:
        least = most = min(wanted.value, len(options))
    else:  # "up to two" / "any number of" (at most everything there is)
        least, most = 0, min(wanted.value, len(options))
    prompt = "Choose a card to cast without paying its mana cost"
    if most != 1:
        prompt = f"Choose up to {most} cards to cast without paying their mana costs"
    chosen = (
        options if len(options) == least else game.ask_choose(caster, prompt, options, least, most)
    )
    cast = []
    for card in chosen:  # no choice where every one is cast
        if cast_by_effect(game, caster, card, WITHOUT_PAYING, "without paying its mana cost"):
            cast.append(card)
    if action.remember:  # "the exiled cards that weren't cast this way" (CR 608.2c)
        run.res.remember(action.remember, cast)


def allow_play_through_next_turn(run: Interpreter, action: ir.Action) -> None:
    """ "Until the end of your next turn, you may play those cards." (CR 305.1, 601.2,
    611.2a): a permission of each card, ending with its player's next turn."""
    for card in run.objects(action.objects):
        for player in run.players(action.players):
            run.game.grant_play_permission(card, player, this_turn=False, through_next_turn=True)


def allow_play_while_exiled(run: Interpreter, action: ir.Action) -> None:
    """ "You may play / cast that card for as long as it remains exiled." (CR 305.1, 601.2): a
    permission of the card in exile, which ends as it leaves exile (a new object, CR 400.7);
    a card not in exile now gets none (CR 611.2b)."""
    kind = "cast" if action.verb is ir.Verb.ALLOW_CAST_WHILE_EXILED else "play"
    for card in run.objects(action.objects):
        if card.zone != EXILE or not run.game.is_live(card):
            continue
        for player in run.players(action.players):
            run.game.grant_play_permission(card, player, this_turn=False, kind=kind)


def cast_as_though_flash(run: Interpreter, player: Player, action: ir.Action) -> None:
    """ "You may cast spells this turn as though they had flash." (CR 702.8a, 601.3b, 611.2a):
    spells matching the filter, by their characteristics as they are cast, this turn."""
    assert action.filter is not None
    grant = CastBan(player, matcher(action.filter), run.game.turn, action.filter.description)
    run.game.flash_grants.append(grant)


def cant_play_lands(run: Interpreter, player: Player, action: ir.Action) -> None:
    """ "Target player can't play lands this turn." (CR 305.1, 101.2, 611.2a)."""
    player.no_lands_turn = run.game.turn


def extra_land_this_turn(run: Interpreter, player: Player, action: ir.Action) -> None:
    """ "You may play an additional land this turn.", "... two additional lands this turn."
    (CR 305.2, 611.2a): that many more land plays this turn."""
    player.extra_lands_this_turn += 1 if action.amount is None else run.amount(action.amount)


def conjure(run: Interpreter, action: ir.Action) -> None:
    """Conjure (digital only): new cards from a named card's definition into a zone."""
    assert action.card_name is not None and action.zone is not None
    definition = run.definitions.cards.get(action.card_name)
    if definition is None:
        raise UnknownCardError(f"no definition of the card {action.card_name!r} to conjure")
    for player in run.players(action.players):
        n = run.amount(action.amount)
        check_count(n, "conjure", "cards")
        check_objects(run.game, n, f"conjure {n:,} cards")
        for _ in range(n):
            run.game.conjure(definition, player, action.zone.value)


def copy_spell(run: Interpreter, action: ir.Action) -> None:
    """Copy a spell (CR 707.10); its controller is the copy's. The copy keeps the spell's
    targets: new ones only where the text says so (CR 707.10c, ``CHOOSE_NEW_TARGETS``); the
    copy effect's exceptions are part of the copy's copiable values (CR 707.9b). A spell named
    without targeting it ("When you cast this spell, copy it", "copy that spell") is copied as
    it last existed on the stack if it has left it (CR 113.7a, 608.2h: the ability still
    resolves, as storm's copies do); a target that left makes the ability's target illegal
    instead (CR 608.2b). ``amount`` ("copy that spell twice"): that many copies, one after
    another."""
    made = []
    last_known = not isinstance(action.objects, ir.TargetObjects)
    # "That player may copy this spell": the copy is that player's (CR 707.10); no players
    # named is you
    makers = run.players(action.players) if action.players is not None else [run.res.controller]
    times = run.amount(action.amount) if action.amount is not None else 1
    for maker in makers:
        for spell in [s for s in run.objects(action.objects) for _ in range(times)]:
            values = None
            if action.copy_changes is not None:  # "except that the copy is red" (CR 707.9b)
                from .build import copy_with_exceptions

                values = copy_with_exceptions(
                    spell.copiable, action.copy_changes, action.copy_in_addition, run.definitions
                )
            copy = run.game.copy_spell(
                spell, maker, new_targets=False, last_known=last_known, values=values
            )
            if copy is not None:
                made.append(copy)
    _remember(run, action, made)


def choose_new_targets(run: Interpreter, action: ir.Action) -> None:
    """You choose new targets for each spell named (CR 115.7d, 707.10c); a spell no longer on
    the stack is left alone. With ``players`` ("they may choose a new target for that copy"),
    each copy's controller among them chooses for it (CR 707.10c: its controller)."""
    if action.players is None:
        for spell in run.objects(action.objects):
            run.game.choose_new_targets(spell, run.res.controller)
        return
    named = run.players(action.players)
    for spell in run.objects(action.objects):
        owner = run.game.controller(spell)
        if any(owner is player for player in named):
            run.game.choose_new_targets(spell, owner)


def exchange_control(run: Interpreter, action: ir.Action) -> None:
    """Exchange control of two permanents (CR 701.12b)."""
    pair = run.objects(action.objects)
    if len(pair) == 2:
        run.game.exchange_control(pair[0], pair[1], source=run.res.source)


def exchange_life_totals(run: Interpreter, action: ir.Action) -> None:
    """Two players exchange life totals (CR 701.12c): the one with less life gains the
    difference, the other loses it; unless they are two players, or if the one who would gain
    can't gain life, nothing happens (CR 701.12a: the whole exchange or none of it, 119.7)."""
    pair = run.players(action.players)
    if len(pair) != 2 or pair[0] is pair[1]:
        return
    low, high = sorted(pair, key=lambda player: player.life)
    difference = high.life - low.life
    if difference == 0 or run.game.cant_gain_life(low):
        return
    run.game.gain_life(low, difference)
    run.game.lose_life(high, difference)


def vote_won(votes: list[str], test: ir.VoteResult) -> bool:
    """ "If time gets more votes" (CR 701.38a): the option got more votes than every other
    option; "... or the vote is tied": or no option got more votes than every other."""
    if not votes:  # no player voted: no option got more votes
        return test.or_tied
    counts = {option: votes.count(option) for option in set(votes) | {test.option}}
    mine = counts.pop(test.option)
    if all(mine > other for other in counts.values()):
        return True
    if not test.or_tied:
        return False
    most = max([mine, *counts.values()])
    return [mine, *counts.values()].count(most) > 1


#: The instructions whose cards are recorded for "exiled / milled / discarded this way": the
#: zone each moves cards from (None: wherever they are, into exile, CR 701.13a).
_MOVED_FROM: dict[ir.Verb, str | None] = {
    ir.Verb.EXILE: None,
    ir.Verb.MILL: LIBRARY,
    ir.Verb.DISCARD: HAND,
    ir.Verb.DISCARD_AT_RANDOM: HAND,
    ir.Verb.SACRIFICE: BATTLEFIELD,
}


def _remember(run: Interpreter, action: ir.Action, found: list[Any]) -> None:
    if action.remember:  # with the other cards of a merged permanent it moved (CR 730.3c)
        run.res.remember(action.remember, run.with_merged_cards(found))


def destroy(run: Interpreter, action: ir.Action) -> None:
    """Destroy each object (CR 701.8); "It can't be regenerated." (CR 701.19c): no shield
    replaces this destruction. With ``remember``, how many were destroyed, by controller, for
    "for each creature destroyed this way" (CR 608.2c): one that is still on the battlefield
    (regenerated, indestructible, saved by umbra armor) was not (CR 701.8c, 702.12b)."""
    game = run.game
    regenerable = action.verb is not ir.Verb.DESTROY_NO_REGENERATION
    for obj in run.objects(action.objects):
        if not game.on_battlefield(obj):
            continue
        controller = game.controller(obj)
        new = game.destroy(obj, regenerable=regenerable)
        if not game.on_battlefield(obj):
            run.record(action, controller, 1)
            if action.remember and new is not None and new.zone == GRAVEYARD:
                # it died (CR 700.4): put into a graveyard, not exiled instead (CR 614.1a);
                # a token did too, though it then ceases to exist (CR 111.7)
                died = dict(run.res.recall(died_key(action.remember)) or {})
                died[controller.index] = died.get(controller.index, 0) + 1
                run.res.remember(died_key(action.remember), died)


def died_key(remember: str) -> str:
    """Where a destruction records, by controller, the permanents it put into a graveyard
    (CR 700.4: they died), next to how many it destroyed."""
    return f"{remember}:died"


def tally_acts(history: Any, player: Player, quantity: ir.TurnTally) -> list[Any]:
    """What ``player`` did as the tally's act this turn, to objects that fit its filter as
    they were then (CR 608.2h): cards drawn or discarded, tokens created, permanents
    sacrificed or that entered under their control."""
    if quantity.filter is None:
        return history.acts_by(player, quantity.event)
    found = matcher(quantity.filter)
    return history.acts_by(player, quantity.event, found.chars_ok, quantity.filter.tokens)


VERBS: dict[ir.Verb, Verb] = {
    ir.Verb.DESTROY: destroy,  # CR 701.8
    ir.Verb.DESTROY_NO_REGENERATION: destroy,  # CR 701.19c
    ir.Verb.REGENERATE: _each_object(lambda game, obj: game.regenerate(obj)),  # CR 701.19a
    ir.Verb.SUSPECT: _each_object(lambda game, obj: game.suspect(obj)),  # CR 701.60
    ir.Verb.REMOVE_FROM_COMBAT: _each_object(lambda game, obj: game.remove_from_combat(obj)),
    ir.Verb.BECOME_BLOCKED: _each_object(lambda game, obj: game.become_blocked(obj)),  # CR 509.1h
    ir.Verb.MANIFEST: manifest,  # CR 701.40a
    ir.Verb.TAP: tap,
    ir.Verb.UNTAP: _each_object(lambda game, obj: game.untap(obj)),  # CR 701.26b
    ir.Verb.PHASE_OUT: _each_object(lambda game, obj: game.phase_out(obj)),  # CR 702.26b
    ir.Verb.TAP_OR_UNTAP: tap_or_untap,
    ir.Verb.FIGHT: fight,
    ir.Verb.ATTACH: attach,
    ir.Verb.EXTRA_TURN: _each_player(extra_turn),
    ir.Verb.BECOME_MONARCH: _each_player(become_the_monarch),
    ir.Verb.DEAL_DAMAGE: deal_damage,
    ir.Verb.DEAL_DAMAGE_UNPREVENTABLE: deal_damage,
    ir.Verb.SACRIFICE: sacrifice,
    ir.Verb.GAIN_LIFE: _each_player(lambda run, p, a: run.game.gain_life(p, run.amount(a.amount))),
    ir.Verb.LOSE_LIFE: _each_player(
        lambda run, p, a: run.record(a, p, run.game.lose_life(p, run.amount(a.amount)))
    ),
    ir.Verb.PAY_LIFE: _each_player(pay_life),
    ir.Verb.DRAW: _each_player(draw),
    ir.Verb.DISCARD: _each_player(discard),
    ir.Verb.DISCARD_AT_RANDOM: _each_player(discard),
    ir.Verb.MILL: _each_player(mill),
    ir.Verb.SCRY: _each_player(lambda run, p, a: run.game.scry(p, run.amount(a.amount))),
    # CR 107.14, 122.1: energy counters on the player
    ir.Verb.GET_ENERGY: _each_player(
        lambda run, p, a: run.game.get_energy(p, run.amount(a.amount))
    ),
    ir.Verb.SURVEIL: _each_player(lambda run, p, a: run.game.surveil(p, run.amount(a.amount))),
    ir.Verb.SHUFFLE: _each_player(lambda run, p, a: run.game.shuffle(p)),
    ir.Verb.SHUFFLE_INTO: shuffle_into,
    ir.Verb.SEARCH: search,
    ir.Verb.REVEAL: reveal,
    ir.Verb.REVEAL_UNTIL: reveal_until,
    ir.Verb.REVEAL_AT_RANDOM: _each_player(reveal_at_random),
    ir.Verb.PAY_ANY_AMOUNT_OF_MANA: pay_any_amount_of_mana,
    ir.Verb.LOOK_AT: look_at,
    ir.Verb.MOVE: move,
    ir.Verb.RETURN_TO_HAND: return_to_hand,
    ir.Verb.PUT_COUNTERS: put_counters,
    ir.Verb.MOVE_COUNTERS: move_counters,
    ir.Verb.REMOVE_COUNTERS: remove_counters,
    ir.Verb.DOUBLE_COUNTERS: double_counters,
    ir.Verb.GET_COUNTERS: _each_player(get_counters),
    ir.Verb.INVESTIGATE: investigate,
    ir.Verb.COLLECT_EVIDENCE: collect_evidence,
    ir.Verb.PROLIFERATE: _each_player(proliferate),
    ir.Verb.LEARN: _each_player(learn),
    ir.Verb.VENTURE: _each_player(lambda run, p, a: venture(run.game, p)),  # CR 701.49
    ir.Verb.BOLSTER: _each_player(bolster),
    ir.Verb.MONSTROSITY: monstrosity,
    ir.Verb.SHUFFLE_ZONES_INTO: _each_player(
        lambda run, p, a: run.game.shuffle_zones_into_library(
            p, tuple(z.value for z in (a.from_zone, *a.also_zones) if z is not None)
        )
    ),
    ir.Verb.WIN_GAME: _each_player(lambda run, p, a: run.game.win(p)),  # CR 104.2b
    ir.Verb.LOSE_GAME: _each_player(lambda run, p, a: run.game.lose_game(p)),  # CR 104.3e
    # CR 106.4: "that player loses all unspent mana" empties their mana pool
    ir.Verb.LOSE_UNSPENT_MANA: _each_player(lambda run, p, a: p.pool.empty()),
    ir.Verb.EXPLORE: explore,
    ir.Verb.CONNIVE: connive,
    ir.Verb.AMASS: _each_player(amass),
    ir.Verb.CLASH: clash,
    ir.Verb.FLIP_COIN: flip_coin,
    ir.Verb.FLIP_COIN_UNTIL_LOST: flip_coin_until_lost,
    ir.Verb.CREATE: create,
    ir.Verb.CREATE_COPY: create_copy,
    ir.Verb.BECOME_COPY: become_copy,
    ir.Verb.EXILE: exile,
    ir.Verb.CHOOSE: choose,
    ir.Verb.ALLOW_PLAY: allow_play,
    ir.Verb.ALLOW_CAST: allow_play,  # CR 601.2, 305.9
    ir.Verb.CAST_WITHOUT_PAYING: cast_without_paying,  # CR 608.2g, 118.9
    ir.Verb.ALLOW_PLAY_WHILE_EXILED: allow_play_while_exiled,  # CR 305.1, 400.7
    ir.Verb.ALLOW_PLAY_THROUGH_NEXT_TURN: allow_play_through_next_turn,  # CR 611.2a
    ir.Verb.ALLOW_CAST_WHILE_EXILED: allow_play_while_exiled,  # CR 601.2, 400.7
    ir.Verb.EXTRA_LAND_THIS_TURN: _each_player(extra_land_this_turn),  # CR 305.2
    ir.Verb.CANT_PLAY_LANDS: _each_player(cant_play_lands),  # CR 305.1, 101.2
    ir.Verb.CAST_AS_THOUGH_FLASH: _each_player(cast_as_though_flash),  # CR 702.8a, 601.3b
    ir.Verb.CONJURE: conjure,
    ir.Verb.COPY_SPELL: copy_spell,
    ir.Verb.CHOOSE_NEW_TARGETS: choose_new_targets,
    ir.Verb.EXCHANGE_LIFE_TOTALS: exchange_life_totals,
    ir.Verb.EXCHANGE_CONTROL: exchange_control,
    ir.Verb.COUNTER: counter_spells,  # CR 701.6a
}
"""One function per :class:`~karlov.ir.Verb` (a test checks that none is missing)."""


BASIC_LAND_TYPES = frozenset({"plains", "island", "swamp", "mountain", "forest"})
"""The basic land types (CR 305.6), lower case as the runtime keeps subtypes."""


def basic_land_types_among(game: Game, found: Iterable[GameObject]) -> int:
    """How many basic land types are among the objects ``found`` (domain, CR 305.6): each type
    once, however many objects have it; a land with two basic land types counts both."""
    types: set[str] = set()
    for obj in found:
        types |= BASIC_LAND_TYPES & {subtype.lower() for subtype in game.chars(obj).subtypes}
    return len(types)


def devotion(game: Game, players: Iterable[Player], colors: frozenset[str]) -> int:
    """Devotion to ``colors`` (CR 700.5): each mana symbol of one of the colors in the mana
    costs of the players' permanents, a hybrid symbol once."""
    total = 0
    for player in players:
        for permanent in game.zone_objects(BATTLEFIELD, player):
            symbols = getattr(game.chars(permanent).mana_cost, "symbols", ())
            total += sum(1 for symbol in symbols if colors & set(symbol.options))
    return total
