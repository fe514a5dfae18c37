"""scorewire-ifeval: IFEval instruction-following checks, strict and loose, as the official checker scores them."""

from __future__ import annotations

from .evaluator import IFEval, loose_variants
from .instructions import CHECKERS, InstructionError, build_checker

__all__ = ["CHECKERS", "IFEval", "InstructionError", "build_checker", "loose_variants"]
