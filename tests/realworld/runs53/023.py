# HF TrainingArguments(warmup_ratio=0.0) -> num_warmup_steps = int(0.0 * total) fed into a MindSpore warm-up schedule
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.nn.learning_rate_schedule import LearningRateSchedule, WarmUpLR, CosineDecayLR
from mindspore import ops

ms.set_context(mode=ms.GRAPH_MODE)

class WarmupCosineLR(LearningRateSchedule):
    def __init__(self, lr, warmup_steps, total_steps):
        super().__init__()
        self.warmup_steps = warmup_steps
        self.warmup = WarmUpLR(lr, warmup_steps)
        self.decay = CosineDecayLR(0.0, lr, total_steps - warmup_steps)
    def construct(self, global_step):
        if global_step < self.warmup_steps:
            return self.warmup(global_step)
        return self.decay(global_step - self.warmup_steps)

num_train_epochs, steps_per_epoch, warmup_ratio = 3, 50, 0.0
total = num_train_epochs * steps_per_epoch
num_warmup_steps = int(warmup_ratio * total)
net = nn.SequentialCell([nn.Dense(8, 16), nn.ReLU(), nn.Dense(16, 1)])
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=WarmupCosineLR(1e-3, num_warmup_steps, total))
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
x = ms.Tensor(np.random.randn(32, 8).astype(np.float32)); y = ms.Tensor(np.random.randn(32, 1).astype(np.float32))
for s in range(total):
    loss = train(x, y)
    if s % 25 == 0:
        print(s, loss)
