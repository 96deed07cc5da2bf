//! Games: the module catalogue, generation (stream and 202), validation of modules and options,
//! reading and listing, PATCH with If-Match, DELETE, events, idempotent replays, scopes, other
//! accounts, and the content of every module type.

use std::time::Duration;

use edugen::auth::Preset;
use edugen::delivery::RecordingDeliverer;
use edugen::domain::game::validate;
use edugen::domain::game::{Content, ModuleType};
use serde_json::{Value, json};

use crate::support::TestApi;

async fn recording() -> (TestApi, RecordingDeliverer) {
    let rec = RecordingDeliverer::new();
    let t = TestApi::with_deliverer(rec.clone()).await;
    let hook = t
        .post("/v1/webhooks")
        .json(json!({"url": "https://h.example/x", "events": ["game.*"], "secret": "whsec_0123456789abcdefghijklmn"}))
        .send()
        .await;
    assert_eq!(hook.status, 201);
    (t, rec)
}

/// The `game.*` events delivered so far: (type, data).
async fn events(t: &TestApi, rec: &RecordingDeliverer) -> Vec<(String, Value)> {
    t.api.delivery_worker().run_due().await.unwrap();
    rec.requests()
        .iter()
        .map(|r| serde_json::from_slice::<Value>(&r.body).unwrap())
        .map(|e| (e["type"].as_str().unwrap().to_owned(), e["data"].clone()))
        .collect()
}

