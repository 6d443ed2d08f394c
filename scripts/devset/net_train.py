"""A learned ownership evaluator for the score during play (issue 25, item 4): an experiment.

Reads the positions of net_data.py (KGS) and net_games.mjs (Tygem, Tom) with the maps
`score_eval --dump-maps` wrote for them (every positions-tune*.json, targets-tune*.json and
maps-tune*.bin of --data), trains a small convolutional net to predict each point's final owner
from the board and the playouts' maps, and measures the score it implies on the score positions
of the development set (devset-score.json, with their own --dump-maps file) against the count's.

    python3 scripts/devset/net_train.py --data DIR [--epochs N] [--channels C] [--layers L]
        [--save FILE.pt]

Needs numpy and torch (Debian: python3-numpy, python3-torch).
"""

import argparse
import hashlib
import json
import os
import struct
import sys
import time

import numpy as np
import torch
import torch.nn as nn

PLANES = 15
OWNER_SKIP = 1.5  # the count's owner (plane 12) goes straight to the output: the net corrects it


def read_maps(path):
    """{id: (head[4], int8 planes[3, h, w], uint8 libs[h, w], uint8 dead[h, w])} of a --dump-maps
    file."""
    out = {}
    data = open(path, "rb").read()
    at = 0
    while at < len(data):
        (n,) = struct.unpack_from("<i", data, at)
        at += 4
        pid = data[at:at + n].decode()
        at += n
        w, h = struct.unpack_from("<ii", data, at)
        at += 8
        head = struct.unpack_from("<4f", data, at)
        at += 16
        a = w * h
        planes = np.frombuffer(data, np.int8, 3 * a, at).reshape(3, h, w)
        at += 3 * a
        libs = np.frombuffer(data, np.uint8, a, at).reshape(h, w)
        at += a
        dead = np.frombuffer(data, np.uint8, a, at).reshape(h, w)
        at += a
        out[pid] = (head, planes, libs, dead)
    return out


def features(pos, maps):
    """The input planes of a position, seen from the side to move (its stones positive)."""
    head, planes, libs, dead = maps
    rows = pos["board"]
    b = np.array([[1 if c == "B" else -1 if c == "W" else 0 for c in r] for r in rows], np.int8)
    s = 1 if pos["to_move"] == "B" else -1
    own, opp = b == s, b == -s
    x = np.zeros((PLANES,) + b.shape, np.float32)
    x[0], x[1], x[2], x[3] = own, opp, b == 0, 1
    for k, lib in enumerate((1, 2, 3)):
        x[4 + k] = own & (libs == lib)
        x[7 + k] = opp & (libs == lib)
    x[10:13] = planes.astype(np.float32) * (s / 127.0)
    x[13] = dead
    x[14] = head[3]
    return x


def chain_labels(x, dragons=False):
    """Each point's chain, (B, H * W) int64: the smallest point index of the chain of its stone
    (planes 0 and 1, the two colours' stones), or the point's own index when it is empty. With
    `dragons`, chains of one colour that share a liberty count as one (estimate/dragons.h)."""
    colour = (x[:, 0] - x[:, 1]).round().long()
    n, rows, cols = colour.shape
    big = rows * cols
    lab = torch.arange(big).view(1, rows, cols).expand(n, rows, cols).clone()
    shifts = ((1, 1), (1, -1), (2, 1), (2, -1))

    def neighbour(t, dim, shift, fill):
        r = torch.roll(t, shift, dim)
        edge = [slice(None)] * 3
        edge[dim] = 0 if shift == 1 else -1  # no wrap-around: the rolled-in line is off the board
        r[tuple(edge)] = fill
        return r

    while True:
        before = lab
        for dim, shift in shifts:
            same = (neighbour(colour, dim, shift, 0) == colour) & (colour != 0)
            lab = torch.where(same, torch.minimum(lab, neighbour(lab, dim, shift, big)), lab)
        if dragons:
            for c in (1, -1):
                # each empty point's smallest label among its stones of colour c, then each stone
                # of colour c takes the smallest over its empty neighbours
                mine = torch.where(colour == c, lab, big)
                least = torch.full_like(lab, big)
                for dim, shift in shifts:
                    least = torch.minimum(least, neighbour(mine, dim, shift, big))
                least = torch.where(colour == 0, least, big)
                for dim, shift in shifts:
                    lab = torch.where(colour == c, torch.minimum(lab, neighbour(least, dim, shift, big)), lab)
        # pointer jumping: a point's label is a point of its chain, whose label may be smaller
        flat = lab.reshape(n, big)
        lab = flat.gather(1, flat).reshape(n, rows, cols)
        if torch.equal(lab, before):
            return lab.reshape(n, big)


