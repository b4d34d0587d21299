"""Combat (CR 506-511): declaring attackers and blockers, and combat damage with first strike,
double strike, trample, deathtouch and lifelink."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .abilities import (
    BANDING,
    CANT_ATTACK,
    CANT_BLOCK,
    DEATHTOUCH,
    DEFENDER,
    DOUBLE_STRIKE,
    FEAR,
    FIRST_STRIKE,
    FLYING,
    HORSEMANSHIP,
    INTIMIDATE,
    MENACE,
    REACH,
    SHADOW,
    SKULK,
    TRAMPLE,
    VIGILANCE,
    Protection,
    landwalk_lands,
)
from .agent import Decision
from .errors import GameLimitError, IllegalAction
from .events import (
    AttackersDeclared,
    BlockersDeclared,
    BlocksCreature,
    CreatureAttacks,
    CreatureBecameBlocked,
    CreatureBlocks,
    CreatureUnblocked,
)
from .objects import BATTLEFIELD, GameObject, Player

if TYPE_CHECKING:
    from .game import Game


@dataclass(eq=False)
class Combat:
    """The current combat. ``attackers`` maps attacking creature -> player or planeswalker it
    attacks; ``blockers`` maps blocking creature -> the attackers it blocks (one, or more for a
    creature that can block an additional creature or any number, CR 509.1a); ``blocked``
    holds ids of attackers that became blocked (they stay blocked even if the blocker leaves,
    CR 509.1h)."""

    attackers: dict[GameObject, Any] = field(default_factory=dict)
    blockers: dict[GameObject, list[GameObject]] = field(default_factory=dict)
    blocked: set[int] = field(default_factory=set)
    dealt_first_strike: set[int] = field(default_factory=set)
    #: the attacking creatures as they were declared this combat (CR 508.1a): "you attacked
    #: with creatures with total power 6 or greater this combat"
    declared: list[Any] = field(default_factory=list)
    #: the blocking creatures as they were declared this combat (CR 509.1a): "if ~ attacked or
    #: blocked this combat"
    declared_blockers: list[Any] = field(default_factory=list)
    #: the players and planeswalkers attacked as the attackers were declared (CR 508.1b):
    #: "you've been attacked this step"
    attacked: list[Any] = field(default_factory=list)
    #: blockers have been declared this combat: each attacker is now blocked or unblocked
    #: (CR 509.1h), which it is not before
    blockers_declared: bool = False
    #: the attacking bands declared with the attackers (CR 508.1e, 702.22c): each lasts for
    #: the rest of combat (CR 702.22e); a creature removed from combat leaves its band
    #: (CR 702.22f, :meth:`band_of`)
    bands: list[list[GameObject]] = field(default_factory=list)

    def band_of(self, attacker: GameObject) -> list[GameObject]:
        """The other attacking creatures in ``attacker``'s band (CR 702.22c), or none: those
        still attacking (CR 702.22f)."""
        for band in self.bands:
            if any(a is attacker for a in band):
                return [a for a in band if a is not attacker and a in self.attackers]
        return []

    def unblocked_attackers(self) -> list[GameObject]:
        """The attacking creatures no creature was declared to block, once blockers are
        declared (CR 509.1h), and those put onto the battlefield attacking since (CR 508.4d)."""
        if not self.blockers_declared:
            return []
        return [a for a in self.attackers if a.id not in self.blocked]

    def blockers_of(self, attacker: GameObject) -> list[GameObject]:
        return [b for b, blocked in self.blockers.items() if any(a is attacker for a in blocked)]

    def remove(self, obj: GameObject) -> None:
        """A creature that leaves the battlefield is removed from combat (CR 506.4)."""
        self.attackers.pop(obj, None)
        self.blockers.pop(obj, None)


def can_attack(game: Game, obj: GameObject) -> str | None:
    """Return why ``obj`` can't attack, or ``None`` if it can (CR 508.1a)."""
    if not game.on_battlefield(obj):
        return f"{obj} is not on the battlefield"
    ch = game.chars(obj)
    if "creature" not in ch.types:
        return f"{obj} is not a creature"
    if ch.controller is not game.active:
        return f"{obj} is not controlled by the active player"
    if obj.tapped:
        return f"{obj} is tapped"
    if game._summoning_sick(obj) and not game.restricted(obj, "attacks_as_though_haste"):
        # "can attack as though it had haste" (CR 702.10b): only the attack, not its {T}
        # abilities
        return f"{obj} has summoning sickness (CR 302.6)"
    if DEFENDER in ch.abilities and not game.restricted(obj, "attacks_despite_defender"):
        return f"{obj} has defender (CR 702.3b)"
    if CANT_ATTACK in ch.abilities or game.restricted(obj, "cant_attack"):
        return f"{obj} can't attack"
    if game.any_restrictions():
        why = [_forbidden_defender(game, obj, d) for d in defenders(game)]
        if why and all(why):
            return why[0]  # "can't attack you": no player or planeswalker it may attack
    return None


def _forbidden_defender(game: Game, attacker: GameObject, defender: Any) -> str | None:
    """Why "can't attack you or planeswalkers you control" forbids ``attacker`` to attack
    ``defender`` (the restriction's source's controller, or a planeswalker they control), or
    None (CR 508.1c)."""
    for _part, source in game.restrictions_with_sources(attacker, "cant_attack_you"):
        you = game.controller(source)
        if defender is you:
            return f"it can't attack {you} (CR 508.1c)"
        if not isinstance(defender, Player) and game.controller(defender) is you:
            return f"it can't attack planeswalkers {you} controls (CR 508.1c)"
    for _part, source in game.restrictions_with_sources(attacker, "cant_attack_you_player"):
        you = game.controller(source)
        if defender is you:  # "can't attack you": its planeswalkers it may (CR 508.1c)
            return f"it can't attack {you} (CR 508.1c)"
    return None


#: The attack taxes (CR 508.1d) by whom they protect: any defender, the ability's controller,
#: or that player and the planeswalkers they control.
_ATTACK_TAXES = ("attack_tax", "attack_tax_you", "attack_tax_you_or_planeswalkers")


def _attack_taxes(game: Game, attackers: dict[GameObject, Any]) -> list[str]:
    """The mana the attacking player must pay for these attackers (CR 508.1h: the total cost,
    locked in; paid at 508.1i): each attack tax of each attacking creature it applies to, by
    the player or planeswalker that creature attacks."""
    found: list[str] = []
    for attacker, defender in attackers.items():
        found += _taxes_on(game, attacker, defender)
    return found


