"""Data-parallel MLP training on 2 CPU workers launched with msrun; gradients averaged across ranks."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, size = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(1)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
    def construct(self, x):
        return self.net(x)

rng = np.random.default_rng(rank)
X = rng.normal(size=(256, 16)).astype(np.float32)
y = (X[:, 0] + X[:, 1] > 0).astype(np.int32)

net = MLP()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=size)
grad_fn = ms.value_and_grad(lambda x, t: loss_fn(net(x), t), None, opt.parameters)

for epoch in range(3):
    for i in range(0, 256, 32):
        loss, grads = grad_fn(ms.Tensor(X[i:i+32]), ms.Tensor(y[i:i+32]))
        opt(grad_reducer(grads))
    acc = (net(ms.Tensor(X)).argmax(1).asnumpy() == y).mean()
    print(f"[rank {rank}] epoch {epoch} loss {loss.asnumpy():.4f} train_acc {acc:.4f}", flush=True)
print(f"[rank {rank}] training done", flush=True)
