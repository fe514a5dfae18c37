"""Declared evaluator options: validation, conversion of command-line text, introspection, records."""

from __future__ import annotations

import dataclasses
import inspect
import json
from collections.abc import Mapping
from typing import Any, Literal

import pytest
import scorewire
from scorewire import Configurable, EvaluatorOptionError, ScorewireError, evaluate, option
from scorewire._options import OptionText, build_evaluator, describe_options


def _positive(value: float) -> str | None:
    return None if value > 0 else "must be positive"


class Stemmy(Configurable):
    """A small evaluator with one option of each kind."""

    name = "stemmy"
    version = "1"

    use_stemmer: bool = option(False, "Stem tokens first.")
    mode: Literal["max", "mean"] = option("max", "How references combine.")
    timeout: float = option(3.0, "Seconds per row.", check=_positive)
    ks: tuple[int, ...] = option((1, 10), "The k of pass@k.")
    label: str | None = option(None, "A label.")
    weights: Mapping[str, float] = option(default_factory=dict, doc="Per-key weights.")

    def __post_init__(self) -> None:
        self.derived = f"{self.mode}:{self.use_stemmer}"

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> dict[str, float]:
        return {"stemmy": float(bool(processed.get("response")))}


def test_defaults_and_post_init():
    ev = Stemmy()
    assert (ev.use_stemmer, ev.mode, ev.timeout, ev.ks, ev.label, ev.weights) == (False, "max", 3.0, (1, 10), None, {})
    assert ev.derived == "max:False"
    assert Stemmy().weights is not ev.weights  # a fresh default per instance
    assert [f.name for f in dataclasses.fields(Stemmy)] == ["use_stemmer", "mode", "timeout", "ks", "label", "weights"]


def test_unknown_option_is_one_error_with_a_suggestion_and_the_accepted_ones():
    with pytest.raises(EvaluatorOptionError) as info:
        Stemmy(use_stemer=True)
    message = str(info.value)
    assert message == (
        "evaluator 'stemmy': option 'use_stemer' is not an option; did you mean 'use_stemmer'? "
        "(accepted options: use_stemmer, mode, timeout, ks, label, weights)"
    )
    assert isinstance(info.value, ScorewireError) and isinstance(info.value, TypeError)
    assert (info.value.evaluator, info.value.option) == ("stemmy", "use_stemer")


def test_unknown_option_far_from_any_name_has_no_suggestion():
    with pytest.raises(EvaluatorOptionError, match=r"'zzz' is not an option \(accepted options"):
        Stemmy(zzz=1)


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        ({"use_stemmer": "perhaps"}, r"option 'use_stemmer' must be true or false \(got 'perhaps'\)"),
        ({"use_stemmer": 1}, r"option 'use_stemmer' must be true or false \(got 1\)"),
        ({"mode": "min"}, r"option 'mode' must be one of 'max', 'mean' \(got 'min'\)"),
        ({"timeout": -1}, r"option 'timeout' must be positive \(got -1\)"),
        ({"timeout": "soon"}, r"option 'timeout' must be a number \(got 'soon'\)"),
        ({"ks": 5}, r"option 'ks' must be a list \(got 5\)"),
        ({"label": 3}, r"option 'label' must be a string or None \(got 3\)"),
        ({"weights": [1]}, r"option 'weights' must be a mapping"),
    ],
)
def test_bad_values_name_the_option_and_what_it_accepts(options, expected):
    with pytest.raises(EvaluatorOptionError, match=expected):
        Stemmy(**options)


def test_command_line_text_is_converted_by_the_declared_type():
    ev = Stemmy(
        use_stemmer=OptionText("yes"),
        mode=OptionText("mean"),
        timeout=OptionText("5"),
        ks=OptionText("[1, 5]"),
        label=OptionText("123"),
        weights=OptionText('{"a": 2}'),
    )
    assert (ev.use_stemmer, ev.mode, ev.timeout, ev.ks, ev.label, ev.weights) == (
        True,
        "mean",
        5,
        (1, 5),
        "123",  # a str option keeps the text: no JSON guessing
        {"a": 2},
    )
    assert Stemmy(ks=OptionText("2,3")).ks == (2, 3)
    assert Stemmy(label=OptionText("none")).label is None


def test_python_values_are_checked_too():
    assert Stemmy(ks=[3, 4]).ks == (3, 4)
    assert Stemmy(use_stemmer="true").use_stemmer is True  # a run store's recorded text options replay
    with pytest.raises(EvaluatorOptionError, match="'ks' must be a whole number"):
        Stemmy(ks=["x"])


def test_required_option_and_undeclared_annotation():
    class Needs(Configurable):
        name = "needs"
        spec: str = option(doc="The spec file.")

        def score(self, original, processed):
            return {}

    with pytest.raises(EvaluatorOptionError, match="option 'spec' is required"):
        Needs()
    assert Needs(spec="a").spec == "a"
    assert describe_options(Needs)[0].required

    with pytest.raises(TypeError, match=r"Bad\.threshold: declare options with option"):

        class Bad(Configurable):
            name = "bad"
            threshold: float = 0.5


