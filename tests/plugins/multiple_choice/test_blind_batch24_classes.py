"""Classes of answer the 24th blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch): each class is fixed by a
general rule, so the rule must hold on answers it has not seen, and the near misses must keep their reading.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter
from scorewire_multiple_choice._declines import declines
from scorewire_multiple_choice._falsity import asks_for_false

MOON = [
    "It has no global magnetic field",
    "It is tidally locked to Earth",
    "It has a thick atmosphere",
    "It orbits Earth about once a month",
]
MOON_FALSE = "Which of the following statements about the Moon is FALSE?"
DNA = [
    "It is a double helix",
    "Thymine pairs with cytosine",
    "It contains deoxyribose",
    "It is found in the nucleus",
]
DNA_NOT_TRUE = "Which statement about DNA is not true?"


# -- a question that asks for the FALSE statement: the label called false is the pick, one called true is set aside


@pytest.mark.parametrize(
    ("question", "choices", "response", "expected"),
    [
        (MOON_FALSE, MOON, "C is false: the Moon's exosphere is close to a vacuum.", "C"),
        (MOON_FALSE, MOON, "Only a thin exosphere surrounds it, so C is false.", "C"),
        (
            MOON_FALSE,
            MOON,
            "Statement A is true and statement B is true as well. D is true too. C is the false one.",
            "C",
        ),
        (DNA_NOT_TRUE, DNA, "(B) is untrue, because thymine pairs with adenine.", "B"),
        (DNA_NOT_TRUE, DNA, "A: true. B: false. C: true. D: true.", "B"),
        (DNA_NOT_TRUE, DNA, "Guanine pairs with cytosine, so B is not true; the rest hold.", "B"),
    ],
)
def test_label_called_false_under_a_question_for_the_false_one(
    question: str, choices: list[str], response: str, expected: str
) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


@pytest.mark.parametrize(
    ("question", "choices", "response", "expected"),
    [
        # a question for the TRUE statement: "B is false" rules B out, "C is true" is the pick
        ("Which statement about the Moon is true?", MOON, "C is false. B is true: we always see the same face.", "B"),
        # two labels called false, or a verdict in a condition: the verdicts give no pick (other readings may)
        (MOON_FALSE, MOON, "C is false and D is false, since it takes about 27 days.", "*"),
        (MOON_FALSE, MOON, "If C is false, then the Moon would keep its air; it doesn't.", "*"),
        # an explicit answer marker stands over a verdict on another label
        (MOON_FALSE, MOON, "D is false in a strict sense, but the intended answer is C.", "C"),
    ],
)
def test_truth_verdicts_that_keep_their_reading(
    question: str, choices: list[str], response: str, expected: str
) -> None:
    found = extract_letter(response, choices, question=question)
    assert found.method != "stated_false"
    if expected != "*":
        assert found.letter == expected


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Which of these claims is untrue?", True),
        ("Identify the false statement about volcanoes.", True),
        ("Which statement about enzymes is incorrect?", True),
        ("True or false: Whales are fish.", False),
        ("Is the statement 'All primes are odd' true or false?", False),
        ("Which crime involves giving a false statement under oath?", False),
        ("Which statement about enzymes is true?", False),
    ],
)
def test_which_questions_ask_for_the_false_statement(question: str, expected: bool) -> None:
    assert asks_for_false(question) is expected


# -- a last sentence of reluctance to name one option declines like a negated one


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Bohr, or maybe Rutherford. I would hesitate to pick one.", True),
        ("Both of them built on it; I'm reluctant to choose between them.", True),
        ("Darwin and Wallace published together, and I'd be loath to name just one.", True),
        # near misses: a negated reluctance, an order, a reluctance turned into a verdict, one about something else
        ("I would not hesitate to name Darwin.", False),
        ("Don't hesitate to pick one.", False),
        ("I hesitate to name one, but it's C.", False),
        ("I'd hesitate to call the matter settled, but it was Darwin.", False),
    ],
)
def test_reluctance_to_name_one_declines(text: str, expected: bool) -> None:
    assert declines(text) is expected


def test_reluctant_answer_reads_no_option() -> None:
    choices = ["Niels Bohr", "Ernest Rutherford", "Marie Curie", "J. J. Thomson"]
    response = "Rutherford found the nucleus, though Bohr refined the model. I would hesitate to pick one."
    assert extract_letter(response, choices).letter is None


# -- an answer that opens on two labels joined by "and" chooses two options, whatever its reason names

ROUTER = ["Cache web pages", "Forward packets between networks", "Encrypt stored files", "Filter traffic"]


@pytest.mark.parametrize(
    "response",
    [
        "B and D — a modern router can also filter at the edge.",
        "B and D: both apply to edge devices.",
        "B & D. Routers forward packets and most filter traffic too.",
        "B and D - both are correct.",
    ],
)
def test_opening_pair_of_labels_is_two_options(response: str) -> None:
    found = extract_letter(response, ROUTER)
    assert found.letter is None
    assert found.method == "multiple_options"


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # the two labels ruled out, then a pick
        ("A and B are wrong; D.", "D"),
        ("A and C — neither is what a router does. It forwards packets between networks.", "B"),
        # a label standing alone, not a pair
        ("B — it forwards packets between networks.", "B"),
        ("B. It forwards packets and D is a firewall's job.", "B"),
    ],
)
def test_near_misses_of_the_opening_pair(response: str, expected: str) -> None:
    assert extract_letter(response, ROUTER).letter == expected


# -- a range of labels ruled out at once ("none of A–C"): never read as its last label; the one label it leaves out

TREES = ["Oak", "Pine", "Maple", "Birch"]


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("Every one of them is native here; none of A–C is the answer.", "D"),
        ("Not A through C: those are all hardwoods.", "D"),
        ("None of B-D fits the description.", "A"),
    ],
)
def test_range_of_labels_ruled_out(response: str, expected: str) -> None:
    assert extract_letter(response, TREES).letter == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # a range that leaves two labels out names no one option
        ("None of A–B is the answer.", None),
        # an answer given after the range stands
        ("Not A-C: the answer is B.", "B"),
        ("Options A to C are wrong, so D.", "D"),
    ],
)
def test_near_misses_of_the_range(response: str, expected: str | None) -> None:
    assert extract_letter(response, TREES).letter == expected


# -- "Only B <verb>s": the one option the answer says does what the question asks, with any verb

REMEDIES = ["Cooling it", "Stirring it", "Adding salt", "Sealing it"]


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("A slows it; C changes nothing; D traps the vapour. Only B speeds it up.", "B"),
        ("Cooling and sealing both work against it. Only B helps, and C is irrelevant.", "B"),
        ("A lowers the rate and so does D; only option C raises it.", "C"),
    ],
)
def test_only_label_with_any_verb(response: str, expected: str) -> None:
    assert extract_letter(response, REMEDIES).letter == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # "not only", a negated verb, a noun phrase after "the only", and a later answer keep their readings
        ("Not only B works; A does too. The answer is A.", "A"),
        ("A helps a lot and C too. Only B does not help, so it's A.", "A"),
        ("A slows it. Only B speeds it up, but D is the answer.", "D"),
    ],
)
def test_near_misses_of_only_label(response: str, expected: str) -> None:
    assert extract_letter(response, REMEDIES).letter == expected


@pytest.mark.parametrize(
    "response",
    [
        # a plural noun after the label, then the clause's verb: no commitment by "only"
        "Only B cells make antibodies; the answer is about memory.",
        "Only A levels count toward the grade here.",
    ],
)
def test_only_label_before_a_plural_noun_is_no_commitment(response: str) -> None:
    assert extract_letter(response, REMEDIES).method != "commitment"


# -- a correcting adverb that puts one option forward ("it's actually X"): later sentences naming others are discussion

CITIES = ["Istanbul", "Ankara", "Izmir", "Bursa"]


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("Plenty of people assume Istanbul (A), but it's actually Ankara (B). Bursa (D) was an Ottoman capital.", "B"),
        ("Most guess Istanbul, but it is actually Ankara. Izmir is the main port on the Aegean.", "B"),
        ("It's tempting to say Istanbul; in fact, Ankara. Bursa was the first Ottoman capital.", "B"),
    ],
)
def test_correction_by_actually_is_the_answer(response: str, expected: str) -> None:
    assert extract_letter(response, CITIES).letter == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # a revision after the correction, the adverb before something that is no option, a correction naming two
        ("Most guess Istanbul, but it is actually Ankara. Wait, no: Bursa was the capital then.", "D"),
        ("Istanbul is actually larger than Ankara. The capital is Ankara.", "B"),
    ],
)
def test_near_misses_of_the_correction(response: str, expected: str) -> None:
    assert extract_letter(response, CITIES).letter == expected


def test_correction_naming_two_options_is_not_one() -> None:
    from scorewire_multiple_choice.extract import _corrected_to

    assert _corrected_to("Actually Istanbul or Ankara were both considered. Bursa too.", CITIES, "ABCD") is None
    assert _corrected_to("It's not actually Ankara; Izmir is bigger.", CITIES, "ABCD") is None
    # (a list after the adverb, not a correction)
    assert _corrected_to("Actually, Istanbul, Izmir and Bursa are all bigger than Ankara.", CITIES, "ABCD") is None


# -- a closing contrast that leaves only the verb after its second subject ("X is not the answer — Y is.")

TREES_B = ["Oak", "Pine", "Maple", "Birch"]


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("Oak drops its leaves in autumn, so oak is not the answer — pine is.", "B"),
        ("Birch is not the answer; maple is.", "C"),
        ("Oak doesn't keep its needles in winter, but pine does.", "B"),
    ],
)
def test_closing_contrast_with_elided_verb(response: str, expected: str) -> None:
    assert extract_letter(response, TREES_B).letter == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # the second subject is no option, or is itself negated
        ("Oak is not the answer — the question is.", None),
        ("Oak is not the answer — nor is birch.", None),
    ],
)
def test_near_misses_of_the_elided_verb(response: str, expected: str | None) -> None:
    assert extract_letter(response, TREES_B).letter == expected


# -- an option's text beside "by elimination" in its own clause is the answer, whatever the answer opened with

NUMBERS = ["4", "6", "9", "7"]
METALS = ["Iron", "Copper", "Mercury", "Zinc"]


@pytest.mark.parametrize(
    ("choices", "response", "expected"),
    [
        (
            NUMBERS,
            "4 — even, so no. 6 — even. 9 — three squared. So 7 by elimination, but let me check: no divisors. Yes.",
            "D",
        ),
        (NUMBERS, "By elimination, it's 7. Both 9 and 6 are composite.", "D"),
        (METALS, "Iron rusts, copper and zinc are solid at room temperature: mercury by elimination.", "C"),
    ],
)
def test_option_named_by_elimination(choices: list[str], response: str, expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    "response",
    [
        # a revision after the clause, a negated clause, words that are no option's whole text
        "4 — no. So 7 by elimination. Wait, 9 is the odd one? No.",
        "It can't be 4 by elimination alone; 6 is even too.",
        "By elimination the prime one remains.",
    ],
)
def test_near_misses_of_by_elimination(response: str) -> None:
    assert extract_letter(response, NUMBERS).method != "elimination"


# -- an option named in full before "but", another by a distinctive word after it: the contrast puts the second forward

MATHEMATICIANS = ["Isaac Newton", "Gottfried Leibniz", "Blaise Pascal", "René Descartes"]


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("Isaac Newton (A) worked on calculus too, but the notation we use comes from Leibniz.", "B"),
        ("Blaise Pascal built an early calculator, but the coordinate plane is due to Descartes.", "D"),
    ],
)
def test_contrast_names_the_other_by_a_distinctive_word(response: str, expected: str) -> None:
    assert extract_letter(response, MATHEMATICIANS).letter == expected


@pytest.mark.parametrize(
    "response",
    [
        # a clause after "but" that adds, doubts or negates keeps the option named in full
        "Isaac Newton developed calculus, but so did Leibniz.",
        "Isaac Newton is often credited, but maybe Leibniz.",
        "Isaac Newton is credited, but Leibniz did not publish first.",
    ],
)
def test_near_misses_of_the_contrast(response: str) -> None:
    assert extract_letter(response, MATHEMATICIANS).letter == "A"


# -- a closing clause "the <words of the question> is <option>" identifies the answer

LANGUAGES = ["Spanish", "Portuguese", "Italian", "French"]
BRAZIL = "What is the official language of Brazil?"


@pytest.mark.parametrize(
    "response",
    [
        "Spanish is spoken all around it; the official language is Portuguese.",
        "Italian survives in a few southern towns, but the official language is Portuguese!",
        "French was fashionable among the elite once - the official language was always Portuguese.",
    ],
)
def test_closing_identity_with_the_question_terms(response: str) -> None:
    assert extract_letter(response, LANGUAGES, question=BRAZIL).letter == "B"


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # the subject carries no word of the question; the identity is negated; it is no closing clause
        ("Portuguese is official; the usual guess is Spanish.", "B"),
        ("Portuguese. Spanish is common nearby; the neighbouring language is Spanish.", "B"),
    ],
)
def test_near_misses_of_the_closing_identity(response: str, expected: str) -> None:
    assert extract_letter(response, LANGUAGES, question=BRAZIL).letter == expected


def test_closing_identity_needs_the_question() -> None:
    from scorewire_multiple_choice.extract import _closing_identity

    text = "Spanish is widely spoken; the official language is not Spanish."
    assert _closing_identity(text, LANGUAGES, "ABCD", BRAZIL) is None
    assert (
        _closing_identity("Spanish is near; the official language is Portuguese.", LANGUAGES, "ABCD", "Pick one.")
        is None
    )


# -- a run of rows, one per label, after a short heading: the one row that is a bare verdict word, others describing

RIVERS = ["Nile", "Amazon", "Yangtze", "Mississippi"]


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("Rows: A - longest, but no. B - yes. C - third. D - fourth.", "B"),
        ("A: Africa. B: South America. C: correct. D: North America.", "C"),
        ("Verdicts: A - no. B - second by volume. C - no. D - right.", "D"),
    ],
)
def test_rows_with_one_bare_verdict(response: str, expected: str) -> None:
    assert extract_letter(response, RIVERS).letter == expected


@pytest.mark.parametrize(
    "response",
    [
        # a verdict word inside a description is no bare verdict; two bare verdicts
        "Rows: A - longest. B - right bank tributaries. C - third. D - fourth.",
        "Rows: A - yes. B - second. C - yes. D - fourth.",
    ],
)
def test_near_misses_of_rows_with_one_bare_verdict(response: str) -> None:
    assert extract_letter(response, RIVERS).method != "verdict_rows"


# -- a possibility held back until the writer sees more ("could be B, but I'd need to see ...") is no answer

SUGARS = ["Glucose", "Fructose", "Sucrose", "Lactose"]


@pytest.mark.parametrize(
    "response",
    [
        "It might be B, but I would need to see the lab sheet you were given.",
        "My guess is that it could be D, but we'd need to know which assay your class ran.",
    ],
)
def test_possibility_held_back_reads_no_option(response: str) -> None:
    assert extract_letter(response, SUGARS).letter is None


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # an unhedged label with a caveat, a later answer marker, a "need" that asks for nothing
        ("B, but I'd need to see the lab sheet to be sure.", "B"),
        ("It could be B, but I'd need to check. Final answer: B.", "B"),
        ("It could be B, but I need a coffee first.", "B"),
    ],
)
def test_near_misses_of_the_held_back_possibility(response: str, expected: str) -> None:
    assert extract_letter(response, SUGARS).letter == expected


# -- a quantity stated after "that's" / "it's" is a result like one after "is" or "="

DISTANCES = ["150 million km", "15 million km", "1.5 million km", "1,500 million km"]
SPEEDS = ["340 m/s", "34 m/s", "3,400 m/s", "3.4 m/s"]


@pytest.mark.parametrize(
    ("choices", "response", "expected"),
    [
        (SPEEDS, "Sound covers about a kilometre in three seconds, so that's 340. Not 34 (B) or 3,400 (C).", "A"),
        (DISTANCES, "Light takes about 500 s at 300,000 km/s, so it's 150 million km.", "A"),
    ],
)
def test_quantity_after_thats(choices: list[str], response: str, expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    "response",
    [
        # a number that is no option's (and every tag of the negated list after it ruled out, the later one too)
        "That's 350, roughly. Not 34 (B) or 3,400 (C).",
        "That's 340 or 3,400, I forget which.",
    ],
)
def test_near_misses_of_the_quantity_after_thats(response: str) -> None:
    assert extract_letter(response, SPEEDS).letter is None


def test_tag_after_and_in_a_clause_of_its_own_stays() -> None:
    # "and" opens a clause of its own after the negated tag: its tag is not ruled out
    choices = ["Heating the mixture", "Lowering the barrier", "Shifting the balance", "Being used up"]
    found = extract_letter("It does not heat things (A) and it lowers what must be climbed (B).", choices)
    assert found.letter == "B"


def test_contrast_and_identity_readings_stay_out_of_questions_for_the_exception() -> None:
    # under "Which is NOT ...?" the option a contrast or an identity puts forward is the one that IS: no such reading
    trees = ["Oak", "Pine", "Maple", "Birch"]
    response = "Oak drops its leaves in autumn, so oak is not evergreen — pine is."
    assert extract_letter(response, trees, question="Which of these is evergreen?").letter == "B"
    assert extract_letter(response, trees, question="Which of these is NOT evergreen?").letter != "B"
    found = extract_letter(
        "Spanish is spoken nearby; the official language is Portuguese.",
        LANGUAGES,
        question="Which of these is NOT the official language of Brazil?",
    )
    assert found.letter != "B"
