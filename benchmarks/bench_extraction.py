"""Reading speed of the answer readers on 1,000-character answers, in every shape, beside the peers.

Run: ``.venv/bin/python benchmarks/bench_extraction.py [--repeat N]`` (well under a minute).

For each family - multiple choice (``extract_letter``), NLI (``extract_label`` with the
3-way NLI label set, as ``nli_label`` calls it) and yes/no (``read_yes_no``) - the same
reasoning is cut to exactly 1,000 characters in four shapes:

- ``answer first``: the verdict on the first line, then 900+ characters of explanation
  that mention the other options or labels;
- ``answer last``: the explanation, then "the answer is X.";
- ``long discussion``: every option or label discussed, a closing sentence "So X." with no
  answer marker;
- ``hostile``: cue words, labels and negations repeated without structure
  ("the answer is not A, or is it B? wait, actually no ..."), then a final verdict.

Each reading is asserted (every shape must read its verdict), then timed: ``--repeat``
batches of 200 calls, each call on its own copy of the text (an equal string, a distinct
object, as a run's answers are), interleaved with the peers, the best batch kept (best-of-N
resists noise from other processes on a shared machine), printed as µs per call.
Peers, on the same text in the same process: NeMo Evaluator 0.2.8 ``_extract_letter``
(multiple choice; it reads only the first 200 characters) and ``boolean_yesno``
(yes/no; the first 20 words), Inspect AI's ``answer("word")`` pattern (its regular
expression over the whole text, without the async scorer around it) for NLI.

Goals (issue 19): multiple choice under 10 µs per 1,000-character answer in every
shape; NLI and yes/no within 2x the multiple-choice time of the same shape.
"""

from __future__ import annotations

import argparse
import logging
import re
import sys
import timeit
from collections.abc import Callable
from typing import Any

MC_CHOICES = ["Nucleus", "Ribosome", "Mitochondria", "Golgi apparatus"]
MC_BODY = (
    "Let me think step by step about what each organelle does. Option A (Nucleus): the nucleus stores "
    "the genetic material and directs transcription, but it does not produce most of the cell's ATP. "
    "Option B (Ribosome): ribosomes read messenger RNA and assemble proteins; they use energy rather than "
    "make it. Option C (Mitochondria): the mitochondria carry out oxidative phosphorylation, the step "
    "that yields most of the ATP in an aerobic cell. Option D (Golgi apparatus): the Golgi modifies, "
    "sorts and packages proteins for secretion, which is not energy production either. A common slip is "
    "to pick the nucleus because it controls the cell, or the ribosome because protein synthesis is "
    "expensive; neither one makes the energy. Some textbooks call the mitochondria the powerhouse of the "
    "cell for exactly this reason, and muscle cells, which need a great deal of ATP, are packed with them. "
)
NLI_BODY = (
    "Let me compare the two sentences carefully. The premise says that the committee met on Tuesday "
    "and approved the budget after a long debate about the library's opening hours. The hypothesis "
    "says that the committee rejected the budget. At first glance one might think this is neutral, "
    "since the premise does not spell out every vote, but that reading does not hold up: approving and "
    "rejecting the same budget at the same meeting cannot both be true. It is not entailment either, "
    "because the hypothesis is not a consequence of the premise; it asserts the opposite outcome. There "
    "is no extra information needed to decide, and nothing in the premise suggests a second vote that "
    "could reverse the first one. Whether the debate was long or short does not matter here. Neutral "
    "would fit only if the premise were silent about the outcome, and it is not silent about it. "
)
YN_BODY = (
    "Let me think about this question step by step. Bats are often confused with birds because they "
    "fly, but flight alone does not decide the class of an animal. Bats have fur, they give birth to "
    "live young, and the mothers feed their pups with milk, which are the defining traits of mammals. "
    "No bird nurses its young, and no bird has fur. Some people say bats are blind rodents, and that is "
    "not true either: they are a separate order, Chiroptera, and most species can see. There is no "
    "doubt among biologists about the classification, and the fossil record agrees with the anatomy. "
    "Flying squirrels glide rather than fly, so they are no counterexample. Is the question a trick? "
    "It is not: it asks about the class, and the class is settled by the traits listed above, which "
    "every bat species shares, from the tiny bumblebee bat to the large flying foxes of Asia. "
)
HOSTILE_UNITS = {
    "mc": "the answer is not A, or is it B? wait, actually no, option C or D rather than A; so B? ",
    "nli": "the answer is not entailment, or is it neutral? wait, actually no, contradiction or neutral; so? ",
    "yn": "the answer is not yes, or is it no? wait, actually no, maybe yes or no rather than yes; so? ",
}


