"""Hook implementations of scorewire-code."""

from __future__ import annotations
