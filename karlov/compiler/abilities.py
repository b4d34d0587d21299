"""The helpers the IR lowering (:mod:`.lower`) shares: token and "becomes" descriptions
(CR 111.4, 205.1b), quoted abilities (CR 113.2c), static abilities
(:meth:`AbilityCompiler.static_ir`), the token replacement
(:meth:`AbilityCompiler.replacement_ir`), spell abilities (:meth:`AbilityCompiler.spell_ir`)
and the effects of triggered and activated abilities (:meth:`AbilityCompiler.lower_effect`),
all as IR. Every ability of a card is stated in the IR: the runtime plays it from there.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from typing import TYPE_CHECKING, Any, NoReturn

from .. import ir
from ..frontend import nodes
from ..frontend.checks import MODAL_HEADS
from ..frontend.diagnostics import Span
from ..frontend.nodes import rule_names
from ..frontend.words import ALL_COLOR_LETTERS, COLOR_LETTERS, card_type, number, singular
from . import lower
from .accounting import consume, consume_all, descendants, is_, is_named, lexeme_texts, take
from .conditions import condition_ir
from .context import AbilityContext, CastFromGraveyard, Unsupported
from .costs import Activation, cost_ir, self_cost_zone
from .effects import EffectCompiler, counter_kind
from .effects import _object_named_by_trigger as _about_the_event_object
from .lower import intrinsic_mana
from .objects import (
    Count,
    ZoneRef,
    count,
    count_word,
    described,
    entering_choices,
    fixed_value,
    object_filter,
    objects,
    zone,
)

# .statics and .replacements are imported where a static ability or a replacement is met: a
# card that has none does not load them (a tenth of the compiler's bytecode; issue 24).

if TYPE_CHECKING:
    from collections.abc import Mapping

    from ..runtime.objects import CardDefinition

#: No restriction (CR 602.5): any time its controller has priority, from the battlefield.
UNRESTRICTED = Activation()


#: Reminder sentences that explain mana symbols (CR 107.4): a line of them alone explains the
#: card's costs, and has no rules meaning (CR 207.2).
_SYMBOL_REMINDERS = (
    rule_names.ColorlessManaReminder,
    rule_names.SnowManaReminder,
    rule_names.PhyrexianManaReminder,
    rule_names.HybridManaReminder,
    rule_names.MonocoloredHybridReminder,
    rule_names.ManaValueReminder,
)


class AbilityCompiler:
    """Compiles the abilities of one card. ``library`` resolves other cards' names."""

    def __init__(self, card: nodes.Card, filename: str, library: Any = None):
        self.card = card
        self.filename = filename
        self.library = library
        # While the abilities of an emblem are lowered (CR 114): their quoted abilities say
        # "this emblem" of the emblem (``AbilityContext.emblem``).
        self.in_emblem = False
        self._lines = {a.span.line: a.source for a in card.abilities if a.span and a.source}
        self.spell_context = self.context()
        # "Destroy all creatures with mana value X or less": an instant's or sorcery's X is
        # announced as it is cast (CR 601.2b)
        self.spell_context.of_spell = bool({"instant", "sorcery"} & set(card.type_line.card_types))
        self.spell_context.x_announced = self.spell_context.of_spell and any(
            "X" in symbol.upper() for symbol in card.mana_cost or ()
        )
        # What the effects' IR names without stating it, handed to the runtime beside the IR:
        # the cards they conjure.
        # The runtime's Definitions around them is made when a game needs the card
        # (CompiledCard.definition): a check loads none of the runtime's game classes.
        self.named_cards: dict[str, CardDefinition] = {}
        # The results table of the die roll of the line being lowered (CR 706.2): its lines,
        # read by "roll a dN" (:meth:`.effects.EffectCompiler.one_shot_roll_die`)
        self.die_results: list[nodes.Ability] | None = None

    # ---- helpers the effect compiler calls ----------------------------------------------

    def context(self) -> AbilityContext:
        return AbilityContext(self.card, self.filename, self._lines)

    def text(self, ability: nodes.Ability) -> str:
        """The ability's text as written, for logs and prompts."""
        if ability.source:
            return ability.source
        return described(ability.body, self.card.name) if ability.body is not None else ""

    def written(self, node: nodes.Node) -> str:
        """The words of ``node`` as the card writes them (for logs), from its source line."""
        span = node.span
        line = self._lines.get(span.line) if span is not None else None
        if span is None or line is None or span.end_line != span.line:
            return described(node, self.card.name)
        return line[span.column - 1 : span.end_column - 1]

    def named_card(self, name: str, node: nodes.Node) -> CardDefinition:
        if self.library is None:
            raise Unsupported(node, f"the card '{name}' (no card library to look it up in)")
        from .library import CardCycle

        try:
            return self.library.definition(name)
        except CardCycle as error:
            raise Unsupported(
                node, f"the card '{name}', which names itself (a cycle of named cards)"
            ) from error
        except KeyError as error:
            raise Unsupported(
                node, f"the card '{name}', which is not in the card library"
            ) from error

    def _described(self, items: tuple[Any, ...], what: str, x_pt: bool = False) -> dict[str, Any]:
        """The descriptors of a token or of what an object becomes ("a 2/1 black Skeleton
        creature", "with flying", "with base power and toughness 1/1"): types, subtypes (as
        written, singular), color letters, power and toughness, granted abilities. With
        ``x_pt`` (a token whose X the caller reads), "X/X" is kept as ``pt_x``."""
        spec: dict[str, Any] = {
            "types": [],
            "subtypes": [],
            "colors": [],
            "power": None,
            "toughness": None,
            "abilities": [],
        }
        for item in items:
            if is_(item, nodes.BasePt):
                item = take(item)[0]
            if isinstance(item, nodes.Lexeme) and item.kind == "PT":
                power, toughness = item.text.split("/")
                if (power, toughness) == ("X", "X") and x_pt:
                    spec["pt_x"] = item  # "an X/X token": the caller reads X (CR 107.3)
                    continue
                if not (power.isdigit() and toughness.isdigit()):
                    # "an X/X token": X is the spell's or a defined number (CR 107.3)
                    raise Unsupported(item, f"{what} with power and toughness {item.text}")
                spec["power"], spec["toughness"] = int(power), int(toughness)
            elif is_(item, nodes.Types):
                for lexeme in take(item):
                    assert isinstance(lexeme, nodes.Lexeme)
                    spec["types"].append(card_type(lexeme.text.split()[-1])[1])
            elif is_(item, nodes.Subtype):
                spec["subtypes"].append(singular(take(item)[0].text))  # type: ignore[union-attr]
            elif is_(item, nodes.Color):
                word = take(item)[0].text  # type: ignore[union-attr]
                if word.lower() == "colorless" and what == "a token description":
                    # A token has the colors its description states and no other (CR 111.4):
                    # "colorless" states none (CR 105.2c).
                    continue
                if word not in COLOR_LETTERS:
                    raise Unsupported(item, f"the color word '{word}' here")
                spec["colors"].append(COLOR_LETTERS[word])
            elif is_(item, nodes.ColorList):
                spec["colors"] += _all_of_colors(item)
            elif is_(item, nodes.WithAbilities):
                token = what == "a token description"
                granted = self.ability_list(take(item)[0], defining=token)
                if any(isinstance(a, ir.KeywordOfChoice) for a in granted):
                    raise Unsupported(item, f"a keyword of a choice in {what}")
                spec["abilities"] += granted
            elif is_(item, nodes.TokenNamed) and what == "a token description":
                # "... token named Kobolds of Kher Keep": its name (CR 111.4)
                spec["name"] = take(item)[0].text  # type: ignore[union-attr]
            elif isinstance(item, nodes.Lexeme) and item.kind == "NOUN":
                continue
            elif item is not None:
                raise Unsupported(item, f"this word in {what}")
        return spec

    def object_spec(self, node: nodes.Node) -> dict[str, Any]:
        """``ObjectsSpec``: "a 0/0 Bird creature with flying" as ``Game.become`` arguments."""
        if not is_(take(node)[0], (nodes.ArticleA, nodes.ArticleAn)):
            raise Unsupported(take(node)[0], "becoming more than one object")
        spec = self._described(take(node)[1:], "'is a ...'")
        spec["subtypes"] = [subtype.lower() for subtype in spec["subtypes"]]
        spec["colors"] = spec["colors"] or None
        return spec

    def ability_list(
        self, node: nodes.Node, ctx: AbilityContext | None = None, defining: bool = False
    ) -> list[Any]:
        """``Abilities``: keywords and quoted abilities granted to an object (CR 113.2c);
        ``ctx``: the ability they are said in, when an effect grants them. ``defining``: the
        abilities of a token the effect creating it defines, where changeling and devoid are
        characteristic-defining (CR 604.3a(2)): "a 1/1 Shapeshifter creature token with
        changeling" has every creature type."""
        found: list[Any] = []
        for item in take(node):
            if is_(item, nodes.KeywordName):
                found.append(take(item)[0].text)  # type: ignore[union-attr]
            elif is_(item, nodes.AbilityCont) and len(item.items) == 2:
                # ", and ward {1}", " and infect" (PARAM_KEYWORD_CONT): the keyword after it
                # is read as one of the list
                found += self.ability_list(nodes.Abilities((item.items[1],), span=item.span))
            elif is_(item, nodes.AbilityCont):
                inner = take(item)[0]
                if isinstance(inner, nodes.Lexeme):
                    # ", flying" / " and flying" / ", and first strike"
                    found.append(inner.text.strip(", ").removeprefix("and ").strip())
                else:
                    found.append(self.quoted(inner))
            elif is_(item, nodes.QuotedAbility):
                found.append(self.quoted(take(item)[0]))
            elif is_(item, (nodes.CommaAndQuotedCont, nodes.CommaQuotedCont)):
                # "trample, haste, and "At the beginning of ..."": the last of a list
                found.append(self.quoted(take(item)[0]))
            elif is_(item, (nodes.SingleQuotedAbility, nodes.SingleQuotedCont)):
                # "... token with 'When this creature dies, ...'", "with flying and '{R}:
                # ...'": a quoted ability inside a quoted one, granted by it as any other
                # (CR 113.1a, 111.4); an ability of the objects the outer one names ("Mountains
                # you control have '{T}: ...'" of an emblem: of each Mountain, CR 114.4)
                outer, self.in_emblem = self.in_emblem, False
                try:
                    found.append(self.quoted(take(item)[0]))
                finally:
                    self.in_emblem = outer
            elif is_(item, nodes.ProtectionChoice):
                found.append(ir.ProtectionFromChosenColor(span=item.span))
            elif is_(item, nodes.ProtectionFromOrColorOfChoice):
                # "protection from artifacts or from the color of your choice" (CR 702.16a,
                # 608.2d): the quality is one more option of the choice made as it resolves
                (quality,) = take(item)
                single = nodes.Filter((quality, None), span=quality.span)  # type: ignore[union-attr]
                alternative = lower.protection(self, single, False)
                found.append(ir.ProtectionFromChosenColor(or_from=alternative, span=item.span))
            elif is_(item, nodes.ProtectionFromChosenColor):
                found.append(self._protection_from_the_chosen_color(item, ctx))
            elif is_(item, nodes.YourChoiceOf):
                # "your choice of flying, first strike, or haste": chosen as it resolves
                # (CR 608.2d); ", first strike" / ", or haste" / " or lifelink" name the others
                names = [w.text.strip(", ").removeprefix("or ").strip() for w in take(item)]
                found.append(ir.KeywordOfChoice(tuple(n.lower() for n in names), span=item.span))
            elif is_(item, nodes.ProtectionFromItem):
                # "have protection from black" (CR 702.16a), as the printed keyword is
                quality = nodes.Filter((*take(item), None), span=item.span)
                found.append(lower.protection(self, quality, False))
            elif is_(item, nodes.ProtectionFromEachItem):
                # "protection from black and from red": one protection per quality (CR 702.16g)
                for quality in take(item):
                    if isinstance(quality, nodes.Node):
                        single = nodes.Filter((quality, None), span=quality.span)
                        found.append(lower.protection(self, single, False))
            elif is_(item, nodes.ProtectionFromAndAllColors):
                # "protection from artifacts and from all colors" (CR 702.16g, 702.16h)
                quality = take(item)[0]
                assert isinstance(quality, nodes.Node)
                single = nodes.Filter((quality, None), span=quality.span)
                found.append(lower.protection(self, single, False))
                found += protection_from_each_color(item.span)
            elif is_(item, nodes.ProtectionFromAllColors):
                take(item)
                found += protection_from_each_color(item.span)
            elif is_(item, nodes.ProtectionFromEverythingItem):
                raise Unsupported(item, "protection from everything (CR 702.16j)")
            elif is_(item, nodes.Landwalk) and lower.landwalk(item) is not None:
                found.append(lower.landwalk(item))  # "gains swampwalk" (CR 702.14)
            elif is_(item, nodes.OtherKeywordName) and (known := _rules_keyword(item, defining)):
                found.append(known)  # "with prowess" (CR 702.108a)
            elif isinstance(item, (nodes.Ward, nodes.NumberKeyword, nodes.CostKeyword, nodes.Crew)):
                found.append(self._granted_keyword(item))
            elif is_(item, nodes.UnnumberedKeyword):
                found.append(_unnumbered_keyword(item))
            elif is_(item, nodes.LandwalkOfChosenType):
                # "gains landwalk of the chosen type" (CR 702.14a, 608.2d): the runtime grants
                # landwalk of a land type the card names only
                raise Unsupported.quoting(item, "'{}': landwalk of a chosen land type")
            elif is_(item, nodes.EnchantCardType):
                # "becomes an Aura with enchant creature" (CR 702.5a, 303.4): an object an
                # effect makes an Aura, and what it can enchant, is not modelled
                raise Unsupported(item, "enchant granted to an object by an effect")
            else:
                raise Unsupported(item, "this granted ability")
        return found

    def _granted_keyword(self, item: nodes.Node) -> ir.KeywordAbility:
        """A keyword with its parameter, granted as it is printed (CR 113.1a, 702.1): "Other
        creatures you control have ward {3}" (CR 702.21a), "Green creatures have
        "Cumulative upkeep {1}."" (CR 702.24a), "gains bushido 1" (CR 702.45a). The keyword
        is read as on a keyword line; what it does is the rules'. Only the keywords the
        runtime can grant (:data:`karlov.ir.GRANTABLE_KEYWORDS`: triggered abilities of the object
        that has them) are read; any other is reported."""
        found = lower._keyword(self, item, False)
        if found.name not in ir.GRANTABLE_KEYWORDS:
            raise Unsupported(item, f"granting the keyword ability '{found.name}'")
        return found

    def _protection_from_the_chosen_color(
        self, item: nodes.Node, ctx: AbilityContext | None
    ) -> ir.KeywordAbility:
        """ "Choose a color. Creatures you control gain protection from the chosen color until
        end of turn.": protection (CR 702.16a) from the color the earlier instruction of the
        same effect chose as it resolved (CR 608.2d); "Order of the Stars has protection from
        the chosen color.": from the color chosen as the permanent entered, by the card's one
        ability that makes that choice (CR 614.12, 607.2a). Any other choice is reported."""
        if ctx is not None and "color" in ctx.resolution_choices:
            chosen = "color_on_resolution"
        elif entering_choices(self.card).count("color") == 1:
            chosen = "color"
        else:
            raise Unsupported(item, "protection from a color chosen no one way before it")
        consume_all(item)
        filt = ir.ObjectFilter("the chosen color", (), chosen=chosen, span=item.span)
        text = "protection from the chosen color"
        return ir.KeywordAbility("protection", filter=filt, text=text, span=item.span)

    def quoted(self, node: Any) -> Any:
        """A quoted ability (CR 113.2c) as IR: "{2}, Sacrifice this token: Draw a card." (an
        activated ability, CR 602), or the permission "You may cast this card from your
        graveyard" (CR 601.3)."""
        ctx = self.context()
        ctx.quoted = True
        ctx.emblem = self.in_emblem
        if isinstance(node, nodes.QuotedActivated):
            mana = self.mana_ability_ir(node, self.written(node))
            if mana is not None:  # "{T}: Add two mana of any one color." (CR 605.1a)
                return mana
        if is_(node, nodes.QuotedActivated):
            costs, sentences = take(node)
            effects = EffectCompiler(ctx, self)
            first = len(ctx.targets)
            restriction = sentences.items[-1]  # type: ignore[union-attr]
            effect = self._quoted_effect(sentences, effects, activated=True)  # type: ignore[arg-type]
            timing, per_turn, condition = _quoted_restriction(restriction)
            return ir.ActivatedAbility(
                cost_ir(costs, ctx),
                effect,
                tuple(ctx.targets[first:]),
                timing=timing,
                max_per_turn=per_turn,
                text=self.written(node),
                condition=condition,
                span=node.span,
            )
        if is_(node, nodes.QuotedTriggered):
            # "When this creature dies, draw a card." (CR 603): "this creature" is the object
            # that has the ability.
            condition_node, sentences = take(node)
            trigger = lower.trigger_ir(condition_node, ctx)
            effects = EffectCompiler(ctx, self)
            first = len(ctx.targets)
            effect = self._quoted_effect(sentences, effects)
            if ctx.intervening_if is not None:
                raise Unsupported(node, "an intervening 'if' in a quoted triggered ability")
            return ir.TriggeredAbility(
                trigger,
                effect,
                tuple(ctx.targets[first:]),
                text=self.written(node),
                span=node.span,
            )
        if is_(node, nodes.QuotedTriggeredIf):
            # "At the beginning of your upkeep, if you control no other creatures, sacrifice
            # this creature.": an intervening "if" (CR 603.4), checked as the ability would
            # trigger and again as it resolves; "you" is the controller of the object that
            # has the ability (CR 113.2c)
            condition_node, test_node, sentences = take(node)
            trigger = lower.trigger_ir(condition_node, ctx)  # type: ignore[arg-type]
            test = condition_ir(test_node, ctx)  # type: ignore[arg-type]
            if _about_the_event_object(test):
                raise Unsupported(test_node, "an intervening 'if' about the event's object")
            effects = EffectCompiler(ctx, self)
            first, outer = len(ctx.targets), ctx.intervening_if
            effect = self._quoted_effect(sentences, effects)  # type: ignore[arg-type]
            if ctx.intervening_if is not outer:
                raise Unsupported(node, "two intervening 'if's in a quoted triggered ability")
            return ir.TriggeredAbility(
                trigger,
                effect,
                tuple(ctx.targets[first:]),
                test,
                text=self.written(node),
                span=node.span,
            )
        if is_(node, nodes.QuotedCostKeyword):
            # "Cumulative upkeep {1}." in quotes (CR 113.1a, 702.24a): the keyword, read as
            # on a keyword line; its period is the quoted sentence's
            keyword, symbols = take(node)
            return self._granted_keyword(nodes.CostKeyword((keyword, symbols), span=node.span))
        if is_(node, nodes.QuotedCostKeywordActions):  # "Cumulative upkeep—Pay 1 life."
            keyword, dash, predicates = take(node)
            actions = nodes.CostKeywordActions((keyword, dash, predicates), span=node.span)
            return self._granted_keyword(actions)
        if is_(node, nodes.QuotedStatement):
            sentences = take(node)[0]
            clauses = take(sentences)[-1]
            if len(take(sentences)) == 1 and is_(clauses, nodes.Clauses):
                clause = take(clauses)[0]
                predicates = take(clause)[2] if is_(clause, nodes.Clause) else None
                permission = take(predicates)[0] if predicates is not None else None
                if is_(permission, nodes.CastPermission) and _from_own_graveyard(permission):
                    consume_all(node)
                    return CastFromGraveyard()
            return self.quoted_static(node, sentences)  # type: ignore[arg-type]
        if is_(node, nodes.QuotedPowerToughnessEqual):
            return self.quoted_static(node, None)
        if is_(node, nodes.QuotedBandsWithOther):
            # "bands with other legendary creatures" (CR 702.22b, 702.22c): a special form of
            # banding, whose bands are of creatures of that quality; the runtime's attacking
            # bands are of banding alone
            raise Unsupported(node, 'the keyword ability "bands with other" (CR 702.22b)')
        quoted_prevention = (
            nodes.QuotedPrevention,
            nodes.QuotedPreventionOfAmount,
            nodes.QuotedPreventionAllBut,
        )
        from .replacements import DAMAGE_EVENTS

        if is_(node, quoted_prevention) and not is_named(node.items[0], DAMAGE_EVENTS):
            # CR 615.1a: "prevent that damage" prevents the damage of the event before it
            raise Unsupported(
                node, "'prevent that damage' after an event that deals no damage", meaningless=True
            )
        raise Unsupported(node, "this quoted ability")

    def quoted_static(self, node: nodes.Node, sentences: nodes.Node | None) -> ir.StaticAbility:
        """A quoted static ability (CR 113.2c, 604): "This creature gets +1/+1 for each
        artifact you control.", "Creatures you control attack each combat if able.", a token's
        "This creature's power and toughness are each equal to the number of Spirits you
        control." (a characteristic-defining ability, CR 604.3). It is lowered by the same
        static-ability compiler as a printed one: "this creature" / "this permanent" is the
        object that has the ability (CR 113.2c, 201.5), its source. Only the parts an ability
        of a permanent has are read (continuous effects, rule modifications, restrictions,
        prevention and cost changes, under "as long as"); the ways a card is cast or enters
        are reported. Where it may be granted is the caller's to say (a token's or a copy's
        abilities are its copiable values, CR 111.4, 707.9b; an ability granted by an effect
        in layer 6 generates no continuous effects in the runtime, so granting one is
        refused)."""
        from .statics import StaticCompiler

        compiler = StaticCompiler(self.context(), self)
        if sentences is None:  # "This creature's power and toughness are each equal to ..."
            parts: dict[str, list[Any]] = {"effects": [compiler._defined_pt(node)]}
        else:
            try:
                parts = compiler.static_body(sentences)
            except Unsupported as error:
                if not error.meaningless:
                    raise
                # "You may have this creature assign its combat damage as though it weren't
                # blocked." has a meaning; the static compiler only does not read it yet
                raise Unsupported(error.node, "this quoted ability") from error
        for kind in (
            "otherwise",
            "enters",
            "additional_cost",
            "self_cost",
            "alternative_cost",
            "alternative_condition",
            "cast_only",
            "self_flash",
        ):
            if parts.get(kind):
                raise Unsupported(node, "a quoted ability about how its object is cast or enters")
        if parts.get("preventions") and parts.get("condition"):
            raise Unsupported(node, "a prevention effect under 'as long as'")
        if not any(
            parts.get(kind) for kind in ("effects", "costs", "rules", "restrictions", "preventions")
        ):
            raise Unsupported(node, "this quoted ability")
        condition = parts["condition"][0] if parts.get("condition") else None
        return ir.StaticAbility(
            effects=tuple(parts["effects"]),
            cost_reductions=tuple(parts.get("costs", ())),
            rules=tuple(parts.get("rules", ())),
            condition=condition,
            restrictions=tuple(parts.get("restrictions", ())),
            preventions=tuple(parts.get("preventions", ())),
            text=self.written(node),
            span=node.span,
        )

    def _quoted_effect(
        self, sentences: nodes.Node, effects: EffectCompiler, activated: bool = False
    ) -> ir.Effect:
        """The effect of a quoted triggered or activated ability: its sentences in order, as
        those of an ability of a card are (CR 608.2c). Its last sentence has no period of its
        own (it stands after the quote): "... you may pay {W}{W}. If you do, you gain 1 life"
        (CR 608.2c: done only if the optional instruction was), "... you may sacrifice ~. When
        you do, ..." (a reflexive triggered ability, CR 603.12), "... If a colorless creature
        is dealt damage this way, tap it"; "Activate only ..." is the ability's restriction
        (:func:`_quoted_restriction`), read by the caller."""
        items = take(sentences)
        if any(not is_(item, _PLAIN_QUOTED) for item in items):
            return self._quoted_statement(sentences, items, effects, activated)
        steps: list[ir.Effect] = []
        for item in items:
            if is_(item, nodes.Sentence):
                steps += effects.sentence(item)
            elif is_(item, (nodes.Clauses, nodes.WhereClauses)):
                # the last sentence, with or without the "where X is ..." that defines its X
                # (CR 107.3c; :meth:`EffectCompiler.clauses` reads the definition)
                steps += effects.clauses(item)
        return ir.Sequence(tuple(steps), span=sentences.span)

    def _quoted_statement(
        self,
        sentences: nodes.Node,
        items: tuple[Any, ...],
        effects: EffectCompiler,
        activated: bool,
    ) -> ir.Effect:
        """The sentences of a quoted ability with an "If you do", "When you do", a
        conditional sentence or an "Activate only ..." among them, lowered as the sentences
        of an ability of a card (:meth:`EffectCompiler.body`); the last one, without its
        period, as the form with one."""
        body: list[nodes.Node] = []
        last: nodes.Node | None = None
        for index, item in enumerate(items):
            if is_(item, _QUOTED_RESTRICTIONS):
                if not activated:
                    raise Unsupported(item, "'Activate only' in an ability that isn't activated")
                continue  # the caller reads it (:func:`_quoted_restriction`)
            form = _QUOTED_LAST_FORMS.get(type(item).__name__)
            if form is not None:
                body.append(getattr(nodes, form)(take(item), span=item.span))
            elif index == len(items) - 1 and is_(item, (nodes.Clauses, nodes.WhereClauses)):
                last = item
            else:
                body.append(item)
        effect = effects.body(nodes.StatementBody(tuple(body), span=sentences.span))
        if last is None:
            return effect
        return ir.Sequence((effect, *effects.clauses(last)), span=sentences.span)

    # ---- abilities -------------------------------------------------------------------------

    def reminder_only(self, ability: nodes.Ability) -> list[Any]:
        """A line that is only reminder text. A basic land type's "({T}: Add {W}.)" explains
        the land's intrinsic mana ability (CR 305.6), which :func:`.lower.intrinsic_mana` gives
        from its subtype: the reminder itself has no rules meaning (CR 207.2)."""
        reminder = ability.reminder
        assert reminder is not None
        if isinstance(reminder, nodes.UncheckedReminder):
            # Reminder text karlov reads without checking (W124): it has no rules meaning
            # (CR 207.2a), and whatever it explains is the rules text's to say.
            return []
        found = list(reminder.find(nodes.ReminderActivated))
        if len(found) == 1 and intrinsic_mana(self.card):
            return []
        if all(is_named(sentence, _SYMBOL_REMINDERS) for sentence in take(reminder)):
            # "({R/P} can be paid with either {R} or 2 life.)": it explains mana symbols
            # (CR 107.4), whose rules the runtime's mana payment has.
            consume_all(reminder)
            return []
        raise Unsupported(reminder, "a line of reminder text with no ability it explains")

    def _mana_produced(self, sentence: nodes.Node) -> list[str] | None:
        adds = [
            *descendants(sentence, nodes.AddMana),
            *descendants(sentence, nodes.AddAnyColor),
            *descendants(sentence, nodes.AddEither),
            *descendants(sentence, nodes.AddOneColor),
            *descendants(sentence, nodes.AddOneOf),
            *descendants(sentence, nodes.AddCombinationOf),
        ]
        if len(adds) != 1:
            return None
        add = adds[0]
        if len(lexeme_texts(sentence)) != len(lexeme_texts(add)):
            return None  # more text than "Add ..." (CR 605.1a: a mana ability only adds mana)
        symbols = [t for t in lexeme_texts(add) if t.startswith("{")]
        if any(t.strip("{}").upper() not in ("W", "U", "B", "R", "G", "C") for t in symbols):
            return None  # "Add {S}": no type of mana (CR 106.1b); the effect reports it
        if (
            is_(add, (nodes.AddOneColor, nodes.AddCombinationOf))
            and count_word(
                add.items[0]  # type: ignore[arg-type]
            ).is_x
        ):
            return None  # "Add X mana of any one color": an amount, read by the effect
        if is_(add, nodes.AddCombinationOf):
            pair = (lexeme_texts(add.items[1]), lexeme_texts(add.items[2]))  # type: ignore[arg-type]
            if any(len(symbols) != 1 for symbols in pair) or pair[0] == pair[1]:
                return None  # "any combination of {R}{R} and/or ...": the effect reports it
        consume_all(sentence)
        if is_(add, nodes.AddAnyColor):
            return ["W", "U", "B", "R", "G"]
        if is_(add, nodes.AddOneColor):  # "Add three mana of any one color" (CR 106.1a)
            n = fixed_value(take(add)[0])  # type: ignore[arg-type]
            return [letter * n for letter in "WUBRG"]
        if is_(add, (nodes.AddEither, nodes.AddOneOf)):
            # "Add {B} or {R}", "Add {W}, {U}, or {B}": one of those listed (CR 106.1a); the
            # list's "add" is a token of its own
            parts = [part for part in take(add) if isinstance(part, nodes.Node)]
            return ["".join(t.strip("{}") for t in lexeme_texts(part)) for part in parts]
        if is_(add, nodes.AddCombinationOf):
            # "Add three mana in any combination of {R} and/or {G}" (CR 106.1a): each mix
            word, first, second = take(add)
            n = fixed_value(word)  # type: ignore[arg-type]
            pair = [lexeme_texts(first)[0].strip("{}"), lexeme_texts(second)[0].strip("{}")]  # type: ignore[arg-type]
            return ["".join(c) for c in itertools.combinations_with_replacement(pair, n)]
        return ["".join(text.strip("{}") for text in lexeme_texts(add))]

    def mana_ability_ir(self, body: nodes.Node, text: str) -> ir.ManaAbility | None:
        """ "{T}: Add {G}.", "Sacrifice this creature: Add {R}{R}.", "{2}: Add one mana of any
        color." -- an activated mana ability (CR 605.1a: no target, it adds mana, no loyalty
        cost): the mana it can add (one option each) and its cost when that is not just {T};
        ``None`` for an ability that isn't one."""
        costs, statement = body.items
        assert isinstance(costs, nodes.Node) and isinstance(statement, nodes.Node)
        if descendants(costs, nodes.LoyaltyCost):
            return None  # CR 605.1a: a loyalty ability is no mana ability
        instead: nodes.Node | None = None
        if isinstance(statement, nodes.QuotedSentences):
            sentences = [statement]
        else:
            sentences = [i for i in statement.items if i is not None]
            if len(sentences) == 2 and isinstance(
                sentences[1], (nodes.InsteadIf, nodes.InsteadIfFirst)
            ):
                instead = sentences.pop()  # "If [condition], add {G}{G} instead."
            if len(sentences) != 1 or not isinstance(sentences[0], nodes.Sentence):
                return None
        of_chosen = instead is None and self._chosen_color_mana(sentences[0])
        or_chosen = None if instead is not None else self._or_chosen_color_mana(sentences[0])
        if or_chosen is not None:
            mana: list[str] | None = [or_chosen]
        elif of_chosen:
            mana = ["W", "U", "B", "R", "G"]
        else:
            mana = self._mana_produced(sentences[0])
        if mana is None:
            return None
        ctx = self.context()
        instead_if: ir.Condition | None = None
        instead_mana: list[str] = []
        if instead is not None:
            test, clauses = instead.items
            assert isinstance(test, nodes.Node) and isinstance(clauses, nodes.Node)
            found = self._mana_produced(clauses)
            if found is None:
                return None
            take(instead)
            instead_if, instead_mana = condition_ir(test, ctx), found
        take(body)
        take(statement)
        # "Exile Simian Spirit Guide from your hand: Add {R}." (CR 113.6b, 602.2): a cost that
        # takes the card from a zone makes the ability work there
        own = self_cost_zone(costs)
        zones = (own,) if own is not None else (ir.ZoneName.BATTLEFIELD,)
        cost = None if _is_tap_only(costs) else cost_ir(costs, ctx, off_battlefield=own is not None)
        return ir.ManaAbility(
            tuple(mana),
            text=text,
            cost=cost,
            instead_if=instead_if,
            instead_produces=tuple(instead_mana),
            of_chosen_color=bool(of_chosen),
            or_chosen_color=or_chosen is not None,
            zones=zones,
            span=body.span,
        )

    def _or_chosen_color_mana(self, sentence: nodes.Node) -> str | None:
        """ "Add {R} or one mana of the chosen color." alone in its sentence (Thriving Bluff):
        the mana letters of the first option, the other being one mana of the color chosen as
        the source entered by the card's one "As ~ enters, choose a color ..." (CR 106.1a,
        607.2a, 614.12); with no such ability (or two) the words have no one referent."""
        adds = descendants(sentence, nodes.AddOrChosenColor)
        if len(adds) != 1 or len(lexeme_texts(sentence)) != len(lexeme_texts(adds[0])):
            return None
        (symbols,) = take(adds[0])
        letters = "".join(t.strip("{}").upper() for t in lexeme_texts(symbols))  # type: ignore[arg-type]
        if not letters or set(letters) - set("WUBRGC"):
            return None  # "{S}", "{X}": no type of mana (CR 106.1b); the effect reports it
        if entering_choices(self.card).count("color") != 1:
            raise Unsupported(
                adds[0], "'the chosen color' without one 'As ~ enters, choose a color'"
            )
        consume_all(sentence)
        return letters

    def _chosen_color_mana(self, sentence: nodes.Node) -> bool:
        """ "Add one mana of the chosen color." alone in its sentence: the color chosen as the
        source entered, by the card's one "As ~ enters, choose a color." (CR 607.2a, 614.12);
        with no such ability (or two), the words have no one referent: reported."""
        adds = descendants(sentence, nodes.AddChosenColor)
        if len(adds) != 1 or len(lexeme_texts(sentence)) != len(lexeme_texts(adds[0])):
            return False
        (word,) = take(adds[0])
        if count_word(word).value != 1 or count_word(word).is_x:  # type: ignore[arg-type]
            raise Unsupported(adds[0], "more than one mana of the chosen color")
        if entering_choices(self.card).count("color") != 1:
            raise Unsupported(
                adds[0], "'the chosen color' without one 'As ~ enters, choose a color'"
            )
        consume_all(sentence)
        return True

    def lower_effect(
        self, statement: nodes.Node, ctx: AbilityContext
    ) -> tuple[ir.Effect, tuple[ir.TargetSpec, ...]]:
        """The effect of a triggered or activated ability (its ``StatementBody``) as IR, with
        the targets it adds (:data:`.lower.EffectLowering`)."""
        return EffectCompiler(ctx, self).effect_ir(statement)

    def spell_ir(self, body: nodes.Node, text: str) -> ir.SpellAbility:
        """A paragraph of an instant or sorcery (CR 113.3a) as IR. One spell's paragraphs are
        one ability to the rules (CR 608.2c): they share target numbering (the runtime lists
        their targets in order, so a paragraph's ``TargetObjects`` count from the spell's first
        target) and pronouns."""
        lowering = EffectCompiler(self.spell_context, self)
        lowering.additional_costs = []  # a spell's paragraph may state an additional cost
        lowering.cost_reductions = []  # ... or what it costs ("This spell costs {1} less")
        lowering.cost_increases = []  # ... "{2}{U} more ... for each target beyond the first"
        effect, targets = lowering.effect_ir(take(body)[0])
        additional = lowering.additional_costs[0] if lowering.additional_costs else None
        reduction = lowering.cost_reductions[0] if lowering.cost_reductions else None
        increase = lowering.cost_increases[0] if lowering.cost_increases else None
        return ir.SpellAbility(
            effect,
            targets,
            text=text,
            additional_cost=additional,
            cost_reduction=reduction,
            cost_increase=increase,
            span=body.span,
        )

    def instead_paragraph_ir(
        self, body: nodes.Node, before: ir.SpellAbility, text: str
    ) -> ir.SpellAbility:
        """ "Galvanic Blast deals 2 damage to any target." then "Metalcraft — Galvanic Blast
        deals 4 damage instead if you control three or more artifacts.": a spell's paragraph
        that is only an "instead" sentence changes the paragraph before it, which must be one
        instruction: one spell's paragraphs are one ability, followed in order (CR 608.2c),
        and the ability word has no rules meaning (CR 207.2c). The result is the paragraph
        before it, doing the instruction of this one instead when its condition holds."""
        (item,) = [i for i in take(take(body)[0]) if i is not None]  # type: ignore[union-attr]
        usual = (
            list(before.effect.steps) if isinstance(before.effect, ir.Sequence) else [before.effect]
        )
        lowering = EffectCompiler(self.spell_context, self)
        (changed,) = lowering.instead_if(item, usual)  # type: ignore[arg-type]
        return dataclasses.replace(before, effect=changed, text=f"{before.text} {text}")

    def modal_spell_ir(
        self, modal: nodes.Ability, modes: list[nodes.Ability], text: str
    ) -> ir.SpellAbility:
        """ "Choose one —" and the bullet lines after it (CR 700.2): one spell ability whose
        effect is its modes. Each mode's targets are numbered on from the spell's, and each
        mode's pronouns name only what that mode names (a mode is chosen alone or with the
        others, CR 700.2a, so one mode's "it" cannot mean another's target)."""
        chooser = _modal_node(modal.body)
        if chooser is None:
            raise Unsupported(modal.body, "'Choose' without the modes after it")
        _refuse_modal_forms(chooser)
        # "Choose three. You may choose the same mode more than once." (CR 700.2d)
        repeatable = isinstance(chooser, nodes.ModalRepeatable)
        how_many = _lexeme_text(chooser).lower()
        if not modes:
            raise Unsupported(chooser, "'Choose' without the modes after it")
        if how_many.startswith("up to") or how_many == "any number":
            # CR 700.2b removes a triggered ability with no mode chosen; a spell with none is
            # not played here
            raise Unsupported(chooser, f"a spell's 'choose {how_many}' (as few as no mode)")
        at = chooser.span
        if repeatable:
            count = ir.Count(ir.Relation.EXACTLY, number(how_many), span=at)
        elif how_many in ("one or more", "one or both"):
            count = ir.Count(ir.Relation.AT_LEAST, 1, span=at)  # each mode once (CR 700.2d)
        else:
            count = ir.Count(ir.Relation.EXACTLY, number(how_many), span=at)
            if count.value > len(modes):
                raise Unsupported(chooser, f"choosing {how_many} of {len(modes)} modes")
        if how_many == "one or both" and len(modes) != 2:
            raise Unsupported(chooser, f"'one or both' of {len(modes)} modes")
        ctx = self.spell_context
        start = len(ctx.targets)
        others = [
            a
            for a in self.card.abilities
            if a.kind is nodes.AbilityKind.SPELL
            and a is not modal
            and not any(a is m for m in modes)
        ]
        if repeatable and (start or others):
            # the runtime numbers a repeated mode's new targets after the spell's own
            raise Unsupported(chooser, "choosing the same mode more than once beside other text")
        found = self._modes_ir(count, modes, ctx)
        if repeatable:
            found = dataclasses.replace(found, repeatable=True)
        spans = [line.body.span for line in (modal, *modes) if line.body is not None]
        return ir.SpellAbility(found, tuple(ctx.targets[start:]), text=text, span=_joined(spans))

    def modal_effect(
        self,
        statement: nodes.Node,
        ctx: AbilityContext,
        modes: list[nodes.Ability],
        triggered: bool = False,
    ) -> tuple[ir.Effect, tuple[ir.TargetSpec, ...]]:
        """ "When ~ enters, choose one —" / "{1}, {T}: Choose one —" and the bullet lines
        after it: the effect of a modal triggered or activated ability (CR 700.2), an
        :data:`.lower.EffectLowering` for ``statement``, the ability's ``StatementBody`` that
        holds only "choose one —". Its modes are chosen as it is put on the stack (CR 603.3c,
        700.2a-b), each with its own targets (CR 700.2c). A triggered ability's "choose up to
        one —" (``triggered``) may choose none of them, and is then removed from the stack (CR
        700.2b)."""
        items = [item for item in take(statement) if item is not None]
        if len(items) != 1:
            raise Unsupported(statement, "'Choose' after other instructions")
        chooser = items[0]
        _refuse_modal_forms(chooser)
        if not isinstance(chooser, nodes.Modal):
            # CR 700.2d: a mode chosen more than once; the IR's modes are each chosen once.
            raise Unsupported(chooser, "choosing the same mode more than once")
        how_many = _lexeme_text(chooser).lower()
        up_to = how_many.startswith("up to ")
        if up_to and triggered and len(modes) >= 2:
            most = number(how_many.removeprefix("up to "))
            if most > len(modes):
                raise Unsupported(chooser, f"choosing {how_many} of {len(modes)} modes")
            count = ir.Count(ir.Relation.AT_MOST, most, span=chooser.span)
            start = len(ctx.targets)
            return self._modes_ir(count, modes, ctx), tuple(ctx.targets[start:])
        if how_many != "one" or len(modes) < 2:
            # CR 700.2d: "one or more" of a trigger's modes; only "choose one" is read here.
            raise Unsupported(chooser, f"a triggered or activated ability's 'choose {how_many}'")
        count = ir.Count(ir.Relation.EXACTLY, 1, span=chooser.span)
        start = len(ctx.targets)
        return self._modes_ir(count, modes, ctx), tuple(ctx.targets[start:])

    def _modes_ir(
        self, count: ir.Count, modes: list[nodes.Ability], ctx: AbilityContext
    ) -> ir.Modes:
        """The bullet lines ``modes`` as :class:`ir.Modes` (CR 700.2). Each mode's targets are
        numbered on from the ability's, and each mode's pronouns name only what that mode
        names (a mode is chosen alone or with the others, CR 700.2a, so one mode's "it"
        cannot mean another's target)."""
        effects: list[ir.Effect] = []
        targets_of: list[tuple[int, ...]] = []
        texts: list[str] = []
        before = ctx.mentions
        try:
            for line in modes:
                mode = _mode_node(line.body)
                assert mode is not None  # the caller groups only mode lines
                # "• Smash the Chest — ...": the flavor word has no rules meaning (CR 207.2d)
                statement = take(mode)[-1]
                ctx.mentions = []
                ctx.revealed_hand = None  # one mode's "it" is never another mode's hand
                first = len(ctx.targets)
                effect, _targets = EffectCompiler(ctx, self).effect_ir(statement)  # type: ignore[arg-type]
                effects.append(effect)
                targets_of.append(tuple(range(first, len(ctx.targets))))
                texts.append(self.written(statement))  # type: ignore[arg-type]
        finally:
            ctx.mentions = before
        return ir.Modes(count, tuple(effects), tuple(targets_of), tuple(texts), span=count.span)

    def static_line(self, body: nodes.Node, gate: bool, text: str) -> list[ir.StaticAbility]:
        """A line of static ability (CR 604) as IR: one ability, or two when the line says
        "[effects] as long as [condition]. Otherwise, [effects]." -- the second the effects
        after "Otherwise," under the negation of the condition, each applying exactly while
        its condition holds (CR 611.3a)."""
        also: list[ir.StaticAbility] = []
        return [self.static_ir(body, gate, text, also), *also]

    def static_ir(
        self,
        body: nodes.Node,
        gate: bool,
        text: str,
        also: list[ir.StaticAbility] | None = None,
    ) -> ir.StaticAbility:
        """A static ability (CR 604) as IR; the ability of "Otherwise, ..." after it is added
        to ``also`` (refused where ``also`` is None)."""
        from .statics import StaticCompiler

        parts = StaticCompiler(self.context(), self).static_body(take(body)[0])
        otherwise = parts.pop("otherwise", None)
        if otherwise:
            if also is None or gate:
                raise Unsupported(body, "'Otherwise' in this static ability")
            (other,) = otherwise
            also.append(
                ir.StaticAbility(
                    effects=tuple(other["effects"]),
                    condition=other["condition"][0],
                    restrictions=tuple(other["restrictions"]),
                    text=text,
                    span=other["condition"][0].span,
                )
            )
        if gate and any(rule.rule == "cant_be_countered" for rule in parts["rules"]):
            # The spell is on the stack, where a Case's solved designation means nothing.
            raise Unsupported(body, "'can't be countered' under 'Solved —'")
        enters = parts["enters"]
        if enters and gate:
            raise Unsupported(body, "an 'enters as a copy' ability under 'Solved —'")
        if not (
            parts["effects"]
            or parts["costs"]
            or parts["rules"]
            or parts["restrictions"]
            or parts["additional_cost"]
            or parts["self_cost"]
            or parts["alternative_cost"]
            or parts["cast_only"]
            or parts["preventions"]
            or parts["self_flash"]
            or enters
        ):
            raise Unsupported(body, "a static ability with no effect the runtime knows")
        if parts["preventions"] and parts["condition"]:
            # "As long as ..., prevent all damage ...": the runtime's prevention effects of
            # static abilities have no condition yet
            raise Unsupported(body, "a prevention effect under 'as long as'")
        copy = [e for e in enters if isinstance(e, ir.EntersAsCopy)]
        counters = [e for e in enters if isinstance(e, ir.EntersWithCounters)]
        tapped = [e for e in enters if isinstance(e, ir.EntersTapped)]
        choosing = [e for e in enters if isinstance(e, ir.EntersChoosing)]
        if len(copy) > 1 or len(counters) > 1 or len(tapped) > 1 or len(choosing) > 1:
            raise Unsupported(body, "two replacement effects on entering in one ability")
        condition = parts["condition"][0] if parts["condition"] else None
        if parts["cast_only"]:
            # "Cast this spell only during combat." (CR 601.3): the line alone
            others = [parts[k] for k in parts if k != "cast_only"]
            if len(parts["cast_only"]) > 1 or any(others) or gate:
                raise Unsupported(body, "a casting restriction with other effects")
            return ir.StaticAbility(cast_only=parts["cast_only"][0], text=text, span=body.span)
        if parts["self_flash"]:
            # "[As long as ...,] you may cast ~ as though it had flash." (CR 702.8d, 601.3b):
            # the line alone, its condition the one it states
            alone = ("self_flash", "condition", "unconditional")
            others = [parts[k] for k in parts if k not in alone]
            if len(parts["self_flash"]) > 1 or any(others) or gate:
                raise Unsupported(body, "casting it as though it had flash, with other effects")
            return ir.StaticAbility(
                condition=condition,
                self_flash=parts["self_flash"][0],
                text=text,
                span=body.span,
            )
        alternative = parts["alternative_cost"]
        if alternative:
            # "[If ...,] you may [cost] rather than pay this spell's mana cost." (CR 118.9):
            # the line alone, its condition the one it states
            alone = ("alternative_cost", "alternative_condition")
            others = [parts[k] for k in parts if k not in alone]
            if len(alternative) > 1 or any(others) or gate:
                raise Unsupported(body, "an alternative cost with other effects")
            alternative_if = parts.get("alternative_condition")
            return ir.StaticAbility(
                condition=alternative_if[0] if alternative_if else None,
                alternative_cost=alternative[0],
                text=text,
                span=body.span,
            )
        additional = parts["additional_cost"]
        if len(additional) > 1 or (additional and gate):
            raise Unsupported(body, "this additional cost")
        self_cost = parts["self_cost"]
        if self_cost and (gate or condition is not None):
            # the spell is on the stack, where a Case's solved designation means nothing
            raise Unsupported(body, "'This spell costs less' under a condition")
        kicked_counters = isinstance(condition, ir.WasKicked) and not (
            parts["effects"] or parts["costs"] or parts["rules"] or parts["restrictions"]
        )  # "If ~ was kicked, it enters with ..." (CR 702.33d), checked as it enters
        if condition is not None and enters and not kicked_counters:
            raise Unsupported(body, "a replacement effect on entering under 'as long as'")
        return ir.StaticAbility(
            effects=tuple(parts["effects"]),
            cost_reductions=tuple(parts["costs"]),
            rules=tuple(parts["rules"]),
            enters_as_copy=copy[0] if copy else None,
            enters_with=counters[0] if counters else None,
            enters_tapped=tapped[0] if tapped else None,
            enters_choosing=choosing[0] if choosing else None,
            condition=condition,
            restrictions=tuple(parts["restrictions"]),
            additional_cost=additional[0] if additional else None,
            self_cost_reduction=self_cost[0] if self_cost else None,
            preventions=tuple(parts["preventions"]),
            gate=gate,
            text=text,
            span=body.span,
        )

    def _replacement_as_long_as(
        self, body: nodes.Node, gate: bool, text: str
    ) -> ir.ReplacementAbility:
        """ "As long as Thunderstaff is untapped, if a creature would deal combat damage to you,
        prevent 1 of that damage.", "Hellbent — As long as you have no cards in hand, if a
        source you control would deal damage to a permanent or player, it deals double that
        damage to that permanent or player instead." (CR 611.3a, 614.1a): the replacement or
        prevention its words after the condition state, applying only while the condition
        holds."""
        _as_long_as, test_node, *rest = take(body)
        assert isinstance(test_node, nodes.Node)
        test = condition_ir(test_node, self.context())
        plain = (
            nodes.Replacement if is_(body, nodes.ReplacementAsLongAs) else nodes.PreventionOfAmount
        )
        found = self.replacement_ir(plain(tuple(rest), span=body.span), gate, text)
        return dataclasses.replace(found, condition=test, span=body.span)

    def replacement_ir(self, body: nodes.Node, gate: bool, text: str) -> ir.ReplacementAbility:
        """ "If one or more tokens would be created under your control, those tokens plus a
        Clue token are created instead." (CR 614.1a; applies once per event, CR 616.1f)."""
        from .replacements import DAMAGE_EVENTS, event_replacement

        if is_(body, (nodes.DiscardReplacement, nodes.DiscardReplacementAnywhereElse)):
            # CR 614.1a, 701.9: the runtime's discards don't say which spell or ability caused
            # them, nor let a replacement send the card elsewhere
            raise Unsupported(
                body, "a replacement of a discard an opponent's spell or ability causes (CR 614.1a)"
            )
        if is_(
            body,
            (
                nodes.Prevention,
                nodes.PreventionThen,
                nodes.PreventionOfAmount,
                nodes.PreventionAllBut,
            ),
        ) and not is_named(body.items[0], DAMAGE_EVENTS):
            # CR 615.1a: "prevent that damage" prevents the damage of the event before it
            raise Unsupported(
                body, "'prevent that damage' after an event that deals no damage", meaningless=True
            )
        if is_(body, nodes.PreventionOfAmountWhere):
            # CR 615.1a, 107.3c: "prevent X of that damage, where X is the number of creatures
            # you control" -- the static prevention effects of the runtime prevent a fixed
            # amount, not one counted as each damage event would happen
            raise Unsupported(
                body, "'prevent X of that damage' with X counted as the damage would be dealt"
            )
        if is_(
            body,
            (
                nodes.TappedForManaProduces,
                nodes.TappedForManaProducesAmount,
                nodes.LandsTappedForManaProduce,
            ),
        ):
            # CR 106.12, 614.1a: the mana a land's mana ability would produce, replaced; the
            # runtime's mana abilities add the mana they say
            raise Unsupported(
                body, "a replacement of the mana a land tapped for mana produces (CR 106.12)"
            )
        if is_(body, (nodes.ReplacementAsLongAs, nodes.PreventionOfAmountAsLongAs)):
            return self._replacement_as_long_as(body, gate, text)
        if is_(body, nodes.RegenerationReplacement):
            # CR 701.15a: the runtime's regeneration is a shield an effect creates, not a
            # replacement of each destruction a static ability makes
            raise Unsupported(body, "a destruction replaced by regeneration (CR 701.15a)")
        if is_(body, nodes.ReplacementIfYouDo):
            # CR 614.1a, 608.2c: an optional replacement with what follows when it was chosen
            raise Unsupported(body, "an optional replacement effect with 'If you do' (CR 614.1a)")
        by_event = event_replacement(body, self.context(), gate, text)
        if by_event is not None:
            return by_event
        if is_(body, nodes.ReplacementIfYouDoOrDont):
            # CR 614.12, 608.2c: only this card's entering, replaced by a sacrifice or an
            # optional discard, put onto the battlefield if it was done and into its owner's
            # graveyard if not
            raise Unsupported(
                body, "a replacement effect with 'If you do' and 'If you don't' (CR 614.1a)"
            )
        would, replaced = take(body)
        if is_(would, nodes.PlayerWouldGetCounters):
            # "If you would get one or more counters, ..." (CR 122.1, 614.1a)
            raise Unsupported(
                would,
                "a player's counters (poison, energy) replaced as they would be given "
                "(CR 122.1, 614.1a)",
            )
        if is_(would, nodes.WouldCreateTokens) and is_(replaced, nodes.CreateThosePlusAdditional):
            return self._those_plus_additional(body, would, replaced, gate, text)
        if not is_(would, nodes.TokensWouldBeCreated) or not is_(replaced, nodes.PlusTokens):
            raise Unsupported(body, "this replacement effect")
        created = take(would)[0]
        if not (
            is_(created, nodes.Counted)
            and count(take(created)[0]) == Count("at_least", 1)
            and object_filter(take(created)[1], self.context()).description == "tokens"
        ):
            raise Unsupported(created, "tokens other than 'one or more tokens' being created")
        under = take(would)[1]
        if under is not None and not is_(take(under)[0], nodes.Your):
            raise Unsupported(under, "tokens created under another player's control")
        extra = fixed_value(take(take(replaced)[1])[0])  # type: ignore[arg-type]
        token = self.token_ir(take(replaced)[2])
        return ir.ReplacementAbility(
            "create_tokens",
            ir.Whose.YOU,
            extra,
            token,
            gate=gate,
            text=text,
            span=body.span,
        )

    def _those_plus_additional(
        self,
        body: nodes.Node,
        would: nodes.Node,
        replaced: nodes.Node,
        gate: bool,
        text: str,
    ) -> ir.ReplacementAbility:
        """ "If you would create one or more Treasure tokens, instead create those tokens plus
        an additional Treasure token." (Xorn, Jolene; CR 614.1a, 111.10a): an event of yours
        creating at least one token of those subtypes (any token without them) also creates
        one more of the token stated; once per event (CR 616.1f)."""
        who, created = take(would)
        if not is_(who, nodes.You):
            raise Unsupported(who, "tokens created by another player than you")  # type: ignore[arg-type]
        if not (
            is_(created, nodes.Counted) and count(take(created)[0]) == Count("at_least", 1)  # type: ignore[arg-type, index]
        ):
            raise Unsupported(created, "tokens other than 'one or more ... tokens' being created")  # type: ignore[arg-type]
        # "one or more tokens" / "one or more Treasure tokens": tokens, perhaps of one
        # predefined kind (CR 111.10), told by nothing else
        told = take(created)[1]  # type: ignore[index]
        parts = take(told) if is_(told, (nodes.Filter, nodes.BareFilter)) else ()  # type: ignore[arg-type]
        head = parts[-1] if parts else None
        kinds: tuple[str, ...] = ()
        if len(parts) == 2 and is_(parts[0], nodes.Subtype):
            kinds = (take(parts[0])[0].text,)  # type: ignore[arg-type, union-attr]
        simple = len(parts) == 1 or (len(parts) == 2 and kinds)
        if not (
            simple
            and is_(head, nodes.HeadNoun)
            and lexeme_texts(head) == ["tokens"]  # type: ignore[arg-type]
            and all(k in _predefined_tokens() for k in kinds)
        ):
            raise Unsupported(created, "tokens told by more than a predefined kind (CR 111.10)")  # type: ignore[arg-type]
        consume_all(told)  # type: ignore[arg-type]
        noun, spec = take(replaced)
        if not (isinstance(noun, nodes.Lexeme) and noun.text.lower() == "tokens"):
            raise Unsupported.quoting(replaced, "'{}': of 'those tokens'")
        token_noun = next(
            i
            for i in spec.items
            if isinstance(i, nodes.Lexeme) and i.kind == "NOUN"  # type: ignore[union-attr]
        )
        if token_noun.text.lower() != "token":
            raise Unsupported.quoting(token_noun, "'{}' after 'an additional'")
        token = self.token_ir(spec)  # type: ignore[arg-type]
        return ir.ReplacementAbility(
            "create_tokens",
            ir.Whose.YOU,
            1,
            token,
            gate=gate,
            text=text,
            recipients=(
                ir.ObjectFilter(f"{kinds[0]} tokens", subtypes=kinds, span=created.span)  # type: ignore[union-attr]
                if kinds
                else None
            ),
            span=body.span,
        )

    def token_ir(self, node: nodes.Node, x_pt: bool = False) -> ir.TokenDefinition:
        """A token description's IR: a predefined token (CR 111.10) by name, or the
        characteristics the text states (CR 111.4), with its keywords and quoted abilities.
        With ``x_pt`` (the caller knows what X is), "an X/X token" too: ``pt`` is X."""
        if not is_(node, nodes.TokenSpec):
            raise Unsupported(node, "this token description")
        return self.token_from(take(node), node, x_pt)

    def token_from(
        self, items: tuple[Any, ...], node: nodes.Node, x_pt: bool = False
    ) -> ir.TokenDefinition:
        """:meth:`token_ir` of a token description's parts, written in ``node`` (a token
        description, or "create two tapped 1/1 green Squirrel creature tokens": after
        "tapped")."""
        spec = self._described(items, "a token description", x_pt)
        types, subtypes = spec["types"], spec["subtypes"]
        where = node.span
        if (
            len(subtypes) == 1
            and subtypes[0] in _predefined_tokens()
            and types in ([], ["artifact"])
            and not (spec["colors"] or spec["abilities"] or spec["power"] is not None)
            and "name" not in spec
        ):
            return ir.TokenDefinition(predefined=subtypes[0], span=where)
        if not types:
            # "a Powerstone token", "a Map token": a predefined token (CR 111.10) the runtime
            # doesn't define is no token described by its words, which state no card type
            predefined = {token.value for token in ir.PredefinedToken}
            if len(subtypes) == 1 and subtypes[0] in predefined:
                raise Unsupported(node, f"the predefined {subtypes[0]} token (CR 111.10)")
            raise Unsupported(node, "a token with no card type (CR 111.4)")
        granted: list[ir.GrantedAbility] = []
        for ability in spec["abilities"]:
            if isinstance(ability, str):
                granted.append(ir.KeywordName(ability))
            elif isinstance(
                ability,
                ir.ActivatedAbility | ir.ManaAbility | ir.TriggeredAbility | ir.StaticAbility,
            ):
                # a quoted static ability is one of the token's own, copiable values (CR
                # 111.4, 707.2): it functions as the token's printed abilities do (CR 604)
                granted.append(ability)
            elif (
                isinstance(ability, ir.KeywordAbility)
                and ability.name == "protection"
                and ability.filter is not None
                and ability.filter.chosen is None
            ):
                granted.append(ability)  # "with protection from black" (CR 702.16a)
            else:
                raise Unsupported(node, "a token with this quoted ability")
        # its name is the one stated, else its subtypes followed by "Token" (CR 111.4)
        name = spec.get("name") or ir.token_name(subtypes)
        characteristics = ir.Characteristics(
            name,
            types=tuple(types),
            subtypes=tuple(subtypes),
            colors=tuple(spec["colors"]),
            power=spec["power"],
            toughness=spec["toughness"],
            abilities=tuple(granted),
        )
        if "pt_x" in spec:
            at = spec["pt_x"].span
            if "creature" not in types:
                raise Unsupported(spec["pt_x"], "a noncreature token with power and toughness X/X")
            pt = ir.XValue(span=at)
            return ir.TokenDefinition(characteristics=characteristics, pt=pt, span=where)
        return ir.TokenDefinition(characteristics=characteristics, span=where)


