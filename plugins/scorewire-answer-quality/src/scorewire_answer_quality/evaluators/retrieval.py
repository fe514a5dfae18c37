"""Retrieval metrics: precision@k, recall@k, MRR and nDCG@k with binary relevance."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, ClassVar

from scorewire import Configurable, MissingFieldError, Scores, option

from .._common import InvalidFieldError, shorten


def _id_list(value: Any) -> list[str]:
    """Ids as text: ``"d1"`` and ``1`` are compared as ``"d1"`` and ``"1"``."""
    if value is None:
        return []
    if isinstance(value, str):
        from .._text import parse_list  # the list reader: imported when a row is scored, not at discovery

        return [v.strip() for v in parse_list(value)]
    if isinstance(value, (list, tuple)):
        return [str(v).strip() for v in value if v is not None and str(v).strip()]
    return [str(value).strip()]


def retrieval_metrics(retrieved: list[str], relevant: set[str], k: int) -> dict[str, float]:
    """Binary-relevance metrics of a ranked list.

    Duplicate retrieved ids are counted once (the first occurrence keeps its rank;
    later copies are removed before cutting at ``k``), so repeating a relevant id
    cannot inflate any metric.

    - ``precision_at_k``: relevant ids among the top ``k`` / ``k``;
    - ``recall_at_k``: relevant ids among the top ``k`` / number of relevant ids;
    - ``mrr``: 1 / rank of the first relevant id in the whole (deduplicated) list, 0 if none;
    - ``ndcg_at_k``: DCG of the top ``k`` (gain 1 / log2(rank + 1)) over the ideal DCG
      with ``min(k, len(relevant))`` relevant ids at the top.
    """
    ranked = list(dict.fromkeys(retrieved))
    top = ranked[:k]
    hits = [doc in relevant for doc in top]
    n_hits = sum(hits)
    mrr = 0.0
    for rank, doc in enumerate(ranked, 1):
        if doc in relevant:
            mrr = 1.0 / rank
            break
    dcg = sum(1.0 / math.log2(rank + 1) for rank, hit in enumerate(hits, 1) if hit)
    ideal = sum(1.0 / math.log2(rank + 1) for rank in range(1, min(k, len(relevant)) + 1))
    return {
        "precision_at_k": n_hits / k,
        "recall_at_k": n_hits / len(relevant),
        "mrr": mrr,
        "ndcg_at_k": dcg / ideal if ideal else 0.0,
    }


def _as_cutoff(value: Any) -> int | None:
    """A cut-off as a positive int (``5``, ``5.0``, ``"5"``), or None when it is not one."""
    if isinstance(value, bool):
        return None
    if isinstance(value, float):
        return int(value) if value.is_integer() and value >= 1 else None
    if isinstance(value, int):
        return value if value >= 1 else None
    if isinstance(value, str) and value.strip().isdigit():
        return int(value) if int(value) >= 1 else None
    return None


def _k_option(value: Any) -> int | None:
    if value is None or (isinstance(value, str) and value.strip().lower() in ("none", "null")):
        return None
    k = _as_cutoff(value)
    if k is None:
        raise ValueError("must be a whole number of at least 1 (or None)")
    return k


class RetrievalMetrics(Configurable):
    """``retrieval``: precision@k, recall@k, MRR and nDCG@k of retrieved ids.

    Reads the relevant ids from ``original[relevant_field]`` (default ``relevant_ids``)
    and the ranked retrieved ids from ``processed[retrieved_field]`` (default
    ``retrieved_ids``); when that is absent, the response text is read as a list of
    ids (a JSON array or comma/newline separated). Ids are compared as stripped text.
    See :func:`retrieval_metrics` for the definitions; no retrieved ids score 0.

    The cut-off of a row is, in order: the row's own ``k`` (``original[k_field]``, as
    NeMo Evaluator's metadata ``k``), else the ``k`` option, else the number of
    (deduplicated) retrieved ids. The value used is in ``details["k"]``.
    """

    name: ClassVar[str] = "retrieval"
    version: ClassVar[str] = "2"

    k: int | None = option(
        None, "The cut-off when the row has none (None: the whole retrieved list).", convert=_k_option
    )
    relevant_field: str = option("relevant_ids", "Field of original with the relevant ids.")
    retrieved_field: str = option(
        "retrieved_ids", "Field of processed with the ranked retrieved ids (else the response is read as a list)."
    )
    k_field: str = option("k", "Field of original holding a per-row cut-off.")

    def __post_init__(self) -> None:
        self.required_fields: tuple[str, ...] = (self.relevant_field,)

    def _cutoff(self, original: Mapping[str, Any], n_retrieved: int) -> int:
        raw = original.get(self.k_field)
        if raw is not None:
            k = _as_cutoff(raw)
            if k is None:
                raise InvalidFieldError(
                    self.name,
                    self.k_field,
                    original.get("id"),
                    f"is {raw!r}",
                    "give the cut-off as a whole number of at least 1, or drop the field to use the k option",
                )
            return k
        if self.k is not None:
            return self.k
        return max(n_retrieved, 1)

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one ranked list."""
        raw = original.get(self.relevant_field)
        if raw is None:
            raise MissingFieldError(self.name, self.relevant_field, original.get("id"))
        relevant = set(_id_list(raw))
        if not relevant:
            raise InvalidFieldError(
                self.name,
                self.relevant_field,
                original.get("id"),
                "is empty",
                "give at least one relevant id (metrics are undefined without one)",
            )
        source = processed.get(self.retrieved_field)
        retrieved = _id_list(source if source is not None else processed.get("response"))
        k = self._cutoff(original, len(dict.fromkeys(retrieved)))
        scores = retrieval_metrics(retrieved, relevant, k)
        details: dict[str, Any] = {"retrieved": [shorten(r, 200) for r in retrieved[:k]], "k": k}
        if not retrieved:
            details["reason"] = "no retrieved ids"
        elif scores["mrr"] == 0.0:
            details["reason"] = "no relevant id retrieved"
        return Scores(scores, details=details)
