"""Data-parallel binary classifier over pre-split CSV shards: each rank reads data_012/train_part{rank}.csv."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)

cols = [f"f{i}" for i in range(8)] + ["label"]
defaults = [0.0] * 8 + [0]
train = ds.CSVDataset(f"data_012/train_part{rank}.csv", column_defaults=defaults,
                      shuffle=True)
def pack(*c):
    return np.array(c[:8], np.float32), np.array(c[8], np.int32)
train = train.map(pack, input_columns=cols, output_columns=["x", "y"]).batch(32, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(8, 16), nn.ReLU(), nn.Dense(16, 2))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 1e-2))
print(f"rank {rank}: starting training", flush=True)
model.train(2, train, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
print(f"rank {rank}: done", flush=True)
