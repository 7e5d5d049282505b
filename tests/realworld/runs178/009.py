"""Two-moons style binary classifier with mint layers, jit-compiled train step and
mint.optim.Adam; prints a tqdm-like epoch summary and a final eval."""
import time
import numpy as np
import mindspore as ms
from mindspore import mint, nn, ops

ms.set_device("CPU")
ms.set_seed(10)
rng = np.random.default_rng(10)

def moons(n):
    t = rng.uniform(0, np.pi, n)
    lab = rng.integers(0, 2, n)
    x = np.where(lab[:, None] == 0, np.stack([np.cos(t), np.sin(t)], 1),
                 np.stack([1 - np.cos(t), 0.5 - np.sin(t)], 1))
    return (x + 0.1 * rng.normal(size=x.shape)).astype(np.float32), lab.astype(np.int32)

Xtr, Ytr = moons(4000)
Xte, Yte = moons(1000)

class MoonNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = mint.nn.Linear(2, 64)
        self.fc2 = mint.nn.Linear(64, 64)
        self.out = mint.nn.Linear(64, 2)
    def construct(self, x):
        x = mint.nn.functional.relu(self.fc1(x))
        x = mint.nn.functional.relu(self.fc2(x))
        return self.out(x)

net = MoonNet()
optimizer = mint.optim.Adam(net.trainable_params(), lr=5e-3)
criterion = nn.CrossEntropyLoss()

def forward(x, y):
    logits = net(x)
    return criterion(logits, y), logits
grad_fn = ms.value_and_grad(forward, None, optimizer.parameters, has_aux=True)

@ms.jit
def train_step(x, y):
    (loss, logits), grads = grad_fn(x, y)
    optimizer(grads)
    return loss, logits

BS, EPOCHS = 100, 5
steps = len(Xtr) // BS
for epoch in range(1, EPOCHS + 1):
    t0 = time.time(); perm = rng.permutation(len(Xtr)); tl, correct = 0.0, 0
    for s in range(steps):
        idx = perm[s * BS:(s + 1) * BS]
        loss, logits = train_step(ms.Tensor(Xtr[idx]), ms.Tensor(Ytr[idx]))
        tl += loss.item()
        correct += int((logits.argmax(-1).asnumpy() == Ytr[idx]).sum())
    print(f"Epoch {epoch}/{EPOCHS}: 100%|##########| {steps}/{steps} [{time.time()-t0:.2f}s] "
          f"loss={tl/steps:.4f} acc={correct/(steps*BS):.4f}")

pred = net(ms.Tensor(Xte)).argmax(-1).asnumpy()
print(f"test accuracy: {(pred == Yte).mean():.4f}")
