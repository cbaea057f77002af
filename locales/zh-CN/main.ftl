### Outflank 的简体中文。术语见 docs/i18n-glossary.md(黑方/白方、棋子、落子、跳过、稳定子、定式)。

-black = 黑方
-white = 白方

## 颜色

black = { -black }
white = { -white }
black-word = 黑子
white-word = 白子

## 对局者

you = 你
human = 玩家
computer = 电脑
your = 你的
possessive = { $name }的

## 句子

sentence = { $text }。
sentence-gap = {""}

## 刚刚发生的事

editing-board = 正在编辑棋盘
new-game = 新对局
new-game-kept = 已开始新对局（按“悔棋”可找回上一局）
game-resumed = 从第{ NUMBER($move) }手继续对局
position-set-up = 已摆好局面
position-set-up-kept = 已摆好局面（按“悔棋”可找回上一局）
loaded-moves = 已读入{ $count }手
loaded-moves-kept = 已读入{ $count }手（按“悔棋”可找回上一局）
you-played = 你落子{ $square }，翻转{ NUMBER($flipped) }子
played = { $who }落子{ $square }，翻转{ NUMBER($flipped) }子
you-pass = 你无处可下，跳过
passes = { $who }无处可下，跳过
took-back = 已悔棋至第{ NUMBER($move) }手
replayed = 已重走至第{ NUMBER($move) }手
restored = 已找回你离开的对局，第{ NUMBER($move) }手
not-legal = { $square }不能落子
back-to-game-at = 回到对局第{ NUMBER($move) }手
copied-game = 已复制棋谱
copy-refused = 复制被拒绝：棋谱已选中，请手动复制

## 轮到谁,或结果

editor-to-move = 此局面轮到{ $colour }
game-over = 对局结束：{ $result }
is-thinking = { $who }正在思考
cannot-move = { $who }无法落子：{ $reason }
your-move = 轮到你，{ NUMBER($black) }–{ NUMBER($white) }
to-move = 轮到{ $who }，{ NUMBER($black) }–{ NUMBER($white) }
variation-from = 从第{ NUMBER($move) }手起的变化：{ $line }
blocked-ends-game = { $colour }无处可下，对局就此结束

## 结果

you-win = 你赢了 { NUMBER($won) }–{ NUMBER($lost) }
you-lost = 你输了 { NUMBER($lost) }–{ NUMBER($won) }
wins = { $who }获胜 { NUMBER($won) }–{ NUMBER($lost) }
draw = 平局 { NUMBER($black) }–{ NUMBER($white) }
result-with-empties = { $headline }（{ $whose }{ $discs }子 + { $empty }个空格）
draw-with-empties = { $headline }（各{ $discs }子 + { $empty }个空格各得一半）

## 复盘

review-best = 第{ NUMBER($move) }手 { $square }：最佳着，{ $value }
review-best-exact = 第{ NUMBER($move) }手 { $square }：最佳着，{ $value }，精确
review-loss = 第{ NUMBER($move) }手 { $square }：{ $loss }；最佳着 { $best }，{ $value }
review-loss-exact = 第{ NUMBER($move) }手 { $square }：{ $loss }；最佳着 { $best }，{ $value }，精确
loss-best = 最佳着
lost-discs = 损失{ $loss }子
lost-inaccuracy = 损失{ $loss }子，疑问手
lost-mistake = 损失{ $loss }子，失误
lost-blunder = 损失{ $loss }子，大失误
review-done = 复盘完成：{ -black }损失{ NUMBER($black) }子，失误{ $black_mistakes }次；{ -white }损失{ NUMBER($white) }子，失误{ NUMBER($white_mistakes) }次

## 格子的读法

square-empty = 空
square-legal = 可落子
square-last = 上一手
square-stable = 稳定子
square-best = 最佳着
square-line-step = 最佳变化第{ NUMBER($step) }手
square-value = { $value }子{ $discs ->
   *[other] {""}
}
square-exact = 精确
list-separator = ，

## 棋盘与计分

board = 棋盘
banner-passes = { $colour }跳过
card-discs = 子{ $count ->
   *[other] {""}
}
card-points = 分{ $count ->
   *[other] {""}
}
choose-opponent-label = { $colour }：{ $name }。选择对手
opening-label = 定式：{""}

## 按钮与设置

