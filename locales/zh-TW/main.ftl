### Outflank 的繁體中文(臺灣用語)。術語見 docs/i18n-glossary.md(黑方/白方、棋子、落子、跳過、穩定子、定石)。

-black = 黑方
-white = 白方

## 顏色

black = { -black }
white = { -white }
black-word = 黑子
white-word = 白子

## 對局者

you = 你
human = 玩家
computer = 電腦
your = 你的
possessive = { $name }的

## 句子

sentence = { $text }。
sentence-gap = {""}

## 剛剛發生的事

editing-board = 正在編輯棋盤
new-game = 新對局
new-game-kept = 已開始新對局（按「悔棋」可找回上一局）
game-resumed = 從第{ NUMBER($move) }手繼續對局
position-set-up = 已擺好局面
position-set-up-kept = 已擺好局面（按「悔棋」可找回上一局）
loaded-moves = 已讀入{ $count }手
loaded-moves-kept = 已讀入{ $count }手（按「悔棋」可找回上一局）
you-played = 你落子{ $square }，翻轉{ NUMBER($flipped) }子
played = { $who }落子{ $square }，翻轉{ NUMBER($flipped) }子
you-pass = 你無處可下，跳過
passes = { $who }無處可下，跳過
took-back = 已悔棋至第{ NUMBER($move) }手
replayed = 已重下至第{ NUMBER($move) }手
restored = 已找回你離開的對局，第{ NUMBER($move) }手
not-legal = { $square }不能落子
back-to-game-at = 回到對局第{ NUMBER($move) }手
copied-game = 已複製棋譜
copy-refused = 複製遭拒：棋譜已選取，請手動複製

## 輪到誰,或結果

editor-to-move = 此局面輪到{ $colour }
game-over = 對局結束：{ $result }
is-thinking = { $who }正在思考
cannot-move = { $who }無法落子：{ $reason }
your-move = 輪到你，{ NUMBER($black) }–{ NUMBER($white) }
to-move = 輪到{ $who }，{ NUMBER($black) }–{ NUMBER($white) }
variation-from = 從第{ NUMBER($move) }手起的變化：{ $line }
blocked-ends-game = { $colour }無處可下，對局就此結束

## 結果

you-win = 你贏了 { NUMBER($won) }–{ NUMBER($lost) }
you-lost = 你輸了 { NUMBER($lost) }–{ NUMBER($won) }
wins = { $who }獲勝 { NUMBER($won) }–{ NUMBER($lost) }
draw = 和局 { NUMBER($black) }–{ NUMBER($white) }
result-with-empties = { $headline }（{ $whose }{ $discs }子 + { $empty }個空格）
draw-with-empties = { $headline }（各{ $discs }子 + { $empty }個空格各得一半）

## 復盤

review-best = 第{ NUMBER($move) }手 { $square }：最佳著，{ $value }
review-best-exact = 第{ NUMBER($move) }手 { $square }：最佳著，{ $value }，精確
review-loss = 第{ NUMBER($move) }手 { $square }：{ $loss }；最佳著 { $best }，{ $value }
review-loss-exact = 第{ NUMBER($move) }手 { $square }：{ $loss }；最佳著 { $best }，{ $value }，精確
loss-best = 最佳著
lost-discs = 損失{ $loss }子
lost-inaccuracy = 損失{ $loss }子，疑問手
lost-mistake = 損失{ $loss }子，失誤
lost-blunder = 損失{ $loss }子，大失誤
review-done = 復盤完成：{ -black }損失{ NUMBER($black) }子，失誤{ $black_mistakes }次；{ -white }損失{ NUMBER($white) }子，失誤{ NUMBER($white_mistakes) }次

## 格子的讀法

square-empty = 空
square-legal = 可落子
square-last = 上一手
square-stable = 穩定子
square-best = 最佳著
square-line-step = 最佳變化第{ NUMBER($step) }手
square-value = { $value }子{ $discs ->
   *[other] {""}
}
square-exact = 精確
list-separator = ，

