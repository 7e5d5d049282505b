"""BERT-style fine-tuning schedule (linear warmup + polynomial decay) on a small regression head,
ported from a HF Trainer script: num_training_steps = len(train_dataloader) // batch_size * epochs."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(2)

cfg = dict(batch_size=32, epochs=3, learning_rate=5e-4, end_learning_rate=1e-6,
           warmup_ratio=0.1, power=1.0)

rng = np.random.default_rng(2)
X = rng.normal(size=(960, 16)).astype(np.float32)
Y = (np.sin(X[:, :1]) + 0.5 * X[:, 1:2]).astype(np.float32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(cfg["batch_size"], drop_remainder=True)

class WarmUpPolyDecayLR(nn.learning_rate_schedule.LearningRateSchedule):
    def __init__(self, lr, end_lr, warmup_steps, decay_steps, power):
        super().__init__()
        self.warmup = nn.WarmUpLR(lr, warmup_steps) if warmup_steps > 0 else None
        self.decay = nn.PolynomialDecayLR(lr, end_lr, decay_steps, power)
        self.warmup_steps = ms.Tensor(np.array([warmup_steps]).astype(np.float32))
    def construct(self, global_step):
        decay_lr = self.decay(global_step)
        if self.warmup is None:
            return decay_lr
        is_warmup = ops.cast(self.warmup_steps > ops.cast(global_step, ms.float32), ms.float32)
        return (1 - is_warmup) * decay_lr + is_warmup * self.warmup(global_step)

steps_per_epoch = train_ds.get_dataset_size()          # "len(train_dataloader)"
num_training_steps = steps_per_epoch // cfg["batch_size"] * cfg["epochs"]
num_warmup_steps = int(cfg["warmup_ratio"] * num_training_steps)
print(f"steps_per_epoch={steps_per_epoch} num_training_steps={num_training_steps} warmup={num_warmup_steps}")

net = nn.SequentialCell(nn.Dense(16, 64), nn.GELU(), nn.Dense(64, 1))
lr_schedule = WarmUpPolyDecayLR(cfg["learning_rate"], cfg["end_learning_rate"],
                                num_warmup_steps, num_training_steps, cfg["power"])
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr_schedule, weight_decay=0.01)
model = Model(net, loss_fn=nn.MSELoss(), optimizer=opt)
model.train(cfg["epochs"], train_ds, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
