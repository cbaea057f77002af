### 静的ページ(ルール、このアプリについて)の日本語。用語は docs/i18n-glossary.md。

## ルールのページ

rules-board-title = 盤と石
rules-board = オセロは{ -black }と{ -white }の二人で、8×8マスの盤で打ちます。列は左から右へ a〜h、行は上から下へ 1〜8 と呼び、a1 が左上の隅、h8 が右下の隅です。石は片面が黒、もう片面が白で、持ち主の色を上にして置き、返されると持ち主が変わります。
rules-start-title = はじめ
rules-start = 対局は中央の4つの石から始まります。d4 と e5 に{ -white }、d5 と e4 に{ -black }。{ -black }が先に打ち、あとは交互に打ちます。
rules-moves-title = 石の打ち方
rules-moves = 自分の番では、空いているマスに自分の色の石を1つ打ち、相手の石を<em>はさみ</em>ます。打った石から縦・横・斜めのいずれかの一直線上に、相手の石が1つ以上すき間なく並び、その先に自分の石がなければなりません。どの方向にもはさめないマスには打てません。
rules-flips-title = 全方向を一度に返す
rules-flips = 打った石がはさんだ相手の石は、8方向すべてで一度に自分の色に返ります。自分の石で終わらない列ははさまれておらず、そのまま残ります。
rules-gaps-title = 空きマスは列を切る
rules-gaps = はさむ石はすき間なく並んでいなければなりません。自分の石の手前に空きマスがあれば、列はそこで切れます。空きマスの向こうの石は数えず、その列は1つも返りません。
rules-pass-title = 打てるところがなければパス
rules-pass = 打てるマスが1つでもあれば、必ずどこかに打たなければなりません。1つもなければパスとなり、相手がもう一度打ちます。Outflank はパスを盤に示してから対局を続けます。
rules-pass-option = Outflank では、古いブラウザゲームのルール「どちらかが打てなくなったらすぐ終局」も選べます。このルールでは、上の局面で対局が終わります。設定で選べます。
rules-end-title = 終局と得点
rules-end = 両者とも打てなくなったら終局です。ふつうは盤が埋まったとき、ときにはそれより早く終わります。石の多い方が勝ち、同数なら引き分けです。Outflank が使う世界オセロ連盟の数え方では、残った空きマスは勝った方のものになり、引き分けは32対32です。
rules-wipe-out = 一方の石がすべてなくなったときも、その場で終局します（全滅）。
rules-notation-title = 棋譜の書き方
rules-notation = 対局は打ったマスを順に並べて書きます：<code>f5 d6 c3 d3 c4</code>（スペースはなくても構いません）。パスは <code>pass</code> と書くか、強制なので省けます。局面は a1、b1、… h8 の64マスを1行ずつ並べた64文字（<code>X</code> 黒、<code>O</code> 白、<code>-</code> 空き）と手番で書けます。多くのオセロソフトが使う OBF 形式です。Outflank の棋譜欄は前者の形で表示し、「{ paste-game }」はどちらも受け付けます。
rules-tips-title = ちょっとしたコツ
rules-tip-stable = 隅の石は決して返されません。二度と返されない石を<em>確定石</em>といい、すぐに色が変わる多くの石よりずっと価値があります。「{ show-stable }」をオンにすると、盤上で丸く囲んで示します。
rules-tip-review = 「{ analyze-game }」は一手ごとの形勢をグラフにするので、勝負の分かれ目になった手が見つかります。
rules-tip-corners = 空いている隅の隣のマス（特に b2、g2、b7、g7 の X 打ち）には注意。そこに打つと相手に隅を渡しがちです。
rules-tip-mobility = 中盤では、石が多いことより、石が少なく打てる場所が多いことの方がたいてい有利です。よい手がなくなった方は悪い手を打つしかありません。

## ルールの図:説明文と、図の読み上げ用の名前