## 棋盤與計分

board = 棋盤
banner-passes = { $colour }跳過
card-discs = 子{ $count ->
   *[other] {""}
}
card-points = 分{ $count ->
   *[other] {""}
}
choose-opponent-label = { $colour }：{ $name }。選擇對手
opening-label = 定石：{""}

## 按鈕與設定

game-controls = 對局操作
button-new-game = 新對局
title-new-game = 新對局（N）：按「悔棋」可找回本局
button-undo = 悔棋
title-undo = 悔棋（U）
button-redo = 重下
title-redo = 重下（R）
button-hint = 提示
button-hint-pending = 思考中…
title-hint = 提示（H）：以子數顯示每一手的價值，並圈出最佳著
button-move-now = 立即落子
title-move-now = 立即落子（M）：電腦下出目前找到的最佳著
button-edit-board = 擺棋
title-edit-board = 擺棋（E）：擺出任意局面並從此繼續對局
button-save = 儲存
title-save = 儲存（S）
button-load = 讀取
title-load = 讀取（O）
saved-game-file = 儲存的對局檔案
ask-again = 讓電腦重新落子
settings = 設定
language-label = 語言
show-legal = 顯示可落子位置
show-stable = 顯示穩定子
sound = 音效
animation = 動畫
cores = 核心數
cores-automatic = 自動
changes-apply = 變更從下一手或下一局起生效。
pass-rule = 一方無處可下時
pass-rule-pass = 跳過（通常規則）
pass-rule-game-over = 對局結束
human-about = 在本裝置上落子：點按或點選格子。
details = 詳細資訊
player-in-rematch = 再戰的{ $colour }

## 棋譜與復盤按鈕

moves-title = 棋譜
no-moves = 還沒有著手。
moves-played = 已下的著手
notation-label = 棋譜記錄
copy = 複製
copied = 已複製
title-ggf = 以 GGF 格式複製棋譜（可用「貼上棋譜」讀回）
game-to-paste = 要貼上的棋譜
paste-placeholder = 貼上棋譜：著手（f5d6c3…）、局面或 GGF
paste-game = 貼上棋譜
analyze-game = 復盤分析
title-analyze = 將每一手與最佳著比較（標準見說明）
analyzing = 分析中：第{ NUMBER($done) }手，共{ $total }手

## 電腦的思考

thinking-panel = 電腦的思考
thinking-toggle = 思考
thinking-idle = 電腦思考時，這裡會顯示它的最佳著、估值和變化。
thinking-best = 目前最佳著：{ $move }
thinking-starting = 開始中…
thinking-value = 估值：{ $value }子{ $discs ->
   *[other] {""}
}
thinking-depth = 深度：{ NUMBER($depth) }
thinking-win-rate = 勝率：{ NUMBER($percent) }%（造訪{ $visits }次）
thinking-playouts = 模擬對局：{ $count }
thinking-solving = 正在精確計算剩餘{ $empties }個空格
thinking-nodes-rate = 每秒{ $count }個節點
thinking-playouts-rate = 每秒{ $count }局模擬
thinking-line = 變化：{ $line }

## 選擇對手

choose-your-opponent = 選擇對手
rating-first-timer = （人人從1000起步，相當於初學者的程度）。
rating-after-games = （已下{ $games }局）。
start-again = 從1000重新開始
close = 關閉
strength-line = { $strength } · { NUMBER($rating) }
strength-beginner = 入門
strength-casual = 初級
strength-club = 中級
strength-strong = 高級
strength-expert = 專家
strength-master = 大師
strength-world = 世界級

## A level's technical details (under "Details"), made from its settings: the parts that
## apply, joined by list-separator. $temperature and $playouts are numbers already written
## in the language's way (8.4, 32,000).

