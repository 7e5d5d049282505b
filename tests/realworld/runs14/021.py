# Gradient accumulation ported from an HF-style loop: global batch of 64 from micro-batches of 16
# (accumulation_steps = 64 // 16); the optimizer steps when (step + 1) % accumulation_steps == 0, step counted
# inside each epoch. Small dataset: 20 micro-batches per epoch (5 optimizer steps per epoch).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_device("CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
N, D, C = 320, 20, 4
X = rng.standard_normal((N, D)).astype(np.float32)
Y = (X[:, :C] + 0.3 * rng.standard_normal((N, C))).argmax(1).astype(np.int32)

global_batch, micro_batch = 64, 16
accumulation_steps = global_batch // micro_batch
net = nn.SequentialCell([nn.Dense(D, 64), nn.ReLU(), nn.Dense(64, C)])
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()
def forward(x, y):
    return loss_fn(net(x), y) / accumulation_steps
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
acc = [ops.zeros_like(p) for p in opt.parameters]
for epoch in range(6):
    total, correct = 0.0, 0
    for step in range(N // micro_batch):
        xb = Tensor(X[step * micro_batch:(step + 1) * micro_batch])
        yb = Tensor(Y[step * micro_batch:(step + 1) * micro_batch])
        loss, grads = grad_fn(xb, yb)
        acc = [a + g for a, g in zip(acc, grads)]
        if (step + 1) % accumulation_steps == 0:
            opt(tuple(acc))
            acc = [ops.zeros_like(p) for p in opt.parameters]
        total += float(loss.asnumpy()) * accumulation_steps
        correct += int((net(xb).argmax(1) == yb).sum().asnumpy())
        if step % 4 == 3:
            print(f"epoch {epoch} step {step + 1:2d}/{N // micro_batch} loss {float(loss.asnumpy()) * accumulation_steps:.4f}", flush=True)
    print(f"epoch {epoch} mean_loss {total / (N // micro_batch):.4f} acc {correct / N:.3f}", flush=True)
print("training finished")
