"""Semantic and templating checks on a parsed card: the linter a card designer runs.

Each check has a stable code (listed in the README) and a severity; where the fix is
mechanical it is attached as replacement text for the diagnostic's span, which is what
``karlov fmt`` applies.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from . import nodes
from .diagnostics import Diagnostic, Severity, Span
from .patterns import LazyPattern
from .words import NUMBER_WORDS, QUOTED_DURATIONS, number, plural, singular

CASE_REMINDER = "(If unsolved, solve at the beginning of your end step.)"

# The printed Cases whose current Oracle text has no reminder after "To solve —": the two
# Alchemy (digital-only) Cases. Their text is canonical as it stands.
CASES_WITHOUT_REMINDER = frozenset({"Case of the Lost Witness", "Case of the Market Melee"})

# Rules whose counts Oracle writes in words ("three or more creatures", "draw two cards");
# elsewhere (damage, life, power, surveil N) it writes digits.
WORD_COUNT_RULES = frozenset(
    {
        "count_noun",
        "top_cards",
        "count",
        "at_least",
        "at_most",
        "exactly",
        "target_count",
        "or_more_count",
        # "with three or more level counters on it" (a count of counters)
        "with_counters_at_least",
        "enters_with_amount_additional",
        "up_to",
        "count_range",
        "there_are_colors",
        # "if there are fewer than six creature cards in your graveyard"
        "there_are_fewer",
        # "if it has fewer than three +1/+1 counters on it"
        "has_fewer_counters",
        # "If this ability has been activated four or more times this turn"
        "ability_activated_times",
        # "draw that many cards plus one"
        "draw_plus",
        "objects_spec",
        "conjure",
        "counted",
        "create",
        "put_counters",
        "distribute_counters",
        "add_one_color",
        "add_any_combination",
        "add_combination_of",
        # "Add one mana of that color.", "add three mana of that type" (CR 106.1)
        "add_that_color",
        "add_that_type",
        "extra_turn",
        "count_of_them",
        "count_up_to",
        "discard_up_to",
        "activate_trigger",
        # "at least two other creatures", "one of those cards"
        "self_and_others_attack",
        # "Investigate three times" (CR 701.16a): a number of times, in words
        "investigate_times",
        "put_two_kinds_of_counters",
        "creates_copy_token",
        "creates_copy_tokens",
        "count_of_those",
        "at_least_of_those",
        "activate_nonmana_trigger",
        # "at least one Zombie card", "Add six {R}", "that many plus one +1/+1 counters"
        "at_least_word",
        "add_n_symbols",
        "plus_counters",
        # "that many plus one of each of those kinds of counters"
        "plus_each_kind_counters",
        "gets_plus_each_kind_counters",
        "discard_typed",
        # "adds an additional one mana of any color", "one mana of any type that land produced"
        "adds_additional_mana",
        "add_type_produced",
        "adds_type_produced",
        "add_type_could_produce",
        # "Add two mana of different colors.", "adds two mana of any one color they choose"
        "add_different_colors",
        "adds_any_color_they_choose",
        "adds_one_color_they_choose",
        # "who had at least two fewer creature cards in their graveyard than you" (Keeper of
        # the Dead), "at least four more cards in hand than you"
        "by_at_least_more",
        "by_at_least_fewer",
    }
)

# ... except life, which is an amount even when counted ("You've gained 5 or more life").
AMOUNT_RULES = frozenset(
    {
        "life_gained",
        "gain_life",
        "lose_life",
        "total_power",
        "life_count",
        "gained_life",
        "lost_life",
        # "if you were dealt 4 or more damage this turn": an amount of damage (CR 120.3)
        "player_dealt_damage",
        "player_has_been_dealt_damage",
        "you_have_been_dealt_damage",
        # "If X is 5 or more" compares a number, in digits
        "x_is",
    }
)


def check_card(
    card: nodes.Card, lines: dict[int, str], complete: bool = True, warnings: bool = True
) -> list[Diagnostic]:
    """Every check on one card; ``lines`` maps line numbers to the card's source lines.

    ``complete`` is false when some ability line did not parse: then nothing is reported
    for what the card seems to lack (the "missing" ability may be the unreadable line).
    Without ``warnings``, the checks that only ever warn (:data:`WARNING_CHECKS`) are not run.
    """
    found: list[Diagnostic] = []
    try:
        for check in CHECKS:
            if not complete and check in CHECKS_NEEDING_ALL_LINES:
                continue
            if warnings or check not in WARNING_CHECKS:
                found.extend(check(card, lines))
    finally:
        _PREORDER.clear()  # no tree kept alive after its card's checks
    return found


#: The nodes of an ability body, in source order (:func:`_nodes_in_order`), while its card is
#: checked, by the body's id (with the body, so that an id reused later is never read).
_PREORDER: dict[int, tuple[nodes.Node, tuple[nodes.Node, ...]]] = {}


def _nodes_in_order(body: nodes.Node) -> tuple[nodes.Node, ...]:
    """Every node of ``body`` (itself included), depth first, in source order: the nodes of
    ``body.walk()``, walked once for every check of a card that looks for some rules in them
    (issue 24: each walked the whole body, its words too)."""
    known = _PREORDER.get(id(body))
    if known is not None and known[0] is body:
        return known[1]
    found: list[nodes.Node] = []
    pending: list[nodes.Node] = [body]
    node_class = nodes.Node
    while pending:
        node = pending.pop()
        found.append(node)
        pending.extend(item for item in reversed(node.items) if isinstance(item, node_class))
    if len(_PREORDER) >= 256:
        _PREORDER.clear()
    result = tuple(found)
    _PREORDER[id(body)] = (body, result)
    return result


def _line_end(span: Span, lines: dict[int, str]) -> Span:
    end = len(lines.get(span.end_line, "")) + 1
    return Span(span.file, span.end_line, end, span.end_line, end)


def check_case_keywords(card: nodes.Card, lines: dict[int, str]) -> Iterator[Diagnostic]:
    """E021-E022: only a Case has "To solve —", and only one (CR 719.3, 702.169).

    Both hold whatever other lines failed to parse: an unreadable line cannot make a card a
    Case or remove a second "To solve —"."""
    to_solve = [a for a in card.abilities if a.kind is nodes.AbilityKind.TO_SOLVE]
    solved = [a for a in card.abilities if a.kind is nodes.AbilityKind.SOLVED]
    if not card.is_case:
        for ability in to_solve + solved:
            assert ability.span is not None
            keyword = "To solve" if ability.kind is nodes.AbilityKind.TO_SOLVE else "Solved"
            yield Diagnostic(
                _keyword_span(ability.span, keyword),
                Severity.ERROR,
                "E022",
                f"'{keyword} —' appears on '{card.name}', which is not a Case "
                "(CR 719.3: only Cases have to solve and solved abilities)",
                help="add the subtype: 'Enchantment — Case'",
            )
        return
    for extra in to_solve[1:]:
        assert extra.span is not None
        yield Diagnostic(
            _keyword_span(extra.span, "To solve"),
            Severity.ERROR,
            "E021",
            "a Case has exactly one 'To solve —' ability; this is the second",
        )


def check_solved_needs_to_solve(card: nodes.Card, lines: dict[int, str]) -> Iterator[Diagnostic]:
    """E020: "Solved —" needs "To solve —" (CR 702.169); the missing line may be one that
    failed to parse, so this runs only when every line parsed."""
    to_solve = [a for a in card.abilities if a.kind is nodes.AbilityKind.TO_SOLVE]
    solved = [a for a in card.abilities if a.kind is nodes.AbilityKind.SOLVED]
    if card.is_case and solved and not to_solve:
        assert solved[0].span is not None
        yield Diagnostic(
            _keyword_span(solved[0].span, "Solved"),
            Severity.ERROR,
            "E020",
            "'Solved —' without 'To solve —': nothing can ever solve this Case",
            help="add a line 'To solve — [condition].' before the Solved ability",
        )


#: "Choose one —" and the sentences that say how many modes (CR 700.2): the lines a list of
#: modes follows (a named choice, "choose Khans or Dragons.", is the other list head)
MODAL_HEADS = (
    nodes.Modal,
    nodes.ModalRepeatable,
    nodes.ModalChosenBy,
    nodes.ModalMoreIf,
    nodes.ModalDifferentPlayers,
    nodes.ModalRestricted,
    nodes.ModalUnchosen,
)


def _bullet_item(ability: nodes.Ability) -> nodes.Node | None:
    """The ``Mode`` or ``OptionTriggered`` of a bulleted line ("• Draw a card."), if it is one."""
    body = ability.body
    if not isinstance(body, nodes.Statement) or len(body.items) != 1:
        return None
    inner = body.items[0]
    if not isinstance(inner, nodes.StatementBody) or len(inner.items) != 1:
        return None
    item = inner.items[0]
    return item if isinstance(item, (nodes.Mode, nodes.OptionTriggered)) else None


def _bullet_problem(
    head: nodes.Ability | None, bullet: nodes.Node
) -> tuple[Span | None, str] | None:
    """Why the bulleted line ``bullet`` cannot follow the line ``head`` (the last line before
    the list), and where: a mode follows "Choose … —" (CR 700.2), its flavor word any name
    (CR 207.2d); an option's line follows the named choice and is named by one of its options."""
    words = [w for w in bullet.items if isinstance(w, nodes.Lexeme)]
    mark = words[0].span
    label = next((w for w in words if w.kind == "FLAVOR_WORD"), None)
    body = None if head is None else head.body
    if body is not None and any(isinstance(node, MODAL_HEADS) for node in body.walk()):
        if isinstance(bullet, nodes.OptionTriggered):
            return mark, "a mode is an instruction, not a triggered ability (CR 700.2)"
        return None
    names = [] if body is None else [
        w.text for choice in body.find(nodes.ChooseNamedOption) for w in choice.lexemes()
        if w.kind == "OPTION_NAME"
    ]  # fmt: skip
    if not names:
        return mark, "a bulleted line after no 'Choose one —' line (CR 700.2)"
    if label is None:
        return mark, f"an option of the choice of {' or '.join(names)} needs its name before '—'"
    if label.text not in names:
        return label.span, f"'{label.text}' is not an option of the choice ({' or '.join(names)})"
    return None


def check_bullet_lines(card: nodes.Card, lines: dict[int, str]) -> Iterator[Diagnostic]:
    """E025: a bulleted line follows "Choose one —" (one mode, CR 700.2), or a named choice
    ("As ~ enters, choose Khans or Dragons.") as the ability of the option it names; "• Smash
    — ..." anywhere else is a list of nothing. Runs only when every line parsed: the line
    before the list may be the one that did not."""
    head: nodes.Ability | None = None
    for ability in card.abilities:
        if ability.kind is nodes.AbilityKind.REMINDER:
            continue
        bullet = _bullet_item(ability)
        if bullet is None:
            head = ability
            continue
        problem = _bullet_problem(head, bullet)
        if problem is not None and problem[0] is not None:
            yield Diagnostic(problem[0], Severity.ERROR, "E025", problem[1])


def _keyword_span(span: Span, keyword: str) -> Span:
    return Span(span.file, span.line, span.column, span.line, span.column + len(keyword))


