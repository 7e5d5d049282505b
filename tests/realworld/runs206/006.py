# Tiny char-level GRU language model, jit-compiled train step, checkpoint at the end.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(3)

text = ("the quick brown fox jumps over the lazy dog. " * 60)
chars = sorted(set(text)); stoi = {c: i for i, c in enumerate(chars)}
data = np.array([stoi[c] for c in text], dtype=np.int32)
V, SEQ, B = len(chars), 32, 16

class CharGRU(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 32)
        self.gru = nn.GRU(32, 64, batch_first=True)
        self.out = nn.Dense(64, V)
    def construct(self, x):
        h, _ = self.gru(self.emb(x))
        return self.out(h)

net = CharGRU()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)

def forward(x, y):
    logits = net(x)
    return loss_fn(logits.reshape(-1, V), y.reshape(-1))

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss

rng = np.random.default_rng(3)
for step in range(1, 121):
    idx = rng.integers(0, len(data) - SEQ - 1, B)
    x = np.stack([data[i:i + SEQ] for i in idx]); y = np.stack([data[i + 1:i + SEQ + 1] for i in idx])
    loss = train_step(Tensor(x), Tensor(y))
    if step % 20 == 0:
        print(f"step {step:4d}/120  loss {loss.asnumpy():.4f}  ppl {np.exp(loss.asnumpy()):.2f}", flush=True)
os.makedirs("/home/user/project/ckpt", exist_ok=True)
ms.save_checkpoint(net, "/home/user/project/ckpt/char_gru.ckpt")
print("saved /home/user/project/ckpt/char_gru.ckpt")
