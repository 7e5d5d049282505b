# Logging habit from PyTorch (loss.detach()) carried into the MindSpore forward: the logits are passed through
# ops.stop_gradient before the loss "to log them", so every gradient is zero and the loss never moves.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
ms.set_seed(1)
rng = np.random.default_rng(1)
x = rng.normal(size=(600, 20)).astype(np.float32)
y = (x[:, :3].sum(1) > 0).astype(np.int32)
net = nn.SequentialCell(nn.Dense(20, 64), nn.GELU(), nn.Dense(64, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
history = []
def forward(a, b):
    logits = net(a)
    logged = ops.stop_gradient(logits)        # was: logits.detach() for the metrics list
    return loss_fn(logged, b), logged
grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)
for epoch in range(5):
    tot = 0.0
    for i in range(0, 600, 50):
        (loss, logits), grads = grad_fn(Tensor(x[i:i + 50]), Tensor(y[i:i + 50]))
        opt(grads)
        tot += float(loss.asnumpy())
    acc = float((net(Tensor(x)).argmax(1).asnumpy() == y).mean())
    print(f"epoch {epoch + 1}/5 train_loss {tot / 12:.4f} train_acc {acc:.3f}", flush=True)
