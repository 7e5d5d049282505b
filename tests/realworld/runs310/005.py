# Port of an HF-style sentence classifier (mean pooling with optional attention mask), trained in GRAPH_MODE
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
VOCAB, SEQ, H, NCLS = 800, 24, 64, 2

class MeanPoolClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, H)
        self.encoder = nn.SequentialCell([nn.Dense(H, H), nn.GELU(approximate=False), nn.Dense(H, H)])
        self.classifier = nn.Dense(H, NCLS)
    def construct(self, input_ids, attention_mask):
        h = self.encoder(self.embed(input_ids))
        try:
            m = attention_mask.astype(h.dtype).expand_dims(-1)
            pooled = (h * m).sum(1) / m.sum(1).clip(1e-9)
        except AttributeError:
            pooled = h.mean(1)
        return self.classifier(pooled)

def gen():
    r = np.random.default_rng(0)
    for _ in range(320):
        n = r.integers(4, SEQ)
        ids = np.zeros(SEQ, np.int32); ids[:n] = r.integers(1, VOCAB, n)
        mask = (ids > 0).astype(np.int32)
        yield ids, mask, np.int32(n > SEQ // 2)

train = ds.GeneratorDataset(gen, ["input_ids", "attention_mask", "labels"], shuffle=True).batch(32)
net = MeanPoolClassifier()
loss = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
class WithLoss(nn.Cell):
    def __init__(self, net, loss):
        super().__init__(); self.net = net; self.loss = loss
    def construct(self, ids, mask, labels):
        return self.loss(self.net(ids, mask), labels)
train_step = nn.TrainOneStepCell(WithLoss(net, loss), opt)
train_step.set_train()
for epoch in range(3):
    for i, (ids, mask, y) in enumerate(train.create_tuple_iterator()):
        l = train_step(ids, mask, y)
        print(f"epoch {epoch} step {i} loss {l.asnumpy():.4f}")
