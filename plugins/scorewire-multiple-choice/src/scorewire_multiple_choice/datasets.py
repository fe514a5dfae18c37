"""Dataset adapters: raw multiple-choice benchmark rows to canonical examples.

Every adapter yields ``question``, ``choices`` (option texts), ``correct_letter``
and ``gold_index`` (so both evaluators work), plus the fields the
loglikelihood system uses: ``context`` (the text the options continue, in
lm-evaluation-harness's prompt format for that task) and, where the task scores
something other than the option text, ``continuations`` (MMLU scores the
letters " A".." D") or ``contexts`` + ``continuation`` (Winogrande puts each
option in its own context). Adapters read local files only.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from scorewire import DatasetAdapter, DatasetError, lazy_compile, read_file

from ._letters import LETTERS

if TYPE_CHECKING:
    from pathlib import Path

# csv, hashlib and random are imported where rows are read: discovery builds the adapters
# and reads nothing.

Row = dict[str, Any]

#: Seed of the per-question option shuffle of GPQA.
GPQA_SEED = 0


def _example(question: str, choices: list[str], gold: int, **extra: Any) -> Row:
    row: Row = {
        "question": question,
        "choices": choices,
        "correct_letter": LETTERS[gold],
        "gold_index": gold,
    }
    row.update(extra)
    return row


def _mmlu_context(question: str, choices: list[str]) -> str:
    lines = [question.strip()] + [f"{LETTERS[i]}. {c}" for i, c in enumerate(choices)]
    return "\n".join(lines) + "\nAnswer:"


# --- MMLU -------------------------------------------------------------------------


def _subject_of(path: Path) -> str:
    stem = path.stem
    for suffix in ("_test", "_dev", "_val", "_validation"):
        if stem.endswith(suffix):
            return stem[: -len(suffix)]
    return stem


def read_mmlu(path: Path) -> Iterator[Row]:
    """Read hendrycks MMLU CSVs (no header: question, A, B, C, D, answer).

    ``path`` is one CSV, a split folder (``test/``) or the root holding ``test/``
    (only the test split is read from a root). JSONL/JSON files with the
    Hugging Face schema (``question``, ``choices``, ``answer`` index) work too.
    """
    import csv

    if path.is_dir():
        folder = path / "test" if (path / "test").is_dir() else path
        files = sorted(p for p in folder.iterdir() if p.suffix in (".csv", ".jsonl", ".json"))
        if not files:
            raise DatasetError(f"mmlu: no .csv files in {folder}")
    else:
        files = [path]
    for file in files:
        if file.suffix != ".csv":
            yield from read_file(file)
            continue
        subject = _subject_of(file)
        with open(file, encoding="utf-8", newline="") as fh:
            for lineno, rec in enumerate(csv.reader(fh), 1):
                if len(rec) != 6:
                    raise DatasetError(
                        f"{file}: record {lineno} has {len(rec)} columns, expected 6 (question, A, B, C, D, answer)"
                    )
                yield {
                    "question": rec[0],
                    "A": rec[1],
                    "B": rec[2],
                    "C": rec[3],
                    "D": rec[4],
                    "answer": rec[5],
                    "subject": subject,
                }


def convert_mmlu(raw: Mapping[str, Any]) -> Row:
    """One MMLU row (CSV columns or the Hugging Face schema) to a canonical example."""
    if "choices" in raw:
        choices = [str(c) for c in raw["choices"]]
        ans = raw["answer"]
        gold = int(ans) if not isinstance(ans, str) or ans.isdigit() else LETTERS.index(ans.strip().upper())
    else:
        choices = [str(raw[k]) for k in "ABCD"]
        gold = LETTERS.index(str(raw["answer"]).strip().upper())
    question = str(raw["question"])
    subject = str(raw.get("subject", "")).replace(" ", "_")
    return _example(
        question,
        choices,
        gold,
        subject=subject,
        context=_mmlu_context(question, choices),
        continuations=list(LETTERS[: len(choices)]),
    )


# --- MMLU-Pro ---------------------------------------------------------------------


def convert_mmlu_pro(raw: Mapping[str, Any]) -> Row:
    """MMLU-Pro (``question``, ``options`` up to ten, ``answer`` letter / ``answer_index``)."""
    choices = [str(c) for c in raw["options"] if str(c) != "N/A"]
    if raw.get("answer_index") is not None:
        gold = int(raw["answer_index"])
    else:
        gold = LETTERS.index(str(raw["answer"]).strip().upper())
    question = str(raw["question"])
    return _example(
        question,
        choices,
        gold,
        subject=raw.get("category"),
        context=_mmlu_context(question, choices),
        continuations=list(LETTERS[: len(choices)]),
    )


# --- ARC, OpenBookQA --------------------------------------------------------------


def _labelled_choices(raw: Mapping[str, Any]) -> tuple[list[str], list[str]]:
    ch = raw["choices"]
    if isinstance(ch, Mapping):
        return [str(t) for t in ch["text"]], [str(lab) for lab in ch["label"]]
    texts = [str(c["text"]) for c in ch]
    labels = [str(c["label"]) for c in ch]
    return texts, labels


def convert_arc(raw: Mapping[str, Any]) -> Row:
    """ARC (``question``, ``choices{text,label}``, ``answerKey``; labels may be 1-4)."""
    texts, labels = _labelled_choices(raw)
    gold = labels.index(str(raw["answerKey"]).strip())
    question = str(raw["question"])
    return _example(question, texts, gold, context=f"Question: {question}\nAnswer:")


def convert_openbookqa(raw: Mapping[str, Any]) -> Row:
    """OpenBookQA (``question_stem``, ``choices{text,label}``, ``answerKey``)."""
    texts, labels = _labelled_choices(raw)
    gold = labels.index(str(raw["answerKey"]).strip())
    question = str(raw.get("question_stem") or raw.get("question"))
    return _example(question, texts, gold, context=question)


# --- HellaSwag --------------------------------------------------------------------

_BRACKETED = lazy_compile(r"\[.*?\]")


def _hellaswag_clean(text: str) -> str:
    # lm-evaluation-harness's hellaswag preprocessing: WikiHow "[title]" markers become
    # sentence breaks, other bracketed markers are dropped, double spaces collapsed.
    text = text.strip().replace(" [title]", ". ")
    text = _BRACKETED.sub("", text)
    return text.replace("  ", " ")


def convert_hellaswag(raw: Mapping[str, Any]) -> Row:
    """HellaSwag (``activity_label``, ``ctx_a``, ``ctx_b``, ``endings``, ``label``)."""
    ctx = f"{raw['ctx_a']} {str(raw['ctx_b']).capitalize()}"
    context = _hellaswag_clean(f"{raw['activity_label']}: {ctx}")
    choices = [_hellaswag_clean(str(e)) for e in raw["endings"]]
    return _example(context, choices, int(raw["label"]), context=context)


# --- Winogrande -------------------------------------------------------------------


def convert_winogrande(raw: Mapping[str, Any]) -> Row:
    """Winogrande (``sentence`` with ``_``, ``option1``, ``option2``, ``answer`` "1"/"2").

    As in lm-evaluation-harness, each option fills the blank in its own context
    and the rest of the sentence is the shared continuation.
    """
    sentence = str(raw["sentence"])
    idx = sentence.index("_")
    options = [str(raw["option1"]), str(raw["option2"])]
    contexts = [sentence[:idx] + opt for opt in options]
    continuation = sentence[idx + 1 :].strip()
    gold = int(raw["answer"]) - 1
    return _example(sentence, options, gold, contexts=contexts, continuation=continuation)


# --- PIQA -------------------------------------------------------------------------


def convert_piqa(raw: Mapping[str, Any]) -> Row:
    """PIQA (``goal``, ``sol1``, ``sol2``, ``label``)."""
    goal = str(raw["goal"])
    return _example(goal, [str(raw["sol1"]), str(raw["sol2"])], int(raw["label"]), context=f"Question: {goal}\nAnswer:")


# --- GPQA -------------------------------------------------------------------------


def gpqa_permutation(question: str, n: int = 4, seed: int = GPQA_SEED) -> list[int]:
    """The seeded per-question order of GPQA's options (index into [correct, wrong1..3]).

    Derived from a hash of the question text, so it is the same on every run and
    machine, and differs between questions (the gold is not always A).
    """
    import hashlib
    import random

    digest = hashlib.sha256(f"{seed}\x00{question}".encode()).digest()
    order = list(range(n))
    random.Random(int.from_bytes(digest[:8], "big")).shuffle(order)
    return order


def convert_gpqa(raw: Mapping[str, Any]) -> Row:
    """GPQA (``Question``, ``Correct Answer``, ``Incorrect Answer 1..3``), options shuffled."""
    question = str(raw["Question"]).strip()
    originals = [str(raw["Correct Answer"]).strip()] + [str(raw[f"Incorrect Answer {i}"]).strip() for i in (1, 2, 3)]
    order = gpqa_permutation(question, len(originals))
    choices = [originals[i] for i in order]
    gold = order.index(0)
    return _example(
        question,
        choices,
        gold,
        subject=raw.get("Subdomain") or raw.get("High-level domain"),
        context=_mmlu_context(question, choices),
        continuations=list(LETTERS[: len(choices)]),
    )


# --- TruthfulQA -------------------------------------------------------------------


def _targets(raw: Mapping[str, Any], key: str) -> tuple[list[str], list[int]]:
    t = raw[key]
    return [str(c) for c in t["choices"]], [int(x) for x in t["labels"]]


def convert_truthfulqa_mc1(raw: Mapping[str, Any]) -> Row:
    """TruthfulQA MC1 (``question``, ``mc1_targets{choices,labels}``): one true answer."""
    choices, labels = _targets(raw, "mc1_targets")
    question = str(raw["question"])
    return _example(question, choices, labels.index(1), context=f"Q: {question}\nA:")


def convert_truthfulqa_mc2(raw: Mapping[str, Any]) -> Row:
    """TruthfulQA MC2 (``mc2_targets``): ``gold_index`` lists every true answer; ``mc2`` is their mass."""
    choices, labels = _targets(raw, "mc2_targets")
    question = str(raw["question"])
    gold = [i for i, lab in enumerate(labels) if lab == 1]
    row = _example(question, choices, gold[0], context=f"Q: {question}\nA:")
    row["gold_index"] = gold
    return row


ADAPTERS: tuple[DatasetAdapter, ...] = (
    DatasetAdapter(
        "mmlu",
        convert=convert_mmlu,
        read=read_mmlu,
        aliases=("hendrycks-test", "cais/mmlu"),
        description="MMLU CSVs (question,A,B,C,D,answer); category = subject from the file name",
        category_field="subject",
    ),
    DatasetAdapter(
        "mmlu-pro",
        convert=convert_mmlu_pro,
        aliases=("tiger-lab/mmlu-pro",),
        description="MMLU-Pro JSONL (up to ten options)",
        category_field="subject",
    ),
    DatasetAdapter("arc-easy", convert=convert_arc, aliases=("ai2-arc-easy",), description="ARC-Easy JSONL"),
    DatasetAdapter(
        "arc-challenge", convert=convert_arc, aliases=("ai2-arc-challenge",), description="ARC-Challenge JSONL"
    ),
    DatasetAdapter(
        "hellaswag",
        convert=convert_hellaswag,
        aliases=("rowan/hellaswag",),
        description="HellaSwag JSONL (lm-evaluation-harness preprocessing)",
    ),
    DatasetAdapter("winogrande", convert=convert_winogrande, description="Winogrande JSONL (partial scoring)"),
    DatasetAdapter(
        "gpqa",
        convert=convert_gpqa,
        aliases=("idavidrein/gpqa",),
        files=("*.csv",),
        description="GPQA CSV, options shuffled per question (seeded)",
        category_field="subject",
    ),
    DatasetAdapter(
        "openbookqa", convert=convert_openbookqa, aliases=("allenai/openbookqa",), description="OpenBookQA JSONL"
    ),
    DatasetAdapter("piqa", convert=convert_piqa, aliases=("ybisk/piqa",), description="PIQA JSONL"),
    DatasetAdapter("truthfulqa-mc1", convert=convert_truthfulqa_mc1, description="TruthfulQA MC1 JSONL"),
    DatasetAdapter(
        "truthfulqa-mc2",
        convert=convert_truthfulqa_mc2,
        description="TruthfulQA MC2 JSONL (mc2 = probability mass on true answers)",
    ),
)