# ", and red", " and green", ", white": the links of a list naming every color an object has
_ALL_OF_LINK = re.compile(r"^(?:,? ?and|,) (white|blue|black|red|green)$", re.IGNORECASE)


def _all_of_colors(node: nodes.Node) -> list[str]:
    """ "a 3/1 black and red Graveborn creature token", "a 4/4 red, green, and white ...":
    in a description of what an object is, colors joined by "and" are all of its colors
    (CR 105.2: an object can be more than one color; CR 111.4: a token has the colors its
    creating effect states). A list joined by "or", or of "non-" colors, chooses no color
    and is reported."""
    first, *rest = take(node)
    assert isinstance(first, nodes.Lexeme)
    words = [first.text.lower()]
    for item in rest:
        assert isinstance(item, nodes.Lexeme)
        found = _ALL_OF_LINK.match(item.text)
        if found is None:
            raise Unsupported(node, f"the colors '{' '.join(lexeme_texts(node))}' here")
        words.append(found.group(1).lower())
    joined = [item.text for item in rest if isinstance(item, nodes.Lexeme)]
    if words[0] not in COLOR_LETTERS or "and" not in joined[-1].split():
        raise Unsupported(node, f"the colors '{' '.join(lexeme_texts(node))}' here")
    return [COLOR_LETTERS[word] for word in words]


