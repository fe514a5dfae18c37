"""Classes of NLI and yes/no answer the eighth blind batch showed the shared reader missing.

Each class is fixed by a general rule; the texts here are new (not copies of blind rows), with
near misses that must keep reading as before.
"""

from __future__ import annotations

import time

import pytest
from scorewire.extraction import YES_NO_MAYBE, read_label, read_yes_no
from scorewire_nli.labels import FEVER, NLI

# --- verdict words and idioms (no question needed) ----------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # advice against the act asked about
        ("Don't. Bleach and ammonia together release chloramine gas.", "no"),
        ("Please don't — the lithium cell can short and catch fire.", "no"),
        ("Never. A frozen turkey in hot oil boils over.", "no"),
        ("Under no circumstances: the permit would be void.", "no"),
        ("Do not mix them. The fumes are toxic.", "no"),
        # the claim turned round
        ("The opposite: colder air holds less moisture.", "no"),
        ("It's the other way round — the moon raises the tide, not the wind.", "no"),
        ("Quite the reverse. Prices fell all winter.", "no"),
        # no doubt left
        ("No doubt about it: the Nile floods every summer.", "yes"),
        ("Without question. It is the oldest bridge in the city.", "yes"),
        ("Undoubtedly — the record still stands.", "yes"),
        # permission given
        ("Go ahead. Cast iron can take the heat.", "yes"),
        ("By all means — it's a public footpath.", "yes"),
        # the claim confirmed or denied by a verb
        ("That checks out. Both figures come from the census.", "yes"),
        ("The claim holds: the treaty was signed in 1648.", "yes"),
        ("That doesn't add up. The budget was halved, not doubled.", "no"),
        # the asked value confirmed
        ("That's about right, give or take a week.", "yes"),
        ("That's the accepted figure — most sources agree.", "yes"),
        # an elliptical answer without its subject
        ("Always has been. The charter dates from 1215.", "yes"),
        ("Still is — nobody has climbed it faster.", "yes"),
        ("Never has. The border was drawn in 1920.", "no"),
        # a word that affirms or restricts a short auxiliary answer
        ("Of course they do. Every mammal has hair at some stage.", "yes"),
        ("Generally it doesn't, unless the soil is frozen.", "no"),
        ("Usually not — the tolls were abolished.", "no"),
        # an idiom before a word of address, and whole-clause verdicts of other languages
        ("Bingo, my friend. That's the capital.", "yes"),
        ("Natürlich. Das ist richtig.", "yes"),
        ("Pas du tout. Ce n'est pas vrai.", "no"),
        # only in a sense other than the one asked
        ("Not in the legal sense — a verbal promise is not a deed.", "no"),
        ("Not in any practical way: the signal fades after a metre.", "no"),
        # an emphatic "do" before a verb, or a short denial with the verb, closing a reasoning
        ("Vaccines train the immune system, so they do work.", "yes"),
        ("Bees need flowers, and in winter there are none, so they don't forage.", "no"),
        ("It really does float. The density is below water's.", "yes"),
        # a lead-in before "sure", and a verdict after a colon in a closing sentence
        ("For a quick fix, sure — tape will hold for a day.", "yes"),
        ("Yes and no. Some lists say 7, some say 8. Under the strict definition: no, only 7.", "no"),
    ],
)
def test_verdict_words_and_idioms(text: str, value: str) -> None:
    assert read_yes_no(text).value == value


@pytest.mark.parametrize(
    "text",
    [
        # ("..., no doubt." closing a sentence is an intensifier; a verb inside a longer sentence is no verdict)
        "Rome is older, no doubt. But which of the two was founded first is still argued.",
        "The opposite bank of the river floods more often.",
        "Never mind the date; the question is where.",
        "Stands to reason that the older mill came first, but nobody knows.",
    ],
)
def test_idiom_words_in_running_text_are_not_verdicts(text: str) -> None:
    assert read_yes_no(text).value is None


# --- restatements (with the question) -----------------------------------------------------

