### Outflank の日本語。用語は docs/i18n-glossary.md(黒・白、石、打つ、パス、確定石、最善手)。

-black = 黒
-white = 白

## 色

black = { -black }
white = { -white }
black-word = 黒石
white-word = 白石

## 対局者

you = あなた
human = 人間
computer = コンピューター
your = あなたの
possessive = { $name }の

## 文:句点と、文と文の間

sentence = { $text }。
sentence-gap = {""}

## いま起きたこと

editing-board = 盤面を編集中
new-game = 新しい対局
new-game-kept = 新しい対局を始めました（「待った」で前の対局に戻せます）
game-resumed = { NUMBER($move) }手目から対局を再開
position-set-up = 局面を設定しました
position-set-up-kept = 局面を設定しました（「待った」で前の対局に戻せます）
loaded-moves = { $count }手を読み込みました
loaded-moves-kept = { $count }手を読み込みました（「待った」で前の対局に戻せます）
you-played = あなたが{ $square }に打ち、{ NUMBER($flipped) }石返しました
played = { $who }が{ $square }に打ち、{ NUMBER($flipped) }石返しました
you-pass = あなたは打てる場所がないのでパスです
passes = { $who }は打てる場所がないのでパスです
took-back = { NUMBER($move) }手目まで戻しました
replayed = { NUMBER($move) }手目まで進めました
restored = 中断した対局を{ NUMBER($move) }手目から戻しました
not-legal = { $square }には打てません
back-to-game-at = 対局の{ NUMBER($move) }手目に戻りました
copied-game = 棋譜をコピーしました
copy-refused = コピーできませんでした。棋譜を選択してあるので、手動でコピーしてください

## 手番と結果

editor-to-move = この局面は{ $colour }の番
game-over = 終局：{ $result }
is-thinking = { $who }が考え中
cannot-move = { $who }が打てません：{ $reason }
your-move = あなたの番です。{ NUMBER($black) }–{ NUMBER($white) }
to-move = { $who }の番です。{ NUMBER($black) }–{ NUMBER($white) }
variation-from = { NUMBER($move) }手目からの変化：{ $line }
blocked-ends-game = { $colour }は打てる場所がないので、ここで終局です

## 結果

you-win = あなたの勝ち { NUMBER($won) }–{ NUMBER($lost) }
you-lost = あなたの負け { NUMBER($lost) }–{ NUMBER($won) }
wins = { $who }の勝ち { NUMBER($won) }–{ NUMBER($lost) }
draw = 引き分け { NUMBER($black) }–{ NUMBER($white) }
result-with-empties = { $headline }（{ $whose }{ $discs }石+空きマス{ $empty }）
draw-with-empties = { $headline }（各{ $discs }石+空きマス{ $empty }を半分ずつ）

## 検討

review-best = { NUMBER($move) }手目 { $square }：最善手、{ $value }
review-best-exact = { NUMBER($move) }手目 { $square }：最善手、{ $value }（完全読み）
review-loss = { NUMBER($move) }手目 { $square }：{ $loss }。最善手 { $best }、{ $value }
review-loss-exact = { NUMBER($move) }手目 { $square }：{ $loss }。最善手 { $best }、{ $value }（完全読み）
loss-best = 最善手
lost-discs = { $loss }石損
lost-inaccuracy = { $loss }石損、疑問手
lost-mistake = { $loss }石損、悪手
lost-blunder = { $loss }石損、大悪手
review-done = 検討完了：{ -black }は{ NUMBER($black) }石損で悪手{ $black_mistakes }、{ -white }は{ NUMBER($white) }石損で悪手{ NUMBER($white_mistakes) }

## マスの読み上げ

square-empty = 空き
square-legal = 打てる
square-last = 直前の手
square-stable = 確定石
square-best = 最善手
square-line-step = 最善進行の{ NUMBER($step) }手目
square-value = { $value }石{ $discs ->
   *[other] {""}
}
square-exact = 完全読み
list-separator = 、

## 盤とスコア

