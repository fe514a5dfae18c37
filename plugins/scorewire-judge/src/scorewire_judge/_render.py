"""Templates rendered in one pass, with untrusted values neutralised.

Rendering substitutes every ``{placeholder}`` exactly once (``str.format``
parsing, so ``{{``/``}}`` are literal braces); a value is never re-scanned, so an
answer containing ``{output_2}`` or ``{answer}`` appears verbatim instead of
pulling in another slot (AlpacaEval's sequential ``str.replace`` does that).

Each template declares its structural delimiters (``[BEGIN DATA]``, ``[The End
of Assistant's Answer]``, ``<|im_end|>``...) and the verdict tokens its parser
looks for (``[[7]]``, ``GRADE:``, ``[RESULT]``). With ``neutralize=True`` every
untrusted slot (answers, questions, references: anything that came from the
dataset or a model) has them rewritten visibly and idempotently, and the number
of rewrites per token goes on the row under ``details["neutralized"]``:

- a delimiter containing a space gets ``-`` for its spaces (``[END DATA]`` ->
  ``[END-DATA]``), as Inspect AI does; other delimiters get a space after their
  first character (``<|im_end|>`` -> ``< |im_end|>``, ``\"\"\"`` -> ``\" \"\"``);
- verdict tokens are rewritten by the template's own rules
  (``[[7]]`` -> ``[ [7] ]``, ``GRADE:`` -> ``GRADE -``).

Matching is case-insensitive with a literal space, so a non-breaking-space
variant is left alone (it does not close the block for a reader either).
Author-written parts (the template text itself, rubrics the evaluator author
passes as trusted) are never touched.
"""

from __future__ import annotations

import hashlib
import re
import string
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from scorewire import lazy_compile

_FORMATTER = string.Formatter()

#: Verdict-token rules: (name, pattern, replacement).
VerdictRule = tuple[str, "re.Pattern[str]", "str | Callable[[re.Match[str]], str]"]

DOUBLE_BRACKET: VerdictRule = ("[[...]]", lazy_compile(r"\[\[([^\[\]\n]{0,40})\]\]"), r"[ [\1] ]")
GRADE_COLON: VerdictRule = ("GRADE:", lazy_compile(r"(?<!\w)(GRADE)(?!\w)\s*:", re.IGNORECASE), r"\1 -")
RESULT_TAG: VerdictRule = ("[RESULT]", lazy_compile(r"\[(RESULT|SCORE)\]", re.IGNORECASE), r"[\1-]")

# Lower-case substrings without which a rule cannot match: a value containing none of them
# is returned untouched after one lower() and a few substring tests (most values are clean).
_TRIGGERS = {"[[...]]": ("[[",), "GRADE:": ("grade",), "[RESULT]": ("[result", "[score")}


def _delimiter_rule(delimiter: str) -> tuple[re.Pattern[str], Callable[[re.Match[str]], str]]:
    pattern = lazy_compile(re.escape(delimiter), re.IGNORECASE)  # compiled at first use: templates are built at import
    if " " in delimiter:
        return pattern, lambda m: m.group(0).replace(" ", "-")
    return pattern, lambda m: m.group(0)[0] + " " + m.group(0)[1:]


