# Data-parallel training ported from torch DDP: each rank reads its own shard file list (2 CPU workers via msrun)
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(1234)

# synthetic "shards": 5 files of varying length, assigned round-robin to ranks
rng = np.random.default_rng(0)
shard_sizes = [512, 384, 512, 256, 448]
w_true = rng.normal(size=(20, 4)).astype(np.float32)
shards = []
for n in shard_sizes:
    X = rng.normal(size=(n, 20)).astype(np.float32)
    shards.append((X, (X @ w_true).argmax(1).astype(np.int32)))
mine = [shards[i] for i in range(rank, len(shards), world)]
X = np.concatenate([s[0] for s in mine]); y = np.concatenate([s[1] for s in mine])
print(f"[rank {rank}] local samples: {len(X)}", flush=True)

dataset = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 4))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
grad_fn = ms.value_and_grad(lambda x, t: loss_fn(net(x), t), None, opt.parameters)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)

for epoch in range(3):
    net.set_train()
    total, n = 0.0, 0
    for step, (x, t) in enumerate(dataset.create_tuple_iterator()):
        loss, grads = grad_fn(x, t)
        grads = grad_reducer(grads)
        opt(grads)
        total += float(loss); n += 1
        if step % 5 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {float(loss):.4f}", flush=True)
    print(f"[rank {rank}] epoch {epoch} steps {n} train_loss {total / n:.4f}", flush=True)
print(f"[rank {rank}] done", flush=True)
