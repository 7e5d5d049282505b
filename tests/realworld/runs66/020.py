# Siamese embedding model. After NaNs on the cluster, a torch-style guard was added:
#   if torch.isnan(loss): print("nan loss, skipping batch"); continue
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(9)

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 16))
    def construct(self, x):
        return self.net(x)

enc = Encoder()
opt = nn.Adam(enc.trainable_params(), learning_rate=1e-3)

def contrastive_loss(a, b, same, margin=1.0):
    d = ops.sqrt(((enc(a) - enc(b)) ** 2).sum(-1))            # euclidean distance
    return (same * d ** 2 + (1 - same) * ops.relu(margin - d) ** 2).mean()

grad_fn = ms.value_and_grad(contrastive_loss, None, opt.parameters)

rng = np.random.default_rng(9)
protos = rng.normal(size=(8, 20)).astype(np.float32)
skipped = 0
for step in range(60):
    ia, ib = rng.integers(0, 8, size=32), rng.integers(0, 8, size=32)
    a = protos[ia] + 0.1 * rng.normal(size=(32, 20)).astype(np.float32)
    b = protos[ib] + 0.1 * rng.normal(size=(32, 20)).astype(np.float32)
    if step == 7:
        b[:4] = a[:4]                      # duplicate pairs (same image twice) appear in the real data too
    same = (ia == ib).astype(np.float32)
    loss, grads = grad_fn(ms.Tensor(a), ms.Tensor(b), ms.Tensor(same))
    if ops.isnan(loss):
        skipped += 1
        print(f"step {step}: nan loss, skipping batch (skipped so far: {skipped})")
        continue
    opt(grads)
    if step % 5 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")
print(f"finished: {skipped} of 60 batches skipped")
