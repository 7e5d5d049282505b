# torchrun/DDP port under msrun; rank 0 keeps a json history like the torch script (history.append({"loss": loss.item()}))
import json
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 16)).astype(np.float32)
y = (X[:, :4] @ np.array([1.0, -1.0, 0.5, 2.0], np.float32))[:, None].astype(np.float32)
data = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True, num_shards=world, shard_id=rank).batch(32, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 1))
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)

history = []
for epoch in range(3):
    losses = []
    for step, (xb, yb) in enumerate(data.create_tuple_iterator()):
        loss, grads = grad_fn(xb, yb)
        opt(reducer(grads))
        losses.append(loss.asnumpy())          # torch: loss.item()
        if step % 8 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {losses[-1]:.4f}", flush=True)
    if rank == 0:
        history.append({"epoch": epoch, "train_loss": np.mean(losses)})
        with open("history_019.json", "w") as f:
            json.dump(history, f, indent=2)
        print(f"[rank 0] epoch {epoch} mean loss {history[-1]['train_loss']:.4f} (saved history)", flush=True)
print(f"[rank {rank}] done", flush=True)
