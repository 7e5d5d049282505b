# torchrun/DDP script ported to msrun: the torch code seeded torch.manual_seed(args.seed + rank) so that
# dropout/augmentation differ per rank (DDP then broadcast rank 0's initial weights in its constructor).
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds

SEED = 42
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(SEED + rank)
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)

rng = np.random.default_rng(SEED)
D, C, N = 16, 3, 1024
centers = rng.normal(size=(C, D))
y = rng.integers(0, C, N).astype(np.int32)
x = (centers[y] + 1.5 * rng.normal(size=(N, D))).astype(np.float32)
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True, num_shards=world, shard_id=rank).batch(16, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(D, 32), nn.ReLU(), nn.Dense(32, C))
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)

def checksum():
    return sum(float(p.asnumpy().sum()) for p in net.trainable_params())

print(f"[rank {rank}] init weight checksum {checksum():.6f}", flush=True)
for epoch in range(3):
    losses = []
    for b in train.create_dict_iterator(num_epochs=1):
        loss, grads = grad_fn(b["x"], b["y"])
        opt(reducer(grads))
        losses.append(float(loss.asnumpy()))
    print(f"[rank {rank}] epoch {epoch} loss {np.mean(losses):.4f}", flush=True)
acc = (net(ms.Tensor(x)).argmax(1).asnumpy() == y).mean()
print(f"[rank {rank}] final weight checksum {checksum():.6f} full-data acc {acc:.4f}", flush=True)
if rank == 0:
    ms.save_checkpoint(net, "ddp_final.ckpt")
    print("[rank 0] saved ddp_final.ckpt", flush=True)
