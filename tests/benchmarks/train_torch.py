#!/usr/bin/env python3
"""The PyTorch reference of compare.sh's `train` figure: the same model, batch and optimizer as
pe::Trainer's default run (core/training/trainer.h, transformermodel.h), in float64 like ours, on
one CPU thread:

  token embedding + sinusoidal PE (Vaswani et al. 2017, 3.5; interleaved, base 10000), 2 layers of
  pre-LayerNorm blocks (eps 1e-5): x += W_O(MHA(LN1(x))) with 2 heads, W_Q/W_K/W_V/W_O without
  bias, scores q.k/sqrt(d_h), bidirectional; x += W_2 ReLU(W_1 LN2(x) + b_1) + b_2 with width
  4 d; final LayerNorm and a linear read-out; mean cross-entropy over the positions; Adam
  (beta 0.9, 0.98, eps 1e-9) with linear warm-up over 30 steps then linear decay. Each step draws
  a batch of 32 sequences of one length in 2..6 over 8 symbols, the task `reverse`.

Usage: train_torch.py STEPS     Prints ms_per_step, steps_per_second, final_loss (key=value).
Needs python3-torch (Debian), installed by compare.sh for this figure only.
"""
import math
import os
import sys
import time

os.environ.setdefault("OMP_NUM_THREADS", "1")
import torch  # noqa: E402
import torch.nn as nn  # noqa: E402
import torch.nn.functional as F  # noqa: E402

torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)

D, HEADS, LAYERS, SYMBOLS, L, BATCH = 32, 2, 2, 8, 6, 32
LR, WARMUP = 3e-3, 30


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln1 = nn.LayerNorm(D, eps=1e-5)
        self.wq = nn.Linear(D, D, bias=False)
        self.wk = nn.Linear(D, D, bias=False)
        self.wv = nn.Linear(D, D, bias=False)
        self.wo = nn.Linear(D, D, bias=False)
        self.ln2 = nn.LayerNorm(D, eps=1e-5)
        self.fc1 = nn.Linear(D, 4 * D)
        self.fc2 = nn.Linear(4 * D, D)

    def forward(self, x):
        b, n, _ = x.shape
        dh = D // HEADS
        h = self.ln1(x)
        q = self.wq(h).view(b, n, HEADS, dh).transpose(1, 2)
        k = self.wk(h).view(b, n, HEADS, dh).transpose(1, 2)
        v = self.wv(h).view(b, n, HEADS, dh).transpose(1, 2)
        a = torch.softmax(q @ k.transpose(-1, -2) / math.sqrt(dh), dim=-1)
        o = (a @ v).transpose(1, 2).reshape(b, n, D)
        x = x + self.wo(o)
        return x + self.fc2(F.relu(self.fc1(self.ln2(x))))


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(SYMBOLS, D)
        p = torch.arange(4 * L, dtype=torch.float64)[:, None]
        den = torch.pow(10000.0, torch.arange(0, D, 2, dtype=torch.float64) / D)
        pe = torch.zeros(4 * L, D)
        pe[:, 0::2] = torch.sin(p / den)
        pe[:, 1::2] = torch.cos(p / den)
        self.register_buffer("pe", pe)
        self.blocks = nn.ModuleList(Block() for _ in range(LAYERS))
        self.lnf = nn.LayerNorm(D, eps=1e-5)
        self.readout = nn.Linear(D, SYMBOLS)

    def forward(self, tokens):
        x = self.embedding(tokens) + self.pe[: tokens.shape[1]]
        for block in self.blocks:
            x = block(x)
        return self.readout(self.lnf(x))


def main():
    steps = int(sys.argv[1])
    total = steps + 20
    torch.manual_seed(1)
    model = Model()
    optimizer = torch.optim.Adam(model.parameters(), lr=LR, betas=(0.9, 0.98), eps=1e-9)
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimizer,
        lambda s: (s + 1) / WARMUP if s + 1 < WARMUP else (total - s) / (total - WARMUP + 1))
    loss = None
    start = None
    for s in range(total):
        if s == 20:
            start = time.perf_counter()
        n = int(torch.randint(2, L + 1, (1,)))
        tokens = torch.randint(0, SYMBOLS, (BATCH, n))
        targets = tokens.flip(1)
        logits = model(tokens)
        loss = F.cross_entropy(logits.reshape(-1, SYMBOLS), targets.reshape(-1))
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
        schedule.step()
    seconds = time.perf_counter() - start
    print(f"ms_per_step={1000.0 * seconds / steps:.6f}")
    print(f"steps_per_second={steps / seconds:.3f}")
    print(f"final_loss={float(loss):.6f}")


if __name__ == "__main__":
    main()
