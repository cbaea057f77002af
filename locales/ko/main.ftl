### Outflank의 한국어. 용어는 docs/i18n-glossary.md(흑/백, 돌, 두다, 패스, 확정석, 정석, 최선수).

-black = 흑
-white = 백

## 색

black = { -black }
white = { -white }
black-word = 흑돌
white-word = 백돌

## 대국자

you = 나
human = 사람
computer = 컴퓨터
your = 나의
possessive = { $name }의

## 문장

sentence = { $text }.
sentence-gap = {" "}

## 방금 일어난 일

editing-board = 판을 편집하는 중
new-game = 새 대국
new-game-kept = 새 대국을 시작했습니다. 무르기로 이전 대국을 되돌릴 수 있습니다
game-resumed = { NUMBER($move) }수째부터 대국을 이어갑니다
position-set-up = 국면을 만들었습니다
position-set-up-kept = 국면을 만들었습니다. 무르기로 이전 대국을 되돌릴 수 있습니다
loaded-moves = { $count }수를 불러왔습니다
loaded-moves-kept = { $count }수를 불러왔습니다. 무르기로 이전 대국을 되돌릴 수 있습니다
you-played = 내가 { $square }에 두어 { NUMBER($flipped) }개를 뒤집었습니다
played = { $who }이(가) { $square }에 두어 { NUMBER($flipped) }개를 뒤집었습니다
you-pass = 둘 곳이 없어 패스합니다
passes = { $who }은(는) 둘 곳이 없어 패스합니다
took-back = { NUMBER($move) }수째로 물렀습니다
replayed = { NUMBER($move) }수째까지 다시 두었습니다
restored = 두던 대국을 { NUMBER($move) }수째로 되돌렸습니다
not-legal = { $square }에는 둘 수 없습니다
back-to-game-at = 대국의 { NUMBER($move) }수째로 돌아왔습니다
copied-game = 기보를 복사했습니다
copy-refused = 복사가 거부되었습니다. 기보가 선택되어 있으니 직접 복사하세요

## 차례 또는 결과

editor-to-move = 이 국면은 { $colour } 차례
game-over = 대국 종료: { $result }
is-thinking = { $who } 생각 중
cannot-move = { $who }이(가) 둘 수 없습니다: { $reason }
your-move = 내 차례, { NUMBER($black) }–{ NUMBER($white) }
to-move = { $who } 차례, { NUMBER($black) }–{ NUMBER($white) }
variation-from = { NUMBER($move) }수째부터의 변화: { $line }
blocked-ends-game = { $colour }은(는) 둘 곳이 없어 대국이 끝났습니다

## 결과

you-win = 내가 이겼습니다 { NUMBER($won) }–{ NUMBER($lost) }
you-lost = 내가 졌습니다 { NUMBER($lost) }–{ NUMBER($won) }
wins = { $who } 승 { NUMBER($won) }–{ NUMBER($lost) }
draw = 무승부 { NUMBER($black) }–{ NUMBER($white) }
result-with-empties = { $headline } ({ $whose } 돌 { $discs }개 + 빈칸 { $empty }개)
draw-with-empties = { $headline } (각 돌 { $discs }개 + 빈칸 { $empty }개를 반씩)

## 복기

review-best = { NUMBER($move) }수째 { $square }: 최선수, { $value }
review-best-exact = { NUMBER($move) }수째 { $square }: 최선수, { $value }, 완전 읽기
review-loss = { NUMBER($move) }수째 { $square }: { $loss }; 최선수 { $best }, { $value }
review-loss-exact = { NUMBER($move) }수째 { $square }: { $loss }; 최선수 { $best }, { $value }, 완전 읽기
loss-best = 최선수
lost-discs = { $loss }개 손해
lost-inaccuracy = { $loss }개 손해, 의문수
lost-mistake = { $loss }개 손해, 실수
lost-blunder = { $loss }개 손해, 대악수
review-done = 복기 완료: { -black } { NUMBER($black) }개 손해, 실수 { $black_mistakes }번, { -white } { NUMBER($white) }개 손해, 실수 { NUMBER($white_mistakes) }번