def _rules_keyword(item: nodes.Node, defining: bool = False) -> str | None:
    """A granted keyword the rules define in full (:data:`.lower.RULES_KEYWORDS`) or the runtime
    knows by name (:data:`.lower.NAMED_KEYWORDS`), or None; with ``defining``, a token's
    characteristic-defining keyword too (:data:`.lower.DEFINING_KEYWORDS`, CR 604.3a)."""
    word = item.items[0] if item.items else None
    known = lower.RULES_KEYWORDS | lower.NAMED_KEYWORDS
    if defining:
        known = known | lower.DEFINING_KEYWORDS
    if isinstance(word, nodes.Lexeme) and word.text.lower() in known:
        take(item)
        return word.text.lower()
    return None


#: The sentences of a quoted ability read one by one (:meth:`AbilityCompiler._quoted_effect`).
_PLAIN_QUOTED = (nodes.Sentence, nodes.Clauses, nodes.WhereClauses)
#: "Activate only ..." ending a quoted activated ability (CR 602.5b, 602.5d).
_QUOTED_RESTRICTIONS = (
    nodes.QuotedAsSorcery,
    nodes.QuotedOnceEachTurn,
    nodes.QuotedDuringYourTurn,
    nodes.QuotedOnlyOnce,
)
#: The last sentence of a quoted ability (no period of its own) by its form with one.
_QUOTED_LAST_FORMS = {
    "QuotedIfYouDo": "IfYouDo",
    "QuotedReflexiveTrigger": "ReflexiveTrigger",
    "QuotedConditional": "ConditionalSentence",
}


