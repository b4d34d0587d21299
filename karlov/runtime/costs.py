"""Costs and mana: total cost (CR 601.2f), paying costs (CR 601.2g-h), mana abilities (CR 605)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from .abilities import (
    HASTE,
    ActivatedAbility,
    Affinity,
    Cost,
    CostLessPer,
    CostModifier,
    Resolution,
    TargetContext,
)
from .errors import IllegalAction
from .events import (
    AbilityActivated,
    ManaAdded,
    TappedForMana,
)
from .mana import (
    ManaCost,
    PaymentPlan,
    RestrictedMana,
    describe_pool,
    plan_payment,
    source_weights,
)
from .objects import (
    BATTLEFIELD,
    EXILE,
    GameObject,
    Player,
    PlayerRef,
)
from .records import _ManaSources

#: Markers of what tapping a permanent pays for a spell with convoke or improvise (no ability
#: of the permanent's: :meth:`CostsMixin._tapped_for_cost`).
CONVOKE = ActivatedAbility(cost=Cost(tap=True), text="Convoke (CR 702.51a)")
IMPROVISE = ActivatedAbility(cost=Cost(tap=True), text="Improvise (CR 702.126a)")
_HELPERS = (CONVOKE, IMPROVISE)
#: Lands and mana abilities pay first; creatures and artifacts are tapped for convoke or
#: improvise only where the mana can't be paid otherwise (the default agent's preference).
_HELPER_PENALTY = 100.0


def _as_snow(option: tuple[str, ...]) -> tuple[str, ...]:
    """An option of a snow source's mana ability, as the payment plan writes it."""
    return tuple(unit.lower() for unit in option)


def _spending(paying_for: Any, activating: Any) -> tuple[str, Any] | None:
    """What a payment is for, as a spending restriction reads it (CR 106.6)."""
    if paying_for is not None:
        return ("cast", paying_for)
    if activating is not None:
        return ("activate", activating)
    return None


def _helpers_can_pay(cost: ManaCost) -> bool:
    """Whether convoke and improvise may help pay ``cost`` here: they pay colored and generic
    mana (CR 702.51a, 702.126a); a cost with a {C} or a {2/W} symbol, which the generic mana
    they stand for would pay in the planner, is paid without them."""
    return not any(s.kind in ("colorless", "twobrid") for s in cost.symbols)


