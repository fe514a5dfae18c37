"""Dataset adapters: NLI, fact-verification and yes/no/maybe benchmarks -> canonical fields.

Every adapter reads LOCAL files only (scorewire never downloads) and yields
examples with:

- ``answer``: the gold label in the label set's canonical spelling;
- ``label_set``: the label set's name (``nli``, ``fever``, ``contract-nli``,
  ``yes-no-maybe``, ``yes-no``);
- the inputs: ``premise`` and ``hypothesis`` (NLI, ContractNLI), ``claim`` and
  optional ``evidence`` (FEVER, SciFact), ``question`` and ``context``
  (BoolQ, PubMedQA);
- ``prompt``: a chat prompt asking for the label, so a model can be run
  directly on the example.

Raw formats understood (see docs/plugins/nli.md): the official TSV/JSONL
releases and the Hugging Face column layouts of each benchmark.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from scorewire import DatasetAdapter, DatasetError, read_file

if TYPE_CHECKING:
    from pathlib import Path

# csv, json and pathlib are imported where files are read: discovery builds the adapters and
# reads nothing.

__all__ = ["ADAPTERS", "read_nli_files", "read_tsv"]

_DATA_SUFFIXES = (".tsv", ".txt", ".jsonl", ".ndjson", ".json", ".csv")
_PREFERENCE = (".jsonl", ".ndjson", ".json", ".tsv", ".txt", ".csv")
_NLI_INT = ("entailment", "neutral", "contradiction")  # GLUE / Hugging Face integer labels
_NLI_LETTER = {"e": "entailment", "n": "neutral", "c": "contradiction"}  # ANLI
_SKIP = {"", "-", "-1", "none", "null"}


def read_tsv(path: str | Path) -> Iterator[dict[str, str]]:
    """Rows of a tab-separated file with a header, splitting on tabs only.

    MNLI/SNLI text contains unbalanced double quotes; reading it with
    ``csv``'s default quoting merges rows (9,714 instead of 9,815 for MNLI
    dev-matched), so quotes are kept as ordinary characters here.
    """
    import csv
    from pathlib import Path

    p = Path(path)
    with open(p, encoding="utf-8", newline="") as fh:
        reader = csv.reader(fh, delimiter="\t", quoting=csv.QUOTE_NONE)
        header = next(reader, None)
        if header is None:
            return
        for lineno, cells in enumerate(reader, 2):
            if not cells or cells == [""]:
                continue
            if len(cells) < len(header):
                raise DatasetError(f"{p}:{lineno}: expected {len(header)} tab-separated columns, found {len(cells)}")
            yield dict(zip(header, cells[: len(header)], strict=True))


def _data_files(path: Path) -> list[Path]:
    if path.is_file():
        return [path]
    files = sorted(f for f in path.rglob("*") if f.is_file() and f.suffix.lower() in _DATA_SUFFIXES)
    files = [f for f in files if not f.name.lower().startswith("readme")]
    # SNLI and MultiNLI ship every split twice (.jsonl and .txt): read one copy of each.
    chosen: dict[Path, Path] = {}
    for f in files:
        key = f.with_suffix("")
        if key not in chosen or _PREFERENCE.index(f.suffix.lower()) < _PREFERENCE.index(chosen[key].suffix.lower()):
            chosen[key] = f
    files = sorted(chosen.values())
    if not files:
        raise DatasetError(f"{path}: no data files found (looked for {', '.join(_DATA_SUFFIXES)})")
    return files


def read_nli_files(path: Path) -> Iterator[Mapping[str, Any]]:
    """Read a file or every data file of a folder; ``.tsv``/``.txt`` split on tabs without quoting."""
    for f in _data_files(path):
        if f.suffix.lower() in (".tsv", ".txt"):
            yield from read_tsv(f)
        else:
            yield from read_file(f)


def _first(raw: Mapping[str, Any], *keys: str) -> Any:
    for key in keys:
        value = raw.get(key)
        if value is not None and value != "":
            return value
    return None


def _nli_gold(value: Any) -> str | None:
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, int) or (isinstance(value, str) and value.strip().lstrip("-").isdigit()):
        index = int(value)
        return _NLI_INT[index] if 0 <= index < 3 else None
    text = str(value).strip().casefold()
    if text in _SKIP:
        return None
    return _NLI_LETTER.get(text, text)


def nli_prompt(premise: str, hypothesis: str) -> str:
    """The chat prompt for a three-way NLI example."""
    return (
        f"Premise: {premise}\nHypothesis: {hypothesis}\n\n"
        "Does the premise entail the hypothesis, contradict it, or neither? "
        "Answer with one word: entailment, neutral or contradiction."
    )


def _convert_nli(dataset: str) -> Any:
    def convert(raw: Mapping[str, Any]) -> dict[str, Any] | None:
        premise = _first(raw, "premise", "sentence1", "context")
        hypothesis = _first(raw, "hypothesis", "sentence2")
        gold = _nli_gold(_first(raw, "gold_label", "label"))
        if premise is None or hypothesis is None or gold is None:
            return None  # unlabelled pairs ("-" in SNLI/MNLI, -1 in test splits) cannot be scored
        row: dict[str, Any] = {
            "premise": str(premise),
            "hypothesis": str(hypothesis),
            "answer": gold,
            "label_set": "nli",
            "prompt": nli_prompt(str(premise), str(hypothesis)),
        }
        ident = _first(raw, "pairID", "uid", "id", "idx", "index")
        if ident is not None:
            row["id"] = f"{dataset}-{ident}"
        genre = _first(raw, "genre", "tag")
        if genre is not None:
            row["genre"] = genre
        return row

    return convert


def claim_prompt(claim: str, evidence: str | None) -> str:
    """The chat prompt for a fact-verification example (FEVER, SciFact)."""
    if evidence:
        head = f"Evidence: {evidence}\n\nClaim: {claim}\n\nDoes the evidence support or refute the claim?"
    else:
        head = f"Claim: {claim}\n\nIs the claim supported or refuted by the facts?"
    return f"{head} Answer with SUPPORTS, REFUTES or NOT ENOUGH INFO."


def _text(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, str):
        return value or None
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return " ".join(value) or None
    return None


def _convert_fever(raw: Mapping[str, Any]) -> dict[str, Any] | None:
    claim = _first(raw, "claim")
    gold = _first(raw, "label", "answer", "verdict")
    if claim is None or gold is None or str(gold).strip().casefold() in _SKIP:
        return None
    evidence = _text(_first(raw, "evidence_text", "evidence", "context"))
    row: dict[str, Any] = {
        "claim": str(claim),
        "answer": str(gold),
        "label_set": "fever",
        "prompt": claim_prompt(str(claim), evidence),
    }
    if evidence:
        row["evidence"] = evidence
    if raw.get("id") is not None:
        row["id"] = f"fever-{raw['id']}"
    return row


def read_scifact(path: Path) -> Iterator[Mapping[str, Any]]:
    """SciFact claims, joined with ``corpus.jsonl`` (found next to them) for the evidence abstract."""
    folder = path if path.is_dir() else path.parent
    corpus_file = folder / "corpus.jsonl"
    corpus: dict[str, str] = {}
    if corpus_file.is_file():
        for doc in read_file(corpus_file):
            corpus[str(doc.get("doc_id"))] = _text(doc.get("abstract")) or ""
    for f in _data_files(path):
        if f.name == "corpus.jsonl":
            continue
        for raw in read_file(f):
            row = dict(raw)
            ev = raw.get("evidence")
            if isinstance(ev, dict):
                docs = [str(d) for d in ev] or [str(d) for d in raw.get("cited_doc_ids") or []]
                abstract = corpus.get(docs[0]) if docs else None
                if abstract:
                    row["evidence_text"] = abstract
            yield row


def _convert_scifact(raw: Mapping[str, Any]) -> dict[str, Any] | None:
    ev = raw.get("evidence")
    if isinstance(ev, dict):
        # Official format: the label sits on each rationale; no rationale means NOT ENOUGH INFO.
        labels = [r.get("label") for sets in ev.values() for r in sets if isinstance(r, dict)]
        gold = labels[0] if labels else "NOT ENOUGH INFO"
        claim = raw.get("claim")
        if claim is None:
            return None
        evidence = _text(raw.get("evidence_text"))
        row: dict[str, Any] = {
            "claim": str(claim),
            "answer": str(gold),
            "label_set": "scifact",
            "prompt": claim_prompt(str(claim), evidence),
        }
        if evidence:
            row["evidence"] = evidence
        if raw.get("id") is not None:
            row["id"] = f"scifact-{raw['id']}"
        return row
    if "evidence" not in raw and "label" not in raw and "answer" not in raw and "verdict" not in raw:
        return None  # the test split ships claims without labels
    row2 = _convert_fever(raw)
    if row2 is not None:
        row2["label_set"] = "scifact"
        if raw.get("id") is not None:
            row2["id"] = f"scifact-{raw['id']}"
    return row2


def contract_prompt(contract: str, hypothesis: str) -> str:
    """The chat prompt for a ContractNLI example."""
    return (
        f"Contract:\n{contract}\n\nHypothesis: {hypothesis}\n\n"
        "Does the contract entail the hypothesis, contradict it, or not mention it? "
        "Answer with one of: Entailment, Contradiction, NotMentioned."
    )


def read_contract_nli(path: Path) -> Iterator[Mapping[str, Any]]:
    """ContractNLI's official JSON (documents x hypotheses) or already flat rows."""
    import json

    for f in _data_files(path):
        if f.suffix.lower() != ".json":
            yield from read_nli_files(f)
            continue
        with open(f, encoding="utf-8") as fh:
            data = json.load(fh)
        if not (isinstance(data, dict) and "documents" in data and "labels" in data):
            yield from read_file(f)
            continue
        hypotheses = data["labels"]
        for doc in data["documents"]:
            sets = doc.get("annotation_sets") or [{}]
            for key, ann in (sets[0].get("annotations") or {}).items():
                yield {
                    "premise": doc.get("text", ""),
                    "hypothesis": hypotheses.get(key, {}).get("hypothesis", key),
                    "label": ann.get("choice"),
                    "hypothesis_id": key,
                    "id": f"{doc.get('id')}-{key}",
                }


