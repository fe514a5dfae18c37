"""The ``scorewire compare`` and ``scorewire report`` subcommands (registered from ``cli.py``)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def _cmd_compare(args: argparse.Namespace) -> int:
    from ._compare import compare_runs

    comparison = compare_runs(
        args.base,
        args.new,
        alpha=args.alpha,
        min_delta=args.min_delta,
        seed=args.seed,
        resamples=args.resamples,
        permutations=args.permutations,
    )
    out = Path(args.output) if args.output else Path(args.new[0]) / "compare.json"
    comparison.to_json(out)
    sys.stdout.write(comparison.to_text())
    print(f"-> {out}")
    if args.html:
        from ._report import write_report

        html = write_report([args.base, *args.new], Path(args.html), comparison=comparison)
        print(f"-> {html}")
    if args.fail_on_regression and comparison.regressed:
        worst = [
            f"{k.dataset}/{k.evaluator}.{k.key} ({k.diff:+.4f}, p={k.p_value:.3g})"
            for r in comparison.runs
            for k in r.regressions
        ]
        print(f"scorewire: regression: {'; '.join(worst)}", file=sys.stderr)
        return 1
    return 0


def _cmd_report(args: argparse.Namespace) -> int:
    from ._report import write_report

    out = Path(args.output) if args.output else Path(args.runs[0]) / "report.html"
    path = write_report(args.runs, out, max_rows=args.max_rows, seed=args.seed, resamples=args.resamples)
    print(f"-> {path}")
    return 0


def _positive_fraction(text: str) -> float:
    value = float(text)
    if not 0 < value < 1:
        raise argparse.ArgumentTypeError(f"must be between 0 and 1, not {text}")
    return value


def _non_negative(text: str) -> float:
    value = float(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be >= 0, not {text}")
    return value


def add_report_commands(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register ``compare`` and ``report`` on the ``scorewire`` subparsers."""
    cmp = sub.add_parser(
        "compare",
        help="paired comparison of run folders: NEW vs BASE per dataset and score (McNemar / permutation test)",
    )
    cmp.add_argument("base", help="run folder of the baseline")
    cmp.add_argument("new", nargs="+", help="run folder(s) to compare against BASE")
    cmp.add_argument("--fail-on-regression", action="store_true", help="exit 1 when NEW is significantly worse")
    cmp.add_argument("--alpha", type=_positive_fraction, default=0.05, help="significance level (default 0.05)")
    cmp.add_argument(
        "--min-delta", type=_non_negative, default=0.0, help="smallest drop of a mean that counts as a regression"
    )
    cmp.add_argument("--seed", type=int, default=0)
    cmp.add_argument("--resamples", type=int, default=1000, help="bootstrap resamples of the CI (default 1000)")
    cmp.add_argument("--permutations", type=int, default=10_000, help="random sign patterns of the permutation test")
    cmp.add_argument("--output", "-o", help="where to write compare.json (default: NEW/compare.json)")
    cmp.add_argument("--html", metavar="PATH", help="also write an HTML report with the compare view")
    cmp.set_defaults(func=_cmd_compare)

    rep = sub.add_parser("report", help="write a self-contained offline HTML report of one or more run folders")
    rep.add_argument("runs", nargs="+", help="run folders (the first is the baseline of the compare view)")
    rep.add_argument("--output", "-o", help="output file (default: FIRST_RUN/report.html)")
    rep.add_argument(
        "--max-rows",
        type=int,
        default=20_000,
        help="rows embedded per run; beyond that a seeded sample, with a link to results.jsonl (default 20000)",
    )
    rep.add_argument("--seed", type=int, default=0)
    rep.add_argument("--resamples", type=int, default=1000, help="bootstrap resamples of the compare view")
    rep.set_defaults(func=_cmd_report)
