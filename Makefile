# The two commands of the README: `make demo` and `make test`. Both need only python3:
# they bootstrap uv into .tools/ and let it build .venv with every workspace member
# (`make demo`: the runtime only; `make test`: plus the dev and benchmark tools).
PYTHON ?= python3
UV_VERSION := 0.13.9
TOOLS := .tools
UV := $(TOOLS)/bin/uv
export UV_PROJECT_ENVIRONMENT := $(CURDIR)/.venv

.PHONY: sync runtime sandboxes demo test lint typecheck pytest packaging bench

$(UV):
	$(PYTHON) -m venv $(TOOLS)
	$(TOOLS)/bin/python -m pip install --quiet --disable-pip-version-check uv==$(UV_VERSION)

# The development environment (what `make test`, `make lint`, `make bench` use): runtime
# plus the dev and bench groups.
sync: $(UV)
	$(UV) sync --all-packages --group dev --group bench

# The runtime only (core and the plugins the workspace root depends on), for the demo: not the
# heavy integrations in their own groups (scorewire-inspect, scorewire-ray with Ray).
# --inexact keeps anything else already in
# .venv (a plugin you installed with `uv pip install -e ...`, or the dev tools of `make sync`).
runtime: $(UV)
	$(UV) sync --no-default-groups --inexact

demo: runtime
	$(UV) run --no-sync scorewire run examples/demo/responses.jsonl --output out/demo --categories --restart

# Installs and starts what the code-execution sandboxes need (bubblewrap, Docker, the offline
# image) when run as root on Debian; elsewhere it says what it could not do and the sandbox
# tests skip (or fail under CI).
sandboxes:
	bash scripts/setup-sandboxes.sh

# ruff's lint rules, and its formatter's check on every Python file (the docs' code blocks are
# left as written: several are generated from the example plugin or the declared options).
lint: sync
	$(UV) run --no-sync ruff check .
	$(UV) run --no-sync ruff format --check --exclude '*.md' .

# The core is held to `mypy --strict`; plugins and the example plugin to the configured level.
typecheck: sync
	$(UV) run --no-sync mypy --strict core/src
	$(UV) run --no-sync mypy core/src plugins/*/src examples/third-party-plugin/src

pytest: sync
	$(UV) run --no-sync pytest

packaging: $(UV)
	bash scripts/check-packaging.sh

test: sync sandboxes lint typecheck pytest packaging

bench: sync
	$(UV) run --no-sync python benchmarks/run_all.py
