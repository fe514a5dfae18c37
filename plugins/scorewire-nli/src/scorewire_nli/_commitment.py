"""A closing commitment: the answer's last sentence gives one label as its decision.

- in the writer's voice, with a verb of deciding: "Still, I'll say neutral to be cautious.", "I'm going with
  REFUTES.", "We'll settle on maybe.", "I will mark it contradiction.";
- as the whole of what follows a colon that closes a lead-in without a label: "Based on the evidence alone: NOT
  ENOUGH INFO.", "Strictly by the text: neutral.";
- as the whole of what follows a frame that names the choices: "So between entailment and neutral, neutral.", "Of
  the two: REFUTES.", "Out of yes, no and maybe - maybe.".

An opening verdict qualified and argued against ("Entailment is what I'd normally give... though ... I'll say
neutral.", "True in reality, but the evidence doesn't mention it. Based on the evidence alone: NOT ENOUGH
INFO.") yields to it: a careful grader takes the decision the answer ends on. A commitment under a condition
("If forced: neutral.", "I'll say neutral if the dates match.") or in a question is none.

The check reads the answer's last sentence only.
"""

from __future__ import annotations

import re

from scorewire.extraction import LabelSet

from ._closing import last_sentence

__all__ = ["closing_commitment"]

# A verb of deciding in the writer's voice (present, future, "going to" or a preference, "I'd rather mark ...")
# (or the first person asking leave of itself: "Let me go with neutral.", "Let's say REFUTES."); up to two
# adverbs may stand before the verb ("I'll just go neutral.", "I would probably still select REFUTES."), and a
# verb of marking may take its object ("I'll put this down as maybe."); the label must follow at once
_ADVERBS = r"(?:(?:still|just|now|instead|rather|finally|ultimately|then|nonetheless|nevertheless|[a-z]{3,}ly)\s+){0,2}"
_DECIDE = re.compile(
    r"(?:\b(?:i|we)(?:['’]ll|\s+will|['’]m\s+going\s+to|\s+am\s+going\s+to|['’]re\s+going\s+to)?|"
    r"\b(?:i|we)(?:['’]d|\s+would)(?=\s+(?:[a-z]{3,}ly\s+)?(?:rather|still|instead|just)\b)|"
    # (or a verb of naming or picking in the conditional voice: "I'd mark NEI.", "I would call it neutral.")
    r"\b(?:i|we)(?:['’]d|\s+would)(?=\s+(?:[a-z]{3,}ly\s+)?(?:mark|call|label|tag|classify|rate|pick|choose|select|"
    r"go\s+with|opt\s+for|settle\s+on|say)\b)|"
    r"\blet\s+(?:me|us)|\blet['’]s)\s+"
    + _ADVERBS
    + r"(?:say|go(?:\s+with|\s+for)?|settle\s+(?:on|for)|choose|pick|select|opt\s+for|stick\s+with|commit\s+to|"
    r"land\s+on|submit|answer|(?:call|mark|label|tag|put|record|enter|classify|file)"
    r"(?:\s+(?:it|this|that|the\s+(?:pair|claim|item|answer))(?:\s+(?:down\s+)?as)?|\s+(?:down\s+)?as)?)\b"
    r"|\b(?:i['’]m|i\s+am|we['’]re|we\s+are)\s+(?:(?:still|just|now|finally)\s+)?(?:going|sticking|settling|landing)\s+"
    r"(?:with|on|for)\b",
    re.IGNORECASE,
)
_CONDITIONAL_VOICE = re.compile(r"(?:i|we)(?:['’]d|\s+would)\b", re.IGNORECASE)
# What makes the conditional voice no decision: a habit or a first impression before it, a contrast after it
_UNSETTLED_BEFORE = re.compile(
    r"\b(?:normally|usually|typically|ordinarily|otherwise|at\s+first|initially|one\s+might|some\s+might|"
    r"without|had|in\s+theory|in\s+principle)\b",
    re.IGNORECASE,
)
_CONTRAST_AFTER = re.compile(r"\b(?:but|though|although|however|except|yet)\b|[;—–]|\s-\s", re.IGNORECASE)
_LEAD = re.compile(r"[\s\"'*_:,]*(?:(?:an?|the)\s+)?")
# A label under a condition, or asked: "neutral if the dates match", "neutral?"
_CONDITION = re.compile(r"[\s\"'*_]*(?:,\s*)?(?:if|unless|provided|assuming|in\s+case|\?)", re.IGNORECASE)
_CONDITION_BEFORE = re.compile(
    r"\b(?:if|unless|assuming|provided|suppose|supposing|otherwise|in\s+case|were|had\s+it)\b", re.IGNORECASE
)
# What may follow the label in its sentence: a purpose, "then", "here", "for now"... (a short tail, no label)
_TAIL_MAX = 60
# A lead-in closed by a colon, then the label as the whole rest of the sentence
_COLON = re.compile(r"[^:\n]{3,80}:[\s\"'*_]*")
_CONDITIONAL_LEAD = re.compile(
    r"[\s\"'*_]*(?:if|unless|assuming|suppose|supposing|were|had|should|provided|otherwise|alternatively|or)\b|"
    r".*\b(?:if|unless|would|could|might|some|others?|one\s+could|not|never|n['’]t)\b",
    re.IGNORECASE,
)
_END = re.compile(r"[\s\"'*_]*[.!]?[\s\"'*_]*$")
# A frame naming the choices, closed by a comma, colon or dash: "So between entailment and neutral, ...", "Of the
# two: ...", "Out of yes, no and maybe - ..."
_FRAME = re.compile(
    r"[\s\"'*_>#-]*(?:(?:so|thus|hence|therefore|overall|then|ultimately|finally|in\s+the\s+end|in\s+short)\b[\s,]*)?"
    r"(?:(?:choosing|deciding|picking)\s+)?(?:between|among|out\s+of|of|from)\s+([^,:;.!?—–\n]{3,120}?)"
    r"[\s\"'*_]*(?:,|:|—|–|\s-\s)[\s\"'*_]*",
    re.IGNORECASE,
)
_FRAMED_PRONOUN = re.compile(
    r"(?:the\s+)?(?:two|three|both|them|these|those)(?:\s+(?:two|three))?(?:\s+(?:options|labels|candidates|choices))?|"
    r"the\s+(?:options|labels|candidates|choices)",
    re.IGNORECASE,
)
_FRAME_NEGATION = re.compile(r"\b(?:not|neither|nor|no)\b|n['’]t\b", re.IGNORECASE)


