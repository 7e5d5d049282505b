"""Char-level LSTM language model: train a few steps, save, then load for sampling with the 'inference' config."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(4)
TEXT = ("the quick brown fox jumps over the lazy dog. " * 40)
chars = sorted(set(TEXT))
stoi = {c: i for i, c in enumerate(chars)}
data = np.array([stoi[c] for c in TEXT], dtype=np.int32)

TRAIN_CFG = {"emb": 16, "hidden": 64, "layers": 1}
INFER_CFG = {"emb": 16, "hidden": 128, "layers": 1}   # configs/sample.yaml (hidden bumped for the 'large' run)
CKPT = "/home/user/project/ckpt_017/charlstm.ckpt"
os.makedirs(os.path.dirname(CKPT), exist_ok=True)


class CharLSTM(nn.Cell):
    def __init__(self, vocab, emb, hidden, layers):
        super().__init__()
        self.embed = nn.Embedding(vocab, emb)
        self.rnn = nn.LSTM(emb, hidden, num_layers=layers, batch_first=True)
        self.out = nn.Dense(hidden, vocab)

    def construct(self, x):
        h, _ = self.rnn(self.embed(x))
        return self.out(h)


net = CharLSTM(len(chars), **TRAIN_CFG)
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
ce = nn.CrossEntropyLoss()


def forward_fn(x, y):
    logits = net(x)
    return ce(logits.reshape(-1, len(chars)), y.reshape(-1))


grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)
rng = np.random.default_rng(0)
for it in range(1, 61):
    starts = rng.integers(0, len(data) - 33, size=16)
    x = np.stack([data[s:s + 32] for s in starts])
    y = np.stack([data[s + 1:s + 33] for s in starts])
    loss, grads = grad_fn(ms.Tensor(x), ms.Tensor(y))
    opt(grads)
    if it % 20 == 0:
        print(f"iter {it} loss {loss.asnumpy():.4f}")
ms.save_checkpoint(net, CKPT)
print("saved", CKPT)

# ---- sample.py ----
sampler = CharLSTM(len(chars), **INFER_CFG)
ms.load_checkpoint(CKPT, net=sampler)
ctx = ms.Tensor(np.array([[stoi[c] for c in "the "]], dtype=np.int32))
for _ in range(40):
    nxt = sampler(ctx)[:, -1, :].argmax(-1).reshape(1, 1).astype(ms.int32)
    ctx = ops.concat((ctx, nxt), axis=1)
print("".join(chars[i] for i in ctx.asnumpy()[0]))
