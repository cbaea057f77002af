### 静态页面(规则、关于)的简体中文。术语见 docs/i18n-glossary.md。

## 规则页

rules-board-title = 棋盘和棋子
rules-board = 黑白棋由{ -black }和{ -white }两人在 8×8 格的棋盘上对弈。列从左到右记为 a 到 h，行从上到下记为 1 到 8，所以 a1 是左上角，h8 是右下角。每枚棋子一面黑一面白；棋子朝上的颜色表示它属于哪一方，被翻转时就换了主人。
rules-start-title = 开局
rules-start = 对局开始时中央有四枚子：d4 和 e5 是{ -white }，d5 和 e4 是{ -black }。{ -black }先落子，然后双方轮流落子。
rules-moves-title = 如何落子
rules-moves = 轮到你时，在一个空格上放一枚自己颜色的子，并且要<em>夹住</em>对方：从新子出发，沿横、竖或斜的一条直线，必须有一枚或多枚对方的子连续排列，中间没有空格，后面紧接着一枚你自己的子。在任何方向都夹不住对方的空格，不能落子。
rules-flips-title = 各个方向同时翻转
rules-flips = 新子夹住的每一行对方棋子，都会在八个方向上同时翻成你的颜色。不以你的子结尾的一行没有被夹住，保持原样。
rules-gaps-title = 空格会切断一行
rules-gaps = 被夹住的子必须连续不断。如果在你自己的子之前出现空格，这一行就在那里断开：空格那边的子不算，这一行一枚也不翻。
rules-pass-title = 无子可下？跳过
rules-pass = 只要有一处可落子，就必须落子。一处都没有时，你跳过这一手，由对方再走一次。Outflank 会先在棋盘上显示跳过，再继续对局。
rules-pass-option = Outflank 也提供一款老网页游戏的规则：“一方无子可下时对局立即结束”。在这条规则下，上图的局面就会结束对局。可以在设置中选择。
rules-end-title = 终局与计分
rules-end = 双方都无子可下时对局结束：通常是棋盘下满时，有时更早。子多的一方获胜；子数相同为平局。Outflank 采用世界黑白棋联合会的计分方式：剩下的空格都归胜方，平局为 32 比 32。
rules-wipe-out = 一方的子被全部吃光时，对局也会提前结束：这叫全灭。
rules-notation-title = 记录棋谱
rules-notation = 一局棋按顺序记下每一手所下的格子：<code>f5 d6 c3 d3 c4</code>（空格可有可无）。跳过可以写作 <code>pass</code>，也可以省略，因为它是被迫的。一个局面可以写成 64 个字符，按行依次表示 a1、b1、… h8 各格（<code>X</code> 黑，<code>O</code> 白，<code>-</code> 空），再加上轮到哪一方：这就是许多黑白棋程序使用的 OBF 格式。Outflank 的棋谱栏显示第一种形式，“{ paste-game }”两种都接受。
rules-tips-title = 几个小技巧
rules-tip-stable = 角上的子永远不会被翻转。永远不会被翻转的子叫<em>稳定子</em>，一枚稳定子比许多很快就会变色的子值钱得多；勾选“{ show-stable }”，棋盘上会用圆圈标出它们。
rules-tip-review = “{ analyze-game }”会画出每一手之后谁占优，让你找到胜负转折的那一手。
rules-tip-corners = 小心空角旁边的格子（尤其是 b2、g2、b7 和 g7）：在那里落子常常会把角送给对方。
rules-tip-mobility = 在中盘，子少而可下的地方多，往往比子多更好：没有好棋可下的一方只能下坏棋。

## 规则页的图:图注,以及图的无障碍名称

list-and = { $rest }和{ $last }
list-none = 无
diagram-start = 开局：中央各两枚子。{ -black }先行。
diagram-legal-moves = 下完 { $moves } 后，{ $side }可以在标出的 { NUMBER($count) } 个格子中任选一处落子：{ $squares }。
diagram-several-before = { $side }下在 { $square }……
diagram-several-after = ……在 { NUMBER($directions) } 个方向上翻转 { NUMBER($discs) } 枚子：{ $groups }。
diagram-direction-group = { $direction }（{ $squares }）
direction-north = 上方
direction-north-east = 右上
direction-east = 右方
direction-south-east = 右下
direction-south = 下方
direction-south-west = 左下
direction-west = 左方
direction-north-west = 左上
diagram-broken-line = { $side }不能下在 { $square }：空格 { $gap } 切断了这一行，什么也夹不住。
diagram-unbroken-line = 如果 { $gap } 上换成一枚{ $side }的子，{ $square } 就可以落子，并会翻转 { $squares }。
diagram-pass = 轮到{ $side }，但无子可下，所以{ $side }跳过，{ $other }再走一次（标出的格子：{ $squares }）。
diagram-game-end = 双方都无子可下，还剩 { NUMBER($empties) } 个空格。{ -black } { NUMBER($black) } 子，{ -white } { NUMBER($white) } 子。{ $score }
diagram-score-shared = { $outcome }：空格由双方平分。
diagram-score-won = { $empties } 个空格都算给胜方：{ $outcome }。
diagram-wipe-out = 仅仅 { NUMBER($count) } 手（{ $moves }）之后，{ -white }一枚子也不剩，对局结束：{ NUMBER($black) } 子对 0 子，还有 { NUMBER($empties) } 个空格，结果是{ $outcome }。
describe-side = { $side }有 { $count } 枚子，在 { $squares }
describe-side-none = { $side }没有子
describe-to-move = 轮到{ $side }
mark-legal = 标出的可落子处：{ $squares }
mark-target = 即将落子：{ $squares }
mark-placed = 刚落的子：{ $squares }
mark-flipped = 圈出的被翻转的子：{ $squares }
mark-illegal = 打叉，不能落子：{ $squares }
mark-gap = 空格：{ $squares }
mark-won-empty = 算给胜方的空格：{ $squares }

## 关于

about-intro = Outflank { $version } 是在浏览器里下的黑白棋：在同一台设备上和朋友对弈，或者挑战电脑的各个角色；手机、电脑都能玩，联网或离线都行。它用 Rust 编写，以 WebAssembly 运行；电脑在后台线程里思考，所以页面从不卡住。
about-own = 你看到和听到的一切都由 Outflank 自己的代码生成：棋盘、角色的头像和图示都是矢量图，每个声音都在你下棋时实时合成。没有使用任何他人的图片、字体或声音文件，也没有描绘任何真实人物。
about-free = Outflank 本身是自由软件，采用 { $licence } 许可证。
about-crates-title = 内含的开源软件
about-crates = Outflank 建立在 { NUMBER($count) } 个开源 Rust crate 之上，它们被编译进应用和它的后台线程。感谢它们的作者。只在构建时运行的工具（Rust 的过程宏）不属于应用，不在此列出。
about-licence-count = { $licence }：{ $count } 个
about-table-label = crate 及其许可证
about-table-caption = 编译进 Outflank 的 crate 及其许可证
about-column-crate = crate
about-column-version = 版本
about-column-licence = 许可证
about-column-authors = 作者
about-mit-title = MIT 许可证
about-mit-intro = 这些 crate 大多可以在 MIT 许可证下使用（许多也可选择 Apache-2.0）。其条款（英文原文）适用于每个 crate，版权归上面列出的作者所有：

## The web app's manifest (an installed app's description, where the platform shows it)

manifest-description = 与电脑或朋友对弈的黑白棋（奥赛罗），手机和电脑都能玩，联网或离线皆可。
