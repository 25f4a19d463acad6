#!/usr/bin/env bash
# The API's module boundaries (.dependency-cruiser.cjs): the tree must keep them, and each rule must catch
# the fixture written to break it (so a rule that silently matches nothing fails here too).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
config="$root/.dependency-cruiser.cjs"
depcruise="$root/node_modules/.bin/depcruise"

"$depcruise" api/src --config "$config" --output-type err

for fixture in scripts/dependency-rules/fixtures/*/; do
  rule="$(basename "$fixture")"
  if report="$(cd "$fixture" && "$depcruise" api/src --config "$config" --output-type err 2>&1)"; then
    echo "Rule $rule let its fixture ($fixture) through." >&2
    exit 1
  fi
  if ! grep -q "error $rule:" <<<"$report"; then
    echo "The fixture $fixture failed, but not on rule $rule:" >&2
    echo "$report" >&2
    exit 1
  fi
  if grep "error " <<<"$report" | grep -vq "error $rule:"; then
    echo "The fixture $fixture breaks other rules than $rule:" >&2
    echo "$report" >&2
    exit 1
  fi
done
echo "Module boundaries hold, and each rule catches its fixture"
