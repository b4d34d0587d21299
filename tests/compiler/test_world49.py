"""A World permanent is refused until the runtime plays the world rule (CR 205.4f, 704.5k):
the audit of session 49 found Mystic Decree playing with two World enchantments on the
battlefield at once."""

from __future__ import annotations

import karlov

MYSTIC_DECREE = (
    "Mystic Decree {2}{U}{U}\nWorld Enchantment\nAll creatures lose flying and islandwalk.\n"
)


def test_a_world_permanent_is_refused_at_its_type_line() -> None:
    found = [(d.code, d.span.line, d.span.column, d.message) for d in karlov.check(MYSTIC_DECREE)]
    assert found == [
        ("C001", 2, 1, "the rules runtime cannot execute this yet: the world rule (CR 704.5k)")
    ]


def test_the_same_enchantment_without_the_world_supertype_plays() -> None:
    assert karlov.check(MYSTIC_DECREE.replace("World Enchantment", "Enchantment")) == []
