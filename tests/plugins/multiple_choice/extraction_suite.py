"""A suite of realistic chat answers to multiple-choice questions, with the letter a grader would read.

Each case is ``{"id", "style", "response", "choices", "gold", "expected"}``:
``expected`` is the letter the answer commits to, or None when a grader must
count it as unparsed (refusal, none of the above, two options). An extractor
scores a case right when its verdict (correct / not correct against ``gold``)
equals the verdict ``expected`` implies.

Used by ``test_extraction_suite.py`` and ``benchmarks/bench_multiple_choice.py``.
About a third of the cases are long chains of thought that discuss other
options before concluding.
"""

from __future__ import annotations

from typing import Any

LETTERS = "ABCDEFGHIJ"

# question, choices, gold index, one sentence of reasoning per option (used to build chains of thought)
QUESTIONS: dict[str, tuple[str, list[str], int, list[str]]] = {
    "cell": (
        "Which organelle is known as the powerhouse of the cell?",
        ["Nucleus", "Ribosome", "Mitochondria", "Golgi apparatus"],
        2,
        [
            "the nucleus stores the genetic material and directs gene expression, but it does not make most of the ATP",
            "ribosomes translate mRNA into protein; they consume energy rather than produce it",
            "mitochondria run the citric acid cycle and oxidative phosphorylation, producing most of the cell's ATP",
            "the Golgi apparatus modifies, sorts and packages proteins for secretion",
        ],
    ),
    "capital": (
        "What is the capital of Australia?",
        ["Sydney", "Melbourne", "Canberra", "Perth"],
        2,
        [
            "Sydney is the largest city and many people assume it is the capital, but it is not",
            "Melbourne was the temporary seat of government until 1927, which is a common trap",
            "Canberra was purpose-built as a compromise between Sydney and Melbourne and has been the capital since 1913",
            "Perth is the capital of Western Australia only",
        ],
    ),
    "atmosphere": (
        "Which gas makes up most of Earth's atmosphere?",
        ["Oxygen", "Nitrogen", "Argon", "Carbon dioxide"],
        1,
        [
            "oxygen is about 21% of dry air, so it is important but not the majority",
            "nitrogen is roughly 78% of dry air by volume",
            "argon is under 1%",
            "carbon dioxide is only about 0.04%",
        ],
    ),
    "force": (
        "What is the SI unit of force?",
        ["Newton", "Joule", "Watt", "Pascal"],
        0,
        [
            "the newton is defined as kg·m/s², exactly the unit of mass times acceleration",
            "the joule is a unit of energy (N·m)",
            "the watt is a unit of power (J/s)",
            "the pascal is a unit of pressure (N/m²)",
        ],
    ),
    "derivative": (
        "What is the derivative of sin(x)?",
        ["-cos(x)", "tan(x)", "sec^2(x)", "cos(x)"],
        3,
        [
            "-cos(x) is the antiderivative of sin(x), so the sign and direction are mixed up",
            "tan(x) is sin(x)/cos(x), not a derivative of sin(x)",
            "sec^2(x) is the derivative of tan(x)",
            "the derivative of sin(x) is cos(x), from the limit of (sin(x+h) - sin(x))/h",
        ],
    ),
    "ww2": (
        "In which year did World War II end?",
        ["1945", "1939", "1918", "1950"],
        0,
        [
            "Germany surrendered in May 1945 and Japan in September 1945",
            "1939 is when the war began with the invasion of Poland",
            "1918 is the end of World War I",
            "1950 is the start of the Korean War",
        ],
    ),
    "fifo": (
        "Which data structure processes elements in first-in, first-out order?",
        ["Stack", "Queue", "Heap", "Binary search tree"],
        1,
        [
            "a stack is last-in, first-out",
            "a queue removes elements in the order they were added, which is FIFO",
            "a heap always removes the minimum (or maximum) element, regardless of insertion order",
            "a binary search tree keeps keys sorted; it has no notion of insertion order",
        ],
    ),
    "ceiling": (
        "A binding price ceiling set below the equilibrium price will most likely cause:",
        ["A surplus", "A shortage", "No change in quantity traded", "A rightward shift in supply"],
        1,
        [
            "a surplus happens with a price floor above equilibrium, not a ceiling below it",
            "at the lower price quantity demanded exceeds quantity supplied, so there is a shortage",
            "a binding ceiling does change the quantity traded, since sellers supply less",
            "price controls move along the supply curve; they do not shift it",
        ],
    ),
    "austen": (
        "Who wrote 'Pride and Prejudice'?",
        ["Charlotte Brontë", "Jane Austen", "Mary Shelley", "George Eliot"],
        1,
        [
            "Charlotte Brontë wrote Jane Eyre",
            "Jane Austen published Pride and Prejudice in 1813",
            "Mary Shelley wrote Frankenstein",
            "George Eliot wrote Middlemarch",
        ],
    ),
    "scurvy": (
        "Deficiency of which vitamin causes scurvy?",
        ["Vitamin A", "Vitamin B12", "Vitamin C", "Vitamin D"],
        2,
        [
            "vitamin A deficiency causes night blindness",
            "vitamin B12 deficiency causes pernicious anaemia",
            "vitamin C is needed for collagen synthesis, and its deficiency causes scurvy",
            "vitamin D deficiency causes rickets",
        ],
    ),
    "percent": (
        "What is 15% of 240?",
        ["24", "30", "32", "36", "40", "42", "45", "48", "34", "38"],
        3,
        [
            "24 is 10% of 240",
            "30 would be 12.5%",
            "32 is not a round percentage of 240",
            "10% is 24 and 5% is 12, so 15% is 36",
            "40 is about 16.7%",
            "42 is 17.5%",
            "45 is 18.75%",
            "48 is 20%",
            "34 is close but not exact",
            "38 is too large",
        ],
    ),
    "moons": (
        "Which planet has the most confirmed moons as of 2023?",
        ["Jupiter", "Saturn", "Uranus", "Neptune"],
        1,
        [
            "Jupiter has about 95 confirmed moons",
            "Saturn has 146 confirmed moons after the 2023 announcements",
            "Uranus has 28 known moons",
            "Neptune has 16 known moons",
        ],
    ),
}


