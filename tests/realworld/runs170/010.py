"""Attention-pooling classifier for sensor windows. Context settings taken from
the Ascend performance guide (strict JIT syntax for faster compilation); the
pooling layer keeps its last attention weights for plotting, as the torch
version did (self.attn_weights = w in forward)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, jit_syntax_level=ms.STRICT)
ms.set_seed(9)
rng = np.random.default_rng(9)

T_LEN, CH, NCLS = 50, 6, 4
X = rng.normal(size=(1200, T_LEN, CH)).astype(np.float32)
Y = rng.integers(0, NCLS, size=1200).astype(np.int32)
for i, c in enumerate(Y):
    X[i, 10 * c:10 * c + 8, c] += 2.0
train = ds.NumpySlicesDataset({"x": X[:1000], "y": Y[:1000]}, shuffle=True).batch(50, drop_remainder=True)
val = ds.NumpySlicesDataset({"x": X[1000:], "y": Y[1000:]}, shuffle=False).batch(100)


class AttentionPool(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.score = nn.Dense(dim, 1)
        self.attn_weights = None       # filled on every forward, used by plot_attention()

    def construct(self, h):
        w = ops.softmax(self.score(h).squeeze(-1), axis=-1)     # (B, T)
        self.attn_weights = w
        return (h * w.expand_dims(-1)).sum(1)


class SensorNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(CH, 32)
        self.conv = nn.Conv1d(32, 32, 5, pad_mode="same")
        self.pool = AttentionPool(32)
        self.head = nn.Dense(32, NCLS)

    def construct(self, x):
        h = ops.relu(self.proj(x))                                  # (B, T, 32)
        h = ops.relu(self.conv(h.transpose(0, 2, 1))).transpose(0, 2, 1)
        return self.head(self.pool(h))


net = SensorNet()
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 3e-3), metrics={"acc": Accuracy()})
print(f"train batches {train.get_dataset_size()}, val batches {val.get_dataset_size()}", flush=True)
model.train(5, train, callbacks=[LossMonitor(10), TimeMonitor()], dataset_sink_mode=False)
print("val", model.eval(val, dataset_sink_mode=False))
