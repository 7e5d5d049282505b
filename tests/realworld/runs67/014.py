# torchrun + DDP classifier ported to msrun + DATA_PARALLEL. Small per-rank batch (8) -> noisy loss.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(14)

rng = np.random.default_rng(14)
D, C, N = 24, 3, 1536
centers = rng.normal(size=(C, D))
y = rng.integers(0, C, N).astype(np.int32)
x = (centers[y] + 1.6 * rng.normal(size=(N, D))).astype(np.float32)

train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True, num_shards=world, shard_id=rank).batch(8, drop_remainder=True)
net = nn.SequentialCell(nn.Dense(D, 64), nn.ReLU(), nn.Dense(64, C))
opt = nn.SGD(net.trainable_params(), learning_rate=0.02, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)

print(f"[rank {rank}] world_size={world} steps_per_epoch={train.get_dataset_size()}", flush=True)
for epoch in range(4):
    losses = []
    for step, b in enumerate(train.create_dict_iterator(num_epochs=1)):
        loss, grads = grad_fn(b["x"], b["y"])
        opt(reducer(grads))
        losses.append(float(loss.asnumpy()))
        if step % 24 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step:2d} loss {losses[-1]:.4f}", flush=True)
    print(f"[rank {rank}] epoch {epoch} mean loss {np.mean(losses):.4f}", flush=True)
print(f"[rank {rank}] done", flush=True)
