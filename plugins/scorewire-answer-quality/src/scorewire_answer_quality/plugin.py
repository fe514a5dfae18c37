"""Hook implementations of scorewire-answer-quality."""

from __future__ import annotations
