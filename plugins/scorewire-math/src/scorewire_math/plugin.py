"""Hook implementations of scorewire-math."""

from __future__ import annotations
