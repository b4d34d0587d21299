"""Objects, players, quantities and targets: what an effect or a condition is about.

An :class:`ObjectFilter` states what an object must be (CR 109, 115.1: characteristics and
state); an object reference (:data:`ObjectRef`) states *which* objects an effect acts on: the
source, a target, objects a player chooses as the effect resolves, every match, an object named
earlier in the ability, the object of the triggering event. A :class:`TargetSpec` states a
target of the ability (count, zone, filter; CR 115.1, 601.2c) and is referred to by index.
"""

from __future__ import annotations

import dataclasses

from .enums import Relation, Whose, ZoneName
from .span import Located, ir_class

# ---- quantities -------------------------------------------------------------------------------


@ir_class
class Count(Located):
    """A count: "three or more" (``at_least`` 3), "up to one" (``at_most`` 1), "a" (exactly 1),
    "no" (exactly 0), or X (``is_x``: the value chosen on casting or activation, CR 107.3)."""

    relation: Relation
    value: int
    is_x: bool = False


@ir_class
class Fixed(Located):
    """A number written on the card ("3 damage", "two cards")."""

    value: int


@ir_class
class CountersRemovedForCost(Located):
    """ "for each storage counter removed this way": how many ``counter`` counters were
    removed to pay the cost of this ability ("Remove any number of storage counters from ~",
    CR 602.2b, 601.2h)."""

    counter: str


@ir_class
class CountersOn(Located):
    """ "the number of verse counters on it", "for each charge counter on ~": ``times`` × the
    number of ``counter`` counters on the one object ``of`` names (CR 122.1), counted as the
    effect resolves (CR 608.2h), or continuously in a static ability (CR 611.3a); an object
    that has left the battlefield is read as it last existed there (CR 608.2h: its counters
    as it left, CR 122.2). No ``counter``: counters of every kind ("the number of counters on
    it", "for each counter on ~", CR 122.1), loyalty counters too."""

    of: ObjectRef
    counter: str | None
    times: int = 1


@ir_class
class XValue(Located):
    """X: the value chosen for X on casting or activation (CR 107.3)."""


@ir_class
class EventAmount(Located):
    """ "that much": an amount of the event that triggered the ability (CR 603.7c, 609.3).

    ``of`` names it: ``attackers`` (the creatures attacking in an attack trigger),
    ``damage`` (the damage dealt), ``life`` (the life gained or lost), ``counters`` (the
    counters one instruction put on the permanent, CR 122.6)."""

    of: str


@ir_class
class PowerOf(Located):
    """ "damage equal to its power": the power of an object (CR 208.3)."""

    of: ObjectRef


#: What :class:`ValueOf` reads of an object (CR 208.1 power and toughness, 202.3 mana value).
VALUE_CHARACTERISTICS = ("power", "toughness", "mana_value")


@ir_class
class ValueOf(Located):
    """ "equal to its toughness", "where X is that card's mana value", "its power" of an
    object other than a damage source: ``characteristic`` (``power``, ``toughness`` or
    ``mana_value``, CR 208.1, 202.3) of the one object ``of`` names, read as the effect
    resolves; of an object that has left its zone, as it last existed there (CR 608.2h)."""

    of: ObjectRef
    characteristic: str


@ir_class
class DividedAmount(Located):
    """The part of an amount divided among the targets that each target was given as the
    spell or ability was put on the stack (CR 601.2d; the target's ``distribute``)."""


@ir_class
class NumberOf(Located):
    """ "1 life for each creature you control": ``times`` × the number of objects matching
    ``filter``, counted once, as the effect resolves (CR 608.2h)."""

    filter: ObjectFilter
    times: int = 1


@ir_class
class VotesFor(Located):
    """ "for each death vote": ``times`` × the number of votes for ``option`` of the vote
    recorded under ``vote`` (an earlier :class:`~karlov.ir.Vote` of the same ability,
    CR 701.38a)."""

    vote: str
    option: str
    times: int = 1


@ir_class
class BasicLandTypesAmong(Located):
    """Domain: "for each basic land type among lands you control", "the number of basic land
    types among lands you control" (CR 305.6, 207.2c): ``times`` × how many of Plains,
    Island, Swamp, Mountain and Forest are subtypes of at least one object matching
    ``filter``, counted once, as the effect resolves (CR 608.2h); a land with two basic land
    types counts both, two lands of one type count it once."""

    filter: ObjectFilter
    times: int = 1


