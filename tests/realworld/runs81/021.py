# torch training loop ported to a GRAPH_MODE train step: @ms.jit + value_and_grad(has_aux=True) over a
# small Transformer-style text classifier; prints the loss every 10 steps.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(42)

VOCAB, D, T, NCLS = 100, 32, 12, 2

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, D)
        self.attn = nn.MultiheadAttention(D, 4, batch_first=True)
        self.ln = nn.LayerNorm((D,), epsilon=1e-5)
        self.head = nn.Dense(D, NCLS)
    def construct(self, ids):
        h = self.emb(ids)
        a, _ = self.attn(h, h, h)
        h = self.ln(h + a)
        return self.head(h.mean(1))

net = Classifier()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3, weight_decay=0.01)
ce = nn.CrossEntropyLoss()

def forward_fn(ids, labels):
    logits = net(ids)
    return ce(logits, labels), logits

grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters, has_aux=True)

@ms.jit
def train_step(ids, labels):
    (loss, logits), grads = grad_fn(ids, labels)
    opt(grads)
    return loss, (logits.argmax(-1) == labels).astype(ms.float32).mean()

rng = np.random.default_rng(0)
X = rng.integers(1, VOCAB, size=(640, T)).astype(np.int32)
y = (X < 50).mean(1) > 0.5
y = y.astype(np.int32)
net.set_train()
for step in range(100):
    i = (step * 32) % 640
    loss, acc = train_step(Tensor(X[i:i + 32]), Tensor(y[i:i + 32]))
    if step % 10 == 0 or step == 99:
        print(f"step {step:3d} loss {loss.asnumpy():.4f} acc {acc.asnumpy():.3f}")
print("done")
