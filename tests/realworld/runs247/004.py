# Port of a small PyTorch transformer encoder classifier; switched to GRAPH_MODE for speed
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(1)
VOCAB, SEQ, D, NCLS = 500, 24, 32, 3

class EncoderClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, D)
        self.pos = ms.Parameter(ops.zeros((1, SEQ, D), ms.float32), name="pos")
        self.layer = nn.TransformerEncoderLayer(D, nhead=4, dim_feedforward=64, dropout=0.1, batch_first=True)
        self.head = nn.Dense(D, NCLS)

    def construct(self, ids, mask=None):
        h = self.emb(ids) + self.pos
        try:
            key_padding = mask == 0
        except AttributeError:
            key_padding = None
        h = self.layer(h, src_key_padding_mask=key_padding)
        return self.head(h.mean(1))

def gen():
    rng = np.random.default_rng(0)
    for _ in range(320):
        y = int(rng.integers(0, NCLS))
        ids = rng.integers(1 + y * 100, 100 + y * 100, SEQ).astype(np.int32)
        yield ids, np.ones(SEQ, np.int32), np.int32(y)

data = ds.GeneratorDataset(gen, ["ids", "mask", "label"], shuffle=True).batch(32, drop_remainder=True)
net = EncoderClassifier()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()

def forward(ids, mask, y):
    return loss_fn(net(ids, mask), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

def train_step(ids, mask, y):
    loss, grads = grad_fn(ids, mask, y)
    opt(grads)
    return loss

net.set_train()
for epoch in range(3):
    for step, (ids, mask, y) in enumerate(data.create_tuple_iterator()):
        loss = train_step(ids, mask, y)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
