<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AlibiSlopesModel</name>
    <message>
        <source>head h</source>
        <translation>head h</translation>
    </message>
    <message>
        <source>slope m (reference rule)</source>
        <translation>slope m (reference rule)</translation>
    </message>
    <message>
        <source>naive 2^(−8h/H)</source>
        <translation>naive 2^(−8h/H)</translation>
    </message>
</context>
<context>
    <name>Animation</name>
    <message>
        <source>comparison position q</source>
        <translation>comparison position q</translation>
    </message>
    <message>
        <source>position p</source>
        <translation>position p</translation>
    </message>
    <message>
        <source>base</source>
        <translation>base</translation>
    </message>
    <message>
        <source>width d</source>
        <translation>width d</translation>
    </message>
    <message>
        <source>GIF (animated)</source>
        <translation>GIF (animated)</translation>
    </message>
    <message>
        <source>MP4 (H.264 video)</source>
        <translation>MP4 (H.264 video)</translation>
    </message>
    <message>
        <source>WebM (VP9 video)</source>
        <translation>WebM (VP9 video)</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>a whole number from %1 to %2</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>a number from %1 to %2</translation>
    </message>
    <message>
        <source>from: %1 for %2 is not %3</source>
        <translation>from: %1 for %2 is not %3</translation>
    </message>
    <message>
        <source>to: %1 for %2 is not %3</source>
        <translation>to: %1 for %2 is not %3</translation>
    </message>
    <message>
        <source>from %1 is greater than to %2</source>
        <translation>from %1 is greater than to %2</translation>
    </message>
    <message>
        <source>step: %1 for %2 is not a factor greater than 1</source>
        <translation>step: %1 for %2 is not a factor greater than 1</translation>
    </message>
    <message>
        <source>step: %1 for %2 is not a whole number from 1 to %3</source>
        <translation>step: %1 for %2 is not a whole number from 1 to %3</translation>
    </message>
    <message>
        <source>GIF encoder: %1 (%2)</source>
        <translation>GIF encoder: %1 (%2)</translation>
    </message>
    <message>
        <source>error %1</source>
        <translation>error %1</translation>
    </message>
    <message>
        <source>GIF encoder: cannot write: %1</source>
        <translation>GIF encoder: cannot write: %1</translation>
    </message>
    <message>
        <source>GIF encoder: a frame of %1 x %2 pixels in a stream of %3 x %4</source>
        <translation>GIF encoder: a frame of %1 x %2 pixels in a stream of %3 x %4</translation>
    </message>
    <message>
        <source>video encoder: %1</source>
        <translation>video encoder: %1</translation>
    </message>
    <message>
        <source>video encoder: %1 (%2)</source>
        <translation>video encoder: %1 (%2)</translation>
    </message>
    <message>
        <source>the width and height must be even</source>
        <translation>the width and height must be even</translation>
    </message>
    <message>
        <source>this FFmpeg has no %1 encoder</source>
        <translation>this FFmpeg has no %1 encoder</translation>
    </message>
    <message>
        <source>a frame of %1 x %2 pixels in a stream of %3 x %4</source>
        <translation>a frame of %1 x %2 pixels in a stream of %3 x %4</translation>
    </message>
    <message>
        <source>Video export needs pe-visualiser&apos;s video module (%1), which is not installed: reinstall pe-visualiser or export a GIF.</source>
        <translation>Video export needs pe-visualiser&apos;s video module (%1), which is not installed: reinstall pe-visualiser or export a GIF.</translation>
    </message>
    <message>
        <source>The video module %1 cannot be loaded: %2</source>
        <translation>The video module %1 cannot be loaded: %2</translation>
    </message>
</context>
<context>
    <name>AnimationActions</name>
    <message>
        <source>Export a&amp;nimation…</source>
        <translation>Export a&amp;nimation…</translation>
    </message>
    <message>
        <source>Write the frames of a view as GIF, MP4 or WebM</source>
        <translation>Write the frames of a view as GIF, MP4 or WebM</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Export animation</translation>
    </message>
    <message>
        <source>Rendering %1 frames of %2 …</source>
        <translation>Rendering %1 frames of %2 …</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Wrote %1</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written</source>
        <translation>Export cancelled; nothing was written</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <source>Anima&amp;tion</source>
        <translation>Anima&amp;tion</translation>
    </message>
</context>
<context>
    <name>AnimationExport</name>
    <message>
        <source>%1: the file name must end in .gif, .mp4 or .webm</source>
        <translation>%1: the file name must end in .gif, .mp4 or .webm</translation>
    </message>
    <message>
        <source>fps: %1 is not a whole number from %2 to %3 (for %4)</source>
        <translation>fps: %1 is not a whole number from %2 to %3 (for %4)</translation>
    </message>
    <message>
        <source>size: %1x%2 is not WIDTHxHEIGHT with each side from %3 to %4 pixels</source>
        <translation>size: %1x%2 is not WIDTHxHEIGHT with each side from %3 to %4 pixels</translation>
    </message>
    <message>
        <source>size: %1x%2 must have an even width and height for %3</source>
        <translation>size: %1x%2 must have an even width and height for %3</translation>
    </message>
    <message>
        <source>%1 frames from %2 to %3 in steps of %4: at most %5 frames (raise the step or narrow the range)</source>
        <translation>%1 frames from %2 to %3 in steps of %4: at most %5 frames (raise the step or narrow the range)</translation>
    </message>
    <message>
        <source>view: &apos;%1&apos; is not one of %2</source>
        <translation>view: &apos;%1&apos; is not one of %2</translation>
    </message>
    <message>
        <source>view: &apos;%1&apos; does not exist at d = %2</source>
        <translation>view: &apos;%1&apos; does not exist at d = %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <source>cannot build the view %1</source>
        <translation>cannot build the view %1</translation>
    </message>
    <message>
        <source>frame %1: the state refused %2 = %3</source>
        <translation>frame %1: the state refused %2 = %3</translation>
    </message>
    <message>
        <source>frame %1: cannot render %2 at %3x%4 pixels</source>
        <translation>frame %1: cannot render %2 at %3x%4 pixels</translation>
    </message>
    <message>
        <source>cannot write %1: the export has not begun</source>
        <translation>cannot write %1: the export has not begun</translation>
    </message>
    <message>
        <source>only %1 of %2 frames were written</source>
        <translation>only %1 of %2 frames were written</translation>
    </message>
    <message>
        <source>frame %1: %2 = %3 does not fit the other parameters (layout %4, context scaling %5): start the range where it fits</source>
        <translation>frame %1: %2 = %3 does not fit the other parameters (layout %4, context scaling %5): start the range where it fits</translation>
    </message>
</context>
<context>
    <name>AnimationExportDialog</name>
    <message>
        <source>Choose a file.</source>
        <translation>Choose a file.</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s), %1 s at %2 frames per second</source>
        <translation>
            <numerusform>%n frame, %1 s at %2 frames per second</numerusform>
            <numerusform>%n frames, %1 s at %2 frames per second</numerusform>
        </translation>
    </message>
    <message>
        <source>GIF animations (*.gif);;MP4 videos (*.mp4);;WebM videos (*.webm)</source>
        <translation>GIF animations (*.gif);;MP4 videos (*.mp4);;WebM videos (*.webm)</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Export animation</translation>
    </message>
    <message>
        <source>&amp;View:</source>
        <translation>&amp;View:</translation>
    </message>
    <message>
        <source>The view, named as its file in Export all</source>
        <translation>The view, named as its file in Export all</translation>
    </message>
    <message>
        <source>&amp;Animate:</source>
        <translation>&amp;Animate:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;From:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>to</translation>
    </message>
    <message>
        <source>step</source>
        <translation>step</translation>
    </message>
    <message>
        <source>q, p, d: added per frame; base: multiplied per frame</source>
        <translation>q, p, d: added per frame; base: multiplied per frame</translation>
    </message>
    <message>
        <source>Frames per &amp;second:</source>
        <translation>Frames per &amp;second:</translation>
    </message>
    <message>
        <source>1 to 120; GIF at most 50 (its delays are hundredths of a second)</source>
        <translation>1 to 120; GIF at most 50 (its delays are hundredths of a second)</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>Si&amp;ze:</translation>
    </message>
    <message>
        <source>&amp;Caption with the parameters of each frame</source>
        <translation>&amp;Caption with the parameters of each frame</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>F&amp;ormat:</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>F&amp;ile:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Browse…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Export</translation>
    </message>
</context>
<context>
    <name>AttentionFigure</name>
    <message>
        <source>Attention map</source>
        <translation>Attention map</translation>
    </message>
    <message>
        <source>Train a scheme to see where its heads look.</source>
        <translation>Train a scheme to see where its heads look.</translation>
    </message>
    <message>
        <source>%1 cannot run at n = %2: its table has rows for positions 0 to %3 only.</source>
        <translation>%1 cannot run at n = %2: its table has rows for positions 0 to %3 only.</translation>
    </message>
    <message>
        <source>query position</source>
        <translation>query position</translation>
    </message>
    <message>
        <source>key position</source>
        <translation>key position</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>weight</translation>
    </message>
    <message>
        <source>Attention of %1, layer %2, head %3 (%4, n = %5)</source>
        <translation>Attention of %1, layer %2, head %3 (%4, n = %5)</translation>
    </message>
    <message>
        <source>input: %1 · target: %2 · prediction: %3 (%4 of %5 right)</source>
        <translation>input: %1 · target: %2 · prediction: %3 (%4 of %5 right)</translation>
    </message>
    <message>
        <source>S&amp;cheme:</source>
        <translation>S&amp;cheme:</translation>
    </message>
    <message>
        <source>Len&amp;gth n:</source>
        <translation>Len&amp;gth n:</translation>
    </message>
    <message>
        <source>Layer:</source>
        <translation>Layer:</translation>
    </message>
    <message>
        <source>Head:</source>
        <translation>Head:</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>The length of the example whose attention is shown</source>
        <translation>The length of the example whose attention is shown</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>layer</translation>
    </message>
    <message>
        <source>The layer whose attention is shown</source>
        <translation>The layer whose attention is shown</translation>
    </message>
    <message>
        <source>head</source>
        <translation>head</translation>
    </message>
    <message>
        <source>The head whose attention is shown</source>
        <translation>The head whose attention is shown</translation>
    </message>
</context>
<context>
    <name>AttentionState</name>
    <message>
        <source>RoPE rotates pairs of components and needs d &gt;= 2 (d = %1).</source>
        <translation>RoPE rotates pairs of components and needs d &gt;= 2 (d = %1).</translation>
    </message>
    <message>
        <source>The half-split layout pairs component i with i + d/2 and needs an even d (d = %1).</source>
        <translation>The half-split layout pairs component i with i + d/2 and needs an even d (d = %1).</translation>
    </message>
    <message>
        <source>The rotary fraction leaves fewer than two rotated components at d = %1: choose a larger fraction.</source>
        <translation>The rotary fraction leaves fewer than two rotated components at d = %1: choose a larger fraction.</translation>
    </message>
    <message>
        <source>Random projections W_Q, W_K are limited to d &lt;= %1 (d = %2); use the identity.</source>
        <translation>Random projections W_Q, W_K are limited to d &lt;= %1 (d = %2); use the identity.</translation>
    </message>
</context>
<context>
    <name>CheckMode</name>
    <message>
        <source>cannot check %1: not enough memory</source>
        <translation>cannot check %1: not enough memory</translation>
    </message>
    <message>
        <source>cannot check %1: %2</source>
        <translation>cannot check %1: %2</translation>
    </message>
</context>
<context>
    <name>CheckReport</name>
    <message>
        <source>The paper&apos;s encoding</source>
        <translation>The paper&apos;s encoding</translation>
    </message>
    <message>
        <source>Concatenated [sin | cos] halves</source>
        <translation>Concatenated [sin | cos] halves</translation>
    </message>
    <message>
        <source>tensor2tensor&apos;s frequencies and halves</source>
        <translation>tensor2tensor&apos;s frequencies and halves</translation>
    </message>
    <message>
        <source>fairseq&apos;s sinusoidal embedding</source>
        <translation>fairseq&apos;s sinusoidal embedding</translation>
    </message>
    <message>
        <source>Exponent doubled</source>
        <translation>Exponent doubled</translation>
    </message>
    <message>
        <source>Exponent halved</source>
        <translation>Exponent halved</translation>
    </message>
    <message>
        <source>sin and cos swapped</source>
        <translation>sin and cos swapped</translation>
    </message>
    <message>
        <source>Positions counted from 1</source>
        <translation>Positions counted from 1</translation>
    </message>
    <message>
        <source>Another base</source>
        <translation>Another base</translation>
    </message>
    <message>
        <source>Angles taken as degrees</source>
        <translation>Angles taken as degrees</translation>
    </message>
    <message>
        <source>Rounded to float32</source>
        <translation>Rounded to float32</translation>
    </message>
    <message>
        <source>Rounded to bfloat16</source>
        <translation>Rounded to bfloat16</translation>
    </message>
    <message>
        <source>Rounded to float16</source>
        <translation>Rounded to float16</translation>
    </message>
    <message>
        <source>Transposed</source>
        <translation>Transposed</translation>
    </message>
    <message>
        <source>Not a known variant</source>
        <translation>Not a known variant</translation>
    </message>
    <message>
        <source>The matrix is the paper&apos;s positional encoding: PE(p)[2i] = sin(p / B^(2i/d)) and PE(p)[2i+1] = cos(p / B^(2i/d)) at positions 0 to n-1, every value within the rounding of the file&apos;s dtype. Nothing to fix.</source>
        <translation>The matrix is the paper&apos;s positional encoding: PE(p)[2i] = sin(p / B^(2i/d)) and PE(p)[2i+1] = cos(p / B^(2i/d)) at positions 0 to n-1, every value within the rounding of the file&apos;s dtype. Nothing to fix.</translation>
    </message>
    <message>
        <source>The numbers are right but sit in other components: every sin first, then every cos ([sin | cos] halves, as TensorFlow&apos;s tutorial writes them), where the paper interleaves each pair, sin at component 2i and cos at 2i+1. Distances and dot products are the same, but a model or checkpoint that expects one order reads a different vector from the other. Fix: interleave them (pe[:, 0::2] = sin, pe[:, 1::2] = cos), or keep the halves on purpose and say so.</source>
        <translation>The numbers are right but sit in other components: every sin first, then every cos ([sin | cos] halves, as TensorFlow&apos;s tutorial writes them), where the paper interleaves each pair, sin at component 2i and cos at 2i+1. Distances and dot products are the same, but a model or checkpoint that expects one order reads a different vector from the other. Fix: interleave them (pe[:, 0::2] = sin, pe[:, 1::2] = cos), or keep the halves on purpose and say so.</translation>
    </message>
    <message>
        <source>[sin | cos] halves with tensor2tensor&apos;s frequencies B^(-j/(d/2 - 1)) (get_timing_signal_1d; Whisper&apos;s sinusoids) instead of the paper&apos;s 1 / B^(2i/d): the slowest pair turns at exactly 1/B, so every pair&apos;s frequency differs a little from the paper&apos;s. A convention of its own, not a bug, but not the paper&apos;s encoding. Fix, for the paper&apos;s: the denominators B^(2i/d) and interleaved sin and cos.</source>
        <translation>[sin | cos] halves with tensor2tensor&apos;s frequencies B^(-j/(d/2 - 1)) (get_timing_signal_1d; Whisper&apos;s sinusoids) instead of the paper&apos;s 1 / B^(2i/d): the slowest pair turns at exactly 1/B, so every pair&apos;s frequency differs a little from the paper&apos;s. A convention of its own, not a bug, but not the paper&apos;s encoding. Fix, for the paper&apos;s: the denominators B^(2i/d) and interleaved sin and cos.</translation>
    </message>
    <message>
        <source>fairseq&apos;s sinusoidal embedding: tensor2tensor&apos;s frequencies and [sin | cos] halves, the positions starting at padding_idx + 1 and a zero row for the padding index. Fix, for the paper&apos;s: positions from 0, the denominators B^(2i/d), interleaved sin and cos and no zero row.</source>
        <translation>fairseq&apos;s sinusoidal embedding: tensor2tensor&apos;s frequencies and [sin | cos] halves, the positions starting at padding_idx + 1 and a zero row for the padding index. Fix, for the paper&apos;s: positions from 0, the denominators B^(2i/d), interleaved sin and cos and no zero row.</translation>
    </message>
    <message>
        <source>The exponent is doubled: the denominators are B^(4i/d) instead of B^(2i/d), exactly the frequencies of base B², so the slow pairs hardly turn. This is the article&apos;s code: its loop steps i over 0, 2, 4, ... and still writes 2*i. Fix: use the pair&apos;s exponent once, B^(2i/d) for the pair of components 2i and 2i+1.</source>
        <translation>The exponent is doubled: the denominators are B^(4i/d) instead of B^(2i/d), exactly the frequencies of base B², so the slow pairs hardly turn. This is the article&apos;s code: its loop steps i over 0, 2, 4, ... and still writes 2*i. Fix: use the pair&apos;s exponent once, B^(2i/d) for the pair of components 2i and 2i+1.</translation>
    </message>
    <message>
        <source>The exponent is halved: the pair index i is written where 2i belongs, B^(i/d), the frequencies of base √B, so the slow pairs turn too fast. Fix: B^(2i/d) for the pair of components 2i and 2i+1.</source>
        <translation>The exponent is halved: the pair index i is written where 2i belongs, B^(i/d), the frequencies of base √B, so the slow pairs turn too fast. Fix: B^(2i/d) for the pair of components 2i and 2i+1.</translation>
    </message>
    <message>
        <source>sin and cos are swapped: cos at the even components 2i and sin at the odd ones 2i+1, so position 0 starts [1, 0, 1, 0, ...] instead of [0, 1, 0, 1, ...]. Fix: sin at 2i, cos at 2i+1.</source>
        <translation>sin and cos are swapped: cos at the even components 2i and sin at the odd ones 2i+1, so position 0 starts [1, 0, 1, 0, ...] instead of [0, 1, 0, 1, ...]. Fix: sin at 2i, cos at 2i+1.</translation>
    </message>
    <message>
        <source>The angles were taken as degrees: sin(p / B^(2i/d) · π/180) (e.g. np.deg2rad on the angle), so every pair turns about 57 times too slowly. The angle p / B^(2i/d) is already in radians. Fix: drop the conversion.</source>
        <translation>The angles were taken as degrees: sin(p / B^(2i/d) · π/180) (e.g. np.deg2rad on the angle), so every pair turns about 57 times too slowly. The angle p / B^(2i/d) is already in radians. Fix: drop the conversion.</translation>
    </message>
    <message>
        <source>The paper&apos;s encoding rounded to bfloat16 (8 significant bits), then stored with more bits: errors up to a few thousandths, and computed in bfloat16 the positions from 257 on collide with their neighbours. Fix: compute the encoding in float32 or float64 and cast only the result.</source>
        <translation>The paper&apos;s encoding rounded to bfloat16 (8 significant bits), then stored with more bits: errors up to a few thousandths, and computed in bfloat16 the positions from 257 on collide with their neighbours. Fix: compute the encoding in float32 or float64 and cast only the result.</translation>
    </message>
    <message>
        <source>The paper&apos;s encoding rounded to float16 (11 significant bits): errors up to about 1e-3, and computed in float16 the positions from 2049 on collide with their neighbours and 65520 overflows. Fix: compute the encoding in float32 or float64 and cast only the result.</source>
        <translation>The paper&apos;s encoding rounded to float16 (11 significant bits): errors up to about 1e-3, and computed in float16 the positions from 2049 on collide with their neighbours and 65520 overflows. Fix: compute the encoding in float32 or float64 and cast only the result.</translation>
    </message>
    <message>
        <source>The values are right but the matrix is transposed: components as rows and positions as columns. Fix: transpose it (pe.T) so that row p holds PE(p).</source>
        <translation>The values are right but the matrix is transposed: components as rows and positions as columns. Fix: transpose it (pe.T) so that row p holds PE(p).</translation>
    </message>
    <message>
        <source>Shape: %1 positions x %2 components (columns are positions).</source>
        <translation>Shape: %1 positions x %2 components (columns are positions).</translation>
    </message>
    <message>
        <source>Shape: %1 positions x %2 components (rows are positions).</source>
        <translation>Shape: %1 positions x %2 components (rows are positions).</translation>
    </message>
    <message>
        <source>Stored as %1; every value is a %2 value.</source>
        <translation>Stored as %1; every value is a %2 value.</translation>
    </message>
    <message>
        <source>Largest absolute residual against the reference (base %1): %2</source>
        <translation>Largest absolute residual against the reference (base %1): %2</translation>
    </message>
    <message>
        <source>Row %1 equals row %2: the positions collided in %3.</source>
        <translation>Row %1 equals row %2: the positions collided in %3.</translation>
    </message>
    <message>
        <source>Row %1 is all zeros: fairseq&apos;s padding row.</source>
        <translation>Row %1 is all zeros: fairseq&apos;s padding row.</translation>
    </message>
    <message>
        <source>far from every known variant (over 1000 times the tolerance)</source>
        <translation>far from every known variant (over 1000 times the tolerance)</translation>
    </message>
    <message>
        <source>%1 times the tolerance</source>
        <translation>%1 times the tolerance</translation>
    </message>
    <message>
        <source>Scaled by a factor</source>
        <translation>Scaled by a factor</translation>
    </message>
    <message>
        <source>Positions counted down</source>
        <translation>Positions counted down</translation>
    </message>
    <message>
        <source>Too few digits to decide</source>
        <translation>Too few digits to decide</translation>
    </message>
    <message>
        <source>The positions do not start at 0: the first row is not PE(0) = [0, 1, 0, 1, ...] (the line &quot;positions:&quot; says where they start), so every slot is shifted. Look at the line that makes the positions, e.g. np.arange(1, n + 1) or torch.arange(1, n + 1). Fix: positions 0 to n-1 (np.arange(n)).</source>
        <translation>The positions do not start at 0: the first row is not PE(0) = [0, 1, 0, 1, ...] (the line &quot;positions:&quot; says where they start), so every slot is shifted. Look at the line that makes the positions, e.g. np.arange(1, n + 1) or torch.arange(1, n + 1). Fix: positions 0 to n-1 (np.arange(n)).</translation>
    </message>
    <message>
        <source>The paper&apos;s encoding computed in float32, but two neighbouring positions became identical: float32 holds every integer only up to 2^24, so from position 16777217 on the positions are rounded and collide (the row named below). Fix: make the positions in float64 (torch.arange(n, dtype=torch.float64)) or compute the angle from an integer position in float64, then cast the result.</source>
        <translation>The paper&apos;s encoding computed in float32, but two neighbouring positions became identical: float32 holds every integer only up to 2^24, so from position 16777217 on the positions are rounded and collide (the row named below). Fix: make the positions in float64 (torch.arange(n, dtype=torch.float64)) or compute the angle from an integer position in float64, then cast the result.</translation>
    </message>
    <message>
        <source>The sines and cosines are right but every value is multiplied by the same factor (the line &quot;amplitude:&quot; gives it; some libraries multiply by d^-1/2 or by √d). sin² + cos² of each pair is then that factor squared instead of 1. Look for a multiplication after the sin and cos are written (pe * scale, pe / math.sqrt(d)). Fix: drop it, or keep it on purpose and apply it where the encoding is added.</source>
        <translation>The sines and cosines are right but every value is multiplied by the same factor (the line &quot;amplitude:&quot; gives it; some libraries multiply by d^-1/2 or by √d). sin² + cos² of each pair is then that factor squared instead of 1. Look for a multiplication after the sin and cos are written (pe * scale, pe / math.sqrt(d)). Fix: drop it, or keep it on purpose and apply it where the encoding is added.</translation>
    </message>
    <message>
        <source>The rows count the positions down: the first row holds the last position and the last row PE(0) (the line &quot;positions:&quot; gives the range), as relative-attention code writes torch.arange(n - 1, -1, -1). Every value is right for its position, but row p does not hold PE(p). Fix: positions ascending (np.arange(n)), or flip the rows (pe[::-1]).</source>
        <translation>The rows count the positions down: the first row holds the last position and the last row PE(0) (the line &quot;positions:&quot; gives the range), as relative-attention code writes torch.arange(n - 1, -1, -1). Every value is right for its position, but row p does not hold PE(p). Fix: positions ascending (np.arange(n)), or flip the rows (pe[::-1]).</translation>
    </message>
    <message>
        <source>The file&apos;s numbers are printed with too few digits to decide: within their rounding they fit the paper&apos;s encoding, but also a variant near it (named below). Nothing may be wrong, but the check cannot tell. Save the matrix again with more digits (np.savetxt&apos;s default, or fmt=&apos;%.6f&apos;; the line below says how many are enough) or as .npy (np.save), and check it again.</source>
        <translation>The file&apos;s numbers are printed with too few digits to decide: within their rounding they fit the paper&apos;s encoding, but also a variant near it (named below). Nothing may be wrong, but the check cannot tell. Save the matrix again with more digits (np.savetxt&apos;s default, or fmt=&apos;%.6f&apos;; the line below says how many are enough) or as .npy (np.save), and check it again.</translation>
    </message>
    <message>
        <source>Neither the paper&apos;s encoding nor any known variant, alone or two at once, fits within the rounding of the file. The lines below give what could be estimated from the matrix (layout, positions, amplitude, base, angles) and where the residual against that estimate is largest: start there. Compare the first rows with PE(0) = [0, 1, 0, 1, ...] and PE(1) computed by hand.</source>
        <translation>Neither the paper&apos;s encoding nor any known variant, alone or two at once, fits within the rounding of the file. The lines below give what could be estimated from the matrix (layout, positions, amplitude, base, angles) and where the residual against that estimate is largest: start there. Compare the first rows with PE(0) = [0, 1, 0, 1, ...] and PE(1) computed by hand.</translation>
    </message>
    <message>
        <source>fairseq&apos;s sinusoidal embedding table: tensor2tensor&apos;s frequencies and [sin | cos] halves, and row %1 all zeros for the padding index.</source>
        <translation>fairseq&apos;s sinusoidal embedding table: tensor2tensor&apos;s frequencies and [sin | cos] halves, and row %1 all zeros for the padding index.</translation>
    </message>
    <message>
        <source>fairseq&apos;s sinusoidal embedding for a sequence: tensor2tensor&apos;s frequencies and [sin | cos] halves, the positions starting at padding_idx + 1 = %1.</source>
        <translation>fairseq&apos;s sinusoidal embedding for a sequence: tensor2tensor&apos;s frequencies and [sin | cos] halves, the positions starting at padding_idx + 1 = %1.</translation>
    </message>
    <message>
        <source>With an odd d the last column is zero (fairseq pads it).</source>
        <translation>With an odd d the last column is zero (fairseq pads it).</translation>
    </message>
    <message>
        <source>estimates: none (the columns do not pair into sines and cosines)</source>
        <translation>estimates: none (the columns do not pair into sines and cosines)</translation>
    </message>
    <message>
        <source>layout: interleaved (sin at 2i, cos at 2i+1)</source>
        <translation>layout: interleaved (sin at 2i, cos at 2i+1)</translation>
    </message>
    <message>
        <source>layout: halves [sin | cos], tensor2tensor&apos;s frequencies B^(-i/(d/2 - 1))</source>
        <translation>layout: halves [sin | cos], tensor2tensor&apos;s frequencies B^(-i/(d/2 - 1))</translation>
    </message>
    <message>
        <source>layout: halves [sin | cos], the paper&apos;s frequencies</source>
        <translation>layout: halves [sin | cos], the paper&apos;s frequencies</translation>
    </message>
    <message>
        <source>sin and cos: swapped (cos where the sin belongs)</source>
        <translation>sin and cos: swapped (cos where the sin belongs)</translation>
    </message>
    <message>
        <source>positions: %1 down to %2</source>
        <translation>positions: %1 down to %2</translation>
    </message>
    <message>
        <source>positions: %1 to %2</source>
        <translation>positions: %1 to %2</translation>
    </message>
    <message>
        <source>zero row: %1</source>
        <translation>zero row: %1</translation>
    </message>
    <message>
        <source>amplitude: %1</source>
        <translation>amplitude: %1</translation>
    </message>
    <message>
        <source>base: %1</source>
        <translation>base: %1</translation>
    </message>
    <message>
        <source>angles: degrees (multiplied by π/180)</source>
        <translation>angles: degrees (multiplied by π/180)</translation>
    </message>
    <message>
        <source>angles: multiplied by %1</source>
        <translation>angles: multiplied by %1</translation>
    </message>
    <message>
        <source>angles: radians</source>
        <translation>angles: radians</translation>
    </message>
    <message>
        <source>dtype: %1</source>
        <translation>dtype: %1</translation>
    </message>
    <message>
        <source>orientation: columns are positions</source>
        <translation>orientation: columns are positions</translation>
    </message>
    <message>
        <source>orientation: rows are positions</source>
        <translation>orientation: rows are positions</translation>
    </message>
    <message>
        <source>differences: %1 at once</source>
        <translation>differences: %1 at once</translation>
    </message>
    <message>
        <source>residual against the model of these estimates: %1, within the file&apos;s rounding</source>
        <translation>residual against the model of these estimates: %1, within the file&apos;s rounding</translation>
    </message>
    <message>
        <source>residual against the model of these estimates: %1, largest at position %2, component %3</source>
        <translation>residual against the model of these estimates: %1, largest at position %2, component %3</translation>
    </message>
    <message>
        <source>residual against the model of these estimates: %1</source>
        <translation>residual against the model of these estimates: %1</translation>
    </message>
    <message>
        <source>Matches the paper&apos;s encoding within %1&apos;s rounding: the largest error is %2, at position %3, component %4 (this app&apos;s own %1 computation shows up to %5 at these positions).</source>
        <translation>Matches the paper&apos;s encoding within %1&apos;s rounding: the largest error is %2, at position %3, component %4 (this app&apos;s own %1 computation shows up to %5 at these positions).</translation>
    </message>
    <message>
        <source>Printed with %1 significant digits at most, the numbers cannot tell the paper&apos;s encoding from %2 (%3); %4 decimals or more would decide.</source>
        <translation>Printed with %1 significant digits at most, the numbers cannot tell the paper&apos;s encoding from %2 (%3); %4 decimals or more would decide.</translation>
    </message>
    <message>
        <source>Nearest variant: %1 (%2); its largest residual is %3.</source>
        <translation>Nearest variant: %1 (%2); its largest residual is %3.</translation>
    </message>
    <message>
        <source>largest residual against the reference: at position %1, component %2</source>
        <translation>largest residual against the reference: at position %1, component %2</translation>
    </message>
    <message>
        <source>Printed with %1 significant digits at most, the numbers are too coarse to tell the paper&apos;s encoding from its near neighbours (a base a few percent off, an amplitude of 0.99, a bfloat16 computation); %2 decimals or more would decide.</source>
        <translation>Printed with %1 significant digits at most, the numbers are too coarse to tell the paper&apos;s encoding from its near neighbours (a base a few percent off, an amplitude of 0.99, a bfloat16 computation); %2 decimals or more would decide.</translation>
    </message>
    <message>
        <source>A second difference at the same time: %1 (the lines below give its size).</source>
        <translation>A second difference at the same time: %1 (the lines below give its size).</translation>
    </message>
    <message>
        <source>Interleaved sin and cos as in the paper, but with another base: the line &quot;base:&quot; gives the base estimated from the slowest pair. Every denominator base^(2i/d) differs, so every pair but the first turns at another speed. Fix: use the base you meant (the paper&apos;s is 10000), or, if that base is what you meant, check the file again against it (--base on the command line, Base in the parameters of the app).</source>
        <translation>Interleaved sin and cos as in the paper, but with another base: the line &quot;base:&quot; gives the base estimated from the slowest pair. Every denominator base^(2i/d) differs, so every pair but the first turns at another speed. Fix: use the base you meant (the paper&apos;s is 10000), or, if that base is what you meant, check the file again against it (--base on the command line, Base in the parameters of the app).</translation>
    </message>
    <message>
        <source>The values are %1, but the positions or the angles p·ω were rounded to %2 (%3 significant bits) before the sin and cos: look at the line that makes the positions (torch.arange(n, dtype=torch.%2)) and at an autocast or .half() around the angle. The rotation identity PE(p + 1) = M(1) PE(p) then breaks: first between positions %4 and %5 (pair %6), by %7, where %1&apos;s rounding allows %8. Fix: make the positions and the angles in float32 or float64 and cast only the result.</source>
        <translation>The values are %1, but the positions or the angles p·ω were rounded to %2 (%3 significant bits) before the sin and cos: look at the line that makes the positions (torch.arange(n, dtype=torch.%2)) and at an autocast or .half() around the angle. The rotation identity PE(p + 1) = M(1) PE(p) then breaks: first between positions %4 and %5 (pair %6), by %7, where %1&apos;s rounding allows %8. Fix: make the positions and the angles in float32 or float64 and cast only the result.</translation>
    </message>
    <message>
        <source>The paper&apos;s encoding, rounded once to %1 (%2 significant bits): every value is within half a %1 step of PE (the largest error is %3). The formula is right; the rounding is all %1 can hold. If %1 is what you want, nothing to fix; otherwise keep the wider result and drop the cast (%4).</source>
        <translation>The paper&apos;s encoding, rounded once to %1 (%2 significant bits): every value is within half a %1 step of PE (the largest error is %3). The formula is right; the rounding is all %1 can hold. If %1 is what you want, nothing to fix; otherwise keep the wider result and drop the cast (%4).</translation>
    </message>
    <message>
        <source>The paper&apos;s encoding computed in %1 (%2 significant bits): the positions, the frequencies and the angles p·ω are rounded too, so the error grows with the position: the largest is %3, at position %4 (this app&apos;s own %1 computation shows up to %5 at these positions). Look at the dtype of the tensors the encoding is made from (torch.arange(n, dtype=torch.%1), %6 before the sin). Fix: compute it in float32 or float64 and cast only the result to %1.</source>
        <translation>The paper&apos;s encoding computed in %1 (%2 significant bits): the positions, the frequencies and the angles p·ω are rounded too, so the error grows with the position: the largest is %3, at position %4 (this app&apos;s own %1 computation shows up to %5 at these positions). Look at the dtype of the tensors the encoding is made from (torch.arange(n, dtype=torch.%1), %6 before the sin). Fix: compute it in float32 or float64 and cast only the result to %1.</translation>
    </message>
    <message>
        <source>Rows %1 and %2 are identical: %3 holds every integer only up to %4, so the positions %1 and %2 became the same number.</source>
        <translation>Rows %1 and %2 are identical: %3 holds every integer only up to %4, so the positions %1 and %2 became the same number.</translation>
    </message>
    <message>
        <source>printed as text</source>
        <translation>printed as text</translation>
    </message>
    <message>
        <source>stored as %1</source>
        <translation>stored as %1</translation>
    </message>
    <message>
        <source>The matrix is the paper&apos;s positional encoding: PE(p)[2i] = sin(p / B^(2i/d)) and PE(p)[2i+1] = cos(p / B^(2i/d)) at positions 0 to n-1, computed in %1 and %2: every value is within %1&apos;s rounding, which is information, not a mistake.</source>
        <translation>The matrix is the paper&apos;s positional encoding: PE(p)[2i] = sin(p / B^(2i/d)) and PE(p)[2i+1] = cos(p / B^(2i/d)) at positions 0 to n-1, computed in %1 and %2: every value is within %1&apos;s rounding, which is information, not a mistake.</translation>
    </message>
    <message>
        <source>But the matrix is transposed: components as rows and positions as columns. Fix: transpose it (pe.T) so that row p holds PE(p).</source>
        <translation>But the matrix is transposed: components as rows and positions as columns. Fix: transpose it (pe.T) so that row p holds PE(p).</translation>
    </message>
    <message>
        <source>Nothing to fix.</source>
        <translation>Nothing to fix.</translation>
    </message>
    <message>
        <source>[sin | cos] halves with tensor2tensor&apos;s frequencies B^(-j/(d/2 - 1)) (get_timing_signal_1d; Whisper&apos;s sinusoids) instead of the paper&apos;s 1 / B^(2i/d): the slowest pair turns at exactly 1/B, so every pair&apos;s frequency differs a little from the paper&apos;s. A convention of its own, not a bug, but not the paper&apos;s encoding. Fix, for the paper&apos;s: log_timescale_increment = log(B) / (num_timescales - 1) becomes log(B) / num_timescales, and sin and cos interleaved instead of concatenated.</source>
        <translation>[sin | cos] halves with tensor2tensor&apos;s frequencies B^(-j/(d/2 - 1)) (get_timing_signal_1d; Whisper&apos;s sinusoids) instead of the paper&apos;s 1 / B^(2i/d): the slowest pair turns at exactly 1/B, so every pair&apos;s frequency differs a little from the paper&apos;s. A convention of its own, not a bug, but not the paper&apos;s encoding. Fix, for the paper&apos;s: log_timescale_increment = log(B) / (num_timescales - 1) becomes log(B) / num_timescales, and sin and cos interleaved instead of concatenated.</translation>
    </message>
    <message>
        <source>With an odd d the last column is zero (tensor2tensor pads it); the paper&apos;s encoding puts a sin there.</source>
        <translation>With an odd d the last column is zero (tensor2tensor pads it); the paper&apos;s encoding puts a sin there.</translation>
    </message>
    <message>
        <source>The file&apos;s numbers are printed with too few digits to decide: within their rounding they fit the paper&apos;s encoding, but also its near neighbours (a base a few percent off, an amplitude of 0.99, a bfloat16 computation). Nothing may be wrong, but the check cannot tell. Save the matrix again with more digits (np.savetxt&apos;s default, or fmt=&apos;%.6f&apos;; the line below says how many are enough) or as .npy (np.save), and check it again.</source>
        <translation>The file&apos;s numbers are printed with too few digits to decide: within their rounding they fit the paper&apos;s encoding, but also its near neighbours (a base a few percent off, an amplitude of 0.99, a bfloat16 computation). Nothing may be wrong, but the check cannot tell. Save the matrix again with more digits (np.savetxt&apos;s default, or fmt=&apos;%.6f&apos;; the line below says how many are enough) or as .npy (np.save), and check it again.</translation>
    </message>
    <message>
        <source>The matrix is a sinusoidal encoding described within the file&apos;s rounding by the lines below, but its angles are multiplied by %1: every angle is %1 times p / B^(2i/d), as if the positions stepped by %1 (np.arange(0, %1 * n, %1)) or a factor stood before position * div_term. No known variant does this. Fix: positions 0, 1, 2, ... and no factor on the angle.</source>
        <translation>The matrix is a sinusoidal encoding described within the file&apos;s rounding by the lines below, but its angles are multiplied by %1: every angle is %1 times p / B^(2i/d), as if the positions stepped by %1 (np.arange(0, %1 * n, %1)) or a factor stood before position * div_term. No known variant does this. Fix: positions 0, 1, 2, ... and no factor on the angle.</translation>
    </message>
    <message>
        <source>Neither the paper&apos;s encoding nor any known variant, alone or two at once, fits within the rounding of the file. The conventions estimated from the matrix (the lines below: layout, positions, amplitude, base, angles) still leave a residual of %1, largest at position %2, component %3: start there. Compare the first rows with PE(0) = [0, 1, 0, 1, ...] and PE(1) computed by hand.</source>
        <translation>Neither the paper&apos;s encoding nor any known variant, alone or two at once, fits within the rounding of the file. The conventions estimated from the matrix (the lines below: layout, positions, amplitude, base, angles) still leave a residual of %1, largest at position %2, component %3: start there. Compare the first rows with PE(0) = [0, 1, 0, 1, ...] and PE(1) computed by hand.</translation>
    </message>
    <message>
        <source>Neither the paper&apos;s encoding nor any known variant fits, and no convention could be estimated: the columns do not pair into sines and cosines (sin² + cos² is not 1), so the matrix may not hold a sinusoidal encoding at all (random values, a learned embedding, another function). Its residual against the paper&apos;s encoding is largest at position %1, component %2: start there, and compare the first rows with PE(0) = [0, 1, 0, 1, ...] and PE(1) computed by hand.</source>
        <translation>Neither the paper&apos;s encoding nor any known variant fits, and no convention could be estimated: the columns do not pair into sines and cosines (sin² + cos² is not 1), so the matrix may not hold a sinusoidal encoding at all (random values, a learned embedding, another function). Its residual against the paper&apos;s encoding is largest at position %1, component %2: start there, and compare the first rows with PE(0) = [0, 1, 0, 1, ...] and PE(1) computed by hand.</translation>
    </message>
    <message>
        <source>Fix, for the paper&apos;s encoding: get_embedding&apos;s emb = math.log(10000) / (half_dim - 1) becomes math.log(10000) / half_dim, sin and cos interleaved, and no zero row.</source>
        <translation>Fix, for the paper&apos;s encoding: get_embedding&apos;s emb = math.log(10000) / (half_dim - 1) becomes math.log(10000) / half_dim, sin and cos interleaved, and no zero row.</translation>
    </message>
    <message>
        <source>Fix, for the paper&apos;s encoding: get_embedding&apos;s emb = math.log(10000) / (half_dim - 1) becomes math.log(10000) / half_dim, sin and cos interleaved, and positions from 0 (make_positions counts from padding_idx + 1).</source>
        <translation>Fix, for the paper&apos;s encoding: get_embedding&apos;s emb = math.log(10000) / (half_dim - 1) becomes math.log(10000) / half_dim, sin and cos interleaved, and positions from 0 (make_positions counts from padding_idx + 1).</translation>
    </message>
    <message>
        <source>The paper&apos;s encoding puts a sin in the last column.</source>
        <translation>The paper&apos;s encoding puts a sin in the last column.</translation>
    </message>
    <message>
        <source>Rotation identity PE(p + 1) = M(1) PE(p): broken first between positions %1 and %2 (pair %3) by %4; %5&apos;s rounding allows %6.</source>
        <translation>Rotation identity PE(p + 1) = M(1) PE(p): broken first between positions %1 and %2 (pair %3) by %4; %5&apos;s rounding allows %6.</translation>
    </message>
    <message>
        <source>Printed as text, up to %1 significant digits; every value is a %2 value.</source>
        <translation>Printed as text, up to %1 significant digits; every value is a %2 value.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Positions shifted</source>
        <translation>Positions shifted</translation>
    </message>
    <message>
        <source>The positions do not start at 0 (nor at 1): the first row is PE(p0) for the p0 the line &quot;positions:&quot; gives, not PE(0) = [0, 1, 0, 1, ...], so every slot is shifted by p0, as when a slice of a longer table was saved (pe[p0:p0 + n]) or an offset was added to the positions. Fix: positions 0 to n-1 (np.arange(n)), or save the whole table from position 0.</source>
        <translation>The positions do not start at 0 (nor at 1): the first row is PE(p0) for the p0 the line &quot;positions:&quot; gives, not PE(0) = [0, 1, 0, 1, ...], so every slot is shifted by p0, as when a slice of a longer table was saved (pe[p0:p0 + n]) or an offset was added to the positions. Fix: positions 0 to n-1 (np.arange(n)), or save the whole table from position 0.</translation>
    </message>
    <message numerus="yes">
        <source>Nearest variant: %1 (%2); every value matches it but the %n below.</source>
        <translation>
            <numerusform>Nearest variant: %1 (%2); every value matches it but the %n value below.</numerusform>
            <numerusform>Nearest variant: %1 (%2); every value matches it but the %n below.</numerusform>
        </translation>
    </message>
    <message>
        <source>Value at position %1, component %2: %3, where PE has %4.</source>
        <translation>Value at position %1, component %2: %3, where PE has %4.</translation>
    </message>
    <message>
        <source>… and %1 more such values.</source>
        <translation>… and %1 more such values.</translation>
    </message>
    <message numerus="yes">
        <source>The matrix is the paper&apos;s encoding but for %n value(s) that no computation of it gives, in any dtype (listed below): a value beyond the range of sin and cos, a position 0 that is not [0, 1, 0, 1, ...], or values far off in a file whose other values all match it within %1&apos;s rounding (a computation in a narrower dtype is off in many places, not in a few). Look at how those values were written: an edit, a second computation, a copy over part of the matrix.</source>
        <translation>
            <numerusform>The matrix is the paper&apos;s encoding but for %n value that no computation of it gives, in any dtype (listed below): a value beyond the range of sin and cos, a position 0 that is not [0, 1, 0, 1, ...], or values far off in a file whose other values all match it within %1&apos;s rounding (a computation in a narrower dtype is off in many places, not in a few). Look at how those values were written: an edit, a second computation, a copy over part of the matrix.</numerusform>
            <numerusform>The matrix is the paper&apos;s encoding but for %n values that no computation of it gives, in any dtype (listed below): a value beyond the range of sin and cos, a position 0 that is not [0, 1, 0, 1, ...], or values far off in a file whose other values all match it within %1&apos;s rounding (a computation in a narrower dtype is off in many places, not in a few). Look at how those values were written: an edit, a second computation, a copy over part of the matrix.</numerusform>
        </translation>
    </message>
    <message>
        <source>Largest absolute residual against the named variant, %1: %2</source>
        <translation>Largest absolute residual against the named variant, %1: %2</translation>
    </message>
    <message>
        <source>… and %1 more such values, each nearer to PE than those above.</source>
        <translation>… and %1 more such values, each nearer to PE than those above.</translation>
    </message>
