"""Classes of NLI and yes/no answer the ninth blind batch showed the shared reader missing.

Each class is fixed by a general rule; the texts here are new (not copies of blind rows), with
near misses that must keep reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO_MAYBE, read_label, read_yes_no
from scorewire_nli.labels import FEVER, NLI

# --- a label standing apart at an edge of the answer ----------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        # the last word, set off by punctuation or a symbol, a label, its initial or a clipped form
        ("Three decades and thirty years are the same span. ent.", NLI, "entailment"),
        ("Same meaning, other words. E", NLI, "entailment"),
        ("'Empty' against 'full of cars': C", NLI, "contradiction"),
        ("Nothing in the text bears on it. N", NLI, "neutral"),
        ("These two cannot both hold... contra!", NLI, "contradiction"),
        ("Weather is never mentioned → neut", NLI, "neutral"),
        ("Hard to say → maybe", YES_NO_MAYBE, "maybe"),
        ("Drinks are never mentioned here (shrug) maybe", YES_NO_MAYBE, "maybe"),
        ("The passage is silent on dates → NEI", FEVER, "NOT ENOUGH INFO"),
        # the first word, set off by a dash or a colon, then the reason (even a question)
        ("ENT — fixing a cable is repair work.", NLI, "entailment"),
        ("Neut - could the lab have other rules?", NLI, "neutral"),
        ("Neutral – two cups are named, and maybe more comes later?", NLI, "neutral"),
        ("Sup — Lyon lies in France.", FEVER, "SUPPORTS"),
    ],
)
def test_a_label_standing_apart_at_an_edge_is_the_verdict(text: str, ls: object, value: str) -> None:
    assert read_label(text, ls).value == value  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("It may.", YES_NO_MAYBE),  # a word inside a clause, not set off
        ('It depends on what "ent" means', NLI),
        ("Neutral or contradiction? I can't decide, e", NLI),  # after a comma: part of the clause
        ("Ent — or maybe neut: C", NLI),  # the two edges disagree
        ("a — the text is silent.", NLI),  # a lower-case article, not an initial
        ("Options: 1. entailment 2. neutral 3. contradiction", NLI),  # a list's last item
        ("Entailment or neutral? Both fit somewhat. C", NLI),  # other labels left open before it
    ],
)
def test_a_word_not_set_apart_or_edges_that_disagree_read_as_none(text: str, ls: object) -> None:
    assert read_label(text, ls).value is None  # type: ignore[arg-type]


# --- yes/no verdict words and idioms --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the act or state ruled out as a whole clause
        ("Impossible. A horse tops out near 70 km/h.", "no"),
        ("Not possible — the lid is welded shut.", "no"),
        ("Glass does not flow at room temperature. Physically impossible.", "no"),
        ("That would be impossible, since the bridge opened in 1932.", "no"),
        # a denial said twice
        ("No no, the ferry leaves from the north pier.", "no"),
        ("Nope, nope — wrong continent.", "no"),
        # the verdict as a noun after a verb of answering
        ("He refined the design; I'd reply in the negative.", "no"),
        ("We respond in the affirmative: the permit was granted.", "yes"),
        # a short auxiliary answer with a second auxiliary joined to it
        ("They can and do, mostly at night.", "yes"),
        ("It could and did - twice in one decade.", "yes"),
    ],
)
def test_yes_no_idioms_and_short_answers(text: str, value: str) -> None:
    assert read_yes_no(text).value == value


@pytest.mark.parametrize(
    "text",
    [
        "Impossible to say from one photo.",  # undecided, not a denial
        "It's not possible to tell without the receipt.",
        "No one knows, no matter how you ask.",  # not a doubled denial
    ],
)
def test_near_misses_of_the_yes_no_idioms_are_no_verdict(text: str) -> None:
    assert read_yes_no(text).value is None


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a denying word that is the question's own predicate restates it
        ("Is it impossible to fold paper more than seven times?", "Not impossible — the record is twelve.", "no"),
        ("Is it impossible for a snail to sleep for years?", "Snails can't. It's impossible.", "yes"),
        ("Is it wrong to eat cereal for dinner?", "Not wrong at all, it's just food.", "no"),
        ("Is it incorrect to call a tomato a fruit?", "That isn't incorrect: botanically it is one.", "no"),
        # the same words for a question about another predicate keep their own polarity
        ("Could a horse outrun a cheetah?", "Impossible. Cheetahs reach 100 km/h.", "no"),
        ("Is it true that bats are blind?", "That's wrong — bats can see.", "no"),
    ],
)
def test_a_denying_word_that_is_the_questions_predicate_restates_it(question: str, text: str, value: str) -> None:
    assert read_yes_no(text, question=question).value == value


# --- NLI: a pick after an opening word, a repaired slip, a yes that confirms a named label ---


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        # the answer's own first-person pick after an opening verdict word
        (
            "Not necessarily. A clean scan rules out one thing only. I'd answer maybe, though some say yes.",
            YES_NO_MAYBE,
            "maybe",
        ),
        ("No, not quite. The text is thin here. I'll go with maybe.", YES_NO_MAYBE, "maybe"),
        ("Not really. Nothing is said about the weather, so I'd pick neutral.", NLI, "neutral"),
        # a slip repaired in the same sentence
        (
            "Dates aside, I'd say REFUTES — sorry, I mean NOT ENOUGH INFO. Nothing is disproved.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        ("Contradiction... sorry, I meant neutral: the text never says.", NLI, "neutral"),
        ("Entailment, or rather neutral — the age is never given.", NLI, "neutral"),
        # a bare yes or no confirming the label the sentence names
        ("Yes, it's a contradiction: every one of them was vaccinated.", NLI, "contradiction"),
        ("Yes, this is neutral - the text says nothing on price.", NLI, "neutral"),
    ],
)
def test_nli_picks_repairs_and_confirmed_labels(text: str, ls: object, value: str) -> None:
    assert read_label(text, ls).value == value  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("It's a contradiction, I mean, the words clash. Contradiction.", NLI, "contradiction"),  # no other label
        ("Yes. It follows.", NLI, "entailment"),
        ("Neutral. I'd pick it again if asked?", NLI, "neutral"),  # no label after the pick
        ("Contradiction — sorry, I mean neutral. Final answer: contradiction.", NLI, "contradiction"),
    ],
)
def test_near_misses_of_the_nli_picks_keep_their_reading(text: str, ls: object, value: str) -> None:
    assert read_label(text, ls).value == value  # type: ignore[arg-type]


# --- a "depending on ..." that qualifies a detail after the verdict -----------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Yes, with a caveat: Cairo's metro area comes close, depending on how the boundary is drawn.", "yes"),
        ("Roughly, yes — figures run from 12 to 16 hours depending on what counts as sleep.", "yes"),
        ("No. It was reclassified in 2006; older books differ depending on when they were printed.", "no"),
        # the verdict itself depends: none
        ("Yes or no, depending on which definition you use.", None),
        ("Yes, no — it really comes out differently depending on which definition you use.", None),
        ("Depending on how you define it, yes or no.", None),
        ("Depends on how much you drink.", None),
    ],
)
def test_depending_on_after_the_verdict_qualifies_a_detail(text: str, value: str | None) -> None:
    assert read_yes_no(text).value == value


# --- an ending that gives no one answer ------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "It varies by breed and by dog, so there's no single answer.",
        "There isn't a simple yes-or-no answer here.",
        "Rules differ by city. It's a grey area I can't settle from here.",
        "Both readings have support, and I can't resolve it cleanly.",
        "It depends on height. So: yes for most teenagers, no for small kids.",
        "Yes for adults over 65, but no for younger ones.",
    ],
)
def test_an_ending_without_one_answer_is_none(text: str) -> None:
    assert read_yes_no(text).value is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Investigators found no single cause, so no.", "no"),  # a finding, then a verdict
        ("Yes, for most models - the no-frills one for example.", "yes"),
    ],
)
def test_near_misses_of_no_one_answer_keep_their_verdict(text: str, value: str) -> None:
    assert read_yes_no(text).value == value


# --- a verdict on the claim itself; the verdict as a noun; verdicts listed one per sentence ---


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The saying is wrong: lightning hits tall towers many times a year.", "no"),
        ("The popular belief is mistaken; bulls react to motion.", "no"),
        ("This idea is simply incorrect. They are colour-blind to red.", "no"),
        ("Imaging shows activity everywhere. So the 10% claim is a myth.", "no"),
        ("The old folk wisdom is accurate, as it happens.", "yes"),
        ("Bern is smaller, but it hosts the government. So that would be a negative.", "no"),
        ("The port is open all year, so that'd be an affirmative.", "yes"),
        ("That's a no from me.", "no"),
        # verdicts listed one per sentence: none chosen
        ("Yes. No. Maybe? The studies keep changing.", None),
        ("No! Yes? Maybe. Honestly I can't tell you.", None),
        # the same verdict repeated, or a change of mind, is still a verdict
        ("No. No. No. It is perfectly fine.", "no"),
    ],
)
def test_claim_verdicts_nouns_and_listed_verdicts(text: str, value: str | None) -> None:
    assert read_yes_no(text).value == value


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("I'd lean SUPPORTS, though NOT ENOUGH INFO is defensible. I'm unsure between the two.", FEVER),
        ("Maybe, or arguably yes. I'll leave it between those two.", YES_NO_MAYBE),
        ("Neutral has a case and so does contradiction; I'm stuck between them.", NLI),
    ],
)
def test_two_labels_left_open_between_them_is_none(text: str, ls: object) -> None:
    assert read_label(text, ls).value is None  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # cut off while stating the conclusion: the reasoning before it is no verdict
        ("Dogs bark, so it wasn't silent. Silent later? Possibly. Under the usual rules this is a", None),
        ("The premise says outdoors. Moved inside? No. So the hypothesis is", None),
        ("Nothing says why; maybe. I'd say the label is", None),
        # a verdict given first stands; a cut that states no conclusion is not read as one
        ("Entailment. The premise says the same, in that the", "entailment"),
        ("The text never says why, so neutral. The weather that day was", "neutral"),
    ],
)
def test_an_answer_cut_off_in_its_conclusion_commits_to_nothing(text: str, value: str | None) -> None:
    assert read_label(text, NLI).value == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # an adverb of certainty standing alone opens the answer
        ("Obviously! The sun is a star.", "yes"),
        ("Evidently — the records show it.", "yes"),
        ("Sure thing — it opens at ten.", "yes"),
        # "of course" + the yes or no word, in other languages
        ("Claro que sí, es la capital.", "yes"),
        ("Bien sûr que non, c'est en France.", "no"),
        ("Claro que não — é Lisboa.", "no"),
        ("Natürlich nicht. Berlin.", "no"),
        # advice to keep away from the act asked about
        ("Best avoid it — the handle will melt.", "no"),
        ("Steer clear: they are toxic.", "no"),
        ("Skip it. The fumes are harmful.", "no"),
    ],
)
def test_certainty_adverbs_other_languages_and_advice_to_keep_away(text: str, value: str) -> None:
    assert read_yes_no(text).value == value


def test_a_certainty_adverb_closing_a_statement_is_an_intensifier() -> None:
    text = "1994-1999 is in the 1990s, clearly. But was it the whole decade? I keep going back and forth."
    assert read_label(text, FEVER).value is None


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        # a label quoted between words is a word talked about, not the verdict
        (
            "The link is explicit, so yes.\n\nA 'maybe' would only fit if another cause were possible.",
            YES_NO_MAYBE,
            "yes",
        ),
        ('It follows, so yes. A "maybe" would be too timid here.', YES_NO_MAYBE, "yes"),
        ("Same meaning. Entailment. Calling it 'neutral' would ignore the paraphrase.", NLI, "entailment"),
        # after a verb of answering, the quoted label is the answer
        ("The answer is 'neutral' because nothing is said.", NLI, "neutral"),
        ("I'd go with 'contradiction' since they clash.", NLI, "contradiction"),
        # a first-person pick with a short qualifier before a colon
        (
            "True in reality. Going by the passage alone, I'd answer strictly by the text: NOT ENOUGH INFO.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
    ],
)
def test_quoted_labels_are_mentions_and_picks_may_carry_a_qualifier(text: str, ls: object, value: str) -> None:
    assert read_label(text, ls).value == value  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        # a bare affirming word after a label the answer named confirms it
        ("Japan is in Asia, so contradiction. Of course!", NLI, "contradiction"),
        ("Lima is in Peru → contradiction. ¡Claro!", NLI, "contradiction"),
        ("Refutes: 1991 is wrong. Obviously!", FEVER, "REFUTES"),
        ("Same meaning, so entailment. Sure.", NLI, "entailment"),
    ],
)
def test_an_affirming_word_after_a_named_label_confirms_it(text: str, ls: object, value: str) -> None:
    assert read_label(text, ls).value == value  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # an agreeing word, then the negation of a question asked in the negative
        ("Isn't Everest in Peru?", "Right, it isn't in Peru.", "no"),
        ("Aren't bats blind?", "True, they aren't blind at all.", "no"),
        ("Didn't Edison invent the telephone?", "Correct, he didn't — Bell did.", "no"),
        ("Isn't Lima in Chile?", "Right, it's not — it's in Peru.", "no"),
        # the agreeing word alone, or a question not asked in the negative, as before
        ("Isn't Paris in France?", "Right, it is.", "yes"),
        ("Doesn't the Nile flow north?", "Yes, it does.", "yes"),
        ("Do cacti survive droughts?", "Yes, they don't need much water.", "yes"),
    ],
)
def test_agreeing_with_a_negative_questions_negation_is_no(question: str, text: str, value: str) -> None:
    assert read_yes_no(text, question=question).value == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a lead phrase of a few words before a short auxiliary answer
        ("Strictly speaking, it isn't — it's a lake.", "no"),
        ("In most cases, they don't — too far.", "no"),
        ("For most people, it does.", "yes"),
        ("Under normal conditions, they can — slowly.", "yes"),
        # not a short answer after the lead; a verdict word in the lead itself still counts
        ("In the end, it was a draw.", None),
        ("48 → 61. Yes, it increased.", "yes"),
    ],
)
def test_a_lead_phrase_before_a_short_auxiliary_answer(text: str, value: str | None) -> None:
    assert read_yes_no(text).value == value
