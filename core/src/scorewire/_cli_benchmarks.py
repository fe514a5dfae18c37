"""``scorewire run`` options for named benchmarks: prompts, few-shot, modes, choices."""

from __future__ import annotations

import argparse
import json
from typing import Any

from ._benchmarks import MODES, benchmark_named
from ._errors import DatasetError


def add_arguments(run: argparse.ArgumentParser) -> None:
    """Add the benchmark options to the ``run`` sub-command."""
    group = run.add_argument_group("benchmark prompts and modes")
    group.add_argument(
        "--mode",
        choices=MODES,
        help="chat (default): chat requests scored on the reply; loglikelihood: option loglikelihoods "
        "from /v1/completions (multiple-choice benchmarks)",
    )
    group.add_argument(
        "--prompt-template",
        metavar="FILE",
        help="user message template (str.format over the row's fields), or a JSON file with "
        "user/system/answer_format/fewshot_answer; replaces the benchmark's prompt",
    )
    group.add_argument("--system-prompt", metavar="TEXT", help="system message ('' removes the benchmark's)")
    group.add_argument("--num-fewshot", type=int, metavar="K", help="few-shot examples per prompt (default: 0)")
    group.add_argument(
        "--fewshot-data",
        metavar="PATH",
        help="file or folder of few-shot examples (default: the benchmark's few-shot split on the Hub, "
        "else the evaluation rows, never the row itself)",
    )
    group.add_argument("--choices-field", metavar="PATH", help="dotted path to each row's options, e.g. choices.text")
    group.add_argument("--choices", metavar="LIST", help='the same options for every row: JSON list or "a,b,c"')


def run_options(args: argparse.Namespace) -> dict[str, Any]:
    """The ``evaluate()`` keyword arguments these options set."""
    if args.num_fewshot is not None and args.num_fewshot < 0:
        raise DatasetError(f"--num-fewshot must be 0 or more, got {args.num_fewshot}")
    choices = None
    if args.choices is not None:
        try:
            choices = json.loads(args.choices)
        except json.JSONDecodeError:
            choices = [c.strip() for c in args.choices.split(",") if c.strip()]
        if not isinstance(choices, list) or not choices:
            raise DatasetError(f'--choices {args.choices!r}: give a JSON list or "a,b,c"')
    return {
        "mode": args.mode,
        "prompt_template": args.prompt_template,
        "system_prompt": args.system_prompt,
        "num_fewshot": args.num_fewshot,
        "fewshot_data": args.fewshot_data,
        "choices_field": args.choices_field,
        "choices": choices,
    }


def mode_system(args: argparse.Namespace) -> Any | None:
    """The system of a non-chat ``--mode`` (None for chat), built by the benchmark's factory."""
    if args.mode in (None, "chat") or not args.model:
        return None
    from ._plugins import default_registry

    bench = benchmark_named(default_registry().datasets(), args.dataset_name, args.dataset)
    factory = bench.mode_systems.get(args.mode) if bench is not None else None
    if factory is None:
        name = args.dataset_name or args.dataset
        supported = f"it supports {', '.join(bench.modes)}" if bench is not None else "it is not a registered benchmark"
        raise DatasetError(f"--mode {args.mode}: {name!r} has no {args.mode} system ({supported})")
    from .http import RetryPolicy

    options: dict[str, Any] = {"timeout": args.timeout, "max_concurrency": args.max_concurrency}
    if getattr(args, "retries", None) is not None:
        options["retry"] = RetryPolicy(max_retries=args.retries)
    return factory(
        model=args.model,
        base_url=args.base_url,
        api_key_env=getattr(args, "api_key_env", None) or "OPENAI_API_KEY",
        **options,
    )
