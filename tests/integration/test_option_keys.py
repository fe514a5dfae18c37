"""Run-store keys of declared evaluators hash their options only, the same in every process."""

from __future__ import annotations

import os
import subprocess
import sys

_KEY = (
    "import scorewire; from scorewire._store import instance_options, options_hash; "
    "print(options_hash(instance_options(scorewire.get_evaluator('{name}'))))"
)


def _key_in_fresh_process(name: str, hash_seed: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    out = subprocess.run([sys.executable, "-c", _KEY.format(name=name)], capture_output=True, text=True, env=env)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


def test_keys_do_not_depend_on_the_process():
    # bleu's aggregations hold a bound method and judge_pairwise a frozenset: keys built from
    # instance attributes used to differ from one process to the next, so a resumed run scored again.
    for name in ("bleu", "judge_pairwise"):
        assert _key_in_fresh_process(name, "1") == _key_in_fresh_process(name, "2"), name


def test_keys_follow_the_declared_options():
    from scorewire import get_evaluator
    from scorewire._store import instance_options

    ev = get_evaluator("rouge", use_stemmer=True)
    assert instance_options(ev) == {
        "rouge_types": ["rouge1", "rouge2", "rougeL", "rougeLsum"],
        "use_stemmer": True,
        "multi_ref": "max",
        "split_summaries": False,
        "report_precision_recall": False,
    }
