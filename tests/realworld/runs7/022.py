# healthy: PyNative custom loop, AdamWeightDecay with warm-up + cosine decay (nn.WarmUpLR/CosineDecayLR combined in a
# LearningRateSchedule), gradient clipping; loss and lr printed, loss falls.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.nn.learning_rate_schedule import LearningRateSchedule
ms.set_device("CPU")
ms.set_seed(3)
class WarmupCosine(LearningRateSchedule):
    def __init__(self, lr, warmup, total):
        super().__init__()
        self.warm = nn.WarmUpLR(lr, warmup)
        self.cos = nn.CosineDecayLR(lr * 0.05, lr, total - warmup)
        self.warmup = warmup
    def construct(self, step):
        if step < self.warmup:
            return self.warm(step)
        return self.cos(step - self.warmup)
rng = np.random.default_rng(3)
x = rng.normal(size=(800, 12)).astype(np.float32)
y = (x[:, 0] * x[:, 1] > 0).astype(np.int32) + (x[:, 2] > 0.5).astype(np.int32)
net = nn.SequentialCell(nn.Dense(12, 64), nn.GELU(), nn.Dense(64, 64), nn.GELU(), nn.Dense(64, 3))
total = 6 * 25
sched = WarmupCosine(3e-3, 15, total)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=sched, weight_decay=0.01)
ce = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: ce(net(a), b), None, opt.parameters)
step = 0
for epoch in range(6):
    perm = rng.permutation(800)
    losses = []
    for i in range(0, 800, 32):
        idx = perm[i:i + 32]
        loss, grads = grad_fn(Tensor(x[idx]), Tensor(y[idx]))
        grads = ops.clip_by_global_norm(grads, 1.0)
        opt(grads)
        losses.append(float(loss.asnumpy())); step += 1
    acc = float((net(Tensor(x)).argmax(1).asnumpy() == y).mean())
    print(f"epoch {epoch} step {step} lr {float(sched(Tensor(step, ms.int32)).asnumpy()):.2e} loss {np.mean(losses):.4f} acc {acc:.3f}", flush=True)
