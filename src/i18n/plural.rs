//! CLDR's plural rules, from a library and never by hand: in the browser its own
//! `Intl.PluralRules` (the platform's ICU data, so the app's WebAssembly carries none:
//! `intl_pluralrules` built in cost 7.9 kB gzipped, half of this feature's budget;
//! docs/measurements/2026-11-27-i18n-mechanism-size.md), natively (the tests and the build's
//! tools) the `intl_pluralrules` crate. Both implement the same CLDR rules.

/// A CLDR plural category, the key of a select's variant.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Category {
    /// `zero`.
    Zero,
    /// `one`.
    One,
    /// `two`.
    Two,
    /// `few`.
    Few,
    /// `many`.
    Many,
    /// `other`, every language's default.
    Other,
}

impl Category {
    /// The category of CLDR name `name` (`one`, `few`, …); `None` for anything else.
    pub fn from_name(name: &str) -> Option<Category> {
        Some(match name {
            "zero" => Category::Zero,
            "one" => Category::One,
            "two" => Category::Two,
            "few" => Category::Few,
            "many" => Category::Many,
            "other" => Category::Other,
            _ => return None,
        })
    }
}

/// The cardinal plural rules of one language.
pub struct PluralRules(Backend);

#[cfg(target_arch = "wasm32")]
type Backend = js_sys::Intl::PluralRules;

#[cfg(not(target_arch = "wasm32"))]
type Backend = Option<intl_pluralrules::PluralRules>;

impl PluralRules {
    /// The rules of `language`, a BCP 47 primary language subtag (`en`, `zh`, …).
    #[cfg(target_arch = "wasm32")]
    pub fn new(language: &str) -> PluralRules {
        let locales = js_sys::Array::of1(&language.into());
        PluralRules(js_sys::Intl::PluralRules::new(
            &locales,
            &js_sys::Object::new(),
        ))
    }

    /// The rules of `language`, a BCP 47 primary language subtag (`en`, `zh`, …).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn new(language: &str) -> PluralRules {
        let id = language
            .parse::<unic_langid::LanguageIdentifier>()
            .unwrap_or_default();
        PluralRules(
            intl_pluralrules::PluralRules::create(id, intl_pluralrules::PluralRuleType::CARDINAL)
                .ok(),
        )
    }

    /// The category of `n`.
    #[cfg(target_arch = "wasm32")]
    pub fn category(&self, n: i64) -> Category {
        let name = self.0.select(n as f64).as_string().unwrap_or_default();
        Category::from_name(&name).unwrap_or(Category::Other)
    }

    /// The category of `n`.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn category(&self, n: i64) -> Category {
        use intl_pluralrules::PluralCategory as C;
        match self.0.as_ref().and_then(|r| r.select(n).ok()) {
            Some(C::ZERO) => Category::Zero,
            Some(C::ONE) => Category::One,
            Some(C::TWO) => Category::Two,
            Some(C::FEW) => Category::Few,
            Some(C::MANY) => Category::Many,
            Some(C::OTHER) | None => Category::Other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_has_its_forms() {
        let one = |lang: &str, n| PluralRules::new(lang).category(n) == Category::One;
        assert!(one("en", 1) && !one("en", 0) && !one("en", 2));
        assert!(one("fr", 0) && one("fr", 1) && !one("fr", 2));
        assert!(one("de", 1) && !one("de", 0));
        assert!(!one("ja", 1) && !one("zh", 1) && !one("ko", 1));
    }
}
