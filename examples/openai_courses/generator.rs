//! A [`Generator`] that has a language model write a course's prose — the section titles of
//! the outline, each section's introduction and summary — through any OpenAI-compatible
//! chat-completions endpoint (OpenAI, a vLLM, llama.cpp or Ollama server of the host's own),
//! while the built-in generator keeps everything that must be exact: the outline's structure
//! (sections, objectives from the curriculum, minutes, planned blocks), definitions and rules
//! from its knowledge base, worked examples, exercises (verified answers) and figures.
//!
//! The model is asked for one JSON object (`response_format: json_object`), and its answer is
//! checked before it is used: the envelope (`choices[0].message.content`), then the object's
//! fields (as many section titles as sections, non-empty texts within bounds). Anything else —
//! an unreachable endpoint, an HTTP error, a malformed answer — is a
//! [`GenerationError::Failed`] naming what was wrong, so the course ends `failed` with that
//! problem and keeps the sections already written.
//!
//! This file is self-contained so that a test can include it with `#[path]`.

use std::time::Duration;

use edugen::generate::course::{Block, CourseRequest, PlannedSection, SectionRequest};
use edugen::generate::{
    BuiltinGenerator, Capability, GenerationError, GenerationRequest, Generator, Language, Quality,
    QuestionDraft, Template,
};
use futures_core::stream::BoxStream;
use futures_util::StreamExt;
use serde_json::{Value, json};

/// Longest section title the model may give, in characters (the API's own limit).
const MAX_TITLE: usize = 300;
/// Longest introduction or summary the model may give, in characters.
const MAX_PROSE: usize = 2_000;

/// Where the model is served.
#[derive(Debug, Clone)]
pub(crate) struct ModelEndpoint {
    /// The API's base URL, up to `/v1`: `https://api.openai.com/v1`, `http://127.0.0.1:8000/v1`.
    pub(crate) base_url: String,
    /// The model's name, as the endpoint knows it.
    pub(crate) model: String,
    /// Sent as `Authorization: Bearer …` when set.
    pub(crate) api_key: Option<String>,
}

impl ModelEndpoint {
    /// From `OPENAI_BASE_URL` (default `https://api.openai.com/v1`), `OPENAI_MODEL` (default
    /// `gpt-4o-mini`) and `OPENAI_API_KEY` (optional: local servers need none).
    pub(crate) fn from_env() -> Self {
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
        Self {
            base_url: var("OPENAI_BASE_URL").unwrap_or_else(|| "https://api.openai.com/v1".into()),
            model: var("OPENAI_MODEL").unwrap_or_else(|| "gpt-4o-mini".into()),
            api_key: var("OPENAI_API_KEY"),
        }
    }

    fn url(&self) -> String {
        format!("{}/chat/completions", self.base_url.trim_end_matches('/'))
    }
}

/// The course generator: prose from the model, the rest from [`BuiltinGenerator`].
#[derive(Debug, Clone)]
pub(crate) struct OpenAiCourses {
    endpoint: ModelEndpoint,
    client: reqwest::Client,
}

impl OpenAiCourses {
    /// A generator asking `endpoint`, each request given 60 seconds.
    pub(crate) fn new(endpoint: ModelEndpoint) -> Self {
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(60))
            .build()
            .unwrap_or_default();
        Self { endpoint, client }
    }

    /// Sends `request` (a JSON document the model reads) with the instructions `system`;
    /// returns the JSON object the model answered.
    async fn ask(&self, system: &str, request: &Value) -> Result<Value, GenerationError> {
        let url = self.endpoint.url();
        let body = json!({
            "model": self.endpoint.model,
            "messages": [
                {"role": "system", "content": system},
                {"role": "user", "content": request.to_string()},
            ],
            "response_format": {"type": "json_object"},
            "temperature": 0.4,
        });
        let mut call = self
            .client
            .post(&url)
            .header("content-type", "application/json")
            .body(body.to_string());
        if let Some(key) = &self.endpoint.api_key {
            call = call.bearer_auth(key);
        }
        let failed = |what: String| GenerationError::Failed(format!("the model at {url}: {what}"));
        let res = call
            .send()
            .await
            .map_err(|e| failed(format!("could not be reached ({e})")))?;
        let status = res.status();
        let bytes = res
            .bytes()
            .await
            .map_err(|e| failed(format!("answer cut short ({e})")))?;
        if !status.is_success() {
            let text: String = String::from_utf8_lossy(&bytes).chars().take(200).collect();
            return Err(failed(format!("answered HTTP {status}: {text}")));
        }
        let envelope: Value = serde_json::from_slice(&bytes)
            .map_err(|e| failed(format!("answered something other than JSON ({e})")))?;
        let content = envelope
            .pointer("/choices/0/message/content")
            .and_then(Value::as_str)
            .ok_or_else(|| failed("answered no choices[0].message.content".to_owned()))?;
        match serde_json::from_str::<Value>(content) {
            Ok(v) if v.is_object() => Ok(v),
            Ok(_) => Err(failed("answered JSON that is not an object".to_owned())),
            Err(e) => Err(failed(format!(
                "answered a message that is not a JSON object ({e})"
            ))),
        }
    }

    /// The planned sections with the titles the model gives them.
    async fn titled(
        &self,
        request: CourseRequest,
        mut planned: Vec<PlannedSection>,
    ) -> Result<Vec<PlannedSection>, GenerationError> {
        let sections: Vec<Value> = planned
            .iter()
            .map(|s| {
                json!({
                    "kind": s.kind,
                    "title": s.title,
                    "objectives": s.objectives.iter().map(|o| o.text.as_str()).collect::<Vec<_>>(),
                    "minutes": s.minutes,
                })
            })
            .collect();
        let ask = json!({
            "task": "outline",
            "language": language(request.language),
            "subject": request.subject,
            "level": request.level,
            "chapters": request.chapters,
            "sectionCount": planned.len(),
            "sections": sections,
        });
        let answer = self.ask(OUTLINE, &ask).await?;
        let titles = answer
            .get("sections")
            .and_then(Value::as_array)
            .filter(|a| a.len() == planned.len())
            .ok_or_else(|| {
                malformed(format!(
                    "the outline must hold \"sections\": {} objects with a \"title\"",
                    planned.len()
                ))
            })?;
        for (i, (s, t)) in planned.iter_mut().zip(titles).enumerate() {
            s.title = text(t.get("title"), MAX_TITLE)
                .ok_or_else(|| malformed(format!("sections[{i}].title: {BOUNDS_TITLE}")))?;
        }
        Ok(planned)
    }
}