def _taxes_on(game: Game, attacker: GameObject, defender: Any) -> list[str]:
    """The attack taxes on ``attacker`` attacking ``defender`` (CR 508.1d)."""
    found: list[str] = []
    for kind in _ATTACK_TAXES:
        for part, source in game.restrictions_with_sources(attacker, kind):
            you = game.controller(source)
            if kind == "attack_tax_you" and defender is not you:
                continue
            if kind == "attack_tax_you_or_planeswalkers" and not (
                defender is you
                or (not isinstance(defender, Player) and game.controller(defender) is you)
            ):
                continue
            if part.mana:
                found.append(part.mana)
    return found


def most_in_combat(game: Game, block: bool) -> int | None:
    """The fewest attackers (or blockers) any "No more than N creatures can attack (block)
    each combat" lets a declaration have (CR 508.1c, 509.1b), or None without one."""
    from .abilities import MostInCombat

    found = [
        rule.count
        for ability, _source in game.active_static()
        for rule in ability.rules
        if isinstance(rule, MostInCombat) and rule.block == block
    ]
    return min(found) if found else None


def required_attackers(game: Game) -> list[GameObject]:
    """A declaration that obeys the most "attacks each combat if able" requirements possible
    without disobeying a restriction (CR 508.1d): every creature with one (or goaded, CR
    701.15b) that is able to attack, and, when the only one "can't attack alone" (CR 506.5),
    another creature with it (or none if there is none)."""
    if not game.any_restrictions():
        return []  # "attacks each combat if able" is a restriction (CR 508.1d)
    legal = legal_attackers(game)
    required = [o for o in legal if _has_attack_requirement(game, o) and _legal_defenders(game, o)]
    most = most_in_combat(game, block=False)
    if most is not None:  # "No more than N creatures can attack each combat" (CR 508.1c)
        required = required[:most]
    if len(required) == 1 and game.restricted(required[0], "cant_attack_alone"):
        others = [o for o in legal if o is not required[0]]
        return [required[0], others[0]] if others else []
    return required


def _has_attack_requirement(game: Game, obj: GameObject) -> bool:
    return game.restricted(obj, "attacks_each_combat") or game.restricted(obj, "goaded")


def goaders(game: Game, obj: GameObject) -> list[Player]:
    """The players who goaded ``obj``, each once (CR 701.15b-d): the player an effect
    recorded, or the controller of the static ability's source ("is goaded")."""
    out: list[Player] = []
    for part, source in game.restrictions_with_sources(obj, "goaded"):
        player = part.player if part.player is not None else game.controller(source)
        if player not in out:
            out.append(player)
    return out


def _attack_score(game: Game, obj: GameObject, defender: Any) -> int:
    """How many attack requirements ``obj`` attacking ``defender`` obeys (CR 508.1d): "attacks
    each combat if able", and for each player who goaded it, "attacks each combat if able" and
    "attacks a player other than [that player] if able" (CR 701.15b-c): a player, not a
    planeswalker."""
    n = 1 if game.restricted(obj, "attacks_each_combat") else 0
    for goader in goaders(game, obj):
        n += 2 if isinstance(defender, Player) and defender is not goader else 1
    return n


def _legal_defenders(game: Game, obj: GameObject) -> list[Any]:
    """The players and planeswalkers ``obj`` may attack (CR 508.1b-c) as far as its attack
    requirements go: not one it may attack only by paying a cost, which no requirement obliges
    its controller to pay (CR 508.1d)."""
    return [
        d
        for d in defenders(game)
        if _defender_lacks(game, obj, d) is None
        and _forbidden_defender(game, obj, d) is None
        and not _taxes_on(game, obj, d)
    ]


def best_defenders(game: Game, obj: GameObject) -> list[Any]:
    """The players and planeswalkers ``obj`` may attack obeying the most of its attack
    requirements (CR 508.1d; a goaded creature's, CR 701.15b)."""
    legal = _legal_defenders(game, obj)
    if not legal:
        return []
    most = max(_attack_score(game, obj, d) for d in legal)
    return [d for d in legal if _attack_score(game, obj, d) == most]


def _obeyed_requirements(game: Game, attackers: dict[GameObject, Any]) -> str | None:
    """Why a declaration of attackers obeys fewer requirements than it could (CR 508.1d)."""
    if not game.any_restrictions():
        return None
    possible = required_attackers(game)
    best = {o: max((_attack_score(game, o, d) for d in _legal_defenders(game, o)), default=0)
            for o in possible}  # fmt: skip
    obeyed = sum(_attack_score(game, o, d) for o, d in attackers.items())
    most = most_in_combat(game, block=False)
    # "No more than N creatures can attack each combat": only N of them may obey theirs
    # (CR 508.1d: the most requirements obeyed without disobeying a restriction)
    ceiling = sum(sorted(best.values(), reverse=True)[:most] if most is not None else best.values())
    if obeyed >= ceiling:
        return None
    missing = [
        o
        for o in possible
        if best[o] and (o not in attackers or _attack_score(game, o, attackers[o]) < best[o])
    ]
    goaded = [o for o in missing if goaders(game, o)]
    if goaded:
        o = goaded[0]
        names = " and ".join(str(p) for p in goaders(game, o))
        return (
            f"{o} is goaded: it attacks each combat if able and attacks a player other than "
            f"{names} if able (CR 701.15b)"
        )
    names = ", ".join(str(o) for o in missing)
    return f"{names} attacks each combat if able (CR 508.1d)"


def legal_attackers(game: Game) -> list[GameObject]:
    return [o for o in game.creatures(game.active) if can_attack(game, o) is None]


def defenders(game: Game) -> list[Any]:
    out: list[Any] = list(game.opponents(game.active))
    for p in game.opponents(game.active):
        out += [o for o in game.permanents(p) if "planeswalker" in game.chars(o).types]
    return out


def put_attacking(game: Game, obj: GameObject) -> None:
    """A creature put onto the battlefield attacking (CR 508.4): in combat, under the
    attacking player's control (CR 506.3b), it attacks a player or planeswalker its
    controller chooses among those it could attack (CR 508.4, 506.3c); it was never declared
    as an attacker, so no "whenever ~ attacks" triggers and no requirement or restriction on
    declaring attackers applies (CR 508.4c). Put in after blockers were declared, it is
    unblocked (CR 508.4d: the combat never recorded it as blocked)."""
    combat = game.combat
    if combat is None or game.controller(obj) is not game.active:
        return
    if "creature" not in game.chars(obj).types:  # CR 506.3a
        return
    options = defenders(game)
    if not options:
        return
    if len(options) == 1:
        chosen = options[0]
    else:
        picked = game.ask_choose(
            game.controller(obj), f"Choose the player or planeswalker {obj} attacks", options
        )
        if not picked:
            return
        chosen = picked[0]
    combat.attackers[obj] = chosen


