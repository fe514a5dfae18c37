"""scorewire-inspect: scorewire evaluators inside Inspect AI, and Inspect logs inside scorewire.

- :func:`scorer` turns any installed scorewire evaluator into an Inspect scorer:
  ``Task(..., scorer=scorewire_inspect.scorer("math_equivalence"))``.
- :func:`read_log` reads an Inspect eval log (``.eval`` or ``.json``) as
  scorewire score-only rows; the ``inspect-log`` dataset does the same from the
  command line: ``scorewire run inspect-log --data logs/my-task.eval``.

Inspect AI is imported when these are used, never at plugin discovery.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorewire import lazy_exports

if TYPE_CHECKING:
    from ._log import read_log
    from ._scorer import example_from_state, scorer

__all__ = ["example_from_state", "read_log", "scorer"]

# Plugin discovery imports scorewire_inspect.plugin, and so this package: the log reader and the
# scorer (pathlib, inspect) are imported when first used.
_LAZY = {"read_log": "._log", "example_from_state": "._scorer", "scorer": "._scorer"}


__getattr__ = lazy_exports(__name__, _LAZY)