board = 盤
banner-passes = { $colour }はパス
card-discs = 石{ $count ->
   *[other] {""}
}
card-points = 点{ $count ->
   *[other] {""}
}
choose-opponent-label = { $colour }：{ $name }。対戦相手を選ぶ
opening-label = 定石：{""}

## ボタンと設定

game-controls = 対局の操作
button-new-game = 新しい対局
title-new-game = 新しい対局（N）：「待った」でこの対局に戻せます
button-undo = 待った
title-undo = 待った（U）
button-redo = 進める
title-redo = 進める（R）
button-hint = ヒント
button-hint-pending = 考え中…
title-hint = ヒント（H）：各手の評価を石数で表示し、最善手に印を付けます
button-move-now = すぐ打つ
title-move-now = すぐ打つ（M）：コンピューターがその時点の最善手を打ちます
button-edit-board = 盤面編集
title-edit-board = 盤面編集（E）：好きな局面を作って、そこから対局します
button-save = 保存
title-save = 保存（S）
button-load = 読み込み
title-load = 読み込み（O）
saved-game-file = 保存した対局のファイル
ask-again = もう一度コンピューターに打たせる
settings = 設定
language-label = 言語
show-legal = 打てる場所を表示
show-stable = 確定石を表示
sound = 効果音
animation = アニメーション
cores = コア数
cores-automatic = 自動
changes-apply = 変更は次の手か次の対局から有効になります。
pass-rule = 打てる場所がないとき
pass-rule-pass = パスする（通常のルール）
pass-rule-game-over = 終局にする
human-about = この端末で打ちます：マスをタップまたはクリック。
details = 詳細
player-in-rematch = 再戦の{ $colour }

## 棋譜と検討のボタン

moves-title = 棋譜
no-moves = まだ手がありません。
moves-played = 打った手
notation-label = 棋譜（表記）
copy = コピー
copied = コピーしました
title-ggf = 棋譜を GGF 形式でコピー（「棋譜を貼り付け」で読み戻せます）
game-to-paste = 貼り付ける棋譜
paste-placeholder = 棋譜を貼り付け：手順（f5d6c3…）、局面、GGF
paste-game = 棋譜を貼り付け
analyze-game = 対局を検討
title-analyze = すべての手を最善手と比べます（基準はヘルプにあります）
analyzing = 検討中：{ $total }手中{ NUMBER($done) }手
## コンピューターの思考

thinking-panel = コンピューターの思考
thinking-toggle = 思考
thinking-idle = 考えている間、ここに最善手・評価値・読み筋が出ます。
thinking-best = 現在の最善手：{ $move }
thinking-starting = 開始中…
thinking-value = 評価値：{ $value }石{ $discs ->
   *[other] {""}
}
thinking-depth = 深さ：{ NUMBER($depth) }
thinking-win-rate = 勝率：{ NUMBER($percent) }%（訪問{ $visits }回）
thinking-playouts = プレイアウト：{ $count }
thinking-solving = 残り{ $empties }マスを完全読み中
thinking-nodes-rate = { $count }ノード/秒
thinking-playouts-rate = { $count }プレイアウト/秒
thinking-line = 読み筋：{ $line }

## 対戦相手の選択

choose-your-opponent = 対戦相手を選ぶ
rating-first-timer = （誰でも1000から。初めての人の強さです）。
rating-after-games = （{ $games }局）。
start-again = 1000からやり直す
close = 閉じる
strength-line = { $strength }・{ NUMBER($rating) }
strength-beginner = 入門
strength-casual = 初級
strength-club = 中級
strength-strong = 上級
strength-expert = 有段
strength-master = 高段
strength-world = 名人級

## A level's technical details (under "Details"), made from its settings: the parts that
## apply, joined by list-separator. $temperature and $playouts are numbers already written
## in the language's way (8.4, 32,000).

