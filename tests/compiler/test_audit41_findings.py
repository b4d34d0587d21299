"""Readings a review of cards made playable in session 40 found wrong, each refused now (C001)
at the phrase the runtime cannot honour, beside the nearest wording that still compiles."""

from __future__ import annotations

from .lowering import c001_of


def test_searching_another_players_library_is_c001() -> None:
    # Thada Adel, Acquisitor: "search that player's library" (CR 701.23a) was read as a search
    # of your own library: the possessive was dropped.
    assert c001_of(
        "Probe {1}{U}{U}\nCreature — Merfolk Rogue\nWhenever Probe deals combat damage to a "
        "player, search that player's library for an artifact card and exile it. Then that "
        "player shuffles.\n2/2\n"
    ) == ["the rules runtime cannot execute this yet: searching another player's zone"]


def test_a_player_searching_their_own_library_still_compiles() -> None:
    assert not c001_of(
        "Probe {G}\nSorcery\nSearch your library for a basic land card, reveal it, put it "
        "into your hand, then shuffle.\n"
    )
    assert not c001_of(
        "Probe {W}\nInstant\nExile target creature. Its controller may search their library "
        "for a basic land card, put that card onto the battlefield tapped, then shuffle.\n"
    )


def test_a_list_of_names_is_c001() -> None:
    # Shield of Kaldra: "Equipment named Sword of Kaldra, Shield of Kaldra, and Helm of
    # Kaldra" was one name made of the three, so no Equipment matched it (CR 201.2).
    assert c001_of(
        "Probe {4}\nArtifact — Equipment\nEquipment named Sword of Kaldra, Shield of Kaldra, "
        "and Helm of Kaldra have indestructible.\nEquip {4}\n"
    ) == [
        "the rules runtime cannot execute this yet: 'named Sword of Kaldra, Shield of Kaldra, "
        "and Helm of Kaldra': a list of names"
    ]


def test_a_name_with_a_comma_still_compiles() -> None:
    assert not c001_of(
        "Probe {1}{W}\nCreature — Human\nProbe gets +1/+1 as long as you control a creature "
        "named Thada Adel, Acquisitor.\n1/1\n"
    )


def test_a_count_of_their_zone_with_no_player_bound_is_c001() -> None:
    # Nature's Resurgence, Guiltfeeder: "for each creature card in their graveyard" counted
    # every player's graveyard (the filter's "their" bound to no player, CR 400.3).
    assert c001_of(
        "Probe {2}{G}{G}\nSorcery\nEach player draws a card for each creature card in their "
        "graveyard.\n"
    ) == [
        "the rules runtime cannot execute this yet: 'creature card in their graveyard': whose "
        "zone 'their' names"
    ]
    assert c001_of("Probe {R}\nSorcery\nTarget player loses 1 life for each card in their hand.\n")


def test_a_count_of_a_bound_zone_still_compiles() -> None:
    assert not c001_of("Probe {R}\nSorcery\nDraw a card for each card in your hand.\n")
    # the damage lowering binds "their hand" to the player dealt the damage (Inquisition)
    assert not c001_of(
        "Probe {2}{B}\nSorcery\nTarget player reveals their hand. Probe deals damage to that "
        "player equal to the number of white cards in their hand.\n"
    )
