"""Hand-written phase.rs faces the phase tests play with (built with karlov's builders)."""

from __future__ import annotations

from karlov.targets import phase_format as P


def shock() -> P.Json:
    return P.face(
        "Shock",
        mana="{R}",
        types=P.card_type((), ("instant",), ()),
        oracle_text="Shock deals 2 damage to any target.",
        abilities=[
            P.spell_ability(
                {"type": "DealDamage", "amount": P.fixed(2), "target": {"type": "Any"}},
                description="~ deals 2 damage to any target.",
            )
        ],
    )


def bears() -> P.Json:
    return P.face(
        "Grizzly Bears",
        mana="{1}{G}",
        types=P.card_type((), ("creature",), ("Bear",)),
        oracle_text="",
        power="2",
        toughness="2",
    )


def mountain() -> P.Json:
    return P.face(
        "Mountain",
        mana=None,
        types=P.card_type(("basic",), ("land",), ("Mountain",)),
        oracle_text="({T}: Add {R}.)",
        abilities=[
            {
                **P.spell_ability(
                    {"type": "Mana", "produced": {"type": "Fixed", "colors": ["Red"]}},
                    cost={"type": "Tap"},
                ),
                "kind": "Activated",
                "is_mana_ability": True,
            }
        ],
    )


def case_of_the_test(name: str = "Case of the Test Express") -> P.Json:
    """A Case in karlov's phase pattern: solved when you control a creature at your end step;
    Solved — Creatures you control get +1/+0 (granted on solving, CR 702.169c)."""
    solved_static = P.static_ability(
        "Continuous",
        affected=P.typed_filter(["Creature"], "You"),
        modifications=[{"type": "AddPower", "value": 1}, {"type": "AddToughness", "value": 0}],
        description="Solved — Creatures you control get +1/+0.",
    )
    creatures = P.typed_filter(["Creature"], "You", [{"type": "InZone", "zone": "Battlefield"}])
    return P.face(
        name,
        mana="{1}{W}",
        types=P.card_type((), ("enchantment",), ("Case",)),
        oracle_text="To solve — You control a creature.\nSolved — Creatures you control get +1/+0.",
        triggers=[
            P.to_solve_trigger(
                "To solve — You control a creature.", P.solved_grant(statics=[solved_static])
            )
        ],
        solve_condition=P.object_count_solve(creatures, "GE", 1),
    )


def gain_life(amount: int) -> P.Json:
    return {"type": "GainLife", "amount": P.fixed(amount), "player": {"type": "Controller"}}


def salve() -> P.Json:
    return P.face(
        "Test Salve",
        mana="{W}",
        types=P.card_type((), ("instant",), ()),
        oracle_text="You gain 3 life.",
        abilities=[P.spell_ability(gain_life(3), description="You gain 3 life.")],
    )


def gain_more_replacement() -> P.Json:
    """ "If you would gain life, you gain that much life plus 1 instead." (CR 614.1a)"""
    plus_one = {"type": "Offset", "inner": P.quantity_ref({"type": "EventContextAmount"}),
                "offset": 1}  # fmt: skip
    return P.replacement(
        "GainLife",
        execute=P.spell_ability({"type": "GainLife", "amount": plus_one}),
        description="Solved — If you would gain life, you gain that much life plus 1 instead.",
    )


def case_of_the_test_rewards(
    name: str = "Case of the Test Rewards", *, with_replacement: bool = False
) -> P.Json:
    """A Case with a Solved trigger and a Solved activated ability (CR 702.169b, d), and
    optionally a Solved replacement (CR 702.169c):
    To solve — You control a creature.
    Solved — At the beginning of your upkeep, you gain 1 life.
    Solved — Sacrifice this Case: You gain 3 life.
    [Solved — If you would gain life, you gain that much life plus 1 instead.]"""
    upkeep = P.trigger(
        "Phase",
        P.spell_ability(gain_life(1)),
        phase="Upkeep",
        constraint={"type": "OnlyDuringYourTurn"},
        description="Solved — At the beginning of your upkeep, you gain 1 life.",
    )
    sacrifice = P.activated_ability(
        gain_life(3),
        P.sacrifice_self_cost(),
        solved=True,
        description="Solved — Sacrifice this Case: You gain 3 life.",
    )
    creatures = P.typed_filter(["Creature"], "You", [{"type": "InZone", "zone": "Battlefield"}])
    return P.face(
        name,
        mana="{W}",
        types=P.card_type((), ("enchantment",), ("Case",)),
        oracle_text="\n".join(
            [
                "To solve — You control a creature.",
                "Solved — At the beginning of your upkeep, you gain 1 life.",
                "Solved — Sacrifice this Case: You gain 3 life.",
            ]
        ),
        abilities=[sacrifice],
        triggers=[
            P.to_solve_trigger(
                "To solve — You control a creature.",
                P.solved_grant(
                    triggers=[upkeep],
                    replacements=[gain_more_replacement()] if with_replacement else [],
                ),
            )
        ],
        solve_condition=P.object_count_solve(creatures, "GE", 1),
    )


def case_of_the_test_charge(name: str = "Case of the Test Charge") -> P.Json:
    """A Case with a history condition (CR 719.3b rulings: "this turn"):
    To solve — Two or more creatures attacked this turn."""
    condition = P.quantity_comparison(P.quantity_ref(P.attacked_this_turn("All")), "GE", P.fixed(2))
    line = "To solve — Two or more creatures attacked this turn."
    return P.face(
        name,
        mana="{1}{W}",
        types=P.card_type((), ("enchantment",), ("Case",)),
        oracle_text=line,
        triggers=[P.to_solve_trigger(line)],
        solve_condition=P.condition_solve(condition),
    )