def ask_attackers(game: Game) -> None:
    cands = legal_attackers(game)
    if not cands:
        declare_attackers(game, {})
        return
    answer = game.ask(
        Decision(
            "attackers",
            game.active,
            "Declare attackers",
            cands,
            defenders=defenders(game),
            extra={
                "required": required_attackers(game),
                "alone": [o for o in cands if game.restricted(o, "cant_attack_alone")],
                # where each creature with attack requirements obeys the most (CR 508.1d)
                "best": {o: best_defenders(game, o) for o in required_attackers(game)},
                # creatures that would attack some defender only by paying a cost (CR 508.1d)
                "taxed": [o for o in cands if any(_taxes_on(game, o, d) for d in defenders(game))]
                if game.any_restrictions()
                else [],
            },
        )
    )
    declare_attackers(game, answer)


def declare_attackers(game: Game, attackers: dict[GameObject, Any] | Any, bands: Any = ()) -> None:
    """Declare attackers (CR 508.1): check legality, announce the attacking bands (CR 508.1e,
    :func:`_check_bands`), tap attackers without vigilance, record history, emit
    AttackersDeclared (if any attack), then the active player gets priority."""
    game._check_running()
    if game.awaiting != "attackers":
        raise IllegalAction(
            "Attackers can be declared only at the start of the declare attackers step (CR 508.1)."
        )
    if not isinstance(attackers, dict):
        opp = game.opponents(game.active)[0]
        attackers = dict.fromkeys(attackers, opp)
    legal_defs = defenders(game)
    for a, d in attackers.items():
        why = can_attack(game, a)
        if why is not None:
            raise IllegalAction(f"{a} can't attack: {why}.")
        if not any(d is x for x in legal_defs):
            raise IllegalAction(
                f"{a} can't attack {d}: it is not an opponent or their planeswalker."
            )
        why = _defender_lacks(game, a, d)
        if why is None and game.any_restrictions():
            why = _forbidden_defender(game, a, d)
        if why is not None:
            raise IllegalAction(f"{a} can't attack {d}: {why}.")
        if len(attackers) == 1 and game.restricted(a, "cant_attack_alone"):
            raise IllegalAction(f"{a} can't attack alone (CR 506.5).")
    most = most_in_combat(game, block=False)
    if most is not None and len(attackers) > most:
        raise IllegalAction(
            f"No more than {_NUMBERS.get(most, most)} creature{'s' if most != 1 else ''} can "
            "attack each combat (CR 508.1c)."
        )
    unmet = _obeyed_requirements(game, attackers)
    if unmet is not None:
        raise IllegalAction(f"This declaration of attackers is illegal: {unmet}.")
    taxes = _attack_taxes(game, attackers) if game.any_restrictions() else []
    if taxes and not game.pay_mana_now(game.active, "".join(taxes), "to attack"):
        raise IllegalAction(
            f"{game.active} can't pay {''.join(taxes)} for these attackers: a cost to attack "
            "(CR 508.1h, 508.1i)."
        )
    bands = [list(band) for band in bands]
    _check_bands(game, attackers, bands)
    assert game.combat is not None
    game.combat.bands = bands
    for a, d in attackers.items():
        if VIGILANCE not in game.chars(a).abilities:
            game.tap(a, logged=False)  # CR 508.1f; the attack line tells it
        game.combat.attackers[a] = d
        game.history.attackers.append(game.snapshot(a))
        game.history.attacks.append((game.history.attackers[-1], d))
        game.combat.declared.append(game.history.attackers[-1])
        game.combat.attacked.append(d)
    _exert_attackers(game, attackers)
    game.awaiting = None
    if attackers:
        game.emit(AttackersDeclared(game.active, dict(attackers), bands=bands))
        for attacker, defender in attackers.items():  # CR 508.3a: "whenever [it] attacks"
            game.emit(CreatureAttacks(attacker, defender))
    game._after_action(game.active)


def _exert_attackers(game: Game, attackers: dict[GameObject, Any]) -> None:
    """ "You may exert ~ as it attacks." (CR 701.43d): an optional cost to attack, chosen as
    attackers are declared (CR 508.1g) by the attacking player, for each attacker whose own
    ability it is (in the order declared); an exerted creature won't untap during that
    player's next untap step (CR 701.43a), and its linked "When you do" triggers (CR 607.2h)."""
    from .abilities import ExertAsItAttacks

    exerting = {
        id(source)
        for ability, source in game.active_static()
        for rule in ability.rules
        if isinstance(rule, ExertAsItAttacks)
    }
    for attacker in attackers:
        if id(attacker) in exerting and game.ask_may(
            game.active, f"Exert {attacker} as it attacks? (CR 701.43d)"
        ):
            game.exert(attacker, game.active, as_it_attacks=True)


def _check_bands(
    game: Game, attackers: dict[GameObject, Any], bands: list[list[GameObject]]
) -> None:
    """The attacking bands announced with the attackers (CR 508.1e): each of one or more
    attacking creatures with banding and up to one attacking creature without banding (CR
    702.22c), all attacking the same player or planeswalker (CR 702.22d); each creature in
    one band at most."""
    seen: set[int] = set()
    for band in bands:
        names = " and ".join(str(a) for a in band)
        for a in band:
            if a not in attackers:
                raise IllegalAction(f"{a} is in a band but is not attacking (CR 702.22c).")
            if id(a) in seen:
                raise IllegalAction(f"{a} can be a member of only one band (CR 702.22c).")
            seen.add(id(a))
        if not band:
            raise IllegalAction("A band names one or more attacking creatures (CR 702.22c).")
        without = [a for a in band if BANDING not in game.chars(a).abilities]
        if len(without) == len(band):
            raise IllegalAction(f"No creature in the band of {names} has banding (CR 702.22c).")
        if len(without) > 1:
            raise IllegalAction(
                f"The band of {names} has more than one creature without banding (CR 702.22c)."
            )
        if len({id(attackers[a]) for a in band}) > 1:
            raise IllegalAction(
                f"The creatures in the band of {names} attack different players or "
                "planeswalkers (CR 702.22d)."
            )


