"""Classes of answer the eleventh blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch): each class is
fixed by a general rule, so the rule must hold on answers it has not seen. Near misses that
must keep their reading sit beside each class.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter

ORGANELLES = [
    "Storing genetic material",
    "Producing ATP by respiration",
    "Packaging proteins for export",
    "Digesting waste",
]
STRUCTURES = ["Singly linked list", "Priority queue", "Hash map", "Red-black tree"]
BONDS = ["Ionic bond", "Covalent bond", "Hydrogen bond", "Metallic bond"]
PROTOCOLS = ["HTTP", "DNS", "SMTP", "ARP"]
RATES = ["Revenue exceeds variable cost", "Marginal cost equals marginal revenue", "Output is zero", "Price is fixed"]
ROCKS = ["Granite", "Basalt", "Marble", "Sandstone"]
MUSCLES = ["Quadriceps femoris", "Gastrocnemius", "Gluteus maximus", "Hamstrings"]
TREATIES = ["Peace of Westphalia", "Congress of Vienna", "Treaty of Utrecht", "Treaty of Ghent"]
ORGANS = ["Heart", "Kidney", "Large intestine", "Spleen", "Pancreas"]
FALLACIES = ["Post hoc ergo propter hoc", "Tu quoque", "False dilemma", "Begging the question"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # the closing clause names an option by its content words: another form of a word, a clipped or
        # fused spelling, initials (of the option's words, or the option is the initials of the clause's words)
        ("It is not the one that digests or packages things. It produces the cell's ATP.", ORGANELLES, "B"),
        # ("respire" is "respiration" in another form: round 16's reading of the committing clause by its
        # content reads it; it was left unread before)
        ("Mitochondria: they respire and make the energy currency.", ORGANELLES, "B"),
        ("Final pick: hashmap", STRUCTURES, "C"),
        ("The thing you want here is a priorityqueue.", STRUCTURES, "B"),
        ("Atoms share electron pairs, so covalently bonded.", BONDS, "B"),
        ("Domain Name System.", PROTOCOLS, "B"),
        ("That's the Simple Mail Transfer Protocol", PROTOCOLS, "C"),
        ("In equilibrium: MC = MR", RATES, "B"),
        ("Profit peaks where the marg. cost equals the marg. revenue", RATES, "B"),
        ("Look at the calf: the gastroc does the work here.", MUSCLES, "B"),
        ("I would call that tu quo.", FALLACIES, "B"),
        # ... also when one option was named by its whole text on the way
        ("The Treaty of Ghent closed the War of 1812, far too late. For 1648: Westphalia.", TREATIES, "A"),
        (
            "Treaty of Utrecht is 1713, so no. The Thirty Years' War ended with the westphalian settlement.",
            TREATIES,
            "A",
        ),
        ("The Treaty of Ghent it was. Westphalia may be a tempting pick, but it ended another war.", TREATIES, "D"),
        ("The Treaty of Ghent. Vienna came after Napoleon, which is why B is tempting.", TREATIES, "D"),
        # near misses: negated, hedged, or a word every option shares decides nothing
        ("It does not produce ATP.", ORGANELLES, None),
        ("It is a bond of some kind.", BONDS, None),
        ("Either the hash map or the priority queue.", STRUCTURES, None),
        ("Both covalent and ionic character are present.", BONDS, None),
        # a last sentence that is a label and a short affirmation
        ("A has the wrong sign and C ignores friction. D it is.", ROCKS, "D"),
        ("Granite is coarse and sandstone is layered. B, then.", ROCKS, "B"),
        ("Marble is metamorphic while basalt is volcanic. C for sure!", ROCKS, "C"),
        ("Basalt is volcanic; marble is metamorphic. A, final answer.", ROCKS, "A"),
        # an ordinal and the word for an option as the whole last sentence
        ("Third choice.", ROCKS, "C"),
        ("Granite looked good at first. Fourth option.", ROCKS, "D"),
        ("**First option**", ROCKS, "A"),
        ("Last one!", ROCKS, "D"),
        # the answer's own change from one label to another, and a retraction before a described option
        ("B looked right at first. Changing my pick from B to D.", ROCKS, "D"),
        ("Granite (A) is plutonic... I'm switching from option A to option C after checking the texture.", ROCKS, "C"),
        ("I first wrote (B); let me revise that from B to A.", ROCKS, "A"),
        (
            "Basalt, option B, cools fast. Hmm, no. It was metamorphosed from limestone.",
            ["Granite", "Basalt", "Marble, metamorphosed limestone", "Sandstone"],
            "C",
        ),
        # near misses: a range from one label to another, not a change of answer
        ("The grades go from A to D in this table; granite is the coarsest.", ROCKS, "A"),
        # every option at once, when no option says so: no single answer
        ("Granite, basalt and marble are all hard. All of the above are correct.", ROCKS, None),
        ("Granite is igneous and marble is metamorphic; honestly all of them apply here.", ROCKS, None),
        ("Basalt has a case. All four are defensible.", ROCKS, None),
        # near misses: an option of its own after "all of them", or "not all"
        ("All of them are rocks, but only granite is plutonic: A.", ROCKS, "A"),
        ("Not all of them are igneous; granite is.", ROCKS, "A"),
        # elimination named as such, or a pointer to the one option not yet named, after every other is named
        (
            "Granite is plutonic, basalt volcanic, marble metamorphic. The one I haven't mentioned is the rock you want.",
            ROCKS,
            "D",
        ),
        (
            "Granite: igneous; basalt: igneous; sandstone: clastic. Through elimination, the metamorphic rock.",
            ROCKS,
            "C",
        ),
        (
            "Granite (A) and Basalt (B) cool from magma; Sandstone (D) is clastic. It's the option not yet named.",
            ROCKS,
            "C",
        ),
        ("Basalt and marble and sandstone all fail, so by elimination it is the coarse one.", ROCKS, "A"),
        (
            "Granite (A), basalt (B) and marble (C) are dense. None of those three is porous enough to hold water.",
            ROCKS,
            "D",
        ),
        (
            "Grain sizes:\n- Granite: coarse\n- Basalt: fine\n- Marble: sugary\n- Sandstone: sand\nSo not the first three.",
            ROCKS,
            "D",
        ),
        ("Rule out the last three: only one is plutonic.", ROCKS, "A"),
        # near miss: elimination that leaves two
        ("Not the first two, anyway.", ROCKS, None),
        ("By elimination I'm left with granite or marble.", ROCKS, None),
        # options asked about and answered "No" are ruled out; an opening question is no answer first
        (
            "Heart? No. Kidney? Nope. Colon - that's the large intestine? No. Spleen? No. So the gland behind the stomach.",
            ORGANS,
            "E",
        ),
        (
            "Is it the spleen? No.\nThe heart? No.\nKidney? No.\nPancreas? No.\nIt is the longest tube of the gut.",
            ORGANS,
            "C",
        ),
        ("Could it be the kidney? Honestly the heart is the organ meant here.", ORGANS, "A"),
        # an option named after "unlike" is a contrast, not the answer
        ("Basalt cools fast at the surface, unlike granite.", ROCKS, "B"),
        ("Go with marble: unlike sandstone, it recrystallised under heat.", ROCKS, "C"),
        # after a commitment, a closing "<answer ...>: <description>" that describes another option
        (
            "Marble is the classic pick, so C is right in a loose sense. The answer the examiner expects: plutonic granite.",
            ROCKS,
            "A",
        ),
        ("B is correct for lava flows. But the answer for a desert cliff: sandstone, cemented grains.", ROCKS, "D"),
        # near misses: the same option, or a note after the answer that is not one
        ("C is correct. Answer: the metamorphic marble.", ROCKS, "C"),
        ("The answer is D. Answer key note: granite appears in question 4.", ROCKS, "D"),
        # an opening that negates the one option it names rules it out ("Yellow isn't one" still answers a
        # "which is NOT" question: the negation comes after the name)
        ("It's not marble, which is metamorphic.", ROCKS, None),
        ("It is never basalt, whose grains are tiny.", ROCKS, None),
        ("Sandstone isn't igneous, it is sedimentary.", ROCKS, "D"),
        # a closing sentence that leaves the pick to the reader
        ("Granite fits well. Pick whichever suits your collection.", ROCKS, None),
        ("Granite is my favourite. Any of them would do for a countertop.", ROCKS, None),
        ("Basalt is fine, and honestly any of the options works here.", ROCKS, None),
        # near miss: "whichever" inside a claim that still commits
        ("Basalt, whichever way you look at the grain size.", ROCKS, "B"),
        # two labels given together by a verb of choosing or doing
        ("Marble alone fails. Use A and C together.", ROCKS, None),
        ("Basalt is one of them. Select B and D.", ROCKS, None),
        ("Granite counts; I'd take A and B in combination.", ROCKS, None),
        # options marked in a list or a table: the one mark that differs (the tick, or the cross when the
        # answer says the crossed one is meant), or the one flagged row of a list over every option
        ("Granite ✗\nBasalt ✗\nMarble ✅ (C)\nSandstone ✗", ROCKS, "C"),
        (
            "Granite ✔ igneous, Basalt ✔ igneous, Marble ✔ metamorphic... no wait, Sandstone ✘ sedimentary.\n"
            "The crossed one is the answer.",
            ROCKS,
            "D",
        ),
        (
            "| Rock | Igneous? | Note |\n|---|---|---|\n| Granite | Yes | coarse |\n| Basalt | No | fine |\n| Marble | No | calcite |\n"
            "| Sandstone | No | grains |",
            ROCKS,
            "A",
        ),
        (
            "| Option | Fits |\n| --- | --- |\n| A. Granite | False |\n| B. Basalt | True |\n| C. Marble | False |\n"
            "| D. Sandstone | False |",
            ROCKS,
            "B",
        ),
        (
            "* Granite: coarse\n* Basalt: fine, dark ☑\n* Marble: calcite\n* Sandstone: grains\n\n☑ = my pick",
            ROCKS,
            "B",
        ),
        # near misses: two ticks, or one cross among ticks with nothing saying the cross is meant
        ("Granite ✓\nBasalt ✓\nMarble ✗\nSandstone ✗", ROCKS, None),
        ("Granite ✓, Basalt ✗, Marble ✓, Sandstone ✓", ROCKS, None),
        (
            "| Rock | Igneous? |\n|---|---|\n| Granite | yes |\n| Basalt | yes |\n| Marble | no |\n| Sandstone | no |",
            ROCKS,
            None,
        ),
    ],
)
def test_batch11_classes(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected
