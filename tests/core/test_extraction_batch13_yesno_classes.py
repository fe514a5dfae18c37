"""Classes of yes/no answer the thirteenth blind batch showed the reader missing.

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
        # each verdict put in the mouth of a different source, the speaker adding none: no commitment
        ("Is coffee bad for you?", "Cardiologists say no; some nutritionists say yes. The evidence is mixed.", None),
        ("Is Pluto a planet?", "The IAU says no, while many schoolchildren still say yes.", None),
        ("Is a tomato a fruit?", "Botanists answer yes, but chefs answer no.", None),
        ("Is it legal to fly drones here?", "Federal law says yes; the city ordinance says no.", None),
        # near misses: the speaker's own verdict after the sources, or a single source
        ("Is a tomato a fruit?", "Botanists say yes, chefs say no. I'd go with the botanists: yes.", "yes"),
        ("Is a tomato a fruit?", "Chefs say no, but I say yes.", "yes"),
        ("Is a tomato a fruit?", "Botanists say yes.", "yes"),
    ],
)
def test_verdicts_split_between_sources(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a verdict under each of two conditions, however long the condition (and with commas in it)
        (
            "Is glass a liquid?",
            "If you mean an amorphous solid with no long-range order: no. "
            "If you mean a substance that flows over centuries, as the myth claims: yes.",
            None,
        ),
        (
            "Is glass a liquid?",
            "When you measure its viscosity at room temperature over human timescales: no. "
            "When you heat it to working temperature in a furnace: yes.",
            None,
        ),
        # near miss: one condition, one verdict
        ("Is glass a liquid?", "For practical purposes: no.", "no"),
    ],
)
def test_verdicts_under_two_long_conditions(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # an answer marker closing the reply wins over an earlier verdict it corrects
        (
            "Can bats see?",
            "Bats are blind... wait, no, that's wrong. Most bats see quite well. So the answer's yes.",
            "yes",
        ),
        ("Is zero even?", "Zero is odd? Hmm, no: it's divisible by two. Therefore my answer’s yes.", "yes"),
        # ... also when it quotes the question without its question mark
        (
            "Is a whale a fish?",
            "Yes, a whale is a fish, one might think. But it breathes air. So the answer to 'is a whale a fish' is no.",
            "no",
        ),
        (
            "Can penguins fly?",
            "Yes - penguins can fly underwater, in a sense. Still, the answer to ‘can penguins fly’ is no.",
            "no",
        ),
        (
            "Is it illegal to jaywalk in Tokyo?",
            'It\'s illegal... hmm, actually only fined sometimes. So the answer to "is it illegal" is yes, technically.',
            "yes",
        ),
        # the quoted question holds a denying predicate: the verdict word, not the predicate, answers
        (
            "Is it impossible to sail around Africa?",
            "Yes, it's impossible... no, wait. Ships do it every week. So the answer to 'is it impossible' is no.",
            "no",
        ),
        # near misses: a marker that agrees, a marker that gives no verdict, a later sentence after the marker
        ("Is it hot?", "No. So the answer's no.", "no"),
        ("Can bats see?", "So the answer's not simple.", None),
        ("Is it hot?", "No. The answer to 'is it hot' is yes if you are in the sun. Otherwise no.", "no"),
    ],
)
def test_closing_answer_marker(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the question denies a word itself ("without V-ing"): a reply negating that word affirms it
        (
            "Can honey keep for centuries without spoiling?",
            "Sealed honey has been found in old jars. So honey, kept dry, basically doesn't spoil.",
            "yes",
        ),
        ("Can ice cream be kept for a year without spoiling?", "Kept frozen, it essentially does not spoil.", "yes"),
        # ... and a reply that keeps the question's denying word reads as the words say
        ("Can you survive without a spleen?", "You can survive without a spleen.", "yes"),
        ("Can camels go weeks without drinking?", "Camels can go weeks without drinking.", "yes"),
        ("Can camels go weeks without drinking?", "Thus camels can go weeks without drinking.", "yes"),
        ("Can camels go weeks without drinking?", "Camels can't go weeks without drinking.", "no"),
        ("Can you go a week without sleeping?", "You can't go a week without sleeping.", "no"),
        ("Can a person live without a liver?", "A person cannot live without a liver.", "no"),
        (
            "Is it possible to bake bread without yeast?",
            "So you can bake bread without yeast - soda bread is one.",
            "yes",
        ),
        # near miss: a question with no denying word
        ("Does honey spoil?", "So honey, kept dry, basically doesn't spoil.", "no"),
    ],
)
def test_the_questions_own_denial(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a denying word after what it denies ("caffeine-free") or "lost its X": the question's word denied
        ("Does decaf coffee contain caffeine?", "Decaf coffee is caffeine-free, more or less.", "no"),
        ("Does this shampoo contain parabens?", "This shampoo is paraben-free.", "no"),
        ("Does Bolivia have a coastline?", "Bolivia lost its coastline in 1884.", "no"),
        ("Does Mongolia have access to the sea?", "Mongolia lost all access to the sea centuries ago.", "no"),
        ("Does the old dog still have his teeth?", "The old dog has lost his teeth.", "no"),
        # near misses: the question asks about the "-free" word itself, or about losing
        ("Is this bread gluten-free?", "The bread is gluten-free.", "yes"),
        ("Is this bread gluten-free?", "The bread isn't gluten-free.", "no"),
        ("Is diet cola sugar free?", "Diet cola is sugar free.", "yes"),
        ("Do snakes have eyelids?", "Snakes lack eyelids.", "no"),
    ],
)
def test_privative_suffix_and_loss(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a closing sentence leaves the verdict to a viewpoint or a definition: the restatement before it
        # commits to nothing
        (
            "Is white chocolate technically chocolate?",
            "White chocolate has cocoa butter but no cocoa solids. Some say it isn't chocolate. Depends who you ask.",
            None,
        ),
        (
            "Is a hot dog a sandwich?",
            "A hot dog isn't a sandwich in the usual sense. Whether it counts is a matter of definition.",
            None,
        ),
        (
            "Is Pluto a planet?",
            "Pluto is not a planet under the 2006 rules. In the end it comes down to semantics.",
            None,
        ),
        (
            "Did Columbus discover America?",
            "Columbus didn't discover America - people lived there. Whether landing counts as discovering is debatable.",
            None,
        ),
        # near misses: a closing sentence that leaves nothing open, an explicit verdict word
        ("Is Pluto a planet?", "Pluto is not a planet under the 2006 rules. Astronomers agree on that.", "no"),
        ("Is a hot dog a sandwich?", "No. Whether it counts is a matter of definition, but no.", "no"),
        ("Is Pluto a planet?", "No. It's a matter of definition.", "no"),
    ],
)
def test_a_closing_sentence_leaves_the_verdict_open(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a denied "never" affirms
        (
            "Is it ever acceptable to split an infinitive?",
            "Many editors now allow it, so it's certainly not never acceptable.",
            "yes",
        ),
        ("Can it ever snow in the Sahara?", "It has happened a few times, so it's not never.", "yes"),
        # near misses: "never" not denied
        ("Is it ever safe to look at the Sun?", "No, never.", "no"),
        ("Is it ever safe to look at the Sun?", "Never, not without a filter.", "no"),
        ("Is it ever safe to look at the Sun?", "It's not safe, never.", "no"),
    ],
)
def test_a_denied_never(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a closing verdict followed by the scope it holds for
        (
            "Is the Statue of Liberty made of copper?",
            "The skin is copper over an iron frame. So mostly yes for the visible part.",
            "yes",
        ),
        ("Is tipping expected in Japan?", "Service is included in the price. Therefore no in most restaurants.", "no"),
        ("Is cannabis legal in Canada?", "It was legalised nationally in 2018. Thus yes within federal law.", "yes"),
        # near misses: a scope holding the other verdict, a plain closing verdict
        ("Is a koala a bear?", "Koalas are marsupials. So no for koalas, yes for grizzlies.", None),
        ("Is a koala a bear?", "Koalas are marsupials. So — no.", "no"),
    ],
)
def test_a_closing_verdict_with_its_scope(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # two labelled cases with different verdicts, then a conclusion that picks the one asked about
        (
            "Is a red panda a bear?",
            "Giant panda: yes, a bear. Red panda: no, a family of its own. You meant the red one, so — no.",
            "no",
        ),
        (
            "Is tap water safe to drink in Mexico City?",
            "Bottled water: yes. Tap water: no. Your question was about the tap, therefore no.",
            "no",
        ),
        (
            "Can dogs eat cooked rice?",
            "Raw rice: no, hard to digest. Cooked rice: yes. You asked about cooked, so yes!",
            "yes",
        ),
        # near miss: the two cases left standing
        ("Is a red panda a bear?", "Giant panda: yes. Red panda: no.", None),
    ],
)
def test_a_conclusion_after_two_labelled_cases(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a comparative or superlative of the same sense restates the question's ("bigger" for "larger")
        ("Is Africa larger than North America?", "Africa is bigger.", "yes"),
        ("Is a cheetah faster than a lion?", "The cheetah is quicker.", "yes"),
        ("Is the Amazon wider than the Nile?", "The Amazon is far broader.", "yes"),
        ("Is Jupiter the biggest planet?", "Jupiter is the largest planet.", "yes"),
        ("Is a blue whale bigger than an elephant?", "A blue whale is much larger.", "yes"),
        # ... with the terms swapped, or another name in the slot: the question denied
        ("Is Africa larger than North America?", "North America is bigger.", "no"),
        ("Is the violin larger than the cello?", "The cello is much bigger.", "no"),
        ("Is a snail faster than a tortoise?", "The tortoise is speedier.", "no"),
        ("Is Saturn the largest planet?", "Jupiter is the biggest planet.", "no"),
        # near miss: the opposite degree
        ("Is Africa larger than North America?", "Africa is smaller.", "no"),
    ],
)
def test_a_comparative_of_the_same_sense(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a lead-in phrase, then a short auxiliary answer with an adverb in it
        (
            "Can lightning strike the same place twice?",
            "Contrary to the proverb, it absolutely can — towers get hit often.",
            "yes",
        ),
        ("Can cats swim?", "Despite their reputation, they certainly can - most just dislike it.", "yes"),
        ("Do penguins have knees?", "Hidden under the feathers, they really do.", "yes"),
        ("Is glass a liquid?", "Whatever the old tour guides claim, it definitely isn't.", "no"),
        ("Does Venus rotate backwards?", "Compared with the other planets, it actually does.", "yes"),
        ("Did the Vikings wear horned helmets?", "According to every excavation so far, they simply didn't.", "no"),
        # near misses: a clause that is no short answer, and verdicts no one gives
        ("Did the economy grow last year?", "In 2020, it really grew.", None),
        ("Is it safe?", "Can't say yes, can't say no.", None),
    ],
)
def test_a_lead_in_before_a_short_answer_with_an_adverb(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the claim dismissed in a fragment, stressed by a word or two
        ("Do humans use only 10% of their brains?", "Total myth.", "no"),
        ("Do humans use only 10% of their brains?", "A total myth.", "no"),
        ("Does cracking your knuckles cause arthritis?", "Complete nonsense, studies found no link.", "no"),
        ("Do goldfish have a three-second memory?", "Pure fiction - they can learn tasks for months.", "no"),
        ("Did Einstein fail math?", "Utter fabrication. He excelled at it.", "no"),
        ("Do bulls hate the colour red?", "Old wives' tale: they're colour-blind to red.", "no"),
        # the question asks whether it is one: the fragment affirms
        ("Is the 10% brain claim a myth?", "Total myth.", "yes"),
        # near misses: a hedged or partial dismissal
        ("Was King Arthur a real king?", "Probably legend.", None),
        ("Was King Arthur a real king?", "Partly legend, partly history.", None),
    ],
)
def test_a_dismissing_fragment(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the speaker doubts the clause the question asks about
        (
            "Can sloths hold their breath longer than dolphins?",
            "I'm not convinced sloths can hold their breath longer than dolphins.",
            "no",
        ),
        ("Is coffee a vegetable?", "I seriously doubt that coffee is a vegetable.", "no"),
        ("Do vaccines cause autism?", "We're skeptical that vaccines cause autism; no study shows it.", "no"),
        ("Is Mercury the hottest planet?", "I'm not at all convinced Mercury is the hottest planet - Venus is.", "no"),
        # near misses: not sure is a hedge; convinced affirms
        ("Is Everest the tallest mountain?", "I'm not sure Everest is the tallest mountain.", None),
        ("Is Everest the tallest mountain?", "I'm convinced Everest is the tallest mountain.", "yes"),
    ],
)
def test_a_doubted_clause(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the claim judged by how it sounds or looks
        ("Can sloths outswim dolphins?", "That doesn't sound right — dolphins are divers, sloths live in trees.", "no"),
        ("Is the Sahara the largest desert?", "That sounds wrong: Antarctica is larger.", "no"),
        ("Did Napoleon stand five foot two?", "Seems off to me. He was about average height.", "no"),
        ("Is water's boiling point 100 °C at sea level?", "Sounds about right.", "yes"),
        ("Does sunlight take 8 minutes to reach us?", "That looks correct - 499 seconds.", "yes"),
        # near misses: a judgement a "but" concedes, a judgement of something else
        # (the clause after the "but" answers: see test_a_verb_of_qualifying)
        ("Are bananas berries?", "Bananas? Berries? That sounds wrong, but botanically they qualify.", "yes"),
        ("Is it a good idea?", "It doesn't look good, honestly.", None),
    ],
)
def test_a_claim_judged_by_how_it_sounds(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


def test_a_conceded_judgement_is_not_a_denial() -> None:
    assert _read("Are bananas berries?", "That sounds wrong, but botanically they are berries.") != "no"


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a question of rank about a name, answered by naming the holder on its own
        ("Is Alaska the largest U.S. state by area?", "Alaska, by far — more than twice the size of Texas.", "yes"),
        ("Is the Nile the longest river?", "The Nile - about 6,650 km.", "yes"),
        ("Was Armstrong the first person on the Moon?", "Armstrong, in July 1969.", "yes"),
        ("Is Everest the tallest mountain on Earth?", "Everest: 8,849 m above sea level.", "yes"),
        # another name in the holder's place
        ("Is Texas the largest U.S. state by area?", "Alaska, by far.", "no"),
        ("Is Mercury the hottest planet?", "Venus, because of its thick atmosphere.", "no"),
        ("Was Aldrin the first person on the Moon?", "Armstrong - Aldrin followed him.", "no"),
        # near misses: a name under a condition, an opening word that is no name, a question of no rank
        ("Is Everest the tallest mountain on Earth?", "Mauna Kea, if you measure from the base.", None),
        ("Is Everest the tallest mountain on Earth?", "Interesting question, it depends on measurement.", None),
        ("Is Canberra a city in Australia?", "Sydney, Melbourne and Perth are bigger.", None),
    ],
)
def test_a_name_standing_alone_for_a_question_of_rank(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # an answer of frequency that leaves no exception
        ("Is the sum of angles in a triangle 180 degrees?", "Always, in Euclidean geometry.", "yes"),
        ("Does water boil at 100 C at sea level?", "Every single time.", "yes"),
        ("Does a compass needle point north?", "Without fail - it aligns with the magnetic field.", "yes"),
        ("Does the sun rise in the east?", "Invariably.", "yes"),
        # near misses: a question of frequency itself, a denied or weakened "always", a compound word
        ("Does it ever snow in Cairo?", "Always.", None),
        ("Is the sum of angles in a triangle 180 degrees?", "Not always.", "no"),
        ("Is the sum of angles in a triangle 180 degrees?", "Almost always.", None),
        ("Is it sunny in Lima?", "Always-on displays exist.", None),
    ],
)
def test_an_answer_of_frequency_without_exception(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # true only where nothing real is
        ("Do cats have nine lives?", "Only in folklore 😺. Biologically they have one.", "no"),
        ("Can cars fly?", "Only in science fiction, for now.", "no"),
        ("Do vampires exist?", "Just in the movies.", "no"),
        ("Are unicorns real?", "Only in old legends - never in nature.", "no"),
        # near misses: only in a real place
        ("Can you see kangaroos in the wild?", "Only in Australia.", None),
        ("Do wolves live in Scotland?", "Only in zoos.", None),
    ],
)
def test_only_where_nothing_is_real(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a value on its own, opening or closing the reply, set against the question's bound
        ("Does Earth have more than one moon?", "Just one.", "no"),
        (
            "Does Earth have more than one moon?",
            "One permanent natural satellite, plus some temporary mini-moons that don't count. So, one.",
            "no",
        ),
        ("Does a spider have more than six legs?", "Eight.", "yes"),
        ("Does Mars have more than 1 moon?", "Two.", "yes"),
        ("Does a hand have fewer than six fingers?", "Five.", "yes"),
        ("Does a week have at least seven days?", "Exactly seven.", "yes"),
        # ... or against the question's value, closing the reply
        ("Do octopuses have three hearts?", "Two gill hearts and one body heart. Three total.", "yes"),
        ("Do octopuses have three hearts?", "Two gill hearts and one body heart. Two in all.", "no"),
        # near misses: an approximate value, two values
        ("Do humans have five senses?", "Sight, hearing, taste, smell, touch - and more. About nine.", None),
        ("Does Earth have more than one moon?", "One or two, depending how you count.", None),
    ],
)
def test_a_value_on_its_own_against_the_bound(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a category question answered with a verb of qualifying
        (
            "Are bananas berries?",
            "Bananas? Berries? Strange, but botanically they qualify: one ovary, seeds inside.",
            "yes",
        ),
        ("Is a tomato a fruit?", "Odd as it sounds, it qualifies.", "yes"),
        ("Is a whale a mammal?", "It fits the definition: warm blood, milk, hair.", "yes"),
        ("Is a hot dog a sandwich?", "By most dictionaries it doesn't qualify.", "no"),
        ("Is Pluto a planet?", "Under the 2006 rules it doesn't count.", "no"),
        ("Is a peanut a nut?", "Botanically it does not count as one - it's a legume.", "no"),
        ("Is a strawberry a berry?", "Surprisingly, it doesn't fit the definition.", "no"),
        # near misses: "counts" with an object, a reported qualifying
        ("Is this calorie tracker accurate?", "It counts calories, steps and sleep.", None),
        ("Is a tomato a fruit?", "Some say it qualifies. Others disagree.", None),
    ],
)
def test_a_verb_of_qualifying(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the abbreviated name qualifying the predicate ("a U.S. state") left unsaid by a clause saying the rest
        ("Is Hawaii a U.S. state?", "Hawaii became the 50th state in 1959.", "yes"),
        ("Is Puerto Rico a U.S. state?", "Puerto Rico became a state in 2019.", "yes"),
        ("Is Texas a US state?", "Texas joined as a state in 1845.", "yes"),
        ("Is Puerto Rico a U.S. state?", "Puerto Rico is not a state; it is a territory.", "no"),
        ("Is Norway an EU member state?", "Norway is not a member state; it is in the EEA.", "no"),
        # near misses: another name in its place, a qualifier that is a word ("British"), the name asked about
        ("Is Paris a French city?", "Paris is a city in Texas.", None),
        ("Is Tolkien a British author?", "Tolkien was an author of fantasy.", None),
        ("Is Lyon in France?", "Lyon is a big city.", None),
    ],
)
def test_an_abbreviated_qualifier_left_unsaid(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a label naming what is asked, a colon, then the verdict run on into its words without a comma
        ("Does a standard guitar have six strings?", "Standard guitar: yes six strings.", "yes"),
        ("Is the Eiffel Tower in Paris?", "Eiffel Tower: yes it stands in Paris.", "yes"),
        ("Can penguins fly?", "Penguins: no they only swim.", "no"),
        # near misses: two verdicts after the label, a plain labelled verdict
        ("Can penguins fly?", "Emperor penguins: no flight, but swimming yes.", None),
        ("Can penguins fly?", "Penguins: no.", "no"),
    ],
)
def test_a_label_then_a_verdict_run_on(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


# --- padding: the new rules stay linear ----------------------------------------------------

PADDING = ["'" * 20_000, "says no; " * 2_000, "So mostly yes for " * 1_000, "Alaska, " * 2_500, "a b: yes " * 2_000]


@pytest.mark.parametrize("pad", PADDING, ids=["apostrophes", "sources", "scoped", "names", "labels"])
def test_the_new_rules_are_linear_on_padding(pad: str) -> None:
    """Long runs around the new rules' cues (a generous per-call guard, not a speed goal; a run of
    apostrophes took 7 s at 20,000 characters before the subject of an affirmed clause was bounded)."""
    questions = [
        "Is Alaska the largest U.S. state?",
        "Can honey keep without spoiling?",
        "Does Earth have more than one moon?",
    ]
    for question in questions:
        for text in (pad, f"Total {pad}.", f"{pad} So, one.", f"I doubt {pad}"):
            started = time.perf_counter()
            read_yes_no(text, question=question)
            assert time.perf_counter() - started < 2
