"""Whole numbers written in words in French, German, Spanish, Italian and Portuguese (0 to 999,999).

A reply in another language may state its answer in words after its marker ("Réponse : vingt-huit
litres", "Antwort: drei", "Respuesta: treinta y dos"). Each language's words are read on their own
(a number never mixes two languages); a compound written as one word ("achtundzwanzig", "ventotto",
"veintiocho", "quatre-vingt-dix") is split into the longest words the language knows, joiners ("und",
"y", "e", "et") included. Accents are optional ("tres" for "três", "funf" for "fünf").
"""

from __future__ import annotations

import unicodedata

__all__ = ["leading_number_words"]

_HUNDRED, _THOUSAND, _JOINER = -100, -1000, -1

_LANGUAGES: dict[str, dict[str, int]] = {
    "fr": {
        "zero": 0, "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7,
        "huit": 8, "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15,
        "seize": 16, "vingt": 20, "vingts": 20, "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60,
        "septante": 70, "huitante": 80, "octante": 80, "nonante": 90, "quatrevingt": 80, "quatrevingts": 80,
        "cent": _HUNDRED, "cents": _HUNDRED, "mille": _THOUSAND, "et": _JOINER,
    },
    "de": {
        "null": 0, "ein": 1, "eins": 1, "eine": 1, "zwei": 2, "drei": 3, "vier": 4, "funf": 5, "sechs": 6,
        "sech": 6, "sieben": 7, "sieb": 7, "acht": 8, "neun": 9, "zehn": 10, "elf": 11, "zwolf": 12,
        "dreizehn": 13, "vierzehn": 14, "funfzehn": 15, "sechzehn": 16, "siebzehn": 17,
        "achtzehn": 18, "neunzehn": 19, "zwanzig": 20, "dreissig": 30, "vierzig": 40, "funfzig": 50, "sechzig": 60, "siebzig": 70,
        "achtzig": 80, "neunzig": 90, "hundert": _HUNDRED, "tausend": _THOUSAND, "und": _JOINER,
    },
    "es": {
        "cero": 0, "un": 1, "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6,
        "siete": 7, "ocho": 8, "nueve": 9, "diez": 10, "once": 11, "doce": 12, "trece": 13, "catorce": 14,
        "quince": 15, "dieci": 10, "veinte": 20, "veinti": 20, "treinta": 30, "cuarenta": 40, "cincuenta": 50,
        "sesenta": 60, "setenta": 70, "ochenta": 80, "noventa": 90, "cien": _HUNDRED, "ciento": _HUNDRED,
        "doscientos": 200, "doscientas": 200, "trescientos": 300, "trescientas": 300, "cuatrocientos": 400,
        "quinientos": 500, "seiscientos": 600, "setecientos": 700, "ochocientos": 800, "novecientos": 900,
        "mil": _THOUSAND, "y": _JOINER,
    },
    "it": {
        "zero": 0, "uno": 1, "una": 1, "un": 1, "due": 2, "tre": 3, "quattro": 4, "cinque": 5, "sei": 6,
        "sette": 7, "otto": 8, "nove": 9, "dieci": 10, "undici": 11, "dodici": 12, "tredici": 13,
        "quattordici": 14, "quindici": 15, "sedici": 16, "diciassette": 17, "diciotto": 18, "diciannove": 19,
        "venti": 20, "vent": 20, "trenta": 30, "trent": 30, "quaranta": 40, "quarant": 40, "cinquanta": 50,
        "cinquant": 50, "sessanta": 60, "sessant": 60, "settanta": 70, "settant": 70, "ottanta": 80,
        "ottant": 80, "novanta": 90, "novant": 90, "cento": _HUNDRED, "mille": _THOUSAND, "mila": _THOUSAND,
    },
    "pt": {
        "zero": 0, "um": 1, "uma": 1, "dois": 2, "duas": 2, "tres": 3, "quatro": 4, "cinco": 5, "seis": 6,
        "sete": 7, "oito": 8, "nove": 9, "dez": 10, "onze": 11, "doze": 12, "treze": 13, "catorze": 14,
        "quatorze": 14, "quinze": 15, "dezesseis": 16, "dezasseis": 16, "dezessete": 17, "dezassete": 17,
        "dezoito": 18, "dezenove": 19, "dezanove": 19, "vinte": 20, "trinta": 30, "quarenta": 40,
        "cinquenta": 50, "sessenta": 60, "setenta": 70, "oitenta": 80, "noventa": 90, "cem": _HUNDRED,
        "cento": _HUNDRED, "duzentos": 200, "duzentas": 200, "trezentos": 300, "quatrocentos": 400,
        "quinhentos": 500, "seiscentos": 600, "setecentos": 700, "oitocentos": 800, "novecentos": 900,
        "mil": _THOUSAND, "e": _JOINER,
    },
}  # fmt: skip
# Words that are also common English words: never a number on their own ("once", "due", "elf").
_ENGLISH = frozenset(
    {"once", "due", "elf", "un", "e", "y", "et", "und", "sei", "tre", "sept", "null", "mil", "cent", "cents", "um"}
)
_LONGEST = max(len(w) for words in _LANGUAGES.values() for w in words)


