"""Classes of NLI and yes/no answer the sixth blind batch showed the shared reader missing.

Each class is fixed by a general rule; the texts here are new (not copies of blind rows).
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO, YES_NO_MAYBE, read_label, read_yes_no
from scorewire_nli.labels import FEVER, NLI


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a verdict word of another language opening the answer
        ("Sí, el agua hierve a cien grados al nivel del mar.", "yes"),
        ("Nein — der Rhein fließt in die Nordsee.", "no"),
        ("Нет, это не так.", "no"),
        ("いいえ、東京は日本の首都です。", "no"),
        ("네, 맞습니다.", "yes"),
        ("Non, ce n'est pas le cas.", "no"),
        # informal verdicts
        ("Not yet. The probe is still two years from arrival.", "no"),
        ("Not a chance — the cable is far too thin.", "no"),
        ("Pretty much. Nearly all of its mass is in the core.", "yes"),
        ("The record stands at 8.5 m, and this jump was 7.9 m. Far from it.", "no"),
        ("I'd say not — the treaty was never ratified.", "no"),
    ],
)
def test_foreign_and_informal_verdicts(text: str, value: str) -> None:
    assert read_yes_no(text).value == value


@pytest.mark.parametrize(
    "text",
    [
        "Non-metals such as sulfur conduct electricity poorly.",  # a prefix, not a verdict
        "NEI. The passage never mentions the award.",
    ],
)
def test_prefixes_and_abbreviations_are_not_foreign_verdicts(text: str) -> None:
    assert read_yes_no(text).value is None


def test_nei_stays_not_enough_info() -> None:
    assert read_label("The passage is silent on sales. NEI.", FEVER).value == "NOT ENOUGH INFO"


# --- restatements in other words (read with the question) ----------------------------------

RESTATED = [
    # an antonym of the question's word: comparatives, superlatives, fixed pairs, negative prefixes
    (
        "Is the Rhine longer than the Elbe?",
        # (the other term called the shorter one: the Rhine is the longer, yes - this row read "no" until the other
        # term of a comparison named without "than" was told from the subject)
        "The Rhine runs 1,230 km, the Elbe 1,094 km. So the Elbe is the shorter one.",
        "yes",
    ),
    (
        "Is the Thames longer than the Severn?",
        "The Severn is 354 km; the Thames 346 km. So the Thames is the shorter river.",
        "no",
    ),
    ("Is pi a rational number?", "It's irrational; no fraction of integers equals it.", "no"),
    ("Is it legal to fish without a licence in Ontario?", "It's illegal: every adult needs one.", "no"),
    (
        "Is it illegal to collect rainwater in Ohio?",
        "It's not illegal — rain barrels are sold in every garden centre.",
        "no",
    ),
    ("Is it illegal to whistle in a library?", "It's perfectly legal.", "no"),
    ("Is it illegal to park on the verge?", "It's not legal at all; wardens fine drivers for it.", "yes"),
    ("Is Mount Etna an extinct volcano?", "Etna is highly active; it erupts every few years.", "no"),
    ("Is 15 an even number?", "It's odd: 15 = 2 × 7 + 1.", "no"),
    # a short predicate: the subject (or a pronoun) and one word of the question's predicate
    ("Is 101 a prime number?", "No divisor up to its square root divides it. It's prime.", "yes"),
    ("Is 2 an even number?", "Two is even: it is divisible by 2.", "yes"),
    # a comparison kept to its subject and comparative
    (
        "Is Spain larger than Sweden?",
        "Spain covers 506,000 km² and Sweden 450,000 km². Spain is slightly larger.",
        "yes",
    ),
    ("Is the Danube longer than the Volga?", "Danube: 2,850 km. Volga: 3,530 km. The Danube is clearly shorter.", "no"),
    # a different value
    ("Does a spider have six legs?", "A spider has 8 legs; insects have six.", "no"),
    ("Do insects have eight legs?", "Insects have six legs.", "no"),
    ("Is a gross 144?", "A gross is 144, a dozen dozens.", "yes"),
    ("Does a hexagon have six sides?", "Six, one more than a pentagon.", "yes"),
    ("Does an octagon have six sides?", "Eight. A hexagon is the one with six.", "no"),
    # negated alternatives, then the question's term (or the term among the negated ones)
    ("Is the Alhambra in Granada?", "Not in Seville, not in Córdoba — it stands on a hill above Granada.", "yes"),
    ("Is the Alhambra in Seville?", "Not Seville — Granada.", "no"),
    # a negated question: restating its negation is a yes
    ("Is there no oxygen on Mars?", "There is oxygen on Mars, only about 0.1% of its thin air.", "no"),
    ("Are bats unable to walk?", "Most bats can't walk well, so they are unable to walk far on the ground.", "yes"),
    ("Are owls unable to turn their heads?", "Owls can turn their heads about 270 degrees.", "no"),
    # initials of a capitalised run; "zero <things>"; "X rather than Y"
    (
        "Is Switzerland a member of the European Union?",
        "Swiss voters rejected it, so it's not in the EU, though it trades freely with it.",
        "no",
    ),
    ("Does Venus have any moons?", "Venus has zero moons, like Mercury.", "no"),
    ("Are tomatoes vegetables?", "They grow from the flower, so they're fruits rather than vegetables.", "no"),
]


@pytest.mark.parametrize(("question", "answer", "verdict"), RESTATED)
def test_a_proposition_restated_in_other_words(question: str, answer: str, verdict: str) -> None:
    found = read_yes_no(answer, question=question)
    assert (found.value, found.method) == (verdict, "restatement")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # a concession, a mistaken identity, a nickname: nothing is restated
        ("Are jellyfish fish?", "Jellyfish are often mistaken for fish by children."),
        ("Is the killer whale a whale?", "Despite the nickname 'killer whale', orcas are dolphins."),
        # "Not" with an adverb or a hedge is no list of alternatives
        ("Is Lima in Peru?", "Not entirely sure — it might be Peru or Chile."),
        ("Is Lima in Peru?", "Not especially famous, but Lima is a large city."),
        # a negative prefix is read on whole words, not on stems ("important" is no "im-port")
        ("Is port wine sweet?", "Important: serve it at cellar temperature."),
        # a word of the question covered only by the subject's own name
        ("Is the Leaning Tower still leaning?", "The Leaning Tower is one of Italy's most visited sights."),
        # the subject's opening words are not a long clause with a negation
        ("Was the telescope invented before 1700?", "I'm not certain of the year the telescope was invented."),
    ],
)
def test_what_does_not_restate_commits_to_nothing(question: str, answer: str) -> None:
    assert read_yes_no(answer, question=question).value is None


def test_zero_as_a_subject_is_not_a_negation() -> None:
    assert read_yes_no("Zero is even: it is divisible by 2.", question="Is 0 an even number?").value == "yes"


# --- two verdicts listed, abstentions, a first answer kept after a doubt ---------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("Final answer: No, Yes", YES_NO),
        ("no or maybe", YES_NO_MAYBE),
        ("yes/no — the abstract does not say.", YES_NO_MAYBE),
        ("Yes. No. I don't know.", YES_NO),
        ("Probably yes. I don't know — the sources disagree.", YES_NO),
        ("I'd lean entailment, though neutral isn't unreasonable either.", NLI),
    ],
)
def test_two_verdicts_left_open_commit_to_nothing(text: str, ls: object) -> None:
    assert read_label(text, ls).value is None  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Yes, no doubt about it.", YES_NO, "yes"),  # "no doubt" is no second verdict
        ("No, no, no. It never snows there.", YES_NO, "no"),  # the same verdict repeated
        ("yes/no/maybe → no", YES_NO_MAYBE, "no"),  # the options, then the verdict
    ],
)
def test_a_repeated_or_idiomatic_second_word_is_no_list(text: str, ls: object, label: str) -> None:
    assert read_label(text, ls).value == label  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "Yes. Hmm, wait, let me reconsider: was it the 1960s? No, the 1950s is right. So my original answer stands.",
            YES_NO,
            "yes",
        ),
        (
            "Contradiction. On reflection the premise never names the city, so neutral is defensible. "
            "Still, I'll stick with my first answer.",
            NLI,
            "contradiction",
        ),
    ],
)
def test_a_first_answer_kept_after_a_doubt(text: str, ls: object, label: str) -> None:
    assert read_label(text, ls).value == label  # type: ignore[arg-type]


# --- options listed in the answer, elimination, more label vocabulary ---------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "Choices: 1. entailment 2. neutral 3. contradiction\nThe premise says nothing about weather. Answer: 2",
            NLI,
            "neutral",
        ),
        ("1) entailment\n2) neutral\n3) contradiction\n\nBoth cannot hold at once, so it's 3.", NLI, "contradiction"),
        ("(A) yes (B) no (C) maybe\nThe effect vanished after adjustment → (B)", YES_NO_MAYBE, "no"),
        ("A) yes B) no C) maybe. The trial was small but clear; I'd pick A.", YES_NO_MAYBE, "yes"),
        # the list alone names every label and commits to none
        ("Options: 1. entailment 2. neutral 3. contradiction", NLI, None),
        # a lowercase "a" is not option "A"
        ("A) yes B) no C) maybe. It's a small trial, so maybe.", YES_NO_MAYBE, "maybe"),
    ],
)
def test_options_listed_in_the_answer_are_read_by_number_or_letter(text: str, ls: object, label: str | None) -> None:
    assert read_label(text, ls).value == label  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("It is not entailment, and it is not contradiction either.", NLI, "neutral"),
        ("The effect is large and significant. Not 'no', not 'maybe'.", YES_NO_MAYBE, "yes"),
        ("Not supported, and it isn't refuted.", FEVER, "NOT ENOUGH INFO"),
    ],
)
def test_every_label_but_one_negated_is_the_one_left(text: str, ls: object, label: str) -> None:
    found = read_label(text, ls)  # type: ignore[arg-type]
    assert (found.value, found.method) == (label, "elimination")


@pytest.mark.parametrize(
    "text",
    [
        "It is not entailment.",  # one label negated in a set of three: nothing left to commit to
        "Not entailment. Neutral or contradiction, hard to say.",
    ],
)
def test_elimination_needs_every_other_label_negated(text: str) -> None:
    assert read_label(text, NLI).value is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Twelve trials, six of them negative: the jury's still out.", YES_NO_MAYBE, "maybe"),
        ("With one cohort and no control group, this can't be answered definitively.", YES_NO_MAYBE, "maybe"),
        ("The effect reversed at follow-up, so I must answer in the negative.", YES_NO_MAYBE, "no"),
        ("Both trials agree, so we answer in the affirmative.", YES_NO_MAYBE, "yes"),
        ("The dates are off by a decade. False claim.", FEVER, "REFUTES"),
        ("Two sources state it outright, so the claim is backed up.", FEVER, "SUPPORTS"),
        ("Le texte dit le contraire : l'affirmation est réfutée.", FEVER, "REFUTES"),
        ("The passage stops in 1920. We don't have enough to judge it.", FEVER, "NOT ENOUGH INFO"),
        # an arrow opens a new clause: "either way" before it hedges nothing after it
        ("The text leaves both readings open either way → NOT ENOUGH INFO.", FEVER, "NOT ENOUGH INFO"),
        # a verdict after "I'd still say", "Going with"
        ("Small sample, no blinding. Overall I'd still say yes — the effect is large.", YES_NO_MAYBE, "yes"),
        ("I'd say yes at first. Hmm, the authors hedge. Going with maybe.", YES_NO_MAYBE, "maybe"),
    ],
)
def test_more_label_vocabulary(text: str, ls: object, label: str) -> None:
    assert read_label(text, ls).value == label  # type: ignore[arg-type]


def test_a_negated_predicate_on_its_own_is_a_no() -> None:
    question = "Is a booster dose necessary after the second injection?"
    assert read_yes_no("Not necessary. Antibody levels stay high.", question=question).value == "no"
    assert read_yes_no("Not especially. Antibody levels vary.", question=question).value is None  # an adverb


# --- a value compared, another rank, what holds today, a lead-in before "absolutely" ----------

MORE_RESTATED = [
    # the value of a comparison restated, compared by the reader (units must agree)
    ("Is the Rhine longer than 1,000 km?", "The Rhine is about 1,230 km long.", "yes"),
    ("Is the Nile more than 7,000 km long?", "The Nile is 6,650 km long.", "no"),  # not "another value"
    ("Is 2^7 greater than 150?", "2^7 = 128.", "no"),
    ("Are there more than 12 months in a year?", "There are exactly 12 months.", "no"),
    ("Does the bridge span at least 500 m?", "The bridge spans 500 m.", "yes"),
    # another rank in the question's rank's place, or a bare ordinal opening the answer
    ("Was Gagarin the second person in space?", "Gagarin was first, in April 1961.", "no"),
    ("Is Mercury the largest planet?", "Mercury is the smallest planet in the solar system.", "no"),
    ("Is Lhotse the third-highest mountain?", "Fourth. Kangchenjunga is third.", "no"),
    # what holds today names the subject, or another name
    ("Is Bonn the capital of Germany?", "Bonn was the capital until 1990; today it's Berlin.", "no"),
    ("Is Berlin the capital of Germany?", "Bonn served until 1990. Today it's Berlin.", "yes"),
]


@pytest.mark.parametrize(("question", "answer", "verdict"), MORE_RESTATED)
def test_a_value_a_rank_or_todays_name_restates_the_question(question: str, answer: str, verdict: str) -> None:
    found = read_yes_no(answer, question=question)
    assert (found.value, found.method) == (verdict, "restatement")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # another unit: 4,130 miles is not compared with 6,000 km
        ("Is the Nile longer than 6,000 km?", "The Nile is about 4,130 miles long."),
        # two values in the clause: which one is compared is not said
        ("Is the lake deeper than 300 m?", "The lake is 250 m deep in the south and 410 m in the north."),
        # the same rank in other words is no other rank
        ("Is Asia the largest continent?", "Asia is the biggest continent by far."),
        # a name after "today it's" that is followed by more words is no name of the answer
        ("Is Paris the capital of France?", "Paris has been the capital since 987; today it's Europe's largest city."),
    ],
)
def test_near_misses_of_values_ranks_and_names(question: str, answer: str) -> None:
    assert read_yes_no(answer, question=question).value in (None, "yes")
    if "biggest" not in answer:
        assert read_yes_no(answer, question=question).value is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("On a clear night, absolutely — it is the brightest object after the Moon.", "yes"),
        ("For most adults, definitely not — the dose is far too high.", "no"),
    ],
)
def test_a_short_lead_in_before_an_adverb_verdict(text: str, value: str) -> None:
    assert read_yes_no(text).value == value


# --- the remaining one, "that one", a weak word then another label's term, other languages ----


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "Entailment? No, the premise never says where. Contradiction? Nothing rules it out. "
            "So it's the remaining one.",
            NLI,
            "neutral",
        ),
        ("Contradiction? No. Neutral? Hardly — the premise states it outright. So: what's left.", NLI, "entailment"),
        (
            "I first thought SUPPORTS, but strictly the passage gives NOT ENOUGH INFO, and that's the one I'll submit.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        ("Nah, can't tell from the passage alone.", FEVER, "NOT ENOUGH INFO"),
        ("Os dados são fracos. Resposta: talvez.", YES_NO_MAYBE, "maybe"),
        ("Vielleicht — die Studie ist zu klein.", YES_NO_MAYBE, "maybe"),
    ],
)
def test_pointing_at_the_remaining_label_or_the_last_named(text: str, ls: object, label: str) -> None:
    assert read_label(text, ls).value == label  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "text",
    [
        # "the remaining one" with two labels not rejected points at neither
        "Contradiction? No. So it's the remaining one, entailment or neutral, hard to say.",
        # "that one" with no label named before it
        "The passage is short and I'll go with that one.",
    ],
)
def test_pointing_needs_one_label(text: str) -> None:
    assert read_label(text, NLI).value is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a doubt answered by confirming the first verdict
        ("Yes, by about a degree. Hmm, am I mixing up the two seas? No, that's right: the Red Sea is warmer.", "yes"),
        # an intensifier closing a verdict is no verdict of its own
        ("Correct. Jupiter is more than ten times as wide as Earth. Not even close.", "yes"),
        ("Yes - its fleet is three times the next one's. No contest.", "yes"),
    ],
)
def test_a_confirmed_or_intensified_first_verdict_stands(text: str, value: str) -> None:
    assert read_yes_no(text).value == value


def test_a_retracted_first_verdict_that_never_concludes_commits_to_nothing() -> None:
    assert read_yes_no("Yes. No, wait. Let me think.").value is None
    assert read_yes_no("Yes. No, wait - it was 1969, so no.").value == "no"  # it concludes again
    assert read_yes_no("No. Not even close.").value == "no"  # the same verdict


def test_an_answer_ending_on_a_check_or_cross_mark() -> None:
    assert read_yes_no("12 × 12 = 144 ✓").value == "yes"
    assert read_yes_no("Checked against the table: 7 × 8 = 54 ❌").value == "no"


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        # an adverbial lead before the main clause belongs to it
        (
            "Is a peanut botanically a legume?",
            "Botanically speaking, a peanut is a legume, like peas and beans.",
            "yes",
        ),
        ("Is a whale biologically a fish?", "Biologically, a whale is not a fish but a mammal.", "no"),
    ],
)
def test_an_adverbial_lead_stays_with_its_clause(question: str, answer: str, verdict: str) -> None:
    assert read_yes_no(answer, question=question).value == verdict


def test_a_country_ending_in_ly_is_no_adverbial_lead() -> None:
    # "Italy" is not an adverb: the main clause stays "Italy" alone, which restates nothing
    assert read_yes_no("Italy, Spain and Greece all border it.", question="Is Italy landlocked?").value is None
