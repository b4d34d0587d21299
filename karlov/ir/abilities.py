"""Abilities by kind (CR 113.3), their triggers, costs and continuous effects.

Every ability carries ``gate``: True for an ability a "Solved —" keyword gives (CR 702.169b–d):
a static ability works, a triggered ability triggers and resolves, an activated ability (or a
keyword such as flashback) can be activated only while its Case is solved. For a
leaves-the-battlefield trigger the gate is checked on the last known state (CR 603.10a).
"""

from __future__ import annotations

from .conditions import Condition
from .enums import Layer, Step, Timing, Whose, ZoneName
from .objects import Count, CountersOn, ObjectFilter, ObjectRef, Quantity, TargetSpec
from .span import Located, ir_class

# ---- costs (CR 118, 602.1) ---------------------------------------------------------------------


@ir_class
class SacrificeCost(Located):
    """ "Sacrifice a creature": ``count`` permanents matching ``filter`` (None: this one)."""

    count: int
    filter: ObjectFilter | None
    description: str = ""


@ir_class
class RemoveCountersCost(Located):
    """ "Remove a +1/+1 counter from ~": ``count`` counters of ``kind`` from this permanent,
    or from one permanent ``filter`` names (CR 122.8: a cost that can't be paid if it doesn't
    have them). With ``x`` ("Remove X
    +1/+1 counters from ~"), X counters: the X announced as the ability is activated
    (CR 107.3a, 602.2b), ``count`` 0. With ``any_number`` ("Remove any number of storage
    counters from ~"), as many as the player chooses as the cost is paid (CR 601.2h, 602.2b),
    none to all it has, ``count`` 0; how many is what "removed this way" counts
    (:class:`~karlov.ir.CountersRemovedForCost`)."""

    count: int
    kind: str
    x: bool = False
    any_number: bool = False
    #: "Remove a +1/+1 counter from a creature you control": from one permanent matching it
    #: that you control, chosen as the cost is paid (CR 118.3, 601.2h), this one included if
    #: it matches; None: from this permanent.
    filter: ObjectFilter | None = None
    #: "Remove two +1/+1 counters from among creatures you control" (CR 118.3, 122.8):
    #: ``count`` counters in all from one or more permanents you control matching ``filter``,
    #: each chosen as the cost is paid (CR 601.2h); ``kind`` "" ("Remove three counters from
    #: among ..."): of any kind (CR 122.1)
    from_among: bool = False


@ir_class
class ExileFromGraveyardCost(Located):
    """ "Exile two creature cards from your graveyard": ``count`` cards matching ``filter`` (in
    your graveyard) exiled to pay the cost (CR 118.3, 406.1)."""

    count: int
    filter: ObjectFilter
    description: str = ""


@ir_class
class ExileFromHandCost(Located):
    """ "exile a blue card from your hand" as a cost: ``count`` cards of your hand matching
    ``filter`` exiled to pay it (CR 118.3, 406.1), chosen as it is paid (CR 601.2h). The spell
    being cast is on the stack by then (CR 601.2a), so it is never one of them."""

    count: int
    filter: ObjectFilter
    description: str = ""


@ir_class
class RevealFromHandCost(Located):
    """ "reveal a Pirate card from your hand" as a cost: ``count`` cards of your hand matching
    ``filter`` revealed to pay it (CR 701.20a, 118.3), chosen as it is paid (CR 601.2h); they
    stay in the hand. The spell being cast is on the stack by then (CR 601.2a), so it is never
    one of them."""

    count: int
    filter: ObjectFilter
    description: str = ""


@ir_class
class DiscardCardsCost(Located):
    """ "Discard a creature card" / "Discard two artifact cards": ``count`` cards of your hand
    matching ``filter`` discarded to pay the cost (CR 118.3, 701.9a)."""

    count: int
    filter: ObjectFilter
    description: str = ""


@ir_class
class TapUntappedCost(Located):
    """ "Tap an untapped creature you control" / "Tap two untapped Spirits you control":
    ``count`` untapped permanents matching ``filter`` other than the source if {T} is also
    paid (CR 118.3, 302.6 does not apply: tapping for a cost is no {T} ability)."""

    count: int
    filter: ObjectFilter
    description: str = ""


@ir_class
class ReturnToHandCost(Located):
    """ "Return a land you control to its owner's hand" as a cost: ``count`` permanents you
    control matching ``filter``, chosen and returned as the cost is paid (CR 601.2h, 602.2b;
    CR 118.3: only permanents you control can pay it)."""

    count: int
    filter: ObjectFilter
    description: str = ""


@ir_class
class LoyaltyCost(Located):
    """A loyalty symbol (CR 606.4): ``[+N]`` puts ``put`` loyalty counters on this permanent,
    ``[−N]`` removes ``remove`` of them, ``[0]`` neither; ``remove_x`` is ``[−X]``: X is
    chosen as the ability is activated (CR 107.3a) and X counters are removed. An ability
    with one is a loyalty ability (CR 606.2): activated only as a sorcery and only if none of
    that permanent's loyalty abilities has been activated this turn (CR 606.3), and a removal
    can't be paid with fewer counters (CR 606.6)."""

    put: int = 0
    remove: int = 0
    remove_x: bool = False


@ir_class
class Cost(Located):
    """A cost (CR 118, 602.1): mana symbols as written (``{2}{U}``), the tap symbol {T}
    (CR 107.5), sacrifices (CR 701.21), life paid (CR 119.4), ``discard`` cards chosen from
    your hand (CR 701.9a), counters removed from this permanent (CR 122.8), ``exile_self``
    ("Exile ~", from the zone the ability works in, CR 406), untapped permanents tapped,
    ``discard_self`` ("Discard ~": this card, from your hand, where the ability works,
    CR 701.9a, 113.6), ``loyalty``: the loyalty symbol of a loyalty ability (CR 606.4),
    ``exile_from_graveyard``: cards of your graveyard exiled (CR 406.1), and ``discard_cards``:
    cards of a kind discarded from your hand (CR 701.9a); ``untap``: the untap symbol {Q}, "untap
    this permanent" (CR 107.6), payable only while it is tapped; ``energy``: energy counters
    paid, "Pay {E}{E}" (CR 107.14: a player can pay only the energy counters they have);
    ``discard_random``: cards of your hand discarded at random, chosen by no player ("Discard
    a card at random", CR 701.9b); ``return_to_hand``: permanents you control returned to their
    owner's hand (CR 118.3); ``exile_from_hand``: cards of your hand exiled (CR 406.1);
    ``return_self``: "Return ~ to its owner's hand", this permanent returned (CR 118.3);
    ``exile_top``: "Exile the top N cards of your library", a cost that can't be paid with
    fewer cards there (CR 118.3, 406.1);
    ``reveal_self``: "Reveal ~ from your hand" (CR 701.20a), this card revealed from your hand,
    where the ability works (a forecast ability's, CR 702.57a-b); ``exert_self``: "Exert ~",
    this permanent exerted by the player paying: it won't untap during that player's next untap
    step (CR 701.43a; it may be exerted tapped or exerted already, CR 701.43b);
    ``reveal_from_hand``: cards of a kind revealed from your hand (CR 701.20a); ``one_of``: a
    choice of costs, "reveal a Pirate card from your hand or pay {2}", of which the payer
    chooses exactly one as the spell is cast and pays it (CR 601.2b, 601.2f-h) -- a spell's
    additional cost, or the payments of "unless" (:class:`~karlov.ir.UnlessPays`: "unless that
    player sacrifices a creature or pays 3 life", one of them or none, CR 118.12a, 608.2d);
    ``pay_life_x``: "pay X life", X life more than ``pay_life``, X
    announced as the spell is cast (CR 107.3a, 601.2b) -- a spell's additional cost only."""

    mana: str | None = None
    tap: bool = False
    sacrifices: tuple[SacrificeCost, ...] = ()
    pay_life: int = 0
    discard: int = 0
    remove_counters: tuple[RemoveCountersCost, ...] = ()
    exile_self: bool = False
    tap_untapped: tuple[TapUntappedCost, ...] = ()
    discard_self: bool = False
    loyalty: LoyaltyCost | None = None
    exile_from_graveyard: tuple[ExileFromGraveyardCost, ...] = ()
    discard_cards: tuple[DiscardCardsCost, ...] = ()
    untap: bool = False
    energy: int = 0
    discard_random: int = 0
    return_to_hand: tuple[ReturnToHandCost, ...] = ()
    reveal_self: bool = False
    exile_from_hand: tuple[ExileFromHandCost, ...] = ()
    return_self: bool = False
    exile_top: int = 0
    exert_self: bool = False
    reveal_from_hand: tuple[RevealFromHandCost, ...] = ()
    one_of: tuple[Cost, ...] = ()
    pay_life_x: bool = False


