#!/usr/bin/env python3
"""Fits the pattern evaluation through small networks, one per pattern kind, and expands each
network into its kind's tables, so the engine's evaluation (and its speed) is unchanged; or
fits a pattern-indexed accumulator network, which the engine evaluates as it is.

    reversi-cli train rows --out rows.bin --layout layout.json <samples.bin>...
    scripts/train-net.py --rows rows.bin --layout layout.json --out values.f32
    reversi-cli train encode-weights --values values.f32 --out weights.bin <samples.bin>...
    scripts/train-net.py --rows rows.bin --layout layout.json --model accumulator --hidden 8 \
        --out network.bin [--check check.txt]
    reversi-cli --weights network.bin ...

Each kind's network reads the pattern's squares (each empty, own or opponent) and the game
phase, and gives the value of one placement; a position's value is the sum over its 46
placements plus, per phase, a linear term in the scalar features (mobilities, potential
mobility, parity, a constant), as in the engine. Fitted to the labels in discs by squared
error, with the rows file's held-out games (one in fifty) kept apart and measured per phase.
The expansion evaluates each network at every table entry of every phase; the script checks
that the tables give the model's own values on the held-out rows. Deterministic by --seed on
the CPU (torch.use_deterministic_algorithms). Needs numpy and torch (pip install torch numpy).

The accumulator's file (crates/engine/src/eval/network.rs reads it) keeps each vector as one-byte
codes times a step per pattern kind; the script rounds the model's vectors so before it
writes them, and reports the held-out error again with them rounded.
"""
import argparse
import json
import time

import numpy as np
import torch
import torch.nn.functional as F


# The check file's first lines; a line each row after them.
CHECK_HEAD = """\
# Held-out rows with the values the network fitted by scripts/train-net.py gives them (the
# network written beside this file by the same run, --out). Each line: the empties, each
# placement's canonical entry within its kind's table, the scalar features, the value in discs.
"""


def read_rows(path, layout):
    placements = len(layout["placement_kinds"])
    scalars = layout["scalars"]
    with open(path, "rb") as f:
        head = f.read(24)
        if head[:4] != b"RROW":
            raise SystemExit(f"{path}: not a rows file")
        version, n_place, n_scal = np.frombuffer(head[4:16], "<u4")
        count = int(np.frombuffer(head[16:24], "<u8")[0])
        if version != layout["rows_version"] or n_place != placements or n_scal != scalars:
            raise SystemExit(f"{path}: made for another pattern set than {layout}")
        dtype = np.dtype(
            [("empties", "u1"), ("test", "u1"), ("entries", "<u2", (placements,)),
             ("scalars", "i1", (scalars,)), ("label", "<f4")]
        )
        assert dtype.itemsize == layout["row_bytes"]
        rows = np.fromfile(f, dtype=dtype, count=count)
    if len(rows) != count:
        raise SystemExit(f"{path}: {len(rows)} rows, the header says {count}")
    return rows