@ir_class
class ResultOf(Located):
    """What an earlier instruction of the same resolution did, as a number (CR 608.2c): the
    instruction recorded it under ``key`` (its ``remember``). ``of`` says what: ``life_lost``
    ("the life lost this way": the life all the players it named lost, CR 119.3) or
    ``cards_discarded`` ("discards all the cards in their hand, then draws that many cards":
    how many cards the player doing the later instruction discarded, CR 701.9), ``mana_paid``
    (join forces: "the total amount of mana paid this way", by all the players), ``players``
    ("for each opponent who does": how many players an optional instruction recorded as
    doing it, :attr:`MayDo.key`) or ``unable`` ("If the player can't, ...": how many players
    an instruction recorded as unable to do it, :attr:`Action.unable`, CR 609.3) or
    ``destroyed`` ("for each creature destroyed this way":
    how many permanents the destruction put into a graveyard or elsewhere; one regenerated or
    indestructible was not destroyed, CR 701.8c, 701.19a, 702.12b; ``destroyed_yours``: of
    them, those you controlled as they were destroyed, "creatures you controlled that were
    destroyed this way"; ``destroyed_theirs``: those the player doing the instruction
    controlled, "each player loses life equal to the number of creatures they controlled that
    were destroyed this way"; ``died``: of them, those put into a graveyard, "for each
    creature that died this way", CR 700.4) or ``damage_dealt`` ("You
    gain life equal to the damage dealt this way": the total damage a damage instruction
    dealt, damage prevented not counted, CR 615.1) or ``damage_prevented`` ("the damage
    prevented this way": what the prevention effect recording it under ``key`` prevented just
    before, CR 615.5) or ``die_result`` ("where X is the result": the result of a die roll
    recorded by a :class:`~karlov.ir.RollDie`, CR 706.2) or ``flips_won`` / ``flips_lost``
    ("for each flip you won": of the coins an earlier flip instruction flipped, CR 705.2) or
    ``moved`` ("Exile all creatures you control. Then create that many ...": how many objects
    the exile or sacrifice recording under ``key`` moved, CR 608.2c),
    ``times`` over ("2 life for each")."""

    key: str
    of: str
    times: int = 1


@ir_class
class GreatestAmong(Located):
    """ "the greatest power among creatures you control", "the highest mana value among
    permanents you control": the greatest ``characteristic`` (``power``, ``toughness`` or
    ``mana_value``, CR 208.1, 202.3) of an object matching ``filter`` as the effect resolves
    (CR 608.2h); 0 when none matches."""

    filter: ObjectFilter
    characteristic: str


@ir_class
class LifeGained(Located):
    """ "the amount of life you gained this turn": the life ``who`` gained this turn, as the
    effect resolves (CR 119.3, 608.2h)."""

    who: Players


#: The events :class:`TurnTally` counts.
TURN_TALLIES = (
    "drew",
    "discarded",
    "lost_life",
    "dealt_damage",
    "created",
    "sacrificed",
    "had_enter",
)
#: The events of :data:`TURN_TALLIES` that count objects, which a ``filter`` may describe.
TURN_TALLY_ACTS = ("drew", "discarded", "created", "sacrificed", "had_enter")


@ir_class
class TurnTally(Located):
    """ "the number of cards you've discarded this turn", "for each card you've drawn this
    turn", "the life you've lost this turn": read from the turn's history as the effect
    resolves (CR 608.2h), summed over ``who``: the cards they drew (CR 121.1) or discarded
    (CR 701.9a; a cycled card was discarded, CR 702.29d), or the life they lost (CR 119.3,
    120.3a), or the damage dealt to them (``dealt_damage``: "the damage dealt to you this
    turn", "for each 1 damage dealt to you this turn", by any source, CR 120.3); ``times``
    that many each ("2 life for each card you've drawn this turn"). ``who`` is you, your
    opponents (their sum) or a target player, never one player of several in turn.

    With ``filter`` ("the number of cards target opponent discarded this turn", "the number of
    Treasure tokens you created this turn", "the number of nontoken creatures you had enter
    the battlefield under your control this turn"): only the objects of the act that fit it,
    matched as they were then -- the card discarded (CR 701.9a), the token as it was created
    (``created``, CR 111.2), the permanent as it last existed on the battlefield
    (``sacrificed``, CR 701.21a, 603.10a), the permanent as it entered under that player's
    control (``had_enter``, CR 403.3, 110.2)."""

    who: Players
    event: str
    times: int = 1
    filter: ObjectFilter | None = None


@ir_class
class ColorsOf(Located):
    """ "for each of its colors", "for each of that spell's colors": ``times`` × the number of
    colors of the one object ``of`` names (CR 105.2, 202.2: colorless is no color), read as
    the effect resolves, as it last existed if it has left its zone (CR 608.2h)."""

    of: ObjectRef
    times: int = 1


@ir_class
class ColorsSpent(Located):
    """ "the number of colors of mana spent to cast this spell" (converge): the colors among
    the mana spent to cast the spell this ability is of, or that became this permanent (CR
    601.2h, 106.1a: colorless is no color); 0 if it wasn't cast."""