def _plain(word: str) -> str:
    decomposed = unicodedata.normalize("NFKD", word.lower().replace("ß", "ss"))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _segments(word: str, vocabulary: dict[str, int]) -> list[int] | None:
    """``word`` split greedily into the longest words of ``vocabulary`` (their values), or None."""
    out, at = [], 0
    while at < len(word):
        for end in range(min(len(word), at + _LONGEST), at, -1):
            value = vocabulary.get(word[at:end])
            if value is not None:
                out.append(value)
                at = end
                break
        else:
            return None
    return out


def _joined(before: int, after: int) -> bool:
    """Whether a joiner may stand between ``before`` and ``after``: tens or hundreds and a smaller
    word ("treinta y dos", "vingt et un", "cento e vinte"), or a unit and tens ("acht und zwanzig")."""
    if before >= 20 and before % 10 == 0:
        return after < before and (before >= 100 or after < 20)
    return 0 < before < 10 and after >= 20 and after % 10 == 0 and after < 100


def _value(parts: list[int]) -> int | None:
    total = current = 0
    last = None
    for at, part in enumerate(parts):
        if part == _JOINER:
            if last is None or last == _JOINER or at + 1 >= len(parts) or parts[at + 1] < 0:
                return None
            before = current if last == _HUNDRED else 1000 if last == _THOUSAND else last
            if not _joined(before, parts[at + 1]):
                return None
        elif part == _HUNDRED:
            if current >= 100:
                return None
            current = (current or 1) * 100
        elif part == _THOUSAND:
            if total:
                return None
            total, current = (current or 1) * 1000, 0
        elif last is not None and last >= 0 and last != _JOINER and 0 < last <= part:
            # ("vingt-deux" adds a smaller word to a larger; "deux vingt" is no number, but the
            # elided and joined tens of one word ("veinti" + "ocho") always end on a smaller word)
            return None
        else:
            current += part
        last = part
    if last == _JOINER:
        return None
    return total + current


def _spells_number(token: str) -> bool:
    word = _plain(token).strip(".,;:!?").replace("-", "")
    return word.isalpha() and any(_segments(word, vocabulary) for vocabulary in _LANGUAGES.values())


def leading_number_words(value: str) -> str | None:
    """``value`` with the number its first words spell in one of the languages written in digits
    ("vingt-huit litres" is "28 litres", "drei" is "3"); None when its first word spells none."""
    tokens = value.split()
    if not tokens or len(value) > 200:
        return None
    for count in range(min(len(tokens), 6), 0, -1):
        words = [_plain(t).strip(".,;:!?") for t in tokens[:count]]
        if count == 1 and words[0] in _ENGLISH:
            continue
        joined = "".join(w.replace("-", "") for w in words)
        if not joined.isalpha():
            continue
        for vocabulary in _LANGUAGES.values():
            parts = _segments(joined, vocabulary)
            number = _value(parts) if parts else None
            if number is not None:
                if count < len(tokens) and _spells_number(tokens[count]):
                    return None  # ("deux vingt", "tres y tres"): words no number is written as
                rest = " ".join(tokens[count:])
                return f"{number} {rest}".strip()
    return None
