"""Data-parallel training (2 workers via msrun) of an MLP classifier; dataset sharded by the MindSpore sampler."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True, device_num=world)
ms.set_seed(0)

rng = np.random.default_rng(0)
centers = rng.normal(0, 2, (6, 24)).astype(np.float32)
lab = rng.integers(0, 6, 2040).astype(np.int32)
x = (centers[lab] + rng.normal(0, 1, (2040, 24))).astype(np.float32)
train = ds.NumpySlicesDataset({"x": x, "y": lab}, shuffle=True, num_shards=world, shard_id=rank).batch(32)
print(f"rank {rank}/{world}: {train.get_dataset_size()} steps per epoch", flush=True)

net = nn.SequentialCell(nn.Dense(24, 128), nn.ReLU(), nn.Dense(128, 6))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)


def forward(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(3):
    losses = []
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        grads = grad_reducer(grads)
        opt(grads)
        losses.append(float(loss.asnumpy()))
        if step % 10 == 0:
            print(f"rank {rank} epoch {epoch} step {step} loss {losses[-1]:.4f}", flush=True)
    print(f"rank {rank} epoch {epoch} done, mean loss {np.mean(losses):.4f}", flush=True)

ms.save_checkpoint(net, f"mlp_rank{rank}.ckpt")
print(f"rank {rank} finished", flush=True)
