#!/usr/bin/env bash
# Lints the contract as integrators' tools read it: Redocly `recommended` (0 errors) and Spectral `spectral:oas`
# (0 warnings). Both run offline once installed. Usage: scripts/lint-openapi.sh [document] (default openapi.json).
set -euo pipefail
cd "$(dirname "$0")/.."
document="${1:-openapi.json}"
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true
node_modules/.bin/redocly lint --config redocly.yaml --format stylish "$document"
node_modules/.bin/spectral lint --ruleset .spectral.yaml --fail-severity warn --format text "$document"
echo "OpenAPI lint passed: $document"
