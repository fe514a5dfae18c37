"""One test group per official instruction type, including both sides of every relation."""

from __future__ import annotations

from typing import Any

import pytest
from scorewire_ifeval import CHECKERS, InstructionError, build_checker
from scorewire_ifeval._textstats import Text


def check(instruction_id: str, kwargs: dict[str, Any] | None, text: str, **options: Any) -> bool:
    return build_checker(instruction_id, kwargs, **options).check(Text(text))


def test_all_25_official_ids_are_registered() -> None:
    groups = {i.split(":")[0] for i in CHECKERS}
    assert len(CHECKERS) == 25
    assert groups == {
        "keywords",
        "language",
        "length_constraints",
        "detectable_content",
        "detectable_format",
        "combination",
        "startend",
        "change_case",
        "punctuation",
    }


def test_unknown_instruction_id_is_an_error_naming_it() -> None:
    with pytest.raises(InstructionError, match="keywords:nope"):
        build_checker("keywords:nope", {})


# -- keywords ---------------------------------------------------------------------------------


def test_keyword_existence_is_a_case_insensitive_substring_search() -> None:
    kw = {"keywords": ["cat", "Dog"]}
    assert check("keywords:existence", kw, "CATS and dogs")
    assert not check("keywords:existence", kw, "cats only")


@pytest.mark.parametrize(
    ("relation", "occurrences", "expected"),
    [("less than", 2, True), ("less than", 3, False), ("at least", 3, True), ("at least", 2, False)],
)
def test_keyword_frequency_relation_boundaries(relation: str, occurrences: int, expected: bool) -> None:
    text = " ".join(["Apple pie"] * occurrences)
    assert check("keywords:frequency", {"keyword": "apple", "frequency": 3, "relation": relation}, text) is expected


def test_keyword_frequency_counts_substrings() -> None:
    kw = {"keyword": "cat", "frequency": 2, "relation": "at least"}
    assert check("keywords:frequency", kw, "a cat and a category")


def test_forbidden_words_are_matched_as_whole_words() -> None:
    kw = {"forbidden_words": ["cat", "dog"]}
    assert check("keywords:forbidden_words", kw, "category and doghouse")
    assert not check("keywords:forbidden_words", kw, "my Cat!")


@pytest.mark.parametrize(
    ("relation", "count", "expected"),
    [("less than", 4, True), ("less than", 5, False), ("at least", 5, True), ("at least", 4, False)],
)
def test_letter_frequency_relation_boundaries(relation: str, count: int, expected: bool) -> None:
    text = "Z" + "z" * (count - 1) + " abc"
    kw = {"letter": "z", "let_frequency": 5, "let_relation": relation}
    assert check("keywords:letter_frequency", kw, text) is expected


def test_letter_frequency_non_letter_is_counted_literally_by_default() -> None:
    kw = {"letter": "!", "let_frequency": 3, "let_relation": "at least"}
    assert check("keywords:letter_frequency", kw, "Wow! Yes! Go!")
    assert not check("keywords:letter_frequency", kw, "Wow! Yes!")
    with pytest.raises(InstructionError, match="one character"):
        build_checker("keywords:letter_frequency", {"letter": "ab", "let_frequency": 1, "let_relation": "at least"})


def test_letter_frequency_random_fallback_is_seeded() -> None:
    kw = {"letter": "!", "let_frequency": 1, "let_relation": "at least"}
    letters = {
        build_checker("keywords:letter_frequency", kw, letter_fallback="random", letter_seed=s).letter
        for s in range(40)
    }
    assert letters <= set("abcdefghijklmnopqrstuvwxyz") and len(letters) > 5
    a = build_checker("keywords:letter_frequency", kw, letter_fallback="random", letter_seed=7)
    b = build_checker("keywords:letter_frequency", kw, letter_fallback="random", letter_seed=7)
    assert a.letter == b.letter


# -- language and change_case ------------------------------------------------------------------

ENGLISH = "The weather today is sunny and warm, and we are going to the beach with our friends."
GERMAN = "Das Wetter ist heute sonnig und warm, und wir gehen mit unseren Freunden an den Strand."


def test_response_language() -> None:
    assert check("language:response_language", {"language": "en"}, ENGLISH)
    assert not check("language:response_language", {"language": "de"}, ENGLISH)
    assert check("language:response_language", {"language": "de"}, GERMAN)
    # langdetect finds no features in text without letters: the official checker passes it.
    assert check("language:response_language", {"language": "de"}, "12345 !!!")


