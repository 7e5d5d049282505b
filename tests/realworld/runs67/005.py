# torch ReduceLROnPlateau(optimizer, mode="max", factor=0.1, patience=2) on validation accuracy,
# re-implemented for the MindSpore port because the optimizer takes a learning-rate Parameter.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(5)
rng = np.random.default_rng(5)

D, C = 40, 6
W = rng.normal(size=(D, C))
def make(n):
    x = rng.normal(size=(n, D)).astype(np.float32)
    y = (x @ W + 1.5 * rng.normal(size=(n, C))).argmax(1).astype(np.int32)
    return x, y
tx, ty = make(3000)
vx, vy = make(600)

class ReduceLROnPlateau:
    def __init__(self, optimizer, mode="min", factor=0.1, patience=2, threshold=1e-4):
        self.opt, self.mode, self.factor, self.patience, self.threshold = optimizer, mode, factor, patience, threshold
        self.best = None
        self.num_bad = 0

    def step(self, metric):
        better = self.best is None or (metric < self.best - self.threshold if self.mode == "min"
                                       else metric > self.best + self.threshold)
        if better:
            self.best, self.num_bad = metric, 0
        else:
            self.num_bad += 1
        if self.num_bad > self.patience:
            lr = float(self.opt.learning_rate.asnumpy())
            ops.assign(self.opt.learning_rate, ms.Tensor(lr * self.factor, ms.float32))
            self.num_bad = 0

net = nn.SequentialCell(nn.Dense(D, 128), nn.ReLU(), nn.Dense(128, C))
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)
scheduler = ReduceLROnPlateau(opt, factor=0.1, patience=0)   # mode="max" and patience=2 lost in the port
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

for epoch in range(12):
    perm = rng.permutation(len(tx))
    losses = []
    for i in range(0, len(tx), 64):
        idx = perm[i:i + 64]
        loss, grads = grad_fn(ms.Tensor(tx[idx]), ms.Tensor(ty[idx]))
        opt(grads)
        losses.append(float(loss.asnumpy()))
    val_acc = float((net(ms.Tensor(vx)).argmax(1).asnumpy() == vy).mean())
    lr = float(opt.learning_rate.asnumpy())
    print(f"Epoch {epoch + 1:2d} | train_loss {np.mean(losses):.6f} | val_acc {val_acc:.4f} | lr {lr:.2e}")
    scheduler.step(val_acc)
print("Finished training")