</context>
<context>
    <name>CheckerView</name>
    <message>
        <source>Check an implementation</source>
        <translation>Check an implementation</translation>
    </message>
    <message>
        <source>Matrices saved by NumPy (*.npy *.csv *.txt *.tsv);;All files (*)</source>
        <translation>Matrices saved by NumPy (*.npy *.csv *.txt *.tsv);;All files (*)</translation>
    </message>
    <message>
        <source>Checking %1 …</source>
        <translation>Checking %1 …</translation>
    </message>
    <message>
        <source>Chec&amp;k a file…</source>
        <translation>Chec&amp;k a file…</translation>
    </message>
    <message>
        <source>Open a matrix saved by NumPy (.npy, or text from np.savetxt or a CSV file) and compare it with the paper&apos;s encoding; you can also drop a file on this view</source>
        <translation>Open a matrix saved by NumPy (.npy, or text from np.savetxt or a CSV file) and compare it with the paper&apos;s encoding; you can also drop a file on this view</translation>
    </message>
    <message>
        <source>Rows are positions and columns components (or the transpose). The checker infers n and d, compares the matrix with PE (the paper&apos;s interleaved encoding, base %1, positions 0 to n − 1) and names the nearest known mistake.</source>
        <translation>Rows are positions and columns components (or the transpose). The checker infers n and d, compares the matrix with PE (the paper&apos;s interleaved encoding, base %1, positions 0 to n − 1) and names the nearest known mistake.</translation>
    </message>
    <message>
        <source>Example (no file checked yet): the article&apos;s code, which steps i by 2 and still writes 2*i, at positions 0 to %1, d = %2</source>
        <translation>Example (no file checked yet): the article&apos;s code, which steps i by 2 and still writes 2*i, at positions 0 to %1, d = %2</translation>
    </message>
    <message>
        <source>Cannot check %1: %2</source>
        <translation>Cannot check %1: %2</translation>
    </message>
    <message>
        <source>Example: %1</source>
        <translation>Example: %1</translation>
    </message>
    <message>
        <source>The file: %1 × %2 values (every few rows and columns shown)</source>
        <translation>The file: %1 × %2 values (every few rows and columns shown)</translation>
    </message>
    <message>
        <source>The file: %1 × %2 values</source>
        <translation>The file: %1 × %2 values</translation>
    </message>
    <message>
        <source>row</source>
        <translation>row</translation>
    </message>
    <message>
        <source>column</source>
        <translation>column</translation>
    </message>
    <message>
        <source>Residual x − PE (%1 positions × %2 components), largest %3</source>
        <translation>Residual x − PE (%1 positions × %2 components), largest %3</translation>
    </message>
    <message>
        <source>position p</source>
        <translation>position p</translation>
    </message>
    <message>
        <source>component j</source>
        <translation>component j</translation>
    </message>
    <message>
        <source>not enough memory</source>
        <translation>not enough memory</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Stop checking this file</source>
        <translation>Stop checking this file</translation>
    </message>
    <message>
        <source>the check was cancelled</source>
        <translation>the check was cancelled</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>Verdict: %1</translation>
    </message>
</context>
<context>
    <name>ClassActions</name>
    <message>
        <source>The class session could not start</source>
        <translation>The class session could not start</translation>
    </message>
    <message>
        <source>Let the &amp;class answer</source>
        <translation>Let the &amp;class answer</translation>
    </message>
    <message>
        <source>Start a class session: phones on this network vote on the step&apos;s question</source>
        <translation>Start a class session: phones on this network vote on the step&apos;s question</translation>
    </message>
    <message>
        <source>The class answers</source>
        <translation>The class answers</translation>
    </message>
    <message>
        <source>Show &amp;join screen</source>
        <translation>Show &amp;join screen</translation>
    </message>
    <message>
        <source>The QR code and the join code as large as the view</source>
        <translation>The QR code and the join code as large as the view</translation>
    </message>
