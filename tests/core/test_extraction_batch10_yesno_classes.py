"""Classes of yes/no answer the tenth blind batch showed the reader missing.

Each class is fixed by a general rule; the texts here are new (not copies of blind rows), with
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
        # an ordinal numeral is one word, compared as a rank ("44th" against "43rd")
        ("Is Jupiter the 5th planet from the Sun?", "Jupiter is the 5th planet from the Sun.", "yes"),
        ("Is Jupiter the 5th planet from the Sun?", "Jupiter is the 6th planet from the Sun.", "no"),
        ("Was the win the club's 21st title?", "It was their 22nd.", "no"),
        ("Was Grant the 18th president?", "Grant was the 17th president, after Johnson.", "no"),
        # every / each restate "all"
        ("Do all birds lay eggs?", "Every bird species lays eggs.", "yes"),
        ("Does each player get a card?", "Every player gets a card.", "yes"),
        # the opposite pole of one scale ("hotter" / "cooler")
        ("Is Venus hotter than Mercury?", "Venus is cooler than Mercury.", "no"),
        ("Is the Arctic colder than the Sahara?", "The Arctic is warmer than the Sahara.", "no"),
        # a word of the subject's name said again outside the name ("the Nile is the longest river")
        ("Is the Nile River the longest river in Africa?", "The Nile is the longest river in Africa.", "yes"),
        (
            "Is Lake Superior the largest lake in North America?",
            "Superior is the largest lake in North America.",
            "yes",
        ),
        # a noun that only classifies a name ("the state of Texas", "the planet Mars") is restated by the name
        ("Is Austin in the state of Texas?", "Austin is in Texas.", "yes"),
        ("Is Heraklion on the island of Crete?", "Heraklion is on Crete, facing the Aegean.", "yes"),
        ("Does the planet Mars have two moons?", "Mars has two moons.", "yes"),
        # a word that denies the question's own word after it: without, free of, immune to, stopped
        ("Does the Moon have an atmosphere?", "The Moon is a world without an atmosphere.", "no"),
        ("Does the bread have gluten?", "The bread is free of gluten.", "no"),
        ("Can vaccinated people catch measles?", "Vaccinated people are immune to measles.", "no"),
        ("Is the volcano still erupting?", "The volcano stopped erupting in 1990.", "no"),
        ("Does Tom still smoke?", "He quit smoking years ago.", "no"),
        ("Is the glacier still shrinking?", "The glacier never stopped shrinking.", "yes"),
        ("Does the factory still make cars?", "The factory ceased to make cars in 2001.", "no"),
    ],
)
def test_restatements_by_structure(question: str, text: str, value: str) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        ("Do all cats hunt?", "Cats hunt at night.", None),  # "all" not restated
        ("Is the Leaning Tower still leaning?", "The Leaning Tower is in Pisa.", None),  # only the name
        ("Is Austin in the state of Texas?", "Austin is a city.", None),
        ("Is Mercury a planet?", "Mercury is a planet without moons.", "yes"),  # "without" something not asked
        ("Did the police stop the car?", "The police stopped the car.", "yes"),  # "stopped" + a noun
        ("Is the bakery still selling bread?", "The bakery stopped by the market.", None),
    ],
)
def test_near_misses_of_the_restatement_classes(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a label before a colon opening the sentence is no part of its clause
        ("Is gold denser than lead?", "Conclusion: gold is denser.", "yes"),
        ("Is the Nile longer than the Thames?", "Bottom line: the Nile is much longer.", "yes"),
        # a comparison by a factor
        ("Is a blue whale heavier than an elephant?", "The blue whale is roughly 30 times heavier.", "yes"),
        # an aside between dashes, or between commas before any verb, between the subject and its verb
        (
            "Is Ottawa the capital of Canada?",
            "Ottawa — a compromise pick back in 1857 — is the capital of Canada.",
            "yes",
        ),
        ("Does every cell contain DNA?", "Every cell, from bacteria to neurons, contains DNA.", "yes"),
        # a compared number is restated only with its comparison; a bare count is compared with it
        ("Are there more than 200 bones in the adult body?", "There are 206 bones in the adult body.", "yes"),
        ("Are there more than 12 months in a year?", "There are 12 months in a year.", "no"),
        ("Does a week have more than 7 days?", "A week has 7 days.", "no"),
        # a count restricted by "only" / "just" after a pronoun
        ("Did Ford win three races?", "He won only two.", "no"),
        ("Does the bill have two sponsors?", "It has just one.", "no"),
        # the question's definite noun as the subject, another name as its value
        ("Is Sydney the capital of Australia?", "The capital is Canberra.", "no"),
        ("Is Pluto the largest dwarf planet?", "The largest is Eris.", "no"),
        # the subject and the question's auxiliary affirmed by an adverb of certainty
        ("Is Bern the Swiss capital?", "Bern is indeed where parliament meets.", "yes"),
        ("Did Curie win two Nobel prizes?", "She did indeed win a second one in 1911.", "yes"),
        ("Was the bridge finished in 1937?", "It was not in fact finished until 1938.", "no"),
    ],
)
def test_restatements_by_slot_and_order(question: str, text: str, value: str) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text"),
    [
        ("Are there about 200 bones in the body?", "There are 206 bones in the body."),  # an approximate bound
        ("Is Sydney in Australia?", "The capital is Canberra."),  # "capital" is not the question's noun
        ("Is Bern the Swiss capital?", "Zurich is indeed larger."),  # another subject
        ("Does Mercury have moons?", "Mercury: none at all."),  # the label names the subject: kept
    ],
)
def test_near_misses_of_slot_and_order_read_as_none(question: str, text: str) -> None:
    assert _read(question, text) is None


# --- verdicts given by how the reply's words are put together -------------------------------


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a judgement or a saying verb over a clause: the two polarities multiplied
        (
            "Does salt lower the freezing point of water?",
            "It would be wrong to say it doesn't. Road crews rely on it.",
            "yes",
        ),
        ("Is the tower open on Sundays?", "It'd be a mistake to claim it is — it closes at weekends.", "no"),
        ("Can owls turn their heads all the way around?", "It's fair to say they can't, though they get close.", "no"),
        ("Is the tower open on Sundays?", "It would be wrong to say the tower is open on Sundays.", "no"),
        ("Is honey a good substitute for sugar?", "I can't say that it isn't — bakers use it all the time.", "yes"),
        ("Did the treaty end the war?", "I wouldn't say it did; fighting went on for a year.", "no"),
        ("Are eels fish?", "There's no truth to the idea that they aren't.", "yes"),
        ("Is coffee bad for you?", "I'd say it isn't, in moderation.", "no"),
        # assent or dissent on its own, negated or not
        ("Are pandas bears?", "I wouldn't disagree with that.", "yes"),
        ("Is Rome older than Paris?", "I can't argue with that — Rome was founded first.", "yes"),
        ("Is chess a sport?", "I'd dispute that.", "no"),
        ("Is the sequel better?", "I doubt it.", "no"),
        ("Was the film a hit?", "There's no denying it.", "yes"),
        ("Is the bridge safe?", "No argument here, it was just inspected.", "yes"),
        # a certainty idiom stresses the clause after it
        ("Is the Arctic an ocean?", "No doubt about it: the Arctic is an ocean.", "yes"),
        ("Is Greenland a continent?", "Without question — Greenland isn't a continent, it's an island.", "no"),
        ("Is Greenland a continent?", "Of course, Greenland is not a continent.", "no"),
        # a closing conclusion after a lead phrase
        (
            "Do plants need light?",
            "Some grow in shade and a few live in caves, but most rely on it, so on the whole, yes.",
            "yes",
        ),
        (
            "Do all snakes lay eggs?",
            "Not all — boas give birth to live young — therefore, strictly speaking, no.",
            "no",
        ),
        ("Is water wet?", "Depends who you ask; so honestly, yes.", "yes"),
        # a short answer with an uncontracted "not", an emphatic "That it is."
        ("Did Napoleon win at Waterloo?", "He did not.", "no"),
        ("Can penguins fly?", "They cannot.", "no"),
        ("Is Mars red?", "It is not, up close.", "no"),
        ("Is the Earth round?", "That it is.", "yes"),
        ("Do bees dance?", "That they do!", "yes"),
        # an opinion on the claim: "so" or "not" after a verb of thinking or saying
        ("Are sharks mammals?", "I wouldn't think so.", "no"),
        ("Will it rain tomorrow?", "I'd imagine so.", "yes"),
        ("Is the shop closed today?", "I'm afraid so.", "yes"),
        ("Is the shop open today?", "I'm afraid not.", "no"),
        # a bare verdict after an interjection
        ("Is the moon made of cheese?", "haha no", "no"),
        ("Is the sky blue?", "oh yes", "yes"),
        ("Is the sky blue?", "hell yeah", "yes"),
        # a verdict word of another language opening the reply
        ("Is Berlin in France?", "Nee. Berlijn ligt in Duitsland.", "no"),
        ("Is Kyiv in Ukraine?", "Так, Київ — столиця України.", "yes"),
        ("Is Prague in Poland?", "Ne, Praha je v Česku.", "no"),
        ("Is Jakarta in Indonesia?", "Ya, Jakarta adalah ibu kota.", "yes"),
        ("Is Bali in Malaysia?", "Tidak, Bali ada di Indonesia.", "no"),
        ("Is Mombasa in Tanzania?", "Hapana, Mombasa iko Kenya.", "no"),
        ("Is Budapest in Austria?", "Nem, Budapest Magyarországon van.", "no"),
        ("Is Bucharest in Bulgaria?", "Nu, este în România.", "no"),
        # ... or opening a sentence in that language without punctuation
        ("Is the claim true?", "Ja klopt.", "yes"),
        ("Is the claim true?", "Nein das stimmt nicht.", "no"),
        ("Is the claim true?", "Нет это не так.", "no"),
        # an exception stated, or the one condition denied
        ("Can I park here overnight?", "Not unless you have a resident permit.", "no"),
        ("Is it safe to swim here?", "Only if you like jellyfish stings, which nobody does.", "no"),
        # "the answer is that <clause>"
        ("Did the Romans have paper?", "The short answer is that they did not; they wrote on wax tablets.", "no"),
        ("Was the treaty signed in 1919?", "My answer is that it was.", "yes"),
    ],
)
def test_verdicts_by_the_shape_of_the_reply(question: str, text: str, value: str) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        ("Is the bridge safe?", "I can't confirm that.", None),  # not knowing is no dissent
        ("Is the bridge safe?", "I wouldn't say.", None),  # a frame with no clause
        ("Is the lake deep?", "I disagree that depth matters here.", None),  # dissent from something else
        ("Is Greenland a continent?", "Absolutely, it's the largest island.", "yes"),  # the clause restates nothing
        ("Is the shop open?", "I hope so.", None),  # a wish
        ("Is the sky blue?", "maybe no", None),  # a hedge, not an interjection
        ("Is Da Nang in Vietnam?", "Da Nang is a city in Vietnam.", "yes"),  # a name, not a verdict word
        ("Is the claim true?", "Ya know, it's complicated.", None),  # not a verdict word without punctuation
        ("Is it safe to swim here?", "Only if the red flag is down.", None),  # the condition not denied
        ("Is the road open?", "Yes, mostly. In heavy snow, no.", "yes"),  # one verdict under a condition
        ("Do whales sleep?", "Yes. Some think otherwise, so in fairness, no one knows what they dream.", "yes"),
        # "I wouldn't say it doesn't ... so the answer is no": the answer marker wins over the frame
        ("Does it help?", "I wouldn't say it doesn't help... let me be clear: the answer is no.", "no"),
    ],
)
def test_near_misses_of_the_shapes_keep_their_reading(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    "text",
    [
        "If you follow the IAU, no; if you follow the older definition, yes. Which one do you mean?",
        "In most states, yes; in New Jersey, no.",
        "In a bath, no; in a shallow puddle on a hot day, sometimes yes.",
    ],
)
def test_a_different_verdict_under_each_condition_is_none(text: str) -> None:
    assert _read("Is it allowed?", text) is None


def test_the_fast_conclusion_cue_scan_finds_what_the_plain_pattern_finds() -> None:
    # (the scan skips positions no cue can start at; it must find exactly the same cues)
    import json
    import re
    from pathlib import Path

    from scorewire.extraction._verdict import _CONCLUSION_CUE, _cue_scanner

    plain = re.compile(*_CONCLUSION_CUE._args)
    texts = [
        "So, yes. THEREFORE no → maybe ⇒ yes — but i'd answer no; Overall: fine, and yes",
        "x" * 50 + "ço ßo → so" + "\u212a" + "eep going with it",
    ]
    for path in sorted(Path(__file__).parents[1].glob("plugins/*/blind/*.jsonl")):
        texts += [
            json.loads(line)["response"] or "" for line in path.read_text(encoding="utf-8").splitlines() if line.strip()
        ]
    assert len(texts) > 1000
    for text in texts:
        assert [m.span() for m in _cue_scanner().finditer(text)] == [m.span() for m in plain.finditer(text)]


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # an adverb and the pro-form of the answer as the whole clause ("probably so" as "probably not")
        ("Is the museum free?", "Sadly not.", "no"),
        ("Is the museum free?", "Unfortunately not.", "no"),
        ("Is the museum free?", "Afraid not.", "no"),
        ("Is the museum free?", "Indeed not.", "no"),
        ("Is the museum free?", "Apparently so.", "yes"),
        ("Is the museum free?", "Quite so.", "yes"),
        ("Is the museum free?", "Probably so.", "yes"),
        # a denial as the whole clause
        ("Do tourists go there?", "Hardly.", "no"),
        ("Is there any risk?", "None whatsoever.", "no"),
        ("Will the plan work?", "Zero chance.", "no"),
        ("Will the plan work?", "Fat chance.", "no"),
        # "It's not", "They're not": the contracted short answer
        ("Is the river frozen?", "It's not, actually.", "no"),
        ("Are the trains late?", "They're not — they left on time.", "no"),
        # a belief over a short answer
        ("Is the gate open?", "I'm pretty sure it is.", "yes"),
        ("Do geckos bite?", "I'm fairly certain they don't.", "no"),
        ("Does it snow in Lima?", "I believe it does, rarely.", "yes"),
        ("Does it snow in Lima?", "I don't think it does.", "no"),
        # verdict words of dialects and marks
        ("Is the ferry running?", "Aye, every hour.", "yes"),
        ("Is the ferry running?", "Nay.", "no"),
        ("Is the ferry running?", "Uh-huh.", "yes"),
        ("Is the ferry running?", "Nuh-uh, it stopped in May.", "no"),
        ("Is the ferry running?", "👍", "yes"),
        ("Is the ferry running?", "👎 stopped since May.", "no"),
        # the answer marker contracted
        ("Is the ferry running?", "The short answer's no.", "no"),
        # a name and the question's auxiliary alone, or a cleft with a name
        ("Did Marconi invent the telephone?", "Bell did.", "no"),
        ("Did Bell invent the telephone?", "Bell did.", "yes"),
        ("Is Lyon the capital of France?", "Paris is.", "no"),
        ("Did Marconi invent the telephone?", "It was Alexander Graham Bell.", "no"),
        ("Is Toronto the capital of Canada?", "That's Ottawa.", "no"),
    ],
)
def test_pro_forms_denials_beliefs_and_names(question: str, text: str, value: str) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text"),
    [
        ("Does it snow in Lima?", "I'm not sure it does."),  # a doubt, not a belief
        ("Is the museum free?", "Possibly so."),  # a hedge
        ("Will it rain tomorrow?", "Hopefully not."),  # a wish
        ("Do tourists go there?", "Hardly anyone knows."),  # "hardly" inside a clause
        ("Is the gate open?", "None of the guards knew."),
        ("Is Sirius the brightest star?", "It is Sirius."),  # the question's own name
        ("Is the Sun a planet?", "It's a star."),  # a common noun, not a name
    ],
)
def test_near_misses_of_pro_forms_denials_and_names_read_as_none(question: str, text: str) -> None:
    assert _read(question, text) is None


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the two terms of a comparison swapped round "than"
        ("Is the Moon larger than Pluto?", "Pluto is larger than the Moon.", "no"),
        ("Is the Moon larger than Pluto?", "Pluto is smaller than the Moon.", "yes"),
        ("Is the violin larger than the cello?", "The cello is larger than the violin.", "no"),
        ("Is the Moon larger than Pluto?", "The Moon is smaller than Pluto.", "no"),
        # a name joined by "of" is one name ("the Great Wall of China" restated by "the Great Wall")
        (
            "Is the Great Wall of China visible from space with the naked eye?",
            "The Great Wall is not visible to the naked eye from orbit.",
            "no",
        ),
        ("Is the Statue of Liberty in New York?", "The Statue of Liberty stands in New York Harbor.", "yes"),
        # "-less" after a question word denies it
        ("Do worms have eyes?", "Worms are eyeless.", "no"),
        ("Does the gas have an odor?", "The gas is odorless.", "no"),
        # whether one can eat or drink something asks whether it is safe: a judgement of harm answers it
        ("Can dogs eat chocolate?", "Chocolate is toxic to dogs.", "no"),
        ("Can cats drink milk?", "Milk is harmful to most adult cats.", "no"),
        ("Can you eat apple seeds?", "Apple seeds are safe in small amounts.", "yes"),
    ],
)
def test_swapped_terms_joined_names_and_judged_acts(question: str, text: str, value: str) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text"),
    [
        # the subject named only after "than" is no restatement (and no other reading is certain)
        ("Is Venus the closest planet to the Sun?", "Mercury is closer to the Sun than Venus."),
        ("Can you eat raw oysters?", "Raw oysters are safe if they come from clean water."),  # a condition
        ("Can babies drink honey?", "Babies love sweet things."),  # no judgement
    ],
)
def test_near_misses_of_swapped_terms_and_judged_acts_read_as_none(question: str, text: str) -> None:
    assert _read(question, text) is None


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the predicate and one value, without the subject, compared with the question's value
        ("Was Shakespeare born in 1564?", "Born 1564, died 1616.", "yes"),
        ("Was Shakespeare born in 1565?", "Born 1564, died 1616.", "no"),
        ("Was the tower built in 1889?", "Built in 1889; opened to the public the same year.", "yes"),
        # "do so" stands for the question's predicate
        ("Did Neil Armstrong walk on the Moon?", "He was the first person to do so, in July 1969.", "yes"),
        ("Did Neil Armstrong walk on the Moon?", "He never did so.", "no"),
        ("Did the mayor sign the bill?", "She refused to do so.", "no"),
        # a weaker quantifier against the question's "all"
        ("Are all rectangles squares?", "Only some rectangles are squares.", "no"),
        ("Do all birds fly?", "Most birds can fly.", "no"),
        ("Do all cats hunt?", "Some cats hunt.", "no"),
        ("Do some cats hunt?", "All cats hunt.", "yes"),  # (not the other way round)
        # the claim called a manner of speaking
        ("Do cats have nine lives?", "That's just a saying — cats have one life like every other animal.", "no"),
        ("Do cats have nine lives?", "It's an old wives' tale.", "no"),
        # the act asked about, forbidden
        ("Is it safe to look at the sun?", "Never look directly at the sun; it can damage your eyes.", "no"),
        ("Should I mix bleach and ammonia?", "Don't mix them — the fumes are toxic.", "no"),
    ],
)
def test_value_fragments_pro_verbs_quantifiers_sayings_and_forbidden_acts(question: str, text: str, value: str) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text"),
    [
        ("Was Shakespeare born in 1564?", "Shakespeare: 1564."),  # the subject and a value: not a fragment
        ("Did the mayor sign the bill?", "Many have tried to do so."),  # "do so" said of someone else
        ("Is the phrase common?", "It's an expression many people use."),  # a clause goes on
        ("Is it safe to swim after eating?", "Don't worry, it's fine."),  # another verb forbidden
    ],
)
def test_near_misses_of_value_fragments_pro_verbs_and_sayings_read_as_none(question: str, text: str) -> None:
    assert _read(question, text) is None


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a name alone (with "actually", or of two words) for the one thing a definite noun names
        ("Is Toronto the capital of Canada?", "Ottawa, actually.", "no"),
        ("Is Toronto the capital of Canada?", "Actually, Ottawa.", "no"),
        ("Was Lincoln the first president?", "George Washington.", "no"),
        ("Is Saturn the largest planet?", "That would be Jupiter.", "no"),
        # "By <name>" for "... by <name>?"
        ("Was the Mona Lisa painted by Michelangelo?", "By Leonardo da Vinci.", "no"),
        ("Was the Mona Lisa painted by Michelangelo?", "By Michelangelo.", "yes"),
        # the definite noun as the subject, the question's own name or another
        ("Is the Pacific the largest ocean?", "The largest is the Pacific.", "yes"),
        ("Is the Atlantic the largest ocean?", "The largest is the Pacific.", "no"),
        ("Is Toronto the capital of Canada?", "The capital is Toronto.", "yes"),
        # what the question's verb did, by another agent
        ("Did Edison invent the telephone?", "The telephone was invented by Bell.", "no"),
        ("Did Bell invent the telephone?", "The telephone was invented by Bell.", "yes"),
    ],
)
def test_names_in_the_questions_slot(question: str, text: str, value: str) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text"),
    [
        ("Is Saturn the largest planet?", "Interesting."),  # one capitalised word may be any word
        # ("Ottawa." alone for "Is Toronto the capital of Canada?" reads no since batch 20: one word that reads as
        # a name answers a one-of-a-kind role; see test_extraction_batch20_yesno_classes.py)
        ("Is Mount Fuji in China?", "Japan, actually."),  # a place, which may lie inside the one asked
        ("Is Everest on the border of Nepal and China?", "**Answer:**"),
    ],
)
def test_near_misses_of_names_in_the_slot_read_as_none(question: str, text: str) -> None:
    assert _read(question, text) is None


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the question's exact number compared strictly in the reply: another value
        ("Do humans have five senses?", "Humans have many more than five senses.", "no"),
        ("Does the club have 50 members?", "The club has over 50 members.", "no"),
        ("Do humans have five senses?", "Humans have five senses.", "yes"),
        # the initials of a name in the reply restate the question's abbreviation
        ("Is NASA a US agency?", "NASA is an agency of the United States government.", "yes"),
        (
            "Is the NHS part of the UK government?",
            "The National Health Service is run by the United Kingdom government.",
            "yes",
        ),
    ],
)
def test_strict_comparisons_and_initials(question: str, text: str, value: str) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the verdict named as a noun with any word before it
        ("That's a hard no.", "no"),
        ("That's a big yes from me.", "yes"),
        # informal verdicts as the whole clause, a bare verdict and a word of address
        ("Totally.", "yes"),
        ("For sure.", "yes"),
        ("No dice.", "no"),
        ("As if.", "no"),
        ("Dream on.", "no"),
        ("Nah fam.", "no"),
        ("Yes ma'am.", "yes"),
        ("No sir, it closed.", "no"),
    ],
)
def test_informal_verdicts(text: str, value: str) -> None:
    assert _read("Is the shop open?", text) == value


@pytest.mark.parametrize("text", ["No idea.", "That's a no-brainer.", "No comment."])
def test_near_misses_of_informal_verdicts_read_as_none(text: str) -> None:
    assert _read("Is the shop open?", text) is None


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a source the reply cites reports the verdict
        ("Did Vikings wear horned helmets?", "Historians say no.", "no"),
        ("Does sugar cause hyperactivity?", "Scientists agree it doesn't.", "no"),
        ("Is the drug safe?", "Experts say yes.", "yes"),
        ("Is the Earth warming?", "Most climate scientists think so.", "yes"),
        ("Is coffee healthy?", "The consensus is yes.", "yes"),
        ("Does vitamin C cure colds?", "Studies show it doesn't.", "no"),
        ("Is Pluto a planet?", "The IAU says it isn't.", "no"),
        # the speaker is no source: a frame over the verdict
        ("Is the wall visible?", "I wouldn't say no — it's visible.", "yes"),
    ],
)
def test_a_cited_source_reports_the_verdict(question: str, text: str, value: str) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    "text",
    ["Some people say yes.", "People say yes, but there's no evidence.", "Everyone says so.", "The problem is not."],
)
def test_a_vague_group_reports_a_view_not_the_verdict(text: str) -> None:
    assert _read("Is the house haunted?", text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Historically yes, today no.", "no"),  # what holds now answers a question in the present
        ("Originally no; nowadays yes, since the 2010 reform.", "yes"),
        ("Hmm, hard to say. I lean yes.", "yes"),  # a tentative verdict still picks one
        ("Tough one; leaning towards no.", "no"),
        ("They say it is, but who knows.", None),  # a vague source, then a doubt
    ],
)
def test_present_verdicts_leanings_and_vague_sources(text: str, value: str | None) -> None:
    assert _read("Is the practice legal?", text) == value
