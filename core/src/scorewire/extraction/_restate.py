"""A yes/no verdict given only by restating the question, affirmed or negated.

"Does the moon have its own light?" - "The moon doesn't produce its own light." commits to
no without a yes/no word; "Are whales mammals?" - "Whales are mammals." commits to yes. This
fallback is used only when the answer names no yes/no word at all and the question is known:

1. The question's proposition: an auxiliary-inversion question ("Is/Does/Can/Has ... ?",
   after an optional "Is it true that") gives its content words, lightly stemmed, grouped
   into units (a run of capitalised words - "Nikola Tesla" - is one unit, covered by any of
   its words); the first unit is the subject, unless the question's subject is a pronoun.
2. The sentence that restates it: the last concluding sentence or clause ("So ...",
   "Therefore ...", "..., so ...") that shares a content word with the question, else the
   sentence whose main clause covers the subject (or opens with a pronoun standing for it)
   and at least three quarters of the units, the most covered first, earliest on a tie.
   The main clause ends at a comma, colon, dash or bracket, unless what follows is a
   negated apposition ("Quebec is a province, not a country").
3. Its polarity: an odd number of negations (not, n't, no, never, none, neither, nor, no
   longer, no such, cannot) in that clause is no, else yes. A clause that hedges (might,
   may, perhaps, probably, depends, if, unclear), asks a question, or is only reported
   ("people think", "the claim is") commits to nothing.

"There is no such requirement." after "Is the Pope required to be Italian?" is the same
class: "no such <content word of the question>" is a no.

The proposition may also be restated in other words:

- an **antonym** of one of its words counts as that word, negated: a comparative or
  superlative of the opposite sense ("Is the river longer ...?" - "It is the shorter of the
  two."), an adjective with a negative prefix added or removed ("rational" / "irrational",
  "illegal" / "legal"), a few fixed pairs ("even" / "odd", "active" / "extinct");
- a **short predicate**: "It's prime.", "Zero is even.", "It isn't illegal." - the subject
  (or a pronoun) and one word of the question's predicate (or its antonym) after the verb;
- a **comparison** kept to its subject and comparative: "Is A larger than B?" - "A is
  slightly smaller.";
- a **different value**: "Is a dozen 13?" - "A dozen is 12." (every other content word
  restated, one other number, the question's number not compared: "more than 40" is not
  restated by "42") or a bare value opening the answer ("Six, like ...");
- **negated alternatives** and then the question's own term: "Not in Lyon, not in Nice - it is
  in Paris." is a yes for "Is it in Paris?"; "Not Paris - Lyon." negates the question's term;
- a question that is itself negated ("Is there no ...?", "Are cats unable to ...?") flips the
  polarity: restating the negation is a yes.

A capitalised run of two or more words also counts as its initials ("European Union", "EU");
a word of the question covered only by the subject's own name ("the Leaning Tower" for
"still leaning") does not count twice; a concessive opening ("Although ...,", "Despite ...,")
is not the main clause.

Everything is linear in the length of the answer (sentences are read once; units are few).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .._lazy import lazy_compile
from ._operands import other_subject
from ._text import word_key

_AUX = (
    "is|are|was|were|am|do|does|did|can|could|has|have|had|will|would|should|shall|may|might|must|"
    "isn't|aren't|wasn't|weren't|don't|doesn't|didn't|can't|couldn't|hasn't|haven't|won't|wouldn't|shouldn't"
)
_QUESTION = lazy_compile(
    r"^\W*(?:(?:so|and|but|okay|ok|well|tell\s+me)\W+)?(?:(?:is|was)\s+it\s+(?:true|correct|the\s+case)\s+that\s+|"
    rf"(?:do|does)\s+(?:anyone|you)\s+know\s+(?:if|whether)\s+)?(?P<aux>{_AUX})\b(?P<rest>[^?]*)\?",
    re.IGNORECASE,
)
# (an ordinal numeral is one word: "44th", "3rd")
_WORD = lazy_compile(r"[A-Za-z][A-Za-z']*|\d+(?:st|nd|rd|th)\b|\d+(?:[.,]\d+)*")
_STOP = frozenset(
    """a an the of in on at to for from by with as into onto about over under than then that this these those
    it its it's they them their there he she his her him we you your our i me my one ones is are was were be
    been being am do does did done can could has have had having will would should shall may might must and or
    but if so not no any anyone anything anybody some someone ever still yet now today currently really actually
    truly generally usually typically always often ever also just only very much more most less least all every
    each both either neither own such what which who whom whose when where why how able true correct case
    indeed after before during through throughout like up down out off between among within across along
    around behind beyond near since until upon via per rather instead """.split()
)
# "only" and "all" carry the proposition ("the only planet", "all prime numbers")
_KEEP = frozenset({"only", "all", "every", "own"})
_PRONOUN_OPENING = lazy_compile(r"\W*(?:it|they|he|she|this|that)(?:'s|'re|\b)", re.IGNORECASE)
_SUBJECT_PRONOUNS = frozenset(
    {"it", "you", "i", "we", "they", "he", "she", "there", "this", "that", "anyone", "anything"}
)
# a sentence ends at ., ! or ? before a blank or the end ("U.S." and "3.5" do not end one)
_SENTENCE = lazy_compile(r"(?:[^.!?\n]|[.!?](?=[^\s.!?]))+(?:[.!?]+|$)")
_BROKEN_OFF = lazy_compile(r"([A-Za-z']+)\s*(?:\.{3,}|…)\s*$")


def _unpunctuated_reply(sentences: list[str]) -> bool:
    """ "zero is even", "lima is the capital, not cusco": a whole reply of one short sentence (ten words at most)
    written without a closing stop, ending on a word that can end a clause (no article, preposition, pronoun,
    auxiliary or conjunction, nor a word announcing a name, "called") and holding no dependent clause, is complete;
    a longer reply, one ending on such a word ("... because it", "... and the", "a moon called") or one with a
    dependent clause ("Six, if you count"), may have been cut off."""
    if len(sentences) != 1:
        return False
    words = _WORD.findall(sentences[0])
    return (
        2 < len(words) <= 10
        and words[-1].isalpha()
        and words[-1].lower() not in _STOP
        and words[-1].lower() not in _NAMING_WORDS
        and _SUBORDINATORS.isdisjoint(w.lower() for w in words)
    )


# a clause that leans on another, which a short reply may have been cut off before finishing ("Six, if you count")
_SUBORDINATORS = frozenset(
    {"if", "unless", "when", "whenever", "because", "since", "although", "though", "while", "whereas", "until"}
)


# words that announce a name still to come: "... one small moon called", "a lake known"
_NAMING_WORDS = frozenset({"called", "named", "known", "titled", "dubbed", "termed", "nicknamed", "including"})


def _broken_off(sentence: str) -> bool:
    """ "The UK is...", "It has about…": a sentence broken off after a word that cannot end a clause."""
    if not sentence.endswith(("...", "…")):
        return False
    m = _BROKEN_OFF.search(sentence[-40:])
    return m is not None and m.group(1).lower() in _STOP


_CONCLUSION = lazy_compile(
    r"^\W*(?:so|therefore|thus|hence|consequently|in\s+short|in\s+summary|in\s+other\s+words|overall)\b,?\s*",
    re.IGNORECASE,
)
_INNER_CONCLUSION = lazy_compile(r"[,;]\s*(?:so|therefore|thus|hence)\s+", re.IGNORECASE)
_BRACKETS = lazy_compile(r"\([^()]*\)|\[[^\[\]]*\]")
_CLAUSE_BREAK = lazy_compile(r"\s*(?:[,;:—–(]|\s-\s)\s*")
_NEGATED_APPOSITION = lazy_compile(r"(?:and\s+|but\s+)?(?:not|never|nor)\b", re.IGNORECASE)
_NOT_NEGATION = lazy_compile(r"\b(?:no\s+doubt|not\s+only|no\s+question|not\s+just|no\s+wonder)\b", re.IGNORECASE)
_NEGATION = lazy_compile(
    r"\b(?:not|no|never|none|neither|nor|nobody|nothing|nowhere|cannot|no\s+longer)\b|n't\b", re.IGNORECASE
)
# Rarer negations, searched only when one of their words occurs: "unable", "X rather than Y",
# "instead of", "zero moons".
_NEGATION_MORE = lazy_compile(
    r"\b(?:unable|rather\s+than|instead\s+of|zero(?=\s+(?!is\b|was\b|has\b|does\b)[a-z]{2,}s\b)|"
    # "too heavy to fly", "far too cold to swim": the degree rules the verb after it out
    r"too\s+(?!many\b|much\b|few\b|little\b)[a-z]+\s+(?:for\s+(?:[a-z]+\s+){1,3})?to(?=\s+[a-z]))\b",
    re.IGNORECASE,
)
_NEGATION_MORE_WORDS = ("unable", "rather", "instead", "zero", "too ")
_HEDGE = lazy_compile(
    r"\b(?:might|may|maybe|perhaps|possibly|probably|likely|unlikely|unclear|unknown|depends?|depending|if|whether|"
    r"unless|arguably|debated|debatable|dubious|questionable|disputed|contested|uncertain|not\s+(?:sure|certain)|hard\s+to\s+say)\b|\?",
    re.IGNORECASE,
)
_REPORTED = lazy_compile(
    r"\b(?:claim|myth|belief|believed|misconception|people\s+(?:think|say|believe)|it\s+(?:looks|seems|appears)|"
    r"often\s+(?:said|thought|claimed|remembered)|commonly\s+(?:said|thought|believed)|popular(?:ly)?|legend)\b",
    re.IGNORECASE,
)
# A mistaken identity or a name, not a statement: searched only when one of its words occurs.
_REPORTED_MORE = lazy_compile(
    r"\b(?:mistaken(?:ly)?\s+(?:for|as)|confused\s+with|nickname[ds]?|so[\s-]called)\b", re.IGNORECASE
)
_REPORTED_MORE_WORDS = ("mistaken", "confused", "nickname", "called")


def _negations(text: str) -> int:
    """How many negations ``text`` holds ("no doubt", "not only" are none)."""
    text = _NOT_NEGATION.sub(" ", text)
    found = _NEGATION.findall(text)
    count = len(found)
    if count > 1:
        # "neither even nor odd" denies each once: one negation, not two
        words = [w.lower() for w in found]
        count -= min(words.count("neither"), words.count("nor"))
    low = text.lower()
    if any(word in low for word in _NEGATION_MORE_WORDS):
        count += len(_NEGATION_MORE.findall(text))
    return count


def _is_reported(text: str) -> bool:
    if _REPORTED.search(text):
        return True
    low = text.lower()
    return any(word in low for word in _REPORTED_MORE_WORDS) and _REPORTED_MORE.search(text) is not None


# an answer that declines or sends the asker elsewhere restates nothing
_DECLINES = lazy_compile(
    r"\b(?:i\s*(?:(?:can't|cannot|won't|am\s+not\s+able|'m\s+not\s+able|am\s+unable|'m\s+unable)\s+(?:to\s+)?"
    r"(?:advise|provide|give|offer|answer|say|tell|comment|help|confirm|verify)|"
    # the speaker has no way to know: "I don't have access to current records", "I have no way of checking"
    r"(?:don't|do\s+not)\s+have\s+(?:any\s+)?(?:access|real-time|up-to-date|current|live)|have\s+no\s+way\s+(?:of|to))|"
    r"not\s+(?:able|in\s+a\s+position)\s+to\s+(?:advise|provide|give)|"
    r"(?:please\s+)?(?:check|consult|ask|talk)\s+(?:with\s+)?(?:your|a|an)\s+(?:\w+\s+){0,2}"
    r"(?:vet|veterinarian|doctor|physician|lawyer|attorney|pharmacist|professional|expert|agency)|"
    r"i'm\s+not\s+a\s+(?:vet|veterinarian|doctor|physician|lawyer|attorney|pharmacist|professional|expert))\b",
    re.IGNORECASE,
)
_NO_SUCH = lazy_compile(
    r"\b(?:there\s+(?:is|are|was|were)|there's)\s+no\s+such\s+(?:thing|things|person|place)\s+as\s+"
    r"(?P<what>(?:[\w'-]+\s+){0,4}[\w'-]+)|\b(?:there\s+(?:is|are|was|were)|there's)\s+no\s+such\s+([A-Za-z]+)",
    re.IGNORECASE,
)

# "Such functions exist.", "No such prime exists.", "Such triangles don't exist.": the existence of things of
# the kind the question describes ("such" takes the whole of its description, a negation in it included)
_SUCH_EXIST = lazy_compile(
    r"\b(?P<no>no\s+)?such\s+(?:an?\s+)?(?P<noun>[a-z]+)\s+(?:(?:really|indeed|certainly|do|does|did)\s+)?"
    r"(?P<neg>(?:do|does|did)\s+not\s+|(?:do|does|did)n't\s+|never\s+)?(?:exists?|existed)\b",
    re.IGNORECASE,
)


def _such_exist(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """``(verdict, sentence)`` for the reply's last sentence saying things of the question's kind exist or not."""
    for sentence in reversed(sentences[:200]):
        if "such" not in sentence.lower():
            continue
        m = _SUCH_EXIST.search(sentence)
        # (things of the question's subject: "such angles" is not "such triangles"; "Is there a largest prime?"
        # has its subject after "there")
        kind = q.stems if q.words[:1] and q.words[0].lower() == "there" else q.units[0]
        if m is None or _stem(m.group("noun")) not in kind:
            continue
        if _HEDGE.search(sentence) or _is_reported(sentence):
            return None
        denials = (m.group("no") is not None) + (m.group("neg") is not None)
        return ("no" if denials % 2 else "yes"), sentence
    return None


_NUMBER_WORDS = {
    word: str(i) for i, word in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split())
}
_NUMBER_WORDS.update({"zer": "0", "thre": "3", "fiv": "5", "nin": "9", "twelv": "12"})  # after the final "e" is dropped


# Irregular past forms of verbs -> the base form, so "Did it sink?" is restated by "It sank." (forms that are
# also common words of another sense, "left", "found", "saw", "rose", "felt", "led", "given", "spoke", are left out)
_IRREGULAR_PAST = {
    past: base
    for base, forms in (
        ("sink", "sank sunk"),
        ("fall", "fell fallen"),
        ("win", "won"),
        ("begin", "began begun"),
        ("write", "wrote written"),
        ("run", "ran"),
        ("swim", "swam swum"),
        ("fly", "flew flown"),
        ("drive", "drove driven"),
        ("break", "broke broken"),
        ("choose", "chose chosen"),
        ("freeze", "froze frozen"),
        ("grow", "grew grown"),
        ("throw", "threw thrown"),
        ("draw", "drew drawn"),
        ("sing", "sang sung"),
        ("steal", "stole stolen"),
        ("teach", "taught"),
        ("catch", "caught"),
        ("buy", "bought"),
        ("bring", "brought"),
        ("think", "thought"),
        ("fight", "fought"),
        ("build", "built"),
        ("send", "sent"),
        ("spend", "spent"),
        ("hold", "held"),
        ("tell", "told"),
        ("sell", "sold"),
        ("become", "became"),
        ("come", "came"),
        ("give", "gave"),
        ("take", "took"),
        ("eat", "ate eaten"),
        ("go", "went"),
    )
    for past in forms.split()
}


@lru_cache(maxsize=8192)
def _stem(word: str) -> str:
    w = word.lower().replace("\u2019", "'")
    w = _IRREGULAR_PAST.get(w, w)
    if w.endswith("'s"):
        w = w[:-2]
    w = w.rstrip("'")
    if "less" in w and len(w) >= 8:
        privative = _PRIVATIVE.fullmatch(w)
        if privative is not None:
            # "stateless", "powerless": the suffix that denies the root is kept past the five letters the stem is
            # cut to ("stateless" is no "stateful", nor "state"); "-ly" and "-ness" after it make the same word
            return privative.group(1)[:5] + "~less"
    if len(w) > 4 and w.endswith("ies"):  # "berries" / "berry", "countries" / "country"
        w = w[:-3] + "y"
    elif len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    for suffix in ("ing", "ed"):
        if len(w) - len(suffix) >= 3 and w.endswith(suffix):
            w = w[: -len(suffix)]
            if len(w) >= 4 and w[-1] == w[-2] and w[-1] not in "lszaeiou":
                w = w[:-1]  # "capped" / "cap", "stopping" / "stop"
            break
    if len(w) > 3 and w.endswith("e"):  # "hike" / "hiking", "move" / "moved"
        w = w[:-1]
    return _NUMBER_WORDS.get(w, _QUANTIFIERS.get(w, w[:5]))


# a word of four letters or more ending in the privative "-less" ("-lessly", "-lessness"): its root
_PRIVATIVE = lazy_compile(r"([a-z]{4,})less(?:ly|ness)?")
_WEAKER = frozenset({"some", "most", "many", "few", "several"})
# the universal quantifiers are one word: "every mammal" restates "all mammals"
_QUANTIFIERS = {"every": "all", "each": "all"}


# Words of opposite sense (both directions are added): a restatement with one of them negates the word.
_OPPOSITES = (
    "taller shorter", "longer shorter", "larger smaller", "bigger smaller", "older younger", "older newer",
    "hotter colder", "warmer cooler", "hotter cooler", "warmer colder", "heavier lighter", "faster slower", "higher lower", "closer farther",
    "closer further", "nearer farther", "deeper shallower", "wider narrower", "thicker thinner",
    "stronger weaker", "richer poorer", "earlier later", "denser lighter", "cheaper dearer",
    "tallest shortest", "longest shortest", "largest smallest", "biggest smallest", "oldest youngest",
    "hottest coldest", "hottest coolest", "warmest coldest", "highest lowest", "closest farthest", "closest furthest", "deepest shallowest",
    "fastest slowest", "heaviest lightest", "wettest driest", "best worst", "first last",
    "even odd", "true false", "alive dead", "active extinct", "active dormant", "permanent temporary",
    "safe dangerous", "wet dry", "male female", "natural artificial", "present absent",
    "same different", "good bad", "static dynamic", "statically dynamically", "open closed",
    "legal banned", "allowed forbidden", "allowed banned", "success failure", "above below", "inside outside",
)  # fmt: skip
# Words of the same sense (each restates the others): degrees of size, speed and breadth.
_SYNONYMS = (
    "large big", "larger bigger greater", "largest biggest greatest", "small little", "smaller littler",
    "fast quick speedy", "faster quicker speedier", "fastest quickest speediest", "wide broad", "wider broader",
    "widest broadest",
)  # fmt: skip


@lru_cache(maxsize=1)
def _synonyms() -> dict[str, frozenset[str]]:
    table: dict[str, frozenset[str]] = {}
    for group in _SYNONYMS:
        words = group.split()
        for word in words:
            table[word] = frozenset(w for w in words if w != word)
    return table


_NEGATIVE_PREFIXES = ("un", "in", "im", "il", "ir", "non", "dis")
_ADJECTIVE_ENDINGS = ("al", "ble", "ive", "ent", "ant", "ar", "ic", "ous", "ful", "ite", "ure", "ct", "ed")


@lru_cache(maxsize=1)
def _opposites() -> dict[str, frozenset[str]]:
    table: dict[str, set[str]] = {}
    for pair in _OPPOSITES:
        a, b = pair.split()
        table.setdefault(a, set()).add(b)
        table.setdefault(b, set()).add(a)
    return {word: frozenset(words) for word, words in table.items()}


@lru_cache(maxsize=4096)
def _antonyms(word: str) -> frozenset[str]:
    """Words (lowercase, whole) of opposite sense to ``word``: fixed pairs and negative prefixes."""
    out = set(_opposites().get(word, ()))
    # ("-less" denies what "-ful" grants: "stateless" / "stateful", "powerless" / "powerful")
    if len(word) >= 7 and word.endswith(("less", "ful")):
        root = word[:-4] if word.endswith("less") else word[:-3]
        out.add(root + ("ful" if word.endswith("less") else "less"))
    # (negative prefixes make the opposite of adjectives: "rational", "legal", "possible", "active")
    if len(word) >= 5 and word.isalpha() and word.endswith(_ADJECTIVE_ENDINGS):
        out.update(prefix + word for prefix in _NEGATIVE_PREFIXES)
        for prefix in _NEGATIVE_PREFIXES:
            if word.startswith(prefix) and len(word) - len(prefix) >= 4:
                out.add(word[len(prefix) :])
    out.discard(word)
    return frozenset(out)


class _Question:
    """A yes/no question's proposition: content units, their antonyms, its number and comparative."""

    def __init__(self, rest: str) -> None:
        self.units: list[frozenset[str]] = []
        self.capital_units: set[int] = set()  # units from a run of capitalised words ("Great Wall")
        # a common noun that only classifies the name after it: "the province of Ontario", "the planet Mars"
        # (unit of the noun -> unit of the name)
        self.classifiers: dict[int, int] = {}
        self.definite: set[int] = set()  # units of a common noun right after "the" ("the capital")
        self.opposite: list[frozenset[str]] = []  # stems of each unit's antonyms
        words = _WORD.findall(rest)
        self.words = words
        self.lower_words = frozenset(w.lower() for w in words if len(w) >= 4)
        self.opposite_words = frozenset(a for w in self.lower_words for a in _antonyms(w))
        # the stem of each question word with a negative prefix put on it ("unsafe") -> the word's stem
        self.prefixed = {
            _stem(prefix + w): _stem(w) for w in self.lower_words if w.isalpha() for prefix in _NEGATIVE_PREFIXES
        }
        # ... and with "-less" put after it ("eyeless" for "eyes", "odorless" for "odor")
        self.prefixed.update({_stem(_stem(w) + "less"): _stem(w) for w in self.lower_words if w.isalpha()})
        self.ranks = _ranks(words)
        # the words the question's own denying words deny: "without spoiling", "sugar-free" (see _question_privations)
        low_rest = rest.lower()
        # (the stem of the denying word, the stems it denies)
        self.privated: tuple[tuple[str, frozenset[str]], ...] = ()
        if any(word in low_rest for word in _PRIVATION_WORDS):
            self.privated = tuple(
                (_stem(m.group().split()[0]), frozenset(_stem(w) for w in _WORD.findall(m.group("what"))))
                for m in _PRIVATION.finditer(rest)
            ) + tuple(("free", frozenset({_stem(m.group(1))})) for m in _FREE_OF.finditer(rest))
        self.pronoun_subject = bool(words) and words[0].lower() in _SUBJECT_PRONOUNS
        # a word of place before a level or boundary ("below sea level"; see _placing_replaced)
        self.placing = not _PLACING_ASKED.isdisjoint(w.lower() for w in words)
        # "Is there no ...?", "Are cats unable to ...?": the proposition itself is negated
        # ("... snapshots rather than diffs?" contrasts two things; it does not negate the question)
        self.negated = _negations(_CONTRASTED_IN_QUESTION.sub(" ", rest)) % 2 == 1
        self.numbers = [n for n in (_number(w) for w in words) if n is not None]
        # "more than 40", "over 1000": a compared number is not restated by another value
        compared = _COMPARED_NUMBER.search(rest)
        self.compared = compared is not None
        self.comparator = " ".join(compared.group(1).lower().split()) if compared is not None else ""
        self.approximate = self.comparator in _APPROXIMATE
        numeric = [i for i, w in enumerate(words) if _number(w) is not None]
        self.number_index = numeric[0] if len(numeric) == 1 else -1
        after = words[self.number_index + 1] if 0 <= self.number_index < len(words) - 1 else ""
        self.unit_word = _stem(after) if after and after.lower() not in _STOP and _number(after) is None else ""
        self.number_unit = -1
        self.comparative = -1
        run: list[str] = []
        previous = ""
        last = ""  # the word before, stop words included
        joined = False  # after "of" that follows a name: "the Great Wall of China" is one name
        for word in words:
            low = word.lower()
            before, last = last, low
            if joined:
                joined = False
                if word[0].isupper() and low not in _STOP:
                    run.append(word)
                    previous = low
                    continue
            if low == "of" and run:
                joined = True
                previous = low
                continue
            if low in _STOP and low not in _KEEP:
                self._close(run)
                run = []
                # (the word right before "than": "larger than", not "more than two")
                if low == "than" and self.units and self.comparative < 0 and previous not in _STOP:
                    self.comparative = len(self.units) - 1
                previous = low
                continue
            previous = low
            if word[0].isupper():
                run.append(word)
                continue
            self._close(run)
            run = []
            if _number(word) is not None:
                self.number_unit = len(self.units)
            if before == "the":
                self.definite.add(len(self.units))
            # (a word of the same sense restates it: "bigger" for "larger", "quickest" for "fastest")
            same = _synonyms().get(low, frozenset())
            self.units.append(frozenset({_stem(word), *map(_stem, same)}))
            # ("Are all X Y?" - "Only some X are Y.": a weaker quantifier denies the universal one)
            self.opposite.append(
                frozenset(map(_stem, _antonyms(low).union(*map(_antonyms, same))))
                | (frozenset(map(_stem, _WEAKER)) if low in ("all", "every") else frozenset())
            )
        self._close(run)
        self.stems = frozenset().union(*self.units) if self.units else frozenset()
        # units named only after the question's own "rather than" / "instead of" (the alternative it sets
        # aside: "... with paid workers rather than slaves?"), and the unit just before it (the one it asks about)
        self.contrasted: set[int] = set()
        self.preferred = -1
        cm = _CONTRASTED_IN_QUESTION.search(rest) if ("rather" in rest or "instead" in rest) else None
        if cm is not None:
            asked: set[str] = {_stem(w) for w in _WORD.findall(rest[: cm.start()])}
            aside: set[str] = set()
            for w in _WORD.findall(rest[cm.end() :]):  # the alternative: the words up to the next stop word
                if w.lower() in _STOP and aside:
                    break
                aside.add(_stem(w))
            self.contrasted = {i for i, u in enumerate(self.units) if u & aside and not u & asked}
            kept = [i for i, u in enumerate(self.units) if u & asked]
            self.preferred = kept[-1] if kept and self.contrasted else -1
        self.all_opposites = frozenset().union(*self.opposite) if self.opposite else frozenset()
        # a participle of place the reply may leave to the copula: "housed in the Louvre" - "is in the Louvre"
        # (unit -> the preposition the copula must take)
        self.linking: dict[int, str] = _linking_units(words, self.units, self.capital_units)
        self.members = _membership_units(words, self.units, self.capital_units) if "of" in words else {}
        rank_stems = {_stem(rank) for rank in self.ranks}
        self.rank_units = [i for i, unit in enumerate(self.units) if unit & rank_stems]
        for m in _CLASSIFIED_NAME.finditer(rest) if "the" in rest.lower() else ():
            noun, name = _stem(m.group(1)), _stem(m.group(2))
            at = [i for i, unit in enumerate(self.units) if noun in unit and i not in self.capital_units]
            named = [i for i in self.capital_units if name in self.units[i]]
            if at and named:
                self.classifiers[at[0]] = named[0]
        # ("the number pi", "the element gold": a noun of kind classifies the lowercase name after it)
        for m in _CLASSIFIED_COMMON.finditer(rest) if "the" in rest.lower() else ():
            noun, name = _stem(m.group(1)), _stem(m.group(2))
            at = [i for i, unit in enumerate(self.units) if noun in unit and i not in self.capital_units]
            named = [i for i, unit in enumerate(self.units) if name in unit and i not in self.capital_units]
            if at and named and named[0] == at[0] + 1 and at[0] not in self.classifiers:
                self.classifiers[at[0]] = named[0]
        # ("the number 0", "the year 1066": the noun classifies the numeral after it, which restates both)
        for m in _CLASSIFIED_NUMBER.finditer(rest) if self.number_unit >= 0 else ():
            noun = _stem(m.group(1))
            at = [i for i, unit in enumerate(self.units) if noun in unit and i != self.number_unit]
            if at:
                self.classifiers[at[0]] = self.number_unit

    def _close(self, run: list[str]) -> None:
        if not run:
            return
        stems = {_stem(word) for word in run}
        self.capital_units.add(len(self.units))
        if len(run) >= 2:  # "European Union" is also "EU"
            stems.add("".join(word[0] for word in run).lower())
        self.units.append(frozenset(stems))
        self.opposite.append(frozenset(map(_stem, _antonyms(run[0].lower()))) if len(run) == 1 else frozenset())


