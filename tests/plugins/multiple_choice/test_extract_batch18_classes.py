"""Classes of answer the eighteenth blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch). Each class is fixed by
one general mechanism, so the rule must hold on answers it has not seen; near misses that must keep
(or must not gain) a reading sit beside each class.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter

PAINTERS = ["Claude Monet", "Pablo Picasso", "Salvador Dalí", "Frida Kahlo"]
PAINTERS_Q = "Who painted Guernica?"
ORGANS = ["Filter blood", "Pump blood", "Store bile", "Digest protein"]
ORGANS_Q = "What is the main job of the heart?"
LAKES = ["Superior", "Baikal", "Victoria", "Tanganyika"]
LAKES_Q = "Which lake is the deepest in the world?"
GASES = ["Nitrogen", "Oxygen", "Argon", "Carbon dioxide"]
GASES_Q = "Which gas makes up most of Earth's atmosphere?"
TREATIES = ["Treaty of Versailles", "Treaty of Westphalia", "Treaty of Utrecht", "Treaty of Tordesillas"]
TREATIES_Q = "Which treaty ended the Thirty Years' War?"
SORTS = ["Quicksort", "Bubble sort", "Merge sort", "Insertion sort"]
SORTS_Q = "Which sort has the best worst case?"


@pytest.mark.parametrize(
    ("response", "choices", "question", "expected"),
    [
        # a verbless opening that names one option is the answer; the later sentences that name the others
        # say why they are not it
        ("Pablo Picasso (1937). Dalí was a surrealist and Monet died in 1926.", PAINTERS, PAINTERS_Q, "B"),
        ("Picasso! Kahlo painted self-portraits, Dalí melting clocks.", PAINTERS, PAINTERS_Q, "B"),
        ("Pump blood around the body. The kidneys filter blood and the liver stores bile.", ORGANS, ORGANS_Q, "B"),
        ("Pump blood through the arteries; digesting protein is the stomach's work.", ORGANS, ORGANS_Q, "B"),
        ("Lake Baikal — about 1,640 m. Tanganyika is second, Superior is far shallower.", LAKES, LAKES_Q, "B"),
        ("The Baikal rift: 1.6 km deep. Victoria is big in area but shallow.", LAKES, LAKES_Q, "B"),
        ("Nitrogen (about 78 %). Oxygen comes second at 21 %, argon under 1 %.", GASES, GASES_Q, "A"),
        ("Nitrogen\n\nOxygen is only about a fifth of the air.", GASES, GASES_Q, "A"),
        (
            "Westphalia (1648). Versailles closed the First World War, Utrecht a different war.",
            TREATIES,
            TREATIES_Q,
            "B",
        ),
        ("Westphalia, in 1648. The Treaty of Versailles (1919) ended a different war.", TREATIES, TREATIES_Q, "B"),
        ("Filter blood? No. Pump blood via the arteries. The liver stores bile.", ORGANS, ORGANS_Q, "B"),
        ("Kahlo? No - Picasso (1937). Salvador Dalí painted melting clocks in 1931.", PAINTERS, PAINTERS_Q, "B"),
        ("The Nitrogen gas. A lot of people think oxygen; argon is a trace.", GASES, GASES_Q, "A"),
        ("Pump blood for the whole body. It does not filter blood: the kidneys do.", ORGANS, ORGANS_Q, "B"),
        ("Merge sort: O(n log n) always. Quicksort degrades to O(n²) on bad pivots.", SORTS, SORTS_Q, "C"),
        ("**Merge sort** - guaranteed n log n, whereas bubble sort is quadratic.", SORTS, SORTS_Q, "C"),
    ],
)
def test_fragment_opening_then_the_others_discussed(
    response: str, choices: list[str], question: str, expected: str
) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "question", "expected"),
    [
        # a clause about the first option, not a fragment: the opening says something of it
        ("Quicksort degrades badly. Merge sort is the answer.", SORTS, SORTS_Q, "C"),
        # a change of mind after the opening
        ("Oxygen. Wait, no: nitrogen is about 78 %.", GASES, GASES_Q, "A"),
        # a quoted opening is someone else's words
        ('"Oxygen, surely." That is the usual guess, but the answer is nitrogen.', GASES, GASES_Q, "A"),
        # a negated or hedged opening
        ("Not Dalí. Picasso painted it in 1937.", PAINTERS, PAINTERS_Q, "B"),
        ("Maybe Monet. Actually no, it is Picasso.", PAINTERS, PAINTERS_Q, "B"),
    ],
)
def test_fragment_opening_near_misses(response: str, choices: list[str], question: str, expected: str) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


def test_each_option_in_turn_is_no_answer_first() -> None:
    # (each option paired with a fragment in turn: the first one is not singled out as the answer)
    reply = "Quicksort — O(n²). Merge sort — O(n log n). Bubble sort — O(n²)."
    assert extract_letter(reply, SORTS, question=SORTS_Q).letter != "A"


CAPITALS = ["Sydney", "Melbourne", "Perth", "None of the above"]
CAPITALS_Q = "Which city is the capital of Australia?"
FALSE_ONE = ["Ice floats on water", "Copper conducts electricity", "Bats are mammals", "None of these"]
FALSE_ONE_Q = "Which of these statements is false?"
PRIMES = ["4", "6", "9", "None"]
PRIMES_Q = "Which of these numbers is prime?"


@pytest.mark.parametrize(
    ("response", "choices", "question", "expected"),
    [
        # the reply says no option is right, and the options hold one that says so: that option is the answer
        ("It's Canberra, so none of the listed options.", CAPITALS, CAPITALS_Q, "D"),
        ("Canberra is the capital; none of the given choices match.", CAPITALS, CAPITALS_Q, "D"),
        ("There is no correct option among the cities listed - Canberra is missing.", CAPITALS, CAPITALS_Q, "D"),
        ("Each of the three is true, so: none of these.", FALSE_ONE, FALSE_ONE_Q, "D"),
        ("All three statements hold. Hence none of them is false.", FALSE_ONE, FALSE_ONE_Q, "D"),
        ("4 = 2·2, 6 = 2·3, 9 = 3·3. None of the options are prime.", PRIMES, PRIMES_Q, "D"),
    ],
)
def test_none_said_with_a_none_option(response: str, choices: list[str], question: str, expected: str) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


@pytest.mark.parametrize(
    ("response", "choices"),
    [
        # without an option that says "none", saying none of them is right stays no answer
        ("It's Canberra, so none of the listed options.", ["Sydney", "Melbourne", "Perth"]),
        ("None of the choices is prime: 4, 6 and 9 are composite.", ["4", "6", "9"]),
    ],
)
def test_none_said_without_a_none_option(response: str, choices: list[str]) -> None:
    assert extract_letter(response, choices).letter is None


def test_none_option_ruled_out_is_not_named() -> None:
    # ("not 'None of the above'": the none option ruled out, the reply names another)
    reply = "Not 'None of the above' - Melbourne was the seat of government until 1927, but today it is Perth."
    assert extract_letter(reply, CAPITALS, question=CAPITALS_Q).letter != "D"


FOUR = ["12 N", "24 N", "36 N", "48 N"]
BOTH = ["Heat", "Light", "Both A and B", "Neither A nor B"]


@pytest.mark.parametrize(
    "response",
    [
        # the closing sentence leaves two labels open: no option, whatever came before
        "The force is 24 N if the surface is smooth; with friction it drops. So B or C.",
        "Reading the diagram one way gives 12 N, the other 36 N - hard to say, A/C.",
        "Could go either way: either (B) or (D).",
        "With the data given, 36 N fits, though 48 N fits too; I'd pick C or maybe D.",
        "Both B and D can be defended depending on how you read the sign convention.",
        "Honestly, option A or option C, depending on the units intended.",
    ],
)
def test_closing_pair_left_open(response: str) -> None:
    found = extract_letter(response, FOUR)
    assert found.letter is None
    assert found.method == "undecided"


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a third label picked, a negated pair, a question about the pair, an option that is itself a pair
        ("Whether you take A or B as the start, the answer is C.", FOUR, "C"),
        ("It is 36 N, so C - not A or B.", FOUR, "C"),
        ("B or C? The smooth surface decides it: B.", FOUR, "B"),
        ("Heat speeds it up and so does light. So both A and B.", BOTH, "C"),
    ],
)
def test_closing_pair_near_misses(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


YES_NO = ["Yes", "No"]
TRUE_FALSE = ["True", "False"]
CORRECT = ["Correct", "Incorrect"]


@pytest.mark.parametrize(
    ("response", "choices", "question", "expected"),
    [
        # two options that are a verdict and its opposite, answered by a verdict that names neither option
        ("Nah. Koalas eat eucalyptus leaves, not bamboo.", YES_NO, "Do koalas eat bamboo?", "B"),
        ("Definitely not - bats are mammals.", YES_NO, "Are bats birds?", "B"),
        ("Of course. Venus is the hottest planet.", YES_NO, "Is Venus hotter than Mercury?", "A"),
        (
            "That claim is a misconception; goldfish remember for months.",
            TRUE_FALSE,
            "True or False: goldfish have a three-second memory.",
            "B",
        ),
        ("Absolutely, the statement holds.", TRUE_FALSE, "True or False: water expands when it freezes.", "A"),
        ("Nope, that's an urban legend.", CORRECT, "Is it correct that the Great Wall is visible from the Moon?", "B"),
    ],
)
def test_polar_options_answered_by_a_verdict(response: str, choices: list[str], question: str, expected: str) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


@pytest.mark.parametrize(
    ("response", "choices"),
    [
        # options that are not a verdict and its opposite, or a reply with no verdict: no reading
        ("Nope, not that one either.", ["Paris", "Lyon"]),
        ("It depends on the altitude.", YES_NO),
        ("Nope.", ["Yes", "No", "Sometimes"]),
    ],
)
def test_polar_near_misses(response: str, choices: list[str]) -> None:
    assert extract_letter(response, choices).letter is None


METALS = ["Iron", "Copper", "Mercury", "Tungsten"]
METALS_Q = "Which metal is liquid at room temperature?"


@pytest.mark.parametrize(
    ("response", "choices", "question", "expected"),
    [
        # a tick after one option named by its text or its own words, in a list or a line of its own
        (
            "Melting points:\n- Iron 1538 °C\n- Copper 1085 °C\n- Mercury −39 °C ✅\n- Tungsten 3422 °C",
            METALS,
            METALS_Q,
            "C",
        ),
        ("Iron, copper and tungsten are solid.\nMercury ✔", METALS, METALS_Q, "C"),
        ("Best worst case?\n* quicksort — O(n²)\n* merge — O(n log n) ✓\n* insertion — O(n²)", SORTS, SORTS_Q, "C"),
    ],
)
def test_tick_after_an_option_named_by_text(response: str, choices: list[str], question: str, expected: str) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "question"),
    [
        # a tick after a computation or a value is a check, not a choice; ticks on two options choose neither
        ("x = 12 → Iron? No. Check: 12 + 3 = 15 ✓", METALS, METALS_Q),
        ("Mercury ✓ and tungsten ✓ are both metals.", METALS, METALS_Q),
    ],
)
def test_tick_near_misses(response: str, choices: list[str], question: str) -> None:
    found = extract_letter(response, choices, question=question)
    assert found.method != "ticked"


POWERS = ["16", "32", "64", "128"]
POWERS_Q = "What is 2^6?"
SYMBOLS = ["Alpha", "Pi", "Sigma", "Delta", "Omega"]
SYMBOLS_Q = "Which Greek letter usually denotes a standard deviation?"


@pytest.mark.parametrize(
    ("response", "choices", "question", "expected"),
    [
        # a commitment, then only a closing sentence that rules another option out or a bracket glossing it
        ("Six doublings of 2 give 64. C (128 would be 2^7).", POWERS, POWERS_Q, "C"),
        ("2·2·2·2·2·2 = 64, so the answer is C. Not 32, that is 2^5.", POWERS, POWERS_Q, "C"),
        ("Standard deviation is written sigma, so option C. Never pi - pi is a constant.", SYMBOLS, SYMBOLS_Q, "C"),
        ("It is sigma, answer C. Nor is it delta (a change).", SYMBOLS, SYMBOLS_Q, "C"),
        ("Lowercase sigma, so: C (Omega is for ohms).", SYMBOLS, SYMBOLS_Q, "C"),
    ],
)
def test_commitment_then_closing_discussion(response: str, choices: list[str], question: str, expected: str) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "question", "expected"),
    [
        # without a commitment before it the closing sentence is read as before; a commitment the negated
        # sentence itself makes still counts
        ("Sigma, usually. Not delta, which marks a change.", SYMBOLS, SYMBOLS_Q, "C"),
        ("The answer is B. Not B after all - it is C.", SYMBOLS, SYMBOLS_Q, "C"),
    ],
)
def test_closing_discussion_near_misses(response: str, choices: list[str], question: str, expected: str) -> None:
    assert extract_letter(response, choices, question=question).letter == expected