## 칸 읽기

square-empty = 빈칸
square-legal = 둘 수 있음
square-last = 마지막 수
square-stable = 확정석
square-best = 최선수
square-line-step = 최선 진행의 { NUMBER($step) }번째 수
square-value = { $value }개{ $discs ->
   *[other] {""}
}
square-exact = 완전 읽기
list-separator = ,{" "}

## 판과 점수

board = 판
banner-passes = { $colour } 패스
card-discs = 개{ $count ->
   *[other] {""}
}
card-points = 점{ $count ->
   *[other] {""}
}
choose-opponent-label = { $colour }: { $name }. 상대 고르기
opening-label = 정석:{" "}

## 버튼과 설정

game-controls = 대국 조작
button-new-game = 새 대국
title-new-game = 새 대국 (N): 무르기로 이 대국을 되돌릴 수 있습니다
button-undo = 무르기
title-undo = 무르기 (U)
button-redo = 다시 두기
title-redo = 다시 두기 (R)
button-hint = 힌트
button-hint-pending = 생각 중…
title-hint = 힌트 (H): 각 수의 가치를 돌 개수로 보여 주고 최선수에 표시합니다
button-move-now = 바로 두기
title-move-now = 바로 두기 (M): 컴퓨터가 지금까지 찾은 최선수를 둡니다
button-edit-board = 판 편집
title-edit-board = 판 편집 (E): 원하는 국면을 만들고 거기서부터 둡니다
button-save = 저장
title-save = 저장 (S)
button-load = 불러오기
title-load = 불러오기 (O)
saved-game-file = 저장한 대국 파일
ask-again = 컴퓨터에게 다시 두게 하기
settings = 설정
language-label = 언어
show-legal = 둘 수 있는 곳 표시
show-stable = 확정석 표시
sound = 소리
animation = 애니메이션
cores = 코어 수
cores-automatic = 자동
changes-apply = 변경 사항은 다음 수나 새 대국부터 적용됩니다.
pass-rule = 둘 곳이 없을 때
pass-rule-pass = 패스 (일반 규칙)
pass-rule-game-over = 대국 종료
human-about = 이 기기에서 둡니다: 칸을 탭하거나 클릭하세요.
details = 자세히
player-in-rematch = 재대국의 { $colour }

## 기보와 복기 버튼

moves-title = 기보
no-moves = 아직 둔 수가 없습니다.
moves-played = 둔 수
notation-label = 기보 표기
copy = 복사
copied = 복사했습니다
title-ggf = 기보를 GGF 형식으로 복사 (기보 붙여넣기로 다시 읽을 수 있음)
game-to-paste = 붙여넣을 기보
paste-placeholder = 기보 붙여넣기: 수순(f5d6c3…), 국면 또는 GGF
paste-game = 기보 붙여넣기
analyze-game = 대국 분석
title-analyze = 모든 수를 최선수와 비교합니다 (기준은 도움말에)
analyzing = 분석 중: { $total }수 중 { NUMBER($done) }수

## 컴퓨터의 생각

thinking-panel = 컴퓨터의 생각
thinking-toggle = 생각
thinking-idle = 생각하는 동안 여기에 최선수, 평가값, 수순이 나옵니다.
thinking-best = 지금까지 최선수: { $move }
thinking-starting = 시작하는 중…
thinking-value = 평가값: { $value }개{ $discs ->
   *[other] {""}
}
thinking-depth = 깊이: { NUMBER($depth) }
thinking-win-rate = 승률: { NUMBER($percent) }% (방문 { $visits }회)
thinking-playouts = 플레이아웃: { $count }
thinking-solving = 남은 빈칸 { $empties }개를 완전히 읽는 중
thinking-nodes-rate = 초당 노드 { $count }개
thinking-playouts-rate = 초당 플레이아웃 { $count }회
thinking-line = 수순: { $line }