def chain_mean(h, lab, stones):
    """The mean of h over each stone's chain, at the stones (0 at empty points)."""
    b, c, rows, cols = h.shape
    a = rows * cols
    flat = h.permute(0, 2, 3, 1).reshape(b * a, c)
    idx = (lab + torch.arange(b)[:, None] * a).reshape(-1)
    sums = torch.zeros_like(flat).index_add_(0, idx, flat)
    count = torch.zeros(b * a).index_add_(0, idx, torch.ones(b * a))
    mean = (sums / count.clamp(min=1)[:, None]).index_select(0, idx)
    return mean.reshape(b, rows, cols, c).permute(0, 3, 1, 2) * stones[:, None]


class Net(nn.Module):
    def __init__(self, channels, layers, first=5, skip=OWNER_SKIP, pool=(), dragons=False):
        super().__init__()
        self.skip = skip
        self.dragons = dragons
        self.first = nn.Conv2d(PLANES, channels, first, padding=first // 2)
        self.convs = nn.ModuleList(nn.Conv2d(channels, channels, 3, padding=1)
                                   for _ in range(layers))
        # Chain pooling: after these layers, each stone also reads the mean of its chain's
        # features (a 1x1 convolution of it), so a large chain judges itself as one.
        self.pool = sorted(pool)
        self.pools = nn.ModuleList(nn.Conv2d(channels, channels, 1, bias=False)
                                   for _ in self.pool)
        self.last = nn.Conv2d(channels, 1, 1)

    def forward(self, x):
        h = torch.relu(self.first(x))
        if self.pool:
            with torch.no_grad():
                lab = chain_labels(x, self.dragons)
                stones = x[:, 0] + x[:, 1]
        for i, conv in enumerate(self.convs):
            if i in self.pool:
                pooled = self.pools[self.pool.index(i)](chain_mean(h, lab, stones))
                h = torch.relu(h + conv(h) + pooled)
            else:
                h = torch.relu(h + conv(h))
        # Residual on the count's owner (plane 12): the net learns a correction of it.
        return torch.tanh(self.last(h)[:, 0] + self.skip * x[:, 12])


def part_of_game(gid):
    """'train' or 'val' within the tuning part: 15% of its games by hash, for validation."""
    h = int(hashlib.sha1(("net-val:" + gid).encode()).hexdigest()[:8], 16)
    return "val" if h / 2**32 < 0.15 else "train"


def compact(x):
    """A position's planes as int8 (the maps times 127, as stored) and its open share: the
    training set in a quarter of the memory of float planes."""
    x8 = np.empty((PLANES - 1, 19, 19), np.int8)
    x8[:10] = x[:10]
    x8[10:13] = np.rint(x[10:13] * 127)
    x8[13] = x[13]
    return x8, x[14, 0, 0]


def expand(x8, share):
    """The float planes of a batch of compact positions (torch tensors)."""
    x = torch.empty((len(x8), PLANES, 19, 19))
    x[:, :PLANES - 1] = x8.float()
    x[:, 10:13] /= 127.0
    x[:, PLANES - 1] = share[:, None, None]
    return x


def load_training(data_dir):
    """The training positions of every positions-tune*.json (net_data.py's KGS games,
    net_games.mjs's Tygem and Tom games) that a maps-tune*.bin file has maps for."""
    positions, targets, maps = [], {}, {}
    for name in sorted(os.listdir(data_dir)):
        path = os.path.join(data_dir, name)
        if name.startswith("positions-tune"):
            positions += json.load(open(path))
        elif name.startswith("targets-tune"):
            targets.update(json.load(open(path)))
        elif name.startswith("maps-tune"):
            maps.update(read_maps(path))
    kept = positions_kept(positions, maps)
    x8 = np.empty((len(kept), PLANES - 1, 19, 19), np.int8)
    share = np.empty(len(kept), np.float32)
    ys = np.empty((len(kept), 19, 19), np.int8)
    split = []
    for i, p in enumerate(kept):
        m = maps.pop(p["id"])  # a maps file's bytes are freed once its last position is read
        s = 1 if p["to_move"] == "B" else -1
        p["_head"] = m[0]
        x8[i], share[i] = compact(features(p, m))
        del p["board"]  # in the planes now: 1.6 million boards as strings are gigabytes
        ys[i] = np.array(targets[p["game_id"]], np.int8).reshape(19, 19) * s
        split.append(part_of_game(p["game_id"]))
    return (x8, share), ys, np.array(split), kept


def positions_kept(positions, maps):
    return [p for p in positions if p["id"] in maps]


def repeated(train, kept, spec):
    """The training indices with each position of a source listed in `spec` ("kgs=2,tom=1")
    that many times: a source nearer the games to be scored (KGS's amateurs, for online-go.com's)
    weighs more in the loss."""
    times = {k: int(v) for k, v in (item.split("=") for item in spec.split(",") if item)}
    if not times:
        return train
    n = np.array([times.get(kept[i]["game_id"].split(":")[0], 1) for i in train])
    print("training positions: %d, repeated by source %s: %d" % (len(train), times, n.sum()))
    return np.repeat(train, n)


def symmetry(x, k):
    if k & 4:
        x = x.transpose(-1, -2)
    return torch.rot90(x, k & 3, (-2, -1))


def unsymmetry(x, k):
    x = torch.rot90(x, -(k & 3), (-2, -1))
    return x.transpose(-1, -2) if k & 4 else x


def margin(pos, own_sum, head):
    """The final margin (Black minus White) implied by an expected area `own_sum` (Black
    positive), under the position's rules (net_data.margin_of, the stones to be placed from now
    on taken as even)."""
    komi = pos["komi"]
    rules, ha = pos["rules"], pos["handicap"]
    if rules in ("japanese", "korean"):
        return own_sum - head[2] - komi
    comp = ha if rules == "chinese" else max(ha - 1, 0) if rules == "aga" else 0
    return own_sum - komi - comp


def predict(net, x, batch=1024):
    """The net's owner maps for planes x, float or compact (no symmetry averaging: what one C++
    pass computes)."""
    net.eval()
    out = []
    n = len(x[0]) if isinstance(x, tuple) else len(x)
    with torch.no_grad():
        for b in range(0, n, batch):
            if isinstance(x, tuple):
                xb = expand(torch.from_numpy(x[0][b:b + batch]), torch.from_numpy(x[1][b:b + batch]))
            else:
                xb = torch.from_numpy(x[b:b + batch])
            out.append(net(xb).numpy())
    return np.concatenate(out)


KNOTS = np.array([0.0, 0.1, 0.2, 0.3, 0.4])


def factor(knots_values, u):
    return np.interp(u, KNOTS, knots_values)


def uncertainty(own):
    """Mean of 1 - o^2 over the points: 0 when every point is settled."""
    return (1 - own.reshape(len(own), -1) ** 2).mean(axis=1)


def fit_calibration(raw, u, target):
    """Knot factors (piecewise linear in the uncertainty) minimising the mean absolute error of
    factor(u) * raw, by coordinate descent over a grid."""
    values = np.ones(len(KNOTS))
    grid = np.linspace(0.2, 1.3, 111)
    for _ in range(4):
        for k in range(len(KNOTS)):
            best = None
            for v in grid:
                values[k] = v
                e = np.abs(factor(values, u) * raw - target).mean()
                if best is None or e < best[0]:
                    best = (e, v)
            values[k] = best[1]
    return values


def margins(positions, own, heads):
    out = []
    for p, o, head in zip(positions, own, heads):
        s = 1 if p["to_move"] == "B" else -1
        out.append(margin(p, float(o.sum()) * s, head))
    return np.array(out)


def export(net, knots, path, half=False, unsettled_weight=None):
    """Writes the model file cpp/estimate/score_model.h reads (LoadScoreModel): "GSN1" with float32
    values, or with `half` "GSN2" with float16 values (half the bytes); a net with pooled
    layers as "GSN3" or "GSN4", whose header adds the pooled layers' bits and what they pool over
    (0 chains, 1 dragons); with `unsettled_weight` (net_calibrate.py) "GSN5" or "GSN6", the pooled
    net's header and that weight as the last value."""
    kind = "<f2" if half else "<f4"
    sd = {k: v.detach().numpy().astype(kind) for k, v in net.state_dict().items()}
    c, planes, k, _ = sd["first.weight"].shape
    layers = len(net.convs)
    with open(path, "wb") as f:
        head = [planes, c, layers, k, len(KNOTS)]
        weighted = unsettled_weight is not None
        if weighted and not net.pool:
            sys.exit("a weight of the unsettled stones needs a pooled net (GSN5, GSN6)")
        if net.pool:
            head += [sum(1 << l for l in net.pool), 1 if net.dragons else 0]
        magics = (b"GSN5", b"GSN6") if weighted else (b"GSN3", b"GSN4") if net.pool else (
            b"GSN1", b"GSN2")
        f.write(magics[1 if half else 0])
        f.write(struct.pack("<%di" % len(head), *head))
        f.write(np.array([net.skip], kind).tobytes())
        f.write(sd["first.weight"].tobytes())
        f.write(sd["first.bias"].tobytes())
        f.write(np.concatenate([sd["convs.%d.weight" % i].ravel() for i in range(layers)]).tobytes())
        f.write(np.concatenate([sd["convs.%d.bias" % i] for i in range(layers)]).tobytes())
        for i in range(len(net.pool)):
            f.write(sd["pools.%d.weight" % i].ravel().tobytes())
        f.write(sd["last.weight"].ravel().tobytes())
        f.write(sd["last.bias"].tobytes())
        f.write(KNOTS.astype(kind).tobytes())
        f.write(np.asarray(knots).astype(kind).tobytes())
        if weighted:
            f.write(np.array([unsettled_weight], kind).tobytes())


def load_model_file(path):
    """The Net, its calibration knots and factors, and the weight of the unsettled stones (0 before
    GSN5) from a GSN1 to GSN6 file (export's layout, score_model.h's): net_fixture.py's reference,
    net_calibrate.py's net, and --init/--load of a .bin, so a machine that has only the shipped
    web/model/score-model.bin can measure it and train on from it."""
    data = open(path, "rb").read()
    magic = data[:4]
    if magic not in (b"GSN1", b"GSN2", b"GSN3", b"GSN4", b"GSN5", b"GSN6"):
        sys.exit("%s: not a model file (GSN1 to GSN6)" % path)
    fields = 5 if magic in (b"GSN1", b"GSN2") else 7
    weighted = magic in (b"GSN5", b"GSN6")
    planes, c, layers, k, knots, pooled, dragons = (
        struct.unpack_from("<%di" % fields, data, 4) + (0, 0))[:7]
    values = np.frombuffer(data, "<f2" if magic in (b"GSN2", b"GSN4", b"GSN6") else "<f4",
                           offset=4 + 4 * fields)
    values = values.astype(np.float32)
    pool = [l for l in range(layers) if pooled >> l & 1]
    net = Net(c, layers, k, float(values[0]), pool, dragons == 1)
    at = 1  # values[0] is owner_skip
    state = {}

    def take(name, shape):
        nonlocal at
        n = int(np.prod(shape))
        state[name] = torch.from_numpy(values[at:at + n].reshape(shape).copy())
        at += n

    take("first.weight", (c, planes, k, k))
    take("first.bias", (c,))
    ws = values[at:at + layers * c * c * 9].reshape(layers, c, c, 3, 3)
    at += layers * c * c * 9
    bs = values[at:at + layers * c].reshape(layers, c)
    at += layers * c
    for i in range(layers):
        state["convs.%d.weight" % i] = torch.from_numpy(ws[i].copy())
        state["convs.%d.bias" % i] = torch.from_numpy(bs[i].copy())
    for i in range(len(pool)):
        take("pools.%d.weight" % i, (c, c, 1, 1))
    take("last.weight", (1, c, 1, 1))
    take("last.bias", (1,))
    if at + 2 * knots + weighted != len(values):
        sys.exit("%s: %d values left over: not a file of this layout" % (path, len(values) - at))
    net.load_state_dict(state)
    weight = float(values[-1]) if weighted else 0.0
    return net, values[at:at + knots], values[at + knots:at + 2 * knots], weight


def load_into(net, path):
    """--init/--load: a saved state (.pt), or a model file (.bin) of the same net's shape."""
    if not path.endswith(".bin"):
        net.load_state_dict(torch.load(path))
        return
    other, _, _, _ = load_model_file(path)
    shape = lambda n: ({k: tuple(v.shape) for k, v in n.state_dict().items()}, n.pool, n.dragons)
    if shape(other) != shape(net) or abs(other.skip - net.skip) > 1e-3:
        sys.exit("%s: another net than --channels/--layers/--first/--pool/--dragons/--owner-skip "
                 "describe" % path)
    net.load_state_dict(other.state_dict())


def round_to_half(net):
    """Rounds every weight to float16 and back, as a GSN2 file stores it: the calibration is then
    fitted, and the net measured, with the weights goscore will read."""
    with torch.no_grad():
        for p in net.parameters():
            p.copy_(p.half().float())


def evaluate(net, data_dir, cal_x, cal_pos, heldout=False, export_to=None, half=False):
    """MAE and winner rate of the net's margin, calibrated on the validation games' training
    positions, and of the count's, on the score positions of the validation games (and of the
    held-out part)."""
    own = predict(net, cal_x)
    heads = [p["_head"] for p in cal_pos]
    raw = margins(cal_pos, own, heads)
    target = np.array([p["target_margin"] for p in cal_pos])
    u = uncertainty(own)
    knots = fit_calibration(raw, u, target)
    print("calibration on %d validation positions: knots %s, MAE %.2f -> %.2f (the count %.2f)" % (
        len(raw), np.round(knots, 3).tolist(), np.abs(raw - target).mean(),
        np.abs(factor(knots, u) * raw - target).mean(),
        np.abs(np.array([h[0] for h in heads]) - target).mean()))
    if export_to:
        export(net, knots, export_to, half)
    positions = json.load(open(os.path.join(data_dir, "..", "devset-score.json")))
    maps = read_maps(os.path.join(data_dir, "maps-score.bin"))
    chosen = [p for p in positions if p["width"] == 19 and p["id"] in maps and (
        (p["part"] == "tune" and part_of_game(p["game_id"]) == "val")
        or (p["part"] == "heldout" and heldout))]
    x = np.stack([features(p, maps[p["id"]]) for p in chosen])
    own = predict(net, x)
    heads = [maps[p["id"]][0] for p in chosen]
    raw = margins(chosen, own, heads)
    cal = factor(knots, uncertainty(own)) * raw
    rows = {}
    for p, r, c, head in zip(chosen, raw, cal, heads):
        stage = "at60" if "moves_before_end" not in p else "minus%d" % p["moves_before_end"]
        t = p["target_margin"]
        for key in ((p["part"], stage), (p["part"], "all")):
            row = rows.setdefault(key, {"n": 0, "g": 0, "e": np.zeros(3), "w": np.zeros(3),
                                        "ge": np.zeros(4), "gw": np.zeros(4)})
            est = np.array([r, c, head[0]])
            row["n"] += 1
            row["e"] += np.abs(est - t)
            row["w"] += np.sign(est) == np.sign(t)
            if "gnugo_estimate" in p:
                est4 = np.append(est, p["gnugo_estimate"])
                row["g"] += 1
                row["ge"] += np.abs(est4 - t)
                row["gw"] += np.sign(est4) == np.sign(t)
    print("| part | stage | n | net raw | net calibrated | count | GNU n | net raw | net cal. | "
          "count | GNU Go |")
    for (part, stage), r in sorted(rows.items()):
        n, g = r["n"], max(r["g"], 1)
        cells = ["%.2f (%.1f%%)" % (r["e"][i] / n, 100 * r["w"][i] / n) for i in range(3)]
        gcells = ["%.2f (%.1f%%)" % (r["ge"][i] / g, 100 * r["gw"][i] / g) for i in range(4)]
        print("| %s | %s | %d | %s | %d | %s |" % (part, stage, n, " | ".join(cells), r["g"],
                                                   " | ".join(gcells)))
    sys.stdout.flush()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", required=True)
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--channels", type=int, default=24)
    ap.add_argument("--layers", type=int, default=4)
    ap.add_argument("--first", type=int, default=5, help="the first convolution's kernel")
    ap.add_argument("--batch", type=int, default=256)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--save")
    ap.add_argument("--margin-loss", type=float, default=0.0,
                    help="weight of the mean absolute error of the area, per point")
    ap.add_argument("--export", help="write the model file for goscore (score_model.h)")
    ap.add_argument("--owner-skip", type=float, default=OWNER_SKIP,
                    help="weight of the count's owner added before tanh (stored in the file)")
    ap.add_argument("--half", action="store_true",
                    help="export float16 weights (GSN2), measured as rounded")
    ap.add_argument("--pool", default="",
                    help="layers (0-based, comma-separated) followed by chain pooling")
    ap.add_argument("--dragons", action="store_true",
                    help="pool over dragons (chains of a colour sharing a liberty), not chains")
    ap.add_argument("--load", help="a saved state (.pt) or a model file (.bin): measure it, "
                    "no training")
    ap.add_argument("--init", help="a saved state (.pt) or a model file (.bin, export's) to "
                    "start training from (more data, same net)")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--heldout", action="store_true", help="also measure the held-out part")
    ap.add_argument("--repeat", default="",
                    help="SOURCE=N,...: each training position of a source (the game id's prefix, "
                    "kgs, tygem, tom) N times an epoch")
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    torch.manual_seed(1)
    net = Net(args.channels, args.layers, args.first, args.owner_skip,
              [int(v) for v in args.pool.split(",") if v], args.dragons)
    t0 = time.time()
    x, y, split, kept = load_training(args.data)
    print("loaded %d positions in %.0f s" % (len(y), time.time() - t0))
    if args.load:
        load_into(net, args.load)
    else:
        if args.init:
            load_into(net, args.init)
        train = np.nonzero(split == "train")[0]
        val = np.nonzero(split == "val")[0]
        train = repeated(train, kept, args.repeat)
        xt, st, yt = torch.from_numpy(x[0]), torch.from_numpy(x[1]), torch.from_numpy(y)
        opt = torch.optim.Adam(net.parameters(), lr=args.lr)
        steps = args.epochs * (len(train) // args.batch)
        sched = torch.optim.lr_scheduler.OneCycleLR(opt, args.lr, total_steps=steps)
        rng = np.random.default_rng(1)
        step = 0
        for epoch in range(args.epochs):
            net.train()
            order = rng.permutation(train)
            total = 0.0
            for b in range(len(train) // args.batch):
                idx = torch.from_numpy(order[b * args.batch:(b + 1) * args.batch])
                k = int(rng.integers(8))
                xb = symmetry(expand(xt[idx], st[idx]), k)
                yb = symmetry(yt[idx].float(), k)
                pred = net(xb)
                loss = ((pred - yb) ** 2).mean()
                if args.margin_loss:
                    # The area's error, per point: the metric is the margin, a sum over the board.
                    loss = loss + args.margin_loss * (pred - yb).sum((1, 2)).abs().mean() / 361
                opt.zero_grad()
                loss.backward()
                opt.step()
                sched.step()
                step += 1
                total += loss.item()
            net.eval()
            with torch.no_grad():
                vl = 0.0
                base = 0.0
                for b in range(0, len(val), 1024):
                    idx = torch.from_numpy(val[b:b + 1024])
                    xv, yv = expand(xt[idx], st[idx]), yt[idx].float()
                    vl += ((net(xv) - yv) ** 2).sum().item()
                    base += ((xv[:, 12] - yv) ** 2).sum().item()
            print("epoch %d: train %.4f, val %.4f (the count's owner: %.4f), %.0f s" % (
                epoch, total / max(1, len(train) // args.batch), vl / len(val) / 361,
                base / len(val) / 361, time.time() - t0))
            sys.stdout.flush()
        if args.save:
            torch.save(net.state_dict(), args.save)
    if args.half:
        round_to_half(net)
    val = np.nonzero(split == "val")[0]
    evaluate(net, args.data, (x[0][val], x[1][val]), [kept[i] for i in val], args.heldout,
             args.export, args.half)


if __name__ == "__main__":
    main()
