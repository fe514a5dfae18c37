"""Faster forms of the label reader's steps must read exactly what the plain forms read.

- The inline answer marker's look-back (a few runs of letters and blanks before a keyword) is found by
  a pattern on the reversed stretch before it: it must agree with the walk back, character by character.
- Strong terms are scanned without capturing groups, the label read by one grouped match at each hit.
- ``match_any_at`` keeps its answers for the last text asked about.
- An answer whose last sentence holds its answer marker is read from that sentence alone.
- The sentence-end pattern is written to open with one character class (which re skips to at once): it
  must find the ends the pattern as first written, with two alternatives, finds.
- ``is_strong`` keeps its answer per term; ``find_strong`` reads each hit's label with the terms that can
  start with its first character; the change-of-mind keys are looked for with one alternation; the NLI
  plugin's last sentence break is found mark by mark after the latest one found: each must agree with the
  plain form.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from scorewire.extraction import YES_NO_MAYBE, _verdict
from scorewire.extraction._labels import _compile
from scorewire_nli.labels import FEVER, NLI


def walk(low: str, i: int) -> int:
    lo = i
    for _ in range(_verdict._INLINE_LOOKBACK_TOKENS):
        if lo == 0:
            break
        space = low[lo - 1].isspace()
        while lo > 0 and (low[lo - 1].isspace() if space else (low[lo - 1].isalpha() or low[lo - 1] == "-")):
            lo -= 1
    return lo


def test_the_lookback_agrees_with_the_walk_back() -> None:
    rng = random.Random(19)
    texts = ["", "the answer", "so, the final answer", "a " * 400, "\n" * 300 + "the answer", "ab-c" * 200]
    texts += ["".join(rng.choice("ab- \n\t\x1c,.x") for _ in range(rng.randint(0, 300))) for _ in range(400)]
    for text in texts:
        low = text.lower()
        for i in range(len(low) + 1):
            assert _verdict._lookback(low, i) == walk(low, i), (text, i)


TEXTS = [
    "Entailment. The premise says so; it is not a contradiction, and neutral would not fit.",
    "We can't verify or refute this. The evidence backs it up? No - NOT ENOUGH INFO.",
    "No no, maybe - it depends. Yes and no; insufficient evidence, so inconclusive.",
    "the answer is not entailment, or is it neutral? wait, actually no, contradiction or neutral; so? " * 3,
]


def test_the_strong_scan_finds_what_the_grouped_pattern_finds() -> None:
    for ls in (NLI, FEVER, YES_NO_MAYBE):
        grouped, labels = _compile(ls.strong)
        for text in TEXTS:
            for lo, hi in ((0, len(text)), (5, len(text) // 2)):
                plain = [(labels[(m.lastindex or 1) - 1], m.start(), m.end()) for m in grouped.finditer(text, lo, hi)]
                assert list(ls.find_strong(text, lo, hi)) == plain


def test_match_any_at_answers_the_same_with_its_memo() -> None:
    for ls in (NLI, FEVER, YES_NO_MAYBE):
        for text in TEXTS:
            copy = "".join(list(text))  # an equal text that is another object
            for pos in range(len(text)):
                expected = ls._match_any_at(text, pos)
                assert ls.match_any_at(text, pos) == expected
                assert ls.match_any_at(copy, pos) == expected
                assert ls.match_any_at(text, pos) == expected  # (asked again, after another text)


# An answer whose last sentence holds its answer marker is read from that sentence alone
# (``_verdict._closing_marker``); the whole reading must give the same result, field by field.
HEADS = [
    "",
    "Let me think. The premise says the committee approved the budget; neutral would need silence on that. ",
    "Answer: neutral\n\nOn reflection the premise settles it.\n",
    "I'd say entailment at first glance, but wait. ",
    '"The answer is yes," someone wrote. Let me check: ',
    "Yes and no. It depends on the reading - I mean the strict one. ",
    "1. entailment\n2. neutral\n3. contradiction\n",
    "Es difícil — la premisa no lo dice. ",
    "Options are: yes / no / maybe. Hmm, actually ",
    "The premise doesn't say; I can't verify or refute it. Either way, ",
]
TAILS = [
    "the answer is contradiction.",
    "Final answer: NOT ENOUGH INFO",
    "So the answer is not entailment.",
    "If anything, the answer is neutral.",
    "The answer is entailment - wait, no, contradiction.",
    "The answer is neutral, I mean contradiction.",
    "My final answer is: yes.",
    "Answer: maybe?",
    "Answer: yes or no, hard to say.",
    "**Answer:** REFUTES",
    "The label is",
    "Answer: 2",
    "Weighing all of that, the answer is yes.",
    "The answer is 'neutral'.",
    "the answer is SUPPORTS\n\n",
    "Answer: no. I won't decide further, either way I abstain.",
    "## Verdict\nentailment",
    "The obvious answer is yes.",
    "Answer: C",
    "Réponse : oui.",
]


def _reading(text: str, ls: object) -> tuple[object, ...]:
    from scorewire.extraction import read_label

    found = read_label(text, ls)  # type: ignore[arg-type]
    return (found.value, found.method, found.reason, found.span, found.evidence)


def test_the_closing_marker_reads_what_the_whole_reading_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = [head + tail for head in HEADS for tail in TAILS]
    texts += [tail for tail in TAILS] + [head * 8 + tail for head in HEADS[1:4] for tail in TAILS]
    blind = sorted((Path(__file__).parents[1] / "plugins").glob("*/blind/*.jsonl"))
    assert blind, "the kept blind batches are missing"
    for path in blind:
        for line in path.read_text(encoding="utf-8").splitlines():
            response = json.loads(line).get("response")
            if isinstance(response, str):
                texts.append(response)
    # (an answer whose end holds no marker sign is left to the whole reading at once: both readings are
    # that one, and only the others are read twice)
    # (the raw answer's last 400 characters hold what the normalised answer's last 150 do, and more)
    texts = [t for t in texts if "boxed" in t or any(sign in t[-400:].lower() for sign in _verdict._MARKER_SIGNS)]
    fast = _verdict._closing_marker
    decided = 0
    for ls in (NLI, FEVER, YES_NO_MAYBE):
        for text in texts:
            with_it = _reading(text, ls)
            monkeypatch.setattr(_verdict, "_closing_marker", lambda text, ls: None)
            without = _reading(text, ls)
            monkeypatch.undo()
            assert with_it == without, (ls.name, text[-300:])
            decided += fast(_verdict._normalize(text), ls) is not None
    assert decided > 300  # the closing-marker reading is taken, not only tried


# Words and marks the rules around an answer marker react to, strung together at random.
FUZZ_TOKENS = (
    "the answer is", "Answer:", "Final answer:", "final", "label", "verdict", "is my pick", "Correcting to",
    "entailment", "neutral", "contradiction", "SUPPORTS", "REFUTES", "NOT ENOUGH INFO", "yes", "no", "maybe",
    "not", "isn't", "wait", "actually", "I mean", "or rather", "if", "whether", "either", "know", "I'd say", "So",
    "perhaps", ".", ",", ":", "?", "!", "\n", "\n\n", " - ", "—", '"', "'", "“", "”", "**", "(", ")", "#", "=",
    "premise", "hypothesis", "one might think", "at first glance", "but", "however", "sí", "réponse", "Antwort:",
    "✓", "✗", "1.", "2)", "C", "N", "I abstain", "hard to say", "can't tell", "is", "be",
)  # fmt: skip
FUZZ_ENDS = ("the answer is", "Answer:", "Final answer:", "My verdict:")
FUZZ_LABELS = ("entailment", "neutral.", "yes", "no.", "maybe", "SUPPORTS", "REFUTES.")


def test_the_closing_marker_agrees_on_random_strings_of_cue_words(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(1916)
    decided = 0
    for _ in range(800):
        text = " ".join(rng.choice(FUZZ_TOKENS) for _ in range(rng.randint(1, 60)))
        if rng.random() < 0.5:  # (half end on a marker and a label, the shape the closing reading decides)
            text += f" {rng.choice(FUZZ_ENDS)} {rng.choice(FUZZ_LABELS)}{rng.choice(['', '.', chr(10), ' ', '!'])}"
        for ls in (NLI, FEVER, YES_NO_MAYBE):
            with_it = _reading(text, ls)
            monkeypatch.setattr(_verdict, "_closing_marker", lambda text, ls: None)
            without = _reading(text, ls)
            monkeypatch.undo()
            assert with_it == without, (ls.name, text)
            decided += with_it[1] == "answer_marker"
    assert decided > 200


# The sentence ends as first written: two alternatives, neither opening with a single character class.
PLAIN_SENTENCE_END = re.compile(r"[.!?…][\"')\]]*(?=\s|$)|\n")


def _blind_responses() -> list[str]:
    texts = []
    for path in sorted((Path(__file__).parents[1] / "plugins").glob("*/blind/*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            response = json.loads(line).get("response") if line.strip() else None
            if isinstance(response, str):
                texts.append(response)
    return texts


def test_the_sentence_end_pattern_finds_what_the_plain_one_finds() -> None:
    rng = random.Random(1619)
    marks = ".!?…\"')]\n\r\t \u2003\x0bab"
    texts = TEXTS + TAILS + ["", "\n", "a.", "?\n", '…)"', "x.) y", ".\n\n"] + _blind_responses()
    texts += ["".join(rng.choice(marks) for _ in range(rng.randint(0, 40))) for _ in range(20_000)]
    assert len(texts) > 30_000
    pattern = _verdict._SENTENCE_END
    for text in texts:
        for lo in (0, len(text) // 3):
            got = [m.span() for m in pattern.finditer(text, lo)]
            assert got == [m.span() for m in PLAIN_SENTENCE_END.finditer(text, lo)], (text, lo)
            one, plain = pattern.search(text, lo), PLAIN_SENTENCE_END.search(text, lo)
            assert (one and one.span()) == (plain and plain.span()), (text, lo)


# Label words, other words, cases and marks (ASCII and not) strung together at random.
STRONG_TOKENS = (
    "entailment", "Entailment", "ENTAILMENT", "neutral", "Neutral", "contradiction", "Contradiction", "SUPPORTS",
    "REFUTES", "NOT ENOUGH INFO", "not enough info", "yes", "no", "maybe", "Yes", "the premise rules it out",
    "entailed", "contradicts", "contradictory", "supported", "refuted", "can't tell", "undetermined", "K",
    "\u212a", "\u017f", "é", "-", "_", ".", ",", "'", "\n", "the", "is", "not", "a", "neutrality", "ne utral",
)  # fmt: skip


def _strung(rng: random.Random, tokens: tuple[str, ...], most: int) -> str:
    return "".join(rng.choice(tokens) + rng.choice(("", " ", " ", "\n", ". ")) for _ in range(rng.randint(0, most)))


def test_find_strong_reads_the_label_the_grouped_pattern_reads() -> None:
    rng = random.Random(1803)
    texts = TEXTS + [_strung(rng, STRONG_TOKENS, 12) for _ in range(3_000)]
    for ls in (NLI, FEVER, YES_NO_MAYBE):
        grouped, labels = _compile(ls.strong)
        for text in texts:
            plain = [(labels[(m.lastindex or 1) - 1], m.start(), m.end()) for m in grouped.finditer(text)]
            assert list(ls.find_strong(text)) == plain, (ls.name, text)


def test_is_strong_answers_what_the_whole_term_match_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    from scorewire.extraction import _labels

    rng = random.Random(1804)
    terms = list(STRONG_TOKENS) + [_strung(rng, STRONG_TOKENS, 3).strip() for _ in range(2_000)]
    for kept in (_labels._STRONG_TERMS_KEPT, 7):  # (and with a small store, emptied again and again)
        monkeypatch.setattr(_labels, "_STRONG_TERMS_KEPT", kept)
        for ls in (NLI, FEVER, YES_NO_MAYBE):
            ls._strong_terms.clear()
            for term in terms + terms[::-1]:
                assert ls.is_strong(term) == (ls._strong_scan.fullmatch(term) is not None), (ls.name, term)
            assert len(ls._strong_terms) <= max(kept, 1)


def test_the_change_of_mind_keys_are_found_by_one_search() -> None:
    rng = random.Random(1805)
    tokens = (*_verdict._REVISION_KEYS, "wai", "hold", "let me", "i mea", "rather", "although..", ".", " ", "x")
    for _ in range(5_000):
        gate = _strung(rng, tokens, 10).lower()
        for lo, hi in ((0, len(gate)), (3, 3 + _verdict._REVISION_REACH), (len(gate) // 2, len(gate) + 50), (9, 4)):
            plain = any(gate.find(key, lo, hi) >= 0 for key in _verdict._REVISION_KEYS)
            assert (_verdict._REVISION_GATE.search(gate, lo, hi) is not None) == plain, (gate, lo, hi)


def test_the_last_sentence_break_is_the_latest_of_every_mark() -> None:
    from scorewire_nli import _closing

    rng = random.Random(1806)
    for _ in range(20_000):
        tail = "".join(rng.choice(". !?…\nab") for _ in range(rng.randint(0, 14)))
        for end in range(-2, len(tail) + 2):
            plain = max(tail.rfind(mark, 0, end) for mark in _closing._BREAKS)
            assert _closing._last_break(tail, end) == plain, (tail, end)


UNCASED = (
    "_CLAUSE_BREAK",
    "_NOT_NEGATION",
    "_NEGATION",
    "_DOUBLE_NEGATIVE",
    "_CONTRAST",
    "_HEDGE",
    "_FILLER",
    "_LEAD_IN",
)
CASE_TOKENS = (
    "But", "HOWEVER", "not", "NOT", "Isn't", "don't think", "No Doubt", "not only", "maybe", "Perhaps", "MIGHT",
    "possibly", "unclear", "I Don't Think", "it is not", "wrong to call", "Rather than", "rather", "so", "And",
    "which", "Although", "never", "hardly", "-", " - ", ",", ";", ":", "(", ")", "\n", "'", '"', "x", "K", "s",
    "So", "It Is", "clearly", "In Practice", "I'd Say", "The Answer Is", "Generally", "Based on", "the premise",
)  # fmt: skip


def test_the_uncased_patterns_find_on_lowercased_ascii_what_the_patterns_find() -> None:
    from scorewire.extraction._labels import _ascii_matching

    rng = random.Random(1807)
    texts = [_strung(rng, CASE_TOKENS, 16) for _ in range(4_000)] + [t for t in TEXTS + TAILS if t.isascii()]
    for name in UNCASED:
        cased, uncased = getattr(_verdict, name), getattr(_verdict, name + "_UNCASED")
        source, flags = cased._args
        assert flags & re.IGNORECASE and uncased._args == (source, flags & ~re.IGNORECASE)
        # (the source's letters are all small, and none of its other characters matches an ASCII one)
        assert not any(c.isupper() for c in source)
        assert not any(_ascii_matching(c) for c in source if ord(c) > 127), name
        for text in texts:
            low = text.lower()
            assert [m.span() for m in uncased.finditer(low)] == [m.span() for m in cased.finditer(text)], (name, text)
            assert uncased.sub(" ", low) == cased.sub(" ", text).lower(), (name, text)
            for lo in range(0, len(text), 7):  # (matched at a position, as _verdict and _conclusion match them)
                one, two = uncased.match(low, lo), cased.match(text, lo)
                assert (one and one.span()) == (two and two.span()), (name, text, lo)


def test_a_label_set_with_capitals_in_its_patterns_is_scanned_with_its_own_pattern() -> None:
    from scorewire.extraction._labels import LabelSet

    shouting = LabelSet("shout", ("up", "down"), ((r"[A-Z]{2}P", "up"), (r"down", "down")), (), {})
    assert shouting._strong_scan_uncased is None and NLI._strong_scan_uncased is not None
    text = "it says UPP and dOWN, then upp"
    assert list(shouting.find_strong(text)) == [("up", 8, 11), ("down", 16, 20), ("up", 27, 30)]


def _grouped_reading(pattern: re.Pattern[str], labels: tuple[str, ...], text: str, pos: int) -> object:
    m = pattern.match(text, pos)
    return None if m is None else (labels[(m.lastindex or 1) - 1], m.start(), m.end())


def test_match_any_at_on_lowercased_ascii_reads_what_the_whole_pattern_reads() -> None:
    # (the terms that can start with a character are matched, on ASCII text, lowercased and without IGNORECASE:
    # the same term, start and end as the whole case-insensitive pattern of every term, at every position)
    rng = random.Random(2211)
    texts = TEXTS + TAILS + [_strung(rng, STRONG_TOKENS + CASE_TOKENS, 10) for _ in range(1_500)]
    for ls in (NLI, FEVER, YES_NO_MAYBE):
        whole, labels = _compile((*ls.strong, *ls.weak))
        for text in texts:
            for pos in range(len(text) + 1):
                assert ls._match_any_at(text, pos) == _grouped_reading(whole, labels, text, pos), (ls.name, text, pos)
        # (and every bucket that is matched lowercased is one the check allows)
        assert any(bucket[2] is not None for bucket in ls._buckets.values())


def test_find_strong_on_lowercased_ascii_reads_the_label_the_grouped_pattern_reads() -> None:
    rng = random.Random(2212)
    texts = [_strung(rng, STRONG_TOKENS + CASE_TOKENS, 14) for _ in range(2_000)]
    for ls in (NLI, FEVER, YES_NO_MAYBE):
        grouped, labels = _compile(ls.strong)
        for text in texts:
            plain = [(labels[(m.lastindex or 1) - 1], m.start(), m.end()) for m in grouped.finditer(text)]
            assert list(ls.find_strong(text)) == plain, (ls.name, text)


def test_a_bucket_with_capitals_in_its_source_is_matched_with_its_case_insensitive_pattern() -> None:
    from scorewire.extraction._labels import LabelSet

    shouting = LabelSet("shout", ("up", "down"), ((r"u[A-Z]P", "up"), (r"down", "down")), (), {})
    assert shouting.match_any_at("so uPp", 3) == ("up", 3, 6)
    assert shouting.match_any_at("so DOWN", 3) == ("down", 3, 7)
    assert shouting._buckets["u"][2] is None and shouting._buckets["d"][2] is not None


# Phrases the NLI plugin's "left open" patterns are built from, their keys, and words around them.
OPEN_TOKENS = (
    "I", "we", "can't", "cannot", "couldn't", "really", "land on", "settle on", "decide", "choose", "pick",
    "commit to", "make up my mind", "one", "either way", "between them", "between neutral and contradiction",
    "both", "either one", "are", "is", "defensible", "possible", "have merit", "make sense", "holds up", "beide",
    "ist", "möglich", "les deux", "sont", "possibles", "ambas", "son", "posibles", "somewhere", "halfway", "torn",
    "split", "toss-up", "coin flip", "too", "close", "for me", "to call", "to decide", "some", "half", "would",
    "say", "answer", "yes", "no", "maybe", "others", "the rest", "and", "while", "rather than", "instead of",
    "picking", "committing", "yes and no", "so", "well", "I'm", "keep", "flip-flopping", "flip flopping",
    "going back and forth", "changing my mind", "wavering", "vacillating", "not going to", "gonna", "won't",
    "will not", "refuse to", "decline to", "I'd rather not", "don't want to", "prefer not to", "I'll let",
    "let's let", "the annotators", "leave it to", "leave the call to", "you", "guess", "take sides", "until",
    "here", "now", ".", ",", ";", "!", "?", "-", " - ", "—", "\n", "\t", "  ", "'", '"', "*", "ſ", "K", "É",
    "entailment", "Neutral", "CONTRADICTION", "SUPPORTS", "NOT ENOUGH INFO", "but", "still", "though",
)  # fmt: skip


# Sentences each pattern reads (its alternatives, one after another), to be cut, cased and joined at random.
OPEN_SENTENCES = (
    "I can't land on one.", "We cannot settle this either way.", "I honestly couldn't decide between them.",
    "I'm unable to choose a label here.", "I don't think I can commit to one.", "I can't make up my mind.",
    "I can't pick between neutral and contradiction now.", "Both are defensible.", "Both readings have merit.",
    "Either label holds up.", "Either one is possible.", "Beides ist möglich.", "Les deux sont possibles.",
    "Ambas son posibles.", "Las dos son válidas.", "It's somewhere between the two.", "I'm torn between them.",
    "A coin flip between neutral and contradiction.", "a toss-up between the last two", "too close for me to call.",
    "far too vague to decide.", "Some would answer no, some maybe.", "half would pick yes and half maybe",
    "some annotators would say neutral, others contradiction", "I'll flag it rather than pick.",
    "noting both instead of choosing.", "So... yes and no.", "Both yes and no, really.", "I keep flip-flopping.",
    "I'm going back and forth on this", "we keep changing our minds", "I'm still torn.", "I'm not going to commit.",
    "We won't pick a side.", "I'd rather not guess.", "I'll let the annotators decide.",
    "I'll leave the call to you.", "We will not choose until I know more.", "I don't want to take sides.",
    "I'd prefer not to pick one.", "let's let them settle it.", "I refuse to guess.", "We decline to choose here.",
)  # fmt: skip


def _open_text(rng: random.Random) -> str:
    parts = []
    for _ in range(rng.randint(1, 6)):
        if rng.random() < 0.6:
            words = rng.choice(OPEN_SENTENCES).split(" ")
            if rng.random() < 0.3:  # (a word dropped or doubled, cased, blanks changed)
                i = rng.randrange(len(words))
                words[i : i + 1] = rng.choice(([], [words[i]] * 2, [words[i].upper()], [words[i].capitalize()]))
            parts.append(rng.choice((" ", " ", " ", "  ", "\n", "\t")).join(words))
        else:
            parts.append(rng.choice(OPEN_TOKENS))
    return rng.choice((" ", " ", "\n", "")).join(parts)


def test_every_left_open_match_holds_a_key_on_ascii_with_single_spaces() -> None:
    from scorewire_nli import _closing

    rng = random.Random(2213)
    checked, matched = 0, set()
    for _ in range(30_000):
        inner = _open_text(rng).strip()
        if not inner.isascii() or " ".join(inner.split()) != inner:
            continue
        low = inner.lower()
        for pattern, keys in _closing._GATES:
            m = pattern.search(inner)
            if m is not None:
                checked += 1
                assert any(key in low for key in keys), (pattern.pattern[:60], inner)
                matched.add(pattern.pattern)
    assert checked > 3_000 and len(matched) == len(_closing._GATES)


def _left_open_gated_on_the_tail(text: str, ls: object) -> bool:
    """``left_open`` as first written: each pattern's keys looked for in the whole lowercased tail."""
    from scorewire_nli import _closing

    low = text[-_closing._TAIL :].lower()
    keep = [pattern for pattern, keys in _closing._GATES if any(low.rfind(key) >= 0 for key in keys)]
    saved = _closing._GATES
    try:  # (the same function, with the patterns the tail lets through, each gated by a key it always holds)
        _closing._GATES = tuple((pattern, ("",)) for pattern in keep)  # type: ignore[assignment]
        return _closing.left_open(text, ls)  # type: ignore[arg-type]
    finally:
        _closing._GATES = saved


