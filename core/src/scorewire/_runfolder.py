"""What the runner does with a run folder: resume from its store, record into it, write its files."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ._evaluator import evaluator_version
from ._store import RunFolderError, RunStore, dumps, options_hash, system_descriptor

RESULT_FILES = ("results.jsonl", "summary.json", "summary.md", "failure_analysis.json")


def is_run_folder_output(output: str | Path | None) -> bool:
    """``output`` names a run folder (anything but a ``.jsonl`` file name, which keeps the one-file mode)."""
    return output is not None and Path(output).suffix.lower() != ".jsonl"


def _source_descriptor(dataset: Any, data_path: Any, dataset_name: Any, limit: Any) -> dict[str, Any]:
    if isinstance(dataset, (str, Path)):
        source: Any = str(dataset)
    else:
        source = f"<{type(dataset).__name__}>"
    return {
        "source": source,
        "data_path": None if data_path is None else str(data_path),
        "dataset_name": dataset_name,
        "limit": limit,
    }


def file_sha256(path: Path) -> str | None:
    """SHA-256 of a file's bytes, or None when ``path`` is not a regular file."""
    if not path.is_file():
        return None
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


class RunFolder:
    """A run folder during one ``evaluate()``: its store, the config checks, resume lookups."""

    def __init__(self, folder: str | Path, *, restart: bool = False) -> None:
        folder = Path(folder)
        if folder.is_dir() and not (folder / "run.sqlite").exists() and not restart:
            found = [name for name in RESULT_FILES if (folder / name).exists()]
            if found:
                raise RunFolderError(
                    f"output folder {folder} holds {', '.join(found)} of a run without a run store; "
                    "pass --restart (restart=True) to overwrite them, or choose another --output"
                )
        self.folder = folder
        self.store = RunStore(folder, restart=restart)
        for stale in folder.glob(".*.partial"):  # left by a run that was killed (SIGKILL) mid-write
            stale.unlink(missing_ok=True)
        self.resumed = self.store.n_examples > 0
        self._evkeys: dict[str, str] = {}
        self._digest = hashlib.sha256()
        self.source_sha: str | None = None
        self.replay = False

    # -- configuration ---------------------------------------------------------------
    def start(
        self,
        *,
        systems: Sequence[Any],
        dataset: Any,
        data_path: Any,
        dataset_name: Any,
        limit: Any,
        evaluators: Sequence[Any] | None,
        evaluator_options: Mapping[str, Mapping[str, Any]],
        seed: int,
        version: str,
        replay: bool = False,
    ) -> None:
        """Check this run against the folder's stored configuration and record it."""
        from ._plugins import default_registry

        self.replay = replay
        source = _source_descriptor(dataset, data_path, dataset_name, limit)
        if isinstance(dataset, (str, Path)):
            self.source_sha = file_sha256(Path(dataset))
        try:
            plugins = {p.name: p.version for p in default_registry().load().plugins.values()}
        except Exception:  # a broken plugin is reported where it is used, not here
            plugins = {}
        old = self.store.get_meta("config") or {}
        config = {
            "schema": 1,
            "scorewire_version": version,
            "systems": [system_descriptor(s) for s in systems] if not replay else old.get("systems", []),
            "dataset": source if not replay else old.get("dataset", source),
            "dataset_sha256": self.source_sha if not replay else old.get("dataset_sha256"),
            "evaluators": None
            if evaluators is None
            else [e if isinstance(e, str) else getattr(e, "name", repr(e)) for e in evaluators],
            "evaluators_by_name": evaluators is None or all(isinstance(e, str) for e in evaluators),
            "evaluator_options": {k: dict(v) for k, v in evaluator_options.items()},
            "plugins": plugins,
            "seed": seed,
        }
        compare = () if replay else ("systems", "dataset")
        self.store.check_config(config, compare=compare)
        if self.source_sha is not None and old.get("dataset_sha256") not in (None, self.source_sha) and not replay:
            raise RunFolderError(
                f"run folder {self.folder} was made from a different version of {dataset}: its content changed "
                "(SHA-256 differs); use --restart to start the folder over, or another --output"
            )

    # -- evaluator keys --------------------------------------------------------------
    def evkey(self, name: str, evaluator: Any, options: Mapping[str, Any]) -> str:
        """``name@version#options-hash`` of an evaluator (options as given when built by name)."""
        key = self._evkeys.get(name)
        if key is None:
            key = self._evkeys[name] = f"{name}@{evaluator_version(evaluator)}#{options_hash(options)}"
        return key

    # -- examples --------------------------------------------------------------------
    def examples(self, start: int, chunk: Sequence[Mapping[str, Any]]) -> None:
        """Record (or check against the stored ones) the examples ``start..``."""
        texts = []
        update = self._digest.update
        for example in chunk:
            text = dumps(example)
            update(text.encode())
            texts.append((example.get("id"), text))
        self.store.check_examples(start, texts)

    def finish(self, summary_doc: Mapping[str, Any]) -> None:
        """Flush, and mark the run complete (the input's content hash and the summary)."""
        store = self.store
        store.flush()
        store.set_meta("examples_sha256", self._digest.hexdigest())
        store.set_meta("complete", {"summary": summary_doc})

    def close(self) -> None:
        self.store.close()

    # -- scores ----------------------------------------------------------------------
    def stored_scores(self, start: int, end: int) -> dict[int, dict[str, tuple[str, str]]]:
        """Stored results of rows ``start..end-1`` of a score-only run (one row per example)."""
        return self.store.scores_range(start, end)

    def restore(self, record: dict[str, Any], stored: dict[str, tuple[str, str]] | None, name: str, key: str) -> bool:
        """Fill ``record`` with the stored result of evaluator ``name`` if its key matches."""
        if stored:
            hit = stored.get(name)
            if hit is not None and hit[0] == key:
                result = json.loads(hit[1])
                record["scores"][name] = result["scores"]
                if result.get("details"):
                    record["details"][name] = result["details"]
                return True
        return False

    def save(self, record: dict[str, Any], stored: dict[str, tuple[str, str]] | None, keys: Mapping[str, str]) -> None:
        """Queue the row's new evaluator results (the ones not restored from the store)."""
        details = record["details"]
        add = self.store.add_scores
        for name, scores in record["scores"].items():
            key = keys.get(name)
            if key is None or (stored and stored.get(name, ("",))[0] == key):
                continue
            detail = details.get(name)
            add(record["system"], record["index"], name, key, dumps({"scores": scores, "details": detail}))
