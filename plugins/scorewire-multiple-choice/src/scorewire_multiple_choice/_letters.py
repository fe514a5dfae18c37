"""The option letters, in a module of their own: dataset adapters and prompts use them at
plugin discovery, which must not import the answer reader (:mod:`.extract`)."""

from __future__ import annotations

LETTERS = "ABCDEFGHIJ"
