# HF habit: metrics are gathered and logged only on the main process (if trainer.is_world_process_zero())
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, Callback, LossMonitor
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
init()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
rank, world = get_rank(), get_group_size()
allreduce = ops.AllReduce()

class MainProcessLogger(Callback):
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        if rank == 0:   # is_world_process_zero()
            loss = cb.net_outputs
            mean_loss = allreduce(loss) / world
            print(f"epoch {cb.cur_epoch_num} mean loss over ranks {mean_loss}", flush=True)

np.random.seed(0)
X = np.random.randn(512, 16).astype(np.float32)
Y = (X[:, 0] > 0).astype(np.int32)
data = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True, num_shards=world, shard_id=rank).batch(32)
net = nn.SequentialCell([nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2)])
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3))
model.train(3, data, callbacks=[LossMonitor(4), MainProcessLogger()], dataset_sink_mode=False)
print(f"rank {rank} done", flush=True)
