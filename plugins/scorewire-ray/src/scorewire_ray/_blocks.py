"""The dataset as blocks: planned on the driver, read on the workers.

A block descriptor says where its examples are and the input position of its first one, so
workers tag rows (default ``id`` = ``"<dataset>-<position>"``) exactly as the local reader does:

- ``jsonl``: a byte range of a JSONL file holding ``count`` non-blank lines (the driver scans
  the file once for line boundaries; workers read and parse their range);
- ``parquet``: one row group of a Parquet file;
- ``arrow``: a slice of an Arrow file of a Hugging Face ``datasets.Dataset`` (one loaded from
  disk or the datasets cache: its rows are memory-mapped Arrow files the workers read);
- ``inline``: a list of examples the driver already read (registered benchmarks with an
  adapter, CSV/JSON files, in-memory iterables, Hugging Face datasets held in memory).
"""

from __future__ import annotations

import itertools
import pickle
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from scorewire import iter_json_objects, tag_rows

_SUFFIXES = (".jsonl", ".ndjson")


def _files(path: Path, suffixes: tuple[str, ...]) -> list[Path] | None:
    """The data files of ``path`` in the local reader's order, if all have one of ``suffixes``."""
    if path.is_file():
        return [path] if path.suffix in suffixes else None
    if not path.is_dir():
        return None
    files = sorted(f for f in path.rglob("*") if f.is_file())
    return files if files and all(f.suffix in suffixes for f in files) else None


def plan_blocks(job: Any, block_size: int) -> Iterator[dict[str, Any]]:
    """Block descriptors of the job's examples, in input order."""
    source = job.dataset
    if isinstance(source, (str, Path)) and not job.has_adapter and Path(source).exists():
        path = Path(source)
        tag = job.dataset_name or path.name.split(".")[0]
        jsonl = _files(path, _SUFFIXES)
        if jsonl is not None:
            yield from _jsonl_blocks(jsonl, tag, block_size, job.limit)
            return
        parquet = _files(path, (".parquet",))
        if parquet is not None:
            yield from _parquet_blocks(parquet, tag, job.limit)
            return
    files = None if job.has_adapter else _arrow_files(source)
    if files is not None:
        from scorewire import hf_dataset_name

        yield from _arrow_blocks(files, job.dataset_name or hf_dataset_name(source), block_size, job.limit)
        return
    yield from _inline_blocks(job.examples(), block_size)


def _arrow_files(source: Any) -> list[tuple[str, int]] | None:
    """The Arrow files holding a Hugging Face ``datasets.Dataset``'s rows in order, with their row
    counts, when workers can read the rows from them as the local reader sees them: no index
    mapping (``select``/``shuffle``), no output format, no feature that decodes (images, audio)."""
    import sys

    datasets = sys.modules.get("datasets")
    if datasets is None or not isinstance(source, datasets.Dataset):
        return None
    from datasets.features.features import require_decoding

    if source._indices is not None or source.format.get("type") is not None:
        return None
    if list(source.format.get("columns") or source.column_names) != list(source.column_names):
        return None
    if any(require_decoding(feature) for feature in source.features.values()):
        return None
    paths = [f["filename"] for f in source.cache_files]
    if not paths:
        return None  # held in memory, not on disk: the driver reads and ships it
    tables = [_arrow_table(p) for p in paths]
    if sum(t.num_rows for t in tables) != source.num_rows:
        return None
    if any(t.column_names != source.column_names for t in tables):
        return None  # columns removed or renamed since the files were written
    counts = [t.num_rows for t in tables]
    return list(zip(paths, counts, strict=True))


def _arrow_table(path: str) -> Any:
    """The table of a ``datasets`` Arrow cache file, memory-mapped (no copy of the data)."""
    import pyarrow as pa

    source = pa.memory_map(path)
    try:
        return pa.ipc.open_stream(source).read_all()
    except pa.ArrowInvalid:
        return pa.ipc.open_file(source).read_all()


