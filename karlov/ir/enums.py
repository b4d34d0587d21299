"""The closed vocabularies of the IR, as string enumerations (their values are what JSON holds)."""

from __future__ import annotations

from enum import StrEnum


class ZoneName(StrEnum):
    """The game zones (CR 400.1)."""

    BATTLEFIELD = "battlefield"
    HAND = "hand"
    LIBRARY = "library"
    GRAVEYARD = "graveyard"
    EXILE = "exile"
    STACK = "stack"
    COMMAND = "command"


class Whose(StrEnum):
    """Whose zone, or who controls: relative to the ability's controller (CR 109.5)."""

    YOU = "you"
    OPPONENT = "opponent"
    ANY = "any"
    OWNER = "owner"
    THAT_PLAYER = "that_player"


class Relation(StrEnum):
    """How a count compares: "three or more", "up to one", "no" (exactly zero)."""

    EXACTLY = "exactly"
    AT_LEAST = "at_least"
    AT_MOST = "at_most"


class Step(StrEnum):
    """Steps and phases a trigger can name (CR 500.1)."""

    UPKEEP = "upkeep"
    DRAW = "draw"
    PRECOMBAT_MAIN = "main1"
    BEGINNING_OF_COMBAT = "beginning_of_combat"
    POSTCOMBAT_MAIN = "main2"
    END = "end"
    END_OF_COMBAT = "end_of_combat"
    """ "At end of combat" (CR 511.1, 511.2): the beginning of the end of combat step of each
    combat phase (of every player's turn, and of each additional combat phase, CR 500.8)."""


class Layer(StrEnum):
    """The layers and sublayers of continuous effects (CR 613.1, 613.4)."""

    COPY = "1"
    CONTROL = "2"
    TEXT = "3"
    TYPE = "4"
    COLOR = "5"
    ABILITY = "6"
    PT_CDA = "7a"
    PT_SET = "7b"
    PT_MODIFY = "7c"
    PT_SWITCH = "7d"


class Duration(StrEnum):
    """How long a one-shot effect's continuous effect lasts (CR 611.2a)."""

    END_OF_TURN = "end_of_turn"
    UNTIL_YOUR_NEXT_TURN = "until_your_next_turn"
    """ "until your next turn": until the next turn of the effect's controller begins (CR
    611.2a, 500.1; if that player leaves the game, until that turn would have begun, CR
    800.4m)."""
    END_OF_COMBAT = "end_of_combat"
    """ "this combat": until this combat phase ends (CR 506.1, 500.5a), of restrictions only
    so far ("Ma Chao can't be blocked this combat")."""
    WHILE_YOU_CONTROL_SOURCE = "while_you_control_source"
    """ "for as long as you control Master Thief": while the effect's controller controls the
    source, the same object on the battlefield (CR 611.2b, 400.7); if that is already false
    as the effect would begin, the effect does nothing."""
    WHILE_SOURCE_ON_BATTLEFIELD = "while_source_on_battlefield"
    """ "for as long as Sower of Temptation remains on the battlefield": while the source is
    the same object on the battlefield (CR 611.2b, 400.7); if it has already left as the
    effect would begin, the effect does nothing."""
    WHILE_SOURCE_TAPPED = "while_source_tapped"
    """ "for as long as Ashnod's Battle Gear remains tapped": while the source is the same
    object on the battlefield and tapped (CR 611.2b, 400.7); the effect ends as the source
    untaps or leaves the battlefield, and if the source is already untapped or gone as the
    effect would begin, the effect does nothing."""
    WHILE_YOU_CONTROL_SOURCE_TAPPED = "while_you_control_source_tapped"
    """ "for as long as you control Willow Satyr and Willow Satyr remains tapped": both
    durations at once (CR 611.2b): it ends as the effect's controller stops controlling the
    source, or the source untaps or leaves the battlefield; if either is already over as the
    effect would begin, the effect does nothing."""


class Timing(StrEnum):
    """When an activated ability may be activated (CR 602.5d)."""

    INSTANT = "instant"
    SORCERY = "sorcery"


