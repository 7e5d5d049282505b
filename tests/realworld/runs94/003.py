"""Data-parallel training of a small MLP regressor on CPU with msrun (2 workers)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(1)

rng = np.random.default_rng(0)
X = rng.normal(size=(512, 16)).astype(np.float32)
w_true = rng.normal(size=(16, 1)).astype(np.float32)
Y = (X @ w_true + 0.05 * rng.normal(size=(512, 1))).astype(np.float32)

dataset = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True, num_shards=world, shard_id=rank)
dataset = dataset.batch(32, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 1))
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)

@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    grads = grad_reducer(grads)
    opt(grads)
    return loss

for epoch in range(3):
    losses = []
    for x, y in dataset.create_tuple_iterator():
        losses.append(float(train_step(x, y).asnumpy()))
    print(f"[rank {rank}] epoch {epoch+1}/3 steps {len(losses)} mean loss {np.mean(losses):.4f}", flush=True)
print(f"[rank {rank}] training finished", flush=True)
