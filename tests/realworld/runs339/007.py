"""Migrated HF Trainer setup: linear warmup/decay schedule from mindformers.core.lr, AdamW, small regression-head model."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.dataset import GeneratorDataset
from mindformers.core.lr import LinearWithWarmUpLR

ms.set_device("CPU")
ms.set_seed(7)

# hyper-parameters copied from the HF TrainingArguments
training_args = dict(learning_rate=3e-3, num_train_epochs=3, warmup_ratio=0.1, per_device_train_batch_size=16,
                     weight_decay=0.01, logging_steps=5)

IN_DIM = 24
rng = np.random.default_rng(7)
w_true = rng.normal(size=(IN_DIM, 1)).astype(np.float32)


def gen():
    r = np.random.default_rng(0)
    for _ in range(800):
        x = r.normal(size=IN_DIM).astype(np.float32)
        y = np.tanh(x @ w_true) + 0.05 * r.normal(size=1).astype(np.float32)
        yield x, y.astype(np.float32)


class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell([nn.Dense(IN_DIM, 64), nn.GELU(), nn.Dense(64, 64), nn.GELU()])
        self.head = nn.Dense(64, 1)

    def construct(self, x):
        return self.head(self.body(x))


ds = GeneratorDataset(gen, ["x", "y"], shuffle=True).batch(training_args["per_device_train_batch_size"])
steps_per_epoch = ds.get_dataset_size()
lr_schedule = LinearWithWarmUpLR(learning_rate=training_args["learning_rate"],
                                 total_steps=training_args["num_train_epochs"],
                                 warmup_ratio=training_args["warmup_ratio"])
net = Regressor()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr_schedule,
                         weight_decay=training_args["weight_decay"])
loss_fn = nn.MSELoss()


def fwd(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
print(f"steps per epoch {steps_per_epoch}, epochs {training_args['num_train_epochs']}")
global_step = 0
for epoch in range(training_args["num_train_epochs"]):
    running = []
    for x, y in ds.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        opt(grads)
        running.append(float(loss.asnumpy()))
        global_step += 1
        if global_step % training_args["logging_steps"] == 0:
            print(f"{{'loss': {np.mean(running[-5:]):.4f}, 'epoch': {global_step / steps_per_epoch:.2f}, 'step': {global_step}}}")
    print(f"epoch {epoch} train_loss {np.mean(running):.4f}")
