# Healthy: same classifier and optimizer (lr 0.1, momentum 0.9), loss averaged over the batch (reduction="mean"),
# as the PyTorch loop did with sum / batch_size; the printed per-sample loss falls steadily.
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
ms.set_seed(11)
rng = np.random.default_rng(11)
x = rng.normal(size=(4096, 32)).astype(np.float32)
w = rng.normal(size=(32, 10)).astype(np.float32)
y = np.argmax(x @ w, axis=1).astype(np.int32)
net = nn.SequentialCell(nn.Dense(32, 128), nn.ReLU(), nn.Dense(128, 10))
loss_fn = nn.CrossEntropyLoss(reduction="mean")
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
            print(f"epoch {epoch + 1} step {step} loss {float(loss.asnumpy()):.4f}", flush=True)
print("done")
