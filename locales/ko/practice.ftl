### 연습 페이지: 문제(#puzzles), 오늘의 문제(#puzzles/daily), 내 실수(#puzzles/mistakes).

nav-practice = 연습
title-practice = 문제, 오늘의 문제, 내 실수 복습
practice-title = 연습
practice-tabs = 연습 종류
practice-tab-puzzles = 문제
practice-tab-daily = 오늘의 문제
practice-tab-mistakes = 내 실수
practice-loading = 문제를 불러오는 중…
practice-damaged = 문제를 불러올 수 없습니다(파일이 손상되었거나 없습니다). 대국에는 영향이 없습니다.
practice-puzzle-number = 문제 { NUMBER($number) }
practice-to-move = { $side } 차례
practice-kind-win = 유일한 승리수 찾기
practice-kind-draw = 무승부 지키기
practice-kind-best-score = 가장 좋은 돌 차이의 수 찾기
practice-kind-find-move = 최선수 찾기
practice-kind-trap = 함정에 빠지지 않기
practice-difficulty = 난이도
practice-difficulty-value = 난이도 { NUMBER($level) }/5
practice-theme-corner = 주제: 귀
practice-theme-edge = 주제: 변
practice-theme-parity = 주제: 홀짝
practice-theme-tempo = 주제: 템포
practice-theme-wipe-out = 주제: 전멸
practice-values-exact = 평가값은 완전 읽기 결과입니다.
practice-values-search = 평가값은 깊은 탐색 결과입니다.
practice-wrong = { $square }에 두면 돌 { $loss }개를 잃습니다. 더 좋은 수가 있습니다.
practice-wrong-unknown = { $square }은(는) 복기에서 찾은 최선수가 아닙니다.
practice-solved = 정답: { $square }이(가) 최선수입니다.
practice-continue = 정답: { $square }. 컴퓨터가 { $reply }에 두었습니다. 당신의 차례입니다.
practice-continue-pass = 정답: { $square }. 컴퓨터는 둘 곳이 없어 패스합니다. 다시 당신의 차례입니다.
practice-step = { NUMBER($steps) }수 중 { NUMBER($step) }번째 수
practice-try-again = 다시 하기
practice-show-solution = 정답 보기
practice-solution = 판 위에 모든 수의 평가값을 표시했습니다. 최선수에는 동그라미가 있습니다.
practice-next = 다음 문제
practice-solved-count = 푼 문제 { NUMBER($count) }개
practice-streak = 연속 한 번에 정답: { NUMBER($count) }
practice-missed = 틀린 문제 { NUMBER($count) }개가 다시 나옵니다
practice-daily-date = { $date }의 문제(모두 같은 문제)
practice-daily-streak = { NUMBER($count) }일 연속
practice-daily-done = 오늘의 문제를 풀었습니다. 내일 새 문제가 나옵니다.
practice-no-mistakes = 복습할 실수가 없습니다. 대국이 끝나면 "대국 분석"을 누른 다음 "내 실수 복습"을 누르세요.
practice-mistakes-left = 복습할 실수 { NUMBER($count) }개
practice-mistake-played = 대국에서 { $square }에 두어 돌 { $loss }개를 잃었습니다.
practice-mistake-note = 복기에서 찾은 최선수만 정답입니다. 다른 수 중에서는 내가 둔 수만 평가값이 있습니다.
practice-mistake-next = 다음 실수
practice-mistakes-add = 내 실수 복습
title-practice-mistakes = 이 대국에서 돌 6개 이상을 잃은 내 수를 복습 목록에 추가합니다
practice-mistakes-added = { $count ->
    [0] 돌 6개 이상을 잃은 새 실수가 없습니다.
   *[other] 실수 { $count }개를 복습 목록에 추가했습니다.
}
practice-open-mistakes = 내 실수 열기