def check_reminders(card: nodes.Card, lines: dict[int, str]) -> Iterator[Diagnostic]:
    """W106/W107: the reminder text after "To solve —" is present and right."""
    for ability in card.abilities:
        if ability.kind is not nodes.AbilityKind.TO_SOLVE or ability.span is None:
            continue
        reminder = ability.reminder
        if reminder is None:
            if card.is_case and card.name not in CASES_WITHOUT_REMINDER:
                end = _line_end(ability.span, lines)
                yield Diagnostic(
                    end,
                    Severity.WARNING,
                    "W106",
                    "'To solve —' has no reminder text",
                    fix=" " + CASE_REMINDER,
                    help=f"add '{CASE_REMINDER}'",
                )
        elif not (len(reminder.items) == 1 and isinstance(reminder.items[0], nodes.CaseReminder)):
            assert reminder.span is not None
            yield Diagnostic(
                reminder.span,
                Severity.WARNING,
                "W107",
                "the reminder text after 'To solve —' is not the Case reminder",
                fix=CASE_REMINDER,
            )


def check_words(card: nodes.Card, lines: dict[int, str]) -> Iterator[Diagnostic]:
    """W102 (:func:`self_name_diagnostics`), W103 (:func:`number_style_diagnostics`), then
    W112 for touching words (:func:`touching_word_diagnostics`), from one walk of each
    ability's AST (:func:`_walk_words`) instead of one per check."""
    self_names: list[nodes.Lexeme] = []
    numbers: list[tuple[nodes.Digits | nodes.NumberWord, str, bool]] = []
    touching: list[Span] = []
    for ability in card.abilities:
        for part in (ability.body, ability.reminder):
            if part is not None:
                _walk_words(part, lines, self_names, numbers, touching)
    if card.is_case:
        yield from self_name_diagnostics(self_names)
    yield from number_style_diagnostics(numbers)
    yield from touching_word_diagnostics(touching)


def touching_word_diagnostics(spans: list[Span]) -> Iterator[Diagnostic]:
    """W112 where two words of an ability touch ("targetartifact", "gained5"): the lexer
    reads them apart, and ``fmt`` writes the space between them. ``spans`` are the words of
    the AST that start with a letter or digit right after one (a node starts where its first
    word does; an ability word and its dash, the only words of a line outside its ability's
    body and reminder, start it and cannot touch a word before them)."""
    for span in spans:
        yield Diagnostic(
            Span(span.file, span.line, span.column, span.line, span.column),
            Severity.WARNING,
            "W112",
            "two words without a space between them; fmt writes one space",
            fix=" ",
            help="write a space between the words",
        )


def self_name_diagnostics(self_names: list[nodes.Lexeme]) -> Iterator[Diagnostic]:
    """W102: current Oracle text of a Case says "this Case", not the card's name (the card's
    SELF_NAME words, for a Case)."""
    for lexeme in self_names:
        if lexeme.span is not None:
            yield Diagnostic(
                lexeme.span,
                Severity.WARNING,
                "W102",
                "current Oracle text of a Case calls it 'this Case', not by its name",
                fix="this Case",
            )


_NUMBER_NODES = (nodes.Digits, nodes.NumberWord)


def _walk_words(
    part: nodes.Node,
    lines: dict[int, str],
    self_names: list[nodes.Lexeme],
    numbers: list[tuple[nodes.Digits | nodes.NumberWord, str, bool]],
    touching: list[Span],
) -> None:
    """Add, in source order, the SELF_NAME words of ``part`` to ``self_names``; each of its
    number nodes, with its parent's rule and whether an amount rule encloses it, to
    ``numbers``; and the span of each word that starts right after a letter or digit of its
    line (in ``lines``) with a letter or digit, to ``touching`` (an explicit stack, no
    generator: every card's AST is walked)."""
    stack: list[tuple[nodes.Node | nodes.Lexeme, str, bool]] = [(part, "", False)]
    pop, push = stack.pop, stack.append
    lexeme_type = nodes.Lexeme
    while stack:
        node, parent, in_amount = pop()
        if type(node) is lexeme_type:  # Lexeme has no subclasses
            if node.kind == "SELF_NAME":  # type: ignore[union-attr]
                self_names.append(node)  # type: ignore[arg-type]
            span = node.span
            if span is not None and span.column > 1:
                text = lines.get(span.line, "")
                at = span.column - 1
                if at < len(text) and text[at - 1].isalnum() and text[at].isalnum():
                    touching.append(span)
            continue
        if isinstance(node, _NUMBER_NODES):
            numbers.append((node, parent, in_amount))  # type: ignore[arg-type]
        rule = node.rule  # type: ignore[union-attr]
        inner = in_amount or rule in AMOUNT_RULES
        for item in reversed(node.items):  # type: ignore[union-attr]
            if item is not None:
                push((item, rule, inner))


def number_style_diagnostics(
    numbers: list[tuple[nodes.Digits | nodes.NumberWord, str, bool]],
) -> Iterator[Diagnostic]:
    """W103: Oracle counts objects in words ("three or more") and amounts in digits."""
    for item, parent, in_amount in numbers:
        if item.span is None:
            continue
        wants_words = parent in WORD_COUNT_RULES and not in_amount
        lexeme = item.items[0]
        assert isinstance(lexeme, nodes.Lexeme)
        if isinstance(item, nodes.Digits) and wants_words:
            value = int(lexeme.text)
            if value < len(NUMBER_WORDS):
                yield Diagnostic(
                    item.span,
                    Severity.WARNING,
                    "W103",
                    f"Oracle text writes this count as a word: '{NUMBER_WORDS[value]}'",
                    fix=NUMBER_WORDS[value],
                )
        elif isinstance(item, nodes.NumberWord) and not wants_words:
            digits = str(number(lexeme.text))
            yield Diagnostic(
                item.span,
                Severity.WARNING,
                "W103",
                f"Oracle text writes this amount in digits: '{digits}'",
                fix=digits,
            )


def check_capitalization(card: nodes.Card, lines: dict[int, str]) -> Iterator[Diagnostic]:
    """W105: a sentence starts with a capital letter ("Solved — Creatures you control ...")."""
    for ability in card.abilities:
        if ability.span is None:
            continue
        text = lines.get(ability.span.line, "")
        inline: set[int] | None = None  # read when a sentence starts in lower case (rarely)
        for start in _sentence_starts(text):
            word = _WORD.match(text, start)
            if word is None or not word.group()[0].islower():
                continue
            if inline is None:
                inline = _inline_reminders(ability)
            if start in inline:  # "(two energy counters)": a reminder inside the sentence
                continue
            capitalized = word.group()[0].upper() + word.group()[1:]
            line = ability.span.line
            yield Diagnostic(
                Span(ability.span.file, line, start + 1, line, word.end() + 1),
                Severity.WARNING,
                "W105",
                f"capitalize the first word of a sentence: '{capitalized}'",
                fix=capitalized,
            )


_WORD = re.compile(r"[^\W\d_][\w'’-]*")


def _inline_reminders(ability: nodes.Ability) -> set[int]:
    """The columns (0-based) after the '(' of each reminder the grammar reads inside a
    sentence ("you get {E}{E} (two energy counters)."): no sentence starts there."""
    if ability.body is None:
        return set()
    return {
        lexeme.span.column
        for lexeme in ability.body.lexemes()
        if lexeme.kind == "ENERGY_REMINDER" and lexeme.span is not None
    }


_SENTENCE_MARK = re.compile('["—.:(]')


def _sentence_starts(text: str) -> Iterator[int]:
    """Columns (0-based) where a sentence starts: the line, and after '— ', '. ', ': ', '("'."""
    quoted = False
    position = 0
    while position < len(text) and text[position] == " ":
        position += 1
    if position < len(text):
        yield position
    # Only these characters start a sentence or change quoting: a regex finds them, rather
    # than a Python loop over every character of every line.
    for found in _SENTENCE_MARK.finditer(text):
        index = found.start()
        char = found.group()
        if char == '"':
            quoted = not quoted
            closing = text.find('"', index + 1)
            # A quoted ability starts a sentence; a quoted word ('say "destroy"') does not, nor
            # does a duration named in quotes ('"this turn" and "until end of turn" effects end').
            inside = text[index + 1 : closing]
            if quoted and " " in inside and inside.lower() not in QUOTED_DURATIONS:
                yield index + 1
            continue
        if char in "—.:(" and index + 1 < len(text):
            following = index + 1
            if char == "(":
                yield following
                continue
            if following < len(text) and text[following] == " ":
                following += 1
                if following < len(text) and text[following] not in '"(':
                    yield following


#: The rules of a filter's words before its head noun and the head itself: a filter names
#: its objects with these (``descriptor+ [head_noun] qualifier*`` in objects.lark).
_DESCRIPTOR_RULES = frozenset(
    {
        "types", "supertype", "color", "subtype", "attacking", "blocking", "suspected", "tapped",
        "untapped", "enchanted", "equipped", "damaged", "other", "nontoken", "activated_kind",
        "triggered_kind", "activated_or_triggered", "color_or_type", "non_subtype",
        "creature_type_list", "color_list", "nontoken_listed", "attacking_or_blocking",
        "head_noun", "non_type_non_color", "blocked_attacker", "unblocked_attacker",
        "nonattacking", "nonblocking", "non_listed", "subtype_or_types", "subtype_list",
        "type_or_subtype", "commander_descriptor", "commanders_descriptor", "noncommander",
    }
)  # fmt: skip
_HEAD_KINDS = frozenset(
    {
        "CARD_TYPE", "TYPE_CONT", "NOUN", "NOUN_OR", "SPELL_OR_ABILITY", "CREATURE_TYPE",
        "CREATURE_TYPE_CONT", "ARTIFACT_TYPE", "ENCHANTMENT_TYPE", "LAND_TYPE", "SPELL_TYPE",
        "PLANESWALKER_TYPE",
    }
)  # fmt: skip
_PLURAL_NOUNS = frozenset({"cards", "spells", "permanents", "tokens", "sources", "copies"})


#: Descriptors that name one object as a determiner does: "enchanted creature" is the creature
#: this Aura enchants (CR 303.4e), "equipped creature" the one this Equipment is attached to
#: (CR 301.5).
_DEFINITE_RULES = frozenset({"enchanted", "equipped"})


def _is_definite(filter_node: nodes.Node) -> bool:
    return any(
        isinstance(item, nodes.Node) and item.rule in _DEFINITE_RULES for item in filter_node.items
    )


def _head_word(filter_node: nodes.Node) -> nodes.Lexeme | None:
    """The head noun of a filter: the last type, subtype or noun before its qualifiers."""
    head = None
    for item in filter_node.items:
        if item is None:
            continue
        if isinstance(item, nodes.Lexeme):
            if item.kind in _HEAD_KINDS:
                head = item
            continue
        if item.rule not in _DESCRIPTOR_RULES:
            break  # the qualifiers: "creature spells that target a creature you control"
        for lexeme in item.lexemes():
            if lexeme.kind in _HEAD_KINDS:
                head = lexeme
    return head


def _is_plural(word: nodes.Lexeme) -> bool:
    last = word.text.split()[-1]
    if word.kind in {"CARD_TYPE", "TYPE_CONT", "COUNTER_NOUN"}:
        return last.lower().endswith("s")
    if word.kind in {"NOUN", "NOUN_OR", "SPELL_OR_ABILITY"}:
        return last.lower() in _PLURAL_NOUNS or last.lower() == "abilities"
    # A subtype: plural if it is not its own singular; one that is both ("Sheep",
    # "Equipment") cannot be told apart and is taken as written.
    return singular(last) != last or plural(last) == last


#: Where a bare filter is no set of objects but a word chosen: "Choose creature or land." (a
#: card type, CR 607.2d). The compiler doesn't read it as objects yet (C001).
_NOT_OBJECTS_IN = frozenset({"choose"})


