"""1D-CNN over token embeddings for sentiment classification (ported from a PyTorch notebook)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(1)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

VOCAB, EMB, SEQ, NCLS = 2000, 64, 40, 2

def gen():
    rng = np.random.default_rng(1)
    for _ in range(256):
        ids = rng.integers(1, VOCAB, size=(SEQ,)).astype(np.int32)
        yield ids, np.int32(ids[:5].sum() % 2)

class TextCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, EMB)
        self.convs = nn.CellList([nn.Conv1d(EMB, 32, k, pad_mode="valid") for k in (3, 4, 5)])
        self.fc = nn.Dense(96, NCLS)
    def construct(self, ids):
        x = self.emb(ids)                      # (B, SEQ, EMB)
        feats = []
        for conv in self.convs:
            h = ops.relu(conv(x))
            feats.append(h.max(axis=2))
        return self.fc(ops.cat(feats, axis=1))

train = ds.GeneratorDataset(gen, ["input_ids", "label"], shuffle=True).batch(16)
net = TextCNN()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)

def forward(ids, y):
    return loss_fn(net(ids), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(3):
    for step, (ids, y) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(ids, y)
        opt(grads)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
