"""Semi-auto parallel FFN block (tensor-parallel MatMul), dry run on CPU before moving to the Ascend cluster."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter
from mindspore.common.initializer import initializer, Normal
import mindspore.dataset as ds
from mindspore.communication import init, get_rank

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.SEMI_AUTO_PARALLEL,
                             device_num=2, full_batch=True)
ms.set_seed(0)

HIDDEN, FFN = 64, 256
MP = 2  # model parallel degree


class ParallelFFN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w1 = Parameter(initializer(Normal(0.02), (HIDDEN, FFN)), name="w1")
        self.w2 = Parameter(initializer(Normal(0.02), (FFN, HIDDEN)), name="w2")
        self.mm1 = ops.MatMul().shard(((1, 1), (1, MP)))
        self.act = ops.GeLU().shard(((1, MP),))
        self.mm2 = ops.MatMul().shard(((1, MP), (MP, 1)))

    def construct(self, x):
        return self.mm2(self.act(self.mm1(x, self.w1)), self.w2)


class Head(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ffn = ParallelFFN()
        self.out = nn.Dense(HIDDEN, 1)

    def construct(self, x):
        return self.out(self.ffn(x))


def make_data(n=256):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(n, HIDDEN)).astype(np.float32)
    y = np.tanh(x[:, :4].sum(1, keepdims=True)).astype(np.float32)
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(16, drop_remainder=True)


net = Head()
loss = nn.MSELoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, loss, opt)
print(f"rank {get_rank()}: start training", flush=True)
model.train(2, make_data(), callbacks=[ms.LossMonitor(4)], dataset_sink_mode=False)
