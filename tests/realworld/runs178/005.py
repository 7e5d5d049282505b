"""MLP on a 20-class tabular task, ported from a PyTorch script
(torch: nn.Dropout(0.1) between layers, AdamW lr 1e-3, 6 epochs)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(5)
rng = np.random.default_rng(5)

D, C = 32, 20
W = rng.normal(size=(D, C)).astype(np.float32)
def make(n):
    x = rng.normal(size=(n, D)).astype(np.float32)
    y = (x @ W + 0.3 * rng.normal(size=(n, C))).argmax(1).astype(np.int32)
    return x, y
Xtr, Ytr = make(6000)
Xva, Yva = make(1000)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Dense(D, 256), nn.ReLU(), nn.Dropout(0.1),
            nn.Dense(256, 256), nn.ReLU(), nn.Dropout(0.1),
            nn.Dense(256, C))
    def construct(self, x):
        return self.net(x)

net = Net()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
def forward(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss

def evaluate():
    net.set_train(False)
    logits = net(ms.Tensor(Xva))
    l = float(loss_fn(logits, ms.Tensor(Yva)).asnumpy())
    acc = float((logits.argmax(1).asnumpy() == Yva).mean())
    net.set_train(True)
    return l, acc

net.set_train(True)
BS = 64
for epoch in range(6):
    perm = rng.permutation(len(Xtr)); losses = []
    for i in range(0, len(Xtr) - BS + 1, BS):
        idx = perm[i:i + BS]
        losses.append(float(train_step(ms.Tensor(Xtr[idx]), ms.Tensor(Ytr[idx])).asnumpy()))
    vl, va = evaluate()
    print({"epoch": epoch + 1, "train_loss": round(np.mean(losses), 4), "eval_loss": round(vl, 4), "eval_accuracy": round(va, 4)})