level-details-depth = Alpha-Beta 搜尋 { $depth } 層
level-details-softmax = softmax 溫度 { $temperature } 子
level-details-endgame = 殘局 { $temperature } 子
level-details-max-loss = 不下比最佳著差 { NUMBER($loss) } 子以上的棋
level-details-exact = 剩 { NUMBER($empties) } 個空格起精確計算
level-details-playouts = 每步 { $playouts } 局隨機對局或 { $seconds } 秒的樹搜尋
level-details-guided = 由學習所得的評估函數引導的樹搜尋
level-details-deepening = 在時限內逐層加深的 Alpha-Beta 搜尋（學習所得的評估函數與選擇性搜尋）
level-details-time = 每步約 { $seconds } 秒
level-details-time-fraction = 每步約 { $seconds } 秒

## 復盤的圖表與統計

review-loss-black = 損失子數：{ -black }{""}
review-loss-white = ，{ -white }{""}
margin-draw-solved = 和局（精確）
margin-even = 均勢
margin-wins-solved = { $colour }勝{ $by }子（精確）
margin-ahead = { $colour }領先約{ $by }子
chart-label = 每一手後{ -black }的估值（共{ $moves }手）；最後一手後為{ $margin }；下方是雙方累計損失。用方向鍵逐手查看。
chart-scale-black = { -black } +32
chart-scale-white = { -white } +32
chart-loss-legend = 累計損失：{ -black } ━ { -white } ┅
chart-ahead-legend = { -black }領先 ↑ · { -white }領先 ↓（終局子差）
review-hint = 點選棋譜中的一手可查看其局面；在該局面下另一手即可嘗試變化。
browse-previous = 上一手
browse-next = 下一手
variation-kept = 從第{ NUMBER($move) }手起的變化；實戰棋譜已保留。
best-line = 最佳變化：
show-line = 在棋盤上顯示

## 擺棋

editor-title = 擺棋
editor-help = 點選或點按格子（或按 Enter）可在空、黑、白之間切換，然後從擺好的局面繼續對局。
editor-turn = 輪到
editor-start = 初始局面
editor-clear = 清空
editor-play = 從此開始

## 結果與對手建議

your-rating-label = 你的等級分：{""}
suggest-stronger = 你贏了：挑戰更強的對手嗎？
suggest-easier = 連輸兩局：換個容易些的對手嗎？
try-next = 下一局和{ $name }下？
play-again = 再來一局
title-play-again = 交換先後，立即開始新對局
rematch-options = 再戰設定
title-rematch-options = 先選擇對局者和規則
farewell = { $name }：「{ $line }」

## 再戰設定

rematch = 再戰
rematch-computer-lost = 請選擇再戰中雙方由誰來下，以及規則。
rematch-you-lost = 你輸了，由你來選擇再戰設定。
rematch-colour-lost = { $colour }輸了，由{ $colour }來選擇再戰設定。
rematch-draw = 和局：由你們任一方選擇再戰設定。
start-rematch = 開始再戰
cancel = 取消

## 頁面

page-title = Outflank · 黑白棋
back-to-game = 返回對局
rules-title = 黑白棋玩法
about-title = 關於 Outflank
loading = 載入中…
page-failed = 無法載入此頁面。請檢查網路連線後再試一次。

nav-more = 更多
nav-rules = 規則
nav-about = 關於
nav-help = 說明

## 通知與錯誤

