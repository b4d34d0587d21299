"""Effects as a typed tree (CR 608.2c: instructions are followed in order).

Composites: :class:`Sequence` (in order), :class:`MayDo` ("you may"), :class:`IfDone`
("If you do"), :class:`IfCondition` ("If [condition], ..."), :class:`ReflexiveTrigger`
("When you do", CR 603.12), :class:`Instead` (CR 614.1a), :class:`Modes` (choose one),
:class:`ForEachPlayer`. Leaves are :class:`Action` (one verb on objects/players with its
arguments) and the continuous effects a one-shot effect creates for a
:class:`~karlov.ir.enums.Duration` (CR 611.2a) — their layer is stated.
"""

from __future__ import annotations

import dataclasses
import enum
import re
from collections.abc import Callable, Iterable
from typing import Any

from . import enums
from .conditions import Condition
from .enums import Duration, Layer, Verb, Whose, ZoneName
from .objects import Count, ObjectFilter, ObjectRef, Players, Quantity, TargetSpec
from .span import IRNode, Located, ir_class


@ir_class
class Characteristics(Located):
    """Characteristics stated by text: a token's (CR 111.4) or what an object becomes
    (CR 205.1b). ``abilities`` are granted keyword or quoted abilities."""

    name: str = ""
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    abilities: tuple[GrantedAbility, ...] = ()


def token_name(subtypes: tuple[str, ...] | list[str]) -> str:
    """The name of a token whose text names none: its subtypes followed by the word
    "Token" (CR 111.4: "Dwarf Berserker Token"; a predefined Treasure is "Treasure Token")."""
    return " ".join([*subtypes, "Token"])


@ir_class
class TokenDefinition(Located):
    """A token to create: a predefined token (CR 111.10, ``predefined`` set, its
    characteristics are the rules') or one described by the text (``characteristics``)."""

    predefined: str | None = None
    characteristics: Characteristics | None = None
    #: "an X/X ... token": power and toughness each this number, read as the token is created
    #: (X announced with the cost, or the number "where X is ..." defines; CR 107.3, 111.4).
    pt: Quantity | None = None


@ir_class
class Action(Located):
    """One instruction: ``verb`` (a :class:`~karlov.ir.enums.Verb`, whose members say what each
    field means to it) done by ``players`` (default: you) to ``objects`` and/or ``recipients``
    with its arguments. ``remember`` is the key under which what it affected is recorded for
    later pronouns ("it", "that card")."""

    verb: Verb
    objects: ObjectRef | None = None
    players: Players | None = None
    recipients: ObjectRef | None = None
    recipient_players: Players | None = None
    amount: Quantity | None = None
    count: Count | None = None
    counter: str | None = None
    zone: ZoneName | None = None
    from_zone: ZoneName | None = None
    position: str | None = None
    token: TokenDefinition | None = None
    #: CREATE: the other tokens of a list ("Create a 1/1 green Snake creature token, a 2/2
    #: green Wolf creature token, and a 3/3 green Elephant creature token."), one of each,
    #: created with ``amount`` ``token`` tokens in the same event (CR 111.2, 614.1a)
    more_tokens: tuple[TokenDefinition, ...] = ()
    #: CREATE: the other tokens of a choice ("create a Food token or a Treasure token"): the
    #: creating player chooses ``token`` or one of these as the instruction resolves (CR
    #: 608.2d) and creates ``amount`` of it
    or_tokens: tuple[TokenDefinition, ...] = ()
    card_name: str | None = None
    filter: ObjectFilter | None = None
    under_owner: bool = False
    remember: str | None = None
    tapped: bool = False
    #: CREATE: the tokens enter attacking ("that's tapped and attacking", CR 508.4)
    attacking: bool = False
    #: CREATE_COPY: the copy effect's exceptions ("except it has haste", "except it's a 4/4
    #: black Zombie", "except it's an artifact in addition to its other types"), which are part
    #: of the token's copiable values (CR 707.9b): the colors and the power and toughness stated
    #: replace the copied ones, the card types stated are added, the abilities stated added;
    #: the subtypes stated are added with ``copy_in_addition``, else they replace the copied
    #: object's creature types (CR 205.1a-b).
    copy_changes: Characteristics | None = None
    copy_in_addition: bool = False
    #: BECOME_COPY: "except it has this ability" — the copy has the ability that makes it,
    #: as part of its copiable values (CR 707.9a).
    copy_this_ability: bool = False
    #: CREATE_COPY of a :class:`ChosenObjects`: ``amount`` times, the object copied chosen anew
    #: each time, one token each ("Populate X times.", CR 701.36a: a token made by an earlier
    #: time may be chosen), rather than ``amount`` copies of one object chosen once.
    choose_each_time: bool = False
    order: str | None = None
    #: MOVE into a library at this position counted from the top ("second from the top": 2;
    #: CR 401.1): the card has that many cards above it less one, or is put on the bottom of
    #: a library with fewer cards.
    from_top: int | None = None
    #: SEARCH: the zones searched besides ``zone`` ("your library and/or graveyard": the
    #: player chooses which of them to search, CR 701.23a).
    also_zones: tuple[ZoneName, ...] = ()
    #: SACRIFICE / DISCARD of one object or card by several players: the key under which the
    #: players who could not do it are recorded ("Each player sacrifices a creature. Each
    #: player who can't discards a card.": a player with no creature, CR 609.3, 608.2c), for
    #: a :class:`~karlov.ir.Players` ``unable``.
    unable: str = ""
    #: SEARCH: the player whose zone is searched when it is not the searcher's own ("Search
    #: target opponent's library for a creature card": you search that player's library, CR
    #: 701.23a); None: each searcher searches their own.
    zone_owner: Players | None = None
    #: SEARCH: ``zone`` and ``also_zones`` are all searched together ("target player's
    #: graveyard, hand, and library", CR 701.23a), not the searcher's choice of them.
    every_zone: bool = False
    #: SEARCH "for all cards with the same name as that spell": every matching card in a
    #: public zone searched (a graveyard) is found, and as many of those in a hidden zone (a
    #: hand, a library) as the searcher chooses (CR 701.23b, 400.2).
    all_public: bool = False