@ir_class
class ManaSpentAmount(Located):
    """ "where X is the amount of mana spent to cast Jeleva", "the amount of mana spent to cast
    this spell": how much mana was spent to cast the spell this ability is of, or the spell
    that became this permanent (CR 601.2h, 400.7d; each mana of any type counts once); 0 if
    it wasn't cast, and for a copy of a spell, which wasn't cast (CR 707.10)."""


@ir_class
class TimesKicked(Located):
    """ "for each time it was kicked", "the number of times ~ was kicked" (multikicker, CR
    702.33c-d): ``times`` × the number of times the kicker cost of the spell this ability is
    of, or of the spell that became this permanent (CR 400.7d), was paid as it was cast (a
    copy of a spell copies it, CR 707.10); 0 if it wasn't cast. "twice the number of times it
    was kicked" is ``times`` 2."""

    times: int = 1


@ir_class
class TimesMutated(Located):
    """ "the number of times this creature has mutated" (CR 702.140d): the number of mutating
    creature spells that merged with the permanent this ability is of, as this object (CR
    730.2c: it stays the same object; a new object has not mutated); 0 for any other."""


@ir_class
class Devotion(Located):
    """ "your devotion to green", "to white and black" (CR 700.5): the number of mana symbols
    among the mana costs of permanents ``who`` controls that are of one of ``colors``
    (letters), a hybrid symbol of two of them counted once, as the effect resolves."""

    colors: tuple[str, ...]
    who: Players


@ir_class
class HalfLife(Located):
    """ "You lose half your life, rounded up": half the life total of the one player ``who``
    names, as the effect resolves, rounded up (``round_up``) or down as the text says
    (CR 107.1a); a life total of 0 or less gives 0 (CR 107.1b)."""

    who: Players
    round_up: bool


@ir_class
class Sum(Located):
    """ "1 plus the number of lands you control", "the number of Elves you control plus the
    number of Elf cards in your graveyard", "X plus 1": the ``terms`` added, each computed as
    the effect resolves (CR 107.3, 608.2h) or, in a characteristic-defining ability, whenever
    the value is needed (CR 604.3)."""

    terms: tuple[Quantity, ...]


@ir_class
class Scaled(Located):
    """ "twice X", "three times X", "three times the number of creatures tapped this way",
    "half the sacrificed creature's power, rounded down": ``of`` multiplied by ``times``
    (CR 107.3) and, when ``halved``, divided by two and rounded up (``round_up``) or down as
    the text says (CR 107.1a), computed as the effect resolves (CR 608.2h). Where it
    determines the result of an effect, a negative result is 0 (CR 107.1b)."""

    of: Quantity
    times: int = 1
    halved: bool = False
    round_up: bool = False


@ir_class
class Difference(Located):
    """ "3 minus the number of cards in their hand", "the number of cards in their hand minus
    4": ``of`` less ``minus`` (CR 107.3). Where it determines the result of an effect, a
    negative result is 0 (CR 107.1b)."""

    of: Quantity
    minus: Quantity


@ir_class
class LifeTotalOf(Located):
    """ "your life total", "that player's life total": the life total of the one player
    ``who`` names, as the effect resolves (CR 119.1, 608.2h); none left is 0."""

    who: Players


@ir_class
class PlayerCount(Located):
    """ "for each player", "for each opponent you have": how many players ``players`` names
    as the effect resolves (CR 102.1, 102.3; a player who left the game is no longer one,
    CR 800.4a), ``times`` each."""

    players: Players
    times: int = 1


Quantity = (
    Fixed
    | XValue
    | CountersRemovedForCost
    | CountersOn
    | EventAmount
    | PowerOf
    | ValueOf
    | DividedAmount
    | NumberOf
    | VotesFor
    | BasicLandTypesAmong
    | ResultOf
    | GreatestAmong
    | LifeGained
    | TurnTally
    | Devotion
    | HalfLife
    | PlayerCount
    | ColorsOf
    | ColorsSpent
    | ManaSpentAmount
    | TimesKicked
    | TimesMutated
    | Sum
    | Scaled
    | Difference
    | LifeTotalOf
)


# ---- players -----------------------------------------------------------------------------------


