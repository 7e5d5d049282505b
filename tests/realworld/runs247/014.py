# LSTM sequence classifier (PyTorch nn.LSTM port) on synthetic token sequences, Model.train in GRAPH_MODE (healthy run)
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)
VOCAB, SEQ, NCLS = 100, 20, 2

rng = np.random.default_rng(14)
def make(n):
    ids = rng.integers(2, VOCAB, (n, SEQ)).astype(np.int32)
    y = rng.integers(0, NCLS, n).astype(np.int32)
    ids[np.arange(n), rng.integers(0, SEQ, n)] = y   # marker token 0 or 1 somewhere in the sequence
    return ids, y
Xtr, Ytr = make(2048); Xte, Yte = make(512)
train_ds = ds.NumpySlicesDataset({"ids": Xtr, "label": Ytr}, shuffle=True).batch(64, drop_remainder=True)
test_ds = ds.NumpySlicesDataset({"ids": Xte, "label": Yte}, shuffle=False).batch(128)

class LSTMClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32)
        self.lstm = nn.LSTM(32, 64, num_layers=1, batch_first=True, bidirectional=True)
        self.fc = nn.Dense(128, NCLS)
    def construct(self, ids):
        out, _ = self.lstm(self.emb(ids))
        return self.fc(out.max(1))

net = LSTMClassifier()
model = ms.Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=3e-3),
                 metrics={"acc": nn.Accuracy()})

class EpochLog(ms.train.Callback):
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        res = model.eval(test_ds, dataset_sink_mode=False)
        print(f"epoch {cb.cur_epoch_num}: train loss {cb.net_outputs.asnumpy():.4f}  test acc {res['acc']:.4f}", flush=True)

model.train(6, train_ds, callbacks=[ms.train.LossMonitor(16), EpochLog()], dataset_sink_mode=False)