# A participle of place in the question's predicate, before its preposition, that a reply may leave to the
# copula: "located in Peru", "housed in the Louvre" - "It's in the Louvre.", "situated on the coast" - "It is on
# the coast." (the participle -> the prepositions it may take)
_LINKING_WORDS = frozenset({"located", "situated", "housed", "based"})
_LINKING_PLACES = frozenset({"in", "on", "at"})
# a noun of belonging before "of" and a name that a reply may leave to the copula and "in": "a member of the
# European Union" - "is in the EU", "part of NATO" - "isn't in NATO" (see _membership_units)
_MEMBERSHIP_WORDS = frozenset({"member", "part"})


def _membership_units(words: list[str], units: list[frozenset[str]], capitals: set[int]) -> dict[int, tuple[str, ...]]:
    """The units of the question's nouns of belonging (see _MEMBERSHIP_WORDS), each with the name after "of"."""
    out: dict[int, tuple[str, ...]] = {}
    for i, word in enumerate(words[:-2]):
        if word.lower() not in _MEMBERSHIP_WORDS or words[i + 1].lower() != "of":
            continue
        name: list[str] = []
        for after in words[i + 2 + (words[i + 2].lower() == "the") :]:
            if not after[:1].isupper():
                break
            name.append(after.lower())
        stem = _stem(word)
        at = [k for k, unit in enumerate(units) if stem in unit and k not in capitals]
        if at and name:
            out[at[0]] = tuple(name)
    return out


def _in_named(words: list[str], name: tuple[str, ...]) -> bool:
    """Whether ``words`` hold a copula, "in" and ``name`` (or its initials): "isn't in the EU", "is in NATO"."""
    lows = [w.lower() for w in words]
    initials = "".join(w[0] for w in name) if len(name) >= 2 else ""
    for j in _after_copula(lows, "in"):
        j += 1 + (j + 1 < len(lows) and lows[j + 1] == "the")
        if tuple(lows[j : j + len(name)]) == name or (initials and j < len(lows) and lows[j] == initials):
            return True
    return False


def _after_copula(lows: list[str], preposition: str) -> list[int]:
    """Where ``preposition`` stands right after a copula and any linking adverbs in the lowercased words
    ``lows`` ("is in", "isn't still in", "it's in"), each as its index."""
    out: list[int] = []
    for i, low in enumerate(lows):
        if low not in _COPULA_TOKENS:
            continue
        j = i + 1
        while j < len(lows) and lows[j] in _LINK_ADVERBS:
            j += 1
        if j < len(lows) and lows[j] == preposition:
            out.append(j)
    return out


_COPULA_TOKENS = frozenset("is are was were isn't aren't wasn't weren't it's that's he's she's they're s".split())
_LINK_ADVERBS = frozenset({"not", "still", "now", "currently", "actually", "indeed", "also", "today"})


def _linking_units(words: list[str], units: list[frozenset[str]], capitals: set[int]) -> dict[int, str]:
    """The units of the question's participles of place (see _LINKING_WORDS), each with its preposition."""
    out: dict[int, str] = {}
    for i, word in enumerate(words[:-1]):
        after = words[i + 1].lower()
        if word.lower() not in _LINKING_WORDS or after not in _LINKING_PLACES:
            continue
        stem = _stem(word)
        at = [k for k, unit in enumerate(units) if stem in unit and k not in capitals]
        if at:
            out[at[0]] = after
    return out


def _linked(words: list[str], preposition: str) -> bool:
    """Whether ``words`` hold a copula that takes ``preposition``: "is in", "isn't still in", "it's in"."""
    return bool(_after_copula([w.lower() for w in words], preposition))


_CLASSIFIED_NAME = lazy_compile(r"\b(?i:the)\s+([a-z]{3,})\s+(?:of\s+)?([A-Z][\w'-]*)")
# a noun of kind before a lowercase name it classifies: "the number pi", "the element gold", "the gas argon"
# (a closed list: most other nouns before a noun make a compound, "the river bank", "the city centre")
_CLASSIFIED_COMMON = lazy_compile(
    r"\b(?i:the)\s+(number|constant|element|metal|gas|mineral|compound|molecule|planet|moon|word|letter|"
    r"symbol|animal|species|bird|fish|insect|plant|tree|fruit|vegetable|language|disease|virus)\s+([a-z]+)\b"
)
_CLASSIFIED_NUMBER = lazy_compile(r"\b(?i:the)\s+(number|numeral|digit|integer|year|figure)\s+\d+\b", re.IGNORECASE)
_CONTRASTED_IN_QUESTION = lazy_compile(r"\b(?:rather\s+than|instead\s+of)\b", re.IGNORECASE)


@lru_cache(maxsize=1024)
def _question(rest: str) -> _Question:
    return _Question(rest)


_COMPARED_NUMBER = lazy_compile(
    r"\b(than|over|under|above|below|at\s+least|at\s+most|about|around|approximately|roughly|nearly|almost|"
    r"between|exceed|exceeds|up\s+to|before|after|since|until|within|beyond)\s+(?:[\w$£€-]+\s+){0,2}(?:\d|(?:one|two|three|four|five|six|seven|eight|nine|ten)\b)",
    re.IGNORECASE,
)


def _number(word: str) -> str | None:
    stem = _stem(word)
    return stem.replace(",", "") if stem[:1].isdigit() else None


def _coverage(q: _Question, words: list[str], subject_counted: bool = True) -> tuple[list[bool], int]:
    """Which of the question's units ``words`` cover, and how many only through an antonym."""
    stems = set(map(_stem, words))
    run: list[str] = []
    for word in (*words, ""):  # "the United States" also says "US"
        if word[:1].isupper() and word.lower() not in _STOP:
            run.append(word)
            continue
        if len(run) >= 2:
            stems.add("".join(w[0] for w in run).lower())
        run = []
    units = q.units
    covered = [not unit.isdisjoint(stems) for unit in units]
    if subject_counted and covered[0]:
        subject = units[0]
        for i in range(1, len(units)):
            shared = units[i] & stems if covered[i] else None
            if shared and shared <= subject and i not in q.capital_units:
                # "the Leaning Tower" covers the subject, not also "still leaning" (but "the Amazon is the
                # longest river" says "river" outside the name: a word not capitalised is no name's)
                all_stems = list(map(_stem, words))
                covered[i] = any(all_stems.count(stem) > 1 for stem in shared) or any(
                    w[:1].islower() and _stem(w) in shared for w in words
                )
    for i, name in q.classifiers.items():
        if not covered[i] and covered[name]:
            covered[i] = True  # "the province of Ontario" restated by "Ontario"
    for i, preposition in q.linking.items() if q.linking else ():
        if not covered[i] and _linked(words, preposition):
            covered[i] = True  # "housed in the Louvre" restated by "is in the Louvre" (see _LINKING_WORDS)
    for i, members_of in q.members.items() if q.members else ():
        if not covered[i] and _in_named(words, members_of):
            covered[i] = True  # "a member of the European Union" restated by "is in the EU" (see _MEMBERSHIP_WORDS)
    flips = 0
    unprefixed: set[str] | None = None
    for i, hit in enumerate(covered):
        if hit:
            continue
        if q.opposite[i] and not q.opposite[i].isdisjoint(stems):
            covered[i] = True
            flips += 1
            continue
        if unprefixed is None:
            unprefixed = {q.prefixed[stem] for stem in stems.intersection(q.prefixed)} if q.prefixed else set()
        if unprefixed and not units[i].isdisjoint(unprefixed):
            covered[i] = True  # "unsafe" for "safe", "unhealthy" for "healthy"
            flips += 1
    return covered, flips


# "a lake with no outlet": a negation inside a modifier of the noun, not of the clause
_WITH_NO = lazy_compile(r"\bwith\s+(?:no|zero)\s+(?:[a-z]+\s+)?([a-z]+)", re.IGNORECASE)


def _verdict_of(q: _Question, clause: str, flips: int) -> str | None:
    if "with" in clause:
        # ("a lake with no outlet" restates "a lake"; "a planet with no moons" denies "a planet with moons")
        clause = _WITH_NO.sub(lambda m: m.group() if _stem(m.group(1)) in q.stems else " ", clause)
    verdict = _polarity(clause)
    if verdict is None or _unasserted(q, clause):
        return None
    flips += _privations(q, clause) + _question_privations(q, clause) + _ruled_out(q, clause)
    if (flips + q.negated) % 2:
        verdict = "no" if verdict == "yes" else "yes"
    return verdict


# A verb of intent or attempt over an infinitive: the clause after it is planned, not asserted ("Apollo 13
# was meant to land on the Moon", "they hoped to reach the pole") - unless the question asks about that verb
_INTENT = lazy_compile(
    r"\b(?P<verb>intended|intends|meant|planned|plans|scheduled|supposed|hoped|hopes|aimed|aims|tried|tries|attempted|"
    r"attempts|set\s+out|wanted|wants|was\s+due|were\s+due|failed|fails)\s+to\s+[a-z]",
    re.IGNORECASE,
)


# advice to look the answer up, which asserts nothing of it: "I'd recommend checking the statutes of your state",
# "you should consult a doctor", "I suggest you verify it with the registry"
_REFERRED = lazy_compile(
    r"\b(?:(?:i|we)(?:'d|\s+would)?\s+(?:recommend|suggest|advise)|(?:you|one)\s+(?:should|might\s+want\s+to|may\s+want\s+to|"
    r"would\s+need\s+to|will\s+need\s+to|need\s+to)\s+(?:\w+ly\s+)?(?:check|consult|verify|look\s+up|ask|confirm))\b",
    re.IGNORECASE,
)
_REFERRED_KEYS = ("recommend", "suggest", "advise", "check", "consult", "verify", "look up", "confirm", "ask")


# a clause that says nobody knows the answer: "nobody can say for certain what ...", "no one really knows"
_UNKNOWN = lazy_compile(
    r"\b(?:nobody|no[\s-]one)\s+(?:(?:can|could)\s+(?:really\s+|ever\s+)?(?:say|tell|know|be\s+(?:sure|certain))|"
    r"(?:really\s+)?knows)\b",
    re.IGNORECASE,
)
_KNOWING_STEMS = frozenset({"know", "known", "say", "tell", "sure", "certa"})


def _unasserted(q: _Question, clause: str) -> bool:
    """Whether the clause puts the question's predicate under a verb of intent or attempt that the
    question does not ask about ("was meant to land" says nothing of whether it landed), only advises
    where to look the answer up ("I'd recommend checking the statutes of your state"), or says that nobody
    knows it ("nobody can say for certain where she was born": its negation is of the knowing, and asserts
    nothing of the proposition; unless the question asks about the knowing, "Is it known ...?")."""
    low = clause.lower()
    if any(key in low for key in _REFERRED_KEYS) and _REFERRED.search(clause) is not None:
        return True
    if ("nobody" in low or "one" in low) and _UNKNOWN.search(clause) is not None:
        return q.stems.isdisjoint(_KNOWING_STEMS)
    if " to " not in clause:
        return False
    m = _INTENT.search(clause)
    if m is None:
        return False
    verb = m.group("verb").split()[-1].lower()
    root = "try" if verb.startswith("tri") else verb[:4]  # ("tried" for "try", "planned" for "plan")
    return not any(stem.startswith(root) for stem in q.stems)


# A word that denies what follows it without a negation: "a planet without a single moon", "safe from
# sunburn", "free of gluten", "it stopped growing", "ceased to exist" (searched only when one of its words occurs)
_PRIVATION = lazy_compile(
    r"\b(?:without|free\s+(?:of|from)|safe\s+from|immune\s+to|devoid\s+of|lacks?|lacking|absent\s+from|"
    r"(?:stopped|stops|ceased|ceases|quit|quits|gave\s+up)(?=\s+(?:\w+ing|to)\b)|"
    # (what the subject had and lost: "Bolivia lost its coastline", "they have lost their teeth")
    r"(?:lost|loses|lose)\s+(?:its|their|his|her|our|your|my|all(?:\s+(?:its|their|of))?))\s+(?P<what>(?:[\w'-]+\s+){0,3}[\w'-]+)",
    re.IGNORECASE,
)
# the denying word after what it denies: "caffeine-free", "a smoke free zone" (not "free of", read above)
_FREE_OF = lazy_compile(r"\b([A-Za-z]{3,})(?:-|\s)free\b(?!\s+(?:of|from)\b)", re.IGNORECASE)
_PRIVATION_WORDS = (
    "without",
    "free",
    "safe",
    "immune",
    "devoid",
    "lack",
    "absent",
    "stop",
    "cease",
    "quit",
    "gave",
    "lose",
    "lost",
)


# What the clause predicates of the act it restates, ruling it out: "Castling out of check is illegal.", "Jaywalking
# is banned there.", "Dividing by zero is impossible." (after a copula, the act the clause's subject)
_RULED_OUT = lazy_compile(
    r"\b(?:is|are|was|were|be|been|it's|that's)(?:n't|\s+not)?\s+(?:(?!not\b)[a-z]+\s+)?"
    r"(?P<word>illegal|unlawful|forbidden|prohibited|banned|barred|outlawed|disallowed|impossible|not\s+(?:allowed|permitted))\b",
    re.IGNORECASE,
)


def _ruled_out(q: _Question, clause: str) -> int:
    """1 when the clause rules out the act it restates (a word of prohibition or impossibility after a copula that
    the question does not hold itself: "Is it impossible to ...?" - "It's impossible." affirms, see _own_predicate)."""
    m = _RULED_OUT.search(clause)
    if m is None:
        return 0
    word = m.group("word").lower()
    if word.startswith("not"):
        return 0  # (the "not" already counts as the clause's negation)
    stem = _stem(word)
    return 0 if stem in q.stems or stem in q.prefixed else 1  # ("impossible" for "possible": counted already)


def _privations(q: _Question, clause: str) -> int:
    """How many words in ``clause`` deny one of the question's own words after them ("without a single
    moon" for "Does Mercury have moons?"; "stopped growing" for "Are they still growing?")."""
    low = clause.lower()
    if not any(word in low for word in _PRIVATION_WORDS):
        return 0
    count = 0
    for m in _PRIVATION.finditer(clause):
        if _stem(m.group().split()[0]) in q.stems:
            continue  # the question's own word ("Did Spain lose its empire?" - "Spain lost its empire")
        what = {_stem(w) for w in _WORD.findall(m.group("what"))}
        if not what.isdisjoint(q.stems):
            count += 1
    if "free" in low and "free" not in q.stems:
        count += sum(_stem(m.group(1)) in q.stems for m in _FREE_OF.finditer(clause))
    return count


_DENIED_NOUN_PHRASE = lazy_compile(r"not\s+(?:just\s+|merely\s+)?(?:a|an|some|the|any|one|my|your|their|his|her)\s")


def denies_another_thing(evidence: str | None, question: str) -> bool:
    """Whether ``evidence``, a closing denial "not <phrase>" ("not some rare event"), denies a phrase of content
    words none of which the question holds (nor an opposite of one): a denial of something else."""
    low = (evidence or "").lower()
    if _DENIED_NOUN_PHRASE.match(low) is None:
        return False  # (a noun phrase denied; not "not even close", "not going to happen", "not in that sense")
    words = [w for w in _WORD.findall(low[4:]) if w.isalpha() and len(w) >= 3 and w not in _STOP]
    if len(words) < 2:
        return False  # ("not really", "not at all", "not close": a verdict word, not a phrase)
    m = _QUESTION.search(question.strip()[-2000:])
    if m is None:
        return False
    q = _question(m.group("rest"))
    stems = {_stem(w) for w in words}
    if stems & q.stems or stems & q.all_opposites or stems & set(q.prefixed):
        return False
    return not any(w.startswith(("un", "in", "im", "ir", "il", "non", "dis")) for w in words)


def denied_by_question(question: str, clause: str) -> bool:
    """Whether ``clause`` restates a word ``question`` itself denies ("Can honey last without spoiling?" -
    "it doesn't spoil"), which turns the clause's polarity round."""
    m = _QUESTION.search(question.strip()[-2000:])
    if m is None:
        return False
    return _question_privations(_question(m.group("rest")), clause) % 2 == 1


def _question_privations(q: _Question, clause: str) -> int:
    """How many of the question's own denying words ("Can honey last without spoiling?") deny words the
    clause restates: "honey doesn't spoil" answers it by negating what the question already denies."""
    if not q.privated:
        return 0
    said = {_stem(w) for w in _WORD.findall(clause)}
    # (a clause with the same denying word keeps it: "You can survive without a spleen." - see _privations)
    return sum(word not in said and not what.isdisjoint(said) for word, what in q.privated)


_STOPPED = lazy_compile(r"\b(?:stopped|stops|ceased|ceases|quit|quits)\s+(?:to\s+)?([a-z]+)", re.IGNORECASE)


