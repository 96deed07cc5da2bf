//! The use cases, one module per domain. Each takes the [`App`](crate::app::App), returns
//! [`crate::Result`], and knows nothing of HTTP: no status codes, headers, SSE framing or JSON
//! wire bytes. The HTTP handlers (`api::handlers`) parse a request, call one service and render
//! its result.

pub mod accounts;
pub(crate) mod api_keys;
pub(crate) mod blueprints;
pub(crate) mod course_page;
pub(crate) mod course_stream;
pub(crate) mod courses;
pub(crate) mod curriculum;
pub(crate) mod exam_nodes;
pub(crate) mod exam_stream;
pub(crate) mod exams;
pub(crate) mod exports;
pub(crate) mod games;
pub(crate) mod grading;
pub mod marketplace;
pub mod oauth;
#[cfg(feature = "omr")]
pub(crate) mod paper_copies;
pub(crate) mod quotas;
pub(crate) mod retention;
pub mod usage;
pub(crate) mod webhooks;

use crate::app::App;
use crate::domain::Resource;
use crate::error::Error;
use crate::storage::ListQuery;

/// `Ok` when `value` is one of `allowed`; otherwise a field error on `field` that names them
/// all ("must be a, b or c").
pub(crate) fn one_of(field: &str, value: &str, allowed: &[&str]) -> Result<(), Error> {
    if allowed.contains(&value) {
        return Ok(());
    }
    let list = match allowed.split_last() {
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    };
    Err(Error::invalid(field, format!("must be {list}")))
}

/// The equality filters of a list from the query values given, `status` checked against
/// `statuses`.
pub(crate) fn status_filters(
    given: &[(&str, Option<&str>)],
    statuses: &[&str],
) -> Result<Vec<(String, String)>, Error> {
    let mut filters = Vec::new();
    for (name, value) in given {
        let Some(v) = value else { continue };
        if *name == "status" {
            one_of("status", v, statuses)?;
        }
        filters.push(((*name).to_owned(), (*v).to_owned()));
    }
    Ok(filters)
}

/// Which part of a list to read: the items after a position (newest first), at most `limit`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Window {
    /// The position the previous part ended at.
    pub(crate) after: Option<String>,
    /// Most items returned.
    pub(crate) limit: usize,
}

/// Refuses, when the program is built, a generic read of a kind not stored whole
/// ([`Resource::STORED_WHOLE`]).
struct Whole<T>(std::marker::PhantomData<T>);

impl<T: Resource> Whole<T> {
    const CHECK: () = assert!(
        T::STORED_WHOLE,
        "this kind is read by its own service's loader"
    );
}

/// The document of `T` with `id` if it belongs to `account` (another account's is not found).
/// Only for a kind stored whole ([`Resource::STORED_WHOLE`]): another kind does not compile.
pub(crate) async fn load<T: Resource>(
    app: &App,
    account: &str,
    id: &str,
) -> Result<(T, u64), Error> {
    let () = Whole::<T>::CHECK;
    load_stored(app, account, id).await
}

/// As [`load`], the stored document as it is, for any kind: a kind stored in parts comes back
/// as its head (its own loader's first step, or a reader that needs only the head).
pub(crate) async fn load_stored<T: Resource>(
    app: &App,
    account: &str,
    id: &str,
) -> Result<(T, u64), Error> {
    match app.storage.get(T::KIND, id).await? {
        Some(doc) if doc.account == account => T::from_doc(doc),
        _ => Err(Error::not_found(T::NAME)),
    }
}

/// As [`load`], for a kind read far more often than written (webhook subscriptions): the
/// storage may answer from its cache, which its own commits keep exact at once and other
/// processes' as soon as it hears of them.
pub(crate) async fn load_cached<T: Resource>(
    app: &App,
    account: &str,
    id: &str,
) -> Result<(T, u64), Error> {
    let () = Whole::<T>::CHECK;
    match app.storage.get_cached(T::KIND, id).await? {
        Some(doc) if doc.account == account => T::from_doc(doc),
        _ => Err(Error::not_found(T::NAME)),
    }
}

/// A window of the account's documents of `T` matching `filters` (field, value), newest first.
/// Only for a kind stored whole, as [`load`].
pub(crate) async fn list<T: Resource>(
    app: &App,
    account: &str,
    filters: Vec<(String, String)>,
    window: Window,
) -> Result<Vec<T>, Error> {
    let () = Whole::<T>::CHECK;
    list_stored(app, account, filters, window).await
}

/// As [`list`], the stored documents as they are, for any kind (heads for a kind stored in
/// parts).
pub(crate) async fn list_stored<T: Resource>(
    app: &App,
    account: &str,
    filters: Vec<(String, String)>,
    window: Window,
) -> Result<Vec<T>, Error> {
    let docs = app
        .storage
        .list(&ListQuery {
            kind: T::KIND.to_owned(),
            account: account.to_owned(),
            filters,
            before: window.after,
            limit: window.limit,
        })
        .await?;
    docs.into_iter()
        .map(|d| T::from_doc(d).map(|(t, _)| t))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_of_names_every_allowed_value() {
        assert!(one_of("status", "ready", &["generating", "ready", "failed"]).is_ok());
        let e = one_of("status", "done", &["generating", "ready", "failed"]).unwrap_err();
        assert_eq!(e.details.as_ref().unwrap()[0].field, "status");
        assert_eq!(
            e.details.as_ref().unwrap()[0].message,
            "must be generating, ready or failed"
        );
        let e = one_of("published", "yes", &["true", "false"]).unwrap_err();
        assert_eq!(
            e.details.as_ref().unwrap()[0].message,
            "must be true or false"
        );
    }
}
