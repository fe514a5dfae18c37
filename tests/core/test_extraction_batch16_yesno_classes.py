"""Classes of yes/no answer the sixteenth blind batch showed the reader missing.

Each class is fixed by a general rule; the texts here are our own (not copies of blind rows), with
near misses that must keep reading as before. Restatements are read with the question
(``read_yes_no(text, question=...)``), as the ``yes_no`` evaluator reads them.
"""

from __future__ import annotations

import pytest
from scorewire.extraction._restate import asked_question

from tests.core.yesno_reading import read_with_question as _read


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a frame of truth over a clause that restates the question: the clause's polarity times the frame's
        ("Is glass a liquid?", "It's a myth that glass is a liquid.", "no"),
        ("Do bulls hate the colour red?", "It isn't true that bulls hate red.", "no"),
        (
            "Can a person survive a month without sleep?",
            "It's false that a person can survive a month without sleep.",
            "no",
        ),
        ("Are tomatoes fruits?", "It's a misconception that tomatoes aren't fruits.", "yes"),
        ("Can ostriches fly?", "It is not the case that ostriches cannot fly.", "yes"),
        # a claim named or quoted, then judged
        ("Is the Earth flat?", "The claim that the Earth is flat is false.", "no"),
        ("Is 51 a prime number?", 'The statement "51 is prime" is false: 51 = 3 × 17.', "no"),
        ("Is 17 a prime number?", "The statement '17 is prime' is true.", "yes"),
        ("Do vaccines contain microchips?", "The notion that vaccines contain microchips is baseless.", "no"),
        # a claim reported, then judged in the next sentence
        ("Can cats see colour?", "Many people believe that cats cannot see colour. That is a myth.", "yes"),
        (
            "Do ostriches bury their heads in sand?",
            "Cartoons claim ostriches bury their heads in sand. That's not true.",
            "no",
        ),
        (
            "Is it safe to swim after eating?",
            "Parents often say it isn't safe to swim after eating. That's simply not true.",
            "yes",
        ),
        (
            "Can pigs look up at the sky?",
            "Folklore holds that pigs can't look up at the sky. That's false - they can.",
            "yes",
        ),
        # the question's own claim, named with a word pointing back to it, judged after "yes and no"
        (
            "Do we lose most body heat through the head?",
            "Yes and no - it depends on clothing. But the claim in the question is untrue.",
            "no",
        ),
        ("Is it true that Vikings wore horned helmets?", "Hmm. The statement itself is not accurate.", "no"),
        ("Is it true that the Sun is a star?", "Yes and no... but the premise of the question is correct.", "yes"),
        # near misses: a concession, a clause that restates nothing, a judgement with no claim - as before
        ("Is sugar bad for teeth?", "It's true that sugar is bad for teeth, but brushing helps.", "yes"),
        ("Is coffee healthy?", "It's not the case that everyone agrees.", "no"),
        ("Is glass a liquid?", "People say glass is a liquid. That's not true.", "no"),
        ("Is the Earth flat?", "The claim is false.", "no"),
        ("Is 51 a prime number?", "Some say 51 is prime; that's wrong.", "no"),
    ],
)
def test_claim_judged(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # bare verdict words answer steps of the reasoning; the closing conclusion restates the question
        ("Is 57 a prime number?", "Divisible by 2? No. By 3? Yes! 57 = 3 × 19. So 57 is not prime.", "no"),
        ("Is 29 a prime number?", "Try 2: no. 3: no. 5: no. So 29 is prime.", "yes"),
        ("Is 1900 a leap year?", "Divisible by 4? Yes. By 100? Yes. By 400? No. So 1900 is not a leap year.", "no"),
        ("Is a whale a fish?", "Gills? No. Lungs? Yes. Milk? Yes. So a whale is not a fish.", "no"),
        # near misses: one verdict and a conclusion about something else - as before
        ("Is a whale a fish?", "No. So the whale is a mammal.", "no"),
        ("Is a whale a mammal?", "Yes. So it's a mammal, not a fish.", "yes"),
    ],
)
def test_closing_conclusion_after_steps(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the reply asks itself the question further on, then answers it
        ("Can flying fish fly?", "They glide on long fins. So do they really fly? They don't.", "no"),
        (
            "Is Everest the tallest mountain above sea level?",
            "Measured from sea level, is it the tallest? It is.",
            "yes",
        ),
        ("Did Einstein fail maths?", "This is a popular story. Did he actually fail? He did not.", "no"),
        # near miss: the self-asked question left unanswered
        ("Did Einstein fail maths?", "Did he fail? Who knows.", None),
    ],
)
def test_self_asked_question_answered(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # support for the claim denied
        ("Does cracking your knuckles cause arthritis?", "There is no evidence that it does.", "no"),
        ("Does reading in dim light damage your eyes?", "There's zero evidence for that.", "no"),
        ("Do magnets relieve back pain?", "There's no scientific proof of that.", "no"),
        ("Do you have to carry an ID card in the US?", "There's no such law.", "no"),
        # near misses: the evidence left open, or reopened later; a question about a myth
        ("Does cracking your knuckles cause arthritis?", "There's no conclusive evidence either way.", None),
        ("Does cracking your knuckles cause arthritis?", "There is no evidence against it.", None),
        ("Is Bigfoot real?", "There's no solid evidence. Still, absence of evidence isn't proof of absence.", None),
    ],
)
def test_support_denied(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the committed clause denies the opposite of the question's predicate (a litotes), or a bare verdict
        # word tags such a clause
        ("Is it legal to collect rainwater in Ohio?", "Collecting it isn't illegal, no - plenty of homes do.", "yes"),
        (
            "Is it safe to fly during pregnancy?",
            "There are some risks, I admit, but it's not unsafe for most people.",
            "yes",
        ),
        ("Is it possible to see the ISS with the naked eye?", "Hard, sure, yet not impossible.", "yes"),
        ("Is it common for cats to sleep 15 hours a day?", "Hmm, it's hardly uncommon, no.", "yes"),
        ("Is the treaty valid?", "Critics disagree, but it is not invalid under current law.", "yes"),
        # near misses: the predicate itself denied; the question asks the prefixed word
        ("Is it legal to drive barefoot in Texas?", "It's not legal, no.", "no"),
        ("Is it safe to eat raw chicken?", "It's not safe, no.", "no"),
        ("Is it safe to eat raw chicken?", "No, it's unsafe.", "no"),
        ("Is it illegal to jaywalk in London?", "It's not illegal, no.", "no"),
    ],
)
def test_litotes_in_the_committed_clause(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


def test_inline_question_label_after_a_passage() -> None:
    question = "Passage: Owls hunt at night. They can turn their heads far. Question: Can owls turn their heads far?"
    assert asked_question(question) == "Can owls turn their heads far?"
    assert _read(question, "It is not the case that owls can't turn their heads far.") == "yes"


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # verdicts for several cases; the case whose lead names what the question asks about gives the verdict
        ("Is it safe to swim in the lake in August?", "In May, it isn't. In August, it is.", "yes"),
        ("Can a ten-year-old ride the roller coaster alone?", "With a parent, yes; alone - no.", "no"),
        ("Is the museum open on Mondays?", "Weekends: yes. Mondays: no. Holidays: yes.", "no"),
        ("Does the train stop at Elm Street on weekends?", "On weekdays, it does. On weekends, it doesn't.", "no"),
        ("Are tomatoes fruits?", "Tomatoes: fruit ✔. Rhubarb: fruit ✘.", "yes"),
        ("Can a puppy eat grapes?", "Apples, sure. Grapes - no, they're toxic.", "no"),
        # near misses: no lead names the question's words more than another, the leads are readings or
        # conditions, or a conclusion after the cases settles it - as before
        ("Is it legal to fish in the river without a licence?", "With a licence, yes. Without one, no.", None),
        ("Is Pluto a planet?", "Technically, no. Culturally, yes.", "yes"),
        ("Is a tomato a fruit?", "Botanically, yes. Culinarily, no.", "no"),
        ("Is Hawaii the wettest state?", "If you count rainfall, yes; if you count humidity, no. Which one?", None),
        ("Is the pool heated in winter?", "In summer, no. In winter: it is. So for the question asked: yes.", "yes"),
    ],
)
def test_verdict_of_the_case_asked(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a "the same ...?" question answered by a fragment closing the reply
        (
            "Is a crocodile the same animal as an alligator?",
            "One has a U-shaped snout, the other a V-shaped one. Different species.",
            "no",
        ),
        ("Is weather the same as climate?", "Weather is a day; climate is decades. Two separate things.", "no"),
        (
            "Is a psychologist the same as a psychiatrist?",
            "Only psychiatrists prescribe drugs. Distinct professions entirely.",
            "no",
        ),
        ("Is the Big Apple the same city as New York?", "It's a nickname coined in the 1920s. The very same.", "yes"),
        # near miss: a closing sentence that is no fragment
        ("Is a quorum the same as a majority?", "Many confuse them. Different sources disagree, though.", None),
    ],
)
def test_same_or_different_closing_fragment(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a short predicate restating the question, then the scope it holds in
        ("Is 1 a prime number?", "1 is not prime by modern convention.", "no"),
        ("Is 9 a prime number?", "It is not prime by any definition (3 × 3).", "no"),
        ("Is Pluto a planet?", "Pluto is not a planet according to the IAU.", "no"),
        ("Is gambling legal in Utah?", "Gambling isn't legal under Utah law.", "no"),
        # near miss: a phrase in the question's own preposition is no scope
        ("Was Caesar killed by Brutus?", "He was killed by two senators.", None),
        # near miss: a margin after a comparative is no scope
        ("Is the Nile longer than the Amazon?", "The Nile is longer by 200 km.", "yes"),
    ],
)
def test_short_predicate_then_its_scope(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a conclusion, a "but", then a second conclusion closing the reply: the second wins
        (
            "Could a person walk from Alaska to Russia?",
            "Across the strait today? So practically, no - but in winter the sea can freeze, so theoretically yes.",
            "yes",
        ),
        (
            "Can a dog eat cheese?",
            "Dairy upsets many dogs, so usually no; however, a small cube is fine, so in moderation, yes.",
            "yes",
        ),
        (
            "Is it safe to drink rainwater?",
            "Mostly it's clean, so broadly yes - but roofs and gutters add bacteria, so untreated, no.",
            "no",
        ),
        # near miss: no "but" between the two conclusions - as before
        ("Is coffee a diuretic?", "So strictly, yes. Regular drinkers adapt, so in practice, no.", "no"),
    ],
)
def test_second_conclusion_after_but(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a frame over a restated clause, closing the reply
        (
            "Did Napoleon have an unusually short height?",
            "Records say 5'2\", in French inches. Converted, that is average. I'd say he wasn't unusually short.",
            "no",
        ),
        (
            "Is the Great Wall visible from orbit?",
            "Astronauts disagree about it. Some photos exist. I doubt that it is visible.",
            "no",
        ),
        (
            "Do octopuses have blue blood?",
            "Their blood uses copper, not iron. I'm fairly sure they have blue blood.",
            "yes",
        ),
        (
            "Did the Romans use concrete?",
            "Opus caementicium, volcanic ash and lime. I can't deny that they did.",
            "yes",
        ),
        # near miss: the framed clause restates nothing
        ("Is the Great Wall visible from orbit?", "Astronauts disagree about it. I think the photos are blurry.", None),
    ],
)
def test_closing_frame_over_a_restated_clause(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a count compared with the question's bound, either of them spelled out
        ("Does an octopus have more than one heart?", "An octopus has three hearts.", "yes"),
        ("Does a spider have more than six legs?", "A spider has eight legs.", "yes"),
        ("Does a beetle have more than six legs?", "A beetle has six legs.", "no"),
        ("Does a violin have fewer than five strings?", "A violin has four strings.", "yes"),
        # near miss: two counts in the clause
        ("Does an octopus have more than one heart?", "One of them has two hearts.", None),
    ],
)
def test_spelled_count_compared(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # "the number N", "the year N": the noun classifies the numeral, which restates both
        ("Is the number 0 even?", "Zero is neither even nor odd.", "no"),
        ("Is the number 0 even?", "Zero is even.", "yes"),
        ("Is the number 7 even?", "7 is odd.", "no"),
        ("Was the year 1900 a leap year?", "It was not a leap year.", "no"),
        # near miss: the numeral not restated
        ("Is the number 0 even?", "Some say so.", None),
    ],
)
def test_number_named_with_its_classifier(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the reply's closing sentence calls what is asked a myth or a misconception
        (
            "Does cracking your knuckles cause arthritis?",
            "Researchers followed knuckle-crackers for decades and saw no difference. Bottom line: the connection is a myth.",
            "no",
        ),
        (
            "Does shaving make hair grow back thicker?",
            "The cut hair has a blunt tip, which feels coarse. The whole idea's a myth.",
            "no",
        ),
        (
            "Do we only use ten percent of our brains?",
            "Scans show activity everywhere over a day. So this is just a misconception.",
            "no",
        ),
        # near miss: the question asks whether it is one
        ("Is the Loch Ness monster a myth?", "Sonar surveys found nothing. It's a legend.", None),
    ],
)
def test_closing_dismissal(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # advice against the act under a condition gives no verdict (unless the question asks about harm)
        ("Is it dangerous to take aspirin with alcohol?", "Never take them together without asking a doctor.", "yes"),
        ("Is it legal to park on the pavement in London?", "Don't park there until the council allows it.", None),
        ("Is it legal to sublet my flat?", "Never sublet unless the lease says you may.", None),
        # near miss: the act forbidden outright - as before
        ("Is it legal to sublet my flat?", "Never sublet it; the lease forbids it.", "no"),
    ],
)
def test_forbidden_under_a_condition(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a verdict after the scope it holds in, no comma between, running on into the reply
        ("Is it allowed to keep bees in a garden?", "In many towns yes, but register the hives first.", "yes"),
        ("Can vitamin C shorten a cold?", "In some trials yes, by about a day in adults.", "yes"),
        ("Is this dose safe?", "For most adults no - the dose is too high.", "no"),
        ("Is overtime paid at 1.5x?", "Under the new rules yes; the old ones differed.", "yes"),
        # near misses: both verdicts, each for its own scope; a closing "it depends"
        ("Is it allowed to keep bees in a garden?", "In some towns yes, in others no.", None),
        (
            "Must adult children support their parents?",
            "In most cases no, but some laws exist. So it depends on the state.",
            None,
        ),
    ],
)
def test_scoped_verdict_running_on(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # an idiom of certainty affirms; only a denial in the clause it stresses turns it
        ("Could you send an email from a 1999 laptop?", "Of course: email was one of its main uses.", "yes"),
        ("Can a Game Boy play music?", "Certainly — sound was one of its selling points.", "yes"),
        ("Did the Model T have a steering wheel?", "Absolutely: the wheel was one of its few controls.", "yes"),
        # near misses: the stressed clause denies - as before
        ("Is the Arctic a continent?", "No doubt about it: the Arctic isn't a continent.", "no"),
        ("Is the lake salty?", "Of course: the lake is not salty at all.", "no"),
    ],
)
def test_certainty_idiom_over_an_affirmed_clause(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value
