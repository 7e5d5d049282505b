# Seq-to-label GRU classifier; forward copied from the PyTorch module (handles optional lengths).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
rng = np.random.default_rng(2)
seqs = rng.normal(size=(1024, 20, 8)).astype(np.float32)
labels = (seqs[:, :, 0].sum(1) > 0).astype(np.int32)
data = ds.NumpySlicesDataset({"seq": seqs, "label": labels}, shuffle=True).batch(64, drop_remainder=True)

class GRUClassifier(nn.Cell):
    def __init__(self, d_in=8, hidden=32, n_cls=2):
        super().__init__()
        self.rnn = nn.GRU(d_in, hidden, batch_first=True)
        self.head = nn.Dense(hidden, n_cls)
        self.stats = {}
    def construct(self, x):
        out, h = self.rnn(x)
        try:
            feat = h[-1]
        except IndexError:
            feat = out[:, -1, :]
        self.stats["feat_norm"] = float(feat.norm().asnumpy())
        return self.head(feat)

net = GRUClassifier()
model = ms.Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3), metrics={"acc"})
model.train(3, data, callbacks=[ms.LossMonitor(4)], dataset_sink_mode=False)