@ir_class
class GainAbilities(Located):
    """ "[objects] gain(s) [abilities]": layer 6 (CR 613.1f), for ``duration``."""

    objects: ObjectRef
    abilities: tuple[GrantedAbility, ...]
    duration: Duration | None = None
    layer: Layer = Layer.ABILITY


@ir_class
class ModifyPT(Located):
    """ "get +N/+M": layer 7c (CR 613.4c), for ``duration``. ``per`` multiplies both ("gets
    +1/+1 for each creature you control"), counted once as it resolves (CR 608.2h, 611.2c)."""

    objects: ObjectRef
    power: int
    toughness: int
    duration: Duration | None = None
    layer: Layer = Layer.PT_MODIFY
    per: Quantity | None = None


@ir_class
class Restrict(Located):
    """ "Target creature can't block this turn": a restriction (``kind``, one of
    :data:`~karlov.ir.RESTRICTIONS`) on the objects ``objects`` names as it resolves
    (CR 611.2c), for ``duration``."""

    objects: ObjectRef
    kind: str
    duration: Duration | None = None
    #: ``cant_be_blocked_except_by``: the only creatures that may block them ("can't be
    #: blocked this turn except by Walls", CR 509.1b)
    filter: ObjectFilter | None = None


@ir_class
class Become(Located):
    """ "becomes a 0/0 Bird creature with flying [in addition to its other types]" (CR 205.1b):
    layers 4, 5, 6 and 7b; ``in_addition`` keeps the old types ("It's still a land." too),
    otherwise new creature types replace the old ones (CR 205.1a) and the card types stated
    ("a Dragon artifact creature") are added to the others (CR 205.1b)."""

    objects: ObjectRef
    characteristics: Characteristics
    in_addition: bool
    duration: Duration | None = None


#: What "becomes the ... of your choice" sets (:class:`BecomeOfChoice`).
CHOICE_KINDS = ("color", "colors", "creature_type", "basic_land_type")


@ir_class
class MakeChoice(Located):
    """ "Choose a creature type." / "Choose a color." as an instruction: the ability's
    controller chooses as it resolves (CR 608.2d), and its later words "of the chosen type" /
    "of the chosen color" name that choice (:attr:`ObjectFilter.chosen`). ``choice``:
    ``"creature_type"`` (CR 205.3m) or ``"color"`` (CR 105.1); "Choose a card name." /
    "Choose a nonland card name." / "Choose a card name other than a basic land card name.":
    ``"card_name"``, ``"nonland_card_name"``, ``"card_name_not_basic_land"``, the name of a
    card (CR 201.3; "with that name", "the chosen name" after it name it); "Choose a basic
    land type.": ``"basic_land_type"`` (CR 205.3i). ``other_than``: "Choose a creature type
    other than Wall." -- the one creature type that may not be chosen (CR 205.3m). "becomes
    that type" after it (:class:`BecomeChosenType`) reads the choice."""

    choice: str
    other_than: str = ""


@ir_class
class Vote(Located):
    """ "Starting with you, each player votes for time or knowledge." (CR 701.38a): each
    player, starting with the ability's controller and proceeding in turn order, chooses one
    of ``options`` (words with no rules meaning, each linked to an effect, CR 701.38b), as
    the ability resolves. The votes are recorded under ``key``, for "If time gets more votes"
    (:class:`~karlov.ir.VoteResult`) and "for each death vote" (:class:`~karlov.ir.VotesFor`)."""

    options: tuple[str, ...]
    key: str


