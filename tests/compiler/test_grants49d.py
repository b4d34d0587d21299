"""Session 49 (granted abilities and type changes): a keyword with its parameter granted as it
is printed (CR 113.1a, 702.1) -- "Other artifacts you control have ward {2}" (CR 702.21a),
"gains bushido 1" (CR 702.45a), "with flying and ward {1}", "with flying and protection from
red", "with flying and infect" -- and a keyword with a cost granted in quotes, "Green creatures
have "Cumulative upkeep {1}."" (CR 702.24a). The runtime grants ward, cumulative upkeep,
bushido and rampage (:data:`karlov.ir.GRANTABLE_KEYWORDS`); any other granted keyword with a
parameter is C001 at its words. Phrases that parse into typed nodes and are C001 until the
runtime plays them: "loses all creature types" (CR 205.1a), "lose all abilities except mana
abilities", "loses this ability", "becomes an Aura enchantment with enchant creature", "Unattach
~" as a cost (CR 701.3d), "You may pay {W} to end this effect". Near-miss wordings are E001 or
E019 at their word: a verb with no subject in the "-s" form ("{T}: deals 1 damage") is no
instruction (CR 113.7a), a keyword is granted without quotes ("gains flying", not
"gains "flying""), and the verb agrees with its subject."""

from __future__ import annotations

import pytest

import karlov
from karlov import ir

from .lowering import abilities_of


def _text(line: str, card_type: str = "Enchantment") -> str:
    text = f"Test Card {{1}}\n{card_type}\n{line}\n"
    return text + "1/1\n" if card_type.startswith("Creature") else text


def _errors(line: str, card_type: str = "Enchantment") -> list[tuple[str, str]]:
    """(code, the word it stands at) of each error or C001 of the line."""
    out = []
    for d in karlov.check(_text(line, card_type)):
        if d.is_error or d.code == "C001":
            at = line[d.span.column - 1 :].split(" ")[0] if d.span.line == 3 else ""
            out.append((d.code, at))
    return out


#: Lines that play: no error, no C001.
PLAYS = [
    ("Other artifacts you control have ward {2}.", "Enchantment"),
    ('Green creatures have "Cumulative upkeep {1}."', "Enchantment"),
    ('Creatures you control have "Cumulative upkeep—Pay 1 life."', "Enchantment"),
    ("Creatures you control have bushido 1.", "Enchantment"),
    ("Creatures you control have flying and ward {1}.", "Enchantment"),
    ("Creatures you control have flying, and ward {1}.", "Enchantment"),
    ("Creatures you control have flying and protection from red.", "Enchantment"),
    ("Until end of turn, creatures you control gain trample and infect.", "Sorcery"),
    (
        "{1}: Test Card becomes a 1/1 Blinkmoth artifact creature with flying and ward {1} until "
        "end of turn.",
        "Artifact",
    ),
    (
        "{1}{W}, {T}: Put a +1/+1 counter on target creature. That creature gains bushido 1.",
        "Artifact",
    ),
]


@pytest.mark.parametrize(("line", "card_type"), PLAYS)
def test_plays(line: str, card_type: str) -> None:
    assert _errors(line, card_type) == []


def _granted_keywords(line: str, card_type: str = "Enchantment") -> list[ir.KeywordAbility]:
    found: list[ir.KeywordAbility] = []
    pending: list[object] = list(abilities_of(_text(line, card_type)))
    while pending:
        node = pending.pop()
        if isinstance(node, ir.KeywordAbility):
            found.append(node)
        pending += list(ir.children(node))
    return found


def test_ward_granted_with_its_cost() -> None:
    (ward,) = _granted_keywords("Other artifacts you control have ward {2}.")
    assert ward.name == "ward"
    assert ward.cost is not None and ward.cost.mana == "{2}"


def test_cumulative_upkeep_granted_in_quotes() -> None:
    (upkeep,) = _granted_keywords('Green creatures have "Cumulative upkeep {1}."')
    assert upkeep.name == "cumulative upkeep"
    assert upkeep.cost is not None and upkeep.cost.mana == "{1}"


def test_bushido_granted_with_its_number() -> None:
    (bushido,) = _granted_keywords("Creatures you control have bushido 2.")
    assert (bushido.name, bushido.number) == ("bushido", 2)


#: Lines that parse into typed nodes, C001 at the words the runtime cannot play yet.
REFUSED = [
    ("Creatures you control have crew 2.", ("C001", "crew")),
    ("Creatures you control have echo {2}.", ("C001", "echo")),
    ("All creatures lose all creature types.", ("C001", "lose")),
    ("All lands lose all abilities except mana abilities.", ("C001", "lose")),
    (
        'Equipped creature has "Unattach Test Card: Prevent all combat damage that would be dealt '
        'to this creature this turn."',
        ("C001", "Unattach"),
    ),
]


@pytest.mark.parametrize(("line", "expected"), REFUSED)
def test_refused_at_its_words(line: str, expected: tuple[str, str]) -> None:
    card_type = "Artifact — Equipment" if line.startswith("Equipped") else "Enchantment"
    assert expected in _errors(line, card_type)
    assert all(code == "C001" for code, _ in _errors(line, card_type))


def test_licid_parses_and_is_refused_at_loses_this_ability() -> None:
    line = (
        "{W}, {T}: Test Card loses this ability and becomes an Aura enchantment with enchant "
        "creature. Attach it to target creature. You may pay {W} to end this effect."
    )
    found = _errors(line, "Creature — Licid")
    assert found and all(code == "C001" for code, _ in found)
    assert ("C001", "loses") in found


def test_becomes_an_aura_with_enchant_creature_is_refused_at_enchant() -> None:
    line = "When Test Card enters, it becomes an Aura with enchant creature."
    assert ("C001", "enchant") in _errors(line)


#: Near-miss wordings: E001 or E019 at the wrong word.
WRONG = [
    ('Creatures you control have "{T}: deals 1 damage to any target."', ("E019", "deals")),
    ("{T}: Deals 1 damage to any target.", ("E019", "Deals")),
    ("{T}: Draw a card, then discards a card.", ("E019", "discards")),
    (
        'Creatures you control has "{T}: This creature deals 1 damage to any target."',
        ("E019", "has"),
    ),
    ("Creatures you control has ward {2}.", ("E019", "has")),
    ('Creatures you control gain "flying" until end of turn.', ("E001", 'flying"')),
    ('Green creatures have "Flying."', ("E001", 'Flying."')),
    ("Other artifacts you control have ward 2.", ("E001", "2.")),
    ("Creatures you control have flying and ward 1.", ("E001", "ward")),
    # a number keyword without its number (only vanishing has such a form, CR 702.63b):
    # C002 at the keyword (session 54 reads the form for vanishing)
    ("Creatures you control have bushido.", ("C002", "bushido.")),
    ("All creatures lose all creature type.", ("E001", "type.")),
    ("All lands lose all abilities except mana ability.", ("E001", "ability.")),
    ("Enchanted land is a Forest in addition to it's other types.", ("E001", "it's")),
]


@pytest.mark.parametrize(("line", "expected"), WRONG)
def test_near_misses_fail_at_their_word(line: str, expected: tuple[str, str]) -> None:
    card_type = "Artifact" if line.startswith("{T}") else "Enchantment"
    assert _errors(line, card_type)[:1] == [expected]
