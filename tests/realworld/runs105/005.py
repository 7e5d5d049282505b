# Sequence classifier with a learned positional table; token embeddings cast to float16 for
# "mixed precision" as in the torch script (autocast replaced by a manual cast), weights stay float32
import numpy as np
import mindspore as ms
from mindspore import nn, mint, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)


class PosEncoderClassifier(nn.Cell):
    def __init__(self, vocab=2000, d=64, max_len=64, classes=5):
        super().__init__()
        self.tok = nn.Embedding(vocab, d)
        self.pos = ms.Parameter(ops.randn(max_len, d) * 0.02, name="pos_table")
        self.attn_w = ms.Parameter(ops.randn(d, d) * 0.02, name="attn_w")
        self.norm = nn.LayerNorm((d,))
        self.out = nn.Dense(d, classes)

    def construct(self, ids):
        s = ids.shape[1]
        h = self.tok(ids).astype(ms.float16) + self.pos[:s].astype(ms.float16)
        scores = mint.matmul(mint.matmul(h, self.attn_w), h.swapaxes(1, 2))   # (b, s, s)
        h = mint.matmul(mint.softmax(scores.astype(ms.float32), dim=-1).astype(ms.float16), h)
        h = self.norm(h.astype(ms.float32))
        return self.out(h.mean(axis=1))


net = PosEncoderClassifier()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda ids, y: loss_fn(net(ids), y), None, opt.parameters)

rng = np.random.default_rng(0)
for step in range(1, 31):
    ids = ms.Tensor(rng.integers(0, 2000, size=(16, 48)), ms.int32)
    y = ms.Tensor(rng.integers(0, 5, size=(16,)), ms.int32)
    loss, grads = grad_fn(ids, y)
    opt(grads)
    if step % 10 == 0:
        print(f"step {step}/30 loss={loss.asnumpy():.4f}", flush=True)
