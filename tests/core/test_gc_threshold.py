"""A run raises the young GC generation's threshold while it runs and restores it after."""

from __future__ import annotations

import gc
from pathlib import Path
from typing import Any, ClassVar

import pytest
import scorewire


class Seen:
    name = "seen"
    thresholds: ClassVar[list[tuple[int, ...]]] = []

    def score(self, original: Any, processed: Any) -> dict[str, float]:
        type(self).thresholds.append(gc.get_threshold())
        return {"seen": 1.0}


@pytest.fixture
def default_threshold() -> Any:
    saved = gc.get_threshold()
    gc.set_threshold(700, 10, 10)
    yield
    gc.set_threshold(*saved)


def test_the_threshold_is_raised_during_a_run_and_restored(tmp_path: Path, default_threshold: None) -> None:
    Seen.thresholds = []
    rows = [{"id": i, "response": "x"} for i in range(50)]
    scorewire.evaluate(dataset=rows, evaluators=[Seen()], output=tmp_path / "run", progress=False)
    assert set(Seen.thresholds) == {(10_000, 10, 10)}
    assert gc.get_threshold() == (700, 10, 10)


def test_the_threshold_is_restored_when_a_run_fails(default_threshold: None) -> None:
    class Boom:
        name = "boom"

        def score(self, original: Any, processed: Any) -> dict[str, float]:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        scorewire.evaluate(dataset=[{"id": 1, "response": "x"}], evaluators=[Boom()], progress=False)
    assert gc.get_threshold() == (700, 10, 10)


def test_a_higher_threshold_of_the_host_is_kept(default_threshold: None) -> None:
    gc.set_threshold(50_000, 20, 20)
    Seen.thresholds = []
    scorewire.evaluate(dataset=[{"id": 1, "response": "x"}], evaluators=[Seen()], progress=False)
    assert Seen.thresholds == [(50_000, 20, 20)]
    assert gc.get_threshold() == (50_000, 20, 20)