class PatternNet(torch.nn.Module):
    """Per kind: a weight per (square, state) and per phase summed into a hidden layer, then
    one more hidden layer and the output."""

    def __init__(self, layout, hidden):
        super().__init__()
        self.layout = layout
        phases = layout["phases"]
        kinds = layout["kinds"]
        pk = np.array(layout["placement_kinds"])
        self.columns = [torch.from_numpy(np.flatnonzero(pk == k)) for k in range(len(kinds))]
        # For each kind, every entry's base-3 digits (each square's state, first square lowest).
        self.digits = []
        for k in kinds:
            s = k["squares"]
            e = np.arange(3 ** s)
            self.digits.append(torch.from_numpy((e[:, None] // 3 ** np.arange(s)[None, :]) % 3))
        self.cells = torch.nn.ParameterList(
            [torch.nn.Parameter(torch.randn(3 * k["squares"], hidden) * 0.1) for k in kinds])
        self.phase = torch.nn.ParameterList(
            [torch.nn.Parameter(torch.zeros(phases, hidden)) for _ in kinds])
        self.mid = torch.nn.ModuleList([torch.nn.Linear(hidden, hidden) for _ in kinds])
        self.out = torch.nn.ModuleList([torch.nn.Linear(hidden, 1) for _ in kinds])
        self.scalar = torch.nn.Parameter(torch.zeros(phases, layout["scalars"]))

    def kind_values(self, k, entries, phase):
        """The value of kind k's entries (any shape) in the phases `phase` (same shape)."""
        states = F.one_hot(self.digits[k][entries.reshape(-1)], 3)
        # One-hot times a matrix: on the CPU much faster than an embedding's scattered sums.
        h = states.reshape(len(states), -1).float() @ self.cells[k]
        h = torch.relu(h + self.phase[k][phase.reshape(-1)])
        h = torch.relu(self.mid[k](h))
        return self.out[k](h).reshape(entries.shape)

    def forward(self, entries, scalars, phase):
        total = (scalars * self.scalar[phase]).sum(-1)
        for k, cols in enumerate(self.columns):
            e = entries[:, cols]
            total = total + self.kind_values(k, e, phase[:, None].expand_as(e)).sum(-1)
        return total

    @torch.no_grad()
    def expand(self):
        """Every phase's weights in hundredths of a disc, laid out as the values file."""
        lay = self.layout
        out = np.zeros((lay["phases"], lay["phase_len"]), dtype=np.float32)
        for ph in range(lay["phases"]):
            for k, kind in enumerate(lay["kinds"]):
                e = torch.arange(3 ** kind["squares"])
                v = self.kind_values(k, e, torch.full_like(e, ph))
                out[ph, kind["offset"]:kind["offset"] + len(e)] = 100 * v.numpy()
            out[ph, lay["tables"]:] = 100 * self.scalar[ph].numpy()
        return out


class AccumulatorNet(torch.nn.Module):
    """A pattern-indexed network (NNUE-style): every placement's entry adds its vector to an
    accumulator (one table of vectors for all phases), and a small head per phase reads it.
    Unlike the tables it sees how the patterns combine; it cannot be expanded into tables, so
    the engine evaluates it (crates/engine/src/eval/network.rs)."""

    def __init__(self, layout, width, hidden):
        super().__init__()
        phases = layout["phases"]
        offsets = [layout["kinds"][k]["offset"] for k in layout["placement_kinds"]]
        self.offsets = torch.tensor(offsets)[None, :]
        self.layout = layout
        self.vectors = torch.nn.EmbeddingBag(layout["tables"], width, mode="sum", sparse=True)
        torch.nn.init.normal_(self.vectors.weight, std=0.05)
        self.bias = torch.nn.Parameter(torch.zeros(width))
        self.w1 = torch.nn.Parameter(torch.randn(phases, width, hidden) / width ** 0.5)
        self.b1 = torch.nn.Parameter(torch.zeros(phases, hidden))
        self.w2 = torch.nn.Parameter(torch.randn(phases, hidden) / hidden ** 0.5)
        self.linear = torch.nn.Parameter(torch.zeros(phases, width))
        self.scalar = torch.nn.Parameter(torch.zeros(phases, layout["scalars"]))

    def forward(self, entries, scalars, phase):
        acc = self.vectors(entries + self.offsets) + self.bias
        h = torch.bmm(torch.relu(acc)[:, None, :], self.w1[phase])[:, 0] + self.b1[phase]
        return ((torch.relu(h) * self.w2[phase]).sum(-1) + (acc * self.linear[phase]).sum(-1)
                + (scalars * self.scalar[phase]).sum(-1))


    @torch.no_grad()
    def quantize(self):
        """Rounds each kind's vectors to a one-byte code times a step (as the engine keeps
        them); returns the steps and codes."""
        steps, codes = [], []
        w = self.vectors.weight
        # An entry no training position has keeps its random start: zero, as the tables
        # have it (and the file compresses).
        w[~self.seen] = 0
        for kind in self.layout["kinds"]:
            o, n = kind["offset"], 3 ** kind["squares"]
            step = float(w[o:o + n].abs().max()) / 127 or 1.0
            c = torch.round(w[o:o + n] / step).clamp(-127, 127)
            w[o:o + n] = c * step
            steps.append(step)
            codes.append(c.to(torch.int8))
        return steps, codes

    @torch.no_grad()
    def write(self, out):
        """Writes the network file the engine reads (crates/engine/src/eval/network.rs says how);
        quantizes the vectors first, so that the model is then the engine's."""
        lay = self.layout
        phases, width = self.w1.shape[0], self.w1.shape[1]
        steps, codes = self.quantize()
        f32 = lambda t: t.detach().numpy().astype("<f4").tobytes()
        data = bytearray(b"RVPN")
        data += np.array([1, lay["set_id"], phases, width, self.w1.shape[2], lay["scalars"]],
                         "<u2").tobytes()
        for step, c in zip(steps, codes):
            data += np.float32(step).astype("<f4").tobytes() + c.numpy().tobytes()
        data += f32(self.bias)
        for ph in range(phases):
            data += (f32(self.w1[ph]) + f32(self.b1[ph]) + f32(self.w2[ph])
                     + f32(self.linear[ph]) + f32(self.scalar[ph]))
        h = 0xcbf29ce484222325
        for b in data:
            h = ((h ^ b) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
        data += np.uint64(h).astype("<u8").tobytes()
        with open(out, "wb") as f:
            f.write(data)


def tensors(rows, layout):
    phase = np.minimum(rows["empties"] // layout["phase_width"], layout["phases"] - 1)
    return (torch.from_numpy(rows["entries"].astype(np.int64)),
            torch.from_numpy(rows["scalars"].astype(np.float32)),
            torch.from_numpy(phase.astype(np.int64)),
            torch.from_numpy(rows["label"].copy()))


def by_phase(err, phase, phases):
    return [float(np.abs(err[phase == ph]).mean()) if (phase == ph).any() else float("nan")
            for ph in range(phases)]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rows", required=True)
    ap.add_argument("--layout", required=True)
    ap.add_argument("--model", choices=["tables", "accumulator"], default="tables",
                    help="networks per pattern expanded into tables, or (measured only) "
                         "a pattern-indexed accumulator network")
    ap.add_argument("--out", help="the values file (f32, hundredths of a disc) of the tables, "
                    "or the accumulator's network file")
    ap.add_argument("--check", help="the accumulator's check file: the first held-out rows "
                    "with the written network's values, as text")
    ap.add_argument("--check-rows", type=int, default=200)
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--hidden", type=int, default=32,
                    help="hidden units per kind's network, or the accumulator's width")
    ap.add_argument("--head", type=int, default=8,
                    help="hidden units of the accumulator's head per phase")
    ap.add_argument("--batch", type=int, default=4096)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--decay", type=float, default=1e-5, help="AdamW's weight decay")
    # Two threads ran 5x slower than one beside the data generator on a two-core machine.
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    if a.model == "tables" and a.out is None:
        ap.error("--out is needed with --model tables")
    if a.check and a.model != "accumulator":
        ap.error("--check is for --model accumulator")
    torch.manual_seed(a.seed)
    torch.set_num_threads(a.threads)
    torch.use_deterministic_algorithms(True)
    layout = json.load(open(a.layout))
    rows = read_rows(a.rows, layout)
    test = rows["test"] == 1
    train_t, test_t = tensors(rows[~test], layout), tensors(rows[test], layout)
    n = len(train_t[3])
    print(f"{n} training rows, {len(test_t[3])} held out", flush=True)
    steps = a.epochs * ((n + a.batch - 1) // a.batch)
    if a.model == "tables":
        model = PatternNet(layout, a.hidden)
        opts = [torch.optim.AdamW(model.parameters(), lr=a.lr, weight_decay=a.decay)]
    else:
        model = AccumulatorNet(layout, a.hidden, a.head)
        model.seen = torch.zeros(layout["tables"], dtype=torch.bool)
        model.seen[(train_t[0] + model.offsets).unique()] = True
        dense = [p for name, p in model.named_parameters() if name != "vectors.weight"]
        # The vectors' gradients are sparse (46 rows a position): SparseAdam updates only those.
        opts = [torch.optim.SparseAdam([model.vectors.weight], lr=a.lr),
                torch.optim.Adam(dense, lr=a.lr)]
    scheds = [torch.optim.lr_scheduler.OneCycleLR(o, max_lr=a.lr, total_steps=steps)
              for o in opts]
    print(f"{sum(p.numel() for p in model.parameters())} parameters", flush=True)
    gen = torch.Generator().manual_seed(a.seed)
    start = time.time()

    @torch.no_grad()
    def predict(t):
        return torch.cat([model(t[0][i:i + 65536], t[1][i:i + 65536], t[2][i:i + 65536])
                          for i in range(0, len(t[3]), 65536)])

    for epoch in range(a.epochs):
        order = torch.randperm(n, generator=gen)
        total = 0.0
        for i in range(0, n, a.batch):
            idx = order[i:i + a.batch]
            pred = model(train_t[0][idx], train_t[1][idx], train_t[2][idx])
            loss = F.mse_loss(pred, train_t[3][idx])
            for o in opts:
                o.zero_grad()
            loss.backward()
            for o, sched in zip(opts, scheds):
                o.step()
                sched.step()
            total += loss.item() * len(idx)
        mae = (predict(test_t) - test_t[3]).abs().mean().item()
        print(f"epoch {epoch + 1}: train MSE {total / n:.3f}, held-out MAE {mae:.3f}, "
              f"{time.time() - start:.0f} s", flush=True)

    model_pred = predict(test_t).numpy()
    ph = test_t[2].numpy()
    err = model_pred - test_t[3].numpy()
    print("held-out MAE by phase (empties from 0, 4 a phase): "
          + " ".join(f"{m:.2f}" for m in by_phase(err, ph, layout["phases"])))
    print(f"held-out MAE {np.abs(err).mean():.3f}")
    if a.model == "tables":
        expand(model, layout, test_t, model_pred, a.out)
    elif a.out:
        model.write(a.out)
        err = predict(test_t).numpy() - test_t[3].numpy()
        print("with one-byte vectors, by phase: "
              + " ".join(f"{m:.2f}" for m in by_phase(err, ph, layout["phases"])))
        print(f"held-out MAE {np.abs(err).mean():.3f}; {a.out} written")
        if a.check:
            check = rows[test][:a.check_rows]
            values = predict(tensors(check, layout)).numpy()
            with open(a.check, "w") as f:
                f.write(CHECK_HEAD)
                for r, v in zip(check, values):
                    f.write(" ".join(map(str, [r["empties"], *r["entries"], *r["scalars"]]))
                            + f" {v:.6f}\n")


def expand(model, layout, test_t, model_pred, out):
    """Writes the tables of `model` and checks that they give its values on the held-out rows
    (the engine sums the canonical entries the rows hold, as this gather does)."""
    values = model.expand()
    values.tofile(out)
    ph = test_t[2].numpy()
    w = values[ph]
    offsets = np.array([layout["kinds"][k]["offset"] for k in layout["placement_kinds"]])
    table_pred = (np.take_along_axis(w, test_t[0].numpy() + offsets[None, :], axis=1).sum(1)
                  + (w[:, layout["tables"]:] * test_t[1].numpy()).sum(1)) / 100
    gap = float(np.abs(table_pred - model_pred).max())
    print(f"tables against the model on the held-out rows: largest difference {gap:.5f} discs")
    if gap > 1e-3:
        raise SystemExit("the expanded tables do not give the model's values")
    print(f"{out} written")


if __name__ == "__main__":
    main()
