"""Classes of yes/no answer the twenty-sixth blind batch showed the reader misreading.

The texts are new (not copies of blind rows); near misses must keep reading as before.
"""

from __future__ import annotations

import pytest

from tests.core.yesno_reading import read_with_question as _read


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a word with the privative "-less" is neither its root nor its "-ful" form (the stem keeps the suffix;
        # the "-ful" form is its opposite)
        ("Is the codec lossless?", "So it's a lossful format.", "no"),
        ("Is the engine powerless on hills?", "The engine is powerful on hills.", "no"),
        ("Is the vacuum cleaner cordless?", "The vacuum cleaner is corded.", "None"),
        ("Is the argument pointless?", "The argument is pointful.", "no"),
        # near misses: the same word; its "-ly" form; the root's own "-less" form with a flip; no suffix at all
        ("Is the codec lossless?", "So it's a lossless format.", "yes"),
        ("Is the engine powerful on hills?", "It's powerful on hills.", "yes"),
        ("Does the argument have a point?", "The argument is pointless.", "no"),
        ("Is the vacuum cleaner cordless?", "Yes, the vacuum cleaner is cordless.", "yes"),
    ],
)
def test_privative_suffix(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a word of place before a level or boundary, another such word before the same level: another place
        ("Is the village below the snow line?", "Since the road climbs so far, it sits at the snow line.", "None"),
        ("Is the campsite outside the park boundary?", "So it is on the park boundary.", "None"),
        ("Is the village below the snow line?", "No, the road climbs, so it sits at the snow line.", "no"),
        # the opposite word reads as the opposite
        ("Is the village below the snow line?", "The village is above the snow line.", "no"),
        ("Is the campsite outside the park boundary?", "The campsite is inside the park boundary.", "no"),
        # near misses: the same word; a word of the same sense; a question with no such word
        ("Is the village below the snow line?", "The village lies well below the snow line.", "yes"),
        ("Is the village below the snow line?", "So the village sits under the snow line.", "yes"),
        ("Is the campsite on the river bank?", "The campsite is on the river bank.", "yes"),
    ],
)
def test_another_place(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the reply asks itself the question and another, answering each: the answer to its own wording counts
        ("Is copper a magnetic metal?", "Is copper magnetic? No. Is it a good conductor? Yes.", "no"),
        ("Is the tomato a fruit?", "A fruit? Yes. A vegetable in the kitchen? Yes. A berry? Also yes.", "yes"),
        ("Does a spider have six legs?", "Does it have six legs? No. Does it have eight? Yes.", "no"),
        # near misses: no sub-question restates the question (aspects only); all restate it; one names an opposite
        ("Is a tomato a vegetable?", "Botanically? No. In the kitchen? Yes.", "yes"),
        ("Is copper magnetic?", "Is copper magnetic? No, not in the everyday sense.", "no"),
        (
            "Do puppies have more teeth than adult dogs?",
            "Do puppies have fewer teeth? Yes. Do they have more? No.",
            "no",
        ),
    ],
)
def test_answered_in_turn(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a closing that calls a simple answer hard to give leaves the question open
        ("Is Turkey a European country?", "Geographically? Mostly not. It's hard to give a simple yes or no.", "None"),
        ("Is Pluto a planet?", "No, by the 2006 rule. Still, it is difficult to give a clear answer.", "None"),
        # near misses: the difficulty denied; a plain verdict with no such closing
        ("Is Pluto a planet?", "It isn't hard to give a simple answer here: no.", "no"),
        ("Is Pluto a planet?", "No - it's not difficult to give a straight yes or no.", "no"),
    ],
)
def test_simple_answer_hard_to_give(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # "nobody can say / no one knows": the negation is of the knowing, not of the proposition
        (
            "Was the poet born in Lisbon?",
            "The parish books burned, so nobody can say for certain where he was born.",
            "None",
        ),
        (
            "Did the fleet reach Java first?",
            "Its logs are lost, so no one really knows where the fleet went first.",
            "None",
        ),
        # near misses: the question asks about the knowing; a plain denial after "so"; a "no one" that is the subject
        ("Is it known where the poet was born?", "The books burned, so no one knows where he was born.", "no"),
        ("Was the poet born in Lisbon?", "The parish books survive, so he was not born in Lisbon.", "no"),
        ("Did anyone survive the avalanche?", "The snow came fast, so no one survived the avalanche.", "no"),
    ],
)
def test_nobody_knows(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a claim quoted before the noun that names it, in the question's own words, judged
        ("Do bats drink blood?", 'So the "bats drink blood" idea is simply false for most species.', "no"),
        ("Is glass a slow liquid?", "The 'glass is a slow liquid' notion is not accurate.", "no"),
        ("Does sugar cause hyperactivity?", 'The "sugar causes hyperactivity" belief is wrong.', "no"),
        # near misses: the quote says something else; the claim called true
        ("Do bats drink blood?", 'The "bats are blind" idea is false, but vampire bats do drink blood.', "yes"),
        ("Is glass a slow liquid?", "The 'glass is a slow liquid' notion is accurate.", "yes"),
    ],
)
def test_quoted_claim_judged(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a short auxiliary answer with a bracketed aside closing its sentence
        ("Do bees sleep?", "They do (in short bouts, often inside the hive).", "yes"),
        ("Can penguins fly?", "They can't (their wings became flippers).", "no"),
        # near misses: an aside inside the sentence, the sentence going on after it
        ("Is the lake safe to swim in?", "It is (in my view) not safe after rain.", "no"),
        ("Do bees sleep?", "They do.", "yes"),
    ],
)
def test_short_answer_with_aside(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a bare verdict in bold (Markdown or LaTeX) closing the working
        ("Is 2^10 equal to 1024?", r"$2^{10} = 1024$ \qquad \textbf{Yes}", "yes"),
        ("Is 7 times 8 equal to 54?", "7 × 8 = 56 **No**", "no"),
        ("Is 15 divisible by 4?", r"$15 = 3 \cdot 4 + 3$ \quad \text{No}", "no"),
        # near misses: both words in bold; a bold word after "or"; bold words inside the text
        ("Is 15 divisible by 4?", "It could be **yes** or **no**", "None"),
        ("Is 15 divisible by 4?", "Is it **yes** and **no**", "None"),
        ("Is 15 divisible by 4?", "15 = 3·4 + 3, remainder **3** here", "None"),
    ],
)
def test_bold_closing_verdict(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a later clause after "but" whose subject is "the" and a noun standing for the subject named before
        (
            "Is Long Island a separate state?",
            "Long Island has its own culture, but the island is not a separate state.",
            "no",
        ),
        ("Is Greenland a country?", "Greenland has home rule, but the territory is not a country.", "no"),
        # near misses: a noun of the question; the subject not named before; the rest not restated
        ("Is Lyon the capital of France?", "Lyon is large, but the capital is Paris.", "no"),
        ("Is Greenland a country?", "Nobody asked, but the territory is not a country.", "None"),
        ("Is Greenland a country?", "Greenland has home rule, but the territory is not large.", "None"),
    ],
)
def test_described_subject(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a closing "<what> it is." that puts the question's own value or name first confirms it
        ("Does a standard chessboard have 64 squares?", "Eight rows of eight. 64 it is.", "yes"),
        ("Was Lisbon the capital of the empire?", "The court sat there for centuries. So Lisbon it was!", "yes"),
        ("Does the relay team have four runners?", "One per leg, and four legs. Four runners it is.", "yes"),
        # near misses: another value; a word of no content or not the question's; a negated question
        ("Does a standard chessboard have 64 squares?", "Eight rows of nine. 72 it is.", "None"),
        ("Was Lisbon the capital of the empire?", "The court moved often. That's how it was.", "None"),
        ("Wasn't Lisbon the capital of the empire?", "The court sat there. Lisbon it was.", "None"),
    ],
)
def test_fronted_value_confirmed(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value