def _defender_lacks(game: Game, attacker: GameObject, defender: Any) -> str | None:
    """Why "~ can't attack unless defending player controls an Island" forbids ``attacker``
    to attack ``defender`` (a player, or a planeswalker whose controller is the defending
    player, CR 508.5), or None (CR 508.1c)."""
    player = defender if isinstance(defender, Player) else game.controller(defender)
    # "~ can't attack if defending player controls an untapped creature with power 3 or
    # greater": a permanent of theirs, as it is now, forbids it (CR 508.1c)
    for restriction, source in game.restrictions_with_sources(
        attacker, "attacks_only_defender_without"
    ):
        assert restriction.objects_match is not None
        if any(restriction.objects_match(game, p, source) for p in game.permanents(player)):
            return f"{player} controls a permanent that forbids it (CR 508.1c)"
    found = game.restrictions_on(attacker, "attacks_only_defender_controlling")
    if not found:
        return None
    mine = [game.chars(p) for p in game.permanents(player)]
    for restriction in found:
        assert restriction.matches is not None
        if not any(restriction.matches(chars) for chars in mine):
            return f"{player} controls no permanent it needs (CR 508.1c)"
    return None


def _defending_players(game: Game) -> list[Player]:
    assert game.combat is not None
    out: list[Player] = []
    for d in game.combat.attackers.values():
        p = d if isinstance(d, Player) else game.controller(d)
        if p not in out:
            out.append(p)
    return out


def can_block(game: Game, blocker: GameObject, attacker: GameObject) -> str | None:
    """Return why ``blocker`` can't block ``attacker``, or ``None`` (CR 509.1a-b)."""
    why = _cannot_block(game, blocker)
    if why is not None:
        return why
    assert game.combat is not None
    if attacker not in game.combat.attackers:
        return f"{attacker} is not attacking"
    return _cannot_block_it(game, blocker, game.chars(blocker), attacker, game.chars(attacker))


def max_blocked(game: Game, blocker: GameObject) -> int | None:
    """How many attacking creatures ``blocker`` may block: one (CR 509.1a), one more for each
    "can block an additional creature each combat" that applies to it, or any number (None)
    under "can block any number of creatures"."""
    if not game.any_restrictions():
        return 1
    if game.restricted(blocker, "can_block_any_number"):
        return None
    return 1 + len(game.restrictions_on(blocker, "can_block_additional"))


def _multi_blockers(game: Game) -> bool:
    """Whether a creature of a defending player can block more than one attacker now."""
    return game.any_restrictions() and any(
        max_blocked(game, b) != 1 for p in _defending_players(game) for b in game.creatures(p)
    )


def blocks_of(blocks: dict[GameObject, Any]) -> dict[GameObject, list[GameObject]]:
    """A declaration of blockers as blocker -> the attackers it blocks: an answer may name one
    attacker for a blocker, or a list of them."""
    return {b: list(a) if isinstance(a, list | tuple) else [a] for b, a in blocks.items()}


def _block_count(blocks: dict[GameObject, list[GameObject]], attacker: GameObject) -> int:
    """How many creatures of ``blocks`` block ``attacker``."""
    return sum(1 for blocked in blocks.values() if any(a is attacker for a in blocked))


def _fewest_blockers(game: Game, attacker: GameObject) -> int:
    """The fewest creatures that may block ``attacker`` if any does: "can't be blocked except
    by three or more creatures" (CR 509.1b); 0 without such a restriction."""
    if not game.any_restrictions():
        return 0
    return max(
        (r.at_least for r in game.restrictions_on(attacker, "blocked_by_at_least")), default=0
    )


def _cannot_block(game: Game, blocker: GameObject) -> str | None:
    """Why ``blocker`` can't block any creature (CR 509.1a), or None."""
    if not game.on_battlefield(blocker):
        return f"{blocker} is not on the battlefield"
    ch = game.chars(blocker)
    if "creature" not in ch.types:
        return f"{blocker} is not a creature"
    if blocker.tapped and not game.restricted(blocker, "blocks_while_tapped"):
        # "can block as though they were untapped" (CR 509.1a)
        return f"{blocker} is tapped"
    if CANT_BLOCK in ch.abilities or game.restricted(blocker, "cant_block"):
        return f"{blocker} can't block"
    return None


def _cannot_block_it(
    game: Game, blocker: GameObject, ch: Any, attacker: GameObject, evasive: Any
) -> str | None:
    """Why ``blocker`` (characteristics ``ch``), able to block, can't block the attacking
    creature ``attacker`` (``evasive``), or None (CR 509.1b)."""
    if game.any_restrictions():
        why = _restricted_block(game, blocker, ch, attacker)
        if why is not None:
            return why
    abilities = evasive.abilities
    if not abilities and SHADOW not in ch.abilities:
        return None  # nothing below can stop it: every check is of the attacker's abilities
    # Protection from a quality the blocker has (CR 702.16f; ``Game.protected_from``).
    if any(isinstance(a, Protection) and a.quality(ch) for a in abilities):
        return f"{attacker} has protection from a quality {blocker} has (CR 702.16f)"
    if (
        FLYING in abilities
        and not (FLYING in ch.abilities or REACH in ch.abilities)
        and not _reach_against(game, blocker, attacker)
    ):
        return f"{attacker} has flying and {blocker} has neither flying nor reach (CR 702.9b)"
    return _evasion(game, blocker, ch, attacker, evasive)


def _reach_against(game: Game, blocker: GameObject, attacker: GameObject) -> bool:
    """Whether ``blocker`` "can block [creatures] as though it had reach" and ``attacker`` is
    one of them (CR 702.17b: flying doesn't stop it blocking those, CR 702.9b)."""
    if not game.any_restrictions():
        return False
    theirs = game.chars(attacker)
    return any(
        restriction.matches is not None and restriction.matches(theirs)
        for restriction in game.restrictions_on(blocker, "blocks_as_though_reach")
    )


