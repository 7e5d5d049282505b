"""Fine-tune the per-rank checkpoints of the 4-class MLP on the new 6-class data, data parallel via msrun."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor

HERE = os.path.dirname(os.path.abspath(__file__))
NUM_CLASSES = 6

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, NUM_CLASSES))
ckpt = os.path.join(HERE, "ckpt_007", f"rank_{rank}", "mlp-5_16.ckpt")
print(f"rank {rank}: resuming from {ckpt}", flush=True)
param_dict = ms.load_checkpoint(ckpt)
not_loaded, _ = ms.load_param_into_net(net, param_dict)
print(f"rank {rank}: params not loaded: {not_loaded}", flush=True)

rng = np.random.default_rng(7)
x = rng.normal(size=(1024, 20)).astype(np.float32)
y = np.argmax(x @ rng.normal(size=(20, NUM_CLASSES)), 1).astype(np.int32)
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True, num_shards=world, shard_id=rank).batch(32, drop_remainder=True)
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Momentum(net.trainable_params(), 0.01, 0.9))
model.train(3, train, callbacks=[LossMonitor(8)], dataset_sink_mode=False)