def _quoted_restriction(
    node: object,
) -> tuple[ir.Timing, int | None, ir.Condition | None]:
    """The timing, the number of activations a turn and the condition of a quoted activated
    ability whose last sentence is ``node``: "Activate only as a sorcery" (CR 602.5d, 307.1),
    "Activate only once each turn" (CR 602.5b), "Activate only during your turn" (CR 602.5b:
    the condition that it is its controller's turn); else none of them. "Activate only once"
    (one activation ever, CR 602.5b) is C001."""
    if not isinstance(node, nodes.Node) or not is_(node, _QUOTED_RESTRICTIONS):
        return ir.Timing.INSTANT, None, None
    if is_(node, nodes.QuotedOnlyOnce):
        # CR 602.5b: once for this object, ever; the runtime counts activations each turn only
        raise Unsupported(node, "'Activate only once' (one activation ever, CR 602.5b)")
    consume_all(node)
    if is_(node, nodes.QuotedAsSorcery):
        return ir.Timing.SORCERY, None, None
    if is_(node, nodes.QuotedOnceEachTurn):
        return ir.Timing.INSTANT, 1, None
    return ir.Timing.INSTANT, None, ir.IsYourTurn(span=node.span)


def _from_own_graveyard(permission: nodes.Node) -> bool:
    """ "cast this card from your graveyard", with no alternative cost."""
    what, where, alternative = take(permission)
    return (
        alternative is None
        and isinstance(what, (nodes.SelfRef, nodes.SelfName))
        and zone(where) == ZoneRef(("graveyard",), "you")
    )


