"""Classes of yes/no answer the twenty-fourth blind batch showed the reader misreading.

The texts are new (not copies of blind rows); near misses must keep reading as before.
"""

from __future__ import annotations

import pytest

from tests.core.yesno_reading import read_with_question as _read


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a connective set off between "today" and the clause naming what holds now
        ("Is Almaty the capital of Kazakhstan?", "It was for decades. Today, however, the capital is Astana.", "no"),
        ("Is Abuja the capital of Nigeria?", "Lagos was once. Today, in fact, it is Abuja.", "yes"),
        (
            "Is Calcutta the capital of India?",
            "It was under the Raj. Currently, though, the capital is New Delhi.",
            "no",
        ),
        # near misses: without the connective, as before; a connective with no time word reads as before
        ("Is Abuja the capital of Nigeria?", "Lagos was once. Today it's Abuja.", "yes"),
        ("Is Almaty the capital of Kazakhstan?", "However, the capital is Astana in most atlases.", "no"),
    ],
)
def test_now_named_after_a_connective(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a past copula bounded by "until" and a past time, covering the whole question: it no longer holds
        ("Is Pluto a planet?", "Pluto was a planet until 2006.", "no"),
        ("Is Bonn the capital of Germany?", "Bonn was the capital of Germany until 1990.", "no"),
        ("Is the lighthouse active?", "It was active until the 1970s.", "no"),
        # near misses: a question in the past tense; a qualifier the clause leaves out; the state back again
        ("Was Pluto a planet?", "Pluto was a planet until 2006.", "yes"),
        ("Is Pluto a dwarf planet?", "Pluto was a planet until 2006.", None),
        ("Is Pluto a planet?", "Pluto was a planet until 2006, and some argue it still is.", "yes"),
        ("Is the lighthouse active?", "It was not active until 1920.", "no"),
    ],
)
def test_held_until_a_past_time(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a date's day is no value of its own: the year is the value stated
        ("Was the liner launched in 1911?", "The liner was launched on October 12, 1911.", "yes"),
        ("Was Lincoln shot in 1864?", "He was shot on April 14, 1865.", "no"),
        ("Was Lincoln shot in 1865?", "He was shot on April 14, 1865.", "yes"),
        # near miss: a value with no date around it is read as before
        ("Does a spider have 6 legs?", "A spider has 8 legs.", "no"),
    ],
)
def test_date_day_is_no_value(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # several values listed after a dash or standing alone state no one value
        ("Did the war end in 1453?", "Its end is argued over - 1450, 1453, or 1461.", None),
        ("Does a hand have 5 fingers?", "Historians of anatomy differ. 4, 5 or 6.", None),
        # near misses: one value alone, or a value and the asked one negated
        ("Does a spider have 8 legs?", "Eight, like all arachnids.", "yes"),
        ("Does a spider have 6 legs?", "Eight, not six.", "no"),
    ],
)
def test_listed_values_state_none(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a contracted copula cannot end a clause: the reply is cut off before its verdict
        ("Is Lima the capital of Peru?", "I believe it's", None),
        ("Are koalas bears?", "Hmm, I think they're", None),
        # near misses: the uncontracted form, or the contraction with "not" or "so", is a whole answer
        ("Is Lima the capital of Peru?", "I believe it is.", "yes"),
        ("Is Lima the capital of Peru?", "I believe it's not.", "no"),
        ("Is Lima the capital of Peru?", "I believe it's so.", "yes"),
    ],
)
def test_cut_off_contraction(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # two names set side by side with a slash are candidates, not a restatement
        ("Is the capital of Australia Canberra?", "Sydney / Canberra — I always get these two confused.", None),
        ("Is the capital of Switzerland Zurich?", "Zurich / Bern — I mix them up every time.", None),
        # near misses: a name with a slash inside it, one name alone, and a plain restatement
        ("Is AC/DC an Australian band?", "AC/DC is an Australian band.", "yes"),
        ("Is the capital of Australia Canberra?", "Canberra — I always get this one right.", "yes"),
        ("Is Canberra the capital of Australia?", "Canberra is the capital of Australia.", "yes"),
    ],
)
def test_slashed_names_restate_nothing(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a closing that declares the question open after the reply's verdicts
        ("Is a hot dog a sandwich?", "By the bread, yes. By custom, no. The question is ambiguous.", None),
        (
            "Is Turkey in Europe?",
            "Its largest city lies partly in Europe, while most of its land is in Asia. Both answers can be defended.",
            None,
        ),
        ("Is zero even?", "Yes in one sense, no in another; either reading is valid.", None),
        (
            "Is Turkey in Europe?",
            "Geographically, mostly no. Politically, often yes. The question itself is ambiguous.",
            None,
        ),
        # near misses: a single plain verdict before the remark, a settled closing, a negated call
        ("Is zero even?", "Yes. The question is a bit ambiguous for beginners.", "yes"),
        (
            "Is a hot dog a sandwich?",
            "By the bread, yes. By custom, no. The question is ambiguous, but I'd say no.",
            "no",
        ),
        ("Is zero even?", "Yes, it is divisible by two. The question isn't ambiguous at all.", "yes"),
    ],
)
def test_declared_open_closing(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # both verdicts in part, then a bare verdict after a conclusion cue closing the reply
        ("Is a virus alive?", "Partly yes, partly no. It reproduces only inside a host - so no.", "no"),
        ("Are tomatoes fruit?", "Partly yes and partly no. Botanists call them berries, so yes.", "yes"),
        # near misses: no bare closing verdict, or a closing that is no verdict
        ("Are tomatoes fruit?", "Partly yes, partly no. So no clear answer.", None),
        ("Is a virus alive?", "Half yes, half no - it sits on the edge of life.", None),
    ],
)
def test_both_in_part_then_settled(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the question's own judgement word said in another word of the same sense
        ("Is it incorrect to call a peanut a nut?", "It isn't wrong to call it a nut in the kitchen.", "no"),
        ("Is it wrong to say that goldfish forget in seconds?", "That is false, strictly speaking.", "yes"),
        ("Is it a myth that camels store water in their humps?", "It is a myth: the humps hold fat.", "yes"),
        ("Is it untrue that owls can turn their heads fully around?", "It's not wrong to say they turn far.", "no"),
        # near misses: a question asking whether the claim is true; a 'True or false:' naming the choices
        ("Is it true that camels store water in their humps?", "It is a myth: the humps hold fat.", "no"),
        ("Is it true that owls hunt at night?", "That isn't wrong.", "yes"),
        ("True or false: camels store water in their humps?", "That claim is a myth.", "no"),
        ("Is it impossible to fold paper eight times?", "That's false.", "no"),
    ],
)
def test_judgement_word_of_the_same_sense(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a "never" question answered by "yes" and the auxiliary without "never": the act affirmed, a no
        ("Do penguins never come ashore?", "Yes, they do. They breed on land.", "no"),
        ("Can a hummingbird never fly backwards?", "Yes it can!", "no"),
        ("Is the desert never cold?", "Yes, it is, at night.", "no"),
        # near misses: "never" echoed, a bare yes, a question without "never"
        ("Does the Moon never show its far side?", "Yes, it never does, from Earth.", "yes"),
        ("Does the Moon never show its far side?", "Yes. The same face always points at us.", "yes"),
        ("Do penguins come ashore?", "Yes, they do.", "yes"),
        ("Do penguins never fly?", "Yes, they never do.", "yes"),
    ],
)
def test_never_question_echoed_without_never(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a namesake of the subject's name (a shared word, another word of its own) restates nothing
        ("Is Lake Victoria in Kenya?", "Lake Turkana is the one that is in Kenya.", None),
        ("Is New York City the capital of New York?", "New York State has Albany as its capital.", None),
        # near misses: the whole name said; a name of the question's own sharing the word; one-word names
        ("Is Lake Superior the largest of the Great Lakes?", "Lake Superior is the largest of the Great Lakes.", "yes"),
        ("Is Mount Fuji in Japan?", "Mount Fuji is in Japan.", "yes"),
        ("Is Mount Kilimanjaro in Tanzania?", "Kilimanjaro is in Tanzania.", "yes"),
        ("Is the Golden Gate Bridge in San Francisco?", "The Golden Gate Bridge links San Francisco to Marin.", "yes"),
    ],
)
def test_namesake_is_not_the_subject(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # which of the two terms the reply puts first in time
        ("Is Damascus older than Baghdad?", "Baghdad was founded in 762, so Damascus predates Baghdad.", "yes"),
        ("Is Oxford younger than Cambridge?", "Oxford predates Cambridge by about a century.", "no"),
        ("Was the album released in Japan before Brazil?", "Japan: June. Brazil: April. Brazil came first.", "no"),
        ("Was the album released in Japan before Brazil?", "Japan came first, by a week.", "yes"),
        ("Was the album released in Japan after Brazil?", "Brazil came first.", "yes"),
        # near misses: hedged, negated, or a thing that is neither term
        ("Is Damascus older than Baghdad?", "Some claim Baghdad predates Damascus, but that is uncertain.", None),
        ("Is Damascus older than Baghdad?", "Baghdad doesn't predate Damascus.", None),
        ("Is Damascus older than Baghdad?", "The Umayyad Mosque came first.", None),
    ],
)
def test_precedence_of_the_two_terms(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # two compared terms said not to differ
        (
            "Is Lake Tahoe deeper than Lake Geneva?",
            "They are roughly the same depth, so there's no real difference.",
            "no",
        ),
        ("Are owls heavier than hawks of the same wingspan?", "About the same, really.", "no"),
        ("Is a pound of lead heavier than a pound of wool?", "Neither is heavier; a pound is a pound.", "no"),
        # near misses: a side named after it, a negated sameness, an effect rather than a comparison, a plain comparison
        ("Is a pound of lead heavier than a pound of wool?", "Roughly the same or heavier, I'd guess.", None),
        ("Are owls heavier than hawks?", "Owls are heavier than hawks.", "yes"),
        ("Does coffee wake you faster than tea?", "It isn't the case that tea makes no difference.", "no"),
    ],
)
def test_no_difference_between_the_terms(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the asked value written after an unequal sign, another value before it
        ("Is the number of squares on a chessboard equal to 60?", "8 × 8 = 64 ≠ 60.", "no"),
        ("Is the sum of the first 10 odd numbers equal to 90?", "Sum = 100 != 90.", "no"),
        # near misses: another value after the sign; an equation that states the asked value
        ("Is the sum of 3 and 4 equal to 7?", "3 + 4 = 7 ≠ 8.", "yes"),
        ("Is 15 squared equal to 225?", "15² = 225.", "yes"),
    ],
)
def test_asked_value_written_unequal(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a conceded class, then "but more accurately" another kind of the same head noun
        (
            "Is a tomato a root vegetable?",
            "It's often grouped with root vegetables, but it's more accurately a fruit vegetable.",
            "no",
        ),
        (
            "Is the Caspian a freshwater lake?",
            "It is called a freshwater lake at times, but it's more accurately a saltwater lake.",
            "no",
        ),
        # near misses: a head noun that is not the question's; the whole predicate; a pro-form
        ("Is a koala a tree bear?", "It is often called a tree bear, but it's more accurately a marsupial.", "yes"),
        (
            "Is Pluto a dwarf planet?",
            "It is a dwarf planet, but more accurately a trans-Neptunian dwarf planet.",
            "yes",
        ),
        ("Is coffee a mild stimulant?", "Coffee is a mild stimulant, but more accurately a mild one.", "yes"),
    ],
)
def test_recast_as_another_kind(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # another name said to have more of the superlative's quality
        ("Is Lake Baikal the largest lake in Asia?", "The Caspian Sea is larger than Baikal.", "no"),
        (
            "Is the Loire the longest river in Europe?",
            "The Loire is the longest in France. The Volga, however, is longer.",
            "no",
        ),
        ("Is K2 the highest mountain on Earth?", "Everest is higher.", "no"),
        ("Is Tokyo the oldest city in Japan?", "Tokyo is huge. Kyoto and Nara are older than Tokyo.", "no"),
        # near misses: a third term after "than", a hedge, a scope or concession after it, a negation, a reason clause
        ("Is Lake Baikal the largest lake in Asia?", "The Caspian Sea is larger than Lake Ladoga.", None),
        ("Is Lake Baikal the largest lake in Asia?", "The Caspian Sea may be larger, depending on definitions.", None),
        (
            "Is Lake Superior the largest lake by area?",
            "Lake Superior is the largest lake by area. Baikal is larger by volume.",
            "yes",
        ),
        ("Is Jupiter the largest planet?", "Jupiter is the largest. Saturn is not larger.", "yes"),
        (
            "Is Venus the hottest planet?",
            "Mercury is closer, so you'd expect it to be hotter. Venus is hotter still.",
            "yes",
        ),
    ],
)
def test_outranked_by_another_name(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the subject and "would" (or "'d") with the question's own verb: a short restatement
        ("Would a sofa fit through a standard doorway?", "It would fit, just.", "yes"),
        ("Would a sofa fit through a standard doorway?", "It wouldn't fit.", "no"),
        ("Would a canoe float in the Dead Sea?", "It'd float.", "yes"),
        # near misses: another verb, the speaker as subject, a verb of the question's opposite left unread
        ("Would a sofa fit through a standard doorway?", "It'd have to be tilted.", None),
        ("Would a sofa fit through a standard doorway?", "I'd measure first.", None),
        ("Is a grand piano heavy?", "It would be heavy for two people.", None),
        ("Can a camel swim?", "It'd drown, probably.", None),
    ],
)
def test_would_with_the_question_verb(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # "A, not B" with a number written with a separator: the whole number is the one denied
        ("Is the population of Iceland 500,000?", "It's about 380,000, not 500,000.", "no"),
        ("Does the bridge weigh about 12,000 tonnes?", "It weighs 9,500 tonnes, not 12,000.", "no"),
        # near misses: a number without separator, as before
        ("Does a spider have 6 legs?", "Eight, not six.", "no"),
    ],
)
def test_denied_number_with_separator(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a clause after an ellipsis and a comma is read without the comma
        ("Is pi a rational number?", "π ≈ 3.14159..., it's irrational.", "no"),
        ("Is e a rational number?", "e ≈ 2.71828..., it's irrational.", "no"),
        # near misses: a clause after a comma with no ellipsis, and a conclusion cue, as before
        ("Is the square root of 16 a rational number?", "√16 = 4, it's rational.", None),
        ("Is the cube root of 3 a rational number?", "About 1.442..., so it's irrational.", "no"),
    ],
)
def test_clause_after_an_ellipsis(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the reply's own closing question restates the one asked: the verdict after it answers that
        (
            "Is salt a preservative strong enough to keep meat for a year?",
            "It's a preservative, yes. But is it strong enough to keep meat for a year on its own? No — it needs drying.",
            "no",
        ),
        (
            "Is the Moon's gravity strong enough to cause tides on lakes?",
            "It causes ocean tides, yes. But does it cause tides on lakes you could notice? No — they are far too small.",
            "no",
        ),
        # near misses: a closing question about something else, and a verdict after it that agrees
        (
            "Is salt a preservative?",
            "It's a preservative, yes. But is it a healthy one in large amounts? No — too much raises blood pressure.",
            "yes",
        ),
        (
            "Is the Moon's gravity strong enough to cause ocean tides?",
            "It causes ocean tides, yes. But is that its only effect? No — it also slows Earth's spin.",
            "yes",
        ),
        (
            "Has Fermat's Last Theorem been proven?",
            "Many doubted it would be. Has it been proven? Yes - Wiles, 1994.",
            "yes",
        ),
    ],
)
def test_closing_self_asked_question(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # "the answer there is" marks the verdict as "the answer here is" does
        ("Has the sunken fleet been found?", "Divers have searched for decades, and the answer there is no.", "no"),
        ("Is the treaty still in force?", "The answer there is yes, since 1958.", "yes"),
        # near miss: "there is" with no answer noun before it
        ("Is there a fee?", "There is no fee for students.", "no"),
    ],
)
def test_answer_there_marker(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a closing that declines to pick either of two compared things takes back an opening verdict
        (
            "Is Venus hotter than Mercury at noon?",
            "Yes, roughly. Both reach about 430-465°C at their hottest, so they are close. I can't say one is clearly hotter.",
            None,
        ),
        (
            "Is Oxford older than Cambridge?",
            "Yes, probably. Records are thin, and I can't say which is older for certain.",
            None,
        ),
        # near misses: "can't say" about something other than which of the two
        (
            "Is Oxford older than Cambridge?",
            "Yes. I can't say exactly when each was founded, but Oxford came first.",
            "yes",
        ),
        ("Is Oxford older than Cambridge?", "Yes, Oxford is older. I can't say it was by much.", "yes"),
    ],
)
def test_closing_declines_to_pick_one(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value