level-details-depth = アルファベータ探索 { $depth }手読み
level-details-softmax = ソフトマックス温度{ $temperature }石
level-details-endgame = 終盤は{ $temperature }石
level-details-max-loss = 最善より{ NUMBER($loss) }石以上悪い手は打たない
level-details-exact = 残り{ NUMBER($empties) }マスから完全読み
level-details-playouts = 1手につきランダム対局{ $playouts }回または{ $seconds }秒の木探索
level-details-guided = 学習した評価関数に導かれる木探索
level-details-deepening = 時間いっぱいまで深く読むアルファベータ探索（学習した評価関数と選択的探索）
level-details-time = 1手あたり約{ $seconds }秒
level-details-time-fraction = 1手あたり約{ $seconds }秒

## 検討のグラフと集計

review-loss-black = 損した石数：{ -black }{""}
review-loss-white = 、{ -white }{""}
margin-draw-solved = 引き分け（完全読み）
margin-even = 互角
margin-wins-solved = { $colour }の{ $by }石勝ち（完全読み）
margin-ahead = { $colour }が約{ $by }石リード
chart-label = 各手の後の{ -black }から見た評価値（{ $moves }手）。最終手の後は{ $margin }。その下は各対局者の損した石数の累計。矢印キーで手を移動します。
chart-scale-black = { -black } +32
chart-scale-white = { -white } +32
chart-loss-legend = 損した石数：{ -black } ━ { -white } ┅
chart-ahead-legend = { -black }優勢 ↑ ・ { -white }優勢 ↓（終局時の石差）
review-hint = 棋譜の手を選ぶとその局面が出ます。そこで別の手を打つと変化を試せます。
browse-previous = 前へ
browse-next = 次へ
variation-kept = { NUMBER($move) }手目からの変化です。実際の対局は残してあります。
best-line = 最善進行：
show-line = 盤に表示

## 盤面編集

editor-title = 盤面編集
editor-help = マスをクリックかタップ（または Enter）するたびに、空き・黒・白と変わります。作った局面から対局を続けられます。
editor-turn = 手番
editor-start = 初期配置
editor-clear = すべて消す
editor-play = ここから対局

## 結果と対戦相手の提案

your-rating-label = あなたのレーティング：{""}
suggest-stronger = 勝ちました。もっと強い相手に挑みますか？
suggest-easier = 2連敗です。少しやさしい相手にしますか？
try-next = 次は{ $name }と対戦？
play-again = もう一局
title-play-again = 先後を入れ替えてすぐに新しい対局
rematch-options = 再戦の設定
title-rematch-options = 先に対局者とルールを選ぶ
farewell = { $name }：「{ $line }」

## 再戦の設定

rematch = 再戦
rematch-computer-lost = 再戦の対局者とルールを選んでください。
rematch-you-lost = あなたが負けたので、再戦の設定はあなたが選びます。
rematch-colour-lost = { $colour }が負けたので、再戦の設定は{ $colour }が選びます。
rematch-draw = 引き分けなので、どちらが再戦の設定を選んでもかまいません。
start-rematch = 再戦を始める
cancel = キャンセル

## ページ

page-title = Outflank · オセロ
back-to-game = 対局に戻る
rules-title = オセロの遊び方
about-title = Outflank について
loading = 読み込み中…
page-failed = このページを読み込めませんでした。接続を確かめて、もう一度お試しください。

nav-more = その他
nav-rules = ルール
nav-about = このアプリについて
nav-help = ヘルプ

## お知らせとエラー

