"""Train a tabular classifier inside a Lightning-style wrapper, save it, then run the inference script path."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(11)
CKPT_DIR = "/home/user/project/ckpt_008"
os.makedirs(CKPT_DIR, exist_ok=True)
N_FEAT, N_CLS = 24, 3


def load_split(seed, n):
    rng = np.random.default_rng(seed)
    centers = np.random.default_rng(99).normal(0, 1.5, size=(N_CLS, N_FEAT))
    y = rng.integers(0, N_CLS, size=n)
    x = centers[y] + rng.normal(size=(n, N_FEAT))
    return x.astype(np.float32), y.astype(np.int32)


class TabularMLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(N_FEAT, 64), nn.ReLU(), nn.Dropout(p=0.1), nn.Dense(64, 64), nn.ReLU())
        self.head = nn.Dense(64, N_CLS)

    def construct(self, x):
        return self.head(self.body(x))


class LitClassifier(nn.Cell):
    """keeps model + loss together, like a LightningModule"""
    def __init__(self, model):
        super().__init__()
        self.model = model
        self.criterion = nn.CrossEntropyLoss()

    def construct(self, x, y):
        return self.criterion(self.model(x), y)


# ---------------- train ----------------
xtr, ytr = load_split(0, 1200)
train_ds = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(50)
lit = LitClassifier(TabularMLP())
opt = nn.Adam(lit.trainable_params(), learning_rate=1e-3)
train_net = nn.TrainOneStepCell(lit, opt)
train_net.set_train()
for epoch in range(3):
    losses = [float(train_net(x, y).asnumpy()) for x, y in train_ds.create_tuple_iterator()]
    print(f"Epoch {epoch + 1}/3 - loss: {np.mean(losses):.4f}")
ms.save_checkpoint(lit, os.path.join(CKPT_DIR, "tabular_best.ckpt"))
print("checkpoint written to", os.path.join(CKPT_DIR, "tabular_best.ckpt"))

# ---------------- inference (predict.py) ----------------
# models.py was refactored since training: body -> encoder (same layers)
class TabularMLPv2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Dense(N_FEAT, 64), nn.ReLU(), nn.Dropout(p=0.1), nn.Dense(64, 64), nn.ReLU())
        self.head = nn.Dense(64, N_CLS)

    def construct(self, x):
        return self.head(self.encoder(x))


xte, yte = load_split(1, 600)
model = TabularMLPv2()
param_dict = ms.load_checkpoint(os.path.join(CKPT_DIR, "tabular_best.ckpt"))
ms.load_param_into_net(model, param_dict)
model.set_train(False)
pred = model(ms.Tensor(xte)).argmax(axis=1).asnumpy()
print(f"test accuracy: {(pred == yte).mean():.4f}  ({len(yte)} samples)")
for c in range(N_CLS):
    print(f"  class {c}: predicted {int((pred == c).sum())} times, recall {((pred == c) & (yte == c)).sum() / (yte == c).sum():.3f}")
