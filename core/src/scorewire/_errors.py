"""Exception types raised by scorewire.

Every error names what went wrong, where, and how to fix it, because the people
reading them are usually in the middle of a long evaluation run.
"""

from __future__ import annotations

from collections.abc import Sequence


class ScorewireError(Exception):
    """Base class of every error scorewire raises on purpose."""


class PluginLoadError(ScorewireError):
    """A plugin could not be loaded: import failure, bad hook, duplicate name.

    The message starts with the plugin (distribution) name; the original
    exception is kept as ``__cause__`` so its traceback is shown too.
    """

    def __init__(self, plugin: str, message: str) -> None:
        self.plugin = plugin
        super().__init__(f'Error loading scorewire plugin "{plugin}": {message}')


class DuplicateEvaluatorError(PluginLoadError):
    """Two plugins (or one plugin twice) registered the same evaluator name."""

    def __init__(self, plugin: str, name: str, first_plugin: str) -> None:
        self.name = name
        self.first_plugin = first_plugin
        super().__init__(
            plugin,
            f"evaluator name {name!r} is already registered by plugin {first_plugin!r}; "
            f"rename one of them, or disable one with SCOREWIRE_DISABLE_PLUGINS={plugin}",
        )


class UnknownEvaluatorError(ScorewireError, KeyError):
    """No installed evaluator has the requested name."""

    def __init__(self, name: str, known: list[str]) -> None:
        self.name = name
        hint = ", ".join(sorted(known)) or "none: install a plugin such as scorewire-answer-quality"
        super().__init__(f"no evaluator named {name!r} is installed (installed: {hint})")

    def __str__(self) -> str:  # KeyError would otherwise repr() the message
        return str(self.args[0])


class UnknownExecutorError(ScorewireError, KeyError):
    """No executor has the requested name."""

    def __init__(self, name: str, known: list[str]) -> None:
        self.name = name
        hint = " (pip install scorewire-ray)" if name == "ray" else ""
        super().__init__(f"no executor named {name!r}{hint}; available: {', '.join(sorted(known))}")

    def __str__(self) -> str:
        return str(self.args[0])


class MissingFieldError(ScorewireError):
    """An example lacks a field an evaluator needs.

    Raised by evaluators (see :func:`scorewire.require_field`) and by the
    runner; the runner records it on the row and the run goes on.
    """

    def __init__(self, evaluator: str, field: str, example_id: object = None, hint: str | None = None) -> None:
        self.evaluator = evaluator
        self.field = field
        self.example_id = example_id
        where = f" in example {example_id!r}" if example_id is not None else ""
        msg = f"evaluator {evaluator!r} needs field {field!r}, which is missing{where}"
        msg += f"; {hint}" if hint else "; map it in the dataset adapter or add it to the row"
        super().__init__(msg)


class InvalidFieldError(ScorewireError, ValueError):
    """An example has a field an evaluator needs, but its value cannot be used.

    For a gold field that is present but bad: an empty list of answers, a label
    outside the label set, a number where a list is needed. Like
    :class:`MissingFieldError`, the runner records it on the row and the run goes
    on. The message names the evaluator, the field, the example id, what is wrong
    (``problem``) and how to fix it (``fix``). It is also a :class:`ValueError`.
    """

    def __init__(self, evaluator: str, field: str, example_id: object, problem: str, fix: str) -> None:
        self.evaluator = evaluator
        self.field = field
        self.example_id = example_id
        self.problem = problem
        self.fix = fix
        where = f" in example {example_id!r}" if example_id is not None else ""
        super().__init__(f"evaluator {evaluator!r}: field {field!r}{where} {problem}; {fix}")


class WiringError(ScorewireError):
    """Base class of auto-wiring errors."""


class AmbiguousWiringError(WiringError):
    """Two wiring rules of equal rank match one dataset name."""

    def __init__(self, dataset: str, first: tuple[str, object], second: tuple[str, object]) -> None:
        self.dataset = dataset
        self.plugins = (first[0], second[0])
        super().__init__(
            f"dataset {dataset!r} is wired ambiguously: plugin {first[0]!r} ({first[1]}) and "
            f"plugin {second[0]!r} ({second[1]}) match with equal rank; give one rule a higher "
            "priority, or pass evaluators=[...] explicitly"
        )


class NoWiringError(WiringError):
    """No wiring rule matches a dataset name."""

    def __init__(self, dataset: str, suggestions: Sequence[str] = ()) -> None:
        self.dataset = dataset
        self.suggestions = tuple(suggestions)
        hint = f"did you mean {' or '.join(repr(s) for s in self.suggestions)}? " if self.suggestions else ""
        super().__init__(
            f"no evaluator is wired for dataset {dataset!r}; {hint}pass evaluators=[...] "
            "(CLI: --evaluators) or default_evaluators=[...] (CLI: --default-evaluators answer_quality), "
            "or install the plugin for this benchmark (`scorewire plugins` lists what is installed)"
        )


class DatasetError(ScorewireError):
    """A dataset could not be found or read (names the file and line)."""


class RequestError(ScorewireError):
    """An HTTP request still failed after its retries.

    ``status`` is the last HTTP status (None for timeouts and connection
    errors) and ``attempts`` how many requests were sent.
    """

    def __init__(self, message: str, *, status: int | None, attempts: int, url: str) -> None:
        self.status = status
        self.attempts = attempts
        self.url = url
        where = f"HTTP {status}" if status is not None else "no response"
        super().__init__(f"{where} from {url} after {attempts} attempt(s): {message}")


class EvaluatorOptionError(ScorewireError, TypeError, ValueError):
    """An evaluator option is unknown, missing, of the wrong type or has a rejected value.

    Names the evaluator, the option and (for an unknown name) the accepted options, with a
    "did you mean" for a near miss. It is also a ``TypeError`` and a ``ValueError``, what
    Python raises for a bad keyword argument or value.
    """

    def __init__(self, evaluator: str, option: str, problem: str, accepted: Sequence[str] | None = None) -> None:
        self.evaluator = evaluator
        self.option = option
        self.accepted = tuple(accepted) if accepted is not None else None
        msg = f"evaluator {evaluator!r}: option {option!r} {problem}"
        if self.accepted is not None:
            msg += f" (accepted options: {', '.join(self.accepted) or 'none'})"
        super().__init__(msg)
