#!/usr/bin/env bash
# Independent clients against the example server over a socket: Authlib (OAuth 2.0 code flow
# with PKCE, refresh rotation and reuse detection) and the official MCP Python SDK (tools, a
# generation with progress notifications, a missing scope). See check.py.
#
#   tests/clients/run.sh
#
# Installs the pinned clients in a virtual environment (requirements.txt beside this file),
# builds `cargo build --example server` (default features) and starts it on a free local port
# with a public OAuth client, then stops it.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here/../.."

target_dir="${CARGO_TARGET_DIR:-$(pwd)/target}"
venv="${CLIENTS_VENV:-$target_dir/clients-venv}"
python="${PYTHON:-python3}"

stamp="$venv/.requirements.sha256"
want="$(sha256sum "$here/requirements.txt" | cut -d' ' -f1)"
if [ ! -x "$venv/bin/python" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "== installing the clients into $venv"
  rm -rf "$venv"
  "$python" -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check --no-deps -r "$here/requirements.txt"
  echo "$want" > "$stamp"
fi

echo "== cargo build --example server"
cargo build --example server
server="$target_dir/debug/examples/server"
work="$(mktemp -d)"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -INT "$server_pid" 2>/dev/null || true
    for _ in $(seq 1 75); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.2; done
    kill -KILL "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

port="$("$python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
key="eg_test_$("$python" -c 'import secrets, string; a = string.ascii_letters + string.digits; print("".join(secrets.choice(a) for _ in range(32)))')"
base="http://127.0.0.1:$port"
RUST_LOG=warn NO_COLOR=1 "$server" --db memory --bind "127.0.0.1:$port" \
  --bootstrap-key "$key" \
  --oauth-client "name=Authlib,redirect_uri=http://127.0.0.1/cb,type=public" \
  > "$work/server.log" 2>&1 &
server_pid=$!
client_id=""
for i in $(seq 1 100); do
  client_id="$(sed -n 's/^oauth client \(cli_[0-9A-Z]*\) registered$/\1/p' "$work/server.log")"
  if [ -n "$client_id" ] && "$python" -c "import urllib.request, sys; urllib.request.urlopen(sys.argv[1], timeout=1)" "$base/v1/openapi.json" 2>/dev/null; then
    break
  fi
  if ! kill -0 "$server_pid" 2>/dev/null; then cat "$work/server.log"; echo "the server stopped"; exit 1; fi
  if [ "$i" = 100 ]; then cat "$work/server.log"; echo "the server did not answer in 20 s"; exit 1; fi
  sleep 0.2
done
echo "== clients against $base (OAuth client $client_id)"
"$venv/bin/python" "$here/check.py" "$base" "$key" "$client_id"
