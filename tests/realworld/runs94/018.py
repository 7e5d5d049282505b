"""Data-parallel regression; each rank takes its slice of the sample list (np.array_split), no sampler."""
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
X = rng.normal(size=(161, 8)).astype(np.float32)          # 161 cleaned samples
Y = (X @ rng.normal(size=(8, 1)) + 0.1).astype(np.float32)

x_local = np.array_split(X, world)[rank]
y_local = np.array_split(Y, world)[rank]
dataset = ds.NumpySlicesDataset({"x": x_local, "y": y_local}, shuffle=True).batch(16)
print(f"[rank {rank}] {len(x_local)} samples, {dataset.get_dataset_size()} batches per epoch", flush=True)

net = nn.SequentialCell(nn.Dense(8, 32), nn.Tanh(), nn.Dense(32, 1))
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05)


def forward_fn(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(reducer(grads))
    return loss


for epoch in range(5):
    for step, (x, y) in enumerate(dataset.create_tuple_iterator()):
        loss = train_step(x, y)
    print(f"[rank {rank}] epoch {epoch + 1}/5 last-step loss {loss.asnumpy():.4f}", flush=True)
ms.save_checkpoint(net, f"/home/user/project/ckpt_018_rank{rank}.ckpt")
print(f"[rank {rank}] saved checkpoint, exiting", flush=True)
