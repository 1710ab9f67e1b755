<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CommandLine</name>
    <message>
        <source>--dim: '%1' is not a whole number from 1 to 8192</source>
        <translation>--dim: '%1' is not a whole number from 1 to 8192</translation>
    </message>
    <message>
        <source>--base: '%1' is not a finite number greater than 1</source>
        <translation>--base: '%1' is not a finite number greater than 1</translation>
    </message>
    <message>
        <source>%1: '%2' is not a whole number from 0 to 2147483647</source>
        <translation>%1: '%2' is not a whole number from 0 to 2147483647</translation>
    </message>
    <message>
        <source>--size: '%1' is not WIDTHxHEIGHT with each side from 16 to 16384 pixels</source>
        <translation>--size: '%1' is not WIDTHxHEIGHT with each side from 16 to 16384 pixels</translation>
    </message>
    <message>
        <source>Teaches the Transformer's sinusoidal positional encoding PE(p)[2i] = sin(p / base^(2i/d)), PE(p)[2i+1] = cos(p / base^(2i/d)).</source>
        <translation>Teaches the Transformer's sinusoidal positional encoding PE(p)[2i] = sin(p / base^(2i/d)), PE(p)[2i+1] = cos(p / base^(2i/d)).</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>Show this help and exit.</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>Show the version and exit.</translation>
    </message>
    <message>
        <source>Print PE for the positions as CSV to stdout and exit.</source>
        <translation>Print PE for the positions as CSV to stdout and exit.</translation>
    </message>
    <message>
        <source>Render every view without a display into DIR (created if missing) and exit.</source>
        <translation>Render every view without a display into DIR (created if missing) and exit.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>Model width d, 1 to 8192 (default 8).</source>
        <translation>Model width d, 1 to 8192 (default 8).</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Base of the denominator base^(2i/d), &gt; 1 (default 10000).</source>
        <translation>Base of the denominator base^(2i/d), &gt; 1 (default 10000).</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>With --csv: comma-separated positions and inclusive ranges, e.g. 0,3 or 0-31 (default 0,3).</source>
        <translation>With --csv: comma-separated positions and inclusive ranges, e.g. 0,3 or 0-31 (default 0,3).</translation>
    </message>
    <message>
        <source>LIST</source>
        <translation>LIST</translation>
    </message>
    <message>
        <source>Position p of the first occurrence (default 0).</source>
        <translation>Position p of the first occurrence (default 0).</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Comparison position q (default 3).</source>
        <translation>Comparison position q (default 3).</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>Add the positional encoding: on or off (default on).</source>
        <translation>Add the positional encoding: on or off (default on).</translation>
    </message>
    <message>
        <source>on|off</source>
        <translation>on|off</translation>
    </message>
    <message>
        <source>Interface language: zh_CN or en (default: system).</source>
        <translation>Interface language: zh_CN or en (default: system).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>LANG</translation>
    </message>
    <message>
        <source>With --export: pixel size of the view images (default 1200x800).</source>
        <translation>With --export: pixel size of the view images (default 1200x800).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>WxH</translation>
    </message>
    <message>
        <source>unexpected argument '%1' (see --help)</source>
        <translation>unexpected argument '%1' (see --help)</translation>
    </message>
    <message>
        <source>--csv and --export cannot be used together</source>
        <translation>--csv and --export cannot be used together</translation>
    </message>
    <message>
        <source>--positions only goes with --csv</source>
        <translation>--positions only goes with --csv</translation>
    </message>
    <message>
        <source>--size only goes with --export</source>
        <translation>--size only goes with --export</translation>
    </message>
    <message>
        <source>--%1 does not go with --csv</source>
        <translation>--%1 does not go with --csv</translation>
    </message>
    <message>
        <source>--encoding: '%1' is neither on nor off</source>
        <translation>--encoding: '%1' is neither on nor off</translation>
    </message>
    <message>
        <source>--lang: '%1' is neither zh_CN nor en</source>
        <translation>--lang: '%1' is neither zh_CN nor en</translation>
    </message>
    <message>
        <source>--export: the folder name is empty</source>
        <translation>--export: the folder name is empty</translation>
    </message>
    <message>
        <source>--csv: more than %1 values (positions x d); ask for fewer positions</source>
        <translation>--csv: more than %1 values (positions x d); ask for fewer positions</translation>
    </message>
</context>
<context>
    <name>EncodingTableModel</name>
    <message>
        <source>Angle in radians: p / %1; pair %2, component %3</source>
        <translation>Angle in radians: p / %1; pair %2, component %3</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Component</translation>
    </message>
    <message>
        <source>Pair i</source>
        <translation>Pair i</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Function</translation>
    </message>
    <message>
        <source>Component index 2i (sin) or 2i+1 (cos)</source>
        <translation>Component index 2i (sin) or 2i+1 (cos)</translation>
    </message>
    <message>
        <source>Pair index i: components 2i and 2i+1 share one angle</source>
        <translation>Pair index i: components 2i and 2i+1 share one angle</translation>
    </message>
    <message>
        <source>The formula of this component, with its denominator base^(2i/d)</source>
        <translation>The formula of this component, with its denominator base^(2i/d)</translation>
    </message>
    <message>
        <source>Positional encoding at position p = %1</source>
        <translation>Positional encoding at position p = %1</translation>
    </message>
    <message>
        <source>Positional encoding at comparison position q = %1</source>
        <translation>Positional encoding at comparison position q = %1</translation>
    </message>
    <message>
        <source>Difference vector PE(q) − PE(p), from unrounded values</source>
        <translation>Difference vector PE(q) − PE(p), from unrounded values</translation>
    </message>
    <message>
        <source>Input x(p) = E + A(p) for the repeated word at position %1</source>
        <translation>Input x(p) = E + A(p) for the repeated word at position %1</translation>
    </message>
    <message>
        <source>Input x(q) = E + A(q) for the repeated word at position %1</source>
        <translation>Input x(q) = E + A(q) for the repeated word at position %1</translation>
    </message>