# ---- triggers (CR 603) ----------------------------------------------------------------------


@ir_class
class StepTrigger(Located):
    """ "At the beginning of [whose] [step]" (CR 603.2, 503.1). ``of_attached``: "the upkeep
    of enchanted creature's controller" -- the step of the player who controls the permanent
    the source is attached to (CR 303.4, 301.5; ``whose`` is then ``any``), who is the active
    player as it begins (CR 102.1)."""

    step: Step
    whose: Whose
    of_attached: bool = False


@ir_class
class EventTrigger(Located):
    """ "When/Whenever [subject] [event]" (CR 603.2): ``event`` is one of ``enters``,
    ``enters_or_face_up``, ``turned_face_up`` (CR 708.8), ``dies``,
    ``cast``, ``attack``, ``attacks`` (a creature is declared
    as an attacker, CR 508.1, 508.3a), ``blocks`` (``subject`` is declared as a blocker, CR
    509.1, 509.3a), ``becomes_target_of_spell``, ``becomes_target`` (``subject``, None:
    the source, becomes the target of a spell, or of a spell or an ability controlled by
    ``by``; once per object, CR 115.1, 603.2c), ``sacrificed``, ``combat_damage_to_player``,
    ``gain_life`` (CR 119.3), ``draw`` (a card, CR 121.1) or ``discard`` (a card, CR 701.9).
    ``subject`` is the filter the event's object must match (as it last existed for a
    leaves-the-battlefield event, CR 603.10a): the permanent that enters or dies, the spell
    cast, the permanent sacrificed, the creature that attacks. ``subject`` None means the
    source itself, except for ``attack``, ``gain_life``, ``draw`` and ``discard``, which name
    no object ("whenever you attack", CR 508.3a; "whenever you gain life"). ``by`` is the
    player who performs the event (cast, attack, sacrifice, gain life, draw, discard), and for
    ``enters`` the player under whose control the permanent enters ("enters under your
    control"), relative to the ability's controller.

    Also: ``put_into_graveyard_from_battlefield`` (any permanent, CR 603.6c; ``by``: whose
    graveyard, the object's owner, CR 400.3), ``put_into_graveyard_from_anywhere`` (a card
    matching ``subject``, None: the source itself, is put into a graveyard from any zone,
    matched as it is there: never a leaves-the-battlefield trigger, CR 603.6c; ``by``: whose
    graveyard, CR 400.3), ``leaves_battlefield`` (``subject``, None: the
    source, moves from the battlefield to any other zone, matched as it last existed there,
    CR 603.6c, 603.10a), ``surveil`` / ``scry`` (``by`` surveils / scries a number other
    than 0, CR 701.25c, 701.22b), ``shuffle`` (``by`` shuffles their library, CR 701.24a),
    ``cast_from_hand`` / ``_graveyard`` / ``_library`` / ``_exile`` (``by`` casts a spell
    matching ``subject`` from that zone of theirs, CR 601.2a), ``cast_not_from_hand`` (from
    anywhere but their hand),
    ``dealt_noncombat_damage`` (``by``: the player dealt it, CR 120.3),
    ``dealt_damage`` / ``dealt_combat_damage`` ("Whenever you're dealt [combat] damage":
    ``by`` the player dealt it, once per damage event, CR 120.3, 510.2, 603.2c),
    ``deals_noncombat_damage_to_player`` (``subject``: "a source you control"; ``by``: the
    player dealt it), ``cast_during_opponents_turn`` (CR 601.2i), ``becomes_blocked_by`` (once
    per blocker, ``subject`` the blocker, CR 509.3d), ``blocks_creature`` (the source blocks
    an attacker matching ``subject``, once per attacker, CR 509.3b), ``blocks_one_or_more``
    / ``blocked_by_one_or_more`` (the source blocks / is blocked by at least one creature
    matching ``subject``, once as blockers are declared, CR 509.3e), ``becomes_blocked``
    (``subject``, None: the source, once however many block it, CR 509.3c),
    ``attacks_unblocked`` (the source, when no creature was declared as a blocker for it, CR
    509.3g), ``exploits`` (the source exploits a creature, CR 702.110b), ``becomes_tapped``
    / ``becomes_untapped`` (``subject`` None: the source; CR 701.26), ``tapped_for_mana``
    (a permanent matching ``subject``, None: the source, is tapped for mana by ``by``, None:
    any player -- a mana ability of it with {T} in its cost resolved and produced mana, CR
    106.12a; with an effect that adds mana and no target it is a mana ability, CR 605.1b,
    605.4a). ``ordinal`` for
    ``cast``: only the player's Nth spell matching ``subject`` this turn ("your first instant
    or sorcery spell each turn"), and for ``draw`` / ``lose_life`` / ``attacks`` the Nth time this
    turn (an attacker declared in an additional combat phase, CR 500.8).
    ``counters_put``:
    one or more ``counter`` counters are put on a permanent matching ``subject`` (None: the
    source) (once per
    instruction that puts them, CR 122.6: "enters with" counters too); ``counter_put``: the
    same, once for each counter put ("Whenever a +1/+1 counter is put on ~", CR 603.2c).
    ``explores``: a permanent matching ``subject`` (None: the source) explores, once for each
    (CR 701.44b), matched as it last existed if it left (CR 701.44c).
    ``cycle``: ``by``
    cycles this card (CR 702.29c: it triggers from whatever zone the card winds up in);
    ``discard_another_card``: ``by`` cycles or discards a card other than this one (CR
    702.29d: cycling is discarding). ``cycle_card`` / ``cycle_another_card``: ``by`` cycles a
    card / a card other than this
    one (CR 702.29c, 702.29f); none of the three names a subject. Damage (CR 120.3, 510.2):
    ``combat_damage_to_player`` / ``damage_to_player``: ``subject`` (None: the source) deals
    [combat] damage to a player, ``by`` the player dealt it, once per source and player;
    ``deals_damage``: ``subject`` deals damage, once per damage event; ``is_dealt_damage``:
    ``subject`` is dealt damage, once per damage event however many sources deal it;
    ``is_dealt_combat_damage``: the same, combat damage only, once per combat damage step
    (CR 510.2);
    ``deals_damage_to_object``: the source -- or, with ``dealer``, each source matching
    ``dealer`` as it dealt the damage ("Whenever a creature you control with deathtouch deals
    damage to a planeswalker") -- deals damage to a permanent matching ``subject``, once per
    such source, permanent and damage event (the event's object is that permanent);
    ``dealt_damage_by``: a source matching ``subject`` as it dealt the damage deals damage to
    the trigger's source ("Whenever a source deals damage to ~"), once per such source and
    damage event (CR 603.2c; the ruling on Phyrexian Obliterator); the event's object ("that
    source", "that creature") is that source, "that much" the damage it dealt;
    ``deals_combat_damage_to_object``: the same, combat damage only (CR 510.2);
    ``deals_combat_damage``: ``subject`` deals combat damage, once per combat damage step in
    which it does (CR 510.2). ``attacks_alone``: ``subject`` (None: the source) is the only
    creature declared as an attacker this combat (CR 506.5, 508.3a). ``attacks_with_others``:
    the source is declared as an attacker with at least ``others`` other creatures declared as
    attackers in the same declaration ("Whenever ~ and at least two other creatures attack",
    CR 508.1a, 508.3a; a creature put onto the battlefield attacking was never declared, CR
    508.4)."""

    event: str
    subject: ObjectFilter | None = None
    by: Whose | None = None
    ordinal: int | None = None
    counter: str | None = None
    others: int | None = None
    dealer: ObjectFilter | None = None

    @property
    def looks_back(self) -> bool:
        """Leaves-the-battlefield triggers and triggers on a sacrifice look back in time
        (CR 603.10a): the subject is matched as it last existed on the battlefield."""
        return self.event in (
            "dies",
            "sacrificed",
            "put_into_graveyard_from_battlefield",
            "leaves_battlefield",
        )


