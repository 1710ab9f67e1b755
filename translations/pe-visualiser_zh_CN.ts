<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CommandLine</name>
    <message>
        <source>--dim: '%1' is not a whole number from 1 to 8192</source>
        <translation>--dim：“%1”不是 1 到 8192 之间的整数</translation>
    </message>
    <message>
        <source>--base: '%1' is not a finite number greater than 1</source>
        <translation>--base：“%1”不是大于 1 的有限数</translation>
    </message>
    <message>
        <source>%1: '%2' is not a whole number from 0 to 2147483647</source>
        <translation>%1：“%2”不是 0 到 2147483647 之间的整数</translation>
    </message>
    <message>
        <source>--size: '%1' is not WIDTHxHEIGHT with each side from 16 to 16384 pixels</source>
        <translation>--size：“%1”不是“宽x高”格式，或某边不在 16 到 16384 像素之间</translation>
    </message>
    <message>
        <source>Teaches the Transformer's sinusoidal positional encoding PE(p)[2i] = sin(p / base^(2i/d)), PE(p)[2i+1] = cos(p / base^(2i/d)).</source>
        <translation>讲解 Transformer 的正弦位置编码：PE(p)[2i] = sin(p / base^(2i/d))，PE(p)[2i+1] = cos(p / base^(2i/d))。</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>显示本帮助后退出。</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>显示版本号后退出。</translation>
    </message>
    <message>
        <source>Print PE for the positions as CSV to stdout and exit.</source>
        <translation>把这些位置的 PE 以 CSV 输出到标准输出后退出。</translation>
    </message>
    <message>
        <source>Render every view without a display into DIR (created if missing) and exit.</source>
        <translation>无需显示器，把每个视图渲染到目录 DIR（不存在则创建）后退出。</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>Model width d, 1 to 8192 (default 8).</source>
        <translation>向量宽度 d，1 到 8192（默认 8）。</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Base of the denominator base^(2i/d), &gt; 1 (default 10000).</source>
        <translation>分母 base^(2i/d) 的底数，须大于 1（默认 10000）。</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>With --csv: comma-separated positions and inclusive ranges, e.g. 0,3 or 0-31 (default 0,3).</source>
        <translation>配合 --csv：逗号分隔的位置与闭区间，如 0,3 或 0-31（默认 0,3）。</translation>
    </message>
    <message>
        <source>LIST</source>
        <translation>LIST</translation>
    </message>
    <message>
        <source>Position p of the first occurrence (default 0).</source>
        <translation>第一次出现的位置 p（默认 0）。</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Comparison position q (default 3).</source>
        <translation>对比位置 q（默认 3）。</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>Add the positional encoding: on or off (default on).</source>
        <translation>是否加入位置编码：on 或 off（默认 on）。</translation>
    </message>
    <message>
        <source>on|off</source>
        <translation>on|off</translation>
    </message>
    <message>
        <source>Interface language: zh_CN or en (default: system).</source>
        <translation>界面语言：zh_CN 或 en（默认跟随系统）。</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>LANG</translation>
    </message>
    <message>
        <source>With --export: pixel size of the view images (default 1200x800).</source>
        <translation>配合 --export：视图图片的像素尺寸（默认 1200x800）。</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>WxH</translation>
    </message>
    <message>
        <source>unexpected argument '%1' (see --help)</source>
        <translation>多余的参数“%1”（见 --help）</translation>
    </message>
    <message>
        <source>--csv and --export cannot be used together</source>
        <translation>--csv 与 --export 不能同时使用</translation>
    </message>
    <message>
        <source>--positions only goes with --csv</source>
        <translation>--positions 只能与 --csv 一起使用</translation>
    </message>
    <message>
        <source>--size only goes with --export</source>
        <translation>--size 只能与 --export 一起使用</translation>
    </message>
    <message>
        <source>--%1 does not go with --csv</source>
        <translation>--%1 不能与 --csv 一起使用</translation>
    </message>
    <message>
        <source>--encoding: '%1' is neither on nor off</source>
        <translation>--encoding：“%1”既不是 on 也不是 off</translation>
    </message>
    <message>
        <source>--lang: '%1' is neither zh_CN nor en</source>
        <translation>--lang：“%1”既不是 zh_CN 也不是 en</translation>
    </message>
    <message>
        <source>--export: the folder name is empty</source>
        <translation>--export：目录名为空</translation>
    </message>
    <message>
        <source>--csv: more than %1 values (positions x d); ask for fewer positions</source>
        <translation>--csv：数值超过 %1 个（位置数 × d），请减少位置</translation>
    </message>
</context>
<context>
    <name>EncodingTableModel</name>
    <message>
        <source>Angle in radians: p / %1; pair %2, component %3</source>
        <translation>角度（弧度）：p / %1；第 %2 对，分量 %3</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>分量</translation>
    </message>
    <message>
        <source>Pair i</source>
        <translation>对 i</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>函数</translation>
    </message>
    <message>
        <source>Component index 2i (sin) or 2i+1 (cos)</source>
        <translation>分量下标 2i（sin）或 2i+1（cos）</translation>
    </message>
    <message>
        <source>Pair index i: components 2i and 2i+1 share one angle</source>
        <translation>对下标 i：分量 2i 与 2i+1 共用一个角度</translation>
    </message>
    <message>
        <source>The formula of this component, with its denominator base^(2i/d)</source>
        <translation>该分量的公式及其分母 base^(2i/d)</translation>
    </message>
    <message>
        <source>Positional encoding at position p = %1</source>
        <translation>位置 p = %1 的位置编码</translation>
    </message>
    <message>
        <source>Positional encoding at comparison position q = %1</source>
        <translation>对比位置 q = %1 的位置编码</translation>
    </message>
    <message>
        <source>Difference vector PE(q) − PE(p), from unrounded values</source>
        <translation>差向量 PE(q) − PE(p)，用舍入前数值计算</translation>
    </message>
    <message>
        <source>Input x(p) = E + A(p) for the repeated word at position %1</source>
        <translation>位置 %1 上重复词的输入 x(p) = E + A(p)</translation>
    </message>
    <message>
        <source>Input x(q) = E + A(q) for the repeated word at position %1</source>
        <translation>位置 %1 上重复词的输入 x(q) = E + A(q)</translation>
    </message>
