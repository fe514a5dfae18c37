"""scorewire-ifeval: IFEval instruction-following checks, strict and loose, as the official checker scores them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorewire import lazy_exports

from .evaluators import IFEval, loose_variants

if TYPE_CHECKING:
    from ._instructions import CHECKERS, InstructionError, build_checker

__all__ = ["CHECKERS", "IFEval", "InstructionError", "build_checker", "loose_variants"]


# The instruction checkers are imported on first use: plugin discovery needs only the evaluator.
_LAZY = {"CHECKERS": "._instructions", "InstructionError": "._instructions", "build_checker": "._instructions"}
__getattr__ = lazy_exports(__name__, _LAZY)