</context>
<context>
    <name>ClassPanel</name>
    <message>
        <source>This question cannot be asked of the class (its choices or ranges are not valid).</source>
        <translation>This question cannot be asked of the class (its choices or ranges are not valid).</translation>
    </message>
    <message>
        <source>No class session is running: there are no votes to export.</source>
        <translation>No class session is running: there are no votes to export.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <source>Export the class&apos;s votes</source>
        <translation>Export the class&apos;s votes</translation>
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
        <source>QR code of %1</source>
        <translation>QR code of %1</translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) joined</source>
        <translation>
            <numerusform>%n phone joined</numerusform>
            <numerusform>%n phones joined</numerusform>
        </translation>
    </message>
    <message>
        <source>The class session is not running.</source>
        <translation>The class session is not running.</translation>
    </message>
    <message>
        <source>Press Ask to send this question to the phones.</source>
        <translation>Press Ask to send this question to the phones.</translation>
    </message>
    <message>
        <source>This step has no question for the class. Go to a step with a question.</source>
        <translation>This step has no question for the class. Go to a step with a question.</translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s) so far. Close the vote when the class has answered.</source>
        <translation>
            <numerusform>%n vote so far. Close the vote when the class has answered.</numerusform>
            <numerusform>%n votes so far. Close the vote when the class has answered.</numerusform>
        </translation>
    </message>
    <message>
        <source>The vote is closed. Discuss, or reveal the answer.</source>
        <translation>The vote is closed. Discuss, or reveal the answer.</translation>
    </message>
    <message>
        <source>The second vote is closed: before and after the discussion.</source>
        <translation>The second vote is closed: before and after the discussion.</translation>
    </message>
    <message>
        <source>Discuss with your neighbour, then vote again.</source>
        <translation>Discuss with your neighbour, then vote again.</translation>
    </message>
    <message numerus="yes">
        <source>Second vote: %n vote(s) so far. Close it when the class has answered.</source>
        <translation>
            <numerusform>Second vote: %n vote so far. Close it when the class has answered.</numerusform>
            <numerusform>Second vote: %n votes so far. Close it when the class has answered.</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer is revealed in the lesson.</source>
        <translation>The answer is revealed in the lesson.</translation>
    </message>
    <message>
        <source>No network: connect this computer to the classroom Wi-Fi or start a hotspot, then stop and start the class session again.</source>
        <translation>No network: connect this computer to the classroom Wi-Fi or start a hotspot, then stop and start the class session again.</translation>
    </message>
    <message>
        <source>The network the phones are on</source>
        <translation>The network the phones are on</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Join code</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>Ask</translation>
    </message>
    <message>
        <source>Send the step&apos;s question to the phones</source>
        <translation>Send the step&apos;s question to the phones</translation>
    </message>
    <message>
        <source>Close the vote</source>
        <translation>Close the vote</translation>
    </message>
    <message>
        <source>Discuss with your neighbour</source>
        <translation>Discuss with your neighbour</translation>
    </message>
    <message>
        <source>Vote again</source>
        <translation>Vote again</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Reveal</translation>
    </message>
    <message>
        <source>Reveal the answer in the lesson and on the phones</source>
        <translation>Reveal the answer in the lesson and on the phones</translation>
    </message>
    <message>
        <source>Export votes…</source>
        <translation>Export votes…</translation>
    </message>
    <message>
        <source>Save the votes of this question as a CSV file</source>
        <translation>Save the votes of this question as a CSV file</translation>
    </message>
    <message numerus="yes">
        <source>Before: %n vote(s)</source>
        <translation>
            <numerusform>Before: %n vote</numerusform>
            <numerusform>Before: %n votes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After: %n vote(s)</source>
        <translation>
            <numerusform>After: %n vote</numerusform>
            <numerusform>After: %n votes</numerusform>
        </translation>
    </message>
    <message>
        <source>Ready to ask the class</source>
        <translation>Ready to ask the class</translation>
    </message>
    <message>
        <source>No question in this step</source>
        <translation>No question in this step</translation>
    </message>
    <message numerus="yes">
        <source>Voting: %n vote(s)</source>
        <translation>
            <numerusform>Voting: %n vote</numerusform>
            <numerusform>Voting: %n votes</numerusform>
        </translation>
    </message>
    <message>
        <source>The vote is closed</source>
        <translation>The vote is closed</translation>
    </message>
    <message>
        <source>Before and after</source>
        <translation>Before and after</translation>
    </message>
    <message numerus="yes">
        <source>Second vote: %n vote(s)</source>
        <translation>
            <numerusform>Second vote: %n vote</numerusform>
            <numerusform>Second vote: %n votes</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer is revealed</source>
        <translation>The answer is revealed</translation>
    </message>
    <message>
        <source>Join screen</source>
        <translation>Join screen</translation>
    </message>
    <message>
        <source>Hide join screen</source>
        <translation>Hide join screen</translation>
    </message>
    <message>
        <source>Show join screen</source>
        <translation>Show join screen</translation>
    </message>
    <message>
        <source>The QR code and the join code as large as the view (J); Esc returns</source>
        <translation>The QR code and the join code as large as the view (J); Esc returns</translation>
    </message>
    <message>
        <source>End the class session</source>
        <translation>End the class session</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>--dim: &apos;%1&apos; is not a whole number from 1 to 8192</source>
        <translation>--dim: &apos;%1&apos; is not a whole number from 1 to 8192</translation>
    </message>
    <message>
        <source>--base: &apos;%1&apos; is not a finite number greater than 1</source>
        <translation>--base: &apos;%1&apos; is not a finite number greater than 1</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a whole number from 0 to 2147483647</source>
        <translation>%1: &apos;%2&apos; is not a whole number from 0 to 2147483647</translation>
    </message>
    <message>
        <source>Teaches the Transformer&apos;s sinusoidal positional encoding PE(p)[2i] = sin(p / base^(2i/d)), PE(p)[2i+1] = cos(p / base^(2i/d)).</source>
        <translation>Teaches the Transformer&apos;s sinusoidal positional encoding PE(p)[2i] = sin(p / base^(2i/d)), PE(p)[2i+1] = cos(p / base^(2i/d)).</translation>
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
        <source>WxH</source>
        <translation>WxH</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos; (see --help)</source>
        <translation>unexpected argument &apos;%1&apos; (see --help)</translation>
    </message>
    <message>
        <source>--encoding: &apos;%1&apos; is neither on nor off</source>
        <translation>--encoding: &apos;%1&apos; is neither on nor off</translation>
    </message>
    <message>
        <source>--lang: &apos;%1&apos; is neither zh_CN nor en</source>
        <translation>--lang: &apos;%1&apos; is neither zh_CN nor en</translation>
    </message>
    <message>
        <source>--export: the folder name is empty</source>
        <translation>--export: the folder name is empty</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a whole number from 1 to 2147483647</source>
        <translation>%1: &apos;%2&apos; is not a whole number from 1 to 2147483647</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a finite number greater than 0</source>
        <translation>%1: &apos;%2&apos; is not a finite number greater than 0</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a finite number &gt;= 0</source>
        <translation>%1: &apos;%2&apos; is not a finite number &gt;= 0</translation>
    </message>
    <message>
        <source>--rotary-fraction: &apos;%1&apos; is not a number in (0, 1]</source>
        <translation>--rotary-fraction: &apos;%1&apos; is not a number in (0, 1]</translation>
    </message>
    <message>
        <source>--vector: more than 8192 numbers</source>
        <translation>--vector: more than 8192 numbers</translation>
    </message>
    <message>
        <source>--vector: &apos;%1&apos; (number %2) is not a number</source>
        <translation>--vector: &apos;%1&apos; (number %2) is not a number</translation>
    </message>
    <message>
        <source>--vector: number %1 (&apos;%2&apos;) is not finite</source>
        <translation>--vector: number %1 (&apos;%2&apos;) is not finite</translation>
    </message>
    <message>
        <source> or </source>
        <translation> or </translation>
    </message>
    <message>
        <source>--layout %1 needs --dim 2 or more</source>
        <translation>--layout %1 needs --dim 2 or more</translation>
    </message>
    <message>
        <source>--layout %1 needs --dim 4 or more</source>
        <translation>--layout %1 needs --dim 4 or more</translation>
    </message>
    <message>
        <source>--scaling ntk needs --dim 3 or more</source>
        <translation>--scaling ntk needs --dim 3 or more</translation>
    </message>
    <message>
        <source>--yarn-alpha (%1) must be below --yarn-beta (%2)</source>
        <translation>--yarn-alpha (%1) must be below --yarn-beta (%2)</translation>
    </message>
    <message>
        <source>--dim: RoPE rotates pairs of components and needs d &gt;= 2</source>
        <translation>--dim: RoPE rotates pairs of components and needs d &gt;= 2</translation>
    </message>
    <message>
        <source>--vector: %1 numbers given, but --dim is %2</source>
        <translation>--vector: %1 numbers given, but --dim is %2</translation>
    </message>
    <message>
        <source>--layout half-split pairs component i with i + d/2 and needs an even --dim (d = %1)</source>
        <translation>--layout half-split pairs component i with i + d/2 and needs an even --dim (d = %1)</translation>
    </message>
    <message>
        <source>--rotary-fraction: F = %1 leaves fewer than 2 rotated components at d = %2</source>
        <translation>--rotary-fraction: F = %1 leaves fewer than 2 rotated components at d = %2</translation>
    </message>
    <message>
        <source>Check a matrix saved by NumPy (.npy, or text/CSV) against the encoding with --base: print &apos;verdict: &lt;id&gt;&apos;, an explanation and the largest residuals, and exit with 0 for the reference, 1 for any other verdict, 2 when the file cannot be read.</source>
        <translation>Check a matrix saved by NumPy (.npy, or text/CSV) against the encoding with --base: print &apos;verdict: &lt;id&gt;&apos;, an explanation and the largest residuals, and exit with 0 for the reference, 1 for any other verdict, 2 when the file cannot be read.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Print --vector rotated by RoPE at each of --positions as CSV (position,r_0,...,r_{d-1}) and exit.</source>
        <translation>Print --vector rotated by RoPE at each of --positions as CSV (position,r_0,...,r_{d-1}) and exit.</translation>
    </message>
    <message>
        <source>With --csv or --rope: comma-separated positions and inclusive ranges, e.g. 0,3 or 0-31 (default 0,3).</source>
        <translation>With --csv or --rope: comma-separated positions and inclusive ranges, e.g. 0,3 or 0-31 (default 0,3).</translation>
    </message>
    <message>
        <source>Where each pair&apos;s sin and cos sit: interleaved (the paper), concatenated ([sin | cos] halves), tensor2tensor or fairseq (default interleaved). With --rope, the RoPE pairs: interleaved (2i, 2i+1) or half-split (i, i + d/2).</source>
        <translation>Where each pair&apos;s sin and cos sit: interleaved (the paper), concatenated ([sin | cos] halves), tensor2tensor or fairseq (default interleaved). With --rope, the RoPE pairs: interleaved (2i, 2i+1) or half-split (i, i + d/2).</translation>
    </message>
    <message>
        <source>LAYOUT</source>
        <translation>LAYOUT</translation>
    </message>
    <message>
        <source>Training length L, 1 to 2147483647 (default 512).</source>
        <translation>Training length L, 1 to 2147483647 (default 512).</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Context length L&apos;, 1 to 2147483647 (default 2048).</source>
        <translation>Context length L&apos;, 1 to 2147483647 (default 2048).</translation>
    </message>
    <message>
        <source>L2</source>
        <translation>L2</translation>
    </message>
    <message>
        <source>Context extension: none, pi (position interpolation), ntk (NTK-aware) or yarn (YaRN) (default none).</source>
        <translation>Context extension: none, pi (position interpolation), ntk (NTK-aware) or yarn (YaRN) (default none).</translation>
    </message>
    <message>
        <source>METHOD</source>
        <translation>METHOD</translation>
    </message>
    <message>
        <source>Scaling factor s, a finite number &gt; 0 (default L&apos;/L).</source>
        <translation>Scaling factor s, a finite number &gt; 0 (default L&apos;/L).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>YaRN&apos;s ramp start alpha, a finite number &gt;= 0 (default 1).</source>
        <translation>YaRN&apos;s ramp start alpha, a finite number &gt;= 0 (default 1).</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>YaRN&apos;s ramp end beta, a finite number &gt; alpha (default 32).</source>
        <translation>YaRN&apos;s ramp end beta, a finite number &gt; alpha (default 32).</translation>
    </message>
    <message>
        <source>With --csv: compute as a framework does in float64, float32, bfloat16 or float16: the position, the frequency, their product and each sin and cos rounded to the dtype (to nearest, ties to even); every printed value is a value of that dtype (float16 positions from 65520 on overflow and print nan).</source>
        <translation>With --csv: compute as a framework does in float64, float32, bfloat16 or float16: the position, the frequency, their product and each sin and cos rounded to the dtype (to nearest, ties to even); every printed value is a value of that dtype (float16 positions from 65520 on overflow and print nan).</translation>
    </message>
    <message>
        <source>DTYPE</source>
        <translation>DTYPE</translation>
    </message>
    <message>
        <source>With --rope: the vector to rotate, d comma-separated numbers x0,...,x_{d-1}.</source>
        <translation>With --rope: the vector to rotate, d comma-separated numbers x0,...,x_{d-1}.</translation>
    </message>
    <message>
        <source>With --rope: the fraction F of the components rotated, in (0, 1]; the first r = 2 floor(F d / 2) rotate, the rest pass unchanged (default 1).</source>
        <translation>With --rope: the fraction F of the components rotated, in (0, 1]; the first r = 2 floor(F d / 2) rotate, the rest pass unchanged (default 1).</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>%1 and %2 cannot be used together</source>
        <translation>%1 and %2 cannot be used together</translation>
    </message>
    <message>
        <source>%1 only goes with %2</source>
        <translation>%1 only goes with %2</translation>
    </message>
    <message>
        <source>%1 does not go with %2</source>
        <translation>%1 does not go with %2</translation>
    </message>
    <message>
        <source>--rope needs --vector x0,...,x_{d-1}</source>
        <translation>--rope needs --vector x0,...,x_{d-1}</translation>
    </message>
    <message>
        <source>--layout: with --rope, &apos;%1&apos; is not a RoPE layout; use interleaved or half-split</source>
        <translation>--layout: with --rope, &apos;%1&apos; is not a RoPE layout; use interleaved or half-split</translation>
    </message>
    <message>
        <source>--layout: half-split is a RoPE layout and goes with --rope; the encoding&apos;s layouts are interleaved, concatenated, tensor2tensor and fairseq</source>
        <translation>--layout: half-split is a RoPE layout and goes with --rope; the encoding&apos;s layouts are interleaved, concatenated, tensor2tensor and fairseq</translation>
    </message>
    <message>
        <source>--layout: &apos;%1&apos; is not one of interleaved, concatenated, tensor2tensor, fairseq</source>
        <translation>--layout: &apos;%1&apos; is not one of interleaved, concatenated, tensor2tensor, fairseq</translation>
    </message>
    <message>
        <source>--scaling: &apos;%1&apos; is not one of none, pi, ntk, yarn</source>
        <translation>--scaling: &apos;%1&apos; is not one of none, pi, ntk, yarn</translation>
    </message>
    <message>
        <source>%1 changes nothing in --csv without --scaling pi, ntk or yarn</source>
        <translation>%1 changes nothing in --csv without --scaling pi, ntk or yarn</translation>
    </message>
    <message>
        <source>%1 changes nothing in --csv without --scaling yarn</source>
        <translation>%1 changes nothing in --csv without --scaling yarn</translation>
    </message>
    <message>
        <source>--dtype: &apos;%1&apos; is not one of float64, float32, bfloat16, float16</source>
        <translation>--dtype: &apos;%1&apos; is not one of float64, float32, bfloat16, float16</translation>
    </message>
    <message>
        <source>--check: the file name is empty</source>
        <translation>--check: the file name is empty</translation>
    </message>
    <message>
        <source>%1: more than %2 values (positions x d); ask for fewer positions</source>
        <translation>%1: more than %2 values (positions x d); ask for fewer positions</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation>%1: &apos;%2&apos; is not a number</translation>
    </message>
    <message>
        <source>With --export or --export-animation: pixel size of the view images (default 1200x800).</source>
        <translation>With --export or --export-animation: pixel size of the view images (default 1200x800).</translation>
    </message>
    <message>
        <source>Render the frames of one view without a display into FILE (.gif, .mp4 or .webm) and exit; needs --view, --animate, --from and --to.</source>
        <translation>Render the frames of one view without a display into FILE (.gif, .mp4 or .webm) and exit; needs --view, --animate, --from and --to.</translation>
    </message>
    <message>
        <source>VIEW</source>
        <translation>VIEW</translation>
    </message>
    <message>
        <source>With --export-animation: the parameter that changes from frame to frame: q, p, base or d.</source>
        <translation>With --export-animation: the parameter that changes from frame to frame: q, p, base or d.</translation>
    </message>
    <message>
        <source>q|p|base|d</source>
        <translation>q|p|base|d</translation>
    </message>
    <message>
        <source>With --export-animation: the first frame&apos;s value.</source>
        <translation>With --export-animation: the first frame&apos;s value.</translation>
    </message>
    <message>
        <source>With --export-animation: the largest value of a frame.</source>
        <translation>With --export-animation: the largest value of a frame.</translation>
    </message>
    <message>
        <source>With --export-animation: added per frame for q, p, d (default 1, for d 2); multiplied per frame for base (default 10).</source>
        <translation>With --export-animation: added per frame for q, p, d (default 1, for d 2); multiplied per frame for base (default 10).</translation>
    </message>
    <message>
        <source>With --export-animation: frames per second, 1 to 120, GIF at most 50 (default 10).</source>
        <translation>With --export-animation: frames per second, 1 to 120, GIF at most 50 (default 10).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>--export-animation: the file name is empty</source>
        <translation>--export-animation: the file name is empty</translation>
    </message>
    <message>
        <source>--export-animation: &apos;%1&apos; must end in .gif, .mp4 or .webm</source>
        <translation>--export-animation: &apos;%1&apos; must end in .gif, .mp4 or .webm</translation>
    </message>
    <message>
        <source>--export-animation needs --%1 (see --help)</source>
        <translation>--export-animation needs --%1 (see --help)</translation>
    </message>
    <message>
        <source>--animate: &apos;%1&apos; is not q, p, base or d</source>
        <translation>--animate: &apos;%1&apos; is not q, p, base or d</translation>
    </message>
    <message>
        <source>--export-animation: %1 frames; at most %2 (raise --step or narrow --from/--to)</source>
        <translation>--export-animation: %1 frames; at most %2 (raise --step or narrow --from/--to)</translation>
    </message>
    <message>
        <source>--fps: &apos;%1&apos; is not a whole number from 1 to %2 (for %3)</source>
        <translation>--fps: &apos;%1&apos; is not a whole number from 1 to %2 (for %3)</translation>
    </message>
    <message>
        <source>Write the lesson&apos;s exercises as an A4 PDF worksheet with an answer key into FILE without a display, and exit.</source>
        <translation>Write the lesson&apos;s exercises as an A4 PDF worksheet with an answer key into FILE without a display, and exit.</translation>
    </message>
    <message>
        <source>With --worksheet: a teacher&apos;s exercise file (JSON, docs/exercises.md) instead of the built-in exercises.</source>
        <translation>With --worksheet: a teacher&apos;s exercise file (JSON, docs/exercises.md) instead of the built-in exercises.</translation>
    </message>
    <message>
        <source>With --worksheet: the lesson, by its id (default encoding).</source>
        <translation>With --worksheet: the lesson, by its id (default encoding).</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Take every parameter from a figure pe-visualiser exported (.png, .svg or .pdf): alone it opens the window in that state; with --export or --csv those run with the figure&apos;s parameters.</source>
        <translation>Take every parameter from a figure pe-visualiser exported (.png, .svg or .pdf): alone it opens the window in that state; with --export or --csv those run with the figure&apos;s parameters.</translation>
    </message>
    <message>
        <source>--%1 does not go with --from-figure (the figure gives every parameter)</source>
        <translation>--%1 does not go with --from-figure (the figure gives every parameter)</translation>
    </message>
    <message>
        <source>--worksheet: &apos;%1&apos; is not a .pdf file</source>
        <translation>--worksheet: &apos;%1&apos; is not a .pdf file</translation>
    </message>
    <message>
        <source>--from-figure: the file name is empty</source>
        <translation>--from-figure: the file name is empty</translation>
    </message>
    <message>
        <source>--exercises: the file name is empty</source>
        <translation>--exercises: the file name is empty</translation>
    </message>
    <message>
        <source>--size: &apos;%1&apos; is not WIDTHxHEIGHT with each side from 16 to %2 pixels</source>
        <translation>--size: &apos;%1&apos; is not WIDTHxHEIGHT with each side from 16 to %2 pixels</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a whole number from %3 to %4</source>
        <translation>%1: &apos;%2&apos; is not a whole number from %3 to %4</translation>
    </message>
    <message>
        <source>--positions: with --bias t5, &apos;%1&apos; is not an offset or a range of offsets A-B within -2147483647..2147483647 (e.g. -300-300)</source>
        <translation>--positions: with --bias t5, &apos;%1&apos; is not an offset or a range of offsets A-B within -2147483647..2147483647 (e.g. -300-300)</translation>
    </message>
    <message>
        <source>--positions: the range %1 runs backwards</source>
        <translation>--positions: the range %1 runs backwards</translation>
    </message>
    <message>
        <source>--positions: more than %1 offsets</source>
        <translation>--positions: more than %1 offsets</translation>
    </message>
    <message>
        <source>--train: &apos;%1&apos; is not one of reverse, shift-K (K from 1 to 64), sort</source>
        <translation>--train: &apos;%1&apos; is not one of reverse, shift-K (K from 1 to 64), sort</translation>
    </message>
    <message>
        <source>--schemes: &apos;%1&apos; is not one of none, sinusoidal, learned, rope, alibi, t5</source>
        <translation>--schemes: &apos;%1&apos; is not one of none, sinusoidal, learned, rope, alibi, t5</translation>
    </message>
    <message>
        <source>--schemes: &apos;%1&apos; is listed twice</source>
        <translation>--schemes: &apos;%1&apos; is listed twice</translation>
    </message>
    <message>
        <source>--seed: &apos;%1&apos; is not a whole number from 0 to %2</source>
        <translation>--seed: &apos;%1&apos; is not a whole number from 0 to %2</translation>
    </message>
    <message>
        <source>--curves: the file name is empty</source>
        <translation>--curves: the file name is empty</translation>
    </message>
    <message>
        <source>--bias: &apos;%1&apos; is neither alibi nor t5</source>
        <translation>--bias: &apos;%1&apos; is neither alibi nor t5</translation>
    </message>
    <message>
        <source>--dim: with --train, d must be %1 to %2 (got %3)</source>
        <translation>--dim: with --train, d must be %1 to %2 (got %3)</translation>
    </message>
    <message>
        <source>--train-length: with --train, L must be %1 to %2 (got %3)</source>
        <translation>--train-length: with --train, L must be %1 to %2 (got %3)</translation>
    </message>
    <message>
        <source>--heads (%1) must divide the width d (%2)</source>
        <translation>--heads (%1) must divide the width d (%2)</translation>
    </message>
    <message>
        <source>--heads does not go with --bias t5 (its buckets are the same for every head)</source>
        <translation>--heads does not go with --bias t5 (its buckets are the same for every head)</translation>
    </message>
    <message>
        <source>%1 does not go with --bias alibi (it prints one slope per head)</source>
        <translation>%1 does not go with --bias alibi (it prints one slope per head)</translation>
    </message>
    <message>
        <source>TASK</source>
        <translation>TASK</translation>
    </message>
    <message>
        <source>With --train: the positional schemes, comma-separated: none, sinusoidal, learned, rope, alibi, t5 (default all six).</source>
        <translation>With --train: the positional schemes, comma-separated: none, sinusoidal, learned, rope, alibi, t5 (default all six).</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>With --train: a causal mask (a query sees only the keys up to it); with --bias t5: the unidirectional buckets.</source>
        <translation>With --train: a causal mask (a query sees only the keys up to it); with --bias t5: the unidirectional buckets.</translation>
    </message>
    <message>
        <source>With --train: also write the training curves as CSV (scheme,step,loss,accuracy) into FILE.</source>
        <translation>With --train: also write the training curves as CSV (scheme,step,loss,accuracy) into FILE.</translation>
    </message>
    <message>
        <source>alibi|t5</source>
        <translation>alibi|t5</translation>
    </message>
    <message>
        <source>Print ALiBi&apos;s slope of each of --heads heads as CSV (head,slope), or T5&apos;s bucket of each relative offset (key minus query) of --positions=A-B (offset,bucket; default -32-32), and exit.</source>
        <translation>Print ALiBi&apos;s slope of each of --heads heads as CSV (head,slope), or T5&apos;s bucket of each relative offset (key minus query) of --positions=A-B (offset,bucket; default -32-32), and exit.</translation>
    </message>
    <message>
        <source>Start in presentation mode: full screen, larger text (F11 toggles). With --export: the images of presentation mode (larger text, thicker lines).</source>
        <translation>Start in presentation mode: full screen, larger text (F11 toggles). With --export: the images of presentation mode (larger text, thicker lines).</translation>
    </message>
    <message>
        <source>With --worksheet: add the figures that explain the answers after the answer key (on pages of their own).</source>
        <translation>With --worksheet: add the figures that explain the answers after the answer key (on pages of their own).</translation>
    </message>
    <message>
        <source>With --worksheet: no figures (the default).</source>
        <translation>With --worksheet: no figures (the default).</translation>
    </message>
    <message>
        <source>--figures and --no-figures exclude each other</source>
        <translation>--figures and --no-figures exclude each other</translation>
    </message>
    <message>
        <source>%1 is given twice, as &apos;%2&apos; and &apos;%3&apos;: give it once</source>
        <translation>%1 is given twice, as &apos;%2&apos; and &apos;%3&apos;: give it once</translation>
    </message>
    <message>
        <source>%1 and --from-figure cannot be used together</source>
        <translation>%1 and --from-figure cannot be used together</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a file pe-visualiser opens: an exercise file (.pevx.json, .json), a matrix (.npy, .csv, .txt, .tsv) or a figure it exported (.png, .svg, .pdf)</source>
        <translation>&apos;%1&apos; is not a file pe-visualiser opens: an exercise file (.pevx.json, .json), a matrix (.npy, .csv, .txt, .tsv) or a figure it exported (.png, .svg, .pdf)</translation>
    </message>
    <message>
        <source>Print the manual page pe-visualiser(1) in roff, made from this option table, and exit.</source>
        <translation>Print the manual page pe-visualiser(1) in roff, made from this option table, and exit.</translation>
    </message>
    <message>
        <source>--positions: &apos;%1&apos; is not a list of positions and ranges such as 0,3 or 0-31</source>
        <translation>--positions: &apos;%1&apos; is not a list of positions and ranges such as 0,3 or 0-31</translation>
    </message>
    <message>
        <source>no spaces in or around the value</source>
        <translation>no spaces in or around the value</translation>
    </message>
    <message>
        <source>decimal numbers only, without a base prefix</source>
        <translation>decimal numbers only, without a base prefix</translation>
    </message>
    <message>
        <source>no leading zeros</source>
        <translation>no leading zeros</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>the x in lower case</source>
        <translation>the x in lower case</translation>
    </message>
    <message>
        <source>--train shift-%1: k must be less than L = %2 (positions t &lt; k are not scored, so no training position would be)</source>
        <translation>--train shift-%1: k must be less than L = %2 (positions t &lt; k are not scored, so no training position would be)</translation>
    </message>
    <message>
        <source>Train a small Transformer on TASK (reverse, shift-K with K from 1 to %1 and below L, or sort) once per scheme of --schemes, with the same seed and data, print scheme,length,accuracy for the lengths 2 to 4L as CSV and exit. With --train, --dim is the model width, %2 to %3 (default %4), and --train-length the longest training sequence L, %5 to %6 (default %7).</source>
        <translation>Train a small Transformer on TASK (reverse, shift-K with K from 1 to %1 and below L, or sort) once per scheme of --schemes, with the same seed and data, print scheme,length,accuracy for the lengths 2 to 4L as CSV and exit. With --train, --dim is the model width, %2 to %3 (default %4), and --train-length the longest training sequence L, %5 to %6 (default %7).</translation>
    </message>
    <message>
        <source>With --train: the number of layers, %1 to %2 (default %3).</source>
        <translation>With --train: the number of layers, %1 to %2 (default %3).</translation>
    </message>
    <message>
        <source>With --train: attention heads, 1 to %1, dividing --dim (default %2); with --bias alibi: the heads whose slopes are printed, 1 to %3 (default %4).</source>
        <translation>With --train: attention heads, 1 to %1, dividing --dim (default %2); with --bias alibi: the heads whose slopes are printed, 1 to %3 (default %4).</translation>
    </message>
    <message>
        <source>With --train: training steps per scheme, 1 to %1 (default %2).</source>
        <translation>With --train: training steps per scheme, 1 to %1 (default %2).</translation>
    </message>
    <message>
        <source>With --train: the seed of the weights and the data, a whole number &gt;= 0 (default %1); the same seed gives the same output.</source>
        <translation>With --train: the seed of the weights and the data, a whole number &gt;= 0 (default %1); the same seed gives the same output.</translation>
    </message>
    <message>
        <source>--scale: &apos;%1&apos; is not a number from %2 to %3</source>
        <translation>--scale: &apos;%1&apos; is not a number from %2 to %3</translation>
    </message>
    <message>
        <source>--dpi: &apos;%1&apos; is not a whole number from %2 to %3</source>
        <translation>--dpi: &apos;%1&apos; is not a whole number from %2 to %3</translation>
    </message>
    <message>
        <source>With --export: lay every view out at --size divided by S and draw it at S, so that text, lines and markers are S times as large, 0.25 to 8 (default 1, or --dpi divided by 96).</source>
        <translation>With --export: lay every view out at --size divided by S and draw it at S, so that text, lines and markers are S times as large, 0.25 to 8 (default 1, or --dpi divided by 96).</translation>
    </message>
    <message>
        <source>With --export: the resolution the files declare, 24 to 768 dots per inch (default 96 times --scale): a PNG&apos;s pHYs chunk, an SVG&apos;s or PDF&apos;s physical size (--size divided by N inches). Without --scale, the scale is N divided by 96.</source>
        <translation>With --export: the resolution the files declare, 24 to 768 dots per inch (default 96 times --scale): a PNG&apos;s pHYs chunk, an SVG&apos;s or PDF&apos;s physical size (--size divided by N inches). Without --scale, the scale is N divided by 96.</translation>
    </message>
    <message>
        <source>--view: the view name is empty</source>
        <translation>--view: the view name is empty</translation>
    </message>
    <message>
        <source>A view by its file name in --export (pairs, pair-0, circle-0, heatmap, distance, ...): with --export-animation the view animated, with --export the one view whose files are written.</source>
        <translation>A view by its file name in --export (pairs, pair-0, circle-0, heatmap, distance, ...): with --export-animation the view animated, with --export the one view whose files are written.</translation>
    </message>
</context>
<context>
    <name>ContextLesson</name>
    <message>
        <source>The formula is defined at every position</source>
        <translation>The formula is defined at every position</translation>
    </message>
    <message>
        <source>Training saw the positions 0 to %1 (training length L = %2). The formula still computes position p = %3: pair 0 gives sin = %4 and cos = %5, and every component stays within [−1, 1].</source>
        <translation>Training saw the positions 0 to %1 (training length L = %2). The formula still computes position p = %3: pair 0 gives sin = %4 and cos = %5, and every component stays within [−1, 1].</translation>
    </message>
    <message>
        <source>A valid vector is not a learned one: whether the model can use it depends on what training showed of each pair.</source>
        <translation>A valid vector is not a learned one: whether the model can use it depends on what training showed of each pair.</translation>
    </message>
    <message>
        <source>The fast pairs have seen every phase</source>
        <translation>The fast pairs have seen every phase</translation>
    </message>
    <message>
        <source>Pair 0 has the wavelength 2π = %1 positions and turns %2 times within L = %3. Pairs 0 to %4 all make at least one full turn within L: every angle they take beyond L was already seen in training.</source>
        <translation>Pair 0 has the wavelength 2π = %1 positions and turns %2 times within L = %3. Pairs 0 to %4 all make at least one full turn within L: every angle they take beyond L was already seen in training.</translation>
    </message>
    <message>
        <source>The article says that the fast pairs enter phases never seen; it is the other way round: a pair that has turned once has shown every phase.</source>
        <translation>The article says that the fast pairs enter phases never seen; it is the other way round: a pair that has turned once has shown every phase.</translation>
    </message>
    <message>
        <source>The slow pairs meet unseen phases</source>
        <translation>The slow pairs meet unseen phases</translation>
    </message>
    <message>
        <source>From pair %1 on the wavelength is longer than L: %2 of the %3 pairs never make a full turn within L.</source>
        <translation>From pair %1 on the wavelength is longer than L: %2 of the %3 pairs never make a full turn within L.</translation>
    </message>
    <message>
        <source>Beyond L their angles are new: the slowest pair, %1, reaches %2 radians within L but %3 radians within L′ = %4. These are the angles training never showed.</source>
        <translation>Beyond L their angles are new: the slowest pair, %1, reaches %2 radians within L but %3 radians within L′ = %4. These are the angles training never showed.</translation>
    </message>
    <message>
        <source>Check: how often do the fast pairs turn within L?</source>
        <translation>Check: how often do the fast pairs turn within L?</translation>
    </message>
    <message>
        <source>Position interpolation</source>
        <translation>Position interpolation</translation>
    </message>
    <message>
        <source>Position interpolation (Chen et al. 2023) divides every frequency by s = L′ / L = %1: position p is encoded as p / s was. The slowest pair now reaches %2 radians within L′ = %3, against %4 radians within L: almost no new angle.</source>
        <translation>Position interpolation (Chen et al. 2023) divides every frequency by s = L′ / L = %1: position p is encoded as p / s was. The slowest pair now reaches %2 radians within L′ = %3, against %4 radians within L: almost no new angle.</translation>
    </message>
    <message>
        <source>NTK-aware scaling</source>
        <translation>NTK-aware scaling</translation>
    </message>
    <message>
        <source>%1 of %2 pairs pass the “never seen” test: the pairs between are slowed less than s times and reach angles beyond those of training.</source>
        <translation>%1 of %2 pairs pass the “never seen” test: the pairs between are slowed less than s times and reach angles beyond those of training.</translation>
    </message>
    <message>
        <source>YaRN: interpolate only the slow pairs</source>
        <translation>YaRN: interpolate only the slow pairs</translation>
    </message>
    <message>
        <source>YaRN (Peng et al. 2023) keeps the frequency of pairs that turn more than β = %1 times within L, divides by s the pairs that turn fewer than α = %2 times, and ramps between. %3 of %4 pairs pass the “never seen” test.</source>
        <translation>YaRN (Peng et al. 2023) keeps the frequency of pairs that turn more than β = %1 times within L, divides by s the pairs that turn fewer than α = %2 times, and ramps between. %3 of %4 pairs pass the “never seen” test.</translation>
    </message>
    <message>
        <source>YaRN also scales the attention logits by √(1/t) = 0.1 ln s + 1 = %1; that factor does not change the encoding.</source>
        <translation>YaRN also scales the attention logits by √(1/t) = 0.1 ln s + 1 = %1; that factor does not change the encoding.</translation>
    </message>
    <message>
        <source>Know the limits of extrapolation</source>
        <translation>Know the limits of extrapolation</translation>
    </message>
    <message>
        <source>For texts far beyond the training length the additive sinusoidal encoding is not the best choice. Train on longer sequences where you can; otherwise prefer encodings made for long contexts: rotary encodings (RoPE, as in Llama) with interpolation, NTK-aware scaling or YaRN, or ALiBi.</source>
        <translation>For texts far beyond the training length the additive sinusoidal encoding is not the best choice. Train on longer sequences where you can; otherwise prefer encodings made for long contexts: rotary encodings (RoPE, as in Llama) with interpolation, NTK-aware scaling or YaRN, or ALiBi.</translation>
    </message>
    <message>
        <source>Each method changes the frequencies so that L′ shows fewer new angles; none of them makes an unseen position seen, and each needs the model to be checked (e.g. its perplexity) within and beyond L.</source>
        <translation>Each method changes the frequencies so that L′ shows fewer new angles; none of them makes an unseen position seen, and each needs the model to be checked (e.g. its perplexity) within and beyond L.</translation>
    </message>
    <message>
        <source>%1 of %2 pairs pass the “never seen” test: positions 0 … L′ are encoded as 0 … L, inside the training window; the last position L′ − 1 lands at (L′ − 1) / s, between two trained positions. The price of interpolation: neighbouring positions are s times closer, also in the fast pairs that needed no help.</source>
        <translation>%1 of %2 pairs pass the “never seen” test: positions 0 … L′ are encoded as 0 … L, inside the training window; the last position L′ − 1 lands at (L′ − 1) / s, between two trained positions. The price of interpolation: neighbouring positions are s times closer, also in the fast pairs that needed no help.</translation>
    </message>
    <message>
        <source>Pair 0 turns %1 times within L (the readout under the ladder); pair %2 is the last with a full turn. Point at the marks to read the others.</source>
        <translation>Pair 0 turns %1 times within L (the readout under the ladder); pair %2 is the last with a full turn. Point at the marks to read the others.</translation>
    </message>
    <message>
        <source>A larger base does not slow pair 0: its denominator is base⁰ = 1 whatever the base, so with B = %1 it turns just as often. It slows the other pairs: %2 pairs never turn within L instead of %3.</source>
        <translation>A larger base does not slow pair 0: its denominator is base⁰ = 1 whatever the base, so with B = %1 it turns just as often. It slows the other pairs: %2 pairs never turn within L instead of %3.</translation>
    </message>
    <message>
        <source>NTK-aware scaling raises the base to base · s^(d/(d−2)) = %1. Pair 0 keeps its frequency (ω′ / ω = %2 in the table); the slowest pair becomes s times slower: its frequency falls from %3 to %4 radians per position.</source>
        <translation>NTK-aware scaling raises the base to base · s^(d/(d−2)) = %1. Pair 0 keeps its frequency (ω′ / ω = %2 in the table); the slowest pair becomes s times slower: its frequency falls from %3 to %4 radians per position.</translation>
    </message>
</context>
<context>
    <name>CurvesFigure</name>
    <message>
        <source>Training loss (cross-entropy, mean of the last %1 batches)</source>
        <translation>Training loss (cross-entropy, mean of the last %1 batches)</translation>
    </message>
    <message>
        <source>step</source>
        <translation>step</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>loss</translation>
    </message>
    <message>
        <source>Training accuracy (mean of the last %1 batches)</source>
        <translation>Training accuracy (mean of the last %1 batches)</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>accuracy</translation>
    </message>
    <message>
        <source>Training accuracy (mean of the last %1 batches; chance %2 %)</source>
        <translation>Training accuracy (mean of the last %1 batches; chance %2 %)</translation>
    </message>
</context>
<context>
    <name>DistanceView</name>
    <message>
        <source>Compare &amp;up to q =</source>
        <translation>Compare &amp;up to q =</translation>
    </message>
    <message>
        <source>The largest comparison position q on the chart</source>
        <translation>The largest comparison position q on the chart</translation>
    </message>
    <message>
        <source>Distance |PE(q) − PE(p)| from p = %1, d = %2</source>
        <translation>Distance |PE(q) − PE(p)| from p = %1, d = %2</translation>
    </message>
    <message>
        <source>comparison position q</source>
        <translation>comparison position q</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>distance</translation>
    </message>
    <message>
        <source>whole vector</source>
        <translation>whole vector</translation>
    </message>
    <message>
        <source>pair %1 (denominator %2)</source>
        <translation>pair %1 (denominator %2)</translation>
    </message>
    <message>
        <source>q = %1: %2</source>
        <translation>q = %1: %2</translation>
    </message>
    <message>
        <source>lesson: %1</source>
        <translation>lesson: %1</translation>
    </message>
    <message>
        <source>current q = %1 (off the chart)</source>
        <translation>current q = %1 (off the chart)</translation>
    </message>
    <message>
        <source>The distance does not grow steadily with q: every pair turns on its own circle, the fast pairs come back round, so a farther q can be nearer (lesson: q = 6 is closer to p = 0 than q = 3). Click a legend entry to show or hide its curve.</source>
        <translation>The distance does not grow steadily with q: every pair turns on its own circle, the fast pairs come back round, so a farther q can be nearer (lesson: q = 6 is closer to p = 0 than q = 3). Click a legend entry to show or hide its curve.</translation>
    </message>
    <message>
        <source>%1 of the %2 pairs are drawn, spread from the fastest to the slowest.</source>
        <translation>%1 of the %2 pairs are drawn, spread from the fastest to the slowest.</translation>
    </message>
    <message>
        <source>The positional encoding is off: the two inputs are the same word, so every distance is 0.</source>
        <translation>The positional encoding is off: the two inputs are the same word, so every distance is 0.</translation>
    </message>
    <message>
        <source>current q</source>
        <translation>current q</translation>
    </message>
    <message>
        <source>up to q</source>
        <translation>up to q</translation>
    </message>
    <message>
        <source>q = %1, %2: %3</source>
        <translation>q = %1, %2: %3</translation>
    </message>
    <message>
        <source>From q = p + L = %1 on, the offset k = q − p ≥ L = %2 was never seen in training.</source>
        <translation>From q = p + L = %1 on, the offset k = q − p ≥ L = %2 was never seen in training.</translation>
    </message>
</context>
<context>
    <name>DockTitleBar</name>
    <message>
        <source>Float the panel in a window of its own, or dock it again</source>
        <translation>Float the panel in a window of its own, or dock it again</translation>
    </message>
    <message>
        <source>Float or dock the panel</source>
        <translation>Float or dock the panel</translation>
    </message>
    <message>
        <source>Close the panel</source>
        <translation>Close the panel</translation>
    </message>
</context>
<context>
    <name>EmbeddingTableModel</name>
    <message>
        <source>E(%1), component %2: %3</source>
        <translation>E(%1), component %2: %3</translation>
    </message>
    <message>
        <source>as read, times √d: %1</source>
        <translation>as read, times √d: %1</translation>
    </message>
    <message>
        <source>edited</source>
        <translation>edited</translation>
    </message>
    <message>
        <source>E(%1)</source>
        <translation>E(%1)</translation>
    </message>
    <message>
        <source>component %1</source>
        <translation>component %1</translation>
    </message>
