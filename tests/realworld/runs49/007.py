# HF-style subclass port: the torch code extended a base model and called super().forward(...).
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class Encoder(nn.Cell):
    def __init__(self, vocab=100, dim=32):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.ffn = nn.SequentialCell(nn.Dense(dim, dim), nn.GELU(), nn.Dense(dim, dim))
    def construct(self, input_ids):
        h = self.embed(input_ids)
        return h + self.ffn(h)

class EncoderForSequenceClassification(Encoder):
    def __init__(self, num_labels=3, **kw):
        super().__init__(**kw)
        self.classifier = nn.Dense(32, num_labels)
    def construct(self, input_ids):
        hidden = super().forward(input_ids)
        return self.classifier(hidden.mean(axis=1))

net = EncoderForSequenceClassification()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
train_step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)

rng = np.random.default_rng(0)
ids = rng.integers(0, 100, size=(64, 12)).astype(np.int32)
labels = (ids[:, 0] % 3).astype(np.int32)
for epoch in range(3):
    for i in range(0, 64, 16):
        loss = train_step(ms.Tensor(ids[i:i + 16]), ms.Tensor(labels[i:i + 16]))
    print(f"epoch {epoch} loss {float(loss):.4f}")