## 상대 고르기

choose-your-opponent = 상대 고르기
rating-first-timer = {" "}(누구나 1000에서 시작합니다. 처음 두는 사람의 실력입니다).
rating-after-games = {" "}({ $games }판 후).
start-again = 1000에서 다시 시작
close = 닫기
strength-line = { $strength } · { NUMBER($rating) }
strength-beginner = 입문
strength-casual = 초급
strength-club = 중급
strength-strong = 상급
strength-expert = 고수
strength-master = 최고수
strength-world = 세계 정상급

## A level's technical details (under "Details"), made from its settings: the parts that
## apply, joined by list-separator. $temperature and $playouts are numbers already written
## in the language's way (8.4, 32,000).

level-details-depth = 알파베타 탐색 { $depth }수
level-details-softmax = 소프트맥스 온도 { $temperature }개
level-details-endgame = 종반 { $temperature }개
level-details-max-loss = 최선수보다 { NUMBER($loss) }개 이상 나쁜 수는 두지 않음
level-details-exact = 빈칸 { NUMBER($empties) }개부터 완전 읽기
level-details-playouts = 한 수에 무작위 대국 { $playouts }판 또는 { $seconds }초의 트리 탐색
level-details-guided = 학습한 평가 함수가 이끄는 트리 탐색
level-details-deepening = 시간이 다할 때까지 깊어지는 알파베타 탐색(학습한 평가 함수와 선택적 탐색)
level-details-time = 한 수에 약 { $seconds }초
level-details-time-fraction = 한 수에 약 { $seconds }초

## 복기 그래프와 합계

review-loss-black = 손해 본 돌: { -black }{" "}
review-loss-white = , { -white }{" "}
margin-draw-solved = 무승부 (완전 읽기)
margin-even = 호각
margin-wins-solved = { $colour } { $by }개 차 승 (완전 읽기)
margin-ahead = { $colour } 약 { $by }개 우세
chart-label = 각 수 뒤 { -black } 기준 평가값 ({ $moves }수). 마지막 수 뒤에는 { $margin }. 아래는 각자 손해 본 돌의 누계. 화살표 키로 수를 옮깁니다.
chart-scale-black = { -black } +32
chart-scale-white = { -white } +32
chart-loss-legend = 누적 손해: { -black } ━ { -white } ┅
chart-ahead-legend = { -black } 우세 ↑ · { -white } 우세 ↓ (종국 시 돌 차)
review-hint = 기보의 수를 고르면 그 국면이 나옵니다. 거기서 다른 수를 두면 변화를 시험해 볼 수 있습니다.
browse-previous = 이전
browse-next = 다음
variation-kept = { NUMBER($move) }수째부터의 변화입니다. 실제 대국은 그대로 남아 있습니다.
best-line = 최선 진행:
show-line = 판에 보기

## 판 편집

editor-title = 판 편집
editor-help = 칸을 클릭하거나 탭하면(또는 Enter) 빈칸, 흑, 백으로 바뀝니다. 만든 국면에서 이어서 둘 수 있습니다.
editor-turn = 차례
editor-start = 처음 배치
editor-clear = 모두 지우기
editor-play = 여기서 두기

## 결과와 상대 추천

your-rating-label = 내 레이팅:{" "}
suggest-stronger = 이겼습니다: 더 강한 상대에게 도전할까요?
suggest-easier = 2연패: 조금 쉬운 상대로 할까요?
try-next = 다음 상대는 { $name }?
play-again = 한 판 더
title-play-again = 흑백을 바꿔 바로 새 대국
rematch-options = 재대국 설정
title-rematch-options = 대국자와 규칙을 먼저 고르기
farewell = { $name }: “{ $line }”

## 재대국 설정

