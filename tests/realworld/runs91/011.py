# Healthy: char-level bigram MLP language model ported from a torch example, PYNATIVE with value_and_grad + clip_by_global_norm
import numpy as np
import mindspore as ms
from mindspore import nn, ops
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(11)
text = ("the quick brown fox jumps over the lazy dog. " * 40)
chars = sorted(set(text)); stoi = {c: i for i, c in enumerate(chars)}
data = np.array([stoi[c] for c in text], np.int32)
V, T, B = len(chars), 24, 16
class CharLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 32); self.proj = nn.Dense(32, 64); self.act = nn.Tanh(); self.head = nn.Dense(64, V)
    def construct(self, x):
        h = self.act(self.proj(self.emb(x)))
        return self.head(h)
net = CharLM(); opt = nn.Adam(net.trainable_params(), 5e-3)
def fwd(x, y):
    logits = net(x)
    return ops.cross_entropy(logits.reshape(-1, V), y.reshape(-1))
gf = ms.value_and_grad(fwd, None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(1, 81):
    idx = rng.integers(0, len(data) - T - 1, B)
    x = np.stack([data[i:i+T] for i in idx]); y = np.stack([data[i+1:i+T+1] for i in idx])
    loss, grads = gf(ms.Tensor(x), ms.Tensor(y))
    grads = ops.clip_by_global_norm(grads, 1.0)
    opt(grads)
    if step % 10 == 0:
        print(f"step {step:4d} loss {loss.asnumpy():.4f}")
print("done: final loss", f"{loss.asnumpy():.4f}")