def _restricted_block(game: Game, blocker: GameObject, ch: Any, attacker: GameObject) -> str | None:
    """Why a restriction on ``attacker`` or ``blocker`` (``ch``) stops this block, or None."""
    if game.restricted(attacker, "cant_be_blocked"):
        return f"{attacker} can't be blocked"
    for restriction in game.restrictions_on(attacker, "cant_be_blocked_by"):
        if restriction.matches is not None and restriction.matches(ch):
            return f"{attacker} can't be blocked by {blocker}"
    for restriction in game.restrictions_on(attacker, "cant_be_blocked_except_by"):
        if restriction.matches is not None and not restriction.matches(ch):
            return f"{attacker} can't be blocked except by some creatures, not {blocker}"
    # "Creatures with power less (greater) than ~'s power can't block it.": the powers now
    power, theirs = game.chars(attacker).power or 0, ch.power or 0
    for kind, than, worse in (
        ("cant_be_blocked_by_less_power", "less", theirs < power),
        ("cant_be_blocked_by_greater_power", "greater", theirs > power),
    ):
        if worse and game.restricted(attacker, kind):
            return (
                f"{attacker} can't be blocked by creatures with power {than} than its power "
                "(CR 509.1b)"
            )
    for _part, source in game.restrictions_with_sources(blocker, "cant_block_source"):
        if source is attacker:  # "Target creature can't block ~ this turn" (CR 400.7)
            return f"{blocker} can't block {attacker} this turn (CR 509.1b)"
    for restriction in game.restrictions_on(blocker, "cant_block_matching"):
        if restriction.matches is not None and restriction.matches(game.chars(attacker)):
            return f"{blocker} can't block some creatures, {attacker} among them (CR 509.1b)"
    for restriction in game.restrictions_on(blocker, "can_block_only"):
        if restriction.matches is not None and not restriction.matches(game.chars(attacker)):
            return f"{blocker} can block only some creatures, not {attacker}"
    return None


def _evasion(
    game: Game, blocker: GameObject, ch: Any, attacker: GameObject, evasive: Any
) -> str | None:
    """Why the evasion keywords of ``attacker`` (characteristics ``evasive``) stop ``blocker``
    (``ch``) from blocking it, or None: fear (CR 702.36b), intimidate (CR 702.13b),
    horsemanship (CR 702.31b), shadow (CR 702.28b, which also keeps a creature with shadow
    from blocking one without it), skulk (CR 702.118b: none with greater power) and landwalk
    (CR 702.14c)."""
    artifact = "artifact" in ch.types
    if FEAR in evasive.abilities and not (artifact or "B" in ch.colors):
        return f"{attacker} has fear and {blocker} is neither an artifact nor black (CR 702.36b)"
    if INTIMIDATE in evasive.abilities and not (artifact or ch.colors & evasive.colors):
        return (
            f"{attacker} has intimidate and {blocker} is no artifact and shares no color with it "
            "(CR 702.13b)"
        )
    if HORSEMANSHIP in evasive.abilities and HORSEMANSHIP not in ch.abilities:
        return f"{attacker} has horsemanship and {blocker} hasn't (CR 702.31b)"
    if (
        SHADOW in evasive.abilities
        and SHADOW not in ch.abilities
        and not game.restricted(blocker, "can_block_shadow")  # "as though ..." (CR 702.28b)
    ):
        return f"{attacker} has shadow and {blocker} hasn't (CR 702.28b)"
    if SHADOW in ch.abilities and SHADOW not in evasive.abilities:
        return f"{blocker} has shadow and {attacker} hasn't (CR 702.28b)"
    if SKULK in evasive.abilities and (ch.power or 0) > (evasive.power or 0):
        return f"{attacker} has skulk and {blocker} has greater power (CR 702.118b)"
    for walk in dict.fromkeys(a for a in evasive.abilities if isinstance(a, str)):
        lands = landwalk_lands(walk)
        if lands is None:
            continue
        if game.restricted(blocker, "can_block_landwalk") or game.restricted(
            attacker, f"blockable_despite_{walk}"
        ):
            continue  # "as though it didn't have" that landwalk (CR 702.14c, 509.1b)
        defending = game.controller(blocker)
        if any(
            lands(game.chars(land))
            for land in game.zone_objects(BATTLEFIELD)
            if game.controller(land) is defending
        ):
            return f"{attacker} has {walk} and {defending} controls {_walked(walk)} (CR 702.14c)"
    return None


def _walked(walk: str) -> str:
    """The land a landwalk names, with its article: "a Swamp", "a snow Forest", "a legendary
    land", "an artifact land" (CR 702.14c)."""
    *quality, last = walk.lower().split()
    land_type = last.removesuffix("walk")
    noun = " ".join([*quality, "land" if land_type == "land" else land_type.title()])
    return ("an " if noun[0] in "aeiouAEIOU" else "a ") + noun


_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four"}

#: The most declarations of blockers the search for the most requirements obeyed tries.
MAX_BLOCK_DECLARATIONS = 100_000


def _must_be_blocked(game: Game) -> list[GameObject]:
    """The attackers that must be blocked if able (CR 509.1c)."""
    assert game.combat is not None
    return [a for a in game.combat.attackers if game.restricted(a, "must_be_blocked")]


def _must_block(game: Game) -> list[GameObject]:
    """The creatures of defending players that block if able ("Target creature blocks this
    turn if able", CR 509.1c), or that must block a particular attacker (provoke)."""
    return [
        b
        for p in _defending_players(game)
        for b in game.creatures(p)
        if game.restricted(b, "must_block") or _must_block_which(game, b)
    ]


def _must_block_which(game: Game, blocker: GameObject) -> list[GameObject]:
    """The attacking creatures ``blocker`` must block if able: each creature whose provoke
    ability made it "block this creature this combat if able" (CR 702.39a, 509.1c), or that
    had it "block [this creature] this turn if able", one requirement for each."""
    if not game.any_restrictions():
        return []
    combat = game.combat
    assert combat is not None
    return [
        source
        for _part, source in game.restrictions_with_sources(blocker, "must_block_source")
        if source in combat.attackers
    ]


def _obeyed(game: Game, blocks: dict[GameObject, list[GameObject]]) -> int:
    """How many blocking requirements ``blocks`` obeys (CR 509.1c): one for each creature
    blocking an attacker that all creatures able to block do so (one for each such attacker
    it blocks), one for each attacker that must be blocked if able and is blocked, one for
    each creature that blocks if able and blocks, one for each creature that must block a
    particular attacker (provoke, CR 702.39a) and blocks it."""
    assert game.combat is not None
    blocked = {id(a) for attacked in blocks.values() for a in attacked}
    lure = sum(
        1
        for attacked in blocks.values()
        for a in attacked
        if game.restricted(a, "must_be_blocked_by_all")
    )
    must = sum(1 for a in _must_be_blocked(game) if id(a) in blocked)
    blocking = sum(1 for b in blocks if game.restricted(b, "must_block"))
    provoked = sum(
        1
        for b, attacked in blocks.items()
        for a in _must_block_which(game, b)
        if any(x is a for x in attacked)
    )
    return lure + must + blocking + provoked


