//! The model's questions to the computer's worker as [`Request`]s, and its [`Response`]s
//! as model [`Action`]s: the only place where the app and the wire meet.

use crate::app::model::practice::{BookQuestion, BookReply};
use crate::app::model::{
    Action, ComputerFailure, ComputerTurn, HintRequest, LineRequest, OpeningRequest, ReviewRequest,
};
use crate::protocol::{version_mismatch, Request, RequestBody, Response, ResponseBody};

/// The request for the computer's move in `turn`, by `cores` workers.
pub fn think(turn: &ComputerTurn, cores: u8) -> Request {
    Request::new(
        turn.id,
        RequestBody::Think {
            position: turn.position,
            rules: turn.rules,
            level: turn.level,
            seed: turn.seed,
            cores,
        },
    )
}

/// The request for the hint asked for in `hint`, by `cores` workers.
pub fn hint(hint: &HintRequest, cores: u8) -> Request {
    Request::new(
        hint.id,
        RequestBody::Hint {
            position: hint.position,
            rules: hint.rules,
            cores,
        },
    )
}

/// The request for the best line asked for in `line` (on one worker).
pub fn line(line: &LineRequest) -> Request {
    Request::new(
        line.id,
        RequestBody::Line {
            position: line.position,
            rules: line.rules,
            first: line.first,
        },
    )
}

/// The request for the review of the game asked for in `review`, by `cores` workers.
pub fn review(review: &ReviewRequest, cores: u8) -> Request {
    Request::new(
        review.id,
        RequestBody::Review {
            start: review.start,
            moves: review.moves.clone(),
            rules: review.rules,
            cores,
        },
    )
}

/// The request for the name of the opening asked about in `opening`.
pub fn opening(opening: &OpeningRequest) -> Request {
    Request::new(
        opening.id,
        RequestBody::Opening {
            start: opening.start,
            moves: opening.moves.clone(),
        },
    )
}

/// The opening trainer's question to the worker's book, as request `id`.
pub fn book_question(id: u64, question: BookQuestion) -> Request {
    Request::new(
        id,
        match question {
            BookQuestion::Lines => RequestBody::OpeningLines,
            BookQuestion::Moves(position) => RequestBody::BookMoves { position },
        },
    )
}

/// The opening trainer's answer a reply stands for; `None` for a reply that answers no
/// trainer's question (another search's, or a sign of life).
pub fn book_reply(response: Response) -> Option<BookReply> {
    if let Some(message) = version_mismatch(response.version) {
        return Some(BookReply::Failed(message));
    }
    match response.body {
        ResponseBody::OpeningLines(lines) => Some(BookReply::Lines(lines)),
        ResponseBody::BookMoves(values) => Some(BookReply::Moves(values)),
        ResponseBody::Failed(message) => Some(BookReply::Failed(message)),
        _ => None,
    }
}

/// Drops the search for request `id`, unanswered.
pub fn stop(id: u64) -> Request {
    Request::new(id, RequestBody::Stop)
}

/// Ends the search for request `id` with its best move so far.
pub fn move_now(id: u64) -> Request {
    Request::new(id, RequestBody::MoveNow)
}

