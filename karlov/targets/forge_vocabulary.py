"""The words of Forge's card-script format that karlov's Forge generator may emit.

Every set below was read from Forge's own sources (the public repository Card-Forge/forge);
the comment above each set names the file. Where two versions of a file differ (Forge adds and
drops names over time), the set is the union, so a script valid for either version passes.
These are facts about another program's format, not karlov's rules: the generator emits only
these words and the tests' linter (``tests/targets/forge_reader.py``) rejects any other.
"""

from __future__ import annotations

# forge-game/src/main/java/forge/game/ability/AbilityFactory.java, enum AbilityRecordType:
# the first parameter of an ability names its kind -- AB (activated), SP (spell),
# DB (sub-ability held in an SVar), ST (static ability built from an SVar).
ABILITY_DECLARERS: frozenset[str] = frozenset({"AB", "SP", "DB", "ST"})

# forge-game/src/main/java/forge/game/ability/ApiType.java: the effect names after AB$/SP$/DB$.
API_TYPES: frozenset[str] = frozenset(
    {
        "Abandon", "ActivateAbility", "AddOrRemoveCounter", "AddPhase", "AddTurn",
        "AdvanceCrank", "Airbend", "AlterAttribute", "Amass", "Animate", "AnimateAll",
        "Attach", "Ascend", "AssembleContraption", "AssignGroup", "Balance", "BecomeMonarch",
        "BecomesBlocked", "BidLife", "Blight", "Block", "Bond", "Branch", "Camouflage",
        "ChangeCombatants", "ChangeSpeed", "ChangeTargets", "ChangeText", "ChangeX",
        "ChangeZone", "ChangeZoneAll", "ChaosEnsues", "Charm", "ChooseCard", "ChooseColor",
        "ChooseDirection", "ChooseEvenOdd", "ChooseNumber", "ChoosePlayer", "ChooseSector",
        "ChooseSource", "ChooseType", "ClaimThePrize", "Clash", "ClassLevelUp", "Cleanup",
        "Cloak", "Clone", "CompanionChoose", "Connive", "CopyPermanent", "CopySpellAbility",
        "ControlSpell", "ControlPlayer", "Counter", "DamageAll", "DealDamage", "Detain",
        "DayTime", "Debuff", "DeclareCombatants", "DelayedTrigger", "Destroy", "DestroyAll",
        "Dig", "DigMultiple", "DigUntil", "Discard", "Discover", "DrainMana", "Draft", "Draw",
        "EachDamage", "Earthbend", "Effect", "Encode", "EndCombatPhase", "EndTurn", "Endure",
        "ExchangeLife", "ExchangeLifeVariant", "ExchangeControl", "ExchangeControlVariant",
        "ExchangePower", "ExchangeZone", "ExchangeTextBox", "Explore", "Fight", "FlipACoin",
        "FlipCoin", "FlipOntoBattlefield", "Fog", "GainControl", "GainControlVariant",
        "GainLife", "GainOwnership", "GameDrawn", "GenericChoice", "Goad", "Haunt", "Heist",
        "Investigate", "Intensify", "ImmediateTrigger", "Incubate", "Learn", "LookAt",
        "LoseLife", "LosePerpetual", "LosesGame", "MakeCard", "Mana", "ManaReflected",
        "Manifest", "ManifestDread", "Meld", "Mill", "MoveCounter", "MultiplePiles",
        "MultiplyCounter", "MustBlock", "Mutate", "NameCard", "NoteCounters",
        "OpenAttraction", "PeekAndReveal", "PermanentCreature", "PermanentNoncreature",
        "Phases", "Planeswalk", "Play", "PlayLandVariant", "Poison", "PreventDamage",
        "PreventDamageAll", "Proliferate", "Protection", "ProtectionAll", "Pump", "PumpAll",
        "PutCounter", "PutCounterAll", "Radiation", "RearrangeTopOfLibrary", "Regenerate",
        "RegenerateAll", "Regeneration", "RemoveCounter", "RemoveCounterAll",
        "RemoveFromCombat", "RemoveFromGame", "RemoveFromMatch", "ReorderZone", "Repeat",
        "RepeatEach", "ReplaceCounter", "ReplaceEffect", "ReplaceMana", "ReplaceDamage",
        "ReplaceToken", "ReplaceSplitDamage", "RestartGame", "Reveal", "RevealHand",
        "ReverseTurnOrder", "RingTemptsYou", "RollDice", "RollPlanarDice", "RunChaos",
        "Sacrifice", "SacrificeAll", "Scry", "Seek", "SetInMotion", "SetLife", "SetState",
        "Shuffle", "SkipPhase", "SkipTurn", "StoreSVar", "Subgame", "Surveil", "SwitchBlock",
        "TakeInitiative", "Tap", "TapAll", "TapOrUntap", "TapOrUntapAll", "TimeTravel",
        "Token", "TwoPiles", "Unattach", "UnattachAll", "UnlockDoor", "Untap", "UntapAll",
        "Venture", "VillainousChoice", "Vote", "WinsGame",
    }
)  # fmt: skip