def _convert_contract(raw: Mapping[str, Any]) -> dict[str, Any] | None:
    premise = _first(raw, "premise", "text", "contract")
    hypothesis = _first(raw, "hypothesis")
    gold = _first(raw, "label", "answer", "choice")
    if premise is None or hypothesis is None or gold is None:
        return None
    if isinstance(gold, int) or str(gold).isdigit():
        gold = ("Entailment", "Contradiction", "NotMentioned")[int(gold)]  # Hugging Face order
    row: dict[str, Any] = {
        "premise": str(premise),
        "hypothesis": str(hypothesis),
        "answer": str(gold),
        "label_set": "contract-nli",
        "prompt": contract_prompt(str(premise), str(hypothesis)),
    }
    if raw.get("hypothesis_id") is not None:
        row["hypothesis_id"] = raw["hypothesis_id"]
    if raw.get("id") is not None:
        row["id"] = f"contract-nli-{raw['id']}"
    return row


def _yes_no(value: Any) -> str | None:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return "yes" if value == 1 else "no" if value == 0 else None
    text = str(value).strip().casefold()
    return {"true": "yes", "false": "no", "1": "yes", "0": "no"}.get(text, text or None)


def yes_no_prompt(question: str, context: str | None, maybe: bool) -> str:
    """The chat prompt for a yes/no(/maybe) question over a passage."""
    choices = "yes, no or maybe" if maybe else "yes or no"
    head = f"Passage: {context}\n\n" if context else ""
    return f"{head}Question: {question}\n\nAnswer {choices}."


