# Class-imbalance weights computed with numpy (float64) and passed straight to nn.CrossEntropyLoss(weight=...).
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
rng = np.random.default_rng(1)
y = (rng.random(600) < 0.1).astype(np.int32)           # 10% positives
x = rng.normal(size=(600, 12)).astype(np.float32) + y[:, None] * 0.8
counts = np.bincount(y, minlength=2)
class_weight = len(y) / (2.0 * counts)                 # sklearn 'balanced' formula
print("class weights", class_weight, flush=True)
net = nn.SequentialCell(nn.Dense(12, 32), nn.ReLU(), nn.Dense(32, 2))
loss_fn = nn.CrossEntropyLoss(weight=Tensor(class_weight))
opt = nn.Adam(net.trainable_params(), 1e-3)
def forward(a, b):
    return loss_fn(net(a), b)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for epoch in range(3):
    loss, grads = grad_fn(Tensor(x), Tensor(y))
    opt(grads)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}")