@ir_class
class BecomeOfChoice(Located):
    """ "[objects] become(s) the color of your choice until end of turn": the ability's
    controller makes the choice as it resolves (CR 608.2d), once for all the objects named
    then (CR 611.2c), and the effect sets it for ``duration`` (without one, for the rest of
    the game, CR 611.2a). ``kind`` (one of :data:`CHOICE_KINDS`):

    * ``color``: one color, which replaces the object's colors (layer 5, CR 105.3, 613.1e);
    * ``colors``: "the color or colors of your choice", one or more colors (layer 5);
    * ``creature_type``: one creature type, which replaces its creature types (layer 4,
      CR 205.1a, 613.1d);
    * ``basic_land_type``: one basic land type, which replaces its land types; the land loses
      the abilities its rules text gives it and has the new type's mana ability (layer 4,
      CR 305.7, 305.6)."""

    objects: ObjectRef
    kind: str
    duration: Duration | None = None


@ir_class
class BecomeChosenType(Located):
    """ "Choose a creature type. Each creature you control becomes that type until end of
    turn.", "Choose a basic land type. Each land you control becomes that type until end of
    turn.": the objects named as it resolves (CR 611.2c) get the type an earlier "Choose
    ..." of the same ability chose (:class:`MakeChoice`, CR 608.2d), for ``duration``. ``kind``
    ``"creature_type"``: it replaces their creature types (layer 4, CR 205.1a, 613.1d);
    ``"basic_land_type"``: it replaces their land types, and they lose the abilities their
    rules text gives them and have the new type's mana ability (layer 4, CR 305.7, 305.6)."""

    objects: ObjectRef
    kind: str
    duration: Duration | None = None


@ir_class
class BecomeColor(Located):
    """ "Target creature becomes blue until end of turn", "becomes white and black",
    "becomes colorless", "becomes blue in addition to its other colors": a color-changing
    effect (layer 5, CR 613.1e) on the objects named as it resolves (CR 611.2c) for
    ``duration`` (without one, for as long as the object stays in its zone, CR 611.2a,
    400.7). ``colors`` are color letters (``W U B R G``); ``()`` is "colorless" (CR 105.2c).
    The new colors replace the old ones (CR 105.3) unless ``in_addition`` ("in addition to
    its other colors"), when they are added."""

    objects: ObjectRef
    colors: tuple[str, ...]
    in_addition: bool = False
    duration: Duration | None = None


@ir_class
class LoseAbilities(Located):
    """ "[objects] lose(s) flying until end of turn": layer 6 (CR 613.1f), each of the keyword
    abilities ``keywords`` (every instance of each, CR 702.1), for ``duration``; without one,
    for the rest of the game (CR 611.2a: "Mist Dragon loses flying. (This effect lasts
    indefinitely.)"). The objects are the ones named as it resolves (CR 611.2c). ``quoted``:
    the texts of the quoted abilities it loses ("Glittering Lion loses 'Prevent all damage that
    would be dealt to Glittering Lion.'", CR 113.10): each ability the object has with that
    very text (the compiler lowers only the source losing one of its own printed abilities)."""

    objects: ObjectRef
    keywords: tuple[str, ...]
    duration: Duration | None = None
    layer: Layer = Layer.ABILITY
    quoted: tuple[str, ...] = ()


@ir_class
class SwitchPT(Located):
    """ "Switch target creature's power and toughness until end of turn": layer 7d (CR
    613.4d), applied after every other change to power and toughness (layers 7a-7c), for
    ``duration``."""

    objects: ObjectRef
    duration: Duration | None = None
    layer: Layer = Layer.PT_SWITCH


@ir_class
class CantCast(Located):
    """ "Target player can't cast spells this turn", "... can't cast noncreature spells this
    turn": ``players`` can't cast a spell whose characteristics match ``filter`` (CR 101.2: a
    "can't" beats any permission) until ``duration`` ends (CR 611.2a); the players are those
    it names as it resolves (CR 611.2c)."""

    players: Players
    filter: ObjectFilter
    duration: Duration


@ir_class
class LoseAllAbilities(Located):
    """ "loses all abilities": layer 6 (CR 613.1f)."""

    objects: ObjectRef
    duration: Duration | None = None
    layer: Layer = Layer.ABILITY


@ir_class
class GainControl(Located):
    """ "[player] gains control of [objects]": layer 2 (CR 613.1b)."""

    players: Players
    objects: ObjectRef
    duration: Duration | None = None
    layer: Layer = Layer.CONTROL


@ir_class
class Sequence(Located):
    """Instructions in order (CR 608.2c)."""

    steps: tuple[Effect, ...]


@ir_class
class MayDo(Located):
    """ "You may [effect]" (CR 608.2d): ``chooser`` decides; whether it was done is recorded
    for a following :class:`IfDone` or :class:`ReflexiveTrigger`. Of several players ("Each
    player may ...", ``each_player`` / ``each_opponent``), each chooses in APNAP order and
    those who chose do it (CR 101.4); of ``any_player``, the players are asked in APNAP order
    until one does it (CR 118.12a). ``key``: the players who did it are recorded under it,
    for "each player who ... this way" and "for each opponent who does" (CR 608.2c)."""

    chooser: Players
    effect: Effect
    prompt: str = ""
    key: str = ""


