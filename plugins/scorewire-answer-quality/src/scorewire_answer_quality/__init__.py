"""scorewire-answer-quality: SQuAD-exact answer scoring and text-matching primitives for scorewire.

Evaluators (registered through the ``scorewire`` entry point; build them with
``scorewire.get_evaluator(name, **options)``): ``answer_quality``, ``exact_match``,
``includes``, ``match``, ``pattern``, ``answer``, ``regex_match``, ``fuzzy_match``,
``string_similarity``, ``yes_no``, ``numeric_tolerance``, ``exact_match_ratio``,
``set_overlap``, ``coverage``, ``time_decay``, ``retrieval``.
"""

from __future__ import annotations

from ._common import InvalidFieldError
from ._squad import normalize_answer, squad_tokens, token_f1
from .evaluators.answer_quality import AnswerQuality

__all__ = ["AnswerQuality", "InvalidFieldError", "normalize_answer", "squad_tokens", "token_f1"]
