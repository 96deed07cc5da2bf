//! `course.*`: the two passes of a course (architecture, then writing), publication and edits.

use serde::Serialize;
use utoipa::ToSchema;

use super::shared::EventError;
use super::*;

const EXAMPLE_COURSE_ID: &str = "crs_01KAMZ5D7E9F1G3H5J7K9M1N3P";
const EXAMPLE_SECTION_ID: &str = "sec_01KAMZ6E8F0G2H4J6K8M0N2P4Q";

/// A course, by its id alone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CourseRef {
    /// Course id (`crs_…`).
    #[schema(pattern = "^crs_")]
    pub id: String,
}

impl CourseRef {
    /// The course `id`.
    pub fn new(id: impl Into<String>) -> Self {
        Self { id: id.into() }
    }
}

/// What every description of a course starts with: its id, and its title, subject and level when
/// known.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CourseHead {
    /// Course id (`crs_…`).
    #[schema(pattern = "^crs_")]
    pub id: String,
    /// Course title.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub title: Option<String>,
    /// Subject slug.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub subject: Option<String>,
    /// Level slug.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub level: Option<String>,
}

impl CourseHead {
    /// The course `id`, with no title, subject or level.
    pub fn new(id: impl Into<String>) -> Self {
        Self {
            id: id.into(),
            title: None,
            subject: None,
            level: None,
        }
    }

    fn example() -> Self {
        Self {
            id: EXAMPLE_COURSE_ID.to_owned(),
            title: Some("Les fractions".to_owned()),
            subject: Some("mathematiques".to_owned()),
            level: Some("6e".to_owned()),
        }
    }
}

/// A course and its state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CourseState {
    /// Id, title, subject and level.
    #[serde(flatten)]
    pub head: CourseHead,
    /// Course state: `architecting`, `outlined`, `writing`, `written`, `published` or `failed`.
    pub status: String,
}

/// A course whose sections are outlined.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OutlinedCourse {
    /// Id, title, subject and level.
    #[serde(flatten)]
    pub head: CourseHead,
    /// Course state: `architecting`, `outlined`, `writing`, `written`, `published` or `failed`.
    pub status: String,
    /// Number of sections outlined.
    #[schema(minimum = 1)]
    pub section_count: u32,
}

/// A course whose sections are all written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WrittenCourse {
    /// Id, title, subject and level.
    #[serde(flatten)]
    pub head: CourseHead,
    /// Course state: `architecting`, `outlined`, `writing`, `written`, `published` or `failed`.
    pub status: String,
    /// Number of sections written.
    #[schema(minimum = 1)]
    pub section_count: u32,
}

/// A course left with unwritten sections.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UnwrittenCourse {
    /// Id, title, subject and level.
    #[serde(flatten)]
    pub head: CourseHead,
    /// Course state: `architecting`, `outlined`, `writing`, `written`, `published` or `failed`.
    pub status: String,
    /// Sections that could not be written (section ids, `sec_…`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[schema(pattern = "^sec_")]
    pub failed_sections: Vec<String>,
}

/// A published course.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublishedCourse {
    /// Id, title, subject and level.
    #[serde(flatten)]
    pub head: CourseHead,
    /// Course state: `architecting`, `outlined`, `writing`, `written`, `published` or `failed`.
    pub status: String,
    /// When it was published.
    #[schema(format = DateTime)]
    pub published_at: String,
}

/// A changed course.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChangedCourse {
    /// Id, title, subject and level.
    #[serde(flatten)]
    pub head: CourseHead,
    /// Course state: `architecting`, `outlined`, `writing`, `written`, `published` or `failed`.
    pub status: String,
    /// When it changed.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, format = DateTime)]
    pub updated_at: Option<String>,
}

/// A deleted course.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeletedCourse {
    /// Id, title, subject and level.
    #[serde(flatten)]
    pub head: CourseHead,
    /// Course state: `architecting`, `outlined`, `writing`, `written`, `published` or `failed`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub status: Option<String>,
    /// When it was deleted.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, format = DateTime)]
    pub deleted_at: Option<String>,
}

/// A section of a course: its id, and its title and position when known.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SectionHead {
    /// Section id (`sec_…`).
    #[schema(pattern = "^sec_")]
    pub id: String,
    /// Section title.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub title: Option<String>,
    /// Zero-based position in the course.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub position: Option<u32>,
}

impl SectionHead {
    fn example() -> Self {
        Self {
            id: EXAMPLE_SECTION_ID.to_owned(),
            title: Some("Comparer des fractions".to_owned()),
            position: Some(2),
        }
    }
}

/// A written section.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WrittenSection {
    /// Id, title and position.
    #[serde(flatten)]
    pub head: SectionHead,
    /// Words in the section.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub word_count: Option<u32>,
}

/// `data` of `course.architecture.started`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CourseArchitectureStarted {
    /// The course.
    pub course: CourseState,
}