@ir_class
class IfDone(Located):
    """ "If you do, [effect]": done only if the optional instruction before it was done."""

    effect: Effect


@ir_class
class IfNotDone(Located):
    """ "You may sacrifice a creature. If you don't, tap ~." (CR 608.2c): done only if the
    optional instruction of you before it ("you may ...") was not done -- you chose not to,
    or could not do it in full (rulings: a player who can't take the whole action didn't do
    it). Read from the last "you may" of the ability as it finished, not from what an
    "If you do" between them did. After "Any player may ...", "If no one does, ...": none of
    the players did it (CR 118.12a)."""

    effect: Effect


@ir_class
class IfCondition(Located):
    """ "If [condition], [effect]." in the middle of an ability: ``condition`` is checked as
    the instruction is reached while the ability resolves (CR 608.2c), and ``effect`` is done
    only if it holds. (A triggered ability's leading "if" is an intervening "if" instead,
    CR 603.4: :attr:`~karlov.ir.TriggeredAbility.intervening_if`.) ``otherwise`` is the
    instruction said before "If [condition], [effect] instead.", done when it doesn't hold."""

    condition: Condition
    effect: Effect
    otherwise: Effect | None = None


@ir_class
class ReflexiveTrigger(Located):
    """ "When you do, [effect]" (CR 603.12): a triggered ability created on resolution."""

    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""


@ir_class
class DelayedInstruction(Located):
    """ "Sacrifice it at the beginning of the next end step." (CR 603.7a): doing the
    instruction creates a delayed triggered ability that triggers once (CR 603.7c), at the
    beginning of the next end step (``when`` "next_end_step": this turn's if it hasn't begun,
    CR 603.7b), of the next turn's upkeep ("next_turns_upkeep"), of the next end of combat
    step ("end_of_combat": "at end of combat", CR 511.2) or of the next cleanup step
    ("next_cleanup_step": it triggers as that step begins, CR 514.3a), or of the next upkeep
    or end step of a turn of its controller ("your_next_upkeep", "your_next_end_step": this
    turn's if it hasn't begun, CR 603.7b), and then does ``effect``.
    The objects ``effect`` names are the ones named as it was created: one that has left the
    zone it was in since is a new object it doesn't affect (CR 400.7, 603.7c). Its controller
    is the controller of the spell or ability that created it (CR 603.7d)."""

    effect: Effect
    when: str = "next_end_step"
    text: str = ""


@ir_class
class UntilSourceLeaves(Located):
    """ "Exile target creature an opponent controls until Banisher Priest leaves the
    battlefield." (CR 610.3): ``effect`` is the exile instruction (an :class:`Action` with
    verb ``EXILE``); a second one-shot effect, created immediately after the source leaves
    the battlefield, returns each card it exiled (and still in exile) to the zone it was
    in, a permanent under its owner's control (CR 610.3c); cards returned by the same event
    return at the same time (CR 610.3d). If the source already left the battlefield before
    the instruction (after the ability triggered or was activated), nothing is exiled (CR
    610.3a, 610.3b)."""

    effect: Action


@ir_class
class LinkedExile(Located):
    """The effect of an activated or triggered ability another ability of the same object
    refers to by "the exiled card(s)" or "cards exiled with ~" (CR 607.2a): ``effect`` done,
    each card an exile instruction of it (an :class:`Action` with verb ``EXILE``, or
    :class:`UntilSourceLeaves`) puts into exile is recorded on the ability's source under
    ``link``, the key the linked ability's filter reads (``ObjectFilter.exiled_with``). The
    source is the object itself (CR 400.7): what it exiled stays its own after it leaves."""

    effect: Effect
    link: str


@ir_class
class NextDrawReplaced(Located):
    """ "The next time you would draw a card this turn, [effect] instead." (CR 614.1a,
    614.11): doing it creates a replacement effect, until the end of the turn (CR 514.2),
    on the next card its controller would draw, even from an empty library (CR 614.11):
    that draw is not done, ``effect`` is, and the replacement is used up (CR 614.5). ``effect``
    names no target (one chosen as it applies is not said)."""

    effect: Effect


@ir_class
class Instead(Located):
    """ "If [condition], [replacement] instead" (CR 614.1a): ``replacement`` is done rather than
    ``usual`` when ``objects`` ``entered_from`` or were ``cast_from`` one of ``zones``."""

    usual: Effect
    replacement: Effect
    objects: ObjectRef
    entered_from: tuple[ZoneName, ...] = ()
    cast_from: tuple[ZoneName, ...] = ()