def _arrow_blocks(
    files: list[tuple[str, int]], tag: str | None, block_size: int, limit: int | None
) -> Iterator[dict[str, Any]]:
    position = 0
    for path, rows in files:
        for offset in range(0, rows, block_size):
            count = min(block_size, rows - offset)
            if limit is not None:
                count = min(count, limit - position)
            if count <= 0:
                return
            yield {
                "kind": "arrow",
                "path": path,
                "offset": offset,
                "count": count,
                "first_index": position,
                "tag": tag,
            }
            position += count


def _jsonl_blocks(files: list[Path], tag: str, block_size: int, limit: int | None) -> Iterator[dict[str, Any]]:
    position = 0
    for path in files:
        with open(path, "rb") as fh:
            offset = start = 0
            count = 0
            first_line = lineno = 1
            for line in fh:
                if limit is not None and position >= limit:
                    break
                if line.strip():
                    if count == 0:
                        start, first_line = offset, lineno
                    count += 1
                    position += 1
                offset += len(line)
                lineno += 1
                if count == block_size:
                    yield _jsonl(path, start, offset, count, position - count, first_line, tag)
                    count = 0
            if count:
                yield _jsonl(path, start, offset, count, position - count, first_line, tag)
        if limit is not None and position >= limit:
            return


def _jsonl(path: Path, start: int, end: int, count: int, first: int, line: int, tag: str) -> dict[str, Any]:
    return {
        "kind": "jsonl",
        "path": str(path),
        "start": start,
        "end": end,
        "count": count,
        "first_index": first,
        "first_line": line,
        "tag": tag,
    }


def _parquet_blocks(files: list[Path], tag: str, limit: int | None) -> Iterator[dict[str, Any]]:
    import pyarrow.parquet as pq

    position = 0
    for path in files:
        meta = pq.ParquetFile(path).metadata
        for group in range(meta.num_row_groups):
            count = meta.row_group(group).num_rows
            if limit is not None:
                count = min(count, limit - position)
            if count <= 0:
                return
            yield {
                "kind": "parquet",
                "path": str(path),
                "row_group": group,
                "count": count,
                "first_index": position,
                "tag": tag,
            }
            position += count


def _inline_blocks(examples: Iterable[dict[str, Any]], block_size: int) -> Iterator[dict[str, Any]]:
    it = iter(examples)
    position = 0
    while True:
        block = list(itertools.islice(it, block_size))
        if not block:
            return
        yield {
            "kind": "inline",
            "examples": pickle.dumps(block, protocol=5),
            "first_index": position,
            "count": len(block),
        }
        position += len(block)


def load_block(desc: dict[str, Any]) -> list[dict[str, Any]]:
    """The examples of one block, tagged as the local reader tags them."""
    kind = desc["kind"]
    if kind == "inline":
        examples: list[dict[str, Any]] = pickle.loads(desc["examples"])
        return examples
    if kind == "jsonl":
        raw = _read_jsonl_range(desc)
    elif kind == "parquet":
        import pyarrow.parquet as pq

        table = pq.ParquetFile(desc["path"]).read_row_group(desc["row_group"])
        raw = table.slice(0, desc["count"]).to_pylist()
    elif kind == "arrow":
        raw = _arrow_table(desc["path"]).slice(desc["offset"], desc["count"]).to_pylist()
    else:
        raise ValueError(f"unknown block kind {kind!r}")
    return list(tag_rows(raw, desc["tag"], start=desc["first_index"]))


def _read_jsonl_range(desc: dict[str, Any]) -> list[dict[str, Any]]:
    path = desc["path"]
    with open(path, "rb") as fh:
        fh.seek(desc["start"])
        data = fh.read(desc["end"] - desc["start"])
    # Split on b"\n" only, as the local reader does (str.splitlines would also split inside
    # JSON strings holding U+2028 and friends).
    lines = (raw.decode("utf-8") for raw in data.split(b"\n"))
    return list(itertools.islice(iter_json_objects(lines, path, start=desc["first_line"]), desc["count"]))