def _bare_filters(ability: nodes.Ability) -> list[nodes.Node]:
    """The ``all_matching`` nodes of the ability's body that name objects, read from the nodes
    the parser made for it (no second walk of the tree), or from a walk when it made none."""
    assert ability.body is not None
    made = _body_nodes(ability)
    found: list[nodes.Node] = []
    exempt: set[int] = set()
    for node in made:
        if node.rule == "all_matching":
            found.append(node)
        elif node.rule in _NOT_OBJECTS_IN:
            exempt.update(id(child) for child in node.items)
    return [node for node in found if id(node) not in exempt]


def check_determiners(card: nodes.Card, lines: dict[int, str]) -> Iterator[Diagnostic]:
    """E015: objects named by a bare filter ("Destroy artifact.", "deals 2 damage to
    creature", "Nonblack gain 3 life") need a plural noun ("Destroy all artifacts") or a
    determiner ("target artifact", "an artifact", "each artifact"): Oracle never writes a
    singular noun or an adjective alone there, and reading it as "every such object" would
    mean something the text does not say."""
    for ability in card.abilities:
        if ability.body is None:
            continue
        for node in _bare_filters(ability):
            (filter_node,) = node.items
            if not isinstance(filter_node, nodes.Node) or filter_node.span is None:
                continue
            head = _head_word(filter_node)
            if head is not None and (_is_plural(head) or _is_definite(filter_node)):
                continue
            if head is None and any(
                isinstance(item, nodes.Node) and item.rule == "commanders_descriptor"
                for item in filter_node.items
            ):
                continue  # "Commanders you control" (CR 903.3): the plural stands as the noun
            if head is None:
                written = lines.get(filter_node.span.line, "")[
                    filter_node.span.column - 1 : filter_node.span.end_column - 1
                ]
                yield Diagnostic(
                    filter_node.span,
                    Severity.ERROR,
                    "E015",
                    f"'{written}' names no objects: it needs a noun",
                    help=f"write a noun after it, such as '{written.lower()} creatures'",
                )
                continue
            article = "an" if head.text[:1].lower() in "aeiou" else "a"
            yield Diagnostic(
                head.span or filter_node.span,
                Severity.ERROR,
                "E015",
                f"'{head.text}' needs a determiner: a singular noun alone does not name objects",
                help=f"write 'target {head.text}', '{article} {head.text}', 'each {head.text}' "
                "or the plural with 'all'",
            )


def _body_nodes(ability: nodes.Ability) -> tuple[nodes.Node, ...]:
    """The nodes of the ability's body: those the parser made for it, or from a walk of the
    tree when it made none (a tree built by hand)."""
    assert ability.body is not None
    return ability.body_nodes or tuple(
        item for item in ability.body.walk() if isinstance(item, nodes.Node)
    )


def _bodies(ability: nodes.Ability) -> Iterator[nodes.Ability]:
    """The ability whose nodes a check reads: a ``Solved —`` line's body (a ``solved`` node)
    holds the nodes of the ability it wraps, so that one is read through it, once."""
    if ability.body is not None:
        yield ability
    elif ability.solved is not None and ability.solved.body is not None:
        yield ability.solved


#: The object phrases that name one object (CR 109): "target", "a", "an", "one", "that",
#: "or another". Under "each" a singular list joined by "and" is a union ("each instant and
#: sorcery card", "each creature and planeswalker they control"); here it is not.
_ONE_OBJECT_RULES = frozenset(
    {"target", "other_target", "counted", "counted_either", "that", "self_or_another"}
)
_LIST_CONTINUATIONS = frozenset({"TYPE_CONT", "CREATURE_TYPE_CONT"})


def _joined_by_and(filter_node: nodes.Node) -> nodes.Lexeme | None:
    """The first type or subtype of a filter's descriptors joined to the one before it by "and"
    alone (not "and/or", not "or")."""
    for item in filter_node.items:
        if not isinstance(item, nodes.Node) or item.rule not in _DESCRIPTOR_RULES | {
            "subtype_list",
            "type_or_subtype",
        }:
            continue
        for lexeme in item.lexemes():
            if lexeme.kind in _LIST_CONTINUATIONS and lexeme.text.lstrip(", ").lower().startswith(
                "and "
            ):
                return lexeme
    return None


def check_one_object_lists(card: nodes.Card, lines: dict[int, str]) -> Iterator[Diagnostic]:
    """E018: one object named by types joined by "and" ("Destroy target artifact and
    enchantment.", "Sacrifice a creature and land."): a target or an article names one object
    (CR 109, 115.1), and Oracle joins its types with "or" ("target artifact or enchantment") or
    names two objects, each with its own determiner ("target artifact and target
    enchantment"). Reading either would be a choice the text does not make."""
    for ability in card.abilities:
        for part in _bodies(ability):
            made = _body_nodes(part)
            for node in made:
                if node.rule not in _ONE_OBJECT_RULES:
                    continue
                for filter_node in node.items:
                    if not isinstance(filter_node, nodes.Node) or filter_node.rule in (
                        "target_count",
                        "count",
                    ):
                        continue
                    joined = _joined_by_and(filter_node)
                    head = _head_word(filter_node)
                    if joined is None or joined.span is None or head is None or _is_plural(head):
                        continue
                    words = joined.text.lstrip(", ").split(maxsplit=1)
                    # the lexeme's span holds the space (or comma) before "and"
                    span = joined.span
                    span = Span(
                        span.file,
                        span.end_line,
                        span.end_column - len(" ".join(words)),
                        span.end_line,
                        span.end_column,
                    )
                    yield Diagnostic(
                        span,
                        Severity.ERROR,
                        "E018",
                        f"'and {words[1]}' joins a second type to one object: no one object is "
                        "named this way",
                        help=f"write 'or {words[1]}' for one object of either type, or name each "
                        "object with its own determiner ('target artifact and target enchantment')",
                    )


#: The filters whose words before their qualifiers may lack a head noun in the grammar
#: (``descriptor+ [head_noun]``, objects.lark), and "the number of ... you control".
_FILTERS_WITH_DESCRIPTORS = frozenset(
    {"filter", "filter_that_targets", "filter_attached_to", "filter_part", "number_controlled"}
)
#: Where a filter of adjectives alone is a quality, not objects: "protection from red",
#: "hexproof from black" (CR 702.16a, 702.11d: from a color); or is reported already: a filter
#: with no determiner (``all_matching``, E015 of :func:`check_determiners`).
_QUALITY_FILTER_PARENTS = frozenset(
    {"protection", "keyword_from", "protection_from_each", "all_matching"}
)
#: The descriptor rules of objects.lark, the lists among them included ("basic Forest or
#: Island card", "creature or Vehicle").
_FILTER_DESCRIPTOR_RULES = _DESCRIPTOR_RULES | {"subtype_list", "type_or_subtype"}
_FILTER_HEAD_KINDS = _HEAD_KINDS | {"OTHER_SUBTYPE_CONT"}
#: Head kinds that name objects alone only when not negated: "noncreature" is an adjective
#: ("target noncreature permanent"), "creature" a noun ("target creature").
_NEGATABLE_HEADS = frozenset({"CARD_TYPE"})


#: "target commander", "Commanders you control": the designation stands as the noun (CR
#: 903.3); its word is a literal of the grammar, so the node says it, no lexeme
_COMMANDER_NOUNS = frozenset({"commander_descriptor", "commanders_descriptor"})


def _names_objects(filter_node: nodes.Node) -> bool:
    """Whether a filter's words before its qualifiers hold a noun: a card type, a subtype or a
    noun ("nonblack creature", "Goblin", "tapped permanent"), not adjectives alone."""
    for item in filter_node.items:
        if item is None:
            continue
        if isinstance(item, nodes.Lexeme):
            if item.kind in _FILTER_HEAD_KINDS:
                return True
            continue
        if item.rule not in _FILTER_DESCRIPTOR_RULES:
            break
        if item.rule in _COMMANDER_NOUNS:
            return True
        for lexeme in item.lexemes():
            if lexeme.kind in _FILTER_HEAD_KINDS and not (
                lexeme.kind in _NEGATABLE_HEADS and lexeme.text.lower().startswith("non")
            ):
                return True
    return False


def _descriptors_end(filter_node: nodes.Node) -> Span | None:
    """The span of the last descriptor of a filter (before its qualifiers)."""
    last = None
    for item in filter_node.items:
        if item is None:
            continue
        if isinstance(item, nodes.Node) and item.rule not in _FILTER_DESCRIPTOR_RULES:
            break
        if item.span is not None:
            last = item.span
    return last


_NEXT_WORD = LazyPattern(r"\s*([\w'’+/{}~-]+|\S)")


def check_filter_nouns(card: nodes.Card, lines: dict[int, str]) -> Iterator[Diagnostic]:
    """E001: a description of objects made of adjectives alone ("Destroy target nonblack.",
    "Sacrifice a tapped."): Oracle always names the object with a card type, a subtype or a
    noun ("target nonblack creature", CR 109.2, 205.2), and guessing one would be a reading the
    text does not give. The error stands at the word where the noun was expected."""
    for ability in card.abilities:
        for part in _bodies(ability):
            made = _body_nodes(part)
            qualities = {
                id(child)
                for node in made
                if node.rule in _QUALITY_FILTER_PARENTS
                for child in node.items
            }
            for node in made:
                if node.rule not in _FILTERS_WITH_DESCRIPTORS or id(node) in qualities:
                    continue
                if _names_objects(node):
                    continue
                last = _descriptors_end(node)
                if last is None:
                    continue
                line = lines.get(last.end_line, "")
                after = _NEXT_WORD.match(line, last.end_column - 1)
                if after is None or not after.group(1):
                    column = len(line.rstrip()) + 1
                    span = Span(last.file, last.end_line, column, last.end_line, column + 1)
                    word = "the end of the line"
                else:
                    start = after.start(1) + 1
                    span = Span(last.file, last.end_line, start, last.end_line, after.end(1) + 1)
                    word = f"'{after.group(1)}'"
                described = line[node.span.column - 1 : last.end_column - 1] if node.span else ""
                yield Diagnostic(
                    span,
                    Severity.ERROR,
                    "E001",
                    f"unexpected {word}: expected a noun after '{described}' (a card type, a "
                    "subtype, or 'permanent', 'spell' or 'card')",
                    help=f"name the object: '{described} creature', '{described} permanent'",
                )


#: The combat states a descriptor says before its noun: "attacking creature", "blocking
#: creature", "attacking or blocking creature" (CR 506.4).
_COMBAT_STATES = frozenset({"attacking", "blocking", "attacking_or_blocking"})
#: The descriptors that name what an object is: a card type or a subtype.
_NAMING_DESCRIPTORS = frozenset({"types", "subtype", "subtype_list", "type_or_subtype"})


