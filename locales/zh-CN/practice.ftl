### 练习页面：习题（#puzzles）、每日一题（#puzzles/daily）、自己的失误（#puzzles/mistakes）。

nav-practice = 练习
title-practice = 习题、每日一题、复习自己的失误和定式练习
practice-title = 练习
practice-tabs = 练习类型
practice-tab-puzzles = 习题
practice-tab-daily = 每日一题
practice-tab-mistakes = 我的失误
practice-loading = 正在载入习题…
practice-damaged = 无法载入习题（文件已损坏或缺失）。对局不受影响。
practice-puzzle-number = 第 { NUMBER($number) } 题
practice-to-move = 轮到{ $side }
practice-kind-win = 找出唯一的胜着
practice-kind-draw = 保住平局
practice-kind-best-score = 找出子数最优的一手
practice-kind-find-move = 找出最佳着
practice-kind-trap = 别上当
practice-difficulty = 难度
practice-difficulty-value = 难度 { NUMBER($level) }/5
practice-theme-corner = 主题：角
practice-theme-edge = 主题：边
practice-theme-parity = 主题：奇偶
practice-theme-tempo = 主题：停一手
practice-theme-wipe-out = 主题：全歼
practice-values-exact = 评估值为精确计算结果。
practice-values-search = 评估值来自深度搜索。
practice-wrong = { $square } 会少 { $loss } 子；还有更好的着法。
practice-wrong-unknown = { $square } 不是复盘找到的最佳着。
practice-solved = 正确：{ $square } 是最佳着。
practice-continue = 正确：{ $square }。电脑下在 { $reply }，轮到你了。
practice-continue-pass = 正确：{ $square }。电脑无处可下，跳过，仍轮到你。
practice-step = 第 { NUMBER($step) } 步，共 { NUMBER($steps) } 步
practice-try-again = 再试一次
practice-show-solution = 查看答案
practice-solution = 棋盘上显示了每一手的评估值，最佳着已圈出。
practice-next = 下一题
practice-solved-count = 已解 { NUMBER($count) } 题
practice-streak = 连续一次答对：{ NUMBER($count) }
practice-missed = 答错的 { NUMBER($count) } 题还会再出现
practice-daily-date = { $date } 的题目（人人相同）
practice-daily-streak = 连续 { NUMBER($count) } 天
practice-daily-done = 今天的题目已经解出。明天会有新题。
practice-no-mistakes = 没有要复习的失误。对局结束后，先选“复盘分析”，再选“复习我的失误”。
practice-mistakes-left = 待复习的失误 { NUMBER($count) } 手
practice-mistake-played = 对局中你下在 { $square }，少了 { $loss } 子。
practice-mistake-note = 只接受复盘找到的最佳着；其他着法中只有你下的那一手有评估值。
practice-mistake-next = 下一个失误
practice-mistakes-add = 复习我的失误
title-practice-mistakes = 把本局中你少了 6 子或更多的着法加入复习
practice-mistakes-added = { $count ->
    [0] 没有新的 6 子以上的失误可加入。
   *[other] 已加入 { $count } 个失误待复习。
}
practice-open-mistakes = 打开我的失误

## 定式训练(#openings)。

practice-tab-openings = 定式
practice-trainer-line = 定式
practice-trainer-book-lines = 开局库的最佳变化
practice-trainer-color = 你执
practice-trainer-loading = 正在读取定式…
practice-trainer-failed = 无法使用开局库，因此无法判断你的着法对错。对局不受影响。
practice-trainer-heading = { $line }，你执{ $side }
practice-trainer-your-move = 轮到你了：请下出定式的下一手。
practice-trainer-your-move-book = 轮到你了：请下一手与开局库最佳相差不超过 1 子的棋。
practice-trainer-asking = 正在开局库中查找这个局面…
practice-trainer-right = 正确：{ $square }。
practice-trainer-replied = 电脑应了 { $square }。
practice-trainer-wrong-line = { $square } 偏离了定式。正确的一手已在棋盘上圈出，并标有开局库的评估值。
practice-trainer-wrong-book = { $square } 比开局库的最佳少 { $loss } 子。正确的着法已在棋盘上圈出，并标有评估值。
practice-trainer-line-end = 定式到此为止：{ $line } 已完整下完。
practice-trainer-book-end = 开局库到此为止。
practice-trainer-missed = 有一手下错了：这个定式接下来会再出现。
practice-trainer-clean = 每一手都一次下对：这个定式升一级。
practice-trainer-next = 下一个定式
practice-trainer-next-is = 下一个：{ $line }，你执{ $side }
practice-trainer-progress = 你的定式
practice-trainer-card = { $line }，执{ $side }：第 { NUMBER($level) }/5 级
practice-trainer-due = 该复习了
practice-trainer-mastered = 已掌握的定式：{ NUMBER($count) }/{ NUMBER($total) }
practice-trainer-none = 还没有练习过定式。下错的定式会反复出现，直到你记住为止。
practice-trainer-note = 评估值来自开局库：双方都下最佳着法时，轮到走棋一方的最终子数差。