def test_english_capital_means_all_caps_and_english() -> None:
    assert check("change_case:english_capital", None, ENGLISH.upper())
    assert not check("change_case:english_capital", None, ENGLISH)
    assert not check("change_case:english_capital", None, GERMAN.upper())
    assert not check("change_case:english_capital", None, "12345")  # no cased character: not upper


def test_english_lowercase_means_all_lowercase_and_english() -> None:
    assert check("change_case:english_lowercase", None, ENGLISH.lower())
    assert not check("change_case:english_lowercase", None, ENGLISH)
    assert not check("change_case:english_lowercase", None, GERMAN.lower())


@pytest.mark.parametrize(
    ("relation", "caps", "expected"),
    [("less than", 2, True), ("less than", 3, False), ("at least", 3, True), ("at least", 2, False)],
)
def test_capital_word_frequency_relation_boundaries(relation: str, caps: int, expected: bool) -> None:
    text = "This is " + " ".join(["VERY"] * caps) + " important."
    kw = {"capital_frequency": 3, "capital_relation": relation}
    assert check("change_case:capital_word_frequency", kw, text) is expected


def test_capital_word_frequency_uses_nltk_word_tokens() -> None:
    # word_tokenize splits "DON'T" into "DO" and "N'T": with "I", three all-caps tokens.
    kw = {"capital_frequency": 3, "capital_relation": "at least"}
    assert check("change_case:capital_word_frequency", kw, "I DON'T know.")
    assert not check("change_case:capital_word_frequency", {**kw, "capital_relation": "less than"}, "I DON'T know.")


# -- length constraints ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("relation", "sentences", "expected"),
    [("less than", 2, True), ("less than", 3, False), ("at least", 3, True), ("at least", 2, False)],
)
def test_number_sentences_relation_boundaries(relation: str, sentences: int, expected: bool) -> None:
    text = " ".join(["Dr. Smith went home."] * sentences)  # "Dr." is a known abbreviation
    kw = {"num_sentences": 3, "relation": relation}
    assert check("length_constraints:number_sentences", kw, text) is expected


