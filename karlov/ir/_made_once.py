"""Imported first by :mod:`karlov.ir`: until the package has imported its modules, the class
statements of ``karlov.ir.*`` make each IR class once, finished, instead of a plain class that
``@ir_class`` then makes again (:func:`karlov.spans.ir_classes_made_once`, issue 24).
:mod:`karlov.ir` calls :data:`done` after its last module's import."""

from __future__ import annotations

from ..spans import ir_classes_made_once

done = ir_classes_made_once("karlov.ir.")
