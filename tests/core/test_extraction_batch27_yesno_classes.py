"""Classes of yes/no answer the twenty-seventh blind batch showed the reader misreading.

The texts are new (not copies of blind rows); near misses must keep reading as before.
"""

from __future__ import annotations

import pytest

from tests.core.yesno_reading import read_with_question as _read


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a participle of place in the question ("located in", "housed in", "based in") left to the copula
        ("Is the company based in Texas?", "It's in Texas.", "yes"),
        ("Is the archive housed in the old library?", "The archive is in the old library, on the second floor.", "yes"),
        ("Is the lighthouse situated on the headland?", "The lighthouse isn't on the headland.", "no"),
        ("Is the observatory located in Chile?", "It's still in Chile, high in the Atacama.", "yes"),
        # near misses: another place; the copula without the preposition; a question with no such participle
        ("Is the company based in Texas?", "It's in Ohio.", "None"),
        ("Is the archive housed in the old library?", "It's housed somewhere else.", "None"),
        ("Is the lighthouse situated on the headland?", "It's near the harbour.", "None"),
        ("Is the museum open in winter?", "It's in the city centre.", "None"),
    ],
)
def test_participle_of_place_left_to_copula(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a sound of hesitation before a verdict word asked as the whole answer: the verdict, said hesitantly
        ("Does the ferry run on Sundays?", "Um, yes?", "yes"),
        ("Is the bakery still open?", "Hmm, no?", "no"),
        ("Will the bridge be finished by May?", "Uh, yes? I think so.", "yes"),
        # near misses: no verdict word after it; a word that only ends like one; two verdicts asked
        ("Does the ferry run on Sundays?", "Um, the timetable?", "None"),
        ("Does the ferry run on Sundays?", "Summer, yes?", "None"),
        ("Does the ferry run on Sundays?", "Er, yes? No? Not sure.", "None"),
    ],
)
def test_hesitation_before_asked_verdict(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # both verdict words asked one after the other: offered, neither picked (not an echo of the question)
        ("Is the lake deep enough for diving?", "Yes? No? I honestly couldn't tell you.", "None"),
        ("Is the lake deep enough for diving?", "No? Yes? Hard to know.", "None"),
        ("Is the lake deep enough for diving?", "Yes? No?", "None"),
        # near misses: the question echoed, then answered; a verdict asked, then confirmed
        ("Is the lake deep enough for diving?", "Deep enough? No, only four metres.", "no"),
        ("Is the lake deep enough for diving?", "For diving? Yes, in the north bay.", "yes"),
    ],
)
def test_both_verdicts_asked(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a verdict per case, then a closing that names the case the question asks about and tags its verdict
        ("Is the pass open to lorries?", "Yes in summer, no in winter. You asked about the winter: no.", "no"),
        (
            "Can the drug be taken with food?",
            "No for the tablet, yes for the syrup. The question asks about the syrup - yes.",
            "yes",
        ),
        (
            "Is the loan interest-free?",
            "Yes for a year, no after. The question is asking about after the first year: no.",
            "no",
        ),
        # near misses: no tag after the named case; the tagged verdict asked back; one verdict only
        (
            "Is the pass open to lorries?",
            "Yes in summer, no in winter. You asked about winter, and I'd say yes.",
            "yes",
        ),
        ("Is the pass open to lorries?", "Yes in summer, no in winter. You asked whether it's open: no?", "yes"),
        ("Is the pass open to lorries?", "No. The question asks about lorries, not vans: no.", "no"),
    ],
)
def test_closing_names_the_asked_case(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # things of the kind the question describes said to exist, or not ("such" takes the whole description,
        # a negation inside it included)
        ("Can a polygon have no diagonals at all?", "Triangles have none, so such polygons exist.", "yes"),
        ("Can a map need five colours?", "By the four colour theorem, no such map exists.", "no"),
        ("Can a knot be untied without cutting?", "Such knots don't exist.", "no"),
        (
            "Is there a bird that never lands?",
            "Such a bird does exist: the common swift stays aloft for months.",
            "yes",
        ),
        # near misses: hedged; things of another kind; the existence left open
        ("Can a polygon have no diagonals at all?", "Such polygons might exist in odd geometries.", "None"),
        ("Can a map need five colours?", "Such colours exist in printing.", "None"),
        ("Can a knot be untied without cutting?", "Whether such knots exist is unclear.", "None"),
    ],
)
def test_such_things_exist(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a name after a word of route ("via", "through", "along") is the way, not another thing in the question's
        # place: no "no" from it
        ("Is the Baltic connected to the North Sea?", "It's joined via the Kattegat and the Skagerrak.", "None"),
        ("Does the Rhone flow into the Mediterranean?", "It flows through Lyon first.", "None"),
        ("Does the Volga flow into the Caspian Sea?", "It runs along Kazan's waterfront.", "None"),
        # near misses: the question's own place after "into"; the agent after "by"
        ("Does the Rhone flow into the Mediterranean?", "It flows into the Mediterranean near Marseille.", "yes"),
        ("Was the radio patented by Tesla?", "It was patented by Marconi.", "no"),
    ],
)
def test_name_after_route_word(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # "first" for a question of a superlative is the top of its scale, not another rank
        ("Is Greenland the largest island?", "Australia aside, Greenland is first by area.", "None"),
        ("Is the Amazon the widest river?", "The Amazon comes first.", "None"),
        # near misses: another ordinal; a question asking an ordinal
        ("Is Lake Superior the largest lake in North America?", "Lake Superior is second.", "no"),
        ("Was Gagarin the second man in space?", "Gagarin was first.", "no"),
        ("Was Gagarin the first man in space?", "Gagarin was first.", "yes"),
    ],
)
def test_first_for_a_superlative(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # two settings of the subject compared ("faster in A than in B"): the comparative (or its antonym) with one
        # setting answers; a word that only names a setting is no winner of the comparison
        (
            "Does bread go stale faster in the fridge than on the counter?",
            "Bread goes stale slower in the fridge.",
            "no",
        ),
        ("Does ice melt faster in salt water than in fresh water?", "It melts faster in salt water.", "yes"),
        ("Does sound carry farther at night than during the day?", "Sound is muffled at night.", "None"),
        # near misses: hedged; both settings named; a comparison of two terms
        ("Does ice melt faster in salt water than in fresh water?", "It might melt faster in salt water.", "None"),
        (
            "Does bread go stale faster in the fridge than on the counter?",
            "No, bread goes stale faster on the counter.",
            "no",
        ),
        ("Is Lake Baikal deeper than Lake Tanganyika?", "Baikal is deeper.", "yes"),
    ],
)
def test_two_settings_compared(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a lead that only vouches for the clause after its colon ("There's no doubt:", "..., and there's no catch
        # here:"): the clause is read, the lead's own "no" denies nothing
        ("Is a whale a mammal?", "Some hesitate. There's no doubt though: it's a mammal.", "yes"),
        (
            "Is the Louvre in Paris?",
            "The answer is short, and there's no catch here: it stands in Paris, by the Seine.",
            "yes",
        ),
        ("Is a spider an insect?", "There's no question about it: a spider isn't an insect.", "no"),
        # near misses: nothing of the question after the colon; a reported clause after it; a lead that names the
        # question's subject
        ("Is a whale a mammal?", "There's no doubt: it breathes air.", "None"),
        ("Is a whale a mammal?", "There's no debate: people say it's a fish.", "None"),
        ("Is a whale a mammal?", "A whale leaves no doubt: hmm.", "None"),
    ],
)
def test_vouching_lead_before_colon(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a frame of the writer's view after a conclusion drawn ("So I wouldn't say ...", "Therefore, I doubt ...")
        (
            "Do camels store water in their humps?",
            "That's the folk tale, but the humps are fat. So I wouldn't say they do.",
            "no",
        ),
        ("Is the ice thick enough to walk on?", "It froze only last night. So I don't think it is.", "no"),
        ("Is the ice thick enough to walk on?", "It has been frozen for weeks. Therefore, I believe it is.", "yes"),
        # near misses: no view taken; the view hedged; a word that only begins like "so"
        ("Is the ice thick enough to walk on?", "It froze last night. So I can't say.", "None"),
        ("Is the ice thick enough to walk on?", "Opinions differ. So I'm not sure it is.", "None"),
        ("Is the ice thick enough to walk on?", "Solid as rock. I think it is.", "yes"),
    ],
)
def test_frame_after_conclusion_drawn(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value