def _cut(head: str, body: str, tail: str) -> str:
    room = 1000 - len(head) - len(tail)
    text = head + (body * (room // len(body) + 1))[:room] + tail
    assert len(text) == 1000, len(text)
    return text


def shapes(family: str) -> dict[str, tuple[str, str]]:
    """Shape -> (1,000-character text, the verdict it commits to)."""
    body = {"mc": MC_BODY, "nli": NLI_BODY, "yn": YN_BODY}[family]
    verdict = {"mc": "C", "nli": "contradiction", "yn": "yes"}[family]
    word = {"mc": "C", "nli": "Contradiction", "yn": "Yes"}[family]
    return {
        "answer first": (_cut(f"Answer: {word}\n\n", body, ""), verdict),
        "answer last": (_cut("", body, f"\n\nWeighing all of that, the answer is {word}."), verdict),
        "long discussion": (_cut("", body, f"\n\nSo {word}."), verdict),
        "hostile": (_cut("", HOSTILE_UNITS[family], f"\n\nFinal answer: {word}"), verdict),
    }


def readers() -> dict[str, Callable[[str], Any]]:
    from scorewire.extraction import read_yes_no
    from scorewire_multiple_choice import extract_letter
    from scorewire_nli import extract_label
    from scorewire_nli.labels import NLI as nli

    return {
        "mc": lambda t: extract_letter(t, MC_CHOICES).letter,
        "nli": lambda t: extract_label(t, nli).label,
        "yn": lambda t: read_yes_no(t).value,
    }


def peers() -> dict[str, tuple[str, Callable[[str], Any]]]:
    logging.disable(logging.INFO)  # NeMo Evaluator logs its logging set-up on import
    from inspect_ai._util.pattern import ANSWER_PATTERN_WORD
    from nemo_evaluator.contrib.byob.decorators import ScorerInput
    from nemo_evaluator.contrib.byob.scorers import _extract_letter, boolean_yesno

    word = re.compile(ANSWER_PATTERN_WORD)
    return {
        "mc": ("NeMo _extract_letter", _extract_letter),
        "nli": ('Inspect answer("word") regex', lambda t: word.search(t)),
        "yn": ("NeMo boolean_yesno", lambda t: boolean_yesno(ScorerInput(response=t, target="yes", metadata={}))),
    }


# An answer with no yes/no word that restates the question: read with the question, the
# restatement fallback (scorewire.extraction._restate) decides it.
RESTATE_QUESTION = "Are bats mammals?"
RESTATE_BODY = (
    "They have fur, they give birth to live young, and the mothers feed their pups with milk. They fly "
    "at night and find insects by echolocation, and most species can see well enough in dim light. "
)


def _restatement(repeat: int) -> None:
    from scorewire.extraction import read_yes_no

    text = _cut("Bats are mammals. ", RESTATE_BODY, "")
    plain = lambda t: read_yes_no(t).value  # noqa: E731
    from scorewire.extraction import _restate

    def asked(t: str) -> Any:
        # (the parsed question is cached by its text; a run asks a different question on nearly every row,
        # so the cache is emptied first and each call parses the question afresh)
        _restate._question.cache_clear()
        return read_yes_no(t, question=RESTATE_QUESTION).value

    assert plain(text) is None and asked(text) == "yes"
    t_plain = t_asked = float("inf")
    for _ in range(3):
        t_plain = min(t_plain, best_us(plain, text, repeat))
        t_asked = min(t_asked, best_us(asked, text, repeat))
    print(
        f"{'yes/no':16s} {'restatement':16s} {t_asked:8.2f} {t_plain:8.2f} {t_asked / t_plain:9.2f}x  "
        "the same reader without the question (which finds nothing)"
    )


def best_us(fn: Callable[[str], Any], text: str, repeat: int) -> float:
    """µs per call of ``fn`` on ``text``, each of the 200 calls of a batch on its own copy of it.

    A reader may keep what it worked out for the last text it saw (the label reader does, for the
    several passes of one reading); timing one string object over and over would measure that memo
    warm, which no real run of distinct answers does. Copies are equal but distinct objects.
    """
    copies = [text[:1] + text[1:] for _ in range(200)]
    assert len({id(c) for c in copies}) == len(copies)

    def batch() -> None:
        for copy in copies:
            fn(copy)

    return min(timeit.repeat(batch, number=1, repeat=repeat)) / len(copies) * 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=30, help="timed batches of 200 calls; the best is kept")
    parser.add_argument("--family", choices=("mc", "nli", "yn"), action="append", help="only these families")
    args = parser.parse_args(argv)
    ours, theirs = readers(), peers()
    names = {"mc": "multiple choice", "nli": "NLI (3-way)", "yn": "yes/no"}
    times: dict[tuple[str, str], float] = {}
    print(f"µs per call on 1,000-character answers (best of {args.repeat} batches of 200 calls)\n")
    print(f"{'family':16s} {'shape':16s} {'ours':>8s} {'peer':>8s} {'ours/peer':>10s}  peer")
    families = args.family or ["mc", "nli", "yn"]
    for family in families:
        peer_name, peer = theirs[family]
        for shape, (text, verdict) in shapes(family).items():
            got = ours[family](text)
            assert got == verdict, (family, shape, got)
            t_ours = t_peer = float("inf")
            for _ in range(3):  # interleaved, so a busy spell hits both
                t_ours = min(t_ours, best_us(ours[family], text, args.repeat))
                t_peer = min(t_peer, best_us(peer, text, args.repeat))
            times[family, shape] = t_ours
            print(f"{names[family]:16s} {shape:16s} {t_ours:8.2f} {t_peer:8.2f} {t_ours / t_peer:9.2f}x  {peer_name}")
    if "yn" in families:
        _restatement(args.repeat)
    print("\ngoals: multiple choice < 10 µs in every shape; NLI and yes/no within 2x multiple choice, shape by shape")
    if "mc" not in families:
        return 0
    worst_mc = max(times["mc", s] for s in shapes("mc"))
    print(f"  multiple choice, slowest shape: {worst_mc:.2f} µs ({'met' if worst_mc < 10 else 'NOT met'})")
    for family in [f for f in families if f != "mc"]:
        ratios = {s: times[family, s] / times["mc", s] for s in shapes(family)}
        worst = max(ratios, key=ratios.__getitem__)
        print(
            f"  {names[family]}: worst ratio to multiple choice {ratios[worst]:.2f}x ({worst}); "
            f"slowest {max(times[family, s] for s in ratios):.2f} µs "
            f"({'met' if ratios[worst] <= 2 else 'NOT met'})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
