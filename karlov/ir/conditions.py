"""Conditions: what "To solve —" (CR 719.3a) and an intervening "if" (CR 603.4) test.

Each is evaluated relative to the ability's source and controller. History conditions ("this
turn") read the turn's record of what objects were *then* (CR 400.7): who controlled a source
when it dealt damage, what a card was when it went to a graveyard.
"""

from __future__ import annotations

from .enums import Relation, Whose, ZoneName
from .objects import Count, Devotion, ObjectFilter, ObjectRef, Players, Quantity
from .span import Located, ir_class


@ir_class
class ObjectCount(Located):
    """ "You control three or more artifacts", "There are fifteen or more cards in your
    graveyard", "You have no cards in hand": the number of objects matching ``filter`` (its
    zone and controller included) satisfies ``count``. ``different_names``: "if you control
    four or more Demons with different names": the objects counted are a group with different
    names (CR 201.2b): each has a name and no two share one, so what is counted is the number
    of names among the matching objects that have one."""

    count: Count
    filter: ObjectFilter
    different_names: bool = False


@ir_class
class CardsOfAPlayer(Located):
    """ "an opponent has no cards in hand", "a player has no cards in hand", "that player has
    seven or more cards in hand" (CR 402, 404): true when some one of the players ``whose``
    names has ``count`` cards matching ``filter`` in their own ``filter.zone``, each player
    counted apart. ``whose``: ``OPPONENT`` (any one opponent of the controller), ``ANY`` (any
    one player), ``THAT_PLAYER`` (the player whose step triggered the ability: the active
    player, CR 102.1, written only for "At the beginning of each player's / opponent's
    [step]")."""

    whose: Whose
    count: Count
    filter: ObjectFilter


@ir_class
class ColorsAmong(Located):
    """ "There are five colors among permanents you control" (CR 105.2)."""

    count: Count
    filter: ObjectFilter


@ir_class
class CardTypesAmong(Located):
    """ "There are four or more card types among cards in your graveyard" (delirium; the card
    types of CR 205.2a, each counted once however many objects have it)."""

    count: Count
    filter: ObjectFilter


@ir_class
class TotalPower(Located):
    """ "Creatures you control have total power 8 or greater"."""

    filter: ObjectFilter
    at_least: int


@ir_class
class LifeGainedThisTurn(Located):
    """ "You've gained 5 or more life this turn"."""

    who: Players
    count: Count


@ir_class
class LifeLostThisTurn(Located):
    """ "A player / an opponent lost 4 or more life this turn": some one of ``who`` lost
    ``count`` life this turn (CR 119.3; damage causes loss of life, CR 120.3a)."""

    who: Players
    count: Count


@ir_class
class SpellsCastThisTurn(Located):
    """ "You've cast four or more instant and sorcery spells this turn" (``by`` None: anyone,
    every player's spells counted together); "an opponent cast three or more spells this turn":
    some one of the players ``by`` names cast that many (CR 601.2i, 102.3)."""

    count: Count
    filter: ObjectFilter
    by: Players | None


@ir_class
class HappenedThisTurn(Located):
    """ "Three or more creatures attacked / sources an opponent controls dealt damage /
    creature cards were put into graveyards from anywhere / a creature died this turn": how
    many distinct objects matching ``filter`` (as they were then) did ``event`` (``attacked``,
    ``dealt_damage``, ``were_cast``, ``put_into_graveyard``, ``died``: CR 700.4;
    ``left_battlefield``: revolt's "a permanent you controlled left the battlefield this turn",
    matched as it last existed there, ``controlled_then`` its controller then, CR 603.10a)."""

    event: str
    count: Count
    filter: ObjectFilter


#: The events of :class:`PlayerActedThisTurn`.
PLAYER_ACTS = (
    "drew",
    "discarded",
    "cycled",
    "sacrificed",
    "created",
    "dealt_damage",
    "had_enter",
    "searched_library",
)


