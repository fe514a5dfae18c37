"""Classes of answer the ninth blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch): each class is
fixed by a general rule, so the rule must hold on answers it has not seen.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter

CAPITALS = ["Sydney", "Melbourne", "Canberra", "Perth"]
PLANETS = ["Mercury", "Venus", "Earth", "Mars"]
CITIES = ["Lyon", "Marseille", "Paris", "Nice", "Lille"]
SPELLINGS = ["Octopuses", "Octopi", "Octopodes", "Octopae"]
COUNTS = ["6", "8", "9", "12"]
LOGICIANS = ["Kurt Gödel", "Alan Turing", "Emmy Noether", "Paul Erdős"]
AMENDMENTS = ["First", "Fifth", "Thirteenth", "Nineteenth"]
PLACES = ["1st", "3rd", "12th", "20th"]
SUMS = ["12", "14", "16", "None of these"]
BACTERIA = ["Staphylococcus aureus", "Escherichia coli", "Listeria monocytogenes", "Salmonella enterica"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # every option given a verdict row (label or option text, then a verdict word or mark):
        # the one row marked right
        ("A) Sydney — wrong, only the largest city.\nB) Melbourne — wrong.\nC) Canberra — right.\nD) Perth — wrong.",
         CAPITALS, "C"),
        ("A: false\nB: false\nC: true\nD: false", PLANETS, "C"),
        ("Checking each:\n- Mercury: too small ✗\n- Venus: hottest ✓\n- Earth: no ✗\n- Mars: cold ✗", PLANETS, "B"),
        ("(A) Lyon - incorrect\n(B) Marseille - incorrect\n(C) Paris - correct\n(D) Nice - incorrect\n"
         "(E) Lille - incorrect", CITIES, "C"),
        ("Earth: yes\nMars: no\nVenus: no\nMercury: no", PLANETS, "C"),
        ("* Octopuses: fine ✓\n* Octopi: a false Latin plural ✗\n* Octopodes: pedantic ✗\n* Octopae: invented ✗",
         SPELLINGS, "A"),
        # later sentences that name options with bracketed labels only to rule them out are discussion
        ("Canberra (C) was chosen as a compromise. It is not Sydney (A), even though that is the largest city.",
         CAPITALS, "C"),
        ("Paris (C) is the capital. Lyon (A) and Marseille (B) are big, but neither is the capital.", CITIES, "C"),
        ("The answer has to be Earth. Don't confuse it with Mars (D), which once had water.", PLANETS, "C"),
        ("Octopuses (A) is the standard English plural. Note: Octopi (B) rests on a false Latin origin.",
         SPELLINGS, "A"),
        ("Venus has a runaway greenhouse effect; Mercury (A) is closer but cannot hold heat.", PLANETS, "B"),
        # (a full stop after an initial ends no sentence: "L. monocytogenes")
        ("E. coli (B) causes most of these. It is not L. monocytogenes (C), which is rarer.", BACTERIA, "B"),
        # a closing check named with its own modifiers is an aside, like "Sanity check:"
        ("Canberra, so option C. One last double check against the rest: A (Sydney) is the usual trap.",
         CAPITALS, "C"),
        ("Earth, that's C. Final quick check, Mars (D) is too cold anyway.", PLANETS, "C"),
        # a label alone in emphasis closing the answer
        ("Adding 4 and 5 gives 9, which lines up with **C**.", COUNTS, "C"),
        ("__B__", PLANETS, "B"),
        ("Matching against the list: _D_.", CAPITALS, "D"),
        ("Putting it together: **(A)**", CITIES, "A"),
        # a reasoning block before the reply: the reply is read
        ("<think>Probably Mars, so D.</think>\nVenus.", PLANETS, "B"),
        ("<thinking>A? Hmm, no.</thinking> The answer is C.", CAPITALS, "C"),
        # an option named by its number or as "the <ordinal>" ending the answer
        ("Option 3.", CAPITALS, "C"),
        ("I'd go for choice number two.", PLANETS, "B"),
        ("answer #4", CITIES, "D"),
        ("The statement that fits is the third.", PLANETS, "C"),
        # accents dropped: an option named without its diacritics
        ("godel", LOGICIANS, "A"),
        ("erdos, obviously", LOGICIANS, "D"),
        # an option's text with its own label in brackets closing the answer, in any case
        ("Sydney is bigger, but the capital is Canberra (c).", CAPITALS, "C"),
        ("Mercury is closest to the sun. The hottest, though, is venus (B)", PLANETS, "B"),
        ("The usual English plural is octopuses (a).", SPELLINGS, "A"),
        # (not one the closing sentence rules out)
        ("Some would say Canberra. Don't confuse it with the largest city, Sydney (A).", CAPITALS, "C"),
        # an ordinal written as a numeral names the option written as a word, and the other way round
        ("That's the 13th. Answer: 13th Amendment", AMENDMENTS, "C"),
        ("Women's suffrage came with the 19th", AMENDMENTS, "D"),
        ("She finished twelfth overall.", PLACES, "C"),
        # a computed result for numeric options, beside a "none of these" option, and before the others
        # are ruled out after a comma
        ("Adding the sides gives 3 + 4 + 7 = 14.", SUMS, "B"),
        ("The total is 16, and certainly neither 12 nor 14.", SUMS, "C"),
        ("So the sum = 12, never 16", SUMS, "A"),
        # elimination ending on the one option never named
        ("Not Sydney, not Melbourne, not Perth. The remaining option is the capital.", CAPITALS, "C"),
        ("A and B are too warm, D is too cold; that leaves just one.", PLANETS, "C"),
        ("Lyon, Marseille, Nice and Lille are not capitals, so the one left is it.", CITIES, "C"),
    ],
)  # fmt: skip
def test_batch9_class_is_read(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices"),
    [
        # an answer ending on two options joined by "and"
        ("Both cities were considered, so A and C.", CAPITALS),
        ("Venus and Mars both have atmospheres; hence B & D", PLANETS),
        # two results, each ruling the other out, are no one result
        ("Counting one way = 12, not 14; counting the other way = 14, not 12.", SUMS),
        ("One order gives 5 + 7 = 12, the other gives 7 + 7 = 14, and nothing says which.", SUMS),
        # two rows marked right: no single verdict
        ("A: correct\nB: correct\nC: wrong\nD: wrong", CAPITALS),
        # ruling options out without naming one to keep commits to nothing
        ("Hard to say. Sydney (A) is not it, and neither is Perth (D).", CAPITALS),
        # "answer 2" where the options are numbers: the value 2, not the second option
        ("Answer 2.", COUNTS),
        # elimination that leaves two options unnamed
        ("Not Sydney, not Perth. The remaining one must be it.", CAPITALS),
    ],
)
def test_batch9_class_near_misses_commit_to_nothing(response: str, choices: list[str]) -> None:
    assert extract_letter(response, choices).letter is None
