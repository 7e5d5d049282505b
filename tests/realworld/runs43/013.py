# Mistake: torch.cdist(a, b) in a contrastive/triplet loss rewritten by hand as
# sqrt(sum((a_i - b_j)^2)); on the diagonal (an embedding vs itself) the distance is exactly 0
# and the gradient of sqrt at 0 is inf*0 = nan, so every parameter becomes nan after step 1.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(1)

encoder = nn.SequentialCell(nn.Dense(16, 32), nn.Tanh(), nn.Dense(32, 8))
opt = nn.Adam(encoder.trainable_params(), learning_rate=1e-3)

def pairwise_dist(a, b):
    diff = a[:, None, :] - b[None, :, :]
    return ops.sqrt((diff ** 2).sum(-1))

def contrastive_loss(x, labels, margin=1.0):
    emb = encoder(x)
    d = pairwise_dist(emb, emb)
    same = (labels[:, None] == labels[None, :]).astype(ms.float32)
    loss = same * d ** 2 + (1 - same) * ops.relu(margin - d) ** 2
    return loss.mean()

grad_fn = ms.value_and_grad(contrastive_loss, None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(10):
    x = ms.Tensor(rng.standard_normal((16, 16)).astype(np.float32))
    y = ms.Tensor(rng.integers(0, 4, 16).astype(np.int32))
    loss, grads = grad_fn(x, y)
    opt(grads)
    print(f"step {step} loss {float(loss.asnumpy()):.6f}")
