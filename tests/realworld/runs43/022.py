# Healthy: twin of 012 with the optimizer created after the final model is built, so it
# updates the parameters the gradients are taken for; the loss falls.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

def build_model(cfg):
    return nn.SequentialCell(nn.Dense(cfg["in"], cfg["hidden"]), nn.ReLU(), nn.Dense(cfg["hidden"], cfg["classes"]))

cfg = {"in": 20, "hidden": 64, "classes": 3}
# config re-read from the run yaml, model built once, then the optimizer
net = build_model(cfg)
optimizer = nn.Adam(net.trainable_params(), learning_rate=1e-2)
loss_fn = nn.CrossEntropyLoss()

rng = np.random.default_rng(0)
X = rng.standard_normal((256, 20)).astype(np.float32)
W = rng.standard_normal((20, 3)).astype(np.float32)
Y = (X @ W).argmax(1).astype(np.int32)

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)
for epoch in range(8):
    losses = []
    for i in range(0, 256, 32):
        loss, grads = grad_fn(ms.Tensor(X[i:i + 32]), ms.Tensor(Y[i:i + 32]))
        optimizer(grads)
        losses.append(float(loss.asnumpy()))
    print(f"epoch {epoch} mean loss {np.mean(losses):.6f}")
