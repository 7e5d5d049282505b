"""Sentence-pair similarity fine-tune (bi-encoder), MindSpore port of an accelerate script.

The runtime limits come from the same launch config the accelerate version used
(there: infer_auto_device_map(model, max_memory={0: cfg["max_memory"]})).
"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

LAUNCH_CFG = {
    "device": "CPU",
    "max_memory": "30GiB",      # per-device budget, same value as the accelerate launcher
    "seed": 1234,
    "epochs": 3,
    "batch_size": 32,
    "lr": 2e-3,
}

ms.set_device(LAUNCH_CFG["device"])
ms.runtime.set_memory(max_size=LAUNCH_CFG["max_memory"])
ms.set_seed(LAUNCH_CFG["seed"])
rng = np.random.default_rng(LAUNCH_CFG["seed"])

VOCAB, DIM, LEN = 500, 48, 12


def synth_pairs(n):
    a = rng.integers(1, VOCAB, (n, LEN)).astype(np.int32)
    b = a.copy()
    same = rng.random(n) < 0.5
    b[~same] = rng.integers(1, VOCAB, (int((~same).sum()), LEN))
    noise = rng.random((n, LEN)) < 0.25
    b[noise] = rng.integers(1, VOCAB, int(noise.sum()))
    return a, b, same.astype(np.float32)


a, b, lbl = synth_pairs(2000)
train_ds = ds.NumpySlicesDataset({"a": a, "b": b, "label": lbl}, shuffle=True).batch(LAUNCH_CFG["batch_size"])


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, DIM)
        self.proj = nn.Dense(DIM, DIM)

    def construct(self, ids):
        h = self.emb(ids).mean(1)
        h = self.proj(h)
        return h / ops.norm(h, dim=-1, keepdim=True).clamp(min=1e-6)


enc = Encoder()
opt = nn.Adam(enc.trainable_params(), learning_rate=LAUNCH_CFG["lr"])
bce = nn.BCEWithLogitsLoss()
scale = 10.0


def forward(x1, x2, y):
    sim = (enc(x1) * enc(x2)).sum(-1) * scale - scale / 2
    return bce(sim, y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for epoch in range(LAUNCH_CFG["epochs"]):
    tot = []
    for batch in train_ds.create_dict_iterator():
        loss, grads = grad_fn(batch["a"], batch["b"], batch["label"])
        opt(grads)
        tot.append(float(loss.asnumpy()))
    print(f"epoch {epoch}: loss {np.mean(tot):.4f}")