@ir_class
class PlayerActedThisTurn(Located):
    """What a player did this turn, read from the turn's history: some one of ``who`` did
    ``event`` this turn, ``count`` times over.

    - ``drew``: cards drawn (CR 121.1), ``discarded``: cards discarded (CR 701.9a),
      ``cycled``: cards cycled (CR 702.29a), ``sacrificed``: permanents sacrificed, matched as
      they last existed on the battlefield (CR 701.21a, 603.10a), ``created``: tokens created
      (CR 111.2), matched as they were created, ``had_enter``: permanents that entered the
      battlefield under that player's control ("if you had a land enter the battlefield
      under your control this turn", "if a planeswalker entered the battlefield under your
      control this turn", CR 403.3, 110.2), matched as they entered; with ``filter.other``,
      not the source itself ("another creature"). ``count`` counts the objects that fit
      ``filter``.
    - ``dealt_damage``: ``who`` was dealt damage (CR 120.3); ``count`` compares the total
      amount of damage dealt to that player this turn, by any source (``filter`` is any
      object).
    - ``searched_library``: ``who`` searched their own library this turn (CR 701.23a),
      ``count`` times over, whatever they found (``filter`` is any object)."""

    who: Players
    event: str
    count: Count
    filter: ObjectFilter


@ir_class
class WasKicked(Located):
    """ "if it was kicked": the spell this permanent was had its kicker cost paid (CR 702.33d).
    With ``kicker`` ("if it was kicked with its {2}{U} kicker", CR 702.33f): that one of the
    card's two kicker costs (CR 702.33b), as written, was paid."""

    kicker: str | None = None


@ir_class
class TributeNotPaid(Located):
    """ "if tribute wasn't paid" (CR 702.104b): the opponent chosen for this creature's tribute
    ability as it entered didn't put the +1/+1 counters on it (nor did it enter with tribute
    paid in any other way: a permanent that didn't enter with tribute has it unpaid)."""


@ir_class
class CastFrom(Located):
    """ "if you cast it from your hand": this permanent was a spell cast from ``zone``
    (CR 601.2a, 400.7d); a permanent that was never cast was not."""

    zone: ZoneName


@ir_class
class SpellTargets(Located):
    """ "This spell costs {2} less to cast if it targets an attacking creature.": one of the
    targets chosen for the spell (CR 601.2c) matches ``filter``, "you" in it being the spell's
    caster. Tested as the spell's total cost is determined, after its targets are chosen (CR
    601.2f); only a spell's own cost reduction says it."""

    filter: ObjectFilter


@ir_class
class ManaSpentToCast(Located):
    """ "if {G} was spent to cast this spell", "When this creature enters, if {R} was spent to
    cast it", "sacrifice it unless {U} was spent to cast it": mana of each color of ``colors``
    (letters of WUBRG; "{W}{U}": both) was spent to cast the spell (CR 601.2h), which a
    permanent knows of the spell it was (CR 400.7d) and a copy never does (mana isn't an
    object, CR 707.10)."""

    colors: str


@ir_class
class ControlsMore(Located):
    """ "if an opponent controls more lands than you": one of ``who`` controls more
    permanents matching ``filter`` than you do (CR 108.4, 110.2), counted as it is checked."""

    who: Players
    filter: ObjectFilter


@ir_class
class OpponentCount(Located):
    """ "unless you have two or more opponents": how many opponents the controller has in the
    game (every other player still in it, CR 102.2, 102.3, 800.4a), against ``count``."""

    count: Count


@ir_class
class CastDuringYourMainPhase(Located):
    """ "If you cast this spell during your main phase" (addendum): this spell was cast in a
    main phase of its caster's turn (CR 505.1, 601.2); a copy was not cast (CR 707.10)."""


@ir_class
class AttackedThisTurn(Located):
    """ "if you attacked this turn" (raid): ``who`` declared one or more attacking creatures
    this turn (CR 508.1)."""

    who: Players


@ir_class
class AttackedWithTotalPower(Located):
    """ "if you attacked with creatures with total power 6 or greater this combat" (pack
    tactics): the creatures ``who`` declared as attackers in this combat (CR 508.1a; not those
    put onto the battlefield attacking, CR 508.4) had a total power of ``at_least`` or more as
    they were declared."""

    who: Players
    at_least: int


