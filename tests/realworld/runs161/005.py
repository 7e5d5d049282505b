"""Churn classifier, GRAPH_MODE with a fixed batch shape.

The last partial batch used to trigger a recompile (the torch version just used
drop_last=False), so the training set is padded up to a multiple of the batch
size with dummy rows (label -1) that the loss masks out.
"""
import numpy as np
import pandas as pd
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(42)
rng = np.random.default_rng(42)

BATCH = 64
N_FEAT = 12

# ---- data (normally read from churn.csv) ------------------------------------
n = 1000
df = pd.DataFrame(rng.standard_normal((n, N_FEAT)), columns=[f"f{i}" for i in range(N_FEAT)])
df["churn"] = ((df.f0 + 0.5 * df.f3 - df.f7 + 0.3 * rng.standard_normal(n)) > 0).astype("int32")
features = df[[f"f{i}" for i in range(N_FEAT)]].to_numpy(np.float32)
labels = df["churn"].to_numpy()
print(f"loaded {len(df)} rows, positive rate {labels.mean():.3f}")

train_ds = ds.NumpySlicesDataset({"features": features, "label": labels}, shuffle=False)

n_pad = (-n) % BATCH
if n_pad:
    pad_rows = [{"features": np.zeros(N_FEAT, np.float32), "label": np.array(-1)} for _ in range(n_pad)]
    train_ds = train_ds + ds.PaddedDataset(pad_rows)
    print(f"padded training set with {n_pad} dummy rows -> {n + n_pad}")
train_ds = train_ds.shuffle(1024).batch(BATCH, drop_remainder=True)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mlp = nn.SequentialCell(nn.Dense(N_FEAT, 64), nn.ReLU(), nn.Dense(64, 2))

    def construct(self, x):
        return self.mlp(x)


net = Net()
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
ce = nn.CrossEntropyLoss(reduction="none")


def forward(x, y):
    valid = (y >= 0).astype(ms.float32)
    loss = ce(net(x), ops.maximum(y, 0))
    return (loss * valid).sum() / valid.sum()


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss


for epoch in range(5):
    losses = []
    for batch in train_ds.create_dict_iterator():
        losses.append(float(train_step(batch["features"], batch["label"]).asnumpy()))
    print(f"epoch {epoch + 1}: loss={np.mean(losses):.4f}")