# forge-game/src/main/java/forge/game/trigger/TriggerType.java: the values of T:Mode$.
TRIGGER_MODES: frozenset[str] = frozenset(
    {
        "Abandoned", "AbilityCast", "AbilityResolves", "AbilityTriggered", "Adapt", "Airbend",
        "Always", "Attached", "AttackerBlocked", "AttackerBlockedOnce",
        "AttackerBlockedByCreature", "AttackersDeclared", "AttackersDeclaredOneTarget",
        "AttackerUnblocked", "AttackerUnblockedOnce", "Attacks", "BecomeMonarch",
        "BecomeMonstrous", "BecomeRenowned", "BecomesCrewed", "BecomesPlotted",
        "BecomesSaddled", "BecomesTarget", "BecomesTargetOnce", "BlockersDeclared", "Blocks",
        "CaseSolved", "Championed", "ChangesController", "ChangesZone", "ChangesZoneAll",
        "ChaosEnsues", "ClaimPrize", "Clashed", "ClassLevelGained", "CommitCrime",
        "ConjureAll", "CollectEvidence", "CounterAdded", "CounterAddedOnce",
        "CounterPlayerAddedAll", "CounterTypeAddedAll", "CounterAddedAll", "Countered",
        "CounterRemoved", "CounterRemovedOnce", "CrankContraption", "Crewed", "Cycled",
        "DamageAll", "DamageDealtOnce", "DamageDone", "DamageDoneOnce",
        "DamageDoneOnceByController", "DamagePrevented", "DamagePreventedOnce",
        "DayTimeChanges", "Destroyed", "Devoured", "Discarded", "DiscardedAll", "Discover",
        "Drawn", "DungeonCompleted", "Earthbend", "Evolved", "ExcessDamage", "ExcessDamageAll",
        "ElementalBend", "Enlisted", "Exerted", "Exiled", "Exploited", "Explores", "Fight",
        "FightOnce", "Firebend", "FlippedCoin", "Forage", "Foretell", "FullyUnlock",
        "GiveGift", "Immediate", "Investigated", "IsForetold", "LandPlayed", "LifeChanged",
        "LifeGained", "LifeLost", "LifeLostAll", "LosesGame", "ManaAdded", "ManaExpend",
        "ManifestDread", "Mentored", "Milled", "MilledOnce", "MilledAll", "Mutates",
        "NewGame", "PayCumulativeUpkeep", "PayEcho", "PayLife", "Phase", "PhaseIn",
        "PhaseOut", "PhaseOutAll", "PlanarDice", "PlaneswalkedFrom", "PlaneswalkedTo",
        "Proliferate", "Regenerated", "Revealed", "RingTemptsYou", "RolledDie",
        "RolledDieOnce", "RoomEntered", "Saddled", "Sacrificed", "SacrificedOnce", "Scry",
        "SearchedLibrary", "SeekAll", "SetInMotion", "Shuffled", "Specializes",
        "SpellAbilityCast", "SpellAbilityCopy", "SpellCast", "SpellCastOrCopy", "SpellCopy",
        "Stationed", "Surveil", "TakesInitiative", "TapAll", "Taps", "TapsForMana",
        "TokenCreated", "TokenCreatedOnce", "Trains", "Transformed", "TurnBegin",
        "TurnFaceUp", "Unattach", "UnlockDoor", "UntapAll", "Untaps", "VisitAttraction",
        "Vote", "Waterbend",
    }
)  # fmt: skip