rematch = 재대국
rematch-computer-lost = 재대국에서 각 색을 누가 둘지, 그리고 규칙을 고르세요.
rematch-you-lost = 졌으니 재대국 설정은 내가 고릅니다.
rematch-colour-lost = { $colour }이(가) 졌으니 재대국 설정은 { $colour }이(가) 고릅니다.
rematch-draw = 무승부: 누구든 재대국 설정을 고를 수 있습니다.
start-rematch = 재대국 시작
cancel = 취소

## 페이지

page-title = Outflank · 오델로
back-to-game = 대국으로 돌아가기
rules-title = 오델로 두는 법
about-title = Outflank 소개
loading = 불러오는 중…
page-failed = 이 페이지를 불러올 수 없습니다. 연결을 확인하고 다시 시도하세요.

nav-more = 더 보기
nav-rules = 규칙
nav-about = 소개
nav-help = 도움말

## 알림과 오류

could-not-save = 대국을 저장할 수 없습니다: 브라우저가 파일을 만들지 못했습니다.
could-not-load = 대국을 불러올 수 없습니다: { $reason }.
could-not-load-ggf = GGF 기보를 불러올 수 없습니다: { $reason }
could-not-set-up = 국면을 만들 수 없습니다: { $reason }
could-not-load-moves = 수순을 불러올 수 없습니다: { $reason }
language-unavailable = { $language }을(를) 불러올 수 없습니다({ $reason }). 연결을 확인하고 다시 고르세요.
catalog-unreachable = 언어 파일을 가져올 수 없습니다
catalog-damaged = 언어 파일이 손상되었습니다
rating-unreadable = 레이팅을 읽을 수 없습니다({ $reason }). 1000에서 다시 시작합니다. 이전 기록은 이 사이트 저장소의 “{ $key }”에 남아 있습니다.
standing-not-a-record = 이 앱의 레이팅 기록이 아닙니다
standing-newer-version = 더 새로운 버전의 Outflank가 쓴 기록입니다(기록 버전 { NUMBER($version) })
standing-missing = "{ $field }" 항목이 없습니다
standing-wrong = "{ $field }" 항목의 값이 올바르지 않습니다
standing-unknown = "{ $field }" 항목은 이 버전이 모르는 항목입니다
save-unreadable = 저장한 대국을 되살릴 수 없습니다({ $reason }). 새 대국을 시작했습니다. 이전 기록은 이 사이트 저장소의 “{ $key }”에 남아 있습니다.
old-version-save = 이전 버전의 Outflank로 저장한 대국은 이 버전에서 이어 둘 수 없습니다. 새 대국을 시작했습니다. 이전 기록은 이 사이트 저장소의 “{ $key }”에 남아 있습니다.
dismiss = 알림 닫기


## 붙여 넣은 기보나 국면을 불러올 수 없는 이유(could-not-load-moves 등의 뒤에)