def check_combat_state_order(card: nodes.Card, lines: dict[int, str]) -> Iterator[Diagnostic]:
    """E001: a combat state after the type it describes ("Creatures attacking get -1/-0.",
    "for each creature attacking"): Oracle writes it before the noun ("attacking creatures",
    CR 506.4), or names whom the creature attacks after it ("creatures attacking you", CR
    506.3); the word stands where neither reading is. (With a description after it, "creatures
    blocking enchanted creature" names the creature blocked, CR 509.1a.)"""
    for ability in card.abilities:
        for part in _bodies(ability):
            for node in _body_nodes(part):
                if node.rule not in _FILTERS_WITH_DESCRIPTORS:
                    continue
                named = False
                descriptors = [
                    item
                    for item in node.items
                    if isinstance(item, nodes.Node) and item.rule in _FILTER_DESCRIPTOR_RULES
                ]
                for index, item in enumerate(descriptors):
                    if item.rule in _NAMING_DESCRIPTORS:
                        named = True
                    elif (
                        item.rule in _COMBAT_STATES
                        and named
                        and index == len(descriptors) - 1
                        and item.span is not None
                    ):
                        word = lines.get(item.span.line, "")[
                            item.span.column - 1 : item.span.end_column - 1
                        ]
                        yield Diagnostic(
                            item.span,
                            Severity.ERROR,
                            "E001",
                            f"unexpected '{word}': expected it before the card type it "
                            f"describes ('{word} creature'), or the player attacked after it "
                            "('attacking you')",
                        )


#: The rules whose filter follows "any number of" and so names its objects in the plural.
_ANY_NUMBER_OF_RULES = frozenset({"search_any_number"})


def check_any_number_plural(card: nodes.Card, lines: dict[int, str]) -> Iterator[Diagnostic]:
    """E001: "Search your library for any number of Goblin card": after "any number of" Oracle
    names the objects in the plural ("any number of Goblin cards", CR 701.23a); the singular
    is a misspelling, reported at the noun rather than read."""
    for ability in card.abilities:
        for part in _bodies(ability):
            for node in _body_nodes(part):
                if node.rule not in _ANY_NUMBER_OF_RULES:
                    continue
                described = next(
                    (item for item in reversed(node.items) if isinstance(item, nodes.Node)), None
                )
                head = None if described is None else _head_word(described)
                if head is None or head.span is None or _is_plural(head):
                    continue
                yield Diagnostic(
                    head.span,
                    Severity.ERROR,
                    "E001",
                    f"unexpected '{head.text}': expected the plural after 'any number of'",
                    help=f"write '{plural(head.text)}'",
                )


#: The possessives that name one player ("your", "target opponent's", "its owner's"): the
#: zone after them is that player's one zone of its kind (CR 400.1), in the singular.
_ONE_PLAYER_POSSESSIVES = frozenset(
    {
        "your", "target_players", "target_opponents", "an_opponents", "its_owners",
        "that_players", "its_controllers", "their_owners_singular", "their_controllers",
        "enchanted_players",
    }
)  # fmt: skip
_ZONE_PLURALS = {"graveyards": "graveyard", "libraries": "library", "hands": "hand"}
_ZONE_JOINER = LazyPattern(r"^(,?) ?(and/or|and|or)? ?\S", re.I)


def check_zone_lists(card: nodes.Card, lines: dict[int, str]) -> Iterator[Diagnostic]:
    """Zones named after a possessive, as Oracle writes them: one player's zone in the
    singular ("target opponent's library", not "libraries": a player has one library, CR
    400.1; E023), and a list of zones joined as English lists are ("your graveyard and/or
    hand", "target player's graveyard, hand, and library"; E001 at the word that breaks it:
    "graveyard, hand, library", "graveyard, and hand")."""
    for ability in card.abilities:
        for part in _bodies(ability):
            for node in _body_nodes(part):
                if node.rule != "zone" or len(node.items) != 2:
                    continue
                whose, words = node.items
                if not isinstance(whose, nodes.Node) or not isinstance(words, nodes.Node):
                    continue
                zones = [i for i in words.items if isinstance(i, nodes.Lexeme)]
                yield from _zone_number(whose, zones, lines)
                yield from _zone_joiners(zones, lines)


def _zone_number(
    whose: nodes.Node, zones: list[nodes.Lexeme], lines: dict[int, str]
) -> Iterator[Diagnostic]:
    if whose.rule not in _ONE_PLAYER_POSSESSIVES:
        return
    for zone in zones:
        last = zone.text.split()[-1]
        wanted = _ZONE_PLURALS.get(last.lower())
        if wanted is None or zone.span is None:
            continue
        span = zone.span
        at = Span(
            span.file, span.end_line, span.end_column - len(last), span.end_line, span.end_column
        )
        own = whose.span
        written = (
            lines.get(own.line, "")[own.column - 1 : own.end_column - 1]
            if own is not None and own.line == own.end_line
            else whose.rule.replace("_", " ")
        )
        yield Diagnostic(
            at,
            Severity.ERROR,
            "E023",
            f"'{last}' does not agree in number with '{written}', which names one player",
            fix=wanted,
        )


def _zone_joiners(zones: list[nodes.Lexeme], lines: dict[int, str]) -> Iterator[Diagnostic]:
    """The separators of a list of zones: "A and B" (no comma) for two, "A, B, and C" (commas
    between, the conjunction before the last only) for more."""
    many = len(zones) > 2
    for index, zone in enumerate(zones[1:], start=1):
        found = _ZONE_JOINER.match(zone.text)
        if found is None or zone.span is None:
            continue
        comma, conjunction = found.group(1), found.group(2)
        last = index == len(zones) - 1
        if last:
            expected = ", and', ', or' or ', and/or" if many else "and', 'or' or 'and/or"
            good = conjunction is not None and (bool(comma) == many)
        else:
            expected = ","
            good = comma == "," and conjunction is None
        if good:
            continue
        word = zone.text.split()[-1]
        span = zone.span
        source = lines.get(span.line, "")[span.column - 1 :]
        skip = len(source) - len(source.lstrip())  # at the comma or the conjunction
        at = Span(span.file, span.line, span.column + skip, span.end_line, span.end_column)
        yield Diagnostic(
            at,
            Severity.ERROR,
            "E001",
            f"unexpected '{zone.text.strip()}': expected '{expected}' before '{word}' in this "
            "list of zones",
        )


#: The verbs whose form says the number of their subject: "gets" of one object or player,
#: "get" of several, of "you" and "they", and after "may", "can", "don't" (the base form).
_NUMBERED_VERBS = frozenset(
    {
        "ACTIVATE", "BECOME", "CONNIVE", "CONTROL_VERB", "DEAL", "DISCARD", "DRAW", "ENTER_VERB",
        "EXERT", "EXPLORE", "FIGHT", "FLIP", "GAIN", "GET", "HAVE", "LOSE", "MILL", "PHASE", "ROLL",
        "SACRIFICE", "TAKE",
    }
)  # fmt: skip
#: Subjects that name one object or player ("target player", "each opponent", "~", "it").
_ONE_SUBJECTS = frozenset(
    {
        "self_name", "self_ref", "it", "each", "each_of_those", "target_player", "that_player",
        "target_opponent", "each_opponent", "each_player", "each_other_player", "opponent_ref",
        "a_player",
        "its_controller", "defending_player", "enchanted_player", "that_creatures_controller",
        "that_player_or_controller", "controller_of_permanent_it_becomes",
        "each_player_who_cant", "each_player_who_did",
        # "each opponent who ... loses", "the player with the most life gains", "the player",
        # "each friend", "each foe", "An opponent gains" (one player each)
        "player_who", "the_player_most_life", "the_player_most_cards_in_hand",
        "the_player_controlling_most", "the_player", "each_friend", "each_foe",
        "an_opponent_acts",
        # "attacking player loses that much life" (CR 506.2: one player)
        "attacking_player", "the_attacking_player", "that_attacking_player",
        # "Target opponent's life total becomes 10": one life total (CR 119.5)
        "life_total_becomes_clause",
    }
)  # fmt: skip
#: Subjects that take the base form: several objects or players, "you", "they", and "you and
#: target opponent each".
_BASE_FORM_SUBJECTS = frozenset(
    {
        "you", "they", "those", "players", "your_opponents", "you_and_player_each", "objects_and",
        "both_of", "all_of", "they_payer",
    }
)  # fmt: skip
#: Subjects whose number is their head noun's: "target creature" / "two target creatures",
#: "creatures you control" / "enchanted creature".
_SUBJECTS_BY_HEAD = frozenset(
    {"target", "other_target", "all_matching", "that", "the_creature", "counted"}
)
#: Words between a subject and its verb after which the verb takes its base form.
_BASE_FORM_AFTER = LazyPattern(
    r"\b(?:may|can|can't|cannot|must|might|could|would|don't|doesn't|didn't)\b",
    re.IGNORECASE,
)


#: The filters whose head noun is a subject's: "creatures that share a color with equipped
#: creature" is the first filter's ("Creatures"), not the second's.
_SUBJECT_FILTERS = ("filter", "bare_filter", "filter_shares_object", "bare_filter_shares_object")


def _takes_one(subject: nodes.Node) -> bool | None:
    """Whether ``subject`` (a player or objects phrase) takes a verb's "-s" form (one object
    or player); None when its number is not known from its rule."""
    rule = subject.rule
    if rule in _ONE_SUBJECTS:
        return True
    if rule in _BASE_FORM_SUBJECTS:
        return False
    if rule not in _SUBJECTS_BY_HEAD:
        return None
    filter_node = next(
        (n for n in subject.walk() if isinstance(n, nodes.Node) and n.rule in _SUBJECT_FILTERS),
        None,
    )
    head = None if filter_node is None else _head_word(filter_node)
    if head is None or _number_unmarked(head):
        return None
    return not _is_plural(head)


def _number_unmarked(word: nodes.Lexeme) -> bool:
    """Whether a subtype is written the same in the singular and the plural ("Merfolk",
    "Plains", "Sheep"): its verb's form alone says which was meant."""
    if word.kind in {
        "CARD_TYPE",
        "TYPE_CONT",
        "NOUN",
        "NOUN_OR",
        "SPELL_OR_ABILITY",
        "COUNTER_NOUN",
    }:
        return False
    last = word.text.split()[-1]
    return singular(last) == last and plural(last) == last


def _verb_form(verb: nodes.Lexeme, one: bool) -> str:
    """``verb`` in the form a subject of one (``one``) or several takes: "gets" / "get"."""
    text = verb.text
    lower = text.lower()
    if lower in ("has", "have"):
        wanted = "has" if one else "have"
    elif one:
        wanted = lower if lower.endswith("s") else lower + "s"
    else:
        wanted = lower[:-1] if lower.endswith("s") else lower
    return wanted.capitalize() if text[:1].isupper() else wanted


def _agreement(
    subject: nodes.Node, verb: nodes.Lexeme, first: nodes.Lexeme, lines: dict[int, str]
) -> Diagnostic | None:
    """E019 for ``verb`` if its form is not the one ``subject`` takes, else None; ``first`` is
    the verb of the subject's first predicate (the words before it may be "may", "don't")."""
    one = _takes_one(subject)
    if one is None or subject.span is None or verb.span is None or first.span is None:
        return None
    if subject.span.end_line != first.span.line:
        return None
    line = lines.get(verb.span.line, "")
    between = lines.get(first.span.line, "")[subject.span.end_column - 1 : first.span.column - 1]
    if _BASE_FORM_AFTER.search(between):
        one = False  # "Each player may discard a card", "you don't control"
    wanted = _verb_form(verb, one)
    if wanted == verb.text:
        return None
    written = line[subject.span.column - 1 : subject.span.end_column - 1]
    return Diagnostic(
        verb.span,
        Severity.ERROR,
        "E019",
        f"'{verb.text}' does not agree with its subject '{written}', which takes '{wanted}'",
        fix=wanted,
    )