def _framed_pick(sentence: str, ls: LabelSet) -> tuple[str, int, int] | None:
    """``(label, start, end)`` of the label that makes up the rest of a sentence opened by a frame naming the
    choices ("So between entailment and neutral, neutral.", "Of the two: REFUTES."), or None."""
    frame = _FRAME.match(sentence)
    if frame is None or _FRAME_NEGATION.search(frame.group(1)) is not None:
        return None
    listed = {label for label, _, _ in ls.find_strong(frame.group(1))}
    if len(listed) < 2 and _FRAMED_PRONOUN.fullmatch(frame.group(1).strip()) is None:
        return None
    hit = ls.match_any_at(sentence, frame.end())
    if hit is None or hit[0] not in ls.labels or (listed and hit[0] not in listed):
        return None
    if _END.match(sentence, hit[2]) is None:
        return None
    return hit


def closing_commitment(text: str, ls: LabelSet) -> tuple[str, int, int] | None:
    """``(label, start, end)`` of the label the last sentence commits to (see the module's docstring), or
    None."""
    start, sentence = last_sentence(text)
    if not sentence or len(sentence) > 240 or "?" in sentence:
        return None
    framed = (
        _framed_pick(sentence, ls) if "," in sentence or ":" in sentence or "-" in sentence or "—" in sentence else None
    )
    if framed is not None:  # "So between entailment and neutral, neutral."
        return framed[0], start + framed[1], start + framed[2]
    low = sentence.lower()
    if (
        ":" not in sentence
        and "i" not in low.split()
        and "we" not in low
        and "i'" not in low
        and "i’" not in low
        and "let" not in low
    ):
        return None  # (neither a colon nor the writer's voice: nothing to read)
    decided = None
    for m in _DECIDE.finditer(sentence):
        decided = m
    if decided is not None:
        if _CONDITION_BEFORE.search(sentence, 0, decided.start()) is not None:
            return None  # ("If the dates differ, I'll say neutral.")
        if _CONDITIONAL_VOICE.match(decided.group()) is not None and (
            _UNSETTLED_BEFORE.search(sentence, 0, decided.start()) is not None
            or _CONTRAST_AFTER.search(sentence, decided.end()) is not None
        ):
            return None  # ("Normally I'd call it neutral, but ...": what the writer would do otherwise)
        pos = _LEAD.match(sentence, decided.end())
        at = pos.end() if pos is not None else decided.end()
        hit = ls.match_any_at(sentence, at)
        if hit is None or hit[0] not in ls.labels or _CONDITION.match(sentence, hit[2]) is not None:
            return None
        rest = sentence[hit[2] :]
        if len(rest) > _TAIL_MAX or any(True for _ in ls.find_strong(rest)):
            return None
        return hit[0], start + hit[1], start + hit[2]
    colon = _COLON.match(sentence.lstrip(" \t\n*_>#-"))
    if colon is None:
        return None
    offset = len(sentence) - len(sentence.lstrip(" \t\n*_>#-"))
    lead = sentence[offset : offset + colon.end()]
    if _CONDITIONAL_LEAD.match(lead) is not None or any(True for _ in ls.find_strong(lead)):
        return None
    at = offset + colon.end()
    hit = ls.match_any_at(sentence, at)
    if hit is None or hit[0] not in ls.labels or _END.match(sentence, hit[2]) is None:
        return None
    return hit[0], start + hit[1], start + hit[2]