def _convert_boolq(raw: Mapping[str, Any]) -> dict[str, Any] | None:
    question = _first(raw, "question")
    gold = _yes_no(_first(raw, "answer", "label"))
    if question is None or gold is None:
        return None
    question = str(question).strip()
    if not question.endswith("?"):
        question += "?"
    context = _first(raw, "passage", "context")
    row: dict[str, Any] = {
        "question": question,
        "answer": gold,
        "label_set": "yes-no",
        "prompt": yes_no_prompt(question, None if context is None else str(context), maybe=False),
    }
    if context is not None:
        row["context"] = str(context)
    ident = _first(raw, "idx", "id")
    if ident is not None:
        row["id"] = f"boolq-{ident}"
    return row


def read_pubmedqa(path: Path) -> Iterator[Mapping[str, Any]]:
    """PubMedQA's ``ori_pqal.json`` (an object keyed by PMID) or flat JSONL/Hugging Face rows."""
    import json

    for f in _data_files(path):
        if f.suffix.lower() == ".json":
            with open(f, encoding="utf-8") as fh:
                data = json.load(fh)
            if isinstance(data, dict) and data and all(isinstance(v, dict) for v in data.values()):
                for pmid, item in data.items():
                    yield {"pubid": pmid, **item}
                continue
        yield from read_nli_files(f)


