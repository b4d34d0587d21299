"""The state of lowering one ability: its targets, what its pronouns refer to, what failed.

A card's text refers back to objects it has named ("reveal it", "that creature", "one of
them"); the compiler binds each such reference when it compiles it, to a *mention* made
earlier in the same ability, and the compiled effect stores and reads the mentioned objects in
``Resolution.remembered`` under the mention's key. What cannot be compiled is collected as a
positioned diagnostic (code C001) instead of compiling to a silent no-op.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .. import ir
from ..frontend import nodes
from ..frontend.diagnostics import Diagnostic, Severity, Span

# At module level: an import statement inside runtime_mana ran on every call (~2 µs, twice a
# card), and every card's mana cost is read with it (the runtime's mana module alone: it
# loads none of the runtime's game classes).
from ..runtime.mana import ManaCost
from ..spans import ir_class


class Unsupported(Exception):
    """Raised inside the compiler for text the runtime cannot execute yet (C001), or, with
    ``meaningless=True``, for text that parses but means nothing as an ability (C002)."""

    def __init__(
        self, node: nodes.Node | nodes.Lexeme | None, message: str, *, meaningless: bool = False
    ):
        super().__init__(message)
        self.node = node
        self.message = message
        self.meaningless = meaningless
        self.template: str | None = None

    @classmethod
    def quoting(cls, node: nodes.Node, template: str) -> Unsupported:
        """C001 whose message quotes the words of ``node`` as the card writes them:
        ``template`` has one ``{}`` for them (filled in by :func:`~karlov.compiler.compile_card`,
        which has the source lines; until then, the node's named words stand in)."""
        error = cls(node, template.format(" ".join(_named_words(node))))
        error.template = template
        return error


def _named_words(node: nodes.Node) -> list[str]:
    """The words of the node's named tokens (literal words are not kept in the tree)."""
    from .accounting import lexeme_texts

    return lexeme_texts(node)


@ir_class  # @dataclass(frozen=True, slots=True), made cheaper at import (issue 24)
class CastFromGraveyard:
    """The quoted ability "You may cast this card from your graveyard", granted to cards
    (Case of the Uneaten Feast): the runtime grants it as a cast permission (CR 601.3)."""


@dataclass
class Group:
    """A group of objects an instruction of the ability names by a description ("creatures
    you control", "each creature with flying"), which a later "those creatures" or "them"
    of the same effect may name (CR 608.2c): ``span`` is where the group's ``AllObjects``
    is, ``key`` the key it is recorded under once a later reference uses it (``used``),
    ``filter`` what it matches."""

    key: str
    nouns: frozenset[str]
    span: Any
    filter: Any = None
    used: list[Any] = field(default_factory=list)


@dataclass
class Mention:
    """An object (or objects, or a player) named earlier in the ability, for pronouns.

    ``kind`` is ``"object"``, ``"objects"`` or ``"player"``; ``nouns`` are the words it was
    named with ("creature", "card", "spell", "token"), so "that card" finds the right one.
    """

    key: str
    kind: str
    nouns: frozenset[str] = frozenset()
    target_index: int | None = None
    # The target the named object was, before an instruction moved it ("Exile target
    # creature. Its controller ..."): its controller is the target's as it last existed.
    moved_target: int | None = None
    # A player named by a phrase that is no target ("Defending player reveals the top card of
    # their library. ... that player puts it into their hand."): "that player" is that phrase.
    players: ir.Players | None = None
    # Several objects were named together ("target creature and target land", at this node):
    # "them" / "those creatures" after them are all of them; which one "it" or "its
    # controller" would mean is no reading to choose.
    several: nodes.Node | None = None


@dataclass
class AbilityContext:
    """Everything the lowering of one ability needs to remember."""

    card: nodes.Card
    filename: str
    # The card's ability lines as written, by line number: the words of a phrase for prompts.
    lines: dict[int, str] = field(default_factory=dict)
    targets: list[ir.TargetSpec] = field(default_factory=list)
    mentions: list[Mention] = field(default_factory=list)
    # Lowering a quoted ability (CR 113.2c): the card's name in it names the object that
    # grants it, not the one that has it (CR 201.5a).
    quoted: bool = False
    # Lowering an ability of an emblem (CR 114): "this emblem" is the emblem, the object that
    # has the ability (CR 114.1); nowhere else does it name anything.
    emblem: bool = False
    # "You may cast that card without paying its mana cost. Then put the exiled cards that
    # weren't cast this way ...": (the key of every card exiled until one matched, the key of
    # the card cast), for "the exiled cards that weren't cast this way" (CR 608.2c)
    cast_this_way: tuple[str, str] | None = None
    # The groups named by a description in the effect being lowered, for "those creatures"
    # (CR 608.2c); ``groups_open`` while an effect (not a static ability) is lowered.
    groups: list[Group] = field(default_factory=list)
    groups_open: bool = False
    # Whether the instruction being lowered does the same to every object of "target artifact
    # and target enchantment" (:data:`.effects.OBJECTS_AND_VERBS`); elsewhere such a phrase is
    # reported, not read as one of its parts.
    objects_and_ok: bool = False
    # "self", "object", "spell", "player", "several" ("Whenever one or more creatures enter":
    # no one object of the event to name) or None
    event_subject: str | None = None
    # The ability being lowered is an activated ability: "this ability" in its effect names
    # it ("If this ability has been activated four or more times this turn, ...").
    activated: bool = False
    # "This ability triggers only once each turn." ends the triggered ability being lowered.
    triggers_once_each_turn: bool = False
    # The trigger's event is of one or more objects at once ("several" above).
    event_several: bool = False
    event_nouns: frozenset[str] = frozenset()
    # The trigger's event has a second object no word of the effect can name yet: the source
    # of the damage in "Whenever a creature you control deals damage to a planeswalker" (its
    # nouns). "That planeswalker" is the event's object; "it", "that creature" is refused.
    event_dealer_nouns: frozenset[str] | None = None
    # The trigger's event is a player's ("Whenever a player casts a spell"): "they" in the
    # effect, with no other player named, is that player (CR 603.7c).
    event_player_named: bool = False
    # The trigger's spell is "a spell that targets ~": an "it" after it may be the spell or this
    # object ("Whenever you cast a spell that targets ~, put a +1/+1 counter on it.").
    event_names_source: bool = False
    # The trigger's event is of this object and another one ("Whenever ~ deals damage to a
    # creature", "Whenever ~ blocks a creature"): "it" in an intervening "if" could be either.
    event_of_source_too: bool = False
    # A condition of the ability named this object by its name ("When a creature attacks you,
    # if Guardian of the Ages has defender, it loses defender"): an "it" after it, in a trigger
    # on another object's event, may be that object or this one.
    condition_names_source: bool = False
    # "At the beginning of each player's / opponent's [step]": the event's player is the
    # active player (CR 102.1), which a condition can read without the event.
    event_is_step_of_player: bool = False
    # "damage" when the trigger's event deals damage: "that much" is that damage (CR 603.7c).
    event_amount: str | None = None
    # The trigger's event is a permanent tapped for mana (CR 106.12a): "one mana of any type
    # that land produced" reads the mana that mana ability produced.
    event_produced_mana: bool = False
    # The trigger's event is a card put into a player's graveyard ("into an opponent's
    # graveyard from anywhere"): "that player" is that graveyard's owner, the card's owner
    # (CR 400.3); None where the trigger names no such player.
    event_graveyard_owner: bool | None = None
    # Whose defending player "defending player" names (CR 508.5): the source's or the
    # triggering event's attacking creature's; None where the ability names no attacking
    # creature (the trigger lowering sets it).
    defending_player_of: ir.ObjectRef | None = None
    # The trigger's event is its object leaving the battlefield ("When ~ dies"): what it was
    # blocking or blocked by is not recorded as it left (CR 506.4, 603.10a).
    event_leaves_battlefield: bool = False
    counter: int = 0
    # A triggered ability whose effect opens with "if [condition], ..." states an intervening
    # "if" (CR 603.4): the effect lowering records it here when ``leading_if_intervenes``.
    leading_if_intervenes: bool = False
    # The condition being lowered is a triggered ability's intervening "if" (CR 603.4).
    lowering_intervening_if: bool = False
    intervening_if: ir.Condition | None = None
    # The remember key of the ability's last search, for "If you search your library this
    # way" (CR 701.23a).
    search_key: str | None = None
    # The last optional instruction of the effect being lowered ("Each player may discard a
    # card"): who may, under what key those who did are recorded, and the instruction's words
    # (for "each player who discarded a card this way", "for each opponent who does",
    # "If a player does", CR 608.2c).
    last_may: tuple[ir.Players, str, str] | None = None
    # "When you cast this spell, ...": the ability's source is the spell on the stack (CR
    # 113.6, 601.2i), which "counter ~" can counter.
    source_is_spell: bool = False
    # The remember key of the ability's last clash, for "If you win" (CR 701.30d).
    clash_key: str | None = None
    # The ability's vote ("Starting with you, each player votes for time or knowledge.",
    # CR 701.38a): the key its votes are recorded under, and its options.
    vote_key: str | None = None
    # Join forces: the key the mana each player paid is recorded under.
    mana_paid_key: str | None = None
    vote_options: tuple[str, ...] = ()
    # The remember key of the ability's last coin flip, for "If you win the flip" (CR 705.2).
    flip_key: str | None = None
    # The remember key of the ability's last flips of several coins ("Flip three coins.",
    # "flip a coin until you lose a flip"), for "for each flip you won" (CR 705.2).
    flips_key: str | None = None
    # The remember key of the ability's last die roll with no results table ("Roll a d4."),
    # for "the result" (CR 706.2).
    roll_key: str | None = None
    # Whether the cost of this spell or ability sacrifices exactly one permanent other than
    # its source: then "the sacrificed creature" names it (CR 601.2h, 602.2b).
    sacrifices_one: bool = False
    # Whether the cost of this ability sacrifices its source ("Sacrifice Tinder Wall: ..."):
    # then what the source blocked is asked of an object gone from combat (CR 506.4)
    sacrifices_source: bool = False
    # Whether the activation cost discards exactly one card ("Discard a creature card"): then
    # "the discarded card" names it (CR 602.2b, 608.2h).
    discards_one: bool = False
    # Whether the activation cost exiles exactly one card from your graveyard ("Exile a
    # creature card from your graveyard"): then "the exiled card" names it (CR 602.2b, 608.2h).
    exiles_one_for_cost: bool = False
    # Whether the spell's additional cost reveals exactly one card from your hand ("reveal a
    # creature card from your hand"): then "the revealed card" names it (CR 601.2h, 608.2h).
    reveals_one_for_cost: bool = False
    # The discards of the ability's instructions so far, each the remember key of a discard
    # of one card by you ("then discard a card") or None for another discard: "the discarded
    # card" after exactly one such instruction names its card (CR 608.2h).
    discards: list[str | None] = field(default_factory=list)
    #: the kinds of counters the activation cost removes "any number of" from its source
    #: ("for each storage counter removed this way", CR 602.2b)
    counters_removed_any: frozenset[str] = frozenset()
    # The player whose hand an earlier instruction revealed ("Target opponent reveals their
    # hand."): "a card from it" is a card in that hand (CR 701.20a).
    revealed_hand: ir.Players | None = None
    # "Choose a creature type." / "Choose a color." made as this ability resolves (CR 608.2d):
    # "of the chosen type" after it names that choice (CR 607.2a does not link them: one
    # ability), ``"creature_type"`` / ``"color"``.
    resolution_choices: list[str] = field(default_factory=list)
    # What an earlier instruction of the ability counted ("discards their hand, then draws
    # that many cards": the cards discarded): "that many" after it is that number, not the
    # damage of the triggering event, and is reported until the runtime counts it.
    counted_by_instruction: str | None = None
    # The remember key and the players of the ability's last "discards all the cards in
    # [their] hand": "that many" of the same players is the number each discarded.
    discarded: tuple[str, ir.Players | None] | None = None
    # The remember key of the ability's last loss of life, for "the life lost this way".
    life_lost_key: str | None = None
    # The destructions of the ability, in order ("Destroy all creatures."): the span of each
    # instruction and its objects, for "for each creature destroyed this way" (CR 608.2c);
    # ``destroyed_counted`` the remember key a later count gave one (by the span). The
    # objects are None for a reflexive trigger's destruction (another resolution, CR 603.12).
    destructions: list[tuple[Span, ir.ObjectRef | None]] = field(default_factory=list)
    destroyed_counted: dict[Span, str] = field(default_factory=dict)
    # The instructions of the ability that move cards, in order: "exiled", "milled" or
    # "discarded", the instruction's span, its remember key (None: it has none yet) and whether
    # the cards it moves come from outside the battlefield and the stack (then each is the card
    # it was, CR 400.7), for "a creature card exiled this way", "for each card discarded this
    # way" (CR 608.2c); ``moved_counted`` the remember key a later reference gave one (by span).
    # Of each group of cards looked at (by its key): the keys of the choices made "from among
    # them" since, whose cards "the rest" leaves out (CR 608.2c).
    chosen_among: dict[str, list[str]] = field(default_factory=dict)
    moves: list[tuple[str, Span, str | None, bool]] = field(default_factory=list)
    moved_counted: dict[Span, str] = field(default_factory=dict)
    # The span of the instruction just before the one being lowered when it exiled or
    # sacrificed every object matching a description ("Exile all creatures you control. Then
    # create that many ..."): "that many" is how many it moved (CR 608.2c). None otherwise.
    moved_all_before: Span | None = None
    # The instructions of the ability that tap any number of untapped permanents you choose
    # ("Tap any number of untapped creatures you control."): the span of each and the remember
    # key of the permanents chosen, each of which it tapped, for "for each creature tapped this
    # way" (CR 608.2c, 701.26a).
    tapped: list[tuple[Span, str]] = field(default_factory=list)
    # Of each instruction in ``moves`` (by span): the players who do it (None: you), for "If
    # you discard a creature card this way", said by the player who did it (CR 608.2c).
    move_players: dict[Span, Any] = field(default_factory=dict)
    # Of each instruction in ``moves`` that exiles (by span): whether it names one object at
    # most (one target, the top card of a library, "it"), for "the exiled card" after it.
    exiles_one: dict[Span, bool] = field(default_factory=dict)
    # Of each instruction in ``moves`` that mills (by span): whether one player mills one card
    # ("Mill a card", "that player mills a card"), for "the milled card" after it.
    mills_one: dict[Span, bool] = field(default_factory=dict)
    # While the "for each" of a clause with a player subject is read: what "they control" in
    # it names until the clause is lowered (``they_used`` once it does), then that subject
    # (CR 608.2c: the only player of the clause).
    they: ir.Players | None = None
    they_used: bool = False
    # The owners the ability names by "its owner's hand" of one target ("Return target
    # permanent to its owner's hand."): with no player named, "that player" after it is that
    # owner (CR 108.3, 608.2c); two of them leave no one player.
    owners_named: list[ir.Players] = field(default_factory=list)
    # The last "[a player] chooses three permanents they control" of the ability: the key its
    # chosen objects are recorded under, the key of the objects chosen from, and how many
    # mentions were made before it, for "then sacrifices the rest" (CR 608.2c: the ones not
    # chosen).
    chose_from: tuple[str, str, int] | None = None
    # Whether X is announced as this spell is cast or this ability activated (an {X} in its
    # cost, CR 601.2b, 602.2b): then "with mana value X or less" reads that value.
    x_announced: bool = False
    # While an effect's own "if" is lowered (a condition checked only as the ability resolves,
    # CR 608.2c): how the effect reads a number of the text ("its mana value", "the number of
    # Allies you control"; None for X), for :class:`~karlov.ir.AmountCompared`. None elsewhere
    # (a static ability's or an intervening "if" is checked outside a resolution).
    read_amount: Any = None
    # Whether a "where X is ..." after these clauses defines their X (CR 107.3c): then "with
    # mana value X or less" reads that number as the description is applied.
    x_defined: bool = False
    # How the effect compiler reads "that many" (``EffectCompiler._that_much``): for "exile
    # that many cards from the top of your library", read where the objects are (None outside
    # an effect).
    that_many: Any = None
    # Whether this is an instant's or sorcery's spell ability (CR 113.3a): "this spell" is the
    # spell as it resolves.
    of_spell: bool = False

    def new_key(self, prefix: str) -> str:
        self.counter += 1
        return f"{prefix}{self.counter}"

    def mention(
        self,
        kind: str,
        nouns: frozenset[str] = frozenset(),
        key: str = "",
        target_index: int | None = None,
        players: ir.Players | None = None,
    ) -> Mention:
        """Record that the text named something; a target is found again through its index."""
        found = Mention(key or self.new_key("m"), kind, nouns, target_index, players=players)
        self.mentions.append(found)
        return found

    def last(self, kind: str | None = None, noun: str | None = None) -> Mention | None:
        for mention in reversed(self.mentions):
            if mention.several is not None and kind != "objects":
                # "it" / "its controller" after "target creature and target land"
                raise Unsupported(mention.several, "a word naming one of several objects before it")
            if kind is not None and mention.kind != kind:
                continue
            if noun is not None and mention.nouns and noun not in mention.nouns:
                continue
            return mention
        return None


#: Symbols the grammar reads inside braces that are not mana (CR 107.5, 107.6, 107.14).
_NOT_MANA = {
    "{T}": "the tap symbol {T} (CR 107.5)",
    "{Q}": "the untap symbol {Q} (CR 107.6)",
    "{E}": "the energy symbol {E} (CR 107.14)",
}


def runtime_mana(text: str, node: nodes.Node | nodes.Lexeme | None) -> str:
    """``text`` (mana symbols) if the runtime can parse and pay it, else :class:`Unsupported`.

    The grammar accepts every symbol of CR 107 in braces; the runtime pays mana of CR 107.4
    (snow mana {S} with mana from a snow source, CR 107.4h) except the variable symbols {Y}
    and {Z}. Checking here turns what the runtime's parser would refuse
    with a ValueError into a positioned C001.
    """
    problem = _mana_problem(text)
    if problem is not None:
        raise Unsupported(node, problem)
    return text


@lru_cache(maxsize=4096)  # a few costs recur on every card: {1}, {2}{W}, ...
def _mana_problem(text: str) -> str | None:
    """Why the runtime cannot pay ``text`` (see :func:`runtime_mana`), or None."""
    for symbol, described in _NOT_MANA.items():
        if symbol in text:
            return f"{described} in a mana cost"
    try:
        ManaCost.parse(text)
    except ValueError:
        return f"the mana symbols {text}"
    return None


def unsupported_diagnostic(error: Unsupported, fallback: Span | None) -> Diagnostic:
    span = getattr(error.node, "span", None) or fallback
    assert span is not None
    if error.meaningless:
        return Diagnostic(span, Severity.ERROR, "C002", error.message)
    return Diagnostic(
        span,
        Severity.ERROR,
        "C001",
        f"the rules runtime cannot execute this yet: {error.message}",
        help="this card parses, but it cannot be played until the runtime supports it",
    )


def not_lowered_diagnostic(node: nodes.Node) -> Diagnostic:
    """C001 for a part of the text that no lowering rule consumed (see :mod:`.accounting`)."""
    assert node.span is not None
    written = " ".join(lexeme.text for lexeme in node.lexemes())
    return Diagnostic(
        node.span,
        Severity.ERROR,
        "C001",
        f"karlov cannot play this part of the text yet: '{written}'",
        help="this card parses, but it cannot be played until the compiler supports this part",
    )