could-not-save = 無法儲存對局：瀏覽器未能產生檔案。
could-not-load = 無法讀取對局：{ $reason }。
could-not-load-ggf = 無法讀取 GGF 棋譜：{ $reason }
could-not-set-up = 無法擺出局面：{ $reason }
could-not-load-moves = 無法讀取著手：{ $reason }
language-unavailable = 無法載入{ $language }（{ $reason }）；請檢查網路連線後重新選擇。
catalog-unreachable = 無法取得語言檔案
catalog-damaged = 語言檔案已損壞
rating-unreadable = 無法讀取你的等級分（{ $reason }）；將從1000重新開始。舊記錄保存在本站儲存空間的「{ $key }」中。
standing-not-a-record = 這不是本應用程式的等級分記錄
standing-newer-version = 它由較新版本的 Outflank 寫入（記錄版本 { NUMBER($version) }）
standing-missing = 缺少「{ $field }」欄位
standing-wrong = 「{ $field }」欄位的值無效
standing-unknown = 此版本不認得「{ $field }」欄位
save-unreadable = 無法還原儲存的對局（{ $reason }）；已開始新對局。舊記錄保存在本站儲存空間的「{ $key }」中。
old-version-save = 舊版 Outflank 儲存的對局無法在此版本中繼續；已開始新對局。舊記錄保存在本站儲存空間的「{ $key }」中。
dismiss = 關閉通知


## 貼上的棋譜或局面無法載入的原因（接在 could-not-load-moves 等之後）

