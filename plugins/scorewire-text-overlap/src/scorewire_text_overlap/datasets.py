"""Dataset adapters for summarization and translation benchmarks.

Adapters read local files only (JSONL/JSON/CSV exports of the Hugging Face
datasets, or the original releases in those formats) and map each raw row to
canonical fields:

- ``context``: the text to summarize or translate;
- ``prompt``: the instruction sent to a model (``default_prompt`` uses it);
- ``answer``: the reference summary or translation (a list when a row has
  several references);
- ``question``: the query, for query-based summarization (QMSum);
- ``source_lang``, ``target_lang``: for translation.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from scorewire import DatasetAdapter, DatasetError

# Raw field names, in the order they are tried.
DOCUMENT_FIELDS = (
    "article", "document", "dialogue", "report", "transcript", "meeting_transcript",
    "input", "text", "source", "src", "Transcript",
)  # fmt: skip
SUMMARY_FIELDS = (
    "highlights",
    "summary",
    "summaries",
    "output",
    "target",
    "reference",
    "references",
    "Recap",
    "abstract",
)
QUERY_FIELDS = ("query", "question")


@dataclass(frozen=True)
class SummarizationSpec:
    """One summarization benchmark: its name, Hugging Face ids and what the model is asked."""

    name: str
    aliases: tuple[str, ...]
    instruction: str
    description: str


SUMMARIZATION: tuple[SummarizationSpec, ...] = (
    SummarizationSpec("cnn_dailymail", ("abisee/cnn_dailymail", "cnn-dm"), "Summarize the news article below in a few highlights.", "CNN/DailyMail news highlights (article -> highlights)"),
    SummarizationSpec("xsum", ("EdinburghNLP/xsum",), "Summarize the article below in one sentence.", "XSum one-sentence BBC summaries (document -> summary)"),
    SummarizationSpec("samsum", ("Samsung/samsum",), "Summarize the dialogue below.", "SAMSum chat dialogue summaries (dialogue -> summary)"),
    SummarizationSpec("multi_news", ("alexfabbri/multi_news", "multinews"), "Summarize the news articles below (separated by |||||).", "Multi-News multi-document summaries (document -> summary)"),
    SummarizationSpec("dialogsum", ("knkarthick/dialogsum",), "Summarize the dialogue below.", "DialogSum dialogue summaries (dialogue -> summary)"),
    SummarizationSpec("qmsum", ("pszemraj/qmsum-cleaned",), "Answer the query about the meeting transcript below.", "QMSum query-based meeting summaries (query + transcript -> answer)"),
    SummarizationSpec("govreport", ("ccdv/govreport-summarization", "gov_report"), "Summarize the government report below.", "GovReport long report summaries (report -> summary)"),
    SummarizationSpec("meetingbank", ("huuuyeah/meetingbank",), "Summarize the city council meeting transcript below.", "MeetingBank meeting summaries (transcript -> summary)"),
    SummarizationSpec("summscreenfd", ("summ_screen_fd", "summscreen-fd"), "Summarize the TV episode transcript below.", "SummScreenFD episode recaps (transcript -> recap)"),
)  # fmt: skip

WMT_NAMES = tuple(f"wmt{year}" for year in (14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24))
FLORES_NAMES = ("flores", "flores101", "flores200", "flores_plus")

LANGUAGE_NAMES = {
    "en": "English", "de": "German", "fr": "French", "cs": "Czech", "ru": "Russian", "zh": "Chinese",
    "ja": "Japanese", "fi": "Finnish", "et": "Estonian", "tr": "Turkish", "ro": "Romanian", "hi": "Hindi",
    "gu": "Gujarati", "kk": "Kazakh", "lt": "Lithuanian", "lv": "Latvian", "pl": "Polish", "ta": "Tamil",
    "iu": "Inuktitut", "km": "Khmer", "ps": "Pashto", "uk": "Ukrainian", "ha": "Hausa", "is": "Icelandic",
    "hr": "Croatian", "sah": "Yakut", "liv": "Livonian", "he": "Hebrew", "es": "Spanish", "it": "Italian",
    "eng": "English", "deu": "German", "fra": "French", "spa": "Spanish", "zho": "Chinese", "rus": "Russian",
}  # fmt: skip


def _first(raw: Mapping[str, Any], fields: tuple[str, ...]) -> tuple[str | None, Any]:
    for field in fields:
        value = raw.get(field)
        if value is not None and value != "" and value != []:
            return field, value
    return None, None


def _as_answer(value: Any) -> str | list[str]:
    if isinstance(value, (list, tuple)):
        refs = [str(v) for v in value if v is not None]
        return refs[0] if len(refs) == 1 else refs
    return str(value)


def summarization_converter(spec: SummarizationSpec) -> Callable[[Mapping[str, Any]], dict[str, Any]]:
    """A ``convert`` function for one summarization benchmark."""

    def convert(raw: Mapping[str, Any]) -> dict[str, Any]:
        _, document = _first(raw, DOCUMENT_FIELDS)
        _, summary = _first(raw, SUMMARY_FIELDS)
        if document is None or summary is None:
            missing = "document" if document is None else "summary"
            raise DatasetError(
                f"dataset {spec.name!r}: row {raw.get('id', '?')!r} has no {missing} field "
                f"(looked for {DOCUMENT_FIELDS if document is None else SUMMARY_FIELDS}; "
                f"the row has {sorted(raw)}); rename the column or convert the rows yourself"
            )
        if isinstance(document, (list, tuple)):
            document = "\n".join(map(str, document))
        document = str(document)
        _, query = _first(raw, QUERY_FIELDS)
        prompt = f"{spec.instruction}\n\n{document}"
        out: dict[str, Any] = {"context": document, "answer": _as_answer(summary)}
        if query is not None:
            out["question"] = str(query)
            prompt = f"{spec.instruction}\n\nQuery: {query}\n\n{document}"
        out["prompt"] = prompt
        for key in ("id", "topic"):
            if raw.get(key) is not None:
                out[key] = raw[key]
        return out

    return convert


def _language(code: str) -> str:
    return LANGUAGE_NAMES.get(code.split("_")[0], code)


def translation_converter(
    name: str, source_lang: str | None = None, target_lang: str | None = None
) -> Callable[[Mapping[str, Any]], dict[str, Any]]:
    """A ``convert`` function for WMT/FLORES-style rows.

    Accepted raw shapes, in order:

    - Hugging Face WMT: ``{"translation": {"de": ..., "en": ...}}``;
    - Hugging Face FLORES: ``{"sentence_deu_Latn": ..., "sentence_eng_Latn": ...}``;
    - flat: ``{"source"|"src": ..., "target"|"ref"|"reference"|"references": ...}``.

    The direction comes from ``source_lang``/``target_lang`` (arguments, else
    the row's own ``source_lang``/``target_lang`` or ``src_lang``/``tgt_lang``
    fields); without them a two-language row is translated into English.
    """

    def convert(raw: Mapping[str, Any]) -> dict[str, Any]:
        src = source_lang or raw.get("source_lang") or raw.get("src_lang")
        tgt = target_lang or raw.get("target_lang") or raw.get("tgt_lang")
        texts: dict[str, Any] = {}
        if isinstance(raw.get("translation"), Mapping):
            texts = dict(raw["translation"])
        else:
            texts = {k[len("sentence_") :]: v for k, v in raw.items() if k.startswith("sentence_")}
        if texts:
            src, tgt = _direction(name, raw, texts, src, tgt)
            source, reference = texts[src], texts[tgt]
        else:
            _, source = _first(raw, ("source", "src"))
            _, reference = _first(raw, ("target", "ref", "reference", "references"))
            if source is None or reference is None:
                raise DatasetError(
                    f"dataset {name!r}: row {raw.get('id', '?')!r} has no translation pair (looked for "
                    f"'translation', 'sentence_<lang>' columns, or source/target fields; the row has {sorted(raw)})"
                )
        instruction = "Translate the text below"
        if src:
            instruction += f" from {_language(str(src))}"
        if tgt:
            instruction += f" into {_language(str(tgt))}"
        out: dict[str, Any] = {
            "context": str(source),
            "prompt": f"{instruction}. Reply with the translation only.\n\n{source}",
            "answer": _as_answer(reference),
        }
        if src:
            out["source_lang"] = src
        if tgt:
            out["target_lang"] = tgt
        if raw.get("id") is not None:
            out["id"] = raw["id"]
        return out

    return convert


def _direction(name: str, raw: Mapping[str, Any], texts: Mapping[str, Any], src: Any, tgt: Any) -> tuple[str, str]:
    langs = list(texts)
    if src is None and tgt is not None and len(langs) == 2:
        src = next(lang for lang in langs if lang != tgt)
    if tgt is None and src is not None and len(langs) == 2:
        tgt = next(lang for lang in langs if lang != src)
    if src is None and tgt is None and len(langs) == 2:
        english = [lang for lang in langs if lang.split("_")[0] in ("en", "eng")]
        if len(english) == 1:
            tgt = english[0]
            src = next(lang for lang in langs if lang != tgt)
    if src not in texts or tgt not in texts:
        raise DatasetError(
            f"dataset {name!r}: row {raw.get('id', '?')!r} has languages {langs}; cannot tell the direction "
            f"(source={src!r}, target={tgt!r}). Add 'source_lang'/'target_lang' to the rows, or register "
            "translation_adapter(name, source_lang=..., target_lang=...)"
        )
    return str(src), str(tgt)


def translation_adapter(
    name: str, source_lang: str | None = None, target_lang: str | None = None, aliases: tuple[str, ...] = ()
) -> DatasetAdapter:
    """An adapter for a translation test set, optionally fixing its direction.

    Example: ``translation_adapter("wmt14-de-en", "de", "en")``.
    """
    return DatasetAdapter(
        name,
        convert=translation_converter(name, source_lang, target_lang),
        aliases=aliases,
        description=f"{name} translation (source -> reference), scored with bleu and chrf",
    )


def summarization_adapters() -> list[DatasetAdapter]:
    """Adapters of every summarization benchmark in :data:`SUMMARIZATION`."""
    return [
        DatasetAdapter(
            spec.name, convert=summarization_converter(spec), aliases=spec.aliases, description=spec.description
        )
        for spec in SUMMARIZATION
    ]


def translation_adapters() -> list[DatasetAdapter]:
    """Adapters of the WMT years and FLORES releases (into English by default)."""
    hf_ids = {"wmt14": ("wmt/wmt14",), "wmt16": ("wmt/wmt16",), "wmt19": ("wmt/wmt19",), "flores": ("facebook/flores",)}
    return [translation_adapter(name, aliases=hf_ids.get(name, ())) for name in (*WMT_NAMES, *FLORES_NAMES)]
