"""Plugin discovery: strict, attributed, with escape hatches. A fresh registry per test."""

from __future__ import annotations

import traceback

import pytest
import scorewire
from scorewire import DuplicateEvaluatorError, PluginLoadError, PluginRegistry, UnknownEvaluatorError

GOOD = """
from scorewire import hookimpl, WiringRule, DatasetAdapter

class Exact:
    name = "{name}"
    version = "3"
    def score(self, original, processed):
        return {{"exact": processed["response"] == original["answer"]}}

@hookimpl
def scorewire_register_evaluators():
    return [Exact]

@hookimpl
def scorewire_register_rules():
    return [WiringRule("{dataset}", ["{name}"])]

@hookimpl
def scorewire_register_datasets():
    return [DatasetAdapter("{dataset}", convert=lambda r: {{"answer": r["gold"], "response": r.get("out")}})]
"""


def test_discovers_evaluators_rules_and_datasets(make_plugin):
    ep = make_plugin("plug_good", GOOD.format(name="exact", dataset="toy"))
    reg = PluginRegistry([ep], env={})
    assert list(reg.evaluators()) == ["exact"]
    info = reg.plugins["plug-good"]
    assert info.evaluators == ["exact"] and info.datasets == ["toy"]
    assert [r.dataset for r in info.rules] == ["toy"]
    assert reg.evaluator_plugin("exact") == "plug-good"
    ev = reg.get_evaluator("exact")
    assert ev.score({"answer": "x"}, {"response": "x"}) == {"exact": True}
    assert reg.wire("toy").evaluators == ("exact",)


def test_import_failure_names_plugin_and_keeps_traceback(make_plugin):
    ep = make_plugin("plug_broken", "import json\nraise RuntimeError('boom at import')\n")
    reg = PluginRegistry([ep], env={})
    with pytest.raises(PluginLoadError) as info:
        reg.load()
    assert 'Error loading scorewire plugin "plug-broken"' in str(info.value)
    assert isinstance(info.value.__cause__, RuntimeError)
    text = "".join(traceback.format_exception(info.value))
    assert "boom at import" in text and "plug_broken.py" in text


def test_duplicate_evaluator_name_names_both_plugins(make_plugin):
    a = make_plugin("plug_a", GOOD.format(name="same", dataset="ds-a"))
    b = make_plugin("plug_b", GOOD.format(name="same", dataset="ds-b"))
    reg = PluginRegistry([a, b], env={})
    with pytest.raises(DuplicateEvaluatorError) as info:
        reg.load()
    msg = str(info.value)
    assert '"plug-b"' in msg and "'plug-a'" in msg and "'same'" in msg


def test_unknown_hook_is_an_error_naming_the_plugin(make_plugin):
    ep = make_plugin(
        "plug_typo",
        """
        from scorewire import hookimpl

        @hookimpl
        def scorewire_register_evaluator():  # missing the trailing s
            return []
        """,
    )
    with pytest.raises(PluginLoadError, match=r'"plug-typo".*scorewire_register_evaluator'):
        PluginRegistry([ep], env={}).load()


def test_hookimpl_with_arguments_not_in_spec_is_rejected(make_plugin):
    ep = make_plugin(
        "plug_args",
        """
        from scorewire import hookimpl

        @hookimpl
        def scorewire_register_rules(config):
            return []
        """,
    )
    with pytest.raises(PluginLoadError, match="plug-args"):
        PluginRegistry([ep], env={}).load()


def test_returning_a_non_evaluator_is_an_error(make_plugin):
    ep = make_plugin(
        "plug_bad_return",
        """
        from scorewire import hookimpl

        @hookimpl
        def scorewire_register_evaluators():
            return [object]
        """,
    )
    with pytest.raises(PluginLoadError, match="not a class with a string 'name'"):
        PluginRegistry([ep], env={}).load()


def test_failed_plugin_leaves_nothing_registered(make_plugin):
    good = make_plugin("plug_first", GOOD.format(name="first", dataset="one"))
    bad = make_plugin("plug_second", GOOD.format(name="first", dataset="two"))
    reg = PluginRegistry([good], env={})
    reg.load()
    with pytest.raises(DuplicateEvaluatorError):
        reg.register(__import__("plug_second"), "plug-second")
    assert "plug-second" not in reg.plugins
    assert [p for p, _ in reg.rules()] == ["plug-first"]
    del bad


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"SCOREWIRE_DISABLE_PLUGINS": "plug-x"}, ["ev_y"]),
        ({"SCOREWIRE_DISABLE_PLUGINS": "plug-x, plug-y"}, []),
        ({"SCOREWIRE_LOAD_PLUGINS": "plug-x"}, ["ev_x"]),
        ({"SCOREWIRE_LOAD_PLUGINS": ""}, []),
        ({}, ["ev_x", "ev_y"]),
    ],
)
def test_disable_and_allowlist_env(make_plugin, env, expected):
    x = make_plugin("plug_x", GOOD.format(name="ev_x", dataset="dx"))
    y = make_plugin("plug_y", GOOD.format(name="ev_y", dataset="dy"))
    assert sorted(PluginRegistry([x, y], env=env).evaluators()) == expected


def test_disabled_broken_plugin_is_not_imported(make_plugin):
    ep = make_plugin("plug_bomb", "raise SystemExit('must not be imported')\n")
    assert PluginRegistry([ep], env={"SCOREWIRE_DISABLE_PLUGINS": "plug-bomb"}).evaluators() == {}


def test_unknown_evaluator_lists_installed(make_plugin):
    ep = make_plugin("plug_good2", GOOD.format(name="exact", dataset="toy"))
    with pytest.raises(UnknownEvaluatorError, match=r"'nope'.*installed: exact"):
        PluginRegistry([ep], env={}).get_evaluator("nope")


def test_plain_class_without_scorewire_import_is_an_evaluator(make_plugin):
    ep = make_plugin(
        "plug_plain",
        """
        import pluggy
        hookimpl = pluggy.HookimplMarker("scorewire")

        class Plain:
            name = "plain"
            def score(self, original, processed):
                return {"len": len(processed["response"])}

        @hookimpl
        def scorewire_register_evaluators():
            return [Plain]
        """,
    )
    reg = PluginRegistry([ep], env={})
    result = scorewire.evaluate(dataset=[{"response": "abcd"}], evaluators=["plain"], registry=reg)
    assert result.rows[0]["scores"] == {"plain": {"len": 4.0}}
    assert isinstance(reg.get_evaluator("plain"), scorewire.Evaluator)


def test_hookimpls_are_pure_functions(make_plugin):
    make_plugin("plug_pure", GOOD.format(name="pure", dataset="p"))
    import plug_pure  # type: ignore[import-not-found]

    assert [c.name for c in plug_pure.scorewire_register_evaluators()] == ["pure"]