/// The model action a reply stands for (the model drops it if `id` is stale), or `None`
/// for a [`ResponseBody::Pong`], which is news for the worker's link only.
pub fn action(response: Response) -> Option<Action> {
    let id = response.id;
    if version_mismatch(response.version).is_some() {
        return Some(Action::ComputerFailed {
            id,
            failure: ComputerFailure::OtherVersion,
        });
    }
    Some(match response.body {
        ResponseBody::Moved { mv, .. } => Action::ComputerMoved { id, mv },
        ResponseBody::Thinking { report, elapsed_ms } => Action::ComputerThinking {
            id,
            report,
            elapsed_ms: elapsed_ms.clamp(0.0, u32::MAX as f64) as u32,
        },
        ResponseBody::Hint(answer) => Action::HintReady { id, answer },
        ResponseBody::Line(line) => Action::LineReady { id, line },
        ResponseBody::ReviewProgress(reviewed) => Action::ReviewProgress { id, reviewed },
        ResponseBody::Review(reviews) => Action::ReviewReady { id, reviews },
        ResponseBody::Opening(name) => Action::OpeningNamed { id, name },
        // The worker's own words: a fault of the app (a version mismatch is caught above).
        ResponseBody::Failed(detail) => Action::ComputerFailed {
            id,
            failure: ComputerFailure::Fault(detail),
        },
        // The opening trainer's answers go to it (`book_reply`), not to the model.
        ResponseBody::Pong | ResponseBody::OpeningLines(_) | ResponseBody::BookMoves(_) => {
            return None
        }
        ResponseBody::Helper(never) => match never {},
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::OpeningName;
    use outflank_engine::ai::analysis::{HintAnswer, MoveReview, MoveValue};
    use outflank_engine::{Move, Position, Rules, Square};

    fn tiger() -> OpeningName {
        OpeningName {
            index: 60,
            name: "Tiger".into(),
        }
    }

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn requests_carry_the_models_questions_exactly() {
        let mut position = Position::START;
        position
            .try_play(Move::Place(sq("f5")), Rules::WOF)
            .unwrap();
        let turn = ComputerTurn {
            id: 42,
            position,
            rules: Rules::NO_MOVE_ENDS_GAME,
            level: 2,
            seed: 9,
        };
        assert_eq!(
            think(&turn, 1),
            Request::new(
                42,
                RequestBody::Think {
                    position,
                    rules: Rules::NO_MOVE_ENDS_GAME,
                    level: 2,
                    seed: 9,
                    cores: 1,
                }
            )
        );
        let h = HintRequest {
            id: 43,
            position,
            rules: Rules::WOF,
        };
        assert_eq!(
            hint(&h, 2).body,
            RequestBody::Hint {
                position,
                rules: Rules::WOF,
                cores: 2,
            }
        );
        let e = ReviewRequest {
            id: 44,
            start: Position::START,
            moves: vec![Move::Place(sq("f5")), Move::Pass],
            rules: Rules::WOF,
        };
        let request = review(&e, 3);
        assert_eq!(request.id, 44);
        assert_eq!(
            request.body,
            RequestBody::Review {
                start: Position::START,
                moves: e.moves.clone(),
                rules: Rules::WOF,
                cores: 3,
            }
        );
        let o = OpeningRequest {
            id: 45,
            start: Position::START,
            moves: vec![Move::Place(sq("f5")), Move::Place(sq("d6"))],
            answered: false,
        };
        assert_eq!(
            opening(&o),
            Request::new(
                45,
                RequestBody::Opening {
                    start: Position::START,
                    moves: o.moves.clone()
                }
            )
        );
        let l = LineRequest {
            id: 46,
            position,
            rules: Rules::WOF,
            first: sq("d6"),
        };
        assert_eq!(
            line(&l),
            Request::new(
                46,
                RequestBody::Line {
                    position,
                    rules: Rules::WOF,
                    first: sq("d6"),
                }
            )
        );
        assert_eq!(stop(7).body, RequestBody::Stop);
        assert_eq!(move_now(7), Request::new(7, RequestBody::MoveNow));
    }

    #[test]
    fn replies_become_actions() {
        let d3 = sq("d3");
        let reply = |body| action(Response::new(5, body)).expect("an action");
        assert_eq!(
            reply(ResponseBody::Moved {
                mv: Some(Move::Place(d3)),
                elapsed_ms: 3.0
            }),
            Action::ComputerMoved {
                id: 5,
                mv: Some(Move::Place(d3))
            }
        );
        let answer = HintAnswer {
            values: vec![MoveValue::new(d3, 6, true).unwrap()],
            depth: 0,
            done: true,
        };
        assert_eq!(
            reply(ResponseBody::Hint(answer.clone())),
            Action::HintReady { id: 5, answer }
        );
        let reviews = vec![MoveReview {
            mover: outflank_engine::Color::Black,
            played: Move::Place(d3),
            best: Move::Place(d3),
            best_discs: 2,
            played_discs: 2,
            exact: false,
            depth: 8,
        }];
        assert_eq!(
            reply(ResponseBody::Review(reviews.clone())),
            Action::ReviewReady { id: 5, reviews }
        );
        assert_eq!(
            reply(ResponseBody::Line(vec![Move::Place(d3), Move::Pass])),
            Action::LineReady {
                id: 5,
                line: vec![Move::Place(d3), Move::Pass]
            }
        );
        assert_eq!(
            reply(ResponseBody::ReviewProgress(7)),
            Action::ReviewProgress { id: 5, reviewed: 7 }
        );
        assert_eq!(
            reply(ResponseBody::Opening(Some(tiger()))),
            Action::OpeningNamed {
                id: 5,
                name: Some(tiger())
            }
        );
        assert_eq!(
            reply(ResponseBody::Failed("x".into())),
            Action::ComputerFailed {
                id: 5,
                failure: ComputerFailure::Fault("x".into())
            }
        );
        assert_eq!(action(Response::new(0, ResponseBody::Pong)), None);
    }

    #[test]
    fn a_reply_of_another_protocol_version_is_a_failure() {
        let mut response = Response::new(
            6,
            ResponseBody::Moved {
                mv: None,
                elapsed_ms: 0.0,
            },
        );
        response.version += 1;
        match action(response).expect("an action") {
            Action::ComputerFailed {
                id: 6,
                failure: ComputerFailure::OtherVersion,
            } => {}
            other => panic!("{other:?}"),
        }
    }
}