game-controls = 对局操作
button-new-game = 新对局
title-new-game = 新对局（N）：按“悔棋”可找回本局
button-undo = 悔棋
title-undo = 悔棋（U）
button-redo = 重走
title-redo = 重走（R）
button-hint = 提示
button-hint-pending = 思考中…
title-hint = 提示（H）：以子数显示每一手的价值，并圈出最佳着
button-move-now = 立即落子
title-move-now = 立即落子（M）：电脑走出目前找到的最佳着
button-edit-board = 摆棋
title-edit-board = 摆棋（E）：摆出任意局面并从此继续对局
button-save = 保存
title-save = 保存（S）
button-load = 读取
title-load = 读取（O）
saved-game-file = 保存的对局文件
ask-again = 让电脑重新落子
settings = 设置
language-label = 语言
show-legal = 显示可落子位置
show-stable = 显示稳定子
sound = 音效
animation = 动画
cores = 核心数
cores-automatic = 自动
changes-apply = 更改从下一手或下一局起生效。
pass-rule = 一方无处可下时
pass-rule-pass = 跳过（通常规则）
pass-rule-game-over = 对局结束
human-about = 在本设备上落子：点按或点击格子。
details = 详情
player-in-rematch = 再战的{ $colour }

## 棋谱与复盘按钮

moves-title = 棋谱
no-moves = 还没有着手。
moves-played = 已下的着手
notation-label = 棋谱记录
copy = 复制
copied = 已复制
title-ggf = 以 GGF 格式复制棋谱（可用“粘贴棋谱”读回）
game-to-paste = 要粘贴的棋谱
paste-placeholder = 粘贴棋谱：着手（f5d6c3…）、局面或 GGF
paste-game = 粘贴棋谱
analyze-game = 复盘分析
title-analyze = 将每一手与最佳着比较（标准见帮助）
analyzing = 分析中：第{ NUMBER($done) }手，共{ $total }手

## 电脑的思考

thinking-panel = 电脑的思考
thinking-toggle = 思考
thinking-idle = 电脑思考时，这里会显示它的最佳着、估值和变化。
thinking-best = 目前最佳着：{ $move }
thinking-starting = 开始中…
thinking-value = 估值：{ $value }子{ $discs ->
   *[other] {""}
}
thinking-depth = 深度：{ NUMBER($depth) }
thinking-win-rate = 胜率：{ NUMBER($percent) }%（访问{ $visits }次）
thinking-playouts = 模拟对局：{ $count }
thinking-solving = 正在精确计算剩余{ $empties }个空格
thinking-nodes-rate = 每秒{ $count }个节点
thinking-playouts-rate = 每秒{ $count }局模拟
thinking-line = 变化：{ $line }

## 选择对手

choose-your-opponent = 选择对手
rating-first-timer = （人人从1000起步，相当于初学者的水平）。
rating-after-games = （已下{ $games }局）。
start-again = 从1000重新开始
close = 关闭
strength-line = { $strength } · { NUMBER($rating) }
strength-beginner = 入门
strength-casual = 初级
strength-club = 中级
strength-strong = 高级
strength-expert = 专家
strength-master = 大师
strength-world = 世界级

## A level's technical details (under "Details"), made from its settings: the parts that
## apply, joined by list-separator. $temperature and $playouts are numbers already written
## in the language's way (8.4, 32,000).

level-details-depth = Alpha-Beta 搜索 { $depth } 层
level-details-softmax = softmax 温度 { $temperature } 子
level-details-endgame = 残局 { $temperature } 子
level-details-max-loss = 不走比最佳着差 { NUMBER($loss) } 子以上的棋
level-details-exact = 剩 { NUMBER($empties) } 个空格起精确计算
level-details-playouts = 每步 { $playouts } 局随机对局或 { $seconds } 秒的树搜索
level-details-guided = 由学习所得的评估函数引导的树搜索
level-details-deepening = 在时限内逐层加深的 Alpha-Beta 搜索（学习所得的评估函数与选择性搜索）
level-details-time = 每步约 { $seconds } 秒
level-details-time-fraction = 每步约 { $seconds } 秒

## 复盘的图表与统计

review-loss-black = 损失子数：{ -black }{""}
review-loss-white = ，{ -white }{""}
margin-draw-solved = 平局（精确）
margin-even = 均势
margin-wins-solved = { $colour }胜{ $by }子（精确）
margin-ahead = { $colour }领先约{ $by }子
chart-label = 每一手后{ -black }的估值（共{ $moves }手）；最后一手后为{ $margin }；下方是双方累计损失。用方向键逐手查看。
chart-scale-black = { -black } +32
chart-scale-white = { -white } +32
chart-loss-legend = 累计损失：{ -black } ━ { -white } ┅
chart-ahead-legend = { -black }领先 ↑ · { -white }领先 ↓（终局子差）
review-hint = 点选棋谱中的一手可查看其局面；在该局面下另一手即可尝试变化。
browse-previous = 上一手
browse-next = 下一手
variation-kept = 从第{ NUMBER($move) }手起的变化；实战棋谱已保留。
best-line = 最佳变化：
show-line = 在棋盘上显示

