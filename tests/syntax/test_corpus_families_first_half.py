"""Grammar families added for corpus cards that did not parse (issue 9; the first half of
them, A to L).

Each case is one Oracle line of a core-set card: it parses with no diagnostic, its tree has the
typed nodes named (no catch-all text), and ``fmt`` writes it back unchanged.
"""

from __future__ import annotations

import pytest

from karlov.frontend import nodes
from karlov.frontend.renderer import render_file
from karlov.frontend.syntax import parse_file

# (name, type line, ability line, rules the line's tree must contain)
CASES = [
    (
        "Aether Gust",
        "Instant",
        "Choose target spell or permanent that's red or green. Its owner puts it on the top or"
        " bottom of their library.",
        {"puts", "on_top_or_bottom_of", "its_owner"},
    ),
    (
        "Ajani's Last Stand",
        "Enchantment",
        "When a spell or ability an opponent controls causes you to discard this card, if you"
        " control a Plains, create a 4/4 white Avatar creature token with flying.",
        {"discard_caused_by", "conditional_sentence"},
    ),
    (
        "Alchemist's Gift",
        "Instant",
        "Target creature gets +1/+1 and gains your choice of deathtouch or lifelink until end of"
        " turn. (Any amount of damage a creature with deathtouch deals to a creature is enough to"
        " destroy it. Damage dealt by a creature with lifelink also causes its controller to gain"
        " that much life.)",
        {"your_choice_of", "deathtouch_reminder_of_any", "lifelink_reminder_of_any"},
    ),
    (
        "Alpine Houndmaster",
        "Creature — Dog",
        "When this creature enters, you may search your library for a card named Alpine Watchdog"
        " and/or a card named Igneous Cur, reveal them, put them into your hand, then shuffle.",
        {"search_and_or", "named_qualifier"},
    ),
    (
        "Alpine Moon",
        "Enchantment",
        "Lands your opponents control with the chosen name lose all land types and abilities, and"
        ' they gain "{T}: Add one mana of any color."',
        {"with_chosen_name", "lose_card_types_and_abilities", "quoted_activated"},
    ),
    (
        "Alpine Moon",
        "Enchantment",
        "As this enchantment enters, choose a nonbasic land card name.",
        {"choose_card_name_of", "as_enters_sentence"},
    ),
    (
        "Apex of Power",
        "Sorcery",
        "Exile the top seven cards of your library. Until end of turn, you may cast spells from"
        " among them.",
        {"play_filtered", "from_among_them", "timed_sentence"},
    ),
    (
        "Apex of Power",
        "Sorcery",
        "If this spell was cast from your hand, add ten mana of any one color.",
        {"if_origin", "was_cast_from", "add_one_color"},
    ),
    (
        "Archfiend's Vessel",
        "Creature — Human Cleric",
        "When this creature enters, if it entered from your graveyard or you cast it from your"
        " graveyard, exile it. If you do, create a 5/5 black Demon creature token with flying.",
        {"if_origin", "origins_or_you_cast", "if_you_do"},
    ),
    (
        "Banefire",
        "Sorcery",
        "If X is 5 or more, this spell can't be countered and the damage can't be prevented.",
        {"x_is", "cant_be_countered", "and_subject", "damage_cant_be_prevented"},
    ),
    (
        "Barrin, Tolarian Archmage",
        "Legendary Creature — Human Wizard",
        "At the beginning of your end step, if a permanent was put into your hand from the"
        " battlefield this turn, draw a card.",
        {"put_into_zone_from_battlefield"},
    ),
    (
        "Brought Back",
        "Instant",
        "Choose up to two target permanent cards in your graveyard that were put there from the"
        " battlefield this turn. Return them to the battlefield tapped.",
        {"were_put_there_from_battlefield_this_turn", "return_tapped"},
    ),
    (
        "Cavalier of Flame",
        "Creature — Elemental Knight",
        "When this creature dies, it deals X damage to each opponent and each planeswalker they"
        " control, where X is the number of land cards in your graveyard.",
        {"they_control", "deal_damage_to_player_and_each", "sentence_where"},
    ),
    (
        "Chandra's Embercat",
        "Creature — Elemental Cat",
        "{T}: Add {R}. Spend this mana only to cast an Elemental spell or a Chandra planeswalker"
        " spell.",
        {"counted_either"},
    ),
    (
        "Chandra's Incinerator",
        "Creature — Elemental",
        "This spell costs {X} less to cast, where X is the total amount of noncombat damage dealt"
        " to your opponents this turn.",
        {"noncombat_damage_dealt_this_turn", "costs_less"},
    ),
    (
        "Chandra's Regulator",
        "Legendary Artifact",
        "{1}, {T}, Discard a Mountain card or a red card: Draw a card.",
        {"counted_either"},
    ),
    (
        "Chandra, Awakened Inferno",
        "Legendary Planeswalker — Chandra",
        "[−X]: Chandra deals X damage to target creature or planeswalker. If a permanent dealt"
        " damage this way would die this turn, exile it instead.",
        {"instead_would", "damaged_this_way", "would_die_this_turn"},
    ),
    (
        "Chandra, Flame's Catalyst",
        "Legendary Planeswalker — Chandra",
        "[−8]: Discard your hand, then draw seven cards. Until end of turn, you may cast spells"
        " from your hand without paying their mana costs.",
        {"play_from_zone_without_paying"},
    ),
    (
        "Chandra, Heart of Fire",
        "Legendary Planeswalker — Chandra",
        "[−9]: Search your graveyard and library for any number of red instant and/or sorcery"
        " cards, exile them, then shuffle. You may cast them this turn. Add six {R}.",
        {"cast_reference", "this_turn", "add_n_symbols"},
    ),
    (
        "Chandra, Heart of Fire",
        "Legendary Planeswalker — Chandra",
        "[+1]: Discard your hand, then exile the top three cards of your library. Until end of"
        " turn, you may play cards exiled this way.",
        {"play_filtered", "exiled_this_way"},
    ),
    (
        "Conclave Mentor",
        "Creature — Centaur Cleric",
        "If one or more +1/+1 counters would be put on a creature you control, that many plus one"
        " +1/+1 counters are put on that creature instead.",
        {"counters_would_be_put", "plus_counters"},
    ),
    (
        "Conspicuous Snoop",
        "Creature — Goblin Rogue",
        "Play with the top card of your library revealed.",
        {"play_with_top_revealed"},
    ),
    (
        "Conspicuous Snoop",
        "Creature — Goblin Rogue",
        "As long as the top card of your library is a Goblin card, this creature has all"
        " activated abilities of that card.",
        {"object_is_a", "have_all_activated_of"},
    ),
    (
        "Containment Priest",
        "Creature — Human Cleric",
        "If a nontoken creature would enter and it wasn't cast, exile it instead.",
        {"would_enter_uncast"},
    ),
    (
        "Crypt Lurker",
        "Creature — Horror",
        "When this creature enters, you may sacrifice a creature or discard a creature card. If"
        " you do, draw a card.",
        {"sacrifice_or_discard", "discard_typed"},
    ),
    (
        "Cultivate",
        "Sorcery",
        "Search your library for up to two basic land cards, reveal those cards, put one onto the"
        " battlefield tapped and the other into your hand, then shuffle.",
        {"put_one_and_the_other", "onto_battlefield_tapped"},
    ),
    (
        "Death Baron",
        "Creature — Zombie Wizard",
        "Skeletons you control and other Zombies you control get +1/+1 and have deathtouch.",
        {"subject_pair", "have_abilities"},
    ),
    (
        "Demonic Embrace",
        "Enchantment — Aura",
        "You may cast this card from your graveyard by paying 3 life and discarding a card in"
        " addition to paying its other costs.",
        {"cast_by_paying", "paying_life", "discarding"},
    ),
    (
        "Departed Deckhand",
        "Creature — Spirit Pirate",
        "{3}{U}: Another target creature you control can't be blocked this turn except by Spirits.",
        {"clause_except_by", "cant_be_blocked"},
    ),
    (
        "Diviner's Lockbox",
        "Artifact",
        "{1}, {T}: Choose a card name, then reveal the top card of your library. If that card has"
        " the chosen name, sacrifice this artifact and draw three cards. Activate only as a"
        " sorcery.",
        {"has_chosen_name"},
    ),
    (
        "Drakuseth, Maw of Flames",
        "Legendary Creature — Dragon",
        "Whenever Drakuseth attacks, it deals 4 damage to any target and 3 damage to each of up to"
        " two other targets.",
        {"other_targets", "each_of_targets", "deal_damage_split"},
    ),
    (
        "Dungeon Geists",
        "Creature — Spirit",
        "When this creature enters, tap target creature an opponent controls. That creature"
        " doesn't untap during its controller's untap step for as long as you control this"
        " creature.",
        {"for_as_long_as", "you_control_self"},
    ),
    (
        "Experimental Overload",
        "Sorcery",
        "Create an X/X blue and red Weird creature token, where X is the number of instant and"
        " sorcery cards in your graveyard.",
        {"color_list", "sentence_where"},
    ),
    (
        "Fiery Emancipation",
        "Enchantment",
        "If a source you control would deal damage to a permanent or player, it deals triple that"
        " damage to that permanent or player instead.",
        {"would_deal_damage", "noun_or_noun_filter", "deal_triple_that_damage"},
    ),
    (
        "Flood of Tears",
        "Sorcery",
        "If you return four or more nontoken permanents you control this way, you may put a"
        " permanent card from your hand onto the battlefield.",
        {"returned_this_way", "put_from"},
    ),
    (
        "Furious Rise",
        "Enchantment",
        "You may play that card until you exile another card with Furious Rise.",
        {"play_until_exile_another"},
    ),
    (
        "Garruk's Harbinger",
        "Creature — Beast",
        "You may reveal a creature card or Garruk planeswalker card from among them and put it"
        " into your hand.",
        # one description of either kind of card (session 51's "card or planeswalker card")
        {"reveal", "filter_either"},
    ),
    (
        "Garruk, Savage Herald",
        "Legendary Planeswalker — Garruk",
        '[−7]: Until end of turn, creatures you control gain "You may have this creature assign'
        " its combat damage as though it weren't blocked.\"",
        {"have_do", "assign_as_unblocked"},
    ),
    (
        "Garruk, Unleashed",
        "Legendary Planeswalker — Garruk",
        "[−2]: Create a 3/3 green Beast creature token. Then if an opponent controls more"
        " creatures than you, put a loyalty counter on Garruk.",
        {"then_conditional", "controls_more"},
    ),
    (
        "Ghostly Pilferer",
        "Creature — Spirit Rogue",
        "Whenever this creature becomes untapped, you may pay {2}. If you do, draw a card.",
        {"becomes_untapped"},
    ),
    (
        "Ghostly Pilferer",
        "Creature — Spirit Rogue",
        "Whenever an opponent casts a spell from anywhere other than their hand, draw a card.",
        {"casts_from_elsewhere"},
    ),
    (
        "Grafdigger's Cage",
        "Artifact",
        "Creature cards in graveyards and libraries can't enter.",
        {"in_own_zones", "cant_enter"},
    ),
    (
        "Grafdigger's Cage",
        "Artifact",
        "Players can't cast spells from graveyards or libraries.",
        {"players", "cant_cast_from"},
    ),
    (
        "Idol of Endurance",
        "Artifact",
        "{1}{W}, {T}: Until end of turn, you may cast a creature spell from among cards exiled"
        " with this artifact without paying its mana cost.",
        {"cast_from_among_free", "exiled_with_self"},
    ),
    (
        "Isareth the Awakener",
        "Legendary Creature — Human Wizard",
        "If that creature would leave the battlefield, exile it instead of putting it anywhere"
        " else.",
        {"would_leave_battlefield"},
    ),
    (
        "Jolrael, Mwonvuli Recluse",
        "Legendary Creature — Human Druid",
        "{4}{G}{G}: Until end of turn, creatures you control have base power and toughness X/X,"
        " where X is the number of cards in your hand.",
        {"timed_sentence_where", "have_base_pt"},
    ),
    (
        "Lena, Selfless Champion",
        "Legendary Creature — Human Knight",
        "Sacrifice Lena: Creatures you control with power less than Lena's power gain"
        " indestructible until end of turn.",
        {"measure_compared", "self_power"},
    ),
    (
        "Leyline of Abundance",
        "Enchantment",
        "Whenever you tap a creature for mana, add an additional {G}.",
        {"tap_for_mana_trigger", "add_additional"},
    ),
    (
        "Leyline of Combustion",
        "Enchantment",
        "Whenever you and/or at least one permanent you control becomes the target of a spell or"
        " ability an opponent controls, this enchantment deals 2 damage to that player.",
        {"you_or_objects_become_target", "at_least_word", "deal_damage_to_that_player"},
    ),
    (
        "Liliana's Standard Bearer",
        "Creature — Zombie Knight",
        "When this creature enters, draw X cards, where X is the number of creatures that died"
        " under your control this turn.",
        {"died_under_control_this_turn"},
    ),
    (
        "Liliana, Untouched by Death",
        "Legendary Planeswalker — Liliana",
        "[+1]: Mill three cards. If at least one Zombie card is milled this way, each opponent"
        " loses 2 life and you gain 2 life.",
        {"milled_this_way", "at_least_word"},
    ),
    (
        "Chrome Replicator",
        "Artifact Creature — Construct",
        "When this creature enters, if you control two or more nonland, nontoken permanents with"
        " the same name as one another, create a 4/4 colorless Construct artifact creature token.",
        {"nontoken_listed", "same_name_as_one_another", "control_count"},
    ),
    (
        "Atemsis, All-Seeing",
        "Legendary Creature — Sphinx",
        "Whenever Atemsis deals damage to an opponent, you may reveal your hand. If cards with at"
        " least six different mana values are revealed this way, that player loses the game.",
        {"cards_revealed_this_way", "with_different_mana_values", "lose_game"},
    ),
    (
        "Enthralling Hold",
        "Enchantment — Aura",
        "You can't choose an untapped creature as this spell's target as you cast it.",
        {"cant_choose_as_target"},
    ),
    (
        "Fraying Omnipotence",
        "Sorcery",
        "Each player loses half their life, then discards half the cards in their hand, then"
        " sacrifices half the creatures they control. Round up each time.",
        {"lose_half_life", "discard_half", "sacrifice_half", "round_up_each_time"},
    ),
    (
        "Chaos Wand",
        "Artifact",
        "{4}, {T}: Target opponent exiles cards from the top of their library until they exile an"
        " instant or sorcery card. You may cast that card without paying its mana cost. Then put"
        " the exiled cards that weren't cast this way on the bottom of that library in a random"
        " order.",
        {"exiles_until", "exiled_not_cast_this_way", "that_zone", "cast_without_paying"},
    ),
    (
        "Embodiment of Agonies",
        "Creature — Demon",
        "This creature enters with a +1/+1 counter on it for each different mana cost among"
        " nonland cards in your graveyard. (For example, {2}{B} and {1}{B}{B} are different mana"
        " costs.)",
        {"for_each_mana_cost", "different_mana_costs_reminder"},
    ),
    (
        "Discontinuity",
        "Instant",
        "End the turn. (Exile all spells and abilities from the stack, including this card. The"
        " player whose turn it is discards down to their maximum hand size. Damage wears off, and"
        ' "this turn" and "until end of turn" effects end.)',
        {
            "end_the_turn",
            "end_turn_exile_reminder",
            "end_turn_discard_reminder",
            "end_turn_effects_reminder",
        },
    ),
    (
        "Animal Sanctuary",
        "Land",
        "{2}, {T}: Put a +1/+1 counter on target Bird, Cat, Dog, Goat, Ox, or Snake.",
        {"creature_type_list", "put_counters"},
    ),
]


def _rules(node: nodes.Node) -> set[str]:
    return {item.rule for item in node.walk() if isinstance(item, nodes.Node)}


@pytest.mark.parametrize(
    ("name", "type_line", "line", "rules"), CASES, ids=[f"{c[0]}:{c[2][:30]}" for c in CASES]
)
def test_family_line_parses_into_typed_nodes(
    name: str, type_line: str, line: str, rules: set[str]
) -> None:
    text = f"{name}\n{type_line}\n{line}\n"
    if "Creature" in type_line:
        text += "1/1\n"
    file, diagnostics = parse_file(text, "family.card")
    assert [d.render() for d in diagnostics] == []
    (card,) = file.cards
    (ability,) = card.abilities
    found = _rules(ability.body) | (_rules(ability.reminder) if ability.reminder else set())
    assert rules <= found, rules - found
    assert render_file(file) == text
