//! Scanned paper copies (`POST /v1/exams/{examId}/paper-copies`): the pages are decoded and
//! identified by their QR code while the request waits (so that a bad file is 400, a page of a
//! copy already corrected 409), then read in the background; a printed copy is corrected
//! against its variant's own key once all its pages are in, whatever upload brought them.

use std::collections::BTreeMap;
use std::sync::Arc;

use bytes::Bytes;
use chrono::{DateTime, Utc};

use crate::app::App;
use crate::domain::exam::{Exam, ExamStatus};
use crate::domain::export::{Export, ExportKind, PrintJob};
use crate::domain::grading::{
    self, Correction, CorrectionStatus, GivenAnswer, PageReading, PageStatus, PaperCopy,
    PaperCopyStatus, PaperReading, PaperSheet, ReviewReason, ScannedPage, StudentRef,
};
use crate::domain::usage::{Family, Metric};
use crate::domain::{Resource, split_owner};
use crate::error::{Error, ErrorCode};
use crate::events::catalogue::exam::ExamRef;
use crate::events::catalogue::paper::{
    CopyRef, CorrectionFailure, CorrectionReview, CorrectionScore, CorrectionUnderWay, PageFit,
    PaperCopyReceived, PaperCorrectionCompleted, PaperCorrectionFailed, PaperCorrectionNeedsReview,
    PaperCorrectionStarted, ReceivedCopy,
};
use crate::events::catalogue::shared::{Corrected, Correcting, EventError, Failed, NeedsReview};
use crate::events::outbox::{self, NewEvent};
use crate::ids::{new_id, timestamp};
use crate::paper::read::{self, Gray, Located};
use crate::services::exams::load_exam;
use crate::services::load;
use crate::storage::{Batch, Expect};

/// Body of the JSON form: `{"pages": ["<base64>", …]}`.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonPages {
    pages: Vec<String>,
}

fn sniff(bytes: &[u8]) -> &'static str {
    if bytes.starts_with(b"\x89PNG") {
        "image/png"
    } else if bytes.starts_with(&[0xFF, 0xD8]) {
        "image/jpeg"
    } else if bytes.starts_with(b"II*\0") || bytes.starts_with(b"MM\0*") {
        "image/tiff"
    } else if bytes.starts_with(b"%PDF") {
        "application/pdf"
    } else {
        "application/octet-stream"
    }
}

/// The pages of a request body of `content_type`, in grey levels.
fn decode_body(content_type: &str, body: &[u8]) -> Result<Vec<Gray>, Error> {
    let essence = content_type
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase();
    if body.is_empty() {
        return Err(Error::invalid("body", "a scan is required"));
    }
    let pages = if essence == "application/json" {
        let req: JsonPages = serde_json::from_slice(body).map_err(|e| {
            Error::invalid(
                "pages",
                format!("the JSON body must be {{\"pages\": [\"<base64>\", …]}} ({e})"),
            )
        })?;
        if req.pages.is_empty() {
            return Err(Error::invalid("pages", "at least one page"));
        }
        if req.pages.len() > read::MAX_PAGES {
            return Err(Error::invalid(
                "pages",
                format!("at most {} pages", read::MAX_PAGES),
            ));
        }
        let mut out = Vec::new();
        for (i, p) in req.pages.iter().enumerate() {
            let field = format!("pages[{i}]");
            let bytes = base64::Engine::decode(&base64::engine::general_purpose::STANDARD, p)
                .map_err(|_| Error::invalid(&field, "must be base64 (RFC 4648, with padding)"))?;
            let media = sniff(&bytes);
            let decoded = read::decode(&bytes, media).map_err(|e| match e {
                read::DecodeError::Unsupported(_) => {
                    Error::invalid(&field, "must be a PNG, JPEG, TIFF or PDF file")
                }
                read::DecodeError::Undecodable(m) => Error::invalid(&field, m),
            })?;
            out.extend(decoded);
        }
        out
    } else {
        read::decode(body, &essence).map_err(|e| match e {
            read::DecodeError::Unsupported(m) => Error::new(
                ErrorCode::UnsupportedMediaType,
                format!(
                    "Content-Type `{m}` is not a scan: send image/png, image/jpeg, image/tiff, application/pdf, or application/json with base64 pages."
                ),
            ),
            read::DecodeError::Undecodable(m) => Error::invalid("body", m),
        })?
    };
    if pages.len() > read::MAX_PAGES {
        return Err(Error::invalid(
            "body",
            format!("at most {} pages in one request", read::MAX_PAGES),
        ));
    }
    Ok(pages)
}