# forge-game/src/main/java/forge/game/staticability/StaticAbilityMode.java: values of S:Mode$.
STATIC_MODES: frozenset[str] = frozenset(
    {
        "Continuous", "CantAttackUnless", "CantBlockUnless", "OptionalAttackCost",
        "OptionalCost", "AlternativeCost", "CantBeCast", "CantBeActivated", "CantPlayLand",
        "DisableTriggers", "Panharmonicon", "MustTarget", "CantAttack", "CanAttackDefender",
        "CantBlock", "CantBlockBy", "CanAttackIfHaste", "CanBlockIfReach", "MinMaxBlocker",
        "BlockTapped", "AttackVigilance", "MustAttack", "PlayerMustAttack", "MustBlock",
        "AssignCombatDamageAsUnblocked", "CombatDamageToughness", "ColorlessDamageSource",
        "NoCleanupDamage", "BlockRestrict", "CantGainLife", "CantLoseLife", "CantChangeLife",
        "CantPayLife", "RaiseCost", "ReduceCost", "SetCost", "IgnoreHexproof", "IgnoreShroud",
        "AttackRestrict", "AssignNoCombatDamage", "CanAdapt", "CanExhaust", "CantBeCopied",
        "CantBeSuspected", "CantBecomeMonarch", "CantAttach", "CantCrew", "CantDraw",
        "CantDiscard", "CantExile", "CantPhaseIn", "CantPhaseOut", "CantPreventDamage",
        "CantPutCounter", "CantRegenerate", "CantSacrifice", "CantTarget", "CantTransform",
        "CantVenture", "CantChangeDayTime", "ActivateAbilityAsIfHaste", "CastWithFlash",
        "IgnoreLandwalk", "IgnoreLegendRule", "MaxCounter", "InfectDamage", "WitherDamage",
        "FlipCoinMod", "PlotZone", "NumLoyaltyAct", "Devotion", "GainLifeRadiation",
        "SurveilNum", "TapPowerValue", "UnspentMana", "ManaBurn", "ManaConvert",
        "UntapOtherPlayer", "TurnReversed", "PhaseReversed", "AttackRequirement",
        "CountersRemain",
        # "all creatures able to block it do so" (Lure's script)
        "MustBeBlockedByAll",
    }
)  # fmt: skip

# forge-game/src/main/java/forge/game/replacement/ReplacementType.java: values of R:Event$.
REPLACEMENT_EVENTS: frozenset[str] = frozenset(
    {
        "AddCounter", "AssembleContraption", "AssignDealDamage", "Attached", "BeginPhase",
        "BeginTurn", "Cascade", "Counter", "CopySpell", "CreateToken", "DamageDone",
        "DealtDamage", "DeclareBlocker", "Destroy", "Discard", "Draw", "DrawCards", "Explore",
        "GainLife", "GameLoss", "GameWin", "Learn", "LifeReduced", "LoseMana", "Mill", "Moved",
        "PayLife", "PlanarDiceResult", "Planeswalk", "ProduceMana", "Proliferate",
        "RemoveCounter", "RollDice", "RollPlanarDice", "Scry", "SetInMotion", "Surveil", "Tap",
        "Transform", "TurnFaceUp", "Untap",
    }
)  # fmt: skip

