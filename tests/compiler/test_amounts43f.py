"""Arithmetic amounts of session 43 as the compiler states them (CR 107.3): "1 plus the number
of ...", "the number of A plus the number of B" (:class:`~karlov.ir.Sum`), "N minus ..." and
"the number of cards in your hand minus N" (:class:`~karlov.ir.Difference`, CR 107.1b), "the
number of opponents you have" (CR 102.3), "your life total" (CR 119.1) and "the number of cards
named X in [zones]" (CR 201.2). What the runtime can't play stays C001 at its span."""

from __future__ import annotations

from karlov import ir

from .lowering import abilities_of, c001_of

_NO = "the rules runtime cannot execute this yet: "


def _damage(text: str) -> ir.Quantity:
    (spell,) = abilities_of(text)
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Action)
    assert spell.effect.verb is ir.Verb.DEAL_DAMAGE and spell.effect.amount is not None
    return spell.effect.amount


def test_number_plus_named_count_is_a_sum() -> None:
    amount = _damage(
        "Galvanic Bombardment {R}\nInstant\nGalvanic Bombardment deals X damage to target "
        "creature, where X is 2 plus the number of cards named Galvanic Bombardment in your "
        "graveyard.\n"
    )
    assert isinstance(amount, ir.Sum)
    fixed, named = amount.terms
    assert fixed == ir.Fixed(2, span=fixed.span)
    assert isinstance(named, ir.NumberOf)
    assert named.filter.named == "Galvanic Bombardment"
    assert named.filter.zone is ir.ZoneName.GRAVEYARD
    assert named.filter.zone_owner is ir.Whose.YOU
    assert named.filter.tokens is False


def test_named_count_in_all_graveyards_is_any_players() -> None:
    amount = _damage(
        "Probe {B}\nSorcery\nProbe deals X damage to target creature, where X is 1 plus the "
        "number of cards named Probe in all graveyards.\n"
    )
    assert isinstance(amount, ir.Sum)
    named = amount.terms[1]
    assert isinstance(named, ir.NumberOf)
    assert named.filter.zone is ir.ZoneName.GRAVEYARD
    assert named.filter.zone_owner in (ir.Whose.ANY, None)


def test_written_number_minus_count_is_a_difference() -> None:
    (trigger,) = abilities_of(
        "Probe {1}\nArtifact\nAt the beginning of your upkeep, you gain X life, where X is the "
        "number of cards in your hand minus 4.\n"
    )
    assert isinstance(trigger, ir.TriggeredAbility)
    gain = trigger.effect
    assert isinstance(gain, ir.Action) and isinstance(gain.amount, ir.Difference)
    cards, four = gain.amount.of, gain.amount.minus
    assert isinstance(cards, ir.NumberOf) and cards.filter.zone is ir.ZoneName.HAND
    assert cards.filter.zone_owner is ir.Whose.YOU
    assert isinstance(four, ir.Fixed) and four.value == 4


def test_opponents_you_have_counts_opponents() -> None:
    (trigger,) = abilities_of(
        "Probe {5}{U}{U}\nCreature — Sphinx\nWhen this creature enters, draw cards equal to the "
        "number of opponents you have.\n5/5\n"
    )
    assert isinstance(trigger, ir.TriggeredAbility) and isinstance(trigger.effect, ir.Action)
    amount = trigger.effect.amount
    assert isinstance(amount, ir.PlayerCount) and amount.players.who == "each_opponent"


def test_your_life_total_is_read_as_it_resolves() -> None:
    (spell,) = abilities_of(
        "Probe {8}{W}{W}\nSorcery\nCreate X 1/1 white Pegasus creature tokens with flying, "
        "where X is your life total.\n"
    )
    assert isinstance(spell, ir.SpellAbility) and isinstance(spell.effect, ir.Action)
    amount = spell.effect.amount
    assert isinstance(amount, ir.LifeTotalOf) and amount.who.who == "you"


def test_characteristic_defined_as_a_sum_of_counts() -> None:
    (cda,) = abilities_of(
        "Probe {3}{G}\nCreature — Treefolk\nProbe's power and toughness are each equal to the "
        "number of Forests you control plus the number of Treefolk you control.\n*/*\n"
    )
    assert isinstance(cda, ir.StaticAbility)
    (effect,) = cda.effects
    assert isinstance(effect, ir.ContinuousEffect) and effect.layer is ir.Layer.PT_CDA
    assert isinstance(effect.define_power, ir.Sum)
    assert [type(t) for t in effect.define_power.terms] == [ir.NumberOf, ir.NumberOf]
    assert effect.define_toughness == effect.define_power


def test_characteristic_defined_as_one_plus_a_count() -> None:
    (cda,) = abilities_of(
        "Probe {5}{G}{G}\nCreature — Elf\nProbe's power and toughness are each equal to 1 plus "
        "the number of lands you control.\n1+*/1+*\n"
    )
    assert isinstance(cda, ir.StaticAbility)
    (effect,) = cda.effects
    assert isinstance(effect, ir.ContinuousEffect) and isinstance(effect.define_power, ir.Sum)
    assert effect.define_power.terms[0] == ir.Fixed(1, span=effect.define_power.terms[0].span)


def test_characteristic_defined_as_one_plus_a_life_total_stays_c001() -> None:
    text = "Probe {2}{G}\nCreature — Elf\nProbe's power is equal to 1 plus your life total.\n*/1\n"
    assert c001_of(text) == [_NO + "a characteristic defined as 'your life total'"]


def test_another_players_life_total_stays_c001() -> None:
    text = (
        "Probe {8}{W}{W}\nSorcery\nCreate X 1/1 white Pegasus creature tokens, where X is target "
        "opponent's life total.\n"
    )
    assert c001_of(text) == [_NO + "the amount 'target opponent's life total' of another player"]


def test_x_in_a_sum_stays_c001() -> None:
    text = (
        "Probe {X}{R}\nSorcery\nProbe deals damage to target creature equal to X plus the number "
        "of lands you control.\n"
    )
    assert c001_of(text) == [_NO + "'X' in a sum or difference"]


def test_named_cards_in_no_zone_stay_c001() -> None:
    text = (
        "Probe {R}\nSorcery\nProbe deals damage to target creature equal to the number of "
        "cards named Probe.\n"
    )
    assert c001_of(text) == [_NO + "'the number of cards named Probe' in no one zone of cards"]


def test_characteristic_defined_by_twice_the_counters_on_it() -> None:
    (cda,) = abilities_of(
        "Probe {G}\nCreature — Ooze\nProbe's power and toughness are each equal to 1 plus "
        "twice the number of age counters on it.\n1+*/1+*\n"
    )
    assert isinstance(cda, ir.StaticAbility)
    (effect,) = cda.effects
    assert isinstance(effect, ir.ContinuousEffect) and isinstance(effect.define_power, ir.Sum)
    counters = effect.define_power.terms[1]
    assert isinstance(counters, ir.CountersOn) and counters.times == 2
    assert counters.counter == "age" and isinstance(counters.of, ir.SourceObject)
