"""Classes of yes/no answer the fourteenth blind batch showed the reader missing.

Each class is fixed by a general rule; the texts here are our own (not copies of blind rows), with
near misses that must keep reading as before. Restatements are read with the question
(``read_yes_no(text, question=...)``), as the ``yes_no`` evaluator reads them.
"""

from __future__ import annotations

import time

import pytest
from scorewire.extraction import read_yes_no

from tests.core.yesno_reading import read_with_question as _read


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # "either way" leading a conclusion: whichever case holds, the verdict after it does
        ("Was the bridge built before 1900?", "Sources give 1887 or 1889. Either way, yes.", "yes"),
        (
            "Was the bridge built before 1900?",
            "It was the 1880s or the 1890s; either way - before 1900, so yes.",
            "yes",
        ),
        ("Did the treaty end the war?", "Some date it to 1912, others to 1913, but either way: no.", "no"),
        ("Is the shop open on Sundays?", "The sign and the website disagree, and either way, no.", "no"),
        ("Are there more than 40 members?", "- 43 full members\n- 5 observers\n\nEither way, over 40 → yes.", "yes"),
        (
            "Is a 2 kg cake heavier than 4 lb?",
            "4 lb is 1.81 kg, or 1.8 rounded. Either way — lighter, so the 2 kg one is heavier: yes.",
            "yes",
        ),
        # near misses: "either way" inside the clause leaves the verdict open
        ("Will it rain tomorrow?", "It could go either way.", None),
        ("Does the drug work?", "There's no strong evidence either way.", None),
        ("Is he guilty?", "I can't say either way, honestly.", None),
        ("Will the vote pass?", "It could go either way, depending on turnout.", None),
    ],
)
def test_either_way_leading_a_conclusion(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a denial limited to a manner, a degree or a time, set off by a dash, a colon or a semicolon
        ("Is the lake frozen in winter?", "Not solidly — the ice stays thin near the inlet.", "no"),
        ("Is Norway covered mostly by forest?", "Not mostly: woodland is about a third of the land.", "no"),
        ("Can you talk to the driver?", "Not while the bus is moving - there's a sign about it.", "no"),
        ("Do these batteries hold their charge?", "Not reliably; they drain within a week.", "no"),
        ("Is the museum free?", "Not anymore — tickets came back in 2019.", "no"),
        ("Can I park here?", "Not during school hours: the bays are for buses then.", "no"),
        ("Does the comet stay visible all year?", "Not permanently - only for a few weeks.", "no"),
        # near misses: additive "not only", a hedge, a litotes, a sentence adverb
        ("Is the lake frozen in winter?", "Not only in winter — it stays frozen into April.", None),
        ("Is the lake frozen in winter?", "Not necessarily — it depends on the year.", None),
        ("Is it common for the lake to freeze?", "Not unusually — it happens every year.", None),
        ("Is the lake frozen in winter?", "Not surprisingly, it freezes solid.", None),
    ],
)
def test_limited_denial_set_off_by_a_dash(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the verdict named as a graded noun after the answer's own name
        ("Is a koala a bear?", "It looks like one, but it's a marsupial, so the answer is a firm no.", "no"),
        ("Is the tower taller than the church?", "By 40 metres. My answer is a resounding yes.", "yes"),
        ("Can a penguin fly?", "Underwater, sort of - but in the air the verdict is a clear no.", "no"),
        ("Is a tomato a fruit?", "Botanically, the answer would be a qualified yes.", "yes"),
        # an answer marker, then an adverb and the pro-form
        ("Did Newton say it?", "No source from his lifetime has it. Short answer: almost certainly not.", "no"),
        ("Is the bridge safe?", "It passed inspection last month. Bottom line - very much so.", "yes"),
        ("Did the letter arrive?", "Tracking stops in Leeds. Verdict: sadly not.", "no"),
        # a source's lean, not only the speaker's
        ("Did Van Gogh paint it?", "The attribution was doubted, but most experts now lean toward yes.", "yes"),
        ("Is the fossil a bird?", "Palaeontologists lean towards no.", "no"),
        # near misses: a yes/no question named, a lean denied, a pro-form that hedges
        (
            "Is the tower taller than the church?",
            "That's a yes-or-no question, and the answer is a clear yes/no split.",
            None,
        ),
        ("Is the fossil a bird?", "I don't lean toward yes or no.", None),
        ("Did Newton say it?", "Short answer: possibly so.", None),
    ],
)
def test_graded_or_marked_verdicts(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a closing fragment that only echoes the question's predicate, denied or not
        ("Is Bolivia landlocked?", "It lost its coast in 1884 and has had none since. So — landlocked.", "yes"),
        (
            "Is it dangerous to wake a sleepwalker?",
            "They may be confused, nothing worse. Hence: not really dangerous.",
            "no",
        ),
        ("Is the Nile longer than the Amazon?", "6,650 km against 6,400 km. Thus, longer.", "yes"),
        ("Is the recipe vegan?", "It has butter and eggs in it. So, not vegan.", "no"),
        ("Is cork waterproof?", "Its cells are full of suberin.\nSo - essentially waterproof.", "yes"),
        # near misses: a fragment with words the question does not ask about
        ("Is it dangerous to wake a sleepwalker?", "They may be confused. So, not worth the worry.", None),
        ("Is the recipe vegan?", "Depends on the stock. So — it depends.", None),
        ("Is Bolivia landlocked?", "It lost its coast in 1884. So — landlocked, with a navy anyway.", None),
    ],
)
def test_closing_echo_of_the_predicate(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


def test_new_shapes_stay_linear_on_padding() -> None:
    for text in (
        "Not " + "very " * 4000 + "-",
        "Either way, " * 3000,
        "So — " + "landlocked " * 4000,
        "The answer is a " + "firm " * 4000 + "no.",
        "Short answer: " + "almost " * 4000 + "not.",
    ):
        start = time.perf_counter()
        read_yes_no(text, question="Is Bolivia landlocked and is the answer firm?")
        assert time.perf_counter() - start < 2.0


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the role the question names, filled in a clause of its own by another name (or by the subject)
        ("Is Sydney the capital of Australia?", "Sydney is the biggest city; the capital is Canberra.", "no"),
        ("Is Zurich the capital of Switzerland?", "Zurich is the financial hub, but the federal city is Bern.", None),
        (
            "Is Everest the highest mountain in Africa?",
            "Everest is in Asia. Africa's highest mountain is Kilimanjaro.",
            "no",
        ),
        ("Is Toronto the capital of Canada?", "Canada's capital is Ottawa, and Toronto is the largest city.", "no"),
        ("Is Almaty the capital of Kazakhstan?", "Astana replaced it as capital in 1997.", "no"),
        ("Is Mumbai the capital of India?", "Mumbai is the financial centre, while the capital is New Delhi.", "no"),
        ("Is Ottawa the capital of Canada?", "Toronto is larger, but the capital is Ottawa.", "yes"),
        (
            "Was Kyoto the capital of Japan in 1700?",
            "Edo was the seat of the shogun, but the capital was Kyoto.",
            "yes",
        ),
        # near misses: a role held in another tense, another role, a reported claim
        ("Is Lisbon the capital of Portugal?", "The capital was Coimbra until 1255; Lisbon took it later on.", None),
        ("Is Porto the capital of Portugal?", "Porto is a lovely city, and the capital of the north is Braga.", None),
        ("Is Porto the capital of Portugal?", "Some guidebooks claim the capital is Porto.", None),
    ],
)
def test_role_filled_by_another_name(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # both verdicts, each for a part or a reading of its own: no one answer
        ("Is the river navigable?", "Downstream of the dam it is, upstream not. So partly yes, partly no.", None),
        ("Is coffee healthy?", "Sometimes yes, sometimes no - it depends on the dose.", None),
        ("Did the treaty hold?", "In part yes, in part no.", None),
        ("Is Pluto a planet?", "Yes (before 2006) / No (under the current IAU rule).", None),
        ("Is glass a solid?", "No (by structure) or yes (by behaviour), as you like.", None),
        # near misses: one verdict, its reading in brackets; a second reading that wins
        ("Is Pluto a planet?", "No (under the current IAU rule). It was demoted in 2006.", "no"),
        ("Is the river navigable?", "Partly yes: up to the dam.", "yes"),
        # the verdict made to turn on an open choice, or a short answer declined: no commitment
        (
            "Is a horse faster than a deer?",
            "A deer sprints faster; a horse lasts longer. It comes down to which distance.",
            None,
        ),
        (
            "Can a landlord enter without notice?",
            "A landlord can enter in an emergency. It hinges on whether it is one.",
            None,
        ),
        (
            "Is a verbal contract binding?",
            "A verbal contract can be binding; I'd rather not give a one-word answer, since proof is the problem.",
            None,
        ),
        # a restatement broken off after a word that cannot end a clause restates nothing
        ("Is Spain larger than Germany?", "Spain, with its islands, is... well, Germany is about", None),
        ("Is Spain larger than Germany?", "Spain is larger than Germany, by a good margin...", "yes"),
    ],
)
def test_no_single_verdict(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the judgement alone, opening the answer, for a question of whether something is fine or harmful
        ("Is it OK to charge a phone overnight?", "Generally fine — the charger stops at 100%.", "yes"),
        ("Is it safe to eat raw cookie dough?", "Not safe at all: raw flour and eggs carry bacteria.", "no"),
        ("Is it dangerous to mix bleach and vinegar?", "Extremely dangerous - it releases chlorine gas.", "yes"),
        ("Is it harmful to crack your knuckles?", "Totally harmless; the sound is gas bubbles.", "no"),
        # near misses: a hedge or a condition, no judgement word
        ("Is it OK to charge a phone overnight?", "Risky, if the charger is cheap.", None),
        ("Is it OK to charge a phone overnight?", "Probably fine, though heat is the enemy.", None),
        ("Is it dangerous to mix bleach and vinegar?", "Very bad idea - it releases chlorine gas.", None),
        # what holds from a time on that reaches today names the subject or another name
        ("Is Almaty the capital of Kazakhstan?", "Almaty was the capital until 1997. Since then it's Astana.", "no"),
        ("Is Bonn the seat of government?", "Bonn was, until 1999. Ever since 1999, it has been Berlin.", "no"),
        ("Is Berlin the seat of government?", "Bonn was, until 1999. Since then it's Berlin.", "yes"),
        # a bare value given as the norm
        ("Does a week have 7 days?", "Typically 7 (Monday to Sunday).", "yes"),
        ("Does a piano have 88 keys?", "Usually 88; some concert grands have 97.", None),
        ("Does a guitar have 6 strings?", "Normally six.", "yes"),
        ("Does a guitar have 6 strings?", "Usually 12 (on that model).", "no"),
    ],
)
def test_judgement_fragment_time_since_and_normal_value(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a comparison restated with its margin, or a predicate with the time it held by
        ("Is the Sahara larger than the contiguous United States?", "The Sahara is bigger by a million km².", "yes"),
        ("Is Mont Blanc taller than the Matterhorn?", "Mont Blanc is taller by about 330 metres.", "yes"),
        ("Is Lake Superior smaller than Lake Victoria?", "Lake Superior is larger by far.", "no"),
        ("Was the bridge finished when the war began?", "It was finished by then.", "yes"),
        # near misses: an agent after "by" is no margin
        ("Was Caesar killed by Brutus?", "He was killed by two senators.", None),
        ("Was Caesar killed by Brutus?", "He was killed by a mob.", None),
        # "one of the two" followed by a noun names a member of a pair, not an undecided choice
        (
            "Is French an official language of Canada?",
            "French is one of the two official languages, with English.",
            "yes",
        ),
        ("Is Hindi an official language of India?", "It's one of the two, I can't tell which.", None),
        ("Is Hindi an official language of India?", "Hindi is one of those two options.", None),
    ],
)
def test_margin_time_and_member_of_a_pair(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a verb of assent or dissent, negated or not, framing a short answer: the product of the polarities
        ("Is Antarctica a desert?", "I can't deny that it is: it gets almost no rain.", "yes"),
        ("Does the bridge sway?", "We wouldn't dispute that it does, in strong wind.", "yes"),
        ("Is the tax fair?", "I'd deny that it is.", "no"),
        ("Is the road safe at night?", "I agree that it is; it is well lit.", "yes"),
        ("Is the road safe at night?", "I can't agree that it is.", "no"),
        ("Was the vote close?", "I'll admit that it wasn't.", "no"),
        # near misses: assent to the asker with no clause after it, a denial of "it" alone (read as before)
        ("Is the road safe at night?", "I agree with you.", "yes"),
        ("Is the road safe at night?", "I can't deny it.", "yes"),
    ],
)
def test_assent_or_dissent_over_a_clause(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the opening denies the question's own noun phrase, whole
        ("Does the US have a national ID card?", "No national ID card. Passports serve instead.", "no"),
        (
            "Is there a speed limit on the autobahn?",
            "No speed limit - on many stretches you can go as fast as you like.",
            "no",
        ),
        ("Does the hotel have a pool?", "No pool; there's a spa across the road.", "no"),
        ("Did the ship carry any lifeboats?", "No lifeboats!", "no"),
        # near misses: an idiom, a noun phrase the question does not hold
        ("Does the US have a national ID card?", "No problem — it has one.", None),
        ("Is there a speed limit on the autobahn?", "No general speed limit.", None),
        ("Does the US have a national ID card?", "No doubt about it.", "yes"),
    ],
)
def test_question_noun_phrase_denied_whole(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value
