"""Classes of yes/no answer the twenty-first blind batch showed the reader missing or misreading.

Each class is fixed by a general rule; the texts here are our own (not copies of blind rows), with
near misses that must keep reading as before. Restatements are read with the question
(``read_yes_no(text, question=...)``), as the ``yes_no`` evaluator reads them.
"""

from __future__ import annotations

import pytest
from scorewire.extraction._fragment import denied_part, predicate_fragment

from tests.core.yesno_reading import read_with_question as _read


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the verdict as a bare fragment: the question's predicate word, negated or carrying a negating prefix
        ("Is this syllogism sound?", "Unsound. The second premise is false.", "no"),
        ("Is the proof valid?", "Valid.", "yes"),
        ("Are Python strings mutable?", "Strings: immutable. Bytearrays: mutable.", "no"),
        ("Is the contract enforceable?", "A signature is missing. Therefore: unenforceable.", "no"),
        ("Is the wiring compliant?", "Two outlets lack grounding. So, non-compliant.", "no"),
        ("Was the merger legal?", "Illegal. Regulators fined both firms.", "no"),
        ("Is 2024 a leap year?", "Divisible by 4 and not a century. → A leap year.", "yes"),
        ("Is the graph connected?", "Vertex 7 has no edges. → Not connected.", "no"),
        ("Is the matrix invertible?", "Determinant 3, so: invertible, not singular.", None),
        ("Is the stew edible?", "Honestly? Edible, not inedible.", "yes"),
        ("Was the vote unanimous?", "Three abstained. Not unanimous.", "no"),
        ("Is the phrase 'never odd or even' a palindrome?", "Read it backwards: same letters. ✓ Palindrome", "yes"),
        ('Is the name "Bob" symmetrical?', "B-o-b backwards is B-o-b. → Symmetrical.", "yes"),
        ("Is the list 'c, a, b' sorted?", "Unsorted: c comes before a.", None),
        ("Is the argument valid: 'All A are B; x is B; so x is A'?", "Invalid (undistributed middle).", "no"),
        # near misses: the last word not the predicate, an echo, disagreeing fragments, another thing's label,
        # a fragment inside a longer sentence, an antonym with no negating prefix
        ("Was the bridge built by Romans?", "Romans, Greeks, Persians.", None),
        ("Is the code valid?", "Valid input, invalid output.", None),
        ("Is the set finite?", "Finite? Hard to say.", None),
        ("Is the rule fair?", "Fair enough, but it is rarely enforced.", None),
        ("Is the lake deep?", "Deep? Depends where.", None),
    ],
)
def test_predicate_fragment(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text"),
    [
        # the fragment rule itself stays silent on these (other rules may still read them)
        ("Was the fort built with stone?", "Stone, timber and turf."),
        ("Is the law constitutional?", "Lower court: unconstitutional. Appeals court: pending."),
        ("Is Saturn the only planet with rings?", "Rings."),
        ("Is water wet?", "Wet. Not wet."),
        ("Are the two events independent?", "Dependent."),
        ("Is the kernel stable?", "Userland: stable. Drivers: unstable."),
        ("Is 3/8 larger than 0.4?", "3/8 = 0.375, so 0.4."),
        ("Were the pyramids built by slaves?", "Options:\nA) Slaves\nB) Paid workers"),
        ("Is the tea hot?", "Hot? " + "very " * 2000),
    ],
)
def test_predicate_fragment_near_misses(question: str, text: str) -> None:
    assert predicate_fragment(text, question) is None


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the verdict split by scope ("A, yes; B, no"), then settled for the scope the question asks about
        (
            "Did Edison invent the light bulb?",
            "First practical one, yes; first ever, no. The word is 'invent' → no.",
            "no",
        ),
        ("Can cats eat chocolate?", "Tiny amounts, yes; real amounts, no. As a rule: no.", "no"),
        ("Do fish sleep?", "Eyes shut, no. Rest states, yes. In the sense that matters: yes.", "yes"),
        ("Was Pluto a planet in 2010?", "Before 2006, yes (ninth planet). After, no. For 2010 -> no.", "no"),
        ("Is a tomato a vegetable?", "Botanists, no; cooks, yes. Since you asked about the kitchen: yes.", "yes"),
        ("Can drones cross the border?", "Small hobby drones, no. Licensed ones, yes. So for yours: no.", "no"),
        # near misses: a split with no settling verdict, or a settled verdict agreeing with the first
        ("Is the tomato a fruit?", "Botanists, yes; cooks, no.", None),
        ("Can penguins swim?", "Adults, yes; chicks, no. Overall: yes.", "yes"),
    ],
)
def test_scoped_pair_settled(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the question asks whether a name belongs to its subject; the reply maps the subject to a name
        ("Is the capital of Australia Sydney?", "Australia → Canberra. Sydney is just the biggest city.", "no"),
        ("Was the Mona Lisa painted by Michelangelo?", "Mona Lisa: Leonardo.", "no"),
        ("Is the chemical symbol for gold 'Gd'?", "Gold = Au. Gd = gadolinium.", "no"),
        ("Is the Danube's mouth in Romania?", "Danube delta — Romania.", "yes"),
        ("Was the telephone patented by Bell?", "Telephone patent → Bell (1876).", "yes"),
        ("Is Machu Picchu in Bolivia?", "Machu Picchu: Peru. Lake Titicaca: Peru and Bolivia.", "no"),
        ("Is the currency of Japan the Won?", "Japan — Yen. Korea — Won.", "no"),
        # near misses: the mapping disagrees with itself, names another subject, or gives no name
        ("Is Lake Geneva in France?", "North shore: Switzerland. South shore: France.", None),
        ("Is Oslo in Norway?", "Oslo — Norway's capital and largest city.", None),
        ("Is Everest in Nepal?", "Nepal — Sagarmatha.", None),
    ],
)
def test_mapped_name(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a clause that is "not" and the question's own words denies what it asks
        ("Do most people dream in colour?", "Not most — maybe a little over half, by recent surveys.", "no"),
        ("Does a marathon take exactly four hours?", "Not exactly four. Elite runners need about two.", "no"),
        ("Do spiders have only six legs?", "They have eight. So not only six.", "no"),
        ("Does it always rain in Bergen?", "Not 'always', though it often feels that way.", "no"),
        ("Is every prime odd?", "Not every prime: 2 is even.", "no"),
        ("Do all metals conduct heat equally well?", "Copper conducts far better than lead. Not equally.", "no"),
        # near misses: words the question does not use, a bare number, or a hedge
        ("Do bees sleep?", "Not sure, honestly.", None),
    ],
)
def test_denied_part(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text"),
    [
        ("Is the bridge 300 metres long?", "Not 300, I think, but I'm unsure."),
        ("Can owls see colour?", "Not in the dark."),
        ("Is the soup salty?", "Not the soup I had last week."),
        ("Is every prime odd?", "Not every prime? Which one do you mean?"),
    ],
)
def test_denied_part_near_misses(question: str, text: str) -> None:
    assert denied_part(text, question) is None