# forge-game/src/main/java/forge/game/keyword/Keyword.java: the display names of Forge's
# keywords -- a ``K:`` line is ``K:<name>`` or ``K:<name>:<parameters>`` (``K:Flashback:2 R``),
# or for a typed keyword ``K:<name> <type>`` (``K:Enchant creature``); Keyword.smartValueOf
# compares names ignoring case.
KEYWORDS: frozenset[str] = frozenset(
    {
        "Absorb", "Affinity", "Afflict", "Afterlife", "Aftermath", "Amplify", "Annihilator",
        "Ascend", "Assist", "Aura swap", "Awaken", "Backup", "Banding", "Bands with other",
        "Bargain", "Battle cry", "Bestow", "Blitz", "Bloodthirst", "Bushido", "Buyback",
        "Cascade", "Casualty", "Champion", "Changeling", "Choose a Background", "Cipher",
        "Companion", "Compleated", "Conspire", "Convoke", "Craft", "Crew", "Cumulative upkeep",
        "Cycling", "Dash", "Daybound", "Deathtouch", "Decayed", "Defender", "Delve",
        "Demonstrate", "Dethrone", "Devour", "Devoid", "Disguise", "Disturb",
        "Doctor's companion", "Double agenda", "Double Strike", "Double team", "Dredge", "Echo",
        "Embalm", "Emerge", "Enchant", "Encore", "Enlist", "Entwine", "Epic", "Equip", "Escape",
        "Escalate", "Eternalize", "Evoke", "Evolve", "Exalted", "Exploit", "Extort",
        "Fabricate", "Fading", "Fear", "Firebending", "First Strike", "Flanking", "Flash",
        "Flashback", "Flying", "For Mirrodin", "Foretell", "Fortify", "Freerunning", "Frenzy",
        "Friends forever", "Fuse", "Gift", "Graft", "Gravestorm", "Harmonize", "Haste", "Haunt",
        "Hexproof",
        "Hideaway", "Hidden agenda", "Horsemanship", "Impending", "Improvise", "Increment",
        "Indestructible", "Infect", "Ingest", "Intimidate", "Kicker", "Job select",
        "Jump-start", "Landwalk", "Level up", "Lifelink", "Living metal", "Living Weapon",
        "Madness", "Mayhem", "Melee", "Mentor", "Menace", "Megamorph", "Miracle", "Mobilize",
        "Modular", "More Than Meets the Eye", "Morph", "Multikicker", "Mutate", "Myriad",
        "Nightbound", "Ninjutsu", "Outlast", "Offering", "Offspring", "Overload", "Paradigm",
        "Partner", "Partner with", "Persist", "Phasing", "Plot", "Poisonous", "Protection",
        "Prototype", "Provoke", "Prowess", "Prowl", "Rampage", "Ravenous", "Reach",
        "Read ahead", "Rebound", "Recover", "Reconfigure", "Reflect", "Reinforce", "Renown",
        "Replicate", "Retrace", "Riot", "Ripple", "Saddle", "Scavenge", "Shadow", "Shroud",
        "Skulk", "Sneak", "Soulbond", "Soulshift", "Space sculptor", "Specialize",
        "Spectacle", "Splice", "Split second", "Spree", "Squad", "Start your engines",
        "Starting intensity", "Station", "Storm", "Strive", "Sunburst", "Surge", "Suspend",
        "Tiered", "Toxic", "Training", "Trample", "Transfigure", "Transmute", "Tribute",
        "TypeCycling", "Umbra armor", "Undaunted", "Undying", "Unearth", "Unleash",
        "Vanishing", "Vigilance", "Ward", "Warp", "Web-slinging", "Wither",
        # not a Keyword enum value: CardFactoryUtil reads "etbCounter:<type>:<N>" (enters
        # with N counters, Walking Ballista's K:etbCounter:P1P1:X)
        "etbCounter",
    }
)  # fmt: skip


def is_forge_keyword(line_value: str) -> bool:
    """Whether a ``K:`` value names one of :data:`KEYWORDS` as Keyword.getKeywordDetails reads
    it: the name before a ``:``, else the whole value, else its first word (typed keywords)."""
    known = {k.lower() for k in KEYWORDS}
    name = line_value.split(":", 1)[0] if ":" in line_value else line_value
    return name.lower() in known or line_value.split(" ", 1)[0].lower() in known


# forge-game/src/main/java/forge/game/phase/PhaseType.java: the script names of steps, the
# values of Phase$ (T:Mode$ Phase) and ActivationPhases$.
PHASES: frozenset[str] = frozenset(
    {
        "Untap", "Upkeep", "Draw", "Main1", "BeginCombat", "Declare Attackers",
        "Declare Blockers", "First Strike Damage", "Combat Damage", "EndCombat", "Main2",
        "End of Turn", "Cleanup",
    }
)  # fmt: skip

