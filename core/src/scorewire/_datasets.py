"""Reading examples: files, iterables, Hugging Face datasets and registered benchmarks.

Everything streams: rows are read lazily, one at a time, so a run's memory does
not grow with the dataset.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import IO, TYPE_CHECKING, Any

from ._errors import DatasetError
from ._wiring import normalize_dataset_name, one_edit_away

if TYPE_CHECKING:
    from pathlib import Path

# csv, gzip, json and pathlib are imported by the functions that read files: plugin discovery
# builds adapters (this module's DatasetAdapter) but reads nothing.

Row = dict[str, Any]
_FILE_SUFFIXES = (".jsonl", ".ndjson", ".json", ".csv", ".tsv")
# Fields only canonical examples carry (see DESIGN: canonical fields); raw benchmark rows use others.
CANONICAL_FIELDS = ("answer", "correct_letter", "gold_index", "response", "instruction_id_list", "test_list")


@dataclass(frozen=True)
class DatasetAdapter:
    """Turn a named benchmark's raw rows into scorewire's canonical fields.

    :param name: the benchmark name examples are tagged with (``gsm8k``).
    :param convert: maps one raw row to a canonical example (``answer``,
        ``choices``, ``correct_letter``, ...); return None to skip a row.
    :param read: reads raw rows from a local file or folder; the default reads
        JSONL/JSON/CSV/TSV files (every matching file in a folder, sorted).
    :param aliases: other names that select this adapter (``openai/gsm8k``).
    :param description: one line shown by ``scorewire plugins``.
    :param files: glob patterns selecting files inside a folder path.
    :param category_field: raw or canonical field copied into ``category``
        for per-category breakdowns (``subject``, ``level``...), if any.
    """

    name: str
    convert: Callable[[Mapping[str, Any]], Mapping[str, Any] | None] | None = None
    read: Callable[[Path], Iterable[Mapping[str, Any]]] | None = None
    aliases: tuple[str, ...] = ()
    description: str = ""
    files: tuple[str, ...] = ()
    category_field: str | None = None

    def converted(self, raw: Mapping[str, Any]) -> Mapping[str, Any] | None:
        """``convert(raw)``; a row already in canonical form (the adapter's raw fields are
        missing but canonical ones are there) is left as it is."""
        if self.convert is None:
            return raw
        try:
            return self.convert(raw)
        except (KeyError, TypeError, IndexError):
            if any(f in raw for f in CANONICAL_FIELDS):
                return raw
            raise

    def load(self, path: str | Path) -> Iterator[Row]:
        """Read ``path`` and yield canonical examples tagged with this adapter's name."""
        from pathlib import Path

        src = Path(path)
        if not src.exists():
            raise DatasetError(
                f"dataset {self.name!r}: {src} does not exist; point path= at a local copy "
                "of the benchmark's files (scorewire never downloads data)"
            )
        raw_rows = self.read(src) if self.read else read_files(src, self.files)
        yield from self.convert_rows(raw_rows, f" of {src}")

    def convert_rows(self, raw_rows: Iterable[Mapping[str, Any]], where: str = "") -> Iterator[Row]:
        """Convert raw rows (from a file, a folder or the Hub) and tag them with this adapter's name.

        A row the adapter cannot convert becomes an input error on that row (``where`` names
        the source in its message); the run goes on.
        """
        for index, raw in enumerate(raw_rows):
            try:
                row = self.converted(raw)
            except Exception as exc:
                # One malformed row is an error on that row; the run goes on.
                yield input_error_row(self.name, f"{self.name} row {index + 1}{where}", exc, f"{self.name}-{index}")
                continue
            if row is None:
                continue
            out = dict(row)
            out.setdefault("dataset", self.name)
            out.setdefault("id", f"{self.name}-{index}")
            if self.category_field and "category" not in out:
                value = out.get(self.category_field, raw.get(self.category_field))
                if value is not None:
                    out["category"] = value
            yield out


def _open_text(path: Path) -> IO[str]:
    if path.suffix == ".gz":
        import gzip

        return io.TextIOWrapper(gzip.open(path, "rb"), encoding="utf-8", newline="")
    return open(path, encoding="utf-8", newline="")


def _base_suffix(path: Path) -> str:
    suffixes = [s.lower() for s in path.suffixes]
    if suffixes and suffixes[-1] == ".gz":
        suffixes.pop()
    return suffixes[-1] if suffixes else ""


