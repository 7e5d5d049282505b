# PyTorch loop computed F.cross_entropy(logits, y, reduction="sum") / batch_size (per-token normalisation done by hand);
# the port keeps reduction="sum" in nn.CrossEntropyLoss but drops the division. With batch 256 the gradient is 256x the
# intended one at lr 0.1 (SGD, momentum 0.9): the loss blows up after a few steps and ends as nan; the loop keeps going.
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
ms.set_seed(11)
rng = np.random.default_rng(11)
x = rng.normal(size=(4096, 32)).astype(np.float32)
w = rng.normal(size=(32, 10)).astype(np.float32)
y = np.argmax(x @ w, axis=1).astype(np.int32)
net = nn.SequentialCell(nn.Dense(32, 128), nn.ReLU(), nn.Dense(128, 10))
loss_fn = nn.CrossEntropyLoss(reduction="sum")
opt = nn.SGD(net.trainable_params(), learning_rate=0.1, momentum=0.9)
def forward(a, b):
    return loss_fn(net(a), b)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
batch = 256
for epoch in range(4):
    for s in range(4096 // batch):
        a, b = Tensor(x[s * batch:(s + 1) * batch]), Tensor(y[s * batch:(s + 1) * batch])
        loss, grads = grad_fn(a, b)
        opt(grads)
        step = epoch * (4096 // batch) + s + 1
        if step % 4 == 0:
            print(f"epoch {epoch + 1} step {step} loss {float(loss.asnumpy()) / batch:.4f}", flush=True)
print("done")
