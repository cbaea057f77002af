//! The nine languages the app speaks, how each is named, and which one a browser asks for.

/// A language of the app, by its BCP 47 code (the page contract's `select[data-language]`
/// option values).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Language {
    /// English, built into the app.
    #[default]
    English,
    /// 日本語.
    Japanese,
    /// 简体中文 (mainland China, Singapore).
    ChineseSimplified,
    /// 繁體中文 (Taiwan, Hong Kong, Macau).
    ChineseTraditional,
    /// 한국어.
    Korean,
    /// Français.
    French,
    /// Deutsch.
    German,
    /// Español.
    Spanish,
    /// Italiano.
    Italian,
}

impl Language {
    /// Every language, in the picker's order.
    pub const ALL: [Language; 9] = [
        Language::English,
        Language::Japanese,
        Language::ChineseSimplified,
        Language::ChineseTraditional,
        Language::Korean,
        Language::French,
        Language::German,
        Language::Spanish,
        Language::Italian,
    ];

    /// Its BCP 47 code: `en`, `ja`, `zh-CN`, `zh-TW`, `ko`, `fr`, `de`, `es`, `it` (also
    /// `<html lang>` and the name of its catalog).
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Japanese => "ja",
            Language::ChineseSimplified => "zh-CN",
            Language::ChineseTraditional => "zh-TW",
            Language::Korean => "ko",
            Language::French => "fr",
            Language::German => "de",
            Language::Spanish => "es",
            Language::Italian => "it",
        }
    }

    /// Its name in itself, as the picker shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Japanese => "日本語",
            Language::ChineseSimplified => "简体中文",
            Language::ChineseTraditional => "繁體中文",
            Language::Korean => "한국어",
            Language::French => "Français",
            Language::German => "Deutsch",
            Language::Spanish => "Español",
            Language::Italian => "Italiano",
        }
    }

    /// The language of [`Language::code`] `code` exactly; `None` for anything else.
    pub fn from_code(code: &str) -> Option<Language> {
        Language::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The language whose CLDR plural rules apply: the primary subtag (`zh` for both
    /// Chinese scripts, whose rules are one).
    pub fn plural_language(self) -> &'static str {
        self.code().split('-').next().unwrap_or("en")
    }

    /// The best of ours for a browser's preferred languages (`navigator.languages`, most
    /// preferred first): the first tag whose language we speak, English when none is.
    /// Chinese goes by script, else by region: `zh-Hant`, `zh-TW`, `zh-HK` and `zh-MO` are
    /// traditional, every other `zh` simplified.
    pub fn best_match<S: AsRef<str>>(preferred: &[S]) -> Language {
        preferred
            .iter()
            .find_map(|tag| Language::for_tag(tag.as_ref()))
            .unwrap_or_default()
    }

    fn for_tag(tag: &str) -> Option<Language> {
        let lower = tag.trim().to_ascii_lowercase().replace('_', "-");
        let mut subtags = lower.split('-');
        let primary = subtags.next()?;
        if primary == "zh" {
            let traditional = subtags.any(|s| matches!(s, "hant" | "tw" | "hk" | "mo"));
            return Some(if traditional {
                Language::ChineseTraditional
            } else {
                Language::ChineseSimplified
            });
        }
        Language::ALL
            .into_iter()
            .find(|l| l.code() == primary && *l != Language::ChineseSimplified)
    }
}

#[cfg(test)]
mod tests {
    use super::Language::{self, *};

    #[test]
    fn a_browsers_languages_pick_the_first_we_speak() {
        let pick = |tags: &[&str]| Language::best_match(tags);
        assert_eq!(pick(&["ja-JP", "en-US"]), Japanese);
        assert_eq!(pick(&["nl-NL", "de-DE", "en"]), German);
        assert_eq!(pick(&["nl", "pt-BR"]), English);
        assert_eq!(pick(&[]), English);
        assert_eq!(pick(&["zh-Hans"]), ChineseSimplified);
        assert_eq!(pick(&["zh-CN"]), ChineseSimplified);
        assert_eq!(pick(&["zh-SG"]), ChineseSimplified);
        assert_eq!(pick(&["zh"]), ChineseSimplified);
        assert_eq!(pick(&["zh-Hant"]), ChineseTraditional);
        assert_eq!(pick(&["zh-TW"]), ChineseTraditional);
        assert_eq!(pick(&["zh-HK"]), ChineseTraditional);
        assert_eq!(pick(&["zh-Hant-HK"]), ChineseTraditional);
        assert_eq!(pick(&["ko-KR"]), Korean);
        assert_eq!(pick(&["fr-CA"]), French);
        assert_eq!(pick(&["es-419"]), Spanish);
        assert_eq!(pick(&["it-IT"]), Italian);
        assert_eq!(pick(&["EN-gb"]), English);
    }

    #[test]
    fn codes_round_trip() {
        for l in Language::ALL {
            assert_eq!(Language::from_code(l.code()), Some(l));
        }
        assert_eq!(Language::from_code("zh"), None);
    }
}
