### 練習のページ:問題(#puzzles)、今日の問題(#puzzles/daily)、自分の悪手(#puzzles/mistakes)。

nav-practice = 練習
title-practice = 問題、今日の問題、自分の悪手の復習、定石の練習
practice-title = 練習
practice-tabs = 練習の種類
practice-tab-puzzles = 問題
practice-tab-daily = 今日の問題
practice-tab-mistakes = 自分の悪手
practice-loading = 問題を読み込んでいます…
practice-damaged = 問題を読み込めませんでした(ファイルが壊れているか、ありません)。対局には影響ありません。
practice-puzzle-number = 問題 { NUMBER($number) }
practice-to-move = { $side }番
practice-kind-win = 唯一の勝ち手を見つける
practice-kind-draw = 引き分けに持ち込む
practice-kind-best-score = 最善の石差の手を見つける
practice-kind-find-move = 次の一手
practice-kind-trap = 罠に注意
practice-difficulty = 難易度
practice-difficulty-value = 難易度 { NUMBER($level) }/5
practice-theme-corner = テーマ:隅
practice-theme-edge = テーマ:辺
practice-theme-parity = テーマ:偶数理論
practice-theme-tempo = テーマ:手止まり
practice-theme-wipe-out = テーマ:全滅
practice-values-exact = 評価値は完全読みです。
practice-values-search = 評価値は深い読みによるものです。
practice-wrong = { $square }は{ $loss }石損です。もっと良い手があります。
practice-wrong-unknown = { $square }は検討で見つかった最善手ではありません。
practice-solved = 正解:{ $square }が最善手です。
practice-continue = 正解:{ $square }。コンピューターは{ $reply }に打ちました。あなたの番です。
practice-continue-pass = 正解:{ $square }。コンピューターは打てる場所がないのでパスです。続けてあなたの番です。
practice-step = { NUMBER($steps) }手中{ NUMBER($step) }手目
practice-try-again = もう一度
practice-show-solution = 答えを見る
practice-solution = 各手の評価値を盤上に表示しています。最善手は丸で囲んでいます。
practice-next = 次の問題
practice-solved-count = 解いた問題 { NUMBER($count) }問
practice-streak = 連続一発正解:{ NUMBER($count) }
practice-missed = 間違えた問題 { NUMBER($count) }問がまた出ます
practice-daily-date = { $date }の問題(全員共通)
practice-daily-streak = { NUMBER($count) }日連続
practice-daily-done = 今日の問題は解きました。明日また新しい問題が出ます。
practice-no-mistakes = 復習する悪手はありません。対局の後に「対局を検討」、続いて「自分の悪手を復習」を選んでください。
practice-mistakes-left = 復習する悪手 { NUMBER($count) }手
practice-mistake-played = 対局ではあなたは{ $square }に打ち、{ $loss }石損しました。
practice-mistake-note = 正解は検討で見つかった最善手だけです。ほかの手で評価値があるのは、あなたが打った手だけです。
practice-mistake-next = 次の悪手
practice-mistakes-add = 自分の悪手を復習
title-practice-mistakes = この対局で6石以上損したあなたの手を復習に加えます
practice-mistakes-added = { $count ->
    [0] 6石以上損した新しい悪手はありません。
   *[other] 悪手を{ $count }手、復習に加えました。
}
practice-open-mistakes = 自分の悪手を開く

## 定石トレーナー(#openings)。

practice-tab-openings = 定石
practice-trainer-line = 定石
practice-trainer-book-lines = ブックの最善進行
practice-trainer-color = 自分の色
practice-trainer-loading = 定石を読み込んでいます…
practice-trainer-failed = 定石ブックを使えないため、手の正誤を判定できません。対局には影響ありません。
practice-trainer-heading = { $line }（{ $side }番）
practice-trainer-your-move = あなたの番です。定石の次の一手を打ってください。
practice-trainer-your-move-book = あなたの番です。ブックの最善との差が1石以内の手を打ってください。
practice-trainer-asking = ブックでこの局面を調べています…
practice-trainer-right = 正解：{ $square }。
practice-trainer-replied = コンピューターは{ $square }に打ちました。
practice-trainer-wrong-line = { $square }は定石から外れます。正しい手をブックの評価値とともに盤上で丸く囲みました。
practice-trainer-wrong-book = { $square }はブックの最善より{ $loss }石損です。正しい手を評価値とともに盤上で丸く囲みました。
practice-trainer-line-end = 定石はここまでです。{ $line }を最後まで打てました。
practice-trainer-book-end = ブックはここまでです。
practice-trainer-missed = 間違えた手がありました。この定石は次にもう一度出ます。
practice-trainer-clean = すべて一度で正解しました。この定石は一段階上がります。
practice-trainer-next = 次の定石
practice-trainer-next-is = 次は{ $line }（{ $side }番）
practice-trainer-progress = あなたの定石
practice-trainer-card = { $line }（{ $side }番）：段階 { NUMBER($level) }/5
practice-trainer-due = 復習の時期です
practice-trainer-mastered = 覚えた定石：{ NUMBER($total) }のうち{ NUMBER($count) }
practice-trainer-none = まだ練習した定石はありません。間違えた定石は覚えるまで繰り返し出ます。
practice-trainer-note = 評価値は定石ブックのもので、最善に打ち進めたときの手番側から見た最終石差です。