## 摆棋

editor-title = 摆棋
editor-help = 点击或点按格子（或按 Enter）可在空、黑、白之间切换，然后从摆好的局面继续对局。
editor-turn = 轮到
editor-start = 初始局面
editor-clear = 清空
editor-play = 从此开始

## 结果与对手建议

your-rating-label = 你的等级分：{""}
suggest-stronger = 你赢了：挑战更强的对手吗？
suggest-easier = 连输两局：换个容易些的对手吗？
try-next = 下一局和{ $name }下？
play-again = 再来一局
title-play-again = 交换先后，立即开始新对局
rematch-options = 再战设置
title-rematch-options = 先选择对局者和规则
farewell = { $name }：“{ $line }”

## 再战设置

rematch = 再战
rematch-computer-lost = 请选择再战中双方由谁来下，以及规则。
rematch-you-lost = 你输了，由你来选择再战设置。
rematch-colour-lost = { $colour }输了，由{ $colour }来选择再战设置。
rematch-draw = 平局：由你们任意一方选择再战设置。
start-rematch = 开始再战
cancel = 取消

## 页面

page-title = Outflank · 黑白棋
back-to-game = 返回对局
rules-title = 黑白棋玩法
about-title = 关于 Outflank
loading = 加载中…
page-failed = 无法加载此页面。请检查网络连接后重试。

nav-more = 更多
nav-rules = 规则
nav-about = 关于
nav-help = 帮助

## 通知与错误

could-not-save = 无法保存对局：浏览器未能生成文件。
could-not-load = 无法读取对局：{ $reason }。
could-not-load-ggf = 无法读取 GGF 棋谱：{ $reason }
could-not-set-up = 无法摆出局面：{ $reason }
could-not-load-moves = 无法读取着手：{ $reason }
language-unavailable = 无法加载{ $language }（{ $reason }）；请检查网络连接后重新选择。
catalog-unreachable = 无法获取语言文件
catalog-damaged = 语言文件已损坏
rating-unreadable = 无法读取你的等级分（{ $reason }）；将从1000重新开始。旧记录保存在本站存储的“{ $key }”中。
standing-not-a-record = 这不是本应用的等级分记录
standing-newer-version = 它由更新版本的 Outflank 写入（记录版本 { NUMBER($version) }）
standing-missing = 缺少“{ $field }”字段
standing-wrong = “{ $field }”字段的值无效
standing-unknown = 此版本不认识“{ $field }”字段
save-unreadable = 无法恢复保存的对局（{ $reason }）；已开始新对局。旧记录保存在本站存储的“{ $key }”中。
old-version-save = 旧版 Outflank 保存的对局无法在此版本中继续；已开始新对局。旧记录保存在本站存储的“{ $key }”中。
dismiss = 关闭通知


## 粘贴的棋谱或局面无法载入的原因（接在 could-not-load-moves 等之后）

