# torch LambdaLR warm-up ported as a LearningRateSchedule subclass (torch schedulers take the optimizer first)
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

class WarmupLinear(nn.learning_rate_schedule.LearningRateSchedule):
    def __init__(self, base_lr, warmup_steps, total_steps):
        self.base_lr = base_lr
        self.warmup = warmup_steps
        self.total = total_steps
    def construct(self, global_step):
        step = global_step.astype(ms.float32)
        warm = step / self.warmup
        decay = (self.total - step) / (self.total - self.warmup)
        return self.base_lr * ops.minimum(warm, decay)

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
sched = WarmupLinear(5e-4, 10, 100)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=sched, weight_decay=0.01)
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
for s in range(3):
    print(s, train(ms.Tensor(np.random.randn(8, 16), ms.float32), ms.Tensor(np.random.randint(0, 2, 8), ms.int32)))