def iter_json_objects(
    lines: Iterable[str], where: object, error: type[Exception] = DatasetError, start: int = 1
) -> Iterator[Row]:
    """Yield the JSON object on each non-blank line; a bad line raises ``error`` naming ``where`` and
    the line (``lines`` begin at line number ``start``)."""
    import json

    for lineno, line in enumerate(lines, start):
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError as exc:
            raise error(f"{where}:{lineno}: malformed JSON line ({exc.msg} at column {exc.colno})") from exc
        if not isinstance(value, dict):
            raise error(f"{where}:{lineno}: expected a JSON object per line, got {type(value).__name__}")
        yield value


def read_jsonl(path: str | Path) -> Iterator[Row]:
    """Yield one dict per non-blank line; a bad line is an error naming file and line."""
    from pathlib import Path

    p = Path(path)
    with _open_text(p) as fh:
        yield from iter_json_objects(fh, p)


def read_json(path: str | Path) -> Iterator[Row]:
    """Yield rows of a JSON file holding a list of objects (or ``{"data": [...]}``)."""
    import json
    from pathlib import Path

    p = Path(path)
    with _open_text(p) as fh:
        try:
            value = json.load(fh)
        except json.JSONDecodeError as exc:
            raise DatasetError(f"{p}:{exc.lineno}: malformed JSON ({exc.msg} at column {exc.colno})") from exc
    if isinstance(value, dict):
        for key in ("data", "examples", "rows"):
            if isinstance(value.get(key), list):
                value = value[key]
                break
    if not isinstance(value, list):
        raise DatasetError(f"{p}: expected a JSON list of objects (or an object with a 'data' list)")
    for i, item in enumerate(value):
        if not isinstance(item, dict):
            raise DatasetError(f"{p}: item {i} is a {type(item).__name__}, expected an object")
        yield item


def read_csv(path: str | Path, delimiter: str | None = None) -> Iterator[Row]:
    """Yield rows of a CSV (or TSV) file with a header line."""
    import csv
    from pathlib import Path

    p = Path(path)
    tsv = _base_suffix(p) == ".tsv"
    delim = delimiter or ("\t" if tsv else ",")
    # TSV files (MNLI, ...) do not quote fields: a stray '"' must not swallow the following rows.
    with _open_text(p) as fh:
        yield from csv.DictReader(fh, delimiter=delim, quoting=csv.QUOTE_NONE if tsv else csv.QUOTE_MINIMAL)


def read_file(path: str | Path) -> Iterator[Row]:
    """Read a ``.jsonl``/``.json``/``.csv``/``.tsv`` file (optionally ``.gz``) by its suffix."""
    from pathlib import Path

    p = Path(path)
    suffix = _base_suffix(p)
    if suffix in (".jsonl", ".ndjson"):
        return read_jsonl(p)
    if suffix == ".json":
        return read_json(p)
    if suffix in (".csv", ".tsv"):
        return read_csv(p)
    raise DatasetError(f"{p}: unknown file type {suffix or '(none)'!r}; use .jsonl, .json, .csv or .tsv")


def read_files(path: Path, patterns: Iterable[str] = ()) -> Iterator[Row]:
    """Read one file, or every data file in a folder (sorted, filtered by ``patterns``)."""
    if path.is_file():
        yield from read_file(path)
        return
    pats = tuple(patterns)
    files = sorted(
        f
        for f in path.rglob("*")
        if f.is_file() and (any(f.match(pt) for pt in pats) if pats else _base_suffix(f) in _FILE_SUFFIXES)
    )
    if not files:
        raise DatasetError(f"{path}: no data files found (looked for {pats or _FILE_SUFFIXES})")
    for f in files:
        yield from read_file(f)


def hf_dataset_name(obj: object) -> str | None:
    """The name a Hugging Face ``Dataset`` carries (``info.dataset_name`` or ``info.builder_name``), if any."""
    info = getattr(obj, "info", None)
    for attr in ("dataset_name", "builder_name"):
        value = getattr(info, attr, None)
        if isinstance(value, str) and value:
            return value
    return None


