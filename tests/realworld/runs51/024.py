# torch DDP regression script ported to MindSpore data parallel (msrun, 2 CPU workers).
# torch: torch.manual_seed(args.seed) before building the model; DDP keeps replicas in sync.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
from mindspore.nn import DistributedGradReducer

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True, device_num=world)
SEED = 42
ms.set_seed(SEED); np.random.seed(SEED + rank)   # same init on every rank (DDP broadcast), per-rank shuffling

rng = np.random.default_rng(0)                  # same synthetic dataset on every rank, then sharded
X = rng.normal(size=(1024, 16)).astype(np.float32)
Y = (X @ rng.normal(size=(16, 1)) + 0.05 * rng.normal(size=(1024, 1))).astype(np.float32)
X, Y = X[rank::world], Y[rank::world]

net = nn.SequentialCell(nn.Dense(16, 32), nn.Tanh(), nn.Dense(32, 1))
# DDP broadcasts rank 0's parameters at construction; here every rank draws the initial weights
# from the same numpy generator so all replicas start identical.
init_rng = np.random.default_rng(SEED)
for p in net.trainable_params():
    p.set_data(ms.Tensor(init_rng.normal(0, 0.3, p.shape).astype(np.float32)))
def checksum():
    return float(sum(p.asnumpy().astype(np.float64).sum() for p in net.trainable_params()))
print(f"[rank {rank}] initial param checksum {checksum():.6f}", flush=True)

opt = nn.SGD(net.trainable_params(), learning_rate=0.05)
loss_fn = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
reducer = DistributedGradReducer(opt.parameters, mean=True, degree=world)

for epoch in range(5):
    perm = np.random.permutation(len(X))
    losses = []
    for i in range(0, len(X), 32):
        idx = perm[i:i + 32]
        loss, grads = grad_fn(ms.Tensor(X[idx]), ms.Tensor(Y[idx]))
        opt(reducer(grads))
        losses.append(loss.asnumpy())
    print(f"[rank {rank}] epoch {epoch} loss {np.mean(losses):.5f} param checksum {checksum():.6f}", flush=True)

probe = ms.Tensor(np.linspace(-1, 1, 32, dtype=np.float32).reshape(2, 16))
print(f"[rank {rank}] predictions on probe batch: {net(probe).asnumpy().ravel().round(5).tolist()}", flush=True)
