"""Sentiment classifier (embedding + LSTM) on a synthetic token corpus, trained with Model.train."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.train import Model, LossMonitor, Accuracy, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(42)
VOCAB, SEQ, N = 200, 24, 1200
rng = np.random.default_rng(42)
pos_words, neg_words = np.arange(10, 30), np.arange(30, 50)


def make_split(n):
    X = rng.integers(50, VOCAB, (n, SEQ)).astype(np.int32)
    y = rng.integers(0, 2, n).astype(np.int32)
    for i in range(n):
        k = rng.integers(2, 5)
        idx = rng.choice(SEQ, k, replace=False)
        X[i, idx] = rng.choice(pos_words if y[i] else neg_words, k)
    return X, y


Xtr, ytr = make_split(N)
Xva, yva = make_split(300)
train_ds = ds.NumpySlicesDataset({"tokens": Xtr, "label": ytr}, shuffle=True).batch(32, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"tokens": Xva, "label": yva}, shuffle=False).batch(50)


class LSTMClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32)
        self.lstm = nn.LSTM(32, 48, batch_first=True, bidirectional=True)
        self.fc = nn.Dense(96, 2)

    def construct(self, x):
        out, _ = self.lstm(self.emb(x))
        return self.fc(out.max(axis=1))


net = LSTMClassifier()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
model = Model(net, loss, opt, metrics={"acc": Accuracy()})
for epoch in range(4):
    model.train(1, train_ds, callbacks=[LossMonitor(10), TimeMonitor()], dataset_sink_mode=False)
    res = model.eval(val_ds, dataset_sink_mode=False)
    print(f"epoch {epoch + 1}: val {res}")
print("training finished")
