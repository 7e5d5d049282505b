# Data-parallel MLP training launched with msrun; command line copied from the 2-node run script
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
print(f"worker starting: MS_WORKER_NUM={os.environ.get('MS_WORKER_NUM')} MS_NODE_ID={os.environ.get('MS_NODE_ID')}", flush=True)
init()
rank, world = get_rank(), get_group_size()
print(f"rank {rank} of {world} initialised", flush=True)
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True, device_num=world)
ms.set_seed(0)

rng = np.random.default_rng(rank)
x = rng.normal(size=(1024, 16)).astype(np.float32)
y = (x.sum(1) > 0).astype(np.int32)
train = ds.NumpySlicesDataset((x, y), column_names=["x", "y"], shuffle=True).batch(64)
net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Adam(net.trainable_params(), learning_rate=1e-3))
for epoch in range(2):
    for step, (xb, yb) in enumerate(train.create_tuple_iterator()):
        loss = train_net(xb, yb)
    print(f"rank {rank} epoch {epoch} loss {float(loss.asnumpy()):.4f}", flush=True)
