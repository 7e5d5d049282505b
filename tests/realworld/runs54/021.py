# HF-style text classifier ported to MindSpore GRAPH_MODE. Batches are padded to the longest sequence
# (DataCollatorWithPadding habit), so the train step is compiled once with dynamic batch/sequence axes.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
VOCAB, D = 200, 32


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, D)
        self.ffn = nn.SequentialCell([nn.Dense(D, 64), nn.GELU(), nn.Dense(64, D)])
        self.head = nn.Dense(D, 2)

    def construct(self, input_ids, attention_mask):
        h = self.emb(input_ids)
        h = h + self.ffn(h)
        m = attention_mask[..., None]
        return self.head((h * m).sum(1) / m.sum(1))


class WithLoss(nn.Cell):
    def __init__(self, model):
        super().__init__()
        self.model = model
        self.ce = nn.CrossEntropyLoss()

    def construct(self, input_ids, attention_mask, labels):
        return self.ce(self.model(input_ids, attention_mask), labels)


model = Classifier()
net = nn.TrainOneStepCell(WithLoss(model), nn.Adam(model.trainable_params(), 3e-3))
net.set_inputs(ms.Tensor(shape=[None, None], dtype=ms.int32), ms.Tensor(shape=[None, None], dtype=ms.float32),
               ms.Tensor(shape=[None], dtype=ms.int32))
net.set_train()
rng = np.random.default_rng(0)
for step in range(40):
    bs = 16 if step % 7 else 12
    lens = rng.integers(4, 24, bs)
    L = lens.max()
    ids = np.zeros((bs, L), np.int32)
    mask = np.zeros((bs, L), np.float32)
    y = rng.integers(0, 2, bs).astype(np.int32)
    for i, n in enumerate(lens):
        lo, hi = (1, VOCAB // 2 + 20) if y[i] else (VOCAB // 2 - 20, VOCAB)
        ids[i, :n] = rng.integers(lo, hi, n)
        mask[i, :n] = 1
    loss = net(ms.Tensor(ids), ms.Tensor(mask), ms.Tensor(y))
    if step % 5 == 0:
        print(f"step {step:02d} batch {bs}x{L} loss {loss.asnumpy():.4f}")
print("training finished")
