#!/usr/bin/env bash
# The generated contract and schema, the docs and the module boundaries: regenerate and fail on any difference;
# lint the contract; check the docs; check the dependency rules.
set -euo pipefail
cd "$(dirname "$0")/.."

npm run openapi
npm run client
if ! git diff --exit-code --stat -- openapi.json web/src/api/generated || [ -n "$(git status --porcelain -- web/src/api/generated)" ]; then
  echo "openapi.json or web/src/api/generated is stale: run 'npm run openapi && npm run client' and commit the result." >&2
  git status --porcelain -- openapi.json web/src/api/generated >&2
  exit 1
fi
echo "Contract is up to date"

bash scripts/lint-openapi.sh

npm run migration:check

# The docs: in the repository, a page per module, README within bounds, links that resolve.
node scripts/check-docs.mjs

# The API's module boundaries (.dependency-cruiser.cjs), each rule proven by a fixture that breaks it.
bash scripts/check-dependencies.sh