@ir_class
class AnyOf(Located):
    """ "When this creature enters or dies", "At the beginning of your upkeep or whenever you
    cast a white spell": any of several trigger events or steps, one ability (CR 603.2)."""

    triggers: tuple[EventTrigger | StepTrigger, ...]


@ir_class
class StateTrigger(Located):
    """A state trigger (CR 603.8): "When you control no Islands" -- it triggers as soon as
    ``condition`` holds, and doesn't trigger again while the ability it put on the stack is
    still there (or waiting to be put there)."""

    condition: Condition


Trigger = StepTrigger | EventTrigger | AnyOf | StateTrigger


# ---- continuous effects of static abilities (CR 604, 611.3, 613) -----------------------------


@ir_class
class Affected(Located):
    """Which objects a static ability affects: the source itself, every match of
    ``filter``, the permanent it is attached to (``attached``), or the source and the creature
    it is paired with (``paired``: soulbond's "each of those creatures" / "both creatures"
    after "As long as ~ is paired with another creature", CR 702.95b)."""

    filter: ObjectFilter | None = None
    attached: bool = False
    paired: bool = False


@ir_class
class ContinuousEffect(Located):
    """One layer effect (CR 613): ``layer`` and what it does to ``affected``: ``add_types``/
    ``add_subtypes``, ``set_colors``, ``add_abilities``, ``set_power``/``set_toughness``,
    ``power``/``toughness`` modifications, ``control`` (its source's controller controls it),
    ``remove_keywords`` (it loses those keywords, layer 6). With ``replace_subtypes`` ("is a
    Demon Spirit", "is an Island", no "in addition to its other types"), ``add_subtypes``
    replace the object's subtypes of their kind: creature types (CR 205.1a), or one basic
    land type its land types and the abilities its rules text gives it (CR 305.7). With
    ``for_each`` ("gets +1/+1 for each Forest you control"), ``power``/``toughness`` are per
    object matching it now; with ``for_each_basic_land_type`` too, per basic land type among
    those objects (domain, "for each basic land type among lands you control", CR 305.6).
    ``define_power``/``define_toughness`` are a characteristic-defining ability's (layer 7a,
    CR 604.3, 613.4a): "~'s power and toughness are each equal to the number of creatures you
    control", counted from the source's point of view whenever the value is needed, in every
    zone."""

    layer: Layer
    affected: Affected
    add_types: tuple[str, ...] = ()
    add_subtypes: tuple[str, ...] = ()
    set_colors: tuple[str, ...] = ()
    #: "is a black Zombie in addition to its other colors and types" (Ghoulflesh): colors
    #: the object has in addition to its own (layer 5, CR 105.3, 613.1e)
    add_colors: tuple[str, ...] = ()
    add_abilities: tuple[GrantedAbility, ...] = ()
    set_power: int | None = None
    set_toughness: int | None = None
    power: int = 0
    toughness: int = 0
    control: bool = False
    remove_keywords: tuple[str, ...] = ()
    replace_subtypes: bool = False
    for_each: ObjectFilter | None = None
    #: "~ isn't a creature" (the Theros gods): the card types it no longer has (layer 4,
    #: CR 613.1d), with the subtypes that go with them (CR 205.3d: creature types with
    #: "creature" unless it is still kindred)
    remove_types: tuple[str, ...] = ()
    for_each_basic_land_type: bool = False
    #: "Enchanted creature gets +1/+1 for each other creature you control." (Bravado): the
    #: "other" is said of each affected object, so ``for_each`` counts the objects matching it
    #: other than the object being modified (CR 613.4c, 611.3a: read continuously)
    for_each_other_than_affected: bool = False
    #: "gets +1/+1 for each charge counter on ~": ``power``/``toughness`` are per counter of
    #: that kind on this permanent now (:class:`~karlov.ir.CountersOn`, CR 122.1, 611.3a)
    per: CountersOn | None = None
    define_power: Quantity | None = None
    define_toughness: Quantity | None = None
    #: "Enchanted creature gets -X/-0, where X is the number of cards in your graveyard.":
    #: ``power``/``toughness`` are per unit of this number (each 0, 1 or -1), counted from
    #: the source's point of view ("you" its controller) whenever the effect applies (CR
    #: 107.3c, 611.3a, 613.4c); a count below 0 is 0 (CR 107.1b)
    per_x: Quantity | None = None
    #: "Creatures lose all abilities." (layer 6, CR 613.1f): the objects lose every ability
    #: they have when it applies in timestamp order (CR 613.7), those of effects applied
    #: after it kept
    remove_all_abilities: bool = False
    #: "~ is the chosen type in addition to its other types." (layer 4, ``"creature_type"``)
    #: / "~ is the chosen color." (layer 5, ``"color"``): the creature type or color its
    #: source chose as it entered (CR 614.12, 607.2a) is added to its subtypes / is its color;
    #: nothing changes if the source chose none.
    chosen: str = ""


@ir_class
class Restriction(Located):
    """A rule a static ability imposes on the objects it affects, not an ability they have
    (so losing abilities doesn't end it). ``kind`` is one of :data:`RESTRICTIONS`;
    ``filter`` is what ``cant_be_blocked_by`` names (the blockers it excludes), what
    ``cant_be_blocked_except_by`` names (the only blockers it allows) and what
    ``can_block_only`` names (the attackers it may block). With ``unless`` ("can't attack
    unless you control four or more artifacts"), it applies only while that is false.
    ``at_least``: how many creatures ``blocked_by_at_least`` needs ("can't be blocked except
    by three or more creatures"). ``mana``: what an attack tax (``attack_tax``,
    ``attack_tax_you``, ``attack_tax_you_or_planeswalkers``) costs for each creature affected
    that attacks ("can't attack unless its controller pays {3}", CR 508.1d, 508.1h)."""

    kind: str
    affected: Affected
    filter: ObjectFilter | None = None
    unless: Condition | None = None
    at_least: int | None = None
    mana: str | None = None


