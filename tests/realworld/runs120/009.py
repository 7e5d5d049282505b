# LSTM sequence classifier (sum-sign task), GeneratorDataset + map, Model.train with eval each epoch
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(7)
rng = np.random.default_rng(7)

class SeqSource:
    def __init__(self, n):
        self.x = rng.normal(size=(n, 12, 1)).astype(np.float32)
        self.y = (self.x.sum(axis=(1, 2)) > 0).astype(np.int32)
    def __getitem__(self, i):
        return self.x[i], self.y[i]
    def __len__(self):
        return len(self.y)

def to_ds(n, shuffle):
    d = ds.GeneratorDataset(SeqSource(n), ["seq", "label"], shuffle=shuffle)
    d = d.map(lambda s: s * 0.5, input_columns="seq")
    return d.batch(32, drop_remainder=True)

class LSTMClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(1, 16, batch_first=True)
        self.fc = nn.Dense(16, 2)
    def construct(self, x):
        out, _ = self.lstm(x)
        return self.fc(out[:, -1, :])

net = LSTMClassifier()
model = ms.Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                 nn.Adam(net.trainable_params(), 1e-2), metrics={"accuracy", "loss"})
train_ds, val_ds = to_ds(640, True), to_ds(128, False)
for epoch in range(3):
    model.train(1, train_ds, callbacks=[ms.LossMonitor(10)])
    print(f"epoch {epoch + 1} val: {model.eval(val_ds)}")
