# HF get_cosine_schedule_with_warmup(warmup_ratio=0.06) ported to the MindFormers LR class in a custom loop
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers.core.lr import CosineWithWarmUpLR
from mindformers.core.optim import AdamW

ms.set_context(mode=ms.PYNATIVE_MODE)
np.random.seed(0)
training_args = {"learning_rate": 2e-4, "warmup_ratio": 0.06, "num_train_epochs": 3, "weight_decay": 0.01}
net = nn.SequentialCell([nn.Dense(24, 64), nn.GELU(), nn.Dense(64, 3)])
# HF Trainer derives num_training_steps itself, so the script never passed it
lr = CosineWithWarmUpLR(learning_rate=training_args["learning_rate"], warmup_ratio=training_args["warmup_ratio"])
opt = AdamW(net.trainable_params(), learning_rate=lr, weight_decay=training_args["weight_decay"])
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
x = ms.Tensor(np.random.randn(32, 24).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 3, (32,)).astype(np.int32))
for step in range(60):
    loss, grads = grad_fn(x, y)
    opt(grads)
    if step % 10 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")
