# Data-parallel training on 2 workers; validation loss averaged across ranks for logging
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)
np.random.seed(0)

x = np.random.randn(512, 16).astype(np.float32)
y = (x.sum(1, keepdims=True) > 0).astype(np.float32)
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True, num_shards=world, shard_id=rank).batch(32)

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 1))
loss_fn = nn.BCEWithLogitsLoss()
opt = nn.Adam(net.trainable_params(), 1e-2)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
allreduce = ops.AllReduce()

for epoch in range(3):
    train_net.set_train()
    for step, (xb, yb) in enumerate(train.create_tuple_iterator()):
        loss = train_net(xb, yb)
    print(f"[rank {rank}] epoch {epoch} last train loss {loss.asnumpy():.4f}", flush=True)
    if rank == 0:   # only the main process logs, so only it computes the global mean
        val_loss = allreduce(loss) / world
        print(f"epoch {epoch} mean loss over ranks: {val_loss.asnumpy():.4f}", flush=True)
print(f"[rank {rank}] training finished", flush=True)