@ir_class
class Modes(Located):
    """ "Choose one —" (CR 700.2): ``count`` of the ``modes`` ("one or more": at least one, each
    mode once, CR 700.2d), chosen as the spell is cast (CR 601.2b), before its targets: only
    the chosen modes' targets are chosen (CR 601.2c). ``targets`` lists, per mode, the indices
    of the ability's targets that mode's text names; ``texts`` are the modes as written, for
    the choice. ``repeatable``: "You may choose the same mode more than once." (CR 700.2d):
    exactly ``count`` choices, a mode chosen several times done that many times in sequence,
    each time with targets of its own (the same or different ones)."""

    count: Count
    modes: tuple[Effect, ...]
    targets: tuple[tuple[int, ...], ...] = ()
    texts: tuple[str, ...] = ()
    repeatable: bool = False


@ir_class
class DieResult(Located):
    """One line of a die roll's results table, "10—19 | Scry 2." (CR 706.2): for a result
    from ``low`` to ``high``, ``effect`` happens."""

    low: int
    high: int
    effect: Effect


@ir_class
class RollDie(Located):
    """ "Roll a d20." (CR 706.1): a result from 1 to ``sides``, each equally likely (CR
    706.1a), and the one line of the results table that follows whose range holds it happens
    (CR 706.2); ``results`` cover every result once, or are none when the result is only
    recorded (``remember``)."""

    sides: int
    results: tuple[DieResult, ...]
    #: With no results table ("Roll a d4. Scry X, where X is the result."): the key the result
    #: is recorded under, for a later :class:`~karlov.ir.ResultOf` ``die_result`` (CR 706.2).
    remember: str | None = None


@ir_class
class UnlessPays(Located):
    """ "[effect] unless [player] pays {4}" / "... unless that player sacrifices a creature"
    (CR 118.12a): as it resolves, ``players`` may pay ``cost`` (mana, sacrifices of their own
    permanents); ``effect`` happens unless they do. ``times``: "unless [player] pays {1} for
    each card in your graveyard" -- the cost's mana that many times, counted as it resolves
    (CR 608.2h); None: once. ``generic`` is "{X}": that much generic mana, counted as it
    resolves (CR 107.3), paid besides ``cost``. A ``cost`` that is only ``one_of`` ("unless
    that player sacrifices a creature or pays 3 life", "unless they pay {B} or {3}"): the
    payer may pay one of those costs they can pay, of their choice, once (CR 118.12a,
    608.2d)."""

    players: Players
    cost: Cost
    effect: Effect
    times: Quantity | None = None
    generic: Quantity | None = None


@ir_class
class ForEachPlayer(Located):
    """An effect done once for each of ``players`` (CR 101.4 order)."""

    players: Players
    effect: Effect


@ir_class
class PayMana(Located):
    """ "[You may] pay {1}{B}." during resolution: ``payer`` pays ``mana`` (symbols as written)
    if they can, activating mana abilities to do it (CR 118.3, 605.3a); whether it was paid
    is what a following "If you do" / "When you do" reads (CR 608.2c, 603.12)."""

    mana: str
    payer: Players | None = None


@ir_class
class AddMana(Located):
    """ "Add {G}.", "add one mana of any color", "Add {B} or {R}.", "Add {G} for each Elf you
    control." (CR 106.1, 106.3, 605.1a): ``players`` (default: you) add one of ``options`` (mana
    letters, e.g. ``"G"`` or ``"CC"``; with more than one, the player chooses one as it
    resolves, CR 106.1a, 608.2d), ``amount`` times (None: once; a number counted as it resolves,
    CR 608.2h: "for each"; "X mana of any one color": one color chosen, X of it). An activated
    ability with no target whose effect adds mana is a mana ability (CR 605.1a); a triggered
    ability that adds mana uses the stack unless it triggers from a mana ability or from mana
    being added (CR 605.1b, 605.5a). ``cast_only`` and ``activate_only`` restrict how that
    mana may be spent (CR 106.6)."""

    options: tuple[str, ...]
    amount: Quantity | None = None
    players: Players | None = None
    #: "Spend this mana only to cast [spells]" (CR 106.6): the spells the mana may pay for.
    cast_only: ObjectFilter | None = None
    #: "... or activate abilities of [objects]" (CR 106.6): whose activated abilities it may
    #: pay for, besides those spells.
    activate_only: ObjectFilter | None = None
    #: "one mana of any color that [a land an opponent controls] could produce" (CR 106.7):
    #: only the colors among ``options`` that a permanent matching it could produce now.
    could_produce: ObjectFilter | None = None
    #: "X mana in any combination of {W} and/or {U}", "five mana in any combination of colors"
    #: (CR 106.1a): each of the ``amount`` mana is one of ``options`` (one mana letter each),
    #: chosen one by one as it resolves; without it, one option is chosen for all of them.
    combination: bool = False
    #: "one mana of any type that land produced" (CR 106.1b, 605.1b): only the types among
    #: ``options`` that the mana ability of the triggering event produced (CR 106.12a).
    type_produced: bool = False
    #: "Choose a color. Add one mana of that color." (CR 608.2d, 106.1a): only the option of
    #: the color the ability's "Choose a color." chose as it resolved (:class:`MakeChoice`).
    of_chosen_color: bool = False


