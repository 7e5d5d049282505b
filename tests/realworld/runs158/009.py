"""Sentiment classifier (GRU) ported from a tf.data/Keras script:
the training pipeline is shuffled, batched and repeated, as it was with model.fit(steps_per_epoch=...)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(2)
rng = np.random.default_rng(2)
VOCAB, SEQ = 300, 24
pos_words, neg_words = np.arange(10, 40), np.arange(40, 70)


def make(n):
    X = rng.integers(70, VOCAB, size=(n, SEQ)).astype(np.int32)
    y = rng.integers(0, 2, size=n).astype(np.int32)
    for i in range(n):
        words = pos_words if y[i] else neg_words
        X[i, rng.choice(SEQ, 4, replace=False)] = rng.choice(words, 4)
    return X, y


Xtr, ytr = make(1024)
Xva, yva = make(256)
BATCH = 64
EPOCHS = 3
STEPS_PER_EPOCH = len(Xtr) // BATCH

train_ds = (ds.NumpySlicesDataset({"tokens": Xtr, "label": ytr}, shuffle=False)
            .shuffle(1024).batch(BATCH, drop_remainder=True).repeat())
val_ds = ds.NumpySlicesDataset({"tokens": Xva, "label": yva}, shuffle=False).batch(BATCH)


class GRUClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32)
        self.gru = nn.GRU(32, 32, batch_first=True)
        self.out = nn.Dense(32, 2)

    def construct(self, x):
        _, h = self.gru(self.emb(x))
        return self.out(h[-1])


net = GRUClassifier()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), 2e-3)
model = ms.Model(net, loss_fn, opt, metrics={"accuracy"})
print(f"steps_per_epoch={STEPS_PER_EPOCH} epochs={EPOCHS}", flush=True)
model.train(EPOCHS, train_ds, callbacks=[ms.LossMonitor(STEPS_PER_EPOCH), ms.TimeMonitor()],
            dataset_sink_mode=False)
print("val:", model.eval(val_ds))
