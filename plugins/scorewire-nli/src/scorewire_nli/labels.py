"""Label sets: canonical labels, the words that name them in free text, gold spellings.

Each label set knows three things:

- its canonical labels, spelled the way the benchmark spells them
  (``entailment`` for MNLI, ``SUPPORTS`` for FEVER, ``NotMentioned`` for
  ContractNLI, ``yes`` for BoolQ/PubMedQA);
- *strong* terms: words and phrases that name a label wherever they occur in
  an answer (``contradicts``, ``not enough information``, ``not mentioned``),
  subject to negation;
- *weak* terms: words that name a label only where an answer states its
  verdict (``yes``, ``no``, ``true``, ``maybe``...), because in running text
  they mean something else ("there is *no* evidence", "it is *true* that the
  premise says...").

Multi-word phrases are matched before the words inside them, so
"neither supports nor refutes" is one NOT ENOUGH INFO mention, not a SUPPORTS
and a REFUTES mention.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property

__all__ = [
    "LABEL_SETS",
    "LabelSet",
    "infer_label_set",
    "label_set_for_dataset",
    "resolve_label_set",
]


def _key(text: str) -> str:
    """Spelling-insensitive key: casefold, drop everything but letters and digits."""
    return re.sub(r"[^a-z0-9]", "", text.casefold())


@dataclass(frozen=True)
class LabelSet:
    """One family of labels and how free text names them.

    :param name: the label set's name (``nli``, ``fever``, ``contract-nli``, ``yes-no-maybe``, ``yes-no``).
    :param labels: canonical labels in the benchmark's own spelling.
    :param strong: ``(regex, label)`` pairs matched anywhere in an answer.
    :param weak: ``(regex, label)`` pairs matched only at a verdict position.
    :param gold_aliases: spellings of gold labels (compared spelling-insensitively) -> canonical label.
    :param aliases: other names of this label set (dataset names such as ``mnli`` or ``scifact``).
    """

    name: str
    labels: tuple[str, ...]
    strong: tuple[tuple[str, str], ...]
    weak: tuple[tuple[str, str], ...]
    gold_aliases: Mapping[str, str]
    aliases: tuple[str, ...] = ()

    @cached_property
    def _compiled(self) -> tuple[re.Pattern[str], tuple[str, ...], re.Pattern[str], tuple[str, ...]]:
        # Compiled on first use, not at import, so plugin discovery stays cheap.
        strong_re, strong_groups = _compile(self.strong)
        any_re, any_groups = _compile((*self.strong, *self.weak))
        return strong_re, strong_groups, any_re, any_groups

    @property
    def _strong_re(self) -> re.Pattern[str]:
        return self._compiled[0]

    @property
    def _strong_groups(self) -> tuple[str, ...]:
        return self._compiled[1]

    @property
    def _any_re(self) -> re.Pattern[str]:
        return self._compiled[2]

    @property
    def _any_groups(self) -> tuple[str, ...]:
        return self._compiled[3]

    def find_strong(self, text: str, start: int = 0, end: int | None = None) -> Iterable[tuple[str, int, int]]:
        """Yield ``(label, start, end)`` for every strong term in ``text[start:end]``."""
        for m in self._strong_re.finditer(text, start, len(text) if end is None else end):
            yield self._strong_groups[(m.lastindex or 1) - 1], m.start(), m.end()

    def match_any_at(self, text: str, pos: int) -> tuple[str, int, int] | None:
        """A strong or weak term starting exactly at ``pos``, as ``(label, start, end)``."""
        m = self._any_re.match(text, pos)
        if m is None:
            return None
        return self._any_groups[(m.lastindex or 1) - 1], m.start(), m.end()

    def is_strong(self, term: str) -> bool:
        """Whether ``term`` (a matched span) is a strong term, i.e. names a label anywhere."""
        return self._strong_re.fullmatch(term) is not None

    def normalize_gold(self, gold: object) -> str | None:
        """The canonical label for a gold value (any spelling, bools, SciFact's SUPPORT/CONTRADICT)."""
        if isinstance(gold, bool):
            gold = "yes" if gold else "no"
        return self.gold_aliases.get(_key(str(gold)))


def _compile(terms: Sequence[tuple[str, str]]) -> tuple[re.Pattern[str], tuple[str, ...]]:
    # Longer patterns first: at one position, regex alternation takes the first
    # alternative that matches, and "not enough info" must beat "not".
    ordered = sorted(terms, key=lambda t: -len(t[0]))
    body = "|".join(f"({pattern})" for pattern, _ in ordered)
    return re.compile(rf"(?<![\w-])(?:{body})(?![\w-])", re.IGNORECASE), tuple(label for _, label in ordered)


def _terms(mapping: Mapping[str, Sequence[str]]) -> tuple[tuple[str, str], ...]:
    return tuple((pattern, label) for label, patterns in mapping.items() for pattern in patterns)


def _aliases(mapping: Mapping[str, Sequence[str]]) -> dict[str, str]:
    out: dict[str, str] = {}
    for label, spellings in mapping.items():
        for spelling in (label, *spellings):
            out[_key(spelling)] = label
    return out


# Fragments shared by several label sets.
_ENTAIL = [
    r"entail(?:ment|s|ed|ing)?",
    r"follows?\s+(?:logically\s+|directly\s+|necessarily\s+)?from",
    r"(?:is|are)\s+implied",
    r"definitely\s+true",
    r"must\s+be\s+true",
    r"necessarily\s+true",
]
_CONTRA = [
    r"contradict(?:ion|ions|s|ed|ing|ory)?",
    r"definitely\s+false",
    r"must\s+be\s+false",
    r"(?:cannot|can't|can\s+not)\s+(?:both\s+)?be\s+true",
    r"(?:inconsistent|incompatible)\s+with",
    r"conflicts?\s+with",
    r"mutually\s+exclusive",
]
_SUPPORT = [r"support(?:s|ed|ing)?", r"confirm(?:s|ed)", r"verified"]
_REFUTE = [r"refut(?:e|es|ed|ing|ation)", r"disprov(?:e|es|ed|en)", r"debunk(?:s|ed)?"]
_UNDECIDED = [
    r"not\s+enough\s+info(?:rmation)?",
    r"insufficient\s+(?:information|info|evidence)",
    r"not\s+enough\s+evidence",
    r"(?:not|\w+n't)\s+(?:\w+\s+){0,3}enough\s+(?:information|info|evidence|data|detail)",
    r"(?:no|not|\w+n't)\s+(?:\w+\s+){0,3}?for\s+or\s+against",
    r"no\s+evidence\s+either\s+way",
    r"(?:no|nothing)\s+\w+\s+either\s+way",
    r"either\s+way",
    r"(?:cannot|can't|can\s+not)\s+be\s+(?:determined|inferred|concluded|verified|confirmed)",
    r"impossible\s+to\s+(?:tell|determine|say|know|verify)",
    r"undetermined",
    r"indeterminate",
    r"neither\s+entail(?:s|ed|ment)?\s+nor\s+contradict(?:s|ed|ion)?",
    r"neither\s+support(?:s|ed)?\s+nor\s+(?:refute[sd]?|contradict(?:s|ed)?)",
    r"neither\s+confirm(?:s|ed)?\s+nor\s+(?:den(?:y|ies|ied)|refute[sd]?|contradict(?:s|ed)?)",
    r"neither\s+proves?\s+nor\s+disproves?",
    r"neither\s+true\s+nor\s+false",
    r"may\s+or\s+may\s+not",
    r"might\s+or\s+might\s+not",
    r"could\s+go\s+either\s+way",
]
_IS_TRUE = r"(?:hypothesis|claim|statement)\s+(?:is|would\s+be|must\s+be)\s+(?:definitely\s+|clearly\s+|certainly\s+)?(?:true|correct|accurate)"
_IS_FALSE = r"(?:hypothesis|claim|statement)\s+(?:is|would\s+be|must\s+be)\s+(?:definitely\s+|clearly\s+|certainly\s+)?(?:false|incorrect|inaccurate)"
_YES = [
    r"yes",
    r"true",
    r"correct",
    r"yep",
    r"yeah",
    r"affirmative",
    r"certainly",
    r"absolutely",
    r"definitely",
    r"indeed",
    r"of\s+course",
]
_NO = [
    r"no",
    r"false",
    r"incorrect",
    r"nope",
    r"nah",
    r"(?:absolutely|certainly|definitely|probably|most\s+likely|likely|of\s+course)\s+not",
    r"not\s+at\s+all",
]

NLI = LabelSet(
    name="nli",
    labels=("entailment", "neutral", "contradiction"),
    strong=_terms(
        {
            "entailment": [*_ENTAIL, *_SUPPORT, _IS_TRUE],
            "contradiction": [*_CONTRA, *_REFUTE, _IS_FALSE],
            "neutral": [
                r"neutral",
                *_UNDECIDED,
                r"(?:might|may|could)\s+(?:well\s+)?be\s+true",
                r"possibly\s+true",
                r"maybe\s+true",
                r"not\s+necessarily\s+(?:true|false)",
                r"unrelated",
                r"not\s+(?:mentioned|stated|addressed)\s+(?:in|by)\s+the\s+premise",
            ],
        }
    ),
    weak=_terms(
        {
            "entailment": _YES,
            "contradiction": _NO,
            "neutral": [r"maybe", r"neither", r"unknown", r"uncertain", r"unclear", r"possibly", r"undecidable"],
        }
    ),
    gold_aliases=_aliases(
        {
            "entailment": ["entails", "entailed", "e", "0"],
            "neutral": ["n", "1"],
            "contradiction": ["contradicts", "contradictory", "c", "2"],
        }
    ),
    aliases=("mnli", "multinli", "multi-nli", "snli", "anli", "nli3", "xnli"),
)

FEVER = LabelSet(
    name="fever",
    labels=("SUPPORTS", "REFUTES", "NOT ENOUGH INFO"),
    strong=_terms(
        {
            "SUPPORTS": [*_SUPPORT, *_ENTAIL, _IS_TRUE],
            "REFUTES": [*_REFUTE, *_CONTRA, _IS_FALSE],
            "NOT ENOUGH INFO": [
                *_UNDECIDED,
                r"not[\s_-]*enough[\s_-]*info",
                r"nei",
                r"neutral",
                r"unverifiable",
                r"inconclusive",
                r"(?:cannot|can't|can\s+not)\s+be\s+(?:proven|proved)",
            ],
        }
    ),
    weak=_terms(
        {
            "SUPPORTS": _YES,
            "REFUTES": _NO,
            "NOT ENOUGH INFO": [r"maybe", r"neither", r"unknown", r"uncertain", r"unclear", r"possibly"],
        }
    ),
    gold_aliases=_aliases(
        {
            "SUPPORTS": ["support", "supported", "entailment"],
            "REFUTES": ["refute", "refuted", "contradict", "contradicts", "contradiction"],
            "NOT ENOUGH INFO": ["not enough information", "nei", "noinfo", "not_enough_info", "neutral"],
        }
    ),
    aliases=("fever", "scifact", "fact-verification", "climate-fever", "vitaminc"),
)

CONTRACT_NLI = LabelSet(
    name="contract-nli",
    labels=("Entailment", "Contradiction", "NotMentioned"),
    strong=_terms(
        {
            "Entailment": [*_ENTAIL, *_SUPPORT, _IS_TRUE],
            "Contradiction": [*_CONTRA, *_REFUTE, _IS_FALSE],
            "NotMentioned": [
                r"not[\s_-]*mentioned",
                r"no\s+mention",
                r"never\s+mention(?:s|ed)?",
                r"(?:does\s+not|doesn't|do\s+not|don't|did\s+not|didn't)\s+(?:mention|address|cover|discuss|specify)",
                r"(?:is\s+)?silent\s+(?:on|about|regarding)",
                r"not\s+(?:addressed|covered|specified|stated|discussed)",
                r"neutral",
                r"undetermined",
                r"not\s+enough\s+info(?:rmation)?",
                r"no\s+(?:clause|provision)\s+(?:on|about|addressing|covering)",
            ],
        }
    ),
    weak=_terms({"Entailment": _YES, "Contradiction": _NO, "NotMentioned": [r"neither", r"unknown"]}),
    gold_aliases=_aliases(
        {
            "Entailment": ["entails", "entailed"],
            "Contradiction": ["contradicts", "contradictory"],
            "NotMentioned": ["not mentioned", "not_mentioned", "not-mentioned", "neutral"],
        }
    ),
    aliases=("contractnli", "contract-nli", "contract_nli"),
)

_MAYBE_STRONG = [
    r"inconclusive",
    r"it\s+depends",
    r"insufficient\s+(?:evidence|information|data)",
    r"not\s+enough\s+(?:evidence|information|data)",
    r"(?:cannot|can't|can\s+not)\s+be\s+determined",
    r"(?:cannot|can't|can\s+not)\s+(?:say|tell)\s+for\s+(?:sure|certain)",
    r"mixed\s+(?:evidence|results|findings)",
    r"yes\s+and\s+no",
    r"(?:is|are)\s+insufficient",
    r"either\s+way",
    r"(?:not\s+possible|impossible)\s+to\s+(?:say|tell|determine|conclude)",
]
_MAYBE_WEAK = [r"maybe", r"possibly", r"perhaps", r"uncertain", r"unclear", r"unknown", r"partially", r"partly"]

YES_NO_MAYBE = LabelSet(
    name="yes-no-maybe",
    labels=("yes", "no", "maybe"),
    strong=_terms({"maybe": _MAYBE_STRONG}),
    weak=_terms({"yes": [*_YES, r"supported"], "no": [*_NO, r"refuted"], "maybe": _MAYBE_WEAK}),
    gold_aliases=_aliases({"yes": ["true", "1", "y"], "no": ["false", "0", "n"], "maybe": ["unknown", "uncertain"]}),
    aliases=("pubmedqa", "pubmed-qa", "yesnomaybe", "yes/no/maybe"),
)

YES_NO = LabelSet(
    name="yes-no",
    labels=("yes", "no"),
    strong=YES_NO_MAYBE.strong,
    weak=YES_NO_MAYBE.weak,
    gold_aliases=_aliases({"yes": ["true", "1", "y"], "no": ["false", "0", "n"]}),
    aliases=("boolq", "yesno", "yes/no", "boolean"),
)

LABEL_SETS: dict[str, LabelSet] = {ls.name: ls for ls in (NLI, FEVER, CONTRACT_NLI, YES_NO_MAYBE, YES_NO)}
_BY_ALIAS: dict[str, LabelSet] = {_key(alias): ls for ls in LABEL_SETS.values() for alias in (ls.name, *ls.aliases)}


def resolve_label_set(spec: object) -> LabelSet:
    """A label set from a name (``mnli``, ``fever``, ``contract-nli``...) or a list of its labels.

    :raises ValueError: ``spec`` names no known label set.
    """
    if isinstance(spec, LabelSet):
        return spec
    if isinstance(spec, str):
        found = _BY_ALIAS.get(_key(spec))
        if found is not None:
            return found
    elif isinstance(spec, (list, tuple)) and spec:
        wanted = {_key(str(x)) for x in spec}
        for ls in LABEL_SETS.values():
            if {_key(x) for x in ls.labels} == wanted:
                return ls
        for ls in LABEL_SETS.values():
            if all(w in ls.gold_aliases for w in wanted):
                return ls
    known = ", ".join(sorted({*LABEL_SETS, *(a for ls in LABEL_SETS.values() for a in ls.aliases)}))
    raise ValueError(f"unknown label set {spec!r}; use one of: {known}, or a list of that set's labels")


def label_set_for_dataset(dataset: object) -> LabelSet | None:
    """The label set a dataset tag implies (``anli-r1`` -> nli, ``scifact`` -> fever), if any."""
    if not isinstance(dataset, str) or not dataset:
        return None
    name = dataset.casefold().rsplit("/", 1)[-1]
    key = _key(name)
    if key in _BY_ALIAS:
        return _BY_ALIAS[key]
    for alias, ls in sorted(_BY_ALIAS.items(), key=lambda kv: -len(kv[0])):
        if len(alias) >= 4 and key.startswith(alias):
            return ls
    return None


def infer_label_set(gold: object) -> LabelSet | None:
    """Guess the label set from a gold label alone (entailment -> nli, SUPPORTS -> fever...)."""
    if isinstance(gold, bool):
        return YES_NO
    key = _key(str(gold))
    if key in ("notmentioned",):
        return CONTRACT_NLI
    for ls in (NLI, FEVER, YES_NO_MAYBE):
        if key in ls.gold_aliases and not key.isdigit() and len(key) > 1:
            return ls
    return None