@pytest.mark.parametrize(
    ("relation", "words", "expected"),
    [("less than", 9, True), ("less than", 10, False), ("at least", 10, True), ("at least", 9, False)],
)
def test_number_words_relation_boundaries(relation: str, words: int, expected: bool) -> None:
    text = " ".join(["don't"] * (words // 2)) + (" x" if words % 2 else "")  # "don't" is two \w+ words
    kw = {"num_words": 10, "relation": relation}
    assert check("length_constraints:number_words", kw, text) is expected


def test_number_words_counts_like_nltk_regexp_tokenizer_on_indic_text() -> None:
    from nltk.tokenize import RegexpTokenizer
    from scorewire_ifeval._textstats import count_words

    telugu = "మేము సృష్టికర్తల ఒక జట్టు. మనందరికీ తనదైన ప్రతిభను ఉపయోగించి"
    expected = len(RegexpTokenizer(r"\w+").tokenize(telugu))
    assert count_words(telugu) == expected
    kw = {"num_words": expected, "relation": "at least"}
    assert check("length_constraints:number_words", kw, telugu)
    assert not check("length_constraints:number_words", {**kw, "relation": "less than"}, telugu)


def test_number_paragraphs_is_exact_and_split_on_three_stars() -> None:
    kw = {"num_paragraphs": 2}
    assert check("length_constraints:number_paragraphs", kw, "One.\n***\nTwo.")
    assert check("length_constraints:number_paragraphs", kw, "***\nOne.\n***\nTwo.\n***")  # outer dividers ignored
    assert not check("length_constraints:number_paragraphs", kw, "One.")
    assert not check("length_constraints:number_paragraphs", kw, "One.\n***\nTwo.\n***\nThree.")
    assert not check("length_constraints:number_paragraphs", {"num_paragraphs": 3}, "One.\n***\n***\nTwo.")
    assert not check("length_constraints:number_paragraphs", kw, "One.\n\nTwo.")  # blank lines are not dividers


def test_nth_paragraph_first_word() -> None:
    kw = {"num_paragraphs": 3, "nth_paragraph": 2, "first_word": "Hello"}
    assert check("length_constraints:nth_paragraph_first_word", kw, 'Intro.\n\n"Hello," she said.\n\nEnd.')
    assert not check("length_constraints:nth_paragraph_first_word", kw, "Intro.\n\nHello there.")  # 2 paragraphs
    assert not check("length_constraints:nth_paragraph_first_word", kw, "Intro.\n\nHi there.\n\nEnd.")
    assert not check("length_constraints:nth_paragraph_first_word", kw, "Intro.\n\nHelloo.\n\nEnd.")
    with pytest.raises(InstructionError, match="nth_paragraph"):
        build_checker("length_constraints:nth_paragraph_first_word", {**kw, "nth_paragraph": 4})


# -- detectable content and format -------------------------------------------------------------


def test_number_placeholders_at_least() -> None:
    text = "Dear [name], see you at [place]."
    assert check("detectable_content:number_placeholders", {"num_placeholders": 2}, text)
    assert not check("detectable_content:number_placeholders", {"num_placeholders": 3}, text)


def test_postscript_markers() -> None:
    assert check("detectable_content:postscript", {"postscript_marker": "P.S."}, "Hi.\n\np.s. bye")
    assert not check("detectable_content:postscript", {"postscript_marker": "P.S."}, "Hi. PS bye")
    assert check("detectable_content:postscript", {"postscript_marker": "P.P.S"}, "Hi.\nP. P. S. more")
    assert check("detectable_content:postscript", {"postscript_marker": "Note:"}, "Hi.\nNOTE: x")


def test_number_bullet_lists_is_exact() -> None:
    text = "Intro\n* one\n- two\n**bold line**\n  * three"
    assert check("detectable_format:number_bullet_lists", {"num_bullets": 3}, text)
    assert not check("detectable_format:number_bullet_lists", {"num_bullets": 2}, text)
    assert not check("detectable_format:number_bullet_lists", {"num_bullets": 4}, text)


def test_constrained_response_is_case_sensitive() -> None:
    assert check("detectable_format:constrained_response", None, "I think... My answer is maybe.")
    assert not check("detectable_format:constrained_response", None, "my answer is yes.")


def test_number_highlighted_sections_at_least() -> None:
    text = "*one* and *two* and ** and **bold**"
    assert check("detectable_format:number_highlighted_sections", {"num_highlights": 3}, text)
    assert not check("detectable_format:number_highlighted_sections", {"num_highlights": 4}, text)


def test_multiple_sections_at_least() -> None:
    text = "SECTION 1\nfoo\nSECTION 2\nbar"
    kw = {"section_spliter": "SECTION", "num_sections": 2}
    assert check("detectable_format:multiple_sections", kw, text)
    assert not check("detectable_format:multiple_sections", {**kw, "num_sections": 3}, text)
    assert not check("detectable_format:multiple_sections", {**kw, "section_spliter": "Section"}, text)


def test_json_format() -> None:
    assert check("detectable_format:json_format", None, '```json\n{"a": [1, 2]}\n```')
    assert check("detectable_format:json_format", None, ' {"a": 1} ')
    assert not check("detectable_format:json_format", None, "{a: 1}")
    assert not check("detectable_format:json_format", None, 'Here: {"a": 1}')


def test_title() -> None:
    assert check("detectable_format:title", None, "<<A Poem>>\nroses")
    assert not check("detectable_format:title", None, "<<  >> roses")
    assert not check("detectable_format:title", None, "<<A\nPoem>>")


# -- combination and start/end -----------------------------------------------------------------


def test_two_responses() -> None:
    assert check("combination:two_responses", None, "First.\n******\nSecond.")
    assert not check("combination:two_responses", None, "Same.\n******\nSame.")
    assert not check("combination:two_responses", None, "A\n******\nB\n******\nC")
    assert not check("combination:two_responses", None, "A\n******\n\n******\nB")


def test_repeat_prompt() -> None:
    kw = {"prompt_to_repeat": "Write a poem."}
    assert check("combination:repeat_prompt", kw, "  write a POEM. Roses are red.")
    assert not check("combination:repeat_prompt", kw, "Sure! Write a poem.")


def test_end_checker() -> None:
    kw = {"end_phrase": "Any other questions?"}
    assert check("startend:end_checker", kw, 'Done. "any other questions?"\n')
    assert not check("startend:end_checker", kw, "Any other questions? Bye.")


def test_quotation() -> None:
    assert check("startend:quotation", None, '  "wrapped"  ')
    assert not check("startend:quotation", None, '"')
    assert not check("startend:quotation", None, '"half')


def test_no_comma() -> None:
    assert check("punctuation:no_comma", None, "No commas here.")
    assert not check("punctuation:no_comma", None, "One, two.")


def test_missing_and_malformed_kwargs_are_errors_not_random_values() -> None:
    with pytest.raises(InstructionError, match="num_words"):
        build_checker("length_constraints:number_words", {"relation": "at least"})
    with pytest.raises(InstructionError, match="relation"):
        build_checker("length_constraints:number_words", {"num_words": 3, "relation": "at most"})
    with pytest.raises(InstructionError, match="integer"):
        build_checker("length_constraints:number_words", {"num_words": "many", "relation": "at least"})
