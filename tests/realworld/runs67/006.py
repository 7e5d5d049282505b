# Sensor-fault classifier with BatchNorm1d, ported from torch. Training loop calls net.set_train() like
# torch model.train(); the serving part below scores incoming records one at a time.
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(6)
rng = np.random.default_rng(6)

D, C = 16, 3
means = rng.normal(size=(C, D)) * 2
def make(n):
    y = rng.integers(0, C, n)
    return (means[y] + rng.normal(size=(n, D)) + 5.0).astype(np.float32), y.astype(np.int32)
tx, ty = make(2000)
vx, vy = make(300)

net = nn.SequentialCell(nn.Dense(D, 64), nn.BatchNorm1d(64), nn.ReLU(), nn.Dense(64, C))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

net.set_train()
for epoch in range(4):
    perm = rng.permutation(len(tx))
    losses, correct = [], 0
    for i in range(0, len(tx), 50):
        idx = perm[i:i + 50]
        xb, yb = ms.Tensor(tx[idx]), ms.Tensor(ty[idx])
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        losses.append(float(loss.asnumpy()))
    print(f"epoch {epoch}: loss {np.mean(losses):.4f}")
print("training done, scoring validation records one by one")

preds = []
for i in range(len(vx)):
    logits = net(ms.Tensor(vx[i:i + 1]))
    preds.append(int(logits.argmax(-1).asnumpy()[0]))
preds = np.array(preds)
print("prediction counts:", np.bincount(preds, minlength=C).tolist())
print(f"validation accuracy: {(preds == vy).mean():.4f}")
