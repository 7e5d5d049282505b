# Custom training loop ported from torch (SGD lr=0.01, momentum=0.9). The optimizer line was copied
# from a MindSpore mixed-precision recipe together with loss_scale=1024, but this loop never scales the
# loss, so every update is divided by 1024 and the loss barely moves.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(3); np.random.seed(3)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
N, F, C = 600, 20, 3
centers = np.random.randn(C, F).astype(np.float32) * 2
labels = np.random.randint(0, C, N)
X = (centers[labels] + np.random.randn(N, F)).astype(np.float32)

net = nn.SequentialCell(nn.Dense(F, 64), nn.ReLU(), nn.Dense(64, C))
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9, loss_scale=1024.0)
ce = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda xb, yb: ce(net(xb), yb), None, opt.parameters)

for epoch in range(6):
    perm = np.random.permutation(N); tot, n, correct = 0.0, 0, 0
    for i in range(0, N, 50):
        idx = perm[i:i + 50]
        xb, yb = Tensor(X[idx]), Tensor(labels[idx].astype(np.int32))
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        tot += float(loss.asnumpy()); n += 1
        correct += int((net(xb).argmax(-1).asnumpy() == labels[idx]).sum())
        if n % 4 == 0:
            print(f"epoch {epoch} step {n:2d} loss {loss.asnumpy():.6f}")
    print(f"epoch {epoch} mean_loss {tot / n:.6f} train_acc {correct / N:.3f}")
print("training finished")
