### 정적 페이지(규칙, 소개)의 한국어. 용어는 docs/i18n-glossary.md.

## 규칙 페이지

rules-board-title = 판과 돌
rules-board = 오델로는 { -black }과 { -white } 두 사람이 8×8칸의 판에서 둡니다. 세로줄은 왼쪽부터 오른쪽으로 a~h, 가로줄은 위에서 아래로 1~8이라 부르므로, a1은 왼쪽 위 귀, h8은 오른쪽 아래 귀입니다. 돌은 한쪽 면이 검고 다른 면이 희며, 주인의 색이 위로 보이게 놓이고, 뒤집히면 주인이 바뀝니다.
rules-start-title = 시작
rules-start = 대국은 가운데의 돌 네 개로 시작합니다. d4와 e5에 { -white }, d5와 e4에 { -black }. { -black }이 먼저 두고, 그다음부터 번갈아 둡니다.
rules-moves-title = 돌 두기
rules-moves = 자기 차례에는 빈칸에 자기 색 돌을 하나 두어 상대 돌을 <em>사이에 끼워야</em> 합니다. 새 돌에서 가로, 세로, 대각선 중 한 직선 위에 상대 돌이 하나 이상 빈칸 없이 이어지고, 그 끝에 자기 돌이 있어야 합니다. 어느 방향으로도 끼울 수 없는 칸에는 둘 수 없습니다.
rules-flips-title = 모든 방향을 한꺼번에 뒤집기
rules-flips = 새 돌이 끼운 상대 돌의 줄은 여덟 방향 모두에서 한꺼번에 자기 색으로 뒤집힙니다. 자기 돌로 끝나지 않는 줄은 끼워지지 않았으므로 그대로 남습니다.
rules-gaps-title = 빈칸은 줄을 끊는다
rules-gaps = 끼워지는 돌은 끊김 없이 이어져야 합니다. 자기 돌 앞에 빈칸이 있으면 줄은 거기서 끝납니다. 빈칸 너머의 돌은 치지 않으며, 그 줄에서는 아무것도 뒤집히지 않습니다.
rules-pass-title = 둘 곳이 없으면 패스
rules-pass = 둘 수 있는 곳이 하나라도 있으면 반드시 두어야 합니다. 하나도 없으면 패스하고, 상대가 한 번 더 둡니다. Outflank는 패스를 판에 보여 준 뒤 대국을 이어 갑니다.
rules-pass-option = Outflank에서는 옛 브라우저 게임의 규칙, “한쪽이 둘 곳이 없으면 바로 대국이 끝난다”도 고를 수 있습니다. 이 규칙에서는 위 국면에서 대국이 끝납니다. 설정에서 고를 수 있습니다.
rules-end-title = 끝과 점수
rules-end = 두 사람 모두 둘 곳이 없으면 대국이 끝납니다. 보통은 판이 가득 찼을 때이고, 가끔은 그보다 일찍 끝납니다. 돌이 많은 쪽이 이기고, 같으면 무승부입니다. Outflank가 쓰는 세계 오델로 연맹의 계산법에서는 남은 빈칸이 이긴 쪽의 것이 되고, 무승부는 32 대 32입니다.
rules-wipe-out = 한쪽 돌이 모두 없어지면 대국은 그 자리에서 끝납니다(전멸).
rules-notation-title = 기보 쓰기
rules-notation = 대국은 둔 칸을 차례대로 적어 씁니다: <code>f5 d6 c3 d3 c4</code>(띄어쓰기는 없어도 됩니다). 패스는 <code>pass</code>로 쓰거나, 강제이므로 생략할 수 있습니다. 국면은 a1, b1, … h8의 64칸을 한 줄씩 나타내는 64글자(<code>X</code> 흑, <code>O</code> 백, <code>-</code> 빈칸)와 둘 차례로 쓸 수 있습니다. 많은 오델로 프로그램이 쓰는 OBF 형식입니다. Outflank의 기보 목록은 앞의 형식으로 보여 주고, “{ paste-game }” 기능은 두 형식 모두 받습니다.
rules-tips-title = 몇 가지 요령
rules-tip-stable = 귀의 돌은 절대 뒤집히지 않습니다. 다시는 뒤집히지 않는 돌을 <em>확정석</em>이라 하며, 곧 색이 바뀔 많은 돌보다 훨씬 값집니다. “{ show-stable }” 항목을 켜면 판 위에 동그라미로 보여 줍니다.
rules-tip-review = “{ analyze-game }”은 수마다 누가 앞섰는지 그래프로 그려 주므로, 승부가 갈린 수를 찾을 수 있습니다.
rules-tip-corners = 빈 귀 옆의 칸(특히 b2, g2, b7, g7)을 조심하세요. 거기에 두면 상대에게 귀를 내주기 쉽습니다.
rules-tip-mobility = 중반에는 돌이 많은 것보다 돌이 적고 둘 곳이 많은 편이 대개 유리합니다. 좋은 수가 떨어진 쪽은 나쁜 수를 둘 수밖에 없습니다.

