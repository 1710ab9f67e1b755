#!/usr/bin/env python3
"""Makes the damaged inputs of tests/app/tst_hostile.cpp, one file per case.

Each file stands for one finding of a breaking session that threw hostile input at
pe-visualiser; the test runs the app on it and asserts the exit code, the one-line message and
that no output file changed. Run from anywhere; it rewrites the files next to itself:

    python3 tests/data/hostile/make_hostile.py

Only the standard library is used. The output is deterministic. Larger cases (a 1 MB sentence,
a 3 MB settings file) and those that need the file system (named pipes, a full disk) are made by
the test at run time instead of being checked in.
"""

import math
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))

# Every key a figure's provenance text holds (ui/export/provenance.h), at the lesson's defaults.
DEFAULTS = [
    ("version", "1.0.0"),
    ("view", "table"),
    ("d", "8"),
    ("base", "10000"),
    ("p", "0"),
    ("q", "3"),
    ("encoding", "on"),
    ("layout", "interleaved"),
    ("padding-idx", "1"),
    ("scaling", "none"),
    ("factor", "4"),
    ("factor-follows", "yes"),
    ("train-length", "512"),
    ("context", "2048"),
    ("yarn-alpha", "1"),
    ("yarn-beta", "32"),
    ("second-base", "500000"),
    ("sentence", "the cat saw the dog"),
    ("embedding-seed", "42"),
    ("embeddings-scaled", "no"),
    ("projection", "identity"),
    ("projection-seed", "7"),
    ("rope-layout", "interleaved"),
    ("rotary-fraction", "1"),
    ("m", "3"),
    ("n", "0"),
]


def figure_text(**changes):
    """The provenance text with some values changed (a key of None is left out)."""
    lines = ["pe-visualiser figure 1"]
    for key, value in DEFAULTS:
        name = key.replace("-", "_")
        if name in changes:
            value = changes[name]
            if value is None:
                continue
        lines.append(f"{key}={value}")
    return "\n".join(lines)


def svg(text):
    """A minimal SVG figure holding text as its pe-visualiser metadata."""
    escaped = (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
               .replace('"', "&quot;").replace("\n", "&#10;"))
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16">\n'
            "<desc>hostile</desc>\n"
            '<metadata><pev:figure xmlns:pev="https://pe-visualiser.invalid/figure">'
            + escaped + "</pev:figure></metadata>\n</svg>\n").encode("utf-8")


def chunk(kind, data):
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))


def png_declaring_huge_chunk():
    """55 bytes: a PNG signature, a valid 1 x 1 IHDR, then a tEXt chunk that declares
    2^31 - 1 bytes (the reader used to allocate 2.1 GB before it saw the file end)."""
    signature = b"\x89PNG\r\n\x1a\n"
    ihdr = chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
    data = signature + ihdr + struct.pack(">I", 0x7FFFFFFF) + b"tEXt"
    return data + b"x" * (55 - len(data))


EXERCISE = """{
  "format": "pe-visualiser-exercises",
  "version": 1,
  "exercises": [
    {
      "id": "one",
      "lesson": "encoding",
      "step": "first-pair",%s
      "question": { "en": "PE(3)[0]?", "zh_CN": "PE(3)[0]?" },
      "parameters": { "d": 8, "base": 10000, "p": 0, "q": 3 },
      "quantity": { "name": "component", "of": "q", "component": 0 },
      "answer": { "kind": "number", "tolerance": 0.0005 }
    }
  ]
}
"""

# --- matrices for --check: the paper's encoding in float64 computed here with
# math.sin and math.cos (an independent computation of PE(p)[2i] = sin(p / base^(2i/d)),
# PE(p)[2i+1] = cos(...)), then damaged in one place.


