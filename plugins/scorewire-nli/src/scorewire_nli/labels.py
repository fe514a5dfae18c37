"""Label sets of NLI and fact verification: canonical labels, the words that name them, gold spellings.

The machinery (:class:`~scorewire.extraction.LabelSet`: strong terms that name a label
anywhere, weak terms that name one only at a verdict position, gold spellings) and the
yes/no label sets live in :mod:`scorewire.extraction`, shared with every plugin that
reads verdicts; this module holds the NLI vocabulary: entailment/neutral/contradiction
(MNLI, SNLI, ANLI), SUPPORTS/REFUTES/NOT ENOUGH INFO (FEVER, SciFact) and
Entailment/Contradiction/NotMentioned (ContractNLI).
"""

from __future__ import annotations

from scorewire.extraction import NO_TERMS, SILENCE_TERMS, VERB_ECHOES, YES_NO, YES_NO_MAYBE, YES_TERMS, LabelSet
from scorewire.extraction import gold_aliases as _aliases
from scorewire.extraction import key as _key
from scorewire.extraction import terms as _terms

__all__ = [
    "LABEL_SETS",
    "LabelSet",
    "infer_label_set",
    "label_set_for_dataset",
    "resolve_label_set",
]

# (not the yes or no said with a question's own verb: an NLI or FEVER answer has no question verb to echo)
_YES = [term for term in YES_TERMS if term not in VERB_ECHOES]
_NO = [term for term in NO_TERMS if term not in VERB_ECHOES]
_CHECK = r"✓|✔|✅"
# the claim named and overturned in two words, at a verdict position: "Myth busted -", "Rumour dispelled."
_BUSTED = r"(?:myth|claim|rumou?r|legend|story|idea)s?\s+(?:busted|dispelled|exploded|debunked|disproven|overturned)"
_CROSS = r"✗|✘|❌"