def _case(qid: str, style: str, response: str, expected: str | None) -> dict[str, Any]:
    question, choices, gold, _ = QUESTIONS[qid]
    return {
        "id": f"{qid}-{style}",
        "style": style,
        "question": question,
        "choices": choices,
        "gold": LETTERS[gold],
        "response": response,
        "expected": expected,
    }


def _letter(qid: str) -> str:
    return LETTERS[QUESTIONS[qid][2]]


def _text(qid: str, i: int | None = None) -> str:
    _, choices, gold, _ = QUESTIONS[qid]
    return choices[gold if i is None else i]


def _short_cases() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    add = out.append
    for qid in QUESTIONS:
        g = _letter(qid)
        t = _text(qid)
        add(_case(qid, "bare", g, g))
        add(_case(qid, "answer-is-adverb", f"The answer is definitely {g}.", g))
        add(_case(qid, "letter-paren-text", f"{g}) {t}", g))
    # One style per question from here on, so every style appears several times.
    add(_case("cell", "bold", "**C**", "C"))
    add(_case("capital", "bold-sentence", "The correct answer is **C**.", "C"))
    add(_case("atmosphere", "paren", "(B)", "B"))
    add(_case("force", "paren-sentence", "I'd say (A), since force is mass times acceleration.", "A"))
    add(_case("derivative", "boxed", "$\\boxed{D}$", "D"))
    add(_case("percent", "boxed-j", "15% of 240 = 36, so the answer is \\boxed{D}.", "D"))
    add(_case("percent", "boxed-text", "\\boxed{\\text{D}}", "D"))
    add(_case("fifo", "option", "Option B", "B"))
    add(_case("ceiling", "option-sentence", "Option B: a shortage.", "B"))
    add(_case("austen", "json", '{"answer": "B"}', "B"))
    add(_case("scurvy", "json-pretty", '```json\n{\n  "answer": "C",\n  "confidence": 0.95\n}\n```', "C"))
    add(_case("ww2", "answer-colon", "Answer: A", "A"))
    add(_case("moons", "inspect-answer", "Saturn overtook Jupiter in 2023.\n\nANSWER: B", "B"))
    add(_case("capital", "go-with", "I'll go with C.", "C"))
    add(_case("force", "is-correct", "A is correct.", "A"))
    add(_case("atmosphere", "believe-correct", "I believe B is the correct answer.", "B"))
    add(_case("ceiling", "correct-option-is", "The correct option is (B).", "B"))
    add(_case("cell", "letter-dot-text", "C. Mitochondria", "C"))
    add(_case("atmosphere", "answer-first", "B. Nitrogen makes up about 78% of the atmosphere by volume.", "B"))
    add(_case("fifo", "answer-first-paren", "(B) Queue — elements leave in the order they arrived.", "B"))
    # The option text alone.
    add(_case("cell", "text-only", "Mitochondria", "C"))
    add(_case("capital", "text-sentence", "The capital of Australia is Canberra.", "C"))
    add(_case("austen", "text-sentence", "It was written by Jane Austen.", "B"))
    add(_case("moons", "text-lower", "saturn", "B"))
    add(_case("ww2", "text-year", "World War II ended in 1945.", "A"))
    # The article "a" and the pronoun "I" used as words.
    add(
        _case(
            "ceiling", "article-a", "A price ceiling below equilibrium creates excess demand, so the answer is B.", "B"
        )
    )
    add(_case("ceiling", "article-a-text", "A shortage", "B"))
    add(_case("fifo", "pronoun-i", "I think the answer is B, because a queue is first-in, first-out.", "B"))
    add(_case("capital", "pronoun-i-2", "I would pick C. I remember it was chosen as a compromise.", "C"))
    add(_case("scurvy", "vitamin-a-trap", "Not vitamin A or D. I'm confident the answer is C.", "C"))
    add(_case("percent", "pronoun-i-ten", "I computed 10% + 5% = 24 + 12 = 36. I pick D.", "D"))
    add(_case("force", "a-article-start", "A newton is kg·m/s², so A.", "A"))
    # Changes of mind: the final commitment wins.
    add(_case("cell", "change-of-mind", "At first A, but actually C.", "C"))
    add(_case("capital", "change-of-mind-2", "My first instinct was A. On second thought, the answer is C.", "C"))
    add(
        _case(
            "derivative",
            "change-of-mind-3",
            "The answer is A. Wait, no: that's the antiderivative. The answer is D.",
            "D",
        )
    )
    add(_case("atmosphere", "change-of-mind-4", "Initially I was going to say A, but actually B.", "B"))
    # Wrong answers, stated clearly: the grader reads the wrong letter.
    add(_case("capital", "wrong-clear", "The answer is A, Sydney.", "A"))
    add(_case("moons", "wrong-clear", "Jupiter has the most moons. The answer is A.", "A"))
    add(_case("ww2", "wrong-bold", "**B**", "B"))
    add(_case("derivative", "wrong-text", "-cos(x)", "A"))
    # Unparsed: refusals, none of the above, two options.
    add(_case("cell", "refusal", "I'm sorry, but I can't help with that.", None))
    add(_case("capital", "refusal-2", "I cannot determine the answer without more information.", None))
    add(
        _case(
            "moons",
            "refusal-3",
            "As an AI, I don't have access to the latest data, so I can't answer this reliably.",
            None,
        )
    )
    add(_case("atmosphere", "nota", "None of the above.", None))
    add(
        _case(
            "derivative",
            "nota-2",
            "None of these options is right: the derivative of sin(x) is cos(x)... wait, that is D? "
            "No, none of the options are correct as written.",
            None,
        )
    )
    add(_case("fifo", "two-options", "The answer is A or B.", None))
    add(_case("ceiling", "two-options-2", "Both B and C are correct.", None))
    add(_case("force", "two-options-3", "It could be A or D, I'm not sure.", None))
    add(_case("scurvy", "two-options-4", "The answer is either C or D.", None))
    add(_case("austen", "two-options-5", "I'd go with B and C.", None))
    add(_case("percent", "empty", "", None))
    # More phrasings seen in chat models' answers.
    add(_case("cell", "answer-colon-paren-text", "The answer is: (C) Mitochondria", "C"))
    add(_case("atmosphere", "answer-lower-paren", "Answer: (b)", "B"))
    add(_case("force", "answer-lower", "the answer is a.", "A"))
    add(_case("fifo", "bold-label", "**Answer:** B", "B"))
    add(_case("atmosphere", "best-answer", "The best answer is B) Nitrogen.", "B"))
    add(_case("derivative", "correct-answer-colon", "Correct answer: D", "D"))
    add(_case("ww2", "choose-option", "I choose option A.", "A"))
    add(_case("scurvy", "my-answer", "My answer: C", "C"))
    add(_case("moons", "its", "It's B.", "B"))
    add(_case("atmosphere", "letter-comma", "B, because nitrogen is about 78% of the air.", "B"))
    add(_case("capital", "not-a-it-is", "The answer is not A; it is C.", "C"))
    add(_case("ceiling", "between", "Between B and C, I'd choose B.", "B"))
    add(_case("force", "label-dot-text", "A. Newton", "A"))
    add(_case("percent", "answer-i", "Answer: I", "I"))
    add(_case("percent", "label-i", "I. 34", "I"))
    add(_case("austen", "em-dash", "Answer — B", "B"))
    add(_case("cell", "bold-paren", "The answer is **(C)**.", "C"))
    add(_case("moons", "xml-tag", "<answer>B</answer>", "B"))
    add(_case("derivative", "minerva", "Final Answer: The final answer is $\\boxed{D}$. I hope it is correct.", "D"))
    add(
        _case(
            "fifo",
            "answer-then-explanation",
            "Answer: B\nExplanation: Option A is wrong because a stack is LIFO, and a heap orders by priority.",
            "B",
        )
    )
    add(
        _case(
            "cell",
            "counterfactual",
            "The answer is C. Option D would be correct if the question asked about packaging proteins.",
            "C",
        )
    )
    add(_case("capital", "paren-inline", "Sydney is often assumed, but it's Canberra (C).", "C"))
    add(
        _case(
            "scurvy",
            "markdown-final",
            "## Reasoning\nScurvy is caused by a lack of ascorbic acid.\n\n## Final Answer\n**C) Vitamin C**",
            "C",
        )
    )
    add(_case("ww2", "year-and-letter", "1945 (A)", "A"))
    add(_case("austen", "sure", "Definitely B. Jane Austen wrote it in 1813.", "B"))
    # Written as a held-out check after the extractor was tuned on the cases above (it read 25 of
    # these 30 right at first: "So C.", "That leaves C.", "it's C." closings and lowercase "c" were missed).
    add(_case("cell", "holdout-01", "The mitochondria (option C) is the powerhouse of the cell.", "C"))
    add(_case("cell", "holdout-02", "Correct choice: C", "C"))
    add(_case("cell", "holdout-03", "C is the right one here.", "C"))
    add(_case("cell", "holdout-04", "My final answer is C.", "C"))
    add(_case("cell", "holdout-05", "**Final Answer:** (C) Mitochondria", "C"))
    add(_case("cell", "holdout-06", "The answer should be C because mitochondria make ATP.", "C"))
    add(_case("cell", "holdout-07", "Answer:\nC", "C"))
    add(_case("cell", "holdout-08", "Answer\n\nC", "C"))
    add(_case("cell", "holdout-09", "The most likely answer is C.", "C"))
    add(_case("cell", "holdout-10", "I'm fairly confident it's C, the mitochondria.", "C"))
    add(
        _case(
            "cell",
            "holdout-11",
            "Let's see. The nucleus holds DNA (A), ribosomes make proteins (B), and the Golgi packages proteins (D). That leaves C.",
            "C",
        )
    )
    add(_case("cell", "holdout-12", "Hmm, A or C? The nucleus controls the cell but doesn't make energy. So C.", "C"))
    add(_case("cell", "holdout-13", "Not B, not D. Between A and C, it's C.", "C"))
    add(_case("cell", "holdout-14", "The answer is C (Mitochondria).", "C"))
    add(_case("cell", "holdout-15", "Selected answer: C", "C"))
    add(
        _case(
            "cell",
            "holdout-16",
            "**C. Mitochondria**\n\nMitochondria generate most of the cell's ATP through oxidative phosphorylation.",
            "C",
        )
    )
    add(_case("cell", "holdout-17", "I cannot be completely sure, but I'd pick C.", "C"))
    add(
        _case(
            "cell",
            "holdout-18",
            "Answer: C. Explanation: A is the nucleus, B makes proteins, D packages proteins.",
            "C",
        )
    )
    add(_case("cell", "holdout-19", "Option C - Mitochondria", "C"))
    add(_case("cell", "holdout-20", "c", "C"))
    add(_case("cell", "holdout-21", "c) mitochondria", "C"))
    add(_case("cell", "holdout-22", "The answer is A. No wait, it's C.", "C"))
    add(_case("cell", "holdout-23", "The answer: C", "C"))
    add(_case("cell", "holdout-24", "It's definitely not A. I'd say C.", "C"))
    add(_case("cell", "holdout-25", "Both A and D are wrong; C is correct.", "C"))
    add(_case("cell", "holdout-26", "I don't know.", None))
    add(_case("cell", "holdout-27", "I'm not sure; it could be A, B, or C.", None))
    add(_case("cell", "holdout-28", "All of the options seem incorrect to me.", None))
    add(
        _case(
            "cell",
            "holdout-29",
            "Mitochondria and ribosomes both relate to energy use, but the powerhouse is the mitochondria.",
            "C",
        )
    )
    add(_case("cell", "holdout-30", "Answer: The mitochondria", "C"))
    # A second held-out batch, written after the first was folded in: read 27 of 30 right at first
    # (missed a reported belief "people believe A is correct", "i think its c", and a one-line list
    # "A. ... B. ... C. Canberra is correct.").
    add(
        _case(
            "capital",
            "holdout2-01",
            "I'd rule out A and B right away. Perth is a state capital, so the answer is C.",
            "C",
        )
    )
    add(
        _case(
            "capital",
            "holdout2-02",
            "The answer is C. Some people mistakenly believe A is correct because Sydney is bigger.",
            "C",
        )
    )
    add(_case("capital", "holdout2-03", "C\n\nCanberra became the capital in 1913.", "C"))
    add(_case("capital", "holdout2-04", "(C) Canberra is the capital; (A) Sydney is the largest city.", "C"))
    add(_case("capital", "holdout2-05", "Canberra (C)", "C"))
    add(_case("capital", "holdout2-06", "The capital of Australia is Canberra, so the correct choice is C.", "C"))
    add(_case("capital", "holdout2-07", "Answer: C) Canberra", "C"))
    add(_case("capital", "holdout2-08", "**Answer**: C", "C"))
    add(_case("capital", "holdout2-09", "Answer is C", "C"))
    add(_case("capital", "holdout2-10", "i think its c", "C"))
    add(_case("capital", "holdout2-11", "The correct response would be option C.", "C"))
    add(_case("capital", "holdout2-12", "Option C, Canberra, is correct.", "C"))
    add(_case("capital", "holdout2-13", "It's not Sydney (A) nor Melbourne (B). It's Canberra, C.", "C"))
    add(_case("capital", "holdout2-14", "My pick: C", "C"))
    add(_case("capital", "holdout2-15", "Choice C", "C"))
    add(_case("capital", "holdout2-16", "C is the answer because Canberra was purpose-built.", "C"))
    add(_case("capital", "holdout2-17", "Sydney? No. Melbourne? No. Canberra? Yes. So the answer is C.", "C"))
    add(
        _case(
            "capital",
            "holdout2-18",
            "The answer is C.\n\nWhy not the others:\nA) Sydney - largest city\nB) Melbourne - former seat\nD) Perth - WA capital",
            "C",
        )
    )
    add(_case("capital", "holdout2-19", "I'm going to say C.", "C"))
    add(_case("capital", "holdout2-20", "C, Canberra.", "C"))
    add(_case("capital", "holdout2-21", "After considering all options, I believe the answer is C: Canberra.", "C"))
    add(_case("capital", "holdout2-22", "The right answer: (C)", "C"))
    add(
        _case(
            "capital",
            "holdout2-23",
            "A. Sydney is incorrect. B. Melbourne is incorrect. C. Canberra is correct. D. Perth is incorrect.",
            "C",
        )
    )
    add(
        _case(
            "capital",
            "holdout2-24",
            "The answer must be either B or C. Since Melbourne was only temporary, it's C.",
            "C",
        )
    )
    add(_case("capital", "holdout2-25", "Neither A nor B. The capital is C.", "C"))
    add(_case("capital", "holdout2-26", "I'd say Sydney, A.", "A"))
    add(_case("capital", "holdout2-27", "I can't decide between B and C.", None))
    add(_case("capital", "holdout2-28", "Sorry, I don't have enough information to answer.", None))
    add(_case("capital", "holdout2-29", "The answer is B, Melbourne.", "B"))
    add(_case("capital", "holdout2-30", "Melbourne, I believe.", "B"))
    return out