could-not-save = 対局を保存できませんでした：ブラウザーがファイルを作れませんでした。
could-not-load = 対局を読み込めませんでした：{ $reason }。
could-not-load-ggf = GGF の棋譜を読み込めませんでした：{ $reason }
could-not-set-up = 局面を設定できませんでした：{ $reason }
could-not-load-moves = 手順を読み込めませんでした：{ $reason }
language-unavailable = { $language }を読み込めませんでした（{ $reason }）。接続を確かめて、もう一度選んでください。
catalog-unreachable = 言語ファイルを取得できませんでした
catalog-damaged = 言語ファイルが壊れています
rating-unreadable = レーティングを読み込めませんでした（{ $reason }）。1000からやり直します。以前の記録はこのサイトの保存領域の「{ $key }」に残してあります。
standing-not-a-record = このアプリのレーティングの記録ではありません
standing-newer-version = 新しいバージョンの Outflank で書かれた記録です（記録のバージョン { NUMBER($version) }）
standing-missing = 「{ $field }」欄がありません
standing-wrong = 「{ $field }」欄の値が正しくありません
standing-unknown = 「{ $field }」はこのバージョンが知らない欄です
save-unreadable = 保存した対局を復元できませんでした（{ $reason }）。新しい対局を始めました。以前の記録はこのサイトの保存領域の「{ $key }」に残してあります。
old-version-save = 以前のバージョンの Outflank で保存した対局は、このバージョンでは再開できません。新しい対局を始めました。以前の記録はこのサイトの保存領域の「{ $key }」に残してあります。
dismiss = お知らせを閉じる


## 貼り付けた棋譜や局面を読み込めない理由（could-not-load-moves などの後に）

