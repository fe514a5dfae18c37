#!/usr/bin/env bash
# Separately installable, for real: build a wheel of the core and of every plugin, then for each
# plugin install the core wheel plus that plugin's wheel ALONE into a fresh venv outside the
# workspace (dependencies from PyPI), discover it with `scorewire plugins`, and score its smoke
# rows with `scorewire run`. A plugin that imports a sibling's dependency fails here.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
uv=${UV:-$repo/.tools/bin/uv}
py=${PYTHON:-python3}
work=$(mktemp -d "${TMPDIR:-/tmp}/scorewire-packaging.XXXXXX")
trap 'rm -rf "$work"' EXIT

echo "== building wheels"
"$uv" build --all-packages --wheel --quiet --out-dir "$work/dist"
core_wheel=$(ls "$work"/dist/scorewire-[0-9]*.whl)

failures=0
check() {  # check DIST_NAME PACKAGE_DIR SMOKE_FILE
  local dist=$1 dir=$2 smoke=$3
  local under=${dist//-/_}
  local wheel
  wheel=$(ls "$work"/dist/"$under"-[0-9]*.whl)
  local venv="$work/venv-$dist"
  if [ ! -f "$repo/$smoke" ]; then
    echo "!! $dist has no smoke file $smoke (rows its rules wire, scored with only this plugin installed; or a smoke.py)"
    failures=$((failures + 1))
    return
  fi
  echo "== $dist: fresh venv with scorewire + $(basename "$wheel") only"
  "$uv" venv --quiet --python "$py" "$venv"
  VIRTUAL_ENV="$venv" "$uv" pip install --quiet "$core_wheel" "$wheel"
  # Run from an empty folder so nothing of the source tree is importable.
  mkdir -p "$work/run-$dist"
  (
    cd "$work/run-$dist"
    "$venv/bin/scorewire" plugins --json > plugins.json
    "$venv/bin/python" - "$dist" <<'PY'
import json, sys
names = [p["name"] for p in json.load(open("plugins.json"))]
assert sys.argv[1] in names, f"{sys.argv[1]} not discovered; found {names}"
PY
    if [ "${smoke##*.}" = "py" ]; then
      # A plugin without evaluators of its own (an integration) proves itself with a script.
      "$venv/bin/python" "$repo/$smoke"
      exit 0
    fi
    "$venv/bin/scorewire" run "$repo/$smoke" --output out --progress off > run.log
    # The report's templates ship inside the core wheel.
    "$venv/bin/scorewire" report out > report.log && test -s out/report.html
    "$venv/bin/python" - "$dist" <<'PY'
import json, sys
rows = [json.loads(line) for line in open("out/results.jsonl")]
bad = [r for r in rows if r["errors"] or not r["scores"]]
assert rows and not bad, f"{sys.argv[1]}: {len(bad)} of {len(rows)} smoke rows failed: {bad[:3]}"
print(f"   {sys.argv[1]}: discovered, {len(rows)} smoke rows scored without errors")
PY
  ) || { echo "!! $dist FAILED (see above)"; failures=$((failures + 1)); }
}

for dir in plugins/*/; do
  dist=$(basename "$dir")
  family=${dist#scorewire-}
  smoke="tests/plugins/${family//-/_}/smoke.jsonl"
  [ -f "$repo/$smoke" ] || [ ! -f "$repo/${smoke%.jsonl}.py" ] || smoke="${smoke%.jsonl}.py"
  check "$dist" "$dir" "$smoke"
done
check scorewire-length-example examples/third-party-plugin examples/third-party-plugin/smoke.jsonl

if [ "$failures" -ne 0 ]; then
  echo "packaging check: $failures distribution(s) failed"
  exit 1
fi
echo "packaging check: every distribution installs alone, is discovered and scores"
