//! Numbers written the way a language writes them ("9.3" and "32,000" in English, "9,3"
//! and "32 000" in French): in the browser by its own `Intl.NumberFormat` (CLDR's data,
//! which the app's WebAssembly does not carry), natively (the tests and the build's pages,
//! which are English) in English's way.

use super::Language;

/// `value` in `language`'s way, with at most `max_fraction_digits` digits after the
/// decimal separator (trailing zeros dropped: 40.0 is "40").
#[cfg(target_arch = "wasm32")]
pub fn format_number(language: Language, value: f64, max_fraction_digits: u32) -> String {
    let locales = js_sys::Array::of1(&language.code().into());
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(
        &options,
        &"maximumFractionDigits".into(),
        &max_fraction_digits.into(),
    );
    let format = js_sys::Intl::NumberFormat::new(&locales, &options).format();
    format
        .call1(&wasm_bindgen::JsValue::UNDEFINED, &value.into())
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_else(|| value.to_string())
}

/// `value` in English's way, whatever the language (see the module's documentation), with
/// at most `max_fraction_digits` digits after the point (trailing zeros dropped).
#[cfg(not(target_arch = "wasm32"))]
pub fn format_number(_language: Language, value: f64, max_fraction_digits: u32) -> String {
    let text = format!("{value:.*}", max_fraction_digits as usize);
    let (whole, fraction) = match text.split_once('.') {
        Some((w, f)) => (w, f.trim_end_matches('0')),
        None => (text.as_str(), ""),
    };
    let (sign, digits) = whole.split_at(usize::from(whole.starts_with('-')));
    let mut grouped = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(d);
    }
    match fraction {
        "" => format!("{sign}{grouped}"),
        f => format!("{sign}{grouped}.{f}"),
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn english_numbers_are_grouped_and_rounded() {
        let en = Language::English;
        assert_eq!(format_number(en, 8.39, 1), "8.4");
        assert_eq!(format_number(en, 40.0, 1), "40");
        assert_eq!(format_number(en, 32_000.0, 0), "32,000");
        assert_eq!(format_number(en, 1_234_567.26, 1), "1,234,567.3");
        assert_eq!(format_number(en, -5.0, 0), "-5");
        assert_eq!(format_number(en, 999.0, 0), "999");
    }
}
