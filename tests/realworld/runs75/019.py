# DDP port: the data module is built before the process group, as the torch script did with DistributedSampler.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size

def build_dataset(batch_size=32):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(512, 16)).astype(np.float32)
    y = (x[:, :4].sum(1) > 0).astype(np.int32)
    data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True,
                                 num_shards=get_group_size(), shard_id=get_rank())
    return data.batch(batch_size, drop_remainder=True)

def main():
    train_ds = build_dataset()
    init()
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
    net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
    model = ms.train.Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.05, 0.9))
    model.train(2, train_ds, callbacks=[ms.train.LossMonitor(4)], dataset_sink_mode=False)

if __name__ == "__main__":
    main()