def pe_rows(n, d, base=10000.0, first=0):
    rows = []
    for p in range(first, first + n):
        row = []
        for j in range(d):
            angle = p / base ** (2 * (j // 2) / d)
            row.append(math.sin(angle) if j % 2 == 0 else math.cos(angle))
        rows.append(row)
    return rows


def npy(rows, header=None):
    """A version 1.0 .npy file of float64 values (C order); header replaces the dictionary."""
    n, d = len(rows), len(rows[0])
    text = header or "{'descr': '<f8', 'fortran_order': False, 'shape': (%d, %d), }" % (n, d)
    text = text.encode("latin-1")
    padding = 64 - (10 + len(text) + 1) % 64
    text += b" " * (padding % 64) + b"\n"
    data = b"".join(struct.pack("<%dd" % d, *row) for row in rows)
    return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(text)) + text + data


def savetxt(rows, newline="\n", first_field=None):
    """np.savetxt's default format (%.18e, one space between values)."""
    lines = [" ".join("%.18e" % x for x in row) for row in rows]
    if first_field is not None:
        fields = lines[0].split(" ")
        fields[0] = first_field
        lines[0] = " ".join(fields)
    return (newline.join(lines) + newline).encode("utf-8")


def numpy_str(rows, width=75):
    """NumPy's str() of a 2-D float64 array as it prints these values: scientific with eight
    decimals, a space before the positive values when some are negative, long rows wrapped at 75
    characters and continued two spaces in."""
    negative = any(x < 0 for row in rows for x in row)
    lines = []
    for r, row in enumerate(rows):
        texts = [("% .8e" if negative else "%.8e") % x for x in row]
        line = ("[[" if r == 0 else " [")
        current = line
        for k, t in enumerate(texts):
            piece = t + ("]" if k == len(texts) - 1 else "")
            candidate = current + ("" if current.endswith("[") else " ") + piece
            if len(candidate) > width and not current.endswith("["):
                lines.append(current)
                current = "  " + piece
            else:
                current = candidate
        lines.append(current)
    return ("\n".join(lines) + "]\n").encode("utf-8")


def numpy_repr(rows):
    """NumPy's repr() of the same: array([[...], ...]) with commas."""
    body = ",\n       ".join("[" + ", ".join("%.8e" % x for x in row) + "]" for row in rows)
    return ("array([" + body + "])\n").encode("utf-8")


def one_off(rows, r, c, delta):
    rows = [list(row) for row in rows]
    rows[r][c] += delta
    return rows


def pe0_above_1():
    rows = pe_rows(64, 16)
    rows[0][1] = 1.0000001
    return rows


def png_with_texts(texts):
    """A 1 x 1 PNG with an uncompressed iTXt chunk "pe-visualiser" per text."""
    signature = b"\x89PNG\r\n\x1a\n"
    ihdr = chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
    itxt = b"".join(chunk(b"iTXt", b"pe-visualiser\0\0\0\0\0" + t.encode("utf-8"))
                    for t in texts)
    idat = chunk(b"IDAT", zlib.compress(b"\0\0\0\0"))
    return signature + ihdr + itxt + idat + chunk(b"IEND", b"")


def pdf_with_two_xmp():
    """A PDF whose XMP packet was appended to by a second one (an incremental update)."""
    def packet(text):
        escaped = text.replace("&", "&amp;").replace("<", "&lt;").replace("\n", "&#10;")
        return ('<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>\n<x:xmpmeta '
                'xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description xmlns:pev="'
                'https://pe-visualiser.invalid/figure"><pev:figure>' + escaped
                + '</pev:figure></rdf:Description></rdf:RDF></x:xmpmeta>\n'
                '<?xpacket end="w"?>\n')
    return ("%PDF-1.4\n" + packet(figure_text()) + "%%EOF\n"
            + packet(figure_text(d="16")) + "%%EOF\n").encode("utf-8")


def svg_two_blocks():
    one = svg(figure_text()).decode("utf-8")
    second = svg(figure_text(d="16")).decode("utf-8")
    metadata = second[second.index("<metadata>"):second.index("</metadata>") + 11]
    return one.replace("</svg>", metadata + "\n</svg>").encode("utf-8")


FILES = {
    # A figure whose metadata is its header line only: every value would be a default.
    "figure-header-only.svg": svg("pe-visualiser figure 1"),
    # m = 7 is valid, the rotary fraction 0 is not: the whole figure is refused.
    "figure-m7-fraction0.svg": svg(figure_text(m="7", rotary_fraction="0")),
    # n = -1: refused, not replaced by the default n.
    "figure-n-negative.svg": svg(figure_text(n="-1")),
    # One key missing (the figure would be completed with a default m).
    "figure-without-m.svg": svg(figure_text(m=None)),
    # A right-to-left override in a value: echoed escaped, never raw.
    "figure-rtl-base.svg": svg(figure_text(base="1\u202e0")),
    "figure-huge-chunk.png": png_declaring_huge_chunk(),
    # A key given twice in an exercise: named at its second occurrence (line 9).
    "exercises-duplicate-key.json": (EXERCISE % '\n      "step": "rotation",').encode("utf-8"),
    # A question with a byte that is not UTF-8 (Latin-1's e acute), and one with an escape
    # character (ESC, written \u001b in the JSON) and one with NUL.
    "exercises-not-utf8.json": (EXERCISE % "").encode("utf-8").replace(b"PE(3)[0]?", b"caf\xe9?", 1),
    "exercises-escape.json": (EXERCISE % "").replace("PE(3)[0]?", "PE\\u001b[2J?", 1).encode("utf-8"),
    "exercises-nul.json": (EXERCISE % "").replace("PE(3)[0]?", "PE\\u0000?", 1).encode("utf-8"),
    # Figures: two parameter blocks (d = 8 and d = 16), an unknown key.
    "figure-two-blocks.svg": svg_two_blocks(),
    "figure-two-blocks.png": png_with_texts([figure_text(), figure_text(d="16")]),
    "figure-two-blocks.pdf": pdf_with_two_xmp(),
    "figure-unknown-key.svg": svg(figure_text() + "\nevil=1"),
    # Matrices: exact float64 but one value 5e-6 off (within float32's tolerance at p = 40);
    # PE(0)[1] = 1.0000001, which no dtype gives.
    "matrix-one-off.npy": npy(one_off(pe_rows(64, 16), 40, 3, 5e-6)),
    "matrix-pe0-above-1.npy": npy(pe0_above_1()),
    # A typo (a letter O) in the first value of the first line, and an override before it.
    "matrix-typo-first-line.txt": savetxt(pe_rows(16, 8), first_field="O.000000000000000000e+00"),
    "matrix-override-first-line.txt": savetxt(pe_rows(16, 8),
                                              first_field="\u202e0.000000000000000000e+00"),
    # Old Mac line ends (CR only): the paper's encoding.
    "matrix-cr-only.txt": savetxt(pe_rows(16, 8), newline="\r"),
    # Positions 10 to 73.
    "matrix-positions-10.npy": npy(pe_rows(64, 16, first=10)),
    # NumPy's printouts: str() and repr() whole, and str() summarised ("...").
    "matrix-numpy-str.txt": numpy_str(pe_rows(16, 8)),
    "matrix-numpy-repr.txt": numpy_repr(pe_rows(16, 8)),
    "matrix-numpy-summarised.txt": b"[[0.         1.         0.         ... 1.         0.\n"
                                   b"  1.        ]\n ...\n [0.5        0.8        0.1"
                                   b"         ... 0.9        0.0        1.        ]]\n",
    # An .npy header giving 'descr' twice (Python keeps the last).
    "matrix-descr-twice.npy": npy(pe_rows(64, 16),
                                  "{'descr': '<f8', 'descr': '<f4', 'fortran_order': False, "
                                  "'shape': (64, 16), }"),
}


def main():
    for name, data in sorted(FILES.items()):
        with open(os.path.join(HERE, name), "wb") as out:
            out.write(data)


if __name__ == "__main__":
    main()
