//! A page of prose generated at build time (the rules, About): its title, its content
//! fetched from the generated file, and "Back to the game" buttons above and below.

use super::Article;
use crate::app::hooks::{use_fetched_text, use_texts, Fetched};
use crate::i18n::Texts;
use yew::prelude::*;

/// The title of an article, the id of its heading and its class.
fn heading(t: &Texts, article: Article) -> (String, &'static str, &'static str) {
    match article {
        Article::Rules => (t.rules_title(), "rules-title", "rules-page"),
        Article::About => (t.about_title(), "about-title", "about-page"),
    }
}

/// The properties of an [`ArticlePage`].
#[derive(Properties, PartialEq)]
pub struct ArticlePageProps {
    /// Which article to show.
    pub article: Article,
    /// Called by the "Back to the game" buttons; without it there are none.
    #[prop_or_default]
    pub on_back: Option<Callback<()>>,
    /// What the page shows under its title before the article (About: the language picker).
    #[prop_or_default]
    pub children: Html,
}

/// A "Back to the game" button, if the page has somewhere to go back to.
pub fn back_button(t: &Texts, on_back: &Option<Callback<()>>) -> Html {
    match on_back {
        Some(cb) => {
            let cb = cb.clone();
            html! {
                <button type="button" class="page-back" onclick={move |_| cb.emit(())}>
                    { t.back_to_game() }
                </button>
            }
        }
        None => Html::default(),
    }
}

/// The rules or the About page: the content is the markup written by the
/// `static-pages` example in the player's language, fetched (and cached by the service
/// worker) again when the language changes.
#[function_component(ArticlePage)]
pub fn article_page(props: &ArticlePageProps) -> Html {
    let t = use_texts();
    let (title, title_id, class) = heading(&t, props.article);
    let body = match use_fetched_text(props.article.url(t.language())) {
        Fetched::Ready(text) => Html::from_html_unchecked(text),
        Fetched::Loading => html! { <p aria-busy="true">{ t.loading() }</p> },
        Fetched::Failed => html! {
            <p role="alert">{ t.page_failed() }</p>
        },
    };
    html! {
        <article class={classes!("page", class)} aria-labelledby={title_id}>
            <header class="page-head">
                <h1 id={title_id}>{ title }</h1>
                { back_button(&t, &props.on_back) }
            </header>
            { props.children.clone() }
            <div class="page-body">{ body }</div>
            { back_button(&t, &props.on_back) }
        </article>
    }
}
