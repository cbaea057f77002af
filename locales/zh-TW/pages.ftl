### 靜態頁面(規則、關於)的繁體中文。術語見 docs/i18n-glossary.md。

## 規則頁

rules-board-title = 棋盤和棋子
rules-board = 黑白棋由{ -black }和{ -white }兩人在 8×8 格的棋盤上對弈。直行從左到右記為 a 到 h，橫列從上到下記為 1 到 8，所以 a1 是左上角，h8 是右下角。每枚棋子一面黑一面白；棋子朝上的顏色表示它屬於哪一方，被翻轉時就換了主人。
rules-start-title = 開局
rules-start = 對局開始時中央有四枚子：d4 和 e5 是{ -white }，d5 和 e4 是{ -black }。{ -black }先落子，然後雙方輪流落子。
rules-moves-title = 如何落子
rules-moves = 輪到你時，在一個空格上放一枚自己顏色的子，並且要<em>夾住</em>對方：從新子出發，沿橫、直或斜的一條直線，必須有一枚或多枚對方的子連續排列，中間沒有空格，後面緊接著一枚你自己的子。在任何方向都夾不住對方的空格，不能落子。
rules-flips-title = 各個方向同時翻轉
rules-flips = 新子夾住的每一行對方棋子，都會在八個方向上同時翻成你的顏色。不以你的子結尾的一行沒有被夾住，保持原樣。
rules-gaps-title = 空格會切斷一行
rules-gaps = 被夾住的子必須連續不斷。如果在你自己的子之前出現空格，這一行就在那裡斷開：空格那邊的子不算，這一行一枚也不翻。
rules-pass-title = 無子可下？跳過
rules-pass = 只要有一處可落子，就必須落子。一處都沒有時，你跳過這一手，由對方再下一次。Outflank 會先在棋盤上顯示跳過，再繼續對局。
rules-pass-option = Outflank 也提供一款老網頁遊戲的規則：「一方無子可下時對局立即結束」。在這條規則下，上圖的局面就會結束對局。可以在設定中選擇。
rules-end-title = 終局與計分
rules-end = 雙方都無子可下時對局結束：通常是棋盤下滿時，有時更早。子多的一方獲勝；子數相同為和局。Outflank 採用世界黑白棋聯合會的計分方式：剩下的空格都歸勝方，和局為 32 比 32。
rules-wipe-out = 一方的子被全部吃光時，對局也會提前結束：這叫全滅。
rules-notation-title = 記錄棋譜
rules-notation = 一局棋按順序記下每一手所下的格子：<code>f5 d6 c3 d3 c4</code>（空格可有可無）。跳過可以寫作 <code>pass</code>，也可以省略，因為它是被迫的。一個局面可以寫成 64 個字元，按列依次表示 a1、b1、… h8 各格（<code>X</code> 黑，<code>O</code> 白，<code>-</code> 空），再加上輪到哪一方：這就是許多黑白棋程式使用的 OBF 格式。Outflank 的棋譜欄顯示第一種形式，「{ paste-game }」兩種都接受。
rules-tips-title = 幾個小技巧
rules-tip-stable = 角上的子永遠不會被翻轉。永遠不會被翻轉的子叫<em>穩定子</em>，一枚穩定子比許多很快就會變色的子值錢得多；勾選「{ show-stable }」，棋盤上會用圓圈標出它們。
rules-tip-review = 「{ analyze-game }」會畫出每一手之後誰佔優，讓你找到勝負轉折的那一手。
rules-tip-corners = 小心空角旁邊的格子（尤其是 b2、g2、b7 和 g7）：在那裡落子常常會把角送給對方。
rules-tip-mobility = 在中盤，子少而可下的地方多，往往比子多更好：沒有好棋可下的一方只能下壞棋。

## 規則頁的圖:圖說,以及圖的無障礙名稱

