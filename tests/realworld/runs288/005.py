# Data-parallel training of an MLP on 2 CPU workers (msrun), ported from a torch DDP script.
# Each worker reads its own shard of the record files (files assigned round-robin by rank),
# gradients are averaged with DistributedGradReducer.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(0)

# record files of a synthetic click-through dataset (file i holds SIZES[i] records)
SIZES = [640, 640, 640, 512, 384]
def load_file(i):
    rng = np.random.default_rng(i)
    x = rng.standard_normal((SIZES[i], 24)).astype(np.float32)
    y = (x[:, :3].sum(1) > 0).astype(np.int32)
    return x, y

my_files = list(range(len(SIZES)))[rank::world]
xs, ys = zip(*[load_file(i) for i in my_files])
X, Y = np.concatenate(xs), np.concatenate(ys)
train = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(64)
print(f"rank {rank}/{world}: files {my_files}, {len(X)} records, {train.get_dataset_size()} steps/epoch", flush=True)

net = nn.SequentialCell(nn.Dense(24, 64), nn.ReLU(), nn.Dense(64, 2))
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
grad_fn = ms.value_and_grad(lambda x, y: ops.cross_entropy(net(x), y), None, opt.parameters)

def train_step(x, y):
    loss, grads = grad_fn(x, y)
    grads = reducer(grads)
    opt(grads)
    return loss

for epoch in range(2):
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss = train_step(x, y)
        if step % 5 == 0:
            print(f"rank {rank} epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
    print(f"rank {rank} epoch {epoch} done", flush=True)

if rank == 0:
    ms.save_checkpoint(net, "ctr_mlp.ckpt")
print(f"rank {rank} finished", flush=True)
