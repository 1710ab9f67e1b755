<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AlibiSlopesModel</name>
    <message>
        <source>head h</source>
        <translation>头 h</translation>
    </message>
    <message>
        <source>slope m (reference rule)</source>
        <translation>斜率 m（参考实现的规则）</translation>
    </message>
    <message>
        <source>naive 2^(−8h/H)</source>
        <translation>朴素公式 2^(−8h/H)</translation>
    </message>
</context>
<context>
    <name>Animation</name>
    <message>
        <source>comparison position q</source>
        <translation>对比位置 q</translation>
    </message>
    <message>
        <source>position p</source>
        <translation>位置 p</translation>
    </message>
    <message>
        <source>base</source>
        <translation>底数</translation>
    </message>
    <message>
        <source>width d</source>
        <translation>宽度 d</translation>
    </message>
    <message>
        <source>GIF (animated)</source>
        <translation>GIF（动图）</translation>
    </message>
    <message>
        <source>MP4 (H.264 video)</source>
        <translation>MP4（H.264 视频）</translation>
    </message>
    <message>
        <source>WebM (VP9 video)</source>
        <translation>WebM（VP9 视频）</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>%1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>%1 到 %2 之间的数</translation>
    </message>
    <message>
        <source>from: %1 for %2 is not %3</source>
        <translation>起点：%2 的 %1 不是%3</translation>
    </message>
    <message>
        <source>to: %1 for %2 is not %3</source>
        <translation>终点：%2 的 %1 不是%3</translation>
    </message>
    <message>
        <source>from %1 is greater than to %2</source>
        <translation>起点 %1 大于终点 %2</translation>
    </message>
    <message>
        <source>step: %1 for %2 is not a factor greater than 1</source>
        <translation>步长：%2 的 %1 不是大于 1 的倍数</translation>
    </message>
    <message>
        <source>step: %1 for %2 is not a whole number from 1 to %3</source>
        <translation>步长：%2 的 %1 不是 1 到 %3 之间的整数</translation>
    </message>
    <message>
        <source>GIF encoder: %1 (%2)</source>
        <translation>GIF 编码器：%1（%2）</translation>
    </message>
    <message>
        <source>error %1</source>
        <translation>错误 %1</translation>
    </message>
    <message>
        <source>GIF encoder: cannot write: %1</source>
        <translation>GIF 编码器：无法写入：%1</translation>
    </message>
    <message>
        <source>GIF encoder: a frame of %1 x %2 pixels in a stream of %3 x %4</source>
        <translation>GIF 编码器：%3 × %4 的动画中出现了 %1 × %2 像素的帧</translation>
    </message>
    <message>
        <source>video encoder: %1</source>
        <translation>视频编码器：%1</translation>
    </message>
    <message>
        <source>video encoder: %1 (%2)</source>
        <translation>视频编码器：%1（%2）</translation>
    </message>
    <message>
        <source>the width and height must be even</source>
        <translation>宽和高必须是偶数</translation>
    </message>
    <message>
        <source>this FFmpeg has no %1 encoder</source>
        <translation>此 FFmpeg 没有 %1 编码器</translation>
    </message>
    <message>
        <source>a frame of %1 x %2 pixels in a stream of %3 x %4</source>
        <translation>%3 × %4 的视频中出现了 %1 × %2 像素的帧</translation>
    </message>
    <message>
        <source>Video export needs pe-visualiser&apos;s video module (%1), which is not installed: reinstall pe-visualiser or export a GIF.</source>
        <translation>导出视频需要 pe-visualiser 的视频模块（%1），但它没有安装：请重新安装 pe-visualiser，或导出 GIF。</translation>
    </message>
    <message>
        <source>The video module %1 cannot be loaded: %2</source>
        <translation>无法加载视频模块 %1：%2</translation>
    </message>
</context>
<context>
    <name>AnimationActions</name>
    <message>
        <source>Export a&amp;nimation…</source>
        <translation>导出动画(&amp;N)…</translation>
    </message>
    <message>
        <source>Write the frames of a view as GIF, MP4 or WebM</source>
        <translation>把一个视图的各帧写成 GIF、MP4 或 WebM</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Rendering %1 frames of %2 …</source>
        <translation>正在渲染 %2 的 %1 帧…</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written</source>
        <translation>已取消导出，未写入任何文件</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Anima&amp;tion</source>
        <translation>动画(&amp;T)</translation>
    </message>
</context>
<context>
    <name>AnimationExport</name>
    <message>
        <source>%1: the file name must end in .gif, .mp4 or .webm</source>
        <translation>%1：文件名必须以 .gif、.mp4 或 .webm 结尾</translation>
    </message>
    <message>
        <source>fps: %1 is not a whole number from %2 to %3 (for %4)</source>
        <translation>帧率：%1 不是 %2 到 %3 之间的整数（%4）</translation>
    </message>
    <message>
        <source>size: %1x%2 is not WIDTHxHEIGHT with each side from %3 to %4 pixels</source>
        <translation>尺寸：%1x%2 不是“宽x高”格式，或某边不在 %3 到 %4 像素之间</translation>
    </message>
    <message>
        <source>size: %1x%2 must have an even width and height for %3</source>
        <translation>尺寸：%3 要求宽和高都是偶数，%1x%2 不符合</translation>
    </message>
    <message>
        <source>%1 frames from %2 to %3 in steps of %4: at most %5 frames (raise the step or narrow the range)</source>
        <translation>从 %2 到 %3、步长 %4 共 %1 帧：最多 %5 帧（请加大步长或缩小范围）</translation>
    </message>
    <message>
        <source>view: &apos;%1&apos; is not one of %2</source>
        <translation>视图：“%1”不在以下视图中：%2</translation>
    </message>
    <message>
        <source>view: &apos;%1&apos; does not exist at d = %2</source>
        <translation>视图：d = %2 时没有“%1”</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot build the view %1</source>
        <translation>无法创建视图 %1</translation>
    </message>
    <message>
        <source>frame %1: the state refused %2 = %3</source>
        <translation>第 %1 帧：参数不接受 %2 = %3</translation>
    </message>
    <message>
        <source>frame %1: cannot render %2 at %3x%4 pixels</source>
        <translation>第 %1 帧：无法以 %3x%4 像素渲染 %2</translation>
    </message>
    <message>
        <source>cannot write %1: the export has not begun</source>
        <translation>无法写入 %1：导出尚未开始</translation>
    </message>
    <message>
        <source>only %1 of %2 frames were written</source>
        <translation>%2 帧中只写入了 %1 帧</translation>
    </message>
    <message>
        <source>frame %1: %2 = %3 does not fit the other parameters (layout %4, context scaling %5): start the range where it fits</source>
        <translation>第 %1 帧：%2 = %3 与其他参数（排列方式 %4，上下文扩展 %5）不相容：请让范围从相容处开始</translation>
    </message>
