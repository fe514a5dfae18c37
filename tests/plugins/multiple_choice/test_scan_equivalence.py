"""The multiple-choice reader's two scans for the last commitment read the same.

``_scan`` tries the cue occurrences one at a time, the latest first; ``_scan_rest`` finds them all up
front and rules the cheap ones out inline ("rather than", a referring "Option A (", a cue no label can
follow), for speed. On random texts built from cue words, labels, negations and punctuation, the second
must find what the first finds, and so must ``_last_commitment``, which scans the last sentence first.
"""

from __future__ import annotations

import random

import pytest
from scorewire_multiple_choice import extract as mc

_PIECES = (
    "answer", "Answer:", "the answer is", "is", "correct", "right", "the", "my", "option", "Option", "options",
    "choice", "go with", "going with", "choose", "chose", "pick", "select", "actually", "instead", "rather",
    "rather than", "it's", "that's", "it is", "—", "–", "so", "So,", "so:", "hence", "thus", "only", "leaves",
    "leaving", "us with", "which is", "I'd say", "\\boxed{C}", "not", "won't", "never", "no", "wait", "if",
    "A", "B", "C", "D", "E", "I", "c", "(A)", "(b)", "**C**", "D.", "C)", "[B]", "'d'", "Option A (",
    ".", ",", ";", ":", "?", "\n", "(", ")", "*", "Nucleus", "because", "though", "maybe",
)  # fmt: skip


def _texts(seed: int, count: int) -> list[str]:
    rng = random.Random(seed)
    texts = []
    for _ in range(count):
        words = [rng.choice(_PIECES) for _ in range(rng.randint(1, 40))]
        text = "".join(w + rng.choice((" ", " ", "", "\n", ". ")) for w in words)
        if rng.random() < 0.3:
            text = rng.choice(("Answer: C\n\n", "**B**\n", "(D)\n")) + text
        texts.append(text)
    return texts


@pytest.mark.parametrize("seed", range(3))
def test_the_whole_text_scan_reads_what_the_occurrence_by_occurrence_scan_reads(seed: int) -> None:
    hits = 0
    for text in _texts(seed, 2000):
        low = text.lower()
        for valid in ("ABCD", "ABCDEFGHIJ"):
            expected = mc._scan(text, low, 0, valid, {})
            assert mc._scan_rest(text, low, valid, {}) == expected, text
            assert mc._last_commitment(text, valid)[0] == expected, text
            hits += expected is not None
    assert hits > 500  # (the texts commit often enough for the comparison to mean something)


_AFTER_CHOOSING = (
    " ", "  ", "\n", ":", "the", "The", "for", "with", "on", "option", "Option", "choice", "answer", "answers", "letter",
    "A", "B", "c", "d", "(", ")", "(b)", "*", "_", "`", '"', "'", "'c'", "\\text{", "#", ",", ".", "nucleus", "most",
    "likely", "just", "juſt", "ſ", "\u212a", "then", "them", "thus", "\xa0", "İ", "definitely", "x", "1", "-", "optionB",
)  # fmt: skip


@pytest.mark.parametrize("seed", range(3))
def test_the_quick_look_after_a_verb_of_choosing_rules_out_only_what_the_pattern_cannot_match(seed: int) -> None:
    # (``_may_choose`` spares the ``_GO_WITH`` regex on "pick the nucleus": a False from it must be a no-match)
    rng = random.Random(seed)
    ruled_out = 0
    for _ in range(20000):
        verb = rng.choice(("pick", "Pick", "choose", "chose", "select", "go with", "going with"))
        text = verb + "".join(rng.choice(_AFTER_CHOOSING) for _ in range(rng.randint(0, 7)))
        if not mc._may_choose(text, len(verb)):
            ruled_out += 1
            assert mc._GO_WITH.match(text, 0) is None, text
    assert ruled_out > 1000  # (the look rules out often enough for the comparison to mean something)
