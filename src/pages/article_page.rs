//! A page of prose generated at build time (the rules, About): its title, its content
//! fetched from the generated file, and "Back to the game" buttons above and below.

use super::Article;
use crate::app::hooks::{use_fetched_text, Fetched};
use yew::prelude::*;

/// The title of an article, the id of its heading and its class.
fn heading(article: Article) -> (&'static str, &'static str, &'static str) {
    match article {
        Article::Rules => ("How to play Othello", "rules-title", "rules-page"),
        Article::About => ("About Outflank", "about-title", "about-page"),
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
}

/// A "Back to the game" button, if the page has somewhere to go back to.
fn back_button(on_back: &Option<Callback<()>>) -> Html {
    match on_back {
        Some(cb) => {
            let cb = cb.clone();
            html! {
                <button type="button" class="page-back" onclick={move |_| cb.emit(())}>
                    { "Back to the game" }
                </button>
            }
        }
        None => Html::default(),
    }
}

/// The rules or the About page: the content is the markup written by the
/// `static-pages` example, fetched once (and cached by the service worker).
#[function_component(ArticlePage)]
pub fn article_page(props: &ArticlePageProps) -> Html {
    let (title, title_id, class) = heading(props.article);
    let body = match use_fetched_text(props.article.url()) {
        Fetched::Ready(text) => Html::from_html_unchecked(text),
        Fetched::Loading => html! { <p aria-busy="true">{ "Loading…" }</p> },
        Fetched::Failed => html! {
            <p role="alert">{ "This page could not be loaded. Check the connection and try again." }</p>
        },
    };
    html! {
        <article class={classes!("page", class)} aria-labelledby={title_id}>
            <header class="page-head">
                <h1 id={title_id}>{ title }</h1>
                { back_button(&props.on_back) }
            </header>
            <div class="page-body">{ body }</div>
            { back_button(&props.on_back) }
        </article>
    }
}