impl EventPayload for CourseArchitectureStarted {
    const TYPE: &'static str = COURSE_ARCHITECTURE_STARTED;

    fn example() -> Self {
        Self {
            course: CourseState {
                head: CourseHead::example(),
                status: "architecting".to_owned(),
            },
        }
    }
}

/// `data` of `course.architecture.completed`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CourseArchitectureCompleted {
    /// The course.
    pub course: OutlinedCourse,
}

impl EventPayload for CourseArchitectureCompleted {
    const TYPE: &'static str = COURSE_ARCHITECTURE_COMPLETED;

    fn example() -> Self {
        Self {
            course: OutlinedCourse {
                head: CourseHead::example(),
                status: "outlined".to_owned(),
                section_count: 6,
            },
        }
    }
}

/// `data` of `course.architecture.failed`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CourseArchitectureFailed {
    /// The course.
    pub course: CourseState,
    /// Why it failed.
    pub error: EventError,
}

impl EventPayload for CourseArchitectureFailed {
    const TYPE: &'static str = COURSE_ARCHITECTURE_FAILED;

    fn example() -> Self {
        Self {
            course: CourseState {
                head: CourseHead::example(),
                status: "failed".to_owned(),
            },
            error: EventError::new(
                "architecture_failed",
                "No outline covered the requested chapters.",
            ),
        }
    }
}

/// `data` of `course.section.written`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CourseSectionWritten {
    /// The course.
    pub course: CourseRef,
    /// The section.
    pub section: WrittenSection,
}

impl EventPayload for CourseSectionWritten {
    const TYPE: &'static str = COURSE_SECTION_WRITTEN;

    fn example() -> Self {
        Self {
            course: CourseRef::new(EXAMPLE_COURSE_ID),
            section: WrittenSection {
                head: SectionHead::example(),
                word_count: Some(840),
            },
        }
    }
}

/// `data` of `course.section.failed`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CourseSectionFailed {
    /// The course.
    pub course: CourseRef,
    /// The section.
    pub section: SectionHead,
    /// Why it failed.
    pub error: EventError,
}

impl EventPayload for CourseSectionFailed {
    const TYPE: &'static str = COURSE_SECTION_FAILED;

    fn example() -> Self {
        Self {
            course: CourseRef::new(EXAMPLE_COURSE_ID),
            section: SectionHead::example(),
            error: EventError::new("writing_failed", "The writer timed out after 120 seconds."),
        }
    }
}

/// `data` of `course.writing.completed`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CourseWritingCompleted {
    /// The course.
    pub course: WrittenCourse,
}

impl EventPayload for CourseWritingCompleted {
    const TYPE: &'static str = COURSE_WRITING_COMPLETED;

    fn example() -> Self {
        Self {
            course: WrittenCourse {
                head: CourseHead::example(),
                status: "written".to_owned(),
                section_count: 6,
            },
        }
    }
}

/// `data` of `course.writing.failed`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CourseWritingFailed {
    /// The course.
    pub course: UnwrittenCourse,
    /// Why it failed.
    pub error: EventError,
}

impl EventPayload for CourseWritingFailed {
    const TYPE: &'static str = COURSE_WRITING_FAILED;

    fn example() -> Self {
        Self {
            course: UnwrittenCourse {
                head: CourseHead::example(),
                status: "failed".to_owned(),
                failed_sections: vec![EXAMPLE_SECTION_ID.to_owned()],
            },
            error: EventError::new("writing_failed", "1 of 6 sections could not be written."),
        }
    }
}

/// `data` of `course.published`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CoursePublished {
    /// The course.
    pub course: PublishedCourse,
}

impl EventPayload for CoursePublished {
    const TYPE: &'static str = COURSE_PUBLISHED;

    fn example() -> Self {
        Self {
            course: PublishedCourse {
                head: CourseHead::example(),
                status: "published".to_owned(),
                published_at: "2025-11-22T10:04:25.123Z".to_owned(),
            },
        }
    }
}

/// `data` of `course.updated`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CourseUpdated {
    /// The course.
    pub course: ChangedCourse,
}

impl EventPayload for CourseUpdated {
    const TYPE: &'static str = COURSE_UPDATED;

    fn example() -> Self {
        Self {
            course: ChangedCourse {
                head: CourseHead::example(),
                status: "outlined".to_owned(),
                updated_at: Some("2025-11-22T10:04:25.123Z".to_owned()),
            },
        }
    }
}

/// `data` of `course.deleted`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CourseDeleted {
    /// The course.
    pub course: DeletedCourse,
}

impl EventPayload for CourseDeleted {
    const TYPE: &'static str = COURSE_DELETED;

    fn example() -> Self {
        Self {
            course: DeletedCourse {
                head: CourseHead::example(),
                status: Some("outlined".to_owned()),
                deleted_at: Some("2025-11-22T10:04:25.123Z".to_owned()),
            },
        }
    }
}
