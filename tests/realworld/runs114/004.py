"""Padded-sequence sentiment classifier: attention pooling with a padding mask (ported from torch)."""
import numpy as np
import mindspore as ms
from mindspore import nn, mint, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

VOCAB, HID, MAXLEN, PAD = 200, 32, 12, 0


def make_batch(rng, bs=8):
    ids = np.zeros((bs, MAXLEN), dtype=np.int32)
    attention_mask = np.zeros((bs, MAXLEN), dtype=np.int64)
    labels = rng.integers(0, 2, size=bs).astype(np.int32)
    for i in range(bs):
        n = rng.integers(4, MAXLEN + 1)
        ids[i, :n] = rng.integers(1, VOCAB, size=n)
        attention_mask[i, :n] = 1
    return Tensor(ids), Tensor(attention_mask), Tensor(labels)


class AttnPoolClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, HID, padding_idx=PAD)
        self.enc = mint.nn.Linear(HID, HID)
        self.score = mint.nn.Linear(HID, 1)
        self.out = mint.nn.Linear(HID, 2)

    def construct(self, ids, attention_mask):
        h = mint.tanh(self.enc(self.emb(ids)))           # (B, T, H)
        scores = self.score(h).squeeze(-1)                # (B, T)
        pad_mask = 1 - attention_mask                     # 1 where padded
        scores = scores.masked_fill(pad_mask, -1e9)
        w = mint.nn.functional.softmax(scores, dim=-1)
        pooled = (w.unsqueeze(-1) * h).sum(1)
        return self.out(pooled)


net = AttnPoolClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)


def forward(ids, mask, labels):
    return loss_fn(net(ids, mask), labels)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
rng = np.random.default_rng(1)
for step in range(1, 21):
    ids, mask, labels = make_batch(rng)
    loss, grads = grad_fn(ids, mask, labels)
    opt(grads)
    if step % 5 == 0:
        print(f"[train] step {step}/20 loss={loss.asnumpy():.4f}")