</context>
<context>
    <name>LessonState</name>
    <message>
        <source>Lesson default: 0 vs 3</source>
        <translation>本课默认：0 对 3</translation>
    </message>
    <message>
        <source>Fast pair nearly repeats: 0 vs 6</source>
        <translation>Fast pair nearly repeats：0 对 6</translation>
    </message>
    <message>
        <source>Encoding off: 0 vs 3</source>
        <translation>关闭编码：0 对 3</translation>
    </message>
    <message>
        <source>End of the slider: 0 vs 32</source>
        <translation>滑杆上限：0 对 32</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建目录 %1</translation>
    </message>
    <message>
        <source>no display found (DISPLAY is not set); use --export DIR to render the views without one</source>
        <translation>找不到显示器（未设置 DISPLAY）；可用 --export DIR 在无显示器时渲染视图</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sentence: “%1”</source>
        <translation>句子：“%1”</translation>
    </message>
    <message>
        <source>PE(p)[2i] = sin(p / %1^(2i/%2))
PE(p)[2i+1] = cos(p / %1^(2i/%2))</source>
        <translation>PE(p)[2i] = sin(p / %1^(2i/%2))
PE(p)[2i+1] = cos(p / %1^(2i/%2))</translation>
    </message>
    <message>
        <source>Positional Encoding Visualiser</source>
        <translation>位置编码可视化</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表格</translation>
    </message>
    <message>
        <source>Positional encoding table</source>
        <translation>位置编码表</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Add the &amp;positional encoding (A(p) = PE(p))</source>
        <translation>加入位置编码（A(p) = PE(p)）(&amp;P)</translation>
    </message>
    <message>
        <source>Off: A(p) = 0, both inputs are E + 0. The switch never changes the formula.</source>
        <translation>关闭时 A(p) = 0，两输入都是 E + 0。开关只控制是否加入，不改变公式。</translation>
    </message>
    <message>
        <source>P&amp;osition p:</source>
        <translation>位置 p(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Comparison position q:</source>
        <translation>对比位置 q(&amp;C)：</translation>
    </message>
    <message>
        <source>Comparison position q</source>
        <translation>对比位置 q</translation>
    </message>
    <message>
        <source>Position p</source>
        <translation>位置 p</translation>
    </message>
    <message>
        <source>&amp;Width d:</source>
        <translation>宽度 d(&amp;W)：</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>宽度 d</translation>
    </message>
    <message>
        <source>&amp;Base:</source>
        <translation>底数(&amp;B)：</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>底数</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Export table as &amp;CSV…</source>
        <translation>导出表格为 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Export window as &amp;PNG…</source>
        <translation>导出窗口为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Reset to the lesson's defaults</source>
        <translation>恢复本课默认值(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <source>Export table as CSV</source>
        <translation>导出表格为 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Export window as PNG</source>
        <translation>导出窗口为 PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>About Positional Encoding Visualiser</source>
        <translation>关于位置编码可视化</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;pe-visualiser %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Teaches the sinusoidal positional encoding of Vaswani et al. 2017, section 3.5, with exact numbers.&lt;/p&gt;&lt;p&gt;Licence: MIT.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;pe-visualiser %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;用精确数值讲解 Vaswani 等人 2017 年论文 3.5 节的正弦位置编码。&lt;/p&gt;&lt;p&gt;许可证：MIT。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Select a cell to see its value with 17 significant digits.</source>
        <translation>选中一格，可看到 17 位有效数字的数值。</translation>
    </message>
    <message>
        <source>Component %1 of %2 = %3</source>
        <translation>%2 的分量 %1 = %3</translation>
    </message>
</context>
<context>
    <name>NormPanel</name>
    <message>
        <source>Difference length |x(%1) − x(%2)|</source>
        <translation>差长 |x(%1) − x(%2)|</translation>
    </message>
    <message>
        <source>Encoding on: A(p) = PE(p)</source>
        <translation>开启编码：A(p) = PE(p)</translation>
    </message>
    <message>
        <source>Encoding off: A(p) = 0</source>
        <translation>关闭编码：A(p) = 0</translation>
    </message>
    <message>
        <source>The square root of the sum of the d squared differences, from unrounded values. It is not the gap in tokens and not a semantic similarity: zero means every coordinate is equal.</source>
        <translation>差向量的欧氏长度：d 项差平方和的平方根，用舍入前数值计算。它不是相隔的词数，也不是语义相似分；零表示坐标全相同。</translation>
    </message>
</context>
<context>
    <name>TokenStrip</name>
    <message>
        <source>p = %1</source>
        <translation>p = %1</translation>
    </message>
    <message>
        <source>q = %1</source>
        <translation>q = %1</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) between</source>
        <translation><numerusform>中间 %n 个词</numerusform></translation>
    </message>
    <message>
        <source>Token strip</source>
        <translation>词元条</translation>
    </message>
</context>
<context>
    <name>imageexport</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot encode %1 as PNG</source>
        <translation>无法把 %1 编码为 PNG</translation>
    </message>
</context>
</TS>
