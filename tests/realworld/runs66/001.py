# Debugging exploding attention scores: the torch version did
#   torch.save(scores.detach().cpu(), f"dump/scores_{step}.pt")
# inside forward(). Ported to ops.TensorDump, which is the MindSpore way to dump tensors from a graph.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
os.makedirs("dump", exist_ok=True)

class TinyAttnClassifier(nn.Cell):
    def __init__(self, vocab=100, d=32, n_cls=2):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.q = nn.Dense(d, d)
        self.k = nn.Dense(d, d)
        self.v = nn.Dense(d, d)
        self.out = nn.Dense(d, n_cls)
        self.scale = d ** -0.5
        self.dump = ops.TensorDump()

    def construct(self, ids):
        h = self.emb(ids)
        scores = ops.matmul(self.q(h), self.k(h).swapaxes(1, 2)) * self.scale
        self.dump("dump/attn_scores", scores)          # debug: inspect scores offline with numpy
        attn = ops.softmax(scores, axis=-1)
        ctx = ops.matmul(attn, self.v(h)).mean(axis=1)
        return self.out(ctx)

net = TinyAttnClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)

def forward(ids, labels):
    return loss_fn(net(ids), labels)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

@ms.jit
def train_step(ids, labels):
    loss, grads = grad_fn(ids, labels)
    opt(grads)
    return loss

rng = np.random.default_rng(0)
for step in range(20):
    ids = ms.Tensor(rng.integers(0, 100, size=(8, 16)), ms.int32)
    labels = ms.Tensor((ids.asnumpy()[:, 0] > 50).astype(np.int32))
    loss = train_step(ids, labels)
    print(f"step {step} loss {loss.asnumpy():.4f}")
print("dumped files:", sorted(os.listdir("dump"))[:5])
