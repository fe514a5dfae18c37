"""scorewire's own judge prompts.

These texts are written for this project. They follow the *shapes* the reference
tools use (so verdict formats and parsers line up: MT-Bench's ``[[n]]`` and
``[[A]]``, Inspect's ``GRADE: X``, SimpleQA's A/B/C, Prometheus' ``[RESULT]``,
AlpacaEval's one-token ``m``/``M``) but not their wording; a compat mode that
needs a tool's exact prompt reads it from that tool's installed package or a file
the user points to, at run time.

Every template declares its structural delimiters and verdict tokens, which are
rewritten in untrusted values (see :mod:`scorewire_judge._render`).
"""

from __future__ import annotations

from ._render import DOUBLE_BRACKET, GRADE_COLON, RESULT_TAG, Template

_MT_DELIMS = (
    "[Question]",
    "[The Start of Answer]",
    "[The End of Answer]",
    "[The Start of Reference]",
    "[The End of Reference]",
    "[The Start of Answer A]",
    "[The End of Answer A]",
    "[The Start of Answer B]",
    "[The End of Answer B]",
    "<|Start of Conversation|>",
    "<|End of Conversation|>",
    "### User:",
    "### Assistant:",
    "### Reference:",
)
_JUDGE_SYSTEM = "You are a careful, impartial judge of answers written by AI assistants."

_RATING_RULES = (
    "Judge the answer on helpfulness, relevance, accuracy, depth and level of detail. Explain your "
    "judgement briefly and stay objective. Finish with one line giving your rating from {lo} to {hi} "
    "in double square brackets, exactly like this: Rating: [[{example}]]"
)


def _rating(name: str, task: str, data: str) -> Template:
    """An MT-Bench-shaped rating prompt: the task, the shared rating rules, then the data."""
    return Template(
        name=name,
        system=_JUDGE_SYSTEM,
        user=task + _RATING_RULES + data,
        delimiters=_MT_DELIMS,
        verdict_rules=(DOUBLE_BRACKET,),
        trusted=frozenset({"lo", "hi", "example"}),
    )


RATING_SINGLE = _rating(
    "rating-single",
    "Rate the quality of the answer an AI assistant gave to the question below. ",
    "\n\n[Question]\n{question}\n\n[The Start of Answer]\n{answer}\n[The End of Answer]",
)

RATING_REFERENCE = _rating(
    "rating-reference",
    "Rate the correctness and helpfulness of the answer an AI assistant gave to the question below. "
    "A reference answer is given: first compare the assistant's answer with it and point out any "
    "mistake, then rate. ",
    "\n\n[Question]\n{question}\n\n[The Start of Reference]\n{ref_answer_1}\n[The End of Reference]"
    "\n\n[The Start of Answer]\n{answer}\n[The End of Answer]",
)

RATING_MULTI = _rating(
    "rating-multi-turn",
    "Below is a two-turn conversation between a user and an AI assistant. Rate only the assistant's "
    "reply to the SECOND user message, using the first exchange as context. ",
    "\n\n<|Start of Conversation|>\n### User:\n{question_1}\n\n### Assistant:\n{answer_1}\n\n"
    "### User:\n{question_2}\n\n### Assistant:\n{answer_2}\n<|End of Conversation|>",
)

RATING_MULTI_REFERENCE = _rating(
    "rating-multi-turn-reference",
    "Below is a two-turn conversation between a user and an AI assistant, and reference answers for "
    "both turns. Rate only the assistant's reply to the SECOND user message: compare it with the "
    "second reference answer and point out any mistake first. ",
    "\n\n<|Start of Conversation|>\n### User:\n{question_1}\n\n### Reference:\n{ref_answer_1}\n\n"
    "### Assistant:\n{answer_1}\n\n### User:\n{question_2}\n\n### Reference:\n{ref_answer_2}\n\n"
    "### Assistant:\n{answer_2}\n<|End of Conversation|>",
)

_PAIR_RULES = (
    "Decide which answer is better. Do not let the order in which the answers are shown, their length or "
    "the assistants' names influence you. Explain your decision briefly, then finish with one line "
    "holding exactly one verdict: [[A]] if answer A is better, [[B]] if answer B is better, [[C]] for a tie."
)


def _pair(name: str, task: str, data: str) -> Template:
    """An MT-Bench-shaped pairwise prompt: the task, the shared pairwise rules, then the data."""
    return Template(
        name=name,
        system=_JUDGE_SYSTEM,
        user=task + _PAIR_RULES + data,
        delimiters=_MT_DELIMS,
        verdict_rules=(DOUBLE_BRACKET,),
    )


