# torchrun DDP script ported to msrun: rank/world read from the launcher environment as before.
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
init()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)

rank_id = os.environ.get("RANK_ID", "0")          # torch: os.environ["RANK"]
rank_size = int(os.environ.get("RANK_SIZE", "1"))
print(f"rank_id={rank_id!r} rank_size={rank_size} get_rank()={get_rank()} group={get_group_size()}", flush=True)

rng = np.random.default_rng(0)
x = rng.normal(size=(512, 16)).astype(np.float32)
y = (x[:, :4].sum(1) > 0).astype(np.int32)
data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True, num_shards=rank_size, shard_id=rank_id)
data = data.batch(32, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
opt = nn.Momentum(net.trainable_params(), 0.05, 0.9)
model = ms.train.Model(net, nn.CrossEntropyLoss(), opt)
model.train(2, data, callbacks=[ms.train.LossMonitor(4)], dataset_sink_mode=False)
