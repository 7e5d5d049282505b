"""Data-parallel MLP; run on 2 CPU workers via msrun."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor

CONFIG = dict(parallel_mode="data_parallel", gradients_mean=True, batch_size=32, hidden=64, epochs=6)

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=CONFIG["parallel_mode"], device_num=world,
                             gradients_mean=CONFIG["gradients_mean"])

rng = np.random.default_rng(0)
x = rng.normal(size=(1024, 32)).astype(np.float32)
y = (x[:, :8].argmax(1)).astype(np.int32)
data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True, num_shards=world, shard_id=rank)
data = data.batch(CONFIG["batch_size"], drop_remainder=True)

net = nn.SequentialCell(nn.Dense(32, CONFIG["hidden"]), nn.ReLU(), nn.Dense(CONFIG["hidden"], 8))
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), 0.05, 0.9)
model = Model(net, loss, opt)
print(f"rank {rank}: start training, {data.get_dataset_size()} steps/epoch", flush=True)
model.train(CONFIG["epochs"], data, callbacks=[LossMonitor(16)], dataset_sink_mode=False)
ev = ds.NumpySlicesDataset({"x": x[:256], "y": y[:256]}, shuffle=False).batch(64)
model_eval = Model(net, loss, metrics={"acc"})
print(f"rank {rank}: eval {model_eval.eval(ev, dataset_sink_mode=False)}", flush=True)