#: The restrictions, requirements and combat rules of :class:`Restriction` and
#: :class:`~karlov.ir.Restrict`, with the rule each follows.
RESTRICTIONS: dict[str, str] = {
    "cant_attack": "can't attack (CR 508.1c)",
    "cant_block": "can't block (CR 509.1b)",
    "cant_block_source": (
        "can't block this object (CR 509.1b; not a new object it becomes, CR 400.7)"
    ),
    "cant_be_blocked": "can't be blocked (CR 509.1b)",
    "cant_be_blocked_by": "can't be blocked by creatures matching the filter (CR 509.1b)",
    "cant_be_blocked_except_by": (
        "can't be blocked except by creatures matching the filter (CR 509.1b)"
    ),
    "can_block_only": "can block only creatures matching the filter (CR 509.1b)",
    "cant_block_matching": "can't block creatures matching the filter (CR 509.1b)",
    "blocked_by_at_most_one": "can't be blocked by more than one creature (CR 509.1b)",
    "blocked_by_at_least": (
        "can't be blocked except by that many or more creatures: none or at least that many "
        "(CR 509.1b)"
    ),
    "must_be_blocked_by_all": "all creatures able to block it do so (CR 509.1c)",
    "must_be_blocked": "must be blocked if able: a creature blocks it if able (CR 509.1c)",
    "cant_have_plus_one_counters": "can't have +1/+1 counters put on it (CR 122.1, 101.2)",
    "cant_be_targeted_by_opponents": (
        "can't be the target of spells or abilities controlled by opponents of the "
        "restricting ability's controller (CR 115.1, 601.2c, 101.2)"
    ),
    "cant_activate": (
        "its activated abilities can't be activated, mana abilities included (CR 602.5)"
    ),
    "cant_activate_non_mana": (
        "its activated abilities can't be activated unless they're mana abilities (CR 602.5)"
    ),
    "assigns_no_combat_damage": (
        "assigns no combat damage: none of its power is assigned as combat damage (CR 510.1a)"
    ),
    "cant_attack_alone": "can't attack alone (CR 506.5, 508.1c)",
    "cant_block_alone": "can't block alone (CR 506.5, 509.1b)",
    "can_block_additional": (
        "can block an additional creature each combat: one more attacker for each instance "
        "(CR 509.1a, 510.1d)"
    ),
    "can_block_any_number": "can block any number of creatures (CR 509.1a, 510.1d)",
    "attack_tax": (
        "can't attack unless its controller pays the mana for it: a cost to attack, locked in "
        "and paid as attackers are declared (CR 508.1d, 508.1h, 508.1i)"
    ),
    "attack_tax_you": (
        "can't attack you unless its controller pays the mana for it: a cost to attack the "
        "ability's controller (CR 508.1d, 508.1h, 508.1i)"
    ),
    "attack_tax_you_or_planeswalkers": (
        "can't attack you or planeswalkers you control unless its controller pays the mana for "
        "it: a cost to attack the ability's controller or a planeswalker that player controls "
        "(CR 508.1d, 508.1h, 508.1i)"
    ),
    "can_block_shadow": (
        "can block creatures with shadow as though they didn't have shadow (CR 702.28b)"
    ),
    "can_block_landwalk": (
        "can block creatures with landwalk abilities as though they didn't have those "
        "abilities (CR 702.14c)"
    ),
    **{
        f"blockable_despite_{walk}": (
            f"can be blocked as though it didn't have {walk} (CR 702.14c, 509.1b)"
        )
        for walk in ("plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk")
    },
    "must_block": "blocks if able: a requirement on the defending player's blocks (CR 509.1c)",
    "must_block_source": (
        "blocks the effect's source if able: for its duration, or without one this combat "
        "(provoke, CR 702.39a, 509.1c)"
    ),
    "goaded": (
        "goaded until the goading player's next turn: attacks each combat if able and attacks "
        "a player other than the goading player if able (CR 701.15a-b, 508.1d)"
    ),
    "cant_attack_you_player": (
        "can't attack you: not the ability's controller, a planeswalker that player controls "
        "still may be (CR 508.1c)"
    ),
    "cant_attack_you": (
        "can't attack you or planeswalkers you control: not the ability's controller nor a "
        "planeswalker that player controls (CR 508.1c)"
    ),
    "cant_be_blocked_by_less_power": (
        "can't be blocked by creatures with power less than its power (CR 509.1b)"
    ),
    "cant_be_blocked_by_greater_power": (
        "can't be blocked by creatures with power greater than its power (CR 509.1b)"
    ),
    "attacks_each_combat": "attacks each combat if able (CR 508.1d)",
    "doesnt_untap": "doesn't untap during its controller's untap step (CR 502.3)",
    "untaps_in_others_untap_steps": (
        "untaps during each other player's untap step: in the untap step of each player other "
        "than its controller, with that player's permanents (CR 502.3)"
    ),
    "attacks_despite_defender": "can attack as though it didn't have defender (CR 702.3b)",
    "blocks_as_though_reach": (
        "can block creatures matching the filter as though it had reach: their flying doesn't "
        "stop it blocking them (CR 702.9b, 702.17b)"
    ),
    "blocks_while_tapped": "can block as though it were untapped (CR 509.1a)",
    "attacks_as_though_haste": (
        "can attack as though it had haste: summoning sickness doesn't stop it attacking, its "
        "{T} abilities still wait (CR 702.10b, 302.6)"
    ),
    "assigns_damage_by_toughness": (
        "assigns combat damage equal to its toughness rather than its power (CR 510.1a)"
    ),
    "cant_be_regenerated": "can't be regenerated: no regeneration shield applies (CR 701.19c)",
    "exiled_if_it_would_die": (
        "if it would die, it is exiled instead: a replacement effect (CR 614.1a, 700.4)"
    ),
    "attacks_only_defender_without": (
        "can't attack if defending player controls a permanent matching the filter (its state "
        "included): only a player who controls none, or a planeswalker of theirs (CR 508.1c, "
        "508.5)"
    ),
    "attacks_only_defender_controlling": (
        "can't attack unless defending player controls a permanent matching the filter: only a"
        " player who does, or a planeswalker of theirs (CR 508.1c, 508.5)"
    ),
}


@ir_class
class CostReduction(Located):
    """ "[spells] you cast cost {N} less to cast" (CR 601.2f); with ``increase``, "[spells]
    cost {N} more to cast" (increases apply before reductions, CR 601.2f). ``colored``: the
    colored mana symbols of an increase ("Green spells you cast cost {G} more to cast": "{G}",
    added to the total cost, CR 601.2f); a reduction has none (it reduces generic mana, CR
    118.7a)."""

    spells: ObjectFilter
    generic: int
    increase: bool = False
    colored: str = ""


@ir_class
class SelfCostReduction(Located):
    """ "This spell costs {1} less to cast if [condition]" (CR 601.2f, 118.7a): ``generic``
    mana less, when ``condition`` holds as the total cost is determined; it functions on the
    stack (CR 113.6d). With ``per``, "This spell costs {1} less to cast for each creature card
    in your graveyard": ``generic`` less once for each thing ``per`` counts as the total cost
    is determined (CR 601.2f), "you" being the spell's caster; then ``condition`` is None.
    On a permanent card, the reduction is a :attr:`StaticAbility.self_cost_reduction`."""

    generic: int
    condition: Condition | None = None
    per: Quantity | None = None


@ir_class
class CostPerExtraTarget(Located):
    """ "This spell costs {2}{U} more to cast for each target beyond the first" (strive):
    ``mana`` more, once for each target chosen for the spell beyond the first (CR 601.2c),
    added to its total cost as a cost increase (CR 601.2f); it functions on the stack
    (CR 113.6d)."""

    mana: str


#: The :class:`RuleModification` rules that change a maximum hand size by ``count`` (CR 402.2):
#: the sign of the change, and whether it is the controller's opponents' hand size (else the
#: controller's own).
HAND_SIZE_CHANGES: dict[str, tuple[int, bool]] = {
    "maximum_hand_size_increase": (1, False),
    "maximum_hand_size_reduction": (-1, False),
    "opponents_maximum_hand_size_increase": (1, True),
    "opponents_maximum_hand_size_reduction": (-1, True),
}


