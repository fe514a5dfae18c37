"""Classes of yes/no answer the seventeenth blind batch showed the reader missing or misreading.

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
        # "Never <the question's own predicate> without / unless / until ...": the predicate denied, not advice
        ("Is it safe to stare at a welding arc?", "Never safe without a proper mask.", "no"),
        ("Is it legal to hunt deer in the park?", "Never legal unless you hold a permit.", "no"),
        ("Is it okay to borrow a neighbour's ladder?", "Never okay without asking the owner first.", "no"),
        ("Are these wild mushrooms edible?", "Never edible until cooked thoroughly.", "no"),
        ("Is it wise to invest all your savings in one stock?", "Never wise before you read the fees.", "no"),
        # near misses: advice about the act the question asks about, under a condition, stays no verdict
        ("Is it legal to withhold rent?", "Never withhold rent without asking a lawyer first.", None),
        ("Is it safe to swim in the lake?", "Never swim without a lifeguard on duty.", None),
        ("Is it safe for children to swim here?", "Never swim without an adult nearby.", None),
        # ... and a question of harm still reads advice against the act as agreeing
        ("Is it dangerous to mix bleach and ammonia?", "Never mix them without ventilation.", "yes"),
    ],
)
def test_never_the_predicate_under_a_condition(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a conclusion that restates only the question's subject and says something else of it is no "yes"
        # (a whole answer that puts the subject in another category reads "no": see the batch-19 classes)
        ("Is a whale a fish?", "So the whale is a mammal.", "no"),
        ("Is a tomato a vegetable?", "So, botanically, the tomato is a berry.", None),
        ("Is Sydney the capital of Australia?", "Therefore Sydney is merely the largest city.", None),
        ("Was Nero an emperor of Greece?", "Hence Nero was a Roman ruler.", None),
        ("Is the bat a bird?", "It flies, so the bat is a flying mammal.", None),
        # near misses: the same conclusion naming the question's predicate, an opposite of it, or nothing else
        ("Is a whale a fish?", "So the whale is a fish.", "yes"),
        ("Is a whale a fish?", "So the whale is not a fish.", "no"),
        ("Is a whale a fish?", "So whales are.", "yes"),
        ("Is the number 9 odd?", "It leaves a remainder of 1, so 9 is odd.", "yes"),
        ("Is the square root of 2 a rational number?", "Hence the square root of 2 is irrational.", "no"),
        # a verb other than a copula may say the predicate in other words: read as before
        ("Are there more trees on Earth than stars in the galaxy?", "About 3 trillion trees. So trees win.", "yes"),
    ],
)
def test_conclusion_with_another_predicate(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # an opening verdict under a frame, then the other verdict after a contrast or a conclusion: the later one
        (
            "Is a peanut a nut?",
            "Culinarily, yes; botanically it's a legume, and since you asked about botany: no.",
            "no",
        ),
        ("Is the sea level the same everywhere?", "On a map, yes. In reality the surface bulges, so - no.", "no"),
        ("Does 1 + 1 equal 10?", "In decimal, no, but in binary, which is what the question uses, yes.", "yes"),
        ("Is glass a liquid?", "Colloquially yes, however physicists call it an amorphous solid, so no.", "no"),
        ("Can you see the Great Wall from orbit?", "Theoretically yes; but with the naked eye, as asked, no.", "no"),
        ("Is Pluto a planet?", "Historically, yes. Under the 2006 IAU definition, though, no.", "no"),
        ("Is a tomato a fruit?", "Legally no (Nix v. Hedden), but the question is botanical - yes!", "yes"),
        ("Does the Sun orbit the Earth?", "From where we stand, yes, it looks that way, but physically no.", "no"),
        # near misses: two framed verdicts side by side settle nothing; no second bare verdict keeps the first
        ("Is a peanut a nut?", "Culinarily, yes; botanically, no.", None),
        ("Is it legal to jaywalk?", "In most states, yes, but check local rules; no guarantees.", "yes"),
        ("Is it safe to eat raw oysters?", "Technically yes, but few people would risk it.", "yes"),
        ("Is saffron expensive?", "In most markets, yes, though not always.", "yes"),
        ("Is water wet?", "Strictly speaking, yes. Is that a useful answer? No idea.", "yes"),
        ("Is the Earth round?", "Yes, but it bulges at the equator, so not a perfect sphere.", "yes"),
    ],
)
def test_framed_opening_then_the_verdict_settled_on(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # subjects set against each other, each with a short answer: the question's subject decides
        (
            "Is Bern the capital of Switzerland?",
            "Zurich is bigger and Geneva is better known, but neither is the capital - Bern is.",
            "yes",
        ),
        ("Does Iceland have an army?", "Norway does; Iceland doesn't.", "no"),
        ("Can penguins fly?", "Puffins can, penguins can't.", "no"),
        ("Is a cucumber a fruit?", "Lettuce isn't, but cucumbers are.", "yes"),
        ("Does Japan drive on the left?", "China doesn't (it drives on the right), while Japan does.", "yes"),
        ("Were the Romans in Scotland?", "The Vikings were, and the Romans were too.", "yes"),
        ("Has Nepal ever been colonised?", "India has, Nepal hasn't.", "no"),
        ("Do cats purr?", "Lions can't, but cats do.", "yes"),
        ("Is a strawberry a berry?", "Blueberries are berries, strawberries aren't. Odd but true.", "no"),
        # near misses: no short answer for the question's subject, or one standing alone (read as before)
        ("Is Bern the capital of Switzerland?", "Zurich is the biggest city.", None),
        ("Is Bern the capital of Switzerland?", "Bern is.", "yes"),
        # a reply cut off after the auxiliary says nothing
        ("Is the capital of Brazil Rio?", "It moved in 1960, and since then the capital is", None),
    ],
)
def test_contrasted_subjects_with_short_answers(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a bracketed sentence closing the reply is an aside: the verdict before it stands
        (
            "Can you castle out of check?",
            "Rule one forbids it, so no. (You can, however, castle once the check is over.)",
            "no",
        ),
        (
            "Is it legal to drive at 16 in the UK?",
            "Cars need a full licence at 17. So no. (You can, at 16, ride a moped.)",
            "no",
        ),
        (
            "Does it snow in Lima?",
            "Its desert climate rules it out, so no. (It does, though, snow in the Andes above it.)",
            "no",
        ),
        (
            "Do koalas drink water?",
            "They get moisture from leaves, so rarely - no. (They do, occasionally, in droughts.)",
            "no",
        ),
        ("Can ostriches fly?", "Their wings are too small. So no. (They can, however, run at 70 km/h.)", "no"),
        (
            "Is Mercury the hottest planet?",
            "Venus is hotter. So no! (It is, admittedly, the closest to the Sun.)",
            "no",
        ),
        (
            "Is the Sahara the largest desert?",
            "Antarctica is larger, so no. (It is, of course, the largest hot desert.)",
            "no",
        ),
        # near misses: an aside that takes the verdict back, and a reply that is nothing but the bracket
        ("Is the Moon a planet?", "It orbits Earth, so no. (Actually, yes - some call it a double planet.)", "yes"),
        ("Do penguins fly?", "(They can't - their wings are flippers.)", "no"),
    ],
)
def test_closing_bracketed_aside_keeps_the_verdict(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a negation inside a modifier of the restated noun ("with no ...") does not deny the clause
        ("Is the Caspian Sea a lake?", "Despite its name, it's a lake with no outlet to the ocean.", "yes"),
        ("Is Vatican City a country?", "Vatican City is a country with no airport of its own.", "yes"),
        ("Is Mars a planet?", "Mars is a planet with zero liquid water on its surface.", "yes"),
        ("Is Lake Eyre a lake?", "So Lake Eyre is a lake with no water most years.", "yes"),
        ("Was Lincoln a president?", "Lincoln was a president with no formal schooling to speak of.", "yes"),
        # near misses: the modifier is what the question asks about, or the clause itself is denied
        ("Is Venus a planet with moons?", "Venus is a planet with no moons.", "no"),
        ("Is the Caspian Sea a lake?", "It isn't a lake with an outlet; it's a sea.", "no"),
    ],
)
def test_negation_inside_a_modifier(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a closing denial of a noun phrase the question does not hold is no verdict on the question
        (
            "Can you see the Moon during the day?",
            "The Moon is above the horizon half the time, so daytime sightings are common - it's not some rare event.",
            None,
        ),
        (
            "Do volcanoes erupt under the sea?",
            "Most eruptions happen along mid-ocean ridges; it's not a fringe phenomenon.",
            None,
        ),
        ("Do people sleepwalk?", "Plenty of children do; it isn't some rare curiosity.", None),
        # near misses: the denied phrase is the question's, or a verdict idiom
        ("Is a whale a fish?", "It breathes air and nurses its young - it's not a fish.", "no"),
        ("Is the Atlantic larger than the Pacific?", "Atlantic 106 million km², Pacific 165. Not even close.", "no"),
        ("Is Pluto a planet?", "Since 2006 it's classed differently, so it's not a planet.", "no"),
    ],
)
def test_closing_denial_of_another_thing(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a restated act ruled out by a word of prohibition or impossibility after a copula
        ("Can you castle out of check?", "Castling out of check is therefore illegal.", "no"),
        ("Can you jaywalk in Singapore?", "Jaywalking in Singapore is banned and fined.", "no"),
        ("Can a president serve a third term?", "A third term is constitutionally barred for a president.", "no"),
        ("Is it possible to divide by zero?", "Dividing by zero is impossible in ordinary arithmetic.", "no"),
        ("Can you park on a double yellow line?", "Parking on a double yellow line is prohibited at all times.", "no"),
        ("Can you smoke on a plane?", "Smoking on a plane is strictly forbidden.", "no"),
        ("May you bring a dog into the museum?", "Bringing a dog into the museum isn't prohibited.", "yes"),
        # near misses: the question's own word, and a clause that allows the act
        ("Is it illegal to jaywalk in Singapore?", "Jaywalking in Singapore is illegal.", "yes"),
        ("Can you overtake on the right?", "Overtaking on the right is allowed on motorways.", "yes"),
        ("Can you castle out of check?", "Castling out of check is not allowed.", "no"),
    ],
)
def test_restated_act_ruled_out(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the reply opens by calling what is asked (named in the question's words) a myth or a misnomer
        (
            "Do goldfish have a three second memory?",
            "The three-second memory is a myth; goldfish remember for months.",
            "no",
        ),
        (
            "Does sugar make children hyperactive?",
            "That sugar rush is largely a myth, according to controlled trials.",
            "no",
        ),
        ("Do bulls hate the colour red?", "The red thing is a misconception: bulls react to movement.", "no"),
        # a quoted or named claim judged a misnomer
        ("Are bats blind?", "'Blind as a bat' is a misnomer. Bats see quite well.", "no"),
        ("Is a koala a bear?", "The name 'koala bear' is a misnomer; koalas are marsupials.", "no"),
        # near miss: the question asks whether it is a myth
        (
            "Is the three second memory a myth?",
            "The three-second memory is a myth; goldfish remember for months.",
            "yes",
        ),
    ],
)
def test_what_is_asked_called_a_myth(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the usual case denied, as the whole opening clause ("Not always." was read already)
        ("Can you enter the race without qualifying?", "Not normally. You need a qualifying time.", "no"),
        ("Do doctors prescribe antibiotics for colds?", "Not usually - colds are viral.", "no"),
        ("Are wisdom teeth removed in adults?", "Not typically, unless they cause trouble.", "no"),
        ("Do banks open on Sundays?", "Not as a rule.", "no"),
        ("Do shops close at noon?", "Not generally; most stay open.", "no"),
        # near miss: the adverb opens a longer clause
        ("Do doctors prescribe antibiotics for colds?", "Not usually recommended, but some do prescribe them.", None),
    ],
)
def test_usual_case_denied(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a closing check or cross mark written with an emoji variation selector
        ("12 + 1 = 13 ✔️", "yes"),
        ("13 ✅️.", "yes"),
        ("Nope ❌️", "no"),
        ("2 + 2 = 4 ✔️ (basic arithmetic)", "yes"),
    ],
)
def test_closing_mark_with_variation_selector(text: str, value: str) -> None:
    assert _read(None, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the clause after a dash restates the question when no whole sentence does
        (
            "Is Kilimanjaro part of a mountain range?",
            "Kilimanjaro stands on its own - it is not part of any mountain range.",
            "no",
        ),
        ("Is the koala a marsupial?", "Forget the 'bear' label — the koala is a marsupial with a pouch.", "yes"),
        ("Does Iceland have a standing army?", "Defence is handled through NATO – Iceland has no standing army.", "no"),
        (
            "Is Canberra the capital of Australia?",
            "Many guess Sydney — but Canberra is the capital of Australia.",
            "yes",
        ),
        ("Do penguins live in the Arctic?", "Polar bears would eat them — penguins don't live in the Arctic.", "no"),
        # near misses: the clause after the dash is about something else, or leaves a comparison open
        ("Is Kilimanjaro part of a mountain range?", "Kilimanjaro stands alone - a dormant volcano in Tanzania.", None),
        ("Is the Nile longer than the Amazon?", "It is disputed - the Amazon is longer by some measures.", None),
    ],
)
def test_restating_clause_after_a_dash(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a concluding verdict qualified by the cases it covers, as "So in a sense yes" was
        ("A doctor may prescribe them for infections. So in some cases yes.", "yes"),
        ("It varies by brand. Thus in most cases no.", "no"),
        ("Hence in many cases, yes.", "yes"),
        # near miss: another scope set against it in the same sentence
        ("So in some cases yes, in other cases no.", None),
    ],
)
def test_concluding_verdict_scoped_to_cases(text: str, value: str | None) -> None:
    assert _read(None, text) == value
