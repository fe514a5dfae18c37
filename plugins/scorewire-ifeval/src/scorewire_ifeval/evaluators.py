"""The ``ifeval`` evaluator: strict and loose instruction following, as the official checker scores it.

Reference: google-research ``instruction_following_eval`` (``evaluation_lib.py``,
``test_instruction_following_strict`` / ``_loose``), shipped also in the
``lm-eval`` wheel (``lm_eval/tasks/ifeval/utils.py``).

- strict: each instruction is checked on the response itself; a blank
  response fails every instruction.
- loose: an instruction passes if it passes on any of eight variants of the
  response: as is, without its first line, without its last line, without
  both, and each of those with every ``*`` removed (blank variants skipped).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal

from scorewire import Configurable, InvalidFieldError, Scores, option, require_field

if TYPE_CHECKING:  # the checkers (json, random, string, threading) are imported when a row is scored
    from ._instructions import Checker
    from ._textstats import Text

#: Names of the loose variants, in the reference's order.
VARIANT_NAMES = (
    "response",
    "no_asterisks",
    "no_first_line",
    "no_last_line",
    "no_first_and_last_line",
    "no_first_line_no_asterisks",
    "no_last_line_no_asterisks",
    "no_first_and_last_line_no_asterisks",
)


def loose_variants(response: str) -> list[str]:
    """The eight texts the loose score tries, in :data:`VARIANT_NAMES` order."""
    lines = response.split("\n")
    no_first = "\n".join(lines[1:]).strip()
    no_last = "\n".join(lines[:-1]).strip()
    no_both = "\n".join(lines[1:-1]).strip()
    return [
        response,
        response.replace("*", ""),
        no_first,
        no_last,
        no_both,
        no_first.replace("*", ""),
        no_last.replace("*", ""),
        no_both.replace("*", ""),
    ]


class IFEval(Configurable):
    """Checks the IFEval instructions of a prompt against the response, strict and loose.

    Reads ``instruction_id_list`` and ``kwargs`` (one mapping per instruction)
    from the example; ``prompt`` is not needed (the repeated prompt of
    ``combination:repeat_prompt`` is in its kwargs).

    Scores: ``prompt_strict`` / ``prompt_loose`` (1.0 when every instruction is
    followed), ``inst_strict`` / ``inst_loose`` (number of instructions
    followed) and ``_inst_total`` (number of instructions). The run summary
    reports ``inst_strict`` and ``inst_loose`` as a ratio of sums, which is the
    official instruction-level accuracy.
    """

    name = "ifeval"
    version = "1"
    required_fields = ("instruction_id_list", "kwargs")

    language_seed: int = option(
        0, "Seed of langdetect's random sampling (the official checker leaves it unseeded); same seed, same verdicts."
    )
    letter_fallback: Literal["literal", "random"] = option(
        "literal",
        "What keywords:letter_frequency counts when its letter is not one ASCII letter: literal counts that "
        "character; random mimics the official checker's random letter, from a generator seeded with letter_seed.",
    )
    letter_seed: int = option(0, "Seed of the random letter fallback.")

    def __post_init__(self) -> None:
        from scorewire import RatioOfSums  # the core's aggregations: imported when an evaluator is built

        self.aggregations: tuple[Any, ...] = (
            RatioOfSums("inst_strict", "inst_strict", "_inst_total"),
            RatioOfSums("inst_loose", "inst_loose", "_inst_total"),
        )

    def checkers(self, original: Mapping[str, Any]) -> tuple[list[str], list[Checker]]:
        """Build the checkers of one example; a malformed field raises :class:`~scorewire.InvalidFieldError`."""
        from ._instructions import InstructionError, build_checker

        ids = require_field(original, "instruction_id_list", self.name)
        kwargs = require_field(original, "kwargs", self.name)
        row = original.get("id", original.get("key"))
        if isinstance(ids, str) or not isinstance(ids, Sequence):
            raise InvalidFieldError(
                self.name, "instruction_id_list", row, f"is a {type(ids).__name__}", "give a list of instruction ids"
            )
        if not ids:
            # No instruction would make every response, even an empty one, a perfect score.
            raise InvalidFieldError(
                self.name, "instruction_id_list", row, "is an empty list", "give at least one instruction id"
            )
        if isinstance(kwargs, (str, Mapping)) or not isinstance(kwargs, Sequence) or len(kwargs) != len(ids):
            raise InvalidFieldError(
                self.name,
                "kwargs",
                row,
                f"is not a list of {len(ids)} mappings (one per instruction)",
                "give one mapping of instruction arguments per entry of instruction_id_list, {} when there are none",
            )
        try:
            checkers = [
                build_checker(str(i), k, letter_fallback=self.letter_fallback, letter_seed=self.letter_seed)
                for i, k in zip(ids, kwargs, strict=True)
            ]
        except InstructionError as exc:
            raise InstructionError(f"ifeval: row {row!r}: {exc}") from None
        return [str(i) for i in ids], checkers

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one response; see the class docstring for the keys."""
        from ._textstats import Text

        ids, checkers = self.checkers(original)
        raw = processed.get("response")
        response = raw if isinstance(raw, str) else ("" if raw is None else str(raw))

        # Distinct non-blank variants, first name kept: a text's statistics are computed once,
        # and blank variants never pass (strict or loose), as in the reference.
        seen: set[str] = set()
        variants: list[tuple[str, Text]] = []
        for name, variant in zip(VARIANT_NAMES, loose_variants(response), strict=True):
            if variant.strip() and variant not in seen:
                seen.add(variant)
                variants.append((name, Text(variant, language_seed=self.language_seed)))

        strict_text = variants[0][1] if variants and variants[0][0] == "response" else None
        others = variants[1:] if strict_text is not None else variants
        verdicts: list[dict[str, Any]] = []
        for instruction_id, checker in zip(ids, checkers, strict=True):
            problems: list[str] = []
            strict = strict_text is not None and _follows(checker, strict_text, problems)
            passed_on: str | None = "response" if strict else None
            if not strict:
                passed_on = next((name for name, text in others if _follows(checker, text, problems)), None)
            verdict: dict[str, Any] = {"id": instruction_id, "strict": strict, "loose": passed_on is not None}
            if passed_on is not None and passed_on != "response":
                verdict["loose_variant"] = passed_on
            if not strict:
                if problems:
                    verdict["observed"] = problems[0]
                elif strict_text is None:
                    verdict["observed"] = "empty response"
                else:
                    verdict["observed"] = _observe(checker, strict_text)
            verdicts.append(verdict)

        n_strict = sum(v["strict"] for v in verdicts)
        n_loose = sum(v["loose"] for v in verdicts)
        scores = {
            "prompt_strict": float(n_strict == len(verdicts)),
            "prompt_loose": float(n_loose == len(verdicts)),
            "inst_strict": float(n_strict),
            "inst_loose": float(n_loose),
            "_inst_total": float(len(verdicts)),
        }
        details: dict[str, Any] = {
            "instructions": verdicts,
            "strict": [v["strict"] for v in verdicts],
            "loose": [v["loose"] for v in verdicts],
        }
        if strict_text is None:
            details["reason"] = "empty response: every instruction fails"
        elif n_strict < len(verdicts):
            details["reason"] = "; ".join(f"{v['id']}: {v['observed']}" for v in verdicts if not v["strict"])
        return Scores(scores, details=details)


_OBSERVED_LIMIT = 300


def _follows(checker: Checker, text: Text, problems: list[str]) -> bool:
    """Whether ``text`` follows the instruction; a checker that cannot process the text says it does not.

    NLTK's tokenizers raise TimeoutError on some degenerate texts (their regular
    expressions run under a time limit); such a response fails the instruction,
    with the reason, rather than leaving the row out of the mean.
    """
    try:
        return bool(checker.check(text))
    except (TimeoutError, RecursionError, MemoryError) as exc:
        problems.append(f"the checker could not process the response ({type(exc).__name__}: {str(exc)[:200]})")
        return False


def _observe(checker: Checker, text: Text) -> str:
    try:
        observed = str(checker.observe(text))
    except (TimeoutError, RecursionError, MemoryError) as exc:
        return f"the checker could not process the response ({type(exc).__name__})"
    if len(observed) > _OBSERVED_LIMIT:  # it may quote the response (a 10 MB "first word")
        half = _OBSERVED_LIMIT // 2
        observed = f"{observed[:half]}...[{len(observed) - _OBSERVED_LIMIT} characters cut]...{observed[-half:]}"
    return observed
