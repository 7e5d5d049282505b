"""Anomaly scorer with a data-dependent threshold inside construct, compiled in GRAPH_MODE for speed."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, jit_config={"jit_level": "O0"})
rng = np.random.default_rng(4)
X = rng.normal(size=(512, 12)).astype(np.float32)
Y = (np.abs(X).max(1) > 2.5).astype(np.float32)[:, None]
train = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(32)

class AutoScorer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.enc = nn.Dense(12, 4, activation="relu")
        self.dec = nn.Dense(4, 12)
        self.head = nn.Dense(1, 1)
    def construct(self, x):
        recon = self.dec(self.enc(x))
        err = ((recon - x) ** 2).mean(axis=1, keep_dims=True)
        # normalise by the batch's 95th percentile error (as in the numpy prototype)
        thr = np.percentile(err.asnumpy(), 95)
        return self.head(err / float(thr))

net = AutoScorer()
loss_net = nn.WithLossCell(net, nn.BCEWithLogitsLoss())
step_cell = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), 1e-3))
for epoch in range(2):
    for i, (x, y) in enumerate(train.create_tuple_iterator()):
        loss = step_cell(x, y)
        if i % 5 == 0:
            print(f"epoch {epoch} step {i} loss {loss}")
