"""Dataset adapter for the official IFEval ``input_data.jsonl`` format."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorewire import Benchmark, HubSource, Prompt


def convert_ifeval_row(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Map one official IFEval row (``key``, ``prompt``, ``instruction_id_list``, ``kwargs``) to canonical fields.

    The canonical fields have the same names; ``id`` becomes ``ifeval-<key>``
    and a ``response`` already in the row (score-only files such as the GPT-4
    reference responses) is kept.
    """
    row = dict(raw)
    key = raw.get("key")
    if key is not None:
        row.setdefault("id", f"ifeval-{key}")
    return row


#: IFEval's prompt is the row's own ``prompt``, sent as it is: the instructions to follow
#: are part of it, and adding a format instruction would change what is measured.
#: No few-shot examples (the official evaluation is zero-shot).
IFEVAL_PROMPT = Prompt(user="{prompt}")

IFEVAL_ADAPTER = Benchmark(
    "ifeval",
    prompt=IFEVAL_PROMPT,
    hub=HubSource("google/IFEval", None, "train"),
    convert=convert_ifeval_row,
    aliases=("google/ifeval", "instruction-following-eval"),
    description="IFEval: 541 prompts with verifiable instructions (official input_data.jsonl)",
    # In a folder, read the prompts file only (the official repo keeps response files next to it).
    files=("input_data*.jsonl",),
)