</context>
<context>
    <name>LessonState</name>
    <message>
        <source>Lesson default: 0 vs 3</source>
        <translation>Lesson default: 0 vs 3</translation>
    </message>
    <message>
        <source>Fast pair nearly repeats: 0 vs 6</source>
        <translation>Fast pair nearly repeats: 0 vs 6</translation>
    </message>
    <message>
        <source>Encoding off: 0 vs 3</source>
        <translation>Encoding off: 0 vs 3</translation>
    </message>
    <message>
        <source>End of the slider: 0 vs 32</source>
        <translation>End of the slider: 0 vs 32</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>cannot create the folder %1</translation>
    </message>
    <message>
        <source>no display found (DISPLAY is not set); use --export DIR to render the views without one</source>
        <translation>no display found (DISPLAY is not set); use --export DIR to render the views without one</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sentence: “%1”</source>
        <translation>Sentence: “%1”</translation>
    </message>
    <message>
        <source>PE(p)[2i] = sin(p / %1^(2i/%2))
PE(p)[2i+1] = cos(p / %1^(2i/%2))</source>
        <translation>PE(p)[2i] = sin(p / %1^(2i/%2))
PE(p)[2i+1] = cos(p / %1^(2i/%2))</translation>
    </message>
    <message>
        <source>Positional Encoding Visualiser</source>
        <translation>Positional Encoding Visualiser</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Positional encoding table</source>
        <translation>Positional encoding table</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameters</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Presets</translation>
    </message>
    <message>
        <source>Add the &amp;positional encoding (A(p) = PE(p))</source>
        <translation>Add the &amp;positional encoding (A(p) = PE(p))</translation>
    </message>
    <message>
        <source>Off: A(p) = 0, both inputs are E + 0. The switch never changes the formula.</source>
        <translation>Off: A(p) = 0, both inputs are E + 0. The switch never changes the formula.</translation>
    </message>
    <message>
        <source>P&amp;osition p:</source>
        <translation>P&amp;osition p:</translation>
    </message>
    <message>
        <source>&amp;Comparison position q:</source>
        <translation>&amp;Comparison position q:</translation>
    </message>
    <message>
        <source>Comparison position q</source>
        <translation>Comparison position q</translation>
    </message>
    <message>
        <source>Position p</source>
        <translation>Position p</translation>
    </message>
    <message>
        <source>&amp;Width d:</source>
        <translation>&amp;Width d:</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>Width d</translation>
    </message>
    <message>
        <source>&amp;Base:</source>
        <translation>&amp;Base:</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Export table as &amp;CSV…</source>
        <translation>Export table as &amp;CSV…</translation>
    </message>
    <message>
        <source>Export window as &amp;PNG…</source>
        <translation>Export window as &amp;PNG…</translation>
    </message>
    <message>
        <source>&amp;Reset to the lesson's defaults</source>
        <translation>&amp;Reset to the lesson's defaults</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;About</translation>
    </message>
    <message>
        <source>Export table as CSV</source>
        <translation>Export table as CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Wrote %1</translation>
    </message>
    <message>
        <source>Export window as PNG</source>
        <translation>Export window as PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG images (*.png)</translation>
    </message>
    <message>
        <source>About Positional Encoding Visualiser</source>
        <translation>About Positional Encoding Visualiser</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;pe-visualiser %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Teaches the sinusoidal positional encoding of Vaswani et al. 2017, section 3.5, with exact numbers.&lt;/p&gt;&lt;p&gt;Licence: MIT.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;pe-visualiser %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Teaches the sinusoidal positional encoding of Vaswani et al. 2017, section 3.5, with exact numbers.&lt;/p&gt;&lt;p&gt;Licence: MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Select a cell to see its value with 17 significant digits.</source>
        <translation>Select a cell to see its value with 17 significant digits.</translation>
    </message>
    <message>
        <source>Component %1 of %2 = %3</source>
        <translation>Component %1 of %2 = %3</translation>
    </message>
</context>
<context>
    <name>NormPanel</name>
    <message>
        <source>Difference length |x(%1) − x(%2)|</source>
        <translation>Difference length |x(%1) − x(%2)|</translation>
    </message>
    <message>
        <source>Encoding on: A(p) = PE(p)</source>
        <translation>Encoding on: A(p) = PE(p)</translation>
    </message>
    <message>
        <source>Encoding off: A(p) = 0</source>
        <translation>Encoding off: A(p) = 0</translation>
    </message>
    <message>
        <source>The square root of the sum of the d squared differences, from unrounded values. It is not the gap in tokens and not a semantic similarity: zero means every coordinate is equal.</source>
        <translation>The square root of the sum of the d squared differences, from unrounded values. It is not the gap in tokens and not a semantic similarity: zero means every coordinate is equal.</translation>
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
        <translation><numerusform>%n token between</numerusform><numerusform>%n tokens between</numerusform></translation>
    </message>
    <message>
        <source>Token strip</source>
        <translation>Token strip</translation>
    </message>
</context>
<context>
    <name>imageexport</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <source>cannot encode %1 as PNG</source>
        <translation>cannot encode %1 as PNG</translation>
    </message>
</context>
</TS>
