"""Data-parallel regression training on 2 workers (msrun), functional train step with
DistributedGradReducer. Each rank takes an equal strided shard."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(1234)

# full dataset: 1000 rows, 8 features
rng = np.random.default_rng(42)
X = rng.normal(size=(1000, 8)).astype(np.float32)
w_true = rng.normal(size=(8, 1)).astype(np.float32)
Y = (X @ w_true + 0.1 * rng.normal(size=(1000, 1))).astype(np.float32)

# strided shard per rank, same number of full batches on every rank
BS = 50
Xs, Ys = X[rank::world], Y[rank::world]
n_batches = len(Xs) // BS
print(f"[rank {rank}/{world}] local rows={len(Xs)} batches/epoch={n_batches}", flush=True)

net = nn.SequentialCell(nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 1))
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
loss_fn = nn.MSELoss()
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)

def forward(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

def train_step(x, y):
    loss, grads = grad_fn(x, y)
    grads = grad_reducer(grads)
    opt(grads)
    return loss

for epoch in range(3):
    tot = 0.0
    for b in range(n_batches):
        xb = ms.Tensor(Xs[b * BS:(b + 1) * BS]); yb = ms.Tensor(Ys[b * BS:(b + 1) * BS])
        tot += float(train_step(xb, yb).asnumpy())
    print(f"[rank {rank}] epoch {epoch} mean loss {tot / n_batches:.4f}", flush=True)
print(f"[rank {rank}] training done", flush=True)
