"""Faster forms of the NLI plugin's own stages must read exactly what the plain forms read (speed round 26).

- ``left_open`` first asks one search over the closing sentences whether any key of its gates is there at all
  (a tree of the keys' letters, :func:`scorewire_nli._closing._key_tree`): that search must find a key exactly
  where a plain substring test on every key finds one, and ``left_open`` must answer as with the gate key by key.
- The stages that search the whole lowercased answer share one lowercased copy (``lowered``): it must be the
  text's own ``lower()``, for the text asked about, whichever text was asked about before.
"""

from __future__ import annotations

import random

from scorewire.extraction import YES_NO_MAYBE
from scorewire_nli import _closing
from scorewire_nli.labels import FEVER, NLI

_LETTERS = "abcdefghijklmnopqrstuvwxyz '-\n"


def _near_keys(rng: random.Random, keys: list[str]) -> str:
    """A short string of random letters, with a key, a cut key or a key with a letter changed spliced in."""
    text = "".join(rng.choice(_LETTERS) for _ in range(rng.randrange(0, 40)))
    key = rng.choice(keys)
    piece = rng.choice((key, key[: rng.randrange(len(key) + 1)], key[:-1] + rng.choice(_LETTERS), key[1:]))
    at = rng.randrange(len(text) + 1)
    return text[:at] + piece + text[at:]


def test_the_key_tree_finds_a_key_exactly_where_a_substring_test_does() -> None:
    keys = sorted({key for _, ks in _closing._GATES for key in ks})
    tree = _closing._any_key()
    rng = random.Random(2601)
    found = 0
    for _ in range(40_000):
        text = _near_keys(rng, keys)
        plain = any(key in text for key in keys)
        assert (tree.search(text) is not None) == plain, text
        found += plain
    assert found > 10_000


def test_the_key_tree_of_keys_that_are_prefixes_of_others() -> None:
    import re

    for keys in (["a", "ab"], ["ab", "a", "ac"], ["x y", "x"], ["torn", "too", "to"], [""]):
        tree = re.compile(_closing._key_tree(sorted(keys)))
        for text in ("a", "ab", "b", "x", "x y", "t", "to", "tor", "", "zzz"):
            assert (tree.search(text) is not None) == any(key in text for key in keys), (keys, text)


def _left_open_key_by_key(text: str, ls: object) -> bool:
    """``left_open`` with the gate asked key by key only (the one search for any key disabled)."""
    saved = _closing._ONE_SEARCH_MAX
    try:
        _closing._ONE_SEARCH_MAX = -1
        return _closing.left_open(text, ls)  # type: ignore[arg-type]
    finally:
        _closing._ONE_SEARCH_MAX = saved


CLOSINGS = (
    "So neutral.",
    "I can't pick between them.",
    "Both readings are defensible.",
    "It's somewhere between entailment and neutral.",
    "Too close to call.",
    "Some would say yes, others maybe.",
    "I'll flag it rather than pick.",
    "So... yes and no.",
    "I keep flip-flopping.",
    "I won't commit either way.",
    "Could be either, honestly.",
    "Not sure whether it's neutral or contradiction.",
    "Contradiction, definitely.",
    "The premise settles it: entailment.",
)


def test_left_open_answers_as_with_the_gate_key_by_key() -> None:
    rng = random.Random(2602)
    bodies = ("The premise says the shop opened at nine.", "It names no date at all.", "")
    for _ in range(3_000):
        parts = [rng.choice(bodies)] + [rng.choice(CLOSINGS) for _ in range(rng.randint(1, 3))]
        text = rng.choice((" ", "\n", "\n\n")).join(parts)
        if rng.random() < 0.3:
            text = text.upper() if rng.random() < 0.5 else text.lower()
        for ls in (NLI, FEVER, YES_NO_MAYBE, None):
            assert _closing.left_open(text, ls) == _left_open_key_by_key(text, ls), (ls, text)  # type: ignore[arg-type]


def test_the_shared_lowercased_copy_is_the_text_asked_about() -> None:
    texts = ["Neutral.", "NEUTRAL.", "İstanbul is NOT in the premise.", "Neutral."]
    for text in texts + texts[::-1]:
        copy = text[:1] + text[1:]  # (an equal text, a distinct object)
        assert _closing.lowered(copy) == copy.lower()
        assert _closing.lowered(text) == text.lower()