paste-at-move = { NUMBER($move) }번째 수({ NUMBER($char) }번째 글자): { $what }
paste-unexpected-char = 예상하지 못한 글자 '{ $char }'
paste-bad-row = '{ $square }'은(는) 칸이 아닙니다(행은 1-8)
paste-truncated = 수의 중간에서 기보가 끝났습니다
paste-illegal = { $square }은(는) { $colour }이(가) 둘 수 있는 곳이 아닙니다
paste-pass-with-moves = 둘 곳이 있어 { $colour }은(는) 패스할 수 없습니다
paste-after-game-over = 대국이 이미 끝났습니다
obf-at = { NUMBER($char) }번째 글자: { $what }
obf-too-short = 판이 { NUMBER($count) }칸에서 끝납니다. 64칸(a1..h8)이 필요합니다
obf-too-long = 판이 { NUMBER($count) }칸입니다. 64칸(a1..h8)이 필요하며, 65번째 칸이 여기입니다
obf-bad-square = '{ $char }'은(는) 칸이 아닙니다(X 또는 * 흑, O 백, - 또는 . 빈칸)
obf-missing-side = 판 다음에 둘 차례(X 또는 O)가 없습니다
obf-bad-side = 둘 차례는 X 또는 O여야 합니다. '{ $char }'이(가) 아닙니다
obf-trailing = 둘 차례 다음에 예상하지 못한 '{ $char }'(주석은 ;로 시작합니다)
ggf-not-a-game = GGF 기보는 (;로 시작합니다
ggf-bad-board = 판 BO[...]가 없거나, 64칸과 둘 차례로 된 8x8 판이 아닙니다
ggf-unclosed = { $name }[에 닫는 ]가 없습니다
ggf-bad-move = { NUMBER($move) }번째 수: '{ $text }'은(는) 칸도 PA도 아닙니다
ggf-wrong-colour = { NUMBER($move) }번째 수: { $colour }의 차례가 아닙니다
ggf-illegal = { NUMBER($move) }번째 수({ $square }): { $why }
illegal-occupied = { $square }에는 이미 돌이 있습니다
illegal-no-flips = { $square }에서는 돌을 뒤집을 수 없습니다
illegal-pass = 둘 곳이 있을 때는 패스할 수 없습니다
illegal-game-over = 대국이 끝났습니다
unplayable = 이 국면에서는 둘 수 없습니다: { $reason }.
unplayable-empty = 판이 비어 있어 아무도 둘 수 없습니다
unplayable-full = 모든 칸이 차서 대국이 이미 끝났습니다
unplayable-one-colour = 판에 { $colour } 돌만 있어 아무도 둘 수 없습니다
unplayable-no-moves = { -black }도 { -white }도 둘 곳이 없습니다
level-substituted = { $colour }은(는) 컴퓨터 레벨 { NUMBER($level) }이었지만, 이 버전의 Outflank에는 없는 레벨입니다. 가장 가까운 레벨인 { $name }이(가) 대신 둡니다.


## 도움말

help-title = 도움말
help-playing = 두는 법
help-tap = 점이 있는 칸을 누르면(또는 클릭하면) 그곳에 둡니다. 점은 둘 차례인 쪽이 둘 수 있는 곳입니다. 다른 칸을 누르면 왜 둘 수 없는지 알려 줍니다.
help-undo = '{ button-undo }'는 마지막 수를 되돌립니다. '{ button-new-game }', '{ paste-game }', '{ button-load }', '{ play-again }'나 판 편집으로 떠난 대국도 다시 가져옵니다.
help-play-again = 대국이 끝나면 '{ play-again }'는 색을 바꿔 바로 새 대국을 시작하고, '{ rematch-options }'에서는 먼저 대국자와 규칙을 고를 수 있습니다.
help-shortcuts = 키보드 단축키
help-kbd-or = { $first } 또는 { $second }
help-kbd-arrows = 방향키, Enter
help-key-hint = { button-hint }: 각 수의 가치를 돌 개수로(최종 돌 차이) 보여 주고, 최선수에 동그라미
help-key-move-now = { button-move-now }: 컴퓨터가 지금까지 찾은 최선수를 둡니다
help-key-edit = { button-edit-board }: 국면을 만들고 거기서부터 계속 둡니다
help-key-save = 대국을 파일로 저장
help-key-load = 파일에서 대국 불러오기
help-key-players = { -black } / { -white }을 둘 사람 고르기
help-key-legal = 둘 수 있는 곳 표시하기 또는 숨기기
help-key-jump = 다음 / 이전의 둘 수 있는 칸으로 이동
help-key-help = 이 도움말
help-key-board = 판 위를 움직이며 두기
help-tab = 모든 조작은 Tab으로 이동하고 Enter나 Space로 쓸 수 있습니다.
help-analyze = 모든 수를 최선수와 비교합니다. 빈칸 18개부터는 완전 읽기, 그 전에는 8수 탐색입니다. 최선수보다 2~5개 손해인 수는 의문수(?!), 6~11개는 실수(?), 12개 이상은 대악수(??)입니다. 수나 그래프의 점을 클릭하면(또는 그래프에서 방향키를 쓰면) 최선수에 동그라미를 친 그 국면을 볼 수 있습니다.

## 정석 이름

# 엔진 정석 표(engine/data/openings.txt)의 순서대로.
opening-name = { $opening ->
    [0] 대각 개시
    [1] X 개시
    [2] 뱀
    [3] 라이슨스
    [4] 피라미드
    [5] 튀어나온 소
    [6] 미무라 변화 II
    [7] 튀어나온 박쥐
    [8] 이와사키 변화
    [9] 튀어나온 굴뚝
    [10] 너구리
    [11] 로켓
    [12] 해밀턴
    [13] 막대사탕
    [14] 소
    [15] 굴뚝
    [16] 박쥐
    [17] 박쥐(피아우 계속 2)
    [18] 멜니코프
    [19] 박쥐(클링 계속)
    [20] 박쥐(클링 별법)
    [21] 로즈 대 토스
    [22] 타니다
    [23] 비행기
    [24] 돛단배
    [25] 마루오카
    [26] 란다우
    [27] 버펄로
    [28] 마루오카 버펄로
    [29] 타니다 버펄로
    [30] 호쿠리쿠 버펄로
    [31] 윙 변화
    [32] 세미윙 변화
    [33] 평행 개시
    [34] 수직 개시
    [35] 미무라
    [36] 샤먼
    [37] 이노우에
    [38] 이아고
    [39] 바가트
    [40] 로즈
    [41] 플랫
    [42] 회전 플랫
    [43] 무라카미 변화
    [44] 회전 플랫(클링 계속)
    [45] 로즈 버스
    [46] 브라이트슈타인
    [47] 로즈 버디
    [48] 로즈 타메노리 클링
    [49] 그린버그
    [50] 랄레
    [51] 말
    [52] 갱글리온
    [53] 제비
    [54] 노캣(계속)
    [55] 이탈리안
    [56] 고양이
    [57] 사카구치
    [58] 베르너
    [59] 굽은 갱글리온
    [60] 호랑이
    [61] 스티븐슨
    [62] 노쿵
    [63] 노쿵(계속)
    [64] 컴포스
    [65] F.A.T. 무승부
    [66] 번개
    [67] 쿵
    [68] 리더스 타이거
    [69] 브라이트웰
    [70] 이시이
    [71] 호랑이(본선)
    [72] 로즈빌
    [73] 타메노리
    [74] 중앙 로즈빌
    [75] 다나카
    [76] 다나카(펠드보르 계속)
    [77] 토끼
    [78] 쥐
   *[other] { $name }
}


## Why a save file cannot be loaded (after could-not-load). The file's own words (a field's
## path such as options.sound, a value it holds) are quoted as they are, untranslated.

load-empty = 파일이 비어 있습니다
load-too-large = 파일이 너무 커서 Outflank 대국이 아닙니다({ NUMBER($bytes) }바이트, 저장한 대국은 몇 킬로바이트입니다)
load-not-json = 파일이 JSON이 아닙니다: { NUMBER($line) }번째 줄, { NUMBER($column) }번째 글자에서 깨져 있습니다
load-truncated = 파일이 잘려 있습니다: 대국이 끝나기 전에 { NUMBER($line) }번째 줄, { NUMBER($column) }번째 글자에서 끝납니다
load-not-an-object = 파일이 JSON이지만 Outflank 대국이 아닙니다: 객체 대신 { $found }이(가) 들어 있습니다
load-not-outflank = 파일이 JSON이지만 Outflank 대국이 아닙니다("format" 항목이 없습니다)
load-wrong-format = 파일이 "{ $name }" 문서이며, Outflank 대국("{ $format }")이 아닙니다
load-future-version = 더 새로운 Outflank(버전 { NUMBER($version) })로 만든 파일입니다. 이 앱은 버전 { NUMBER($supported) }까지 읽습니다. 불러오려면 앱을 업데이트하세요
load-missing = "{ $field }" 항목이 없습니다
load-wrong-type = "{ $field }" 항목은 { $expected }이어야 하는데 { $found }입니다
load-bad-start = 시작 국면("start")이 잘못되었습니다: { $reason }
load-bad-moves = 수순("moves")이 올바른 대국이 아닙니다: { $reason }
load-cursor = 현재 수("cursor")가 { NUMBER($cursor) }인데, 파일에는 { NUMBER($moves) }수만 기록되어 있습니다
load-turn = 파일에는 둘 차례("to_move")가 "{ $file }"(으)로 되어 있지만, 기록된 수를 두고 나면 "{ $actual }"입니다
load-found-number = 숫자 { $number }
load-found-fraction = 소수
load-found-text = 문자열 "{ $text }"
load-found-list = 목록
load-found-object = 객체
load-expected-text = 문자열
load-expected-bool = true 또는 false
load-expected-whole-number = 정수
load-expected-object = 객체
load-expected-object-like = { $example } 같은 객체
load-expected-list = 목록
load-expected-cores = 1~{ NUMBER($max) } 사이의 코어 수
load-expected-discs = -64~64 사이의 돌 수
load-expected-depth = 수 단위의 읽기 깊이(정수)
load-expected-level-id = 레벨 번호(정수)
load-version-zero = "{ $field }" 항목은 1 이상이어야 하는데 0입니다
load-pass-rule = "{ $field }" 항목은 "pass" 또는 "gameover"여야 하는데 "{ $found }"입니다
load-to-move = "{ $field }" 항목은 "black", "white", "none" 중 하나여야 하는데 "{ $found }"입니다
load-player-kind = "{ $field }" 항목은 "human" 또는 "computer"여야 하는데 "{ $found }"입니다
load-level-range = "{ $field }" 항목은 0~255 사이의 레벨 번호여야 하는데 { NUMBER($level) }입니다
load-too-long = "{ $field }" 항목은 { NUMBER($max) }자 이하여야 합니다
load-review-too-long = "{ $field }" 항목은 { NUMBER($reviewed) }수를 검토했지만, 둔 수는 { NUMBER($played) }수입니다
load-best-not-legal = "{ $field }" 항목은 그 국면에서 둘 수 있는 수여야 하는데 "{ $found }"입니다
load-file-unreadable = 브라우저가 파일을 읽지 못했습니다

## Why the computer gave no usable answer (after cannot-move, no-hint, no-best-line, not-analyzed)

computer-no-answer = 컴퓨터가 { NUMBER($seconds) }초 안에 답하지 않았습니다
computer-worker-stopped = 이번 읽기 동안 컴퓨터의 워커가 { NUMBER($times) }번 멈췄습니다
computer-other-version = 컴퓨터의 워커와 페이지의 Outflank 버전이 다릅니다: 페이지를 새로 고치세요
computer-illegal-answer = 컴퓨터가 답한 { $move }은(는) 여기서 둘 수 없는 수입니다
computer-no-move = 컴퓨터가 둘 수를 찾지 못했습니다
computer-fault = 앱 내부 오류입니다({ $detail })
no-hint = 힌트를 찾지 못했습니다: { $reason }.
no-best-line = 최선의 수순을 찾지 못했습니다: { $reason }.
not-analyzed = 대국을 분석하지 못했습니다: { $reason }.
storage-refused = 이 대국과 설정을 다음을 위해 저장할 수 없습니다: 브라우저가 데이터 저장을 거부합니다(저장 공간이 가득 찼거나 꺼져 있습니다).
update-installed = Outflank 새 버전이 설치되었습니다: 사용하려면 페이지를 새로 고치세요.

