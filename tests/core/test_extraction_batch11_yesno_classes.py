"""Classes of yes/no answer the eleventh blind batch showed the reader missing.

Each class is fixed by a general rule; the texts here are our own (not copies of blind rows), with
near misses that must keep reading as before. Restatements are read with the question
(``read_yes_no(text, question=...)``), as the ``yes_no`` evaluator reads them.
"""

from __future__ import annotations

import pytest

from tests.core.yesno_reading import read_with_question as _read

# --- restatements: how the reply's clause relates to the question's words -------------------


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # another rank in the question's slot, whatever else the clause covers
        ("Was Jefferson the first President of the United States?", "Jefferson was the third president.", "no"),
        ("Is Mars the second planet from the Sun?", "Mars is the 4th planet from the Sun.", "no"),
        ("Was Gagarin the first man in space?", "Gagarin was the first man in space.", "yes"),
        ("Was the 1998 final the 16th World Cup?", "The 1998 final was the 16th World Cup.", "yes"),
    ],
)
def test_a_rank_other_than_the_asked_one_denies(question: str, text: str, value: str) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a verb of intent or attempt over the predicate: planned, not asserted (nothing)
        ("Did the Vasa sail to Poland?", "The Vasa was meant to sail to Poland, with 64 guns aboard.", None),
        ("Did Scott reach the South Pole first?", "Scott planned to reach the South Pole first.", None),
        ("Did Luna 2 land on the Moon?", "Luna 2 was the probe designed and scheduled to land on the Moon.", None),
        ("Did the rover climb Mount Sharp?", "The rover attempted to climb Mount Sharp in 2014.", None),
        ("Did Voyager 2 visit Neptune?", "Voyager 2 was supposed to visit Neptune and Uranus.", None),
        # near misses: the question asks about the intent itself, or the clause asserts the act
        ("Did Scott try to reach the pole?", "Scott tried to reach the pole.", "yes"),
        ("Was the tower meant to be temporary?", "The tower was meant to be temporary.", "yes"),
        ("Did Apollo 11 land on the Moon?", "Apollo 11 landed on the Moon in July 1969.", "yes"),
    ],
)
def test_a_verb_of_intent_does_not_assert_its_clause(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


# --- the shape of the reply against the question --------------------------------------------


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # an adverb of scope before a short auxiliary answer or an addressed verdict
        ("Are peanuts nuts?", "Botanically, they are not. They are legumes.", "no"),
        ("Is a tomato a vegetable?", "Culinarily it is - botanists disagree.", "yes"),
        ("Is jaywalking legal in Ohio?", "Legally - no sir. It is a misdemeanour.", "no"),
        ("Is a whale a fish?", "Biologically, nope, buddy. It's a mammal.", "no"),
        # a closing conclusion whose lead phrase ends in a colon, or "So:" itself
        ("Is Pluto a planet?", "It was demoted in 2006. So: a dwarf planet, no.", "no"),
        (
            "Can a goldfish live for twenty years?",
            "Most die young in bowls. With a big pond, though, some have. So it's possible: yes.",
            "yes",
        ),
        ("Is the Dead Sea a sea?", "Technically not, strictly yes? Whatever. So, by name: yes.", "yes"),
        # a closing short answer in the question's own auxiliary
        (
            "Did Newton discover gravity?",
            "He described it mathematically; apples fell before him. So he did not.",
            "no",
        ),
        ("Can penguins swim?", "They spend most of their lives at sea. Hence they can.", "yes"),
        ("Was Caesar an emperor?", "He was dictator for life, never emperor. Therefore he wasn't.", "no"),
        ("Will ice float on oil?", "Ice is denser than most cooking oils. So it will not.", "no"),
        # a verdict letter as the closing sentence
        ("Is Rome in Italy?", "Rome is the capital of Italy. Y.", "yes"),
        ("Is Lyon the capital of France?", "Paris is. N", "no"),
        # a colon and a verdict word of another language closing the reply
        ("Is Jakarta in Malaysia?", "Jakarta ada di Indonesia. Jawabannya: tidak.", "no"),
        ("Is Lisbon in Portugal?", "Lisboa é a capital de Portugal. Resposta: sim.", "yes"),
        # a quantity next to none, or the act called impossible within a scope
        ("Did the album sell many copies?", "Barely any. It was pulled after a week.", "no"),
        ("Do cats like baths?", "Hardly ever, in my experience.", "no"),
        ("Is it possible to see Mars by eye?", "Impossible without a telescope, some say - but that's a myth.", "no"),
        # an occurrence answers a question of possibility
        ("Can it rain in the Atacama?", "It does happen - roughly once a decade.", "yes"),
        ("Is it possible to climb Everest without oxygen?", "It's been done: Messner did it in 1978.", "yes"),
        ("Could lightning strike twice?", "It has happened many times.", "yes"),
        # a restriction answers a question about all or always
        ("Is the library always open?", "Only on weekdays, from nine to five.", "no"),
        ("Do all snakes have venom?", "Just some of them - most are harmless.", "no"),
        ("Is every bridge in Venice made of stone?", "Only a few are; many are wooden or iron.", "no"),
        # a lack of what an outcome needs
        ("Will the Moon ever become a star?", "The Moon isn't nearly massive enough to fuse hydrogen.", "no"),
        ("Can a kite lift a person?", "A normal kite is not big enough for that.", "no"),
        # a fragment answering "the same ...?"
        ("Are alligators and crocodiles the same animal?", "Different species, different families.", "no"),
        ("Are the Netherlands and Holland the same place?", "Not the same: Holland is two provinces.", "no"),
        ("Is a puma the same as a cougar?", "The very same cat, different names.", "yes"),
    ],
)
def test_verdicts_by_the_shape_of_the_reply(question: str, text: str, value: str) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # "only" is no adverb of scope, and a restriction does not answer a question about one case
        ("Is the shop open on Sunday?", "Only on the first Sunday of the month.", None),
        # an occurrence does not answer a question that is not about possibility
        ("Is the Atacama the driest desert?", "It does happen to be, by most measures.", None),
        # "enough" in the question itself: the restatement reads it
        ("Is the lake deep enough to dive?", "The lake is not deep enough for diving.", "no"),
        # a letter inside a name is no verdict
        ("Is vitamin C an acid?", "Ascorbic acid is vitamin C.", "yes"),
        # a scarce thing that is no verdict
        ("Is the bridge old?", "Barely anyone crosses it now, but it dates from 1820.", None),
    ],
)
def test_near_misses_of_the_shapes(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # none of what the question asks about
        ("Does Mercury have any moons?", "Zero moons, like Venus.", "no"),
        ("Does diet cola contain calories?", "No calories at all - it's sweetened artificially.", "no"),
        ("Are there any trees on the island?", "Not a single tree.", "no"),
        # a claim called only partly true commits to neither
        ("Do bats see in the dark?", "Some use echolocation instead. So it's partly true.", None),
        ("Is Venice sinking?", "It's half right: the city subsides, the sea rises.", None),
        ("Is chocolate toxic to dogs?", "Kind of true - dose matters.", None),
        # a verdict scoped to a frame, then what holds in reality
        ("Can cars fly?", "In cartoons, yes! In reality, no road car can take off, so no.", "no"),
        ("Is the Great Wall visible from orbit?", "In myth, sure. But in fact, it is too narrow to see, so no.", "no"),
        ("Do ostriches bury their heads?", "On postcards, yes. In practice, they turn their eggs; no.", "no"),
        # a verdict after each of two labels, different: no one answer
        ("Is coffee bad for you?", "In moderation: no. In large doses: yes. It depends on how much.", None),
        ("Is a tomato a fruit?", "To a botanist: yes. To a chef: no.", None),
        # advice against the act answers a question about its harm
        ("Is it dangerous to look at the Sun?", "Never look at it without a filter.", "yes"),
        ("Is it a mistake to water cacti daily?", "Don't - they rot.", "yes"),
        ("Is it unwise to swim after eating?", "Never mind the myth; swim when you like.", None),
        # the speaker has no way to know: the restatement is no answer
        (
            "Is the museum open today?",
            "I don't have access to current opening hours, so I can't confirm the museum is open today.",
            None,
        ),
        ("Did the flight land on time?", "I have no way of checking whether the flight landed on time.", None),
    ],
)
def test_shapes_of_the_whole_reply(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a partial word far from the verdict leaves it alone
        ("Is the Earth round?", "Partly flattened at the poles, but yes, it's round.", "yes"),
        # an answer marker among labelled verdicts is no second case
        ("Is Pluto a planet?", "First thought: yes. Final answer: no.", "no"),
        # advice against the act answers a question about its safety as a no
        ("Is it safe to look at the Sun?", "Never look at it directly.", "no"),
        # reality agreeing with the frame changes nothing
        ("Can whales sing?", "In documentaries, yes. In reality, yes too.", "yes"),
    ],
)
def test_near_misses_of_the_whole_reply(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a lead-in holding a number with a decimal point or a thousands separator
        ("Does the API support JSON?", "For versions 2.1 and later, yes - earlier ones only XML.", "yes"),
        ("Is the road open?", "Past kilometre 1,200, no: it is closed for repairs.", "no"),
        # an interjection before a verdict word of another language
        ("Is Lima in Peru?", "Hmm, sí - es la capital.", "yes"),
        ("Is Oslo in Sweden?", "Well, nein. Oslo liegt in Norwegen.", "no"),
        ("Is Kyoto in Japan?", "Ah, oui - c'est l'ancienne capitale.", "yes"),
        # a verb or adverb, "que" / "che", then the verdict word
        ("Is Madrid in Spain?", "Creo que sí, es la capital.", "yes"),
        ("Is Porto the capital?", "Acho que não: é Lisboa.", "no"),
        ("Is Milan the capital of Italy?", "Direi che no, la capitale è Roma.", "no"),
        ("Is Rome in Italy?", "Ovvio che sì!", "yes"),
        ("Is Cusco the capital of Peru?", "No creo que sí; es Lima.", "no"),
        # a verdict word of a language written without spaces, running into what follows
        ("Is Chiang Mai in Thailand?", "ใช่ค่ะ เชียงใหม่อยู่ในประเทศไทย", "yes"),
        ("Is Bangkok in Laos?", "ไม่ใช่ครับ กรุงเทพอยู่ในประเทศไทย", "no"),
        ("Is Beijing the capital of China?", "是的，北京是中国的首都。", "yes"),
        ("Is Osaka the capital of Japan?", "いいえ、首都は東京です。", "no"),
        # the claim turned round after an interjection or adverb
        ("Is the Sahara cold?", "Oh, just the opposite - it is among the hottest places.", "no"),
        ("Do heavier objects fall faster?", "Haha, the reverse is true? No - they fall at the same rate.", "no"),
        ("Is Iceland icy and Greenland green?", "Honestly, quite the reverse.", "no"),
    ],
)
def test_leads_and_verdict_words_of_other_languages(question: str, text: str, value: str) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # "que no" inside a clause is no verdict
        ("Is Madrid in Spain?", "Dice que no hay duda sobre eso.", None),
        # an interjection before an English clause: the clause is read as the restatement it is
        ("Is Lima in Peru?", "Hmm, Lima is in Peru.", "yes"),
        ("Is Lima in Chile?", "Well, Lima is not in Chile.", "no"),
        # a sentence end inside the lead-in still ends the sentence
        ("Is the road open?", "It was paved in 1990. Now, yes it is open.", "yes"),
    ],
)
def test_near_misses_of_leads_and_other_languages(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a frame over a judgement of the claim
        ("Do camels store water in their humps?", "I'd say that's wrong - the humps hold fat.", "no"),
        ("Is Everest the highest peak above sea level?", "I believe that's correct, at 8,849 m.", "yes"),
        ("Do we use only 10% of our brains?", "I'm fairly sure it's a myth.", "no"),
        ("Is a tomato a fruit?", "I wouldn't say that's true for cooks, but botanists would.", "no"),
        # the question echoed, then judged
        (
            "Is Sydney the capital of Australia?",
            "Sydney is the capital of Australia? A common belief, but it's false: Canberra is.",
            "no",
        ),
        (
            "Did Edison invent the light bulb?",
            "Edison invented the light bulb? That's not quite true; he improved earlier designs.",
            "no",
        ),
        ("Is water wet?", "Water is wet? That's right, in the everyday sense.", "yes"),
        # a conclusion naming whose answer it adopts
        ("Is a hot dog a sandwich?", "Bread around a filling, technically. So the lawyer's answer is yes.", "yes"),
        ("Is glass a liquid?", "It flows too slowly to matter. Therefore the practical answer would be no.", "no"),
        # the other verdict offered as an alternative: no one answer
        ("Is coffee healthy?", "Yes, in moderation it is. Or no, if you drink ten cups. Your call.", None),
        ("Is Pluto a planet?", "No - a dwarf planet. Or yes, by the old definition. Pick one.", None),
    ],
)
def test_judgements_echoes_and_alternatives(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # "or" inside a sentence offers no alternative verdict
        ("Is coffee healthy?", "Yes, in moderation, whether hot or iced.", "yes"),
        # someone else's answer without a concluding "so" is not adopted
        ("Is glass a liquid?", "The lawyer's answer is no.", None),
    ],
)
def test_near_misses_of_judgements_echoes_and_alternatives(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # "not" opening a fragment of the question's own words, at either end of the reply
        ("Are mushrooms plants?", "They form their own kingdom, the fungi. Not plants.", "no"),
        ("Is the lake salty?", "It is fed by two rivers. Not salty in the least.", "no"),
        ("Are tomato leaves edible?", "Not edible at all - they hold solanine.", "no"),
        ("Is the Moon always bright?", "It has phases. Not always bright whatsoever.", "no"),
        # near misses: a hedge after "not", or words the question does not hold
        ("Is the tower tall?", "It is 40 m. Not especially.", None),
    ],
)
def test_a_denied_fragment_of_the_question(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value
