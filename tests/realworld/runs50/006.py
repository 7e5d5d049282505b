# train.py ported from torchrun: module-level RANK/WORLD_SIZE helpers used to build per-rank paths and seeds
import os
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds

RANK = get_rank()              # was: RANK = int(os.environ["RANK"])
WORLD_SIZE = get_group_size()  # was: WORLD_SIZE = int(os.environ["WORLD_SIZE"])
OUT_DIR = f"out_006/rank_{RANK}"


def main():
    ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
    init()   # was: dist.init_process_group("nccl")
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
    ms.set_seed(1234 + RANK)
    os.makedirs(OUT_DIR, exist_ok=True)
    X = np.random.randn(128, 8).astype(np.float32)
    data = ds.NumpySlicesDataset({"x": X, "y": X.sum(1, keepdims=True)}, num_shards=WORLD_SIZE, shard_id=RANK).batch(16)
    net = nn.Dense(8, 1)
    model = ms.Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.05))
    model.train(2, data, callbacks=[ms.LossMonitor(4)], dataset_sink_mode=False)


if __name__ == "__main__":
    main()
