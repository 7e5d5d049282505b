# Data-parallel MLP training, ported from a torch DDP script (2 CPU workers via msrun)
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
ms.set_seed(1234)

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 20)).astype(np.float32)
w_true = rng.normal(size=(20, 4)).astype(np.float32)
y = (X @ w_true).argmax(1).astype(np.int32)

dataset = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True, num_shards=world, shard_id=rank)
dataset = dataset.batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 4))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)

for epoch in range(5):
    net.set_train()
    total, n = 0.0, 0
    for x, t in dataset.create_tuple_iterator():
        loss, grads = grad_fn(x, t)
        grads = grad_reducer(grads)
        opt(grads)
        total += float(loss); n += 1
    net.set_train(False)
    pred = net(ms.Tensor(X)).argmax(1).asnumpy()
    acc = (pred == y).mean()
    print(f"[rank {rank}] epoch {epoch} steps {n} train_loss {total / n:.4f} acc {acc:.4f}", flush=True)
print(f"[rank {rank}] done", flush=True)
