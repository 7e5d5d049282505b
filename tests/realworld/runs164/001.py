"""TextCNN sentiment classifier, ported from a PyTorch notebook."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(1)

VOCAB, EMB, SEQ, NCLS = 2000, 64, 40, 2

def make_data(n=512):
    rng = np.random.default_rng(0)
    ids = rng.integers(1, VOCAB, size=(n, SEQ)).astype(np.int32)
    y = (ids[:, :5].mean(1) > VOCAB / 2).astype(np.int32)
    return ids, y

class TextCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(VOCAB, EMB)
        self.convs = nn.CellList([nn.Conv1d(EMB, 32, k, pad_mode="valid", has_bias=True) for k in (3, 4, 5)])
        self.dropout = nn.Dropout(p=0.5)
        self.fc = nn.Dense(32 * 3, NCLS)

    def construct(self, x):
        emb = self.embedding(x)              # (B, L, E)
        feats = []
        for conv in self.convs:
            h = ops.relu(conv(emb))
            feats.append(h.max(axis=2))
        out = ops.cat(feats, axis=1)
        return self.fc(self.dropout(out))

ids, y = make_data()
train = ds.NumpySlicesDataset({"ids": ids, "label": y}, shuffle=True).batch(32)
net = TextCNN()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)

def forward(x, t):
    return loss_fn(net(x), t)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(3):
    net.set_train()
    for step, (x, t) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(x, t)
        opt(grads)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
