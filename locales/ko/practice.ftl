### 연습 페이지: 문제(#puzzles), 오늘의 문제(#puzzles/daily), 내 실수(#puzzles/mistakes).

nav-practice = 연습
title-practice = 문제, 오늘의 문제, 내 실수 복습, 정석 연습
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

## 정석 훈련(#openings).

practice-tab-openings = 정석
practice-trainer-line = 정석
practice-trainer-book-lines = 정석 북의 최선 진행
practice-trainer-color = 내 색
practice-trainer-loading = 정석을 불러오는 중…
practice-trainer-failed = 정석 북을 쓸 수 없어 수의 정답 여부를 판단할 수 없습니다. 대국에는 영향이 없습니다.
practice-trainer-heading = { $line }, { $side }으로 두기
practice-trainer-your-move = 내 차례입니다. 정석의 다음 수를 두세요.
practice-trainer-your-move-book = 내 차례입니다. 정석 북의 최선과 돌 1개 이내 차이인 수를 두세요.
practice-trainer-asking = 정석 북에서 이 국면을 찾는 중…
practice-trainer-right = 정답: { $square }.
practice-trainer-replied = 컴퓨터가 { $square }에 두었습니다.
practice-trainer-wrong-line = { $square }은(는) 정석에서 벗어납니다. 정답 수를 정석 북의 평가값과 함께 판 위에 동그라미로 표시했습니다.
practice-trainer-wrong-book = { $square }은(는) 정석 북의 최선보다 돌 { $loss }개를 잃습니다. 정답 수들을 평가값과 함께 판 위에 동그라미로 표시했습니다.
practice-trainer-line-end = 정석은 여기까지입니다. { $line }을(를) 끝까지 두었습니다.
practice-trainer-book-end = 정석 북은 여기까지입니다.
practice-trainer-missed = 틀린 수가 있었습니다. 이 정석이 바로 다음에 다시 나옵니다.
practice-trainer-clean = 모든 수를 한 번에 맞혔습니다. 이 정석이 한 단계 올라갑니다.
practice-trainer-next = 다음 정석
practice-trainer-next-is = 다음: { $line }, { $side }으로 두기
practice-trainer-progress = 나의 정석
practice-trainer-card = { $line }, { $side }: 5단계 중 { NUMBER($level) }단계
practice-trainer-due = 복습할 때입니다
practice-trainer-mastered = 익힌 정석: { NUMBER($total) }개 중 { NUMBER($count) }개
practice-trainer-none = 아직 연습한 정석이 없습니다. 틀린 정석은 익힐 때까지 다시 나옵니다.
practice-trainer-note = 평가값은 정석 북의 값으로, 양쪽이 최선으로 두었을 때 둘 차례인 쪽에서 본 최종 돌 차이입니다.
