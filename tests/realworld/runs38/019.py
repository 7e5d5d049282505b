# Tabular regression head fine-tune ported from torch. torch clipped in place:
#     torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
# The port calls ops.clip_by_global_norm(grads, 1.0) but discards the returned tuple and passes the
# unclipped grads to the optimizer; with raw (unscaled) features the loss blows up.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(1); np.random.seed(1)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
N, F = 512, 6
X = np.random.rand(N, F).astype(np.float32) * np.array([3000, 5, 4, 100, 1, 30], np.float32)  # sqft, rooms, ...
y = (X @ np.array([0.1, 10, 5, 0.5, 20, -1], np.float32) / 100 + np.random.randn(N).astype(np.float32)).reshape(-1, 1)

net = nn.SequentialCell(nn.Dense(F, 32), nn.ReLU(), nn.Dense(32, 1))
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)
loss_fn = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda xb, yb: loss_fn(net(xb), yb), None, opt.parameters)

step = 0
for epoch in range(3):
    perm = np.random.permutation(N)
    for i in range(0, N, 64):
        idx = perm[i:i + 64]
        loss, grads = grad_fn(Tensor(X[idx]), Tensor(y[idx]))
        ops.clip_by_global_norm(grads, 1.0)           # torch: clip_grad_norm_(..., 1.0) (in place)
        opt(grads)
        step += 1
        print(f"epoch {epoch} step {step:3d} loss {loss.asnumpy():.6g}")
print("training finished")
