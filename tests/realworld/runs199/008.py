"""Distributed (2 CPU workers) fine-tuning of a 10-class image classifier on a new 3-class task, starting from the
ImageNet-style pretrained checkpoint written by rank 0 of the pre-training job."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
HERE = os.path.dirname(os.path.abspath(__file__))
NUM_CLASSES = 3


class Net(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Conv2d(1, 8, 3), nn.ReLU(), nn.MaxPool2d(2, 2),
                                          nn.Conv2d(8, 16, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.classifier = nn.Dense(16, num_classes)

    def construct(self, x):
        return self.classifier(self.backbone(x))


ckpt_dir = os.path.join(HERE, "ckpt_008", f"rank_{rank}")
os.makedirs(ckpt_dir, exist_ok=True)
pretrained = os.path.join(ckpt_dir, "pretrain-10cls.ckpt")
ms.save_checkpoint(Net(10), pretrained)        # stands in for the pre-training job's per-rank output

net = Net(NUM_CLASSES)
param_dict = ms.load_checkpoint(pretrained)
not_loaded, _ = ms.load_param_into_net(net, param_dict)
print(f"[rank {rank}] params not loaded: {not_loaded}", flush=True)

rng = np.random.default_rng(rank)
x = rng.normal(size=(256, 1, 16, 16)).astype(np.float32)
y = rng.integers(0, NUM_CLASSES, size=256).astype(np.int32)
data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(32)
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Momentum(net.trainable_params(), 0.01, 0.9))
model.train(2, data, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
