"""``python -m karlov``: the same command as the ``karlov`` console script.

The cyclic garbage collector's threshold is raised (as :func:`karlov.cli.collect_less_often`
does, which the command calls again) before the command's modules load: their import makes
some 50,000 objects that live as long as the process, which the default threshold made the
collector scan eight times, a full collection among them (issue 24)."""

import gc

gc.set_threshold(100_000, *gc.get_threshold()[1:])  # karlov.cli.GC_THRESHOLD, not loaded yet

from karlov.cli import entry  # noqa: E402

entry()