def _is_tap_only(costs: nodes.Node) -> bool:
    if lexeme_texts(costs) != ["{T}"]:
        return False
    consume_all(costs)
    return True


def _statement_item(body: nodes.Node | None) -> nodes.Node | None:
    """The one item of a spell line's ``Statement`` → ``StatementBody`` (no consuming)."""
    if not isinstance(body, nodes.Statement) or len(body.items) != 1:
        return None
    inner = body.items[0]
    if not isinstance(inner, nodes.StatementBody) or len(inner.items) != 1:
        return None
    item = inner.items[0]
    return item if isinstance(item, nodes.Node) else None


statement_item = _statement_item


def modal_line(ability: nodes.Ability) -> bool:
    """Whether a spell line is "Choose one —" (CR 700.2), which the bullet lines after it
    complete."""
    return ability.kind is nodes.AbilityKind.SPELL and isinstance(
        _statement_item(ability.body), MODAL_HEADS
    )


def _refuse_modal_forms(chooser: nodes.Node) -> None:
    """C001 at the "choose" words the runtime cannot play yet: a mode chosen by another player
    (CR 700.2e), more modes under a condition, modes whose targets must differ, "Choose one."
    before when it may be activated, or only a mode not chosen before."""
    if isinstance(chooser, nodes.ModalChosenBy):
        raise Unsupported(
            chooser, "a mode chosen by a player other than the controller (CR 700.2e)"
        )
    if isinstance(chooser, nodes.ModalMoreIf):
        raise Unsupported(chooser, "choosing both modes under a condition (CR 700.2)")
    if isinstance(chooser, nodes.ModalDifferentPlayers):
        raise Unsupported(chooser, "modes that must each target a different player (CR 700.2c)")
    if isinstance(chooser, nodes.ModalRestricted):
        raise Unsupported(chooser, "'Choose one.' with when the ability may be activated")
    if isinstance(chooser, nodes.ModalUnchosen):
        raise Unsupported(chooser, "a mode that hasn't been chosen before (CR 700.2)")