def check_subject_verb(card: nodes.Card, lines: dict[int, str]) -> Iterator[Diagnostic]:
    """E019: a verb that does not agree with its subject ("Target creature get +2/+0",
    "Creatures you control gets +1/+1", "you controls", "Target player draw a card"). Oracle
    writes "gets" of one object or player and "get" of several, of "you" and of "they", and the
    base form after "may", "can" or "don't"; a text that breaks this is not Oracle text (and
    often a slip that changes what is named: "creature" for "creatures")."""
    for ability in card.abilities:
        for part in _bodies(ability):
            made = _body_nodes(part)
            for node in made:
                for subject, verb, first in _subjects_and_verbs(node):
                    found = _agreement(subject, verb, first, lines)
                    if found is not None:
                        yield found
                if node.rule in _PLURAL_EVENTS:
                    found = _one_does(node, lines)
                    if found is not None:
                        yield found
                if node.rule in _PLAYER_EVENT_VERBS:
                    found = _player_event_verb(node, lines)
                    if found is not None:
                        yield found
                if node.rule == "unless_either":
                    found = _or_pay_agreement(node, lines)
                    if found is not None:
                        yield found
                if node.rule == "clause":
                    found = _is_or_are(node, lines)
                    if found is not None:
                        yield found
                    found = _add_agreement(node, lines)
                    if found is not None:
                        yield found
                if node.rule == "clauses" and _begins_a_sentence(node, lines):
                    yield from _instruction_verbs(node)


def _add_agreement(node: nodes.Node, lines: dict[int, str]) -> Diagnostic | None:
    """E019 for the mana instruction of a clause with a subject whose verb ("add" / "adds",
    a word of the rule, not a token of its own) does not agree with it: "That player add
    {G}{G}", "You adds {G}". Only the clause's first predicate, right after its subject (or
    after "may", where the base form is Oracle's)."""
    subject = next(
        (i for i in node.items if isinstance(i, nodes.Node) and i.rule == "subject"), None
    )
    predicates = next(
        (i for i in node.items if isinstance(i, nodes.Node) and i.rule == "predicates"), None
    )
    if subject is None or predicates is None or not predicates.items:
        return None
    words = [i for i in subject.items if i is not None]
    predicate = _without_also(predicates.items[0])
    if len(words) != 1 or not isinstance(words[0], nodes.Node):
        return None
    if not isinstance(predicate, nodes.Node) or not predicate.rule.startswith(("add_", "adds_")):
        return None
    span, end = predicate.span, subject.span
    one = _takes_one(words[0])
    if one is None or span is None or end is None or span.line != end.end_line:
        return None
    line = lines.get(span.line, "")
    if _BASE_FORM_AFTER.search(line[end.end_column - 1 : span.column - 1]):
        one = False  # "Each player may add ..."
    written = line[span.column - 1 :].split(" ", 1)[0]
    if written.lower() not in ("add", "adds"):
        return None
    wanted = "adds" if one else "add"
    if written.lower() == wanted:
        return None
    wanted = wanted.capitalize() if written[:1].isupper() else wanted
    where = Span(span.file, span.line, span.column, span.line, span.column + len(written))
    said = line[end.column - 1 : end.end_column - 1]
    return Diagnostic(
        where,
        Severity.ERROR,
        "E019",
        f"'{written}' does not agree with its subject '{said}', which takes '{wanted}'",
        fix=wanted,
    )


def _or_pay_agreement(node: nodes.Node, lines: dict[int, str]) -> Diagnostic | None:
    """E019 for "unless that player pays {1} or pay 1 life", "unless they pay {2} or pays 2
    life": "pays" of one payer, "pay" of "you" and "they", as the first payment's verb."""
    alternative = next(
        (
            item
            for item in node.items[1:]
            if isinstance(item, nodes.Node) and item.rule in ("or_pays_life", "or_pay_life")
        ),
        None,
    )
    if alternative is None or alternative.span is None:
        return None
    first = node.items[0]
    payer = first.items[0] if isinstance(first, nodes.Node) and first.items else None
    one = _takes_one(payer) if isinstance(payer, nodes.Node) else None
    if one is None or payer is None or payer.span is None:
        return None
    span = alternative.span
    written = "pays" if alternative.rule == "or_pays_life" else "pay"
    wanted = "pays" if one else "pay"
    if written == wanted:
        return None
    line = lines.get(payer.span.line, "")
    subject = line[payer.span.column - 1 : payer.span.end_column - 1]
    where = Span(span.file, span.line, span.column, span.line, span.column + len(written))
    return Diagnostic(
        where,
        Severity.ERROR,
        "E019",
        f"'{written}' does not agree with its subject '{subject}', which takes '{wanted}'",
        fix=wanted,
    )


def _begins_a_sentence(node: nodes.Node, lines: dict[int, str]) -> bool:
    """Whether ``node`` is the first words of a sentence: at the start of its line, or after a
    colon (an activated ability's effect), a quote, a period or a dash. Clauses inside a
    phrase ("except it has haste and loses soulbond") continue the phrase's subject."""
    span = node.span
    if span is None:
        return False
    before = lines.get(span.line, "")[: span.column - 1].rstrip()
    return not before or before[-1] in ':".—'


def _instruction_verbs(clauses: nodes.Node) -> Iterator[Diagnostic]:
    """E019 for an instruction whose verb is the "-s" form: "{T}: Deals 1 damage to any
    target.", "Creatures you control have "{T}: deals 1 damage to any target."". A clause with
    no subject, before any clause that has one, is an instruction to the ability's controller
    (CR 608.2c), written in the base form ("Draw a card", "Sacrifice it"); what would deal
    the damage is not said (CR 113.7a: an ability that makes its source act names it, "This
    creature deals 1 damage to any target")."""
    for clause in clauses.items:
        if not isinstance(clause, nodes.Node) or not clause.rule.startswith("clause"):
            continue
        if any(isinstance(i, nodes.Node) and i.rule == "subject" for i in clause.items):
            return  # the clauses after it continue its subject
        if clause.rule != "clause" or any(
            isinstance(i, nodes.Node) and i.rule == "may" for i in clause.items
        ):
            continue
        predicates = next(
            (i for i in clause.items if isinstance(i, nodes.Node) and i.rule == "predicates"),
            None,
        )
        for predicate in predicates.items if predicates is not None else ():
            predicate = _without_also(predicate)
            if not isinstance(predicate, nodes.Node) or not predicate.items:
                continue
            verb = predicate.items[0]
            if not isinstance(verb, nodes.Lexeme) or verb.kind not in _NUMBERED_VERBS:
                continue
            written = verb.text.lower()
            if verb.span is None or not written.endswith("s"):
                continue
            wanted = "have" if written == "has" else written[:-1]
            yield Diagnostic(
                verb.span,
                Severity.ERROR,
                "E019",
                f"'{verb.text}' begins an instruction, which has no subject and takes '{wanted}'",
                fix=wanted,
            )


#: The predicates that begin with "is" (of one object) or "are" (of several): "Enchanted land
#: is an Island.", "Lands you control are Plains." (CR 205.1, 305.7).
_IS_PREDICATES = frozenset(
    {
        "is_pt_creature",
        "is_color",
        "is_all_colors",
        "is_every_creature_type",
        "is_chosen_type",
        "is_chosen_color",
    }
)
_ARE_PREDICATES = frozenset(
    {
        "are_described",
        "are_described_still_lands",
        "are_every_basic_land_type",
        "are_chosen_type",
        "are_chosen_color",
    }
)
_BE_WORD = LazyPattern(r"\s+(is|are)\b", re.IGNORECASE)


def _is_or_are(clause: nodes.Node, lines: dict[int, str]) -> Diagnostic | None:
    """E019 for "Enchanted land are Islands" / "Lands you control is a Plains": "is" is said of
    one object, "are" of several; the verb is a word of the predicate's rule, read from the
    line after the subject."""
    subject = _clause_subject(clause)
    predicates = next(
        (i for i in clause.items if isinstance(i, nodes.Node) and i.rule == "predicates"), None
    )
    if subject is None or predicates is None or subject.span is None:
        return None
    first = next((i for i in predicates.items if isinstance(i, nodes.Node)), None)
    first = None if first is None else _without_also(first)
    if first is None or first.rule not in _IS_PREDICATES | _ARE_PREDICATES:
        return None
    one = _takes_one(subject)
    if one is None or one == (first.rule in _IS_PREDICATES):
        return None
    span = subject.span
    line = lines.get(span.end_line, "")
    found = _BE_WORD.match(line, span.end_column - 1)
    if found is None:
        return None
    wanted = "is" if one else "are"
    written = line[span.column - 1 : span.end_column - 1] if span.line == span.end_line else ""
    return Diagnostic(
        Span(span.file, span.end_line, found.start(1) + 1, span.end_line, found.end(1) + 1),
        Severity.ERROR,
        "E019",
        f"'{found.group(1)}' does not agree with its subject '{written}', which takes '{wanted}'",
        fix=wanted,
    )


#: The trigger events said of several objects, by rule: the plural verb right after the
#: subject and the verb one object takes ("Whenever one or more creatures attack", "... cards
#: are put into your graveyard from anywhere"; one creature "attacks", one card "is put").
_PLURAL_EVENTS = {
    "objects_attack": ("attack", "attacks"),
    "objects_attack_you": ("attack", "attacks"),
    "objects_block": ("block", "blocks"),
    "cards_put_into_zone": ("are", "is"),
    "cards_put_into_zone_from": ("are", "is"),
}
_PLURAL_EVENT_WORD = {
    plural: LazyPattern(rf"\s+({plural})\b", re.IGNORECASE) for plural, _ in _PLURAL_EVENTS.values()
}


def _one_does(node: nodes.Node, lines: dict[int, str]) -> Diagnostic | None:
    """E019 for "Whenever ~ attack", "Whenever a card are put into ...": the events of
    :data:`_PLURAL_EVENTS` are said of several ("Whenever one or more creatures you control
    attack"); one object "attacks" (its own trigger, CR 508.3a) or "is put". The verb is a word
    of the rule, read from the line after the subject."""
    subject = node.items[0] if node.items else None
    if not isinstance(subject, nodes.Node) or subject.span is None or not _takes_one(subject):
        return None
    plural, singular = _PLURAL_EVENTS[node.rule]
    return _verb_disagrees(subject, _PLURAL_EVENT_WORD[plural], singular, lines)


def _verb_disagrees(
    subject: nodes.Node, verb: LazyPattern, wanted: str, lines: dict[int, str]
) -> Diagnostic | None:
    """E019 at the verb ``verb`` matches right after ``subject`` on its line (a word of the
    event's rule, not a token of its own), which should be ``wanted``; None if it is not there."""
    span = subject.span
    assert span is not None
    line = lines.get(span.end_line, "")
    found = verb.match(line, span.end_column - 1)
    if found is None:
        return None
    written = line[span.column - 1 : span.end_column - 1] if span.line == span.end_line else ""
    return Diagnostic(
        Span(span.file, span.end_line, found.start(1) + 1, span.end_line, found.end(1) + 1),
        Severity.ERROR,
        "E019",
        f"'{found.group(1)}' does not agree with its subject '{written}', which takes '{wanted}'",
        fix=wanted,
    )