# forge-core/src/main/java/forge/game/zone/ZoneType.java (the zones scripts name in
# Origin$/Destination$/TriggerZones$/ActiveZones$/AffectedZone$/PresentZone$), plus "Any";
# and "All", forge-game/src/main/java/forge/game/staticability/StaticAbility.java's EffectZone$
# for a characteristic-defining ability that works in every zone (Battle Squadron's script).
ZONES: frozenset[str] = frozenset(
    {"Hand", "Library", "Graveyard", "Battlefield", "Exile", "Stack", "Command", "Any", "All"}
)

# forge-core/src/main/java/forge/util/Expressions.java: the comparators of SVarCompare$,
# PresentCompare$ and the CardProperty comparisons (powerGE3).
COMPARATORS: frozenset[str] = frozenset({"LT", "LE", "EQ", "NE", "GE", "GT"})

# forge-game/src/main/java/forge/game/ability/AbilityFactory.java, additionalAbilityKeys: the
# parameters besides SubAbility$ whose value names an SVar holding an ability. Together with
# T:Execute$ and R:ReplaceWith$ these are the references the linter checks are defined
# (forge-gui/src/main/java/forge/gui/card/CardScriptParser.java does the same).
ABILITY_REFERENCE_KEYS: frozenset[str] = frozenset(
    {
        "SubAbility", "Execute", "ReplaceWith", "WinSubAbility", "OtherwiseSubAbility",
        "BidSubAbility", "ChooseNumberSubAbility", "Lowest", "Highest", "NotLowest",
        "GuessCorrect", "GuessWrong", "MatchedAbility", "UnmatchedAbility", "HeadsSubAbility",
        "TailsSubAbility", "LoseSubAbility", "TrueSubAbility", "FalseSubAbility", "ChosenPile",
        "UnchosenPile", "RepeatSubAbility", "FallbackAbility", "ChooseSubAbility",
        "CantChooseSubAbility", "AnimateSubAbility", "RegenerationAbility", "ReturnAbility",
    }
)  # fmt: skip

# forge-core/src/main/java/forge/card/CardRules.java, CardRules.Reader.parseLine: the line keys
# Forge reads from a card script (the text before the first ':'). Anything else is ignored by
# Forge, so the linter treats it as a mistake.
LINE_KEYS: frozenset[str] = frozenset(
    {
        "Name", "ManaCost", "Types", "PT", "Loyalty", "Defense", "Colors", "K", "A", "T", "S",
        "R", "SVar", "Oracle", "Text", "AI", "AlternateMode", "ALTERNATE", "MeldPair",
        "DeckHints", "DeckNeeds", "DeckHas", "HandLifeModifier", "FlavorName", "Draft",
        "Lights", "Variant",
    }
)  # fmt: skip

# The subset karlov's generator writes, in the order it writes them (the Forge docs'
# conventions in docs/Card-scripting-API/Card-scripting-API.md: header, abilities, SVars,
# Oracle last). ``Name:`` must come first: Forge starts a new face on it.
GENERATED_LINE_KEYS: tuple[str, ...] = (
    "Name", "ManaCost", "Types", "PT", "Loyalty", "K", "A", "T", "S", "R", "SVar", "Oracle",
)  # fmt: skip

# The parameters that carry prose -- the card's text and prompts. Forge displays them and never
# interprets them as references, so they are where card text is escaped (forge_format.py).
DESCRIPTION_KEYS: frozenset[str] = frozenset(
    {
        "TriggerDescription", "SpellDescription", "Description", "StackDescription",
        "TgtPrompt", "PrecostDesc", "ChoiceTitle", "SelectPrompt", "AILogic",
    }
)  # fmt: skip