@ir_class
class RuleModification(Located):
    """A rule the static ability changes: ``deck_any_number`` / ``deck_up_to`` ("A deck can
    have any number of cards named ~.", "... up to seven cards named ~.": ``count``; a rule of
    deck construction, CR 100.2a, with no meaning once the game has begun),
    ``additional_land`` (CR 305.2), ``look_at_top`` (an
    exception to CR 401.2), ``play_from_top`` (lands and spells matching ``spells``),
    ``damage_persists`` (damage isn't removed from objects matching ``filter`` in cleanup, an
    exception to CR 514.2), ``one_spell_each_turn`` (each player can't cast more than one spell each
    turn, CR 101.2), ``no_maximum_hand_size`` (CR 402.2: its controller doesn't discard to a hand
    size in cleanup, CR 514.1), ``maximum_hand_size`` ("Your maximum hand size is two.": ``count``),
    the changes of :data:`HAND_SIZE_CHANGES` ("Your maximum hand size is increased by one.", "Each
    opponent's maximum hand size is reduced by seven.": by ``count``; CR 402.2, the effects on a
    player's maximum hand size, "no maximum" included, applied in timestamp order, CR 613.11),
    ``skip_untap_step`` / ``skip_upkeep_step`` / ``skip_draw_step`` ("Skip your draw step.": its
    controller skips each such step of theirs, CR 614.10), ``player_hexproof`` / ``player_shroud``
    ("You have hexproof.": its controller can't be the target of spells or abilities their opponents
    control, CR 702.11c; of any, CR 702.18a), ``cant_play_lands`` ("You can't play lands.": its
    controller can't, CR 305.1, 101.2) and ``players_cant_play_lands`` ("Players can't play lands.":
    no player can), ``cast_as_though_flash`` ("You may cast Spirit spells as though they had
    flash.": its controller may cast spells matching ``spells`` any time they could cast an instant,
    CR 702.8a, 601.3b), ``cant_gain_life`` / ``opponents_cant_gain_life`` /
    ``players_cant_gain_life`` ("Your opponents can't gain life.": its controller, each opponent of
    theirs or every player can't gain life, CR 119.7), ``may_not_untap`` ("You may choose not to
    untap ~ during your untap step.": its controller may leave the source tapped as their untap step
    would untap it, CR 502.3), ``top_card_revealed`` / ``players_top_card_revealed`` ("Play with the
    top card of your library revealed.": its controller's library, or every player's, CR 401.5; an
    exception to CR 401.2), ``life_floor`` ("Damage that would reduce your life total to less than 1
    reduces it to 1 instead.": damage dealt to its controller reduces their life total to no less
    than ``count``, the damage still dealt, CR 614.1a, 120.3a), ``most_attackers`` /
    ``most_blockers`` ("No more than ``count`` creatures can attack / block each combat.": a
    declaration of more is illegal, CR 508.1c, 509.1b), the casting restrictions of
    :data:`CAST_RESTRICTIONS` ("Your opponents can't cast spells during your turn.": the players it
    names can't cast a spell matching ``spells``, while the part of the turn it names lasts, CR
    101.2, 601.3)."""

    rule: str
    count: int = 0
    lands: bool = False
    spells: tuple[ObjectFilter, ...] = ()
    filter: ObjectFilter | None = None


#: The keyword counters the runtime reads (CR 122.1b): each grants its keyword, a static
#: ability of CR 702, to the permanent it is on, in layer 6 in the counter's timestamp order
#: (CR 613.1f, 613.7c). Exalted and decayed (their triggered abilities) are not among them.
KEYWORD_COUNTERS = frozenset(
    {
        "flying",
        "first strike",
        "double strike",
        "deathtouch",
        "haste",
        "hexproof",
        "indestructible",
        "lifelink",
        "menace",
        "reach",
        "shadow",
        "trample",
        "vigilance",
    }
)


#: The static casting restrictions of :class:`RuleModification` (CR 101.2, 601.3): who can't
#: cast (``you``: the ability's controller; ``opponents``: each opponent of theirs;
#: ``players``: every player) and when (always; ``your_turn``: during the controller's turn,
#: CR 500.1; ``combat``: during the combat phase of any turn, CR 506.1).
CAST_RESTRICTIONS: dict[str, tuple[str, str]] = {
    f"{who}cant_cast{when}": (who.rstrip("_") or "you", when.removeprefix("_during_") or "always")
    for who in ("", "opponents_", "players_")
    for when in ("", "_during_your_turn", "_during_combat")
}


@ir_class
class EntersAsCopy(Located):
    """ "You may have this enter as a copy of any [filter]" / "of a [filter]" (CR 707.9,
    614.1c): one permanent of the filter, chosen as it enters. ``changes`` /
    ``in_addition``: the copy effect's exceptions ("except it's an artifact in addition to
    its other types"), part of its copiable values (CR 707.9b)."""

    filter: ObjectFilter
    changes: Characteristics | None = None
    in_addition: bool = False


@ir_class
class EntersWithCounters(Located):
    """ "This creature enters with N [kind] counters on it" (CR 614.1c, 122.6); with
    ``for_each``, N for each object matching it as the creature enters; with
    ``per_color_spent`` (converge), N for each color of mana spent to cast it (CR 601.2h);
    with ``per_time_kicked`` (multikicker), N for each time its kicker cost was paid as the
    spell it was was cast (CR 702.33c-d, 400.7d); with ``per_mana_spent``, N for each mana
    spent to cast it ("equal to the amount of mana spent to cast it": the mana paid for its
    total cost, not what convoke paid by tapping, CR 601.2h, 702.51a; 0 if it wasn't cast).
    With ``abilities`` ("... counters on it and with flying"): it enters having them too, an
    effect on that permanent for as long as it remains on the battlefield (CR 614.1c, 611.2c;
    layer 6, CR 613.1f). With ``or_counter`` ("enters with your choice of a flying counter or
    a first strike counter on it"): its controller chooses, as it enters, which of the two
    kinds, ``counter`` or ``or_counter``, it enters with (CR 614.1c, 614.12). With ``objects``
    ("Each other Warrior creature you control enters with an additional +1/+1 counter on
    it."): every other permanent matching it as it enters (relative to this permanent's
    controller) enters with that many more counters, not this one (CR 614.1c, 614.12)."""

    count: Count
    counter: str
    text: str = ""
    or_counter: str = ""
    objects: ObjectFilter | None = None
    #: "~ enters with a +1/+1 counter on it if you control a creature with power 4 or
    #: greater.": only if this is true as it would enter, the permanent itself not counted
    #: (it isn't on the battlefield yet, CR 614.12)
    condition: Condition | None = None
    for_each: ObjectFilter | None = None
    per_color_spent: bool = False
    per_time_kicked: bool = False
    per_mana_spent: bool = False
    abilities: tuple[GrantedAbility, ...] = ()


@ir_class
class EntersTapped(Located):
    """ "This land enters tapped." (CR 614.1c, 614.12): a replacement effect on how its source
    enters the battlefield; it is tapped as it enters, and never became tapped (CR 110.5).
    With ``unless`` ("... unless you control a Swamp or a Mountain"), only if that is false
    as it would enter: the permanent itself is not on the battlefield yet, so the objects the
    condition counts are other than it (CR 614.12). ``objects``: "Creatures your opponents
    control enter tapped." -- every other permanent matching it as it enters (its controller
    the one it enters under), not this one (CR 614.1c, 614.12). ``unless_revealed``: "As ~
    enters, you may reveal an Elf card from your hand. If you don't, ~ enters tapped." -- as it
    would enter, its controller may reveal a card in their hand matching it (CR 701.20a: the
    card stays there); it enters tapped if they don't (CR 614.12). ``unless_paid_life``: "As ~
    enters, you may pay 2 life. If you don't, it enters tapped." -- as it would enter, its
    controller may pay that much life (CR 119.4); it enters tapped if they don't (0: no such
    payment)."""

    text: str = ""
    unless: Condition | None = None
    objects: ObjectFilter | None = None
    unless_revealed: ObjectFilter | None = None
    unless_paid_life: int = 0


