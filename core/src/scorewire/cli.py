"""The ``scorewire`` command line: ``run``, ``plugins``, ``wiring``, ``evaluators``."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any


def _parse_options(pairs: Sequence[str]) -> dict[str, dict[str, Any]]:
    """``rouge.use_stemmer=true`` -> ``{"rouge": {"use_stemmer": OptionText("true")}}``.

    Each value is converted by the option's declared type when the evaluator is built
    (undeclared options get the text parsed as JSON when it can be).
    """
    from ._options import OptionText

    out: dict[str, dict[str, Any]] = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        ev, dot, opt = key.partition(".")
        if not sep or not dot:
            raise SystemExit(f"scorewire: --option {pair!r} must look like EVALUATOR.OPTION=VALUE")
        out.setdefault(ev, {})[opt] = OptionText(raw)
    return out


def _positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be a whole number >= 1, got {text}")
    return value


def _with_spec(evaluators: list[str] | None, options: dict[str, dict[str, Any]], spec: str | None) -> list[str] | None:
    """``--spec FILE`` adds the ``scoring_spec`` evaluator (scorewire-structured) built from FILE."""
    if not spec:
        return evaluators
    options.setdefault("scoring_spec", {})["spec"] = str(Path(spec).resolve())
    return [*(evaluators or []), "scoring_spec"]


def _open_cache(args: argparse.Namespace) -> Any:
    if not args.cache:
        return None
    from .http import ResponseCache

    return ResponseCache(args.cache, args.cache_mode)


def _cmd_run(args: argparse.Namespace) -> int:
    from . import OpenAIChatSystem, RetryPolicy, evaluate
    from ._cli_benchmarks import mode_system, run_options
    from ._clicheck import check_run_args

    check_run_args(args)
    systems = None
    special = mode_system(args)  # --mode loglikelihood: the benchmark's completions system
    if special is not None:
        systems = [special]
    elif args.model:
        systems = [
            OpenAIChatSystem(
                model=args.model,
                base_url=args.base_url,
                api_key_env=args.api_key_env or "OPENAI_API_KEY",
                timeout=args.timeout,
                max_concurrency=args.max_concurrency,
                params={
                    "temperature": args.temperature,
                    **({"max_tokens": args.max_tokens} if args.max_tokens else {}),
                },
                cache=_open_cache(args),
                retry=RetryPolicy(max_retries=args.retries),
            )
        ]
    evaluators = [e for e in args.evaluators.split(",") if e] if args.evaluators else None
    options = _parse_options(args.option)
    evaluators = _with_spec(evaluators, options, args.spec)
    out_dir = Path(args.output)
    if args.judge_url or args.judge_model:
        from ._judging import add_judge_options

        add_judge_options(
            options,
            url=args.judge_url,
            model=args.judge_model,
            api_key_env=args.judge_api_key_env,
            cache=_open_cache(args),
        )
    result = evaluate(
        systems,
        args.dataset,
        evaluators=evaluators,
        default_evaluators=[e for e in (args.default_evaluators or "").split(",") if e] or None,
        evaluator_options=options,
        data_path=args.data,
        dataset_name=args.dataset_name,
        limit=args.limit,
        max_concurrency=args.max_concurrency,
        row_timeout=args.row_timeout,
        progress=None if args.progress is None else args.progress == "on",
        seed=args.seed,
        epochs=args.epochs,
        reducers=[r for r in args.reducers.split(",") if r] if args.reducers else None,
        output=out_dir,
        restart=args.restart,
        fail_fast=args.fail_fast,
        system_field=args.system_field,
        **_executor_args(args),
        bootstrap_resamples=args.resamples,
        cluster_field=args.cluster_field,
        interval=args.interval,
        **run_options(args),
    )
    return _report(result, out_dir, args)


def _report(result: Any, out_dir: Path, args: argparse.Namespace) -> int:
    """Print the summary, failures and first errors; the exit status from the error rate."""
    summary = result.summary()
    print(summary.to_markdown(categories=args.categories))
    analysis = result.failure_analysis
    for line in analysis.lines():
        print(line)
    print(
        f"\n{result.metadata['rows']} rows -> {out_dir}/results.jsonl, summary.json, summary.md, failure_analysis.json"
    )
    if analysis.total and analysis.error_rate > args.max_error_rate:
        print(
            f"scorewire: {analysis.rows_with_errors} of {analysis.total} rows had errors "
            f"({analysis.error_rate:.1%} > --max-error-rate {args.max_error_rate:g})",
            file=sys.stderr,
        )
        return 1
    return 0


def _executor_args(args: argparse.Namespace) -> dict[str, Any]:
    """``--executor NAME [--ray-address ADDR]`` as evaluate() arguments."""
    from ._errors import ScorewireError

    options: dict[str, Any] = {}
    if args.ray_address:
        if args.executor != "ray":
            raise ScorewireError("--ray-address goes with --executor ray")
        options["address"] = args.ray_address
    return {"executor": args.executor, "executor_options": options}


def _cmd_plugins(args: argparse.Namespace) -> int:
    from ._plugins import default_registry

    reg = default_registry().load()
    if args.json:
        print(
            json.dumps(
                [
                    {
                        "name": p.name,
                        "version": p.version,
                        "module": p.module,
                        "evaluators": p.evaluators,
                        "rules": [
                            {"dataset": r.dataset, "evaluators": list(r.evaluators), "priority": r.priority}
                            for r in p.rules
                        ],
                        "datasets": p.datasets,
                        "executors": p.executors,
                    }
                    for p in reg.plugins.values()
                ],
                indent=2,
            )
        )
        return 0
    if not reg.plugins:
        print("no scorewire plugins installed (pip install scorewire-answer-quality, ...)")
        return 0
    for p in reg.plugins.values():
        print(f"{p.name} {p.version}  ({p.module})")
        print(f"  evaluators: {', '.join(p.evaluators) or '-'}")
        print(f"  datasets:   {', '.join(p.datasets) or '-'}")
        if p.executors:
            print(f"  executors:  {', '.join(p.executors)}")
        print(
            f"  rules:      {len(p.rules)}"
            + (
                ": " + ", ".join(r.dataset for r in p.rules[:12]) + (" ..." if len(p.rules) > 12 else "")
                if p.rules
                else ""
            )
        )
    return 0


def _cmd_wiring(args: argparse.Namespace) -> int:
    from ._errors import WiringError
    from ._plugins import default_registry

    reg = default_registry()
    status = 0
    for name in args.names:
        try:
            print(reg.wire(name).explain())
        except WiringError as exc:
            print(f"dataset {name!r}: {exc}")
            status = 1
    return status


def _cmd_evaluators(args: argparse.Namespace) -> int:
    from ._plugins import default_registry

    reg = default_registry()
    if args.options:
        from ._options import options_text

        print(options_text(args.options, reg))
        return 0
    for name, cls in sorted(reg.evaluators().items()):
        doc = (cls.__doc__ or "").strip().splitlines()
        print(f"{name:24} {getattr(cls, 'version', '0'):>6}  {reg.evaluator_plugin(name):28} {doc[0] if doc else ''}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (exposed for documentation and tests)."""
    parser = argparse.ArgumentParser(prog="scorewire", description="Score what LLM systems produce.")
    sub = parser.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="score a dataset (score-only, or against an OpenAI-compatible endpoint)")
    run.add_argument(
        "dataset",
        help="a JSONL/JSON/CSV file, a registered benchmark name (from the Hugging Face Hub, or --data), "
        "or hf://org/name?split=test",
    )
    run.add_argument("--data", help="local files of a registered benchmark (default: load it from the Hub)")
    run.add_argument("--dataset-name", help="tag rows with this dataset name (and convert with its adapter)")
    run.add_argument("--evaluators", help="comma-separated evaluator names (overrides auto-wiring)")
    run.add_argument(
        "--default-evaluators",
        metavar="NAMES",
        help="comma-separated evaluators for rows whose dataset no wiring rule matches (e.g. answer_quality)",
    )
    run.add_argument("--option", action="append", default=[], metavar="EVAL.OPT=VALUE", help="evaluator option")
    run.add_argument("--spec", metavar="FILE", help="score with a scoring spec (JSON/YAML; needs scorewire-structured)")
    run.add_argument("--model", help="model name: generate responses through an OpenAI-compatible endpoint")
    run.add_argument("--base-url", default="https://api.openai.com/v1")
    run.add_argument(
        "--api-key-env",
        help="environment variable holding the API key (default OPENAI_API_KEY, needed for api.openai.com)",
    )
    run.add_argument("--temperature", type=float, default=0.0)
    run.add_argument("--max-tokens", type=int)
    run.add_argument("--timeout", type=float, default=60.0, help="seconds per request")
    run.add_argument("--max-concurrency", type=int, default=32)
    run.add_argument("--retries", type=int, default=5, help="retries of a failed request (429/5xx/timeouts)")
    run.add_argument("--cache", metavar="PATH", help="response cache file shared across runs (SQLite)")
    run.add_argument(
        "--cache-mode",
        choices=["read-write", "read-only", "refresh"],
        default="read-write",
        help="read-only: a miss is a row error (offline replay); refresh: always request, store the new reply",
    )
    run.add_argument("--judge-url", help="OpenAI-compatible endpoint of the LLM judge (judge evaluators)")
    run.add_argument("--judge-model", help="model name of the LLM judge")
    run.add_argument("--judge-api-key-env", help="environment variable holding the judge's API key")
    run.add_argument(
        "--row-timeout", type=float, default=900.0, help="seconds one system call may take on one row (default 900)"
    )
    run.add_argument("--limit", type=int)
    run.add_argument("--seed", type=int, default=0)
    run.add_argument("--epochs", type=_positive_int, default=1, help="call the model this many times per example")
    run.add_argument(
        "--reducers", help="how an example's epochs fold into one value, e.g. mean,majority,pass_at_2 (default mean)"
    )
    run.add_argument("--output", "-o", default="scorewire-results", help="output folder (run again to resume)")
    run.add_argument("--restart", action="store_true", help="start the output folder over instead of resuming")
    run.add_argument(
        "--max-error-rate",
        type=float,
        default=0.0,
        help="exit 1 when the share of rows with errors exceeds this (default 0)",
    )
    run.add_argument(
        "--fail-fast",
        type=int,
        default=20,
        metavar="N",
        help="stop after N consecutive failed requests (0 never stops; default 20)",
    )
    run.add_argument("--system-field", default="system", help="score-only: column naming each row's system")
    run.add_argument("--resamples", type=int, default=1000, help="bootstrap resamples of the CIs (0: no CI)")
    run.add_argument("--cluster-field", help="example field naming clusters (clustered standard errors)")
    run.add_argument("--interval", choices=["bootstrap", "wilson"], default="bootstrap", help="CI of 0/1 scores")
    run.add_argument("--categories", action="store_true", help="print per-category lines too")
    run.add_argument("--progress", choices=["on", "off"], help="progress bar (default: on a terminal)")
    run.add_argument(
        "--executor", default="local", help="where rows are scored: local (default), or ray with scorewire-ray"
    )
    run.add_argument(
        "--ray-address",
        metavar="ADDR",
        help="Ray cluster to attach to (auto, ray://host:10001); default: start a local one",
    )
    from ._cli_benchmarks import add_arguments

    add_arguments(run)
    run.set_defaults(func=_cmd_run)

    plugins = sub.add_parser("plugins", help="list installed plugins and what each registers")
    plugins.add_argument("--json", action="store_true")
    plugins.set_defaults(func=_cmd_plugins)

    wiring = sub.add_parser("wiring", help="explain which evaluators a dataset name is wired to, and why")
    wiring.add_argument("names", nargs="+")
    wiring.set_defaults(func=_cmd_wiring)

    evs = sub.add_parser("evaluators", help="list installed evaluators")
    evs.add_argument("--options", metavar="NAME", help="print evaluator NAME's options: name, type, default, doc")
    evs.set_defaults(func=_cmd_evaluators)

    from ._rescore import add_rescore_parser

    add_rescore_parser(sub)

    from ._cli_report import add_report_commands

    add_report_commands(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``scorewire`` command."""
    from ._errors import ScorewireError
    from ._runner import FailFastError

    args = build_parser().parse_args(argv)
    previous = _terminate_as_interrupt()
    try:
        return int(args.func(args))
    except FailFastError as exc:
        print(f"scorewire: {exc}", file=sys.stderr)
        return 1
    except ScorewireError as exc:
        print(f"scorewire: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        _remove_partial_files(getattr(args, "output", None) or getattr(args, "folder", None))
        print(
            "scorewire: interrupted; finished rows are kept in the run folder: run the same command again to resume",
            file=sys.stderr,
        )
        return 130
    finally:
        if previous is not None:
            import signal

            signal.signal(signal.SIGTERM, previous)


def _remove_partial_files(folder: str | None) -> None:
    """Remove the temporary ``.*.partial`` result files an interrupted run may leave in its folder.

    The run removes its own on the way out; a signal that lands while the event loop is
    tearing down can skip that clean-up, so the command checks once more.
    """
    if not folder:
        return
    path = Path(folder)
    if path.is_dir():
        for leftover in path.glob(".*.partial"):
            leftover.unlink(missing_ok=True)


def _interrupt() -> None:
    raise KeyboardInterrupt


def _terminate_as_interrupt() -> Any:
    """SIGTERM unwinds like Ctrl-C, so temporary files are removed and the store is flushed."""
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        return None

    def handler(signum: int, frame: object) -> None:
        # Deliver it as SIGINT: inside a run, asyncio's own SIGINT handler then cancels the run
        # cleanly (a KeyboardInterrupt raised at an arbitrary point could land inside a request
        # and be taken for a failed request); elsewhere the default handler raises
        # KeyboardInterrupt as before. A background job (`nohup scorewire run ... &`) starts with
        # SIGINT ignored, and asyncio installs no handler then: unwind directly, or SIGTERM
        # would be ignored too.
        if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
            # (raised by the running event loop between two callbacks, not here: a signal handler can run
            # inside a finaliser or a weakref callback, where Python prints the exception and carries on)
            import asyncio

            try:
                asyncio.get_running_loop().call_soon_threadsafe(_interrupt)
            except RuntimeError:  # no loop running: unwind from here
                raise KeyboardInterrupt from None
            return
        signal.raise_signal(signal.SIGINT)

    return signal.signal(signal.SIGTERM, handler)


if __name__ == "__main__":
    sys.exit(main())
