//! The helpers of a split solve: what one solved, the others do not solve again.

use super::*;

/// An exact-solve job of a split (Oracle's settings): `square` in `position`, with what
/// other helpers solved (`learned`).
fn solve_job(id: u64, position: Position, square: Square, learned: Vec<SolvedEntry>) -> Request {
    Request::new(
        id,
        RequestBody::Helper(HelperRequest::SplitJob {
            level: 6,
            rules: Rules::WOF,
            position,
            square,
            alpha: -64,
            beta: 64,
            depth: 0,
            job: 1,
            stop_in_ms: u32::MAX,
            learned,
        }),
    )
}

/// A helper's answer to a split job, searched to the end: its score, nodes and what it
/// found for the others.
fn split_answer(helper: &mut Thinker<usize>, request: Request) -> (i32, u64, Vec<SolvedEntry>) {
    let answer = helper.receive(request, 0, &FrozenClock);
    match answer.unwrap_or_else(|| reply(helper, &FrozenClock)).1.body {
        ResponseBody::Helper(HelperResponse::Split {
            score: Some(score),
            nodes,
            found,
            ..
        }) => (score, nodes, found),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_helper_hands_over_what_it_solved_and_another_does_not_solve_it_again() {
    // 18 empties: the move's subtree holds positions of 14 empties and more.
    let position = position_of_game(7, 42);
    let square = Square::try_from_index(position.board.legal_moves().0.trailing_zeros()).unwrap();
    let mut first = Thinker::default();
    let (score, nodes, found) = split_answer(&mut first, solve_job(1, position, square, vec![]));
    assert!(
        !found.is_empty(),
        "positions of 14 empties and more were solved"
    );
    assert!(found.iter().all(|e| e.empties() >= 14 && e.empties() < 18));
    // Handed over once: the next answer brings only what was solved since.
    let (_, again_nodes, again) = split_answer(&mut first, solve_job(2, position, square, vec![]));
    assert!(
        again.len() < found.len(),
        "{} then {}",
        found.len(),
        again.len()
    );
    assert!(again_nodes * 10 < nodes);
    // Another helper told what the first solved gives the same score with a tenth of the
    // work; one told nothing searches as much as the first did.
    let mut second = Thinker::default();
    let (learned_score, learned_nodes, _) =
        split_answer(&mut second, solve_job(3, position, square, found));
    assert_eq!(learned_score, score);
    assert!(
        learned_nodes * 10 < nodes,
        "{learned_nodes} against {nodes}"
    );
    let mut third = Thinker::default();
    let (fresh_score, fresh_nodes, _) =
        split_answer(&mut third, solve_job(4, position, square, vec![]));
    assert_eq!((fresh_score, fresh_nodes), (score, nodes));
}

#[test]
fn a_split_solve_sends_each_helper_what_the_others_solved_and_finds_the_exact_best() {
    let position = position_of_game(7, 42);
    let (mut coordinator, mut helpers) = pool_of(2);
    let out = coordinator
        .think(
            9,
            'a',
            (position, Rules::WOF, Level::strongest(), 1),
            2,
            &FrozenClock,
        )
        .expect("Oracle's move is split");
    // Every job runs to its end in one slice (a frozen clock), the helpers in turn.
    let (mut learned, mut found) = (0, 0);
    let to_app = run_pool_looking(
        &mut coordinator,
        &mut helpers,
        out,
        None,
        &FrozenClock,
        &mut |m| match m.map(|r| &r.body).map_err(|r| &r.body) {
            Ok(RequestBody::Helper(HelperRequest::SplitJob { learned: l, .. })) => {
                learned += l.len()
            }
            Err(ResponseBody::Helper(HelperResponse::Split { found: f, .. })) => found += f.len(),
            _ => {}
        },
    );
    let moved = to_app.last().map(played);
    assert!(
        found > 0,
        "the helpers solved positions of 14 empties and more"
    );
    assert!(learned > 0, "and were sent what the other solved");
    assert!(
        learned <= found,
        "each entry goes to the one other helper once"
    );
    // The move is one of the best by the solver alone.
    let Some(Move::Place(square)) = moved else {
        panic!("{moved:?}")
    };
    let mut solver = outflank_engine::ai::Solver::new(1 << 20, Rules::WOF);
    let never = outflank_engine::ai::Deadline::never(&FrozenClock);
    let best = solver.solve(position.board, &never).unwrap().score;
    let after = position.play(Move::Place(square), Rules::WOF).unwrap();
    let played = -solver.solve(after.board, &never).unwrap().score;
    assert_eq!(played, best, "{square} is a best move");
}
