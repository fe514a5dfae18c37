"""Classes of answer the seventeenth blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch). Each class is fixed by
one general mechanism, so the rule must hold on answers it has not seen; near misses that must keep
(or must not gain) a reading sit beside each class.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter
from scorewire_multiple_choice._committed import committed_by_content

YES_NO = ["Yes", "No"]
TRUE_FALSE = ["True", "False"]
ALLOWED = ["Allowed", "Not allowed"]
APPLIES = ["Applicable", "Not applicable"]
TREND = ["It rises", "It falls", "Cannot be determined"]
TREND_Q = "From the table alone, what happens to the sales of umbrellas next year?"
RIVERS = ["The Nile", "The Amazon", "Neither"]
RIVERS_Q = "Which of these rivers flows through Spain?"
SUMS = ["11", "12", "13", "None of these"]
SUMS_Q = "What is 6 + 8?"
INFO = ["She moved to Lyon", "She stayed in Paris", "Not enough information"]
INFO_Q = "Where did the narrator's sister live after 1990?"


@pytest.mark.parametrize(
    ("response", "choices", "question", "expected"),
    [
        # an option whose own text is a negation or a bare verdict word is named by its words, which negate
        # nothing: the reply names that option
        ("No (B): whales breathe air.", YES_NO, "Is a whale a fish?", "B"),
        ("Nope. No - it is a mammal.", YES_NO, "Is a whale a fish?", "B"),
        ("Certainly not allowed under the rules.", ALLOWED, "May a referee overrule the video assistant?", "B"),
        ("Strictly not allowed.", ALLOWED, "May a minor sign this contract alone?", "B"),
        ("Allowed, provided both parties agree.", ALLOWED, "May tenants sublet?", "A"),
        ("Clearly not applicable: the clause covers minors only.", APPLIES, "Does clause 4 apply to adults?", "B"),
        ("It cannot be determined; the table stops at this year.", TREND, TREND_Q, "C"),
        ("Frankly, cannot be determined from what is shown.", TREND, TREND_Q, "C"),
        ("Neither: the Ebro and the Tagus do, but not these two.", RIVERS, RIVERS_Q, "C"),
        ("None of these - six and eight make fourteen.", SUMS, SUMS_Q, "D"),
        ("Not enough information: the text stops in 1989.", INFO, INFO_Q, "C"),
        ("Faux: c'est false.", TRUE_FALSE, "The Sun orbits the Earth. True or false?", "B"),
        # negating a bare verdict word rules that option out; two negations in a row cancel
        ("It is not true that the Sun orbits the Earth.", TRUE_FALSE, "The Sun orbits the Earth. True or false?", "B"),
        (
            "That glass flows is simply not true; it is an amorphous solid.",
            TRUE_FALSE,
            "Glass is a slow liquid. True or false?",
            "B",
        ),
        (
            "Saying it is not false would be fair: I can't not call it true.",
            TRUE_FALSE,
            "Ice floats. True or false?",
            "A",
        ),
        # a later naming after a negation is a change of mind
        ("It's not true, I first thought... no wait, it is true. Final: true.", TRUE_FALSE, "Ice floats. True?", "A"),
    ],
)
def test_options_whose_text_is_a_negation(response: str, choices: list[str], question: str, expected: str) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "question", "expected"),
    [
        # a lone verdict word before a content word is a determiner or an adjective, not the option
        ("No doubt about it: yes.", YES_NO, "Is Everest the highest mountain above sea level?", "A"),
        ("No other peak is taller, so yes.", YES_NO, "Is Everest the highest mountain above sea level?", "A"),
        (
            "That reading is a false premise; the claim itself is true.",
            TRUE_FALSE,
            "Water boils at 100 °C at sea level.",
            "A",
        ),
        ("No surprise: allowed.", ALLOWED, "May a tenant paint the walls?", "A"),
        # a refusal that is not an option's text stays a refusal
        ("I cannot answer that.", YES_NO, "Is a whale a fish?", None),
        ("I cannot determine this.", TREND, TREND_Q, None),
    ],
)
def test_negation_option_near_misses(response: str, choices: list[str], question: str, expected: str | None) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


def test_reading_by_content_names_the_negative_option() -> None:
    # the content reader itself, without the reader around it
    assert committed_by_content("Absolutely not allowed.", ALLOWED, "AB") == "B"
    assert committed_by_content("Yes, no question about it.", YES_NO, "AB") == "A"
    assert committed_by_content("It is not false that ice floats; it is true.", TRUE_FALSE, "AB") == "A"


GASES = ["Nitrogen", "Oxygen", "Argon", "Carbon dioxide"]
GASES_Q = "Which gas makes up most of Earth's atmosphere?"
LOOPS = ["for", "while", "do-while", "foreach"]
LOOPS_Q = "Which loop always runs its body at least once?"
TREATIES = ["1648", "1713", "1815", "1919"]
TREATIES_Q = "In which year was the Peace of Westphalia signed?"
ORGANS = ["Kidney", "Liver", "Pancreas", "Spleen"]
ORGANS_Q = "Which organ produces bile?"
PAINTERS = ["Monet", "Rembrandt", "Vermeer", "Goya"]
PAINTERS_Q = "Who painted 'The Night Watch'?"


@pytest.mark.parametrize(
    ("response", "choices", "question", "expected"),
    [
        # an opening that commits (an answer marker, the option alone, or the option after a colon or an arrow),
        # then sentences that only go over other options: those mentions are discussion
        ("Final answer - nitrogen. Oxygen is only about a fifth of the air.", GASES, GASES_Q, "A"),
        ("Nitrogen. Argon and carbon dioxide are trace gases by comparison.", GASES, GASES_Q, "A"),
        ("Livers. The pancreas makes insulin and digestive enzymes.", ORGANS, ORGANS_Q, "B"),
        ("Bile comes from one organ: liver. The spleen (D) filters blood.", ORGANS, ORGANS_Q, "B"),
        ("Body first, test after -> do-while (C). A plain while (B) may never run.", LOOPS, LOOPS_Q, "C"),
        (
            "The treaty that ended the Thirty Years' War: 1648. The 1713 Utrecht treaty came later.",
            TREATIES,
            TREATIES_Q,
            "A",
        ),
        ("My answer is the liver. Kidneys filter blood; the spleen recycles red cells.", ORGANS, ORGANS_Q, "B"),
        ("**Answer:** Nitrogen (A)\n\nBackground: oxygen (B) is about 21%, argon (C) under 1%.", GASES, GASES_Q, "A"),
        ("Answer: 1648 (A)\n\nFor context, the Treaty of Utrecht was signed in 1713 (B).", TREATIES, TREATIES_Q, "A"),
        # a choice declined is no commitment
        (
            "Rembrandt painted it. I won't pick Vermeer (C), whose canvases are small. B it is.",
            PAINTERS,
            PAINTERS_Q,
            "B",
        ),
        ("I would not choose D here. Rembrandt, so B.", PAINTERS, PAINTERS_Q, "B"),
        ("Rembrandt - I'm not going with C.", PAINTERS, PAINTERS_Q, "B"),
    ],
)
def test_opening_commitment_then_discussion(response: str, choices: list[str], question: str, expected: str) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "question", "expected"),
    [
        # an opening that is asked, revised, or one row of a survey commits to nothing by itself
        ("Oxygen? No - nitrogen, about 78%.", GASES, GASES_Q, "A"),
        ("Oxygen. Wait, no: nitrogen.", GASES, GASES_Q, "A"),
        # an opening that is no statement of an option leaves the last one read
        ("Think about the air's make-up. It is mostly nitrogen.", GASES, GASES_Q, "A"),
        ("I pick C.", PAINTERS, PAINTERS_Q, "C"),
        ("Some would say 1713 (B). The treaty itself was signed in 1648 (A).", TREATIES, TREATIES_Q, "A"),
    ],
)
def test_opening_commitment_near_misses(response: str, choices: list[str], question: str, expected: str | None) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


def test_a_survey_row_states_no_option_alone() -> None:
    # (the rule reads an opening that is the option alone or ends on it after a colon or an arrow; a row that
    # judges an option after a colon, or asks about it, is not such an opening)
    from scorewire_multiple_choice.extract import _states_alone

    assert _states_alone("Bile comes from one organ: livers.", "Liver")
    assert _states_alone("Body first -> do-while (C).", "do-while")
    assert not _states_alone("Nitrogen: most common.", "Nitrogen")
    assert not _states_alone("Nitrogen?", "Nitrogen")
    assert not _states_alone("Nitrogen and oxygen.", "Nitrogen")


BLOOD = ["A+", "B+", "AB+", "AB-", "O+", "O-"]
LANGS = ["C", "C++", "C#", "Objective-C"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # an answer that is exactly one option's text is that option, even where options differ only by signs
        ("O-", BLOOD, "F"),
        ("**AB-**", BLOOD, "D"),
        ("o+.", BLOOD, "E"),
        ("C++", LANGS, "B"),
        ("`C#`", LANGS, "C"),
        # (a lone letter stays a label, not the option whose text is that letter)
        ("C", LANGS, "C"),
        ("A", LANGS, "A"),
    ],
)
def test_answer_that_is_one_option_text_exactly(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


CITIES = ["Sydney", "Melbourne", "Canberra", "Perth"]


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # every option asked about as a question, each answered yes or no: the one answered yes
        ("Choice A? No. Choice B? No. Choice C? Yes.", "C"),
        ("(A)? Wrong. (B)? Also wrong. (C)? Correct.", "C"),
        ("Is it Sydney? Nope. Melbourne? No. Canberra? Yep, since 1913.", "C"),
        ("Perth?\nNo.\nCanberra?\nYes - the planned capital.", "C"),
        ("Option D? Not at all. Option C? Absolutely.", "C"),
        # a question left open at the end: no reading
        ("Option A? No. Option B? Hmm?", None),
    ],
)
def test_options_asked_and_answered(response: str, expected: str | None) -> None:
    assert extract_letter(response, CITIES).letter == expected


def test_asked_and_answered_needs_one_yes() -> None:
    from scorewire_multiple_choice._asked import asked_and_answered

    def names(part: str) -> list[int]:
        return [i for i, c in enumerate(CITIES) if c.casefold() in part.casefold()]

    assert asked_and_answered("Sydney? No. Perth? Yes.", names) == 3
    assert asked_and_answered("Sydney? Yes. Melbourne? Yes.", names) is None
    assert asked_and_answered("Sydney or Perth? Yes. Melbourne? No.", names) is None
    assert asked_and_answered("Sydney? Perhaps. Perth? Yes.", names) is None


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # an option referred to by its number, where the options are numbers that cannot be confused with it
        ("Option 2.", ["1912", "1914", "1916", "1918"], "B"),
        ("Choice #4", ["1066", "1215", "1492", "1776"], "D"),
        ("I'd go with option three.", ["250 K", "273 K", "300 K", "373 K"], "C"),
        # (where an option's own text is the number, the number is that option's value)
        ("Answer 2.", ["4", "3", "2", "1"], "C"),
    ],
)
def test_option_by_number_among_numeric_options(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


ETHICS = ["is judged by its consequences", "follows a duty binding on everyone", "reflects good character"]


@pytest.mark.parametrize(
    ("response", "question", "expected"),
    [
        # a survey of "thing -> label" pairs whose last row only looks like a commitment: the question decides
        (
            "Consequentialism -> A. Kantian ethics -> B. Virtue theory -> C.",
            "In Kantian ethics, an act is right when it:",
            "B",
        ),
        (
            "Virtue theory → C; consequentialism → A; Kantian ethics → B.",
            "For virtue theory, a right act is one that:",
            "C",
        ),
        # (one arrow is a commitment, whatever the question)
        ("Weighing it all → B.", "For virtue theory, a right act is one that:", "B"),
    ],
)
def test_pair_survey_read_with_the_question(response: str, question: str, expected: str) -> None:
    assert extract_letter(response, ETHICS, question=question).letter == expected


SORTS = ["Heapsort", "Bubble sort", "Insertion sort", "Merge sort"]


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # a one-sentence answer that says one thing of two options together commits to neither alone
        ("Heapsort (A) and merge sort (D) are both O(n log n) in the worst case.", None),
        ("Both heapsort and merge sort guarantee n log n.", None),
        ("Insertion sort (C) and bubble sort (B) both run in quadratic time.", None),
        # (a contrast, a negation or a later sentence leaves the other readings: discussion after an answer)
        ("Heapsort and merge sort both qualify, but only merge sort is stable: merge sort.", "D"),
        ("Merge sort. Bubble sort and insertion sort both degrade to quadratic time.", "D"),
        ("Merge sort, since each half is sorted in turn.", "D"),
    ],
)
def test_two_options_claimed_together(response: str, expected: str | None) -> None:
    assert extract_letter(response, SORTS).letter == expected


PORTS = ["Oslo", "Bergen", "Trondheim", "Stavanger"]


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # "the remaining <kind of thing the options are>" closing an answer that names every other option
        (
            "Bergen is on the west coast, Trondheim further north, Stavanger is the oil city. The capital is the remaining city.",
            "A",
        ),
        ("Not Bergen. Trondheim was a medieval seat, Stavanger never was. So it's the one leftover town.", "A"),
        ("Trondheim and Bergen are too far west; Stavanger too. That's the remaining port!", "A"),
        # (two options never named: no single one remains)
        ("Bergen is on the west coast, Trondheim further north. So it is the remaining city.", None),
    ],
)
def test_the_remaining_kind_of_option(response: str, expected: str | None) -> None:
    assert extract_letter(response, PORTS).letter == expected


def test_refusal_inside_option_text_stays_linear_on_padding() -> None:
    # a refusal phrase that is an option's own text, repeated without end: each occurrence is looked up in a
    # bounded window (a generous per-call budget guards against quadratic growth, not a speed goal)
    import time

    choices = ["It rises", "It falls", "Cannot be determined"]
    for text in ("Cannot be determined. " * 20_000, "I cannot determine it " * 20_000 + "It rises."):
        start = time.perf_counter()
        extract_letter(text, choices)
        assert time.perf_counter() - start < 5.0
