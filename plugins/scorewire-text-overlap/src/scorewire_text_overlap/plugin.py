"""Hook implementations of scorewire-text-overlap."""

from __future__ import annotations