def modal_ability_line(ability: nodes.Ability) -> bool:
    """Whether a triggered or activated ability's line ends with "choose one —" (CR 700.2b,
    700.2a): the bullet lines after it are its modes. Read without consuming. Under "Solved
    —" the line's ability is the one it wraps."""
    while ability.solved is not None:
        ability = ability.solved
    if ability.kind not in (nodes.AbilityKind.TRIGGERED, nodes.AbilityKind.ACTIVATED):
        return False
    body = ability.body
    if body is None or len(body.items) != 2:
        return False
    statement = body.items[1]
    if not isinstance(statement, nodes.StatementBody):
        return False
    items = [item for item in statement.items if item is not None]
    return bool(items) and isinstance(items[-1], MODAL_HEADS)


def die_result_line(ability: nodes.Ability) -> bool:
    """Whether a line is one line of a die roll's results table ("10—19 | Scry 2.", CR
    706.2). Read without consuming."""
    return isinstance(_statement_item(ability.body), nodes.DieResult)


def rolls_a_die(ability: nodes.Ability) -> bool:
    """Whether a line says "roll a dN" (CR 706.1), whose results table the lines after it are
    (CR 706.2). Read without consuming."""
    while ability.solved is not None:
        ability = ability.solved
    return ability.body is not None and bool(descendants(ability.body, nodes.RollDie))


