"""Checking ``[[expect]]`` entries against a game.

An entry describes one subject and what must be true of it:

* ``card = "Name"`` (with ``zone``, default the battlefield): ``solved``, ``power``,
  ``toughness``, ``pt = "4/4"``, ``types``/``not_types``, ``subtypes``/``not_subtypes``,
  ``keywords``/``not_keywords``, ``counters = { "+1/+1" = 2 }``, ``tapped``, ``damage``,
  ``attacking``, ``suspected``, ``face_down`` (CR 708), ``token``, ``controller``, ``owner``,
  ``colors`` (exactly those, as letters: ``["W"]``, ``[]`` for colorless, CR 105.2),
  ``mana_value`` (CR 202.3), ``count`` (how many such objects, 0 for none). A name checks
  every object of that name in the zone (``"bob's Grizzly Bears"`` every one Bob controls),
  and a failure says which of them differs ("the 2nd of 3 'Grizzly Bears'"); a label (or a
  name with ``count = 1``) checks one object;
* ``player = "bob"``: ``life``, ``poison`` (poison counters), ``energy`` (energy counters, CR
  107.14), ``lost``, ``city_blessing`` (CR 702.131c), ``monarch`` (CR 725), a zone (``hand =
  [...]``: exactly those cards, in any order; a library is listed top first; ``outside``: the
  cards they own outside the game, CR 400.11a), ``<zone>_has`` (at least those),
  ``<zone>_count``;
* ``event = "CaseSolved"`` (an event class of :mod:`karlov.runtime.events`, or in words:
  ``"case solved"``), optionally with ``card`` and ``player`` it must mention: ``happened``
  (default true) or ``count``;
* the game: ``stack = [...]`` (top first; ``[]`` for empty), ``stack_top``, ``step``, ``turn``,
  ``active``.

:func:`check` returns one message per unmet check, each saying what was expected and what was
found.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from dataclasses import fields as dc_fields
from typing import Any

from karlov.runtime import GameObject, LastKnown, Player
from karlov.runtime import events as ev

from .model import CARD_CHECKS, EVENT_CHECKS, GAME_CHECKS, PLAYER_CHECKS, ZONES
from .refs import RefError, Refs, describe_stack_item, normalise_step

__all__ = ["EVENT_TYPES", "check", "event_type"]

EVENT_TYPES: dict[str, type[ev.Event]] = {
    name.lower(): cls
    for name, cls in vars(ev).items()
    if isinstance(cls, type) and issubclass(cls, ev.Event) and cls is not ev.Event
}


def event_type(name: str) -> type[ev.Event]:
    """``"CaseSolved"``, ``"case solved"`` or ``"case_solved"`` -> :class:`CaseSolved`."""
    key = re.sub(r"[\s_-]+", "", name).lower()
    if key in EVENT_TYPES:
        return EVENT_TYPES[key]
    names = sorted(cls.__name__ for cls in EVENT_TYPES.values())
    match = difflib.get_close_matches(key, list(EVENT_TYPES), n=1, cutoff=0.6)
    hint = f" (did you mean '{EVENT_TYPES[match[0]].__name__}'?)" if match else ""
    raise RefError(f"'{name}' is not an event{hint}; the events are: {', '.join(names)}")


def _words(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "[" + ", ".join(_words(v) for v in value) + "]"
    if isinstance(value, str):
        return f'"{value}"'
    return str(value)


def _differs(what: str, expected: Any, actual: Any) -> str:
    return f"{what}: expected {_words(expected)}, got {_words(actual)}"


def check(refs: Refs, entry: dict[str, Any]) -> list[str]:
    """Messages for every check of ``entry`` that does not hold (empty when all hold)."""
    if "event" in entry:
        return _check_event(refs, entry)
    if "card" in entry:
        return _check_card(refs, entry)
    if "player" in entry:
        return _check_player(refs, entry)
    keys = [k for k in entry if k != "note"]
    if keys and all(k in GAME_CHECKS for k in keys):
        return _check_game(refs, entry)
    raise RefError(
        'an expectation needs a subject: card = "...", player = "...", event = "...", '
        "or one of stack, stack_top, step, turn, active"
    )


def _only(entry: dict[str, Any], allowed: tuple[str, ...], subject: str) -> None:
    extra = [k for k in entry if k not in (*allowed, "note")]
    if extra:
        raise RefError(
            f"'{extra[0]}' can't be checked for {subject}; it allows: {', '.join(allowed)}"
        )


def _lower_set(values: Any) -> set[str]:
    if isinstance(values, str):
        values = [values]
    return {str(v).lower() for v in values}


def _check_card(refs: Refs, e: dict[str, Any]) -> list[str]:
    _only(e, ("card", *CARD_CHECKS), "a card")
    ref = e["card"]
    labelled = isinstance(ref, str) and ref.strip().lower() in refs.labels
    if labelled:
        found = refs.find_all(ref, ("battlefield", "stack", *ZONES))
        if not found:
            return [f"'{ref}' no longer exists (a token that left the battlefield)"]
    else:
        zone = e.get("zone", "battlefield")
        found = refs.find_all(ref, (zone,))
    out: list[str] = []
    if "count" in e:
        if len(found) != e["count"]:
            where = "" if labelled else f" in the {e.get('zone', 'battlefield')}"
            out.append(_differs(f"number of '{ref}'{where}", e["count"], len(found)))
        if e["count"] == 0 or not found:
            return out
    if not found:
        zone = e.get("zone", "battlefield")
        present = sorted({refs.name_of(o) for o in refs.zone_objects((zone,))})
        there = ", ".join(present) if present else "nothing"
        return [f"expected '{ref}' in the {zone}, found none; there is: {there}"]
    for index, obj in enumerate(found):
        # a name checks every object of that name (a label names one): "the 2nd of 3
        # 'Grizzly Bears'" says which one differs
        what = (
            f"'{ref}'" if len(found) == 1 else f"the {_ordinal(index + 1)} of {len(found)} '{ref}'"
        )
        out += _check_object(refs, e, obj, what, labelled)
    return out


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _check_object(refs: Refs, e: dict[str, Any], obj: Any, what: str, labelled: bool) -> list[str]:
    g = refs.game
    out: list[str] = []
    ch = g.chars(obj)
    if labelled and "zone" in e and obj.zone != e["zone"]:
        out.append(_differs(f"zone of {what}", e["zone"], obj.zone))
    checks: dict[str, Any] = {
        "solved": lambda: obj.solved,
        "power": lambda: ch.power,
        "toughness": lambda: ch.toughness,
        "pt": lambda: f"{ch.power}/{ch.toughness}",
        "tapped": lambda: obj.tapped,
        "damage": lambda: obj.damage,
        "attacking": lambda: g.is_attacking(obj),
        "suspected": lambda: obj.suspected,
        "face_down": lambda: obj.face_down,
        "token": lambda: obj.is_token,
        "controller": lambda: g.controller(obj).name,
        "owner": lambda: obj.owner.name,
        "mana_value": lambda: ch.mana_value,  # CR 202.3
        # its colors exactly, as letters: ["W"], [] for colorless (CR 105.2)
        "colors": lambda: sorted(ch.colors),
    }
    for key, actual in checks.items():
        if key in e:
            value = actual()
            expected = e[key]
            if key == "colors":
                expected = sorted(c.upper() for c in _lower_set(expected))
            same = (
                value.lower() == str(expected).lower()
                if isinstance(value, str)
                else value == expected
            )
            if not same:
                out.append(_differs(f"{key} of {what}", expected, value))
    keywords = {a.lower() for a in ch.abilities if isinstance(a, str)}
    keywords |= {a.keyword for a in ch.abilities if getattr(a, "keyword", "")}
    sets = {
        "types": (ch.types, True),
        "not_types": (ch.types, False),
        "subtypes": (ch.subtypes, True),
        "not_subtypes": (ch.subtypes, False),
        "keywords": (keywords, True),
        "not_keywords": (keywords, False),
    }
    for key, (have, wanted) in sets.items():
        if key in e:
            have_l = {h.lower() for h in have}
            bad = sorted(w for w in _lower_set(e[key]) if (w in have_l) != wanted)
            if bad:
                word = "to have" if wanted else "not to have"
                out.append(
                    f"{key.removeprefix('not_')} of {what}: expected {word} "
                    f"{', '.join(bad)}; it has {', '.join(sorted(have_l)) or 'none'}"
                )
    if "counters" in e:
        for kind, n in e["counters"].items():
            have_n = obj.counters.get(kind, 0)
            if have_n != n:
                out.append(_differs(f"{kind} counters on {what}", n, have_n))
    return out


def _names(refs: Refs, objs: list[Any]) -> list[str]:
    return [refs.name_of(o) for o in objs]


def _check_player(refs: Refs, e: dict[str, Any]) -> list[str]:
    _only(e, ("player", *PLAYER_CHECKS), "a player")
    p = refs.player(e["player"])
    out: list[str] = []
    if "life" in e and p.life != e["life"]:
        out.append(_differs(f"{p}'s life", e["life"], p.life))
    if "poison" in e and p.poison != e["poison"]:
        out.append(_differs(f"{p}'s poison counters", e["poison"], p.poison))
    if "energy" in e and p.energy != e["energy"]:
        out.append(_differs(f"{p}'s energy counters", e["energy"], p.energy))
    if "lost" in e and p.lost != e["lost"]:
        out.append(_differs(f"whether {p} lost", e["lost"], p.lost))
    if "city_blessing" in e and p.city_blessing != e["city_blessing"]:
        out.append(
            _differs(f"whether {p} has the city's blessing", e["city_blessing"], p.city_blessing)
        )
    if "monarch" in e and (refs.game.monarch is p) != e["monarch"]:
        is_it = refs.game.monarch is p
        out.append(_differs(f"whether {p} is the monarch (CR 725)", e["monarch"], is_it))
    for zone in ZONES:
        keys = (zone, f"{zone}_has", f"{zone}_count")
        if not any(k in e for k in keys):
            continue
        names = _names(refs, refs.zone_objects((zone,), p))
        label = f"{p}'s {zone}"
        if zone in e:
            want = list(e[zone])
            if zone == "library":
                same = [n.lower() for n in names] == [w.lower() for w in want]
            else:
                same = Counter(n.lower() for n in names) == Counter(w.lower() for w in want)
            if not same:
                out.append(_differs(label, want, names if zone == "library" else sorted(names)))
        if f"{zone}_has" in e:
            want = e[f"{zone}_has"]
            want = [want] if isinstance(want, str) else list(want)
            missing = Counter(w.lower() for w in want) - Counter(n.lower() for n in names)
            if missing:
                out.append(
                    f"{label}: expected it to include {_words(want)}, got {_words(sorted(names))}"
                )
        if f"{zone}_count" in e and len(names) != e[f"{zone}_count"]:
            out.append(_differs(f"number of cards in {label}", e[f"{zone}_count"], len(names)))
    return out


def _mentions(refs: Refs, event: ev.Event, ref: str, kind: type) -> bool:
    for f in dc_fields(event):  # type: ignore[arg-type]
        value = getattr(event, f.name)
        values = value if isinstance(value, list | tuple) else [value]
        if isinstance(value, dict):
            values = [*value.keys(), *value.values()]
        for v in values:
            if isinstance(v, kind) and refs.matches(v, ref):
                return True
    return False


def _check_event(refs: Refs, e: dict[str, Any]) -> list[str]:
    _only(e, ("event", *EVENT_CHECKS), "an event")
    cls = event_type(e["event"])
    found = [x for x in refs.game.log if isinstance(x, cls)]
    what = cls.__name__
    if "card" in e:
        found = [x for x in found if _mentions(refs, x, e["card"], GameObject | LastKnown)]
        what += f" of '{e['card']}'"
    if "player" in e:
        who = refs.player(e["player"])
        found = [x for x in found if _mentions(refs, x, who.name, Player)]
        what += f" involving {who}"
    if "count" in e:
        if len(found) != e["count"]:
            return [_differs(f"number of {what} events", e["count"], len(found))]
        return []
    happened = e.get("happened", True)
    if bool(found) != happened:
        if happened:
            return [f"expected a {what} event; none happened"]
        first = found[0]
        return [f"expected no {what} event; it happened: {first}"]
    return []


def _check_game(refs: Refs, e: dict[str, Any]) -> list[str]:
    g = refs.game
    out: list[str] = []
    stack = [describe_stack_item(g, i) for i in reversed(g.stack)]  # top first
    if "stack" in e:
        want = list(e["stack"])
        items = list(reversed(g.stack))
        same = len(want) == len(items) and all(
            refs.name_of(i).lower() == w.lower() or d.lower() == w.lower()
            for i, d, w in zip(items, stack, want, strict=True)
        )
        if not same:
            out.append(_differs("the stack (top first)", want, stack))
    if "stack_top" in e:
        top = g.stack[-1] if g.stack else None
        want = e["stack_top"]
        if top is None:
            out.append(f'the top of the stack: expected "{want}", but the stack is empty')
        elif want.lower() not in (refs.name_of(top).lower(), stack[0].lower()):
            out.append(_differs("the top of the stack", want, stack[0]))
    if "step" in e and g.step != normalise_step(e["step"]):
        out.append(_differs("the step", normalise_step(e["step"]), g.step))
    if "turn" in e and g.turn != e["turn"]:
        out.append(_differs("the turn", e["turn"], g.turn))
    if "active" in e and g.active is not refs.player(e["active"]):
        out.append(_differs("the active player", e["active"], g.active.name))
    return out
