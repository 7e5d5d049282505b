"""Data-parallel MLP classifier on 2 CPU workers (msrun), torch DDP script ported to MindSpore."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(42)
np.random.seed(42)

X = np.random.randn(1024, 20).astype(np.float32)
Y = (X[:, :5].sum(axis=1) > 0).astype(np.int32)
dataset = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True, num_shards=world, shard_id=rank)
dataset = dataset.batch(32, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
print(f"[rank {rank}/{world}] steps per epoch: {dataset.get_dataset_size()}", flush=True)
for epoch in range(3):
    total = 0.0
    n = 0
    for batch in dataset.create_dict_iterator():
        loss, grads = grad_fn(batch["x"], batch["y"])
        grads = grad_reducer(grads)
        opt(grads)
        total += float(loss)
        n += 1
    print(f"[rank {rank}] epoch {epoch} mean loss {total / n:.4f}", flush=True)
if rank == 0:
    ms.save_checkpoint(net, "/home/user/project/ddp_mlp.ckpt")
    print("saved /home/user/project/ddp_mlp.ckpt", flush=True)