#: The trigger events a player does whose verb the grammar reads as a word of the rule, not as
#: a token of its own (so :func:`_subjects_and_verbs` cannot see it): by rule, the verb
#: written, its "-s" form and its base form ("Whenever an opponent plays a land", "Whenever
#: you cast a spell"; CR 603.2).
_CAST, _CASTS = ("cast", "casts", "cast"), ("casts", "casts", "cast")
_PLAYER_EVENT_VERBS = {
    **dict.fromkeys(
        (
            "cast_trigger",
            "cast_during_opponents_turn",
            "cast_nth_trigger",
            "cast_next_trigger",
            "cast_or_copy_trigger",
            "cast_from_zone_trigger",
            "cast_during_your_turn",
            "cast_commander_trigger",
        ),
        _CAST,
    ),
    **dict.fromkeys(
        (
            "casts_nth_trigger",
            "casts_trigger",
            "casts_from_elsewhere",
            "casts_from_zone_trigger",
            "casts_during_your_turn",
            "casts_or_copies_trigger",
        ),
        _CASTS,
    ),
    "play_trigger": ("play", "plays", "play"),
    "plays_trigger": ("plays", "plays", "play"),
    "search_trigger": ("search", "searches", "search"),
    "searches_trigger": ("searches", "searches", "search"),
    "tap_for_mana_trigger": ("tap", "taps", "tap"),
    "taps_for_mana_trigger": ("taps", "taps", "tap"),
}
_PLAYER_EVENT_WORD = {
    written: LazyPattern(rf"\s+({written})\b", re.IGNORECASE)
    for written, _, _ in _PLAYER_EVENT_VERBS.values()
}


def _player_event_verb(node: nodes.Node, lines: dict[int, str]) -> Diagnostic | None:
    """E019 for "Whenever an opponent play a land", "Whenever you casts a spell": the verb of
    a trigger event of :data:`_PLAYER_EVENT_VERBS` agrees with the player before it, read
    from the line after the player."""
    subject = node.items[0] if node.items else None
    if not isinstance(subject, nodes.Node) or subject.span is None:
        return None
    one = _takes_one(subject)
    written, one_form, base_form = _PLAYER_EVENT_VERBS[node.rule]
    wanted = one_form if one else base_form
    if one is None or written == wanted:
        return None
    return _verb_disagrees(subject, _PLAYER_EVENT_WORD[written], wanted, lines)


def _clause_subject(clause: nodes.Node) -> nodes.Node | None:
    """The one node that is a clause's subject ("target player"), or None."""
    subject = next(
        (i for i in clause.items if isinstance(i, nodes.Node) and i.rule == "subject"), None
    )
    if subject is None:
        return None
    words = [i for i in subject.items if i is not None]
    return words[0] if len(words) == 1 and isinstance(words[0], nodes.Node) else None


def _subjects_and_verbs(
    node: nodes.Node,
) -> Iterator[tuple[nodes.Node, nodes.Lexeme, nodes.Lexeme]]:
    """The (subject, verb, first verb) of each verb ``node`` joins to a subject: a clause's
    subject and the verb that begins each of its predicates ("Target creature gets +1/+1 and
    gains flying"), and any other phrase that starts with a subject and its verb ("an opponent
    controls", "if you control", "Whenever a creature you control deals"); the first verb is
    the one that follows the subject."""
    if node.rule == "clauses":
        # "Each player draws a card, then discards a card": a clause with no subject of its own
        # after one with a subject continues it, and its verb agrees with that subject
        subject = None
        for clause in node.items:
            if not isinstance(clause, nodes.Node) or not clause.rule.startswith("clause"):
                continue
            own = _clause_subject(clause)
            if own is not None:
                subject = own
                continue
            predicates = next(
                (i for i in clause.items if isinstance(i, nodes.Node) and i.rule == "predicates"),
                None,
            )
            if subject is None or predicates is None or clause.rule != "clause":
                continue
            if any(isinstance(i, nodes.Node) and i.rule == "may" for i in clause.items):
                continue  # "then may discard a card": the base form after "may"
            for predicate in map(_without_also, predicates.items):
                if not isinstance(predicate, nodes.Node) or not predicate.items:
                    continue
                verb = predicate.items[0]
                if isinstance(verb, nodes.Lexeme) and verb.kind in _NUMBERED_VERBS:
                    yield subject, verb, verb
        return
    if node.rule == "clause":
        subject = next(
            (i for i in node.items if isinstance(i, nodes.Node) and i.rule == "subject"), None
        )
        predicates = next(
            (i for i in node.items if isinstance(i, nodes.Node) and i.rule == "predicates"), None
        )
        if subject is None or predicates is None:
            return
        words = [i for i in subject.items if i is not None]
        if len(words) != 1 or not isinstance(words[0], nodes.Node):
            return
        first = None
        for predicate in map(_without_also, predicates.items):
            if not isinstance(predicate, nodes.Node) or not predicate.items:
                continue
            verb = predicate.items[0]
            if not isinstance(verb, nodes.Lexeme):
                if first is None:
                    return  # the first predicate's own words come first ("can't be blocked")
                continue
            first = first or verb
            if verb.kind in _NUMBERED_VERBS:
                yield words[0], verb, first
    elif node.rule == "player_who":
        # "each opponent who controls more creatures than you": the verb after "who" agrees
        # with the player it describes
        base, predicate = node.items[0], node.items[-1]
        if isinstance(base, nodes.Node) and isinstance(predicate, nodes.Node) and predicate.items:
            verb = predicate.items[0]
            if isinstance(verb, nodes.Lexeme) and verb.kind in _NUMBERED_VERBS:
                yield base, verb, verb
    elif node.rule == "unless_either":
        # "unless that player sacrifices a permanent or discards a card": the verb of each
        # payment after "or" agrees with the payer, named before the first (CR 118.12a)
        first = node.items[0]
        payer = first.items[0] if isinstance(first, nodes.Node) and first.items else None
        for alternative in node.items[1:]:
            if not isinstance(payer, nodes.Node) or not isinstance(alternative, nodes.Node):
                continue
            verb = alternative.items[0] if alternative.items else None
            if isinstance(verb, nodes.Lexeme) and verb.kind in _NUMBERED_VERBS:
                yield payer, verb, verb
    elif node.rule == "life_total_becomes_clause":
        # "Target opponent's life total becomes 10": the verb of one life total
        verb = next(
            (i for i in node.items if isinstance(i, nodes.Lexeme) and i.kind == "BECOME"), None
        )
        if verb is not None:
            yield node, verb, verb
    else:  # "an opponent controls", "if you control an artifact", "Whenever a creature deals"
        items = [i for i in node.items if i is not None]
        if (
            len(items) >= 2
            and isinstance(items[0], nodes.Node)
            and isinstance(items[1], nodes.Lexeme)
            and items[1].kind in _NUMBERED_VERBS
        ):
            yield items[0], items[1], items[1]
        # "the next 3 damage that a source of your choice would deal to you": the subject of
        # the relative clause after "that" and its verb ("would" before it: the base form)
        for that, subject, verb in zip(items, items[1:], items[2:], strict=False):
            if (
                isinstance(that, nodes.Lexeme)
                and that.kind == "THAT_REL"
                and isinstance(subject, nodes.Node)
                and isinstance(verb, nodes.Lexeme)
                and verb.kind in _NUMBERED_VERBS
            ):
                yield subject, verb, verb


#: The instructions Oracle always gives with the player they are of: "You gain 3 life.",
#: "Draw a card, then you lose 1 life.", "You lose the game." (CR 119.1, 104.3). In the pool no
#: sentence gains or loses life or wins or loses the game without saying who; "gain control of"
#: and "lose all abilities" are said of the instruction's doer and are not among them.
_PLAYER_STATED_RULES = frozenset(
    {
        "gain_life",
        "gain_life_equal",
        "gain_that_much_life",
        "gain_twice_that_much_life",
        "lose_life",
        "lose_that_much_life",
        "lose_half_life",
        "lose_half_life_rounded",
        "lose_life_equal",
        "lose_game",
        "win_game",
    }
)
_FIRST_WORD = LazyPattern(r"[A-Za-z]+")


def check_player_stated(card: nodes.Card, lines: dict[int, str]) -> Iterator[Diagnostic]:
    """E024: gaining or losing life, or winning or losing the game, as an instruction with no
    player ("Gain 3 life.", "Draw a card, then lose 1 life."). Oracle says who: "You gain 3
    life." (CR 119.1: life is a player's); karlov would otherwise have to choose a reading
    of a sentence that states none. A clause with no subject of its own that continues an
    earlier clause's subject ("Each player draws a card and loses 1 life") states its player."""
    for ability in card.abilities:
        for part in _bodies(ability):
            for node in _body_nodes(part):
                if node.rule != "clauses":
                    continue
                for predicate in _unstated_player_predicates(node):
                    found = _player_not_stated(predicate, lines)
                    if found is not None:
                        yield found


def _unstated_player_predicates(clauses: nodes.Node) -> Iterator[nodes.Node]:
    """The predicates of :data:`_PLAYER_STATED_RULES` in clauses that have no subject, own or
    continued."""
    stated = False
    for clause in clauses.items:
        if not isinstance(clause, nodes.Node):
            continue
        if clause.rule == "and_you_clause" or any(
            isinstance(i, nodes.Node) and i.rule.startswith("subject") for i in clause.items
        ):
            stated = True  # "Target player draws a card and loses 1 life", "... each gain"
            continue
        if stated or not clause.rule.startswith("clause"):
            continue
        for item in clause.items:
            if isinstance(item, nodes.Node) and item.rule == "predicates":
                for predicate in item.items:
                    if isinstance(predicate, nodes.Node) and predicate.rule in _PLAYER_STATED_RULES:
                        yield predicate


def _player_not_stated(predicate: nodes.Node, lines: dict[int, str]) -> Diagnostic | None:
    span = predicate.span
    if span is None:
        return None
    verb = _FIRST_WORD.match(lines.get(span.line, ""), span.column - 1)
    if verb is None:
        return None
    word = verb.group()
    you = "You" if word[0].isupper() else "you"
    return Diagnostic(
        Span(span.file, span.line, span.column, span.line, span.column + len(word)),
        Severity.ERROR,
        "E024",
        f"'{word}' says no player: Oracle says who gains or loses life or the game",
        fix=f"{you} {word.lower()}",
    )


#: The count words that name one object ("a creature", "another target creature", "up to one
#: target creature"); the other numbers name several (CR 107.1).
_ONE_COUNT_RULES = frozenset({"article_a", "article_an", "another"})
#: The counts that name several objects whatever their number: "X target creatures", "that
#: many tokens", "one or more creatures", "one or two target creatures", "any number of cards".
_SEVERAL_COUNT_RULES = frozenset(
    {
        "x_value", "that_many", "twice_that_many", "at_least", "at_most", "count_range",
        "any_number", "any_number_count", "or_more_count",
    }
)  # fmt: skip
#: The counts whose number is that of the count word they hold ("up to two", "exactly one").
_WRAPPED_COUNT_RULES = frozenset({"count", "target_count", "up_to", "count_up_to", "exactly"})
#: The object phrases whose determiner alone says the number of their noun: "each creature",
#: "that creature" (one); "all creatures", "both creatures", "those cards", "each of those
#: cards", "one of those cards" (several: the noun after "of those" is plural, CR 109).
#: "casts their second spell each turn" / "cast your first spell each turn" name one spell (the
#: nth, CR 601.2i): "their second spells" is a slip.
_NTH_SPELL_RULES = frozenset({"casts_nth_trigger", "cast_nth_trigger"})
_ONE_OBJECT_DETERMINERS = frozenset(
    {"each", "for_each", "that", "target", "other_target", *_NTH_SPELL_RULES}
)
_SEVERAL_OBJECT_DETERMINERS = frozenset(
    {"all_of", "both_of", "those", "each_of_those", "count_of_those", "at_least_of_those"}
)
#: Keywords whose quality names objects in the plural ("protection from creatures", "hexproof
#: from planeswalkers", CR 702.16a, 702.11d) or one object ("Enchant creature", CR 702.5a).
_SEVERAL_OBJECT_KEYWORDS = frozenset({"protection", "keyword_from"})
_ONE_OBJECT_KEYWORDS = frozenset({"enchant"})


