"""scorewire-ifeval: IFEval instruction-following checks, strict and loose, as the official checker scores them."""

from __future__ import annotations

from ._instructions import CHECKERS, InstructionError, build_checker
from .evaluators import IFEval, loose_variants

__all__ = ["CHECKERS", "IFEval", "InstructionError", "build_checker", "loose_variants"]