class PredefinedToken(StrEnum):
    """Predefined tokens (CR 111.10): their characteristics are the rules', not the text's."""

    TREASURE = "Treasure"
    FOOD = "Food"
    GOLD = "Gold"
    CLUE = "Clue"
    BLOOD = "Blood"
    MAP = "Map"
    POWERSTONE = "Powerstone"
    INCUBATOR = "Incubator"
    JUNK = "Junk"
    SHARD = "Shard"
    WALKER = "Walker"


class Verb(StrEnum):
    """The instructions of one-shot effects (CR 608.2c): what an :class:`~karlov.ir.Action`
    does. Each member names the rule it follows; ``objects`` are what it acts on, ``players``
    who does it (default: you)."""

    DESTROY = "destroy"
    """Destroy ``objects`` (CR 701.8)."""
    DESTROY_NO_REGENERATION = "destroy_no_regeneration"
    """Destroy ``objects``; they can't be regenerated: no regeneration shield replaces this
    destruction ("Destroy target creature. It can't be regenerated.", CR 701.8, 701.19c)."""
    REGENERATE = "regenerate"
    """Regenerate ``objects`` (CR 701.19a, 614.8): a regeneration shield on each permanent; the
    next time it would be destroyed this turn, instead all damage is removed from it, its
    controller taps it, and it is removed from combat."""
    SUSPECT = "suspect"
    """Suspect ``objects`` (CR 701.60)."""
    BECOME_BLOCKED = "become_blocked"
    """``objects`` become blocked (CR 509.1h): each attacking creature not yet blocked is a
    blocked creature with no creature blocking it; "becomes blocked" abilities trigger (CR
    509.3c). One not attacking, or already blocked, is not affected."""
    REMOVE_FROM_COMBAT = "remove_from_combat"
    """Remove ``objects`` from combat (CR 506.4): each stops being an attacking, blocking,
    blocked and unblocked creature; a creature it blocked stays blocked (CR 509.1h). One not
    in combat is not affected (CR 506.4a)."""
    MANIFEST = "manifest"
    """Manifest ``objects``, the top cards of your library (CR 701.40a): one at a time
    (CR 701.40e), each put onto the battlefield face down under your control as a 2/2 creature
    with no text, no name, no subtypes and no mana cost; while face down its controller may
    turn it face up for its mana cost if it is a creature card (CR 701.40b), or for its morph
    cost if it has morph (CR 701.40c). What was manifested is what "it" names next."""
    TAP = "tap"
    """Tap ``objects`` (CR 701.26a)."""
    UNTAP = "untap"
    """Untap ``objects`` (CR 701.26b)."""
    PHASE_OUT = "phase_out"
    """``objects`` phase out (CR 702.26b): each is treated as though it doesn't exist until it
    phases in during the untap step of the player who controlled it (CR 502.1, 702.26a);
    what is attached to it phases out with it (CR 702.26g)."""
    TAP_OR_UNTAP = "tap_or_untap"
    """ "Tap or untap target permanent": for each of ``objects``, the player following the
    instruction (``players``, default: you) chooses as it resolves whether to tap it or untap
    it (CR 608.2d, 701.26a, 701.26b)."""
    BECOME_MONARCH = "become_monarch"
    """``players`` (default: you) each become the monarch (CR 725.1), one after another; the
    current monarch ceases to be (CR 725.3). The monarch draws a card at the beginning of
    their end step, and a creature that deals combat damage to the monarch makes its
    controller the monarch (CR 725.2)."""
    EXTRA_TURN = "extra_turn"
    """``players`` (default: you) each take ``amount`` extra turns after this one (CR 500.7):
    each is added directly after the current turn, one at a time; the most recently created
    is taken first, and the normal turn order goes on after them."""
    FIGHT = "fight"
    """``objects`` (one creature; default: the source) fights ``recipients`` (one creature):
    each deals damage equal to its power to the other, at once (CR 701.14a); not combat
    damage (CR 701.14d). If either is no longer on the battlefield, is no longer a creature,
    or is an illegal target as the instruction resolves, neither deals damage (CR 701.14b);
    a creature that fights itself deals twice its power to itself (CR 701.14c)."""
    ATTACH = "attach"
    """Attach the one object ``objects`` names to the one ``recipients`` names (CR 701.3a): it
    is taken from where it is and put onto that permanent. An object that isn't an Aura or
    Equipment, or one that can't be attached to that permanent, doesn't move; onto the
    permanent it is attached to already, nothing happens (CR 701.3b). Attached to a different
    object, it gets a new timestamp (CR 701.3c, 613.7e)."""
    DEAL_DAMAGE = "deal_damage"
    """``objects`` (default: the source) deal ``amount`` damage to ``recipients`` and/or
    ``recipient_players`` (CR 120.3)."""
    DEAL_DAMAGE_UNPREVENTABLE = "deal_damage_unpreventable"
    """As :attr:`DEAL_DAMAGE`, damage that can't be prevented: no prevention effect (nor
    protection) applies to it ("... deals 4 damage to target creature. The damage can't be
    prevented.", CR 615.12)."""
    SACRIFICE = "sacrifice"
    """``players`` sacrifice ``objects`` (CR 701.21a)."""
    GAIN_LIFE = "gain_life"
    """``players`` gain ``amount`` life (CR 119.3)."""
    LOSE_LIFE = "lose_life"
    """``players`` lose ``amount`` life (CR 119.3)."""
    PAY_LIFE = "pay_life"
    """``players`` pay ``amount`` life ("you may pay 2 life"): only a player whose life total
    is at least that much can; paying life is losing it (CR 119.4)."""
    DRAW = "draw"
    """``players`` draw ``amount`` cards (CR 121.1); with ``count`` ("draw up to two cards",
    ``at_most``), each of them chooses how many, from zero to its value, as it resolves
    (CR 608.2d)."""
    DISCARD = "discard"
    """``players`` discard ``amount`` cards, or their hand when ``objects`` is every card in
    it (CR 701.9)."""
    DISCARD_AT_RANDOM = "discard_at_random"
    """``players`` discard ``amount`` cards chosen at random, by no player (CR 701.9b)."""
    MILL = "mill"
    """``players`` mill ``amount`` cards (CR 701.17a)."""
    SCRY = "scry"
    """``players`` scry ``amount`` (CR 701.22a)."""
    SURVEIL = "surveil"
    """``players`` surveil ``amount`` (CR 701.25a)."""
    SHUFFLE = "shuffle"
    """``players`` shuffle their library (CR 701.24a)."""
    SHUFFLE_ZONES_INTO = "shuffle_zones_into"
    """``players`` each shuffle the cards of their own ``from_zone`` (and ``also_zones``) into
    their library: "Target player shuffles their graveyard into their library", "Each player
    shuffles their hand and graveyard into their library" (CR 701.24a, 401.4)."""
    SHUFFLE_INTO = "shuffle_into"
    """Put ``objects`` into their owner's library, then that player shuffles (CR 701.24a)."""
    SEARCH = "search"
    """``players`` search their ``zone`` (or the one of ``zone_owner``, "target opponent's
    library") for up to ``count`` cards matching ``filter``; what they find is recorded under
    ``remember`` (CR 701.23a)."""
    REVEAL = "reveal"
    """Reveal ``objects`` (CR 701.20a); the cards of a player's library named by
    :class:`~karlov.ir.objects.TopOfLibrary` ``players`` are revealed by that player."""
    REVEAL_UNTIL = "reveal_until"
    """``players`` (one player) reveal cards from the top of their library one at a time until
    they reveal ``count`` cards matching ``filter``, or their library runs out (CR 701.20a);
    with ``zone`` exile they exile the cards instead ("exile cards from the top of your
    library until you exile a nonland card", CR 701.13a). Every card revealed is recorded
    under ``remember``, the matching ones under ``found_key(remember)``, the others under
    ``others_key(remember)``."""
    PAY_ANY_AMOUNT_OF_MANA = "pay_any_amount_of_mana"
    """Join forces: ``players``, one at a time starting with you and proceeding in turn order
    (CR 101.4), may each pay any amount of mana (generic, CR 107.4c); what each paid is recorded
    under ``remember``, for "the total amount of mana paid this way"
    (:class:`~karlov.ir.ResultOf` ``mana_paid``)."""
    REVEAL_AT_RANDOM = "reveal_at_random"
    """``players`` each reveal ``amount`` cards chosen at random from their own hand, by no
    player (CR 701.20a; as a discard at random, CR 701.9b), recorded under ``remember``:
    "Target opponent reveals a card at random from their hand"."""
    LOOK_AT = "look_at"
    """``players`` look at ``objects`` (the top of their library: an exception to CR 401.2)."""
    MOVE = "move"
    """Put ``objects`` into ``zone`` (at ``position`` of a library: ``top`` or ``bottom``, in
    the order their owner chooses, CR 401.4, or shuffled first with ``order="random"``, or in
    the order the instruction's player chooses with ``order="yours"``); a move
    to the battlefield puts them there under your control, or their owner's with
    ``under_owner`` (CR 400.3, 400.7: each becomes a new object, recorded under ``remember``).
    With ``from_zone``, only objects still in that zone move (CR 400.7). With ``from_top``
    (and no ``position``), into its owner's library at that position from the top (CR 401.1)."""
    RETURN_TO_HAND = "return_to_hand"
    """Return ``objects`` to their owner's hand (CR 400.3)."""
    PUT_COUNTERS = "put_counter"
    """Put ``amount`` ``counter`` counters on ``objects`` (CR 122.1)."""
    REMOVE_COUNTERS = "remove_counter"
    """Remove ``amount`` ``counter`` counters from each of ``objects`` (CR 122.1): as many as
    it has, up to ``amount``; with no ``amount``, all of them ("remove all +1/+1 counters");
    with no ``amount`` and no ``counter``, every counter of every kind ("Remove all counters
    from target permanent", CR 122.1); with an ``amount`` and no ``counter``, that many, one at a
    time, each of a kind the instruction's controller chooses among those on the object as it
    resolves ("Remove a counter from target permanent", CR 608.2d)."""
    DOUBLE_COUNTERS = "double_counters"
    """Double the number of ``counter`` counters on each of ``objects`` (CR 701.10e): each is
    given as many of those counters as it already has as this resolves (put on it, CR 122.6;
    none on it, none given)."""
    GET_COUNTERS = "get_counters"
    """``players`` get ``amount`` ``counter`` counters (CR 122.1: counters on a player; poison
    counters, CR 122.1f, 704.5c)."""
    MOVE_COUNTERS = "move_counter"
    """Move ``amount`` ``counter`` counters from the one object ``objects`` names onto the one
    ``recipients`` names (CR 122.5): remove them from the first and put them onto the second;
    if either isn't possible (the same object, too few such counters on the first, the second
    can't have them, either no longer on the battlefield), none is moved."""
    GET_ENERGY = "get_energy"
    """``players`` get ``amount`` energy counters, "you get {E}{E}" (CR 107.14, 122.1)."""
    INVESTIGATE = "investigate"
    """``players`` investigate ``amount`` times: create a Clue token each (CR 701.16a)."""
    LEARN = "learn"
    """``players`` learn (CR 701.48a): each may discard a card, and if they do, draws a card;
    if they didn't discard a card, they may reveal a Lesson card they own from outside the
    game and put it into their hand."""
    PROLIFERATE = "proliferate"
    """``players`` proliferate (CR 701.34a): choose any number of permanents and/or players that
    have a counter, then give each one additional counter of each kind it already has."""
    VENTURE = "venture"
    """``players`` venture into the dungeon (CR 701.49a-c): with no dungeon card of theirs in the
    command zone, each chooses a dungeon card they own from outside the game and puts it there,
    its venture marker on the topmost room; else the marker moves to a next room (their choice
    where arrows branch); from the bottommost room, the dungeon is completed and removed from
    the game (CR 309.7) and a new one is chosen. Each room entered triggers its room ability
    (CR 309.4c)."""
    WIN_GAME = "win_game"
    """``players`` win the game (CR 104.2b): the game ends at once (CR 104.1)."""
    LOSE_GAME = "lose_game"
    """``players`` lose the game (CR 104.3e)."""
    LOSE_UNSPENT_MANA = "lose_unspent_mana"
    """``players`` lose all unspent mana: the mana in their mana pools, restricted or not, is
    removed from them (CR 106.4), as at the end of a step (CR 500.5)."""
    MONSTROSITY = "monstrosity"
    """``objects`` (the source) do monstrosity ``amount`` (CR 701.37a): if the permanent isn't
    monstrous, put ``amount`` +1/+1 counters on it and it becomes monstrous."""
    BOLSTER = "bolster"
    """``players`` bolster ``amount`` (CR 701.39a): choose a creature they control with the
    least toughness or tied for least toughness among creatures they control, and put
    ``amount`` +1/+1 counters on it."""
    EXPLORE = "explore"
    """``objects`` (default: the source) explore (CR 701.44a): the permanent's controller
    reveals the top card of their library; a land card goes to their hand; otherwise a +1/+1
    counter goes on the permanent and they may put the revealed card into their graveyard."""
    AMASS = "amass"
    """``players`` (default: you) amass ``amount`` of the subtype of ``token`` (CR 701.47a):
    if they control no Army creature, they create ``token`` (a 0/0 black [subtype] Army
    creature); they choose an Army creature they control, put ``amount`` +1/+1 counters on
    it, and it becomes a [subtype] in addition to its other types if it isn't one."""
    CONNIVE = "connive"
    """``objects`` (default: the source) connive (CR 701.50a-c): the permanent's controller
    (as it last existed on the battlefield if it left) draws a card, then discards a card; if
    a nonland card is discarded this way, a +1/+1 counter goes on the permanent."""
    FLIP_COIN = "flip_coin"
    """``players`` (default: you) flip a coin (CR 705.1): they win or lose the flip, at
    random (CR 705.2), recorded under ``remember`` for "If you win the flip" (CR 608.2c).
    With ``amount`` ("Flip three coins."): that many coins, one flip each, the flips won and
    lost recorded under ``remember`` for "for each flip you win"."""
    FLIP_COIN_UNTIL_LOST = "flip_coin_until_lost"
    """``players`` (default: you) flip a coin until they lose a flip ("flip a coin until you
    lose a flip", CR 705.1, 705.2): the flips won and lost are recorded under ``remember``
    for "for each flip you won"."""
    CLASH = "clash"
    """``players`` clash with an opponent (CR 701.30b): the player chooses an opponent; each
    reveals the top card of their library, then in APNAP order may put it on the bottom
    (CR 701.30a, 701.30c). Whether ``players`` won (CR 701.30d) is recorded under
    ``remember``, for "If you win"."""
    COLLECT_EVIDENCE = "collect_evidence"
    """``players`` collect evidence ``amount`` (CR 701.59a); with X they choose X first."""
    CREATE = "create"
    """``players`` create ``amount`` ``token`` tokens and one of each of ``more_tokens``, all
    at once (CR 111.2, 701.7a), or ``amount`` of the one they choose among ``token`` and
    ``or_tokens`` (CR 608.2d); with ``tapped``
    they enter tapped, with ``attacking`` attacking (CR 508.4: never declared as attackers;
    attacking only in combat under an attacking player's control, CR 506.3b)."""
    EXILE = "exile"
    """Exile ``objects`` (CR 701.13a), recorded under ``remember``."""
    CHOOSE = "choose"
    """Choose ``count`` of ``objects`` as the effect resolves (CR 608.2d), recorded under
    ``remember``; a chosen or targeted ``objects`` without ``count`` is chosen by its reference
    (a target was chosen on casting, CR 601.2c)."""
    ALLOW_PLAY = "allow_play"
    """``players`` may play ``objects`` this turn (a permission, CR 601.2, 305.1)."""
    ALLOW_CAST = "allow_cast"
    """``players`` may cast ``objects`` this turn: as :attr:`ALLOW_PLAY`, casting only (a land
    card can't be cast, CR 305.9)."""
    CAST_WITHOUT_PAYING = "cast_without_paying"
    """"You may cast a spell with mana value 3 or less from your hand without paying its mana
    cost.": as the effect resolves, you (its controller) choose ``count`` of the cards
    ``objects`` names ("a spell": exactly one when there is one; "up to two": none to two;
    "any number of") and cast them one at a time, each by following CR 601.2a-i with no
    priority after it, its card type setting no timing (CR 608.2g), paying no mana cost: an
    alternative cost (CR 118.9). A land card is never among them (it can't be cast, CR
    305.9); a card that can't be cast (no legal target, CR 601.2c) stays where it is."""
    ALLOW_PLAY_THROUGH_NEXT_TURN = "allow_play_through_next_turn"
    """"Until the end of your next turn, you may play those cards.": ``players`` may play
    ``objects`` (CR 305.1, 601.2) for the rest of this turn and through the next turn of
    theirs that begins after it (CR 611.2a, 500.1); a card that leaves its zone is a new
    object the permission is not about (CR 400.7)."""
    ALLOW_PLAY_WHILE_EXILED = "allow_play_while_exiled"
    """"You may play that card for as long as it remains exiled.": ``players`` (default: you)
    may play ``objects`` (a land played, a spell cast, CR 305.1, 601.2) while each stays in
    exile: a card that leaves exile is a new object the permission is not about (CR 400.7),
    and one not in exile as the effect resolves gets none (CR 611.2b)."""
    ALLOW_CAST_WHILE_EXILED = "allow_cast_while_exiled"
    """"You may cast that card for as long as it remains exiled.": as
    :attr:`ALLOW_PLAY_WHILE_EXILED`, casting only: a land card can't be cast (CR 305.9)."""
    CAST_AS_THOUGH_FLASH = "cast_as_though_flash"
    """"You may cast spells this turn as though they had flash.": ``players`` (default: you)
    may cast spells matching ``filter`` (tested on their characteristics) any time they could
    cast an instant for the rest of this turn (CR 702.8a, 601.3b, 611.2a)."""
    CANT_PLAY_LANDS = "cant_play_lands"
    """"Target player can't play lands this turn.": ``players`` can't play lands for the rest
    of this turn (CR 305.1; a "can't" beats any permission to play one, CR 101.2, 611.2a)."""
    EXTRA_LAND_THIS_TURN = "extra_land_this_turn"
    """"You may play an additional land this turn.": ``players`` (default: you) may play one
    more land this turn than the rules allow (CR 305.2), an effect lasting until the turn ends
    (CR 611.2a); lands are still played only in their own main phase (CR 305.1)."""
    CONJURE = "conjure"
    """``players`` conjure ``amount`` cards named ``card_name`` into ``zone`` (digital only:
    created cards, not tokens)."""
    CREATE_COPY = "create_copy"
    """Create a token that's a copy of the one object ``objects`` (CR 111.1, 707.2): its
    copiable values, as the object last existed if it has left its zone (CR 608.2h), under
    the control of ``players`` (default: you); the token is recorded under ``remember``
    ("that token"). With ``tapped`` and ``attacking`` ("and that's tapped and attacking") the
    tokens enter tapped and attacking (CR 508.4)."""
    BECOME_COPY = "become_copy"
    """Each permanent ``recipients`` names becomes a copy of the one object ``objects`` (CR
    707.2, layer 1 as of CR 613.2a): its copiable values, as that object last existed if it
    has left its zone (CR 608.2h), from now on; never its counters, tapped state or other
    status (CR 110.5b). ``copy_changes`` / ``copy_in_addition`` are the exceptions of the
    copy effect, part of the copy's copiable values (CR 707.9b), and ``copy_this_ability``
    "except it has this ability": the copy has the ability that made it too (CR 707.9a)."""
    COPY_SPELL = "copy_spell"
    """Copy the spells ``objects`` (CR 707.10); you control the copies, which keep the targets
    of the spells they copy (new targets only by :attr:`CHOOSE_NEW_TARGETS`, CR 707.10c); the
    copies are recorded under ``remember`` ("the copy"). ``amount`` ("copy that spell twice",
    a :class:`Fixed` of two or more): that many copies of each spell, one after another."""
    CHOOSE_NEW_TARGETS = "choose_new_targets"
    """``players`` choose new targets for the spells ``objects`` (CR 115.7d, 707.10c): each
    target may be left unchanged, even if illegal, or changed to a legal one; the number of
    targets and a division among them stay as they were (CR 115.7f)."""
    EXCHANGE_CONTROL = "exchange_control"
    """Exchange control of the two ``objects`` (CR 701.12b)."""
    EXCHANGE_LIFE_TOTALS = "exchange_life_totals"
    """The two ``players`` exchange life totals (CR 701.12c): each gains or loses the life
    needed to equal the other's total as it was; if one of them can't gain life and would
    get a higher total, no part of the exchange happens (CR 701.12a, 119.7)."""
    COUNTER = "counter"
    """Counter the spells ``objects``: each leaves the stack for its owner's graveyard without
    resolving (CR 701.6a). ``zone`` (exile, hand or library, with ``position`` top or bottom):
    where a countered card goes instead of its owner's graveyard ("If that spell is countered
    this way, exile it instead ...", CR 614.1a)."""
