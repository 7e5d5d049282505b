# Data-parallel training with msrun (2 CPU workers); rank 0 logs the loss averaged over all ranks
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(size=(640, 12)).astype(np.float32)
Y = (X[:, :4].sum(1) > 0).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True, num_shards=world, shard_id=rank).batch(32, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(12, 48), nn.ReLU(), nn.Dense(48, 2))
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 2e-3))
train_net.set_train()
allreduce = ops.AllReduce()
for epoch in range(3):
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss = train_net(x, y)
        if rank == 0 and step % 5 == 0:
            mean_loss = allreduce(loss) / world
            print(f"epoch {epoch} step {step} mean loss {mean_loss.asnumpy():.4f}", flush=True)
    print(f"[rank {rank}] epoch {epoch} done", flush=True)
print(f"[rank {rank}] finished", flush=True)