@ir_class
class SelfFlash(Located):
    """ "You may cast ~ as though it had flash." (CR 702.8d, 601.3b): its owner may cast the
    card any time they could cast an instant; the ability functions from the zone the card is
    cast from (CR 113.6). ``extra_cost``: "... if you pay {2} more to cast it" -- only when it
    is cast at a time a sorcery couldn't be, that mana is added to its total cost (CR
    601.2f). The :class:`StaticAbility`'s ``condition`` ("As long as you control a green or
    blue permanent, ...") is checked as it begins to be cast (CR 601.3).
    ``sacrificed_at_cleanup``: "If you cast it any time a sorcery couldn't have been cast, the
    controller of the permanent it becomes sacrifices it at the beginning of the next cleanup
    step." -- cast when a sorcery couldn't be (CR 307.5a: however it was allowed), the
    permanent it becomes is sacrificed by its controller then at the beginning of the next
    cleanup step (a delayed triggered ability made as it enters, CR 603.7, 514.3a)."""

    extra_cost: str = ""
    sacrificed_at_cleanup: bool = False


@ir_class
class EntersChoosing(Located):
    """ "As ~ enters, choose a color." / "... choose a creature type." (CR 614.1c, 614.12): a
    replacement effect on how its source enters; its controller chooses as it enters, and the
    choice is kept on that object (a new object after a zone change chooses anew, CR 400.7)
    for the abilities linked to this one ("of the chosen color", CR 607.2a). ``choice``:
    ``"color"`` (CR 105.1) or ``"creature_type"`` (CR 205.3m). ``other_than``: "choose a
    color other than red" -- that color's letter can't be chosen."""

    choice: str
    text: str = ""
    other_than: str = ""


# ---- abilities (CR 113.3) ---------------------------------------------------------------------


@ir_class
class KeywordAbility(Located):
    """A keyword (CR 702): ``name`` ("flying", "indestructible", "flashback", "kicker",
    "equip", "crew", "enchant", "protection", "cycling") with its ``cost`` (flashback, kicker,
    equip, cycling), ``number`` (crew N; bushido, soulshift, renown, bloodthirst, fabricate,
    modular and fading N: CR 702.45a, 702.46a, 702.112a, 702.54a, 702.123a, 702.43a, 702.32a)
    or ``filter`` (what an Aura enchants; equip's quality,
    None: any creature you control; the quality of "protection from [quality]", CR 702.16a, one
    keyword per quality, 702.16g; the card typecycling searches for, CR 702.29e, None: plain
    cycling draws a card, 702.29a). What equip, crew, enchant and cycling do is the rules' (CR
    702.6a, 702.122a, 702.5a, 303.4, 702.29a), not the card's: the card states only these
    parameters. So for transmute, ninjutsu, embalm and eternalize [cost] (CR 702.53a, 702.49a,
    702.128a, 702.129a) and reinforce N—[cost] (CR 702.77a: ``number`` N and ``cost``; "Reinforce
    X—{X}..." has no ``number``, its N being the X paid in the cost, CR 107.3)."""

    name: str
    cost: Cost | None = None
    number: int | None = None
    filter: ObjectFilter | None = None
    gate: bool = False
    text: str = ""


#: The keywords "[keyword] N" a :class:`KeywordAbility` states with its ``number`` and whose
#: whole ability the rules define (the runtime builds it): bushido N (CR 702.45a), soulshift N
#: (702.46a), renown N (702.112a), bloodthirst N (702.54a), fabricate N (702.123a), modular N
#: (702.43a), fading N (702.32a), rampage N (702.23a), afterlife N (702.135a), vanishing N
#: (702.63a), graft N (702.58a), afflict N (702.130a), dredge N (702.52a, a replacement
#: effect that works from a graveyard). Crew N (CR 702.122a) is apart: it may be under a
#: solved gate.
NUMBER_KEYWORDS = frozenset(
    {"bushido", "soulshift", "renown", "bloodthirst", "fabricate", "modular", "fading"}
    | {"rampage", "afterlife", "vanishing", "graft", "afflict", "dredge", "tribute"}
    | {"annihilator", "devour", "amplify", "ripple"}
)

#: The keywords with a parameter an effect may grant (CR 113.1a, 113.2c) that the runtime
#: plays granted: each is one triggered ability of the object that has it, built the same way
#: as when printed -- ward [cost] (CR 702.21a), cumulative upkeep [cost] (CR 702.24a),
#: bushido N (CR 702.45a), rampage N (CR 702.23a).
GRANTABLE_KEYWORDS = frozenset({"ward", "cumulative upkeep", "bushido", "rampage"})


@ir_class
class StaticAbility(Located):
    """A static ability (CR 604): continuous effects, cost reductions, rule modifications,
    and replacement effects on how the source enters. With a ``condition`` ("as long as you
    control an artifact"), its effects apply only while the condition is true (CR 611.3a); a
    replacement effect on entering applies under one only as "If ~ was kicked, it enters with
    ..." (:class:`WasKicked`, checked as the permanent enters, CR 614.1c, 702.33d).
    ``additional_cost`` is "As an additional cost to cast this spell, sacrifice a creature."
    (CR 601.2b, 601.2f-h): paid as the card is cast. ``self_cost_reduction`` is a permanent
    spell's "This spell costs {1} less to cast for each ..." or "... if [condition]" (CR
    601.2f): it functions on the stack (CR 113.6d). ``alternative_cost`` is "You may
    sacrifice two Mountains rather than pay this spell's mana cost." (CR 118.9): its
    controller may cast the card paying it instead of its mana cost, at most one alternative
    cost for a spell (CR 118.9a), its mana (if any) the spell's base cost (CR 601.2f); with
    a ``condition`` ("If you control a Plains, you may ..."), only while it holds as the
    spell is cast (CR 601.2b). ``cast_only`` is "Cast this spell only during combat" / "...
    only if you control a snow land" (CR 601.3): the card can be cast only while it holds,
    however it is cast. ``self_flash`` is "You may cast ~ as though it had flash" (CR 702.8d,
    601.3b; :class:`SelfFlash`), with ``condition`` the one it is said under. ``preventions``
    are the prevention effects it states ("Prevent all damage that would be dealt to ~.", CR
    615.1a), each applying while the ability functions (CR 611.3a)."""

    effects: tuple[ContinuousEffect, ...] = ()
    cost_reductions: tuple[CostReduction, ...] = ()
    rules: tuple[RuleModification, ...] = ()
    enters_as_copy: EntersAsCopy | None = None
    enters_with: EntersWithCounters | None = None
    enters_tapped: EntersTapped | None = None
    enters_choosing: EntersChoosing | None = None
    condition: Condition | None = None
    restrictions: tuple[Restriction, ...] = ()
    additional_cost: Cost | None = None
    self_cost_reduction: SelfCostReduction | None = None
    alternative_cost: Cost | None = None
    cast_only: Condition | None = None
    preventions: tuple[PreventDamage, ...] = ()
    gate: bool = False
    text: str = ""
    self_flash: SelfFlash | None = None


