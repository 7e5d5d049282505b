# Data-parallel training ported from a DDP recipe, launched with msrun (2 CPU workers); device_num and
# the per-rank batch are derived from the launched group size.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor

CONFIG = {"device_num": None, "global_batch_size": 128, "lr": 0.05, "epochs": 2}

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
init()
rank = get_rank()
CONFIG["device_num"] = get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True,
                             device_num=CONFIG["device_num"])
print(f"[rank {rank}] group size {get_group_size()}, configured device_num {CONFIG['device_num']}", flush=True)

per_rank_batch = CONFIG["global_batch_size"] // CONFIG["device_num"]
rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 32)).astype(np.float32)
Y = (X[:, :4].sum(1) > 0).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True, num_shards=CONFIG["device_num"],
                                 shard_id=rank).batch(per_rank_batch, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(32, 64), nn.BatchNorm1d(64), nn.ReLU(), nn.Dropout(p=0.1), nn.Dense(64, 2))
opt = nn.Momentum(net.trainable_params(), learning_rate=CONFIG["lr"], momentum=0.9)
model = Model(net, nn.CrossEntropyLoss(), opt)
model.train(CONFIG["epochs"], train_ds, callbacks=[LossMonitor(8)], dataset_sink_mode=False)
print(f"[rank {rank}] done", flush=True)