@ir_class
class Players(Located):
    """Players: ``you``, ``each_player``, ``each_opponent``, ``target`` (the player target at
    ``target_index``), ``mentioned`` (the player an earlier instruction recorded under
    ``key``), ``that_player`` (the player of the triggering event), ``owner``/``controller``
    of the object ``of``, ``each_other_player`` (every player but you, CR 102.1),
    ``any_player`` ("any player may ...", "unless any player pays
    {2}": each player in APNAP order may, until one does, CR 101.4, 118.12a; in the
    instruction, the one who did), ``you_and`` ("You and that player each draw three cards":
    you and the one player ``also`` names, each in APNAP order, CR 101.4), ``unable`` ("Each
    opponent who can't loses 3 life": the players ``also`` names whom the instruction that
    records ``key``, :attr:`~karlov.ir.Action.unable`, could not be done for, CR 609.3)."""

    who: str
    target_index: int | None = None
    key: str = ""
    of: ObjectRef | None = None
    also: Players | None = None


# ---- filters ------------------------------------------------------------------------------------


@ir_class
class TypeTest(Located):
    """One type phrase of a filter: "creature" (``any_of``), "instant and sorcery" (either),
    "noncreature" (``none_of``)."""

    any_of: tuple[str, ...] = ()
    none_of: tuple[str, ...] = ()


#: How :class:`Comparison` compares a characteristic with its number.
COMPARISON_RELATIONS = ("less", "at_most", "greater", "at_least", "equal")


@ir_class
class Comparison(Located):
    """ "with power greater than the number of cards in your hand", "with mana value less than
    or equal to the number of lands you control", "with toughness greater than its power": the
    object's ``characteristic`` (``power``, ``toughness`` or ``mana_value``, CR 208.1, 202.3)
    stands in ``relation`` (:data:`COMPARISON_RELATIONS`: ``less`` "less than", ``at_most``
    "less than or equal to", ``greater``, ``at_least``, ``equal`` "equal to") to a number read
    each time the filter is applied (CR 608.2h as an effect resolves, 611.3a continuously in a
    static ability): ``value`` (a quantity: a number, "the number of lands you control" in the
    filter's context, "the number of charge counters on ~", "~'s power", "the number of colors
    of mana spent to cast this spell"), or ``life_of`` (the life total of the one player it
    names, CR 119.1), or ``own`` (the object's own other characteristic: "its power"). An
    object with no such characteristic (a noncreature's power, CR 208.3) doesn't match."""

    characteristic: str
    relation: str
    value: Quantity | None = None
    life_of: Players | None = None
    own: str | None = None