paste-at-move = 第 { NUMBER($move) } 手（第 { NUMBER($char) } 个字符）：{ $what }
paste-unexpected-char = 意外的字符“{ $char }”
paste-bad-row = “{ $square }”不是格子（行必须是 1-8）
paste-truncated = 棋谱在一手棋的中间结束了
paste-illegal = { $square } 不是{ $colour }可以落子的位置
paste-pass-with-moves = { $colour }有棋可下，不能跳过
paste-after-game-over = 对局已经结束
obf-at = 第 { NUMBER($char) } 个字符：{ $what }
obf-too-short = 棋盘只有 { NUMBER($count) } 格就在此结束，需要 64 格（a1..h8）
obf-too-long = 棋盘有 { NUMBER($count) } 格，需要 64 格（a1..h8）；第 65 格在此
obf-bad-square = “{ $char }”不是格子（X 或 * 为黑，O 为白，- 或 . 为空）
obf-missing-side = 棋盘之后缺少轮到哪方（X 或 O）
obf-bad-side = 轮到哪方必须是 X 或 O，而不是“{ $char }”
obf-trailing = 轮到哪方之后有意外的“{ $char }”（注释以 ; 开头）
ggf-not-a-game = GGF 棋谱以 (; 开头
ggf-bad-board = 棋盘 BO[...] 缺失，或不是由 64 格和轮到哪方组成的 8x8 棋盘
ggf-unclosed = { $name }[ 缺少结尾的 ]
ggf-bad-move = 第 { NUMBER($move) } 手：“{ $text }”既不是格子也不是 PA
ggf-wrong-colour = 第 { NUMBER($move) } 手：不是轮到{ $colour }
ggf-illegal = 第 { NUMBER($move) } 手（{ $square }）：{ $why }
illegal-occupied = { $square } 已经有子
illegal-no-flips = { $square } 翻转不了任何子
illegal-pass = 有棋可下时不能跳过
illegal-game-over = 对局已经结束
unplayable = 无法从这个局面下棋：{ $reason }。
unplayable-empty = 棋盘是空的，双方都无法落子
unplayable-full = 所有格子都已占满，对局已经结束
unplayable-one-colour = 棋盘上只有{ $colour }的子，双方都无法落子
unplayable-no-moves = { -black }和{ -white }都无处可落子
level-substituted = { $colour }原为电脑等级 { NUMBER($level) }，此版本的 Outflank 没有这个等级：由最接近的等级{ $name }代为对弈。


## 帮助

help-title = 帮助
help-playing = 下棋
help-tap = 轻点（或单击）带圆点的格子即可在那里落子：圆点表示轮到的一方可以落子的位置。轻点其他格子会说明为什么不能在那里落子。
help-undo = “{ button-undo }”会撤回你的上一步。它也能找回你用“{ button-new-game }”“{ paste-game }”“{ button-load }”“{ play-again }”或摆棋离开的对局。
help-play-again = 对局结束后，“{ play-again }”会立即交换颜色开始新对局；“{ rematch-options }”可以先选择对弈双方和规则。
help-shortcuts = 键盘快捷键
help-kbd-or = { $first } 或 { $second }
help-kbd-arrows = 方向键、Enter
help-key-hint = { button-hint }：以子数显示每步的价值（最终的子数差），最佳着用圆圈标出
help-key-move-now = { button-move-now }：电脑走出目前找到的最佳着
help-key-edit = { button-edit-board }：摆出一个局面并从那里继续下
help-key-save = 把对局保存为文件
help-key-load = 从文件读取对局
help-key-players = 选择{ -black } / { -white }由谁下
help-key-legal = 显示或隐藏可落子位置
help-key-jump = 跳到下一个 / 上一个可落子的格子
help-key-help = 本帮助
help-key-board = 在棋盘上移动并落子
help-tab = 每个控件也都可以用 Tab 到达，用 Enter 或空格键使用。
help-analyze = 每一步都与最佳着比较：剩 18 个空格起精确计算，之前为 8 层搜索。比最佳着少 2 到 5 子的是疑问手（?!），6 到 11 子是失误（?），12 子或以上是大失误（??）。点击一步棋或图表上的一点（或在图表上使用方向键）即可查看该局面，最佳着以圆圈标出。

## 定式名

# 按引擎定式表（engine/data/openings.txt）的顺序。
opening-name = { $opening ->
    [0] 斜取
    [1] X位开局
    [2] 蛇
    [3] 莱森斯
    [4] 金字塔
    [5] 飞出牛
    [6] 三村变化II
    [7] 飞出蝙蝠
    [8] 岩崎变化
    [9] 飞出烟囱
    [10] 狸
    [11] 火箭
    [12] 汉密尔顿
    [13] 棒棒糖
    [14] 牛
    [15] 烟囱
    [16] 蝙蝠
    [17] 蝙蝠（皮奥续2）
    [18] 梅尔尼科夫
    [19] 蝙蝠（克林续）
    [20] 蝙蝠（克林变着）
    [21] 罗斯对托特
    [22] 谷田
    [23] 飞机
    [24] 帆船
    [25] 丸冈
    [26] 兰道
    [27] 水牛
    [28] 丸冈水牛
    [29] 谷田水牛
    [30] 北陆水牛
    [31] 翼变化
    [32] 半翼变化
    [33] 平行开局
    [34] 垂直开局
    [35] 三村
    [36] 萨满
    [37] 井上
    [38] 伊阿古
    [39] 巴加特
    [40] 玫瑰
    [41] 平板
    [42] 旋转平板
    [43] 村上变化
    [44] 旋转平板（克林续）
    [45] 玫瑰诞生
    [46] 布莱特斯坦
    [47] 玫瑰小鸟
    [48] 玫瑰为则（克林）
    [49] 格林伯格
    [50] 拉勒
    [51] 马
    [52] 神经节
    [53] 燕
    [54] 无猫（续）
    [55] 意大利
    [56] 猫
    [57] 坂口
    [58] 伯纳
    [59] 弯神经节
    [60] 虎
    [61] 史蒂文森
    [62] 无功
    [63] 无功（续）
    [64] 康波斯
    [65] F.A.T.和棋
    [66] 闪电
    [67] 功
    [68] 领头虎
    [69] 布赖特韦尔
    [70] 石井
    [71] 虎（主线）
    [72] 玫瑰比尔
    [73] 为则
    [74] 中央玫瑰比尔
    [75] 田中
    [76] 田中（费尔德堡续）
    [77] 兔
    [78] 鼠
   *[other] { $name }
}


## Why a save file cannot be loaded (after could-not-load). The file's own words (a field's
## path such as options.sound, a value it holds) are quoted as they are, untranslated.

load-empty = 文件是空的
load-too-large = 文件太大，不是 Outflank 对局（{ NUMBER($bytes) } 字节；保存的对局只有几 KB）
load-not-json = 文件不是 JSON：在第 { NUMBER($line) } 行第 { NUMBER($column) } 列处出错
load-truncated = 文件不完整：在第 { NUMBER($line) } 行第 { NUMBER($column) } 列处就结束了，对局还没写完
load-not-an-object = 文件是 JSON，但不是 Outflank 对局：里面是{ $found }，而不是对象
load-not-outflank = 文件是 JSON，但不是 Outflank 对局（没有“format”字段）
load-wrong-format = 文件是“{ $name }”文档，不是 Outflank 对局（“{ $format }”）
load-future-version = 文件由更新的 Outflank（版本 { NUMBER($version) }）制作；此版本只能读取版本 { NUMBER($supported) }。请更新应用后再读取
load-missing = 缺少“{ $field }”字段
load-wrong-type = “{ $field }”字段应为{ $expected }，而不是{ $found }
load-bad-start = 起始局面（“start”）有误：{ $reason }
load-bad-moves = 棋谱（“moves”）不是合法的对局：{ $reason }
load-cursor = 当前手（“cursor”）是 { NUMBER($cursor) }，但文件只记录了 { NUMBER($moves) } 手
load-turn = 文件说轮到（“to_move”）“{ $file }”，但按其棋谱应轮到“{ $actual }”
load-found-number = 数字 { $number }
load-found-fraction = 带小数的数字
load-found-text = 文本“{ $text }”
load-found-list = 列表
load-found-object = 对象
load-expected-text = 文本
load-expected-bool = true 或 false
load-expected-whole-number = 整数
load-expected-object = 对象
load-expected-object-like = 像 { $example } 这样的对象
load-expected-list = 列表
load-expected-cores = 1 到 { NUMBER($max) } 的核心数
load-expected-discs = -64 到 64 的子数
load-expected-depth = 以步数计的搜索深度（整数）
load-expected-level-id = 等级编号（整数）
load-version-zero = “{ $field }”字段必须至少为 1，而不是 0
load-pass-rule = “{ $field }”字段必须是“pass”或“gameover”，而不是“{ $found }”
load-to-move = “{ $field }”字段必须是“black”“white”或“none”，而不是“{ $found }”
load-player-kind = “{ $field }”字段必须是“human”或“computer”，而不是“{ $found }”
load-level-range = “{ $field }”字段必须是 0 到 255 的等级编号，而不是 { NUMBER($level) }
load-too-long = “{ $field }”字段最多 { NUMBER($max) } 个字符
load-review-too-long = “{ $field }”字段复盘了 { NUMBER($reviewed) } 手，但只下了 { NUMBER($played) } 手
load-best-not-legal = “{ $field }”字段必须是该局面下可以落子的位置，而不是“{ $found }”
load-file-unreadable = 浏览器无法读取该文件

## Why the computer gave no usable answer (after cannot-move, no-hint, no-best-line, not-analyzed)

computer-no-answer = 电脑在 { NUMBER($seconds) } 秒内没有回应
computer-worker-stopped = 这次计算中电脑的工作线程停止了 { NUMBER($times) } 次
computer-other-version = 电脑的工作线程与页面来自不同版本的 Outflank：请重新加载页面
computer-illegal-answer = 电脑给出的 { $move } 在这里不能下
computer-no-move = 电脑没有找到可下的棋
computer-fault = 应用内部错误（{ $detail }）
no-hint = 无法给出提示：{ $reason }。
no-best-line = 无法给出最佳变化：{ $reason }。
not-analyzed = 无法分析这盘棋：{ $reason }。
storage-refused = 无法为下次保存这盘棋和你的设置：浏览器拒绝存储数据（存储空间已满或已关闭）。
update-installed = Outflank 的新版本已安装：请重新加载页面以使用。