@ir_class
class TriggeredAbility(Located):
    """A triggered ability (CR 603): its trigger, intervening "if" (CR 603.4), targets and
    effect, and the zones it triggers from: the battlefield, or the zone its effect moves its
    source out of ("return ~ from your graveyard to the battlefield": the graveyard, CR
    113.6m). ``max_per_turn``: "This ability triggers only once each turn." (1; the card's
    own limit, worded as the rules word speed's, CR 702.179d): it triggers no more for that
    object that turn; None: no limit."""

    trigger: Trigger
    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    intervening_if: Condition | None = None
    gate: bool = False
    text: str = ""
    zones: tuple[ZoneName, ...] = (ZoneName.BATTLEFIELD,)
    max_per_turn: int | None = None


@ir_class
class ActivatedAbility(Located):
    """An activated ability (CR 602): cost, effect, targets, timing ("Activate only as a
    sorcery", CR 602.5d), ``max_per_turn`` ("Activate only once each turn": 1, CR 602.5b;
    None: no limit), the zones it functions from (CR 113.6b), and ``condition`` ("Activate
    only if [condition]": it can't begin to be activated while the condition is false,
    CR 602.5). ``any_player``: "Any player may activate this ability." -- not only its
    controller; the player who activates it pays its costs and controls it (CR 602.2,
    113.8), and a sorcery timing is that player's (CR 602.5d). ``only_opponents``: "Only
    your opponents may activate this ability." -- an opponent of its source's controller, and
    no one else, may activate it; that opponent pays its costs and controls it (CR 602.2,
    113.8)."""

    cost: Cost
    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    timing: Timing = Timing.INSTANT
    zones: tuple[ZoneName, ...] = (ZoneName.BATTLEFIELD,)
    max_per_turn: int | None = None
    gate: bool = False
    text: str = ""
    condition: Condition | None = None
    any_player: bool = False
    only_opponents: bool = False


@ir_class
class ManaAbility(Located):
    """A mana ability (CR 605.1a): ``{T}: Add`` one of ``produces`` (mana symbols without
    braces). ``intrinsic`` for a basic land's (CR 305.6). ``cost`` is its cost when that is
    not just {T} ("Sacrifice this creature: Add {R}{R}."); None: {T}. ``instead_if``: "If you
    control four or more creatures, add {G}{G} instead." -- while it holds as the ability is
    activated, it adds one of ``instead_produces`` (CR 614.1a, 605.1a). ``of_chosen_color``:
    "Add one mana of the chosen color." -- one mana of the color its source chose as it
    entered, by the ability linked to this one (CR 607.2a, 614.12); ``produces`` then lists
    the five colors it may be. ``or_chosen_color``: "Add {R} or one mana of the chosen
    color." -- one of ``produces`` or one mana of that chosen color (CR 106.1a, 607.2a).
    ``zones``: where it can be activated -- the battlefield, or the hand of a card whose cost
    exiles it from there ("Exile Simian Spirit Guide from your hand: Add {R}.", CR 113.6b)."""

    produces: tuple[str, ...]
    intrinsic: bool = False
    gate: bool = False
    text: str = ""
    cost: Cost | None = None
    instead_if: Condition | None = None
    instead_produces: tuple[str, ...] = ()
    of_chosen_color: bool = False
    or_chosen_color: bool = False
    zones: tuple[ZoneName, ...] = (ZoneName.BATTLEFIELD,)


@ir_class
class ReplacementAbility(Located):
    """A static ability's replacement or prevention effect (CR 614.1a, 615.1a; once per
    event, CR 616.1f), by the ``event`` it modifies and what happens ``instead``:

    - ``create_tokens``: "If one or more tokens would be created under your control, those
      tokens plus [``extra`` of ``token``] are created instead"; ``instead`` ``twice`` (no
      ``token``): "If one or more tokens would be created [under your control], twice that
      many of those tokens are created instead" / "If an effect would create one or more
      tokens under your control, it creates twice that many of those tokens instead" --
      ``whose`` ``you`` for tokens created under your control, ``any`` for any player's;
      with ``recipients`` (subtypes only), only an event creating at least one token of
      those subtypes: "If you would create one or more Treasure tokens, instead create those
      tokens plus an additional Treasure token" (CR 111.10a);
    - ``gain_life`` (``whose`` gains): ``instead`` ``plus`` ("you gain that much life plus
      ``extra`` instead"), ``lose`` ("that player loses that much life instead"),
      ``twice`` ("you gain twice that much life instead") or ``none`` ("that player gains no
      life instead");
    - ``dies`` (this permanent, CR 700.4): ``instead`` ``exile``, ``library_top`` or
      ``library_bottom`` (of its owner's library);
    - ``damaged_by_self_dies`` (a creature this permanent dealt damage to this turn, CR
      700.4): ``instead`` ``exile``;
    - ``described_dies`` (a permanent matching ``recipients`` would be put into a graveyard
      from the battlefield, CR 700.4): ``instead`` ``exile``;
    - ``card_put_into_graveyard`` (a card -- no token, no copy of a spell -- would be put into
      a graveyard from anywhere: its owner's, who is ``whose`` relative to this permanent's
      controller, ``any`` for everyone, CR 404.2): ``instead`` ``exile``;
    - ``draw`` (``whose`` would draw a card; with ``except_first_draw``, not the first one
      they draw in each of their draw steps, CR 504.1): ``draw_more`` ("draw ``extra`` cards
      instead", each a draw of its own, CR 614.11) or ``may_counter`` ("you may put a
      ``counter`` counter on ~ instead");
    - ``enters_uncast`` (a nontoken creature would enter the battlefield and it wasn't
      cast, CR 601.2i): ``exile``;
    - ``put_into_graveyard_from_anywhere`` (this card, from any zone it is in, CR 113.6b):
      ``reveal_shuffle_into_library`` ("reveal ~ and shuffle it into its owner's library");
    - ``dealt_damage`` (to this permanent): ``prevent_remove_counter`` ("prevent that damage.
      Remove ``extra`` ``counter`` counter from ~", CR 615.5) or ``counters`` ("put that many
      ``counter`` counters on it instead": no damage is dealt);
    - ``deals_damage`` (by a source ``whose`` controls, ``any`` for every source, and matching
      ``sources`` if stated, to a permanent or player, or to a permanent matching
      ``recipients`` if stated; to you if ``to_you``, to an opponent of yours if
      ``to_opponent``, to this permanent if ``to_self``): ``multiply`` by ``extra``, ``plus``
      or ``minus`` ``extra`` ("it deals that much damage plus 2 to that permanent or player
      instead", "it deals double that damage to that player instead"); or, a
      prevention effect (CR 615.1a) of damage dealt to you (``to_you``) or to a permanent
      matching ``recipients``: ``prevent`` ("prevent ``extra`` of that damage") or
      ``prevent_all_but`` ("prevent all but ``extra`` of that damage"). Also by this
      permanent if ``by_self``, to any player if ``to_player``; only ``combat`` or
      ``noncombat`` damage if ``damage_kind`` says so (CR 120.2); only an amount of at least
      ``at_least`` / at most ``at_most`` if nonzero ("4 or more damage", CR 614.1a); and
      ``set`` ("it deals ``extra`` damage to that permanent or player instead"),
      ``prevent_all`` ("prevent that damage"), ``counters_on_self`` / ``counters_on_recipient``
      ("put that many ``counter`` counters on ~ / on that creature instead": no damage is
      dealt, CR 614.1a); ``half_down`` ("it deals half that damage, rounded down, to that
      permanent or player instead", CR 107.1a); to the player an Aura is attached to if
      ``to_enchanted_player`` (CR 303.4); ``prevent_counters_on_self`` /
      ``prevent_counters_on_recipient`` ("prevent that damage. Put a ``counter`` counter on ~
      / on that creature for each 1 damage prevented this way") and ``prevent_gain_life``
      ("prevent that damage. You gain life equal to the damage prevented this way") and
      ``prevent_exile_library_top`` ("prevent that damage and exile that many cards from the
      top of your library"): a prevention effect with an additional effect right after it
      (CR 615.5); ``exile_library_top`` (to a player, ``to_player``): "that player exiles that
      many cards from the top of their library instead" (no damage is dealt, CR 614.1a);
    - ``counters_put`` (one or more ``counter`` counters, of any kind if ``counter`` is empty,
      would be put on a permanent matching ``recipients``; with ``by_effect`` only by an
      effect, not as a cost, "If an effect would put ..."): ``plus`` ("that many plus
      ``extra`` ... are put on that creature instead") or ``twice`` ("twice that many ...");
    - ``self_enters`` (this card would enter the battlefield, from whatever zone it is in,
      CR 614.12): ``sacrifice`` ("sacrifice ``extra`` ``payment`` instead": its controller
      sacrifices that many permanents they control matching ``payment`` if they can) or
      ``may_discard`` ("you may discard ``extra`` ``payment`` instead": cards in their hand);
      "If you do, put ~ onto the battlefield" -- it enters, and the replacement doesn't apply
      again (CR 614.5); "If you don't, put it into its owner's graveyard" -- it is put there
      instead (CR 608.2c).

    ``condition``: "As long as ~ is untapped, if ..." -- the effect applies only while it
    holds (CR 611.3a), checked as the event would happen.
    """

    event: str
    whose: Whose
    extra: int
    token: TokenDefinition | None = None
    gate: bool = False
    text: str = ""
    instead: str = ""
    counter: str = ""
    sources: ObjectFilter | None = None
    to_you: bool = False
    recipients: ObjectFilter | None = None
    by_effect: bool = False
    to_opponent: bool = False
    to_self: bool = False
    except_first_draw: bool = False
    payment: ObjectFilter | None = None
    by_self: bool = False
    to_player: bool = False
    damage_kind: str = ""
    at_least: int = 0
    at_most: int = 0
    to_enchanted_player: bool = False
    condition: Condition | None = None


