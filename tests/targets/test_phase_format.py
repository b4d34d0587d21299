"""phase.rs card data: the shapes karlov's builders write (no engine needed)."""

from __future__ import annotations

import json

import pytest

from karlov.targets import phase_format as P

from .phase_cards import bears, case_of_the_test, shock

# ---------------------------------------------------------------- shapes (no engine needed)


@pytest.mark.parametrize(
    ("cost", "shape"),
    [
        ("{2}{W}{U/P}", {"type": "Cost", "shards": ["White", "PhyrexianBlue"], "generic": 2}),
        ("{R/W}{2/B}{G/U/P}", {"type": "Cost", "generic": 0,
                               "shards": ["RedWhite", "TwoBlack", "PhyrexianGreenBlue"]}),
        ("{0}", {"type": "Cost", "shards": [], "generic": 0}),
        (None, {"type": "NoCost"}),
        (("{1}", "{R}", "{R}"), {"type": "Cost", "shards": ["Red", "Red"], "generic": 1}),
    ],
)  # fmt: skip
def test_mana_cost_shapes(cost: str | tuple[str, ...] | None, shape: P.Json) -> None:
    assert P.mana_cost(cost) == shape


def test_to_solve_trigger_is_your_end_step_and_grants_the_solved_abilities() -> None:
    face = case_of_the_test()
    (solve,) = face["triggers"]
    assert (solve["mode"], solve["phase"]) == ("Phase", "End")
    assert solve["constraint"] == {"type": "OnlyDuringYourTurn"}
    assert solve["condition"] == {"type": "SolveConditionMet"}
    assert solve["execute"]["effect"] == {"type": "SolveCase"}
    grant = solve["execute"]["sub_ability"]["effect"]
    assert (grant["type"], grant["duration"]) == ("GenericEffect", "UntilHostLeavesPlay")
    assert face["static_abilities"] == []  # nothing applies before the Case is solved


def test_solved_grant_wraps_triggers_and_replacements() -> None:
    upkeep = P.trigger("Phase", P.spell_ability({"type": "Draw", "count": P.fixed(1)}),
                       phase="Upkeep", constraint={"type": "OnlyDuringYourTurn"})  # fmt: skip
    grant = P.solved_grant(triggers=[upkeep])
    assert grant is not None
    (static,) = grant["effect"]["static_abilities"]
    assert static["affected"] == {"type": "SelfRef"}
    assert static["modifications"] == [{"type": "GrantTrigger", "trigger": upkeep}]
    assert P.solved_grant() is None


def test_card_data_json_is_compact_sorted_utf8_and_keyed_by_lower_name() -> None:
    text = P.card_data_json([shock(), bears()])
    assert json.loads(text) == {"grizzly bears": bears(), "shock": shock()}
    assert text == P.card_data_json([bears(), shock()])  # the order of the faces is lost

    def keys_in_order(pairs: list[tuple[str, object]]) -> dict[str, object]:
        keys = [k for k, _ in pairs]
        assert keys == sorted(keys), keys  # every object's keys are sorted in the text
        return dict(pairs)

    json.loads(text, object_pairs_hook=keys_in_order)
    assert text.startswith('{"grizzly bears":{"abilities":')  # no spaces after : or ,
    assert text == json.dumps(json.loads(text), separators=(",", ":"), sort_keys=True)
    named = dict(bears(), name="Æther Bears")
    assert '"æther bears":{' in P.card_data_json([named])  # UTF-8 kept, not \u escapes
    with pytest.raises(ValueError, match="two faces"):
        P.card_data([shock(), shock()])


def test_solved_activated_ability_has_the_is_solved_restriction() -> None:
    ability = P.activated_ability(
        {"type": "Draw", "count": P.fixed(1)},
        P.composite_cost(P.mana_cost_payment("{1}{B}"), P.sacrifice_self_cost()),
        solved=True,
        sorcery_speed=True,
    )
    assert ability["activation_restrictions"] == [{"type": "IsSolved"}, {"type": "AsSorcery"}]
