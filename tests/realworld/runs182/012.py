"""Attention pooling over a padded sequence of frame features (video clip classifier), torch port."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(2)
B, T, E, C = 8, 12, 64, 6


class ClipClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(128, E)
        self.attn = nn.MultiheadAttention(E, num_heads=4, dropout=0.1)   # torch: nn.MultiheadAttention(E, 4, dropout=0.1)
        self.query = ms.Parameter(ops.randn(1, 1, E) * 0.02, name="query")
        self.cls = nn.Dense(E, C)

    def construct(self, frames, pad_mask):
        h = self.proj(frames)                                   # (B, T, E)
        q = ops.broadcast_to(self.query, (h.shape[0], 1, E))    # (B, 1, E)
        pooled, _ = self.attn(q, h, h, key_padding_mask=pad_mask)
        return self.cls(pooled.squeeze(1))


rng = np.random.default_rng(2)
feats = rng.standard_normal((64, T, 128)).astype(np.float32)
lens = rng.integers(4, T + 1, 64)
mask = np.arange(T)[None, :] >= lens[:, None]            # True = padding
labels = rng.integers(0, C, 64).astype(np.int32)

net = ClipClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda f, m, y: loss_fn(net(f, m), y), None, opt.parameters)
net.set_train()
for epoch in range(3):
    for i in range(0, 64, B):
        loss, grads = grad_fn(ms.Tensor(feats[i:i + B]), ms.Tensor(mask[i:i + B]), ms.Tensor(labels[i:i + B]))
        opt(grads)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}")
