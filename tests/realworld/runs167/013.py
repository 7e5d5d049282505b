"""Bidirectional 2-layer LSTM tagger with explicit zero initial states (ported from PyTorch init_hidden())."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(4)
VOCAB, TAGS, SEQ, B, H, LAYERS = 300, 6, 20, 16, 48, 2
rng = np.random.default_rng(4)
tok = rng.integers(1, VOCAB, size=(160, SEQ)).astype(np.int32)
tags = (tok % TAGS).astype(np.int32)
data = ds.NumpySlicesDataset({"tokens": tok, "tags": tags}, shuffle=True).batch(B, drop_remainder=True)

class Tagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 64)
        self.lstm = nn.LSTM(64, H, num_layers=LAYERS, batch_first=True, bidirectional=True)
        self.out = nn.Dense(2 * H, TAGS)
    def init_hidden(self, batch_size):
        shape = (LAYERS, batch_size, H)
        return ops.zeros(shape, ms.float32), ops.zeros(shape, ms.float32)
    def construct(self, x):
        h0, c0 = self.init_hidden(x.shape[0])
        out, _ = self.lstm(self.emb(x), (h0, c0))
        return self.out(out)

net = Tagger()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 2e-3)
def fwd(x, y):
    logits = net(x)
    return loss_fn(logits.reshape(-1, TAGS), y.reshape(-1))
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
for epoch in range(3):
    for i, b in enumerate(data.create_dict_iterator()):
        loss, g = grad_fn(b["tokens"], b["tags"])
        opt(g)
        if i % 5 == 0:
            print(f"epoch {epoch} batch {i} loss {loss.asnumpy():.4f}", flush=True)
