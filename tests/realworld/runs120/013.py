# Data-parallel training on 2 CPU workers launched by msrun
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, size = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 20)).astype(np.float32)
y = (X[:, :5].sum(1) > 0).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True, num_shards=size, shard_id=rank).batch(32, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 2))
model = ms.Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                 nn.Momentum(net.trainable_params(), 0.05, 0.9), metrics={"accuracy"})
model.train(3, train, callbacks=[ms.LossMonitor(8)])
print(f"rank {rank}/{size} train acc: {model.eval(train)}")