@ir_class
class IsYourTurn(Located):
    """ "it's your turn": the ability's controller is the active player (CR 102.1)."""


@ir_class
class BeenAttackedThisStep(Located):
    """ "you've been attacked this step": in this declare attackers step, a creature was
    declared attacking you, the player (CR 508.1; a planeswalker you control attacked is not
    you attacked)."""


#: The steps of a turn in order (CR 500.1), by the names the IR and the runtime use.
TURN_STEPS: tuple[str, ...] = (
    "untap",
    "upkeep",
    "draw",
    "main1",
    "beginning_of_combat",
    "declare_attackers",
    "declare_blockers",
    "first_strike_damage",
    "combat_damage",
    "end_of_combat",
    "main2",
    "end",
    "cleanup",
)


@ir_class
class InTurnWindow(Located):
    """ "during your upkeep", "during your turn, before attackers are declared", "during
    combat" (CR 602.5b, 500.1): the turn is in one of ``steps`` (names of
    :data:`TURN_STEPS`), and with ``yours`` it is the turn of the ability's
    controller (CR 102.1)."""

    steps: tuple[str, ...]
    yours: bool


@ir_class
class LifeTotal(Located):
    """ "you have 25 or more life": ``who``'s life total satisfies ``count`` (CR 119.1); of
    several players, each one's, or with ``some`` at least one's ("as long as an opponent
    has 10 or less life": any one opponent, CR 102.3)."""

    who: Players
    count: Count
    some: bool = False


@ir_class
class DevotionCount(Located):
    """ "As long as your devotion to white is less than five" (the Theros gods), "if your
    devotion to black and red is seven or greater": the devotion ``devotion`` names (CR 700.5:
    mana symbols of those colors in the mana costs of permanents the player controls),
    counted when the condition is checked (CR 611.3a for a static ability, 603.4 / 608.2c for
    an "if"), satisfies ``count`` ("less than five" is at most 4)."""

    devotion: Devotion
    count: Count


@ir_class
class IsMonarch(Located):
    """ "you're the monarch", "an opponent is the monarch" (CR 725.1): the monarch is one of
    the players ``who`` names (there is one monarch at most, CR 725.3; none before an effect
    makes one)."""

    who: Players


@ir_class
class HasCitysBlessing(Located):
    """ "you have the city's blessing": ``who`` has the designation ascend gives, which a
    player keeps for the rest of the game (CR 702.131c)."""

    who: Players


@ir_class
class CompletedDungeon(Located):
    """ "you've completed a dungeon": ``who`` has completed a dungeon this game, a dungeon card
    they owned removed from the game from its bottommost room (CR 309.7, 701.49c)."""

    who: Players


@ir_class
class CardsDrawnThisTurn(Located):
    """ "you've drawn two or more cards this turn" (CR 121.1; turn history)."""

    who: Players
    count: Count


@ir_class
class SourceEnchantedOrEquipped(Located):
    """ "~ is enchanted or equipped": an Aura or an Equipment is attached to the source
    (CR 303.4, 301.5)."""


@ir_class
class SourceCounters(Located):
    """ "it has a +1/+1 counter on it": the number of ``counter`` counters on the source
    satisfies ``count`` (CR 122.1)."""

    count: Count
    counter: str