const OUTLINE: &str = "You write the section titles of a school course. You receive the \
course's sections as JSON (kind, a draft title, learning objectives, minutes). Answer with one \
JSON object only: {\"sections\": [{\"title\": \"...\"}]}, one title per section, in the same \
order, in the course's language, at most 120 characters each, without numbering.";

const SECTION: &str = "You write the prose of one section of a school course. You receive \
the section as JSON (the course, the section's title and objectives, the definitions and rules \
it teaches). Answer with one JSON object only: {\"introduction\": \"...\", \"summary\": \
\"...\"}: an introduction of two to four sentences that motivates the section and says what \
it teaches, and a summary of one or two sentences of what the student can now do. Write in the \
course's language, for the students of its level; you may mark *emphasis* and $maths$.";

const BOUNDS_TITLE: &str = "must be a non-empty string of at most 300 characters";

fn language(lang: Language) -> &'static str {
    match lang {
        Language::Fr => "French",
        Language::En => "English",
    }
}

fn malformed(what: String) -> GenerationError {
    GenerationError::Failed(format!("the model's answer is malformed: {what}"))
}

/// A non-empty string of at most `max` characters, trimmed.
fn text(v: Option<&Value>, max: usize) -> Option<String> {
    let s = v?.as_str()?.trim();
    (!s.is_empty() && s.chars().count() <= max).then(|| s.to_owned())
}

#[async_trait::async_trait]
impl Generator for OpenAiCourses {
    fn capabilities(&self) -> Vec<Capability> {
        BuiltinGenerator.capabilities()
    }

    fn generate(
        &self,
        request: &GenerationRequest,
    ) -> Result<BoxStream<'static, Result<QuestionDraft, GenerationError>>, GenerationError> {
        BuiltinGenerator.generate(request)
    }

    fn redraw(
        &self,
        template: &Template,
        seed: u64,
        language: Language,
        quality: Quality,
    ) -> Result<QuestionDraft, GenerationError> {
        BuiltinGenerator.redraw(template, seed, language, quality)
    }

    /// The built-in outline (checked at once), retitled by the model when the stream is read.
    fn outline(
        &self,
        request: &CourseRequest,
    ) -> Result<BoxStream<'static, Result<PlannedSection, GenerationError>>, GenerationError> {
        let planned = BuiltinGenerator.outline(request)?;
        let (this, request) = (self.clone(), request.clone());
        let sections = async move {
            let planned: Vec<PlannedSection> = planned
                .collect::<Vec<_>>()
                .await
                .into_iter()
                .collect::<Result<_, _>>()?;
            this.titled(request, planned).await
        };
        Ok(futures_util::stream::once(sections)
            .flat_map(|r| {
                let items: Vec<Result<PlannedSection, GenerationError>> = match r {
                    Ok(sections) => sections.into_iter().map(Ok).collect(),
                    Err(e) => vec![Err(e)],
                };
                futures_util::stream::iter(items)
            })
            .boxed())
    }

    /// The built-in section (exercises, examples, figures, definitions), with the model's
    /// introduction and summary.
    async fn write_section(&self, request: &SectionRequest) -> Result<Vec<Block>, GenerationError> {
        let mut blocks = BuiltinGenerator.write_section(request).await?;
        let s = &request.section;
        let taught: Vec<Value> = blocks
            .iter()
            .filter_map(|b| match b {
                Block::Definition { term, text } => Some(json!({"definition": term, "text": text})),
                Block::Rule { title, text } => Some(json!({"rule": title, "text": text})),
                _ => None,
            })
            .collect();
        let ask = json!({
            "task": "section",
            "language": language(request.language),
            "course": request.course_title,
            "position": request.position,
            "title": s.title,
            "kind": s.kind,
            "objectives": s.objectives.iter().map(|o| o.text.as_str()).collect::<Vec<_>>(),
            "focus": s.instructions.as_ref().and_then(|i| i.focus.clone()),
            "teaches": taught,
        });
        let answer = self.ask(SECTION, &ask).await?;
        let field = |name: &str| {
            text(answer.get(name), MAX_PROSE).ok_or_else(|| {
                malformed(format!(
                    "section \"{}\": \"{name}\" must be a non-empty string of at most {MAX_PROSE} characters",
                    s.title
                ))
            })
        };
        let (introduction, summary) = (field("introduction")?, field("summary")?);
        if let Some(Block::Paragraph { text }) = blocks
            .iter_mut()
            .find(|b| matches!(b, Block::Paragraph { .. }))
        {
            *text = introduction;
        }
        if let Some(Block::Summary { text }) = blocks
            .iter_mut()
            .find(|b| matches!(b, Block::Summary { .. }))
        {
            *text = summary;
        }
        Ok(blocks)
    }
}