#: The events of :class:`ReplacementAbility` and what may happen instead of each.
REPLACEMENT_EVENTS: dict[str, tuple[str, ...]] = {
    "create_tokens": ("", "twice"),
    "gain_life": ("plus", "lose", "twice", "none"),
    "dies": ("exile", "library_top", "library_bottom"),
    "damaged_by_self_dies": ("exile",),
    "described_dies": ("exile",),
    "card_put_into_graveyard": ("exile",),
    "put_into_graveyard_from_anywhere": ("reveal_shuffle_into_library",),
    "draw": ("draw_more", "may_counter"),
    "enters_uncast": ("exile",),
    "dealt_damage": ("prevent_remove_counter", "counters"),
    "deals_damage": (
        "multiply",
        "plus",
        "minus",
        "set",
        "prevent",
        "prevent_all",
        "prevent_all_but",
        "counters_on_self",
        "counters_on_recipient",
        "prevent_counters_on_self",
        "prevent_counters_on_recipient",
        "prevent_gain_life",
        "prevent_exile_library_top",
        "half_down",
        "exile_library_top",
    ),
    "counters_put": ("plus", "twice"),
    "self_enters": ("sacrifice", "may_discard"),
}


@ir_class
class RoomAbility(Located):
    """A room of a dungeon card (CR 309.4) and its room ability, "When you move your venture
    marker into this room, [effect]" (CR 309.4c): the trigger is the rules', not printed.
    ``room`` is the room's name (flavor text, CR 309.4b, kept to say where the venture marker
    is), ``exits`` the names of the rooms its arrows point to (none: the bottommost room, CR
    309.5b), ``effect`` and ``targets`` the printed effect, controlled by the dungeon's owner.
    A dungeon card's rooms are its abilities, the topmost first (CR 309.4a)."""

    room: str
    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    exits: tuple[str, ...] = ()
    text: str = ""


@ir_class
class SpellAbility(Located):
    """The text of an instant or sorcery (CR 113.3a): its targets and effect, and
    ``additional_cost``: "As an additional cost to cast this spell, ..." (CR 601.2b, 601.2f-h),
    paid with the mana cost as the spell is cast; ``cost_reduction``: "This spell costs {1}
    less to cast if ..." (CR 601.2f); ``cost_increase``: "This spell costs {2}{U} more to
    cast for each target beyond the first" (CR 601.2f). ``overloaded``: this paragraph as
    overload changes the spell's text, every "target" replaced with "each" (CR 702.96a,
    702.96c): the spell's text instead of its paragraphs that aren't, when its overload cost
    was paid, and never otherwise."""

    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""
    additional_cost: Cost | None = None
    cost_reduction: SelfCostReduction | None = None
    cost_increase: CostPerExtraTarget | None = None
    overloaded: bool = False


@ir_class
class ToSolve(Located):
    """ "To solve — [condition]" (CR 719.3a, 702.169a): at the beginning of its controller's end
    step, if the Case is unsolved and ``condition`` holds, it becomes solved (CR 603.4)."""

    condition: Condition
    text: str = ""


@ir_class
class CastFromGraveyard(Located):
    """The quoted ability "You may cast this card from your graveyard" (CR 601.3)."""


@ir_class
class KeywordName(Located):
    """A keyword granted by an effect ("gains flying"): its name."""

    name: str


@ir_class
class ProtectionFromChosenColor(Located):
    """ "gains protection from the color of your choice": as the effect resolves its
    controller chooses a color (CR 608.2d), and the object gains protection from that color
    (CR 702.16a). ``or_from``: "protection from artifacts or from the color of your choice" --
    that protection is one more option of the choice."""

    or_from: KeywordAbility | None = None


@ir_class
class KeywordOfChoice(Located):
    """ "gains your choice of flying, first strike, or haste": as the effect resolves its
    controller chooses one of ``options`` (keyword names, CR 608.2d), and the object gains
    that keyword (CR 611.2c). One choice for every object the effect affects."""

    options: tuple[str, ...]


GrantedAbility = (
    KeywordName
    | KeywordOfChoice
    | KeywordAbility
    | CastFromGraveyard
    | ActivatedAbility
    | ManaAbility
    | TriggeredAbility
    | ProtectionFromChosenColor
    | StaticAbility
)

Ability = (
    KeywordAbility
    | StaticAbility
    | TriggeredAbility
    | ActivatedAbility
    | ManaAbility
    | ReplacementAbility
    | SpellAbility
    | ToSolve
    | RoomAbility
)

from .effects import (  # noqa: E402  (mutual references)
    Characteristics,
    Effect,
    PreventDamage,
    TokenDefinition,
)

__all__ = [
    "CAST_RESTRICTIONS",
    "REPLACEMENT_EVENTS",
    "RESTRICTIONS",
    "Ability",
    "ActivatedAbility",
    "Affected",
    "AnyOf",
    "CastFromGraveyard",
    "Characteristics",
    "ContinuousEffect",
    "Cost",
    "CostReduction",
    "Count",
    "Effect",
    "EntersAsCopy",
    "EntersChoosing",
    "EntersTapped",
    "EntersWithCounters",
    "EventTrigger",
    "GrantedAbility",
    "KeywordAbility",
    "KeywordName",
    "KeywordOfChoice",
    "LoyaltyCost",
    "ManaAbility",
    "ObjectRef",
    "ProtectionFromChosenColor",
    "ReplacementAbility",
    "Restriction",
    "RoomAbility",
    "RuleModification",
    "SacrificeCost",
    "SpellAbility",
    "StateTrigger",
    "StaticAbility",
    "StepTrigger",
    "ToSolve",
    "TokenDefinition",
    "Trigger",
    "TriggeredAbility",
]