@ir_class
class PayEnergy(Located):
    """ "[You may] pay {E}{E}." during resolution: ``payer`` removes ``amount`` energy counters
    if they have that many (CR 107.14, 122.1); whether they were paid is what a following "If
    you do" reads (CR 608.2c)."""

    amount: int
    payer: Players | None = None


@ir_class
class SkipNextUntap(Located):
    """ "That creature doesn't untap during its controller's next untap step." (Frost Lynx):
    each of ``objects`` doesn't untap during the next untap step of whoever controls it then
    (CR 502.3); the effect ends with that step, and a new object is unaffected (CR 400.7).
    ``whose`` ``you``: "~ doesn't untap during your next untap step" -- the next untap step of
    the ability's controller, which the effect ends with whoever controls the object then.
    ``player``: "Lands target player controls don't untap during their (that player's) next
    untap step" -- the next untap step of that player, named as the effect resolves. Objects
    described by a filter ("lands you control") are the ones that match it during that step,
    the effect changing no characteristic (CR 611.2c); named objects are locked in."""

    objects: ObjectRef
    whose: Whose | None = None
    player: Players | None = None


@ir_class
class PreventDamage(Located):
    """A prevention effect a resolving spell or ability creates (CR 615.1a, 611.2a): damage
    that would be dealt is not dealt, for ``duration`` ("this turn": until the cleanup step,
    CR 514.2). Prevented damage is never dealt: no life is lost, no lifelink, no "deals
    damage" or "is dealt damage" trigger (CR 615.5, 120). Damage that can't be prevented is
    not (CR 615.12).

    Which damage: dealt to ``to_objects`` (the objects or players it names as it resolves; a
    filter of :class:`~karlov.ir.AllObjects` is matched as the damage would be dealt, the
    effect changing no object's characteristics, CR 611.2c) and/or ``to_players``; neither:
    damage dealt to anything. Dealt by ``by_objects`` (named as it resolves) or, with
    ``chosen_source``, by the one source matching that filter its controller chooses as it
    resolves ("a red source of your choice", CR 609.7a); neither: by any source. A filter of
    :class:`~karlov.ir.AllObjects` in ``by_objects`` is matched as the damage would be dealt.
    Only combat damage if ``combat_only`` (CR 510.2); only noncombat damage if
    ``noncombat_only`` ("Prevent all noncombat damage that would be dealt to ...").

    How much: ``amount`` None prevents all of it (CR 615.1a "prevent all damage"); a number
    is a shield for each object or player it names (CR 615.7: "prevent the next N damage"
    prevents up to N, less each time it prevents, and is gone when used up). ``next_time``:
    "The next time [a source] would deal damage ..., prevent that damage": all of the damage
    of the next damage event it applies to, then it is used up (CR 615.7).

    In a :class:`~karlov.ir.StaticAbility` (``preventions``, "Prevent all damage that would
    be dealt to ~.") ``duration`` is None: the effect applies for as long as the ability
    functions (CR 611.3a, 615.1a), its objects and players are read from the ability's source
    as each damage event would happen (CR 611.3a: not locked in), and it has no amount.

    ``then``: an additional effect of the prevention effect ("You gain life equal to the
    damage prevented this way."), done immediately after each time it prevents damage (CR
    615.5), by the controller of the spell or ability that created it, reading the damage
    it prevented then as :class:`~karlov.ir.ResultOf` ``prevented_key`` ``damage_prevented``."""

    amount: Quantity | None = None
    to_objects: ObjectRef | None = None
    to_players: Players | None = None
    by_objects: ObjectRef | None = None
    chosen_source: ObjectFilter | None = None
    combat_only: bool = False
    noncombat_only: bool = False
    next_time: bool = False
    duration: Duration | None = Duration.END_OF_TURN
    then: Effect | None = None
    prevented_key: str = ""


@ir_class
class DamageCantBePrevented(Located):
    """ "Damage can't be prevented this turn." (Flaring Pain), "Combat damage that would be
    dealt by creatures you control can't be prevented this turn." (CR 615.12): for
    ``duration``, prevention effects don't apply to damage (only combat damage if
    ``combat_only``; only damage dealt by ``by_objects`` if stated, named as it resolves, a
    filter of :class:`~karlov.ir.AllObjects` matched as the damage would be dealt, CR
    611.2c). Replacement effects that are not prevention effects still apply to it."""

    by_objects: ObjectRef | None = None
    combat_only: bool = False
    duration: Duration = Duration.END_OF_TURN


