"""A run's prompts: each row's chat messages from its benchmark's :class:`~scorewire.Prompt`,
the run's overrides and few-shot examples.

Separate from :mod:`._benchmarks`, which plugin discovery imports: building messages is a
run's work.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ._benchmarks import Benchmark, is_multi_turn
from ._datasets import DatasetAdapter, read_files
from ._errors import DatasetError
from ._prompts import GENERIC_PROMPT, Prompt, select_fewshot
from ._wiring import normalize_dataset_name

if TYPE_CHECKING:
    from pathlib import Path


@dataclass
class PromptPlan:
    """Builds and attaches each row's chat messages for one run.

    :param adapters: registered adapters by normalized name (benchmarks give the prompt).
    :param template, system_prompt, num_fewshot: the run's overrides.
    :param fewshot_path: a file or folder of few-shot examples (``--fewshot-data``), read
        through the dataset's adapter when it has one.
    :param reopen: re-reads the evaluation rows; the few-shot pool when none is given.
    :param from_hub: the rows came from the Hub, so few-shot examples come from the
        benchmark's ``fewshot_split`` there.
    :param seed: few-shot selection seed.
    """

    adapters: Mapping[str, DatasetAdapter]
    template: Mapping[str, Any] | None = None
    system_prompt: str | None = None
    num_fewshot: int | None = None
    fewshot_path: str | Path | None = None
    reopen: Callable[[], Iterable[Mapping[str, Any]]] | None = None
    from_hub: bool = False
    seed: int = 0
    _prompts: dict[str, Prompt] = field(default_factory=dict, init=False, repr=False)
    _pools: dict[str, list[Mapping[str, Any]]] = field(default_factory=dict, init=False, repr=False)
    _groups: dict[tuple[str, str], dict[Any, list[Mapping[str, Any]]]] = field(
        default_factory=dict, init=False, repr=False
    )

    def options(self) -> dict[str, Any]:
        """The run's prompt options, as recorded in a run folder (resuming needs the same)."""
        out: dict[str, Any] = {
            "template": {k: v for k, v in self.template.items() if isinstance(v, str)} if self.template else None,
            "system_prompt": self.system_prompt,
            "num_fewshot": self.num_fewshot,
            "fewshot_data": None if self.fewshot_path is None else str(self.fewshot_path),
            "seed": self.seed,
        }
        return {k: v for k, v in out.items() if v is not None}

    def prompt_for(self, dataset: str) -> Prompt:
        """The prompt of rows tagged ``dataset``: the benchmark's, with the run's overrides."""
        found = self._prompts.get(dataset)
        if found is None:
            adapter = self.adapters.get(normalize_dataset_name(dataset))
            base = adapter.prompt if isinstance(adapter, Benchmark) and adapter.prompt is not None else GENERIC_PROMPT
            found = base
            if self.template is not None:
                found = Prompt(
                    user=self.template["user"],
                    system=self.template.get("system", base.system),
                    answer_format=self.template.get("answer_format"),
                    fewshot_answer=self.template.get("fewshot_answer", base.fewshot_answer),
                    num_fewshot=base.num_fewshot,
                    fewshot_split=base.fewshot_split,
                )
            found = found.with_overrides(system_prompt=self.system_prompt, num_fewshot=self.num_fewshot)
            self._prompts[dataset] = found
        return found

    def _pool(self, dataset: str, prompt: Prompt) -> list[Mapping[str, Any]]:
        pool = self._pools.get(dataset)
        if pool is None:
            adapter = self.adapters.get(normalize_dataset_name(dataset))
            rows: Iterable[Mapping[str, Any]]
            if self.fewshot_path is not None:
                from pathlib import Path

                if not Path(self.fewshot_path).exists():
                    raise DatasetError(f"--fewshot-data {self.fewshot_path}: no such file or folder")
                rows = adapter.load(self.fewshot_path) if adapter is not None else read_files(Path(self.fewshot_path))
            elif self.from_hub and isinstance(adapter, Benchmark) and prompt.fewshot_split:
                rows = adapter.load(None, split=prompt.fewshot_split)
            elif self.reopen is not None:
                rows = (r for r in self.reopen() if str(r.get("dataset")) == dataset)
            else:
                raise DatasetError(
                    "few-shot examples need a source: pass --fewshot-data FILE (fewshot_data=) when the "
                    "dataset is an iterable that cannot be read twice"
                )
            pool = self._pools[dataset] = list(rows)
        return pool

    def _group(self, dataset: str, key: str, pool: list[Mapping[str, Any]]) -> dict[Any, list[Mapping[str, Any]]]:
        groups = self._groups.get((dataset, key))
        if groups is None:
            groups = {}
            for shot in pool:
                groups.setdefault(shot.get(key), []).append(shot)
            self._groups[(dataset, key)] = groups
        return groups

    def messages(self, example: Mapping[str, Any]) -> tuple[list[dict[str, str]] | None, bool]:
        """``(messages, multi_turn)``: a multi-turn row gets only the prefix (system + shots).

        A row of a dataset without a declared prompt, with no override, whose text cannot
        be found (no ``prompt``/``question``/``input``) gets None: its system receives the
        row as it is, as before benchmarks had prompts.
        """
        dataset = str(example.get("dataset") or "unknown")
        prompt = self.prompt_for(dataset)
        shots: list[Mapping[str, Any]] = []
        if prompt.num_fewshot > 0:
            pool = self._pool(dataset, prompt)
            if prompt.fewshot_same:
                pool = self._group(dataset, prompt.fewshot_same, pool).get(example.get(prompt.fewshot_same)) or pool
            shots = select_fewshot(pool, example, prompt.num_fewshot, self.seed)
        if is_multi_turn(example):
            return prompt.prefix(shots), True
        if prompt.user is GENERIC_PROMPT.user and not shots and "messages" in example:
            return None, False  # the row brings its own conversation
        try:
            return prompt.messages(example, shots), False
        except DatasetError:
            if prompt.user is GENERIC_PROMPT.user:
                return None, False
            raise
