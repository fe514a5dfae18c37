"""Classes of answer the twelfth blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch): each class is
fixed by a general rule, so the rule must hold on answers it has not seen. Near misses that
must keep their reading sit beside each class.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter

FOUR = ["Paris", "Lyon", "Nice", "Lille"]
FIVE = ["Copper", "Iron", "Zinc", "Gold", "Silver"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a verb of choosing before "one", "on", "online" ...: the preposition "on" is a whole word
        # or nothing, so "pick one." is no "pick on" + the label "e"
        ("I won't pick one.", FIVE, None),
        ("Honestly I cannot choose one.", FIVE, None),
        ("They are all plausible, so I'd rather not select one.", FIVE, None),
        ("You will have to choose one", FIVE, None),
        ("There is nothing here I would go with one way or another, sorry, I can't choose one.", FIVE, None),
        # near misses: a real label after the verb still commits
        ("I pick on E.", FIVE, "E"),
        ("Pick E.", FIVE, "E"),
        ("I'll go with d.", FIVE, "D"),
        ("I choose option C.", FIVE, "C"),
    ],
)
def test_cue_preposition_is_a_whole_word(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a second option joined to the committed one with a hedge: no single commitment
        ("Answer: B or perhaps D.", FIVE, None),
        ("The answer is A, possibly C.", FIVE, None),
        ("Final answer: (C) or else (E), hard to say.", FIVE, None),
        ("My pick: A or maybe option B", FOUR, None),
        ("Answer: D, or probably B if the question means net.", FOUR, None),
        ("It's C and potentially D as well.", FIVE, None),
        # near misses: one letter, the other named only to be ruled out
        ("Answer: B, and maybe not D.", FIVE, "B"),
        ("The answer is C. Maybe someone would argue for A, but no.", FOUR, "C"),
        ("Answer: A or perhaps D is wrong too, anyway A.", FIVE, "A"),
    ],
)
def test_hedged_second_option_is_undecided(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # an option put out of the running by "is out", "is ruled out", "was eliminated": no commitment to it
        ("Only B is out.", FIVE, None),
        ("So C is out.", FIVE, None),
        ("It's definitely not gold. So D is ruled out.", FIVE, None),
        ("Option A was eliminated early; only one remains. Answer: E.", FIVE, "E"),
        ("B is excluded by the second clue, so the answer is C.", FIVE, "C"),
        ("Checking each: A is out, so it's B.", FOUR, "B"),
        # near misses: "out" that belongs to another phrase still lets the label stand
        ("So C is out of the question? No: the answer is C.", FIVE, "C"),
        ("The answer is A.", FOUR, "A"),
    ],
)
def test_label_put_out_of_the_running(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


LAYERS = ["Stack", "Queue", "Heap", "Trie", "Graph"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a first sentence that is only a label called a label: the answer, the other options after it
        # with their letters are discussion
        ("Option D. A stack (A) is LIFO and a queue (B) is FIFO; neither indexes prefixes.", LAYERS, "D"),
        ("Choice B! The heap (C) orders by priority, not by arrival.", LAYERS, "B"),
        ("**Option A.** Pushing and popping at one end: B, C and E do something else.", LAYERS, "A"),
        ("option e.\nA graph, since the others (A, B) are linear.", LAYERS, "E"),
        ("Option C.\n\nHeaps (C) give the minimum in O(1); a trie (D) is for strings.", LAYERS, "C"),
        # near misses: the opening is revised, or says something about the option, or is no label
        ("Option C. Wait, no: a queue (B) keeps arrival order.", LAYERS, "B"),
        ("Option C is tempting. But the answer is B.", LAYERS, "B"),
        ("Option K. The queue (B) fits.", LAYERS, "B"),
    ],
)
def test_opening_named_label(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


CITIES = ["Paris", "Lyon", "Nice", "Lille"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a closing option with its label in brackets, in a sentence whose subject is "nothing" or
        # "nobody": the option is ruled out, not chosen
        ("The capital is Paris. Nobody would pick Lille (D).", CITIES, "A"),
        ("Paris. Nothing points to Lille (D).", CITIES, "A"),
        ("It has to be Lyon; nothing in the clue fits Nice (C).", CITIES, "B"),
        # near misses: the closing option is affirmed
        ("So the city is Lille (D).", CITIES, "D"),
        ("Nobody doubts it: Paris (A).", CITIES, "A"),
        ("Nothing else fits as well as Lyon (B).", CITIES, "B"),
    ],
)
def test_negative_subject_rules_out_closing_option(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


GASES = ["Greenhouse gases", "Ozone", "Argon", "Water vapour"]
SPEEDS = ["Zero", "Constant", "Increasing", "Decreasing"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # an option called an error by a noun ("a trap", "the classic misconception", "a decoy"), after
        # its mention with a copula and an article, or before it ("the trap is ..."): ruled out
        ("It keeps increasing. Zero is a common trap.", SPEEDS, "C"),
        ("Increasing, because the force never stops. Constant is the classic misconception here.", SPEEDS, "C"),
        ("The speed is decreasing; the decoy is zero.", SPEEDS, "D"),
        ("Decreasing. A typical pitfall would be constant, from mixing up speed and velocity.", SPEEDS, "D"),
        ("Ozone absorbs the ultraviolet. Argon was a red herring.", GASES, "B"),
        # near misses: the noun used as a verb, or no copula / article: the option stands
        ("Greenhouse gases trap the outgoing heat.", GASES, "A"),
        ("Water vapour. It traps heat, which is a common misconception about argon only being inert.", GASES, "D"),
        ("It stays constant: no trap there.", SPEEDS, "B"),
    ],
)
def test_option_called_an_error_by_a_noun(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


CELL = ["Nucleus", "Ribosome", "Mitochondrion", "Vacuole"]
MICROBES = ["Viruses", "Bacteria", "Fungi", "Protozoa"]
METHODS = ["Regression analysis", "Sampling", "Correlation matrix", "Criterion validity"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # an option named in the other grammatical number of a Greek or Latin ending
        ("Respiration happens in the mitochondria.", CELL, "C"),
        ("That's where the nuclei keep DNA: so nuclei.", CELL, "A"),
        ("It is caused by a bacterium.", MICROBES, "B"),
        ("A single fungus, so the third.", MICROBES, "C"),
        ("You want regression analyses here.", METHODS, "A"),
        ("Build the correlation matrices first, that's it.", METHODS, "C"),
        ("By their validity criteria: criterion validity.", METHODS, "D"),
        # near misses: short words and words that only look alike keep their reading
        ("A ribosomal RNA.", CELL, None),
        ("Viral, not bacterial.", MICROBES, None),
    ],
)
def test_classical_number_endings(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


COLOURS = ["Cyan", "Magenta", "Orange", "None of the above"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a committed label whose own option is "none of the above", glossed after it: the label stands
        ("All three are subtractive primaries here, so the answer is D — none of the above.", COLOURS, "D"),
        ("Answer: D (none of these apply).", COLOURS, "D"),
        ("It's D, none of them.", COLOURS, "D"),
        # a label of an ordinary option revoked for "none of these": the options' own "none of the above"
        # (round 18: blind labellers read a reply saying none is right as the none option when there is one)
        ("It's B - no wait, none of these is right.", COLOURS, "D"),
        ("I'd say none of the options are right.", COLOURS, "D"),
        ("It's B - no wait, none of these is right.", COLOURS[:3], None),
    ],
)
def test_none_option_label_glossed(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


ROOTS = ["4", "6", "8", "16"]
PLANETS = ["Venus", "Mars", "Jupiter", "Saturn"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a closing answer marker with a copula other than "is" ("remains", "stays", "becomes", "is still"),
        # before a label or an option's whole text, after an earlier pointer to another option
        ("The square root of 64 is 8. Squaring 4 gives 16, which is option D, but the answer remains 8.", ROOTS, "C"),
        ("Doubling gives 16 (D). We were asked for the root, so the answer is still 8.", ROOTS, "C"),
        ("Mars is red, which is B. For the largest planet, though, the answer stays Jupiter.", PLANETS, "C"),
        ("Mars is the red one, which is B. After checking the masses, my answer becomes C.", PLANETS, "C"),
        ("Venus is hottest, which is option A. The answer remains C.", PLANETS, "C"),
        # near misses: the closing marker names no whole option, or the same one
        ("Jupiter, which is C. The answer remains the same.", PLANETS, "C"),
        ("Mars, which is B. The answer is still Mars.", PLANETS, "B"),
        ("16 is option D. So the answer is 16.", ROOTS, "D"),
    ],
)
def test_closing_answer_marker_with_other_copulas(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


RIVERS = ["Nile", "Amazon", "Yangtze", "Mississippi"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # an opening guess asked and answered "no", then the answer; later sentences that name other
        # options explain it
        ("Nile? No, the Amazon. The Nile is longer, but the Amazon carries far more water.", RIVERS, "B"),
        ("Is it the Yangtze? Nope: it's the Mississippi. The Yangtze is in China.", RIVERS, "D"),
        ("The Nile? No — Yangtze! The Amazon never enters Asia.", RIVERS, "C"),
        ("Mississippi? nah, Nile. The Amazon discharges more, the Nile runs longer.", RIVERS, "A"),
        # near misses: the corrected answer is itself revised, or is no option
        ("Nile? No, the Amazon. Wait, actually the Nile.", RIVERS, "A"),
        ("Nile? No idea. The Amazon is the largest by volume.", RIVERS, "B"),
    ],
)
def test_opening_guess_answered_no(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # an opening clause cut short by a conjunction joins a second option to the first: no answer first
        ("Paris and, arguably, Lyon.", CITIES, None),
        ("Nice or, in winter, Lille.", CITIES, None),
        ("Lyon plus (sometimes) Lille.", CITIES, None),
        ("Stack and, for some uses, queue - both are linear.", LAYERS, None),
        # near misses: a whole opening clause naming one option still answers first
        ("Lyon, clearly.", CITIES, "B"),
        ("Paris (the capital).", CITIES, "A"),
        ("Heap, then. A stack and a queue are linear.", LAYERS, "C"),
    ],
)
def test_opening_cut_short_by_a_conjunction(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # one label named without being ruled out, every other label named only to be ruled out, a list
        # of labels sharing the predicate after its last one ("A, B and D are false")
        ("Heap is it: C fits. A and B are wrong, and D is out because of ordering.", LAYERS[:4], "C"),
        ("B is the one. A is incorrect; C and D are not relevant.", CITIES, "B"),
        ("D matches the definition. A, B and C are false.", CITIES, "D"),
        ("D holds in every case; A, B and C are ruled out by the counterexample.", CITIES, "D"),
        # near misses: two labels left standing, or one other label never ruled out
        ("B looks good and C looks good. A and D are false.", CITIES, None),
        ("A and B are false. C and D are both fine.", CITIES, None),
        ("C is the definition. A and B are false.", CITIES, None),  # (D never ruled out)
    ],
)
def test_one_label_left_standing(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


COUNTS = ["One", "Two", "Three", "Four"]
SMALL = ["2", "3", "4", "5"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a numeral after a noun that names a part ("Section 3", "Table 5", "step 4") is no count, so it
        # names no numeric option
        ("Per Section 3 of the charter, each council seats two delegates.", COUNTS, "B"),
        ("Chapter 4 says a quorum needs three members.", COUNTS, "C"),
        ("Step 4 gives x = 3.", SMALL, "B"),
        ("Using Table 5, the count is 2.", SMALL, "A"),
        ("As in Figure 3, the triangle has... five? No: 4 sides counted twice gives 4.", SMALL, "C"),
        # near misses: a bare numeral, or one after an ordinary noun, still names its option
        ("It is 3.", SMALL, "B"),
        ("There are 4 sides.", SMALL, "C"),
        ("Three.", COUNTS, "C"),
    ],
)
def test_numeral_naming_a_part_is_no_count(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected
