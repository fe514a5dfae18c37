"""Classes of yes/no answer the fifteenth blind batch showed the reader missing.

Each class is fixed by a general rule; the texts here are our own (not copies of blind rows), with
near misses that must keep reading as before. Restatements are read with the question
(``read_yes_no(text, question=...)``), as the ``yes_no`` evaluator reads them.
"""

from __future__ import annotations

import pytest

from tests.core.yesno_reading import read_with_question as _read


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # an adverb that keeps or repeats a verdict between its marker and the verdict word
        ("Is Venus hotter than Mercury?", "Even with the distance, the answer is still yes.", "yes"),
        ("Can you see Saturn without a telescope?", "My answer is also yes: it is bright enough.", "yes"),
        ("Does the law apply to tenants?", "I checked the second clause and the answer is again no.", "no"),
        ("Is the river navigable in August?", "Low water, sandbars... so the answer is still no.", "no"),
        ("Was the film released before 2000?", "The verdict is still no - it came out in 2003.", "no"),
        ("Do ferrets need vaccines?", "The short answer is also yes; rabies and distemper.", "yes"),
        ("Is the bridge open to cyclists?", "Our answer here is still yes, with a lane on the north side.", "yes"),
        ("Can a bishop move sideways?", "That's also no: it moves only on diagonals.", "no"),
        # near misses: the adverb keeps something that is no verdict
        ("Is Venus hotter than Mercury?", "The answer is still unclear.", None),
        ("Does the law apply to tenants?", "The answer is still being debated by courts.", None),
        ("Is the river navigable in August?", "The answer is also unknown to me.", None),
    ],
)
def test_adverb_between_marker_and_verdict(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a labelled short (or long) answer without its colon
        ("Is the bridge open to cyclists?", "Short answer yes.", "yes"),
        ("Can a bishop move sideways?", "Simple answer no, it moves on diagonals.", "no"),
        ("Was the film released before 2000?", "Short answer no; long answer also no, it premiered in 2003.", "no"),
        ("Do ferrets need vaccines?", "Brief answer yes. Rabies and distemper shots are standard.", "yes"),
        (
            "Can you see Saturn without a telescope?",
            "Short answer yes, long answer yes too, if the sky is dark.",
            "yes",
        ),
        # near misses: the two labelled answers disagree, or the short one is no verdict
        ("Is Venus hotter than Mercury?", "Short answer yes, long answer no.", None),
        ("Is the river navigable in August?", "Short answer: it depends on the rainfall.", None),
        ("Does the law apply to tenants?", "Short answer no, but long answer yes for sublets.", None),
    ],
)
def test_labelled_short_answer_without_colon(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a verdict clause whose subject is left out: the question's own auxiliary opens it
        (
            "Can a human hear a dog whistle?",
            "Humans top out near 20 kHz; the whistle sits above 23 kHz → can't hear it.",
            "no",
        ),
        ("Can a human hear a dog whistle?", "Can't hear it - the pitch is above our range.", "no"),
        ("Does the warranty cover water damage?", "Read clause 7 twice. So: doesn't cover water damage.", "no"),
        ("Is the summit reachable by road?", "Checked the map; isn't reachable by road, only by trail.", "no"),
        ("Will the new sofa fit through the door?", "Door is 80 cm, sofa is 95 cm deep ∴ won't fit.", "no"),
        (
            "Could a Roman emperor have eaten tomatoes?",
            "Tomatoes reached Europe after 1500, so couldn't have eaten them.",
            "no",
        ),
        ("Do cats see in colour?", "Two cone types rather than three: do see colour, just a narrower range.", "yes"),
        ("Can a penguin fly?", "Wings are flippers — cannot fly.", "no"),
        ("Has the bridge been repainted?", "Looked at the 2023 photos: has been repainted, grey now.", "yes"),
        ("Does the ferry run on Sundays?", "Timetable checked → does run on Sundays, twice a day.", "yes"),
        # near misses: the auxiliary opens no restatement of the predicate, or a hedge
        ("Can a human hear a dog whistle?", "Can't say for sure.", None),
        ("Does the warranty cover water damage?", "Doesn't matter much, the repair is cheap.", None),
        ("Is the summit reachable by road?", "Is there a road? I don't know.", None),
        ("Will the new sofa fit through the door?", "Won't know until we measure it.", None),
        ("Can a penguin fly?", "Can swim very fast, though.", None),
        ("Does the ferry run on Sundays?", "So: might run on Sundays, check the site.", None),
    ],
)
def test_verdict_clause_without_subject(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a litotes: the reply opens by denying the opposite (the negatively prefixed form) of the question's predicate
        ("Is it legal to drive barefoot in the United States?", "Not illegal, but not recommended.", "yes"),
        (
            "Is it possible to see the ISS with the naked eye?",
            "Not impossible, but you need a clear sky and good timing.",
            "yes",
        ),
        ("Is tap water safe to drink in Oslo?", "It's not unsafe; it just tastes of chlorine.", "yes"),
        ("Is the second clause relevant to the dispute?", "Not irrelevant - it sets the notice period.", "yes"),
        ("Was the senator honest about the loan?", "He was not dishonest, only vague about the dates.", "yes"),
        ("Is the reaction reversible at room temperature?", "Not irreversible, though it is very slow.", "yes"),
        ("Is this mushroom toxic to dogs?", "Not non-toxic: keep it away from them.", "yes"),
        ("Is it legal to drive barefoot in the United States?", "Not illegal. Yes, you can.", "yes"),
        # near misses: the question asks the prefixed word itself, or the plain word is denied
        ("Is it illegal to drive barefoot?", "Not illegal, but not recommended.", "no"),
        ("Is it legal to drive barefoot in the United States?", "Not really legal, I'm afraid.", "no"),
        ("Is the reaction reversible at room temperature?", "Not reversible at all.", "no"),
    ],
)
def test_litotes_of_the_predicate(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the reply opens by asking the question back in a few words, then answers it; a dismissal ended by an emoji
        ("Do bulls get angry at the colour red?", "Angry at red? Total myth - it's the cape's motion.", "no"),
        ("Is it true that we only use 10% of our brains?", "The 'ten percent' claim? Complete fiction.", "no"),
        (
            "Do goldfish forget everything after three seconds?",
            "Three-second memory? Pure legend 🐟. They learn feeding times.",
            "no",
        ),
        (
            "Does lightning never strike the same place twice?",
            "Never twice? Utter nonsense: tall towers get hit every year.",
            "no",
        ),
        ("Can camels store water in their humps?", "Water in the humps? A misconception — it's fat.", "no"),
        (
            "Is Mount Everest the tallest mountain above sea level?",
            "Tallest above sea level? Absolutely, at 8,849 m.",
            "yes",
        ),
        ("Did Napoleon stand unusually short?", "Unusually short? Hardly - about average for his time.", "no"),
        ("Do bulls get angry at the colour red?", "Total myth 🐂. They react to movement.", "no"),
        ("Do camels store water in their humps?", "Pure legend 🐪 - the humps are fat.", "no"),
        # near misses: what follows the echo decides nothing
        ("Do bulls get angry at the colour red?", "Angry at red? Good question, nobody has tested it well.", None),
        ("Is it true that we only use 10% of our brains?", "Only 10%? Who knows what that even means.", None),
        ("Do goldfish forget everything after three seconds?", "Three seconds? Maybe, maybe not.", None),
    ],
)
def test_answer_after_an_echoed_question(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a restatement taken back by a change of mind and restated the other way after it
        ("Is 51 a prime number?", "51 is a prime number. Hold on: 3 × 17 = 51. So 51 is not prime.", "no"),
        ("Does Venus have a moon?", "Venus has a moon. Correction: Venus has no moon at all.", "no"),
        (
            "Is the Amazon longer than the Nile?",
            "The Amazon is not longer than the Nile. Wait - newer surveys put the Amazon at 6,992 km, so the Amazon is longer than the Nile.",
            "yes",
        ),
        ("Is copper magnetic?", "Copper is magnetic. Scratch that: copper isn't magnetic.", "no"),
        (
            "Is Lisbon the capital of Spain?",
            "Lisbon is the capital of Spain. Correction: Lisbon is not the capital of Spain; Madrid is.",
            "no",
        ),
        (
            "Was the Eiffel Tower finished before 1900?",
            "The Eiffel Tower was not finished before 1900. Wait, it opened in 1889. The Eiffel Tower was finished before 1900.",
            "yes",
        ),
        # near misses: the change of mind restates nothing, or restates the same verdict
        ("Is 51 a prime number?", "51 is not prime. Actually, it's divisible by 3 and 17.", "no"),
        (
            "Does Venus have a moon?",
            "Venus has no moon. Wait, what about Zoozve? That's a quasi-moon, so Venus still has no moon.",
            "no",
        ),
    ],
)
def test_restatement_revised(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # both verdicts given, then the reply says no plain yes or no fits
        ("Is a minor's contract binding?", "On the minor, no; on the other party, yes. It's not a clean yes/no.", None),
        ("Is coffee bad for you?", "In moderation no, in excess yes - there's no simple yes or no here.", None),
        ("Is Pluto a planet?", "By the IAU, no. By the older usage, yes. Not a straight yes-or-no question.", None),
        ("Should I refinance?", "Rates say yes, fees say no. I can't give you a clean yes or no.", None),
        ("Is Pluto a planet?", "For astronomers no, for many teachers yes; not a neat yes-or-no matter.", None),
        # near misses: a verdict stands apart from the disclaimer, or comes after it
        (
            "Does the policy cover floods?",
            "No. There's no simple yes or no for every policy, but yours excludes floods.",
            "no",
        ),
        ("Is water wet?", "There's no yes-or-no answer that satisfies everyone, but in everyday terms, yes.", "yes"),
        ("Is the bridge safe?", "Yes. Not a simple yes or no for older bridges, but this one was rebuilt.", "yes"),
    ],
)
def test_both_verdicts_then_no_plain_answer(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # "either way" leading a conclusion after a sentence closed by a bracket or a quote
        (
            "Did the Wright brothers fly before 1905?",
            "1903. (A rival claim for 1901 is disputed.) Either way, before 1905 — yes.",
            "yes",
        ),
        (
            "Was the bridge finished before 1900?",
            'The plaque says "opened 1889." Either way, no later than 1890, so yes.',
            "yes",
        ),
        ("Is the lake deeper than 300 m?", "Surveys vary (312 m or 305 m.) Either way: yes.", "yes"),
        ("Did the treaty end the war?", "Historians differ [see Smith, 1998.] Either way, no.", "no"),
        # near miss: "either way" inside the clause
        ("Will the vote pass?", "It could go either way (turnout matters.)", None),
    ],
)
def test_either_way_after_a_closing_bracket(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the question sets out its problem in statements first: the last sentence is the question asked
        ("Anna has 3 apples. She buys 4 more. Does Anna have 7 apples now?", "Anna has 7 apples now.", "yes"),
        ("Tom is older than Sue. Sue is older than Max. Is Tom older than Max?", "Tom is older than Max.", "yes"),
        ("Tom is older than Sue. Sue is older than Max. Is Tom older than Max?", "Max is older than Tom.", "no"),
        (
            "The shop opens at 9 am. It closes at 5 pm. Is the shop open for eight hours a day?",
            "The shop is not open for eight hours a day; it's open for nine.",
            "no",
        ),
        ("A recipe needs 2 eggs per cake. Mia bakes 3 cakes. Does Mia need 6 eggs?", "Mia needs 6 eggs.", "yes"),
        # a concluding restatement that names another value than the question's restates nothing
        ("Does the ball cost 10 cents?", "So the ball costs 5 cents.", "no"),
        ("Is the tower 300 metres tall?", "So the tower is 330 metres tall.", "no"),
        ("Is the tower 300 metres tall?", "Thus, the tower is 300 metres tall.", "yes"),
        # near misses: the question's own number, or a number that names the subject, not a value
        ("Is 91 a prime number?", "91 = 7 × 13, so it isn't prime.", "no"),
        (
            "Does a triangle with sides 3, 4 and 6 have a right angle?",
            "9 + 16 = 25, not 36, so the triangle has no right angle.",
            "no",
        ),
    ],
)
def test_question_after_its_problem_and_another_value(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a check or cross mark closing the reply, then only a bracketed aside
        (
            "Is Mandarin Chinese a tonal language?",
            "Mandarin: tonal ✔. (Unlike Japanese, which has pitch accent.)",
            "yes",
        ),
        ("Is 221 divisible by 13?", "221 = 13 × 17 ✓ (checked by long division)", "yes"),
        ("Is a tomato a berry?", "Botanically a berry ✅ (a fleshy fruit from one ovary).", "yes"),
        ("Does the route avoid tolls?", "Avoids tolls ✗ (the bridge charges €3).", "no"),
        ("Is the file under 2 MB?", "Size under 2 MB: ❌ (it is 2.4 MB after compression.)", "no"),
        ("Is the bridge open?", "Open ✓ (but the footpath is closed; the lane is not).", "yes"),
        # near miss: a mark for each of two parts
        ("Is the lake deeper than 300 m?", "✓ for the north basin, ✗ for the south (312 m vs 280 m).", None),
    ],
)
def test_mark_before_a_closing_aside(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the last sentence draws a conclusion and tags it with the verdict, after an earlier verdict
        (
            "Is the shop open all day on Sunday?",
            "Yes, it opens at 9, but it shuts at noon on Sundays, so it isn't open all day — no.",
            "no",
        ),
        (
            "Is 17 a composite number?",
            "Yes, hmm, no wait: 17 has no divisors but 1 and itself, therefore it is prime: no.",
            "no",
        ),
        (
            "Does the train arrive before noon?",
            "Yes, it leaves at 10:40 and the trip is 1 h 35, which means it arrives at 12:15 - no.",
            "no",
        ),
        (
            "Is the parcel under the 2 kg limit?",
            "No, wait: 1.2 kg plus 0.5 kg packaging is 1.7 kg, so under the limit — yes.",
            "yes",
        ),
        (
            "Is the shop open all day on Sunday?",
            "Yes. Hours on Sunday are 9 to 9, so it's open the whole day — yes.",
            "yes",
        ),
        # near misses: the tag answers a side question, or follows no conclusion
        ("Is the medicine safe for children?", "Yes, it is safe. Side effects — no.", "yes"),
        ("Is the parcel under the 2 kg limit?", "Yes. Is it heavy? So-so: no.", "yes"),
    ],
)
def test_conclusion_tagged_with_its_verdict(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a verdict for each case, then "it depends" closing the reply
        (
            "Can you grow tomatoes here?",
            "Indoors, yes. Outdoors (wind, frost, short summers), no. So it all depends on where.",
            None,
        ),
        (
            "Can I fly the drone in the park?",
            "With a permit, yes. Without one, no — fines apply. It depends on your paperwork.",
            None,
        ),
        (
            "Is the bus free?",
            "For pupils, yes; for adults (unless retired, disabled, or a carer), no. That depends on who you are.",
            None,
        ),
        # near misses: one verdict, or a verdict after the 'depends'
        ("Is the bus free?", "Yes. It depends on the city council's budget whether that lasts.", "yes"),
        ("Can you grow tomatoes here?", "No. Indoors it depends on light, but outdoors frost kills them - no.", "no"),
    ],
)
def test_both_verdicts_then_it_depends(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value
