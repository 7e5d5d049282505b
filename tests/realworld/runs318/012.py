"""Small Transformer encoder sequence classifier trained with the high-level Model API (graph mode)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

VOCAB, SEQ, DIM = 64, 16, 32
rng = np.random.default_rng(0)
ids = rng.integers(1, VOCAB, size=(2048, SEQ)).astype(np.int32)
labels = ((ids < 32).sum(1) > 8).astype(np.int32)


class EncoderClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, DIM)
        self.pos = ms.Parameter(ms.Tensor(rng.normal(scale=0.02, size=(1, SEQ, DIM)).astype(np.float32)), name="pos")
        layer = nn.TransformerEncoderLayer(d_model=DIM, nhead=4, dim_feedforward=64, dropout=0.0, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, num_layers=2)
        self.head = nn.Dense(DIM, 2)

    def construct(self, x):
        h = self.encoder(self.emb(x) + self.pos)
        return self.head(h.mean(1))


train = ds.NumpySlicesDataset({"ids": ids[:1792], "label": labels[:1792]}, shuffle=True).batch(64, drop_remainder=True)
val = ds.NumpySlicesDataset({"ids": ids[1792:], "label": labels[1792:]}, shuffle=False).batch(64)

net = EncoderClassifier()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-3, weight_decay=0.01)
model = ms.train.Model(net, loss_fn=loss_fn, optimizer=opt, metrics={"accuracy"})
for epoch in range(6):
    model.train(1, train, callbacks=[ms.train.LossMonitor(7)], dataset_sink_mode=False)
    print(f"epoch {epoch} eval:", model.eval(val, dataset_sink_mode=False))
