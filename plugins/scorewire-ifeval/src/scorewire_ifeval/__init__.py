"""scorewire-ifeval: IFEval instruction-following checks, strict and loose, as the official checker scores them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .evaluators import IFEval, loose_variants

if TYPE_CHECKING:
    from ._instructions import CHECKERS, InstructionError, build_checker

__all__ = ["CHECKERS", "IFEval", "InstructionError", "build_checker", "loose_variants"]


def __getattr__(name: str) -> Any:
    # The instruction checkers are imported on first use: plugin discovery needs only the evaluator.
    if name in ("CHECKERS", "InstructionError", "build_checker"):
        from . import _instructions

        return getattr(_instructions, name)
    raise AttributeError(f"module 'scorewire_ifeval' has no attribute {name!r}")
