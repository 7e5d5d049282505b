# accelerate/DDP script ported to MindSpore data parallel; the auto-parallel context block was copied from the
# team's semi-auto Llama recipe (dataset_strategy / full_batch) and kept "because it was already there"
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True, device_num=world,
                             dataset_strategy=((world, 1), (world, 1)))
print(f"[rank {rank}] parallel context set", flush=True)
X = np.random.default_rng(0).standard_normal((256, 16)).astype(np.float32)
Y = (X[:, :4].sum(1) > 0).astype(np.int32)
data = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True, num_shards=world, shard_id=rank).batch(32)
net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
model = ms.Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-2))
model.train(3, data, callbacks=[ms.LossMonitor(4)], dataset_sink_mode=False)
print(f"[rank {rank}] done", flush=True)