list-and = { $rest }、{ $last }
list-none = なし
diagram-start = はじめの局面：中央に2つずつ。{ -black }が先に打ちます。
diagram-legal-moves = { $moves } のあと、{ $side }は印のある{ NUMBER($count) }マスのどこにでも打てます：{ $squares }。
diagram-several-before = { $side }が { $square } に打つと…
diagram-several-after = …{ NUMBER($directions) }方向で{ NUMBER($discs) }石を返します：{ $groups }。
diagram-direction-group = { $direction }（{ $squares }）
direction-north = 上
direction-north-east = 右上
direction-east = 右
direction-south-east = 右下
direction-south = 下
direction-south-west = 左下
direction-west = 左
direction-north-west = 左上
diagram-broken-line = { $side }は { $square } に打てません。空きマス { $gap } が列を切るので、何もはさめません。
diagram-unbroken-line = 代わりに { $gap } に{ $side }の石があれば、{ $square } に打てて { $squares } を返します。
diagram-pass = 手番の{ $side }は打てるマスがないのでパスし、{ $other }がもう一度打ちます（印のあるマス：{ $squares }）。
diagram-game-end = 空きマスが{ NUMBER($empties) }つ残ったまま、両者とも打てません。{ -black }{ NUMBER($black) }石、{ -white }{ NUMBER($white) }石。{ $score }
diagram-score-shared = { $outcome }：空きマスは分け合います。
diagram-score-won = 空きマス{ $empties }つは勝った方に数えます：{ $outcome }。
diagram-wipe-out = わずか{ NUMBER($count) }手（{ $moves }）で{ -white }の石がなくなり、終局です。{ NUMBER($black) }石対0石、空きマス{ NUMBER($empties) }、結果は{ $outcome }。
describe-side = { $side }は{ $count }石：{ $squares }
describe-side-none = { $side }の石はありません
describe-to-move = { $side }の番
mark-legal = 打てるマスの印：{ $squares }
mark-target = これから打つマス：{ $squares }
mark-placed = 打ったマス：{ $squares }
mark-flipped = 返った石の丸印：{ $squares }
mark-illegal = ×印、打てないマス：{ $squares }
mark-gap = 空きマス：{ $squares }
mark-won-empty = 勝った方に数える空きマス：{ $squares }

## このアプリについて

about-intro = Outflank { $version } はブラウザで遊ぶオセロです。1台で友だちと、またはコンピューターのキャラクターと、スマートフォンでもパソコンでも、オンラインでもオフラインでも打てます。Rust で書かれ WebAssembly で動き、コンピューターは裏のワーカーで考えるので、画面が固まることはありません。
about-own = 見えるもの聞こえるものはすべて Outflank 自身のコードが作っています。盤、キャラクターの絵、図はベクター画像として描かれ、音はすべて打つたびに合成されます。ほかの人の画像・フォント・音声ファイルは使っておらず、実在の人物も描いていません。
about-free = Outflank 自体は { $licence } ライセンスのフリーソフトウェアです。
about-crates-title = 中で使っているオープンソースソフトウェア
about-crates = Outflank は{ NUMBER($count) }個のオープンソースの Rust クレートの上に作られ、アプリとそのワーカーに組み込まれています。作者の皆さんに感謝します。ビルド中にだけ動く道具（Rust の手続きマクロ）はアプリの一部ではないので載せていません。
about-licence-count = { $licence }：{ $count }個
about-table-label = クレートとそのライセンス
about-table-caption = Outflank に組み込まれたクレートとそのライセンス
about-column-crate = クレート
about-column-version = バージョン
about-column-licence = ライセンス
about-column-authors = 作者
about-mit-title = MIT ライセンス
about-mit-intro = これらのクレートの多くは MIT ライセンスで使えます（多くは Apache-2.0 も選べます）。上に名前を挙げた作者の著作権とともに各クレートに適用される条文（英語の原文）は次のとおりです：

## The web app's manifest (an installed app's description, where the platform shows it)

manifest-description = コンピューターや友だちと打つオセロ（リバーシ）。スマートフォンでもパソコンでも、オンラインでもオフラインでも遊べます。