@ir_class
class RedirectDamage(Located):
    """A redirection effect a resolving spell or ability creates (CR 614.9): "The next 1 damage
    that would be dealt to ~ this turn is dealt to target creature you control instead.", "All
    damage that would be dealt to you this turn by target attacking creature is dealt to ~
    instead." Damage that would be dealt to ``from_objects`` / ``from_players`` (named as it
    resolves), by ``by_objects`` if stated (named as it resolves; a filter of
    :class:`~karlov.ir.AllObjects` is matched as the damage would be dealt, CR 611.2c), is
    dealt by the same source to the one object or player ``to_objects`` / ``to_players``
    names instead, for ``duration`` ("this turn": until the cleanup step, CR 514.2). Only
    combat damage if ``combat_only``. With ``chosen_source``, only damage dealt by the one
    source matching that filter its controller chooses as it resolves ("a source of your
    choice", CR 609.7a). ``next_time``: "The next time a source of your choice would deal damage
    to you this turn, that damage is dealt to ~ instead." -- all the damage of the next event it
    applies to, then it is used up (CR 614.11, as CR 615.7's shields).

    How much: ``amount`` None redirects all of it; a number is a shield of that much damage,
    less each time it redirects, gone when used up (as CR 615.7 says of prevention): the
    rest of a larger event is dealt to the first recipient. The effect does nothing if either
    permanent is no longer on the battlefield or no longer a battle, creature or planeswalker,
    or either player has left the game (CR 614.9). It is a replacement, not a prevention:
    damage that can't be prevented is redirected (CR 615.12 is of prevention effects); it
    applies once to an event (CR 614.5, 616.1f), the affected player or controller ordering
    it with the other effects (CR 616.1)."""

    amount: Quantity | None = None
    from_objects: ObjectRef | None = None
    from_players: Players | None = None
    by_objects: ObjectRef | None = None
    to_objects: ObjectRef | None = None
    to_players: Players | None = None
    combat_only: bool = False
    duration: Duration = Duration.END_OF_TURN
    chosen_source: ObjectFilter | None = None
    next_time: bool = False


#: What a player may skip the next of (CR 614.10): a turn, a step or the combat phase; or all
#: the combat phases of their next turn, added ones too (CR 500.8).
SKIPPED = (
    "turn",
    "untap_step",
    "upkeep_step",
    "draw_step",
    "combat_phase",
    "combat_phases_of_next_turn",
)


@ir_class
class AdditionalPhases(Located):
    """ "After this phase, there is an additional combat phase [followed by an additional main
    phase]." (CR 500.8): ``phases`` (``combat``, then ``main`` when said) are added directly
    after the phase in which the instruction is followed; ``after`` is the phase the text
    names: ``phase`` ("this phase"), ``main`` ("this main phase") or ``combat`` ("this combat
    phase"), which adds nothing said in another phase. Phases added after the same phase come
    most recently created first (CR 500.8); an added main phase is a postcombat main phase (CR
    505.1a)."""

    phases: tuple[str, ...]
    after: str = "phase"


@ir_class
class SkipNext(Located):
    """ "Target player skips their next untap step", "You skip your next turn", "Target
    opponent skips all combat phases of their next turn" (CR 614.10):
    each of ``players`` skips their next ``skipped`` (one of :data:`SKIPPED`) that hasn't
    begun yet; two such effects skip the next two (CR 614.10a). A skipped untap step phases
    nothing (CR 702.26m)."""

    players: Players
    skipped: str


@ir_class
class GetEmblem(Located):
    """ "You get an emblem with "[ability]"", "Each opponent gets an emblem with ..." (CR 114.1):
    each of ``players`` (default: you) puts an emblem into the command zone. The player owns
    and controls it (CR 114.2); it has no characteristics other than ``abilities`` (CR 114.3,
    114.5), which function in the command zone (CR 113.6, 114.4): its triggered abilities
    trigger there and its static abilities' continuous effects apply; its controller is "you"
    in them, and "this emblem" is the emblem itself, the source of what it does. Nothing
    removes an emblem from the command zone: it stays when the object that made it leaves."""

    abilities: tuple[GrantedAbility, ...]
    players: Players | None = None


Effect = (
    AddMana
    | GetEmblem
    | PayMana
    | PayEnergy
    | SkipNext
    | SkipNextUntap
    | AdditionalPhases
    | PreventDamage
    | RedirectDamage
    | DamageCantBePrevented
    | Sequence
    | MayDo
    | IfDone
    | IfNotDone
    | IfCondition
    | ReflexiveTrigger
    | DelayedInstruction
    | UntilSourceLeaves
    | LinkedExile
    | NextDrawReplaced
    | Instead
    | Modes
    | RollDie
    | ForEachPlayer
    | Vote
    | UnlessPays
    | Action
    | GainAbilities
    | ModifyPT
    | Restrict
    | Become
    | LoseAbilities
    | BecomeOfChoice
    | BecomeColor
    | BecomeChosenType
    | MakeChoice
    | LoseAllAbilities
    | GainControl
    | SwitchPT
    | CantCast
)