def _convert_pubmedqa(raw: Mapping[str, Any]) -> dict[str, Any] | None:
    question = _first(raw, "QUESTION", "question")
    gold = _first(raw, "final_decision", "answer", "label")
    if question is None or gold is None:
        return None
    contexts = _first(raw, "CONTEXTS", "contexts")
    ctx = raw.get("context")
    if contexts is None and isinstance(ctx, Mapping):
        contexts = ctx.get("contexts")
    elif contexts is None:
        contexts = ctx
    context = _text(contexts) if not isinstance(contexts, list) else " ".join(str(c) for c in contexts)
    row: dict[str, Any] = {
        "question": str(question),
        "answer": str(gold).strip().casefold(),
        "label_set": "yes-no-maybe",
        "prompt": yes_no_prompt(str(question), context, maybe=True),
    }
    if context:
        row["context"] = context
    if raw.get("pubid") is not None:
        row["id"] = f"pubmedqa-{raw['pubid']}"
    return row


ADAPTERS: tuple[DatasetAdapter, ...] = (
    DatasetAdapter(
        "mnli",
        convert=_convert_nli("mnli"),
        read=read_nli_files,
        aliases=("multi-nli", "multinli", "glue/mnli", "mnli-matched", "mnli-mismatched", "nyu-mll/multi-nli"),
        description="MultiNLI premise/hypothesis pairs (TSV or JSONL) -> nli_label",
        category_field="genre",
    ),
    DatasetAdapter(
        "snli",
        convert=_convert_nli("snli"),
        read=read_nli_files,
        aliases=("stanfordnlp/snli",),
        description="SNLI premise/hypothesis pairs (TXT/TSV or JSONL) -> nli_label",
    ),
    DatasetAdapter(
        "anli",
        convert=_convert_nli("anli"),
        read=read_nli_files,
        aliases=("facebook/anli", "anli-r1", "anli-r2", "anli-r3"),
        description="Adversarial NLI rounds (JSONL, e/n/c or 0/1/2 labels) -> nli_label",
    ),
    DatasetAdapter(
        "fever",
        convert=_convert_fever,
        read=read_nli_files,
        aliases=("fever-v1", "fever/fever"),
        description="FEVER claims (SUPPORTS/REFUTES/NOT ENOUGH INFO) -> nli_label",
    ),
    DatasetAdapter(
        "scifact",
        convert=_convert_scifact,
        read=read_scifact,
        aliases=("allenai/scifact",),
        description="SciFact claims (SUPPORT/CONTRADICT/no rationale), joined with corpus.jsonl -> nli_label",
    ),
    DatasetAdapter(
        "contract-nli",
        convert=_convert_contract,
        read=read_contract_nli,
        aliases=("contractnli", "kiddothe2b/contract-nli"),
        description="ContractNLI documents x hypotheses (Entailment/Contradiction/NotMentioned) -> nli_label",
        category_field="hypothesis_id",
    ),
    DatasetAdapter(
        "boolq",
        convert=_convert_boolq,
        read=read_nli_files,
        aliases=("google/boolq", "super-glue/boolq"),
        description="BoolQ yes/no questions -> nli_label",
    ),
    DatasetAdapter(
        "pubmedqa",
        convert=_convert_pubmedqa,
        read=read_pubmedqa,
        aliases=("pubmed-qa", "qiaojin/pubmedqa", "pubmedqa-labeled", "pqa-l"),
        description="PubMedQA yes/no/maybe (ori_pqal.json or rows) -> nli_label",
    ),
)