</context>
<context>
    <name>EmbeddingsView</name>
    <message>
        <source>E(word): %1 words × d = %2 stored entries, drawn from N(0, 1/d) with seed %3; double-click a cell to edit it (edited entries in bold).</source>
        <translation>E(word): %1 words × d = %2 stored entries, drawn from N(0, 1/d) with seed %3; double-click a cell to edit it (edited entries in bold).</translation>
    </message>
    <message>
        <source>Scaled by √d = %1 (Vaswani et al. 2017, section 3.4): |E| is about √d, the same order as |PE(p)|, so the word and its position both count.</source>
        <translation>Scaled by √d = %1 (Vaswani et al. 2017, section 3.4): |E| is about √d, the same order as |PE(p)|, so the word and its position both count.</translation>
    </message>
    <message>
        <source>Not scaled: |E| is about 1 while |PE(p)| = √(d/2) for even d, so at d = %1 the position outweighs the word (the article&apos;s troubleshooting row 2). Switch on the √d scale to compare.</source>
        <translation>Not scaled: |E| is about 1 while |PE(p)| = √(d/2) for even d, so at d = %1 the position outweighs the word (the article&apos;s troubleshooting row 2). Switch on the √d scale to compare.</translation>
    </message>
    <message>
        <source>Embeddin&amp;g seed:</source>
        <translation>Embeddin&amp;g seed:</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>seed</translation>
    </message>
    <message>
        <source>The seed of the numeric embeddings: the same seed gives the same table.</source>
        <translation>The seed of the numeric embeddings: the same seed gives the same table.</translation>
    </message>
    <message>
        <source>M&amp;ultiply E by √d</source>
        <translation>M&amp;ultiply E by √d</translation>
    </message>
    <message>
        <source>Read every embedding times √d, as the Transformer does before adding the positional encoding (Vaswani et al. 2017, section 3.4).</source>
        <translation>Read every embedding times √d, as the Transformer does before adding the positional encoding (Vaswani et al. 2017, section 3.4).</translation>
    </message>
    <message>
        <source>Reset ed&amp;its</source>
        <translation>Reset ed&amp;its</translation>
    </message>
    <message>
        <source>Put every generated value back.</source>
        <translation>Put every generated value back.</translation>
    </message>
    <message>
        <source>The sizes per token: |E(token)| and |PE(p)| side by side.</source>
        <translation>The sizes per token: |E(token)| and |PE(p)| side by side.</translation>
    </message>
    <message>
        <source>First token: |E(%1)| = %2, |PE(0)| = %3.</source>
        <translation>First token: |E(%1)| = %2, |PE(0)| = %3.</translation>
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
    <message>
        <source>The formula of this component, with its denominator base^(j/(d/2-1))</source>
        <translation>The formula of this component, with its denominator base^(j/(d/2-1))</translation>
    </message>
    <message>
        <source>Component index i (sin) or %1 + i (cos): the [sin | cos] halves</source>
        <translation>Component index i (sin) or %1 + i (cos): the [sin | cos] halves</translation>
    </message>
    <message>
        <source>Pair index i: components i and %1 + i share one angle</source>
        <translation>Pair index i: components i and %1 + i share one angle</translation>
    </message>
</context>
<context>
    <name>ExercisePanel</name>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Compare your answer with the value the app computes, and show the view that explains it</source>
        <translation>Compare your answer with the value the app computes, and show the view that explains it</translation>
    </message>
    <message>
        <source>Next &amp;question</source>
        <translation>Next &amp;question</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Your answer</translation>
    </message>
    <message>
        <source>Predict, then reveal (%1 of %2)</source>
        <translation>Predict, then reveal (%1 of %2)</translation>
    </message>
    <message>
        <source>Predict, then reveal</source>
        <translation>Predict, then reveal</translation>
    </message>
    <message>
        <source>✓ Right: the app computes %1.</source>
        <translation>✓ Right: the app computes %1.</translation>
    </message>
    <message>
        <source>✗ Not quite: the app computes %1.</source>
        <translation>✗ Not quite: the app computes %1.</translation>
    </message>
    <message>
        <source>Answer one of %1.</source>
        <translation>Answer one of %1.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Answer +, − or 0.</source>
        <translation>Answer +, − or 0.</translation>
    </message>
    <message>
        <source>Write a whole number, e.g. 6.</source>
        <translation>Write a whole number, e.g. 6.</translation>
    </message>
    <message>
        <source>Write a number, e.g. 0.141 or −0.990 (a decimal comma works too).</source>
        <translation>Write a number, e.g. 0.141 or −0.990 (a decimal comma works too).</translation>
    </message>
    <message>
        <source>✓ Right: the sign is %1.</source>
        <translation>✓ Right: the sign is %1.</translation>
    </message>
    <message>
        <source>✗ Not yet. Think again and try once more: the next answer shows the app&apos;s value.</source>
        <translation>✗ Not yet. Think again and try once more: the next answer shows the app&apos;s value.</translation>
    </message>
    <message>
        <source>✗ Not quite: the sign is %1.</source>
        <translation>✗ Not quite: the sign is %1.</translation>
    </message>
    <message>
        <source>encoding on</source>
        <translation>encoding on</translation>
    </message>
    <message>
        <source>encoding off</source>
        <translation>encoding off</translation>
    </message>
    <message>
        <source>The view now shows the question&apos;s values, %1; the text above speaks of %2.</source>
        <translation>The view now shows the question&apos;s values, %1; the text above speaks of %2.</translation>
    </message>
    <message>
        <source>Back to the step</source>
        <translation>Back to the step</translation>
    </message>
    <message>
        <source>Set the step&apos;s own values and view again</source>
        <translation>Set the step&apos;s own values and view again</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Reveal</translation>
    </message>
    <message>
        <source>Show the value the app computes, and the view that explains it</source>
        <translation>Show the value the app computes, and the view that explains it</translation>
    </message>
    <message>
        <source>The sign is %1.</source>
        <translation>The sign is %1.</translation>
    </message>
    <message>
        <source>The app computes %1.</source>
        <translation>The app computes %1.</translation>
    </message>
    <message>
        <source>Give a percentage; it counts by its interval: %1.</source>
        <translation>Give a percentage; it counts by its interval: %1.</translation>
    </message>
    <message>
        <source>The model trains now; the run&apos;s value follows when it has finished.</source>
        <translation>The model trains now; the run&apos;s value follows when it has finished.</translation>
    </message>
    <message>
        <source>Your prediction: %1. The model trains now; the verdict follows when the run has finished.</source>
        <translation>Your prediction: %1. The model trains now; the verdict follows when the run has finished.</translation>
    </message>
    <message>
        <source>The run gives %1.</source>
        <translation>The run gives %1.</translation>
    </message>
    <message>
        <source>✓ Right: the run gives %1.</source>
        <translation>✓ Right: the run gives %1.</translation>
    </message>
    <message>
        <source>✗ Not quite: the run gives %1.</source>
        <translation>✗ Not quite: the run gives %1.</translation>
    </message>
    <message>
        <source>Write your estimate as a percentage, e.g. 40 or 40 %.</source>
        <translation>Write your estimate as a percentage, e.g. 40 or 40 %.</translation>
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
        <translation>%1 must be a whole number from %2 to %3</translation>
    </message>
    <message>
        <source>%1 must be a number</source>
        <translation>%1 must be a number</translation>
    </message>
    <message>
        <source>%1 must be an object {…}</source>
        <translation>%1 must be an object {…}</translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <translation>%1 is missing</translation>
    </message>
    <message>
        <source>unknown %1 %2 (known: %3)</source>
        <translation>unknown %1 %2 (known: %3)</translation>
    </message>
    <message>
        <source>parameter</source>
        <translation>parameter</translation>
    </message>
    <message>
        <source>%1 must be “on” or “off”</source>
        <translation>%1 must be “on” or “off”</translation>
    </message>
    <message>
        <source>unknown layout %1 (known: interleaved, concatenated, tensor2tensor, fairseq)</source>
        <translation>unknown layout %1 (known: interleaved, concatenated, tensor2tensor, fairseq)</translation>
    </message>
    <message>
        <source>unknown scaling %1 (known: none, pi, ntk, yarn)</source>
        <translation>unknown scaling %1 (known: none, pi, ntk, yarn)</translation>
    </message>
    <message>
        <source>argument</source>
        <translation>argument</translation>
    </message>
    <message>
        <source>unknown quantity %1 (known: %2)</source>
        <translation>unknown quantity %1 (known: %2)</translation>
    </message>
    <message>
        <source>%1 must be “p” or “q”</source>
        <translation>%1 must be “p” or “q”</translation>
    </message>
    <message>
        <source>unknown implementation %1 (known: %2)</source>
        <translation>unknown implementation %1 (known: %2)</translation>
    </message>
    <message>
        <source>answer field</source>
        <translation>answer field</translation>
    </message>
    <message>
        <source>a number answer needs a %1 that is a number &gt;= 0</source>
        <translation>a number answer needs a %1 that is a number &gt;= 0</translation>
    </message>
    <message>
        <source>only a number answer has a %1</source>
        <translation>only a number answer has a %1</translation>
    </message>
    <message>
        <source>the quantity %1 is not a whole number: ask it as a number or a sign</source>
        <translation>the quantity %1 is not a whole number: ask it as a number or a sign</translation>
    </message>
    <message>
        <source>%1 must be whole numbers</source>
        <translation>%1 must be whole numbers</translation>
    </message>
    <message>
        <source>a choice answer needs %1 with at least two whole numbers</source>
        <translation>a choice answer needs %1 with at least two whole numbers</translation>
    </message>
    <message>
        <source>only a choice answer has %1</source>
        <translation>only a choice answer has %1</translation>
    </message>
    <message>
        <source>an exercise must be an object {…}</source>
        <translation>an exercise must be an object {…}</translation>
    </message>
    <message>
        <source>field</source>
        <translation>field</translation>
    </message>
    <message>
        <source>unknown lesson %1 (known: %2)</source>
        <translation>unknown lesson %1 (known: %2)</translation>
    </message>
    <message>
        <source>the lesson %1 has no step %2</source>
        <translation>the lesson %1 has no step %2</translation>
    </message>
    <message>
        <source>the question has no text in the language %1</source>
        <translation>the question has no text in the language %1</translation>
    </message>
    <message>
        <source>the question in %1 must be a text</source>
        <translation>the question in %1 must be a text</translation>
    </message>
    <message>
        <source>unknown view %1 (known: %2)</source>
        <translation>unknown view %1 (known: %2)</translation>
    </message>
    <message>
        <source>its answer cannot be computed: %1</source>
        <translation>its answer cannot be computed: %1</translation>
    </message>
    <message>
        <source>its answer is not a finite number</source>
        <translation>its answer is not a finite number</translation>
    </message>
    <message>
        <source>the computed answer %1 is not one of the choices</source>
        <translation>the computed answer %1 is not one of the choices</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Line %1: %2</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3 (not valid JSON)</source>
        <translation>Line %1, column %2: %3 (not valid JSON)</translation>
    </message>
    <message>
        <source>the file must hold one object {…} with %1 and %2</source>
        <translation>the file must hold one object {…} with %1 and %2</translation>
    </message>
    <message>
        <source>not an exercise file: %1 must be %2</source>
        <translation>not an exercise file: %1 must be %2</translation>
    </message>
    <message>
        <source>%1 must be 1 (this version of pe-visualiser reads version 1)</source>
        <translation>%1 must be 1 (this version of pe-visualiser reads version 1)</translation>
    </message>
    <message>
        <source>%1 must be a list [ … ] of at least one exercise</source>
        <translation>%1 must be a list [ … ] of at least one exercise</translation>
    </message>
    <message>
        <source>exercise %1</source>
        <translation>exercise %1</translation>
    </message>
    <message>
        <source>the id is used twice</source>
        <translation>the id is used twice</translation>
    </message>
    <message>
        <source>: </source>
        <translation>: </translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 cannot be read: %2</translation>
    </message>
    <message>
        <source>%1 is larger than 16 MiB: not an exercise file</source>
        <translation>%1 is larger than 16 MiB: not an exercise file</translation>
    </message>
    <message>
        <source>the question in %1 is longer than %2 characters</source>
        <translation>the question in %1 is longer than %2 characters</translation>
    </message>
    <message>
        <source>unknown key %1 (known: %2, %3, %4)</source>
        <translation>unknown key %1 (known: %2, %3, %4)</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a pipe or a device): not an exercise file</source>
        <translation>%1 is not a regular file (a pipe or a device): not an exercise file</translation>
    </message>
    <message>
        <source>%1 must be a text that is not empty</source>
        <translation>%1 must be a text that is not empty</translation>
    </message>
    <message>
        <source>%1 offers %2 twice</source>
        <translation>%1 offers %2 twice</translation>
    </message>
    <message>
        <source>%1 offers %2 choices: at most %3 are allowed</source>
        <translation>%1 offers %2 choices: at most %3 are allowed</translation>
    </message>
    <message>
        <source>%1 is given a second time (first on line %2): which one is meant cannot be told</source>
        <translation>%1 is given a second time (first on line %2): which one is meant cannot be told</translation>
    </message>
    <message>
        <source>%1 holds a control character (U+%2) at character %3</source>
        <translation>%1 holds a control character (U+%2) at character %3</translation>
    </message>
    <message>
        <source>the question in %1 holds a control character (U+%2) at character %3</source>
        <translation>the question in %1 holds a control character (U+%2) at character %3</translation>
    </message>
    <message>
        <source>not valid UTF-8 (save the file as UTF-8)</source>
        <translation>not valid UTF-8 (save the file as UTF-8)</translation>
    </message>
    <message>
        <source>%1 is asked only in a step of the lesson “training”, which trains a run</source>
        <translation>%1 is asked only in a step of the lesson “training”, which trains a run</translation>
    </message>
    <message>
        <source>the step trains no scheme %1 (it trains: %2)</source>
        <translation>the step trains no scheme %1 (it trains: %2)</translation>
    </message>
    <message>
        <source>%1 needs the lengths %2 &lt;= %3, from 2 to %4</source>
        <translation>%1 needs the lengths %2 &lt;= %3, from 2 to %4</translation>
    </message>
    <message>
        <source>a range answer predicts a training run: its quantity is %1</source>
        <translation>a range answer predicts a training run: its quantity is %1</translation>
    </message>
    <message>
        <source>a prediction of a training run is a range answer</source>
        <translation>a prediction of a training run is a range answer</translation>
    </message>
    <message>
        <source>only a range answer has %1</source>
        <translation>only a range answer has %1</translation>
    </message>
    <message>
        <source>a range answer needs %1: 1 to 4 increasing percentages between 0 and 100</source>
        <translation>a range answer needs %1: 1 to 4 increasing percentages between 0 and 100</translation>
    </message>
    <message>
        <source>unknown answer kind %1 (known: number, sign, integer, choice, range)</source>
        <translation>unknown answer kind %1 (known: number, sign, integer, choice, range)</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export all views to a folder</source>
        <translation>Export all views to a folder</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG images (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG drawings (*.svg)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF documents (*.pdf)</translation>
    </message>
    <message>
        <source>Export current view</source>
        <translation>Export current view</translation>
    </message>
    <message>
        <source>Export all views</source>
        <translation>Export all views</translation>
    </message>
    <message>
        <source>&amp;Current view to one file</source>
        <translation>&amp;Current view to one file</translation>
    </message>
    <message>
        <source>&amp;All views to a folder</source>
        <translation>&amp;All views to a folder</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Size:</translation>
    </message>
    <message>
        <source>Width in pixels</source>
        <translation>Width in pixels</translation>
    </message>
    <message>
        <source>Height in pixels</source>
        <translation>Height in pixels</translation>
    </message>
    <message>
        <source>Add a caption with the &amp;parameters (d, base, p, q, encoding)</source>
        <translation>Add a caption with the &amp;parameters (d, base, p, q, encoding)</translation>
    </message>
    <message>
        <source>F&amp;older:</source>
        <translation>F&amp;older:</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>F&amp;ile:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Browse…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Export</translation>
    </message>
    <message>
        <source>Writes table.csv and every view in its formats (PNG, SVG, PDF), the same files as --export; before files of the same name in the folder are replaced, you are asked.</source>
        <translation>Writes table.csv and every view in its formats (PNG, SVG, PDF), the same files as --export; before files of the same name in the folder are replaced, you are asked.</translation>
    </message>
    <message>
        <source>&amp;Medium:</source>
        <translation>&amp;Medium:</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Custom</translation>
    </message>
    <message>
        <source>S&amp;cale:</source>
        <translation>S&amp;cale:</translation>
    </message>
    <message>
        <source>The view is laid out at the size divided by the scale and drawn at the scale: text, lines and markers grow with it.</source>
        <translation>The view is laid out at the size divided by the scale and drawn at the scale: text, lines and markers grow with it.</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Scale</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>&amp;Resolution:</translation>
    </message>
    <message>
        <source>The resolution the file declares: a PNG&apos;s print size, an SVG&apos;s or PDF&apos;s physical size (pixels divided by the resolution).</source>
        <translation>The resolution the file declares: a PNG&apos;s print size, an SVG&apos;s or PDF&apos;s physical size (pixels divided by the resolution).</translation>
    </message>
    <message>
        <source>Resolution in dots per inch</source>
        <translation>Resolution in dots per inch</translation>
    </message>
</context>
<context>
    <name>FontNotice</name>
    <message>
        <source>No installed font can show Chinese: its characters appear as empty boxes. Install the Debian package fonts-noto-cjk (sudo apt-get install fonts-noto-cjk) and start again.</source>
        <translation>No installed font can show Chinese: its characters appear as empty boxes. Install the Debian package fonts-noto-cjk (sudo apt-get install fonts-noto-cjk) and start again.</translation>
    </message>
</context>
<context>
    <name>HeatmapView</name>
    <message>
        <source>Point at a cell to read its value.</source>
        <translation>Point at a cell to read its value.</translation>
    </message>
    <message>
        <source>The positional encoding is off: nothing is added to the embeddings, so every cell is 0.</source>
        <translation>The positional encoding is off: nothing is added to the embeddings, so every cell is 0.</translation>
    </message>
    <message>
        <source>%1 × %2 cells on %3 × %4 pixels: each pixel shows the cell under its centre.</source>
        <translation>%1 × %2 cells on %3 × %4 pixels: each pixel shows the cell under its centre.</translation>
    </message>
    <message>
        <source>Positions &amp;n:</source>
        <translation>Positions &amp;n:</translation>
    </message>
    <message>
        <source>Number of positions shown (0 to n − 1)</source>
        <translation>Number of positions shown (0 to n − 1)</translation>
    </message>
    <message>
        <source>Reset &amp;zoom</source>
        <translation>Reset &amp;zoom</translation>
    </message>
    <message>
        <source>Show all cells again (Home)</source>
        <translation>Show all cells again (Home)</translation>
    </message>
    <message>
        <source>&amp;Article figure (50 × 128)</source>
        <translation>&amp;Article figure (50 × 128)</translation>
    </message>
    <message>
        <source>The article&apos;s figure: 50 positions, d = 128</source>
        <translation>The article&apos;s figure: 50 positions, d = 128</translation>
    </message>
    <message>
        <source>Wheel: zoom · drag: pan · keys: + − arrows Home</source>
        <translation>Wheel: zoom · drag: pan · keys: + − arrows Home</translation>
    </message>
    <message>
        <source>p = %1 and q = %2 lie beyond the %3 positions shown.</source>
        <translation>p = %1 and q = %2 lie beyond the %3 positions shown.</translation>
    </message>
    <message>
        <source>p = %1 lies beyond the %2 positions shown.</source>
        <translation>p = %1 lies beyond the %2 positions shown.</translation>
    </message>
    <message>
        <source>q = %1 lies beyond the %2 positions shown.</source>
        <translation>q = %1 lies beyond the %2 positions shown.</translation>
    </message>
    <message>
        <source>Shaded: beyond the training length L = %1. From position %1 on, training never showed these columns.</source>
        <translation>Shaded: beyond the training length L = %1. From position %1 on, training never showed these columns.</translation>
    </message>
    <message>
        <source>The frequencies are scaled by the context-extension method (s = %1).</source>
        <translation>The frequencies are scaled by the context-extension method (s = %1).</translation>
    </message>
    <message>
        <source>%1 positions on %2 pixel columns, about %3 positions a column: each column shows the least (lower half of a row) and the largest value (upper half) of its positions.</source>
        <translation>%1 positions on %2 pixel columns, about %3 positions a column: each column shows the least (lower half of a row) and the largest value (upper half) of its positions.</translation>
    </message>
    <message>
        <source>%1 positions on %2 pixel columns: each column shows one position; every pair&apos;s wavelength spans two pixels or more.</source>
        <translation>%1 positions on %2 pixel columns: each column shows one position; every pair&apos;s wavelength spans two pixels or more.</translation>
    </message>
    <message numerus="yes">
        <source>Aliased: %1 positions on %2 pixel columns, each column shows one position. The %n component(s) marked on the component axis have a wavelength under two pixels: their bands are not in the encoding. Choose the envelope to see each column&apos;s range.</source>
        <translation>
            <numerusform>Aliased: %1 positions on %2 pixel columns, each column shows one position. The %n component marked on the component axis has a wavelength under two pixels: its bands are not in the encoding. Choose the envelope to see each column&apos;s range.</numerusform>
            <numerusform>Aliased: %1 positions on %2 pixel columns, each column shows one position. The %n components marked on the component axis have a wavelength under two pixels: their bands are not in the encoding. Choose the envelope to see each column&apos;s range.</numerusform>
        </translation>
    </message>
    <message>
        <source>A pixel column shows:</source>
        <translation>A pixel column shows:</translation>
    </message>
    <message>
        <source>one position (aliased)</source>
        <translation>one position (aliased)</translation>
    </message>
    <message>
        <source>envelope: least and largest value</source>
        <translation>envelope: least and largest value</translation>
    </message>
    <message>
        <source>When there are more positions than pixel columns</source>
        <translation>When there are more positions than pixel columns</translation>
    </message>
</context>
<context>
    <name>HeatmapWidget</name>
    <message>
        <source>Position %1, component %2 (pair %3, %4): %5</source>
        <translation>Position %1, component %2 (pair %3, %4): %5</translation>
    </message>
    <message>
        <source>(encoding off: nothing is added)</source>
        <translation>(encoding off: nothing is added)</translation>
    </message>
    <message>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <source>component</source>
        <translation>component</translation>
    </message>
    <message>
        <source>Heat map of the positional encoding</source>
        <translation>Heat map of the positional encoding</translation>
    </message>
    <message>
        <source>%1 positions by %2 components; p = %3 and q = %4 outlined</source>
        <translation>%1 positions by %2 components; p = %3 and q = %4 outlined</translation>
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
        <source>The article&apos;s code loops j over 0, 2, 4, … and still writes 2j: the exponent becomes 4i/d and the frequencies fall twice as fast. Still on the unit circle, so only the comparison with the formula catches it.</source>
        <translation>The article&apos;s code loops j over 0, 2, 4, … and still writes 2j: the exponent becomes 4i/d and the frequencies fall twice as fast. Still on the unit circle, so only the comparison with the formula catches it.</translation>
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
    <message>
        <source>[sin | cos] halves where the pairs are expected interleaved</source>
        <translation>[sin | cos] halves where the pairs are expected interleaved</translation>
    </message>
    <message>
        <source>sin and cos swapped</source>
        <translation>sin and cos swapped</translation>
    </message>
    <message>
        <source>Positions counted from 1</source>
        <translation>Positions counted from 1</translation>
    </message>
    <message>
        <source>Exponent halved: base^(i/d)</source>
        <translation>Exponent halved: base^(i/d)</translation>
    </message>
    <message>
        <source>Angles taken as degrees</source>
        <translation>Angles taken as degrees</translation>
    </message>
    <message>
        <source>Wrong base: 1000 typed for 10000</source>
        <translation>Wrong base: 1000 typed for 10000</translation>
    </message>
    <message>
        <source>Computed in float16</source>
        <translation>Computed in float16</translation>
    </message>
    <message>
        <source>TensorFlow&apos;s tutorial puts every sin first and every cos after them. The same numbers land in other components, so a model expecting the paper&apos;s interleaved pairs (2i, 2i+1) reads a different vector.</source>
        <translation>TensorFlow&apos;s tutorial puts every sin first and every cos after them. The same numbers land in other components, so a model expecting the paper&apos;s interleaved pairs (2i, 2i+1) reads a different vector.</translation>
    </message>
    <message>
        <source>cos sits where sin belongs and sin where cos belongs: at position 0 the vector starts [1, 0, …] instead of [0, 1, …].</source>
        <translation>cos sits where sin belongs and sin where cos belongs: at position 0 the vector starts [1, 0, …] instead of [0, 1, …].</translation>
    </message>
    <message>
        <source>The first token gets PE(1) instead of PE(0): every slot is shifted by one position. Differences of the same word still look plausible.</source>
        <translation>The first token gets PE(1) instead of PE(0): every slot is shifted by one position. Differences of the same word still look plausible.</translation>
    </message>
    <message>
        <source>The pair index i is written where 2i belongs: base^(i/d), the frequencies of base √base. Still on the unit circle, so only the formula catches it.</source>
        <translation>The pair index i is written where 2i belongs: base^(i/d), the frequencies of base √base. Still on the unit circle, so only the formula catches it.</translation>
    </message>
    <message>
        <source>The angle p / base^(2i/d) is taken in degrees (sin(angle · π/180)): every pair turns 57 times too slowly.</source>
        <translation>The angle p / base^(2i/d) is taken in degrees (sin(angle · π/180)): every pair turns 57 times too slowly.</translation>
    </message>
    <message>
        <source>1000 typed for 10000: every pair&apos;s denominator is smaller, every pair turns faster than the paper&apos;s.</source>
        <translation>1000 typed for 10000: every pair&apos;s denominator is smaller, every pair turns faster than the paper&apos;s.</translation>
    </message>
    <message>
        <source>Positions, frequencies, angles and values rounded to float16 as a framework does: neighbouring positions collide from 2049 on and 65520 overflows.</source>
        <translation>Positions, frequencies, angles and values rounded to float16 as a framework does: neighbouring positions collide from 2049 on and 65520 overflows.</translation>
    </message>
</context>
<context>
    <name>ImplementationLab</name>
    <message>
        <source>The same word sits in slots p and q. Each row adds the position signal its own way; the lesson&apos;s checks run without knowing the embedding E. Select a row to read what goes wrong.</source>
        <translation>The same word sits in slots p and q. Each row adds the position signal its own way; the lesson&apos;s checks run without knowing the embedding E. Select a row to read what goes wrong.</translation>
    </message>
    <message>
        <source>Implementation checks</source>
        <translation>Implementation checks</translation>
    </message>
</context>
<context>
    <name>JoinScreen</name>
    <message>
        <source>QR code of %1</source>
        <translation>QR code of %1</translation>
    </message>
    <message>
        <source>Scan the code, or open this address:</source>
        <translation>Scan the code, or open this address:</translation>
    </message>
    <message>
        <source>and type the join code:</source>
        <translation>and type the join code:</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Join code</translation>
    </message>
    <message>
        <source>Back to the lesson</source>
        <translation>Back to the lesson</translation>
    </message>
    <message>
        <source>Hide the join screen (Esc)</source>
        <translation>Hide the join screen (Esc)</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <source>Move to the next or previous control</source>
        <translation>Move to the next or previous control</translation>
    </message>
    <message>
        <source>Alt+underlined letter</source>
        <translation>Alt+underlined letter</translation>
    </message>
    <message>
        <source>Jump to that control or menu</source>
        <translation>Jump to that control or menu</translation>
    </message>
    <message>
        <source>Switch the encoding on or off, press a preset button</source>
        <translation>Switch the encoding on or off, press a preset button</translation>
    </message>
    <message>
        <source>Comparison slider: q one step down or up</source>
        <translation>Comparison slider: q one step down or up</translation>
    </message>
    <message>
        <source>Comparison slider: q four steps down or up</source>
        <translation>Comparison slider: q four steps down or up</translation>
    </message>
    <message>
        <source>Comparison slider: q = 1 or q = 32</source>
        <translation>Comparison slider: q = 1 or q = 32</translation>
    </message>
    <message>
        <source>Number fields: one step up or down</source>
        <translation>Number fields: one step up or down</translation>
    </message>
    <message>
        <source>Number fields: ten steps up or down</source>
        <translation>Number fields: ten steps up or down</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Arrow keys</translation>
    </message>
    <message>
        <source>Table: move the current cell (its 17-digit value is shown below)</source>
        <translation>Table: move the current cell (its 17-digit value is shown below)</translation>
    </message>
    <message>
        <source>Next or previous view tab</source>
        <translation>Next or previous view tab</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Every control can be reached with the keyboard.</source>
        <translation>Every control can be reached with the keyboard.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Number fields: apply the typed value (also when leaving the field); a value outside the range is refused with a message</source>
        <translation>Number fields: apply the typed value (also when leaving the field); a value outside the range is refused with a message</translation>
    </message>
    <message>
        <source>Number fields: give back the current value</source>
        <translation>Number fields: give back the current value</translation>
    </message>
    <message>
        <source>Heat map: zoom in, zoom out, show every cell; arrow keys: pan</source>
        <translation>Heat map: zoom in, zoom out, show every cell; arrow keys: pan</translation>
    </message>
    <message>
        <source>Lesson: previous or next step, wherever the focus is (the arrow keys outside fields, sliders, tables and the heat map)</source>
        <translation>Lesson: previous or next step, wherever the focus is (the arrow keys outside fields, sliders, tables and the heat map)</translation>
    </message>
    <message>
        <source>Class session on a step&apos;s question: the flow&apos;s previous or next stage (ask, close, discuss, vote again, close, reveal); the step changes past either end</source>
        <translation>Class session on a step&apos;s question: the flow&apos;s previous or next stage (ask, close, discuss, vote again, close, reveal); the step changes past either end</translation>
    </message>
    <message>
        <source>Class session: show or hide the join screen (Esc hides it)</source>
        <translation>Class session: show or hide the join screen (Esc hides it)</translation>
    </message>
</context>
<context>
    <name>LabelledMatrixPlot</name>
    <message>
        <source>%1 = %2, %3 = %4: %5 = %6</source>
        <translation>%1 = %2, %3 = %4: %5 = %6</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>no value</translation>
    </message>
</context>
<context>
    <name>LadderView</name>
    <message>
        <source>%1: every one of the %2 pairs makes at least one full turn within L = %3.</source>
        <translation>%1: every one of the %2 pairs makes at least one full turn within L = %3.</translation>
    </message>
    <message>
        <source>%1: %2 of the %3 pairs never make a full turn within L = %4 (their angles beyond L were never seen in training); pair %5 is the first whose wavelength exceeds L.</source>
        <translation>%1: %2 of the %3 pairs never make a full turn within L = %4 (their angles beyond L were never seen in training); pair %5 is the first whose wavelength exceeds L.</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) turn at least 10 times within L.</source>
        <translation>
            <numerusform>%n pair turns at least 10 times within L.</numerusform>
            <numerusform>%n pairs turn at least 10 times within L.</numerusform>
        </translation>
    </message>
    <message>
        <source>Point at a mark to read its pair&apos;s numbers.</source>
        <translation>Point at a mark to read its pair&apos;s numbers.</translation>
    </message>
    <message>
        <source>Base %1</source>
        <translation>Base %1</translation>
    </message>
    <message>
        <source>Second base B = %1</source>
        <translation>Second base B = %1</translation>
    </message>
    <message>
        <source>Position interpolation is on (s = %1): both ladders show the scaled frequencies.</source>
        <translation>Position interpolation is on (s = %1): both ladders show the scaled frequencies.</translation>
    </message>
    <message>
        <source>NTK-aware scaling is on (s = %1): both ladders show the scaled frequencies.</source>
        <translation>NTK-aware scaling is on (s = %1): both ladders show the scaled frequencies.</translation>
    </message>
    <message>
        <source>YaRN is on (s = %1): both ladders show the scaled frequencies.</source>
        <translation>YaRN is on (s = %1): both ladders show the scaled frequencies.</translation>
    </message>
    <message>
        <source>Trainin&amp;g length L:</source>
        <translation>Trainin&amp;g length L:</translation>
    </message>
    <message>
        <source>The longest sequence seen in training, in positions</source>
        <translation>The longest sequence seen in training, in positions</translation>
    </message>
    <message>
        <source>The sequence length wanted at inference, in positions</source>
        <translation>The sequence length wanted at inference, in positions</translation>
    </message>
    <message>
        <source>A second base to compare with the first (ladder B)</source>
        <translation>A second base to compare with the first (ladder B)</translation>
    </message>
    <message>
        <source>Bases used by well-known models</source>
        <translation>Bases used by well-known models</translation>
    </message>
    <message>
        <source>Seco&amp;nd base B:</source>
        <translation>Seco&amp;nd base B:</translation>
    </message>
    <message>
        <source>Conte&amp;xt length L′:</source>
        <translation>Conte&amp;xt length L′:</translation>
    </message>
    <message>
        <source>&amp;Known bases for B</source>
        <translation>&amp;Known bases for B</translation>
    </message>
