"""Data-parallel ResNet-ish training launched with msrun."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
init()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
rank, world = get_rank(), get_group_size()
ms.set_seed(0)

x = np.random.randn(256, 3, 8, 8).astype(np.float32)
y = np.argmax(x.reshape(256, 3, 64).mean(2), 1).astype(np.int32)
data = ds.NumpySlicesDataset({"image": x, "label": y}, shuffle=True,
                             num_shards=world, shard_id=rank).batch(16)

net = nn.SequentialCell(nn.Conv2d(3, 16, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(16, 10))
model = ms.Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.05, 0.9), metrics={"acc"})
model.train(4, data, callbacks=[ms.LossMonitor(1)], dataset_sink_mode=False)
print(f"rank {rank} finished", flush=True)