paste-at-move = 第 { NUMBER($move) } 手（第 { NUMBER($char) } 個字元）：{ $what }
paste-unexpected-char = 意外的字元“{ $char }”
paste-bad-row = “{ $square }”不是格子（行必須是 1-8）
paste-truncated = 棋譜在一手棋的中間結束了
paste-illegal = { $square } 不是{ $colour }可以落子的位置
paste-pass-with-moves = { $colour }有棋可下，不能跳過
paste-after-game-over = 對局已經結束
obf-at = 第 { NUMBER($char) } 個字元：{ $what }
obf-too-short = 棋盤只有 { NUMBER($count) } 格就在此結束，需要 64 格（a1..h8）
obf-too-long = 棋盤有 { NUMBER($count) } 格，需要 64 格（a1..h8）；第 65 格在此
obf-bad-square = “{ $char }”不是格子（X 或 * 為黑，O 為白，- 或 . 為空）
obf-missing-side = 棋盤之後缺少輪到哪方（X 或 O）
obf-bad-side = 輪到哪方必須是 X 或 O，而不是“{ $char }”
obf-trailing = 輪到哪方之後有意外的“{ $char }”（註釋以 ; 開頭）
ggf-not-a-game = GGF 棋譜以 (; 開頭
ggf-bad-board = 棋盤 BO[...] 缺失，或不是由 64 格和輪到哪方組成的 8x8 棋盤
ggf-unclosed = { $name }[ 缺少結尾的 ]
ggf-bad-move = 第 { NUMBER($move) } 手：“{ $text }”既不是格子也不是 PA
ggf-wrong-colour = 第 { NUMBER($move) } 手：不是輪到{ $colour }
ggf-illegal = 第 { NUMBER($move) } 手（{ $square }）：{ $why }
illegal-occupied = { $square } 已經有子
illegal-no-flips = { $square } 翻轉不了任何子
illegal-pass = 有棋可下時不能跳過
illegal-game-over = 對局已經結束
unplayable = 無法從這個局面下棋：{ $reason }。
unplayable-empty = 棋盤是空的，雙方都無法落子
unplayable-full = 所有格子都已佔滿，對局已經結束
unplayable-one-colour = 棋盤上只有{ $colour }的子，雙方都無法落子
unplayable-no-moves = { -black }和{ -white }都無處可落子
level-substituted = { $colour }原為電腦等級 { NUMBER($level) }，此版本的 Outflank 沒有這個等級：由最接近的等級{ $name }代為對弈。


## 幫助

help-title = 幫助
help-playing = 下棋
help-tap = 輕點（或單擊）帶圓點的格子即可在那裡落子：圓點表示輪到的一方可以落子的位置。輕點其他格子會說明為什麼不能在那裡落子。
help-undo = 「{ button-undo }」會撤回你的上一步。它也能找回你用「{ button-new-game }」「{ paste-game }」「{ button-load }」「{ play-again }」或擺棋離開的對局。
help-play-again = 對局結束後，「{ play-again }」會立即交換顏色開始新對局；「{ rematch-options }」可以先選擇對弈雙方和規則。
help-shortcuts = 鍵盤快捷鍵
help-kbd-or = { $first } 或 { $second }
help-kbd-arrows = 方向鍵、Enter
help-key-hint = { button-hint }：以子數顯示每步的價值（最終的子數差），最佳著用圓圈標出
help-key-move-now = { button-move-now }：電腦走出目前找到的最佳著
help-key-edit = { button-edit-board }：擺出一個局面並從那裡繼續下
help-key-save = 把對局儲存為檔案
help-key-load = 從檔案讀取對局
help-key-players = 選擇{ -black } / { -white }由誰下
help-key-legal = 顯示或隱藏可落子位置
help-key-jump = 跳到下一個 / 上一個可落子的格子
help-key-help = 本幫助
help-key-board = 在棋盤上移動並落子
help-tab = 每個控制元件也都可以用 Tab 到達，用 Enter 或空格鍵使用。
help-analyze = 每一步都與最佳著比較：剩 18 個空格起精確計算，之前為 8 層搜尋。比最佳著少 2 到 5 子的是疑問手（?!），6 到 11 子是失誤（?），12 子或以上是大失誤（??）。點選一步棋或圖表上的一點（或在圖表上使用方向鍵）即可檢視該局面，最佳著以圓圈標出。

## 定石名

# 按引擎定石表（engine/data/openings.txt）的順序。
opening-name = { $opening ->
    [0] 斜取
    [1] X位開局
    [2] 蛇
    [3] 萊森斯
    [4] 金字塔
    [5] 飛出牛
    [6] 三村變化II
    [7] 飛出蝙蝠
    [8] 巖崎變化
    [9] 飛出煙囪
    [10] 狸
    [11] 火箭
    [12] 漢密爾頓
    [13] 棒棒糖
    [14] 牛
    [15] 煙囪
    [16] 蝙蝠
    [17] 蝙蝠（皮奧續2）
    [18] 梅爾尼科夫
    [19] 蝙蝠（克林續）
    [20] 蝙蝠（克林變著）
    [21] 羅斯對托特
    [22] 谷田
    [23] 飛機
    [24] 帆船
    [25] 丸岡
    [26] 蘭道
    [27] 水牛
    [28] 丸岡水牛
    [29] 谷田水牛
    [30] 北陸水牛
    [31] 翼變化
    [32] 半翼變化
    [33] 平行開局
    [34] 垂直開局
    [35] 三村
    [36] 薩滿
    [37] 井上
    [38] 伊阿古
    [39] 巴加特
    [40] 玫瑰
    [41] 平板
    [42] 旋轉平板
    [43] 村上變化
    [44] 旋轉平板（克林續）
    [45] 玫瑰誕生
    [46] 布萊特斯坦
    [47] 玫瑰小鳥
    [48] 玫瑰為則（克林）
    [49] 格林伯格
    [50] 拉勒
    [51] 馬
    [52] 神經節
    [53] 燕
    [54] 無貓（續）
    [55] 義大利
    [56] 貓
    [57] 坂口
    [58] 伯納
    [59] 彎神經節
    [60] 虎
    [61] 史蒂文森
    [62] 無功
    [63] 無功（續）
    [64] 康波斯
    [65] F.A.T.和棋
    [66] 閃電
    [67] 功
    [68] 領頭虎
    [69] 布賴特韋爾
    [70] 石井
    [71] 虎（主線）
    [72] 玫瑰比爾
    [73] 為則
    [74] 中央玫瑰比爾
    [75] 田中
    [76] 田中（費爾德堡續）
    [77] 兔
    [78] 鼠
   *[other] { $name }
}


## Why a save file cannot be loaded (after could-not-load). The file's own words (a field's
## path such as options.sound, a value it holds) are quoted as they are, untranslated.

load-empty = 檔案是空的
load-too-large = 檔案太大，不是 Outflank 對局（{ NUMBER($bytes) } 位元組；保存的對局只有幾 KB）
load-not-json = 檔案不是 JSON：在第 { NUMBER($line) } 行第 { NUMBER($column) } 欄處出錯
load-truncated = 檔案不完整：在第 { NUMBER($line) } 行第 { NUMBER($column) } 欄處就結束了，對局還沒寫完
load-not-an-object = 檔案是 JSON，但不是 Outflank 對局：裡面是{ $found }，而不是物件
load-not-outflank = 檔案是 JSON，但不是 Outflank 對局（沒有「format」欄位）
load-wrong-format = 檔案是「{ $name }」文件，不是 Outflank 對局（「{ $format }」）
load-future-version = 檔案由更新的 Outflank（版本 { NUMBER($version) }）製作；此版本只能讀取版本 { NUMBER($supported) }。請更新應用程式後再讀取
load-missing = 缺少「{ $field }」欄位
load-wrong-type = 「{ $field }」欄位應為{ $expected }，而不是{ $found }
load-bad-start = 起始局面（「start」）有誤：{ $reason }
load-bad-moves = 棋譜（「moves」）不是合法的對局：{ $reason }
load-cursor = 目前手（「cursor」）是 { NUMBER($cursor) }，但檔案只記錄了 { NUMBER($moves) } 手
load-turn = 檔案說輪到（「to_move」）「{ $file }」，但按其棋譜應輪到「{ $actual }」
load-found-number = 數字 { $number }
load-found-fraction = 帶小數的數字
load-found-text = 文字「{ $text }」
load-found-list = 清單
load-found-object = 物件
load-expected-text = 文字
load-expected-bool = true 或 false
load-expected-whole-number = 整數
load-expected-object = 物件
load-expected-object-like = 像 { $example } 這樣的物件
load-expected-list = 清單
load-expected-cores = 1 到 { NUMBER($max) } 的核心數
load-expected-discs = -64 到 64 的子數
load-expected-depth = 以手數計的搜尋深度（整數）
load-expected-level-id = 等級編號（整數）
load-version-zero = 「{ $field }」欄位必須至少為 1，而不是 0
load-pass-rule = 「{ $field }」欄位必須是「pass」或「gameover」，而不是「{ $found }」
load-to-move = 「{ $field }」欄位必須是「black」「white」或「none」，而不是「{ $found }」
load-player-kind = 「{ $field }」欄位必須是「human」或「computer」，而不是「{ $found }」
load-level-range = 「{ $field }」欄位必須是 0 到 255 的等級編號，而不是 { NUMBER($level) }
load-too-long = 「{ $field }」欄位最多 { NUMBER($max) } 個字元
load-review-too-long = 「{ $field }」欄位復盤了 { NUMBER($reviewed) } 手，但只下了 { NUMBER($played) } 手
load-best-not-legal = 「{ $field }」欄位必須是該局面下可以落子的位置，而不是「{ $found }」
load-file-unreadable = 瀏覽器無法讀取該檔案

## Why the computer gave no usable answer (after cannot-move, no-hint, no-best-line, not-analyzed)

computer-no-answer = 電腦在 { NUMBER($seconds) } 秒內沒有回應
computer-worker-stopped = 這次計算中電腦的工作執行緒停止了 { NUMBER($times) } 次
computer-other-version = 電腦的工作執行緒與頁面來自不同版本的 Outflank：請重新載入頁面
computer-illegal-answer = 電腦給出的 { $move } 在這裡不能下
computer-no-move = 電腦沒有找到可下的棋
computer-fault = 應用程式內部錯誤（{ $detail }）
no-hint = 無法給出提示：{ $reason }。
no-best-line = 無法給出最佳變化：{ $reason }。
not-analyzed = 無法分析這盤棋：{ $reason }。
storage-refused = 無法為下次保存這盤棋和你的設定：瀏覽器拒絕儲存資料（儲存空間已滿或已關閉）。
update-installed = Outflank 的新版本已安裝：請重新載入頁面以使用。

