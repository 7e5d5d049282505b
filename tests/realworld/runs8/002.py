# Embedding-norm penalty ported from PyTorch (torch.norm(emb, dim=-1), whose gradient at 0 is defined as 0) written as
# ops.sqrt((e * e).sum(-1)); the padding row of the embedding table is zero-initialised (padding_idx=0), so the
# gradient of sqrt at 0 is inf and 0 * inf = NaN poisons the weights after the first step.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
vocab, seq = 200, 12
ids = rng.integers(1, vocab, size=(512, seq)).astype(np.int32)
lengths = rng.integers(4, seq + 1, size=512)
for i, n in enumerate(lengths):
    ids[i, n:] = 0                      # right padding with pad id 0
labels = (ids[:, 0] % 2).astype(np.int32)
class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(vocab, 32, padding_idx=0)
        self.head = nn.Dense(32, 2)
    def construct(self, x):
        e = self.emb(x)
        return self.head(e.mean(1)), e
net = Classifier()
ce = nn.CrossEntropyLoss()
def forward(x, y):
    logits, e = net(x)
    norms = ops.sqrt((e * e).sum(-1))          # torch.norm(e, dim=-1)
    return ce(logits, y) + 1e-3 * norms.mean()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
step = 0
for epoch in range(2):
    for s in range(0, 512, 64):
        loss, grads = grad_fn(Tensor(ids[s:s + 64]), Tensor(labels[s:s + 64]))
        opt(grads)
        step += 1
        print(f"[epoch {epoch}] step {step:3d} | loss {float(loss.asnumpy()):.5f} | lr 1.0e-03", flush=True)
print("done")
