"""The root of every IR class, the IR's source span, and the base of the nodes that keep one.

:class:`IRNode`, :class:`Span` and :func:`ir_class` are defined in :mod:`karlov.spans`
(shared with the front end, which imports neither the IR nor this package) and re-exported
here; :class:`Located` is the IR's own.
"""

from __future__ import annotations

from dataclasses import field

from ..spans import IRNode, Span, ir_class


@ir_class
class Located(IRNode):
    """An IR node that states meaning: it keeps the span of the text it came from."""

    span: Span | None = field(default=None, kw_only=True, compare=False)


__all__ = ["IRNode", "Located", "Span", "ir_class"]
