# Evaluation helper copied from an ImageNet training script (top-1 / top-5 accuracy) into the
# port of a 4-class intent classifier; it runs after every training epoch.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_seed(0); np.random.seed(0)
NUM_CLASSES = 4
X = np.random.randn(1000, 16).astype(np.float32)
y = X[:, :NUM_CLASSES].argmax(1).astype(np.int32)
Xtr, ytr, Xva, yva = X[:800], y[:800], X[800:], y[800:]

net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, NUM_CLASSES))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
def forward(x, t):
    return loss_fn(net(x), t)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

def accuracy(output, target, topk=(1, 5)):
    maxk = max(topk)
    _, pred = ops.topk(output, maxk, dim=1)
    correct = pred == target.reshape(-1, 1)
    return [float(correct[:, :k].any(1).astype(ms.float32).mean().asnumpy()) for k in topk]

step = 0
for epoch in range(3):
    net.set_train(True)
    perm = np.random.permutation(len(Xtr))
    for i in range(0, len(Xtr), 32):
        loss, grads = grad_fn(ms.Tensor(Xtr[perm[i:i+32]]), ms.Tensor(ytr[perm[i:i+32]]))
        opt(grads)
        step += 1
        if step % 5 == 0:
            print(f"Epoch: [{epoch}][{step}] Loss {loss.asnumpy():.4f}", flush=True)
    net.set_train(False)
    top1, top5 = accuracy(net(ms.Tensor(Xva)), ms.Tensor(yva))
    print(f" * Acc@1 {top1:.3f} Acc@5 {top5:.3f}", flush=True)