def _count_says_one(count: nodes.Node | nodes.Lexeme | None) -> bool | None:
    """Whether a count names one object (True), several (False), or says neither (None:
    "no", "at least one")."""
    if not isinstance(count, nodes.Node):
        return None
    rule = count.rule
    if rule in _ONE_COUNT_RULES:
        return True
    if rule in _SEVERAL_COUNT_RULES:
        return False
    if rule in ("number_word", "digits"):
        (word,) = count.items
        return isinstance(word, nodes.Lexeme) and word.text.lower() in ("one", "1")
    if rule in _WRAPPED_COUNT_RULES and len(count.items) == 1:
        return _count_says_one(count.items[0])
    return None


#: The phrases of counters whose own words say how many counters they name: one (True) or
#: several (False).
_COUNTER_NUMBER_RULES = {
    "with_counters_at_least": False,
    "without_a_counter_on_it": True,
    "double_each_kind_of_counter": True,
    "put_its_counters": False,
    "put_those_counters": False,
}
#: The phrases made of a count and a noun, and the nouns they count.
_COUNTED_NOUN_RULES = frozenset(
    {
        "count_noun",
        "counter_item",
        "counter_on_object",
        "top_cards",
        "put_counters",
        "create",
        "counter_put_trigger",
        "counters_put_trigger",
    }
)
_COUNTED_NOUNS = frozenset({"NOUN", "COUNTER_NOUN"})
#: The phrases of an object and the counters it has or had: "it had a +1/+1 counter on it",
#: "~ has three or more charge counters on it" (the count after the object and the verb).
_HAS_COUNTERS_RULES = frozenset({"has_counter", "had_counter"})


#: What may stand between a count and the noun it counts: "three +1/+1 counters", "two
#: charge counters" (the counter's kind).
#: The phrases whose count is added to another the tree keeps no node of: "that many plus one
#: +1/+1 counters" (several counters, whatever "one" says).
_SUMMED_COUNT_RULES = frozenset({"plus_counters"})
_BETWEEN_COUNT_AND_NOUN = frozenset({"counter_kind", "named_counter", "keyword_counter"})


def _count_then_noun(
    items: tuple[nodes.Node | nodes.Lexeme | None, ...],
) -> tuple[bool, nodes.Lexeme, nodes.Node] | None:
    """Any phrase that writes a count and then the noun it counts, word after word ("Remove
    two +1/+1 counters", "enters with three +1/+1 counters on it", "has fewer than three
    +1/+1 counters on it"): the number the count says and the noun. The words must follow
    one another in the text: a word the tree drops between them ("a number of cards") means
    the noun is not what the count counts; nor is a count added to another ("that many plus
    one +1/+1 counters")."""
    for index, item in enumerate(items):
        one = _count_says_one(item) if isinstance(item, nodes.Node) else None
        if one is None or item is None or item.span is None:
            continue
        before = items[index - 1] if index else None
        if isinstance(before, nodes.Node) and _count_says_one(before) is not None:
            continue  # "that many plus one +1/+1 counters": an addend, not the count
        previous = item.span
        for following in items[index + 1 :]:
            if following is None or following.span is None:
                break
            at = following.span
            if at.line != previous.end_line or at.column != previous.end_column + 1:
                break  # not the next word
            if isinstance(following, nodes.Lexeme):
                if following.kind in _COUNTED_NOUNS:
                    return one, following, item  # type: ignore[return-value]
                break
            if following.rule not in _BETWEEN_COUNT_AND_NOUN:
                break
            previous = at
    return None


def _determined_noun(node: nodes.Node) -> tuple[bool, nodes.Lexeme, nodes.Node] | None:
    """For an object phrase whose determiner says its number: whether it names one object,
    its head noun and the node the phrase starts with ("two target creatures": several,
    "creatures"); else None."""
    rule = node.rule
    items = node.items
    if rule in _COUNTER_NUMBER_RULES:
        # "with three or more level counters on it", "without a +1/+1 counter on it", "there
        # is exactly one tide counter on ~", "put its counters on ...": the number the
        # phrase itself says (CR 122.1)
        noun = next(
            (i for i in items if isinstance(i, nodes.Lexeme) and i.kind == "COUNTER_NOUN"), None
        )
        return None if noun is None else (_COUNTER_NUMBER_RULES[rule], noun, node)
    if rule in ("target", "other_target", "counted") and len(items) == 2:
        count, described = items
        one = True if count is None and rule != "counted" else _count_says_one(count)
    elif rule in _COUNTED_NOUN_RULES:
        # "draw two cards", "look at the top three cards", "put two +1/+1 counters", "create
        # two 1/1 ... tokens": the count first, the noun its last word
        count = items[0] if items else None
        if rule == "create":
            spec = items[1] if len(items) > 1 else None
            items = spec.items if isinstance(spec, nodes.Node) else ()
        noun = next(
            (i for i in items if isinstance(i, nodes.Lexeme) and i.kind in _COUNTED_NOUNS), None
        )
        one = _count_says_one(count)
        if one is None or noun is None or not isinstance(count, nodes.Node):
            return None
        return one, noun, count
    elif rule in _HAS_COUNTERS_RULES:
        count = next((i for i in items[1:] if isinstance(i, nodes.Node)), None)
        noun = next(
            (i for i in items if isinstance(i, nodes.Lexeme) and i.kind == "COUNTER_NOUN"), None
        )
        one = _count_says_one(count)
        if one is None or noun is None or count is None:
            return None
        return one, noun, count
    elif rule in _ONE_OBJECT_DETERMINERS or rule in _SEVERAL_OBJECT_DETERMINERS:
        described = items[-1] if items else None
        one = rule in _ONE_OBJECT_DETERMINERS
    elif rule in _ONE_OBJECT_KEYWORDS or rule in _SEVERAL_OBJECT_KEYWORDS:
        described = items[-1] if items else None
        one = rule in _ONE_OBJECT_KEYWORDS
    elif rule in _SUMMED_COUNT_RULES:
        return None
    else:
        return _count_then_noun(items)
    if one is None or not isinstance(described, nodes.Node):
        return None
    # "their second spells each turn": a bare noun there is the head too
    nth = rule in _NTH_SPELL_RULES and described.rule == "bare_filter"
    # "Exile all token created with ~", "Put a cards from your hand ...": a bare noun after
    # "all" or a count is the head too
    counted_noun = (
        rule in ("all_of", "counted")
        and described.rule == "bare_filter"
        and any(isinstance(i, nodes.Node) and i.rule == "head_noun" for i in described.items)
    )
    if described.rule != "filter" and not nth and not counted_noun:
        return None
    head = _leading_head(described)
    return None if head is None else (one, head, node)


def _is_noun(word: nodes.Lexeme) -> bool:
    """A head noun's word; "nonland" is an adjective ("two or more nonland, nontoken
    permanents")."""
    return word.kind in _HEAD_KINDS and not (
        word.kind in _NEGATABLE_HEADS and word.text.lstrip(", ").lower().startswith("non")
    )


def _leading_head(filter_node: nodes.Node) -> nodes.Lexeme | None:
    """The head noun of a filter's first noun phrase: its last type, subtype or noun before a
    word that follows the noun ("all non-Wall creatures blocking enchanted creature": the
    creatures destroyed, not the one they block); the noun after the types ("target creature
    card") is the head."""
    head = None
    for item in filter_node.items:
        if item is None:
            continue
        if isinstance(item, nodes.Lexeme):
            if _is_noun(item):
                head = item
            continue
        if item.rule == "head_noun":
            return next((i for i in item.items if isinstance(i, nodes.Lexeme)), head)
        if item.rule not in _DESCRIPTOR_RULES:
            break
        found = [lexeme for lexeme in item.lexemes() if _is_noun(lexeme)]
        if not found and head is not None:
            break  # an adjective after the noun: a qualifier ("blocking enchanted creature")
        if found:
            head = found[-1]
    return head


def check_determiner_number(card: nodes.Card, lines: dict[int, str]) -> Iterator[Diagnostic]:
    """E023: a noun whose number does not agree with its determiner ("Destroy target
    creatures.", "Draw two card.", "Sacrifice a creatures.", "Destroy all creature."). A
    target or an article names one object and a number above one several (CR 107.1, 115.1),
    and reading the text either way would be a choice it does not make: "target creatures"
    may be one target or a slip for "two target creatures". The fix is the noun's other form;
    a subtype written the same in both numbers ("Plains") is left alone."""
    for ability in card.abilities:
        for part in _bodies(ability):
            for node in _body_nodes(part):
                found = _determined_noun(node)
                if found is None:
                    continue
                one, head, start = found
                if head.span is None or _number_unmarked(head) or _is_plural(head) != one:
                    continue
                if not one and head.kind not in _NOUN_KINDS:
                    # a subtype's plural is not always English's ("four Eldrazi Spawn", "five
                    # untapped Myr"): only "a Goblins" is known to be a slip
                    continue
                last = head.text.split()[-1]
                if head.kind in _NOUN_KINDS:
                    wanted = _noun_form(last, one)
                else:
                    wanted = singular(last) if one else plural(last)
                if wanted == last:
                    continue
                span = head.span
                span = Span(
                    span.file,
                    span.end_line,
                    span.end_column - len(last),
                    span.end_line,
                    span.end_column,
                )
                written = (
                    lines.get(start.span.line, "")[start.span.column - 1 : span.end_column - 1]
                    if start.span is not None and start.span.line == span.line
                    else last
                )
                number = "one object" if one else "several objects"
                yield Diagnostic(
                    span,
                    Severity.ERROR,
                    "E023",
                    f"'{last}' does not agree in number with '{written}', which names {number}",
                    fix=wanted,
                )


#: The words whose plural is made as English makes it (not a subtype's, CR 205.3).
_NOUN_KINDS = frozenset({"CARD_TYPE", "TYPE_CONT", "NOUN", "NOUN_OR", "COUNTER_NOUN"})


def _noun_form(word: str, one: bool) -> str:
    """A card type or noun in the singular or the plural ("sorcery" / "sorceries", "copy" /
    "copies", "card" / "cards")."""
    lower = word.lower()
    if one:
        if lower.endswith("ies"):
            return word[:-3] + "y"
        return word[:-1] if lower.endswith("s") else word
    if lower.endswith("s"):
        return word
    if lower.endswith("y"):
        return word[:-1] + "ies"
    return word + "s"


#: The keyword lines "[keyword]—[cost]." whose cost is actions ("Ward—Pay 3 life.",
#: "Echo—Sacrifice two lands.", "Kicker—Discard a card.").
_ACTION_COST_RULES = frozenset(
    {"cost_keyword_actions", "cost_keyword_mana_actions", "dash_cost_keyword", "kicker_actions"}
)
#: The verbs of a cost said of a player ("that player discards"), never a cost's own words.
_SAID_OF_A_PLAYER = {
    "discards": "Discard",
    "sacrifices": "Sacrifice",
    "pays": "Pay",
    "exiles": "Exile",
    "returns": "Return",
    "taps": "Tap",
    "untaps": "Untap",
    "puts": "Put",
    "removes": "Remove",
    "reveals": "Reveal",
}


