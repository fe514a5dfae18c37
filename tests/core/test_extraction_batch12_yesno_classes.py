"""Classes of yes/no answer the twelfth blind batch showed the reader missing.

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
        # "..., so A, not B": the contrast sits in the concluding clause, which restates the question
        (
            "Is Dutch the main language of Suriname?",
            "Suriname was a Dutch colony, so the main language is Dutch, not English.",
            "yes",
        ),
        (
            "Is the euro the currency of Finland?",
            "Finland joined the eurozone; therefore the currency of Finland is the euro - not the krona.",
            "yes",
        ),
        ("Is Ottawa the capital of Canada?", "It is a compromise city, so the capital is Ottawa, not Toronto.", "yes"),
        # the concluding clause names the other term: the question denied
        ("Is Toronto the capital of Canada?", "Toronto is larger, so the capital is Ottawa, not Toronto.", "no"),
        (
            "Is English the main language of Suriname?",
            "It was a Dutch colony, so the main language is Dutch, not English.",
            "no",
        ),
    ],
)
def test_a_contrast_inside_the_concluding_clause(question: str, text: str, value: str) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the question sets an alternative aside ("A rather than B?"); the reply keeps A and denies B: yes
        (
            "Were the cathedral's stones carried by oxen rather than horses?",
            "The records show the stones were carried by oxen, not horses.",
            "yes",
        ),
        ("Do bees see ultraviolet light instead of red light?", "Bees see ultraviolet light - not red light.", "yes"),
        (
            "Did the Romans use concrete rather than mortar in the dome?",
            "In the dome the Romans used concrete, not mortar, as tests show.",
            "yes",
        ),
        # the reply keeps B and denies A: no, as before
        (
            "Were the cathedral's stones carried by oxen rather than horses?",
            "The stones were carried by horses, not oxen.",
            "no",
        ),
        ("Do bees see ultraviolet light instead of red light?", "Bees see red light, not ultraviolet light.", "no"),
    ],
)
def test_the_questions_own_contrast_kept(question: str, text: str, value: str) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a degree word before the adverb of a pro-form answer; the adverb nearest the pro-form decides
        ("Almost certainly not. The ferry stopped running years ago.", "no"),
        ("Most probably not - the museum closes on Mondays.", "no"),
        ("Very much so. It is the busiest port in the region.", "yes"),
        ("Pretty much so, at least for adults.", "yes"),
        ("Quite possibly not. Nobody has checked.", None),  # (a hedging adverb: no commitment, as before)
        # a denial limited to a scope, the whole first sentence
        ("Not in winter. The pass is closed from November to April.", "no"),
        ("Not on a bicycle! The motorway bans them.", "no"),
        ("Not under the current rules. They changed in 2019.", "no"),
        ("Not within city limits. Hunting is allowed only outside.", "no"),
        # near misses: a longer clause, a double negation, a reason contrasted: nothing read from the shape
        ("Not without a permit. Ask the harbour office first.", None),
        ("Not for the reason most people give.", None),
        ("Not for long, the tide turns at noon.", None),
    ],
)
def test_an_opening_short_denial_or_assent(text: str, value: str | None) -> None:
    assert _read("Is it open to the public?", text) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a verdict, a pause, then the other verdict asked: the answer doubts itself (nothing)
        ("Yes... or no? I can never keep these straight.", None),
        ("I'd guess no, or is it yes? Sorry, I'm not sure.", None),
        ("No - or yes? Hmm, it slipped my mind.", None),
        ("No, or maybe yes? I really cannot recall.", None),
        # the doubt settled right after it
        ("Yes... or no? No: the ice floats, so it is lighter.", "no"),
        # near misses: the question echoed without a pause, then answered
        ("Yes or no? No. The ice floats.", "no"),
        ("Yes, it is. Or no? No, I'm sure: yes.", "yes"),
    ],
)
def test_a_verdict_doubted_at_once(text: str, value: str | None) -> None:
    assert _read("Is ice denser than water?", text) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # an opening verdict, then the answer for a case set aside ("in that case", "otherwise"): the opening stands
        ("No. A decaf espresso is another drink; in that case the answer would be yes.", "no"),
        ("Yes, in the standard rules. Otherwise the answer would be no, but house rules vary.", "yes"),
        ("No - unless you bring your own board, in which case the answer would be yes.", "no"),
        ("Yes. In such a case, my answer would be 'no' - but that case is rare.", "yes"),
        # near misses: no opening verdict, or the same verdict: read as before
        ("It depends on the roast. In that case the answer would be no.", "no"),
        ("The answer is no. In that case the answer would be no as well.", "no"),
        ("No. The answer would be yes only for decaf.", "no"),
    ],
)
def test_a_verdict_for_a_case_set_aside(text: str, value: str | None) -> None:
    assert _read("Does an espresso contain caffeine?", text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # an answer marker whose question is quoted: its "?" ends no sentence
        (
            "Is the dam taller than the tower?",
            'The dam is 80 m, the tower 96 m. So the answer to "Is the dam taller than the tower?" is no.',
            "no",
        ),
        ("Can penguins fly?", "They have wings, but my answer to 'Can penguins fly?' is no.", "no"),
        ("Is it legal?", "The honest reply to “Is it legal?” would be yes, within limits.", "yes"),
        # near misses: the marker itself asked or left open
        ("Is it legal?", 'Whether the answer to "is it legal?" is yes or no depends on the state.', None),
        ("Is it legal?", 'Is the answer to "is it legal?" yes? Hard to say.', None),
    ],
)
def test_an_answer_marker_with_the_question_quoted(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a question that sets out a passage first: the restatement is read against the question asked
        (
            "Passage: The museum opens at nine and closes at five.\n\nQuestion: Does the museum open at nine?",
            "Yes, it does.",
            "yes",
        ),
        (
            "Passage: Tickets are free for children.\nQuestion: Are tickets required for children?",
            "The text says tickets are free for children, so they aren't required.",
            "no",
        ),
        (
            "Context: The bridge is closed to lorries.\nQ: Is the bridge open to lorries?",
            "The notice says lorries only detour; so the bridge is not open to lorries.",
            "no",
        ),
        (
            "Read this: The pass closes in winter.\nIs the pass open in winter?",
            "It says the pass closes in winter, so the pass is not open in winter.",
            "no",
        ),
        # near misses: a colon inside a one-line question, a passage with no restatement
        ("Is the ratio 2:1 in this mixture?", "The ratio is 2:1 in this mixture.", "yes"),
        (
            "Passage: The museum opens at nine.\nQuestion: Does the museum open at nine?",
            "See the first sentence.",
            None,
        ),
    ],
)
def test_a_question_after_a_passage(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # what one would suppose, then a correction cue right before a bare verdict: the correction decides
        ("One would think so, but in fact no: the far shore is steeper.", "no"),
        ("You might expect not, and in fact yes, the lake is deep enough.", "yes"),
        ("You'd assume so; in reality, no - it was drained in 1990.", "no"),
        ("At first glance people would say no, but actually yes.", "yes"),
        ("Intuitively I'd guess not. In truth, yes: it is 40 m deep.", "yes"),
        # near misses: no correction cue before the verdict, or the cue asked
        ("Most people would assume yes. Really? No idea.", None),
    ],
)
def test_a_supposition_then_a_correction(text: str, value: str | None) -> None:
    assert _read("Is the lake deep enough to dive?", text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a plural in -ies restates its singular in -y (and the other way round)
        (
            "Is a raspberry a berry in the botanical sense?",
            "In the botanical sense, raspberries are not berries.",
            "no",
        ),
        ("Are cherries stone fruits?", "A cherry is a stone fruit.", "yes"),
        (
            "Do butterflies taste with their feet?",
            "Butterflies taste with their feet, through sensors on their legs.",
            "yes",
        ),
        # the subject named again in a clause after ", but": that clause restates the question
        ("Are owls blind in daylight?", "It's a popular saying, but owls are not blind in daylight.", "no"),
        ("Is the bridge open?", "Many people think it closed last year, but the bridge is open.", "yes"),
        (
            "Do goldfish have short memories?",
            "You hear it everywhere, but goldfish don't have short memories - they learn mazes.",
            "no",
        ),
        # near misses: the clause after "but" about something else, a different subject
        ("Are owls blind in daylight?", "It's a popular saying, but the truth is more complicated.", None),
        ("Is the bridge open?", "Many people think so, but the ferry is faster.", None),
    ],
)
def test_restated_with_a_plural_or_after_but(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a short restatement with a pronoun for the subject and one for the object
        (
            "Did Edison invent the light bulb?",
            "He didn't invent it - Swan and others had working bulbs before him.",
            "no",
        ),
        ("Do koalas drink water?", "They do drink it, though rarely.", "yes"),
        ("Did Napoleon visit Moscow?", "He did visit it, in 1812.", "yes"),
        # near misses: another verb, or the predicate restricted
        ("Did Edison invent the light bulb?", "He didn't see it.", None),
        ("Did Edison invent the light bulb?", "He didn't invent it alone.", None),
    ],
)
def test_restated_with_an_object_pronoun(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value