</context>
<context>
    <name>AnimationExportDialog</name>
    <message>
        <source>Choose a file.</source>
        <translation>请选择文件。</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s), %1 s at %2 frames per second</source>
        <translation>
            <numerusform>%n 帧，每秒 %2 帧共 %1 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>GIF animations (*.gif);;MP4 videos (*.mp4);;WebM videos (*.webm)</source>
        <translation>GIF 动图 (*.gif);;MP4 视频 (*.mp4);;WebM 视频 (*.webm)</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>&amp;View:</source>
        <translation>视图(&amp;V)：</translation>
    </message>
    <message>
        <source>The view, named as its file in Export all</source>
        <translation>视图，名称即“导出全部视图”中的文件名</translation>
    </message>
    <message>
        <source>&amp;Animate:</source>
        <translation>动画参数(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>起点(&amp;F)：</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步长</translation>
    </message>
    <message>
        <source>q, p, d: added per frame; base: multiplied per frame</source>
        <translation>q、p、d：每帧加上步长；底数：每帧乘以步长</translation>
    </message>
    <message>
        <source>Frames per &amp;second:</source>
        <translation>每秒帧数(&amp;S)：</translation>
    </message>
    <message>
        <source>1 to 120; GIF at most 50 (its delays are hundredths of a second)</source>
        <translation>1 到 120；GIF 最多 50（其帧间隔以百分之一秒计）</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>尺寸(&amp;Z)：</translation>
    </message>
    <message>
        <source>&amp;Caption with the parameters of each frame</source>
        <translation>附上每帧参数的说明文字(&amp;C)</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>格式(&amp;O)：</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>文件(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
</context>
<context>
    <name>AttentionFigure</name>
    <message>
        <source>Attention map</source>
        <translation>注意力图</translation>
    </message>
    <message>
        <source>Train a scheme to see where its heads look.</source>
        <translation>先训练一个方案，才能看到它的注意力头看向哪里。</translation>
    </message>
    <message>
        <source>%1 cannot run at n = %2: its table has rows for positions 0 to %3 only.</source>
        <translation>%1 无法在 n = %2 时运行：它的表只有位置 0 到 %3 的行。</translation>
    </message>
    <message>
        <source>query position</source>
        <translation>查询位置</translation>
    </message>
    <message>
        <source>key position</source>
        <translation>键位置</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Attention of %1, layer %2, head %3 (%4, n = %5)</source>
        <translation>%1 的注意力：第 %2 层，第 %3 个头（%4，n = %5）</translation>
    </message>
    <message>
        <source>input: %1 · target: %2 · prediction: %3 (%4 of %5 right)</source>
        <translation>输入：%1 · 目标：%2 · 预测：%3（%5 个中对了 %4 个）</translation>
    </message>
    <message>
        <source>S&amp;cheme:</source>
        <translation>方案(&amp;C)：</translation>
    </message>
    <message>
        <source>Len&amp;gth n:</source>
        <translation>长度 n(&amp;G)：</translation>
    </message>
    <message>
        <source>Layer:</source>
        <translation>层：</translation>
    </message>
    <message>
        <source>Head:</source>
        <translation>头：</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>The length of the example whose attention is shown</source>
        <translation>所显示注意力的示例的长度</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>The layer whose attention is shown</source>
        <translation>显示哪一层的注意力</translation>
    </message>
    <message>
        <source>head</source>
        <translation>头</translation>
    </message>
    <message>
        <source>The head whose attention is shown</source>
        <translation>显示哪一个头的注意力</translation>
    </message>
</context>
<context>
    <name>AttentionState</name>
    <message>
        <source>RoPE rotates pairs of components and needs d &gt;= 2 (d = %1).</source>
        <translation>RoPE 成对旋转分量，需要 d &gt;= 2（d = %1）。</translation>
    </message>
    <message>
        <source>The half-split layout pairs component i with i + d/2 and needs an even d (d = %1).</source>
        <translation>前后两半配对（half-split）把分量 i 与 i + d/2 配成一对，需要偶数 d（d = %1）。</translation>
    </message>
    <message>
        <source>The rotary fraction leaves fewer than two rotated components at d = %1: choose a larger fraction.</source>
        <translation>在 d = %1 时，这个旋转比例留下的旋转分量不足两个：请选更大的比例。</translation>
    </message>
    <message>
        <source>Random projections W_Q, W_K are limited to d &lt;= %1 (d = %2); use the identity.</source>
        <translation>随机投影 W_Q、W_K 只支持 d &lt;= %1（d = %2）；请改用单位矩阵。</translation>
    </message>
</context>
<context>
    <name>CheckMode</name>
    <message>
        <source>cannot check %1: not enough memory</source>
        <translation>无法检查 %1：内存不足</translation>
    </message>
    <message>
        <source>cannot check %1: %2</source>
        <translation>无法检查 %1：%2</translation>
    </message>
</context>
<context>
    <name>CheckReport</name>
    <message>
        <source>The paper&apos;s encoding</source>
        <translation>论文中的位置编码</translation>
    </message>
    <message>
        <source>Concatenated [sin | cos] halves</source>
        <translation>拼接成 [sin | cos] 两半</translation>
    </message>
    <message>
        <source>tensor2tensor&apos;s frequencies and halves</source>
        <translation>tensor2tensor 的频率与两半布局</translation>
    </message>
    <message>
        <source>fairseq&apos;s sinusoidal embedding</source>
        <translation>fairseq 的正弦位置嵌入</translation>
    </message>
    <message>
        <source>Exponent doubled</source>
        <translation>指数翻倍</translation>
    </message>
    <message>
        <source>Exponent halved</source>
        <translation>指数减半</translation>
    </message>
    <message>
        <source>sin and cos swapped</source>
        <translation>sin 与 cos 互换</translation>
    </message>
    <message>
        <source>Positions counted from 1</source>
        <translation>位置从 1 开始计</translation>
    </message>
    <message>
        <source>Another base</source>
        <translation>底数不同</translation>
    </message>
    <message>
        <source>Angles taken as degrees</source>
        <translation>角度被当作度数</translation>
    </message>
    <message>
        <source>Rounded to float32</source>
        <translation>舍入到 float32</translation>
    </message>
    <message>
        <source>Rounded to bfloat16</source>
        <translation>舍入到 bfloat16</translation>
    </message>
    <message>
        <source>Rounded to float16</source>
        <translation>舍入到 float16</translation>
    </message>
    <message>
        <source>Transposed</source>
        <translation>转置</translation>
    </message>
    <message>
        <source>Not a known variant</source>
        <translation>不是已知的变体</translation>
    </message>
    <message>
        <source>The matrix is the paper&apos;s positional encoding: PE(p)[2i] = sin(p / B^(2i/d)) and PE(p)[2i+1] = cos(p / B^(2i/d)) at positions 0 to n-1, every value within the rounding of the file&apos;s dtype. Nothing to fix.</source>
        <translation>这个矩阵就是论文中的位置编码：位置 0 到 n-1 上 PE(p)[2i] = sin(p / B^(2i/d))，PE(p)[2i+1] = cos(p / B^(2i/d))，每个值都在文件数据类型的舍入误差之内。无需修改。</translation>
    </message>
    <message>
        <source>The numbers are right but sit in other components: every sin first, then every cos ([sin | cos] halves, as TensorFlow&apos;s tutorial writes them), where the paper interleaves each pair, sin at component 2i and cos at 2i+1. Distances and dot products are the same, but a model or checkpoint that expects one order reads a different vector from the other. Fix: interleave them (pe[:, 0::2] = sin, pe[:, 1::2] = cos), or keep the halves on purpose and say so.</source>
        <translation>数值本身没错，但放在了别的分量上：先放所有 sin，再放所有 cos（[sin | cos] 两半，TensorFlow 教程的写法），而论文把每一对交错排列，sin 在分量 2i，cos 在分量 2i+1。距离和点积都不变，但期望一种顺序的模型或检查点读到另一种顺序时，看到的是另一个向量。修改：交错排列（pe[:, 0::2] = sin，pe[:, 1::2] = cos），或者有意保留两半并注明。</translation>
    </message>
    <message>
        <source>[sin | cos] halves with tensor2tensor&apos;s frequencies B^(-j/(d/2 - 1)) (get_timing_signal_1d; Whisper&apos;s sinusoids) instead of the paper&apos;s 1 / B^(2i/d): the slowest pair turns at exactly 1/B, so every pair&apos;s frequency differs a little from the paper&apos;s. A convention of its own, not a bug, but not the paper&apos;s encoding. Fix, for the paper&apos;s: the denominators B^(2i/d) and interleaved sin and cos.</source>
        <translation>[sin | cos] 两半，频率用 tensor2tensor 的 B^(-j/(d/2 - 1))（get_timing_signal_1d；Whisper 的 sinusoids），而不是论文的 1 / B^(2i/d)：最慢的一对恰好以 1/B 转动，所以每一对的频率都与论文略有不同。这是另一种约定，不算错误，但不是论文的位置编码。若要论文的编码：分母用 B^(2i/d)，sin 与 cos 交错排列。</translation>
    </message>
    <message>
        <source>fairseq&apos;s sinusoidal embedding: tensor2tensor&apos;s frequencies and [sin | cos] halves, the positions starting at padding_idx + 1 and a zero row for the padding index. Fix, for the paper&apos;s: positions from 0, the denominators B^(2i/d), interleaved sin and cos and no zero row.</source>
        <translation>fairseq 的正弦位置嵌入：tensor2tensor 的频率和 [sin | cos] 两半，位置从 padding_idx + 1 开始，填充下标那一行全为零。若要论文的编码：位置从 0 开始，分母用 B^(2i/d)，sin 与 cos 交错排列，没有全零行。</translation>
    </message>
    <message>
        <source>The exponent is doubled: the denominators are B^(4i/d) instead of B^(2i/d), exactly the frequencies of base B², so the slow pairs hardly turn. This is the article&apos;s code: its loop steps i over 0, 2, 4, ... and still writes 2*i. Fix: use the pair&apos;s exponent once, B^(2i/d) for the pair of components 2i and 2i+1.</source>
        <translation>指数翻倍了：分母是 B^(4i/d) 而不是 B^(2i/d)，恰好是底数 B² 的频率，慢的那几对几乎不转。这正是文章代码的问题：循环让 i 取 0、2、4、…，却仍写成 2*i。修改：指数只用一次，分量 2i 与 2i+1 这一对的分母是 B^(2i/d)。</translation>
    </message>
    <message>
        <source>The exponent is halved: the pair index i is written where 2i belongs, B^(i/d), the frequencies of base √B, so the slow pairs turn too fast. Fix: B^(2i/d) for the pair of components 2i and 2i+1.</source>
        <translation>指数减半了：在应写 2i 的地方写了对下标 i，即 B^(i/d)，相当于底数 √B 的频率，慢的那几对转得太快。修改：分量 2i 与 2i+1 这一对的分母用 B^(2i/d)。</translation>
    </message>
    <message>
        <source>sin and cos are swapped: cos at the even components 2i and sin at the odd ones 2i+1, so position 0 starts [1, 0, 1, 0, ...] instead of [0, 1, 0, 1, ...]. Fix: sin at 2i, cos at 2i+1.</source>
        <translation>sin 与 cos 互换了：cos 放在偶数分量 2i，sin 放在奇数分量 2i+1，所以位置零以 [1, 0, 1, 0, …] 开头，而不是 [0, 1, 0, 1, …]。修改：sin 放在 2i，cos 放在 2i+1。</translation>
    </message>
    <message>
        <source>The angles were taken as degrees: sin(p / B^(2i/d) · π/180) (e.g. np.deg2rad on the angle), so every pair turns about 57 times too slowly. The angle p / B^(2i/d) is already in radians. Fix: drop the conversion.</source>
        <translation>角度被当作度数：sin(p / B^(2i/d) · π/180)（例如对角度用了 np.deg2rad），每一对都转得慢了约 57 倍。角度 p / B^(2i/d) 本来就是弧度。修改：去掉这个换算。</translation>
    </message>
    <message>
        <source>The paper&apos;s encoding rounded to bfloat16 (8 significant bits), then stored with more bits: errors up to a few thousandths, and computed in bfloat16 the positions from 257 on collide with their neighbours. Fix: compute the encoding in float32 or float64 and cast only the result.</source>
        <translation>论文中的位置编码被舍入到 bfloat16（8 位有效位）后用更多位数保存：误差可达千分之几；若在 bfloat16 中计算，从位置 257 起相邻位置会重合。修改：用 float32 或 float64 计算位置编码，只把结果转换类型。</translation>
    </message>
    <message>
        <source>The paper&apos;s encoding rounded to float16 (11 significant bits): errors up to about 1e-3, and computed in float16 the positions from 2049 on collide with their neighbours and 65520 overflows. Fix: compute the encoding in float32 or float64 and cast only the result.</source>
        <translation>论文中的位置编码被舍入到 float16（11 位有效位）：误差可达约 1e-3；若在 float16 中计算，从位置 2049 起相邻位置会重合，65520 溢出。修改：用 float32 或 float64 计算位置编码，只把结果转换类型。</translation>
    </message>
    <message>
        <source>The values are right but the matrix is transposed: components as rows and positions as columns. Fix: transpose it (pe.T) so that row p holds PE(p).</source>
        <translation>数值没错，但矩阵被转置了：行是分量，列是位置。修改：转置（pe.T），让第 p 行是 PE(p)。</translation>
    </message>
    <message>
        <source>Shape: %1 positions x %2 components (columns are positions).</source>
        <translation>形状：%1 个位置 x %2 个分量（列是位置）。</translation>
    </message>
    <message>
        <source>Shape: %1 positions x %2 components (rows are positions).</source>
        <translation>形状：%1 个位置 x %2 个分量（行是位置）。</translation>
    </message>
    <message>
        <source>Stored as %1; every value is a %2 value.</source>
        <translation>以 %1 保存；每个值都是 %2 值。</translation>
    </message>
    <message>
        <source>Largest absolute residual against the reference (base %1): %2</source>
        <translation>与参考编码（底数 %1）相比的最大绝对残差：%2</translation>
    </message>
    <message>
        <source>Row %1 equals row %2: the positions collided in %3.</source>
        <translation>第 %1 行与第 %2 行相同：位置在 %3 中重合了。</translation>
    </message>
    <message>
        <source>Row %1 is all zeros: fairseq&apos;s padding row.</source>
        <translation>第 %1 行全为零：fairseq 的填充行。</translation>
    </message>
    <message>
        <source>far from every known variant (over 1000 times the tolerance)</source>
        <translation>远超容差（超过 1000 倍），与所有已知变体都相差很远</translation>
    </message>
    <message>
        <source>%1 times the tolerance</source>
        <translation>为容差的 %1 倍</translation>
    </message>
    <message>
        <source>Scaled by a factor</source>
        <translation>所有值乘了同一个因子</translation>
    </message>
    <message>
        <source>Positions counted down</source>
        <translation>位置倒序排列</translation>
    </message>
    <message>
        <source>Too few digits to decide</source>
        <translation>位数太少，无法判定</translation>
    </message>
    <message>
        <source>The positions do not start at 0: the first row is not PE(0) = [0, 1, 0, 1, ...] (the line &quot;positions:&quot; says where they start), so every slot is shifted. Look at the line that makes the positions, e.g. np.arange(1, n + 1) or torch.arange(1, n + 1). Fix: positions 0 to n-1 (np.arange(n)).</source>
        <translation>位置不是从 0 开始：第一行不是 PE(0) = [0, 1, 0, 1, ...]（“位置：”一行给出从哪里开始），所以每个槽位都错开了。请查看生成位置的那一行，例如 np.arange(1, n + 1) 或 torch.arange(1, n + 1)。改法：位置取 0 到 n-1（np.arange(n)）。</translation>
    </message>
    <message>
        <source>The paper&apos;s encoding computed in float32, but two neighbouring positions became identical: float32 holds every integer only up to 2^24, so from position 16777217 on the positions are rounded and collide (the row named below). Fix: make the positions in float64 (torch.arange(n, dtype=torch.float64)) or compute the angle from an integer position in float64, then cast the result.</source>
        <translation>这是用 float32 计算的论文位置编码，但有两个相邻位置变得完全相同：float32 只能精确表示到 2^24 的整数，所以从位置 16777217 起位置被舍入而重合（见下文指出的行）。改法：用 float64 生成位置（torch.arange(n, dtype=torch.float64)），或用 float64 从整数位置计算角度，最后再转换结果。</translation>
    </message>
    <message>
        <source>The sines and cosines are right but every value is multiplied by the same factor (the line &quot;amplitude:&quot; gives it; some libraries multiply by d^-1/2 or by √d). sin² + cos² of each pair is then that factor squared instead of 1. Look for a multiplication after the sin and cos are written (pe * scale, pe / math.sqrt(d)). Fix: drop it, or keep it on purpose and apply it where the encoding is added.</source>
        <translation>正弦和余弦本身是对的，但每个值都乘了同一个因子（“幅度：”一行给出它；有些库会乘以 d^-1/2 或 √d）。于是每一对分量的 sin² + cos² 等于该因子的平方而不是 1。请查找写完 sin 和 cos 之后的乘法（pe * scale、pe / math.sqrt(d)）。改法：去掉它，或者有意保留，并在加上位置编码的地方再乘。</translation>
    </message>
    <message>
        <source>The rows count the positions down: the first row holds the last position and the last row PE(0) (the line &quot;positions:&quot; gives the range), as relative-attention code writes torch.arange(n - 1, -1, -1). Every value is right for its position, but row p does not hold PE(p). Fix: positions ascending (np.arange(n)), or flip the rows (pe[::-1]).</source>
        <translation>各行的位置是倒着数的：第一行是最后一个位置，最后一行是 PE(0)（“位置：”一行给出范围），就像相对注意力代码写的 torch.arange(n - 1, -1, -1)。每个值对它自己的位置是对的，但第 p 行不是 PE(p)。改法：位置按升序排列（np.arange(n)），或把各行翻转过来（pe[::-1]）。</translation>
    </message>
    <message>
        <source>The file&apos;s numbers are printed with too few digits to decide: within their rounding they fit the paper&apos;s encoding, but also a variant near it (named below). Nothing may be wrong, but the check cannot tell. Save the matrix again with more digits (np.savetxt&apos;s default, or fmt=&apos;%.6f&apos;; the line below says how many are enough) or as .npy (np.save), and check it again.</source>
        <translation>文件中的数字位数太少，无法判定：在其舍入范围内，它们符合论文的位置编码，但也符合与之相近的一个变体（见下文）。也许没有任何错误，但检查无法区分。请用更多位数重新保存矩阵（np.savetxt 的默认格式，或 fmt=&apos;%.6f&apos;；下面一行说明需要多少位），或保存为 .npy（np.save），然后再检查一次。</translation>
    </message>
    <message>
        <source>Neither the paper&apos;s encoding nor any known variant, alone or two at once, fits within the rounding of the file. The lines below give what could be estimated from the matrix (layout, positions, amplitude, base, angles) and where the residual against that estimate is largest: start there. Compare the first rows with PE(0) = [0, 1, 0, 1, ...] and PE(1) computed by hand.</source>
        <translation>论文的位置编码和任何已知变体（单独一个或两个同时出现）都不能在文件的舍入范围内吻合。下面几行给出能从矩阵中估计出的内容（布局、位置、幅度、底数、角度），以及相对该估计的残差最大的位置：从那里查起。把前几行与手算的 PE(0) = [0, 1, 0, 1, ...] 和 PE(1) 比较。</translation>
    </message>
    <message>
        <source>fairseq&apos;s sinusoidal embedding table: tensor2tensor&apos;s frequencies and [sin | cos] halves, and row %1 all zeros for the padding index.</source>
        <translation>fairseq 的正弦位置嵌入表：tensor2tensor 的频率和 [sin | cos] 两半布局，第 %1 行全为零，对应填充索引。</translation>
    </message>
    <message>
        <source>fairseq&apos;s sinusoidal embedding for a sequence: tensor2tensor&apos;s frequencies and [sin | cos] halves, the positions starting at padding_idx + 1 = %1.</source>
        <translation>fairseq 为一个序列给出的正弦位置嵌入：tensor2tensor 的频率和 [sin | cos] 两半布局，位置从 padding_idx + 1 = %1 开始。</translation>
    </message>
    <message>
        <source>With an odd d the last column is zero (fairseq pads it).</source>
        <translation>d 为奇数时最后一列为零（fairseq 用零补齐）。</translation>
    </message>
    <message>
        <source>estimates: none (the columns do not pair into sines and cosines)</source>
        <translation>估计：无（各列无法配成正弦和余弦）</translation>
    </message>
    <message>
        <source>layout: interleaved (sin at 2i, cos at 2i+1)</source>
        <translation>布局：交错（sin 在 2i，cos 在 2i+1）</translation>
    </message>
    <message>
        <source>layout: halves [sin | cos], tensor2tensor&apos;s frequencies B^(-i/(d/2 - 1))</source>
        <translation>布局：两半 [sin | cos]，tensor2tensor 的频率 B^(-i/(d/2 - 1))</translation>
    </message>
    <message>
        <source>layout: halves [sin | cos], the paper&apos;s frequencies</source>
        <translation>布局：两半 [sin | cos]，论文的频率</translation>
    </message>
    <message>
        <source>sin and cos: swapped (cos where the sin belongs)</source>
        <translation>sin 与 cos：互换（该放 sin 的地方放了 cos）</translation>
    </message>
    <message>
        <source>positions: %1 down to %2</source>
        <translation>位置：%1 递减到 %2</translation>
    </message>
    <message>
        <source>positions: %1 to %2</source>
        <translation>位置：%1 到 %2</translation>
    </message>
    <message>
        <source>zero row: %1</source>
        <translation>全零行：%1</translation>
    </message>
    <message>
        <source>amplitude: %1</source>
        <translation>幅度：%1</translation>
    </message>
    <message>
        <source>base: %1</source>
        <translation>底数：%1</translation>
    </message>
    <message>
        <source>angles: degrees (multiplied by π/180)</source>
        <translation>角度：度（乘以 π/180）</translation>
    </message>
    <message>
        <source>angles: multiplied by %1</source>
        <translation>角度：乘以 %1</translation>
    </message>
    <message>
        <source>angles: radians</source>
        <translation>角度：弧度</translation>
    </message>
    <message>
        <source>dtype: %1</source>
        <translation>数据类型：%1</translation>
    </message>
    <message>
        <source>orientation: columns are positions</source>
        <translation>方向：列是位置</translation>
    </message>
    <message>
        <source>orientation: rows are positions</source>
        <translation>方向：行是位置</translation>
    </message>
    <message>
        <source>differences: %1 at once</source>
        <translation>差异：%1 同时出现</translation>
    </message>
    <message>
        <source>residual against the model of these estimates: %1, within the file&apos;s rounding</source>
        <translation>相对这些估计所建模型的残差：%1，在文件的舍入范围内</translation>
    </message>
    <message>
        <source>residual against the model of these estimates: %1, largest at position %2, component %3</source>
        <translation>相对这些估计所建模型的残差：%1，最大处在位置 %2、分量 %3</translation>
    </message>
    <message>
        <source>residual against the model of these estimates: %1</source>
        <translation>相对这些估计所建模型的残差：%1</translation>
    </message>
    <message>
        <source>Matches the paper&apos;s encoding within %1&apos;s rounding: the largest error is %2, at position %3, component %4 (this app&apos;s own %1 computation shows up to %5 at these positions).</source>
        <translation>在 %1 的舍入范围内与论文的位置编码一致：最大误差为 %2，在位置 %3、分量 %4（本应用自己用 %1 计算这些位置，误差最多为 %5）。</translation>
    </message>
    <message>
        <source>Printed with %1 significant digits at most, the numbers cannot tell the paper&apos;s encoding from %2 (%3); %4 decimals or more would decide.</source>
        <translation>这些数字最多只有 %1 位有效数字，无法区分论文的位置编码与 %2（%3）；有 %4 位或更多小数即可判定。</translation>
    </message>
    <message>
        <source>Nearest variant: %1 (%2); its largest residual is %3.</source>
        <translation>最接近的变体：%1（%2）；它的最大残差%3。</translation>
    </message>
    <message>
        <source>largest residual against the reference: at position %1, component %2</source>
        <translation>相对参考编码的最大残差：在位置 %1、分量 %2</translation>
    </message>
    <message>
        <source>Printed with %1 significant digits at most, the numbers are too coarse to tell the paper&apos;s encoding from its near neighbours (a base a few percent off, an amplitude of 0.99, a bfloat16 computation); %2 decimals or more would decide.</source>
        <translation>这些数字最多只有 %1 位有效数字，太粗糙，无法区分论文的位置编码与它的近邻（底数差几个百分点、幅度为 0.99、用 bfloat16 计算）；有 %2 位或更多小数即可判定。</translation>
    </message>
    <message>
        <source>A second difference at the same time: %1 (the lines below give its size).</source>
        <translation>同时还有另一处差异：%1（下面几行给出它的大小）。</translation>
    </message>
    <message>
        <source>Interleaved sin and cos as in the paper, but with another base: the line &quot;base:&quot; gives the base estimated from the slowest pair. Every denominator base^(2i/d) differs, so every pair but the first turns at another speed. Fix: use the base you meant (the paper&apos;s is 10000), or, if that base is what you meant, check the file again against it (--base on the command line, Base in the parameters of the app).</source>
        <translation>sin 与 cos 像论文一样交错排列，但底数不同：“底数：”一行给出由最慢的一对估计出的底数。每个分母 base^(2i/d) 都不同，所以除第一对外每一对的转速都不同。改法：使用你想用的底数（论文用 10000）；如果这个底数正是你想要的，就用它重新检查文件（命令行用 --base，应用中用参数里的“底数”）。</translation>
    </message>
    <message>
        <source>The values are %1, but the positions or the angles p·ω were rounded to %2 (%3 significant bits) before the sin and cos: look at the line that makes the positions (torch.arange(n, dtype=torch.%2)) and at an autocast or .half() around the angle. The rotation identity PE(p + 1) = M(1) PE(p) then breaks: first between positions %4 and %5 (pair %6), by %7, where %1&apos;s rounding allows %8. Fix: make the positions and the angles in float32 or float64 and cast only the result.</source>
        <translation>这些值是 %1，但位置或角度 p·ω 在取 sin 和 cos 之前被舍入到了 %2（%3 位有效位）：请查看生成位置的那一行（torch.arange(n, dtype=torch.%2)），以及角度外面的 autocast 或 .half()。于是旋转恒等式 PE(p + 1) = M(1) PE(p) 不再成立：最早在位置 %4 和 %5 之间（第 %6 对）偏差 %7，而 %1 的舍入只允许 %8。改法：用 float32 或 float64 生成位置和角度，只把最终结果转换类型。</translation>
    </message>
    <message>
        <source>The paper&apos;s encoding, rounded once to %1 (%2 significant bits): every value is within half a %1 step of PE (the largest error is %3). The formula is right; the rounding is all %1 can hold. If %1 is what you want, nothing to fix; otherwise keep the wider result and drop the cast (%4).</source>
        <translation>这是论文的位置编码，只舍入了一次到 %1（%2 位有效位）：每个值与 PE 的差都不超过 %1 的半个步长（最大误差为 %3）。公式是对的，这点舍入就是 %1 所能表示的全部精度。如果你要的就是 %1，无需修改；否则保留更宽类型的结果，去掉类型转换（%4）。</translation>
    </message>
    <message>
        <source>The paper&apos;s encoding computed in %1 (%2 significant bits): the positions, the frequencies and the angles p·ω are rounded too, so the error grows with the position: the largest is %3, at position %4 (this app&apos;s own %1 computation shows up to %5 at these positions). Look at the dtype of the tensors the encoding is made from (torch.arange(n, dtype=torch.%1), %6 before the sin). Fix: compute it in float32 or float64 and cast only the result to %1.</source>
        <translation>这是用 %1（%2 位有效位）计算的论文位置编码：位置、频率和角度 p·ω 也都被舍入，所以误差随位置增大：最大为 %3，在位置 %4（本应用自己用 %1 计算这些位置，误差最多为 %5）。请查看生成位置编码所用张量的数据类型（torch.arange(n, dtype=torch.%1)、取 sin 之前的 %6）。改法：用 float32 或 float64 计算，只把结果转换为 %1。</translation>
    </message>
    <message>
        <source>Rows %1 and %2 are identical: %3 holds every integer only up to %4, so the positions %1 and %2 became the same number.</source>
        <translation>第 %1 行和第 %2 行完全相同：%3 只能精确表示到 %4 的整数，所以位置 %1 和 %2 变成了同一个数。</translation>
    </message>
    <message>
        <source>printed as text</source>
        <translation>以文本形式输出</translation>
    </message>
    <message>
        <source>stored as %1</source>
        <translation>以 %1 存储</translation>
    </message>
    <message>
        <source>The matrix is the paper&apos;s positional encoding: PE(p)[2i] = sin(p / B^(2i/d)) and PE(p)[2i+1] = cos(p / B^(2i/d)) at positions 0 to n-1, computed in %1 and %2: every value is within %1&apos;s rounding, which is information, not a mistake.</source>
        <translation>这个矩阵就是论文的位置编码：位置 0 到 n-1 上的 PE(p)[2i] = sin(p / B^(2i/d)) 和 PE(p)[2i+1] = cos(p / B^(2i/d))，用 %1 计算并%2：每个值都在 %1 的舍入范围内。这是精度信息，不是错误。</translation>
    </message>
    <message>
        <source>But the matrix is transposed: components as rows and positions as columns. Fix: transpose it (pe.T) so that row p holds PE(p).</source>
        <translation>但矩阵是转置的：分量作为行，位置作为列。改法：把它转置（pe.T），使第 p 行是 PE(p)。</translation>
    </message>
    <message>
        <source>Nothing to fix.</source>
        <translation>无需修改。</translation>
    </message>
    <message>
        <source>[sin | cos] halves with tensor2tensor&apos;s frequencies B^(-j/(d/2 - 1)) (get_timing_signal_1d; Whisper&apos;s sinusoids) instead of the paper&apos;s 1 / B^(2i/d): the slowest pair turns at exactly 1/B, so every pair&apos;s frequency differs a little from the paper&apos;s. A convention of its own, not a bug, but not the paper&apos;s encoding. Fix, for the paper&apos;s: log_timescale_increment = log(B) / (num_timescales - 1) becomes log(B) / num_timescales, and sin and cos interleaved instead of concatenated.</source>
        <translation>[sin | cos] 两半布局，用的是 tensor2tensor 的频率 B^(-j/(d/2 - 1))（get_timing_signal_1d；Whisper 的 sinusoids），而不是论文的 1 / B^(2i/d)：最慢的一对恰好以 1/B 转动，所以每一对的频率都与论文的略有不同。这是一种自成一体的约定，不是程序错误，但不是论文的位置编码。要得到论文的编码：把 log_timescale_increment = log(B) / (num_timescales - 1) 改为 log(B) / num_timescales，并把 sin 与 cos 交错排列，而不是拼接。</translation>
    </message>
    <message>
        <source>With an odd d the last column is zero (tensor2tensor pads it); the paper&apos;s encoding puts a sin there.</source>
        <translation>d 为奇数时最后一列为零（tensor2tensor 用零补齐）；论文的位置编码在那里放的是一个 sin。</translation>
    </message>
    <message>
        <source>The file&apos;s numbers are printed with too few digits to decide: within their rounding they fit the paper&apos;s encoding, but also its near neighbours (a base a few percent off, an amplitude of 0.99, a bfloat16 computation). Nothing may be wrong, but the check cannot tell. Save the matrix again with more digits (np.savetxt&apos;s default, or fmt=&apos;%.6f&apos;; the line below says how many are enough) or as .npy (np.save), and check it again.</source>
        <translation>文件中的数字位数太少，无法判定：在其舍入范围内，它们符合论文的位置编码，但也符合它的近邻（底数差几个百分点、幅度为 0.99、用 bfloat16 计算）。也许没有任何错误，但检查无法区分。请用更多位数重新保存矩阵（np.savetxt 的默认格式，或 fmt=&apos;%.6f&apos;；下面一行说明需要多少位），或保存为 .npy（np.save），然后再检查一次。</translation>
    </message>
    <message>
        <source>The matrix is a sinusoidal encoding described within the file&apos;s rounding by the lines below, but its angles are multiplied by %1: every angle is %1 times p / B^(2i/d), as if the positions stepped by %1 (np.arange(0, %1 * n, %1)) or a factor stood before position * div_term. No known variant does this. Fix: positions 0, 1, 2, ... and no factor on the angle.</source>
        <translation>这个矩阵是正弦位置编码，下面几行在文件的舍入范围内描述了它，但它的角度乘了 %1：每个角度都是 p / B^(2i/d) 的 %1 倍，就好像位置以 %1 为步长（np.arange(0, %1 * n, %1)），或 position * div_term 前面多了一个因子。没有哪个已知变体这样做。改法：位置取 0, 1, 2, ...，角度前不乘任何因子。</translation>
    </message>
    <message>
        <source>Neither the paper&apos;s encoding nor any known variant, alone or two at once, fits within the rounding of the file. The conventions estimated from the matrix (the lines below: layout, positions, amplitude, base, angles) still leave a residual of %1, largest at position %2, component %3: start there. Compare the first rows with PE(0) = [0, 1, 0, 1, ...] and PE(1) computed by hand.</source>
        <translation>论文的位置编码和任何已知变体（单独一个或两个同时出现）都不能在文件的舍入范围内吻合。从矩阵中估计出的约定（下面几行：布局、位置、幅度、底数、角度）仍留下 %1 的残差，最大处在位置 %2、分量 %3：从那里查起。把前几行与手算的 PE(0) = [0, 1, 0, 1, ...] 和 PE(1) 比较。</translation>
    </message>
    <message>
        <source>Neither the paper&apos;s encoding nor any known variant fits, and no convention could be estimated: the columns do not pair into sines and cosines (sin² + cos² is not 1), so the matrix may not hold a sinusoidal encoding at all (random values, a learned embedding, another function). Its residual against the paper&apos;s encoding is largest at position %1, component %2: start there, and compare the first rows with PE(0) = [0, 1, 0, 1, ...] and PE(1) computed by hand.</source>
        <translation>论文的位置编码和任何已知变体都不吻合，也无法估计出任何约定：各列无法配成正弦和余弦（sin² + cos² 不等于 1），所以这个矩阵可能根本不是正弦位置编码（随机数、学习得到的嵌入、别的函数）。它相对论文位置编码的残差最大处在位置 %1、分量 %2：从那里查起，并把前几行与手算的 PE(0) = [0, 1, 0, 1, ...] 和 PE(1) 比较。</translation>
    </message>
    <message>
        <source>Fix, for the paper&apos;s encoding: get_embedding&apos;s emb = math.log(10000) / (half_dim - 1) becomes math.log(10000) / half_dim, sin and cos interleaved, and no zero row.</source>
        <translation>要得到论文的位置编码：把 get_embedding 中的 emb = math.log(10000) / (half_dim - 1) 改为 math.log(10000) / half_dim，sin 与 cos 交错排列，并且不要全零行。</translation>
    </message>
    <message>
        <source>Fix, for the paper&apos;s encoding: get_embedding&apos;s emb = math.log(10000) / (half_dim - 1) becomes math.log(10000) / half_dim, sin and cos interleaved, and positions from 0 (make_positions counts from padding_idx + 1).</source>
        <translation>要得到论文的位置编码：把 get_embedding 中的 emb = math.log(10000) / (half_dim - 1) 改为 math.log(10000) / half_dim，sin 与 cos 交错排列，并让位置从 0 开始（make_positions 从 padding_idx + 1 开始计数）。</translation>
    </message>
    <message>
        <source>The paper&apos;s encoding puts a sin in the last column.</source>
        <translation>论文的位置编码在最后一列放的是一个 sin。</translation>
    </message>
    <message>
        <source>Rotation identity PE(p + 1) = M(1) PE(p): broken first between positions %1 and %2 (pair %3) by %4; %5&apos;s rounding allows %6.</source>
        <translation>旋转恒等式 PE(p + 1) = M(1) PE(p)：最早在位置 %1 和 %2 之间（第 %3 对）被破坏，偏差 %4；%5 的舍入只允许 %6。</translation>
    </message>
    <message>
        <source>Printed as text, up to %1 significant digits; every value is a %2 value.</source>
        <translation>以文本形式输出，最多 %1 位有效数字；每个值都是 %2 值。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Positions shifted</source>
        <translation>位置整体平移</translation>
    </message>
    <message>
        <source>The positions do not start at 0 (nor at 1): the first row is PE(p0) for the p0 the line &quot;positions:&quot; gives, not PE(0) = [0, 1, 0, 1, ...], so every slot is shifted by p0, as when a slice of a longer table was saved (pe[p0:p0 + n]) or an offset was added to the positions. Fix: positions 0 to n-1 (np.arange(n)), or save the whole table from position 0.</source>
        <translation>位置不从 0 开始（也不从 1 开始）：第一行是 PE(p0)（p0 见“positions:”一行），而不是 PE(0) = [0, 1, 0, 1, ...]，所以每个位置都平移了 p0，就像只保存了一张更长的表的一段（pe[p0:p0 + n]），或给位置加了一个偏移。修正：位置取 0 到 n-1（np.arange(n)），或从位置 0 起保存整张表。</translation>
    </message>
    <message numerus="yes">
        <source>Nearest variant: %1 (%2); every value matches it but the %n below.</source>
        <translation>
            <numerusform>最接近的变体：%1（%2）；除下面 %n 个值外，每个值都与它一致。</numerusform>
        </translation>
    </message>
    <message>
        <source>Value at position %1, component %2: %3, where PE has %4.</source>
        <translation>位置 %1、分量 %2 的值：%3，而 PE 在这里是 %4。</translation>
    </message>
    <message>
        <source>… and %1 more such values.</source>
        <translation>……另外还有 %1 个这样的值。</translation>
    </message>
    <message numerus="yes">
        <source>The matrix is the paper&apos;s encoding but for %n value(s) that no computation of it gives, in any dtype (listed below): a value beyond the range of sin and cos, a position 0 that is not [0, 1, 0, 1, ...], or values far off in a file whose other values all match it within %1&apos;s rounding (a computation in a narrower dtype is off in many places, not in a few). Look at how those values were written: an edit, a second computation, a copy over part of the matrix.</source>
        <translation>
            <numerusform>这个矩阵是论文的编码，只有 %n 个值是任何 dtype 的计算都得不到的（列在下面）：超出 sin 和 cos 取值范围的值、不是 [0, 1, 0, 1, ...] 的位置 0，或者在其余值都在 %1 的舍入范围内与之一致的文件里偏离很远的值（用更窄的 dtype 计算会在许多地方都有偏差，而不是只在几处）。请查看这些值是怎样写入的：手工修改、另一次计算、覆盖了矩阵一部分的复制。</numerusform>
        </translation>
    </message>
    <message>
        <source>Largest absolute residual against the named variant, %1: %2</source>
        <translation>与所判定变体“%1”相比的最大绝对残差：%2</translation>
    </message>
    <message>
        <source>… and %1 more such values, each nearer to PE than those above.</source>
        <translation>……另外还有 %1 个这样的值，每个都比上面列出的更接近 PE。</translation>
    </message>
</context>
<context>
    <name>CheckerView</name>
    <message>
        <source>Check an implementation</source>
        <translation>检查一个实现</translation>
    </message>
    <message>
        <source>Matrices saved by NumPy (*.npy *.csv *.txt *.tsv);;All files (*)</source>
        <translation>NumPy 保存的矩阵 (*.npy *.csv *.txt *.tsv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Checking %1 …</source>
        <translation>正在检查 %1 …</translation>
    </message>
    <message>
        <source>Chec&amp;k a file…</source>
        <translation>检查文件(&amp;K)…</translation>
    </message>
    <message>
        <source>Open a matrix saved by NumPy (.npy, or text from np.savetxt or a CSV file) and compare it with the paper&apos;s encoding; you can also drop a file on this view</source>
        <translation>打开 NumPy 保存的矩阵（.npy，或 np.savetxt 写出的文本、CSV 文件），与论文的位置编码比较；也可以把文件拖放到这个视图上</translation>
    </message>
    <message>
        <source>Rows are positions and columns components (or the transpose). The checker infers n and d, compares the matrix with PE (the paper&apos;s interleaved encoding, base %1, positions 0 to n − 1) and names the nearest known mistake.</source>
        <translation>行是位置，列是分量（或者反过来）。检查器推断 n 和 d，把矩阵与 PE（论文的交错位置编码，底数 %1，位置 0 到 n − 1）比较，并指出最接近的已知错误。</translation>
    </message>
    <message>
        <source>Example (no file checked yet): the article&apos;s code, which steps i by 2 and still writes 2*i, at positions 0 to %1, d = %2</source>
        <translation>示例（尚未检查文件）：文章的代码，i 每次加 2 却仍写 2*i，位置 0 到 %1，d = %2</translation>
    </message>
    <message>
        <source>Cannot check %1: %2</source>
        <translation>无法检查 %1：%2</translation>
    </message>
    <message>
        <source>Example: %1</source>
        <translation>示例：%1</translation>
    </message>
    <message>
        <source>The file: %1 × %2 values (every few rows and columns shown)</source>
        <translation>文件：%1 × %2 个值（按间隔显示部分行和列）</translation>
    </message>
    <message>
        <source>The file: %1 × %2 values</source>
        <translation>文件：%1 × %2 个值</translation>
    </message>
    <message>
        <source>row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>column</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Residual x − PE (%1 positions × %2 components), largest %3</source>
        <translation>残差 x − PE（%1 个位置 × %2 个分量），最大 %3</translation>
    </message>
    <message>
        <source>position p</source>
        <translation>位置 p</translation>
    </message>
    <message>
        <source>component j</source>
        <translation>分量 j</translation>
    </message>
    <message>
        <source>not enough memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop checking this file</source>
        <translation>停止检查这个文件</translation>
    </message>
    <message>
        <source>the check was cancelled</source>
        <translation>检查已取消</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>结论：%1</translation>
    </message>
</context>
<context>
    <name>ClassActions</name>
    <message>
        <source>The class session could not start</source>
        <translation>课堂会话无法启动</translation>
    </message>
    <message>
        <source>Let the &amp;class answer</source>
        <translation>让全班作答(&amp;C)</translation>
    </message>
    <message>
        <source>Start a class session: phones on this network vote on the step&apos;s question</source>
        <translation>开始课堂会话：同一网络上的手机对本步骤的问题投票</translation>
    </message>
    <message>
        <source>The class answers</source>
        <translation>全班作答</translation>
    </message>
    <message>
        <source>Show &amp;join screen</source>
        <translation>显示加入屏幕(&amp;J)</translation>
    </message>
    <message>
        <source>The QR code and the join code as large as the view</source>
        <translation>二维码和加入码放大到整个视图</translation>
    </message>
</context>
<context>
    <name>ClassPanel</name>
    <message>
        <source>This question cannot be asked of the class (its choices or ranges are not valid).</source>
        <translation>这道题无法向全班提问（它的选项或区间无效）。</translation>
    </message>
    <message>
        <source>No class session is running: there are no votes to export.</source>
        <translation>课堂会话没有在运行：没有可导出的投票。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Export the class&apos;s votes</source>
        <translation>导出全班的投票</translation>
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
        <source>QR code of %1</source>
        <translation>%1 的二维码</translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) joined</source>
        <translation>
            <numerusform>已加入 %n 部手机</numerusform>
        </translation>
    </message>
    <message>
        <source>The class session is not running.</source>
        <translation>课堂会话没有在运行。</translation>
    </message>
    <message>
        <source>Press Ask to send this question to the phones.</source>
        <translation>按“提问”把这道题发送到手机上。</translation>
    </message>
    <message>
        <source>This step has no question for the class. Go to a step with a question.</source>
        <translation>这一步没有给全班的问题。请转到有问题的步骤。</translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s) so far. Close the vote when the class has answered.</source>
        <translation>
            <numerusform>目前 %n 票。全班作答后请结束投票。</numerusform>
        </translation>
    </message>
    <message>
        <source>The vote is closed. Discuss, or reveal the answer.</source>
        <translation>投票已结束。可以讨论，或揭晓答案。</translation>
    </message>
    <message>
        <source>The second vote is closed: before and after the discussion.</source>
        <translation>第二次投票已结束：讨论前后对比。</translation>
    </message>
    <message>
        <source>Discuss with your neighbour, then vote again.</source>
        <translation>请与同桌讨论，然后再投一次票。</translation>
    </message>
    <message numerus="yes">
        <source>Second vote: %n vote(s) so far. Close it when the class has answered.</source>
        <translation>
            <numerusform>第二次投票：目前 %n 票。全班作答后请结束投票。</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer is revealed in the lesson.</source>
        <translation>答案已在课程中揭晓。</translation>
    </message>
    <message>
        <source>No network: connect this computer to the classroom Wi-Fi or start a hotspot, then stop and start the class session again.</source>
        <translation>没有网络：请把这台电脑连接到教室的 Wi-Fi，或开启热点，然后停止并重新开始课堂会话。</translation>
    </message>
    <message>
        <source>The network the phones are on</source>
        <translation>手机所在的网络</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>加入码</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>提问</translation>
    </message>
    <message>
        <source>Send the step&apos;s question to the phones</source>
        <translation>把本步骤的问题发送到手机</translation>
    </message>
    <message>
        <source>Close the vote</source>
        <translation>结束投票</translation>
    </message>
    <message>
        <source>Discuss with your neighbour</source>
        <translation>与同桌讨论</translation>
    </message>
    <message>
        <source>Vote again</source>
        <translation>再投一次</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>揭晓</translation>
    </message>
    <message>
        <source>Reveal the answer in the lesson and on the phones</source>
        <translation>在课程和手机上揭晓答案</translation>
    </message>
    <message>
        <source>Export votes…</source>
        <translation>导出投票…</translation>
    </message>
    <message>
        <source>Save the votes of this question as a CSV file</source>
        <translation>把这道题的投票保存为 CSV 文件</translation>
    </message>
    <message numerus="yes">
        <source>Before: %n vote(s)</source>
        <translation>
            <numerusform>讨论前：%n 票</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After: %n vote(s)</source>
        <translation>
            <numerusform>讨论后：%n 票</numerusform>
        </translation>
    </message>
    <message>
        <source>Ready to ask the class</source>
        <translation>准备向全班提问</translation>
    </message>
    <message>
        <source>No question in this step</source>
        <translation>这一步没有题目</translation>
    </message>
    <message numerus="yes">
        <source>Voting: %n vote(s)</source>
        <translation>
            <numerusform>投票中：%n 票</numerusform>
        </translation>
    </message>
    <message>
        <source>The vote is closed</source>
        <translation>投票已结束</translation>
    </message>
    <message>
        <source>Before and after</source>
        <translation>讨论前后对比</translation>
    </message>
    <message numerus="yes">
        <source>Second vote: %n vote(s)</source>
        <translation>
            <numerusform>第二次投票：%n 票</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer is revealed</source>
        <translation>答案已揭晓</translation>
    </message>
    <message>
        <source>Join screen</source>
        <translation>加入屏幕</translation>
    </message>
    <message>
        <source>Hide join screen</source>
        <translation>隐藏加入屏幕</translation>
    </message>
    <message>
        <source>Show join screen</source>
        <translation>显示加入屏幕</translation>
    </message>
    <message>
        <source>The QR code and the join code as large as the view (J); Esc returns</source>
        <translation>二维码和加入码放大到整个视图（J）；按 Esc 返回</translation>
    </message>
    <message>
        <source>End the class session</source>
        <translation>结束课堂会话</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>--dim: &apos;%1&apos; is not a whole number from 1 to 8192</source>
        <translation>--dim：“%1”不是 1 到 8192 之间的整数</translation>
    </message>
    <message>
        <source>--base: &apos;%1&apos; is not a finite number greater than 1</source>
        <translation>--base：“%1”不是大于 1 的有限数</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a whole number from 0 to 2147483647</source>
        <translation>%1：“%2”不是 0 到 2147483647 之间的整数</translation>
    </message>
    <message>
        <source>Teaches the Transformer&apos;s sinusoidal positional encoding PE(p)[2i] = sin(p / base^(2i/d)), PE(p)[2i+1] = cos(p / base^(2i/d)).</source>
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
        <source>WxH</source>
        <translation>WxH</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos; (see --help)</source>
        <translation>多余的参数“%1”（见 --help）</translation>
    </message>
    <message>
        <source>--encoding: &apos;%1&apos; is neither on nor off</source>
        <translation>--encoding：“%1”既不是 on 也不是 off</translation>
    </message>
    <message>
        <source>--lang: &apos;%1&apos; is neither zh_CN nor en</source>
        <translation>--lang：“%1”既不是 zh_CN 也不是 en</translation>
    </message>
    <message>
        <source>--export: the folder name is empty</source>
        <translation>--export：目录名为空</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a whole number from 1 to 2147483647</source>
        <translation>%1：“%2”不是 1 到 2147483647 之间的整数</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a finite number greater than 0</source>
        <translation>%1：“%2”不是大于 0 的有限数</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a finite number &gt;= 0</source>
        <translation>%1：“%2”不是大于等于 0 的有限数</translation>
    </message>
    <message>
        <source>--rotary-fraction: &apos;%1&apos; is not a number in (0, 1]</source>
        <translation>--rotary-fraction：“%1”不是 (0, 1] 中的数</translation>
    </message>
    <message>
        <source>--vector: more than 8192 numbers</source>
        <translation>--vector：超过 8192 个数</translation>
    </message>
    <message>
        <source>--vector: &apos;%1&apos; (number %2) is not a number</source>
        <translation>--vector：“%1”（第 %2 个）不是数</translation>
    </message>
    <message>
        <source>--vector: number %1 (&apos;%2&apos;) is not finite</source>
        <translation>--vector：第 %1 个数（“%2”）不是有限数</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>--layout %1 needs --dim 2 or more</source>
        <translation>--layout %1 需要 --dim 至少为 2</translation>
    </message>
    <message>
        <source>--layout %1 needs --dim 4 or more</source>
        <translation>--layout %1 需要 --dim 至少为 4</translation>
    </message>
    <message>
        <source>--scaling ntk needs --dim 3 or more</source>
        <translation>--scaling ntk 需要 --dim 至少为 3</translation>
    </message>
    <message>
        <source>--yarn-alpha (%1) must be below --yarn-beta (%2)</source>
        <translation>--yarn-alpha（%1）必须小于 --yarn-beta（%2）</translation>
    </message>
    <message>
        <source>--dim: RoPE rotates pairs of components and needs d &gt;= 2</source>
        <translation>--dim：RoPE 成对旋转分量，需要 d &gt;= 2</translation>
    </message>
    <message>
        <source>--vector: %1 numbers given, but --dim is %2</source>
        <translation>--vector：给了 %1 个数，但 --dim 是 %2</translation>
    </message>
    <message>
        <source>--layout half-split pairs component i with i + d/2 and needs an even --dim (d = %1)</source>
        <translation>--layout half-split 把分量 i 与 i + d/2 配对，需要偶数 --dim（d = %1）</translation>
    </message>
    <message>
        <source>--rotary-fraction: F = %1 leaves fewer than 2 rotated components at d = %2</source>
        <translation>--rotary-fraction：在 d = %2 时，F = %1 留下的旋转分量不足 2 个</translation>
    </message>
    <message>
        <source>Check a matrix saved by NumPy (.npy, or text/CSV) against the encoding with --base: print &apos;verdict: &lt;id&gt;&apos;, an explanation and the largest residuals, and exit with 0 for the reference, 1 for any other verdict, 2 when the file cannot be read.</source>
        <translation>检查 NumPy 保存的矩阵（.npy 或文本/CSV）是否是底数为 --base 的位置编码：输出“verdict: &lt;id&gt;”、说明和最大残差；是参考编码时退出码为 0，其他结论为 1，文件无法读取时为 2。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Print --vector rotated by RoPE at each of --positions as CSV (position,r_0,...,r_{d-1}) and exit.</source>
        <translation>把 --vector 在 --positions 的每个位置上经 RoPE 旋转后的结果以 CSV（position,r_0,...,r_{d-1}）输出后退出。</translation>
    </message>
    <message>
        <source>With --csv or --rope: comma-separated positions and inclusive ranges, e.g. 0,3 or 0-31 (default 0,3).</source>
        <translation>配合 --csv 或 --rope：用逗号分隔的位置和闭区间，例如 0,3 或 0-31（默认 0,3）。</translation>
    </message>
    <message>
        <source>Where each pair&apos;s sin and cos sit: interleaved (the paper), concatenated ([sin | cos] halves), tensor2tensor or fairseq (default interleaved). With --rope, the RoPE pairs: interleaved (2i, 2i+1) or half-split (i, i + d/2).</source>
        <translation>每一对的 sin 与 cos 放在哪里：interleaved（论文的交错排列）、concatenated（[sin | cos] 两半）、tensor2tensor 或 fairseq（默认 interleaved）。配合 --rope 时指 RoPE 的配对：interleaved (2i, 2i+1) 或 half-split (i, i + d/2)。</translation>
    </message>
    <message>
        <source>LAYOUT</source>
        <translation>LAYOUT</translation>
    </message>
    <message>
        <source>Training length L, 1 to 2147483647 (default 512).</source>
        <translation>训练长度 L，1 到 2147483647（默认 512）。</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Context length L&apos;, 1 to 2147483647 (default 2048).</source>
        <translation>上下文长度 L&apos;，1 到 2147483647（默认 2048）。</translation>
    </message>
    <message>
        <source>L2</source>
        <translation>L2</translation>
    </message>
    <message>
        <source>Context extension: none, pi (position interpolation), ntk (NTK-aware) or yarn (YaRN) (default none).</source>
        <translation>上下文扩展方法：none、pi（位置插值）、ntk（NTK-aware）或 yarn（YaRN）（默认 none）。</translation>
    </message>
    <message>
        <source>METHOD</source>
        <translation>METHOD</translation>
    </message>
    <message>
        <source>Scaling factor s, a finite number &gt; 0 (default L&apos;/L).</source>
        <translation>缩放因子 s，大于 0 的有限数（默认 L&apos;/L）。</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>YaRN&apos;s ramp start alpha, a finite number &gt;= 0 (default 1).</source>
        <translation>YaRN 斜坡的起点 alpha，大于等于 0 的有限数（默认 1）。</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>YaRN&apos;s ramp end beta, a finite number &gt; alpha (default 32).</source>
        <translation>YaRN 斜坡的终点 beta，大于 alpha 的有限数（默认 32）。</translation>
    </message>
    <message>
        <source>With --csv: compute as a framework does in float64, float32, bfloat16 or float16: the position, the frequency, their product and each sin and cos rounded to the dtype (to nearest, ties to even); every printed value is a value of that dtype (float16 positions from 65520 on overflow and print nan).</source>
        <translation>配合 --csv：像深度学习框架那样在 float64、float32、bfloat16 或 float16 中计算：位置、频率、二者之积以及每个 sin 和 cos 都舍入到该数据类型（就近舍入，平局取偶）；输出的每个值都是该类型的值（float16 从位置 65520 起溢出，输出 nan）。</translation>
    </message>
    <message>
        <source>DTYPE</source>
        <translation>DTYPE</translation>
    </message>
    <message>
        <source>With --rope: the vector to rotate, d comma-separated numbers x0,...,x_{d-1}.</source>
        <translation>配合 --rope：要旋转的向量，用逗号分隔的 d 个数 x0,...,x_{d-1}。</translation>
    </message>
    <message>
        <source>With --rope: the fraction F of the components rotated, in (0, 1]; the first r = 2 floor(F d / 2) rotate, the rest pass unchanged (default 1).</source>
        <translation>配合 --rope：被旋转分量的比例 F，取值 (0, 1]；前 r = 2 floor(F d / 2) 个分量旋转，其余原样保留（默认 1）。</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>%1 and %2 cannot be used together</source>
        <translation>%1 和 %2 不能同时使用</translation>
    </message>
    <message>
        <source>%1 only goes with %2</source>
        <translation>%1 只能与 %2 一起使用</translation>
    </message>
    <message>
        <source>%1 does not go with %2</source>
        <translation>%1 不能与 %2 一起使用</translation>
    </message>
    <message>
        <source>--rope needs --vector x0,...,x_{d-1}</source>
        <translation>--rope 需要 --vector x0,...,x_{d-1}</translation>
    </message>
    <message>
        <source>--layout: with --rope, &apos;%1&apos; is not a RoPE layout; use interleaved or half-split</source>
        <translation>--layout：配合 --rope 时，“%1”不是 RoPE 的配对方式；请用 interleaved 或 half-split</translation>
    </message>
    <message>
        <source>--layout: half-split is a RoPE layout and goes with --rope; the encoding&apos;s layouts are interleaved, concatenated, tensor2tensor and fairseq</source>
        <translation>--layout：half-split 是 RoPE 的配对方式，需配合 --rope；位置编码的布局是 interleaved、concatenated、tensor2tensor 和 fairseq</translation>
    </message>
    <message>
        <source>--layout: &apos;%1&apos; is not one of interleaved, concatenated, tensor2tensor, fairseq</source>
        <translation>--layout：“%1”不是 interleaved、concatenated、tensor2tensor、fairseq 之一</translation>
    </message>
    <message>
        <source>--scaling: &apos;%1&apos; is not one of none, pi, ntk, yarn</source>
        <translation>--scaling：“%1”不是 none、pi、ntk、yarn 之一</translation>
    </message>
    <message>
        <source>%1 changes nothing in --csv without --scaling pi, ntk or yarn</source>
        <translation>在 --csv 中，没有 --scaling pi、ntk 或 yarn 时 %1 不起作用</translation>
    </message>
    <message>
        <source>%1 changes nothing in --csv without --scaling yarn</source>
        <translation>在 --csv 中，没有 --scaling yarn 时 %1 不起作用</translation>
    </message>
    <message>
        <source>--dtype: &apos;%1&apos; is not one of float64, float32, bfloat16, float16</source>
        <translation>--dtype：“%1”不是 float64、float32、bfloat16、float16 之一</translation>
    </message>
    <message>
        <source>--check: the file name is empty</source>
        <translation>--check：文件名为空</translation>
    </message>
    <message>
        <source>%1: more than %2 values (positions x d); ask for fewer positions</source>
        <translation>%1：超过 %2 个值（位置数 x d）；请减少位置</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation>%1：“%2”不是数</translation>
    </message>
    <message>
        <source>With --export or --export-animation: pixel size of the view images (default 1200x800).</source>
        <translation>配合 --export 或 --export-animation：视图图片的像素尺寸（默认 1200x800）。</translation>
    </message>
    <message>
        <source>Render the frames of one view without a display into FILE (.gif, .mp4 or .webm) and exit; needs --view, --animate, --from and --to.</source>
        <translation>无需显示器，把一个视图的各帧渲染到 FILE（.gif、.mp4 或 .webm）后退出；需要 --view、--animate、--from 和 --to。</translation>
    </message>
    <message>
        <source>VIEW</source>
        <translation>VIEW</translation>
    </message>
    <message>
        <source>With --export-animation: the parameter that changes from frame to frame: q, p, base or d.</source>
        <translation>配合 --export-animation：逐帧变化的参数：q、p、base 或 d。</translation>
    </message>
    <message>
        <source>q|p|base|d</source>
        <translation>q|p|base|d</translation>
    </message>
    <message>
        <source>With --export-animation: the first frame&apos;s value.</source>
        <translation>配合 --export-animation：第一帧的取值。</translation>
    </message>
    <message>
        <source>With --export-animation: the largest value of a frame.</source>
        <translation>配合 --export-animation：帧的最大取值。</translation>
    </message>
    <message>
        <source>With --export-animation: added per frame for q, p, d (default 1, for d 2); multiplied per frame for base (default 10).</source>
        <translation>配合 --export-animation：q、p、d 每帧加上的步长（默认 1，d 为 2）；底数每帧乘以的倍数（默认 10）。</translation>
    </message>
    <message>
        <source>With --export-animation: frames per second, 1 to 120, GIF at most 50 (default 10).</source>
        <translation>配合 --export-animation：每秒帧数，1 到 120，GIF 最多 50（默认 10）。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>--export-animation: the file name is empty</source>
        <translation>--export-animation：文件名为空</translation>
    </message>
    <message>
        <source>--export-animation: &apos;%1&apos; must end in .gif, .mp4 or .webm</source>
        <translation>--export-animation：“%1”必须以 .gif、.mp4 或 .webm 结尾</translation>
    </message>
    <message>
        <source>--export-animation needs --%1 (see --help)</source>
        <translation>--export-animation 需要 --%1（见 --help）</translation>
    </message>
    <message>
        <source>--animate: &apos;%1&apos; is not q, p, base or d</source>
        <translation>--animate：“%1”不是 q、p、base 或 d</translation>
    </message>
    <message>
        <source>--export-animation: %1 frames; at most %2 (raise --step or narrow --from/--to)</source>
        <translation>--export-animation：%1 帧；最多 %2 帧（请加大 --step 或缩小 --from/--to）</translation>
    </message>
    <message>
        <source>--fps: &apos;%1&apos; is not a whole number from 1 to %2 (for %3)</source>
        <translation>--fps：“%1”不是 1 到 %2 之间的整数（%3）</translation>
    </message>
    <message>
        <source>Write the lesson&apos;s exercises as an A4 PDF worksheet with an answer key into FILE without a display, and exit.</source>
        <translation>不需要显示器，把课程的练习写成带答案的 A4 PDF 练习单 FILE，然后退出。</translation>
    </message>
    <message>
        <source>With --worksheet: a teacher&apos;s exercise file (JSON, docs/exercises.md) instead of the built-in exercises.</source>
        <translation>与 --worksheet 一起使用：用教师的练习文件（JSON，见 docs/exercises.md）代替内置练习。</translation>
    </message>
    <message>
        <source>With --worksheet: the lesson, by its id (default encoding).</source>
        <translation>与 --worksheet 一起使用：课程的 id（默认 encoding）。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Take every parameter from a figure pe-visualiser exported (.png, .svg or .pdf): alone it opens the window in that state; with --export or --csv those run with the figure&apos;s parameters.</source>
        <translation>从 pe-visualiser 导出的图（.png、.svg 或 .pdf）读取全部参数：单独使用时以该状态打开窗口；与 --export 或 --csv 一起使用时，它们按图的参数运行。</translation>
    </message>
    <message>
        <source>--%1 does not go with --from-figure (the figure gives every parameter)</source>
        <translation>--%1 不能与 --from-figure 一起使用（图已给出全部参数）</translation>
    </message>
    <message>
        <source>--worksheet: &apos;%1&apos; is not a .pdf file</source>
        <translation>--worksheet：&apos;%1&apos; 不是 .pdf 文件</translation>
    </message>
    <message>
        <source>--from-figure: the file name is empty</source>
        <translation>--from-figure：文件名为空</translation>
    </message>
    <message>
        <source>--exercises: the file name is empty</source>
        <translation>--exercises：文件名为空</translation>
    </message>
    <message>
        <source>--size: &apos;%1&apos; is not WIDTHxHEIGHT with each side from 16 to %2 pixels</source>
        <translation>--size：“%1”不是“宽x高”格式，或某边不在 16 到 %2 像素之间</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a whole number from %3 to %4</source>
        <translation>%1：“%2”不是 %3 到 %4 之间的整数</translation>
    </message>
    <message>
        <source>--positions: with --bias t5, &apos;%1&apos; is not an offset or a range of offsets A-B within -2147483647..2147483647 (e.g. -300-300)</source>
        <translation>--positions：与 --bias t5 同用时，“%1”不是 -2147483647..2147483647 内的一个偏移或偏移范围 A-B（例如 -300-300）</translation>
    </message>
    <message>
        <source>--positions: the range %1 runs backwards</source>
        <translation>--positions：范围 %1 的起点大于终点</translation>
    </message>
    <message>
        <source>--positions: more than %1 offsets</source>
        <translation>--positions：偏移超过 %1 个</translation>
    </message>
    <message>
        <source>--train: &apos;%1&apos; is not one of reverse, shift-K (K from 1 to 64), sort</source>
        <translation>--train：“%1”不是 reverse、shift-K（K 为 1 到 64）、sort 之一</translation>
    </message>
    <message>
        <source>--schemes: &apos;%1&apos; is not one of none, sinusoidal, learned, rope, alibi, t5</source>
        <translation>--schemes：“%1”不是 none、sinusoidal、learned、rope、alibi、t5 之一</translation>
    </message>
    <message>
        <source>--schemes: &apos;%1&apos; is listed twice</source>
        <translation>--schemes：“%1”列出了两次</translation>
    </message>
    <message>
        <source>--seed: &apos;%1&apos; is not a whole number from 0 to %2</source>
        <translation>--seed：“%1”不是 0 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>--curves: the file name is empty</source>
        <translation>--curves：文件名为空</translation>
    </message>
    <message>
        <source>--bias: &apos;%1&apos; is neither alibi nor t5</source>
        <translation>--bias：“%1”既不是 alibi 也不是 t5</translation>
    </message>
    <message>
        <source>--dim: with --train, d must be %1 to %2 (got %3)</source>
        <translation>--dim：与 --train 同用时，维度 d 须为 %1 到 %2（给定 %3）</translation>
    </message>
    <message>
        <source>--train-length: with --train, L must be %1 to %2 (got %3)</source>
        <translation>--train-length：与 --train 同用时，L 须为 %1 到 %2（给定 %3）</translation>
    </message>
    <message>
        <source>--heads (%1) must divide the width d (%2)</source>
        <translation>--heads（%1）必须整除维度 d（%2）</translation>
    </message>
    <message>
        <source>--heads does not go with --bias t5 (its buckets are the same for every head)</source>
        <translation>--heads 不能与 --bias t5 同用（每个头的分桶都相同）</translation>
    </message>
    <message>
        <source>%1 does not go with --bias alibi (it prints one slope per head)</source>
        <translation>%1 不能与 --bias alibi 同用（它只为每个头打印一个斜率）</translation>
    </message>
    <message>
        <source>TASK</source>
        <translation>TASK</translation>
    </message>
    <message>
        <source>With --train: the positional schemes, comma-separated: none, sinusoidal, learned, rope, alibi, t5 (default all six).</source>
        <translation>与 --train 同用：位置编码方案，以逗号分隔：none、sinusoidal、learned、rope、alibi、t5（默认全部六种）。</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>With --train: a causal mask (a query sees only the keys up to it); with --bias t5: the unidirectional buckets.</source>
        <translation>与 --train 同用：因果掩码（查询只看到它及之前的键）；与 --bias t5 同用：单向分桶。</translation>
    </message>
    <message>
        <source>With --train: also write the training curves as CSV (scheme,step,loss,accuracy) into FILE.</source>
        <translation>与 --train 同用：另将训练曲线以 CSV（scheme,step,loss,accuracy）写入 FILE。</translation>
    </message>
    <message>
        <source>alibi|t5</source>
        <translation>alibi|t5</translation>
    </message>
    <message>
        <source>Print ALiBi&apos;s slope of each of --heads heads as CSV (head,slope), or T5&apos;s bucket of each relative offset (key minus query) of --positions=A-B (offset,bucket; default -32-32), and exit.</source>
        <translation>以 CSV 打印 ALiBi 在 --heads 个头上各头的斜率（head,slope），或 T5 对 --positions=A-B 中每个相对偏移（键位置减查询位置）的分桶（offset,bucket；默认 -32-32），然后退出。</translation>
    </message>
    <message>
        <source>Start in presentation mode: full screen, larger text (F11 toggles). With --export: the images of presentation mode (larger text, thicker lines).</source>
        <translation>以演示模式启动：全屏、更大的文字（F11 切换）。与 --export 一起使用时：导出演示模式下的图像（更大的文字、更粗的线条）。</translation>
    </message>
    <message>
        <source>With --worksheet: add the figures that explain the answers after the answer key (on pages of their own).</source>
        <translation>与 --worksheet 一起使用：在答案之后附上解释答案的图（单独成页）。</translation>
    </message>
    <message>
        <source>With --worksheet: no figures (the default).</source>
        <translation>与 --worksheet 一起使用：不附图（默认）。</translation>
    </message>
    <message>
        <source>--figures and --no-figures exclude each other</source>
        <translation>--figures 与 --no-figures 不能同时使用</translation>
    </message>
    <message>
        <source>%1 is given twice, as &apos;%2&apos; and &apos;%3&apos;: give it once</source>
        <translation>%1 给了两次，分别为“%2”和“%3”：只能给一次</translation>
    </message>
    <message>
        <source>%1 and --from-figure cannot be used together</source>
        <translation>%1 与 --from-figure 不能同时使用</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a file pe-visualiser opens: an exercise file (.pevx.json, .json), a matrix (.npy, .csv, .txt, .tsv) or a figure it exported (.png, .svg, .pdf)</source>
        <translation>“%1”不是 pe-visualiser 能打开的文件：应为练习文件（.pevx.json、.json）、矩阵（.npy、.csv、.txt、.tsv）或它导出的图（.png、.svg、.pdf）</translation>
    </message>
    <message>
        <source>Print the manual page pe-visualiser(1) in roff, made from this option table, and exit.</source>
        <translation>以 roff 格式输出由本选项表生成的手册页 pe-visualiser(1) 后退出。</translation>
    </message>
    <message>
        <source>--positions: &apos;%1&apos; is not a list of positions and ranges such as 0,3 or 0-31</source>
        <translation>--positions：“%1”不是位置和范围的列表（例如 0,3 或 0-31）</translation>
    </message>
    <message>
        <source>no spaces in or around the value</source>
        <translation>值的内部和前后都不能有空格</translation>
    </message>
    <message>
        <source>decimal numbers only, without a base prefix</source>
        <translation>只能用十进制数，不能带进制前缀</translation>
    </message>
    <message>
        <source>no leading zeros</source>
        <translation>不能有前导零</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>the x in lower case</source>
        <translation>x 必须小写</translation>
    </message>
    <message>
        <source>--train shift-%1: k must be less than L = %2 (positions t &lt; k are not scored, so no training position would be)</source>
        <translation>--train shift-%1：k 必须小于 L = %2（位置 t &lt; k 不计分，否则没有任何训练位置被计分）</translation>
    </message>
    <message>
        <source>Train a small Transformer on TASK (reverse, shift-K with K from 1 to %1 and below L, or sort) once per scheme of --schemes, with the same seed and data, print scheme,length,accuracy for the lengths 2 to 4L as CSV and exit. With --train, --dim is the model width, %2 to %3 (default %4), and --train-length the longest training sequence L, %5 to %6 (default %7).</source>
        <translation>在任务 TASK（reverse、shift-K（K 为 1 到 %1 且小于 L）或 sort）上为 --schemes 中的每种位置编码方案各训练一个小型 Transformer，种子与数据相同；以 CSV 打印长度 2 到 4L 的 scheme,length,accuracy 后退出。与 --train 同用时，--dim 是模型维度，%2 到 %3（默认 %4），--train-length 是最长训练序列长度 L，%5 到 %6（默认 %7）。</translation>
    </message>
    <message>
        <source>With --train: the number of layers, %1 to %2 (default %3).</source>
        <translation>与 --train 同用：层数，%1 到 %2（默认 %3）。</translation>
    </message>
    <message>
        <source>With --train: attention heads, 1 to %1, dividing --dim (default %2); with --bias alibi: the heads whose slopes are printed, 1 to %3 (default %4).</source>
        <translation>与 --train 同用：注意力头数，1 到 %1，须整除 --dim（默认 %2）；与 --bias alibi 同用：打印斜率的头数，1 到 %3（默认 %4）。</translation>
    </message>
    <message>
        <source>With --train: training steps per scheme, 1 to %1 (default %2).</source>
        <translation>与 --train 同用：每种方案的训练步数，1 到 %1（默认 %2）。</translation>
    </message>
    <message>
        <source>With --train: the seed of the weights and the data, a whole number &gt;= 0 (default %1); the same seed gives the same output.</source>
        <translation>与 --train 同用：权重与数据的种子，&gt;= 0 的整数（默认 %1）；相同的种子给出相同的输出。</translation>
    </message>
    <message>
        <source>--scale: &apos;%1&apos; is not a number from %2 to %3</source>
        <translation>--scale：“%1”不是 %2 到 %3 之间的数</translation>
    </message>
    <message>
        <source>--dpi: &apos;%1&apos; is not a whole number from %2 to %3</source>
        <translation>--dpi：“%1”不是 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <source>With --export: lay every view out at --size divided by S and draw it at S, so that text, lines and markers are S times as large, 0.25 to 8 (default 1, or --dpi divided by 96).</source>
        <translation>与 --export 一起使用：按 --size 除以 S 的尺寸排布每个视图，再以 S 倍绘制，使文字、线条和标记放大 S 倍；0.25 到 8（默认 1，或 --dpi 除以 96）。</translation>
    </message>
    <message>
        <source>With --export: the resolution the files declare, 24 to 768 dots per inch (default 96 times --scale): a PNG&apos;s pHYs chunk, an SVG&apos;s or PDF&apos;s physical size (--size divided by N inches). Without --scale, the scale is N divided by 96.</source>
        <translation>与 --export 一起使用：文件声明的分辨率，24 到 768 点每英寸（默认为 --scale 的 96 倍）：写入 PNG 的 pHYs 块，决定 SVG 或 PDF 的物理尺寸（--size 除以 N 英寸）。不给 --scale 时，缩放为 N 除以 96。</translation>
    </message>
    <message>
        <source>--view: the view name is empty</source>
        <translation>--view：视图名为空</translation>
    </message>
    <message>
        <source>A view by its file name in --export (pairs, pair-0, circle-0, heatmap, distance, ...): with --export-animation the view animated, with --export the one view whose files are written.</source>
        <translation>按 --export 中的文件名指定一个视图（pairs、pair-0、circle-0、heatmap、distance 等）：与 --export-animation 一起时为要动画的视图，与 --export 一起时只写出该视图的文件。</translation>
    </message>
</context>
<context>
    <name>ContextLesson</name>
    <message>
        <source>The formula is defined at every position</source>
        <translation>公式对每个位置都有定义</translation>
    </message>
    <message>
        <source>Training saw the positions 0 to %1 (training length L = %2). The formula still computes position p = %3: pair 0 gives sin = %4 and cos = %5, and every component stays within [−1, 1].</source>
        <translation>训练只见过位置 0 到 %1（训练长度 L = %2）。公式仍然能计算位置 p = %3：第 0 对给出 sin = %4、cos = %5，每个分量都在 [−1, 1] 之内。</translation>
    </message>
    <message>
        <source>A valid vector is not a learned one: whether the model can use it depends on what training showed of each pair.</source>
        <translation>算得出的向量不等于学过的向量：模型能否用好它，取决于训练时每一对展示过什么。</translation>
    </message>
    <message>
        <source>The fast pairs have seen every phase</source>
        <translation>快的分量对已见过所有相位</translation>
    </message>
    <message>
        <source>Pair 0 has the wavelength 2π = %1 positions and turns %2 times within L = %3. Pairs 0 to %4 all make at least one full turn within L: every angle they take beyond L was already seen in training.</source>
        <translation>第 0 对的波长是 2π = %1 个位置，在 L = %3 之内转了 %2 圈。第 0 到 %4 对在 L 之内都至少转满一圈：它们在 L 之外取到的每个角度，训练中都已经见过。</translation>
    </message>
    <message>
        <source>The article says that the fast pairs enter phases never seen; it is the other way round: a pair that has turned once has shown every phase.</source>
        <translation>文章说高频分量会进入从未见过的相位；实际正好相反：转满过一圈的分量对已经展示了所有相位。</translation>
    </message>
    <message>
        <source>The slow pairs meet unseen phases</source>
        <translation>慢的分量对遇到未见过的相位</translation>
    </message>
    <message>
        <source>From pair %1 on the wavelength is longer than L: %2 of the %3 pairs never make a full turn within L.</source>
        <translation>从第 %1 对开始波长超过 L：%3 对中有 %2 对在 L 之内转不满一圈。</translation>
    </message>
    <message>
        <source>Beyond L their angles are new: the slowest pair, %1, reaches %2 radians within L but %3 radians within L′ = %4. These are the angles training never showed.</source>
        <translation>超出 L 后它们的角度是新的：最慢的第 %1 对在 L 之内最大到 %2 弧度，在 L′ = %4 之内却到 %3 弧度。这些角度训练中从未出现过。</translation>
    </message>
    <message>
        <source>Check: how often do the fast pairs turn within L?</source>
        <translation>检查：快的分量对在 L 之内转了多少圈？</translation>
    </message>
    <message>
        <source>Position interpolation</source>
        <translation>位置插值</translation>
    </message>
    <message>
        <source>Position interpolation (Chen et al. 2023) divides every frequency by s = L′ / L = %1: position p is encoded as p / s was. The slowest pair now reaches %2 radians within L′ = %3, against %4 radians within L: almost no new angle.</source>
        <translation>位置插值（Chen 等人 2023）把每个频率除以 s = L′ / L = %1：位置 p 按原来 p / s 的方式编码。最慢的分量对在 L′ = %3 之内现在最大到 %2 弧度，而训练时在 L 之内是 %4 弧度：几乎没有新角度。</translation>
    </message>
    <message>
        <source>NTK-aware scaling</source>
        <translation>NTK-aware 缩放</translation>
    </message>
    <message>
        <source>%1 of %2 pairs pass the “never seen” test: the pairs between are slowed less than s times and reach angles beyond those of training.</source>
        <translation>%2 对中有 %1 对通过“从未见过”检验：中间的分量对变慢不到 s 倍，会到达训练之外的角度。</translation>
    </message>
    <message>
        <source>YaRN: interpolate only the slow pairs</source>
        <translation>YaRN：只对慢的分量对插值</translation>
    </message>
    <message>
        <source>YaRN (Peng et al. 2023) keeps the frequency of pairs that turn more than β = %1 times within L, divides by s the pairs that turn fewer than α = %2 times, and ramps between. %3 of %4 pairs pass the “never seen” test.</source>
        <translation>YaRN（Peng 等人 2023）保留在 L 之内转超过 β = %1 圈的分量对的频率，把转不到 α = %2 圈的分量对除以 s，两者之间线性过渡。%4 对中有 %3 对通过“从未见过”检验。</translation>
    </message>
    <message>
        <source>YaRN also scales the attention logits by √(1/t) = 0.1 ln s + 1 = %1; that factor does not change the encoding.</source>
        <translation>YaRN 还把注意力的 logits 乘以 √(1/t) = 0.1 ln s + 1 = %1；这个因子不改变位置编码。</translation>
    </message>
    <message>
        <source>Know the limits of extrapolation</source>
        <translation>了解外推的局限</translation>
    </message>
    <message>
        <source>For texts far beyond the training length the additive sinusoidal encoding is not the best choice. Train on longer sequences where you can; otherwise prefer encodings made for long contexts: rotary encodings (RoPE, as in Llama) with interpolation, NTK-aware scaling or YaRN, or ALiBi.</source>
        <translation>对于远超训练长度的文本，加法式正弦位置编码不是最佳选择。能用更长序列训练就用更长序列；否则优先选择为长上下文设计的编码：旋转位置编码 RoPE（如 Llama）配合插值、NTK-aware 缩放或 YaRN，或者 ALiBi。</translation>
    </message>
    <message>
        <source>Each method changes the frequencies so that L′ shows fewer new angles; none of them makes an unseen position seen, and each needs the model to be checked (e.g. its perplexity) within and beyond L.</source>
        <translation>每种方法都通过改变频率让 L′ 之内出现更少的新角度；没有一种方法能让未见过的位置变成见过的，每种都需要在 L 之内和之外检查模型（例如困惑度）。</translation>
    </message>
    <message>
        <source>%1 of %2 pairs pass the “never seen” test: positions 0 … L′ are encoded as 0 … L, inside the training window; the last position L′ − 1 lands at (L′ − 1) / s, between two trained positions. The price of interpolation: neighbouring positions are s times closer, also in the fast pairs that needed no help.</source>
        <translation>%2 对中有 %1 对通过“从未见过”检验：位置 0 … L′ 被编码为 0 … L，落在训练窗口之内；最后的位置 L′ − 1 落在 (L′ − 1) / s，位于两个训练过的位置之间。插值的代价：相邻位置靠近了 s 倍，连本不需要帮助的快分量对也是如此。</translation>
    </message>
    <message>
        <source>Pair 0 turns %1 times within L (the readout under the ladder); pair %2 is the last with a full turn. Point at the marks to read the others.</source>
        <translation>第 0 对在 L 之内转 %1 圈（见频率阶梯下方的读数）；第 %2 对是最后一个转满一圈的分量对。把鼠标指向其他标记即可读取其余分量对。</translation>
    </message>
    <message>
        <source>A larger base does not slow pair 0: its denominator is base⁰ = 1 whatever the base, so with B = %1 it turns just as often. It slows the other pairs: %2 pairs never turn within L instead of %3.</source>
        <translation>更大的底数不会让第 0 对变慢：无论底数多大，它的分母都是 base⁰ = 1，所以 B = %1 时它转的圈数不变。变慢的是其他分量对：在 L 之内转不满一圈的有 %2 对，而不是 %3 对。</translation>
    </message>
    <message>
        <source>NTK-aware scaling raises the base to base · s^(d/(d−2)) = %1. Pair 0 keeps its frequency (ω′ / ω = %2 in the table); the slowest pair becomes s times slower: its frequency falls from %3 to %4 radians per position.</source>
        <translation>NTK-aware 缩放把底数提高到 base · s^(d/(d−2)) = %1。第 0 对的频率不变（表中 ω′ / ω = %2）；最慢的分量对慢了 s 倍：它的频率从每个位置 %3 弧度降到 %4 弧度。</translation>
    </message>
</context>
<context>
    <name>CurvesFigure</name>
    <message>
        <source>Training loss (cross-entropy, mean of the last %1 batches)</source>
        <translation>训练损失（交叉熵，最近 %1 个批次的平均）</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>Training accuracy (mean of the last %1 batches)</source>
        <translation>训练准确率（最近 %1 个批次的平均）</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>Training accuracy (mean of the last %1 batches; chance %2 %)</source>
        <translation>训练准确率（最近 %1 个批次的平均；随机水平 %2 %）</translation>
    </message>
</context>
<context>
    <name>DistanceView</name>
    <message>
        <source>Compare &amp;up to q =</source>
        <translation>对比位置最大到 q =(&amp;U)</translation>
    </message>
    <message>
        <source>The largest comparison position q on the chart</source>
        <translation>图中最大的对比位置 q</translation>
    </message>
    <message>
        <source>Distance |PE(q) − PE(p)| from p = %1, d = %2</source>
        <translation>差向量的欧氏长度 |PE(q) − PE(p)|，p = %1，d = %2</translation>
    </message>
    <message>
        <source>comparison position q</source>
        <translation>对比位置 q</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>欧氏长度</translation>
    </message>
    <message>
        <source>whole vector</source>
        <translation>整个向量</translation>
    </message>
    <message>
        <source>pair %1 (denominator %2)</source>
        <translation>第 %1 对（分母 %2）</translation>
    </message>
    <message>
        <source>q = %1: %2</source>
        <translation>q = %1：%2</translation>
    </message>
    <message>
        <source>lesson: %1</source>
        <translation>课程中的点：%1</translation>
    </message>
    <message>
        <source>current q = %1 (off the chart)</source>
        <translation>当前 q = %1（超出图表范围）</translation>
    </message>
    <message>
        <source>The distance does not grow steadily with q: every pair turns on its own circle, the fast pairs come back round, so a farther q can be nearer (lesson: q = 6 is closer to p = 0 than q = 3). Click a legend entry to show or hide its curve.</source>
        <translation>欧氏长度并不随 q 稳定增长：每一对分量都在自己的圆上旋转，高频的对会转回原处，所以更远的 q 可能反而更近（课程中：q = 6 比 q = 3 更接近 p = 0）。点击图例可显示或隐藏对应曲线。</translation>
    </message>
    <message>
        <source>%1 of the %2 pairs are drawn, spread from the fastest to the slowest.</source>
        <translation>共 %2 对中画出了 %1 对，从频率最高到最低均匀选取。</translation>
    </message>
    <message>
        <source>The positional encoding is off: the two inputs are the same word, so every distance is 0.</source>
        <translation>位置编码已关闭：两个输入是同一个词，所以所有距离都是 0。</translation>
    </message>
    <message>
        <source>current q</source>
        <translation>当前 q</translation>
    </message>
    <message>
        <source>up to q</source>
        <translation>最大 q</translation>
    </message>
    <message>
        <source>q = %1, %2: %3</source>
        <translation>q = %1，%2：%3</translation>
    </message>
    <message>
        <source>From q = p + L = %1 on, the offset k = q − p ≥ L = %2 was never seen in training.</source>
        <translation>从 q = p + L = %1 起，偏移 k = q − p ≥ L = %2 在训练中从未见过。</translation>
    </message>
</context>
<context>
    <name>DockTitleBar</name>
    <message>
        <source>Float the panel in a window of its own, or dock it again</source>
        <translation>让面板浮动成独立窗口，或重新停靠</translation>
    </message>
    <message>
        <source>Float or dock the panel</source>
        <translation>浮动或停靠面板</translation>
    </message>
    <message>
        <source>Close the panel</source>
        <translation>关闭面板</translation>
    </message>
</context>
<context>
    <name>EmbeddingTableModel</name>
    <message>
        <source>E(%1), component %2: %3</source>
        <translation>E(%1)，分量 %2：%3</translation>
    </message>
    <message>
        <source>as read, times √d: %1</source>
        <translation>读取时乘以 √d：%1</translation>
    </message>
    <message>
        <source>edited</source>
        <translation>已编辑</translation>
    </message>
    <message>
        <source>E(%1)</source>
        <translation>E(%1)</translation>
    </message>
    <message>
        <source>component %1</source>
        <translation>分量 %1</translation>
    </message>
</context>
<context>
    <name>EmbeddingsView</name>
    <message>
        <source>E(word): %1 words × d = %2 stored entries, drawn from N(0, 1/d) with seed %3; double-click a cell to edit it (edited entries in bold).</source>
        <translation>E(词)：%1 个词 × d = %2 个存储的数值，以种子 %3 从 N(0, 1/d) 抽取；双击单元格可编辑（已编辑的数值以粗体显示）。</translation>
    </message>
    <message>
        <source>Scaled by √d = %1 (Vaswani et al. 2017, section 3.4): |E| is about √d, the same order as |PE(p)|, so the word and its position both count.</source>
        <translation>已乘以 √d = %1（Vaswani 等人 2017 年论文 3.4 节）：|E| 约为 √d，与 |PE(p)| 同一量级，词和它的位置都起作用。</translation>
    </message>
    <message>
        <source>Not scaled: |E| is about 1 while |PE(p)| = √(d/2) for even d, so at d = %1 the position outweighs the word (the article&apos;s troubleshooting row 2). Switch on the √d scale to compare.</source>
        <translation>未缩放：|E| 约为 1，而 d 为偶数时 |PE(p)| = √(d/2)，所以在 d = %1 时位置压过了词本身（文章排错表第 2 行）。打开 √d 缩放来比较。</translation>
    </message>
    <message>
        <source>Embeddin&amp;g seed:</source>
        <translation>嵌入种子(&amp;G)：</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>The seed of the numeric embeddings: the same seed gives the same table.</source>
        <translation>数值嵌入的种子：相同的种子得到相同的表。</translation>
    </message>
    <message>
        <source>M&amp;ultiply E by √d</source>
        <translation>E 乘以 √d(&amp;U)</translation>
    </message>
    <message>
        <source>Read every embedding times √d, as the Transformer does before adding the positional encoding (Vaswani et al. 2017, section 3.4).</source>
        <translation>读取每个嵌入时乘以 √d，就像 Transformer 在加入位置编码之前所做的那样（Vaswani 等人 2017 年论文 3.4 节）。</translation>
    </message>
    <message>
        <source>Reset ed&amp;its</source>
        <translation>撤销编辑(&amp;I)</translation>
    </message>
    <message>
        <source>Put every generated value back.</source>
        <translation>恢复所有生成的数值。</translation>
    </message>
    <message>
        <source>The sizes per token: |E(token)| and |PE(p)| side by side.</source>
        <translation>每个词元的大小：|E(词元)| 与 |PE(p)| 并列。</translation>
    </message>
    <message>
        <source>First token: |E(%1)| = %2, |PE(0)| = %3.</source>
        <translation>第一个词元：|E(%1)| = %2，|PE(0)| = %3。</translation>
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
        <translation>分量下标 2i（sin，正弦）或 2i+1（cos，余弦）</translation>
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
    <message>
        <source>The formula of this component, with its denominator base^(j/(d/2-1))</source>
        <translation>该分量的公式及其分母 base^(j/(d/2-1))</translation>
    </message>
    <message>
        <source>Component index i (sin) or %1 + i (cos): the [sin | cos] halves</source>
        <translation>分量下标 i（sin，正弦）或 %1 + i（cos，余弦）：[sin | cos] 两半</translation>
    </message>
    <message>
        <source>Pair index i: components i and %1 + i share one angle</source>
        <translation>对下标 i：分量 i 与 %1 + i 共用一个角度</translation>
    </message>
</context>
<context>
    <name>ExercisePanel</name>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Compare your answer with the value the app computes, and show the view that explains it</source>
        <translation>将你的答案与应用计算出的值比较，并显示解释它的视图</translation>
    </message>
    <message>
        <source>Next &amp;question</source>
        <translation>下一题(&amp;Q)</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>你的答案</translation>
    </message>
    <message>
        <source>Predict, then reveal (%1 of %2)</source>
        <translation>先预测，再揭晓（第 %1 题，共 %2 题）</translation>
    </message>
    <message>
        <source>Predict, then reveal</source>
        <translation>先预测，再揭晓</translation>
    </message>
    <message>
        <source>✓ Right: the app computes %1.</source>
        <translation>✓ 正确：应用计算得到 %1。</translation>
    </message>
    <message>
        <source>✗ Not quite: the app computes %1.</source>
        <translation>✗ 不太对：应用计算得到 %1。</translation>
    </message>
    <message>
        <source>Answer one of %1.</source>
        <translation>请回答以下之一：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>Answer +, − or 0.</source>
        <translation>请回答 +、− 或 0。</translation>
    </message>
    <message>
        <source>Write a whole number, e.g. 6.</source>
        <translation>请写一个整数，例如 6。</translation>
    </message>
    <message>
        <source>Write a number, e.g. 0.141 or −0.990 (a decimal comma works too).</source>
        <translation>请写一个数，例如 0.141 或 −0.990（也可以用逗号作小数点）。</translation>
    </message>
    <message>
        <source>✓ Right: the sign is %1.</source>
        <translation>✓ 正确：符号是 %1。</translation>
    </message>
    <message>
        <source>✗ Not yet. Think again and try once more: the next answer shows the app&apos;s value.</source>
        <translation>✗ 还不对。再想一想，再试一次：下一次作答后会显示应用计算的值。</translation>
    </message>
    <message>
        <source>✗ Not quite: the sign is %1.</source>
        <translation>✗ 不太对：符号是 %1。</translation>
    </message>
    <message>
        <source>encoding on</source>
        <translation>位置编码开启</translation>
    </message>
    <message>
        <source>encoding off</source>
        <translation>位置编码关闭</translation>
    </message>
    <message>
        <source>The view now shows the question&apos;s values, %1; the text above speaks of %2.</source>
        <translation>视图现在显示的是本题的取值：%1；上方正文说的是 %2。</translation>
    </message>
    <message>
        <source>Back to the step</source>
        <translation>回到本步</translation>
    </message>
    <message>
        <source>Set the step&apos;s own values and view again</source>
        <translation>重新设置本步自己的参数和视图</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>揭晓</translation>
    </message>
    <message>
        <source>Show the value the app computes, and the view that explains it</source>
        <translation>显示应用计算出的值，以及解释它的视图</translation>
    </message>
    <message>
        <source>The sign is %1.</source>
        <translation>符号是 %1。</translation>
    </message>
    <message>
        <source>The app computes %1.</source>
        <translation>应用计算得到 %1。</translation>
    </message>
    <message>
        <source>Give a percentage; it counts by its interval: %1.</source>
        <translation>请给出一个百分数；按它所在的区间判定：%1。</translation>
    </message>
    <message>
        <source>The model trains now; the run&apos;s value follows when it has finished.</source>
        <translation>模型正在训练；训练结束后给出这次训练的数值。</translation>
    </message>
    <message>
        <source>Your prediction: %1. The model trains now; the verdict follows when the run has finished.</source>
        <translation>你的预测：%1。模型正在训练；训练结束后给出判定。</translation>
    </message>
    <message>
        <source>The run gives %1.</source>
        <translation>这次训练的结果是 %1。</translation>
    </message>
    <message>
        <source>✓ Right: the run gives %1.</source>
        <translation>✓ 正确：这次训练的结果是 %1。</translation>
    </message>
    <message>
        <source>✗ Not quite: the run gives %1.</source>
        <translation>✗ 不太对：这次训练的结果是 %1。</translation>
    </message>
    <message>
        <source>Write your estimate as a percentage, e.g. 40 or 40 %.</source>
        <translation>请把估计写成百分数，例如 40 或 40 %。</translation>
    </message>
</context>
<context>
    <name>ExerciseSet</name>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3</source>
        <translation>%1 必须是 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <source>%1 must be a number</source>
        <translation>%1 必须是数</translation>
    </message>
    <message>
        <source>%1 must be an object {…}</source>
        <translation>%1 必须是对象 {…}</translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <translation>缺少 %1</translation>
    </message>
    <message>
        <source>unknown %1 %2 (known: %3)</source>
        <translation>未知的%1 %2（可用：%3）</translation>
    </message>
    <message>
        <source>parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>%1 must be “on” or “off”</source>
        <translation>%1 必须是 “on” 或 “off”</translation>
    </message>
    <message>
        <source>unknown layout %1 (known: interleaved, concatenated, tensor2tensor, fairseq)</source>
        <translation>未知的布局 %1（可用：interleaved、concatenated、tensor2tensor、fairseq）</translation>
    </message>
    <message>
        <source>unknown scaling %1 (known: none, pi, ntk, yarn)</source>
        <translation>未知的缩放方法 %1（可用：none、pi、ntk、yarn）</translation>
    </message>
    <message>
        <source>argument</source>
        <translation>量的参数</translation>
    </message>
    <message>
        <source>unknown quantity %1 (known: %2)</source>
        <translation>未知的量 %1（可用：%2）</translation>
    </message>
    <message>
        <source>%1 must be “p” or “q”</source>
        <translation>%1 必须是 “p” 或 “q”</translation>
    </message>
    <message>
        <source>unknown implementation %1 (known: %2)</source>
        <translation>未知的实现 %1（可用：%2）</translation>
    </message>
    <message>
        <source>answer field</source>
        <translation>答案字段</translation>
    </message>
    <message>
        <source>a number answer needs a %1 that is a number &gt;= 0</source>
        <translation>数值答案需要一个 &gt;= 0 的 %1</translation>
    </message>
    <message>
        <source>only a number answer has a %1</source>
        <translation>只有数值答案才有 %1</translation>
    </message>
    <message>
        <source>the quantity %1 is not a whole number: ask it as a number or a sign</source>
        <translation>量 %1 不是整数：请以数值或符号的形式提问</translation>
    </message>
    <message>
        <source>%1 must be whole numbers</source>
        <translation>%1 必须是整数</translation>
    </message>
    <message>
        <source>a choice answer needs %1 with at least two whole numbers</source>
        <translation>选择题答案需要至少包含两个整数的 %1</translation>
    </message>
    <message>
        <source>only a choice answer has %1</source>
        <translation>只有选择题答案才有 %1</translation>
    </message>
    <message>
        <source>an exercise must be an object {…}</source>
        <translation>练习必须是对象 {…}</translation>
    </message>
    <message>
        <source>field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>unknown lesson %1 (known: %2)</source>
        <translation>未知的课程 %1（可用：%2）</translation>
    </message>
    <message>
        <source>the lesson %1 has no step %2</source>
        <translation>课程 %1 没有步骤 %2</translation>
    </message>
    <message>
        <source>the question has no text in the language %1</source>
        <translation>题目缺少语言 %1 的文本</translation>
    </message>
    <message>
        <source>the question in %1 must be a text</source>
        <translation>%1 的题目必须是文本</translation>
    </message>
    <message>
        <source>unknown view %1 (known: %2)</source>
        <translation>未知的视图 %1（可用：%2）</translation>
    </message>
    <message>
        <source>its answer cannot be computed: %1</source>
        <translation>无法计算其答案：%1</translation>
    </message>
    <message>
        <source>its answer is not a finite number</source>
        <translation>其答案不是有限数</translation>
    </message>
    <message>
        <source>the computed answer %1 is not one of the choices</source>
        <translation>计算出的答案 %1 不在选项中</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3 (not valid JSON)</source>
        <translation>第 %1 行第 %2 列：%3（不是有效的 JSON）</translation>
    </message>
    <message>
        <source>the file must hold one object {…} with %1 and %2</source>
        <translation>文件必须是一个包含 %1 和 %2 的对象 {…}</translation>
    </message>
    <message>
        <source>not an exercise file: %1 must be %2</source>
        <translation>不是练习文件：%1 必须是 %2</translation>
    </message>
    <message>
        <source>%1 must be 1 (this version of pe-visualiser reads version 1)</source>
        <translation>%1 必须是 1（此版本的 pe-visualiser 读取第 1 版）</translation>
    </message>
    <message>
        <source>%1 must be a list [ … ] of at least one exercise</source>
        <translation>%1 必须是至少包含一个练习的列表 [ … ]</translation>
    </message>
    <message>
        <source>exercise %1</source>
        <translation>练习 %1</translation>
    </message>
    <message>
        <source>the id is used twice</source>
        <translation>该 id 被使用了两次</translation>
    </message>
    <message>
        <source>: </source>
        <translation>：</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is larger than 16 MiB: not an exercise file</source>
        <translation>%1 大于 16 MiB：不是练习文件</translation>
    </message>
    <message>
        <source>the question in %1 is longer than %2 characters</source>
        <translation>%1 的题目超过 %2 个字符</translation>
    </message>
    <message>
        <source>unknown key %1 (known: %2, %3, %4)</source>
        <translation>未知的键 %1（已知：%2、%3、%4）</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a pipe or a device): not an exercise file</source>
        <translation>%1 不是普通文件（而是管道或设备）：不是练习文件</translation>
    </message>
    <message>
        <source>%1 must be a text that is not empty</source>
        <translation>%1 必须是非空文本</translation>
    </message>
    <message>
        <source>%1 offers %2 twice</source>
        <translation>%1 两次给出 %2</translation>
    </message>
    <message>
        <source>%1 offers %2 choices: at most %3 are allowed</source>
        <translation>%1 提供了 %2 个选项：最多允许 %3 个</translation>
    </message>
    <message>
        <source>%1 is given a second time (first on line %2): which one is meant cannot be told</source>
        <translation>%1 出现了第二次（第一次在第 %2 行）：无法判断指的是哪一个</translation>
    </message>
    <message>
        <source>%1 holds a control character (U+%2) at character %3</source>
        <translation>%1 的第 %3 个字符是控制字符（U+%2）</translation>
    </message>
    <message>
        <source>the question in %1 holds a control character (U+%2) at character %3</source>
        <translation>%1 的题目的第 %3 个字符是控制字符（U+%2）</translation>
    </message>
    <message>
        <source>not valid UTF-8 (save the file as UTF-8)</source>
        <translation>不是有效的 UTF-8（请把文件另存为 UTF-8）</translation>
    </message>
    <message>
        <source>%1 is asked only in a step of the lesson “training”, which trains a run</source>
        <translation>%1 只能用在课程“training”中会训练模型的步骤里</translation>
    </message>
    <message>
        <source>the step trains no scheme %1 (it trains: %2)</source>
        <translation>这一步不训练方案 %1（它训练的是：%2）</translation>
    </message>
    <message>
        <source>%1 needs the lengths %2 &lt;= %3, from 2 to %4</source>
        <translation>%1 需要长度 %2 &lt;= %3，取值 2 到 %4</translation>
    </message>
    <message>
        <source>a range answer predicts a training run: its quantity is %1</source>
        <translation>区间答案用于预测训练结果：它的量必须是 %1</translation>
    </message>
    <message>
        <source>a prediction of a training run is a range answer</source>
        <translation>对训练结果的预测必须是区间答案（range）</translation>
    </message>
    <message>
        <source>only a range answer has %1</source>
        <translation>只有区间答案才有 %1</translation>
    </message>
    <message>
        <source>a range answer needs %1: 1 to 4 increasing percentages between 0 and 100</source>
        <translation>区间答案需要 %1：1 到 4 个递增的、介于 0 和 100 之间的百分数</translation>
    </message>
    <message>
        <source>unknown answer kind %1 (known: number, sign, integer, choice, range)</source>
        <translation>未知的答案类型 %1（已知：number、sign、integer、choice、range）</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export all views to a folder</source>
        <translation>把全部视图导出到目录</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Export current view</source>
        <translation>导出当前视图</translation>
    </message>
    <message>
        <source>Export all views</source>
        <translation>导出全部视图</translation>
    </message>
    <message>
        <source>&amp;Current view to one file</source>
        <translation>当前视图导出为一个文件(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;All views to a folder</source>
        <translation>全部视图导出到一个目录(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>尺寸(&amp;S)：</translation>
    </message>
    <message>
        <source>Width in pixels</source>
        <translation>宽度（像素）</translation>
    </message>
    <message>
        <source>Height in pixels</source>
        <translation>高度（像素）</translation>
    </message>
    <message>
        <source>Add a caption with the &amp;parameters (d, base, p, q, encoding)</source>
        <translation>添加参数说明（d、base、p、q、位置编码开关）(&amp;P)</translation>
    </message>
    <message>
        <source>F&amp;older:</source>
        <translation>目录(&amp;O)：</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>文件(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Writes table.csv and every view in its formats (PNG, SVG, PDF), the same files as --export; before files of the same name in the folder are replaced, you are asked.</source>
        <translation>写出 table.csv 以及每个视图的各种格式（PNG、SVG、PDF），与 --export 写出的文件相同；替换目录中的同名文件之前会先询问你。</translation>
    </message>
    <message>
        <source>&amp;Medium:</source>
        <translation>用途(&amp;M)：</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>S&amp;cale:</source>
        <translation>缩放(&amp;C)：</translation>
    </message>
    <message>
        <source>The view is laid out at the size divided by the scale and drawn at the scale: text, lines and markers grow with it.</source>
        <translation>视图按尺寸除以缩放排布，再按缩放倍数绘制：文字、线条和标记随之放大。</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>缩放</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>分辨率(&amp;R)：</translation>
    </message>
    <message>
        <source>The resolution the file declares: a PNG&apos;s print size, an SVG&apos;s or PDF&apos;s physical size (pixels divided by the resolution).</source>
        <translation>文件声明的分辨率：决定 PNG 的打印尺寸，以及 SVG 或 PDF 的物理尺寸（像素数除以分辨率）。</translation>
    </message>
    <message>
        <source>Resolution in dots per inch</source>
        <translation>分辨率（点每英寸）</translation>
    </message>
</context>
<context>
    <name>FontNotice</name>
    <message>
        <source>No installed font can show Chinese: its characters appear as empty boxes. Install the Debian package fonts-noto-cjk (sudo apt-get install fonts-noto-cjk) and start again.</source>
        <translation>没有已安装的字体能显示中文，中文字符会显示为空白方框。请安装 Debian 软件包 fonts-noto-cjk（sudo apt-get install fonts-noto-cjk），然后重新启动。</translation>
    </message>
</context>
<context>
    <name>HeatmapView</name>
    <message>
        <source>Point at a cell to read its value.</source>
        <translation>将鼠标指向某个格子即可读取其数值。</translation>
    </message>
    <message>
        <source>The positional encoding is off: nothing is added to the embeddings, so every cell is 0.</source>
        <translation>位置编码已关闭：嵌入上不加任何值，所以每个格子都是 0。</translation>
    </message>
    <message>
        <source>%1 × %2 cells on %3 × %4 pixels: each pixel shows the cell under its centre.</source>
        <translation>%1 × %2 个格子画在 %3 × %4 个像素上：每个像素显示其中心所在的格子。</translation>
    </message>
    <message>
        <source>Positions &amp;n:</source>
        <translation>位置数 n(&amp;N)：</translation>
    </message>
    <message>
        <source>Number of positions shown (0 to n − 1)</source>
        <translation>显示的位置个数（0 到 n − 1）</translation>
    </message>
    <message>
        <source>Reset &amp;zoom</source>
        <translation>重置缩放(&amp;Z)</translation>
    </message>
    <message>
        <source>Show all cells again (Home)</source>
        <translation>重新显示全部格子（Home）</translation>
    </message>
    <message>
        <source>&amp;Article figure (50 × 128)</source>
        <translation>文章插图(&amp;A)（50 × 128）</translation>
    </message>
    <message>
        <source>The article&apos;s figure: 50 positions, d = 128</source>
        <translation>文章中的插图：50 个位置，d = 128</translation>
    </message>
    <message>
        <source>Wheel: zoom · drag: pan · keys: + − arrows Home</source>
        <translation>滚轮：缩放 · 拖动：平移 · 按键：+ − 方向键 Home</translation>
    </message>
    <message>
        <source>p = %1 and q = %2 lie beyond the %3 positions shown.</source>
        <translation>p = %1 和 q = %2 都超出了所显示的 %3 个位置。</translation>
    </message>
    <message>
        <source>p = %1 lies beyond the %2 positions shown.</source>
        <translation>p = %1 超出了所显示的 %2 个位置。</translation>
    </message>
    <message>
        <source>q = %1 lies beyond the %2 positions shown.</source>
        <translation>q = %1 超出了所显示的 %2 个位置。</translation>
    </message>
    <message>
        <source>Shaded: beyond the training length L = %1. From position %1 on, training never showed these columns.</source>
        <translation>阴影部分：超出训练长度 L = %1。从位置 %1 起的这些列，训练中从未出现过。</translation>
    </message>
    <message>
        <source>The frequencies are scaled by the context-extension method (s = %1).</source>
        <translation>频率已按上下文扩展方法缩放（s = %1）。</translation>
    </message>
    <message>
        <source>%1 positions on %2 pixel columns, about %3 positions a column: each column shows the least (lower half of a row) and the largest value (upper half) of its positions.</source>
        <translation>%1 个位置画在 %2 个像素列上，每列约 %3 个位置：每列显示这些位置中的最小值（每行的下半部分）和最大值（上半部分）。</translation>
    </message>
    <message>
        <source>%1 positions on %2 pixel columns: each column shows one position; every pair&apos;s wavelength spans two pixels or more.</source>
        <translation>%1 个位置画在 %2 个像素列上：每列显示一个位置；每一对的波长都至少跨两个像素。</translation>
    </message>
    <message numerus="yes">
        <source>Aliased: %1 positions on %2 pixel columns, each column shows one position. The %n component(s) marked on the component axis have a wavelength under two pixels: their bands are not in the encoding. Choose the envelope to see each column&apos;s range.</source>
        <translation>
            <numerusform>混叠：%1 个位置画在 %2 个像素列上，每列只显示一个位置。分量轴上标出的 %n 个分量波长不足两个像素：它们的条纹并不是编码本身的结构。选择“包络”可看到每列的取值范围。</numerusform>
        </translation>
    </message>
    <message>
        <source>A pixel column shows:</source>
        <translation>每个像素列显示：</translation>
    </message>
    <message>
        <source>one position (aliased)</source>
        <translation>一个位置（混叠）</translation>
    </message>
    <message>
        <source>envelope: least and largest value</source>
        <translation>包络：最小值和最大值</translation>
    </message>
    <message>
        <source>When there are more positions than pixel columns</source>
        <translation>当位置数多于像素列数时</translation>
    </message>
</context>
<context>
    <name>HeatmapWidget</name>
    <message>
        <source>Position %1, component %2 (pair %3, %4): %5</source>
        <translation>位置 %1，分量 %2（第 %3 对，%4）：%5</translation>
    </message>
    <message>
        <source>(encoding off: nothing is added)</source>
        <translation>（位置编码已关闭：不加入任何值）</translation>
    </message>
    <message>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>component</source>
        <translation>分量</translation>
    </message>
    <message>
        <source>Heat map of the positional encoding</source>
        <translation>位置编码热力图</translation>
    </message>
    <message>
        <source>%1 positions by %2 components; p = %3 and q = %4 outlined</source>
        <translation>%1 个位置 × %2 个分量；已框出 p = %3 与 q = %4</translation>
    </message>
</context>
<context>
    <name>ImplementationCheckModel</name>
    <message>
        <source>max deviation %1</source>
        <translation>最大偏差 %1</translation>
    </message>
    <message>
        <source>width %1, not %2</source>
        <translation>宽度 %1，不是 %2</translation>
    </message>
    <message>
        <source>max |sin² + cos² − 1| = %1</source>
        <translation>最大 |sin² + cos² − 1| = %1</translation>
    </message>
    <message>
        <source>width %1</source>
        <translation>宽度 %1</translation>
    </message>
    <message>
        <source>✓ passes</source>
        <translation>✓ 通过</translation>
    </message>
    <message>
        <source>✗ caught</source>
        <translation>✗ 被查出</translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation>实现</translation>
    </message>
    <message>
        <source>|x(q) − x(p)|</source>
        <translation>|x(q) − x(p)|</translation>
    </message>
    <message>
        <source>Correct: A(p) = PE(p)</source>
        <translation>正确：A(p) = PE(p)</translation>
    </message>
    <message>
        <source>PE(0) added to every slot</source>
        <translation>每个槽位都加 PE(0)</translation>
    </message>
    <message>
        <source>Position p confused with the component index</source>
        <translation>把位置 p 与分量下标混为一谈</translation>
    </message>
    <message>
        <source>sin and cos of a pair with different denominators</source>
        <translation>同一对 sin/cos 用不同分母</translation>
    </message>
    <message>
        <source>Exponent doubled: base^(2j/d) with j = 2i</source>
        <translation>指数翻倍：j = 2i 时仍写 base^(2j/d)</translation>
    </message>
    <message>
        <source>Amplitude growing with the position</source>
        <translation>用位置放大振幅</translation>
    </message>
    <message>
        <source>Concatenation without widening the next layer</source>
        <translation>拼接后不修改下一层宽度</translation>
    </message>
    <message>
        <source>PE(p)[2i] = sin(p / base^(2i/d)), PE(p)[2i+1] = cos(p / base^(2i/d)), added to the embedding of the token in slot p.</source>
        <translation>PE(p)[2i] = sin(p / base^(2i/d))，PE(p)[2i+1] = cos(p / base^(2i/d))，加到槽位 p 上 token 的嵌入。</translation>
    </message>
    <message>
        <source>Every slot gets the same vector, so it cancels when the same word is compared: the difference is zero.</source>
        <translation>每个槽位得到同一个向量，比较同一个词时它被抵消：差为零。</translation>
    </message>
    <message>
        <source>The roles of p and the component index are swapped: sin(j / base^(2p/d)).</source>
        <translation>位置 p 与分量下标的角色互换：sin(j / base^(2p/d))。</translation>
    </message>
    <message>
        <source>The cos of pair i divides by base^((2i+1)/d) instead of base^(2i/d), so the pair leaves the unit circle.</source>
        <translation>第 i 对的 cos 除以 base^((2i+1)/d) 而不是 base^(2i/d)，这一对便离开了单位圆。</translation>
    </message>
    <message>
        <source>The article&apos;s code loops j over 0, 2, 4, … and still writes 2j: the exponent becomes 4i/d and the frequencies fall twice as fast. Still on the unit circle, so only the comparison with the formula catches it.</source>
        <translation>文章代码让 j 取 0、2、4……却仍写 2j：指数变成 4i/d，频率下降快了一倍。点仍在单位圆上，只有与公式对照才能查出。</translation>
    </message>
    <message>
        <source>Multiplying by the position makes the values unbounded; the position should change the angle only.</source>
        <translation>乘以位置会让数值无界；位置只应改变角度。</translation>
    </message>
    <message>
        <source>[E, PE(p)] has width 2d; the next layer still expects d.</source>
        <translation>[E, PE(p)] 宽度为 2d，下一层仍按 d 接收。</translation>
    </message>
    <message>
        <source>Does x(q) − x(p) equal PE(q) − PE(p)?</source>
        <translation>x(q) − x(p) 是否等于 PE(q) − PE(p)？</translation>
    </message>
    <message>
        <source>Does every pair satisfy sin² + cos² = 1?</source>
        <translation>每一对是否满足 sin² + cos² = 1？</translation>
    </message>
    <message>
        <source>Is the input width still d?</source>
        <translation>输入宽度是否仍为 d？</translation>
    </message>
    <message>
        <source>Same word, two slots</source>
        <translation>同词放两处</translation>
    </message>
    <message>
        <source>sin² + cos² = 1</source>
        <translation>sin² + cos² = 1</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>宽度 d</translation>
    </message>
    <message>
        <source>[sin | cos] halves where the pairs are expected interleaved</source>
        <translation>把交错的各对写成 [sin | cos] 两半</translation>
    </message>
    <message>
        <source>sin and cos swapped</source>
        <translation>sin 与 cos 互换</translation>
    </message>
    <message>
        <source>Positions counted from 1</source>
        <translation>位置从 1 开始计数</translation>
    </message>
    <message>
        <source>Exponent halved: base^(i/d)</source>
        <translation>指数减半：base^(i/d)</translation>
    </message>
    <message>
        <source>Angles taken as degrees</source>
        <translation>把角度当作度数</translation>
    </message>
    <message>
        <source>Wrong base: 1000 typed for 10000</source>
        <translation>底数写错：把 10000 写成 1000</translation>
    </message>
    <message>
        <source>Computed in float16</source>
        <translation>用 float16 计算</translation>
    </message>
    <message>
        <source>TensorFlow&apos;s tutorial puts every sin first and every cos after them. The same numbers land in other components, so a model expecting the paper&apos;s interleaved pairs (2i, 2i+1) reads a different vector.</source>
        <translation>TensorFlow 教程先放所有 sin，再放所有 cos。同样的数值落在别的分量上，按论文交错成对 (2i, 2i+1) 读取的模型读到的是另一个向量。</translation>
    </message>
    <message>
        <source>cos sits where sin belongs and sin where cos belongs: at position 0 the vector starts [1, 0, …] instead of [0, 1, …].</source>
        <translation>cos 放在了 sin 的位置，sin 放在了 cos 的位置：位置零的向量以 [1, 0, …] 开头，而不是 [0, 1, …]。</translation>
    </message>
    <message>
        <source>The first token gets PE(1) instead of PE(0): every slot is shifted by one position. Differences of the same word still look plausible.</source>
        <translation>第一个 token 得到 PE(1) 而不是 PE(0)：每个槽位都错开一个位置。同词之差看起来仍然合理。</translation>
    </message>
    <message>
        <source>The pair index i is written where 2i belongs: base^(i/d), the frequencies of base √base. Still on the unit circle, so only the formula catches it.</source>
        <translation>在应写 2i 的地方写了对下标 i：base^(i/d)，相当于底数 √base 的频率。点仍在单位圆上，只有与公式对照才能查出。</translation>
    </message>
    <message>
        <source>The angle p / base^(2i/d) is taken in degrees (sin(angle · π/180)): every pair turns 57 times too slowly.</source>
        <translation>角度 p / base^(2i/d) 被当作度数（sin(角度 · π/180)）：每一对都转得慢了约 57 倍。</translation>
    </message>
    <message>
        <source>1000 typed for 10000: every pair&apos;s denominator is smaller, every pair turns faster than the paper&apos;s.</source>
        <translation>把 10000 写成 1000：每一对的分母都变小，每一对都比论文中转得快。</translation>
    </message>
    <message>
        <source>Positions, frequencies, angles and values rounded to float16 as a framework does: neighbouring positions collide from 2049 on and 65520 overflows.</source>
        <translation>像框架那样把位置、频率、角度和数值都舍入到 float16：从 2049 起相邻位置重合，65520 溢出。</translation>
    </message>
</context>
<context>
    <name>ImplementationLab</name>
    <message>
        <source>The same word sits in slots p and q. Each row adds the position signal its own way; the lesson&apos;s checks run without knowing the embedding E. Select a row to read what goes wrong.</source>
        <translation>同一个词放在槽位 p 和 q。每一行用自己的方式加入位置信号；本课的检查无需知道嵌入 E。选中一行，查看问题出在哪里。</translation>
    </message>
    <message>
        <source>Implementation checks</source>
        <translation>实现检查</translation>
    </message>
</context>
<context>
    <name>JoinScreen</name>
    <message>
        <source>QR code of %1</source>
        <translation>%1 的二维码</translation>
    </message>
    <message>
        <source>Scan the code, or open this address:</source>
        <translation>扫描二维码，或打开这个地址：</translation>
    </message>
    <message>
        <source>and type the join code:</source>
        <translation>并输入加入码：</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>加入码</translation>
    </message>
    <message>
        <source>Back to the lesson</source>
        <translation>返回课程</translation>
    </message>
    <message>
        <source>Hide the join screen (Esc)</source>
        <translation>隐藏加入屏幕（Esc）</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <source>Move to the next or previous control</source>
        <translation>移到下一个或上一个控件</translation>
    </message>
    <message>
        <source>Alt+underlined letter</source>
        <translation>Alt+带下划线的字母</translation>
    </message>
    <message>
        <source>Jump to that control or menu</source>
        <translation>跳到该控件或菜单</translation>
    </message>
    <message>
        <source>Switch the encoding on or off, press a preset button</source>
        <translation>打开或关闭位置编码，按下预设按钮</translation>
    </message>
    <message>
        <source>Comparison slider: q one step down or up</source>
        <translation>对比位置滑块：q 减小或增大 1</translation>
    </message>
    <message>
        <source>Comparison slider: q four steps down or up</source>
        <translation>对比位置滑块：q 减小或增大 4</translation>
    </message>
    <message>
        <source>Comparison slider: q = 1 or q = 32</source>
        <translation>对比位置滑块：q = 1 或 q = 32</translation>
    </message>
    <message>
        <source>Number fields: one step up or down</source>
        <translation>数字输入框：增大或减小一步</translation>
    </message>
    <message>
        <source>Number fields: ten steps up or down</source>
        <translation>数字输入框：增大或减小十步</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>方向键</translation>
    </message>
    <message>
        <source>Table: move the current cell (its 17-digit value is shown below)</source>
        <translation>表格：移动当前单元格（下方显示其 17 位有效数字的值）</translation>
    </message>
    <message>
        <source>Next or previous view tab</source>
        <translation>下一个或上一个视图标签页</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Every control can be reached with the keyboard.</source>
        <translation>每个控件都可以用键盘操作。</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>作用</translation>
    </message>
    <message>
        <source>Number fields: apply the typed value (also when leaving the field); a value outside the range is refused with a message</source>
        <translation>数字输入框：采用输入的值（离开输入框时也会采用）；超出范围的值会被拒绝并显示提示</translation>
    </message>
    <message>
        <source>Number fields: give back the current value</source>
        <translation>数字输入框：恢复当前的值</translation>
    </message>
    <message>
        <source>Heat map: zoom in, zoom out, show every cell; arrow keys: pan</source>
        <translation>热力图：放大、缩小、显示全部格子；方向键：平移</translation>
    </message>
    <message>
        <source>Lesson: previous or next step, wherever the focus is (the arrow keys outside fields, sliders, tables and the heat map)</source>
        <translation>课程：上一步或下一步，无论焦点在哪里（方向键在输入框、滑块、表格和热图之外）</translation>
    </message>
    <message>
        <source>Class session on a step&apos;s question: the flow&apos;s previous or next stage (ask, close, discuss, vote again, close, reveal); the step changes past either end</source>
        <translation>课堂会话中、步骤有问题时：流程的上一个或下一个阶段（提问、结束、讨论、再投一次、结束、揭晓）；越过两端时才换步</translation>
    </message>
    <message>
        <source>Class session: show or hide the join screen (Esc hides it)</source>
        <translation>课堂会话：显示或隐藏加入屏幕（Esc 隐藏）</translation>
    </message>
</context>
<context>
    <name>LabelledMatrixPlot</name>
    <message>
        <source>%1 = %2, %3 = %4: %5 = %6</source>
        <translation>%1 = %2，%3 = %4：%5 = %6</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>无值</translation>
    </message>
</context>
<context>
    <name>LadderView</name>
    <message>
        <source>%1: every one of the %2 pairs makes at least one full turn within L = %3.</source>
        <translation>%1：全部 %2 对在 L = %3 之内都至少转满一圈。</translation>
    </message>
    <message>
        <source>%1: %2 of the %3 pairs never make a full turn within L = %4 (their angles beyond L were never seen in training); pair %5 is the first whose wavelength exceeds L.</source>
        <translation>%1：%3 对中有 %2 对在 L = %4 之内转不满一圈（它们在 L 之外的角度训练中从未见过）；第 %5 对是第一个波长超过 L 的分量对。</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) turn at least 10 times within L.</source>
        <translation>
            <numerusform>在 L 之内至少转 10 圈的有 %n 对。</numerusform>
        </translation>
    </message>
    <message>
        <source>Point at a mark to read its pair&apos;s numbers.</source>
        <translation>将鼠标指向某个标记即可读取该分量对的数值。</translation>
    </message>
    <message>
        <source>Base %1</source>
        <translation>底数 %1</translation>
    </message>
    <message>
        <source>Second base B = %1</source>
        <translation>第二底数 B = %1</translation>
    </message>
    <message>
        <source>Position interpolation is on (s = %1): both ladders show the scaled frequencies.</source>
        <translation>位置插值已开启（s = %1）：两条阶梯都显示缩放后的频率。</translation>
    </message>
    <message>
        <source>NTK-aware scaling is on (s = %1): both ladders show the scaled frequencies.</source>
        <translation>NTK-aware 缩放已开启（s = %1）：两条阶梯都显示缩放后的频率。</translation>
    </message>
    <message>
        <source>YaRN is on (s = %1): both ladders show the scaled frequencies.</source>
        <translation>YaRN 已开启（s = %1）：两条阶梯都显示缩放后的频率。</translation>
    </message>
    <message>
        <source>Trainin&amp;g length L:</source>
        <translation>训练长度 L(&amp;G)：</translation>
    </message>
    <message>
        <source>The longest sequence seen in training, in positions</source>
        <translation>训练中见过的最长序列，以位置计</translation>
    </message>
    <message>
        <source>The sequence length wanted at inference, in positions</source>
        <translation>推理时需要的序列长度，以位置计</translation>
    </message>
    <message>
        <source>A second base to compare with the first (ladder B)</source>
        <translation>与第一个底数比较的第二个底数（阶梯 B）</translation>
    </message>
    <message>
        <source>Bases used by well-known models</source>
        <translation>知名模型使用的底数</translation>
    </message>
    <message>
        <source>Seco&amp;nd base B:</source>
        <translation>第二底数 B(&amp;N)：</translation>
    </message>
    <message>
        <source>Conte&amp;xt length L′:</source>
        <translation>上下文长度 L′(&amp;X)：</translation>
    </message>
    <message>
        <source>&amp;Known bases for B</source>
        <translation>B 的知名底数(&amp;K)</translation>
    </message>
</context>
<context>
    <name>LadderWidget</name>
    <message>
        <source>base %1</source>
        <translation>底数 %1</translation>
    </message>
    <message>
        <source>B = %1</source>
        <translation>B = %1</translation>
    </message>
    <message>
        <source>Wavelength λᵢ = 2π / ωᵢ of each pair, in positions (log scale)</source>
        <translation>每对的波长 λᵢ = 2π / ωᵢ，以位置计（对数刻度）</translation>
    </message>
    <message>
        <source>%1, pair i = %2: wavelength λ = %3 positions, frequency ω = %4 rad per position, %5 turns within L = %6</source>
        <translation>%1，第 i = %2 对：波长 λ = %3 个位置，频率 ω = 每个位置 %4 弧度，在 L = %6 之内转 %5 圈</translation>
    </message>
    <message>
        <source>: never a full turn in training</source>
        <translation>：训练中从未转满一圈</translation>
    </message>
    <message>
        <source>L = L′ = %1</source>
        <translation>L = L′ = %1</translation>
    </message>
    <message>
        <source>L = %1</source>
        <translation>L = %1</translation>
    </message>
    <message>
        <source>L′ = %1</source>
        <translation>L′ = %1</translation>
    </message>
</context>
<context>
    <name>LayoutsView</name>
    <message>
        <source>interleaved (the paper)</source>
        <translation>交错（论文）</translation>
    </message>
    <message>
        <source>concatenated [sin | cos]</source>
        <translation>拼接 [sin | cos]</translation>
    </message>
    <message>
        <source>tensor2tensor</source>
        <translation>tensor2tensor</translation>
    </message>
    <message>
        <source>fairseq</source>
        <translation>fairseq</translation>
    </message>
    <message>
        <source>Interleaved (the paper): sin of pair i at 2i, cos at 2i+1</source>
        <translation>交错（论文）：第 i 对的 sin 在 2i，cos 在 2i+1</translation>
    </message>
    <message>
        <source>Concatenated [sin | cos]: sin of pair i at i, cos at %1 + i</source>
        <translation>拼接 [sin | cos]：第 i 对的 sin 在 i，cos 在 %1 + i</translation>
    </message>
    <message>
        <source>%1 (shown in every view)</source>
        <translation>%1（所有视图都在用）</translation>
    </message>
    <message>
        <source>needs d ≥ %1</source>
        <translation>需要 d ≥ %1</translation>
    </message>
    <message>
        <source>The same positions p = %1 and q = %2 in each layout (d = %3, base %4): the concatenated layout only permutes the components, so distances and dot products are those of the paper up to rounding; tensor2tensor&apos;s frequencies base^(-j/(d/2-1)) change them slightly; fairseq&apos;s shift of the positions changes neither, as both depend only on q − p.</source>
        <translation>每种排列下的同一对位置 p = %1 和 q = %2（d = %3，底数 %4）：拼接排列只是重排分量，所以距离和点积除舍入外与论文相同；tensor2tensor 的频率 base^(-j/(d/2-1)) 会使它们略有变化；fairseq 对位置的平移不改变二者，因为它们只取决于 q − p。</translation>
    </message>
    <message>
        <source>fairseq: the token in slot p gets row p + padding_idx + 1 = p + %1 of its table, and row padding_idx = %2 is all zeros (the padding row, never a token&apos;s row).</source>
        <translation>fairseq：位于位置 p 的词取其表中的第 p + padding_idx + 1 = p + %1 行，第 padding_idx = %2 行全为零（填充行，从不属于任何词）。</translation>
    </message>
    <message>
        <source>The layout decides where each pair&apos;s sin and cos sit in PE(p). Interleaved and concatenated hold the same numbers in another order: each arrow takes a component of the paper&apos;s vector to its place in the [sin | cos] halves.</source>
        <translation>排列方式决定每一对的 sin 和 cos 放在 PE(p) 的哪个分量上。交错和拼接两种排列的数值相同，只是顺序不同：每个箭头把论文向量中的一个分量带到它在 [sin | cos] 两半中的位置。</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>排列方式</translation>
    </message>
    <message>
        <source>|PE(q) − PE(p)|</source>
        <translation>|PE(q) − PE(p)|</translation>
    </message>
    <message>
        <source>change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>PE(p) · PE(q)</source>
        <translation>PE(p) · PE(q)</translation>
    </message>
    <message>
        <source>Distances and dot products per layout</source>
        <translation>各排列方式下的距离和点积</translation>
    </message>
    <message>
        <source>Permutation from interleaved to concatenated</source>
        <translation>从交错到拼接的重排</translation>
    </message>
</context>
<context>
    <name>LengthFigure</name>
    <message>
        <source>Accuracy against sequence length after training (L = %1 marked)</source>
        <translation>训练后准确率随序列长度的变化（标出 L = %1）</translation>
    </message>
    <message>
        <source>sequence length n</source>
        <translation>序列长度 n</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>training length L = %1</source>
        <translation>训练长度 L = %1</translation>
    </message>
    <message>
        <source>Train to see how each scheme does at every length up to 4L.</source>
        <translation>训练后即可看到每个方案在直到 4L 的各个长度上的表现。</translation>
    </message>
    <message>
        <source>does not learn the task</source>
        <translation>没有学会任务</translation>
    </message>
    <message>
        <source>learns the task only in part</source>
        <translation>只学会了任务的一部分</translation>
    </message>
    <message>
        <source>holds to L</source>
        <translation>在 L 以内保持住</translation>
    </message>
    <message>
        <source>holds to L and beyond</source>
        <translation>在 L 以内和以外都保持住</translation>
    </message>
    <message>
        <source>holds to L and falls beyond</source>
        <translation>在 L 以内保持住，超出 L 后下降</translation>
    </message>
    <message>
        <source>Dotted: chance, %1 (a guess that ignores the input).</source>
        <translation>点线：随机水平 %1（不看输入的猜测）。</translation>
    </message>
    <message>
        <source>Accuracy against sequence length after training (L = %1 marked; faint: %2, L = %3)</source>
        <translation>训练后准确率随序列长度的变化（标出 L = %1；浅色：%2，L = %3）</translation>
    </message>
    <message>
        <source>%1: training length L = %2</source>
        <translation>%1：训练长度 L = %2</translation>
    </message>
    <message>
        <source>no rows</source>
        <translation>没有行</translation>
    </message>
    <message>
        <source>lengths 2 to %1</source>
        <translation>长度 2 到 %1</translation>
    </message>
    <message>
        <source>beyond L: %1 to %2</source>
        <translation>超出 L：%1 到 %2</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>The embedding alone</source>
        <translation>只看嵌入</translation>
    </message>
    <message>
        <source>In “the cat saw the dog” both occurrences of “the” use the same static embedding E, at positions %1 and %2.</source>
        <translation>在“the cat saw the dog”中，两个 the 使用同一个静态嵌入 E，位置分别为 %1 和 %2。</translation>
    </message>
    <message>
        <source>Without a position signal both inputs are E: x(%1) = x(%2) = E, and their difference is zero. No numeric weights are needed to see this: E stays a symbol.</source>
        <translation>没有位置信号时两个输入都是 E：x(%1) = x(%2) = E，差为零。看清这一点不需要指定数值权重，E 保持为符号。</translation>
    </message>
    <message>
        <source>The first pair: denominator 1</source>
        <translation>第一对：分母一</translation>
    </message>
    <message>
        <source>Pair i = 0 uses components 0 (sin) and 1 (cos) with denominator %1. The angles are %2 and %3 radians.</source>
        <translation>第 i = 0 对使用分量 0（sin）和 1（cos），分母为 %1。角度为 %2 与 %3 弧度。</translation>
    </message>
    <message>
        <source>sin gives %1 and %2; cos gives %3 and %4.</source>
        <translation>sin 为 %1、%2，cos 为 %3、%4。</translation>
    </message>
    <message>
        <source>Position zero is [%1, %2], not zero: every sin is 0 but every cos is 1.</source>
        <translation>位置零是 [%1, %2]，不是全零：所有 sin 为零，但所有 cos 为一。</translation>
    </message>
    <message>
        <source>The second pair: denominator 10</source>
        <translation>第二对：分母十</translation>
    </message>
    <message>
        <source>The position did not change; this pair turns more slowly, within the same range [−1, 1].</source>
        <translation>位置没变，这一对波动更慢，幅度范围同为 [−1, 1]。</translation>
    </message>
    <message>
        <source>The last two pairs and the full table</source>
        <translation>后两对与完整表</translation>
    </message>
    <message>
        <source>Pairs 2 and 3 use denominators %1 and %2 in the same way. With d = 8 the four denominators are %3; wider models continue ever more slowly.</source>
        <translation>第 2、3 对同样使用分母 %1、%2。d = 8 时四对分母为 %3；更宽的模型后续变化更慢。</translation>
    </message>
    <message>
        <source>Only the angle changes with the position, never the amplitude, and the encoding does not number tokens: it depends on the slot, not on the word.</source>
        <translation>位置只改变角度，不改变振幅；位置编码也不是给不同 token 分配编号：它取决于槽位，而不是词。</translation>
    </message>
    <message>
        <source>Element-wise addition</source>
        <translation>对应相加</translation>
    </message>
    <message>
        <source>The encoding is added component by component: component 0 of the two inputs is %1 and %2, and likewise for the others.</source>
        <translation>位置编码逐分量相加：两个输入的第零分量分别为 %1、%2，其他项同理。</translation>
    </message>
    <message>
        <source>PE has the width of the embedding, so eight plus eight terms stay eight. Concatenating would give sixteen terms and change the input of the next layer.</source>
        <translation>位置编码与嵌入同宽，八项对应相加仍是八项；拼接则得到十六项，需要修改下一层的输入结构。</translation>
    </message>
    <message>
        <source>The original Transformer multiplies the token embedding by √d before the addition; here E already includes that common scaling (paper, sections 3.4–3.5).</source>
        <translation>原 Transformer 在相加前把 token 嵌入乘以 √d；这里 E 已包含这一共同缩放（见原论文 3.4–3.5 节）。</translation>
    </message>
    <message>
        <source>Subtraction isolates the position</source>
        <translation>相减隔离位置</translation>
    </message>
    <message>
        <source>The Euclidean length of the difference vector is %1, computed from unrounded values: the square root of the sum of the eight squared differences.</source>
        <translation>差向量的欧氏长度为 %1，用舍入前数值计算：八项差平方和的平方根。</translation>
    </message>
    <message>
        <source>It is not the gap of three slots and not a semantic similarity score. Zero means every coordinate is equal; a positive value means at least one differs.</source>
        <translation>它不是三格的位置差，也不是语义相似分。零表示坐标全相同，正值表示至少一项不同。</translation>
    </message>
    <message>
        <source>The off control</source>
        <translation>关闭对照</translation>
    </message>
    <message>
        <source>Switch the encoding off: A(p) = 0 and both inputs are E + 0, so the difference length is %1.</source>
        <translation>关闭位置编码：A(p) = 0，两个输入都是 E + 0，差长为 %1。</translation>
    </message>
    <message>
        <source>The two results stay side by side: %1 with the encoding, %2 without. The switch only decides whether PE is added; it never changes the formula, and the unused PE can still be computed and inspected.</source>
        <translation>两个结果并排保留：加入编码时为 %1，不加入时为 %2。开关只控制是否加入 PE，不改变公式；未使用的 PE 仍可计算查看。</translation>
    </message>
    <message>
        <source>Several frequencies keep differences at several scales</source>
        <translation>多频率保留不同尺度的差异</translation>
    </message>
    <message>
        <source>A sin/cos pair repeats after its angle has turned 2π. Integer positions rarely land on a whole turn, but they can come close.</source>
        <translation>一对 sin/cos 在角度走完 2π 后周期重复。整数位置通常不会精确落在整圈上，但可能接近。</translation>
    </message>
    <message>
        <source>Distance is not a monotonic function of the gap: the full length at position 6, %1, is smaller than at position 3, %2. Because of the periodicity it cannot be read as a number of words or a semantic distance.</source>
        <translation>距离不是位置间隔的单调函数：位置六的完整差长 %1 反而小于位置三的 %2。周期性使它不能直接解释为相隔词数或语义距离。</translation>
    </message>
    <message>
        <source>A relative shift is a rotation</source>
        <translation>相对位移是一次旋转</translation>
    </message>
    <message>
        <source>For a fixed offset k the angle-addition formulas write pair i at p + k as a linear map of pair i at p:</source>
        <translation>固定相对位移 k 时，三角加法公式把 p + k 处的第 i 对写成 p 处第 i 对的线性变换：</translation>
    </message>
    <message>
        <source>For k = %1 and pair 0 it is [[%2, %3], [%4, %5]], the same for every p. The model can learn to use this relative structure, but being usable does not mean a trained model has learned it.</source>
        <translation>k = %1、第 0 对时它是 [[%2, %3], [%4, %5]]，对每个 p 都相同。模型可以学习利用这种相对位置结构，但可用不等于训练后一定学会。</translation>
    </message>
    <message>
        <source>Cost and parameters</source>
        <translation>复杂度与参数</translation>
    </message>
    <message>
        <source>Materialising the encoding for n positions and width d takes O(nd) time and space; one position takes O(d). The sinusoidal encoding has no learned position table: it evaluates a fixed formula. This counts nothing of the attention that follows.</source>
        <translation>n 个位置、d 维时，物化位置编码的时间与空间均为 O(nd)，单个位置为 O(d)。正弦编码没有可学习的位置查表参数，只求固定公式；这里不含后续注意力的成本。</translation>
    </message>
    <message>
        <source>Checking an implementation</source>
        <translation>实现检查</translation>
    </message>
    <message>
        <source>Assign PE by the token&apos;s slot and keep the width d. Put the same word in two slots and check that the input difference equals PE(q) − PE(p): no embedding weights are needed.</source>
        <translation>按 token 的槽位分配 PE，并保持宽度 d。把同一个词放在两处，检查输入差是否等于 PE(q) − PE(p)：无需知道嵌入权重。</translation>
    </message>
    <message>
        <source>This catches an implementation that broadcasts one position vector to every slot: the common vector cancels and the difference is %1. Try each mistake in the lab.</source>
        <translation>这能抓出把同一个位置向量广播到所有槽位的错误：共同向量相互抵消，差为 %1。可在实验室中逐个尝试这些错误。</translation>
    </message>
    <message>
        <source>Edge cases</source>
        <translation>边界情况</translation>
    </message>
    <message>
        <source>&lt;b&gt;Off:&lt;/b&gt; the repeated token&apos;s inputs are equal; PE can still be viewed.</source>
        <translation>&lt;b&gt;关闭：&lt;/b&gt;重复 token 的输入相同；PE 仍可查看。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Position zero:&lt;/b&gt; every sin is 0 and every cos is 1: not the zero vector.</source>
        <translation>&lt;b&gt;位置零：&lt;/b&gt;所有 sin 为零、cos 为一：不是零向量。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tiny differences:&lt;/b&gt; cos(1/1000) shows as %1 at six decimals; the norm keeps full precision, and focusing the cell shows %2.</source>
        <translation>&lt;b&gt;很小的差：&lt;/b&gt;cos(1/1000) 在六位小数下显示为 %1；范数保留完整精度，聚焦单元格时显示 %2。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Long contexts:&lt;/b&gt; any position can be computed, with no guarantee beyond the training length; 32 is only the slider&apos;s limit.</source>
        <translation>&lt;b&gt;长上下文：&lt;/b&gt;任何位置都能计算，但超出训练长度不保证有效；32 只是滑杆上限。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Other sources of order:&lt;/b&gt; without masks or a position signal, self-attention is permutation-equivariant; causal masks, rotary encodings and attention biases carry order too, so switching this addition off does not make every model order-blind.</source>
        <translation>&lt;b&gt;其他顺序来源：&lt;/b&gt;无掩码、无位置信号的自注意力是置换等变的；因果掩码、旋转编码和注意力偏置也带有顺序，所以关掉这一加法并不让所有模型都失去顺序信息。</translation>
    </message>
    <message>
        <source>Common mistakes</source>
        <translation>常见错误</translation>
    </message>
    <message>
        <source>Confusing the position p with the components 2i and 2i+1.</source>
        <translation>把位置 p 与分量 2i、2i+1 混为一谈。</translation>
    </message>
    <message>
        <source>Giving the sin and cos of one pair different denominators.</source>
        <translation>同一对 sin/cos 使用不同分母。</translation>
    </message>
    <message>
        <source>Scaling the amplitude with the position; the position changes the angle, and the values stay bounded.</source>
        <translation>用位置放大振幅；位置改变的是角度，数值始终有界。</translation>
    </message>
    <message>
        <source>Adding PE(0) to every word: the common vector cancels when the same word is compared.</source>
        <translation>每个词都加 PE(0)：比较同一个词时，共同向量相互抵消。</translation>
    </message>
    <message>
        <source>Concatenating without widening the next layer.</source>
        <translation>拼接后不修改下一层宽度。</translation>
    </message>
    <message>
        <source>Doubling the exponent: writing base^(2j/d) where j already steps by 2 (as in the article&apos;s code) makes the frequencies fall twice as fast.</source>
        <translation>指数翻倍：j 已经按 2 递增时仍写 base^(2j/d)（文章代码即如此），频率下降快了一倍。</translation>
    </message>
    <message>
        <source>Claiming that different inputs prove the model understands word order. They only prove that a position signal exists; its use depends on the model and its training.</source>
        <translation>因输入不同就宣称模型理解了词序。这只证明位置信号存在，使用效果取决于模型与训练。</translation>
    </message>
    <message>
        <source>Three properties</source>
        <translation>三个特性</translation>
    </message>
    <message>
        <source>&lt;b&gt;Relative position:&lt;/b&gt; PE(p + k) is a rotation of PE(p) pair by pair, and PE(a) · PE(a + k) = Σᵢ cos(kωᵢ) depends only on the offset k.</source>
        <translation>&lt;b&gt;相对位置：&lt;/b&gt;PE(p + k) 是 PE(p) 逐对旋转的结果，点积 PE(a) · PE(a + k) = Σᵢ cos(kωᵢ) 只取决于位移 k。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Extrapolation:&lt;/b&gt; the formula is continuous and defined for any position, but fast pairs enter phases never seen in training, so quality beyond the training length is not guaranteed.</source>
        <translation>&lt;b&gt;外推：&lt;/b&gt;公式连续，对任何位置都有定义；但快速的对会进入训练中从未见过的相位，因此训练长度之外的效果没有保证。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Multi-frequency structure:&lt;/b&gt; the denominators grow geometrically, from fast to slow waves: the bands of the heatmap. A larger base slows the slowest pairs further.</source>
        <translation>&lt;b&gt;多频率结构：&lt;/b&gt;分母按几何级数增长，从快波到慢波，形成热力图中的条带。底数越大，最慢的几对变化越慢。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rotary encodings (RoPE)&lt;/b&gt; rotate queries and keys instead of adding a vector, so that their dot product depends only on the offset.</source>
        <translation>&lt;b&gt;旋转位置编码（RoPE）&lt;/b&gt;不再相加向量，而是旋转查询和键，使它们的点积只取决于位移。</translation>
    </message>
    <message>
        <source>What this model leaves out</source>
        <translation>模型范围</translation>
    </message>
    <message>
        <source>The original additive sinusoidal formula, eight dimensions, two occurrences and a symbolic shared embedding. No attention, training, normalisation, dropout or semantic prediction.</source>
        <translation>原始加法正弦公式、八维、两次出现、符号化的共同嵌入。没有注意力、训练、归一化、dropout 或语义预测。</translation>
    </message>
    <message>
        <source>Related topics: word embeddings, the attention mechanism, the Transformer block.</source>
        <translation>相关内容：词嵌入、注意力机制、Transformer 块。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>Pair i = 1 divides the position by %1 before taking sin and cos: at positions %2 and %3 sin gives %4 and %5, cos gives %6 and %7.</source>
        <translation>第 i = 1 对先把位置除以 %1，再取 sin 和 cos：在位置 %2 和 %3，sin 为 %4、%5，cos 为 %6、%7。</translation>
    </message>
    <message>
        <source>At position 6 (preset “%1”) the fastest pair has come most of the way back to where it was at position zero: its curve dips there, while the second pair&apos;s curve keeps rising: when one frequency barely differs, others still tell the positions apart.</source>
        <translation>在位置 6（预设“%1”），最快的一对已经转回到接近它在位置零时的地方：它的曲线在这里下降，而第二对的曲线仍在上升。一个频率的差很小时，其他频率仍能把位置区分开。</translation>
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
        <translation>最快一对近乎重复：0 对 6</translation>
    </message>
    <message>
        <source>Encoding off: 0 vs 3</source>
        <translation>关闭编码：0 对 3</translation>
    </message>
    <message>
        <source>End of the slider: 0 vs 32</source>
        <translation>滑杆上限：0 对 32</translation>
    </message>
    <message>
        <source>Original Transformer: 10 000</source>
        <translation>原始 Transformer：10 000</translation>
    </message>
    <message>
        <source>Llama 3: 500 000</source>
        <translation>Llama 3：500 000</translation>
    </message>
    <message>
        <source>Code Llama: 1 000 000</source>
        <translation>Code Llama：1 000 000</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Positional encoding</source>
        <translation>位置编码</translation>
    </message>
    <message>
        <source>Long context</source>
        <translation>长上下文</translation>
    </message>
    <message>
        <source>From adding to rotating: RoPE</source>
        <translation>从相加到旋转：RoPE</translation>
    </message>
    <message>
        <source>Does the model use it?</source>
        <translation>模型用上它了吗？</translation>
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
    <message>
        <source>The saved settings could not all be read; the defaults are used instead.</source>
        <translation>保存的设置无法全部读取，已改用默认值。</translation>
    </message>
    <message>
        <source>cannot write to standard output</source>
        <translation>无法写入标准输出</translation>
    </message>
    <message>
        <source>frame %1 / %2</source>
        <translation>第 %1 / %2 帧</translation>
    </message>
    <message>
        <source>--lesson: &apos;%1&apos; is not a lesson of this app (known: %2)</source>
        <translation>--lesson：&apos;%1&apos; 不是本应用的课程（可用：%2）</translation>
    </message>
    <message>
        <source>--worksheet: the lesson &apos;%1&apos; has no exercises</source>
        <translation>--worksheet：课程 &apos;%1&apos; 没有练习</translation>
    </message>
    <message>
        <source>cannot save the settings to %1</source>
        <translation>无法将设置保存到 %1</translation>
    </message>
    <message>
        <source>--view: &apos;%1&apos; is not one of %2</source>
        <translation>--view：“%1”不是 %2 之一</translation>
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
        <source>Off: A(p) = 0, both inputs are E + 0. The switch never changes the formula.</source>
        <translation>关闭时 A(p) = 0，两输入都是 E + 0。开关只控制是否加入，不改变公式。</translation>
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
        <source>&amp;Reset to the lesson&apos;s defaults</source>
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
        <source>About Positional Encoding Visualiser</source>
        <translation>关于位置编码可视化</translation>
    </message>
    <message>
        <source>Select a cell to see its value with 17 significant digits.</source>
        <translation>选中一格，可看到 17 位有效数字的数值。</translation>
    </message>
    <message>
        <source>Component %1 of %2 = %3</source>
        <translation>%2 的分量 %1 = %3</translation>
    </message>
    <message>
        <source>Implementation lab</source>
        <translation>实现检查实验室</translation>
    </message>
    <message>
        <source>Less&amp;on</source>
        <translation>课程(&amp;O)</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Show the &amp;lesson panel</source>
        <translation>显示课程面板(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation>上一步(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Export current view…</source>
        <translation>导出当前视图(&amp;E)…</translation>
    </message>
    <message>
        <source>Export &amp;all views…</source>
        <translation>导出全部视图(&amp;A)…</translation>
    </message>
    <message>
        <source>C&amp;opy view to clipboard</source>
        <translation>复制视图到剪贴板(&amp;O)</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建目录 %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s) to %1</source>
        <translation>
            <numerusform>已向 %1 写入 %n 个文件</numerusform>
        </translation>
    </message>
    <message>
        <source>Copied the view to the clipboard</source>
        <translation>已把视图复制到剪贴板</translation>
    </message>
    <message>
        <source>Pair charts</source>
        <translation>分量对曲线</translation>
    </message>
    <message>
        <source>Unit circle</source>
        <translation>单位圆</translation>
    </message>
    <message>
        <source>Heat map</source>
        <translation>热力图</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>距离</translation>
    </message>
    <message>
        <source>Similarity</source>
        <translation>相似度</translation>
    </message>
    <message>
        <source>Add the positional encoding</source>
        <translation>加入位置编码</translation>
    </message>
    <message>
        <source>On: x = E + PE(p). Off: x = E + 0, so both occurrences get the same input.</source>
        <translation>打开：x = E + PE(p)。关闭：x = E + 0，两次出现得到相同的输入。</translation>
    </message>
    <message>
        <source>Position of the second occurrence, 1 to 32</source>
        <translation>第二次出现的位置，1 到 32</translation>
    </message>
    <message>
        <source>Comparison position q, 1 to 32</source>
        <translation>对比位置 q，1 到 32</translation>
    </message>
    <message>
        <source>Position of the second occurrence, any whole number from 0 to 2147483647</source>
        <translation>第二次出现的位置，0 到 2147483647 之间的任意整数</translation>
    </message>
    <message>
        <source>Position of the first occurrence, a whole number from 0 to 2147483647</source>
        <translation>第一次出现的位置，0 到 2147483647 之间的整数</translation>
    </message>
    <message>
        <source>Number of components of the encoding, 1 to 8192</source>
        <translation>位置编码的分量个数，1 到 8192</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>One row per component: function, PE(p), PE(q), the inputs and their difference. Arrow keys move the current cell.</source>
        <translation>每个分量一行：函数、PE(p)、PE(q)、输入及其差向量。方向键移动当前单元格。</translation>
    </message>
    <message>
        <source>Current cell at full precision</source>
        <translation>当前单元格的完整精度值</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>The sentence with the two occurrences of the repeated word</source>
        <translation>句子及重复词的两次出现</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>预设：%1</translation>
    </message>
    <message>
        <source>Sets p = %1, q = %2, d = %3, base %4 and the encoding %5</source>
        <translation>设置 p = %1、q = %2、d = %3、底数 %4，位置编码%5</translation>
    </message>
    <message>
        <source>on</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen with larger text and thicker lines</source>
        <translation>全屏显示，文字更大，线条更粗</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Normal size</source>
        <translation>正常大小(&amp;N)</translation>
    </message>
    <message>
        <source>P&amp;alette</source>
        <translation>配色(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Projector (white, high contrast)</source>
        <translation>投影仪（白底，高对比度）(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Positional Encoding Visualiser&lt;/b&gt; (pe-visualiser) version %1&lt;/p&gt;&lt;p&gt;Teaches the sinusoidal positional encoding of the Transformer (Vaswani et al. 2017, section 3.5): PE(p)[2i] = sin(p / base&lt;sup&gt;2i/d&lt;/sup&gt;), PE(p)[2i+1] = cos(p / base&lt;sup&gt;2i/d&lt;/sup&gt;), with every number computed in double precision.&lt;/p&gt;&lt;p&gt;Licence: MIT. This program comes with no warranty.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;位置编码可视化&lt;/b&gt;（pe-visualiser）版本 %1&lt;/p&gt;&lt;p&gt;讲解 Transformer 的正弦位置编码（Vaswani 等人 2017 年论文 3.5 节）：PE(p)[2i] = sin(p / base&lt;sup&gt;2i/d&lt;/sup&gt;)，PE(p)[2i+1] = cos(p / base&lt;sup&gt;2i/d&lt;/sup&gt;)，所有数值均以双精度计算。&lt;/p&gt;&lt;p&gt;许可证：MIT。本程序不提供任何担保。&lt;/p&gt;&lt;p&gt;基于 Qt %2 构建。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Zoom %1 %</source>
        <translation>缩放 %1%</translation>
    </message>
    <message>
        <source>Add the positional &amp;encoding (A(p) = PE(p))</source>
        <translation>加入位置编码（A(p) = PE(p)）(&amp;E)</translation>
    </message>
    <message>
        <source>Position &amp;p:</source>
        <translation>位置 p(&amp;P)：</translation>
    </message>
    <message>
        <source>Position of the second occurrence</source>
        <translation>第二次出现的位置</translation>
    </message>
    <message>
        <source>Position of the first occurrence</source>
        <translation>第一次出现的位置</translation>
    </message>
    <message>
        <source>Model width d</source>
        <translation>向量宽度 d</translation>
    </message>
    <message>
        <source>Base of the denominator base^(2i/d), any finite number greater than 1, such as 10000, 1.0001 or 1e6</source>
        <translation>分母 base^(2i/d) 的底数，任意大于 1 的有限数，例如 10000、1.0001 或 1e6</translation>
    </message>
    <message>
        <source>base</source>
        <translation>底数</translation>
    </message>
    <message>
        <source>Base of the denominator base^(2i/d)</source>
        <translation>分母 base^(2i/d) 的底数</translation>
    </message>
    <message>
        <source>Next view</source>
        <translation>下一个视图</translation>
    </message>
    <message>
        <source>Previous view</source>
        <translation>上一个视图</translation>
    </message>
    <message>
        <source>%1 already exists in %2. Replace it?</source>
        <translation>%2 中已有 %1。要替换它吗？</translation>
    </message>
    <message numerus="yes">
        <source>%n of the %1 files already exist in %2. Replace them?</source>
        <translation>
            <numerusform>%2 中已有这 %1 个文件中的 %n 个。要替换它们吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace existing files?</source>
        <translation>替换已有的文件？</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>替换(&amp;R)</translation>
    </message>
    <message numerus="yes">
        <source>p = %1 and q = %2 lie beyond the %n-word sentence: the same word is imagined in those slots.</source>
        <translation>
            <numerusform>p = %1 和 q = %2 超出了这个 %n 个词的句子：设想同一个词出现在这两个槽位。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>p = %1 lies beyond the %n-word sentence: the same word is imagined in slot %1.</source>
        <translation>
            <numerusform>p = %1 超出了这个 %n 个词的句子：设想同一个词出现在槽位 %1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>q = %1 lies beyond the %n-word sentence: the same word is imagined in slot %1.</source>
        <translation>
            <numerusform>q = %1 超出了这个 %n 个词的句子：设想同一个词出现在槽位 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>The lesson is done.</source>
        <translation>课程结束了。</translation>
    </message>
    <message>
        <source>You left the lesson.</source>
        <translation>你离开了课程。</translation>
    </message>
    <message>
        <source>Sets the parameters of one of the lesson&apos;s examples</source>
        <translation>设为课程中某个示例的参数</translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation>位置编码</translation>
    </message>
    <message>
        <source>Your implementation</source>
        <translation>你的实现</translation>
    </message>
    <message>
        <source>View families</source>
        <translation>视图类别</translation>
    </message>
    <message>
        <source>Views of %1</source>
        <translation>%1 的视图</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation>嵌入</translation>
    </message>
    <message>
        <source>Score terms</source>
        <translation>分数的四项</translation>
    </message>
    <message>
        <source>RoPE</source>
        <translation>旋转位置编码 RoPE</translation>
    </message>
    <message>
        <source>&amp;Guided lessons</source>
        <translation>引导课程(&amp;G)</translation>
    </message>
    <message>
        <source>scaled: position interpolation, ωᵢ / %1</source>
        <translation>已缩放：位置插值，ωᵢ / %1</translation>
    </message>
    <message>
        <source>scaled: NTK-aware, s = %1, base′ = %2</source>
        <translation>已缩放：NTK-aware，s = %1，base′ = %2</translation>
    </message>
    <message>
        <source>scaled: YaRN, s = %1, α = %2, β = %3</source>
        <translation>已缩放：YaRN，s = %1，α = %2，β = %3</translation>
    </message>
    <message>
        <source>▶ Start a guided lesson</source>
        <translation>▶ 开始引导课程</translation>
    </message>
    <message>
        <source>Choose a lesson: each step sets its parameters and shows its view</source>
        <translation>选择一门课程：每一步都会设置自己的参数并显示对应视图</translation>
    </message>
    <message>
        <source>Long context</source>
        <translation>长上下文</translation>
    </message>
    <message>
        <source>Frequency ladder</source>
        <translation>频率阶梯</translation>
    </message>
    <message>
        <source>Context scaling</source>
        <translation>上下文缩放</translation>
    </message>
    <message>
        <source>Chec&amp;k an implementation…</source>
        <translation>检查一个实现(&amp;K)…</translation>
    </message>
    <message>
        <source>[sin | cos] halves, base^(2i/d):
PE(p)[i] = sin(p / %1^(2i/%2)), PE(p)[%3+i] = cos(p / %1^(2i/%2))</source>
        <translation>[sin | cos] 两半，base^(2i/d)：
PE(p)[i] = sin(p / %1^(2i/%2))，PE(p)[%3+i] = cos(p / %1^(2i/%2))</translation>
    </message>
    <message>
        <source>[sin | cos] halves, base^(-j/(d/2-1)):
PE(p)[j] = sin(p · %1^(−j/%2)), PE(p)[%3+j] = cos(p · %1^(−j/%2))</source>
        <translation>[sin | cos] 两半，base^(-j/(d/2-1))：
PE(p)[j] = sin(p · %1^(−j/%2))，PE(p)[%3+j] = cos(p · %1^(−j/%2))</translation>
    </message>
    <message>
        <source>fairseq: [sin | cos] halves, base^(-j/(d/2-1)), positions from %4 (padding_idx %5 is a zero row):
PE(p)[j] = sin((p + %4) · %1^(−j/%2)), PE(p)[%3+j] = cos((p + %4) · %1^(−j/%2))</source>
        <translation>fairseq：[sin | cos] 两半，base^(-j/(d/2-1))，位置从 %4 开始（padding_idx %5 是全零行）：
PE(p)[j] = sin((p + %4) · %1^(−j/%2))，PE(p)[%3+j] = cos((p + %4) · %1^(−j/%2))</translation>
    </message>
    <message>
        <source>La&amp;yout:</source>
        <translation>排列方式(&amp;Y)：</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>排列方式</translation>
    </message>
    <message>
        <source>Where each pair&apos;s sin and cos sit and which frequencies the pairs have; every view follows it</source>
        <translation>每一对的 sin 和 cos 放在哪里、各对的频率是多少；所有视图都随之改变</translation>
    </message>
    <message>
        <source>interleaved</source>
        <translation>交错</translation>
    </message>
    <message>
        <source>concatenated</source>
        <translation>拼接</translation>
    </message>
    <message>
        <source>tensor2tensor</source>
        <translation>tensor2tensor</translation>
    </message>
    <message>
        <source>fairseq</source>
        <translation>fairseq</translation>
    </message>
    <message>
        <source>The paper&apos;s layout: sin of pair i at component 2i, cos at 2i+1</source>
        <translation>论文的排列：第 i 对的 sin 在分量 2i，cos 在 2i+1</translation>
    </message>
    <message>
        <source>[sin | cos] halves with the paper&apos;s frequencies (TensorFlow&apos;s tutorial)</source>
        <translation>[sin | cos] 两半，频率与论文相同（TensorFlow 教程）</translation>
    </message>
    <message>
        <source>[sin | cos] halves with frequencies base^(-j/(d/2-1)) (tensor2tensor, Whisper)</source>
        <translation>[sin | cos] 两半，频率为 base^(-j/(d/2-1))（tensor2tensor、Whisper）</translation>
    </message>
    <message>
        <source>As tensor2tensor, positions from padding_idx + 1 and a zero padding row (fairseq)</source>
        <translation>与 tensor2tensor 相同，但位置从 padding_idx + 1 开始，并有一行全零的填充行（fairseq）</translation>
    </message>
    <message>
        <source>Padding inde&amp;x:</source>
        <translation>填充下标(&amp;X)：</translation>
    </message>
    <message>
        <source>fairseq padding index</source>
        <translation>fairseq 填充下标</translation>
    </message>
    <message>
        <source>fairseq&apos;s padding_idx: its row is zero, positions start at padding_idx + 1 (fairseq layout only)</source>
        <translation>fairseq 的 padding_idx：这一行全为零，位置从 padding_idx + 1 开始（仅用于 fairseq 排列）</translation>
    </message>
    <message>
        <source>fairseq&apos;s padding index, a whole number from 0 to 1048576</source>
        <translation>fairseq 的填充下标，0 到 1048576 之间的整数</translation>
    </message>
    <message>
        <source>Layouts</source>
        <translation>排列方式</translation>
    </message>
    <message>
        <source>Precision lab</source>
        <translation>精度实验室</translation>
    </message>
    <message>
        <source>Checker</source>
        <translation>检查器</translation>
    </message>
    <message>
        <source>Open e&amp;xercises…</source>
        <translation>打开练习(&amp;X)…</translation>
    </message>
    <message>
        <source>Load a teacher&apos;s exercise file (JSON, see docs/exercises.md)</source>
        <translation>载入教师的练习文件（JSON，见 docs/exercises.md）</translation>
    </message>
    <message>
        <source>Print &amp;worksheet…</source>
        <translation>打印练习单(&amp;W)…</translation>
    </message>
    <message>
        <source>Write the lesson&apos;s exercises as a PDF worksheet with an answer key</source>
        <translation>将课程的练习写成带答案的 PDF 练习单</translation>
    </message>
    <message>
        <source>no lesson %1</source>
        <translation>没有课程 %1</translation>
    </message>
    <message>
        <source>Save worksheet</source>
        <translation>保存练习单</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Worksheet not written</source>
        <translation>未写入练习单</translation>
    </message>
    <message>
        <source>Open exercises</source>
        <translation>打开练习</translation>
    </message>
    <message>
        <source>Exercise files (*.json)</source>
        <translation>练习文件 (*.json)</translation>
    </message>
    <message>
        <source>Exercises not loaded</source>
        <translation>未载入练习</translation>
    </message>
    <message>
        <source>%1

%2</source>
        <translation>%1

%2</translation>
    </message>
    <message>
        <source>Open figure parameters</source>
        <translation>打开图的参数</translation>
    </message>
    <message>
        <source>Figures (*.png *.svg *.pdf)</source>
        <translation>图 (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <source>No figure parameters</source>
        <translation>没有图的参数</translation>
    </message>
    <message>
        <source>Parameters of %1: %2</source>
        <translation>%1 的参数：%2</translation>
    </message>
    <message>
        <source>Open &amp;figure parameters…</source>
        <translation>打开图的参数(&amp;F)…</translation>
    </message>
    <message>
        <source>Set the parameters written into a figure pe-visualiser exported</source>
        <translation>设置 pe-visualiser 导出的图中写入的参数</translation>
    </message>
    <message>
        <source>cannot write %1: no view to export</source>
        <translation>无法写入 %1：没有可导出的视图</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Position biases</source>
        <translation>位置偏置</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>使用手册(&amp;M)</translation>
    </message>
    <message>
        <source>%1 – Positional Encoding Visualiser</source>
        <translation>%1 – 位置编码可视化</translation>
    </message>
    <message>
        <source>%1 Your parameters are back: %2.</source>
        <translation>%1你的参数已恢复：%2。</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written</source>
        <translation>已取消导出，未写入任何文件</translation>
    </message>
</context>
<context>
    <name>ManPage</name>
    <message>
        <source>User Commands</source>
        <translation>用户命令</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>teaching app for the Transformer&apos;s sinusoidal positional encoding</source>
        <translation>讲解 Transformer 正弦位置编码的教学应用</translation>
    </message>
    <message>
        <source>SYNOPSIS</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>DESCRIPTION</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Without options it opens the window with the lesson. With a FILE it opens that file: an exercise file on its lesson, a matrix (.npy, .csv, .txt) in the checker, a figure pe-visualiser exported (.png, .svg, .pdf) with the parameters it was made with. The options --csv, --export, --check, --rope, --export-animation and --worksheet run without a window, print or write their result and exit.</source>
        <translation>不带选项时，打开课程窗口。给出 FILE 时打开该文件：练习文件打开到它的课程，矩阵（.npy、.csv、.txt）在检查器中打开，pe-visualiser 导出的图（.png、.svg、.pdf）恢复生成它时的参数。选项 --csv、--export、--check、--rope、--export-animation 和 --worksheet 不打开窗口，输出或写入结果后退出。</translation>
    </message>
    <message>
        <source>The manual (Help &gt; Manual, F1 in the window) is also installed in /usr/share/doc/pe-visualiser/manual.</source>
        <translation>使用手册（窗口中的 帮助 &gt; 使用手册，F1）也安装在 /usr/share/doc/pe-visualiser/manual。</translation>
    </message>
    <message>
        <source>OPTIONS</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>EXAMPLES</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>Opens the lesson in Chinese, full screen with larger text.</source>
        <translation>以中文打开课程，全屏并放大文字。</translation>
    </message>
    <message>
        <source>Writes every view for d = 64 into the folder figures.</source>
        <translation>把 d = 64 时的每个视图写入文件夹 figures。</translation>
    </message>
    <message>
        <source>Prints PE(p) for p = 0 to 31 as CSV.</source>
        <translation>以 CSV 格式输出 p = 0 到 31 的 PE(p)。</translation>
    </message>
    <message>
        <source>Checks a matrix saved by NumPy against the encoding.</source>
        <translation>把 NumPy 保存的矩阵与位置编码进行比对检查。</translation>
    </message>
    <message>
        <source>EXIT STATUS</source>
        <translation>退出状态</translation>
    </message>
    <message>
        <source>0 on success; 1 when --check finds another verdict than the reference or a run fails; 2 for a usage error or a file that cannot be read.</source>
        <translation>成功时为 0；--check 得出参考实现以外的结论或运行失败时为 1；用法错误或文件无法读取时为 2。</translation>
    </message>
    <message>
        <source>FILES</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>~/.config/pe-visualiser/pe-visualiser.conf: the remembered settings of the window (language, palette, zoom, the last parameters).</source>
        <translation>~/.config/pe-visualiser/pe-visualiser.conf：窗口记住的设置（语言、配色、缩放、上次的参数）。</translation>
    </message>
</context>
<context>
    <name>ManualWindow</name>
    <message>
        <source>Manual: Positional Encoding Visualiser</source>
        <translation>使用手册：位置编码可视化</translation>
    </message>
</context>
<context>
    <name>MatrixPlot</name>
    <message>
        <source>%1 %2, %3 %4: %5</source>
        <translation>%1 %2，%3 %4：%5</translation>
    </message>
</context>
<context>
    <name>MediaPreset</name>
    <message>
        <source>Screen</source>
        <translation>屏幕</translation>
    </message>
    <message>
        <source>16:9 slide (1920 x 1080)</source>
        <translation>16:9 幻灯片（1920 x 1080）</translation>
    </message>
    <message>
        <source>Paper, single column (3.5 in, 300 dpi)</source>
        <translation>论文单栏（3.5 英寸，300 dpi）</translation>
    </message>
    <message>
        <source>Paper, full width (7 in, 300 dpi)</source>
        <translation>论文通栏（7 英寸，300 dpi）</translation>
    </message>
    <message>
        <source>Worksheet (A4, 300 dpi)</source>
        <translation>练习单（A4，300 dpi）</translation>
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
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Close this message</source>
        <translation>关闭这条消息</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
</context>
<context>
    <name>NumberField</name>
    <message>
        <source>Allowed: %1.</source>
        <translation>允许：%1。</translation>
    </message>
    <message>
        <source>%1 must be %2: nothing was applied, %1 stays %3.</source>
        <translation>%1 必须是%2：没有采用任何值，%1 仍为 %3。</translation>
    </message>
    <message>
        <source>%1 must be %2: “%3” was not applied, %1 stays %4.</source>
        <translation>%1 必须是%2：“%3”未被采用，%1 仍为 %4。</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>介于 %1 和 %2 之间的整数</translation>
    </message>
    <message>
        <source>a finite number greater than %1 (such as 10000, 1.0001 or 1e6)</source>
        <translation>大于 %1 的有限数（例如 10000、1.0001 或 1e6）</translation>
    </message>
    <message>
        <source>a number greater than %1 and at most %2</source>
        <translation>大于 %1 且不超过 %2 的数</translation>
    </message>
    <message>
        <source>%1 takes at most %2 characters: the %3 characters were not applied, %1 stays %4.</source>
        <translation>%1 最多接受 %2 个字符：这 %3 个字符未被采用，%1 仍为 %4。</translation>
    </message>
</context>
<context>
    <name>PairChart</name>
    <message>
        <source>Pair i = %1 · denominator %2 · wavelength %3</source>
        <translation>第 i = %1 对 · 分母 %2 · 波长 %3</translation>
    </message>
    <message>
        <source>Pair i = %1 (sin only) · denominator %2 · wavelength %3</source>
        <translation>第 i = %1 对（仅正弦）· 分母 %2 · 波长 %3</translation>
    </message>
    <message>
        <source>Wavelength 2π·%1 = %2 positions</source>
        <translation>波长 2π·%1 = %2 个位置</translation>
    </message>
    <message>
        <source>Pair i = %1 is not a pair of d = %2</source>
        <translation>d = %2 没有第 i = %1 对</translation>
    </message>
    <message>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Position %1, component %2 (pair %3, %4): %5</source>
        <translation>位置 %1，分量 %2（第 %3 对，%4）：%5</translation>
    </message>
</context>
<context>
    <name>PairChartsView</name>
    <message>
        <source>Pairs: write indices and ranges such as 0-3 or 0,5,255 (at most %1).</source>
        <translation>分量对：请写序号或区间，如 0-3 或 0,5,255（最多 %1 个）。</translation>
    </message>
    <message numerus="yes">
        <source>%n listed pair(s) skipped: d = %1 has pairs 0 to %2.</source>
        <translation>
            <numerusform>已跳过 %n 个所列的对：d = %1 只有第 0 到 %2 对。</numerusform>
        </translation>
    </message>
    <message>
        <source>p = %1 lies beyond N = %2: raise N to see it.</source>
        <translation>p = %1 超出 N = %2：增大 N 才能看到。</translation>
    </message>
    <message>
        <source>q = %1 lies beyond N = %2: raise N to see it.</source>
        <translation>q = %1 超出 N = %2：增大 N 才能看到。</translation>
    </message>
    <message>
        <source>d = %1 is odd: the last pair i = %2 has only its sin component.</source>
        <translation>d = %1 为奇数：最后一对 i = %2 只有正弦分量。</translation>
    </message>
    <message>
        <source>The encoding is switched off: the inputs get A(p) = 0. The curves still show PE, which the switch does not change.</source>
        <translation>位置编码已关闭：输入加的是 A(p) = 0。曲线仍显示 PE，开关不改变 PE 公式。</translation>
    </message>
    <message>
        <source>Positions 0 to &amp;N:</source>
        <translation>位置 0 到 N(&amp;N)：</translation>
    </message>
    <message>
        <source>Last position N</source>
        <translation>最后位置 N</translation>
    </message>
    <message>
        <source>P&amp;airs i:</source>
        <translation>分量对 i(&amp;A)：</translation>
    </message>
    <message>
        <source>Pair indices and ranges, e.g. 0-3 or 0,5,255 (at most %1)</source>
        <translation>分量对序号与区间，如 0-3 或 0,5,255（最多 %1 个）</translation>
    </message>
    <message>
        <source>Pairs shown</source>
        <translation>显示的分量对</translation>
    </message>
    <message>
        <source>First four</source>
        <translation>前四对</translation>
    </message>
    <message>
        <source>Last four</source>
        <translation>后四对</translation>
    </message>
    <message>
        <source>sin, PE[2i]</source>
        <translation>正弦 sin，PE[2i]</translation>
    </message>
    <message>
        <source>cos, PE[2i+1]</source>
        <translation>余弦 cos，PE[2i+1]</translation>
    </message>
    <message>
        <source>position p</source>
        <translation>位置 p</translation>
    </message>
    <message>
        <source>comparison q</source>
        <translation>对比位置 q</translation>
    </message>
    <message>
        <source>The last position on the charts</source>
        <translation>图中的最后一个位置</translation>
    </message>
    <message>
        <source>Shaded: beyond the training length L = %1, positions training never showed.</source>
        <translation>阴影部分：超出训练长度 L = %1，是训练中从未出现过的位置。</translation>
    </message>
    <message>
        <source>sin, PE[i]</source>
        <translation>正弦 sin，PE[i]</translation>
    </message>
    <message>
        <source>cos, PE[%1 + i]</source>
        <translation>余弦 cos，PE[%1 + i]</translation>
    </message>
    <message>
        <source>Page %1 of %2: pairs %3</source>
        <translation>第 %1 页，共 %2 页：分量对 %3</translation>
    </message>
    <message>
        <source>Previous pairs</source>
        <translation>上一页分量对</translation>
    </message>
    <message>
        <source>Next pairs</source>
        <translation>下一页分量对</translation>
    </message>
</context>
<context>
    <name>PermutationDiagram</name>
    <message>
        <source>cos %1</source>
        <translation>cos %1</translation>
    </message>
    <message>
        <source>sin %1</source>
        <translation>sin %1</translation>
    </message>
</context>
<context>
    <name>PositionsFigure</name>
    <message>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>cosine</source>
        <translation>余弦</translation>
    </message>
    <message>
        <source>Learned table after training</source>
        <translation>训练后的可学习位置表</translation>
    </message>
    <message>
        <source>Sinusoidal table</source>
        <translation>正弦位置表</translation>
    </message>
    <message>
        <source>Tick “learned” among the schemes and train: its table of L rows is compared here with the sinusoidal one.</source>
        <translation>在方案中勾选“可学习”并训练：它的 L 行位置表会在这里与正弦位置表对比。</translation>
    </message>
    <message>
        <source>Learned table after training: cos(P(p), P(q))</source>
        <translation>训练后的可学习位置表：cos(P(p), P(q))</translation>
    </message>
    <message>
        <source>Sinusoidal table, same L and d: cos(PE(p), PE(q))</source>
        <translation>同样 L 和 d 的正弦位置表：cos(PE(p), PE(q))</translation>
    </message>
    <message>
        <source>Each cell compares the vectors of two positions p and q (1: the same direction, 0: unrelated, −1: opposite). The sinusoidal table&apos;s similarity falls off with |p − q| by construction; the learned one shows what %1 steps of training made of random rows.</source>
        <translation>每个格子比较两个位置 p 和 q 的向量（1：方向相同，0：无关，−1：方向相反）。正弦位置表的相似度按构造随 |p − q| 下降；可学习的表显示了 %1 步训练把随机行变成了什么。</translation>
    </message>
</context>
<context>
    <name>PrecisionLabView</name>
    <message>
        <source>Roundin&amp;g path:</source>
        <translation>舍入路径(&amp;G)：</translation>
    </message>
    <message>
        <source>as a framework computes it in the dtype</source>
        <translation>像框架那样用该数据类型计算</translation>
    </message>
    <message>
        <source>computed in float64, then cast</source>
        <translation>先用 float64 计算，再转换</translation>
    </message>
    <message>
        <source>Precision path</source>
        <translation>精度路径</translation>
    </message>
    <message>
        <source>Where the rounding to the dtype happens</source>
        <translation>在哪里舍入到该数据类型</translation>
    </message>
    <message>
        <source>Framework path (torch.arange(n, dtype=...) and friends): four steps round to the dtype, each to nearest, ties to even: 1. the position p, 2. the frequency ω_i, 3. their product p·ω_i, 4. each sin and cos. Nothing else rounds.</source>
        <translation>框架路径（torch.arange(n, dtype=...) 等）：有四步舍入到该数据类型，每步都舍入到最近值、平局取偶：1. 位置 p，2. 频率 ω_i，3. 二者的乘积 p·ω_i，4. 每个 sin 和 cos。其他步骤都不舍入。</translation>
    </message>
    <message>
        <source>Cast path: PE is computed in float64 and each value rounded once to the dtype at the end; the positions and angles stay exact, so every value is within half a unit in the last place of the dtype.</source>
        <translation>转换路径：PE 用 float64 计算，最后每个值只舍入一次到该数据类型；位置和角度保持精确，所以每个值与真值之差都不超过该数据类型末位单位的一半。</translation>
    </message>
    <message>
        <source>Largest error of PE(p) per dtype against position p, d = %1</source>
        <translation>各数据类型下 PE(p) 的最大误差随位置 p 的变化，d = %1</translation>
    </message>
    <message>
        <source>position p</source>
        <translation>位置 p</translation>
    </message>
    <message>
        <source>largest |error|</source>
        <translation>最大 |误差|</translation>
    </message>
    <message>
        <source>%1 at p = %2</source>
        <translation>%1 在 p = %2</translation>
    </message>
    <message>
        <source>neighbours identical from: %1</source>
        <translation>相邻位置开始相同：%1</translation>
    </message>
    <message>
        <source>float16 overflows: p ≥ %1 is infinite</source>
        <translation>float16 溢出：p ≥ %1 为无穷大</translation>
    </message>
    <message>
        <source>A dtype with a significand of k bits holds every whole number only up to 2^k: above it two neighbouring positions round to the same value and get identical encodings (marked where it first happens). From p = 65520 on float16 positions are infinite and sin(inf) is NaN: those rows are left out. Errors below 10⁻¹⁸ are drawn at 10⁻¹⁸.</source>
        <translation>有效数字为 k 位的数据类型只能表示不超过 2^k 的全部整数：超过后，两个相邻位置会舍入成同一个值，得到完全相同的位置编码（在首次出现处标出）。从 p = 65520 起 float16 的位置为无穷大，sin(inf) 为 NaN：这些行不画出。小于 10⁻¹⁸ 的误差画在 10⁻¹⁸ 处。</translation>
    </message>
    <message>
        <source>The cast path keeps positions exact: no two positions collide, and the error stays within half an ulp of each dtype at every position. Errors below 10⁻¹⁸ (float64&apos;s 0) are drawn at 10⁻¹⁸.</source>
        <translation>转换路径保持位置精确：不会有两个位置重合，每个位置上的误差都不超过该数据类型半个末位单位。小于 10⁻¹⁸ 的误差（float64 的 0）画在 10⁻¹⁸ 处。</translation>
    </message>
    <message>
        <source>Rotation identity M(k, i) PE(p) = PE(p + k) with p = %1, k = q − p = %2, every product and sum in the dtype: the largest distance of a rotated pair from the pair of PE(p + k).</source>
        <translation>旋转恒等式 M(k, i) PE(p) = PE(p + k)，p = %1，k = q − p = %2，每次乘法和加法都在该数据类型中进行：旋转后的一对与 PE(p + k) 对应一对之间的最大距离。</translation>
    </message>
    <message>
        <source>dtype</source>
        <translation>数据类型</translation>
    </message>
    <message>
        <source>against PE(p + k) in the dtype</source>
        <translation>与该数据类型中的 PE(p + k) 相比</translation>
    </message>
    <message>
        <source>against the exact PE(p + k)</source>
        <translation>与精确的 PE(p + k) 相比</translation>
    </message>
    <message>
        <source>Error of the rotation identity per dtype</source>
        <translation>各数据类型下旋转恒等式的误差</translation>
    </message>
    <message>
        <source>NaN: the position overflows</source>
        <translation>NaN：位置溢出</translation>
    </message>
    <message>
        <source>needs d ≥ 2</source>
        <translation>需要 d ≥ 2</translation>
    </message>
    <message>
        <source>p = %1</source>
        <translation>p = %1</translation>
    </message>
    <message>
        <source>p = %1, %2: largest error %3</source>
        <translation>p = %1，%2：最大误差 %3</translation>
    </message>
</context>
<context>
    <name>PresentationLayout</name>
    <message>
        <source>d = %1</source>
        <translation>d = %1</translation>
    </message>
    <message>
        <source>base = %1</source>
        <translation>base = %1</translation>
    </message>
    <message>
        <source>p = %1</source>
        <translation>p = %1</translation>
    </message>
    <message>
        <source>q = %1</source>
        <translation>q = %1</translation>
    </message>
    <message>
        <source>encoding on</source>
        <translation>位置编码开启</translation>
    </message>
    <message>
        <source>encoding off</source>
        <translation>位置编码关闭</translation>
    </message>
    <message>
        <source>layout %1</source>
        <translation>布局 %1</translation>
    </message>
    <message>
        <source>%1, s = %2</source>
        <translation>%1，s = %2</translation>
    </message>
    <message>
        <source>L = %1</source>
        <translation>L = %1</translation>
    </message>
    <message>
        <source>L′ = %1</source>
        <translation>L′ = %1</translation>
    </message>
    <message>
        <source>Edit parameters</source>
        <translation>编辑参数</translation>
    </message>
    <message>
        <source>Show the parameters, the rows of views and the animation&apos;s controls</source>
        <translation>显示参数、视图标签栏和动画控件</translation>
    </message>
    <message>
        <source>Parameters of this step</source>
        <translation>这一步的参数</translation>
    </message>
</context>
<context>
    <name>RopeDecayChart</name>
    <message>
        <source>|m − n| = %1: %2</source>
        <translation>|m − n| = %1：%2</translation>
    </message>
    <message>
        <source>relative distance |m − n|</source>
        <translation>相对距离 |m − n|</translation>
    </message>
    <message>
        <source>decay bound</source>
        <translation>衰减上界</translation>
    </message>
</context>
<context>
    <name>RopeLesson</name>
    <message>
        <source>The score splits into four terms</source>
        <translation>分数拆成四项</translation>
    </message>
    <message>
        <source>Self-attention compares tokens by dot products. With the encoding added, x = E + PE, and the score of query a and key b is (E(a) + PE(a)) · (E(b) + PE(b)) = E·E + E·P + P·E + P·P.</source>
        <translation>自注意力用点积比较词元。加上位置编码后 x = E + PE，查询 a 与键 b 的分数是 (E(a) + PE(a)) · (E(b) + PE(b)) = E·E + E·P + P·E + P·P。</translation>
    </message>
    <message>
        <source>For a = %1 and b = %2 (the two “%3”): %4 = %5 + %6 + %7 + %8. The four matrices beside the score add up to it within %9.</source>
        <translation>对 a = %1、b = %2（两个“%3”）：%4 = %5 + %6 + %7 + %8。分数旁边的四个矩阵之和与它相差不超过 %9。</translation>
    </message>
    <message>
        <source>Only P·P is pure position</source>
        <translation>只有 P·P 是纯位置</translation>
    </message>
    <message>
        <source>E·E knows no position, E·P knows the key&apos;s and P·E the query&apos;s absolute position. P·P = PE(a) · PE(b) = Σ cos((b − a) ω_i) depends only on the offset b − a: its matrix is constant along every diagonal.</source>
        <translation>E·E 不含位置，E·P 含键的绝对位置，P·E 含查询的绝对位置。P·P = PE(a) · PE(b) = Σ cos((b − a) ω_i) 只取决于偏移 b − a：它的矩阵沿每条对角线不变。</translation>
    </message>
    <message>
        <source>P·P at (0, 3) is %1 and at (1, 4) it is %2: the same offset 3. The largest spread along a diagonal is %3.</source>
        <translation>P·P 在 (0, 3) 是 %1，在 (1, 4) 是 %2：偏移同为 3。同一对角线上的最大差是 %3。</translation>
    </message>
    <message>
        <source>But the offset sits in one term of four: the other three mix absolute positions into the score.</source>
        <translation>但偏移只在四项中的一项里：其余三项把绝对位置混进了分数。</translation>
    </message>
    <message>
        <source>Without position, order is invisible</source>
        <translation>没有位置，就看不见顺序</translation>
    </message>
    <message>
        <source>Switch the encoding off: the score is E·E alone and the rows of the two “%1” are identical.</source>
        <translation>关闭位置编码：分数只剩 E·E，两个“%1”的行完全相同。</translation>
    </message>
    <message>
        <source>Sizes: the √d scale</source>
        <translation>大小：√d 缩放</translation>
    </message>
    <message>
        <source>The Transformer multiplies the embeddings by √d (Vaswani et al. 2017, section 3.4): |E| = %1, the same order as |PE|.</source>
        <translation>Transformer 把嵌入乘以 √d（Vaswani 等人 2017 年论文 3.4 节）：|E| = %1，与 |PE| 同一量级。</translation>
    </message>
    <message>
        <source>Rotate instead of add</source>
        <translation>旋转而不是相加</translation>
    </message>
    <message>
        <source>RoPE adds nothing to x. It rotates the query at position m and the key at position n pair by pair: (x_a, x_b) turns by t = m θ_i with θ_i = base^(−2i/d), the same frequencies as the encoding (RoFormer, section 3.4).</source>
        <translation>旋转位置编码 RoPE 不往 x 上加任何东西。它把位置 m 的查询和位置 n 的键逐对旋转：(x_a, x_b) 转过 t = m θ_i 弧度，θ_i = base^(−2i/d)，与位置编码的频率相同（RoFormer 3.4 节）。</translation>
    </message>
    <message>
        <source>A rotation keeps lengths and the dot product of two rotated vectors depends only on the angle between them: q_%1 · k_%2 = %3, and the closed form q · R(n − m) k = %4.</source>
        <translation>旋转保持长度，两个旋转后向量的点积只取决于它们之间的角度：q_%1 · k_%2 = %3，闭式 q · R(n − m) k = %4。</translation>
    </message>
    <message>
        <source>Position moves into q and k</source>
        <translation>位置进入了 q 和 k</translation>
    </message>
    <message>
        <source>Shift both positions by the same t: the score does not move. Over every shift t = 0 … 1000 it stays within %1 of %2.</source>
        <translation>把两个位置都平移同样的 t：分数不变。在所有平移 t = 0 … 1000 中，它与 %2 的差不超过 %1。</translation>
    </message>
    <message>
        <source>With the encoding added only one term of four had this property; with RoPE the whole score has it, because position lives in the rotation of q and k, not in a vector added to the input.</source>
        <translation>相加的位置编码只有四项中的一项有这个性质；用 RoPE 时整个分数都有，因为位置在 q 和 k 的旋转里，而不是加到输入上的向量里。</translation>
    </message>
    <message>
        <source>Two layouts of the same pairs</source>
        <translation>同样的分量对，两种布局</translation>
    </message>
    <message>
        <source>RoFormer, GPT-J and Llama pair components (2i, 2i+1); GPT-NeoX and Hugging Face&apos;s rotate_half pair (i, i + d/2). A fixed permutation turns one into the other, and with q and k permuted the scores agree.</source>
        <translation>RoFormer、GPT-J 和 Llama 把分量 (2i, 2i+1) 配对；GPT-NeoX 和 Hugging Face 的 rotate_half 把 (i, i + d/2) 配对。一个固定的置换把一种布局变成另一种，q 和 k 按它重排后分数一致。</translation>
    </message>
    <message>
        <source>A model that mixes them breaks silently: at m = %1 the score is off by %2 of |q| |k|, at m = %3 by %4: fine for a few tokens, then garbage. The Layouts page shows the permutation and the error against position.</source>
        <translation>混用两种布局的模型会悄悄出错：在 m = %1 时分数偏差为 |q| |k| 的 %2，在 m = %3 时为 %4：前几个词元还正常，之后就乱了。“布局”页给出置换和误差随位置的变化。</translation>
    </message>
    <message>
        <source>Partial rotary</source>
        <translation>部分旋转</translation>
    </message>
    <message>
        <source>GPT-J&apos;s rotary_dim and GPT-NeoX&apos;s rotary_pct rotate only the first r = F d components: F = 0.25 at d = 64 gives r = %1; the other %2 components pass through unchanged.</source>
        <translation>GPT-J 的 rotary_dim 和 GPT-NeoX 的 rotary_pct 只旋转前 r = F d 个分量：d = 64 时 F = 0.25 得到 r = %1；其余 %2 个分量原样通过。</translation>
    </message>
    <message>
        <source>Adding against rotating</source>
        <translation>相加与旋转</translation>
    </message>
    <message>
        <source>The page “Additive vs rotary” lists every term with the position it carries.</source>
        <translation>“相加与旋转”页列出每一项及其携带的位置。</translation>
    </message>
    <message>
        <source>At d = %1 an embedding E(%2) drawn from N(0, 1/d) has |E| of about 1, while |PE(p)| = √(d/2) = %3 at every position: added as it is, position drowns the word (the article&apos;s troubleshooting row 2).</source>
        <translation>在 d = %1 时，从 N(0, 1/d) 抽取的嵌入 E(%2) 的 |E| 约为 1，而每个位置的 |PE(p)| = √(d/2) = %3：直接相加，位置会淹没词本身（文章排错表第 2 行）。</translation>
    </message>
    <message>
        <source>The frequencies are spread over the rotated dimensions: θ_i = base^(−2i/r), so at m = %1 the slowest pair, i = %2, has turned the query by only t = %3 radians (its circle).</source>
        <translation>频率分布在被旋转的维度上：θ_i = base^(−2i/r)，所以在 m = %1 处，最慢的第 i = %2 对只把查询转了 t = %3 弧度（见它的圆）。</translation>
    </message>
    <message>
        <source>At (m, n) = (%1, %2) the added score is %3 and the rotated one %4. Shift both positions by t (the slider “Shift both by t” of the Rotation page): in the column “at (m + t, n + t)” the added score moves, because E·P and P·E carry absolute positions; the rotated one stays at %4: one term, the offset only.</source>
        <translation>在 (m, n) = (%1, %2) 处，相加得到的分数是 %3，旋转得到的是 %4。把两个位置都平移 t（“旋转”页的滑块“两者都平移 t”）：在“在 (m + t, n + t)”一列中，相加的分数会变，因为 E·P 和 P·E 带有绝对位置；旋转的分数保持 %4：只有一项，只含偏移。</translation>
    </message>
    <message>
        <source>Press “Shuffle the sentence”: without the encoding the scores only move with the words (the view prints how far each term moved); with the encoding on they change, because the positions stay with the slots.</source>
        <translation>按下“打乱句子”：没有位置编码时，分数只随词移动（视图会列出每一项移动了多少）；打开位置编码后分数会变，因为位置留在原来的槽位上。</translation>
    </message>
</context>
<context>
    <name>RopeMode</name>
    <message>
        <source>--vector: x%1 = %2 is larger in magnitude than %3 (half the largest double): its rotation could overflow</source>
        <translation>--vector：x%1 = %2 的绝对值大于 %3（最大双精度数的一半）：旋转后可能溢出</translation>
    </message>
</context>
<context>
    <name>RopeView</name>
    <message>
        <source>interleaved (2i, 2i+1)</source>
        <translation>交错 (2i, 2i+1)</translation>
    </message>
    <message>
        <source>half-split (i, i + r/2)</source>
        <translation>对半分 (i, i + r/2)</translation>
    </message>
    <message>
        <source>none (content only)</source>
        <translation>无（只有内容）</translation>
    </message>
    <message>
        <source>the query&apos;s position m</source>
        <translation>查询的位置 m</translation>
    </message>
    <message>
        <source>the key&apos;s position n</source>
        <translation>键的位置 n</translation>
    </message>
    <message>
        <source>only the offset n − m</source>
        <translation>只有偏移 n − m</translation>
    </message>
    <message>
        <source>m and n separately</source>
        <translation>m 和 n 各自的绝对位置</translation>
    </message>
    <message>
        <source>additive E·E: q · k</source>
        <translation>相加 E·E：q · k</translation>
    </message>
    <message>
        <source>additive E·P: q · PE(n)</source>
        <translation>相加 E·P：q · PE(n)</translation>
    </message>
    <message>
        <source>additive P·E: PE(m) · k</source>
        <translation>相加 P·E：PE(m) · k</translation>
    </message>
    <message>
        <source>additive P·P: PE(m) · PE(n)</source>
        <translation>相加 P·P：PE(m) · PE(n)</translation>
    </message>
    <message>
        <source>additive total: (q + PE(m)) · (k + PE(n))</source>
        <translation>相加的总分：(q + PE(m)) · (k + PE(n))</translation>
    </message>
    <message>
        <source>rotary: R(m) q · R(n) k</source>
        <translation>旋转：R(m) q · R(n) k</translation>
    </message>
    <message>
        <source>“%1” is not %2 numbers separated by commas: the token&apos;s embedding is used.</source>
        <translation>“%1”不是用逗号分隔的 %2 个数：改用词元的嵌入。</translation>
    </message>
    <message>
        <source>RoFormer&apos;s long-term decay bound, d = %1, base %2, r = %3, |m − n| up to %4</source>
        <translation>RoFormer 的远程衰减上界，d = %1，底数 %2，r = %3，|m − n| 到 %4</translation>
    </message>
    <message>
        <source>Each pair (x_a, x_b) of the first r = %1 of d = %2 components turns by t = m θ_i (θ_i = base^(−2i/r)) to (x_a cos t − x_b sin t, x_a sin t + x_b cos t); the rest pass through (RoFormer, eq. 14).</source>
        <translation>d = %2 个分量中前 r = %1 个分量两两成对，每对 (x_a, x_b) 转过 t = m θ_i 弧度（θ_i = base^(−2i/r)），变为 (x_a cos t − x_b sin t, x_a sin t + x_b cos t)；其余分量原样通过（RoFormer，式 14）。</translation>
    </message>
    <message>
        <source>q_m · k_n = %1 at m = %2, n = %3; the closed form q · R(n − m) k = %4: it depends only on n − m = %5.</source>
        <translation>m = %2、n = %3 时 q_m · k_n = %1；闭式 q · R(n − m) k = %4：它只取决于 n − m = %5。</translation>
    </message>
    <message>
        <source>q_m · k_n = %1</source>
        <translation>q_m · k_n = %1</translation>
    </message>
    <message>
        <source>Shifted by t = %1: q_%2 · k_%3 = %4. Largest deviation from q_m · k_n over every shift t = 0 … %5: %6 (at t = %7).</source>
        <translation>两者都平移 t = %1：q_%2 · k_%3 = %4。在所有平移 t = 0 … %5 中与 q_m · k_n 的最大偏差：%6（在 t = %7）。</translation>
    </message>
    <message>
        <source>q_%1 · k_%2 = %3</source>
        <translation>q_%1 · k_%2 = %3</translation>
    </message>
    <message>
        <source>This layout: %1, r = %2 rotated components.</source>
        <translation>当前布局：%1，旋转 r = %2 个分量。</translation>
    </message>
    <message>
        <source>The half-split layout pairs component i with i + r/2 and needs an even d (d = %1): choose an even d to compare the layouts.</source>
        <translation>对半分布局把分量 i 与 i + r/2 配对，需要偶数 d（d = %1）：选择偶数 d 才能比较两种布局。</translation>
    </message>
    <message>
        <source>The permutation from this layout to the other, out[j] = x[perm[j]]:</source>
        <translation>从当前布局到另一种布局的置换，out[j] = x[perm[j]]：</translation>
    </message>
    <message>
        <source>With q and k permuted to match, the other layout gives q_m · k_n = %1 (this layout: %2; difference %3): the same model.</source>
        <translation>把 q 和 k 按置换重排后，另一种布局给出 q_m · k_n = %1（当前布局：%2；差 %3）：是同一个模型。</translation>
    </message>
    <message>
        <source>A model that mixes them (a checkpoint converted without permuting W_Q and W_K) rotates q and k as the other layout: fine for a few tokens, then garbage. The key at n = %1, the query at m:</source>
        <translation>混用两种布局的模型（转换检查点时没有置换 W_Q 和 W_K）会按另一种布局旋转 q 和 k：前几个词元还正常，之后就乱了。键在 n = %1，查询在 m：</translation>
    </message>
    <message>
        <source>right score</source>
        <translation>正确的分数</translation>
    </message>
    <message>
        <source>mixed score</source>
        <translation>混用后的分数</translation>
    </message>
    <message>
        <source>error / (|q| |k|)</source>
        <translation>误差 / (|q| |k|)</translation>
    </message>
    <message>
        <source>The same q and k, identity projections: added position (the article&apos;s section 7) against rotated (RoFormer, eq. 16), at (m, n) = (%1, %2) and with both shifted by t = %3 (the slider of the Rotation page). A term that keeps its value under the shift carries no absolute position.</source>
        <translation>同样的 q 和 k，恒等投影：相加的位置编码（文章第 7 节）对比旋转（RoFormer，式 16），在 (m, n) = (%1, %2) 以及两者都平移 t = %3 之后（“旋转”页的滑块）。平移后数值不变的项不含绝对位置。</translation>
    </message>
    <message>
        <source>term</source>
        <translation>项</translation>
    </message>
    <message>
        <source>position it carries</source>
        <translation>携带的位置</translation>
    </message>
    <message>
        <source>at (m, n)</source>
        <translation>在 (m, n)</translation>
    </message>
    <message>
        <source>at (m + t, n + t)</source>
        <translation>在 (m + t, n + t)</translation>
    </message>
    <message>
        <source>Adding PE puts position into three of the four terms, and only P·P depends on the offset alone; rotating q and k leaves one term, and it depends only on n − m.</source>
        <translation>加上 PE 会把位置带进四项中的三项，只有 P·P 只取决于偏移；旋转 q 和 k 只剩一项，它只取决于 n − m。</translation>
    </message>
    <message>
        <source>Query:</source>
        <translation>查询：</translation>
    </message>
    <message>
        <source>Key:</source>
        <translation>键：</translation>
    </message>
    <message>
        <source>The token whose embedding is the query q.</source>
        <translation>以其嵌入作为查询 q 的词元。</translation>
    </message>
    <message>
        <source>Query token</source>
        <translation>查询词元</translation>
    </message>
    <message>
        <source>The token whose embedding is the key k.</source>
        <translation>以其嵌入作为键 k 的词元。</translation>
    </message>
    <message>
        <source>Key token</source>
        <translation>键词元</translation>
    </message>
    <message>
        <source>Typed query q</source>
        <translation>输入的查询 q</translation>
    </message>
    <message>
        <source>Typed key k</source>
        <translation>输入的键 k</translation>
    </message>
    <message>
        <source>&amp;Query at m:</source>
        <translation>查询位置 m(&amp;Q)：</translation>
    </message>
    <message>
        <source>The query&apos;s position m.</source>
        <translation>查询的位置 m。</translation>
    </message>
    <message>
        <source>&amp;Key at n:</source>
        <translation>键位置 n(&amp;K)：</translation>
    </message>
    <message>
        <source>The key&apos;s position n.</source>
        <translation>键的位置 n。</translation>
    </message>
    <message>
        <source>Layo&amp;ut:</source>
        <translation>布局(&amp;U)：</translation>
    </message>
    <message>
        <source>interleaved</source>
        <translation>交错</translation>
    </message>
    <message>
        <source>half-split</source>
        <translation>对半分</translation>
    </message>
    <message>
        <source>Which components rotate together: (2i, 2i+1) as in RoFormer, GPT-J and Llama, or (i, i + r/2) as in GPT-NeoX and rotate_half.</source>
        <translation>哪些分量一起旋转：(2i, 2i+1)，如 RoFormer、GPT-J 和 Llama；或 (i, i + r/2)，如 GPT-NeoX 和 rotate_half。</translation>
    </message>
    <message>
        <source>Rot&amp;ary fraction F:</source>
        <translation>旋转比例 F(&amp;A)：</translation>
    </message>
    <message>
        <source>Only the first r = 2 floor(F d / 2) components rotate (GPT-J&apos;s rotary_dim, GPT-NeoX&apos;s rotary_pct); θ_i = base^(−2i/r).</source>
        <translation>只旋转前 r = 2 floor(F d / 2) 个分量（GPT-J 的 rotary_dim，GPT-NeoX 的 rotary_pct）；θ_i = base^(−2i/r)。</translation>
    </message>
    <message>
        <source>Lock the offset &amp;n − m</source>
        <translation>锁定偏移 n − m(&amp;N)</translation>
    </message>
    <message>
        <source>Moving m moves n with it, and the other way round: n − m stays.</source>
        <translation>移动 m 时 n 随之移动，反之亦然：n − m 保持不变。</translation>
    </message>
    <message>
        <source>or type q:</source>
        <translation>或输入 q：</translation>
    </message>
    <message>
        <source>d numbers, comma separated</source>
        <translation>d 个数，用逗号分隔</translation>
    </message>
    <message>
        <source>or type k:</source>
        <translation>或输入 k：</translation>
    </message>
    <message>
        <source>Sh&amp;ift both by t:</source>
        <translation>两者都平移 t(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Distances up to:</source>
        <translation>距离上限(&amp;D)：</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>距离</translation>
    </message>
    <message>
        <source>The largest relative distance |m − n| drawn.</source>
        <translation>图中最大的相对距离 |m − n|。</translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation>旋转</translation>
    </message>
    <message>
        <source>Decay</source>
        <translation>衰减</translation>
    </message>
    <message>
        <source>Layouts</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>Additive vs rotary</source>
        <translation>相加与旋转</translation>
    </message>
    <message>
        <source>The circles: pair i of q (blue circles) rotated to m and of k (vermillion squares) rotated to n: hollow before the rotation, filled after it, the arc the rotation.</source>
        <translation>小圆中：q 的第 i 对（蓝色圆形）旋转到 m，k 的第 i 对（朱红色方形）旋转到 n：空心为旋转前，实心为旋转后，圆弧表示旋转。</translation>
    </message>
    <message>
        <source>Permuted to match, the other layout gives q_m · k_n = %1 (this one: %2; difference %3).</source>
        <translation>按置换重排后，另一种布局给出 q_m · k_n = %1（当前布局：%2；差 %3）。</translation>
    </message>
    <message>
        <source>A model that mixes the layouts, the key at n = %1, the query at m:</source>
        <translation>混用两种布局的模型，键在 n = %1，查询在 m：</translation>
    </message>
    <message>
        <source>Shifted by t = %1: q_%2 · k_%3 = %4; over t = 0 … %5 it stays within %6 of q_m · k_n.</source>
        <translation>两者都平移 t = %1：q_%2 · k_%3 = %4；在 t = 0 … %5 中与 q_m · k_n 相差不超过 %6。</translation>
    </message>
</context>
<context>
    <name>ScalingChart</name>
    <message>
        <source>1/s = %1</source>
        <translation>1/s = %1</translation>
    </message>
    <message>
        <source>unchanged: 1</source>
        <translation>不变：1</translation>
    </message>
    <message>
        <source>ω′ᵢ / ωᵢ</source>
        <translation>ω′ᵢ / ωᵢ</translation>
    </message>
    <message>
        <source>pair i</source>
        <translation>分量对 i</translation>
    </message>
</context>
<context>
    <name>ScalingModel</name>
    <message>
        <source>passes (full turn within L)</source>
        <translation>通过（在 L 之内转满一圈）</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>new angles beyond L</source>
        <translation>超出 L 的新角度</translation>
    </message>
    <message>
        <source>Pair i</source>
        <translation>分量对 i</translation>
    </message>
    <message>
        <source>ωᵢ trained</source>
        <translation>训练时 ωᵢ</translation>
    </message>
    <message>
        <source>ω′ᵢ scaled</source>
        <translation>缩放后 ω′ᵢ</translation>
    </message>
    <message>
        <source>ω′ᵢ / ωᵢ</source>
        <translation>ω′ᵢ / ωᵢ</translation>
    </message>
    <message>
        <source>“Never seen” test</source>
        <translation>“从未见过”检验</translation>
    </message>
    <message>
        <source>Largest angle
within L (rad)</source>
        <translation>L 之内
最大角度（弧度）</translation>
    </message>
    <message>
        <source>Largest angle
within L′ (rad)</source>
        <translation>L′ 之内
最大角度（弧度）</translation>
    </message>
</context>
<context>
    <name>ScalingView</name>
    <message>
        <source>NTK-aware scaling needs d ≥ 3: the method was not changed.</source>
        <translation>NTK-aware 缩放需要 d ≥ 3：方法没有改变。</translation>
    </message>
    <message>
        <source>s = %1 gives denominators outside the allowed range: s stays %2.</source>
        <translation>s = %1 会使分母超出允许范围：s 保持 %2。</translation>
    </message>
    <message>
        <source>α must be smaller than β = %1: %2 was not applied.</source>
        <translation>α 必须小于 β = %1：%2 未被采用。</translation>
    </message>
    <message>
        <source>β must be larger than α = %1: %2 was not applied.</source>
        <translation>β 必须大于 α = %1：%2 未被采用。</translation>
    </message>
    <message>
        <source>No method: the frequencies are those of training (every factor is 1). </source>
        <translation>未使用方法：频率与训练时相同（每个因子都是 1）。</translation>
    </message>
    <message>
        <source>YaRN&apos;s attention scale √(1/t) = 0.1 ln s + 1 = %1 for s = %2 (it multiplies the logits&apos; q and k; the encoding itself is unchanged).</source>
        <translation>YaRN 的注意力缩放 √(1/t) = 0.1 ln s + 1 = %1（s = %2；它乘在 logits 的 q 和 k 上，位置编码本身不变）。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>position interpolation (PI)</source>
        <translation>位置插值（PI）</translation>
    </message>
    <message>
        <source>NTK-aware scaling</source>
        <translation>NTK-aware 缩放</translation>
    </message>
    <message>
        <source>YaRN</source>
        <translation>YaRN</translation>
    </message>
    <message>
        <source>How the frequencies are changed to reach L′; every view follows</source>
        <translation>为达到 L′ 而改变频率的方式；所有视图都随之改变</translation>
    </message>
    <message>
        <source>The context-extension factor (L′ / L unless typed)</source>
        <translation>上下文扩展因子（未输入时为 L′ / L）</translation>
    </message>
    <message>
        <source>Checked: s follows the lengths</source>
        <translation>勾选：s 随长度变化</translation>
    </message>
    <message>
        <source>YaRN: pairs turning fewer than α times within L are divided by s</source>
        <translation>YaRN：在 L 之内转不到 α 圈的分量对除以 s</translation>
    </message>
    <message>
        <source>YaRN: pairs turning more than β times within L keep their frequency</source>
        <translation>YaRN：在 L 之内转超过 β 圈的分量对保持原频率</translation>
    </message>
    <message>
        <source>Trai&amp;ning length L:</source>
        <translation>训练长度 L(&amp;N)：</translation>
    </message>
    <message>
        <source>The longest sequence seen in training, in positions</source>
        <translation>训练中见过的最长序列，以位置计</translation>
    </message>
    <message>
        <source>Conte&amp;xt length L′:</source>
        <translation>上下文长度 L′(&amp;X)：</translation>
    </message>
    <message>
        <source>The sequence length wanted at inference, in positions</source>
        <translation>推理时需要的序列长度，以位置计</translation>
    </message>
    <message>
        <source>YaRN ramp st&amp;art α:</source>
        <translation>YaRN 过渡起点 α(&amp;A)：</translation>
    </message>
    <message>
        <source>Metho&amp;d:</source>
        <translation>方法(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Keep s = L′ / L</source>
        <translation>保持 s = L′ / L(&amp;K)</translation>
    </message>
    <message>
        <source>YaRN ramp &amp;upper end β:</source>
        <translation>YaRN 过渡终点 β(&amp;U)：</translation>
    </message>
    <message>
        <source>Scal&amp;ing factor s:</source>
        <translation>缩放因子 s(&amp;I)：</translation>
    </message>
    <message>
        <source>%1 of %2 pairs pass the “never seen” test within L′ = %3: their angle at position L′ is at most their angle at position L = %4, so every angle within L′ lies in the range training covered, or they made a full turn within L (blue dots); the others (vermillion) reach angles training never showed.</source>
        <translation>在 L′ = %3 之内，%2 对中有 %1 对通过“从未见过”检验：它们在位置 L′ 的角度不超过在位置 L = %4 的角度，因此 L′ 之内的每个角度都落在训练覆盖的范围内，或者它们在 L 之内已转满一圈（蓝点）；其余的（朱红点）会到达训练中从未出现的角度。</translation>
    </message>
</context>
<context>
    <name>SchemeLineChart</name>
    <message>
        <source>%1: %2 = %3, %4 = %5</source>
        <translation>%1：%2 = %3，%4 = %5</translation>
    </message>
    <message>
        <source>%1 % (%2)</source>
        <translation>%1 %（%2）</translation>
    </message>
</context>
<context>
    <name>SchemeNumbersView</name>
    <message>
        <source>query i</source>
        <translation>查询 i</translation>
    </message>
    <message>
        <source>key j</source>
        <translation>键 j</translation>
    </message>
    <message>
        <source>bias</source>
        <translation>偏置</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>被遮盖</translation>
    </message>
    <message>
        <source>ALiBi bias −m (i − j) of head %1, m = %2 (causal)</source>
        <translation>第 %1 个头的 ALiBi 偏置 −m (i − j)，m = %2（因果）</translation>
    </message>
    <message>
        <source>ALiBi bias −m |i − j| of head %1, m = %2</source>
        <translation>第 %1 个头的 ALiBi 偏置 −m |i − j|，m = %2</translation>
    </message>
    <message>
        <source>H = %1 is a power of two: the rule and the naive formula agree.</source>
        <translation>H = %1 是 2 的幂：参考规则与朴素公式一致。</translation>
    </message>
    <message>
        <source>H = %1 is not a power of two: the reference takes the slopes of the next lower power of two and then every other slope of twice that count. The naive 2^(−8h/H) gives other slopes for %2 of the %1 heads (bold).</source>
        <translation>H = %1 不是 2 的幂：参考实现先取较小的最近的 2 的幂个头的斜率，再从两倍头数的斜率中隔一个取一个。朴素公式 2^(−8h/H) 给 %1 个头中的 %2 个算出了不同的斜率（粗体）。</translation>
    </message>
    <message>
        <source>offset key − query</source>
        <translation>偏移：键 − 查询</translation>
    </message>
    <message>
        <source>bucket</source>
        <translation>桶</translation>
    </message>
    <message>
        <source>T5&apos;s bucket of every offset from −%1 to %1 (%2 buckets, max distance %3%4)</source>
        <translation>T5 对从 −%1 到 %1 的每个偏移所分的桶（%2 个桶，最大距离 %3%4）</translation>
    </message>
    <message>
        <source>, causal</source>
        <translation>，因果</translation>
    </message>
    <message>
        <source>The bucket of each (i, j) on %1 positions</source>
        <translation>%1 个位置上每个 (i, j) 所在的桶</translation>
    </message>
    <message>
        <source>T5 adds to the score of query i and key j one learned number per head: the value of the bucket of j − i. Offsets up to %1 in size have a bucket each; larger ones share buckets that grow logarithmically up to %2, and everything farther falls into the last bucket. %3</source>
        <translation>T5 给查询 i 与键 j 的分数加上每个头一个可学习的数：j − i 所在桶的值。大小不超过 %1 的偏移各有一个桶；更大的偏移共用按对数增长、直到 %2 的桶，更远的都落入最后一个桶。%3</translation>
    </message>
    <message>
        <source>Under the causal mask every key after the query is masked, so all buckets go to the past.</source>
        <translation>在因果遮盖下，查询之后的键都被遮盖，所以所有桶都用于过去的位置。</translation>
    </message>
    <message>
        <source>Without a mask half the buckets hold keys before the query, half keys after it.</source>
        <translation>没有遮盖时，一半的桶放查询之前的键，另一半放查询之后的键。</translation>
    </message>
    <message>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>cosine</source>
        <translation>余弦</translation>
    </message>
    <message>
        <source>Learned table at initialisation (seed %1)</source>
        <translation>初始化时的可学习位置表（种子 %1）</translation>
    </message>
    <message>
        <source>Sinusoidal table, base 10000</source>
        <translation>正弦位置表，base 10000</translation>
    </message>
    <message>
        <source>Cosine similarity of the rows for positions p and q. A learned table starts as random rows, nearly unrelated to each other; only training can give it an order. The sinusoidal table has it from the start. The Training view shows what training makes of it.</source>
        <translation>位置 p 与 q 两行的余弦相似度。可学习的表从随机行开始，各行之间几乎无关；只有训练才能给它顺序。正弦位置表从一开始就有顺序。“训练”视图显示训练把它变成了什么。</translation>
    </message>
    <message>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <source>T5 buckets</source>
        <translation>T5 桶</translation>
    </message>
    <message>
        <source>Learned table</source>
        <translation>可学习位置表</translation>
    </message>
    <message>
        <source>He&amp;ads H:</source>
        <translation>头数 H(&amp;A)：</translation>
    </message>
    <message>
        <source>Hea&amp;d:</source>
        <translation>头(&amp;D)：</translation>
    </message>
    <message>
        <source>Positio&amp;ns n:</source>
        <translation>位置数 n(&amp;N)：</translation>
    </message>
    <message>
        <source>Len&amp;gth L:</source>
        <translation>长度 L(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;d:</source>
        <translation>d(&amp;D)：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>The number of heads, each with its own slope</source>
        <translation>头的个数，每个头有自己的斜率</translation>
    </message>
    <message>
        <source>head</source>
        <translation>头</translation>
    </message>
    <message>
        <source>The head whose bias matrix is shown</source>
        <translation>显示哪一个头的偏置矩阵</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>The number of positions of the bias matrix</source>
        <translation>偏置矩阵的位置个数</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>The rows of the learned table (the training length)</source>
        <translation>可学习位置表的行数（训练长度）</translation>
    </message>
    <message>
        <source>d</source>
        <translation>d</translation>
    </message>
    <message>
        <source>The width of each row</source>
        <translation>每一行的宽度</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>The seed of the random rows</source>
        <translation>随机行的种子</translation>
    </message>
    <message>
        <source>Ca&amp;usal mask</source>
        <translation>因果遮盖(&amp;U)</translation>
    </message>
</context>
<context>
    <name>SchemeStyle</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>sinusoidal</source>
        <translation>正弦</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>可学习</translation>
    </message>
    <message>
        <source>RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <source>T5 bias</source>
        <translation>T5 偏置</translation>
    </message>
    <message>
        <source>No position at all: without a causal mask the model cannot tell the order of its input</source>
        <translation>完全没有位置信息：没有因果遮盖时，模型分辨不出输入的顺序</translation>
    </message>
    <message>
        <source>PE(p) added to the token embedding (Vaswani et al. 2017, section 3.5)</source>
        <translation>把 PE(p) 加到词元嵌入上（Vaswani 等 2017，第 3.5 节）</translation>
    </message>
    <message>
        <source>A trainable table of L rows added to the token embedding; it has no row beyond L</source>
        <translation>一张可训练的 L 行表，加到词元嵌入上；超出 L 的位置没有对应的行</translation>
    </message>
    <message>
        <source>Queries and keys rotated by their position (Su et al. 2021)</source>
        <translation>按位置旋转查询和键（Su 等 2021）</translation>
    </message>
    <message>
        <source>A fixed bias −m·|i − j| per head on the scores (Press et al. 2022)</source>
        <translation>每个头在分数上加固定偏置 −m·|i − j|（Press 等 2022）</translation>
    </message>
    <message>
        <source>A learned bias per relative-distance bucket and head (Raffel et al. 2020)</source>
        <translation>每个相对距离桶、每个头一个可学习的偏置（Raffel 等 2020）</translation>
    </message>
    <message>
        <source>reverse</source>
        <translation>反转</translation>
    </message>
    <message>
        <source>shift by %1</source>
        <translation>平移 %1</translation>
    </message>
    <message>
        <source>sort</source>
        <translation>排序</translation>
    </message>
    <message>
        <source>chance %1 %</source>
        <translation>随机水平 %1 %</translation>
    </message>
    <message>
        <source>L = %1</source>
        <translation>L = %1</translation>
    </message>
    <message>
        <source>%1 layers × %2 heads</source>
        <translation>%1 层 × %2 个头</translation>
    </message>
    <message>
        <source>d = %1</source>
        <translation>d = %1</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 步</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>种子 %1</translation>
    </message>
    <message>
        <source>causal mask</source>
        <translation>因果遮盖</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>This run: %1</source>
        <translation>本次运行：%1</translation>
    </message>
    <message>
        <source>Faint lines: %1, %2</source>
        <translation>浅色线：%1，%2</translation>
    </message>
</context>
<context>
    <name>ScoreDecompositionView</name>
    <message>
        <source>The sentence has %1 tokens; this view shows up to %2: shorten the sentence.</source>
        <translation>句子有 %1 个词元；本视图最多显示 %2 个：请缩短句子。</translation>
    </message>
    <message>
        <source>%1 tokens at d = %2 are more than this view computes live: shorten the sentence or lower d.</source>
        <translation>d = %2 时 %1 个词元超出了本视图实时计算的范围：请缩短句子或减小 d。</translation>
    </message>
    <message>
        <source>q(a) · k(b), the score</source>
        <translation>q(a) · k(b)，注意力分数</translation>
    </message>
    <message>
        <source>x(a) · x(b), the score</source>
        <translation>x(a) · x(b)，注意力分数</translation>
    </message>
    <message>
        <source>q(a) · k(b) with q = W_Q x, k = W_K x (seeded random W_Q, W_K): the four terms are (W_Q E) · (W_K E), (W_Q E) · (W_K P), (W_Q P) · (W_K E) and (W_Q P) · (W_K P).</source>
        <translation>q(a) · k(b)，其中 q = W_Q x，k = W_K x（带种子的随机 W_Q、W_K）：四项为 (W_Q E) · (W_K E)、(W_Q E) · (W_K P)、(W_Q P) · (W_K E) 和 (W_Q P) · (W_K P)。</translation>
    </message>
    <message>
        <source>x = E + PE: x(a) · x(b) = E·E + E·P + P·E + P·P.</source>
        <translation>x = E + PE：x(a) · x(b) = E·E + E·P + P·E + P·P。</translation>
    </message>
    <message>
        <source>The four terms add up to the score to within %1 (rounding).</source>
        <translation>四项之和与分数相差不超过 %1（舍入误差）。</translation>
    </message>
    <message>
        <source>The encoding is off: E·P, P·E and P·P are zero and the score is E·E alone.</source>
        <translation>位置编码已关闭：E·P、P·E 和 P·P 都是零，分数只有 E·E。</translation>
    </message>
    <message>
        <source>P·P is constant along every diagonal: it depends only on the offset b − a (it is Σ cos((b − a) ω_i)); largest spread along a diagonal: %1.</source>
        <translation>P·P 沿每条对角线不变：它只取决于偏移 b − a（等于 Σ cos((b − a) ω_i)）；同一对角线上的最大差：%1。</translation>
    </message>
    <message>
        <source>P·P is not constant along the diagonals: with random W_Q, W_K it is PE(a)ᵀ W_Qᵀ W_K PE(b), which depends on both positions (spread up to %1 at offset %2). Choose the identity to see the offset-only term.</source>
        <translation>P·P 沿对角线并不恒定：用随机的 W_Q、W_K 时它是 PE(a)ᵀ W_Qᵀ W_K PE(b)，取决于两个位置（在偏移 %2 处最大差 %1）。选择恒等投影可看到只取决于偏移的项。</translation>
    </message>
    <message>
        <source>P·P is not exactly constant along the diagonals: with odd d = %1 the last component sin(p ω) has no cos partner and adds sin(a ω) sin(b ω) (spread up to %2 at offset %3). Choose an even d.</source>
        <translation>P·P 沿对角线并不严格恒定：d = %1 为奇数时，最后一个分量 sin(p ω) 没有 cos 搭档，多出 sin(a ω) sin(b ω)（在偏移 %3 处最大差 %2）。请选择偶数 d。</translation>
    </message>
    <message>
        <source>The rows of the two %1 (rows %2 and %3) are identical: without the encoding the scores cannot tell them apart (order-blind).</source>
        <translation>两个 %1 的行（第 %2 行和第 %3 行）完全相同：没有位置编码，分数无法区分它们（对顺序不敏感）。</translation>
    </message>
    <message>
        <source>The rows of the two %1 (rows %2 and %3) differ: their positions do.</source>
        <translation>两个 %1 的行（第 %2 行和第 %3 行）不同：因为它们的位置不同。</translation>
    </message>
    <message>
        <source>Shuffled: %1. Largest change against the old scores moved with the words: %2.</source>
        <translation>已打乱：%1。与随词移动的原分数相比的最大变化：%2。</translation>
    </message>
    <message>
        <source>Without the encoding the scores only move with the words.</source>
        <translation>没有位置编码时，分数只是随词移动。</translation>
    </message>
    <message>
        <source>With the encoding the scores change: the positions stay with the slots while the words move.</source>
        <translation>有位置编码时分数会改变：词移动了，位置仍留在原来的槽位。</translation>
    </message>
    <message>
        <source>W_Q, W_&amp;K:</source>
        <translation>W_Q、W_K(&amp;K)：</translation>
    </message>
    <message>
        <source>identity</source>
        <translation>恒等</translation>
    </message>
    <message>
        <source>seeded random</source>
        <translation>带种子的随机矩阵</translation>
    </message>
    <message>
        <source>The query and key projections: the identity shows x(a) · x(b), random ones q · k.</source>
        <translation>查询和键的投影：恒等投影显示 x(a) · x(b)，随机投影显示 q · k。</translation>
    </message>
    <message>
        <source>Pro&amp;jection seed:</source>
        <translation>投影种子(&amp;J)：</translation>
    </message>
    <message>
        <source>projection seed</source>
        <translation>投影种子</translation>
    </message>
    <message>
        <source>The seed of the random W_Q and W_K.</source>
        <translation>随机 W_Q 和 W_K 的种子。</translation>
    </message>
    <message>
        <source>Sh&amp;uffle the sentence</source>
        <translation>打乱句子(&amp;U)</translation>
    </message>
    <message>
        <source>Move the words to other slots; the positions stay with the slots.</source>
        <translation>把词移到其他槽位；位置留在槽位上。</translation>
    </message>
    <message>
        <source>Restore or&amp;der</source>
        <translation>恢复顺序(&amp;D)</translation>
    </message>
    <message>
        <source>The four terms add up to the score exactly.</source>
        <translation>四项之和恰好等于分数。</translation>
    </message>
    <message>
        <source>Outlined: query a = %1 (“%2”) against key b = %3 (“%4”), the positions m and n of the RoPE tab.</source>
        <translation>框出的格子：查询 a = %1（“%2”）对键 b = %3（“%4”），即 RoPE 标签页中的位置 m 和 n。</translation>
    </message>
    <message>
        <source>%1 = E·E + E·P + P·E + P·P exactly.</source>
        <translation>%1 恰好等于 E·E + E·P + P·E + P·P。</translation>
    </message>
    <message>
        <source>%1 = E·E + E·P + P·E + P·P to within %2.</source>
        <translation>%1 = E·E + E·P + P·E + P·P，相差不超过 %2。</translation>
    </message>
    <message>
        <source>P·P depends only on b − a: constant along every diagonal (spread %1).</source>
        <translation>P·P 只取决于 b − a：沿每条对角线不变（最大差 %1）。</translation>
    </message>
    <message>
        <source>Outlined: a = %1 (“%2”), b = %3 (“%4”).</source>
        <translation>框出的格子：a = %1（“%2”），b = %3（“%4”）。</translation>
    </message>
    <message>
        <source>Rows %2 and %3 (the two %1) are identical: order-blind.</source>
        <translation>第 %2 行和第 %3 行（两个 %1）完全相同：对顺序不敏感。</translation>
    </message>
    <message>
        <source>Rows %2 and %3 (the two %1) differ: their positions do.</source>
        <translation>第 %2 行和第 %3 行（两个 %1）不同：因为它们的位置不同。</translation>
    </message>
    <message>
        <source>Enla&amp;rge:</source>
        <translation>放大(&amp;R)：</translation>
    </message>
    <message>
        <source>The matrix drawn large, with its values where they fit</source>
        <translation>放大显示的矩阵，格子放得下时显示数值</translation>
    </message>
    <message>
        <source>the score</source>
        <translation>注意力分数</translation>
    </message>
</context>
<context>
    <name>ScoreMatrixPlot</name>
    <message>
        <source>a = %1 (%2), b = %3 (%4): %5 = %6</source>
        <translation>a = %1（%2），b = %3（%4）：%5 = %6</translation>
    </message>
    <message>
        <source>query a</source>
        <translation>查询 a</translation>
    </message>
    <message>
        <source>key b</source>
        <translation>键 b</translation>
    </message>
</context>
<context>
    <name>SimilarityMatrix</name>
    <message>
        <source>Dot products of the encodings of positions 0 to %1</source>
        <translation>位置 0 到 %1 的位置编码之间的点积</translation>
    </message>
    <message>
        <source>a = %1, b = %2, offset k = %3: PE(a) · PE(b) = %4</source>
        <translation>a = %1，b = %2，偏移 k = %3：PE(a) · PE(b) = %4</translation>
    </message>
    <message>
        <source>position a</source>
        <translation>位置 a</translation>
    </message>
    <message>
        <source>position b</source>
        <translation>位置 b</translation>
    </message>
</context>
<context>
    <name>SimilarityView</name>
    <message>
        <source>Positions &amp;n:</source>
        <translation>位置数 n(&amp;N)：</translation>
    </message>
    <message>
        <source>Positions 0 to n − 1 in the matrix; offsets 0 to n − 1 on the chart</source>
        <translation>矩阵中为位置 0 到 n − 1；图表中为偏移 0 到 n − 1</translation>
    </message>
    <message>
        <source>PE(a) · PE(a + k) against the offset k (d = %1)</source>
        <translation>PE(a) · PE(a + k) 随偏移 k 的变化（d = %1）</translation>
    </message>
    <message>
        <source>offset k</source>
        <translation>偏移 k</translation>
    </message>
    <message>
        <source>dot product</source>
        <translation>点积</translation>
    </message>
    <message>
        <source>Σᵢ cos(k ωᵢ)</source>
        <translation>Σᵢ cos(k ωᵢ)</translation>
    </message>
    <message>
        <source>a = %1</source>
        <translation>a = %1</translation>
    </message>
    <message>
        <source>Point at a cell to read its value.</source>
        <translation>将鼠标指向某个格子即可读取其数值。</translation>
    </message>
    <message>
        <source>PE(a) · PE(a + k) = Σᵢ [sin(a ωᵢ) sin((a + k) ωᵢ) + cos(a ωᵢ) cos((a + k) ωᵢ)] = Σᵢ cos(k ωᵢ), with ωᵢ = 1 / base^(2i/d): the similarity of two positions depends only on their offset k, not on where they are. In the matrix every diagonal b − a = k has one colour.</source>
        <translation>PE(a) · PE(a + k) = Σᵢ [sin(a ωᵢ) sin((a + k) ωᵢ) + cos(a ωᵢ) cos((a + k) ωᵢ)] = Σᵢ cos(k ωᵢ)，其中频率 ωᵢ = 1 / base^(2i/d)：两个位置的相似度只取决于它们的偏移 k，而与它们所在的位置无关。矩阵中每条对角线 b − a = k 的颜色都相同。</translation>
    </message>
    <message>
        <source>The positional encoding is off: nothing is added, so every dot product is 0.</source>
        <translation>位置编码已关闭：不加入任何值，所以所有点积都是 0。</translation>
    </message>
    <message>
        <source>d = %1 is odd: the last sin component has no cos partner, so PE(a) · PE(a + k) differs from Σᵢ cos(k ωᵢ) by sin(a ω) sin((a + k) ω) of that last component.</source>
        <translation>d = %1 是奇数：最后一个正弦分量没有对应的余弦分量，所以 PE(a) · PE(a + k) 与 Σᵢ cos(k ωᵢ) 相差最后这个分量的 sin(a ω) sin((a + k) ω)。</translation>
    </message>
    <message>
        <source>The marks for a = %1 lie on the curve: the same similarity at every start.</source>
        <translation>a = %1 的标记都落在曲线上：无论从哪里开始，相似度都相同。</translation>
    </message>
    <message>
        <source>k = %1, %2: %3</source>
        <translation>k = %1，%2：%3</translation>
    </message>
    <message>
        <source>Σᵢ cos(k ωᵢ), base B = %1</source>
        <translation>Σᵢ cos(k ωᵢ)，底数 B = %1</translation>
    </message>
    <message>
        <source>k = L = %1</source>
        <translation>k = L = %1</translation>
    </message>
    <message>
        <source>Right of the vertical line, offsets k ≥ L = %1 were never seen in training.</source>
        <translation>竖线右侧的偏移 k ≥ L = %1 在训练中从未见过。</translation>
    </message>
    <message>
        <source>Also the curve for base B = %1</source>
        <translation>同时显示底数 B = %1 的曲线</translation>
    </message>
    <message>
        <source>PE(a) · PE(a + k) = Σᵢ [sin(a ωᵢ) sin((a + k) ωᵢ) + cos(a ωᵢ) cos((a + k) ωᵢ)] = Σᵢ cos(k ωᵢ), with ωᵢ = 1 / base^(2i/d).</source>
        <translation>PE(a) · PE(a + k) = Σᵢ [sin(a ωᵢ) sin((a + k) ωᵢ) + cos(a ωᵢ) cos((a + k) ωᵢ)] = Σᵢ cos(k ωᵢ)，其中频率 ωᵢ = 1 / base^(2i/d)。</translation>
    </message>
</context>
<context>
    <name>TokenNormsModel</name>
    <message>
        <source>token</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>|E(token)|</source>
        <translation>|E(词元)|</translation>
    </message>
    <message>
        <source>|PE(p)|</source>
        <translation>|PE(p)|</translation>
    </message>
    <message>
        <source>|E| / |PE|</source>
        <translation>|E| / |PE|</translation>
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
        <translation>
            <numerusform>中间 %n 个词</numerusform>
        </translation>
    </message>
    <message>
        <source>Token strip</source>
        <translation>词元条</translation>
    </message>
</context>
<context>
    <name>TrainMode</name>
    <message>
        <source>training %1 scheme(s) on %2 worker(s): %3 % of the steps, about %4 s left   </source>
        <translation>正在用 %2 个工作线程训练 %1 种方案：已完成 %3 % 的步数，约剩 %4 秒   </translation>
    </message>
</context>
<context>
    <name>TrainingLesson</name>
    <message>
        <source>reverse</source>
        <translation>反转</translation>
    </message>
    <message>
        <source>shift by %1</source>
        <translation>平移 %1</translation>
    </message>
    <message>
        <source>sort</source>
        <translation>排序</translation>
    </message>
    <message>
        <source>The run: task “%1” on %2 symbols, lengths 2 to L = %3, %4 layers of %5 heads, d = %6, %7 steps, seed %8%9.</source>
        <translation>这次训练：任务“%1”，%2 种符号，长度 2 到 L = %3，%4 层、每层 %5 个头，d = %6，%7 步，种子 %8%9。</translation>
    </message>
    <message>
        <source>, causal mask</source>
        <translation>，因果遮盖</translation>
    </message>
    <message>
        <source>The order-blind model</source>
        <translation>看不见顺序的模型</translation>
    </message>
    <message>
        <source>Without an encoding, a word at two positions gives the same input. Does a model care? A small Transformer learns to reverse sequences with no position at all (scheme “none”).</source>
        <translation>没有位置编码时，同一个词在两个位置上得到相同的输入。模型在乎吗？一个小 Transformer 在没有任何位置信息（方案“无”）时学习反转序列。</translation>
    </message>
    <message>
        <source>Without a mask, self-attention treats its input as a set: permuting the tokens permutes the outputs alike, so the model learns content, not order. At length 2 content is enough (“answer with the other token”); from length 3 on it stays below half and falls as sequences grow (Beyond L page).</source>
        <translation>没有遮盖时，自注意力把输入当作集合：打乱词元，输出也同样被打乱，所以模型学得到内容，学不到顺序。长度 2 时只靠内容就够（“回答另一个词元”）；从长度 3 起准确率低于一半，并随序列变长而下降（“超出 L”页）。</translation>
    </message>
    <message>
        <source>Adding the encoding</source>
        <translation>加上位置编码</translation>
    </message>
    <message>
        <source>The encoding does not tell the model how to reverse; it only makes the positions different. Training finds the use: after the run “sinusoidal” is right at more than 90 % of the positions of sequences up to L (the Beyond L page lists each scheme&apos;s accuracy at every length).</source>
        <translation>位置编码并没有告诉模型怎样反转，它只是让各个位置变得不同。训练找到了它的用法：训练之后，“正弦”在长度不超过 L 的序列中超过 90 % 的位置上是对的（“超出 L”页列出每个方案在每个长度上的准确率）。</translation>
    </message>
    <message>
        <source>What training learns: attention maps</source>
        <translation>训练学到了什么：注意力图</translation>
    </message>
    <message>
        <source>An attention map shows, for one example, where each query position looks (row) among the key positions (column). Choose the scheme, the layer and the head above the map.</source>
        <translation>注意力图显示一个示例中，每个查询位置（行）在各个键位置（列）中看向哪里。在图上方选择方案、层和头。</translation>
    </message>
    <message>
        <source>Learned against sinusoidal</source>
        <translation>可学习与正弦的对比</translation>
    </message>
    <message>
        <source>On the Positions page, the similarity of every pair of learned rows after training is next to that of the sinusoidal rows. Compare the two: which order did training give the table, and does it look like the formula&apos;s?</source>
        <translation>在“位置”页，训练后可学习表每两行之间的相似度与正弦表的并排显示。比较两者：训练给了这张表怎样的顺序？它像公式的吗？</translation>
    </message>
    <message>
        <source>Beyond the training length</source>
        <translation>超出训练长度</translation>
    </message>
    <message>
        <source>Both models saw sequences up to L = %1 only. The Beyond L page measures them at every length up to 4L = %2.</source>
        <translation>两个模型只见过长度不超过 L = %1 的序列。“超出 L”页在直到 4L = %2 的每个长度上测量它们。</translation>
    </message>
    <message>
        <source>The learned table has no row for a position beyond L: the model cannot even run there, and the app invents no row. The sinusoidal encoding is defined everywhere, but positions the model never saw are new inputs to it: beyond L its accuracy falls below half of what it is up to L.</source>
        <translation>可学习的表对超出 L 的位置没有行：模型在那里根本无法运行，本程序也不会编造一行。正弦位置编码处处有定义，但模型从没见过的位置对它来说是新的输入：超出 L 后，它的准确率降到不超过 L 时的一半以下。</translation>
    </message>
    <message>
        <source>Relative schemes: RoPE, ALiBi, T5</source>
        <translation>相对位置方案：RoPE、ALiBi、T5</translation>
    </message>
    <message>
        <source>Shifting by %1 needs no absolute position: the output at t is the input at t − %1, the same offset everywhere. RoPE rotates queries and keys so that their score depends on the offset, ALiBi subtracts a slope times the distance, T5 adds a learned number per distance bucket.</source>
        <translation>平移 %1 不需要绝对位置：位置 t 的输出是 t − %1 的输入，处处同一个偏移。RoPE 旋转查询和键，使分数只取决于偏移；ALiBi 减去斜率乘距离；T5 给每个距离桶加一个可学习的数。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>The causal mask&apos;s own order</source>
        <translation>因果遮盖自带的顺序</translation>
    </message>
    <message>
        <source>A causal mask lets position t see only positions 0 to t, as a language model reading left to right. Then the model is no longer blind to order even without an encoding: position t averages over t + 1 keys, and that number differs from position to position (Haviv et al. 2022).</source>
        <translation>因果遮盖让位置 t 只能看到位置 0 到 t，就像从左往右读的语言模型。这样即使没有位置编码，模型也不再看不见顺序：位置 t 对 t + 1 个键求平均，而这个数在各个位置上不同（Haviv 等 2022）。</translation>
    </message>
    <message>
        <source>RoPE and T5 reach more than 95 % up to L, and beyond L they usually hold better than the sinusoidal encoding (not with every seed: how far RoPE carries varies much from seed to seed). ALiBi stays near “none”, about half right from length 3 on: without a mask its bias −m·|i − j| is the same for the key %1 before and %1 after the query, so it cannot tell the sides apart, and with %2 heads its slopes (%3) are gentle. ALiBi was made for causal language models.</source>
        <translation>RoPE 和 T5 在 L 以内超过 95 %，超出 L 后通常也比正弦编码保持得好（并非每个种子都如此：RoPE 能延续多远随种子差别很大）。ALiBi 与“无”相近，从长度 3 起大约对一半：没有遮盖时，偏置 −m·|i − j| 对查询前 %1 位和后 %1 位的键相同，分不清两边；%2 个头的斜率（%3）也很平缓。ALiBi 是为因果语言模型设计的。</translation>
    </message>
    <message>
        <source>The task is the same shift. With the mask, “none” is right at more than 90 % of the positions at every length up to L, and at all of them at length 3, where without the mask it is right at about half: the mask alone gives the order this task needs. The sinusoidal encoding under the mask is right at more than 99 % up to L.</source>
        <translation>任务还是同样的平移。有了遮盖，“无”在不超过 L 的每个长度上都有超过 90 % 的位置是对的，长度为 3 时全对，而没有遮盖时大约只对一半：仅凭遮盖就给出了这个任务所需的顺序。正弦位置编码在遮盖下、长度不超过 L 时超过 99 % 都是对的。</translation>
    </message>
    <message>
        <source>The same model, the same data and the same seed, once more with the sinusoidal encoding added to the token embeddings. Watch the two curves as the model trains.</source>
        <translation>同样的模型、同样的数据、同样的种子，这次在词元嵌入上加上正弦位置编码。训练时请观察两条曲线。</translation>
    </message>
    <message>
        <source>Instead of a fixed formula, a model can learn its position vectors: a table of L rows, trained with the rest. It starts as random rows (the Position biases view of the Attention family shows their similarity before training).</source>
        <translation>模型也可以不用固定公式，而是学习自己的位置向量：一张 L 行的表，和其他参数一起训练。它从随机行开始（“注意力”类中的“位置偏置”视图显示训练前它们的相似度）。</translation>
    </message>
    <message>
        <source>In this run it does at least as well as the formula up to L.</source>
        <translation>在这次训练中，在长度不超过 L 时它至少和公式一样好。</translation>
    </message>
    <message>
        <source>To reverse, position t needs the token at n − 1 − t. Without position (“none”), two queries with the same token have exactly the same row in every layer and head: the map depends on the tokens only. With the encoding the rows differ.</source>
        <translation>要反转，位置 t 需要位置 n − 1 − t 上的词元。没有位置（“无”）时，词元相同的两个查询在每层、每个头里的行完全相同：注意力图只取决于词元。加上位置编码后各行不同。</translation>
    </message>
    <message>
        <source>In layer 2 both heads follow the anti-diagonal (top right to bottom left): each query looks at the key it copies (59 % to 86 % of a row&apos;s weight at length L in the app&apos;s runs with seeds 1 to 5). Layer 1 spreads its weight.</source>
        <translation>在第 2 层，两个头都沿右上到左下的反对角线：每个查询看向要复制的键（本应用种子 1 到 5 的训练中，长度 L 时每行 59 % 到 86 % 的权重在那里）。第 1 层的权重分散。</translation>
    </message>
</context>
<context>
    <name>TrainingPrefetch</name>
    <message>
        <source>Training the lesson&apos;s run for the training figures…</source>
        <translation>正在为训练图表训练课程所用的模型…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
</context>
<context>
    <name>TrainingView</name>
    <message>
        <source>Tick at least one scheme to train.</source>
        <translation>请至少勾选一个要训练的方案。</translation>
    </message>
    <message numerus="yes">
        <source>Trained %n scheme(s).</source>
        <translation>
            <numerusform>已训练 %n 个方案。</numerusform>
        </translation>
    </message>
    <message>
        <source>Press Train to run this step.</source>
        <translation>按“训练”运行这一步。</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>暂停(&amp;A)</translation>
    </message>
    <message>
        <source>Paused. %1</source>
        <translation>已暂停。%1</translation>
    </message>
    <message>
        <source>Training…</source>
        <translation>正在训练…</translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 schemes trained.</source>
        <translation>已取消：%2 个方案中训练了 %1 个。</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n scheme(s) trained with seed %1, the same data for each.</source>
        <translation>
            <numerusform>完成：用种子 %1 训练了 %n 个方案，每个方案用同样的数据。</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the schemes and press Train.</source>
        <translation>选择方案，然后按“训练”。</translation>
    </message>
    <message>
        <source>Save the curves</source>
        <translation>保存曲线</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Tas&amp;k:</source>
        <translation>任务(&amp;K)：</translation>
    </message>
    <message>
        <source>What the model must learn: reverse needs absolute positions, shift relative ones, sort content and order</source>
        <translation>模型要学什么：反转需要绝对位置，平移需要相对位置，排序需要内容和顺序</translation>
    </message>
    <message>
        <source>Schemes:</source>
        <translation>方案：</translation>
    </message>
    <message>
        <source>Len&amp;gth L:</source>
        <translation>长度 L(&amp;G)：</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>层数：</translation>
    </message>
    <message>
        <source>Heads:</source>
        <translation>头数：</translation>
    </message>
    <message>
        <source>&amp;d:</source>
        <translation>d(&amp;D)：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>The training length: training sequences have lengths 2 to L; the accuracy is measured up to 4L</source>
        <translation>训练长度：训练序列的长度为 2 到 L；准确率一直测到 4L</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>The number of attention layers</source>
        <translation>注意力层的个数</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>头数</translation>
    </message>
    <message>
        <source>Attention heads per layer; they must divide d</source>
        <translation>每层的注意力头数；必须整除 d</translation>
    </message>
    <message>
        <source>d</source>
        <translation>d</translation>
    </message>
    <message>
        <source>The model&apos;s width d (the embedding&apos;s dimension)</source>
        <translation>模型的宽度 d（嵌入的维度）</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Training steps per scheme (a batch of 32 sequences each)</source>
        <translation>每个方案的训练步数（每步一批 32 个序列）</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>The seed of the data and the initial weights: the same seed gives the same run</source>
        <translation>数据和初始权重的种子：同样的种子得到同样的训练过程</translation>
    </message>
    <message>
        <source>Ca&amp;usal mask</source>
        <translation>因果遮盖(&amp;U)</translation>
    </message>
    <message>
        <source>Each position sees only itself and the positions before it</source>
        <translation>每个位置只能看到自己和它之前的位置</translation>
    </message>
    <message>
        <source>Tra&amp;in</source>
        <translation>训练(&amp;I)</translation>
    </message>
    <message>
        <source>Save curves…</source>
        <translation>保存曲线…</translation>
    </message>
    <message>
        <source>Save the loss and accuracy of every step as CSV</source>
        <translation>把每一步的损失和准确率保存为 CSV</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>取消(&amp;N)</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>曲线</translation>
    </message>
    <message>
        <source>Beyond L</source>
        <translation>超出 L</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>步数：</translation>
    </message>
    <message>
        <source>Predict first: this run starts when the question is checked or revealed.</source>
        <translation>请先预测：检查答案或揭晓时才开始这次训练。</translation>
    </message>
    <message>
        <source>run %1: %2</source>
        <translation>第 %1 次运行：%2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>第 %1 次运行</translation>
    </message>
    <message>
        <source>An earlier run of this session, drawn in faint lines on the curves and Beyond L</source>
        <translation>本次会话中较早的一次运行，以浅色线画在曲线和“超出 L”页上</translation>
    </message>
    <message>
        <source>run %1 (shown): %2</source>
        <translation>第 %1 次运行（当前显示）：%2</translation>
    </message>
    <message>
        <source>Compare with…</source>
        <translation>对比…</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>, about %1 s left</source>
        <translation>，约剩 %1 秒</translation>
    </message>
    <message>
        <source> — your changed choices are for the next run.</source>
        <translation>——你改动的选择将用于下一次运行。</translation>
    </message>
    <message>
        <source>%1 at step %2</source>
        <translation>%1 第 %2 步</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Training %1 of %2 (%3 of %4 schemes done)</source>
        <translation>正在训练 %1，共 %2 步（%4 个方案中已完成 %3 个）</translation>
    </message>
</context>
<context>
    <name>TransportBar</name>
    <message>
        <source>frame %1 / %2</source>
        <translation>第 %1 / %2 帧</translation>
    </message>
    <message>
        <source>%1 … %2, ×%3</source>
        <translation>%1 … %2，×%3</translation>
    </message>
    <message>
        <source>%1 … %2, step %3</source>
        <translation>%1 … %2，步长 %3</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>Play is off while Reduce motion is on; step with , and . (Space: play or pause)</source>
        <translation>“减少动态效果”开启时不能播放；请用 , 和 . 逐帧切换（空格：播放或暂停）</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>暂停（空格）</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>播放（空格）</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>后退一帧(&amp;B)</translation>
    </message>
    <message>
        <source>One frame back (,)</source>
        <translation>后退一帧（,）</translation>
    </message>
    <message>
        <source>Step &amp;forward</source>
        <translation>前进一帧(&amp;F)</translation>
    </message>
    <message>
        <source>One frame forward (.)</source>
        <translation>前进一帧（.）</translation>
    </message>
    <message>
        <source>&amp;Reduce motion</source>
        <translation>减少动态效果(&amp;R)</translation>
    </message>
    <message>
        <source>Frames change only when stepped; nothing plays by itself</source>
        <translation>只在逐帧切换时换帧，不会自动播放</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>后退一帧</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>前进一帧</translation>
    </message>
    <message>
        <source>Ani&amp;mate:</source>
        <translation>动画参数(&amp;M)：</translation>
    </message>
    <message>
        <source>Animated parameter</source>
        <translation>动画参数</translation>
    </message>
    <message>
        <source>q, p and d step by a whole number, the base by a factor</source>
        <translation>q、p、d 按整数步长变化，底数按倍数变化</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>起点(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>终点(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Step:</source>
        <translation>步长(&amp;S)：</translation>
    </message>
    <message>
        <source>Range and step</source>
        <translation>范围与步长</translation>
    </message>
    <message>
        <source>The frames: from, to and the step between them</source>
        <translation>各帧：起点、终点及相邻两帧的步长</translation>
    </message>
    <message>
        <source>First frame&apos;s value</source>
        <translation>第一帧的取值</translation>
    </message>
    <message>
        <source>Last frame&apos;s value</source>
        <translation>最后一帧的取值上限</translation>
    </message>
    <message>
        <source>Step between frames</source>
        <translation>相邻两帧的步长</translation>
    </message>
    <message>
        <source>q, p, d: added per frame; base: multiplied per frame</source>
        <translation>q、p、d：每帧加上步长；底数：每帧乘以步长</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>速度(&amp;S)：</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>1× is %1 frames per second</source>
        <translation>1× 为每秒 %1 帧</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>循环</translation>
    </message>
    <message>
        <source>Ping-pong</source>
        <translation>往返</translation>
    </message>
    <message>
        <source>At the last frame</source>
        <translation>到最后一帧时</translation>
    </message>
    <message>
        <source>Frame counter</source>
        <translation>帧计数</translation>
    </message>
</context>
<context>
    <name>UnitCircleWidget</name>
    <message>
        <source>Pair i = %1</source>
        <translation>第 i = %1 对</translation>
    </message>
    <message>
        <source>d = %1 has pairs 0 to %2 only.</source>
        <translation>d = %1 只有第 0 到 %2 对。</translation>
    </message>
    <message>
        <source>Pair i = %1: only %2</source>
        <translation>第 i = %1 对：只有 %2</translation>
    </message>
    <message>
        <source>d = %1 is odd, so the last pair i = %2 has only its sin component PE[%3]. Without a cos partner there is no point on the unit circle, and a shift is not a rotation here: the value just moves along the sine curve, shown below on the line from −1 to 1.</source>
        <translation>d = %1 为奇数，最后一对 i = %2 只有正弦分量 PE[%3]。没有配对的余弦分量，就没有单位圆上的点，这里的位移也不是旋转：数值只沿正弦曲线移动，下方在 −1 到 1 的数轴上标出。</translation>
    </message>
    <message>
        <source>PE[%1], sin</source>
        <translation>PE[%1]，正弦</translation>
    </message>
    <message>
        <source>Pair i = %1 on the unit circle: (%2, %3)</source>
        <translation>第 i = %1 对在单位圆上：(%2, %3)</translation>
    </message>
    <message>
        <source>PE[%1], cos</source>
        <translation>PE[%1]，余弦</translation>
    </message>
    <message>
        <source>%1 rad</source>
        <translation>%1 弧度</translation>
    </message>
    <message>
        <source>Encoding off: the inputs get A(p) = 0; the circle shows PE itself.</source>
        <translation>位置编码已关闭：输入加的是 A(p) = 0；此图显示 PE 本身。</translation>
    </message>
    <message>
        <source>k·ω%1 = %2: a whole turn of 2π ends where it started, so the figure turns by %3 rad.</source>
        <translation>k·ω%1 = %2：转满一整圈 2π 会回到原处，所以图中只转 %3 弧度。</translation>
    </message>
    <message>
        <source>k·ω%1 = %2</source>
        <translation>k·ω%1 = %2</translation>
    </message>
    <message>
        <source>%1 rad = %2 rad %3 %4</source>
        <translation>%1 弧度 = %2 弧度 %3 %4</translation>
    </message>
</context>
<context>
    <name>UnitCirclesView</name>
    <message>
        <source>%1 and %2, denominator %3</source>
        <translation>%1 与 %2，分母 %3</translation>
    </message>
    <message>
        <source>%1 only, denominator %2</source>
        <translation>只有 %1，分母 %2</translation>
    </message>
    <message>
        <source>frequency ω%1 = 1/%2 = %3 rad per position</source>
        <translation>频率 ω%1 = 1/%2 = 每个位置 %3 弧度</translation>
    </message>
    <message>
        <source>clockwise in the figure</source>
        <translation>图中为顺时针</translation>
    </message>
    <message>
        <source>counter-clockwise in the figure</source>
        <translation>图中为逆时针</translation>
    </message>
    <message>
        <source>no turn</source>
        <translation>没有转动</translation>
    </message>
    <message>
        <source>Angles (radians)</source>
        <translation>角度（弧度）</translation>
    </message>
    <message>
        <source>k = q − p = %1: k·ω%2</source>
        <translation>k = q − p = %1：k·ω%2</translation>
    </message>
    <message>
        <source>wrapped into (−π, π]</source>
        <translation>折回 (−π, π]</translation>
    </message>
    <message>
        <source>Chord</source>
        <translation>弦长</translation>
    </message>
    <message>
        <source>Distance between the two points, |pair %1 of PE(q) − pair %1 of PE(p)|:</source>
        <translation>两点之间的距离 |PE(q) 第 %1 对 − PE(p) 第 %1 对|：</translation>
    </message>
    <message>
        <source>The shift by k as a rotation</source>
        <translation>位移 k 即旋转</translation>
    </message>
    <message>
        <source>pair %1 of PE(p)</source>
        <translation>PE(p) 第 %1 对</translation>
    </message>
    <message>
        <source>M(k, i) · pair %1 of PE(p)</source>
        <translation>M(k, i) · PE(p) 第 %1 对</translation>
    </message>
    <message>
        <source>pair %1 of PE(q)</source>
        <translation>PE(q) 第 %1 对</translation>
    </message>
    <message>
        <source>error |M·PE(p) − PE(q)|</source>
        <translation>误差 |M·PE(p) − PE(q)|</translation>
    </message>
    <message>
        <source>M depends only on the shift k, not on p: the same matrix takes every position to the one k places later. A model can use this structure; that it can does not mean a trained model does.</source>
        <translation>M 只取决于位移 k，与 p 无关：同一个矩阵把每个位置映射到 k 个位置之后。模型可以利用这种结构，但可用不等于训练后一定学会。</translation>
    </message>
    <message>
        <source>The encoding is switched off: the inputs get A(p) = 0. The numbers here are PE itself, which the switch does not change.</source>
        <translation>位置编码已关闭：输入加的是 A(p) = 0。这里的数值是 PE 本身，开关不改变它。</translation>
    </message>
    <message>
        <source>Pair i</source>
        <translation>分量对 i</translation>
    </message>
    <message>
        <source>Unit circle of the selected pair</source>
        <translation>所选分量对的单位圆</translation>
    </message>
    <message>
        <source>Pair &amp;i:</source>
        <translation>分量对 i(&amp;I)：</translation>
    </message>
    <message>
        <source>The pair shown on the circle</source>
        <translation>单位圆上显示的分量对</translation>
    </message>
    <message>
        <source>%1: a whole turn of 2π ends where it started.</source>
        <translation>%1：转满一整圈 2π 会回到原处。</translation>
    </message>
</context>
<context>
    <name>VoteChart</name>
    <message>
        <source>&lt; %1</source>
        <translation>&lt; %1</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Votes</source>
        <translation>投票</translation>
    </message>
</context>
<context>
    <name>VoteServer</name>
    <message>
        <source>The class session cannot listen on %1, port %2: %3</source>
        <translation>课堂会话无法在 %1 的端口 %2 上监听：%3</translation>
    </message>
    <message>
        <source>The teacher ended the class session.</source>
        <translation>老师已结束课堂会话。</translation>
    </message>
    <message>
        <source>Too many messages: disconnected.</source>
        <translation>消息太多：已断开连接。</translation>
    </message>
    <message>
        <source>Only text messages (JSON) are understood.</source>
        <translation>只接受文本消息（JSON）。</translation>
    </message>
    <message>
        <source>The message is not valid JSON (%1 at character %2).</source>
        <translation>消息不是有效的 JSON（第 %2 个字符处：%1）。</translation>
    </message>
    <message>
        <source>The message is not a JSON object.</source>
        <translation>消息不是 JSON 对象。</translation>
    </message>
    <message>
        <source>Unknown message type &quot;%1&quot;: expected &quot;join&quot; or &quot;vote&quot;.</source>
        <translation>未知的消息类型“%1”：应为“join”或“vote”。</translation>
    </message>
    <message>
        <source>A join needs the code as a string, and the token or nickname as strings.</source>
        <translation>加入消息须以字符串给出加入码，令牌或昵称也须是字符串。</translation>
    </message>
    <message>
        <source>This phone has already joined.</source>
        <translation>这部手机已经加入。</translation>
    </message>
    <message>
        <source>This is not the class session&apos;s join code.</source>
        <translation>这不是本次课堂会话的加入码。</translation>
    </message>
    <message>
        <source>Every seat of the class session is taken.</source>
        <translation>课堂会话的座位已满。</translation>
    </message>
    <message>
        <source>A nickname has at most %1 characters, without control characters.</source>
        <translation>昵称最多 %1 个字符，且不能含控制字符。</translation>
    </message>
    <message>
        <source>Another phone has that nickname.</source>
        <translation>另一部手机已在使用这个昵称。</translation>
    </message>
    <message>
        <source>This seat is not known to the session: join again.</source>
        <translation>会话中没有这个座位：请重新加入。</translation>
    </message>
    <message>
        <source>This seat was taken up by another connection of the same phone.</source>
        <translation>同一部手机的另一个连接接管了这个座位。</translation>
    </message>
    <message>
        <source>Join the session before voting.</source>
        <translation>请先加入会话再投票。</translation>
    </message>
    <message>
        <source>A vote needs its answer as a string.</source>
        <translation>投票须以字符串给出答案。</translation>
    </message>
    <message>
        <source>The vote is closed.</source>
        <translation>投票已结束。</translation>
    </message>
    <message>
        <source>The answer is too long.</source>
        <translation>答案太长。</translation>
    </message>
    <message>
        <source>Write a whole number.</source>
        <translation>请写一个整数。</translation>
    </message>
    <message>
        <source>That is not one of the choices.</source>
        <translation>这不是可选的答案之一。</translation>
    </message>
    <message>
        <source>The connection was idle too long.</source>
        <translation>连接空闲太久。</translation>
    </message>
    <message>
        <source>Write a number, e.g. 0.84 or −1.5.</source>
        <translation>请写一个数，例如 0.84 或 −1.5。</translation>
    </message>
    <message numerus="yes">
        <source>Joining is paused: too many wrong join codes were tried. Try again in %n second(s).</source>
        <translation>
            <numerusform>加入已暂停：有人试了太多错误的加入码。请在 %n 秒后再试。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Walkthrough</name>
    <message>
        <source>d = %1, base = %2, p = %3, q = %4, encoding %5</source>
        <translation>d = %1，base = %2，p = %3，q = %4，位置编码%5</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>layout %1</source>
        <translation>布局 %1</translation>
    </message>
    <message>
        <source>method %1 (s = %2)</source>
        <translation>方法 %1（s = %2）</translation>
    </message>
    <message>
        <source>L = %1</source>
        <translation>L = %1</translation>
    </message>
    <message>
        <source>L′ = %1</source>
        <translation>L′ = %1</translation>
    </message>
    <message>
        <source>B = %1</source>
        <translation>B = %1</translation>
    </message>
</context>
<context>
    <name>WalkthroughPanel</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>← Previous</source>
        <translation>← 上一步</translation>
    </message>
    <message>
        <source>Next →</source>
        <translation>下一步 →</translation>
    </message>
    <message>
        <source>Previous step (Left arrow or Page Up)</source>
        <translation>上一步（左方向键或 Page Up）</translation>
    </message>
    <message>
        <source>Next step (Right arrow or Page Down)</source>
        <translation>下一步（右方向键或 Page Down）</translation>
    </message>
    <message>
        <source>Lesson steps</source>
        <translation>课程步骤</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Finish ✓</source>
        <translation>完成 ✓</translation>
    </message>
    <message>
        <source>End the lesson and close this panel</source>
        <translation>结束课程并关闭此面板</translation>
    </message>
    <message>
        <source>Ask the class</source>
        <translation>向全班提问</translation>
    </message>
    <message>
        <source>Show this step&apos;s question (predict, then reveal)</source>
        <translation>显示这一步的问题（先预测，再揭晓）</translation>
    </message>
    <message>
        <source>Each step of the lesson sets its own parameters. When you leave the lesson, yours come back (%1).</source>
        <translation>课程的每一步都会设置自己的参数。离开课程时，你自己的参数会恢复（%1）。</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>Positional encoding: worksheet</source>
        <translation>位置编码：练习单</translation>
    </message>
    <message>
        <source>Name: ____________________   Date: ______________</source>
        <translation>姓名：____________________   日期：______________</translation>
    </message>
    <message>
        <source>Predict first, then check in pe-visualiser: each step of the guided lesson asks these questions in its panel. Write numbers to three decimals unless the question says otherwise.</source>
        <translation>先预测，再到 pe-visualiser 中检查：逐步演示的每一步都会在课程面板中提出这些问题。除非题目另有说明，数值请保留三位小数。</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>你的答案：</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>the lesson %1 has no exercises</source>
        <translation>课程 %1 没有练习</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>课程：%1</translation>
    </message>
    <message>
        <source>the lesson %1 has %2 exercises, more than the %3 one worksheet holds: split the exercise file</source>
        <translation>课程 %1 有 %2 道练习，超过一份练习单最多容纳的 %3 道：请拆分练习文件</translation>
    </message>
    <message>
        <source>within ± %1</source>
        <translation>± %1 以内</translation>
    </message>
    <message>
        <source>the sign</source>
        <translation>符号</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>正确答案</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>接受范围</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>图</translation>
    </message>
    <message>
        <source>Question %1:</source>
        <translation>第 %1 题：</translation>
    </message>
    <message>
        <source>Questions %1:</source>
        <translation>第 %1 题：</translation>
    </message>
    <message>
        <source>the step&apos;s training run</source>
        <translation>这一步的训练结果</translation>
    </message>
    <message>
        <source>train the step in the app: its interval is the answer</source>
        <translation>在应用中训练这一步：结果所在的区间就是答案</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Print worksheet</source>
        <translation>打印练习单</translation>
    </message>
    <message>
        <source>An A4 PDF with the lesson&apos;s questions, space to answer, and the answer key on separate pages.</source>
        <translation>一份 A4 PDF：课程的问题、作答的空白，以及另起一页的答案。</translation>
    </message>
    <message>
        <source>&amp;Lesson:</source>
        <translation>课程(&amp;L)：</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>语言(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation>保存 PDF(&amp;S)…</translation>
    </message>
    <message>
        <source>Add the &amp;figures after the answer key</source>
        <translation>在答案之后附上图(&amp;F)</translation>
    </message>
</context>
<context>
    <name>boundedread</name>
    <message>
        <source>it is a folder</source>
        <translation>这是一个文件夹</translation>
    </message>
</context>
<context>
    <name>exportall</name>
    <message>
        <source>cannot write into %1: no such folder</source>
        <translation>无法写入 %1：目录不存在</translation>
    </message>
    <message>
        <source>cannot build the view for %1</source>
        <translation>无法为 %1 构建视图</translation>
    </message>
    <message>
        <source>no data for %1</source>
        <translation>%1 没有数据</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>exportviews</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1, i = %2 (%3)</source>
        <translation>%1，i = %2（%3）</translation>
    </message>
    <message>
        <source>%1, step %2 (%3)</source>
        <translation>%1，第 %2 步（%3）</translation>
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
    <message>
        <source>d = %1, base = %2, p = %3, q = %4, encoding %5</source>
        <translation>d = %1，base = %2，p = %3，q = %4，位置编码%5</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>cannot write %1: the file name must end in .png, .svg or .pdf</source>
        <translation>无法写入 %1：文件名必须以 .png、.svg 或 .pdf 结尾</translation>
    </message>
    <message>
        <source>cannot write %1: nothing to render</source>
        <translation>无法写入 %1：没有可渲染的内容</translation>
    </message>
    <message>
        <source>cannot render %1 as %2</source>
        <translation>无法把 %1 渲染为 %2</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes could be written</source>
        <translation>%2 字节中只写入了 %1 字节</translation>
    </message>
    <message>
        <source>it is a symbolic link (not followed: remove it or choose another name)</source>
        <translation>它是一个符号链接（不会跟随：请删除它或换一个名字）</translation>
    </message>
    <message>
        <source>the figure cannot be shown whole at %1x%2 pixels (scale %3) nor at %4 times that size</source>
        <translation>这张图在 %1x%2 像素（缩放 %3）下无法完整显示，放大到 %4 倍也不行</translation>
    </message>
    <message>
        <source>the figure does not fit %1x%2 pixels at scale %3: it needs at least %4x%5 pixels, or a smaller scale</source>
        <translation>这张图放不进缩放 %3 下的 %1x%2 像素：至少需要 %4x%5 像素，或者更小的缩放</translation>
    </message>
    <message>
        <source>its folder does not exist</source>
        <translation>它所在的文件夹不存在</translation>
    </message>
    <message>
        <source>its folder cannot be written</source>
        <translation>它所在的文件夹不可写</translation>
    </message>
    <message>
        <source>the file cannot be replaced</source>
        <translation>该文件无法替换</translation>
    </message>
</context>
<context>
    <name>provenance</name>
    <message>
        <source>not pe-visualiser figure parameters</source>
        <translation>不是 pe-visualiser 的图参数</translation>
    </message>
    <message>
        <source>figure parameters, line %1: no &apos;=&apos;</source>
        <translation>图参数第 %1 行：没有 &apos;=&apos;</translation>
    </message>
    <message>
        <source>figure parameters, line %1: %2 cannot be read</source>
        <translation>图参数第 %1 行：无法读取 %2</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a PNG image</source>
        <translation>%1 不是 PNG 图像</translation>
    </message>
    <message>
        <source>%1 is not a PDF file</source>
        <translation>%1 不是 PDF 文件</translation>
    </message>
    <message>
        <source>%1: a figure is a .png, .svg or .pdf file</source>
        <translation>%1：图必须是 .png、.svg 或 .pdf 文件</translation>
    </message>
    <message>
        <source>%1 holds no pe-visualiser figure parameters</source>
        <translation>%1 中没有 pe-visualiser 的图参数</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a pipe or a device): not a figure</source>
        <translation>%1 不是普通文件（而是管道或设备）：不是图像文件</translation>
    </message>
    <message>
        <source>%1 is larger than 256 MiB: not a figure</source>
        <translation>%1 大于 256 MiB：不是图像文件</translation>
    </message>
    <message>
        <source>%1: the figure&apos;s parameters do not fit together</source>
        <translation>%1：图中的参数彼此不相容</translation>
    </message>
    <message>
        <source>%1: the figure&apos;s parameters are out of range: %2</source>
        <translation>%1：图中的参数超出范围：%2</translation>
    </message>
    <message>
        <source>figure parameters, line %1: %2 is given a second time</source>
        <translation>图参数第 %1 行：%2 出现了第二次</translation>
    </message>
    <message>
        <source>figure parameters: %1 missing</source>
        <translation>图参数缺少 %1</translation>
    </message>
    <message>
        <source>figure parameters, line %1: unknown key %2</source>
        <translation>图参数第 %1 行：未知的键 %2</translation>
    </message>
    <message>
        <source>figure parameters, line %1: %2 is longer than %3 characters</source>
        <translation>图参数第 %1 行：%2 超过了 %3 个字符</translation>
    </message>
    <message>
        <source>%1 holds %2 blocks of figure parameters (%3): which one is meant cannot be told</source>
        <translation>%1 含有 %2 组图参数（%3）：无法判断用的是哪一组</translation>
    </message>
    <message>
        <source>text chunks with the keyword %1</source>
        <translation>关键字为 %1 的文本块</translation>
    </message>
    <message>
        <source>&lt;pev:figure&gt; in XMP packets</source>
        <translation>XMP 数据包中的 &lt;pev:figure&gt;</translation>
    </message>
</context>
</TS>