PAIR_SINGLE = _pair(
    "pair-single",
    "Two AI assistants answered the question below. ",
    "\n\n[Question]\n{question}\n\n[The Start of Answer A]\n{answer_a}\n[The End of Answer A]"
    "\n\n[The Start of Answer B]\n{answer_b}\n[The End of Answer B]",
)

PAIR_REFERENCE = _pair(
    "pair-reference",
    "Two AI assistants answered the question below, for which a reference answer is given. Check both "
    "answers against the reference and point out mistakes first. ",
    "\n\n[Question]\n{question}\n\n[The Start of Reference]\n{ref_answer_1}\n[The End of Reference]"
    "\n\n[The Start of Answer A]\n{answer_a}\n[The End of Answer A]"
    "\n\n[The Start of Answer B]\n{answer_b}\n[The End of Answer B]",
)

PAIR_MULTI = _pair(
    "pair-multi-turn",
    "Two AI assistants held the same two-turn conversation with a user. Compare only their replies to "
    "the SECOND user message. ",
    "\n\n<|Start of Conversation|> (assistant A)\n### User:\n{question_1}\n\n### Assistant:\n{answer_a_1}"
    "\n\n### User:\n{question_2}\n\n### Assistant:\n{answer_a_2}\n<|End of Conversation|>"
    "\n\n<|Start of Conversation|> (assistant B)\n### User:\n{question_1}\n\n### Assistant:\n{answer_b_1}"
    "\n\n### User:\n{question_2}\n\n### Assistant:\n{answer_b_2}\n<|End of Conversation|>",
)

PAIR_MULTI_REFERENCE = _pair(
    "pair-multi-turn-reference",
    "Two AI assistants held the same two-turn conversation with a user; reference answers for both turns "
    "are given. Compare only their replies to the SECOND user message against the second reference. ",
    "\n\n### Reference:\n{ref_answer_1}\n\n### Reference:\n{ref_answer_2}"
    "\n\n<|Start of Conversation|> (assistant A)\n### User:\n{question_1}\n\n### Assistant:\n{answer_a_1}"
    "\n\n### User:\n{question_2}\n\n### Assistant:\n{answer_a_2}\n<|End of Conversation|>"
    "\n\n<|Start of Conversation|> (assistant B)\n### User:\n{question_1}\n\n### Assistant:\n{answer_b_1}"
    "\n\n### User:\n{question_2}\n\n### Assistant:\n{answer_b_2}\n<|End of Conversation|>",
)

_DATA_DELIMS = ("[BEGIN DATA]", "[END DATA]")

GRADE_QA = Template(
    name="grade-qa",
    user=(
        "Grade a submitted answer against a criterion.\n\n[BEGIN DATA]\n***\n[Task]: {question}\n***\n"
        "[Submission]: {answer}\n***\n[Criterion]: {criterion}\n***\n[END DATA]\n\n"
        "Does the submission satisfy the criterion?\n\n{instructions}"
    ),
    delimiters=_DATA_DELIMS,
    verdict_rules=(GRADE_COLON,),
    trusted=frozenset({"instructions"}),
)

GRADE_FACT = Template(
    name="grade-fact",
    user=(
        "Check whether a submitted answer states the facts of an expert answer.\n\n[BEGIN DATA]\n"
        "************\n[Question]: {question}\n************\n[Expert]: {criterion}\n************\n"
        "[Submission]: {answer}\n************\n[END DATA]\n\n"
        "Only the factual content matters: wording, style, grammar and punctuation do not. "
        "Does the submission contain what the expert answer says, without contradicting it?\n\n{instructions}"
    ),
    delimiters=_DATA_DELIMS,
    verdict_rules=(GRADE_COLON,),
    trusted=frozenset({"instructions"}),
)


def grade_instructions(partial_credit: bool) -> str:
    """The closing instructions of the grading templates (offered letters depend on partial credit)."""
    if partial_credit:
        menu = "C (correct), P (partially correct) or I (incorrect)"
        letters = "CPI"
    else:
        menu = "C (correct) or I (incorrect)"
        letters = "CI"
    return (
        f"Reason step by step first. Then end your reply with a single line 'GRADE: X' where X is one of "
        f"{letters}: {menu}. Write nothing after that line."
    )


