"""Hook implementations of scorewire-multiple-choice."""

from __future__ import annotations