_INTROS = [
    "Let me think through each option carefully.",
    "Let's analyze this step by step.",
    "To answer this, I'll go through the options one at a time.",
    "Okay, let me reason about this.",
]


def _discussion(qid: str, fmt: str) -> str:
    _, choices, _, reasons = QUESTIONS[qid]
    parts = []
    for i, (choice, why) in enumerate(zip(choices, reasons, strict=True)):
        L = LETTERS[i]
        if fmt == "paren":
            parts.append(f"{L}) {choice}: {why}.")
        elif fmt == "bold":
            parts.append(f"- **{L}. {choice}** – {why[0].upper() + why[1:]}.")
        elif fmt == "option":
            parts.append(f"Option {L} ({choice}): {why}.")
        else:
            parts.append(f"Looking at {L}, {why}.")
    sep = "\n" if fmt in ("paren", "bold") else " "
    return sep.join(parts)


def _conclusions(letter: str, text: str) -> list[tuple[str, str]]:
    return [
        ("answer-is", f"Therefore, the answer is {letter}."),
        ("bold-answer", f"**Answer: {letter}**"),
        ("final-answer", f"Final answer: {letter}"),
        ("boxed", f"So the answer is $\\boxed{{{letter}}}$."),
        ("correct-is", f"So {letter} is correct."),
        ("go-with", f"Putting this together, I'll go with {letter}) {text}."),
        ("inspect", f"ANSWER: {letter}"),
        ("json", f'{{"answer": "{letter}"}}'),
        ("definitely", f"The answer is definitely {letter}."),
        ("option-line", f"Option {letter}"),
        ("bold-line", f"**{letter}**"),
        ("label-line", f"{letter}) {text}"),
    ]


