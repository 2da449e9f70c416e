#!/usr/bin/env bash
# Runs one of supabase-js's server test suites (auth-js or storage-js) against a fresh stand-in.
# Usage: scripts/upstream/run.sh <packages/core folder> auth|storage <label> [jest arguments]
# Writes <packages/core folder>/../../<suite>-<label>.json (jest's report) and .log. See README.md.
set -euo pipefail
core=$(cd "$1" && pwd); suite=$2; label=$3; shift 3
out=$(dirname "$(dirname "$core")")/$suite-$label
port=54421
repo=$(cd "$(dirname "$0")/../.." && pwd)
setsid "$repo/node_modules/.bin/tsx" "$repo/scripts/upstream/standin.ts" "$core" "$suite" "$port" >"$out-standin.log" 2>&1 &
standin=$!
trap 'kill -- -"$standin" 2>/dev/null || true' EXIT
for _ in $(seq 1 60); do grep -qs '^ready' "$out-standin.log" && break; sleep 1; done
grep -q '^ready' "$out-standin.log" || { echo "the stand-in did not start: $out-standin.log" >&2; exit 1; }
cd "$core/$suite-js"
# Their CI's commands (project.json's test:suite), with the report added and coverage left out.
if [ "$suite" = auth ]; then config=(--config jest.config.cli.js); else config=(); fi
status=0
timeout 900 npx jest "${config[@]}" --runInBand --coverage=false --ci --json --outputFile="$out.json" "$@" >"$out.log" 2>&1 || status=$?
"$repo/node_modules/.bin/tsx" "$repo/scripts/upstream/summary.ts" "$out.json"
exit $status