# Fragments shared by several label sets.
_ENTAIL = [
    r"entail(?:ment|s|ed|ing)?",
    # (or with its source left unsaid, closing the clause: "So the hypothesis is a direct consequence.")
    r"(?:logical|necessary|direct)\s+consequence(?:\s+of|(?=\s*(?:[.;!]|$)))",
    # "The hypothesis follows directly: ...", "It follows." (not "follows from the fact that" + another claim)
    r"(?:follows|(?:does|did)\s+follow)(?:\s+(?:logically|directly|necessarily))?(?=\s*(?:[:.;,!]|$))",
    r"follows?\s+(?:logically\s+|directly\s+|necessarily\s+)?from",
    # (a manner or degree adverb between: "is clearly implied", "is strongly implied"; not "hardly", a denial)
    r"(?:is|are)(?:\s+(?!hardly\b|scarcely\b|barely\b)\w+ly)?\s+implied",
    r"definitely\s+true",
    r"must\s+be\s+true",
    r"necessarily\s+true",
]
# What the premise or evidence does to the claim, said with a verb: "the evidence backs this up", "the
# premise implying the hypothesis", "the passage bears it out"; "the article rules it out", "the premise
# precludes this" (the subject and the object named, so "this implies that ..." in running text is not one)
_EVIDENCE = r"(?:premise|evidence|passage|text|context|source|article|abstract|excerpt|contract|agreement|clause|provision|document|study|data)s?(?:\s+(?:\w+ly|itself))?"
# (not "that" opening a clause: "the premise implies that she left" says what, not whether)
# (or the claim's content named as a whole: "implies what the hypothesis states", "everything the claim says")
_CLAIM = (
    r"(?:it|this|that(?![ \t]+(?!out\b|up\b)\w)|them|the\s+(?:hypothesis|claim|statement|conclusion|second\s+sentence)|"
    r"(?:what|everything|all)\s+(?:that\s+)?the\s+(?:hypothesis|claim|statement|second\s+sentence)\s+"
    r"(?:says|states|claims|asserts|describes|reports|proposes))"
)
_UPHELD = (
    rf"(?:back(?:s|ing)\s+{_CLAIM}\s+up|bear(?:s|ing)\s+{_CLAIM}\s+out|(?:is|are|was)(?:\s+(?!hardly\b|scarcely\b|barely\b)\w+ly)?\s+borne\s+out|"
    rf"{_EVIDENCE}\s+(?:impl(?:ies|ying)|guarantee(?:s|ing)|establish(?:es|ing)|prov(?:es|ing)|necessitat(?:es|ing)|"
    rf"corroborat(?:es|ing)|substantiat(?:es|ing)|validat(?:es|ing)|"
    # (with the evidence as subject, a verb of upholding needs no particle: "the source backs the claim", "the
    # article bolsters this", "the data upholds the statement")
    rf"back(?:s|ing)|bolster(?:s|ing)|uphold(?:s|ing)|vindicat(?:es|ing))\s+{_CLAIM}(?!\s+(?:wrong|false|untrue|incorrect|up\b)))"
)
# (or a pronoun standing for the premise, with the claim named after it: "in fact it rules it out", "which
# excludes the hypothesis"; not "it rules out nothing")
_OVERTURNED = (
    rf"{_EVIDENCE}\s+(?:rul(?:es|ing)\s+(?:{_CLAIM}\s+)?out|preclud(?:es|ing)|exclud(?:es|ing)|negat(?:es|ing)|"
    rf"belie(?:s|ing)|falsif(?:ies|ying))(?:\s+{_CLAIM})?(?![\w-])|"
    rf"(?:it|this|that|which)\s+(?:rul(?:es|ed)\s+{_CLAIM}\s+out|(?:preclud|exclud|negat)(?:es|ed)\s+{_CLAIM}|falsifie[sd]\s+{_CLAIM})(?![\w-])"
)
# The hypothesis as the premise in other words: "a paraphrase", "Same meaning, restated.", "says the same thing",
# "describes exactly the same event in different words" (not "restating the question", a step of the answer)
_SAME = (
    r"paraphras(?:e|es|ed)|restate(?:s|d|ment)(?:\s+of)?|same\s+meaning|"
    r"(?:say|says|said|mean|means|describe|describes|state|states|express|expresses|report|reports)\s+"
    r"(?:exactly\s+|essentially\s+|basically\s+|just\s+|precisely\s+)?the\s+(?:very\s+)?same\s+"
    r"(?:thing|event|fact|situation|scene|claim|idea|content)s?"
)
_CONTRA = [
    r"contradict(?:ion|ions|s|ed|ing|ory)?",
    r"definitely\s+false",
    r"must\s+be\s+false",
    r"(?:cannot|can't|can\s+not)\s+(?:both\s+)?be\s+true",
    r"(?:inconsistent|incompatible)(?:\s+with)?",
    r"conflicts?\s+with",
    r"clash(?:es|ed)?",
    r"at\s+odds",
    r"mutually\s+exclusive",
    # the two opposed: "they're directly opposed", "the hypothesis says the exact opposite", "they are opposites"
    r"(?:directly|diametrically|flatly|completely|exactly)\s+oppos(?:ed|ite)|opposites|"
    r"(?:say|says|said|claim|claims|state|states|assert|asserts)\s+the\s+(?:exact\s+|very\s+|complete\s+)?opposite",
    # what the text reports called the opposite of what is claimed: "which is the opposite of falling"
    r"(?:is|was|(?:it|that|this|which)'s)\s+the\s+(?:exact\s+|very\s+|complete\s+|direct\s+)?(?:opposite|reverse)\s+of",
]
# (with the French "réfuté(e)": a verdict in the evidence's language)
_SUPPORT = [
    r"support(?:s|ed|ing)?",
    r"confirm(?:s|ed)|(?:corroborat|substantiat|validat)ed",
    r"verified",
    r"backed\s+up",
    _UPHELD,
]
_REFUTE = [
    r"refut(?:e|es|ed|ing|ation)",
    r"disprov(?:e|es|ed|en)",
    r"debunk(?:s|ed)?",
    r"réfut(?:é|ée|és|ées|e)",
    _OVERTURNED,
]
# Spanish, Portuguese and French verdicts: "respalda", "REFUTA", "La afirmación es falsa", "A afirmação é
# verdadeira", "L'affirmation est fausse" (one term per label: each term is one more alternative tried at
# every position of an answer)
_SUPPORT_OTHER = (
    r"(?:respalda|confirma|corrobora|apoya)(?:da|do)?|soutenue?|confirmée?|"
    r"(?:es|é|est)\s+(?:verdadera|verdadero|verdadeira|verdadeiro|vraie|correcta|correcto|exacte)"
)
_REFUTE_OTHER = (
    r"refuta(?:da|do)?|desmentid[ao]|"
    r"(?:es|é|est)\s+(?:falsa|falso|fausse|incorrecta|incorrecto|inexacte)"
)
# Too little information, in French, Spanish, Portuguese, Italian and German, at a verdict position:
# "informations insuffisantes", "información insuficiente", "pas assez d'informations", "nicht genug Informationen"
_TOO_LITTLE_OTHER = (
    r"informa(?:tions?|ci[óo]n|[çc][ãa]o|[çc][õo]es|zioni)\s+(?:insuffisantes?|insuficientes?|insufficienti)|"
    r"(?:pas\s+assez\s+d['’]|no\s+hay\s+suficiente\s+|nicht\s+genug\s+|unzureichende\s+)informa(?:tions?|ci[óo]n|tionen)"
)
# Verbs that establish a claim and verbs that overturn it, in any form ("verify", "confirmed", "proven").
_PRO = (
    r"(?:verif(?:y|ies|ied)|confirm(?:s|ed)?|prov(?:e|es|ed|en)|support(?:s|ed)?|establish(?:es|ed)?|"
    r"substantiat(?:e|es|ed)|back(?:s|ed)?\s+(?:\w+\s+)?up|corroborat(?:e|es|ed)|validat(?:e|es|ed))"
)
_CON = (
    r"(?:refut(?:e|es|ed)|den(?:y|ies|ied)|disprov(?:e|es|ed|en)|contradict(?:s|ed)?|reject(?:s|ed)?|"
    r"rul(?:e|es|ed)\s+(?:\w+\s+)?out|falsif(?:y|ies|ied)|debunk(?:s|ed)?|exclud(?:e|es|ed)|undermin(?:e|es|ed))"
)
# A word between a negation and "enough": not itself a negation or a joint of a list of labels.
_FILLER_WORD = r"(?!(?:not|no|nor|or|never)\b)\w+"
_UNDECIDED = [
    r"(?:cannot|can't|can\s+not|couldn't|could\s+not)\s+tell(?:\s+(?:from\s+(?:this|that|the\s+premise)|for\s+sure))?",
    r"(?:isn't|is\s+not|not)\s+(?:ruled\s+out|excluded)\s+either",
    r"not\s+enough\s+info(?:rmation)?",
    r"insufficient\s+(?:information|info|evidence)",
    r"not\s+enough\s+evidence",
    # (the words between are no second negation and no list joint: in "SUPPORTS, not NOT ENOUGH INFO" and
    # "X, not REFUTES or NOT ENOUGH INFO" the first "not" rules out the label named after it)
    rf"(?:not|\w+n't)\s+(?:{_FILLER_WORD}\s+){{0,3}}enough\s+(?:information|info|evidence|data|detail)",
    # "I don't think we have enough to judge the claim"
    rf"(?:not|\w+n't)\s+(?:{_FILLER_WORD}\s+){{0,3}}enough\s+to\s+(?:judge|decide|tell|say|conclude|verify|go\s+on)",
    r"(?:no|not|\w+n't)\s+(?:\w+\s+){0,3}?for\s+or\s+against",
    r"no\s+evidence\s+either\s+way",
    r"(?:no|nothing)\s+\w+\s+either\s+way",
    # (not a lead "either way" that opens a clause, set off by a comma or followed by its subject: "either way
    # the Pacific is deeper", "Either way, it's false" - whichever case holds, the clause after it does)
    r"either\s+way(?!\s*,)(?!\s+(?:the|it|this|that|these|those|they|he|she|we|you|i|there|its|their|his|her|both|each|all|one)\b)",
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
    # unable to settle it either way: "we can't verify or refute this", "I can't confirm or deny it",
    # "neither confirmed nor ruled out", "unable to prove or disprove", "neither backed up nor contradicted"
    rf"(?:(?:cannot|can't|can\s+not|couldn't|could\s+not|unable\s+to|no\s+way\s+to|impossible\s+to)\s+(?:\w+\s+){{0,3}}?|neither\s+)"
    rf"(?:{_PRO}\s+(?:\w+\s+)?(?:or|nor)\s+(?:be\s+)?{_CON}|{_CON}\s+(?:\w+\s+)?(?:or|nor)\s+(?:be\s+)?{_PRO}|"
    r"rul(?:e|ed)\s+(?:\w+\s+)?in\s+or\s+out)",
]
# The hypothesis judged true or false, named or restated in a clause of its own: "The claim is false.", "the
# claim that at least one student passed is false", "So the claim that it's the hottest is wrong." (the clause
# stays in its sentence and is short), said to get a detail wrong: "The claim gets the year wrong.", or said to
# agree with the text: "The claim matches the evidence exactly.", "the hypothesis lines up with the premise"
# (not "is consistent with": what the premise leaves possible is no entailment; "has to be" is "must be": "Given the
# premise, the hypothesis has to be false.")
_RESTATED = r"(?:\s+that\s+[^.;!?\n]{1,80}?)?"
_JUDGED = (
    r"\s+(?:is|would\s+be|must\s+be|has\s+to\s+be|(?:seems|appears|turns\s+out|proves)(?:\s+to\s+be)?)\s+"
    r"(?:definitely\s+|clearly\s+|certainly\s+|simply\s+|just\s+|plainly\s+|therefore\s+|thus\s+|then\s+)?"
)
_IS_TRUE = (
    rf"(?:hypothesis|claim|statement){_RESTATED}{_JUDGED}(?:true|correct|accurate|right|valid)(?![\w-])|"
    r"(?:hypothesis|claim|statement)\s+(?:(?:exactly|directly|fully|perfectly)\s+)?(?:matches|agrees\s+with|lines\s+up\s+with|"
    r"accords\s+with|squares\s+with|corresponds\s+to|mirrors|tallies\s+with)\s+(?:what\s+)?(?:the\s+)?"
    r"(?:premise|evidence|passage|text|source|article)\b"
)
_IS_FALSE = (
    rf"(?:hypothesis|claim|statement){_RESTATED}{_JUDGED}(?:false|incorrect|inaccurate|wrong|mistaken|untrue|invalid)(?![\w-])|"
    r"(?:hypothesis|claim|statement)\s+(?:gets|got|has|had)\s+(?!(?:nothing|none|no|little)\b)(?:the\s+|its\s+)?(?:[\w'-]+\s+){1,4}?wrong\b"
)
NLI = LabelSet(
    name="nli",
    labels=("entailment", "neutral", "contradiction"),
    strong=_terms(
        {
            "entailment": [*_ENTAIL, *_SUPPORT, _IS_TRUE, _SAME],
            "contradiction": [*_CONTRA, *_REFUTE, _IS_FALSE],
            "neutral": [
                r"neutral",
                *_UNDECIDED,
                r"(?:might|may|could)\s+(?:well\s+)?be\s+true",
                r"possibly\s+true",
                r"maybe\s+true",
                r"not\s+necessarily\s+(?:true|false)",
                # (or undeterminable in one word or negated apart, as in FEVER: "Not determinable from the premise.",
                # "indeterminable", "unverifiable"; the word itself, not "determined", a step of the reasoning)
                r"unrelated|(?:un|in|not\s+|non-?)(?:verifiable|determinable)",
                r"not\s+(?:mentioned|stated|addressed)\s+(?:in|by)\s+the\s+premise",
            ],
        }
    ),
    weak=_terms(
        {
            # (and the labels in Japanese and Chinese: "ニュートラル（中立）です。", "矛盾。")
            # (and in Spanish, Portuguese, French at a verdict position: "Veredicto: contradicción."; weak
            # terms, tried only there, cost less than strong ones tried at every position)
            # (and French, Italian, German: "Neutre.", "Contraddizione -", "Implication :"; a check or a cross
            # closing the answer: "Stated verbatim in the evidence. ✓")
            "entailment": [
                *_YES,
                r"含意(?:です)?",
                r"蕴[含涵]|推出",
                # (the other names of the label: German "Folgerung", Spanish "vinculación", Portuguese
                # "acarretamento", Russian "следование")
                _SUPPORT_OTHER + r"|implica(?:ci[óo]n|[çc][ãa]o)|implica(?:tion|zione)|implikation|folgerung|"
                r"vinculaci[óo]n|acarretamento|следование",
                _CHECK,
            ],
            "contradiction": [
                *_NO,
                _BUSTED,
                r"contra",
                r"矛盾(?:です)?",
                _REFUTE_OTHER + r"|contradi(?:cci[óo]n|[çc][ãa]o)|contraddizione|widerspruch|противоречие",
                _CROSS,
            ],
            "neutral": [
                *"maybe neither unknown uncertain unclear possibly undecidable 中立".split(),
                r"ニュートラル(?:です)?",
                r"neutr(?:e|o|a|ale)|нейтральн(?:о|ое|ый)",
                _TOO_LITTLE_OTHER,
            ],
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
    fallback=tuple((term, "neutral") for term in SILENCE_TERMS),
)

FEVER = LabelSet(
    name="fever",
    labels=("SUPPORTS", "REFUTES", "NOT ENOUGH INFO"),
    strong=_terms(
        {
            "SUPPORTS": [*_SUPPORT, *_ENTAIL, _IS_TRUE, _SUPPORT_OTHER, _SAME],
            "REFUTES": [*_REFUTE, *_CONTRA, _IS_FALSE, _REFUTE_OTHER, r"false\s+claim"],
            "NOT ENOUGH INFO": [
                *_UNDECIDED,
                r"not[\s_-]*enough[\s_-]*info",
                r"nei",
                r"neutral",
                # (or the same word negated apart: "not verifiable here", "not determinable from the text")
                r"(?:un|not\s+|non-?)(?:verifiable|determinable)",
                # (the claim left unchecked by the evidence: "unverified by this evidence", "still unconfirmed")
                r"un(?:verified|confirmed|proven|substantiated|established)",
                r"inconclusive",
                r"(?:cannot|can't|can\s+not)\s+be\s+(?:proven|proved)",
            ],
        }
    ),
    weak=_terms(
        {
            "SUPPORTS": [*_YES, _CHECK],
            "REFUTES": [*_NO, _CROSS, _BUSTED],
            "NOT ENOUGH INFO": [
                r"maybe",
                r"neither",
                r"unknown",
                r"uncertain",
                r"unclear",
                r"possibly",
                _TOO_LITTLE_OTHER,
            ],
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
    fallback=tuple((term, "NOT ENOUGH INFO") for term in SILENCE_TERMS),
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
    fallback=tuple((term, "NotMentioned") for term in SILENCE_TERMS),
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
