"""Named benchmarks: a dataset adapter plus its prompt, Hub location, modes and wiring.

A :class:`Benchmark` is a :class:`~scorewire.DatasetAdapter` with more to say, so
plugins register benchmarks through the same ``scorewire_register_datasets`` hook.
The run uses a benchmark to

- load its rows from the Hugging Face Hub (through ``datasets``) when no local
  path is given;
- build each row's chat messages (:class:`~scorewire.Prompt`), with few-shot
  examples, and record them on the row (``messages``);
- choose the evaluators of the requested mode (``chat`` or ``loglikelihood``)
  and, on the command line, the system that mode needs.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any

from ._datasets import DatasetAdapter, Row
from ._errors import DatasetError
from ._prompts import Prompt
from ._wiring import normalize_dataset_name

if TYPE_CHECKING:  # pathlib and urllib.parse are imported where used: discovery needs neither
    from pathlib import Path

#: Environment variable naming a folder that mirrors the Hub: ``<folder>/<org>/<name>``
#: holds a ``save_to_disk`` copy or the dataset's data files. Checked before the Hub.
HF_DIR_ENV = "SCOREWIRE_HF_DIR"
MODES = ("chat", "loglikelihood")


@dataclass(frozen=True)
class HubSource:
    """Where a benchmark lives on the Hugging Face Hub.

    :param path: the Hub id (``openai/gsm8k``).
    :param config: the configuration (``main``, ``all``), if the dataset has several.
    :param split: the evaluation split.
    """

    path: str
    config: str | None = None
    split: str = "test"


@dataclass(frozen=True)
class Benchmark(DatasetAdapter):
    """A dataset adapter with a default prompt, a Hub location, modes and per-mode evaluators.

    :param prompt: the default :class:`~scorewire.Prompt` (documented per benchmark).
    :param hub: where :meth:`load` reads from when no local path is given.
    :param modes: the modes the benchmark supports, the default first.
    :param mode_evaluators: evaluator names per mode; a mode not listed uses the wiring rules.
    :param mode_systems: for modes other than ``chat``, a factory
        ``(model=, base_url=, **options) -> system`` the CLI calls to build the system.
    """

    prompt: Prompt | None = None
    hub: HubSource | None = None
    modes: tuple[str, ...] = ("chat",)
    mode_evaluators: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    mode_systems: Mapping[str, Callable[..., Any]] = field(default_factory=dict)

    @classmethod
    def of(cls, adapter: DatasetAdapter, **options: Any) -> Benchmark:
        """A benchmark made from an existing adapter, plus ``options`` (``prompt=``, ``hub=``...)."""
        base = {f.name: getattr(adapter, f.name) for f in fields(DatasetAdapter)}
        if isinstance(adapter, Benchmark):
            base.update({f.name: getattr(adapter, f.name) for f in fields(Benchmark)})
        base.update(options)
        return cls(**base)

    def load(self, path: str | Path | None = None, split: str | None = None) -> Iterator[Row]:
        """Read ``path``, or, with no path, the Hub copy (``split`` default: the benchmark's)."""
        if path is not None:
            yield from super().load(path)
            return
        if self.hub is None:
            raise DatasetError(
                f"dataset {self.name!r} has no Hugging Face Hub location; pass --data (path=) "
                "pointing at a local copy of its files"
            )
        yield from self.convert_rows(load_hub(self.hub.path, self.hub.config, split or self.hub.split), " from the Hub")


def _import_datasets() -> Any:
    try:
        import datasets
    except ImportError:
        raise DatasetError(
            "loading from the Hugging Face Hub needs the 'datasets' package: pip install 'scorewire[hf]' "
            "(or pass --data with a local copy)"
        ) from None
    return datasets


def _local_copy(path: str, config: str | None) -> Path | None:
    from pathlib import Path

    candidates = []
    if Path(path).is_dir():
        candidates.append(Path(path))
    root = os.environ.get(HF_DIR_ENV)
    if root:
        candidates.append(Path(root) / path)
    for folder in candidates:
        if config and (folder / config).is_dir():
            return folder / config
        if folder.is_dir():
            return folder
    return None


def load_hub(path: str, config: str | None = None, split: str = "test") -> Iterator[Mapping[str, Any]]:
    """Yield the rows of a Hugging Face dataset split, read through ``datasets``.

    ``path`` is a Hub id (``openai/gsm8k``) or a local folder: a ``save_to_disk``
    copy, or a folder of data files ``datasets`` can read. A folder under
    ``$SCOREWIRE_HF_DIR/<path>`` (a local mirror of the Hub, optionally with one
    subfolder per configuration) is used before the network. ``HF_DATASETS_OFFLINE=1``
    keeps ``datasets`` to its cache.
    """
    datasets = _import_datasets()
    local = _local_copy(path, config)
    try:
        if local is not None and ((local / "dataset_dict.json").exists() or (local / "dataset_info.json").exists()):
            loaded = datasets.load_from_disk(str(local))
            if isinstance(loaded, datasets.DatasetDict):
                if split not in loaded:
                    raise DatasetError(f"{local}: no split {split!r} (it has {sorted(loaded)})")
                loaded = loaded[split]
        elif local is not None:
            loaded = datasets.load_dataset(str(local), split=split)
        else:
            loaded = datasets.load_dataset(path, config, split=split)
    except DatasetError:
        raise
    except Exception as exc:  # datasets raises many types (offline, missing split, bad config)
        where = str(local) if local is not None else f"the Hub ({path}{'/' + config if config else ''})"
        raise DatasetError(
            f"could not load split {split!r} from {where}: {type(exc).__name__}: {exc}; "
            f"pass --data with a local copy, or set {HF_DIR_ENV} to a folder holding {path}/"
        ) from exc
    yield from loaded


def parse_hf_uri(uri: str) -> tuple[str, str | None, str]:
    """``hf://org/name?split=test&config=main`` -> ``("org/name", "main", "test")``."""
    from urllib.parse import parse_qs, urlsplit

    parts = urlsplit(uri)
    if parts.scheme != "hf" or not (parts.netloc or parts.path.strip("/")):
        raise DatasetError(f"{uri!r} is not a Hugging Face URI; write hf://org/name?split=test")
    path = (parts.netloc + parts.path).strip("/")
    query = {k: v[-1] for k, v in parse_qs(parts.query).items()}
    unknown = set(query) - {"split", "config", "name"}
    if unknown:
        raise DatasetError(f"{uri!r}: unknown parameter(s) {sorted(unknown)}; use split= and config=")
    return path, query.get("config") or query.get("name"), query.get("split", "test")


def _get_path(row: Mapping[str, Any], dotted: str) -> Any:
    value: Any = row
    for part in dotted.split("."):
        if isinstance(value, Mapping) and part in value:
            value = value[part]
        elif isinstance(value, (list, tuple)) and part.isdigit() and int(part) < len(value):
            value = value[int(part)]
        else:
            raise KeyError(part)
    return value


def apply_choices(
    rows: Iterable[Row], choices_field: str | None = None, choices: Sequence[str] | None = None
) -> Iterator[Row]:
    """Fill each row's ``choices`` from a dotted path (``choices.text``) or a static list.

    A row whose gold ``answer`` is an option index or the text of an option also gets
    ``correct_letter`` and ``gold_index``, so both multiple-choice evaluators apply.

    :raises DatasetError: a row lacks the path, naming the row and the path.
    """
    for row in rows:
        out = dict(row)
        if choices_field:
            try:
                value = _get_path(out, choices_field)
            except KeyError as exc:
                raise DatasetError(
                    f"row {out.get('id')!r}: choices_field {choices_field!r} not found (no {exc.args[0]!r}; "
                    f"the row has {sorted(out)})"
                ) from None
            if not isinstance(value, (list, tuple)):
                raise DatasetError(f"row {out.get('id')!r}: choices_field {choices_field!r} is not a list")
            out["choices"] = [str(v) for v in value]
        elif choices is not None:
            out["choices"] = [str(c) for c in choices]
        if "choices" in out and "correct_letter" not in out:
            gold = _gold_index(out.get("answer", out.get("label")), out["choices"])
            if gold is not None:
                out["gold_index"] = gold
                out["correct_letter"] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[gold]
        yield out


def _gold_index(answer: Any, choices: Sequence[str]) -> int | None:
    if isinstance(answer, bool):
        return None
    if isinstance(answer, int) and 0 <= answer < len(choices):
        return answer
    if isinstance(answer, str):
        text = answer.strip()
        if text in choices:
            return list(choices).index(text)
        if len(text) == 1 and text.upper() in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[: len(choices)]:
            return "ABCDEFGHIJKLMNOPQRSTUVWXYZ".index(text.upper())
        if text.isdigit() and int(text) < len(choices):
            return int(text)
    return None


def is_multi_turn(example: Mapping[str, Any]) -> bool:
    """Whether a row is a conversation to play turn by turn (a list of user ``turns``)."""
    turns = example.get("turns")
    return isinstance(turns, (list, tuple)) and len(turns) > 0 and all(isinstance(t, str) for t in turns)


def benchmark_named(adapters: Mapping[str, DatasetAdapter], *names: object) -> Benchmark | None:
    """The first registered :class:`Benchmark` among ``names`` (dataset argument, dataset_name)."""
    for name in names:
        if isinstance(name, str) and name:
            found = adapters.get(normalize_dataset_name(name))
            if isinstance(found, Benchmark):
                return found
    return None


def system_mode(systems: Sequence[Any]) -> str:
    """The mode a run's systems work in: their ``mode`` attribute (default ``chat``), if they agree.

    A ``mode`` attribute that is not one of :data:`MODES` means something else to its
    system and counts as ``chat``.
    """
    found = {m if (m := getattr(s, "mode", "chat")) in MODES else "chat" for s in systems}
    if len(found) > 1:
        raise DatasetError(f"the systems of one run work in different modes ({sorted(found)}); run them separately")
    return found.pop() if found else "chat"


def mode_evaluators(bench: Benchmark | None, mode: str | None) -> list[str] | None:
    """The evaluators ``bench`` declares for ``mode`` (None: use the wiring rules).

    :raises DatasetError: the benchmark does not support ``mode``.
    """
    if mode is not None and mode not in MODES:
        raise DatasetError(f"unknown mode {mode!r}; use one of {', '.join(MODES)}")
    if bench is None or mode is None:
        return None
    if mode not in bench.modes:
        raise DatasetError(
            f"benchmark {bench.name!r} supports mode(s) {', '.join(bench.modes)}, not {mode!r}; "
            f"pass --mode {bench.modes[0]}"
        )
    chosen = bench.mode_evaluators.get(mode)
    return list(chosen) if chosen else None


def hub_rows(uri: str, adapter: DatasetAdapter | None, dataset_name: str | None) -> Iterator[Row]:
    """The rows of ``hf://org/name?split=...&config=...``, converted by ``adapter`` when given.

    Rows are tagged with ``dataset_name``, else the adapter's name, else the dataset's
    last path part (``hf://org/my-set`` -> ``my-set``).
    """
    path, config, split = parse_hf_uri(uri)
    raw = load_hub(path, config, split)
    if adapter is not None:
        yield from Benchmark.of(adapter).convert_rows(raw)
        return
    from ._datasets import tag_rows

    yield from tag_rows(raw, dataset_name or path.rsplit("/", 1)[-1])