def check_keyword_cost_verbs(card: nodes.Card, lines: dict[int, str]) -> Iterator[Diagnostic]:
    """E001: a keyword's cost of actions ("Ward—Discard a card.", CR 702.21a; "Echo—Sacrifice
    two lands.", CR 702.30a) is written as instructions to the player who pays it (CR 118.1):
    "Discard", never "Discards" -- the words of an effect said of a player ("that player
    discards a card"). The error stands at the verb, with Oracle's word expected."""
    for ability in card.abilities:
        if ability.body is None:
            continue
        for node in _nodes_in_order(ability.body):
            if node.rule not in _ACTION_COST_RULES:
                continue
            predicates = node.items[-1]
            if not isinstance(predicates, nodes.Node):
                continue
            for part in predicates.items:
                if not isinstance(part, nodes.Node):
                    continue
                verb = next(part.lexemes(), None)
                if verb is None or verb.span is None:
                    continue
                expected = _SAID_OF_A_PLAYER.get(verb.text.lower())
                if expected is None:
                    continue
                written = lines.get(verb.span.line, "")[
                    verb.span.column - 1 : verb.span.end_column - 1
                ]
                yield Diagnostic(
                    verb.span,
                    Severity.ERROR,
                    "E001",
                    f"unexpected '{written or verb.text}': expected '{expected}' (a cost is "
                    "written as what its payer does, CR 118.1)",
                    help=f"write '{expected}'",
                )


#: The nouns of what "can't be the target of" names (CR 115.1): "Aura spells", "black spells
#: or abilities from black sources", "abilities from artifact sources"; the grammar reads
#: them as the filter's NOUN.
_TARGETING_NOUNS = {
    "spells_described": "spells",
    "spells_or_abilities_from": "sources",
    "abilities_from": "sources",
}


def check_targeting_nouns(card: nodes.Card, lines: dict[int, str]) -> Iterator[Diagnostic]:
    """E001: "can't be the target of Aura cards", "... abilities from artifact permanents":
    a spell is what is cast and targets (CR 115.1), and an ability's source is named
    "sources" (CR 113.7); the error stands at the noun, with Oracle's word expected."""
    for ability in card.abilities:
        if ability.body is None:
            continue
        for node in _nodes_in_order(ability.body):
            if node.rule not in _TARGETING_NOUNS:
                continue
            expected = _TARGETING_NOUNS[node.rule]
            for noun in node.items:
                if not isinstance(noun, nodes.Lexeme) or noun.kind != "NOUN":
                    continue
                if noun.text.lower() == expected or noun.span is None:
                    continue
                yield Diagnostic(
                    noun.span,
                    Severity.ERROR,
                    "E001",
                    f"unexpected '{noun.text}': expected '{expected}'",
                    help=f"write '{expected}'",
                )


def check_untap_steps_owner(card: nodes.Card, lines: dict[int, str]) -> Iterator[Diagnostic]:
    """E001: "don't untap during your next untap steps": the plural "untap steps" is of
    several players, each permanent's controller (CR 502.3), written "their controllers'";
    the error stands at the possessive."""
    for ability in card.abilities:
        if ability.body is None:
            continue
        for node in ability.body.walk():
            if not isinstance(node, nodes.DontUntapNextSteps):
                continue
            whose = next(i for i in node.items if isinstance(i, nodes.Node))
            if isinstance(whose, nodes.TheirControllersPlural) or whose.span is None:
                continue
            written = lines.get(whose.span.line, "")[
                whose.span.column - 1 : whose.span.end_column - 1
            ]
            yield Diagnostic(
                whose.span,
                Severity.ERROR,
                "E001",
                f"unexpected '{written}': expected \"their controllers'\" (the untap steps of "
                "the permanents' controllers, CR 502.3)",
                help='write "their controllers\'"',
            )


#: The rules of "the top [N] cards of [a library]" (CR 401.1).
_TOP_CARDS_RULES = frozenset({"top_cards", "top_cards_of_each"})
#: The rules where "the top of your library" names the top card without a noun ("You may
#: play lands from the top of your library", CR 401.1).
_TOP_WITHOUT_NOUN_PARENTS = frozenset({"play_permission"})


def check_top_cards_noun(card: nodes.Card, lines: dict[int, str]) -> Iterator[Diagnostic]:
    """E001: "the top three of your library", "the top X spells of your library": Oracle
    names the top cards of a library "the top card" / "the top N cards" (CR 401.1), with
    "card" or "cards" after the number; only "play ... from the top of your library" has no
    noun. Another noun, or none after a number, is reported where the noun belongs."""
    for ability in card.abilities:
        for part in _bodies(ability):
            made = _body_nodes(part)
            bare = {
                id(child)
                for node in made
                if node.rule in _TOP_WITHOUT_NOUN_PARENTS
                for child in node.items
            }
            for node in made:
                if node.rule not in _TOP_CARDS_RULES or len(node.items) < 2:
                    continue
                how_many, noun = node.items[0], node.items[1]
                if isinstance(noun, nodes.Lexeme):
                    if noun.text.lower() in ("card", "cards") or noun.span is None:
                        continue
                    span, word = noun.span, f"'{noun.text}'"
                elif how_many is None and id(node) in bare:
                    continue
                else:
                    # the word after the number, or after "the top"
                    end = how_many.span if isinstance(how_many, nodes.Node) else None
                    if end is not None:
                        index = end.end_column - 1
                    elif node.span is not None:
                        end = node.span
                        index = end.column - 1 + len("the top")
                    else:
                        continue
                    line = lines.get(end.end_line, "")
                    after = _NEXT_WORD.match(line, index)
                    if after is None or not after.group(1):
                        continue
                    start = after.start(1) + 1
                    span = Span(end.file, end.end_line, start, end.end_line, after.end(1) + 1)
                    word = f"'{after.group(1)}'"
                yield Diagnostic(
                    span,
                    Severity.ERROR,
                    "E001",
                    f"unexpected {word}: expected 'card' or 'cards' after 'the top' "
                    "(CR 401.1: 'the top card', 'the top three cards')",
                    help="write 'the top card of' or 'the top N cards of'",
                )


def _without_also(
    predicate: nodes.Node | nodes.Lexeme | None,
) -> nodes.Node | nodes.Lexeme | None:
    """The instruction said after "also" ("it also gets +3/+0"), whose verb agrees with the
    subject as it would without the word; anything else as it is."""
    while isinstance(predicate, nodes.AlsoPredicate):
        predicate = predicate.items[-1]
    return predicate


def _ends_before(node: nodes.Node, span: Span) -> bool:
    end = node.span
    return end is not None and (end.end_line, end.end_column) <= (span.line, span.column)


def check_also_follows_an_instruction(
    card: nodes.Card, lines: dict[int, str]
) -> Iterator[Diagnostic]:
    """E026: "also" adds an instruction to one said before it ("Target creature gets +2/+0
    until end of turn. If ..., that creature also gains deathtouch until end of turn."); it
    has no meaning of its own, and with no instruction before it in its ability -- or, in an
    instant's or sorcery's text, in an earlier paragraph of the spell (CR 113.2c, 608.2c) --
    it adds to nothing."""
    spell = card.type_line.has("instant") or card.type_line.has("sorcery")
    earlier = False
    for ability in card.abilities:
        if ability.kind is nodes.AbilityKind.REMINDER or ability.body is None:
            continue
        said = [n for n in ability.body.find(nodes.Node) if n.rule == "predicates"]
        for also in ability.body.find(nodes.AlsoPredicate):
            at = also.span  # the node begins with its word "also"
            if at is None or (spell and earlier) or any(_ends_before(p, at) for p in said):
                continue
            yield Diagnostic(
                Span(at.file, at.line, at.column, at.line, at.column + len("also")),
                Severity.ERROR,
                "E026",
                "'also' adds an instruction to one said before it, and nothing is said before "
                "it here",
                help="remove 'also', or write the instruction it adds to before it",
            )
        earlier = earlier or bool(said)


#: "with {X} in its mana cost" (one object's) and "in their mana costs" (several objects'):
#: the qualifier's rule, and whether it names the costs of several objects.
_MANA_COST_SYMBOL_RULES = {
    "with_symbol_in_mana_cost": False,
    "without_symbol_in_mana_cost": False,
    "with_symbol_in_their_mana_costs": True,
    "without_symbol_in_their_mana_costs": True,
}


def check_mana_cost_number(card: nodes.Card, lines: dict[int, str]) -> Iterator[Diagnostic]:
    """E023: "a spell with {X} in their mana costs", "Spells with {X} in its mana cost": the
    possessive of a mana cost (CR 202.1) agrees with the noun it follows, "its mana cost" of
    one object and "their mana costs" of several; the other form is reported at its words."""
    for ability in card.abilities:
        for part in _bodies(ability):
            for node in _body_nodes(part):
                if node.rule == "that_targets_only_a_single":
                    yield from _a_single_number(node)
                    continue
                if node.rule not in _MANA_COST_SYMBOL_RULES:
                    continue
                parent = next(
                    (n for n in _body_nodes(part) if any(item is node for item in n.items)),
                    None,
                )
                head = None if parent is None else _head_word(parent)
                if head is None or head.span is None or _number_unmarked(head):
                    continue
                several = _MANA_COST_SYMBOL_RULES[node.rule]
                if _is_plural(head) == several:
                    continue
                words = node.items[-1]
                if not isinstance(words, nodes.Lexeme) or words.span is None:
                    continue
                wanted = "in their mana costs" if not several else "in its mana cost"
                number = "several objects" if _is_plural(head) else "one object"
                yield Diagnostic(
                    words.span,
                    Severity.ERROR,
                    "E023",
                    f"'{words.text}' does not agree in number with '{head.text}', which names "
                    f"{number}",
                    fix=wanted,
                )


def _a_single_number(node: nodes.Node) -> Iterator[Diagnostic]:
    """E023: "a spell that targets only a single creatures": "a single" names one object (CR
    115.7), in the singular."""
    described = next((item for item in node.items if isinstance(item, nodes.Node)), None)
    head = None if described is None else _head_word(described)
    if head is None or head.span is None or _number_unmarked(head) or not _is_plural(head):
        return
    last = head.text.split()[-1]
    yield Diagnostic(
        head.span,
        Severity.ERROR,
        "E023",
        f"'{last}' does not agree in number with 'a single', which names one object",
        fix=_noun_form(last, True) if head.kind in _NOUN_KINDS else singular(last),
    )


CHECKS: tuple[Callable[[nodes.Card, dict[int, str]], Iterator[Diagnostic]], ...] = (
    check_also_follows_an_instruction,
    check_keyword_cost_verbs,
    check_case_keywords,
    check_solved_needs_to_solve,
    check_bullet_lines,
    check_determiners,
    check_filter_nouns,
    check_combat_state_order,
    check_any_number_plural,
    check_one_object_lists,
    check_subject_verb,
    check_determiner_number,
    check_mana_cost_number,
    check_player_stated,
    check_top_cards_noun,
    check_targeting_nouns,
    check_untap_steps_owner,
    check_zone_lists,
    check_reminders,
    check_words,
    check_capitalization,
)

CHECKS_NEEDING_ALL_LINES = frozenset({check_solved_needs_to_solve, check_bullet_lines})
#: The checks that report warnings only (never an error): a caller that keeps only errors
#: (:func:`karlov.parse`, the card library) need not run them.
WARNING_CHECKS = frozenset({check_reminders, check_words, check_capitalization})