fn rejected(index: u32, code: &str, message: impl Into<String>) -> ScannedPage {
    ScannedPage {
        index,
        status: PageStatus::Rejected,
        export_id: None,
        copy: None,
        page: None,
        rotation: None,
        dpi: None,
        residual: None,
        reason: Some(ReviewReason {
            field: "page".to_owned(),
            code: code.to_owned(),
            message: message.into(),
        }),
    }
}

fn round(x: f64, places: i32) -> f64 {
    let k = 10f64.powi(places);
    (x * k).round() / k
}

/// Receives a scan of paper copies of an exam of `account`: 202 with the upload's record,
/// reading goes on in the background.
pub(crate) async fn upload(
    app: &Arc<App>,
    account: &str,
    exam_id: &str,
    content_type: &str,
    body: Bytes,
    now: DateTime<Utc>,
) -> Result<PaperCopy, Error> {
    let (exam, _) = load_exam(app, account, exam_id).await?;
    if exam.status != ExamStatus::Ready {
        return Err(Error::conflict(
            "The exam is not ready; only a ready exam's paper copies are read.",
        ));
    }
    let ct = content_type.to_owned();
    let located: Vec<(Gray, Result<Located, read::Unreadable>)> =
        tokio::task::spawn_blocking(move || {
            let pages = decode_body(&ct, &body)?;
            Ok::<_, Error>(
                pages
                    .into_iter()
                    .map(|g| {
                        let l = read::locate(&g);
                        (g, l)
                    })
                    .collect(),
            )
        })
        .await
        .map_err(|_| Error::internal())??;
    let mut exports: BTreeMap<String, Option<Export>> = BTreeMap::new();
    let mut pages = Vec::new();
    let mut to_read = Vec::new();
    for (i, (img, l)) in located.into_iter().enumerate() {
        let index = i as u32 + 1;
        let l = match l {
            Ok(l) => l,
            Err(e) => {
                pages.push(rejected(index, &e.code, e.message));
                continue;
            }
        };
        if !exports.contains_key(&l.export_id) {
            let found = load::<Export>(app, account, &l.export_id)
                .await
                .ok()
                .map(|(e, _)| e)
                .filter(|e| e.exam_id == exam.id && e.kind == ExportKind::Paper);
            exports.insert(l.export_id.clone(), found);
        }
        let Some(Some(export)) = exports.get(&l.export_id) else {
            pages.push(rejected(
                index,
                "other_exam",
                format!(
                    "the QR code names export {}, which is not a paper export of this exam",
                    l.export_id
                ),
            ));
            continue;
        };
        let known = export.layout.as_ref().is_some_and(|layout| {
            layout
                .copies
                .iter()
                .any(|c| c.copy == l.copy && c.pages.iter().any(|p| p.page == l.page))
        });
        if !known {
            pages.push(rejected(
                index,
                "unknown_page",
                format!(
                    "export {} printed no page {} of copy {}",
                    l.export_id, l.page, l.copy
                ),
            ));
            continue;
        }
        let sheet_id = PaperSheet::id_of(&l.export_id, l.copy);
        if let Ok((sheet, _)) = load::<PaperSheet>(app, account, &sheet_id).await
            && let Some(c) = sheet.correction_id
        {
            return Err(Error::conflict(format!(
                "Copy {} of export {} is already corrected ({c}); its pages can no longer be replaced.",
                l.copy, l.export_id
            )));
        }
        if to_read.iter().any(|(_, o): &(Gray, Located)| {
            (&o.export_id, o.copy, o.page) == (&l.export_id, l.copy, l.page)
        }) {
            pages.push(rejected(
                index,
                "duplicate_page",
                format!(
                    "page {} of copy {} of export {} is already in this upload",
                    l.page, l.copy, l.export_id
                ),
            ));
            continue;
        }
        pages.push(ScannedPage {
            index,
            status: PageStatus::Identified,
            export_id: Some(l.export_id.clone()),
            copy: Some(l.copy),
            page: Some(l.page),
            rotation: Some(round(l.rotation, 1)),
            dpi: Some(round(l.scale * 72.0, 0)),
            residual: Some(round(l.residual, 2)),
            reason: None,
        });
        to_read.push((img, l));
    }
    let (account_id, livemode) = split_owner(account);
    let record = PaperCopy {
        id: new_id("cpy", now),
        object: "paper_copy".to_owned(),
        account_id: account_id.to_owned(),
        livemode,
        exam_id: exam.id.clone(),
        status: PaperCopyStatus::Received,
        pages,
        corrections: Vec::new(),
        created_at: now,
        completed_at: None,
    };
    let received = NewEvent::of(
        account,
        &PaperCopyReceived {
            exam: ExamRef::new(&exam.id),
            copy: ReceivedCopy {
                id: record.id.clone(),
                page_count: Some(record.pages.len() as u32),
                received_at: Some(timestamp(now)),
            },
        },
    );
    let batch = Batch::new().put(record.to_doc(1), Expect::Absent);
    outbox::commit(app.storage(), batch, vec![received], now).await?;
    let pages = record.pages.len() as u64;
    app.usage
        .add_for_owner(account, Family::Exams, Metric::PaperPages, pages, now);
    let (app, account, started) = (app.clone(), account.to_owned(), record.clone());
    tokio::spawn(async move {
        if let Err(e) = finish(&app, &account, exam, started, to_read).await {
            tracing::error!(error = %e.detail, "reading a paper copy failed");
        }
    });
    Ok(record)
}

