# Port of a small PyTorch nn.TransformerEncoder next-token model to MindSpore (PyNative), generated sequences
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
SEQ, VOCAB, D, BS = 24, 64, 64, 16

class TinyTransformerLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(VOCAB, D)
        self.pos = nn.Embedding(SEQ, D)
        layer = nn.TransformerEncoderLayer(D, nhead=4, dim_feedforward=128, dropout=0.0, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, num_layers=2)
        self.head = nn.Dense(D, VOCAB)
        self.positions = ms.Tensor(np.arange(SEQ, dtype=np.int32))
    def construct(self, ids):
        h = self.tok(ids) + self.pos(self.positions)
        return self.head(self.encoder(h))

def gen():
    r = np.random.default_rng(0)
    for _ in range(320):
        start, stride = r.integers(0, VOCAB), r.integers(1, 4)
        seq = ((start + stride * np.arange(SEQ + 1)) % VOCAB).astype(np.int32)
        yield seq[:-1], seq[1:]

data = ds.GeneratorDataset(gen, ["input_ids", "labels"], shuffle=True).batch(BS, drop_remainder=True)
net = TinyTransformerLM()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-3, weight_decay=0.01)
ce = nn.CrossEntropyLoss()
def fwd(ids, labels):
    return ce(net(ids).view(-1, VOCAB), labels.view(-1))
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
for epoch in range(4):
    losses = []
    for step, (ids, labels) in enumerate(data.create_tuple_iterator()):
        loss, g = grad_fn(ids, labels)
        opt(g)
        losses.append(float(loss.asnumpy()))
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {losses[-1]:.4f}")
    print(f"epoch {epoch} mean loss {np.mean(losses):.4f}")
