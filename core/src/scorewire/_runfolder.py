"""What the runner does with a run folder: resume from its store, record into it, write its files."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ._evaluator import evaluator_version
from ._store import RunFolderError, RunStore, dumps, dumps_many, instance_options, options_hash, system_descriptor

_STORED_ROW = '{"keys":%s,"scores":%s,"details":%s}'
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


def _instance_label(evaluator: Any) -> str:
    if isinstance(evaluator, type):
        return f"{getattr(evaluator, 'name', evaluator.__qualname__)}@{evaluator_version(evaluator)}"
    name = getattr(evaluator, "name", type(evaluator).__qualname__)
    return f"{name}@{evaluator_version(evaluator)}#{options_hash(instance_options(evaluator))}"


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
        self._keys_json: dict[tuple[str, ...], str] = {}
        self._stored_raw: dict[int, str] = {}  # stored results texts of the rows being resumed
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
        epochs: int = 1,
        reducers: Sequence[str] | None = None,
        default_evaluators: Sequence[str] | None = None,
        prompt: Mapping[str, Any] | None = None,
    ) -> None:
        """Check this run against the folder's stored configuration and record it.

        ``prompt`` holds the run's prompt options (template, system prompt, few-shot,
        mode): responses made with other prompts are not resumed.
        """
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
            else [e if isinstance(e, str) else _instance_label(e) for e in evaluators],
            "evaluators_by_name": evaluators is None or all(isinstance(e, str) for e in evaluators),
            "evaluator_options": {k: dict(v) for k, v in evaluator_options.items()},
            "default_evaluators": list(default_evaluators) if default_evaluators else None,
            "plugins": plugins,
            "seed": seed,
            # Not compared on resume: more epochs continue a run, requesting only the new samples.
            "epochs": epochs,
            "reducers": list(reducers) if reducers else None,
            "prompt": dict(prompt) if prompt else None,
        }
        compare = () if replay else ("systems", "dataset", "prompt")
        self.store.check_config(config, compare=compare)
        self.config = config
        if self.source_sha is not None and old.get("dataset_sha256") not in (None, self.source_sha) and not replay:
            raise RunFolderError(
                f"run folder {self.folder} was made from a different version of {dataset}: its content changed "
                "(SHA-256 differs); use --restart to start the folder over, or another --output"
            )

    # -- evaluator keys --------------------------------------------------------------
    def evkey(self, name: str, evaluator: Any, options: Mapping[str, Any]) -> str:
        """``name@version#options-hash`` of an evaluator (its options as given and its plain attributes)."""
        key = self._evkeys.get(name)
        if key is None:
            merged = {**instance_options(evaluator), **options}
            key = self._evkeys[name] = f"{name}@{evaluator_version(evaluator)}#{options_hash(merged)}"
        return key

    # -- examples --------------------------------------------------------------------
    def examples(self, start: int, chunk: Sequence[Mapping[str, Any]]) -> list[str]:
        """Record (or check against the stored ones) the examples ``start..``; their JSON texts."""
        texts = dumps_many(chunk)
        self._digest.update("\n".join(texts).encode())
        self.store.check_examples(start, texts)
        return texts

    def finished(self) -> dict[str, Any] | None:
        """The stored outcome when this exact run already completed in this folder, else None.

        Only for a dataset file whose content hash matches, the same configuration (evaluator
        names, versions and options), and every result file still present; the marker is
        dropped now otherwise, so an interrupted run is never taken for a finished one.
        """
        done = self.store.get_meta("complete")
        ok = (
            done is not None
            and not self.replay
            and self.source_sha is not None
            and done.get("config") == json.loads(dumps(self.config))
            and all((self.folder / name).is_file() for name in RESULT_FILES)
        )
        if not ok:
            if done is not None:
                self.store.db.execute("DELETE FROM meta WHERE key = 'complete'")
            return None
        assert done is not None
        return dict(done)

    def finish(self, summary_doc: Mapping[str, Any], result: Any, analysis: Any) -> None:
        """Flush, and mark the run complete (configuration, summary, counts, failure analysis)."""
        store = self.store
        store.flush()
        store.set_meta("examples_sha256", self._digest.hexdigest())
        summary = result.summary()
        store.set_meta(
            "complete",
            {
                "config": self.config,
                "summary": summary_doc,
                "n_rows": [[k[0], k[1], v] for k, v in summary.n_rows.items()],
                "n_errors": [[k[0], k[1], v] for k, v in summary.n_errors.items()],
                "error_types": summary.error_types,
                "analysis": analysis.state(),
            },
        )

    def close(self) -> None:
        self.store.close()

    # -- scores --------------------------------------------------------------------
    def stored_scores(self, start: int, end: int) -> dict[int, dict[str, Any]]:
        """Stored results of rows ``start..end-1`` of a score-only run (one row per example)."""
        self._stored_raw = self.store.score_lines(start, end)
        return {k: json.loads(v) for k, v in self._stored_raw.items()}

    def stored_row(self, system: str, index: int, epoch: int = 0) -> dict[str, Any] | None:
        """Stored results of one row (sample ``epoch`` of example ``index``) of ``system``."""
        text = self.store.scores_for(system, index, index + 1, epoch).get(index)
        return None if text is None else json.loads(text)

    @staticmethod
    def restore(record: dict[str, Any], stored: dict[str, Any] | None, name: str, key: str) -> bool:
        """Fill ``record`` with the stored result of evaluator ``name`` if its key matches.

        A stored row is ``{"keys": {evaluator: key}, "scores": {...}, "details": {...}}``.
        """
        if stored and stored["keys"].get(name) == key:
            record["scores"][name] = stored["scores"][name]
            detail = stored["details"].get(name)
            if detail:
                record["details"][name] = detail
            return True
        return False

    def save_many(
        self,
        records: Sequence[dict[str, Any]],
        stored: Mapping[int, dict[str, Any]] | None,
        keys: Mapping[str, str],
        scores_texts: Sequence[str],
        details_texts: Sequence[str],
    ) -> None:
        """Queue the score sets of consecutive score-only rows (``records``, of epoch 0) whose
        scores and details are already encoded; ``stored`` is what :meth:`stored_scores` gave
        for them. Nothing is written when no row has a new score set."""
        if not records:
            return
        lines: list[str] = []
        changed = False
        keys_texts = self._keys_json
        if not stored:  # rows not stored yet: each row's score sets as they are
            append = lines.append
            for record, scores_json, details_json in zip(records, scores_texts, details_texts, strict=True):
                scores = record["scores"]
                if not scores:
                    append("")
                    continue
                names = tuple(scores)
                keys_json = keys_texts.get(names) or self._keys_text(names, keys)
                append(_STORED_ROW % (keys_json, scores_json, details_json))
                changed = True
            if changed:
                self.store.add_score_lines(records[0]["index"], lines)
            return
        raw = self._stored_raw
        for record, scores_json, details_json in zip(records, scores_texts, details_texts, strict=True):
            row_stored = stored.get(record["index"])
            if not row_stored and not record["scores"]:
                lines.append("")
                continue
            text = self._row_text(record, row_stored, keys, scores_json, details_json)
            if text is None:  # the stored score sets stay
                text = raw[record["index"]]
            else:
                changed = True
            lines.append(text)
        if changed:
            self.store.add_score_lines(records[0]["index"], lines)

    def save_rows(self, records: Sequence[dict[str, Any]], keys: Mapping[str, str]) -> None:
        """:meth:`save_many` of score-only rows not encoded yet (rows an executor sends back)."""
        self.save_many(
            records, None, keys, dumps_many([r["scores"] for r in records]), [dumps(r["details"]) for r in records]
        )

    def save(
        self,
        record: dict[str, Any],
        stored: dict[str, Any] | None,
        keys: Mapping[str, str],
        scores_json: str | None = None,
        details_json: str | None = None,
        epoch: int = 0,
    ) -> None:
        """Queue the row's score sets (a run with systems) when an evaluator produced new ones
        (stored ones are kept). ``scores_json``/``details_json``: the row's scores and details
        already encoded."""
        text = self._row_text(record, stored, keys, scores_json, details_json)
        if text is not None:
            self.store.add_scores(record["system"], record["index"], text, epoch)

    def _row_text(
        self,
        record: dict[str, Any],
        stored: dict[str, Any] | None,
        keys: Mapping[str, str],
        scores_json: str | None = None,
        details_json: str | None = None,
    ) -> str | None:
        """The row's results text to store, or None when the stored one stays as it is."""
        scores = record["scores"]
        if stored:
            old_keys = stored["keys"]
            if all(old_keys.get(n) == keys.get(n) for n in scores):
                return None
            if any(n not in scores for n in old_keys):  # keep the stored sets of other evaluators
                merged_keys = dict(old_keys)
                merged_scores = dict(stored["scores"])
                merged_details = dict(stored["details"])
                for name, value in scores.items():
                    if name in keys:
                        merged_keys[name] = keys[name]
                        merged_scores[name] = value
                        merged_details.pop(name, None)
                        if record["details"].get(name):
                            merged_details[name] = record["details"][name]
                return dumps({"keys": merged_keys, "scores": merged_scores, "details": merged_details})
        names = tuple(scores)
        return _STORED_ROW % (
            self._keys_json.get(names) or self._keys_text(names, keys),
            scores_json if scores_json is not None else dumps(scores),
            details_json if details_json is not None else dumps(record["details"]),
        )

    def _keys_text(self, names: tuple[str, ...], keys: Mapping[str, str]) -> str:
        """The stored ``keys`` text of a row scored by evaluators ``names`` (made once per set of names)."""
        text = self._keys_json[names] = dumps({n: keys[n] for n in names if n in keys})
        return text
