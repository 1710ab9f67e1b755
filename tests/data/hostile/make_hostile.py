#!/usr/bin/env python3
"""Makes the damaged inputs of tests/app/tst_hostile.cpp (issue 23), one file per case.

Each file stands for one finding of a breaking session that threw hostile input at
pe-visualiser; the test runs the app on it and asserts the exit code, the one-line message and
that no output file changed. Run from anywhere; it rewrites the files next to itself:

    python3 tests/data/hostile/make_hostile.py

Only the standard library is used. The output is deterministic. Larger cases (a 1 MB sentence,
a 3 MB settings file) and those that need the file system (named pipes, a full disk) are made by
the test at run time instead of being checked in.
"""

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
}


def main():
    for name, data in sorted(FILES.items()):
        with open(os.path.join(HERE, name), "wb") as out:
            out.write(data)


if __name__ == "__main__":
    main()
