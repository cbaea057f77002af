//! Why the rating kept in this browser could not be read: a reason with its arguments,
//! made words in the player's language when it is shown ([`StandingError::words`]).

use crate::i18n::Texts;

/// Why [`super::Standing::from_json`] refused a record. A field is named by its key in
/// the record (`games`, `lastScore`, …): the record's own word, quoted as it is.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum StandingError {
    /// Not a JSON object: not a rating record of this app (damaged, or someone else's).
    NotARecord,
    /// A record of a newer version of the app (its version number).
    NewerVersion(u64),
    /// A field this version needs is absent.
    Missing(&'static str),
    /// A field holds a value of the wrong kind or out of range.
    Wrong(&'static str),
    /// A field this version does not know.
    Unknown(String),
}

impl StandingError {
    /// The reason in `t`'s language (to follow "Your rating could not be read").
    pub fn words(&self, t: &Texts) -> String {
        match self {
            StandingError::NotARecord => t.standing_not_a_record(),
            StandingError::NewerVersion(version) => t.standing_newer_version(*version as i64),
            StandingError::Missing(field) => t.standing_missing(field),
            StandingError::Wrong(field) => t.standing_wrong(field),
            StandingError::Unknown(field) => t.standing_unknown(field),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::model::Notice;

    fn every_reason() -> [StandingError; 5] {
        [
            StandingError::NotARecord,
            StandingError::NewerVersion(2),
            StandingError::Missing("games"),
            StandingError::Wrong("lastScore"),
            StandingError::Unknown("colour".to_string()),
        ]
    }

    #[test]
    fn every_reason_in_english() {
        let t = Texts::english();
        let words: Vec<String> = every_reason().iter().map(|e| e.words(&t)).collect();
        assert_eq!(
            words,
            [
                "it is not a rating record of this app",
                "it was written by a newer version of Outflank (record version 2)",
                "the field \"games\" is missing",
                "the field \"lastScore\" holds a value that is not valid",
                "the field \"colour\" is not one this version knows",
            ]
        );
        let notice = Notice::RatingUnreadable {
            error: StandingError::Missing("games"),
            key: "outflank.rating.unreadable".to_string(),
        };
        assert_eq!(
            notice.words(&t),
            "Your rating could not be read (the field \"games\" is missing); it starts again at 1000. \
             The old record is kept under “outflank.rating.unreadable” in this site's storage."
        );
    }

    // The other languages' catalogs are read from the sources natively only.
    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn every_reason_in_japanese_and_german_with_no_english_word() {
        use crate::app::model::notice::latin_words;
        use crate::i18n::Language;
        let ja = Texts::of(Language::Japanese);
        let words: Vec<String> = every_reason().iter().map(|e| e.words(&ja)).collect();
        assert_eq!(
            words,
            [
                "このアプリのレーティングの記録ではありません",
                "新しいバージョンの Outflank で書かれた記録です（記録のバージョン 2）",
                "「games」欄がありません",
                "「lastScore」欄の値が正しくありません",
                "「colour」はこのバージョンが知らない欄です",
            ]
        );
        // None of the old English reasons' words ("missing field", "invalid type", "is no
        // number", "not a JSON object", "version … is not one this app knows", …): only
        // the record's own field names, quoted.
        for error in every_reason() {
            let notice = Notice::RatingUnreadable {
                error,
                key: "outflank.rating.unreadable".to_string(),
            }
            .words(&ja);
            let unquoted: String = notice
                .split('「')
                .map(|part| part.split_once('」').map_or(part, |(_, after)| after))
                .collect();
            assert_eq!(latin_words(&unquoted), Vec::<&str>::new(), "{notice}");
        }
        let de = Texts::of(Language::German);
        assert_eq!(
            StandingError::Missing("games").words(&de),
            "das Feld „games“ fehlt"
        );
        assert_eq!(
            StandingError::NotARecord.words(&de),
            "der Eintrag ist keine Wertung dieser App"
        );
    }
}
