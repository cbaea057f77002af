### 練習頁面：習題（#puzzles）、每日一題（#puzzles/daily）、自己的失誤（#puzzles/mistakes）。

nav-practice = 練習
title-practice = 習題、每日一題、複習自己的失誤和定石練習
practice-title = 練習
practice-tabs = 練習類型
practice-tab-puzzles = 習題
practice-tab-daily = 每日一題
practice-tab-mistakes = 我的失誤
practice-loading = 正在載入習題…
practice-damaged = 無法載入習題（檔案已損壞或遺失）。對局不受影響。
practice-puzzle-number = 第 { NUMBER($number) } 題
practice-to-move = 輪到{ $side }
practice-kind-win = 找出唯一的勝著
practice-kind-draw = 保住和局
practice-kind-best-score = 找出子數最佳的一手
practice-kind-find-move = 找出最佳著
practice-kind-trap = 別上當
practice-difficulty = 難度
practice-difficulty-value = 難度 { NUMBER($level) }/5
practice-theme-corner = 主題：角
practice-theme-edge = 主題：邊
practice-theme-parity = 主題：奇偶
practice-theme-tempo = 主題：停一手
practice-theme-wipe-out = 主題：全殲
practice-values-exact = 評估值為精確計算結果。
practice-values-search = 評估值來自深度搜尋。
practice-wrong = { $square } 會少 { $loss } 子；還有更好的著法。
practice-wrong-unknown = { $square } 不是復盤找到的最佳著。
practice-solved = 正確：{ $square } 是最佳著。
practice-continue = 正確：{ $square }。電腦下在 { $reply }，輪到你了。
practice-continue-pass = 正確：{ $square }。電腦無處可下，跳過，仍輪到你。
practice-step = 第 { NUMBER($step) } 步，共 { NUMBER($steps) } 步
practice-try-again = 再試一次
practice-show-solution = 查看答案
practice-solution = 棋盤上顯示了每一手的評估值，最佳著已圈出。
practice-next = 下一題
practice-solved-count = 已解 { NUMBER($count) } 題
practice-streak = 連續一次答對：{ NUMBER($count) }
practice-missed = 答錯的 { NUMBER($count) } 題還會再出現
practice-daily-date = { $date } 的題目（人人相同）
practice-daily-streak = 連續 { NUMBER($count) } 天
practice-daily-done = 今天的題目已經解出。明天會有新題。
practice-no-mistakes = 沒有要複習的失誤。對局結束後，先選「復盤分析」，再選「複習我的失誤」。
practice-mistakes-left = 待複習的失誤 { NUMBER($count) } 手
practice-mistake-played = 對局中你下在 { $square }，少了 { $loss } 子。
practice-mistake-note = 只接受復盤找到的最佳著；其他著法中只有你下的那一手有評估值。
practice-mistake-next = 下一個失誤
practice-mistakes-add = 複習我的失誤
title-practice-mistakes = 把本局中你少了 6 子或更多的著法加入複習
practice-mistakes-added = { $count ->
    [0] 沒有新的 6 子以上的失誤可加入。
   *[other] 已加入 { $count } 個失誤待複習。
}
practice-open-mistakes = 開啟我的失誤

## 定石訓練(#openings)。

practice-tab-openings = 定石
practice-trainer-line = 定石
practice-trainer-book-lines = 開局庫的最佳變化
practice-trainer-color = 你執
practice-trainer-loading = 正在讀取定石…
practice-trainer-failed = 無法使用開局庫，因此無法判斷你的著法對錯。對局不受影響。
practice-trainer-heading = { $line }，你執{ $side }
practice-trainer-your-move = 輪到你了：請下出定石的下一著。
practice-trainer-your-move-book = 輪到你了：請下一著與開局庫最佳相差不超過 1 子的棋。
practice-trainer-asking = 正在開局庫中查詢這個局面…
practice-trainer-right = 正確：{ $square }。
practice-trainer-replied = 電腦應了 { $square }。
practice-trainer-wrong-line = { $square } 偏離了定石。正確的一著已在棋盤上圈出，並標有開局庫的評估值。
practice-trainer-wrong-book = { $square } 比開局庫的最佳少 { $loss } 子。正確的著法已在棋盤上圈出，並標有評估值。
practice-trainer-line-end = 定石到此為止：{ $line } 已完整下完。
practice-trainer-book-end = 開局庫到此為止。
practice-trainer-missed = 有一著下錯了：這個定石接下來會再出現。
practice-trainer-clean = 每一著都一次下對：這個定石升一級。
practice-trainer-next = 下一個定石
practice-trainer-next-is = 下一個：{ $line }，你執{ $side }
practice-trainer-progress = 你的定石
practice-trainer-card = { $line }，執{ $side }：第 { NUMBER($level) }/5 級
practice-trainer-due = 該複習了
practice-trainer-mastered = 已掌握的定石：{ NUMBER($count) }/{ NUMBER($total) }
practice-trainer-none = 還沒有練習過定石。下錯的定石會反覆出現，直到你記住為止。
practice-trainer-note = 評估值來自開局庫：雙方都下最佳著法時，輪到下棋一方的最終子數差。
