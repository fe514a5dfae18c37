"""Classes of yes/no answer the twenty-second blind batch showed the reader missing or misreading.

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
        # a verdict word tied to a clause of the reply's own: the clause naming which of the two compared things
        # has more of the quality, or concluding after a cue ("which means", "so", "therefore"), answers
        ("Is the Nile longer than the Amazon?", "So yes, the Amazon is longer.", "no"),
        ("Is the Nile longer than the Amazon?", "Therefore yes: the Amazon is longer.", "no"),
        ("Is Lake Superior larger than Lake Victoria?", "By area: yes, Victoria is larger.", "no"),
        ("Is a kilometre shorter than a mile?", "1 km = 0.62 mi, so yes, the mile is longer.", "yes"),
        ("Is a kilometre shorter than a mile?", "So yes, the mile is shorter.", "no"),
        ("Is 91 a prime number?", "91/7 = 13. So the answer is yes, 7 divides it, which means 91 is not prime.", "no"),
        ("Is 91 a prime number?", "Yes, it has a divisor — therefore 91 isn't prime.", "no"),
        ("Is 91 a prime number?", "No, nothing divides it, so 91 is prime.", "yes"),
        ("Is water denser than ice?", "The answer is no, ice floats, meaning water is denser.", "yes"),
        # the tied clause taken back after a change of mind, negated in so many words
        (
            "Did the train reach the station before noon?",
            "11:40 + 30 min = 12:10. So yes, it arrived in time... actually, 12:10 is after noon. It didn't arrive in time.",
            "no",
        ),
        (
            "Did the package arrive before Friday?",
            "Yes, it arrived early. Wait — it did not arrive early; Saturday.",
            "no",
        ),
        ("Did she pass the exam?", "No, she failed... hold on, I misread the sheet: she never failed.", "yes"),
        # near misses: the clause agrees with the word, names the subject, or gives a value or a detail
        ("Is the Nile longer than the Amazon?", "So yes, the Nile is longer.", "yes"),
        ("Is the Nile longer than the Amazon?", "So no, the Amazon is longer.", "no"),
        ("Is Lake Superior larger than Lake Victoria?", "Thus yes — Lake Victoria is smaller.", "yes"),
        ("Were the first modern Olympics held in Athens?", "Yes, 1896.", "yes"),
        ("Is Brazil's official language Spanish?", "No, Brazil's official language is Portuguese.", "no"),
        ("Does ice sink in water?", "No, it floats — ice is less dense than liquid water.", "no"),
        ("Did the package arrive before Friday?", "Yes, it arrived early. Wait until you see the box!", "yes"),
        ("Did she pass the exam?", "Yes, she passed. Actually, she passed with honours.", "yes"),
    ],
)
def test_verdict_tied_to_its_own_clause(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the question's compared number, put on a side of itself by the reply in words of its own
        ("Do adult humans have more than 200 bones?", "It's over 200.", "yes"),
        ("Do adult humans have more than 200 bones?", "The figure is 206, which exceeds 200.", "yes"),
        ("Do adult humans have more than 200 bones?", "The count stays below 200 bones.", "no"),
        (
            "Will the savings be worth more than $1,200 after three years?",
            "Balance: $1,150 — it doesn't exceed $1,200.",
            "no",
        ),
        ("Will the savings be worth more than $1,200 after three years?", "Total $1,331, in excess of $1,200.", "yes"),
        ("Is the tower taller than 300 metres?", "At 324 m it is above 300 metres.", "yes"),
        ("Did fewer than 40 people attend?", "Attendance was well over 40.", "no"),
        ("Did fewer than 40 people attend?", "The head count came in under 40.", "yes"),
        ("Did fewer than 40 people attend?", "No more than 40 came.", None),
        ("Does the journey take more than 3 hours?", "It takes no more than 3 hours.", "no"),
        # near misses: another number, a bound that includes the number, another thing counted, asked back,
        # a rough figure
        ("Do adult humans have more than 200 bones?", "Babies have over 270.", None),
        ("Do adult humans have more than 200 bones?", "At least 200.", None),
        ("Are there more than 50 states in the US?", "Counting territories, more than 50 jurisdictions.", None),
        ("Do adult humans have more than 200 bones?", "Is it above 200? Let me count.", None),
        ("Do adult humans have more than 200 bones?", "About 200, give or take.", None),
    ],
)
def test_compared_number_in_other_words(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # "either way" leading a clause without a comma: whichever case holds, the clause answers
        ("Do adult humans have more than 200 bones?", "Counts vary a little. Either way it's above 200.", "yes"),
        ("Is a tomato a fruit?", "Chefs disagree. Either way the answer is yes.", "yes"),
        # near misses: "either way" as a noun or inside a clause
        ("Is the plan fine?", "Either way works.", None),
        ("Will the vote pass?", "It could go either way.", None),
    ],
)
def test_either_way_leading_a_clause(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the asker judged right or wrong, alone, about a short clause, or after a verdict word it answers
        ("Isn't Mount Fuji a volcano?", "You're right.", "yes"),
        ("Isn't Mount Fuji a volcano?", "You are not wrong - it last erupted in 1707.", "yes"),
        ("Isn't Mount Fuji a volcano?", "You're right that it is; a dormant one.", "yes"),
        ("Isn't Mount Fuji a volcano?", "You're right that it isn't active, but it is one.", None),
        ("Is the Sahara the largest desert?", "You're mistaken. Antarctica is larger.", "no"),
        ("Is the Sahara the largest desert?", "You're wrong that it is.", "no"),
        (
            "Wasn't the telephone patented in 1876?",
            "No, you're not wrong — Bell's patent dates from March 1876.",
            "yes",
        ),
        ("Do octopuses have three hearts?", "Well, you're absolutely correct.", "yes"),
        # a term of the question judged right or wrong
        ("Did the Titanic sink in 1912?", "1912 is right.", "yes"),
        ("Is Canberra the capital of Australia?", "Canberra is correct.", "yes"),
        ("Did the Titanic sink in 1912?", "The year given, 1912, checks out; 1912 is accurate.", "yes"),
        ("Is Venus the hottest planet?", "Venus is not wrong.", "yes"),
        # near misses: a judgement of something else, another term, what was said, "right" in another sense
        ("Did the Titanic sink in 1912?", "1915 is right.", None),
        ("Is Canberra the capital of Australia?", "That is right.", "yes"),
        ("Is the road on the right?", "You're right to ask.", None),
        ("Is the Sahara the largest desert?", "Your intuition is wrong about deserts in general.", None),
    ],
)
def test_asker_or_term_judged(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a concession, then the question restated after "but" / "yet" with the other verdict: the later clause
        ("Is a bat a mammal?", "Bats don't look like typical mammals, but they are mammals.", "yes"),
        ("Is Pluto a planet?", "It was a planet once, yet it isn't a planet now.", "no"),
        ("Is a peanut a nut?", "A peanut is called a nut, but it isn't a nut at all; it's a legume.", "no"),
        (
            "Is a seal a mammal?",
            "Seals don't walk like mammals and they swim all day, but they are indeed mammals.",
            "yes",
        ),
        # near misses: the later clause turns the terms round, or restates nothing
        ("Is a square a rectangle?", "Every square is a rectangle, but not every rectangle is a square.", "yes"),
        ("Is a whale a fish?", "A whale is not a fish, but it lives in the sea.", "no"),
        ("Is a bat a mammal?", "Bats are mammals, but they may be rabid.", "yes"),
        ("Is a bat a bird?", "Bats are not birds, but birds and bats both fly.", "no"),
    ],
)
def test_restatement_after_a_contrast(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # indecision the reply reports of others is no indecision of its own
        ("Did most members back the motion?", "No, because 60 were undecided.", "no"),
        ("Did most members back the motion?", "No: 40 for, 35 against, and 25 are undecided.", "no"),
        ("Did most members back the motion?", "No - a quarter of members remain undecided, so no majority.", "no"),
        ("Did most members back the motion?", "Yes, though a few were still undecided.", "yes"),
        # near misses: the reply's own indecision
        ("Did most members back the motion?", "Undecided.", None),
        ("Did most members back the motion?", "I'm undecided.", None),
        ("Did most members back the motion?", "We are still undecided.", None),
        ("Did most members back the motion?", "Honestly, undecided.", None),
    ],
)
def test_indecision_of_others(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a hedged verdict, then the reply closes by saying it is unsure which holds
        (
            "Is Lake Baikal deeper than Lake Tanganyika?",
            "I believe so, but the figures are close... I'm honestly unsure which is deeper.",
            None,
        ),
        (
            "Is Lake Baikal deeper than Lake Tanganyika?",
            "Probably yes. The data is old; I'm uncertain whether it holds.",
            None,
        ),
        ("Is Lake Baikal deeper than Lake Tanganyika?", "I think so. Unsure.", None),
        # near misses: others unsure, or the doubt settled after it
        (
            "Is Lake Baikal deeper than Lake Tanganyika?",
            "Yes. Some sources are unsure which is deeper, but Baikal is.",
            "yes",
        ),
        (
            "Is Lake Baikal deeper than Lake Tanganyika?",
            "I'm unsure which figure to trust, but yes, Baikal is deeper.",
            "yes",
        ),
        ("Is Lake Baikal deeper than Lake Tanganyika?", "Yes, I'm sure.", "yes"),
    ],
)
def test_closing_uncertainty(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a lone verdict letter after the reply says the answer cannot be known is a stray letter
        ("Will the stock market go up next year?", "I can't predict the future. Y", None),
        ("Will it snow on New Year's Day?", "Nobody can reliably predict that. N", None),
        ("Will the stock market go up next year?", "I'm unable to know that. Y.", None),
        # near misses: a letter closing a reasoned reply
        ("Is 7 prime?", "Only divisible by 1 and itself. Y", "yes"),
        ("Is 7 prime?", "You can tell by trial division. Y", "yes"),
    ],
)
def test_letter_after_declining(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # "yes and no", then a closing sentence that settles it by restating the question
        ("Is a whale a fish?", "Yes and no. Sailors called them fish. Strictly, a whale is not a fish.", "no"),
        ("Is a bat a bird?", "Well, yes and no. It flies. But in the end, a bat is not a bird.", "no"),
        ("Is a tomato a fruit?", "Yes and no. Cooks disagree. Ultimately, though, a tomato is a fruit.", "yes"),
        ("Is Pluto a planet?", "Yes and no — that said, Pluto is a dwarf planet, not a planet.", "no"),
        (
            "Is a peanut a nut?",
            "Honestly, yes and no. Shops sell it with nuts. Technically, though, in botanical terms, a peanut isn't a nut.",
            "no",
        ),
        # near misses: a closing sentence with no settling word, or one that restates nothing
        ("Is a tomato a fruit?", "Yes and no. Botanically it's a fruit; in cooking it's a vegetable.", None),
        ("Is a whale a fish?", "Yes and no. But it depends on who you ask.", None),
        ("Is a whale a fish?", "Yes and no. Still, it lives in the sea.", None),
    ],
)
def test_yes_and_no_settled_by_a_restatement(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a one-word fragment that is otherwise a filler adverb, when the question predicates that very word
        ("Is zero an even number?", "Even. Its neighbours -1 and 1 are both odd.", "yes"),
        ("Is 14 an even number?", "Even!", "yes"),
        ("Is the number 12 even?", "Even.", "yes"),
        # near misses: the word not the question's, or an adverb in "-ly"
        ("Is the soup hot?", "Even.", None),
        ("Is honey the only food that never spoils?", "Only.", None),
    ],
)
def test_filler_word_as_the_predicate(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a closing fragment after a dash or a colon that denies (or names) the thing the question asks about
        ("Did Marcus make a profit on the bicycle?", "Cost $165, sold for $160. So he lost $5 — no profit.", "no"),
        ("Did Marcus make a profit on the bicycle?", "Cost 165, sale 160: zero profit.", "no"),
        ("Did Marcus make a profit on the bicycle?", "Sold at a loss: no profit at all.", "no"),
        ("Does the patient have a fever?", "Temperature 36.8 °C — no fever.", "no"),
        # near misses: an idiom with "no", a fragment naming nothing the question asks about
        ("Does the patient have a fever?", "It's 39 °C - no question.", None),
        ("Does the patient have a fever?", "Measured twice - no change.", None),
    ],
)
def test_closing_denied_fragment(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a claim named by a noun phrase of the question's own words ("the claim of a decrease"), judged
        (
            "Did the town's population decrease between 2010 and 2020?",
            "It rose, so the claim of a decrease is false.",
            "no",
        ),
        (
            "Did the town's population decrease between 2010 and 2020?",
            "The claim of a decrease is correct: it fell.",
            "yes",
        ),
        ("Did prices rise in March?", "Prices went up 2%, so the notion of a rise is accurate.", "yes"),
        ("Did prices rise in March?", "The idea of a price rise is simply wrong.", "no"),
        # near misses: a noun phrase the question does not use
        ("Did prices rise in March?", "The claim of a fall is false.", None),
        ("Did the town's population decrease between 2010 and 2020?", "The claim of a decline is false.", None),
    ],
)
def test_claim_named_by_a_noun_phrase(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # advice on where to look the answer up asserts nothing of it, whatever words of the question it names
        (
            "Can a person legally marry a first cousin in every country?",
            "Laws differ by country, so I'd recommend checking the statutes of the specific country you mean.",
            None,
        ),
        (
            "Is a visa required for Brazil?",
            "Rules vary by passport, so you should check the visa rules for Brazil.",
            None,
        ),
        (
            "Is a visa required for Brazil?",
            "Rules vary, so I would suggest confirming the visa requirement with the Brazilian consulate.",
            None,
        ),
        # near misses: a verdict given, then the advice
        ("Does the warranty cover water damage?", "Yes. I'd recommend checking the fine print anyway.", "yes"),
        ("Is the museum open on Mondays?", "The museum is open on Mondays.", "yes"),
    ],
)
def test_advice_to_look_it_up(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a closing sentence that calls the verdict a matter of words leaves it open
        (
            "Is the heart on the left side of the chest?",
            "Mostly central. Whether that counts as left is semantics — neither purely left nor central.",
            None,
        ),
        (
            "Is a hot dog a sandwich?",
            "Bread around a filling. Whether that makes a hot dog a sandwich is just semantics.",
            None,
        ),
        (
            "Is a hot dog a sandwich?",
            "It's bread around a filling; calling it a sandwich or not is really terminology.",
            None,
        ),
        # near misses: the matter of words set aside by "but", or no such closing
        ("Is a hot dog a sandwich?", "Whether it's a sandwich is semantics, but a hot dog is not a sandwich.", "no"),
        ("Is Pluto a planet?", "Pluto is not a planet under the 2006 definition.", "no"),
    ],
)
def test_left_to_words(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # two compared names sharing a word ("Canal", "Lake", "River"): only the words that tell them apart name a term
        ("Is the Panama Canal longer than the Suez Canal?", "The Suez Canal is longer.", "no"),
        ("Is the Panama Canal longer than the Suez Canal?", "The Suez Canal is shorter.", "yes"),
        ("Is the Panama Canal longer than the Suez Canal?", "The Suez Canal is longer than the Panama Canal.", "no"),
        ("Is Lake Superior larger than Lake Victoria?", "So Lake Victoria is bigger.", "no"),
        ("Is Lake Superior larger than Lake Victoria?", "Lake Victoria is smaller.", "yes"),
        ("Is the Nile River longer than the Amazon River?", "The Amazon River is longer by most measures.", "no"),
        ("Is Mount Everest taller than Mount Kilimanjaro?", "Mount Kilimanjaro is shorter by about 3,000 m.", "yes"),
        # near misses: the subject named, the two terms the subject's, the comparison restated in order
        ("Is the Panama Canal longer than the Suez Canal?", "The Panama Canal is longer.", "yes"),
        ("Is the Nile River longer than the Amazon River?", "The Nile River is longer.", "yes"),
        ("Does Australia have more kangaroos than people?", "So kangaroos outnumber people.", "yes"),
        ("Is the Panama Canal longer than the Suez Canal?", "The Panama Canal is longer than the Suez Canal.", "yes"),
    ],
)
def test_comparison_of_names_sharing_a_word(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the compared number read before a restatement that would take another value for the answer
        ("Did the fund raise more than $1,000,000?", "Final total: $1.2M, well over $1,000,000.", "yes"),
        ("Did the fund raise more than $1,000,000?", "It fell short of $1,000,000.", "no"),
        ("Is the tree older than 500 years?", "It's well beyond 500 years.", "yes"),
        ("Is the tree older than 500 years?", "Ring counts put it at younger than 500 years.", "no"),
        # near misses: the number in a reported or hedged sentence
        (
            "Can paper be folded in half more than 7 times?",
            "The old claim is that you can't fold paper more than 7 times.",
            None,
        ),
        ("Is the tree older than 500 years?", "It may be over 500 years.", None),
    ],
)
def test_compared_number_before_other_values(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value