class CostsMixin:
    """Part of :class:`~karlov.runtime.game.Game`: costs and mana: total cost (CR 601.2f), paying
    costs (CR 601.2g-h), mana abilities (CR 605).
    """

    def _mana_options(
        self, obj: GameObject, *, sacrificing: bool = False
    ) -> list[tuple[ActivatedAbility, tuple[str, ...]]]:
        """What ``obj`` can add by tapping it, as (ability, option) pairs: its untapped {T}
        mana abilities without other costs or effects (CR 605.1a), if it can use them now.
        With ``sacrificing``, also those whose only other cost is sacrificing ``obj`` itself
        (a Treasure's "{T}, Sacrifice this artifact: Add one mana of any color", CR 111.10a):
        the player may activate them while paying (CR 601.2g, 605.3a), but only a player's
        own choice of sources passes ``sacrificing`` (:meth:`_chosen_mana_sources`); the
        automatic planner never sacrifices a permanent nobody chose to sacrifice."""
        if obj.tapped or self._summoning_sick(obj) or self.restricted(obj, "cant_activate"):
            return []  # its mana abilities can't be activated either (CR 602.5, 605.1a)
        out: list[tuple[ActivatedAbility, tuple[str, ...]]] = []
        for ab in self.chars(obj).abilities:
            if (
                isinstance(ab, ActivatedAbility)
                and ab.is_mana_ability
                and ab.mana
                and ab.effect is None
                and ab.cost.tap
                and ab.cost.mana is None
                and not ab.cost.untap
                and (sacrificing or not ab.cost.sacrifice_self)
                and not ab.cost.sacrifice
                and not ab.cost.pay_life
                and not ab.cost.discard
                and not ab.cost.exile_from_graveyard_mv
                and not ab.cost.remove_counters
                and not ab.cost.remove_counters_x
                and not ab.cost.remove_counters_any
                and not ab.cost.remove_counters_from
                and not ab.cost.exile_self
                and not ab.cost.discard_self
                and not ab.cost.reveal_self
                and not ab.cost.return_unblocked_attacker
                and not ab.cost.tap_untapped
                and not ab.cost.exile_cards
                and not ab.cost.discard_cards
                and not ab.cost.energy
                and not ab.cost.discard_random
                and not ab.cost.return_to_hand
                and not ab.cost.return_self
                and not ab.cost.exert_self
                and not ab.cost.exile_top
                and not ab.cost.exile_from_hand
                and BATTLEFIELD in ab.zones
                and ab.gated_open(self, obj)
            ):
                out.extend((ab, tuple(option)) for option in ab.mana_options(self, obj))
        return out

    def _mana_demand(self, player: Player, paying_for: GameObject | None) -> Counter[str]:
        """Colored mana ``player`` will likely want later: the colored symbols of the other
        cards in their hand and of their permanents' activated abilities. Auto-payment keeps
        sources of those colors untapped when it can."""
        demand: Counter[str] = Counter()

        def count(cost: ManaCost | None) -> None:
            if cost is None:
                return
            for sym in cost.symbols:
                colors = [c for c in sym.options if c != "C"] or list(sym.options)
                for c in colors:
                    demand[c] += 1 / len(colors)

        for card in self.hand(player):
            if card is not paying_for:
                count(self.chars(card).mana_cost)
        for o in self.zone_objects(BATTLEFIELD, player):
            for ab in self.chars(o).abilities:
                if isinstance(ab, ActivatedAbility) and not ab.is_mana_ability:
                    count(ab.cost.mana)
        return demand

    def _plan(
        self,
        player: Player,
        cost: ManaCost,
        what: str,
        exclude: GameObject | None = None,
        extra_life: int = 0,
        chosen: Sequence[Any] | None = None,
        paying_for: GameObject | None = None,
        helpers: frozenset[str] = frozenset(),
        reserved: Sequence[GameObject] = (),
        activating: GameObject | None = None,
    ) -> tuple[PaymentPlan, _ManaSources]:
        """Plan the payment of ``cost`` (CR 601.2g-h): which mana abilities to activate and
        which mana to spend. ``chosen`` is an explicit list of sources to tap (each a permanent,
        or ``(permanent, "G")`` to fix the mana it makes); otherwise the planner picks the
        sources, keeping those whose colors are needed later. ``helpers`` names the spell's
        keywords that let permanents be tapped rather than mana paid (``"convoke"``,
        ``"improvise"``: :meth:`_tapped_for_cost`). ``reserved``: permanents another part of the
        cost taps (conspire's creatures, CR 702.78a), which can't also be tapped for mana. Mana
        with a spending restriction (CR 106.6) counts only when it may pay for casting
        ``paying_for`` or activating an ability of ``activating``."""
        if chosen is not None:
            sources = self._chosen_mana_sources(player, chosen, exclude, what)
            if any(o is r for o, _opts in sources for r in reserved):
                raise IllegalAction(
                    f"A permanent tapped for another part of the cost of {what} can't also be "
                    "tapped for mana."
                )
        else:
            sources = []
            helping = helpers and _helpers_can_pay(cost)
            for o in self.zone_objects(BATTLEFIELD, player):
                if o is not exclude and not any(o is r for r in reserved):
                    options = self._mana_options(o)
                    if helping:
                        options = options + self._tapped_for_cost(o, helpers)
                    if options:
                        sources.append((o, options))
        # mana a snow source adds is written in lowercase in the plan (CR 107.4h: it alone
        # pays {S}); convoke and improvise add no mana
        sources = [
            (o, [(ab, opt if ab in _HELPERS else _as_snow(opt)) for ab, opt in options])
            if self.is_snow(o)
            else (o, options)
            for o, options in sources
        ]
        option_lists = [[opt for _ab, opt in options] for _o, options in sources]
        demand = self._mana_demand(player, paying_for)
        penalties = [
            (_HELPER_PENALTY if any(ab in _HELPERS for ab, _ in opts) else 0.0)
            + (0.5 if self.is_creature(o) else 0.0)
            for o, opts in sources
        ]
        weights = source_weights(option_lists, demand, penalties)
        life = player.life - extra_life
        pool = self._spendable_pool(player, _spending(paying_for, activating))
        plan = plan_payment(
            cost,
            pool,
            option_lists,
            life if life > 0 else 0,
            weights=weights,
            use_all=chosen is not None,
            unit_value={c: 1.0 + 3.0 * demand[c] for c in demand},
        )
        if plan is None:
            pool_text = describe_pool(pool)
            free = sum(k for k in player.pool.amounts.values() if k > 0)
            kept = len(player.pool.restricted) - (sum(pool.values()) - free)
            if kept:  # CR 106.6: mana that can't be spent on this
                pool_text += f" that can pay for this (and {kept} mana that can't, CR 106.6)"
            if chosen is not None:
                names = ", ".join(str(o) for o, _opts in sources) or "no mana sources"
                raise IllegalAction(
                    f"{player} cannot pay {cost} for {what} with the chosen mana sources "
                    f"({names}) and the mana pool ({pool_text})."
                )
            kinds = "mana sources"
            if helpers and chosen is None and _helpers_can_pay(cost):
                kinds += " or permanents to tap for " + " and ".join(sorted(helpers))
            if not sources:
                have = f"there are no untapped {kinds}"
            else:
                names = ", ".join(str(o) for o, _ in sources)
                have = f"untapped {kinds} {names} can't make up the difference"
            unchosen = [
                str(o)
                for o in self.zone_objects(BATTLEFIELD, player)
                if o is not exclude
                and len(self._mana_options(o, sacrificing=True)) > len(self._mana_options(o))
            ]
            sacrificed = (
                f" ({', '.join(unchosen)} would be sacrificed for mana, which only the "
                "player's own choice of sources does)"
                if unchosen and chosen is None
                else ""
            )
            raise IllegalAction(
                f"{player} cannot pay {cost} for {what}: the mana pool holds {pool_text} and "
                f"{have}{sacrificed}."
            )
        return plan, sources

    def _chosen_mana_sources(
        self, player: Player, chosen: Sequence[Any], exclude: GameObject | None, what: str
    ) -> _ManaSources:
        """Check an explicit choice of mana sources; raise :class:`IllegalAction` with the
        reason one can't be used."""
        out: _ManaSources = []
        for entry in chosen:
            want: str | None = None
            if isinstance(entry, tuple | list) and len(entry) == 2:
                entry, want = entry
                want = str(want).strip("{}").upper()
            if not isinstance(entry, GameObject):
                raise IllegalAction(f"{entry!r} is not a permanent, so it can't pay for {what}.")
            o = entry
            if not self.on_battlefield(o):
                raise IllegalAction(f"{o} is not on the battlefield, so it can't pay for {what}.")
            if self.controller(o) is not player:
                raise IllegalAction(
                    f"{player} doesn't control {o}, so it can't pay for {what} (CR 602.2)."
                )
            if o is exclude:
                raise IllegalAction(
                    f"{o} is tapped to pay the {{T}} cost of {what}; it can't also be tapped "
                    "for mana."
                )
            if any(o is x for x, _ in out):
                raise IllegalAction(f"{o} is chosen twice as a mana source; it taps only once.")
            if o.tapped:
                raise IllegalAction(f"{o} is already tapped, so it can't be tapped for mana.")
            if self._summoning_sick(o):
                raise IllegalAction(
                    f"{o} has summoning sickness, so it can't be tapped for mana (CR 302.6)."
                )
            options = self._mana_options(o, sacrificing=True)
            if not options:
                raise IllegalAction(f"{o} has no {{T}} mana ability that can pay for {what}.")
            if want is not None:
                options = [(ab, opt) for ab, opt in options if "".join(opt) == want]
                if not options:
                    raise IllegalAction(f"{o} can't add {{{want}}}.")
            out.append((o, options))
        return out

    def _tapped_for_cost(
        self, obj: GameObject, helpers: frozenset[str]
    ) -> list[tuple[ActivatedAbility, tuple[str, ...]]]:
        """What tapping the untapped ``obj`` pays for a spell with convoke or improvise, as
        (marker, option) pairs: convoke (CR 702.51a), an untapped creature you control pays one
        mana of one of its colors or one generic mana; improvise (CR 702.126a), an untapped
        artifact you control pays one generic mana. Neither is a mana ability nor needs {T}: a
        creature with summoning sickness may be tapped (CR 302.6 is about {T} abilities). The
        generic mana is the unit "C", which pays only generic mana here (the cost holds no {C}
        symbol: :func:`_helpers_can_pay`)."""
        if obj.tapped:
            return []
        chars = self.chars(obj)
        found: list[tuple[ActivatedAbility, tuple[str, ...]]] = []
        if "convoke" in helpers and "creature" in chars.types:
            colors = [c for c in "WUBRG" if c in chars.colors]
            found += [(CONVOKE, (c,)) for c in colors] or [(CONVOKE, ("C",))]
        elif "improvise" in helpers and "artifact" in chars.types:
            found.append((IMPROVISE, ("C",)))
        return found

    def _spendable_pool(self, player: Player, spending: tuple[str, Any] | None) -> Counter[str]:
        """The mana of ``player``'s pool that may pay for ``spending`` (``("cast", spell)`` or
        ``("activate", source)``; None: anything else, such as a cost paid as an effect
        resolves): the unrestricted mana and the restricted mana whose restriction allows it
        (CR 106.6)."""
        pool: Counter[str] = Counter()
        for m, k in player.pool.amounts.items():
            snow = min(k, player.pool.snow.get(m, 0))
            if k - snow > 0:
                pool[m] = k - snow
            if snow > 0:
                pool[m.lower()] = snow  # CR 107.4h: it alone pays {S}
        if spending is not None:
            for mana in player.pool.restricted:
                if mana.allows(self, *spending):
                    pool[mana.unit.lower() if mana.snow else mana.unit] += 1
        return pool

    def is_snow(self, obj: Any) -> bool:
        """Whether ``obj`` is a snow source: a snow permanent, or a snow spell or card as it
        last existed (CR 107.4h, 205.4g)."""
        return obj is not None and "snow" in self.chars(obj).supertypes

    def _execute_plan(
        self,
        player: Player,
        plan: PaymentPlan,
        sources: _ManaSources,
        paying_for: GameObject | None = None,
        activating: GameObject | None = None,
    ) -> tuple[str, ...]:
        """Pay ``plan`` and return the units of mana spent (CR 601.2h): the pool's units it
        took, less those convoke or improvise paid for by tapping a permanent rather than with
        mana (CR 702.51a, 702.126a). Restricted mana that may pay for it (CR 106.6) is spent
        before mana that may pay for anything."""
        spending = _spending(paying_for, activating)
        helped: list[str] = []
        for si, oi in plan.activations:  # CR 601.2g: mana abilities first
            o, options = sources[si]
            ab, mana = options[oi]
            if ab in _HELPERS:
                # Convoke / improvise: the permanent is tapped rather than that mana paid (CR
                # 702.51a, 702.126a); no mana ability is activated and no mana is added. The
                # unit it pays for is spent with the rest of the payment below.
                self.tap(o)
                for unit in mana:
                    player.pool.amounts[unit] = player.pool.amounts.get(unit, 0) + 1
                helped += mana
                continue
            self.tap(o, logged=False)
            if ab.cost.sacrifice_self:  # chosen by the player: see _mana_options
                self.sacrifice(o, player)
            snow = any(unit.islower() for unit in mana)
            mana = tuple(unit.upper() for unit in mana)
            self.emit(AbilityActivated(o, player, ab.text, is_mana=True, mana=mana))
            self.add_mana(player, mana, logged=False, snow=snow)
            self.tapped_for_mana(o, player, mana)  # CR 106.12a, 605.4a
        for unit in plan.pool_units:  # CR 601.2h
            m, snow = unit.upper(), unit.islower()
            kept = player.pool.restricted
            usable = next(
                (
                    i
                    for i, mana in enumerate(kept)
                    if spending is not None
                    and (mana.unit, mana.snow) == (m, snow)
                    and mana.allows(self, *spending)
                ),
                None,
            )
            if usable is not None:
                del kept[usable]
                continue
            player.pool.take(m, snow=snow)
        if plan.life:
            self.lose_life(player, plan.life)
        spent = [unit.upper() for unit in plan.pool_units]
        for unit in helped:
            spent.remove(unit)
        return tuple(spent)

    def tapped_for_mana(self, obj: GameObject, player: Player, mana: Sequence[str]) -> None:
        """``player`` tapped ``obj`` for ``mana``: a mana ability of it with {T} in its cost
        resolved and produced that mana (CR 106.12). Abilities that trigger "whenever ... is
        tapped for mana" trigger (CR 106.12a); those that are mana abilities (CR 605.1b)
        resolve now, one after another in the order they triggered, right after the mana
        ability and not on the stack (CR 605.4a). The others wait to be put on the stack
        (CR 603.3)."""
        if not mana:
            return  # CR 106.12a: it triggers only when mana is produced
        start = len(self.pending)
        self.emit(TappedForMana(obj, player, tuple(mana), logged=False))
        now = [p for p in self.pending[start:] if p.ability.is_mana_ability]
        for pending in now:
            self.pending.remove(pending)
        for pending in now:
            ab = pending.ability
            if ab.intervening_if is not None and not ab.intervening_if(
                self, pending.source, pending.controller
            ):
                continue  # CR 603.4
            if ab.optional and not self.ask_may(pending.controller, f"Use {pending}?"):
                continue  # CR 603.5
            res = Resolution(
                self,
                pending.source,
                pending.controller,
                ab,
                event=pending.event,
                remembered=dict(pending.remembered),
                source_lki=pending.source_lki,
            )
            self.note(f"{pending} resolves (a triggered mana ability, CR 605.4a)")
            ab.effect(self, res)

    def pay_mana_now(self, player: Player, mana: str, what: str) -> bool:
        """Pay ``mana`` during resolution if ``player`` can (CR 118.3: not without the
        resources), activating mana abilities as needed (CR 605.3a); whether it was paid."""
        try:
            plan, sources = self._plan(player, ManaCost.parse(mana), what)
        except IllegalAction:
            return False
        self._execute_plan(player, plan, sources)
        return True

    def pay_generic_mana(self, player: Player, amount: int, source: Any) -> bool:
        """Pay ``amount`` generic mana the player chose to pay as an effect resolves (join
        forces), activating mana abilities (CR 605.3a); all of it or none (CR 601.2h). True if
        paid."""
        why = f"for {source}'s effect"
        try:
            plan, sources = self._plan(player, ManaCost.parse(f"{{{amount}}}"), why)
        except IllegalAction:
            self.note(f"{player} can't pay {{{amount}}} {why}.")
            return False
        self._execute_plan(player, plan, sources)
        self.note(f"{player} pays {{{amount}}} {why}")
        return True

    def pay_optional_cost(self, player: Player, cost: Cost, source: Any, why: str) -> bool:
        """A cost a resolving effect offers (CR 118.12a: "unless [player] pays {4}", "unless
        that player sacrifices a creature"): the player is asked only if they can pay it all
        (CR 601.2h: no partial payments), activating mana abilities for its mana (CR 605.3a);
        they choose what to sacrifice or return to its owner's hand among their own permanents
        (CR 701.21a; "unless you return an untapped Island you control") and what to discard
        among the cards of their hand of the kind the cost names ("unless you discard a land
        card", CR 701.9a). A choice of payments (``one_of``: "unless that player sacrifices a
        permanent or discards a card"): the player chooses one of those they can pay, or none
        (CR 118.12a, 608.2d). True if paid."""
        if not cost.one_of:
            return self._pay_optional(player, cost, source, why)
        payable = [
            choice
            for choice in cost.one_of
            if self._pay_optional(player, choice, source, why, check_only=True)
        ]
        if not payable:
            self.note(f"{player} can't pay {cost} {why}.")
            return False
        labels = [("Pay " if str(c).startswith("{") else "") + str(c) for c in payable]
        picked = self.ask_choose(player, f"Choose what to pay {why}, if anything", labels, 0, 1)
        if not picked:
            return False
        chosen = payable[labels.index(picked[0])]
        return self._pay_optional(player, chosen, source, why, asked=True)

    def _pay_optional(
        self,
        player: Player,
        cost: Cost,
        source: Any,
        why: str,
        *,
        check_only: bool = False,
        asked: bool = False,
    ) -> bool:
        """One cost of :meth:`pay_optional_cost`: whether ``player`` can pay it all
        (``check_only``, nothing noted), else asked (unless ``asked`` already) and paid."""
        ctx = TargetContext(source, player)
        plan = sources = None
        if cost.mana is not None:
            try:
                plan, sources = self._plan(player, cost.mana, why)
            except IllegalAction:
                if not check_only:
                    self.note(f"{player} can't pay {cost} {why}.")
                return False
        parts = (*cost.sacrifice, *cost.return_to_hand)  # permanents of the payer's, chosen
        found_for = [
            [o for o in self.zone_objects(BATTLEFIELD, player) if part.filter(self, o, ctx)]
            for part in parts
        ]
        short = any(len(found) < part.count for found, part in zip(found_for, parts, strict=True))
        mine, returnable = found_for[: len(cost.sacrifice)], found_for[len(cost.sacrifice) :]
        # "unless you discard a land card" (CR 701.9a, 118.3): cards of that kind in the hand
        kinds = [
            [c for c in self.hand(player) if part.filter(self, c, ctx)]
            for part in cost.discard_cards
        ]
        short = short or any(
            len(found) < part.count for found, part in zip(kinds, cost.discard_cards, strict=True)
        )
        # "unless you tap an untapped creature you control" (CR 118.3): untapped permanents of
        # the payer's; "unless you exile a card from your graveyard" (CR 406.1): cards of the
        # payer's graveyard -- enough of each, or the cost can't be paid (CR 601.2h)
        untapped = [
            [
                o
                for o in self.zone_objects(BATTLEFIELD, player)
                if not o.tapped and part.filter(self, o, ctx)
            ]
            for part in cost.tap_untapped
        ]
        buried = [
            [c for c in self.graveyard(player) if part.filter(self, c, ctx)]
            for part in cost.exile_cards
        ]
        short = short or any(
            len(found) < part.count
            for found, part in zip(
                [*untapped, *buried], [*cost.tap_untapped, *cost.exile_cards], strict=True
            )
        )
        if (
            short
            or player.life < cost.pay_life
            or len(self.hand(player)) < cost.discard + cost.discard_random
            or player.energy < cost.energy  # CR 107.14
        ):
            if not check_only:
                self.note(f"{player} can't pay {cost} {why}.")
            return False
        if (
            cost.tap
            or cost.untap
            or cost.sacrifice_self
            or cost.exile_from_graveyard_mv
            or len(cost.exile_cards) > 1
            or len(cost.tap_untapped) > 1
            or len(cost.discard_cards) > 1
            or (cost.discard_cards and (cost.discard or cost.discard_random))
            or cost.discard_self
            or cost.reveal_self
            or cost.return_unblocked_attacker
            or cost.exile_from_hand
            or cost.return_self
            or cost.exert_self
            or cost.exile_top
            or cost.loyalty is not None
        ):
            raise TypeError(f"the runtime cannot offer the cost {cost} on resolution")
        if check_only:
            return True
        said = str(cost)  # "{B}", "Sacrifice a land", "Pay 2 life"
        prompt = f"{'Pay ' if said.startswith('{') else ''}{said} {why}?"
        if not asked and not self.ask_may(player, prompt):
            return False
        if plan is not None and sources is not None:
            self._execute_plan(player, plan, sources)
        if cost.pay_life:
            self.lose_life(player, cost.pay_life)
        self.pay_energy(player, cost.energy)
        for found, part in zip(mine, cost.sacrifice, strict=True):
            prompt = f"Sacrifice {part.description} {why}"
            picked = self.ask_choose(player, prompt, found, part.count, part.count)
            with self.simultaneously():  # sacrificed together (CR 603.10a)
                for obj in picked:
                    self.sacrifice(obj, player)
        for found, part in zip(returnable, cost.return_to_hand, strict=True):
            prompt = f"Return {part.description} to its owner's hand {why}"
            picked = self.ask_choose(player, prompt, found, part.count, part.count)
            with self.simultaneously():
                for obj in picked:
                    self.return_to_hand(obj)
        if cost.discard:
            hand = self.hand(player)
            for card in self.ask_cards(
                player, f"Discard {cost.discard} {why}", hand, cost.discard, cost.discard
            ):
                self._discard_one(player, card)
        for found, part in zip(kinds, cost.discard_cards, strict=True):
            prompt = f"Discard {part.description} {why}"
            for card in self.ask_cards(player, prompt, found, part.count, part.count):
                self._discard_one(player, card)
        if cost.discard_random:  # "unless you discard a card at random": by no player (CR 701.9b)
            self.discard(player, cost.discard_random, random=True)
        # the permanents tapped and the cards exiled, chosen as the cost is paid (CR 601.2h)
        for obj in self._tap_cost_choice(player, source, cost):
            self.tap(obj)
        for card in self._cards_cost_choice(player, source, cost, discarding=False):
            self.move(card, EXILE, cause="exiled to pay a cost")
        self.note(f"{player} pays {cost} {why}.")
        return True

    def spell_cost(
        self,
        player: PlayerRef,
        card: GameObject,
        base: ManaCost,
        x: int,
        targets: list[list[Any]] | None = None,
    ) -> ManaCost:
        """Total cost of a spell (CR 601.2f): base cost with X, then increases, then
        reductions of generic mana, never below {0}. ``targets``: those chosen for it (CR
        601.2c), which "if it targets ..." reads."""
        if targets is not None:
            self.announced_targets[card.id] = targets
            try:
                return self.spell_cost(player, card, base, x)
            finally:
                del self.announced_targets[card.id]
        player = self.player(player)
        cost = base.with_x(x) if base.has_x else base
        # Every player's static abilities: each modifier says whose spells it changes.
        mods: list[tuple[CostModifier, GameObject]] = [
            (m, o) for ab, o in self.active_static() for m in ab.cost_modifiers
        ]
        self.announced_x[card.id] = x  # its mana value as it is cast (CR 202.3e)
        try:
            applying = [m for m, o in mods if m.applies(self, card, player, o)]
        finally:
            del self.announced_x[card.id]
        inc = sum(m.generic for m in applying if m.generic > 0)
        dec = -sum(m.generic for m in applying if m.generic < 0)
        # "cost {G} more": colored mana added to the total cost (CR 601.2f)
        colored = "".join(m.colored for m in applying if m.colored)
        for ab in self.chars(card).abilities:  # "This spell costs {1} less ..." (CR 113.6d)
            reduction = getattr(ab, "cost_reduction", None)
            if reduction is not None and reduction[1](self, card, player):
                dec += reduction[0]
            if isinstance(ab, Affinity):  # {1} less for each object counted (CR 702.41a)
                dec += ab.counted(self, card, player)
            if isinstance(ab, CostLessPer):  # "{1} less ... for each ..." (CR 601.2f)
                dec += ab.counted(self, card, player)
        if inc:
            cost = cost.add_generic(inc)
        if colored:
            cost = cost + ManaCost.parse(colored)
        if dec:
            cost = cost.reduce_generic(dec)
        return ManaCost(cost.symbols)

    def _summoning_sick(self, obj: GameObject) -> bool:
        """CR 302.6: a creature can't attack or use {T} abilities unless its controller has
        controlled it continuously since their most recent turn began (haste ignores this)."""
        if not self.is_creature(obj):
            return False
        if HASTE in self.chars(obj).abilities:
            return False
        return obj.sick_free_for is not self.controller(obj)

    def add_mana(
        self,
        player: PlayerRef,
        mana: Iterable[str],
        *,
        logged: bool = True,
        restriction: tuple[Any, str] | None = None,
        snow: bool = False,
    ) -> None:
        """``player`` adds ``mana`` to their pool (CR 106.3); with ``restriction`` (``allows``
        and its text, :class:`~.mana.RestrictedMana`), mana that may be spent only so (CR
        106.6); ``snow``: it comes from a snow source (CR 107.4h)."""
        player = self.player(player)
        mana = tuple(mana)
        if restriction is None:
            player.pool.add(mana, snow=snow)
        else:
            allows, text = restriction
            player.pool.restricted += [RestrictedMana(m, allows, text, snow) for m in mana]
        self.emit(ManaAdded(player, mana, logged=logged))
