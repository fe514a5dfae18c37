"""Classes of yes/no answer the twenty-seventh blind batch still showed the reader misreading (round 29).

The texts are new (not copies of blind rows); near misses must keep reading as before.
"""

from __future__ import annotations

import pytest

from tests.core.yesno_reading import read_with_question as _read


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the question names its subject with a noun of kind the reply drops: "the element gold" -> "Gold"
        ("Is the element gold magnetic?", "Gold is not magnetic.", "no"),
        ("Is the gas argon reactive?", "Argon is unreactive.", "no"),
        ("Is the number e equal to 2.7?", "It isn't 2.7.", "no"),
        ("Is the number e rational?", "E is irrational.", "no"),
        ("Is the river Severn longer than the Thames?", "The Severn is longer than the Thames.", "yes"),
        ("Is the river Severn longer than the Thames?", "The Severn is not longer than the Thames.", "no"),
        # near misses: another name in the subject; the name only after "than"; another value; a compound noun
        ("Is the element gold magnetic?", "Iron is magnetic.", "None"),
        ("Is the element gold magnetic?", "Iron is not magnetic.", "None"),
        ("Is the element gold magnetic?", "Gold is shiny.", "None"),
        ("Is the gas argon reactive?", "Neon is not reactive.", "None"),
        ("Is the number e equal to 2.7?", "It isn't 3.", "None"),
        ("Is the number e equal to 2.7?", "Tau is not 2.7.", "None"),
        ("Is the river Severn longer than the Thames?", "The Thames is not longer than the Severn.", "None"),
        ("Is the planet Venus hotter than Mercury?", "Mercury is not hotter than Venus.", "None"),
        ("Is the river bank steep?", "The bank is not steep.", "None"),
        ("Is the city centre crowded?", "The centre is crowded.", "None"),
    ],
)
def test_classifier_noun_dropped(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a root sign written for "the square root of" on the subject of a copula
        ("Is the square root of 3 a rational number?", "√3 is irrational.", "no"),
        ("Is the square root of 7 rational?", "√7 is rational.", "yes"),
        ("Is the square root of 5 irrational?", "√(5) is irrational.", "yes"),
        ("Is the cube root of 64 an integer?", "∛64 is an integer.", "yes"),
        # near misses: the sign in a formula; another root; a reply cut off before its verdict
        ("Is the square root of 3 irrational?", "√3 ≈ 1.732... its decimals never repeat, which means", "None"),
        ("Is the square root of 3 irrational?", "Assume √3 = a/b in lowest terms. Then a² = 3b², so", "None"),
        ("Is the cube root of 64 an integer?", "√64 is not an integer.", "None"),
    ],
)
def test_root_sign_for_the_spelled_root(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # "Is <expression> equal to N?" - "<expression> is M.": the computation said with a copula, not "="
        ("Is 3^4 equal to 80?", "3^4 is 81.", "no"),
        ("Is 3^4 equal to 81?", "3^4 is 81.", "yes"),
        ("Is 7 times 8 equal to 54?", "7 times 8 is 56.", "no"),
        ("Is 12 squared equal to 140?", "12 squared equals 144.", "no"),
        ("Is 9 + 6 equal to 14?", "9 + 6 is 15, not 14.", "no"),
        # near misses: another expression; a value qualified or followed by more; no value said
        ("Is 7 times 8 equal to 54?", "7 times 9 is 63.", "None"),
        ("Is 9 + 6 equal to 14?", "9 * 6 is 54.", "None"),
        ("Is 7 times 8 equal to 54?", "7 times 8 is about 50.", "None"),
        ("Is 7 times 8 equal to 54?", "7 times 8 is 50 plus 6.", "None"),
        ("Is 7 times 8 equal to 54?", "7 times 8 is 56 or so, I think.", "None"),
        ("Is 7 times 8 equal to 54?", "7 times 8 is a product.", "None"),
    ],
)
def test_expression_value_said_with_a_copula(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # "a member of <name>" / "part of <name>" restated by the copula and "in <name>" (or its initials)
        ("Is Norway a member of the European Union?", "Norway isn't in the EU.", "no"),
        ("Is Canada a member of NATO?", "Canada is in NATO.", "yes"),
        ("Is Serbia part of the European Union?", "It is not in the EU.", "no"),
        # near misses: another body or place after "in"; another subject; a longer name sharing a word
        ("Is Canada a member of NATO?", "Canada is in North America.", "None"),
        ("Is Canada a member of NATO?", "Mexico is not in NATO.", "None"),
        ("Is Canada a member of NATO?", "Canada is not in the EU.", "None"),
        ("Is Norway a member of the European Union?", "Norway is in Europe.", "None"),
        ("Is Norway a member of the European Union?", "Norway is in the EEA.", "None"),
        ("Is Norway a member of the European Union?", "Norway is in the European Economic Area.", "None"),
        ("Is Greenland part of Denmark?", "Greenland is in North America.", "None"),
    ],
)
def test_membership_said_with_in(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # "Did X <verb> in N?" - "It <irregular past> in M.": the verb's past form, the subject a pronoun
        ("Did Rome fall in 410?", "It fell in 476.", "no"),
        ("Did the war begin in 1940?", "It began in 1939.", "no"),
        ("Did the Titanic sink in 1912?", "It sank in 1912.", "yes"),
        ("Did the ferry sink in 1987?", "The ferry sank in 1987.", "yes"),
        # near misses: another subject named; another verb with no value of the question's kind; no value
        ("Did the Titanic sink in 1915?", "The Lusitania sank in 1915.", "None"),
        ("Does a spider have 6 legs?", "It has 8 eyes.", "None"),
        ("Did Tolstoy write Hamlet?", "He wrote War and Peace.", "None"),
        ("Did the Titanic sink in 1915?", "Many ships sank that year.", "None"),
        # a year naming the thing is no value in place of the count asked ("the 1998 prize" for "three awards")
        ("Did the poet win three awards?", "She won two awards.", "no"),
        ("Did the poet win three awards?", "She won the 1998 Booker Prize.", "None"),
        ("Did the poet win three awards?", "She won an award in 2004.", "None"),
    ],
)
def test_irregular_past_restates_the_verb(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value
