"""House-price regression, data parallel on 2 workers (msrun). Ported from a Horovod script:
gradients are summed across workers and the learning rate is scaled by the number of workers."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, Callback

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=False)
ms.set_seed(3)

BASE_LR = 0.01
rng = np.random.default_rng(42)
n = 4096
area = rng.uniform(40, 250, n)          # m^2
rooms = rng.integers(1, 7, n)
age = rng.uniform(0, 60, n)
dist = rng.uniform(0.5, 30, n)          # km to centre
X = np.stack([area, rooms, age, dist], 1).astype(np.float32)
price = (3.1 * area + 12 * rooms - 0.8 * age - 4.2 * dist + rng.normal(0, 10, n)).astype(np.float32)[:, None]

train = ds.NumpySlicesDataset({"x": X, "y": price}, shuffle=True, num_shards=world, shard_id=rank).batch(64, drop_remainder=True)

class PrintMetrics(Callback):
    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        if cb.cur_step_num % 8 == 0:
            print({"rank": rank, "epoch": cb.cur_epoch_num, "step": cb.cur_step_num,
                   "loss": round(float(cb.net_outputs.asnumpy()), 4), "lr": BASE_LR * world}, flush=True)

net = nn.SequentialCell(nn.Dense(4, 32), nn.ReLU(), nn.Dense(32, 1))
opt = nn.SGD(net.trainable_params(), learning_rate=BASE_LR * world, momentum=0.9)
model = Model(net, nn.MSELoss(), opt)
model.train(3, train, callbacks=[PrintMetrics()], dataset_sink_mode=False)
print(f"rank {rank}: finished training", flush=True)