RESTATED = [
    # "neither X nor Y" is one negation; "Not only is it X" and an aside before the verb in plain order
    ("Is glass a liquid?", "Glass is neither a liquid nor a true crystal; it is an amorphous solid.", "no"),
    ("Is lead safe in drinking water?", "Not only is it unsafe, it builds up in the bones over years.", "no"),
    ("Is Everest the highest mountain on Earth?", "Everest, at 8,849 m, is the highest mountain on Earth.", "yes"),
    # a negative prefix on the question's word; same/different, good/bad
    ("Is raw cassava healthy to eat?", "Raw cassava is unhealthy to eat because of its cyanide content.", "no"),
    ("Are rooks and crows the same species?", "Rooks and crows are from different species.", "no"),
    (
        "Is it a good idea to skip breakfast before a marathon?",
        "Skipping breakfast before a marathon is a bad idea.",
        "no",
    ),
    # a modal and its verb; a short noun phrase; "There is ..." for "Is there no ...?"
    ("Can penguins fly?", "Penguins can't fly; their wings became flippers.", "no"),
    ("Is milk a good source of calcium?", "Not only is it a good source, it is one of the cheapest.", "yes"),
    ("Is there no speed limit on the autobahn?", "There is a limit on many stretches, often 120 km/h.", "no"),
    (
        "Is it possible to run out of oxygen in a sealed room?",
        "There's no such thing as running out of oxygen in a room.",
        "no",
    ),
    # an adverbial phrase before a short predicate; "more than two" is a number compared, not a comparison
    ("Is 91 a prime number?", "Strictly speaking, 91 isn't prime: it is 7 × 13.", "no"),
    ("Is it impossible to have more than two passports?", "Many people hold three. It's not impossible.", "no"),
    ("Is it rare for a cat to have more than five kittens?", "Litters of four are usual. It's rare.", "yes"),
    # a negated opening not restated after it
    (
        "Is the Sahara the largest desert by area including polar ones?",
        "Not including polar ones — Antarctica is bigger.",
        "no",
    ),
    # "A, not B"
    ("Did Edison invent the telephone?", "Bell, not Edison, patented the telephone.", "no"),
    ("Is Ottawa the capital of Canada?", "Ottawa is the capital — not Toronto, which is larger.", "yes"),
    ("Is the Louvre in Lyon?", "The Louvre is in Paris, not Lyon.", "no"),
    # another name in the question's slot
    ("Is Saturn the largest planet?", "Jupiter is the largest planet by far.", "no"),
    ("Was 'Hamlet' written by Marlowe?", "Hamlet was written by William Shakespeare around 1600.", "no"),
    ("Is 'danke' a Dutch word?", "It's German. The Dutch say 'dank je'.", "no"),
    ("Did Picasso paint 'The Starry Night'?", "Vincent van Gogh painted it in 1889.", "no"),
    # a judgement of what is asked about as fine or harmful
    ("Is it okay to give chocolate to cats?", "Chocolate is toxic to cats, even in small amounts.", "no"),
    ("Is it safe to eat raw oats?", "Raw oats are perfectly fine to eat; soaking just softens them.", "yes"),
    # an arithmetic chain ending in another value, or the same
    ("Is 9 × 7 equal to 63?", "9 × 7 = 63.", "yes"),
    ("Is 1/2 + 1/4 equal to 2/6?", "1/2 + 1/4 = 2/4 + 1/4 = 3/4.", "no"),
    # a fragment naming only the predicate (or its opposite)
    ("Is a whale shark harmless to humans?", "It filters plankton through its gills. Harmless.", "yes"),
    ("Is Mars colder than Earth?", "Much colder — the average is about −60 °C.", "yes"),
    ("Is the Pacific shallower than the Atlantic?", "Deeper, actually: its mean depth is about 4,000 m.", "no"),
    # a value stated for the subject, or standing alone
    ("Does a spider have six legs?", "It has eight.", "no"),
    ("Does a violin have four strings?", "G, D, A and E — four.", "yes"),
    ("Is a marathon 40 km long?", "A marathon is 42.195 km.", "no"),
    ("Is the Earth's surface about 30% water?", "More like 71%. Land is the smaller part.", "no"),
    ("Does a touchdown score at least six points?", "At least six, and the kick can add one.", "yes"),
    ("Did the Berlin Wall fall before 1995?", "It fell in 1989.", "yes"),
    # a comparison restated with its terms swapped; a later clause about the subject
    ("Is a mouse heavier than a rat?", "The rat is much heavier; an adult weighs about 300 g.", "no"),
    (
        "Is Lake Geneva the largest lake in Europe?",
        "Geneva is big, but at 580 km² it's nowhere near the largest.",
        "no",
    ),
]


@pytest.mark.parametrize(("question", "text", "value"), RESTATED)
def test_restatements_in_other_words(question: str, text: str, value: str) -> None:
    assert read_yes_no(text, question=question).value == value


@pytest.mark.parametrize(
    ("question", "text"),
    [
        # a sentence opening with an ordinary word, a pronoun or an adverb is not another name
        ("Is Oslo the capital of Norway?", "Let me think about the Nordic capitals for a moment."),
        ("Can you claim a home office on US taxes?", "I'd recommend asking a CPA about your own situation."),
        # a place inside the one asked about is not another place
        ("Is the Alhambra in Spain?", "It's in Granada, on a hill above the city."),
        # another name with "too" does not replace the question's
        ("Did Armstrong walk on the Moon?", "Buzz Aldrin walked on the Moon too."),
        # a fragment that is not a whole word of the question
        ("Is the plural of 'cactus' necessarily 'cacti'?", "Cactuses, cacti — dictionaries accept both."),
        # about one-sixth: a fraction, not the value one
        ("Is the Moon's gravity about one-sixth of Earth's?", "About 1.6 m/s² against 9.8 m/s²."),
    ],
)
def test_restatement_near_misses_commit_to_nothing(question: str, text: str) -> None:
    assert read_yes_no(text, question=question).value is None


