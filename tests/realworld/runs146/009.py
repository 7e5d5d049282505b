# Healthy: LSTM sequence classifier (sum-of-sequence sign), GeneratorDataset + Model.train + eval
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(9)
rng = np.random.default_rng(9)

class SeqSource:
    def __init__(self, n):
        self.x = rng.normal(size=(n, 20, 1)).astype(np.float32)
        self.y = (self.x[:, :10, 0].sum(1) > 0).astype(np.int32)
    def __getitem__(self, i): return self.x[i], self.y[i]
    def __len__(self): return len(self.y)

train_ds = ds.GeneratorDataset(SeqSource(960), ["seq", "label"], shuffle=True).batch(32, drop_remainder=True)
val_ds = ds.GeneratorDataset(SeqSource(256), ["seq", "label"], shuffle=False).batch(32)

class LSTMClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(1, 32, num_layers=1, batch_first=True)
        self.fc = nn.Dense(32, 2)
    def construct(self, x):
        out, _ = self.lstm(x)
        return self.fc(out[:, -1, :])

net = LSTMClassifier()
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 5e-3), metrics={"acc": Accuracy()})
for ep in range(1, 6):
    model.train(1, train_ds, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
    print(f"epoch {ep} val:", model.eval(val_ds, dataset_sink_mode=False))
print("training finished")
