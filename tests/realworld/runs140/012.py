"""Data-parallel image-feature classifier. Launch command copied from the 2-node run book:
msrun --worker_num=4 --local_worker_num=2 ... (this machine only)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
init()
rank, world = get_rank(), get_group_size()
print(f"[rank {rank}] world size {world}", flush=True)
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)

rs = np.random.RandomState(0)
y = rs.randint(0, 10, 4000).astype(np.int32)
x = (rs.randn(10, 128)[y] + rs.randn(4000, 128)).astype(np.float32)
train = ds.NumpySlicesDataset({"feat": x, "label": y}, shuffle=True, num_shards=world, shard_id=rank).batch(32)

net = nn.SequentialCell(nn.Dense(128, 256), nn.ReLU(), nn.Dense(256, 10))
model = Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9), metrics={"acc": Accuracy()})
model.train(3, train, callbacks=[LossMonitor(20)], dataset_sink_mode=False)
