"""Data-parallel training of a small CNN on synthetic 3x32x32 images, launched with msrun.
Rank/world size are read from the launcher environment (as in the torchrun version of this script)."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
RANK = os.environ.get("RANK_ID", 0)
WORLD = os.environ.get("MS_WORKER_NUM", 1)
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
print(f"rank {RANK} / world {WORLD}", flush=True)

rng = np.random.default_rng(0)
imgs = rng.normal(size=(512, 3, 32, 32)).astype(np.float32)
lbls = (imgs[:, 0].mean((1, 2)) > imgs[:, 2].mean((1, 2))).astype(np.int32)
train = ds.NumpySlicesDataset({"image": imgs, "label": lbls}, shuffle=True,
                              num_shards=WORLD, shard_id=RANK).batch(32, drop_remainder=True)

net = nn.SequentialCell(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.MaxPool2d(2, 2),
                        nn.Conv2d(8, 16, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(16, 2))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Momentum(net.trainable_params(), 0.01, 0.9))
model.train(2, train, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
