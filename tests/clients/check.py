"""Independent clients against the example server over a socket: Authlib runs the OAuth 2.0
authorization code flow with PKCE (S256), refresh and revocation; the official MCP Python SDK
lists the tools, generates an exam through a tool with progress notifications, and meets the
error a missing scope gives.

    python check.py BASE_URL API_KEY OAUTH_CLIENT_ID

BASE_URL is the example server, API_KEY a Full key of its account (the development sign-in's
login), OAUTH_CLIENT_ID a public client registered with redirect URI http://127.0.0.1/cb.
Any failed expectation raises; the last line is the plain closing line of a test run.
"""

import asyncio
import html
import re
import sys

import requests
from authlib.common.security import generate_token
from authlib.integrations.requests_client import OAuth2Session
from mcp import ClientSession
from mcp.client.streamable_http import streamablehttp_client

BASE, KEY, CLIENT_ID = sys.argv[1], sys.argv[2], sys.argv[3]
PASSED = []


def check(name, ok, detail=""):
    if not ok:
        raise AssertionError(f"{name}: {detail}")
    PASSED.append(name)
    print(f"ok {name}")


def oauth_flow():
    redirect = "http://127.0.0.1:45678/cb"
    session = OAuth2Session(
        CLIENT_ID,
        redirect_uri=redirect,
        scope="exams:read curriculum:read",
        code_challenge_method="S256",
        token_endpoint_auth_method="none",
    )
    verifier = generate_token(64)
    url, state = session.create_authorization_url(
        f"{BASE}/v1/oauth/authorize", code_verifier=verifier
    )
    browser = requests.Session()
    page = browser.get(url, allow_redirects=False)
    check("consent page", page.status_code == 200, page.text[:300])
    fields = {
        m.group(1): html.unescape(m.group(2))
        for m in re.finditer(r'<input type="hidden" name="([a-z_]+)" value="([^"]*)">', page.text)
    }
    check("csrf field", "csrf" in fields, str(fields.keys()))
    approved = browser.post(
        f"{BASE}/v1/oauth/authorize",
        data={**fields, "decision": "approve", "api_key": KEY},
        allow_redirects=False,
    )
    check("approval redirects", approved.status_code == 303, approved.text[:300])
    location = approved.headers["location"]
    check("back to the client", location.startswith(redirect + "?code="), location)
    token = session.fetch_token(
        f"{BASE}/v1/oauth/token",
        authorization_response=location,
        code_verifier=verifier,
    )
    check("token type", token["token_type"] == "Bearer", str(token))
    check("access token", token["access_token"].startswith("egat_"), str(token))
    check("scope", token["scope"] == "curriculum:read exams:read", str(token))
    listed = session.get(f"{BASE}/v1/exams")
    check("access token on a route", listed.status_code == 200, listed.text[:300])
    forbidden = session.get(f"{BASE}/v1/webhooks")
    check("scope enforced", forbidden.status_code == 403, forbidden.text[:300])
    old_refresh = token["refresh_token"]
    refreshed = session.refresh_token(f"{BASE}/v1/oauth/token")
    check("refresh rotates", refreshed["refresh_token"] != old_refresh, str(refreshed))
    reused = requests.post(
        f"{BASE}/v1/oauth/token",
        data={"grant_type": "refresh_token", "refresh_token": old_refresh, "client_id": CLIENT_ID},
    )
    check("reuse refused", reused.status_code == 400 and reused.json()["error"] == "invalid_grant", reused.text)
    after = session.get(f"{BASE}/v1/exams")
    check("family revoked", after.status_code == 401, after.text[:300])


async def mcp_flow():
    viewer = requests.post(
        f"{BASE}/v1/api-keys",
        headers={"Authorization": f"Bearer {KEY}"},
        json={"name": "mcp viewer", "preset": "viewer"},
    ).json()["secret"]
    async with streamablehttp_client(
        f"{BASE}/mcp", headers={"Authorization": f"Bearer {KEY}"}
    ) as (read, write, _):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            check("mcp initialize", init.serverInfo.name == "edugen", str(init))
            tools = await session.list_tools()
            names = {t.name for t in tools.tools}
            check("mcp tools", {"createExam", "getExam", "searchCurriculum"} <= names, str(names))
            progress = []

            async def on_progress(p, total, message):
                progress.append((p, total))

            result = await session.call_tool(
                "createExam",
                {"body": {"subject": "mathematiques", "level": "4e", "questionCount": 3}},
                progress_callback=on_progress,
            )
            check("mcp generate", not result.isError, str(result)[:300])
            check("mcp exam ready", result.structuredContent["status"] == "ready", str(result)[:300])
            check("mcp progress", progress == [(1, 3), (2, 3), (3, 3)], str(progress))
    async with streamablehttp_client(
        f"{BASE}/mcp", headers={"Authorization": f"Bearer {viewer}"}
    ) as (read, write, _):
        async with ClientSession(read, write) as session:
            await session.initialize()
            result = await session.call_tool(
                "createExam",
                {"body": {"subject": "mathematiques", "level": "4e", "questionCount": 1}},
            )
            check("mcp missing scope is an error", result.isError, str(result)[:300])
            problem = result.structuredContent
            check(
                "mcp 403 forbidden_scope",
                problem["status"] == 403 and problem["code"] == "forbidden_scope",
                str(problem),
            )


if __name__ == "__main__":
    failed = 0
    for name, run in [("oauth", oauth_flow), ("mcp", lambda: asyncio.run(mcp_flow()))]:
        try:
            run()
        except Exception as e:  # report and go on, then fail the run
            failed += 1
            print(f"FAILED {name}: {e!r}")
    print(f"{len(PASSED)} passed, {failed} failed")
    sys.exit(1 if failed else 0)