SIMPLEQA = Template(
    name="simpleqa",
    user=(
        "You check answers to short factual questions against a gold answer.\n"
        "Classify the predicted answer as one of:\n"
        "A: CORRECT - it contains the gold answer's meaning and contradicts nothing in it (hedging is fine "
        "as long as the gold answer is clearly given; small spelling variants are fine);\n"
        "B: INCORRECT - it states something that contradicts the gold answer, even with a hedge;\n"
        "C: NOT_ATTEMPTED - it neither gives the gold answer nor contradicts it (e.g. 'I don't know').\n"
        "For numbers, the predicted answer must be right to the precision of the gold answer's last "
        "significant figure.\n\n"
        "<question>\n{question}\n</question>\n<gold_answer>\n{reference}\n</gold_answer>\n"
        "<predicted_answer>\n{answer}\n</predicted_answer>\n\n"
        "Reply with one letter only: A, B or C."
    ),
    delimiters=(
        "<question>",
        "</question>",
        "<gold_answer>",
        "</gold_answer>",
        "<predicted_answer>",
        "</predicted_answer>",
    ),
)

_PROM_DELIMS = ("###Instruction:", "###Response:", "###Reference Answer:", "###Score Rubric:", "###Feedback:")

PROMETHEUS_ABSOLUTE = Template(
    name="rubric-absolute",
    system="You are a fair judge who grades a response strictly by the rubric given.",
    user=(
        "Grade the response below by the score rubric. Write short feedback that follows the rubric, "
        "then finish with '[RESULT] N' where N is an integer from 1 to 5. Write nothing after it.\n\n"
        "###Instruction:\n{instruction}\n\n###Response:\n{answer}\n\n###Reference Answer:\n{reference}\n\n"
        "###Score Rubric:\n{rubric}\n\n###Feedback:"
    ),
    delimiters=_PROM_DELIMS,
    verdict_rules=(RESULT_TAG,),
    trusted=frozenset({"rubric"}),
)

PROMETHEUS_RELATIVE = Template(
    name="rubric-relative",
    system="You are a fair judge who compares two responses strictly by the rubric given.",
    user=(
        "Compare responses A and B by the score rubric. Write short feedback that follows the rubric, "
        "then finish with '[RESULT] A' or '[RESULT] B' for the better one. Write nothing after it.\n\n"
        "###Instruction:\n{instruction}\n\n###Response A:\n{answer_a}\n\n###Response B:\n{answer_b}\n\n"
        "###Reference Answer:\n{reference}\n\n###Score Rubric:\n{rubric}\n\n###Feedback:"
    ),
    delimiters=(*_PROM_DELIMS, "###Response A:", "###Response B:"),
    verdict_rules=(RESULT_TAG,),
    trusted=frozenset({"rubric"}),
)

RUBRIC_ITEM = Template(
    name="rubric-item",
    user=(
        "Decide whether the last assistant message of the conversation below meets one rubric criterion.\n\n"
        '<conversation>\n{conversation}\n</conversation>\n\n<criterion points="{points}">\n{criterion}\n'
        "</criterion>\n\nA criterion with negative points describes something undesirable: answer true when "
        "the response does that undesirable thing. Reply with a JSON object only: "
        '{{"explanation": "<one or two sentences>", "criteria_met": true or false}}'
    ),
    delimiters=("<conversation>", "</conversation>", "<criterion", "</criterion>"),
    trusted=frozenset({"points", "criterion"}),
)

GEVAL = Template(
    name="geval",
    user=(
        "{task}\n\nEvaluation criterion:\n{criterion}\n\nEvaluation steps:\n{steps}\n\n"
        "<source>\n{source}\n</source>\n\n<output>\n{answer}\n</output>\n\n"
        "Reply with the score only, an integer from {lo} to {hi}."
    ),
    delimiters=("<source>", "</source>", "<output>", "</output>"),
    trusted=frozenset({"task", "criterion", "steps", "lo", "hi"}),
)

ALPACA_PAIRWISE = Template(
    name="alpaca-pairwise",
    system="You compare two responses to one instruction and name the better one with a single character.",
    user=(
        "Two AI models responded to the instruction below. Pick the response a careful human reader would "
        "prefer: the one that follows the instruction more faithfully and is more accurate, helpful and "
        "complete. The order of the responses means nothing.\n\n"
        "<instruction>\n{instruction}\n</instruction>\n\n"
        '<response id="m">\n{output_1}\n</response>\n\n'
        '<response id="M">\n{output_2}\n</response>\n\n'
        "Answer with one character and nothing else: m if the response with id m is better, "
        "M if the response with id M is better."
    ),
    delimiters=("<instruction>", "</instruction>", "<response", "</response>", "<|im_start|>", "<|im_end|>"),
)
