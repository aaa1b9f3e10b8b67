#!/usr/bin/env bash
# Every check, in the order a reviewer would want them: the README's test command
# (`npm test`) and CI (.ci/run) both run exactly this. Every step runs even if an
# earlier one failed, so one run shows everything that is wrong; the exit code is
# non-zero if any step failed.
set -uo pipefail
cd "$(dirname "$0")/.."

bash tests/setup-system.sh || exit 1

steps=(
  "typecheck|npx tsc --noEmit -p ."
  "lint|npx biome ci ."
  "layering (docs/architecture.md)|npm run --silent layering"
  "content|npm run --silent content -- check"
  "unit and component tests|npx vitest run --project unit --project dom --project browser"
  "story tests (zh + light, en + dark, Chromium)|npx vitest run --project 'storybook-*'"
  "production build|npx vite build"
  "bundle budgets (tests/bundle-budgets.json)|npx tsx tests/bundle-budgets.ts dist"
  "end-to-end (Chromium)|npx playwright test"
  "studio end-to-end (Chromium, scratch copy)|npm run --silent test:studio"
  "database (PostgreSQL 15 + pgTAP)|bash tests/db/run-pg15.sh"
)

passed=0
failed=0
summary=()
digests=()
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
for step in "${steps[@]}"; do
  name="${step%%|*}"
  command="${step#*|}"
  echo
  echo "=== $name: $command"
  start=$(date +%s)
  log="$logs/$((passed + failed)).log"
  if bash -c "$command" 2>&1 | tee "$log"; then
    result=ok
    passed=$((passed + 1))
  else
    result=FAILED
    failed=$((failed + 1))
    digests+=("$name|$log")
  fi
  summary+=("$(printf '%-8s %4ss  %s' "$result" "$(($(date +%s) - start))" "$name")")
done

# A CI page often keeps only the end of a long run: what failed comes just before the summary.
for digest in "${digests[@]}"; do
  echo
  echo "=== what failed in ${digest%%|*}"
  sed 's/\x1b\[[0-9;]*m//g' "${digest#*|}" |
    grep -E 'FAIL|Error|[Ff]ailed|timed out|✗|×|[0-9]+\) \[|not ok|error TS' | tail -n 20
done

echo
echo "=== summary"
printf '%s\n' "${summary[@]}"
echo "checks: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
