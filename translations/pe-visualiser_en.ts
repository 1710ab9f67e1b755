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
    <name>ImplementationCheckModel</name>
    <message>
        <source>max deviation %1</source>
        <translation>max deviation %1</translation>
    </message>
    <message>
        <source>width %1, not %2</source>
        <translation>width %1, not %2</translation>
    </message>
    <message>
        <source>max |sin² + cos² − 1| = %1</source>
        <translation>max |sin² + cos² − 1| = %1</translation>
    </message>
    <message>
        <source>width %1</source>
        <translation>width %1</translation>
    </message>
    <message>
        <source>✓ passes</source>
        <translation>✓ passes</translation>
    </message>
    <message>
        <source>✗ caught</source>
        <translation>✗ caught</translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation>Implementation</translation>
    </message>
    <message>
        <source>|x(q) − x(p)|</source>
        <translation>|x(q) − x(p)|</translation>
    </message>
    <message>
        <source>Correct: A(p) = PE(p)</source>
        <translation>Correct: A(p) = PE(p)</translation>
    </message>
    <message>
        <source>PE(0) added to every slot</source>
        <translation>PE(0) added to every slot</translation>
    </message>
    <message>
        <source>Position p confused with the component index</source>
        <translation>Position p confused with the component index</translation>
    </message>
    <message>
        <source>sin and cos of a pair with different denominators</source>
        <translation>sin and cos of a pair with different denominators</translation>
    </message>
    <message>
        <source>Exponent doubled: base^(2j/d) with j = 2i</source>
        <translation>Exponent doubled: base^(2j/d) with j = 2i</translation>
    </message>
    <message>
        <source>Amplitude growing with the position</source>
        <translation>Amplitude growing with the position</translation>
    </message>
    <message>
        <source>Concatenation without widening the next layer</source>
        <translation>Concatenation without widening the next layer</translation>
    </message>
    <message>
        <source>PE(p)[2i] = sin(p / base^(2i/d)), PE(p)[2i+1] = cos(p / base^(2i/d)), added to the embedding of the token in slot p.</source>
        <translation>PE(p)[2i] = sin(p / base^(2i/d)), PE(p)[2i+1] = cos(p / base^(2i/d)), added to the embedding of the token in slot p.</translation>
    </message>
    <message>
        <source>Every slot gets the same vector, so it cancels when the same word is compared: the difference is zero.</source>
        <translation>Every slot gets the same vector, so it cancels when the same word is compared: the difference is zero.</translation>
    </message>
    <message>
        <source>The roles of p and the component index are swapped: sin(j / base^(2p/d)).</source>
        <translation>The roles of p and the component index are swapped: sin(j / base^(2p/d)).</translation>
    </message>
    <message>
        <source>The cos of pair i divides by base^((2i+1)/d) instead of base^(2i/d), so the pair leaves the unit circle.</source>
        <translation>The cos of pair i divides by base^((2i+1)/d) instead of base^(2i/d), so the pair leaves the unit circle.</translation>
    </message>
    <message>
        <source>The article's code loops j over 0, 2, 4, … and still writes 2j: the exponent becomes 4i/d and the frequencies fall twice as fast. Still on the unit circle, so only the comparison with the formula catches it.</source>
        <translation>The article's code loops j over 0, 2, 4, … and still writes 2j: the exponent becomes 4i/d and the frequencies fall twice as fast. Still on the unit circle, so only the comparison with the formula catches it.</translation>
    </message>
    <message>
        <source>Multiplying by the position makes the values unbounded; the position should change the angle only.</source>
        <translation>Multiplying by the position makes the values unbounded; the position should change the angle only.</translation>
    </message>
    <message>
        <source>[E, PE(p)] has width 2d; the next layer still expects d.</source>
        <translation>[E, PE(p)] has width 2d; the next layer still expects d.</translation>
    </message>
    <message>
        <source>Does x(q) − x(p) equal PE(q) − PE(p)?</source>
        <translation>Does x(q) − x(p) equal PE(q) − PE(p)?</translation>
    </message>
    <message>
        <source>Does every pair satisfy sin² + cos² = 1?</source>
        <translation>Does every pair satisfy sin² + cos² = 1?</translation>
    </message>
    <message>
        <source>Is the input width still d?</source>
        <translation>Is the input width still d?</translation>
    </message>
    <message>
        <source>Same word, two slots</source>
        <translation>Same word, two slots</translation>
    </message>
    <message>
        <source>sin² + cos² = 1</source>
        <translation>sin² + cos² = 1</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>Width d</translation>
    </message>
