"""mc_loglikelihood agrees with lm-evaluation-harness's scoring on real MMLU options."""

from __future__ import annotations

import csv
import math
import random
from pathlib import Path

import pytest
from scorewire import MissingFieldError
from scorewire_multiple_choice import MCLoglikelihood

from . import lm_eval_reference as ref


def _mmlu_options(shared_data: Path, limit: int = 3000) -> list[list[str]]:
    out: list[list[str]] = []
    for file in sorted((shared_data / "mmlu" / "test").glob("*.csv")):
        with open(file, encoding="utf-8", newline="") as fh:
            out.extend(rec[1:5] for rec in csv.reader(fh))
        if len(out) >= limit:
            break
    return out[:limit]


def _random_lls(rng: random.Random, n: int) -> list[float]:
    lls = [round(rng.uniform(-40, -0.5), rng.choice([0, 1, 3])) for _ in range(n)]
    if rng.random() < 0.3:  # exact ties, so tie-breaking is exercised
        i, j = rng.sample(range(n), 2)
        lls[j] = lls[i]
    return lls


@pytest.mark.parametrize("normalization", ["chars", "bytes"])
def test_parity_on_mmlu_options(shared_data: Path, normalization: str) -> None:
    rng = random.Random(1234)
    ev = MCLoglikelihood(normalization=normalization)
    options = _mmlu_options(shared_data)
    assert len(options) == 3000
    disagreements_with_other_norm = 0
    for i, choices in enumerate(options):
        lls = _random_lls(rng, len(choices))
        uncond = _random_lls(rng, len(choices))
        greedy = [rng.random() < 0.5 for _ in choices]
        gold = rng.randrange(len(choices))
        ours = ev.score(
            {"id": i, "choices": choices, "gold_index": gold},
            {"loglikelihoods": lls, "is_greedy": greedy, "unconditional_loglikelihoods": uncond},
        )
        theirs = ref.process_results(choices, gold, lls, greedy, uncond, count=normalization)
        assert ours["acc"] == theirs["acc"]
        assert ours["acc_norm"] == theirs["acc_norm"], (choices, lls)
        assert ours["acc_greedy"] == theirs["exact_match"]
        assert ours["acc_mutual_info"] == theirs["acc_mutual_info"]
        other = ref.process_results(choices, gold, lls, greedy, count="bytes" if normalization == "chars" else "chars")
        disagreements_with_other_norm += other["acc_norm"] != theirs["acc_norm"]
    # MMLU has non-ASCII options, so the two normalisations do differ sometimes.
    assert disagreements_with_other_norm > 0


def test_ties_go_to_the_first_maximum() -> None:
    ev = MCLoglikelihood()
    original = {"choices": ["ab", "cd", "ef"], "gold_index": 1}
    tied = {"loglikelihoods": [-3.0, -1.0, -1.0]}
    assert ev.score(original, tied)["acc"] == 1.0
    assert ev.score({**original, "gold_index": 2}, tied)["acc"] == 0.0
    assert ref.process_results(["ab", "cd", "ef"], 2, [-3.0, -1.0, -1.0], [False] * 3)["acc"] == 0.0


def test_byte_and_char_normalisation_disagree() -> None:
    # "ééé": 3 characters, 6 bytes; "abcd": 4 characters, 4 bytes.
    original = {"choices": ["ééé", "abcd"], "gold_index": 0}
    processed = {"loglikelihoods": [-3.0, -3.6]}
    chars = MCLoglikelihood().score(original, processed)
    by_bytes = MCLoglikelihood(normalization="bytes").score(original, processed)
    assert chars["acc"] == by_bytes["acc"] == 1.0
    assert chars["acc_norm"] == 0.0  # -1.0 per char vs -0.9 per char
    assert by_bytes["acc_norm"] == 1.0  # -0.5 per byte vs -0.9 per byte


