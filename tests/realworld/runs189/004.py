"""Data-parallel training from per-rank MindRecord shards (written by convert_to_mindrecord.py), launched with msrun."""
import os
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor, TimeMonitor

DATA_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data_004")

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)

def build_model():
    net = nn.SequentialCell(nn.Dense(24, 48), nn.GELU(), nn.Dense(48, 5))
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3, weight_decay=0.01)
    return Model(net, loss, opt, metrics={"acc"})

def build_dataset(batch_size=32):
    # each rank reads its own pre-split shard
    path = os.path.join(DATA_DIR, f"train_part{rank}.mindrecord")
    data = ds.MindDataset(path, columns_list=["feat", "label"], shuffle=True)
    return data.batch(batch_size, drop_remainder=True)

model = build_model()
train_ds = build_dataset()
print(f"rank {rank}/{world}: {train_ds.get_dataset_size()} steps per epoch", flush=True)
model.train(4, train_ds, callbacks=[LossMonitor(5), TimeMonitor()], dataset_sink_mode=False)
print(f"rank {rank}: done", flush=True)