## 규칙의 그림: 설명과 그림의 읽기용 이름

list-and = { $rest }, { $last }
list-none = 없음
diagram-start = 시작: 가운데에 두 개씩. { -black }이 먼저 둡니다.
diagram-legal-moves = { $moves } 다음, { $side }은 표시된 { NUMBER($count) }칸 어디에나 둘 수 있습니다: { $squares }.
diagram-several-before = { $side }이 { $square }에 두면…
diagram-several-after = …{ NUMBER($directions) }방향에서 돌 { NUMBER($discs) }개를 뒤집습니다: { $groups }.
diagram-direction-group = { $direction }({ $squares })
direction-north = 위
direction-north-east = 오른쪽 위
direction-east = 오른쪽
direction-south-east = 오른쪽 아래
direction-south = 아래
direction-south-west = 왼쪽 아래
direction-west = 왼쪽
direction-north-west = 왼쪽 위
diagram-broken-line = { $side }은 { $square }에 둘 수 없습니다. { $gap } 빈칸이 줄을 끊어서 아무것도 끼울 수 없습니다.
diagram-unbroken-line = 대신 { $gap }에 { $side } 돌이 있으면, { $square }에 둘 수 있고 { $squares }의 돌을 뒤집습니다.
diagram-pass = 둘 차례인 { $side }은 둘 곳이 없어 패스하고, { $other }이 한 번 더 둡니다(표시된 칸: { $squares }).
diagram-game-end = 빈칸 { NUMBER($empties) }개가 남은 채 양쪽 모두 둘 곳이 없습니다. { -black } { NUMBER($black) }개, { -white } { NUMBER($white) }개. { $score }
diagram-score-shared = { $outcome }: 빈칸은 나누어 가집니다.
diagram-score-won = 빈칸 { $empties }개는 이긴 쪽에 셉니다: { $outcome }.
diagram-wipe-out = 겨우 { NUMBER($count) }수({ $moves }) 만에 { -white } 돌이 하나도 남지 않아 대국이 끝났습니다. { NUMBER($black) }개 대 0개, 빈칸 { NUMBER($empties) }개, 결과는 { $outcome }.
describe-side = { $side } 돌 { $count }개: { $squares }
describe-side-none = { $side } 돌 없음
describe-to-move = { $side } 차례
mark-legal = 둘 수 있는 칸 표시: { $squares }
mark-target = 이제 둘 칸: { $squares }
mark-placed = 방금 둔 칸: { $squares }
mark-flipped = 뒤집힌 돌 동그라미: { $squares }
mark-illegal = 가위표, 둘 수 없는 칸: { $squares }
mark-gap = 빈칸: { $squares }
mark-won-empty = 이긴 쪽에 세는 빈칸: { $squares }

## 소개

about-intro = Outflank { $version }은 브라우저에서 두는 오델로입니다. 한 기기에서 친구와, 또는 컴퓨터의 캐릭터와, 휴대폰에서도 컴퓨터에서도, 온라인이든 오프라인이든 둘 수 있습니다. Rust로 쓰여 WebAssembly로 돌아가며, 컴퓨터는 뒤쪽 워커에서 생각하므로 화면이 멈추지 않습니다.
about-own = 보고 듣는 모든 것은 Outflank 자신의 코드가 만듭니다. 판, 캐릭터의 그림, 도표는 벡터 그래픽으로 그려지고, 모든 소리는 둘 때마다 합성됩니다. 다른 사람의 이미지, 글꼴, 소리 파일은 쓰지 않으며 실제 인물도 그리지 않습니다.
about-free = Outflank 자체는 { $licence } 라이선스의 자유 소프트웨어입니다.
about-crates-title = 안에 든 오픈 소스 소프트웨어
about-crates = Outflank는 오픈 소스 Rust 크레이트 { NUMBER($count) }개 위에 만들어져, 앱과 그 워커에 컴파일되어 들어 있습니다. 만든 분들께 감사드립니다. 빌드할 때만 도는 도구(Rust의 절차적 매크로)는 앱의 일부가 아니므로 싣지 않았습니다.
about-licence-count = { $licence }: { $count }개
about-table-label = 크레이트와 라이선스
about-table-caption = Outflank에 컴파일된 크레이트와 그 라이선스
about-column-crate = 크레이트
about-column-version = 버전
about-column-licence = 라이선스
about-column-authors = 만든 이
about-mit-title = MIT 라이선스
about-mit-intro = 이 크레이트 대부분은 MIT 라이선스로 쓸 수 있습니다(많은 크레이트가 Apache-2.0도 고를 수 있게 합니다). 위에 이름을 적은 만든 이의 저작권과 함께 각 크레이트에 적용되는 조항(영어 원문)은 다음과 같습니다:

## The web app's manifest (an installed app's description, where the platform shows it)

manifest-description = 컴퓨터나 친구와 두는 오델로(리버시). 휴대폰과 컴퓨터에서, 온라인으로도 오프라인으로도 즐길 수 있습니다.