@ir_class
class SourceIs(Located):
    """The ability's source is in a combat state: ``state`` is ``attacking`` ("Glint-Horn
    Buccaneer is attacking": it is an attacking creature now, CR 506.4),
    ``attacking_alone`` ("as long as it's attacking alone": it is attacking and no other
    creature is, CR 506.5), ``attacked_or_blocked_this_turn`` ("if Inferno Hellion attacked or
    blocked this turn": this object was declared as an attacker or a blocker this turn, CR
    508.1, 509.1, 400.7), ``attacked_or_blocked_this_combat`` (the same, in this combat phase
    only, CR 506.1; false outside a combat phase), ``in_graveyard`` ("if ~ is in your
    graveyard": this card is in its owner's graveyard, a triggered ability's intervening "if"
    that says the zone it functions in, CR 113.6b, 603.4), ``on_battlefield`` ("if it's on the
    battlefield": this very permanent is still there, CR 603.4, 400.7), ``cast`` ("if you cast
    it": the permanent was a spell that was cast, CR 601.2), ``blocking`` (a blocking creature,
    CR 509.1g), or a
    designation or attachment of it: ``monstrous`` (CR 701.37b), ``renowned`` (CR 702.112b),
    ``equipped`` (an Equipment is attached to it, CR 301.5), ``enchanted`` (an Aura is, CR
    303.4), or its status: ``untapped``, ``tapped`` (CR 110.5), or what this very object did
    this turn, read from the turn's history (a new object after a zone change did none of
    it, CR 400.7; a dies trigger asks of the permanent as it last existed, CR 603.10a):
    ``attacked_this_turn`` (declared as an attacker, CR 508.1), ``blocked_this_turn``
    (declared as a blocker, CR 509.1), ``was_blocked_this_turn`` (an attacker that became
    blocked, CR 509.1h), ``was_dealt_damage_this_turn`` (CR 120.3),
    ``entered_this_turn`` (it entered the battlefield this turn, CR 403.3),
    ``dealt_damage_to_opponent_this_turn``, ``dealt_damage_to_player_this_turn``,
    ``dealt_combat_damage_to_opponent_this_turn``,
    ``dealt_combat_damage_to_player_this_turn`` (it dealt damage, or combat damage, to a
    player, or to an opponent of its controller, CR 120.3, 510.2)."""

    state: str


@ir_class
class SearchedThisWay(Located):
    """ "If you search your library this way, shuffle." (Ethereal Elk): the search recorded
    under ``search`` (an earlier instruction of the same ability) searched ``zone`` -- the
    player chose to search it, whatever they found (CR 701.23a). Read while the ability
    resolves (CR 608.2c)."""

    zone: ZoneName
    search: str


@ir_class
class WonClash(Located):
    """ "If you win, ..." after "Clash with an opponent." (Nath's Elite): the ability's
    controller won the clash recorded under ``clash`` (an earlier instruction of the same
    ability): the card they revealed had a higher mana value than every other card revealed
    in it (CR 701.30d). Read while the ability resolves (CR 608.2c)."""

    clash: str


@ir_class
class AbilityActivatedThisTurn(Located):
    """ "If this ability has been activated four or more times this turn, ..." (Dragon Whelp):
    the activated ability whose effect is resolving has been activated as ``count`` says this
    turn, counted as it resolves, its own activation included (CR 602.2, 608.2c); an
    activation of the same ability of another object, or of this object before it changed
    zones (a new object, CR 400.7), is not counted. Read while the ability resolves."""

    count: Count


@ir_class
class AbilityResolvedThisTurn(Located):
    """ "If this is the third time this ability has resolved this turn, ..." (Inner-Flame
    Igniter, Soulbright Flamekin): the activated ability whose effect is resolving has resolved
    one of ``times`` times this turn, this resolution included (CR 608.2); an activation
    countered or removed from the stack did not resolve (CR 608.2b), and another object's, or
    this object's before it changed zones (CR 400.7), is not counted."""

    times: tuple[int, ...]


@ir_class
class VoteResult(Located):
    """ "If time gets more votes, ..." / "If knowledge gets more votes or the vote is tied,
    ...": ``option`` got more of the votes recorded under ``vote`` (an earlier
    :class:`~karlov.ir.Vote` of the same ability, CR 701.38a) than every other option; with
    ``or_tied``, also when the vote is tied: no option got more votes than every other. Read
    while the ability resolves (CR 608.2c)."""

    vote: str
    option: str
    or_tied: bool = False


