"""Hook implementations of scorewire-ifeval."""

from __future__ import annotations