</context>
<context>
    <name>ImplementationLab</name>
    <message>
        <source>The same word sits in slots p and q. Each row adds the position signal its own way; the lesson's checks run without knowing the embedding E. Select a row to read what goes wrong.</source>
        <translation>The same word sits in slots p and q. Each row adds the position signal its own way; the lesson's checks run without knowing the embedding E. Select a row to read what goes wrong.</translation>
    </message>
    <message>
        <source>Implementation checks</source>
        <translation>Implementation checks</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>The embedding alone</source>
        <translation>The embedding alone</translation>
    </message>
    <message>
        <source>In “the cat saw the dog” both occurrences of “the” use the same static embedding E, at positions %1 and %2.</source>
        <translation>In “the cat saw the dog” both occurrences of “the” use the same static embedding E, at positions %1 and %2.</translation>
    </message>
    <message>
        <source>Without a position signal both inputs are E: x(%1) = x(%2) = E, and their difference is zero. No numeric weights are needed to see this: E stays a symbol.</source>
        <translation>Without a position signal both inputs are E: x(%1) = x(%2) = E, and their difference is zero. No numeric weights are needed to see this: E stays a symbol.</translation>
    </message>
    <message>
        <source>The first pair: denominator 1</source>
        <translation>The first pair: denominator 1</translation>
    </message>
    <message>
        <source>Pair i = 0 uses components 0 (sin) and 1 (cos) with denominator %1. The angles are %2 and %3 radians.</source>
        <translation>Pair i = 0 uses components 0 (sin) and 1 (cos) with denominator %1. The angles are %2 and %3 radians.</translation>
    </message>
    <message>
        <source>sin gives %1 and %2; cos gives %3 and %4.</source>
        <translation>sin gives %1 and %2; cos gives %3 and %4.</translation>
    </message>
    <message>
        <source>Position zero is [%1, %2], not zero: every sin is 0 but every cos is 1.</source>
        <translation>Position zero is [%1, %2], not zero: every sin is 0 but every cos is 1.</translation>
    </message>
    <message>
        <source>The second pair: denominator 10</source>
        <translation>The second pair: denominator 10</translation>
    </message>
    <message>
        <source>Pair i = 1 divides by %1, so the angles are %2 and %3 radians: sin gives %4 and %5, cos gives %6 and %7.</source>
        <translation>Pair i = 1 divides by %1, so the angles are %2 and %3 radians: sin gives %4 and %5, cos gives %6 and %7.</translation>
    </message>
    <message>
        <source>The position did not change; this pair turns more slowly, within the same range [−1, 1].</source>
        <translation>The position did not change; this pair turns more slowly, within the same range [−1, 1].</translation>
    </message>
    <message>
        <source>The last two pairs and the full table</source>
        <translation>The last two pairs and the full table</translation>
    </message>
    <message>
        <source>Pairs 2 and 3 use denominators %1 and %2 in the same way. With d = 8 the four denominators are %3; wider models continue ever more slowly.</source>
        <translation>Pairs 2 and 3 use denominators %1 and %2 in the same way. With d = 8 the four denominators are %3; wider models continue ever more slowly.</translation>
    </message>
    <message>
        <source>Only the angle changes with the position, never the amplitude, and the encoding does not number tokens: it depends on the slot, not on the word.</source>
        <translation>Only the angle changes with the position, never the amplitude, and the encoding does not number tokens: it depends on the slot, not on the word.</translation>
    </message>
    <message>
        <source>Element-wise addition</source>
        <translation>Element-wise addition</translation>
    </message>
    <message>
        <source>The encoding is added component by component: component 0 of the two inputs is %1 and %2, and likewise for the others.</source>
        <translation>The encoding is added component by component: component 0 of the two inputs is %1 and %2, and likewise for the others.</translation>
    </message>
    <message>
        <source>PE has the width of the embedding, so eight plus eight terms stay eight. Concatenating would give sixteen terms and change the input of the next layer.</source>
        <translation>PE has the width of the embedding, so eight plus eight terms stay eight. Concatenating would give sixteen terms and change the input of the next layer.</translation>
    </message>
    <message>
        <source>The original Transformer multiplies the token embedding by √d before the addition; here E already includes that common scaling (paper, sections 3.4–3.5).</source>
        <translation>The original Transformer multiplies the token embedding by √d before the addition; here E already includes that common scaling (paper, sections 3.4–3.5).</translation>
    </message>
    <message>
        <source>Subtraction isolates the position</source>
        <translation>Subtraction isolates the position</translation>
    </message>
    <message>
        <source>The Euclidean length of the difference vector is %1, computed from unrounded values: the square root of the sum of the eight squared differences.</source>
        <translation>The Euclidean length of the difference vector is %1, computed from unrounded values: the square root of the sum of the eight squared differences.</translation>
    </message>
    <message>
        <source>It is not the gap of three slots and not a semantic similarity score. Zero means every coordinate is equal; a positive value means at least one differs.</source>
        <translation>It is not the gap of three slots and not a semantic similarity score. Zero means every coordinate is equal; a positive value means at least one differs.</translation>
    </message>
    <message>
        <source>The off control</source>
        <translation>The off control</translation>
    </message>
    <message>
        <source>Switch the encoding off: A(p) = 0 and both inputs are E + 0, so the difference length is %1.</source>
        <translation>Switch the encoding off: A(p) = 0 and both inputs are E + 0, so the difference length is %1.</translation>
    </message>
    <message>
        <source>The two results stay side by side: %1 with the encoding, %2 without. The switch only decides whether PE is added; it never changes the formula, and the unused PE can still be computed and inspected.</source>
        <translation>The two results stay side by side: %1 with the encoding, %2 without. The switch only decides whether PE is added; it never changes the formula, and the unused PE can still be computed and inspected.</translation>
    </message>
    <message>
        <source>Several frequencies keep differences at several scales</source>
        <translation>Several frequencies keep differences at several scales</translation>
    </message>
    <message>
        <source>A sin/cos pair repeats after its angle has turned 2π. Integer positions rarely land on a whole turn, but they can come close.</source>
        <translation>A sin/cos pair repeats after its angle has turned 2π. Integer positions rarely land on a whole turn, but they can come close.</translation>
    </message>
    <message>
        <source>At position 6 (preset “Fast pair nearly repeats”) the fastest pair is only %1 away from position zero, while the second pair has turned %3 radians and is %2 away: when one frequency barely differs, others still tell the positions apart.</source>
        <translation>At position 6 (preset “Fast pair nearly repeats”) the fastest pair is only %1 away from position zero, while the second pair has turned %3 radians and is %2 away: when one frequency barely differs, others still tell the positions apart.</translation>
    </message>
    <message>
        <source>Distance is not a monotonic function of the gap: the full length at position 6, %1, is smaller than at position 3, %2. Because of the periodicity it cannot be read as a number of words or a semantic distance.</source>
        <translation>Distance is not a monotonic function of the gap: the full length at position 6, %1, is smaller than at position 3, %2. Because of the periodicity it cannot be read as a number of words or a semantic distance.</translation>
    </message>
    <message>
        <source>A relative shift is a rotation</source>
        <translation>A relative shift is a rotation</translation>
    </message>
    <message>
        <source>For a fixed offset k the angle-addition formulas write pair i at p + k as a linear map of pair i at p:</source>
        <translation>For a fixed offset k the angle-addition formulas write pair i at p + k as a linear map of pair i at p:</translation>
    </message>
    <message>
        <source>For k = %1 and pair 0 it is [[%2, %3], [%4, %5]], the same for every p. The model can learn to use this relative structure, but being usable does not mean a trained model has learned it.</source>
        <translation>For k = %1 and pair 0 it is [[%2, %3], [%4, %5]], the same for every p. The model can learn to use this relative structure, but being usable does not mean a trained model has learned it.</translation>
    </message>
    <message>
        <source>Cost and parameters</source>
        <translation>Cost and parameters</translation>
    </message>
    <message>
        <source>Materialising the encoding for n positions and width d takes O(nd) time and space; one position takes O(d). The sinusoidal encoding has no learned position table: it evaluates a fixed formula. This counts nothing of the attention that follows.</source>
        <translation>Materialising the encoding for n positions and width d takes O(nd) time and space; one position takes O(d). The sinusoidal encoding has no learned position table: it evaluates a fixed formula. This counts nothing of the attention that follows.</translation>
    </message>
    <message>
        <source>Checking an implementation</source>
        <translation>Checking an implementation</translation>
    </message>
    <message>
        <source>Assign PE by the token's slot and keep the width d. Put the same word in two slots and check that the input difference equals PE(q) − PE(p): no embedding weights are needed.</source>
        <translation>Assign PE by the token's slot and keep the width d. Put the same word in two slots and check that the input difference equals PE(q) − PE(p): no embedding weights are needed.</translation>
    </message>
    <message>
        <source>This catches an implementation that broadcasts one position vector to every slot: the common vector cancels and the difference is %1. Try each mistake in the lab.</source>
        <translation>This catches an implementation that broadcasts one position vector to every slot: the common vector cancels and the difference is %1. Try each mistake in the lab.</translation>
    </message>
    <message>
        <source>Edge cases</source>
        <translation>Edge cases</translation>
    </message>
    <message>
        <source>&lt;b&gt;Off:&lt;/b&gt; the repeated token's inputs are equal; the unused PE can still be computed and viewed.</source>
        <translation>&lt;b&gt;Off:&lt;/b&gt; the repeated token's inputs are equal; the unused PE can still be computed and viewed.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Position zero:&lt;/b&gt; every sin is 0 and every cos is 1; it is not the zero vector.</source>
        <translation>&lt;b&gt;Position zero:&lt;/b&gt; every sin is 0 and every cos is 1; it is not the zero vector.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tiny display differences:&lt;/b&gt; a slow cos may round to the same six decimals (cos(1/1000) shows as %1); the computation and the norm keep full precision, and focusing a cell shows %2.</source>
        <translation>&lt;b&gt;Tiny display differences:&lt;/b&gt; a slow cos may round to the same six decimals (cos(1/1000) shows as %1); the computation and the norm keep full precision, and focusing a cell shows %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Long contexts:&lt;/b&gt; the formula computes positions beyond training lengths without any guarantee that they work there; 32 is only the slider's limit.</source>
        <translation>&lt;b&gt;Long contexts:&lt;/b&gt; the formula computes positions beyond training lengths without any guarantee that they work there; 32 is only the slider's limit.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Other sources of order:&lt;/b&gt; self-attention without masks and without a position signal is permutation-equivariant; a causal mask carries order of its own, and other architectures use rotary encodings or attention biases. Switching this addition off does not mean every model has no order information.</source>
        <translation>&lt;b&gt;Other sources of order:&lt;/b&gt; self-attention without masks and without a position signal is permutation-equivariant; a causal mask carries order of its own, and other architectures use rotary encodings or attention biases. Switching this addition off does not mean every model has no order information.</translation>
    </message>
    <message>
        <source>Common mistakes</source>
        <translation>Common mistakes</translation>
    </message>
    <message>
        <source>Confusing the position p with the components 2i and 2i+1.</source>
        <translation>Confusing the position p with the components 2i and 2i+1.</translation>
    </message>
    <message>
        <source>Giving the sin and cos of one pair different denominators.</source>
        <translation>Giving the sin and cos of one pair different denominators.</translation>
    </message>
    <message>
        <source>Scaling the amplitude with the position; the position changes the angle, and the values stay bounded.</source>
        <translation>Scaling the amplitude with the position; the position changes the angle, and the values stay bounded.</translation>
    </message>
    <message>
        <source>Adding PE(0) to every word: the common vector cancels when the same word is compared.</source>
        <translation>Adding PE(0) to every word: the common vector cancels when the same word is compared.</translation>
    </message>
    <message>
        <source>Concatenating without widening the next layer.</source>
        <translation>Concatenating without widening the next layer.</translation>
    </message>
    <message>
        <source>Doubling the exponent: writing base^(2j/d) where j already steps by 2 (as in the article's code) makes the frequencies fall twice as fast.</source>
        <translation>Doubling the exponent: writing base^(2j/d) where j already steps by 2 (as in the article's code) makes the frequencies fall twice as fast.</translation>
    </message>
    <message>
        <source>Claiming that different inputs prove the model understands word order. They only prove that a position signal exists; its use depends on the model and its training.</source>
        <translation>Claiming that different inputs prove the model understands word order. They only prove that a position signal exists; its use depends on the model and its training.</translation>
    </message>
    <message>
        <source>Three properties</source>
        <translation>Three properties</translation>
    </message>
    <message>
        <source>&lt;b&gt;Relative position:&lt;/b&gt; PE(p + k) is a rotation of PE(p) pair by pair, and PE(a) · PE(a + k) = Σᵢ cos(kωᵢ) depends only on the offset k.</source>
        <translation>&lt;b&gt;Relative position:&lt;/b&gt; PE(p + k) is a rotation of PE(p) pair by pair, and PE(a) · PE(a + k) = Σᵢ cos(kωᵢ) depends only on the offset k.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Extrapolation:&lt;/b&gt; the formula is continuous and defined for any position, but fast pairs enter phases never seen in training, so quality beyond the training length is not guaranteed.</source>
        <translation>&lt;b&gt;Extrapolation:&lt;/b&gt; the formula is continuous and defined for any position, but fast pairs enter phases never seen in training, so quality beyond the training length is not guaranteed.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Multi-frequency structure:&lt;/b&gt; the denominators grow geometrically, from fast to slow waves: the bands of the heatmap. A larger base slows the slowest pairs further.</source>
        <translation>&lt;b&gt;Multi-frequency structure:&lt;/b&gt; the denominators grow geometrically, from fast to slow waves: the bands of the heatmap. A larger base slows the slowest pairs further.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rotary encodings (RoPE)&lt;/b&gt; rotate queries and keys instead of adding a vector, so that their dot product depends only on the offset.</source>
        <translation>&lt;b&gt;Rotary encodings (RoPE)&lt;/b&gt; rotate queries and keys instead of adding a vector, so that their dot product depends only on the offset.</translation>
    </message>
    <message>
        <source>What this model leaves out</source>
        <translation>What this model leaves out</translation>
    </message>
    <message>
        <source>The original additive sinusoidal formula, eight dimensions, two occurrences and a symbolic shared embedding. No attention, training, normalisation, dropout or semantic prediction.</source>
        <translation>The original additive sinusoidal formula, eight dimensions, two occurrences and a symbolic shared embedding. No attention, training, normalisation, dropout or semantic prediction.</translation>
    </message>
    <message>
        <source>Related topics: word embeddings, the attention mechanism, the Transformer block.</source>
        <translation>Related topics: word embeddings, the attention mechanism, the Transformer block.</translation>
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
    <message>
        <source>Implementation lab</source>
        <translation>Implementation lab</translation>
    </message>
    <message>
        <source>Chinese fonts missing</source>
        <translation>Chinese fonts missing</translation>
    </message>
    <message>
        <source>No installed font can show Chinese. Install one, for example with: sudo apt-get install fonts-noto-cjk</source>
        <translation>No installed font can show Chinese. Install one, for example with: sudo apt-get install fonts-noto-cjk</translation>
    </message>
    <message>
        <source>▶ Start the guided lesson</source>
        <translation>▶ Start the guided lesson</translation>
    </message>
    <message>
        <source>Less&amp;on</source>
        <translation>Less&amp;on</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lesson</translation>
    </message>
    <message>
        <source>Show the &amp;lesson panel</source>
        <translation>Show the &amp;lesson panel</translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation>&amp;Previous step</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>&amp;Next step</translation>
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
    <name>WalkthroughPanel</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>Step %1 of %2</translation>
    </message>
    <message>
        <source>← Previous</source>
        <translation>← Previous</translation>
    </message>
    <message>
        <source>Next →</source>
        <translation>Next →</translation>
    </message>
    <message>
        <source>Previous step (Left arrow or Page Up)</source>
        <translation>Previous step (Left arrow or Page Up)</translation>
    </message>
    <message>
        <source>Next step (Right arrow or Page Down)</source>
        <translation>Next step (Right arrow or Page Down)</translation>
    </message>
    <message>
        <source>Lesson steps</source>
        <translation>Lesson steps</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lesson</translation>
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
