"""Other ways an answer names an option: initials ("MLK") and chemical symbols or formulas ("Ne", "CO₂").

These are read only from an answer that is nothing but the short name (or opens with it), and only
when it names exactly one option.
"""

from __future__ import annotations

import re

from scorewire import lazy_compile

__all__ = ["formula_names", "initials"]

# Element symbols -> names (the elements multiple-choice questions ask about).
ELEMENTS = {
    "H": "hydrogen", "He": "helium", "Li": "lithium", "Be": "beryllium", "B": "boron", "C": "carbon",
    "N": "nitrogen", "O": "oxygen", "F": "fluorine", "Ne": "neon", "Na": "sodium", "Mg": "magnesium",
    "Al": "aluminium", "Si": "silicon", "P": "phosphorus", "S": "sulfur", "Cl": "chlorine", "Ar": "argon",
    "K": "potassium", "Ca": "calcium", "Ti": "titanium", "Cr": "chromium", "Mn": "manganese", "Fe": "iron",
    "Co": "cobalt", "Ni": "nickel", "Cu": "copper", "Zn": "zinc", "As": "arsenic", "Se": "selenium",
    "Br": "bromine", "Kr": "krypton", "Ag": "silver", "Sn": "tin", "I": "iodine", "Xe": "xenon",
    "W": "tungsten", "Pt": "platinum", "Au": "gold", "Hg": "mercury", "Pb": "lead", "Rn": "radon",
    "U": "uranium", "Pu": "plutonium", "Ra": "radium",
}  # fmt: skip
# The stem an element takes as the second part of a binary compound ("sulfide", "dioxide").
_ANION = {
    "O": "oxide", "S": "sulfide", "Cl": "chloride", "N": "nitride", "F": "fluoride", "Br": "bromide",
    "I": "iodide", "P": "phosphide", "C": "carbide", "H": "hydride", "Se": "selenide",
}  # fmt: skip
_PREFIX = {1: "mono", 2: "di", 3: "tri", 4: "tetra", 5: "penta", 6: "hexa", 7: "hepta", 8: "octa"}
# Compounds better known by a common name.
_COMMON = {
    "H2O": ("water",), "CH4": ("methane",), "NH3": ("ammonia",), "C2H6": ("ethane",), "C3H8": ("propane",),
    "O3": ("ozone",), "H2O2": ("hydrogen peroxide",), "NaCl": ("sodium chloride", "salt", "table salt"),
    "C6H12O6": ("glucose",), "CO2": ("carbon dioxide",), "CO": ("carbon monoxide",),
    "N2": ("nitrogen",), "O2": ("oxygen",), "H2": ("hydrogen",), "Cl2": ("chlorine",),
}  # fmt: skip
_NONMETALS = frozenset("H B C N O F Si P S Cl As Se Br I Xe Kr".split())
_SUBSCRIPTS = str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")
_FORMULA = lazy_compile(r"(?:[A-Z][a-z]?\d*){1,4}")
_PART = lazy_compile(r"([A-Z][a-z]?)(\d*)")


def formula_names(token: str) -> tuple[str, ...]:
    """The names a chemical symbol or simple formula stands for ("Ne" -> neon, "CO₂" -> carbon
    dioxide, "H2S" -> hydrogen sulfide); () when ``token`` is not one."""
    token = token.translate(_SUBSCRIPTS)
    if not _FORMULA.fullmatch(token):
        return ()
    if token in _COMMON:
        return _COMMON[token]
    parts = [(sym, int(n) if n else 1) for sym, n in _PART.findall(token)]
    if any(sym not in ELEMENTS for sym, _ in parts):
        return ()
    if len(parts) == 1:
        return (ELEMENTS[parts[0][0]],) if parts[0][1] == 1 else ()
    if len(parts) != 2:
        return ()
    (first, n1), (second, n2) = parts
    if second not in _ANION or n1 not in _PREFIX or n2 not in _PREFIX:
        return ()
    plain = f"{ELEMENTS[first]} {_ANION[second]}"  # "hydrogen sulfide", "sodium chloride"
    if first not in _NONMETALS or first == "H":
        return (plain,)
    head = ("" if n1 == 1 else _PREFIX[n1]) + ELEMENTS[first]
    tail = _PREFIX[n2] + _ANION[second]
    tail = tail.replace("monoo", "mono").replace("ao", "o")  # "monoxide", "pentoxide"
    return (f"{head} {tail}", plain)


_SUFFIXES = frozenset("jr jr. sr sr. ii iii iv".split())


def initials(option: str) -> str:
    """The capitals of an option's capitalised words ("Martin Luther King Jr." -> "MLK")."""
    words = [w for w in re.findall(r"[A-Za-z][\w'.-]*", option) if w.lower() not in _SUFFIXES]
    return "".join(w[0] for w in words if w[0].isupper())