def test_left_open_gated_on_the_closing_sentences_answers_as_gated_on_the_tail() -> None:
    from scorewire_nli import _closing

    rng = random.Random(2214)
    texts = _blind_responses() + TEXTS + TAILS
    texts += [_open_text(rng) + rng.choice(("", " Neutral.", "\n\nSo contradiction.")) for _ in range(3_000)]
    narrowed = 0
    for text in texts:
        # (only where the closing sentences let fewer patterns through than the tail can the answers differ)
        closing = _closing.last_sentences(text, 2)
        inner, low = closing.strip(), text[-_closing._TAIL :].lower()
        if not (inner.isascii() and " ".join(inner.split()) == inner):
            continue
        tail = [p for p, keys in _closing._GATES if any(key in low for key in keys)]
        near = [p for p, keys in _closing._GATES if any(key in closing.lower() for key in keys)]
        assert set(near) <= set(tail)
        if near == tail:
            continue
        narrowed += 1
        for ls in (NLI, FEVER, YES_NO_MAYBE, None):
            assert _closing.left_open(text, ls) == _left_open_gated_on_the_tail(text, ls), (ls, text[-300:])  # type: ignore[arg-type]
    assert narrowed > 1_000


def test_the_sentence_ends_found_mark_by_mark_are_the_patterns() -> None:
    rng = random.Random(2216)
    marks = ".!?…\"')]\n\r\t \u2003\x0b\x1cab"
    texts = TEXTS + TAILS + ["", "\n", "a.", "?\n", '…)"', "x.) y", ".\n\n", "a.'\n"] + _blind_responses()
    texts += ["".join(rng.choice(marks) for _ in range(rng.randint(0, 40))) for _ in range(20_000)]
    for text in texts:
        assert _verdict._sentence_ends(text) == [m.end() for m in _verdict._SENTENCE_END.finditer(text)], text
