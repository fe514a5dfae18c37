"""Classes of answer the nineteenth blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch). Each class is fixed by
one general mechanism, so the rule must hold on answers it has not seen; near misses that must keep
(or must not gain) a reading sit beside each class.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter

PLANETS = ["Mercury", "Venus", "Mars", "Jupiter"]
PLANETS_Q = "Which planet has the hottest surface?"
METALS = ["Iron", "Copper", "Aluminium", "Lead", "Gold"]
METALS_Q = "Which metal is the best conductor of electricity among these?"
RIGHTS = ["Habeas corpus", "Double jeopardy", "Eminent domain", "Due process"]
RIGHTS_Q = "Which doctrine bars trying a person twice for the same offence?"
UNITS = ["Coulomb", "Ampere", "Volt", "Ohm"]
UNITS_Q = "What is the SI unit of electric charge?"
VITAMINS = ["Vitamin A", "Vitamin B", "Vitamin C", "Vitamin D"]
VITAMINS_Q = "Which vitamin deficiency causes scurvy?"


@pytest.mark.parametrize(
    ("response", "choices", "question", "expected"),
    [
        # a sentence that closes on a label is the verdict; the sentences after it that give other options a
        # predicate of their own are the reasons they are not it
        (
            "Venus, thanks to its thick CO2 blanket (B). Mercury (A) is closer but cannot hold heat.",
            PLANETS,
            PLANETS_Q,
            "B",
        ),
        (
            "The surface of Venus is hottest: B. Mars is cold, and Jupiter has no surface at all.",
            PLANETS,
            PLANETS_Q,
            "B",
        ),
        ("Its greenhouse effect makes it the hottest. B. Option A swings between extremes.", PLANETS, PLANETS_Q, "B"),
        ("(B).\nMercury would be option A, and it loses its heat at night.", PLANETS, PLANETS_Q, "B"),
        ("Copper conducts best of these (B). Gold (E) is close behind but costs far more.", METALS, METALS_Q, "B"),
        (
            "Among these it's copper. So B. Aluminium (C) is used in power lines because it is light.",
            METALS,
            METALS_Q,
            "B",
        ),
        ("That's B. Iron (A) and lead (D) are poor conductors by comparison.", METALS, METALS_Q, "B"),
        (
            "Double jeopardy (B). Habeas corpus (A) concerns unlawful detention; due process (D) is broader.",
            RIGHTS,
            RIGHTS_Q,
            "B",
        ),
        (
            "Trying someone twice is barred, clearly B. Eminent domain (C) is about taking property.",
            RIGHTS,
            RIGHTS_Q,
            "B",
        ),
        ("Die Antwort ist B. Option D betrifft faire Verfahren.", RIGHTS, RIGHTS_Q, "B"),
        ("La respuesta es B. La opción A trata de la detención.", RIGHTS, RIGHTS_Q, "B"),
        # a verdict sentence that says it replaces an earlier commitment
        (
            "Due process - D. Hmm, that is the wider right; the specific bar is double jeopardy. Switching to B.",
            RIGHTS,
            RIGHTS_Q,
            "B",
        ),
        ("Answer: A. No wait, habeas corpus is about detention. Correcting to B.", RIGHTS, RIGHTS_Q, "B"),
        ("Options A, C and D are other doctrines entirely. It's obviously B.", RIGHTS, RIGHTS_Q, "B"),
    ],
)
def test_a_closing_label_then_discussion(response: str, choices: list[str], question: str, expected: str) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "question", "expected"),
    [
        # several options tagged in one sentence are a survey, and the answer comes after it
        ("Iron (A), lead (D) and aluminium (C) conduct less well. The best is copper.", METALS, METALS_Q, "B"),
        (
            "Mercury is small (A); Mars is cold (C); Jupiter is gaseous (D). Venus is the hottest.",
            PLANETS,
            PLANETS_Q,
            "B",
        ),
        # a bracket that holds an option's symbol, not its label
        ("The coulomb (C). The ampere measures current and the volt potential.", UNITS, UNITS_Q, "A"),
        # a name that ends on a capital is no label; the option's own text in the verdict sentence agrees with its tag
        ("Vitamin C (C). Vitamin D is the sunshine one.", VITAMINS, VITAMINS_Q, "C"),
        ("Lack of it causes scurvy: C. Rickets is the vitamin D one.", VITAMINS, VITAMINS_Q, "C"),
        # a label the verdict sentence negates, sets in a hypothesis or leaves open, is none
        ("So the answer is B, even though the rhyme mentions the letter A.", METALS, METALS_Q, "B"),
        ("B. Actually no, gold is better than copper. E.", METALS, METALS_Q, "E"),
        ("So B, with a nod to E.", METALS, METALS_Q, "B"),
        ("Options restated:\nA. Iron\nB. Copper\n\nCopper carries current best, so it's B.", METALS, METALS_Q, "B"),
    ],
)
def test_closing_label_near_misses(response: str, choices: list[str], question: str, expected: str | None) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


def test_a_later_answer_marker_keeps_its_reading() -> None:
    # (the discussion after the verdict changes it: the later answer marker wins)
    text = "Copper (B). But the correct answer for this quiz is gold, E."
    assert extract_letter(text, METALS, question=METALS_Q).letter == "E"


ELASTICITY = ["Perfectly inelastic", "Inelastic", "Unit elastic", "Elastic"]
ELASTICITY_Q = "A 5% price rise cuts quantity demanded by 8%. Demand is:"
GAMES = ["Both swerve", "Both drive straight", "One swerves", "No equilibrium"]
GAMES_Q = "In the game of chicken, which outcome is a pure Nash equilibrium?"
FRACTIONS = ["1/3", "1/2", "2/3", "3/4"]
FRACTIONS_Q = "What fraction of the days in a week are weekdays?"


@pytest.mark.parametrize(
    ("response", "choices", "question", "expected"),
    [
        # the reply's verdict is two options joined by "or" or set side by side: it commits to neither
        ("Inelastic or unit elastic - it hinges on which formula you use.", ELASTICITY, ELASTICITY_Q, None),
        ("Elastic or perfectly inelastic; the data are too thin to tell.", ELASTICITY, ELASTICITY_Q, None),
        ("I'd say unit elastic or elastic, I never remember the cutoff.", ELASTICITY, ELASTICITY_Q, None),
        ("I think inelastic or unit elastic.", ELASTICITY, ELASTICITY_Q, None),
        ("Probably elastic, or likely unit elastic.", ELASTICITY, ELASTICITY_Q, None),
        ("Hard to call. I'm torn, really: I'm somewhere between B and C.", ELASTICITY, ELASTICITY_Q, None),
        ("I'd split it 60/40 between A and D.", ELASTICITY, ELASTICITY_Q, None),
        ("Both swerve? Or is it one swerves? The textbooks disagree.", GAMES, GAMES_Q, None),
        ("A? Or maybe C? Hard to say.", GAMES, GAMES_Q, None),
        ("Probably 2/3, but I can't rule out 3/4, so I'll leave it open.", FRACTIONS, FRACTIONS_Q, None),
        ("I'd go with 2/3 or 3/4, leaving the question open.", FRACTIONS, FRACTIONS_Q, None),
    ],
)
def test_a_verdict_between_two_options_is_undecided(
    response: str, choices: list[str], question: str, expected: str | None
) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "question", "expected"),
    [
        # a pair the reply rules out, or asks about and then settles, keeps the reading of what settles it
        ("Not elastic or unit elastic: it is inelastic.", ELASTICITY, ELASTICITY_Q, "B"),
        (
            "Inelastic or unit elastic? Neither: the change is larger than the price change, so elastic.",
            ELASTICITY,
            ELASTICITY_Q,
            "D",
        ),
        ("Both swerve? Or one swerves? One swerves is the equilibrium.", GAMES, GAMES_Q, "C"),
        ("I think it is elastic.", ELASTICITY, ELASTICITY_Q, "D"),
        ("Five of seven is about 0.71, closest to 3/4. I'd say 3/4.", FRACTIONS, FRACTIONS_Q, "D"),
        ("The gap between A and D is wide; the answer is D.", ELASTICITY, ELASTICITY_Q, "D"),
    ],
)
def test_two_options_then_a_settled_verdict(response: str, choices: list[str], question: str, expected: str) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


CLAIMS = ["Water boils at 90 C at sea level.", "Ice is denser than water.", "Sound travels faster in water than air."]
CLAIMS_Q = "Which statement is true?"
YEARS = ["1914", "1918", "1939", "1945"]
YEARS_Q = "Which year did the First World War end?"


@pytest.mark.parametrize(
    ("response", "choices", "question", "expected"),
    [
        # an option named by its number: after "option"/"choice" with a verb, or after the kind of thing the
        # question asks to pick
        ("Option 3 is right.", CLAIMS, CLAIMS_Q, "C"),
        ("Choice 3 fits: sound moves faster in denser media.", CLAIMS, CLAIMS_Q, "C"),
        ("Statement 3.", CLAIMS, CLAIMS_Q, "C"),
        ("statement #3 is the true one", CLAIMS, CLAIMS_Q, "C"),
        ("The true one is statement number 3.", CLAIMS, CLAIMS_Q, "C"),
        ("Sentence 1 is correct.", CLAIMS, "Which sentence is true?", "A"),
        # not past the options, not among number options, not a kind the question does not ask for
        ("Statement 4.", CLAIMS, CLAIMS_Q, None),
        ("Year 2.", YEARS, YEARS_Q, None),
        ("Chapter 3 explains it.", CLAIMS, CLAIMS_Q, None),
    ],
)
def test_an_option_named_by_its_number(response: str, choices: list[str], question: str, expected: str | None) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


DOSES = ["250 mg twice daily", "500 mg once daily", "1 g every 8 hours", "Stop the drug"]
DOSES_Q = "What dose of amoxicillin should this patient take?"
HALVES = ["1/2", "1/4", "1/8", "1/16"]
HALVES_Q = "A sample halves every 5 days. What fraction is left after 15 days?"


@pytest.mark.parametrize(
    ("response", "choices", "question", "expected"),
    [
        # a first-person clause, then a declining verb whose subject is left out: no option
        (
            "I'm not a doctor and can't give dosing advice; ask the prescriber about the 500 mg option.",
            DOSES,
            DOSES_Q,
            None,
        ),
        (
            "I am just a chatbot, so cannot recommend a dose. Stop the drug only if your doctor says so.",
            DOSES,
            DOSES_Q,
            None,
        ),
        ("I'm an assistant but won't advise on prescriptions like 1 g every 8 hours.", DOSES, DOSES_Q, None),
        # a closing "I'd say it depends" leaves the choice open
        (
            "Three halvings give 1/8... though I'd say it depends on whether decay started at day 0.",
            HALVES,
            HALVES_Q,
            None,
        ),
        ("Maybe 1/8. Honestly I think it depends on the starting amount.", HALVES, HALVES_Q, None),
        # near misses: a first-person clause that commits, an option that is itself a dependence
        ("I'm sure and can confirm: 500 mg once daily.", DOSES, DOSES_Q, "B"),
        ("I'm fairly sure it is 1/8, since three halvings leave an eighth.", HALVES, HALVES_Q, "C"),
    ],
)
def test_a_declined_or_open_verdict(response: str, choices: list[str], question: str, expected: str | None) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


TESTS = ["Fail to reject the null hypothesis", "Reject the null hypothesis", "Accept the alternative blindly"]
TESTS_Q = "p = 0.01 with alpha = 0.05 means:"
FORMS = ["more larger", "larger", "most large", "largest"]
FORMS_Q = "Which is the comparative of 'large'?"
ETHICS = ["Yes, if it saves a life", "No, never", "Only when asked directly"]
ETHICS_Q = "According to Kant, may you lie to save a friend?"


@pytest.mark.parametrize(
    ("response", "choices", "question", "expected"),
    [
        # the closing segment - the last line after its last arrow or colon - is one option's text, its opening
        # words, or the verdict word it opens with
        ("Comparatives of one-syllable adjectives add -er; 'most' forms superlatives. → larger", FORMS, FORMS_Q, "B"),
        ("One syllable, so add -er: larger", FORMS, FORMS_Q, "B"),
        ("Reject the null.", TESTS, TESTS_Q, "B"),
        ("p is below alpha -> reject the null", TESTS, TESTS_Q, "B"),
        ("Kant's answer: no.", ETHICS, ETHICS_Q, "B"),
        ("For Kant => No", ETHICS, ETHICS_Q, "B"),
        # near misses: words that begin two options, one word of a longer option, a verdict word no option opens with
        ("Kant's answer: yes and no.", ETHICS, ETHICS_Q, None),
        ("Verdict: reject", TESTS, TESTS_Q, None),
        ("Verdict: the", TESTS, TESTS_Q, None),
        ("Kant's answer: maybe.", ETHICS, ETHICS_Q, None),
    ],
)
def test_a_closing_segment_names_an_option(
    response: str, choices: list[str], question: str, expected: str | None
) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


LEGS = ["Four", "Six", "Eight", "Ten"]
LEGS_Q = "How many legs does a spider have?"


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # pairs of "thing: option", the one whose thing the question asks about in another inflection
        ("Spiders: eight legs (c). Insects: six (b).", LEGS, "C"),
        ("Insects: six legs. Spiders: eight.", LEGS, "C"),
        ("Crabs: ten. Spider's: eight.", LEGS, "C"),
        # near miss: one pair alone is no survey
        ("Spiders: eight legs (c).", LEGS, "C"),
    ],
)
def test_pairs_decided_by_the_question_in_another_inflection(
    response: str, choices: list[str], expected: str | None
) -> None:
    assert extract_letter(response, choices, question=LEGS_Q).letter == expected


def test_a_condition_in_the_closing_sentence_keeps_it_from_being_a_verdict() -> None:
    # (two labels under two conditions: no answer, however the last one is handed over)
    text = "If you count dwarf planets the answer is C; otherwise it's D."
    assert extract_letter(text, PLANETS, question=PLANETS_Q).letter is None
    text = "If it is measured on the day side, it is C. Venus (B) is hotter everywhere, though."
    assert extract_letter(text, PLANETS, question=PLANETS_Q).letter != "C"


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # each sentence glosses one option under its tag: the last tag closes a series, not a verdict, and the
        # answer is what the reply names outside the series
        ("Mercury = closest (A). Mars = cold and red (C). Jupiter = a gas giant (D). Hottest = Venus.", "B"),
        ("mercury: no atmosphere to speak of (a). mars: thin air (c). so the greenhouse one, venus.", "B"),
        ("Mercury - nearest the Sun [A]. Jupiter - the largest [D]. The runaway greenhouse planet: Venus.", "B"),
        # near misses: a series then a verdict of its own keeps the verdict; one tag only stays a verdict
        ("Mercury = closest (A). Mars = cold (C). So B.", "B"),
        ("Venus, under its CO2 blanket (B). Mercury (A) is nearer but loses its heat.", "B"),
        ("Mars is cold (C). Jupiter is gaseous (D). Correcting to B.", "B"),
    ],
)
def test_a_series_of_tagged_glosses_is_no_verdict(response: str, expected: str) -> None:
    assert extract_letter(response, PLANETS, question=PLANETS_Q).letter == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # a sentence that closes on a tag, then a closing sentence that is only another option's text (after a word
        # of conclusion at most): the closing sentence is the verdict, the tagged one a remark
        ("Mercury is airless (A). So Venus.", "B"),
        ("Jupiter has no surface (D). Thus: Venus!", "B"),
        ("mars is cold and thin-aired (c).\nVenus", "B"),
        ("The red one is chilly (C). Answer: Venus.", "B"),
        # near misses: the closing text is the tagged option's own, or a sentence with a predicate of its own
        ("Venus, under its CO2 blanket (B). So Venus.", "B"),
        ("Venus, under its CO2 blanket (B). Mercury is closer but airless.", "B"),
    ],
)
def test_a_closing_option_text_outranks_an_earlier_tag(response: str, expected: str) -> None:
    assert extract_letter(response, PLANETS, question=PLANETS_Q).letter == expected