</context>
<context>
    <name>LadderWidget</name>
    <message>
        <source>base %1</source>
        <translation>base %1</translation>
    </message>
    <message>
        <source>B = %1</source>
        <translation>B = %1</translation>
    </message>
    <message>
        <source>Wavelength λᵢ = 2π / ωᵢ of each pair, in positions (log scale)</source>
        <translation>Wavelength λᵢ = 2π / ωᵢ of each pair, in positions (log scale)</translation>
    </message>
    <message>
        <source>%1, pair i = %2: wavelength λ = %3 positions, frequency ω = %4 rad per position, %5 turns within L = %6</source>
        <translation>%1, pair i = %2: wavelength λ = %3 positions, frequency ω = %4 rad per position, %5 turns within L = %6</translation>
    </message>
    <message>
        <source>: never a full turn in training</source>
        <translation>: never a full turn in training</translation>
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
        <translation>interleaved (the paper)</translation>
    </message>
    <message>
        <source>concatenated [sin | cos]</source>
        <translation>concatenated [sin | cos]</translation>
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
        <translation>Interleaved (the paper): sin of pair i at 2i, cos at 2i+1</translation>
    </message>
    <message>
        <source>Concatenated [sin | cos]: sin of pair i at i, cos at %1 + i</source>
        <translation>Concatenated [sin | cos]: sin of pair i at i, cos at %1 + i</translation>
    </message>
    <message>
        <source>%1 (shown in every view)</source>
        <translation>%1 (shown in every view)</translation>
    </message>
    <message>
        <source>needs d ≥ %1</source>
        <translation>needs d ≥ %1</translation>
    </message>
    <message>
        <source>The same positions p = %1 and q = %2 in each layout (d = %3, base %4): the concatenated layout only permutes the components, so distances and dot products are those of the paper up to rounding; tensor2tensor&apos;s frequencies base^(-j/(d/2-1)) change them slightly; fairseq&apos;s shift of the positions changes neither, as both depend only on q − p.</source>
        <translation>The same positions p = %1 and q = %2 in each layout (d = %3, base %4): the concatenated layout only permutes the components, so distances and dot products are those of the paper up to rounding; tensor2tensor&apos;s frequencies base^(-j/(d/2-1)) change them slightly; fairseq&apos;s shift of the positions changes neither, as both depend only on q − p.</translation>
    </message>
    <message>
        <source>fairseq: the token in slot p gets row p + padding_idx + 1 = p + %1 of its table, and row padding_idx = %2 is all zeros (the padding row, never a token&apos;s row).</source>
        <translation>fairseq: the token in slot p gets row p + padding_idx + 1 = p + %1 of its table, and row padding_idx = %2 is all zeros (the padding row, never a token&apos;s row).</translation>
    </message>
    <message>
        <source>The layout decides where each pair&apos;s sin and cos sit in PE(p). Interleaved and concatenated hold the same numbers in another order: each arrow takes a component of the paper&apos;s vector to its place in the [sin | cos] halves.</source>
        <translation>The layout decides where each pair&apos;s sin and cos sit in PE(p). Interleaved and concatenated hold the same numbers in another order: each arrow takes a component of the paper&apos;s vector to its place in the [sin | cos] halves.</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>|PE(q) − PE(p)|</source>
        <translation>|PE(q) − PE(p)|</translation>
    </message>
    <message>
        <source>change</source>
        <translation>change</translation>
    </message>
    <message>
        <source>PE(p) · PE(q)</source>
        <translation>PE(p) · PE(q)</translation>
    </message>
    <message>
        <source>Distances and dot products per layout</source>
        <translation>Distances and dot products per layout</translation>
    </message>
    <message>
        <source>Permutation from interleaved to concatenated</source>
        <translation>Permutation from interleaved to concatenated</translation>
    </message>
</context>
<context>
    <name>LengthFigure</name>
    <message>
        <source>Accuracy against sequence length after training (L = %1 marked)</source>
        <translation>Accuracy against sequence length after training (L = %1 marked)</translation>
    </message>
    <message>
        <source>sequence length n</source>
        <translation>sequence length n</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>accuracy</translation>
    </message>
    <message>
        <source>training length L = %1</source>
        <translation>training length L = %1</translation>
    </message>
    <message>
        <source>Train to see how each scheme does at every length up to 4L.</source>
        <translation>Train to see how each scheme does at every length up to 4L.</translation>
    </message>
    <message>
        <source>does not learn the task</source>
        <translation>does not learn the task</translation>
    </message>
    <message>
        <source>learns the task only in part</source>
        <translation>learns the task only in part</translation>
    </message>
    <message>
        <source>holds to L</source>
        <translation>holds to L</translation>
    </message>
    <message>
        <source>holds to L and beyond</source>
        <translation>holds to L and beyond</translation>
    </message>
    <message>
        <source>holds to L and falls beyond</source>
        <translation>holds to L and falls beyond</translation>
    </message>
    <message>
        <source>Dotted: chance, %1 (a guess that ignores the input).</source>
        <translation>Dotted: chance, %1 (a guess that ignores the input).</translation>
    </message>
    <message>
        <source>Accuracy against sequence length after training (L = %1 marked; faint: %2, L = %3)</source>
        <translation>Accuracy against sequence length after training (L = %1 marked; faint: %2, L = %3)</translation>
    </message>
    <message>
        <source>%1: training length L = %2</source>
        <translation>%1: training length L = %2</translation>
    </message>
    <message>
        <source>no rows</source>
        <translation>no rows</translation>
    </message>
    <message>
        <source>lengths 2 to %1</source>
        <translation>lengths 2 to %1</translation>
    </message>
    <message>
        <source>beyond L: %1 to %2</source>
        <translation>beyond L: %1 to %2</translation>
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
        <source>Assign PE by the token&apos;s slot and keep the width d. Put the same word in two slots and check that the input difference equals PE(q) − PE(p): no embedding weights are needed.</source>
        <translation>Assign PE by the token&apos;s slot and keep the width d. Put the same word in two slots and check that the input difference equals PE(q) − PE(p): no embedding weights are needed.</translation>
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
        <source>&lt;b&gt;Off:&lt;/b&gt; the repeated token&apos;s inputs are equal; PE can still be viewed.</source>
        <translation>&lt;b&gt;Off:&lt;/b&gt; the repeated token&apos;s inputs are equal; PE can still be viewed.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Position zero:&lt;/b&gt; every sin is 0 and every cos is 1: not the zero vector.</source>
        <translation>&lt;b&gt;Position zero:&lt;/b&gt; every sin is 0 and every cos is 1: not the zero vector.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tiny differences:&lt;/b&gt; cos(1/1000) shows as %1 at six decimals; the norm keeps full precision, and focusing the cell shows %2.</source>
        <translation>&lt;b&gt;Tiny differences:&lt;/b&gt; cos(1/1000) shows as %1 at six decimals; the norm keeps full precision, and focusing the cell shows %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Long contexts:&lt;/b&gt; any position can be computed, with no guarantee beyond the training length; 32 is only the slider&apos;s limit.</source>
        <translation>&lt;b&gt;Long contexts:&lt;/b&gt; any position can be computed, with no guarantee beyond the training length; 32 is only the slider&apos;s limit.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Other sources of order:&lt;/b&gt; without masks or a position signal, self-attention is permutation-equivariant; causal masks, rotary encodings and attention biases carry order too, so switching this addition off does not make every model order-blind.</source>
        <translation>&lt;b&gt;Other sources of order:&lt;/b&gt; without masks or a position signal, self-attention is permutation-equivariant; causal masks, rotary encodings and attention biases carry order too, so switching this addition off does not make every model order-blind.</translation>
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
        <source>Doubling the exponent: writing base^(2j/d) where j already steps by 2 (as in the article&apos;s code) makes the frequencies fall twice as fast.</source>
        <translation>Doubling the exponent: writing base^(2j/d) where j already steps by 2 (as in the article&apos;s code) makes the frequencies fall twice as fast.</translation>
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
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Pair i = 1 divides the position by %1 before taking sin and cos: at positions %2 and %3 sin gives %4 and %5, cos gives %6 and %7.</source>
        <translation>Pair i = 1 divides the position by %1 before taking sin and cos: at positions %2 and %3 sin gives %4 and %5, cos gives %6 and %7.</translation>
    </message>
    <message>
        <source>At position 6 (preset “%1”) the fastest pair has come most of the way back to where it was at position zero: its curve dips there, while the second pair&apos;s curve keeps rising: when one frequency barely differs, others still tell the positions apart.</source>
        <translation>At position 6 (preset “%1”) the fastest pair has come most of the way back to where it was at position zero: its curve dips there, while the second pair&apos;s curve keeps rising: when one frequency barely differs, others still tell the positions apart.</translation>
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
    <message>
        <source>Original Transformer: 10 000</source>
        <translation>Original Transformer: 10 000</translation>
    </message>
    <message>
        <source>Llama 3: 500 000</source>
        <translation>Llama 3: 500 000</translation>
    </message>
    <message>
        <source>Code Llama: 1 000 000</source>
        <translation>Code Llama: 1 000 000</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Positional encoding</source>
        <translation>Positional encoding</translation>
    </message>
    <message>
        <source>Long context</source>
        <translation>Long context</translation>
    </message>
    <message>
        <source>From adding to rotating: RoPE</source>
        <translation>From adding to rotating: RoPE</translation>
    </message>
    <message>
        <source>Does the model use it?</source>
        <translation>Does the model use it?</translation>
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
    <message>
        <source>The saved settings could not all be read; the defaults are used instead.</source>
        <translation>The saved settings could not all be read; the defaults are used instead.</translation>
    </message>
    <message>
        <source>cannot write to standard output</source>
        <translation>cannot write to standard output</translation>
    </message>
    <message>
        <source>frame %1 / %2</source>
        <translation>frame %1 / %2</translation>
    </message>
    <message>
        <source>--lesson: &apos;%1&apos; is not a lesson of this app (known: %2)</source>
        <translation>--lesson: &apos;%1&apos; is not a lesson of this app (known: %2)</translation>
    </message>
    <message>
        <source>--worksheet: the lesson &apos;%1&apos; has no exercises</source>
        <translation>--worksheet: the lesson &apos;%1&apos; has no exercises</translation>
    </message>
    <message>
        <source>cannot save the settings to %1</source>
        <translation>cannot save the settings to %1</translation>
    </message>
    <message>
        <source>--view: &apos;%1&apos; is not one of %2</source>
        <translation>--view: &apos;%1&apos; is not one of %2</translation>
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
        <source>Off: A(p) = 0, both inputs are E + 0. The switch never changes the formula.</source>
        <translation>Off: A(p) = 0, both inputs are E + 0. The switch never changes the formula.</translation>
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
        <source>&amp;Reset to the lesson&apos;s defaults</source>
        <translation>&amp;Reset to the lesson&apos;s defaults</translation>
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
        <source>About Positional Encoding Visualiser</source>
        <translation>About Positional Encoding Visualiser</translation>
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
    <message>
        <source>&amp;Export current view…</source>
        <translation>&amp;Export current view…</translation>
    </message>
    <message>
        <source>Export &amp;all views…</source>
        <translation>Export &amp;all views…</translation>
    </message>
    <message>
        <source>C&amp;opy view to clipboard</source>
        <translation>C&amp;opy view to clipboard</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>cannot create the folder %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s) to %1</source>
        <translation>
            <numerusform>Wrote %n file to %1</numerusform>
            <numerusform>Wrote %n files to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Copied the view to the clipboard</source>
        <translation>Copied the view to the clipboard</translation>
    </message>
    <message>
        <source>Pair charts</source>
        <translation>Pair charts</translation>
    </message>
    <message>
        <source>Unit circle</source>
        <translation>Unit circle</translation>
    </message>
    <message>
        <source>Heat map</source>
        <translation>Heat map</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Distance</translation>
    </message>
    <message>
        <source>Similarity</source>
        <translation>Similarity</translation>
    </message>
    <message>
        <source>Add the positional encoding</source>
        <translation>Add the positional encoding</translation>
    </message>
    <message>
        <source>On: x = E + PE(p). Off: x = E + 0, so both occurrences get the same input.</source>
        <translation>On: x = E + PE(p). Off: x = E + 0, so both occurrences get the same input.</translation>
    </message>
    <message>
        <source>Position of the second occurrence, 1 to 32</source>
        <translation>Position of the second occurrence, 1 to 32</translation>
    </message>
    <message>
        <source>Comparison position q, 1 to 32</source>
        <translation>Comparison position q, 1 to 32</translation>
    </message>
    <message>
        <source>Position of the second occurrence, any whole number from 0 to 2147483647</source>
        <translation>Position of the second occurrence, any whole number from 0 to 2147483647</translation>
    </message>
    <message>
        <source>Position of the first occurrence, a whole number from 0 to 2147483647</source>
        <translation>Position of the first occurrence, a whole number from 0 to 2147483647</translation>
    </message>
    <message>
        <source>Number of components of the encoding, 1 to 8192</source>
        <translation>Number of components of the encoding, 1 to 8192</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Formula</translation>
    </message>
    <message>
        <source>One row per component: function, PE(p), PE(q), the inputs and their difference. Arrow keys move the current cell.</source>
        <translation>One row per component: function, PE(p), PE(q), the inputs and their difference. Arrow keys move the current cell.</translation>
    </message>
    <message>
        <source>Current cell at full precision</source>
        <translation>Current cell at full precision</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>Views</translation>
    </message>
    <message>
        <source>The sentence with the two occurrences of the repeated word</source>
        <translation>The sentence with the two occurrences of the repeated word</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>Preset: %1</translation>
    </message>
    <message>
        <source>Sets p = %1, q = %2, d = %3, base %4 and the encoding %5</source>
        <translation>Sets p = %1, q = %2, d = %3, base %4 and the encoding %5</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>&amp;Presentation mode</translation>
    </message>
    <message>
        <source>Full screen with larger text and thicker lines</source>
        <translation>Full screen with larger text and thicker lines</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <source>&amp;Normal size</source>
        <translation>&amp;Normal size</translation>
    </message>
    <message>
        <source>P&amp;alette</source>
        <translation>P&amp;alette</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Projector (white, high contrast)</source>
        <translation>&amp;Projector (white, high contrast)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dark</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Positional Encoding Visualiser&lt;/b&gt; (pe-visualiser) version %1&lt;/p&gt;&lt;p&gt;Teaches the sinusoidal positional encoding of the Transformer (Vaswani et al. 2017, section 3.5): PE(p)[2i] = sin(p / base&lt;sup&gt;2i/d&lt;/sup&gt;), PE(p)[2i+1] = cos(p / base&lt;sup&gt;2i/d&lt;/sup&gt;), with every number computed in double precision.&lt;/p&gt;&lt;p&gt;Licence: MIT. This program comes with no warranty.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Positional Encoding Visualiser&lt;/b&gt; (pe-visualiser) version %1&lt;/p&gt;&lt;p&gt;Teaches the sinusoidal positional encoding of the Transformer (Vaswani et al. 2017, section 3.5): PE(p)[2i] = sin(p / base&lt;sup&gt;2i/d&lt;/sup&gt;), PE(p)[2i+1] = cos(p / base&lt;sup&gt;2i/d&lt;/sup&gt;), with every number computed in double precision.&lt;/p&gt;&lt;p&gt;Licence: MIT. This program comes with no warranty.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Zoom %1 %</source>
        <translation>Zoom %1 %</translation>
    </message>
    <message>
        <source>Add the positional &amp;encoding (A(p) = PE(p))</source>
        <translation>Add the positional &amp;encoding (A(p) = PE(p))</translation>
    </message>
    <message>
        <source>Position &amp;p:</source>
        <translation>Position &amp;p:</translation>
    </message>
    <message>
        <source>Position of the second occurrence</source>
        <translation>Position of the second occurrence</translation>
    </message>
    <message>
        <source>Position of the first occurrence</source>
        <translation>Position of the first occurrence</translation>
    </message>
    <message>
        <source>Model width d</source>
        <translation>Model width d</translation>
    </message>
    <message>
        <source>Base of the denominator base^(2i/d), any finite number greater than 1, such as 10000, 1.0001 or 1e6</source>
        <translation>Base of the denominator base^(2i/d), any finite number greater than 1, such as 10000, 1.0001 or 1e6</translation>
    </message>
    <message>
        <source>base</source>
        <translation>base</translation>
    </message>
    <message>
        <source>Base of the denominator base^(2i/d)</source>
        <translation>Base of the denominator base^(2i/d)</translation>
    </message>
    <message>
        <source>Next view</source>
        <translation>Next view</translation>
    </message>
    <message>
        <source>Previous view</source>
        <translation>Previous view</translation>
    </message>
    <message>
        <source>%1 already exists in %2. Replace it?</source>
        <translation>%1 already exists in %2. Replace it?</translation>
    </message>
    <message numerus="yes">
        <source>%n of the %1 files already exist in %2. Replace them?</source>
        <translation>
            <numerusform>%n of the %1 files already exists in %2. Replace it?</numerusform>
            <numerusform>%n of the %1 files already exist in %2. Replace them?</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace existing files?</source>
        <translation>Replace existing files?</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Replace</translation>
    </message>
    <message numerus="yes">
        <source>p = %1 and q = %2 lie beyond the %n-word sentence: the same word is imagined in those slots.</source>
        <translation>
            <numerusform>p = %1 and q = %2 lie beyond the %n-word sentence: the same word is imagined in those slots.</numerusform>
            <numerusform>p = %1 and q = %2 lie beyond the %n-word sentence: the same word is imagined in those slots.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>p = %1 lies beyond the %n-word sentence: the same word is imagined in slot %1.</source>
        <translation>
            <numerusform>p = %1 lies beyond the %n-word sentence: the same word is imagined in slot %1.</numerusform>
            <numerusform>p = %1 lies beyond the %n-word sentence: the same word is imagined in slot %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>q = %1 lies beyond the %n-word sentence: the same word is imagined in slot %1.</source>
        <translation>
            <numerusform>q = %1 lies beyond the %n-word sentence: the same word is imagined in slot %1.</numerusform>
            <numerusform>q = %1 lies beyond the %n-word sentence: the same word is imagined in slot %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The lesson is done.</source>
        <translation>The lesson is done.</translation>
    </message>
    <message>
        <source>You left the lesson.</source>
        <translation>You left the lesson.</translation>
    </message>
    <message>
        <source>Sets the parameters of one of the lesson&apos;s examples</source>
        <translation>Sets the parameters of one of the lesson&apos;s examples</translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation>Encoding</translation>
    </message>
    <message>
        <source>Your implementation</source>
        <translation>Your implementation</translation>
    </message>
    <message>
        <source>View families</source>
        <translation>View families</translation>
    </message>
    <message>
        <source>Views of %1</source>
        <translation>Views of %1</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation>Embeddings</translation>
    </message>
    <message>
        <source>Score terms</source>
        <translation>Score terms</translation>
    </message>
    <message>
        <source>RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <source>&amp;Guided lessons</source>
        <translation>&amp;Guided lessons</translation>
    </message>
    <message>
        <source>scaled: position interpolation, ωᵢ / %1</source>
        <translation>scaled: position interpolation, ωᵢ / %1</translation>
    </message>
    <message>
        <source>scaled: NTK-aware, s = %1, base′ = %2</source>
        <translation>scaled: NTK-aware, s = %1, base′ = %2</translation>
    </message>
    <message>
        <source>scaled: YaRN, s = %1, α = %2, β = %3</source>
        <translation>scaled: YaRN, s = %1, α = %2, β = %3</translation>
    </message>
    <message>
        <source>▶ Start a guided lesson</source>
        <translation>▶ Start a guided lesson</translation>
    </message>
    <message>
        <source>Choose a lesson: each step sets its parameters and shows its view</source>
        <translation>Choose a lesson: each step sets its parameters and shows its view</translation>
    </message>
    <message>
        <source>Long context</source>
        <translation>Long context</translation>
    </message>
    <message>
        <source>Frequency ladder</source>
        <translation>Frequency ladder</translation>
    </message>
    <message>
        <source>Context scaling</source>
        <translation>Context scaling</translation>
    </message>
    <message>
        <source>Chec&amp;k an implementation…</source>
        <translation>Chec&amp;k an implementation…</translation>
    </message>
    <message>
        <source>[sin | cos] halves, base^(2i/d):
PE(p)[i] = sin(p / %1^(2i/%2)), PE(p)[%3+i] = cos(p / %1^(2i/%2))</source>
        <translation>[sin | cos] halves, base^(2i/d):
PE(p)[i] = sin(p / %1^(2i/%2)), PE(p)[%3+i] = cos(p / %1^(2i/%2))</translation>
    </message>
    <message>
        <source>[sin | cos] halves, base^(-j/(d/2-1)):
PE(p)[j] = sin(p · %1^(−j/%2)), PE(p)[%3+j] = cos(p · %1^(−j/%2))</source>
        <translation>[sin | cos] halves, base^(-j/(d/2-1)):
PE(p)[j] = sin(p · %1^(−j/%2)), PE(p)[%3+j] = cos(p · %1^(−j/%2))</translation>
    </message>
    <message>
        <source>fairseq: [sin | cos] halves, base^(-j/(d/2-1)), positions from %4 (padding_idx %5 is a zero row):
PE(p)[j] = sin((p + %4) · %1^(−j/%2)), PE(p)[%3+j] = cos((p + %4) · %1^(−j/%2))</source>
        <translation>fairseq: [sin | cos] halves, base^(-j/(d/2-1)), positions from %4 (padding_idx %5 is a zero row):
PE(p)[j] = sin((p + %4) · %1^(−j/%2)), PE(p)[%3+j] = cos((p + %4) · %1^(−j/%2))</translation>
    </message>
    <message>
        <source>La&amp;yout:</source>
        <translation>La&amp;yout:</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Where each pair&apos;s sin and cos sit and which frequencies the pairs have; every view follows it</source>
        <translation>Where each pair&apos;s sin and cos sit and which frequencies the pairs have; every view follows it</translation>
    </message>
    <message>
        <source>interleaved</source>
        <translation>interleaved</translation>
    </message>
    <message>
        <source>concatenated</source>
        <translation>concatenated</translation>
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
        <translation>The paper&apos;s layout: sin of pair i at component 2i, cos at 2i+1</translation>
    </message>
    <message>
        <source>[sin | cos] halves with the paper&apos;s frequencies (TensorFlow&apos;s tutorial)</source>
        <translation>[sin | cos] halves with the paper&apos;s frequencies (TensorFlow&apos;s tutorial)</translation>
    </message>
    <message>
        <source>[sin | cos] halves with frequencies base^(-j/(d/2-1)) (tensor2tensor, Whisper)</source>
        <translation>[sin | cos] halves with frequencies base^(-j/(d/2-1)) (tensor2tensor, Whisper)</translation>
    </message>
    <message>
        <source>As tensor2tensor, positions from padding_idx + 1 and a zero padding row (fairseq)</source>
        <translation>As tensor2tensor, positions from padding_idx + 1 and a zero padding row (fairseq)</translation>
    </message>
    <message>
        <source>Padding inde&amp;x:</source>
        <translation>Padding inde&amp;x:</translation>
    </message>
    <message>
        <source>fairseq padding index</source>
        <translation>fairseq padding index</translation>
    </message>
    <message>
        <source>fairseq&apos;s padding_idx: its row is zero, positions start at padding_idx + 1 (fairseq layout only)</source>
        <translation>fairseq&apos;s padding_idx: its row is zero, positions start at padding_idx + 1 (fairseq layout only)</translation>
    </message>
    <message>
        <source>fairseq&apos;s padding index, a whole number from 0 to 1048576</source>
        <translation>fairseq&apos;s padding index, a whole number from 0 to 1048576</translation>
    </message>
    <message>
        <source>Layouts</source>
        <translation>Layouts</translation>
    </message>
    <message>
        <source>Precision lab</source>
        <translation>Precision lab</translation>
    </message>
    <message>
        <source>Checker</source>
        <translation>Checker</translation>
    </message>
    <message>
        <source>Open e&amp;xercises…</source>
        <translation>Open e&amp;xercises…</translation>
    </message>
    <message>
        <source>Load a teacher&apos;s exercise file (JSON, see docs/exercises.md)</source>
        <translation>Load a teacher&apos;s exercise file (JSON, see docs/exercises.md)</translation>
    </message>
    <message>
        <source>Print &amp;worksheet…</source>
        <translation>Print &amp;worksheet…</translation>
    </message>
    <message>
        <source>Write the lesson&apos;s exercises as a PDF worksheet with an answer key</source>
        <translation>Write the lesson&apos;s exercises as a PDF worksheet with an answer key</translation>
    </message>
    <message>
        <source>no lesson %1</source>
        <translation>no lesson %1</translation>
    </message>
    <message>
        <source>Save worksheet</source>
        <translation>Save worksheet</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>Worksheet not written</source>
        <translation>Worksheet not written</translation>
    </message>
    <message>
        <source>Open exercises</source>
        <translation>Open exercises</translation>
    </message>
    <message>
        <source>Exercise files (*.json)</source>
        <translation>Exercise files (*.json)</translation>
    </message>
    <message>
        <source>Exercises not loaded</source>
        <translation>Exercises not loaded</translation>
    </message>
    <message>
        <source>%1

%2</source>
        <translation>%1

