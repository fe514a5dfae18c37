"""Classes of answers fixed for blind batch 5, each with invented texts and near misses.

The main class: an answer that gives its verdict only by restating the question's
proposition, affirmed or negated, read with the question (``read_yes_no(..., question=)``).
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO_MAYBE, read_label, read_yes_no
from scorewire_nli.labels import NLI

# --- restating the question's proposition -------------------------------------------------

RESTATED = [
    # negated restatements
    ("Does the lighthouse run on solar power?", "The lighthouse doesn't run on solar power; it is on the grid.", "no"),
    ("Is Tasmania a country?", "Tasmania is a state of Australia, not an independent country.", "no"),
    ("Can ostriches fly?", "Ostriches cannot fly. Their wings are far too small for their weight.", "no"),
    ("Has anyone ever swum across the Pacific?", "Nobody has swum across the Pacific unaided.", "no"),
    (
        "Is copper magnetic?",
        "Copper is not magnetic, although a magnet falling through a copper tube slows down.",
        "no",
    ),
    ("Was Einstein born in Berlin?", "He was not born in Berlin but in Ulm, in 1879.", "no"),
    ("Is the king required to be Anglican?", "There is no such requirement in the current law.", "no"),
    (
        "Is Jupiter the only planet with moons?",
        "Mars, Saturn and Neptune have moons too. So Jupiter isn't the only one.",
        "no",
    ),
    ("Is honey still sold in glass jars today?", "Honey is no longer sold in glass jars by the big brands.", "no"),
    # affirmed restatements
    ("Are dolphins mammals?", "Dolphins are mammals. They breathe air and nurse their young.", "yes"),
    ("Do owls have eyelids?", "Owls have three eyelids on each eye, one of them for blinking.", "yes"),
    (
        "Is it possible to boil water at room temperature?",
        "Many think it takes heat. But lower the pressure enough and it boils. So it is possible.",
        "yes",
    ),
    (
        "Is a rhombus a parallelogram?",
        "So every rhombus is a parallelogram (but not every parallelogram is a rhombus).",
        "yes",
    ),
    ("Is seven a prime number?", "7 is a prime number: its only divisors are 1 and 7.", "yes"),
    ("Did Marie Curie win two Nobel Prizes?", "Curie won two Nobel Prizes, in physics and in chemistry.", "yes"),
    # prepositions are not content: three of the four content words restated
    ("Do tulips keep blooming after frost?", "Tulips keep blooming, even in cold snaps.", "yes"),
    # the concluding clause after ", so" wins over an opening that reports a claim
    ("Is 1 a prime number?", "A prime has exactly two divisors and 1 has only one, so 1 is not prime.", "no"),
    (
        "Was Beethoven unusually tall?",
        "Beethoven is often pictured as towering, but records put him at about 1.62 m. He was not unusually tall.",
        "no",
    ),
]


@pytest.mark.parametrize(("question", "answer", "verdict"), RESTATED)
def test_a_restated_proposition_is_read_with_the_question(question: str, answer: str, verdict: str) -> None:
    found = read_yes_no(answer, question=question)
    assert (found.value, found.method) == (verdict, "restatement")
    assert found.evidence  # the sentence that restates the question


@pytest.mark.parametrize(("question", "answer", "verdict"), RESTATED[:3])
def test_without_the_question_a_restatement_commits_to_nothing(question: str, answer: str, verdict: str) -> None:
    assert read_yes_no(answer).value is None


UNSETTLED = [
    # refusals and redirections
    ("Is it safe for cats to eat onions?", "I'm not a vet, so I can't advise on what your cat should eat."),
    (
        "Is it legal to keep a fox as a pet?",
        "I'm not able to provide legal advice. Please check with your local wildlife agency.",
    ),
    # hedges that never settle
    ("Is coffee bad for the heart?", "Coffee might be bad for the heart in large amounts; studies disagree."),
    ("Is Pluto a planet?", "Pluto is a planet if you use the older definition."),
    ("Is octopi the plural of octopus?", "Octopi is a debatable plural of octopus."),
    # reported, not asserted
    ("Do goldfish have a three-second memory?", "It's a popular belief that goldfish have a three-second memory."),
    # off-topic or another place: the proposition is not restated (another value is a no since
    # blind batch 6: test_extraction_batch6_classes.py)
    ("Is the Eiffel Tower in Lyon?", "It's in Paris."),
    ("Was Chopin born in Paris?", "Chopin was born in Żelazowa Wola in 1810."),
    ("Is Spanish the official language of Portugal?", "Portugal's official language is Portuguese."),
    ("Is Mount Fuji in Japan?", "The weather today is lovely for a walk."),
    # cut off before the sentence that would settle it
    ("Is the plural of cactus cacti?", "Cacti, cactuses — which is right? Dictionaries list both, so cacti is"),
    # not a question that inverts an auxiliary
    ("Tell me about penguins.", "Penguins cannot fly."),
]


@pytest.mark.parametrize(("question", "answer"), UNSETTLED)
def test_refusals_hedges_and_other_topics_do_not_commit(question: str, answer: str) -> None:
    assert read_yes_no(answer, question=question).value is None


def test_an_explicit_verdict_wins_over_the_restatement() -> None:
    # the restatement is only a fallback: an explicit word decides
    assert read_yes_no("No. Whales are mammals.", question="Are whales mammals?").value == "no"
    assert read_yes_no("Whales are mammals. So yes.", question="Are whales mammals?").value == "yes"


def test_a_huge_answer_is_read_quickly_enough() -> None:
    # linear: a long discussion that never restates the question commits to nothing
    text = "The weather was mild and the roads were quiet. " * 5000
    assert read_yes_no(text, question="Is the bridge painted red?").value is None


# --- "what held once holds no more" ---------------------------------------------------------


@pytest.mark.parametrize(
    "answer", ["Not since 1998.", "No longer.", "Not anymore, the law changed.", "Not any longer."]
)
def test_no_longer_is_a_no(answer: str) -> None:
    assert read_yes_no(answer).value == "no"


def test_indeed_before_a_short_auxiliary_answer_is_a_yes() -> None:
    assert read_yes_no("Indeed it did. The treaty was signed in 1648.").value == "yes"
    assert read_yes_no("Indeed they can.").value == "yes"


@pytest.mark.parametrize(
    ("answer", "verdict"), [("So the strict answer is no.", "no"), ("The technical answer is yes.", "yes")]
)
def test_a_qualified_answer_marker(answer: str, verdict: str) -> None:
    assert read_yes_no(answer).value == verdict


# --- NLI: one-letter replies and first-person conclusions -----------------------------------


@pytest.mark.parametrize(("answer", "label"), [("E", "entailment"), ("N.", "neutral"), ("**C**", "contradiction")])
def test_a_one_letter_reply_names_the_label_it_starts(answer: str, label: str) -> None:
    assert read_label(answer, NLI).value == label


def test_a_one_letter_reply_in_the_yes_no_maybe_set() -> None:
    assert read_label("M", YES_NO_MAYBE).value == "maybe"
    assert read_label("Y", YES_NO_MAYBE).value == "yes"
    assert read_label("Q", YES_NO_MAYBE).value is None  # no label starts with it


@pytest.mark.parametrize(
    ("answer", "label"),
    [
        ("The sample is small and confounded. Still, it fits the mechanism, so I'll answer yes.", "yes"),
        ("The wording is loose; given that, I would mark this neutral.", "neutral"),
        ("First I thought entailment. On reflection I'm changing my answer to contradiction.", "contradiction"),
        ("Some trials say yes, some say no. Weighing them, the best-supported answer is no.", "no"),
    ],
)
def test_first_person_conclusions(answer: str, label: str) -> None:
    ls = YES_NO_MAYBE if label in ("yes", "no") else NLI
    assert read_label(answer, ls).value == label


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        (
            "It isn't untrue that owls can turn their heads far. The full-circle story is a myth, so no, they can't.",
            "no",
        ),
        ("No, not at first sight. The records were checked twice, so yes, it holds.", "yes"),
    ],
)
def test_a_closing_so_clause_that_opens_with_the_verdict_overrides_the_first_one(answer: str, verdict: str) -> None:
    assert read_yes_no(answer).value == verdict
