"""2-worker data-parallel training of a small MLP; the dataset is sharded with num_shards/shard_id."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import LossMonitor, TimeMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(5)

rng = np.random.default_rng(0)          # same data on every worker, the sampler splits it
x = rng.normal(size=(1280, 20)).astype(np.float32)
y = (x[:, :5].sum(1) > 0).astype(np.int32)

train_ds = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True, num_shards=world, shard_id=rank)
train_ds = train_ds.batch(32, drop_remainder=True)
print(f"[rank {rank}/{world}] steps/epoch={train_ds.get_dataset_size()}", flush=True)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 2))
model = ms.Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.05, 0.9),
                 metrics={"acc": Accuracy()})
model.train(3, train_ds, callbacks=[TimeMonitor(), LossMonitor(10)], dataset_sink_mode=False)
eval_ds = ds.NumpySlicesDataset({"x": x[:256], "y": y[:256]}, shuffle=False).batch(64)
print(f"[rank {rank}] train-subset acc: {model.eval(eval_ds, dataset_sink_mode=False)['acc']:.4f}", flush=True)
