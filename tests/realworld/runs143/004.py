"""Tiny BERT-style encoder trained in GRAPH_MODE; layer iteration kept from the HF port (generator helper)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)
VOCAB, D, SEQ, LAYERS = 400, 64, 20, 3

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(D, 4, batch_first=True)
        self.ln1 = nn.LayerNorm((D,))
        self.ff = nn.SequentialCell(nn.Dense(D, 4 * D), nn.GELU(), nn.Dense(4 * D, D))
        self.ln2 = nn.LayerNorm((D,))
    def construct(self, x):
        a, _ = self.attn(x, x, x)
        x = self.ln1(x + a)
        return self.ln2(x + self.ff(x))

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, D)
        self.layers = nn.CellList([Block() for _ in range(LAYERS)])
        self.cls = nn.Dense(D, 3)

    def iter_hidden_states(self, h):
        # mirrors `for layer_module in self.layer: ... yield hidden_states` from the HF encoder
        for layer in self.layers:
            h = layer(h)
            yield h

    def construct(self, ids):
        h = self.emb(ids)
        all_hidden = []
        for hs in self.iter_hidden_states(h):
            all_hidden.append(hs)
        return self.cls(all_hidden[-1][:, 0])

net = Encoder()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=5e-4, weight_decay=0.01)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train_net.set_train()

ids = np.random.randint(1, VOCAB, size=(256, SEQ)).astype(np.int32)
labels = (ids[:, 0] % 3).astype(np.int32)
for step in range(30):
    i = (step * 16) % 256
    loss = train_net(Tensor(ids[i:i + 16]), Tensor(labels[i:i + 16]))
    if step % 5 == 0:
        print(f"step {step} loss {loss}")