@dataclass(frozen=True)
class Template:
    """A judge prompt: a user message (and optional system message) with placeholders.

    :param name: shown in details and hashed into ``template_sha256``.
    :param user: the user message, ``str.format`` placeholder syntax.
    :param system: the system message (may have placeholders too), or None.
    :param delimiters: structural strings rewritten in untrusted values.
    :param verdict_rules: verdict-token rewrite rules applied to untrusted values.
    :param trusted: placeholders whose values are author-controlled (never rewritten).
    """

    name: str
    user: str
    system: str | None = None
    delimiters: tuple[str, ...] = ()
    verdict_rules: tuple[VerdictRule, ...] = ()
    trusted: frozenset[str] = frozenset()
    _compiled: tuple[tuple[str, re.Pattern[str], Any], ...] = field(init=False, repr=False, compare=False)
    _triggers: tuple[str, ...] | None = field(init=False, repr=False, compare=False)
    _parts: tuple[tuple[tuple[str, str | None], ...], ...] = field(init=False, repr=False, compare=False)
    _names: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        rules: list[tuple[str, re.Pattern[str], Any]] = [(d, *_delimiter_rule(d)) for d in self.delimiters]
        rules += list(self.verdict_rules)
        object.__setattr__(self, "_compiled", tuple(rules))
        triggers: list[str] | None = []
        for label, _, _ in rules:
            found = (label.casefold(),) if label in self.delimiters else _TRIGGERS.get(label)
            if found is None or triggers is None:
                triggers = None  # a custom rule without a known trigger: always run the rules
            else:
                triggers.extend(found)
        object.__setattr__(self, "_triggers", None if triggers is None else tuple(dict.fromkeys(triggers)))
        parts = []
        names: set[str] = set()
        for text in (self.user, self.system or ""):
            pieces: list[tuple[str, str | None]] = []
            for literal, fname, spec, conv in _FORMATTER.parse(text):
                if fname is not None and (not fname.isidentifier() or spec or conv):
                    raise ValueError(f"template {self.name!r}: placeholder {{{fname}}} must be a plain name")
                pieces.append((literal, fname))
                if fname is not None:
                    names.add(fname)
            parts.append(tuple(pieces))
        object.__setattr__(self, "_parts", tuple(parts))
        object.__setattr__(self, "_names", frozenset(names))

    @property
    def placeholders(self) -> frozenset[str]:
        """Every placeholder name the template uses."""
        return self._names

    @property
    def sha256(self) -> str:
        """Hash of the template text (recorded on rows; changes when the prompt changes)."""
        return hashlib.sha256(f"{self.system or ''}\x00{self.user}".encode()).hexdigest()

    def neutralize(self, value: str, counts: dict[str, int]) -> str:
        """``value`` with this template's delimiters and verdict tokens rewritten; counts added to ``counts``."""
        if not self._compiled:
            return value
        if self._triggers is not None:
            low = value.casefold()
            if not any(t in low for t in self._triggers):
                return value
        for label, pattern, repl in self._compiled:
            value, n = pattern.subn(repl, value)
            if n:
                counts[label] = counts.get(label, 0) + n
        return value

    def render(
        self, values: Mapping[str, Any], *, neutralize: bool = True
    ) -> tuple[list[dict[str, str]], dict[str, int]]:
        """The chat messages, and the number of rewrites per token in untrusted values.

        :raises KeyError: a placeholder has no value (names the placeholder).
        """
        counts: dict[str, int] = {}
        cleaned: dict[str, str] = {}
        trusted = self.trusted
        for name in self._names:
            try:
                raw = values[name]
            except KeyError:
                raise KeyError(f"template {self.name!r} needs a value for {{{name}}}") from None
            text = "" if raw is None else raw if isinstance(raw, str) else str(raw)
            if neutralize and name not in trusted:
                text = self.neutralize(text, counts)
            cleaned[name] = text
        user_parts, system_parts = self._parts
        messages = []
        if self.system is not None:
            messages.append({"role": "system", "content": _join(system_parts, cleaned)})
        messages.append({"role": "user", "content": _join(user_parts, cleaned)})
        return messages, counts


def _join(parts: tuple[tuple[str, str | None], ...], values: Mapping[str, str]) -> str:
    return "".join([literal + values[name] if name is not None else literal for literal, name in parts])


def fill(text: str, values: Mapping[str, str]) -> str:
    """One-pass substitution of ``{name}`` placeholders (``{{``/``}}`` are literal braces)."""
    parts: list[str] = []
    for literal, fname, _, _ in _FORMATTER.parse(text):
        parts.append(literal)
        if fname is not None:
            parts.append(values[fname])
    return "".join(parts)


def neutralize_delimiters(value: str, delimiters: Iterable[str] = ("[BEGIN DATA]", "[END DATA]")) -> str:
    """Rewrite structural delimiters in ``value`` (Inspect's data block markers by default)."""
    for d in delimiters:
        pattern, repl = _delimiter_rule(d)
        value = pattern.sub(repl, value)
    return value


def placeholder_in_value(values: Mapping[str, Any], names: Sequence[str]) -> bool:
    """True when a value contains one of the ``{names}`` (where sequential replacement would misrender)."""
    marks = ["{" + n + "}" for n in names]
    return any(isinstance(v, str) and any(m in v for m in marks) for v in values.values())
