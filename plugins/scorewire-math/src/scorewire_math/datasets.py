"""Dataset adapters: GSM8K, MATH (competition_math), MATH-500, MGSM and AIME-style files.

Every adapter reads LOCAL files only and maps raw rows to the canonical fields
``question`` and ``answer`` (the gold final answer), keeping the reference
solution in ``solution`` where the benchmark has one.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from scorewire import DatasetAdapter, read_file

if TYPE_CHECKING:
    from pathlib import Path

# csv and the answer extractor are imported where rows are read: discovery builds the
# adapters and reads nothing.


def gsm8k_gold(solution: str) -> str:
    """The gold answer of a GSM8K solution: what follows the last ``####``, thousands commas removed."""
    if "####" not in solution:
        raise ValueError("a GSM8K answer must end in '#### N'")
    return solution.rsplit("####", 1)[1].strip().replace(",", "")


def convert_gsm8k(raw: Mapping[str, Any]) -> dict[str, Any]:
    """``{"question", "answer": "... #### 18"}`` -> ``question``, ``answer`` ("18"), ``solution``."""
    solution = str(raw["answer"])
    out = dict(raw)  # other fields (a stored ``response`` for score-only runs, ids) are kept
    out.update({"question": raw["question"], "answer": gsm8k_gold(solution), "solution": solution})
    return out


def convert_math(raw: Mapping[str, Any]) -> dict[str, Any]:
    """A hendrycks MATH row -> ``question``, ``answer`` (last boxed answer of the solution), ``solution``.

    A row that already has ``answer`` (MATH-500) keeps it.
    """
    solution = str(raw.get("solution") or "")
    answer = raw.get("answer")
    if answer is None or answer == "":
        from ._extract import last_boxed

        answer = last_boxed(solution)
    out = {k: v for k, v in raw.items() if k not in ("problem",)}
    out.update({"question": raw.get("problem", raw.get("question")), "answer": answer, "solution": solution})
    if "type" in raw and "subject" not in out:
        out["subject"] = raw["type"]
    return out


def convert_mgsm(raw: Mapping[str, Any]) -> dict[str, Any]:
    """An MGSM row (``question`` and ``answer_number``, or a ``#### N`` solution) -> canonical fields."""
    number = raw.get("answer_number")
    if number is None or number == "":
        number = gsm8k_gold(str(raw["answer"]))
    value = str(number).strip()
    if value.endswith(".0"):
        value = value[:-2]
    out = {k: v for k, v in raw.items() if k not in ("answer_number",)}
    if raw.get("answer") not in (None, ""):
        out["solution"] = raw["answer"]
    out.update({"question": raw["question"], "answer": value})
    return out


def read_mgsm(path: Path) -> Iterator[Mapping[str, Any]]:
    """Read MGSM files: the original header-less ``question<TAB>answer_number`` TSVs, or JSONL/CSV."""
    import csv

    files = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file())
    for f in files:
        if f.suffix == ".tsv":
            with open(f, encoding="utf-8", newline="") as fh:
                for row in csv.reader(fh, delimiter="\t", quoting=csv.QUOTE_NONE):
                    if len(row) >= 2:
                        yield {"question": row[0], "answer_number": row[1], "language": f.stem}
        elif f.suffix in (".jsonl", ".json", ".csv"):
            yield from read_file(f)


def convert_aime(raw: Mapping[str, Any]) -> dict[str, Any]:
    """An AIME-style row (``problem``/``question``, integer ``answer``) -> canonical fields."""
    out = dict(raw)
    out.pop("problem", None)
    out["question"] = raw.get("problem", raw.get("question"))
    out["answer"] = str(raw["answer"]).strip()
    return out


ADAPTERS = (
    DatasetAdapter(
        "gsm8k",
        convert=convert_gsm8k,
        aliases=("openai/gsm8k", "gsm8k-main", "grade-school-math"),
        description="GSM8K grade-school math; gold answer after '####'",
    ),
    DatasetAdapter(
        "math",
        convert=convert_math,
        aliases=("competition-math", "hendrycks-math", "hendrycks/competition_math", "minerva-math"),
        description="hendrycks MATH; gold = last \\boxed{} of the solution",
        category_field="type",
    ),
    DatasetAdapter(
        "math-500",
        convert=convert_math,
        aliases=("huggingfaceh4/math-500",),
        description="MATH-500 subset; gold = 'answer' or the last \\boxed{} of the solution",
        category_field="subject",
    ),
    DatasetAdapter(
        "mgsm",
        convert=convert_mgsm,
        read=read_mgsm,
        aliases=("juletxara/mgsm",),
        description="MGSM multilingual grade-school math; gold = answer_number",
        category_field="language",
    ),
    DatasetAdapter(
        "aime",
        convert=convert_aime,
        aliases=("aime24", "aime25", "aime-2024", "aime-2025"),
        description="AIME-style problems with an integer answer 0-999",
        category_field="year",
    ),
)
