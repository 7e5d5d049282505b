# msrun 2 workers: torch habit "only rank 0 logs the averaged loss" -> all_reduce placed inside the rank-0 branch
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True, device_num=world)
rng = np.random.default_rng(0)
X = rng.normal(size=(800, 10)).astype(np.float32); Y = (X[:, 0] - X[:, 2] > 0).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True, num_shards=world, shard_id=rank).batch(40, drop_remainder=True)
net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 2))
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 1e-2))
all_reduce = ops.AllReduce()
for epoch in range(3):
    for step, b in enumerate(train_ds.create_dict_iterator()):
        loss = train(b["x"], b["y"])
        if rank == 0 and step % 5 == 0:
            avg = all_reduce(loss) / world
            print(f"epoch {epoch} step {step} avg loss {avg.asnumpy():.4f}", flush=True)
    print(f"rank {rank} finished epoch {epoch}", flush=True)