def _breaks_restriction(game: Game, blocks: dict[GameObject, list[GameObject]]) -> bool:
    """Whether ``blocks`` breaks menace (CR 702.111b), "can't be blocked by more than one
    creature" or "can't block alone" (CR 506.5); each block is legal by itself."""
    assert game.combat is not None
    most = most_in_combat(game, block=True)
    if most is not None and len(blocks) > most:  # CR 509.1b
        return True
    for a in game.combat.attackers:
        n = _block_count(blocks, a)
        if n == 1 and MENACE in game.chars(a).abilities:
            return True
        if n > 1 and game.restricted(a, "blocked_by_at_most_one"):
            return True
        if n and n < _fewest_blockers(game, a):
            return True
    return len(blocks) == 1 and game.restricted(next(iter(blocks)), "cant_block_alone")


def _block_options(
    game: Game, blocker: GameObject, can: list[GameObject]
) -> list[list[GameObject]]:
    """What ``blocker`` may block of the attackers ``can`` it can block: none, one, or, for a
    creature that can block more than one (:func:`max_blocked`), each set of up to that many
    (CR 509.1a)."""
    most = max_blocked(game, blocker)
    most = len(can) if most is None else min(most, len(can))
    out: list[list[GameObject]] = [[]]
    for n in range(1, most + 1):
        out += [list(c) for c in itertools.combinations(can, n)]
    return out


def _most_requirements(game: Game) -> tuple[int, dict[GameObject, list[GameObject]]]:
    """The most blocking requirements a declaration can obey without disobeying a
    restriction (CR 509.1c), and the smallest such declaration: every declaration is tried,
    each creature of a defending player blocking one attacker it can block (or as many as it
    may, :func:`max_blocked`), or none. Over :data:`MAX_BLOCK_DECLARATIONS` of them, the game
    stops with a GameLimitError rather than accept a declaration it can't check."""
    assert game.combat is not None
    attackers = list(game.combat.attackers)
    options: list[tuple[GameObject, list[list[GameObject]]]] = []
    total = 1
    for p in _defending_players(game):
        for b in game.creatures(p):
            can = [a for a in attackers if can_block(game, b, a) is None]
            if can:
                options.append((b, _block_options(game, b, can)))
                total *= len(options[-1][1])
    if total > MAX_BLOCK_DECLARATIONS:
        raise GameLimitError(
            f"checking a declaration of blockers against the requirement that a creature be "
            f"blocked if able (CR 509.1c) would try {total:,} declarations, more than "
            f"{MAX_BLOCK_DECLARATIONS:,}"
        )
    best: tuple[int, dict[GameObject, list[GameObject]]] = (0, {})
    for choice in itertools.product(*(opts for _b, opts in options)):
        blocks = {b: a for (b, _o), a in zip(options, choice, strict=True) if a}
        n = _obeyed(game, blocks)
        size = sum(map(len, blocks.values()))
        if n < best[0] or (n == best[0] and size >= sum(map(len, best[1].values()))):
            continue
        if not _breaks_restriction(game, blocks):
            best = (n, blocks)
    return best


def required_blocks(game: Game) -> dict[GameObject, list[GameObject]]:
    """A declaration of blockers that obeys the most "all creatures able to block it do so"
    requirements possible without disobeying a restriction (CR 509.1c): each creature able
    to block such an attacker blocks one, except where that would break menace (CR 702.111b),
    "can't be blocked by more than one creature" or "can't block alone" (CR 506.5). With an
    attacker that must be blocked if able, the smallest declaration obeying the most
    requirements of both kinds, found by trying them (:func:`_most_requirements`)."""
    assert game.combat is not None
    if not game.any_restrictions():
        return {}  # "all creatures able to block it do so" is a restriction (CR 509.1c)
    if _must_be_blocked(game) or _must_block(game):
        return _most_requirements(game)[1]
    if any(_fewest_blockers(game, a) for a in game.combat.attackers):
        return _most_requirements(game)[1]  # "except by three or more creatures"
    attackers = list(game.combat.attackers)
    lured = [a for a in attackers if game.restricted(a, "must_be_blocked_by_all")]
    if not lured:
        return {}
    if _multi_blockers(game):
        return _most_requirements(game)[1]  # a creature may block more than one (CR 509.1a)
    blocks: dict[GameObject, GameObject] = {}
    for p in _defending_players(game):
        for b in game.creatures(p):
            for a in lured:
                if can_block(game, b, a) is None:
                    if game.restricted(a, "blocked_by_at_most_one") and a in blocks.values():
                        continue
                    blocks[b] = a
                    break
    for a in lured:
        mine = [b for b, x in blocks.items() if x is a]
        if len(mine) == 1 and MENACE in game.chars(a).abilities:
            del blocks[mine[0]]
    if len(blocks) == 1 and game.restricted(next(iter(blocks)), "cant_block_alone"):
        return {}
    return blocks_of(blocks)


def _unmet_block_requirements(game: Game, blocks: dict[GameObject, list[GameObject]]) -> str | None:
    """Why a declaration of blockers obeys fewer requirements than it could (CR 509.1c)."""
    if not game.any_restrictions():
        return None
    assert game.combat is not None
    lure = any(game.restricted(a, "must_be_blocked_by_all") for a in game.combat.attackers)
    must = bool(_must_be_blocked(game))
    blocker = bool(_must_block(game))
    if must or blocker or (lure and _multi_blockers(game)):
        most, _best = _most_requirements(game)
        obeyed = _obeyed(game, blocks)
        if obeyed >= most:
            return None
        which = (
            "an attacker that must be blocked if able is blocked"
            if must
            else "a creature that blocks if able blocks"
            if blocker
            else "all creatures able to block it do so"
        )
        return (
            f"it obeys {obeyed} blocking requirement(s) and {most} can be obeyed ({which}, "
            "CR 509.1c)"
        )
    possible = required_blocks(game)
    if not possible:
        return None
    lured = {id(a) for attacked in possible.values() for a in attacked}
    missing = [b for b in possible if not any(id(a) in lured for a in blocks.get(b, ()))]
    if not missing:
        return None
    names = ", ".join(f"{b} must block {possible[b][0]}" for b in missing)
    return f"{names} (all creatures able to block it do so, CR 509.1c)"