def mode_line(ability: nodes.Ability) -> bool:
    """Whether a line is one mode ("• Draw three cards."): a spell line on an instant or
    sorcery, a static one on a permanent card (the parser classifies the line alone)."""
    return ability.kind in (nodes.AbilityKind.SPELL, nodes.AbilityKind.STATIC) and isinstance(
        _statement_item(ability.body), nodes.Mode
    )


def _modal_node(body: nodes.Node | None) -> nodes.Node | None:
    """The ``Modal`` node of a "Choose one —" line, its ``Statement`` and ``StatementBody``
    consumed on the way."""
    item = _statement_item(body)
    if not isinstance(item, MODAL_HEADS):
        return None
    assert body is not None
    consume(body, body.items[0], item)  # type: ignore[arg-type]
    return item


def _mode_node(body: nodes.Node | None) -> nodes.Node | None:
    item = _statement_item(body)
    if not isinstance(item, nodes.Mode):
        return None
    assert body is not None
    consume(body, body.items[0])  # type: ignore[arg-type]
    return item


def _lexeme_text(node: nodes.Node) -> str:
    """The words of ``MODE_COUNT`` in a ``Modal`` node: "one", "one or both" (or of
    ``REPEATABLE_MODE_COUNT`` in a ``ModalRepeatable`` one: "three")."""
    kinds = ("MODE_COUNT", "REPEATABLE_MODE_COUNT")
    (word,) = (item for item in take(node) if isinstance(item, nodes.Lexeme) and item.kind in kinds)
    return word.text


