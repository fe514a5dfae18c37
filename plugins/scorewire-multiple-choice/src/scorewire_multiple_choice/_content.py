"""Reading which option a closing clause describes by its content words.

An answer often names its option neither by label nor by the option's exact text but by a
paraphrase of it: a word in another form ("It joins the lagging-strand pieces" for "Joining
Okazaki fragments"), a fused or clipped spelling ("hashtable", "ad hom"), initials ("ATC" for
"average total cost", "User Datagram Protocol" for "UDP"). A careful grader compares the
committing clause with every option and accepts the one option the clause shares words with
when no other option shares any; a clause that negates, hedges or names several options
decides nothing.

Only the closing clause is read: the last sentence, after its last colon when it has one
("The answer they want: price equals the minimum of ATC."). Matching is by word, never by
substring of a run of text, so the cost is linear in the clause and the options.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from scorewire import lazy_compile

_WORD = lazy_compile(r"[^\W_]+(?:['’][^\W_]+)?")
_SENTENCE_END = lazy_compile(r"(?<=[.!?])\s+|\n+")
# Words that carry no content of an option: function words, the answer's own frame, and hedges.
_STOP = frozenset(
    """a an the of in on at to by for from with into onto over under than as and or nor but so yet
    is are was were be been being am it its it's this that these those there here which who whom whose
    what when where why how i i'm i'd i'll me my we our you your he she they them his her their
    do does did done has have had having can could would should will shall may might must
    answer answers correct right option options choice choices one ones best true false
    just only also very more most less least much many some any all each every both either
    then thus hence therefore because since if else well really actually definitely probably
    s t d ll re ve m""".split()
)
# Nouns that call an option an error: "Zero is a common trap", "B is the classic misconception".
ERROR_NOUNS = frozenset(
    "distractor trap decoy pitfall misconception misreading misunderstanding mistake herring".split()
)
# A clause that negates, hedges, concedes or calls something wrong decides nothing by its content words.
_BLOCKING = ERROR_NOUNS | frozenset(
    """not no never nothing none neither nor isn't aren't wasn't weren't doesn't don't didn't can't
    cannot couldn't won't wouldn't shouldn't isnt arent doesnt dont cant wont either or unless
    maybe perhaps possibly unsure whether may might could but however though although unlike instead rather
    wrong incorrect false impossible tempting secondary fails""".split()
)
_LABEL = lazy_compile(r"(?<![\w'’])\(?[A-HJ]\)?(?![\w'’])")
_SUFFIXES = ("ations", "ation", "ings", "ing", "ions", "ion", "ers", "er", "ies", "es", "ed", "ly", "s")


def _stem(word: str) -> str:
    """A crude stem: the word without one common inflection, keeping at least four letters
    ("joining", "joins" -> "join"; "confirmation", "confirming" -> "confirm")."""
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


def _words(text: str) -> list[str]:
    return [w.replace("’", "'") for w in _WORD.findall(text.casefold())]


def _closing_clause(text: str) -> str:
    """The last sentence of ``text`` (after its last colon, when it has one)."""
    body = text.strip()[-400:]
    last = _SENTENCE_END.split(body)[-1]
    colon = last.rfind(": ")
    return last[colon + 2 :] if colon >= 0 else last


def _option_terms(choice: str) -> list[str]:
    """An option's content words, in order."""
    return [w for w in _words(choice) if w not in _STOP]


def _matches(token: str, words: list[str], raw: list[str]) -> set[str]:
    """The option words a clause word stands for: the same stem, a clipped spelling of a longer
    word ("hom" for "hominem"), a word derived by a short ending ("westphalian"), several words
    fused ("hashtable") or their initials ("atc")."""
    found = set()
    stem = _stem(token)
    for w in words:
        if (
            _stem(w) == stem
            or (len(token) >= 3 and len(w) >= len(token) + 2 and w.startswith(token))  # ("hom" for "hominem")
            or (len(w) >= 5 and len(token) <= len(w) + 3 and token.startswith(w))  # ("westphalian" for "Westphalia")
        ):
            found.add(w)
    if len(token) >= 4 and len(raw) >= 2:
        for i in range(len(raw) - 1):
            for j in range(i + 2, min(len(raw), i + 4) + 1):
                if "".join(raw[i:j]) == token:
                    found.update(w for w in raw[i:j] if w in words)
    if 2 <= len(token) <= 5 and len(words) >= 2:
        for i in range(len(words) - len(token) + 1):
            if "".join(w[0] for w in words[i : i + len(token)]) == token:
                found.update(words[i : i + len(token)])
    return found


def _initials_of_clause(clause: str) -> set[str]:
    """The initials of every run of two to five capitalised words ("User Datagram Protocol" -> "udp")."""
    out = set()
    run: list[str] = []
    for word in [*re.findall(r"[^\W\d_][\w-]*", clause), ""]:
        if word[:1].isupper():
            run.append(word)
            continue
        for i in range(len(run)):
            for j in range(i + 2, min(len(run), i + 5) + 1):
                out.add("".join(w[0] for w in run[i:j]).casefold())
        run = []
    return out


def described_option(text: str, choices: Sequence[str], valid: str) -> str | None:
    """The one option the answer's closing clause describes by its content words, when that clause
    neither negates nor hedges and no other option shares a word with it; else None."""
    clause = _closing_clause(text)
    tokens = _words(clause)
    if not tokens or len(tokens) > 40 or _BLOCKING.intersection(tokens) or _LABEL.search(clause.replace("A ", "a ")):
        return None  # (a clause that names a label is read by the label readers, not by its words)
    content = [t for t in tokens if t not in _STOP and not t.isdigit() and len(t) >= 2]
    count = min(len(choices), len(valid))
    terms = [_option_terms(str(c)) for c in choices[:count]]
    raws = [_words(str(c)) for c in choices[:count]]
    # Words several options share ("sort" in "Merge sort" and "Heapsort" ...) tell nothing apart.
    shared: dict[str, int] = {}
    for words in terms:
        for s in {_stem(w) for w in words}:
            shared[s] = shared.get(s, 0) + 1
    scores = []
    acronyms = _initials_of_clause(clause) if any(c.isupper() for c in clause) else set()
    for words, raw, choice in zip(terms, raws, choices[:count], strict=True):
        hit: set[str] = set()
        for token in content:
            hit |= _matches(token, words, raw)
        distinctive = {w for w in hit if shared.get(_stem(w), 0) == 1}
        score = len(distinctive)
        compact = str(choice).strip()
        if compact.isupper() and compact.isalpha() and compact.casefold() in acronyms:
            score += 1  # ("User Datagram Protocol" for "UDP")
        scores.append(score)
    best = max(scores, default=0)
    if best == 0 or count < 2 or sorted(scores)[-2] != 0:
        return None
    return valid[scores.index(best)]