def _stopped(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "Are the Himalayas still growing taller?" - "The Himalayas stopped growing.": the subject and the
    question's verb after a verb that ends it (counted by :func:`_privations`)."""
    for sentence in sentences[:3]:
        clause = _main_clause(sentence)
        m = _STOPPED.search(clause)
        if m is None or _stem(m.group(1)) not in q.stems:
            continue
        head = _WORD.findall(clause[: m.start()])
        if not head or not (_direct(q, head)[0] or _PRONOUN_OPENING.match(clause)):
            continue
        verdict = _verdict_of(q, clause, 0)
        if verdict is not None:
            return verdict, sentence
    return None


_AFFIRMED = lazy_compile(
    # (the marks before the subject exclude its own characters: with "\W*" a run of apostrophes went quadratic)
    r"[^\w'-]*(?P<subject>(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+(?P<aux>is|are|was|were|does|do|did|can|could|has|have|had|will|would)"
    r"(?P<neg>\s+not|n't)?\s+(?:indeed|certainly|definitely|undeniably|in\s+fact|truly)\b",
    re.IGNORECASE,
)


def _affirmed(q: _Question, aux: str, sentences: list[str]) -> tuple[str, str] | None:
    """ "Is Canberra the capital?" - "Canberra is indeed where the government sits.": the subject and the
    question's own auxiliary, affirmed by an adverb of certainty, whatever the predicate's words."""
    for sentence in sentences[:2]:
        clause = _main_clause(sentence)
        m = _AFFIRMED.match(clause)
        if m is None or m.group("aux").lower() != aux.rstrip("n't"):
            continue
        if not (_direct(q, _WORD.findall(m.group("subject")))[0] or _PRONOUN_OPENING.fullmatch(m.group("subject"))):
            continue
        if _HEDGE.search(clause) or _is_reported(clause):
            continue
        verdict = "no" if m.group("neg") else "yes"
        if q.negated:
            verdict = "no" if verdict == "yes" else "yes"
        return verdict, sentence
    return None


def _foil_only(q: _Question, clause: str) -> bool:
    """Whether a clause without "than" names only the other term of the question's comparison, by the words
    that tell the two terms apart ("Suez" of "the Panama Canal ... than the Suez Canal"): it says which of them
    has more of the quality (see _winner), it does not restate the question."""
    foil = q.comparative + 1
    # (the two terms the subject and the one after "than", the comparative right between them: not "Does
    # Australia have more kangaroos than people?", which compares two things the subject has)
    if q.comparative != 1 or foil >= len(q.units) or " than " in f" {clause.lower()} ":
        return False
    lowered = [w.lower() for w in q.words]
    at = lowered.index("than") if "than" in lowered else 0
    if at < 1 or not (lowered[at - 1].endswith("er") or lowered[at - 1] in ("better", "worse")):
        return False  # (an adjective in "-er" between the terms: "longer than", not "more kangaroos than")
    own, other = q.units[0] - q.units[foil], q.units[foil] - q.units[0]
    said = {_stem(w) for w in _WORD.findall(clause)}
    return bool(own) and bool(said & other) and not said & own


# the question's order in time: "older than", "earlier than", "before" (and, turned round, "younger", "after")
_EARLIER_WORDS = {"older": True, "earlier": True, "before": True, "younger": False, "newer": False, "later": False}
_EARLIER_WORDS.update({"after": False})
# a clause that puts one thing first in time: "X predates Y", "X came before Y", "X came first", "X was first"
_PRECEDES = lazy_compile(
    r"\b(?:pre-?dates?|pre-?dated|preceded|precedes|came\s+before|comes\s+before|(?:is|was|are|were)\s+(?:much\s+)?"
    r"(?:older|earlier)\s+than)\s+(?P<other>[^,;:.!?—–()]{1,60})|"
    r"\b(?:came|comes|was|were|is|went)\s+(?P<first>first)\b",
    re.IGNORECASE,
)
_PRECEDENCE_CUES = ("predate", "pre-date", "preced", "before", "first", "older", "earlier")


def _precedence(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """Which of the question's two terms the reply puts first in time: "Is Rome older than Athens?" -
    "Athens predates Rome." (no), "Was the book out in the US before the UK?" - "The UK came first." (no);
    the asked term first is a yes. The terms are the question's units on each side of "older than",
    "earlier than" or "before" ("younger", "later", "after" turn the verdict round); each is told apart
    by the words it does not share with the other. The reply's clause names one term before the verb and,
    for "X predates Y", the other after it; a hedged or negated clause says nothing."""
    lowered = [w.lower() for w in q.words]
    at = next((i for i, w in enumerate(lowered) if w in _EARLIER_WORDS), -1)
    if at < 1 or at + 1 >= len(lowered):
        return None
    earlier = _EARLIER_WORDS[lowered[at]]
    if lowered[at] != "before" and lowered[at] != "after" and lowered[at + 1] != "than":
        return None
    unit_of = [next((i for i, unit in enumerate(q.units) if _stem(w) in unit), -1) for w in q.words]
    a = next((unit_of[i] for i in range(at - 1, -1, -1) if unit_of[i] >= 0 and lowered[i] not in _STOP), -1)
    after = [i for i in range(at + 1, len(lowered)) if lowered[i] not in _STOP and lowered[i] != "than"]
    b = -1
    for i in after[:1]:
        stem = _stem(q.words[i])
        b = next((j for j, unit in enumerate(q.units) if stem in unit and j != a), -1)
    if a < 0 or b < 0 or a == b:
        return None
    own, other = q.units[a] - q.units[b], q.units[b] - q.units[a]
    for sentence in reversed(sentences[:50]):
        low = sentence.lower()
        if not any(cue in low for cue in _PRECEDENCE_CUES):
            continue
        m = _PRECEDES.search(sentence)
        if m is None:
            continue
        head = sentence[: m.start()]
        head = head[max(head.rfind(","), head.rfind(";"), head.rfind(":")) + 1 :]
        if _HEDGE.search(sentence) or _negations(head + m.group()):
            return None
        lead = {_stem(w) for w in _WORD.findall(head)[-4:]}
        lead |= {"".join(w[0] for w in _WORD.findall(head)[-3:] if w[:1].isupper()).lower()}
        said_own, said_other = bool(lead & own), bool(lead & other)
        if said_own == said_other:
            return None
        if m.group("other") is not None:
            rest = {_stem(w) for w in _WORD.findall(m.group("other"))}
            if not rest & (other if said_own else own):
                return None  # ("Athens predates the Roman Forum": the second term not the question's other one)
        verdict = "yes" if said_own == earlier else "no"
        return ("no" if verdict == "yes" else "yes") if q.negated else verdict, sentence
    return None


# the two terms of a comparison said to differ in nothing: "about the same", "no real difference", "equally salty"
_NO_DIFFERENCE = lazy_compile(
    r"\b(?:(?:about|roughly|nearly|essentially|basically|much|pretty\s+much|virtually|practically|more\s+or\s+less)\s+"
    r"(?:the\s+same|equal|identical)|(?:is|are|'s|'re)\s+(?:the\s+same|equal|identical)\b|"
    # (a difference denied between the two, "there's no real difference"; not an effect, "made no difference")
    r"(?:there(?:'s|\s+is|\s+was)\s+|^\W*)no\s+(?:real\s+|meaningful\s+|significant\s+|measurable\s+|appreciable\s+)?"
    r"difference|"
    r"neither\s+is\s+(?:\w+er|more\s+\w+)\b)",
    re.IGNORECASE,
)
_NO_DIFFERENCE_CUES = ("same", "equal", "identical", "difference", "neither")
# (a side named after it: "about the same, but slightly saltier", "roughly the same or bigger")
_COMPARED_AFTER = lazy_compile(
    r"\b(?:but|though|although|yet|slightly|marginally|a\s+bit|a\s+little|or\s+(?:\w+er|more|less))\b", re.IGNORECASE
)


def _no_difference(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "Is the Atlantic saltier than the Pacific?" - "Both have about the same salinity, so there's no meaningful
    difference.": a comparison of two terms ("-er than", "more ... than") answered by saying they do not differ is
    a no. Not when the sentence is negated before it ("It isn't the case that it made no difference") or hedged,
    or goes on to name a side ("about the same, but slightly saltier", "roughly the same or bigger"), nor for a
    question that compares a number ("more than 40")."""
    if q.comparative < 0 or q.compared:
        return None
    for sentence in sentences[:3]:
        low = sentence.lower()
        if not any(cue in low for cue in _NO_DIFFERENCE_CUES):
            continue
        m = _NO_DIFFERENCE.search(sentence)
        if m is None:
            continue
        before = sentence[: m.start()]
        if _HEDGE.search(sentence) or _negations(before) or _COMPARED_AFTER.search(sentence, m.end()) or "than" in low:
            return None
        return ("yes" if q.negated else "no"), sentence
    return None


# "X ≠ 5000", "5000 ≠ X": a value written unequal to another
_UNEQUAL = lazy_compile(r"(?P<left>[\w.,]+)\s*(?:≠|!=|=/=)\s*(?P<right>[\w.,]+)")


def _unequal(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "Is the sum of the first 100 integers equal to 5000?" - "Sum = 5050 ≠ 5000.": the value the question
    asks about (its last number) written after an unequal sign, another value before it: a no (not for a
    question that itself asks about inequality; "2 + 2 = 4 ≠ 5" for "equal to 4" puts another value after it)."""
    if not q.numbers or any(w.lower() in ("unequal", "differ", "different") for w in q.words):
        return None
    asked = q.numbers[-1]
    for sentence in sentences[:50]:
        if "≠" not in sentence and "=" not in sentence:
            continue
        for m in _UNEQUAL.finditer(sentence):
            left, right = _number(m.group("left").rstrip(".,")), _number(m.group("right").rstrip(".,"))
            if left is None or right is None or left == right:
                continue
            if right == asked:
                return ("yes" if q.negated else "no"), sentence
    return None


_IRREGULAR_COMPARATIVES = {"best": "better", "worst": "worse", "farthest": "farther", "furthest": "further"}


def _outranked(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "Is the Danube the longest river in Europe?" - "The Volga, though, is longer.": a superlative asked of the
    subject, and a clause whose subject is another name (capitalised, named nowhere in the question) said to have
    more of that quality (the superlative's comparative, "longer" for "longest"), with no "than" or a "than" before
    the question's own subject: the subject is not the one that ranks first, a no. Not when the clause is hedged,
    reported or negated, nor for a question that itself denies ("Is X not the longest?" turns it round)."""
    superlative = next((w.lower() for w in q.words if w.lower() in _SUPERLATIVES), None)
    if superlative is None or q.pronoun_subject:
        return None
    comparative = _IRREGULAR_COMPARATIVES.get(superlative, superlative[:-3] + "er")
    subject = q.units[0] & {_stem(w) for w in q.words}
    for sentence in sentences[:50]:
        low = sentence.lower()
        at = low.find(comparative)
        if at < 0:
            continue
        end = at + len(comparative)
        if (at and low[at - 1].isalpha()) or low[end : end + 1].isalpha():
            continue  # (the comparative a word of its own: not "enlarger", "longer-lived")
        clause = _INTERJECTION.sub(" ", sentence[:at])  # ("The Volga, though, is ...")
        if _HEDGE.search(sentence) or _is_reported(clause) or _negations(clause) or _negations(sentence[at:]):
            continue
        if _CLAUSE_JOIN.search(clause):
            continue  # (the name and the comparative in one clause: not "Mercury is closer, so you'd expect it hotter")
        words = _WORD.findall(clause)
        lead = words[1:] if words[:1] and words[0].lower() == "the" else words
        run = []
        for word in lead:
            if not word[:1].isupper() or word.lower() in _STOP or word.lower() in _SUBJECT_PRONOUNS or word[:2] == "I'":
                break
            run.append(word)
        if not run or {_stem(w) for w in run} & q.stems:
            continue  # (the clause opens with no new name: the subject, a term of the question, or a common word)
        tail = _WORD.findall(sentence[end:])
        if tail[:1] and tail[0].lower() == "than":
            than = tail[1:4]
            named = {_stem(w) for w in than}
            others = {_stem(w) for w in than if w[:1].isupper()} - q.units[0]
            if not ((named & subject and not others) or (than[:1] and than[0].lower() in ("it", "that", "this"))):
                continue  # ("The Volga is longer than the Ural": no word on the subject)
        elif not _CLAUSE_END.match(sentence, end):
            continue  # (a scope after it, "larger by volume", or a concession, "bigger, but it's saline")
        return ("yes" if q.negated else "no"), sentence
    return None


_INTERJECTION = lazy_compile(r",\s*(?:though|however|in\s+fact|by\s+contrast|meanwhile),", re.IGNORECASE)
_CLAUSE_JOIN = lazy_compile(
    r"[,;:—–()]|\s-\s|\b(?:so|because|since|which|expect|would|if|when|whether)\b|'d\b", re.IGNORECASE
)
_CLAUSE_END = lazy_compile(r"\s*(?:[.!]|$)")


def _namesake(q: _Question, words: list[str]) -> bool:
    """Whether ``words`` name the question's subject, a name of two words or more, only through a namesake:
    a run of capitalised words sharing a word with the name ("Mount", "Lake", "New") and adding one of its own,
    while the name's other words are said nowhere in the clause ("Mount Kenya" for "Mount Kilimanjaro",
    "Lake Michigan" for "Lake Superior"). Another thing of the same kind is named, not the subject."""
    subject = q.units[0] & {_stem(w) for w in q.words}  # (its words' stems, not its initials)
    if len(subject) < 2:
        return False
    stems = {_stem(w) for w in words}
    if not subject - stems:
        return False  # (the whole name said)
    run: list[str] = []
    for word in (*words, ""):
        if word[:1].isupper() and word.lower() not in _STOP:
            run.append(word)
            continue
        named = {_stem(w) for w in run}
        if len(run) >= 2 and named & subject and named - subject and not any(named <= unit for unit in q.units[1:]):
            return True  # (not another name of the question's own: "the Great Lakes" for "Lake Superior")
        run = []
    return False


def _swapped(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """A comparison restated with its two terms swapped round "than": the opposite verdict."""
    foil = q.comparative + 1
    if q.comparative < 0 or foil >= len(q.units):
        return None
    for sentence in sentences[:3]:
        clause = _main_clause(sentence)
        words = _WORD.findall(clause)
        if "than" not in words:
            continue
        at = words.index("than")
        before, after = _coverage(q, words[:at], subject_counted=False), _direct(q, words[at + 1 :])
        said, flips = before
        shared = q.units[0] & q.units[foil]
        if shared:
            # (a word both terms share, "Canal" of "the Panama Canal ... than the Suez Canal", names neither)
            own, other = q.units[0] - shared, q.units[foil] - shared
            lead, tail = {_stem(w) for w in words[:at]}, {_stem(w) for w in words[at + 1 :]}
            said, after = list(said), list(after)
            said[0], said[foil] = bool(lead & own), bool(lead & other)
            after[0], after[foil] = bool(tail & own), bool(tail & other)
        if said[0] or not said[foil] or not said[q.comparative] or not after[0] or after[foil]:
            continue
        verdict = _verdict_of(q, clause, flips)
        if verdict is not None:
            return ("no" if verdict == "yes" else "yes"), sentence
    return None


# what a reply says of one term of a comparison to name it the one that has more of the quality: a copula
# and up to four words of measure before the comparative ("is ~14x bigger", "was far older"), a verb of
# winning, or the name alone with a margin ("Russia by far.", "Earth, by a wide margin.")
_COPULA_WORD = frozenset({"is", "are", "was", "were", "s", "'s"})
_WINS = lazy_compile(
    r"(?:wins?|won|prevails?|prevailed|comes?\s+out\s+(?:ahead|on\s+top)|came\s+out\s+(?:ahead|on\s+top)|"
    r"takes?\s+it|took\s+it)\b",
    re.IGNORECASE,
)
_TERM_ALONE = lazy_compile(
    r"[\W_]*(?P<term>(?:[Tt]he\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}?)\s*(?:[,—–]\s*|\s-\s|\s)?"
    r"(?P<margin>(?:by|far|easily|clearly|comfortably|handily|hands\s+down)\b[^.!?]{0,60})?[\s.!*_]*"
)


_SETTING_PREPOSITIONS = frozenset({"in", "on", "at", "during", "under", "for", "with", "through", "over", "from"})


def _setting_winner(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "Do plants grow faster in summer than in winter?" - "Plants are quicker in summer." (yes), "They grow
    slower in summer." (no): the subject (or a pronoun), the question's comparative or its antonym, and one
    of the two settings; the last such sentence decides, a hedged, reported or negated one nothing."""
    setting, other = q.comparative, q.comparative + 1
    more, less = q.units[setting - 1], q.opposite[setting - 1]
    if setting < 2 or not less:
        return None  # (the unit before the first setting is a comparative with a known antonym: "faster")
    for sentence in reversed(sentences[-6:]):
        clause = _main_clause(sentence)
        if _HEDGE.search(clause) or _is_reported(clause) or _negations(clause):
            continue
        stems = {_stem(w) for w in _WORD.findall(clause)}
        if not (q.units[0] & stems or _PRONOUN_OPENING.match(clause)):
            continue
        raised, lowered = bool(more & stems), bool(less & stems)
        first, second = bool(q.units[setting] & stems), bool(q.units[other] & stems)
        if raised == lowered or first == second:
            continue
        affirmed = raised == first
        return ("yes" if affirmed != q.negated else "no"), sentence
    return None


def _winner(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "Is Greenland larger than Africa?" - "Africa is ~14x bigger.", "Russia by far.", "Venus wins.": a
    comparison of two named terms answered by naming which of them has more of the quality (the question's
    comparative, a word of its sense, or its antonym, which turns it round), not by restating "A than B".
    The subject as the winner affirms; the term after "than" denies. The last such sentence decides;
    a hedged, reported or negated one decides nothing."""
    foil = q.comparative + 1
    if q.comparative <= 0 or foil >= len(q.units):
        return None
    lows = [w.lower() for w in q.words]
    than = lows.index("than") if "than" in lows else -1
    if 0 <= than < len(lows) - 1 and lows[than + 1] in _SETTING_PREPOSITIONS:
        # "faster in water than in air": two settings of the subject compared, no term against another
        return _setting_winner(q, sentences)
    named = q.classifiers.get(foil)  # "than the game of Go": the noun and its name are one term
    terms = (q.units[0], q.units[foil] | (q.units[named] if named is not None else frozenset()))
    for sentence in reversed(sentences[-6:]):
        if _HEDGE.search(sentence) or _is_reported(sentence):
            continue
        # the main clause, or the one after "but" ("Estimates differ, but the Nile comes out ahead.")
        pieces = [_main_clause(sentence), *_CLAUSE_BREAK.split(_BRACKETS.sub(" ", sentence))[1:4]]
        for clause in reversed(pieces):
            verdict = _winning_clause(q, terms, sentence, _BUT_LEAD.sub("", clause))
            if verdict is not None:
                return verdict, sentence
    return None


_BUT_LEAD = lazy_compile(r"^\W*(?:but|yet|and|so|still|though)\s+", re.IGNORECASE)
_WIN_MARGIN = frozenset({"by", "far", "easily", "clearly", "comfortably", "handily", "hands"})


def _winning_clause(
    q: _Question, terms: tuple[frozenset[str], frozenset[str]], sentence: str, clause: str
) -> str | None:
    """The verdict of one clause naming the winner of the question's comparison (see _winner), or None."""
    words = _WORD.findall(clause)
    if not words or "than" in words or _negations(clause):
        return None
    lead = words[1:] if words[0].lower() == "the" else words
    stems = [_stem(w) for w in lead]
    # the term opening the clause: the longest run of words that all restate one term
    which = -1
    size = 0
    for index, unit in enumerate(terms):
        n = 0
        while n < len(stems) and n < 4 and stems[n] in unit:
            n += 1
        if n > size:
            which, size = index, n
    # (a word both terms share, "Canal" of "the Panama Canal ... than the Suez Canal", tells them apart no more)
    if which < 0 or (terms[1 - which] - terms[which]).intersection(stems[:size]):
        return None
    if not (terms[which] - terms[1 - which]).intersection(stems[:size]):
        return None
    rest = [w for w in lead[size:] if not (w.lower().endswith("ly") and w.lower() not in _WIN_MARGIN)]
    won: bool | None = None
    if not rest or rest[0].lower() in _WIN_MARGIN:
        # (a bare term is short: the bound keeps the pattern's runs of blanks from backtracking on padding)
        alone = _TERM_ALONE.fullmatch(sentence) if len(sentence) <= 160 else None
        if alone is not None and len(_WORD.findall(alone.group("term"))) <= size + 1:
            won = True  # "Russia by far.", "Earth, by a wide margin."
    elif rest[0].lower() in _COPULA_WORD:
        for word in rest[1:6]:
            if word.lower() in ("the", "most", "least") or word.lower().endswith("est"):
                break  # a superlative ranks the term among others ("the largest island"), not against the other term
            stem = _stem(word)
            if stem in q.units[q.comparative]:
                won = True
                break
            if stem in q.opposite[q.comparative]:
                won = False
                break
    elif _WINS.match(" ".join(rest[:4])):
        won = True
    if won is None:
        return None
    affirmed = won == (which == 0)
    return "yes" if affirmed != q.negated else "no"


# (a comparative of size, length or age too: "longer than 100 years", "older than 50")
_STRICTLY = lazy_compile(
    r"\b(?:more|fewer|less|greater|higher|lower|longer|shorter|larger|smaller|bigger|taller|older|younger|heavier|"
    r"lighter|wider|narrower|deeper|faster|slower|later|earlier)\s+than\s+(?P<a>[\w.,]+)|"
    r"\b(?:over|above|below|under|beyond)\s+(?P<b>[\w.,]+)",
    re.IGNORECASE,
)


def _strictly_compared(clause: str, number: str) -> bool:
    """Whether ``clause`` compares ``number`` strictly ("more than five", "over 50"): another value."""
    head = clause.split(",")[0]  # (not in a negated apposition: "eight legs, not more than eight")
    return any(_number(m.group("a") or m.group("b")) == number for m in _STRICTLY.finditer(head))


def _main_clause(sentence: str) -> str:
    """The sentence up to its first clause break, with a negated apposition kept; after a
    concessive opening ("Although ...,", "Despite ...,"), the clause that follows it."""
    text = _BRACKETS.sub(" ", sentence)
    pieces = _CLAUSE_BREAK.split(text)
    while (
        len(pieces) > 1 and pieces[0][-1:].isdigit() and pieces[1][:1].isdigit() and f"{pieces[0]},{pieces[1]}" in text
    ):
        pieces[:2] = [f"{pieces[0]},{pieces[1]}"]  # a thousands separator: "1,230 km"
    if len(pieces) > 1 and pieces[0][-1:].isdigit() and pieces[1][:4].isdigit() and _DATE_DAY.search(pieces[0]):
        pieces[:2] = [f"{pieces[0]}, {pieces[1]}"]  # a date's year: "on November 9, 1989"
    if len(pieces) > 1 and _ADVERBIAL_LEAD.fullmatch(pieces[0]):
        pieces[:2] = [f"{pieces[0]}, {pieces[1]}"]  # "Botanically speaking, a tomato is a fruit"
    if len(pieces) > 1 and _CONCESSIVE.match(pieces[0]):
        pieces = pieces[1:]
    clause = pieces[0]
    for piece in pieces[1:]:
        if not _NEGATED_APPOSITION.match(piece) or _CLAUSE_VERB.search(piece):
            break  # (a clause of its own, "but not every rectangle is a square", is no apposition)
        clause += ", " + piece
    return clause


# a month and its day, before the comma that sets off the year: "November 9", "Sept. 30"
_DATE_DAY = lazy_compile(
    r"\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?$"
)
# a finite verb of its own after a word: "(not every rectangle) is (a square)"
_CLAUSE_VERB = lazy_compile(r"\w\s+(?:is|are|was|were|does|do|did|can|could|has|have|had|will|would)\b", re.IGNORECASE)
_ADVERBIAL_LEAD = lazy_compile(
    r"\W*(?:(?!(?:italy|family|only|early|july|reply|apply|supply|holy|ugly|jelly|belly|rally|ally|fly|daily|lily)\b)"
    r"[a-z]+ly(?:\s+speaking)?|strictly|technically|(?:in|on|at|by|for|under|during|as|with|per|as\s+per|from|after|since|"
    r"among|across|within|(?:according|thanks|due)\s+to|based\s+on|(?:going|judging)\s+by)(?:\s+[\w'-]+){1,3})\W*",
    re.IGNORECASE,
)
_CONCESSIVE = lazy_compile(
    r"\W*(?:although|though|even\s+though|despite|in\s+spite\s+of|whereas|while)\b", re.IGNORECASE
)


def _polarity(clause: str) -> str | None:
    if _HEDGE.search(clause) or _is_reported(clause):
        return None
    return "no" if _negations(clause) % 2 else "yes"


def _covered(units: list[frozenset[str]], stems: set[str]) -> list[bool]:
    return [bool(unit & stems) for unit in units]


# "Passage: ... Question: Is X ...?": the question asked is the one after the last label, or on the last line
# (a line's start, or inline after a sentence of the passage: "Passage: ... per year. Question: Can ...?")
_QUESTION_LABEL = lazy_compile(r"(?:^|\n|(?<=[.!?\"')\]])[ \t]+)[ \t>*#_]*(?:question|q)[ \t*_]*:", re.IGNORECASE)


# a statement's end, then the next sentence: "... more than the ball. Does the ball cost 10 cents?"
_STATEMENT_BREAK = lazy_compile(r"(?<=[a-z0-9%)][.!])[\"')\]]*\s+(?=[A-Z])")


def asked_question(question: str) -> str:
    """The yes/no question itself of a ``question`` that sets out a passage or context first (the text after
    its last "Question:" label, else its last line when that line asks, else its last sentence when only that
    one asks); ``question`` itself otherwise."""
    asked = _labelled_or_last_line(question)
    if asked.endswith("?") and _QUESTION.match(asked) is None and "?" not in asked[:-1]:
        # "A bat and a ball cost $1.10. ... Does the ball cost 10 cents?": statements set out the problem first
        breaks = [m.end() for m in _STATEMENT_BREAK.finditer(asked, max(0, len(asked) - 2000))]
        if breaks and _QUESTION.match(asked[breaks[-1] :]) is not None:
            return asked[breaks[-1] :]
    return asked


def _labelled_or_last_line(question: str) -> str:
    if "\n" not in question and ":" not in question:
        return question
    text = question.strip()[-2000:]
    last = None
    for m in _QUESTION_LABEL.finditer(text):
        last = m
    if last is not None:
        return text[last.end() :].strip() or question
    line = text.rsplit("\n", 1)[-1].strip()
    return line if line.endswith("?") and line != text else question


# A change of mind after a restatement: "X is prime. Wait - 7 x 13. X is not prime.", "Correction: ..."
_SELF_CORRECTION = lazy_compile(
    r"\b(?:wait|actually|correction|on\s+second\s+thought|scratch\s+that|hold\s+on|i\s+was\s+wrong|"
    r"let\s+me\s+(?:re-?check|double[\s-]check|reconsider))\b",
    re.IGNORECASE,
)


def restated_verdict(text: str, question: str) -> tuple[str, str] | None:
    """``(verdict, sentence)`` when ``text`` restates ``question``'s proposition, else None."""
    found = _find(text, question)
    if found is not None:
        # a restatement taken back by a change of mind: the restatement after it, when there is one
        at = text.find(found[1])
        cue = _SELF_CORRECTION.search(text, at + len(found[1])) if at >= 0 else None
        if cue is not None:
            later = _find(text[cue.start() :], question)
            if later is not None and later[0] != found[0]:
                found = later
    if found is None or _DECLINES.search(text, 0, 400) or _DECLINES.search(text, max(0, len(text) - 400)):
        return None
    if _left_open(text):
        return None
    if other_subject(found[1], question):
        return None  # "Is 3 rational?" - "√3 is irrational.": another number's verdict, not the question's
    return found


# a closing sentence that leaves the verdict to a viewpoint or a definition: "Depends who you ask.",
# "Whether that counts is a matter of definition.", "It comes down to semantics."
_LEFT_OPEN = lazy_compile(
    r"\b(?:depends?|depending)\s+(?:(?:up)?on\s+)?(?:who|whom|how\s+(?:you|one|we)\s+(?:define|count|read|see|look)|your\s+definition)\b|"
    r"\b(?:a\s+)?(?:matter|question)\s+of\s+(?:framing|definitions?|semantics|perspective|interpretation|opinion|taste|terminology)\b|"
    r"\bcomes?\s+down\s+to\s+(?:definitions?|semantics|framing|terminology|how\s+you\s+define)\b|"
    # ("Whether you call that 'left' is semantics.", "... is purely a matter of words")
    r"\b(?:is|are|it's|that's)\s+(?:just\s+|merely\s+|purely\s+|mere\s+|really\s+)?(?:semantics|terminology|a\s+matter\s+of\s+words)\b|"
    r"\b(?:is|remains)\s+(?:debatable|debated|contested|disputed|arguable)\s*[.!]?\s*$",
    re.IGNORECASE,
)


def _left_open(text: str) -> bool:
    """Whether the reply's last sentence leaves the verdict open (see _LEFT_OPEN)."""
    tail = text[-300:].rstrip()
    ends = [m.end() for m in re.finditer(r"[.!?](?=\s+\S)", tail)]
    last = tail[ends[-1] :] if ends else tail
    m = _LEFT_OPEN.search(last)
    # ("It depends who you ask, but a hot dog isn't a sandwich.": the clause after "but" settles it)
    return m is not None and _SETTLED_AFTER.search(last, m.end()) is None


_SETTLED_AFTER = lazy_compile(r"\b(?:but|though|although|yet|still)\b", re.IGNORECASE)


def _find(text: str, question: str) -> tuple[str, str] | None:
    m = _QUESTION.search(question.strip()[-2000:])
    if m is None:
        return None
    q = _question(m.group("rest"))
    if not q.units:
        return None
    units, all_stems = q.units, q.stems
    # (a clause after an ellipsis keeps none of the comma that joined it: "√2 ≈ 1.414..., it's irrational.")
    raw = [m.group().strip().lstrip(",;").lstrip() for m in _SENTENCE.finditer(text[:20_000])]
    if ("√" in text or "∛" in text) and "root" in question.lower():
        raw = [_spelled_roots(s) for s in raw]
    sentences = [_plain_order(_unlabelled(q, s)) for s in raw if s]
    if (
        not re.search(r"[.!?)\]\"'*`]\s*$", sentences[-1] if sentences else ".")
        and (len(sentences) > 1 or len(_WORD.findall(sentences[0])) > 2)
        and not _unpunctuated_reply(sentences)
    ):
        # an answer cut off mid-sentence: its last words settle nothing (a reply of a word or two left
        # without a full stop, "irrational", "not prime", is complete)
        sentences.pop()
    # a sentence broken off after a word that cannot end a clause: "The UK is...", "It has about…"
    sentences = [s for s in sentences if not _broken_off(s)]
    if not sentences:
        return None
    elaborated = _elaborations(sentences)
    # "Can a function be continuous but nowhere differentiable?" - "..., so such functions exist."
    such = _such_exist(q, sentences) if "such" in text[:20_000].lower() else None
    if such is not None:
        return such
    # "There is no such requirement."
    for sentence in sentences[:3]:
        found = _NO_SUCH.search(sentence)
        if found is None:
            continue
        if found.group("what") is not None:  # "There's no such thing as too much water."
            words = _WORD.findall(found.group("what"))
            if all_stems.intersection(map(_stem, words)) or _has_opposite(q, found.group("what")):
                return ("yes" if q.negated else "no"), sentence
        elif _stem(found.group(2)) in all_stems:
            return "no", sentence
    # "Not in Lyon, not in Nice - it's in Paris."
    alternatives = _alternatives(q, sentences)
    if alternatives is not None:
        return alternatives
    # "Is there no speed limit?" - "There is a limit on most roads."
    existential = _existential(q, sentences)
    if existential is not None:
        return existential
    # "France, not the UK, gave the statue.", "Canberra is the capital - not Sydney."
    contrast = _contrast(q, sentences)
    if contrast is not None:
        return contrast
    # "Porto is the second city; the capital is Lisbon."
    role = _role_filled(q, m.group("aux").lower(), sentences)
    if role is not None:
        return role
    # "Kyoto was the capital until 1869; today it's Tokyo."
    now = _now_named(q, sentences, text[:20_000].lower())
    if now is not None:
        return now
    # "Is Rio the capital?" - "Rio was the capital until 1960.": it held until a time now past
    ended = _held_until(q, m.group("aux").lower(), sentences, text[:20_000])
    if ended is not None:
        return ended
    # "Is the Moon larger than Pluto?" - "Pluto is larger than the Moon.": the terms swapped
    swapped = _swapped(q, sentences)
    if swapped is not None:
        return swapped
    # "Is Rome older than Athens?" - "Athens predates Rome.", "Was it out in the US before the UK?" - "The UK came first."
    first = _precedence(q, sentences)
    if first is not None:
        return first
    # "Is the Danube the longest river in Europe?" - "... The Volga, though, is longer.": another name outranks it
    outranked = _outranked(q, sentences)
    if outranked is not None:
        return outranked
    # "Is the Atlantic saltier than the Pacific?" - "Both are about the same.", "Sum = 5050 ≠ 5000."
    unequal = _no_difference(q, sentences) or _unequal(q, sentences)
    if unequal is not None:
        return unequal
    # A concluding sentence or clause that shares a content word with the question.
    for sentence in reversed(sentences):
        cue = _CONCLUSION.match(sentence)
        inner = _INNER_CONCLUSION.search(sentence) if cue is None else None
        if cue is None and inner is None:
            continue
        tail = sentence[(cue or inner).end() :]  # type: ignore[union-attr]
        clause = _main_clause(tail)
        covered, flips = _coverage(q, _WORD.findall(clause))
        if q.number_unit >= 0 and not covered[q.number_unit] and _DIGIT.search(clause):
            said = {n for n in (_number(w) for w in _WORD.findall(clause)) if n is not None}
            if said and said.isdisjoint(q.numbers):
                break  # "So the ball costs 5 cents." restates no "10 cents": another value (see _other_value)
        if (
            any(covered)
            and not _other_predicate(q, _WORD.findall(clause), covered)
            and not _foil_only(q, clause)
            and not (q.placing and _placing_replaced(q, _WORD.findall(clause)))
        ):
            verdict = _verdict_of(q, clause, flips)
            if (
                verdict is not None
                and q.number_unit >= 0
                and not q.compared
                and _strictly_compared(clause, q.numbers[0])
            ):
                # "So it's longer than 100 years.": the question's number compared strictly, another value
                verdict = None if verdict != ("no" if q.negated else "yes") else ("yes" if q.negated else "no")
            if verdict is not None:
                return verdict, sentence
        break
    # The sentence whose main clause restates the proposition.
    best: tuple[int, str, str] | None = None
    needed = 0.75 * len(units)
    short: tuple[str, str] | None = None
    for sentence in sentences[:200]:
        if not all_stems.intersection(map(_stem, _WORD.findall(sentence))) and not _has_opposite(q, sentence):
            continue  # shares no content word with the question
        clause = _main_clause(sentence)
        if "/" in clause and _SLASHED_NAMES.search(clause):
            continue  # "Istanbul / Ankara - ...": two names set side by side as candidates, neither asserted
        words = _WORD.findall(clause)
        covered, flips = _coverage(q, words)
        if covered[0] and not all(covered) and q.capital_units:
            _qualifier_unsaid(q, words, covered)
        if covered[0] and "than" in words:
            # "Mercury is closer than Venus": the question's subject only after "than" is not the subject
            # ("the river Thames" is restated before "than" by "The Thames": see _Question.classifiers)
            before_than = _direct(q, words[: words.index("than")])
            covered[0] = before_than[0] or (0 in q.classifiers and before_than[q.classifiers[0]])
        elif covered[0] and _foil_only(q, clause):
            continue  # "The Suez Canal is longer." names the other term of "Panama Canal ... than the Suez Canal"
        if covered[0] and 0 in q.capital_units and _namesake(q, words):
            continue  # "Mount Kenya is the one in Kenya." names another mountain than "Mount Kilimanjaro"
        pronoun = not q.pronoun_subject and not covered[0] and _PRONOUN_OPENING.match(clause) is not None
        if pronoun:
            covered[0] = True
            if 0 in q.classifiers:
                covered[q.classifiers[0]] = True  # "It" stands for all of "the number e", its name included
        if short is None:
            short = _short_restatement(q, clause, covered, flips, pronoun)
        if not q.pronoun_subject and not covered[0]:
            continue
        count = sum(covered)
        if count < needed or (best is not None and count <= best[0]):
            continue
        if q.number_unit >= 0 and not covered[q.number_unit]:
            continue  # "has 366 days" does not restate "have 365 days" (see _other_value)
        if q.compared and not q.approximate and q.comparator not in clause.lower():
            continue  # "There are 50 states" does not restate "more than 50 states" (see _compared_value)
        if q.ranks and not all(covered[i] for i in q.rank_units) and _ranks(words) - q.ranks:
            continue  # "the second planet" does not restate "the closest planet" (see _other_rank)
        if _ordinals(q.ranks) and _ordinals(_ranks(words)) and _ordinals(q.ranks).isdisjoint(_ordinals(_ranks(words))):
            continue  # "the 16th president" does not restate "the first president", whatever it covers
        if not covered[-1] and _complement_replaced(q, words):
            continue  # "Is a knot a unit of length?" - "A knot is a unit of speed.": another thing in its place
        if q.placing and _placing_replaced(q, words):
            continue  # "Is the town below sea level?" - "It sits at sea level.": another place
        verdict = _verdict_of(q, clause, flips)
        if verdict is None:
            continue
        contrasted = _contrasted_clause(q, sentence, clause, verdict)
        if contrasted is not None:  # "They don't look like fish, but they are fish.": the clause after "but"
            verdict = contrasted
        if q.number_unit >= 0 and not q.compared and _strictly_compared(clause, q.numbers[0]):
            # "Do humans have five senses?" - "Humans have many more than five senses.": not that number
            if verdict != ("no" if q.negated else "yes"):
                continue
            verdict = "yes" if q.negated else "no"
        best = (count, verdict, sentence)
    if best is None and elaborated:
        # "Kilimanjaro stands alone - it is not part of any mountain range.": the clause after a dash restates it
        for clause, sentence in elaborated:
            words = _WORD.findall(clause)
            covered, flips = _coverage(q, words)
            if not covered[0] and _PRONOUN_OPENING.match(clause) is not None:
                covered[0] = True
            if covered[0] and all(covered[1:]) and not q.compared and not q.ranks and q.number_unit < 0:
                verdict = _verdict_of(q, clause, flips)
                if verdict is not None:
                    return verdict, sentence
    if best is not None:
        return best[1], best[2]
    described = _described_subject(q, sentences) if q.number_unit < 0 and not q.compared and not q.ranks else None
    if described is not None:
        return described
    judged = _judged(question, q, sentences)
    if judged is not None:
        return judged
    if short is not None:
        return short
    return (
        _other_value(q, sentences)
        or _winner(q, sentences)
        or _stopped(q, sentences)
        or _affirmed(q, m.group("aux").lower(), sentences)
        or _compared_value(question, q, sentences)
        or _value_alone(question, q, sentences)
        or _other_rank(q, sentences)
        or _later_clause(q, sentences)
        or _equation(question, sentences)
        or _other_name(q, sentences)
        or _slot_taken(q, sentences)
        or _subject_named(q, sentences)
        or _fragment(q, sentences, [_LABELLED_PAIR.match(s) is not None for s in raw] if ":" in text else None)
        or _named_alone(q, sentences)
        or _value_fragment(q, sentences)
        or _done_so(q, sentences)
        or _elided_subject(q, m.group("aux").lower(), sentences)
        or _other_category(q, m.group("aux").lower(), m.group("rest"), sentences)
        or _instance_named(q, m.group("aux").lower(), m.group("rest"), sentences)
    )


# a root sign on the subject of a copula: "√2 is irrational.", "√(9) isn't 4." (not "√2 = p/q", "√2 ≈ 1.414")
_ROOT_SIGN = lazy_compile(
    r"([√∛])\s*(?=(?:\d+(?:\.\d+)?|\(\s*\d+(?:\.\d+)?\s*\))\s+(?:is|isn't|is\s+not|was|wasn't|was\s+not)\b)"
)


def _spelled_roots(sentence: str) -> str:
    """``sentence`` with the root sign on a copula's subject written out: "√2 is irrational." -> "square root
    of 2 is irrational."

    A question that asks about "the square root of 2" is restated by a reply that writes the sign; only
    called when the question names a root. A sign in a formula ("assume √2 = p/q", "√2 ≈ 1.414") is left
    alone: spelled out, its two words would cover most of a short question without its predicate."""
    return _ROOT_SIGN.sub(lambda m: "square root of " if m.group(1) == "√" else "cube root of ", sentence)


# a later clause of a sentence whose subject is "the" and a common noun: "..., but the state is not an island."
_DESCRIBED = lazy_compile(r"(?:,|;|\s[—–-])\s*(?:but|yet|though)\s+(?=the\s+([a-z]{3,})\s+(?:is|are|was|were)\b)")


def _described_subject(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "Is Rhode Island an island?" - "Most of Rhode Island is on the mainland, but the state is not an island.":
    a clause after "but" whose subject is a common noun after "the" ("the state", "the city") that is no word of
    the question, in a sentence that names the question's subject before it, refers back to that subject; when
    the rest of the clause says all the rest of the question, it restates it. A noun of the question ("the
    capital is Lyon") is no such reference, nor is a clause in a sentence that has not named the subject."""
    for sentence in reversed(sentences[-3:]):
        if " the " not in sentence:
            continue
        m = next(reversed(list(_DESCRIBED.finditer(sentence))), None)
        if m is None or _stem(m.group(1)) in q.stems:
            continue
        if not _coverage(q, _WORD.findall(sentence[: m.start()]))[0][0]:
            continue  # (the sentence must have named the subject the noun stands for)
        clause = _main_clause(sentence[m.end() :])
        covered, flips = _coverage(q, _WORD.findall(clause)[2:], subject_counted=False)
        if len(covered) < 2 or not all(covered[1:]):
            continue
        verdict = _verdict_of(q, clause, flips)
        if verdict is not None:
            return verdict, sentence
    return None


# two names set side by side with a spaced slash, as candidates: "Istanbul / Ankara", "Sydney / Canberra?"
_SLASHED_NAMES = lazy_compile(r"\b[A-Z][\w'-]*\s+/\s+[A-Z][\w'-]*")
# the stems of quantifiers, which stand before a subject without being it ("all squares", "not every rectangle")
_QUANTIFIER_STEMS = frozenset(_stem(word) for word in ("all", "every", "each", "any", "some", "most", "both", "no"))
# a contrast opening a later clause of the sentence: ", but", ", yet", "; however,"
_CONTRAST = lazy_compile(r"(?:,|;|\s[—–-])\s*(?:but|yet|however,?)\s+", re.IGNORECASE)


_COMPLEMENT_LINKS = frozenset({"of", "for", "in", "on", "at", "from", "by", "with"})


def _complement_replaced(q: _Question, words: list[str]) -> bool:
    """Whether the clause keeps the frame that ends the question ("a unit of time": a noun and a preposition)
    but puts another content word where the question's last word stands ("a unit of distance"): it says
    something else of the subject, and restates nothing. An opposite or a negated form of the word is no
    other word; neither is a word of the question ("a unit of time" - "the unit of time")."""
    qw = q.words
    if len(qw) < 3 or qw[-2].lower() not in _COMPLEMENT_LINKS or not qw[-1].isalpha():
        return False
    head, link = _stem(qw[-3]), qw[-2].lower()
    for i in range(len(words) - 2):
        if words[i + 1].lower() != link or _stem(words[i]) != head:
            continue
        other = words[i + 2]
        stem = _stem(other)
        if (
            other.isalpha()
            and len(other) >= 3
            and other.lower() not in _STOP
            and stem not in q.stems
            and stem not in q.all_opposites
            and stem not in q.prefixed
        ):
            return True
    return False


# words that place a thing relative to a level or a boundary ("below sea level", "above the tree line", "inside
# the city walls"); "at", "on" and "in" place it on the very level
_PLACING = frozenset(
    {"below", "above", "beneath", "underneath", "under", "over", "at", "on", "in", "inside", "outside"}
)
_PLACING_ASKED = frozenset({"below", "above", "beneath", "underneath", "inside", "outside"})
_PLACING_SAME = (frozenset({"below", "beneath", "underneath", "under"}), frozenset({"above", "over"}))


def _placing_replaced(q: _Question, words: list[str]) -> bool:
    """Whether the question places its subject with a word of place before a level or boundary ("below sea
    level", "outside the city walls") and the clause puts another such word before the same one ("at sea
    level", "inside the walls"): another place, which restates nothing (an opposite, "above" for "below", is
    read as the opposite; the same word or one of its sense, "under sea level", restates it)."""
    qw = q.words
    for i, word in enumerate(qw[:-1]):
        low = word.lower()
        if low not in _PLACING_ASKED:
            continue
        after = next((w for w in qw[i + 1 : i + 4] if w.lower() not in _STOP), None)
        if after is None:
            return False
        target = _stem(after)
        for j in range(1, len(words)):
            if _stem(words[j]) != target:
                continue
            other = next((w.lower() for w in reversed(words[max(0, j - 3) : j]) if w.lower() in _PLACING), None)
            same = other == low or any(other in sense and low in sense for sense in _PLACING_SAME)
            if other is not None and not same and other not in _antonyms(low):
                return True
        return False
    return False


def _contrasted_clause(q: _Question, sentence: str, clause: str, verdict: str) -> str | None:
    """The other verdict, when a clause after a contrast in the same sentence restates the question with it:
    "They don't look like fish, but they are fish." (what is conceded first, what is asserted after "but")."""
    if "but" not in sentence and "yet" not in sentence and "however" not in sentence.lower():
        return None
    m = next(reversed(list(_CONTRAST.finditer(sentence, len(clause) // 2))), None)
    if m is None or m.start() < len(clause) - 1:
        return None
    later = _main_clause(sentence[m.end() :])
    words = _WORD.findall(later)
    covered, flips = _coverage(q, words)
    if "more" in later and verdict == ("no" if q.negated else "yes"):
        recast = _recast(q, later, words, covered)
        if recast is not None:
            return recast
    if not covered[0] and not q.pronoun_subject and _PRONOUN_OPENING.match(later) is not None:
        covered[0] = True
    else:
        # (the question's subject must come first: "..., but not every rectangle is a square" turns it round;
        # a quantifier, "all" or "every", is no subject)
        first = next((u for w in words for u in q.units if _stem(w) in u and not u & _QUANTIFIER_STEMS), None)
        subject = next((u for u in q.units if not u & _QUANTIFIER_STEMS), None)
        if first is not None and first is not subject:
            return None
    if not covered[0] or sum(covered) < max(1, 0.75 * len(q.units)) or _other_predicate(q, words, covered):
        return None
    other = _verdict_of(q, later, flips)
    return other if other is not None and other != verdict and not _HEDGE.search(later) else None


# a cue that puts the thing in another class than the one conceded: "but it's more accurately an ice giant"
_MORE_ACCURATELY = lazy_compile(
    r"^\W*(?:(?:it|they|he|she)(?:'s|'re|\s+is|\s+are)\s+)?more\s+(?:accurately|properly|precisely|correctly)\s+"
    r"(?:(?:called|described\s+as|classed\s+as|classified\s+as)\s+)?(?:a|an|the)\s",
    re.IGNORECASE,
)


def _recast(q: _Question, later: str, words: list[str], covered: list[bool]) -> str | None:
    """ "Is Neptune a gas giant?" - "It's sometimes lumped in with the gas giants, but it's more accurately an ice
    giant.": after a conceded restatement, "but (it's) more accurately a ..." names a class whose head noun is the
    question's ("giant") and that leaves out another word of the question's predicate ("gas"): the thing is of
    another kind of it, a no. A class that says the whole predicate ("more accurately a true gas giant"), or whose
    head is no word of the question ("a mild one", "a marsupial"), is not read."""
    if _MORE_ACCURATELY.match(later) is None or _negations(later) or _HEDGE.search(later) or not words:
        return None
    if _stem(words[-1]) not in q.stems:
        return None  # (the class's head noun must be the question's: "giant" for "gas giant", not "a mild one")
    predicate = [hit for i, hit in enumerate(covered) if i and i not in q.capital_units]
    if len(predicate) < 2 or all(predicate) or not any(predicate):
        return None
    return "yes" if q.negated else "no"


_COPULAS = frozenset({"is", "are", "was", "were"})


_DASH = lazy_compile(r"\s[—–-]\s|[—–]")


def _elaborations(sentences: list[str]) -> list[tuple[str, str]]:
    """The main clause after each sentence's last dash (an elaboration that may restate the question, read when
    no whole sentence does), with its sentence."""
    out = []
    for sentence in sentences[:50]:
        dashes = list(_DASH.finditer(sentence))
        if not dashes:
            continue
        after = sentence[dashes[-1].end() :].strip()
        if len(_WORD.findall(after)) < 3:
            continue
        out.append((_main_clause(after), sentence))
    return out


def _other_predicate(q: _Question, words: list[str], covered: list[bool]) -> bool:
    """Whether the clause restates only the question's subject and says something else of it: "Is a whale a
    fish?" - "So the whale is a mammal." (a word of its own after the subject, neither the question's nor an
    opposite of one, after a copula; with none there, "So the whale is.", or another unit covered, the clause
    restates it; "So trees win." or "so it goes to the bottom" may say the question's predicate in other words)."""
    if len(covered) < 2 or not covered[0] or any(covered[1:]):
        return False
    stems = q.stems
    last = -1
    for i, word in enumerate(words):
        if _stem(word) in stems:
            last = i
    if last < 0 or last + 2 >= len(words) or words[last + 1].lower() not in _COPULAS:
        return False  # (a copula after the subject: "So trees win." or "so it had 29 days" may paraphrase)
    return any(
        len(word) >= 3
        and word.isalpha()
        and word.lower() not in _STOP
        and _stem(word) not in stems
        and _stem(word) not in q.all_opposites
        and _stem(word) not in q.prefixed
        for word in words[last + 1 :]
    )


def _qualifier_unsaid(q: _Question, words: list[str], covered: list[bool]) -> None:
    """ "Is Hawaii a U.S. state?" - "Hawaii became the 50th state in 1959.": the abbreviated name of a state
    or union that only qualifies the question's predicate ("U.S.", "UK", "EU") may go unsaid when the clause
    says everything else and names nothing in its place (marked covered in ``covered``)."""
    missing = [i for i, hit in enumerate(covered) if not hit]
    if len(missing) >= len(covered) - 1 or not all(i in q.capital_units and i != 0 for i in missing):
        return
    if any(i + 1 >= len(q.units) for i in missing):
        return  # (the name ends the question: it is what is asked about, "Is Lyon in France?")
    for i in missing:  # (only an abbreviation: "U.S.", "UK", "EU"; "a British author" asks about "British")
        if not all(w.isupper() and len(w) <= 4 for w in q.words if _stem(w) in q.units[i]):
            return
    if any(w[:1].isupper() and _stem(w) not in q.stems for w in words[1:]):
        return  # another name where the qualifier was: "Paris is a city in Texas."
    for i in missing:
        covered[i] = True


# "Not only is it unsafe, ...": the inverted clause in plain order ("it is unsafe, ...")
_NOT_ONLY = lazy_compile(
    r"(\W*)not\s+only\s+(is|are|was|were|does|do|did|can|could|has|have|will)\s+(it|they|he|she|this|that|there)\b",
    re.IGNORECASE,
)
# "Lake Baikal, at ~1,642 m, is the deepest": an aside between the subject and its verb
_ASIDE = lazy_compile(
    r"(\W*(?:[\w'-]+\s+){0,3}[\w'-]+),\s(?:[^,;:—–()]|(?<=\d),(?=\d)){1,60},\s*(?=(?:is|are|was|were|has|have|had|does|do|did|can|"
    r"could|will|remains?|stays?|[a-z]{2,}[^s\W]s)\b)|"
    # "Canberra - chosen in 1908 as a compromise - is the capital": an aside between dashes
    r"(\W*(?:[\w'-]+\s+){0,3}[\w'-]+)\s*[—–]\s*[^—–\n]{1,80}?\s*[—–]\s*(?=(?:is|are|was|were|has|have|had|does|do|did|can|"
    r"could|will)\b)",
    re.IGNORECASE,
)


# "Verdict: ...", "Short answer: ...": a label of a few words before a colon opening the sentence
_LABEL_LEAD = lazy_compile(r"\W*(?:[A-Za-z]+\s+){0,2}[A-Za-z]+\s*:\s+(?=\S)")


# "There's no doubt: ...", "..., and there's no trick here: ...", "Make no mistake: ...": a lead that only
# vouches for the clause after its colon (its own "no" denies nothing the question asks)
_VOUCHING_LEAD = lazy_compile(
    r"(?:^|,\s*(?:and|but|so)\s+|\.\s+)\W*(?:(?:there's|there\s+is)\s+|make\s+)?(?:no|little)\s+"
    r"(?:doubt|question|trick|catch|mistake|debate|contest|dispute|ambiguity)"
    r"(?:\s+(?:about\s+(?:it|that)|here|though|at\s+all|whatsoever|really)){0,2}\s*:\s+(?=\S)",
    re.IGNORECASE,
)


def _unlabelled(q: _Question, sentence: str) -> str:
    """The sentence without a label before a colon opening it, unless the label names something of the
    question ("Mercury: no moons." keeps its subject), or without a lead that only vouches for what follows
    its colon (see _VOUCHING_LEAD), unless what comes before that lead names something of the question."""
    colon = sentence.find(":", 0, 120)
    if colon >= 0 and "no" in sentence[:colon].lower():
        vouched = _VOUCHING_LEAD.search(sentence, 0, colon + 3)
        if vouched is not None and q.stems.isdisjoint(map(_stem, _WORD.findall(sentence[: vouched.start()]))):
            return sentence[vouched.end() :]
    if ":" not in sentence[:30]:
        return sentence
    m = _LABEL_LEAD.match(sentence)
    words = _WORD.findall(m.group()) if m is not None else []
    if m is None or not q.stems.isdisjoint(map(_stem, words)):
        return sentence
    if len(words) == 1 and _number(words[0]) is not None and q.numbers:
        return sentence  # a value, then what it counts: "Five: red, blue, ..." answers "six rings?"
    return sentence[m.end() :]


# "Hmm, Lima is in Peru.": an interjection set off before the clause
_INTERJECTED = lazy_compile(
    r"\W*(?:h?mm+|oh+|ah+|eh|uh|um+|well|ha(?:ha)*|ok|okay|now|look|see)\s*,\s+(?=\w)", re.IGNORECASE
)


def _plain_order(sentence: str) -> str:
    """The sentence with an inverted "Not only is it ..." put in plain order, an opening interjection
    and an aside between its subject and verb dropped, so its main clause restates what it says."""
    m = _INTERJECTED.match(sentence) if "," in sentence[:12] else None
    if m is not None:
        sentence = sentence[m.end() :]
    if "only" in sentence[:40].lower():
        m = _NOT_ONLY.match(sentence)
        if m is not None:
            sentence = f"{m.group(1)}{m.group(3)} {m.group(2)}{sentence[m.end() :]}"
    if "," in sentence[:80] or "—" in sentence[:80] or "–" in sentence[:80]:
        m = _ASIDE.match(sentence)
        if m is not None:
            sentence = f"{m.group(1) or m.group(2)} {sentence[m.end() :]}"
    return sentence


def _has_opposite(q: _Question, sentence: str) -> bool:
    return bool(q.all_opposites) and not q.all_opposites.isdisjoint(map(_stem, _WORD.findall(sentence)))


# A verdict clause whose subject is left out, as in notes: "→ can't hear it", "So: doesn't apply to
# leases.", "Checked the map; isn't reachable by road." - the question's own auxiliary (negated or not)
# opens the clause, right after the reply's start or a mark that sets off a conclusion.
_ELIDED_CUE = lazy_compile(
    r"(?:^|[→⇒∴:;—–]|\s-\s|[,.]\s*(?:so|thus|hence|therefore)\b|^\W*(?:so|thus|hence|therefore)\b)\W*", re.IGNORECASE
)
_ELIDED = lazy_compile(
    r"(?P<aux>is|are|was|were|do|does|did|can|could|has|have|had|will|would|should|must|won)"
    r"(?P<neg>n[’']t|(?<=can)[’']t|(?<=won)[’']t|\s+not|(?<=can)not)?\s+(?:(?:\w+ly|really|even|ever|still|been|be|have)\s+){0,2}(?P<word>[a-z][\w-]*)(?P<rest>[^.;:!?\n→⇒∴—–]{0,200})",
    re.IGNORECASE,
)
_AUX_BASE = {"won": "will"}


def _elided_subject(q: _Question, aux: str, sentences: list[str]) -> tuple[str, str] | None:
    """ "Can a human hear it?" - "... → can't hear it.": a clause that opens with the question's own
    auxiliary and restates its predicate, the subject left out (the question's subject understood)."""
    asked = aux[:-3] if aux.endswith("n't") else aux
    asked = {"ca": "can", "wo": "will"}.get(asked, asked)
    for sentence in (sentences[-1], sentences[0]) if len(sentences) > 1 else sentences[:1]:
        for cue in _ELIDED_CUE.finditer(sentence):
            m = _ELIDED.match(sentence, cue.end())
            if m is None or _AUX_BASE.get(m.group("aux").lower(), m.group("aux").lower()) != asked:
                continue
            if m.group("aux").lower() == "won" and not m.group("neg"):
                continue
            word_cover, flips = _coverage(q, [m.group("word")], subject_counted=False)
            if not any(word_cover[1:]) or (word_cover[0] and not q.pronoun_subject):
                continue  # not the question's predicate (or its subject named: a full clause, read elsewhere)
            clause = m.group()
            if _HEDGE.search(clause) or _is_reported(clause) or _unasserted(q, clause):
                continue
            verdict = "no" if m.group("neg") else "yes"
            if (flips + _negations(m.group("rest")) + q.negated) % 2:
                verdict = "no" if verdict == "yes" else "yes"
            return verdict, sentence
    return None


_SHORT_PREDICATE = lazy_compile(
    r"\W*(?P<subject>(?:[\w'-]+\s+){0,3}[\w'-]+?)\s*(?:'s|'re|'d|\s(?:is|are|was|were|remains?|stays?|comes\s+out|"
    # "Knights can't jump.", "Bats do see.", "They'd fit.": the question's modal and its verb
    r"can|cannot|can't|could|couldn't|do|don't|does|doesn't|did|didn't|will|won't|would|wouldn't|should|shouldn't|must))"
    r"(?P<neg>n't|\s+not|\s+neither|\s+never|\s+nowhere\s+near|\s+not\s+even)?(?:\s+(?:\w+ly|very|still|now|indeed|the|one|an?|much|far|way|actually|a\s+bit|a\s+lot|"
    # "three times taller", "more than twice as large"
    r"(?:(?:more\s+than|over|about|nearly|almost|roughly)\s+)?(?:[\w.]+\s+times|twice)))*\s+(?P<word>[\w-]+)"
    # "a good source": up to two more words of the question after the first ("neither even nor odd")
    # ("He didn't invent it", "They do eat them": an object pronoun for the question's object)
    r"(?P<more>(?:\s+(?!nor\b|at\s+all\b|of\s+the\s+two\b|one\b|(?:it|them)\W*$)[\w-]+){0,2})(?:\s+nor\s+[\w-]+)?"
    r"(?:\s+(?:one|of\s+the\s+two|at\s+all|it|them))?\W*",
    re.IGNORECASE,
)


# a margin after a comparative, or a point in time, after a short predicate (not an agent: "killed by Brutus",
# "killed by two senators" keep their "by")
_COMPARATIVE_END = lazy_compile(r"(?:[a-z]{2,}er|\b(?:more|less)\s+[a-z]+)$", re.IGNORECASE)
_MARGIN = lazy_compile(
    r"\s+by\s+(?:(?P<time>then|now|that\s+time)|far|a\s+(?:wide\s+|long\s+|big\s+|small\s+|large\s+)?(?:margin|mile|lot|long\s+way)|"
    r"(?:(?:about|roughly|around|nearly|almost|some|over|just\s+over|more\s+than|at\s+least)\s+)?(?:a\s+|an\s+)?"
    r"(?:\d[\d.,]*|a\s+few|several|half\s+a|one|two|three|four|five|ten|million|billion|thousand|hundred|dozen)(?:\s*(?:million|billion|thousand|hundred))?"
    r"(?:\s*[^\s,;:.!?()]+){0,2})\W*$",
    re.IGNORECASE,
)


def _short_restatement(
    q: _Question, clause: str, covered: list[bool], flips: int, pronoun: bool
) -> tuple[str, str] | None:
    """ "It's prime.", "Zero is even.", "A is slightly smaller." - the subject and one predicate word."""
    if " by " in clause:  # "The Nile is longer by 200 km.", "He was deaf by then.": a margin, a time
        margin = _MARGIN.search(clause)
        if margin is not None and (
            margin.group("time") or _COMPARATIVE_END.search(clause[max(0, margin.start() - 40) : margin.start()])
        ):
            clause = clause[: margin.start()]
    m = _SHORT_PREDICATE.fullmatch(clause)
    if m is None and "," in clause:  # "By modern convention, 1 isn't prime"
        comma = clause.index(",")
        if _ADVERBIAL_LEAD.fullmatch(clause[:comma]):
            clause = clause[comma + 1 :].strip()
            m = _SHORT_PREDICATE.fullmatch(clause)
    if m is None:  # "1 isn't prime by modern convention", "It's legal in most states": the scope after it
        scope = _SCOPE_AFTER.search(clause)
        # (not a phrase in the question's own preposition: "killed by two senators" for "killed by Brutus?")
        if (
            scope is not None
            and scope.start() > 0
            and scope.group("prep").split()[0].lower() not in {w.lower() for w in q.words}
        ):
            m = _SHORT_PREDICATE.fullmatch(clause[: scope.start()])
            if m is not None:
                clause = clause[: scope.start()]
    if m is None:
        return None
    subject_words = _WORD.findall(m.group("subject"))
    there = q.words[:1] == ["there"] or q.words[:1] == ["There"]
    swapped = False
    if there and subject_words[:1] in (["there"], ["There"]):
        pass  # "Is there a limit?" - "There is a limit."
    elif not (pronoun or (q.pronoun_subject and _PRONOUN_OPENING.match(clause))):
        subject_cover, _ = _coverage(q, subject_words)
        if not subject_cover[0]:
            # "Is the violin larger than the cello?" - "The cello is much larger.": the roles swapped
            foil = q.comparative + 1
            if not (0 <= q.comparative and foil < len(q.units) and subject_cover[foil]):
                return None
            swapped = True
    more = _WORD.findall(m.group("more"))
    if q.numbers and _DIGIT.search(clause):
        said = {n for n in (_number(w) for w in _WORD.findall(clause)) if n is not None}
        if q.compared or not said <= set(q.numbers):
            return None  # another value is compared by _other_value and _compared_value
    word_cover, word_flips = _coverage(q, [m.group("word"), *more], subject_counted=False)
    predicate = [i for i, hit in enumerate(word_cover) if hit and (i > 0 or q.pronoun_subject)]
    if not predicate:
        return None
    for word in (m.group("word"), *more) if more else ():
        # every word of a longer predicate restates the question ("a dwarf planet" does not)
        hit, _ = _coverage(q, [word], subject_counted=False)
        if not any(hit):
            return None
    # a comparison: its comparative (or the opposite) is the predicate
    if q.comparative >= 0 and q.comparative not in predicate:
        return None
    verdict = _verdict_of(q, clause, word_flips)
    if verdict is not None and swapped:
        verdict = "no" if verdict == "yes" else "yes"
    return (verdict, clause) if verdict is not None else None


# the scope a short predicate holds in, closing its clause: "by modern convention", "in most states", "under
# the new rules", "according to the IAU" (a few words, none of them a verb of the clause)
_SCOPE_AFTER = lazy_compile(
    r"\s+(?P<prep>by|in|under|according\s+to|per|for)\s+(?:(?:the|most|many|some|all|modern|current|today's|[a-z]+al)\s+)?"
    r"[\w'-]+(?:\s+[\w'-]+)?\s*[.!]?\s*$",
    re.IGNORECASE,
)


_THERE_IS = lazy_compile(
    r"\W*there(?:'s|\s+(?:is|are|was|were))(?:\s+(?:no|not|never|always|still|indeed|actually|really))*"
    r"\s+(?:(?:an?|some|one|any|such\s+an?)\s+)?(?P<noun>[\w-]+)",
    re.IGNORECASE,
)


def _existential(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "Is there a/no X ...?" answered by "There is (no) X ...": the question's first word restated."""
    if q.words[:1] not in (["there"], ["There"]):
        return None
    for sentence in sentences[:2]:
        clause = _main_clause(sentence)
        m = _THERE_IS.match(clause)
        if m is None or not any(_stem(m.group("noun")) in unit for unit in q.units[:2]):
            continue
        if q.compared and not q.approximate and q.comparator not in clause.lower():
            continue  # "There are 50 states" does not restate "more than 50 states"
        verdict = _verdict_of(q, clause, 0)
        if verdict is not None:
            return verdict, sentence
    return None


_LATER_CLAUSE = lazy_compile(r",\s*but\s+|[—–;]\s*|\s-\s+", re.IGNORECASE)
_PHRASE_BEFORE_PRONOUN = lazy_compile(
    r"(?:(?:at|in|on|by|with|for|from|as\s+of|after|before)\s+[\w~.,'-]+(?:\s+[\w~.,'-]+){0,2}\s+)?"
    r"(?=(?:it|they|he|she)(?:'s|'re|\b))",
    re.IGNORECASE,
)


def _later_clause(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "X is the largest, but at 406 m it's nowhere near the deepest", "... - they're never binding":
    a later clause of the first sentences, about the subject (a pronoun), restating the predicate."""
    for sentence in sentences[:2]:
        for m in _LATER_CLAUSE.finditer(sentence):
            lead = _PHRASE_BEFORE_PRONOUN.match(sentence, m.end())
            if lead is None:
                # "It's a common saying, but owls are not blind": the subject named again after "but"
                if not m.group().lstrip().startswith(","):
                    continue
                clause = _main_clause(sentence[m.end() :])
                covered, flips = _coverage(q, _WORD.findall(clause))
                found = _short_restatement(q, clause, covered, flips, False)
                if found is not None:
                    return found[0], sentence
                framed = not any(_coverage(q, _WORD.findall(sentence[: m.start()]))[0])  # (a frame before "but")
                if framed and covered and covered[0] and sum(covered) >= max(2, 0.75 * len(q.units)):
                    verdict = _verdict_of(q, clause, flips)
                    if verdict is not None:
                        return verdict, sentence
                continue
            clause = _main_clause(sentence[lead.end() :])
            words = _WORD.findall(clause)
            covered, flips = _coverage(q, words)
            found = _short_restatement(q, clause, covered, flips, not q.pronoun_subject)
            if found is not None:
                return found[0], sentence
    return None


_DIGIT = lazy_compile(r"\d")
_NEGATED_OPENING = lazy_compile(
    r"\W*not\s+(?!only\b|just\b|sure\b|certain\b|quite\b|really\b|exactly\b|\w+ly\b)", re.IGNORECASE
)
_ALTERNATIVES_END = lazy_compile(r"\s*(?:[—–:;]|\s-\s|\.\s|,\s*but\b)\s*")


def _alternatives(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "Not X, not Y - Z": Z (or the next sentence) names the question's term, or X negates it."""
    first = sentences[0]
    if not _NEGATED_OPENING.match(first):
        return None
    end = _ALTERNATIVES_END.search(first)
    negated = first[: end.start()] if end else first
    rest = first[end.end() :] if end else ""
    if _HEDGE.search(first) or _HEDGE.search(rest):
        return None
    named_negated, _ = _coverage(q, _WORD.findall(negated))
    if not rest.strip():
        # "Not necessary." - the question's own predicate, negated, on its own
        words = _WORD.findall(negated)
        if len(words) <= 3 and any(named_negated[1:]) and not named_negated[0]:
            return "yes" if q.negated else "no", first
        return None
    rest_clause = _main_clause(rest)
    named_rest, flips = _coverage(q, _WORD.findall(rest))
    if flips or _negations(rest_clause):
        return None
    if not any(named_negated) and any(named_rest):
        return "no" if q.negated else "yes", first
    # "Not from base to peak - Mauna Kea is taller that way": what is negated is not restated after it
    only_negated = [a and not b for a, b in zip(named_negated, named_rest, strict=True)]
    if any(only_negated) and len(_WORD.findall(negated)) <= 8:
        return "yes" if q.negated else "no", first
    return None


def _other_value(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "Is a dozen 13?" - "A dozen is 12.": a restatement with one other value is a no."""
    if len(q.numbers) != 1:
        return None
    if q.compared:
        return _approximate_value(q, sentences) if q.approximate else _bare_compared(q, sentences)
    if q.number_unit < 0:
        return None
    asked = q.numbers[0]
    # a bare value opening the answer: "Six, like every other mammal."
    opening = _BARE_VALUE.match(sentences[0])
    if opening is not None:
        value = _number(opening.group(1))
        if value is not None:
            return ("yes" if value == asked else "no"), sentences[0]
    for sentence in sentences[:50]:
        clause = _main_clause(sentence)
        if _HEDGE.search(clause) or _is_reported(clause) or _negations(clause):
            continue
        words = _WORD.findall(clause)
        values = {
            n
            for i, n in enumerate(_number(w) for w in words)
            if n is not None and not _date_day(words, i) and not _year_for_count(words, i, asked)
        }
        if len(values) != 1:
            continue
        covered, flips = _coverage(q, words)
        if sentence is sentences[0] and not covered[0] and not q.pronoun_subject and _PRONOUN_OPENING.match(clause):
            # "Did the wall fall in 1991?" - "It fell in 1989.": the answer's opening pronoun is the subject
            covered[0] = True
            if 0 in q.classifiers:
                covered[q.classifiers[0]] = True
        others = [hit for i, hit in enumerate(covered) if i != q.number_unit]
        if flips or not all(others) or not others or _unasserted(q, clause):
            continue
        # ("older than 500 years" holds the asked value, compared strictly: another value)
        return ("yes" if asked in values and not _strictly_compared(clause, asked) else "no"), sentence
    found = _stated_value(q, sentences)
    if found is not None:
        value, sentence = found
        return ("yes" if _same(value, asked) and not _strictly_compared(sentence, asked) else "no"), sentence
    return None


_BARE_VALUE = lazy_compile(r"\W*([\d][\d,.]*|[A-Za-z]+)\s*(?:[,.;:—–!]|$)")
# A value on its own, after a word that qualifies it: "Four.", "always 180°.", "More like ~60%.", "At least one -"
_QUALIFIED_VALUE = lazy_compile(
    r"\W*(?P<lead>(?:(?:more\s+like|closer\s+to|about|around|roughly|approximately|only|just|exactly|actually|always|"
    r"at\s+least|at\s+most|nearly|almost|over|under|more\s+than|less\s+than)\s+)*)~?\s*"
    r"(?P<value>\d[\d,]*(?:\.\d+)?(?![.,]?\d)|[A-Za-z]+)\s*(?:%|°|percent)?\s*(?:[,.;:—–!]|\s-\s|$)",
    re.IGNORECASE,
)
_OPENING_PHRASE = lazy_compile(r"\W*(?:in|on|at|by|for|under|during|as|with)(?:\s+[\w'-]+){1,3}\s*,\s*", re.IGNORECASE)
_VERB_LIKE = lazy_compile(
    r"is|are|was|were|has|have|had|does|do|did|[a-z]+'s|serves?|lasts?|takes?|holds?|[a-z]+ed", re.IGNORECASE
)
_FRACTIONS = frozenset(
    "half halves third thirds quarter quarters fourth fourths fifth fifths sixth sixths seventh eighth ninth tenth "
    "tenths hundredth hundredths thousandth".split()
)
_APPROXIMATE = frozenset({"about", "around", "approximately", "roughly", "nearly", "almost"})


def _float(word: str) -> float | None:
    number = _number(word)
    if number is None:
        return None
    try:
        return float(word.replace(",", "")) if word[:1].isdigit() else float(number)
    except ValueError:
        return None


def _same(value: str, asked: str) -> bool:
    return value == asked


def _qualified_values(sentences: list[str]) -> list[tuple[str, str, str]]:
    """``(lead, value, sentence)`` of a value standing alone: opening the answer (after an opening
    phrase), or closing it (its last sentence, or after its last dash)."""
    first, last = sentences[0], sentences[-1]
    pieces = [first]
    opening = _OPENING_PHRASE.match(first)
    if opening is not None:
        pieces.append(first[opening.end() :])
    if len(sentences) > 1:
        pieces.append(last)
    dash = max(last.rfind("—"), last.rfind("–"), last.rfind(" - ") + 2 if " - " in last else -1)
    if dash >= 0 and len(last) - dash < 30:
        pieces.append(last[dash + 1 :])
    out = []
    for piece in pieces:
        m = _QUALIFIED_VALUE.match(piece)
        if m is not None and _float(m.group("value")) is not None:
            listed = _LISTED_NEXT.match(piece, m.end())
            if listed is not None and m.group()[-1:] == "," and _number(listed.group(1)) is not None:
                continue  # the first of several values listed: "1794, 1795, or 1799." states no one value
            out.append((" ".join(m.group("lead").lower().split()), m.group("value"), piece))
    return out


# the word after a value and its comma, past a joining "or" or "and": "(1794,) or 1799"
_LISTED_NEXT = lazy_compile(r"\s*(?:(?:or|and)\s+)?(\d[\d,.]*|[A-Za-z]+)", re.IGNORECASE)


_MONTHS = frozenset(
    "jan feb mar apr may jun jul aug sep sept oct nov dec january february march april june july august "
    "september october november december".split()
)


def _year_for_count(words: list[str], i: int, asked: str) -> bool:
    """Whether ``words[i]`` is a year naming a thing ("the 1903 Nobel Prize", "in 1903") where the question
    asks a value that is no year ("two Nobel Prizes"): a date, not another value in the asked one's place."""
    word = words[i]
    if not (len(word) == 4 and word.isdigit() and 1000 <= int(word) < 2100) or (len(asked) == 4 and asked.isdigit()):
        return False
    return (i + 1 < len(words) and words[i + 1][:1].isupper()) or (i > 0 and words[i - 1].lower() in ("in", "since"))


def _date_day(words: list[str], i: int) -> bool:
    """Whether ``words[i]`` is the day of a date written with its month and year ("November 9, 1989"):
    part of the date, not a value of its own."""
    return (
        0 < i < len(words) - 1
        and words[i - 1].lower().rstrip(".") in _MONTHS
        and len(words[i + 1]) == 4
        and words[i + 1].isdigit()
    )


def _stated_value(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """One value stated for the question's subject in a short clause ("It has nine.", "Humans have
    four.", "The cap is 21 million.") or standing alone ("Four.", "... - three.")."""
    for lead, value, piece in _qualified_values(sentences):
        if not lead or lead in ("always", "exactly", "only", "just", "actually"):
            number = _number(value)
            if number is not None:
                return number, piece
    unit_word = q.unit_word
    for sentence in sentences[:3]:
        clause = _main_clause(sentence)
        if _HEDGE.search(clause) or _is_reported(clause) or _negations(clause):
            continue
        words = _WORD.findall(clause)
        if len(words) > 7:
            continue
        values = [(i, n) for i, n in enumerate(_number(w) for w in words) if n is not None and not _date_day(words, i)]
        if len(values) != 1:
            continue
        at, number = values[0]
        if unit_word and at + 1 < len(words) and _number(words[at + 1]) is None:
            if _stem(words[at + 1]) != unit_word and words[at + 1].lower() not in _STOP:
                continue  # "100 years" does not restate "100 m"
        head = words[: min(3, at)]
        if not head:
            continue
        pronoun = _PRONOUN_OPENING.match(clause) is not None
        named = [i for i, hit in enumerate(_direct(q, head)) if hit and i != q.number_unit]
        subject = bool(named) and named[0] == 0
        restricted = words[at - 1].lower() in ("only", "just", "exactly")  # "She won only one"
        if not (pronoun or named) or not (
            subject or restricted or any(_VERB_LIKE.fullmatch(w) for w in words[: at + 1])
        ):
            continue
        return number, sentence
    return None


def _approximate_value(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "Is the body about 90% water?" - "More like ~60%.": a value far from the one asked is a no."""
    asked = _float(q.words[q.number_index]) if q.number_index >= 0 else None
    following = q.words[q.number_index + 1 : q.number_index + 2]
    if not asked or (following and following[0].lower() in _FRACTIONS):
        return None  # ("about one-sixth": a fraction, not the value one)
    for _, value, piece in _qualified_values(sentences[:1]):
        said = _float(value)
        if said is None:
            continue
        ratio = said / asked
        if 0.9 <= ratio <= 1.1:
            return "yes", piece
        if ratio < 0.75 or ratio > 1.33:
            return "no", piece
    return None


def _bare_compared(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "Is a home run worth at least one run?" - "At least one -": the question's own bound repeated."""
    for lead, value, piece in _qualified_values(sentences[:1]):
        if lead and lead == q.comparator and _number(value) == q.numbers[0]:
            return "yes", piece
    return None


# --- a number compared, another rank, what holds today ------------------------------------

_NUMBER_TOKEN = r"\d[\d,]*(?:\.\d+)?"
_COMPARISON = lazy_compile(
    r"\b(?:(?P<more>more|greater|larger|longer|higher|bigger|heavier|taller|older|wider|deeper|faster)|"
    r"(?P<less>less|fewer|smaller|shorter|lower|lighter|younger|narrower|shallower|slower))\s+than\s+"
    rf"(?P<n1>{_NUMBER_TOKEN})(?:\s*(?P<u1>%|[A-Za-z]+))?|"
    r"\b(?:(?P<over>over|above|exceeds?|exceeding|after)|(?P<under>under|below|before)|(?P<least>at\s+least)|(?P<most>at\s+most))\s+"
    rf"(?P<n2>{_NUMBER_TOKEN})(?:\s*(?P<u2>%|[A-Za-z]+))?",
    re.IGNORECASE,
)
_VALUE = lazy_compile(rf"(?<![\w.^])({_NUMBER_TOKEN})(?![\w^])(?:\s*(%|[A-Za-z]+))?")
_UNITS = {
    "km": "km", "kilometre": "km", "kilometer": "km", "m": "m", "metre": "m", "meter": "m", "mi": "mi",
    "mile": "mi", "kg": "kg", "kilogram": "kg", "lb": "lb", "pound": "lb", "ft": "ft", "foot": "ft",
    "feet": "ft", "percent": "%", "per": "%", "%": "%", "cm": "cm", "centimetre": "cm", "centimeter": "cm",
    "g": "g", "gram": "g", "s": "s", "second": "s", "year": "year", "yr": "year",
}  # fmt: skip


def _unit(word: str | None) -> str:
    if not word:
        return ""
    low = word.lower()
    if low in _UNITS:
        return _UNITS[low]
    if low.endswith("s") and low[:-1] in _UNITS:
        return _UNITS[low[:-1]]
    if low in _STOP or low in ("and", "or", "vs", "versus"):
        return ""
    return _stem(low)


def _within_bound(m: re.Match[str], value: float, bound: float) -> bool:
    """Whether ``value`` meets the bound the match ``m`` states: "more than" / "over", "less than" /
    "under", "at least", else "at most"."""
    if m.group("more") or m.group("over"):
        return value > bound
    if m.group("less") or m.group("under"):
        return value < bound
    if m.group("least"):
        return value >= bound
    return value <= bound


# a small number spelled out before the noun it counts: "one heart", "eight legs"
_SPELLED_COUNT = lazy_compile(
    r"\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?=[ \t]+[a-z]{3,})", re.IGNORECASE
)


def _digits(text: str) -> str:
    """``text`` with each small counting number spelled out written in digits ("one heart" -> "1 heart")."""
    if not _SPELLED_COUNT.search(text):
        return text
    return _SPELLED_COUNT.sub(lambda m: _NUMBER_WORDS[word_key(m.group())], text)


def _compared_value(question: str, q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "Is a marathon longer than 40 km?" - "A marathon is 42.195 km.": the value compared (a small count may be
    spelled out: "Does an octopus have more than one heart?" - "It has three hearts.")."""
    question = _digits(question)
    m = _COMPARISON.search(question)
    if m is None:
        return None
    try:
        bound = float((m.group("n1") or m.group("n2")).replace(",", ""))
    except ValueError:
        return None
    unit = _unit(m.group("u1") or m.group("u2"))
    if unit and unit not in _UNITS.values() and not any(unit in u for u in q.units):
        unit = ""  # (the word after the number was not a unit: "than 50 in the USA")
    subject_numbers = {n for n in q.numbers if n != (m.group("n1") or m.group("n2")).replace(",", "")}
    for sentence in sentences[:50]:
        clause = _digits(_main_clause(sentence))
        if _HEDGE.search(clause) or _is_reported(clause) or _negations(clause):
            continue
        words = _WORD.findall(clause)
        covered, flips = _coverage(q, words)
        if flips:
            continue
        if q.pronoun_subject:
            if not any(hit for i, hit in enumerate(covered) if i != q.number_unit):
                continue
        elif not covered[0] and not _PRONOUN_OPENING.match(clause):
            continue
        elif covered[0] and 0 in q.capital_units and not any(w[0].isupper() and _stem(w) in q.units[0] for w in words):
            continue  # "the Ming-era wall" is not "the Great Wall"
        values = [(v, u) for v, u in _VALUE.findall(clause) if v.replace(",", "") not in subject_numbers]
        if len(values) != 1 or _unit(values[0][1]) != unit:
            continue
        value = float(values[0][0].replace(",", ""))
        return ("yes" if _within_bound(m, value, bound) else "no"), sentence
    return None


_NUMBER_WORD = r"\d[\d,]*|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
# the bound a question compares with, in figures or words: "more than one moon", "at least two"
_WORD_BOUND = lazy_compile(
    r"\b(?:(?P<more>more|greater|larger|longer|higher|bigger)|(?P<less>less|fewer|smaller|shorter|lower))\s+than\s+"
    rf"(?P<n1>{_NUMBER_WORD})\b|\b(?:(?P<over>over|above)|(?P<under>under|below)|(?P<least>at\s+least)|(?P<most>at\s+most))\s+"
    rf"(?P<n2>{_NUMBER_WORD})\b",
    re.IGNORECASE,
)
# a value on its own in a fragment: "One.", "Just one.", "So, one.", "Three total.", "Eight in all."
_VALUE_ALONE = lazy_compile(
    r"\W*(?:(?:so|thus|hence|therefore|that's|that\s+makes)\s*,?\s+)?"
    # (the value as the norm: "Typically 46 (23 pairs).", "Normally twelve.")
    r"(?:(?:just|only|exactly|typically|usually|normally|ordinarily|generally)\s+)?"
    rf"(?P<value>{_NUMBER_WORD})(?:\s+(?:total|in\s+total|in\s+all|altogether|overall))?(?:\s*\([^()\n]{{1,40}}\))?\s*[.!]?\s*",
    re.IGNORECASE,
)


# what may follow a value standing alone: a word of emphasis after a comma, or a list after a colon
_VALUE_TAIL = lazy_compile(
    r"(?:,\s*(?:in\s+fact|actually|of\s+course|indeed|really|in\s+reality|as\s+it\s+happens)|:\s*[^:;!?\n]{1,160})[.!]?\s*$",
    re.IGNORECASE,
)


def _value_alone(question: str, q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "Does Earth have more than one moon?" - "... So, one.": a value on its own, opening or closing the
    reply, set against the question's bound (or, with no bound, its value: "Three total." for "three hearts")."""
    if len(q.numbers) != 1:
        return None
    pieces = [sentences[0]] + ([sentences[-1]] if len(sentences) > 1 else [])
    for piece in pieces:
        m = _VALUE_ALONE.fullmatch(piece)
        tail = _VALUE_TAIL.search(piece) if m is None else None
        if tail is not None and not _DIGIT.search(tail.group()) and not _HEDGE.search(tail.group()):
            # "Three, in fact.", "Five: red, blue, ...": the value, then a word of emphasis or what it counts
            m = _VALUE_ALONE.fullmatch(piece[: tail.start()])
        if m is None:
            continue
        value = _number(m.group("value").replace(",", ""))
        if value is None or not value.isdigit():
            continue
        bound = _WORD_BOUND.search(question)
        if bound is None:
            if q.compared:
                return None  # (a bound this reader does not read: no verdict)
            return ("yes" if value == q.numbers[0] else "no"), piece
        limit = _number((bound.group("n1") or bound.group("n2")).replace(",", ""))
        if limit is None or not limit.isdigit():
            return None
        return ("yes" if _within_bound(bound, int(value), int(limit)) else "no"), piece
    return None


_ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5,
}  # fmt: skip
_SUPERLATIVES = frozenset(
    """tallest shortest longest largest smallest biggest oldest youngest hottest coldest highest lowest
    closest nearest farthest furthest deepest shallowest fastest slowest heaviest lightest driest wettest
    best worst brightest richest poorest""".split()
)


_SAME_RANK = {
    "biggest": "largest",
    "nearest": "closest",
    "furthest": "farthest",
    "1st": "first",
    "2nd": "second",
    "3rd": "third",
}


def _ranks(words: list[str]) -> set[str]:
    """The ordinals and superlatives among ``words`` ("biggest" read as "largest")."""
    out = set()
    for word in words:
        low = word.lower()
        if low in _ORDINALS or low in _SUPERLATIVES:
            out.add(_SAME_RANK.get(low, low))
        elif low[:1].isdigit() and low.endswith(("st", "nd", "rd", "th")):
            out.add(_SAME_RANK.get(low, low))  # "44th", "43rd"
    return out


def _ordinals(ranks: set[str] | frozenset[str]) -> set[int]:
    """The ordinal numbers among ``ranks`` (not the superlatives)."""
    return {n for n in map(_ordinal, ranks) if n is not None}


def _ordinal(rank: str) -> int | None:
    if rank in _ORDINALS:
        return _ORDINALS[rank]
    return int(rank[:-2]) if rank[:-2].isdigit() else None


_BARE_RANK = lazy_compile(r"\W*(?:the\s+)?([A-Za-z0-9]+)\s*(?:[,.;:—–!]|$)", re.IGNORECASE)


def _other_rank(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "Was Aldrin the first on the Moon?" - "Aldrin was second.": another rank in its place."""
    asked = q.ranks
    asked_ordinals = {n for n in map(_ordinal, asked) if n is not None}
    if not asked:
        return None
    bare = _BARE_RANK.match(sentences[0])
    if bare is not None and _ordinal(bare.group(1).lower()) is not None and asked_ordinals:
        same = _ordinal(bare.group(1).lower()) in asked_ordinals
        return ("yes" if same else "no"), sentences[0]
    for sentence in sentences[:50]:
        clause = _main_clause(sentence)
        if _HEDGE.search(clause) or _is_reported(clause) or _negations(clause):
            continue
        words = _WORD.findall(clause)
        covered, flips = _coverage(q, words)
        if flips or not (covered[0] or _PRONOUN_OPENING.match(clause)):
            continue
        said = _ranks(words)
        if not said or said & asked:
            continue
        if not asked_ordinals and said == {"first"}:
            continue  # "Is it the largest?" - "It's first, by a lot.": the top of the scale asked about, no other
        rank_stems = {_stem(r) for r in asked}
        rank_units = [i for i, unit in enumerate(q.units) if unit & rank_stems]
        others = [hit for i, hit in enumerate(covered) if i and i not in rank_units]
        if len(words) > 6 and sum(others) * 2 < len(others):
            continue
        return "no", sentence
    return None


_NOW_NAMED = lazy_compile(
    # (or from a time on that reaches today: "Since then it's Brasília.", "Ever since 1991, it has been Abuja.")
    r"(?i:\b(?:today|now|these\s+days|nowadays|currently|since\s+(?:then|that\s+time|\d{4})|ever\s+since(?:\s+\d{4})?)\b,?\s+"
    # (a connective set off between the time and the clause: "Today, however, the capital is Ankara.")
    r"(?:(?:however|though|in\s+fact|of\s+course|instead),\s+)?"
    r"(?:it's|it\s+is|it\s+has\s+been|that's|that\s+is|the\s+[a-z]+\s+is|the\s+[a-z]+\s+has\s+been)|"
    r"\bthe\s+[a-z]+\s+(?:today|now|these\s+days|nowadays)\s+is)\s+"
    r"(?P<name>[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2})\s*(?:[.;,!)]|$)"
)


# The role a question names ("Is Porto the capital of Portugal?") filled by a name in a clause of its own:
# "the capital is Lisbon", "Portugal's capital is Lisbon", "the capital of Portugal has been Lisbon since ...",
# "Abuja replaced it as capital", "Canberra took over as the capital" (the role's noun after "the" or a
# possessive, up to two words before it; the clause's copula in the question's tense)
_ROLE_IS = lazy_compile(
    r"(?:\b(?i:the)|\b[A-Z][\w.-]*['’]s)\s+(?P<role>(?:[a-z-]+\s+){0,2}?[a-z-]+)"
    r"(?:\s+(?:of|in|for)\s+(?:the\s+)?[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2})?"
    r"(?:\s+(?:today|now|nowadays|currently))?"
    r"\s*(?:['’]s|\s+(?P<cop>is|are|was|were|has\s+been|remains|remained))\s+"
    r"(?:(?:now|actually|in\s+fact|still|officially|really)\s+)?(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})"
    r"(?!\s*['’]s)(?=\s*(?:[.,;:!)—–]|\s-\s|\s+(?:since|from|in|until|and|but|not|which|while)\b|$))"
)
_ROLE_TAKEN = lazy_compile(
    r"\b(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})\s+(?:has\s+|have\s+)?"
    r"(?:replaced|succeeded|superseded|displaced|took\s+over(?:\s+from\s+(?:it|them|[A-Z][\w'-]*))?)"
    r"(?:\s+(?:it|them|[A-Z][\w'-]*))?\s+as\s+(?:the\s+)?(?P<role>(?:[a-z-]+\s+){0,2}?[a-z-]+)"
    r"(?=\s*(?:[.,;:!)—–]|\s-\s|\s+(?:in|since|from|of)\b|$))"
)
_ROLE_TENSE = {"is": "is", "are": "is", "was": "was", "were": "was"}


def _role_filled(q: _Question, aux: str, sentences: list[str]) -> tuple[str, str] | None:
    """ "Is Porto the capital of Portugal?" - "Porto is the second city; the capital is Lisbon.": the role the
    question names ("the capital"), filled in a clause of its own by another name (no) or by the question's
    subject (yes). Only for a question in "is"/"was" about a named subject; the clause's tense is the question's
    ("The capital was Coimbra until 1255" does not answer "Is Lisbon the capital?"); replacing names the role's
    holder now."""
    tense = _ROLE_TENSE.get(aux)
    if tense is None or not q.definite or 0 not in q.capital_units:
        return None
    roles = {_stem(w) for i in q.definite for w in q.units[i]}
    found: set[str] = set()
    hit = ""
    for sentence in sentences[:4]:
        if _HEDGE.search(sentence) or _is_reported(sentence):
            continue
        for m in (*_ROLE_IS.finditer(sentence), *(_ROLE_TAKEN.finditer(sentence) if tense == "is" else ())):
            role = m.group("role").split()
            if _stem(role[-1]) not in roles or any(_stem(w) not in q.stems for w in role):
                continue
            cop = m.groupdict().get("cop")
            if cop is not None and _ROLE_TENSE.get(cop, "is") != tense:
                continue
            if re.search(r"\b(?:not|never|no\s+longer)\b|n't\b", sentence[max(0, m.start() - 12) : m.end()]):
                continue
            named = _WORD.findall(m.group("name"))
            if _direct(q, named)[0]:
                found.add("no" if q.negated else "yes")
            elif len(_new_names(q, named)) == len(named):
                found.add("yes" if q.negated else "no")
            else:
                continue
            hit = hit or sentence
    if len(found) == 1:
        return found.pop(), hit
    return None


def _now_named(q: _Question, sentences: list[str], low: str) -> tuple[str, str] | None:
    """ "Kyoto was the capital until 1869; today it's Tokyo.": what holds today names the subject or not.
    (``low``: the answer in lowercase, to skip the search when no cue word occurs.)"""
    if q.pronoun_subject or not any(cue in low for cue in ("today", "now", "days", "currently", "since")):
        return None
    for sentence in sentences[:50]:
        m = _NOW_NAMED.search(sentence)
        if m is None:
            continue
        covered, _ = _coverage(q, _WORD.findall(m.group("name")), subject_counted=False)
        if covered[0]:
            return "yes", sentence
        if not any(covered):
            return "no", sentence
    return None


# a past copula, later "until" and a time now past: "was the capital until 1960", "were legal until the 1920s"
_HELD_UNTIL = lazy_compile(
    r"\b(?:was|were)\s+(?:[^.;:!?—–()]{1,80}?\s)?until\s+(?:(?:about|around|the\s+(?:late\s+|early\s+)?)?\d{3,4}s?|"
    r"recently|[A-Z][a-z]+\s+\d{4})\b"
)
# a later word that brings the state back to the present: "... until 1960, and again since 1990", "still"
_HELD_AGAIN = lazy_compile(r"\b(?:again|still|once\s+more|returned|restored|reinstated)\b", re.IGNORECASE)


def _held_until(q: _Question, aux: str, sentences: list[str], text: str) -> tuple[str, str] | None:
    """ "Is Rio the capital of Brazil?" - "Rio was the capital until 1960.": the question's whole
    proposition, said in the past tense and bounded by "until" and a past time (a year, a decade, "recently"),
    no longer holds: a no (a yes to a question that denies it). Only a present-tense question ("is", "are"),
    only when the clause before "until" covers every unit of the question, is neither negated nor hedged, and
    nothing later says the state came back ("again", "still", "restored")."""
    if aux not in ("is", "are") or q.pronoun_subject or "until" not in text:
        return None
    for sentence in sentences[:3]:
        found = _HELD_UNTIL.search(sentence)
        if found is None:
            continue
        clause = sentence[: found.end()]
        if _HEDGE.search(clause) or _is_reported(clause) or _negations(clause) or _HELD_AGAIN.search(text):
            return None
        words = _WORD.findall(clause)
        covered, flips = _coverage(q, words)
        if not covered[0] and _PRONOUN_OPENING.match(clause) is not None:
            covered[0] = True
        if all(covered) and not flips:
            return ("yes" if q.negated else "no"), sentence
    return None


# --- a contrast, another name, a judgement, a result, a fragment ---------------------------

_CONTRAST_NOT = lazy_compile(
    r"(?:[,—–]\s*|\s-\s+)(?:and\s+|but\s+)?(?:not|never)\s+"
    r"(?!only\b|just\b|necessarily\b|quite\b|exactly\b|even\b|always\b|sure\b|certain\b|much\b|really\b|at\s+all\b|"
    # (a reason contrasted is not a term contrasted: "..., not because it conducts better")
    r"because\b|since\b|due\b|as\b|that\b|so\b|when\b|if\b|to\b|in\s+order\b)"
    # (a separator inside a number is no break: "not 300,000", "not 2.5 kg")
    r"(?P<neg>(?:[^,;:.!?—–()\n]|(?<=\d)[,.](?=\d)){1,60}?)(?=\s*(?:[;:!?—–()\n]|[,.](?!\d)|\s-\s|$))|"
    r"\s(?:rather\s+than|instead\s+of)\s+(?P<neg2>(?:[^,;:.!?—–()\n]|(?<=\d)[,.](?=\d)){1,60}?)"
    r"(?=\s*(?:[;:!?—–()\n]|[,.](?!\d)|\s-\s|$))",
    re.IGNORECASE,
)


def _direct(q: _Question, words: list[str]) -> list[bool]:
    stems = set(map(_stem, words))
    return [not unit.isdisjoint(stems) for unit in q.units]


def _contrast(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "A, not B": B names what the question asks and A does not (a no), or A restates the question
    and B names nothing of it (a yes: "Canberra is the capital - not Sydney or Melbourne")."""
    for sentence in sentences[:3]:
        if "not" not in sentence.lower() and "rather" not in sentence.lower() and "instead" not in sentence.lower():
            continue
        m = _CONTRAST_NOT.search(sentence)
        if m is None:
            continue
        negated = m.group("neg") or m.group("neg2")
        rest = sentence[: m.start()] + sentence[m.end() :]
        # ("X, so A, not B": the conclusion after the cue is the clause that holds the contrast)
        cue = _CONCLUSION.match(rest) or _INNER_CONCLUSION.search(rest)
        clause = _main_clause(rest[cue.end() :] if cue is not None and cue.end() < m.start() else rest)
        if _HEDGE.search(clause) or _is_reported(clause) or _negations(clause):
            return None
        said = _direct(q, _WORD.findall(clause))
        denied = _direct(q, _WORD.findall(negated))
        if any(d and s for d, s in zip(denied, said, strict=True)):
            _other_kind(q, _WORD.findall(clause), _WORD.findall(negated), said, denied)
        if any(d and not s and i not in q.contrasted for i, (d, s) in enumerate(zip(denied, said, strict=True))):
            return ("yes" if q.negated else "no"), sentence
        if any(denied) and q.preferred >= 0 and said[q.preferred]:
            if all(i in q.contrasted or said[i] for i, d in enumerate(denied) if d):
                # "Rather than slaves?" - "... paid workers, not slaves": the question's own contrast kept
                return ("no" if q.negated else "yes"), sentence
        # (what is denied may be a broader term the clause narrows with another word of the question: "It's a
        # dwarf planet, not a planet." for "a dwarf planet?" denies "a planet" alone, not the question's term)
        broader = any(denied) and _narrowed(q, _WORD.findall(clause), said, denied)
        if (any(denied) and not broader) or _has_opposite(q, negated):
            return None
        covered, flips = _coverage(q, _WORD.findall(clause))
        opening = _PRONOUN_OPENING.match(clause) is not None
        subject = covered[0] or q.pronoun_subject or opening
        # (a pronoun opening the clause stands for the subject and counts as its unit: "It's a fruit, not a
        # vegetable." for "Is a tomato a fruit?")
        if subject and not flips and sum(covered) + (opening and not covered[0]) >= max(2, 0.6 * len(q.units)):
            return ("no" if q.negated else "yes"), sentence
        return None
    return None


def _narrowed(q: _Question, said_words: list[str], said: list[bool], denied: list[bool]) -> bool:
    """Whether every unit the denied phrase names is said in the clause right after a word of another unit of the
    question that the denied phrase lacks ("a dwarf planet" beside "not a planet" for "Is Ceres a dwarf
    planet?"): the clause narrows the denied term with the question's own word."""
    for i, d in enumerate(denied):
        if not d:
            continue
        if not said[i]:
            return False
        unit = q.units[i]
        before = [_stem(said_words[j - 1]) for j, w in enumerate(said_words) if j and _stem(w) in unit]
        if not any(k and said[k] and not denied[k] and b in q.units[k] for b in before for k in range(len(q.units))):
            return False
    return True


def _other_kind(
    q: _Question, said_words: list[str], denied_words: list[str], said: list[bool], denied: list[bool]
) -> None:
    """ "A dwarf planet, not a planet.", "on Liberty Island, not Ellis Island": a unit both said and denied is
    said of another kind when every time the clause says it another word stands before it than in the denied
    phrase (a content word of its own, or any word before a name's head), and the denied phrase says it bare
    or with the question's own word. It counts as unsaid (marked in ``said``)."""
    for i, (d, s) in enumerate(zip(denied, said, strict=True)):
        if not (d and s):
            continue
        unit = q.units[i]
        before = {denied_words[j - 1].lower() if j else "" for j, w in enumerate(denied_words) if _stem(w) in unit}
        if any(b and b not in _STOP and _stem(b) not in q.stems for b in before):
            continue  # (the denied phrase names a kind of its own: "not a gas giant" for "a giant")
        at = [j for j, w in enumerate(said_words) if _stem(w) in unit]
        if at and all(
            j
            and said_words[j - 1].isalpha()
            and len(said_words[j - 1]) >= 3
            and said_words[j - 1].lower() not in _STOP
            and said_words[j - 1].lower() not in before
            and _stem(said_words[j - 1]) not in unit
            and (i in q.capital_units or _stem(said_words[j - 1]) not in q.stems)
            for j in at
        ):
            said[i] = False


_PARTICLES = frozenset({"da", "de", "di", "del", "della", "van", "von", "der", "la", "le", "du", "al", "bin", "of"})
_AGENT = lazy_compile(
    r"\b(?:was|were|is|are)\s+(?:\w+\s+)?(?P<verb>[a-z]+(?:ed|en|t))\s+by\s+(?P<name>[A-Z][\w'-]*(?:\s+(?:[A-Z][\w'-]*|"
    + "|".join(sorted(_PARTICLES))
    + r"))*)"
)
_COPULAR_NAME = lazy_compile(
    r"\W*(?P<subject>(?:[\w'-]+\s+){0,3}?[\w'-]+?)\s*(?:'s|\s(?:is|are|was|were))\s+"
    r"(?:(?:a|an|the|actually|really|originally|entirely|mostly)\s+)*(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})\W*"
)
_NAME_AUX = lazy_compile(
    r"\W*(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})\s+(?:is|are|was|were|did|does|do|has|have|had|can|could|will)"
    r"(?:\s+(?:indeed|too|though))?\W*"
)
_CLEFT_NAME = lazy_compile(
    r"\W*(?:[a-z]+ly,?\s+)?(?:it|that|this)(?:'s|'d\s+be|\s+(?:is|was|would\s+be|must\s+be))\s+(?:actually\s+|really\s+)?(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,3})\W*",
    re.IGNORECASE,
)
# the verb after a name opening a clause: "Mercury is ...", "Raphael painted it"
_NAME_VERB = lazy_compile(r"is|are|was|were|has|have|had|did|does|holds?|held|[a-z]{3,}ed", re.IGNORECASE)
_ALSO = lazy_compile(r"\b(?:too|also|as\s+well|both|either|and)\b", re.IGNORECASE)


def _new_names(q: _Question, words: list[str]) -> list[str]:
    """Capitalised words (not opening stop words) the question does not hold."""
    out = []
    for i, word in enumerate(words):
        if not word[:1].isupper() or word == "I" or (i == 0 and word.lower() in _STOP):
            continue
        if _stem(word) not in q.stems:
            out.append(word)
    return out


# A name standing alone ("Ottawa.", "Ottawa, actually."), or after "by" ("By Leonardo.")
_BARE_NAME = lazy_compile(
    r"[\s*_\"']*(?P<lead>(?i:actually|in\s+fact),?\s+)?(?P<by>(?i:by)\s+)?(?:the\s+)?(?P<name>[A-Z][\w'-]*(?:\s+(?:[A-Z][\w'-]*|"
    + "|".join(sorted(_PARTICLES))
    + r")){0,3})\s*(?P<tail>,\s*(?i:actually|in\s+fact))?[\s.!*_\"']*",
)
_BY_NAME_QUESTION = lazy_compile(r"\bby\s+[A-Z]")


def _bare_name(q: _Question, first: str) -> tuple[str, str] | None:
    """ "Is Toronto the capital?" - "Ottawa.": a name alone answers a question that names the one thing its
    definite noun is ("the capital", "the largest planet"); "By Leonardo." answers "painted by X?"."""
    m = _BARE_NAME.fullmatch(first)
    if m is None:
        return None
    names = _WORD.findall(m.group("name"))
    if len(names) < 2 and not (m.group("lead") or m.group("tail") or m.group("by")) and not _one_of_a_kind(q, names):
        return None  # (one capitalised word alone may be any word opening a sentence: "Interesting.")
    if m.group("by"):
        asked = _BY_NAME_QUESTION.search(" ".join(q.words))
        slot = next((i for i in sorted(q.capital_units) if i), None)  # the agent's name, after the subject's
        if asked is None or slot is None:
            return None
    elif 0 in q.capital_units and q.definite:
        slot = 0
    elif _one_of_a_kind(q, names):
        slot = -1  # "Is the currency of Japan the yuan?" - "Yen.": another value for the one the role holds
    else:
        return None
    direct = _direct(q, names)
    capitalised = [w for w in names if w[:1].isupper()]
    if len(_new_names(q, capitalised)) == len(capitalised):
        return ("yes" if q.negated else "no"), first
    if slot >= 0 and direct[slot] and sum(direct) == 1:
        return ("no" if q.negated else "yes"), first
    return None


def _one_of_a_kind(q: _Question, names: list[str]) -> bool:
    """Whether one word alone may answer ``q`` as the value of a role that holds one thing ("the capital of
    Canada", "the currency of Japan"): the question has such a definite noun and asks no place ("Is the
    tower in the capital?" - "Paris.": a place may lie inside the one asked of), and the word reads as a
    name, not a word of judgement ("Doubtful.", "Partly.", "Interesting.")."""
    if len(names) != 1 or not q.definite:
        return False
    if not _LOCATIVE.isdisjoint(w.lower() for w in q.words if w.lower() != "of"):
        return False
    if _EXISTENTIAL.search(" ".join(q.words)) is not None:
        return False  # "Is there a country whose name starts with the letter Q?" - "Qatar!": an instance (see _instance_named)
    word = names[0]
    return (
        _NOT_A_NAME.fullmatch(word.lower()) is None
        and _ADJECTIVE_END.fullmatch(word) is None
        and _HEDGE.search(word) is None
        and word.lower() not in _STOP
        and word.lower() not in _NO_NAME_WORDS
    )


# closed-class words that stand alone without naming anything: adverbs of frequency and degree, pronouns,
# question words ("Sometimes.", "Both.", "Elsewhere.", "Why?")
_NO_NAME_WORDS = frozenset(
    "sometimes always often usually seldom never rarely mostly partly hardly somewhat somehow anyway "
    "both either neither none nothing everything anything something nowhere everywhere elsewhere somewhere "
    "what why how who whom which where when whatever huh meh nah".split()
)


def _other_name(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "Is Venus the hottest?" - "Mercury is the hottest."; "Raphael painted it."; "It's French.";
    "Don Quixote was written by Cervantes.": another name where the question puts one of its names."""
    if not q.capital_units:
        return None
    bare = _bare_name(q, sentences[0])
    if bare is not None:
        return bare
    for sentence in sentences[:3]:
        for part in sentence.split(";")[:3]:
            clause = _main_clause(part)
            if _HEDGE.search(clause) or _is_reported(clause) or _negations(clause) or _ALSO.search(clause):
                continue
            words = _WORD.findall(clause)
            if not words:
                continue
            said = _direct(q, words)
            pronoun = _PRONOUN_OPENING.match(clause) is not None
            if pronoun:
                said[0] = True
            verdict = "yes" if q.negated else "no"
            # "Bell did.", "Rome is.": a name and the question's auxiliary alone, another name or its own
            alone = _NAME_AUX.fullmatch(clause) if len(words) <= 5 else None
            if alone is not None:
                named = _WORD.findall(alone.group("name"))
                if len(_new_names(q, named)) == len(named):
                    return verdict, sentence
                if 0 in q.capital_units and _direct(q, named)[0] and not any(_direct(q, named)[1:]):
                    return ("no" if q.negated else "yes"), sentence
            # "It was Alexander Graham Bell.", "That's Ottawa.": another name where the question puts its own
            cleft = _CLEFT_NAME.fullmatch(clause) if pronoun and len(words) <= 6 else None
            if cleft is not None and q.capital_units:
                names = _WORD.findall(cleft.group("name"))
                if len(_new_names(q, names)) == len(names):
                    return verdict, sentence
            # "Is the Pacific the largest ocean?" - "The largest is the Pacific.": the definite noun, the same name
            copular = _COPULAR_NAME.fullmatch(clause) if len(words) <= 6 else None
            if copular is not None and 0 in q.capital_units:
                subject_of = _direct(q, _WORD.findall(copular.group("subject")))
                named = _direct(q, _WORD.findall(copular.group("name")))
                if not subject_of[0] and any(subject_of[i] for i in q.definite) and named[0] and sum(named) == 1:
                    return ("no" if q.negated else "yes"), sentence
            missing = [i for i in q.capital_units if not said[i]]
            if not missing:
                continue
            # a new name opening the clause, then what the question says of its own name
            lead: list[str] = []
            for word in words:
                if word[:1].isupper() or (lead and word in _PARTICLES):
                    lead.append(word)
                else:
                    break
            rest = words[len(lead) :]
            if (
                lead
                and rest
                and _NAME_VERB.fullmatch(rest[0])
                and lead[0].lower() not in _STOP
                and "'" not in lead[0]
                and not any(_direct(q, lead))
            ):
                if any(hit for i, hit in enumerate(_direct(q, rest)) if i not in q.capital_units):
                    return verdict, sentence
            # "Cubism was founded by Picasso": another agent of what the question names
            agent = _AGENT.search(clause)
            if (
                agent is not None
                and _new_names(q, _WORD.findall(agent.group("name")))
                and (
                    any(said[i] for i in q.capital_units)
                    # "The telephone was invented by Bell." for "Did Edison invent the telephone?": what the
                    # question's verb did, another agent
                    or (
                        _stem(agent.group("verb")) in q.stems
                        and any(_direct(q, _WORD.findall(clause[: agent.start()])))
                    )
                )
            ):
                return verdict, sentence
            # "It's French.", "Gracias is Spanish."
            copular = _COPULAR_NAME.fullmatch(clause) if len(words) <= 6 else None
            if copular is not None:
                subject = _WORD.findall(copular.group("subject"))
                names = _WORD.findall(copular.group("name"))
                said_of = _direct(q, subject)
                # (or the question's definite noun as the subject: "Is Toronto the capital?" - "The capital is Ottawa.")
                slot = not said_of[0] and 0 in q.capital_units and any(said_of[i] for i in q.definite)
                if (pronoun or said_of[0] or slot) and len(_new_names(q, names)) == len(names):
                    return verdict, sentence
    return None


# a question of existence: "Is there a ...?", "Are there any ...?", "Has anyone ever ...?", "Did it ever ...?"
_EXISTENTIAL = lazy_compile(
    r"^\s*there\s+(?:ever\s+)?(?:a|an|any|one|some)\b|\b(?:ever|anyone|anybody)\b", re.IGNORECASE
)
# a count of occurrences or instances: "Once.", "Three times", "Only one", "2 of them"
_COUNT = lazy_compile(
    r"(?:only\s+|just\s+|at\s+least\s+|exactly\s+)?(?:once|twice|several|many|multiple|(?:one|two|three|four|five|six|seven|"
    r"eight|nine|ten|a\s+few|[1-9]\d*)(?:\s+(?:times|occasions|instances|cases))?)",
    re.IGNORECASE,
)
_FRAGMENT_HEAD = lazy_compile(r"[^,:;()—–!.]+")
_FINITE = frozenset(
    {
        "is",
        "are",
        "was",
        "were",
        "has",
        "have",
        "had",
        "did",
        "does",
        "do",
        "can",
        "could",
        "will",
        "would",
        "be",
        "been",
    }
)
_ADJECTIVE_END = lazy_compile(r".*(?:ly|ful|ous|ible|able|ing|ed|less|ive|al)", re.IGNORECASE)


def _instance_named(q: _Question, aux: str, rest: str, sentences: list[str]) -> tuple[str, str] | None:
    """ "Is there a country starting with Q?" - "Qatar!"; "Has a pope ever resigned?" - "Benedict XVI, 2013.";
    "Has it ever been cancelled?" - "Three times: 1916, 1940, 1944.": a question of existence answered by a
    fragment that opens the reply and names an instance (a name the question does not hold) or counts
    them (once, twice, N times) affirms it. The fragment is a few words without a verb, a negation or a hedge;
    a name alone must end the reply or close with "!" and look like no adjective or adverb ("Doubtful.")."""
    existential = _EXISTENTIAL.search(rest)
    if existential is None or not sentences:
        return None
    first = sentences[0]
    if _HEDGE.search(first) or _negations(first) or _is_reported(first):
        return None
    head = _FRAGMENT_HEAD.match(first)
    if head is None:
        return None
    words = _WORD.findall(head.group())
    if not 1 <= len(words) <= 4 or any(w.lower() in _FINITE for w in words):
        return None
    if _NOT_A_NAME.fullmatch(words[0].lower()) is not None and _COUNT.fullmatch(head.group().strip()) is None:
        return None
    # (a negation after the existential opening describes the instance asked for, it does not deny that one
    # exists: "Is there a country with no army?" - "Costa Rica!", "Are there any birds that can't fly?" - "Several.")
    verdict = "no" if q.negated and _negations(rest[existential.end() :]) % 2 == 0 else "yes"
    if _COUNT.fullmatch(head.group().strip()) is not None:
        return verdict, first  # "Three times: ...", "Only one - Qatar.", "Once, in 1978."
    lead = [w for w in words if w.lower() not in ("only", "just", "the", "and")]
    if not lead or not all(w[:1].isupper() or w.isdigit() for w in lead) or not _new_names(q, lead):
        return None
    if len(lead) == 1 and (
        _ADJECTIVE_END.fullmatch(lead[0]) or (len(sentences) > 1 and not first.rstrip().endswith("!"))
    ):
        return None  # (one capitalised word may be any word opening a sentence: "Doubtful.", "Unlikely.")
    return verdict, first


_ROLE_WORDS = frozenset({"most", "least", "only", "first", "last", "best", "worst"})
_LOCATIVE = frozenset({"in", "at", "on", "near", "inside", "within", "from", "of", "to", "into"})
_PLACE_AND_HOLDER = lazy_compile(r"\b(?:in|at)\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*,\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*")


_ROUTE_WORDS = frozenset({"via", "through", "across", "along", "past"})


def _slot_taken(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """Another thing in the one place the question leaves open, everything else it says kept or left out:
    "Is Kilimanjaro in Kenya?" - "Kilimanjaro lies in Tanzania." (the subject kept, another name where the
    question puts its own); "Is hydrogen the most abundant element?" - "Helium is the most abundant element."
    (another subject for a one-of-a-kind role: a definite noun or a superlative). The clause adds at most
    one content word of its own besides the new name, and is neither hedged, reported, negated nor additive
    ("Tanzania too")."""
    # (in the predicate: "the ferry" as the subject is no role)
    role = bool(q.definite - {0} or q.ranks) or not _ROLE_WORDS.isdisjoint(w.lower() for w in q.words)
    for sentence in sentences[:2]:
        clause = _main_clause(sentence.split(";")[0])
        if _HEDGE.search(clause) or _is_reported(clause) or _negations(clause) or _ALSO.search(clause):
            continue
        words = _WORD.findall(clause)
        if not 2 <= len(words) <= 12:
            continue
        said = _direct(q, words)
        pronoun = _PRONOUN_OPENING.match(clause) is not None
        if pronoun:
            said[0] = True
        new = _new_names(q, words)
        added = [
            w for w in words if w.lower() not in _STOP and _stem(w) not in q.stems and w not in new and not w.isdigit()
        ]
        if not new or len(added) > 1:
            continue
        verdict = "yes" if q.negated else "no"
        missing = [i for i, hit in enumerate(said) if not hit]
        first = words[1:2] if words[0].lower() == "the" else words[:1]
        opens = pronoun or _direct(q, first)[0]  # (the subject opens the clause: not "Some say Lima ...")
        # (a place only with the place that holds it, "in Agra, India": "in Granada" alone may lie inside "in Spain",
        # and only knowledge tells)
        at = next(i for i, w in enumerate(words) if w in new)
        placed = any(w.lower() in _LOCATIVE for w in words[:at])
        if placed:
            held = _PLACE_AND_HOLDER.search(sentence)
            named = _direct(q, _WORD.findall(held.group())) if held is not None else []
            placed = held is None or any(named[i] for i in q.capital_units if i)
        # (a name after a word of route is the way, not the place: "It's linked via the Panama Canal",
        # "It flows through Egypt")
        routed = not _ROUTE_WORDS.isdisjoint(w.lower() for w in words[:at])
        if (
            opens
            and len(missing) == 1
            and missing[0] in q.capital_units
            and words[0] not in new
            and not placed
            and not routed
        ):
            return verdict, sentence  # the subject kept, another name in the question's place for its own
        if said[0] or pronoun or not role or len(q.units) < 2:
            continue
        lead = words[1:] if words[0].lower() == "the" else words
        verb = next((i for i, w in enumerate(lead[1:5], 1) if _NAME_VERB.fullmatch(w)), 0)
        if lead and lead[0] in new and verb and all(w in new or w.islower() for w in lead[1:verb]) and any(said[1:]):
            return verdict, sentence  # another subject for the question's one-of-a-kind role
    return None


_APPOSITION_BREAK = lazy_compile(r"\s*(?:[,;:—–(]|\s-\s)")
_REVOKING = lazy_compile(
    r"\b(?:but|though|although|however|yet|except|second|third|fourth|fifth|runner|behind|after|instead|rather)\b|\?",
    re.IGNORECASE,
)


def _subject_named(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "Is hydrogen the most abundant element?" - "Hydrogen, followed by helium."; "Is Ottawa the capital?" -
    "Ottawa, Ontario, since 1857.": the question's own subject named alone at the reply's opening, set off
    by a comma or a dash, answers a question of a one-of-a-kind role (a definite noun or a superlative); what
    follows the name may add to it but not revoke it (no negation, hedge, contrast or lower rank)."""
    role = bool(q.definite - {0} or q.ranks) or not _ROLE_WORDS.isdisjoint(w.lower() for w in q.words)
    if not role or q.pronoun_subject or len(q.units) < 2:
        return None
    first = sentences[0]
    brk = _APPOSITION_BREAK.search(first)
    if brk is None:
        return None
    head, rest = first[: brk.start()], first[brk.start() :]
    words = [w for w in _WORD.findall(head) if w.lower() != "the"]
    if not 1 <= len(words) <= 4 or not words[0][:1].isalpha():
        return None
    said = _direct(q, words)
    if not said[0] or any(said[1:]) or not all(_direct(q, [w])[0] for w in words):
        return None
    if _negations(rest) or _HEDGE.search(rest) or _REVOKING.search(rest) or _is_reported(first):
        return None
    return ("no" if q.negated else "yes"), first


# Whether something is fine to do, or harmful: the question's word and the answer's.
_GOOD = (
    "ok okay fine safe alright harmless healthy good great wise advisable recommended allowed legal "
    "work works beneficial acceptable"
).split()
_BAD = (
    "toxic poisonous dangerous harmful unsafe deadly hazardous risky bad unhealthy illegal unwise "
    "inadvisable banned forbidden lethal"
).split()
_JUDGED_QUESTION = lazy_compile(r"\b(?:" + "|".join(_GOOD + _BAD) + r")\b", re.IGNORECASE)
_JUDGEMENT = lazy_compile(
    r"\b(?:is|are|was|were|'s|'re|isn't|aren't|wasn't|weren't)\s+(?:not\s+)?"
    r"(?:(?:perfectly|totally|completely|generally|usually|absolutely|quite|very|really|extremely|highly|actually|"
    r"entirely|pretty|just|often|potentially|also|seriously)\s+)*(?:an?\s+)?(?P<word>"
    + "|".join(_GOOD + _BAD)
    + r")\b",
    re.IGNORECASE,
)


_JUDGED_FRAGMENT = lazy_compile(
    r"\W*(?P<neg>not\s+|never\s+)?(?:(?:[a-z]+ly|very|quite|pretty|fairly|mostly|totally|perfectly)\s+){0,2}(?:an?\s+)?"
    r"(?P<word>" + "|".join(_GOOD + _BAD) + r")(?:\s+at\s+all)?\s*(?:[,;:—–.!]|\s-\s|$)",
    re.IGNORECASE,
)
_SAFE_TO_TAKE = lazy_compile(
    r"\W*(?:can|could|should|may)\s+(?:[\w'-]+\s+){1,3}?(?:eat|drink|feed|give|take|consume|swallow|touch|inhale|mix)\b",
    re.IGNORECASE,
)


def _judged(question: str, q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "Is it okay to feed grapes to dogs?" - "Grapes are toxic to dogs.": the answer judges what the
    question asks about as fine or harmful."""
    asked = _JUDGED_QUESTION.search(question)
    if asked is None and _SAFE_TO_TAKE.match(question) is None:
        return None
    # ("Can dogs eat chocolate?" asks whether it is safe: a judgement of harm answers it)
    asked_good = asked is None or asked.group().lower() in _GOOD
    # "Generally fine - ...", "Perfectly safe;", "Not harmful at all.": the judgement alone opens the answer
    m = _JUDGED_FRAGMENT.match(sentences[0])
    if m is not None and not _HEDGE.search(sentences[0]):
        good = (m.group("word").lower() in _GOOD) != bool(m.group("neg"))
        return ("yes" if good == asked_good else "no"), sentences[0]
    for sentence in sentences[:2]:
        clause = _main_clause(sentence)
        m = _JUDGEMENT.search(clause)
        if m is None or _HEDGE.search(clause) or _is_reported(clause):
            continue
        before = _WORD.findall(clause[: m.start()])
        if not (any(_direct(q, before)) or _PRONOUN_OPENING.match(clause)):
            continue
        good = m.group("word").lower() in _GOOD
        if _negations(clause) % 2:
            good = not good
        return ("yes" if good == asked_good else "no"), sentence
    return None


# (searched from each relation word; the expression before it is what the question computes)
_EQUATION_QUESTION = lazy_compile(
    r"\b(?:equals?(?:\s+to)?|equal\s+to|makes?|gives?|comes?\s+to)\s*(?P<rhs>-?\d+(?:[.,/]\d+)?)\s*\??\s*$|"
    r"=\s*(?P<rhs2>-?\d+(?:[.,/]\d+)?)\s*\??\s*$",
    re.IGNORECASE,
)
_RELATION_WORD = lazy_compile(r"\b(?:equals?|equal|makes?|gives?|comes?)\b", re.IGNORECASE)
_NUMERAL = lazy_compile(r"\d+(?:[./]\d+)?")
# right after the question's expression: a copula or "equals" and one value that ends the clause ("... is 1024.",
# "... is 56, not 54."; not "... is 56 or so", "... is 50 plus 6", "... is about 50")
_SAID_RESULT = lazy_compile(
    r"\s*\)?\s+(?P<verb>is|equals|comes\s+to|makes|gives)\s+(?P<value>-?\d+(?:[./]\d+)?)(?:[.!;,)]|\s*$)",
    re.IGNORECASE,
)
_CHAIN_END = lazy_compile(r"=\s*(-?\d+(?:[./]\d+)?)(?!\s*[\d+*/×÷^-])")


def _equation(question: str, sentences: list[str]) -> tuple[str, str] | None:
    """ "Is 7 × 8 equal to 54?" - "7 × 8 = 56.": a computation of the question's expression ending in
    another value (or the same one)."""
    m = _QUESTION.search(question.strip()[-2000:])
    if m is None or ("=" not in m.group("rest") and not _RELATION_WORD.search(m.group("rest"))):
        return None
    rest = m.group("rest").rstrip()
    e = _EQUATION_QUESTION.search(rest, max(0, len(rest) - 60))
    if e is None:
        return None
    lhs = _NUMERAL.findall(rest[: e.start()])
    rhs = e.group("rhs") or e.group("rhs2")
    if not lhs:
        return None
    for sentence in sentences[:3]:
        numbers = [(n.group(), n.start()) for n in _NUMERAL.finditer(sentence)]
        if [n for n, _ in numbers[: len(lhs)]] != lhs:
            continue
        if "=" not in sentence:
            # "2^10 is 1024.": a copula or "equals" written for "=", the result closing the sentence
            said = _SAID_RESULT.search(sentence, numbers[len(lhs) - 1][1] + len(numbers[len(lhs) - 1][0]))
            # (the expression itself restated, not only its numbers: "12 is 144" restates no "12 squared")
            if said is None or _spaceless(sentence[numbers[0][1] : said.start("value")]) != _spaceless(
                rest[rest.find(lhs[0]) : e.start()] + " is"
            ):
                continue
            try:
                same = _value(said.group("value")) == _value(rhs)
            except (ValueError, ZeroDivisionError):
                return None
            return ("yes" if same else "no"), sentence
        results = _CHAIN_END.findall(sentence, numbers[len(lhs) - 1][1])
        if not results:
            continue
        try:
            same = _value(results[-1]) == _value(rhs)
        except (ValueError, ZeroDivisionError):
            return None
        return ("yes" if same else "no"), sentence
    return None


def _spaceless(text: str) -> str:
    """``text`` lowercased without its spaces, with any verb of _SAID_RESULT read as "is"."""
    return re.sub(r"(?:is|equals|comesto|makes|gives)$", "is", "".join(text.lower().split()))


def _value(text: str) -> float:
    if "/" in text:
        top, bottom = text.split("/")
        return round(float(top) / float(bottom), 9)
    return float(text.replace(",", ""))


_FRAGMENT_FILLER = frozenset(
    "much far way slightly considerably significantly actually definitely indeed still always very a bit lot "
    "clearly certainly way quite even".split()
)
_FRAGMENT_END = lazy_compile(r"[,;:(—–]|\s-\s")
# a sentence of a label and its value: "Inner ring: ice.", "Top speed: 30 knots."
_LABELLED_PAIR = lazy_compile(r"[^\W\d_][\w' -]{0,40}:\s*\S[^:]*$")


def _fragment(q: _Question, sentences: list[str], pairs: list[bool] | None = None) -> tuple[str, str] | None:
    """ "Irrational.", "Same family.", "Much larger - ...", "Smaller, actually: ...": a fragment opening
    or closing the answer that names only the question's predicate (or its opposite)."""
    first = sentences[0]
    end = _FRAGMENT_END.search(first)
    # (not in a question: "Cacti, cactuses - which is right?")
    candidates = [first[: end.start()] if end else first] if not first.rstrip().endswith("?") else []
    if pairs is not None and len(pairs) > 1 and pairs[0] and sum(pairs) >= 2:
        # "Upper deck: wood. Lower deck: steel.": a list of labels and their values (as written, before a label
        # is dropped); neither a label nor a value is an answer (a closing fragment after the list still is:
        # "... Air: 1.2 g/L. Much lighter."), unless the first value names the question's subject, so that
        # its label is what is said of it ("Tallest: Everest. Second: K2." for "Is Everest the tallest?")
        value = first[end.end() :] if end is not None and end.group() == ":" else ""
        if not _direct(q, _WORD.findall(value))[0]:
            candidates = []
        listed = pairs[-1]
    else:
        listed = False
    last = sentences[-1]
    if len(sentences) > 1 and not last.rstrip().endswith("?") and not listed:
        candidates.append(sentences[-1])
    closing = _CLOSING_PIECE.search(last) if not last.rstrip().endswith("?") and not listed else None
    if closing is not None:  # "So he lost $5 — no profit.": the fragment after the closing sentence's last dash
        candidates.append(closing.group(1))
    skip = set(q.capital_units) | {q.number_unit}
    if q.comparative >= 0:
        skip.add(q.comparative + 1)  # the other term of a comparison
    if not q.pronoun_subject:
        skip.add(0)
    for candidate in candidates:
        denied = 0
        m = _DENIED_FRAGMENT.match(candidate)
        if m is not None:  # "Not poisonous at all.": the fragment denied
            denied, candidate = 1, _AT_ALL.sub("", candidate[m.end() :])
        words = [
            w for w in _WORD.findall(candidate) if w.lower() not in _FRAGMENT_FILLER and not w.lower().endswith("ly")
        ]
        if not words and len(_WORD.findall(candidate)) == 1:
            # (a filler word standing alone is no filler when the question predicates it: "Is zero even?" - "Even.")
            words = [
                w
                for w in _WORD.findall(candidate)
                if w.lower() in q.lower_words and w.lower() in _FRAGMENT_FILLER and not w.lower().endswith("ly")
            ]
        if not words or len(words) > 2 or len(_WORD.findall(candidate)) > 4 or _DIGIT.search(candidate):
            continue
        if _HEDGE.search(candidate) or _negations(candidate):
            continue
        if not all(w.lower() in q.lower_words or w.lower() in q.opposite_words for w in words):
            continue  # (whole words of the question: "octopuses" does not restate "octopi")
        covered, flips = _coverage(q, words, subject_counted=False)
        hits = [i for i, hit in enumerate(covered) if hit]
        if not hits or any(i in skip for i in hits) or len(hits) < len(words):
            continue
        return ("no" if (flips + q.negated + denied) % 2 else "yes"), candidate
    return None


# a name standing alone at the reply's opening, set off by a comma, a dash or a full stop: "Alaska, by far -"
_NAME_ALONE = lazy_compile(
    r"[\W_]*(?:[Tt]he\s+)?((?:[A-Z][\w'-]*)(?:\s+(?:of\s+)?[A-Z][\w'-]*){0,3})\s*(?:[,;:.!—–]|\s-\s|$)"
)


def _named_alone(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "Is Alaska the largest state?" - "Alaska, by far.": a question of rank (a superlative or an
    ordinal) about a name, answered by naming the holder of the rank on its own; the question's name
    affirms it, another name denies it."""
    if not q.ranks or 0 not in q.capital_units:
        return None
    last = _NAME_ALONE.fullmatch(sentences[-1]) if len(sentences) > 1 else None
    if last is not None and not _HEDGE.search(sentences[-1]):
        # "... The deepest is... Tanganyika? No wait, 1,642 > 1,470. Baikal.": the name alone closing the reply
        words = _WORD.findall(last.group(1))
        stems = {_stem(w) for w in words}
        if words and not any(w.lower() in _STOP for w in words) and _NOT_A_NAME.fullmatch(words[0].lower()) is None:
            if stems <= q.units[0]:
                return ("no" if q.negated else "yes"), sentences[-1]
            if stems.isdisjoint(q.stems) and not stems & q.all_opposites:
                return ("yes" if q.negated else "no"), sentences[-1]
    m = _NAME_ALONE.match(sentences[0])
    if m is None or _HEDGE.search(sentences[0]):
        return None  # (a name under a condition: "Mauna Kea, if you measure from the base.")
    words = _WORD.findall(m.group(1))
    if not words or any(w.lower() in _STOP or w.lower().endswith("ly") for w in words):
        return None  # (an opening word that is no name: "Actually, ...", "The ...")
    stems = {_stem(w) for w in words}
    if stems <= q.units[0]:
        return ("no" if q.negated else "yes"), sentences[0]
    if stems.isdisjoint(q.stems) and not stems & q.all_opposites and len(sentences[0]) > len(m.group()):
        # (another name, with the reason or the measure after it: "Venus, because of its thick air.")
        if _NOT_A_NAME.fullmatch(words[0].lower()) is None:
            return ("yes" if q.negated else "no"), sentences[0]
    return None


# opening words that stand alone without being a name ("Sure, ...", "Well, ...", "Interesting -")
_NOT_A_NAME = lazy_compile(
    r"yes|yeah|yep|no|nope|nah|sure|well|hmm+|ok|okay|right|true|false|correct|wrong|maybe|perhaps|indeed|"
    r"interesting|good|great|wow|oh|ah|absolutely|definitely|certainly|agreed|exactly|precisely|nonsense|myth|"
    r"technically|partly|kind|sort|depends|both|neither|either|none|all|some|most|many|few|this|that|these|those"
)


# "Not always dark at all.", "Not edible.": "not" opening a fragment (not "Not exactly", "Not sure": hedges)
_DENIED_FRAGMENT = lazy_compile(
    r"\W*(?:not|no|zero)\s+(?!(?:exactly|really|quite|necessarily|entirely|sure|only|just|so|that|much|all|yet|now|"
    r"doubt|question|way|wonder|matter|problem|idea|chance|kidding)\b)",
    re.IGNORECASE,
)
# the piece after the last dash or colon of a sentence, a few words long: "..., so he lost $5 — no profit."
_CLOSING_PIECE = lazy_compile(r"(?:\s[—–-]\s*|[—–]\s*|:\s+)((?:[\w'-]+\s+){0,3}[\w'-]+)\s*[.!]?\s*$")
_AT_ALL = lazy_compile(r"\s+(?:at\s+all|whatsoever|in\s+the\s+least)\b", re.IGNORECASE)


def _value_fragment(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "Was it built in 1889?" - "Built 1889, opened 1890.": the question's predicate and one value,
    without the subject, opening the answer; the value compared with the question's."""
    if len(q.numbers) != 1 or q.number_unit < 0 or q.compared:
        return None
    first = sentences[0]
    end = _FRAGMENT_END.search(first)
    candidate = first[: end.start()] if end else first
    words = [w for w in _WORD.findall(candidate) if w.lower() not in _STOP]
    values = [n for n in map(_number, words) if n is not None]
    others = [w for w in words if _number(w) is None]
    if len(values) != 1 or not others or len(words) > 4 or _HEDGE.search(candidate) or _negations(candidate):
        return None
    if not all(w.lower() in q.lower_words for w in others):
        return None
    covered, flips = _coverage(q, others, subject_counted=False)
    if flips or covered[0] or any(covered[i] for i in q.capital_units):
        return None  # (the predicate only, not the subject: that is a restatement, read above)
    return ("yes" if values[0] == q.numbers[0] else "no"), candidate


_DONE_SO = lazy_compile(r"\b(?:do|does|did|doing|done)\s+so\b", re.IGNORECASE)
_FAILED_TO = lazy_compile(r"\b(?:refused|refuses|failed|fails|declined|declines)\s+to\b", re.IGNORECASE)


def _done_so(q: _Question, sentences: list[str]) -> tuple[str, str] | None:
    """ "Did Armstrong walk on the Moon?" - "He was the first person to do so.": "do so" stands for the
    question's predicate, said of the subject (or a pronoun for it)."""
    for sentence in sentences[:2]:
        clause = _main_clause(sentence)
        m = _DONE_SO.search(clause)
        if m is None or _HEDGE.search(clause) or _is_reported(clause):
            continue
        head = _WORD.findall(clause[: m.start()])
        if not head or not (_direct(q, head)[0] or _PRONOUN_OPENING.match(clause)):
            continue
        verdict = _polarity(clause)
        if verdict is None:
            continue
        if _FAILED_TO.search(clause):
            verdict = "no" if verdict == "yes" else "yes"
        if q.negated:
            verdict = "no" if verdict == "yes" else "yes"
        return verdict, sentence
    return None


# "Is a dolphin a fish?": a copular question whose predicate is a noun after "a"/"an" ending the question
_CATEGORY_ASKED = lazy_compile(r"\b(?:a|an)\s+((?:(?!an?\b)[\w'-]+\s+){0,2}[\w'-]+)\s*$", re.IGNORECASE)
# "Dolphins are marine mammals.", "It's a tree.": the subject (or a pronoun for it), a copula, then the category
_CATEGORY_SAID = lazy_compile(
    r"\W*(?:(?P<pronoun>it|they|he|she)(?:'s|'re|\s+(?:is|are|was|were))|"
    r"(?P<subject>(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+(?:is|are|was|were))\s+(?:(?:a|an)\s+)?(?P<what>[^,;:.!?()—–]{1,80})",
    re.IGNORECASE,
)
# what takes back a later naming of the question's category: "... which rules them out as insects"
_CATEGORY_DENIED = lazy_compile(r"\b(?:out|exclud\w*|rather\s+than|instead\s+of)\b", re.IGNORECASE)
_FRAMED_CATEGORY = lazy_compile(r"\W*[A-Za-z]+ly(?:\s+speaking)?\s*,\s*")


def _other_category(q: _Question, aux: str, rest: str, sentences: list[str]) -> tuple[str, str] | None:
    """ "Is a dolphin a fish?" - "Dolphins are marine mammals.": the answer's first sentence puts the question's
    subject, a common noun, in a category of its own (the subject, or a pronoun for it, a copula, then a noun phrase
    sharing no word with the question's category); a careful reader takes the other category as the answer
    "no" (a name is left alone: the answer may take it for another thing of that name). The question's category named anywhere in the answer without a denial ("..., which makes them fish")
    leaves it to the other readings, and so does a category whose last word ends with the question's
    ("songbird" for "bird": a narrower kind may be one of them)."""
    if aux not in _COPULAS or q.negated or q.compared or q.ranks or q.number_unit >= 0 or "than" in q.words:
        return None
    asked = _CATEGORY_ASKED.search(rest)
    if asked is None or asked.start() == 0:
        return None
    category = [w for w in _WORD.findall(asked.group(1)) if w.lower() not in _STOP]
    subject_words = [w for w in _WORD.findall(rest[: asked.start()]) if w.lower() not in _STOP]
    if not category or not subject_words or any(w[:1].isupper() for w in (*category, *subject_words)):
        return None  # (a name may stand for several things: "Is Java an island?" - "Java is a programming language.")
    subject = {_stem(w) for w in subject_words}
    asked_stems = {_stem(w) for w in category}
    for sentence in sentences[:6]:
        words = _WORD.findall(sentence)
        if asked_stems & set(map(_stem, words)) and not _negations(sentence) and not _CATEGORY_DENIED.search(sentence):
            return None  # (the question's category named: "..., which makes them fish")
    first = sentences[0]
    clause = _main_clause(first)
    cue = _CONCLUSION.match(clause)  # "So the whale is a mammal."
    clause = clause[cue.end() :] if cue is not None else clause
    frame = _FRAMED_CATEGORY.match(clause)  # "Botanically, a tomato is a fruit."
    said = _CATEGORY_SAID.match((clause[frame.end() :] if frame is not None else clause) + ".")
    if said is None:
        return None
    if said.group("subject") is not None:
        named = {_stem(w) for w in _WORD.findall(said.group("subject")) if w.lower() not in _STOP}
        if not named or not named <= subject | {_stem(w) + "s" for w in subject}:
            return None
    what: list[str] = []
    for word in _WORD.findall(said.group("what"))[:4]:  # the noun phrase: its words up to a function word
        if word.lower() in _STOP:
            break
        what.append(word)
    if not what or any(w[:1].isupper() or not w.isalpha() for w in what) or _negations(clause):
        return None
    stems = {_stem(w) for w in what}
    head = what[-1].lower()
    if stems & (asked_stems | q.all_opposites | subject) or any(head.endswith(c.lower()) for c in category):
        return None
    if _HEDGE.search(clause) or _is_reported(first):
        return None
    return "no", first