%2</translation>
    </message>
    <message>
        <source>Open figure parameters</source>
        <translation>Open figure parameters</translation>
    </message>
    <message>
        <source>Figures (*.png *.svg *.pdf)</source>
        <translation>Figures (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <source>No figure parameters</source>
        <translation>No figure parameters</translation>
    </message>
    <message>
        <source>Parameters of %1: %2</source>
        <translation>Parameters of %1: %2</translation>
    </message>
    <message>
        <source>Open &amp;figure parameters…</source>
        <translation>Open &amp;figure parameters…</translation>
    </message>
    <message>
        <source>Set the parameters written into a figure pe-visualiser exported</source>
        <translation>Set the parameters written into a figure pe-visualiser exported</translation>
    </message>
    <message>
        <source>cannot write %1: no view to export</source>
        <translation>cannot write %1: no view to export</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Position biases</source>
        <translation>Position biases</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manual</translation>
    </message>
    <message>
        <source>%1 – Positional Encoding Visualiser</source>
        <translation>%1 – Positional Encoding Visualiser</translation>
    </message>
    <message>
        <source>%1 Your parameters are back: %2.</source>
        <translation>%1 Your parameters are back: %2.</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written</source>
        <translation>Export cancelled; nothing was written</translation>
    </message>
</context>
<context>
    <name>ManPage</name>
    <message>
        <source>User Commands</source>
        <translation>User Commands</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>teaching app for the Transformer&apos;s sinusoidal positional encoding</source>
        <translation>teaching app for the Transformer&apos;s sinusoidal positional encoding</translation>
    </message>
    <message>
        <source>SYNOPSIS</source>
        <translation>SYNOPSIS</translation>
    </message>
    <message>
        <source>DESCRIPTION</source>
        <translation>DESCRIPTION</translation>
    </message>
    <message>
        <source>Without options it opens the window with the lesson. With a FILE it opens that file: an exercise file on its lesson, a matrix (.npy, .csv, .txt) in the checker, a figure pe-visualiser exported (.png, .svg, .pdf) with the parameters it was made with. The options --csv, --export, --check, --rope, --export-animation and --worksheet run without a window, print or write their result and exit.</source>
        <translation>Without options it opens the window with the lesson. With a FILE it opens that file: an exercise file on its lesson, a matrix (.npy, .csv, .txt) in the checker, a figure pe-visualiser exported (.png, .svg, .pdf) with the parameters it was made with. The options --csv, --export, --check, --rope, --export-animation and --worksheet run without a window, print or write their result and exit.</translation>
    </message>
    <message>
        <source>The manual (Help &gt; Manual, F1 in the window) is also installed in /usr/share/doc/pe-visualiser/manual.</source>
        <translation>The manual (Help &gt; Manual, F1 in the window) is also installed in /usr/share/doc/pe-visualiser/manual.</translation>
    </message>
    <message>
        <source>OPTIONS</source>
        <translation>OPTIONS</translation>
    </message>
    <message>
        <source>EXAMPLES</source>
        <translation>EXAMPLES</translation>
    </message>
    <message>
        <source>Opens the lesson in Chinese, full screen with larger text.</source>
        <translation>Opens the lesson in Chinese, full screen with larger text.</translation>
    </message>
    <message>
        <source>Writes every view for d = 64 into the folder figures.</source>
        <translation>Writes every view for d = 64 into the folder figures.</translation>
    </message>
    <message>
        <source>Prints PE(p) for p = 0 to 31 as CSV.</source>
        <translation>Prints PE(p) for p = 0 to 31 as CSV.</translation>
    </message>
    <message>
        <source>Checks a matrix saved by NumPy against the encoding.</source>
        <translation>Checks a matrix saved by NumPy against the encoding.</translation>
    </message>
    <message>
        <source>EXIT STATUS</source>
        <translation>EXIT STATUS</translation>
    </message>
    <message>
        <source>0 on success; 1 when --check finds another verdict than the reference or a run fails; 2 for a usage error or a file that cannot be read.</source>
        <translation>0 on success; 1 when --check finds another verdict than the reference or a run fails; 2 for a usage error or a file that cannot be read.</translation>
    </message>
    <message>
        <source>FILES</source>
        <translation>FILES</translation>
    </message>
    <message>
        <source>~/.config/pe-visualiser/pe-visualiser.conf: the remembered settings of the window (language, palette, zoom, the last parameters).</source>
        <translation>~/.config/pe-visualiser/pe-visualiser.conf: the remembered settings of the window (language, palette, zoom, the last parameters).</translation>
    </message>
</context>
<context>
    <name>ManualWindow</name>
    <message>
        <source>Manual: Positional Encoding Visualiser</source>
        <translation>Manual: Positional Encoding Visualiser</translation>
    </message>
</context>
<context>
    <name>MatrixPlot</name>
    <message>
        <source>%1 %2, %3 %4: %5</source>
        <translation>%1 %2, %3 %4: %5</translation>
    </message>
</context>
<context>
    <name>MediaPreset</name>
    <message>
        <source>Screen</source>
        <translation>Screen</translation>
    </message>
    <message>
        <source>16:9 slide (1920 x 1080)</source>
        <translation>16:9 slide (1920 x 1080)</translation>
    </message>
    <message>
        <source>Paper, single column (3.5 in, 300 dpi)</source>
        <translation>Paper, single column (3.5 in, 300 dpi)</translation>
    </message>
    <message>
        <source>Paper, full width (7 in, 300 dpi)</source>
        <translation>Paper, full width (7 in, 300 dpi)</translation>
    </message>
    <message>
        <source>Worksheet (A4, 300 dpi)</source>
        <translation>Worksheet (A4, 300 dpi)</translation>
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
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Close this message</source>
        <translation>Close this message</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
</context>
<context>
    <name>NumberField</name>
    <message>
        <source>Allowed: %1.</source>
        <translation>Allowed: %1.</translation>
    </message>
    <message>
        <source>%1 must be %2: nothing was applied, %1 stays %3.</source>
        <translation>%1 must be %2: nothing was applied, %1 stays %3.</translation>
    </message>
    <message>
        <source>%1 must be %2: “%3” was not applied, %1 stays %4.</source>
        <translation>%1 must be %2: “%3” was not applied, %1 stays %4.</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>a whole number from %1 to %2</translation>
    </message>
    <message>
        <source>a finite number greater than %1 (such as 10000, 1.0001 or 1e6)</source>
        <translation>a finite number greater than %1 (such as 10000, 1.0001 or 1e6)</translation>
    </message>
    <message>
        <source>a number greater than %1 and at most %2</source>
        <translation>a number greater than %1 and at most %2</translation>
    </message>
    <message>
        <source>%1 takes at most %2 characters: the %3 characters were not applied, %1 stays %4.</source>
        <translation>%1 takes at most %2 characters: the %3 characters were not applied, %1 stays %4.</translation>
    </message>
</context>
<context>
    <name>PairChart</name>
    <message>
        <source>Pair i = %1 · denominator %2 · wavelength %3</source>
        <translation>Pair i = %1 · denominator %2 · wavelength %3</translation>
    </message>
    <message>
        <source>Pair i = %1 (sin only) · denominator %2 · wavelength %3</source>
        <translation>Pair i = %1 (sin only) · denominator %2 · wavelength %3</translation>
    </message>
    <message>
        <source>Wavelength 2π·%1 = %2 positions</source>
        <translation>Wavelength 2π·%1 = %2 positions</translation>
    </message>
    <message>
        <source>Pair i = %1 is not a pair of d = %2</source>
        <translation>Pair i = %1 is not a pair of d = %2</translation>
    </message>
    <message>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <source>Position %1, component %2 (pair %3, %4): %5</source>
        <translation>Position %1, component %2 (pair %3, %4): %5</translation>
    </message>
</context>
<context>
    <name>PairChartsView</name>
    <message>
        <source>Pairs: write indices and ranges such as 0-3 or 0,5,255 (at most %1).</source>
        <translation>Pairs: write indices and ranges such as 0-3 or 0,5,255 (at most %1).</translation>
    </message>
    <message numerus="yes">
        <source>%n listed pair(s) skipped: d = %1 has pairs 0 to %2.</source>
        <translation>
            <numerusform>%n listed pair skipped: d = %1 has pairs 0 to %2.</numerusform>
            <numerusform>%n listed pairs skipped: d = %1 has pairs 0 to %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>p = %1 lies beyond N = %2: raise N to see it.</source>
        <translation>p = %1 lies beyond N = %2: raise N to see it.</translation>
    </message>
    <message>
        <source>q = %1 lies beyond N = %2: raise N to see it.</source>
        <translation>q = %1 lies beyond N = %2: raise N to see it.</translation>
    </message>
    <message>
        <source>d = %1 is odd: the last pair i = %2 has only its sin component.</source>
        <translation>d = %1 is odd: the last pair i = %2 has only its sin component.</translation>
    </message>
    <message>
        <source>The encoding is switched off: the inputs get A(p) = 0. The curves still show PE, which the switch does not change.</source>
        <translation>The encoding is switched off: the inputs get A(p) = 0. The curves still show PE, which the switch does not change.</translation>
    </message>
    <message>
        <source>Positions 0 to &amp;N:</source>
        <translation>Positions 0 to &amp;N:</translation>
    </message>
    <message>
        <source>Last position N</source>
        <translation>Last position N</translation>
    </message>
    <message>
        <source>P&amp;airs i:</source>
        <translation>P&amp;airs i:</translation>
    </message>
    <message>
        <source>Pair indices and ranges, e.g. 0-3 or 0,5,255 (at most %1)</source>
        <translation>Pair indices and ranges, e.g. 0-3 or 0,5,255 (at most %1)</translation>
    </message>
    <message>
        <source>Pairs shown</source>
        <translation>Pairs shown</translation>
    </message>
    <message>
        <source>First four</source>
        <translation>First four</translation>
    </message>
    <message>
        <source>Last four</source>
        <translation>Last four</translation>
    </message>
    <message>
        <source>sin, PE[2i]</source>
        <translation>sin, PE[2i]</translation>
    </message>
    <message>
        <source>cos, PE[2i+1]</source>
        <translation>cos, PE[2i+1]</translation>
    </message>
    <message>
        <source>position p</source>
        <translation>position p</translation>
    </message>
    <message>
        <source>comparison q</source>
        <translation>comparison q</translation>
    </message>
    <message>
        <source>The last position on the charts</source>
        <translation>The last position on the charts</translation>
    </message>
    <message>
        <source>Shaded: beyond the training length L = %1, positions training never showed.</source>
        <translation>Shaded: beyond the training length L = %1, positions training never showed.</translation>
    </message>
    <message>
        <source>sin, PE[i]</source>
        <translation>sin, PE[i]</translation>
    </message>
    <message>
        <source>cos, PE[%1 + i]</source>
        <translation>cos, PE[%1 + i]</translation>
    </message>
    <message>
        <source>Page %1 of %2: pairs %3</source>
        <translation>Page %1 of %2: pairs %3</translation>
    </message>
    <message>
        <source>Previous pairs</source>
        <translation>Previous pairs</translation>
    </message>
    <message>
        <source>Next pairs</source>
        <translation>Next pairs</translation>
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
        <translation>position</translation>
    </message>
    <message>
        <source>cosine</source>
        <translation>cosine</translation>
    </message>
    <message>
        <source>Learned table after training</source>
        <translation>Learned table after training</translation>
    </message>
    <message>
        <source>Sinusoidal table</source>
        <translation>Sinusoidal table</translation>
    </message>
    <message>
        <source>Tick “learned” among the schemes and train: its table of L rows is compared here with the sinusoidal one.</source>
        <translation>Tick “learned” among the schemes and train: its table of L rows is compared here with the sinusoidal one.</translation>
    </message>
    <message>
        <source>Learned table after training: cos(P(p), P(q))</source>
        <translation>Learned table after training: cos(P(p), P(q))</translation>
    </message>
    <message>
        <source>Sinusoidal table, same L and d: cos(PE(p), PE(q))</source>
        <translation>Sinusoidal table, same L and d: cos(PE(p), PE(q))</translation>
    </message>
    <message>
        <source>Each cell compares the vectors of two positions p and q (1: the same direction, 0: unrelated, −1: opposite). The sinusoidal table&apos;s similarity falls off with |p − q| by construction; the learned one shows what %1 steps of training made of random rows.</source>
        <translation>Each cell compares the vectors of two positions p and q (1: the same direction, 0: unrelated, −1: opposite). The sinusoidal table&apos;s similarity falls off with |p − q| by construction; the learned one shows what %1 steps of training made of random rows.</translation>
    </message>
</context>
<context>
    <name>PrecisionLabView</name>
    <message>
        <source>Roundin&amp;g path:</source>
        <translation>Roundin&amp;g path:</translation>
    </message>
    <message>
        <source>as a framework computes it in the dtype</source>
        <translation>as a framework computes it in the dtype</translation>
    </message>
    <message>
        <source>computed in float64, then cast</source>
        <translation>computed in float64, then cast</translation>
    </message>
    <message>
        <source>Precision path</source>
        <translation>Precision path</translation>
    </message>
    <message>
        <source>Where the rounding to the dtype happens</source>
        <translation>Where the rounding to the dtype happens</translation>
    </message>
    <message>
        <source>Framework path (torch.arange(n, dtype=...) and friends): four steps round to the dtype, each to nearest, ties to even: 1. the position p, 2. the frequency ω_i, 3. their product p·ω_i, 4. each sin and cos. Nothing else rounds.</source>
        <translation>Framework path (torch.arange(n, dtype=...) and friends): four steps round to the dtype, each to nearest, ties to even: 1. the position p, 2. the frequency ω_i, 3. their product p·ω_i, 4. each sin and cos. Nothing else rounds.</translation>
    </message>
    <message>
        <source>Cast path: PE is computed in float64 and each value rounded once to the dtype at the end; the positions and angles stay exact, so every value is within half a unit in the last place of the dtype.</source>
        <translation>Cast path: PE is computed in float64 and each value rounded once to the dtype at the end; the positions and angles stay exact, so every value is within half a unit in the last place of the dtype.</translation>
    </message>
    <message>
        <source>Largest error of PE(p) per dtype against position p, d = %1</source>
        <translation>Largest error of PE(p) per dtype against position p, d = %1</translation>
    </message>
    <message>
        <source>position p</source>
        <translation>position p</translation>
    </message>
    <message>
        <source>largest |error|</source>
        <translation>largest |error|</translation>
    </message>
    <message>
        <source>%1 at p = %2</source>
        <translation>%1 at p = %2</translation>
    </message>
    <message>
        <source>neighbours identical from: %1</source>
        <translation>neighbours identical from: %1</translation>
    </message>
    <message>
        <source>float16 overflows: p ≥ %1 is infinite</source>
        <translation>float16 overflows: p ≥ %1 is infinite</translation>
    </message>
    <message>
        <source>A dtype with a significand of k bits holds every whole number only up to 2^k: above it two neighbouring positions round to the same value and get identical encodings (marked where it first happens). From p = 65520 on float16 positions are infinite and sin(inf) is NaN: those rows are left out. Errors below 10⁻¹⁸ are drawn at 10⁻¹⁸.</source>
        <translation>A dtype with a significand of k bits holds every whole number only up to 2^k: above it two neighbouring positions round to the same value and get identical encodings (marked where it first happens). From p = 65520 on float16 positions are infinite and sin(inf) is NaN: those rows are left out. Errors below 10⁻¹⁸ are drawn at 10⁻¹⁸.</translation>
    </message>
    <message>
        <source>The cast path keeps positions exact: no two positions collide, and the error stays within half an ulp of each dtype at every position. Errors below 10⁻¹⁸ (float64&apos;s 0) are drawn at 10⁻¹⁸.</source>
        <translation>The cast path keeps positions exact: no two positions collide, and the error stays within half an ulp of each dtype at every position. Errors below 10⁻¹⁸ (float64&apos;s 0) are drawn at 10⁻¹⁸.</translation>
    </message>
    <message>
        <source>Rotation identity M(k, i) PE(p) = PE(p + k) with p = %1, k = q − p = %2, every product and sum in the dtype: the largest distance of a rotated pair from the pair of PE(p + k).</source>
        <translation>Rotation identity M(k, i) PE(p) = PE(p + k) with p = %1, k = q − p = %2, every product and sum in the dtype: the largest distance of a rotated pair from the pair of PE(p + k).</translation>
    </message>
    <message>
        <source>dtype</source>
        <translation>dtype</translation>
    </message>
    <message>
        <source>against PE(p + k) in the dtype</source>
        <translation>against PE(p + k) in the dtype</translation>
    </message>
    <message>
        <source>against the exact PE(p + k)</source>
        <translation>against the exact PE(p + k)</translation>
    </message>
    <message>
        <source>Error of the rotation identity per dtype</source>
        <translation>Error of the rotation identity per dtype</translation>
    </message>
    <message>
        <source>NaN: the position overflows</source>
        <translation>NaN: the position overflows</translation>
    </message>
    <message>
        <source>needs d ≥ 2</source>
        <translation>needs d ≥ 2</translation>
    </message>
    <message>
        <source>p = %1</source>
        <translation>p = %1</translation>
    </message>
    <message>
        <source>p = %1, %2: largest error %3</source>
        <translation>p = %1, %2: largest error %3</translation>
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
        <translation>encoding on</translation>
    </message>
    <message>
        <source>encoding off</source>
        <translation>encoding off</translation>
    </message>
    <message>
        <source>layout %1</source>
        <translation>layout %1</translation>
    </message>
    <message>
        <source>%1, s = %2</source>
        <translation>%1, s = %2</translation>
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
        <translation>Edit parameters</translation>
    </message>
    <message>
        <source>Show the parameters, the rows of views and the animation&apos;s controls</source>
        <translation>Show the parameters, the rows of views and the animation&apos;s controls</translation>
    </message>
    <message>
        <source>Parameters of this step</source>
        <translation>Parameters of this step</translation>
    </message>
</context>
<context>
    <name>RopeDecayChart</name>
    <message>
        <source>|m − n| = %1: %2</source>
        <translation>|m − n| = %1: %2</translation>
    </message>
    <message>
        <source>relative distance |m − n|</source>
        <translation>relative distance |m − n|</translation>
    </message>
    <message>
        <source>decay bound</source>
        <translation>decay bound</translation>
    </message>
</context>
<context>
    <name>RopeLesson</name>
    <message>
        <source>The score splits into four terms</source>
        <translation>The score splits into four terms</translation>
    </message>
    <message>
        <source>Self-attention compares tokens by dot products. With the encoding added, x = E + PE, and the score of query a and key b is (E(a) + PE(a)) · (E(b) + PE(b)) = E·E + E·P + P·E + P·P.</source>
        <translation>Self-attention compares tokens by dot products. With the encoding added, x = E + PE, and the score of query a and key b is (E(a) + PE(a)) · (E(b) + PE(b)) = E·E + E·P + P·E + P·P.</translation>
    </message>
    <message>
        <source>For a = %1 and b = %2 (the two “%3”): %4 = %5 + %6 + %7 + %8. The four matrices beside the score add up to it within %9.</source>
        <translation>For a = %1 and b = %2 (the two “%3”): %4 = %5 + %6 + %7 + %8. The four matrices beside the score add up to it within %9.</translation>
    </message>
    <message>
        <source>Only P·P is pure position</source>
        <translation>Only P·P is pure position</translation>
    </message>
    <message>
        <source>E·E knows no position, E·P knows the key&apos;s and P·E the query&apos;s absolute position. P·P = PE(a) · PE(b) = Σ cos((b − a) ω_i) depends only on the offset b − a: its matrix is constant along every diagonal.</source>
        <translation>E·E knows no position, E·P knows the key&apos;s and P·E the query&apos;s absolute position. P·P = PE(a) · PE(b) = Σ cos((b − a) ω_i) depends only on the offset b − a: its matrix is constant along every diagonal.</translation>
    </message>
    <message>
        <source>P·P at (0, 3) is %1 and at (1, 4) it is %2: the same offset 3. The largest spread along a diagonal is %3.</source>
        <translation>P·P at (0, 3) is %1 and at (1, 4) it is %2: the same offset 3. The largest spread along a diagonal is %3.</translation>
    </message>
    <message>
        <source>But the offset sits in one term of four: the other three mix absolute positions into the score.</source>
        <translation>But the offset sits in one term of four: the other three mix absolute positions into the score.</translation>
    </message>
    <message>
        <source>Without position, order is invisible</source>
        <translation>Without position, order is invisible</translation>
    </message>
    <message>
        <source>Switch the encoding off: the score is E·E alone and the rows of the two “%1” are identical.</source>
        <translation>Switch the encoding off: the score is E·E alone and the rows of the two “%1” are identical.</translation>
    </message>
    <message>
        <source>Sizes: the √d scale</source>
        <translation>Sizes: the √d scale</translation>
    </message>
    <message>
        <source>The Transformer multiplies the embeddings by √d (Vaswani et al. 2017, section 3.4): |E| = %1, the same order as |PE|.</source>
        <translation>The Transformer multiplies the embeddings by √d (Vaswani et al. 2017, section 3.4): |E| = %1, the same order as |PE|.</translation>
    </message>
    <message>
        <source>Rotate instead of add</source>
        <translation>Rotate instead of add</translation>
    </message>
    <message>
        <source>RoPE adds nothing to x. It rotates the query at position m and the key at position n pair by pair: (x_a, x_b) turns by t = m θ_i with θ_i = base^(−2i/d), the same frequencies as the encoding (RoFormer, section 3.4).</source>
        <translation>RoPE adds nothing to x. It rotates the query at position m and the key at position n pair by pair: (x_a, x_b) turns by t = m θ_i with θ_i = base^(−2i/d), the same frequencies as the encoding (RoFormer, section 3.4).</translation>
    </message>
    <message>
        <source>A rotation keeps lengths and the dot product of two rotated vectors depends only on the angle between them: q_%1 · k_%2 = %3, and the closed form q · R(n − m) k = %4.</source>
        <translation>A rotation keeps lengths and the dot product of two rotated vectors depends only on the angle between them: q_%1 · k_%2 = %3, and the closed form q · R(n − m) k = %4.</translation>
    </message>
    <message>
        <source>Position moves into q and k</source>
        <translation>Position moves into q and k</translation>
    </message>
    <message>
        <source>Shift both positions by the same t: the score does not move. Over every shift t = 0 … 1000 it stays within %1 of %2.</source>
        <translation>Shift both positions by the same t: the score does not move. Over every shift t = 0 … 1000 it stays within %1 of %2.</translation>
    </message>
    <message>
        <source>With the encoding added only one term of four had this property; with RoPE the whole score has it, because position lives in the rotation of q and k, not in a vector added to the input.</source>
        <translation>With the encoding added only one term of four had this property; with RoPE the whole score has it, because position lives in the rotation of q and k, not in a vector added to the input.</translation>
    </message>
    <message>
        <source>Two layouts of the same pairs</source>
        <translation>Two layouts of the same pairs</translation>
    </message>
    <message>
        <source>RoFormer, GPT-J and Llama pair components (2i, 2i+1); GPT-NeoX and Hugging Face&apos;s rotate_half pair (i, i + d/2). A fixed permutation turns one into the other, and with q and k permuted the scores agree.</source>
        <translation>RoFormer, GPT-J and Llama pair components (2i, 2i+1); GPT-NeoX and Hugging Face&apos;s rotate_half pair (i, i + d/2). A fixed permutation turns one into the other, and with q and k permuted the scores agree.</translation>
    </message>
    <message>
        <source>A model that mixes them breaks silently: at m = %1 the score is off by %2 of |q| |k|, at m = %3 by %4: fine for a few tokens, then garbage. The Layouts page shows the permutation and the error against position.</source>
        <translation>A model that mixes them breaks silently: at m = %1 the score is off by %2 of |q| |k|, at m = %3 by %4: fine for a few tokens, then garbage. The Layouts page shows the permutation and the error against position.</translation>
    </message>
    <message>
        <source>Partial rotary</source>
        <translation>Partial rotary</translation>
    </message>
    <message>
        <source>GPT-J&apos;s rotary_dim and GPT-NeoX&apos;s rotary_pct rotate only the first r = F d components: F = 0.25 at d = 64 gives r = %1; the other %2 components pass through unchanged.</source>
        <translation>GPT-J&apos;s rotary_dim and GPT-NeoX&apos;s rotary_pct rotate only the first r = F d components: F = 0.25 at d = 64 gives r = %1; the other %2 components pass through unchanged.</translation>
    </message>
    <message>
        <source>Adding against rotating</source>
        <translation>Adding against rotating</translation>
    </message>
    <message>
        <source>The page “Additive vs rotary” lists every term with the position it carries.</source>
        <translation>The page “Additive vs rotary” lists every term with the position it carries.</translation>
    </message>
    <message>
        <source>At d = %1 an embedding E(%2) drawn from N(0, 1/d) has |E| of about 1, while |PE(p)| = √(d/2) = %3 at every position: added as it is, position drowns the word (the article&apos;s troubleshooting row 2).</source>
        <translation>At d = %1 an embedding E(%2) drawn from N(0, 1/d) has |E| of about 1, while |PE(p)| = √(d/2) = %3 at every position: added as it is, position drowns the word (the article&apos;s troubleshooting row 2).</translation>
    </message>
    <message>
        <source>The frequencies are spread over the rotated dimensions: θ_i = base^(−2i/r), so at m = %1 the slowest pair, i = %2, has turned the query by only t = %3 radians (its circle).</source>
        <translation>The frequencies are spread over the rotated dimensions: θ_i = base^(−2i/r), so at m = %1 the slowest pair, i = %2, has turned the query by only t = %3 radians (its circle).</translation>
    </message>
    <message>
        <source>At (m, n) = (%1, %2) the added score is %3 and the rotated one %4. Shift both positions by t (the slider “Shift both by t” of the Rotation page): in the column “at (m + t, n + t)” the added score moves, because E·P and P·E carry absolute positions; the rotated one stays at %4: one term, the offset only.</source>
        <translation>At (m, n) = (%1, %2) the added score is %3 and the rotated one %4. Shift both positions by t (the slider “Shift both by t” of the Rotation page): in the column “at (m + t, n + t)” the added score moves, because E·P and P·E carry absolute positions; the rotated one stays at %4: one term, the offset only.</translation>
    </message>
    <message>
        <source>Press “Shuffle the sentence”: without the encoding the scores only move with the words (the view prints how far each term moved); with the encoding on they change, because the positions stay with the slots.</source>
        <translation>Press “Shuffle the sentence”: without the encoding the scores only move with the words (the view prints how far each term moved); with the encoding on they change, because the positions stay with the slots.</translation>
    </message>
</context>
<context>
    <name>RopeMode</name>
    <message>
        <source>--vector: x%1 = %2 is larger in magnitude than %3 (half the largest double): its rotation could overflow</source>
        <translation>--vector: x%1 = %2 is larger in magnitude than %3 (half the largest double): its rotation could overflow</translation>
    </message>
</context>
<context>
    <name>RopeView</name>
    <message>
        <source>interleaved (2i, 2i+1)</source>
        <translation>interleaved (2i, 2i+1)</translation>
    </message>
    <message>
        <source>half-split (i, i + r/2)</source>
        <translation>half-split (i, i + r/2)</translation>
    </message>
    <message>
        <source>none (content only)</source>
        <translation>none (content only)</translation>
    </message>
    <message>
        <source>the query&apos;s position m</source>
        <translation>the query&apos;s position m</translation>
    </message>
    <message>
        <source>the key&apos;s position n</source>
        <translation>the key&apos;s position n</translation>
    </message>
    <message>
        <source>only the offset n − m</source>
        <translation>only the offset n − m</translation>
    </message>
    <message>
        <source>m and n separately</source>
        <translation>m and n separately</translation>
    </message>
    <message>
        <source>additive E·E: q · k</source>
        <translation>additive E·E: q · k</translation>
    </message>
    <message>
        <source>additive E·P: q · PE(n)</source>
        <translation>additive E·P: q · PE(n)</translation>
    </message>
    <message>
        <source>additive P·E: PE(m) · k</source>
        <translation>additive P·E: PE(m) · k</translation>
    </message>
    <message>
        <source>additive P·P: PE(m) · PE(n)</source>
        <translation>additive P·P: PE(m) · PE(n)</translation>
    </message>
    <message>
        <source>additive total: (q + PE(m)) · (k + PE(n))</source>
        <translation>additive total: (q + PE(m)) · (k + PE(n))</translation>
    </message>
    <message>
        <source>rotary: R(m) q · R(n) k</source>
        <translation>rotary: R(m) q · R(n) k</translation>
    </message>
    <message>
        <source>“%1” is not %2 numbers separated by commas: the token&apos;s embedding is used.</source>
        <translation>“%1” is not %2 numbers separated by commas: the token&apos;s embedding is used.</translation>
    </message>
    <message>
        <source>RoFormer&apos;s long-term decay bound, d = %1, base %2, r = %3, |m − n| up to %4</source>
        <translation>RoFormer&apos;s long-term decay bound, d = %1, base %2, r = %3, |m − n| up to %4</translation>
    </message>
    <message>
        <source>Each pair (x_a, x_b) of the first r = %1 of d = %2 components turns by t = m θ_i (θ_i = base^(−2i/r)) to (x_a cos t − x_b sin t, x_a sin t + x_b cos t); the rest pass through (RoFormer, eq. 14).</source>
        <translation>Each pair (x_a, x_b) of the first r = %1 of d = %2 components turns by t = m θ_i (θ_i = base^(−2i/r)) to (x_a cos t − x_b sin t, x_a sin t + x_b cos t); the rest pass through (RoFormer, eq. 14).</translation>
    </message>
    <message>
        <source>q_m · k_n = %1 at m = %2, n = %3; the closed form q · R(n − m) k = %4: it depends only on n − m = %5.</source>
        <translation>q_m · k_n = %1 at m = %2, n = %3; the closed form q · R(n − m) k = %4: it depends only on n − m = %5.</translation>
    </message>
    <message>
        <source>q_m · k_n = %1</source>
        <translation>q_m · k_n = %1</translation>
    </message>
    <message>
        <source>Shifted by t = %1: q_%2 · k_%3 = %4. Largest deviation from q_m · k_n over every shift t = 0 … %5: %6 (at t = %7).</source>
        <translation>Shifted by t = %1: q_%2 · k_%3 = %4. Largest deviation from q_m · k_n over every shift t = 0 … %5: %6 (at t = %7).</translation>
    </message>
    <message>
        <source>q_%1 · k_%2 = %3</source>
        <translation>q_%1 · k_%2 = %3</translation>
    </message>
    <message>
        <source>This layout: %1, r = %2 rotated components.</source>
        <translation>This layout: %1, r = %2 rotated components.</translation>
    </message>
    <message>
        <source>The half-split layout pairs component i with i + r/2 and needs an even d (d = %1): choose an even d to compare the layouts.</source>
        <translation>The half-split layout pairs component i with i + r/2 and needs an even d (d = %1): choose an even d to compare the layouts.</translation>
    </message>
    <message>
        <source>The permutation from this layout to the other, out[j] = x[perm[j]]:</source>
        <translation>The permutation from this layout to the other, out[j] = x[perm[j]]:</translation>
    </message>
    <message>
        <source>With q and k permuted to match, the other layout gives q_m · k_n = %1 (this layout: %2; difference %3): the same model.</source>
        <translation>With q and k permuted to match, the other layout gives q_m · k_n = %1 (this layout: %2; difference %3): the same model.</translation>
    </message>
    <message>
        <source>A model that mixes them (a checkpoint converted without permuting W_Q and W_K) rotates q and k as the other layout: fine for a few tokens, then garbage. The key at n = %1, the query at m:</source>
        <translation>A model that mixes them (a checkpoint converted without permuting W_Q and W_K) rotates q and k as the other layout: fine for a few tokens, then garbage. The key at n = %1, the query at m:</translation>
    </message>
    <message>
        <source>right score</source>
        <translation>right score</translation>
    </message>
    <message>
        <source>mixed score</source>
        <translation>mixed score</translation>
    </message>
    <message>
        <source>error / (|q| |k|)</source>
        <translation>error / (|q| |k|)</translation>
    </message>
    <message>
        <source>The same q and k, identity projections: added position (the article&apos;s section 7) against rotated (RoFormer, eq. 16), at (m, n) = (%1, %2) and with both shifted by t = %3 (the slider of the Rotation page). A term that keeps its value under the shift carries no absolute position.</source>
        <translation>The same q and k, identity projections: added position (the article&apos;s section 7) against rotated (RoFormer, eq. 16), at (m, n) = (%1, %2) and with both shifted by t = %3 (the slider of the Rotation page). A term that keeps its value under the shift carries no absolute position.</translation>
    </message>
    <message>
        <source>term</source>
        <translation>term</translation>
    </message>
    <message>
        <source>position it carries</source>
        <translation>position it carries</translation>
    </message>
    <message>
        <source>at (m, n)</source>
        <translation>at (m, n)</translation>
    </message>
    <message>
        <source>at (m + t, n + t)</source>
        <translation>at (m + t, n + t)</translation>
    </message>
    <message>
        <source>Adding PE puts position into three of the four terms, and only P·P depends on the offset alone; rotating q and k leaves one term, and it depends only on n − m.</source>
        <translation>Adding PE puts position into three of the four terms, and only P·P depends on the offset alone; rotating q and k leaves one term, and it depends only on n − m.</translation>
    </message>
    <message>
        <source>Query:</source>
        <translation>Query:</translation>
    </message>
    <message>
        <source>Key:</source>
        <translation>Key:</translation>
    </message>
    <message>
        <source>The token whose embedding is the query q.</source>
        <translation>The token whose embedding is the query q.</translation>
    </message>
    <message>
        <source>Query token</source>
        <translation>Query token</translation>
    </message>
    <message>
        <source>The token whose embedding is the key k.</source>
        <translation>The token whose embedding is the key k.</translation>
    </message>
    <message>
        <source>Key token</source>
        <translation>Key token</translation>
    </message>
    <message>
        <source>Typed query q</source>
        <translation>Typed query q</translation>
    </message>
    <message>
        <source>Typed key k</source>
        <translation>Typed key k</translation>
    </message>
    <message>
        <source>&amp;Query at m:</source>
        <translation>&amp;Query at m:</translation>
    </message>
    <message>
        <source>The query&apos;s position m.</source>
        <translation>The query&apos;s position m.</translation>
    </message>
    <message>
        <source>&amp;Key at n:</source>
        <translation>&amp;Key at n:</translation>
    </message>
    <message>
        <source>The key&apos;s position n.</source>
        <translation>The key&apos;s position n.</translation>
    </message>
    <message>
        <source>Layo&amp;ut:</source>
        <translation>Layo&amp;ut:</translation>
    </message>
    <message>
        <source>interleaved</source>
        <translation>interleaved</translation>
    </message>
    <message>
        <source>half-split</source>
        <translation>half-split</translation>
    </message>
    <message>
        <source>Which components rotate together: (2i, 2i+1) as in RoFormer, GPT-J and Llama, or (i, i + r/2) as in GPT-NeoX and rotate_half.</source>
        <translation>Which components rotate together: (2i, 2i+1) as in RoFormer, GPT-J and Llama, or (i, i + r/2) as in GPT-NeoX and rotate_half.</translation>
    </message>
    <message>
        <source>Rot&amp;ary fraction F:</source>
        <translation>Rot&amp;ary fraction F:</translation>
    </message>
    <message>
        <source>Only the first r = 2 floor(F d / 2) components rotate (GPT-J&apos;s rotary_dim, GPT-NeoX&apos;s rotary_pct); θ_i = base^(−2i/r).</source>
        <translation>Only the first r = 2 floor(F d / 2) components rotate (GPT-J&apos;s rotary_dim, GPT-NeoX&apos;s rotary_pct); θ_i = base^(−2i/r).</translation>
    </message>
    <message>
        <source>Lock the offset &amp;n − m</source>
        <translation>Lock the offset &amp;n − m</translation>
    </message>
    <message>
        <source>Moving m moves n with it, and the other way round: n − m stays.</source>
        <translation>Moving m moves n with it, and the other way round: n − m stays.</translation>
    </message>
    <message>
        <source>or type q:</source>
        <translation>or type q:</translation>
    </message>
    <message>
        <source>d numbers, comma separated</source>
        <translation>d numbers, comma separated</translation>
    </message>
    <message>
        <source>or type k:</source>
        <translation>or type k:</translation>
    </message>
    <message>
        <source>Sh&amp;ift both by t:</source>
        <translation>Sh&amp;ift both by t:</translation>
    </message>
    <message>
        <source>&amp;Distances up to:</source>
        <translation>&amp;Distances up to:</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>distance</translation>
    </message>
    <message>
        <source>The largest relative distance |m − n| drawn.</source>
        <translation>The largest relative distance |m − n| drawn.</translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation>Rotation</translation>
    </message>
    <message>
        <source>Decay</source>
        <translation>Decay</translation>
    </message>
    <message>
        <source>Layouts</source>
        <translation>Layouts</translation>
    </message>
    <message>
        <source>Additive vs rotary</source>
        <translation>Additive vs rotary</translation>
    </message>
    <message>
        <source>The circles: pair i of q (blue circles) rotated to m and of k (vermillion squares) rotated to n: hollow before the rotation, filled after it, the arc the rotation.</source>
        <translation>The circles: pair i of q (blue circles) rotated to m and of k (vermillion squares) rotated to n: hollow before the rotation, filled after it, the arc the rotation.</translation>
    </message>
    <message>
        <source>Permuted to match, the other layout gives q_m · k_n = %1 (this one: %2; difference %3).</source>
        <translation>Permuted to match, the other layout gives q_m · k_n = %1 (this one: %2; difference %3).</translation>
    </message>
    <message>
        <source>A model that mixes the layouts, the key at n = %1, the query at m:</source>
        <translation>A model that mixes the layouts, the key at n = %1, the query at m:</translation>
    </message>
    <message>
        <source>Shifted by t = %1: q_%2 · k_%3 = %4; over t = 0 … %5 it stays within %6 of q_m · k_n.</source>
        <translation>Shifted by t = %1: q_%2 · k_%3 = %4; over t = 0 … %5 it stays within %6 of q_m · k_n.</translation>
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
        <translation>unchanged: 1</translation>
    </message>
    <message>
        <source>ω′ᵢ / ωᵢ</source>
        <translation>ω′ᵢ / ωᵢ</translation>
    </message>
    <message>
        <source>pair i</source>
        <translation>pair i</translation>
    </message>
</context>
<context>
    <name>ScalingModel</name>
    <message>
        <source>passes (full turn within L)</source>
        <translation>passes (full turn within L)</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>passes</translation>
    </message>
    <message>
        <source>new angles beyond L</source>
        <translation>new angles beyond L</translation>
    </message>
    <message>
        <source>Pair i</source>
        <translation>Pair i</translation>
    </message>
    <message>
        <source>ωᵢ trained</source>
        <translation>ωᵢ trained</translation>
    </message>
    <message>
        <source>ω′ᵢ scaled</source>
        <translation>ω′ᵢ scaled</translation>
    </message>
    <message>
        <source>ω′ᵢ / ωᵢ</source>
        <translation>ω′ᵢ / ωᵢ</translation>
    </message>
    <message>
        <source>“Never seen” test</source>
        <translation>“Never seen” test</translation>
    </message>
    <message>
        <source>Largest angle
within L (rad)</source>
        <translation>Largest angle
within L (rad)</translation>
    </message>
    <message>
        <source>Largest angle
within L′ (rad)</source>
        <translation>Largest angle
within L′ (rad)</translation>
    </message>
</context>
<context>
    <name>ScalingView</name>
    <message>
        <source>NTK-aware scaling needs d ≥ 3: the method was not changed.</source>
        <translation>NTK-aware scaling needs d ≥ 3: the method was not changed.</translation>
    </message>
    <message>
        <source>s = %1 gives denominators outside the allowed range: s stays %2.</source>
        <translation>s = %1 gives denominators outside the allowed range: s stays %2.</translation>
    </message>
    <message>
        <source>α must be smaller than β = %1: %2 was not applied.</source>
        <translation>α must be smaller than β = %1: %2 was not applied.</translation>
    </message>
    <message>
        <source>β must be larger than α = %1: %2 was not applied.</source>
        <translation>β must be larger than α = %1: %2 was not applied.</translation>
    </message>
    <message>
        <source>No method: the frequencies are those of training (every factor is 1). </source>
        <translation>No method: the frequencies are those of training (every factor is 1). </translation>
    </message>
    <message>
        <source>YaRN&apos;s attention scale √(1/t) = 0.1 ln s + 1 = %1 for s = %2 (it multiplies the logits&apos; q and k; the encoding itself is unchanged).</source>
        <translation>YaRN&apos;s attention scale √(1/t) = 0.1 ln s + 1 = %1 for s = %2 (it multiplies the logits&apos; q and k; the encoding itself is unchanged).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>position interpolation (PI)</source>
        <translation>position interpolation (PI)</translation>
    </message>
    <message>
        <source>NTK-aware scaling</source>
        <translation>NTK-aware scaling</translation>
    </message>
    <message>
        <source>YaRN</source>
        <translation>YaRN</translation>
    </message>
    <message>
        <source>How the frequencies are changed to reach L′; every view follows</source>
        <translation>How the frequencies are changed to reach L′; every view follows</translation>
    </message>
    <message>
        <source>The context-extension factor (L′ / L unless typed)</source>
        <translation>The context-extension factor (L′ / L unless typed)</translation>
    </message>
    <message>
        <source>Checked: s follows the lengths</source>
        <translation>Checked: s follows the lengths</translation>
    </message>
    <message>
        <source>YaRN: pairs turning fewer than α times within L are divided by s</source>
        <translation>YaRN: pairs turning fewer than α times within L are divided by s</translation>
    </message>
    <message>
        <source>YaRN: pairs turning more than β times within L keep their frequency</source>
        <translation>YaRN: pairs turning more than β times within L keep their frequency</translation>
    </message>
    <message>
        <source>Trai&amp;ning length L:</source>
        <translation>Trai&amp;ning length L:</translation>
    </message>
    <message>
        <source>The longest sequence seen in training, in positions</source>
        <translation>The longest sequence seen in training, in positions</translation>
    </message>
    <message>
        <source>Conte&amp;xt length L′:</source>
        <translation>Conte&amp;xt length L′:</translation>
    </message>
    <message>
        <source>The sequence length wanted at inference, in positions</source>
        <translation>The sequence length wanted at inference, in positions</translation>
    </message>
    <message>
        <source>YaRN ramp st&amp;art α:</source>
        <translation>YaRN ramp st&amp;art α:</translation>
    </message>
    <message>
        <source>Metho&amp;d:</source>
        <translation>Metho&amp;d:</translation>
    </message>
    <message>
        <source>&amp;Keep s = L′ / L</source>
        <translation>&amp;Keep s = L′ / L</translation>
    </message>
    <message>
        <source>YaRN ramp &amp;upper end β:</source>
        <translation>YaRN ramp &amp;upper end β:</translation>
    </message>
    <message>
        <source>Scal&amp;ing factor s:</source>
        <translation>Scal&amp;ing factor s:</translation>
    </message>
    <message>
        <source>%1 of %2 pairs pass the “never seen” test within L′ = %3: their angle at position L′ is at most their angle at position L = %4, so every angle within L′ lies in the range training covered, or they made a full turn within L (blue dots); the others (vermillion) reach angles training never showed.</source>
        <translation>%1 of %2 pairs pass the “never seen” test within L′ = %3: their angle at position L′ is at most their angle at position L = %4, so every angle within L′ lies in the range training covered, or they made a full turn within L (blue dots); the others (vermillion) reach angles training never showed.</translation>
    </message>
</context>
<context>
    <name>SchemeLineChart</name>
    <message>
        <source>%1: %2 = %3, %4 = %5</source>
        <translation>%1: %2 = %3, %4 = %5</translation>
    </message>
    <message>
        <source>%1 % (%2)</source>
        <translation>%1 % (%2)</translation>
    </message>
</context>
<context>
    <name>SchemeNumbersView</name>
    <message>
        <source>query i</source>
        <translation>query i</translation>
    </message>
    <message>
        <source>key j</source>
        <translation>key j</translation>
    </message>
    <message>
        <source>bias</source>
        <translation>bias</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>masked</translation>
    </message>
    <message>
        <source>ALiBi bias −m (i − j) of head %1, m = %2 (causal)</source>
        <translation>ALiBi bias −m (i − j) of head %1, m = %2 (causal)</translation>
    </message>
    <message>
        <source>ALiBi bias −m |i − j| of head %1, m = %2</source>
        <translation>ALiBi bias −m |i − j| of head %1, m = %2</translation>
    </message>
    <message>
        <source>H = %1 is a power of two: the rule and the naive formula agree.</source>
        <translation>H = %1 is a power of two: the rule and the naive formula agree.</translation>
    </message>
    <message>
        <source>H = %1 is not a power of two: the reference takes the slopes of the next lower power of two and then every other slope of twice that count. The naive 2^(−8h/H) gives other slopes for %2 of the %1 heads (bold).</source>
        <translation>H = %1 is not a power of two: the reference takes the slopes of the next lower power of two and then every other slope of twice that count. The naive 2^(−8h/H) gives other slopes for %2 of the %1 heads (bold).</translation>
    </message>
    <message>
        <source>offset key − query</source>
        <translation>offset key − query</translation>
    </message>
    <message>
        <source>bucket</source>
        <translation>bucket</translation>
    </message>
    <message>
        <source>T5&apos;s bucket of every offset from −%1 to %1 (%2 buckets, max distance %3%4)</source>
        <translation>T5&apos;s bucket of every offset from −%1 to %1 (%2 buckets, max distance %3%4)</translation>
    </message>
    <message>
        <source>, causal</source>
        <translation>, causal</translation>
    </message>
    <message>
        <source>The bucket of each (i, j) on %1 positions</source>
        <translation>The bucket of each (i, j) on %1 positions</translation>
    </message>
    <message>
        <source>T5 adds to the score of query i and key j one learned number per head: the value of the bucket of j − i. Offsets up to %1 in size have a bucket each; larger ones share buckets that grow logarithmically up to %2, and everything farther falls into the last bucket. %3</source>
        <translation>T5 adds to the score of query i and key j one learned number per head: the value of the bucket of j − i. Offsets up to %1 in size have a bucket each; larger ones share buckets that grow logarithmically up to %2, and everything farther falls into the last bucket. %3</translation>
    </message>
    <message>
        <source>Under the causal mask every key after the query is masked, so all buckets go to the past.</source>
        <translation>Under the causal mask every key after the query is masked, so all buckets go to the past.</translation>
    </message>
    <message>
        <source>Without a mask half the buckets hold keys before the query, half keys after it.</source>
        <translation>Without a mask half the buckets hold keys before the query, half keys after it.</translation>
    </message>
    <message>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <source>cosine</source>
        <translation>cosine</translation>
    </message>
    <message>
        <source>Learned table at initialisation (seed %1)</source>
        <translation>Learned table at initialisation (seed %1)</translation>
    </message>
    <message>
        <source>Sinusoidal table, base 10000</source>
        <translation>Sinusoidal table, base 10000</translation>
    </message>
    <message>
        <source>Cosine similarity of the rows for positions p and q. A learned table starts as random rows, nearly unrelated to each other; only training can give it an order. The sinusoidal table has it from the start. The Training view shows what training makes of it.</source>
        <translation>Cosine similarity of the rows for positions p and q. A learned table starts as random rows, nearly unrelated to each other; only training can give it an order. The sinusoidal table has it from the start. The Training view shows what training makes of it.</translation>
    </message>
    <message>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <source>T5 buckets</source>
        <translation>T5 buckets</translation>
    </message>
    <message>
        <source>Learned table</source>
        <translation>Learned table</translation>
    </message>
    <message>
        <source>He&amp;ads H:</source>
        <translation>He&amp;ads H:</translation>
    </message>
    <message>
        <source>Hea&amp;d:</source>
        <translation>Hea&amp;d:</translation>
    </message>
    <message>
        <source>Positio&amp;ns n:</source>
        <translation>Positio&amp;ns n:</translation>
    </message>
    <message>
        <source>Len&amp;gth L:</source>
        <translation>Len&amp;gth L:</translation>
    </message>
    <message>
        <source>&amp;d:</source>
        <translation>&amp;d:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>The number of heads, each with its own slope</source>
        <translation>The number of heads, each with its own slope</translation>
    </message>
    <message>
        <source>head</source>
        <translation>head</translation>
    </message>
    <message>
        <source>The head whose bias matrix is shown</source>
        <translation>The head whose bias matrix is shown</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>The number of positions of the bias matrix</source>
        <translation>The number of positions of the bias matrix</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>The rows of the learned table (the training length)</source>
        <translation>The rows of the learned table (the training length)</translation>
    </message>
    <message>
        <source>d</source>
        <translation>d</translation>
    </message>
    <message>
        <source>The width of each row</source>
        <translation>The width of each row</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>seed</translation>
    </message>
    <message>
        <source>The seed of the random rows</source>
        <translation>The seed of the random rows</translation>
    </message>
    <message>
        <source>Ca&amp;usal mask</source>
        <translation>Ca&amp;usal mask</translation>
    </message>
</context>
<context>
    <name>SchemeStyle</name>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>sinusoidal</source>
        <translation>sinusoidal</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>learned</translation>
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
        <translation>T5 bias</translation>
    </message>
    <message>
        <source>No position at all: without a causal mask the model cannot tell the order of its input</source>
        <translation>No position at all: without a causal mask the model cannot tell the order of its input</translation>
    </message>
    <message>
        <source>PE(p) added to the token embedding (Vaswani et al. 2017, section 3.5)</source>
        <translation>PE(p) added to the token embedding (Vaswani et al. 2017, section 3.5)</translation>
    </message>
    <message>
        <source>A trainable table of L rows added to the token embedding; it has no row beyond L</source>
        <translation>A trainable table of L rows added to the token embedding; it has no row beyond L</translation>
    </message>
    <message>
        <source>Queries and keys rotated by their position (Su et al. 2021)</source>
        <translation>Queries and keys rotated by their position (Su et al. 2021)</translation>
    </message>
    <message>
        <source>A fixed bias −m·|i − j| per head on the scores (Press et al. 2022)</source>
        <translation>A fixed bias −m·|i − j| per head on the scores (Press et al. 2022)</translation>
    </message>
    <message>
        <source>A learned bias per relative-distance bucket and head (Raffel et al. 2020)</source>
        <translation>A learned bias per relative-distance bucket and head (Raffel et al. 2020)</translation>
    </message>
    <message>
        <source>reverse</source>
        <translation>reverse</translation>
    </message>
    <message>
        <source>shift by %1</source>
        <translation>shift by %1</translation>
    </message>
    <message>
        <source>sort</source>
        <translation>sort</translation>
    </message>
    <message>
        <source>chance %1 %</source>
        <translation>chance %1 %</translation>
    </message>
    <message>
        <source>L = %1</source>
        <translation>L = %1</translation>
    </message>
    <message>
        <source>%1 layers × %2 heads</source>
        <translation>%1 layers × %2 heads</translation>
    </message>
    <message>
        <source>d = %1</source>
        <translation>d = %1</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 steps</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>seed %1</translation>
    </message>
    <message>
        <source>causal mask</source>
        <translation>causal mask</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>This run: %1</source>
        <translation>This run: %1</translation>
    </message>
    <message>
        <source>Faint lines: %1, %2</source>
        <translation>Faint lines: %1, %2</translation>
    </message>
</context>
<context>
    <name>ScoreDecompositionView</name>
    <message>
        <source>The sentence has %1 tokens; this view shows up to %2: shorten the sentence.</source>
        <translation>The sentence has %1 tokens; this view shows up to %2: shorten the sentence.</translation>
    </message>
    <message>
        <source>%1 tokens at d = %2 are more than this view computes live: shorten the sentence or lower d.</source>
        <translation>%1 tokens at d = %2 are more than this view computes live: shorten the sentence or lower d.</translation>
    </message>
    <message>
        <source>q(a) · k(b), the score</source>
        <translation>q(a) · k(b), the score</translation>
    </message>
    <message>
        <source>x(a) · x(b), the score</source>
        <translation>x(a) · x(b), the score</translation>
    </message>
    <message>
        <source>q(a) · k(b) with q = W_Q x, k = W_K x (seeded random W_Q, W_K): the four terms are (W_Q E) · (W_K E), (W_Q E) · (W_K P), (W_Q P) · (W_K E) and (W_Q P) · (W_K P).</source>
        <translation>q(a) · k(b) with q = W_Q x, k = W_K x (seeded random W_Q, W_K): the four terms are (W_Q E) · (W_K E), (W_Q E) · (W_K P), (W_Q P) · (W_K E) and (W_Q P) · (W_K P).</translation>
    </message>
    <message>
        <source>x = E + PE: x(a) · x(b) = E·E + E·P + P·E + P·P.</source>
        <translation>x = E + PE: x(a) · x(b) = E·E + E·P + P·E + P·P.</translation>
    </message>
    <message>
        <source>The four terms add up to the score to within %1 (rounding).</source>
        <translation>The four terms add up to the score to within %1 (rounding).</translation>
    </message>
    <message>
        <source>The encoding is off: E·P, P·E and P·P are zero and the score is E·E alone.</source>
        <translation>The encoding is off: E·P, P·E and P·P are zero and the score is E·E alone.</translation>
    </message>
    <message>
        <source>P·P is constant along every diagonal: it depends only on the offset b − a (it is Σ cos((b − a) ω_i)); largest spread along a diagonal: %1.</source>
        <translation>P·P is constant along every diagonal: it depends only on the offset b − a (it is Σ cos((b − a) ω_i)); largest spread along a diagonal: %1.</translation>
    </message>
    <message>
        <source>P·P is not constant along the diagonals: with random W_Q, W_K it is PE(a)ᵀ W_Qᵀ W_K PE(b), which depends on both positions (spread up to %1 at offset %2). Choose the identity to see the offset-only term.</source>
        <translation>P·P is not constant along the diagonals: with random W_Q, W_K it is PE(a)ᵀ W_Qᵀ W_K PE(b), which depends on both positions (spread up to %1 at offset %2). Choose the identity to see the offset-only term.</translation>
    </message>
    <message>
        <source>P·P is not exactly constant along the diagonals: with odd d = %1 the last component sin(p ω) has no cos partner and adds sin(a ω) sin(b ω) (spread up to %2 at offset %3). Choose an even d.</source>
        <translation>P·P is not exactly constant along the diagonals: with odd d = %1 the last component sin(p ω) has no cos partner and adds sin(a ω) sin(b ω) (spread up to %2 at offset %3). Choose an even d.</translation>
    </message>
    <message>
        <source>The rows of the two %1 (rows %2 and %3) are identical: without the encoding the scores cannot tell them apart (order-blind).</source>
        <translation>The rows of the two %1 (rows %2 and %3) are identical: without the encoding the scores cannot tell them apart (order-blind).</translation>
    </message>
    <message>
        <source>The rows of the two %1 (rows %2 and %3) differ: their positions do.</source>
        <translation>The rows of the two %1 (rows %2 and %3) differ: their positions do.</translation>
    </message>
    <message>
        <source>Shuffled: %1. Largest change against the old scores moved with the words: %2.</source>
        <translation>Shuffled: %1. Largest change against the old scores moved with the words: %2.</translation>
    </message>
    <message>
        <source>Without the encoding the scores only move with the words.</source>
        <translation>Without the encoding the scores only move with the words.</translation>
    </message>
    <message>
        <source>With the encoding the scores change: the positions stay with the slots while the words move.</source>
        <translation>With the encoding the scores change: the positions stay with the slots while the words move.</translation>
    </message>
    <message>
        <source>W_Q, W_&amp;K:</source>
        <translation>W_Q, W_&amp;K:</translation>
    </message>
    <message>
        <source>identity</source>
        <translation>identity</translation>
    </message>
    <message>
        <source>seeded random</source>
        <translation>seeded random</translation>
    </message>
    <message>
        <source>The query and key projections: the identity shows x(a) · x(b), random ones q · k.</source>
        <translation>The query and key projections: the identity shows x(a) · x(b), random ones q · k.</translation>
    </message>
    <message>
        <source>Pro&amp;jection seed:</source>
        <translation>Pro&amp;jection seed:</translation>
    </message>
    <message>
        <source>projection seed</source>
        <translation>projection seed</translation>
    </message>
    <message>
        <source>The seed of the random W_Q and W_K.</source>
        <translation>The seed of the random W_Q and W_K.</translation>
    </message>
    <message>
        <source>Sh&amp;uffle the sentence</source>
        <translation>Sh&amp;uffle the sentence</translation>
    </message>
    <message>
        <source>Move the words to other slots; the positions stay with the slots.</source>
        <translation>Move the words to other slots; the positions stay with the slots.</translation>
    </message>
    <message>
        <source>Restore or&amp;der</source>
        <translation>Restore or&amp;der</translation>
    </message>
    <message>
        <source>The four terms add up to the score exactly.</source>
        <translation>The four terms add up to the score exactly.</translation>
    </message>
    <message>
        <source>Outlined: query a = %1 (“%2”) against key b = %3 (“%4”), the positions m and n of the RoPE tab.</source>
        <translation>Outlined: query a = %1 (“%2”) against key b = %3 (“%4”), the positions m and n of the RoPE tab.</translation>
    </message>
    <message>
        <source>%1 = E·E + E·P + P·E + P·P exactly.</source>
        <translation>%1 = E·E + E·P + P·E + P·P exactly.</translation>
    </message>
    <message>
        <source>%1 = E·E + E·P + P·E + P·P to within %2.</source>
        <translation>%1 = E·E + E·P + P·E + P·P to within %2.</translation>
    </message>
    <message>
        <source>P·P depends only on b − a: constant along every diagonal (spread %1).</source>
        <translation>P·P depends only on b − a: constant along every diagonal (spread %1).</translation>
    </message>
    <message>
        <source>Outlined: a = %1 (“%2”), b = %3 (“%4”).</source>
        <translation>Outlined: a = %1 (“%2”), b = %3 (“%4”).</translation>
    </message>
    <message>
        <source>Rows %2 and %3 (the two %1) are identical: order-blind.</source>
        <translation>Rows %2 and %3 (the two %1) are identical: order-blind.</translation>
    </message>
    <message>
        <source>Rows %2 and %3 (the two %1) differ: their positions do.</source>
        <translation>Rows %2 and %3 (the two %1) differ: their positions do.</translation>
    </message>
    <message>
        <source>Enla&amp;rge:</source>
        <translation>Enla&amp;rge:</translation>
    </message>
    <message>
        <source>The matrix drawn large, with its values where they fit</source>
        <translation>The matrix drawn large, with its values where they fit</translation>
    </message>
    <message>
        <source>the score</source>
        <translation>the score</translation>
    </message>
</context>
<context>
    <name>ScoreMatrixPlot</name>
    <message>
        <source>a = %1 (%2), b = %3 (%4): %5 = %6</source>
        <translation>a = %1 (%2), b = %3 (%4): %5 = %6</translation>
    </message>
    <message>
        <source>query a</source>
        <translation>query a</translation>
    </message>
    <message>
        <source>key b</source>
        <translation>key b</translation>
    </message>
</context>
<context>
    <name>SimilarityMatrix</name>
    <message>
        <source>Dot products of the encodings of positions 0 to %1</source>
        <translation>Dot products of the encodings of positions 0 to %1</translation>
    </message>
    <message>
        <source>a = %1, b = %2, offset k = %3: PE(a) · PE(b) = %4</source>
        <translation>a = %1, b = %2, offset k = %3: PE(a) · PE(b) = %4</translation>
    </message>
    <message>
        <source>position a</source>
        <translation>position a</translation>
    </message>
    <message>
        <source>position b</source>
        <translation>position b</translation>
    </message>
</context>
<context>
    <name>SimilarityView</name>
    <message>
        <source>Positions &amp;n:</source>
        <translation>Positions &amp;n:</translation>
    </message>
    <message>
        <source>Positions 0 to n − 1 in the matrix; offsets 0 to n − 1 on the chart</source>
        <translation>Positions 0 to n − 1 in the matrix; offsets 0 to n − 1 on the chart</translation>
    </message>
    <message>
        <source>PE(a) · PE(a + k) against the offset k (d = %1)</source>
        <translation>PE(a) · PE(a + k) against the offset k (d = %1)</translation>
    </message>
    <message>
        <source>offset k</source>
        <translation>offset k</translation>
    </message>
    <message>
        <source>dot product</source>
        <translation>dot product</translation>
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
        <translation>Point at a cell to read its value.</translation>
    </message>
    <message>
        <source>PE(a) · PE(a + k) = Σᵢ [sin(a ωᵢ) sin((a + k) ωᵢ) + cos(a ωᵢ) cos((a + k) ωᵢ)] = Σᵢ cos(k ωᵢ), with ωᵢ = 1 / base^(2i/d): the similarity of two positions depends only on their offset k, not on where they are. In the matrix every diagonal b − a = k has one colour.</source>
        <translation>PE(a) · PE(a + k) = Σᵢ [sin(a ωᵢ) sin((a + k) ωᵢ) + cos(a ωᵢ) cos((a + k) ωᵢ)] = Σᵢ cos(k ωᵢ), with ωᵢ = 1 / base^(2i/d): the similarity of two positions depends only on their offset k, not on where they are. In the matrix every diagonal b − a = k has one colour.</translation>
    </message>
    <message>
        <source>The positional encoding is off: nothing is added, so every dot product is 0.</source>
        <translation>The positional encoding is off: nothing is added, so every dot product is 0.</translation>
    </message>
    <message>
        <source>d = %1 is odd: the last sin component has no cos partner, so PE(a) · PE(a + k) differs from Σᵢ cos(k ωᵢ) by sin(a ω) sin((a + k) ω) of that last component.</source>
        <translation>d = %1 is odd: the last sin component has no cos partner, so PE(a) · PE(a + k) differs from Σᵢ cos(k ωᵢ) by sin(a ω) sin((a + k) ω) of that last component.</translation>
    </message>
    <message>
        <source>The marks for a = %1 lie on the curve: the same similarity at every start.</source>
        <translation>The marks for a = %1 lie on the curve: the same similarity at every start.</translation>
    </message>
    <message>
        <source>k = %1, %2: %3</source>
        <translation>k = %1, %2: %3</translation>
    </message>
    <message>
        <source>Σᵢ cos(k ωᵢ), base B = %1</source>
        <translation>Σᵢ cos(k ωᵢ), base B = %1</translation>
    </message>
    <message>
        <source>k = L = %1</source>
        <translation>k = L = %1</translation>
    </message>
    <message>
        <source>Right of the vertical line, offsets k ≥ L = %1 were never seen in training.</source>
        <translation>Right of the vertical line, offsets k ≥ L = %1 were never seen in training.</translation>
    </message>
    <message>
        <source>Also the curve for base B = %1</source>
        <translation>Also the curve for base B = %1</translation>
    </message>
    <message>
        <source>PE(a) · PE(a + k) = Σᵢ [sin(a ωᵢ) sin((a + k) ωᵢ) + cos(a ωᵢ) cos((a + k) ωᵢ)] = Σᵢ cos(k ωᵢ), with ωᵢ = 1 / base^(2i/d).</source>
        <translation>PE(a) · PE(a + k) = Σᵢ [sin(a ωᵢ) sin((a + k) ωᵢ) + cos(a ωᵢ) cos((a + k) ωᵢ)] = Σᵢ cos(k ωᵢ), with ωᵢ = 1 / base^(2i/d).</translation>
    </message>
</context>
<context>
    <name>TokenNormsModel</name>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>|E(token)|</source>
        <translation>|E(token)|</translation>
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
            <numerusform>%n token between</numerusform>
            <numerusform>%n tokens between</numerusform>
        </translation>
    </message>
    <message>
        <source>Token strip</source>
        <translation>Token strip</translation>
    </message>
</context>
<context>
    <name>TrainMode</name>
    <message>
        <source>training %1 scheme(s) on %2 worker(s): %3 % of the steps, about %4 s left   </source>
        <translation>training %1 scheme(s) on %2 worker(s): %3 % of the steps, about %4 s left   </translation>
    </message>
</context>
<context>
    <name>TrainingLesson</name>
    <message>
        <source>reverse</source>
        <translation>reverse</translation>
    </message>
    <message>
        <source>shift by %1</source>
        <translation>shift by %1</translation>
    </message>
    <message>
        <source>sort</source>
        <translation>sort</translation>
    </message>
    <message>
        <source>The run: task “%1” on %2 symbols, lengths 2 to L = %3, %4 layers of %5 heads, d = %6, %7 steps, seed %8%9.</source>
        <translation>The run: task “%1” on %2 symbols, lengths 2 to L = %3, %4 layers of %5 heads, d = %6, %7 steps, seed %8%9.</translation>
    </message>
    <message>
        <source>, causal mask</source>
        <translation>, causal mask</translation>
    </message>
    <message>
        <source>The order-blind model</source>
        <translation>The order-blind model</translation>
    </message>
    <message>
        <source>Without an encoding, a word at two positions gives the same input. Does a model care? A small Transformer learns to reverse sequences with no position at all (scheme “none”).</source>
        <translation>Without an encoding, a word at two positions gives the same input. Does a model care? A small Transformer learns to reverse sequences with no position at all (scheme “none”).</translation>
    </message>
    <message>
        <source>Without a mask, self-attention treats its input as a set: permuting the tokens permutes the outputs alike, so the model learns content, not order. At length 2 content is enough (“answer with the other token”); from length 3 on it stays below half and falls as sequences grow (Beyond L page).</source>
        <translation>Without a mask, self-attention treats its input as a set: permuting the tokens permutes the outputs alike, so the model learns content, not order. At length 2 content is enough (“answer with the other token”); from length 3 on it stays below half and falls as sequences grow (Beyond L page).</translation>
    </message>
    <message>
        <source>Adding the encoding</source>
        <translation>Adding the encoding</translation>
    </message>
    <message>
        <source>The encoding does not tell the model how to reverse; it only makes the positions different. Training finds the use: after the run “sinusoidal” is right at more than 90 % of the positions of sequences up to L (the Beyond L page lists each scheme&apos;s accuracy at every length).</source>
        <translation>The encoding does not tell the model how to reverse; it only makes the positions different. Training finds the use: after the run “sinusoidal” is right at more than 90 % of the positions of sequences up to L (the Beyond L page lists each scheme&apos;s accuracy at every length).</translation>
    </message>
    <message>
        <source>What training learns: attention maps</source>
        <translation>What training learns: attention maps</translation>
    </message>
    <message>
        <source>An attention map shows, for one example, where each query position looks (row) among the key positions (column). Choose the scheme, the layer and the head above the map.</source>
        <translation>An attention map shows, for one example, where each query position looks (row) among the key positions (column). Choose the scheme, the layer and the head above the map.</translation>
    </message>
    <message>
        <source>Learned against sinusoidal</source>
        <translation>Learned against sinusoidal</translation>
    </message>
    <message>
        <source>On the Positions page, the similarity of every pair of learned rows after training is next to that of the sinusoidal rows. Compare the two: which order did training give the table, and does it look like the formula&apos;s?</source>
        <translation>On the Positions page, the similarity of every pair of learned rows after training is next to that of the sinusoidal rows. Compare the two: which order did training give the table, and does it look like the formula&apos;s?</translation>
    </message>
    <message>
        <source>Beyond the training length</source>
        <translation>Beyond the training length</translation>
    </message>
    <message>
        <source>Both models saw sequences up to L = %1 only. The Beyond L page measures them at every length up to 4L = %2.</source>
        <translation>Both models saw sequences up to L = %1 only. The Beyond L page measures them at every length up to 4L = %2.</translation>
    </message>
    <message>
        <source>The learned table has no row for a position beyond L: the model cannot even run there, and the app invents no row. The sinusoidal encoding is defined everywhere, but positions the model never saw are new inputs to it: beyond L its accuracy falls below half of what it is up to L.</source>
        <translation>The learned table has no row for a position beyond L: the model cannot even run there, and the app invents no row. The sinusoidal encoding is defined everywhere, but positions the model never saw are new inputs to it: beyond L its accuracy falls below half of what it is up to L.</translation>
    </message>
    <message>
        <source>Relative schemes: RoPE, ALiBi, T5</source>
        <translation>Relative schemes: RoPE, ALiBi, T5</translation>
    </message>
    <message>
        <source>Shifting by %1 needs no absolute position: the output at t is the input at t − %1, the same offset everywhere. RoPE rotates queries and keys so that their score depends on the offset, ALiBi subtracts a slope times the distance, T5 adds a learned number per distance bucket.</source>
        <translation>Shifting by %1 needs no absolute position: the output at t is the input at t − %1, the same offset everywhere. RoPE rotates queries and keys so that their score depends on the offset, ALiBi subtracts a slope times the distance, T5 adds a learned number per distance bucket.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The causal mask&apos;s own order</source>
        <translation>The causal mask&apos;s own order</translation>
    </message>
    <message>
        <source>A causal mask lets position t see only positions 0 to t, as a language model reading left to right. Then the model is no longer blind to order even without an encoding: position t averages over t + 1 keys, and that number differs from position to position (Haviv et al. 2022).</source>
        <translation>A causal mask lets position t see only positions 0 to t, as a language model reading left to right. Then the model is no longer blind to order even without an encoding: position t averages over t + 1 keys, and that number differs from position to position (Haviv et al. 2022).</translation>
    </message>
    <message>
        <source>RoPE and T5 reach more than 95 % up to L, and beyond L they usually hold better than the sinusoidal encoding (not with every seed: how far RoPE carries varies much from seed to seed). ALiBi stays near “none”, about half right from length 3 on: without a mask its bias −m·|i − j| is the same for the key %1 before and %1 after the query, so it cannot tell the sides apart, and with %2 heads its slopes (%3) are gentle. ALiBi was made for causal language models.</source>
        <translation>RoPE and T5 reach more than 95 % up to L, and beyond L they usually hold better than the sinusoidal encoding (not with every seed: how far RoPE carries varies much from seed to seed). ALiBi stays near “none”, about half right from length 3 on: without a mask its bias −m·|i − j| is the same for the key %1 before and %1 after the query, so it cannot tell the sides apart, and with %2 heads its slopes (%3) are gentle. ALiBi was made for causal language models.</translation>
    </message>
    <message>
        <source>The task is the same shift. With the mask, “none” is right at more than 90 % of the positions at every length up to L, and at all of them at length 3, where without the mask it is right at about half: the mask alone gives the order this task needs. The sinusoidal encoding under the mask is right at more than 99 % up to L.</source>
        <translation>The task is the same shift. With the mask, “none” is right at more than 90 % of the positions at every length up to L, and at all of them at length 3, where without the mask it is right at about half: the mask alone gives the order this task needs. The sinusoidal encoding under the mask is right at more than 99 % up to L.</translation>
    </message>
    <message>
        <source>The same model, the same data and the same seed, once more with the sinusoidal encoding added to the token embeddings. Watch the two curves as the model trains.</source>
        <translation>The same model, the same data and the same seed, once more with the sinusoidal encoding added to the token embeddings. Watch the two curves as the model trains.</translation>
    </message>
    <message>
        <source>Instead of a fixed formula, a model can learn its position vectors: a table of L rows, trained with the rest. It starts as random rows (the Position biases view of the Attention family shows their similarity before training).</source>
        <translation>Instead of a fixed formula, a model can learn its position vectors: a table of L rows, trained with the rest. It starts as random rows (the Position biases view of the Attention family shows their similarity before training).</translation>
    </message>
    <message>
        <source>In this run it does at least as well as the formula up to L.</source>
        <translation>In this run it does at least as well as the formula up to L.</translation>
    </message>
    <message>
        <source>To reverse, position t needs the token at n − 1 − t. Without position (“none”), two queries with the same token have exactly the same row in every layer and head: the map depends on the tokens only. With the encoding the rows differ.</source>
        <translation>To reverse, position t needs the token at n − 1 − t. Without position (“none”), two queries with the same token have exactly the same row in every layer and head: the map depends on the tokens only. With the encoding the rows differ.</translation>
    </message>
    <message>
        <source>In layer 2 both heads follow the anti-diagonal (top right to bottom left): each query looks at the key it copies (59 % to 86 % of a row&apos;s weight at length L in the app&apos;s runs with seeds 1 to 5). Layer 1 spreads its weight.</source>
        <translation>In layer 2 both heads follow the anti-diagonal (top right to bottom left): each query looks at the key it copies (59 % to 86 % of a row&apos;s weight at length L in the app&apos;s runs with seeds 1 to 5). Layer 1 spreads its weight.</translation>
    </message>
</context>
<context>
    <name>TrainingPrefetch</name>
    <message>
        <source>Training the lesson&apos;s run for the training figures…</source>
        <translation>Training the lesson&apos;s run for the training figures…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
</context>
<context>
    <name>TrainingView</name>
    <message>
        <source>Tick at least one scheme to train.</source>
        <translation>Tick at least one scheme to train.</translation>
    </message>
    <message numerus="yes">
        <source>Trained %n scheme(s).</source>
        <translation>
            <numerusform>Trained %n scheme.</numerusform>
            <numerusform>Trained %n schemes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Press Train to run this step.</source>
        <translation>Press Train to run this step.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Resume</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>P&amp;ause</translation>
    </message>
    <message>
        <source>Paused. %1</source>
        <translation>Paused. %1</translation>
    </message>
    <message>
        <source>Training…</source>
        <translation>Training…</translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 schemes trained.</source>
        <translation>Cancelled: %1 of %2 schemes trained.</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n scheme(s) trained with seed %1, the same data for each.</source>
        <translation>
            <numerusform>Done: %n scheme trained with seed %1.</numerusform>
            <numerusform>Done: %n schemes trained with seed %1, the same data for each.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the schemes and press Train.</source>
        <translation>Choose the schemes and press Train.</translation>
    </message>
    <message>
        <source>Save the curves</source>
        <translation>Save the curves</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>Tas&amp;k:</source>
        <translation>Tas&amp;k:</translation>
    </message>
    <message>
        <source>What the model must learn: reverse needs absolute positions, shift relative ones, sort content and order</source>
        <translation>What the model must learn: reverse needs absolute positions, shift relative ones, sort content and order</translation>
    </message>
    <message>
        <source>Schemes:</source>
        <translation>Schemes:</translation>
    </message>
    <message>
        <source>Len&amp;gth L:</source>
        <translation>Len&amp;gth L:</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>Layers:</translation>
    </message>
    <message>
        <source>Heads:</source>
        <translation>Heads:</translation>
    </message>
    <message>
        <source>&amp;d:</source>
        <translation>&amp;d:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>The training length: training sequences have lengths 2 to L; the accuracy is measured up to 4L</source>
        <translation>The training length: training sequences have lengths 2 to L; the accuracy is measured up to 4L</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>layers</translation>
    </message>
    <message>
        <source>The number of attention layers</source>
        <translation>The number of attention layers</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>heads</translation>
    </message>
    <message>
        <source>Attention heads per layer; they must divide d</source>
        <translation>Attention heads per layer; they must divide d</translation>
    </message>
    <message>
        <source>d</source>
        <translation>d</translation>
    </message>
    <message>
        <source>The model&apos;s width d (the embedding&apos;s dimension)</source>
        <translation>The model&apos;s width d (the embedding&apos;s dimension)</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>steps</translation>
    </message>
    <message>
        <source>Training steps per scheme (a batch of 32 sequences each)</source>
        <translation>Training steps per scheme (a batch of 32 sequences each)</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>seed</translation>
    </message>
    <message>
        <source>The seed of the data and the initial weights: the same seed gives the same run</source>
        <translation>The seed of the data and the initial weights: the same seed gives the same run</translation>
    </message>
    <message>
        <source>Ca&amp;usal mask</source>
        <translation>Ca&amp;usal mask</translation>
    </message>
    <message>
        <source>Each position sees only itself and the positions before it</source>
        <translation>Each position sees only itself and the positions before it</translation>
    </message>
    <message>
        <source>Tra&amp;in</source>
        <translation>Tra&amp;in</translation>
    </message>
    <message>
        <source>Save curves…</source>
        <translation>Save curves…</translation>
    </message>
    <message>
        <source>Save the loss and accuracy of every step as CSV</source>
        <translation>Save the loss and accuracy of every step as CSV</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>Ca&amp;ncel</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>Curves</translation>
    </message>
    <message>
        <source>Beyond L</source>
        <translation>Beyond L</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Steps:</translation>
    </message>
    <message>
        <source>Predict first: this run starts when the question is checked or revealed.</source>
        <translation>Predict first: this run starts when the question is checked or revealed.</translation>
    </message>
    <message>
        <source>run %1: %2</source>
        <translation>run %1: %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>run %1</translation>
    </message>
    <message>
        <source>An earlier run of this session, drawn in faint lines on the curves and Beyond L</source>
        <translation>An earlier run of this session, drawn in faint lines on the curves and Beyond L</translation>
    </message>
    <message>
        <source>run %1 (shown): %2</source>
        <translation>run %1 (shown): %2</translation>
    </message>
    <message>
        <source>Compare with…</source>
        <translation>Compare with…</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Compare with</translation>
    </message>
    <message>
        <source>, about %1 s left</source>
        <translation>, about %1 s left</translation>
    </message>
    <message>
        <source> — your changed choices are for the next run.</source>
        <translation> — your changed choices are for the next run.</translation>
    </message>
    <message>
        <source>%1 at step %2</source>
        <translation>%1 at step %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Training %1 of %2 (%3 of %4 schemes done)</source>
        <translation>Training %1 of %2 (%3 of %4 schemes done)</translation>
    </message>
</context>
<context>
    <name>TransportBar</name>
    <message>
        <source>frame %1 / %2</source>
        <translation>frame %1 / %2</translation>
    </message>
    <message>
        <source>%1 … %2, ×%3</source>
        <translation>%1 … %2, ×%3</translation>
    </message>
    <message>
        <source>%1 … %2, step %3</source>
        <translation>%1 … %2, step %3</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Play</translation>
    </message>
    <message>
        <source>Play is off while Reduce motion is on; step with , and . (Space: play or pause)</source>
        <translation>Play is off while Reduce motion is on; step with , and . (Space: play or pause)</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Space)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Play (Space)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>Step &amp;back</translation>
    </message>
    <message>
        <source>One frame back (,)</source>
        <translation>One frame back (,)</translation>
    </message>
    <message>
        <source>Step &amp;forward</source>
        <translation>Step &amp;forward</translation>
    </message>
    <message>
        <source>One frame forward (.)</source>
        <translation>One frame forward (.)</translation>
    </message>
    <message>
        <source>&amp;Reduce motion</source>
        <translation>&amp;Reduce motion</translation>
    </message>
    <message>
        <source>Frames change only when stepped; nothing plays by itself</source>
        <translation>Frames change only when stepped; nothing plays by itself</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Step back</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Step forward</translation>
    </message>
    <message>
        <source>Ani&amp;mate:</source>
        <translation>Ani&amp;mate:</translation>
    </message>
    <message>
        <source>Animated parameter</source>
        <translation>Animated parameter</translation>
    </message>
    <message>
        <source>q, p and d step by a whole number, the base by a factor</source>
        <translation>q, p and d step by a whole number, the base by a factor</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;From:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;To:</translation>
    </message>
    <message>
        <source>&amp;Step:</source>
        <translation>&amp;Step:</translation>
    </message>
    <message>
        <source>Range and step</source>
        <translation>Range and step</translation>
    </message>
    <message>
        <source>The frames: from, to and the step between them</source>
        <translation>The frames: from, to and the step between them</translation>
    </message>
    <message>
        <source>First frame&apos;s value</source>
        <translation>First frame&apos;s value</translation>
    </message>
    <message>
        <source>Last frame&apos;s value</source>
        <translation>Last frame&apos;s value</translation>
    </message>
    <message>
        <source>Step between frames</source>
        <translation>Step between frames</translation>
    </message>
    <message>
        <source>q, p, d: added per frame; base: multiplied per frame</source>
        <translation>q, p, d: added per frame; base: multiplied per frame</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Speed:</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Speed</translation>
    </message>
    <message>
        <source>1× is %1 frames per second</source>
        <translation>1× is %1 frames per second</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>Loop</translation>
    </message>
    <message>
        <source>Ping-pong</source>
        <translation>Ping-pong</translation>
    </message>
    <message>
        <source>At the last frame</source>
        <translation>At the last frame</translation>
    </message>
    <message>
        <source>Frame counter</source>
        <translation>Frame counter</translation>
    </message>