async fn wait_ready(t: &TestApi, game: &str) -> Value {
    for _ in 0..500 {
        let v = t.get(&format!("/v1/games/{game}")).send().await.json();
        if v["status"] != "generating" {
            return v;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("game {game} never finished");
}

const TITLE: &str = "En jeu\u{a0}: Fractions : égalité, comparaison, addition et soustraction";

fn fractions_game() -> Value {
    json!({
        "subject": "mathematiques", "level": "5e",
        "chapters": ["mathematiques-5e-fractions"],
        "seed": 11,
        "modules": [
            {"type": "memory", "options": {"pairCount": 4}},
            {"type": "quiz", "options": {"questionCount": 3, "pointsPerItem": 5}},
            {"type": "ordering", "title": "Du plus petit au plus grand"},
        ]
    })
}

async fn create(t: &TestApi, body: Value) -> Value {
    let r = t.post("/v1/games").json(body).send().await;
    assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
    let id = r.json()["id"].as_str().unwrap().to_owned();
    assert_eq!(r.header("location"), format!("/v1/games/{id}"));
    wait_ready(t, &id).await
}

/// Checks a module's content with the domain's rules, as a reader of the API would.
fn assert_valid(module: &Value) {
    let t: ModuleType = serde_json::from_value(module["type"].clone()).unwrap();
    let content = Content::from_value(t, module["content"].clone()).unwrap();
    validate::content(&content).unwrap_or_else(|e| panic!("{t:?}: {e:?}"));
    assert_eq!(module["items"], content.items());
    assert_eq!(
        module["maxPoints"].as_u64().unwrap(),
        u64::from(content.items()) * module["pointsPerItem"].as_u64().unwrap()
    );
}

#[tokio::test]
async fn the_catalogue_lists_every_module_type_with_its_schema_and_scoring() {
    let t = TestApi::new().await;
    let r = t.get("/v1/games/modules").send().await;
    assert_eq!(r.status, 200);
    let v = r.json();
    let types: Vec<&str> = v["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["type"].as_str().unwrap())
        .collect();
    assert_eq!(
        types,
        [
            "quiz",
            "true_false_race",
            "flashcards",
            "memory",
            "matching",
            "ordering",
            "fill_blanks",
            "categorize",
            "crossword",
            "word_search"
        ]
    );
    let memory = &v["data"][3];
    assert_eq!(memory["title"], json!({"fr": "Memory", "en": "Memory"}));
    assert_eq!(
        memory["optionsSchema"]["properties"]["pairCount"]["maximum"],
        12
    );
    assert_eq!(
        memory["optionsSchema"]["properties"]["pairs"]["oneOf"][0]["enum"],
        json!(["auto", "fraction_decimal", "term_definition", "figure_name"])
    );
    assert_eq!(memory["scoring"]["mistakePenaltyPercent"], 50);
    assert_eq!(memory["scoring"]["freeMistakesPerItem"], 1);
    assert_eq!(
        v["data"][0]["questionKinds"],
        json!(["single_choice", "multiple_choice", "true_false", "numeric"])
    );
    // games:read is enough; a key without it is refused.
    let viewer = t.key_with(Preset::Viewer).await;
    assert_eq!(
        t.get("/v1/games/modules").key(&viewer).send().await.status,
        200
    );
}

#[tokio::test]
async fn a_game_is_generated_in_the_background_with_valid_modules_and_events() {
    let (t, rec) = recording().await;
    let v = create(&t, fractions_game()).await;
    assert_eq!(v["status"], "ready");
    assert_eq!(v["object"], "game");
    assert!(v["id"].as_str().unwrap().starts_with("game_"));
    assert_eq!(v["moduleCount"], 3);
    assert_eq!(v["livemode"], false);
    assert_eq!(v["title"], TITLE);
    assert_eq!(v["chapters"], json!(["mathematiques-5e-fractions"]));
    let modules = v["modules"].as_array().unwrap();
    let ids: Vec<&str> = modules.iter().map(|m| m["id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["m1", "m2", "m3"]);
    assert_eq!(modules[0]["type"], "memory");
    assert_eq!(modules[0]["items"], 4);
    assert_eq!(modules[0]["maxPoints"], 40);
    assert_eq!(modules[1]["items"], 3);
    assert_eq!(modules[1]["maxPoints"], 15);
    assert_eq!(modules[2]["title"], "Du plus petit au plus grand");
    assert_eq!(modules[2]["maxPoints"], 60);
    assert_eq!(v["maxPoints"], 115);
    for m in modules {
        assert_valid(m);
    }
    // The fractions chapter pairs fractions with their decimal values.
    for pair in modules[0]["content"]["pairs"].as_array().unwrap() {
        let f = pair["left"]["text"].as_str().unwrap();
        let d = pair["right"]["text"].as_str().unwrap().replace(',', ".");
        let (a, b) = f.split_once('/').unwrap();
        let value = a.parse::<f64>().unwrap() / b.parse::<f64>().unwrap();
        assert!(
            (value - d.parse::<f64>().unwrap()).abs() < 1e-12,
            "{f} ≠ {d}"
        );
    }
    let ev = events(&t, &rec).await;
    let types: Vec<&str> = ev.iter().map(|(t, _)| t.as_str()).collect();
    assert_eq!(
        types,
        ["game.generation.started", "game.generation.completed"]
    );
    assert_eq!(
        ev[1].1,
        json!({"game": {"id": v["id"], "title": TITLE, "subject": "mathematiques",
            "level": "5e", "modules": ["memory", "quiz", "ordering"], "status": "ready"}})
    );
    assert_eq!(ev[0].1["game"]["status"], "generating");
    assert_eq!(ev[0].1["game"]["modules"], json!([]));
}

#[tokio::test]
async fn every_module_type_generates_valid_content() {
    let t = TestApi::new().await;
    for (level, language) in [("4e", "fr"), ("3e", "en")] {
        let modules: Vec<Value> = ModuleType::ALL
            .iter()
            .map(|m| json!({"type": m.as_str()}))
            .collect();
        let v = create(
            &t,
            json!({"subject": "mathematiques", "level": level, "language": language,
                   "seed": 3, "modules": modules}),
        )
        .await;
        assert_eq!(v["status"], "ready", "{v}");
        let got = v["modules"].as_array().unwrap();
        assert_eq!(got.len(), 10);
        for (m, t) in got.iter().zip(ModuleType::ALL) {
            assert_eq!(m["type"], t.as_str());
            assert_valid(m);
        }
    }
}

#[tokio::test]
async fn the_same_seed_gives_the_same_content() {
    let t = TestApi::new().await;
    let a = create(&t, fractions_game()).await;
    let b = create(&t, fractions_game()).await;
    assert_ne!(a["id"], b["id"]);
    assert_eq!(a["modules"], b["modules"]);
}

#[tokio::test]
async fn the_stream_sends_started_one_module_per_module_then_done() {
    let t = TestApi::new().await;
    let r = t
        .post("/v1/games")
        .header("accept", "text/event-stream")
        .json(fractions_game())
        .send()
        .await;
    assert_eq!(r.status, 200);
    assert_eq!(r.header("content-type"), "text/event-stream");
    let text = String::from_utf8(r.bytes.to_vec()).unwrap();
    let frames: Vec<(u32, String, Value)> = text
        .split("\n\n")
        .filter(|b| !b.is_empty())
        .map(|b| {
            let mut lines = b.lines();
            let id = lines
                .next()
                .unwrap()
                .strip_prefix("id: ")
                .unwrap()
                .parse()
                .unwrap();
            let ev = lines
                .next()
                .unwrap()
                .strip_prefix("event: ")
                .unwrap()
                .to_owned();
            let data = serde_json::from_str(lines.next().unwrap().strip_prefix("data: ").unwrap())
                .unwrap();
            (id, ev, data)
        })
        .collect();
    let names: Vec<&str> = frames.iter().map(|f| f.1.as_str()).collect();
    assert_eq!(names, ["started", "module", "module", "module", "done"]);
    let ids: Vec<u32> = frames.iter().map(|f| f.0).collect();
    assert_eq!(ids, [1, 2, 3, 4, 5]);
    let game = frames[0].2["gameId"].as_str().unwrap().to_owned();
    let v = t.get(&format!("/v1/games/{game}")).send().await.json();
    for (i, f) in frames[1..4].iter().enumerate() {
        assert_eq!(f.2["gameId"], game.as_str());
        assert_eq!(f.2["index"], i);
        assert_eq!(f.2["module"], v["modules"][i]);
    }
    assert_eq!(
        frames[4].2,
        json!({"gameId": game, "moduleCount": 3, "maxPoints": 115})
    );
}

#[tokio::test]
async fn a_duration_composes_modules_for_that_time() {
    let t = TestApi::new().await;
    let v = create(
        &t,
        json!({"subject": "physique-chimie", "level": "4e", "durationMinutes": 20, "seed": 1}),
    )
    .await;
    assert_eq!(v["status"], "ready", "{v}");
    let modules = v["modules"].as_array().unwrap();
    assert!(
        modules.len() >= 2 && modules.len() <= 12,
        "{}",
        modules.len()
    );
    assert_eq!(v["moduleCount"], modules.len());
    for m in modules {
        assert_valid(m);
    }
    assert_eq!(modules[0]["type"], "flashcards");
}

#[tokio::test]
async fn bad_requests_name_the_field() {
    let t = TestApi::new().await;
    let base = || fractions_game();
    let cases: Vec<(Value, &str)> = vec![
        (
            json!({"subject": "mathematiques", "level": "5e"}),
            "modules",
        ),
        (
            json!({"subject": "mathematiques", "level": "5e", "durationMinutes": 0}),
            "durationMinutes",
        ),
        (
            json!({"subject": "mathematiques", "level": "5e", "durationMinutes": 10,
                   "modules": [{"type": "quiz"}]}),
            "durationMinutes",
        ),
        (
            json!({"subject": "mathematiques", "level": "5e", "modules": []}),
            "modules",
        ),
        (
            json!({"subject": "mathematiques", "level": "5e", "modules": [{"type": "chess"}]}),
            "modules[0].type",
        ),
        (
            json!({"subject": "mathematiques", "level": "5e",
                   "modules": [{"type": "quiz"}, {"type": "memory", "options": {"pairCount": 13}}]}),
            "modules[1].options.pairCount",
        ),
        (
            json!({"subject": "mathematiques", "level": "5e",
                   "modules": [{"type": "memory", "options": {"colour": "red"}}]}),
            "modules[0].options.colour",
        ),
        (
            json!({"subject": "mathematiques", "level": "5e",
                   "modules": [{"type": "word_search", "options": {"directions": ["up"]}}]}),
            "modules[0].options.directions[0]",
        ),
        (
            json!({"subject": "mathematiques", "level": "5e", "chapters": ["mathematiques-4e-fractions"],
                   "modules": [{"type": "quiz"}]}),
            "chapters[0]",
        ),
        (
            json!({"subject": "latin", "level": "5e", "modules": [{"type": "quiz"}]}),
            "subject",
        ),
        (
            json!({"subject": "mathematiques", "level": "5e", "title": "",
                   "modules": [{"type": "quiz"}]}),
            "title",
        ),
        (
            json!({"subject": "mathematiques", "level": "5e", "scoring": {"passMark": 101},
                   "modules": [{"type": "quiz"}]}),
            "scoring.passMark",
        ),
        (
            json!({"subject": "mathematiques", "level": "5e", "modules": [{"type": "quiz"}], "colour": 1}),
            "colour",
        ),
    ];
    for (body, field) in cases {
        let r = t.post("/v1/games").json(body.clone()).send().await;
        assert_eq!(r.invalid_field(), field, "{body}");
    }
    let mut too_many = base();
    too_many["modules"] = json!(vec![json!({"type": "flashcards"}); 13]);
    let r = t.post("/v1/games").json(too_many).send().await;
    assert_eq!(r.invalid_field(), "modules");
    // Nothing was created.
    assert_eq!(t.get("/v1/games").send().await.json()["data"], json!([]));
}

/// The built-in generator without one chapter.
#[derive(Debug)]
struct Without(&'static str);

impl edugen::generate::Generator for Without {
    fn capabilities(&self) -> Vec<edugen::generate::Capability> {
        let mut caps = edugen::generate::BuiltinGenerator.capabilities();
        for c in &mut caps {
            c.chapters.retain(|id| id != self.0);
        }
        caps
    }

    fn generate(
        &self,
        request: &edugen::generate::GenerationRequest,
    ) -> Result<
        futures_util::stream::BoxStream<
            'static,
            Result<edugen::generate::QuestionDraft, edugen::generate::GenerationError>,
        >,
        edugen::generate::GenerationError,
    > {
        edugen::generate::BuiltinGenerator.generate(request)
    }
}

#[tokio::test]
async fn a_module_that_cannot_be_filled_is_400_saying_which_and_why() {
    let t = TestApi::new().await;
    let r = t
        .post("/v1/games")
        .json(json!({"subject": "mathematiques", "level": "6e", "chapters": ["mathematiques-6e-angles"],
                     "modules": [{"type": "flashcards"}, {"type": "crossword", "options": {"wordCount": 12}}]}))
        .send()
        .await;
    let v = r.assert_problem(400, "validation_error");
    assert_eq!(v["details"][0]["field"], "modules[1]");
    let message = v["details"][0]["message"].as_str().unwrap();
    assert!(
        message.starts_with(
            "crossword cannot be filled: needs 12 one-word terms and the chapters have "
        ),
        "{message}"
    );
    // A chapter the question generator does not serve cannot feed a quiz (every chapter of the
    // curriculum has built-in questions: a host's generator may serve fewer).
    let clock = edugen::clock::ManualClock::at_epoch_2026();
    let api = edugen::Api::builder()
        .storage(edugen::storage::MemoryStorage::new())
        .clock(clock.clone())
        .generator(Without("mathematiques-6e-symetrie-axiale"))
        .build()
        .unwrap();
    let t = TestApi::around(
        api,
        clock,
        "Collège Jean Moulin",
        edugen::domain::account::Tier::Essentiel,
    )
    .await;
    let r = t
        .post("/v1/games")
        .json(json!({"subject": "mathematiques", "level": "6e",
                     "chapters": ["mathematiques-6e-symetrie-axiale"], "modules": [{"type": "quiz"}]}))
        .send()
        .await;
    let v = r.assert_problem(400, "validation_error");
    assert_eq!(v["details"][0]["field"], "modules[0]");
    assert_eq!(
        v["details"][0]["message"],
        "quiz cannot be filled: the question generator serves none of the game's chapters"
    );
}

#[tokio::test]
async fn scopes_are_checked_on_every_route() {
    let t = TestApi::new().await;
    let game = create(&t, fractions_game()).await;
    let id = game["id"].as_str().unwrap();
    let viewer = t.key_with(Preset::Viewer).await;
    t.post("/v1/games")
        .key(&viewer)
        .json(fractions_game())
        .send()
        .await
        .assert_problem(403, "forbidden_scope");
    t.patch(&format!("/v1/games/{id}"))
        .key(&viewer)
        .json(json!({"title": "x"}))
        .send()
        .await
        .assert_problem(403, "forbidden_scope");
    t.delete(&format!("/v1/games/{id}"))
        .key(&viewer)
        .send()
        .await
        .assert_problem(403, "forbidden_scope");
    assert_eq!(
        t.get(&format!("/v1/games/{id}"))
            .key(&viewer)
            .send()
            .await
            .status,
        200
    );
    assert_eq!(t.get("/v1/games").key(&viewer).send().await.status, 200);
}

#[tokio::test]
async fn another_accounts_game_is_404() {
    let t = TestApi::new().await;
    let game = create(&t, fractions_game()).await;
    let id = game["id"].as_str().unwrap();
    let other = edugen::services::accounts::NewAccount::new(
        "other",
        edugen::domain::account::Tier::Integral,
    );
    let acc = t.api.accounts().create(other).await.unwrap();
    let key = t
        .api
        .accounts()
        .create_key(
            &acc.id,
            edugen::services::accounts::NewKey::new(
                "o",
                edugen::auth::Environment::Test,
                Preset::Full,
            ),
        )
        .await
        .unwrap()
        .secret;
    let path = format!("/v1/games/{id}");
    t.get(&path)
        .key(&key)
        .send()
        .await
        .assert_problem(404, "not_found");
    t.get(&path)
        .key(&key)
        .header("accept", "text/html")
        .send()
        .await
        .assert_problem(404, "not_found");
    t.patch(&path)
        .key(&key)
        .json(json!({"title": "mine"}))
        .send()
        .await
        .assert_problem(404, "not_found");
    t.delete(&path)
        .key(&key)
        .send()
        .await
        .assert_problem(404, "not_found");
    assert_eq!(
        t.get("/v1/games").key(&key).send().await.json()["data"],
        json!([])
    );
    // Still there for its owner.
    assert_eq!(t.get(&path).send().await.status, 200);
}

#[tokio::test]
async fn lists_filter_and_paginate() {
    let t = TestApi::new().await;
    let a = create(&t, fractions_game()).await;
    let b = create(
        &t,
        json!({"subject": "physique-chimie", "level": "4e", "modules": [{"type": "flashcards"}]}),
    )
    .await;
    let c = create(&t, fractions_game()).await;
    let page = t.get("/v1/games?limit=2").send().await.json();
    let ids: Vec<&Value> = page["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| &g["id"])
        .collect();
    assert_eq!(ids, [&c["id"], &b["id"]]);
    let cursor = page["next_cursor"].as_str().unwrap();
    let next = t
        .get(&format!("/v1/games?limit=2&cursor={cursor}"))
        .send()
        .await
        .json();
    assert_eq!(next["data"][0]["id"], a["id"]);
    assert_eq!(next["next_cursor"], Value::Null);
    let phys = t
        .get("/v1/games?subject=physique-chimie")
        .send()
        .await
        .json();
    assert_eq!(phys["data"].as_array().unwrap().len(), 1);
    assert_eq!(phys["data"][0]["id"], b["id"]);
    let ready = t.get("/v1/games?status=ready&level=5e").send().await.json();
    assert_eq!(ready["data"].as_array().unwrap().len(), 2);
    assert_eq!(
        t.get("/v1/games?status=done").send().await.invalid_field(),
        "status"
    );
    assert_eq!(
        t.get("/v1/games?limit=0").send().await.invalid_field(),
        "limit"
    );
}

#[tokio::test]
async fn patch_reorders_removes_replaces_and_edits_modules_with_if_match() {
    let (t, rec) = recording().await;
    let game = create(&t, fractions_game()).await;
    let id = game["id"].as_str().unwrap();
    let path = format!("/v1/games/{id}");
    let etag = t.get(&path).send().await.header("etag").to_owned();
    assert_eq!(etag, format!("\"{}\"", game["version"]));
    // Reorder (ordering first), remove the quiz, retitle memory, add a generated crossword.
    let r = t
        .patch(&path)
        .header("if-match", &etag)
        .json(json!({
            "title": "Révisions",
            "progression": "map",
            "modules": [
                {"id": "m3"},
                {"id": "m1", "title": "Paires"},
                {"type": "flashcards", "options": {"cardCount": 3}},
            ]
        }))
        .send()
        .await;
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.bytes));
    let v = r.json();
    assert_eq!(v["title"], "Révisions");
    assert_eq!(v["progression"], "map");
    let ids: Vec<&str> = v["modules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["m3", "m1", "m4"]);
    assert_eq!(v["modules"][0], game["modules"][2]);
    assert_eq!(v["modules"][1]["title"], "Paires");
    assert_eq!(v["modules"][1]["version"], 2);
    assert_eq!(v["modules"][1]["content"], game["modules"][0]["content"]);
    assert_eq!(v["modules"][2]["type"], "flashcards");
    assert_valid(&v["modules"][2]);
    assert_eq!(v["maxPoints"], 60 + 40 + 30);
    assert_eq!(v["moduleCount"], 3);
    let version = v["version"].as_u64().unwrap();
    assert_eq!(version, game["version"].as_u64().unwrap() + 1);
    assert_eq!(r.header("etag"), format!("\"{version}\""));
    // The old version is stale now.
    let stale = t
        .patch(&path)
        .header("if-match", &etag)
        .json(json!({"title": "again"}))
        .send()
        .await;
    let p = stale.assert_problem(409, "conflict");
    assert_eq!(
        p["detail"],
        format!(
            "The game is at version {version}, not {}; read it again and retry.",
            game["version"]
        )
    );
    assert_eq!(
        t.patch(&path)
            .header("if-match", "soon")
            .json(json!({}))
            .send()
            .await
            .invalid_field(),
        "If-Match"
    );
    // Edit content: a valid ordering, then one that is already in order.
    let mut content = v["modules"][0]["content"].clone();
    content["items"][0] = json!("0,001");
    let r = t
        .patch(&path)
        .header("if-match", &format!("W/\"{version}\""))
        .json(json!({"modules": [{"id": "m3", "content": content}, {"id": "m1"}, {"id": "m4"}]}))
        .send()
        .await;
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.bytes));
    assert_eq!(r.json()["modules"][0]["content"]["items"][0], "0,001");
    let n = content["items"].as_array().unwrap().len() as u32;
    content["shuffled"] = json!((0..n).collect::<Vec<u32>>());
    let bad = t
        .patch(&path)
        .json(json!({"modules": [{"id": "m3", "content": content}]}))
        .send()
        .await;
    assert_eq!(bad.invalid_field(), "modules[0].content.shuffled");
    let ev = events(&t, &rec).await;
    let updated: Vec<&Value> = ev
        .iter()
        .filter(|(t, _)| t == "game.updated")
        .map(|(_, d)| d)
        .collect();
    assert_eq!(updated.len(), 2);
    assert_eq!(
        updated[0]["game"]["modules"],
        json!(["ordering", "memory", "flashcards"])
    );
    assert_eq!(updated[0]["game"]["title"], "Révisions");
    assert_eq!(updated[0]["game"]["updatedAt"], "2026-01-01T00:00:10.000Z");
}

#[tokio::test]
async fn patch_refuses_bad_module_lists_and_invalid_grids() {
    let t = TestApi::new().await;
    let game = create(
        &t,
        json!({"subject": "mathematiques", "level": "4e", "seed": 5,
               "modules": [{"type": "crossword"}, {"type": "word_search"}, {"type": "fill_blanks"}]}),
    )
    .await;
    let path = format!("/v1/games/{}", game["id"].as_str().unwrap());
    let cases: Vec<(Value, &str)> = vec![
        (json!({"modules": []}), "modules"),
        (json!({"modules": [{"id": "m9"}]}), "modules[0].id"),
        (
            json!({"modules": [{"id": "m1"}, {"id": "m1"}]}),
            "modules[1].id",
        ),
        (
            json!({"modules": [{"id": "m1", "type": "quiz"}]}),
            "modules[0].type",
        ),
        (
            json!({"modules": [{"id": "m1", "options": {"wordCount": 4}}]}),
            "modules[0].options",
        ),
        (json!({"modules": [{"options": {}}]}), "modules[0].type"),
        (
            json!({"modules": [{"type": "memory", "options": {"pairCount": 99}}]}),
            "modules[0].options.pairCount",
        ),
        (json!({"scoring": {"lives": 11}}), "scoring.lives"),
        (json!({"title": "   "}), "title"),
        (
            json!({"modules": [{"id": "m1", "content": {"width": 3}}]}),
            "modules[0].content",
        ),
    ];
    for (body, field) in cases {
        let r = t.patch(&path).json(body.clone()).send().await;
        assert_eq!(r.invalid_field(), field, "{body}");
    }
    // A crossword whose crossing letters disagree.
    let mut cw = game["modules"][0]["content"].clone();
    let word = cw["words"][1]["answer"].as_str().unwrap().to_owned();
    let flipped: String = word
        .chars()
        .map(|c| if c == 'Z' { 'A' } else { (c as u8 + 1) as char })
        .collect();
    cw["words"][1]["answer"] = json!(flipped);
    let r = t
        .patch(&path)
        .json(json!({"modules": [{"id": "m1", "content": cw}]}))
        .send()
        .await;
    let v = r.assert_problem(400, "validation_error");
    let field = v["details"][0]["field"].as_str().unwrap();
    assert!(field.starts_with("modules[0].content.words["), "{v}");
    assert!(field.ends_with("].answer"), "{v}");
    assert!(
        v["details"][0]["message"]
            .as_str()
            .unwrap()
            .starts_with("crosses another word at row "),
        "{v}"
    );
    // A word search whose grid shows a word twice.
    let mut ws = game["modules"][1]["content"].clone();
    let w0 = ws["words"][0].clone();
    let size = ws["grid"].as_array().unwrap().len();
    let word = w0["word"].as_str().unwrap();
    let mut grid: Vec<Vec<u8>> = ws["grid"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_str().unwrap().as_bytes().to_vec())
        .collect();
    // Write the word again on a row it does not start on, left to right.
    let row = (w0["row"].as_u64().unwrap() as usize + size / 2) % size;
    for (k, b) in word.bytes().enumerate() {
        grid[row][k] = b;
    }
    ws["grid"] = json!(
        grid.iter()
            .map(|r| String::from_utf8(r.clone()).unwrap())
            .collect::<Vec<_>>()
    );
    let r = t
        .patch(&path)
        .json(json!({"modules": [{"id": "m2", "content": ws}]}))
        .send()
        .await;
    let v = r.assert_problem(400, "validation_error");
    assert!(
        v["details"][0]["field"]
            .as_str()
            .unwrap()
            .starts_with("modules[0].content.words["),
        "{v}"
    );
    // Nothing changed.
    assert_eq!(t.get(&path).send().await.json()["version"], game["version"]);
}

#[tokio::test]
async fn delete_removes_the_game_and_announces_it() {
    let (t, rec) = recording().await;
    let game = create(&t, fractions_game()).await;
    let id = game["id"].as_str().unwrap();
    let path = format!("/v1/games/{id}");
    let r = t.delete(&path).send().await;
    assert_eq!(r.status, 204);
    assert!(r.bytes.is_empty());
    t.get(&path).send().await.assert_problem(404, "not_found");
    t.delete(&path)
        .send()
        .await
        .assert_problem(404, "not_found");
    let ev = events(&t, &rec).await;
    let (ty, data) = ev.last().unwrap();
    assert_eq!(ty, "game.deleted");
    assert_eq!(
        data,
        &json!({"game": {"id": id, "title": TITLE, "subject": "mathematiques",
            "level": "5e", "modules": ["memory", "quiz", "ordering"], "status": "ready",
            "deletedAt": "2026-01-01T00:00:10.000Z"}})
    );
}

#[tokio::test]
async fn an_idempotent_post_replays_the_same_game() {
    let t = TestApi::new().await;
    let send = || {
        t.post("/v1/games")
            .header("idempotency-key", "game-1")
            .json(fractions_game())
            .send()
    };
    let first = send().await;
    assert_eq!(first.status, 202);
    let again = send().await;
    assert_eq!(again.status, 202);
    assert_eq!(again.header("idempotent-replayed"), "true");
    assert_eq!(again.bytes, first.bytes);
    let id = first.json()["id"].as_str().unwrap().to_owned();
    wait_ready(&t, &id).await;
    assert_eq!(
        t.get("/v1/games").send().await.json()["data"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    // Another body under the same key is a conflict.
    let mut other = fractions_game();
    other["seed"] = json!(12);
    t.post("/v1/games")
        .header("idempotency-key", "game-1")
        .json(other)
        .send()
        .await
        .assert_problem(409, "conflict");
    // The stream is replayed from the stored game.
    let stream = || {
        t.post("/v1/games")
            .header("idempotency-key", "game-2")
            .header("accept", "text/event-stream")
            .json(fractions_game())
            .send()
    };
    let a = stream().await;
    let b = stream().await;
    assert_eq!(b.header("idempotent-replayed"), "true");
    assert_eq!(a.bytes, b.bytes);
    assert!(String::from_utf8_lossy(&a.bytes).contains("event: done"));
}

#[tokio::test]
async fn the_openapi_document_names_the_schema_of_each_stream_event_and_the_page() {
    let t = TestApi::new().await;
    let doc = t
        .anonymous(http::Method::GET, "/v1/openapi.json")
        .send()
        .await
        .json();
    let media =
        &doc["paths"]["/v1/games"]["post"]["responses"]["200"]["content"]["text/event-stream"];
    assert_eq!(
        media["schema"]["$ref"],
        "#/components/schemas/GameStreamEvent"
    );
    for (event, data) in [
        ("started", "GameStreamStarted"),
        ("module", "GameStreamModule"),
        ("done", "GameStreamDone"),
        ("error", "Problem"),
    ] {
        assert_eq!(
            media["x-events"][event]["$ref"],
            format!("#/components/schemas/{data}")
        );
    }
    let get = &doc["paths"]["/v1/games/{gameId}"]["get"]["responses"]["200"]["content"];
    assert!(get["application/json"].is_object());
    assert!(get["text/html"].is_object());
}

/// The marketplace's white-label branding is shown on the game page (name and colour in a
/// header, support address and custom domain in a footer), escaped, and remote logos are not
/// loaded; without branding the page has neither.
#[tokio::test]
async fn the_game_page_shows_the_white_label_branding() {
    let t = TestApi::new().await;
    let game = create(&t, fractions_game()).await;
    let path = format!("/v1/games/{}", game["id"].as_str().unwrap());
    let page = || async {
        let r = t.get(&path).header("accept", "text/html").send().await;
        assert_eq!(r.status, 200);
        String::from_utf8(r.bytes.to_vec()).unwrap()
    };
    let plain = page().await;
    assert!(!plain.contains("class=\"brand"));
    let r = t
        .patch("/v1/marketplace/settings")
        .json(
            json!({"branding": {"name": "Académie <Hugo>", "primaryColor": "#1a2b3c",
            "logoUrl": "https://cdn.example.com/logo.png", "supportEmail": "aide@example.com",
            "customDomain": "boutique.example.com"}}),
        )
        .send()
        .await;
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.bytes));
    let html = page().await;
    assert!(html.contains(
        "<body>\n<header class=\"brand\" style=\"border-top:6px solid #1a2b3c\"><span class=\"brand-name\">Académie &lt;Hugo&gt;</span></header>"
    ), "{}", &html[..html.len().min(2000)]);
    assert!(html.contains(
        "<footer class=\"brand\" style=\"border-bottom:6px solid #1a2b3c\"><a href=\"mailto:aide@example.com\">aide@example.com</a> · boutique.example.com</footer>\n</body>"
    ));
    assert!(!html.contains("cdn.example.com"));
    // The rest of the page is unchanged.
    assert_eq!(
        html.replace(
            "\n<header class=\"brand\" style=\"border-top:6px solid #1a2b3c\"><span class=\"brand-name\">Académie &lt;Hugo&gt;</span></header>",
            ""
        )
        .replace(
            "<footer class=\"brand\" style=\"border-bottom:6px solid #1a2b3c\"><a href=\"mailto:aide@example.com\">aide@example.com</a> · boutique.example.com</footer>\n",
            ""
        ),
        plain
    );
}

/// Every (subject, level) the built-in generator serves makes a quiz game over all its
/// chapters, and its word modules (flashcards, memory) from the chapters' vocabulary.
#[tokio::test]
async fn every_served_subject_and_level_makes_a_game() {
    use edugen::generate::Generator;
    let t = TestApi::with_tier(edugen::domain::account::Tier::Integral).await;
    let caps = edugen::generate::BuiltinGenerator.capabilities();
    let mut worded = 0;
    for (i, cap) in caps.iter().enumerate() {
        if i % 50 == 49 {
            t.clock.advance(chrono::Duration::seconds(61));
        }
        for module in ["quiz", "flashcards", "memory"] {
            let r = t
                .post("/v1/games")
                .json(
                    json!({"subject": cap.subject, "level": cap.level, "chapters": cap.chapters,
                             "seed": i, "modules": [{"type": module}]}),
                )
                .send()
                .await;
            assert_eq!(
                r.status,
                202,
                "{} {} {module}: {}",
                cap.subject,
                cap.level,
                String::from_utf8_lossy(&r.bytes)
            );
            let id = r.json()["id"].as_str().unwrap().to_owned();
            let game = wait_ready(&t, &id).await;
            assert_eq!(
                game["status"], "ready",
                "{} {}: {game}",
                cap.subject, cap.level
            );
            worded += usize::from(module != "quiz");
        }
    }
    eprintln!(
        "{} pairs: a quiz each; word modules filled {worded}",
        caps.len()
    );
    assert!(caps.len() >= 56, "{}", caps.len());
    assert_eq!(worded, 2 * caps.len());
}
