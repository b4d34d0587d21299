"""Cards exiled "until [this permanent] leaves the battlefield" (CR 610.3): the exile is a
one-shot effect; a second one-shot effect, created immediately after the permanent leaves the
battlefield, returns each card to the zone it was in (a permanent under its owner's control, CR
610.3c), those of one event at the same time (CR 610.3d).

The game keeps ``exiled_until_leaves`` (the id of the permanent that is the source -> the
cards exiled and the zones they came from) and ``returns_due`` (the cards to return, found
as the permanent's leaving is recorded); :func:`return_due` does the returns once the event
that made the permanent leave is over (the end of the outermost ``simultaneously`` block,
:mod:`.lookback`)."""

from __future__ import annotations

from typing import Any

from .objects import BATTLEFIELD, EXILE


def exiled_until(game: Any, source: Any, exiled: list[tuple[Any, str]]) -> None:
    """Record cards ``exiled`` (each with the zone it was in) until ``source`` leaves the
    battlefield."""
    if exiled:
        game.exiled_until_leaves.setdefault(source.id, []).extend(exiled)


def source_left(game: Any, old: Any) -> None:
    """The permanent ``old`` left the battlefield: what it exiled "until it leaves" is due to
    return (CR 610.3)."""
    due = game.exiled_until_leaves.pop(old.id, None)
    if due:
        game.returns_due.extend(due)


def return_due(game: Any) -> None:
    """Return the cards due (CR 610.3): each still in exile goes back to the zone it was in,
    a permanent under its owner's control (CR 610.3c); a card that has left exile since is a
    new object the effect doesn't find (CR 400.7)."""
    while game.returns_due:
        due, game.returns_due = game.returns_due, []
        with game.simultaneously():  # the returns of one event happen together (CR 610.3d)
            for card, zone in due:
                if not game.is_live(card) or card.zone != EXILE:
                    continue
                game.note(f"{card} returns from exile (CR 610.3)")
                if zone == BATTLEFIELD:
                    game.put_onto_battlefield(card, card.owner)
                else:
                    game.move(card, zone)
