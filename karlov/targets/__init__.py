"""Engine plugins: the target side of ``karlov build --target json|forge|phase`` (issue 8).

This package holds everything about the two engine formats that does not depend on the IR:
``forge_vocabulary`` (the words of Forge's script format, each list cited to the Forge source
it was read from), ``forge_format`` (a typed model of a Forge card script, its writer and the
injection-proof escaping of names and texts, Forge's file-name rule, ``ManaCost:``/``Types:``/
``PT:`` values) and ``phase_format`` (typed builders of the phase.rs card-data faces). The
generators walk the IR and build these values; they never read card text or the runtime's
closures, and an IR node a target cannot express is a diagnostic (code, card, span), never
dropped. The tests hold the checkers: ``tests/targets/forge_reader.py`` (a reader and linter
of Forge scripts, independent of the writer), ``tests/targets/forge_facts.toml`` (structural
facts of Forge's own scripts of the printed Cases, asserted by ``forge_reader.assert_facts``)
and ``tests/targets/phase_harness.py`` (plays situations in a real phase engine).

Below, for each kind of ability, the Forge lines and the phase face data the generator emits.
Forge facts come from Card-Forge/forge (``forge-gui/res/cardsfolder/c/case_of_the_*.txt``,
``docs/Card-scripting-API/*.md``, the enums named in ``forge_vocabulary``); phase facts from
``phase-python`` 0.103.0 (PyPI, MIT): faces its ``build_oracle_face`` makes, its serde errors
(which list every accepted variant), and games played in it (``tests/targets``).

Card header
    Forge: ``Name:`` (escaped), ``ManaCost:`` shards (``1 R R``; ``no cost``), ``Types:``
    (``Legendary Enchantment Case``), ``PT:2/2``, one ``K:`` per keyword, ability lines, SVars,
    ``Oracle:`` last (the whole text, abilities joined by the two characters ``\\n``). File
    ``forge_file_name(name)``. phase: ``face(...)``: ``mana_cost`` (``generic`` + shard names
    ``White``/``WhiteBlue``/``TwoWhite``/``PhyrexianBlue``), ``card_type``, ``power``/``toughness``
    (``{"type": "Fixed", "value": 2}``), ``oracle_text``; card data maps the lower-cased name to
    the face and loads with ``phase.Engine.from_json``.

Keywords (CR 702)
    Forge: ``K:Flying``, ``K:First Strike``; with a parameter ``K:Name:param``
    (``K:Flashback:2 R``, ``K:Crew:2``; list in docs/Card-scripting-API/Card-scripting-API.md).
    phase: ``keywords`` entries ``"Flying"``, ``"FirstStrike"``, ``{"Crew": {"power": 2,
    "once_per_turn": null}}``, ``{"Kicker": <mana_cost>}``, ``{"Flashback": {"type": "Mana",
    "data": <mana_cost>}}``, ``{"Ward": {"type": "Mana", ...}}``, ``{"Protection": {"Color":
    "Red"}}``.

Spells (CR 113.3a) and effect chains
    Forge: ``A:SP$ <Api> | ... | SpellDescription$ <text>``; each further sentence/step a
    ``SubAbility$ DBx`` naming ``SVar:DBx:DB$ <Api> | ...`` (APIs: ``DealDamage``, ``Draw``,
    ``GainLife``, ``Destroy``, ``PutCounter``, ``Pump``, ``Token``, ``ChangeZone``, ...).
    phase: ``spell_ability(effect, sub_ability=...)`` in ``abilities``; each next step is the
    ``sub_ability`` (itself a ``Spell``-kind ability).

Activated abilities (CR 602)
    Forge: ``A:AB$ <Api> | Cost$ <cost> | ...``; cost parts ``2 U`` (mana), ``T``,
    ``Sac<1/CARDNAME/this Case>``, ``Discard<1/Card>``, ``PayLife<2>``; "Activate only as a
    sorcery" ``SorcerySpeed$ True``. phase: ``activated_ability(effect, cost)``; costs
    ``mana_cost_payment``, ``{"type": "Tap"}``, ``sacrifice_self_cost()``, ``composite_cost``;
    ``activation_restrictions`` ``AsSorcery``, ``OnlyOnceEachTurn``.

Triggered abilities (CR 603), by the events karlov knows
    - enters (``Enters``; CR 603.6a): Forge ``T:Mode$ ChangesZone | Origin$ Any |
      Destination$ Battlefield | ValidCard$ Card.Self`` (another object: ``Creature.YouCtrl``
      plus ``TriggerZones$ Battlefield``). phase ``trigger("ChangesZone",
      destination="Battlefield", valid_card=self_ref() or typed_filter(...))``.
    - dies (``Dies``; CR 700.4): Forge ``ChangesZone | Origin$ Battlefield | Destination$
      Graveyard``; phase ``ChangesZone`` with ``origin="Battlefield"``,
      ``destination="Graveyard"``.
    - beginning of a step (``AtStep``, ``CombatOnYourTurn``): Forge ``Mode$ Phase | Phase$
      Upkeep`` / ``BeginCombat`` / ``End of Turn`` (+ ``ValidPlayer$ You`` for "your");
      phase ``trigger("Phase", phase="Upkeep"|"BeginCombat"|"End")`` +
      ``constraint={"type": "OnlyDuringYourTurn"}`` for "your".
    - attacks (``AttackTrigger``): "whenever you attack" Forge ``Mode$ AttackersDeclared |
      AttackingPlayer$ You``, phase ``YouAttack``; "whenever a creature you control attacks"
      Forge ``Mode$ Attacks | ValidCard$ Creature.YouCtrl``, phase ``Attacks`` + valid_card.
    - cast (``CastTrigger``): Forge ``Mode$ SpellCast | ValidCard$ Instant,Sorcery |
      ValidActivatingPlayer$ You``; phase ``SpellCast``, valid_card filter, "you cast" as
      ``valid_target={"type": "Controller"}``.
    - deals damage (``DealsDamageTrigger``): Forge ``Mode$ DamageDone | ValidSource$ ... |
      ValidTarget$ Player | CombatDamage$ True``; phase ``DamageDone``, valid_source,
      valid_target ``{"type": "Player"}``, ``damage_kind`` ``CombatOnly``.
    - becomes the target (``BecomesTarget``): Forge ``Mode$ BecomesTarget | ValidTarget$ ... |
      ValidSource$ ...``; phase ``BecomesTarget`` (valid_card = the target, valid_source
      ``{"type": "StackSpell"}`` for "of a spell").
    - sacrifice (``SacrificeTrigger``): Forge ``Mode$ Sacrificed | ValidCard$ ... |
      ValidPlayer$ You``; phase ``Sacrificed`` + valid_card.
    - turned face up (``TurnedFaceUp``): Forge ``Mode$ TurnFaceUp``; phase ``TurnFaceUp``.
      "enters or is turned face up" is two triggers in both (Forge marks the second
      ``Secondary$ True``).
    - collect evidence (``CollectEvidenceAction``): Forge ``Mode$ CollectEvidence``; phase
      ``CollectEvidence`` with ``valid_target={"type": "Controller"}``.
    - intervening "if" (CR 603.4): Forge puts the condition on the ``T:`` line as a restriction
      (``CheckSVar$``/``IsPresent$``) -- checked when it triggers and, by default, again on
      resolution (Triggers.md: ``NoResolvingCheck$ True`` turns that off). phase: the
      trigger's ``condition`` (a TriggerCondition, e.g. ``QuantityComparison``).

Static abilities (CR 604, 613)
    Forge ``S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddPower$ 1 | Description$``;
    "cost {1} less" ``S:Mode$ ReduceCost | ValidCard$ Instant,Sorcery | Type$ Spell |
    Activator$ You | Amount$ 1``; extra land ``Affected$ You | AdjustLandPlays$ 1``; damage not
    removed ``S:Mode$ NoCleanupDamage``. phase ``static_ability("Continuous", affected=...,
    modifications=[{"type": "AddPower", "value": 1}, ...])``; ``{"ModifyCost": {"mode":
    "Reduce", "amount": <mana_cost>, "spell_filter": ...}}``; ``MayPlayAdditionalLand``;
    ``DamageNotRemovedDuringCleanup``.

Replacement effects (CR 614)
    Forge ``R:Event$ CreateToken | ActiveZones$ Battlefield | ValidToken$ Card.YouCtrl |
    ReplaceWith$ DBReplace | Description$`` with ``SVar:DBReplace:DB$ ReplaceToken | Type$
    AddToken | Amount$ 1 | TokenScript$ c_a_clue_draw``. phase ``replacement("CreateToken",
    extra={"token_owner_scope": "You", "additional_token_spec": {...}})``.

To solve -- C (CR 702.169a, 719.3a)
    Forge (``forge_format.to_solve_line`` + ``solve_svar``), as the printed Cases do:
    ``T:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ You |
    TriggerZones$ Battlefield | <condition> | IsPresent$ Card.Self+!IsSolved | Execute$
    TrigSolve | TriggerDescription$ <line>`` and ``SVar:TrigSolve:DB$ AlterAttribute |
    Defined$ Self | Attributes$ Solved``. The self check moves to ``IsPresent2$`` when the
    condition itself uses ``IsPresent$``. Forge writes ``Card.Self+IsUnsolved`` in 8 of the 13
    printed Cases; karlov always writes ``!IsSolved`` (the property Forge's CardProperty
    defines). phase: ``solve_condition`` on the face (the condition, below) and
    ``to_solve_trigger(line, grant)``: ``Phase`` at ``End``, ``SolveConditionMet``,
    ``SolveCase``, *plus* ``OnlyDuringYourTurn`` -- phase's own faces omit it and solve at
    opponents' end steps too (tested).

Solved -- A (CR 702.169b-d)
    Forge: ``forge_format.gate_solved(line)`` applies the gate below.
    - static, triggered, replacement: Forge adds ``IsPresent$ Card.Self+IsSolved`` to the line
      (``IsPresent2$`` if ``IsPresent$`` is taken). phase has no condition on the solved
      designation (no ``IsSolved`` static/trigger/replacement condition or filter property;
      its own faces leave these ungated -- a Solved +1/+0 applies while unsolved, tested), so
      karlov grants them on solving: ``solved_grant(statics, triggers, replacements)`` as the
      To solve trigger's sub-ability (a ``GenericEffect`` until the Case leaves the
      battlefield, triggers/replacements via ``GrantTrigger``/``GrantReplacement``); the face's
      own ``static_abilities``/``triggers``/``replacements`` do not list them. A granted static,
      trigger and replacement are each played in tests (absent before the solving, present
      after).
      This also gets CR 719 right where a gate would need care: a Case that leaves and
      returns is a new, unsolved object without the grant, and a copy of a solved Case does
      not copy the designation (Being solved is not a copiable value).
    - activated: Forge ``Activation$ Solved | PrecostDesc$ Solved —`` on the ``A:`` line;
      phase ``activated_ability(..., solved=True)`` (``activation_restrictions`` ``IsSolved``).

Conditions (karlov's To solve conditions; Forge on the To solve line, phase in
``solve_condition``)
    - "You control N or more X" (``ControlCount``): Forge ``IsPresent$ X.YouCtrl |
      PresentCompare$ GEN``; phase ``object_count_solve(typed_filter(..., "You",
      [InZone Battlefield]), "GE", N)``.
    - "no suspected Skeletons": Forge ``IsPresent$ Skeleton.YouCtrl+IsSuspected |
      PresentCompare$ EQ0``; phase ObjectCount ``EQ 0`` with ``{"type": "Suspected"}``.
    - "five colors among permanents you control" (``ThereAreColors``): Forge ``CheckSVar$ X |
      SVarCompare$ GE5``, ``SVar:X:Count$ColorsCtrl Permanent``; phase ``QuantityComparison``
      of ``DistinctColorsAmong``.
    - "N or more cards in your graveyard" (``ThereAreCards``): Forge ``IsPresent$ Card.YouOwn |
      PresentZone$ Graveyard | PresentCompare$ GE15``; phase ``GraveyardSize``.
    - "no cards in hand" (``HandCount``): Forge ``Hellbent$ True``; phase ``HandSize`` ``EQ 0``.
    - "total power 8 or greater" (``TotalPower``): Forge ``Count$Valid
      Creature.YouCtrl$CardPower``; phase ``PropertyAggregate`` Sum Power.
    - history, "this turn" (``LifeGained``, ``SpellsCast``, ``ObjectsHistory``; CR 719.3b
      rulings): Forge reads the turn through ``CheckSVar$`` + a ``Count$`` function --
      ``LifeYouGainedThisTurn``, ``ThisTurnCast_Instant.YouCtrl,Sorcery.YouCtrl``,
      ``AttackersDeclared``, ``NumDamageThisTurn <sources> <recipients>``,
      ``ThisTurnEntered_Graveyard_Creature.!token``. phase's parser leaves several of these as
      ``{"type": "Text"}``, which never solves (tested); karlov writes the QuantityRefs phase
      keeps in its turn journal (builders in ``phase_format``): ``life_gained_this_turn``,
      ``spells_cast_this_turn(scope, filter)``, ``attacked_this_turn("All")`` (tested in a
      game), ``zone_changes_this_turn(filter, from_zone, to_zone)``,
      ``damage_dealt_this_turn(source, target, aggregate, group_by)``. The last sums or
      maximises *amounts* (``Sum``/``Max``/``Min``, ``group_by`` ``SourceId``); no count of
      distinct sources was found, so "three or more sources ... dealt damage" (Burning Masks)
      is a phase gap until one is.
    - "three or more creatures are damaged" (``ObjectsState``): Forge ``IsPresent$
      Creature.isDamaged | PresentCompare$ GE3``; phase has no damage-marked filter property
      (only ``WasDealtDamageThisTurn``), which differs under Market Melee's own static -- a gap
      to report as a diagnostic or a documented phase limit.
"""
