# Train/eval step shared in one jit function. To avoid a recompilation when switching between
# "train" and "eval", the mode string is wrapped with ms.mutable (as suggested for scalars in the docs).
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

model = nn.SequentialCell([nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 3)])
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(model.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(model(x), y), None, opt.parameters)


@ms.jit
def run_step(x, y, mode):
    if mode == "train":
        loss, grads = grad_fn(x, y)
        opt(grads)
        return loss
    return loss_fn(model(x), y)


X = np.random.randn(128, 8).astype(np.float32)
Y = np.random.randint(0, 3, 128).astype(np.int32)
for epoch in range(3):
    for i in range(0, 96, 32):
        loss = run_step(ms.Tensor(X[i:i + 32]), ms.Tensor(Y[i:i + 32]), ms.mutable("train"))
    val = run_step(ms.Tensor(X[96:]), ms.Tensor(Y[96:]), ms.mutable("eval"))
    print(f"epoch {epoch} train {loss} val {val}")