# The parameter keys karlov's generator may write on an ability line, grouped by where Forge
# reads them. Trigger keys: docs/Card-scripting-API/Triggers.md and the forge-game trigger
# classes; restriction keys: docs/Card-scripting-API/Restrictions.md and
# forge-game/src/main/java/forge/game/spellability/SpellAbilityRestriction.java; static keys:
# docs/Card-scripting-API/Statics.md and StaticAbilityContinuous.java; replacement keys:
# docs/Card-scripting-API/Replacements.md; effect keys: the forge-game ability/effects classes
# the printed Cases' scripts use.
TRIGGER_KEYS: frozenset[str] = frozenset(
    {
        "Mode", "Execute", "TriggerDescription", "TriggerZones", "Secondary", "Static",
        "OptionalDecider", "NoResolvingCheck", "ResolvingCheck", "ValidCard", "ValidPlayer",
        "ValidSource", "ValidTarget", "ValidActivatingPlayer", "ValidAttackers",
        "AttackingPlayer", "AttackedTarget", "ValidBlocker", "Origin", "Destination", "Phase",
        "CombatDamage", "DamageAmount", "CounterType", "ValidToken", "ValidCause",
        "ValidDefender", "Alone", "OncePerEffect", "ActivationLimit",
        # "your second spell each turn": Sunstar Lightsmith's SpellCast trigger
        "ActivatorThisTurnCast",
        # TriggerSpellAbilityCastOrCopy.java: a spell that targets it (Akroan Crusader's heroic)
        "TargetsValid",
    }
)  # fmt: skip
RESTRICTION_KEYS: frozenset[str] = frozenset(
    {
        "IsPresent", "IsPresent2", "IsPresent3", "PresentCompare", "PresentCompare2",
        "PresentZone", "PresentZone2", "PresentPlayer", "CheckSVar", "SVarCompare",
        "CheckSecondSVar", "SecondSVarCompare", "Hellbent", "Threshold", "Metalcraft",
        "Activation", "ActivationLimit", "GameActivationLimit", "ActivationPhases",
        "ActivationZone", "PlayerTurn", "OpponentTurn", "SorcerySpeed", "InstantSpeed",
        "ConditionCheckSVar", "ConditionSVarCompare", "ConditionPresent", "ConditionCompare",
        "ConditionDefined", "ConditionPlayerTurn",
        # Trigger.java: "if there are four or more card types among cards in your graveyard"
        # (Angel of Deliverance's Delirium$ True)
        "Delirium",
        # forge-game/src/main/java/forge/game/spellability/SpellAbility.java, isPwAbility():
        # a loyalty ability (its once-each-turn, sorcery-speed window)
        "Planeswalker",
    }
)  # fmt: skip
STATIC_KEYS: frozenset[str] = frozenset(
    {
        "Mode", "Affected", "AffectedDefined", "AffectedZone", "EffectZone", "Description",
        "CharacteristicDefining", "AddPower", "AddToughness", "SetPower", "SetToughness",
        "AddKeyword", "RemoveKeyword", "AddType", "RemoveType", "AddAbility", "AddTrigger",
        "AddStaticAbility", "AddReplacementEffects", "AddHiddenKeyword", "RemoveAllAbilities",
        "SetColor", "AddColor", "MayPlay", "MayLookAt", "AdjustLandPlays", "ValidCard", "Type",
        "Activator", "Amount", "Layer", "MayPlayIgnoreType", "MayPlayWithoutManaCost",
        "ValidAttacker", "ValidBlocker", "Target", "ValidTarget",
        # StaticAbilityContinuous.java: "no maximum hand size" (Reliquary Tower)
        "SetMaxHandSize", "RaiseMaxHandSize",
        # StaticAbility.java: "Condition$ Hellbent" (Gathan Raiders' script)
        "Condition",
        # StaticAbilityMustAttack.java (Reckless Brute's ValidCreature$) and
        # StaticAbilityMinMaxBlocker.java (Stalking Tiger's Max$)
        "ValidCreature", "Max",
    }
)  # fmt: skip
REPLACEMENT_KEYS: frozenset[str] = frozenset(
    {
        "Event", "ReplaceWith", "Description", "ActiveZones", "ValidCard", "ValidPlayer",
        "ValidSource", "ValidTarget", "ValidToken", "Origin", "Destination", "Prevent",
        "Layer", "ReplacementResult", "DamageAmount", "IsCombat", "Discard", "EffectOnly",
        "Optional", "OptionalDecider",
        # ReplaceUntap.java: the untap step of its controller's turn (Eternity Snare's script)
        "ValidStepTurnToController",
    }
)  # fmt: skip
EFFECT_KEYS: frozenset[str] = frozenset(
    {
        "Cost", "SubAbility", "SpellDescription", "StackDescription", "Defined", "ValidTgts",
        "TgtPrompt", "TargetMin", "TargetMax", "TargetType", "TargetUnique",
        "DividedAsYouChoose", "NumDmg", "NumCards", "LifeAmount", "CounterType", "CounterNum",
        "Attributes", "Mode", "Origin", "Destination", "ChangeType", "ChangeNum", "Mandatory",
        "NoReveal", "Hidden", "DigNum", "DestinationZone", "RememberChanged",
        "RememberTokens", "ClearRemembered", "ClearChosenCard", "TokenScript", "TokenAmount",
        "TokenOwner", "Amount", "Choices", "ChoiceZone", "ChoiceTitle", "KW", "NumAtt",
        "NumDef", "Duration", "Power", "Toughness", "Types", "Keywords", "staticAbilities",
        "Produced", "StaticAbilities", "ExileOnMoved", "DefinedDamagers", "PrecostDesc", "Type",
        "ValidCard", "Optional", "AILogic", "Conjure", "Zone", "Name", "SelectPrompt",
        "Reveal", "Shuffle", "LibraryPosition", "SacValid", "SacMessage", "UnlessCost",
        "UnlessPayer", "Tapped", "TgtZone", "RemoveCreatureTypes", "RemoveLandTypes", "NoRegen",
        # InvestigateEffect.java ("Num"); AnimateEffect.java ("Colors", "OverwriteColors")
        "Num", "Colors", "OverwriteColors",
        # ChangeZoneEffect.java: a permanent put onto the battlefield under your control
        "GainControl",
        # TapEffect.java: tapped as it enters (Dismal Backwater's ETBTapped SVar)
        "ETB",
        # DamageAllEffect.java: the objects and the players dealt damage (Earthquake's script)
        "ValidCards", "ValidPlayers",
        # EffectEffect.java: the objects an Effect's static abilities name (Access Tunnel's)
        "RememberObjects",
        # CharmEffect.java: how many modes are chosen (Silumgar's Command's CharmNum$ 2)
        "CharmNum", "MinCharmNum",
        # CharmEffect.java: a mode may be chosen more than once (Fiery Confluence's script)
        "CanRepeatModes",
        # PutCounterEffect.java: bolster, on a creature of least toughness (Abzan Skycaptain's)
        "Bolster",
        # PutCounterEffect.java: monstrosity, and the permanent becomes monstrous (Ill-Tempered
        # Cyclops' script)
        "Monstrosity",
    }
)  # fmt: skip

