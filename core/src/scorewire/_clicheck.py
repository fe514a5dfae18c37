"""Checks of ``scorewire run`` arguments that end in one line and exit 2 instead of a traceback."""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlparse

from ._errors import ScorewireError

if TYPE_CHECKING:
    from ._evaluator import Evaluator
    from ._plugins import PluginRegistry


def check_run_args(args: argparse.Namespace) -> None:
    """Raise a one-line :class:`ScorewireError` for arguments that cannot work."""
    out = Path(args.output)
    if out.exists() and not out.is_dir():
        raise ScorewireError(f"--output {out} is a file; give a folder name (the run folder is created)")
    if args.model:
        explicit = args.api_key_env is not None
        env = args.api_key_env or "OPENAI_API_KEY"
        needs_key = explicit or urlparse(args.base_url).hostname == "api.openai.com"
        if needs_key and not os.environ.get(env):
            raise ScorewireError(
                f"environment variable {env} (--api-key-env) is not set; export it with your API key"
                + ("" if explicit else ", or pass --api-key-env NAME")
            )
    if args.option:
        from ._plugins import default_registry
        from .cli import _parse_options

        installed = default_registry().evaluators()
        chosen = [e for e in args.evaluators.split(",") if e] if args.evaluators else None
        for name, opts in _parse_options(args.option).items():
            if name not in installed:
                raise ScorewireError(
                    f"--option {name}.{next(iter(opts))}: no installed evaluator is named {name!r} "
                    f"(installed: {', '.join(sorted(installed))})"
                )
            if chosen is not None and name not in chosen:
                raise ScorewireError(
                    f"--option {name}.{next(iter(opts))}: evaluator {name!r} is not among --evaluators {','.join(chosen)}"
                )


def build_named_evaluator(registry: PluginRegistry, name: str, options: dict[str, Any]) -> Evaluator:
    """``registry.get_evaluator(name, **options)``: a rejected option is one
    :class:`~scorewire.EvaluatorOptionError` line naming the option and the accepted ones."""
    return registry.get_evaluator(name, **options)
