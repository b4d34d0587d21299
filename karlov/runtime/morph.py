"""Face-down spells and permanents cast with morph or megamorph (CR 702.37, 708).

Casting a card face down is casting it for an alternative cost (CR 702.37c, 118.9): it is
turned face down before it is put on the stack (CR 708.4), so the spell, and the permanent it
becomes, is a 2/2 creature with no name, text, subtypes or mana cost (CR 708.2a; those are its
copiable values, computed by :func:`karlov.runtime.layers.base_characteristics`). Turning it
face up is a special action (CR 116.2b, 702.37e): it doesn't use the stack, and the permanent
stays the same object, keeping its counters, damage, attachments and tapped status (CR 708.8).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .abilities import Cost, Morph, TargetContext
from .agent import Decision
from .errors import IllegalAction
from .events import SpellCast
from .mana import ManaCost
from .objects import BATTLEFIELD, STACK, Characteristics, GameObject, Player, PlayerRef

if TYPE_CHECKING:
    from .game import Game

#: The note on a manifested permanent (CR 701.40a): one, while it stays face down, its
#: controller may turn face up for its mana cost if it is a creature card (CR 701.40b).
MANIFESTED = "manifested"

#: The note on a permanent turned face up for a morph cost with X: the X chosen then, its
#: other abilities' X (CR 702.37f).
MORPH_X = "morph_x"

#: What a spell cast face down costs: "by paying {3} rather than paying its mana cost"
#: (CR 702.37a-b).
FACE_DOWN_COST = ManaCost.parse("{3}")


def morph_of(card: GameObject) -> Morph | None:
    """The morph or megamorph ability ``card`` has face up (CR 702.37a-b): the abilities of its
    copiable values, whatever its face-down status (CR 702.37e: "what the permanent's morph
    cost would be if it were face up")."""
    face_up = Characteristics.from_definition(card.copiable)
    return next((ab for ab in face_up.abilities if isinstance(ab, Morph)), None)


class MorphMixin:
    """Part of :class:`~karlov.runtime.game.Game`: casting a card face down with its morph
    ability (CR 702.37c) and turning a face-down permanent face up for its morph cost (CR
    702.37e, 116.2b)."""

    def cast_face_down(
        self: Game,
        player: Player,
        card: GameObject,
        mana_sources: Sequence[Any] | None = None,
    ) -> GameObject:
        """Cast ``card`` face down using its morph ability (CR 702.37c): it is turned face down
        before it is put on the stack (CR 708.4), so only the face-down characteristics count
        for casting it: a creature spell with no abilities, cast at sorcery timing (CR 307.1)
        with no targets, no modes and no additional costs of its own. {3} is paid rather than
        its mana cost (an alternative cost, CR 118.9), so no other alternative cost can be
        paid with it (CR 118.9a): a card cast for its flashback cost can't be cast face
        down. Returns the face-down spell."""
        self._check_priority(player, f"cast {card} face down")
        self._check_no_split_second_and_live(player, card)
        if morph_of(card) is None:
            raise IllegalAction(
                f"{card} has no morph ability, so it can't be cast face down (CR 702.37d)."
            )
        zone, alt_cost, exile_after = self._cast_source(player, card)
        if alt_cost is not None:
            raise IllegalAction(
                f"{card} can be cast from its {zone} only for another alternative cost, and "
                "only one alternative cost can be paid (CR 118.9a)."
            )
        if not self._sorcery_timing(player):  # the face-down spell has no flash (CR 708.4)
            raise IllegalAction(
                f"{player} can cast {card} face down only in their own main phase with an "
                "empty stack (CR 307.1)."
            )
        # It is turned face down first (CR 702.37c), so the total cost is determined with the
        # face-down characteristics (CR 708.4, 601.2f); it is turned back if it can't be paid.
        what = f"casting {card} face down"  # named for its caster, who may look at it
        card.face_down = True
        try:
            self._check_one_spell_each_turn(player)
            self._check_cast_bans(player, card)  # as the face-down 2/2 creature (CR 708.2)
            cost = self.spell_cost(player, card, FACE_DOWN_COST, 0)
            plan, sources = self._plan(player, cost, what, chosen=mana_sources, paying_for=card)
        finally:
            card.face_down = False
        spell = self.move(
            card,
            STACK,
            controller=player,
            cause="cast",
            face_down=True,
            replaceable=False,
            logged=False,
        )
        assert spell is not None
        spell.cast_from = zone
        spell.exile_on_resolve = exile_after
        spell.note["mana_spent"] = self._execute_plan(player, plan, sources)
        self.emit(SpellCast(spell, player, self.chars(spell).copy(), zone, ()))
        self._after_action(player)
        return spell

    def turn_face_up_for_morph(
        self: Game,
        player: PlayerRef,
        permanent: GameObject,
        mana_sources: Sequence[Any] | None = None,
    ) -> None:
        """The special action of CR 702.37e (CR 116.2b): any time they have priority, a player
        may turn a face-down permanent they control with a morph ability face up by paying its
        morph cost. It doesn't use the stack and the player keeps priority (CR 116.3c). A
        megamorph cost paid so puts a +1/+1 counter on it as it is turned face up (CR 702.37b,
        708.11). The permanent stays the same object: nothing enters, so its enters abilities
        don't trigger (CR 708.8); its "When this is turned face up" abilities do. A manifested
        permanent that is a creature card is turned face up the same way for its mana cost
        (CR 701.40b); with morph too, its controller chooses which (CR 701.40c)."""
        player = self.player(player)
        self._check_priority(player, f"turn {permanent} face up")
        if not self.on_battlefield(permanent):
            raise IllegalAction(
                f"{permanent} is not a permanent; spells can't be turned face up (CR 708.7)."
            )
        if not permanent.face_down:
            raise IllegalAction(f"{permanent} is not face down.")
        if self.controller(permanent) is not player:
            raise IllegalAction(
                f"{player} doesn't control {permanent}, so they can't turn it face up (CR 702.37e)."
            )
        morph = morph_of(permanent)
        face_up = Characteristics.from_definition(permanent.copiable)
        # CR 701.40b: a manifested creature card may be turned face up for its mana cost
        by_mana_cost = (
            bool(permanent.note.get(MANIFESTED))
            and "creature" in face_up.types
            and not face_up.mana_cost.is_none
        )
        if morph is None and not by_mana_cost:
            if permanent.note.get(MANIFESTED):
                raise IllegalAction(
                    f"{permanent} is not a creature card with a mana cost, so it can't be "
                    "turned face up this way (CR 701.40b)."
                )
            raise IllegalAction(
                f"{permanent} would have no morph cost face up, so it can't be turned face up "
                "this way (CR 702.37e)."
            )
        if morph is not None and by_mana_cost:  # CR 701.40c: either procedure
            options = [f"its morph cost {morph.cost}", f"its mana cost {face_up.mana_cost}"]
            (how,) = self.ask_choose(player, f"Turn {permanent} face up for", options)
            by_mana_cost = how == options[1]
        cost = face_up.mana_cost if by_mana_cost else morph.cost  # type: ignore[union-attr]
        assert isinstance(cost, ManaCost)
        x = None
        if cost.has_x and not by_mana_cost:
            # CR 702.37f: X is chosen as the special action is taken; the permanent's other
            # abilities that refer to X use it (its "When ~ is turned face up" abilities)
            x = int(self.ask(Decision("x", player, f"Choose X to turn {permanent} face up")))
            if x < 0:
                raise IllegalAction(f"X can't be {x} (CR 107.3).")
            cost = cost.with_x(x)
        # "Morph—Pay 5 life.", "Morph—Sacrifice two Mountains.": the rest of the morph cost,
        # paid with its mana (CR 702.37e, 601.2h as for any cost); a cost that can't be paid
        # isn't (CR 119.4, 701.21a)
        extra = None if by_mana_cost or morph is None else morph.extra
        if extra is not None:
            self._check_morph_extra(player, permanent, extra)
        plan, sources = self._plan(
            player, cost, f"turning {permanent} face up", chosen=mana_sources
        )
        self._execute_plan(player, plan, sources)
        if extra is not None:
            self._pay_morph_extra(player, permanent, extra)
        if x is not None:
            permanent.note[MORPH_X] = x
        # The counter is put on as it is turned face up (CR 708.11), not by a trigger after.
        megamorph = not by_mana_cost and morph is not None and morph.megamorph
        self.turn_face_up(permanent, counters={"+1/+1": 1} if megamorph else None)
        self._after_action(player)

    def _check_morph_extra(self: Game, player: Player, permanent: GameObject, cost: Cost) -> None:
        """Whether ``player`` can pay the part of a morph cost that is not mana: enough life
        (CR 119.4), permanents to sacrifice (CR 701.21a; the face-down permanent is one of
        them only if it matches face down), cards in hand to discard (CR 701.9a)."""
        ctx = TargetContext(permanent, player)
        what = f"to turn {permanent} face up (CR 702.37e)"
        if cost.pay_life and player.life < cost.pay_life:
            raise IllegalAction(f"{player} can't pay {cost.pay_life} life {what}.")
        for part in cost.sacrifice:
            mine = self._own_matching(player, part.filter, ctx)
            if len(mine) < part.count:
                raise IllegalAction(f"{player} can't sacrifice {part.description} {what}.")
        if len(self.hand(player)) < cost.discard:
            raise IllegalAction(f"{player} doesn't have {cost.discard} card(s) to discard {what}.")
        mine = self.zone_objects(BATTLEFIELD, player)
        for back in cost.return_to_hand:  # CR 118.3: only permanents they control
            if len([o for o in mine if back.filter(self, o, ctx)]) < back.count:
                raise IllegalAction(f"{player} can't return {back.description} {what}.")
        for part in cost.discard_cards:
            if len([c for c in self.hand(player) if part.filter(self, c, ctx)]) < part.count:
                raise IllegalAction(f"{player} can't discard {part.description} {what}.")

    def _pay_morph_extra(self: Game, player: Player, permanent: GameObject, cost: Cost) -> None:
        """Pay life, sacrifice and discard for a morph cost (CR 702.37e), chosen as paid."""
        ctx = TargetContext(permanent, player)
        if cost.pay_life:  # CR 119.4: paying life is losing it
            self.lose_life(player, cost.pay_life)
        for part in cost.sacrifice:
            mine = self._own_matching(player, part.filter, ctx)
            prompt = f"Sacrifice {part.description} to turn {permanent} face up"
            picked = self.ask_choose(player, prompt, mine, part.count, part.count)
            with self.simultaneously():  # sacrificed together (CR 603.10a)
                for obj in picked:
                    self.sacrifice(obj, player)
        if cost.discard:
            prompt = f"Discard {cost.discard} to turn {permanent} face up"
            hand = self.hand(player)
            for c in self.ask_cards(player, prompt, hand, cost.discard, cost.discard):
                self._discard_one(player, c)
        returned = self._return_cost_choice(player, permanent, cost)  # CR 118.3, 601.2h
        with self.simultaneously():
            for obj in returned:
                self.return_to_hand(obj)
        for c in self._cards_cost_choice(player, permanent, cost, discarding=True):
            self._discard_one(player, c)