def _long_cases() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    fmts = ["paren", "bold", "option", "prose"]
    for n, qid in enumerate(QUESTIONS):
        g = _letter(qid)
        t = _text(qid)
        conclusions = _conclusions(g, t)
        # Five chains of thought per question, each with a different discussion format and conclusion.
        for k in range(5):
            fmt = fmts[(n + k) % len(fmts)]
            style, ending = conclusions[(3 * n + k) % len(conclusions)]
            body = f"{_INTROS[(n + k) % len(_INTROS)]}\n\n{_discussion(qid, fmt)}\n\n{ending}"
            out.append(_case(qid, f"cot-{fmt}-{style}", body, g))
    # Chains of thought that revise an early guess.
    out.append(
        _case(
            "capital",
            "cot-revise",
            "My first thought is A, since Sydney is the biggest and best-known city. But the question asks for the "
            "capital, not the largest city. Melbourne (B) hosted parliament until 1927, which is another common "
            "trap. Canberra was purpose-built and has been the seat of government since then. Perth (D) is only a "
            "state capital. So I was wrong at first: actually C.",
            "C",
        )
    )
    out.append(
        _case(
            "derivative",
            "cot-revise-2",
            "Hmm, I initially wrote A, -cos(x), but that is the integral of sin(x), not its derivative. Using the "
            "limit definition, (sin(x+h) - sin(x))/h = sin(x)(cos(h)-1)/h + cos(x)sin(h)/h, which tends to cos(x) "
            "as h goes to 0. B (tan x) and C (sec^2 x) are unrelated here; sec^2 is the derivative of tan.\n\n"
            "The answer is D.",
            "D",
        )
    )
    out.append(
        _case(
            "ceiling",
            "cot-revise-3",
            "A price ceiling caps the price. A surplus (option A) is what a price floor causes, so I'd rule that out "
            "quickly, though my gut said A at first. With the price held below equilibrium, buyers want more than "
            "sellers offer. Quantity traded falls (so not C), and the supply curve itself does not shift (not D). "
            "Hence the correct answer is B.",
            "B",
        )
    )
    out.append(
        _case(
            "percent",
            "cot-ten-options",
            "We need 15% of 240. I know 10% of 240 is 24, which is option A, but that's only 10%. 5% is half of "
            "that, 12. Adding them gives 36. Checking the list: A=24, B=30, C=32, D=36, E=40, F=42, G=45, H=48, "
            "I=34, J=38. I see that D matches exactly.\n\nThe answer is (D).",
            "D",
        )
    )
    out.append(
        _case(
            "moons",
            "cot-long-intro",
            "This is a question where the answer changed recently. For a long time Jupiter (A) was said to have the "
            "most moons, and in early 2023 it briefly took the lead with 92. Later in 2023, astronomers announced 62 "
            "new moons of Saturn, bringing its total to 146, well ahead of Jupiter's 95. Uranus (C) and Neptune (D) "
            "have far fewer, 28 and 16. Since the question says 'as of 2023', the answer is B.",
            "B",
        )
    )
    out.append(
        _case(
            "austen",
            "cot-wrong-final",
            "Pride and Prejudice is a Regency-era novel about Elizabeth Bennet. Charlotte Brontë (A) wrote Jane Eyre, "
            "Mary Shelley (C) wrote Frankenstein, and George Eliot (D) wrote Middlemarch. Hmm, I keep confusing the "
            "Brontës with Austen. I'll say the answer is A.",
            "A",
        )
    )
    out.append(
        _case(
            "scurvy",
            "cot-nota",
            "Scurvy was common among sailors. Vitamin A (A) deficiency causes night blindness, B12 (B) causes "
            "anaemia, vitamin D (D) causes rickets. Vitamin C (C) is usually cited, but the question says 'which "
            "vitamin' and I am not sure any single option is right here. None of the above.",
            None,
        )
    )
    out.append(
        _case(
            "fifo",
            "cot-two-options",
            "A stack (A) is LIFO. A queue (B) is FIFO. A heap (C) orders by priority. A binary search tree (D) "
            "orders by key. Actually a deque can be used as both, so I'd say the answer is B or A depending on use.",
            None,
        )
    )
    out.append(
        _case(
            "atmosphere",
            "cot-refusal",
            "The composition of the atmosphere varies with altitude and humidity, and I'd rather not give a "
            "single answer here. I'm unable to answer this question with the options given.",
            None,
        )
    )
    out.append(
        _case(
            "force",
            "cot-answer-then-explanation",
            "Answer: A\n\nExplanation: Force is mass times acceleration, so its SI unit is kg·m/s², which is the "
            "newton. The joule (B) is the unit of energy, equal to one newton-metre; the watt (C) is a joule per "
            "second, a unit of power; and the pascal (D) is a newton per square metre, a unit of pressure. None of "
            "B, C or D measures force, which is why they are distractors.",
            "A",
        )
    )
    out.append(
        _case(
            "ww2",
            "cot-dates",
            "Let's pin down the dates. 1939 (B) is when Germany invaded Poland and Britain and France declared war, "
            "so that is the start, not the end. 1918 (C) is the armistice that ended World War I. 1950 (D) is when "
            "the Korean War began. Germany surrendered on 8 May 1945 and Japan signed the instrument of surrender "
            "on 2 September 1945. So the war ended in 1945, which is A.",
            "A",
        )
    )
    out.append(
        _case(
            "atmosphere",
            "cot-markdown",
            "### Step 1: Recall the composition of dry air\n- Nitrogen: ~78%\n- Oxygen: ~21%\n- Argon: ~0.93%\n"
            "- Carbon dioxide: ~0.04%\n\n### Step 2: Compare with the options\nOption A (oxygen) is the second "
            "most abundant. Option C (argon) and option D (carbon dioxide) are trace gases by comparison.\n\n"
            "### Final answer\n**B) Nitrogen**",
            "B",
        )
    )
    out.append(
        _case(
            "derivative",
            "cot-limit",
            "Using the limit definition: d/dx sin(x) = lim_{h->0} [sin(x+h) - sin(x)]/h. Expanding sin(x+h) = "
            "sin(x)cos(h) + cos(x)sin(h), the expression becomes sin(x)[cos(h)-1]/h + cos(x)[sin(h)/h]. As h -> 0, "
            "the first term goes to 0 and the second to cos(x). Option A, -cos(x), is the antiderivative; option B "
            "is tan(x) and option C is the derivative of tan(x). The answer is $\\boxed{D}$.",
            "D",
        )
    )
    out.append(
        _case(
            "austen",
            "cot-hedged-then-commit",
            "I might be mixing up the nineteenth-century novelists here. Charlotte Brontë (A) wrote Jane Eyre; "
            "Mary Shelley (C) wrote Frankenstein in 1818; George Eliot (D) was the pen name of Mary Ann Evans and "
            "wrote Middlemarch. Pride and Prejudice, with Elizabeth Bennet and Mr Darcy, came out in 1813 and is "
            "by Jane Austen, who also wrote Emma and Persuasion. I'm confident: B.",
            "B",
        )
    )
    out.append(
        _case(
            "fifo",
            "cot-code",
            "In Python, `collections.deque` with `append()` and `popleft()` gives first-in, first-out behaviour, "
            "which is a queue. A list used with `append()` and `pop()` is a stack (A), last-in first-out. `heapq` "
            "gives a heap (C), which pops the smallest item first. A binary search tree (D) is ordered by key.\n\n"
            "```\nq = deque(); q.append(1); q.append(2); q.popleft()  # -> 1\n```\n\nThe correct answer is B.",
            "B",
        )
    )
    return out


def build_suite() -> list[dict[str, Any]]:
    """Every case of the suite, in a fixed order."""
    return _short_cases() + _long_cases()


SUITE: list[dict[str, Any]] = build_suite()
