"""Fixtures of the judge tests: the fake judge server and the AlpacaEval replay."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from fake_judge import Answer

ALPACA = ("llm_judge", "alpaca_eval", "alpaca-7b__annotations.json")


@pytest.fixture
def alpaca_path(shared_data: Path) -> Path:
    """The 805 recorded AlpacaEval annotations of alpaca-7b (shared reference data)."""
    return shared_data.joinpath(*ALPACA)


@pytest.fixture
def alpaca_annotations(alpaca_path: Path) -> list[dict[str, Any]]:
    """The annotations, parsed."""
    return json.loads(alpaca_path.read_text(encoding="utf-8"))


class AlpacaReplay:
    """Answers each judge request with the recorded completion of the instruction it contains."""

    def __init__(self, annotations: list[dict[str, Any]], *, strip_logprobs: bool = False) -> None:
        self.by_instruction = {a["instruction"]: a for a in annotations if a.get("raw_completion")}
        # Longest first, so an instruction that is a substring of another never steals its route.
        self.order = sorted(self.by_instruction, key=len, reverse=True)
        self.strip_logprobs = strip_logprobs
        self.drop_labels: set[str] = set()

    def __call__(self, body: dict[str, Any], index: int) -> Answer:
        prompt = "\n".join(m["content"] for m in body["messages"])
        for instruction in self.order:
            if instruction in prompt:
                break
        else:
            return Answer({"error": {"message": "no recorded completion for this prompt"}}, status=404)
        raw = self.by_instruction[instruction]["raw_completion"]
        logprobs = raw.get("logprobs")
        if self.strip_logprobs:
            logprobs = None
        elif instruction in self.drop_labels:
            logprobs = json.loads(json.dumps(logprobs))
            top = logprobs["content"][0]["top_logprobs"]
            logprobs["content"][0]["top_logprobs"] = [t for t in top if t["token"] not in ("m", "M")]
        choice = {
            "index": 0,
            "message": raw["message"],
            "logprobs": logprobs,
            "finish_reason": raw.get("finish_reason"),
        }
        total = int(raw["total_tokens"])
        usage = {"prompt_tokens": total - 1, "completion_tokens": 1, "total_tokens": total}
        return Answer({"choices": [choice], "usage": usage, "model": "gpt-4-1106-preview"})
