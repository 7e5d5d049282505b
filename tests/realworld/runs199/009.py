"""2-worker data-parallel training where every rank reads its own pre-split shard files (like a torch DDP script)."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor, Callback

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

# 5 shard files of 128 rows each, handed out round-robin: rank 0 -> 0,2,4 ; rank 1 -> 1,3
rng = np.random.default_rng(0)
shards = []
for i in range(5):
    x = rng.normal(size=(128, 10)).astype(np.float32)
    y = (x.sum(1) > 0).astype(np.int32)
    shards.append((x, y))
mine = [shards[i] for i in range(rank, len(shards), world)]
x = np.concatenate([s[0] for s in mine]); y = np.concatenate([s[1] for s in mine])
data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(32, drop_remainder=True)
print(f"[rank {rank}] local samples {len(x)}, steps/epoch {data.get_dataset_size()}", flush=True)


class StepPrinter(Callback):
    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        if cb.cur_step_num % 2 == 0:
            print(f"[rank {rank}] global_step {cb.cur_step_num} loss {float(cb.net_outputs.asnumpy()):.4f}", flush=True)


net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 2))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 1e-3))
model.train(2, data, callbacks=[StepPrinter()], dataset_sink_mode=False)
print(f"[rank {rank}] done", flush=True)
