"""Dataset adapters and wiring rules for the question-answering benchmarks.

Adapters turn a benchmark's raw rows (as published, or as on the Hugging Face Hub)
into the canonical fields ``question``, ``context`` and ``answer`` (a string or a
list of acceptable answers). They read local files only.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from scorewire import DatasetAdapter, DatasetError, WiringRule, read_file

if TYPE_CHECKING:  # json and pathlib are imported where files are read: discovery reads none
    from pathlib import Path

_PASSTHROUGH = ("response", "latency")
_DATA_SUFFIXES = (".jsonl", ".ndjson", ".json", ".csv", ".tsv", ".jsonl.gz", ".json.gz")


def _files(path: Path) -> list[Path]:
    if path.is_file():
        return [path]
    found = sorted(p for p in path.rglob("*") if p.is_file() and p.name.lower().endswith(_DATA_SUFFIXES))
    if not found:
        raise DatasetError(f"{path}: no data files (.json/.jsonl/.csv/.tsv) found")
    return found


def _load_json_document(path: Path) -> Any:
    import json

    with open(path, encoding="utf-8") as fh:
        try:
            return json.load(fh)
        except json.JSONDecodeError as exc:
            raise DatasetError(f"{path}:{exc.lineno}: malformed JSON ({exc.msg})") from exc


def _unique(values: Iterable[Any]) -> list[str]:
    out = [v if isinstance(v, str) else str(v) for v in values if v is not None]
    return [v for v in dict.fromkeys(out) if v.strip()]


def _context_text(context: Any) -> Any:
    """HotpotQA-style context (titled sentence lists) as plain text; other values unchanged."""
    if isinstance(context, Mapping) and "sentences" in context:
        titles = context.get("title") or []
        paragraphs = context.get("sentences") or []
        return "\n\n".join(
            f"{title}: {''.join(sents)}"
            for title, sents in zip(titles, paragraphs)  # noqa: B905 - raw data
        )
    if isinstance(context, list) and context and all(isinstance(p, list) and len(p) == 2 for p in context):
        return "\n\n".join(f"{title}: {''.join(sents)}" for title, sents in context)
    return context


def _base(
    raw: Mapping[str, Any], answer: Any, *, question: str = "question", context: str = "context"
) -> dict[str, Any]:
    row: dict[str, Any] = {"question": raw.get(question), "answer": answer}
    ctx = raw.get(context)
    if ctx is not None:
        row["context"] = _context_text(ctx)
    for key in ("id", "_id", "query_id", "question_id", "QuestionId"):
        if raw.get(key) is not None:
            row["id"] = str(raw[key])
            break
    # Rows that already carry a model output (score-only runs) keep it.
    for key in _PASSTHROUGH:
        if raw.get(key) is not None:
            row[key] = raw[key]
    return row


# SQuAD v1.1 ------------------------------------------------------------------


def squad_answers(raw: Mapping[str, Any]) -> list[str]:
    """Answer texts of a SQuAD row: official ``[{"text": ...}]`` or Hub ``{"text": [...]}``."""
    answers = raw.get("answers")
    if isinstance(answers, Mapping):
        return _unique(answers.get("text") or [])
    if isinstance(answers, list):
        return _unique(a.get("text") if isinstance(a, Mapping) else a for a in answers)
    if raw.get("answer") is not None:
        value = raw["answer"]
        return _unique(value if isinstance(value, list) else [value])
    return []


def convert_squad(raw: Mapping[str, Any]) -> dict[str, Any]:
    """A flattened SQuAD question (Hub layout, or a question of the official JSON)."""
    row = _base(raw, squad_answers(raw))
    if raw.get("title") is not None:
        row["title"] = raw["title"]
    return row


def read_squad(path: Path) -> Iterator[Mapping[str, Any]]:
    """Read the official nested SQuAD JSON (``data -> paragraphs -> qas``) or flat JSONL/Parquet-exported rows."""
    for file in _files(path):
        if file.name.lower().endswith(".json"):
            doc = _load_json_document(file)
            if isinstance(doc, Mapping) and isinstance(doc.get("data"), list):
                for article in doc["data"]:
                    for paragraph in article.get("paragraphs", []):
                        for qa in paragraph.get("qas", []):
                            yield {**qa, "context": paragraph.get("context"), "title": article.get("title")}
                continue
        yield from read_file(file)


# TriviaQA ---------------------------------------------------------------------


def convert_triviaqa(raw: Mapping[str, Any]) -> dict[str, Any]:
    """TriviaQA (Hub ``answer: {value, aliases}`` or official ``Answer: {Value, Aliases}``): value + aliases."""
    ans = raw.get("answer") if raw.get("answer") is not None else raw.get("Answer")
    if isinstance(ans, Mapping):
        value = ans.get("value", ans.get("Value"))
        aliases = ans.get("aliases", ans.get("Aliases")) or []
        answers = _unique([value, *aliases])
    else:
        answers = _unique(ans if isinstance(ans, list) else [ans])
    question = "question" if "question" in raw else "Question"
    row = _base(raw, answers, question=question)
    if isinstance(ans, Mapping):
        row["aliases"] = _unique(ans.get("normalized_aliases", ans.get("NormalizedAliases")) or [])
    return row


def read_triviaqa(path: Path) -> Iterator[Mapping[str, Any]]:
    """Read official TriviaQA JSON (``{"Data": [...]}``) or row files."""
    for file in _files(path):
        if file.name.lower().endswith(".json"):
            doc = _load_json_document(file)
            if isinstance(doc, Mapping) and isinstance(doc.get("Data"), list):
                yield from doc["Data"]
                continue
        yield from read_file(file)


# Natural Questions (open) -----------------------------------------------------


def convert_natural_questions(raw: Mapping[str, Any]) -> dict[str, Any]:
    """NQ-open rows (``question``, ``answer: [...]``) or rows with ``answers``/``short_answers`` text lists."""
    value = raw.get("answer")
    if value is None:
        value = raw.get("answers", raw.get("short_answers"))
    if isinstance(value, Mapping):
        value = value.get("text")
    answers = _unique(value if isinstance(value, list) else [value])
    question = "question" if "question" in raw else "question_text"
    return _base(raw, answers, question=question)


# HotpotQA ---------------------------------------------------------------------


def convert_hotpotqa(raw: Mapping[str, Any]) -> dict[str, Any]:
    """HotpotQA: ``answer`` as is, titled-sentence ``context`` flattened to text."""
    row = _base(raw, raw.get("answer"))
    for key in ("type", "level"):
        if raw.get(key) is not None:
            row[key] = raw[key]
    return row


def read_hotpotqa(path: Path) -> Iterator[Mapping[str, Any]]:
    """Read the official HotpotQA JSON (a list of questions) or row files."""
    for file in _files(path):
        yield from read_file(file)


# DROP -------------------------------------------------------------------------


def drop_answers(answer: Any) -> list[str]:
    """Texts of a DROP answer: spans, else the number, else the date as ``"day month year"``."""
    if isinstance(answer, Mapping):
        if "spans" in answer and answer.get("spans") and isinstance(answer["spans"], list):
            spans = [s for s in answer["spans"] if s]
            if spans:
                return [" ".join(spans)] if len(spans) > 1 else [spans[0]]
        if answer.get("number"):
            return [str(answer["number"])]
        date = answer.get("date")
        if isinstance(date, Mapping):
            text = " ".join(str(date.get(k)) for k in ("day", "month", "year") if date.get(k))
            return [text] if text else []
    return []


def convert_drop(raw: Mapping[str, Any]) -> dict[str, Any]:
    """DROP: Hub ``answers_spans.spans`` or official ``answer`` + ``validated_answers`` -> acceptable answers."""
    spans = raw.get("answers_spans")
    if isinstance(spans, Mapping):
        answers = _unique(spans.get("spans") or [])
    else:
        answers = []
        for ans in [raw.get("answer"), *(raw.get("validated_answers") or [])]:
            answers.extend(drop_answers(ans))
        answers = _unique(answers)
    return _base(raw, answers, context="passage")


def read_drop(path: Path) -> Iterator[Mapping[str, Any]]:
    """Read the official DROP JSON (``{passage_id: {passage, qa_pairs}}``) or row files."""
    for file in _files(path):
        if file.name.lower().endswith(".json"):
            doc = _load_json_document(file)
            if isinstance(doc, Mapping) and all(isinstance(v, Mapping) and "qa_pairs" in v for v in doc.values()):
                for passage_id, passage in doc.items():
                    for qa in passage["qa_pairs"]:
                        yield {**qa, "passage": passage.get("passage"), "passage_id": passage_id}
                continue
        yield from read_file(file)


# WebQuestions -----------------------------------------------------------


def convert_web_questions(raw: Mapping[str, Any]) -> dict[str, Any]:
    """WebQuestions: the ``answers`` list."""
    value = raw.get("answers", raw.get("answer"))
    return _base(raw, _unique(value if isinstance(value, list) else [value]))


ADAPTERS: tuple[DatasetAdapter, ...] = (
    DatasetAdapter(
        "squad",
        convert=convert_squad,
        read=read_squad,
        aliases=("squad-v1.1", "squad1.1", "rajpurkar/squad"),
        description="SQuAD v1.1 (official JSON or Hub rows): answers.text -> answer",
        category_field="title",
    ),
    DatasetAdapter(
        "triviaqa",
        convert=convert_triviaqa,
        read=read_triviaqa,
        aliases=("trivia-qa", "mandarjoshi/trivia-qa"),
        description="TriviaQA: answer.value + answer.aliases -> answer",
    ),
    DatasetAdapter(
        "natural-questions",
        convert=convert_natural_questions,
        aliases=("nq-open", "nq", "google-research-datasets/nq-open"),
        description="Natural Questions (open): answer list -> answer",
    ),
    DatasetAdapter(
        "hotpotqa",
        convert=convert_hotpotqa,
        read=read_hotpotqa,
        aliases=("hotpot-qa", "hotpotqa/hotpot-qa"),
        description="HotpotQA: answer, titled-sentence context -> text",
        category_field="level",
    ),
    DatasetAdapter(
        "drop",
        convert=convert_drop,
        read=read_drop,
        aliases=("ucinlp/drop",),
        description="DROP: answer spans / number / date -> answer (SQuAD-style scoring)",
    ),
    DatasetAdapter(
        "web-questions",
        convert=convert_web_questions,
        aliases=("webquestions", "stanfordnlp/web-questions"),
        description="WebQuestions: answers -> answer",
    ),
)

# Benchmarks whose gold is a short text answer scored SQuAD-style.
_ANSWER_QUALITY_DATASETS = (
    "squad",
    "squad-v1.1",
    "squad1.1",
    "triviaqa",
    "trivia-qa",
    "natural-questions",
    "nq-open",
    "nq",
    "hotpotqa",
    "hotpot-qa",
    "drop",
    "web-questions",
    "webquestions",
    "searchqa",
    "newsqa",
    "bioasq",
    "textbookqa",
    "relation-extraction",
    "duorc",
    "quoref",
    "ropes",
)

RULES: tuple[WiringRule, ...] = (
    *(WiringRule(name, ["answer_quality"]) for name in _ANSWER_QUALITY_DATASETS),
    WiringRule("strategyqa", ["yes_no"]),
)
