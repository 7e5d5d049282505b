# Data-parallel (msrun, 2 workers) port of a torch DDP training script; DistributedSampler -> num_shards/shard_id
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

# corpus pre-tokenised into 5 shard files of 256 samples (like shard-0000x.npy in the torch repo)
FEAT, NCLS, PER_SHARD = 32, 8, 256
rng = np.random.default_rng(0)
W_true = rng.normal(0, 1, (FEAT, NCLS))
shards = []
for s in range(5):
    x = rng.normal(0, 1, (PER_SHARD, FEAT)).astype(np.float32)
    shards.append((x, (x @ W_true).argmax(1).astype(np.int32)))

x = np.concatenate([s[0] for s in shards])
y = np.concatenate([s[1] for s in shards])
train_ds = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True, num_shards=world, shard_id=rank)
train_ds = train_ds.batch(64, drop_remainder=True)
print(f"rank {rank}/{world}: {train_ds.get_dataset_size()} batches per epoch", flush=True)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(FEAT, 128), nn.ReLU(), nn.Dense(128, 128), nn.ReLU(), nn.Dense(128, NCLS))

    def construct(self, x):
        return self.body(x)


net = Net()
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.1, momentum=0.9)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

for epoch in range(3):
    net.set_train()
    for step, (bx, by) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(bx, by)
        grads = grad_reducer(grads)
        opt(grads)
        if step % 3 == 0:
            print(f"rank {rank} epoch {epoch} step {step} loss {float(loss):.4f}", flush=True)
    print(f"rank {rank} epoch {epoch} done", flush=True)

if rank == 0:
    ms.save_checkpoint(net, "ddp_final.ckpt")
print(f"rank {rank} finished", flush=True)