@ir_class
class ObjectFilter(Located):
    """What an object must be (every stated part holds).

    Characteristics: ``types`` (each a :class:`TypeTest`), ``subtypes``, ``supertypes``,
    ``excluded_supertypes`` ("nonlegendary"), ``colors`` and ``excluded_colors`` (letters),
    ``keywords`` ("with flying"), ``power_at_least``, ``named``. State: ``controller`` /
    ``not_controller`` (who controls it now), ``controlled_then`` (who controlled it then, for
    the turn's history), ``zone`` and ``zone_owner`` (where it is looked for), ``tokens`` (True:
    tokens only, False: cards only), ``attacking``, ``tapped``, ``suspected``, ``damaged``
    (damage marked on it), ``dealt_damage_this_turn``, ``attached_to_source`` ("enchanted
    creature"), ``cast_by`` (spells a player cast), ``other`` ("other creatures", "another
    creature": any object but the source of the ability). ``nouns`` are the words it was named with
    ("creature", "card", "spell", "token"), for pronouns; ``description`` is the phrase in words.

    Also: ``power_at_most`` ("with power 2 or less"), ``mana_value_at_least`` /
    ``mana_value_at_most`` ("with mana value 3 or less"; both for "with mana value 1", CR 202.3),
    ``excluded_keywords`` ("without flying"), ``colorless`` (no color, CR 105.2c),
    ``colors_any_of`` ("that's black or red": at least one of them, CR 105.2), ``among``
    ("from among them": only the objects an earlier instruction recorded under that key, such
    as the cards looked at on top of a library), ``owner`` (whose card it is, CR 108.3: "target
    player's graveyard" is the cards that player owns in a graveyard, CR 400.3), ``not_owner``
    ("permanents you don't own"), ``targeting_source`` / ``targeting`` ("a spell that targets
    ~", "a spell that targets a creature you control": one of its targets is the source, or
    matches that filter; CR 115.1), ``excluded_subtypes`` ("non-Spirit": not that subtype,
    CR 205.3), ``multicolored`` (two or more colors, CR 105.2b), ``monocolored`` (exactly one
    color, CR 105.2a), ``with_counter`` ("with a
    +1/+1 counter on it", CR 122.1), ``alternatives`` (the object is at least one of them:
    "artifact, enchantment, or creature with power 4 or greater" is an artifact, an enchantment,
    or a creature with power 4 or greater — the qualifier binds the last noun), and
    ``other_than_target`` ("Target creature gets +2/+0. Each other creature ...": any object but
    the one chosen as that target, by its index among the ability's targets), and
    ``subtypes_any_of`` ("a Mountain or Plains card", "a Spirit or Arcane spell": at least one
    of those subtypes, CR 205.3), ``blocking`` ("blocking creature": declared as a blocker and
    not removed from combat, CR 509.1g, 506.4) and ``attacking_or_blocking`` ("attacking or
    blocking creature": either, CR 506.4), ``toughness_at_least`` / ``toughness_at_most``
    ("with toughness 4 or greater", CR 208.1), ``died_this_turn`` ("for each Zubera that died
    this turn": counted only, among the permanents put into a graveyard from the battlefield this
    turn as they last existed there, CR 700.4, 603.10a), ``x_bounds`` (the bounds among
    ``power_at_most``, ``toughness_at_least``, ``toughness_at_most``, ``mana_value_at_least``
    and ``mana_value_at_most`` whose number is X: "with mana value X or less" reads the value
    announced for X as the spell was cast or the ability activated, CR 107.3, 601.2b, 602.2b),
    ``blocking_object`` ("each creature blocking it": a creature declared as a blocker of the
    object that reference names -- the source or the event's creature -- and still blocking it,
    CR 509.1a, 506.4), ``attached_to_object`` ("for each Aura attached to it", "Equipment
    attached to ~", "all Equipment attached to that creature": attached to the object that
    reference names -- the source, a target, the event's object -- CR 303.4, 301.5; the
    source's attachments are the reverse of ``attached_to_source``), ``attached_to``
    ("target Aura attached to a creature": the permanent it is attached to matches that
    filter, CR 303.4, 701.3),
    and ``chosen`` ("of the chosen type": ``"type"``, "of the chosen color":
    ``"color"``: of the creature type or color chosen as the source entered the battlefield,
    by the ability linked to this one, CR 607.2a, 614.12; a source that chose nothing makes
    nothing match; ``"type_on_resolution"`` / ``"color_on_resolution"``: the one chosen by
    an earlier "Choose a creature type." of the same resolving ability, :class:`MakeChoice`,
    CR 608.2d; ``"name_on_resolution"``: "with that name", "with the chosen name" after "Choose a
    card name." of the same resolving ability, the card name it chose, CR 201.3, 608.2d;
    ``"type_of_choice"`` / ``"color_of_choice"``: "of the creature type of your
    choice", chosen by the resolving ability's controller when the instruction is followed,
    once for the resolution, CR 608.2d).

    ``shared_quality`` with ``shared_with``: "that shares a color with it" ("color", "creature
    type", "card type"; CR 105.1, 205.3m, 300.1) or "with the same name as that permanent"
    ("name", CR 201.2): the object has at least one such quality in common with the object
    ``shared_with`` names as the filter is applied (a colorless object shares no color, CR
    105.2c; an object with no name shares none, CR 201.2a)."""

    description: str
    nouns: tuple[str, ...] = ()
    types: tuple[TypeTest, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    excluded_supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    excluded_colors: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    power_at_least: int | None = None
    named: str | None = None
    controller: Players | None = None
    not_controller: Players | None = None
    controlled_then: Whose | None = None
    zone: ZoneName = ZoneName.BATTLEFIELD
    zone_owner: Whose | None = None
    tokens: bool | None = None
    attacking: bool | None = None
    tapped: bool | None = None
    suspected: bool | None = None
    damaged: bool | None = None
    dealt_damage_this_turn: bool | None = None
    attached_to_source: bool = False
    cast_by: Whose | None = None
    other: bool = False
    power_at_most: int | None = None
    x_bounds: tuple[str, ...] = ()
    mana_value_at_least: int | None = None
    mana_value_at_most: int | None = None
    excluded_keywords: tuple[str, ...] = ()
    colorless: bool = False
    colors_any_of: tuple[str, ...] = ()
    among: str | None = None
    owner: Players | None = None
    not_owner: Players | None = None
    targeting_source: bool = False
    targeting: ObjectFilter | None = None
    excluded_subtypes: tuple[str, ...] = ()
    multicolored: bool = False
    monocolored: bool = False
    with_counter: str | None = None
    alternatives: tuple[ObjectFilter, ...] = ()
    other_than_target: int | None = None
    subtypes_any_of: tuple[str, ...] = ()
    blocking: bool | None = None
    attacking_or_blocking: bool = False
    toughness_at_least: int | None = None
    toughness_at_most: int | None = None
    died_this_turn: bool = False
    blocking_object: ObjectRef | None = None
    #: "target creature blocked by ~" (CR 509.1a, 509.1h): an attacking creature that the
    #: object reference names (the source, or the event's creature) was declared to block and
    #: still blocks (CR 506.4); ``blocking_or_blocked_by``: "each creature blocking or blocked
    #: by ~", one of the two
    blocked_by_object: ObjectRef | None = None
    #: "blocked creature" (True) / "unblocked creature" (False): an attacking creature that
    #: became blocked / that no creature was declared to block, once blockers are declared
    #: (CR 509.1h; before that an attacking creature is neither; removed from combat, neither,
    #: CR 506.4)
    blocked: bool | None = None
    blocking_or_blocked_by: ObjectRef | None = None
    attached_to_object: ObjectRef | None = None
    attached_to: ObjectFilter | None = None
    chosen: str | None = None
    shared_quality: str | None = None
    shared_with: ObjectRef | None = None
    #: "a creature dealt damage by ~ this turn" (CR 120.3, 400.7): this very source dealt
    #: damage to the object this turn (the object as it was then, a dying creature as it last
    #: existed on the battlefield, CR 603.10a)
    dealt_damage_by_source: bool = False
    #: "with power greater than the number of cards in your hand" (each a :class:`Comparison`)
    compared: tuple[Comparison, ...] = ()
    #: "that entered the battlefield this turn": the permanent entered this turn as the object
    #: it is now (CR 403.3, 400.7)
    entered_this_turn: bool = False
    #: "that dealt damage this turn" (``any``) / "that dealt damage to you this turn" (``you``:
    #: to the ability's controller): this very object dealt damage this turn (CR 120.3, 400.7)
    dealt_damage: str | None = None
    #: "that attacked this turn" / "that blocked this turn": declared as an attacker (CR
    #: 508.1a) / as a blocker (CR 509.1a) this turn, as the object it is now (CR 400.7)
    attacked_this_turn: bool = False
    blocked_this_turn: bool = False
    #: "that attacked you this turn": declared as an attacker this turn attacking the ability's
    #: controller (CR 508.1b), not a planeswalker they control, as the object it is now (CR
    #: 400.7)
    attacked_you_this_turn: bool = False
    #: "that's attacking you": attacking the ability's controller (CR 506.3, 508.1b), not a
    #: planeswalker they control
    attacking_you: bool = False
    #: "each creature attacking one of your opponents", "that's attacking one of your
    #: opponents": attacking a player who is an opponent of the ability's controller (CR
    #: 102.2, 506.3, 508.1b), not a planeswalker
    attacking_an_opponent: bool = False
    #: "target creature with a counter on it", "that has a counter on it": at least one
    #: counter of any kind on the object (CR 122.1)
    with_any_counter: bool = False
    #: "cards exiled with ~", "the exiled card": a card in exile that an instruction of one of
    #: the source's abilities linked under these keys (:class:`~karlov.ir.effects.LinkedExile`)
    #: put there, still that object (CR 607.2a, 400.7). The source is this very object:
    #: another instance of the card, or this one after it left the battlefield and returned,
    #: has its own exiled cards (CR 607.2a, 400.7).
    exiled_with: tuple[str, ...] = ()
    #: "creatures with no counters on them" (CR 122.1): not one counter of any kind on the
    #: object
    without_counters: bool = False
    #: "a creature with three or more level counters on it" (CR 122.1): at least this many
    #: counters of the kind ``with_counter`` names on the object (0: at least one)
    with_counter_at_least: int = 0
    #: "each other creature you control without a +1/+1 counter on it" (CR 122.1): not one
    #: counter of this kind on the object
    without_counter: str | None = None
    #: "each modified creature you control" (CR 700.9): the permanent has one or more
    #: counters on it, is equipped (CR 301.5), or is enchanted by an Aura its controller
    #: controls (CR 303.4)
    modified: bool = False
    #: "a spell with {X} in its mana cost" (``"X"``: the variable symbol, CR 107.3; ``"P"``: "with
    #: {P} in its mana cost", any Phyrexian mana symbol, the symbol CR 107.4g writes {H}): the
    #: object's mana cost has at least one such symbol (CR 202.1; no mana cost has none, CR
    #: 202.1b)
    mana_cost_symbol: str | None = None
    #: "without {X} in its mana cost" (CR 202.1): not one such symbol in the object's mana cost
    without_mana_cost_symbol: str | None = None
    #: "target spell cast from a graveyard" (CR 601.2a): a spell whose card was in that zone
    #: as its casting began (a card in a hand, library or graveyard is its owner's, CR 400.3);
    #: ``cast_from_negated``: "that wasn't cast from its owner's hand", any other spell (a
    #: copy, never cast, too: CR 707.10); ``cast_from_own``: "you cast from anywhere other than
    #: your hand": the zone is its caster's own (the card's owner controls the spell), so with
    #: ``cast_from_negated`` a card of another player's hand is "other than your hand"
    cast_from: ZoneName | None = None
    cast_from_negated: bool = False
    cast_from_own: bool = False
    #: "Whenever a creature enters, destroy all other creatures that share a color with it." on
    #: an enchantment: "other" than the object of the triggering event, not than the source,
    #: which is no such object (CR 603.2, 603.10a; compared as the object it was if it left its
    #: zone, CR 400.7)
    other_than_event: bool = False


#: The fields of an :class:`ObjectFilter` whose tests read the game beyond one object's
#: characteristics and state: the turn's history, combat.
GAME_STATE_FIELDS = (
    "entered_this_turn",
    "dealt_damage",
    "attacked_this_turn",
    "blocked_this_turn",
    "attacking_you",
    "attacking_an_opponent",
    "attacked_you_this_turn",
)


def reads_the_game(spec: ObjectFilter) -> bool:
    """Whether ``spec`` states a quality only the game can answer (:data:`GAME_STATE_FIELDS`,
    or a comparison with a number read in the filter's context): where only an object's
    characteristics are known (a spell in the turn's history, a creature as it died, a
    restriction's test), it cannot be asked."""
    return any(getattr(spec, name) for name in GAME_STATE_FIELDS) or any(
        c.own is None for c in spec.compared
    )


#: What a filter of searched cards says without stating a quality: its words, and "card"
#: (not a token: none is in a library, hand or graveyard, CR 111.8).
_UNSTATED = frozenset({"description", "nouns", "span", "tokens"})


def states_a_quality(spec: ObjectFilter) -> bool:
    """Whether a search is for cards with a stated quality (CR 701.23b: "a creature card",
    "cards with that name"), not simply for a quantity of cards ("three cards", CR
    701.23d)."""
    for f in dataclasses.fields(spec):
        if f.name in _UNSTATED:
            continue
        if f.default is dataclasses.MISSING:
            return True  # a field every filter states
        if getattr(spec, f.name) != f.default:
            return True
    return False


# ---- targets -------------------------------------------------------------------------------------


@ir_class
class TargetSpec(Located):
    """One target phrase of an ability (CR 115.1): how many (``minimum``..``maximum``), of what
    kinds (``objects``, ``players``, or both for "any target", CR 115.4), which objects
    (``filter``, whose ``zone`` is the zone the target is chosen in, CR 115.1), which players
    (``players``: ``any`` or ``opponent``), and ``distribute``: an amount divided among the
    targets as they are chosen (CR 601.2d). ``maximum`` None is "any number of" (CR 115.1d).
    ``times_x``: the bounds are per X, the X announced before the targets are chosen (CR
    601.2b-c, 107.3): "X target creatures" is 1..1 times X, "up to X target creatures" 0..1
    times X, so X = 0 means no targets. ``distinct_from``: the indexes of the ability's earlier
    targets this one must differ from ("Target creature gets +2/+2. Another target creature
    gets -2/-2", CR 115.3: each is chosen in order, CR 601.2c). ``only_if_kicked``: a spell's
    target chosen only if its kicker cost was paid ("If this spell was kicked, destroy another
    target land."); otherwise the spell is cast as though it didn't require it (CR 601.2c).
    ``single_zone``: "up to three target cards from a single graveyard": every target is in
    the same player's zone (its ``filter.zone``), as they are chosen (CR 601.2c). ``x_is``:
    with ``times_x``, an X no cost announces but a "where X is ..." defines ("Destroy up to X
    target lands, where X is the number of verse counters on ~"): that number, computed as
    the targets are chosen (CR 601.2c, 603.3d, 107.3c)."""

    description: str
    minimum: int
    maximum: int | None
    objects: bool = True
    players: Whose | None = None
    filter: ObjectFilter | None = None
    distribute: Quantity | None = None
    times_x: bool = False
    distinct_from: tuple[int, ...] = ()
    only_if_kicked: bool = False
    single_zone: bool = False
    x_is: Quantity | None = None


# ---- object references ------------------------------------------------------------------------


@ir_class
class SourceObject(Located):
    """The object the ability belongs to ("this creature", the card's name; CR 201.5)."""


@ir_class
class TargetObjects(Located):
    """The objects chosen for the target at ``target_index`` (CR 115.1)."""

    target_index: int


@ir_class
class ChosenObjects(Located):
    """Objects a player chooses as the effect resolves, not targeted ("destroy a creature",
    "choose a creature", "sacrifice a creature": CR 608.2d, 701.21a): ``count`` of the objects
    matching ``filter`` (controlled by the choosing player when ``own``), chosen by ``chooser``.
    ``key`` names the choice for later pronouns. With ``at_random``, no player chooses: the
    objects are picked at random among those matching, each equally likely ("Return a creature
    card at random from your graveyard to your hand", as a discard at random, CR 701.9b)."""

    count: Count
    filter: ObjectFilter
    chooser: Players
    own: bool = False
    key: str = ""
    at_random: bool = False


@ir_class
class AllObjects(Located):
    """Every object matching ``filter`` ("each creature you control", "creatures you control").
    With ``remember``, the objects found the first time the resolving effect reads it are
    recorded under that key, and a later "those creatures" / "them" of the same effect names
    them (:class:`Mentioned`): the objects the first instruction affected (CR 608.2c).
    """

    filter: ObjectFilter
    remember: str | None = None


@ir_class
class TopOfLibrary(Located):
    """The top ``count`` cards of ``whose`` library (CR 401.1). With ``target_index``, the
    library of the player chosen for that target ("the top card of target player's library",
    CR 115.1); ``whose`` then says who that target may be (``any`` or ``opponent``). With
    ``players`` (``whose`` is then ``any``), the top ``count`` cards of each of those players'
    own library, in turn order (CR 101.4): "Each player reveals the top card of their library",
    "defending player reveals the top card of their library" (CR 401.1).

    With ``amount``, the number of cards is that quantity instead of ``count`` (then 0),
    computed as the effect resolves (CR 608.2h): "the top X cards of your library", X announced
    as the spell was cast or the ability activated (CR 107.3a, 601.2b) or defined by "where X
    is ..." (CR 107.3c); a negative number is 0 (CR 107.1b)."""

    count: int
    whose: Whose
    target_index: int | None = None
    players: Players | None = None
    amount: Quantity | None = None


@ir_class
class Mentioned(Located):
    """An object (or objects) named earlier in the same ability ("it", "that card", "them",
    "one of them"), by the ``key`` under which the earlier instruction recorded it."""

    key: str
    plural: bool = False


@ir_class
class EventObject(Located):
    """The object of the event that triggered the ability ("put a counter on it" after
    "Whenever a Detective enters"; CR 603.7c), or the spell of a cast trigger."""


@ir_class
class SacrificedForCost(Located):
    """ "the sacrificed creature": the one permanent sacrificed to pay the cost of this spell
    or ability (an additional cost, CR 601.2h; an activation cost, CR 602.2b), as it last
    existed on the battlefield (CR 608.2h)."""


@ir_class
class DiscardedCard(Located):
    """ "the discarded card" of "where X is the discarded card's mana value": the one card
    discarded to pay the cost of this ability (``key`` ""; CR 602.2b, 601.2h) or by the earlier
    instruction of it that recorded its card under ``key`` ("draw a card, then discard a
    card"), as it last existed in the hand (CR 608.2h)."""

    key: str = ""


@ir_class
class ExiledForCost(Located):
    """ "the exiled card" of "Exile a creature card from your graveyard: ... equal to the
    exiled card's power": the one card exiled from your graveyard to pay the activation cost
    of this ability (CR 602.2b, 118.3, 406.1), as it is in exile, or as it last existed there
    (CR 608.2h)."""


@ir_class
class RevealedForCost(Located):
    """ "the revealed card" of "As an additional cost to cast this spell, reveal a creature
    card from your hand. ... equal to the revealed card's power": the one card revealed from
    your hand to pay the additional cost of this spell (CR 601.2h, 701.20a, 118.3), as it is
    in that hand, or as it last existed there if it has left it (CR 608.2h)."""


@ir_class
class AttackedBySource(Located):
    """ "the player or planeswalker it's attacking" in an ability of an attacking creature:
    what the source is attacking now (CR 506.3, 508.1b); nothing once it is not attacking."""


@ir_class
class Remaining(Located):
    """ "the rest": the objects an earlier instruction recorded under ``key`` that another
    recorded under ``without`` ("put one of them into your hand and the rest on the bottom")."""

    key: str
    without: str


@ir_class
class ObjectsAnd(Located):
    """The objects each of ``parts`` names, together: "target artifact and target enchantment",
    "target creature and each other creature that shares a color with it", "up to one target
    creature card and up to one target land card". One instruction does the same to all of
    them at once (CR 608.2c); each part is found as it would be alone (a target no longer
    legal is left out, CR 608.2b), an object two parts name is one object. With ``remember``,
    the objects found the first time the resolving effect reads it are recorded under that
    key: "Those creatures get +2/+0" after it names them (:class:`Mentioned`, CR 608.2c)."""

    parts: tuple[ObjectRef, ...]
    remember: str | None = None


ObjectRef = (
    AttackedBySource
    | SourceObject
    | TargetObjects
    | ChosenObjects
    | AllObjects
    | TopOfLibrary
    | Mentioned
    | EventObject
    | Remaining
    | SacrificedForCost
    | DiscardedCard
    | ExiledForCost
    | RevealedForCost
    | ObjectsAnd  # last: the IR samples of the tests build the first member of a union
)
