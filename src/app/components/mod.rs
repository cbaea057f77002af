//! The Yew components, one per file. They render what the model says and turn the
//! player's input into [`Action`](crate::app::model::Action)s; none of them knows a rule.

mod app;
mod board;
mod controls;
mod editor;
pub mod game_file;
mod help;
mod language_select;
mod move_list;
mod notice;
mod opening_trainer;
mod opponent_chooser;
mod player_select;
mod practice;
mod practise_mistakes;
mod rematch;
mod result;
mod review;
mod square;
mod status;
mod thinking;

pub use app::App;
pub use board::Board;
pub use controls::Controls;
pub use help::HelpDialog;
pub use language_select::LanguageSelect;
pub use move_list::MoveList;
pub use opening_trainer::OpeningTrainer;
pub use opponent_chooser::OpponentChooser;
pub use player_select::PlayerSelect;
pub use practice::PracticePage;
pub use practise_mistakes::PractiseMistakes;
pub use square::SquareButton;
pub use status::StatusPanel;
pub use thinking::ThinkingPanel;
