# torchrun/DDP script ported to msrun: data-parallel loop, checkpoint every epoch into ckpt/<run>/rank_<r>/
# (each rank creates its own folder before training)
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

save_root = "ckpt/clf_run"
os.makedirs(f"{save_root}/rank_{rank}", exist_ok=True)   # every rank creates its own folder

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 16)).astype(np.float32)
y = (X[:, :4].sum(1) > 0).astype(np.int32)
data = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True, num_shards=world, shard_id=rank).batch(32, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.1, momentum=0.9)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)

for epoch in range(3):
    losses = []
    for step, (xb, yb) in enumerate(data.create_tuple_iterator()):
        loss, grads = grad_fn(xb, yb)
        opt(reducer(grads))
        losses.append(float(loss.asnumpy()))
        if step % 8 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {losses[-1]:.4f}", flush=True)
    print(f"[rank {rank}] epoch {epoch} mean loss {np.mean(losses):.4f}", flush=True)
    ms.save_checkpoint(net, f"{save_root}/rank_{rank}/epoch_{epoch}.ckpt")
print(f"[rank {rank}] done", flush=True)
