"""``python -m karlov``: the same command as the ``karlov`` console script."""

from karlov.cli import entry

entry()