def test_undeclared_evaluators_get_the_same_errors_through_build_evaluator():
    class Plain:
        name = "plain"

        def __init__(self, threshold: float = 0.5) -> None:
            if not 0 < threshold <= 1:
                raise ValueError("threshold must be in (0, 1]")
            self.threshold = threshold

        def score(self, original, processed):
            return {}

    assert build_evaluator(Plain, {"threshold": OptionText("0.25")}).threshold == 0.25  # JSON as before
    with pytest.raises(EvaluatorOptionError, match="did you mean 'threshold'"):
        build_evaluator(Plain, {"treshold": 0.2})
    with pytest.raises(EvaluatorOptionError, match=r"'threshold' was rejected: threshold must be in \(0, 1\]"):
        build_evaluator(Plain, {"threshold": 7})


def test_introspection_lists_name_type_default_doc():
    infos = scorewire.evaluator_options(Stemmy)
    assert [(i.name, i.type, i.default_text(), i.doc) for i in infos][:3] == [
        ("use_stemmer", "bool", "False", "Stem tokens first."),
        ("mode", "Literal['max', 'mean']", "'max'", "How references combine."),
        ("timeout", "float", "3.0", "Seconds per row."),
    ]
    assert infos[1].choices == ("max", "mean")


def test_installed_evaluators_are_introspectable_by_name():
    infos = {i.name: i for i in scorewire.evaluator_options("rouge")}
    assert infos["use_stemmer"].default is False and infos["use_stemmer"].doc
    with pytest.raises(scorewire.UnknownEvaluatorError):
        scorewire.evaluator_options("no_such_evaluator")


def test_get_evaluator_raises_one_option_error():
    with pytest.raises(
        EvaluatorOptionError, match=r"evaluator 'rouge': option 'use_stemer' .* did you mean 'use_stemmer'"
    ):
        scorewire.get_evaluator("rouge", use_stemer=True)


def test_resolved_options_defaults_included_are_recorded_with_the_results(tmp_path):
    data = [{"id": i, "dataset": "d", "response": "x" * i} for i in range(3)]
    result = evaluate(
        dataset=data,
        evaluators=[Stemmy],
        evaluator_options={"stemmy": {"mode": OptionText("mean")}},
        output=tmp_path / "run",
        progress=False,
    )
    expected = {"use_stemmer": False, "mode": "mean", "timeout": 3.0, "ks": [1, 10], "label": None, "weights": {}}
    assert result.metadata["evaluator_options"] == {"stemmy": expected}
    summary = json.loads((tmp_path / "run" / "summary.json").read_text())
    assert summary["metadata"]["evaluator_options"] == {"stemmy": expected}
    # Without a run folder too.
    again = evaluate(dataset=data, evaluators=[Stemmy()], progress=False)
    assert again.metadata["evaluator_options"]["stemmy"]["mode"] == "max"


def test_a_bad_option_fails_the_run_before_any_row():
    with pytest.raises(EvaluatorOptionError, match="option 'mode'"):
        evaluate(dataset=[{"response": "a"}], evaluators=[Stemmy], evaluator_options={"stemmy": {"mode": "x"}})


def test_evaluate_has_its_real_keyword_parameters():
    sig = inspect.signature(scorewire.evaluate)
    assert not [p for p in sig.parameters.values() if p.kind in (p.VAR_KEYWORD, p.VAR_POSITIONAL)]
    asig = inspect.signature(scorewire.aevaluate)
    assert list(sig.parameters) == list(asig.parameters)
    assert [p.default for p in sig.parameters.values()] == [p.default for p in asig.parameters.values()]
    assert sig.parameters["max_concurrency"].kind is inspect.Parameter.KEYWORD_ONLY
    for fn in (scorewire.rescore, scorewire.compare_runs):
        params = inspect.signature(fn).parameters.values()
        assert not [p for p in params if p.kind is inspect.Parameter.VAR_KEYWORD], fn.__name__
    assert inspect.signature(scorewire.get_evaluator).return_annotation in ("Evaluator", scorewire.Evaluator)
    documented = scorewire.evaluate.__doc__ or ""
    missing = [n for n in sig.parameters if not n.startswith("_") and f":param {n}:" not in documented]
    assert not missing, f"evaluate() parameters without a :param: line: {missing}"


def test_an_option_type_imported_only_for_type_checking_is_still_checked(tmp_path, monkeypatch):
    """Plugins keep option types under TYPE_CHECKING (discovery stays cheap); building checks them anyway."""
    package = tmp_path / "tc_options_probe"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "kinds.py").write_text("class Kind:\n    pass\n", encoding="utf-8")
    (package / "evaluators.py").write_text(
        "from __future__ import annotations\n"
        "from typing import TYPE_CHECKING\n"
        "from scorewire import Configurable, option\n"
        "if TYPE_CHECKING:\n"
        "    from fractions import Fraction as Ratio\n"
        "    from .kinds import Kind\n"
        "class Probe(Configurable):\n"
        "    name = 'tc_probe'\n"
        "    ratio: Ratio | None = option(None, 'A fraction.')\n"
        "    kind: Kind | None = option(None, 'A kind.')\n"
        "    other: Undeclared | None = option(None, 'A name imported nowhere: any value.')\n"
        "    def score(self, original, processed):\n"
        "        return {}\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    from fractions import Fraction

    from tc_options_probe.evaluators import Probe  # type: ignore[import-not-found]
    from tc_options_probe.kinds import Kind  # type: ignore[import-not-found]

    assert Probe(ratio=Fraction(1, 2), kind=Kind(), other="anything").ratio == Fraction(1, 2)
    with pytest.raises(EvaluatorOptionError, match="ratio"):
        Probe(ratio="half")
    with pytest.raises(EvaluatorOptionError, match="kind"):
        Probe(kind=3)
