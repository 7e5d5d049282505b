# Multi-label classifier with a hand-written BCE loss (sigmoid + log), ported from a NumPy prototype
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(11)
rng = np.random.default_rng(11)
X = rng.normal(size=(512, 30)).astype(np.float32) * 4
W = rng.normal(size=(30, 6)).astype(np.float32)
Y = (X @ W > 0).astype(np.float32)

net = nn.SequentialCell(nn.Dense(30, 128), nn.ReLU(), nn.Dense(128, 6))

def bce(logits, target):
    p = ops.sigmoid(logits)
    return -(target * ops.log(p) + (1 - target) * ops.log(1 - p)).mean()

opt = nn.Adam(net.trainable_params(), learning_rate=0.05)
grad_fn = ms.value_and_grad(lambda x, y: bce(net(x), y), None, opt.parameters)

for epoch in range(1, 11):
    losses = []
    for i in range(0, 512, 64):
        loss, grads = grad_fn(ms.Tensor(X[i:i + 64]), ms.Tensor(Y[i:i + 64]))
        opt(grads)
        losses.append(float(loss.asnumpy()))
    pred = (net(ms.Tensor(X)).asnumpy() > 0)
    metrics = {"epoch": epoch, "train_loss": round(float(np.mean(losses)), 4),
               "micro_acc": round(float((pred == (Y > 0.5)).mean()), 4)}
    print(metrics)
