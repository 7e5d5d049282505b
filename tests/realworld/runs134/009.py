"""msrun 2 CPU workers, data parallel with early stopping ported from a single-GPU script:
each rank watches the validation loss of ITS OWN shard and breaks out of the loop when it stops improving."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.nn.wrap.grad_reducer import DistributedGradReducer

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True, device_num=world)
ms.set_seed(9)

rng = np.random.default_rng(9)
X = rng.standard_normal((1200, 16)).astype(np.float32)
Y = (X @ rng.standard_normal(16) + 0.8 * rng.standard_normal(1200) > 0).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X[:1000], "y": Y[:1000]}, shuffle=True, num_shards=world, shard_id=rank).batch(50, drop_remainder=True)
val = ds.NumpySlicesDataset({"x": X[1000:], "y": Y[1000:]}, shuffle=False, num_shards=world, shard_id=rank).batch(100)

net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 3e-2)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
reducer = DistributedGradReducer(opt.parameters, mean=True, degree=world)

best, bad, PATIENCE = float("inf"), 0, 1
for epoch in range(30):
    for b in train.create_dict_iterator():
        loss, grads = grad_fn(b["x"], b["y"])
        opt(reducer(grads))
    vl = float(np.mean([loss_fn(net(b["x"]), b["y"]).asnumpy() for b in val.create_dict_iterator()]))
    print(f"[rank {rank}] epoch {epoch:2d} train_loss {float(loss.asnumpy()):.4f} val_loss {vl:.4f}", flush=True)
    if vl < best - 1e-3:
        best, bad = vl, 0
    else:
        bad += 1
        if bad >= PATIENCE:
            print(f"[rank {rank}] early stopping at epoch {epoch} (best val_loss {best:.4f})", flush=True)
            break
ms.save_checkpoint(net, f"/home/user/project/es_rank{rank}.ckpt")
print(f"[rank {rank}] finished", flush=True)