def test_a_value_in_another_unit_is_not_compared() -> None:
    question = "Is the tower 100 m tall?"
    assert read_yes_no("It is 100 years old.", question=question).value is None


# --- NLI, fact verification and yes/no/maybe ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        # a change of mind after an answer marker
        ("Label: entailment — hold on, the premise says 'rarely'. So it's neutral.", NLI, "neutral"),
        ("Verdict: REFUTES. Wait, I read the date wrong; the evidence backs it up: SUPPORTS.", FEVER, "SUPPORTS"),
        # abstentions and a choice left between labels
        ("Could be neutral, could be contradiction. I'll leave it open.", NLI, None),
        ("It's likely but not certain. I'm going to hold off on a verdict.", NLI, None),
        ("The answer depends on the labelling guidelines: neutral or entailment.", NLI, None),
        ("I keep weighing it and I'm torn between REFUTES and NOT ENOUGH INFO.", FEVER, None),
        # markers and labels in Spanish, Portuguese, French
        ("El texto dice 1912, no 1915. Veredicto: REFUTA.", FEVER, "REFUTES"),
        ("La afirmación es verdadera: la evidencia lo dice.", FEVER, "SUPPORTS"),
        ("A afirmação é falsa, segundo a evidência.", FEVER, "REFUTES"),
        ("La premisa dice lo contrario. Veredicto: contradicción.", NLI, "contradiction"),
        # the question's verb denied or affirmed on its own after a marker
        ("No difference in relapse. Verdict: doesn't reduce.", YES_NO_MAYBE, "no"),
        ("Mortality fell by a third. Answer: does reduce.", YES_NO_MAYBE, "yes"),
        # an arrow after the labels listed on the answer line
        ("Answer: entailment / neutral / contradiction → neutral", NLI, "neutral"),
        # "It remains unclear from ...", "possible but unproven"
        ("It remains unclear from a single small trial.", YES_NO_MAYBE, "maybe"),
        ("Given one pilot study, I'd call it possible but unproven.", YES_NO_MAYBE, "maybe"),
        # a bare yes or no answering the answer's own question about one label
        ("The premise says he is asleep. Is that a contradiction? Yes, at the same moment.", NLI, "contradiction"),
        # a negated negation
        ("I wouldn't say this is not an entailment.", NLI, "entailment"),
        # the labels listed one per line, one checked
        ("- SUPPORTS ✘\n- REFUTES ✔\n- NOT ENOUGH INFO ✘", FEVER, "REFUTES"),
        ("| label | ok |\n|---|---|\n| entailment | ✗ |\n| neutral | ✓ |\n| contradiction | ✗ |", NLI, "neutral"),
    ],
)
def test_nli_classes(text: str, ls: object, value: str | None) -> None:
    assert read_label(text, ls).value == value  # type: ignore[arg-type]


def test_a_checked_line_needs_the_others_crossed() -> None:
    # (two labels checked: no single choice)
    assert read_label("- entailment ✓\n- neutral ✓\n- contradiction ✗", NLI).value is None


def test_a_no_after_the_question_does_not_commit_to_the_label_asked() -> None:
    text = "It says he left at noon. Is that a contradiction? No. The times can both hold, so neutral."
    assert read_label(text, NLI).value == "neutral"


# --- padding: the new rules stay linear ----------------------------------------------------

PADDING = [" " * 100_000, ", " * 50_000, "— " * 50_000, "not " * 25_000, "1 = " * 25_000, "Mercury " * 12_000]


@pytest.mark.parametrize("pad", PADDING, ids=["blanks", "commas", "dashes", "nots", "equations", "names"])
def test_restatement_rules_are_linear_on_padding(pad: str) -> None:
    """Long runs around the new rules' cues (a generous per-call guard, not a speed goal)."""
    questions = ["Is 7 × 8 equal to 54?", "Is the violin larger than the cello?", "Is it okay to feed grapes to dogs?"]
    for question in questions:
        for text in (pad, f"It {pad} not the liver.", f"Smaller, {pad}", f"{pad} — three."):
            started = time.perf_counter()
            read_yes_no(text, question=question)
            assert time.perf_counter() - started < 2
    started = time.perf_counter()
    read_label(f"| entailment | ✔ |\n{pad}\n| neutral | ✘ |", NLI)
    assert time.perf_counter() - started < 2