from .abilities import Cost, GrantedAbility  # noqa: E402  (a token or "becomes" grants abilities)


def found_key(remember: str) -> str:
    """Where a ``REVEAL_UNTIL`` instruction that records every card it revealed under
    ``remember`` records the cards that stopped it ("that card", CR 608.2c)."""
    return f"{remember}:found"


def others_key(remember: str) -> str:
    """Where a ``REVEAL_UNTIL`` instruction records the cards it revealed other than those
    that stopped it ("all other cards revealed this way")."""
    return f"{remember}:others"


def moved_key(remember: str) -> str:
    """Where an ``EXILE``, ``MILL`` or ``DISCARD`` instruction that has ``remember`` records
    the cards it moved, each as it is in the zone it moved to ("a creature card exiled this
    way", "for each card discarded this way": CR 608.2c, 701.17c). A filter whose ``among`` is
    such a key is counted from that record (the cards as they were moved), not looked for."""
    return f"{remember}:moved"


def is_moved_key(key: str | None) -> bool:
    """Whether ``key`` is a :func:`moved_key`."""
    return key is not None and key.endswith(":moved")


#: Values that hold no IR inside them: a search never needs to go into them.
_LEAVES = (str, int, float, enum.Enum, type(None))

#: Each IR class's fields that may hold IR, read once (a search visits every node of every
#: ability, and most fields of a node are words, numbers, flags, enums or its span).
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}

#: The names in a field's annotation that hold no IR: a field annotated with these alone
#: (``str``, ``int | None``, ``tuple[str, ...]``, an enum, the span) is never searched.
_LEAF_ANNOTATIONS = frozenset({"str", "int", "bool", "float", "None", "tuple", "frozenset", "Span"})
_ANNOTATION_NAME = re.compile(r"[A-Za-z_]\w*")
_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")


def _holds_ir(annotation: object) -> bool:
    """Whether a field of this annotation may hold IR: its annotation names something other
    than the leaves (:data:`_LEAF_ANNOTATIONS`, enums); an annotation that is not a string is
    searched."""
    if not isinstance(annotation, str):
        return True
    for name in _ANNOTATION_NAME.findall(_QUOTED.sub("", annotation)):
        if name in _LEAF_ANNOTATIONS:
            continue
        named = getattr(enums, name, None)
        if not (isinstance(named, type) and issubclass(named, enum.Enum)):
            return True
    return False


def _ir_field_names(kind: type) -> tuple[str, ...]:
    fields = getattr(kind, "__dataclass_fields__", {})
    names = tuple(name for name, spec in fields.items() if _holds_ir(spec.type))
    _FIELD_NAMES[kind] = names
    return names


def children(node: object) -> tuple[object, ...]:
    """The values one level inside an IR value that may hold IR, for a search through it: the
    items of a tuple or list, the fields of an IR node that may hold IR (not its words,
    numbers, flags, enums or span; a class is no node), nothing in anything else; strings,
    numbers, enums and None are left out (nothing is inside them)."""
    kind = type(node)
    names = _FIELD_NAMES.get(kind)  # an IR class seen before: the common case, one look-up
    if names is not None:
        if not names:
            return ()
        values: Iterable[object] = [getattr(node, name) for name in names]
    elif isinstance(node, tuple | list):
        values = node
    elif isinstance(node, type):
        return ()
    else:
        names = _ir_field_names(kind)
        if not names:
            return ()
        values = [getattr(node, name) for name in names]
    return tuple([value for value in values if not isinstance(value, _LEAVES)])


def rewrite(node: Any, replace: Callable[[Any], Any]) -> Any:
    """``node`` with each IR value under it (itself included) for which ``replace`` returns
    something other than None made that (and not searched further); every node above a change
    is rebuilt, its span kept, and one with nothing changed under it is returned as it is."""
    if isinstance(node, tuple):
        return tuple(rewrite(item, replace) for item in node)
    if not isinstance(node, IRNode):
        return node
    replaced = replace(node)
    if replaced is not None:
        return replaced
    changes = {
        f.name: rewrite(getattr(node, f.name), replace)
        for f in dataclasses.fields(node)
        if f.name != "span"
    }
    changes = {k: v for k, v in changes.items() if v is not getattr(node, k)}
    return dataclasses.replace(node, **changes) if changes else node


def adds_mana(node: object) -> bool:
    """Whether an effect's IR holds an instruction that adds mana (:class:`AddMana`), in any
    branch of it (CR 605.1a: an ability that "could add mana"); the abilities it grants or the
    tokens it creates are not its own."""
    if isinstance(node, AddMana):
        return True
    if isinstance(node, GainAbilities | Become | TokenDefinition):
        return False
    return any(adds_mana(child) for child in children(node))
