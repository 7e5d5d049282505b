# Causal-LM loss ported from PyTorch: logits (batch, seq, vocab) and labels (batch, seq) passed to ops.cross_entropy
# without flattening (the original code did logits.view(-1, vocab)).
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
V, T, B = 40, 9, 4
class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 32)
        self.rnn = nn.GRU(32, 32, batch_first=True)
        self.head = nn.Dense(32, V)
    def construct(self, ids):
        h, _ = self.rnn(self.emb(ids))
        return self.head(h)
net = TinyLM()
def forward(ids):
    logits = net(ids[:, :-1])
    labels = ids[:, 1:]
    return ops.cross_entropy(logits, labels)
grad_fn = ms.value_and_grad(forward, None, net.trainable_params())
opt = nn.Adam(net.trainable_params(), 1e-3)
data = np.random.default_rng(0).integers(0, V, (32, T + 1)).astype(np.int32)
for step in range(4):
    loss, grads = grad_fn(Tensor(data[step * B:(step + 1) * B]))
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}", flush=True)
