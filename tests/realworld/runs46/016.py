# Port of torch MultiStepLR(optimizer, milestones=[1, 2], gamma=0.1) (stepped once per epoch)
# to a MindSpore dynamic learning-rate list built with piecewise_constant_lr.
import numpy as np, mindspore as ms
from mindspore import nn, ops
ms.set_seed(0); np.random.seed(0)
X = np.random.randn(2048, 32).astype(np.float32); W = np.random.randn(32, 5).astype(np.float32)
Y = (X @ W).argmax(-1).astype(np.int32)
epochs, bs = 4, 64
lr = nn.piecewise_constant_lr(milestone=[1, 2, 3], learning_rates=[1e-2, 1e-3, 1e-4])   # epochs 1,2,3
net = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 5))
opt = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9)
ce = nn.CrossEntropyLoss()
gf = ms.value_and_grad(lambda x, y: ce(net(x), y), None, opt.parameters)
for epoch in range(epochs):
    losses = []
    for i in range(0, len(X), bs):
        loss, g = gf(ms.Tensor(X[i:i+bs]), ms.Tensor(Y[i:i+bs])); opt(g); losses.append(float(loss.asnumpy()))
        if (i // bs) % 8 == 0:
            print(f"epoch {epoch} step {i // bs:3d} loss {losses[-1]:.4f} lr {float(opt.get_lr().asnumpy()):.2e}")
    acc = (net(ms.Tensor(X)).asnumpy().argmax(-1) == Y).mean()
    print(f"epoch {epoch} mean loss {np.mean(losses):.4f} train acc {acc:.3f}")