</context>
<context>
    <name>UnitCircleWidget</name>
    <message>
        <source>Pair i = %1</source>
        <translation>Pair i = %1</translation>
    </message>
    <message>
        <source>d = %1 has pairs 0 to %2 only.</source>
        <translation>d = %1 has pairs 0 to %2 only.</translation>
    </message>
    <message>
        <source>Pair i = %1: only %2</source>
        <translation>Pair i = %1: only %2</translation>
    </message>
    <message>
        <source>d = %1 is odd, so the last pair i = %2 has only its sin component PE[%3]. Without a cos partner there is no point on the unit circle, and a shift is not a rotation here: the value just moves along the sine curve, shown below on the line from −1 to 1.</source>
        <translation>d = %1 is odd, so the last pair i = %2 has only its sin component PE[%3]. Without a cos partner there is no point on the unit circle, and a shift is not a rotation here: the value just moves along the sine curve, shown below on the line from −1 to 1.</translation>
    </message>
    <message>
        <source>PE[%1], sin</source>
        <translation>PE[%1], sin</translation>
    </message>
    <message>
        <source>Pair i = %1 on the unit circle: (%2, %3)</source>
        <translation>Pair i = %1 on the unit circle: (%2, %3)</translation>
    </message>
    <message>
        <source>PE[%1], cos</source>
        <translation>PE[%1], cos</translation>
    </message>
    <message>
        <source>%1 rad</source>
        <translation>%1 rad</translation>
    </message>
    <message>
        <source>Encoding off: the inputs get A(p) = 0; the circle shows PE itself.</source>
        <translation>Encoding off: the inputs get A(p) = 0; the circle shows PE itself.</translation>
    </message>
    <message>
        <source>k·ω%1 = %2: a whole turn of 2π ends where it started, so the figure turns by %3 rad.</source>
        <translation>k·ω%1 = %2: a whole turn of 2π ends where it started, so the figure turns by %3 rad.</translation>
    </message>
    <message>
        <source>k·ω%1 = %2</source>
        <translation>k·ω%1 = %2</translation>
    </message>
    <message>
        <source>%1 rad = %2 rad %3 %4</source>
        <translation>%1 rad = %2 rad %3 %4</translation>
    </message>