def ask_blockers(game: Game) -> None:
    assert game.combat is not None
    blocks: dict[GameObject, Any] = {}
    attackers = list(game.combat.attackers)
    required = required_blocks(game)
    for p in _defending_players(game):
        evasive = {a: game.chars(a) for a in attackers}
        legal: dict[GameObject, list[GameObject]] = {}
        for o in game.creatures(p):
            if _cannot_block(game, o) is None:
                ch = game.chars(o)
                blockable = [
                    a for a in attackers if _cannot_block_it(game, o, ch, a, evasive[a]) is None
                ]
                if blockable:
                    legal[o] = blockable
        cands = list(legal)
        if not cands:
            continue
        menace = [a for a in attackers if MENACE in game.chars(a).abilities]
        at_most_one = [a for a in attackers if game.restricted(a, "blocked_by_at_most_one")]
        alone = [b for b in cands if game.restricted(b, "cant_block_alone")]
        answer = game.ask(
            Decision(
                "blockers",
                p,
                "Declare blockers",
                cands,
                extra={
                    "attackers": attackers,
                    "legal": legal,
                    "menace": menace,
                    "at_most_one": at_most_one,
                    "alone": alone,
                    "required": {b: a for b, a in required.items() if b in cands},
                    # how many attackers each may block: one, more, or any number (None)
                    "most": {b: max_blocked(game, b) for b in cands},
                    # "can't be blocked except by three or more creatures" (CR 509.1b)
                    "at_least": {a: n for a in attackers if (n := _fewest_blockers(game, a))},
                },
            )
        )
        blocks.update(answer)
    declare_blockers(game, blocks)


def declare_blockers(game: Game, declared: dict[GameObject, Any]) -> None:
    """Declare blockers (CR 509.1) as blocker -> attacker, or blocker -> the attackers it
    blocks for a creature that can block more than one (CR 509.1a); checks flying/reach,
    "can't block" (suspected creatures), menace (CR 702.111b)."""
    blocks = blocks_of(declared)
    game._check_running()
    if game.awaiting != "blockers":
        raise IllegalAction(
            "Blockers can be declared only at the start of the declare blockers step (CR 509.1)."
        )
    assert game.combat is not None
    defending = _defending_players(game)
    most = most_in_combat(game, block=True)
    if most is not None and len(blocks) > most:
        raise IllegalAction(
            f"No more than {_NUMBERS.get(most, most)} creature{'s' if most != 1 else ''} can "
            "block each combat (CR 509.1b)."
        )
    for b, attacked in blocks.items():
        if game.controller(b) not in defending:
            raise IllegalAction(f"{b} is not controlled by a defending player.")
        if not attacked:
            raise IllegalAction(f"{b} is declared as a blocker of no creature (CR 509.1a).")
        if len({id(a) for a in attacked}) != len(attacked):
            raise IllegalAction(f"{b} is declared as a blocker of the same creature twice.")
        most = max_blocked(game, b)
        if most is not None and len(attacked) > most:
            raise IllegalAction(
                f"{b} can block no more than {_NUMBERS.get(most, most)} "
                f"creature{'s' if most > 1 else ''} (CR 509.1a)."
            )
        for a in attacked:
            why = can_block(game, b, a)
            if why is not None:
                raise IllegalAction(f"{b} can't block {a}: {why}.")
    for a in game.combat.attackers:
        n = _block_count(blocks, a)
        if n == 1 and MENACE in game.chars(a).abilities:
            raise IllegalAction(
                f"{a} has menace and can't be blocked except by two or more "
                "creatures (CR 702.111b)."
            )
        if n > 1 and game.restricted(a, "blocked_by_at_most_one"):
            raise IllegalAction(f"{a} can't be blocked by more than one creature.")
        fewest = _fewest_blockers(game, a)
        if n and n < fewest:
            raise IllegalAction(
                f"{a} can't be blocked except by {_NUMBERS.get(fewest, fewest)} or more "
                "creatures (CR 509.1b)."
            )
    if len(blocks) == 1:
        (only,) = blocks
        if game.restricted(only, "cant_block_alone"):
            raise IllegalAction(f"{only} can't block alone (CR 506.5).")
    unmet = _unmet_block_requirements(game, blocks)
    if unmet is not None:
        raise IllegalAction(f"This declaration of blockers is illegal: {unmet}.")
    blocks = _blocked_bands(game, blocks)
    game.combat.blockers = dict(blocks)
    game.history.blockers.extend(game.snapshot(b) for b in blocks)
    game.combat.declared_blockers.extend(game.history.blockers[-len(blocks) :] if blocks else ())
    # an attacker an effect made blocked before this stays blocked (CR 509.1h), and its
    # "becomes blocked" abilities triggered then, once each combat (CR 509.3c)
    already = set(game.combat.blocked)
    game.combat.blocked = already | {a.id for attacked in blocks.values() for a in attacked}
    game.history.blocked_attackers.extend(
        game.snapshot(a)
        for a in game.combat.attackers
        if a.id in game.combat.blocked and a.id not in already
    )
    game.combat.blockers_declared = True
    game.awaiting = None
    for p in defending:  # each defending player declares their blockers (CR 509.1)
        mine = {b: list(a) for b, a in blocks.items() if game.controller(b) is p}
        game.emit(BlockersDeclared(p, mine))
        for blocker, blocked in mine.items():  # CR 509.3a: "whenever [it] blocks"
            game.emit(CreatureBlocks(blocker, blocked))
            for attacker in blocked:  # CR 509.3b: "whenever [it] blocks a creature"
                game.emit(BlocksCreature(blocker, attacker))
    for attacker in game.combat.attackers:  # CR 509.3c: "whenever [it] becomes blocked"
        if attacker.id in game.combat.blocked and attacker.id not in already:
            game.emit(CreatureBecameBlocked(attacker))
    for attacker in game.combat.attackers:  # CR 509.3g: "attacks and isn't blocked"
        if attacker.id not in game.combat.blocked:
            game.emit(CreatureUnblocked(attacker))
    game._after_action(game.active)


def _blocked_bands(
    game: Game, blocks: dict[GameObject, list[GameObject]]
) -> dict[GameObject, list[GameObject]]:
    """Each declared block, with the rest of the blocked creature's band: a creature that
    becomes blocked by a creature makes each other creature in its band become blocked by
    that same blocking creature (CR 702.22h). The restrictions on declaring blockers were
    checked against the declared blocks alone (CR 509.1b-c)."""
    assert game.combat is not None
    if not game.combat.bands:
        return blocks
    out: dict[GameObject, list[GameObject]] = {}
    for b, attacked in blocks.items():
        now = list(attacked)
        for a in attacked:
            now += [m for m in game.combat.band_of(a) if not any(m is x for x in now)]
        out[b] = now
    return out