@ir_class
class ObjectIs(Located):
    """ "If it's a land card, ..." (Dryad Greenseeker): the object an earlier instruction
    named (``object``, a :class:`~karlov.ir.Mentioned`) has the characteristics ``filter``
    states, as it is now; false if there is none. Read while the ability resolves
    (CR 608.2c)."""

    object: ObjectRef
    filter: ObjectFilter


@ir_class
class NotCondition(Located):
    """ "If it's not your turn", "if it's not a token": ``condition`` does not hold, tested
    when and as it would be tested alone (CR 603.4, 611.3a)."""

    condition: Condition


@ir_class
class AllConditions(Located):
    """ "As long as ~ is in your graveyard and you control a Mountain", "If you control a blue
    permanent and a black permanent": every one of ``conditions`` holds (tested together, at
    the moment the one condition they make is tested: CR 603.4, 611.3a)."""

    conditions: tuple[Condition, ...]


@ir_class
class AnyCondition(Located):
    """ "if you control a Desert or there is a Desert card in your graveyard": at least one of
    ``conditions`` holds (tested together, at the moment the one condition they make is
    tested: CR 603.4, 611.3a)."""

    conditions: tuple[Condition, ...]


#: What :class:`ComparedWithOpponents` compares: a life total (CR 119.1) or the number of
#: cards in a hand (CR 402.1).
COMPARED_AMOUNTS = ("life", "cards_in_hand")


@ir_class
class ComparedWithOpponents(Located):
    """ "if you have more cards in hand than each opponent", "if you have more life than an
    opponent", "if an opponent has more life than you", "if you have less life than an
    opponent": ``amount`` (one of :data:`COMPARED_AMOUNTS`) of the ability's controller
    compared with that of its opponents (CR 102.3). With ``yours_greater`` the controller's
    is greater, else the opponent's is; with ``each`` that holds for every opponent, else for
    at least one."""

    amount: str
    yours_greater: bool
    each: bool


@ir_class
class WonFlip(Located):
    """ "If you win the flip, ..." (``won``) / "If you lose the flip, ..." after "Flip a
    coin.": the result of the coin flip recorded under ``flip`` by an earlier instruction of
    the same ability (CR 705.2: a flip is won or lost), read while it resolves (CR 608.2c)."""

    flip: str
    won: bool = True


@ir_class
class AmountCompared(Located):
    """ "If X is 5 or more", "if its mana value is less than or equal to the number of Allies
    you control", "if its power is less than or equal to the number of colors of mana spent
    to cast this spell": the number ``amount`` stands in ``relation`` to the number ``to``
    (CR 107.1, 107.3; "less than N" is at most N - 1, "greater than N" at least N + 1). Both
    are computed when the condition is checked, which is only while the ability resolves
    (CR 608.2c, 608.2h): X is the value chosen as the spell was cast or the ability activated
    (CR 601.2b, 107.3), or the one "where X is ..." defines, read then."""

    amount: Quantity
    relation: Relation
    to: Quantity


Condition = (
    SourceIs
    | AmountCompared
    | ObjectIs
    | WonClash
    | AbilityActivatedThisTurn
    | AbilityResolvedThisTurn
    | WonFlip
    | VoteResult
    | SearchedThisWay
    | ObjectCount
    | CardsOfAPlayer
    | ColorsAmong
    | CardTypesAmong
    | TotalPower
    | LifeGainedThisTurn
    | LifeLostThisTurn
    | SpellsCastThisTurn
    | HappenedThisTurn
    | PlayerActedThisTurn
    | WasKicked
    | TributeNotPaid
    | CastFrom
    | SpellTargets
    | ManaSpentToCast
    | CastDuringYourMainPhase
    | OpponentCount
    | ControlsMore
    | AttackedThisTurn
    | AttackedWithTotalPower
    | IsYourTurn
    | InTurnWindow
    | BeenAttackedThisStep
    | LifeTotal
    | CardsDrawnThisTurn
    | HasCitysBlessing
    | IsMonarch
    | DevotionCount
    | CompletedDungeon
    | SourceEnchantedOrEquipped
    | SourceCounters
    | AllConditions
    | AnyCondition
    | NotCondition
    | ComparedWithOpponents
)