</context>
<context>
    <name>UnitCirclesView</name>
    <message>
        <source>%1 and %2, denominator %3</source>
        <translation>%1 and %2, denominator %3</translation>
    </message>
    <message>
        <source>%1 only, denominator %2</source>
        <translation>%1 only, denominator %2</translation>
    </message>
    <message>
        <source>frequency ω%1 = 1/%2 = %3 rad per position</source>
        <translation>frequency ω%1 = 1/%2 = %3 rad per position</translation>
    </message>
    <message>
        <source>clockwise in the figure</source>
        <translation>clockwise in the figure</translation>
    </message>
    <message>
        <source>counter-clockwise in the figure</source>
        <translation>counter-clockwise in the figure</translation>
    </message>
    <message>
        <source>no turn</source>
        <translation>no turn</translation>
    </message>
    <message>
        <source>Angles (radians)</source>
        <translation>Angles (radians)</translation>
    </message>
    <message>
        <source>k = q − p = %1: k·ω%2</source>
        <translation>k = q − p = %1: k·ω%2</translation>
    </message>
    <message>
        <source>wrapped into (−π, π]</source>
        <translation>wrapped into (−π, π]</translation>
    </message>
    <message>
        <source>Chord</source>
        <translation>Chord</translation>
    </message>
    <message>
        <source>Distance between the two points, |pair %1 of PE(q) − pair %1 of PE(p)|:</source>
        <translation>Distance between the two points, |pair %1 of PE(q) − pair %1 of PE(p)|:</translation>
    </message>
    <message>
        <source>The shift by k as a rotation</source>
        <translation>The shift by k as a rotation</translation>
    </message>
    <message>
        <source>pair %1 of PE(p)</source>
        <translation>pair %1 of PE(p)</translation>
    </message>
    <message>
        <source>M(k, i) · pair %1 of PE(p)</source>
        <translation>M(k, i) · pair %1 of PE(p)</translation>
    </message>
    <message>
        <source>pair %1 of PE(q)</source>
        <translation>pair %1 of PE(q)</translation>
    </message>
    <message>
        <source>error |M·PE(p) − PE(q)|</source>
        <translation>error |M·PE(p) − PE(q)|</translation>
    </message>
    <message>
        <source>M depends only on the shift k, not on p: the same matrix takes every position to the one k places later. A model can use this structure; that it can does not mean a trained model does.</source>
        <translation>M depends only on the shift k, not on p: the same matrix takes every position to the one k places later. A model can use this structure; that it can does not mean a trained model does.</translation>
    </message>
    <message>
        <source>The encoding is switched off: the inputs get A(p) = 0. The numbers here are PE itself, which the switch does not change.</source>
        <translation>The encoding is switched off: the inputs get A(p) = 0. The numbers here are PE itself, which the switch does not change.</translation>
    </message>
    <message>
        <source>Pair i</source>
        <translation>Pair i</translation>
    </message>
    <message>
        <source>Unit circle of the selected pair</source>
        <translation>Unit circle of the selected pair</translation>
    </message>
    <message>
        <source>Pair &amp;i:</source>
        <translation>Pair &amp;i:</translation>
    </message>
    <message>
        <source>The pair shown on the circle</source>
        <translation>The pair shown on the circle</translation>
    </message>
    <message>
        <source>%1: a whole turn of 2π ends where it started.</source>
        <translation>%1: a whole turn of 2π ends where it started.</translation>
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
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Votes</source>
        <translation>Votes</translation>
    </message>
</context>
<context>
    <name>VoteServer</name>
    <message>
        <source>The class session cannot listen on %1, port %2: %3</source>
        <translation>The class session cannot listen on %1, port %2: %3</translation>
    </message>
    <message>
        <source>The teacher ended the class session.</source>
        <translation>The teacher ended the class session.</translation>
    </message>
    <message>
        <source>Too many messages: disconnected.</source>
        <translation>Too many messages: disconnected.</translation>
    </message>
    <message>
        <source>Only text messages (JSON) are understood.</source>
        <translation>Only text messages (JSON) are understood.</translation>
    </message>
    <message>
        <source>The message is not valid JSON (%1 at character %2).</source>
        <translation>The message is not valid JSON (%1 at character %2).</translation>
    </message>
    <message>
        <source>The message is not a JSON object.</source>
        <translation>The message is not a JSON object.</translation>
    </message>
    <message>
        <source>Unknown message type &quot;%1&quot;: expected &quot;join&quot; or &quot;vote&quot;.</source>
        <translation>Unknown message type &quot;%1&quot;: expected &quot;join&quot; or &quot;vote&quot;.</translation>
    </message>
    <message>
        <source>A join needs the code as a string, and the token or nickname as strings.</source>
        <translation>A join needs the code as a string, and the token or nickname as strings.</translation>
    </message>
    <message>
        <source>This phone has already joined.</source>
        <translation>This phone has already joined.</translation>
    </message>
    <message>
        <source>This is not the class session&apos;s join code.</source>
        <translation>This is not the class session&apos;s join code.</translation>
    </message>
    <message>
        <source>Every seat of the class session is taken.</source>
        <translation>Every seat of the class session is taken.</translation>
    </message>
    <message>
        <source>A nickname has at most %1 characters, without control characters.</source>
        <translation>A nickname has at most %1 characters, without control characters.</translation>
    </message>
    <message>
        <source>Another phone has that nickname.</source>
        <translation>Another phone has that nickname.</translation>
    </message>
    <message>
        <source>This seat is not known to the session: join again.</source>
        <translation>This seat is not known to the session: join again.</translation>
    </message>
    <message>
        <source>This seat was taken up by another connection of the same phone.</source>
        <translation>This seat was taken up by another connection of the same phone.</translation>
    </message>
    <message>
        <source>Join the session before voting.</source>
        <translation>Join the session before voting.</translation>
    </message>
    <message>
        <source>A vote needs its answer as a string.</source>
        <translation>A vote needs its answer as a string.</translation>
    </message>
    <message>
        <source>The vote is closed.</source>
        <translation>The vote is closed.</translation>
    </message>
    <message>
        <source>The answer is too long.</source>
        <translation>The answer is too long.</translation>
    </message>
    <message>
        <source>Write a whole number.</source>
        <translation>Write a whole number.</translation>
    </message>
    <message>
        <source>That is not one of the choices.</source>
        <translation>That is not one of the choices.</translation>
    </message>
    <message>
        <source>The connection was idle too long.</source>
        <translation>The connection was idle too long.</translation>
    </message>
    <message>
        <source>Write a number, e.g. 0.84 or −1.5.</source>
        <translation>Write a number, e.g. 0.84 or −1.5.</translation>
    </message>
    <message numerus="yes">
        <source>Joining is paused: too many wrong join codes were tried. Try again in %n second(s).</source>
        <translation>
            <numerusform>Joining is paused: too many wrong join codes were tried. Try again in %n second.</numerusform>
            <numerusform>Joining is paused: too many wrong join codes were tried. Try again in %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Walkthrough</name>
    <message>
        <source>d = %1, base = %2, p = %3, q = %4, encoding %5</source>
        <translation>d = %1, base = %2, p = %3, q = %4, encoding %5</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>layout %1</source>
        <translation>layout %1</translation>
    </message>
    <message>
        <source>method %1 (s = %2)</source>
        <translation>method %1 (s = %2)</translation>
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
    <message>
        <source>Finish ✓</source>
        <translation>Finish ✓</translation>
    </message>
    <message>
        <source>End the lesson and close this panel</source>
        <translation>End the lesson and close this panel</translation>
    </message>
    <message>
        <source>Ask the class</source>
        <translation>Ask the class</translation>
    </message>
    <message>
        <source>Show this step&apos;s question (predict, then reveal)</source>
        <translation>Show this step&apos;s question (predict, then reveal)</translation>
    </message>
    <message>
        <source>Each step of the lesson sets its own parameters. When you leave the lesson, yours come back (%1).</source>
        <translation>Each step of the lesson sets its own parameters. When you leave the lesson, yours come back (%1).</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>Positional encoding: worksheet</source>
        <translation>Positional encoding: worksheet</translation>
    </message>
    <message>
        <source>Name: ____________________   Date: ______________</source>
        <translation>Name: ____________________   Date: ______________</translation>
    </message>
    <message>
        <source>Predict first, then check in pe-visualiser: each step of the guided lesson asks these questions in its panel. Write numbers to three decimals unless the question says otherwise.</source>
        <translation>Predict first, then check in pe-visualiser: each step of the guided lesson asks these questions in its panel. Write numbers to three decimals unless the question says otherwise.</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>Your answer:</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>Answer key</translation>
    </message>
    <message>
        <source>the lesson %1 has no exercises</source>
        <translation>the lesson %1 has no exercises</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>Lesson: %1</translation>
    </message>
    <message>
        <source>the lesson %1 has %2 exercises, more than the %3 one worksheet holds: split the exercise file</source>
        <translation>the lesson %1 has %2 exercises, more than the %3 one worksheet holds: split the exercise file</translation>
    </message>
    <message>
        <source>within ± %1</source>
        <translation>within ± %1</translation>
    </message>
    <message>
        <source>the sign</source>
        <translation>the sign</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Answer</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Accepted</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameters</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figures</translation>
    </message>
    <message>
        <source>Question %1:</source>
        <translation>Question %1:</translation>
    </message>
    <message>
        <source>Questions %1:</source>
        <translation>Questions %1:</translation>
    </message>
    <message>
        <source>the step&apos;s training run</source>
        <translation>the step&apos;s training run</translation>
    </message>
    <message>
        <source>train the step in the app: its interval is the answer</source>
        <translation>train the step in the app: its interval is the answer</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Print worksheet</source>
        <translation>Print worksheet</translation>
    </message>
    <message>
        <source>An A4 PDF with the lesson&apos;s questions, space to answer, and the answer key on separate pages.</source>
        <translation>An A4 PDF with the lesson&apos;s questions, space to answer, and the answer key on separate pages.</translation>
    </message>
    <message>
        <source>&amp;Lesson:</source>
        <translation>&amp;Lesson:</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>Lan&amp;guage:</translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation>&amp;Save PDF…</translation>
    </message>
    <message>
        <source>Add the &amp;figures after the answer key</source>
        <translation>Add the &amp;figures after the answer key</translation>
    </message>
</context>
<context>
    <name>boundedread</name>
    <message>
        <source>it is a folder</source>
        <translation>it is a folder</translation>
    </message>
</context>
<context>
    <name>exportall</name>
    <message>
        <source>cannot write into %1: no such folder</source>
        <translation>cannot write into %1: no such folder</translation>
    </message>
    <message>
        <source>cannot build the view for %1</source>
        <translation>cannot build the view for %1</translation>
    </message>
    <message>
        <source>no data for %1</source>
        <translation>no data for %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
</context>
<context>
    <name>exportviews</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, i = %2 (%3)</source>
        <translation>%1, i = %2 (%3)</translation>
    </message>
    <message>
        <source>%1, step %2 (%3)</source>
        <translation>%1, step %2 (%3)</translation>
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
    <message>
        <source>d = %1, base = %2, p = %3, q = %4, encoding %5</source>
        <translation>d = %1, base = %2, p = %3, q = %4, encoding %5</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>cannot write %1: the file name must end in .png, .svg or .pdf</source>
        <translation>cannot write %1: the file name must end in .png, .svg or .pdf</translation>
    </message>
    <message>
        <source>cannot write %1: nothing to render</source>
        <translation>cannot write %1: nothing to render</translation>
    </message>
    <message>
        <source>cannot render %1 as %2</source>
        <translation>cannot render %1 as %2</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>not a regular file</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes could be written</source>
        <translation>only %1 of %2 bytes could be written</translation>
    </message>
    <message>
        <source>it is a symbolic link (not followed: remove it or choose another name)</source>
        <translation>it is a symbolic link (not followed: remove it or choose another name)</translation>
    </message>
    <message>
        <source>the figure cannot be shown whole at %1x%2 pixels (scale %3) nor at %4 times that size</source>
        <translation>the figure cannot be shown whole at %1x%2 pixels (scale %3) nor at %4 times that size</translation>
    </message>
    <message>
        <source>the figure does not fit %1x%2 pixels at scale %3: it needs at least %4x%5 pixels, or a smaller scale</source>
        <translation>the figure does not fit %1x%2 pixels at scale %3: it needs at least %4x%5 pixels, or a smaller scale</translation>
    </message>
    <message>
        <source>its folder does not exist</source>
        <translation>its folder does not exist</translation>
    </message>
    <message>
        <source>its folder cannot be written</source>
        <translation>its folder cannot be written</translation>
    </message>
    <message>
        <source>the file cannot be replaced</source>
        <translation>the file cannot be replaced</translation>
    </message>
</context>
<context>
    <name>provenance</name>
    <message>
        <source>not pe-visualiser figure parameters</source>
        <translation>not pe-visualiser figure parameters</translation>
    </message>
    <message>
        <source>figure parameters, line %1: no &apos;=&apos;</source>
        <translation>figure parameters, line %1: no &apos;=&apos;</translation>
    </message>
    <message>
        <source>figure parameters, line %1: %2 cannot be read</source>
        <translation>figure parameters, line %1: %2 cannot be read</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 cannot be read: %2</translation>
    </message>
    <message>
        <source>%1 is not a PNG image</source>
        <translation>%1 is not a PNG image</translation>
    </message>
    <message>
        <source>%1 is not a PDF file</source>
        <translation>%1 is not a PDF file</translation>
    </message>
    <message>
        <source>%1: a figure is a .png, .svg or .pdf file</source>
        <translation>%1: a figure is a .png, .svg or .pdf file</translation>
    </message>
    <message>
        <source>%1 holds no pe-visualiser figure parameters</source>
        <translation>%1 holds no pe-visualiser figure parameters</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a pipe or a device): not a figure</source>
        <translation>%1 is not a regular file (a pipe or a device): not a figure</translation>
    </message>
    <message>
        <source>%1 is larger than 256 MiB: not a figure</source>
        <translation>%1 is larger than 256 MiB: not a figure</translation>
    </message>
    <message>
        <source>%1: the figure&apos;s parameters do not fit together</source>
        <translation>%1: the figure&apos;s parameters do not fit together</translation>
    </message>
    <message>
        <source>%1: the figure&apos;s parameters are out of range: %2</source>
        <translation>%1: the figure&apos;s parameters are out of range: %2</translation>
    </message>
    <message>
        <source>figure parameters, line %1: %2 is given a second time</source>
        <translation>figure parameters, line %1: %2 is given a second time</translation>
    </message>
    <message>
        <source>figure parameters: %1 missing</source>
        <translation>figure parameters: %1 missing</translation>
    </message>
    <message>
        <source>figure parameters, line %1: unknown key %2</source>
        <translation>figure parameters, line %1: unknown key %2</translation>
    </message>
    <message>
        <source>figure parameters, line %1: %2 is longer than %3 characters</source>
        <translation>figure parameters, line %1: %2 is longer than %3 characters</translation>
    </message>
    <message>
        <source>%1 holds %2 blocks of figure parameters (%3): which one is meant cannot be told</source>
        <translation>%1 holds %2 blocks of figure parameters (%3): which one is meant cannot be told</translation>
    </message>
    <message>
        <source>text chunks with the keyword %1</source>
        <translation>text chunks with the keyword %1</translation>
    </message>
    <message>
        <source>&lt;pev:figure&gt; in XMP packets</source>
        <translation>&lt;pev:figure&gt; in XMP packets</translation>
    </message>
</context>
</TS>