def needs_first_strike_step(game: Game) -> bool:
    """CR 510.4: a first combat damage step if any attacker or blocker has first or double
    strike."""
    if game.combat is None:
        return False
    for o in [*game.combat.attackers, *game.combat.blockers]:
        ab = game.chars(o).abilities
        if FIRST_STRIKE in ab or DOUBLE_STRIKE in ab:
            return True
    return False


def _deals_now(game: Game, o: GameObject, first_strike: bool) -> bool:
    assert game.combat is not None
    ab = game.chars(o).abilities
    if first_strike:
        return FIRST_STRIKE in ab or DOUBLE_STRIKE in ab
    return DOUBLE_STRIKE in ab or o.id not in game.combat.dealt_first_strike


def _damage_assigned(game: Game, creature: GameObject) -> int:
    """How much combat damage a creature assigns: its power (CR 510.1a), or its toughness
    under "assigns combat damage equal to its toughness rather than its power"; none under
    "assigns no combat damage this turn"."""
    if game.restricted(creature, "assigns_no_combat_damage"):
        return 0
    ch = game.chars(creature)
    if game.restricted(creature, "assigns_damage_by_toughness"):
        return ch.toughness or 0
    return ch.power or 0


def deal_combat_damage(game: Game, *, first_strike: bool) -> None:
    """Assign and deal combat damage simultaneously (CR 510.1-510.2). An attacker blocked by
    two or more creatures divides its damage among them as its controller chooses (CR 510.1c;
    the rules have no order of blockers since 2025). With trample, each blocker is assigned
    the player, planeswalker or battle it attacks is assigned damage only once every blocker
    is assigned lethal damage, as its controller chooses (CR 702.19b, :func:`_trample`)."""
    combat = game.combat
    if combat is None:
        return
    if first_strike:
        fs = [o for o in [*combat.attackers, *combat.blockers] if _deals_now(game, o, True)]
    assignments: list[tuple[GameObject, Any, int]] = []
    for a, defender in list(combat.attackers.items()):
        if not game.on_battlefield(a) or not _deals_now(game, a, first_strike):
            continue
        ch = game.chars(a)
        power = _damage_assigned(game, a)
        if power <= 0:
            continue
        if a.id in combat.blocked:
            blockers = [b for b in combat.blockers_of(a) if game.on_battlefield(b)]
            if not blockers:
                if TRAMPLE in ch.abilities:
                    assignments.append((a, defender, power))
                continue
            banding = [b for b in blockers if BANDING in game.chars(b).abilities]
            if banding:  # CR 702.22j: the defending player divides it among its blockers
                who = game.controller(banding[0])
                assignments += _divided(game, a, power, blockers, who, "blocking it (CR 702.22j)")
                continue
            if TRAMPLE not in ch.abilities:
                # CR 510.1c: blocked by two or more, its damage is divided among them as its
                # controller chooses (no order of blockers since the 2025 rules)
                assignments += _divided(
                    game, a, power, blockers, game.controller(a), "blocking it (CR 510.1c)"
                )
                continue
            assignments += _trample(game, a, power, blockers, defender, assignments)
        else:
            assignments.append((a, defender, power))
    for b, blocked in list(combat.blockers.items()):
        if not game.on_battlefield(b) or not _deals_now(game, b, first_strike):
            continue
        power = _damage_assigned(game, b)
        # CR 510.1d: the creatures it still blocks (an attacker removed from combat is not)
        still = [a for a in blocked if game.on_battlefield(a) and a in combat.attackers]
        if power <= 0 or not still:
            continue
        if len(still) == 1:
            assignments.append((b, still[0], power))
            continue
        if any(BANDING in game.chars(a).abilities for a in still):
            # CR 702.22k: blocking a creature with banding, the active player divides it
            assignments += _divided(game, b, power, still, game.active, "it blocks (CR 702.22k)")
            continue
        assignments += _divided(game, b, power, still, game.controller(b), "it blocks (CR 510.1d)")
    sources = {id(s): game.snapshot(s) for s, _t, _n in assignments}
    assignments = game.order_for_shields(assignments)  # which damage a shield prevents (615.7)
    with game.dealing_damage():  # one simultaneous event (CR 510.2)
        for s, t, n in assignments:
            game.deal_damage(sources[id(s)], t, n, combat=True)
    if first_strike:  # CR 510.4
        combat.dealt_first_strike.update(o.id for o in fs)


def _trample(
    game: Game,
    attacker: GameObject,
    power: int,
    blockers: list[GameObject],
    defender: Any,
    assigned: list[tuple[GameObject, Any, int]],
) -> list[tuple[GameObject, Any, int]]:
    """A blocked attacker with trample (CR 702.19b): its controller divides its damage among
    the creatures blocking it and the player, planeswalker or battle it attacks, but may
    assign damage to that one only once each blocker is assigned lethal damage, counting
    damage already marked on it and damage other creatures assign it in this step (1 is
    lethal from a source with deathtouch, CR 702.2c)."""
    deathtouch = DEATHTOUCH in game.chars(attacker).abilities
    lethal = []
    for b in blockers:
        already = sum(n for _s, target, n in assigned if target is b)
        need = max(0, (game.chars(b).toughness or 0) - b.damage - already)
        lethal.append(min(need, 1) if deathtouch else need)
    decision = Decision(
        "distribute",
        game.controller(attacker),
        f"Assign the {power} combat damage of {attacker} (trample) among the creatures blocking"
        f" it and {defender}: {defender} only once each blocker is assigned lethal damage"
        " (CR 702.19b)",
        [*blockers, defender],
        amount=power,
    )
    decision.extra["lethal"] = lethal
    division = game.ask(decision)
    return [(attacker, t, n) for t, n in zip(decision.options, division, strict=True) if n]


def _divided(
    game: Game, creature: GameObject, power: int, among: list[GameObject], player: Player, what: str
) -> list[tuple[GameObject, Any, int]]:
    """``creature``'s combat damage divided as ``player`` chooses among the creatures
    ``among`` (the creatures it blocks, CR 510.1d; or, with banding, those blocking it or it
    blocks, as the other player chooses, CR 702.22j-k); all of it to the one, if only one."""
    if len(among) == 1:
        return [(creature, among[0], power)]
    division = game.ask(
        Decision(
            "distribute",
            player,
            f"Divide the {power} combat damage of {creature} among the creatures {what}",
            among,
            amount=power,
        )
    )
    return [(creature, a, n) for a, n in zip(among, division, strict=True) if n]