def _joined(spans: list[Span | None]) -> Span | None:
    """One span from the first of ``spans`` to the last (the lines of a modal spell)."""
    known = [s for s in spans if s is not None]
    if not known:
        return None
    first, last = known[0], known[-1]
    return Span(first.file, first.line, first.column, last.end_line, last.end_column)


__all__ = ["AbilityCompiler", "counter_kind", "objects"]


def _predefined_tokens() -> Mapping[str, Any]:
    """The predefined tokens (CR 111.10) by name: the runtime's table, loaded for a card that
    makes a token, not on every start of the compiler (issue 24)."""
    from ..runtime.tokens import PREDEFINED_TOKENS

    return PREDEFINED_TOKENS


def protection_from_each_color(span: ir.Span) -> list[ir.KeywordAbility]:
    """ "protection from all colors", "protection from each color": shorthand for protection
    from white, from blue, from black, from red and from green, five separate protection
    abilities (CR 702.16h), each a quality of the source's colors (CR 702.16a, 105.1)."""
    names = {letter: name for name, letter in COLOR_LETTERS.items()}
    found = []
    for letter in ALL_COLOR_LETTERS:
        filt = ir.ObjectFilter(span=span, description=names[letter], colors=(letter,))
        text = f"protection from {names[letter]}"
        found.append(ir.KeywordAbility("protection", filter=filt, text=text, span=span))
    return found


def _unnumbered_keyword(item: nodes.Node) -> NoReturn:
    """ "it gains vanishing": vanishing without a number (CR 702.63b) is the upkeep trigger
    and the sacrifice of vanishing, without its counters as it enters; the runtime builds
    vanishing N alone, so it is refused; so is "it gains suspend" (a card in exile, CR
    702.62b). No other keyword of CR 702 that takes a number has a form without one ("gains
    bushido" means nothing: C002)."""
    (word,) = take(item)
    assert isinstance(word, nodes.Lexeme)
    if word.text.lower() == "vanishing":
        raise Unsupported(item, "vanishing without a number (CR 702.63b)")
    if word.text.lower() == "suspend":
        # "If it doesn't have suspend, it gains suspend." (CR 702.62a-b): suspend granted to a
        # card in exile, without N or a cost; the runtime grants no suspend
        raise Unsupported(item, "suspend granted to a card (CR 702.62b)")
    raise Unsupported(
        item, f"'{word.text}' without its number (CR 702: it has none other)", meaningless=True
    )