paste-at-move = { NUMBER($move) }手目（{ NUMBER($char) }文字目）：{ $what }
paste-unexpected-char = 予期しない文字「{ $char }」があります
paste-bad-row = 「{ $square }」はマスではありません（行は1〜8）
paste-truncated = 手の途中で棋譜が終わっています
paste-illegal = { $square }は{ $colour }の打てる場所ではありません
paste-pass-with-moves = 打てる場所があるので{ $colour }はパスできません
paste-after-game-over = 対局はすでに終わっています
obf-at = { NUMBER($char) }文字目：{ $what }
obf-too-short = 盤が{ NUMBER($count) }マスでここで終わっています。64マス（a1〜h8）必要です
obf-too-long = 盤が{ NUMBER($count) }マスあります。64マス（a1〜h8）必要で、65マス目がここです
obf-bad-square = 「{ $char }」はマスではありません（X か * が黒、O が白、- か . が空き）
obf-missing-side = 盤の後に手番（X か O）がありません
obf-bad-side = 手番は X か O でなければなりません（「{ $char }」になっています）
obf-trailing = 手番の後に予期しない「{ $char }」があります（コメントは ; で始めます）
ggf-not-a-game = GGF の棋譜は (; で始まります
ggf-bad-board = 盤 BO[...] がないか、64マスと手番の8×8の盤になっていません
ggf-unclosed = { $name }[ に閉じる ] がありません
ggf-bad-move = { NUMBER($move) }手目：「{ $text }」はマスでも PA でもありません
ggf-wrong-colour = { NUMBER($move) }手目：{ $colour }の手番ではありません
ggf-illegal = { NUMBER($move) }手目（{ $square }）：{ $why }
illegal-occupied = { $square }にはすでに石があります
illegal-no-flips = { $square }では石を返せません
illegal-pass = 打てる場所があるのでパスできません
illegal-game-over = 対局は終わっています
unplayable = この局面からは打てません：{ $reason }。
unplayable-empty = 盤に石がないので、どちらも打てません
unplayable-full = すべてのマスが埋まっていて、対局はすでに終わっています
unplayable-one-colour = 盤に{ $colour }の石しかないので、どちらも打てません
unplayable-no-moves = { -black }も{ -white }も打てる場所がありません
level-substituted = { $colour }は「コンピューター レベル{ NUMBER($level) }」でしたが、このバージョンにはないレベルです。いちばん近いレベルの{ $name }が代わりに打ちます。


## ヘルプ

help-title = ヘルプ
help-playing = 打ち方
help-tap = 点のあるマスをタップ（またはクリック）するとそこに打ちます。点は手番の側が打てる場所です。ほかのマスをタップすると、打てない理由を表示します。
help-undo = 「{ button-undo }」で直前の手を取り消します。「{ button-new-game }」「{ paste-game }」「{ button-load }」「{ play-again }」や盤面編集で離れた対局も元に戻せます。
help-play-again = 終局後、「{ play-again }」で色を入れ替えてすぐ次の対局を始めます。「{ rematch-options }」では先に対局者とルールを選べます。
help-shortcuts = キーボードショートカット
help-kbd-or = { $first } または { $second }
help-kbd-arrows = 矢印キー、Enter
help-key-hint = { button-hint }：各手の評価を石数で表示（最終的な石差）、最善手に丸印
help-key-move-now = { button-move-now }：コンピューターがその時点の最善手を打ちます
help-key-edit = { button-edit-board }：局面を作ってそこから打ち続けます
help-key-save = 対局をファイルに保存
help-key-load = ファイルから対局を読み込む
help-key-players = { -black } / { -white } の対局者を選ぶ
help-key-legal = 打てる場所の表示を切り替える
help-key-jump = 次 / 前の打てるマスへ移動
help-key-help = このヘルプ
help-key-board = 盤の上を移動して打つ
help-tab = どの操作も Tab で移動し、Enter か Space で使えます。
help-analyze = すべての手を最善手と比べます。残り18マスからは完全読み、それ以前は8手読みです。最善手より2〜5石損する手は疑問手（?!）、6〜11石は悪手（?）、12石以上は大悪手（??）です。手やグラフの点をクリックする（またはグラフ上で矢印キーを使う）と、その局面を最善手に丸印をつけて表示します。

## 定石名

# エンジンの定石表（engine/data/openings.txt）の順番で。日本のオセロ界での呼び名（出典は docs/i18n-glossary.md）。
opening-name = { $opening ->
    [0] 斜め取り
    [1] 暴走牛
    [2] 蛇
    [3] ライソンズ
    [4] ピラミッド
    [5] 飛び出し牛
    [6] 三村流II
    [7] 飛び出しこうもり
    [8] 岩崎流
    [9] 飛び出し煙突
    [10] 狸
    [11] ロケット
    [12] ハミルトン
    [13] ロリポップ
    [14] 牛
    [15] 煙突
    [16] こうもり
    [17] こうもり（ピアウ継続2）
    [18] メルニコフ
    [19] こうもり（クリング継続）
    [20] こうもり（クリング別法）
    [21] ローズ対トス
    [22] 谷田流
    [23] 飛行機
    [24] ヨット
    [25] 丸岡流
    [26] ランダウ
    [27] バッファロー
    [28] 丸岡バッファロー
    [29] 谷田バッファロー
    [30] 北陸バッファロー
    [31] ウイング変化
    [32] セミウイング変化
    [33] 並び取り
    [34] 縦取り
    [35] 三村流
    [36] シャーマン
    [37] 井上流
    [38] イアーゴ
    [39] バガット
    [40] ローズ
    [41] フラット
    [42] 回転フラット
    [43] 村上流
    [44] 回転フラット（クリング継続）
    [45] ローズバース
    [46] ブライトシュタイン
    [47] ローズためのり
    [48] ローズためのり（クリング）
    [49] グリーンバーグ
    [50] ラレ
    [51] 馬
    [52] ガングリオン
    [53] 燕
    [54] ノーキャット（継続）
    [55] イタリアン
    [56] 猫
    [57] 坂口流
    [58] ベルナー
    [59] 曲がりガングリオン
    [60] 虎
    [61] ステファンソン
    [62] ノーカン
    [63] ノーカン（継続）
    [64] コンポス
    [65] F.A.T.ドロー
    [66] ライトニングボルト
    [67] カン
    [68] リーダーズタイガー
    [69] ブライトウェル
    [70] 石井流
    [71] 虎（本線）
    [72] 花形
    [73] ためのり
    [74] 中央花形
    [75] 田中流
    [76] 田中流（フェルトボルグ継続）
    [77] 兎
    [78] 鼠
   *[other] { $name }
}


## Why a save file cannot be loaded (after could-not-load). The file's own words (a field's
## path such as options.sound, a value it holds) are quoted as they are, untranslated.

load-empty = ファイルが空です
load-too-large = ファイルが大きすぎて、Outflank の対局ではありません（{ NUMBER($bytes) } バイト。保存した対局は数キロバイトです）
load-not-json = ファイルが JSON ではありません：{ NUMBER($line) } 行 { NUMBER($column) } 文字目で崩れています
load-truncated = ファイルが途中で切れています：{ NUMBER($line) } 行 { NUMBER($column) } 文字目で、対局が終わる前に終わっています
load-not-an-object = ファイルは JSON ですが Outflank の対局ではありません：オブジェクトではなく{ $found }が入っています
load-not-outflank = ファイルは JSON ですが Outflank の対局ではありません（「format」欄がありません）
load-wrong-format = ファイルは「{ $name }」の文書で、Outflank の対局（「{ $format }」）ではありません
load-future-version = ファイルは新しい Outflank（バージョン { NUMBER($version) }）で作られています。このアプリが読めるのはバージョン { NUMBER($supported) } までです。読み込むにはアプリを更新してください
load-missing = 「{ $field }」欄がありません
load-wrong-type = 「{ $field }」欄は{ $expected }でなければなりませんが、{ $found }です
load-bad-start = 開始局面（「start」）が正しくありません：{ $reason }
load-bad-moves = 手順（「moves」）が正しい対局になっていません：{ $reason }
load-cursor = 現在の手（「cursor」）が { NUMBER($cursor) } ですが、ファイルには { NUMBER($moves) } 手しか記録されていません
load-turn = ファイルでは手番（「to_move」）が「{ $file }」ですが、記録された手のあとでは「{ $actual }」です
load-found-number = 数 { $number }
load-found-fraction = 小数
load-found-text = 文字列「{ $text }」
load-found-list = リスト
load-found-object = オブジェクト
load-expected-text = 文字列
load-expected-bool = true か false
load-expected-whole-number = 整数
load-expected-object = オブジェクト
load-expected-object-like = { $example } のようなオブジェクト
load-expected-list = リスト
load-expected-cores = 1〜{ NUMBER($max) } のコア数
load-expected-discs = -64〜64 の石数
load-expected-depth = 手数で表した読みの深さ（整数）
load-expected-level-id = レベルの番号（整数）
load-version-zero = 「{ $field }」欄は 1 以上でなければなりませんが、0 です
load-pass-rule = 「{ $field }」欄は「pass」か「gameover」でなければなりませんが、「{ $found }」です
load-to-move = 「{ $field }」欄は「black」「white」「none」のどれかでなければなりませんが、「{ $found }」です
load-player-kind = 「{ $field }」欄は「human」か「computer」でなければなりませんが、「{ $found }」です
load-level-range = 「{ $field }」欄は 0〜255 のレベル番号でなければなりませんが、{ NUMBER($level) } です
load-too-long = 「{ $field }」欄は { NUMBER($max) } 文字以内でなければなりません
load-review-too-long = 「{ $field }」欄は { NUMBER($reviewed) } 手を検討していますが、打たれたのは { NUMBER($played) } 手です
load-best-not-legal = 「{ $field }」欄はその局面で打てる手でなければなりませんが、「{ $found }」です
load-file-unreadable = ブラウザーがファイルを読めませんでした

## Why the computer gave no usable answer (after cannot-move, no-hint, no-best-line, not-analyzed)

computer-no-answer = コンピューターが { NUMBER($seconds) } 秒以内に答えませんでした
computer-worker-stopped = この読みの間にコンピューターのワーカーが { NUMBER($times) } 回止まりました
computer-other-version = コンピューターのワーカーとページのバージョンが違います。ページを再読み込みしてください
computer-illegal-answer = コンピューターの答え { $move } はここでは打てない手です
computer-no-move = コンピューターが手を見つけられませんでした
computer-fault = アプリ内部のエラーです（{ $detail }）
no-hint = ヒントを出せませんでした：{ $reason }。
no-best-line = 最善の読み筋を出せませんでした：{ $reason }。
not-analyzed = 対局を解析できませんでした：{ $reason }。
storage-refused = この対局と設定を次回のために保存できません：ブラウザーがデータの保存を拒否しています（保存領域がいっぱいか、無効になっています）。
update-installed = Outflank の新しいバージョンが入りました。使うにはページを再読み込みしてください。

