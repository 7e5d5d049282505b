"""Port of a torch DDP script: each rank takes its own slice of the data (x[rank::world]),
custom train loop with value_and_grad + DistributedGradReducer."""
import time
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
from mindspore.nn import DistributedGradReducer

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

rng = np.random.default_rng(2024)
N = 161                       # samples after de-duplication of the csv export
X = rng.normal(size=(N, 12)).astype(np.float32)
Y = (X[:, :3].sum(axis=1) > 0).astype(np.int32)

# manual sharding, like DistributedSampler(drop_last=False) without padding
x_local, y_local = X[rank::world], Y[rank::world]
BATCH = 8
batches = [(x_local[i:i + BATCH], y_local[i:i + BATCH]) for i in range(0, len(x_local), BATCH)]
print(f"[rank {rank}] local samples={len(x_local)} batches/epoch={len(batches)}", flush=True)

net = nn.SequentialCell(nn.Dense(12, 32), nn.ReLU(), nn.Dense(32, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
grad_reducer = DistributedGradReducer(opt.parameters, mean=True, degree=world)

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

def train_step(x, y):
    loss, grads = grad_fn(x, y)
    grads = grad_reducer(grads)
    opt(grads)
    return loss

for epoch in range(3):
    t0 = time.time()
    tot = 0.0
    for step, (xb, yb) in enumerate(batches):
        loss = train_step(ms.Tensor(xb), ms.Tensor(yb))
        tot += float(loss.asnumpy())
        if step % 4 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step}/{len(batches)} loss {float(loss.asnumpy()):.4f}", flush=True)
    print(f"[rank {rank}] epoch {epoch} done avg_loss={tot/len(batches):.4f} time={time.time()-t0:.2f}s", flush=True)
print(f"[rank {rank}] finished", flush=True)