def tag_rows(rows: Iterable[Mapping[str, Any]], tag: str | None, start: int = 0) -> Iterator[Row]:
    """Copy rows, filling ``dataset`` (when ``tag`` is known) and ``id`` where absent.

    :param start: input position of the first row (a block of a larger dataset): a
        default id is ``"<dataset>-<position>"``.
    """
    for index, raw in enumerate(rows, start):
        # Rows that already carry both fields pass through uncopied (nothing downstream mutates them).
        if type(raw) is dict and "id" in raw and ("dataset" in raw or tag is None):
            yield raw
            continue
        if not isinstance(raw, Mapping):
            raise DatasetError(f"row {index} is a {type(raw).__name__}, expected a mapping (dict)")
        row = dict(raw)
        if tag is not None:
            row.setdefault("dataset", tag)
        row.setdefault("id", f"{row.get('dataset', 'row')}-{index}")
        yield row


#: Key of a row the dataset could not convert; the runner records its value as an ``input`` error.
INPUT_ERROR = "__scorewire_input_error__"


def input_error_row(dataset: str, where: str, exc: BaseException, row_id: object) -> Row:
    """A placeholder row saying why row ``where`` could not be read."""
    message = f"{where}: {type(exc).__name__}: {exc}"
    if len(message) > 2000:
        message = message[:1000] + "..." + message[-1000:]
    return {"id": row_id, "dataset": dataset, INPUT_ERROR: message}


def _convert_each(adapter: DatasetAdapter, source: Iterable[Any]) -> Iterator[Mapping[str, Any] | None]:
    assert adapter.convert is not None
    for index, raw in enumerate(source):
        try:
            yield adapter.converted(raw)
        except Exception as exc:
            yield input_error_row(adapter.name, f"{adapter.name} row {index + 1}", exc, f"{adapter.name}-{index}")


def open_source(
    source: object,
    *,
    adapters: Mapping[str, DatasetAdapter],
    path: str | Path | None = None,
    dataset_name: str | None = None,
) -> Iterator[Row]:
    """Turn anything ``evaluate(dataset=...)`` accepts into a stream of examples.

    - a registered benchmark name, read from the local ``path``;
    - a path to a JSONL/JSON/CSV/TSV file (rows tagged with ``dataset_name``,
      else the rows' own ``dataset`` field, else the file's stem); with a
      ``dataset_name`` that has an adapter, raw rows go through it;
    - an iterable of dicts, or a Hugging Face ``datasets.Dataset``.
    """
    from pathlib import Path

    adapter = adapters.get(normalize_dataset_name(dataset_name)) if dataset_name else None
    if isinstance(source, str) and source.startswith("hf://"):
        from ._benchmarks import hub_rows

        return hub_rows(source, adapter, dataset_name)
    if isinstance(source, (str, Path)):
        text = str(source)
        registered = adapters.get(normalize_dataset_name(text)) if isinstance(source, str) else None
        if registered is not None and not Path(text).is_file():
            from ._benchmarks import Benchmark

            if path is None and isinstance(registered, Benchmark) and registered.hub is not None:
                return registered.load(None)  # from the Hugging Face Hub
            if path is None:
                raise DatasetError(
                    f"dataset {text!r} is a registered benchmark; pass path= (CLI: --data) pointing at "
                    "a local copy of its files: scorewire never downloads data"
                )
            return registered.load(path)
        file = Path(text)
        if not file.exists():
            known = (
                ", ".join(sorted({a.name for a in adapters.values()})) or "none: install a plugin that ships adapters"
            )
            close = one_edit_away(text, {a.name for a in adapters.values()})
            hint = f"; did you mean {' or '.join(repr(c) for c in close)}?" if close else ""
            raise DatasetError(
                f"{text!r} is neither an existing file nor a registered dataset{hint} (registered: {known})"
            )
        if adapter is not None:
            return adapter.load(file)
        stem = file.name.split(".")[0]
        # A row's own ``dataset`` field wins over the name or the file stem (tag_rows uses setdefault).
        return tag_rows(read_files(file), dataset_name or stem)
    if isinstance(source, Mapping):
        raise DatasetError("dataset must be an iterable of rows, a file path or a dataset name, not one mapping")
    if isinstance(source, Iterable):
        tag = dataset_name or hf_dataset_name(source)
        if adapter is not None and adapter.convert is not None:
            converted = (c for c in _convert_each(adapter, source) if c is not None)
            return tag_rows(converted, adapter.name)
        return tag_rows(source, tag)
    raise DatasetError(f"cannot read a dataset from a {type(source).__name__}")