#: Every parameter key the generator may write on an ``A:``/``T:``/``S:``/``R:``/``SVar:``
#: ability line; the linter rejects any other (a misspelt key is silently ignored by Forge).
ABILITY_PARAM_KEYS: frozenset[str] = (
    ABILITY_DECLARERS
    | TRIGGER_KEYS
    | RESTRICTION_KEYS
    | STATIC_KEYS
    | REPLACEMENT_KEYS
    | EFFECT_KEYS
    | DESCRIPTION_KEYS
    | ABILITY_REFERENCE_KEYS
)

# forge-game/src/main/java/forge/game/card/CardProperty.java: the solved designation (CR 719.2)
# is read as the card property IsSolved. A Case's own check is ``Card.Self+IsSolved`` (solved)
# or ``Card.Self+!IsSolved`` (unsolved). Eight of the 13 printed paper Cases in Forge write
# ``IsUnsolved`` instead; the CardProperty.java read has no ``IsUnsolved`` arm (only
# ``IsSolved``, negated with ``!``) and the property list of CardScriptParser.java names only
# ``IsSolved``, so karlov emits the ``!IsSolved`` form, which both recognise.
SOLVED_PRESENT: str = "Card.Self+IsSolved"
UNSOLVED_PRESENT: str = "Card.Self+!IsSolved"