def test_gold_as_text_and_out_of_range() -> None:
    ev = MCLoglikelihood()
    processed = {"loglikelihoods": [-2.0, -1.0]}
    assert ev.score({"choices": ["x", "y"], "gold_index": "y"}, processed)["acc"] == 1.0
    bad = ev.score({"choices": ["x", "y"], "gold_index": 5}, processed)
    assert bad["acc"] == 0.0 and "not an index" in bad.details["reason"]
    assert ref.process_results(["x", "y"], 5, [-2.0, -1.0], [True, True])["acc"] == 0.0


def test_mc2_matches_truthfulqa_formula() -> None:
    rng = random.Random(7)
    for _ in range(200):
        n_true = rng.randint(1, 4)
        n = n_true + rng.randint(1, 5)
        labels = [1] * n_true + [0] * (n - n_true)
        lls = [rng.uniform(-30, -1) for _ in range(n)]
        choices = [f"answer {i}" for i in range(n)]
        ours = MCLoglikelihood().score({"choices": choices, "gold_index": list(range(n_true))}, {"loglikelihoods": lls})
        assert math.isclose(ours["mc2"], ref.mc2(lls, labels), rel_tol=1e-12)


def test_mc2_is_stable_where_exp_underflows() -> None:
    lls = [-2000.0, -2001.0]
    ours = MCLoglikelihood().score({"choices": ["a", "b"], "gold_index": [0]}, {"loglikelihoods": lls})
    assert math.isclose(ours["mc2"], 1 / (1 + math.exp(-1)))


@pytest.mark.parametrize(
    ("lls", "golds", "mc2"),
    [
        ([math.inf, -math.inf], [0], 1.0),  # all the mass on the gold option
        ([math.inf, -2.0, math.inf], [0], 0.5),  # two options at +inf share it
        ([-math.inf, -1.0], [0], 0.0),  # the gold option has none
        ([math.inf, -1.0], [1], 0.0),
    ],
)
def test_mc2_takes_the_limit_for_infinite_loglikelihoods(lls: list[float], golds: list[int], mc2: float) -> None:
    scores = MCLoglikelihood().score(
        {"choices": ["a", "b", "c"][: len(lls)], "gold_index": golds}, {"loglikelihoods": lls}
    )
    assert scores["mc2"] == mc2
    assert "mc2_reason" not in scores.details


def test_mc2_with_every_option_at_minus_infinity_says_why() -> None:
    scores = MCLoglikelihood().score(
        {"choices": ["a", "b"], "gold_index": [0]}, {"loglikelihoods": [-math.inf, -math.inf]}
    )
    assert scores["mc2"] == 0.0
    assert "-inf" in scores.details["mc2_reason"]


def test_continuations_set_the_length() -> None:
    # MMLU scores the letters: all lengths 1, so acc_norm == acc whatever the option text.
    original = {"choices": ["a long option text", "x"], "continuations": ["A", "B"], "gold_index": 0}
    result = MCLoglikelihood().score(original, {"loglikelihoods": [-2.0, -1.5]})
    assert result["acc"] == result["acc_norm"] == 0.0


def test_missing_loglikelihoods_is_a_clear_error() -> None:
    with pytest.raises(MissingFieldError, match="loglikelihoods"):
        MCLoglikelihood().score({"id": "r1", "choices": ["a", "b"], "gold_index": 0}, {"response": "a"})
    with pytest.raises(ValueError, match="list of 2 floats"):
        MCLoglikelihood().score({"choices": ["a", "b"], "gold_index": 0}, {"loglikelihoods": [-1.0]})
    with pytest.raises(ValueError, match="normalization"):
        MCLoglikelihood(normalization="tokens")


def test_nan_is_a_score_with_a_reason() -> None:
    result = MCLoglikelihood().score({"choices": ["a", "b"], "gold_index": 0}, {"loglikelihoods": [float("nan"), -1]})
    assert result["acc"] == 0.0 and result.details["reason"]
