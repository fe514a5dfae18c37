"""Packaging smoke test of scorewire-inspect, run with only the core and this plugin installed.

A plain evaluator scores a real Inspect eval (offline mock model) as an Inspect scorer, and the
eval's log is read back through the ``inspect-log`` dataset and scored again by scorewire.
"""

from __future__ import annotations

import sys
import tempfile
import warnings

warnings.simplefilter("ignore")

import scorewire  # noqa: E402
import scorewire_inspect  # noqa: E402
from inspect_ai import Task  # noqa: E402
from inspect_ai import eval as inspect_eval  # noqa: E402
from inspect_ai.dataset import Sample  # noqa: E402
from inspect_ai.model import ModelOutput, ModelUsage, get_model  # noqa: E402
from inspect_ai.solver import generate  # noqa: E402


class SaysTarget:
    name = "says_target"

    def score(self, original, processed):
        return {"hit": float(str(original["answer"]) in processed["response"])}


outputs = []
for text in ["it is 4", "no idea"]:
    out = ModelOutput.from_content("mockllm/model", text)
    out.usage = ModelUsage(input_tokens=1, output_tokens=1, total_tokens=2)
    outputs.append(out)
task = Task(
    dataset=[Sample(id="a", input="2+2?", target="4"), Sample(id="b", input="3+3?", target="6")],
    solver=generate(),
    scorer=scorewire_inspect.scorer(SaysTarget()),
)
(log,) = inspect_eval(
    task,
    model=get_model("mockllm/model", custom_outputs=outputs),
    log_dir=tempfile.mkdtemp(),
    max_samples=1,
    display="none",
)
values = sorted(next(iter(s.scores.values())).value for s in log.samples)
assert values == [0.0, 1.0], values
result = scorewire.evaluate(dataset="inspect-log", data_path=log.location, evaluators=[SaysTarget()], keep_rows=True)
rows = list(result.rows)
assert len(rows) == 2 and not any(r["errors"] for r in rows), rows
print(f"   scorewire-inspect: Inspect eval scored {values}; its log re-scored {len(rows)} rows")
sys.exit(0)
