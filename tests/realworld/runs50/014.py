# Launcher flags kept from the accelerate config; argparse reads them as strings
import argparse
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds

p = argparse.ArgumentParser()
p.add_argument("--gradients_mean", default="true")     # accelerate: --average_gradients true
p.add_argument("--epochs", type=int, default=2)
args = p.parse_args()

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=args.gradients_mean,
                             device_num=world)
X = np.random.default_rng(0).standard_normal((128, 8)).astype(np.float32)
data = ds.NumpySlicesDataset({"x": X, "y": X.sum(1, keepdims=True)}, num_shards=world, shard_id=rank).batch(16)
net = nn.Dense(8, 1)
ms.Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.05)).train(args.epochs, data, callbacks=[ms.LossMonitor(4)],
                                                                        dataset_sink_mode=False)