list-and = { $rest }和{ $last }
list-none = 無
diagram-start = 開局：中央各兩枚子。{ -black }先行。
diagram-legal-moves = 下完 { $moves } 後，{ $side }可以在標出的 { NUMBER($count) } 個格子中任選一處落子：{ $squares }。
diagram-several-before = { $side }下在 { $square }……
diagram-several-after = ……在 { NUMBER($directions) } 個方向上翻轉 { NUMBER($discs) } 枚子：{ $groups }。
diagram-direction-group = { $direction }（{ $squares }）
direction-north = 上方
direction-north-east = 右上
direction-east = 右方
direction-south-east = 右下
direction-south = 下方
direction-south-west = 左下
direction-west = 左方
direction-north-west = 左上
diagram-broken-line = { $side }不能下在 { $square }：空格 { $gap } 切斷了這一行，什麼也夾不住。
diagram-unbroken-line = 如果 { $gap } 上換成一枚{ $side }的子，{ $square } 就可以落子，並會翻轉 { $squares }。
diagram-pass = 輪到{ $side }，但無子可下，所以{ $side }跳過，{ $other }再下一次（標出的格子：{ $squares }）。
diagram-game-end = 雙方都無子可下，還剩 { NUMBER($empties) } 個空格。{ -black } { NUMBER($black) } 子，{ -white } { NUMBER($white) } 子。{ $score }
diagram-score-shared = { $outcome }：空格由雙方平分。
diagram-score-won = { $empties } 個空格都算給勝方：{ $outcome }。
diagram-wipe-out = 僅僅 { NUMBER($count) } 手（{ $moves }）之後，{ -white }一枚子也不剩，對局結束：{ NUMBER($black) } 子對 0 子，還有 { NUMBER($empties) } 個空格，結果是{ $outcome }。
describe-side = { $side }有 { $count } 枚子，在 { $squares }
describe-side-none = { $side }沒有子
describe-to-move = 輪到{ $side }
mark-legal = 標出的可落子處：{ $squares }
mark-target = 即將落子：{ $squares }
mark-placed = 剛落的子：{ $squares }
mark-flipped = 圈出的被翻轉的子：{ $squares }
mark-illegal = 打叉，不能落子：{ $squares }
mark-gap = 空格：{ $squares }
mark-won-empty = 算給勝方的空格：{ $squares }

## 關於

about-intro = Outflank { $version } 是在瀏覽器裡下的黑白棋：在同一台裝置上和朋友對弈，或者挑戰電腦的各個角色；手機、電腦都能玩，連網或離線都行。它以 Rust 撰寫，以 WebAssembly 執行；電腦在背景執行緒裡思考，所以頁面從不卡住。
about-own = 你看到和聽到的一切都由 Outflank 自己的程式碼產生：棋盤、角色的頭像和圖示都是向量圖，每個聲音都在你下棋時即時合成。沒有使用任何他人的圖片、字型或聲音檔案，也沒有描繪任何真實人物。
about-free = Outflank 本身是自由軟體，採用 { $licence } 授權條款。
about-crates-title = 內含的開放原始碼軟體
about-crates = Outflank 建立在 { NUMBER($count) } 個開放原始碼 Rust crate 之上，它們被編譯進應用程式和它的背景執行緒。感謝它們的作者。只在建置時執行的工具（Rust 的程序巨集）不屬於應用程式，不在此列出。
about-licence-count = { $licence }：{ $count } 個
about-table-label = crate 及其授權條款
about-table-caption = 編譯進 Outflank 的 crate 及其授權條款
about-column-crate = crate
about-column-version = 版本
about-column-licence = 授權條款
about-column-authors = 作者
about-mit-title = MIT 授權條款
about-mit-intro = 這些 crate 大多可以在 MIT 授權條款下使用（許多也可選擇 Apache-2.0）。其條款（英文原文）適用於每個 crate，著作權歸上面列出的作者所有：

## The web app's manifest (an installed app's description, where the platform shows it)

manifest-description = 與電腦或朋友對弈的黑白棋（奧賽羅），手機和電腦都能玩，連網或離線皆可。
