"""New examples of each class of answer the blind batches exposed (written here, not taken from them).

Each class was fixed by its general mechanism; these examples are our own wording of the class,
so a fix that only matched a blind text would fail them.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import read_yes_no
from scorewire_math import MathEquivalence
from scorewire_multiple_choice import extract_letter
from scorewire_nli import extract_label, resolve_label_set

PLANETS = ["Mercury", "Venus", "Earth", "Mars"]
AUTHORS = ["Jane Austen", "Charlotte Brontë", "Mary Shelley", "George Eliot"]


@pytest.mark.parametrize(
    ("text", "letter"),
    [
        ("Shelley, 1818.", "C"),  # a surname names its option
        ('Eliot wrote under a pen name; the answer is "George Eliot".', "D"),
        ("Brontë or Austen? I'd call it a tie between A and B.", None),
    ],
)
def test_partial_option_text(text: str, letter: str | None) -> None:
    assert extract_letter(text, AUTHORS).letter == letter


@pytest.mark.parametrize(
    ("text", "letter"),
    [
        # commitment followed by discussion of other options
        ("It's (B). Mercury is closer to the Sun but smaller, so A doesn't fit.", "B"),
        ("Hot and cloudy, so C. A and D are rocky too, but neither has that pressure.", "C"),
        ("Venus — B. A common slip is Mercury, which is merely closest.", "B"),
        # elimination ending in a short verdict
        ("A? No. C? No. D? No. That leaves only B is left... so B.", "B"),
        # change of mind
        ("C. Hmm, wait — that's us. So it's B, not C.", "B"),
        # double negative that affirms
        ("B isn't wrong here; it's the hottest planet.", "B"),
        # conditional commitments are not answers
        ("If you count moons the answer is C; otherwise it's D.", None),
        # positional references
        ("Earth or Venus... Venus has the thick CO2 blanket. I'd pick the latter.", "B"),
        ("The second one.", "B"),
        # option text forms
        ("**Venus**, at about 465 °C — Mercury swings between extremes.", "B"),
        ("Mars. Earth is habitable, obviously, but that wasn't the question.", "D"),
        # undecided and refusing endings
        ("Venus or Mercury... I can't decide between them.", None),
        ("I don't know this one and I'd rather not guess.", None),
        # chatter and strike-through
        ("~~A~~ B.\n\nWant me to explain the greenhouse effect?", "B"),
        # a final bare label sentence after the reasoning
        ("Mercury is closest, yet Venus traps heat. B", "B"),
        # negation stops at the end of its sentence
        ("Not Mercury, not Mars. Venus is hotter.", "B"),
        # part of an option's text as the opening
        ("venus, by a wide margin", "B"),
        # a label after a colon closing the answer
        ("Hottest surface: **B**.", "B"),
    ],
)
def test_multiple_choice_classes(text: str, letter: str | None) -> None:
    assert extract_letter(text, PLANETS).letter == letter


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("No, hold on: it's yes. The law passed in 1990.", "yes"),
        ("Yes — correction: it was repealed, so no.", "no"),
        ("No question about it, yes.", "yes"),
        ("Not a chance.", "no"),
        ("Definitely not.", "no"),
        ("It can.", "yes"),
        ("We don't.", "no"),
        ("I think so — the records agree.", "yes"),
        ("I don't think so; the dates don't line up.", "no"),
        ("Arguably, yes — most historians agree.", "yes"),
        ("Practically speaking: no.", "no"),
        ("That's a popular myth.", "no"),
        ("Not exactly — it is a reptile.", "no"),
        ("The reasoning is long. The dates match. Yes.", "yes"),
        ("In one sense yes, in another no. It depends what you mean.", None),
        ("👍 yes, with a permit.", "yes"),
    ],
)
def test_yes_no_classes(text: str, verdict: str | None) -> None:
    assert read_yes_no(text).value == verdict


NLI = resolve_label_set("nli")


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Neutral... no wait, the premise says he never left. That's a contradiction.", "contradiction"),
        ("It follows: every bird in the cage is a finch, and Tweety is in the cage.", "entailment"),
        ("Can't tell from the premise.", "neutral"),
        ("Entailment or neutral, depending on whether 'dusk' counts as evening.", None),
        ("Entailment\nNeutral\nContradiction", None),
        ("Both can't hold at once → contradiction.", "contradiction"),
        ("I'll abstain on this one.", None),
        # an ending that hands the choice back commits to nothing
        ("Reading 'soon' loosely it's entailment, strictly it's neutral. I'll leave the call to you.", None),
        ("Contradiction if the dates are exact, neutral otherwise; I'll let you choose.", None),
        ("Maybe entailment, maybe neutral. Reviewers could go either way on this.", None),
        ("Entailment if you count the sequel, neutral if not - either label could be defended.", None),
        ("Neutral, or entailment on a generous reading; I'd stop there rather than pick one.", None),
        ("Entailment on world knowledge, neutral on the text alone. Depends on the guidelines.", None),
        ("It's a contradiction. I'll leave the formatting to you.", "contradiction"),
        ("Neutral: nothing says how the match ended, so it could go either way.", "neutral"),
    ],
)
def test_nli_classes(text: str, label: str | None) -> None:
    assert extract_label(text, NLI).label == label


YES_NO_MAYBE = resolve_label_set("yes_no_maybe")


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # a bare "can't tell" opening or ending the reply is a maybe
        ("Can't tell - the report never says which ward she was on.", "maybe"),
        ("Couldn't tell from the passage; the dates are missing.", "maybe"),
        ("We simply cannot tell.", "maybe"),
        ("Yes, although you can't tell the two samples apart by eye.", "yes"),  # not a verdict
    ],
)
def test_yes_no_maybe_classes(text: str, label: str | None) -> None:
    assert extract_label(text, YES_NO_MAYBE).label == label


@pytest.mark.parametrize(
    ("response", "gold", "equal"),
    [
        ("12 × 4 = 48, minus 6 gives 42. So she keeps 42 stickers. (Check: 42 + 6 = 48.)", "42", True),
        ("The perimeter is 30 cm (the area would be 50 cm²).", "30", True),
        ("x = 2√5 (about 4.47).", "2\\sqrt{5}", True),
        ("= 2√5 ≈ 4.47", "2\\sqrt{5}", True),  # an approximation after the exact value does not replace it
        ("= 2√5 ≈ 4.47", "4.47", False),  # ... and is not the committed answer either
        ("So y = 4, x = 1.", "(1, 4)", False),  # order of the pair as written: (4, 1)
        ("So a = 1, b = 4.", "(1, 4)", True),
        ("The roots are 1 and −6.", "1, -6", True),
        ("t ≥ 3", "[3, \\infty)", True),
        ("t > 3", "[3, \\infty)", False),  # an open interval is not the closed one
        ("About 33%.", "\\frac{1}{3}", False),  # a rounded percentage is not the exact fraction
        ("It's 0.\\overline{3}", "\\frac{1}{3}", True),
        ("a 5% drop", "-5\\%", True),
        ("I get either 6 or 8 and I'm not going to guess which.", "6", False),
        # two values joined by a word set as LaTeX text are a list, never the last one
        ("**Final answer:** $t = -4 \\text{ or } t = 9$", "9", False),
        ("**Final answer:** $t = -4 \\text{ or } t = 9$", "-4, 9", True),
        ("Answer: $y = 2 \\quad\\text{and}\\quad y = -7$", "2", False),
        ("Answer: $y = 2 \\quad\\text{and}\\quad y = -7$", "2, -7", True),
        ("The answer is $1, 8, \\text{ and } -3$.", "1, 8, \\text{ and } -3", True),  # Oxford comma in the gold
        # markdown emphasis around the value or the whole closing statement
        ("Adding the two halves: 14 + 9 = **23**.", "23", True),
        ("Taking logs of both sides, **t = 4**.", "4", True),
        ("Differentiate twice: __6x__", "6x", True),
        ("Adding the two halves: 14 + 9 = **24**.", "23", False),
        ("So the result is 2**(1/2).", "\\sqrt{2}", True),  # Python's power is not emphasis
        ("The answer is $1, 8$.", "1, 8, \\text{ and } -3", False),
    ],
)
def test_math_classes(response: str, gold: str, equal: bool) -> None:
    scores = MathEquivalence(symbolic="inline").score({"answer": gold}, {"response": response})
    assert (scores["math_equiv"] == 1.0) is equal
