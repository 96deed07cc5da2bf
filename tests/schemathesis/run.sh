#!/usr/bin/env bash
# Schemathesis against the example server: every check, positive and negative data, stateful
# links, on a fresh SQLite file with an Enterprise bootstrap key. Any failure fails the script.
#
#   tests/schemathesis/run.sh              # from anywhere in the repository
#   SCHEMATHESIS_MAX_EXAMPLES=200 SCHEMATHESIS_SEED=42 tests/schemathesis/run.sh
#
# Installs the pinned Schemathesis in a virtual environment (requirements.txt beside this file),
# builds `cargo build --example server` (default features), starts it on a free local port and
# stops it at the end. Reports go to $REPORT_DIR (default: target/schemathesis).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here/../.."

target_dir="${CARGO_TARGET_DIR:-$(pwd)/target}"
venv="${SCHEMATHESIS_VENV:-$target_dir/schemathesis-venv}"
report_dir="${REPORT_DIR:-$target_dir/schemathesis}"
max_examples="${SCHEMATHESIS_MAX_EXAMPLES:-40}"
seed="${SCHEMATHESIS_SEED:-20261125}"
min_requests="${SCHEMATHESIS_MIN_REQUESTS:-2000}"
python="${PYTHON:-python3}"

# 1. Schemathesis, pinned, in its own virtual environment (rebuilt when the pins change).
stamp="$venv/.requirements.sha256"
want="$(sha256sum "$here/requirements.txt" | cut -d' ' -f1)"
if [ ! -x "$venv/bin/schemathesis" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "== installing Schemathesis into $venv"
  rm -rf "$venv"
  "$python" -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check --no-deps -r "$here/requirements.txt"
  echo "$want" > "$stamp"
fi
"$venv/bin/schemathesis" --version

# 2. The example server, on a fresh database, a free port, an Enterprise key.
echo "== cargo build --example server"
cargo build --example server
server="$target_dir/debug/examples/server"
mkdir -p "$report_dir"
work="$(mktemp -d)"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -INT "$server_pid" 2>/dev/null || true
    for _ in $(seq 1 75); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.2; done
    kill -KILL "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  [ -f "$work/server.log" ] && cp "$work/server.log" "$report_dir/server.log"
  rm -rf "$work"
}
trap cleanup EXIT

port="$("$python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
key="eg_test_$("$python" -c 'import secrets, string; a = string.ascii_letters + string.digits; print("".join(secrets.choice(a) for _ in range(32)))')"
base="http://127.0.0.1:$port"
# Every request is logged (`answered`) so that the total can be counted.
RUST_LOG="warn,edugen::api=debug" NO_COLOR=1 "$server" \
  --db "$work/edugen.db" --bind "127.0.0.1:$port" \
  --bootstrap-key "$key" --tier enterprise \
  --anonymous-limits 100000,10000000 \
  > "$work/server.log" 2>&1 &
server_pid=$!
echo "== example server (pid $server_pid) on $base"
for i in $(seq 1 100); do
  if "$python" -c "import urllib.request, sys; urllib.request.urlopen(sys.argv[1], timeout=1)" "$base/v1/openapi.json" 2>/dev/null; then
    break
  fi
  if ! kill -0 "$server_pid" 2>/dev/null; then cat "$work/server.log"; echo "the server stopped"; exit 1; fi
  if [ "$i" = 100 ]; then cat "$work/server.log"; echo "the server did not answer in 20 s"; exit 1; fi
  sleep 0.2
done

# 3. Schemathesis. Three passes: revoking or rotating an API key can end the key the run
# authenticates with, so those two operations run last, on keys the run creates; the OAuth
# endpoints run apart (below).
export EDUGEN_BASE_URL="$base" EDUGEN_API_KEY="$key"
export PYTHONPATH="$here${PYTHONPATH:+:$PYTHONPATH}" SCHEMATHESIS_HOOKS=hooks
started=$(date +%s)
status=0
run() {
  local name="$1"; shift
  echo "== schemathesis: $name"
  "$venv/bin/schemathesis" run "$base/v1/openapi.json" \
    --header "Authorization: Bearer $key" \
    --checks all --mode all \
    --phases examples,coverage,fuzzing,stateful \
    --max-examples "$max_examples" --seed "$seed" \
    --workers 1 --request-timeout 30 --generation-database none \
    --no-color --output-truncate false \
    --report junit --report-junit-path "$report_dir/$name.xml" \
    "$@" || status=1
}
oauth_ops=(--include-operation-id oauthAuthorize --include-operation-id oauthConsent
  --include-operation-id oauthToken --include-operation-id oauthRevoke)
# Operations whose valid requests depend on rules a JSON schema cannot state (an If-Match
# that must be the resource's current version, a level the generator writes for that subject,
# `copies` or a roster, an ISO 4217 code, a submission's variant that its export must have, a
# scan that must be a real image of a printed page, a usage span whose `to` is after its `from`
# and at most 366 days from it): every check but positive-data acceptance runs on them.
cross_ops=(--include-operation-id listPayouts --include-operation-id listProducts
  --include-operation-id listPurchases --include-operation-id getUsage --include-operation-id updateCourse
  --include-operation-id updateGame --include-operation-id updateProduct
  --include-operation-id updateMarketplaceSettings --include-operation-id createCourse
  --include-operation-id createExamPaper --include-operation-id createGame
  --include-operation-id createProduct --include-operation-id createSubmission
  --include-operation-id createPaperCopy)
run main --exclude-operation-id revokeApiKey --exclude-operation-id rotateApiKey \
  "${oauth_ops[@]/--include/--exclude}" "${cross_ops[@]/--include/--exclude}"
run api-keys --include-operation-id createApiKey --include-operation-id revokeApiKey --include-operation-id rotateApiKey
# The OAuth endpoints: a schema-valid request still names no registered client, code or token
# (they come from a sign-in), so a valid one is refused by design; every other check runs.
run oauth "${oauth_ops[@]}" --exclude-checks positive_data_acceptance
run cross-field "${cross_ops[@]}" --exclude-checks positive_data_acceptance
elapsed=$(( $(date +%s) - started ))

requests=$(grep -c ' answered' "$work/server.log" || true)
errors=$(grep -c 'handler panicked\|ERROR' "$work/server.log" || true)
echo "== $requests requests in ${elapsed} s; server errors logged: $errors"
if [ "$errors" != 0 ]; then grep 'handler panicked\|ERROR' "$work/server.log" | head -20; status=1; fi
if [ "$requests" -lt "$min_requests" ]; then
  echo "fewer than $min_requests requests: raise SCHEMATHESIS_MAX_EXAMPLES"; status=1
fi
exit "$status"