/// A page located and its boxes read.
type ReadPage = (Located, Vec<grading::BoxReading>);

/// Reads the identified pages, corrects the copies they complete, and closes the record.
async fn finish(
    app: &Arc<App>,
    account: &str,
    exam: Exam,
    mut record: PaperCopy,
    to_read: Vec<(Gray, Located)>,
) -> Result<(), Error> {
    let exam_ref = ExamRef::new(&exam.id);
    let copy_ref = CopyRef::new(&record.id);
    let now = app.clock.now();
    let started = NewEvent::of(
        account,
        &PaperCorrectionStarted {
            exam: exam_ref.clone(),
            copy: copy_ref.clone(),
            correction: CorrectionUnderWay { status: Correcting },
        },
    );
    outbox::commit(app.storage(), Batch::new(), vec![started], now).await?;
    // Read every box: the layouts come from the exports.
    let mut layouts = BTreeMap::new();
    let mut jobs = Vec::new();
    for (img, l) in to_read {
        if !layouts.contains_key(&l.export_id) {
            let (export, _) = load::<Export>(app, account, &l.export_id).await?;
            layouts.insert(l.export_id.clone(), export);
        }
        let export = &layouts[&l.export_id];
        let Some(layout) = &export.layout else {
            continue;
        };
        let Some(copy) = layout.copies.iter().find(|c| c.copy == l.copy) else {
            continue;
        };
        let Some(page) = layout
            .variants
            .iter()
            .find(|v| v.variant == copy.variant)
            .and_then(|v| v.pages.iter().find(|p| p.page == l.page))
            .cloned()
        else {
            continue;
        };
        jobs.push((img, l, page));
    }
    let read_pages: Vec<(Located, Vec<grading::BoxReading>)> =
        tokio::task::spawn_blocking(move || {
            jobs.into_iter()
                .map(|(img, l, page)| {
                    let boxes = read::read_boxes(&img, &l, &page);
                    (l, boxes)
                })
                .collect()
        })
        .await
        .map_err(|_| Error::internal())?;
    for p in &mut record.pages {
        if p.status == PageStatus::Identified {
            p.status = PageStatus::Read;
        }
    }
    let mut events = Vec::new();
    let mut any_review = record
        .pages
        .iter()
        .any(|p| p.status == PageStatus::Rejected);
    // Store the pages copy by copy; correct the copies now complete.
    let mut by_copy: BTreeMap<(String, u32), Vec<ReadPage>> = BTreeMap::new();
    for (l, boxes) in read_pages {
        by_copy
            .entry((l.export_id.clone(), l.copy))
            .or_default()
            .push((l, boxes));
    }
    let (account_id, livemode) = split_owner(account);
    for ((export_id, copy), pages) in by_copy {
        let export = &layouts[&export_id];
        for attempt in 0..5 {
            let now = app.clock.now();
            let sheet_id = PaperSheet::id_of(&export_id, copy);
            let (mut sheet, version) = match load::<PaperSheet>(app, account, &sheet_id).await {
                Ok((s, v)) => (s, Some(v)),
                Err(e) if e.code == ErrorCode::NotFound => (
                    PaperSheet {
                        id: sheet_id.clone(),
                        account_id: account_id.to_owned(),
                        livemode,
                        exam_id: exam.id.clone(),
                        export_id: export_id.clone(),
                        copy,
                        pages: BTreeMap::new(),
                        correction_id: None,
                    },
                    None,
                ),
                Err(e) => return Err(e),
            };
            if sheet.correction_id.is_some() {
                break; // corrected meanwhile by another upload of the same pages
            }
            for (l, boxes) in &pages {
                // A later upload's scan of the page, read first, stays: upload ids increase
                // with time, and the last scan received replaces the others.
                if sheet
                    .pages
                    .get(&l.page)
                    .is_some_and(|p| p.copy_id > record.id)
                {
                    continue;
                }
                sheet.pages.insert(
                    l.page,
                    PageReading {
                        page: l.page,
                        copy_id: record.id.clone(),
                        residual: round(l.residual, 2),
                        boxes: boxes.clone(),
                    },
                );
            }
            let mut batch = Batch::new();
            let mut copy_events = Vec::new();
            let layout = export.layout.as_ref();
            let printed = layout.and_then(|l| l.copies.iter().find(|c| c.copy == copy));
            let complete =
                printed.is_some_and(|c| c.pages.iter().all(|p| sheet.pages.contains_key(&p.page)));
            let mut correction_id = None;
            if let (true, Some(layout), Some(printed)) = (complete, layout, printed) {
                let (job, _) = load::<PrintJob>(app, account, &export_id).await?;
                let variant = job
                    .variants
                    .iter()
                    .find(|v| v.number == printed.variant)
                    .ok_or_else(Error::internal)?;
                let sheet_layout = layout
                    .variants
                    .iter()
                    .find(|v| v.variant == printed.variant)
                    .ok_or_else(Error::internal)?;
                let boxes: Vec<grading::BoxReading> = sheet
                    .pages
                    .values()
                    .flat_map(|p| p.boxes.iter().cloned())
                    .collect();
                let read = read::interpret(sheet_layout, variant, &boxes);
                let answers: Vec<GivenAnswer> = read
                    .answers
                    .iter()
                    .map(|(node, value)| GivenAnswer {
                        node_id: node.clone(),
                        value: value.clone(),
                    })
                    .collect();
                let scored = grading::as_printed(&exam, variant);
                let id = new_id("sub", now);
                match grading::score(&scored, &answers) {
                    Ok(mut items) => {
                        for item in &mut items {
                            if read.review.iter().any(|r| r.field == item.node_id) {
                                item.awarded = None;
                                item.correct = None;
                            }
                        }
                        let mut status = grading::status_of(&items);
                        if !read.review.is_empty() {
                            status = CorrectionStatus::NeedsReview;
                        }
                        let score = grading::round2(items.iter().filter_map(|i| i.awarded).sum());
                        let max_score = grading::round2(items.iter().map(|i| i.max).sum());
                        let student = match (&printed.student, &read.student_number) {
                            (Some(s), _) => StudentRef {
                                id: s.id.clone(),
                                name: Some(s.name.clone()),
                            },
                            (None, Some(n)) => StudentRef {
                                id: n.clone(),
                                name: None,
                            },
                            (None, None) => StudentRef {
                                id: format!("{export_id}-{copy}"),
                                name: None,
                            },
                        };
                        let correction = Correction {
                            id: id.clone(),
                            object: "correction".to_owned(),
                            account_id: account_id.to_owned(),
                            livemode,
                            exam_id: exam.id.clone(),
                            source: "paper".to_owned(),
                            student,
                            status,
                            score,
                            max_score,
                            items,
                            paper: Some(PaperReading {
                                export_id: export_id.clone(),
                                copy,
                                variant: printed.variant,
                                student_number: read.student_number.clone(),
                                pages: sheet.pages.values().cloned().collect(),
                                review: read.review.clone(),
                            }),
                            created_at: now,
                        };
                        batch = batch.put(correction.to_doc(1), Expect::Absent);
                        let fits: Vec<PageFit> = sheet
                            .pages
                            .values()
                            .map(|p| PageFit {
                                page: p.page,
                                residual: p.residual,
                                confidence: read::confidence(&p.boxes),
                            })
                            .collect();
                        if status == CorrectionStatus::Corrected {
                            copy_events.push(NewEvent::of(
                                account,
                                &PaperCorrectionCompleted {
                                    exam: exam_ref.clone(),
                                    copy: copy_ref.clone(),
                                    correction: CorrectionScore {
                                        status: Corrected,
                                        score,
                                        max_score,
                                        confidence: fits
                                            .iter()
                                            .map(|p| p.confidence)
                                            .reduce(f64::min),
                                        pages: fits,
                                    },
                                },
                            ));
                        } else {
                            any_review = true;
                            copy_events.push(NewEvent::of(
                                account,
                                &PaperCorrectionNeedsReview {
                                    exam: exam_ref.clone(),
                                    copy: copy_ref.clone(),
                                    correction: CorrectionReview {
                                        status: NeedsReview,
                                        score: Some(score),
                                        max_score: Some(max_score),
                                        uncertain_nodes: correction
                                            .items
                                            .iter()
                                            .filter(|i| i.awarded.is_none())
                                            .map(|i| i.node_id.clone())
                                            .collect(),
                                        pages: fits,
                                    },
                                },
                            ));
                        }
                        correction_id = Some(id);
                    }
                    Err(errors) => {
                        tracing::error!(?errors, "answers read from a sheet do not fit the exam");
                        any_review = true;
                    }
                }
            }
            sheet.correction_id = correction_id.clone();
            let expect = version.map_or(Expect::Absent, Expect::Version);
            let next = version.map_or(1, |v| v + 1);
            batch = batch.put(sheet.to_doc(next), expect);
            match outbox::commit(app.storage(), batch, copy_events, now).await {
                Ok(()) => {
                    if let Some(c) = correction_id {
                        record.corrections.push(c);
                    }
                    break;
                }
                Err(e) if e.code == ErrorCode::Conflict && attempt < 4 => continue,
                Err(e) => return Err(e),
            }
        }
    }
    let now = app.clock.now();
    let identified = record.pages.iter().any(|p| p.status == PageStatus::Read);
    record.status = if !identified {
        events.push(NewEvent::of(
            account,
            &PaperCorrectionFailed {
                exam: exam_ref.clone(),
                copy: copy_ref.clone(),
                correction: CorrectionFailure { status: Failed },
                error: EventError::new(
                    "unreadable_scan",
                    record
                        .pages
                        .first()
                        .and_then(|p| p.reason.as_ref())
                        .map_or("No page could be identified.".to_owned(), |r| {
                            format!("Page 1: {}", r.message)
                        }),
                ),
            },
        ));
        PaperCopyStatus::Failed
    } else if any_review {
        PaperCopyStatus::NeedsReview
    } else {
        PaperCopyStatus::Completed
    };
    record.completed_at = Some(now);
    let batch = Batch::new().put(record.to_doc(2), Expect::Version(1));
    outbox::commit(app.storage(), batch, events, now).await
}
