# Text classifier with one self-attention layer; the padding mask is built by the data collator copied from the
# Ascend fp16 recipe: additive mask (1 - mask) * -1e9 computed in float16 (the compute dtype of that recipe).
# The corpus has a few empty lines (all-padding samples). CLS-position output -> classifier, loss per step.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
V, S, H, C, B = 300, 16, 32, 4, 16
N = 640
lengths = rng.integers(3, S + 1, size=N)
lengths[rng.choice(N, 6, replace=False)] = 0          # empty lines in the corpus
ids = rng.integers(2, V, size=(N, S)).astype(np.int32)
mask = (np.arange(S)[None, :] < lengths[:, None]).astype(np.float32)
ids[mask == 0] = 0
labels = (ids[:, 0] % C).astype(np.int32)
def additive_mask(m):
    m16 = m.astype(np.float16)
    return ((np.float16(1.0) - m16) * np.float16(-1e9))[:, None, :]
class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, H)
        self.pos = nn.Embedding(S, H)
        self.qkv = nn.Dense(H, 3 * H)
        self.out = nn.Dense(H, H)
        self.cls = nn.Dense(H, C)
    def construct(self, x, amask):
        h = self.emb(x) + self.pos(ops.arange(S, dtype=ms.int32))[None]
        q, k, v = ops.split(self.qkv(h), H, axis=-1)
        scores = ops.matmul(q, k.swapaxes(1, 2)) / (H ** 0.5) + amask.astype(ms.float32)
        h = h + self.out(ops.matmul(ops.softmax(scores, axis=-1), v))
        return self.cls(h[:, 0])
net = Classifier()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, m, y: loss_fn(net(x, m), y), None, opt.parameters)
step = 0
for epoch in range(2):
    order = rng.permutation(N)
    for i in range(0, N, B):
        j = order[i:i + B]
        loss, grads = grad_fn(Tensor(ids[j]), Tensor(additive_mask(mask[j])), Tensor(labels[j]))
        opt(grads)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step:3d} loss {float(loss.asnumpy()):.4f}", flush=True)
        step += 1
print("done")
