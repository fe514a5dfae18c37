"""Hook implementations of scorewire-nli."""

from __future__ import annotations
