# Intent classifier head on top of frozen sentence features; model code ported from a PyTorch
# module that used nn.Dropout(0.1) (hidden_dropout_prob=0.1 in the HF config).
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(11)

hidden_dropout_prob = 0.1
NUM_INTENTS = 10

class IntentHead(nn.Cell):
    def __init__(self, d_in=96, d_hidden=32):
        super().__init__()
        self.input_dropout = nn.Dropout(hidden_dropout_prob)
        self.dense1 = nn.Dense(d_in, d_hidden)
        self.dropout1 = nn.Dropout(hidden_dropout_prob)
        self.dense2 = nn.Dense(d_hidden, d_hidden)
        self.dropout2 = nn.Dropout(hidden_dropout_prob)
        self.out = nn.Dense(d_hidden, NUM_INTENTS)
        self.act = nn.GELU()
    def construct(self, x):
        x = self.dropout1(self.act(self.dense1(self.input_dropout(x))))
        x = self.dropout2(self.act(self.dense2(x)))
        return self.out(x)

rng = np.random.default_rng(0)
centers = rng.standard_normal((NUM_INTENTS, 96)).astype(np.float32)
def split(n):
    y = rng.integers(0, NUM_INTENTS, n).astype(np.int32)
    return (0.5 * centers[y] + 1.0 * rng.standard_normal((n, 96))).astype(np.float32), y
xtr, ytr = split(4096)
xva, yva = split(1024)
train = ds.NumpySlicesDataset({"features": xtr, "label": ytr}, shuffle=True).batch(128, drop_remainder=True)
val = ds.NumpySlicesDataset({"features": xva, "label": yva}, shuffle=False).batch(256)

net = IntentHead()
model = ms.Model(net, nn.CrossEntropyLoss(), nn.AdamWeightDecay(net.trainable_params(), 1e-3, weight_decay=0.01),
                 metrics={"accuracy", "loss"})
for epoch in range(6):
    model.train(1, train, callbacks=[ms.LossMonitor(16)])
    print(f"epoch {epoch + 1} train:", model.eval(train), "val:", model.eval(val))
