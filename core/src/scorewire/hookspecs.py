"""The plugin contract: the hooks a scorewire plugin may implement.

A plugin is a module of small ``@hookimpl`` functions, exposed through an entry
point in the ``scorewire`` group whose name is the distribution name::

    [project.entry-points.scorewire]
    scorewire-my-plugin = "scorewire_my_plugin.plugin"

Each hook returns an iterable of data, so a hook implementation is a pure
function that tests can call without a plugin manager. Every hook is
documented with its exact signature in ``docs/hooks.md``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import pluggy

if TYPE_CHECKING:
    from ._datasets import DatasetAdapter
    from ._evaluator import Evaluator
    from ._executors import Executor
    from ._reducers import Reducer
    from ._wiring import WiringRule

PROJECT_NAME = "scorewire"

hookspec = pluggy.HookspecMarker(PROJECT_NAME)
"""Marker for hook specifications (used by scorewire itself)."""

hookimpl = pluggy.HookimplMarker(PROJECT_NAME)
"""Marker plugins put on their hook implementations."""


@hookspec
def scorewire_register_evaluators() -> Iterable[type[Evaluator]]:
    """Return the evaluator classes this plugin provides.

    Each class needs a string ``name`` (unique across installed plugins) and a
    ``score(original, processed)`` method; it is built with keyword options by
    :func:`scorewire.get_evaluator`. Import heavy dependencies inside the
    class's methods, not at module level, so discovery stays cheap.

    .. versionadded:: 0.1
    """
    raise NotImplementedError


@hookspec
def scorewire_register_rules() -> Iterable[WiringRule]:
    """Return the wiring rules mapping dataset names (or globs) to evaluator names.

    Exact names beat globs, a higher ``priority`` beats a lower one, and a tie
    between two plugins is an :class:`~scorewire.AmbiguousWiringError`.

    .. versionadded:: 0.1
    """
    raise NotImplementedError


@hookspec
def scorewire_register_datasets() -> Iterable[DatasetAdapter]:
    """Return dataset adapters mapping named benchmarks' raw rows to canonical fields.

    An adapter may be a :class:`~scorewire.Benchmark`, which adds the benchmark's
    default prompt, its Hugging Face Hub location (read when no local path is
    given), the modes it supports and the evaluators of each mode.

    .. versionadded:: 0.1
    .. versionchanged:: 0.2 :class:`~scorewire.Benchmark` adapters.
    """
    raise NotImplementedError


@hookspec
def scorewire_register_reducers() -> Iterable[Reducer]:
    """Return reducers that fold one example's epoch scores into one value.

    Each is a :class:`~scorewire.Reducer` with a unique name; a name holding
    ``{k}`` (``"best_of_{k}"``) is a template whose function is called as
    ``function(values, k)``. Built-in names (``mean``, ``pass_at_{k}``, ...)
    cannot be taken.

    .. versionadded:: 0.2
    """
    raise NotImplementedError


@hookspec
def scorewire_register_executors() -> Iterable[type[Executor]]:
    """Return executor classes: other places to score a run's rows (a cluster, a queue).

    Each class has a unique string ``name`` (``"local"`` is built in), is built as
    ``cls(**executor_options)`` and has ``async def run(self, job: ExecutorJob) -> None``
    that scores every example of the job (a :class:`~scorewire.BlockScorer` built from
    ``job.plan`` scores blocks with the local engine) and hands each row to
    ``job.emit`` once, in input order. Users pick it with ``evaluate(...,
    executor=name)`` or ``scorewire run --executor name``. Import the executor's heavy
    dependencies inside ``run``.

    .. versionadded:: 0.2
    """
    raise NotImplementedError
